"""What the site can say about a law no source gives the text of — from the rest of the corpus.

Laws 1–40 of the 1987 book are known only from the copy whose Cyrillic letters were stripped:
number, structure, pages. Instead of «текст отсутствует» under each of their units, the law
page shows one block: its pages, its units, the sentences of other laws that cite it (each with
a link to the citing unit), the subject-index entries and glossary terms pointing to it, the
situations the situation index lists for it (editorial, and labelled so), and the editions and
languages that have it. Every word shown is a word of the corpus or of the reviewed editorial
data; nothing is made up. ``bridge-laws show`` of such a law prints the same block.
"""

from __future__ import annotations

import re
from dataclasses import dataclass, field

from ..model import Corpus, Law, SubjectEntry
from ..refs import law_of

# A sentence ends at . ! ? ; followed by a space and a capital: «… согласно правилу 16. Если …» →
# two sentences, but «(см. правило 16)» is one: an abbreviation is followed by a small letter.
_SENTENCE_END = re.compile(r"(?<=[.!?;])\s+(?=[«\"(]?[A-ZА-ЯЁ])")
MAX_CITING = 12


@dataclass
class Citation:
    version: str
    law: int
    ref: str  # the citing unit
    sentence: str
    cited: list[str] = field(default_factory=list)  # the refs of this law it names


@dataclass
class MissingLaw:
    pages: str
    citations: list[Citation]
    subjects: list[tuple[str, str]]  # (entry as "term — sub-term", anchor on subjects.html)
    terms: list[tuple[int, str]]  # (glossary index, "english — русский")
    situations: list = field(default_factory=list)  # corpus.situations.Situations of the law and its sections

    def to_json(self) -> dict:
        """As ``show --json`` and the site's static API give it (``about``: never law text; the
        situations editorial)."""
        return {"pages": self.pages, "cited_by": [{"version": c.version, "ref": c.ref, "sentence": c.sentence}
                                                  for c in self.citations],
                "index": [name for name, _ in self.subjects], "glossary": [name for _, name in self.terms],
                "situations": [{"ref": s.ref, "topic": dict(s.title), "en": list(s.en), "ru": list(s.ru)}
                               for s in self.situations], "editorial": ["situations"]}


def citing_sentences(corpus: Corpus, number: int) -> list[Citation]:
    """Each sentence of another law's text (or notes) that cites law ``number``, once."""
    return citations_by_law(corpus, number).get(number, [])


def citations_by_law(corpus: Corpus, only: int | None = None) -> dict[int, list[Citation]]:
    """law number → ``citing_sentences`` of it (at most ``MAX_CITING``), for every law at once
    (or for law ``only``): one pass over the corpus instead of one per law without text."""
    out: dict[int, list[Citation]] = {}
    for law in sorted(corpus.laws, key=lambda l: (l.edition, l.lang, l.number)):
        for number, found in _law_citations(law, only):
            out.setdefault(number, []).append(found)
    return {number: found[:MAX_CITING] for number, found in out.items()}


def first_citing_sentences(laws, number: int) -> list[Citation]:
    """``citing_sentences`` of law ``number`` from ``laws`` — an iterable of the laws citing it,
    in (edition, lang, number) order, read lazily (``query.citing_in_order``) — taking no more
    laws than the first ``MAX_CITING`` sentences need: the same as from the whole corpus."""
    found: list[Citation] = []
    for law in laws:
        found += [c for _, c in _law_citations(law, number)]
        if len(found) >= MAX_CITING:
            break
    return found[:MAX_CITING]


def _law_citations(law: Law, only: int | None):
    """(cited law number, Citation) for each sentence of ``law`` citing another law (or law ``only``)."""
    # here: `show` of a law without text takes its sentences from the site stage's table
    # (``citing``) and does not import the site's text analysis (5 ms)
    from .text import paragraphs, segments

    for unit in law.unit.walk():
        numbers = {law_of(r) for r in unit.refs} - {law.number}
        if only is not None:
            numbers &= {only}
        if not numbers:
            continue
        texts = [unit.text, *(n.text for n in unit.footnotes)]
        for para in (p for t in texts for p in paragraphs(t)):
            for sentence in _SENTENCE_END.split(para):
                cited: dict[int, list[str]] = {}
                for s in segments(sentence, law.number):
                    if s.ref and law_of(s.ref) in numbers:
                        cited.setdefault(law_of(s.ref), []).append(s.ref)
                for number, refs in cited.items():
                    yield number, Citation(f"{law.edition}-{law.lang}", law.number, unit.ref, sentence, refs)


def subject_entries(corpus: Corpus, number: int) -> list[tuple[str, str]]:
    """The subject-index entries (any edition) that list law ``number``, with their top entry's anchor."""
    found = []
    for entries in corpus.subjects.values():
        for i, entry in enumerate(entries):
            found.extend((name, f"s{i}") for name in _entry_names(entry, number, ()))
    return list(dict.fromkeys(found))


def _entry_names(entry: SubjectEntry, number: int, parents: tuple[str, ...]):
    path = (*parents, entry.term)
    if number in entry.laws:
        yield " — ".join(path)
    for child in entry.children:
        yield from _entry_names(child, number, path)


def page_span(law: Law) -> str:
    pages = sorted({u.page for u in law.unit.walk() if u.page})
    if not pages:
        return ""
    return str(pages[0]) if pages[0] == pages[-1] else f"{pages[0]}–{pages[-1]}"


def missing_law(corpus: Corpus, glossary, law: Law, citations: dict | None = None, situations=()) -> MissingLaw:
    """``citations``: ``citations_by_law(corpus)``, when a caller asks for many laws;
    ``situations``: the situation index's entries (``corpus.situations``)."""
    terms = [(i, f"{g.en} — {', '.join(g.ru)}") for i, g in enumerate(glossary) if g.law == law.number]
    cited = (citations if citations is not None else citations_by_law(corpus)).get(law.number, [])
    said = [s for s in situations if s.law == law.number]
    return MissingLaw(page_span(law), cited, subject_entries(corpus, law.number), terms, said)
