"""Word 97–2003 documents (.doc), and RTF and ODT as a real program writes them: the samples'
Word documents (python-docx, with Word's automatic numbering and footnotes) saved by LibreOffice
in each format, read back. The sentences are invented (tests/format_samples.py)."""

from __future__ import annotations

import os
import shutil
from pathlib import Path

import pytest
from hypothesis import given, settings
from hypothesis import strategies as st

import format_samples as fs
from bridge_laws.errors import SourceError
from bridge_laws.readers.formats import detect_format, extract
from bridge_laws.readers.formats.doc import _clean
from test_formats import expected, units


def one_law(blocks):
    """The sample's first law alone: LibreOffice writes a list restarted for the next law as a
    list of its own, which its own reading of the .doc then numbers from "A" again."""
    second = [k for k, (kind, _, _) in enumerate(blocks) if kind == "law"][1]
    return blocks[:second]


MADE = {
    "en.docx": lambda: fs.docx(fs.EN, "en"),
    "ru.docx": lambda: fs.docx(fs.RU, "ru"),
    "en-one.docx": lambda: fs.docx(one_law(fs.EN), "en"),
    "ru-one.docx": lambda: fs.docx(one_law(fs.RU), "ru"),
    "styled.docx": lambda: fs.docx_style_numbered(one_law(fs.EN), "en"),
    "endnote.docx": lambda: fs.docx_with_footnote("A paragraph that cites an endnote.", "The endnote.", "endnote"),
    "cell-note.docx": lambda: fs.docx_with_footnote("One", "In the table.", after="After the table."),
    "raised.docx": lambda: fs.docx_superscript(["LAW 9 - A TITLE", ("See Law 16", "3", " for the rest.")]),
    "note.docx": lambda: fs.docx_with_footnote("A paragraph that cites a note.", "The note itself."),
    "titled.docx": lambda: fs.docx_titled(one_law(fs.RU), "ru", "Правило 3 — о протоколе"),
    "table.docx": lambda: fs.docx_table(fs.RU, fs.EN),
    "unseen.docx": lambda: fs.docx_runs([[
        "<w:r><w:t xml:space=\"preserve\">LAW 9 - A TITLE</w:t></w:r>"], [
        "<w:r><w:t xml:space=\"preserve\">The director </w:t></w:r>",
        "<w:del w:id=\"1\" w:author=\"A\" w:date=\"2017-01-01T00:00:00Z\"><w:r><w:delText>never </w:delText></w:r></w:del>",
        "<w:r><w:rPr><w:vanish/></w:rPr><w:t xml:space=\"preserve\">hidden words </w:t></w:r>",
        "<w:r><w:t>decides.</w:t></w:r>"]]),
}


def needs_libreoffice():
    """Skipped without LibreOffice on a developer's machine, a failure on CI, where `CI` is set,
    as the browser tests."""
    if shutil.which("soffice") is None:
        if os.environ.get("CI"):
            pytest.fail("CI must run the tests of files saved by LibreOffice: soffice is not installed")
        pytest.skip("LibreOffice (soffice) is not installed")


@pytest.fixture(scope="module")
def saved():
    """The sources saved by LibreOffice as .doc, .rtf and .odt."""
    needs_libreoffice()
    sources = {name: make() for name, make in MADE.items()}
    return {to: fs.libreoffice(sources, to) for to in ("doc", "rtf", "odt", "fodt", "epub")}


@pytest.mark.parametrize("lang", ["en", "ru"])
def test_a_doc_gives_the_units_of_the_word_document_it_was_saved_from(saved, lang):
    data = saved["doc"][f"{lang}-one.docx"]
    assert detect_format(data, "law.doc")[0] == "doc"
    document = extract(data, "law.doc")
    assert "numbered by Word's automatic numbering" in document.notes[0]
    source = extract(MADE[f"{lang}-one.docx"](), "law.docx")
    got = units(document.streams[0].lines, lang)
    assert got == units(source.streams[0].lines, lang)
    assert [u[0] for u in got] == ["3", "3A", "3A1", "3A1(A)", "3A1(B)", "3A2", "3A2(A)", "3A2(A)(1)", "3A2(A)(2)", "3B"]


@pytest.mark.parametrize("lang", ["en", "ru"])
@pytest.mark.parametrize("to", ["rtf", "odt", "fodt"])
def test_rtf_and_odt_as_libreoffice_writes_them_give_the_units_of_the_plain_text(saved, to, lang):
    document = extract(saved[to][f"{lang}.docx"], f"law.{to}")
    assert document.format == to
    assert units(document.streams[0].lines, lang) == expected(lang)


@pytest.mark.parametrize("to", ["doc", "rtf", "odt", "fodt", "epub"])
def test_a_footnote_follows_its_paragraph_in_every_format(saved, to):
    text = extract(saved[to]["note.docx"], f"note.{to}").text.replace("———\n\n", "")
    assert text == "A paragraph that cites a note.¹\n\n¹ The note itself.\n"


@pytest.mark.parametrize("to", ["doc", "rtf", "odt"])
def test_a_russian_english_table_is_two_texts_in_every_format(saved, to):
    document = extract(saved[to]["table.docx"], f"both.{to}")
    assert [s.lang for s in document.streams] == ["ru", "en"]
    assert "(ii) Бригада может переписать результаты с парного стола." in document.streams[0].text
    assert "LAW 4 - THE TEST TABLE" in document.streams[1].text


def test_a_doc_numbered_by_its_styles_alone(saved, tmp_path):
    """Word keeps a list in the paragraph style ("List Number") and writes nothing of it in the
    paragraph; LibreOffice writes it in both. The paragraphs' own list modifiers are renamed to a
    modifier no reader knows, in the .doc's pages of paragraph properties, to leave the styles'."""
    import olefile

    from bridge_laws.readers.formats.doc import _FC_BTE_PAPX, _Fib, _Text

    path = tmp_path / "styled.doc"
    path.write_bytes(saved["doc"]["styled.docx"])
    with olefile.OleFileIO(str(path)) as ole:
        word = bytearray(ole.openstream("WordDocument").read())
        fib = _Fib(bytes(word))
        text = _Text(bytes(word), ole.openstream("1Table" if fib.which_table else "0Table").read(), fib)
    renamed = 0
    for page in _pages(text, _FC_BTE_PAPX):
        chunk = bytes(word[page * 512:(page + 1) * 512])
        renamed += chunk.count(b"\x0b\x46")
        word[page * 512:(page + 1) * 512] = chunk.replace(b"\x0b\x46", b"\xff\x46")
    assert renamed
    with olefile.OleFileIO(str(path), write_mode=True) as ole:
        ole.write_stream("WordDocument", bytes(word))
    got = units(extract(path.read_bytes(), "styled.doc").streams[0].lines, "en")
    assert got == units(extract(MADE["styled.docx"](), "styled.docx").streams[0].lines, "en")
    assert [u[0] for u in got][:4] == ["3", "3A", "3A1", "3A1(A)"]


@pytest.mark.parametrize("to", ["docx", "doc", "rtf", "odt", "fodt", "epub"])
def test_an_endnote_follows_its_paragraph_numbered_apart(saved, to):
    data = MADE["endnote.docx"]() if to == "docx" else saved[to]["endnote.docx"]
    text = extract(data, f"end.{to}").text.replace("———\n\n", "")  # the rule LibreOffice's e-book draws
    assert text == "A paragraph that cites an endnote.[i]\n\n[i] The endnote.\n"


@pytest.mark.parametrize("to", ["docx", "doc", "rtf", "odt"])
def test_a_note_cited_in_a_table_follows_the_table(saved, to):
    data = MADE["cell-note.docx"]() if to == "docx" else saved[to]["cell-note.docx"]
    assert extract(data, f"cell.{to}").text == "One¹\tTwo\n\n¹ In the table.\n\nAfter the table.\n"


def test_a_note_number_typed_raised_in_a_doc_is_the_mark_not_a_digit_more(saved):
    assert extract(saved["doc"]["raised.docx"], "raised.doc").text == "LAW 9 - A TITLE\n\nSee Law 16³ for the rest.\n"


def _pages(text, pair):
    """The page numbers of the FKP pages a bin table lists."""
    import struct

    from bridge_laws.readers.formats.doc import _plc, _slice

    fc, lcb = text.fib.pair(pair)
    return {struct.unpack("<I", item)[0] & 0x3FFFFF for item in _plc(_slice(text.table, fc, lcb, "x"), 4)[1]}


def test_import_a_doc_as_a_user_does(saved, tmp_path):
    """`bridge-laws import law.doc`: the format named, the file kept byte for byte, the units
    those of the Word document it was saved from."""
    from click.testing import CliRunner

    from bridge_laws.cli import main
    from bridge_laws.corpus.yamlio import load_corpus
    from helpers import SOURCES, build_laws

    laws = build_laws(tmp_path / "seed", SOURCES, extras=("editions.yaml", "glossary.yaml"))
    data = saved["doc"]["ru-one.docx"]
    (tmp_path / "pravilo3.doc").write_bytes(data)
    result = CliRunner().invoke(main, ["--laws", str(laws), "import", str(tmp_path / "pravilo3.doc"), "--edition", "2017",
                                       "--yes"])
    assert result.exit_code == 0, result.output
    assert "format: Word 97–2003 document (DOC) (detected: an OLE compound file" in result.output
    kept = [p for p in (laws / "sources").iterdir() if p.suffix == ".doc"]
    assert len(kept) == 1 and kept[0].read_bytes() == data
    corpus = load_corpus(laws / "corpus")
    units_2017 = {u.ref: u for law in corpus.laws if (law.edition, law.lang) == (2017, "ru") for u in law.unit.walk()}
    assert units_2017["3A1(A)"].text.startswith("Описку в протоколе")
    assert units_2017["3B"].title == "Чтение протокола"


def test_a_doc_s_title_is_read_from_its_summary(saved):
    # LibreOffice writes it in UTF-8 (code page 65001); the offered law of a file with no header
    assert extract(saved["doc"]["titled.docx"], "t.doc").title == "Правило 3 — о протоколе"
    assert extract(saved["doc"]["en-one.docx"], "t.doc").title is None


@settings(max_examples=80, deadline=None)
@given(st.lists(st.tuples(st.integers(0, 400), st.integers(0, 255)), min_size=1, max_size=8))
def test_any_damage_to_a_doc_s_summary_leaves_it_read(saved, changes):
    import io
    import tempfile

    import olefile

    name = "\x05SummaryInformation"
    summary = bytearray(olefile.OleFileIO(io.BytesIO(saved["doc"]["titled.docx"])).openstream(name).read())
    for at, value in changes:  # the summary's own bytes, wherever its sectors lie (past them: other streams')
        summary[at % len(summary)] = value
    with tempfile.TemporaryDirectory() as tmp:
        path = Path(tmp) / "damaged.doc"
        path.write_bytes(saved["doc"]["titled.docx"])
        with olefile.OleFileIO(str(path), write_mode=True) as ole:
            ole.write_stream(name, bytes(summary))
        data = path.read_bytes()
    document = extract(data, "damaged.doc")  # the summary is no part of the text: never refused for it
    assert document.title is None or isinstance(document.title, str) and len(document.title) < 70_000


def test_deleted_and_hidden_words_of_a_doc_are_not_read(saved):
    assert extract(saved["doc"]["unseen.docx"], "unseen.doc").text == "LAW 9 - A TITLE\n\nThe director decides.\n"


TEXT_BOX = ('<w:r xmlns:mc="http://schemas.openxmlformats.org/markup-compatibility/2006" '
            'xmlns:wps="http://schemas.microsoft.com/office/word/2010/wordprocessingShape" '
            'xmlns:v="urn:schemas-microsoft-com:vml"><mc:AlternateContent><mc:Choice Requires="wps"><w:drawing>'
            '<wps:txbx><w:txbxContent><w:p><w:r><w:t>Boxed words.</w:t></w:r></w:p></w:txbxContent></wps:txbx>'
            '</w:drawing></mc:Choice><mc:Fallback><w:pict><v:textbox><w:txbxContent><w:p><w:r><w:t>Boxed words.</w:t>'
            '</w:r></w:p></w:txbxContent></v:textbox></w:pict></mc:Fallback></mc:AlternateContent></w:r>')


def test_a_text_box_of_a_docx_is_read_once_not_again_from_its_fallback():
    data = fs.docx_runs([["<w:r><w:t xml:space=\"preserve\">The director decides. </w:t></w:r>", TEXT_BOX]])
    assert extract(data, "box.docx").text == "The director decides. Boxed words.\n"


def test_deleted_and_hidden_words_of_a_docx_are_not_read():
    assert extract(MADE["unseen.docx"](), "unseen.docx").text == "LAW 9 - A TITLE\n\nThe director decides.\n"


def _patched(data: bytes, fib_offset: int, value: bytes) -> bytes:
    """The .doc with bytes of its FIB changed (the WordDocument stream is found by Word's
    identifier at a sector's start)."""
    at = next(k for k in range(512, len(data), 512) if data[k:k + 2] == b"\xec\xa5")
    return data[:at + fib_offset] + value + data[at + fib_offset + len(value):]


@pytest.mark.parametrize("change,message", [
    (lambda d: _patched(d, 11, b"\x13"), "encrypted"),  # fEncrypted in the FIB's flags
    (lambda d: _patched(d, 2, b"\x65\x00"), "a Word 6 or 95 document"),
    (lambda d: _patched(d, 0, b"\x00\x00"), "damaged"),
    # the endnotes' references said to be there, their texts' table said to be 4 GB long
    (lambda d: _patched(_patched(d, 154 + 46 * 8 + 4, b"\x08\x00\x00\x00"), 154 + 47 * 8 + 4, b"\xff\xff\xff\xff"),
     "damaged: its note texts lies outside the file"),
    (lambda d: d.replace("WordDocument".encode("utf-16-le"), "WordDocumenX".encode("utf-16-le")),
     "an OLE file without a Word document in it"),
    (lambda d: d[:4096], "an OLE file without a Word document in it"),
])
def test_a_doc_that_cannot_be_read_is_refused_naming_the_file(saved, change, message):
    with pytest.raises(SourceError, match=message) as caught:
        extract(change(saved["doc"]["en-one.docx"]), "bad.doc")
    assert caught.value.file == "bad.doc"


@settings(max_examples=60, deadline=None)
@given(st.lists(st.tuples(st.integers(min_value=512, max_value=20000), st.integers(0, 255)), max_size=6))
def test_any_damage_to_a_doc_is_read_or_refused_by_name(saved, changes):
    data = bytearray(saved["doc"]["en-one.docx"])
    for at, value in changes:
        if at < len(data):
            data[at] = value
    try:
        document = extract(bytes(data), "damaged.doc")
    except SourceError as error:
        assert error.file == "damaged.doc"
        return
    assert all(isinstance(s.text, str) for s in document.streams)


def test_a_paragraphs_characters_fields_breaks_and_anchors():
    raw = "See \x13 HYPERLINK \"http://x\" \x14the club\x15 now\x0bnext\x1eline\x01\x08 \x13PAGE\x14\x15end\x1f."
    assert _clean(raw)[0] == "See the club now\nnext-line end."
    nested = "A \x13 IF \x13 PAGE \x14 2\x15 = 2 \x14shown\x15 B"
    assert _clean(nested)[0] == "A shown B"
    counts = {}
    assert _clean("Cites\x02 a note\x02", 100, {105: (True, "The note.", False), 113: (True, "Late.", True)},
                  counts) == ("Cites¹ a note[i]", ["¹ The note.", "[i] Late."])
    assert counts == {"foot": 1, "end": 1}



# A list level's letters as LibreOffice writes the format (style:num-format, num-letter-sync)
LETTERS = {"latin": ("a", False), "latin-repeated": ("a", True), "capitals": ("A", False),
           "russian": ("а, б, .., аа, аб, ... (ru)", False), "russian-repeated": ("а, б, .., аа, бб, ... (ru)", False),
           "russian-capitals": ("А, Б, .., Аа, Аб, ... (ru)", False), "russian-synced": ("а, б, .., аа, аб, ... (ru)", True)}


def test_odt_letters_past_the_alphabet_are_drawn_as_libreoffice_draws_them():
    needs_libreoffice()
    items = "".join(f"<text:list-item><text:p>Item {n}</text:p></text:list-item>" for n in range(1, 62))
    files = {}
    for name, (fmt, sync) in LETTERS.items():
        synced = ' style:num-letter-sync="true"' if sync else ""
        style = (f'<text:list-style style:name="L1"><text:list-level-style-number text:level="1" '
                 f'style:num-format="{fmt}" style:num-suffix="."{synced}/></text:list-style>')
        files[f"{name}.fodt"] = fs.flat_odt(f'<text:list text:style-name="L1">{items}</text:list>', style)
    shown = fs.libreoffice(files, "txt")
    for name, data in files.items():
        ours = [line.split(" ")[0] for line in extract(data, name).text.split("\n") if line]
        theirs = [line.split()[0] for line in shown[name].decode("utf-8-sig").splitlines() if line.strip()]
        assert len(ours) == 61 and ours == theirs, name


def test_a_table_in_a_table_s_cell_reads_the_same_from_every_word_processor_s_format():
    # the inner table a row a line in the outer cell, its cells apart by tabs; the outer table
    # stays one table (RTF's inner paragraphs broke it up). DOC gives the inner cells a line each.
    needs_libreoffice()
    cell = lambda text: f"<table:table-cell><text:p>{text}</text:p></table:table-cell>"
    columns = '<table:table-column table:number-columns-repeated="2"/>'  # LibreOffice reads no column undeclared
    inner = (f"<table:table>{columns}<table:table-row>{cell('Seat one')}{cell('North')}</table:table-row>"
             f"<table:table-row>{cell('Seat two')}{cell('East')}</table:table-row></table:table>")
    body = (f"<text:p>Law 7 - Seating</text:p><table:table>{columns}<table:table-row>{cell('Who sits where')}"
            f"<table:table-cell>{inner}<text:p>As drawn.</text:p></table:table-cell></table:table-row>"
            f"<table:table-row>{cell('Then')}{cell('Play')}</table:table-row></table:table><text:p>After it.</text:p>")
    source = fs.flat_odt(body)
    want = "Law 7 - Seating\n\nWho sits where\tSeat one\tNorth\nSeat two\tEast\nAs drawn.\nThen\tPlay\n\nAfter it.\n"
    assert extract(source, "t.fodt").text == want
    for to in ("rtf", "docx", "odt"):
        assert extract(fs.libreoffice({"t.fodt": source}, to)["t.fodt"], f"t.{to}").text == want, to
