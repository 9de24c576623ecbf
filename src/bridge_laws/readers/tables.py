"""Tables of the printed book (Law 77's scoring tables, Law 78B's IMP scale).

The 1991 book drew them with box characters that the copies mangled: ``|`` for a
vertical line survives, ``I`` stands for a double vertical line, ``В`` for a
crossing, and the en dash of a range became ``з`` («20 з 40 1» is the row
20–40 → 1 IMP). Some tables have no rules at all: a label and numbers in columns
(«С КОНТРОЙ 40 40 60 60»), or a dot leader («За любую частичную запись:....50»).
"""

from __future__ import annotations

import re

from ..model import Table

TRAILING_NUMBERS_RE = re.compile(r"^(.*?\S)?\s+((?:\d+\s+)+\d+)\s*$")
# The leader may only start where a run of dots starts ((?<!\.)): otherwise every dot of a long
# run is tried as its start, and a line of dots takes cubic time.
DOT_LEADER_RE = re.compile(r"^(.*?)\s*(?<!\.)\.{3,}\s*(\d+)\s*$")
RULE_ROW_RE = re.compile(r"^[\s\-+|IВ=]+$")
# «I» drawn for a double vertical line: between spaces, digits, hyphens and
# lower-case letters («200 I 100», «с ре-I без», «конт-Iконт-»), never inside «IMP».
DOUBLE_BAR_RE = re.compile(r"(?<=[\s\-\d])I(?=[\s\d\-а-яё]|$)")
BAND_RE = re.compile(r"^(\d+)\s*[з–—-]\s*(\d+)\s+(\d+)$")
BAND_OPEN_RE = re.compile(r"^(\d+)\s+(и более|& upward|and upward)\s+(\d+)$")


def is_table_line(line: str) -> bool:
    s = line.strip()
    if "|" in s or (RULE_ROW_RE.match(s) and "+" in s):  # «-----+-----В-----» rules a table
        return True
    return bool(TRAILING_NUMBERS_RE.match(s) or DOT_LEADER_RE.match(s))


def parse_book_table(rows: list[str], caption: str | None = None) -> Table:
    lines = [re.sub(r"\s+", " ", r.strip()) for r in rows if r.strip() and not RULE_ROW_RE.match(r.strip())]
    if any("|" in r for r in lines):
        cells = [[c.strip() for c in DOUBLE_BAR_RE.sub("|", r).split("|")] for r in lines]
        band = _band_table(cells)
        if band is not None:
            return Table(rows=band, caption=caption)
        return Table(rows=_merge_wrapped(cells), caption=caption)
    return Table(rows=tuple(_plain_row(r) for r in lines), caption=caption)


def _plain_row(line: str) -> tuple[str, ...]:
    dots = DOT_LEADER_RE.match(line)
    if dots:
        return (dots.group(1).rstrip(":").strip() + ":", dots.group(2)) if dots.group(1) else (dots.group(2),)
    m = TRAILING_NUMBERS_RE.match(line)
    if m:
        label = (m.group(1) or "").strip()
        return ((label,) if label else ()) + tuple(m.group(2).split())
    return (line,)


def _band(cell: str) -> tuple[str, str] | None:
    cell = re.sub(r"\s+", " ", cell)
    m = BAND_RE.match(cell)
    if m:
        return f"{m.group(1)}–{m.group(2)}", m.group(3)
    m = BAND_OPEN_RE.match(cell)
    if m:
        return f"{m.group(1)} {m.group(2)}", m.group(3)
    return None


def _band_table(cells: list[list[str]]) -> tuple[tuple[str, ...], ...] | None:
    """A range → value scale printed in side-by-side column groups («20 з 40 1 | 370 з
    420 9 | …»): unfolded column by column into one two-column table, header first."""
    body = [row for row in cells if any(_band(c) for c in row)]
    if not body or not all(all(_band(c) for c in row if c) for row in body):
        return None
    header_rows = [row for row in cells[: cells.index(body[0])]]
    header = " ".join(row[0] for row in header_rows if row and row[0]).split()
    rows = []
    if len(header) >= 2:
        rows.append((" ".join(header[:-1]), header[-1]))
    width = max(len(r) for r in body)
    for col in range(width):
        for row in body:
            if col < len(row) and row[col]:
                rows.append(_band(row[col]))
    return tuple(rows)


def _merge_wrapped(cells: list[list[str]]) -> tuple[tuple[str, ...], ...]:
    """A label wrapped over rows whose other cells are empty («За каждую | | |» /
    «последующую | | |» / «н.в.:| 50 | 200 |…») is one row."""
    out: list[list[str]] = []
    carry: list[str] = []
    for row in cells:
        if len(row) > 1 and not any(c for c in row[1:]):
            carry.append(row[0])
            continue
        if carry:
            row = [" ".join(carry + [row[0]]).strip()] + row[1:]
            carry = []
        out.append(row)
    if carry:
        out.append([" ".join(carry)])
    return tuple(tuple(r) for r in out)
