"""The situation index's leaning (searchindex/leaning.py): which laws its phrasings say a query's
words of, and the first three answers chosen by it and the evidence together — in Python and in the
site's script alike. Phrasings here are invented for the tests (no text of the Laws)."""

from __future__ import annotations

import json
import math

import pytest
from hypothesis import given, settings, strategies as st

import helpers
from bridge_laws.corpus.situations import Situations
from bridge_laws.searchindex import leaning
from bridge_laws.text import analysis

# Invented phrasings, three made-up subjects: a slow partner (law 16), a card on the floor (law
# 50), a pair come late (law 90)
ENTRIES = [
    Situations("16", 16, en=("partner thought a long time then passed", "a long pause before his double",
                            "she took ages and then bid again")),
    Situations("16B", 16, en=("after the pause I chose the other bid",)),
    Situations("50", 50, en=("a card fell on the floor face up", "the card dropped and everyone saw it"),
               ru=("карта упала на пол",)),
    Situations("90", 90, en=("the pair came late again", "late for the first round"), ru=("пара опоздала",)),
]


def terms(text: str) -> list[str]:
    return sorted(set(analysis.terms(text)))


def test_the_table_counts_the_phrasings_of_each_law_that_hold_each_term():
    table = leaning.table(ENTRIES)
    assert table["laws"] == [16, 50, 90] and table["sizes"] == [4, 3, 3]  # a section's phrasings are its law's
    pause = table["terms"][terms("pause")[0]]
    assert pause == [0, 2]  # two phrasings of law 16 (index 0), none of another law
    card = table["terms"][terms("card")[0]]
    assert card == [1, 2]
    again = table["terms"][terms("again")[0]]
    assert again == [0, 1, 2, 1]  # law 16 once, law 90 once
    assert leaning.check(table)


def test_the_laws_are_ranked_by_the_phrasings_that_say_the_query_s_words_together():
    table = leaning.table(ENTRIES)
    assert next(iter(leaning.law_ranks(table, terms("he paused a long time")))) == 16
    assert leaning.law_ranks(table, terms("came late"))[90] == 1
    assert leaning.law_ranks(table, terms("упала карта"))[50] == 1
    # "again" alone is said of laws 16 and 90 once each: the smaller law (fewer phrasings) leans more
    ranks = leaning.law_ranks(table, terms("again"))
    assert ranks[90] < ranks[16] < ranks[50]
    assert leaning.law_ranks(table, terms("zebra xylophone")) == {}  # no phrasing says them: nothing


def test_the_first_three_answers_weigh_both_rankings_and_are_three_laws():
    # by evidence: law 73, 73 again, 50, 16, 90; the situations lean to 16, then 50, and hardly to 73
    laws = [73, 73, 50, 16, 90]
    ranks = {16: 1, 50: 2, 90: 3, 73: 40}
    positions = leaning.lead(laws, ranks)
    # fused: 50 1/7 + .5/7 = .214, 16 1/8 + .5/6 = .208, 73 1/6 + .5/45 = .178, 90 1/9 + .5/8 = .174
    assert [laws[i] for i in positions] == [50, 16, 73]
    # a law the evidence puts first keeps its place when the situations do not lean against it
    assert [laws[i] for i in leaning.lead(laws, {16: 1, 50: 2, 90: 3, 73: 4})] == [73, 50, 16]
    assert leaning.reorder(laws, positions) == [50, 16, 73, 73, 90]
    assert leaning.lead(laws, {}) == []  # the situation index says nothing: the evidence's order stays
    # when both agree, the head is the evidence's first three laws, each by its first unit
    assert leaning.reorder(laws, leaning.lead(laws, {73: 1, 50: 2, 16: 3, 90: 4})) == [73, 50, 16, 73, 90]


def test_each_law_s_share_of_belief_sums_to_one_and_follows_the_ranks():
    table = leaning.table(ENTRIES)
    ranks, shares = leaning.lean(table, [[t] for t in terms("he paused a long time")])
    assert ranks == leaning.law_ranks(table, terms("he paused a long time"))
    assert set(shares) == set(ranks) and math.isclose(sum(shares.values()), 1.0)
    by_rank = sorted(ranks, key=ranks.get)
    assert [shares[law] for law in by_rank] == sorted(shares.values(), reverse=True)
    assert shares[16] > 0.5  # the phrasings all but name law 16
    assert leaning.lean(table, [[t] for t in terms("zebra xylophone")]) == ({}, {})
    # two words are a name, not a situation: ranked, but believed of no law
    ranks, shares = leaning.lean(table, [[t] for t in terms("paused long")])
    assert ranks[16] == 1 and shares == {}
    assert leaning.lean(table, [[t] for t in terms("paused long zebra")])[1] == {}  # a word no phrasing holds
    assert leaning.lean(table, [[t] for t in terms("paused long time")])[1] != {}


def test_a_law_the_phrasings_all_but_name_comes_forward_where_a_rank_alone_would_not():
    # by evidence: 54, 40, 72, 73, 62, 24, 20, 61, 41, 42; the situations lean to 42 first, 61 second
    laws = [54, 40, 72, 73, 62, 24, 20, 61, 41, 42]
    ranks = {42: 1, 61: 2, 54: 3, 57: 4, 43: 5, 73: 6, 21: 7, 49: 8, 85: 9, 72: 10, 40: 20}
    without = [laws[i] for i in leaning.lead(laws, ranks)]
    assert 42 not in without  # the first place by the situations, as a rank, is not enough
    sure = [laws[i] for i in leaning.lead(laws, ranks, {42: 0.9, 61: 0.05})]
    assert 42 in sure and sure[0] == 54  # … when the situations are sure of it, it is; the evidence's first stays
    unsure = [laws[i] for i in leaning.lead(laws, ranks, {42: 0.12, 61: 0.11, 54: 0.1})]
    assert unsure == without  # a share spread thin changes nothing


def test_units_after_the_candidates_take_no_part():
    laws = [1] * leaning.CANDIDATES + [16]
    assert leaning.lead(laws, {16: 1, 1: 2}) == [0]


@given(st.lists(st.integers(1, 12), max_size=45),
       st.dictionaries(st.integers(1, 12), st.integers(1, 12), max_size=12))
def test_the_head_is_a_permutation_of_distinct_laws(laws, ranks):
    positions = leaning.lead(laws, ranks)
    assert len(positions) == len(set(positions)) <= leaning.LEAD
    assert len({laws[i] for i in positions}) == len(positions)
    assert all(i < leaning.CANDIDATES for i in positions)
    assert sorted(leaning.reorder(list(range(len(laws))), positions)) == list(range(len(laws)))
    if ranks and laws:
        assert len(positions) == min(leaning.LEAD, len(set(laws[:leaning.CANDIDATES])))


@pytest.mark.parametrize("bad", [
    None, [], {"laws": [16], "sizes": [1]},  # no terms
    {"laws": [16], "sizes": [1, 2], "terms": {}},  # a size per law
    {"laws": [16], "sizes": [0], "terms": {}},
    {"laws": [16], "sizes": [1], "terms": {"a": [1, 1]}},  # no law 1 (index out of range)
    {"laws": [16], "sizes": [1], "terms": {"a": [0]}},  # pairs
    {"laws": [16], "sizes": [1], "terms": {"a": [0, 0]}},
    {"laws": [16], "sizes": [1], "terms": {"a": ["0", 1]}},
    {"laws": ["16"], "sizes": [1], "terms": {}},
])
def test_a_table_that_is_not_what_the_build_writes_is_refused(bad):
    assert not leaning.check(bad)


def test_an_index_whose_table_is_damaged_answers_by_the_evidence_alone(tmp_path):
    """meta.json is read, never trusted: a damaged table means no leaning, not a crash."""
    from bridge_laws.searchindex import engine as engine_mod, store

    where = store.build_index(helpers.built_corpus(tmp_path), tmp_path / "index")[0]
    query = "partner thought for a long time and then doubled"
    plain = engine_mod.Engine(where, "a")
    assert plain.leaning is not None
    plain.leaning = None  # the evidence alone
    expected = [h.ref for h in plain.search(query, limit=10).hits]
    meta = json.loads((where / "meta.json").read_text(encoding="utf-8"))
    meta["leaning"] = {"laws": [16], "sizes": [1], "terms": {"pause": [7, 1]}}  # law index 7 of one
    (where / "meta.json").write_text(json.dumps(meta), encoding="utf-8")
    from bridge_laws.searchindex.seal import seal

    seal(where)  # as if a build of ours had written it so (an edited one is no index of ours: rebuilt)
    damaged = engine_mod.Engine(where, "b")
    assert damaged.leaning is None
    assert [h.ref for h in damaged.search(query, limit=10).hits] == expected


def random_table(draw_laws, rows):
    laws = sorted(draw_laws)
    return {"laws": laws, "sizes": [3 + (law % 7) for law in laws],
            "terms": {t: [x for i, n in sorted(row.items()) if i < len(laws) for x in (i, n)] for t, row in rows.items()}}


@settings(max_examples=1, deadline=None)
@given(st.data())
def test_the_site_s_script_chooses_the_same_first_three(site, data):
    """rank.js's lean and lead give what leaning.lean and lead give, on random tables: the same
    ranks, shares equal to the last bit or two of a double (V8's exp is not the C library's), and
    the same first three."""
    words = ["a", "b", "c", "d", "e", "f", "ж", "з"]
    calls, expected = [], []
    for _ in range(60):
        laws = data.draw(st.sets(st.integers(1, 93), min_size=1, max_size=10))
        rows = data.draw(st.dictionaries(st.sampled_from(words), st.dictionaries(st.integers(0, 9), st.integers(1, 9), min_size=1),
                                         max_size=6))
        table = random_table(laws, rows)
        table["terms"] = {t: r for t, r in table["terms"].items() if r}
        query = data.draw(st.lists(st.lists(st.sampled_from(words + ["zz"]), min_size=1, max_size=2), max_size=6))
        order = data.draw(st.lists(st.sampled_from(sorted(laws) + [94]), max_size=40))
        ranks, shares = leaning.lean(table, query)
        calls.append([table, query, order])
        expected.append([[[law, r] for law, r in ranks.items()], shares,
                         leaning.reorder(list(range(len(order))), leaning.lead(order, ranks, shares))])
    got = helpers.run_node(helpers.TESTS / "js" / "leaning_node.js", site, calls, "the site's ranking")
    assert [[ranks, moved] for ranks, _, moved in got] == [[ranks, moved] for ranks, _, moved in expected]
    for (_, page, _), (_, ours, _) in zip(got, expected):
        assert [law for law, _ in page] == list(ours)
        assert all(math.isclose(share, ours[law], rel_tol=1e-12, abs_tol=1e-300) for law, share in page)
