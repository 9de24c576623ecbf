"""The manifest of the source texts, ``laws/sources/sources.yaml``: one entry per file (its name
there, its original name, edition, languages, kind of document, what it covers, notes on its
damage), checked whole against the editions and the readers' kinds before anything is built.

It lives on the corpus floor because checking it needs the editions (``corpus.editions``) and
the corpus's safe YAML reading (``corpus.yamlio``); the readers below only read one entry's file
(``readers.sources.read_source``).
"""

from __future__ import annotations

from pathlib import Path

import yaml

from . import editions
from .yamlio import SafeLoader, parse_yaml, utf8_text
from ..errors import SourceError
from ..model import LANGS, LAST_LAW
from ..paths import regular_bytes, write_replacing
from ..readers import MANIFEST_KINDS
from ..readers.sources import MANIFEST, SourceEntry, is_plain_name


def load_manifest(sources_dir: Path, present: bool = False) -> list[SourceEntry]:
    """The manifest's entries, checked whole before anything is built from them: a list of
    mappings, each with a plain file name inside ``sources/``, an edition and languages that
    exist, a known kind; no file and no bytes listed twice; with ``present`` (a build, which reads
    them all), each entry's file there. Refused: SourceError, file and line."""
    path = sources_dir / MANIFEST
    if not path.exists():
        return []
    try:
        raw = regular_bytes(path)
    except OSError as exc:
        raise SourceError(str(path), f"cannot read: {exc.strerror}") from None

    def error(where, line, message):
        return SourceError(str(where), message, line)

    text = utf8_text(raw, path, error)
    data = parse_yaml(text, path, error)
    if data is None:
        return []
    if not isinstance(data, list):
        raise SourceError(str(path), f"the manifest must be a list of entries, not {_kind_of(data)}", 1)
    lines, years = _item_lines(text), editions.years(sources_dir.parent)
    entries = [_entry_from(item, i, str(path), lines[i] if i < len(lines) else None, years)
               for i, item in enumerate(data)]
    _refuse_repeats(entries, str(path), lines)
    if present:
        for i, e in enumerate(entries):
            if not (sources_dir / e.file).exists():  # (what is there is checked as it is read)
                raise SourceError(str(path), f"entry {i + 1}: file: {e.file} is not in {sources_dir}: put it "
                                  "back, or take the entry out (`bridge-laws unimport`)", lines[i] if i < len(lines) else None)
    return entries


def _kind_of(value) -> str:
    return {bool: "true/false", int: "a whole number", float: "a decimal number", str: "a string", dict: "a mapping",
            list: "a list", type(None): "empty"}.get(
        type(value), type(value).__name__)


def _item_lines(text: str) -> list[int]:
    """The line of each top-level list item (for messages), from the composed node tree."""
    node = yaml.compose(text, Loader=SafeLoader)
    return [item.start_mark.line + 1 for item in getattr(node, "value", [])] if node is not None else []


_FIELDS = {"file": str, "original_name": str, "sha256": str, "edition": int, "langs": list, "kind": str,
           "covers": str, "damage": str, "law": int}


def _entry_from(item, i: int, where: str, line: int | None, years: tuple[int, ...]) -> SourceEntry:
    def bad(message):
        return SourceError(where, f"entry {i + 1}: {message}", line)

    if not isinstance(item, dict):
        raise bad(f"must be a mapping (file:, edition:, langs:, kind: …), not {_kind_of(item)}")
    for key in ("file", "edition", "langs", "kind"):
        if key not in item:
            raise bad(f"lacks {key}:")
    for key, type_ in _FIELDS.items():
        value = item.get(key)
        if key in item and (not isinstance(value, type_) or isinstance(value, bool)):
            raise bad(f"{key}: must be {_kind_of(type_())}, not {_kind_of(value)}")
    file = item["file"]
    if not is_plain_name(file):
        raise bad(f"file: {file[:80]!r} must be a plain file name inside sources/ (no folders, no '..')")
    if item["edition"] not in years:
        raise bad(f"edition: {item['edition']} is not an edition in editions.yaml ({', '.join(map(str, years))})")
    langs = item["langs"]
    if not langs or any(lang not in LANGS for lang in langs) or len(set(langs)) != len(langs):
        raise bad(f"langs: must list languages from {', '.join(LANGS)}, each once (got {str(langs)[:60]})")
    if item["kind"] not in MANIFEST_KINDS:
        raise bad(f"unknown kind {item['kind'][:40]!r} (known: {', '.join(MANIFEST_KINDS)})")
    law = item.get("law")
    if law is not None and not 1 <= law <= LAST_LAW:
        raise bad(f"law: {law} is no law (the Laws are numbered 1 to {LAST_LAW})")
    return SourceEntry(file=file, original_name=item.get("original_name", file), sha256=item.get("sha256", ""),
                       edition=item["edition"], langs=tuple(langs), kind=item["kind"],
                       covers=item.get("covers", ""), damage=item.get("damage", ""), law=law)


def _refuse_repeats(entries: list[SourceEntry], where: str, lines: list[int]) -> None:
    seen_files, seen_bytes = {}, {}
    for i, e in enumerate(entries):
        line = lines[i] if i < len(lines) else None
        if e.file in seen_files:
            raise SourceError(where, f"entry {i + 1}: {e.file} is already entry {seen_files[e.file] + 1}", line)
        if e.sha256 and e.sha256 in seen_bytes:
            raise SourceError(where, f"entry {i + 1}: the same bytes (sha256) as entry {seen_bytes[e.sha256] + 1}",
                              line)
        seen_files[e.file], seen_bytes[e.sha256] = i, i


def manifest_bytes(entries: list[SourceEntry]) -> bytes:
    return yaml.safe_dump([e.to_dict() for e in entries], allow_unicode=True, sort_keys=False,
                          width=100).encode("utf-8")


def save_manifest(sources_dir: Path, entries: list[SourceEntry]) -> None:
    write_replacing(sources_dir / MANIFEST, manifest_bytes(entries))
