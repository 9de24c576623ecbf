"""The search index's seal: only an index this user's own build wrote is ever opened.

Whoosh keeps an index's schema, its segment list and its stored fields as pickles, so opening an
index runs whatever it holds: a ``build/index`` copied from elsewhere, unpacked from an archive or
planted beside a shared laws directory would run code at the next search. Its fingerprint (the
hash of the corpus it was made from) cannot tell: anyone can compute it.

So the build seals what it wrote: an HMAC, with this user's key (:mod:`bridge_laws.userkey`),
over the name, size, inode and change time of every file Whoosh reads. A file copied, planted or rewritten in place gets a new
inode or change time (no user can set a change time), so its seal no longer holds; an index
without a good seal is never opened but rebuilt from the corpus. Our own JSON files beside it
(meta, vocabulary, who cites what, the documents' table) are sealed too: they are parsed as data,
but one edited by hand (a type the engine does not expect) would fail every search while the
build still found the index up to date. Only the fingerprint and the stats, which a build
rewrites in place, are not.
"""

from __future__ import annotations

import hashlib
import hmac
import os
from pathlib import Path

from ..paths import regular_bytes
from ..userkey import key

SEAL = "seal"
UNSEALED = ("fingerprint", "stats", SEAL)  # our own plain files, read as data


def _sealed_files(where: Path) -> list[os.DirEntry]:
    """Every file of the index but the fingerprint and the stats (rewritten by later builds):
    Whoosh's files and our own JSON beside them."""
    with os.scandir(where) as entries:
        return sorted((e for e in entries if e.name not in UNSEALED
                       and not e.name.startswith(".")),  # our own temporary files
                      key=lambda e: e.name)


def file_lines(files) -> bytes:
    """What a seal is an HMAC of: for each (name, stat) of ``files``, its name, type, size, inode
    and change time, a line each (no user can set a change time: a file planted, copied or
    rewritten in place no longer matches). The index's seal and the journal's."""
    return "\n".join(f"{name}\t{st.st_mode}\t{st.st_size}\t{st.st_ino}\t{st.st_ctime_ns}"
                     for name, st in files).encode("utf-8", "surrogateescape")


def _manifest(where: Path) -> bytes:
    return file_lines((entry.name, entry.stat(follow_symlinks=False)) for entry in _sealed_files(where))


def _digest(where: Path, secret: bytes) -> str:
    return hmac.new(secret, _manifest(where), hashlib.sha256).hexdigest()


def seal(where: Path) -> None:
    """Seal the index just written at ``where`` (a directory of this process's own making)."""
    (where / SEAL).write_text(_digest(where, key(create=True)) + "\n", encoding="ascii")


def is_sealed(where: Path) -> bool:
    """Whether the index at ``where`` is, file for file, the one this user's build sealed."""
    try:
        recorded = regular_bytes(where / SEAL).decode("ascii").strip()
        return hmac.compare_digest(recorded, _digest(where, key(create=False)))
    except (OSError, ValueError, UnicodeError):
        return False
