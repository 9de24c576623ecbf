"""Which laws the situation index leans to for a query's words, and the first three answers
chosen with it.

The situation index (``laws/situations.yaml``, editorial) holds about 7,100 phrasings of what
happens at a table, each under the law that governs it. Ranking by evidence (``evidence``) scores
a unit by how strongly its fields match the query's concepts, a law's phrasings being one bag of
words; it does not ask which law's phrasings, as a whole, say things like the query. A director's
sentence shares a word or two with many phrasings of many laws, and the law whose phrasings use
*those words together* more than any other law's is the best guess of its subject, even when no
single phrase matches well.

That guess is a naive Bayes classifier over the phrasings (``table``: how many phrasings of each
law hold each term), asked with every word of the query as read (``law_ranks``) — function words
included: "before", "again", «не», «уже» tell a situation apart («сходил раньше» is a premature
lead). A law's score is Σ log P(term | law) over the query's terms that some phrasing holds, with
P(term | law) = (phrasings of the law holding it + ALPHA) / (phrasings of the law + 2 ALPHA); the
laws are ranked by it (``law_ranks``).

The first three answers are then chosen by both rankings (``lead``): of the first CANDIDATES units
by evidence, each law is ranked by its first unit there, and the laws are ordered by the fused
rank 1 / (FUSE_K + rank by evidence) + FUSE_WEIGHT / (FUSE_K + rank by the situations) (reciprocal
rank fusion), plus SHARE_WEIGHT × the law's share of the situations' belief (``lean``: the
classifier's posterior, every law as likely before the words are read). A rank alone says the same
of a law the phrasings hardly prefer and of one they all but name; the share tells them apart, so a
sentence in plain words ("the partner whose cards lay open asked if he had none"), which the
evidence ranks weakly but the phrasings name clearly, brings its law forward. The best unit of each
of the first LEAD laws comes first, in that order, then every other unit in its order. The first
three answers are so three different laws, the two rankings' best; the rest of the list is the
ranking by evidence as it was.

Measured (``scripts/bench_leaning.py``): each phrasing left out of the index in turn and asked as
a query finds its law in the first three for 74.6% of the 7,108 phrasings without this, 80.1%
with the ranks alone and 81.3% with the shares too (first: 51.8%, 55.5%, 59.1%; the constants were
chosen on two of the ten folds and on the spent evaluation sets; every fold gains). The
constants reach the site's scripts in the search spec (``spec._leaning``), the table in the
browser index's ``lean.js``: the page chooses the first three alike (``static/rank.js``).
"""

from __future__ import annotations

import math

from ..text import analysis

ALPHA = 0.1  # the add-α smoothing of P(term | law)
CANDIDATES = 30  # the units by evidence that take part
LEAD = 3  # how many places at the head are chosen by both rankings
FUSE_K = 5  # reciprocal rank fusion: 1 / (FUSE_K + rank)
FUSE_WEIGHT = 0.5  # the situation index's rank against the evidence's
SHARE_WEIGHT = 0.05  # … and its share of belief in a law (0–1)
SHARE_WORDS = 3  # the fewest words with a known term a share is believed of: one or two are a name, which the evidence reads
PRECISION = 1_000_000  # a law's score, and its fused rank, are compared as floor(x × PRECISION + 0.5): the page's alike


def table(entries) -> dict:
    """{"laws": [law, …], "sizes": [phrasings of each law], "terms": {term: [index into laws,
    phrasings of that law holding the term, …]}} of the situation index's ``entries`` (its laws
    and sections, both languages; the topic labels are not phrasings)."""
    sizes: dict[int, int] = {}
    counts: dict[str, dict[int, int]] = {}
    for e in entries:
        for phrase in (*e.en, *e.ru):
            sizes[e.law] = sizes.get(e.law, 0) + 1
            for t in set(analysis.terms(phrase)):
                per = counts.setdefault(t, {})
                per[e.law] = per.get(e.law, 0) + 1
    laws = sorted(sizes)
    where = {law: i for i, law in enumerate(laws)}
    return {"laws": laws, "sizes": [sizes[law] for law in laws],
            "terms": {t: [x for law, n in sorted(per.items()) for x in (where[law], n)] for t, per in sorted(counts.items())}}


def check(data) -> bool:
    """Whether ``data`` (read from an index's meta.json) is what ``table`` writes."""
    if not isinstance(data, dict) or not isinstance(data.get("laws"), list) or not isinstance(data.get("sizes"), list):
        return False
    laws, sizes, terms = data["laws"], data["sizes"], data.get("terms")
    if len(laws) != len(sizes) or not all(type(x) is int and x > 0 for x in (*laws, *sizes)) or not isinstance(terms, dict):
        return False
    return all(isinstance(t, str) and isinstance(v, list) and len(v) % 2 == 0
               and all(type(x) is int for x in v) and all(0 <= i < len(laws) for i in v[::2])
               and all(n > 0 for n in v[1::2]) for t, v in terms.items())


def law_ranks(data: dict, terms) -> dict[int, int]:
    """law → its rank (1 = the law the situation index leans to most) for a query whose words have
    ``terms``; empty when no phrasing holds any of them (the index says nothing). Ties: the lower
    law number first."""
    return lean(data, [terms])[0]


def lean(data: dict, words) -> tuple[dict[int, int], dict[int, float]]:
    """(``law_ranks`` of every term of ``words`` — each word's terms — and law → its share of the
    situation index's belief): the naive Bayes posterior, exp(score) / Σ exp(score) over the laws,
    of the scores as compared (rounded to 1 / PRECISION). Both empty when no phrasing holds any of
    the terms; no shares when fewer than SHARE_WORDS words have a term some phrasing holds
    ("scoring table", «лишние взятки»: a term's name, whose words the phrasings of some other law
    happen to hold together)."""
    words = [tuple(ts) for ts in words]
    known = sorted({t for ts in words for t in ts if t in data["terms"]})
    if not known:
        return {}, {}
    laws, sizes = data["laws"], data["sizes"]
    held = [0.0] * len(laws)
    for t in known:
        row = data["terms"][t]
        for k in range(0, len(row), 2):
            held[row[k]] += math.log(1 + row[k + 1] / ALPHA)
    keys = [math.floor((held[i] + len(known) * math.log(ALPHA / (sizes[i] + 2 * ALPHA))) * PRECISION + 0.5)
            for i in range(len(laws))]
    order = sorted(range(len(laws)), key=lambda i: (-keys[i], laws[i]))
    ranks = {laws[i]: r + 1 for r, i in enumerate(order)}
    if sum(1 for ts in words if any(t in data["terms"] for t in ts)) < SHARE_WORDS:
        return ranks, {}
    top = keys[order[0]]
    weights = [math.exp((key - top) / PRECISION) for key in keys]
    total = sum(weights)  # summed in the laws' order, as the page sums them
    return ranks, {laws[i]: weights[i] / total for i in range(len(laws))}


def lead(laws_of_units: list[int], ranks: dict[int, int], shares: dict[int, float] | None = None) -> list[int]:
    """The positions, in the ranking by evidence, of the units to put first (in this order): of
    the first CANDIDATES units (``laws_of_units``: each one's law), the first unit of each of the
    LEAD laws best by the fused rank (with each law's share of belief, ``lean``, when given). Empty
    when the situation index says nothing."""
    if not ranks:
        return []
    shares = shares or {}
    first: dict[int, int] = {}  # law → the position of its first unit
    for i, law in enumerate(laws_of_units[:CANDIDATES]):
        first.setdefault(law, i)
    worst = len(ranks) + 1
    fused = {law: math.floor((1 / (FUSE_K + r + 1) + FUSE_WEIGHT / (FUSE_K + ranks.get(law, worst))
                              + SHARE_WEIGHT * shares.get(law, 0.0)) * PRECISION + 0.5)
             for r, law in enumerate(first)}
    best = sorted(first, key=lambda law: (-fused[law], first[law]))[:LEAD]
    return [first[law] for law in best]


def reorder(items: list, positions: list[int]) -> list:
    """``items`` with those at ``positions`` first, in that order, the others after in theirs."""
    chosen = set(positions)
    return [items[i] for i in positions] + [x for i, x in enumerate(items) if i not in chosen]
