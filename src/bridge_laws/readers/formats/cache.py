"""What a slow format reader extracted, kept beside the search index so that the next build does
not read the same PDF again (about 0.1 s a page: the 2017 Laws are some 130 pages).

An entry is named by the file's bytes (sha256) and the code of the format readers (a hash of
their source files): a changed file or changed reader code is a miss, never a stale text. The
cache is derived data like the index (``build/extracted/``, git-ignored); deleting it only costs
time, and a cache that cannot be written is skipped.
"""

from __future__ import annotations

import hashlib
import json
import os
import tempfile
from functools import lru_cache
from pathlib import Path

from .base import Document, Stream

# Formats worth caching: the others read in a small fraction of a second.
SLOW = frozenset({"pdf"})


@lru_cache(maxsize=1)
def _code_version() -> str:
    digest = hashlib.sha256()
    for path in sorted(Path(__file__).parent.glob("*.py")):
        digest.update(path.read_bytes())
    return digest.hexdigest()[:16]


def _path(cache_dir: Path, data: bytes) -> Path:
    return cache_dir / f"{hashlib.sha256(data).hexdigest()}-{_code_version()}.json"


def load(cache_dir: Path, data: bytes, name: str) -> Document | None:
    try:
        raw = json.loads(_path(cache_dir, data).read_text(encoding="utf-8"))
    except (OSError, ValueError):
        return None
    return Document(file=name, format=raw["format"],
                    streams=tuple(Stream(lang, text) for lang, text in raw["streams"]),
                    encoding=raw["encoding"], newline=raw["newline"], bom=raw["bom"], notes=tuple(raw["notes"]))


def save(cache_dir: Path, data: bytes, document: Document) -> None:
    raw = {"file": document.file, "format": document.format,
           "streams": [[s.lang, s.text] for s in document.streams], "encoding": document.encoding,
           "newline": document.newline, "bom": document.bom, "notes": list(document.notes)}
    try:
        cache_dir.mkdir(parents=True, exist_ok=True)
        fd, tmp = tempfile.mkstemp(dir=cache_dir, prefix=".extract-", suffix=".tmp")
    except OSError:
        return  # a read-only checkout: read the file again next time
    try:
        with os.fdopen(fd, "w", encoding="utf-8") as f:
            json.dump(raw, f, ensure_ascii=False)
        os.replace(tmp, _path(cache_dir, data))
    except OSError:
        Path(tmp).unlink(missing_ok=True)
