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

import itertools
from bisect import bisect_left

from whoosh.collectors import TermsCollector, WrappingCollector
from whoosh.matching import ListMatcher, NullMatcher, ReadTooFar
from whoosh.query import Query, Term

from . import combine

_CACHE = "_bridge_laws_postings"  # on the searcher: (field, text) → a term's postings, as many as the index has
_WALKED = "_bridge_laws_walked"  # on the searcher: Walked → its matches, at most MAX_WALKED
_SIZES = "_bridge_laws_sizes"  # on the reader: (field, text) → Whoosh's size estimate
MAX_WALKED = 5000  # concepts kept per searcher (some thousands of queries' worth); then forgotten all at once
MAX_QUERIES = 32  # whole queries' ranked matches kept per searcher (up to half a MB each at 7,000 units)


def remember_postings(searcher) -> None:
    """Let ``MemoTerm`` and ``Walked`` keep what they read for ``searcher`` (while it is open)."""
    reader = searcher.reader()
    if searcher.is_atomic() and not reader.has_deletions():
        setattr(searcher, _CACHE, {})
        setattr(searcher, _WALKED, {})
        setattr(reader, _SIZES, {})


class Lexicon:
    """The terms of one field of an open reader, for ``in``: each answer looked up once."""

    __slots__ = ("_reader", "_field", "_known")

    def __init__(self, reader, field: str):
        self._reader, self._field, self._known = reader, field, {}

    def __contains__(self, term: str) -> bool:
        found = self._known.get(term)
        if found is None:
            found = self._known[term] = (self._field, term.encode("utf-8")) in self._reader
        return found


class DocsOf:
    """The documents with each value of an ID field (``lang``: ru, en), each read from the index
    the first time it is asked for, a block of postings at a time."""

    def __init__(self, searcher, field: str):
        self._searcher, self._field, self._known = searcher, field, {}

    def get(self, value, default=()):
        if value is None:
            return default
        found = self._known.get(value)
        if found is None:
            found = self._known[value] = frozenset(_ids(self._searcher, self._field, value))
        return found


def _ids(searcher, field: str, value: str) -> list[int]:
    """The documents of a term (of a field that is not scored: its matcher has no scorer)."""
    reader = searcher.reader()
    btext = value.encode("utf-8")
    if (field, btext) not in reader:
        return []
    m = reader.postings(field, btext)
    ids = []
    while m.is_active():
        if hasattr(m, "_read_ids") and hasattr(m, "_next_block"):  # Whoosh's own leaf matcher: a block at a time
            m._read_ids()
            ids.extend(m._ids[m._i:])
            m._next_block()
        else:
            ids.append(m.id())
            m.next()
    return ids


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
    found = _read_blocks(m)
    if found is None:
        ids, weights, values, scores = [], [], [], []
        while m.is_active():
            ids.append(m.id())
            weights.append(m.weight())
            values.append(m.value())
            scores.append(m.score())
            m.next()
    else:
        ids, weights, values, scores = found
    return (ids, weights, values, field.format, scores, (fieldname, btext))


def _read_blocks(m):
    """(ids, weights, values, scores) of a term's postings read a block at a time, or None when
    ``m`` is not Whoosh's own leaf matcher with a weight-and-length scorer (BM25F). Each score
    is the scorer's ``_score(weight, field length)``, as ``m.score()`` computes it posting by
    posting through three method calls (most of reading a common word: a few thousand postings)."""
    from whoosh.codec.whoosh3 import W3LeafMatcher
    from whoosh.scoring import WeightLengthScorer

    scorer = getattr(m, "scorer", None)
    if type(m) is not W3LeafMatcher or not isinstance(scorer, WeightLengthScorer) or not hasattr(scorer, "dfl"):
        return None
    ids, weights, values = [], [], []
    while m.is_active():
        m._read_ids()
        m._read_weights()
        m._read_values()
        ids.extend(m._ids[m._i:])
        weights.extend(m._weights[m._i:])
        values.extend(m._values[m._i:])
        m._next_block()
    score, dfl = scorer._score, scorer.dfl
    return ids, weights, values, [score(w, dfl(i)) for i, w in zip(ids, weights)]


class Walked(Query):
    """A subquery whose matches, once Whoosh has walked them all, are kept (see the module)."""

    def __init__(self, query):
        self.query = query
        self.boost = 1.0
        self._hash = hash(("walked", query))  # once: Whoosh hashes a query by walking it
        self._size = None  # (reader, estimate_size)

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
        """The query's estimate (the tree above is shaped as for the query), remembered for the
        reader it was asked of: Whoosh adds up its terms' estimates every time."""
        known = self._size
        if known is None or known[0] is not ixreader:
            known = self._size = (ixreader, self.query.estimate_size(ixreader))
        return known[1]

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
            found = cache[self] = _walked(self.query, searcher, context)
        return NullMatcher() if found is None else WalkedList(*found)


def _walked(query, searcher, context):
    """What walking ``query``'s matcher would find — (documents, scores, the terms matching at
    each, term matchers), None for a null one — from the tree evaluated over the lists already
    kept (``combine``): the same, without walking Whoosh's matchers a document at a time."""
    from whoosh.query import NullQuery

    if query is NullQuery or (type(query) is MemoTerm and not (query._postings(searcher, context) or [1])[0]):
        return None
    node = combine.evaluate(query, searcher, context, lambda q: _leaf(q, searcher, context))
    ids = sorted(node.scores)
    return ids, [node.scores[d] for d in ids], combine.all_terms(node, ids), node.count


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


# -- the top of a query, over walked concepts -----------------------------------------------------
#
# A query is its concepts (each ``Walked``) under an And, or an Or with a coordination bonus (the
# any-word fallback). ``collect`` evaluates that tree over the concepts' kept lists (``combine``:
# Whoosh's tree and arithmetic, node by node) and ranks as Whoosh's collector does (score, then
# document number), so the hits, scores, terms and totals are Whoosh's own.


class Match:
    """One collected document, as the engine reads a Whoosh hit."""

    __slots__ = ("docnum", "score", "_searcher", "_node")

    def __init__(self, docnum, score, searcher, node):
        self.docnum, self.score, self._searcher, self._node = docnum, score, searcher, node

    def fields(self):
        return self._searcher.stored_fields(self.docnum)

    def matched_terms(self):
        """The terms matching here, in tree order (``MatchedTerms``)."""
        return self._node.terms(self.docnum)


class Matches(list):
    """The top documents, best first; ``len`` is every match the filter let through (as for a
    Whoosh Results), iteration the top ones."""

    def __init__(self, top, total):
        super().__init__(top)
        self.total = total

    def __len__(self):
        return self.total


def collect(searcher, query, filt, limit: int):
    """The top ``limit`` documents of ``query`` allowed by the filter query ``filt`` (None: all),
    as Whoosh's TopCollector with ``MatchedTerms`` and a ``FilterCollector`` would collect them;
    None when the searcher keeps nothing (then Whoosh answers)."""
    if getattr(searcher, _WALKED, None) is None:
        return None
    context = searcher.context()
    if context.weighting is not searcher.weighting:
        return None
    node, ranked = _evaluated(query, searcher, context)
    allowed = _allowed(searcher, filt)
    if allowed is None:
        top, total = ranked[:limit], len(ranked)
    else:
        top = list(itertools.islice((x for x in ranked if -x[1] in allowed), limit))
        total = len(node.scores.keys() & allowed)
    return Matches([Match(-negdoc, score, searcher, node) for score, negdoc in top], total)


def _evaluated(query, searcher, context):
    """The query's node and its documents best first ((score, -document), as Whoosh's collector
    orders them), remembered per searcher for the queries asked lately (a query is asked again
    as a director refines it, and every hit asks for its terms)."""
    memo = searcher.__dict__.setdefault("_bridge_laws_queries", {})
    found = memo.get(query)
    if found is None:
        node = combine.evaluate(query, searcher, context, lambda q: _leaf(q, searcher, context))
        ranked = sorted(((s, -d) for d, s in node.scores.items()), reverse=True)
        if len(memo) > MAX_QUERIES:
            memo.clear()
        found = memo[query] = (node, ranked)
    return found


def _allowed(searcher, filt):
    """The documents a filter query lets through, remembered per searcher (few filters recur)."""
    if filt is None:
        return None
    memo = searcher.__dict__.setdefault("_bridge_laws_filters", {})
    found = memo.get(filt)
    if found is None:
        if len(memo) > 256:
            memo.clear()
        found = memo[filt] = frozenset(searcher.docs_for_query(filt))
    return found


def _leaf(query, searcher, context):
    """A kept list as a node: a term's postings, a walked concept (made once per concept and
    searcher, kept with its walked matches); None for any other query."""
    if type(query) is MemoTerm:
        found = query._postings(searcher, context)
        if found is None:
            return None
        ids, scores, term = found[0], found[4], found[5]
        return combine.Node.leaf(ids, scores, [(term,)] * len(ids), 1 if ids else 0)
    if type(query) is not Walked:
        return None
    nodes = searcher.__dict__.setdefault("_bridge_laws_nodes", {})
    node = nodes.get(query)
    if node is None:
        query.matcher(searcher, context)  # walks it, once
        found = getattr(searcher, _WALKED).get(query)
        node = combine.EMPTY if found is None else combine.Node.leaf(*found)
        if len(nodes) > MAX_WALKED:
            nodes.clear()
        nodes[query] = node
    return node
