"""How text becomes search terms, shared by the Whoosh index and the browser's index.

Russian: words are lower-cased, ё folded to е, then reduced to their dictionary
forms with pymorphy3 («картой» → «карта», «взяток» → «взятка»); a word with
several readings yields each of them. English: Snowball (Porter 2) stems
("undertricks" → "undertrick"). Latin words inside Russian text (S.O., IMP,
sign-off) are stemmed as English, never as Russian.

There is no stop-list: «не», «без», «если», «или» change the meaning of a rule.

Loading pymorphy3's dictionaries takes about 0.3 s, longer than a whole search. The index
therefore stores the lemmas of every Russian word of the corpus and hands them to
``remember_lemmas`` when it opens: a query needs pymorphy3 only for a word the corpus lacks.
"""

from __future__ import annotations

import re
from functools import lru_cache

from . import morph

WORD_RE = re.compile(r"[0-9]+[A-Za-zА-Яа-яЁё]*|[A-Za-z]+(?:'[A-Za-z]+)?|[А-Яа-яЁё]+(?:-[А-Яа-яЁё]+)*")
CYRILLIC_RE = re.compile(r"[А-Яа-яЁё]")


def fold(word: str) -> str:
    return word.lower().replace("ё", "е")


_morph = morph.analyzer


# Lemmas known without pymorphy3: folded word → lemmas, filled by ``remember_lemmas``.
_KNOWN: dict[str, tuple[str, ...]] = {}


def remember_lemmas(mapping: dict) -> None:
    """Teach ``ru_lemmas`` the lemmas of many words at once (folded word → list of lemmas)."""
    _KNOWN.update((word, tuple(lemmas)) for word, lemmas in mapping.items())


def lemma_table(words) -> dict[str, list[str]]:
    """Folded Cyrillic word → its lemmas, for every Cyrillic word of ``words``: what
    ``remember_lemmas`` takes back."""
    return {fold(w): list(ru_lemmas(w)) for w in sorted({fold(w) for w in words if CYRILLIC_RE.search(w)})}


@lru_cache(maxsize=200_000)
def ru_lemmas(word: str) -> tuple[str, ...]:
    """Dictionary forms of a Russian word, ё folded; the word itself when unknown."""
    word = fold(word)
    known = _KNOWN.get(word)
    if known is not None:
        return known
    if "-" in word:  # «что-либо», «4-карточные»: each part
        return tuple(dict.fromkeys(x for part in word.split("-") if part for x in ru_lemmas(part)))
    morph = _morph()
    forms = []
    for parse in morph.parse(word)[:4]:
        if parse.score < 0.05 and forms:
            continue
        forms.append(fold(parse.normal_form))
    return tuple(dict.fromkeys(forms or [word]))


@lru_cache(maxsize=1)
def _stemmer():
    from whoosh.lang.porter2 import stem

    return stem


@lru_cache(maxsize=100_000)
def en_stem(word: str) -> str:
    return _stemmer()(word.lower())


def tokens(text: str) -> list[tuple[str, int, int]]:
    """(word, start, end) for every word of ``text``."""
    return [(m.group(), m.start(), m.end()) for m in WORD_RE.finditer(text)]


def word_terms(word: str) -> tuple[str, ...]:
    """The index terms of one word, whatever its language."""
    if CYRILLIC_RE.search(word):
        return ru_lemmas(word)
    if word[:1].isdigit():
        return (word.lower(),)
    return (en_stem(word),)


def terms(text: str) -> list[str]:
    """Every term of ``text``, in order (a word with two readings gives two terms)."""
    out = []
    for word, _, _ in tokens(text):
        out.extend(word_terms(word))
    return out
