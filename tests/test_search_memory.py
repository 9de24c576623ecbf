"""The search's memories change no answer: "did you mean" with its letter bound finds what
difflib finds among every word, and term postings kept in memory score as Whoosh scores them."""

from __future__ import annotations

import difflib
import json

import pytest
from hypothesis import given, settings
from hypothesis import strategies as st

from _search_index import built_index
from bridge_laws.searchindex import engine as engine_mod
from bridge_laws.searchindex.engine import SUGGEST_CUTOFF, Engine
from bridge_laws.searchindex.spelling import LENGTH_SLACK, Vocabulary

LETTERS = "абвгдежзиклмнопрстуфхцчшщыьэюяё" + "abcdeilmnorstu"


def by_difflib(words, word, cutoff):
    pool = [w for w in words if abs(len(w) - len(word)) <= LENGTH_SLACK]
    close = difflib.get_close_matches(word, pool, n=1, cutoff=cutoff)
    return close[0] if close else None


@settings(max_examples=300, deadline=None)
@given(st.lists(st.text(LETTERS, min_size=3, max_size=10), min_size=1, max_size=40, unique=True),
       st.text(LETTERS + "ßø", min_size=3, max_size=10), st.sampled_from([0.6, 0.75, SUGGEST_CUTOFF, 0.9]))
def test_closest_is_what_difflib_finds_among_every_word(words, word, cutoff):
    assert Vocabulary(words).closest(word, cutoff) == by_difflib(words, word, cutoff)


@pytest.fixture(scope="module")
def eng():
    return engine_mod.engine(built_index())


def test_closest_on_the_real_vocabulary(eng):
    for word in ["фальшренос", "фальшренонсс", "апеляция", "штрафнои", "revok", "declarr", "undertriks", "zzzz"]:
        assert eng.spelling.closest(word, SUGGEST_CUTOFF) == by_difflib(eng.vocab, word, SUGGEST_CUTOFF)
    assert eng.spelling.closest("фальшренос", SUGGEST_CUTOFF) == "фальшренонс"


QUERIES = ["штрафной картой", "фальшренонса в 12-й взятке", "открытая карта вистующего", '"penalty card" dummy',
           "судье надлежит", "revoke", "взятки взятки взятки", "уступка взяток"]


def test_remembered_postings_give_whooshs_answers(eng):
    """The same answers, scores and all, from an engine whose terms read their postings from
    disk every time (Whoosh's own Term) and from the engine that keeps them."""
    fresh = Engine(eng.where, eng.stamp)
    delattr(fresh._searcher, "_bridge_laws_postings")  # MemoTerm falls back to Whoosh's Term
    try:
        for q in QUERIES:
            want = json.dumps(fresh.search(q, limit=30).to_json(), ensure_ascii=False)
            for _ in range(2):  # the first time reads the postings, the second answers from memory
                assert json.dumps(eng.search(q, limit=30).to_json(), ensure_ascii=False) == want, q
    finally:
        fresh.close()
