"""Reader for the Cyrillic-less copy of the 1991 book (kind ``stripped-book``).

Every Cyrillic letter was lost on the way; what survives is the skeleton:
the table of contents with printed pages, law headers (``41.`` over a line of
dashes), chapter headings (``VI -`` over ``====``), the markers of sections,
subsections and items, footnote separators and ``(*)`` markers, and references
whose words were stripped to ``(. 47E2)``.

The body gives which units exist and in what order; the table of contents gives
the page each starts on. The two are aligned marker by marker and every
disagreement is reported.
"""

from __future__ import annotations

import difflib
import re

from ..model import Heading, Issue, Location, SkeletonUnit, SourceText
from ..outline import HeadingToken, Outline, assign_levels, match_marker
from .. import refs
from . import Detected

ROMAN_HEADING_RE = re.compile(r"^([IVXL]+)\s*-")
DOUBLE_RULE_RE = re.compile(r"^=[=\s]*$")
LAW_HEADER_RE = re.compile(r"^(\d{1,2})\.(.*)$")
DASH_RULE_RE = re.compile(r"^-{3,}")
FOOTNOTE_RULE_RE = re.compile(r"^-{20,}\s*$")
# A table-of-contents entry ends in a dot leader and the printed page: «A. ......37».
TOC_PAGE_RE = re.compile(r"\.+\s*(\d{1,3})\s*$")
END_OF_LAWS_RE = re.compile(r"^\*\s*\*\s*\*\s*$")


# What the stripped copy shows of a law header: «41.» over a line of dashes.
STRIPPED_LAW_RE = re.compile(r"^\d{1,2}\.\s*\n-{3,}", re.MULTILINE)
_CYRILLIC_RE = re.compile("[а-яА-ЯёЁ]")


def detect(text: str) -> Detected | None:
    """The copy of the book stripped of its Cyrillic letters: no Cyrillic at all, and at least ten
    law headers «N.» over dash rules."""
    if _CYRILLIC_RE.search(text) or len(STRIPPED_LAW_RE.findall(text)) < 10:
        return None
    return Detected("stripped-book", None, ("ru",), ["no Cyrillic letters", "law headers «N.» over dash rules"])


def read(text: str, entry, skeleton=()) -> SourceText:
    """The reader interface (see ``readers``): the skeleton of the stripped book."""
    return read_skeleton(text, entry.file, entry.edition, entry.langs[0])


def read_skeleton(text: str, file: str, edition: int = 1987, lang: str = "ru") -> SourceText:
    lines = text.split("\n")
    body_start = _body_start(lines)
    issues: list[Issue] = []
    units, tokens = _parse_body(lines, body_start, file, issues)
    toc = _parse_toc(lines[:body_start], file)
    units = _align_pages(units, toc, file, issues)
    headings = _headings(tokens, file, issues)
    return SourceText(
        file=file, kind="stripped-book", edition=edition, langs=(lang,),
        skeleton=tuple(units), headings=tuple((law, lang, h) for law, h in headings),
        issues=tuple(issues),
    )


def _body_start(lines: list[str]) -> int:
    """The body begins at the first ``===`` underline (the preface heading); the table
    of contents is everything before it."""
    for i, line in enumerate(lines):
        if i > 0 and DOUBLE_RULE_RE.match(line) and line.strip():
            return i - 1
    return 0


def _is_law_header(lines: list[str], i: int) -> re.Match | None:
    m = LAW_HEADER_RE.match(lines[i].strip())
    if m and i + 1 < len(lines) and DASH_RULE_RE.match(lines[i + 1].strip()):
        return m
    return None


def _parse_body(lines, start, file, issues):
    """Walk the body: headings, law headers, markers. Returns (units, heading tokens)."""
    units: list[dict] = []
    tokens: list[HeadingToken] = []
    outline = Outline()
    in_footnote = False
    last_law = 0
    i = start
    while i < len(lines):
        raw = lines[i]
        line = raw.strip()
        if END_OF_LAWS_RE.match(line):
            break
        nxt = lines[i + 1].strip() if i + 1 < len(lines) else ""
        heading = ROMAN_HEADING_RE.match(line)
        if heading and nxt and DOUBLE_RULE_RE.match(nxt):
            rule = "spaced" if " " in nxt.strip() else "double"
            tokens.append(HeadingToken(heading.group(1), None, rule, None, None, i + 1))
            in_footnote = False
            i += 2
            continue
        law = _is_law_header(lines, i)
        if law and int(law.group(1)) == last_law + 1:
            last_law = int(law.group(1))
            outline.start_law(last_law)
            units.append(_unit(outline, "law", str(last_law), file, i + 1))
            in_footnote = False
            i += 2
            continue
        if FOOTNOTE_RULE_RE.match(line) and nxt.startswith("(*)"):
            in_footnote = True
            if units:
                units[-1]["footnotes_seen"] += 1
            i += 1
            continue
        marker = match_marker(line)
        if outline.law and marker and outline.expects(marker[0], marker[1]):
            kind, mark, _ = marker
            outline.enter(kind, mark)
            units.append(_unit(outline, kind, mark, file, i + 1))
            in_footnote = False
        elif law:  # «2.» over a rule, neither the next law nor the next marker
            issues.append(Issue("skeleton-order", f"law header {law.group(1)}. after law {last_law}", Location(file, i + 1)))
        elif units and not in_footnote:
            units[-1]["text"].append(raw)
            units[-1]["markers"] += line.count("(*)")
        i += 1
    return units, [_law_after(t, units) for t in tokens]


def _law_after(token: HeadingToken, units: list[dict]) -> HeadingToken:
    for u in units:
        if u["kind"] == "law" and u["line"] > token.line:
            return HeadingToken(token.number, token.title, token.rule, token.word, int(u["ref"]), token.line)
    return token


def _unit(outline: Outline, kind: str, marker: str, file: str, line: int) -> dict:
    return {"ref": outline.ref(), "kind": kind, "marker": marker, "file": file, "line": line,
            "text": [], "markers": 0, "footnotes_seen": 0, "page": None}


def _parse_toc(lines: list[str], file: str) -> list[tuple[str, str, int, int]]:
    """Entries of the table of contents: (type, marker, page, line); type is "heading" or
    "marker". A wrapped entry («1. -» / «......36») is joined before reading its page."""
    entries = []
    pending: list[tuple[int, str]] = []
    for i, raw in enumerate(lines):
        line = raw.strip()
        if not line:
            continue
        pending.append((i + 1, line))
        page = TOC_PAGE_RE.search(line)
        if not page:
            if len(pending) > 3:  # title-page lines, not a wrapped entry
                pending = pending[-1:]
            continue
        first_line, first = pending[0]
        pending = []
        heading = ROMAN_HEADING_RE.match(first)
        if heading:
            entries.append(("heading", heading.group(1), int(page.group(1)), first_line))
            continue
        marker = match_marker(first)
        if marker:
            entries.append(("marker", marker[1], int(page.group(1)), first_line))
    return entries


def _align_pages(units: list[dict], toc, file: str, issues: list[Issue]) -> list[SkeletonUnit]:
    """Give each body unit the page of its table-of-contents entry.

    Both lists are the same markers in the same order (the contents list even the
    items); a global alignment of the two marker sequences pairs them, and every
    entry or unit left unpaired is reported.
    """
    markers = [(m, page, line) for kind, m, page, line in toc if kind == "marker"]
    matcher = difflib.SequenceMatcher(a=[u["marker"] for u in units], b=[m[0] for m in markers], autojunk=False)
    for tag, i1, i2, j1, j2 in matcher.get_opcodes():
        if tag == "equal":
            for u, m in zip(units[i1:i2], markers[j1:j2]):
                u["page"] = m[1]
            continue
        for u in units[i1:i2]:
            issues.append(Issue("skeleton-mismatch", f"unit {u['ref']} has no entry in the table of contents",
                                Location(file, u["line"])))
        for m in markers[j1:j2]:
            issues.append(Issue("skeleton-mismatch", f"table of contents entry {m[0]!r} (page {m[1]}) has no unit in the body",
                                Location(file, m[2])))
    _fill_pages(units)
    return [_skeleton_unit(u) for u in units]


def _fill_pages(units: list[dict]) -> None:
    """A unit the contents omit (74B1 …) starts between its neighbours' pages: when both
    are on the same page, so is it; otherwise its page stays unknown."""
    for i, u in enumerate(units):
        if u["page"] is not None:
            continue
        before = next((v["page"] for v in reversed(units[:i]) if v["page"] is not None), None)
        after = next((v["page"] for v in units[i + 1:] if v["page"] is not None), None)
        if before is not None and before == after:
            u["page"] = before


def _skeleton_unit(u: dict) -> SkeletonUnit:
    where = Location(u["file"], u["line"])
    text = "\n".join(u["text"])
    cites = tuple(refs.find_stripped_citations(text, where)) if text else ()
    return SkeletonUnit(ref=u["ref"], kind=u["kind"], marker=u["marker"], page=u["page"], where=where,
                        citations=cites, footnote_markers=u["markers"])


def _headings(tokens: list[HeadingToken], file: str, issues: list[Issue]):
    """(law, Heading) for every heading that stands above a law."""
    levels = assign_levels(tokens)
    if levels is None:
        issues.append(Issue("skeleton-headings", "chapter and part numbers follow no consistent order",
                            Location(file, tokens[0].line if tokens else 1)))
        return []
    return [(t.law_after, Heading(level, t.number, t.title)) for t, level in zip(tokens, levels) if t.law_after]
