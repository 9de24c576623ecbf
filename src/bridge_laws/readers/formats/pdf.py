"""PDF: the text layer, page by page (pdfplumber), made into the plain text of the document.

1. each page's text lines with their height and font size;
2. running headers, footers and page numbers removed because they repeat (:mod:`.furniture`);
3. footnotes at the foot of a page (a block in a smaller font after the body) kept aside and put
   back after the paragraph they interrupt, which may go on on the next page; a line or two of
   it on the last page of a longer document that nothing marks as a note or a unit, going on no
   note of the page before, in a text that calls no note, is the document's closing aside
   ("Questions about this handout to the director"), dropped and named (``_closing_aside``);
4. a blank line wherever the gap between two lines is clearly wider than the page's line pitch
   (a new paragraph);
5. pages joined: a paragraph cut by a page break is one paragraph again.

A page set in two columns (a gutter down its middle that no line of text crosses) is read column
by column. When one column is Russian and the other English, as bilingual editions print the
Laws, each becomes a language stream of its own; two columns of one language are read left, then
right.

Refused, naming the file: a PDF that needs a password, a damaged one, one whose streams inflate
past the bounds of :mod:`.inflate`, and one with no text layer (a scan: it needs OCR first, which
this tool does not do).
"""

from __future__ import annotations

import io
import re
import statistics

from ..grammar import is_structural, law_header, marker_kind
from ..shapes import NOTE_MARKS
from .base import Document, FormatReader, Stream, raised
from .columns import gutter
from .furniture import PageLine, body_size, find_furniture, join_pages, running_title, strip_furniture
from .inflate import TooLarge, bounded_pdf_streams
from .language import language_of

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
        if not any(line.text.strip() for page in pages for column in page for line in column):  # a scan
            raise self.refuse(name, f"no text layer: none of its {len(pages)} page(s) has text (a scanned "
                                    "document?); run OCR on it first and import the text")
        notes = [f"{len(pages)} page(s)"]
        blank = [i + 1 for i, page in enumerate(pages) if not any(line.text.strip() for column in page for line in column)]
        if blank:
            notes.append(f"page(s) {', '.join(map(str, blank))} have no text layer (scanned?): their text is missing")
        streams, title = [], None
        for lang, stream_pages, note in _by_column(pages):
            lines, removed, running = printed_text(stream_pages)
            title = title or running
            streams.append(Stream.of_lines(lang, lines))
            notes += [note] if note else []
            notes += [f"{lang}: {r}" if lang else r for r in removed]
        return Document(file=name, format=self.format, streams=tuple(streams), notes=tuple(notes), title=title)

    def _pages(self, data: bytes, name: str) -> list[list[list[PageLine]]]:
        """Each page's columns (one, or two when it has a gutter), each column's lines."""
        import pdfplumber

        try:  # every stream inflated within the bounds of :mod:`.inflate`
            with bounded_pdf_streams(), pdfplumber.open(io.BytesIO(data)) as pdf:
                gutters = [gutter([(w["x0"], w["x1"], w["text"]) for w in page.extract_words()], page.width,
                                  page.bbox[0]) for page in pdf.pages]
                found = [x for x in gutters if x is not None]
                # one gutter for the document: a line across both columns (a running header) is
                # then cut at the same place on every page, and goes as furniture
                x = statistics.median(found) if found else None
                return [_page_columns(page, x if g is not None else None) for page, g in zip(pdf.pages, gutters)]
        except Exception as exc:  # pdfminer raises many kinds on broken files: name the file
            raise self._refusal(name, exc) from None

    def _refusal(self, name: str, exc: Exception):
        """pdfplumber wraps pdfminer's errors (PdfminerException(PDFPasswordIncorrect())): unwrap."""
        from pdfminer.pdfdocument import PDFEncryptionError, PDFPasswordIncorrect

        inner = exc.args[0] if exc.args and isinstance(exc.args[0], Exception) else exc
        if isinstance(inner, TooLarge):
            return self.refuse(name, str(inner))
        if isinstance(inner, (PDFPasswordIncorrect, PDFEncryptionError)):
            return self.refuse(name, "encrypted: it opens only with a password; save an unprotected copy "
                                     "(or its text) and import that")
        reason = str(inner) or type(inner).__name__
        return self.refuse(name, f"damaged or not a PDF: {reason}")


def printed_text(pages: list[list[PageLine]]) -> tuple[list[str], list[str], str | None]:
    """Printed pages' lines (each with its height and font size, in points) as the text: the
    running header, footer and page numbers removed (:mod:`.furniture`), footnotes after the
    paragraph they cut, a paragraph gap a blank line, pages joined. Returns (lines, what was
    removed, the running title). The PDF reader's, and any format of printed pages' (XPS)."""
    found = find_furniture(pages)
    title = running_title(pages, found)
    pages, removed = strip_furniture(pages, found)
    lines, aside = _assemble(pages)
    if aside:
        removed.append(f"dropped the closing line(s) in small type on the last page, no footnote (no note "
                       f"mark): «{aside if len(aside) <= 60 else aside[:59] + '…'}»")
    return lines, removed, title


def _page_columns(page, x: float | None) -> list[list[PageLine]]:
    """The page's lines: one column, or two either side of the gutter at ``x``."""
    if x is None:
        return [_page_lines(page)]
    x0, top, x1, bottom = page.bbox  # not always from (0, 0): a page box may be offset
    return [_page_lines(page.within_bbox((x0, top, x, bottom))), _page_lines(page.within_bbox((x, top, x1, bottom)))]


def _by_column(pages: list[list[list[PageLine]]]) -> list[tuple[str | None, list[list[PageLine]], str]]:
    """The document's streams: (language, its pages, a note). Pages of two columns, Russian
    beside English, make two streams (a page of one column goes to the stream of its language);
    otherwise one stream, a two-column page read left column, then right."""
    two = [page for page in pages if len(page) == 2]
    if two:
        text = lambda side: "\n".join(line.text for page in two for line in page[side])  # noqa: E731
        left, right = language_of(text(0)), language_of(text(1))
        if {left, right} == {"ru", "en"}:
            streams = {left: [], right: []}
            for page in pages:
                if len(page) == 2:
                    streams[left].append(page[0])
                    streams[right].append(page[1])
                    continue
                lang = language_of("\n".join(line.text for line in page[0]))
                if lang in streams:
                    streams[lang].append(page[0])
            note = f"two columns side by side on {len(two)} page(s): {left} | {right}, read as two texts"
            return [(lang, streams[lang], note if lang == left else "") for lang in ("ru", "en")]
    note = f"two columns on {len(two)} page(s), read left, then right" if two else ""
    return [(None, [[line for column in page for line in column] for page in pages], note)]


def _page_lines(page) -> list[PageLine]:
    lines = []
    for row in page.extract_text_lines(strip=True, return_chars=True):
        sizes = [ch["size"] for ch in row["chars"] if ch["text"].strip()]
        size = statistics.median(sizes) if sizes else None
        inked = [ch for ch in row["chars"] if ch["text"].strip()]
        bold = bool(inked) and sum("bold" in str(ch.get("fontname", "")).lower() for ch in inked) >= _BOLD_SHARE * len(inked)
        lines.append(PageLine(text=_with_raised_digits(row["text"], row["chars"], size), top=row["top"], size=size, bold=bold))
    return lines


_BOLD_SHARE = 0.8  # of a line's characters in a bold face: the line is set in bold
_HEADING_LINES, _HEADING_CHARS = 3, 160  # a heading wrapped over lines: at most so many, so long


def _headings_joined(lines: list[PageLine]) -> list[PageLine]:
    """A heading set in bold and wrapped over lines in a narrow column as the one line a reader
    reads («RETENTION OF THE» / «RIGHT TO CALL»; "A. Double or Redouble" / "Not Permitted"): each
    bold line that opens no unit, header or heading joins the bold line above it, unless that one
    is a law's header alone (its title is the line under it); three lines and 160 characters at
    most (a page set all in bold is not one heading)."""
    out: list[PageLine] = []
    joined_lines = 0  # lines joined into the last one (a heading has a few; a page set all in bold is no heading)
    for line in lines:
        above = out[-1] if out else None
        header = law_header(above.text.strip()) if above is not None and above.bold else None
        if (line.bold and above is not None and above.bold and not is_structural(line.text.strip())
                and joined_lines < _HEADING_LINES - 1 and len(above.text) + len(line.text) <= _HEADING_CHARS
                and not (header and not header.title)):
            joined_lines += 1
            words = above.text.rstrip()
            joined = words[:-1] + line.text.lstrip() if words.endswith("-") and words[-2:-1].isalpha() else f"{words} {line.text.strip()}"
            out[-1] = PageLine(text=joined, top=above.top, size=above.size, bold=True)
        else:
            out.append(line)
            joined_lines = 0
    return out


# A note number is set smaller and raised: "scorepad,¹" prints a 6 pt "1" whose foot stands well
# above the line's. Such digits are written "¹", the mark the layout reader knows.
RAISED_SIZE = 0.8
RAISED_BY = 0.2


def _with_raised_digits(text: str, chars: list[dict], size: float | None) -> str:
    """``text`` (the line as pdfplumber joined it, spaces added) with its raised digits as "¹"."""
    feet = [ch["bottom"] for ch in chars if ch["text"].strip() and size and ch["size"] >= RAISED_SIZE * size]
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
            if ch.isdigit() and c["size"] < RAISED_SIZE * size and c["bottom"] < foot - RAISED_BY * size:
                ch = raised(ch)
        out.append(ch)
    return "".join(out)


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


def _assemble(pages: list[list[PageLine]]) -> tuple[list[str], str]:
    """Pages → (lines: paragraph breaks by gaps, footnote blocks after the paragraph they cut;
    the text of the closing aside dropped, or "")."""
    body = body_size(pages)
    pitch = line_pitch(pages)
    bodies, notes = [], []
    for page in pages:
        text, foot = _split_notes(page, body)
        bodies.append(_with_paragraph_breaks(_headings_joined(text), pitch))
        notes.append(_with_paragraph_breaks(foot, pitch))
    aside = ""
    if notes and _closing_aside(notes[-1], notes[-2] if len(notes) > 1 else [], bodies[-1], bodies):
        aside, notes[-1] = " ".join(x for x in notes[-1] if x), []
    return join_pages(bodies, notes), aside


# A closing aside is short: at most this many lines, this many characters
_ASIDE_LINES, _ASIDE_CHARS = 2, 200
# Words a note starts with when it has no mark ("Note: …", «Примечание. …»): a note, kept
_NOTE_WORDS = ("note", "notes", "примечание", "примечания", "прим", "сноска")
# Any mark a note could be called by in the body (``*``, ``†``, a raised or bracketed number): a
# body that holds one may be calling the small type below
_ANY_MARK_RE = re.compile(rf"(?:{NOTE_MARKS})|[†‡§¶]|\(\d{{1,2}}\)")


def _closing_aside(foot: list[str], before: list[str], body: list[str], bodies: list[list[str]]) -> bool:
    """Whether the small type at the foot of the last page (``foot``, under ``body``; ``bodies``:
    every page's) is the document's closing aside, not footnotes nor text: a line or two of a
    document of more than one page, starting with no note mark (``*``, a raised or a bracketed
    number as the layout reader reads them, a dagger, a number, a small letter alone), no marker
    of a unit ("B.", "(a)") and no word a note starts with ("Note:"), going on no note of the page
    before (``before``: a note cut by the page break starts with no mark), under text of the
    page's own, in a document whose body holds no mark a note could be called by."""

    lines = [x for x in foot if x.strip()]
    if not lines or len(bodies) < 2 or len(lines) > _ASIDE_LINES or sum(map(len, lines)) > _ASIDE_CHARS:
        return False
    first = lines[0].strip()
    words = re.findall(r"\w+", first.lower())
    return not any(x.strip() for x in before) and any(x.strip() for x in body) \
        and not re.match(rf"(?:{NOTE_MARKS}|[†‡§¶(\[<]|\d|[a-zа-я]\s)", first) and marker_kind(first) is None \
        and not (words and words[0] in _NOTE_WORDS) \
        and not any(_ANY_MARK_RE.search(x) for page in bodies for x in page)
