"""A law exported as a table (CSV or TSV, a director's tool or a spreadsheet), a unit a row: its
marker in the first column, its words in the next ("40 | PARTNERSHIP UNDERSTANDINGS", "A | Players'
Agreements", "1 | Each partnership …", "(a) | A pair …"), a row of no marker going on with the unit
above. Read a row a line in the standard layout: the law's number before a section's letter is its
header (``LAW 40 - …`` or «ЗАКОН 40. …», by the words' language) — the first row, or a title in
capitals (a second law's; a subsection's words are a sentence), a letter or a number its marker
with a stop, an item its letter in brackets. A heading row ("marker, text") and the tool's comment
lines ("# exported …") are not read, and are said. The rows are read by the standard library's
``csv`` (quoted fields over several lines, doubled quotes).

A table whose heading row names its columns (:func:`named_columns`: "Law", "Section",
"Subsection", "Item", "Title", "Text"; «Правило», «Раздел», «Пункт», «Подпункт», «Заголовок»,
«Текст») gives each unit's place in columns of its own, its law's number on every row: a row's
unit is its deepest marker, a row with none goes on with the unit above (a text carried on to the
next row), and the other columns (a row's number, the page, a remark) are not read. A table keyed
by each unit's whole ref in one column ("Code", «Код»: «42Б2а», as a note app's database of the
units keys its rows) is read a row a unit, in the order of its "Order" column when it has one
(:func:`_by_refs`); a row naming no unit (a question to a colleague) is not read, and is said.

A table of records (a club's log of rulings: a number, a date, a director, the case, the law's
text, a remark), one of whose cells holds a whole law over several lines from its header, is read
as that cell's lines (:func:`_law_cells`); the other cells are not read, and that is said.
"""

from __future__ import annotations

import csv
import io
import re

from ...errors import SourceError
from ...refs import LOOKALIKE_LETTERS
from ...text.decode import decode, normalize_newlines
from .base import Document, FormatReader, Stream, blank_separated
from ..grammar import law_header
from ..shapes import title_like
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
        if len(wide) >= _LEAST_ROWS and named_columns(rows) is not None:
            return rows, len(lines) - len(kept.split("\n"))
        firsts = [row[0].strip() for row in wide if row[0].strip()]
        if len(wide) >= _LEAST_ROWS and len(wide) >= 0.8 * len(rows) and \
                sum(map(_marker, firsts)) >= max(3, _MARKED_SHARE * len(firsts)) and \
                sum(1 for cell in firsts if _BARE.match(cell)) >= max(3, _MARKED_SHARE * sum(map(_marker, firsts)) / 2):
            return rows, len(lines) - len(kept.split("\n"))
    return None


LAW_CELL_LINES = 3  # the fewest lines of a cell that holds a law (its header, then its units)


def _law_cells(text: str) -> tuple[list[str], int] | None:
    """The cells that hold a law, in a table of records (a club's log of rulings saved as CSV: a
    heading row, then rows of one width, three columns at least, one cell holding a whole law
    over several lines from its header, «Правило 19. …»), and how many rows the table has; None
    when ``text`` is no such table."""
    for delimiter in _DELIMITERS:
        try:
            rows = [row for row in csv.reader(io.StringIO(text), delimiter=delimiter) if any(c.strip() for c in row)]
        except csv.Error:
            continue
        if len(rows) < 2 or len(rows[0]) < 3 or len({len(row) for row in rows}) > 1:
            continue
        cells = [cell.strip() for row in rows[1:] for cell in row
                 if cell.count("\n") + 1 >= LAW_CELL_LINES and law_header(cell.strip().split("\n")[0])]
        if cells:
            return cells, len(rows)
    return None


class TableReader(FormatReader):
    format = "table"
    label = "a table exported as CSV or TSV"
    suffix = ".tsv"

    def sniff(self, data: bytes) -> str | None:
        head = normalize_newlines(data[:65536].decode("utf-8", errors="replace")).lstrip("\ufeff")
        found = _rows(head)
        if found:
            return f"a table of {len(found[0])} rows whose first column is a unit's marker (A, 1, (a))"
        # (a cell over several lines is quoted; read in the file's own encoding: a header is words)
        try:
            records = b'"' in data[:65536] and _law_cells(decode(data[:65536], name="").text)
        except SourceError:  # (binary data: the text reader says so)
            records = None
        return "a table of records whose cell holds a law from its header" if records else None

    def read(self, data: bytes, name: str) -> Document:
        decoded = decode(data, name)
        found = _rows(decoded.text)
        if found is None and (records := _law_cells(decoded.text)):
            cells, count = records
            notes = (f"a table of {count} rows of records, a law in {len(cells)} of its cells: the other cells "
                     "(the rows' dates, names, remarks) not read",)
            return Document(file=name, format=self.format,
                            streams=(Stream.of_lines(None, blank_separated(cells)),), encoding=decoded.encoding,
                            newline=decoded.newline, bom=decoded.bom, notes=notes)
        if found is None:
            raise self.refuse(name, "no table of a unit a row (a marker, then its words) in it")
        rows, comments = found
        paragraphs, notes = table_paragraphs(rows, language_of(decoded.text))
        if comments:
            notes.append(f"{comments} comment line(s) of the tool that exported it (#), not read")
        return Document(file=name, format=self.format, streams=(Stream.of_lines(None, blank_separated(paragraphs)),),
                        encoding=decoded.encoding, newline=decoded.newline, bom=decoded.bom, notes=tuple(notes))


def table_paragraphs(rows: list[list[str]], lang: str | None) -> tuple[list[str], list[str]]:
    """(paragraphs in the standard layout, notes) of a table of a unit a row: by its named columns
    when its heading row names them, else a marker in the first column and the words after it."""
    law_word = "ЗАКОН {}. {}" if lang == "ru" else "LAW {} - {}"
    named = named_columns(rows)
    if named is not None and "ref" in named[1]:
        return _by_refs(rows, *named, law_word, lang)
    if named is not None:
        return _by_columns(rows, *named, law_word)
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
    return paragraphs, notes


# The names a heading row gives the columns of a unit's place, its title and its text (a text
# column's name may say more: "Wording of the Law", «Текст правила»).
_COLUMN_NAMES = {
    "law": {"law", "law no", "law no.", "law number", "закон", "правило", "статья", "№ правила", "номер правила"},
    "section": {"section", "sec.", "sect.", "§", "раздел"},
    "subsection": {"subsection", "sub-section", "пункт", "подраздел"},
    "item": {"item", "subitem", "sub-item", "подпункт"},
    "title": {"title", "heading", "name", "заголовок", "название"},
    # a unit's whole ref in one column («42Б2а», "16B1a"), as a database of the units keys its rows,
    # and the rows' order where the export does not keep it (a database's view sorted otherwise)
    "ref": {"ref", "code", "unit", "код", "шифр", "ссылка"},
    "order": {"order", "sort", "sort order", "position", "порядок", "сортировка"},
}
_TEXT_NAME = re.compile(r"^(?:(?:law )?text|wording|текст|формулировка)\b(?:\s+\S+){0,3}$")
# a column of numbers named only "No.", «№», "#": a row's own number when it counts the rows (1, 2,
# 3 … on every row), else a unit's subsection (numbers on some rows only, or starting again)
_NUMBER_NAMES = {"no", "no.", "№", "#", "nr", "nr.", "number", "num"}
_PLACES = ("law", "section", "subsection", "item")


def named_columns(rows: list[list[str]]) -> tuple[int, dict[str, int]] | None:
    """(the heading row's index, name → column) of a table whose heading row, among its first
    ten, names a text column and at least two columns of a unit's place; else None."""
    for k, row in enumerate(rows[:10]):
        found, numbers = {}, []
        for col, cell in enumerate(row):
            name = " ".join(cell.replace("\ufeff", "").lower().split()).rstrip(":")
            kind = next((kind for kind, names in _COLUMN_NAMES.items() if name in names), None)
            kind = kind or ("text" if _TEXT_NAME.match(name) else None)
            if kind and kind not in found:
                found[kind] = col
            elif name in _NUMBER_NAMES:
                numbers.append(col)
        if "subsection" not in found:
            found.update({"subsection": col for col in numbers[:1] if not _counts_rows(rows[k + 1:], col)})
        if "text" in found and (sum(place in found for place in _PLACES) >= 2 or "ref" in found):
            return k, found
    return None


def _counts_rows(rows: list[list[str]], col: int) -> bool:
    """Whether column ``col`` numbers the rows: 1, 2, 3 … on every row that has words."""
    cells = [row[col].strip() if col < len(row) else "" for row in rows if any(c.strip() for c in row)]
    if not cells or not cells[0].isdigit():
        return False
    first = int(cells[0])
    return cells == [str(first + k) for k in range(len(cells))]


_SENTENCE_END = re.compile(r"[.;:!?…»\")]$")


_REF_PARTS = re.compile(r"^(\d{1,2})(?:([A-Z])(?:(\d{1,2})(?:\(([A-Z])\))?)?)?$")
_OWN_MARKER = re.compile(r"^(?:[A-HА-З][.)]|\d{1,2}[.)]|\(?[a-hа-з]\)|(?:law|закон|правило)\s+\d{1,2}\s*[.:—–-])\s*",
                         re.IGNORECASE)
# a column of refs holding a Cyrillic letter no Latin one looks like (refs.ALPHABET_ONLY) letters
# them by the Russian alphabet («42В» the third section, 42C), a Latin look-alike typed among them
# too (refs.LOOKALIKE_LETTERS, read back to Cyrillic); else a ref's «В» is the look-alike B
_TO_CYRILLIC = str.maketrans({latin: cyrillic for cyrillic, latin in LOOKALIKE_LETTERS.items() if cyrillic.isupper()})


def _by_refs(rows, heading: int, columns: dict[str, int], law_word: str, lang: str | None) -> tuple[list[str], list[str]]:
    """A table keyed by each unit's whole ref (a database of the units: «42Б2а» in a "Код"
    column), its rows in the order of its order column when it has one: each row with a ref a
    unit written in the standard layout (its title without the marker it repeats: «А. Безусловные
    права», «1.»; with no column of titles, a section's title on its text cell's first line), a
    row whose ref cell is empty the words of the unit above (in the file's order), a row with
    another word there («Note») not read and said."""
    from ...refs import ALPHABET_ONLY, LAW_LETTERS, RUSSIAN_SECTION_LETTERS, canonical

    def cell(row, kind):
        return _cell(row, columns, kind)

    body = [row for row in rows[heading + 1:] if any(c.strip() for c in row)]
    if "order" in columns:
        order = [cell(row, "order") for row in body]
        body = [row for _, _, row in sorted(((0, float(o.replace(",", ".")), k) if _NUMBER.match(o) else (1, 0.0, k), k, row)
                                            for k, (o, row) in enumerate(zip(order, body)))]
    alphabet = any(c in ALPHABET_ONLY for row in body for c in cell(row, "ref"))
    letters = RUSSIAN_SECTION_LETTERS if lang == "ru" else LAW_LETTERS
    paragraphs, skipped = [], []
    for row in body:
        # (with a law word: a column of refs holds no bid, «8Б» is no five diamonds)
        typed = cell(row, "ref").translate(_TO_CYRILLIC) if alphabet else cell(row, "ref")  # (a Latin «B» typed among them)
        ref = canonical(f"Law {typed}", alphabet=alphabet) if typed else None
        parts = _REF_PARTS.match(ref or "")
        title, text = _OWN_MARKER.sub("", cell(row, "title"), count=1).strip(), cell(row, "text")
        if parts is not None and any(ord(x) - ord("A") >= len(letters) for x in (parts[2], parts[4]) if x):
            parts = None  # (a letter past the ten any law uses: «12A1(z)»)
        if parts is None and not typed and text and paragraphs and "order" not in columns:
            paragraphs[-1] += " " + text  # a row with no ref goes on the unit above (a cell's sentence carried on)
            continue
        if parts is None:
            skipped.append(cell(row, "title") or text[:40] or next((" ".join(c.split())[:40] for c in row if c.strip()), ""))
            continue
        law, section, subsection, item = parts.groups()
        if "title" not in columns and subsection is None and "text" in columns:
            title, text = _titled(row[columns["text"]] if columns["text"] < len(row) else "", section is None)
        if section is None:
            paragraphs.append(law_word.format(law, title).rstrip(" .-"))
            paragraphs += [text] if text else []
        elif subsection is None:
            marker = f"{letters[ord(section) - ord('A')]}."
            paragraphs += [f"{marker} {title}", *([text] if text else [])] if title else [f"{marker} {text}"]
        else:
            marker = f"{subsection}." if item is None else \
                f"({(letters[ord(item) - ord('A')]).lower()})"
            words = _OWN_MARKER.sub("", text, count=1) if text else title  # («б) сдвинул…»: its marker typed again)
            paragraphs.append(f"{marker} {words}")
    named = ", ".join(f"{kind} ({rows[heading][col].strip()[:20]})" for kind, col in columns.items())
    notes = [f"a table of {len(body)} rows, a unit a row keyed by its ref, in named columns: {named}; "
             "the other columns not read"]
    if skipped:
        notes.append(f"{len(skipped)} row(s) naming no unit, not read: " + ", ".join(f"«{x}»" for x in skipped[:5]))
    return paragraphs, notes


_NUMBER = re.compile(r"^\d+(?:[.,]\d+)?$")


def _cell(row: list[str], columns: dict[str, int], kind: str) -> str:
    """The words of a row's cell in the column named ``kind`` ("" when it has none)."""
    col = columns.get(kind)
    return " ".join(row[col].split()) if col is not None and col < len(row) else ""


def _titled(words: str, law_row: bool) -> tuple[str, str]:
    """(title, text) of a text cell in a table with no column of titles: its first line when
    a title stands on it over more («Returning the Cards<br>Each player …»), or the whole cell of
    a law's own row when it is a title («HANDLING OF BOARDS»); else no title."""
    lines = [" ".join(line.split()) for line in words.split("\n") if line.strip()]
    if len(lines) > 1 and title_like(lines[0]):
        return lines[0], " ".join(lines[1:])
    whole = " ".join(lines)
    return (whole, "") if law_row and title_like(whole) else ("", whole)


def _by_columns(rows, heading: int, columns: dict[str, int], law_word: str) -> tuple[list[str], list[str]]:
    def cell(row, kind):
        return _cell(row, columns, kind)

    # the rows above the heading row: a sheet's own title, the law's header («LAW 93 — …»), a cell a line
    paragraphs = [" ".join(c.split()) for row in rows[:heading] for c in row if c.strip()]
    law, words_last = None, False
    for row in rows[heading + 1:]:
        place = {kind: cell(row, kind) for kind in _PLACES}
        title, text = cell(row, "title"), cell(row, "text")
        if "title" not in columns and any(place.values()):  # a title in the text's cell (no column of titles)
            title, text = _titled(row[columns["text"]] if columns["text"] < len(row) else "", law_row=place["law"]
                                  and not any(place[kind] for kind in _PLACES[1:]))
        number = place["law"] if _LAW.match(place["law"]) else None
        deepest = next((kind for kind in reversed(_PLACES[1:]) if place[kind]), None)
        if deepest is None and number is None or deepest is None and number == law and not title:
            # a row of no marker: the unit above goes on — the same paragraph where its words
            # stopped mid-sentence (a text carried on to the next row), else a paragraph of its own
            if text and words_last and not _SENTENCE_END.search(paragraphs[-1]):
                paragraphs[-1] = f"{paragraphs[-1]} {text}"
            elif text:
                paragraphs.append(text)
            words_last = bool(text) or words_last
            continue
        words_last = bool(text)
        if number is not None and number != law:
            law = number
            paragraphs.append(law_word.format(number, title if deepest is None else "").rstrip(" .-"))
            if deepest is None:
                paragraphs += [text] if text else []
                continue
        if deepest is None:
            continue
        if deepest == "section":
            marker = f"{_SECTION.match(place['section']).group(1) if _SECTION.match(place['section']) else place['section']}."
        elif deepest == "subsection":
            marker = f"{place['subsection'].rstrip('.)')}."
        else:
            m = _ITEM.match(place["item"])
            marker = f"({m.group(1) or m.group(2)})" if m else place["item"]
        if title:
            paragraphs += [f"{marker} {title}"] + ([text] if text else [])
        else:
            paragraphs.append(f"{marker} {text}")
    named = ", ".join(f"{kind} ({rows[heading][col].strip()[:20]})" for kind, col in columns.items())
    return paragraphs, [f"a table of {len(rows) - heading - 1} rows, a unit a row, its place in named columns: {named}; "
                        "the other columns not read"]
