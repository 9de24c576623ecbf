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

A unit is answered once (``one_per_unit``): at the place of its best version, the others named as
its parallels — the same section in three versions would otherwise fill the first three places —
and by the version a reader would open (``shown_version``): of those the query matched, one with
text before one without, the query's language before the other, the newest edition first (as a
ref's jump orders them).

Scores are rounded to ``1 / PRECISION`` (half up) before they are compared, and equal scores keep the index's
order, so the browser (``static/rank.js``, the same arithmetic in the same order) ranks alike.
Every hit also says in one line why it was chosen (``why_line``).
"""

from __future__ import annotations

import heapq
import math
from typing import NamedTuple

from ..model import reader_order
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
# … unless it holds every concept of a query of at least this many: a director who types a case's
# own words ("North thought for 20 seconds") is looking for that ruling
RULING_WHOLE = 3
PRECISION = 1_000_000  # scores compared as round(score × PRECISION)
MAX_CONCEPTS = 20_000  # concepts whose matches an open index keeps; then it forgets them all
LEADERS = 24  # the units a concept adds most to, scored first to learn what the best units score (``top``)
# Slack on an upper bound of a score: the bound adds the same floats in another order than the
# score does (each addition may round differently; far below one unit of PRECISION)
BOUND_SLACK = 1e-9


class Scorer:
    """BM25 of a term in a field of a unit, over an index's statistics (``source``: ``weights(f,
    term)`` → {doc: weight}, ``doc_length(doc, f)``, ``avg(f)`` (the average length over every
    unit), ``count``, ``positions(f, term, doc)``), with each concept's matches per unit
    remembered."""

    def __init__(self, source):
        self.source = source
        self._concepts: dict[tuple, dict] = {}
        self._bounds: dict[tuple, Bound] = {}

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
        columns = getattr(self.source, "lengths", lambda f: None)
        for t in slot:
            for f in fields:
                postings = self.source.weights(f, t)
                if not postings:
                    continue
                # _bm25's arithmetic, its factors taken out of the loop in the same order
                idf = math.log(count / (len(postings) + 1)) + 1
                b, k1, avg = FIELD_B[f], FIELD_K1[f], self.source.avg(f)
                one_b, k1_1 = 1 - b, k1 + 1
                column = columns(f)  # every unit's length in the field, when the source has them at once
                short = len(column) if column is not None else 0
                for doc, w in postings.items():
                    v = found.get(doc)
                    if v is None:
                        v = found[doc] = [0.0] * n
                    size = column[doc] if doc < short else length(doc, f)
                    v[f] += idf * ((w * k1_1) / (w + k1 * (one_b + b * size / avg)))
        return found

    def vectors(self, concept: Concept) -> dict:
        """doc → ``vector(concept, doc)`` for every unit with some postings of the concept, made
        alternative by alternative from the postings instead of unit by unit: the same sums in
        the same order (``tests/test_search_memory.py`` compares the two)."""
        out: dict[int, list[float]] = {}
        n = len(FIELDS)
        every = tuple(range(n))
        if len(concept.alts) == 1 and len(concept.alts[0].slots) == 1:  # a plain word: its slot's
            alt = concept.alts[0]  # sums as they are (each added to 0.0 below: the same floats)
            return {doc: v for doc, v in self._slot(alt.slots[0], alt.fields or every).items() if any(v)}
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
        """doc → ``match_of`` for every unit ``concept`` matches (remembered)."""
        key = concept.key
        found = self._concepts.get(key)
        if found is None:
            vectors = self.vectors(concept)
            found = {doc: match_of(vectors[doc]) for doc in sorted(vectors) if any(vectors[doc])}
            if len(self._concepts) > MAX_CONCEPTS:
                self._concepts.clear()
                self._bounds.clear()
            self._concepts[key] = found
        return found

    def bound(self, concept: Concept) -> "Bound":
        """The most ``concept`` adds to any unit, and its leaders (``Bound``; remembered)."""
        key = concept.key
        found = self._bounds.get(key)
        if found is None:
            table = self.concept(concept)
            sums = [(m[1], doc) for doc, m in table.items()]
            signals = 0
            for m in table.values():
                signals |= m[2]
            leaders = heapq.nlargest(LEADERS, sums)  # compared as tuples: no key called per unit
            found = self._bounds[key] = Bound(leaders[0][0] if leaders else 0.0, signals,
                                              tuple(doc for _, doc in leaders))
        return found

    def matches(self, plan: Plan, doc: int) -> list:
        """Per concept of ``plan``, its ``match_of`` in ``doc`` or None."""
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


def match_of(v: list[float]) -> tuple:
    """What a concept matched in a unit: (its score per field, their sum added in field order, the
    signals it matched in, a bit per signal). A plain tuple of plain values: the garbage collector
    stops tracking those after one pass, never a tuple subclass's (at full size the concepts an
    open index keeps were 53,000 of them, walked by every full collection: a 50 ms pause)."""
    total, signals = 0.0, 0
    for f, x in enumerate(v):
        total += x
        if x:
            signals |= 1 << SIGNAL_OF[f]
    return (tuple(v), total, signals)


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
    weights, whole, specific = _weights(plan)
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
        if doc in rulings and not _whole(tables, doc):
            score *= RULING_WEIGHT
        ranked.append((-math.floor(score * PRECISION + 0.5), doc, score))
    ranked.sort()
    return [(score, doc) for _, doc, score in ranked]


def _whole(tables, doc: int) -> bool:
    """Whether ``doc`` matches every concept of a query of at least ``RULING_WHOLE``."""
    return len(tables) >= RULING_WHOLE and all(doc in table for table in tables)


def _weights(plan: Plan) -> tuple[list[float], float, list[bool]]:
    """Each concept's weight, their sum (added in order: the same float as unit by unit), and
    whether each counts as a signal (a generic concept does not, unless every concept is generic)."""
    weights = [weight(c) for c in plan.concepts]
    whole = 0.0
    for w in weights:
        whole += w
    specific = [not c.generic for c in plan.concepts] if not all(c.generic for c in plan.concepts) \
        else [True] * len(plan.concepts)
    return weights, whole, specific


class Bound(NamedTuple):
    """Of one concept over every unit it matches: its greatest sum (``match_of``), every signal
    it matched in, and the units with the greatest sums, best first (``LEADERS`` of them)."""

    best: float
    signals: int
    leaders: tuple[int, ...]


def top(scorer: Scorer, plan: Plan, allowed: set | None, lang_docs: set | None, rulings, unit_of,
        limit: int) -> tuple[list[tuple[float, int]], int]:
    """The head of ``rank``'s list (the same (score, doc), in the same order) that holds its first
    ``limit`` units (``one_per_unit(…, unit_of, limit)`` gives the same), and the length of the
    whole list, without scoring every unit that matches some concept (MaxScore pruning).

    The concepts' leaders (``Bound``) are scored first: the ``limit``-th unit among them scores
    θ, and the final ``limit``-th unit no less. A unit matching only the concepts of a set S scores
    at most (Σ weight × best over S) × (Σ weight over S / whole)² × the bonus of S's signals × the
    language's edge (``_rounded_bound``): a unit whose S cannot reach θ is never scored
    (``_candidates``). ``allowed``: the units the filters keep (None: all)."""
    tables = [scorer.concept(c) for c in plan.concepts]
    every = set().union(*tables)
    total = len(every if allowed is None else every & allowed)
    weights, whole, specific = _weights(plan)
    score = _score_with(tables, weights, specific, whole, lang_docs, rulings)
    bounds = [scorer.bound(c) for c in plan.concepts]
    seed = {doc for b in bounds for doc in b.leaders}
    scored = sorted(score(doc) for doc in _kept(seed, allowed))
    theta = _limit_th(scored, unit_of, limit)
    if theta is None:  # the leaders hold fewer than ``limit`` units: every unit is scored
        scored += [score(doc) for doc in _kept(every - seed, allowed)]
    else:
        how = (bounds, weights, specific, whole, lang_docs is not None, theta)
        many, alone = _candidates(tables, how)
        scored += [score(doc) for doc in _kept(many - seed, allowed)]
        scored += [score(doc, i) for i, docs in alone for doc in _kept(docs - seed, allowed)]
    scored.sort()
    return [(s, doc) for key, doc, s in scored if theta is None or key <= theta], total


def _kept(docs: set, allowed: set | None) -> set:
    return docs if allowed is None else docs & allowed


def _candidates(tables, how) -> tuple[set, list[tuple[int, set]]]:
    """The units that may rank at θ or above, by the concepts they match: at least the fewest
    that can reach it (``_fewest``), one of them a concept that cannot be left out
    (``_left_out``); when two can reach it, only a pair that can (``_rounded_bound`` of the two);
    when one can, per such concept the units matching it alone (scored from it alone)."""
    left, fewest = _left_out(*how), _fewest(*how)
    held = set().union(*(t for i, t in enumerate(tables) if i not in left))
    levels = _levels(tables, max(3, fewest))
    if fewest > 2:
        return held & levels[fewest - 1], []
    theta, n = how[-1], len(tables)
    many = held & levels[2]
    for a in range(n):
        for b in range(a + 1, n):
            if -_rounded_bound({a, b}, *how[:5]) <= theta:
                many |= tables[a].keys() & tables[b].keys()
    if fewest > 1:
        return many, []
    strong = [i for i in range(n) if -_rounded_bound({i}, *how[:5]) <= theta]
    return many, [(i, _alone(tables[i], i, how) - levels[1]) for i in strong]


def _alone(table: dict, i: int, how) -> set:
    """The units of concept ``i``'s ``table`` that could reach θ matching it alone: the score of
    such a unit is its sum times a factor of the concept's (its weight, its share of the whole,
    its signals' bonus at most), so a sum below θ over that factor cannot."""
    bounds, weights, specific, whole, edge, theta = how
    factor = _bound(weights[i], weights[i], whole, bounds[i].signals if specific[i] else 0, edge)
    cut = (-theta - 0.5) / PRECISION / factor * (1 - BOUND_SLACK) if factor else 0.0
    return {doc for doc, m in table.items() if m[1] >= cut}


def _score_with(tables, weights, specific, whole: float, lang_docs, rulings):
    """(doc, only) → rank's sort key (−rounded score, doc, score): ``rank``'s sums for one unit,
    added in the same order; ``only``: the one concept the unit matches (its one table looked
    up: the same floats, 0.0 + x being x)."""
    every = tuple(zip(tables, weights, specific))

    def score(doc: int, only: int | None = None) -> tuple[int, int, float]:
        s = _summed(((table.get(doc), w, counts) for table, w, counts in
                     (every if only is None else every[only:only + 1])), whole)
        if lang_docs is not None and doc in lang_docs:
            s *= 1 + LANG_EDGE
        if doc in rulings and not _whole(tables, doc):
            s *= RULING_WEIGHT
        return (-math.floor(s * PRECISION + 0.5), doc, s)
    return score


def _limit_th(scored, unit_of, limit: int) -> int | None:
    """The rounded score (negated, as sorted) of the ``limit``-th unit of ``scored`` (sorted keys),
    each unit at its best version; None when they hold fewer units."""
    seen = set()
    for key, doc, _ in scored:
        seen.add(unit_of(doc))
        if len(seen) >= limit:
            return key
    return None


def _left_out(bounds, weights, specific, whole: float, edge: bool, theta: int) -> set[int]:
    """The concepts a unit may match alone (the others not at all) and still rank below the
    rounded score ``-theta``: the smallest contributions first, each kept while the bound of
    them all stays below."""
    left: set[int] = set()
    for i in sorted(range(len(bounds)), key=lambda i: weights[i] * bounds[i].best):
        trial = left | {i}
        if -_rounded_bound(trial, bounds, weights, specific, whole, edge) > theta:
            left = trial
    return left


def _fewest(bounds, weights, specific, whole: float, edge: bool, theta: int) -> int:
    """How many concepts a unit must match to rank at the rounded score ``-theta`` or above: a
    unit matching k of them adds at most the k greatest bests, weighs at most the k greatest
    weights, and matches in no signal the concepts never match in."""
    signals = 0
    for b, counts in zip(bounds, specific):
        if counts:
            signals |= b.signals
    most = sorted((w * b.best for w, b in zip(weights, bounds)), reverse=True)
    heaviest = sorted(weights, reverse=True)
    for k in range(1, len(bounds) + 1):
        if -_rounded(sum(most[:k]), sum(heaviest[:k]), whole, signals, edge) <= theta:
            return k
    return len(bounds) + 1


def _levels(tables, k: int) -> list[set]:
    """levels[j]: the units more than j of ``tables`` hold, for j below ``k`` (set operations,
    not a count per unit)."""
    levels = [set() for _ in range(k)]
    for table in tables:
        keys = table.keys()
        for j in range(k - 1, 0, -1):
            levels[j] |= levels[j - 1] & keys
        levels[0] |= keys
    return levels


def _rounded_bound(concepts, bounds, weights, specific, whole: float, edge: bool) -> int:
    """The rounded score a unit matching only ``concepts`` cannot exceed (``top``)."""
    evidence = met = 0.0
    signals = 0
    for i in sorted(concepts):
        evidence += weights[i] * bounds[i].best
        met += weights[i]
        if specific[i]:
            signals |= bounds[i].signals
    return _rounded(evidence, met, whole, signals, edge)


def _rounded(evidence: float, met: float, whole: float, signals: int, edge: bool) -> int:
    """``_bound`` rounded as ``rank`` rounds a score."""
    return math.floor(_bound(evidence, met, whole, signals, edge) * PRECISION + 0.5)


def _bound(evidence: float, met: float, whole: float, signals: int, edge: bool) -> float:
    """``combined``'s score made a bound: with the slack for the order of the additions, the
    language's edge and a ruling's weight at their most."""
    s = combined(evidence, met, whole, signals) * (1 + BOUND_SLACK) * max(1.0, RULING_WEIGHT)
    return s * (1 + LANG_EDGE) if edge else s


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


def shown_version(docs, best: int, version_of, want: str | None) -> int:
    """Which of ``docs`` (the versions of one unit the query matched; ``best`` scored highest)
    the answer shows: one with text first, then one in ``want`` (the query's language; None:
    ``best``'s), then the newest edition. ``version_of(doc)``: (edition, lang, missing_text);
    no two versions share an edition and a language, so the choice is the same whatever the
    order of ``docs``."""
    lang = want or version_of(best)[1]

    def key(doc):
        edition, its_lang, missing = version_of(doc)
        return reader_order(missing, its_lang, edition, lang)

    return min(docs, key=key, default=best)


def unit_score(matches, weights, whole: float, specific) -> float:
    """evidence × coverage² × signal bonus (see the module) of one unit: what ``rank`` works out
    for every unit at once."""
    return _summed(zip(matches, weights, specific), whole)


def _summed(rows, whole: float) -> float:
    """``combined`` of (match or None, the concept's weight, whether it counts as a signal) rows,
    added in their order: the one sum ``unit_score`` and ``top``'s scoring both make."""
    evidence = met = 0.0
    signals = 0
    for m, w, counts in rows:
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
