"""What the OCR formats (hOCR, ALTO) share: a scanned book's pages as the OCR read them — each
page its lines in reading order, each line in a block (a paragraph) — made into the plain text of
the book as the PDF reader makes a PDF's, with the same rules (:mod:`.furniture`):

1. a line per OCR line, a blank line between two blocks (the OCR's paragraphs);
2. what the file itself sets apart from the text (ALTO's page margins and blocks tagged as a
   running head or a page number, hOCR's ``ocr_pageno``, a page header or footer) not read;
3. running heads, footers and page numbers removed because they repeat at the page edges, or
   carry the page's number in a run (:func:`~.furniture.find_furniture`, as a PDF's);
4. pages joined: a paragraph cut by a page break is one paragraph again
   (:func:`~.furniture.join_pages`).

A word hyphenated at a line's end stays so when the file says no more (the layout reader joins
it, as it does a PDF's line); where the format marks the word whole (ALTO's ``SUBS_CONTENT``), the
format's reader writes it whole.
"""

from __future__ import annotations

from dataclasses import dataclass

from .base import Document, FormatReader, Stream
from .furniture import PageLine, find_furniture, join_pages, running_title, strip_furniture


@dataclass(frozen=True)
class OcrLine:
    """One line the OCR read: its words, its block (lines of one block are one paragraph), its
    size (a font size or the line's height, in one unit for the whole file; None when not told),
    and what the file marks it as when it is no text of the page (``furniture``)."""

    text: str
    block: int
    size: float | None = None
    furniture: str | None = None
    top: float | None = None  # where it stands on its page, and how high it is (the file's units)
    height: float | None = None


# A scan's lines placed on a scale of its own lines: a line as high as the page's commonest is
# this many units (a printed page's 12 points), so that furniture's tolerance of a few units holds
# for any resolution (a 300-dpi scan's running head stands within a few pixels of its place)
_LINE_UNITS = 12.0


def _line_unit(page: list[OcrLine]) -> float | None:
    """What a place on the page is multiplied by to stand in lines of the page's commonest height
    × _LINE_UNITS (None where the file tells no heights): law headers at one place on two pages can
    then be told from a running head above the text, as a printed page's are."""
    heights = sorted(n.height for n in page if n.height and n.height > 0)
    return _LINE_UNITS / heights[len(heights) // 2] if heights else None


def ocr_document(reader: FormatReader, name: str, pages: list[list[OcrLine]], notes: list[str],
                 title: str | None = None, encoding: str | None = None) -> Document:
    """The document of a scanned book's ``pages`` (see the module's doc); ``notes`` say what the
    format's reader did so far."""
    if not any(line.text.strip() and not line.furniture for page in pages for line in page):
        raise reader.refuse(name, f"no words on any of its {len(pages)} page(s) outside their margins, running "
                                  "heads and page numbers (an OCR run that read nothing?)")
    laid = [_laid_out(page) for page in pages]
    marked = {(p, i): line.furniture for p, page in enumerate(laid) for i, line in enumerate(page) if line.furniture}
    # the text as the format leaves it: what it marks is no line of any page
    shown = []
    for p, page in enumerate(laid):
        unit = _line_unit(page)
        shown.append([PageLine("") if (p, i) in marked else PageLine(
            line.text, line.top * unit if unit is not None and line.top is not None else None, line.size)
            for i, line in enumerate(page)])
    found = find_furniture(shown)
    title = title or running_title([[PageLine(line.text) for line in page] for page in laid], found | set(marked))
    kept, removed = strip_furniture(shown, found)
    lines = join_pages([_one_blank([line.text for line in page]) for page in kept])
    said = [f"{len(pages)} page(s)"]
    if marked:
        said.append(_marked_note(laid, marked))
    return Document(file=name, format=reader.format, streams=(Stream.of_lines(None, lines),), encoding=encoding,
                    notes=tuple(said + notes + removed), title=title)


def _laid_out(page: list[OcrLine]) -> list[OcrLine]:
    """The page's lines with a blank line between two blocks."""
    out: list[OcrLine] = []
    for line in page:
        if not line.text.strip():
            continue
        if out and out[-1].block != line.block:
            out.append(OcrLine("", line.block))
        out.append(line)
    return out


def _one_blank(lines: list[str]) -> list[str]:
    """Runs of blank lines (left where furniture between two blocks went) as one."""
    return [line for i, line in enumerate(lines) if line.strip() or (i and lines[i - 1].strip())]


def _marked_note(pages: list[list[OcrLine]], marked: dict[tuple[int, int], str]) -> str:
    """What the file set apart, said once: its kinds, a few of its lines, on how many pages."""
    kinds = sorted(set(marked.values()))
    shown = list(dict.fromkeys(" ".join(pages[p][i].text.split()) for p, i in sorted(marked)))
    examples = ", ".join(f"«{t if len(t) <= 50 else t[:49] + '…'}»" for t in shown[:4]) + (" …" if len(shown) > 4 else "")
    return (f"not read, as the file sets them apart ({'; '.join(kinds)}): {examples} — {len(marked)} line(s) on "
            f"{len({p for p, _ in marked})} page(s)")
