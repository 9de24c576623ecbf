"""RTF, ODT and ODP, trap by trap: what Word, WordPad and LibreOffice write that is not the text
(headers, tables of fonts and lists, fields' codes, hidden and deleted text; a deck's hidden
slides, speaker's notes, footers and slide numbers), and what is text although not written as
words (list numbers the style draws, a footnote's number, ``\\uN``). Every file is made here; the
sentences are invented."""

from __future__ import annotations

import pytest
from hypothesis import given, settings
from hypothesis import strategies as st

import format_samples as fs
from bridge_laws.errors import SourceError
from bridge_laws.readers.formats import detect_format, extract
from test_formats import units


def rtf_text(body: str, head: str = r"{\rtf1\ansi\ansicpg1251\deff0{\fonttbl{\f0\fcharset204 Arial;}{\f1\fcharset0 Courier;}}") -> str:
    return extract((head + body + "}").encode("latin-1"), "t.rtf").text


def test_rtf_is_told_from_its_bytes_not_its_name():
    assert detect_format(b"\xef\xbb\xbf {\\rtf1 x}", "notes.txt")[0] == "rtf"
    assert detect_format(fs.odt(fs.EN, "en"), "law.zip")[0] == "odt"


def test_rtf_cyrillic_in_the_code_page_of_its_font_and_as_unicode_with_a_fallback():
    assert rtf_text(r"\f0 \'cf\'f0\'e0\'e2\'e8\'eb\'ee\par") == "Правило\n"
    # \uN then one fallback character (\uc1): the "?" is not text
    assert rtf_text(r"\uc1\u1055\'3f\u1088?\u1072\'3f\par") == "Пра\n"
    assert rtf_text(r"\uc0\u1055\u1088\par") == "Пр\n"
    # a font of another character set: its bytes in its own code page (here Windows-1252)
    assert rtf_text(r"\f1 caf\'e9\par") == "café\n"
    # a character beyond the first 65,536, as two \uN
    assert rtf_text(r"\u-10179?\u-8704?\par") == "\U0001F600\n"


def test_rtf_a_line_end_in_the_file_is_no_space_and_a_control_word_ends_at_it():
    assert rtf_text("\\pard Direc\r\ntor\\par\r\n\\pard\r\n\\b bold\\b0\r\n text\\par") == "Director\n\nbold text\n"


def test_rtf_furniture_and_tables_of_the_file_are_not_text():
    body = (r"{\colortbl;\red0\green0\blue0;}{\stylesheet{\s1 heading 1;}}"
            r"{\*\listtable{\list{\listlevel{\leveltext\'02\'00.;}{\levelnumbers\'01;}}\listid1}}"
            r"{\info{\title Law 9 handout}{\author Club}}{\header Club header {\field{\*\fldinst PAGE}{\fldrslt 3}}\par}"
            r"{\footer Printed for the club\par}{\*\generator Writer;}"
            r'\pard Law 9 - A Title\par \pard See {\field{\*\fldinst HYPERLINK "http://example.org"}{\fldrslt the club\rquote s page}} now.'
            r"{\v hidden words}{\deleted struck words} Done{\*\bkmkstart b1}{\*\bkmkend b1}.\par")
    document = extract((r"{\rtf1\ansi" + body + "}").encode(), "t.rtf")
    assert document.text == "Law 9 - A Title\n\nSee the club\u2019s page now. Done.\n"
    assert document.title == "Law 9 handout"


def test_rtf_list_numbers_word_wrote_for_other_readers_are_the_markers():
    body = (r"\pard{\listtext\pard\plain\f0 \'c0.\tab}\'d0\'e0\'e7\'e4\'e5\'eb\par"
            r"\pard{\pntext\f0 (a)\tab}{\*\pn\pnlvlbody\pnlcltr{\pntxtb (}{\pntxta )}}Item\par"
            r"\pard{\listtext\pard\plain 2.\tab}\par")
    assert rtf_text(body) == "А. Раздел\n\n(a) Item\n\n2.\n"


def test_rtf_footnotes_follow_their_paragraph_under_their_number_or_typed_mark():
    body = (r"\pard First{\super\chftn}{\footnote\pard\plain{\super\chftn} One note.\par second line}"
            r" and second{\super\chftn}{\footnote\pard\plain\chftn\tab Two.} end.\par"
            r"\pard Custom*{\footnote\pard\plain * Starred note.}\par"
            r"\pard Typed{\super 3}\par")
    assert rtf_text(body) == ("First¹ and second² end.\n\n¹ One note. second line\n\n² Two.\n\n"
                              "Custom*\n\n* Starred note.\n\nTyped³\n")


def test_rtf_a_footnote_group_marked_optional_is_still_a_footnote():
    """LibreOffice writes ``{\\*\\footnote …}``: a reader that knows footnotes reads it; any
    other ``{\\* …}`` group is skipped."""
    body = (r"\pard Cites{\super\chftn{\*\footnote\chftn\pard\plain{ }{The note.}}}"
            r"{\*\unknowndest words} here.\par")
    assert rtf_text(body) == "Cites¹ here.\n\n¹ The note.\n"


def test_rtf_a_note_cited_after_a_table_follows_its_paragraph_and_one_in_the_table_the_table():
    body = (r"\trowd\cellx3000\cellx6000\pard\intbl One{\super\chftn}{\footnote\pard{\super\chftn} In the table.}"
            r"\cell Two\cell\row \pard After the table{\super\chftn}{\footnote\pard{\super\chftn} After it.}.\par")
    assert rtf_text(body) == "One¹\tTwo\n\n¹ In the table.\n\nAfter the table².\n\n² After it.\n"


def test_rtf_a_table_in_a_cell_as_word_writes_it_leaves_the_outer_table_whole():
    # Word: each inner paragraph begins \pard\intbl\itap2, its cells end \nestcell, its row's end
    # is in {\*\nesttableprops … \nestrow}; {\nonesttables} is for readers without nested tables
    def inner(seat: str, side: str) -> str:
        return (rf"\pard\intbl\itap2 {seat}\nestcell {side}\nestcell{{\*\nesttableprops\trowd\cellx900\cellx1800"
                r"\nestrow}{\nonesttables\par}")
    body = (r"\pard Before.\par\trowd\cellx3000\cellx6000\pard\intbl Who sits where\cell" + inner("Seat one", "North") +
            inner("Seat two", "East") + r"\pard\intbl\itap1 As drawn.\cell\row"
            r"\pard\intbl Then\cell Play\cell\row\pard After it.\par")
    assert rtf_text(body) == ("Before.\n\nWho sits where\tSeat one\tNorth\nSeat two\tEast\nAs drawn.\n"
                              "Then\tPlay\n\nAfter it.\n")


def test_rtf_endnotes_are_numbered_apart_from_footnotes():
    body = (r"\pard Deck{\super\chftn}{\footnote\ftnalt\pard{\super\chftn} An endnote.} and cards"
            r"{\super\chftn}{\footnote\pard{\super\chftn} A footnote.}.\par")
    assert rtf_text(body) == "Deck[i] and cards¹.\n\n[i] An endnote.\n\n¹ A footnote.\n"


def test_rtf_a_two_column_table_of_russian_and_english_is_two_texts():
    rows = "".join(r"\trowd\cellx4000\cellx8000\pard\intbl " + fs.rtf_escape(r, "ru") + r"\cell "
                   + fs.rtf_escape(e, "en") + r"\cell\row" for r, e in zip(fs.paragraphs(fs.RU), fs.paragraphs(fs.EN)))
    document = extract((r"{\rtf1\ansi\ansicpg1251{\fonttbl{\f0\fcharset204 Arial;}}\f0 " + rows + "}").encode(), "b.rtf")
    assert [s.lang for s in document.streams] == ["ru", "en"]
    assert "ПРАВИЛО 3. УЧЕБНЫЙ ПРОТОКОЛ" in document.streams[0].text
    assert "LAW 3 - THE SAMPLE SCOREPAD" in document.streams[1].text


def test_rtf_binary_data_and_a_cut_file():
    assert rtf_text(r"\pard A{\*\blipuid 1}{\pict\bin4 }}{x}B\par") == "AB\n"
    document = extract(b"{\\rtf1\\ansi \\pard Law 9 - Title\\par \\pard Cut sent", "cut.rtf")
    assert document.text == "Law 9 - Title\n\nCut sent\n"
    assert "do not close" in document.notes[0]


@settings(max_examples=200, deadline=None)
@given(st.lists(st.sampled_from(list("ab {}\\'*\r\n09-uc") + ["\\par", "\\u1055", "\\'e0", "{\\footnote ",
                                                                   "{\\*", "\\bin2 ", "\\uc3", "\\f0", "\\chftn"]),
                max_size=80).map("".join))
def test_any_rtf_is_read_or_refused_by_name(body):
    try:
        document = extract(("{\\rtf1\\ansi " + body).encode("latin-1"), "fuzz.rtf")
    except SourceError as error:
        assert error.file == "fuzz.rtf"
        return
    assert all(isinstance(s.text, str) for s in document.streams)


# -- ODT -----------------------------------------------------------------------------------------

def odt_text(body: str, automatic: str = "", styles: str = "") -> str:
    return extract(fs.odt_package(body, automatic, styles), "t.odt").text


LIST = fs.odt_list_style("L1", "en")


def item(text: str, attrs: str = "") -> str:
    return f"<text:list-item{attrs}><text:p>{text}</text:p></text:list-item>"


TEN = ' text:start-value="10"'


def test_odt_list_numbers_drawn_by_the_style_counted_as_a_reader_sees_them():
    body = (f'<text:list xml:id="a" text:style-name="L1">{item("One")}{item("Two")}</text:list>'
            "<text:p>Between.</text:p>"
            f'<text:list xml:id="b" text:continue-list="a" text:style-name="L1">{item("Three")}</text:list>'
            f'<text:list text:style-name="L1" text:continue-numbering="true">{item("Four")}</text:list>'
            f'<text:list text:style-name="L1">{item("Again")}{item("Ten", TEN)}'
            '<text:list-header><text:p>Unnumbered.</text:p></text:list-header></text:list>')
    assert odt_text(body, LIST) == "A. One\n\nB. Two\n\nBetween.\n\nC. Three\n\nD. Four\n\nA. Again\n\nJ. Ten\n\nUnnumbered.\n"


def test_odt_nested_levels_an_item_holding_only_a_list_is_not_counted():
    body = ('<text:list text:style-name="L1"><text:list-item><text:list>'  # a wrapper: no number of its own
            f"{item('Sub one')}</text:list></text:list-item>"
            f"<text:list-item><text:p>Top</text:p><text:list>{item('Sub')}<text:list-item><text:p/>"
            f"<text:list>{item('Deep')}</text:list></text:list-item></text:list>"
            "<text:p>Its second paragraph.</text:p></text:list-item></text:list>")
    assert odt_text(body, LIST) == "1. Sub one\n\nA. Top\n\n1. Sub\n\n2.\n\n(a) Deep\n\nIts second paragraph.\n"


def test_odt_display_levels_russian_letters_and_a_spelled_number():
    style = ('<text:list-style style:name="L2"><text:list-level-style-number text:level="1" style:num-format="1" '
             'style:num-suffix="."/><text:list-level-style-number text:level="2" style:num-format="1" '
             'text:display-levels="2" style:num-suffix="."/></text:list-style>'
             '<text:list-style style:name="L3"><text:list-level-style-number text:level="1" '
             'style:num-format="а, б, .., аа, бб, ... (ru)" style:num-suffix=")"/></text:list-style>')
    body = (f'<text:list text:style-name="L2"><text:list-item><text:p>Law</text:p><text:list>{item("Part")}'
            f'{item("Part two")}</text:list></text:list-item></text:list>'
            f'<text:list text:style-name="L3">{item("пункт")}{item("ещё")}</text:list>'
            '<text:list text:style-name="L3"><text:list-item><text:p><text:number>7)</text:number>Spelled'
            "</text:p></text:list-item></text:list>")
    assert odt_text(body, style) == "1. Law\n\n1.1. Part\n\n1.2. Part two\n\nа) пункт\n\nб) ещё\n\n7) Spelled\n"


def test_odt_a_list_style_given_by_the_paragraph_style_in_styles_xml():
    common = ('<style:style style:name="Numbered" style:family="paragraph" style:list-style-name="L1"/>' + LIST)
    automatic = '<style:style style:name="P7" style:family="paragraph" style:parent-style-name="Numbered"/>'
    body = '<text:list><text:list-item><text:p text:style-name="P7">Section</text:p></text:list-item></text:list>'
    assert odt_text(body, automatic, common) == "A. Section\n"


def test_odt_spaces_tabs_breaks_fields_and_what_is_not_text():
    automatic = '<style:style style:name="T1" style:family="text"><style:text-properties style:text-position="super 58%"/></style:style>'
    body = ("<text:tracked-changes><text:changed-region><text:deletion><text:p>Deleted words.</text:p>"
            "</text:deletion></text:changed-region></text:tracked-changes>"
            "<text:table-of-content><text:index-body><text:p>Contents 1</text:p></text:index-body></text:table-of-content>"
            "<text:h text:outline-level=\"1\">Law<text:s/>9<text:s text:c=\"2\"/>Title</text:h>"
            "<text:p>One<text:tab/>two<text:line-break/>three <text:a xlink:href=\"http://x\" "
            "xmlns:xlink=\"http://www.w3.org/1999/xlink\">link words</text:a>"
            "<office:annotation><text:p>A reviewer's comment.</text:p></office:annotation>"
            "<text:bookmark text:name=\"b\"/> and<text:soft-page-break/> page"
            "<text:span text:style-name=\"T1\">2</text:span>"
            "<draw:frame><draw:text-box><text:p>Box words</text:p></draw:text-box></draw:frame>.</text:p>")
    assert odt_text(body, automatic) == "Law 9  Title\n\nOne\ttwo\nthree link words and page².\n"


def test_odt_hidden_characters_are_not_read():
    automatic = ('<style:style style:name="T2" style:family="text"><style:text-properties text:display="none"/>'
                 '</style:style><style:style style:name="T3" style:family="text" style:parent-style-name="T2"/>')
    automatic += '<style:style style:name="P9" style:family="paragraph" style:parent-style-name="T2"/>'
    body = ('<text:p>The director <text:span text:style-name="T2">never </text:span>'
            '<text:span text:style-name="T3">hidden </text:span>decides.</text:p>'
            '<text:p text:style-name="P9">A hidden paragraph.</text:p>'
            '<text:section text:name="S" text:display="none"><text:p>A hidden section.</text:p></text:section>')
    assert odt_text(body, automatic) == "The director decides.\n"


def test_odt_and_rtf_words_struck_through_are_not_read():
    """Words set struck through (a word processor's amendment: words taken back) were read, as a
    page's <del> no longer is."""
    automatic = ('<style:style style:name="T4" style:family="text"><style:text-properties '
                 'style:text-line-through-style="solid" style:text-line-through-type="single"/></style:style>'
                 '<style:style style:name="T5" style:family="text"><style:text-properties '
                 'style:text-line-through-style="none"/></style:style>')
    body = ('<text:p>The director <text:span text:style-name="T4">never </text:span>'
            '<text:span text:style-name="T5">then </text:span>decides.</text:p>')
    assert odt_text(body, automatic) == "The director then decides.\n"
    assert rtf_text(r"\pard The director {\strike never }{\striked1 always }\strike0 then decides.\par") \
        == "The director then decides.\n"
    # (a red team's) a strike switched off inside hidden words leaves them hidden
    assert rtf_text(r"\pard The director {\v notes {\strike0 of the editor}} decides.\par") == "The director  decides.\n"


def test_odt_footnotes_follow_their_paragraph():
    note = ('<text:note text:id="ftn1" text:note-class="footnote"><text:note-citation>1</text:note-citation>'
            "<text:note-body><text:p>The note.</text:p><text:p>Its second line.</text:p></text:note-body></text:note>")
    custom = ('<text:note text:note-class="footnote"><text:note-citation text:label="*">*</text:note-citation>'
              "<text:note-body><text:p>Starred.</text:p></text:note-body></text:note>")
    endnote = ('<text:note text:note-class="endnote"><text:note-citation>i</text:note-citation>'
               "<text:note-body><text:p>Late.</text:p></text:note-body></text:note>")
    body = f"<text:p>Cites{note} a note.</text:p><text:p>Custom{custom}.</text:p><text:p>Deck{endnote}.</text:p>"
    assert odt_text(body) == ("Cites¹ a note.\n\n¹ The note. Its second line.\n\nCustom*.\n\n* Starred.\n\n"
                              "Deck[i].\n\n[i] Late.\n")


def test_odt_endnotes_are_numbered_apart_from_footnotes_whatever_numbers_the_document_gives():
    # LibreOffice numbers endnotes i, ii by default; a document may number them 1, 2 as its
    # footnotes: "¹" would then be the first footnote's mark twice
    note = ('<text:note text:note-class="footnote"><text:note-citation>1</text:note-citation>'
            "<text:note-body><text:p>The footnote.</text:p></text:note-body></text:note>")
    end = ('<text:note text:note-class="endnote"><text:note-citation>{n}</text:note-citation>'
           "<text:note-body><text:p>Endnote {n}.</text:p></text:note-body></text:note>")
    own = ('<text:note text:note-class="endnote"><text:note-citation text:label="**">**</text:note-citation>'
           "<text:note-body><text:p>Its own mark.</text:p></text:note-body></text:note>")
    body = (f"<text:p>One{end.format(n=1)} and{note}.</text:p><text:p>Two{end.format(n=2)}.</text:p>"
            f"<text:p>Three{own}.</text:p>")
    assert odt_text(body) == ("One[i] and¹.\n\n[i] Endnote 1.\n\n¹ The footnote.\n\nTwo[ii].\n\n[ii] Endnote 2.\n\n"
                              "Three**.\n\n** Its own mark.\n")


@pytest.mark.parametrize("encoding", ["UTF-16", "UTF-16LE-BOM", "UTF-16BE-BOM"])
def test_a_flat_odt_saved_in_utf16_is_read(encoding):
    body = "<text:p>Правило 9 — о порядке</text:p><text:p>Каждый игрок следит за своими картами.</text:p>"
    data = fs.flat_odt(body, encoding="UTF-16")
    if encoding != "UTF-16":  # the same text with a BOM of either byte order
        codec = "utf-16-le" if "LE" in encoding else "utf-16-be"
        data = ("\ufeff" + data.decode("utf-16")).encode(codec)
    assert detect_format(data, "law.fodt")[0] == "fodt"
    assert extract(data, "law.fodt").text == "Правило 9 — о порядке\n\nКаждый игрок следит за своими картами.\n"


def test_odt_title_tables_and_a_bilingual_table():
    rows = [f"<table:table-row><table:table-cell><text:p>{r}</text:p></table:table-cell>"
            f"<table:table-cell><text:p>{e}</text:p></table:table-cell></table:table-row>"
            for r, e in zip(fs.paragraphs(fs.RU), fs.paragraphs(fs.EN))]
    document = extract(fs.odt_package(f"<table:table><table:table-header-rows>{rows[0]}</table:table-header-rows>"
                                      f"{''.join(rows[1:])}</table:table>", title="Правило 3"), "b.odt")
    assert document.title == "Правило 3"
    assert [s.lang for s in document.streams] == ["ru", "en"]
    assert "(ii) The office may copy the results from the twin table." in document.streams[1].text


@pytest.mark.parametrize("open_tag,close_tag", [("<text:list><text:list-item>", "</text:list-item></text:list>"),
                                               ("<text:span>", "</text:span>"), ("<text:section>", "</text:section>")])
def test_an_odt_nested_past_any_writer_is_refused_not_a_crash(open_tag, close_tag):
    inner = "<text:p>x</text:p>" if "span" not in open_tag else "x"
    body = open_tag * 5000 + inner + close_tag * 5000
    body = f"<text:p>{body}</text:p>" if "span" in open_tag else body
    with pytest.raises(SourceError, match="deep.odt: OpenDocument text .ODT.: elements nested too deep"):
        extract(fs.odt_package(body), "deep.odt")


def test_an_entity_bomb_in_an_odt_is_refused():
    bomb = ('<!DOCTYPE x [<!ENTITY a "aaaaaaaaaa"><!ENTITY b "&a;&a;&a;&a;&a;&a;&a;&a;&a;&a;">'
            '<!ENTITY c "&b;&b;&b;&b;&b;&b;&b;&b;&b;&b;"><!ENTITY d "&c;&c;&c;&c;&c;&c;&c;&c;&c;&c;">'
            '<!ENTITY e "&d;&d;&d;&d;&d;&d;&d;&d;&d;&d;"><!ENTITY f "&e;&e;&e;&e;&e;&e;&e;&e;&e;&e;">'
            '<!ENTITY g "&f;&f;&f;&f;&f;&f;&f;&f;&f;&f;"><!ENTITY h "&g;&g;&g;&g;&g;&g;&g;&g;&g;&g;">]>')
    data = fs.odt_package("<text:p>&h;</text:p>")
    import io
    import zipfile

    out = io.BytesIO()
    with zipfile.ZipFile(io.BytesIO(data)) as src, zipfile.ZipFile(out, "w") as z:
        for info in src.infolist():
            raw = src.read(info)
            if info.filename == "content.xml":
                raw = raw.replace(b'<?xml version="1.0" encoding="UTF-8"?>',
                                  b'<?xml version="1.0" encoding="UTF-8"?>' + bomb.replace("x", "office:document-content").encode())
            z.writestr(info, raw)
    with pytest.raises(SourceError, match="bomb.odt: OpenDocument text"):
        extract(out.getvalue(), "bomb.odt")


# -- ODP (an Impress deck) -------------------------------------------------------------------------


def _deck(*slides: str, automatic: str = "") -> bytes:
    return fs.odt_package("".join(slides), automatic + fs.odt_list_style("L1", "en", first=1), kind="presentation",
                          mimetype="application/vnd.oasis.opendocument.presentation")


def test_an_impress_deck_is_told_from_its_mimetype_and_read_as_its_viewer_reads_it():
    """The title first, then the boxes from the top down (a box placed higher, in another unit,
    written later in the slide's tree; a group's; a shape holding its words; a table a row a line);
    a slide hidden by its own attribute left out; the speaker's notes left out and said."""
    deck = _deck(
        fs.odp_slide(fs.odp_frame("outline", "<text:p>B. Second Part</text:p>", "3in")
                     + '<draw:g>' + fs.odp_frame("", "<text:p>The first part's words.</text:p>", "5cm") + "</draw:g>"
                     + fs.odp_frame("title", "<text:p>LAW 7 - SAMPLE</text:p>", "1cm")
                     + '<draw:custom-shape svg:y="10pt"><text:p>A. First Part</text:p><draw:enhanced-geometry/>'
                       "</draw:custom-shape>"
                     + '<draw:frame svg:y="20cm"><table:table><table:table-row><table:table-cell><text:p>1</text:p>'
                       "</table:table-cell><table:table-cell><text:p>A row of the second part.</text:p></table:table-cell>"
                       "</table:table-row></table:table></draw:frame>", "Say it twice."),
        fs.odp_slide(fs.odp_frame("title", "<text:p>LAW 96 - A DRAFT</text:p>", "1cm"))
        .replace("<draw:page ", '<draw:page presentation:visibility="hidden" '))
    assert detect_format(deck, "deck.zip")[0] == "odp"
    document = extract(deck, "deck.odp")
    assert document.text.split("\n\n") == ["LAW 7 - SAMPLE", "A. First Part", "The first part's words.",
                                            "B. Second Part", "1\tA row of the second part.", ""]
    assert "1 hidden slide(s) left out" in document.notes[0] and "speaker's notes (on 1 slide(s)) left out" in document.notes[0]


def test_an_impress_title_slide_is_one_heading_and_numbers_are_drawn_by_the_list_style():
    """A title slide's title over its subtitle is one heading ("Law 7" / "Sample Rules"); an
    outline's list is numbered by its list style, each box's list counted from its start."""
    items = '<text:list text:style-name="L1"><text:list-item><text:p>The first rule.</text:p></text:list-item>' \
            "<text:list-item><text:p>The second rule.</text:p></text:list-item></text:list>"
    deck = _deck(fs.odp_slide(fs.odp_frame("title", "<text:p>Law 7</text:p>", "1cm")
                              + fs.odp_frame("subtitle", "<text:p>Sample Rules</text:p>", "4cm")),
                 fs.odp_slide(fs.odp_frame("title", "<text:p>A. Sample Part</text:p>", "1cm")
                              + fs.odp_frame("outline", items, "4cm")),
                 fs.odp_slide(fs.odp_frame("title", "<text:p>B. Other Part</text:p>", "1cm")
                              + fs.odp_frame("outline", items, "4cm")))
    got = units(extract(deck, "course.odp").streams[0].lines, "en")
    assert [(u[0], u[3]) for u in got] == [("7", "Sample Rules"), ("7A", "Sample Part"), ("7A1", None), ("7A2", None),
                                           ("7B", "Other Part"), ("7B1", None), ("7B2", None)]


def test_a_flat_odp_reads_as_the_zipped_one():
    slides = fs.odp_slide(fs.odp_frame("title", "<text:p>LAW 7 - SAMPLE</text:p>", "1cm")
                          + fs.odp_frame("outline", "<text:p>A. Sample Part</text:p>", "4cm"))
    flat = fs.flat_odt(slides, kind="presentation")
    assert detect_format(flat, "deck.xml")[0] == "fodp"
    assert extract(flat, "deck.fodp").text == extract(_deck(slides), "deck.odp").text \
        == "LAW 7 - SAMPLE\n\nA. Sample Part\n\n"


@pytest.mark.parametrize("body,message", [
    ('<draw:page><draw:frame presentation:class="title"><draw:text-box><text:p>LAW 3</text:h>',
     "content.xml is not well-formed"),
    ('<draw:page><draw:frame presentation:class="title" svg:y="high"><draw:text-box/></draw:frame></draw:page>',
     "no words on its slides"),
], ids=["malformed", "no words"])
def test_an_impress_deck_that_cannot_be_read_is_refused_in_one_line(body, message):
    with pytest.raises(SourceError) as caught:
        extract(_deck(body), "talk.odp")
    assert caught.value.file == "talk.odp" and message in str(caught.value) and "\n" not in str(caught.value)
    assert "OpenDocument presentation (ODP)" in str(caught.value)


def test_a_frame_placed_by_no_length_is_read_in_its_trees_order():
    deck = _deck(fs.odp_slide(fs.odp_frame("title", "<text:p>LAW 7 - SAMPLE</text:p>", "1cm")
                              + fs.odp_frame("", "<text:p>A. First</text:p>", "nowhere")
                              + fs.odp_frame("", "<text:p>B. Second</text:p>", "1e9cm")))
    assert extract(deck, "t.odp").text == "LAW 7 - SAMPLE\n\nA. First\n\nB. Second\n\n"


def test_a_turned_frame_is_placed_by_its_transform_and_one_of_no_place_keeps_its_trees():
    """A red team: LibreOffice writes a rotated shape's place in `draw:transform` ("rotate (…)
    translate (1.4cm 12cm)"), with no svg:y; it was read at the slide's top, before every box above
    it. Its transform places it; a frame placed by nothing stays after the one before it in the tree."""
    turned = ('<draw:frame svg:width="25cm" svg:height="3cm" draw:transform="rotate (0.0349) translate (1.4cm 12cm)">'
              "<draw:text-box><text:p>B. Second</text:p></draw:text-box></draw:frame>")
    deck = _deck(fs.odp_slide(fs.odp_frame("title", "<text:p>LAW 7 - SAMPLE</text:p>", "1cm") + turned
                              + fs.odp_frame("", "<text:p>A. First</text:p>", "4cm")))
    assert extract(deck, "t.odp").text == "LAW 7 - SAMPLE\n\nA. First\n\nB. Second\n\n"
    unplaced = turned.replace(' draw:transform="rotate (0.0349) translate (1.4cm 12cm)"', "")
    deck = _deck(fs.odp_slide(fs.odp_frame("title", "<text:p>LAW 7 - SAMPLE</text:p>", "1cm")
                              + fs.odp_frame("", "<text:p>A. First</text:p>", "14cm") + unplaced))
    assert extract(deck, "t.odp").text == "LAW 7 - SAMPLE\n\nA. First\n\nB. Second\n\n"
