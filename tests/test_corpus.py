"""The corpus built from the real sources, end to end: every trap of the issue is a test here."""

from __future__ import annotations

import filecmp
import shutil

import pytest

from helpers import LAWS


# -- the committed corpus is what the sources give -------------------------------
def _tree_diff(a, b) -> list[str]:
    out = []
    cmp = filecmp.dircmp(a, b)
    out += [f"only in {a}: {n}" for n in cmp.left_only] + [f"only in {b}: {n}" for n in cmp.right_only]
    out += [f"differs: {n}" for n in cmp.diff_files]
    for sub in cmp.common_dirs:
        out += _tree_diff(a / sub, b / sub)
    return out


def test_committed_corpus_is_rebuilt_identically(built_laws, request):
    if request.config.getoption("--update-golden"):
        shutil.rmtree(LAWS / "corpus", ignore_errors=True)
        shutil.copytree(built_laws / "corpus", LAWS / "corpus")
    assert _tree_diff(LAWS / "corpus", built_laws / "corpus") == []


# -- structure --------------------------------------------------------------------
def test_all_93_laws_of_1987_with_structure(corpus):
    laws = sorted(l.number for l in corpus.laws if (l.edition, l.lang) == (1987, "ru"))
    assert laws == list(range(1, 94))
    units = [u for l in corpus.laws if l.edition == 1987 for u in l.unit.walk()]
    assert len(units) > 600
    assert {u.kind for u in units} == {"law", "section", "subsection", "item", "subitem"}


def test_pages_from_the_contents(unit):
    assert unit("41").page == 70
    assert unit("45").page == 74
    assert unit("45C4(B)").page == 75
    assert unit("93C").page == 123
    assert unit("9A2(B)(1)").page == 41  # not in the contents, but between two units of page 41


def test_line_50_inside_running_text_is_not_a_header(corpus, unit):
    # «5.» then «50.» in the stripped copy of 45C: subsection 5, then a number of the text
    assert unit("45C5").kind == "subsection"
    law45 = corpus.get(1987, "ru", 45)
    assert [c.ref for c in law45.unit.children] == ["45A", "45B", "45C", "45D", "45E", "45F", "45G"]


def test_chapter_division_part_headings(corpus):
    def path(n):
        return [(h.level, h.number, h.title) for h in corpus.get(1987, "ru", n).headings]

    assert path(40) == [("chapter", "V", None), ("division", "II", None), ("part", "VI", None)]
    assert path(41) == [("chapter", "VI", None), ("division", "I", None), ("part", "I", None)]
    assert path(57)[-1] == ("part", "II", "Другие запрещённые ходы или игра")
    assert path(77) == [("chapter", "VIII", "ОБСЧЁТ")]  # «ОБСЧпТ» / «ОБСЧ‚Т» in the sources
    assert path(81)[0][2] == "СУДЬЯ" and path(81)[1] == ("part", "I", "Обязанности")
    assert [(h.level, h.number) for h in corpus.get(1997, "en", 80).headings] == [("chapter", "IX")]


@pytest.mark.parametrize("ref,title", [
    ("77", "Расчётная таблица для спортивного бриджа"),  # wrapped onto its underline
    ("57", "Преждевременный ход или игра вистующего"),  # wrapped onto its underline (DOS)
    ("89", "Наказания в индивидуальных соревнованиях"),
    ("47F", "Разоблачение отменённой карты, ущемляющее сторону"),  # title wraps to the next line
    ("47E2(B)", "Одна или более карт впоследствие сыграны"),  # «сыг-» / «раны»
    ("86B", "Несбалансированное присуждение, игра с выбыванием"),
    ("75C", "Ответы на вопросы относительно партнёрских соглашений"),
    ("41", "Начало розыгрыша"),  # the cut first line of the DOS copy
])
def test_titles(unit, ref, title):
    assert unit(ref).title == title


def test_running_text_is_joined_into_paragraphs(unit):
    text = unit("75D2").text
    assert "\n" not in text and "немедленно" in text and "не-\n" not in text
    assert unit("77").text.count("\n\n") >= 3  # captions and notes of the scoring table stay apart


# -- placing pages that start without a law header -------------------------------------
@pytest.mark.parametrize("ref,start", [
    ("47B", "(см. правило 58 по поводу одновременного хода"),  # page 78 starts mid-section
    ("69A", "окончания раунда."),  # page 98 starts mid-sentence
    ("44E", "Взятка,содержащая козыря"),  # page 74 starts with a section marker
    ("62B1", "Отменённая таким образом карта"),  # page 90 starts with a subsection marker
])
def test_headless_fragments_are_placed(unit, ref, start):
    u = unit(ref)
    assert u.text.startswith(start)
    assert any(s.file == "1987-ru-dos-pages.txt" for s in u.sources)


def test_partial_units_are_flagged(unit):
    assert unit("47B").partial and unit("69A").partial  # their beginning is on a missing page
    assert unit("52A").partial  # ends «…как того требует правило 50,» at the foot of page 82
    assert not unit("75D2").partial  # the web copy has it whole


def test_units_only_the_skeleton_knows(unit):
    u = unit("64B2")
    assert u.missing_text and u.text is None and u.title is None and u.page == 92


# -- merging ---------------------------------------------------------------------------
def test_overlapping_sources_merge_into_one_unit(unit):
    files = {s.file for s in unit("75B").sources}
    assert files == {"1987-ru-stripped-book.txt", "1987-ru-web-75-93.txt", "1987-ru-dos-pages.txt"}
    assert unit("75B").text.startswith("Не является неуместным")  # the DOS copy has it whole
    assert not unit("75B").partial


def test_no_conflicts_between_the_seed_copies(corpus):
    kinds = {i.kind for i in corpus.issues}
    assert "text-conflict" not in kinds and "dangling-ref" not in kinds


def test_yo_restored_where_any_source_has_it(unit):
    # 75D2 and 90 come from the web copy, which has no ё; the DOS copy spells «партнёр», «присуждённый»
    assert "партнёра было неверным" in unit("75D2").text
    assert "присуждённый результат" in unit("75D2").footnotes[0].text
    assert "„" not in unit("75B").text and "ё" in unit("75B").text


def test_duplicated_page_content_is_read_once(corpus):
    assert any(i.kind == "duplicate-block" for i in corpus.issues)
    law76 = corpus.get(1987, "ru", 76)
    assert [c.ref for c in law76.unit.walk()] == ["76", "76A", "76A1", "76A2", "76A3", "76A4", "76B"]


# -- footnotes -------------------------------------------------------------------------
def test_footnote_continued_after_the_next_law(unit):
    note = unit("75D2").footnotes[0].text
    assert note.startswith("Два примера") and "ПРИМЕР 2 - ошибочное назначение" in note
    assert note.endswith("ценностей руку.")
    assert "Зритель" not in note  # Law 76's text stays out of the note …
    assert "ПРИМЕР" not in unit("76A2").text and "ПРИМЕР" not in (unit("76A3").text or "")  # … and the note out of it
    assert unit("76A3").text.startswith("В течение раунда")


def test_one_note_serves_every_marker_on_its_page(unit):
    a, b = unit("51B2(A)").footnotes, unit("51B2(B)").footnotes
    assert a and b and a[0].text == b[0].text == "Если игрок не в состоянии сделать требуемый ход, см. правило 59."


def test_markers_leave_the_text(corpus):
    for law in corpus.laws:
        for u in law.unit.walk():
            assert "(*)" not in (u.text or "")
            assert "later23" not in (u.text or "") and "²" not in (u.text or "")


def test_notes_absent_from_the_sources_are_kept_without_text(unit):
    assert [(n.marker, n.text) for n in unit("79C", 1997, "ru").footnotes] == [("23", None), ("*", None)]
    assert [(n.marker, n.text) for n in unit("79C", 1997, "en").footnotes] == [("23", None)]
    assert "later time" in unit("79C", 1997, "en").text
    assert unit("13").footnotes and unit("13").footnotes[0].text is None  # marked in the skeleton only


# -- text repair ------------------------------------------------------------------------
def test_hyphenation_undone_real_hyphens_kept(unit):
    note = unit("75D2").footnotes[0].text
    assert "4-карточные" in note and "E-W" in note and "N-S" in note and "sign-off" in note
    assert "впоследствии" in unit("75B").text or "впоследствии" in unit("75D1").text
    assert "bidding-boxes" in unit("80E").text
    assert "каким-либо" in unit("75D2").text


# -- cross-references ----------------------------------------------------------------------
@pytest.mark.parametrize("ref,edition,lang,expected", [
    ("75D1", 1987, "ru", ["21", "40C"]),
    ("45C1", 1987, "ru", ["45E"]),  # «правило 45Е» with a Cyrillic Е
    ("47F", 1987, "ru", ["47C", "47D", "47E"]),  # «разделам C, D или E»
    ("51B2(A)", 1987, "ru", ["51B1(A)", "59"]),  # «раздел B1(A) данного правила»; its note cites 59
    ("41C", 1987, "ru", ["41B"]),  # «(см.раздел B)»
    ("72B2", 1987, "ru", ["75"]),  # «см.сноску к правилу 75»
    ("79B", 1987, "ru", ["8", "69", "71"]),
    ("79B", 1997, "en", ["8", "69", "71"]),
    ("62B2", 1987, "ru", ["43B2(C)", "66C"]),  # from its footnote
])
def test_cross_references(unit, ref, edition, lang, expected):
    assert list(unit(ref, edition, lang).refs) == expected


def test_skeleton_only_units_keep_the_references_the_stripped_copy_shows(unit):
    assert unit("12C1").missing_text and unit("12C1").refs == ("86", "88")  # «(. 86» / «88 )»
    assert unit("20C2").refs == ("41B", "41C")
    assert "47E2" in unit("41A").refs  # a unit with text takes its refs from the text


# -- tables -----------------------------------------------------------------------------------
@pytest.mark.parametrize("edition,lang", [(1987, "ru"), (1997, "ru"), (1997, "en")])
def test_imp_scale_has_24_bands(unit, edition, lang):
    table = unit("78B", edition, lang).tables[0]
    assert [r[2] for r in table.rows] == list(range(1, 25))
    assert table.rows[0][:2] == (20, 40) and table.rows[-1][0] == 4000 and isinstance(table.rows[-1][1], str)
    assert len(table.header) == 1 and len(table.header[0]) == 3
    assert table.anchor == "78B-t1" and table.source and table.where


def _law77(unit, edition=1987, lang="ru"):
    return {t.anchor: t for t in unit("77", edition, lang).tables}


def test_scoring_tables_of_law_77_1987(unit):
    t = _law77(unit)
    assert t["77-t1"].caption == "За каждую взятку сверх 6, назначенную и выигранную:"  # «выиг-» / «ранную:»
    assert t["77-t1"].rows[0] == ("БЕЗ КОНТРЫ", 20, 20, 30, 30)
    assert t["77-t2"].header == (("", "За 1-ю взятку сверх 6, назначенную и выигранную:",
                                  "За остальные взятки сверх 6, назначенные и выигранные:"),)
    assert t["77-t3"].header == (("", "ДО ЗОНЫ", "В ЗОНЕ"),) and t["77-t3"].rows[1][1:] == (1000, 1500)
    assert t["77-t4"].rows[0] == ("БЕЗ КОНТРЫ", "стоимость взятки", "стоимость взятки")
    assert ("За выполнение контракта с контрой, но без реконтры:", 50) in t["77-t5"].rows
    under = t["77-t6"]
    assert under.header[0][1:] == ("ДО ЗОНЫ",) * 3 + ("В ЗОНЕ",) * 3  # «Д О З О Н Ы»
    assert under.header[1][1:4] == ("без контры", "с контрой", "с реконтрой")  # «без» / «конт-» / «ры»
    assert under.rows[0] == ("За 1-ю н.в.:", 50, 100, 200, 100, 200, 400)


def test_tables_stand_where_the_book_prints_them(unit):
    u = unit("77")
    paras = u.text.split("\n\n")
    t = _law77(unit)
    assert paras[t["77-t1"].after - 1] == "Если козырь:" and paras[t["77-t2"].after - 1] == "В бескозырном контракте:"
    assert all(tb.caption is None or tb.caption not in u.text for tb in u.tables)  # captions not repeated
    assert [tb.after for tb in u.tables] == sorted(tb.after for tb in u.tables)


@pytest.mark.parametrize("lang,label", [("ru", "С реконтрой"), ("en", "Redoubled")])
def test_merged_rows_of_1997_split(unit, lang, label):
    t = _law77(unit, 1997, lang)
    assert t["77-t1"].rows[2] == (label, 80, 80, 120, 120)
    assert len(unit("77", 1997, lang).tables) == 7  # the undertricks: not vulnerable, vulnerable


# -- subject index ---------------------------------------------------------------------------------
def test_subject_index(corpus):
    heads = {e.term: e for e in corpus.subjects[(1987, "ru")]}
    assert "Пятая карта во взятку" in [c.term for c in heads["Взятки"].children]
    assert heads["Акцент"].see == ("Нелегальная информация", "Приличия")
    assert heads["Болван"].see_also == ("Игра со стола",)
    assert "Апелляция к апелляционному комитету" in [c.term for c in heads["Апелляция"].children]
    assert heads["Блеф"].laws == (40, 73)


def test_1997_russian_and_english_align_unit_by_unit(corpus):
    for number in (77, 78, 79, 80):
        ru = [u.ref for u in corpus.get(1997, "ru", number).unit.walk()]
        en = [u.ref for u in corpus.get(1997, "en", number).unit.walk()]
        assert ru == en
    assert [c.title for c in corpus.get(1997, "en", 80).unit.children][:2] == ["Tournament Director", "Advance Arrangements"]
