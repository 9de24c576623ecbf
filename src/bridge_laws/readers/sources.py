"""The source texts: one entry of the manifest, and reading its file with its format's reader and
its kind's reader (which kind a text is, each reader tells: ``readers.detect``).

``laws/sources/`` holds the raw files byte for byte and ``sources.yaml``, one entry
per file: its name there, its original name, edition, languages, kind of
document, what it covers, and notes on its damage. Encoding and line ends are
detected from the bytes, never declared. The manifest is read and checked whole (against the
editions) a floor up, by ``corpus.manifest``.
"""

from __future__ import annotations

import hashlib
import re
import stat
from dataclasses import dataclass, replace
from pathlib import Path

from .formats import extract
from ..errors import SourceError
from ..model import SourceText
from ..paths import Paths

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


def is_plain_name(name: str) -> bool:
    """A file name that stays in sources/: no separators, no '..', not hidden, not the manifest,
    no control character (a name is printed: "ESC[2J" in one would clear the terminal)."""
    return (bool(name) and name == Path(name).name and "\\" not in name
            and not any(ord(c) < 32 or 127 <= ord(c) < 160 for c in name)
            and not name.startswith(".") and name != MANIFEST)


def _as_checked_out(data: bytes) -> set[str]:
    """The sha256 of ``data`` and of the bytes a checkout may have made of it, git's line ends
    turned (a clone with core.autocrlf made before .gitattributes kept sources as they are): the
    same text, which reads the same."""
    out = {sha256(data)}
    if b"\n" in data:
        out.add(sha256(data.replace(b"\r\n", b"\n")))
        out.add(sha256(re.sub(rb"(?<!\r)\n", b"\r\n", data)))
    return out


def read_source(sources_dir: Path, entry: SourceEntry, skeleton=()) -> SourceText:
    """Read one source: its format's reader (readers/formats) makes its bytes into text, then the
    reader of its kind of document (readers/) reads that text."""
    return read_bytes(sources_dir, entry, source_bytes(sources_dir, entry), skeleton)


def source_bytes(sources_dir: Path, entry: SourceEntry) -> bytes:
    """The bytes of ``entry``'s file, when it is a regular file inside ``sources_dir`` of a size a
    source may have; else SourceError."""
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
    if entry.sha256 and entry.sha256 not in _as_checked_out(data):  # a source is kept as it came: never edited
        raise SourceError(entry.file, f"its bytes are not the ones imported (their sha256 is in {MANIFEST}): a source "
                          "stays as it came and all cleaning is code — put the file back as it was, or import the "
                          "changed file as a source of its own")
    return data


def read_bytes(sources_dir: Path, entry: SourceEntry, data: bytes, skeleton=()) -> SourceText:
    """Read ``data``, the bytes of ``entry``'s file in ``sources_dir`` (``source_bytes``)."""
    from . import reader_for

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
