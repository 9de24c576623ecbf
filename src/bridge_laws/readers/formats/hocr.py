"""hOCR: the OCR of a scanned book as HTML (Tesseract's ``-c tessedit_create_hocr``, ocrmypdf's,
kraken's, gImageReader's), read as the scanned pages read (:mod:`.ocr`).

An hOCR file is told by its classes: pages ``ocr_page``, blocks ``ocr_carea``, paragraphs
``ocr_par``, lines ``ocr_line`` (``ocrx_line``), words ``ocrx_word``, each with its place on the
page in ``title="bbox x0 y0 x1 y1; …"``; or by its ``ocr-system`` meta. An ordinary page has
none of them, and stays the HTML reader's.

Each line is its words (or its text, where the OCR wrote no word level), in the file's order,
which is the OCR's reading order; the lines of one paragraph (or, without paragraphs, of one
block) make one paragraph. A heading line (Tesseract writes ``ocr_header``, ``ocr_caption`` or
``ocr_textfloat`` in the place of ``ocr_line`` for a line of a heading, a caption or a pull-out:
it holds words) is a line; a page header or footer as the hOCR standard marks it (an
``ocr_header`` or ``ocr_footer`` that holds lines) and a page number (``ocr_pageno``) are not
read. A line's size is its ``x_size`` (Tesseract's), else its box's height. The page is parsed as
the HTML reader parses a page (html5lib, after the same bounds).
"""

from __future__ import annotations

import re

from .base import ascii_view
from .html import HtmlReader
from .ocr import OcrLine, ocr_document

_PAGE = "ocr_page"
_LINES = frozenset({"ocr_line", "ocrx_line"})
# What Tesseract writes in the place of ``ocr_line`` for a line of a heading, a caption or a
# pull-out; the hOCR standard's page header and footer by the same names hold lines instead
_LINE_LIKE = frozenset({"ocr_header", "ocr_footer", "ocr_caption", "ocr_textfloat", "ocr_pageno"})
_WORD = "ocrx_word"
_BLOCKS = frozenset({"ocr_par", "ocr_carea", "ocr_column"})
# What the page's parts are that are no text of it: as blocks of lines, and as a line of words (a
# header's line is Tesseract's heading, text)
_PAGE_FURNITURE = {"ocr_pageno": "a page number", "ocr_header": "a page's header", "ocr_footer": "a page's footer"}
_LINE_FURNITURE = {"ocr_pageno": "a page number", "ocr_footer": "a page's footer"}
# A tag's class attribute holding one of hOCR's classes of pages and lines (in a tag: a page that
# shows hOCR's markup as text, «&lt;div class="ocr_page"&gt;», is no hOCR), or its ocr-system meta;
# in the first 64 KB, the quantifiers bounded, so a page of any markup is scanned in one pass
_CLASS = re.compile(rb"""<[A-Za-z][\w:-]{0,30}\s(?:[^<>]{0,500}?\s)?class\s*=\s*["']([^"'<>]{0,300})["']""",
                    re.IGNORECASE)
_SNIFFED = frozenset({b"ocr_page", b"ocr_line", b"ocrx_line"})
_META = re.compile(rb"""<meta\b[^>]{0,300}?\bname\s*=\s*["']ocr-system["'][^>]{0,300}?""", re.IGNORECASE)
_SYSTEM = re.compile(r"""<meta\b[^>]{0,300}?\bname\s*=\s*["']ocr-system["'][^>]{0,300}?\bcontent\s*=\s*["']([^"'<>]{1,80})""",
                     re.IGNORECASE)
_UNSHOWN = re.compile(rb"<!--(?:[^-]|-(?!->))*(?:-->|$)|<(script|style)\b[^>]{0,500}>.*?(?:</\1\s*>|$)",
                      re.IGNORECASE | re.DOTALL)
_NUMBER = r"-?\d{1,9}(?:\.\d{1,6})?"
_BBOX = re.compile(rf"({_NUMBER})\s+({_NUMBER})\s+({_NUMBER})\s+({_NUMBER})")


class HocrReader(HtmlReader):
    format = "hocr"
    label = "hOCR (OCR output)"
    suffix = ".hocr"

    def sniff(self, data: bytes) -> str | None:
        # (a page's scripts, styles and comments may write hOCR's classes as text: a digital
        # library's page building an OCR layer, an old scan's layer commented out — no hOCR)
        head = _UNSHOWN.sub(b" ", ascii_view(data[:65536]))
        classes = {token for m in _CLASS.finditer(head) for token in m.group(1).split()}
        found = sorted(c.decode("ascii", "replace") for c in classes & _SNIFFED)
        if found:
            return f"hOCR classes ({', '.join(found)})"
        return "an hOCR meta (ocr-system)" if _META.search(head) else None

    def read(self, data, name):
        tree, text, encoding, notes = self.parse(data, name)
        body = tree.find("body")
        pages = _pages(self, name, text, body if body is not None else tree)
        system = _SYSTEM.search(text[:65536])
        title = tree.find(".//title")
        title = " ".join("".join(title.itertext()).split())[:200] if title is not None else ""
        said = [f"OCR by {system.group(1).strip()}"] if system else []
        return ocr_document(self, name, pages, said + notes, title=title or None, encoding=encoding)


def _classes(el) -> set[str]:
    return set((el.get("class") or "").split()) if isinstance(el.tag, str) else set()


def _pages(reader, name: str, text: str, body) -> list[list[OcrLine]]:
    """Each page's lines in the file's order, in one walk of the page (iterative: no recursion
    however deep it nests; a page in a page is part of it). Lines outside any ``ocr_page`` go with
    the page before them (a file of one page may have none)."""
    pages: list[list[OcrLine]] = []
    blocks: dict[int, int] = {}  # id of the element holding lines → its block's number
    stack = [(body, body, None, False)]  # (element, what holds it, why it is furniture, inside a page)
    while stack:
        el, parent, why, in_page = stack.pop()
        classes = _classes(el)
        children = [child for child in el if isinstance(child.tag, str)]
        if _PAGE in classes and not in_page:
            pages.append([])
        in_page = in_page or _PAGE in classes
        holds_lines = any(_classes(child) & (_LINES | _LINE_LIKE | _BLOCKS) for child in children)
        if classes & _LINES or classes & _LINE_LIKE and not holds_lines:
            block = blocks.setdefault(id(parent), len(blocks))
            if not pages:
                pages.append([])
            own = next((_LINE_FURNITURE[c] for c in sorted(classes & _LINE_FURNITURE.keys())), None)
            top, height = _place(el)
            pages[-1].append(OcrLine(_words(el), block, _size(reader, name, text, el), why or own, top, height))
            continue
        marks = [_PAGE_FURNITURE[c] for c in sorted(classes & _PAGE_FURNITURE.keys())]
        why = why or (marks[0] if marks else None)
        stack.extend((child, el, why, in_page) for child in reversed(children))
    return pages


def _words(line) -> str:
    """A line's words one space apart; its text where the OCR wrote no words."""
    words = [" ".join("".join(w.itertext()).split()) for w in line.iter() if _WORD in _classes(w)]
    return " ".join(w for w in words if w) if words else " ".join("".join(line.itertext()).split())


def _place(line) -> tuple[float | None, float | None]:
    """The line's top and height from its box (None, None without one; a box that is no number
    is refused by ``_size``)."""
    for part in (line.get("title") or "").split(";"):
        key, _, value = part.strip().partition(" ")
        if key == "bbox":
            box = _BBOX.fullmatch(value.strip())
            if box:
                return float(box.group(2)), abs(float(box.group(4)) - float(box.group(2)))
    return None, None


def _size(reader, name: str, text: str, line) -> float | None:
    """The line's ``x_size``, else its box's height; a size or box that is no number refused,
    naming the line of the file."""
    title = line.get("title") or ""
    props: dict[str, str] = {}
    for part in title.split(";"):
        key, _, value = part.strip().partition(" ")
        props.setdefault(key, value.strip())
    if "x_size" in props:
        if re.fullmatch(_NUMBER, props["x_size"]):
            return float(props["x_size"])
        problem = f"an x_size that is no number ({props['x_size'][:40]!r})"
    elif "bbox" in props:
        box = _BBOX.fullmatch(props["bbox"])
        if box:
            return abs(float(box.group(4)) - float(box.group(2)))
        problem = f"a bbox that is not four numbers ({props['bbox'][:40]!r})"
    else:
        return None
    where = text.find(title)  # (the title as the file writes it, where it holds no reference)
    raise reader.refuse(name, f"a line with {problem}", text.count("\n", 0, where) + 1 if where >= 0 else None)
