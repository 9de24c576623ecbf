"""textfix: line-end hyphenation, white space and the letter ё."""

from __future__ import annotations

import pytest
from hypothesis import given
from hypothesis import strategies as st

from bridge_laws.text import textfix
from bridge_laws.text.textfix import (
    YoRestorer,
    dehyphenate_join,
    is_known_word,
    join_lines,
    normalize_space,
    yo_fold,
)

# --- dehyphenate_join: one table per rule ---------------------------------------------------

NOT_A_LETTER_BEFORE_HYPHEN = [
    ("4-", "карточные", "4-карточные"),
    ("S.O.-", "сть", "S.O.-сть"),
    ("(A)-", "пункт", "(A)-пункт"),
    ("75D2-", "ой", "75D2-ой"),
]

LATIN = [
    ("E-", "W", "E-W"),
    ("N-", "S", "N-S"),
    ("E-", "W:", "E-W:"),
    ("bidding-", "boxes,", "bidding-boxes,"),  # a real English compound
    ("Commis-", "sion,", "Commission,"),  # an English word broken before a suffix
]

PARTICLES = [
    ("что-", "либо", "что-либо"),
    ("кто-", "нибудь", "кто-нибудь"),
    ("как-", "то", "как-то"),
    ("какой-", "то,", "какой-то,"),
    ("дай-", "ка", "дай-ка"),
    ("всё-", "таки", "всё-таки"),
    ("он-", "де", "он-де"),
    ("кое-", "что", "кое-что"),
    ("кое-", "как", "кое-как"),
    ("Что-", "либо", "Что-либо"),
    # A particle-like tail after a non-host is a broken word.
    ("поня-", "то.", "понято."),
    ("ру-", "ка", "рука"),
    ("мес-", "то", "место"),
    ("кой-", "ка", "койка"),
]

DICTIONARY = [
    ("не-", "медленно", "немедленно"),
    ("впос-", "ледствии", "впоследствии"),
    ("разыгры-", "вающего", "разыгрывающего"),
    ("по-", "следний", "последний"),
    ("ПРЕД-", "ПОЛАГАЕМЫЙ", "ПРЕДПОЛАГАЕМЫЙ"),
    ("Пред-", "полагаемый", "Предполагаемый"),
    ("партне-", "ра", "партнера"),
    # the compound is known, or both halves and not their fusion
    ("сине-", "зеленый", "сине-зеленый"),
    ("по-", "видимому", "по-видимому"),
    ("вис-", "тующего", "вистующего"),
    # unknown either way (bridge slang): a line-end break is the common case
    ("им-", "пами", "импами"),
    ("абвг-", "дейка", "абвгдейка"),
]

PUNCTUATION_KEPT = [
    ("вис-", "тующего.", "вистующего."),
    ("(впос-", "ледствии),", "(впоследствии),"),
    ("«разыгры-", "вающий»", "«разыгрывающий»"),
    ("что-", "либо;", "что-либо;"),
]

ODD_INPUT = [
    ("слово", "другое", "слово другое"),  # no hyphen: a space
    ("x-", "", "x-"),
    ("-", "слово", "-слово"),
    ("слово-", "-", "слово--"),
]


@pytest.mark.parametrize(
    "left, right, joined",
    NOT_A_LETTER_BEFORE_HYPHEN + LATIN + PARTICLES + DICTIONARY + PUNCTUATION_KEPT + ODD_INPUT,
)
def test_dehyphenate_join(left, right, joined):
    assert dehyphenate_join(left, right) == joined


def test_morph_analyzer_is_one_lazy_singleton():
    assert textfix._morph() is textfix._morph()
    assert is_known_word("правило") and is_known_word("Правило")
    assert not is_known_word("впос")
    assert not is_known_word("")


# --- join_lines -----------------------------------------------------------------------------


@pytest.mark.parametrize(
    "lines, text",
    [
        ([], ""),
        (["", "   "], ""),
        (["  одна   строка  "], "одна строка"),
        (["После  назначения,", "контры"], "После назначения, контры"),
        (["от предполагаемого разыгры-", "вающего, делает"], "от предполагаемого разыгрывающего, делает"),
        (["может быть отменен только судьей (впос-", "ледствии) и"], "может быть отменен только судьей (впоследствии) и"),
        (["если что-", "либо случится"], "если что-либо случится"),
        (["игра 4-", "карточные масти"], "игра 4-карточные масти"),
        (["линия E-", "W играет"], "линия E-W играет"),
        # a hyphen after a space is a dash, joined with a space
        (["экраны -", "тогда обеспечение"], "экраны - тогда обеспечение"),
        (["экраны --", "тогда"], "экраны -- тогда"),
        (["-", "слово"], "- слово"),
        # several breaks in a row, and a one-word line in between
        (["не-", "медлен-", "но"], "немедленно"),
        (["раз-", "ыгры-", "вающего"], "разыгрывающего"),
        (["слово\tс\tтабуляцией", "и  ещё"], "слово с табуляцией и ещё"),
        (["вис-", "", "тующего"], "вистующего"),
    ],
)
def test_join_lines(lines, text):
    assert join_lines(lines) == text


@given(st.lists(st.text(max_size=30), max_size=8))
def test_join_lines_never_raises(lines):
    text = join_lines(lines)
    assert text == text.strip()
    assert "  " not in text


_WORDS = st.text(alphabet="абвгдежзийклмнопрстуфхцчшщыьэюя", min_size=1, max_size=8)


@given(st.lists(st.lists(_WORDS, min_size=1, max_size=4).map(" ".join), max_size=6))
def test_join_lines_without_hyphens_joins_with_spaces(lines):
    assert join_lines(lines) == " ".join(lines)


@given(_WORDS, _WORDS)
def test_a_break_never_loses_letters(left, right):
    joined = dehyphenate_join(left + "-", right)
    assert joined in (left + right, f"{left}-{right}")


# --- white space and ё ----------------------------------------------------------------------


@pytest.mark.parametrize(
    "raw, clean",
    [("  a  b\t c\n", "a b c"), ("", ""), ("\u00a0x\u00a0 y", "x y"), ("one", "one")],
)
def test_normalize_space(raw, clean):
    assert normalize_space(raw) == clean


@pytest.mark.parametrize(
    "raw, folded",
    [("ещё", "еще"), ("ЁЖ", "ЕЖ"), ("Ёлка и ёж", "Елка и еж"), ("без", "без"), ("", "")],
)
def test_yo_fold(raw, folded):
    assert yo_fold(raw) == folded


LEARNED = [
    "Партнёр разыгрывающего. Ход отменён судьёй. Всё это известно. Все игроки здесь.",
    "Ещё раз: партнёр и партнёра. Ёмкость. Вёл и вел.",
]


@pytest.mark.parametrize(
    "text, restored",
    [
        ("партнер", "партнёр"),
        ("Партнер", "Партнёр"),
        ("ПАРТНЕР", "ПАРТНЁР"),
        ("ход отменен.", "ход отменён."),
        ("отменен судьей", "отменён судьёй"),
        ("еще", "ещё"),
        ("Емкость", "Ёмкость"),
        ("партнера", "партнёра"),
        # both spellings occur in the learned texts: ambiguous, left alone
        ("все", "все"),
        ("Все", "Все"),
        ("вел", "вел"),
        # whole words only: "партнеров" was never learned
        ("партнеров", "партнеров"),
        ("партнерша", "партнерша"),
        # already spelled with ё, or unknown: untouched
        ("партнёр", "партнёр"),
        ("игрок", "игрок"),
        ("Law partner", "Law partner"),
        ("", ""),
    ],
)
def test_yo_restorer(text, restored):
    assert YoRestorer(LEARNED).restore(text) == restored


def test_yo_restorer_learns_incrementally():
    restorer = YoRestorer()
    assert restorer.restore("партнер") == "партнер"
    restorer.learn("партнёр")
    assert restorer.restore("партнер") == "партнёр"
    restorer.learn("партнер")  # now seen without ё as well
    assert restorer.restore("партнер") == "партнер"


def test_yo_restorer_never_changes_anything_but_e(text="Партнер сказал: «отменен!» 4-карточные"):
    restorer = YoRestorer(LEARNED)
    assert yo_fold(restorer.restore(text)) == yo_fold(text)
