"""The pymorphy3 analyser, loaded once per process on first use (loading takes a noticeable
moment): readers use it to undo hyphenation and to tell code pages apart, search for lemmas."""

from __future__ import annotations

from functools import lru_cache


@lru_cache(maxsize=1)
def analyzer():
    import pymorphy3

    return pymorphy3.MorphAnalyzer()
