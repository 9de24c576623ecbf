"""Running text → segments for the templates: plain words, cross-reference links, glossary terms.

Nothing here builds HTML: a paragraph becomes a list of ``Segment``s and the template
prints each one (escaped by jinja2). Citations are found again at render time with
``refs.find_citations`` (the corpus keeps only the resolved refs, not where in the text
they were written); glossary terms are found by their analyzer terms, so «штрафной картой»
in the text is the glossary's «штрафная карта».
"""

from __future__ import annotations

import re
from dataclasses import dataclass
from functools import lru_cache

from ..text.analysis import tokens, word_terms
from ..refs import ALPHABET_LETTERS, LOOKALIKE_LETTERS, find_citations

# A ref as printed inside a citation's words: «70» of «правилам 69, 70 и 71», «45С1», «B1(A)»,
# «16Б1» (a section by the Russian alphabet: refs.RUSSIAN_SECTION_LETTERS).
# Used only to place one link per ref when a citation lists several.
_PRINTED_REF = re.compile(
    r"(?<![^\W_])(?:[1-9]\d{0,2}[A-Ha-hАБВГДЕЖЗСНабвгдежзсн]?|[A-HАБВГДЕЖЗСН])(?:[1-9]\d?)?"
    r"(?:\([A-Za-zА-Яа-я]\))?(?:\([1-9]\d?\))?(?![^\W_])"
)
_SPACES = re.compile(r"\s+")


@dataclass(frozen=True)
class Segment:
    """A run of text: plain (``ref`` and ``term`` None), a link to ``ref``, or a glossary term."""

    text: str
    ref: str | None = None
    term: int | None = None  # index of the glossary entry


@dataclass(frozen=True)
class _Span:
    start: int
    end: int
    ref: str | None = None
    term: int | None = None


def paragraphs(text: str | None) -> list[str]:
    """A unit's text as paragraphs (blank-line separated), whitespace runs collapsed."""
    return [_SPACES.sub(" ", p).strip() for p in (text or "").split("\n\n") if p.strip()]


# A letter read one way by its look and another by the Russian alphabet («В»: B or C), after a
# number or in an item's parentheses: a text without one cites alike read either way
_TWO_WAYS = re.compile("(?:\\d ?|\\( ?)[" + "".join(c for c, latin in ALPHABET_LETTERS.items()
                                                 if LOOKALIKE_LETTERS.get(c, latin) != latin) + "]")


def lettered(law) -> bool | None:
    """True when the corpus read a law's citations by the Russian alphabet (a text lettering its
    sections «А. Б. В.»: «правило 73В» is 73C, ``merge._attach_refs``): a citation of one of its
    units whose look-alike reading is a ref the unit does not keep, and whose reading by the
    alphabet is; else None (each paragraph read as ``find_citations`` reads it). Only a text with
    a letter the two readings differ on is read twice (``_TWO_WAYS``)."""
    for unit in law.unit.walk():
        kept = set(unit.refs)
        for text in [unit.text or ""] + [n.text or "" for n in unit.footnotes]:
            if _TWO_WAYS.search(text) and {c.ref for c in find_citations(text, law.number or None)} - kept and \
                    {c.ref for c in find_citations(text, law.number or None, alphabet=True)} <= kept:
                return True
    return None


@lru_cache(maxsize=50_000)
def _citation_spans(text: str, law: int | None, alphabet: bool | None = None) -> tuple[_Span, ...]:
    """One span per cited ref; the law word goes with the first ref of its list. Once per text:
    a unit's text is on its law's page and on the side-by-side page."""
    spans, cursor = [], 0
    for words, refs in _citation_groups(text, law, alphabet):
        start = text.find(words, cursor)
        if start < 0:
            continue
        cursor = start + len(words)
        spans.extend(_split_list(words, start, refs))
    return tuple(spans)


def _citation_groups(text: str, law: int | None, alphabet: bool | None = None) -> list[tuple[str, list[str]]]:
    """(words, refs) per citation in the text: every ref of «правилам 69, 70 и 71» carries the
    same words, so consecutive citations with the same words and new refs are one list."""
    groups: list[tuple[str, list[str]]] = []
    for citation in find_citations(text, law, alphabet=alphabet):
        if groups and groups[-1][0] == citation.text and citation.ref not in groups[-1][1]:
            groups[-1][1].append(citation.ref)
        else:
            groups.append((citation.text, [citation.ref]))
    return groups


def _split_list(words: str, start: int, refs: list[str]) -> list[_Span]:
    """«правилам 69, 70 и 71» → links «правилам 69», «70», «71»; the whole words when unsure."""
    printed = list(_PRINTED_REF.finditer(words))
    if len(refs) > 1 and len(printed) == len(refs):
        return [_Span(start if i == 0 else start + m.start(), start + m.end(), ref=ref)
                for i, (m, ref) in enumerate(zip(printed, refs))]
    return [_Span(start, start + len(words), ref=refs[0])] if refs else []


class TermFinder:
    """Finds glossary phrases in text by analyzer terms, each phrase given as terms per word.

    The phrases are filed under the terms of their first word, so that each word of the text
    is tried only against the phrases that can start with it: trying every word against every
    phrase was three quarters of the site build, and grew with corpus × glossary."""

    def __init__(self, phrases: list[tuple[int, list[set[str]]]]):
        self.phrases = sorted(phrases, key=lambda p: -len(p[1]))  # longest phrase first
        self._by_first: dict[str, list[int]] = {}  # term → positions in self.phrases
        for k, (_, phrase) in enumerate(self.phrases):
            for term in phrase[0] if phrase else ():
                self._by_first.setdefault(term, []).append(k)
        self._terms: dict[str, tuple[frozenset, list[int]]] = {}
        self._texts: dict[str, list[tuple]] = {}

    def _word(self, word: str) -> tuple[frozenset, list[int]]:
        """A word's terms, and the phrases that may start with it (in the order of
        ``self.phrases``): found once per word of the corpus, not once per word of every text."""
        found = self._terms.get(word)
        if found is None:
            terms = frozenset(word_terms(word))
            found = self._terms[word] = (terms, sorted({k for t in terms for k in self._by_first.get(t, ())}))
        return found

    def _words(self, text: str) -> list[tuple]:
        """(terms, phrases that may start there, start, end) of each word of ``text``: once per
        text (the law's page and the side-by-side page show the same)."""
        words = self._texts.get(text)
        if words is None:
            words = self._texts[text] = [(*self._word(w), s, e) for w, s, e in tokens(text)]
        return words

    def spans(self, text: str, skip: set[int]) -> list[_Span]:
        words = self._words(text)
        found, i = [], 0
        while i < len(words):
            hit = self._match(words, i, skip)
            if hit is None:
                i += 1
                continue
            entry, length = hit
            skip.add(entry)  # one tooltip per term per unit is enough
            found.append(_Span(words[i][2], words[i + length - 1][3], term=entry))
            i += length
        return found

    def _match(self, words, i: int, skip: set[int]):
        for k in words[i][1]:  # in the order of self.phrases: the longest first
            entry, phrase = self.phrases[k]
            if entry in skip or i + len(phrase) > len(words):
                continue
            if all(words[i + j][0] & want for j, want in enumerate(phrase)):
                return entry, len(phrase)
        return None


def segments(text: str, law: int | None, terms: TermFinder | None = None,
             seen_terms: set[int] | None = None, alphabet: bool | None = None) -> list[Segment]:
    """A paragraph cut into plain text, citation links and glossary terms, in order (``alphabet``:
    the law's citations read by the Russian alphabet, ``lettered``)."""
    spans = list(_citation_spans(text, law, alphabet))
    if terms is not None:
        taken = [(s.start, s.end) for s in spans]
        for span in terms.spans(text, seen_terms if seen_terms is not None else set()):
            if not any(a < span.end and span.start < b for a, b in taken):
                spans.append(span)
    out, cursor = [], 0
    for span in sorted(spans, key=lambda s: s.start):
        if span.start < cursor:
            continue
        if span.start > cursor:
            out.append(Segment(text[cursor:span.start]))
        out.append(Segment(text[span.start:span.end], ref=span.ref, term=span.term))
        cursor = span.end
    if cursor < len(text):
        out.append(Segment(text[cursor:]))
    return out
