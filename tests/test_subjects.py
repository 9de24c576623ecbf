"""Tests for the subject-index reader: one small hand-written case per rule, then the real index."""

from __future__ import annotations

import pytest
from hypothesis import given, settings
from hypothesis import strategies as st

from bridge_laws.errors import CorpusError
from bridge_laws.model import Location, SubjectEntry
from bridge_laws.readers.subjects import (
    expand_head,
    find_subject_index,
    parse_subject_index,
    sort_key,
    subjects_from_dicts,
    subjects_to_dicts,
)
from helpers import SOURCES

FILE = "test.txt"
SOURCE = SOURCES / "1987-ru-web-75-93.txt"


def numbered(*texts: str) -> list[tuple[int, str]]:
    return list(enumerate(texts, 1))


def parse(*texts: str):
    return parse_subject_index(numbered(*texts), FILE)


def shape(entries) -> list:
    """Heads and children as (term, laws) pairs, nested: what a reader of the index sees."""
    return [((e.term, e.laws), [(c.term, c.laws) for c in e.children]) for e in entries]


def kinds(issues) -> list[str]:
    return [i.kind for i in issues]


# --------------------------------------------------------------------------- entry lines


@pytest.mark.parametrize(
    "line, term, laws",
    [
        ("Блеф.......................................40,73", "Блеф", (40, 73)),
        ("Громкая дискуссия.............................90", "Громкая дискуссия", (90,)),
        ("Влияние невызывания судьи на права....9,10,11", "Влияние невызывания судьи на права", (9, 10, 11)),
        # two dots only
        ("Акцент..23", "Акцент", (23,)),
        # one dot glued to the last word
        ("Блеф.50,59", "Блеф", (50, 59)),
        # a dot that belongs to the term stays
        ("Алерт S.O. ..........................40", "Алерт S.O.", (40,)),
        # spaces inside the number list
        ("Блеф.......40, 73", "Блеф", (40, 73)),
        # a head word that only groups sub-entries
        ("Алерт", "Алерт", ()),
    ],
)
def test_entry_line(line, term, laws):
    entries, issues = parse(line)
    assert [(e.term, e.laws) for e in entries] == [(term, laws)]
    assert issues == []


def test_entry_keeps_its_location():
    entries, _ = parse_subject_index([(598, "Блеф.....40,73")], "1987-ru-web-75-93.txt")
    assert entries[0].where == Location("1987-ru-web-75-93.txt", 598)


# --------------------------------------------------------------------------- wrapped terms


@pytest.mark.parametrize(
    "lines, expected",
    [
        # a line with neither numbers nor see-reference, followed by a lowercase line
        (
            ("Вопрос", "Право на объяснение конвенций и", "партнерского взаимопонимания.........40,75", "Выбор....10"),
            [
                (("Вопрос", ()), [("Право на объяснение конвенций и партнерского взаимопонимания", (40, 75))]),
                (("Выбор", (10,)), []),
            ],
        ),
        # a term wrapped over three lines
        (
            ("Выбор игроком", "действий после", "нарушения......84"),
            [(("Выбор игроком действий после нарушения", (84,)), [])],
        ),
    ],
)
def test_wrapped_term(lines, expected):
    entries, issues = parse(*lines)
    assert shape(entries) == expected
    assert issues == []


def test_hyphenated_wrap_in_see_reference():
    entries, issues = parse("Вариации в манере или темпе - см.Нелегальная ин-", "формация; Приличия;")
    assert entries == (
        SubjectEntry(
            "Вариации в манере или темпе",
            see=("Нелегальная информация", "Приличия"),
            where=Location(FILE, 1),
        ),
    )
    assert issues == []


def test_lowercase_line_after_complete_entry_is_an_issue():
    entries, issues = parse("Блеф.....40", "объявленное партнерское соглашение", "Болван.....41")
    assert [e.term for e in entries] == ["Блеф", "Болван"]
    assert kinds(issues) == ["subject-unparsed"]
    assert issues[0].where == Location(FILE, 2)


# --------------------------------------------------------------------------- the = sign


@pytest.mark.parametrize(
    "term, head, expected",
    [
        ("= к апелляционному комитету", "Апелляция", "Апелляция к апелляционному комитету"),
        # elsewhere the book would inflect the head: the printed words are kept, read under it
        ("Право на =", "Апелляция", "Право на"),
        ("Права = ", "Болван", "Права"),
        ("Вопросы = о возможном фальшренонсе", "Вистующий", "Вопросы о возможном фальшренонсе"),
        ("Присуждение результата при ущербе из-за =", "Вынужденный пас", "Присуждение результата при ущербе из-за"),
        ("Предписания =", "SO правила", "Предписания"),
        # after an adjective that agrees with the head, the head is read in
        ("Дефектные =", "Взятки", "Дефектные взятки"),
        ("Игра во =", "Взятки", "Игра во взятки"),
        ("Безнаказанная =", "Акция, нарушающая обязанность пасовать", "Безнаказанная акция, нарушающая обязанность пасовать"),
    ],
)
def test_expand_head(term, head, expected):
    assert expand_head(term, head) == expected


def test_eq_lines_are_sub_entries_of_the_current_head():
    entries, issues = parse(
        "Апелляция",
        "= к главному судье.........................93",
        "Право на = ................................92",
        "Процедуры = ............................92,93",
    )
    assert shape(entries) == [
        (
            ("Апелляция", ()),
            [("Апелляция к главному судье", (93,)), ("Право на", (92,)), ("Процедуры", (92, 93))],
        )
    ]
    assert issues == []


def test_eq_line_before_any_head_is_an_issue():
    entries, issues = parse("= к главному судье.....93", "Блеф....40")
    assert [e.term for e in entries] == ["Блеф"]
    assert kinds(issues) == ["subject-orphan"]


# --------------------------------------------------------------------------- see-references


@pytest.mark.parametrize(
    "line, term, see, see_also",
    [
        ("Акцент - см.Нелегальная информация; Приличия;", "Акцент", ("Нелегальная информация", "Приличия"), ()),
        ("Болван - см.также Игра со стола;", "Болван", (), ("Игра со стола",)),
        # no spaces around the dash nor after the semicolons
        ("Вопрос-см.также Нелегальная информация;Приличия;", "Вопрос", (), ("Нелегальная информация", "Приличия")),
        # no closing semicolon
        ("Акцент - см. Приличия", "Акцент", ("Приличия",), ()),
    ],
)
def test_see_reference(line, term, see, see_also):
    entries, issues = parse(line)
    assert [(e.term, e.see, e.see_also, e.laws) for e in entries] == [(term, see, see_also, ())]
    assert issues == []


def test_see_line_is_a_head_and_takes_sub_entries():
    entries, _ = parse(
        "Болван - см.также Игра со стола;",
        "Ограничение прав = ........................43",
        "Рука = ....................................41",
    )
    assert shape(entries) == [(("Болван", ()), [("Ограничение прав", (43,)), ("Рука", (41,))])]


def test_see_line_out_of_order_is_still_a_head_with_an_issue():
    entries, issues = parse("Блеф....40", "Вистующий....9", "Акцент - см.Приличия;")
    assert [e.term for e in entries] == ["Блеф", "Вистующий", "Акцент"]
    assert kinds(issues) == ["subject-order"]
    assert issues[0].where == Location(FILE, 3)


# --------------------------------------------------------------------------- [repeats]


def test_bracketed_repeat_is_not_an_entry():
    entries, issues = parse(
        "Взятки",
        "Просмотр = ................................66",
        "[взятки]",
        "Расположение = ............................65",
    )
    assert shape(entries) == [(("Взятки", ()), [("Просмотр взятки", (66,)), ("Расположение взятки", (65,))])]
    assert issues == []


def test_bracketed_repeat_of_another_word_is_an_issue():
    _, issues = parse("Взятки", "Просмотр = .....66", "[вистующий]", "Расположение = .....65")
    assert kinds(issues) == ["subject-repeat"]
    assert issues[0].where == Location(FILE, 3)


# --------------------------------------------------------------------------- heads by alphabetical order


@pytest.mark.parametrize(
    "lines, heads",
    [
        # Пятая… and Ход… would break the order of Вистующий, Вопрос: sub-entries of Взятки
        (
            (
                "Взятки",
                "Просмотр = ................................66",
                "Пятая карта во взятку......................45",
                "Ход во взятку..............................44",
                "Вистующий",
                "Права после нарушения.......................9",
                "Вопрос-см.также Приличия;",
            ),
            ["Взятки", "Вистующий", "Вопрос"],
        ),
        # Фальшренонс sorts after Движение игроков: a sub-entry of Давать в масть
        (
            (
                "Давать в масть",
                "Общее требование = ........................44",
                "Фальшренонс................................61",
                "Движение игроков...............................8",
            ),
            ["Давать в масть", "Движение игроков"],
        ),
        # Акция… sorts between Акцент and Алерт: a head, with Безнаказанная = under it
        (
            (
                "Акцент - см.Приличия;",
                "Акция, нарушающая обязанность пасовать........37",
                "Безнаказанная = ...........................35",
                "Алерт",
                "Неалертирование как дезинформация..........21",
                "Апелляционный комитет.........................93",
            ),
            ["Акцент", "Акция, нарушающая обязанность пасовать", "Алерт", "Апелляционный комитет"],
        ),
        # ё sorts as е (by code point it would come after ж)
        (("Еда....1", "Ёж....2", "Жук....3"), ["Еда", "Ёж", "Жук"]),
        # the first line is always a head, even when a later one would also fit
        (("Ёж....1", "Еда....2", "Жук....3"), ["Ёж", "Жук"]),
        # tie: either Болван or Блеф keeps the order; Болван is followed by a = sub-entry
        # (and printed without numbers), so it is the head, though ties otherwise go to the later line
        (("Акцент....1", "Болван", "Рука = ....41", "Блеф....40"), ["Акцент", "Болван"]),
        # tie with no such sign: the later line is the next head
        (("Акцент....1", "Болван....2", "Блеф....40"), ["Акцент", "Блеф"]),
    ],
)
def test_heads_follow_alphabetical_order(lines, heads):
    entries, _ = parse(*lines)
    assert [e.term for e in entries] == heads


def test_sub_entries_of_the_tie_break():
    entries, _ = parse("Акцент....1", "Болван", "Рука = ....41", "Блеф....40")
    assert shape(entries) == [
        (("Акцент", (1,)), []),
        (("Болван", ()), [("Рука", (41,)), ("Блеф", (40,))]),
    ]


@pytest.mark.parametrize(
    "a, b",
    [
        ("Движение игроков", "Движение сдач"),
        ("Апелляционный комитет", "Апелляция"),
        ("Акцент", "Акция, нарушающая обязанность пасовать"),
        ("Ёлка", "Жук"),
        ("= к апелляционному комитету", "Право на ="),
        ("взятки", "Вистующий"),
    ],
)
def test_sort_key_order(a, b):
    assert sort_key(a) < sort_key(b)


def test_sub_entries_out_of_order_are_reported():
    _, issues = parse("Взятки", "Уступка = .....68", "Дефектные = .....45")
    assert kinds(issues) == ["subject-order"]
    assert issues[0].where == Location(FILE, 3)


# --------------------------------------------------------------------------- damage


@pytest.mark.parametrize(
    "line, kind",
    [
        ("Bзятки.......45", "subject-mangled"),  # Latin B in a Cyrillic word
        ("Вз?тки.......45", "subject-mangled"),
        ("Вз\ufffdтки.......45", "subject-mangled"),
        (".............45", "subject-unparsed"),  # a leader with no term
        ("123", "subject-unparsed"),
        ("Блеф.......400", "subject-law"),  # no law 400 in the 1987 Laws
    ],
)
def test_damage_is_reported_and_parsing_goes_on(line, kind):
    entries, issues = parse("Акцент....1", line, "Блеф....40")
    assert kind in kinds(issues)
    bad = next(i for i in issues if i.kind == kind)
    assert bad.where == Location(FILE, 2)
    terms = [t for e in entries for t in [e.term, *(c.term for c in e.children)]]
    assert terms[0] == "Акцент" and "Блеф" in terms


def test_title_lines_are_tolerated():
    entries, issues = parse("П Р Е Д М Е Т Н Ы Й У К А З А Т Е Л Ь", "(ссылки к номерам правил)", "", "Блеф....40")
    assert [e.term for e in entries] == ["Блеф"]
    assert issues == []


def test_page_furniture_in_the_index_is_dropped():
    """A page number between two entries («- 127 -») is the page's, read by the one furniture
    detector every reader shares, not an entry the index cannot read."""
    entries, issues = parse("Акцент....74", "- 127 -", "Блеф....40")
    assert [e.term for e in entries] == ["Акцент", "Блеф"]
    assert issues == []


@settings(deadline=None)  # an example with a Cyrillic «=» line may be the one that loads pymorphy3
@given(st.lists(st.text(max_size=60), max_size=30))
def test_never_crashes(texts):
    entries, issues = parse(*texts)
    assert all(isinstance(e, SubjectEntry) for e in entries)


# --------------------------------------------------------------------------- the real index

HEADS = [
    "Акцент",
    "Акция, нарушающая обязанность пасовать",
    "Алерт",
    "Апелляционный комитет",
    "Апелляция",
    "Безнаказанность",
    "Блеф",
    "Болван",
    "Вариации в манере или темпе",
    "Взаимопонимание партнеров",
    "Взятки",
    "Вистующий",
    "Вопрос",
    "Выбор игроком действий после нарушения",
    "Вызов судьи",
    "Вынужденный пас",
    "Главный судья",
    "Громкая дискуссия",
    "Давать в масть",
    "Движение игроков",
    "Движение сдач",
    "Дезинформация",
    "Дефектная взятка",
    "Дисквалификация игрока",
]

# The 14 sub-entries of Взятки; the brief said 15, the 15th printed line is the [взятки] repeat.
TRICKS = [
    ("Дефектные взятки", (45, 67)),
    ("Игра во взятки", (44,)),
    ("Несогласие относительно выигранных", (79,)),  # «…выигранных взяток»: printed without the head
    ("Переворачивание взятки", (45,)),
    ("Претензия на взятки", (68,)),
    ("Просмотр взятки", (66,)),
    ("Пятая карта во взятку", (45,)),
    ("Расположение взятки", (65,)),
    ("Согласование количества выигранных", (79,)),
    ("Сохранение информации о принадлежности взятки", (65,)),
    ("Сыгранные взятки", (61, 62, 66)),
    ("Укомплектованные взятки", (65,)),
    ("Уступка взятки", (68, 69, 71)),
    ("Ход во взятку", (44,)),
]


@pytest.fixture(scope="module")
def source_lines() -> list[tuple[int, str]]:
    return list(enumerate(SOURCE.read_text(encoding="utf-8").splitlines(), 1))


@pytest.fixture(scope="module")
def real(source_lines):
    return parse_subject_index(find_subject_index(source_lines), SOURCE.name)


def test_find_subject_index_bounds(source_lines):
    body = find_subject_index(source_lines)
    # first copy: from the line after "(ссылки к номерам правил)" to Дисквалификация игрока,
    # which runs straight into the text of law 75
    assert body[0] == (598, "Акцент - см.Нелегальная информация; Приличия;")
    assert body[-1][0] == 674 and body[-1][1].startswith("Дисквалификация игрока")


def test_real_index_heads(real):
    entries, issues = real
    assert [e.term for e in entries] == HEADS
    assert issues == []


def test_real_index_tricks(real):
    tricks = next(e for e in real[0] if e.term == "Взятки")
    assert [(c.term, c.laws) for c in tricks.children] == TRICKS
    assert tricks.where == Location(SOURCE.name, 627)


@pytest.mark.parametrize(
    "head, children",
    [
        ("Акция, нарушающая обязанность пасовать", ["Безнаказанная акция, нарушающая обязанность пасовать"]),
        ("Алерт", ["Включение в повторение торговли", "Неалертирование как дезинформация", "Предписания S.O."]),
        ("Вистующий", ["Вопросы о возможном фальшренонсе", "Права после нарушения"]),
        (
            "Вопрос",
            ["Вопрос как передача нелегальной информации", "Право на объяснение конвенций и партнерского взаимопонимания"],
        ),
        ("Вынужденный пас", ["Акция, нарушающая обязянность пасовать", "Присуждение результата при ущербе из-за"]),
        ("Давать в масть", ["Общее требование давать в масть", "Требование давать в масть при наличии штрафной карты", "Фальшренонс"]),
        ("Блеф", []),
    ],
)
def test_real_index_children(real, head, children):
    entry = next(e for e in real[0] if e.term == head)
    assert [c.term for c in entry.children] == children


@pytest.mark.parametrize(
    "head, laws, see, see_also",
    [
        ("Акцент", (), ("Нелегальная информация", "Приличия"), ()),
        ("Болван", (), (), ("Игра со стола",)),
        ("Вариации в манере или темпе", (), ("Нелегальная информация", "Приличия"), ()),
        ("Вопрос", (), (), ("Нелегальная информация", "Приличия")),
        ("Блеф", (40, 73), (), ()),
        ("Дисквалификация игрока", (91,), (), ()),
    ],
)
def test_real_index_heads_detail(real, head, laws, see, see_also):
    entry = next(e for e in real[0] if e.term == head)
    assert (entry.laws, entry.see, entry.see_also) == (laws, see, see_also)


def test_second_copy_matches_the_first(source_lines, real):
    """The source holds the index twice; both copies read the same."""
    second = find_subject_index(source_lines[700:])
    entries, issues = parse_subject_index(second, SOURCE.name)
    assert subjects_to_dicts(entries) == subjects_to_dicts(real[0])
    assert issues == []


# --------------------------------------------------------------------------- dicts


def test_to_dicts_shape():
    entry = SubjectEntry("Болван", see_also=("Игра со стола",), children=(SubjectEntry("Рука болван", laws=(41,)),))
    assert subjects_to_dicts([entry]) == [
        {
            "term": "Болван",
            "laws": [],
            "see": [],
            "see_also": ["Игра со стола"],
            "children": [{"term": "Рука болван", "laws": [41], "see": [], "see_also": [], "children": []}],
        }
    ]


def test_real_index_round_trips(real):
    data = subjects_to_dicts(real[0])
    assert subjects_to_dicts(subjects_from_dicts(data)) == data


_terms = st.text(min_size=1, max_size=20)
_leaf = st.builds(
    SubjectEntry,
    term=_terms,
    laws=st.lists(st.integers(1, 93), max_size=4).map(tuple),
    see=st.lists(_terms, max_size=3).map(tuple),
    see_also=st.lists(_terms, max_size=3).map(tuple),
)
_entries = st.recursive(
    _leaf,
    lambda kids: st.builds(
        SubjectEntry,
        term=_terms,
        laws=st.lists(st.integers(1, 93), max_size=4).map(tuple),
        children=st.lists(kids, max_size=4).map(tuple),
    ),
    max_leaves=12,
)


@given(st.lists(_entries, max_size=5).map(tuple))
def test_dicts_round_trip(entries):
    assert subjects_from_dicts(subjects_to_dicts(entries)) == entries


@pytest.mark.parametrize(
    "data",
    [
        {"term": "Блеф"},  # not a list
        [{"laws": [40]}],  # no term
        [{"term": "Блеф", "laws": ["40"]}],
        [{"term": "Блеф", "laws": [True]}],
        [{"term": "Блеф", "see": "Приличия"}],
        [{"term": "Блеф", "children": [{"term": 5}]}],
    ],
)
def test_from_dicts_rejects_malformed_data(data):
    with pytest.raises(CorpusError):
        subjects_from_dicts(data)


def test_from_dicts_tolerates_missing_lists():
    assert subjects_from_dicts([{"term": "Блеф"}]) == (SubjectEntry("Блеф"),)
