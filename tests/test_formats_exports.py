"""What programs export a law into: a PowerPoint deck, an Excel workbook, a Jupyter notebook, a
chat exported by Telegram Desktop and a note by Google Takeout (JSON), a news feed, a Typst
handout — each made here from the format samples (invented sentences), and each giving the plain
text's units; then the traps of each (a blind trial's texts, tests/eval/realtexts/dev/, refused
seven of eight of them)."""

from __future__ import annotations

import json

import pytest

import format_samples as fs
from bridge_laws.errors import SourceError
from bridge_laws.readers.formats import detect_format, extract
from test_formats import expected, units

EXPORTS = {
    "pptx": ("pptx", lambda blocks, lang: fs.pptx(blocks, lang)),
    "xlsx": ("xlsx", lambda blocks, lang: fs.xlsx(fs.xlsx_rows(blocks, lang), other=[["Source", "LAW 97 - A NOTE"]])),
    "csv-named": ("table", lambda blocks, lang: "\n".join(
        ";".join(f'"{c}"' if ";" in c else c for c in row) for row in fs.xlsx_rows(blocks, lang)).encode("utf-8")),
    "ipynb": ("ipynb", lambda blocks, lang: fs.notebook(blocks).encode("utf-8")),
    "telegram": ("appjson", lambda blocks, lang: fs.telegram_json(blocks, lang).encode("utf-8")),
    "keep": ("appjson", lambda blocks, lang: fs.keep_json(blocks).encode("utf-8")),
    "rss": ("feed", lambda blocks, lang: fs.rss(blocks, lang).encode("utf-8")),
}


@pytest.mark.parametrize("lang", ["en", "ru"])
@pytest.mark.parametrize("made", EXPORTS)
def test_every_export_gives_the_units_of_the_plain_text(made, lang):
    """Numbers the program draws (PowerPoint's autonumbering, a notebook's Markdown lists) written
    in; a unit's place read from a workbook's named columns; the app's own parts (a slide's footer
    and number, speaker notes, code cells, a chat's notices and repeated entities, a note's HTML
    copy, a feed's other news) not read."""
    fmt, make = EXPORTS[made]
    data = make(fs.SAMPLES[lang], lang)
    assert detect_format(data, "sample")[0] == fmt
    document = extract(data, "sample")
    assert units(document.streams[0].lines, lang) == expected(lang)
    assert "LAW 9" not in document.text and "NS 420" not in document.text  # furniture, notes, code


# -- PowerPoint --------------------------------------------------------------------------------


def _deck(slides) -> bytes:
    """A deck of ``slides``: each (title, [(words, level, autonum or None, startAt or None)], kind)."""
    parts = [("ppt/presentation.xml", f'<?xml version="1.0"?><p:presentation {fs._PPT_NS}><p:sldIdLst>'
              + "".join(f'<p:sldId id="{256 + k}" r:id="rId{k + 1}"/>' for k in range(len(slides)))
              + "</p:sldIdLst></p:presentation>"),
             ("ppt/_rels/presentation.xml.rels",
              '<?xml version="1.0"?><Relationships xmlns="http://schemas.openxmlformats.org/package/2006/relationships">'
              # the deck's order is not the parts' names': the second slide is slide9.xml
              + "".join(f'<Relationship Id="rId{k + 1}" Type="slide" Target="slides/slide{9 if k == 1 else k + 1}.xml"/>'
                        for k in range(len(slides))) + "</Relationships>")]
    for k, (title, paragraphs, kind) in enumerate(slides):
        shapes = [fs._ppt_shape("ctrTitle" if kind == "title" else "title", [fs._ppt_paragraph(title)]),
                  fs._ppt_shape("subTitle" if kind == "title" else "body",
                                [fs._ppt_paragraph(w, lvl, num, start) for w, lvl, num, start in paragraphs]),
                  fs._ppt_shape("dt", [fs._ppt_paragraph("12.03.2024")])]
        parts.append((f"ppt/slides/slide{9 if k == 1 else k + 1}.xml",
                      f'<?xml version="1.0"?><p:sld {fs._PPT_NS}><p:cSld><p:spTree>{"".join(shapes)}'
                      "</p:spTree></p:cSld></p:sld>"))
    return fs._zip([("[Content_Types].xml", "<Types/>"), *parts], stored_first=False)


def test_a_section_carried_to_a_second_slide_goes_on_from_where_its_numbers_stopped():
    """A title slide's title and subtitle are one header ("Law 79" / "Tricks Won"); a section
    carried to a slide "A. … (cont.)" restarts PowerPoint's lists where they stopped (``startAt``),
    and is the same section; the deck's order is its list of slides, not its parts' names."""
    deck = _deck([
        ("Law 7", [("Keeping the Sample Cards", 0, None, None), ("A county seminar, session 3", 0, None, None)],
         "title"),
        ("A. Cards at the Table", [("A rule made up for the test opens the section.", 0, None, None),
                                   ("The first numbered rule of the section.", 0, "arabicPeriod", None),
                                   ("The second, over its items:", 0, "arabicPeriod", None),
                                   ("the first item;", 1, "alphaLcParenBoth", None)], "body"),
        ("A. Cards at the Table (cont.)", [("the second item.", 1, "alphaLcParenBoth", 2),
                                            ("The third numbered rule of the section.", 0, "arabicPeriod", 3)],
         "body")])
    document = extract(deck, "deck.pptx")
    got = units(document.streams[0].lines, "en")
    assert [(u[0], u[3]) for u in got] == [("7", "Keeping the Sample Cards"), ("7A", "Cards at the Table"),
                                           ("7A1", None), ("7A2", None), ("7A2(A)", None), ("7A2(B)", None),
                                           ("7A3", None)]
    assert "12.03.2024" not in document.text


@pytest.mark.parametrize("bad", [b"PK\x03\x04" + b"\x00" * 40,
                                 fs._zip([("ppt/presentation.xml", "<p:presentation"), ("ppt/slides/slide1.xml", "")],
                                         stored_first=False),
                                 fs._zip([("ppt/presentation.xml", "<presentation/>")], stored_first=False)],
                         ids=["not a zip", "not XML", "no slides"])
def test_a_damaged_deck_is_refused_in_one_line(bad):
    data = bad
    with pytest.raises(SourceError) as err:
        extract(data, "deck.pptx")
    assert "deck.pptx" in str(err.value) and "\n" not in str(err.value)


# -- Excel -------------------------------------------------------------------------------------


def test_a_workbook_reads_what_its_sheet_shows():
    """A law's number on every row, no header line; a text carried on to the next row (no marker,
    mid-sentence) is the unit's; a hidden column (an identifier) and a sheet of notes are not read;
    a number is shown without Excel's ".0"."""
    rows = [["No.", "Law", "Section", "Subsection", "Item", "Title", "Text", "Id"],
            ["1", "12", "", "", "", "SAMPLE HEADING", "", "LAW 96 - HIDDEN"],
            ["2", "12", "A", "", "", "First Sample", "The sample rule begins here and,", "x"],
            ["3", "", "", "", "", "", "carried on to the next row, ends here.", "x"],
            ["4", "12", "A", "1", "", "", "A numbered rule of the sample.", "x"]]
    document = extract(fs.xlsx(rows, other=[["Source", "LAW 95 - A NOTE"]]), "archive.xlsx")
    got = units(document.streams[0].lines, "en")
    assert [(u[0], u[3], u[4]) for u in got] == [
        ("12", "SAMPLE HEADING", ()),
        ("12A", "First Sample", ("The sample rule begins here and, carried on to the next row, ends here.",)),
        ("12A1", None, ("A numbered rule of the sample.",))]
    assert "LAW 9" not in document.text and ".0" not in document.text


def test_a_workbook_with_no_words_is_refused():
    with pytest.raises(SourceError, match="no words"):
        extract(fs.xlsx([["", ""]]), "empty.xlsx")


# -- Jupyter -----------------------------------------------------------------------------------


def test_a_notebooks_code_and_output_are_not_read_and_its_lists_start_where_they_say():
    notebook = {"nbformat": 4, "nbformat_minor": 5, "metadata": {}, "cells": [
        {"cell_type": "markdown", "metadata": {}, "source": ["## LAW 8 - SAMPLE\n", "\n", "### A. Sample Section\n", "\n",
                                                          "1. The first rule of the sample.\n"]},
        {"cell_type": "code", "metadata": {}, "execution_count": 1, "source": ["# B1: a comment\n"],
         "outputs": [{"output_type": "stream", "name": "stdout", "text": ["2. NS 420\n"]}]},
        {"cell_type": "markdown", "metadata": {}, "source": ["2. The second rule, in a cell after the code.\n"]},
        {"cell_type": "raw", "metadata": {}, "source": ["B. A RAW CELL"]}]}
    document = extract(json.dumps(notebook).encode(), "notes.ipynb")
    got = units(document.streams[0].lines, "en")
    assert [u[0] for u in got] == ["8", "8A", "8A1", "8A2"] and "NS 420" not in document.text


# -- apps' JSON --------------------------------------------------------------------------------


def test_a_telegram_account_export_reads_every_chat_and_a_note_its_title_first():
    """Telegram Desktop's export of a whole account (``chats`` / ``list``); a Keep note whose
    file puts its text before its title, and a checklist."""
    chat = json.loads(fs.telegram_json(fs.EN, "en"))
    account = {"about": "Here is the data you requested.", "chats": {"list": [{"name": "Other", "messages": []}, chat]}}
    got = units(extract(json.dumps(account).encode(), "result.json").streams[0].lines, "en")
    assert got == expected("en")
    note = {"textContent": "", "listContent": [{"text": "print the sample rules", "isChecked": True}],
            "title": "LAW 5 - SAMPLE"}
    document = extract(json.dumps(note).encode(), "note.json")
    assert document.text.splitlines()[0] == "LAW 5 - SAMPLE" and "[x] print the sample rules" in document.text


@pytest.mark.parametrize("data", [b'{"messages": [1, 2], "from_id": "user1", "date_unixtime": 1', b'{"textContent": 5}',
                                  b'{"messages": "none", "from_id": "x"}'])
def test_an_apps_json_that_cannot_be_read_is_refused_in_one_line(data):
    with pytest.raises(SourceError) as err:
        extract(data, "export.json")
    assert "export.json" in str(err.value) and "Traceback" not in str(err.value)


def test_a_line_that_says_a_post_goes_on_in_the_next_is_no_words_of_the_law():
    """«(окончание — в следующем посте)» closed a section's text in a channel's post cut in two."""
    text = ("LAW 9 - SAMPLE\nA. Sample Section\n1. The rule goes on in the next post and:\n"
            "(continued in the next post)\n(a) ends in its first item.\n")
    got = units(text.split("\n"), "en")
    assert [(u[0], u[4]) for u in got][-2:] == [("9A1", ("The rule goes on in the next post and:",)),
                                                 ("9A1(A)", ("ends in its first item.",))]


# -- feeds ---------------------------------------------------------------------------------------


def test_an_atom_feed_reads_its_entries_content_or_summary():
    entry = lambda title, content: (f"<entry><title>{title}</title>"
                                    f'<content type="html">{content}</content></entry>')
    feed = ('<?xml version="1.0"?><feed xmlns="http://www.w3.org/2005/Atom"><title>Sample</title>'
            + entry("LAW 6 - SAMPLE FEED", "&lt;p&gt;A. Sample Section&lt;/p&gt;&lt;p&gt;The rule of the feed.&lt;/p&gt;")
            + entry("Club news", "&lt;p&gt;1. Pairs 4 and 7 won.&lt;/p&gt;") + "</feed>")
    document = extract(feed.encode(), "atom.xml")
    assert [u[0] for u in units(document.streams[0].lines, "en")] == ["6", "6A"]
    assert "Pairs 4" not in document.text and "1 item(s) holding no law's header left out" in " ".join(document.notes)


@pytest.mark.parametrize("data", [b'<?xml version="1.0"?><rss version="2.0"><channel><item><title>x', 
                                  b'<rss version="2.0"><channel><title>No items</title></channel></rss>'])
def test_a_feed_that_cannot_be_read_is_refused_in_one_line(data):
    with pytest.raises(SourceError) as err:
        extract(data, "feed.xml")
    assert "feed.xml" in str(err.value)


def test_a_feed_whose_entities_expand_past_their_bound_is_refused_at_once():
    """An RSS 0.91 feed may carry a DOCTYPE: one whose entities nest to gigabytes (a billion laughs)
    is refused by expat's bound on amplification, not expanded."""
    entities = ['<!ENTITY a "' + "a" * 50 + '">'] + [
        f'<!ENTITY {b} "' + f"&{a};" * 20 + '">' for a, b in zip("abcdef", "bcdefg")]
    bomb = ('<?xml version="1.0"?>\n<!DOCTYPE rss [\n' + "\n".join(entities) + "\n]>\n"
            '<rss version="0.91"><channel><item><title>LAW 5 - SAMPLE</title><description>&g;</description>'
            "</item></channel></rss>").encode()
    assert detect_format(bomb, "feed.xml")[0] == "feed"
    with pytest.raises(SourceError, match="not well-formed"):
        extract(bomb, "feed.xml")


# -- Typst ---------------------------------------------------------------------------------------


def test_a_typst_handouts_own_functions_draw_its_headings():
    """The header drawn by the handout's own function (no "Law 3" in the source); a section's
    heading a ``block`` over the text after it, which pandoc ran into that text."""
    source = ('#set page(header: [Sample handout])\n#set enum(numbering: "1.")\n'
              '#let law(n, title) = align(center, text(weight: "bold")[Law #n \\ #title])\n'
              '#let sec(l, t) = block(above: 1em)[*#l. #t*]\n\n#law(3, [The Sample Scorepad])\n\n'
              '#sec("A", [Keeping the Scorepad])\nEvery table keeps one sample scorepad.\n\n'
              '#sec("B", [Reading the Scorepad])\n+ Anyone may read it between deals.\n'
              '+ Nobody reads it during a deal.\n')
    assert detect_format(source.encode(), "handout.typ")[0] == "typst"
    got = units(extract(source.encode(), "handout.typ").streams[0].lines, "en")
    assert [(u[0], u[3]) for u in got] == [("3", "The Sample Scorepad"), ("3A", "Keeping the Scorepad"),
                                           ("3B", "Reading the Scorepad"), ("3B1", None), ("3B2", None)]


# -- from the second blind trial of these formats ------------------------------------------------


def _layout_deck() -> bytes:
    """A deck whose subsection numbers its layout draws (``a:lstStyle`` of the layout's body), a
    section's title in a text box placed above the body but after it in the slide's tree, a hidden
    slide of a draft, and a section header's slide (layout ``secHead``)."""
    layout = (f'<?xml version="1.0"?><p:sldLayout {fs._PPT_NS} type="obj"><p:cSld><p:spTree>'
              '<p:sp><p:nvSpPr><p:cNvPr id="2" name="b"/><p:cNvSpPr/><p:nvPr><p:ph idx="1"/></p:nvPr></p:nvSpPr>'
              '<p:spPr><a:xfrm><a:off x="0" y="2000000"/></a:xfrm></p:spPr><p:txBody><a:bodyPr/><a:lstStyle>'
              '<a:lvl1pPr><a:buAutoNum type="arabicPeriod"/></a:lvl1pPr></a:lstStyle></p:txBody></p:sp>'
              "</p:spTree></p:cSld></p:sldLayout>")
    header = f'<?xml version="1.0"?><p:sldLayout {fs._PPT_NS} type="secHead"><p:cSld><p:spTree/></p:cSld></p:sldLayout>'
    box = lambda y, text: (f'<p:sp><p:nvSpPr><p:cNvPr id="9" name="t"/><p:cNvSpPr txBox="1"/><p:nvPr/></p:nvSpPr>'
                           f'<p:spPr><a:xfrm><a:off x="0" y="{y}"/></a:xfrm></p:spPr><p:txBody><a:bodyPr/>'
                           f'{fs._ppt_paragraph(text)}</p:txBody></p:sp>')
    slide = lambda body, hidden=False: (f'<?xml version="1.0"?><p:sld {fs._PPT_NS}{" show=" + chr(34) + "0" + chr(34) if hidden else ""}>'
                                        f"<p:cSld><p:spTree>{body}</p:spTree></p:cSld></p:sld>")
    slides = [
        ("slide1.xml", "layout2.xml", slide(fs._ppt_shape("title", [fs._ppt_paragraph("LAW 7")])
                                            + fs._ppt_shape("body", [fs._ppt_paragraph("SAMPLE CARDS")]))),
        ("slide2.xml", "layout1.xml", slide(fs._ppt_shape("body", [fs._ppt_paragraph("The first numbered rule."),
                                                                   fs._ppt_paragraph("The second numbered rule.")])
                                            + box(1000000, "A. Cards at the Table"))),
        ("slide3.xml", "layout1.xml", slide(box(1000000, "B. A DRAFT NEVER SHOWN"), hidden=True)),
    ]
    rels = lambda target: ('<?xml version="1.0"?><Relationships xmlns="http://schemas.openxmlformats.org/package/2006/'
                           f'relationships"><Relationship Id="rId1" Type="slideLayout" Target="../slideLayouts/{target}"/>'
                           "</Relationships>")
    parts = [("ppt/presentation.xml", f'<?xml version="1.0"?><p:presentation {fs._PPT_NS}/>'),
             ("ppt/slideLayouts/layout1.xml", layout), ("ppt/slideLayouts/layout2.xml", header)]
    for name, target, xml in slides:
        parts += [(f"ppt/slides/{name}", xml), (f"ppt/slides/_rels/{name}.rels", rels(target))]
    return fs._zip(parts, stored_first=False)


def test_a_decks_layout_draws_its_numbers_and_a_hidden_slide_is_not_read():
    document = extract(_layout_deck(), "course.pptx")
    got = units(document.streams[0].lines, "en")
    assert [(u[0], u[3]) for u in got] == [("7", "SAMPLE CARDS"), ("7A", "Cards at the Table"), ("7A1", None),
                                           ("7A2", None)]
    assert "DRAFT" not in document.text and "1 hidden slide(s) left out" in document.notes[0]


def test_a_workbooks_columns_named_otherwise_and_its_title_rows():
    """The law's header only in a title row above the heading row; a section column "§", a
    subsection column "No." whose numbers start again (a row's own number counts every row), a text
    column "Wording of the Law"."""
    rows = [["LAW 12 - SAMPLE WORKBOOK"], ["Step", "§", "No.", "Item", "Heading", "Wording of the Law", "Done"],
            ["1", "A", "", "", "First Sample", "The first rule of the sample.", "TRUE"],
            ["2", "", "1", "", "", "A numbered rule of the sample.", "FALSE"],
            ["3", "", "2", "", "", "Another numbered rule:", ""],
            ["4", "", "", "(a)", "", "its first item;", ""],
            ["5", "B", "", "", "Second Sample", "The second rule.", ""],
            ["6", "", "1", "", "", "Its numbered rule.", ""]]
    got = units(extract(fs.xlsx(rows), "checklist.xlsx").streams[0].lines, "en")
    assert [(u[0], u[3]) for u in got] == [("12", "SAMPLE WORKBOOK"), ("12A", "First Sample"), ("12A1", None),
                                           ("12A2", None), ("12A2(A)", None), ("12B", "Second Sample"), ("12B1", None)]


def test_what_a_notebooks_code_displays_as_markdown_is_read():
    notebook = {"nbformat": 4, "nbformat_minor": 5, "metadata": {}, "cells": [
        {"cell_type": "code", "metadata": {"jupyter": {"source_hidden": True}}, "execution_count": 1,
         "source": ["display(Markdown(open('law08.md').read()))\n"],
         "outputs": [{"output_type": "display_data", "metadata": {},
                      "data": {"text/markdown": ["## LAW 8 - SAMPLE\n", "\n", "### A. Sample Section\n", "\n",
                                                 "The rule the code displayed.\n"],
                               "text/plain": ["<IPython.core.display.Markdown object>"]}}]}]}
    document = extract(json.dumps(notebook).encode(), "shown.ipynb")
    assert [u[0] for u in units(document.streams[0].lines, "en")] == ["8", "8A"] and "IPython" not in document.text


def test_a_checklists_ticked_items_are_at_its_foot_and_no_words_of_the_law():
    note = {"title": "TD crib", "listContent": [
        {"text": "LAW 5 - SAMPLE", "isChecked": False}, {"text": "bring the sample book", "isChecked": True},
        {"text": "A. Sample Section", "isChecked": False}, {"text": "The rule of the checklist.", "isChecked": False}]}
    document = extract(json.dumps(note).encode(), "crib.json")
    assert document.text.rstrip().endswith("[x] bring the sample book")
    got = units(document.streams[0].lines, "en")
    assert [(u[0], u[4]) for u in got] == [("5", ()), ("5A", ("The rule of the checklist.",))]


@pytest.mark.parametrize("after", [
    "Quiz\n\n1. Who calls the Director, and when?\n\n2. May the score still be changed\nafter the session?\n",
    "Проверь себя\n1. Когда торговля считается законченной?\n2. Кто записывает отменённое действие?\n",
], ids=["en", "ru"])
def test_a_quizs_numbered_questions_after_a_law_are_not_its_units(after):
    lang = "ru" if "Провер" in after else "en"
    law = fs.plain(fs.SAMPLES[lang])
    got = units((law + "\n" + after).split("\n"), lang)
    assert got == expected(lang)


@pytest.mark.parametrize("closing", ["Thank you! Questions?", "Next week: Law 5 and Law 6, and the quiz on them.",
                                     "Спасибо! Вопросы?", "Следующее занятие: Закон 40 — соглашения партнёров"])
def test_a_talks_thanks_and_its_next_time_line_are_no_words_of_the_last_unit(closing):
    lang = "ru" if closing[0] in "СЗ" else "en"
    got = units((fs.plain(fs.SAMPLES[lang]) + "\n" + closing + "\n").split("\n"), lang)
    assert got == expected(lang)


@pytest.mark.parametrize("line", ["#rules #1997", "#правила #2017", "Читать в канале", "Read in channel"])
def test_a_channels_hashtags_and_its_link_are_no_words_of_the_law(line):
    lang = "ru" if any("а" <= c <= "я" for c in line) else "en"
    blocks = fs.SAMPLES[lang]
    text = fs.plain(blocks).replace("\n\n", f"\n\n{line}\n\n", 1)  # between the two laws
    assert line in text
    assert units(text.split("\n"), lang) == expected(lang)


def test_a_typst_source_pandoc_cannot_read_is_refused_saying_where_and_what():
    """pandoc says where on its first line and what on its second: the refusal said only
    "(line 18, column 47):"."""
    source = '#set page(paper: "a4")\n#let law(n) = [Law #n]\n#let broken = (1, 2\n= Law 3\n'
    with pytest.raises(SourceError) as err:
        extract(source.encode(), "handout.typ")
    said = str(err.value)
    assert "handout.typ: Typst source: pandoc could not read it ((line" in said
    assert said.split("):", 1)[1].split(")")[0].strip(), said  # what, after where


@pytest.mark.parametrize("words", ["Edition: 1997", "Редакция 2017 года", "This month's law is Law 3, in the words we use.",
                                   "скопировала из книжки, сверить с новым переводом (Б2 особенно!)"])
def test_the_writers_words_under_a_laws_header_are_not_its_text(words):
    """A copy's note of its edition, a post's introduction naming the law, a reminder: a law's own
    text under its header names no year, does not cite its own number and exclaims nothing."""
    lang = "ru" if any("а" <= c <= "я" for c in words) else "en"
    text = fs.plain(fs.SAMPLES[lang])
    header = next(line for line in text.splitlines() if line.startswith(("LAW ", "ПРАВИЛО ")))  # the first law's
    text = text.replace(header + "\n", f"{header}\n\n{words}\n\n", 1)
    assert words in text and units(text.split("\n"), lang) == expected(lang)


def test_a_laws_own_text_under_its_header_and_a_title_on_the_next_line_are_kept():
    text = ("LAW 12\nTHE SAMPLE OF 1997\n\nA player who sees a card of another may say so to the Director.\n\n"
            "A. First Sample\nThe rule of the sample.\n")
    got = units(text.split("\n"), "en")
    assert got[0][3] == "THE SAMPLE OF 1997" and got[0][4] == ("A player who sees a card of another may say so to "
                                                                 "the Director.",)


def test_a_latex_title_of_two_paragraphs_is_its_words_not_pandocs_tree():
    """A ``\\title`` with a blank line in it is a list of blocks to pandoc: the page's first heading
    was Python's dump of them («[{'t': 'Para', 'c': …»), in the text and the report."""
    source = fs.latex(fs.EN).replace(r"\begin{document}", "\\title{Sample Rules\n\nFor the Club}\n\\begin{document}\\maketitle")
    document = extract(source.encode(), "titled.tex")
    assert "'t'" not in document.text and "Sample Rules For the Club" in document.text
    assert [u[:5] for u in units(document.streams[0].lines, "en")] == [u[:5] for u in expected("en")]


@pytest.mark.parametrize("title", ["Правило месяца: Закон 45. Сыгранная карта", "Тема недели — Закон 45. Сыгранная карта"])
def test_a_russian_label_before_a_laws_header_and_the_writers_words_under_it(title):
    """A director's own feed: «Правило месяца: Закон 45. …» was no header (a label's words in small
    letters after its first were taken for running text), and the import was refused; the writer's
    line under it naming the edition's year is not the law's text."""
    body = ("&lt;p&gt;Публикуем закон в нашей рабочей редакции 2017 года.&lt;/p&gt;"
            "&lt;p&gt;А. Ход картой&lt;/p&gt;&lt;p&gt;Игрок делает ход, кладя карту на середину стола.&lt;/p&gt;")
    feed = (f'<?xml version="1.0"?><feed xmlns="http://www.w3.org/2005/Atom"><entry><title>{title}</title>'
            f'<content type="html">{body}</content></entry></feed>')
    got = units(extract(feed.encode(), "feed.xml").streams[0].lines, "ru")
    assert [(u[0], u[3], u[4]) for u in got] == [("45", "Сыгранная карта", ()),
                                                 ("45A", "Ход картой", ("Игрок делает ход, кладя карту на середину стола.",))]


# -- session 46: a blind trial's shapes (tests/eval/realtexts/dev/, row 42) ----------------------

SESSION46 = {
    "wordml": ("wordml", lambda blocks, lang: fs.wordml(blocks, lang).encode("utf-8")),
    "wordml-counted": ("wordml", lambda blocks, lang: fs.wordml(blocks, lang, hints=False).encode("utf-8")),
    "mbox": ("mbox", fs.mbox),
    "slack": ("appjson", lambda blocks, lang: fs.slack_json(blocks, lang).encode("utf-8")),
    "chatgpt": ("appjson", lambda blocks, lang: fs.chatgpt_json(blocks, lang).encode("utf-8")),
    "textile": ("textile", lambda blocks, lang: fs.textile(blocks).encode("utf-8")),
    "chat-page": ("html", lambda blocks, lang: fs.chat_page(blocks, lang).encode("utf-8")),
    # session 47's blind trial: a Teams chat from Microsoft Graph (read as text before: 4 of 13)
    "teams": ("appjson", lambda blocks, lang: fs.teams_json(blocks, lang).encode("utf-8")),
}


@pytest.mark.parametrize("lang", ["en", "ru"])
@pytest.mark.parametrize("made", SESSION46)
def test_every_shape_of_the_session46_trial_gives_the_units_of_the_plain_text(made, lang):
    """Word 2003 XML's list numbers (Word's hint of each, or counted from its lists), a mailbox's
    messages (its escaped "From " lines), Slack's messages (marks, escapes, notices), ChatGPT's
    path of messages (a regenerated answer off it), a Textile page (lists drawn, a folded block and
    macros shut), a chat's page (line breaks its style sheet keeps, a reply's cut preview): each
    gives the plain text's units, and none of its app's own words is read."""
    fmt, make = SESSION46[made]
    data = make(fs.SAMPLES[lang], lang)
    assert detect_format(data, "sample")[0] == fmt
    document = extract(data, "sample")
    assert units(document.streams[0].lines, lang) == expected(lang)
    for words in ("LAW 95", "LAW 96", "LAW 97", "LAW 98", "has joined"):
        assert words not in document.text


def test_a_word_2003_footnote_written_in_its_run_follows_its_paragraph():
    body = ('<w:p><w:pPr><w:pStyle w:val="Heading1"/></w:pPr><w:r><w:t>LAW 3 - THE SAMPLE</w:t></w:r></w:p>'
            '<w:p><w:r><w:t>A. The sample rule holds.</w:t></w:r><w:r><w:footnote><w:p><w:r><w:t>An invented note.'
            '</w:t></w:r></w:p></w:footnote></w:r><w:r><w:rPr><w:vanish/></w:rPr><w:t>hidden words</w:t></w:r></w:p>')
    data = (f'<?xml version="1.0"?><w:wordDocument {fs._WORDML_NS}><w:body>{body}</w:body></w:wordDocument>').encode()
    text = extract(data, "notes.xml").text
    assert "A. The sample rule holds.¹\n\n¹ An invented note." in text and "hidden" not in text


def test_a_word_2003_document_that_is_not_well_formed_is_refused_in_one_line():
    with pytest.raises(SourceError, match="not well-formed"):
        extract(f'<?xml version="1.0"?><w:wordDocument {fs._WORDML_NS}><w:body><w:p>'.encode(), "cut.xml")


def test_a_mailboxs_message_without_text_is_passed_over_and_said():
    box = (b"From a@example.org Sat Nov 17 21:04:11 2012\nFrom: a <a@example.org>\nSubject: x\nMIME-Version: 1.0\n"
           b"Content-Type: image/png\nContent-Transfer-Encoding: base64\n\niVBORw0KGgo=\n\n"
           + fs.mbox(fs.EN, "en"))
    document = extract(box, "box.mbox")
    assert units(document.streams[0].lines, "en") == expected("en")
    assert any(n.startswith("message 1 not read") for n in document.notes)


@pytest.mark.parametrize("line", ["Sheet 15 covers Laws 53 to 56.", "LAW 3 as amended"])
def test_a_line_that_begins_from_in_a_mail_is_not_taken_for_a_mailbox(line):
    """Only a "From " line of a mailbox's shape (an address and a date) opens a mailbox."""
    assert detect_format(f"From the club: {line}\nA. Sample\n".encode(), "x.txt")[0] != "mbox"


def test_a_laws_line_that_begins_from_is_read_back_from_its_mailbox_escape():
    """A mailbox writes a message's line that begins "From " as ">From ": the law's line is its
    own again, not a quote (a blind trial's list archive lost the text of 35B so)."""
    law = "LAW 3 - THE SAMPLE\nA. Keeping\nFrom the first deal on, the scorepad is kept in ink.\nB. Reading\nAnyone may read it.\n"
    box = fs.mbox([], "en").replace(b"Here it is:\n\n", b"Here it is:\n\n" + law.replace("\nFrom ", "\n>From ").encode())
    document = extract(box, "box.mbox")
    assert "\nFrom the first deal on" in document.text and ">From" not in document.text


def test_a_heading_id_as_google_docs_writes_it_and_a_picture_are_no_words():
    """Google Docs' Markdown puts an id after a heading with the heading's own dots and letters
    («{#правило-17.-начало}», read into the law's title); a note app's picture showed its file
    name («фото стр. 41.jpg») in a unit."""
    text = ("# **ПРАВИЛО 3\\. УЧЕБНЫЙ ПРОТОКОЛ** {#правило-3.-учебный-протокол}\n\n"
            "А. Ведение протокола\n\n1. Протокол ведётся чернилами.\n\n![фото стр. 41.jpg](:/9a1c0e7b)\n\n"
            "2. Протокол остаётся на столе.\n")
    got = units(extract(text.encode(), "note.md").streams[0].lines, "ru")
    assert got[0][3] == "УЧЕБНЫЙ ПРОТОКОЛ"
    assert [g[4] for g in got[2:]] == [("Протокол ведётся чернилами.",), ("Протокол остаётся на столе.",)]


def test_a_title_case_run_in_title_is_a_title_where_other_sections_print_theirs_apart():
    """A second blind trial's Slack post: "A. Play from Hand. A card …" beside "C. Mistaken
    Designation" on a line of its own; a section's first sentence is still its text."""
    text = ("LAW 45 - CARD PLAYED\n\nA. Play from Hand. A card from a hand counts as played once it is seen by all.\n\n"
            "B. Declarer names the card aloud. Dummy then plays the card named by him, and no other.\n\n"
            "C. Mistaken Designation\n1. A card named that dummy lacks is void and declarer names again.\n"
            "D. A card that falls face up by accident is not played, but the Director may treat it.\n")
    got = {ref: (title, paragraphs[:1]) for ref, _, _, title, paragraphs, _, _ in units(text, "en")}
    assert got["45A"] == ("Play from Hand", ("A card from a hand counts as played once it is seen by all.",))
    assert got["45B"][0] is None and got["45D"][0] is None and got["45C"][0] == "Mistaken Designation"


def test_a_subsections_title_case_run_in_title_is_its_title_even_on_a_wrapped_line():
    """A blind trial's scanned book (hOCR): «1. Correction in the Same Denomination. Where the» /
    «offender …» — a subsection's title in Title Case run into its text, the line wrapped two words
    after it; the three subsections' titles were read as text. A subsection's first sentence in
    words of its own is still its text, however short its line."""
    text = ("LAW 27 - SAMPLE BID\n\nA. Accepted\n\nThe sample bid may be accepted by the next player.\n\n"
            "B. Not Accepted\n\n1. Correction in the Same Denomination. Where the\noffender substitutes the lowest "
            "sample bid, the auction goes on.\n2. Other Correction. Where the offender substitutes another\nsample bid, "
            "his partner passes.\n3. The offender may pass. Then his partner\npasses once as well.\n")
    got = {ref: (title, paragraphs[:1]) for ref, _, _, title, paragraphs, _, _ in units(text, "en")}
    assert got["27B1"] == ("Correction in the Same Denomination",
                           ("Where the offender substitutes the lowest sample bid, the auction goes on.",))
    assert got["27B2"][0] == "Other Correction"
    assert got["27B3"] == (None, ("The offender may pass. Then his partner passes once as well.",))
    # (a red team) one subsection opening with a short sentence in Title Case, in a text whose others
    # print no such title, keeps its sentence
    one = text.replace("Correction in the Same Denomination. Where the\noffender", "The offender").replace(
        "Other Correction. Where the offender", "Where the offender")
    one = one.replace("3. The offender may pass.", "3. East and West Pass.")
    got = {ref: (title, paragraphs[:1]) for ref, _, _, title, paragraphs, _, _ in units(one, "en")}
    assert got["27B3"][0] is None and got["27B3"][1][0].startswith("East and West Pass."), got["27B3"]


def test_a_page_head_naming_the_open_law_with_its_title_or_number_is_no_law_text():
    """A blind trial's scanned book (hOCR): «ПРЕЖДЕВРЕМЕННЫЙ ХОД. ПРАВИЛО 57 47» atop the second
    page of Law 57 went into an item's words. A line inside a law that holds its header's word and
    number with only its title's words and a page's number beside them is a running header; a
    line with any other word is the law's."""
    text = ("ПРАВИЛО 57\nПРЕЖДЕВРЕМЕННЫЙ ХОД\n\nА. Ход до партнёра\n\n1. Игрок образца ждёт своего хода.\n"
            "ПРЕЖДЕВРЕМЕННЫЙ ХОД. ПРАВИЛО 57 47\n2. Игрок образца ходит после партнёра, как сказано в правиле 57 выше.\n"
            "47 ПРАВИЛО 57\n3. Судья образца решает по правилу 57 и правилу 58.\n")
    got = {ref: paragraphs for ref, _, _, _, paragraphs, _, _ in units(text, "ru")}
    assert got["57A1"] == ("Игрок образца ждёт своего хода.",)
    assert got["57A2"] == ("Игрок образца ходит после партнёра, как сказано в правиле 57 выше.",)
    assert got["57A3"] == ("Судья образца решает по правилу 57 и правилу 58.",)


@pytest.mark.parametrize("label", ["Источник:", "Source:", "Translated by", "Перевод —", "См. также:", "See also:"])
def test_the_texts_last_paragraph_saying_where_it_comes_from_is_not_the_last_units(label):
    """A blind trial's Evernote note ended «Источник: Международные правила бриджа, редакция 2007
    года; …» under the law's last item, which took it. The text's last paragraph opening with such
    a label is the writer's; one with more of the law after it stays the law's."""
    law = "LAW 5 - SAMPLE\n\nA. Part\n\nThe sample words of the part.\n\n"
    said = f"{label} the sample handbook of 2007, the club's copy.\n"
    got = {ref: paragraphs for ref, _, _, _, paragraphs, _, _ in units(law + said, "en")}
    assert got["5A"] == ("The sample words of the part.",)
    got = {ref: paragraphs for ref, _, _, _, paragraphs, _, _ in units(law + said + "\nMore words of the part.\n", "en")}
    assert any(label.split()[0] in p for p in got["5A"])


def test_a_handbooks_roman_sections_and_title_set_apart_by_spaces_are_read():
    """A third blind trial's club handbook: «LAW 52   Overlooked Obligations» (the title set apart
    by spaces alone) over sections «I.», «II.», «III.» — no law header was found, the import
    refused. Sections numbered in Roman numerals, in order, in a text that prints no section the
    Laws' way, are its sections A, B, C; items «(i)» stay items."""
    text = ("LAW 52   Sample Obligations\n\nThe sample law's own words.\n\nI. Obligations of Declarer\n"
            "1. Declarer draws attention to the sample omission.\n   (a) a sample trick goes across;\n"
            "   (b) no sample trick moves.\nII. Obligations of the Defenders\n1. A sample defender keeps his duty.\n"
            "   (i) the first sample case, or\n   (ii) the second sample case.\nIII. Repeated Omissions\n"
            "A player who fails twice may incur a sample penalty.\n")
    got = {ref: (title, paragraphs[:1]) for ref, _, _, title, paragraphs, _, _ in units(text, "en")}
    assert got["52"] == ("Sample Obligations", ("The sample law's own words.",))
    assert [r for r in got if len(r) == 3] == ["52A", "52B", "52C"] and got["52C"][0] == "Repeated Omissions"
    assert "52A1(B)" in got and got["52C"][1] == ("A player who fails twice may incur a sample penalty.",)
    from bridge_laws.readers.grammar import law_header

    assert law_header("Law 12  The Director acts.") is None  # (a sentence after two spaces is no header)


def test_each_units_whole_ref_before_its_words_is_read_as_its_marker():
    """A third blind trial's federation handout: «Правило 57А2(а). нарушитель …» before every unit
    (refused: no unit's marker). A unit's whole ref, of the law whose header is above it, with a
    full stop, is its marker; a wrapped line opening with another law's ref («Правило 12В1, а …»)
    is text."""
    text = ("Правило 57. Образец\n\nПравило 57А. Первая часть\nПравило 57А1. Игрок образца ждёт хода,\n"
            "Правило 12В1, а потом ходит сам.\nПравило 57А2. Судья образца требует:\n"
            "Правило 57А2(а). нарушитель оставляет карту;\nПравило 57А2(б). нарушитель забирает карту.\n\n"
            "Правило 57Б. Вторая часть\nКарта образца считается сыгранной.\n")
    got = {ref: (title, paragraphs[:1]) for ref, _, _, title, paragraphs, _, _ in units(text, "ru")}
    assert list(got) == ["57", "57A", "57A1", "57A2", "57A2(A)", "57A2(B)", "57B"]
    assert got["57A1"][1] == ("Игрок образца ждёт хода, Правило 12В1, а потом ходит сам.",)
    assert got["57A2(A)"][1] == ("нарушитель оставляет карту;",) and got["57B"][0] == "Вторая часть"


def test_items_run_inline_in_one_paragraph_are_an_item_a_line():
    """A third blind trial's club blog: each subsection one paragraph, its items inline ("… one of
    the following: (a) …; (b) …, provided that (i) …, and (ii) …; or (c) …"), read as one unit
    each. Items after a colon, then each after a semicolon (its "or", "and"), two at least, are an
    item a line; sub-items likewise; a ref's letter in a sentence ("B1(a) below") is none."""
    text = ("LAW 29 - SAMPLE\n\nA. Choice\n\n1. The next sample player may choose one of the following: (a) to accept "
            "the call, as made; (b) to require it again, provided that (i) it is the same call, and (ii) no other call "
            "came; or (c) to cancel it.\n\n2. A choice stands, save as in B1(a) below, and the sample ends.\n")
    got = {ref: paragraphs for ref, _, _, _, paragraphs, _, _ in units(text, "en")}
    assert list(got) == ["29", "29A", "29A1", "29A1(A)", "29A1(B)", "29A1(B)(1)", "29A1(B)(2)", "29A1(C)", "29A2"]
    assert got["29A1"] == ("The next sample player may choose one of the following:",)
    assert got["29A1(B)"] == ("to require it again, provided that",) and got["29A1(C)"] == ("to cancel it.",)
    assert got["29A2"] == ("A choice stands, save as in B1(a) below, and the sample ends.",)


def test_items_run_inline_across_wrapped_lines_are_an_item_a_line():
    """A handout typed at a fixed width: a subsection's items run inline and its paragraph wraps
    (": (a) on the" / "sample slip; (b) …"), so no one line holds two items. The lines of the
    paragraph read together (to a blank line, a marker or a law's header) are split as one line
    would be; the next subsection, typed right under it, stays its own unit."""
    text = ("LAW 88 - SAMPLE\n\nA. Sample points\n\n1. The sample points are written in one of\n"
            "these places: (a) on the\nsample slip; (b) on the sample card, when\nthe slip is lost; or (c) in the "
            "sample\nbook.\n2. A point not written is not counted.\n")
    got = {ref: paragraphs for ref, _, _, _, paragraphs, _, _ in units(text, "en")}
    assert list(got) == ["88", "88A", "88A1", "88A1(A)", "88A1(B)", "88A1(C)", "88A2"]
    assert got["88A1"] == ("The sample points are written in one of these places:",)
    assert got["88A1(A)"] == ("on the sample slip;",) and got["88A1(C)"] == ("in the sample book.",)
    assert got["88A2"] == ("A point not written is not counted.",)


@pytest.mark.parametrize("label", ["Committee note (2019):", "Committee note, 2019:", "Committee note 2019:"])
def test_a_chat_exports_reactions_and_a_committees_note_in_a_page_are_no_words_of_the_law(label):
    """DiscordChatExporter names a message's reactions "chatlog__reactions" (their counts stood
    as a line of a unit); a wiki's quoted box "Committee note (2019): …" between two sections
    ("Committee note, 2019:" was read as the section's words)."""
    body = fs.html_paragraphs(fs.EN).replace(
        "<p>B. Reading the Scorepad</p>",
        '<div class="chatlog__reactions"><div class="chatlog__reaction"><img alt="👍"><span>3</span></div></div>'
        f"<blockquote><p>{label} our club keeps the scorepad a week.</p></blockquote>"
        "<p>B. Reading the Scorepad</p>", 1)
    document = extract(fs.page(body, "en").encode(), "page.html")
    assert units(document.streams[0].lines, "en") == expected("en")
    assert "Committee note" not in document.text


def test_a_typst_sources_page_set_up_is_not_given_to_pandoc():
    """The page's header and footer (#set page(…)) hold what pandoc cannot evaluate
    (counter(page).final()): the handout was refused; they are page furniture, never law text."""
    source = ('#set page(paper: "a5", footer: [стр. #counter(page).display() из #counter(page).final().first()])\n'
              '#set text(lang: "ru")\n\n*ПРАВИЛО 3. УЧЕБНЫЙ ПРОТОКОЛ*\n\nА. Ведение протокола\n\n'
              "1. Протокол ведётся чернилами.\n")
    document = extract(source.encode(), "handout.typ")
    assert document.format == "typst" and "Протокол ведётся чернилами" in document.text and "стр." not in document.text


def test_a_replys_cut_preview_of_the_law_is_not_read_and_is_said():
    """The preview is a copy of the law's message (its markers between comments the exporter
    writes, which are no words), not read; a page's note says so."""
    document = extract(fs.chat_page(fs.EN, "en").encode("utf-8"), "channel.html")
    assert any("cuts to one line" in note for note in document.notes)


@pytest.mark.parametrize("afterword, lang", [("C and D tomorrow, the app cut me off.", "en"),
                                            ("Your case sounds like A1 to me.", "en"),
                                            ("Так что в твоём случае это Б1.", "ru"),
                                            ("Остальное пришлём мы завтра.", "ru")])
def test_a_posters_own_words_after_the_law_in_a_chat_are_not_its_last_units(afterword, lang):
    """The writer's closing words in the message that posts a law ("Slack cut me off", a second
    blind trial's «Так что в твоём случае …») were read into its last unit: a last paragraph that
    speaks as "I", "we" or "you" is the writer's, as no law speaks so."""
    lines = fs.paragraphs(fs.SAMPLES[lang])
    cut = next(k for k, line in enumerate(lines) if line.startswith(("LAW 4", "ПРАВИЛО 4")))
    first, rest = "\n".join(lines[:cut]), "\n".join(lines[cut:])
    chat = (f"10.10.2024, 22:14 - Anna: Who has the rule?\n10.10.2024, 22:40 - Boris: Here:\n\n{first}\n\n{afterword}\n"
            f"10.10.2024, 22:45 - Anna: Thanks.\n10.10.2024, 23:05 - Boris: {rest}\n")
    document = extract(chat.encode(), "chat.txt")
    assert units(document.streams[0].lines, lang) == expected(lang)


def test_a_laws_last_paragraph_that_speaks_of_no_one_stays_its_own_in_a_chat():
    lines = fs.paragraphs(fs.EN)
    cut = next(k for k, line in enumerate(lines) if line.startswith("LAW 4"))
    first, rest = "\n".join(lines[:cut - 1]), "\n".join(lines[cut:])  # (law 3's note left out)
    chat = (f"10.10.2024, 22:14 - Anna: Who has the rule?\n10.10.2024, 22:40 - Boris: Here:\n\n{first}\n\n"
            "The scorepad is kept in ink.\n10.10.2024, 22:45 - Anna: Thanks.\n10.10.2024, 23:05 - Boris: " + rest + "\n")
    got = {u[0]: u[4] for u in units(extract(chat.encode(), "chat.txt").streams[0].lines, "en")}
    assert got["3B"][-1] == "The scorepad is kept in ink."


def _docx_with_record(blocks, lang: str, after: str) -> bytes:
    """The format samples' DOCX with a heading of the document's own after its last law, a table
    and a line under it (a club's record of amendments)."""
    import io as _io

    import docx as python_docx

    document = python_docx.Document(_io.BytesIO(fs.docx(blocks, lang)))
    document.add_heading(after, level=2)
    table = document.add_table(rows=2, cols=3)
    for row, cells in zip(table.rows, (("Date", "Change", "Initials"), ("12 Feb 2018", "Item A1(b) added", "RH"))):
        for cell, words in zip(row.cells, cells):
            cell.text = words
    document.add_paragraph("Next review due before the county pairs.")
    out = _io.BytesIO()
    document.save(out)
    return out.getvalue()


@pytest.mark.parametrize("lang", ["en", "ru"])
def test_a_documents_own_part_after_its_law_under_a_heading_is_not_its_last_unit(lang):
    """A second blind trial's Word 2003 document ended with "Record of amendments", its table and
    a line, all read into the last unit; a heading's part is the document's when nothing in it
    opens as a law's words do (a DOCX and a Word 2003 XML document alike)."""
    document = extract(_docx_with_record(fs.SAMPLES[lang], lang, "Record of amendments"), "rules.docx")
    assert units(document.streams[0].lines, lang) == expected(lang)
    assert any("Record of amendments" in note for note in document.notes)
    xml = fs.wordml(fs.SAMPLES[lang], lang).replace(
        "<w:sectPr>", '<w:p><w:pPr><w:pStyle w:val="H2"/></w:pPr><w:r><w:t>Record of amendments</w:t></w:r></w:p>'
        "<w:p><w:r><w:t>Next review due before the county pairs.</w:t></w:r></w:p><w:sectPr>").replace(
        "<w:lists>", '<w:styles><w:style w:type="paragraph" w:styleId="H2"><w:name w:val="heading 2"/></w:style></w:styles>'
        "<w:lists>")
    assert units(extract(xml.encode(), "rules.xml").streams[0].lines, lang) == expected(lang)


def test_a_heading_whose_part_holds_a_laws_words_is_the_laws():
    """Under a heading of the document's own, a paragraph that opens with a marker is the law's:
    read, as the page's parts are."""
    import io as _io

    import docx as python_docx

    document = python_docx.Document(_io.BytesIO(fs.docx(fs.EN, "en")))
    document.add_heading("Further rules", level=2)
    document.add_paragraph("C. Mats")
    document.add_paragraph("A mat lies under the test table.")
    out = _io.BytesIO()
    document.save(out)
    text = extract(out.getvalue(), "rules.docx").text
    assert "Further rules" in text and "C. Mats" in text and "A mat lies under the test table." in text


def test_a_confluence_pages_storage_format_is_read_as_the_page_shows_it():
    """A Confluence page's source (a blind trial's: 4 of 9 units, "BLOCK" in a section's text and a
    folded worked example in another): its macros' parameters, the writer's task list, a folded
    "expand" macro and an "info" box are none of the law's words; an "excerpt" macro's body is the
    page's; a box that holds a law's header is read."""
    page = ('<ac:structured-macro ac:name="info"><ac:parameter ac:name="title">Source</ac:parameter>'
            "<ac:rich-text-body><p>Typed for the sample course.</p></ac:rich-text-body></ac:structured-macro>"
            "<h1>Law 9 &ndash; A Sample Rule</h1><h2>A. First Part</h2>"
            '<ac:structured-macro ac:name="excerpt"><ac:parameter ac:name="atlassian-macro-output-type">BLOCK'
            "</ac:parameter><ac:rich-text-body><p>A player who sees a sample card names it.</p></ac:rich-text-body>"
            '</ac:structured-macro><h2>B. Second Part</h2><p>The organiser records each card named.</p>'
            '<ac:structured-macro ac:name="expand"><ac:parameter ac:name="title">Worked example</ac:parameter>'
            "<ac:rich-text-body><p>Table 4 saw two sample cards.</p></ac:rich-text-body></ac:structured-macro>"
            "<ac:task-list><ac:task><ac:task-id>1</ac:task-id><ac:task-status>complete</ac:task-status>"
            "<ac:task-body>Type the sample law</ac:task-body></ac:task></ac:task-list>"
            '<ac:structured-macro ac:name="note"><ac:rich-text-body><p>LAW 10 - A BOXED RULE</p>'
            "<p>A. Boxed words.</p></ac:rich-text-body></ac:structured-macro>")
    text = extract(page.encode(), "page.xml").text
    assert "A player who sees a sample card names it." in text and "The organiser records" in text
    assert "LAW 10 - A BOXED RULE" in text
    for gone in ("BLOCK", "Typed for the sample course", "Source", "Worked example", "Table 4", "complete",
                 "Type the sample law"):
        assert gone not in text, gone


def test_a_manual_pages_roff_source_is_read_as_man_shows_it():
    """A club handbook written out as a man page (a blind trial's, from pandoc: refused as
    Markdown): read by pandoc as man; an indented paragraph under its tag (``.IP " 1." 4``) opens
    with its tag, as man sets it, not a tag on a line of its own; NAME before the law and SEE ALSO
    after it are not the law's."""
    from shape_samples import read

    page = "\n".join([
        '.TH "LAW9" "7" "March 1988" "Sample Handbook" "Sample Laws"', ".SH NAME", ".PP", "law9 \\- a sample rule",
        ".SH LAW 9 \\[en] A SAMPLE RULE", ".SS A. First Part", '.IP " 1." 4', "A player who sees a sample card",
        "names it aloud.", '.IP " 2." 4', "The organiser records each card named, in particular:", ".RS 4", ".PD 0",
        '.IP "(a)" 4', "the card's suit;", '.IP "(b)" 4', "the card's rank.", ".RE", ".PD", ".SS B. Second Part",
        ".PP", "A sample sentence of the second part.", ".SH NOTES", '.IP "1." 4', "At the sample club the Director",
        "writes it in red.", ".SH SEE ALSO", ".PP", "law10(7)", ""])
    document = extract(page.encode(), "law9.7")
    assert document.format == "man"
    _, got = read(page.encode(), "law9.7")
    assert [(f.ref, f.title) for f in got.fragments] == [
        ("9", "A SAMPLE RULE"), ("9A", "First Part"), ("9A1", None), ("9A2", None), ("9A2(A)", None), ("9A2(B)", None),
        ("9B", "Second Part")]
    assert got.fragments[2].paragraphs == ("A player who sees a sample card names it aloud.",)
    assert not any("law10" in " ".join(f.paragraphs) or "law9" in " ".join(f.paragraphs) for f in got.fragments)
    # a manual page's own sections (NOTES with its numbered list after the law) are the page's, said
    assert "in red" not in document.text and any("NOTES, SEE ALSO" in n for n in document.notes), document.notes


def test_a_trac_wiki_pages_source_is_read_as_trac_renders_it():
    """A Trac wiki page's source (a blind trial's: refused, "unknown layout"): headings with their
    anchors, items numbered "1." each time as Trac counts them, their words going on set in below,
    lettered items under them, a comment block's old item and a box of the writer's not read, macros,
    wiki links and "!CamelCase" as the page shows them; the discussion after the law not the law's."""
    from shape_samples import read

    page = "\n".join([
        "[[PageOutline(2-3,Contents,inline)]]", "{{{#!div class=\"important\"", "'''Draft.''' Typed by the !SampleTD group.[[BR]]",
        "}}}", "", "== Law 9 – A Sample Rule ==", "", "=== A. First Part === [=#law9a]",
        "A player who sees a sample card names it", "aloud at once.", "", "=== B. Second Part === [=#law9b]",
        " 1. The organiser records each card named,", "    in the order named.", " 1. The organiser then checks:",
        "   a. the card's suit;", "   b. the card's rank.", " 1. A card not named is [wiki:Law10 Law 10]'s matter.",
        "", "{{{#!comment", " 4. An old item of the sample, dropped.", "}}}", "", "----", "== Discussion ==",
        "||= Date =||= Board =||", "|| 2026-01-12 || 17 ||", "[[TagIt(sample)]]", ""])
    document = extract(page.encode(), "law9.txt")
    assert document.format == "trac"
    _, got = read(page.encode(), "law9.txt")
    assert [(f.ref, f.title) for f in got.fragments] == [
        ("9", "A Sample Rule"), ("9A", "First Part"), ("9B", "Second Part"), ("9B1", None), ("9B2", None),
        ("9B2(A)", None), ("9B2(B)", None), ("9B3", None)]
    assert got.fragments[3].paragraphs == ("The organiser records each card named, in the order named.",)
    assert got.fragments[7].paragraphs == ("A card not named is Law 10's matter.",)
    for gone in ("Draft", "SampleTD", "old item", "PageOutline", "TagIt", "2026-01-12", "law9a"):
        assert gone not in document.text, gone


def test_a_confluence_box_that_holds_the_law_is_read_and_its_lists_are_drawn_as_confluence_draws_them():
    """A red team's: an expand macro titled "Law 12" folding the law's header (its title ran into the
    header, and the law was lost), a panel holding a law's sections under a header outside it; a
    second blind trial's: a list in a list, which Confluence letters (it read 1., 2. again)."""
    folded = ('<ac:structured-macro ac:name="expand"><ac:parameter ac:name="title">Law 12</ac:parameter>'
              "<ac:rich-text-body><p>LAW 12 - A SAMPLE RULE</p><p>A. The sample words.</p></ac:rich-text-body>"
              "</ac:structured-macro>")
    assert "A. The sample words." in extract(folded.encode(), "page.xml").text
    panel = ('<h1>LAW 12 - A SAMPLE RULE</h1><ac:structured-macro ac:name="panel"><ac:rich-text-body>'
             "<p>A. The sample words.</p><p>B. More sample words.</p></ac:rich-text-body></ac:structured-macro>")
    assert "B. More sample words." in extract(panel.encode(), "page.xml").text
    nested = ('<h1>LAW 12 - A SAMPLE RULE</h1><h2>A. First Part</h2><ol><li>The organiser checks:<ol>'
              "<li>the suit;</li><li>the rank.</li></ol></li><li>The organiser records it.</li></ol>"
              '<ac:structured-macro ac:name="toc"/>')
    text = extract(nested.encode(), "page.xml").text
    assert "(a) the suit;" in text and "(b) the rank." in text and "2. The organiser records it." in text


def test_a_text_that_quotes_roff_lines_further_down_is_no_manual_page():
    """A red team's: a plain text with ".TH" and ".SH" lines quoted in its middle was read as roff,
    and those lines were eaten."""
    text = ("LAW 12 - A SAMPLE RULE\n\nA. The sample words: a roff page opens with\n.TH and its sections with\n"
            ".SH lines, as the handbook's appendix says.\n")
    assert detect_format(text.encode(), "notes.txt")[0] != "man"


def test_a_pages_fragment_of_two_kinds_of_tags_is_read_as_a_page():
    """A CMS's body saved alone ("<h2>LAW 12 …</h2><p>A. …</p>": two kinds of tags, no <html>) was
    read as plain text, its tags and all; a text that only mentions a tag or two is still text."""
    fragment = "<h2>LAW 12 - A SAMPLE RULE</h2><p>A. The sample words.</p><p>B. More sample words.</p>"
    assert detect_format(fragment.encode(), "body.html")[0] == "html"
    assert extract(fragment.encode(), "body.html").text == "LAW 12 - A SAMPLE RULE\n\nA. The sample words.\n\nB. More sample words.\n"
    for text in ("Law 12\nA <p> tag and </p> in words, and <h2>.\n", "<p>x</p> and <b>y</b>, a line of words\n"):
        assert detect_format(text.encode(), "notes.txt")[0] == "text"
