"""A fifth red team (session 45): small inputs made to hang a reader (a pattern that backtracks
without end), to blow up its memory, or to end it in a traceback. Each is read — or refused in one
line naming the file — as any text is; each input here took minutes, gigabytes or a traceback."""

from __future__ import annotations

import email.message
import io
import json
import zipfile

import pytest

import format_samples as fs
from bridge_laws.errors import SourceError
from bridge_laws.readers.formats import extract
from bridge_laws.readers.shapes import ends_sentence, title_like
from test_formats import units


def test_a_feed_doctype_that_splits_every_way_is_told_at_once():
    """`<!DOCTYPE rss [a][a]…` (163 bytes) hung the feed's test: its pattern split 40 groups 2⁴⁰ ways."""
    data = b"<!DOCTYPE rss " + b"[a]" * 40 + b" x"
    assert extract(data, "bomb.xml").format != "feed"  # (no root element: a text, which holds no law)
    assert extract(b'<!DOCTYPE rss [<!ENTITY a "b">]><rss version="0.91"><channel><item><title>LAW 3 - X</title>'
                   b"<description>A. Title</description></item></channel></rss>", "old.xml").format == "feed"


def test_a_markdown_attribute_list_of_lone_quotes_is_read_at_once():
    """`{ k0=" k1=" … !` (422 bytes) took 23 s, 50 of them minutes: a lone quote fitted both of the
    attribute's forms."""
    text = fs.markdown(fs.EN) + "\n{ " + " ".join(f'k{i}="' for i in range(60)) + " !\n"
    assert units(extract(text.encode(), "page.md").streams[0].lines, "en")


def test_a_long_run_of_spaces_is_no_quadratic_work():
    line = "The rule ends here." + " " * 200_000 + "x"
    assert not ends_sentence(line) and ends_sentence(line[:-1]) and ends_sentence("It was damaged.¹   ")
    assert not title_like("A Title" + " " * 200_000 + ",")


def test_one_footnote_marked_thousands_of_times_is_written_out_a_bounded_number_of_times():
    text = "# LAW 12 - SAMPLE\n\n## A. Sample\n\n1. The rule." + "[^1]" * 20_000 + "\n\n[^1]: " + "A note. " * 200 + "\n"
    document = extract(text.encode(), "notes.md")
    assert len(document.text) < 1_000_000


@pytest.mark.parametrize("data,said", [
    (json.dumps({"chats": {"list": 5}, "messages_x": 1, "from_id": "u", "date_unixtime": "1"}).encode(), "no app's export"),
    (b'{"messages": 5, "from_id": "u", "date_unixtime": "1"}', "no app's export"),
], ids=["chats list a number", "messages a number"])
def test_an_apps_json_of_other_types_is_refused_in_one_line(data, said):
    """`"chats": {"list": 5}` gave a TypeError traceback."""
    data = data if b'"messages"' in data else data.replace(b'"messages_x"', b'"messages"')
    with pytest.raises(SourceError, match=said):
        extract(data, "result.json")


def test_a_workbooks_column_bounds_that_are_no_numbers_are_passed_over():
    """`<col min="one" …>` gave a ValueError traceback."""
    data = fs.xlsx(fs.xlsx_rows(fs.EN, "en"))
    with zipfile.ZipFile(io.BytesIO(data)) as z:
        parts = {n: z.read(n) for n in z.namelist()}
    sheet = "xl/worksheets/sheet1.xml"
    parts[sheet] = parts[sheet].replace(b'<col min="9" max="9"', b'<col min="one" max="9"')
    assert b'min="one"' in parts[sheet]
    document = extract(fs._zip(list(parts.items()), stored_first=False), "bad.xlsx")
    assert units(document.streams[0].lines, "en")


def _mail(*attachments: tuple[bytes, str, str]) -> bytes:
    msg = email.message.EmailMessage()
    msg["From"], msg["To"], msg["Subject"] = "a@example.org", "b@example.org", "The rule"
    msg.set_content("The law is attached.")
    for payload, charset, filename in attachments:
        msg.add_attachment(payload, maintype="text", subtype="plain", filename=filename,
                           params={"charset": charset})
    return msg.as_bytes()


@pytest.mark.parametrize("first", [(b"\x00\x01\x02 binary", "utf-8", "readme.bin.txt"),
                                   ("Ещё не закон".encode("utf-8"), "undefined", "readme.txt")],
                         ids=["a binary attachment", "a charset that refuses all"])
def test_an_attachment_that_cannot_be_read_is_passed_over_for_the_one_holding_the_law(first):
    """`charset=undefined` gave a UnicodeError traceback; a binary attachment refused the whole mail
    though the law was in the next one."""
    data = _mail(first, (fs.plain(fs.EN).encode("utf-8"), "utf-8", "law.txt"))
    assert units(extract(data, "mail.eml").streams[0].lines, "en")[0][0] == "3"


def test_a_mail_nested_past_reason_is_refused_in_one_line():
    """1,000 nested multipart parts, or a From: of 5,000 "(", gave Python's RecursionError."""
    head = "MIME-Version: 1.0\nFrom: a@example.org\nTo: b@example.org\nSubject: x\n"
    body = ""
    for k in range(1000):
        body += f'Content-Type: multipart/mixed; boundary="b{k}"\n\n--b{k}\n'
    body += "Content-Type: text/plain\n\nLAW 3 - SAMPLE\n"
    with pytest.raises(SourceError, match="nested too deep"):
        extract((head + body).encode(), "deep.eml")


def test_a_markup_nested_past_reason_is_refused_in_one_line():
    """250 nested LaTeX lists: pandoc's tree nested past what JSON's reader takes (RecursionError)."""
    source = "\\documentclass{article}\\begin{document}\n" + "\\begin{enumerate}\\item x\n" * 400 + \
             "\\end{enumerate}\n" * 400 + "\\end{document}\n"
    with pytest.raises(SourceError, match="nested too deep"):
        extract(source.encode(), "deep.tex")


def test_pandocs_output_past_its_bound_is_refused_before_it_is_parsed(monkeypatch):
    """A 740-byte nest of LaTeX macros wrote 231 MB of JSON, which took 4.4 GB to parse."""
    from bridge_laws.readers.formats import pandoc

    monkeypatch.setattr(pandoc, "MAX_OUTPUT", 1000)
    with pytest.raises(SourceError, match="past 0 MB"):
        extract((fs.latex(fs.EN) + "% a copy of its own\n").encode(), "big.tex")


def test_a_page_that_leaves_hundreds_of_formatting_elements_open_is_refused_before_it_is_parsed():
    """450 unclosed <b class=…>, each unlike the others, then 6,000 paragraphs: html5lib opened
    them again in every paragraph (2.7 million elements, 2.4 GB). A page that leaves a few open
    (an old site's unclosed <font>, the same tag again and again) is read."""
    bomb = "<html><body>" + "".join(f'<b class="c{k}">' for k in range(450)) + "<p>x</p>" * 6000 + "</body></html>"
    with pytest.raises(SourceError, match="more than 100 formatting elements"):
        extract(bomb.encode(), "bomb.html")
    sloppy = fs.page("".join(f"<p><font size=2>{line}" for line in fs.paragraphs(fs.EN)), "en")
    assert units(extract(sloppy.encode(), "old.html").streams[0].lines, "en")[0][0] == "3"


@pytest.mark.timeout(60)
def test_a_markdown_page_of_thousands_of_headings_after_its_law_is_read_in_one_pass():
    """8,000 headings of the page's own notes after a law took 152 s: each heading's part was
    compared with every token up to the next law (session 45's red team, mended in session 46)."""
    notes = "".join(f"## Note {i}\n\nWords of the club, number {i}.\n\n" for i in range(8000))
    text = fs.markdown(fs.EN) + "\n" + notes
    document = extract(text.encode(), "page.md")
    assert units(document.streams[0].lines, "en")
    assert "Words of the club" not in document.text


@pytest.mark.timeout(60)
def test_lines_opening_an_asciidoc_anchor_never_closed_are_told_at_once():
    """13,000 lines `[[a,` (64 KB) took 4 s to be told as no AsciiDoc: the anchor's pattern read
    each one on to the end of the file for its `]]`."""
    from bridge_laws.readers.formats.pandoc import AsciiDocReader

    assert AsciiDocReader().sniff(b"[[a,\n" * 13_000) is None
    page = b"= Law 68 - Sample\n:toc:\n\n[[claims,Claims]]\n== A. Sample\n"
    assert AsciiDocReader().sniff(page)


def test_control_characters_a_page_writes_as_references_are_no_words_of_the_law():
    """`&#27;[31m`, `&#7;` and a C1 control written into a page came into a unit's text (and the
    corpus) as ESC, BEL and CSI: the layout reader takes every control character out but the tab
    and the breaks of lines and pages."""
    page = fs.page(fs.html_paragraphs(fs.EN).replace("in ink", "in &#27;[31mink&#7;\u0085", 1), "en").encode()
    got = units(extract(page, "page.html").streams[0].lines, "en")
    assert got == units(fs.plain(fs.EN).replace("in ink", "in [31mink", 1), "en")
    assert not any(ch in repr(got) for ch in ("\\x1b", "\\x07", "\\x85"))
