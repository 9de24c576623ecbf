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


# -- the top of a query, over walked concepts -----------------------------------------------------
#
# A query is its concepts (each ``Walked``) under an And, or an Or with a coordination bonus (the
# any-word fallback). Whoosh walks such a tree a document at a time, through a matcher object per
# node, in Python: 50 ms for a sentence of common words over 7,000 units, though every concept's
# documents, scores and terms are already known. ``collect`` combines those lists directly, in
# the same tree Whoosh builds (``make_weighted_tree`` on the same size estimates: floating-point
# sums depend on the order of their terms), with the same arithmetic at each node (an
# intersection adds its two scores, a union adds them where both match, ``CoordMatcher._sqr``
# over the count of matching terms), and ranks as the collector does (score, then document
# number); so the hits, scores and totals are Whoosh's own. Any other shape of query goes to
# Whoosh (None).


class Match:
    """One collected document, as the engine reads a Whoosh hit."""

    __slots__ = ("docnum", "score", "_searcher", "_leaves")

    def __init__(self, docnum, score, searcher, leaves):
        self.docnum, self.score, self._searcher, self._leaves = docnum, score, searcher, leaves

    def fields(self):
        return self._searcher.stored_fields(self.docnum)

    def matched_terms(self):
        """The terms matching here, the concepts in tree order (``MatchedTerms``)."""
        out = []
        for where, terms, _ in self._leaves:
            i = where.get(self.docnum)
            if i is not None:
                out.extend(terms[i])
        return out


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
    None when the query is not concepts under And / Or (then Whoosh answers)."""
    import heapq

    if getattr(searcher, _WALKED, None) is None:
        return None
    context = searcher.context()
    if context.weighting is not searcher.weighting:
        return None
    node = _node(query, searcher, context)
    if node is None:
        return None
    scores, leaves = node
    allowed = _allowed(searcher, filt)
    found = [(score, -doc) for doc, score in scores.items() if allowed is None or doc in allowed]
    top = heapq.nlargest(limit, found)
    return Matches([Match(-negdoc, score, searcher, leaves) for score, negdoc in top], len(found))


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


def _node(query, searcher, context):
    """(document → score, leaves) of a subtree, leaves = [(document → index, terms, term
    matchers)] of its walked concepts in tree order; None for a shape not handled here."""
    from whoosh.query import And, NullQuery, Or

    if query is NullQuery:
        return {}, []
    if type(query) is Walked:
        return _leaf(query, searcher, context)
    if getattr(query, "boost", 1.0) != 1.0 or not query.subqueries:
        return None
    if type(query) is And:
        return _tree(query, searcher, context, _intersection, lambda q, r: 0 - q.estimate_size(r))
    if isinstance(query, Or) and query.matcher_type == Or.DEFAULT_MATCHER and not query.minmatch:
        if len(query.subqueries) == 1:
            return _node(query.subqueries[0], searcher, context)
        node = _tree(query, searcher, context, _union, lambda q, r: q.estimate_size(r))
        if node is not None and query.scale and any(count for _, _, count in node[1]):
            node = _coordinated(node, query.scale)
        return node
    return None


def _leaf(query, searcher, context):
    """A walked concept as a node: its scores by document and where each document is in its
    lists; made once per concept and searcher (kept with its walked matches)."""
    nodes = searcher.__dict__.setdefault("_bridge_laws_nodes", {})
    node = nodes.get(query)
    if node is None:
        query.matcher(searcher, context)  # walks it, once
        found = getattr(searcher, _WALKED).get(query)
        if found is None:
            node = {}, []
        else:
            ids, scores, terms, leaves = found
            node = dict(zip(ids, scores)), [(dict(zip(ids, range(len(ids)))), terms, leaves)]
        if len(nodes) > MAX_WALKED:
            nodes.clear()
        nodes[query] = node
    return node


def _tree(query, searcher, context, join, weight):
    """The subqueries joined as ``whoosh.util.make_weighted_tree`` joins their matchers: sorted
    by weight (stable: matchers of equal weight compare equal), the two lightest joined and the
    result put back after the others of its weight, until one is left."""
    from bisect import bisect_right

    reader = searcher.reader()
    nodes = []
    for q in query.subqueries:
        node = _node(q, searcher, context)
        if node is None:
            return None
        nodes.append((weight(q, reader), node))
    nodes.sort(key=lambda x: x[0])
    while len(nodes) > 1:
        (wa, a), (wb, b) = nodes.pop(0), nodes.pop(0)
        w = wa + wb
        nodes.insert(bisect_right([x[0] for x in nodes], w), (w, join(a, b)))
    return nodes[0][1]


def _intersection(a, b):
    """``IntersectionMatcher``: the documents of both, the score of ``a`` plus that of ``b``."""
    sa, sb = a[0], b[0]
    if len(sa) > len(sb):
        both = {d: sa[d] + sb[d] for d in sb if d in sa}
    else:
        both = {d: sa[d] + sb[d] for d in sa if d in sb}
    return both, a[1] + b[1]


def _union(a, b):
    """``UnionMatcher``: the documents of either, scores added where both match (``a``'s first)."""
    sa, sb = a[0], b[0]
    out = dict(sb)
    for d, s in sa.items():
        other = sb.get(d)
        out[d] = s if other is None else s + other
    return out, a[1] + b[1]


def _coordinated(node, scale: float):
    """``CoordMatcher``: each score through ``_sqr`` with the number of terms matching there,
    over the number of term matchers in the tree."""
    scores, leaves = node
    termcount = sum(count for _, _, count in leaves)
    if termcount == 0 or termcount == scale:
        return {d: 0 for d in scores}, leaves
    matching = dict.fromkeys(scores, 0)
    for where, terms, _ in leaves:
        for d, i in where.items():
            matching[d] += len(terms[i])
    bonus, shrink = (termcount - scale) ** 2, (termcount - 1) / termcount
    return {d: (s + ((matching[d] - 1) / bonus)) * shrink for d, s in scores.items()}, leaves
