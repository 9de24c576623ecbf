"""The formats people have: plain text in any encoding, PDF, DOCX, ODT, RTF, HTML and Markdown, each read
into the plain text of the standard layout. Every format must give exactly the units, titles,
text, notes and references that the plain text gives; bad files are refused with a clear message.

The samples (tests/format_samples.py) are invented sentences in the shape of the Laws; the PDF,
DOCX, ODT, RTF, HTML and Markdown are made from them here, inside the tests.
"""

from __future__ import annotations

import io
import warnings
import zipfile

import pytest
from hypothesis import given, settings
from hypothesis import strategies as st

import format_samples as fs
from bridge_laws.errors import SourceError
from bridge_laws.readers.formats import FORMAT_READERS, detect_format, extract
from bridge_laws.readers.formats.furniture import PageLine, find_furniture, join_pages, shape, strip_furniture
from bridge_laws.readers.formats.language import language_of
from bridge_laws.readers.formats.numbering import Numbering, format_number
from bridge_laws.readers.standard import read_standard
from bridge_laws.refs import find_citations, law_of

warnings.filterwarnings("ignore", module="fpdf")


def units(text_or_lines, lang: str):
    """What the standard reader makes of a text: per unit its ref, kind, marker, title,
    paragraphs, notes and the references its text cites."""
    got = read_standard(text_or_lines, "sample", 2017, lang)
    return [(f.ref, f.kind, f.marker, f.title, f.paragraphs,
             tuple((n.marker, n.text) for n in f.footnotes),
             tuple(c.ref for p in f.paragraphs for c in find_citations(p, law_of(f.ref))))
            for f in got.fragments]


def expected(lang: str):
    return units(fs.plain(fs.SAMPLES[lang]), lang)


# -- every format gives what the plain text gives -----------------------------------------------

def _make(fmt: str, lang: str) -> bytes:
    blocks = fs.SAMPLES[lang]
    return {
        "pdf": lambda: fs.pdf(blocks),
        "docx": lambda: fs.docx(blocks, lang),
        "odt": lambda: fs.odt(blocks, lang),
        "odp": lambda: fs.odp(blocks, lang),
        "xps": lambda: fs.xps(blocks, lang),
        "rtf": lambda: fs.rtf(blocks, lang),
        "rtf-typed": lambda: fs.rtf(blocks, lang, numbered=False),
        "epub": lambda: fs.epub(blocks, lang),
        "pagezip": lambda: fs.page_zip(blocks, lang),
        "fb2": lambda: fs.fb2(blocks, lang),
        "fb2-zipped": lambda: fs.fb2(blocks, lang, zipped=True),
        "enex": lambda: fs.enex(blocks, lang),
        "opml": lambda: fs.opml(blocks, lang),
        "fidonet": lambda: fs.fidonet(fs.plain(blocks), lang),
        "webarchive": lambda: fs.webarchive(fs.html_lists(blocks), lang, frames=("https://comments.example.net/w?p=1",)),
        "html-lists": lambda: fs.page(fs.html_lists(blocks), lang).encode("utf-8"),
        "html-paragraphs": lambda: fs.page(fs.html_paragraphs(blocks), lang).encode("utf-8"),
        "markdown": lambda: fs.markdown(blocks).encode("utf-8"),
        "logseq": lambda: fs.logseq(blocks).encode("utf-8"),
        "text": lambda: fs.plain(blocks).encode("utf-8"),
        "mail-text": lambda: fs.mail(fs.plain(blocks), lang),
        "mail-html": lambda: fs.mail(fs.page(fs.html_lists(blocks), lang), lang, html=True),
        "hocr": lambda: fs.hocr(blocks, lang).encode("utf-8"),
        "alto-margins": lambda: fs.alto(blocks, lang).encode("utf-8"),
        "alto-tagged": lambda: fs.alto(blocks, lang, heads="tagged").encode("utf-8"),
        "alto-plain": lambda: fs.alto(blocks, lang, heads="plain").encode("utf-8"),
    }[fmt]()


FORMATS = [("pdf", "pdf"), ("xps", "xps"), ("docx", "docx"), ("odt", "odt"), ("odp", "odp"), ("rtf", "rtf"), ("rtf-typed", "rtf"), ("epub", "epub"),
           ("pagezip", "pagezip"), ("fb2", "fb2"), ("fb2-zipped", "fb2"), ("webarchive", "webarchive"),
           ("fidonet", "fidonet"), ("opml", "opml"), ("enex", "enex"),
           ("html-lists", "html"), ("html-paragraphs", "html"),
           ("markdown", "markdown"), ("logseq", "markdown"), ("text", "text"), ("mail-text", "mail"), ("mail-html", "mail"),
           ("hocr", "hocr"), ("alto-margins", "alto"), ("alto-tagged", "alto"), ("alto-plain", "alto")]


@pytest.mark.parametrize("lang", ["en", "ru"])
@pytest.mark.parametrize("made,fmt", FORMATS, ids=[f[0] for f in FORMATS])
def test_every_format_gives_the_units_of_the_plain_text(made, fmt, lang):
    data = _make(made, lang)
    assert detect_format(data, f"sample.{fmt}")[0] == fmt
    document = extract(data, f"sample.{fmt}")
    assert document.format == fmt
    assert units(document.streams[0].lines, lang) == expected(lang)


@pytest.mark.parametrize("lang", ["en", "ru"])
@pytest.mark.parametrize("how", [{}, {"srt": True}, {"remarks": True}], ids=["vtt", "srt", "vtt-voices"])
def test_a_videos_captions_give_the_laws_units(lang, how):
    """A law read aloud in a video's captions (a blind trial's WebVTT lecture, and a SubRip file:
    both refused, "unknown layout"): a caption a line, the file's own blocks, times and markup off,
    the remarks of other voices than the law's reader left out and said. (A caption shows no
    paragraph break: a unit's paragraphs are one.)"""
    document = extract(fs.captions(fs.SAMPLES[lang], **how).encode(), "talk.srt" if how.get("srt") else "talk.vtt")
    assert document.format == "subtitles"
    got, want = (units(lines, lang) for lines in (document.streams[0].lines, fs.plain(fs.SAMPLES[lang])))
    assert [(u[0], u[3], " ".join(u[4]), u[5]) for u in got] == [(u[0], u[3], " ".join(u[4]), u[5]) for u in want]
    assert "check the sound" not in document.text and "-->" not in document.text and "<" not in document.text
    if how.get("remarks"):
        assert "Listen closely" not in document.text and any("Hall: Is that" in n for n in document.notes)


def test_captions_markup_and_a_law_title_printed_with_a_full_stop():
    """Karaoke times, classes and references in a caption are no words; a law's header read
    «Закон 23. Сравнимый вызов.» has its title without the stop, as its sections' titles."""
    vtt = ("WEBVTT\n\nSTYLE\n::cue(.law) { color: yellow }\n\n00:01.000 --> 00:03.000\n<c.law>Закон 9.\n"
           "Образец правила.</c>\n\n00:03.500 --> 00:06.000\n<c.law>А. Первая часть.</c>\n\n"
           "00:06.000 --> 00:09.000\n<c.law>1. Игрок <00:07.100>называет &amp; показывает карту.</c>\n\n"
           "00:09.000 --> 00:11.000\nБ. Вторая часть.\n\n00:11.000 --> 00:13.000\n1. Другой игрок ждёт.\n")
    document = extract(vtt.encode(), "t.vtt")
    assert document.text == ("Закон 9. Образец правила.\nА. Первая часть.\n1. Игрок называет & показывает карту.\n"
                             "Б. Вторая часть.\n1. Другой игрок ждёт.\n")
    assert [(u[0], u[3]) for u in units(document.streams[0].lines, "ru")] == [
        ("9", "Образец правила"), ("9A", "Первая часть"), ("9A1", None), ("9B", "Вторая часть"), ("9B1", None)]


def test_captions_tell_the_law_read_from_the_remarks_around_it():
    """A second blind trial's captions: a law read from the book in italics, the lecturer's words in
    roman (no voice named); a caption describing the slide ("[SLIDE: Law 9]"); an item's marker on a
    caption's second line; a caption in italics that goes on in roman; another voice reading the next
    section on when the reader leaves, and the reader's own words ("Sorry, that's my phone")."""
    def srt(cues):
        return "\n".join(f"{n}\n00:00:{n:02d},000 --> 00:00:{n:02d},900\n{cue}\n" for n, cue in enumerate(cues, 1))
    lecture = srt(["Good evening, tonight the ninth law.", "[SLIDE: Law 9]", "<i>Law 9. A Sample Rule.</i>",
                   "<i>A. First Part.</i>", "<i>1. The organiser may:\na) record the card;</i>",
                   "<i>b) or call the Director.</i> Remember this one.", "Any questions so far?",
                   "<i>2. A sample sentence.</i>"])
    document = extract(lecture.encode(), "talk.srt")
    assert document.text == ("Law 9. A Sample Rule.\nA. First Part.\n1. The organiser may:\na) record the card;\n"
                             "b) or call the Director.\n\n2. A sample sentence.\n")
    assert any("[SLIDE: Law 9]" in n for n in document.notes)
    handed = ("WEBVTT\n\n00:01.000 --> 00:02.000\n<v Ann>Law 9. A Sample Rule.\n\n00:02.000 --> 00:03.000\n"
              "<v Ann>A. First Part.\n\n00:03.000 --> 00:04.000\n<v Ann>A sample sentence of the first part.\n\n"
              "00:04.000 --> 00:05.000\n<v Ann>Sorry, that's my phone: you read the rest.\n\n"
              "00:05.000 --> 00:06.000\n<v Pete>Fine. Where were we.\n\n00:06.000 --> 00:07.000\n"
              "<v Pete>B. Second Part.\n\n00:07.000 --> 00:08.000\n<v Pete>A sample sentence of the second part.\n")
    text = extract(handed.encode(), "talk.vtt").text
    assert text == ("Law 9. A Sample Rule.\nA. First Part.\nA sample sentence of the first part.\n\n"
                    "B. Second Part.\nA sample sentence of the second part.\n")


def test_the_samples_have_what_the_tests_need():
    """The comparison above means something only if the plain text has every level, a note, a
    reference, and the DOCX has no typed markers (Word numbers them)."""
    got = expected("en")
    assert {u[1] for u in got} == {"law", "section", "subsection", "item", "subitem"}
    assert any(u[5] == (("*", "A footnote invented for the format tests."),) for u in got)
    assert ("3A1",) in [u[6] for u in got]
    with zipfile.ZipFile(io.BytesIO(fs.docx(fs.EN, "en"))) as z:
        body = z.read("word/document.xml").decode("utf-8")
    assert "Keeping the Scorepad" in body and ">A. Keeping" not in body and "(a)" not in body
    assert 'w:numId w:val="91"' in body


# -- plain text in Western and Cyrillic code pages ------------------------------------------------

@pytest.mark.parametrize("lang,encoding,reported", [
    ("en", "cp1252", "cp1252"), ("en", "latin-1", "latin-1"), ("en", "utf-16", "utf-16"),
    ("ru", "cp1251", "cp1251"), ("ru", "koi8-r", "koi8-r"), ("ru", "cp866", "cp866"),
])
def test_plain_text_in_any_code_page(lang, encoding, reported):
    text = fs.plain(fs.SAMPLES[lang])
    if lang == "en":  # letters and typography that only a Western code page has
        text = text.replace("Anyone seated", "Anyone – even the café owner – seated" if encoding == "cp1252"
                            else "Anyone, even the café owner, seated")
    document = extract(text.replace("\n", "\r\n").encode(encoding), "sample.txt")
    assert (document.format, document.encoding, document.newline) == ("text", reported, "CRLF")
    assert units(document.text, lang) == units(text, lang)


# -- PDF ------------------------------------------------------------------------------------------

def test_pdf_furniture_goes_and_a_paragraph_cut_by_a_page_break_is_whole():
    import pdfplumber

    data = fs.pdf(fs.EN, header="Sample code of rules - a test print", footer="Page {} of 9")
    with pdfplumber.open(io.BytesIO(data)) as pdf:
        pages = [p.extract_text().split("\n") for p in pdf.pages]
    # the PDF really has what the reader must undo: a header and a page number on each page,
    # and a page that stops mid-sentence
    assert all(p[0] == "Sample code of rules - a test print" for p in pages)
    assert [p[-1] for p in pages][:2] == ["Page 1 of 9", "Page 2 of 9"]
    assert any(not p[-2].rstrip().endswith((".", ":", ";")) for p in pages[:-1])
    document = extract(data, "sample.pdf")
    assert "Sample code" not in document.text and "Page " not in document.text
    assert units(document.text, "en") == expected("en")
    assert any("furniture" in note for note in document.notes)


def test_a_running_law_title_header_is_not_the_law_header():
    """Running headers that name the law of the page ("LAW 3 - …" atop pages 2 and 3): they
    repeat at the page's edge; the real header stands lower, in the body."""
    data = fs.pdf(fs.EN, header=lambda n: fs.EN[1][2] if n <= 3 else fs.EN[14][2])
    document = extract(data, "sample.pdf")
    assert units(document.text, "en") == expected("en")


def test_a_footnote_at_the_foot_of_a_page_follows_the_paragraph_it_cuts():
    """Page 1 ends mid-sentence with a note in a smaller font at its foot; the sentence goes on
    on page 2. The note must not split the paragraph."""
    lines = {1: ["LAW 3 - THE SAMPLE SCOREPAD", "A. Keeping the Scorepad",
                 "1. Each table keeps one scorepad,* which the player seated"],
             2: ["nearest the door fills in after every deal.", "2. The scorepad stays on the table."]}
    data = fs.pdf_pages(lines, notes={1: ["* A footnote invented for the format tests."]})
    document = extract(data, "note.pdf")
    plain = ("LAW 3 - THE SAMPLE SCOREPAD\nA. Keeping the Scorepad\n1. Each table keeps one scorepad,* which "
             "the player seated\nnearest the door fills in after every deal.\n* A footnote invented for the "
             "format tests.\n2. The scorepad stays on the table.\n")
    assert units(document.text, "en") == units(plain, "en")
    assert units(plain, "en")[2][4] == ("Each table keeps one scorepad, which the player seated nearest the door "
                                        "fills in after every deal.",)


SCOREPAD = {1: ["LAW 3 - THE SAMPLE SCOREPAD", "A. Keeping the Scorepad",
                "1. Each table keeps one scorepad, which the player seated"],
             2: ["nearest the door fills in after every deal.", "2. The scorepad stays on the table.*"]}


def test_small_type_closing_a_pdf_is_no_footnote():
    """A handout's closing line in small type at the foot of its last page, with no note mark,
    continuing no note ("Questions … to the secretary"): the document's aside, dropped and named,
    not a paragraph of the last unit."""
    pages = {1: SCOREPAD[1], 2: [SCOREPAD[2][0], SCOREPAD[2][1].rstrip("*")]}  # no mark in the body
    data = fs.pdf_pages(pages, notes={2: ["Questions about this sample go to the club secretary."]})
    document = extract(data, "handout.pdf")
    plain = "\n".join(pages[1] + pages[2]) + "\n"
    assert units(document.text, "en") == units(plain, "en")
    assert "secretary" not in document.text
    assert any("closing" in n and "Questions about this sample" in n for n in document.notes)


@pytest.mark.parametrize("notes", [
    {2: ["* A note invented for the format tests."]},  # marked
    {2: ["1 A note invented for the format tests."]},  # numbered at the note's own size
    {2: ["^1 A note invented for the format tests."]},  # a raised number
    {1: ["* A note invented for the format tests, which"], 2: ["goes on at the foot of the next page."]},  # cut by the page
    # found by the red team (session 30): marks the layout reader does not read, a note's word, small text
    {2: ["† A note invented for the format tests."]}, {2: ["(1) A note invented for the format tests."]},
    {2: ["1A note invented for the format tests."]}, {2: ["a A note invented for the format tests."]},
    {2: ["Note: a remark invented for the format tests."]}, {2: ["Примечание. Замечание для format tests."]},
    {2: ["B. Cups", "Cups invented for the format tests go back to the bar."]},
    {2: ["Small tray ..... 30 cm (format tests)", "Large tray ..... 45 cm", "Grand tray ..... 60 cm"]},
])
def test_a_footnote_on_the_last_page_stays_a_note(notes):
    data = fs.pdf_pages(SCOREPAD, notes=notes)
    document = extract(data, "notes.pdf")
    assert "format tests" in document.text and not any("closing" in n for n in document.notes)
    plain = {1: SCOREPAD[1], 2: [SCOREPAD[2][0], SCOREPAD[2][1].rstrip("*")]}  # nor with no mark in the body
    document = extract(fs.pdf_pages(plain, notes=notes), "notes.pdf")
    if not notes.get(1):
        assert "format tests" in document.text


def test_small_type_on_a_one_page_pdf_is_never_an_aside():
    document = extract(fs.pdf_pages({1: SCOREPAD[1]}, notes={1: ["Questions about this sample go to the secretary."]}), "one.pdf")
    assert "secretary" in document.text


def test_a_pdf_with_only_an_owner_password_is_read():
    """Print and copy restrictions (an owner password) do not stop reading the text."""
    from fpdf import FPDF

    doc = FPDF()
    doc.set_encryption(owner_password="owner")
    doc.add_page()
    doc.add_font("DejaVu", "", str(fs.DEJAVU))
    doc.set_font("DejaVu", size=10)
    doc.text(20, 20, "LAW 3 - THE SAMPLE SCOREPAD")
    assert extract(bytes(doc.output()), "restricted.pdf").text == "LAW 3 - THE SAMPLE SCOREPAD\n"


# -- page furniture, alone ------------------------------------------------------------------------

def _pages(bodies, header=None, footer=None):
    out = []
    for n, body in enumerate(bodies, start=1):
        page = [PageLine(header(n), 10.0)] if header else []
        page += [PageLine(text, 30.0 + 12 * i) for i, text in enumerate(body)]
        page += [PageLine(footer(n), 800.0)] if footer else []
        out.append(page)
    return out


FURNITURE = [
    ("same header, page numbers", lambda n: "The Sample Code", lambda n: str(n), True),
    ("dashed numbers", None, lambda n: f"- {n} -", True),
    ("roman numbers", None, lambda n: ["i", "ii", "iii", "iv"][n - 1], True),
    ("odd and even headers", lambda n: "Sample Code" if n % 2 else "Chapter One", lambda n: f"Page {n}", True),
    ("a number that does not grow is no page number", None, lambda n: "1.", False),
]


@pytest.mark.parametrize("name,header,footer,removed", FURNITURE, ids=[f[0] for f in FURNITURE])
def test_furniture_by_repetition(name, header, footer, removed):
    words = ["apple", "brook", "cedar", "delta", "ember", "fjord", "grove", "heath", "inlet", "jetty", "knoll", "larch"]
    bodies = [[f"The {words[3 * p + n]} line of the body." for n in range(3)] for p in range(4)]
    kept, notes = strip_furniture(_pages(bodies, header, footer))
    texts = [[line.text for line in page] for page in kept]
    if removed:
        assert texts == bodies and notes
    else:
        assert all(page[-1] == "1." for page in texts)


def test_a_line_repeated_in_the_body_is_not_furniture():
    """The same words at different heights (a law header in the body, the running header atop
    the next pages) are not one furniture line."""
    pages = [[PageLine("LAW 3 - SAMPLE", 10.0), PageLine("LAW 3 - SAMPLE", 40.0), PageLine("Text.", 52.0)],
             [PageLine("LAW 3 - SAMPLE", 10.0), PageLine("More text.", 40.0)],
             [PageLine("LAW 3 - SAMPLE", 10.0), PageLine("End.", 40.0)]]
    kept, _ = strip_furniture(pages)
    assert [[line.text for line in page] for page in kept] == [["LAW 3 - SAMPLE", "Text."], ["More text."], ["End."]]


def test_a_law_printed_from_the_top_of_each_page_keeps_its_header():
    """A blind trial's XPS print: each law from the top of a new page, «LAW 7» and «LAW 8» at the
    same place under the running header — one shape at one place on two pages, so both headers
    went as furniture and the import was refused. A law's header with its text right under it,
    at the text's pitch, opens that text; a running head set apart above the text still goes."""
    def page(head: str, n: int, law: str | None, words: str) -> list[PageLine]:
        body = [PageLine(law, 99.5, 10.5), PageLine("SAMPLE TITLE", 113.5, 10.5)] if law else []
        return [PageLine(head, 40.0, 8.0), *body, PageLine(f"A. The {words} part of the sample.", 141.5, 10.5),
                PageLine(f"The {words} words go on here.", 155.5, 10.5), PageLine(f"— {n} —", 742.0, 8.0)]

    pages = [page("SAMPLE RULES", 14, "LAW 7", "first"), page("SAMPLE RULES", 15, None, "second"),
             page("SAMPLE RULES", 16, "LAW 8", "third")]
    kept, _ = strip_furniture(pages)
    texts = [line.text for p in kept for line in p]
    assert "LAW 7" in texts and "LAW 8" in texts and "SAMPLE RULES" not in texts and "— 15 —" not in texts
    # a book's running head naming the law, set apart above the text on each page: furniture
    heads = [[PageLine(f"LAW {7 + n}", 40.0, 10.5), PageLine(f"The body of page {w}.", 99.5, 10.5)]
             for n, w in enumerate(["one", "two", "three"])]
    kept, _ = strip_furniture(heads)
    assert [line.text for p in kept for line in p] == ["The body of page one.", "The body of page two.",
                                                        "The body of page three."]


@settings(max_examples=60, deadline=None)
@given(st.lists(st.lists(st.text(alphabet="abcdefgh .,", min_size=1, max_size=30).map(lambda s: "w" + s),
                         min_size=1, max_size=6), min_size=2, max_size=8))
def test_furniture_property_headers_and_page_numbers_go_body_stays(bodies):
    """For any body text: a constant header and growing page numbers are removed, and no body
    line is (body lines here differ from page to page by a word, not only by a number)."""
    bodies = [[f"page{'abcdefgh'[p]} {line}" for line in body] for p, body in enumerate(bodies)]
    kept, _ = strip_furniture(_pages(bodies, lambda n: "Running Title", lambda n: f"page {n}"))
    assert [[line.text for line in page] for page in kept] == bodies


@settings(max_examples=100, deadline=None)
@given(st.lists(st.lists(st.sampled_from(["", "Ends here.", "goes on", "Starts", "and then"]), max_size=5),
                max_size=5))
def test_join_pages_keeps_every_line_in_order(pages):
    joined = join_pages(pages)
    assert [line for line in joined if line] == [line for page in pages for line in page if line]
    assert "" not in joined[:1] and "" not in joined[-1:]


@pytest.mark.parametrize("text,shaped", [("Page 12 of 40", "page # of #"), ("- 7 -", "- # -"),
                                         ("xiv", "#"), ("  The  Sample   Code ", "the sample code")])
def test_shape(text, shaped):
    assert shape(text) == shaped


# -- a scanned book's OCR output: hOCR and ALTO ----------------------------------------------------

def _first_lines(first: tuple[str, float] | None, second: tuple[str, float] | None, feet=("", "")):
    """Two pages of body text (10 pt), each under its first line (``first``, ``second``: text and
    size), each over a footnote in 7 pt when ``feet`` gives one."""
    body = [["which the players keep at the table all evening long.", "The second line of the page."],
            ["and the page goes on with the rule.", "A. Another part of the sample rule."]]
    pages = []
    for head, lines, foot in zip((first, second), body, feet):
        page = [PageLine(head[0], size=head[1])] if head else []
        page += [PageLine(text, size=10.0) for text in lines] + ([PageLine(foot, size=7.0)] if foot else [])
        pages.append(page)
    return pages


RUNNING_HEADS = [
    ("a book's even and odd heads, numbered with the pages", ("46 LAWS OF THE SAMPLE CLUB", 8.0),
     ("THE SAMPLE TABLE 47", 8.0), {(0, 0), (1, 0)}),
    ("as large as the text: its own first lines", ("46 LAWS OF THE SAMPLE CLUB", 10.0), ("THE SAMPLE TABLE 47", 10.0),
     set()),
    ("numbers that do not run with the pages", ("46 LAWS OF THE SAMPLE CLUB", 8.0), ("THE SAMPLE TABLE 52", 8.0), set()),
    ("headings set larger", ("27 THE SAMPLE CASES", 12.0), ("MORE SAMPLE CASES 28", 12.0), set()),
    ("a head on one page only", ("46 LAWS OF THE SAMPLE CLUB", 8.0), None, set()),
]


@pytest.mark.parametrize("name,first,second,found", RUNNING_HEADS, ids=[r[0] for r in RUNNING_HEADS])
def test_a_running_head_with_its_pages_number_goes_on_two_pages(name, first, second, found):
    """A blind trial's two scanned pages (session 48): «46 LAWS OF DUPLICATE CONTRACT BRIDGE» atop
    one, «INSUFFICIENT BID 47» atop the next — each shape on one page, so neither repeated; the
    second became words of the paragraph the page break cut. A running head is set smaller than
    the text, and its number runs with the pages; a page's first lines of the text's size, or
    larger (a law's header), or numbered out of the run, are the text's."""
    assert find_furniture(_first_lines(first, second)) == found


def test_footnotes_numbered_with_the_pages_at_their_feet_are_no_running_heads():
    pages = _first_lines(None, None, feet=("1 A sample note at the foot.", "2 Another sample note."))
    assert find_furniture(pages) == set()


def test_a_pdfs_running_heads_numbered_with_their_pages_go_on_two_pages():
    """A PDF of two pages whose heads are a book's even and odd ones, each printed once: read by
    the same rule."""
    head = lambda n: f"{45 + n} SAMPLE CODE OF RULES" if n % 2 else f"SAMPLE MATTERS {45 + n}"  # noqa: E731
    document = extract(fs.pdf(fs.EN, header=head, footer="", lines_per_page=14), "p46.pdf")
    assert "SAMPLE CODE OF RULES" not in document.text and "SAMPLE MATTERS 47" not in document.text
    assert units(document.text, "en") == expected("en")


def _hocr_page(lines: list[tuple[str, str]], number: int = 1, extra: str = "") -> str:
    """A page of hOCR: each line (its words, the class of what holds it: a paragraph's id, or
    "pageno" for a page number), lines of one paragraph together."""
    out, last = [f"<div class='ocr_page' id='page_{number}' title='bbox 0 0 1650 2550'>{extra}"], None
    for k, (words, where) in enumerate(lines):
        if where != last:
            out.append(("</p>" if last is not None else "")
                       + (f"<p class='ocr_pageno'>" if where == "pageno" else f"<p class='ocr_par' id='{where}'>"))
            last = where
        out.append(fs._hocr_line(100 * number + k, words.split(), 200 + 60 * k, 36))
    return "".join(out) + "</p></div>"


def _hocr(*pages: str) -> bytes:
    return ("<html><head><meta name='ocr-system' content='tesseract 5.3.0'/></head><body>" + "".join(pages)
            + "</body></html>").encode()


@pytest.mark.parametrize("aside", ["<script>function line(w) { return '<span class=\"ocr_line\">' + w; }</script>",
                                   "<!-- <div class='ocr_page' title='bbox 0 0 9 9'> an old scan's layer, removed -->",
                                   "<style>.ocr_line { display: block }</style>"])
def test_a_page_whose_script_or_comment_writes_hocrs_classes_is_a_page(aside):
    """A red team: a page that names hOCR's classes only in a script's string or a comment was
    taken for hOCR and refused ("no words on any of its 0 page(s)"); the page is read."""
    page = f"<html><head>{aside}</head><body>{fs.html_lists(fs.EN)}</body></html>"
    document = extract(page.encode(), "law.html")
    assert document.format == "html" and units(document.streams[0].lines, "en") == expected("en")


@pytest.mark.parametrize("head", [None, "SAMPLE RULES OF THE CLUB"])
def test_a_scanned_handout_of_a_law_a_page_keeps_each_laws_header(head):
    """A red team: OCR lines were given no place on their page, so «LAW 90», «LAW 91», «LAW 92» atop
    three pages were one running head (and, set smaller with their numbers running with the
    pages, a head carrying its page's number): every header went, the import refused. A law's
    header with its text right under it opens that text, wherever it repeats."""
    from shape_samples import read

    def line(words: str, top: int, height: int) -> str:
        return (f"<span class='ocr_line' title='bbox 100 {top} 1500 {top + height}'>"
                + "".join(f"<span class='ocrx_word'>{w}</span> " for w in words.split()) + "</span>")

    pages = []
    for n in range(3):
        heads = line(head, 60, 30) if head else ""
        body = (line(f"LAW {90 + n}", 200, 33) + line(f"SAMPLE TITLE {n + 1}".replace("1", "ONE").replace("2", "TWO")
                                                        .replace("3", "THREE"), 253, 33)
                + line("A. The Sample Part", 306, 46) + line("Each sample player keeps the sample score of a", 372, 46)
                + line("board, and the Director may look at it.", 438, 46))
        pages.append(f"<div class='ocr_page' title='bbox 0 0 1700 2200'>{heads}<p class='ocr_par'>{body}</p></div>")
    page = f"<html><head><meta name='ocr-system' content='tesseract'></head><body>{''.join(pages)}</body></html>"
    _, got = read(page.encode(), "handout.hocr")
    assert [f.ref for f in got.fragments if f.kind == "law"] == ["90", "91", "92"]


def test_hocr_tells_a_heading_line_from_a_page_header_and_leaves_out_what_it_marks_as_the_pages():
    """Tesseract writes a heading's line as ``ocr_header`` in the place of ``ocr_line`` (it holds
    words: a line of the text); the hOCR standard's page header is an ``ocr_header`` holding lines,
    a page number ``ocr_pageno`` and a footer ``ocr_footer`` (holding lines or words): no text of
    the page. A line with no word level is its text."""
    header = ("<div class='ocr_header'><span class='ocr_line' title='bbox 0 0 9 9'>"
              "<span class='ocrx_word'>Sample</span> <span class='ocrx_word'>Handbook</span></span></div>"
              "<div class='ocr_carea'><span class='ocr_footer'><span class='ocrx_word'>Club</span> "
              "<span class='ocrx_word'>print</span></span></div>")
    page = _hocr_page([("The first part of the sample.", "p1"), ("7", "pageno")], extra=header)
    page = page.replace("<p class='ocr_par' id='p1'>", "<p class='ocr_par' id='p1'><span class='ocr_header' "
                        "title='bbox 170 100 600 144; x_size 44'><span class='ocrx_word'>LAW</span> "
                        "<span class='ocrx_word'>5</span></span><span class='ocr_line'>A. Sample Part</span>")
    document = extract(_hocr(page), "scan.hocr")
    assert document.format == "hocr"
    assert document.text == "LAW 5\nA. Sample Part\nThe first part of the sample.\n"
    assert any("«Sample Handbook», «Club print», «7»" in note for note in document.notes)
    assert "OCR by tesseract 5.3.0" in document.notes


def test_an_hocr_line_end_hyphen_is_left_to_the_layout_reader_as_a_pdfs_and_pages_join():
    """hOCR marks no hyphenated word: "score-" / "pad" stays as the page prints it, and the layout
    reader joins it as it joins a PDF's line (the text prints "scorepad" whole elsewhere); a
    paragraph cut by the page break is one paragraph."""
    first = _hocr_page([("LAW 3 - THE SAMPLE SCOREPAD", "h"), ("A. Keeping the Scorepad", "a"),
                        ("The scorepad stays on the table; the score-", "t"), ("pad goes to the office when", "t")])
    second = _hocr_page([("the session ends.", "u"), ("B. Chairs", "b"), ("Four chairs stand there.", "c")], 2)
    document = extract(_hocr(first, second), "two.hocr")
    assert "the score-\npad goes to the office when\nthe session ends.\n\nB. Chairs" in document.text
    got = {u[0]: u[4] for u in units(document.streams[0].lines, "en")}
    assert got["3A"] == ("The scorepad stays on the table; the scorepad goes to the office when the session ends.",)


def test_alto_writes_a_hyphenated_word_whole_where_the_file_gives_it_and_leaves_its_margins_out():
    """ABBYY's ALTO breaks a word over two lines as ``SUBS_TYPE="HypPart1"``/``"HypPart2"`` with
    the whole word in ``SUBS_CONTENT`` (a page break between too): the word is written whole, its
    parts and the HYP are not; a HYP the file does not resolve stays a hyphen at the line's end.
    The running heads and numbers in the margins are not read."""
    document = extract(fs.alto(fs.RU, "ru").encode(), "scan.xml")
    breaks = fs._hyphenated(fs.ocr_pages(fs.RU))
    assert len(breaks) >= 2 and (0, 6) in breaks  # (one across a page break: seven lines a page)
    for first, second, whole in breaks.values():
        assert whole in document.text.split() and f"{first}-" not in document.text
    assert "ОБРАЗЕЦ ПРАВИЛ" not in document.text and "\n14\n" not in document.text
    loose = ('<alto><Layout><Page><PrintSpace><TextBlock><TextLine HEIGHT="36"><String CONTENT="the"/><SP/>'
             '<String CONTENT="score"/><HYP CONTENT="-"/></TextLine><TextLine><String CONTENT="pad."/></TextLine>'
             "</TextBlock></PrintSpace></Page></Layout></alto>")
    assert extract(loose.encode(), "loose.xml").text == "the score-\npad.\n"


def test_an_alto_is_read_in_its_reading_order():
    """A second blind trial's ALTO (ABBYY): a page's block of section C written before the block
    of the items above it, the file's ReadingOrder giving the true order; the items were read
    after C. The blocks its ReadingOrder names are read in that order, a block it does not name
    keeps its place, and a file without one is read as written."""
    def block(ident: str, words: str) -> str:
        return (f'<TextBlock ID="{ident}"><TextLine HEIGHT="36">'
                + "<SP/>".join(f'<String CONTENT="{w}"/>' for w in words.split()) + "</TextLine></TextBlock>")

    body = block("TB3", "C. Third part") + block("TB9", "An unnamed line") + block("TB2", "(b) The second item.")
    order = '<ReadingOrder><OrderedGroup ID="RO"><ElementRef ID="R1" REF="TB2"/><ElementRef ID="R2" REF="TB3"/></OrderedGroup></ReadingOrder>'
    page = ("<alto>{order}<Layout><Page><PrintSpace>" + block("TB1", "(a) The first item.") + body
            + "</PrintSpace></Page></Layout></alto>")
    text = extract(page.format(order=order).encode(), "scan.xml").text
    assert [t for t in text.split("\n") if t][:4] == ["(a) The first item.", "(b) The second item.", "An unnamed line",
                                                     "C. Third part"], text
    plain = extract(page.format(order="").encode(), "scan.xml").text
    assert [t for t in plain.split("\n") if t][:4] == ["(a) The first item.", "C. Third part", "An unnamed line",
                                                      "(b) The second item."]


@pytest.mark.parametrize("encoding", ["utf-16", "windows-1251", "koi8-r"])
def test_an_alto_in_the_encoding_its_xml_declares_is_read(encoding):
    xml = fs.alto(fs.RU, "ru").replace('encoding="UTF-8"', f'encoding="{encoding}"').encode(encoding)
    document = extract(xml, "scan.xml")
    assert document.format == "alto" and units(document.streams[0].lines, "ru") == expected("ru")


def test_the_blind_trials_shapes_read_as_the_book_reads():
    """The shape of session 48's blind trial, in invented words: Tesseract's hOCR of a few pages
    whose heads each carry the page's number («46 SAMPLE CODE OF RULES», «SAMPLE MATTERS 47»,
    which stands once), the paragraphs cut by the page breaks whole."""
    document = extract(fs.hocr(fs.EN, "en", lines_per_page=14).encode(), "p46.hocr")
    assert "SAMPLE CODE OF RULES" not in document.text and "SAMPLE MATTERS 47" not in document.text
    assert units(document.streams[0].lines, "en") == expected("en") and document.notes[0] == "3 page(s)"


# -- DOCX numbering -------------------------------------------------------------------------------

@pytest.mark.parametrize("n,fmt,out", [
    (1, "upperLetter", "A"), (27, "upperLetter", "AA"), (2, "lowerLetter", "b"), (4, "lowerRoman", "iv"),
    (14, "upperRoman", "XIV"), (2, "russianUpper", "Б"), (10, "russianLower", "к"), (7, "decimalZero", "07"),
    (3, "decimal", "3"), (3, "ordinal", "3"), (5, "none", ""),
])
def test_number_formats(n, fmt, out):
    assert format_number(n, fmt) == out


@given(st.integers(1, 3998))  # and the next: both within MAX_STYLED
def test_counted_letters_name_each_number_once_and_in_order(n):
    # OpenDocument's letters (aa, ab … az, ba): every number its own name, in the order of the
    # names by length, then by the alphabet (both alphabets are in Unicode's order)
    for fmt in ("lowerLetterCounted", "russianLowerOdfCounted", "russianLowerOdf"):
        here, after = format_number(n, fmt), format_number(n + 1, fmt)
        assert (len(here), here) < (len(after), after)


W = 'xmlns:w="http://schemas.openxmlformats.org/wordprocessingml/2006/main"'


def _numbering(lvls: str, nums: str):
    from docx.oxml import parse_xml

    return Numbering(parse_xml(f'<w:numbering {W}><w:abstractNum w:abstractNumId="1">{lvls}</w:abstractNum>'
                               f"{nums}</w:numbering>"))


def _lvl(i, fmt, text, start=1, extra=""):
    return (f'<w:lvl w:ilvl="{i}"><w:start w:val="{start}"/><w:numFmt w:val="{fmt}"/>'
            f'<w:lvlText w:val="{text}"/>{extra}</w:lvl>')


LAWS_LEVELS = _lvl(0, "upperLetter", "%1.") + _lvl(1, "decimal", "%2.") + _lvl(2, "lowerLetter", "(%3)")
NUM = '<w:num w:numId="{id}"><w:abstractNumId w:val="1"/>{override}</w:num>'
RESTART = '<w:lvlOverride w:ilvl="0"><w:startOverride w:val="1"/></w:lvlOverride>'

NUMBERING_CASES = [
    ("levels restart under a higher level", LAWS_LEVELS, NUM.format(id=1, override=""),
     [("1", 0), ("1", 1), ("1", 2), ("1", 2), ("1", 1), ("1", 2), ("1", 0), ("1", 1)],
     ["A. ", "1. ", "(a) ", "(b) ", "2. ", "(a) ", "B. ", "1. "]),
    ("two numbers of one list continue it", LAWS_LEVELS, NUM.format(id=1, override="") + NUM.format(id=2, override=""),
     [("1", 0), ("2", 0)], ["A. ", "B. "]),
    ("restart numbering: a start override", LAWS_LEVELS, NUM.format(id=1, override="") + NUM.format(id=2, override=RESTART),
     [("1", 0), ("1", 0), ("2", 0), ("2", 1)], ["A. ", "B. ", "A. ", "1. "]),
    ("multi-level text and legal numbering",
     _lvl(0, "upperRoman", "%1.") + _lvl(1, "lowerLetter", "%1.%2", extra="<w:isLgl/>"),
     NUM.format(id=1, override=""), [("1", 0), ("1", 1), ("1", 1)], ["I. ", "1.1 ", "1.2 "]),
    ("a level that never restarts", _lvl(0, "decimal", "%1.") + _lvl(1, "decimal", "(%2)", extra='<w:lvlRestart w:val="0"/>'),
     NUM.format(id=1, override=""), [("1", 1), ("1", 0), ("1", 1)], ["(1) ", "1. ", "(2) "]),
    ("a start other than one and no suffix", _lvl(0, "decimal", "%1)", start=5, extra='<w:suff w:val="nothing"/>'),
     NUM.format(id=1, override=""), [("1", 0), ("1", 0)], ["5)", "6)"]),
    ("numId 0 switches numbering off, bullets have no label",
     _lvl(0, "bullet", "•"), NUM.format(id=1, override=""), [("0", 0), ("1", 0)], ["", ""]),
]


@pytest.mark.parametrize("name,lvls,nums,paragraphs,labels", NUMBERING_CASES, ids=[c[0] for c in NUMBERING_CASES])
def test_word_numbering(name, lvls, nums, paragraphs, labels):
    numbering = _numbering(lvls, nums)
    assert [numbering.label(num, ilvl) for num, ilvl in paragraphs] == labels


def test_docx_footnotes_follow_their_paragraph():
    """A Word footnote (footnotes.xml, numbered by Word) is read as a raised number in the text
    and a note after the paragraph: the standard reader attaches it to the unit."""
    data = fs.docx_with_footnote("(a) A slip of the pen is struck through once.", "A footnote invented for the tests.")
    document = extract(data, "note.docx")
    assert document.text == "(a) A slip of the pen is struck through once.¹\n\n¹ A footnote invented for the tests.\n"


# -- HTML -----------------------------------------------------------------------------------------

def test_html_navigation_header_footer_scripts_are_left_out():
    document = extract(_make("html-lists", "en"), "page.html")
    for junk in ("LAW 99", "LAW 98", "LAW 97", "LAW 96", "Law 95", "Home", "Site map", "Sample federation"):
        assert junk not in document.text


CHARSETS = [
    ("declared meta charset", "windows-1251", '<meta charset="windows-1251">', "cp1251", "declared"),
    ("declared http-equiv", "koi8-r", '<meta http-equiv="Content-Type" content="text/html; charset=koi8-r">',
     "koi8-r", "declared"),
    ("undeclared", "cp1251", "", "cp1251", "not declared"),
    ("undeclared koi8-r", "koi8-r", "", "koi8-r", "not declared"),
    ("declared wrongly", "cp1251", '<meta charset="utf-8">', "cp1251", "declares charset utf-8 but is not"),
    ("a byte-order mark", "utf-8-sig", "", "utf-8-sig", "declared"),
]


@pytest.mark.parametrize("name,encoding,meta,reported,how", CHARSETS, ids=[c[0] for c in CHARSETS])
def test_html_charsets(name, encoding, meta, reported, how):
    data = fs.page(fs.html_paragraphs(fs.RU), "ru", meta=meta).encode(encoding)
    document = extract(data, "page.html")
    assert document.encoding == reported
    assert how in document.notes[0]
    assert units(document.text, "ru") == expected("ru")


def test_an_english_page_declared_latin_1_is_read_as_windows_1252():
    """Browsers read a page declared ISO-8859-1 as Windows-1252 (its quotes and dashes)."""
    body = fs.html_paragraphs(fs.EN).replace("Anyone seated", "Anyone – seated")
    data = fs.page(body, "en", meta='<meta charset="iso-8859-1">').encode("cp1252")
    assert "Anyone – seated" in extract(data, "page.html").text


@pytest.mark.parametrize("source", ["html", "markdown", "docx", "pdf", "pdf-en-left"])
def test_a_russian_english_table_becomes_two_streams(source):
    if source == "html":
        data = fs.page(fs.bilingual_table(fs.RU, fs.EN), "ru").encode("utf-8")
    elif source == "markdown":
        data = fs.markdown_table(fs.RU, fs.EN).encode("utf-8")
    elif source == "pdf":  # two columns side by side, a running header across both
        data = fs.pdf_columns(fs.RU, fs.EN)
    elif source == "pdf-en-left":
        data = fs.pdf_columns(fs.EN, fs.RU)
    else:
        data = fs.docx_table(fs.RU, fs.EN)
    document = extract(data, f"bilingual.{source.split('-')[0]}")
    assert [s.lang for s in document.streams] == ["ru", "en"]
    assert units(document.stream("ru").lines, "ru") == expected("ru")
    assert units(document.stream("en").lines, "en") == expected("en")


def test_two_columns_on_a_page_box_that_does_not_start_at_0():
    """A PDF's page box may be offset (MediaBox [9 9 …]): the columns are cut within it."""
    import re

    data = re.sub(rb"/MediaBox ?\[0 0 ", b"/MediaBox [9 9 ", fs.pdf_columns(fs.RU, fs.EN))
    assert b"/MediaBox [9 9 " in data
    document = extract(data, "offset.pdf")
    assert [s.lang for s in document.streams] == ["ru", "en"]
    assert units(document.stream("ru").lines, "ru") == expected("ru")


def test_two_columns_of_one_language_are_read_left_then_right():
    """A page in two columns of English: the left column, then the right, page by page."""
    paras = fs.paragraphs(fs.EN)
    half = len(paras) // 2
    left = [("para", None, p) for p in paras[:half]]
    right = [("para", None, p) for p in paras[half:2 * half]]
    document = extract(fs.pdf_columns(left, right, paragraphs_per_page=3, header="Sample code of rules"), "two.pdf")
    assert [s.lang for s in document.streams] == [None]
    assert any("read left, then right" in n for n in document.notes)
    words = " ".join(document.text.split())
    # on the first page: the left column's three paragraphs, then the right column's
    order = [" ".join(p.split()) for p in paras[:3] + paras[half:half + 3]]
    assert [words.find(p[:40]) for p in order] == sorted(words.find(p[:40]) for p in order)
    assert all(words.find(p[:40]) >= 0 for p in order)


@pytest.mark.parametrize("boxes,width,gutter", [
    # one column: the gaps between words fall in different places from line to line
    ([(10, 60), (70, 140), (150, 200), (10, 100), (105, 200), (10, 45), (50, 130), (135, 200)] * 2, 210, None),
    ([(10, 60), (62, 95), (115, 160), (162, 200)] * 4, 210, 105),  # two columns, a gutter at 95–115
    ([(10, 60), (62, 95)] * 8 + [(115, 160)], 210, None),  # nothing to the right: one column, ragged
    ([(10, 60), (62, 95), (115, 160), (162, 200)] * 4 + [(40, 170)] * 2, 210, 105),  # a header across
    ([(10, 60, "Small"), (62, 95, "slam"), (130, 150, "500"), (160, 180, "750")] * 4, 210, None),  # labels | figures
])
def test_a_gutter_is_a_band_no_line_crosses_with_text_either_side(boxes, width, gutter):
    from bridge_laws.readers.formats.pdf import gutter as find

    words = [box if len(box) == 3 else (*box, "word") for box in boxes]
    found = find(words, width)
    assert found == gutter if gutter is None else abs(found - gutter) <= 1


def test_html_list_attributes_count_as_a_browser_counts():
    body = '<ol type="a" start="3"><li>third</li><li value="7">seventh</li><li>eighth</li></ol><ol reversed><li>x</li><li>y</li></ol>'
    text = extract(fs.page(body, "en").encode(), "l.html").text
    assert text == "(c) third\n\n(g) seventh\n\n(h) eighth\n\n2. x\n\n1. y\n"


# A Google Docs page: its lists show no numbers of their own; the style sheet draws them before
# each item with a counter, set back by a rule of the list's classes or going on from the list before
GDOCS_STYLE = ('ol.lst-kix_q-1{list-style-type:none}.lst-kix_q-1>li:before{content:"" counter(lst-ctn-kix_q-1,lower-latin) ") "}'
               'ol.lst-kix_q-0{list-style-type:none}.lst-kix_q-0>li:before{content:"" counter(lst-ctn-kix_q-0,decimal) ". "}'
               '.lst-kix_q-0>li{counter-increment:lst-ctn-kix_q-0}ol.lst-kix_q-1.start{counter-reset:lst-ctn-kix_q-1 0}'
               'ol.c9{list-style-type:upper-roman}ol.c8{list-style-type:none}')


def test_html_list_numbers_drawn_by_the_style_sheet():
    body = ('<ol class="c5 lst-kix_q-0 start" start="1"><li>one</li><li>two:</li></ol>'
            '<ol class="c5 lst-kix_q-1 start" start="1"><li>first</li><li>second</li></ol>'
            '<ol class="c5 lst-kix_q-0"><li>three</li></ol><ol class="c5 lst-kix_q-1 start"><li>again</li></ol>'
            '<ol class="c9"><li>x</li></ol><ol class="c8"><li>plain</li></ol>')
    page = f"<html><head><style>{GDOCS_STYLE}</style></head><body>{body}</body></html>"
    text = extract(page.encode(), "g.html").text
    assert text == "1. one\n\n2. two:\n\na) first\n\nb) second\n\n3. three\n\na) again\n\nI. x\n\nplain\n"


def test_a_list_with_classes_no_rule_names_keeps_its_numbers():
    page = "<html><head><style>ol.other{list-style-type:none}</style></head><body>" \
           '<ol class="x"><li>one</li><li>two</li></ol><ol class="other x"><li>none</li></ol></body></html>'
    assert extract(page.encode(), "x.html").text == "1. one\n\n2. two\n\nnone\n"


def test_a_comment_marked_by_a_letter_and_linked_both_ways_is_a_note():
    body = ('<p>LAW 3 - TITLE</p><p>A. Section</p><p>The sample rule holds<sup><a href="#cmnt1" id="cmnt_ref1">[a]</a></sup>'
            ' for all.</p><div><p><a href="#cmnt_ref1" id="cmnt1">[a]</a><span>Ask the secretary about it</span></p></div>')
    text = extract(fs.page(body, "en").encode(), "c.html").text
    assert "holds[a] for all." in text and "[a] Ask the secretary about it" in text


# -- Markdown -------------------------------------------------------------------------------------

def test_a_star_bullet_before_words_is_a_note_before_a_marker_a_bullet():
    text = extract(b"# LAW 3 - TITLE\n\nA rule.*\n\n* (a) an item\n\n* A note on it\n", "x.md").text
    assert text == "LAW 3 - TITLE\n\nA rule.*\n\n(a) an item\n\n* A note on it\n"


def test_markdown_lists_and_marks():
    md = ("# LAW 3 - TITLE\n\n**A.** *Keeping* the `Scorepad`\n\n3. third\n4. fourth\n\n1) one\n\n"
          "- (a) an item in a bullet\n\n[see Law 3A](law3.html)\n")
    text = extract(md.encode(), "x.md").text
    assert text == ("LAW 3 - TITLE\n\nA. Keeping the Scorepad\n\n3. third\n\n4. fourth\n\n1) one\n\n"
                    "(a) an item in a bullet\n\nsee Law 3A\n")


@pytest.mark.parametrize("bullet", ["*", "-"])
def test_bullets_nested_in_a_numbered_item_are_its_items_lettered(bullet):
    """A writer's notes bullet the items the Laws letter («1. … если:» over «* сделал …;»): the
    bullets of a list nested in a numbered item are its items (а), (б), in order, and said; the
    next number is the next subsection. A list of one bullet, a list at the top, and bullets
    that open with markers of their own are not lettered."""
    md = (f"# Правило 11. Образец\n\n## А. Часть\n\n1. Сторона образца теряет право, если:\n"
          f"    {bullet} сделала ход образца;\n    {bullet} обсудила образец.\n1. Образец кончился.\n")
    document = extract(md.encode(), "notes.md")
    got = {ref: paragraphs for ref, _, _, _, paragraphs, _, _ in units(document.streams[0].lines, "ru")}
    assert list(got) == ["11", "11A", "11A1", "11A1(A)", "11A1(B)", "11A2"]
    assert got["11A1(B)"] == ("обсудила образец.",)
    assert any("lettered in order" in note for note in document.notes)
    english = "# LAW 3 - TITLE\n\n1. One sample:\n    - first;\n    - second.\n"
    assert "(a) first;\n\n(b) second." in extract(english.encode(), "x.md").text
    for plain in ("# LAW 3 - TITLE\n\n1. One sample:\n    - only one.\n", "# LAW 3 - TITLE\n\n- first;\n- second.\n",
                  "# LAW 3 - TITLE\n\n1. One sample:\n    - (b) first;\n    - (c) second.\n",
                  "# LAW 3 - TITLE\n\n1. One sample:\n    - ***(a)*** first;\n    - ***(b)*** second.\n"):
        document = extract(plain.encode(), "x.md")
        assert "(a) (a)" not in document.text and not any("lettered" in note for note in document.notes)
        assert "(a)" not in document.text or "***" in plain


def test_markdown_footnotes_are_read_as_the_page_shows_them():
    """«[^1]» stayed in the text and its note «[^1]: …» was dropped as words after the last unit
    (a blind trial): the mark is its number where it stands, the notes follow a rule, as rendered."""
    md = ("# ПРАВИЛО 3. УЧЕБНОЕ\n\n## А. Часть\n\nИгрок молчит[^1].\n\n## Б. Другая\n\nИгрок ждёт[^tempo].\n\n"
          "[^1]: Учебное примечание.\n[^tempo]: Второе примечание.\n")
    text = extract(md.encode(), "x.md").text
    assert text == ("ПРАВИЛО 3. УЧЕБНОЕ\n\nА. Часть\n\nИгрок молчит[1].\n\nБ. Другая\n\nИгрок ждёт[2].\n\n-----\n\n"
                    "[1] Учебное примечание.\n\n[2] Второе примечание.\n")
    from shape_samples import read
    _, got = read(md.encode(), "x.md")
    notes = {f.ref: [(n.marker, n.text) for n in f.footnotes] for f in got.fragments}
    assert notes["3A"] == [("1", "Учебное примечание.")] and notes["3B"] == [("2", "Второе примечание.")]
    # a note of two paragraphs is one note (its second was dropped: a red team)
    long = md.replace("[^1]: Учебное примечание.\n", "[^1]: Учебное примечание.\n\n    Его второй абзац.\n\n")
    _, got = read(long.encode(), "x.md")
    notes = {f.ref: [n.text for n in f.footnotes] for f in got.fragments}
    assert notes["3A"] == ["Учебное примечание. Его второй абзац."] and notes["3B"] == ["Второе примечание."], notes



def test_a_markdown_note_two_marks_refer_to_is_each_units_and_one_none_refers_to_is_said():
    """A red team: the first of two marks of one note was left with no note, a note no mark
    refers to went without a word, and a mark on the law's title stayed in it (its note given to
    the last unit)."""
    from shape_samples import read

    md = ("# LAW 3 - TITLE[^t]\n\n## A. Part\n\nThe player waits[^1].\n\n## B. Other\n\nThe player speaks[^1].\n\n"
          "## C. Last\n\nThe sample ends.\n\n[^1]: A shared note.\n\n    Its second paragraph.\n\n[^9]: Never marked.\n\n"
          "[^t]: A note on the title.\n")
    document = extract(md.encode(), "x.md")
    assert any("[^9]" in note and "no mark refers to" in note for note in document.notes), document.notes
    _, got = read(md.encode(), "x.md")
    notes = {f.ref: [(n.marker, n.text) for n in f.footnotes] for f in got.fragments}
    shared = [("2", "A shared note. Its second paragraph.")]
    assert (notes["3A"], notes["3B"], notes["3C"]) == (shared, shared, [])
    assert notes["3"] == [("1", "A note on the title.")] and got.fragments[0].title == "TITLE"
    assert "Never marked" not in " ".join(n.text or "" for f in got.fragments for n in f.footnotes)
    twice = md.replace("The player waits[^1].", "The player waits[^1] and waits[^1].")  # in one unit: once (a red team)
    _, got = read(twice.encode(), "x.md")
    assert {f.ref: [(n.marker, n.text) for n in f.footnotes] for f in got.fragments}["3A"] == shared


def test_a_markdown_quote_keeps_its_marks_and_a_box_beside_the_law_is_no_law_text():
    """A wiki's box inside a law («> **Club note:** …») was read as the text of the unit above it
    (a blind trial): a quote keeps its marks, as a page's or a mail's does, and a quoted paragraph
    of its own beside a law that is not quoted is the page's words; a law a post quotes is read."""
    from shape_samples import read

    md = ("## LAW 5 - SAMPLE\n\n### A. Part\n\n1. The sample player waits.\n2. The sample player calls.\n\n"
          "> **Club note:** ask the player first.\n\n### B. Other\n\nThe sample Director rules.\n")
    assert "> Club note: ask the player first." in extract(md.encode(), "x.md").text
    _, got = read(md.encode(), "x.md")
    assert {f.ref: f.paragraphs for f in got.fragments}["5A2"] == ("The sample player calls.",)
    assert "Club note" not in " ".join(p for f in got.fragments for p in f.paragraphs)
    inside = md.replace("2. The sample player calls.", "2. The sample player calls, for example:\n\n   > \"sample words\"")
    _, got = read(inside.encode(), "x.md")  # a quote inside an item is the item's words (a red team)
    assert {f.ref: f.paragraphs for f in got.fragments}["5A2"] == ("The sample player calls, for example:",
                                                                    "\"sample words\"")
    quoted = "Anna wrote:\n\n> LAW 5 - SAMPLE\n>\n> A. Part\n>\n> The sample player waits.\n\nThanks!\n"
    _, got = read(quoted.encode(), "x.md")
    assert [(f.ref, f.paragraphs) for f in got.fragments] == [("5", ()), ("5A", ("The sample player waits.",))]


def test_a_markdown_rule_after_a_law_ends_its_text():
    """A wiki's «Back to top», «---» then «## Club notes» and its list, then an edit line: they were
    read into the law's last unit (a blind trial). A link within the page alone is navigation, the
    page draws a rule, and a part of the page under a heading of its own at the law's level that
    names no law or unit is no law's."""
    from shape_samples import read

    md = ("## LAW 5 - SAMPLE\n\n### A. Part\n\nThe sample text of the part.\n\n[Back to top](#top)\n\n---\n\n"
          "## Club notes\n\n1. Always record the time.\n2. Keep a copy.\n\n---\n*Last edited by a sample admin*\n")
    document = extract(md.encode(), "x.md")
    assert "\n-----\n" in document.text and "Back to top" not in document.text and "Club notes" not in document.text
    assert any("«Club notes»" in n for n in document.notes)
    _, got = read(md.encode(), "x.md")
    assert [(f.ref, f.paragraphs) for f in got.fragments] == [("5", ()), ("5A", ("The sample text of the part.",))]
    # a part under a heading of a unit or a law is read, and a lower heading is the law's own
    kept = md.replace("## Club notes", "## B. Other").replace("### A. Part", "### A. Part\n\n#### A sample aside")
    _, got = read(kept.encode(), "x.md")
    assert [f.ref for f in got.fragments] == ["5", "5A", "5B", "5B1", "5B2"]
    # … and so are (a red team) a title on a heading of its own under the law's, a heading between
    # two sections, and a heading over the law's notes
    for law in ["## LAW 5\n\n## SAMPLE TITLE\n\n### A. Part\n\nThe sample text.\n\n### B. Other\n\nMore text.\n",
                "## LAW 5 - X\n\n### A. Part\n\nThe sample text.\n\n## Exceptions\n\nA sample exception.\n\n"
                "### B. Other\n\nMore text.\n",
                "## LAW 5 - X\n\n### A. Part\n\nThe sample text.*\n\n### B. Other\n\nMore text.\n\n## Note\n\n"
                "\\* The sample note.\n"]:
        document = extract(law.encode(), "x.md")
        _, got = read(law.encode(), "x.md")
        assert not any("not read" in n for n in document.notes), document.notes
        assert [f.ref for f in got.fragments][-2:] == ["5A", "5B"]
    assert [n.text for n in got.fragments[-2].footnotes] == ["The sample note."]



def test_a_notes_apps_markdown_is_read_as_the_app_shows_it():
    """An Obsidian page of a law (a blind trial): a comment, block ids, wiki links, a section's
    title inside ``<details>``'s ``<summary>``, a section in a quotation callout, and callouts of
    the writer's own (one holding a numbered list) — read as 16 of its units' numbers wrong and the
    writer's words in them. As the app shows it: the boxes are the writer's, said; the quotation
    is the page's text; raw HTML shows its text."""
    from shape_samples import read

    md = ("---\ntags: [sample]\n---\n\n# Law 5 – Sample Title\n\n%% compare with the sample draft %%\n\n"
          "> [!info] Related\n> See [[Law 7 – Other|Law 7]].\n\n## A. Part\n\n1. The sample player waits. ^a1\n"
          "2. The sample player calls (see [[Law 12#C|Law 12C]]). ^a2\n\n> [!tip]- How I teach it\n"
          "> 1. Sample words of my own.\n> 2. More of them.\n\n<details>\n<summary><b>B. Other Part</b></summary>\n\n"
          "1. The sample Director rules.\n\n</details>\n\n> [!quote] C. Last Part\n> 1. The sample board moves.\n"
          "> 2. The sample round ends.\n\n![[Law 73#B]]\n")
    document = extract(md.encode(), "x.md")
    assert "%%" not in document.text and "^a1" not in document.text and "[[" not in document.text
    assert any("«Related»" in n and "«How I teach it»" in n for n in document.notes), document.notes
    _, got = read(md.encode(), "x.md")
    assert [(f.ref, f.title, f.paragraphs) for f in got.fragments] == [
        ("5", "Sample Title", ()), ("5A", "Part", ()), ("5A1", None, ("The sample player waits.",)),
        ("5A2", None, ("The sample player calls (see Law 12C).",)), ("5B", "Other Part", ()),
        ("5B1", None, ("The sample Director rules.",)), ("5C", "Last Part", ()),
        ("5C1", None, ("The sample board moves.",)), ("5C2", None, ("The sample round ends.",))]
    # a box that holds a law is the page's text, and raw HTML hidden is not shown (a red team)
    boxed = extract(b"# Club page\n\n> [!abstract] From the club's code\n> ## LAW 5 - SAMPLE\n> ### A. Part\n> The sample words.\n\n"
                    b'<div hidden>\nTODO: compare drafts\n</div>\n', "x.md")
    assert "LAW 5 - SAMPLE" in boxed.text and "TODO" not in boxed.text and not any("callout" in n for n in boxed.notes)
    # GitHub's alert is a box of the writer's too; a quote that is no callout keeps its marks
    alert = extract(b"# LAW 5 - X\n\n> [!NOTE]\n> A sample remark.\n\n> A sample quote.\n", "x.md")
    assert "sample remark" not in alert.text and "> A sample quote." in alert.text


# -- detection ------------------------------------------------------------------------------------

DETECTION = [
    ("%PDF at the start", b"%PDF-1.7\n...", "pdf"),
    ("%PDF after junk", b"\n\n   %PDF-1.4\n", "pdf"),
    ("html with doctype", b"<!DOCTYPE html><p>LAW 3", "html"),
    ("html fragment without html tag", b"<div><p>one</p><p>two</p><br></div>", "html"),
    ("markdown heading", b"## LAW 3 - TITLE\n\ntext\n", "markdown"),
    ("markdown emphasis and link", b"text **bold** and [a](b.html)\n", "markdown"),
    # a note's raw HTML blocks (a red team's note: read as a web page, its "#" headings as text)
    ("markdown with html blocks", b"# LAW 3 - TITLE\n\n<div>\n<p>one</p><br>\n</div>\n\n## A. Part\n", "markdown"),
    ("a page saved whole holding markdown marks", b"<html><body><p># not a heading **bold** [a](b.html)</p>", "html"),
    ("a note that names <body>", b"# LAW 3 - TITLE\n\nThe page's `<body>` and `<html>` tags, **bold**.\n", "markdown"),
    ("a piece of a page with ** marks", b"<p>LAW 3 - X**</p>\n<ol><li>one**</li><li>two</li></ol>\n", "html"),
    ("plain text with a less-than sign", b"LAW 3 - TITLE\nA score < 5 is low.\n", "text"),
    ("plain text with dashes under a header", "41.\n----\nПравило\n".encode(), "text"),
    # a scanned book's OCR: hOCR by its classes of pages and lines, or its meta; ALTO by its root
    ("hocr by its classes", b"<div class='ocr_page' id='p1'><span id='l1' class='ocr_line'>LAW 3</span></div>", "hocr"),
    ("hocr by its meta", b'<html><head><meta name="ocr-system" content="kraken"/></head><body><p>LAW 3</p></body></html>',
     "hocr"),
    ("a page showing hOCR's markup as text", b'<html><body><p>Tesseract writes <code>&lt;div class="ocr_page"&gt;'
                                             b'</code>.</p><div class="ocr-page">LAW 3</div></body></html>', "html"),
    ("alto", b'<?xml version="1.0"?>\n<alto xmlns="http://www.loc.gov/standards/alto/ns-v4#"><Layout/></alto>', "alto"),
    ("alto prefixed, after a comment and a doctype", b'<?xml version="1.0"?><!-- ABBYY --><!DOCTYPE alto:alto '
                                                     b'[<!ENTITY a "b">]><alto:alto xmlns:alto="x"/>', "alto"),
    ("an XML whose root is not alto", b'<?xml version="1.0"?><altogether><alto/></altogether>', "text"),
]


@pytest.mark.parametrize("name,data,fmt", DETECTION, ids=[d[0] for d in DETECTION])
def test_format_from_the_bytes(name, data, fmt):
    assert detect_format(data, "file")[0] == fmt


def test_every_format_has_a_reader():
    assert set(FORMAT_READERS) == {"pdf", "docx", "pptx", "xlsx", "doc", "odt", "fodt", "odp", "fodp", "xps", "wordml", "epub", "pagezip", "rtf", "fb2",
                                   "webarchive", "fidonet", "opml", "enex", "mhtml", "mbox", "mail", "clippings", "kindle-notebook", "dokuwiki", "mediawiki", "trac", "rst", "org", "asciidoc",
                                   "latex", "typst", "man", "ipynb", "appjson", "feed", "alto", "hocr", "subtitles", "table", "textile", "html", "markdown", "text"}


@pytest.mark.parametrize("text,lang", [
    ("The player may call the Director when the auction is over.", "en"),
    ("Игрок может вызвать директора после окончания торговли.", "ru"),
    ("Le joueur peut appeler le directeur quand les enchères sont finies.", None),
    ("Гравець може покликати директора, коли торгівля закінчилася, і це є його право.", None),
    ("12345 6789", None),
])
def test_language_of(text, lang):
    assert language_of(text) == lang


# -- bad files ------------------------------------------------------------------------------------

def _zip(files: dict[str, bytes]) -> bytes:
    out = io.BytesIO()
    with zipfile.ZipFile(out, "w") as z:
        for name, data in files.items():
            z.writestr(name, data)
    return out.getvalue()


BAD = [
    ("scan.pdf", lambda: fs.scanned_pdf(), "no text layer"),
    ("locked.pdf", lambda: fs.pdf(fs.EN, password="secret"), "encrypted"),
    ("cut.pdf", lambda: fs.pdf(fs.EN)[:3000], "damaged or not a PDF"),
    ("text.pdf", lambda: fs.plain(fs.EN).encode(), "named .pdf but is not a PDF"),
    ("archive.docx", lambda: _zip({"notes.txt": b"LAW 3"}),
     "a zip archive with no text in a form read here"),
    ("sheet.ods", lambda: _zip({"mimetype": b"application/vnd.oasis.opendocument.spreadsheet", "content.xml": b"<x/>"}),
     "an OpenDocument file of another kind (application/vnd.oasis.opendocument.spreadsheet)"),
    ("odt.docx", lambda: fs.odt(fs.EN, "en"), "named .docx but is not a Word document (DOCX): a zip archive of another "
                                              "kind (its bytes are OpenDocument text (ODT))"),
    ("broken.odt", lambda: fs.odt(fs.EN, "en")[:900], "damaged zip archive"),
    ("bad-xml.odt", lambda: fs.odt_package("<text:p>LAW 3 - A</text:h>"),
     "OpenDocument text (ODT): damaged: content.xml is not well-formed XML"),
    ("empty.odt", lambda: fs.odt_package(""), "OpenDocument text (ODT): no text in its body"),
    ("sheet.fods", lambda: b'<?xml version="1.0"?><!-- saved --><office:document xmlns:office="urn:x" '
                           b'office:mimetype="application/vnd.oasis.opendocument.spreadsheet"><office:body/></office:document>',
     "a flat OpenDocument file of another kind (application/vnd.oasis.opendocument.spreadsheet)"),
    ("two-pages.zip", lambda: fs._zip([("a.html", fs.page("<p>LAW 3 - A</p>", "en")),
                                       ("b.html", fs.page("<p>LAW 4 - B</p>", "en"))], stored_first=False),
     "zipped web page: 2 web pages (a.html, b.html), and which one is the text is not told"),
    ("no-package.epub", lambda: fs._zip([("mimetype", "application/epub+zip"), ("META-INF/container.xml",
                                         '<container xmlns="urn:oasis:names:tc:opendocument:xmlns:container"><rootfiles>'
                                         '<rootfile full-path="../../etc/passwd"/></rootfiles></container>')]),
     "e-book (EPUB): its container names a package document that is not in it (../../etc/passwd)"),
    ("outside.epub", lambda: fs.epub(fs.EN, "en", manifest_prefix="../../../"), "e-book (EPUB): no law in it"),
    ("text.rtf", lambda: fs.plain(fs.EN).encode(), "named .rtf but is not an RTF document"),
    ("text.xps", lambda: fs.plain(fs.EN).encode(), "named .xps but is not an XPS document: it is not a zip archive"),
    ("empty.rtf", lambda: b"{\\rtf1\\ansi{\\fonttbl{\\f0 Arial;}}{\\header LAW 3 - A\\par}}",
     "RTF document: no text in its body"),
    ("text.docx", lambda: fs.plain(fs.EN).encode(), "named .docx but is not a Word document (DOCX): it is not a zip"),
    ("broken.docx", lambda: _make("docx", "en")[:2000], "damaged zip archive"),
    ("sheet.xls", lambda: b"\xd0\xcf\x11\xe0\xa1\xb1\x1a\xe1" + bytes(600), "an OLE file without a Word document in it"),
    ("nav-only.html", lambda: fs.page("", "en").encode(), "no law in it"),
    ("cut.xml", lambda: fs.alto(fs.EN, "en").encode()[:3000], "ALTO XML (OCR output): not well-formed XML"),
    ("bad-box.hocr", lambda: fs.hocr(fs.EN, "en").replace("bbox 170 220", "bbox 17O 220").replace("x_size 36", "").encode(),
     "hOCR (OCR output): a line with a bbox that is not four numbers ('17O 220"),
    ("bad-size.hocr", lambda: fs.hocr(fs.EN, "en").replace("x_size 36", "x_size 3" + "6" * 5000, 1).encode(),
     "hOCR (OCR output): a line with an x_size that is no number ('36666"),
    ("bad-height.xml", lambda: fs.alto(fs.EN, "en").replace('HEIGHT="36"', 'HEIGHT="1e400"', 1).encode(),
     "ALTO XML (OCR output): a HEIGHT that is no number ('1e400')"),
    ("bad-style.xml", lambda: fs.alto(fs.EN, "en").replace('FONTSIZE="8"', 'FONTSIZE="small"').encode(),
     "ALTO XML (OCR output): a FONTSIZE that is no number ('small')"),
    ("no-lines.xml", lambda: b'<alto><Layout><Page><PrintSpace><TextBlock/></PrintSpace></Page></Layout></alto>',
     "ALTO XML (OCR output): an ALTO file with no line of text"),
    ("margins-only.xml", lambda: b'<alto><Layout><Page><TopMargin><TextBlock><TextLine><String CONTENT="14"/>'
                                 b'</TextLine></TextBlock></TopMargin></Page></Layout></alto>',
     "ALTO XML (OCR output): no words on any of its 1 page(s) outside their margins"),
    ("blank.hocr", lambda: b"<html><body><div class='ocr_page'><p class='ocr_par'><span class='ocr_line'> </span>"
                           b"</p></div></body></html>", "hOCR (OCR output): no words on any of its 1 page(s)"),
]


@pytest.mark.parametrize("name,make,message", BAD, ids=[b[0] for b in BAD])
def test_bad_files_are_refused_naming_the_file(name, make, message):
    with pytest.raises(SourceError) as caught:
        extract(make(), name)
    assert caught.value.file == name
    assert message in str(caught.value)


@pytest.mark.parametrize("name,data,line", [
    ("cut.xml", b'<?xml version="1.0"?>\n<alto>\n<Layout>\n<Page>\n<TextLine HEIGHT="36"><String CONTENT="x"/>\n</Page>', 6),
    ("size.xml", b'<alto>\n<Styles>\n<TextStyle ID="T" FONTSIZE="ten"/></Styles></alto>', 3),
    ("box.hocr", b"<html><body>\n<div class='ocr_page'>\n<span class='ocr_line' title='bbox 1 2 3'>x</span>\n</div>", 3),
])
def test_an_ocr_file_that_cannot_be_read_is_refused_naming_its_line(name, data, line):
    with pytest.raises(SourceError) as caught:
        extract(data, name)
    assert (caught.value.file, caught.value.line) == (name, line)


# -- any bytes: a Document or a SourceError naming the file, never another exception --------------

@settings(max_examples=150, deadline=None)
@given(st.sampled_from([b"", b"%PDF-1.4\n", b"PK\x03\x04", b"<!DOCTYPE html><p>", b"## ", b"\xd0\xcf\x11\xe0",
                        b"{\\rtf1", b"{\\rtf1{\\footnote", b"{\\rtf1\\ansicpg932\\'",
                        b"<alto><Layout><Page><TextBlock><TextLine HEIGHT=\"", b"<alto><String SUBS_TYPE=\"HypPart1\" ",
                        b"<div class='ocr_page'><span class='ocr_line' title='bbox ", b"<p class='ocr_par'><span class='ocrx_word'>"]),
       st.binary(max_size=300))
def test_any_bytes_read_or_refused_by_name(magic, data):
    try:
        document = extract(magic + data, "fuzz.bin")
    except SourceError as error:
        assert error.file == "fuzz.bin"
        return
    assert all(isinstance(s.text, str) for s in document.streams)


@settings(max_examples=20, deadline=None)
@given(st.integers(min_value=200, max_value=14000))  # cut anywhere: header, body, tables
def test_truncated_pdf_and_docx_are_refused_by_name(cut):
    for name, data in (("cut.pdf", _make("pdf", "en")), ("cut.docx", _make("docx", "en")),
                       ("cut.odt", _make("odt", "en")), ("cut.rtf", _make("rtf", "ru"))):
        try:
            extract(data[:cut], name)
        except SourceError as error:
            assert error.file == name


LONG = "Each table of the sample session keeps one scorepad, which the player nearest the door fills in."


def test_raised_note_numbers_become_the_marks_the_reader_knows():
    """A note number set raised (HTML <sup>, a Word superscript run) is read as "¹", so that the
    standard reader attaches the note to its unit."""
    html_page = fs.page("<h2>LAW 3 - THE SAMPLE SCOREPAD</h2><p>A. Keeping the Scorepad</p>"
                        f"<p>1. {LONG}<sup>1</sup></p><p><sup>1</sup> A note for the tests.</p>",
                        "en").encode()
    word = fs.docx_superscript(["LAW 3 - THE SAMPLE SCOREPAD", "A. Keeping the Scorepad",
                                ("1. " + LONG, "1"), ("", "1", " A note for the tests.")])
    for name, data in (("note.html", html_page), ("note.docx", word)):
        got = {u[0]: u for u in units(extract(data, name).text, "en")}
        assert got["3A1"][4] == (LONG,), name
        assert got["3A1"][5] == (("1", "A note for the tests."),), name


def test_html_main_landmarks_and_hidden_elements():
    """Only <main> when the page marks one; ARIA navigation, hidden and display:none left out;
    a header inside an article is the article's (kept)."""
    body = ('<div role="navigation">LAW 90 - NAV</div><p>Outside main: LAW 91 - OUTSIDE</p>'
            '<main><article><header>LAW 3 - THE SAMPLE SCOREPAD</header><p>A. Keeping the Scorepad</p>'
            '<p hidden>LAW 92 - HIDDEN</p><p style="display: none">LAW 93 - INVISIBLE</p>'
            '<p>The scorepad stays on the table.</p></article></main>')
    text = extract(fs.page(body, "en").encode(), "main.html").text
    assert text == "LAW 3 - THE SAMPLE SCOREPAD\n\nA. Keeping the Scorepad\n\nThe scorepad stays on the table.\n"


def test_a_blogs_post_of_a_law_is_read_without_its_readers_comments():
    """A blog's saved post (a blind trial): the readers' comments under it quoted the law's
    items again and were read as a section of their own, and the post's last words, its tags and
    the site's footer as the last item's text. The comments are left out and said, when the law
    stands outside them; a blank line the post leaves (``<br><br>``) is one, as it shows."""
    from shape_samples import read

    post = ('<div class="entry-content">Posting the sample law, as asked.<br><br>'
            '<b>LAW 5 - SAMPLE TITLE</b><br><br><b>A. Part</b><br>1. The sample player waits.<br>'
            '2. The sample player calls.<br><br><b>B. Other</b><br>The sample Director rules.<br><br>'
            'Questions in the comments, please.</div><div class="tags">Tags: laws</div>'
            '<div id="comments"><div class="c">Ann: in our club we read it so:<blockquote>1. The sample player '
            'waits.<br>2. The sample player calls.</blockquote></div></div>'
            '<div class="footer">© Sample Blogs. Terms of use.</div>')
    document = extract(fs.page(post, "en").encode(), "post.html")
    assert "in our club" not in document.text and any("readers' comments" in n for n in document.notes)
    _, got = read(fs.page(post, "en").encode(), "post.html")
    assert [(f.ref, f.paragraphs) for f in got.fragments] == [
        ("5", ()), ("5A", ()), ("5A1", ("The sample player waits.",)), ("5A2", ("The sample player calls.",)),
        ("5B", ("The sample Director rules.",))]
    # a social network names each comment for a screen reader (aria-label), and a page's list of
    # contents linking to its own parts comes before the text it lists (a blind trial)
    social = ('<ul><li><a href="#a">A. Part</a></li><li><a href="#b">B. Other</a></li></ul>'
              '<div><p>LAW 5 - SAMPLE</p><p id="a">A. Part</p><p>The sample player waits.</p><p id="b">B. Other</p>'
              '<p>The sample Director rules.</p></div>'
              '<div role="article" aria-label="Comment">Ann: B. is strict.<br>1. I disagree.</div>')
    document = extract(fs.page(social, "en").encode(), "social.html")
    assert "Ann" not in document.text and document.text.startswith("LAW 5 - SAMPLE")
    assert any("list of contents (2 line(s)" in n for n in document.notes)
    # a law posted in a comment is read from there
    inside = '<p>A sample question.</p><div class="comments"><p>LAW 5 - SAMPLE</p><p>A. Part</p><p>Words.</p></div>'
    assert "LAW 5 - SAMPLE" in extract(fs.page(inside, "en").encode(), "c.html").text


DOKUWIKI = {"en": """~~NOTOC~~
====== LAW 8 - SAMPLE SEATING ======

//A sample page of the **sample** club's wiki.//

===== A. Taking Seats =====

  - The sample pairs sit down as the [[glossary:card|sample card]] shows.
  - A sample pair that sits wrongly moves when the sample Director says so:
    - before the first board is played;
    - or at the end of the round.((A note written for the tests.))

===== B. Late Pairs =====

The sample Director may let a late pair start the round //after// the others.

----

<- [[laws:law7|Law 7 - Sample Boards]] | [[laws:start|Laws]] | [[laws:law9|Law 9 - Sample Procedure]] ->

{{tag>laws sample}}
~~DISCUSSION~~
""", "ru": """====== ПРАВИЛО 8. УЧЕБНАЯ РАССАДКА ======

===== А. Места за столом =====

  - Учебные пары садятся так, как указывает [[glossary:karta|учебная карта]].
  - Пара, севшая не туда, пересаживается по слову учебного директора:
    - до первой сдачи;
    - или в конце тура.((Примечание, написанное для тестов.))

===== Б. Опоздавшие пары =====

Учебный директор может разрешить опоздавшей паре начать тур **позже** других.
"""}


@pytest.mark.parametrize("lang", ["en", "ru"])
def test_a_dokuwiki_pages_source_is_read_as_its_page_shows_it(lang):
    """A DokuWiki page's source (a blind trial, session 42: refused as Markdown with no law in it):
    its headings by their "=", its ordered lists drawn 1, 2 then a, b as DokuWiki draws them, its
    links, emphasis and macros as the page shows them, its note listed under the text and linked
    both ways, a pager of links under the law not read."""
    from shape_samples import read

    data = DOKUWIKI[lang].encode("utf-8")
    document = extract(data, f"law8-{lang}.txt")
    assert document.format == "dokuwiki"
    assert not any(w in document.text for w in ("[[", "//", "**", "~~", "{{", "((")), document.text
    _, got = read(data, f"law8-{lang}.txt")
    rows = [(f.ref, f.title, " ".join(f.paragraphs), len([n for n in f.footnotes if n.text])) for f in got.fragments]
    assert [r[0] for r in rows] == ["8", "8A", "8A1", "8A2", "8A2(A)", "8A2(B)", "8B"]
    assert rows[1][1] in ("Taking Seats", "Места за столом") and rows[5][3] == 1
    assert ("sample card shows" in rows[2][2]) if lang == "en" else ("учебная карта" in rows[2][2])
    assert "Law 9" not in " ".join(" ".join(f.paragraphs) for f in got.fragments)


MEDIAWIKI = """{{Sample navigation|prev=Law 7|next=Law 9}}
'''Law 8''' is one of the sample laws of the club's wiki.

== Text of the law ==
=== LAW 8 - SAMPLE SEATING ===

==== A. Taking Seats ====
# The sample pairs sit down as the [[Sample card|sample card]] shows.<ref>A note written for the tests.</ref>
# A sample pair that sits wrongly moves when the sample Director says so:
## before the first board is played;
## or at the end of the round.<ref name="end">A second note of the tests.</ref>

==== B. Late Pairs ====
The sample Director may let a late pair start the round '''after''' the others (see [[Law 9]]).

== Notes ==
<references />

== See also ==
* [[Law 7]]
* [[Law 9]]

[[Category:Sample laws]]
"""


def test_a_mediawiki_pages_source_is_read_as_its_page_shows_it():
    """A MediaWiki page's source (a blind trial, session 42: 2 of 11 units): headings by their "=",
    lists "#" drawn 1, 2 and "##" a, b, notes <ref> listed under the text, templates, categories
    and a "See also" list of links not read; a DokuWiki source is still DokuWiki's."""
    from shape_samples import read

    data = MEDIAWIKI.encode("utf-8")
    document = extract(data, "law8.wiki")
    assert document.format == "mediawiki"
    assert not any(w in document.text for w in ("[[", "'" * 3, "{{", "<ref", "Category", "Law 7")), document.text
    _, got = read(data, "law8.wiki")
    rows = [(f.ref, f.title, " ".join(f.paragraphs), [n.text for n in f.footnotes if n.text]) for f in got.fragments]
    assert [r[0] for r in rows] == ["8", "8A", "8A1", "8A2", "8A2(A)", "8A2(B)", "8B"]
    assert rows[2][3] == ["A note written for the tests."] and rows[5][3] == ["A second note of the tests."]
    assert rows[6][2] == "The sample Director may let a late pair start the round after the others (see Law 9)."
    assert extract(DOKUWIKI["en"].encode("utf-8"), "law8.txt").format == "dokuwiki"


@pytest.mark.parametrize("delimiter", ["\t", ";"])
@pytest.mark.parametrize("lang", ["en", "ru"])
def test_a_law_exported_as_a_table_a_unit_a_row(delimiter, lang):
    """A director's tool exports a law as a table (a second blind trial, session 42: refused as
    Markdown for its "# …" comment lines): a unit a row, its marker then its words, a row of no
    marker going on with the unit above, a quoted field over two lines."""
    import csv as csvmodule

    from shape_samples import read

    en = [("8", "SAMPLE SEATING"), ("A", "Taking Seats"), ("1", "The sample pairs sit down as the card shows."),
          ("2", "A sample pair that sits wrongly moves:"), ("(a)", "before the first board;"),
          ("(b)", 'or at the end of the "sample" round.'), ("B", "Late Pairs"),
          ("", "The sample Director may let a late pair start\nthe round after the others.")]
    ru = [("8", "УЧЕБНАЯ РАССАДКА"), ("А", "Места за столом"), ("1", "Учебные пары садятся по карточке."),
          ("2", "Пара, севшая не туда, пересаживается:"), ("а)", "до первой сдачи;"), ("б)", "или в конце тура."),
          ("Б", "Опоздавшие пары"), ("", "Учебный директор может разрешить паре начать тур\nпозже других.")]
    out = io.StringIO()
    writer = csvmodule.writer(out, delimiter=delimiter, lineterminator="\r\n")
    out.write("# exported by a sample tool\r\n")
    writer.writerow(["marker", "text"])
    writer.writerows(en if lang == "en" else ru)
    data = out.getvalue().encode("utf-8")
    document = extract(data, "law8.tsv")
    assert document.format == "table" and any("heading row" in n for n in document.notes)
    _, got = read(data, "law8.tsv")
    rows = [(f.ref, f.title, " ".join(f.paragraphs)) for f in got.fragments]
    assert [r[0] for r in rows] == ["8", "8A", "8A1", "8A2", "8A2(A)", "8A2(B)", "8B"]
    assert rows[6][2] in ("The sample Director may let a late pair start the round after the others.",
                          "Учебный директор может разрешить паре начать тур позже других.")
    # a second law in the table: its number over its first section, its title in capitals
    out.seek(0, io.SEEK_END)
    writer.writerows([("9", "SAMPLE TWO" if lang == "en" else "УЧЕБНОЕ ДВА"), ("A" if lang == "en" else "А", "Sample"),
                      ("1", "A sample sentence." if lang == "en" else "Учебное предложение.")])
    _, got = read(out.getvalue().encode("utf-8"), "law8.tsv")
    assert [f.ref for f in got.fragments][-3:] == ["9", "9A", "9A1"]
    # a rulings log's CSV, whose first column is a date, is no such table
    log = "date,board,laws,question\n2024-03-14,7,16B,q\n2024-03-15,8,16B,q\n2024-03-16,9,16B,q\n" * 2
    assert detect_format(log.encode())[0] == "text"
    # nor Word's plain text, a tab after each marker with its stop: the plain text's reader reads it
    word = "Закон 8.\tУчебная рассадка\nА.\tМеста\n1.\tПары садятся.\n2.\tПара пересаживается.\nБ.\tОпоздания\n1.\tДиректор решает.\n"
    assert detect_format(word.encode())[0] == "text"


@pytest.mark.parametrize("lang", ["en", "ru"])
def test_a_database_of_units_keyed_by_their_refs_is_read_in_its_order(lang):
    """A note app's database exported as CSV (a blind trial's Notion export: read as text, 0 of 11):
    a unit a row, its whole ref in a "Code" column («8Б1а»), its title repeating its marker, the
    rows in the order of an "Order" column (the export's view sorted otherwise), a row naming no
    unit (a question to a colleague) not read and said, the app's other columns not read."""
    import csv as csvmodule

    from shape_samples import read

    rows = {"en": [("Law 8. Sample Seating", "8", "1", ""), ("A. Taking Seats", "8A", "2", "The pairs sit as the card shows:"),
                   ("1.", "8A1", "3", "the sample North faces the door;"), ("(b)", "8A2b", "6", "or at the round's end."),
                   ("Ask Irina", "", "9", "Is 8A2 right?"), ("2.", "8A2", "4", "a pair that sits wrongly moves:"),
                   ("(a)", "8A2a", "5", "before the first board;"), ("B. Late Pairs", "8B", "7", "The Director may wait.")],
            "ru": [("Правило 8. Учебная рассадка", "8", "1", ""), ("А. Места", "8А", "2", "Пары садятся по карточке:"),
                   ("1.", "8А1", "3", "учебный Север лицом к двери;"), ("б)", "8А2б", "6", "или в конце тура."),
                   ("Вопрос к Ирине", "", "9", "Верно ли 8А2?"), ("2.", "8А2", "4", "пара, севшая не туда, пересаживается:"),
                   ("а)", "8А2а", "5", "до первой сдачи;"), ("Б. Опоздавшие", "8Б", "7", "Директор может подождать.")]}
    # (the ref's column first, under the file's byte-order mark; a Latin «A» typed among Cyrillic
    # letters, and an item's marker typed again in its text: a second blind trial's)
    rows["ru"][2] = ("1.", "8A1", "3", "учебный Север лицом к двери;")
    rows["ru"][6] = ("а)", "8А2а", "5", "а) до первой сдачи;")
    heading = ["Code", "Name", "Order", "Text", "Tags", "Created time"] if lang == "en" else \
        ["Код", "Название", "Порядок", "Текст", "Теги", "Created time"]
    out = io.StringIO()
    writer = csvmodule.writer(out, lineterminator="\r\n")
    writer.writerow(heading)
    writer.writerows([row[1], row[0], *row[2:], "sample", "December 7, 2026 7:04 PM"] for row in rows[lang])
    data = ("\ufeff" + out.getvalue()).encode("utf-8")
    document = extract(data, "law8.csv")
    assert document.format == "table"
    assert any("naming no unit" in n and ("Ask Irina" in n or "Вопрос к Ирине" in n) for n in document.notes)
    _, got = read(data, "law8.csv")
    assert [(f.ref, f.title) for f in got.fragments] == [
        ("8", "Sample Seating" if lang == "en" else "Учебная рассадка"), ("8A", "Taking Seats" if lang == "en" else "Места"),
        ("8A1", None), ("8A2", None), ("8A2(A)", None), ("8A2(B)", None), ("8B", "Late Pairs" if lang == "en" else "Опоздавшие")]
    assert "December" not in document.text and "sample" not in document.text.split("\n")[-2]
    if lang == "ru":
        assert "(а) до первой сдачи;" in document.text and "а) а)" not in document.text


def test_a_plain_texts_rules_page_numbers_and_tables_are_no_dokuwiki():
    """A DOS book's rules of "=", page numbers set in ("  - 7 -") and a pseudo-graphic table's rows
    ("| | I | |") made the shipped books DokuWiki sources for a while: a heading needs words between
    as many "=" each side, and a list item words."""
    text = "== Sample notes ==\nLAW 8 - SAMPLE SEATING\nA. Taking Seats\nThe sample pairs sit down.\n"
    assert detect_format(text.encode())[0] == "text"
    book = ("=" * 40 + "\n   ПРАВИЛО 8. УЧЕБНАЯ РАССАДКА\n" + "=" * 30 + "\n| | | I | |\n| | | I | |\n"
            "А. Места\nУчебные пары садятся.\n                      - 7\n                      - 8\n" + "=" * 25 + "\n")
    assert detect_format(book.encode("cp866"))[0] == "text"


RST = """.. _law-8:

.. index:: seating; sample

LAW 8 -- SAMPLE SEATING
=======================

:Edition: 2017
:Reviewed: the sample club, March 2024

.. contents:: On this page
   :local:

A. Taking Seats
---------------

1. The sample pairs sit down as the sample card shows.
2. A sample pair that sits wrongly moves when the sample Director says so:

   a) before the first board is played;
   #) or at the end of the round [#]_.

.. note::

   **Sample club.** Please keep to the card at our club nights.

B. Late Pairs
-------------

The sample Director may let a late pair start the round after the others; see :ref:`Law 9 <law-9>`.

.. include:: {secret}

.. raw:: html

   <p>RAW WORDS</p>

.. rubric:: Footnotes

.. [#] A note written for the tests.
"""


def test_a_restructuredtext_source_is_read_as_its_page_shows_it(tmp_path):
    """A reStructuredText source of a rules site (a blind trial, session 42: read as plain text,
    its directives and fields in the law's text): docutils' tree, its lists with their markers,
    its note as a mark and a note after a rule; its fields, contents list and note box left out;
    no file it names is read, nor raw HTML passed on."""
    from shape_samples import read

    secret = tmp_path / "secret.txt"
    secret.write_text("SECRET WORDS", encoding="utf-8")
    data = RST.format(secret=secret).encode("utf-8")
    document = extract(data, "law8.rst")
    assert document.format == "rst" and any("not read" in n for n in document.notes)
    assert not any(w in document.text for w in ("SECRET", "RAW WORDS", "Edition", "On this page", "Please keep",
                                                 ":ref:", "index::")), document.text
    _, got = read(data, "law8.rst")
    rows = [(f.ref, f.title, " ".join(f.paragraphs), [n.text for n in f.footnotes if n.text]) for f in got.fragments]
    assert [r[0] for r in rows] == ["8", "8A", "8A1", "8A2", "8A2(A)", "8A2(B)", "8B"]
    assert rows[0][1] == "SAMPLE SEATING" and rows[1][1] == "Taking Seats"
    assert rows[5][2] == "or at the end of the round." and rows[5][3] == ["A note written for the tests."]
    assert rows[6][2].endswith("see Law 9.")
    # a plain text whose headers are underlined, with no directive, is no reStructuredText
    plain = "LAW 8 - SAMPLE SEATING\n----------------------\nA. Taking Seats\nThe sample pairs sit down.\n"
    assert detect_format(plain.encode())[0] == "text"


def test_a_wikis_page_of_one_law_is_read_without_its_widgets_notes_and_comments():
    """A wiki's exported page of one law, its number only in the page's title (a blind trial,
    session 42): its readers' comments, whose lists were read as sections D and E (a law without
    its header was not seen to stand outside them), its likes and labels, read into the last item,
    and a box of the club's note are left out; a copyright sign before its year is no item (c)."""
    from bridge_laws.readers.grammar import marker_kind
    from shape_samples import read

    body = ('<div id="main-content"><h1>Sample Cards</h1>'
            '<div class="info-macro"><p>Note of the sample club: the cards go on a green cloth.</p></div>'
            '<h2>A. Where It Lies</h2><ol><li>The sample card lies face up.</li><li>It stays there.</li></ol>'
            '<h2>B. When It Is Played</h2><p>The sample Director watches.</p></div>'
            '<div id="likes-and-labels"><div id="likes-section"><span class="like-button-text">Like</span>'
            '<span class="like-summary">You and 2 others like this</span></div>'
            '<ul class="label-list"><li class="aui-label">law-50</li></ul></div>'
            '<div id="comments-section"><h2>Comments</h2><ol><li><p>C. A reader asks.</p>'
            '<ol><li>first this</li><li>then that</li></ol></li></ol></div>')
    page = fs.page(body, "en").encode()
    document = extract(page, "law50.html")
    assert not any(w in document.text for w in ("like this", "law-50", "A reader asks", "green cloth")), document.text
    _, got = read(page, "law50.html", law=50)
    assert [(f.ref, f.paragraphs) for f in got.fragments] == [
        ("50", ()), ("50A", ()), ("50A1", ("The sample card lies face up.",)), ("50A2", ("It stays there.",)),
        ("50B", ("The sample Director watches.",))]
    # a copyright sign before its year at the page's end does not keep a text's own items "a." from
    # being read (it was taken for an item printed the Laws' way); an item (c) before a year stays one
    text = ("LAW 40 - SAMPLE AGREEMENTS\nA. Sample Methods\n1. The sample authority may:\n   a. name the sample methods;\n"
            "   b. forbid the sample methods.\n2. A sample pair keeps its card.\n\n(c) 2011 Sample Union, 3 Sample Street\n")
    _, got = read(text.encode(), "law40.txt")
    assert [f.ref for f in got.fragments] == ["40", "40A", "40A1", "40A1(A)", "40A1(B)", "40A2"]
    assert marker_kind("(b) 2000 sample points or more") == "item"


def test_the_wiki_pages_rules_lose_no_law_text():
    """A red team's probes of session 42's rules for pages (each had lost law text): a heading's
    id that a renderer makes from its words ("b-each-sides-share") and a class that only ends in a
    widget's word ("table-like", "has-tags") name no widget; a blog's own outline "A. … B. …" does not
    take a law quoted in its comments; "Note that …:" is a sentence, not a note's owner."""
    from shape_samples import read

    body = ('<article class="post has-tags"><h1>LAW 6 - SAMPLE SHARES</h1>'
            '<h2 id="a-the-sample-deal">A. The Sample Deal</h2><p>The sample cards are dealt one at a time.</p>'
            '<h2 id="b-each-sides-share">B. Each Side\'s Share</h2><p>Each sample side gets two hands.</p>'
            '<div class="table-like"><div class="row">North and South: one sample board</div></div>'
            '<h2 id="sharing-out">C. Sharing Out</h2>'
            '<div class="indent"><p>Note that the following applies: a sample player may not deal twice.</p>'
            '<p>The sample Director deals again.</p></div></article>')
    _, got = read(fs.page(body, "en").encode(), "law6.html")
    rows = {f.ref: " ".join(f.paragraphs) for f in got.fragments}
    assert list(rows) == ["6", "6A", "6B", "6C"], rows
    assert "one sample board" in rows["6B"] and rows["6C"].startswith("Note that the following applies")
    blog = ('<div class="entry"><h2>A. The sample deal</h2><p>We had a sample board last night.</p>'
            '<h2>B. The sample ruling</h2><p>The director ruled as below.</p></div>'
            '<div id="comments"><div class="comment"><p>Ann quotes it:</p><p>LAW 6 - SAMPLE SHARES</p>'
            '<p>A. The Sample Deal</p><p>The sample cards are dealt one at a time.</p></div></div>')
    assert "LAW 6 - SAMPLE SHARES" in extract(fs.page(blog, "en").encode(), "blog.html").text


def test_a_page_that_letters_a_law_by_its_lists_reads_its_own_heading_and_not_its_links():
    """A page of one law (a blind trial): «Law 50 <small>Title</small>» was no header, and its
    "Related laws" list of links to other laws' pages was read as three laws. A heading's
    <small> is its second line; a list item that is only a link to another page is not read, nor
    a heading left with nothing under it at the page's end."""
    from shape_samples import read

    body = ('<main><h1>Law 50 <small>Sample Cards</small></h1><ol style="list-style-type: upper-alpha">'
            '<li><strong>Exposed</strong><br>A sample card shown stays on the table.</li>'
            '<li><strong>Returned</strong><ol><li>The sample Director lets it go back.</li>'
            '<li>The sample player takes it back.<sup><a href="#n1" id="r1">1</a></sup></li></ol></li></ol>'
            '<h2>Related Laws</h2><ul><li><a href="/laws/49">Law 49 – Sample Other</a></li>'
            '<li><a href="/laws/51">Law 51 – Sample More</a></li></ul><hr>'
            '<ol><li id="n1">A sample note. <a href="#r1">↩</a></li></ol></main>')
    page = fs.page(body, "en").encode()
    document = extract(page, "law50.html")
    assert "Law 49" not in document.text and "Related Laws" not in document.text
    assert any("2 list item(s) or line(s) that are only links" in n for n in document.notes)
    _, got = read(page, "law50.html")
    assert [(f.ref, f.title, f.paragraphs, [n.text for n in f.footnotes]) for f in got.fragments] == [
        ("50", "Sample Cards", (), []), ("50A", "Exposed", ("A sample card shown stays on the table.",), []),
        ("50B", "Returned", (), []), ("50B1", None, ("The sample Director lets it go back.",), []),
        ("50B2", None, ("The sample player takes it back.",), ["A sample note."])]
    # a line of links to other pages under the law ("See also: …") is no law's words; a sentence
    # of the law whose refs are links is (a blind trial's Confluence page)
    see = extract(fs.page('<p>LAW 5 - SAMPLE</p><p>A. Part</p><p>The sample Director applies <a href="/l/12">Law 12</a> '
                          'and <a href="/l/16">Law 16</a>.</p><p>See also: <a href="/l/4">Law 4 – Sample</a> · '
                          '<a href="/l/6">Law 6 – Other</a></p>', "en").encode(), "see.html")
    assert "applies Law 12 and Law 16." in see.text and "See also" not in see.text
    # … nor a pager of links in a <div> ("← Law 4   Law 6 →", a second blind trial's saved page), while a
    # <div> of the law's words with its refs linked is read
    pager = extract(fs.page('<p>LAW 5 - SAMPLE</p><p>A. Part</p><div>The sample Director applies <a href="/l/12">Law 12'
                            '</a>.</div><div class="pager"><a href="/l/4">← Law 4</a> <a href="/l/6">Law 6 →</a></div>',
                            "en").encode(), "pager.html")
    assert "applies Law 12." in pager.text and "Law 6" not in pager.text and "Law 4" not in pager.text
    # a list of contents linking within the page is read as the page shows it; a unit's words that
    # link to its own address, a <small> inside a heading's word or after its title, and a thread's
    # title naming a law over comments that hold it are read (a red team)
    kept = extract(fs.page('<h1>L<small>AW</small> 12 – S<small>AMPLE</small></h1><h2>A. Part <small>(2019)</small></h2>'
                           '<ol><li><a href="/code/12/a/1">The sample Director rules.</a></li>'
                           '<li>The sample player waits.</li></ol>', "en").encode(), "k.html")
    assert "LAW 12 – SAMPLE" in kept.text and "A. Part (2019)" in kept.text and "The sample Director rules." in kept.text
    thread = extract(fs.page('<h1>Law 12: what does it mean?</h1><div class="thing comment"><p>LAW 12 - SAMPLE</p>'
                             '<p>A. Part</p><p>The sample words.</p></div>', "en").encode(), "t.html")
    assert "LAW 12 - SAMPLE" in thread.text
    inside = extract(fs.page('<ul><li><a href="#a">Law 5 – Sample</a></li></ul><p>LAW 5 - SAMPLE</p>', "en").encode(), "c.html")
    assert inside.text.startswith("Law 5 – Sample")


def _clipping(book: str, meta: str, text: str) -> str:
    return f"{book}\r\n- {meta} | Added on Sunday, 5 February 2023 09:0{len(text) % 10}:11\r\n\r\n{text}\r\n==========\r\n"


def test_an_e_readers_clippings_are_read_as_the_book_prints_the_law():
    """Kindle's "My Clippings.txt" (a blind trial): its entries' titles and times were read as the
    law's text, the units run into each highlight's one line as one. The highlights of the book
    highlighted most, by their place in it, each unit's marker in the law's order on a line of
    its own; the reader's note, a bookmark, another book's passage, the device's notice and a
    highlight another holds are left out, and said."""
    from shape_samples import read

    book = "Sample Laws of the Club (Sample Federation)"
    data = ("\ufeff" + _clipping(book, "Your Highlight on page 9 | Location 120-124",
                                 "LAW 74 - SAMPLE CONDUCT A. Attitude 1. A sample player stays polite to all.")
            + _clipping(book, "Your Highlight on page 9 | Location 130-136",
                        "B. Etiquette A sample player avoids: (a) comments on the sample play; (b) looking at 3. "
                        "other tables.")
            + _clipping(book, "Your Note on page 9 | Location 125", "ask the sample committee")
            + _clipping("Another Sample Book (A. Writer)", "Your Highlight on page 2 | Location 20-21",
                        "A sample sentence of another book.")
            + _clipping(book, "Your Highlight on page 9 | Location 124-124", "2. A sample player")
            + _clipping(book, "Your Highlight on page 9 | Location 124-129",
                        "2. A sample player keeps a steady tempo. 3. A sample player waits his turn.")
            + _clipping(book, "Your Bookmark on page 9 | Location 137", "")
            + _clipping(book, "Your Highlight on page 9 | Location 137-140",
                        "<You have reached the clipping limit for this item>"))
    document = extract(data.encode("utf-8"), "My Clippings.txt")
    assert document.format == "clippings" and document.title == book
    said = " ".join(document.notes)
    assert all(words in said for words in ("«Another Sample Book", "2 note(s) and bookmark(s)", "clipping limit",
                                           "1 highlight(s) another one holds")), document.notes
    _, got = read(data.encode("utf-8"), "My Clippings.txt")
    assert [(f.ref, f.title, f.paragraphs) for f in got.fragments] == [
        ("74", "SAMPLE CONDUCT", ()), ("74A", "Attitude", ()), ("74A1", None, ("A sample player stays polite to all.",)),
        ("74A2", None, ("A sample player keeps a steady tempo.",)), ("74A3", None, ("A sample player waits his turn.",)),
        ("74B", "Etiquette", ("A sample player avoids:",)), ("74B(A)", None, ("comments on the sample play;",)),
        ("74B(B)", None, ("looking at 3. other tables.",))]
    # the device writes its lines in the reader's language
    ru = (_clipping("Учебные правила клуба", "Ваш выделенный отрывок в месте 210-214",
                    "ПРАВИЛО 5. УЧЕБНОЕ А. Часть 1. Учебный игрок ждёт. 2. Учебный игрок молчит.")
          + _clipping("Учебные правила клуба", "Ваша заметка в месте 215", "спросить у судьи"))
    assert extract(ru.encode("utf-8"), "clips.txt").text.splitlines()[:4] == [
        "ПРАВИЛО 5. УЧЕБНОЕ", "А. Часть", "1. Учебный игрок ждёт.", "2. Учебный игрок молчит."]


@pytest.mark.parametrize("line,apart", [
    # a highlight joins a section's title line and its text with a space (a blind trial, session 42)
    ("Б. Учебный запрет Учебная карта остаётся на столе до конца; так решено.",
     ["Б. Учебный запрет", "Учебная карта остаётся на столе до конца; так решено."]),
    ("B. Play from a Sample Hand Declarer plays from his own sample hand.",
     ["B. Play from a Sample Hand", "Declarer plays from his own sample hand."]),
    # a title that ends in its stop, a sentence typed small, a title alone: as they are
    ("B. Sample Etiquette. A sample player avoids comments.", None),
    ("B. When a sample player leaves the table early, the Director decides.", None),
    ("Б. Учебный запрет", None),
    ("Б. Учебный запрет Учебная карта", None),  # too little text after it to tell
    # a red team's (session 42): a sentence's opening word, a number, a title's own capitalised term
    ("A. Sample Powers The Director may award a sample score.", ["A. Sample Powers", "The Director may award a sample score."]),
    ("B. Sample Objects If the Director decides so, it stands.",
     ["B. Sample Objects", "If the Director decides so, it stands."]),
    ("A. Sample Trick Points 20 points are scored for it.", ["A. Sample Trick Points", "20 points are scored for it."]),
    ("B. Unless the Regulating Authority says otherwise, it stands.", None),
    ("А. Обязанности Директора Директор отвечает за учебный порядок.",
     ["А. Обязанности Директора", "Директор отвечает за учебный порядок."]),
    ("Б. Права Регулирующего органа Регулирующий орган может всё учебное.",
     ["Б. Права Регулирующего органа", "Регулирующий орган может всё учебное."]),
    ("Б. Если Директор решит, что можно, игра идёт.", None),
])
def test_a_sections_title_run_into_its_text_is_set_apart(line, apart):
    from bridge_laws.readers.formats.runon import RunOn

    assert RunOn().lines(line) == (apart or [line])


def test_an_e_readers_clippings_split_only_at_markers_that_open_units_and_keep_every_passage():
    """A red team: "… as set out in Law 16. If …" made a Law 16, «unless (b) applies» and
    "played by 2. The …" made units, two highlights at one place (or a PDF's one page) were
    read as one holding the other, and a header highlighted at the place its text starts came
    after the text. A marker inside a sentence is words; a highlight holds another only with its
    words; a file of one clipping is one too."""
    book = "Sample Laws (Sample Federation)"
    data = (_clipping(book, "Your Highlight on page 12 | Location 180", "LAW 12 - SAMPLE POWERS")
            + _clipping(book, "Your Highlight on page 12 | Location 180-182",
                        "A. Powers 1. The sample Director may choose: (a) a likely result, unless (b) applies; "
                        "(b) a mix of results. 2. The sample score is kept as set out in Law 16. If none applies "
                        "the board was played by 2. The side keeps it.")
            + _clipping(book, "Your Highlight on page 12 | Location 181", "3. The sample Director records it.")
            + _clipping(book, "Your Highlight on page 12 | Location 181", "4. The sample players sign it."))
    assert extract(data.encode(), "clips.txt").text.splitlines() == [
        "LAW 12 - SAMPLE POWERS", "", "A. Powers", "1. The sample Director may choose:",
        "(a) a likely result, unless (b) applies;", "(b) a mix of results.",
        "2. The sample score is kept as set out in Law 16. If none applies the board was played by 2. The side keeps it.",
        "", "3. The sample Director records it.", "", "4. The sample players sign it.", ""]
    one = _clipping(book, "Your Highlight on page 3 | Location 40-44", "LAW 5 - SAMPLE A. Part 1. A sample rule.")
    assert extract(one.encode(), "one.txt").format == "clippings"


def test_a_law_pasted_as_one_paragraph_is_read_unit_by_unit():
    """A law pasted from a PDF viewer as one long line, or a note that keeps each section on one
    (a blind trial: no law was found, or each section was one unit): a new line at each marker
    that comes in the law's order after a stop (or "; or"), or opens its level after a heading;
    a marker inside a sentence, or a ref, stays words."""
    from shape_samples import read

    ru = ("ПРАВИЛО 25. УЧЕБНЫЕ ЗАМЕНЫ А. Случайная заявка 1. Учебный игрок может заменить заявку, взятую "
          "по ошибке, пока партнёр молчит. 2. Учебный судья решает, была ли ошибка; при сомнении заявка остаётся. "
          "Б. Намеренная замена 1. Замена не принимается, кроме случаев: а) противник согласен; либо б) шум мешал "
          "игроку (см. Правило 16Б). 2. Сведения о замене посторонние для партнёра, как в п. 3. этого правила.\n")
    assert len(ru) > 160
    _, got = read(ru.encode(), "paste.txt")
    assert [f.ref for f in got.fragments] == ["25", "25A", "25A1", "25A2", "25B", "25B1", "25B1(A)", "25B1(B)", "25B2"]
    assert got.fragments[-1].paragraphs == ("Сведения о замене посторонние для партнёра, как в п. 3. этого правила.",)
    en = ("LAW 45 - SAMPLE PLAY\nA. Play from Hand: A sample player plays a card by facing it on the table in front "
          "of him, and it is played once the next player has acted at the table.\n"
          "B. Compulsory Play 1. A sample card that partner could see must be played if it is legal in the suit. "
          "2. Declarer plays a card from his hand when it is: (a) held face up for a while; or (b) laid on the "
          "sample table with a clear intention to play it, as Law 50 says.\n"
          "C. Card from Dummy: Declarer names a sample card of dummy, and dummy plays it for him at the table.\n")
    document = extract(en.encode(), "note.txt")
    assert any("run together" in n for n in document.notes)
    _, got = read(en.encode(), "note.txt")
    assert [(f.ref, f.title) for f in got.fragments] == [
        ("45", "SAMPLE PLAY"), ("45A", "Play from Hand"), ("45B", "Compulsory Play"), ("45B1", None), ("45B2", None),
        ("45B2(A)", None), ("45B2(B)", None), ("45C", "Card from Dummy")]
    # a long paragraph of one unit that names numbers out of the law's order is one line
    prose = "LAW 5 - X\nA. Part\n" + ("The sample player waits for 2. minutes, then 1. more, as 3. rules say. " * 4).rstrip() + "\n"
    assert extract(prose.encode(), "p.txt").text == prose


def test_a_text_with_rules_of_equals_signs_is_no_clippings():
    text = "LAW 5 - SAMPLE\n==========\nA. Part\nThe sample words.\n==========\nB. Other\nMore - words | here.\n"
    assert extract(text.encode(), "rules.txt").format == "text"


def _side_by_side(left: list[str], right: list[str], at: int = 48) -> str:
    """A page as a PDF's text copied with its layout prints two columns: each line the left
    column's, spaces to ``at``, then the right column's."""
    rows = max(len(left), len(right))
    left, right = left + [""] * (rows - len(left)), right + [""] * (rows - len(right))
    return "\n".join((a.ljust(at) + b).rstrip() for a, b in zip(left, right)) + "\n"


def test_a_plain_text_of_a_two_column_page_is_read_column_by_column():
    """A two-column page as `pdftotext -layout` copies it (a blind trial): the lines mixed both
    columns' words and no law was found. Read left, then right; a note mark after a stop ends
    the sentence (the last unit was read as cut)."""
    from shape_samples import read

    left = ["SAMPLE LAWS 2017", "", "LAW 64 - SAMPLE TRICKS", "A. Moved", "When a sample revoke is",
            "established, tricks move:", "   1. one sample trick moves", "      to the other side;",
            "   2. two sample tricks move", "      when the revoke won"]
    right = ["a second sample trick.", "B. Kept", "No sample trick moves when the",
             "sample revoke is mended in time.", "C. Equity", "The sample Director restores",
             "the balance where it was lost.¹", "", "───────", "¹ A sample note on the balance."]
    text = _side_by_side(left, right)
    document = extract(text.encode(), "page.txt")
    assert document.notes == ("two columns on 1 page(s), read left, then right",)
    _, got = read(text.encode(), "page.txt")
    units = {f.ref: (f.paragraphs, [n.text for n in f.footnotes], f.partial) for f in got.fragments}
    assert units["64A2"] == (("two sample tricks move when the revoke won a second sample trick.",), [], False)
    assert units["64C"] == (("The sample Director restores the balance where it was lost.",),
                            ["A sample note on the balance."], False)
    # Russian beside English: two texts
    pair = _side_by_side(["ПРАВИЛО 5. УЧЕБНОЕ", "А. Часть", "Учебный игрок ждёт своей", "очереди и молчит.",
                          "Б. Другая", "Учебный судья решает."],
                         ["LAW 5 - SAMPLE", "A. Part", "The sample player waits his", "turn and stays silent.",
                          "B. Other", "The sample Director rules."])
    assert [st.lang for st in extract(pair.encode(), "pair.txt").streams] == ["ru", "en"]


@pytest.mark.parametrize("text", [
    # a text of one column whose sentences are set apart by two spaces: its lines cross the middle
    "LAW 5 - SAMPLE\n" + "".join(f"The {'sample ' * (n % 4)}player waits.  The partner waits {'long ' * n}and speaks.\n"
                                  for n in range(12)),
    # a table of labels and figures has a clear band between them, and stays one column
    "LAW 77 - SAMPLE SCALE\n" + "".join(f"sample difference of {n} points{' ' * 20}{n // 10}\n" for n in range(20, 200, 10)),
    # a page's last lines under a running header across it are no columns
    "LAW 5 - SAMPLE\nA. Part\nThe sample words of the part.\n\f56                        SAMPLE LAWS OF 2017\n\nLAW 6 - X\n",
])
def test_a_plain_text_of_one_column_stays_one(text):
    document = extract(text.encode(), "one.txt")
    assert not document.notes and document.text == text


def test_no_text_of_one_column_is_read_as_two():
    """A red team: one short law in 33 (wrapped at 66 or 78 characters) was split at two spaces
    its words happened to leave in a line, words cut in half. Texts of one column, wrapped at
    any width, are never split."""
    import random
    import textwrap

    from bridge_laws.readers.formats.text import _columns

    rng = random.Random(37)
    words = "the a sample player director may shall score board trick side when if and of to his card lead".split()
    for _ in range(500):
        paragraphs = [rng.choice(["", "1. ", "(a) ", "A. "]) + " ".join(rng.choice(words) for _ in range(rng.randint(3, 60)))
                      .capitalize() + "." for _ in range(rng.randint(2, 12))]
        lines = [line for p in paragraphs for line in textwrap.wrap(p, rng.randint(35, 95))]
        assert len(_columns("\n".join(lines))) == 1, lines


def test_a_pdf_read_once_is_read_from_the_cache(tmp_path, monkeypatch):
    """The next build takes a PDF's text from build/extracted/ (named by its bytes and the
    readers' code) instead of reading every page again; other bytes are a miss."""
    import bridge_laws.readers.formats as formats

    data = _make("pdf", "en")
    first = extract(data, "cached.pdf", cache_dir=tmp_path)
    assert len(list(tmp_path.glob("*.json"))) == 1
    formats._RECENT.clear()

    def no_reading(self, data, name):
        raise AssertionError("read again")

    monkeypatch.setattr(formats.pdf.PdfReader, "read", no_reading)
    assert extract(data, "cached.pdf", cache_dir=tmp_path) == first
    with pytest.raises(AssertionError, match="read again"):
        extract(data + b"\n%", "cached.pdf", cache_dir=tmp_path)


def test_a_page_laid_out_as_a_table_is_read_cell_by_cell():
    """Old pages put the menu in one cell and the text in the next: the cells are blocks of the
    page, not a table of data, so the law reads as it does from paragraphs."""
    body = ('<table><tr><td><ul><li><a href="/">Home</a></li><li>Links</li></ul></td>'
            f'<td>{fs.html_paragraphs(fs.EN)}</td></tr></table>')
    assert units(extract(fs.page(body, "en").encode(), "layout.html").text, "en") == expected("en")



@pytest.mark.parametrize("heading", ["<th>{}</th>", "<td><p><b>{}</b></p></td>", "<td><p><strong>{}</strong></p></td>"])
def test_a_law_laid_out_as_a_table_of_markers_and_text_leaves_its_column_headings_out(heading):
    """Word's "Save as Web Page" of a law set as a table of marker | text under a row «Пункт |
    Текст» (a blind trial: the headings became the law's own text); a first row of plain cells
    is the text's."""
    row = lambda a, b: f"<tr><td><p>{a}</p></td><td><p>{b}</p></td></tr>"  # noqa: E731
    rows = (row("А.", "Часть") + row("1.", "Первый учебный пункт.") + row("2.", "Второй учебный пункт."))
    page = lambda first: fs.page("<p>ПРАВИЛО 5. УЧЕБНОЕ</p><table>" + first + rows + "</table>", "ru").encode()  # noqa: E731
    document = extract(page("<tr>" + heading.format("Пункт") + heading.format("Текст") + "</tr>"), "t.html")
    assert "Пункт" not in document.text and any("«Пункт | Текст»" in n for n in document.notes)
    assert units(document.text, "ru") == units(extract(page(""), "t.html").text, "ru")
    plain = extract(page(row("Пункт", "Текст")), "t.html")
    assert "Пункт" in plain.text and not any("headings" in n for n in plain.notes)
    # a bold first row that is a section's marker and title is the law's (a red team)
    bold = f"<tr>{heading.format('Б.')}{heading.format('Другая')}</tr>"
    first = extract(page(bold), "t.html")
    assert "Другая" in first.text and not any("headings" in n for n in first.notes)

def test_a_quick_reference_table_with_merged_cells_is_read_a_unit_a_row():
    """A club's quick-reference page lays a law out as «Law | Sec. | No. | Text», the law's number,
    each section's letter and a subsection's number merged down its rows (rowspan) and the titles
    across the columns (colspan): a unit a row, each cell in the column the page shows it in
    (a third blind trial's page was refused). A title over its text in one cell («Title<br>Text»)
    is the unit's title; items in the text cells of their own rows are items."""
    cell = lambda words, down=1, across=1: f'<td rowspan="{down}" colspan="{across}">{words}</td>'  # noqa: E731
    rows = [cell("<b>5</b>", down=7) + cell("<b>SAMPLE TRAYS</b>", across=3),
            cell("A", down=4) + cell("<b>Placing the Tray</b>", across=2),
            cell("1", down=3) + cell("The sample tray stays in the middle, and the player:"),
            cell("(a) turns it with care;"), cell("(b) leaves it there."),
            cell("B") + cell("<b>Moving the Tray</b><br>The sample tray moves after the round.", across=2)]
    table = ("<table border=1><caption>Table 1</caption><tr><th>Law</th><th>Sec.</th><th>No.</th><th>Text</th></tr>"
             + "".join(f"<tr>{r}</tr>" for r in rows) + "</table>")
    document = extract(fs.page("<h1>A Sample Club</h1>" + table, "en").encode(), "quick.html")
    got = {ref: (title, paragraphs) for ref, _, _, title, paragraphs, _, _ in units(document.text, "en")}
    assert list(got) == ["5", "5A", "5A1", "5A1(A)", "5A1(B)", "5B"]
    assert got["5"][0] == "SAMPLE TRAYS" and got["5A"][0] == "Placing the Tray"
    assert got["5A1(B)"][1] == ("leaves it there.",)
    assert got["5B"] == ("Moving the Tray", ("The sample tray moves after the round.",))
    assert any("named columns" in note for note in document.notes)


@pytest.mark.parametrize("span", ["0", "-3", "two", "99999999"])
def test_a_cells_span_that_is_no_number_or_past_any_page_is_bounded(span):
    """A rowspan or colspan of no number is 1, a huge one no more than the bound: the table is
    read in time (a page's markup is not trusted)."""
    table = (f'<table><tr><th>Law</th><th>Section</th><th>Text</th></tr><tr><td rowspan="{span}">5</td>'
             '<td>A</td><td>Sample words.</td></tr><tr><td>B</td><td>More sample words.</td></tr></table>')
    text = extract(fs.page("<p>LAW 5 - SAMPLE</p>" + table, "en").encode(), "t.html").text
    assert "Sample words." in text and "More sample words." in text


def test_a_law_set_as_a_table_of_marker_and_text_under_its_caption_reads_as_the_law():
    """A club's page sets the law as a table «Пункт | Текст», its header the table's caption with
    the edition in brackets («Правило 5. Образец (редакция 2007 г.)»), an editor's comment a row
    of its own (a blind trial's page was refused: no law header): the caption is the law's header,
    the edition no word of its title, the column headings and the comment no text of the law, and
    a subsection's clause over its items («…, если») its text."""
    row = lambda a, b: f"<tr><td>{a}</td><td>{b}</td></tr>"  # noqa: E731
    table = ("<table><caption>Правило 5. Образец <small>(редакция 2007 г.)</small></caption>"
             "<thead><tr><th>Пункт</th><th>Текст</th></tr></thead><tbody>"
             + row("А.", "<b>Первая часть</b><br>Текст образца первой части.") + row("1.", "Первое правило образца.")
             + '<tr><td colspan="2"><i>Комментарий редакции сайта: раньше пункт был короче.</i></td></tr>'
             + row("2.", "Судья образца возвращает взятку, которую сторона уступила, если")
             + row("а)", "взятку можно было взять;") + row("б)", "ошибку вызвал соперник.") + "</tbody></table>")
    document = extract(fs.page("<h1>Клуб образца</h1>" + table, "ru").encode(), "t.html")
    got = {ref: (title, paragraphs) for ref, _, _, title, paragraphs, _, _ in units(document.text, "ru")}
    assert list(got) == ["5", "5A", "5A1", "5A2", "5A2(A)", "5A2(B)"]
    assert got["5"] == ("Образец", ()) and got["5A"][0] == "Первая часть"
    assert got["5A1"][1] == ("Первое правило образца.",)
    assert got["5A2"] == (None, ("Судья образца возвращает взятку, которую сторона уступила, если",))


def test_a_table_of_data_stays_a_table():
    body = fs.html_paragraphs(fs.EN[:6]) + "<table><tr><td>1</td><td>20</td></tr><tr><td>2</td><td>40</td></tr></table>"
    assert "1\t20\n2\t40" in extract(fs.page(body, "en").encode(), "data.html").text


def test_markdown_item_that_opens_with_a_list():
    """"2." whose first content is a list of items: the number stands on its own line, as "2."
    over "(a) …" does in a plain text."""
    md = "## LAW 3 - TITLE\n\n### A. Section\n\n2. - (a) first item of two\n   - (b) second item\n"
    assert extract(md.encode(), "x.md").text == ("LAW 3 - TITLE\n\nA. Section\n\n2.\n\n(a) first item of two\n\n"
                                                  "(b) second item\n")


def test_a_pdf_heading_set_in_bold_over_two_lines_of_a_narrow_column_is_one_heading():
    """A booklet's narrow column wraps its bold headings ("RETENTION OF THE" / "RIGHT TO CALL",
    "A. Double or Sample" / "Not Permitted"): each is one heading, as a reader reads it (the law's
    title lost its second half, a section's title ran into its text); the law's header alone over
    its title stays a line of its own, and lines of text are not joined."""
    lines = {1: ["**LAW 5", "**RETENTION OF THE", "**SAMPLE CALL", "When a sample call has been", "followed by passes, it ends.",
                 "**A. Double or Sample", "**Not Permitted", "A double that the sample does", "not allow is cancelled."]}
    document = extract(fs.pdf_pages(lines), "narrow.pdf")
    got = {ref: (title, paragraphs) for ref, _, _, title, paragraphs, _, _ in units(document.text, "en")}
    assert got["5"] == ("RETENTION OF THE SAMPLE CALL", ("When a sample call has been followed by passes, it ends.",))
    assert got["5A"][0] == "Double or Sample Not Permitted"
    assert got["5A"][1][0] == "A double that the sample does not allow is cancelled."  # (a page of one: its number no furniture)


def test_pdf_raised_note_numbers():
    """A note number set small and raised in a PDF reads as "¹"; the note at the foot of the page
    follows its paragraph."""
    lines = {1: ["LAW 3 - THE SAMPLE SCOREPAD", "A. Keeping the Scorepad",
                 "1. Each table of the sample session keeps one scorepad,^1 which the player",
                 "nearest the door fills in after every deal of the session."],
             2: ["2. The scorepad stays on the table until the session ends."]}
    data = fs.pdf_pages(lines, notes={1: ["^1 A footnote invented for the format tests."]})
    text = extract(data, "raised.pdf").text
    assert "scorepad,¹ which" in text
    got = {u[0]: u for u in units(text, "en")}
    assert got["3A1"][4] == ("Each table of the sample session keeps one scorepad, which the player nearest the "
                             "door fills in after every deal of the session.",)
    assert got["3A1"][5] == (("1", "A footnote invented for the format tests."),)


def test_a_mail_copied_as_text_stays_text_and_a_mail_with_no_text_is_refused():
    """Only a MIME body that needs decoding makes a mail a format of its own: "From:"/"Subject:"
    then a body, or one plain part sent as it is, is plain text (the standard reader drops the
    header block); a mail whose only part is an attachment says so in one line."""
    from email.message import EmailMessage

    from bridge_laws.errors import SourceError

    copied = b"From: A Sample Director <td@example.org>\nSubject: Law 3\n\nLAW 3 - SAMPLE\nA. Part\nText.\n"
    assert detect_format(copied, "law3.txt")[0] == "text"
    sent_as_is = copied.replace(b"\n\n", b"\nMIME-Version: 1.0\nContent-Type: text/plain; charset=us-ascii\n\n", 1)
    assert detect_format(sent_as_is, "law3.eml")[0] == "text"  # read line for line: errors name the file's lines
    msg = EmailMessage()
    msg["From"], msg["To"], msg["Subject"] = "td@example.org", "club@example.org", "scan"
    msg.add_attachment(b"%PDF-1.4 sample", maintype="application", subtype="pdf", filename="scan.pdf")
    data = bytes(msg)
    assert detect_format(data, "scan.eml")[0] == "mail"
    with pytest.raises(SourceError, match="no text in it"):
        extract(data, "scan.eml")


def test_a_mail_says_its_charset_line_ends_and_subject():
    document = extract(fs.mail(fs.plain(fs.SAMPLES["ru"]), "ru"), "law.eml")
    assert (document.encoding, document.newline, document.title) == ("windows-1251", "CRLF", "Образец правил")
    assert document.text.startswith("From: Образец Судьи <td@example.org>\nDate: ")


@pytest.mark.parametrize("line,read", [("ПPАВИЛO 9. ПОРЯДОК", "ПРАВИЛО 9. ПОРЯДОК"), ("ПРАВИЛО 1O. ЧАСЫ", "ПРАВИЛО 10. ЧАСЫ"),
                                       ("Указание cудьи", "Указание судьи"), ("The Dirеctor", "The Director"),
                                       ("in 2O10 he", "in 2O10 he"), ("Правило 64A1 и 16Б", "Правило 64A1 и 16Б"),
                                       ("Mixedслово", "Mixedслово"), ("3БКХ-2", "3БКХ-2"),
                                       # a scan's digits and letters read the other way (a blind trial's OCR)
                                       ("З8     ПРАВИЛА ОБРАЗЦА", "38     ПРАВИЛА ОБРАЗЦА"), ("КАРТЫ 0БРАЗЦА", "КАРТЫ ОБРАЗЦА"),
                                       ("C0NTRACT", "CONTRACT"), ("правило 16З1 и 40З", "правило 16З1 и 40З"),
                                       ("AK10x, ab0", "AK10x, ab0"), ("ЗО и 3О", "ЗО и 3О"),
                                       ("см. пункт З1 и О1", "см. пункт З1 и О1"), ("ИМП0, N0", "ИМП0, N0")])
def test_one_script_a_word(line, read):
    """A word mixing the alphabets is written in its own where every odd letter draws alike; a
    word whose odd letters do not, a ref, a contract and a year stay as they are. A number's first
    digit a scan read as «З» or «О», and a word's letter O read as the digit 0, are put back."""
    from bridge_laws.readers.fixers import one_script

    assert one_script(line) == read


@given(st.text(alphabet="aZkTбЯёЁxа\u0130\u212a\u0391é1_- .«", max_size=30))
def test_a_line_is_looked_at_word_by_word_only_when_it_holds_both_alphabets(line):
    """``one_script`` asks each word of a line only when the line holds a Latin and a Cyrillic
    letter (two searches): a line with a word of both alphabets, by the letters ``is_latin`` and
    ``is_cyrillic`` tell, always does."""
    from bridge_laws.readers.fixers import _CYRILLIC_LETTER, _LATIN_LETTER, _WORD
    from bridge_laws.text.textfix import is_cyrillic, is_latin

    if any(any(map(is_latin, w)) and any(map(is_cyrillic, w)) for w in _WORD.findall(line)):
        assert _LATIN_LETTER.search(line) and _CYRILLIC_LETTER.search(line)


def test_the_letter_searches_take_the_letters_is_latin_and_is_cyrillic_tell():
    """The searches' classes hold exactly the characters ``is_latin`` and ``is_cyrillic`` take for letters."""
    import re
    import sys

    from bridge_laws.readers.fixers import _CYRILLIC_CLASS, _LATIN_CLASS
    from bridge_laws.text.textfix import is_cyrillic, is_latin

    for test, cls in ((is_latin, _LATIN_CLASS), (is_cyrillic, _CYRILLIC_CLASS)):
        told = {chr(i) for i in range(sys.maxunicode + 1) if test(chr(i))}
        assert told == {c for c in told | set(map(chr, range(0x3000))) if re.fullmatch(cls, c)}


@pytest.mark.parametrize("lang", ["en", "ru"])
@pytest.mark.parametrize("browser", [True, False], ids=["a browser's", "Word's or OneNote's"])
def test_a_web_page_saved_as_one_file_is_read_as_its_page(lang, browser):
    """MHTML (.mht, .mhtml: "Webpage, single file"): the page quoted-printable among its images
    (a blind trial's OneNote page was read as plain text, "=E2=80=99" and soft line breaks in its
    units); read by the HTML reader, its images no text, the browser's headers no words of it. A
    browser names no charset on the page's part: its <meta> does (a second blind trial's Russian
    page was decoded as ASCII and refused)."""
    data = fs.web_archive(fs.page(fs.html_lists(fs.SAMPLES[lang]), lang), browser)
    assert b"=\r\n" in data or b"=3D" in data  # the page as it is saved: encoded
    assert detect_format(data, "law.mhtml")[0] == "mhtml"
    document = extract(data, "law.mht")
    assert units(document.streams[0].lines, lang) == expected(lang)
    assert not any(w in document.text for w in ("Saved by Blink", "GIF89a", "Content-Location"))
    assert document.encoding == "utf-8"


@pytest.mark.parametrize("lang", ["en", "ru"])
def test_an_fb2_books_notes_are_its_units_notes_and_its_description_no_text(lang):
    """FictionBook's notes: a mark <a l:href="#n1" type="note"> in the text, the note in <body
    name="notes"> (its title the mark again); read as the note of the unit whose text marks it.
    The book's annotation (a law's header in it) and its pictures are no text of it."""
    blocks = [(k, m, t.replace("*", "") if k == "item" else t) for k, m, t in fs.SAMPLES[lang] if k != "note"]
    notes = ('<body name="notes"><title><p>Notes</p></title><section id="n1"><title><p>1</p></title>'
             f"<p>{[t for k, _, t in fs.SAMPLES[lang] if k == 'note'][0][2:]}</p>"
             '</section><section id="n2"><title><p>2</p></title><p>A note no mark links to.</p></section></body>')
    data = fs.fb2(blocks, lang, notes=notes).decode("windows-1251" if lang == "ru" else "utf-8")
    first_item = next(t for k, _, t in blocks if k == "item")
    data = data.replace(first_item, first_item + '<a l:href="#n1" type="note">1</a>', 1)
    document = extract(data.encode("windows-1251" if lang == "ru" else "utf-8"), "book.fb2")
    got = {u[0]: u for u in units(document.streams[0].lines, lang)}
    assert got["3A1(A)"][5] == (("1", [t for k, _, t in fs.SAMPLES[lang] if k == "note"][0][2:]),)
    assert "A note no mark links to" not in document.text and "LAW 90" not in document.text
    assert "iVBOR" not in document.text
    assert document.encoding == ("windows-1251" if lang == "ru" else "utf-8")  # the book's, not the page made of it


def test_an_fb2_books_editors_comment_and_epigraph_are_no_law_text_but_a_quoted_law_is():
    """A <cite> between two laws holding an editor's comment, signed by its <text-author> «A. J. P.»
    (a second blind trial: read into the first law's last unit), and an <epigraph>, are the book's
    words; a <cite> that opens with a law's header (a commentary quoting the law) is the law."""
    law = ("<section><title><p>LAW 3 - SAMPLE</p></title><subtitle>A. Part</subtitle><p>The sample text.</p>"
           "<subtitle>B. Other</subtitle><p>The last sample sentence.</p></section>")
    book = ('<?xml version="1.0" encoding="utf-8"?><FictionBook xmlns="http://www.gribuser.ru/xml/fictionbook/2.0">'
            "<body><epigraph><p>A. Sample saying of the book.</p></epigraph>" + law +
            "<cite><p><strong>Editor's comment.</strong> Club players often ask about Law 3.</p>"
            "<text-author>A. J. P.</text-author></cite>"
            "<cite><p>LAW 4 - QUOTED</p><p>A. Sample</p><p>The quoted sample text.</p></cite></body></FictionBook>")
    text = extract(book.encode(), "book.fb2").text
    assert "Editor" not in text and "A. J. P." not in text and "saying of the book" not in text
    assert "LAW 4 - QUOTED" in text and "The quoted sample text." in text


@pytest.mark.parametrize("tag", ["section", "emphasis"])
def test_an_fb2_nested_thousands_deep_is_refused_in_one_line(tag):
    from bridge_laws.errors import SourceError

    inner = "<p>LAW 3 - SAMPLE</p>" if tag == "section" else "x"
    body = f"<{tag}>" * 5000 + inner + f"</{tag}>" * 5000
    book = ('<?xml version="1.0"?><FictionBook xmlns="http://www.gribuser.ru/xml/fictionbook/2.0"><body>'
            + (body if tag == "section" else f"<section><p>{body}</p></section>") + "</body></FictionBook>")
    with pytest.raises(SourceError, match="nested deeper"):
        extract(book.encode(), "deep.fb2")


@pytest.mark.parametrize("data,why", [
    (b'<?xml version="1.0"?><FictionBook xmlns="http://www.gribuser.ru/xml/fictionbook/2.0"><body><p>cut',
     "not well-formed"),
    (b'<?xml version="1.0"?><!DOCTYPE b [<!ENTITY a "aaaaaaaaaa"><!ENTITY b "&a;&a;&a;&a;&a;&a;&a;&a;&a;&a;">'
     b'<!ENTITY c "&b;&b;&b;&b;&b;&b;&b;&b;&b;&b;"><!ENTITY d "&c;&c;&c;&c;&c;&c;&c;&c;&c;&c;">'
     b'<!ENTITY e "&d;&d;&d;&d;&d;&d;&d;&d;&d;&d;"><!ENTITY f "&e;&e;&e;&e;&e;&e;&e;&e;&e;&e;">'
     b'<!ENTITY g "&f;&f;&f;&f;&f;&f;&f;&f;&f;&f;"><!ENTITY h "&g;&g;&g;&g;&g;&g;&g;&g;&g;&g;">]>'
     b'<FictionBook xmlns="http://www.gribuser.ru/xml/fictionbook/2.0"><body><p>&h;</p></body></FictionBook>',
     "not well-formed"),
])
def test_a_broken_or_hostile_fb2_is_refused_in_one_line(data, why):
    from bridge_laws.errors import SourceError

    with pytest.raises(SourceError, match=why):
        extract(data, "book.fb2")


def test_a_web_archive_without_a_page_is_refused_in_one_line():
    from email.mime.image import MIMEImage
    from email.mime.multipart import MIMEMultipart

    from bridge_laws.errors import SourceError

    archive = MIMEMultipart("related")
    archive.attach(MIMEImage(b"GIF89a\x01\x00\x01\x00\x00\x00\x00;", "gif"))
    with pytest.raises(SourceError, match="no page in it"):
        extract(bytes(archive), "scan.mht")


def test_a_mails_plain_part_that_is_a_stub_beside_its_html_gives_way_to_it():
    """A client that writes "see the HTML version" as the plain part: the HTML is the mail's text
    (before, the stub was, and the mail was refused as in no language a reader knows)."""
    from email.message import EmailMessage

    msg = EmailMessage()
    msg["From"], msg["To"], msg["Subject"] = "td@example.org", "club@example.org", "Образец"
    msg.set_content("Текст в формате HTML.", charset="utf-8")
    msg.add_alternative(fs.page(fs.html_lists(fs.SAMPLES["ru"]), "ru"), subtype="html", charset="windows-1251",
                        cte="base64")
    document = extract(bytes(msg), "law.eml")
    assert units(document.streams[0].lines, "ru") == expected("ru")
    assert document.encoding == "windows-1251"


def test_a_pages_own_part_after_a_law_is_left_out_of_an_html_page():
    """A wiki's page (a blind trial's MediaWiki page): «Club practice» under a heading of the law
    headers' level, with its own numbered list, went into the last unit. As Markdown's reader does:
    a part of the page under a heading that names no law or unit, after the law's words, is the
    page's, left out and said; a heading over the notes, a heading between two sections and a
    title on a heading of its own are the law's. A wiki's "[edit]" link is no word of a heading."""
    from shape_samples import read

    edit = '<span class="mw-editsection">[<a href="/index.php?title=X&amp;action=edit&amp;section=3">edit</a>]</span>'
    page = ("<html><body><h2>LAW 5 - SAMPLE</h2><h3>A. Part</h3><p>The sample text of the part.</p>"
            f"<div class='mw-heading'><h2>Club practice{edit}</h2></div><p>Our own words.</p>"
            "<ol><li>Always record the time.</li><li>Keep a copy.</li></ol></body></html>")
    document = extract(page.encode(), "x.html")
    assert "Club practice" not in document.text and "Keep a copy" not in document.text
    assert any("«Club practice»" in n for n in document.notes), document.notes
    _, got = read(page.encode(), "x.html")
    assert [(f.ref, f.paragraphs) for f in got.fragments] == [("5", ()), ("5A", ("The sample text of the part.",))]
    for law in ["<h2>LAW 5</h2><h2>SAMPLE TITLE</h2><h3>A. Part</h3><p>The sample text.</p><h3>B. Other</h3><p>More.</p>",
                # (a red team) the law's text under a heading of the page's, and notes no link leads to
                "<h2>LAW 5 - X</h2><p>A sample summary.</p><h2>Full text</h2><p>A. Part</p><p>The sample text.</p>"
                "<p>B. Other</p><p>More text.</p>",
                "<h2>LAW 5 - X</h2><h3>A. Part</h3><p>The sample text.*</p><h3>B. Other</h3><p>More.</p><h2>Notes</h2>"
                "<ol><li>The sample note.</li></ol>",
                "<h2>LAW 5 - X</h2><h3>A. Part</h3><p>The sample text.</p><h2>Exceptions</h2><p>A sample exception.</p>"
                "<h3>B. Other</h3><p>More text.</p>",
                '<h2>LAW 5 - X</h2><h3>A. Part</h3><p>The sample text.<sup><a href="#n1" id="r1">1</a></sup></p>'
                '<h3>B. Other</h3><p>More text.</p><h2>Notes</h2><ol><li id="n1"><a href="#r1">↑</a> The sample note.</li></ol>']:
        document = extract(f"<html><body>{law}</body></html>".encode(), "x.html")
        assert not any("headings of their own" in n for n in document.notes), document.notes
        if "The sample note." in law:  # kept; its list, with no mark, is read as before (the next unit's)
            assert "The sample note." in document.text
            continue
        _, got = read(f"<html><body>{law}</body></html>".encode(), "x.html")
        assert [f.ref for f in got.fragments][-2:] == ["5A", "5B"]


def test_a_part_under_a_sections_heading_after_a_rule_is_the_pages():
    """A Confluence page (a blind trial): after the law's last section a rule, then «Club notes» at
    the sections' heading level with its own numbered list; the list became the last section's
    subsections and the heading its words. A heading of a section's level right after a rule line
    (``<hr>``, Markdown's «---») is the page's own part, to the next heading of its level; without
    the rule, or naming a unit, it is the law's."""
    from shape_samples import read

    law = "<h1>Law 5 - Sample</h1><h2>A. Part</h2><p>The sample text.</p><h2>B. Other</h2><p>More text.</p>"
    notes = "<h2>Club notes</h2><p>Our own words.</p><ol><li>Record the time.</li><li>Keep a copy.</li></ol>"
    for page in [f"{law}<hr/>{notes}", f"{law}<hr/><div>{notes}</div>"]:
        document = extract(f"<html><body>{page}</body></html>".encode(), "x.html")
        assert "Club notes" not in document.text and "Keep a copy" not in document.text, document.text
        assert any("«Club notes»" in n for n in document.notes), document.notes
        _, got = read(f"<html><body>{page}</body></html>".encode(), "x.html")
        assert [(f.ref, f.paragraphs) for f in got.fragments][-1] == ("5B", ("More text.",))
    # the page's part ends at the next heading of its level: a section after it is the law's
    _, got = read(f"<html><body>{law}<hr/>{notes}<h2>C. Third</h2><p>Last text.</p></body></html>".encode(), "x.html")
    assert [f.ref for f in got.fragments][-1] == "5C"
    for page in [law + notes, law + "<hr/>" + notes.replace("Club notes", "C. Third")]:
        document = extract(f"<html><body>{page}</body></html>".encode(), "x.html")
        assert "Keep a copy" in document.text
    md = ("# Law 5 - Sample\n\n## A. Part\n\nThe sample text.\n\n---\n\n## Club notes\n\nOur own words.\n\n"
          "1. Record the time.\n2. Keep a copy.\n\n## B. Other\n\nMore text.\n")
    _, got = read(md.encode(), "x.md")
    assert [(f.ref, f.paragraphs) for f in got.fragments] == [("5", ()), ("5A", ("The sample text.",)),
                                                              ("5B", ("More text.",))]
    _, got = read(md.replace("---\n\n", "").encode(), "x.md")
    assert "5A1" in [f.ref for f in got.fragments]
    # (a red team) a rule before each section, one of them with its letter lost: that one is the law's
    lost = ("# Law 5 - Sample\n\n## A. Part\n\nThe sample text.\n\n---\n\n## Returning the Boards\n\nThe boards go back.\n\n"
            "---\n\n## C. Disputes\n\nThe sample disputes.\n")
    for page, name in [(lost, "x.md"), ("<html><body>" + lost.replace("# Law 5 - Sample", "<h1>Law 5 - Sample</h1>")
                        .replace("## A. Part", "<h2>A. Part</h2>").replace("## Returning the Boards", "<h2>Returning the Boards</h2>")
                        .replace("## C. Disputes", "<h2>C. Disputes</h2>").replace("---", "<hr>") + "</body></html>", "x.html")]:
        document = extract(page.encode(), name)
        assert "The boards go back." in document.text and not any("Returning" in n for n in document.notes), name


@pytest.mark.parametrize("marker, title, lang", [
    ("1.", "At the Turn of the Offender's Right-Hand Opponent", "en"),
    ("B.", "After Any Player Has Made a Call of Any Kind", "en"),
    ("2.", "Очерёдность хода после паса партнёра", "ru")])
@pytest.mark.parametrize("bold_marker", [False, True])
def test_a_units_title_run_in_in_bold_is_its_title(marker, title, lang, bold_marker):
    """A Confluence page (a blind trial): subsections in an ``<ol>``, each opening with its title in
    ``<strong>`` and a full stop, its text after it in the same paragraph; titles of seven words
    and more were read as text. Bold words right after a unit's marker (or holding it), one short
    phrase and its stop, a sentence after them: the unit's title, on its line as a heading."""
    from shape_samples import read

    head = "<h1>Law 5 - Sample</h1>" if lang == "en" else "<h1>Правило 5. Образец</h1>"
    section = "A." if lang == "en" else "А."
    text = ("The sample player waits for the turn that the sample rules give him, and then calls." if lang == "en" else
            "Игрок образца ждёт своей очереди, которую ему дают правила образца, и только тогда заявляет.")
    if marker == "B.":
        body = (f"<p><b>{marker} {title}.</b> {text}</p>" if bold_marker else
                f"<p>{marker} <b>{title}.</b> {text}</p>")
        body = f"<p>A. Part</p><p>The first part.</p>{body}"
    else:
        item = f"<b>{marker} {title}.</b>" if bold_marker else f"{marker} <strong>{title}.</strong>"
        body = (f"<h2>{section} Part</h2><p>1. The first subsection.</p><p>{item}&nbsp;{text}</p>"
                if marker == "2." else f"<h2>{section} Part</h2><ol><li><p><strong>{title}.</strong>&nbsp;{text}</p></li>"
                "<li>The second subsection.</li></ol>" if not bold_marker else
                f"<h2>{section} Part</h2><p>{item} {text}</p><p>2. The second subsection.</p>")
    _, got = read(f"<html><body>{head}{body}</body></html>".encode(), "x.html")
    unit = {"1.": "5A1", "B.": "5B", "2.": "5A2"}[marker]
    found = {f.ref: f for f in got.fragments}
    assert found[unit].title == title and found[unit].paragraphs == (text,), got.fragments
    # bold words that are no title stay text: a sentence, a word in the middle, a marker alone
    for plain in [f"<p>1. <b>The player must wait.</b> {text}</p>", f"<p>1. The player <b>must</b> wait. {text}</p>",
                  f"<p><b>1.</b> {text}</p>",
                  # (a red team) a bold first sentence, not a heading: it stays the text's, its stop kept
                  f"<p>1. <b>Every player keeps a private score.</b> {text}</p>",
                  f"<p>1. <b>Игрок образца всегда ждёт своей очереди.</b> {text}</p>"]:
        _, got = read(f"<html><body>{head}<h2>{section} Part</h2>{plain}</body></html>".encode(), "x.html")
        unit = {f.ref: f for f in got.fragments}["5A1"]
        assert unit.title is None, plain
        if "Every" in plain or "всегда" in plain:
            assert "score. " in unit.paragraphs[0] or "очереди. " in unit.paragraphs[0], unit.paragraphs


def test_a_safari_web_archive_is_read_as_safari_shows_its_page():
    """A page saved by Safari (a blind trial's Russian club page: refused, "binary data"): the
    page in the encoding the archive names (the page declares none), the style sheets it links
    (a list numbered by one is numbered so), a frame's page (a comments widget) left out and
    said; a damaged archive, or one whose page is no web page, refused in one line."""
    import plistlib

    blocks = fs.SAMPLES["ru"]
    data = fs.webarchive(fs.html_lists(blocks), "ru", frames=("https://comments.example.net/w?p=1",))
    document = extract(data, "sample.webarchive")
    assert document.format == "webarchive" and document.encoding == "cp1251"
    assert units(document.streams[0].lines, "ru") == expected("ru")
    assert "visitor's comment" not in document.text
    assert any("frame(s)" in n and "comments.example.net" in n for n in document.notes), document.notes
    # a list whose numbers the linked style sheet draws
    body = "<h2>Law 5 - Sample</h2><ol class='s'><li>A. The first sample part of the law.</li></ol>" \
           "<ol class='u'><li>The sample words of the first subsection.</li><li>The sample words of the second.</li></ol>"
    css = ".u{list-style-type:decimal}"
    got = extract(fs.webarchive(body, "en", sheets={"https://club.example.org/s.css": css}), "s.webarchive").text
    assert "1. The sample words of the first" in got and "2. The sample words of the second" in got
    # a page that only frames the law (a site's frameset): the frame that holds it is read, and said
    framed = plistlib.loads(fs.webarchive("<p>Menu of the sample site</p>", "en"))
    framed["WebSubframeArchives"] = [
        {"WebMainResource": {"WebResourceData": b"<p>An advertisement</p>", "WebResourceMIMEType": "text/html",
                             "WebResourceURL": "https://ads.example.net/"}},
        {"WebMainResource": {"WebResourceData": fs.page(fs.html_lists(blocks), "ru").encode("utf-8"),
                             "WebResourceMIMEType": "text/html", "WebResourceTextEncodingName": "UTF-8",
                             "WebResourceURL": "https://club.example.org/law.html"}}]
    document = extract(plistlib.dumps(framed, fmt=plistlib.FMT_BINARY), "framed.webarchive")
    assert units(document.streams[0].lines, "ru") == expected("ru") and "Menu of the sample" not in document.text
    assert "club.example.org/law.html" in document.notes[0] and "ads.example.net" in document.notes[1]
    for bad, said in [(b"bplist00WebMainResource" + bytes(40), "cannot be read"),
                      (plistlib.dumps({"WebMainResource": {"WebResourceData": b"%PDF-1.4", "WebResourceMIMEType":
                                                           "application/pdf"}}, fmt=plistlib.FMT_BINARY), "not a web page"),
                      (plistlib.dumps({"WebMainResource": "x"}, fmt=plistlib.FMT_BINARY), "no page in it")]:
        with pytest.raises(SourceError) as caught:
            extract(bad, "bad.webarchive")
        assert caught.value.file == "bad.webarchive" and said in str(caught.value), str(caught.value)


def test_a_pages_footer_and_advertisements_named_by_their_class_are_no_law_words():
    """A club's page (a blind trial): an advertisement's box between two subsections, class
    "promo", and the site's footer in a div id="footer" after the law, went into the units
    around them. A box whose id or class names an advertisement, or the page's footer (as
    ``<footer>`` does), short and holding no law's header or marker, is the page's."""
    law = ("<h2>Law 5 - Sample</h2><h3>A. Part</h3><ol><li>The sample words of the first subsection.</li></ol>"
           "<div class='{ad}'><b>A sample festival!</b> Sign up now.</div>"
           "<ol start='2'><li>The sample words of the second subsection.</li></ol><div id='{foot}'>© 2020 A sample club.</div>")
    for ad, foot in [("promo", "footer"), ("banner-top", "site-footer"), ("ads", "page_footer"), ("adslot", "footer")]:
        text = extract(f"<html><body>{law.format(ad=ad, foot=foot)}</body></html>".encode(), "x.html").text
        assert "festival" not in text and "sample club" not in text, text
        assert "The sample words of the second subsection." in text
    # a box's own foot (a Bootstrap card's) may hold the law's note: it is read
    card = ("<div class='card'><div class='card-body'><h2>Law 5 - Sample</h2><p>A. Part</p><p>The sample words.*</p></div>"
            "<div class='card-footer'>* A sample note of the law.</div></div>")
    assert "A sample note of the law." in extract(f"<html><body>{card}</body></html>".encode(), "x.html").text
    # a box so named that holds the law's units is the law's
    text = extract(f"<html><body><div class='footer-wrap'><h2>Law 5 - Sample</h2><p>A. Part</p></div></body></html>"
                   .encode(), "x.html").text
    assert "A. Part" in text


def test_a_fidonet_message_is_read_as_its_editor_shows_it():
    """A FidoNet message as a DOS point keeps it (a blind trial's *.MSG: refused as binary data):
    the header's names, subject and date over the body in its CHRS code page; the kludges, the
    tearline, Origin and SEEN-BY no words; a line another's initials quote is a mail's quote; a
    byte 0x8D is CP866's «Н», not a soft line break."""
    text = "ЗАКОН 5. ОБРАЗЕЦ\nА. Часть\nНарушение образца не влечёт последствий."
    data = fs.fidonet(text, "ru", quote="Закон 9 у кого-нибудь есть?")
    document = extract(data, "417.msg")
    assert document.format == "fidonet" and document.encoding == "cp866"
    lines = document.streams[0].lines
    assert lines[:3] == ["From: Sample Writer", "Date: 12 May 97  21:03:15", "Subject: Re: Образец"]
    assert "Нарушение образца не влечёт последствий." in lines and "> Закон 9 у кого-нибудь есть?" in lines
    assert not any(w in document.text for w in ("MSGID", "GoldED", "Origin", "SEEN-BY", "PATH", "\x01"))
    # no header of FTS-0001's shape, no FidoNet message: a text that happens to be 190 bytes long
    assert detect_format(("x" * 300).encode(), "a.msg")[0] == "text"
    assert detect_format(data[:100], "a.msg")[0] != "fidonet"


def test_an_outline_is_read_as_the_outliner_shows_it():
    """An outliner's export (a blind trial's Workflowy OPML: refused, "no law header" — the header
    was escaped HTML in an attribute): each node's text and its note in the outline's order; a
    node marked done hidden, as the outliner hides it; where a node is a law's header the law is
    its subtree (the folders above and the to-dos beside it are the writer's), and a node in it
    under the writer's #tag is theirs. An outline without a header (a law passed by number) is
    read whole."""
    law = ('<outline text="&lt;b&gt;Law 5 — Sample&lt;/b&gt;" _note="The sample words of the law itself.">'
           '<outline text="A. Part" _note="The sample words of the part.&#10;&#10;A second paragraph of them.">'
           '<outline text="#question is this so at teams?" _note="asked on Tuesday"/></outline>'
           '<outline text="B. Other" _note="More sample words."/></outline>')
    data = ('<?xml version="1.0"?><opml version="2.0"><head/><body><outline text="Bridge">'
            '<outline text="Laws 5 and 6 — reread" _complete="true"/>' + law +
            '<outline text="Next week: the sample quiz"/></outline></body></opml>').encode()
    document = extract(data, "notes.opml")
    assert document.format == "opml"
    assert document.streams[0].lines[:1] == ["Law 5 — Sample"]
    for gone in ("Bridge", "reread", "#question", "asked on Tuesday", "Next week"):
        assert gone not in document.text, gone
    assert "A second paragraph of them." in document.text and "More sample words." in document.text
    assert any("marked done" in n for n in document.notes) and any("#" in n for n in document.notes)
    # (a red team) a law pasted a line a node: its header's node has none under it, its sections beside it
    flat = ('<?xml version="1.0"?><opml version="2.0"><body><outline text="Bridge"><outline text="LAW 5 - SAMPLE"/>'
            '<outline text="A. Part" _note="The sample words of the part."/><outline text="B. Other">'
            '<outline text="1. The sample words of a subsection."/></outline><outline text="LAW 6 - OTHER"/>'
            '<outline text="A. Its part" _note="More sample words."/></outline>'
            '<outline text="Next week: the quiz"/></body></opml>').encode()
    text = extract(flat, "flat.opml").text
    assert "The sample words of the part." in text and "More sample words." in text and "quiz" not in text
    bare = data.replace(b"&lt;b&gt;Law 5 \xe2\x80\x94 Sample&lt;/b&gt;", b"Sample notes")
    assert "Next week" in extract(bare, "notes.opml").text
    with pytest.raises(SourceError) as caught:
        extract(b"<?xml version='1.0'?><opml version='2.0'><body><outline text='x'></body></opml>", "bad.opml")
    assert caught.value.file == "bad.opml" and "not well-formed" in str(caught.value)


def test_an_evernote_export_reads_each_notes_content_and_leaves_the_app_and_the_writer_out():
    """A notebook exported from Evernote (a blind trial's ENEX: read as one web page, the notes'
    dates, tags and author in the first law, the second note's title in the first law's last
    unit, a to-do in a unit): each note's content read as Evernote shows it; a note's title only
    when it is a law's header; a to-do line of the writer's and a picture no words of a law."""
    document = extract(fs.enex(fs.SAMPLES["en"], "en"), "notes.enex")
    assert document.format == "enex"
    for gone in ("Course notes", "20230412", "ask the sample club", "iVBOR", "bridge\n", "U2FtcGxl"):  # (an encrypted block: shown locked)
        assert gone not in document.text, gone
    assert any("to-do" in n for n in document.notes)
    # (a red team) a note of the notebook that holds no law is the writer's, not the law's last unit's
    shopping = fs.enex(fs.SAMPLES["en"], "en").replace(b"</en-export>", b"<note><title>Tuesday duplicate</title><content>"
                                                       b"<![CDATA[<en-note><div>Bring the spare boards.</div></en-note>]]>"
                                                       b"</content></note></en-export>")
    document = extract(shopping, "notes.enex")
    assert "spare boards" not in document.text and any("«Tuesday duplicate»" in n for n in document.notes[1:])
    titled = fs.enex(fs.SAMPLES["en"], "en").replace(b"Course notes: the sample rules", b"LAW 3 - THE SAMPLE SCOREPAD")
    assert extract(titled, "notes.enex").streams[0].lines[0] == "LAW 3 - THE SAMPLE SCOREPAD"


def test_a_closing_line_signed_after_two_hyphens_is_the_writers():
    """A note's last line «-- typed up from the club handbook, p. 31» (a blind trial) stayed in the
    last unit: the signature's delimiter and the writer's words on one line, the text's last, are
    the writer's; two hyphens that wrap a sentence before its end are the law's."""
    from shape_samples import read

    law = "LAW 5 - SAMPLE\n\nA. Part\n\nThe sample words of the part.\n\n"
    _, got = read((law + "-- typed up from the sample handbook, p. 31\n").encode(), "x.txt")
    assert got.fragments[-1].paragraphs == ("The sample words of the part.",)
    _, got = read((law.replace("part.\n", "part\n-- and the sample ends here.\n") + "B. Other\n\nMore.\n").encode(),
                  "x.txt")
    assert "-- and the sample ends here." in " ".join(got.fragments[1].paragraphs), got.fragments
    # (a red team) the law's own last line after two hyphens: a sentence wrapped before a dash, a
    # list of "--" items
    for last in ["The sample words of the part go on\n-- and end on this line.\n",
                 "The sample words of the part:\n-- a first sample point;\n-- a last sample point.\n"]:
        _, got = read(law.replace("The sample words of the part.\n\n", last).encode(), "x.txt")
        assert last.split("\n")[-2].lstrip("- ") in " ".join(got.fragments[-1].paragraphs), (last, got.fragments)


def test_a_notes_apps_boxes_and_properties_in_raw_html_are_the_writers():
    """A Notion page exported to Markdown (a blind trial): the page's properties under its title
    ("Created: …", "Tags: …") and its callouts as ``<aside>`` blocks went into the law's text.
    Both are the app's and the writer's, left out and said; an ``<aside>`` that holds a law's
    header is the page's text."""
    from shape_samples import read

    md = ("# Закон 73. Образец\n\nCreated: February 14, 2026 9:17 PM\nTags: законы, судейство\n\n<aside>\n"
          "💡 Мой рабочий перевод образца.\n\n</aside>\n\n## А. Часть образца\n\n1. Первая фраза образца.\n"
          "1. Вторая фраза образца.\n")
    document = extract(md.encode(), "x.md")
    assert "Created" not in document.text and "рабочий" not in document.text
    assert any("Created, Tags" in n and "«Мой рабочий перевод образца.»" in n for n in document.notes), document.notes
    _, got = read(md.encode(), "x.md")
    assert [(f.ref, f.title, f.paragraphs) for f in got.fragments] == [
        ("73", "Образец", ()), ("73A", "Часть образца", ()), ("73A1", None, ("Первая фраза образца.",)),
        ("73A2", None, ("Вторая фраза образца.",))]
    boxed = extract("# Клуб\n\n<aside>\nЗАКОН 5 - ОБРАЗЕЦ\nА. Часть\n</aside>\n".encode(), "x.md")
    assert "ЗАКОН 5 - ОБРАЗЕЦ" in boxed.text
    # … and so is one that holds a section, and a law's own "Label: value" lines are no properties (a red team)
    boxed = extract("# LAW 40 - X\n\n## A. Part\n\nText.\n\n<aside>\n💡 B. Other Part\n\nMore text.\n</aside>\n".encode(), "x.md")
    assert "B. Other Part" in boxed.text and "More text." in boxed.text
    law = extract("# LAW 77 - X\n\nTrick points: twenty a sample trick\nGame bonus: three hundred\n\n## A. Part\n".encode(), "x.md")
    assert "Trick points" in law.text
    # one "Key: value" line under the title is the law's text
    one = extract("# LAW 5 - X\n\nNote: the sample text goes on\n".encode(), "x.md")
    assert "Note: the sample text goes on" in one.text


# -- markup pandoc reads: Org-mode, AsciiDoc, LaTeX ------------------------------------------------

MARKUP = {"org": fs.org, "asciidoc": fs.asciidoc, "latex": fs.latex}


@pytest.mark.parametrize("lang", ["en", "ru"])
@pytest.mark.parametrize("fmt", MARKUP)
def test_markup_pandoc_reads_gives_the_units_of_the_plain_text(fmt, lang):
    """An Org-mode file, an AsciiDoc page and a LaTeX handout of the samples (a blind trial's were
    refused: no law header in "* Law 62 …  :laws:", "= Закон 20.", "\\law{54}{…}") give the plain
    text's units: numbers the markup draws (Org's "a)", AsciiDoc's ". " and "..", LaTeX's nested
    enumerate) written in; the note the markup's own, its mark raised where it stood."""
    data = MARKUP[fmt](fs.SAMPLES[lang]).encode("utf-8")
    assert detect_format(data, "sample")[0] == fmt
    document = extract(data, "sample")
    got, want = units(document.streams[0].lines, lang), expected(lang)
    assert [u[:5] for u in got] == [u[:5] for u in want]
    note = next(t for k, _, t in fs.SAMPLES[lang] if k == "note")[2:]
    assert [u[5] for u in got] == [(("1", note),) if u[5] else () for u in want]


def test_org_tags_todo_keywords_and_a_noexport_heading_are_not_the_laws():
    """Org's tags (":laws:") and TODO keywords are the outline's, a heading tagged ``:noexport:``
    and its text the writer's, a drawer of properties no text."""
    text = fs.org(fs.EN).replace("*** B. Reading the Scorepad   :laws:",
                                 "**** My own note   :noexport:\nA private remark of the sample writer.\n\n"
                                 "*** B. Reading the Scorepad   :laws:")
    document = extract(text.encode(), "notes.org")
    assert ":laws:" not in document.text and "laws" not in document.text.split("\n")[2]
    assert "TODO" not in document.text and "private remark" not in document.text and "EDITION" not in document.text
    assert "LAW 3 - THE SAMPLE SCOREPAD" in document.text


def test_asciidoc_conditionals_and_includes_are_read_as_the_site_renders_them(tmp_path):
    """A block under ``ifdef::`` of an attribute the text does not set (a rendering environment's)
    is not shown, one under ``ifndef::`` is; an ``include::`` reads no file (a path of this
    machine's named in it stays unread); an attribute unset (``:sectnums!:``, which pandoc does
    not know) spoils nothing; an admonition (``NOTE:``) is the writer's box."""
    footer = tmp_path / "footer.adoc"
    footer.write_text("A secret sentence of this machine.")
    text = fs.asciidoc(fs.EN).replace("include::footer.adoc[]", f"include::{footer}[]\n\nifndef::env-site[]\n"
                                      "A line for readers of the source.\nendif::[]\nifdef::page-edition[Shown once.]"
                                      "\n\n.A tip\n****\nA sidebar of the writer's.\n****\n")
    text = text.replace("footnote:[A footnote invented", "footnote:[A footnote\ninvented")  # (over a line break)
    document = extract(text.encode(), "page.adoc")
    assert "All laws" not in document.text and "A line for readers of the source." in document.text
    assert "Shown once." in document.text and "sectnums" not in document.text
    assert "secret sentence" not in document.text and "sidebar" not in document.text
    assert "¹" in document.text and "footnote:" not in document.text
    assert "include::" not in document.text and "reads these sample rules aloud" not in document.text


def test_latex_reads_no_file_and_a_macro_that_never_ends_is_refused_in_one_line(tmp_path):
    """pandoc runs in its sandbox: ``\\input`` of a file of this machine puts nothing in; a macro
    that expands itself for ever is one line of refusal, never a hang or a traceback."""
    secret = tmp_path / "secret.tex"
    secret.write_text("A secret sentence of this machine.")
    text = fs.latex(fs.EN).replace(r"\begin{document}", rf"\begin{{document}}\input{{{secret}}}")
    assert "secret sentence" not in extract(text.encode(), "handout.tex").text
    with pytest.raises(SourceError, match=r"loop\.tex: LaTeX source: pandoc could not read it \(Loop"):
        extract(b"\\documentclass{article}\\def\\x{\\x}\\begin{document}\\x\\end{document}", "loop.tex")


def test_latex_spacing_is_a_space_and_a_quad_titled_header_is_the_laws():
    """``Law~54\\quad Title`` (pandoc drops a \\quad without a space: "Law 54Title") is a header
    with its title, over the law's first section a blank line below it."""
    text = (r"\documentclass{article}\begin{document}\section*{LAW 3\quad The Sample Scorepad}"
            r"\subsection*{A.\ Keeping}The sample text.\subsection*{B.\ Reading}Another sample text."
            r"\section*{Answers}A teacher's answer.\end{document}")
    document = extract(text.encode(), "handout.tex")
    got = units(document.streams[0].lines, "en")
    assert [(u[0], u[3]) for u in got] == [("3", "The Sample Scorepad"), ("3A", "Keeping"), ("3B", "Reading")]
    assert "teacher's answer" not in document.text  # the page's own part after the law, under its heading


def test_a_list_items_number_goes_before_its_first_paragraph():
    """``<li><p>…</p></li>`` (pandoc's, a wiki's, a docs site's loose list): the number a browser
    draws stands before the item's words, not on a line of its own."""
    body = ("<h2>LAW 3 - THE SAMPLE</h2><h3>A. Keeping</h3><ol><li><p>The first sample rule.</p></li>"
            "<li><p>The second sample rule.</p><ol type='a'><li><p>An item of it.</p></li></ol></li></ol>")
    lines = [x for x in extract(fs.page(body, "en").encode(), "page.html").streams[0].lines if x]
    assert lines[2:] == ["1. The first sample rule.", "2. The second sample rule.", "(a) An item of it."]


@pytest.mark.parametrize("lang", ["en", "ru"])
def test_a_mail_whose_law_is_attached_is_read_from_the_attachment(lang):
    """A mail whose own words print no law's header ("the text is attached; 1. we meet at seven")
    and a text attached that does (a blind trial's: refused, "no law in it"): the attachment is
    read, in its own charset; a mail that quotes a law in its body keeps its body."""
    from email.message import EmailMessage

    def mail(body: str) -> bytes:
        message = EmailMessage()
        message["From"], message["Subject"] = "A. Sample <a@example.org>", "The sample rules"
        message.set_content(body)
        encoding = "cp1251" if lang == "ru" else "utf-8"
        message.add_attachment(fs.plain(fs.SAMPLES[lang]).encode(encoding), maintype="text", subtype="plain",
                               filename="rules.txt", params={"charset": encoding})
        return bytes(message)

    document = extract(mail("Hello all,\n\nthe text is attached.\n1. We meet at seven.\n2. Bring a pen.\n"), "m.eml")
    assert units(document.streams[0].lines, lang) == expected(lang)
    assert "We meet at seven" not in document.text and any("rules.txt" in n for n in document.notes)
    quoted = extract(mail("Hello,\n\nLAW 9 - A QUOTED SAMPLE\nA. One\nThe quoted sample text.\n"), "m.eml")
    assert "A QUOTED SAMPLE" in quoted.text and "Keeping the Scorepad" not in quoted.text


@pytest.mark.parametrize("lang", ["en", "ru"])
def test_a_mail_forwarded_as_an_attachment_is_read_as_its_client_shows_it(lang):
    """A mail forwarded whole (message/rfc822, as Thunderbird forwards "as attachment"), the law in
    the forwarded mail's text in its own charset, the forwarding mail's words naming the law but
    printing no header (a blind trial's: refused, "no law in it"); a forward of a forward too."""
    from email.message import EmailMessage

    encoding = "koi8-r" if lang == "ru" else "utf-8"
    inner = EmailMessage()
    inner["From"], inner["Subject"] = "B. Sample <b@example.org>", "The sample rules"
    inner.set_content(fs.plain(fs.SAMPLES[lang]), charset=encoding)

    def forward(message, words: str) -> EmailMessage:
        outer = EmailMessage()
        outer["From"], outer["Subject"] = "A. Sample <a@example.org>", "Fwd: the sample rules"
        outer.set_content(words)
        outer.add_attachment(message, filename="forwarded.eml")
        return outer

    once = extract(bytes(forward(inner, "Hello all,\n\nLaw 3 below, as Boris sent it.\n")), "m.eml")
    assert units(once.streams[0].lines, lang) == expected(lang)
    assert "as Boris sent it" not in once.text and any("forwarded.eml" in n for n in once.notes)
    twice = extract(bytes(forward(forward(inner, "See the attached."), "Once more.")), "m.eml")
    assert units(twice.streams[0].lines, lang) == expected(lang)
    # (a red team's) two mails forwarded with one are both read, one after the other; a forwarded
    # mail sent in base64, as some clients send it, is decoded
    other = EmailMessage()
    other["Subject"] = "Another"
    other.set_content("LAW 9 - A SECOND SAMPLE\n\nA. The second sample's words.\n")
    both = forward(inner, "Two laws.")
    both.add_attachment(other, filename="second.eml")
    text = extract(bytes(both), "m.eml").text
    assert "LAW 9 - A SECOND SAMPLE" in text and units(extract(bytes(both), "m.eml").streams[0].lines, lang)[:3] \
        == expected(lang)[:3]
    encoded = bytes(forward(inner, "Base64.")).replace(b"Content-Type: message/rfc822", b"Content-Type: message/rfc822\n"
                                                       b"Content-Transfer-Encoding: base64", 1)
    start = encoded.index(b"\n\n", encoded.index(b"base64")) + 2
    end = encoded.index(b"\n--", start)
    import base64 as b64
    encoded = encoded[:start] + b64.encodebytes(encoded[start:end]) + encoded[end:]
    assert units(extract(encoded, "m.eml").streams[0].lines, lang) == expected(lang)


def test_a_mails_attached_page_in_a_charset_no_codec_knows_is_passed_over():
    """An attached page naming a charset no codec knows ("x-unknown") is no law to read: the
    mail's own text is read (it was a LookupError's traceback)."""
    from email.message import EmailMessage

    message = EmailMessage()
    message["From"], message["Subject"] = "A. Sample <a@example.org>", "The sample rules"
    message.set_content("Hello,\n\nthe text is attached.\n")
    message.add_attachment(b"<p>LAW 3 - THE SAMPLE</p><p>A. One</p>", maintype="text", subtype="html",
                           filename="rules.html", params={"charset": "x-unknown"})
    document = extract(bytes(message), "m.eml")
    assert "the text is attached" in document.text and not document.notes


def test_an_mdx_page_is_read_as_its_docs_site_renders_it():
    """A Docusaurus page (a blind trial's: refused, "prints no law header"): the front matter's
    title is the page's heading when the body has none; imports, JSX comments, containers
    (":::tip[…]"), a folded <details> and a component (<Tabs>) are none of the law's words — a
    container that holds a law's header is; an unclosed ":::" is text; a page with its own
    heading keeps it."""
    page = "\n".join([
        "---", "title: Law 9 — A Sample Rule", "sidebar_label: \"9 · Sample\"", "---", "",
        "import Tabs from '@theme/Tabs';", "", "{/* Agreed by the panel: ask before editing. */}", "",
        ":::info[Source]", "", "The club's own wording.", "", ":::", "",
        "## A. First Part {#a-first}", "", "A player who sees a sample card names it aloud.", "",
        ":::tip[Checklist]", "", "1. Stop the clock.", "2. Call the organiser.", "", ":::", "",
        "<details>", "  <summary>Worked example</summary>", "", "Table 4 saw two sample cards.", "", "</details>", "",
        "## B. Second Part", "", "The organiser records each sample card named.", "",
        "<Tabs>", "  <TabItem value=\"a\" label=\"Pairs\" default>", "    Tell the scorer first.", "  </TabItem>",
        "</Tabs>", "", ":::note", "", "LAW 10 - A BOXED RULE", "", "A. Boxed words of the sample.", "", ":::", "",
        "::: an unclosed line stays words", ""])
    document = extract(page.encode(), "law9.mdx")
    lines = [line for line in document.text.split("\n") if line]
    assert lines[:5] == ["Law 9 — A Sample Rule", "A. First Part", "A player who sees a sample card names it aloud.",
                         "B. Second Part", "The organiser records each sample card named."]
    assert "LAW 10 - A BOXED RULE" in lines and "A. Boxed words of the sample." in lines
    for gone in ("sidebar", "import", "Agreed", "club's own", "Stop the clock", "Worked example", "Table 4", "scorer"):
        assert gone not in document.text, gone
    assert "::: an unclosed line stays words" in document.text
    own = extract(("---\ntitle: Not the law\n---\n\n# LAW 9 - THE PAGE'S OWN\n\nA. Words.\n").encode(), "p.md").text
    assert "Not the law" not in own and "LAW 9 - THE PAGE'S OWN" in own
    # (a second blind trial's) an export over lines; a set of tabs shows its default tab, which
    # holds the law's subsections, not the other; a badge's words on a line of their own
    tabbed = "\n".join([
        "---", "title: \"Law 9 — A Sample Rule\"", "---", "", "export const Badge = ({children}) => (",
        "  <span className={`badge`}>{children}</span>", ");", "", "## A. First Part", "", "<Badge type=\"warning\">Often misread</Badge>",
        "", "<Tabs groupId=\"x\">", "  <TabItem value=\"club\" label=\"Club practice\">", "", "1. Ring the bell first.", "",
        "  </TabItem>", "  <TabItem value=\"law\" label=\"Law text\" default>", "", "1. A player who sees a sample card names it.",
        "2. The organiser records it.", "", "  </TabItem>", "</Tabs>", ""])
    document = extract(tabbed.encode(), "law9.mdx")
    assert [line for line in document.text.split("\n") if line] == [
        "Law 9 — A Sample Rule", "A. First Part", "1. A player who sees a sample card names it.", "2. The organiser records it."]
    assert any("Club practice" in n for n in document.notes) and any("Often misread" in n for n in document.notes)


@pytest.mark.parametrize("lang", ["en", "ru"])
def test_a_docs_sites_markdown_is_read_as_the_site_renders_it(lang):
    """MkDocs' Markdown (a blind trial's: 3 of 8 units, "{ #law-59-a }" in titles, a tip box and
    content tabs in units): the front matter, attribute lists, admonitions, content tabs,
    annotations, snippets and abbreviations are none of the page's words; a box that holds a law's
    header is the page's text."""
    text = fs.markdown(fs.SAMPLES[lang])
    law = next(t for k, _, t in fs.SAMPLES[lang] if k == "law")
    section = next(t for k, _, t in fs.SAMPLES[lang] if k == "section")
    para = next(t for k, _, t in fs.SAMPLES[lang] if k == "para")
    text = ("---\ntitle: Sample\ntags:\n  - rules\n---\n\n" + text.replace(law, law + " { #law-3 }", 1)
            .replace(section, section + " { #s-a .wide }", 1)
            .replace(para, f'=== "Text"\n\n    {para} (1)\n    {{ .annotate }}\n\n    1.  A pop-up remark of the site.\n\n'
                     '=== "Teams"\n\n    Tell the captains.\n\n!!! tip "Club practice"\n    We read it aloud.\n\n'
                     "[:octicons-arrow-left-24: Law 2](law-2.md){ .md-button } · [Law 4](law-4.md)\n", 1)
            + '\n--8<-- "includes/abbreviations.md"\n\n*[TD]: Tournament Director\n\nLast updated: 4 December 2023\n')
    document = extract(text.encode(), "page.md")
    got = units(document.streams[0].lines, lang)
    assert got == expected(lang)
    words = " ".join(f"{u[3] or ''} {' '.join(u[4])}" for u in got)
    for gone in ("#law-3", "annotate", "pop-up remark", "read it aloud", "captains", "8<", "Tournament Director", "rules",
                 "Law 2", "octicons", "md-button", "December"):
        assert gone not in words
    assert "December" in document.text  # (the page's date of change: the layout reader's furniture)
    boxed = extract(('!!! quote "From the code"\n    ' + fs.plain(fs.SAMPLES[lang]).replace("\n", "\n    ")).encode(), "q.md")
    assert units(boxed.streams[0].lines, lang) == expected(lang)


def test_latex_items_own_labels_stand_where_latex_sets_them():
    """``\\item[(a)]`` (pandoc drops the label: a second blind trial's items ran into their
    subsection) before the item's words, no number drawn beside it; ``\\item[A. Title]`` in a
    description list a section's heading on a line of its own."""
    text = "\n".join([r"\section*{LAW 3 -- THE SAMPLE}", r"\begin{description}",
                      r"\item[A. The Part] The sample text of the part.", r"\item[B. The Other Part]",
                      r"\end{description}", r"\begin{enumerate}", r"\item[1.] The first rule:", r"\begin{itemize}",
                      r"\item[(a)] one sample;", r"\item[(b)] another sample.", r"\end{itemize}", r"\end{enumerate}"])
    got = units(extract(text.encode(), "fragment.tex").streams[0].lines, "en")
    assert [(u[0], u[3], u[4]) for u in got] == [
        ("3", "THE SAMPLE", ()), ("3A", "The Part", ("The sample text of the part.",)), ("3B", "The Other Part", ()),
        ("3B1", None, ("The first rule:",)), ("3B1(A)", None, ("one sample;",)), ("3B1(B)", None, ("another sample.",))]


@pytest.mark.parametrize("fmt", ["org", "latex"])
def test_a_quote_block_of_markup_is_kept_apart_from_the_law(fmt):
    """A committee's words quoted after a law's last item (Org's #+BEGIN_QUOTE, LaTeX's quote:
    a second blind trial's were read into the item) are a quotation, not the law going on."""
    quote = "The sample committee asks every director to write the reason down."
    blocks = fs.SAMPLES["en"]
    text = fs.org(blocks) + f"\n#+BEGIN_QUOTE\n{quote}\n#+END_QUOTE\n" if fmt == "org" else \
        fs.latex(blocks).replace(r"\end{document}", rf"\begin{{quote}}{quote}\end{{quote}}\end{{document}}")
    got = units(extract(text.encode(), "sample").streams[0].lines, "en")
    assert [u[:5] for u in got] == [u[:5] for u in expected("en")]


# -- XPS: a text printed to a file ---------------------------------------------------------------

def _xps_page(*runs: str, resources: str = "") -> str:
    return f"<FixedPage {fs.XPS_PAGE}>{resources}{''.join(runs)}</FixedPage>"


def test_an_xps_page_reads_as_it_is_printed():
    """Runs in any element order read by their place; a marker and its text at the tab stop one
    line; a run raised small after a word its note's mark; a run opening with a closing stop, and
    runs whose glyphs' advances touch, go on the word before; a gap drawn inside a run's advances
    (a tab) a space; canvases moving what they hold by a matrix in place, as a property element or
    as the page's keyed resource; a string escaped by "{}"; a run of glyph indices alone counted."""
    g = fs.xps_glyphs
    key = 'xmlns:x="http://schemas.microsoft.com/xps/2005/06/resourcedictionary-key"'
    page = _xps_page(
        g(120, 150, "The rule of the sample part"), g(96, 150, "B."),
        g(96, 120, "A.Sample Part", extra=' Indices=",60;,200;,60;,60;,60;,60;,60;,60;,60;,60;,60;,60;,60"'),
        g(120, 170, "tells the tester", extra=' Indices="' + ";".join([",50"] * 16) + '"'), g(237.33, 170, "s apart"),
        g(386, 170, ", and a note", size=14.6667), g(466, 165, "1", size=9),
        '<Canvas RenderTransform="{StaticResource down}">' + g(96, 90, "{}{B} braces") + "</Canvas>",
        '<Canvas><Canvas.RenderTransform><MatrixTransform Matrix="1,0,0,1,0,150"/></Canvas.RenderTransform>'
        + g(96, 80, "LAW 9 - SAMPLE") + "</Canvas>",
        '<Glyphs OriginX="96" OriginY="900" FontRenderingEmSize="12" Indices="12;40;41"/>',
        resources=f'<FixedPage.Resources><ResourceDictionary {key}><MatrixTransform x:Key="down" Matrix="1,0,0,1,0,160"/>'
                  "</ResourceDictionary></FixedPage.Resources>")
    document = extract(fs.xps_package([page]), "p.xps")
    assert document.text == ("A. Sample Part\n\nB. The rule of the sample part\ntells the testers apart, and a note¹\n\n"
                             "LAW 9 - SAMPLE\n{B} braces\n")
    assert "1 run(s) of glyphs with no Unicode string" in " ".join(document.notes)


def test_an_xps_documents_pages_are_read_in_the_order_of_its_page_list():
    """Whatever order the zip stores them in, and however each is named (absolutely, relatively,
    with a percent-escape, in other capitals); a page the list names again is read once, and said.
    A document part named otherwise than ``.fdoc``, and OpenXPS (.oxps: its own namespaces, no
    package relationships: the one ``.fdseq``), read the same."""
    pages = [_xps_page(fs.xps_glyphs(96, 120, f"LAW {n} - {title}."))
             for n, title in ((5, "FIVE"), (6, "SIX"), (7, "SEVEN"))]
    data = fs.xps_package(pages, listed=["Pages/3.fpage", "/documents/1/PAGES/%31.fpage", "../1/Pages/2.fpage",
                                         "Pages/1.fpage"], stored=[0, 2, 1])
    document = extract(data, "order.xps")
    assert document.text == "LAW 7 - SEVEN.\n\nLAW 5 - FIVE.\n\nLAW 6 - SIX.\n"
    assert "1 page(s) its page list names again not read again" in document.notes
    for other in (fs.xps_package(pages, document="Documents/1/Pages.xml"), fs.xps_package(pages, openxps=True)):
        assert extract(other, "other.oxps").text == "LAW 5 - FIVE.\n\nLAW 6 - SIX.\n\nLAW 7 - SEVEN.\n"


XPS_BAD = [
    ("a page list naming a missing page", lambda: fs.xps_package([_xps_page()], listed=["Pages/9.fpage"]),
     "its page list names Pages/9.fpage, which the file does not hold"),
    ("a page list climbing out of the zip", lambda: fs.xps_package([_xps_page()], listed=["../../../../etc/passwd"]),
     "its page list names ../../../../etc/passwd, outside the package"),
    ("a page list naming another host", lambda: fs.xps_package([_xps_page()], listed=["http://example.com/1.fpage"]),
     "its page list names http://example.com/1.fpage, which is no part of the package"),
    ("a page list naming a disk", lambda: fs.xps_package([_xps_page()], listed=["C:\\x.fpage"]),
     "which is no part of the package"),
    ("an origin that is no number", lambda: fs.xps_package([_xps_page(fs.xps_glyphs("left", 100, "LAW 3 - A"))]),
     "page 1 (Documents/1/Pages/1.fpage): a Glyphs origin that is no number (left)"),
    ("an origin that is not a finite number", lambda: fs.xps_package([_xps_page(fs.xps_glyphs(96, "NaN", "LAW 3"))]),
     "a Glyphs origin that is no number (NaN)"),
    ("a size that is no number", lambda: fs.xps_package([_xps_page(fs.xps_glyphs(96, 100, "LAW 3", size="big"))]),
     "a Glyphs font size that is no number (big)"),
    ("a place past any page", lambda: fs.xps_package([_xps_page('<Canvas RenderTransform="1e308,0,0,1e308,0,0">'
                                                                  + fs.xps_glyphs(1e308, 1e308, "LAW 3") + "</Canvas>")]),
     "a Glyphs placed past any page"),
    ("a transform that is no matrix", lambda: fs.xps_package([_xps_page('<Canvas RenderTransform="1,0,0">'
                                                                         + fs.xps_glyphs(96, 100, "LAW 3") + "</Canvas>")]),
     "a RenderTransform that is no matrix (1,0,0)"),
    ("malformed XML", lambda: fs.xps_package(["<FixedPage><Glyphs"]),
     "damaged: Documents/1/Pages/1.fpage is not well-formed XML"),
    ("two sequences and no relationship", lambda: fs._zip([("a.fdseq", "<x/>"), ("b.fdseq", "<x/>")], stored_first=False),
     "no document sequence named by its package relationships, and 2 .fdseq parts"),
    ("no text", lambda: fs.xps_package([_xps_page('<Glyphs OriginX="1" OriginY="2" FontRenderingEmSize="9" Indices="3"/>')]),
     "no text: none of its 1 page(s) draws characters"),
]


@pytest.mark.parametrize("what,make,message", XPS_BAD, ids=[b[0] for b in XPS_BAD])
def test_an_xps_document_that_cannot_be_read_is_refused_naming_the_file(what, make, message):
    with pytest.raises(SourceError) as caught:
        extract(make(), "printed.xps")
    assert caught.value.file == "printed.xps" and message in str(caught.value), str(caught.value)
    assert str(caught.value).count("\n") == 0 and "XPS document: " in str(caught.value)


def test_an_xps_stored_in_pieces_reads_as_the_whole_one():
    """A red team: a package may store a part in pieces ("…/1.fpage/[0].piece" … "[n].last.piece"),
    as virtual printers write XPS; it was refused as no XPS document. Each part is its pieces
    joined in order; a part with a piece missing is no part."""
    whole = fs.xps(fs.EN, "en")
    out = io.BytesIO()
    with zipfile.ZipFile(io.BytesIO(whole)) as z, zipfile.ZipFile(out, "w", zipfile.ZIP_DEFLATED) as pieced:
        for info in z.infolist():
            data = z.read(info)
            if info.filename.endswith((".fpage", ".fdseq", ".fdoc")) and len(data) > 40:
                cuts = [0, len(data) // 3, 2 * len(data) // 3, len(data)]
                for k, (a, b) in enumerate(zip(cuts, cuts[1:])):
                    pieced.writestr(f"{info.filename}/[{k}]{'.last' if k == 2 else ''}.piece", data[a:b])
            else:
                pieced.writestr(info.filename, data)
    assert extract(out.getvalue(), "pieces.xps").text == extract(whole, "whole.xps").text


def test_a_damaged_xps_zip_is_refused_naming_the_file():
    with pytest.raises(SourceError) as caught:
        extract(fs.xps(fs.EN, "en")[:1500], "cut.xps")
    assert caught.value.file == "cut.xps" and "damaged zip archive" in str(caught.value)
