"""Rulings kept as data elsewhere: a director's log as YAML or CSV (one ruling a row, the fields
of ``ruling add`` as its keys or columns), and PBN files whose games carry commentary.

PBN games are read by endplay; what it drops (the commentary in braces) is taken from the
game's own lines here: a game ends at a blank line outside braces, as the PBN standard has it.
"""

from __future__ import annotations

import csv
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
    of them. A text file that starts "Facts: …" is a casebook's labelled case, not a log."""
    stripped = text.lstrip("\ufeff").lstrip()
    if stripped.startswith(("- ", "---")):
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


def log_rows(text: str, kind: str, file: str) -> list[tuple[int, dict]]:
    """(line, fields) of each row of a YAML or CSV log; unknown keys refused with their line."""
    rows = _yaml_rows(text, file) if kind == "yaml" else _csv_rows(text, file)
    rows = [(line, {field_name(k): v for k, v in row.items()}) for line, row in rows]
    for line, row in rows:
        unknown = sorted(set(row) - set(LOG_FIELDS))
        if unknown:
            raise RulingError(f"unknown field {unknown[0]!r} (known: {', '.join(LOG_FIELDS)})", file, line)
        if "law" in row:
            row["laws"] = row.pop("law")
        if isinstance(row.get("laws"), str):
            row["laws"] = [row["laws"]]
    return rows


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
    try:
        dialect = csv.Sniffer().sniff(text.split("\n", 1)[0], delimiters=",;\t")
    except csv.Error:
        dialect = csv.excel
    reader = csv.DictReader(io.StringIO(text.lstrip("\ufeff")), dialect=dialect)
    unknown = [name for name in reader.fieldnames or () if name and name.strip() and field_name(name) not in LOG_FIELDS]
    if unknown:  # the header's: said at its line, not at the first row's
        raise RulingError(f"unknown column {unknown[0].strip()!r} (known: {', '.join(LOG_FIELDS)})", file,
                          reader.line_num)
    rows = []
    for row in reader:
        if None in row:
            raise RulingError("more cells than the header has columns", file, reader.line_num)
        values = {k.strip().lower(): v.strip() for k, v in row.items() if k and v and v.strip()}
        if values:
            rows.append((reader.line_num, values))
    return rows
