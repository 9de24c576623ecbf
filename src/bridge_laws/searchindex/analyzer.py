"""The analyzer and schema of the Whoosh index: words, lower case, ё → е, Russian lemmas
(several per word, at one position) and English Snowball stems, as ``analysis`` defines them."""

from __future__ import annotations

from whoosh.analysis import Tokenizer
from whoosh.analysis.acore import Token

from ..text import analysis

INDEX_FORMAT = 14  # bump when the schema, the analyzer or meta.json change: old indexes go stale
FIELDS = ("title", "text", "notes", "terms", "cited")
# A unit's profile (``profile.py``) counts less than its own words: the glossary names and
# subject-index entries pointing to it ("terms"), the sentences of other laws citing it ("cited").
TITLE_BOOST, NOTES_BOOST, TERMS_BOOST, CITED_BOOST = 3.0, 0.7, 2.0, 0.5
BOOSTS = (TITLE_BOOST, 1.0, NOTES_BOOST, TERMS_BOOST, CITED_BOOST)  # per field of FIELDS


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
        known = _TERMS
        for pos, match in enumerate(analysis.WORD_RE.finditer(value)):
            word = match.group()
            if keeporiginal:
                t.original = word
            if positions:
                t.pos = start_pos + pos
            if chars:
                t.startchar, t.endchar = start_char + match.start(), start_char + match.end()
            terms = known.get(word)
            if terms is None:
                if len(known) > 200_000:  # a bound far above the words of any corpus
                    known.clear()
                terms = known[word] = analysis.word_terms(analysis.fold(word))
            for term in terms:
                t.text = term
                yield t


# word as written → its terms: a corpus says each word many times (a third of the index stage
# went to folding and looking up the same words again)
_TERMS: dict[str, tuple[str, ...]] = {}


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
        cited=TEXT(analyzer=ana, stored=True, field_boost=CITED_BOOST),
        cites=KEYWORD(lowercase=False, commas=False),
        page=STORED, cited_by=STORED, index=STORED, glossary=STORED, tables=STORED,
        parallel=STORED,
        missing_text=STORED,
        partial=STORED,
        doc_kind=ID(stored=True),  # "law" or "ruling"
        ruling=STORED,  # a ruling: {"id", "laws": the refs it applies}
    )


def or_class():
    """Whoosh's Or, told to march its sub-matchers in a tree: on a small index (under 5,000
    documents) Whoosh otherwise preloads every Or into a 2,048-slot array, cleared in Python on
    every query, which made a query of a few words cost 10 ms."""
    from whoosh.query import Or

    class TreeOr(Or):
        matcher_type = Or.DEFAULT_MATCHER

    return TreeOr


