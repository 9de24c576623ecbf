"""The source texts: the manifest in laws/sources/, and reading one with its format's reader and
its kind's reader (which kind a text is, each reader tells: ``readers.detect``).

``laws/sources/`` holds the raw files byte for byte and ``sources.yaml``, one entry
per file: its name there, its original name, edition, languages, kind of
document, what it covers, and notes on its damage. Encoding and line ends are
detected from the bytes, never declared.
"""

from __future__ import annotations

import hashlib
import stat
from dataclasses import dataclass, replace
from pathlib import Path

import yaml

from .formats import extract
from ..errors import SourceError
from ..model import SourceText
from ..paths import Paths
from . import DOCUMENT_KINDS, MANIFEST_KINDS, Detected, detect  # noqa: F401 - detection is asked of the readers (readers/__init__)

MANIFEST = "sources.yaml"
# Far larger than any text of the Laws (the whole 1987 book is under 1 MB): the largest source the
# importer takes and a build reads.
MAX_SOURCE_BYTES = 64 * 1024 * 1024


@dataclass(frozen=True)
class SourceEntry:
    file: str
    original_name: str
    sha256: str
    edition: int
    langs: tuple[str, ...]
    kind: str
    covers: str = ""
    damage: str = ""
    law: int | None = None  # the law a text that prints no law header is (`import --law N`)

    def to_dict(self) -> dict:
        out = {"file": self.file, "original_name": self.original_name, "sha256": self.sha256,
               "edition": self.edition, "langs": list(self.langs), "kind": self.kind,
               "covers": self.covers, "damage": self.damage}
        return out | ({"law": self.law} if self.law is not None else {})


def sha256(data: bytes) -> str:
    return hashlib.sha256(data).hexdigest()


def load_manifest(sources_dir: Path) -> list[SourceEntry]:
    """The manifest's entries, checked whole before anything is built from them: a list of
    mappings, each with a plain file name inside ``sources/``, an edition and languages that
    exist, a known kind; no file and no bytes listed twice. Refused: SourceError, file and line."""
    from ..corpus.yamlio import parse_yaml, utf8_text

    path = sources_dir / MANIFEST
    if not path.exists():
        return []
    try:
        raw = path.read_bytes()
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
    from ..corpus import editions

    lines, years = _item_lines(text), editions.years(sources_dir.parent)
    entries = [_entry_from(item, i, str(path), lines[i] if i < len(lines) else None, years)
               for i, item in enumerate(data)]
    _refuse_repeats(entries, str(path), lines)
    return entries


def _kind_of(value) -> str:
    return {bool: "true/false", int: "a number", float: "a number", str: "a string", dict: "a mapping",
            list: "a list", type(None): "empty"}.get(
        type(value), type(value).__name__)


def _item_lines(text: str) -> list[int]:
    """The line of each top-level list item (for messages), from the composed node tree."""
    from ..corpus.yamlio import SafeLoader

    node = yaml.compose(text, Loader=SafeLoader)
    return [item.start_mark.line + 1 for item in getattr(node, "value", [])] if node is not None else []


_FIELDS = {"file": str, "original_name": str, "sha256": str, "edition": int, "langs": list, "kind": str,
           "covers": str, "damage": str, "law": int}


def _entry_from(item, i: int, where: str, line: int | None, years: tuple[int, ...]) -> SourceEntry:
    from ..model import LANGS, LAST_LAW

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


def is_plain_name(name: str) -> bool:
    """A file name that stays in sources/: no separators, no '..', not hidden, not the manifest,
    no control character (a name is printed: "ESC[2J" in one would clear the terminal)."""
    return (bool(name) and name == Path(name).name and "\\" not in name
            and not any(ord(c) < 32 or 127 <= ord(c) < 160 for c in name)
            and not name.startswith(".") and name != MANIFEST)


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
    tmp = sources_dir / (MANIFEST + ".tmp")
    tmp.write_bytes(manifest_bytes(entries))
    tmp.replace(sources_dir / MANIFEST)


def read_source(sources_dir: Path, entry: SourceEntry, skeleton=()) -> SourceText:
    """Read one source: its format's reader (readers/formats) makes its bytes into text, then the
    reader of its kind of document (readers/) reads that text."""
    from . import reader_for

    path = sources_dir / entry.file
    if not is_plain_name(entry.file) or path.resolve().parent != sources_dir.resolve():
        raise SourceError(entry.file, "not a file inside sources/: refused")
    try:  # a FIFO listed in the manifest would block the build for ever; a planted 10 GB file fill memory
        info = path.stat()
        if not stat.S_ISREG(info.st_mode) or info.st_size > MAX_SOURCE_BYTES:
            raise SourceError(entry.file, f"not a regular file of at most {MAX_SOURCE_BYTES:,} bytes: refused")
        data = path.read_bytes()
    except OSError as exc:
        raise SourceError(entry.file, f"cannot read: {exc.strerror}")
    # the format (text, PDF, DOCX, HTML, Markdown) → lines; a laws directory keeps what a slow
    # reader extracted beside its index (a dry run's temporary directory keeps nothing)
    paths = Paths(sources_dir.parent)
    cache_dir = paths.extracted if paths.sources == sources_dir and (sources_dir / MANIFEST).exists() else None
    document = extract(data, entry.file, cache_dir=cache_dir)
    read = reader_for(entry.kind)
    if len(document.streams) == 1:
        return read(document.text, entry, skeleton)
    # a bilingual document (Russian | English columns): each language read on its own, then joined
    parts = [read(s.text, replace(entry, langs=(s.lang,)), skeleton) for s in document.streams]
    return _joined(entry, parts)


def _joined(entry: SourceEntry, parts: list[SourceText]) -> SourceText:
    return SourceText(file=entry.file, kind=entry.kind, edition=entry.edition, langs=entry.langs,
                      fragments=tuple(f for p in parts for f in p.fragments),
                      headings=tuple(h for p in parts for h in p.headings),
                      skeleton=tuple(u for p in parts for u in p.skeleton),
                      subjects=tuple(e for p in parts for e in p.subjects),
                      issues=tuple(i for p in parts for i in p.issues),
                      front=tuple(f for p in parts for f in p.front),
                      notes=tuple(n for p in parts for n in p.notes))
