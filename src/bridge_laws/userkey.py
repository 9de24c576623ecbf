"""This user's key, and the HMACs made with it: what the program wrote for this user is told from
what was planted, copied or edited beside it.

The key is kept in the user's own data directory (:func:`~bridge_laws.paths.user_data_dir`, never
in a project), readable by the user alone, made on the first write that needs it. It seals the
search index (``searchindex.seal``), a job's journal (``jobs.transaction``) and the double-dummy
cache's entries (``rulings.deal``): anyone can compute a hash of a file, no one else its HMAC.
"""

from __future__ import annotations

import hashlib
import hmac
import os

from .paths import user_data_dir

KEY = "index-seal.key"  # (its name from when the index alone was sealed; kept, so no key is lost)
# Where the user has no key and none can be made (a read-only home): one for this process alone,
# so what it writes serves it, and the next process writes its own.
_PROCESS_KEY = os.urandom(32)


def key(create: bool) -> bytes:
    """This user's key; made (readable by the user alone) when ``create`` and there is none; the
    process's own when there is none and none can be made."""
    path = user_data_dir() / KEY
    try:
        found = path.read_bytes()
        if len(found) >= 32:
            return found
    except OSError:
        pass
    if not create:
        return _PROCESS_KEY
    try:
        path.parent.mkdir(parents=True, exist_ok=True)
        fd = os.open(path, os.O_WRONLY | os.O_CREAT | os.O_EXCL, 0o600)
    except FileExistsError:  # another process made it first (or it is too short: never trusted)
        found = path.read_bytes()
        return found if len(found) >= 32 else _PROCESS_KEY
    except OSError:
        return _PROCESS_KEY
    made = os.urandom(32)
    with os.fdopen(fd, "wb") as out:
        out.write(made)
    return made


def sign(data: bytes) -> str:
    """An HMAC of ``data`` with this user's key (made when there is none)."""
    return hmac.new(key(create=True), data, hashlib.sha256).hexdigest()


def signed(data: bytes, recorded) -> bool:
    """Whether ``recorded`` is this user's HMAC of ``data`` (anything but a string is not)."""
    return isinstance(recorded, str) and hmac.compare_digest(
        recorded, hmac.new(key(create=False), data, hashlib.sha256).hexdigest())
