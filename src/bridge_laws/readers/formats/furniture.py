"""Page furniture: running headers, footers and page numbers found because they repeat, and
pages joined back into one text, a paragraph cut by a page break made whole again.

A line is furniture when a line of the same shape stands at the same edge of other pages, at the
same height when the pages tell heights: "The Laws of Duplicate Bridge" at the top of every
page, "- 7 -" / "- 8 -" at the bottom, "LAW 16 - UNAUTHORISED INFORMATION" atop the pages that law
spans. Its shape is the line with every number made "#" ("Page # of #"). Nothing here knows any
document's header: only repetition decides.

These functions work on lines with optional positions, so that text from a PDF (with positions)
and pages of a plain text cut by form feeds (without) can share them.
"""

from __future__ import annotations

import re
from collections import defaultdict
from dataclasses import dataclass

# How many lines at each edge of a page may be furniture: a header of a title line over a
# chapter line, a footer of a note line over a page number.
_EDGE_LINES = 2

# Lines at the same edge of two pages are at the same place when their heights differ by no
# more than this (points): the running header of a PDF is drawn at the same height on each page.
_SAME_PLACE = 3.0

# A shape of numbers only ("#", "- # -", "#.") could also be a subsection marker standing
# alone at the top of a page. Page numbers are on most pages and grow from page to page; such a
# shape is furniture only then.
_NUMBER_SHARE = 0.5

_NUMBER = re.compile(r"\d+")
# A page number in Roman numerals, standing alone ("iv", "- xii -"): front matter.
_ROMAN_ALONE = re.compile(r"^([^\w]*)[ivxlc]+([^\w]*)$", re.IGNORECASE)


@dataclass(frozen=True)
class PageLine:
    """One line of a page: its text and, when the format tells, its height on the page
    (``top``, points from the top) and font size."""

    text: str
    top: float | None = None
    size: float | None = None


def shape(text: str) -> str:
    """The line with its numbers made ``#`` and its spaces collapsed: ``"Page # of #"``."""
    text = " ".join(text.split()).casefold()
    text = _ROMAN_ALONE.sub(r"\1#\2", text)
    return _NUMBER.sub("#", text)


_ROMAN_VALUES = {"i": 1, "v": 5, "x": 10, "l": 50, "c": 100}


def _number_of(text: str) -> int | None:
    """The page number a line prints: its first number, or a Roman numeral standing alone."""
    match = _NUMBER.search(text)
    if match:
        return int(match.group())
    roman = _ROMAN_ALONE.match(text.strip())
    if not roman:
        return None
    digits = [_ROMAN_VALUES[ch] for ch in text.strip().lower() if ch in _ROMAN_VALUES]
    return sum(-d if d < nxt else d for d, nxt in zip(digits, digits[1:] + [0]))


def _numbers_grow(found: list[tuple[int, str]]) -> bool:
    """True when the numbers of the lines grow with the page (page numbers)."""
    values = [_number_of(text) for _, text in sorted(found)]
    return None not in values and all(a < b for a, b in zip(values, values[1:]))


def _places(found: list[tuple[int, PageLine]]) -> list[list[tuple[int, PageLine]]]:
    """Lines of one shape at one edge, grouped by height (all one group when heights are unknown)."""
    groups: list[list[tuple[int, PageLine]]] = []
    for page, line in sorted(found, key=lambda x: (x[1].top or 0.0, x[0])):
        last = groups[-1][-1][1] if groups else None
        if last is not None and (line.top is None or last.top is None or line.top - last.top <= _SAME_PLACE):
            groups[-1].append((page, line))
        else:
            groups.append([(page, line)])
    return groups


def _is_furniture(group: list[tuple[int, PageLine]], pages: int) -> bool:
    """A header or footer of the whole document stands on most pages; one of a part of it (the
    law's title atop each of its pages) on runs of consecutive pages. A body line that happens to
    have the shape of one on another page ("B. Chairs" in two laws) is neither."""
    on_pages = {page for page, _ in group}
    if len(on_pages) < 2:
        return False
    if any(ch.isalpha() for ch in shape(group[0][1].text).replace("#", "")):
        return len(on_pages) >= _NUMBER_SHARE * pages or all(p - 1 in on_pages or p + 1 in on_pages
                                                              for p in on_pages)
    firsts = sorted({page: line.text for page, line in group}.items())
    return len(on_pages) >= _NUMBER_SHARE * pages and _numbers_grow(firsts)


def find_furniture(pages: list[list[PageLine]]) -> set[tuple[int, int]]:
    """(page, line index) of every furniture line: lines among the first and last ``_EDGE_LINES``
    non-blank lines of a page whose shape stands at the same edge and place on other pages."""
    candidates: dict[tuple[str, str], list[tuple[int, int, PageLine]]] = defaultdict(list)
    for p, lines in enumerate(pages):
        filled = [i for i, line in enumerate(lines) if line.text.strip()]
        for edge, indices in (("top", filled[:_EDGE_LINES]), ("bottom", filled[-_EDGE_LINES:])):
            for i in indices:
                candidates[(edge, shape(lines[i].text))].append((p, i, lines[i]))
    found: set[tuple[int, int]] = set()
    for items in candidates.values():
        index = {(p, id(line)): i for p, i, line in items}
        for group in _places([(p, line) for p, _, line in items]):
            if _is_furniture(group, len(pages)):
                found |= {(p, index[(p, id(line))]) for p, line in group}
    return found


def strip_furniture(pages: list[list[PageLine]]) -> tuple[list[list[PageLine]], list[str]]:
    """The pages without their furniture, and a note for each kind of line removed."""
    found = find_furniture(pages)
    removed: dict[str, set[int]] = defaultdict(set)
    kept = []
    for p, lines in enumerate(pages):
        kept.append([line for i, line in enumerate(lines) if (p, i) not in found])
        for i in range(len(lines)):
            if (p, i) in found:
                removed[shape(lines[i].text)].add(p)
    if not removed:
        return kept, []
    shown = ", ".join(f"«{_example(pages, on, s)}» on {len(on)} pages"
                      for s, on in sorted(removed.items(), key=lambda x: min(x[1])))
    return kept, [f"page furniture removed (lines repeated at the page edges): {shown}"]


def _example(pages: list[list[PageLine]], on: set[int], wanted: str) -> str:
    page = pages[min(on)]
    text = next(line.text.strip() for line in page if shape(line.text) == wanted)
    return text if len(text) <= 50 else text[:49] + "…"


# --- joining pages ------------------------------------------------------------------------------

# A page that ends with one of these ends a sentence; the next page may begin a new paragraph.
_SENTENCE_END = re.compile(r"[.:;!?)\]»”\"']\s*$")
# A line that starts in lower case, or with a continuing comma or dash, goes on the sentence
# of the line before it.
_CONTINUES = re.compile(r"^\s*([a-zа-яё,;)\-–—]|\d+[,)]\s)")


def page_break_continues(before: str, after: str) -> bool:
    """True when the last line of one page and the first line of the next are one paragraph:
    the first stops mid-sentence ("… the Director may", "inter-") or the second goes on
    ("may award an adjusted score …" in lower case)."""
    if not before.strip() or not after.strip():
        return False
    return not _SENTENCE_END.search(before) or bool(_CONTINUES.match(after))


def join_pages(pages: list[list[str]], notes: list[list[str]] | None = None) -> list[str]:
    """The lines of all pages in order. Between two pages, a blank line unless the paragraph
    goes on (see :func:`page_break_continues`); blank lines at page edges are dropped.

    ``notes[i]`` are the footnotes printed at the foot of page i: they follow the paragraph
    that page i ends with, which may end only on a later page."""
    out: list[str] = []
    pending: list[str] = []
    for p, lines in enumerate(pages):
        lines = _trim_blank(lines)
        if out and lines and page_break_continues(out[-1], lines[0]):
            end = lines.index("") if "" in lines else len(lines)
            out.extend(lines[:end])
            lines = lines[end:]
            if not lines and p + 1 < len(pages):
                pending += _trim_blank((notes or [[]] * len(pages))[p])
                continue  # the paragraph fills the page and goes on: its notes wait for its end
        _append_block(out, pending)
        pending = []
        _append_block(out, _trim_blank(lines))
        pending = _trim_blank(notes[p]) if notes else []
    _append_block(out, pending)
    return out


def _append_block(out: list[str], lines: list[str]) -> None:
    """``lines`` after ``out`` as a new paragraph (a blank line between)."""
    if not lines:
        return
    if out and out[-1] != "":
        out.append("")
    out.extend(lines)


def _trim_blank(lines: list[str]) -> list[str]:
    start, end = 0, len(lines)
    while start < end and not lines[start].strip():
        start += 1
    while end > start and not lines[end - 1].strip():
        end -= 1
    return lines[start:end]
