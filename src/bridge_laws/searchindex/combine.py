"""A query tree evaluated over lists already in memory, with Whoosh's own arithmetic.

Whoosh answers a query by walking a tree of matcher objects a document at a time, in Python:
for a sentence of common words over 7,000 units that is 50 ms, though the documents, scores and
terms of every leaf are already known (``postings``: a term's postings read once; a concept
walked once). Here the same tree is evaluated a node at a time over dictionaries:

* the tree is the one Whoosh builds: ``make_weighted_tree`` on the same size estimates (And:
  the largest first, Or: the smallest), because floating-point sums depend on the order of
  their terms;
* each node does what its matcher does at a document: an intersection adds its two scores, a
  union adds them where both match and takes the one score elsewhere, ``CoordMatcher`` passes
  the sum and the number of matching terms through its ``_sqr``;
* the terms matching at a document are those of the leaves that match there, in tree order (a
  leaf under an intersection that the document fails matches nothing there).

So the documents, the floats and the terms are Whoosh's. A node of another shape (a phrase:
``Sequence``) is walked by Whoosh as it stands: what a subtree matches and scores at a document
does not depend on the tree around it. ``leaf`` (given by the caller) turns the caller's own
leaves (kept terms, walked concepts) into nodes.
"""

from __future__ import annotations

from whoosh.matching import NullMatcherClass


class Node:
    """A subtree's matches: ``scores`` (document → score), ``count`` (its term matchers, which a
    coordination bonus above divides by); ``terms(doc)`` and ``counts()`` (document → number of
    matching terms) as its matcher would say them."""

    __slots__ = ("scores", "count", "_where", "_terms", "_kids", "_kind", "_counts")

    def __init__(self, scores, count, where=None, terms=None, kids=(), kind="leaf"):
        self.scores, self.count = scores, count
        self._where, self._terms, self._kids, self._kind, self._counts = where, terms, kids, kind, None

    @classmethod
    def leaf(cls, ids, scores, terms, count):
        """A leaf from parallel lists: documents, scores, the terms matching at each."""
        return cls(dict(zip(ids, scores)), count, dict(zip(ids, range(len(ids)))), terms)

    def terms(self, doc) -> list:
        if self._kind == "leaf":
            i = self._where.get(doc)
            return [] if i is None else list(self._terms[i])
        out = []
        for kid in self._kids:
            if doc in kid.scores:
                out += kid.terms(doc)
        return out

    def counts(self) -> dict:
        if self._counts is None:
            if self._kind == "leaf":
                self._counts = {d: len(self._terms[i]) for d, i in self._where.items()}
            elif self._kind == "wrap":
                self._counts = self._kids[0].counts()
            else:
                a, b = (kid.counts() for kid in self._kids)
                self._counts = _merged(a, b) if self._kind == "or" else {d: a[d] + b[d] for d in self.scores}
        return self._counts


EMPTY = Node({}, 0, {}, [])


def evaluate(query, searcher, context, leaf) -> Node:
    """``query`` as a Node; ``leaf(query)`` gives the caller's own leaves (None: not one)."""
    from whoosh.query import And, NullQuery, Or

    if query is NullQuery:
        return EMPTY
    own = leaf(query)
    if own is not None:
        return own
    subs = getattr(query, "subqueries", None)
    if getattr(query, "boost", 1.0) != 1.0 or not subs:
        return whoosh_node(query, searcher, context)
    if type(query) is And:
        return _tree(subs, searcher, context, leaf, _intersection, lambda q, r: 0 - q.estimate_size(r))
    if isinstance(query, Or) and query.matcher_type == Or.DEFAULT_MATCHER and not query.minmatch:
        if len(subs) == 1:
            return evaluate(subs[0], searcher, context, leaf)
        node = _tree(subs, searcher, context, leaf, _union, lambda q, r: q.estimate_size(r))
        return _coordinated(node, query.scale) if query.scale and node.count else node
    return whoosh_node(query, searcher, context)


def whoosh_node(query, searcher, context) -> Node:
    """A subtree walked by Whoosh, document by document."""
    found = walk(query.matcher(searcher, context))
    return EMPTY if found is None else Node.leaf(*found)


def walk(m):
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


def _tree(subs, searcher, context, leaf, join, weight) -> Node:
    """The subqueries joined as ``whoosh.util.make_weighted_tree`` joins their matchers: sorted
    by weight (stable: matchers of equal weight compare equal), the two lightest joined and the
    result put back after the others of its weight, until one is left."""
    from bisect import bisect_right

    reader = searcher.reader()
    nodes = sorted(((weight(q, reader), evaluate(q, searcher, context, leaf)) for q in subs), key=lambda x: x[0])
    while len(nodes) > 1:
        (wa, a), (wb, b) = nodes.pop(0), nodes.pop(0)
        w = wa + wb
        nodes.insert(bisect_right([x[0] for x in nodes], w), (w, join(a, b)))
    return nodes[0][1]


def _intersection(a: Node, b: Node) -> Node:
    """``IntersectionMatcher``: the documents of both, ``a``'s score plus ``b``'s."""
    sa, sb = a.scores, b.scores
    return Node({d: sa[d] + sb[d] for d in sa.keys() & sb.keys()}, a.count + b.count, kids=(a, b), kind="and")


def _merged(a: dict, b: dict) -> dict:
    """Union of two document → number maps, adding where both have the document (``a`` first)."""
    out = b.copy()
    out.update(a)
    for d in a.keys() & b.keys():
        out[d] = a[d] + b[d]
    return out


def _union(a: Node, b: Node) -> Node:
    """``UnionMatcher``: the documents of either, scores added where both match."""
    return Node(_merged(a.scores, b.scores), a.count + b.count, kids=(a, b), kind="or")


def _coordinated(node: Node, scale: float) -> Node:
    """``CoordMatcher``: each score through ``_sqr`` with the number of terms matching there,
    over the number of term matchers in the tree."""
    termcount = node.count
    if termcount == 0 or termcount == scale:
        scores = dict.fromkeys(node.scores, 0)
    else:
        matching = node.counts()
        bonus, shrink = (termcount - scale) ** 2, (termcount - 1) / termcount
        scores = {d: (s + ((matching[d] - 1) / bonus)) * shrink for d, s in node.scores.items()}
    return Node(scores, node.count, kids=(node,), kind="wrap")


def all_terms(node: Node, ids) -> list[tuple]:
    """The terms matching at each of ``ids`` (what a walk would record), a leaf's own lists when
    the tree has no intersection to restrict them."""
    leaves = []
    if _leaves_only(node, leaves):
        if len(leaves) == 1:
            where, own = leaves[0]._where, leaves[0]._terms
            return [tuple(own[where[d]]) for d in ids]
        at = {d: [] for d in ids}
        for lf in leaves:
            own = lf._terms
            for d, i in lf._where.items():
                at[d].extend(own[i])
        return [tuple(at[d]) for d in ids]
    return [tuple(node.terms(d)) for d in ids]


def _leaves_only(node: Node, leaves: list) -> bool:
    """Whether ``node`` is unions of leaves (then a document matches in every leaf it is in),
    its leaves gathered in tree order."""
    if node._kind == "leaf":
        leaves.append(node)
        return True
    return node._kind in ("or", "wrap") and all(_leaves_only(kid, leaves) for kid in node._kids)
