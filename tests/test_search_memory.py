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
    for kept in ("_bridge_laws_postings", "_bridge_laws_walked"):  # Whoosh's Term, the query unwalked
        delattr(fresh._searcher, kept)
    try:
        for q in QUERIES:
            want = json.dumps(fresh.search(q, limit=30).to_json(), ensure_ascii=False)
            for _ in range(2):  # the first time reads the postings, the second answers from memory
                assert json.dumps(eng.search(q, limit=30).to_json(), ensure_ascii=False) == want, q
    finally:
        fresh.close()


# -- walked concepts are Whoosh's answers, on any index and any query of the shapes we build ----

WORDS = ["a", "b", "c", "d"]
FIELDS_ = ("t1", "t2")


def small_index(docs):
    from whoosh.analysis import StandardAnalyzer
    from whoosh.fields import TEXT, Schema
    from whoosh.filedb.filestore import RamStorage

    words = StandardAnalyzer(stoplist=None, minsize=1)
    ix = RamStorage().create_index(Schema(t1=TEXT(analyzer=words), t2=TEXT(analyzer=words)))
    writer = ix.writer()
    for t1, t2 in docs:
        writer.add_document(t1=" ".join(t1), t2=" ".join(t2))
    writer.commit()
    return ix


field_words = st.lists(st.sampled_from(WORDS), max_size=8)
corpora = st.lists(st.tuples(field_words, field_words), min_size=1, max_size=25)


@st.composite
def concepts(draw):
    """A concept as the engine builds them: a word in some fields (an Or of terms), words that
    must all occur (And), a phrase in one field (Sequence), or an Or of those."""
    from bridge_laws.searchindex.analyzer import or_class
    from bridge_laws.searchindex.postings import MemoTerm
    from whoosh.query import And, Sequence

    Or = or_class()

    def term():
        return MemoTerm(draw(st.sampled_from(FIELDS_)), draw(st.sampled_from(WORDS)))

    def part():
        kind = draw(st.sampled_from(["term", "or", "and", "phrase"]))
        if kind == "term":
            return term()
        if kind == "phrase":
            f = draw(st.sampled_from(FIELDS_))
            return Sequence([MemoTerm(f, w) for w in draw(st.lists(st.sampled_from(WORDS), min_size=2, max_size=3))])
        subs = [term() for _ in range(draw(st.integers(2, 4)))]
        return Or(subs) if kind == "or" else And(subs)

    parts = [part() for _ in range(draw(st.integers(1, 3)))]
    return parts[0] if len(parts) == 1 else Or(parts)


def answers(ix, make_query, remember, unlimited=False):
    from bridge_laws.searchindex.postings import MatchedTerms, remember_postings
    from whoosh.collectors import TopCollector, UnlimitedCollector

    def collector():
        if not unlimited:
            return TopCollector(1000, usequality=False, replace=0)
        c = UnlimitedCollector()  # as engine._collect when the limit covers the index
        c.replace = 0
        return c

    with ix.searcher() as s:
        if remember:
            remember_postings(s)
        out = []
        for _ in range(2):  # the second time from what the first kept
            c = MatchedTerms(collector())
            s.search_with_collector(make_query(), c)
            out.append([(r.docnum, r.score, sorted(r.matched_terms())) for r in c.results()])
        assert out[0] == out[1]
        return out[0]


@settings(max_examples=150, deadline=None)
@given(corpora, st.lists(concepts(), min_size=1, max_size=3), st.booleans(), st.booleans())
def test_walked_concepts_answer_as_whoosh_does(docs, parts, any_of, unlimited):
    from bridge_laws.searchindex.analyzer import or_class
    from bridge_laws.searchindex.postings import Walked
    from whoosh.query import And

    def query(walk):
        subs = [Walked(p) if walk else p for p in parts]
        if len(subs) == 1:
            return subs[0]
        return or_class()(subs, scale=0.9) if any_of else And(subs)

    ix = small_index(docs)
    assert answers(ix, lambda: query(True), True, unlimited) == answers(ix, lambda: query(False), False, unlimited)


@settings(max_examples=150, deadline=None)
@given(corpora, st.lists(concepts(), min_size=1, max_size=4), st.booleans(), st.integers(1, 30),
       st.sampled_from([None, "a", "b"]))
def test_collected_matches_are_whooshs_collector(docs, parts, any_of, limit, only):
    """postings.collect — the concepts combined from their kept lists, filtered, ranked — gives
    what Whoosh's collector gives over the same walked query: the same documents in the same
    order, the same floats, the same matched terms, the same total."""
    from bridge_laws.searchindex.analyzer import or_class
    from bridge_laws.searchindex.postings import MatchedTerms, Walked, collect, remember_postings
    from whoosh.collectors import FilterCollector, TopCollector
    from whoosh.query import And, Term

    ix = small_index(docs)
    subs = [Walked(p) for p in parts]
    query = subs[0] if len(subs) == 1 else (or_class()(subs, scale=0.9) if any_of else And(subs))
    filt = Term("t1", only) if only else None
    with ix.searcher() as s:
        remember_postings(s)
        c = MatchedTerms(TopCollector(limit, usequality=False, replace=0))
        s.search_with_collector(query, FilterCollector(c, filt, None) if filt else c)
        whoosh = c.results()
        want = [(r.docnum, r.score, sorted(r.matched_terms())) for r in whoosh]
        got = collect(s, query, filt, limit)
        assert [(m.docnum, m.score, sorted(m.matched_terms())) for m in got] == want
        assert len(got) == len(whoosh)


def test_matched_terms_are_those_of_the_subqueries_that_matched():
    """A phrase whose words are in a document but not together gives none of its terms there
    (Whoosh's TermsCollector listed a word left sitting on the document); the word query that
    matched gives its own."""
    from bridge_laws.searchindex.analyzer import or_class
    from bridge_laws.searchindex.postings import MatchedTerms, MemoTerm
    from whoosh.collectors import TopCollector
    from whoosh.query import Sequence

    ix = small_index([(["b", "x", "a"], ["c"]), (["a", "b"], [])])
    q = or_class()([Sequence([MemoTerm("t1", "a"), MemoTerm("t1", "b")]), MemoTerm("t2", "c")])
    with ix.searcher() as s:
        c = MatchedTerms(TopCollector(10, usequality=False, replace=0))
        s.search_with_collector(q, c)
        got = {r.docnum: sorted(f for f, _ in r.matched_terms()) for r in c.results()}
    assert got == {0: ["t2"], 1: ["t1", "t1"]}


def test_what_an_engine_keeps_is_bounded(eng, monkeypatch):
    """A long session keeps at most MAX_WALKED concepts (then forgets them all), and a term's
    postings at most once per term of the index; answers stay the same."""
    from bridge_laws.searchindex import postings

    monkeypatch.setattr(postings, "MAX_WALKED", 3)
    monkeypatch.setattr(engine_mod, "MAX_WALKED", 3)
    fresh = Engine(eng.where, eng.stamp)
    try:
        for q in QUERIES * 2:
            assert fresh.search(q).to_json() == eng.search(q).to_json()
            assert len(fresh._concepts_made) <= 4
            assert len(getattr(fresh._searcher, "_bridge_laws_walked")) <= 4
        terms = getattr(fresh._searcher, "_bridge_laws_postings")
        reader = fresh._searcher.reader()
        assert 0 < len(terms) <= sum(1 for f in fresh.lexicon for _ in reader.lexicon(f))
        assert len(getattr(fresh._searcher, "_bridge_laws_nodes")) <= 4
    finally:
        fresh.close()


def small_engine(tmp_path, keep):
    """An Engine over the units of one version only: an index smaller than the pools a query
    collects, so that every query collects every match (engine._collect's other collector)."""
    from bridge_laws.corpus import glossary
    from bridge_laws.searchindex import store
    from bridge_laws.corpus.yamlio import load_corpus
    from helpers import LAWS

    docs = [d for d in store.documents(load_corpus(LAWS / "corpus")) if keep(d)]
    entries = glossary.load(LAWS)
    where = store.write_index(docs, tmp_path / "index", store.meta_for(docs, entries), "small")
    return Engine(where, "small")


def test_on_a_small_index_a_score_is_the_same_whatever_the_limit(tmp_path):
    """With every match collected, Whoosh's default collector swapped in simpler matchers every
    ten matches, lowering the coordination bonus of the units after them: a unit scored less at
    limit 100 than at 3, and a walked concept less than a plain one."""
    eng = small_engine(tmp_path, lambda d: (d.edition, d.lang) == (1997, "en"))
    plain = small_engine(tmp_path / "plain", lambda d: (d.edition, d.lang) == (1997, "en"))
    for kept in ("_bridge_laws_postings", "_bridge_laws_walked"):
        delattr(plain._searcher, kept)
    try:
        for q in ["Matchpoint Scoring долго", "quarters before the Supplementary Regulations", "score table vulnerable",
                  "director claim after play"]:
            every = {h.ref: h.score for h in eng.search(q, limit=100).hits}
            assert every, q
            assert {h.ref: h.score for h in eng.search(q, limit=3).hits}.items() <= every.items(), q
            assert {h.ref: h.score for h in plain.search(q, limit=100).hits} == every, q
    finally:
        eng.close()
        plain.close()


def test_an_answer_changed_by_its_caller_leaves_the_engine_as_it_was(eng):
    first = eng.search("штрафная карта").to_json()
    card = first["cards"][0]
    card["en"].append("changed")
    card["laws"][0]["versions"].clear()
    again = eng.search("штрафная карта").to_json()
    assert "changed" not in again["cards"][0]["en"] and again["cards"][0]["laws"][0]["versions"]


@settings(max_examples=300, deadline=None)
@given(st.lists(st.tuples(st.integers(1, 40), st.integers(1, 15)), min_size=1, max_size=30),
       st.sampled_from([10, 50, 220]))
def test_the_densest_stretch_is_the_one_counting_finds(gaps, size):
    """snippets._densest (one pass) picks the span the count from every span picked: the first
    from which ``size`` characters hold the most whole spans."""
    from bridge_laws.searchindex.snippets import _densest

    found, at = [], 0
    for gap, length in gaps:
        found.append((at + gap, at + gap + length))
        at += gap + length
    counted = max(found, key=lambda se: sum(1 for s, e in found if se[0] <= s and e <= se[0] + size))
    assert found[_densest(found, size)] == counted
