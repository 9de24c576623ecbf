"""A law exported as a table (CSV or TSV, a director's tool or a spreadsheet), a unit a row: its
marker in the first column, its words in the next ("40 | PARTNERSHIP UNDERSTANDINGS", "A | Players'
Agreements", "1 | Each partnership …", "(a) | A pair …"), a row of no marker going on with the unit
above. Read a row a line in the standard layout: the law's number before a section's letter is its
header (``LAW 40 - …`` or «ЗАКОН 40. …», by the words' language) — the first row, or a title in
capitals (a second law's; a subsection's words are a sentence), a letter or a number its marker
with a stop, an item its letter in brackets. A heading row ("marker, text") and the tool's comment
lines ("# exported …") are not read, and are said. The rows are read by the standard library's
``csv`` (quoted fields over several lines, doubled quotes).
"""

from __future__ import annotations

import csv
import io
import re

from ...text.decode import decode, normalize_newlines
from .base import Document, FormatReader, Stream, blank_separated
from .language import language_of

_LAW = re.compile(r"^\d{1,2}$")
_SECTION = re.compile(r"^([A-HА-З])\.?$")
_SUBSECTION = re.compile(r"^(\d{1,2})[.)]?$")
_ITEM = re.compile(r"^\(?([a-hа-з])\)$|^([a-hа-з])\.$")
_COMMENT = re.compile(r"^\s*#")
_DELIMITERS = "\t;,"
_LEAST_ROWS = 5
_MARKED_SHARE = 0.6  # of the rows with a first cell, the share that is a unit's marker


def _marker(cell: str) -> bool:
    cell = cell.strip()
    return bool(_SECTION.match(cell) or _SUBSECTION.match(cell) or _ITEM.match(cell))


# A tool's column holds the marker bare ("A", "1"); a text typed with a tab after each marker
# ("А.<tab>Title", Word's plain text) keeps the marker's stop, and the plain text's reader reads it.
_BARE = re.compile(r"^(?:[A-HА-З]|\d{1,2})$")


def _rows(text: str) -> tuple[list[list[str]], int] | None:
    """The table's rows (comment lines left out) and how many comment lines there were, or None
    when ``text`` is no such table under any of the delimiters (a tab, a semicolon, a comma)."""
    lines = text.split("\n")
    kept = "\n".join(line for line in lines if not _COMMENT.match(line))
    for delimiter in _DELIMITERS:
        try:
            rows = [row for row in csv.reader(io.StringIO(kept), delimiter=delimiter) if any(c.strip() for c in row)]
        except csv.Error:  # a line end inside a field left unquoted: no table under this delimiter
            continue
        wide = [row for row in rows if len(row) >= 2]
        firsts = [row[0].strip() for row in wide if row[0].strip()]
        if len(wide) >= _LEAST_ROWS and len(wide) >= 0.8 * len(rows) and \
                sum(map(_marker, firsts)) >= max(3, _MARKED_SHARE * len(firsts)) and \
                sum(1 for cell in firsts if _BARE.match(cell)) >= max(3, _MARKED_SHARE * sum(map(_marker, firsts)) / 2):
            return rows, len(lines) - len(kept.split("\n"))
    return None


class TableReader(FormatReader):
    format = "table"
    label = "a table exported as CSV or TSV"
    suffix = ".tsv"

    def sniff(self, data: bytes) -> str | None:
        head = normalize_newlines(data[:65536].decode("utf-8", errors="replace"))
        found = _rows(head)
        if found:
            return f"a table of {len(found[0])} rows whose first column is a unit's marker (A, 1, (a))"
        return None

    def read(self, data: bytes, name: str) -> Document:
        decoded = decode(data, name)
        found = _rows(decoded.text)
        if found is None:
            raise self.refuse(name, "no table of a unit a row (a marker, then its words) in it")
        rows, comments = found
        law_word = "ЗАКОН {}. {}" if language_of(decoded.text) == "ru" else "LAW {} - {}"
        paragraphs, heading = [], None
        for k, row in enumerate(rows):
            first, words = row[0].strip(), " ".join(" ".join(c.split()) for c in row[1:] if c.strip())
            after = next((r[0].strip() for r in rows[k + 1:] if r[0].strip()), "")
            # a law's number over its first section: the first row, or a title in capitals (a second law's)
            if _LAW.match(first) and _SECTION.match(after) and (not paragraphs or words.isupper()):
                paragraphs.append(law_word.format(first, words))
            elif _SECTION.match(first):
                paragraphs.append(f"{_SECTION.match(first).group(1)}. {words}")
            elif _LAW.match(first) and (paragraphs or k):
                paragraphs.append(f"{first}. {words}")
            elif _ITEM.match(first):
                m = _ITEM.match(first)
                paragraphs.append(f"({m.group(1) or m.group(2)}) {words}")
            elif not first and words:
                paragraphs.append(words)
            elif first and not paragraphs and heading is None:
                heading = " | ".join(c.strip() for c in row)
            elif first or words:
                paragraphs.append(" ".join(x for x in (first, words) if x))
        notes = [f"a table of {len(rows)} rows, a unit a row: its marker, then its words"]
        if heading:
            notes.append(f"the table's heading row, not read: «{heading[:60]}»")
        if comments:
            notes.append(f"{comments} comment line(s) of the tool that exported it (#), not read")
        return Document(file=name, format=self.format, streams=(Stream.of_lines(None, blank_separated(paragraphs)),),
                        encoding=decoded.encoding, newline=decoded.newline, bom=decoded.bom, notes=tuple(notes))
