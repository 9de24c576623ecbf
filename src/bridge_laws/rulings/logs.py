"""Rulings kept as data elsewhere: a director's log as YAML or CSV (one ruling a row, the fields
of ``ruling add`` as its keys or columns), and PBN files whose games carry commentary.

PBN games are read by endplay; what it drops (the commentary in braces) is taken from the
game's own lines here: a game ends at a blank line outside braces, as the PBN standard has it.
"""

from __future__ import annotations

import csv
import difflib
import io
import re

import yaml

from ..errors import RulingError
from .casebook import CaseText

# The keys of a log row: the options of `ruling add`, with underscores.
LOG_FIELDS = ("id", "date", "event", "session", "board", "dealer", "vulnerable", "deal", "auction", "play",
              "question", "facts", "ruling", "reasoning", "laws", "law", "edition", "lang", "table_result",
              "adjusted", "versus", "field", "appeal", "appeal_decision", "deposit", "source_title", "case",
              "address")


def looks_pbn(text: str) -> bool:
    """A PBN file: its first line that is neither blank nor a «%» comment is a tag pair."""
    first = next((ln.strip() for ln in text.split("\n") if ln.strip() and not ln.lstrip().startswith("%")), "")
    return bool(re.match(r'^\[[A-Za-z]\w*\s+"', first))


def pbn_games(text: str) -> list[tuple[int, list[tuple[int, str]], list[tuple[int, str]]]]:
    """(first line, tag and data lines, commentary lines) of each game of a PBN file."""
    games, tags, notes, depth, start = [], [], [], 0, 0
    for n, line in enumerate(text.split("\n") + [""], start=1):
        s = line.strip()
        if depth == 0 and not s:
            if tags:
                games.append((start, tags, notes))
            tags, notes = [], []
            continue
        if depth == 0 and s.startswith("%"):
            continue
        if depth == 0 and s.startswith(";"):
            notes.append((n, s[1:].strip()))
            continue
        outside, inside = _split_braces(s, depth)
        depth = inside[1]
        if outside.strip():
            if not tags:
                start = n
            tags.append((n, outside.strip()))
        if inside[0] is not None:
            notes.append((n, inside[0]))
    return games


def _split_braces(s: str, depth: int) -> tuple[str, tuple[str | None, int]]:
    """The part of a line outside braces, and (the commentary inside, the depth after)."""
    outside, inside = [], []
    for ch in s:
        if ch == "{" and depth == 0:
            depth = 1
            continue
        if ch == "}" and depth == 1:
            depth = 0
            inside.append("\n")
            continue
        (inside if depth else outside).append(ch)
    words = "".join(inside)
    return "".join(outside), ((words.strip() if words.strip() else ("" if depth else None)), depth)


def pbn_cases(text: str) -> list[tuple[CaseText, list[tuple[int, str]]]]:
    """Each game with commentary as a case (its number the Board tag), with its PBN lines."""
    out = []
    for start, tags, notes in pbn_games(text):
        board = next((m.group(1) for _, t in tags if (m := re.match(r'\[Board\s+"(\d+)"', t))), None)
        body = tuple((n, ln) for n, t in notes for ln in (t.split("\n") if t else [""]))
        out.append((CaseText(board, None, start, body), tags))
    return out


# -- logs ----------------------------------------------------------------------------------------
def looks_log(text: str, name: str = "") -> str | None:
    """"yaml" for a list of mappings whose keys are log fields (or, in a file ``name``d as YAML,
    one such mapping, which the YAML reader then refuses: a log is a list), "csv" for a header row
    of them. A text file that starts "Facts: …" is a casebook's labelled case, not a log. Comment
    lines before a YAML log's first row ("# The club's log …") are the YAML's; before anything
    else, a Markdown casebook's heading."""
    stripped = text.lstrip("\ufeff").lstrip()
    if stripped.startswith(("- ", "---")):
        return "yaml"
    first_row = next((ln for ln in stripped.split("\n") if ln.strip() and not ln.startswith("#")), "")
    row_key = re.match(r"- ([A-Za-z_]+):(\s|$)", first_row)
    if row_key and field_name(row_key.group(1)) in LOG_FIELDS:
        return "yaml"
    first = stripped.split("\n", 1)[0]
    key = re.match(r"([A-Za-z_]+):(\s|$)", first)
    if name.lower().endswith((".yaml", ".yml")) and key and field_name(key.group(1)) in LOG_FIELDS:
        return "yaml"
    names = {field_name(c.strip().strip('"')) for c in re.split(r"[,;\t]", first)}
    return "csv" if len(names & set(LOG_FIELDS)) >= 2 else None


def field_name(key: str) -> str:
    """A log's key or column as a spreadsheet heads it: "Table result", "table-result" and
    "TABLE_RESULT" are ``table_result``."""
    return re.sub(r"[\s-]+", "_", str(key).strip().lower())


def log_rows(text: str, kind: str, file: str) -> tuple[list[tuple[int, dict]], tuple[str, ...]]:
    """(line, fields) of each row of a YAML or CSV log, and the columns (keys) left out: a column
    of the director's own ("Notes", "TD") is no ruling's field and is not read; one that looks like
    a field misspelt ("Quesiton") is refused with its line, as it would lose that field."""
    rows = _yaml_rows(text, file) if kind == "yaml" else _csv_rows(text, file)
    left_out: dict[str, None] = {}
    out = []
    for line, row in rows:
        fields = {}
        for key, value in row.items():
            name = field_name(key)
            if name in LOG_FIELDS:
                fields[name] = value
                continue
            _refuse_misspelt(key, "field" if kind == "yaml" else "column", file, line)
            left_out[str(key).strip()] = None
        if "law" in fields:
            fields["laws"] = fields.pop("law")
        if isinstance(fields.get("laws"), str):
            fields["laws"] = [fields["laws"]]
        out.append((line, fields))
    return out, tuple(left_out)


def _refuse_misspelt(key: str, what: str, file: str, line: int) -> None:
    near = difflib.get_close_matches(field_name(key), LOG_FIELDS, n=1, cutoff=0.8)
    if near:
        raise RulingError(f"unknown {what} {str(key).strip()!r} (is it {near[0]!r}? known: {', '.join(LOG_FIELDS)})",
                          file, line)


def _yaml_rows(text: str, file: str) -> list[tuple[int, dict]]:
    """Each ruling of a YAML log, its values as typed (YAML's own reading of ``yes``, ``81`` or a
    date is not a ruling's: ``vulnerable: yes`` stays the word, ``laws: 81`` the ref); a list for
    the laws and the other scores; a mapping where a value belongs is refused with its line."""
    from ..corpus.yamlio import SafeLoader, parse_yaml
    from pathlib import Path

    data = parse_yaml(text, Path(file), lambda where, line, message: RulingError(message, file, line))
    node = yaml.compose(text, Loader=SafeLoader)
    if not isinstance(data, list):
        raise RulingError("a YAML log is a list of rulings (- date: …)", file, 1)
    rows = []
    for item in node.value:
        line = item.start_mark.line + 1
        if not isinstance(item, yaml.MappingNode):
            raise RulingError("each ruling of a log is a mapping (date:, event:, question: …)", file, line)
        row = {}
        for key, value in item.value:
            name = str(key.value).lower()
            typed = _typed(value, name, file)
            if typed is not None:
                row[name] = typed
        rows.append((line, row))
    return rows


def _typed(node, name: str, file: str):
    """A log's value as written: a scalar's text (None for an empty one), a list of them."""
    if isinstance(node, yaml.ScalarNode):
        return None if node.tag.endswith(":null") else node.value
    if isinstance(node, yaml.SequenceNode) and all(isinstance(x, yaml.ScalarNode) for x in node.value):
        return [x.value for x in node.value if not x.tag.endswith(":null")]
    raise RulingError(f"{name}: {'a list of values' if isinstance(node, yaml.SequenceNode) else 'a mapping'} "
                      f"where a value is written ({name}: …)", file, node.start_mark.line + 1)


def _csv_rows(text: str, file: str) -> list[tuple[int, dict]]:
    """Each row of a CSV log at the line its record begins on (a cell with a line break spreads a
    record over lines), after any blank lines before the header."""
    lines = text.lstrip("\ufeff").split("\n")
    skip = next((i for i, line in enumerate(lines) if line.strip()), 0)
    try:
        dialect = csv.Sniffer().sniff(lines[skip], delimiters=",;\t")
    except csv.Error:
        dialect = csv.excel
    # strict: a quote opened and never closed is an error, not a cell holding the rest of the file
    reader = csv.DictReader(io.StringIO("\n".join(lines[skip:])), dialect=dialect, strict=True)
    for name in reader.fieldnames or ():  # the header's: said at its line, not at the first row's
        if name and name.strip() and field_name(name) not in LOG_FIELDS:
            _refuse_misspelt(name, "column", file, skip + reader.line_num)
    rows, end = [], reader.line_num
    while True:
        try:
            row = next(reader)
        except StopIteration:
            break
        except csv.Error as exc:  # a cell's quote never closed («…,"Unclosed quote,Facts,Ruling»)
            at = next((n for n in range(end + 1, len(lines) - skip + 1) if lines[skip + n - 1].strip()), end + 1)
            raise RulingError(f"a cell's quote is never closed, or a cell cannot be read ({exc})", file, skip + at) from None
        start = next((n for n in range(end + 1, reader.line_num + 1) if lines[skip + n - 1].strip()), reader.line_num)
        end = reader.line_num
        if None in row:
            raise RulingError("more cells than the header has columns", file, skip + start)
        values = {k.strip(): v.strip() for k, v in row.items() if k and k.strip() and v and v.strip()}
        if values:
            rows.append((skip + start, values))
    return rows
