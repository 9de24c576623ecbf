"""How text becomes search terms, shared by the Whoosh index and the browser's index.

Russian: words are lower-cased, ё folded to е, then reduced to their dictionary
forms with pymorphy3 («картой» → «карта», «взяток» → «взятка»); a word with
several readings yields each of them. English: Snowball (Porter 2) stems, inflections only
("undertricks" → "undertrick"; "contestant" stays apart from "contested"). Latin words inside Russian text (S.O., IMP,
sign-off) are stemmed as English, never as Russian.

There is no stop-list in the index: «не», «без», «если», «или» change the meaning of a rule (a
query's function words are left out by ``searchindex.understand``). A number word also gives its
digits as a term (``numerals``): «двенадцатой», "twelfth" and "12th" all have the term ``12``.

Loading pymorphy3's dictionaries takes about 0.3 s, longer than a whole search. The index
therefore stores the lemmas of every Russian word of the corpus and hands them to
``remember_lemmas`` when it opens: a query needs pymorphy3 only for a word the corpus lacks.
"""

from __future__ import annotations

import re
from functools import lru_cache

from . import morph
from .numerals import number_of

WORD_RE = re.compile(r"[0-9]+[A-Za-zА-Яа-яЁё]*|[A-Za-z]+(?:'[A-Za-z]+)?|[А-Яа-яЁё]+(?:-[А-Яа-яЁё]+)*")
CYRILLIC_RE = re.compile(r"[А-Яа-яЁё]")
# A minus or a dash as typed: the hyphen, and what a phone, a word processor or a web page puts for
# it — the Unicode hyphen and non-breaking hyphen (HYPHENS: these three also join a word's parts,
# «2-х»), the minus sign, the en and em dashes. The scoresheet's grammar and the query's notation
# read each as the hyphen.
HYPHENS = "-\u2010\u2011"
DASHES = HYPHENS + "\u2212\u2013\u2014"


def fold(word: str) -> str:
    return word.lower().replace("ё", "е")


_morph = morph.analyzer


# Lemmas known without pymorphy3: folded word → lemmas, filled by ``remember_lemmas``.
_KNOWN: dict[str, tuple[str, ...] | list[str]] = {}


def remember_lemmas(mapping: dict) -> None:
    """Teach ``ru_lemmas`` the lemmas of many words at once (folded word → list of lemmas; taken
    as they are, made tuples when asked for: an index holds thousands, a query needs a few)."""
    _KNOWN.update(mapping)


def lemma_table(words) -> dict[str, list[str]]:
    """Folded Cyrillic word → its lemmas, for every Cyrillic word of ``words``: what
    ``remember_lemmas`` takes back."""
    return {fold(w): list(ru_lemmas(w)) for w in sorted({fold(w) for w in words if CYRILLIC_RE.search(w)})}


@lru_cache(maxsize=200_000)
def ru_lemmas(word: str) -> tuple[str, ...]:
    """Dictionary forms of a Russian word, ё folded; the word itself when unknown."""
    folded = fold(word)
    if folded != word:  # «Игрок» and «игрок»: one lookup in pymorphy3, one entry of the cache
        return ru_lemmas(folded)
    known = _KNOWN.get(word)
    if known is not None:
        return tuple(known)
    if "-" in word:  # «что-либо», «4-карточные»: each part
        return tuple(dict.fromkeys(x for part in word.split("-") if part for x in ru_lemmas(part)))
    morph = _morph()
    forms = []
    for parse in morph.parse(word)[:4]:
        if parse.score < 0.05 and forms:
            continue
        forms.append(fold(parse.normal_form))
    return tuple(dict.fromkeys(forms or [word]))


def is_dictionary_word(word: str) -> bool:
    """A Russian word pymorphy3's dictionary knows («темп», «заминка»): "did you mean" never
    swaps such a word for another («темп» → «тем» was a worse guess than the word typed)."""
    return bool(CYRILLIC_RE.search(word)) and _morph().word_is_known(fold(word))


@lru_cache(maxsize=1)
def _stemmer():
    """Snowball (Porter 2) without its derivational steps 2–4: inflections only. The full stemmer
    joins words a director keeps apart: "contestant" and "contested" both become "contest",
    "irregularity" becomes "irregular". Plurals, -ed, -ing, a final e still fold ("revokes",
    "revoked", "revoke" → "revok")."""
    from whoosh.lang import porter2 as p

    def stem(word: str) -> str:
        if len(word) <= 2:
            return word
        word = p.remove_initial_apostrophe(word)
        if word in p.exceptional_forms:
            return p.exceptional_forms[word]
        word = p.capitalize_consonant_ys(word)
        r1, r2 = p.get_r1(word), p.get_r2(word)
        word = p.step_1a(p.step_0(word))
        if word in p.exceptional_early_exit_post_1a:
            return word
        word = p.step_5(p.step_1c(p.step_1b(word, r1)), r1, r2)
        return p.normalize_ys(word)

    return stem


# English word (lower case) → its stem, taught by the index (``remember_stems``): the first query
# of a process stemmed every word of the texts its snippets show, a third of that query.
_STEMS: dict[str, str] = {}


def stem_table(words) -> dict[str, list[str]]:
    """Stem → the lower-case English words of ``words`` with that stem: what ``remember_stems``
    takes back."""
    table: dict[str, list[str]] = {}
    for w in sorted({w.lower() for w in words if w[:1].isascii() and w[:1].isalpha()}):
        table.setdefault(_stemmer()(w), []).append(w)
    return table


def remember_stems(table) -> None:
    """Teach ``en_stem`` the stems of many words at once (``stem_table``'s shape; anything else
    in it is passed over: the index's own data, checked as it is read)."""
    if not isinstance(table, dict):
        return
    for stem, words in table.items():
        if isinstance(stem, str) and stem and isinstance(words, list):
            _STEMS.update((w, stem) for w in words if isinstance(w, str))


@lru_cache(maxsize=100_000)
def en_stem(word: str) -> str:
    lower = word.lower()
    return _STEMS.get(lower) or _stemmer()(lower)


def tokens(text: str) -> list[tuple[str, int, int]]:
    """(word, start, end) for every word of ``text``."""
    return [(m.group(), m.start(), m.end()) for m in WORD_RE.finditer(text)]


@lru_cache(maxsize=100_000)
def word_terms(word: str) -> tuple[str, ...]:
    """The index terms of one word, whatever its language; a number word's digits too."""
    folded = fold(word)
    if folded != word:  # the terms are those of the folded word: worked out once for both
        return word_terms(folded)
    if word[:1].isdigit():  # "12", "12th", «12й»; "1nt" stays as typed
        number = number_of(folded)
        return (str(number),) if number is not None else (folded,)
    if CYRILLIC_RE.search(word):
        found = ru_lemmas(word)
        number = number_of(folded, found)
    else:
        found = (en_stem(word),)
        number = number_of(folded)
    return found if number is None or str(number) in found else (*found, str(number))


def warm(texts) -> int:
    """Work out the terms of every word of ``texts`` now (``word_terms``, kept in its cache):
    a build does so once, before it forks, so that the index's process and the site's both
    inherit them instead of asking pymorphy3 for every word each (a second of a full-size build,
    twice). Returns how many distinct words."""
    words: set[str] = set()
    for text in texts:
        words.update(WORD_RE.findall(text))
    for word in {fold(w) for w in words}:
        word_terms(word)
    return len(words)


def phrase_terms(phrase: str) -> list[list[str]]:
    """The terms of each word of a phrase: «штрафная карта» → [[штрафной], [карта]] (a glossary
    name as the index and the site's pages both match it)."""
    return [list(word_terms(word)) for word, _, _ in tokens(phrase)]


def terms(text: str) -> list[str]:
    """Every term of ``text``, in order (a word with two readings gives two terms)."""
    out = []
    for word, _, _ in tokens(text):
        out.extend(word_terms(word))
    return out
