"""Plain text: the bytes decoded (:mod:`bridge_laws.text.decode`: UTF-8 ± BOM, UTF-16, the Cyrillic
code pages, CP1252 and Latin-1), line ends normalized; the lines are the text.

A page laid out in two columns, as a PDF's text copied with its layout prints it (``pdftotext
-layout``: each line the left column's words, spaces, then the right column's), is read column by
column: a band of spaces down the middle half of the page that no line's words cover but a
centred header's, with words on both sides of it on many of the page's lines and the right
column's lines starting at one edge. Pages are apart by form feeds; Russian beside English makes
two language streams.
"""

from __future__ import annotations

import re

from ...text.decode import decode
from ...text.textfix import is_cyrillic, is_latin
from .base import Document, FormatReader, Stream
from .columns import WORDY, widest_clear_band, wordy_share
from .language import language_of
from .runon import split_run_on

# A plain text's gutter: a band of three columns or more down the middle half of a page that the
# words of no line with a gap there cover, and a few lines at most run across (a centred header;
# kept whole, not cut),
# with words on both sides of it on five lines at least and two in five of the page's lines, and
# the right column's lines starting where it starts (an item's indent at most further in): a text
# of one column lines up no such band (its words are a space apart, its short lines end early).
TEXT_GUTTER = 3
BOTH_SIDES = 0.4
LEAST_ROWS = 5
ACROSS = 0.1  # the share of a page's lines (three at most) that may run across the gutter
ALIGNED = 0.8  # the share of the right column's lines that start within INDENT of its edge
INDENT = 8
MARGIN_WIDTH = 2  # a right column this many times narrower than the left (or more) is a margin's notes
_WORD = re.compile(r"\S+")


class TextReader(FormatReader):
    format = "text"
    label = "plain text"
    suffix = ".txt"

    def sniff(self, data: bytes) -> str | None:
        return "no marks of another format"  # the fallback: tried last

    def read(self, data: bytes, name: str) -> Document:
        decoded = decode(data, name)
        text, joined = quoted_printable(decoded.text)
        text, run_on = split_run_on(text)
        streams, notes = (Stream(None, text),), ()
        if joined:
            notes += (f"a mail's body left in quoted-printable, decoded ({joined} soft line break(s) joined: the "
                      "line numbers are the decoded text's)",)
        if run_on:
            notes += (f"{run_on} long line(s) holding a law's units run together (a text pasted from a PDF "
                      "viewer or a note), split at their markers",)
        pages = [_columns(page) for page in text.split("\f")]
        two = sum(len(page) == 2 for page in pages)
        if two:
            streams, note = _streams(pages)
            notes += (note.format(two=two),)
        elif (paired := _interleaved(text)) is not None:
            streams = paired
            notes += ("English and Russian line by line (each line followed by its translation), read as two texts",)
        return Document(file=name, format=self.format, streams=streams, encoding=decoded.encoding,
                        newline=decoded.newline, bom=decoded.bom, notes=notes)


# A mail's body left in quoted-printable, as a phone's mail app or a copy of the raw mail shows it
# ("… face a card to=" / " the same trick …", "Thursday=E2=80=99s"): a line ending in "=" goes on
# in the next with no break, and each run of "=XX" codes is the bytes of UTF-8 characters
_SOFT_BREAK = re.compile(r"=[ \t]*$")
_QP_CODES = re.compile(r"(?:=[0-9A-F]{2})+")
QP_LINES = 5  # the fewest soft breaks that make a text quoted-printable


def _soft_break(line: str) -> bool:
    """Whether a line ends in a quoted-printable soft break: an "=" at its end, and no other "="
    in it but a code's (the encoding writes a text's own "=" as "=3D": "=== Slide 1 ===" is none)."""
    m = _SOFT_BREAK.search(line)
    return m is not None and "=" not in _QP_CODES.sub("", line[:m.start()])


def quoted_printable(text: str) -> tuple[str, int]:
    """A text whose body was left in quoted-printable (``QP_LINES`` soft breaks at least),
    decoded: lines joined at their soft breaks, codes read as the UTF-8 characters they are (a run
    that is no UTF-8 left as it is); and how many lines were joined. A text with fewer soft breaks
    is left as it is ("a = b" is no code). Decoded before the text is read, as a mail program
    would have shown it: a Russian body's codes are its words."""
    lines = text.split("\n")
    if sum(1 for line in lines if _soft_break(line)) < QP_LINES:
        return text, 0
    out: list[str] = []
    joined, held = 0, None
    for line in lines:
        if held is not None:
            line, joined = held + line, joined + 1
        if _soft_break(line):
            held = _SOFT_BREAK.sub("", line)
            continue
        held = None
        out.append(_QP_CODES.sub(_qp_characters, line))
    if held is not None:
        out.append(_QP_CODES.sub(_qp_characters, held))
    return "\n".join(out), joined


def _qp_characters(m: re.Match) -> str:
    try:
        return bytes.fromhex(m.group().replace("=", "")).decode("utf-8")
    except UnicodeDecodeError:
        return m.group()


# A handout that gives each line of a law and then its translation: most lines with words change
# language from the line before, and each language holds a fair share of them.
_ALTERNATING = 0.7
_LEAST_PAIRED = 8


def _interleaved(text: str) -> tuple[Stream, Stream] | None:
    """Two streams (ru, en) of a text whose lines alternate between English and Russian ("A. When
    …" / «А. Когда …» / "1. An …" / «1. Ошибка …»); a line in neither (a rule, a blank) goes to both.
    None for any other text."""
    lines = text.split("\n")
    # a line in neither language by its words (a header in capitals) is told by its letters
    langs = [(language_of(line) or _script(line)) if line.strip() else None for line in lines]
    said = [lang for lang in langs if lang in ("ru", "en")]
    if len(said) < _LEAST_PAIRED or min(said.count("ru"), said.count("en")) < len(said) / 3:
        return None
    turns = sum(a != b for a, b in zip(said, said[1:]))
    if turns < _ALTERNATING * (len(said) - 1):
        return None
    kept = {"ru": [], "en": []}
    for line, lang in zip(lines, langs):
        for to in (("ru", "en") if lang not in kept else (lang,)):
            kept[to].append(line)
    return tuple(Stream(lang, "\n".join(kept[lang])) for lang in ("ru", "en"))


def _script(line: str) -> str | None:
    """"ru" for a line of more Cyrillic letters than Latin, "en" for more Latin, None for none."""
    cyrillic = sum(map(is_cyrillic, line))
    latin = sum(map(is_latin, line))
    return None if cyrillic == latin else "ru" if cyrillic > latin else "en"


def _columns(page: str) -> list[list[str]]:
    """A page's columns (one, or two either side of its gutter), each a list of lines; a line
    across the gutter (a centred header) stays whole, in the left column where it stands."""
    lines = page.split("\n")
    held = [line for line in lines if line.strip()]
    if len(held) < LEAST_ROWS:
        return [lines]
    band = _gutter(lines, len(held))
    if band is None:
        return [lines]
    start, end = band
    across = [bool(line[start:end].strip()) for line in lines]
    both = [line for line, x in zip(lines, across) if not x and line[:start].strip() and line[end:].strip()]
    if len(both) < max(LEAST_ROWS, BOTH_SIDES * len(held)):
        return [lines]
    sides = ([w for line in both for w in line[:start].split()], [w for line in both for w in line[end:].split()])
    if any(wordy_share(side) < WORDY for side in sides):
        return [lines]  # a table of labels and figures, each row on its line: one column
    starts = [end + len(line[end:]) - len(line[end:].lstrip()) for line in both]
    edge = min(starts)
    if sum(1 for x in starts if x <= edge + INDENT) < ALIGNED * len(starts):
        return [lines]
    left = [line.rstrip() if x else line[:start].rstrip() for line, x in zip(lines, across)]
    right = ["" if x else line[edge:].rstrip() for line, x in zip(lines, across)]
    if max(map(len, right)) * MARGIN_WIDTH <= max(len(line) for line, x in zip(left, across) if not x):
        return [lines]  # a column of notes in the margin, not a page's second column (the layout reader cuts it)
    return [left, right]


_GAP = re.compile(r"\S {%d,}(?=\S)" % TEXT_GUTTER)


def _gutter(lines: list[str], held: int) -> tuple[int, int] | None:
    """(first, past last) column of the widest band of TEXT_GUTTER columns or more in the middle
    half of the page that no word covers of the lines with such a gap there, when a few lines at
    most run across it (a centred header), or None."""
    width = max(map(len, lines))
    lo, hi = width // 4, 3 * width // 4
    if hi - lo < TEXT_GUTTER:
        return None
    gapped = [line for line in lines if any(lo <= m.end() and m.start() < hi for m in _GAP.finditer(line))]
    if len(gapped) < LEAST_ROWS:
        return None
    words = [(m.start(), m.end() - 1, m.group()) for line in gapped for m in _WORD.finditer(line)]
    best = widest_clear_band(words, lo, hi - 1, allowed=0)
    if best is None or best[1] - best[0] < TEXT_GUTTER:
        return None
    across = sum(1 for line in lines if line[best[0]:best[1]].strip())
    return best if across <= max(1, min(3, int(ACROSS * held))) else None


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
