"""Parts of a query that Whoosh has answered once, kept in memory per open searcher.

Whoosh makes a matcher for every term of a query anew (it checks the term is in the index,
finds its postings, decompresses their first block, builds a BM25F scorer) and walks a tree of
union, intersection and phrase matchers over them, scoring each posting as the query reaches it:
in pure Python, nearly all of a warm query's time. An open reader never changes, so:

* ``MemoTerm`` reads a term's postings once, scoring each with Whoosh's own scorer, and
  afterwards answers with a ``whoosh.matching.ListMatcher`` over those lists;
* ``Walked`` wraps one concept of a query (a word in every field and form, a glossary term with
  its phrases): the first time, Whoosh's matcher for it is walked to the end, and its documents,
  scores and matching terms kept; afterwards one list answers for the whole tree.

What a concept matches, how it scores and which of its terms match each document depend only on
the concept and the document, so the query built from them (And, Or with its coordination
bonus, collectors) gets from Whoosh the floats it computed before: the same units, scores and
order. Which fields a hit matched in is read from the terms Whoosh says are matching
(``MatchedTerms``), not from every term matcher sitting on the document: in 8 of 4,500 random
queries tried that turned a hit "text" → "profile", where only a lone word of a glossary phrase
was in the unit's text.

Used only where it is exact: a searcher over one segment without deletions (what
``store.write_index`` writes) and the searcher's own weighting; anything else goes to Whoosh.
"""

from __future__ import annotations

from bisect import bisect_left

from whoosh.collectors import TermsCollector, WrappingCollector
from whoosh.matching import ListMatcher, NullMatcher, NullMatcherClass, ReadTooFar
from whoosh.query import Query, Term

_CACHE = "_bridge_laws_postings"  # on the searcher: (field, text) → a term's postings, as many as the index has
_WALKED = "_bridge_laws_walked"  # on the searcher: Walked → its matches, at most MAX_WALKED
_SIZES = "_bridge_laws_sizes"  # on the reader: (field, text) → Whoosh's size estimate
MAX_WALKED = 5000  # concepts kept per searcher (some thousands of queries' worth); then forgotten all at once


def remember_postings(searcher) -> None:
    """Let ``MemoTerm`` and ``Walked`` keep what they read for ``searcher`` (while it is open)."""
    reader = searcher.reader()
    if searcher.is_atomic() and not reader.has_deletions():
        setattr(searcher, _CACHE, {})
        setattr(searcher, _WALKED, {})
        setattr(reader, _SIZES, {})


class _Scored(ListMatcher):
    """A ListMatcher over documents whose scores are known: ``_scores``, one per id."""

    _scores: list
    _n: int  # len(ids): is_active() is asked at every step of every matcher above

    def score(self):
        return self._scores[self._i]

    def is_active(self):
        return self._i < self._n

    def skip_to(self, id):
        if self._i >= self._n:
            raise ReadTooFar
        if id > self._ids[self._i]:
            self._i = bisect_left(self._ids, id, self._i)

    def supports_block_quality(self):
        return False


class ScoredList(_Scored):
    """A term's postings, scored when they were read."""

    def __init__(self, ids, weights, values, format, scores, term, position=0):
        super().__init__(ids, weights, values, format, None, position, None, term)
        self._scores = scores
        self._n = len(ids)

    def copy(self):
        return ScoredList(self._ids, self._weights, self._values, self._format, self._scores, self._term, self._i)


class MemoTerm(Term):
    """``whoosh.query.Term``, its postings and scores read once per open searcher."""

    def _postings(self, searcher, context):
        cache = getattr(searcher, _CACHE, None)
        if cache is None or self.boost != 1.0 or self.minquality:
            return None
        if context is not None and context.weighting is not searcher.weighting:
            return None
        key = (self.fieldname, self.text)
        found = cache.get(key)
        if found is None:
            found = cache[key] = _read(searcher, self.fieldname, self.text)
        return found

    def matcher(self, searcher, context=None):
        found = self._postings(searcher, context)
        if found is None:
            return super().matcher(searcher, context)
        if not found[0]:
            return NullMatcher()
        return ScoredList(*found)

    def estimate_size(self, ixreader):
        """Whoosh's estimate (the term's document frequency), remembered: Or asks it of every
        term to shape its matcher tree."""
        sizes = getattr(ixreader, _SIZES, None)
        if sizes is None:
            return super().estimate_size(ixreader)
        key = (self.fieldname, self.text)
        size = sizes.get(key)
        if size is None:
            size = sizes[key] = super().estimate_size(ixreader)
        return size


_ABSENT = ([], [], [], None, [], None)


def _read(searcher, fieldname: str, text: str) -> tuple:
    """(ids, weights, values, format, scores, term) of a term: empty lists when it is not there."""
    schema = searcher.schema
    if fieldname not in schema:
        return _ABSENT
    field = schema[fieldname]
    try:
        btext = field.to_bytes(text)
    except ValueError:
        return _ABSENT
    if (fieldname, btext) not in searcher.reader():
        return _ABSENT
    m = searcher.postings(fieldname, btext, weighting=searcher.weighting)
    ids, weights, values, scores = [], [], [], []
    while m.is_active():
        ids.append(m.id())
        weights.append(m.weight())
        values.append(m.value())
        scores.append(m.score())
        m.next()
    return (ids, weights, values, field.format, scores, (fieldname, btext))


class Walked(Query):
    """A subquery whose matches, once Whoosh has walked them all, are kept (see the module)."""

    def __init__(self, query):
        self.query = query
        self.boost = 1.0
        self._hash = hash(("walked", query))  # once: Whoosh hashes a query by walking it

    def __eq__(self, other):
        return type(other) is Walked and other.query == self.query

    def __hash__(self):
        return self._hash

    def __repr__(self):
        return f"Walked({self.query!r})"

    def __str__(self):
        return str(self.query)

    def children(self):
        return [self.query]

    def estimate_size(self, ixreader):
        return self.query.estimate_size(ixreader)  # the tree above is shaped as for the query

    def estimate_min_size(self, ixreader):
        return self.query.estimate_min_size(ixreader)

    def matcher(self, searcher, context=None):
        cache = getattr(searcher, _WALKED, None)
        if cache is None or (context is not None and context.weighting is not searcher.weighting):
            return self.query.matcher(searcher, context)
        found = cache.get(self)
        if found is None:
            if len(cache) > MAX_WALKED:
                cache.clear()
            found = cache[self] = _walk(self.query.matcher(searcher, context))
        return NullMatcher() if found is None else WalkedList(*found)


def _walk(m):
    """(documents, scores, matching terms of each, number of term matchers) of the matcher
    ``m``, walked to the end; None for Whoosh's null matcher."""
    if isinstance(m, NullMatcherClass):
        return None
    leaves = sum(1 for _ in m.term_matchers())  # a coordination bonus above counts them
    ids, scores, terms = [], [], []
    while m.is_active():
        ids.append(m.id())
        scores.append(m.score())
        terms.append(tuple(m.matching_terms()))
        m.next()
    return ids, scores, terms, leaves


class WalkedList(_Scored):
    """A walked subquery: its documents, and at each its score and matching terms."""

    def __init__(self, ids, scores, terms, leaves, position=0):
        super().__init__(ids, None, None, None, None, position)
        self._scores, self._terms, self._leaves, self._n = scores, terms, leaves, len(ids)

    def weight(self):
        raise NotImplementedError("a walked query keeps scores, not weights")

    def supports(self, astype):
        return False

    def copy(self):
        return WalkedList(self._ids, self._scores, self._terms, self._leaves, self._i)

    def term(self):
        return None

    def children(self):
        return []

    def term_matchers(self):
        """As many as the walked tree had (``CoordMatcher`` counts them); they are stand-ins:
        ``matching_terms`` says which terms match."""
        return iter([self] * self._leaves)

    def matching_terms(self, id=None):
        if self._i < self._n and (id is None or id == self._ids[self._i]):
            yield from self._terms[self._i]


class MatchedTerms(TermsCollector):
    """Which terms each collected document matched: the terms Whoosh's matcher tree says are
    matching there (``Matcher.matching_terms``). Whoosh's TermsCollector instead lists every
    term matcher that happens to sit on the document, also one of a subquery that did not match
    it (a phrase whose other word ran out of documents); it cannot look inside a walked one."""

    def set_subsearcher(self, subsearcher, offset):
        WrappingCollector.set_subsearcher(self, subsearcher, offset)

    def collect(self, sub_docnum):
        child = self.child
        child.collect(sub_docnum)
        terms = list(child.matcher.matching_terms(sub_docnum))
        if terms:
            docnum = child.offset + sub_docnum
            for term in terms:
                self.termdocs[term].append(docnum)
            self.docterms[docnum] = terms
