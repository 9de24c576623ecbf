"""The standard-layout reader (WBF layout, English and Russian): one small invented case per trap,
and properties that hold for any input. Sample texts: tests/standard_samples.py."""

from __future__ import annotations

import pytest
from hypothesis import given, settings
from hypothesis import strategies as st

from bridge_laws.readers.standard import furniture, looks_standard, read_standard
from bridge_laws.refs import law_of
from bridge_laws.readers import detect
from standard_samples import EN, REFS, RU


def units(text, lang=None):
    got = read_standard(text, "t.txt", 2017, lang)
    return {f.ref: f for f in got.fragments}, got


@pytest.mark.parametrize("text,lang", [(EN, "en"), (RU, "ru")])
def test_samples_give_every_ref_in_order(text, lang):
    got = read_standard(text, "t.txt", 2017)
    assert [f.ref for f in got.fragments] == REFS
    assert got.langs == (lang,)
    assert got.headings[0][0] == 16 and got.headings[0][2].number == "II"


def test_sample_titles_text_and_notes():
    u, got = units(EN)
    assert u["16"].title == "UNAUTHORISED INFORMATION"
    assert u["16A"].title == "Players' Use of Information" and u["16A"].paragraphs == ()
    assert u["16B"].title == "Extraneous Information"
    assert u["16B"].paragraphs[0].startswith("The Director may cancel")
    assert u["16A1"].paragraphs == ("A player may use what the calls and plays of the present board show him, "
                                    "unless a sample rule says otherwise.",)
    assert u["16A2"].paragraphs == ()  # "2. (a) A player …" opens 2 and 2(a)
    assert u["16A1(A)"].footnotes[0].marker == "*"
    assert u["16A1(A)"].footnotes[0].text == "A note written for the tests."
    assert not u["16A1(A)"].paragraphs[0].endswith("*")
    assert [f.ref for f in got.front] == ["Introduction", "Definitions"]
    assert got.front[1].paragraphs == ("Board - a numbered tray that holds four hands of cards.",)


@pytest.mark.parametrize("text,lang,slips", [
    (EN, "en", [("\n1. A player", "\nl. A player"), ("\nB. Extraneous", "\n8. Extraneous")]),
    (EN, "en", [("\n1. A player", "\nI. A player")]),
    (RU, "ru", [("\n1. Игрок", "\n|. Игрок"), ("\nБ. Посторонняя", "\n6. Посторонняя")]),
], ids=["en-l-8", "en-I", "ru-bar-6"])
def test_a_marker_a_scan_wrote_with_a_look_alike_is_read_as_the_marker(text, lang, slips):
    """OCR writes 1 as «l», «I» or «|» and the section letter B (Б) as «8» («6»): the subsections
    after it were taken into its section's text, and its title with them. Read where the markers
    around it want it, and said."""
    scanned = text
    for printed, slip in slips:
        assert printed in scanned
        scanned = scanned.replace(printed, slip, 1)
    want, _ = units(text, lang)
    got, read = units(scanned, lang)
    assert list(got) == list(want)
    assert all((got[r].title, got[r].paragraphs) == (want[r].title, want[r].paragraphs) for r in want)
    assert sum(n.kind == "lookalike-marker" for n in read.notes) == len(slips)


def test_a_look_alike_the_markers_around_it_do_not_want_stays_as_printed():
    """A real 6 after 5 stays 6; «I.» after subsection 2 is no subsection 1 (it stays text)."""
    text = ("LAW 9 - A SAMPLE LAW\nA. Sample Steps\n1. One step.\n2. Another step.\nI. M. Sample then left the room.\n"
            "3. A third step.\n4. A fourth.\n5. A fifth.\n6. A sixth.\nB. More Steps\nThe end of the sample.\n")
    got, read = units(text, "en")
    assert [r for r in got if r.startswith("9A")] == ["9A", "9A1", "9A2", "9A3", "9A4", "9A5", "9A6"]
    assert "I. M. Sample" in " ".join(got["9A2"].paragraphs)
    assert not [n for n in read.notes if n.kind == "lookalike-marker"]


@pytest.mark.parametrize("space", ["\u00a0", "\u202f", "\u2009", "\u2007"])
def test_any_kind_of_space_is_a_space(space):
    """A no-break space between «Правило» and its number (Russian typography; Word's
    Ctrl+Shift+Space, HTML's &nbsp;), or a thin one, does not hide a header, a marker or a
    reference."""
    plain = ("Правило 66\nОСМОТР ВЗЯТОК\n\nА. Текущая взятка\n\nПока взятка не закончена, игрок может "
             "попросить показать её карты; см. Правило 67.\n\nБ. Прошлые взятки\n\nИх не смотрят.\n")
    got, _ = units(plain.replace(" ", space, 1).replace("А. ", f"А.{space}").replace("Правило 67", f"Правило{space}67"),
                   "ru")
    want, _ = units(plain, "ru")
    assert list(got) == list(want) == ["66", "66A", "66B"]
    assert got["66A"].paragraphs == want["66A"].paragraphs


def test_roman_endnote_marks_in_brackets_are_marks():
    text = ("LAW 5 - THE INVENTED DECK\nA. Part\nA sentence[i] and another[ii] and a third[iii] and then[viii].\n\n"
            "[i] One.\n\n[ii] Two.\n\n[iii] Three.\n\n[viii] Eight.\n")
    got, _ = units(text, "en")
    assert got["5A"].paragraphs == ("A sentence and another and a third and then.",)
    assert [n.marker for n in got["5A"].footnotes] == ["i", "ii", "iii", "viii"]


def test_a_soft_hyphen_is_no_letter_and_a_no_break_hyphen_a_hyphen():
    plain = "Правило 66\nОСМОТР ВЗЯТОК\n\nА. Текущая взятка\n\nПока взятка не закончена, игрок может попросить показать её карты.\n"
    got, _ = units(plain.replace("закончена", "закон\u00adчена").replace("её", "её\u2011то"), "ru")
    assert got["66A"].paragraphs == ("Пока взятка не закончена, игрок может попросить показать её-то карты.",)


@pytest.mark.parametrize("page_break", ["\n                              23\nSAMPLE RULES FOR THE TESTS\n\n",
                                        "\nSAMPLE RULES FOR THE TESTS\n\n- 23 -\n\n"], ids=["centred-number", "footer"])
def test_a_single_page_break_of_a_scan_drops_its_number_and_its_running_header(page_break):
    """A text of two pages shows its page number and running header once: a bare number set far
    in (a scan's or a PDF's centred page number) was read as text, and the header in capitals
    beside a page number was read into the unit before it (it is dropped, and said)."""
    at = "show him, unless a sample rule says otherwise.\n"
    assert at in EN
    want, _ = units(EN, "en")
    got, read = units(EN.replace(at, at + page_break, 1), "en")
    assert list(got) == list(want)
    assert {r: got[r].paragraphs for r in want} == {r: want[r].paragraphs for r in want}
    dropped = " ".join(n.message for n in read.notes if n.kind == "furniture")
    assert "«SAMPLE RULES FOR THE TESTS»" in dropped and "23" in dropped


def test_russian_alphabet_letters_map_to_latin_refs():
    u, _ = units(RU)
    assert u["16B"].title == "Посторонняя информация"  # «Б.» is the second section
    assert u["16A1(B)"].paragraphs[0].startswith("Учебный директор")  # «(б)» the second item


HEADERS = [
    ("LAW 16 - SAMPLE TITLE", "SAMPLE TITLE"),
    ("LAW 16 – SAMPLE TITLE", "SAMPLE TITLE"),
    ("Law 16: Sample Title", "Sample Title"),
    ("ПРАВИЛО 16. УЧЕБНОЕ НАЗВАНИЕ", "УЧЕБНОЕ НАЗВАНИЕ"),
    ("Правило 16. Учебное название", "Учебное название"),
    ("ЗАКОН 16. УЧЕБНОЕ НАЗВАНИЕ", "УЧЕБНОЕ НАЗВАНИЕ"),
    ("Статья 16. Учебное название", "Учебное название"),  # as a legal database prints a law
    ("СТАТЬЯ 16. УЧЕБНОЕ НАЗВАНИЕ", "УЧЕБНОЕ НАЗВАНИЕ"),
    ("Закон 16", None),
    ("Правило 16.", None),
    ("LAW 16\nSAMPLE TITLE", "SAMPLE TITLE"),
]


@pytest.mark.parametrize("header,title", HEADERS)
def test_law_headers(header, title):
    u, _ = units(f"{header}\nA. First Part\nThe sample text of the part.\n")
    assert u["16"].title == title
    assert u["16A"].title == "First Part"
    assert u["16A"].paragraphs == ("The sample text of the part.",)


SECTIONS = [
    # blank lines around the section line, or none
    ("LAW 5 - X\n\nA. First Part\n\nThe sample text.\n", "First Part", ("The sample text.",)),
    ("LAW 5 - X\nA.\nFirst Part\nThe sample text.\n", "First Part", ("The sample text.",)),
    # no title: the text is on the marker's line
    ("LAW 5 - X\nA. The sample text goes on\nto a second line.\n", None,
     ("The sample text goes on to a second line.",)),
]


@pytest.mark.parametrize("text,title,paras", SECTIONS)
def test_sections(text, title, paras):
    u, _ = units(text, "en")
    assert (u["5A"].title, u["5A"].paragraphs) == (title, paras)


def test_a_short_sentence_with_a_note_mark_is_text_not_a_title():
    """«3. Playing so slowly that the next table must wait.*»: the sentence ends before its note
    mark, so the line is the subsection's text (it was read as its title)."""
    text = ("LAW 5 - X\nA. Sample Offences\n1. Arriving late.\n2. Playing so slowly that the next table must wait.*\n"
            "3. Dropping a card¹\n* A note written for the tests.\n")
    u, _ = units(text, "en")
    assert (u["5A2"].title, u["5A2"].paragraphs) == (None, ("Playing so slowly that the next table must wait.",))
    assert [(n.marker, n.text) for n in u["5A2"].footnotes] == [("*", "A note written for the tests.")]
    assert u["5A3"].title == "Dropping a card¹"  # no sentence end before its mark: a title, as before


def test_unnumbered_paragraphs_and_blank_lines():
    text = ("LAW 5 - X\nA. Part\nThe first sample paragraph ends here.\n\nA second sample paragraph\n"
            "\nstill goes on after a stray blank line.\n")
    u, _ = units(text, "en")
    assert u["5A"].paragraphs == ("The first sample paragraph ends here.",
                                  "A second sample paragraph still goes on after a stray blank line.")


def test_wrapped_lines_short_line_ends_a_paragraph_and_hyphens_undone():
    body = ("A sample line that is wrapped at a fixed width of sixty or so letters\n"
            "and goes on here. The sentence after it stays in the same para-\n"
            "graph because the line before was full.\n"
            "A new paragraph starts after a short line.\n")
    u, _ = units("LAW 5 - X\nA. Part\n" + body, "en")
    assert u["5A"].paragraphs[0].endswith("stays in the same paragraph because the line before was full.")
    assert u["5A"].paragraphs[1] == "A new paragraph starts after a short line."



def test_a_word_broken_before_its_stop_keeps_the_stop_on_it():
    """«oppo-» / «nents. The …» read «opponents . The …» (a blind trial's PDF copy): the stop goes
    up with the word's end."""
    body = ("The sample information about the agreement need not be disclosed to the oppo-\n"
            "nents. The sample Director rules on it when the pair asks for it.\nThe opponents may ask.\n")
    u, _ = units("LAW 5 - X\nA. Part\n" + body, "en")
    assert "disclosed to the opponents. The sample Director" in u["5A"].paragraphs[0]


def test_a_typeset_text_joins_the_words_it_broke_and_keeps_its_compounds():
    """A PDF's copy breaks words at its line ends: «know-» / «ledge», «pro-» / «vided» were kept
    with their hyphens (a blind trial), as the words are printed nowhere else whole. A compound
    broken at its hyphen stays one: after a prefix English writes so ("non-" / "offending"), or
    when its second part is a word the text prints on its own ("bidding-" / "boxes")."""
    body = ("The sample information from general bridge know-\nledge need not be told, pro-\n"
            "vided the non-\noffending side had the same, and the man-\nner of it stays\n"
            "on the bidding-\nboxes of the table, where the boxes stand on their own,\n"
            "for a left-\nhanded player sits on the left.\n")
    u, _ = units("LAW 5 - X\nA. Part\n" + body, "en")
    text = u["5A"].paragraphs[0]
    assert "knowledge" in text and "provided" in text and "manner" in text
    assert "non-offending" in text and "bidding-boxes" in text and "left-handed" in text  # (a red team's)
    few = "LAW 5 - X\nA. Part\nThe sample bridge know-\nledge is told.\n"  # one break: no typeset text
    assert "know-ledge" in units(few, "en")[0]["5A"].paragraphs[0]

def pdf_like():
    """Three pages with a running header, a page number and a paragraph cut by a page break."""
    pages = [
        ["Sample Laws 2017", "LAW 5 - X", "A. Part", "The sample text of this part is long enough to",
         "wrap at the width of the page and it goes on to the", "- 1 -"],
        ["Sample Laws 2017", "next page, where the paragraph ends.", "B. Other Part",
         "Another sample paragraph of a rather long length that", "ends here.", "- 2 -"],
        ["Sample Laws 2017", "C. Last Part", "The last sample text.", "- 3 -"],
    ]
    return "\n\f".join("\n".join(p) for p in pages)


def test_page_furniture_removed_and_paragraph_joined_across_the_page():
    u, _ = units(pdf_like(), "en")
    assert list(u) == ["5", "5A", "5B", "5C"]
    assert u["5A"].paragraphs == ("The sample text of this part is long enough to wrap at the width of the page "
                                  "and it goes on to the next page, where the paragraph ends.",)
    assert u["5C"].paragraphs == ("The last sample text.",)



def test_an_odd_pages_header_that_stands_once_goes_by_its_page_number():
    """A book copied from a PDF viewer: even pages headed «54   Laws of …», the odd page between
    them «Law 40      55» (a blind trial: it stood once, and became words of the paragraph the page
    break cut). A margin number out of the run of pages, or away from a page break, stays."""
    pages = [["54                    SAMPLE LAWS 2017", "", "LAW 40 - X", "A. Part",
              "The sample pair may be asked to give advance notice of"],
             ["Law 40                                   55", "", "them before the session.", "B. Other",
              "Table 12           40", "The sample text goes on:", "750 - 890                 55"],
             ["56                    SAMPLE LAWS 2017", "", "C. Last", "The last sample text."]]
    u, _ = units("\n\f".join("\n".join(p) for p in pages), "en")
    assert u["40A"].paragraphs == ("The sample pair may be asked to give advance notice of them before the session.",)
    assert "Table 12 40" in " ".join(u["40B"].paragraphs)
    assert "750 - 890 55" in " ".join(u["40B"].paragraphs)  # a table's row at a page's edge: no header (a red team)

def test_furniture_without_page_breaks_is_found_by_its_counter():
    lines = ["LAW 5 - X", "A. Part", "Text one.", "Page 1", "Text two.", "Page 2", "Text three.", "Page 3"]
    assert furniture(lines) == {3, 5, 7}


def test_footnote_marks_in_every_shape():
    text = "LAW 5 - X\nA. Part\nA sample sentence¹ and another[2].\n¹ The first note.\n[2] The second note.\n"
    u, _ = units(text, "en")
    assert [(n.marker, n.text) for n in u["5A"].footnotes] == [("1", "The first note."), ("2", "The second note.")]
    assert u["5A"].paragraphs == ("A sample sentence and another.",)


def test_a_citation_at_the_start_of_a_line_is_not_a_header():
    text = "LAW 40 - X\nA. Part\nThe player acts as\nLaw 12. says, and the sample text goes on.\n"
    u, _ = units(text, "en")
    assert list(u) == ["40", "40A"]


def test_a_number_out_of_order_is_text():
    text = "LAW 5 - X\nA. Part\n1. The first sample rule names the year\n1997. The text goes on.\n"
    u, _ = units(text, "en")
    assert "5A1997" not in u and list(u) == ["5", "5A", "5A1"]


DETECT = [
    (EN, "standard", ("en",)),
    (RU, "standard", ("ru",)),
    ("ПРАВИЛО 79. X\nA. Часть\nтекст\nLAW 79 - X\nA. Part\ntext\n", "bilingual-site", ("ru", "en")),
]


@pytest.mark.parametrize("text,kind,langs", DETECT)
def test_detection(text, kind, langs):
    found = detect(text)
    assert (found.kind, found.langs) == (kind, langs)


def test_book_layout_is_not_standard():
    assert looks_standard("Правило 5. Места\n----\nA.Начальное положение\nТекст.\n") is None


@settings(max_examples=60, deadline=None)
@given(st.lists(st.sampled_from(EN.split("\n") + ["\f", "", "- 7 -", "(c) x", "LAW 3 - Y"]), max_size=60))
def test_any_shuffle_of_lines_reads_without_error_and_refs_are_unique(lines):
    got = read_standard(lines, "t.txt", 2017, "en")
    refs = [f.ref for f in got.fragments]
    assert len(refs) == len(set(refs))
    laws = [law_of(f.ref) for f in got.fragments]  # every ref is canonical (law_of raises otherwise)
    assert laws == sorted(laws)  # laws only go up: a header of a lower number is text


def test_marks_that_lost_their_size_in_a_pdf():
    text = ("LAW 5 - X\nA. Part\nA sample sentence about information.1 Another sample\nsentence of the part.\n"
            "1 The note of the sample.\n")
    u, _ = units(text, "en")
    assert u["5A"].paragraphs == ("A sample sentence about information. Another sample sentence of the part.",)
    assert [(n.marker, n.text) for n in u["5A"].footnotes] == [("1", "The note of the sample.")]


def test_a_titles_mark_that_lost_its_size_in_a_pdf_is_its_notes():
    """A PDF's text copy glues a title's note digit to its last word ("B. Review by the Sample3"):
    the bare note "3 …" at the page's foot is that title's, and the digit no word of it."""
    text = ("LAW 5 - X\nA. Part\nA sample sentence of the part.\nB. Review by the Sample3\nThe sample text of B.\n"
            "_______________\n3 The note of the title.\n")
    u, _ = units(text, "en")
    assert u["5B"].title == "Review by the Sample"
    assert [(n.marker, n.text) for n in u["5B"].footnotes] == [("3", "The note of the title.")]
    assert u["5B"].paragraphs == ("The sample text of B.",)


@pytest.mark.parametrize("indent", ["\t", "    "])
def test_a_lists_paragraphs_whose_numbers_a_plain_text_save_dropped_are_numbered(indent):
    """Word's "Plain Text" keeps a list's indent and drops its numbers: the indented lines under a
    section's lead ending in a colon are its subsections 1, 2 (under a subsection's, its items), in
    order, and said; indented lines under a lead with no colon, or a text whose every paragraph is
    indented, are not numbered."""
    text = (f"ПРАВИЛО 5. ОБРАЗЕЦ\nА. Часть образца. Судья образца поступает так:\n{indent}Первый случай образца.\n"
            f"{indent}Второй случай образца.\nБ. Другая часть\n1. Игрок образца:\n{indent}ждёт;\n{indent}молчит.\n")
    u, got = units(text, "ru")
    assert list(u) == ["5", "5A", "5A1", "5A2", "5B", "5B1", "5B1(A)", "5B1(B)"]
    assert u["5A2"].paragraphs == ("Второй случай образца.",) and u["5B1(B)"].paragraphs == ("молчит.",)
    assert sum("with no number" in note.message for note in got.notes) == 4
    plain = text.replace("так:", "так.").replace("Игрок образца:", "Игрок образца.")
    assert list(units(plain, "ru")[0]) == ["5", "5A", "5B", "5B1"]
    indented = "\n".join(indent + line for line in text.split("\n"))
    assert "5A1" not in units(indented, "ru")[0]


@pytest.mark.parametrize("lang", ["en", "ru"])
def test_a_decks_slides_repeat_the_laws_header_over_each_section_and_their_speaker_notes_are_no_law(lang):
    """A slide deck exported as text heads every slide with the law («Правило 42. Б. Title», or
    "Law 42" alone over the section) and prints the speaker's notes under it: each slide's top is
    its section, the law's header again no second law (the text after it was not read), and the
    notes are the presenter's."""
    if lang == "en":
        text = ("Law 42\nSAMPLE RIGHTS\n\nLaw 42. A. First Part\n1. The sample player may ask.\n"
                "Speaker notes: ask the room for an example.\n\nLaw 42\nB. Second Part\n1. The sample player waits.\n")
    else:
        text = ("Правило 42\nПРАВА ОБРАЗЦА\n\nПравило 42. А. Первая часть\n1. Игрок образца может спросить.\n"
                "Заметки докладчика: спросить зал о примере.\n\nПравило 42\nБ. Вторая часть\n1. Игрок образца ждёт.\n")
    u, got = units(text, lang)
    assert list(u) == ["42", "42A", "42A1", "42B", "42B1"]
    assert u["42"].title in ("SAMPLE RIGHTS", "ПРАВА ОБРАЗЦА") and u["42A"].title in ("First Part", "Первая часть")
    assert len(u["42A1"].paragraphs) == 1 and "room" not in u["42A1"].paragraphs[0] and "зал" not in u["42A1"].paragraphs[0]
    assert u["42B1"].paragraphs[0] in ("The sample player waits.", "Игрок образца ждёт.")


def test_a_typed_texts_underlined_titles_roman_sub_items_and_end_line():
    """A text typed on a typewriter's terms: each title underlined with dashes (the rule was read
    as the start of the notes, and the sections had no text), items "a." with sub-items "i.",
    "ii." (Roman numerals, not the letter i), and a closing "-- end of Law 5 --" line (the
    last unit's words)."""
    text = ("LAW 5 -- SAMPLE\n===============\n\nA. Sample Part\n--------------\n\nThe sample text of A.\n\n"
            "  1) Where the sample applies:\n\n     a. the player names a card, after which\n\n"
            "        i.  the other card waits, and\n\n        ii. the sample ends;\n\n"
            "     b. the player names none.\n\n-- end of Law 5 --\n")
    u, _ = units(text, "en")
    assert list(u) == ["5", "5A", "5A1", "5A1(A)", "5A1(A)(1)", "5A1(A)(2)", "5A1(B)"]
    assert u["5A"].title == "Sample Part" and u["5A"].paragraphs == ("The sample text of A.",)
    assert u["5A1(A)(2)"].paragraphs == ("the sample ends;",)
    assert u["5A1(B)"].paragraphs == ("the player names none.",)


@pytest.mark.parametrize("lang", ["en", "ru"])
def test_a_bulletins_law_that_jumps_to_a_later_page_skips_the_pages_between(lang):
    """A printed bulletin breaks the law with "(Continued on page 3)" and takes it up again under
    "(Continued from page 1)": page 2's numbered results between are no subsections of the law
    (they were read as 1., 2. of the section after the break), and a note at the foot of the law's
    page is still its note. With no line saying where it resumes, the words after the jump line
    stay as they are."""
    en = lang == "en"
    text = ("LAW 5 - SAMPLE\nA. Part\nThe sample text of A¹ goes on\n(Continued on page 3)\n¹ The sample note.\n"
            "RESULTS OF DAY TWO\n1. Smith - Jones ...... 61%\n2. Brown - Green ...... 59%\n"
            "(Continued from page 1)\nto the next page.\nB. Other\nMore sample text.\n")
    if not en:
        text = ("ПРАВИЛО 5. ОБРАЗЕЦ\nА. Часть\nТекст образца части А¹ продолжается\n(Окончание на стр. 3)\n"
                "¹ Примечание образца.\nИТОГИ ВТОРОГО ДНЯ\n1. Кузнецов – Орлов ...... 61%\n2. Белова – Тихонова ...... 59%\n"
                "(Начало на стр. 1)\nна следующей странице.\nБ. Другая\nЕщё текст образца.\n")
    u, _ = units(text, lang)
    assert list(u) == ["5", "5A", "5B"]
    assert u["5A"].paragraphs[0].endswith(("to the next page.", "на следующей странице."))
    assert [n.text for n in u["5A"].footnotes] == ["The sample note." if en else "Примечание образца."]
    unresumed = text.replace("(Continued from page 1)\n", "").replace("(Начало на стр. 1)\n", "")
    assert "5A1" in units(unresumed, lang)[0]


@pytest.mark.parametrize("heading,lang", [("Director's notes (not part of the Law)", "en"),
                                           ("Заметки судьи (не входит в текст правила)", "ru"),
                                           ("Glossary", "en"), ("Словарик к правилу", "ru")])
def test_a_part_after_the_law_whose_heading_says_it_is_none_of_the_laws_is_left_out(heading, lang):
    """A federation's page closes the law with a box headed "Director's notes (not part of the
    Law)", or with the site's glossary of its words («Словарик к правилу»): the heading says so,
    its words are the page's, not the last section's."""
    header, part = ("LAW 5 - SAMPLE", "A. Only Part") if lang == "en" else ("ПРАВИЛО 5. ОБРАЗЕЦ", "А. Единственная часть")
    text = f"{header}\n\n{part}\n\nThe sample text ends here.\n\n{heading}\n\nPlayers of the sample should hurry.\n"
    u, _ = units(text, lang)
    assert u["5A"].paragraphs == ("The sample text ends here.",)


def test_a_newsletters_narrow_column_keeps_its_titles_and_leaves_its_pull_quote_out():
    """A newsletter's column of about thirty characters: a section's heading in Title Case is as
    long as the column's wrapped lines ("C. Adjustment by the Sample" was read as a sentence
    running into its text), and a quote set between the column's lines in the middle of a
    sentence (a pull quote) is the page's, not the law's."""
    text = ("LAW 5\nSAMPLE TEMPO\n\nA. Steady Sample\nEach sample player should call\nat one speed through the\n"
            "auction, whether it is easy\nor hard for the sample player\nto find the sample call, and\n\n"
            "   “Tempo is a sample,\n    not a weapon.”\n\nthe sample ends there.\n\n"
            "C. Adjustment by the Sample\nIf the sample player finds\nthat damage resulted, he\nadjusts the sample score.\n")
    text = text.replace("C. Adjustment", "B. Adjustment")
    u, _ = units(text, "en")
    assert list(u) == ["5", "5A", "5B"]
    assert u["5B"].title == "Adjustment by the Sample"
    assert "weapon" not in u["5A"].paragraphs[0] and u["5A"].paragraphs[0].endswith("the sample ends there.")


def test_a_remark_between_quoted_parts_of_the_law_whose_wrapped_line_opens_like_a_marker_is_the_writers():
    """A post quotes the law part by part ("> …") and remarks under each, unquoted; a remark's
    wrapped line that opens as a section does ("… as" / "A. Morrow found …", a name's initial) is
    the remark's, not the quoted subsection's."""
    text = ("LAW 5 - SAMPLE\n\n> A. First Part\n> The sample text of A.\n>\n> 1. The first sample rule.\n\n"
            "Comment: this catches people out every season, as\nA. Morrow found at the spring congress.\n\n"
            "> B. Second Part\n> The sample text of B.\n")
    u, _ = units(text, "en")
    assert list(u) == ["5", "5A", "5A1", "5B"]
    assert u["5A1"].paragraphs == ("The first sample rule.",)


def test_a_russian_subsections_clause_over_its_items_is_its_text_not_its_title():
    """«1. Если соперники образца полагают, что …, они вправе» over «(а) …» is the subsection's
    sentence going on in its items (it was read as a title): a modal word («вправе», «должен»,
    «может») says a sentence, in Russian as "may" does in English."""
    text = ("ПРАВИЛО 5. ОБРАЗЕЦ\nА. Часть\n1. Если соперники образца полагают, что сведения переданы, они вправе\n"
            "(а) заявить об этом сразу;\n(б) вызвать судью образца.\n")
    u, _ = units(text, "ru")
    assert u["5A1"].title is None and u["5A1"].paragraphs[0].startswith("Если соперники образца")


@pytest.mark.parametrize("word,lang", [("Section", "en"), ("Раздел", "ru")])
def test_sections_named_by_the_word_are_read_as_their_letters(word, lang):
    """Study notes write "Section A – Title" («Раздел А. …») where the Laws print "A. Title"."""
    a, b = ("A", "B") if lang == "en" else ("А", "Б")
    header = "LAW 5 - SAMPLE" if lang == "en" else "ПРАВИЛО 5. ОБРАЗЕЦ"
    text = (f"{header}\n\n{word} {a} – First Sample\n\nThe sample text of the first part.\n\n"
            f"{word} {b}: Second Sample\n\n1. The sample rule of the second part.\n")
    u, _ = units(text, lang)
    assert list(u) == ["5", "5A", "5B", "5B1"]
    assert u["5A"].title == "First Sample" and u["5B"].title == "Second Sample"


def test_titles_in_capitals_with_a_colon_are_titles_run_in_or_alone():
    """A booklet prints every title in capitals after its marker with a colon, the text after it
    on the line or under it («А. ПЕРВАЯ ЧАСТЬ: Текст …», «Б. ВТОРАЯ ЧАСТЬ:» / «1. …»), and the
    law's own so («ЗАКОН 5. ОБРАЗЕЦ:»): each a title, its colon no part of it."""
    text = ("ЗАКОН 5. ОБРАЗЕЦ:\nТекст образца закона.\n\nА. ПЕРВАЯ ЧАСТЬ: Текст первой части\nобразца идёт дальше.\n\n"
            "Б. ВТОРАЯ ЧАСТЬ:\n1. ПЕРВЫЙ СЛУЧАЙ: Текст первого случая образца.\n2. ВТОРОЙ СЛУЧАЙ: Текст второго случая образца.\n")
    u, _ = units(text, "ru")
    assert list(u) == ["5", "5A", "5B", "5B1", "5B2"]
    assert [u[r].title for r in u] == ["ОБРАЗЕЦ", "ПЕРВАЯ ЧАСТЬ", "ВТОРАЯ ЧАСТЬ", "ПЕРВЫЙ СЛУЧАЙ", "ВТОРОЙ СЛУЧАЙ"]
    assert u["5A"].paragraphs == ("Текст первой части образца идёт дальше.",)
    assert u["5B2"].paragraphs == ("Текст второго случая образца.",)


@pytest.mark.parametrize("lang", ["en", "ru"])
def test_items_numbered_one_two_indented_under_a_subsection_numbered_one_dot_are_its_items(lang):
    """A printer's style numbers items «1)», «2)», indented under a subsection «1.» whose clause
    goes on in them ("… extends to"): they are its items (a), (b), the clause its text, not its
    title; a subsection «2.» at the margin after them is the next subsection."""
    if lang == "en":
        text = ("LAW 5 - SAMPLE\nA. Part\n1. The sample duty extends to\n   1) the first sample thing, and\n"
                "   2) the second sample thing that\n      wraps onto a line.\n2. The next sample rule.\n")
    else:
        text = ("ПРАВИЛО 5. ОБРАЗЕЦ\nА. Часть\n1. Обязанность образца касается\n   1) первого случая, и\n"
                "   2) второго случая, который\n      переносится на строку.\n2. Следующее правило образца.\n")
    u, _ = units(text, lang)
    assert list(u) == ["5", "5A", "5A1", "5A1(A)", "5A1(B)", "5A2"]
    assert u["5A1"].title is None and u["5A1"].paragraphs[0].startswith(("The sample duty", "Обязанность образца"))
    assert u["5A1(B)"].paragraphs[0].endswith(("wraps onto a line.", "переносится на строку."))


def test_a_word_broken_by_a_soft_hyphen_at_a_lines_end_is_one_word():
    """A PDF viewer's copy breaks words with an invisible soft hyphen (U+00AD) at the line's end:
    «вы\u00ad» / «бор образца» is «выбор образца» (it was «вы бор»), whether or not the second part
    is a word of its own."""
    text = ("ПРАВИЛО 5. ОБРАЗЕЦ\nА. Часть\nБолван не вправе высказываться о вы\u00ad\nборе разыгрывающего образца, име\u00ad\n"
            "ющего право выбора.\n")
    u, _ = units(text, "ru")
    assert u["5A"].paragraphs == ("Болван не вправе высказываться о выборе разыгрывающего образца, имеющего право выбора.",)


@pytest.mark.parametrize("lang", ["en", "ru"])
def test_a_law_quoted_by_its_indent_between_a_columns_questions_leaves_the_questions_out(lang):
    """A newsletter's «ask the director» column sets the law in from the margin, part by part,
    its questions and answers at the margin between (they ran into the law's units): an indent
    that every law header and marker has, with words at the margin between them, quotes the law.
    A law whose header stands at the margin (its items indented) is read as before."""
    if lang == "en":
        text = ("QUESTION. What does the sample say?\n\nANSWER. Here it is:\n\n    LAW 5 - SAMPLE\n\n    A. First Part\n"
                "    The sample text of A.\n\nIn other words, the sample stands.\n\nQUESTION. And after?\n\n"
                "    B. Second Part\n    The sample text of B.\n")
    else:
        text = ("ВОПРОС. Что говорит образец?\n\nОТВЕТ. Приводим текст:\n\n    ПРАВИЛО 5. ОБРАЗЕЦ\n\n    А. Первая часть\n"
                "    Текст образца части А.\n\nИными словами, образец стоит.\n\nВОПРОС. А потом?\n\n"
                "    Б. Вторая часть\n    Текст образца части Б.\n")
    u, _ = units(text, lang)
    assert list(u) == ["5", "5A", "5B"]
    assert u["5A"].paragraphs == (("The sample text of A.",) if lang == "en" else ("Текст образца части А.",))
    at_margin = text.replace("    LAW 5", "LAW 5").replace("    ПРАВИЛО 5", "ПРАВИЛО 5")
    assert len(units(at_margin, lang)[0]["5A"].paragraphs) > 1


def test_a_books_daggers_and_section_sign_are_note_marks():
    """A book marks its notes †, ‡ and § (a blind trial's notes were read as the last unit's
    words); «§ 5» before a number is a section sign, no note."""
    text = ("LAW 5 - SAMPLE\nA. Part\nThe sample player waits.† The other one calls.‡\nB. Other\nThe sample ends.§\n"
            "_______________\n† The first sample note.\n‡ The second sample note.\n§ The third sample note.\n")
    u, _ = units(text, "en")
    assert [(n.marker, n.text) for n in u["5A"].footnotes] == [("†", "The first sample note."), ("‡", "The second sample note.")]
    assert [n.text for n in u["5B"].footnotes] == ["The third sample note."]
    assert u["5A"].paragraphs == ("The sample player waits. The other one calls.",)


def test_a_bare_number_with_no_mark_waiting_is_text():
    text = "LAW 5 - X\nA. Part\nA sample sentence\n2 players sit at the sample table.\n"
    u, _ = units(text, "en")
    assert u["5A"].paragraphs == ("A sample sentence 2 players sit at the sample table.",)
    assert u["5A"].footnotes == ()


SUBITEMS = [("(i)", "(ii)"), ("(1)", "(2)")]


@pytest.mark.parametrize("first,second", SUBITEMS)
def test_subitems_in_roman_or_arabic(first, second):
    text = f"LAW 5 - X\nA. Part\n1. The rule:\n(a) the first case:\n{first} one way;\n{second} another way.\n"
    u, _ = units(text, "en")
    assert u["5A1(A)(1)"].paragraphs == ("one way;",) and u["5A1(A)(2)"].paragraphs == ("another way.",)


def test_chapter_title_on_the_next_line():
    _, got = units("CHAPTER III\nTHE SAMPLE PART\nLAW 7 - X\nA. Part\nText.\n", "en")
    assert got.headings[0][2].number == "III" and got.headings[0][2].title == "THE SAMPLE PART"


def test_running_headers_of_the_law_and_chapter_are_dropped():
    pages = ["CHAPTER II - SAMPLES\nLAW 5 - SAMPLE LAW\nA. Part\nThe sample text of the part runs on and",
             "CHAPTER II - SAMPLES\nLAW 5 - SAMPLE LAW\nends on the next page.\nB. Other\nMore sample text."]
    u, got = units("\n\f".join(pages), "en")
    assert list(u) == ["5", "5A", "5B"]
    assert u["5A"].paragraphs == ("The sample text of the part runs on and ends on the next page.",)
    assert len(got.headings) == 1


def test_a_citation_wrapped_to_the_start_of_a_line_is_no_header():
    text = "LAW 40 - X\nA. Part\nThe sample player proceeds as in\nLaw 73. The sample text goes on.\n"
    u, _ = units(text, "en")
    assert list(u) == ["40", "40A"]
    assert u["40A"].paragraphs == ("The sample player proceeds as in Law 73. The sample text goes on.",)


@pytest.mark.parametrize("mark", ["*", "***", "<*>", "<1>", "¹", "²³", "[1]"])
def test_a_note_mark_at_a_lines_end_hides_no_sentence_end(mark):
    """Every mark a note can start with (one pattern, readers/shapes.NOTE_MARKS) is also looked past
    at the end of a line: a sentence closed by a mark is no title; a title with a mark still is."""
    from bridge_laws.readers.shapes import title_like
    from bridge_laws.readers.grammar import NOTE_RE

    assert NOTE_RE.match(f"{mark} An invented note of ours.")
    assert not title_like(f"The player waits for the tray.{mark}")
    assert title_like(f"Seating of the Players{mark}")


# A legal database's copy (our sentences, in its shape): «Статья N.», subsections «1)» with items
# «а)» under one of them, notes «<*>» after a line of dashes at the end of one law, the next
# law's header right after them
LEGAL_DATABASE = """Статья 74. Учебное название
А. Первая часть
1. Игрок ведёт себя за столом учебно.
Б. Вторая часть
Игроку следует:
1) не делать первого учебного действия;
2) не делать второго <*>;
3) при сомнении:
а) спросить судью;
б) подождать его.
--------------------------------
<*> Учебное примечание к пункту.

Статья 75. Другое учебное название
А. Часть
Объяснение даётся в порядке, установленном статьей 20 и разделом Б настоящей статьи.
"""


def test_a_legal_database_copy_reads_its_laws_subsections_items_and_notes():
    u, got = units(LEGAL_DATABASE)
    assert list(u) == ["74", "74A", "74A1", "74B", "74B1", "74B2", "74B3", "74B3(A)", "74B3(B)", "75", "75A"]
    assert u["74"].title == "Учебное название" and u["75"].title == "Другое учебное название"
    assert u["74B"].paragraphs == ("Игроку следует:",)
    assert u["74B3(B)"].paragraphs == ("подождать его.",)
    assert [n.text for n in u["74B2"].footnotes] == ["Учебное примечание к пункту."]
    assert u["75A"].paragraphs[0].startswith("Объяснение даётся")


def test_a_legal_database_cites_a_law_as_an_article():
    from bridge_laws.refs import find_citations

    cited = [c.ref for c in find_citations("в порядке, установленном статьей 20 и разделом Б настоящей статьи, "
                                           "по правилам статей 57 и 58, статьи 12", 75)]
    assert cited == ["20", "75B", "57", "58", "12"]
    # an article of another document is no law's (a red team's probe); the Laws' own name is
    other = "порядок определяется статьей 5 Положения о соревнованиях; статья 12 Регламента федерации; статьи 7 и 8 Кодекса"
    assert [c.ref for c in find_citations(other, 75)] == ["7", "8"]


def test_a_numbered_line_with_a_bracket_is_a_subsection_only_where_one_is_expected():
    u, _ = units("LAW 5 - X\nA. Part\nThe sample text lists:\n2) a second thing out of order\n", "en")
    assert list(u) == ["5", "5A"] and "2) a second thing" in u["5A"].paragraphs[-1]


# A list numbered straight through the law, as Word's list numbering runs on when no one restarts
# it (our sentences): 1., 2. under A, then 3., 4. under B; (a), (b) under 1, then (c), (d) under 2
def test_subsections_numbered_on_across_sections_restart_under_each():
    text = ("LAW 25 - X\nA. One\n1. The first sample rule.\n2. The second sample rule.\n"
            "B. Two\n3. The third sample rule.\n4. The fourth sample rule.\nC. Three\n5. The fifth sample rule.\n")
    u, got = units(text, "en")
    assert list(u) == ["25", "25A", "25A1", "25A2", "25B", "25B1", "25B2", "25C", "25C1"]
    assert u["25B1"].paragraphs == ("The third sample rule.",) and u["25C1"].paragraphs == ("The fifth sample rule.",)
    assert [(n.kind, n.where.line) for n in got.notes if n.kind == "run-on-list"] == [("run-on-list", 6), ("run-on-list", 9)]


def test_items_lettered_on_across_subsections_restart_under_each():
    text = ("LAW 27 - X\nA. One\n1. The first sample rule:\n(a) one way;\n(b) another way.\n"
            "2. The second sample rule:\n(c) a third way;\n(d) a fourth way.\n")
    u, _ = units(text, "en")
    assert list(u) == ["27", "27A", "27A1", "27A1(A)", "27A1(B)", "27A2", "27A2(A)", "27A2(B)"]
    assert u["27A2(B)"].paragraphs == ("a fourth way.",)


def test_a_number_that_does_not_go_on_from_the_list_before_stays_text():
    text = "LAW 5 - X\nA. One\n1. The first sample rule.\nB. Two\nThe text says:\n3. not a marker here.\n"
    u, got = units(text, "en")
    assert list(u) == ["5", "5A", "5A1", "5B"] and "3. not a marker here." in u["5B"].paragraphs[-1]
    assert "run-on-list" not in [n.kind for n in got.notes]


@pytest.mark.parametrize("text, lang", [
    ("Law 76 - X\nA. Part\n1. The sample rule says what comes first, in order:\n1) one thing;\n2) another thing;\n"
     "3) a last thing.\n2. A second sample rule.\n", "en"),
    ("Правило 76. Учебное\nА. Часть\n1. Учебное правило говорит, по порядку:\n1) одно;\n2) другое;\n3) последнее.\n"
     "2. Второе учебное правило.\n", "ru"),
])
def test_a_list_numbered_with_brackets_inside_a_subsection_is_its_text(text, lang):
    """«1)» opens a subsection only where none numbered «1.» is open (a red team's probe: the list
    inside 76A1 took A2's place)."""
    u, _ = units(text, lang)
    assert list(u) == ["76", "76A", "76A1", "76A2"]
    assert "3)" in " ".join(u["76A1"].paragraphs) and u["76A2"].paragraphs[0].startswith(("A second", "Второе"))


def test_a_header_quoted_after_a_colon_inside_a_law_is_its_text():
    """A red team's probe: a regulation's «Статья 79. …» quoted after «сказано:» opened Law 79."""
    text = ("Статья 78. Учебное название\nА. Часть\n1) Учебное правило. В положении о турнире сказано:\n"
            "Статья 79. Все споры решает учебный судья.\n2) Второе учебное правило.\n")
    u, _ = units(text, "ru")
    assert list(u) == ["78", "78A", "78A1", "78A2"]
    assert "Статья 79. Все споры" in " ".join(u["78A1"].paragraphs)


@pytest.mark.parametrize("lang, text, repeated", [
    ("ru", "ПРАВИЛО 45. УЧЕБНАЯ КАРТА\nА. Первое\nКарта видна всем.\nБ. Второе\nБолван молчит.\nБ. Повтор раздела\n"
           "Это повтор.\nВ. Третье\nДиректор решает.\n", 6),
    ("en", "LAW 45 - A SAMPLE CARD\nA. First\nA card all see.\nB. Second\nDummy is silent.\nB. Second Again\n"
           "A repeat.\nC. Third\nThe sample Director decides.\n", 6)])
def test_a_section_printed_twice_stays_its_text_and_is_said(lang, text, repeated):
    """A second «Б.» in a law was glued into 45B without a word (a trial): it still is (the outline
    goes on to C), and the import names its line."""
    found, got = units(text, lang)
    assert list(found) == ["45", "45A", "45B", "45C"]
    assert ("Повтор раздела" if lang == "ru" else "Second Again") in " ".join(found["45B"].paragraphs)
    said = [i for i in got.issues if i.kind == "repeated-marker"]
    assert len(said) == 1 and said[0].where.line == repeated and "repeats section B" in said[0].message


def test_sections_lettered_by_their_look_and_items_by_the_alphabet_are_read_each_its_way():
    """«А. В. С.» sections (the look-alikes of A B C) over «а) б)» items (the Russian alphabet's a b):
    one «б)» read every section by the alphabet, «С.» (no letter of it) was lost into B's text,
    and «73В» was cited as 73C (a red team)."""
    text = ("ПРАВИЛО 73. УЧЕБНОЕ ПРАВИЛО\nА. Первое положение\nИгрок держит темп.\nВ. Второе положение\n"
            "1. Игрок молчит:\nа) по столу;\nб) по стулу.\nС. Конец\nИгрок уходит.\n")
    found, got = units(text, "ru")
    assert list(found) == ["73", "73A", "73B", "73B1", "73B1(A)", "73B1(B)", "73C"]
    assert found["73C"].title == "Конец" and got.alphabet == ()  # its citations read by their look
    lettered, got = units(text.replace("В. Второе", "Б. Второе").replace("С. Конец", "В. Конец"), "ru")
    assert list(lettered) == list(found) and got.alphabet == (73,)


def test_each_law_of_a_file_is_read_by_its_own_lettering():
    """A file gathered from two pages, one law lettered «А. Б. В.» (the Russian alphabet) and the
    other «А. В. С.» (the look-alikes of A B C): the file was read by one habit (a trial). Each law
    is read by its own, whichever comes first, and only the first's citations by the alphabet."""
    by_alphabet = "ПРАВИЛО {n}. УЧЕБНОЕ ПРАВИЛО\nА. Первое\nИгрок ждёт.\nБ. Второе\nИгрок молчит.\nВ. Третье\nИгрок уходит.\n"
    by_look = "ПРАВИЛО {n}. ДРУГОЕ ПРАВИЛО\nА. Первое\nСудья ждёт.\nВ. Второе\nСудья молчит.\nС. Третье\nСудья уходит.\n"
    for text, lettered in ((by_alphabet.format(n=72) + by_look.format(n=73), 72),
                           (by_look.format(n=72) + by_alphabet.format(n=73), 73)):
        found, got = units(text, "ru")
        assert list(found) == ["72", "72A", "72B", "72C", "73", "73A", "73B", "73C"]
        assert [found[f"{n}{x}"].title for n in (72, 73) for x in "ABC"] == ["Первое", "Второе", "Третье"] * 2
        assert got.alphabet == (lettered,)


def test_a_laws_lettering_is_the_law_the_reader_has_open_whatever_its_header():
    """The lettering was told apart by the lines that look like law headers: a header after other
    words («Проект: Правило 73. …», which the reader takes) was missed, and a line quoted after a
    colon that looks like one (which the reader does not take) cut law 72 in two (a red team)."""
    by_look = "ПРАВИЛО 72. ДРУГОЕ ПРАВИЛО\nА. Первое\nСудья ждёт.\nВ. Второе\nСудья молчит.\nС. Третье\nСудья уходит.\n"
    prefixed = "\nПроект: Правило 73. Учебное правило\n\nА. Первое\nИгрок ждёт.\nБ. Второе\nИгрок молчит.\nВ. Третье\nИгрок уходит.\n"
    found, got = units(by_look + prefixed, "ru")
    assert [r for r in found if r.startswith("7")] == ["72", "72A", "72B", "72C", "73", "73A", "73B", "73C"], list(found)
    assert got.alphabet == (73,)
    quoted = ("ПРАВИЛО 72. УЧЕБНОЕ ПРАВИЛО\nА. Первое\nСудья говорит так:\nСтатья 79. Все споры решает судья.\n"
              "Б. Второе\nИгрок молчит.\nВ. Третье\nИгрок уходит, см. правило 72В.\n")
    found, got = units(quoted, "ru")
    assert list(found) == ["72", "72A", "72B", "72C"] and got.alphabet == (72,), (list(found), got.alphabet)


@pytest.mark.parametrize("text,ref,clause", [
    ("LAW 33 - X\nA. Sample Part\n1. A sample player may keep his card.\n"
     "2. The sample Director may let the call stand; or\n(a) he may cancel it, or\n(b) he may award a score.\n",
     "33A2", "The sample Director may let the call stand; or"),
    ("ЗАКОН 33 - X\nА. Часть\n1. Игрок образца может оставить карту.\n"
     "2. Судья образца может оставить заявку; или\n(а) отменить её, или\n(б) назначить результат.\n",
     "33A2", "Судья образца может оставить заявку; или"),
], ids=["en", "ru"])
def test_a_clause_that_goes_on_in_items_is_text_not_a_title(text, ref, clause):
    """«2. The Director may let the call stand; or» over its items (a), (b) was read as 2's title
    (a session's own import): a line ending in "; or" is a sentence going on, never a title."""
    u, _ = units(text)
    assert (u[ref].title, u[ref].paragraphs) == (None, (clause,))
    assert u[ref + "(A)"].paragraphs and u[ref + "(B)"].paragraphs


@pytest.mark.parametrize("text,want", [
    ("ЗАКОН 33 - X\nА. Часть\nИгрок образца заяв- ляет о своей ошибке, а кое- что остаётся; двух- и трёхзначный счёт.\n",
     "Игрок образца заявляет о своей ошибке, а кое-что остаётся; двух- и трёхзначный счёт."),
    ("LAW 33 - X\nA. Part\nThe sample rule tells the opponents. It is told to the oppo- nents at once; pre- and "
     "post- play; a non- offending side, as the non-offending side may; a left- side.\n",
     "The sample rule tells the opponents. It is told to the opponents at once; pre- and post- play; "
     "a non-offending side, as the non-offending side may; a left- side."),
], ids=["ru", "en"])
def test_a_word_broken_inside_a_pasted_line_is_whole_again(text, want):
    """A paragraph pasted from a PDF viewer joins its lines with spaces and keeps the typesetter's
    breaks inside the line («заяв- ляет», a blind trial's paste): whole again when the dictionary
    (Russian) or the text itself (English) knows the word, hyphened when it is written so; a hyphen
    left hanging on purpose ("pre- and post-") and a pair the text does not know stay."""
    u, _ = units(text)
    assert u["33A"].paragraphs == (want,)


OWN_STYLE = ("Закон 40 — соглашения партнёров\nА) Соглашения образца\nИгрок образца может иметь соглашение.\n"
             "1- Судья образца проверяет карту.\n2- Пара образца объясняет:\n- а. первое правило образца;\n"
             "- б. второе правило образца.\nБ) Особые соглашения образца\n1- Спонсор образца может запретить их.\n"
             "2- Игрок образца сообщает о них.\nВ) Последняя часть образца\nСудья образца решает.\n")


def test_a_text_typed_with_its_own_markers_is_read_by_them():
    """A text typed from memory (a blind trial's, refused): sections «А)», subsections «1-», items
    «- а.», a title in small letters after the header's dash. Each level numbered its own way, in
    order, and never the Laws' way, is read as the Laws' level, and said."""
    u, got = units(OWN_STYLE, "ru")
    assert list(u) == ["40", "40A", "40A1", "40A2", "40A2(A)", "40A2(B)", "40B", "40B1", "40B2", "40C"]
    assert (u["40"].title, u["40A"].title, u["40C"].paragraphs) == (
        "соглашения партнёров", "Соглашения образца", ("Судья образца решает.",))
    assert u["40A2(B)"].paragraphs == ("второе правило образца.",)
    said = [n.message for n in got.notes if n.kind == "own-marker"]
    assert len(said) == 9 and "«А)» read as «А.»" in said[0]


@pytest.mark.parametrize("text", [
    # a capital «А)» under a subsection is an item (the items' own reading)
    "LAW 40 - X\nA. Part\n1. The sample player may agree:\nA) first sample way;\nB) second sample way.\n",
    # the Laws' sections printed, and a list of options "A) … B) …" in a unit's text
    "LAW 40 - X\nA. Part\nThe sample options are listed.\nA) pass\nB) double\n",
    # out of order: no list of markers
    "LAW 40 - X\nThe sample text.\nB) one sample line\nA) another sample line\n",
], ids=["items", "laws-sections", "out-of-order"])
def test_markers_of_an_own_style_are_taken_only_as_a_level_in_order(text):
    from bridge_laws.readers.own_markers import own_markers

    numbered = list(enumerate(text.split("\n"), 1))
    assert own_markers(numbered) == (numbered, [])


@given(st.lists(st.sampled_from(["LAW 5 - X", "A) one", "B) two", "1- three", "2- four", "a- five", "b- six",
                                 "A. Part", "1. Text.", "(a) item", "Some words.", ""]), max_size=30))
@settings(max_examples=300, deadline=None)
def test_own_markers_keep_every_line_and_change_only_markers(lines):
    """Any text: as many lines, each line's words kept after its marker, and a line changed only
    where a style was taken for its level (no level printed the Laws' way too)."""
    from bridge_laws.readers.own_markers import own_markers

    numbered = list(enumerate(lines, 1))
    out, changed = own_markers(numbered)
    assert [n for n, _ in out] == [n for n, _ in numbered]
    for (n, before), (_, after) in zip(numbered, out):
        assert before.split(None, 1)[1:] == after.split(None, 1)[1:]
    assert {n for n, _, _ in changed} == {n for (n, b), (_, a) in zip(numbered, out) if a != b}


def test_a_latin_letter_that_draws_like_a_russian_one_is_read_as_it_in_a_russian_text():
    """A scan's Russian text (a blind trial's OCR) printed the section В with a Latin "B" (the two
    draw alike), after «Б.»: read as B again, it was a repeat, and the section ran into B1's text.
    In a Russian text a Latin letter is also its Russian twin, by the alphabet; in an English text
    a second "B." stays a repeat."""
    text = ("ЗАКОН 50 - КАРТЫ\nА. Определение\nКарта образца считается сброшенной.\n{b}. Крупная карта\n"
            "1. Карта образца мелкая.\nB. Порядок розыгрыша\n1. Карта образца остаётся.\nГ. Сведения\n"
            "Сведения образца недозволенны.\n")
    for b in ("Б", "6"):  # «6.» a scan's «Б.»
        u, _ = units(text.format(b=b), "ru")
        assert [(r, f.title) for r, f in u.items() if len(r) == 3] == [
            ("50A", "Определение"), ("50B", "Крупная карта"), ("50C", "Порядок розыгрыша"), ("50D", "Сведения")]
    u, _ = units("LAW 5 - X\nA. One\nText here.\nB. Two\nText there.\nB. Two again\nMore.\n", "en")
    assert list(u) == ["5", "5A", "5B"]


def test_an_item_a_scan_read_as_a_digit_is_read_where_the_items_want_it():
    """«(6)» after «(а)» is a scan's «(б)» (a blind trial's OCR): it was the text of (а)."""
    text = "ЗАКОН 50 - X\nА. Часть\n1. Карта образца остаётся, при этом:\n(а) первое правило;\n(6) второе правило.\n"
    u, got = units(text, "ru")
    assert u["50A1(B)"].paragraphs == ("второе правило.",)
    assert any("«(6)» read as «(б)»" in n.message for n in got.notes)
    u, _ = units("ЗАКОН 50 - X\nА. Часть\n1. Карта образца (6) и (7) остаётся.\n", "ru")
    assert list(u) == ["50", "50A", "50A1"]


def test_a_texts_own_header_and_a_section_typed_small_in_a_run_of_capitals():
    """A director's phone notes (a blind trial, refused): headers "law 45 playing a card" in small
    letters, sections "A)", "B)", "c)", "D)", subsections "1-", items "a-", no blank line. A header
    in small letters is one in a text that prints none the Laws' way, right above a section; a
    small letter between two capitals of the run is the section between them."""
    text = ("Typed from the sample book\nlaw 45 playing a sample card\nA) Manner of play\nThe sample player plays.\n"
            "B) Play from dummy\nThe sample declarer names it.\nc) when is a card played\n1- a sample card is played.\n"
            "2- A sample card from hand is played when:\na- it is held face up\nb- he has named it\n"
            "D) Mistaken call\nThe sample card goes back.\nlaw 46 incomplete sample designation\nA) Proper form\n"
            "The sample declarer names the suit.\n")
    u, _ = units(text, "en")
    assert list(u) == ["45", "45A", "45B", "45C", "45C1", "45C2", "45C2(A)", "45C2(B)", "45D", "46", "46A"]
    assert (u["45"].title, u["46"].title, u["45C2(B)"].paragraphs) == (
        "playing a sample card", "incomplete sample designation", ("he has named it",))
    # between "A)" and "B)" an "a)" is an item; a text with a header the Laws' way keeps "law 45 …" as text
    u, _ = units("LAW 40 - X\nA) First part\n1. The sample text:\na) one\nb) two\nB) Second part\nMore.\n", "en")
    assert list(u) == ["40", "40A", "40A1", "40A1(A)", "40A1(B)", "40B"]
    u, _ = units("LAW 40 - X\nA. Part\nThe sample text.\nlaw 41 says more\nB. Other\nMore.\n", "en")
    assert list(u) == ["40", "40A", "40B"]


def test_a_bare_headers_title_in_a_paragraph_of_its_own_above_the_first_section():
    """"LAW 25" and its title each a paragraph of a page (a blind trial's Google Docs page): the
    title was the law's text. A paragraph of its own right above the first section is its title
    when it is a heading's (Title Case, or a short Russian phrase); a sentence stays text."""
    for text, title in [("LAW 25\n\nChanging a Sample Call\n\nA. Part\n\n1. The sample text.\n", "Changing a Sample Call"),
                        ("ЗАКОН 25\n\nИзменение заявки образца\n\nА. Часть\n\n1. Текст образца.\n", "Изменение заявки образца"),
                        ("LAW 25\n\nThe sample Director rules on every call\n\nA. Part\n\n1. The sample text.\n", None)]:
        u, _ = units(text)
        assert u["25"].title == title


def test_the_open_laws_header_said_to_go_on_is_a_running_header():
    """«Закон 62 (продолжение)» over a slide that goes on with the law (a blind trial's deck) was
    read into the text before it."""
    text = "ЗАКОН 62 - X\nА. Часть\nТекст образца.\n\nЗакон 62 (продолжение)\nБ. Другая часть\nЕщё текст образца.\n"
    u, got = units(text, "ru")
    assert u["62A"].paragraphs == ("Текст образца.",)
    assert any("Закон 62 (продолжение)" in n.message for n in got.notes)



@pytest.mark.parametrize("text,lang,refs", [
    # options typed with Latin letters under «Б.1» of a law that prints «В.» itself: no section В
    ("ПРАВИЛО 21 - X\nА. Часть\nТекст образца.\nБ. Выбор\n1. Игрок образца выбирает:\nA. пас;\nB. контра.\n"
     "2. Судья образца утверждает выбор.\nВ. Последняя часть\nСудья образца решает.\n", "ru",
     ["21", "21A", "21B", "21B1", "21B2", "21C"]),
    # a list of choices "A) to pass;" in a law with no sections is no section of it
    ("LAW 17 - X\nThe sample period starts.\nA sample player may choose:\nA) to pass;\nB) to bid;\nC) to double.\n"
     "The sample period ends.\n", "en", ["17"]),
    # «в)» after «а)» and «б)» between «Б)» and «Г)» is an item, no section В
    ("ЗАКОН 40. X\nА) Часть образца\nТекст образца.\nБ) Другая часть\nОрганизатор образца может:\nа) одно;\n"
     "б) другое;\nв) третье.\nГ) Последняя часть\nТекст образца.\n", "ru", None),
    # a citation wrapped to a line's start over a section, in small letters or after a dash: no header
    ("LAW 40 - X\nA. Part\n1. The sample methods are agreed.\n2. The sample player discloses them, subject to\n"
     "Law 16 - the rules on extraneous sample information\nB. Other\nThe sample authority may restrict them.\n", "en",
     ["40", "40A", "40A1", "40A2", "40B"]),
    # after a bare header, an editorial line with a year is no title
    ("ЗАКОН 25\n\nДействует с 2017 года\n\nА. Часть\n\n1. Текст образца.\n", "ru", None),
], ids=["latin-options", "choices", "item-list", "citation", "editorial"])
def test_the_sessions_rules_keep_what_a_red_team_put_against_them(text, lang, refs):
    """A red team on the session's rules (own markers, Latin twins, small headers, a title in a
    paragraph of its own): each of these was misread by them before a mend."""
    u, _ = units(text, lang)
    if refs is not None:
        assert list(u) == refs
    if "в) третье" in text:
        assert "40C" not in u  # (a section left out breaks the run: the style is not taken at all)
    if text.startswith("ЗАКОН 25"):
        assert u["25"].title is None and u["25"].paragraphs


def test_a_glyph_bullet_before_a_paragraph_is_no_word_of_it():
    """«◦ Игрок образца …» under a section on a slide (a blind trial's deck): the bullet was the
    text's first word. A dash before a paragraph stays (a Russian text's own list)."""
    u, _ = units("ЗАКОН 62 - X\nА. Часть\n◦ Игрок образца обязан исправить снос.\nБ. Другая\n– Судья образца решает.\n", "ru")
    assert (u["62A"].paragraphs, u["62B"].paragraphs) == (("Игрок образца обязан исправить снос.",),
                                                          ("– Судья образца решает.",))


def test_initials_and_a_name_open_no_section():
    """«А. В. Громов, главный судья» under a law (a blind trial's slides: the speaker's name read as
    section A repeated), "B. C. Hale" where section B is expected next: a person, no section."""
    text = ("LAW 3 - THE SAMPLE\nA. The Part\nThe sample text of the part.\nB. C. Hale, the sample chief director\n"
            "B. The Other Part\nThe other sample text.\n")
    u, _ = units(text, "en")
    assert list(u) == ["3", "3A", "3B"] and u["3B"].title == "The Other Part"
    u, _ = units("ЗАКОН 3. ОБРАЗЕЦ\nА. Часть\nТекст образца.\nА. В. Громов, главный судья турнира\n"
                 "Б. Другая часть\nДругой текст.\n", "ru")
    assert list(u) == ["3", "3A", "3B"] and u["3A"].title == "Часть"


def test_a_sections_heading_said_to_go_on_is_no_text():
    """«Б. Вызов судьи (продолжение)» atop the next slide or page, "B. Title (continued)": the open
    section's heading again, not its text (a blind trial's slides: «(продолжение)» in an item)."""
    text = ("LAW 3 - THE SAMPLE\nA. The Part\nThe sample text.\nB. The Other Part\n1. The first rule:\n"
            "(a) one sample;\nB. The Other Part (continued)\n(b) another sample.\n")
    u, got = units(text, "en")
    assert list(u) == ["3", "3A", "3B", "3B1", "3B1(A)", "3B1(B)"]
    assert "continued" not in " ".join(p for f in got.fragments for p in f.paragraphs)
