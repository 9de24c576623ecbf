"""The YAML files a command reads often, kept parsed as JSON in ``build/parsed/``, so that `show`
and `diff` of one law neither import nor run a YAML parser (PyYAML's import and its Python
constructor were half of a `show` at full size; ``json`` reads the same data ~20× faster).

``build/parsed/<sha256 of the YAML file's bytes>.json`` is a line of JSON, ``{"sha256": …,
"size": …, "digest": …}``, then the parsed YAML as JSON, whose sha256 is ``digest``. A mirror
is found by the hash of the bytes read *now*, and the hash and size it records must agree, so it
only ever stands for the very bytes it was made from: a corpus file edited by hand, a corpus put
back by a rolled-back transaction or an older build gets no stale answer — it has another hash,
no mirror, and is parsed as YAML (then mirrored for the next time). Like the format readers'
cache (``readers/formats/cache.py``) a mirror is not trusted: the digest of its body catches
damage and careless edits, a symlink or an oversized file is refused, and what it holds is then
checked exactly as the YAML's data is (``law_from_dict``, the editions' checks); it is never an
instruction or a path. (Whoever can write a valid mirror can write the corpus itself.) A damaged,
foreign or missing mirror is read as none. Only data that JSON carries unchanged is mirrored (no
dates): a mapping with whole numbers for keys (the glossary's editions) is written as
``{"\u0000pairs": [[key, value], …]}`` and the header says so; a round trip must give back what
YAML gave.

Written by the corpus stage only (``write_all``: every file it writes, and the editions, the
glossary and the situation index as they are then; the mirrors of files no longer there are
removed): a command that only reads writes nothing, and a file without a mirror (one edited
since the build) is parsed as YAML.
"""

from __future__ import annotations

import json
import os
import stat
from pathlib import Path

from ..text import jsondata
from ..paths import own_dir, regular_bytes, write_replacing

try:  # CPython's own SHA-256, as hashlib gives it without loading OpenSSL (5–10 ms of a `show`)
    from _sha2 import sha256  # 3.12 on
except ImportError:
    try:
        from _sha256 import sha256  # 3.11
    except ImportError:  # pragma: no cover - another Python
        from hashlib import sha256

_MISSING = object()
# A mirror larger than this is not one we wrote: a law file is tens of KB, the situations 300 KB.
MAX_MIRROR = 16 * 1024 * 1024


def _path(folder: Path, digest: str) -> Path:
    return folder / f"{digest}.json"


_PAIRS = "\u0000pairs"


def _encode(data):
    """``data`` with every mapping whose keys are not all text as ``{_PAIRS: [[key, value], …]}``."""
    if isinstance(data, dict):
        if all(isinstance(k, str) for k in data):
            return {k: _encode(v) for k, v in data.items()}
        return {_PAIRS: [[k, _encode(v)] for k, v in data.items()]}
    if isinstance(data, list):
        return [_encode(v) for v in data]
    return data


def _pairs(obj: dict):
    """``json.loads``'s object hook undoing ``_encode``."""
    return dict(obj[_PAIRS]) if len(obj) == 1 and _PAIRS in obj else obj


def _record(digest: str, size: int, data) -> bytes | None:
    """The mirror's bytes, or None when JSON would not give ``data`` back as it is."""
    encoded = _encode(data)
    pairs = encoded != data
    try:
        body = json.dumps(encoded, ensure_ascii=False)
    except (TypeError, ValueError):  # a date, a set: YAML's, not JSON's
        return None
    if jsondata.loads(body, object_hook=_pairs if pairs else None) != data:  # a key that is a date, a float …
        return None
    body_bytes = body.encode("utf-8")
    head = {"sha256": digest, "size": size, "digest": sha256(body_bytes).hexdigest(), "pairs": pairs}
    return json.dumps(head).encode("ascii") + b"\n" + body_bytes


def lookup(folder: Path | None, raw: bytes):
    """The data mirrored for the bytes ``raw``, or ``_MISSING``."""
    if folder is None:
        return _MISSING
    digest = sha256(raw).hexdigest()
    found = _checked(_path(folder, digest), digest, len(raw))
    if found is None:
        return _MISSING
    record, body = found
    try:
        return jsondata.loads(body, object_hook=_pairs if record.get("pairs") else None)
    except (ValueError, KeyError, TypeError):
        return _MISSING


def forget(folder: Path | None, path: Path) -> None:
    """Remove the mirror of the file ``path`` as it is now: its data failed the checks the file's
    own parse is put to (a mirror kept its digest but not its sense), so the file is parsed and the
    next build mirrors it again. It was kept by every build, and blamed the intact file."""
    if folder is None:
        return
    try:
        _path(folder, sha256(regular_bytes(path)).hexdigest()).unlink(missing_ok=True)
    except OSError:
        pass


def _checked(path: Path, digest: str, size: int) -> tuple[dict, bytes] | None:
    """The head and the body of ``path`` when it is a mirror of the bytes of sha256 ``digest``
    and ``size`` with its body intact (a regular file, not too big, the digests agreeing), else
    None: the one check both ``lookup`` and ``_whole`` make."""
    try:
        info = os.lstat(path)
        if not stat.S_ISREG(info.st_mode) or info.st_size > MAX_MIRROR:
            return None
        head, _, body = path.read_bytes().partition(b"\n")
        record = jsondata.loads(head)
        if (record["sha256"] == digest and record["size"] == size
                and record["digest"] == sha256(body).hexdigest()):
            return record, body
    except (OSError, ValueError, KeyError, TypeError):
        pass
    return None


def _whole(path: Path, digest: str, size: int) -> bool:
    """Whether ``path`` is a mirror of the bytes of sha256 ``digest`` and ``size`` with its body
    intact: what ``lookup`` would take, without parsing the body."""
    return _checked(path, digest, size) is not None


def store(folder: Path | None, raw: bytes, data) -> None:
    """Mirror ``data`` as the parse of ``raw`` (atomically: a reader never sees half a file)."""
    if folder is None:
        return
    digest = sha256(raw).hexdigest()
    target = _path(folder, digest)
    if _whole(target, digest, len(raw)):
        return  # the last build's, for the same bytes (a build with few changes rewrites few)
    record = _record(digest, len(raw), data)
    if record is None:
        return
    try:
        write_replacing(target, record)
    except OSError:
        pass


def read(folder: Path | None, raw: bytes, parse):
    """The data of the YAML bytes ``raw``: from its mirror when there is one, else ``parse(raw)``."""
    data = lookup(folder, raw)
    return parse(raw) if data is _MISSING else data


def write_all(folder: Path, written: list[tuple[bytes, object]]) -> None:
    """Mirror each (bytes, data), and remove every other mirror: the folder holds the current
    files' parses, not every past build's."""
    digests = {sha256(raw).hexdigest() for raw, _ in written}
    try:
        own_dir(folder)  # a link there is removed, never followed (its folder's files were deleted)
        old = [p for p in folder.iterdir() if (p.suffix == ".json" and p.stem not in digests) or p.name.endswith(".tmp")]
    except OSError:
        old = []
    for path in old:
        path.unlink(missing_ok=True)
    for raw, data in written:
        store(folder, raw, data)
