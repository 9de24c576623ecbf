"""Files made to cost a reader time or memory (the red team's of session 31): each must be read
or refused by name at the cost of its size, not of its size squared or of what it claims to
inflate to. A generous time limit per test catches a quadratic or exponential path; no figure
here is a benchmark."""

from __future__ import annotations

import io
import struct
import zipfile
import zlib

import pytest

import format_samples as fs
from bridge_laws.errors import SourceError
from bridge_laws.readers.formats import extract
from bridge_laws.readers.formats.doc import _clean

pytestmark = pytest.mark.timeout(60)


def lying_zip(name: str, head: bytes, inflated: int, declared: int) -> bytes:
    """A zip whose member ``name`` starts with ``head`` and inflates to ``inflated`` bytes while
    its headers declare ``declared``."""
    body = head + b" " * (inflated - len(head))
    packed = zlib.compressobj(9, zlib.DEFLATED, -15)
    data = packed.compress(body) + packed.flush()
    crc = zlib.crc32(body[:declared])
    raw = name.encode()
    local = struct.pack("<IHHHHHIIIHH", 0x04034B50, 20, 0, 8, 0, 0, crc, len(data), declared, len(raw), 0) + raw
    central = struct.pack("<IHHHHHHIIIHHHHHII", 0x02014B50, 20, 20, 0, 8, 0, 0, crc, len(data), declared, len(raw),
                          0, 0, 0, 0, 0, 0) + raw
    end = struct.pack("<IHHHHIIH", 0x06054B50, 0, 0, 1, 1, len(central), len(local) + len(data), 0)
    return local + data + central + end


def test_a_zip_member_that_inflates_past_what_it_declares_is_not_inflated_whole():
    data = lying_zip("mimetype", b"application/vnd.oasis.opendocument.text", 200 * 1024 * 1024, 39)
    assert len(data) < 1024 * 1024
    with pytest.raises(SourceError) as caught:
        extract(data, "bomb.odt")
    assert caught.value.file == "bomb.odt"


def test_long_runs_of_spaces_cost_their_length():
    body = "<text:p>LAW 3 - A" + '<text:s text:c="1000"/>' * 20_000 + "B<text:line-break/>C</text:p>"
    assert extract(fs.odt_package(body), "spaces.odt").text.endswith("B\nC\n")
    rtf = b"{\\rtf1\\ansi \\pard LAW 3 - A" + b" " * 2_000_000 + b"\\line B\\par}"
    assert extract(rtf, "spaces.rtf").text.endswith("A\nB\n")


def test_notes_in_notes_are_read_once():
    note = "x"
    for depth in range(30):
        note = (f'<text:note text:note-class="footnote"><text:note-citation>{depth + 1}</text:note-citation>'
                f"<text:note-body><text:p>Level {depth}{note}</text:p></text:note-body></text:note>")
    text = extract(fs.odt_package(f"<text:p>LAW 3 - A{note}</text:p>"), "notes.odt").text
    assert len(text) < 200


def test_a_long_list_prefix_is_cut_not_repeated_for_every_item():
    style = ('<text:list-style style:name="L1"><text:list-level-style-number text:level="1" style:num-format="1" '
             f'style:num-prefix="{"P" * 1_000_000}"/></text:list-style>')
    body = '<text:list text:style-name="L1">' + "<text:list-item><text:p>x</text:p></text:list-item>" * 20_000 + "</text:list>"
    assert len(extract(fs.odt_package(body, style), "prefix.odt").text) < 1_000_000


def test_rtf_table_paragraphs_and_doc_fields_open_to_the_end_cost_their_length():
    rtf = b"{\\rtf1\\ansi LAW 3 - A\\par" + b"\\pard\\intbl  " * 40_000 + b"}"
    extract(rtf, "cells.rtf")
    assert _clean("\x13\x14" * 40_000 + "x" * 40_000)[0] == "x" * 40_000
    assert _clean("A \x13 HYPERLINK x \x14link\x15 b \x15 c")[0] == "A link b  c"


def _epub_of(pages: list[tuple[str, str | bytes]], container: str | None = None) -> bytes:
    items = "".join(f'<item id="p{k}" href="{name}" media-type="application/xhtml+xml"/>' for k, (name, _) in enumerate(pages))
    spine = "".join(f'<itemref idref="p{k}"/>' for k in range(len(pages)))
    opf = (f'<package xmlns="http://www.idpf.org/2007/opf" version="3.0"><manifest>{items}</manifest>'
           f"<spine>{spine}</spine></package>")
    container = container or ('<container xmlns="urn:oasis:names:tc:opendocument:xmlns:container"><rootfiles>'
                              '<rootfile full-path="book.opf"/></rootfiles></container>')
    return fs._zip([("mimetype", "application/epub+zip"), ("META-INF/container.xml", container), ("book.opf", opf)]
                   + list(pages))


def test_an_e_book_of_many_pages_is_read_in_one_pass_over_its_zip():
    pages = [(f"c{k}.xhtml", "<html><body><p>LAW 3 - A TITLE</p></body></html>" if k == 0 else "<p>x</p>")
             for k in range(1500)]
    document = extract(_epub_of(pages), "many.epub")
    assert "1500 page(s) of 1500" in document.notes[0]


def test_pages_of_a_zip_are_read_up_to_what_a_book_holds():
    page = "<html><body><h1>LAW 7 - A TITLE</h1>" + "<p>A. The players sit at a table.</p>\n" * 600_000 + "</body></html>"
    with pytest.raises(SourceError, match="big.zip: zipped web page: Rules.html inflates past 16 MB"):
        extract(fs._zip([("Rules.html", page)], stored_first=False), "big.zip")


def test_an_e_book_in_an_unknown_encoding_or_damaged_is_refused_and_a_page_that_is_none_left_out():
    odd = '<?xml version="1.0" encoding="x-nope"?><c/>'
    with pytest.raises(SourceError, match="odd.epub: e-book .EPUB.: damaged"):
        extract(_epub_of([("a.xhtml", "<p>LAW 3 - A</p>")], container=odd), "odd.epub")
    document = extract(_epub_of([("a.xhtml", "<html><body><p>LAW 3 - A TITLE</p><p>Words of it.</p></body></html>"),
                                 ("b.xhtml", b"\x89PNG\r\n\x1a\n\x00\x00 binary")]), "img.epub")
    assert "1 page(s) that are no web page left out: b.xhtml" in document.notes


def _impress(slides: str) -> bytes:
    return fs.odt_package(slides, kind="presentation", mimetype="application/vnd.oasis.opendocument.presentation")


def test_an_impress_decks_groups_nested_past_reason_and_slides_by_the_thousand_cost_their_number():
    """Groups in groups 100,000 deep are walked without recursion; 20,000 slides are read once each."""
    deep = fs.odp_slide("<draw:g>" * 100_000 + fs.odp_frame("", "<text:p>LAW 3 - DEEP</text:p>", "1cm")
                        + "</draw:g>" * 100_000)
    assert extract(_impress(deep), "deep.odp").text == "LAW 3 - DEEP\n\n"
    many = fs.odp_slide(fs.odp_frame("title", "<text:p>LAW 3 - A</text:p>", "1cm")) + fs.odp_slide(
        fs.odp_frame("outline", "<text:p>Words of a slide.</text:p>", "2cm"), "A note.") * 20_000
    document = extract(_impress(many), "many.odp")
    assert "20001 slide(s) read" in document.notes[0] and document.text.count("Words of a slide.") == 20_000


def test_an_xps_page_list_canvases_and_runs_by_the_hundred_thousand_cost_their_number():
    """A page listed 300,000 times is read once; canvases 100,000 deep are walked without
    recursion; 60,000 runs on one baseline, 20,000 lines and a run's advances of a megabyte are
    placed and joined in one pass each."""
    page = f"<FixedPage {fs.XPS_PAGE}>{fs.xps_glyphs(96, 100, 'LAW 3 - ONCE')}</FixedPage>"
    document = extract(fs.xps_package([page], listed=["Pages/1.fpage"] * 300_000), "listed.xps")
    assert document.text == "LAW 3 - ONCE\n" and "299999 page(s) its page list names again" in " ".join(document.notes)
    deep = f"<FixedPage {fs.XPS_PAGE}>" + '<Canvas RenderTransform="1,0,0,1,0,0">' * 100_000 + \
        fs.xps_glyphs(96, 100, "LAW 3 - DEEP") + "</Canvas>" * 100_000 + "</FixedPage>"
    assert extract(fs.xps_package([deep]), "deep.xps").text == "LAW 3 - DEEP\n"
    wide = "".join(fs.xps_glyphs(96 + k, 100, "w") for k in range(60_000))
    tall = "".join(fs.xps_glyphs(96, 120 + 20 * k, f"line {k}") for k in range(20_000))
    long = fs.xps_glyphs(96, 90, "x" * 200_000, extra=' Indices="' + ";".join([",50"] * 200_000) + '"')
    document = extract(fs.xps_package([f"<FixedPage {fs.XPS_PAGE}>{wide}{tall}{long}</FixedPage>"]), "runs.xps")
    assert document.text.count("w") >= 60_000 and "line 19999" in document.text


def test_a_table_of_named_columns_whose_cells_claim_to_merge_past_the_page_costs_its_size():
    """Every cell of a table «Law | Section | Text» merged down all the rows below it and across
    a thousand columns: the rows as the page lays them out would be millions of cells; past the
    bound the rows are read as they are."""
    rows = "".join('<tr><td rowspan="3000" colspan="1000">5</td><td>A</td><td>Sample words.</td></tr>' for _ in range(3000))
    page = fs.page("<p>LAW 5 - SAMPLE</p><table><tr><th>Law</th><th>Section</th><th>Text</th></tr>" + rows + "</table>", "en")
    assert "Sample words." in extract(page.encode(), "t.html").text
