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
from bridge_laws.readers.formats import detect_format, extract
from bridge_laws.readers.shapes import ends_sentence, title_like
from test_formats import expected, units


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


# -- a red team of session 46's readers ---------------------------------------------------------------


def _boxed_mail(k: int, who: str, text: str) -> bytes:
    return (f"From {who}@example.org Sat Nov 17 21:0{k}:11 2012\nFrom: {who} <{who}@example.org>\n"
            f"Date: Sat, 17 Nov 2012 21:0{k}:11 +0000\nSubject: Re: rules\n\n{text}\n\n").encode()


def test_a_mailboxs_other_messages_and_a_changed_quote_are_no_words_of_the_law():
    """Messages were joined with nothing between them: a later message of the list's news went on
    with the last unit, and a reply quoting the law with a change ("TWO scorepads") made units."""
    law = fs.plain(fs.EN)
    changed = "\n".join("> " + line.replace("one scorepad", "TWO scorepads") for line in law.split("\n")[1:8])
    box = (_boxed_mail(1, "anna", "Who has the scorepad rule?") + _boxed_mail(2, "boris", "Here:\n\n" + law)
           + _boxed_mail(3, "clara", f"boris wrote:\n{changed}\n\nSurely that is wrong?")
           + _boxed_mail(4, "news", "Club news: the bar opens at seven. 1. Bring a pen. 2. Bring a friend."))
    document = extract(box, "list.mbox")
    assert units(document.streams[0].lines, "en") == expected("en")


@pytest.mark.parametrize("date, sender", [("Mon, 1 Jan 99999999999 00:00:00 +0000", "a <a@example.org>"),
                                          ("Sat, 17 Nov 2012 21:04:11 +0000", ":;:;:;")])
def test_a_mails_headers_the_library_cannot_read_are_shown_as_written(date, sender):
    """A year of 11 digits (OverflowError) and an address list of ":;" (AttributeError) ended a
    mailbox's and a mail's reading in a traceback."""
    mail = (f"From: {sender}\nDate: {date}\nSubject: rules\nMIME-Version: 1.0\nContent-Type: text/plain; charset=utf-8\n"
            f"Content-Transfer-Encoding: quoted-printable\n\n{fs.plain(fs.EN)}").encode()
    assert units(extract(mail, "m.eml").streams[0].lines, "en") == expected("en")
    box = b"From a@example.org Sat Nov 17 21:04:11 2012\n" + mail
    assert units(extract(box, "m.mbox").streams[0].lines, "en") == expected("en")


@pytest.mark.timeout(60)
@pytest.mark.parametrize("data, name", [
    (b"<style>p{}" + b" " * 40 + b"div p{}</style><p>LAW 3 - X</p>", "spaces.html"),
    (b"<style>" + b"a" * 60_000 + b"</style><p>LAW 3 - X</p>", "braceless.html"),
    (b"<style>" + b"@" * 60_000 + b"{</style><p>LAW 3 - X</p>", "at.html"),
    (b"p" + b"=" * 60 + b"\nh1" + b"<" * 60 + b"\nwords\n", "signs.txt"),
    (b"[" + json.dumps({"type": "message", "ts": "1709991100.000100", "text": "*a " * 40_000}).encode() + b"]", "marks.json"),
    (("{{collapse\n" * 20_000).encode() + b"h2. LAW 3 - X\n\nh2. A. Y\n", "folds.textile"),
], ids=["css selector of spaces", "css without braces", "css of @", "textile signs", "slack marks", "textile folds"])
def test_a_style_sheet_a_textile_mark_or_a_slack_mark_that_backtracked_is_read_at_once(data, name):
    """Each took from seconds (a selector of 26 spaces: 25 s, doubling with each space) to minutes."""
    try:
        extract(data, name)
    except SourceError:
        pass  # refused in a line is as good as read: not a hang


def test_textile_paragraphs_past_a_wikis_are_refused_before_the_library_is_waited_on():
    """The textile library's time grows with the square of an unclosed mark's paragraph ('*a '
    8,000 times: 4 s)."""
    with pytest.raises(SourceError, match="a paragraph of"):
        extract(("h2. LAW 3 - X\n\nh3. A. Y\n\n" + "*a " * 8000).encode(), "long.textile")


@pytest.mark.parametrize("data", [b'[{"mapping":{},"current_node":"a"},{"title":"x"}]',
                                  b'[{"mapping":{}},{"mapping":["a"],"current_node":"a"}]',
                                  b'[{"mapping":{"a":[1]},"current_node":"a"}]'])
def test_chatgpt_conversations_of_other_shapes_are_refused_in_one_line(data):
    """KeyError and TypeError tracebacks."""
    with pytest.raises(SourceError):
        extract(data, "conversations.json")


def test_another_chatgpt_conversation_never_goes_on_with_a_law_posted_in_one():
    """Every conversation's user was "User": a later conversation's numbered list went on with the
    law a user had pasted in the first."""
    text = "\n\n".join(fs.paragraphs(fs.EN))
    node = lambda key, role, words, parent, kids: {"message": {"author": {"role": role}, "create_time": 1710428350,
                                                               "content": {"content_type": "text", "parts": [words]}},
                                                   "parent": parent, "children": kids}
    conversations = [{"current_node": "u1", "mapping": {"u1": node("u1", "user", text, None, [])}},
                     {"current_node": "u2", "mapping": {"u2": node("u2", "user", "1. Boil the water.\n2. Pour it.", None, [])}}]
    document = extract(json.dumps(conversations).encode(), "conversations.json")
    assert units(document.streams[0].lines, "en") == expected("en")


def test_a_textile_pages_folded_block_that_holds_its_law_is_read():
    """A law folded away in {{collapse}} was lost without a word: a folded block that holds a
    law's header is read (its reader unfolds it), another is shut and said."""
    page = fs.textile(fs.EN).replace("{{>toc}}", "")
    folded = "{{collapse(The rule)\n" + page[:page.index("{{collapse")] + "\n}}\n"
    document = extract(("h1. Club rules\n\n" + folded).encode(), "folded.textile")
    assert units(document.streams[0].lines, "en") == expected("en")
    assert any("holding a law's header read" in n for n in document.notes)


def _wordml(body: str, styles: str = "") -> bytes:
    lists = ('<w:lists><w:listDef w:listDefId="0"><w:lvl w:ilvl="0"><w:start w:val="1"/><w:nfc w:val="3"/>'
             '<w:lvlText w:val="%1."/></w:lvl><w:lvl w:ilvl="1"><w:start w:val="1"/><w:nfc w:val="0"/>'
             '<w:lvlText w:val="%2."/></w:lvl></w:listDef><w:list w:ilfo="1"><w:ilst w:val="0"/></w:list></w:lists>')
    return (f'<?xml version="1.0"?><w:wordDocument {fs._WORDML_NS}>{lists}<w:styles>{styles}</w:styles>'
            f'<w:body><w:p><w:r><w:t>LAW 3 - THE SAMPLE</w:t></w:r></w:p>{body}</w:body></w:wordDocument>').encode()


def _item(level: int, words: str, ppr: str = "", rpr: str = "") -> str:
    return (f'<w:p><w:pPr>{ppr}<w:listPr><w:ilvl w:val="{level}"/><w:ilfo w:val="1"/></w:listPr></w:pPr>'
            f'<w:r>{rpr}<w:t>{words}</w:t></w:r></w:p>')


def test_a_word_2003_paragraph_deleted_or_hidden_whole_draws_no_number():
    """A list paragraph whose words and mark were deleted (or hidden) still drew "2.": an empty
    unit 3A2, and the real second subsection read as 3A3."""
    deleted = ('<w:p><w:pPr><w:rPr><aml:annotation aml:id="1" w:type="Word.Deletion"/></w:rPr><w:listPr><w:ilvl w:val="1"/>'
               '<w:ilfo w:val="1"/></w:listPr></w:pPr><aml:annotation aml:id="2" w:type="Word.Deletion"><aml:content>'
               "<w:r><w:t>A rule taken out.</w:t></w:r></aml:content></aml:annotation></w:p>")
    hidden = _item(1, "A rule hidden.", ppr="<w:rPr><w:vanish/></w:rPr>", rpr="<w:rPr><w:vanish/></w:rPr>")
    for gone in (deleted, hidden):
        body = _item(0, "Keeping") + _item(1, "The first rule.") + gone + _item(1, "The second rule.")
        got = [u[0] for u in units(extract(_wordml(body), "d.xml").streams[0].lines, "en")]
        assert got == ["3", "3A", "3A1", "3A2"]
        assert "second rule" in extract(_wordml(body), "d.xml").text.split("2.")[1]


def test_word_2003_text_hidden_by_its_styles_is_not_read():
    """Only a run's own w:vanish was honoured: a character style, a paragraph style (through
    basedOn) and a note in a hidden run were read."""
    styles = ('<w:style w:type="character" w:styleId="Secret"><w:rPr><w:vanish/></w:rPr></w:style>'
              '<w:style w:type="paragraph" w:styleId="Draft"><w:rPr><w:vanish/></w:rPr></w:style>'
              '<w:style w:type="paragraph" w:styleId="Draft2"><w:basedOn w:val="Draft"/></w:style>')
    body = (_item(0, "Keeping") + _item(1, "The first rule.")
            + '<w:p><w:r><w:rPr><w:rStyle w:val="Secret"/></w:rPr><w:t>SECRET RUN</w:t></w:r></w:p>'
            + '<w:p><w:pPr><w:pStyle w:val="Draft2"/></w:pPr><w:r><w:t>SECRET PARAGRAPH</w:t></w:r></w:p>'
            + '<w:p><w:r><w:t>Seen words.</w:t></w:r><w:r><w:rPr><w:vanish/></w:rPr><w:footnote><w:p><w:r>'
              "<w:t>SECRET NOTE</w:t></w:r></w:p></w:footnote></w:r></w:p>")
    text = extract(_wordml(body, styles), "s.xml").text
    assert "Seen words." in text and "SECRET" not in text and "¹" not in text


def test_struck_words_of_a_page_of_a_textile_and_of_a_markdown_source_are_not_the_laws():
    """Textile's "-struck-" (rendered <del>) was read: "The player may must not look"; Markdown's
    "~~struck~~" and inline <del> too."""
    page = fs.page(fs.html_paragraphs(fs.EN).replace("in ink", "in <del>pencil</del><s>crayon</s> ink", 1), "en")
    assert units(extract(page.encode(), "p.html").streams[0].lines, "en") == expected("en")
    textile = fs.textile(fs.EN).replace("in ink", "in -pencil- ink", 1)
    assert units(extract(textile.encode(), "p.textile").streams[0].lines, "en") == expected("en")
    markdown = fs.markdown(fs.EN).replace("in ink", "in ~~pencil~~ <del>crayon</del> <s>chalk</s> ink", 1)
    assert units(extract(markdown.encode(), "p.md").streams[0].lines, "en") == expected("en")


def test_words_a_word_processor_strikes_through_are_not_the_laws():
    """A DOCX's and a Word 2003 XML's runs set struck through (``w:strike``, ``w:dstrike``) were
    read, as a page's <del> no longer is: "A player may must not look"; one whose strike is
    switched off is read."""
    runs = ['<w:r><w:t xml:space="preserve">A. A player may </w:t></w:r>',
            '<w:r><w:rPr><w:strike/></w:rPr><w:t xml:space="preserve">must not </w:t></w:r>',
            '<w:r><w:rPr><w:dstrike w:val="true"/></w:rPr><w:t xml:space="preserve">never </w:t></w:r>',
            '<w:r><w:rPr><w:strike w:val="0"/></w:rPr><w:t>look.</w:t></w:r>']
    read = extract(fs.docx_runs([['<w:r><w:t>LAW 3 - THE SAMPLE</w:t></w:r>'], runs]), "s.docx")
    document = read.text
    assert "A. A player may look." in document and "must not" not in document and "never" not in document
    assert any("2 run(s) of words struck through" in n and "«must not»" in n for n in read.notes), read.notes
    wordml = extract(_wordml("<w:p>" + "".join(runs) + "</w:p>"), "s.xml").text
    assert "A. A player may look." in wordml and "must not" not in wordml and "never" not in wordml


def test_a_style_sheets_one_line_box_that_the_page_shows_nowhere_else_is_read():
    """".title { white-space: nowrap; text-overflow: ellipsis }" on the laws' headings left every
    law out (as a reply's cut preview is); a rule with a context (".reply .text") or in @media
    said it of every element of the class; a later rule of the same classes overrides it."""
    body = fs.html_paragraphs(fs.EN).replace("<p>LAW", '<p class="title">LAW').replace(
        "<p>A.", '<p class="text full">A.')
    sheet = ('<style>.title{overflow:hidden;white-space:nowrap;text-overflow:ellipsis}'
             ".reply .text{white-space:nowrap;text-overflow:ellipsis} @media (max-width:400px){.text{white-space:nowrap;"
             "text-overflow:ellipsis}} .text.full{white-space:nowrap;text-overflow:ellipsis} .text.full{white-space:normal}"
             "</style>")
    page = fs.page(body, "en").replace("</head>", sheet + "</head>", 1)
    assert units(extract(page.encode(), "p.html").streams[0].lines, "en") == expected("en")


# -- a second red team of session 46: the new rules' false positives ---------------------------------


@pytest.mark.parametrize("last, lang", [
    ("The procedures of Part I apply to this law as well.", "en"),
    ("In the US, a Regulating Authority may decide otherwise.", "en"),
    ('A player who says "let me check" before playing has not yet played.', "en"),
    ("Судья спрашивает: «Вы согласны продолжить игру?» — и записывает ответ.", "ru"),
])
def test_a_laws_last_paragraph_that_only_seems_to_speak_as_a_person_stays_the_laws(last, lang):
    """"Part I apply" (a numeral), "US" (a country) and words in quotation marks (a player's or
    the Director's) were taken for the poster's own words after the law, and dropped."""
    lines = fs.paragraphs(fs.SAMPLES[lang])
    cut = next(k for k, line in enumerate(lines) if line.startswith(("LAW 4", "ПРАВИЛО 4")))
    first, rest = "\n".join(lines[:cut - 1]), "\n".join(lines[cut:])  # (law 3's note left out)
    chat = (f"10.10.2024, 22:40 - Boris: Here:\n\n{first}\n\n{last}\n"
            f"10.10.2024, 22:45 - Anna: Thanks.\n10.10.2024, 23:05 - Boris: {rest}\n")
    got = {u[0]: u[4] for u in units(extract(chat.encode(), "chat.txt").streams[0].lines, lang)}
    assert got["3B"][-1] == last


def test_a_theme_that_keeps_law_headings_on_one_line_loses_none_named_again_in_its_contents():
    """A heading kept on one line by a theme (nowrap, ellipsis) and named again in the page's
    "Recent posts" was left out as a reply's preview is: a short box is read."""
    body = fs.html_paragraphs(fs.EN).replace("<p>LAW", '<p class="entry-title">LAW')
    recent = "<ul>" + "".join(f"<li>{line}</li>" for line in fs.paragraphs(fs.EN) if line.startswith("LAW")) + "</ul>"
    sheet = "<style>.entry-title{white-space:nowrap;overflow:hidden;text-overflow:ellipsis}</style>"
    page = fs.page(body + "<h3>Recent posts</h3>" + recent, "en").replace("</head>", sheet + "</head>", 1)
    assert [u[0] for u in units(extract(page.encode(), "p.html").streams[0].lines, "en")][:2] == ["3", "3A"]


def test_a_windows_sign_in_a_text_taken_for_latin1_is_its_sign():
    """A mail labelled iso-8859-1 holding Windows-1252's =92 and =96 (an apostrophe, a dash):
    its C1 controls were deleted, "declarers partner", "LAW 3  THE SAMPLE"."""
    mail = ("From: a <a@example.org>\nSubject: rules\nMIME-Version: 1.0\nContent-Type: text/plain; charset=iso-8859-1\n"
            "Content-Transfer-Encoding: quoted-printable\n\nLAW 3 =96 THE SAMPLE\nA. The player=92s card\n"
            "Each declarer=92s card is kept.\nB. Another\nThe words of B.\n").encode()
    got = units(extract(mail, "m.eml").streams[0].lines, "en")
    assert got[0][3] == "THE SAMPLE" and got[1][3] == "The player’s card" and got[1][4] == ("Each declarer’s card is kept.",)


def test_a_textile_law_folded_under_its_visible_heading_is_read():
    """Redmine's usual page: "h2. LAW 3 …" shown, its sections folded in {{collapse}}: shut away."""
    body = fs.textile(fs.EN).replace("{{>toc}}", "")
    body = body[:body.index("{{collapse")]
    head, _, rest = body.partition("h3. A.")
    page = head + "{{collapse(Text of the law)\nh3. A." + rest + "\n}}\n"
    assert units(extract(page.encode(), "folded.textile").streams[0].lines, "en") == expected("en")


def test_words_struck_by_their_style_are_not_the_laws_and_a_curly_apostrophe_keeps_a_run_in_title():
    page = fs.page(fs.html_paragraphs(fs.EN).replace(
        "in ink", 'in <span style="text-decoration: line-through">pencil</span> ink', 1), "en")
    assert units(extract(page.encode(), "p.html").streams[0].lines, "en") == expected("en")
    text = ("LAW 45 - CARD PLAYED\n\nA. Dummy’s Absolute Rights. Dummy may keep count of the tricks won.\n\n"
            "B. Declarer names the card aloud. Dummy then plays the card named by him.\n\nC. Mistaken Designation\n"
            "1. A card named that dummy lacks is void.\n")
    assert units(text, "en")[1][3] == "Dummy’s Absolute Rights"


# -- a red team of session 47: the session's readers -------------------------------------------


@pytest.mark.parametrize("opener", [":::note\n", "<Tabs>\n", "<Box{}>\n", "<details>\n"])
def test_a_pages_openers_never_closed_are_no_quadratic_work(opener):
    """20,000 ":::note" never closed took 83 s (each looked to the end of the page for its closer);
    unclosed <Tabs>, components of distinct names and <details> 6–13 s."""
    body = "".join(opener.format(k) + "\n" for k in range(6_000))
    text = extract(("# LAW 12 - SAMPLE\n\nA. The sample words.\n\n" + body).encode(), "page.md").text
    assert "A. The sample words." in text


def test_a_box_that_only_styles_the_laws_text_or_an_old_pages_capitals_keeps_it():
    """Pandoc's "::: {.lawbody}" and ":::law" around a law's sections, and an old page's <P> in
    capitals on lines of their own, were taken for the writer's boxes: the sections were lost."""
    for wrapped in ("::: {.lawbody}\n\nA. The sample words.\n\nB. More sample words.\n\n:::\n",
                    ":::law\n\nA. The sample words.\n\nB. More sample words.\n\n:::\n",
                    "<P>\nA. The sample words.\n</P>\n\n<P>\nB. More sample words.\n</P>\n"):
        text = extract(("# LAW 12 - SAMPLE\n\n" + wrapped).encode(), "page.md").text
        assert "A. The sample words." in text and "B. More sample words." in text, wrapped


def test_a_strike_tag_left_open_in_markdown_cuts_nothing():
    """"…leads <s>before his turn …" lost the rest of the paragraph, silently."""
    text = extract(b"# LAW 12 - SAMPLE\n\nA. When a player leads <s>before his turn the sample stands.\n", "p.md").text
    assert "before his turn the sample stands." in text


def test_a_front_matter_title_naming_the_law_the_page_prints_is_not_its_header_twice():
    page = "---\ntitle: Law 12 — Sample\n---\n\n## LAW 12 - SAMPLE\n\nA. The sample words.\n"
    text = extract(page.encode(), "p.md").text
    assert "Law 12 — Sample" not in text and "LAW 12 - SAMPLE" in text


def _vtt(*cues: str) -> bytes:
    return ("WEBVTT\n\n" + "".join(f"00:{k:02d}.000 --> 00:{k:02d}.900\n{cue}\n\n" for k, cue in enumerate(cues, 1))).encode()


@pytest.mark.parametrize("cues", [
    ("<v Reader>LAW 12 - SAMPLE", "A. The sample words.", "B. More sample words."),  # a voice named when it changes
    ("<v Host>LAW 12 - SAMPLE", "<v Reader>A. The sample words.", "<v Reader>B. More sample words."),  # a host announces
    ("LAW 12 - SAMPLE", "LAW 12 - SAMPLE\nA. The sample words.", "A. The sample words.\nB. More sample words."),  # rolling
], ids=["named once", "announced", "rolling"])
def test_captions_keep_the_law_however_their_voices_are_named(cues):
    """A voice named only on the first caption, a host announcing a header that a reader reads on,
    and a video site's rolling captions (each line shown twice): the law's sections were lost, or
    read three times."""
    text = extract(_vtt(*cues), "talk.vtt").text
    assert text == "LAW 12 - SAMPLE\nA. The sample words.\nB. More sample words.\n"


def test_an_items_marker_alone_on_a_caption_is_no_description_and_two_long_captions_no_quadratic_work():
    """"(a)" on a caption of its own was dropped as a caption describing a sound ("(applause)"); two
    captions of 20,000 lines each were compared line by line for a rolling caption's repeats."""
    text = extract(_vtt("LAW 12 - SAMPLE", "A. The sample:", "(a)", "the first words;", "[applause]"), "t.vtt").text
    assert text == "LAW 12 - SAMPLE\nA. The sample:\n(a)\nthe first words;\n"
    many = "\n".join(f"line {k % 7}" for k in range(20_000))
    assert extract(_vtt("LAW 12 - SAMPLE\n" + many, many), "t.vtt").text.startswith("LAW 12 - SAMPLE")


def test_a_caption_of_a_voice_never_closed_is_no_quadratic_work():
    """`<v a` 50,000 times in one caption took 28 s (the voice's pattern backtracked over them)."""
    assert "LAW 12" in extract(_vtt("<v Reader>LAW 12 - SAMPLE", "A. x " + "<v a" * 50_000), "talk.vtt").text


def test_a_table_keyed_by_refs_with_a_decimal_comma_or_a_letter_past_any_laws_is_read():
    """An order of "1,5" gave a ValueError traceback, a ref «12A1(z)» an IndexError."""
    rows = "Code,Name,Text,Order\n12,Sample,,1\n12A,,The sample words.,\"1,5\"\n12A1,,One.,2\n12A1z,,Zed.,3\n12B,,More.,4\n"
    document = extract(rows.encode(), "t.csv")
    assert "A. The sample words." in document.text and "Zed" not in document.text
    assert any("naming no unit" in n for n in document.notes)


def test_a_logs_line_of_spaces_between_rows_is_no_traceback(tmp_path):
    """A line of spaces between a CSV log's rows gave a StopIteration traceback."""
    from bridge_laws.rulings.logs import log_rows

    rows, _ = log_rows("date,board,laws,question\n2024-03-14,7,16B,q\n   \n2024-03-14,8,16B,q2\n", "csv", "log.csv")
    assert [row["board"] for _, row in rows] == ["7", "8"]


def test_a_markdown_pages_line_opening_with_export_is_words_unless_the_page_is_mdx():
    """An ESM statement (MDX's "export const …", over lines to its blank line) is no words of an MDX
    page — one that imports — but a line "export the results …" in any other Markdown is the law's."""
    plain = "# LAW 12 - SAMPLE\n\nA. The sample words.\n\nexport the results to the scorer when\nthe session ends.\n"
    assert "export the results to the scorer when" in extract(plain.encode(), "p.md").text
    mdx = "import X from './x';\n\n" + plain.replace("export the results", "export const Badge = (x) => (\n  x\n);\n\nA line", 1)
    assert "Badge" not in extract(mdx.encode(), "p.mdx").text


@pytest.mark.timeout(30)
def test_parts_after_rules_and_bold_titles_by_the_thousand_are_no_quadratic_work():
    """A page's own part after a rule is found from each element's neighbour looked up once (each
    heading listed its parent's children: 5,000 parts took 13 s); a bold title is asked of the
    words before it only when they are few."""
    parts = "<hr><h2>Club notes</h2><p>Words.</p><h3>Deeper</h3><p>More.</p>" * 8_000
    page = f"<html><body><h1>Law 5 - X</h1><h2>A. Part</h2><p>The sample words.</p>{parts}</body></html>"
    document = extract(page.encode(), "page.html")
    assert "The sample words." in document.text and "Club notes" not in document.text
    bold = "<p>1. " + "<b>Some Title.</b> Text " * 20_000 + "</p>"
    assert "Some Title." in extract(f"<html><body><h1>Law 5 - X</h1>{bold}</body></html>".encode(), "page.html").text
    md = "# Law 5 - X\n\n## A. Part\n\nThe sample words.\n\n" + "---\n\n### Club notes\n\nWords.\n\n#### Deeper\n\nMore.\n\n" * 8_000
    assert "Club notes" not in extract(md.encode(), "page.md").text


# -- session 48: a scanned book's OCR output, hOCR and ALTO ---------------------------------------

@pytest.mark.timeout(30)
def test_an_alto_nested_blocks_deep_or_hyphenated_without_end_costs_its_length():
    """Blocks nested 100,000 deep (each line asked what every block around it says: quadratic), and
    a line of 200,000 first parts of hyphenated words whose second parts never come: each read once."""
    deep = ('<alto><Tags><OtherTag ID="H" LABEL="header"/></Tags><Layout><Page><PrintSpace>'
            + '<ComposedBlock TAGREFS="X">' * 100_000 + "<TextBlock>"
            + '<TextLine><String CONTENT="LAW"/><String CONTENT="5"/></TextLine>' * 20_000
            + "</TextBlock>" + "</ComposedBlock>" * 100_000 + "</PrintSpace></Page></Layout></alto>")
    assert extract(deep.encode(), "deep.xml").text.startswith("LAW 5\nLAW 5\n")
    parts = ('<alto><Layout><Page><TextBlock><TextLine><String CONTENT="LAW"/><String CONTENT="5"/></TextLine><TextLine>'
             + '<String CONTENT="ab" SUBS_TYPE="HypPart1" SUBS_CONTENT="abc"/><HYP CONTENT="-"/>' * 200_000
             + "</TextLine></TextBlock></Page></Layout></alto>")
    assert extract(parts.encode(), "parts.xml").text.startswith("LAW 5\nabc abc")


def test_an_alto_whose_entities_expand_past_their_bound_is_refused_at_once():
    entities = ['<!ENTITY a0 "LAW 5 LAW 5 ">'] + [f'<!ENTITY a{k} "{f"&a{k - 1};" * 10}">' for k in range(1, 10)]
    bomb = ('<?xml version="1.0"?>\n<!DOCTYPE alto [\n' + "\n".join(entities) + "\n]>\n"
            '<alto><Layout><Page><TextBlock><TextLine><String CONTENT="&a9;"/></TextLine></TextBlock></Page></Layout></alto>')
    with pytest.raises(SourceError, match="bomb.xml.*not well-formed XML"):
        extract(bomb.encode(), "bomb.xml")


@pytest.mark.timeout(30)
def test_an_hocr_of_huge_numbers_nested_pages_or_a_line_of_every_word_costs_its_length():
    """A box whose number has 100,000 digits (Python's int() of it is a ValueError past 4,300
    digits: a traceback); pages in pages in pages (each page's walk went through the pages in it
    again); a line of 50,000 words."""
    huge = (f"<div class='ocr_page'><span class='ocr_line' title='bbox 1 2 3 {'9' * 100_000}'>"
            "<span class='ocrx_word'>LAW</span></span></div>")
    with pytest.raises(SourceError, match="huge.hocr:1: hOCR .OCR output.: a line with a bbox that is not four numbers"):
        extract(huge.encode(), "huge.hocr")
    nested = ("<div class='ocr_page'>" * 400 + "<p class='ocr_par'>"
              + "<span class='ocr_line'><span class='ocrx_word'>LAW</span> <span class='ocrx_word'>5</span></span>" * 5_000
              + "</p>" + "</div>" * 400)
    document = extract(nested.encode(), "nested.hocr")
    assert document.text.count("LAW 5") == 5_000 and document.notes[0] == "1 page(s)"
    line = "<div class='ocr_page'><span class='ocr_line'>" + "<span class='ocrx_word'>w</span> " * 50_000 + "</span></div>"
    assert len(extract(line.encode(), "line.hocr").text) == 100_000


def test_an_alto_of_millions_of_empty_pages_is_refused_at_its_bound():
    """A red team: 9,000,000 empty <Page/> before a line took 3.3 GB and 40 s."""
    from bridge_laws.readers.formats.alto import MAX_PAGES

    data = b"<alto><Layout>" + b"<Page/>" * (MAX_PAGES + 1) + b"<Page><PrintSpace><TextBlock><TextLine>" \
        b'<String CONTENT="LAW"/></TextLine></TextBlock></PrintSpace></Page></Layout></alto>'
    with pytest.raises(SourceError) as caught:
        extract(data, "pages.xml")
    assert "pages" in str(caught.value) and caught.value.file == "pages.xml"


@pytest.mark.timeout(30)
def test_empty_comments_before_a_text_are_skipped_at_once():
    """A red team: 25 «<!---->» before a law took 155 s to import — the feed's, the outline's and the
    Evernote export's checks of a root element split the comments every way (a lazy pattern)."""
    data = b"<!---->" * 40 + b"\nLAW 5 - SAMPLE\n\nA. Part\n\nThe sample words.\n"
    assert "The sample words." in extract(data, "comments.txt").text
    assert detect_format(b"<?xml version='1.0'?>\n<?xml-stylesheet href='o.xsl'?>\n<!-- x -->\n<opml><body/></opml>",
                         "x.opml")[0] == "opml"


def test_a_web_archives_sheets_and_names_are_read_once_and_bounded():
    """A red team: one style sheet named 20,000 times was decoded 20,000 times (a MemoryError); an
    encoding named "undefined" or "idna" was a traceback; the sheets were looked for in the page
    one by one (the square of their number); a page of text was refused."""
    import plistlib

    law = "<h2>Law 5 - Sample</h2><p>A. Part</p><p>The sample words.</p>"
    sheet = {"WebResourceData": b".x{color:red}" * 1000, "WebResourceMIMEType": "text/css",
             "WebResourceURL": "https://club.example.org/s.css"}
    for charset in ("undefined", "idna", "utf-7", "windows-1252"):
        archive = {"WebMainResource": {"WebResourceData": f"<link rel=stylesheet href='/s.css'>{law}".encode(),
                                       "WebResourceMIMEType": "text/html", "WebResourceTextEncodingName": charset,
                                       "WebResourceURL": "https://club.example.org/"},
                   "WebSubresources": [sheet] * 20_000}
        document = extract(plistlib.dumps(archive, fmt=plistlib.FMT_BINARY), "page.webarchive")
        assert "The sample words." in document.text
    plain = {"WebMainResource": {"WebResourceData": "LAW 5 - SAMPLE\n\nA. Part\n\nThe sample words.\n".encode("cp1251"),
                                 "WebResourceMIMEType": "text/plain", "WebResourceTextEncodingName": "windows-1251",
                                 "WebResourceURL": "https://club.example.org/law.txt"}}
    assert "The sample words." in extract(plistlib.dumps(plain, fmt=plistlib.FMT_BINARY), "text.webarchive").text



@pytest.mark.timeout(60)
def test_a_text_of_indented_lines_under_a_colon_costs_its_length():
    """Session 49's rule for a list whose numbers a plain-text save dropped looks under a line
    ending in a colon for the indented lines of its list: it looked again from every line of a
    text whose lines are all indented (30,000 of them: minutes); now only under a unit's line that
    ends in a colon, and no further than a list of the Laws is long."""
    from bridge_laws.readers.standard import read_standard

    flat = "LAW 5 - SAMPLE\nA. Part:\n" + "    the sample goes on and on\n" * 30_000
    assert read_standard(flat, "t.txt", 2017, "en").fragments
