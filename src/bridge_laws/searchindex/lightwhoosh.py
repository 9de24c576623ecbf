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
    finally:
        for name, mod in placed.items():
            if sys.modules.get(name) is mod:
                del sys.modules[name]
