"""Small hand-written cases, one per trap of the source layouts."""

from __future__ import annotations

import pytest

from bridge_laws.model import SkeletonUnit, Location
from bridge_laws.outline import HeadingToken, Outline, assign_levels, match_marker
from bridge_laws.readers.book import read_book
from bridge_laws.readers.bilingual import read_site
from bridge_laws.readers.skeleton import read_skeleton
from bridge_laws.readers.tables import is_table_line, parse_book_table
from bridge_laws.readers.fixers import drop_repeated_blocks, number_lines, undo_dos_codepage, undo_mangled_capital_yo


def book(text: str, kind: str = "web-book", skeleton=()):
    result = read_book(text, "t.txt", kind, 1987, "ru", skeleton)
    return {f.ref: f for f in result.fragments}, result


def skel(*refs_pages):
    return tuple(SkeletonUnit(ref=r, kind=k, marker=m, page=p, where=Location("s", i + 1))
                 for i, (r, k, m, p) in enumerate(refs_pages))


# -- markers and their order ----------------------------------------------------------------
@pytest.mark.parametrize("line,expected", [
    ("A.Первый ход закрытой картой", ("section", "A", "Первый ход закрытой картой")),
    ("С.Карта", ("section", "C", "Карта")),  # Cyrillic С
    ("2., -", ("subsection", "2", ", -")),
    ("(B).Разыгрывающий", ("item", "B", "Разыгрывающий")),
    ("(1).[ ] -", ("subitem", "1", "[ ] -")),
    ("S.O. может определить", None),  # not section S
    ("1987.", None),  # a year
    ("2 - натуральный sign-off", None),
])
def test_markers(line, expected):
    assert match_marker(line) == expected


def test_outline_accepts_only_the_next_marker():
    o = Outline()
    o.start_law(45)
    assert o.expects("section", "A") and not o.expects("section", "B")
    o.enter("section", "A")
    assert o.expects("subsection", "1") and o.expects("section", "B") and not o.expects("subsection", "50")
    o.enter("subsection", "1")
    assert o.ref() == "45A1"


def test_levels_from_numbering_alone():
    # chapter V, division I, parts I-II, division II, parts I … VI, then «VI» again: chapter VI
    t = lambda n, rule="double": HeadingToken(n, None, rule, None, None, 0)
    tokens = [t("V"), t("I", "spaced"), t("I"), t("II"), t("II", "spaced"), t("I"), t("II"), t("III"),
              t("IV"), t("V"), t("VI"), t("VI"), t("I", "spaced"), t("I")]
    levels = assign_levels(tokens)
    assert levels[10] == "part" and levels[11] == "chapter"


# -- the web/DOS book layout ----------------------------------------------------------------------
WEB = """Страница:
Правило 75. Соглашения
----------------------
A.Исправление
Игрок должен вызвать судью(*).
------------------------------------------------
(*) - Сноска, которая не
-------------> продолжение на следующей странице
Правило 76. Таблица очень длинная для одной
---------------------------------- строки
------
A.Поведение во время торговли
1.Только одна рука
Зрителю не следует смотреть в карты более
чем одного игрока.
------------------------------------------------
<----- продолжение сноски на предыдущей странице
поместилась на странице.
2.Персональная реакция
Зритель должен не реагиро-
вать.
* * *
Официальный текст.
"""


def test_footnote_continued_after_the_next_laws_text():
    units, _ = book(WEB)
    assert units["75A"].footnotes[0].text == "Сноска, которая не поместилась на странице."
    assert units["75A"].paragraphs == ("Игрок должен вызвать судью.",)
    assert units["76A1"].paragraphs == ("Зрителю не следует смотреть в карты более чем одного игрока.",)
    assert units["76A2"].paragraphs == ("Зритель должен не реагировать.",)
    assert units["76"].title == "Таблица очень длинная для одной строки"


def test_closing_note_is_not_law_text():
    units, _ = book(WEB)
    assert "Официальный" not in " ".join(p for f in units.values() for p in f.paragraphs)


def test_title_wraps_onto_a_lowercase_line():
    units, _ = book("Правило 75. Соглашения\n---------\nA.Ответы на вопросы относительно\nсоглашений\n"
                    "При объяснении по требованию.\n")
    assert units["75A"].title == "Ответы на вопросы относительно соглашений"
    assert units["75A"].paragraphs == ("При объяснении по требованию.",)


DOS = """  Правило 45. Игра картой
  њњњњњњњњњњњњњњњњњњњњњњњ
  A.Игра картой с руки
    Каждый игрок кладёт карту(*).
    Второй абзац отмен„н.
њњњњњњњњњњњњњњњњњњњњњњњњњњњњњњњњњњњњњњњњњњњњњњњњ
(*) - Первый ход.

                      - 74 -
    1.Карта вистующего
      Карта вистующего должна быть сыграна.
  C.Последующие карты
    Текст C.
"""

SKELETON = skel(("45", "law", "45", 74), ("45A", "section", "A", 74), ("45B", "section", "B", 75),
                ("45B1", "subsection", "1", 78), ("45B2", "subsection", "2", 78), ("45C", "section", "C", 78),
                ("46", "law", "46", 79))


def test_dos_layout_with_footers_code_page_and_a_headless_page():
    units, _ = book(DOS, "dos-book", SKELETON)
    assert units["45A"].paragraphs == ("Каждый игрок кладёт карту.", "Второй абзац отменён.")
    assert units["45A"].footnotes[0].text == "Первый ход."
    assert units["45A"].page == 74
    # the page after «- 74 -» starts with «1.»: placed under 45B by its markers and the skeleton
    assert units["45B1"].paragraphs == ("Карта вистующего должна быть сыграна.",)
    assert units["45C"].paragraphs == ("Текст C.",)


def test_headless_page_without_a_skeleton_is_reported_not_invented():
    units, result = book(DOS, "dos-book", ())
    assert "45B1" not in units and "45C" not in units
    assert any(i.kind == "unplaced-fragment" for i in result.issues)


def test_unserved_marker_is_kept_without_text():
    units, _ = book("Правило 5. Закон\n---------\nA.Раздел\nТекст со сноской(*).\n")
    assert [(n.marker, n.text) for n in units["5A"].footnotes] == [("*", None)]


# -- fixers ---------------------------------------------------------------------------------------
def test_dos_code_page_damage():
    assert undo_dos_codepage([(1, "отмен„н ОБСЧ‚Т њњњ ҐҐҐ")]) == [(1, "отменён ОБСЧЁТ --- ===")]
    assert undo_mangled_capital_yo([(1, "Глава VIII - ОБСЧпТ")]) == [(1, "Глава VIII - ОБСЧЁТ")]


def test_repeated_block_dropped_once():
    lines = number_lines("\n".join(f"line {i}" for i in range(30)) + "\n" + "\n".join(f"line {i}" for i in range(1, 30)))
    kept, dropped = drop_repeated_blocks(lines)
    assert [s for _, s in kept] == [f"line {i}" for i in range(30)]
    assert dropped == [(31, 59)]


# -- tables -----------------------------------------------------------------------------------------
def test_imp_scale_printed_in_three_column_groups():
    rows = ["разница | разница", "в очках IMP | в очках IMP", "| |",
            "20 з 40 1 | 370 з 420 9", "50 з 80 2 | 4000 и более 24"]
    assert all(is_table_line(r) for r in rows)
    table = parse_book_table(rows)
    assert table.header == (("разница в очках", "разница в очках", "IMP"),)
    assert table.rows == ((20, 40, 1), (50, 80, 2), (370, 420, 9), (4000, "и более", 24))


def test_box_table_with_double_bars_and_wrapped_labels():
    rows = ["За каждую | без | с |с ре-I без", "------------+-----+-----В-----", "За 1-ю н.в.:| 50 | 100 | 200 I 100",
            "За каждую | | | I", "последующую | | | I", "н.в.:| 50 | 200 | 400 I 100"]
    table = parse_book_table(rows)
    assert table.rows[0] == ("За 1-ю н.в.:", 50, 100, 200, 100)
    assert table.rows[1] == ("За каждую последующую н.в.:", 50, 200, 400, 100)
    assert table.header == (("За каждую", "без", "с", "с ре-", "без"),)


def test_box_table_header_over_rows_and_spaced_letters():
    rows = ["Штраф | Д О М А I В Г О С Т Я Х", "за | сво- | чу- I сво- | чу-", "раз | их | жих I их | жих",
            "------+-----+-----В-----+-----", "Один:| 10 | 20 I 30 | 40"]
    table = parse_book_table(rows, words=frozenset({"ДОМА", "В", "ГОСТЯХ"}))
    assert table.header == (("Штраф за раз", "ДОМА", "ДОМА", "В ГОСТЯХ", "В ГОСТЯХ"),
                            ("", "своих", "чужих", "своих", "чужих"))
    assert table.rows == (("Один:", 10, 20, 30, 40),)


@pytest.mark.parametrize("caption,rows,expected_caption,first", [
    # a word hyphenated between the caption and the first cell
    (["За каждый ход сверх", "трёх, сделанный и выиг-"], ["ранный: БЕЗ ФОРЫ 20 30"],
     "За каждый ход сверх трёх, сделанный и выигранный:", ("БЕЗ ФОРЫ", 20, 30)),
    # the caption's last line begins the first label
    (["Итоги:", "За партию с форой, но"], ["без реванша:......50"], "Итоги:", ("За партию с форой, но без реванша:", 50)),
])
def test_caption_running_into_the_first_row(caption, rows, expected_caption, first):
    table = parse_book_table(rows, caption=caption)
    assert table.caption == expected_caption and table.rows[0] == first


def test_column_heads_and_word_cells_in_the_caption():
    caption = ["За каждый лишний ход: ДО ОБЕДА ПОСЛЕ", "БЕЗ ФОРЫ цена цена", "хода хода"]
    table = parse_book_table(["С ФОРОЙ 10 20"], caption=caption)
    assert table.caption == "За каждый лишний ход:" and table.header == (("", "ДО ОБЕДА", "ПОСЛЕ"),)
    assert table.rows == (("БЕЗ ФОРЫ", "цена хода", "цена хода"), ("С ФОРОЙ", 10, 20))


def test_two_column_caption_becomes_the_header():
    caption = ["За первый ход утром, За прочие ходы", "сделанный и выигран- утром, сделан-", "ный: ные и выигранные:"]
    table = parse_book_table(["БЕЗ ФОРЫ 40 30"], caption=caption)
    assert table.header == (("", "За первый ход утром, сделанный и выигранный:",
                             "За прочие ходы утром, сделанные и выигранные:"),)
    assert table.caption is None


@pytest.mark.parametrize("line,row", [
    ("С   КОНТРОЙ    40    40    60    60", ("С КОНТРОЙ", 40, 40, 60, 60)),
    ("За любую частичную запись:.................50", ("За любую частичную запись:", 50)),
])
def test_plain_table_rows(line, row):
    assert parse_book_table([line]).rows == (row,)


def test_running_text_with_numbers_is_not_a_table():
    assert not is_table_line("сдачу: 2 единицы счета (MP или half MP) за каж-")
    assert not is_table_line("согласно правилам 69, 70")


# -- the stripped copy ----------------------------------------------------------------------------------
STRIPPED = """1987
W B F
I - .........................27
1. ........36
A. .......36
2. .......37
1987
================================
.
I -
============
1.
---------------------------------------------
A.
 (. 2).
50.
2.
------------------------------
.
"""


def test_stripped_copy_gives_units_pages_and_refs():
    result = read_skeleton(STRIPPED, "s.txt")
    assert [(u.ref, u.page) for u in result.skeleton] == [("1", 36), ("1A", 36), ("2", 37)]
    assert [c.ref for c in result.skeleton[1].citations] == ["2"]
    assert result.headings[0][2].level == "chapter"


# -- the bilingual site ------------------------------------------------------------------------------------
SITE = """Кодекс - Глава IX

Глава IX. Организация

ПРАВИЛО 80. ОРГАНИЗАТОРЫ

Глава IX. Организация

ПРАВИЛО 80. ОРГАНИЗАТОРЫ

Организаторы имеют полномочия:

A. Судья турнира

назначать Судью скорером* позднего²³ времени.

CHAPTER IX. Tournament Sponsorship

LAW 80 - SPONSORING ORGANISATION

A sponsoring organisation has the following duties:

A. Tournament Director

to appoint a later23 Director.

Вернуться к Титульной странице
"""


def test_site_contents_list_article_a_and_note_markers():
    result = read_site(SITE, "site.txt")
    units = {(f.lang, f.ref): f for f in result.fragments}
    assert units[("ru", "80")].paragraphs == ("Организаторы имеют полномочия:",)
    assert units[("en", "80")].paragraphs == ("A sponsoring organisation has the following duties:",)
    assert units[("ru", "80A")].paragraphs == ("назначать Судью скорером позднего времени.",)
    assert [n.marker for n in units[("ru", "80A")].footnotes] == ["23", "*"]
    assert units[("en", "80A")].paragraphs == ("to appoint a later Director.",)
    assert ("ru", "80B") not in units


SITE_TABLES = """ПРАВИЛО 90. ИГРА

ИГРА НА ОЧКИ

ЕСЛИ ФОРА :
За каждый ход:
Без форы С форой\t10 20\t30 60

ШТРАФЫ

\tДома
\tСвои\tЧужие
За первый раз\t5\t10
За второй раз\t15\t20
\tВ гостях
\tСвои\tЧужие
За первый раз\t50\t100

За каждый лишний ход:\tДома\tВ гостях
(ходы сверх плана)
Без форы\tцена хода\tцена хода
С форой\t100\t200

Разность
10-20
30-40
50 и более

Очки
1
2
3
"""


def test_site_tables_merged_rows_split_and_two_tables_in_one_block():
    law = {f.ref: f for f in read_site(SITE_TABLES, "site.txt").fragments}["90"]
    first, home, away, extra, scale = law.tables
    assert first.caption == "ЕСЛИ ФОРА : За каждый ход:" and first.after == 1
    assert first.rows == (("Без форы", 10, 30), ("С форой", 20, 60))  # «Без форы С форой | 10 20 | 30 60»
    assert home.header == (("", "Дома", "Дома"), ("", "Свои", "Чужие")) and home.rows[1] == ("За второй раз", 15, 20)
    assert away.header[0] == ("", "В гостях", "В гостях") and away.rows == (("За первый раз", 50, 100),)
    assert extra.header == (("За каждый лишний ход: (ходы сверх плана)", "Дома", "В гостях"),)
    assert extra.rows[0] == ("Без форы", "цена хода", "цена хода") and extra.rows[1] == ("С форой", 100, 200)
    assert scale.header == (("Разность", "Разность", "Очки"),)
    assert scale.rows == ((10, 20, 1), (30, 40, 2), (50, "и более", 3))
    assert all(t.source and t.where for t in law.tables)


@pytest.mark.parametrize("text,expected", [
    ("For firstu ndertrick", "For first undertrick"),  # both pieces are words printed elsewhere
    ("For firs tundertrick", "For first undertrick"),
    ("For first undertrick", "For first undertrick"),  # nothing slipped
    ("a bxyz cq", "a bxyz cq"),  # moving a letter makes no known words
])
def test_a_slipped_space_is_put_back(text, expected):
    from bridge_laws.readers.tables import fix_slipped_space, word_counts

    counts = word_counts("for first undertrick, each undertrick, first, " + text)
    assert fix_slipped_space(text, counts) == expected


def test_letter_spacing_rejoined_only_into_printed_words():
    from bridge_laws.readers.tables import rejoin_spaced

    words = frozenset({"ДО", "ЗОНЫ"})
    assert rejoin_spaced("Д О З О Н Ы", words) == "ДО ЗОНЫ"
    assert rejoin_spaced("Х Ы З", words) == "ХЫЗ"  # no cut into printed words: one word
    long = " ".join("А" * 5000)
    assert rejoin_spaced(long, words) == long  # not a heading; and cheap


def test_box_table_header_line_without_rules_is_kept():
    rows = ["Штраф", "за | свои | чужие", "Один:| 10 | 20"]
    table = parse_book_table(rows)
    assert table.header == (("Штраф за", "свои", "чужие"),) and table.rows == (("Один:", 10, 20),)
