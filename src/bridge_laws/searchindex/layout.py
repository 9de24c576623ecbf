"""Text typed in the wrong keyboard layout (ЙЦУКЕН ↔ QWERTY): «ahfkmhtyjyc» meant «фальшренонс»,
«75в2» meant 75D2 (в sits on the D key). The engine tries the other layout only when the query
as typed finds nothing, and says so."""

from __future__ import annotations

import re

LATIN_KEYS = "qwertyuiop[]asdfghjkl;'zxcvbnm,.`"  # the same keys of the two layouts, in order
CYRILLIC_KEYS = "йцукенгшщзхъфывапролджэячсмитьбюё"
_LATIN, _CYRILLIC = LATIN_KEYS, CYRILLIC_KEYS
_TO_RU = str.maketrans(_LATIN + _LATIN.upper(), _CYRILLIC + _CYRILLIC.upper())
_TO_EN = str.maketrans(_CYRILLIC + _CYRILLIC.upper(), _LATIN + _LATIN.upper())


def swap(text: str) -> str | None:
    """``text`` as typed in the other layout, or None when it has no letter to swap.

    Latin letters only → Russian; otherwise Cyrillic → Latin («75в2» → «75d2»)."""
    has_cyr = any("а" <= c.lower() <= "я" or c in "ёЁ" for c in text)
    has_lat = any("a" <= c.lower() <= "z" for c in text)
    if has_lat and not has_cyr:
        out = text.translate(_TO_RU)
    elif has_cyr and not has_lat:
        out = text.translate(_TO_EN)
        if _INSIDE_A_WORD.search(out) and not _INSIDE_A_WORD.search(text):
            return None  # «разбор» → "hfp,jh": a Russian word, not English typed on Russian keys
    else:
        return None
    return out if out != text else None


# A key's punctuation between two letters: English typed on Russian keys has none inside a word
# (only at its end, «ищфквб» "board,"; an apostrophe, «вщтэе» "don't", stays a word's)
INSIDE_A_WORD = r"[A-Za-zА-Яа-яЁё][^A-Za-zА-Яа-яЁё0-9\s']+[A-Za-zА-Яа-яЁё]"
_INSIDE_A_WORD = re.compile(INSIDE_A_WORD)
