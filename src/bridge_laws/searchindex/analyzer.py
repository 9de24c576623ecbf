"""The analyzer and schema of the Whoosh index: words, lower case, ё → е, Russian lemmas
(several per word, at one position) and English Snowball stems, as ``analysis`` defines them."""

from __future__ import annotations

from whoosh.analysis import Tokenizer
from whoosh.analysis.acore import Token

from ..text import analysis

INDEX_FORMAT = 16  # bump when the schema, the analyzer or meta.json change: old indexes go stale
FIELDS = ("title", "text", "notes", "terms", "subjects", "cited", "situations")
# A unit's profile (``profile.py``) beside its own words: the glossary names ("terms") and
# subject-index entries ("subjects") pointing to it, the sentences of other laws citing it
# ("cited"), the situation index's phrases ("situations", editorial). A field's boost multiplies
# a word's weight where the index stores it; every boost is a sum of powers of two, so that the
# weights are exact in the index's 32-bit floats and in the browser's 64-bit ones alike.
TITLE_BOOST, NOTES_BOOST, TERMS_BOOST, SUBJECTS_BOOST, CITED_BOOST, SITUATIONS_BOOST = 3.0, 0.75, 2.0, 2.0, 0.5, 1.5
BOOSTS = (TITLE_BOOST, 1.0, NOTES_BOOST, TERMS_BOOST, SUBJECTS_BOOST, CITED_BOOST, SITUATIONS_BOOST)  # per field
# BM25: K1, and B per field. A unit's situations are many short phrases of one subject: a long
# list is well covered, not diluted, so its length counts little there.
K1, B = 1.2, 0.75
FIELD_B = (B, B, B, B, B, B, 0.25)
# ... and K1 per field: a word said in many of a law's situations ("pass" in ten ways of passing)
# saturates later than one word said twice in a paragraph of text (measured on the tuning sets:
# 1.2 → 2.0 gives each set up to three more situations their law in the first three; 3.0, 4.0 no more).
FIELD_K1 = (K1, K1, K1, K1, K1, K1, 2.0)


# -- the analyzer (module-level classes, no state: Whoosh pickles them into the schema) ---------


class WordTokenizer(Tokenizer):
    """Words as ``analysis.tokens`` finds them, folded (lower case, ё → е: ``analysis.fold``),
    each as its terms (``analysis.word_terms``: Russian lemmas, all of them at the word's
    position; English stems; numbers as they are), with positions and character offsets. One
    pass: as a tokenizer and two filters, every word went through three generators (a tenth of
    building the index)."""

    def __eq__(self, other):
        return type(other) is type(self)

    def __call__(self, value, positions=False, chars=False, keeporiginal=False, removestops=True,
                 start_pos=0, start_char=0, tokenize=True, mode="", **kwargs):
        t = Token(positions, chars, removestops=removestops, mode=mode, **kwargs)
        t.boost = 1.0
        t.stopped = False
        if not tokenize:
            if keeporiginal:
                t.original = value
            if positions:
                t.pos = start_pos
            if chars:
                t.startchar, t.endchar = start_char, start_char + len(value)
            for term in analysis.word_terms(analysis.fold(value)):
                t.text = term
                yield t
            return
        for pos, match in enumerate(analysis.WORD_RE.finditer(value)):
            word = match.group()
            if keeporiginal:
                t.original = word
            if positions:
                t.pos = start_pos + pos
            if chars:
                t.startchar, t.endchar = start_char + match.start(), start_char + match.end()
            for term in _TERMS.get(word) or terms_of(word):
                t.text = term
                yield t


# word as written → its terms: a corpus says each word many times (a third of the index stage
# went to folding and looking up the same words again)
_TERMS: dict[str, tuple[str, ...]] = {}


def terms_of(word: str) -> tuple[str, ...]:
    """The terms of a word as written (``_TERMS`` keeps them)."""
    found = _TERMS.get(word)
    if found is None:
        if len(_TERMS) > 200_000:  # a bound far above the words of any corpus
            _TERMS.clear()
        found = _TERMS[word] = analysis.word_terms(analysis.fold(word))
    return found


def term_positions(value: str) -> dict[str, list[int]]:
    """Each term of ``value`` → the positions of its words, terms in the order of their first
    word: what ``WordTokenizer`` yields, gathered (a word of two lemmas gives both its position)."""
    found: dict[str, list[int]] = {}
    known = _TERMS
    for pos, word in enumerate(analysis.WORD_RE.findall(value)):
        for term in known.get(word) or terms_of(word):
            at = found.get(term)
            if at is None:
                found[term] = [pos]
            else:
                at.append(pos)
    return found


def analyzer():
    return WordTokenizer()


def schema():
    from whoosh.fields import ID, KEYWORD, NUMERIC, STORED, TEXT, Schema

    ana = analyzer()
    return Schema(
        key=ID(stored=True, unique=True),  # "1987-ru-75D2"
        ref=ID(stored=True),
        edition=ID(stored=True),
        lang=ID(stored=True),
        law=NUMERIC(int, stored=True),
        kind=STORED,
        title=TEXT(analyzer=ana, stored=True, field_boost=TITLE_BOOST),
        text=TEXT(analyzer=ana, stored=True),
        notes=TEXT(analyzer=ana, stored=True, field_boost=NOTES_BOOST),
        terms=TEXT(analyzer=ana, stored=True, field_boost=TERMS_BOOST),
        subjects=TEXT(analyzer=ana, stored=True, field_boost=SUBJECTS_BOOST),
        cited=TEXT(analyzer=ana, stored=True, field_boost=CITED_BOOST),
        situations=TEXT(analyzer=ana, stored=True, field_boost=SITUATIONS_BOOST),
        cites=KEYWORD(lowercase=False, commas=False),
        page=STORED, texted=STORED, topic=STORED, cited_by=STORED, index=STORED, glossary=STORED, tables=STORED,
        parallel=STORED,
        missing_text=STORED,
        partial=STORED,
        doc_kind=ID(stored=True),  # "law" or "ruling"
        ruling=STORED,  # a ruling: {"id", "laws": the refs it applies}
        laws=KEYWORD(commas=False),  # a ruling: the numbers of the laws it applies (--law keeps it by any)
    )
