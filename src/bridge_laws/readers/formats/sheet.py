"""A workbook as Excel keeps it (.xlsx: a federation's archive of a translation, a unit a row):
its visible sheets as a spreadsheet shows them, each a table read as a table exported as CSV is
(:mod:`.table`): by the columns its heading row names (law, section, subsection, item, title,
text), else a marker in the first column and the words after it.

What a viewer sees is read: a cell's value as last computed (a formula's cached value, a shared
string whole with all its runs, a whole number without Excel's ".0"), neither a hidden sheet nor
a hidden row or column (a record's identifier). A sheet that is no table of units (the workbook's
notes on its source) is read only when no sheet is one. The zip is inflated within the bounds of
:mod:`.inflate`.
"""

from __future__ import annotations

import posixpath
import re

from .base import Document, FormatReader, Stream, blank_separated
from .inflate import BadPackage, TooLarge, xml_parts, zip_names
from .language import language_of
from .table import named_columns, table_paragraphs

_S = "{http://schemas.openxmlformats.org/spreadsheetml/2006/main}"
_R = "{http://schemas.openxmlformats.org/officeDocument/2006/relationships}"
_REL = "{http://schemas.openxmlformats.org/package/2006/relationships}"
WORKBOOK = "xl/workbook.xml"
MAX_COLUMNS = 200  # a table of units has a dozen; a cell past this is nobody's text
_CELL = re.compile(r"^([A-Z]{1,3})\d+$")


class XlsxReader(FormatReader):
    format = "xlsx"
    label = "Excel workbook (XLSX)"
    suffix = ".xlsx"

    def sniff(self, data: bytes) -> str | None:
        if not data.startswith(b"PK\x03\x04"):
            return None
        return "a zip archive holding an Excel workbook (xl/workbook.xml)" if WORKBOOK in (zip_names(data) or []) else None

    def read(self, data: bytes, name: str) -> Document:
        try:
            trees = xml_parts(data, lambda n: n in (WORKBOOK, "xl/_rels/workbook.xml.rels", "xl/sharedStrings.xml")
                              or re.fullmatch(r"xl/worksheets/sheet\d+\.xml", n))
        except TooLarge as exc:
            raise self.refuse(name, str(exc)) from None
        except BadPackage as exc:
            raise self.refuse(name, f"not a readable Excel workbook ({exc})") from None
        strings = [_string(si) for si in trees["xl/sharedStrings.xml"].iter(f"{_S}si")] \
            if "xl/sharedStrings.xml" in trees else []
        sheets = [(title, _rows(trees[part], strings)) for title, part in _sheets(trees)]
        sheets = [(title, rows) for title, rows in sheets if rows]
        if not sheets:
            raise self.refuse(name, "no words on its sheets")
        tables = [(title, rows) for title, rows in sheets if named_columns(rows) is not None] or sheets
        lang = language_of("\n".join(c for _, rows in tables for row in rows for c in row))
        paragraphs, notes = [], []
        for title, rows in tables:
            found, said = table_paragraphs(rows, lang)
            paragraphs += found
            notes += [f"sheet «{title[:40]}»: {n}" for n in said]
        left = [title for title, rows in sheets if (title, rows) not in tables]
        if left:
            notes.append(f"{len(left)} sheet(s) holding no table of units, not read: "
                         + ", ".join(f"«{title[:40]}»" for title in left))
        return Document(file=name, format=self.format, streams=(Stream.of_lines(None, blank_separated(paragraphs)),),
                        notes=tuple(notes))


def _sheets(trees: dict) -> list[tuple[str, str]]:
    """(name, part) of each visible sheet, in the workbook's order."""
    rels = trees.get("xl/_rels/workbook.xml.rels")
    targets = {r.get("Id"): posixpath.normpath(posixpath.join("xl", r.get("Target", "").lstrip("/").removeprefix("xl/")))
               for r in rels.iter(f"{_REL}Relationship")} if rels is not None else {}
    out = []
    for sheet in trees[WORKBOOK].iter(f"{_S}sheet") if WORKBOOK in trees else []:
        part = targets.get(sheet.get(f"{_R}id"))
        if sheet.get("state", "visible") == "visible" and part in trees:
            out.append((sheet.get("name", ""), part))
    return out


def _string(si) -> str:
    """A shared string whole: its text, or all its runs' (a bold word inside a cell), no phonetic guide."""
    phonetic = {id(t) for guide in si.iter(f"{_S}rPh") for t in guide.iter(f"{_S}t")}
    return "".join(t.text or "" for t in si.iter(f"{_S}t") if id(t) not in phonetic)


def _rows(sheet, strings: list[str]) -> list[list[str]]:
    """The sheet's visible rows, each its visible cells' values by column (blank rows left out)."""
    hidden = set()
    for col in sheet.iter(f"{_S}col"):
        low, high = col.get("min", ""), col.get("max", "")
        if col.get("hidden") in ("1", "true") and low.isdigit() and high.isdigit():
            hidden.update(range(int(low) - 1, min(int(high), MAX_COLUMNS)))
    rows = []
    for row in sheet.iter(f"{_S}row"):
        if row.get("hidden") in ("1", "true"):
            continue
        cells: dict[int, str] = {}
        for k, c in enumerate(row.iter(f"{_S}c")):
            at = _CELL.match(c.get("r", ""))
            col = _column(at[1]) if at else k
            if col < MAX_COLUMNS and col not in hidden:
                cells[col] = _value(c, strings)
        if any(v.strip() for v in cells.values()):
            rows.append([cells.get(i, "") for i in range(max(cells) + 1)])
    return rows


def _column(letters: str) -> int:
    n = 0
    for ch in letters:
        n = n * 26 + ord(ch) - 64
    return n - 1


def _value(c, strings: list[str]) -> str:
    """A cell's value as the sheet shows it: a shared or inline string, a formula's cached value,
    a number (a whole one without ".0"); an error or a truth value as nothing a text has."""
    kind = c.get("t", "n")
    if kind == "inlineStr":
        return "".join(t.text or "" for t in c.iter(f"{_S}t"))
    v = c.find(f"{_S}v")
    raw = (v.text or "") if v is not None else ""
    if kind == "s":
        return strings[int(raw)] if raw.isdigit() and int(raw) < len(strings) else ""
    if kind == "str":
        return raw
    if kind == "n" and raw:
        try:
            number = float(raw)
        except ValueError:
            return ""
        return str(int(number)) if number.is_integer() and abs(number) < 1e15 else raw
    return ""
