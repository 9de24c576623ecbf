"""The search's memories change no answer: the spelling corrector's letter bound finds what a
comparison with every word finds, and what an open engine keeps (each term's postings, each
concept's matches) gives the answers a fresh engine gives, in a bounded memory."""

from __future__ import annotations

import json

import pytest
from hypothesis import given, settings
from hypothesis import strategies as st

from _search_index import built_index
from bridge_laws.searchindex import engine as engine_mod, evidence, spelling
from bridge_laws.searchindex.engine import Engine

LETTERS = "абвгдежзиклмнопрстуфхцчшщыьэюя" + "abcdeilmnorstu"


def by_every_word(words, word, terms_of=lambda w: (w,)):
    """``Corrector.nearest`` without its letter bound: the distance to every word."""
    limit = spelling.max_cost(len(word))
    if not limit:
        return None
    near = spelling.neighbours()
    starting = {w for w in words if w[:1] == word[:1] or (w[:2] == word[1::-1] and len(word) > 1)}
    scored = [(spelling.distance(word, w, near, 10 * limit, spelling.sound_alikes()), w) for w in starting]
    best = min((d for d, _ in scored), default=limit + 1)
    found = [w for d, w in scored if d == best]
    if best > limit or best == 0 or len({tuple(sorted(terms_of(w))) for w in found}) > 1:
        return None
    return min(found, key=lambda w: (len(w), w))


@settings(max_examples=300, deadline=None)
@given(st.lists(st.text(LETTERS, min_size=3, max_size=10), min_size=1, max_size=40, unique=True),
       st.text(LETTERS, min_size=3, max_size=10))
def test_nearest_is_what_every_word_gives(words, word):
    assert spelling.Corrector(words, lambda w: (w,)).nearest(word) == by_every_word(words, word)


@settings(max_examples=300, deadline=None)
@given(st.text(LETTERS, max_size=9), st.text(LETTERS, max_size=9))
def test_distance_is_symmetric_and_zero_only_for_the_same_word(a, b):
    near, sounds = spelling.neighbours(), spelling.sound_alikes()
    d = spelling.distance(a, b, near, 100, sounds)
    assert d == spelling.distance(b, a, near, 100, sounds) and (d == 0) == (a == b)
    assert spelling.distance(a, b, near, 1, sounds) == min(d, 2)  # past the limit: the limit + 1
    assert d <= spelling.distance(a, b, near, 100)  # a sound-alike is never farther than another letter


def test_keyboard_neighbours_cost_half():
    near = spelling.neighbours()
    assert spelling.distance("penalty", "penslty", near, 9) == spelling.NEAR  # s beside a
    assert spelling.distance("alert", "alret", near, 9) == spelling.FAR  # two letters swapped
    assert spelling.distance("claim", "claiz", near, 9) == spelling.WRONG  # z is not beside m
    assert spelling.distance("mistake", "mistke", near, 9) == spelling.FAR  # a letter left out
    assert spelling.distance("карта", "каота", near, 9) == spelling.NEAR  # о beside р (ЙЦУКЕН)


def test_a_last_consonant_that_sounds_like_the_one_meant_costs_a_whole_step():
    near, sounds = spelling.neighbours(), spelling.sound_alikes()
    assert spelling.distance("ренонз", "ренонс", near, 9, sounds) == spelling.SOUND  # з for с, at the end
    assert spelling.distance("ренонз", "ренонс", near, 9) == spelling.WRONG  # without them: a far letter
    assert spelling.distance("сборная", "спорная", near, 9, sounds) == spelling.WRONG  # inside a word: no
    assert spelling.distance("фирма", "форма", near, 9, sounds) == spelling.WRONG  # a vowel: no
    corrector = spelling.Corrector(["ренонс", "спорная", "форма", "никому"], lambda w: (w,))
    assert corrector.nearest("ренонз") == "ренонс"
    assert [corrector.nearest(w) for w in ("сборная", "фирма", "некому")] == [None, None, None]


@pytest.fixture(scope="module")
def eng():
    return engine_mod.engine(built_index())


def test_nearest_on_the_real_vocabulary(eng):
    for word in ["фальшренос", "фальшренонсс", "апеляция", "штрафнои", "declarr", "undertriks", "zzzzzz"]:
        assert eng.reader.corrector.nearest(word) == by_every_word(eng.vocab, word, eng.reader.terms), word
    assert eng.reader.corrector.nearest("фальшренос") == "фальшренонс"


QUERIES = ["штрафной картой", "фальшренонса в 12-й взятке", "открытая карта вистующего", '"penalty card" dummy',
           "судье надлежит", "revoke", "взятки взятки взятки", "уступка взяток", "partner hesitated then bid 4♠"]


def test_an_engine_that_keeps_gives_a_fresh_engines_answers(eng):
    """The same answers, scores and all, asked once of a fresh engine and twice of one that keeps
    each term's postings and each concept's matches."""
    for q in QUERIES:
        fresh = Engine(eng.where, eng.stamp)
        try:
            want = json.dumps(fresh.search(q, limit=30).to_json(), ensure_ascii=False)
        finally:
            fresh.close()
        for _ in range(2):
            assert json.dumps(eng.search(q, limit=30).to_json(), ensure_ascii=False) == want, q


def test_what_an_engine_keeps_is_bounded(eng, monkeypatch):
    """A long session keeps at most MAX_CONCEPTS concepts' matches and MAX_RANKINGS queries'
    rankings (then forgets them all); answers stay the same."""
    monkeypatch.setattr(evidence, "MAX_CONCEPTS", 3)
    monkeypatch.setattr(engine_mod, "MAX_RANKINGS", 2)
    fresh = Engine(eng.where, eng.stamp)
    try:
        for q in QUERIES * 2:
            assert fresh.search(q).to_json() == eng.search(q).to_json()
            assert len(fresh.scorer._concepts) <= 4 and len(fresh.rankings) <= 2
    finally:
        fresh.close()


@pytest.mark.parametrize("q", ["Matchpoint Scoring долго", "quarters before the Supplementary Regulations",
                               "score table vulnerable", "director claim after play"])
def test_a_score_is_the_same_whatever_the_limit(eng, q):
    every = {(h.edition, h.lang, h.ref): h.score for h in eng.search(q, limit=100).hits}
    assert every
    assert {(h.edition, h.lang, h.ref): h.score for h in eng.search(q, limit=3).hits}.items() <= every.items()


def test_an_answer_changed_by_its_caller_leaves_the_engine_as_it_was(eng):
    first = eng.search("штрафная карта").to_json()
    card = first["cards"][0]
    card["en"].append("changed")
    card["laws"][0]["versions"].clear()
    again = eng.search("штрафная карта").to_json()
    assert "changed" not in again["cards"][0]["en"] and again["cards"][0]["laws"][0]["versions"]


def _plans(eng):
    """Plans of real queries (words, glossary terms in both languages, quoted phrases, generic words)."""
    from bridge_laws.searchindex.plan import make_plan
    from bridge_laws.searchindex.queries import parse_query

    for q in QUERIES + ['"штрафная карта" разыгрывающий', "penalty card lead out of turn", "игрок взятка масть",
                        '"the director"', "ход не в очередь", "claim"]:
        yield q, make_plan(parse_query(q), eng.reader.terms, eng.gloss, eng.generic)


@settings(max_examples=60, deadline=None)
@given(st.data())
def test_concepts_walked_by_postings_are_scored_as_unit_by_unit(eng, data):
    """``Scorer.vectors`` (a concept's postings walked, alternative by alternative) gives every
    unit exactly the floats ``Scorer.vector`` adds up for it alone; and ``rank`` (sums made
    concept by concept) the order and scores of ``unit_score`` unit by unit."""
    import math

    plans = list(_plans(eng))
    q, plan = data.draw(st.sampled_from(plans))
    concepts = data.draw(st.lists(st.sampled_from([c for _, p in plans for c in p.concepts]), max_size=3))
    plan.concepts = list(dict.fromkeys(plan.concepts + concepts))
    scorer = evidence.Scorer(eng.scorer.source)
    for c in plan.concepts:
        walked = scorer.vectors(c)
        by_unit = {doc: scorer.vector(c, doc) for doc in scorer.docs_of(c)}
        assert {d: v for d, v in walked.items() if any(v)} == {d: v for d, v in by_unit.items() if any(v)}, q
    lang = eng.lang_docs.get("ru")
    got = evidence.rank(scorer, plan, lambda d: d % 3 != 1, lang, eng.ruling_docs)
    weights = [evidence.weight(c) for c in plan.concepts]
    specific = [not c.generic for c in plan.concepts] if not all(c.generic for c in plan.concepts) \
        else [True] * len(plan.concepts)
    want = []
    for doc in {d for c in plan.concepts for d in scorer.concept(c)}:
        if doc % 3 == 1:
            continue
        score = evidence.unit_score(scorer.matches(plan, doc), weights, sum(weights), specific)
        score *= (1 + evidence.LANG_EDGE) if doc in lang else 1
        score *= evidence.RULING_WEIGHT if doc in eng.ruling_docs else 1
        want.append((-math.floor(score * evidence.PRECISION + 0.5), doc, score))
    assert got == [(s, d) for _, d, s in sorted(want)], q


def test_lengths_read_as_a_column_are_whooshs(eng):
    """Each field's lengths read at once (``termstats.length_column``) are Whoosh's own, document
    by document."""
    from bridge_laws.searchindex.analyzer import FIELDS
    from bridge_laws.searchindex.termstats import length_column

    searcher = eng.ix.searcher()
    try:
        for f in FIELDS:
            column = length_column(searcher.reader(), f)
            assert column is not None and len(column) == searcher.doc_count_all()
            assert column == [searcher.doc_field_length(d, f, 0) for d in range(searcher.doc_count_all())], f
    finally:
        searcher.close()


@settings(max_examples=80, deadline=None)
@given(st.data())
def test_the_pruned_head_gives_the_whole_rankings_units(eng, data):
    """``top`` (the leaders scored first, then only the units that could still rank among the
    first ``limit``) gives the units, scores and order that ``one_per_unit`` takes from the whole
    of ``rank``, and its length, whatever the filter, language and limit."""
    plans = list(_plans(eng))
    q, plan = data.draw(st.sampled_from(plans))
    concepts = data.draw(st.lists(st.sampled_from([c for _, p in plans for c in p.concepts]), max_size=4))
    plan.concepts = list(dict.fromkeys(plan.concepts + concepts))
    limit = data.draw(st.sampled_from([1, 2, 3, 10, 30, 100]))
    keep = data.draw(st.sampled_from([None, 2, 3, 5]))
    allowed = None if keep is None else {d for d in range(eng._searcher.doc_count_all()) if d % keep}
    lang = data.draw(st.sampled_from([None, eng.lang_docs.get("ru"), eng.lang_docs.get("en")]))
    scorer = evidence.Scorer(eng.scorer.source)
    whole = evidence.rank(scorer, plan, allowed.__contains__ if allowed is not None else (lambda d: True), lang,
                          eng.ruling_docs)
    head, total = evidence.top(scorer, plan, allowed, lang, eng.ruling_docs, eng._unit_of, limit)
    assert total == len(whole), q
    assert evidence.one_per_unit(head, eng._unit_of, limit) == evidence.one_per_unit(whole, eng._unit_of, limit), q


def test_the_pruned_head_leaves_units_unscored(eng):
    """The pruning does prune: a query of several words scores fewer units than match."""
    from bridge_laws.searchindex.plan import make_plan
    from bridge_laws.searchindex.queries import parse_query

    plan = make_plan(parse_query("один и тот же игрок сделал два ренонса в одной масти"), eng.reader.terms, eng.gloss,
                     eng.generic)
    head, total = evidence.top(evidence.Scorer(eng.scorer.source), plan, None, eng.lang_docs.get("ru"),
                               eng.ruling_docs, eng._unit_of, 10)
    assert len(head) < total


def test_what_a_query_adds_is_kept_out_of_collections(eng, monkeypatch):
    """A query that adds to what the index keeps moves what is alive out of the collector's
    passes (``gc.freeze``); the same query again adds nothing and freezes nothing. (Counted by
    the calls, not by ``gc.get_freeze_count()``: that count falls whenever anything frozen
    anywhere in the process is freed, which another test's thread may do at any moment.)"""
    import gc

    fresh = Engine(eng.where, eng.stamp)
    calls = []
    real = gc.freeze
    monkeypatch.setattr(gc, "freeze", lambda: (calls.append(1), real())[1])
    try:
        gc.unfreeze()
        fresh.search("фальшренонс на пятой взятке")
        assert calls and gc.get_freeze_count() > 0
        first = len(calls)
        fresh.search("фальшренонс на пятой взятке")
        assert len(calls) == first
    finally:
        fresh.close()


@pytest.mark.parametrize("most", [1, 2, 3])
def test_situation_cards_look_up_only_the_shortest_entries_and_find_the_same(eng, most):
    """The situation cards: the entries as good as the ``most``-th best (the most of the query's
    words of the game, then the shortest phrase) are the only ones whose units are looked up, and
    the cards are those of sorting every entry."""
    from bridge_laws.searchindex.plan import situation_cards

    for q, plan in _plans(eng):
        asked = []

        def first_doc(ref):
            asked.append(ref)
            return eng._first_doc(ref)

        got = situation_cards(plan, eng.situations, first_doc, most)
        slots = [(c.generic, set(slot)) for c in plan.concepts for alt in c.alts[:1] for slot in alt.slots]
        where = eng.situations.where
        held = None
        for generic, w in slots:
            if not generic:
                here = set().union(*(where.get(t, ()) for t in w))
                held = here if held is None else held & here
        shortest = {}
        for p in held or ():
            entry, size = eng.situations.phrases[p]
            game = sum(any(p in where.get(t, ()) for t in w) for generic, w in slots if generic)
            shortest[entry] = min((-game, size), shortest.get(entry, (-game, size)))
        order = sorted(shortest, key=lambda e: (shortest[e], eng._first_doc(eng.situations.entries[e]["ref"])))
        assert got == [eng.situations.entries[e] for e in order[:most]], q
        if len(shortest) >= most:
            cut = sorted(shortest.values())[most - 1]
            assert set(asked) <= {eng.situations.entries[e]["ref"] for e in shortest if shortest[e] <= cut}, q
