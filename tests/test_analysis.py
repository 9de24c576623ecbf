"""The shared analyzers: what a word becomes in the index, in Russian and English."""

from __future__ import annotations

import pytest
from hypothesis import given, strategies as st

from bridge_laws.text import analysis

TERMS = [
    ("штрафной картой", ["штрафной", "карта"]),
    ("штрафная карта", ["штрафной", "карта"]),
    ("Партнёр", ["партнер"]),
    ("ПАРТНЕР", ["партнер"]),
    ("фальшренонса", ["фальшренонс"]),
    ("болвана", ["болван"]),
    ("претензии", ["претензия"]),
    ("undertricks", ["undertrick"]),
    ("Matchpoints", ["matchpoint"]),
    ("vulnerable", ["vulnerabl"]),  # inflections only: derivational suffixes stay
    ("contestant", ["contestant"]),
    ("contested", ["contest"]),
    ("revokes revoked", ["revok", "revok"]),
    ("1NT", ["1nt"]),
    ("не без если или", ["не", "без", "если", "или"]),  # no stop-list
]


@pytest.mark.parametrize("text,expected", TERMS)
def test_terms(text, expected):
    assert analysis.terms(text) == expected


def test_same_lemma_for_every_form():
    forms = ["разыгрывающий", "разыгрывающего", "разыгрывающим", "разыгрывающему"]
    assert len({analysis.word_terms(f) for f in forms}) == 1


def test_fleeting_vowel_keeps_the_lemma():
    assert "взятка" in analysis.word_terms("взяток")


def test_ambiguous_word_gives_every_reading():
    assert len(analysis.word_terms("отменен")) >= 2


def test_latin_inside_russian_is_english():
    assert analysis.terms("в игре на IMP") == ["в", "игра", "на", "imp"]


def test_tokens_have_offsets():
    text = "Правило 75: партнёр, IMP"
    for word, start, end in analysis.tokens(text):
        assert text[start:end] == word
    assert [w for w, _, _ in analysis.tokens(text)] == ["Правило", "75", "партнёр", "IMP"]


def test_hyphenated_words_give_each_part():
    assert set(analysis.word_terms("каким-либо")) >= {"какой", "либо"}


def test_remembered_lemmas_need_no_dictionary(monkeypatch):
    analysis.ru_lemmas.cache_clear()
    analysis.remember_lemmas({"щщщтест": ["щщщлемма"]})

    def no_dictionary():
        raise AssertionError("pymorphy3 must not be needed for a remembered word")

    monkeypatch.setattr(analysis, "_morph", no_dictionary)
    assert analysis.word_terms("Щщщтест") == ("щщщлемма",)
    analysis.ru_lemmas.cache_clear()


def test_lemma_table_round_trips():
    table = analysis.lemma_table(["Картой", "undertricks", "ёлки"])
    assert set(table) == {"картой", "елки"}
    assert table["картой"] == ["карта"]


@given(st.text(max_size=200))
def test_any_text_analyses(text):
    out = analysis.terms(text)
    assert all(isinstance(t, str) and t for t in out)


def _cold():
    analysis.word_terms.cache_clear()
    analysis.ru_lemmas.cache_clear()


@given(st.lists(st.sampled_from(["Игрок", "игрок", "ИГРОКОМ", "Ёлки", "ёлки", "Revokes", "REVOKED", "12th",
                                 "Двенадцатой", "Каким-Либо", "S.O.", "IMP", "Взяток"]), max_size=6))
def test_a_word_has_the_terms_of_its_folded_form_whatever_was_asked_first(words):
    """``word_terms`` and ``ru_lemmas`` work a word out once for all its cases (they ask for the
    folded form): the same terms whatever order the words come in, as a cold cache gives them."""
    _cold()
    for w in words:
        analysis.word_terms(w)
    warm = {w: analysis.word_terms(w) for w in words}
    _cold()
    assert {w: analysis.word_terms(w) for w in reversed(words)} == warm
    for w in words:
        assert analysis.word_terms(w) == analysis.word_terms(analysis.fold(w))
        assert analysis.ru_lemmas(w) == analysis.ru_lemmas(analysis.fold(w))


def test_warm_works_out_every_word_and_changes_no_answer():
    text = "Игрок, взявший ВЗЯТКУ, revokes twelve; 12th «Каким-либо» S.O."
    _cold()
    cold = [analysis.word_terms(w) for w, _, _ in analysis.tokens(text)]
    _cold()
    assert analysis.warm([text, ""]) == len(set(analysis.WORD_RE.findall(text)))
    before = analysis.word_terms.cache_info().misses
    assert [analysis.word_terms(w) for w, _, _ in analysis.tokens(text)] == cold
    # the folded forms were worked out: asking for the words as written looks up nothing new
    assert analysis.word_terms.cache_info().misses - before == len({w for w in analysis.WORD_RE.findall(text)
                                                                     if w != analysis.fold(w)})
