"""The phrase a "why" line quotes (why.best_said): the one holding most of the query's terms, the
first on a tie unless a later one is in the query's language — looked up by term, for any phrases
and any query the same choice as a walk over every phrase."""

from __future__ import annotations

from types import SimpleNamespace

from hypothesis import given, settings, strategies as st

from bridge_laws.searchindex.snippets import term_set
from bridge_laws.searchindex.why import best_said
from bridge_laws.text.analysis import CYRILLIC_RE

WORDS = ["card", "cards", "played", "partner", "director", "late", "карта", "карты", "партнёр", "судья", "опоздал",
         "ход", "lead", "led"]
phrases = st.lists(st.lists(st.sampled_from(WORDS), max_size=5).map(" ".join), max_size=8).map(tuple)


def walked(texts, asked, lang):
    """The choice made by looking at every phrase in turn."""
    best, most = None, (0, False)
    for text in texts:
        n = len(term_set(text) & asked) if text else 0
        if n and (n, lang is not None and (lang == "ru") == bool(CYRILLIC_RE.search(text))) > most:
            best, most = text, (n, lang is not None and (lang == "ru") == bool(CYRILLIC_RE.search(text)))
    return best


@settings(max_examples=300, deadline=None)
@given(phrases, st.lists(st.sampled_from(WORDS), max_size=4), st.sampled_from([None, "en", "ru"]))
def test_the_phrase_quoted_is_the_one_a_walk_over_every_phrase_finds(texts, query, lang):
    asked = {t for w in query for t in term_set(w)}
    assert best_said(texts, SimpleNamespace(asked=asked), lang) == walked(texts, asked, lang)


def test_on_a_tie_the_querys_language_then_the_first():
    texts = ("partner led", "партнёр сделал ход", "partner played")
    asked = term_set("partner партнёр")
    assert best_said(texts, SimpleNamespace(asked=asked), "ru") == "партнёр сделал ход"
    assert best_said(texts, SimpleNamespace(asked=asked), "en") == "partner led"
    assert best_said(texts, SimpleNamespace(asked=set()), "en") is None
