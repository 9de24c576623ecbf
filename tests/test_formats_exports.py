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
    assert document.text.splitlines()[0] == "LAW 5 - SAMPLE" and "☑ print the sample rules" in document.text


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
