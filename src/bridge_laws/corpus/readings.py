"""Each source's reading — what its reader made of it, a ``SourceText`` — kept in
``build/readings/`` so that a build after one source changed reads only that one (issue 23: the
standard reader took half a second for each full edition, and every build read every source).

An entry is named by a key: the SHA-256 of the source's bytes, its manifest entry, the skeleton
units its reader was handed (the book reader places headless pages with them) and the program
(``kept.code()``: every file of the package, the Python version, the libraries that read sources).
Bytes changed, a new reader, another skeleton: another key, so a miss and a fresh reading, never
a stale one.

An entry is read from disk, so it is not trusted: it would otherwise become corpus text. Its
first line is a head ``{"format", "key", "source", "digest"}`` — the key it was written under,
the SHA-256 of the source bytes it was read from, and the SHA-256 of its body — each compared with
what this build expects (an entry copied under another name, or made from other bytes, fails);
then the body is decoded field by field against the model's dataclasses (``decode``: every value
of its declared type, every list of its length), and the text must be the entry's (file, kind,
edition). Anything else — a symlink, an oversized file, a truncated or edited body,
``{}`` — is a miss: the source is read again and its entry rewritten. (The digest catches damage
and careless edits; whoever can write a valid entry can write the sources themselves.)

A reading is kept only when its JSON gives back exactly the reading (``encode`` then ``decode``
compared with the original): a value the JSON form cannot carry is never cached wrongly. The
folder holds the readings of the last build only: the entries it did not use are removed.
"""

from __future__ import annotations

import json
import os
import re
import stat
import types
import typing
from dataclasses import fields, is_dataclass
from pathlib import Path

from ..model import SourceText
from ..readers.sources import sha256
from ..paths import write_replacing

FORMAT = "bridge-laws reading 1"
# An entry larger than this is not one we wrote: a reading of the largest source (64 MB) as JSON.
MAX_ENTRY = 256 * 1024 * 1024
_NAME = re.compile(r"[0-9a-f]{64}\.json\Z")
_TMP = re.compile(r"\.[0-9a-f]{64}(?:\.json)?-[\w]+\.tmp\Z")  # a killed write's (paths.write_replacing)


# -- the JSON form of a reading -------------------------------------------------------------------
# A dataclass is the list of its fields' values in their order, a tuple a list; decoding checks
# every value against the field's declared type (a decoder made once per type, from the model's
# annotations).


class Malformed(ValueError):
    """An entry's body that is not the JSON form of a reading."""


def encode(value):
    """A model object as JSON data."""
    if is_dataclass(value):
        return [encode(getattr(value, f.name)) for f in fields(value)]
    if isinstance(value, tuple):
        return [encode(v) for v in value]
    return value


_DECODERS: dict = {}
_SCALARS = (str, int, float, bool, type(None))  # a table's cell: text or a number


def decode(data, hint=SourceText):
    """``data`` (JSON) as a value of type ``hint``; raises Malformed when it is not one."""
    return _decoder(hint)(data)


def _decoder(hint):
    found = _DECODERS.get(hint)
    if found is None:
        found = _DECODERS[hint] = _make(hint)
    return found


def _bad(data):
    raise Malformed(f"unexpected {type(data).__name__}")


def _make(hint):
    if hint in (str, int, bool):
        return lambda data: data if type(data) is hint else _bad(data)
    if hint is tuple:  # a row of a table (``Table.rows``): its cells
        return lambda data: tuple(data) if type(data) is list and all(type(x) in _SCALARS for x in data) else _bad(data)
    origin, args = typing.get_origin(hint), typing.get_args(hint)
    if origin in (types.UnionType, typing.Union) and len(args) == 2 and type(None) in args:
        inner = _decoder(next(a for a in args if a is not type(None)))
        return lambda data: None if data is None else inner(data)
    if origin is tuple and len(args) == 2 and args[1] is Ellipsis:
        item = _decoder(args[0])
        return lambda data: tuple([item(x) for x in data]) if type(data) is list else _bad(data)
    if origin is tuple:
        items = [_decoder(a) for a in args]
        return lambda data: (tuple([d(x) for d, x in zip(items, data)]) if type(data) is list
                             and len(data) == len(items) else _bad(data))
    if is_dataclass(hint):
        return _dataclass_decoder(hint)
    raise TypeError(f"no JSON form for {hint!r}")


def _dataclass_decoder(cls):
    parts: list = []

    def decoded(data):
        if type(data) is not list or len(data) != len(parts):
            _bad(data)
        return cls(*[d(x) for d, x in zip(parts, data)])

    _DECODERS[cls] = decoded  # before its fields: a subject entry holds subject entries
    hints = typing.get_type_hints(cls)
    parts.extend(_decoder(hints[f.name]) for f in fields(cls))
    return decoded


# -- the shelf --------------------------------------------------------------------------------------


def key(source: str, entry, skeleton: tuple, code: str) -> str:
    """What an entry is named by: the source's bytes (``source``: their SHA-256), its manifest
    entry, the skeleton units handed to its reader and the program."""
    units = sha256(json.dumps(encode(skeleton), ensure_ascii=False).encode("utf-8"))
    return sha256(json.dumps([FORMAT, code, source, entry.to_dict(), units], ensure_ascii=False).encode("utf-8"))


class Shelf:
    """The readings of ``folder`` for a program of digest ``code``: ``take`` gives a source's reading
    from its entry, ``keep`` keeps one just made; ``tidy`` removes the entries this build did not use."""

    def __init__(self, folder: Path, code: str):
        self.folder, self.code = folder, code
        self.used: set[str] = set()
        self.kept = 0  # readings taken from an entry

    def take(self, data: bytes, entry, skeleton: tuple) -> tuple[SourceText | None, tuple[str, str]]:
        """(the reading kept for the source bytes ``data`` of ``entry`` or None, its place): a
        reading not kept is made, then given to ``keep`` with its place (the entry's name and the
        source's digest, worked out here once)."""
        source = sha256(data)
        name = key(source, entry, skeleton, self.code)
        self.used.add(name)
        text = load(self.folder, name, source, entry)
        if text is not None:
            self.kept += 1
        return text, (name, source)

    def keep(self, place: tuple[str, str], text: SourceText) -> None:
        """Keep ``text``, a reading just made, in its ``place`` (``take``'s, which marked it used:
        this may run in another process) for the next build."""
        name, source = place
        store(self.folder, name, source, text)

    def tidy(self) -> None:
        """Remove every entry (and a killed build's scratch file) not used by this build."""
        try:
            names = [n for n in os.listdir(self.folder)
                     if (_NAME.match(n) and n[:-5] not in self.used) or _TMP.match(n)]
        except OSError:
            return
        for name in names:
            try:
                os.unlink(self.folder / name)
            except OSError:
                pass


def load(folder: Path, name: str, source: str, entry) -> SourceText | None:
    """The reading kept under ``name`` for source bytes of SHA-256 ``source`` and manifest entry
    ``entry``, or None when there is none or it does not check out."""
    path = folder / f"{name}.json"
    try:
        info = os.lstat(path)
        if not stat.S_ISREG(info.st_mode) or info.st_size > MAX_ENTRY:
            return None
        head, _, body = path.read_bytes().partition(b"\n")
        if json.loads(head) != {"format": FORMAT, "key": name, "source": source, "digest": sha256(body)}:
            return None
        text = decode(json.loads(body))
    except (OSError, ValueError, TypeError, RecursionError, MemoryError):  # Malformed is a ValueError
        return None
    if (text.file, text.kind, text.edition) != (entry.file, entry.kind, entry.edition):
        return None  # another source's (a bilingual text's languages are in the order it gives them)
    return text


def store(folder: Path, name: str, source: str, text: SourceText) -> None:
    """Keep ``text`` under ``name`` (atomically), when its JSON gives it back exactly; a folder
    that cannot be written only costs the next build its shortcut."""
    try:
        body = json.dumps(encode(text), ensure_ascii=False, separators=(",", ":")).encode("utf-8")
        if decode(json.loads(body)) != text:
            return
    except (TypeError, ValueError, UnicodeError, RecursionError):  # a value JSON does not carry as it is
        return
    head = json.dumps({"format": FORMAT, "key": name, "source": source, "digest": sha256(body)}).encode("ascii")
    try:
        write_replacing(folder / f"{name}.json", head + b"\n" + body)
    except OSError:
        pass  # not even there (the folder is a file): the next build reads the source again
