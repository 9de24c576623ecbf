"""Term queries whose postings, once read, are kept in memory with their scores.

Whoosh makes a matcher for every term of a query anew: it checks the term is in the index,
finds its postings, decompresses their first block and builds a BM25F scorer, then scores each
posting as the query reaches it (half of a warm query's time went to making and walking these
matchers). An open reader never changes, and a term's score in a document depends only on that
document: ``MemoTerm`` reads a term's postings once per open searcher, scoring each with
Whoosh's own scorer, and afterwards answers with a ``whoosh.matching.ListMatcher`` over those
lists. The rest of the query (Or, And, Sequence, coordination, collectors) is Whoosh's, and every
score is the float Whoosh computed: answers are unchanged.

Used only where it is exact: a searcher over one segment without deletions (what
``store.write_index`` writes) and the searcher's own weighting; anything else is Whoosh's Term.
"""

from __future__ import annotations

from bisect import bisect_left

from whoosh.collectors import TermsCollector
from whoosh.matching import ListMatcher, NullMatcher, ReadTooFar
from whoosh.query import Or, Term

_CACHE = "_bridge_laws_postings"
_SIZES = "_bridge_laws_sizes"


def remember_postings(searcher) -> None:
    """Let ``MemoTerm`` keep postings for ``searcher`` (for as long as it is open)."""
    reader = searcher.reader()
    if searcher.is_atomic() and not reader.has_deletions():
        setattr(searcher, _CACHE, {})
        setattr(reader, _SIZES, {})


class ScoredList(ListMatcher):
    """A ListMatcher whose scores were computed when its postings were read."""

    def __init__(self, ids, weights, values, format, scores, term, position=0):
        super().__init__(ids, weights, values, format, None, position, None, term)
        self._scores = scores
        self._n = len(ids)

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


def _read(searcher, fieldname: str, text: str) -> tuple:
    """(ids, weights, values, format, scores, term) of a term: empty lists when it is not there."""
    schema = searcher.schema
    if fieldname not in schema:
        return ([], [], [], None, [], None)
    field = schema[fieldname]
    try:
        btext = field.to_bytes(text)
    except ValueError:
        return ([], [], [], None, [], None)
    if (fieldname, btext) not in searcher.reader():
        return ([], [], [], None, [], None)
    m = searcher.postings(fieldname, btext, weighting=searcher.weighting)
    ids, weights, values, scores = [], [], [], []
    while m.is_active():
        ids.append(m.id())
        weights.append(m.weight())
        values.append(m.value())
        scores.append(m.score())
        m.next()
    return (ids, weights, values, field.format, scores, (fieldname, btext))


class MemoOr(Or):
    """An Or of ``MemoTerm``s (one word's terms in every field) whose union, once walked by
    Whoosh, is kept: afterwards one list answers for the whole tree of union matchers Whoosh
    would walk again (the largest part of a query that remained). Kept per open searcher: the
    documents, Whoosh's scores and weights, and which terms each document has, so that the
    collectors and a coordination bonus above it see what they saw in Whoosh's tree."""

    matcher_type = Or.DEFAULT_MATCHER

    def matcher(self, searcher, context=None):
        cache = getattr(searcher, _CACHE, None)
        subs = self.subqueries
        if (cache is None or len(subs) < 2 or self.boost != 1.0 or self.scale or self.minmatch
                or (context is not None and context.weighting is not searcher.weighting)
                or not all(type(q) is MemoTerm and q.boost == 1.0 and not q.minquality for q in subs)):
            return super().matcher(searcher, context)
        key = ("or", *((q.fieldname, q.text) for q in subs))
        found = cache.get(key)
        if found is None:
            found = cache[key] = _walk(Or.matcher(self, searcher, context), subs, searcher, context)
        if not found[0]:
            return NullMatcher()
        return MergedList(*found)


def _walk(tree, subs, searcher, context) -> tuple:
    """(ids, weights, scores, terms of each document's leaves, leaf order) of Whoosh's union
    matcher ``tree`` over the terms ``subs``, walked to the end."""
    leaves = list(tree.term_matchers())  # Whoosh's leaf order, for the collectors
    postings = [q._postings(searcher, context) for q in subs]
    owners = [next(k for k, p in enumerate(postings) if p[0] is leaf._ids and p[-1] == leaf.term())
              for leaf in leaves]
    sets = [set(p[0]) for p in postings]
    ids, weights, scores, present = [], [], [], []
    while tree.is_active():
        doc = tree.id()
        ids.append(doc)
        weights.append(tree.weight())
        scores.append(tree.score())
        present.append(frozenset(k for k, s in enumerate(sets) if doc in s))
        tree.next()
    terms = [p[-1] for p in postings]
    return ids, weights, scores, present, [(k, terms[k]) for k in owners]


class MergedList(ListMatcher):
    """The walked union: its documents and scores, and a stand-in for each of its term matchers."""

    def __init__(self, ids, weights, scores, present, leaves, position=0):
        super().__init__(ids, weights, None, None, None, position)
        self._scores = scores
        self._present = present
        self._leaves = leaves
        self._n = len(ids)

    def is_active(self):
        return self._i < self._n

    def skip_to(self, id):
        if self._i >= self._n:
            raise ReadTooFar
        if id > self._ids[self._i]:
            self._i = bisect_left(self._ids, id, self._i)

    def score(self):
        return self._scores[self._i]

    def supports_block_quality(self):
        return False

    def supports(self, astype):
        return False

    def copy(self):
        return MergedList(self._ids, self._weights, self._scores, self._present, self._leaves, self._i)

    def term(self):
        return None

    def children(self):
        return []

    def term_matchers(self):
        for k, term in self._leaves:
            yield _Leaf(self, k, term)

    def matching_terms(self, id=None):
        if self._i >= self._n or (id is not None and id != self._ids[self._i]):
            return
        present = self._present[self._i]
        for k, term in self._leaves:
            if k in present:
                yield term


class _Leaf:
    """One term matcher of a walked union, as the collectors ask of it: at the union's document
    when that document has its term."""

    __slots__ = ("_union", "_k", "_term")

    def __init__(self, union: MergedList, k: int, term):
        self._union, self._k, self._term = union, k, term

    def is_active(self):
        u = self._union
        return u._i < u._n and self._k in u._present[u._i]

    def id(self):
        return self._union.id()

    def term(self):
        return self._term


class LeafTerms(TermsCollector):
    """Whoosh's TermsCollector (which terms each collected document matched): a walked union
    asked once for all its stand-ins, and a remembered term's list read directly, instead of
    two method calls for every term matcher at every document."""

    def set_subsearcher(self, subsearcher, offset):
        super().set_subsearcher(subsearcher, offset)
        lists, other, unions = [], [], {}
        for tm in self.termmatchers:
            if isinstance(tm, _Leaf):
                unions.setdefault(id(tm._union), (tm._union, []))[1].append((tm._k, tm._term))
            elif type(tm) is ScoredList:
                lists.append(tm)
            else:
                other.append(tm)
        self._lists, self._other, self._unions = lists, other, list(unions.values())

    def collect(self, sub_docnum):
        child = self.child
        child.collect(sub_docnum)
        found = []
        for tm in self._lists:  # ScoredList: is_active() and id() == sub_docnum, inline
            i = tm._i
            if i < tm._n and tm._ids[i] == sub_docnum:
                found.append(tm._term)
        for tm in self._other:
            if tm.is_active() and tm.id() == sub_docnum:
                found.append(tm.term())
        for union, leaves in self._unions:
            i = union._i
            if i < union._n and union._ids[i] == sub_docnum:
                present = union._present[i]
                found.extend(term for k, term in leaves if k in present)
        if found:
            docnum = child.offset + sub_docnum
            for term in found:
                self.termdocs[term].append(docnum)
                self.docterms[docnum].append(term)
