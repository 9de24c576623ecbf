"""Which language a stream of text is in: Russian, English, or one the readers do not know.

Script first (Cyrillic or Latin letters), then, for Latin script, the share of English function
words: a French or German text of the Laws is Latin script too, and no reader here knows it.
"""

from __future__ import annotations

import re

_CYRILLIC = re.compile(r"[\u0400-\u04ff]")
_LATIN = re.compile(r"[A-Za-z]")
_RUSSIAN_LETTERS = frozenset("абвгдеёжзийклмнопрстуфхцчшщъыьэюя")
_WORD = re.compile(r"[^\W\d_]+")

# Words that make up a good share of any English prose, and of the Laws: "the player may …".
# In French or German prose they are rare ("a" and "in" aside).
_ENGLISH_WORDS = frozenset(
    "the of and to a in is be by or any that which for may not shall with if his he as an at on "
    "are it this from has have when who after before does did".split()
)
# At least this share of a Latin-script text's words must be English function words
# (English prose: about a third; French or German: a few percent, from "a" and "in").
_ENGLISH_SHARE = 0.12
# Cyrillic letters that Russian does not use (і, ї, є, ґ, ў, ђ, ј, љ, њ …): more than this share of
# the Cyrillic letters means Ukrainian, Belarusian, Serbian…
_FOREIGN_CYRILLIC_SHARE = 0.01


def language_of(text: str) -> str | None:
    """"ru", "en", or None for a language (or script) no reader knows, or no letters at all."""
    cyrillic = _CYRILLIC.findall(text)
    latin = len(_LATIN.findall(text))
    if not cyrillic and not latin:
        return None
    if len(cyrillic) >= latin:
        foreign = sum(1 for ch in cyrillic if ch.lower() not in _RUSSIAN_LETTERS)
        return "ru" if foreign <= _FOREIGN_CYRILLIC_SHARE * len(cyrillic) else None
    words = [w.lower() for w in _WORD.findall(text) if w.isascii()]
    english = sum(1 for w in words if w in _ENGLISH_WORDS)
    return "en" if words and english >= _ENGLISH_SHARE * len(words) else None


def describe_script(text: str) -> str:
    """A few words on what a text is written in, for a refusal: "Latin script, 2% English words"."""
    cyrillic = len(_CYRILLIC.findall(text))
    latin = len(_LATIN.findall(text))
    if not cyrillic and not latin:
        return "no Cyrillic or Latin letters"
    if cyrillic >= latin:
        return "Cyrillic script with letters Russian does not use"
    words = [w.lower() for w in _WORD.findall(text) if w.isascii()]
    share = sum(1 for w in words if w in _ENGLISH_WORDS) / max(1, len(words))
    return f"Latin script, but only {share:.0%} of its words are common English words"

