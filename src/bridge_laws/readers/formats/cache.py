"""What a slow format reader extracted, kept beside the search index so that the next build does
not read the same file again (a PDF takes about 0.1 s a page: the 2017 Laws are some 130 pages;
a DOCX's XML is parsed whole).

An entry is named by the file's bytes (sha256) and the code of the format readers (a hash of
their source files): a changed file or changed reader code is a miss, never a stale text. The
cache is derived data like the index (``build/extracted/``, git-ignored); deleting it only costs
time, and a cache that cannot be written is skipped.

An entry is not trusted: it would otherwise become corpus text. It carries the sha256 of the
source bytes it was made from and a digest of its own content, both checked on reading, and its
fields are checked for their types; an entry that fails (edited, truncated, ``{}``, copied under
another file's name, a symlink, too large) is a miss: the file is read again and the entry
rewritten. (The digest catches damage and careless edits; whoever can write a valid entry can
write the corpus itself.)
"""

from __future__ import annotations

import hashlib
import json
import os
import stat
from functools import lru_cache
from pathlib import Path

from ...text import jsondata
from ...paths import write_replacing
from .base import Document, Stream

# Formats worth caching: the others read in a small fraction of a second. A DOCX is parsed whole
# (a large one, or one near the inflated-size bound of :mod:`.docx`, in seconds).
SLOW = frozenset({"pdf", "docx"})
# An entry larger than this is not one we wrote: the text of the largest source (64 MB) as JSON.
MAX_ENTRY = 256 * 1024 * 1024


@lru_cache(maxsize=1)
def _code_version() -> str:
    digest = hashlib.sha256()
    for path in sorted(Path(__file__).parent.glob("*.py")):
        digest.update(path.read_bytes())
    return digest.hexdigest()[:16]


def _path(cache_dir: Path, source: str) -> Path:
    return cache_dir / f"{source}-{_code_version()}.json"


def _digest(source: str, document: dict) -> str:
    """The entry's seal: its content and the bytes it was extracted from, in one sha256."""
    body = json.dumps([source, _code_version(), document], ensure_ascii=False, sort_keys=True)
    return hashlib.sha256(body.encode("utf-8")).hexdigest()


def load(cache_dir: Path, data: bytes, name: str) -> Document | None:
    """The entry for ``data``, or None when there is none or it does not check out."""
    source = hashlib.sha256(data).hexdigest()
    path = _path(cache_dir, source)
    try:
        info = os.lstat(path)
        if not stat.S_ISREG(info.st_mode) or info.st_size > MAX_ENTRY:
            return None
        raw = jsondata.loads(path.read_text(encoding="utf-8"))
    except (OSError, ValueError):
        return None
    if not isinstance(raw, dict) or set(raw) != {"source", "digest", "document"} \
            or raw["source"] != source or raw["digest"] != _digest(source, raw["document"]):
        return None
    return _document(raw["document"], name)


def _document(raw, name: str) -> Document | None:
    """The Document an entry holds, each field of its type; None for anything else."""
    fields = {"format": str, "streams": list, "encoding": (str, type(None)), "newline": (str, type(None)),
              "bom": bool, "notes": list, "title": (str, type(None))}
    if not isinstance(raw, dict) or set(raw) != set(fields) \
            or not all(isinstance(raw[key], kind) for key, kind in fields.items()):
        return None
    streams = raw["streams"]
    if not all(isinstance(s, list) and len(s) == 2 and isinstance(s[0], (str, type(None))) and isinstance(s[1], str)
               for s in streams) or not all(isinstance(n, str) for n in raw["notes"]):
        return None
    return Document(file=name, format=raw["format"], streams=tuple(Stream(lang, text) for lang, text in streams),
                    encoding=raw["encoding"], newline=raw["newline"], bom=raw["bom"], notes=tuple(raw["notes"]),
                    title=raw["title"])


def save(cache_dir: Path, data: bytes, document: Document) -> None:
    source = hashlib.sha256(data).hexdigest()
    body = {"format": document.format, "streams": [[s.lang, s.text] for s in document.streams],
            "encoding": document.encoding, "newline": document.newline, "bom": document.bom,
            "notes": list(document.notes), "title": document.title}
    raw = {"source": source, "digest": _digest(source, body), "document": body}
    try:  # over a bad entry, or a symlink in its place
        write_replacing(_path(cache_dir, source), json.dumps(raw, ensure_ascii=False))
    except OSError:
        return  # a read-only checkout: read the file again next time
