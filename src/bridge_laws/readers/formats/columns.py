"""Bilingual documents: Russian | English side by side in a two-column table, as bilingual web
pages and some federations' DOCX print the Laws. Each column becomes a language stream; text
outside such tables goes to the stream of its own language.
"""

from __future__ import annotations

from bisect import bisect_left, bisect_right

from ..grammar import NOTE_RE, is_structural, law_header, marker_kind
from .base import Document, Stream, blank_separated, block_text
from .language import language_of

# A gutter: a band down the middle half of the page at least this wide (points) that at most
# _CROSSING of the page's words cross (a running header or a page number set across both columns),
# with at least _SIDE of the words on each side of it, and words on each side (WORDY of them
# with letters): a table of labels and figures ("Small slam ..... 500 750") has a clear band
# between them too, and must stay one column, each label on the line of its figures.
_GUTTER = 6.0
_CROSSING = 0.04
_SIDE = 0.25
WORDY = 0.5


def gutter(words: list[tuple[float, float, str]], width: float, left: float = 0.0,
           least: float = _GUTTER) -> float | None:
    """The x of the gutter between two columns of text, given each word's (x0, x1, text) on a
    page ``width`` wide whose left edge is at ``left`` (a PDF's page box need not start at 0);
    None for a page of one column. ``least``: the narrowest band that is one (points; a plain
    text's page counts in characters)."""
    lo, hi = int(left + width * 0.25), int(left + width * 0.75)
    if len(words) < 8 or hi < lo:
        return None
    best = widest_clear_band(words, lo, hi, allowed=max(2, int(_CROSSING * len(words))))
    if best is None or best[1] - best[0] < least:
        return None
    x = (best[0] + best[1]) / 2
    sides = [[w for w in words if w[1] <= x], [w for w in words if w[0] >= x]]
    if min(len(side) for side in sides) < _SIDE * len(words):
        return None
    return x if min(wordy_share(text for _, _, text in side) for side in sides) >= WORDY else None


def wordy_share(words) -> float:
    """The share of ``words`` (strings) with a letter in them (a column of figures has none); 0
    for none."""
    words = list(words)
    return sum(1 for w in words if any(c.isalpha() for c in w)) / len(words) if words else 0.0


def widest_clear_band(words, lo: int, hi: int, allowed: int) -> tuple[int, int] | None:
    """(start, end) of the widest band of whole points from ``lo`` to ``hi`` that at most
    ``allowed`` words cover (the first, of equals), or None. Counted between the points where a
    word starts or ends, not point by point: a page 10^8 points wide (``/MediaBox [0 0 100000000
    792]``, 1.3 KB of PDF) took 9.6 s and 1.2 GB a page; the words on a page are a few hundred."""
    steps: dict[int, int] = {}  # +1 where a word starts, -1 after it ends
    for x0, x1, _ in words:
        a, b = max(lo, int(x0)), min(hi, int(x1))
        if a <= b:
            steps[a] = steps.get(a, 0) + 1
            steps[b + 1] = steps.get(b + 1, 0) - 1
    best, run, covered = None, None, 0
    for x in sorted(steps.keys() | {lo, hi + 1}):  # the count is constant from one point to the next
        covered += steps.get(x, 0)
        clear = covered <= allowed and x <= hi
        if clear and run is None:
            run = x
        elif not clear and run is not None:
            if best is None or x - run > best[1] - best[0]:
                best = (run, x)
            run = None
    return best


# A table is a side-by-side translation when most of its rows have exactly two filled cells.
_PAIRED_ROWS = 0.6


def column_langs(rows: list[list[str]]) -> tuple[str, str] | None:
    """(language of column 0, of column 1) when the table is Russian | English or English | Russian."""
    pairs = [row for row in rows if len([c for c in row if c.strip()]) == 2 and len(row) == 2]
    if not rows or len(pairs) < _PAIRED_ROWS * len(rows):
        return None
    left = language_of("\n".join(row[0] for row in pairs))
    right = language_of("\n".join(row[1] for row in pairs))
    return (left, right) if {left, right} == {"ru", "en"} else None


def _table_text(rows: list[list[str]]) -> str:
    return "\n".join("\t".join(row) for row in rows)


def bilingual_streams(blocks: list) -> tuple[Stream, ...] | None:
    """Two streams (ru, en) when ``blocks`` (paragraph strings and tables, lists of rows of cell
    strings, in document order) hold a Russian | English table; None when they hold none.

    A paragraph or another table outside the bilingual tables goes to the stream of its own
    language; one in neither language (a date, a page title in a third language) is dropped."""
    langs = [(column_langs(b) if isinstance(b, list) else None) for b in blocks]
    if not any(langs):
        return None
    paragraphs: dict[str, list[str]] = {"ru": [], "en": []}
    for block, pair in zip(blocks, langs):
        if pair is not None:
            for row in block:
                for cell, lang in zip(row, pair):
                    paragraphs[lang].append(cell)
            continue
        text = block if isinstance(block, str) else _table_text(block)
        lang = language_of(text)
        if lang in paragraphs:
            paragraphs[lang].append(text)
    return tuple(Stream.of_lines(lang, blank_separated(paragraphs[lang])) for lang in ("ru", "en"))


def blocks_document(reader, name: str, blocks: list, numbered: str = "", title: str | None = None,
                    notes=(), headings=frozenset()) -> Document:
    """A word processor's blocks (a paragraph a str, a table a list of rows of cells) as its
    reader's Document: a Russian | English table as two streams, else the paragraphs, a blank line
    between them, a table's rows a line each; ``numbered`` says what drew the list numbers;
    ``headings``: the paragraphs set in a heading's style (the document's own parts after a law
    are found by them: ``own_parts``)."""
    notes = list(notes)
    blocks, said = own_parts(blocks, headings)
    if said:
        notes.append("part(s) of the document under headings of their own after a law, naming no law or unit, "
                     "not read: " + ", ".join(f"«{words[:40]}»" for words in said))
    streams = bilingual_streams(blocks)
    if streams is not None:
        notes.append(f"a two-column table: {' and '.join(s.lang for s in streams)} side by side")
        return Document(file=name, format=reader.format, streams=streams, notes=tuple(notes), title=title)
    if numbered:
        notes.append(numbered)
    paragraphs = [block_text(b) for b in blocks]
    return Document(file=name, format=reader.format, title=title, notes=tuple(notes),
                    streams=(Stream.of_lines(None, blank_separated(paragraphs)),))


def own_parts(blocks: list, headings) -> tuple[list, list[str]]:
    """The blocks without the document's own parts after a law (a club's "Record of amendments",
    its table and its lines): from a paragraph in a heading's style (``headings``) that names no
    law, unit or chapter, after a law's words, to the next law's header — when no paragraph between
    opens as a law's words do (a marker, a header, a note's mark), as a page's parts are found
    (``html._page_parts``); and the headings' words."""
    first = [block_text(b).split("\n", 1)[0].strip() for b in blocks]
    laws = [k for k, (b, line) in enumerate(zip(blocks, first)) if isinstance(b, str) and law_header(line)]
    if not laws or not headings:
        return blocks, []
    # where the next paragraph that opens as a law's words is, from each block on (one pass back)
    next_words = [len(blocks)] * (len(blocks) + 1)
    for k in range(len(blocks) - 1, -1, -1):
        next_words[k] = k if isinstance(blocks[k], str) and opens_law_words(first[k]) else next_words[k + 1]
    skip, said, k = set(), [], laws[0] + 1
    while k < len(blocks):
        block = blocks[k]
        if isinstance(block, str) and block in headings and not is_structural(first[k]) \
                and k - 1 > laws[bisect_left(laws, k) - 1]:  # (a law's words since its header)
            end = laws[bisect_right(laws, k)] if bisect_right(laws, k) < len(laws) else len(blocks)
            if next_words[k + 1] >= end:
                skip.update(range(k, end))
                said.append(" ".join(first[k].split()))
                k = end
                continue
        k += 1
    return [b for k, b in enumerate(blocks) if k not in skip], said


def opens_law_words(text: str) -> bool:
    """A paragraph that opens as a law's words do: a note's mark, a law's header or a marker
    ("A. …", "1. …"): a part that holds one is the law's, not the page's."""
    return bool(NOTE_RE.match(text) or law_header(text) or marker_kind(text))
