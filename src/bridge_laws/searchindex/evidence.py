"""Ranking by evidence: the best-supported unit first, whatever the language of its text.

What a unit is known by comes in independent *signals*, each a group of the index's fields
(``SIGNALS``): its own words (title, text, footnotes), the glossary names that point to it, the
subject-index entries, the sentences of other laws that cite it, and the situation index
(editorial phrases of what happens at the table). Each concept of the query (``plan``) scores
BM25 in every field it matches (``term_score``; a field's boost multiplies a word's weight, as
the index stores it). A unit's score is

    evidence × coverage² × (1 + SIGNAL_BONUS × (signals − 1)) × (1 + LANG_EDGE if in the query's language)

* *evidence*: the concepts' scores added up, a generic concept's (a word of the game alone:
  "declarer", «взятка») weighed ``GENERIC_WEIGHT``;
* *coverage*: the share of the query's concepts (by weight) the unit matches — a unit with every
  concept first, one that shares a single common word far behind;
* *signals*: how many independent signals carry its non-generic concepts: a law reached by the
  situation index, its glossary term and its subject-index entry beats one whose text merely
  repeats a word;
* the query's language decides only between comparable units (``LANG_EDGE``).

A unit is answered once (``one_per_unit``): its best version, the others named as its parallels —
the same section in three versions would otherwise fill the first three places.

Scores are rounded to ``1 / PRECISION`` (half up) before they are compared, and equal scores keep the index's
order, so the browser (``static/rank.js``, the same arithmetic in the same order) ranks alike.
Every hit also says in one line why it was chosen (``why_line``).
"""

from __future__ import annotations

import math

from .analyzer import FIELD_B, FIELD_K1, FIELDS
from .plan import Concept, Plan

SIGNALS = (("text", ("title", "text", "notes")), ("glossary", ("terms",)), ("index", ("subjects",)),
           ("cited", ("cited",)), ("situations", ("situations",)))
SIGNAL_OF = tuple(next(i for i, (_, names) in enumerate(SIGNALS) if f in names) for f in FIELDS)
GENERIC_WEIGHT = 0.25
SIGNAL_BONUS = 0.25
LANG_EDGE = 0.1
# Searched for without a kind, a ruling weighs this much of its score: the law first, then how it
# was ruled (a ruling's facts say more words than a unit, and would outrank the law they apply).
RULING_WEIGHT = 0.5
PRECISION = 1_000_000  # scores compared as round(score × PRECISION)
MAX_CONCEPTS = 20_000  # concepts whose matches an open index keeps; then it forgets them all


class Scorer:
    """BM25 of a term in a field of a unit, over an index's statistics (``source``: ``weights(f,
    term)`` → {doc: weight}, ``doc_length(doc, f)``, ``avg(f)`` (the average length over every
    unit), ``count``, ``positions(f, term, doc)``), with each concept's matches per unit
    remembered."""

    def __init__(self, source):
        self.source = source
        self._concepts: dict[tuple, dict] = {}

    def term_score(self, f: int, term: str, doc: int) -> float:
        postings = self.source.weights(f, term)
        w = postings.get(doc)
        if not w:
            return 0.0
        return self._bm25(f, w, len(postings), doc)

    def _bm25(self, f: int, w: float, df: int, doc: int) -> float:
        idf = math.log(self.source.count / (df + 1)) + 1
        b, k1 = FIELD_B[f], FIELD_K1[f]
        return idf * ((w * (k1 + 1)) / (w + k1 * ((1 - b) + b * self.source.doc_length(doc, f) / self.source.avg(f))))

    def _slot(self, slot, fields) -> dict:
        """doc → [score per field] of one word (its terms ``slot``) in ``fields``, walking its
        postings: per document and field the terms' scores added in the slot's order, as
        ``slot_score`` adds them unit by unit."""
        found: dict[int, list[float]] = {}
        n = len(FIELDS)
        count, length = self.source.count, self.source.doc_length
        for t in slot:
            for f in fields:
                postings = self.source.weights(f, t)
                if not postings:
                    continue
                # _bm25's arithmetic, its factors taken out of the loop in the same order
                idf = math.log(count / (len(postings) + 1)) + 1
                b, k1, avg = FIELD_B[f], FIELD_K1[f], self.source.avg(f)
                for doc, w in postings.items():
                    v = found.get(doc)
                    if v is None:
                        v = found[doc] = [0.0] * n
                    v[f] += idf * ((w * (k1 + 1)) / (w + k1 * ((1 - b) + b * length(doc, f) / avg)))
        return found

    def vectors(self, concept: Concept) -> dict:
        """doc → ``vector(concept, doc)`` for every unit with some postings of the concept, made
        alternative by alternative from the postings instead of unit by unit: the same sums in
        the same order (``tests/test_search_memory.py`` compares the two)."""
        out: dict[int, list[float]] = {}
        n = len(FIELDS)
        every = tuple(range(n))
        for alt in concept.alts:
            fields = alt.fields or every
            slots = [self._slot(slot, fields) for slot in alt.slots]
            docs = set(slots[0]).intersection(*slots[1:]) if slots else set()
            for doc in sorted(docs):
                per = [s[doc] for s in slots]
                v = out.get(doc)
                if v is None:
                    v = out[doc] = [0.0] * n
                if not alt.seq or len(per) == 1:  # each word in any of the fields
                    if all(any(sv) for sv in per):
                        for sv in per:
                            for f in range(n):
                                v[f] += sv[f]
                    continue
                for f in fields:  # a phrase: all its words in one field, side by side
                    if all(sv[f] for sv in per) and self.together(alt.slots, doc, f):
                        for sv in per:
                            v[f] += sv[f]
        return out

    def slot_score(self, slot, doc: int, f: int) -> float:
        total = 0.0
        for t in slot:
            total += self.term_score(f, t, doc)
        return total

    def docs_of(self, concept: Concept) -> set:
        found = set()
        for alt in concept.alts:
            for slot in alt.slots:
                for t in slot:
                    for f in (alt.fields or range(len(FIELDS))):
                        found.update(self.source.weights(f, t))
        return found

    def concept(self, concept: Concept) -> dict:
        """doc → ``Match`` for every unit ``concept`` matches (remembered)."""
        key = concept.key
        found = self._concepts.get(key)
        if found is None:
            vectors = self.vectors(concept)
            found = {doc: Match.of(vectors[doc]) for doc in sorted(vectors) if any(vectors[doc])}
            if len(self._concepts) > MAX_CONCEPTS:
                self._concepts.clear()
            self._concepts[key] = found
        return found

    def matches(self, plan: Plan, doc: int) -> list:
        """Per concept of ``plan``, its ``Match`` in ``doc`` or None."""
        return [self.concept(c).get(doc) for c in plan.concepts]

    def vector(self, concept: Concept, doc: int) -> list[float]:
        v = [0.0] * len(FIELDS)
        for alt in concept.alts:
            fields = alt.fields or tuple(range(len(FIELDS)))
            if not alt.seq or len(alt.slots) == 1:  # each word in any of the fields
                per = []
                for slot in alt.slots:
                    sv = [self.slot_score(slot, doc, f) if f in fields else 0.0 for f in range(len(FIELDS))]
                    if not any(sv):
                        per = None
                        break
                    per.append(sv)
                for sv in per or ():
                    for f in range(len(FIELDS)):
                        v[f] += sv[f]
                continue
            for f in fields:  # a phrase: all its words in one field, side by side
                scores = [self.slot_score(slot, doc, f) for slot in alt.slots]
                if all(scores) and self.together(alt.slots, doc, f):
                    for s in scores:
                        v[f] += s
        return v

    def together(self, slots, doc: int, f: int) -> bool:
        """The slots' words stand one after another (a word may carry several terms at one place)."""
        at = self._positions(slots[0], doc, f)
        for slot in slots[1:]:
            if not at:
                return False
            here = self._positions(slot, doc, f)
            at = {p for p in here if p in at or p - 1 in at}
        return bool(at)

    def _positions(self, slot, doc: int, f: int) -> set:
        found = set()
        for t in slot:
            found.update(self.source.positions(f, t, doc))
        return found


class Match(tuple):
    """What a concept matched in a unit: its score per field, their sum (added in field order) and
    the signals it matched in (a bit per signal)."""

    __slots__ = ()

    @classmethod
    def of(cls, v: list[float]) -> "Match":
        total, signals = 0.0, 0
        for f, x in enumerate(v):
            total += x
            if x:
                signals |= 1 << SIGNAL_OF[f]
        return cls((tuple(v), total, signals))


def weight(concept: Concept) -> float:
    return GENERIC_WEIGHT if concept.generic else 1.0


def rank(scorer: Scorer, plan: Plan, allowed, lang_docs: set | None, rulings=frozenset()) -> list[tuple[float, int]]:
    """(score, doc) of every unit ``allowed(doc)`` lets through that matches some concept, best
    first (what each concept matched in one: ``scorer.matches(plan, doc)``); ``lang_docs``: the
    units in the query's language (None when the query has none); ``rulings``: the documents that
    are rulings (``RULING_WEIGHT``).

    ``unit_score``'s sums are made concept by concept over each concept's table rather than unit
    by unit: each unit's evidence, coverage and signals get the same additions in the same order,
    so the same floats (``tests/test_search_memory.py`` compares the two)."""
    tables = [scorer.concept(c) for c in plan.concepts]
    weights = [weight(c) for c in plan.concepts]
    whole = 0.0
    for w in weights:
        whole += w
    specific = [not c.generic for c in plan.concepts] if not all(c.generic for c in plan.concepts) \
        else [True] * len(plan.concepts)
    sums: dict[int, list] = {}  # doc → [evidence, met, signals]
    for table, w, counts in zip(tables, weights, specific):
        for doc, m in table.items():
            s = sums.get(doc)
            if s is None:
                s = sums[doc] = [0.0, 0.0, 0]
            s[0] += w * m[1]
            s[1] += w
            if counts:
                s[2] |= m[2]
    ranked = []
    for doc, (evidence, met, signals) in sums.items():
        if not allowed(doc):
            continue
        score = combined(evidence, met, whole, signals)
        if lang_docs is not None and doc in lang_docs:
            score *= 1 + LANG_EDGE
        if doc in rulings:
            score *= RULING_WEIGHT
        ranked.append((-math.floor(score * PRECISION + 0.5), doc, score))
    ranked.sort()
    return [(score, doc) for _, doc, score in ranked]


def one_per_unit(ranked, ref_of, limit: int | None = None) -> list:
    """``ranked`` with each ref once (its best version: the first), up to ``limit`` of them."""
    seen, out = set(), []
    for item in ranked:
        ref = ref_of(item[1])
        if ref not in seen:
            seen.add(ref)
            out.append(item)
            if limit is not None and len(out) >= limit:
                break
    return out


def unit_score(matches, weights, whole: float, specific) -> float:
    """evidence × coverage² × signal bonus (see the module) of one unit: what ``rank`` works out
    for every unit at once."""
    evidence = met = 0.0
    signals = 0
    for m, w, counts in zip(matches, weights, specific):
        if m is None:
            continue
        evidence += w * m[1]
        met += w
        if counts:
            signals |= m[2]
    return combined(evidence, met, whole, signals)


def combined(evidence: float, met: float, whole: float, signals: int) -> float:
    """A unit's score from its concepts' evidence (weighted sum), the weight of the concepts it
    matches (``met``) of the query's (``whole``) and the signals that carry them (a bit each)."""
    coverage = met / whole if whole else 0.0
    n = signals.bit_count()
    return evidence * (coverage * coverage) * (1 + SIGNAL_BONUS * max(0, n - 1))
