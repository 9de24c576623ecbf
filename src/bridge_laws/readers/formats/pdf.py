"""PDF: the text layer, page by page (pdfplumber), made into the plain text of the document.

1. each page's text lines with their height and font size;
2. running headers, footers and page numbers removed because they repeat (:mod:`.furniture`);
3. footnotes at the foot of a page (a block in a smaller font after the body) kept aside and put
   back after the paragraph they interrupt, which may go on on the next page;
4. a blank line wherever the gap between two lines is clearly wider than the page's line pitch
   (a new paragraph);
5. pages joined: a paragraph cut by a page break is one paragraph again.

Refused, naming the file: a PDF that needs a password, a damaged one, and one with no text
layer (a scan: it needs OCR first, which this tool does not do).
"""

from __future__ import annotations

import io
import statistics

from .base import Document, FormatReader, Stream, raised
from .furniture import PageLine, join_pages, strip_furniture

# A gap between two lines wider than this many line pitches starts a new paragraph: text set
# with space between paragraphs leaves 1.5-2 pitches, wrapped lines of one paragraph 1.
_PARAGRAPH_GAP = 1.4

# Lines at the foot of a page in a font this much smaller than the body are footnotes
# (body 11 pt, notes 8-9 pt).
_NOTE_SIZE = 0.9

# How far into a file "%PDF-" may start: the format allows junk before it (1024 bytes).
_MAGIC_WINDOW = 1024


class PdfReader(FormatReader):
    format = "pdf"
    label = "PDF"
    suffix = ".pdf"

    def sniff(self, data: bytes) -> str | None:
        pos = data[:_MAGIC_WINDOW].find(b"%PDF-")
        return f"starts with %PDF-{data[pos + 5:pos + 8].decode('latin-1')}" if pos >= 0 else None

    def read(self, data: bytes, name: str) -> Document:
        pages = self._pages(data, name)
        if not any(line.text.strip() for page in pages for line in page):  # a scan: images only
            raise self.refuse(name, f"no text layer: none of its {len(pages)} page(s) has text (a scanned "
                                    "document?); run OCR on it first and import the text")
        notes = [f"{len(pages)} page(s)"]
        blank = [i + 1 for i, page in enumerate(pages) if not any(line.text.strip() for line in page)]
        if blank:
            notes.append(f"page(s) {', '.join(map(str, blank))} have no text layer (scanned?): their text is missing")
        pages, removed = strip_furniture(pages)
        lines = _assemble(pages)
        return Document(file=name, format=self.format, streams=(Stream.of_lines(None, lines),),
                        notes=tuple(notes + removed))

    def _pages(self, data: bytes, name: str) -> list[list[PageLine]]:
        import pdfplumber

        try:
            with pdfplumber.open(io.BytesIO(data)) as pdf:
                return [_page_lines(page) for page in pdf.pages]
        except Exception as exc:  # pdfminer raises many kinds on broken files: name the file
            raise self._refusal(name, exc) from None

    def _refusal(self, name: str, exc: Exception):
        """pdfplumber wraps pdfminer's errors (PdfminerException(PDFPasswordIncorrect())): unwrap."""
        from pdfminer.pdfdocument import PDFEncryptionError, PDFPasswordIncorrect

        inner = exc.args[0] if exc.args and isinstance(exc.args[0], Exception) else exc
        if isinstance(inner, (PDFPasswordIncorrect, PDFEncryptionError)):
            return self.refuse(name, "encrypted: it opens only with a password; save an unprotected copy "
                                     "(or its text) and import that")
        reason = str(inner) or type(inner).__name__
        return self.refuse(name, f"damaged or not a PDF: {reason}")


def _page_lines(page) -> list[PageLine]:
    lines = []
    for row in page.extract_text_lines(strip=True, return_chars=True):
        sizes = [ch["size"] for ch in row["chars"] if ch["text"].strip()]
        size = statistics.median(sizes) if sizes else None
        lines.append(PageLine(text=_with_raised_digits(row["text"], row["chars"], size), top=row["top"], size=size))
    return lines


# A note number is set smaller and raised: "scorepad,¹" prints a 6 pt "1" whose foot stands well
# above the line's. Such digits are written "¹", the mark the layout reader knows.
_RAISED_SIZE = 0.8
_RAISED_BY = 0.2


def _with_raised_digits(text: str, chars: list[dict], size: float | None) -> str:
    """``text`` (the line as pdfplumber joined it, spaces added) with its raised digits as "¹"."""
    feet = [ch["bottom"] for ch in chars if ch["text"].strip() and size and ch["size"] >= _RAISED_SIZE * size]
    if not size or not feet:
        return text
    foot = statistics.median(feet)
    out, j = [], 0
    for ch in text:
        while j < len(chars) and chars[j]["text"] != ch and not chars[j]["text"].strip():
            j += 1  # a space the PDF draws that the line's text left out
        if j < len(chars) and chars[j]["text"] == ch:
            c = chars[j]
            j += 1
            if ch.isdigit() and c["size"] < _RAISED_SIZE * size and c["bottom"] < foot - _RAISED_BY * size:
                ch = raised(ch)
        out.append(ch)
    return "".join(out)


def _body_size(pages: list[list[PageLine]]) -> float | None:
    """The commonest font size, weighted by letters: the body text's."""
    weight: dict[float, int] = {}
    for line in (line for page in pages for line in page):
        if line.size:
            weight[round(line.size, 1)] = weight.get(round(line.size, 1), 0) + len(line.text)
    return max(weight, key=weight.__getitem__) if weight else None


def _split_notes(page: list[PageLine], body: float | None) -> tuple[list[PageLine], list[PageLine]]:
    """The page's body lines and the footnote block at its foot (smaller font), if any."""
    end = len(page)
    while end > 0 and body and page[end - 1].size and page[end - 1].size < _NOTE_SIZE * body:
        end -= 1
    return page[:end], page[end:]


def line_pitch(pages: list[list[PageLine]]) -> float | None:
    """The distance between two wrapped lines of one paragraph: the smallest step from a line to
    the next that is at least the font's size (smaller steps are superscripts or overlapping
    marks). Taken over the whole document: a page of one-line paragraphs has no such step."""
    steps = [b.top - a.top for page in pages for a, b in zip(page, page[1:])
             if a.top is not None and b.top is not None and (a.size or 0) and b.top - a.top >= 0.9 * a.size]
    return min(steps) if steps else None


def _with_paragraph_breaks(lines: list[PageLine], pitch: float | None) -> list[str]:
    """The lines' texts, with a blank line where the gap before a line is a paragraph gap."""
    out = []
    for i, line in enumerate(lines):
        prev = lines[i - 1] if i else None
        if prev is not None and pitch and line.top is not None and prev.top is not None \
                and line.top - prev.top > _PARAGRAPH_GAP * pitch:
            out.append("")
        out.append(line.text)
    return out


def _assemble(pages: list[list[PageLine]]) -> list[str]:
    """Pages → lines: paragraph breaks by gaps, footnote blocks after the paragraph they cut."""
    body_size = _body_size(pages)
    pitch = line_pitch(pages)
    bodies, notes = [], []
    for page in pages:
        body, foot = _split_notes(page, body_size)
        bodies.append(_with_paragraph_breaks(body, pitch))
        notes.append(_with_paragraph_breaks(foot, pitch))
    return join_pages(bodies, notes)
