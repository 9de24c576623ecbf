"""Whoosh without three imports it makes and this program never uses (a third of a cold search).

``whoosh.compat`` imports ``urllib.request`` (and with it http, email, ssl, socket) for a
download helper, ``urlretrieve``; ``whoosh.reading`` takes ``cached_property`` from the
package of that name, which imports asyncio; ``whoosh.query.terms`` imports the English
morphology of its ``Variations`` query, ``whoosh.lang.morph_en`` (a thousand regular
expressions compiled on import). While those Whoosh modules load, stand-ins are put in
``sys.modules``: an ``urlretrieve`` and a ``variations`` that import the real ones when called,
and the standard library's ``functools.cached_property`` (the same for the one property Whoosh
caches, ``SegmentReader.deleted_docs_set``). The stand-ins are taken out again at once, so any
other import of those modules gets the real one.

``load()`` runs when the ``searchindex`` package is imported, before any Whoosh module; when
Whoosh is already loaded it does nothing.

One more: Whoosh maps a segment into memory, then wraps each of its files in a ``BytesIO`` —
which copies it (the postings and terms files: 7 MiB at full size, a tenth of a cold search).
``BufferFile`` reads its memory view in place instead (``_ViewFile``).
"""

from __future__ import annotations

import functools
import sys
import types


def _urlretrieve(*args, **kwargs):  # pragma: no cover - Whoosh's download helper, unused here
    from urllib.request import urlretrieve

    return urlretrieve(*args, **kwargs)


def _variations(word):  # pragma: no cover - Whoosh's Variations query, unused here
    from whoosh.lang.morph_en import variations

    return variations(word)


def _stand_ins() -> dict[str, types.ModuleType]:
    request = types.ModuleType("urllib.request")
    request.urlretrieve = _urlretrieve
    cached = types.ModuleType("cached_property")
    cached.cached_property = functools.cached_property
    morph = types.ModuleType("whoosh.lang.morph_en")
    morph.variations = _variations
    return {"urllib.request": request, "cached_property": cached, "whoosh.lang.morph_en": morph}


class _ViewFile:
    """A read-only file over a buffer (a memoryview of the mapped segment), without copying it:
    what ``BytesIO(buffer)`` offers Whoosh's ``StructFile`` and ``pickle.load``."""

    def __init__(self, buf):
        self._buf, self._pos, self._len = buf, 0, len(buf)

    def read(self, n=-1):
        end = self._len if n is None or n < 0 else min(self._len, self._pos + n)
        out = bytes(self._buf[self._pos:end])
        self._pos = end
        return out

    def readinto(self, b):
        data = self.read(len(b))
        b[:len(data)] = data
        return len(data)

    def readline(self, limit=-1):
        end = self._pos
        stop = self._len if limit is None or limit < 0 else min(self._len, self._pos + limit)
        while end < stop:
            chunk = bytes(self._buf[end:min(stop, end + 256)])
            i = chunk.find(b"\n")
            if i >= 0:
                end += i + 1
                break
            end += len(chunk)
        return self.read(end - self._pos)

    def seek(self, pos, whence=0):
        self._pos = max(0, pos if whence == 0 else self._pos + pos if whence == 1 else self._len + pos)
        return self._pos

    def tell(self):
        return self._pos

    def close(self):
        self._buf = b""

    def __iter__(self):
        while self._pos < self._len:
            yield self.readline()


def _buffer_file_init(self, buf, name=None, onclose=None):
    """``whoosh.filedb.structfile.BufferFile.__init__``, reading ``buf`` in place."""
    self._buf = buf
    self._name = name
    self.file = _ViewFile(buf)
    self.onclose = onclose
    self.is_real = False
    self.is_closed = False


def load() -> None:
    """Import the Whoosh modules that pull in the unused ones, with the stand-ins in place."""
    if "whoosh.compat" in sys.modules:
        return
    placed = {name: mod for name, mod in _stand_ins().items() if name not in sys.modules}
    sys.modules.update(placed)
    try:
        import whoosh.compat  # noqa: F401
        import whoosh.query  # noqa: F401
        import whoosh.reading  # noqa: F401
        from whoosh.filedb.structfile import BufferFile

        BufferFile.__init__ = _buffer_file_init
    finally:
        for name, mod in placed.items():
            if sys.modules.get(name) is mod:
                del sys.modules[name]
