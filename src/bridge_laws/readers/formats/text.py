"""Plain text: the bytes decoded (:mod:`bridge_laws.text.decode`: UTF-8 ± BOM, UTF-16, the Cyrillic
code pages, CP1252 and Latin-1), line ends normalized; the lines are the text.

A page laid out in two columns, as a PDF's text copied with its layout prints it (``pdftotext
-layout``: each line the left column's words, spaces, then the right column's), is read column by
column: a band of spaces down the middle half of the page that almost no word crosses (the PDF
reader's gutter, counted in characters) with words on both sides of it on most of the page's
lines. Pages are apart by form feeds; Russian beside English makes two language streams.
"""

from __future__ import annotations

import re

from ...text.decode import decode
from .base import Document, FormatReader, Stream
from .columns import gutter
from .language import language_of

# A plain text's gutter: two spaces at least, with words on both sides of it on this share of the
# page's lines that hold any, and on so many lines at least (a text of one column has none: its
# lines cross the middle; a page's last lines under a running header across it are no columns).
TEXT_GUTTER = 2
BOTH_SIDES = 0.4
LEAST_ROWS = 5
_WORD = re.compile(r"\S+")


class TextReader(FormatReader):
    format = "text"
    label = "plain text"
    suffix = ".txt"

    def sniff(self, data: bytes) -> str | None:
        return "no marks of another format"  # the fallback: tried last

    def read(self, data: bytes, name: str) -> Document:
        decoded = decode(data, name)
        streams, notes = (Stream(None, decoded.text),), ()
        pages = [_columns(page) for page in decoded.text.split("\f")]
        two = sum(len(page) == 2 for page in pages)
        if two:
            streams, note = _streams(pages)
            notes = (note.format(two=two),)
        return Document(file=name, format=self.format, streams=streams, encoding=decoded.encoding,
                        newline=decoded.newline, bom=decoded.bom, notes=notes)


def _columns(page: str) -> list[list[str]]:
    """A page's columns (one, or two either side of its gutter), each a list of lines."""
    lines = page.split("\n")
    words = [(m.start(), m.end() - 1, m.group()) for line in lines for m in _WORD.finditer(line)]
    x = gutter(words, max(map(len, lines)), least=TEXT_GUTTER) if words else None
    if x is None:
        return [lines]
    cut = int(x)
    held = [line for line in lines if line.strip()]
    rows = sum(1 for line in held if line[:cut].strip() and line[cut:].strip())
    if rows < max(LEAST_ROWS, BOTH_SIDES * len(held)):
        return [lines]
    right = [line[cut:] for line in lines]
    indent = min((len(line) - len(line.lstrip()) for line in right if line.strip()), default=0)
    return [[line[:cut].rstrip() for line in lines], [line[indent:].rstrip() for line in right]]


def _streams(pages: list[list[list[str]]]) -> tuple[tuple[Stream, ...], str]:
    """One stream, each two-column page read left, then right; or, Russian beside English, a
    stream for each language (a page of one column to that of its language)."""
    two = [page for page in pages if len(page) == 2]
    left = language_of("\n".join(line for page in two for line in page[0]))
    right = language_of("\n".join(line for page in two for line in page[1]))
    if {left, right} == {"ru", "en"}:
        texts: dict[str, list[str]] = {"ru": [], "en": []}
        for page in pages:
            if len(page) == 2:
                texts[left].append("\n".join(page[0]))
                texts[right].append("\n".join(page[1]))
            elif (lang := language_of("\n".join(page[0]))) in texts:
                texts[lang].append("\n".join(page[0]))
        return (tuple(Stream(lang, "\f".join(texts[lang])) for lang in ("ru", "en")),
                f"two columns side by side on {{two}} page(s): {left} | {right}, read as two texts")
    text = "\f".join("\n".join(line for column in page for line in column) for page in pages)
    return (Stream(None, text),), "two columns on {two} page(s), read left, then right"
