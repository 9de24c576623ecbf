"""What the corpus knows about a unit besides its own text: its profile.

A director's question must reach the law that governs it even when no source has that law's
text (59 of the 93 laws of 1987). The corpus still knows things about such a law, and this
module gathers them, never inventing any:

- its headings (a chapter or part title printed above the law);
- the glossary terms that name it (``laws/glossary.yaml``: ``law``, or ``laws`` per edition);
- the subject-index entries that point to it, sub-entries under their head word
  («Болван → Ограничение прав болван — 43»);
- the sentences of other units that cite it («…как того требует правило 50» → Law 50);
- its printed page and the units that cite it;
- the situations the situation index (``laws/situations.yaml``, editorial) lists for it: what
  happens at the table, in a director's words.

The search index indexes ``terms``, ``index``, ``cited`` and ``situations`` as fields of their own
(each an independent signal: ``searchindex.evidence``), and shows a unit without text by its
profile: "Law 50 · no text in the sources · p. 79 · cited by 52A".
"""

from __future__ import annotations

import re
from collections import defaultdict
from dataclasses import dataclass

from ..model import Corpus, SubjectEntry

# A sentence ends at . ! ? ; followed by a space: «…требует правило 50, то… Если…».
_SENTENCE_END = re.compile(r"(?<=[.!?;])\s+")
# Between two names (or sentences) of a profile field: a word no query has, so that the end of
# one name and the start of the next never stand together as a phrase («…штрафная карта» +
# «штрафные карты…» is not «карта штрафные»). A word, not punctuation: positions count words.
GAP = "\n0gap\n"
MAX_CITING = 6  # sentences kept per unit: enough to say what it is about, not a second text


@dataclass(frozen=True)
class Profile:
    """The profile of one unit of one edition and language."""

    terms: tuple[str, ...] = ()  # glossary names (both languages) and the headings above the law
    index: tuple[str, ...] = ()  # the subject-index entries alone, as printed («Болван → Ограничение прав болван»)
    glossary: tuple[str, ...] = ()  # the glossary entries that point here: "penalty card «штрафная карта»"
    cited: tuple[str, ...] = ()  # sentences of other units that cite it
    cited_by: tuple[str, ...] = ()  # the refs of those units
    headings: tuple[str, ...] = ()  # titles of the headings above the law (law-level units only)
    situations: tuple[str, ...] = ()  # the situation index's topic label and phrases (both languages)


def subject_paths(entries: tuple[SubjectEntry, ...], head: str = ""):
    """(printed path, laws) of every entry and sub-entry: «Болван → Ограничение прав болван»."""
    for e in entries:
        path = f"{head} → {e.term}" if head else e.term
        yield path, e.laws
        yield from subject_paths(e.children, e.term)


def _sentences(text: str) -> list[str]:
    return [s.strip() for s in _SENTENCE_END.split(" ".join(text.split())) if s.strip()]


def _citing_sentences(corpus: Corpus) -> dict:
    """(edition, lang, ref) → [(citing ref, sentence)], for every citation in every text."""
    from ..refs import find_citations

    found: dict = defaultdict(list)
    for law in corpus.laws:
        for unit in law.unit.walk():
            if not unit.refs or not unit.text:
                continue
            for sentence in _sentences(unit.text):
                try:
                    cites = {c.ref for c in find_citations(sentence, unit.law)}
                except ValueError:
                    continue
                for ref in sorted(cites & set(unit.refs)):
                    if ref != unit.ref:
                        found[(law.edition, law.lang, ref)].append((unit.ref, sentence))
    return found


def _glossary_targets(glossary, editions) -> dict:
    """(edition, ref) → [glossary entries] for the refs each entry names."""
    targets: dict = defaultdict(list)
    for e in glossary:
        for edition in editions:
            for ref in e.refs_for(edition):
                targets[(edition, ref)].append(e)
    return targets


def profiles(corpus: Corpus, glossary=(), situations=()) -> dict:
    """(edition, lang, ref) → Profile for every unit of ``corpus`` that has anything to profile;
    ``situations``: the situation index's entries (``corpus.situations``), by ref in every edition."""
    citing = _citing_sentences(corpus)
    said = {s.ref: s.phrases() for s in situations}
    editions = sorted({law.edition for law in corpus.laws})
    gloss = _glossary_targets(glossary, editions)
    index: dict = defaultdict(list)
    for (edition, lang), entries in corpus.subjects.items():
        for path, laws in subject_paths(entries):
            for n in laws:
                index[(edition, str(n))].append(path)
    out = {}
    for law in corpus.laws:
        for unit in law.unit.walk():
            key = (law.edition, law.lang, unit.ref)
            entries = gloss.get((law.edition, unit.ref), [])
            subjects = tuple(dict.fromkeys(index.get((law.edition, unit.ref), [])))
            cites = citing.get(key, [])
            names = [n for e in entries for n in (*e.names_en, *e.names_ru)]
            headings = tuple(h.title for h in law.headings if h.title) if unit.ref == str(law.number) else ()
            profile = Profile(
                terms=tuple(dict.fromkeys([*names, *headings])), index=subjects,
                glossary=tuple(dict.fromkeys(f"{e.en} «{e.ru[0]}»" for e in entries)),
                cited=tuple(dict.fromkeys(s for _, s in cites))[:MAX_CITING],
                cited_by=tuple(dict.fromkeys(r for r, _ in cites)), headings=headings,
                situations=said.get(unit.ref, ()))
            if profile != Profile():
                out[key] = profile
    return out


MAX_TERMS = 3  # a subtitle, not a list: the home page's row must stay one line on a phone


@dataclass(frozen=True)
class Term:
    """A name the corpus knows a law by: a glossary term in both languages, or an index entry."""

    en: str = ""
    ru: str = ""

    def __str__(self) -> str:
        return " / ".join(x for x in (self.en, self.ru) if x)


def law_terms(corpus: Corpus, glossary=(), limit: int = MAX_TERMS, editions=None) -> dict[int, tuple[Term, ...]]:
    """law number → the terms the corpus knows the law by, for a law no source gives a title:
    the glossary entries that name it («established revoke / выявленный фальшренонс»), then the
    subject-index entries that point to it («Болван → Права»), the most specific first (a term
    naming fewer laws says more about each). Shown labelled as terms, never as the law's title;
    words of the glossary and the index only, never law text. ``editions``: those of the whole
    corpus when ``corpus`` holds only some of its laws (``query.corpus_editions``)."""
    from ..refs import law_of

    editions = sorted(editions if editions is not None else {law.edition for law in corpus.laws})
    found: dict[int, list[tuple[int, int, Term]]] = defaultdict(list)  # law → (laws named, order, term)
    for i, entry in enumerate(glossary):
        laws = {law_of(ref) for edition in editions for ref in entry.refs_for(edition)}
        for n in laws:
            found[n].append((len(laws), i, Term(entry.en, entry.ru[0] if entry.ru else "")))
    order = len(glossary)
    for entries in corpus.subjects.values():
        for path, laws in subject_paths(entries):
            order += 1
            for n in set(laws):
                found[n].append((1000 + len(set(laws)), order, Term(ru=path)))  # after every glossary term
    return {n: tuple(dict.fromkeys(term for *_, term in sorted(terms, key=lambda t: t[:2])))[:limit]
            for n, terms in found.items()}
