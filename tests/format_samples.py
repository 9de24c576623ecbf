"""Two short codes of rules in the standard layout, in English and Russian, written for the format
tests (invented sentences in the shape of the Laws, never the text of the Laws), and the files
made from them inside the tests: plain text, PDF (fpdf2), DOCX (python-docx, with Word's
automatic numbering), RTF (as Word writes it), ODT (as LibreOffice writes it: list numbers drawn
by the list style), HTML and Markdown.

A sample is a list of blocks ``(kind, marker, text)``; each renderer writes the blocks the way
that format writes them (Word numbering instead of typed markers, nested ``<ol>`` lists, Markdown
ordered lists), so that the tests can require every format to read back to the same units.
"""

from __future__ import annotations

import html
import io
import json
import re
import textwrap
from pathlib import Path

EN = [
    ("chapter", None, "CHAPTER I - SAMPLE MATTERS"),
    ("law", None, "LAW 3 - THE SAMPLE SCOREPAD"),
    ("section", "A", "Keeping the Scorepad"),
    ("subsection", "1", "Each table of a sample session keeps one scorepad, which the player seated "
                        "nearest the door fills in after every deal, in ink and without any shorthand "
                        "that a later reader could take for something else, so that the tournament "
                        "office can check every entry of it on the following morning."),
    ("item", "a", "A slip of the pen on the scorepad is struck through once and written again "
                  "beside it.*"),
    ("item", "b", "The scorepad stays on the table until the session ends."),
    ("subsection", "2", ""),
    ("item", "a", "A player who finds the scorepad gone tells the tournament office at once."),
    ("subitem", "i", "The office may hand out a fresh scorepad."),
    ("subitem", "ii", "The office may copy the results from the twin table."),
    ("section", "B", "Reading the Scorepad"),
    ("para", None, "Anyone seated at the table may read the scorepad between deals, but nobody may "
                   "read it while a deal is being played."),
    ("para", None, "The tournament office keeps each scorepad for one month after the session."),
    ("note", None, "* A footnote invented for the format tests."),
    ("law", None, "LAW 4 - THE TEST TABLE"),
    ("section", "A", "Lighting"),
    ("para", None, "The test table stands under a lamp that lights all four hands alike; see Law 3A1."),
    ("section", "B", "Chairs"),
    ("para", None, "Four chairs of one height stand at the test table."),
]

RU = [
    ("chapter", None, "ГЛАВА I. УЧЕБНЫЕ ПОЛОЖЕНИЯ"),
    ("law", None, "ПРАВИЛО 3. УЧЕБНЫЙ ПРОТОКОЛ"),
    ("section", "А", "Ведение протокола"),
    ("subsection", "1", "За каждым столом учебной сессии ведётся один протокол, который после каждой "
                        "сдачи заполняет игрок, сидящий ближе к двери, чернилами и без сокращений, "
                        "которые позднее можно было бы понять иначе, чтобы судейская бригада могла "
                        "проверить каждую его запись на следующее утро."),
    ("item", "а", "Описку в протоколе зачёркивают одной чертой и пишут заново рядом.*"),
    ("item", "б", "Протокол остаётся на столе до конца сессии."),
    ("subsection", "2", ""),
    ("item", "а", "Игрок, который не нашёл протокола, сразу сообщает об этом судейской бригаде."),
    ("subitem", "i", "Бригада может выдать новый протокол."),
    ("subitem", "ii", "Бригада может переписать результаты с парного стола."),
    ("section", "Б", "Чтение протокола"),
    ("para", None, "Любой сидящий за столом может читать протокол между сдачами, но никто не может "
                   "читать его, пока сдача разыгрывается."),
    ("para", None, "Судейская бригада хранит каждый протокол месяц после сессии."),
    ("note", None, "* Сноска, придуманная для проверки форматов."),
    ("law", None, "ПРАВИЛО 4. УЧЕБНЫЙ СТОЛ"),
    ("section", "А", "Освещение"),
    ("para", None, "Учебный стол стоит под лампой, которая одинаково освещает все четыре руки; "
                   "см. правило 3А1."),
    ("section", "Б", "Стулья"),
    ("para", None, "У учебного стола стоят четыре стула одной высоты."),
]

SAMPLES = {"en": EN, "ru": RU}

# The same layout in languages no reader knows (invented sentences as well).
FRENCH = """LOI 3 - LA FEUILLE DE MARQUE
A. Tenue de la feuille
1. Chaque table tient une feuille de marque, que le joueur le plus proche de la porte remplit
après chaque donne.
(a) Une erreur est barrée une fois et récrite à côté.
B. Lecture de la feuille
Chacun peut lire la feuille entre les donnes.
"""

UKRAINIAN = """ПРАВИЛО 3. НАВЧАЛЬНИЙ ПРОТОКОЛ
А. Ведення протоколу
1. За кожним столом навчальної сесії ведеться один протокол, який після кожної
роздачі заповнює гравець, що сидить ближче до дверей.
(а) Помилку в протоколі закреслюють однією рискою і пишуть знову поруч.
Б. Читання протоколу
Будь-хто за столом може читати протокол між роздачами, і це є його право.
"""
LEVELS = {"section": 0, "subsection": 1, "item": 2, "subitem": 3}
DEJAVU = Path("/usr/share/fonts/truetype/dejavu/DejaVuSans.ttf")


def label(kind: str, marker: str) -> str:
    """The marker as the plain text prints it: "A.", "1.", "(a)", "(i)"."""
    return f"({marker})" if kind in ("item", "subitem") else f"{marker}."


def paragraphs(blocks) -> list[str]:
    """Each block as one line of plain text; "2." with no text of its own shares the line of the
    item that follows ("2. (a) A player …")."""
    out, pending = [], ""
    for kind, marker, text in blocks:
        line = f"{label(kind, marker)} {text}".strip() if kind in LEVELS else text
        if pending:
            line, pending = f"{pending} {line}", ""
        if kind in LEVELS and not text:
            pending = line
            continue
        out.append(line)
    return out


def plain(blocks, width: int = 64) -> str:
    """The plain text: wrapped at ``width`` columns, a blank line before each law."""
    lines = []
    for line in paragraphs(blocks):
        if line.startswith(("LAW ", "ПРАВИЛО ")) and lines:
            lines.append("")
        lines += textwrap.wrap(line, width, break_on_hyphens=False, break_long_words=False)
    return "\n".join(lines) + "\n"


# -- Markdown ------------------------------------------------------------------------------------

def markdown(blocks) -> str:
    """Headings for chapters, laws and sections; subsections as ordered lists (one list per
    number, so that "2." starts at 2); a note's "*" escaped (a bare "* " opens a bullet list)."""
    out = []
    for line, (kind, marker, text) in zip(paragraphs(blocks), _heads(blocks)):
        if kind in ("chapter", "law"):
            out.append(f"## {line}")
        elif kind == "section":
            out.append(f"### {line}")
        elif kind == "note":
            out.append("\\" + line)
        else:
            out.append(line)
    return "\n\n".join(out) + "\n"


def _heads(blocks):
    """The block that starts each line of :func:`paragraphs`."""
    heads, skip = [], False
    for block in blocks:
        if not skip:
            heads.append(block)
        skip = block[0] in LEVELS and not block[2]
    return heads


# -- HTML ----------------------------------------------------------------------------------------

_TYPES = {0: "A", 1: "1", 2: "a", 3: "i"}
_ORDINAL = {"A": 1, "B": 2, "C": 3, "a": 1, "b": 2, "i": 1, "ii": 2, "iii": 3}


def html_lists(blocks) -> str:
    """The body of a page with the units as nested ordered lists (``<ol type="A">`` …), the way
    a page written by hand numbers them; paragraphs inside the open item."""
    out, stack = [], []
    for kind, marker, text in blocks:
        if kind in LEVELS:
            level = LEVELS[kind]
            while stack and stack[-1] > level:
                out.append("</li></ol>")
                stack.pop()
            if stack and stack[-1] == level:
                out.append("</li>")
            else:
                start = _ORDINAL.get(marker, marker if marker.isdigit() else 1)
                out.append(f'<ol type="{_TYPES[level]}" start="{start}">')
                stack.append(level)
            out.append(f"<li>{html.escape(text)}")
        elif kind == "para" and stack:
            out.append(f"<p>{html.escape(text)}</p>")
        else:
            while stack:
                out.append("</li></ol>")
                stack.pop()
            tag = {"chapter": "h1", "law": "h2"}.get(kind, "p")
            out.append(f"<{tag}>{html.escape(text)}</{tag}>")
    out += ["</li></ol>"] * len(stack)
    return "\n".join(out)


def html_paragraphs(blocks) -> str:
    """The body of a page with each line of the plain text as a paragraph, markers typed."""
    return "\n".join(f"<p>{html.escape(line)}</p>" for line in paragraphs(blocks))


PAGE = """<!DOCTYPE html>
<html lang="{lang}"><head>{meta}<title>Sample code of rules</title>
<style>body {{ font-family: serif }}</style><script>var menu = "LAW 99 - NOT A LAW";</script></head>
<body>
<header><a href="/">Home</a> | Sample federation site | <a href="/laws">LAW 98 - MENU ITEM</a></header>
<nav><ul><li><a href="#a">LAW 97 - CONTENTS ENTRY</a></li><li><a href="#b">Site map</a></li></ul></nav>
<div class="content">
{body}
</div>
<aside>Advertisement: LAW 96 - SIDEBAR</aside>
<footer>© Sample federation · page 1 of 1 · Law 95</footer>
</body></html>
"""


def page(body: str, lang: str, meta: str = '<meta charset="utf-8">') -> str:
    return PAGE.format(lang=lang, meta=meta, body=body)


def bilingual_table(ru_blocks, en_blocks) -> str:
    """Russian | English, one row per line of the plain texts (the samples align line by line)."""
    rows = [f"<tr><td>{html.escape(r)}</td><td>{html.escape(e)}</td></tr>"
            for r, e in zip(paragraphs(ru_blocks), paragraphs(en_blocks))]
    return "<table>\n<tr><th>Русский текст</th><th>English text</th></tr>\n" + "\n".join(rows) + "\n</table>"


def _zip(members: list[tuple[str, bytes | str]], stored_first: bool = True) -> bytes:
    """A zip of ``members`` in order, the first stored (an e-book's ``mimetype``), the rest deflated."""
    import zipfile

    out = io.BytesIO()
    with zipfile.ZipFile(out, "w", zipfile.ZIP_DEFLATED) as z:
        for k, (name, data) in enumerate(members):
            z.writestr(zipfile.ZipInfo(name) if k == 0 and stored_first else name, data,
                       compress_type=zipfile.ZIP_STORED if k == 0 and stored_first else zipfile.ZIP_DEFLATED)
    return out.getvalue()


def by_law(blocks) -> list[list]:
    """The blocks cut before each law (a chapter heading goes with the law after it)."""
    parts, current = [], []
    for block in blocks:
        if block[0] == "law" and any(b[0] == "law" for b in current):
            cut = next(k for k in range(len(current) - 1, -1, -1) if current[k][0] == "law") + 1
            keep = [b for b in current[cut:] if b[0] == "chapter"]
            parts.append([b for b in current if b not in keep])
            current = keep
        current.append(block)
    return parts + [current]


XHTML = ('<?xml version="1.0" encoding="UTF-8"?><!DOCTYPE html><html xmlns="http://www.w3.org/1999/xhtml" '
         'xmlns:epub="http://www.idpf.org/2007/ops" lang="{lang}"><head><title>{title}</title></head><body>'
         '<section epub:type="chapter">{body}</section></body></html>')


def epub(blocks, lang: str, manifest_prefix: str = "") -> bytes:
    """An e-book as an EPUB 3 writer makes one: ``mimetype`` first and stored, the container, the
    package document in a folder of its own (its manifest in another order than the spine), a
    cover page that is a picture alone, the navigation document, a chapter a law (its manifest's
    addresses after ``manifest_prefix``, to point them elsewhere)."""
    chapters = by_law(blocks)
    pages = [(f"text/ch{k + 1:02d}.xhtml", XHTML.format(lang=lang, title=f"Chapter {k + 1}", body=html_lists(part)))
             for k, part in enumerate(chapters)]
    cover = XHTML.format(lang=lang, title="Cover", body='<img src="../images/cover.png" alt=""/>')
    nav = XHTML.format(lang=lang, title="Contents", body='<nav epub:type="toc"><ol>' + "".join(
        f'<li><a href="{href[5:]}">Chapter {k + 1}</a></li>' for k, (href, _) in enumerate(pages)) + "</ol></nav>")
    manifest = "".join(f'<item id="c{k}" href="{manifest_prefix}{href}" media-type="application/xhtml+xml"/>'
                       for k, (href, _) in reversed(list(enumerate(pages))))
    opf = ('<?xml version="1.0" encoding="UTF-8"?><package xmlns="http://www.idpf.org/2007/opf" version="3.0" '
           'unique-identifier="id"><metadata xmlns:dc="http://purl.org/dc/elements/1.1/">'
           '<dc:identifier id="id">urn:uuid:0</dc:identifier><dc:title>Sample rules (e-book)</dc:title>'
           f'<dc:language>{lang}</dc:language></metadata><manifest>'
           '<item id="nav" href="text/nav.xhtml" media-type="application/xhtml+xml" properties="nav"/>'
           '<item id="cover" href="text/cover.xhtml" media-type="application/xhtml+xml"/>'
           '<item id="img" href="images/cover.png" media-type="image/png"/>' + manifest +
           '</manifest><spine><itemref idref="cover"/><itemref idref="nav" linear="no"/>'
           + "".join(f'<itemref idref="c{k}"/>' for k in range(len(pages))) + "</spine></package>")
    container = ('<?xml version="1.0"?><container version="1.0" xmlns="urn:oasis:names:tc:opendocument:xmlns:container">'
                 '<rootfiles><rootfile full-path="OEBPS/content.opf" media-type="application/oebps-package+xml"/>'
                 "</rootfiles></container>")
    return _zip([("mimetype", "application/epub+zip"), ("META-INF/container.xml", container),
                 ("OEBPS/content.opf", opf), ("OEBPS/text/cover.xhtml", cover), ("OEBPS/text/nav.xhtml", nav),
                 ("OEBPS/images/cover.png", b"\x89PNG\r\n\x1a\n" + bytes(64))]
                + [(f"OEBPS/{href}", text) for href, text in pages])


def fb2(blocks, lang: str, zipped: bool = False, notes: str = "") -> bytes:
    """An e-book in FictionBook 2 as a Russian e-book library keeps one: the book's data in
    <description> (its annotation no text of the book), a <section> a chapter and one inside it a
    law, whose <title> holds the header and the law's title as two lines, each line of the plain
    text a <p>, an empty line between the laws, a picture as a base64 <binary>; Russian in
    windows-1251, as such files often are; ``notes``: a <body name="notes"> after the text; or a
    zip of the one .fb2, as libraries hand them out."""
    encoding = "windows-1251" if lang == "ru" else "utf-8"
    out, depth = [], 0
    for line, (kind, marker, text) in zip(paragraphs(blocks), [b for b in blocks if not (b[0] in LEVELS and not b[2])]):
        if kind == "chapter":
            out.append("</section>" * depth + f"<section><title><p>{html.escape(text)}</p></title>")
            depth = 1
        elif kind == "law":
            out.append("</section>" * (depth - 1) + "<empty-line/>" * (depth > 1) + "<section><title>" + "".join(
                f"<p>{html.escape(x)}</p>" for x in re.split(r"(?<=\d\.)\s+|(?<=\d)\s+(?=-)", text, maxsplit=1)) + "</title>")
            depth = 2
        else:
            out.append(f"<p>{html.escape(line)}</p>")
    body = "".join(out) + "</section>" * depth
    book = (f'<?xml version="1.0" encoding="{encoding}"?>\n<FictionBook xmlns="http://www.gribuser.ru/xml/fictionbook/2.0" '
            'xmlns:l="http://www.w3.org/1999/xlink"><description><title-info><genre>sport</genre>'
            '<book-title>Sample rules (FB2)</book-title><annotation><p>LAW 90 - NOT A LAW OF THE BOOK</p></annotation>'
            f'<lang>{lang}</lang></title-info></description><body>{body}</body>{notes}'
            '<binary id="cover.png" content-type="image/png">iVBORw0KGgo=</binary></FictionBook>')
    data = book.encode(encoding)
    return _zip([("sample.fb2", data)], stored_first=False) if zipped else data


def logseq(blocks) -> str:
    """A page of an outliner (Logseq's Markdown file): the page's properties, every line a bullet
    nested by tabs (a chapter and a law a heading at the top, a section a heading under it, the
    rest under the section), the first subsection's number drawn by the app (a property), the
    others typed; a block's id under it; the writer's task with its schedule and clock, and a block
    of the app's own embeds after the law."""
    out = ["title:: Sample rules", "tags:: [[laws]], [[club]]", ""]
    drawn = True
    for line, (kind, marker, text) in zip(paragraphs(blocks), [b for b in blocks if not (b[0] in LEVELS and not b[2])]):
        if kind in ("chapter", "law"):
            out.append(f"- # {line}")
        elif kind == "section":
            out.append(f"\t- ## {line}")
        elif kind == "subsection" and marker == "1" and drawn:
            out += [f"\t\t- {text}", "\t\t  logseq.order-list-type:: number", "\t\t  id:: 6790b2aa-71c4-4b0e-9d2f-1a8e55c3d901"]
            drawn = False
        else:
            out.append(("\t\t\t- " if kind in ("item", "subitem") else "\t\t- ") + line)
    return "\n".join(out + ["- TODO ask the sample director about 3A2", "  SCHEDULED: <2026-02-17 Tue>", "  :LOGBOOK:",
                             "  CLOCK: [2026-02-10 Tue 21:12:40]--[2026-02-10 Tue 21:30:05] =>  00:17:25", "  :END:",
                             "- Related", "\t- {{embed [[Sample rules 2007]]}}", ""])


_DEPTH = {"subsection": 0, "item": 1, "subitem": 2}


def _marked(blocks, mark: str):
    """The blocks with the note's "*" in the text replaced by ``mark`` (a format's own footnote,
    ``{}`` its words), and the note's own block dropped."""
    note = next((text for kind, _, text in blocks if kind == "note"), "").lstrip("* ")
    return [(kind, marker, text.replace("*", mark.format(note)) if kind != "note" else text)
            for kind, marker, text in blocks if kind != "note"]


def org(blocks) -> str:
    """An Org-mode file (Emacs): the file's keywords, a writer's TODO before the laws, a chapter,
    a law and a section headings of stars with tags, a drawer of properties under the law's;
    subsections an ordered list, items lettered ("a)", as ``org-list-allow-alphabetical``
    allows), sub-items bullets with their typed markers; the note an Org footnote."""
    out = ["#+TITLE: Sample rules", "#+AUTHOR: A. Sample", "", "* TODO read the sample rules :club:", ""]
    for kind, marker, text in _marked(blocks, "[fn:1]"):
        if kind in ("chapter", "law", "section"):
            depth = {"chapter": 1, "law": 2, "section": 3}[kind]
            out += ["", "*" * depth + " " + (f"{marker}. {text}" if marker else text) + "   :laws:"]
            if kind == "law":
                out += [":PROPERTIES:", ":EDITION: 2017", ":END:"]
        elif kind in _DEPTH:
            indent = "   " * _DEPTH[kind]
            bullet = {"subsection": f"{marker}.", "item": f"{marker})", "subitem": f"- ({marker})"}[kind]
            out.append(f"{indent}{bullet} {text}".rstrip())
        else:
            out += ["", text]
    note = next(text for kind, _, text in blocks if kind == "note").lstrip("* ")
    return "\n".join(out + ["", "* Footnotes", f"[fn:1] {note}", ""])


def asciidoc(blocks) -> str:
    """An AsciiDoc page: a document title and its attributes, a navigation line under an
    ``ifdef::`` of a rendering environment, headings of "=", an anchor over each law; subsections
    drawn by ". ", items by ".." under ``[loweralpha]``, sub-items by "..." under
    ``[lowerroman]``; a ``NOTE:`` of the writer's after a law; the note a ``footnote:[…]``; an
    ``include::`` of the site's footer."""
    out = ["= Sample rules", ":page-edition: 2017", ":sectnums!:", "ifdef::env-site[]", "xref:index.adoc[All laws]",
           "endif::[]", ""]
    for kind, marker, text in _marked(blocks, "footnote:[{}]"):
        if kind in ("chapter", "law", "section"):
            depth = {"chapter": 2, "law": 3, "section": 4}[kind]
            anchor = ["[[law-" + text.split()[1] + "]]"] if kind == "law" else []
            out += ["", *anchor, "=" * depth + " " + (f"{marker}. {text}" if marker else text)]
        elif kind in _DEPTH:
            style = {"item": "[loweralpha]", "subitem": "[lowerroman]"}.get(kind)
            out += [style] if style and (not out[-1].startswith("." * (_DEPTH[kind] + 1)) or out[-1].startswith(
                "." * (_DEPTH[kind] + 2))) else []
            out.append("." * (_DEPTH[kind] + 1) + " " + (text or "{empty}"))
        else:
            out += ["", text]
    return "\n".join(out + ["", "NOTE: The club reads these sample rules aloud.", "", "include::footer.adoc[]", ""])


def latex(blocks) -> str:
    """A LaTeX handout: a preamble with its packages and a macro for each law's heading (a
    ``\\quad`` between its number and its title), a chapter and a section as starred sections;
    subsections, items and sub-items nested ``enumerate`` lists numbered as LaTeX draws them
    (1., (a), i.); a margin note of the teacher's; the note a ``\\footnote``."""
    out = [r"\documentclass[a4paper]{article}", r"\usepackage[utf8]{inputenc}",
           r"\newcommand{\lawhead}[2]{\subsection*{#1\quad #2}}", r"\begin{document}"]
    depth = -1
    for kind, marker, text in _marked(blocks, r"\footnote{{{}}}"):
        want = _DEPTH.get(kind, -1)
        while depth > want or (depth == want and depth >= 0 and False):
            out.append(r"\end{enumerate}")
            depth -= 1
        while depth < want:
            out.append(r"\begin{enumerate}")
            depth += 1
        if kind == "chapter":
            out.append(r"\section*{" + text + "}")
        elif kind == "law":
            head, _, title = text.partition(" - ") if " - " in text else text.partition(". ")
            out.append(r"\lawhead{" + head + "}{" + title + "}" + r"\marginpar{read aloud}")
        elif kind == "section":
            out.append(r"\subsubsection*{" + f"{marker}.\\ {text}" + "}")
        elif kind in _DEPTH:
            out.append(r"\item " + text)
        else:
            out += ["", text, ""]
    out += [r"\end{enumerate}"] * (depth + 1)
    return "\n".join(out + [r"\end{document}", ""])


def page_zip(blocks, lang: str) -> bytes:
    """A page downloaded zipped, as Google Docs gives "Web page (.html, zipped)": the page and
    its pictures in a folder."""
    return _zip([("SampleRules.html", page(html_lists(blocks), lang)), ("images/image1.png", b"\x89PNG" + bytes(64))],
                stored_first=False)


def webarchive(body: str, lang: str, frames: tuple[str, ...] = (), sheets: dict[str, str] | None = None,
               charset: str | None = None) -> bytes:
    """A page saved by Safari as a web archive: a binary property list of the page's bytes (in
    ``charset``: Windows-1251 for a Russian page, as old club sites are; the page itself declares
    none), its style sheets and pictures, and the pages of its frames (a comments widget)."""
    import plistlib

    charset = charset or ("windows-1251" if lang == "ru" else "utf-8")
    links = "".join(f'<link rel="stylesheet" href="{url}">' for url in sheets or {})
    text = f"<!DOCTYPE html><html lang={lang}><head>{links}<title>Sample</title></head><body>{body}" \
           + "".join(f'<iframe src="{url}"></iframe>' for url in frames) + "</body></html>"
    return plistlib.dumps({
        "WebMainResource": {"WebResourceData": text.encode(charset), "WebResourceMIMEType": "text/html",
                            "WebResourceTextEncodingName": charset, "WebResourceFrameName": "",
                            "WebResourceURL": "https://club.example.org/rules/sample.html"},
        "WebSubresources": [{"WebResourceData": css.encode(), "WebResourceMIMEType": "text/css", "WebResourceURL": url}
                            for url, css in (sheets or {}).items()]
                           + [{"WebResourceData": b"\x89PNG" + bytes(32), "WebResourceMIMEType": "image/png",
                               "WebResourceURL": "https://club.example.org/logo.png"}],
        "WebSubframeArchives": [{"WebMainResource": {
            "WebResourceData": "<html><body><p>A. A visitor's comment naming a section.</p></body></html>".encode(),
            "WebResourceMIMEType": "text/html", "WebResourceTextEncodingName": "UTF-8", "WebResourceURL": url}}
            for url in frames]}, fmt=plistlib.FMT_BINARY)


def fidonet(text: str, lang: str, quote: str = "", origin: str = "A sample point") -> bytes:
    """A FidoNet message as a DOS point's editor keeps it (FTS-0001's stored message): the header
    of 190 bytes (names, subject, the date as text, the nodes' numbers), then the body in CP866
    with CR line ends, its kludges (^A), a quoted line under another's initials, the tearline,
    Origin and SEEN-BY, ended by a NUL."""
    import struct

    def field(value: str, size: int) -> bytes:
        return value.encode("cp866")[:size - 1].ljust(size, b"\0")

    head = (field("Sample Writer", 36) + field("All", 36) + field("Re: " + ("Образец" if lang == "ru" else "Sample"), 72)
            + field("12 May 97  21:03:15", 20) + struct.pack("<13H", 0, 12, 17, 0, 5020, 5030, 2, 2, 0, 17, 0, 0x100, 0))
    lines = ["\x01MSGID: 2:5020/1402.17 33774e1c", "\x01PID: GED 2.50", "\x01CHRS: CP866 2",
             *([f" SW> {quote}", ""] if quote else []), *text.split("\n"), "", "--- GoldED 2.50",
             f" * Origin: {origin} (2:5020/1402.17)", "SEEN-BY: 50/12 5020/52 400", "\x01PATH: 5020/1402 52"]
    return head + "\r".join(lines).encode("cp866") + b"\0"


def opml(blocks, lang: str) -> bytes:
    """An outliner's export (OPML, as Workflowy writes it): the laws' nodes inside the writer's
    folders, each unit a node under its parent (a marker and its words in ``text``, a law's header
    in bold as escaped HTML, a paragraph of its own a node under the unit), a done node and a
    tagged to-do beside the law."""
    from xml.sax.saxutils import quoteattr

    out, open_levels, pending = [], [], ""

    def node(level: int, text: str) -> None:
        while open_levels and open_levels[-1] >= level:
            out.append("</outline>")
            open_levels.pop()
        out.append(f"<outline text={quoteattr(text)}>")
        open_levels.append(level)

    unit = 0
    for kind, marker, text in blocks:
        if kind in ("chapter", "law"):
            node(0, f"<b>{html.escape(text)}</b>" if kind == "law" else text)
            unit = 0
        elif kind in LEVELS:
            line = f"{pending} {label(kind, marker)} {text}".strip()
            if not text:
                pending = line
                continue
            pending, unit = "", 1 + LEVELS[kind]
            node(unit, line)
        else:  # a paragraph of its own (a note, a second paragraph): under its unit
            node(unit + 1, text)
    out += ["</outline>"] * len(open_levels)
    done = '<outline text="Reread the sample rules" _complete="true"><outline text="A. A done sample note"/></outline>'
    return ('<?xml version="1.0"?><opml version="2.0"><head><title>Notes</title></head><body>'
            f'<outline text="Bridge">{done}<outline text="Sample folder">{"".join(out)}</outline>'
            '<outline text="Next week: ask about the sample rule"/></outline></body></opml>').encode("utf-8")


def enex(blocks, lang: str) -> bytes:
    """An Evernote notebook exported (ENEX): a note of the writer's before the law's note, the
    law's note titled by the app's name for it, its content ENML in CDATA (every line a <div>,
    blank lines <div><br/></div>), a to-do of the writer's and a picture in it."""
    lines = "".join(f"<div>{html.escape(line)}</div><div><br/></div>" for line in paragraphs(blocks))
    todo = ('<div><en-todo checked="false"/>ask the sample club about 2.</div>'
            '<en-crypt hint="pin" cipher="AES" length="128">U2FtcGxlQ2lwaGVydGV4dA==</en-crypt>')
    media = '<div><en-media hash="0123456789abcdef0123456789abcdef" type="image/png"/></div>'

    def note(title: str, enml: str) -> str:
        return (f"<note><title>{html.escape(title)}</title><created>20230412T101512Z</created><tag>bridge</tag>"
                '<content><![CDATA[<?xml version="1.0" encoding="UTF-8" standalone="no"?>\n'
                '<!DOCTYPE en-note SYSTEM "http://xml.evernote.com/pub/enml2.dtd">\n'
                f"<en-note>{enml}</en-note>]]></content><resource><data encoding=\"base64\">iVBORw0KGgo=</data>"
                "<mime>image/png</mime></resource></note>")

    return ('<?xml version="1.0" encoding="UTF-8"?>\n<!DOCTYPE en-export SYSTEM '
            '"http://xml.evernote.com/pub/evernote-export4.dtd">\n<en-export application="Evernote">'
            + note("Course notes: the sample rules", lines + todo + media) + "</en-export>").encode("utf-8")


# -- DOCX ----------------------------------------------------------------------------------------

def mail(body: str, lang: str, html: bool = False) -> bytes:
    """A mail saved as a file (.eml), made by the standard library as a mail client would: the
    plain text quoted-printable in the language's usual charset, or an HTML body in base64 with
    a PDF attached (the attachment is no text)."""
    from email.message import EmailMessage

    msg = EmailMessage()
    msg["From"] = "Образец Судьи <td@example.org>" if lang == "ru" else "A Sample Director <td@example.org>"
    msg["To"] = "club@example.org"
    msg["Date"] = "Tue, 12 Mar 2024 14:05:31 +0300"
    msg["Subject"] = "Образец правил" if lang == "ru" else "The sample rules"
    if html:
        msg.set_content(body, subtype="html", charset="utf-8", cte="base64")
        msg.add_attachment(b"%PDF-1.4 sample", maintype="application", subtype="pdf", filename="scan.pdf")
    else:
        msg.set_content(body, charset="windows-1251" if lang == "ru" else "utf-8", cte="quoted-printable")
    return bytes(msg).replace(b"\n", b"\r\n")


def web_archive(page: str, browser: bool) -> bytes:
    """A web page saved as one file (MHTML), made by the standard library: the page quoted-printable
    as the root of a multipart/related with an image after it — as a browser saves it ("From: <Saved
    by Blink>", "Snapshot-Content-Location:", a Subject), or as Word and OneNote save a "Single File
    Web Page" (no headers but the MIME ones, a line for programs that cannot read it before the parts)."""
    from email.mime.image import MIMEImage
    from email.mime.multipart import MIMEMultipart
    from email.mime.text import MIMEText

    archive = MIMEMultipart("related", type="text/html")
    if browser:
        archive["From"], archive["Subject"] = "<Saved by Blink>", "Sample page"
        archive["Snapshot-Content-Location"] = "https://example.org/laws/sample.html"
        archive["Date"] = "Tue, 12 Mar 2024 14:05:31 +0000"
    else:
        archive.preamble = "This document is a Single File Web Page, also known as a Web Archive file."
    part = MIMEText(page, "html", "utf-8")
    part.replace_header("Content-Transfer-Encoding", "quoted-printable")
    part.set_payload(__import__("quopri").encodestring(page.encode("utf-8")).decode("ascii"))
    part["Content-Location"] = "https://example.org/laws/sample.html"
    if browser:  # Chrome names no charset on the page's part: the page's <meta> does
        part.replace_header("Content-Type", "text/html")
    archive.attach(part)
    image = MIMEImage(b"GIF89a\x01\x00\x01\x00\x00\x00\x00;", "gif")
    image["Content-Location"] = "https://example.org/logo.gif"
    archive.attach(image)
    return bytes(archive).replace(b"\n", b"\r\n")


def _lvl(ilvl: int, fmt: str, text: str) -> str:
    return (f'<w:lvl w:ilvl="{ilvl}"><w:start w:val="1"/><w:numFmt w:val="{fmt}"/>'
            f'<w:lvlText w:val="{text}"/><w:lvlJc w:val="left"/>'
            f'<w:pPr><w:ind w:left="{360 * (ilvl + 1)}" w:hanging="360"/></w:pPr></w:lvl>')


def _add_numbering(document, lang: str, laws: int) -> list[int]:
    """An abstract list of the Laws' four levels and one numbering per law, each after the first
    restarting it ("Restart numbering" in Word: a startOverride). Returns the numIds."""
    from docx.oxml import parse_xml
    from docx.oxml.ns import nsdecls

    letters = "russianUpper" if lang == "ru" else "upperLetter"
    small = "russianLower" if lang == "ru" else "lowerLetter"
    numbering = document.part.numbering_part.element
    abstract = parse_xml(
        f'<w:abstractNum {nsdecls("w")} w:abstractNumId="90"><w:multiLevelType w:val="multilevel"/>'
        + _lvl(0, letters, "%1.") + _lvl(1, "decimal", "%2.") + _lvl(2, small, "(%3)")
        + _lvl(3, "lowerRoman", "(%4)") + "</w:abstractNum>")
    numbering.insert(0, abstract)
    ids = []
    for n in range(laws):
        num_id = 90 + n
        override = ('<w:lvlOverride w:ilvl="0"><w:startOverride w:val="1"/></w:lvlOverride>' if n else "")
        numbering.append(parse_xml(f'<w:num {nsdecls("w")} w:numId="{num_id}"><w:abstractNumId w:val="90"/>'
                                   f"{override}</w:num>"))
        ids.append(num_id)
    return ids


def _number(paragraph, num_id: int, ilvl: int) -> None:
    from docx.oxml import parse_xml
    from docx.oxml.ns import nsdecls

    ppr = paragraph._p.get_or_add_pPr()
    ppr.append(parse_xml(f'<w:numPr {nsdecls("w")}><w:ilvl w:val="{ilvl}"/><w:numId w:val="{num_id}"/></w:numPr>'))


def docx(blocks, lang: str) -> bytes:
    """A Word document whose markers are Word's automatic numbering, not typed text."""
    import docx as python_docx

    document = python_docx.Document()
    laws = sum(1 for kind, _, _ in blocks if kind == "law")
    ids = iter(_add_numbering(document, lang, laws))
    num_id = None
    for kind, marker, text in blocks:
        if kind == "law":
            num_id = next(ids)
            document.add_heading(text, level=2)
        elif kind == "chapter":
            document.add_heading(text, level=1)
        elif kind in LEVELS:
            _number(document.add_paragraph(text), num_id, LEVELS[kind])
        else:
            document.add_paragraph(text)
    out = io.BytesIO()
    document.save(out)
    return out.getvalue()


def docx_titled(blocks, lang: str, title: str) -> bytes:
    """``docx`` with a title in its properties (File → Properties), as a federation's file has."""
    import docx as python_docx

    document = python_docx.Document(io.BytesIO(docx(blocks, lang)))
    document.core_properties.title = title
    out = io.BytesIO()
    document.save(out)
    return out.getvalue()


# -- PDF -----------------------------------------------------------------------------------------

def _fpdf(password: str | None = None):
    from fpdf import FPDF

    doc = FPDF(format=(148, 210))
    doc.add_font("DejaVu", "", str(DEJAVU))
    doc.add_font("DejaVu", "B", str(DEJAVU.with_name("DejaVuSans-Bold.ttf")))
    doc.set_auto_page_break(False)
    if password:
        doc.set_encryption(owner_password="owner-" + password, user_password=password)
    return doc


def pdf(blocks, header="Sample code of rules - a test print", lines_per_page: int = 6,
        footer: str = "- {} -", password: str | None = None) -> bytes:
    """Each plain-text line of the sample as a paragraph, wrapped by fpdf2, space between
    paragraphs, a running header (a string, or a function of the page number) and a page number
    on every page; pages short enough that paragraphs break across pages."""
    doc = _fpdf(password)
    lines = []
    doc.add_page()  # fpdf2 wraps lines on a page
    doc.set_font("DejaVu", size=10)
    for para in paragraphs(blocks):
        wrapped = doc.multi_cell(110, 5, para, dry_run=True, output="LINES")
        lines += [(text, i == 0) for i, text in enumerate(wrapped)]
    pages = [lines[i:i + lines_per_page] for i in range(0, len(lines), lines_per_page)]
    for n, page_lines in enumerate(pages, start=1):
        if n > 1:
            doc.add_page()
        doc.set_font("DejaVu", size=8)
        doc.text(20, 12, header(n) if callable(header) else header)
        doc.text(70, 200, footer.format(n))
        doc.set_font("DejaVu", size=10)
        y = 25.0
        for text, first in page_lines:
            y += 3.5 if first and y > 25 else 0  # space between paragraphs
            doc.text(20, y, text)
            y += 5
    return bytes(doc.output())


def pdf_pages(pages: dict[int, list[str]], notes: dict[int, list[str]] | None = None) -> bytes:
    """A PDF laid out line by line: ``pages[n]`` the body lines of page n (one opening "**" set in
    bold), ``notes[n]`` lines in a smaller font at the foot of page n (footnotes), a header and a
    page number on each page."""
    doc = _fpdf()
    for n in sorted(pages):
        doc.add_page()
        doc.set_font("DejaVu", size=8)
        doc.text(20, 12, "Sample code of rules")
        doc.text(70, 200, str(n))
        doc.set_font("DejaVu", size=10)
        for i, text in enumerate(pages[n]):
            doc.set_font("DejaVu", "B" if text.startswith("**") else "", size=10)
            _text_with_raised(doc, 20, 25 + 5 * i, text.removeprefix("**"))
        doc.set_font("DejaVu", size=7)
        for i, text in enumerate((notes or {}).get(n, [])):
            _text_with_raised(doc, 20, 185 + 4 * i, text, size=7)
    return bytes(doc.output())


def _text_with_raised(doc, x: float, y: float, text: str, size: float = 10) -> None:
    """``text`` at (x, y), each "^N" in it set as a raised note number in a smaller font."""
    for k, part in enumerate(text.split("^")):
        if k:
            digits, part = part[:1], part[1:]
            style = doc.font_style
            doc.set_font("DejaVu", style, size=0.6 * size)
            doc.text(x, y - 0.2 * size, digits)
            x += doc.get_string_width(digits)
            doc.set_font("DejaVu", style, size=size)
        doc.text(x, y, part)
        x += doc.get_string_width(part)


def pdf_columns(left_blocks, right_blocks, paragraphs_per_page: int = 5,
                header: str = "Sample code of rules | Образец правил") -> bytes:
    """Two texts side by side, as bilingual editions print the Laws: each paragraph of the left
    text beside the paragraph of the right one, both starting at the same height; a running
    header across both columns and a page number under them; several pages."""
    doc = _fpdf()
    doc.set_font("DejaVu", size=9)
    pairs = list(zip(paragraphs(left_blocks), paragraphs(right_blocks)))
    for start in range(0, len(pairs), paragraphs_per_page):
        doc.add_page()
        doc.set_font("DejaVu", size=7)
        doc.text(35, 10, header)
        doc.text(72, 204, f"- {start // paragraphs_per_page + 1} -")
        doc.set_font("DejaVu", size=9)
        y = 20.0
        for left, right in pairs[start:start + paragraphs_per_page]:
            columns = [doc.multi_cell(60, 4.5, text, dry_run=True, output="LINES") for text in (left, right)]
            for x, lines in zip((10, 78), columns):
                for i, line in enumerate(lines):
                    doc.text(x, y + 4.5 * i, line)
            y += 4.5 * max(len(lines) for lines in columns) + 3.5
    return bytes(doc.output())


def scanned_pdf(pages: int = 2) -> bytes:
    """Pages that are only images, as a scanner makes them: no text layer."""
    from PIL import Image

    doc = _fpdf()
    image = io.BytesIO()
    Image.new("L", (120, 170), 230).save(image, "PNG")
    for _ in range(pages):
        doc.add_page()
        doc.image(image, x=10, y=10, w=120)
    return bytes(doc.output())


def docx_with_footnote(text: str, note: str, kind: str = "footnote", after: str = "") -> bytes:
    """One paragraph citing one Word footnote (a footnotes part, numbered by Word), or with
    ``kind="endnote"`` one endnote; with ``after``, the paragraph is a table's first cell (its
    second says "Two") and ``after`` a paragraph after the table."""
    import docx as python_docx
    from docx.opc.constants import CONTENT_TYPE, RELATIONSHIP_TYPE
    from docx.opc.packuri import PackURI
    from docx.opc.part import Part
    from docx.oxml import parse_xml
    from docx.oxml.ns import nsdecls

    document = python_docx.Document()
    w = nsdecls("w")
    notes = (f'<w:{kind}s {w}><w:{kind} w:type="separator" w:id="-1"><w:p><w:r><w:separator/></w:r></w:p>'
             f'</w:{kind}><w:{kind} w:id="1"><w:p><w:r><w:{kind}Ref/></w:r><w:r><w:t xml:space="preserve">'
             f' {html.escape(note)}</w:t></w:r></w:p></w:{kind}></w:{kind}s>')
    content, relation = ((CONTENT_TYPE.WML_FOOTNOTES, RELATIONSHIP_TYPE.FOOTNOTES) if kind == "footnote"
                         else (CONTENT_TYPE.WML_ENDNOTES, RELATIONSHIP_TYPE.ENDNOTES))
    part = Part(PackURI(f"/word/{kind}s.xml"), content, notes.encode("utf-8"), document.part.package)
    document.part.relate_to(part, relation)
    if after:
        table = document.add_table(rows=1, cols=2)
        paragraph = table.rows[0].cells[0].paragraphs[0]
        paragraph.add_run(text)
        table.rows[0].cells[1].paragraphs[0].add_run("Two")
    else:
        paragraph = document.add_paragraph(text)
    paragraph._p.append(parse_xml(f'<w:r {w}><w:{kind}Reference w:id="1"/></w:r>'))
    if after:
        document.add_paragraph(after)
    out = io.BytesIO()
    document.save(out)
    return out.getvalue()


def docx_style_numbered(blocks, lang: str) -> bytes:
    """A Word document whose numbers come from its paragraph styles, as Word's own "List Number"
    styles and numbered headings give them: the styles carry the list, the paragraphs only their
    style."""
    import docx as python_docx
    from docx.oxml import parse_xml
    from docx.oxml.ns import nsdecls

    document = python_docx.Document()
    num_id = _add_numbering(document, lang, 1)[0]
    names = {0: "List Number", 1: "List Number 2", 2: "List Number 3", 3: "List Number 4"}
    for ilvl, name in names.items():
        if name not in [s.name for s in document.styles]:
            from docx.enum.style import WD_STYLE_TYPE

            document.styles.add_style(name, WD_STYLE_TYPE.PARAGRAPH)
        ppr = document.styles[name].element.get_or_add_pPr()
        for old in ppr.findall(f"{{{ppr.nsmap['w']}}}numPr"):
            ppr.remove(old)
        ppr.append(parse_xml(f'<w:numPr {nsdecls("w")}><w:ilvl w:val="{ilvl}"/><w:numId w:val="{num_id}"/></w:numPr>'))
    for kind, marker, text in blocks:
        if kind in ("chapter", "law"):
            document.add_heading(text, level=1 if kind == "chapter" else 2)
        elif kind in LEVELS:
            document.add_paragraph(text, style=names[LEVELS[kind]])
        else:
            document.add_paragraph(text)
    out = io.BytesIO()
    document.save(out)
    return out.getvalue()


def docx_runs(paragraphs) -> bytes:
    """Paragraphs of runs given as Word's XML (``<w:r>…</w:r>``, ``<w:del>…</w:del>``): a
    tracked deletion, hidden text."""
    import docx as python_docx
    from docx.oxml import parse_xml
    from docx.oxml.ns import nsdecls

    document = python_docx.Document()
    for runs in paragraphs:
        paragraph = document.add_paragraph()
        for run in runs:
            paragraph._p.append(parse_xml(run.replace(">", f" {nsdecls('w')}>", 1)))
    out = io.BytesIO()
    document.save(out)
    return out.getvalue()


def markdown_table(ru_blocks, en_blocks) -> str:
    """Russian | English as a Markdown (GFM) table, one row per line of the plain texts."""
    rows = [f"| {r} | {e} |" for r, e in zip(paragraphs(ru_blocks), paragraphs(en_blocks))]
    return "# Учебные правила / Sample rules\n\n| Русский | English |\n|---|---|\n" + "\n".join(rows) + "\n"


def docx_table(ru_blocks, en_blocks) -> bytes:
    """Russian | English as a two-column Word table, one row per line of the plain texts."""
    import docx as python_docx

    document = python_docx.Document()
    document.add_paragraph("Учебные правила / Sample rules")
    pairs = list(zip(paragraphs(ru_blocks), paragraphs(en_blocks)))
    table = document.add_table(rows=len(pairs), cols=2)
    for row, (r, e) in zip(table.rows, pairs):
        row.cells[0].text, row.cells[1].text = r, e
    out = io.BytesIO()
    document.save(out)
    return out.getvalue()


def docx_superscript(paragraphs) -> bytes:
    """Paragraphs of plain runs; a tuple is (text, raised text[, text after]) with the middle run
    set in superscript, as a note number typed by hand is."""
    import docx as python_docx

    document = python_docx.Document()
    for item in paragraphs:
        if isinstance(item, str):
            document.add_paragraph(item)
            continue
        paragraph = document.add_paragraph(item[0])
        paragraph.add_run(item[1]).font.superscript = True
        if len(item) > 2:
            paragraph.add_run(item[2])
    out = io.BytesIO()
    document.save(out)
    return out.getvalue()


# -- RTF -----------------------------------------------------------------------------------------

def rtf_escape(text: str, lang: str) -> str:
    """Text as Word writes it in RTF: ASCII as it is (braces and backslashes escaped), Cyrillic
    as ``\\'xx`` bytes of Windows-1251, anything else as ``\\uN`` with a "?" for readers that do
    not know it."""
    out = []
    for ch in text:
        if ch in "\\{}":
            out.append("\\" + ch)
        elif ord(ch) < 128:
            out.append(ch)
        elif lang == "ru" and ch.encode("cp1251", errors="ignore"):
            out.append("".join(f"\\'{b:02x}" for b in ch.encode("cp1251")))
        else:
            out.append(f"\\u{ord(ch) if ord(ch) < 32768 else ord(ch) - 65536}\\'3f")
    return "".join(out)


def rtf_wrapped(body: str, width: int = 72) -> str:
    """The RTF source cut into lines of about ``width`` as writers cut it: between two letters
    of the text as often as before a control word (a line end in RTF is no space)."""
    lines, line = [], ""
    for i, ch in enumerate(body):
        line += ch
        nxt = body[i + 1] if i + 1 < len(body) else ""
        if len(line) >= width and (nxt == "\\" or (ch.isalpha() and nxt.isalpha() and "\\" not in line[-34:])):
            lines.append(line)
            line = ""
    return "\r\n".join(lines + [line])


def rtf(blocks, lang: str, numbered: bool = True) -> bytes:
    """An RTF file as Word saves one: a font table with the Cyrillic character set, the
    document's title, a running header with a page field, headings in bold, and each marker
    drawn by Word's list numbering — written for readers that do not draw lists in a
    ``{\\listtext …}`` group before the paragraph's text (typed, when not ``numbered``)."""
    charset = 204 if lang == "ru" else 0
    esc = lambda text: rtf_escape(text, lang)  # noqa: E731
    head = ("{\\rtf1\\ansi\\ansicpg" + ("1251" if lang == "ru" else "1252") + "\\deff0\\deflang1049"
            "{\\fonttbl{\\f0\\froman\\fcharset" + str(charset) + "\\fprq2 Times New Roman;}"
            "{\\f1\\fswiss\\fcharset" + str(charset) + "\\fprq2 Arial;}{\\f2\\fswiss\\fcharset0\\fprq2 Arial;}}"
            "{\\colortbl;\\red0\\green0\\blue0;}"
            "{\\stylesheet{\\ql \\f0\\fs24 Normal;}{\\s1\\b\\f1\\fs28 heading 1;}}"
            "{\\*\\listtable{\\list\\listtemplateid1{\\listlevel\\levelnfc0{\\leveltext\\'02\\'00.;}"
            "{\\levelnumbers\\'01;}}{\\listname ;}\\listid1}}"
            "{\\info{\\title " + esc("Sample rules") + "}{\\author " + esc("Test") + "}}"
            "{\\header \\pard\\plain \\f2\\fs16 " + esc("Sample federation - rules for tests") +
            " {\\field{\\*\\fldinst PAGE}{\\fldrslt 1}}\\par}")
    body = []
    for line, (kind, marker, text) in zip(paragraphs(blocks), _heads(blocks)):
        if kind in ("chapter", "law"):
            body.append("\\pard\\plain \\s1\\b\\f1\\fs28 " + esc(text) + "\\par")
        elif kind in LEVELS and numbered:
            label_text, rest = line.split(" ", 1) if " " in line else (line, "")
            body.append("\\pard\\plain \\ls1\\ilvl" + str(LEVELS[kind]) + " {\\listtext\\pard\\plain \\f0 "
                        + esc(label_text) + "\\tab}\\f0\\fs24 " + esc(rest) + "\\par")
        else:
            body.append("\\pard\\plain \\f0\\fs24 " + esc(line) + "\\par")
    return rtf_wrapped(head + "\r\n" + "\r\n".join(body) + "}").encode("ascii")


# -- ODT -----------------------------------------------------------------------------------------

ODF_NS = ('xmlns:office="urn:oasis:names:tc:opendocument:xmlns:office:1.0" '
          'xmlns:style="urn:oasis:names:tc:opendocument:xmlns:style:1.0" '
          'xmlns:text="urn:oasis:names:tc:opendocument:xmlns:text:1.0" '
          'xmlns:table="urn:oasis:names:tc:opendocument:xmlns:table:1.0" '
          'xmlns:fo="urn:oasis:names:tc:opendocument:xmlns:xsl-fo-compatible:1.0" '
          'xmlns:dc="http://purl.org/dc/elements/1.1/" '
          'xmlns:meta="urn:oasis:names:tc:opendocument:xmlns:meta:1.0" '
          'xmlns:draw="urn:oasis:names:tc:opendocument:xmlns:drawing:1.0" '
          'xmlns:svg="urn:oasis:names:tc:opendocument:xmlns:svg-compatible:1.0" '
          'xmlns:presentation="urn:oasis:names:tc:opendocument:xmlns:presentation:1.0" office:version="1.3"')
_ODT_MASTER = ('<style:master-page style:name="Standard"><style:header><text:p>Sample federation'
               "<text:tab/>page <text:page-number>1</text:page-number></text:p></style:header></style:master-page>")


def odt_package(body: str, automatic: str = "", styles: str = "", title: str = "",
                mimetype: str = "application/vnd.oasis.opendocument.text", kind: str = "text",
                master: str = _ODT_MASTER) -> bytes:
    """An ODT as LibreOffice writes one: ``mimetype`` first and stored, the manifest, the
    content, the styles (a master page whose header is the federation's name) and the meta. With
    ``kind="presentation"``, an ODP's: ``body`` the slides, ``master`` the master page drawing
    the footer and slide number."""
    import zipfile

    opening = "<text:sequence-decls/>" if kind == "text" else ""
    content = (f'<?xml version="1.0" encoding="UTF-8"?><office:document-content {ODF_NS}>'
               f"<office:automatic-styles>{automatic}</office:automatic-styles>"
               f"<office:body><office:{kind}>{opening}{body}</office:{kind}></office:body>"
               "</office:document-content>")
    style_xml = (f'<?xml version="1.0" encoding="UTF-8"?><office:document-styles {ODF_NS}>'
                 f"<office:styles>{styles}</office:styles><office:master-styles>{master}"
                 "</office:master-styles></office:document-styles>")
    meta = (f'<?xml version="1.0" encoding="UTF-8"?><office:document-meta {ODF_NS}><office:meta>'
            f"<dc:title>{html.escape(title)}</dc:title></office:meta></office:document-meta>")
    manifest = ('<?xml version="1.0" encoding="UTF-8"?><manifest:manifest '
                'xmlns:manifest="urn:oasis:names:tc:opendocument:xmlns:manifest:1.0"/>')
    out = io.BytesIO()
    with zipfile.ZipFile(out, "w", zipfile.ZIP_DEFLATED) as z:
        z.writestr(zipfile.ZipInfo("mimetype"), mimetype, compress_type=zipfile.ZIP_STORED)
        for name, text in (("content.xml", content), ("styles.xml", style_xml), ("meta.xml", meta),
                           ("META-INF/manifest.xml", manifest)):
            z.writestr(name, text)
    return out.getvalue()


def flat_odt(body: str, automatic: str = "", encoding: str = "UTF-8", kind: str = "text") -> bytes:
    """A flat ODT (.fodt) as LibreOffice writes one: one ``office:document`` in ``encoding``
    (with its BOM, as a UTF-16 file has one); with ``kind="presentation"`` a flat ODP (.fodp)."""
    xml = (f'<?xml version="1.0" encoding="{encoding}"?><office:document {ODF_NS} '
           f'office:mimetype="application/vnd.oasis.opendocument.{kind}">'
           f"<office:automatic-styles>{automatic}</office:automatic-styles>"
           f"<office:body><office:{kind}>{body}</office:{kind}></office:body></office:document>")
    return xml.encode("utf-16" if encoding.upper() == "UTF-16" else encoding)


def odt_list_style(name: str, lang: str, first: int = 0) -> str:
    """The four levels of the Laws' markers as a list style draws them: A. 1. (a) (i) (from the
    ``first`` of them: 1 for a slide under a section's title, whose list starts at 1.)."""
    upper, lower = ("А, Б, .., Аа, Бб, ... (ru)", "а, б, .., аа, бб, ... (ru)") if lang == "ru" else ("A", "a")
    levels = ((upper, "", "."), ("1", "", "."), (lower, "(", ")"), ("i", "(", ")"))[first:]
    return (f'<text:list-style style:name="{name}">' + "".join(
        f'<text:list-level-style-number text:level="{n}" style:num-format="{fmt}" style:num-prefix="{pre}" '
        f'style:num-suffix="{suf}"/>' for n, (fmt, pre, suf) in enumerate(levels, 1)) + "</text:list-style>")


def _odf_list(run: list[tuple[int, str]], attrs: str, x) -> str:
    """A ``text:list`` of ``run``'s items, each (level, text) nested at its level (1 the list's
    own), its paragraphs' text written by ``x``."""
    out = [f"<text:list {attrs}>"]
    depth, open_item = 1, {1: False}
    for level, text in run:
        while depth < level:
            if not open_item[depth]:
                out.append("<text:list-item>")
                open_item[depth] = True
            out.append("<text:list>")
            depth += 1
            open_item[depth] = False
        while depth > level:
            if open_item[depth]:
                out.append("</text:list-item>")
            out.append("</text:list>")
            depth -= 1
        if open_item[depth]:
            out.append("</text:list-item>")
        out.append(f'<text:list-item><text:p text:style-name="P1">{x(text)}</text:p>')
        open_item[depth] = True
    while depth >= 1:
        if open_item[depth]:
            out.append("</text:list-item>")
        out.append("</text:list>")
        depth -= 1
    return "".join(out)


def odt(blocks, lang: str) -> bytes:
    """An ODT whose markers the list style draws (none is in the text): each law's levels one
    nested list, a list broken by a paragraph going on with ``text:continue-list``; headings as
    ``text:h``; runs of spaces as ``text:s``."""
    out, law_list, n_lists = [], None, 0
    run: list = []

    def x(text: str) -> str:
        return html.escape(text, quote=False).replace("  ", ' <text:s/>')

    def flush():
        nonlocal law_list, n_lists
        if not run:
            return
        n_lists += 1
        own = f"list{n_lists}"
        attrs = f'xml:id="{own}" text:style-name="L1"'
        if law_list:
            attrs += f' text:continue-list="{law_list}"'
        law_list = law_list or own
        out.append(_odf_list(run, attrs, x))
        run.clear()

    for kind, _marker, text in blocks:
        if kind in LEVELS:
            run.append((LEVELS[kind] + 1, text))
            continue
        flush()
        if kind in ("chapter", "law"):
            if kind == "law":
                law_list = None
            out.append(f'<text:h text:style-name="H{1 if kind == "chapter" else 2}" '
                       f'text:outline-level="{1 if kind == "chapter" else 2}">{x(text)}</text:h>')
        else:
            out.append(f'<text:p text:style-name="P1">{x(text)}</text:p>')
    flush()
    automatic = ('<style:style style:name="P1" style:family="paragraph" style:parent-style-name="Standard"/>'
                 + odt_list_style("L1", lang))
    return odt_package("".join(out), automatic, title="Sample rules")


def odp_frame(kind: str, paragraphs: str, y: str, hidden_class: bool = False) -> str:
    """A ``draw:frame`` of ``presentation:class`` ``kind`` ("" for a text box of its own) at
    ``svg:y`` ``y``, holding ``paragraphs`` in its text box."""
    cls = f' presentation:class="{kind}"' if kind else ""
    return (f'<draw:frame svg:x="1.4cm" svg:y="{y}" svg:width="25cm" svg:height="3cm"{cls}>'
            f"<draw:text-box>{paragraphs}</draw:text-box></draw:frame>")


def odp_slide(frames: str, notes: str = "", style: str = "dp1") -> str:
    """A ``draw:page`` of ``frames``, its speaker's notes ``notes`` in ``presentation:notes``,
    its own footer and slide number, drawn by the slide as a deck converted from PowerPoint has them."""
    own = (odp_frame("footer", "<text:p>Sample seminar · LAW 99 - NOT A LAW</text:p>", "19cm")
           + odp_frame("page-number", "<text:p><text:page-number>3</text:page-number></text:p>", "19cm"))
    note = (f'<presentation:notes><draw:page-thumbnail svg:y="2cm" presentation:class="page"/>'
            f'{odp_frame("notes", f"<text:p>{html.escape(notes)}</text:p>", "13cm")}</presentation:notes>'
            if notes else "")
    return (f'<draw:page draw:name="s" draw:style-name="{style}" draw:master-page-name="Default">'
            f"{frames}{own}{note}</draw:page>")


def odp(blocks, lang: str) -> bytes:
    """A seminar's deck as Impress saves it: a title slide (a title over a subtitle), then a slide
    for each chapter, law and section, the section's letter typed in the slide's title; its
    subsections, items and sub-items a nested list whose numbers the list style draws (1., (a),
    (i)); the body's box written before the title's in the slide's tree; a hidden slide (a draft);
    speaker's notes on every slide; a footer and a slide number drawn by each slide and by the
    master page."""
    def x(text: str) -> str:
        return html.escape(text, quote=False)

    slides: list[tuple[str, list[str]]] = []
    run: list[tuple[int, str]] = []

    def flush():
        if run:
            slides[-1][1].append(_odf_list(run, 'text:style-name="L1"', x))
            run.clear()

    for kind, marker, text in blocks:
        if kind in ("chapter", "law", "section"):
            flush()
            slides.append((f"{marker}. {text}" if kind == "section" else text, []))
        elif kind in LEVELS:
            run.append((LEVELS[kind], text))
        else:
            flush()
            slides[-1][1].append(f'<text:p text:style-name="P1">{x(text)}</text:p>')
    flush()
    pages = [odp_slide(odp_frame("title", "<text:p>Sample seminar</text:p>", "0.6cm")
                       + odp_frame("subtitle", "<text:p>Session three<text:line-break/>The club&apos;s evening "
                                               "course</text:p>", "4cm"), "Welcome everyone.")]
    for k, (title, body) in enumerate(slides):
        frames = (odp_frame("outline", "".join(body), "4.2cm") if body else "") + \
            odp_frame("title", f"<text:p>{x(title)}</text:p>", "0.6cm")
        pages.append(odp_slide(frames, "LAW 98 - Say this slide slowly."))
        if k == 1:
            pages.append(odp_slide(odp_frame("title", "<text:p>LAW 97 - A DRAFT</text:p>", "0.6cm")
                                   + odp_frame("outline", "<text:p>A. Draft words of no law.</text:p>", "4cm"),
                                   style="dpHidden"))
    automatic = ('<style:style style:name="dp1" style:family="drawing-page"><style:drawing-page-properties '
                 'presentation:display-footer="true"/></style:style>'
                 '<style:style style:name="dpHidden" style:family="drawing-page"><style:drawing-page-properties '
                 'presentation:visibility="hidden"/></style:style>'
                 + odt_list_style("L1", lang, first=1))
    master = ('<style:master-page style:name="Default">'
              + odp_frame("footer", "<text:p><presentation:footer/></text:p>", "19cm")
              + odp_frame("page-number", "<text:p>Slide <text:page-number>&lt;number&gt;</text:page-number></text:p>",
                          "19cm") + "</style:master-page>")
    return odt_package('<presentation:footer-decl presentation:name="f1">LAW 96 - A FOOTER</presentation:footer-decl>'
                       + "".join(pages), automatic, title="Sample seminar", kind="presentation",
                       mimetype="application/vnd.oasis.opendocument.presentation", master=master)


# -- XPS -----------------------------------------------------------------------------------------

XPS_PAGE = 'xmlns="http://schemas.microsoft.com/xps/2005/06" Width="816" Height="1056" xml:lang="en-GB"'


def xps_glyphs(x: float, y: float, text: str, size: float = 14.6667, extra: str = "") -> str:
    """A run of glyphs as a printer writes one: its baseline's start, its font size, its text."""
    return (f'<Glyphs Fill="#ff000000" FontUri="/Documents/1/Resources/Fonts/F.odttf" FontRenderingEmSize="{size}" '
            f'OriginX="{x}" OriginY="{y}" UnicodeString="{html.escape(text)}"{extra}/>')


def xps_package(pages: list[str], listed: list[str] | None = None, stored: list[int] | None = None,
                document: str = "Documents/1/FixedDocument.fdoc", openxps: bool = False) -> bytes:
    """An XPS document of ``pages`` (each a ``FixedPage``'s XML): the package's relationship names
    the sequence, the sequence its ``document`` (relatively), the document its pages — ``listed``
    (the page list's ``Source`` values; by default the pages in order, the first absolute, the
    others relative) — stored in the zip in the order ``stored`` (by default last page first).
    ``openxps``: in OpenXPS's namespaces (.oxps, ECMA-388), and no package relationships."""
    if openxps:
        import zipfile

        ns = "http://schemas.openxps.org/oxps/v1.0"
        pages = [page.replace("http://schemas.microsoft.com/xps/2005/06", ns) for page in pages]
        data = xps_package(pages, listed, stored, document)
        with zipfile.ZipFile(io.BytesIO(data)) as z:
            return _zip([(i.filename, z.read(i).replace(b"http://schemas.microsoft.com/xps/2005/06", ns.encode()))
                         for i in z.infolist() if i.filename != "_rels/.rels"], stored_first=False)
    names = [f"Documents/1/Pages/{k + 1}.fpage" for k in range(len(pages))]
    listed = listed if listed is not None else [f"/{names[0]}"] + [f"Pages/{k + 1}.fpage" for k in range(1, len(pages))]
    order = stored if stored is not None else list(reversed(range(len(pages))))
    rels = ('<?xml version="1.0" encoding="utf-8"?><Relationships xmlns="http://schemas.openxmlformats.org/package/2006/'
            'relationships"><Relationship Type="http://schemas.microsoft.com/xps/2005/06/fixedrepresentation" '
            'Target="/FixedDocumentSequence.fdseq" Id="R0"/><Relationship Type="http://schemas.openxmlformats.org/'
            'package/2006/relationships/metadata/core-properties" Target="/docProps/core.xml" Id="R1"/></Relationships>')
    return _zip([("[Content_Types].xml", '<?xml version="1.0"?><Types xmlns="http://schemas.openxmlformats.org/'
                                         'package/2006/content-types"/>'),
                 ("_rels/.rels", rels),
                 ("FixedDocumentSequence.fdseq", '<FixedDocumentSequence xmlns="http://schemas.microsoft.com/xps/2005/06">'
                                                 f'<DocumentReference Source="{document}"/>'
                                                 "</FixedDocumentSequence>"),
                 (document, '<FixedDocument xmlns="http://schemas.microsoft.com/xps/2005/06">'
                  + "".join(f'<PageContent Source="{html.escape(source)}" Width="816" Height="1056"/>' for source in listed)
                  + "</FixedDocument>"),
                 *[(names[k], pages[k]) for k in order],
                 ("Documents/1/Resources/Fonts/F.odttf", bytes(range(256)) * 8),
                 ("docProps/core.xml", '<coreProperties xmlns="http://schemas.openxmlformats.org/package/2006/metadata/'
                                       'core-properties" xmlns:dc="http://purl.org/dc/elements/1.1/"><dc:title>Microsoft '
                                       "Word - SAMPLE.DOC</dc:title></coreProperties>")], stored_first=False)


_MARKER = re.compile(r"^(\(?\w{1,3}[.)])\s+(.*)$")


def xps(blocks, lang: str, lines_per_page: int = 7) -> bytes:
    """The sample printed to XPS as Word prints it: a run of glyphs per printed line, a marker a
    run of its own with its text at the tab stop (a wrapped item's lines set in under the text),
    space between paragraphs, pages short enough that paragraphs break across them; each page's
    footer drawn first and its running header among its body's runs; every other page's body in a
    ``Canvas`` that moves it down, the second page's in one that halves what it holds (its places
    and sizes written twice as large); the zip storing the pages last first."""
    lines = []  # (x of the run, its text, a paragraph's first line, the marker before it)
    for para in paragraphs(blocks):
        found = _MARKER.match(para)
        marker, words = (found.group(1), found.group(2)) if found else ("", para)
        for k, line in enumerate(textwrap.wrap(words, 60, break_on_hyphens=False, break_long_words=False)):
            lines.append((120 if marker else 96, line, k == 0, marker if k == 0 else ""))
    pages = []
    for n, start in enumerate(range(0, len(lines), lines_per_page), start=1):
        body, y = [], 130.0
        for x, text, first, marker in lines[start:start + lines_per_page]:
            y += 10 if first and y > 130 else 0
            body.append((x, y, text))
            if marker:
                body.append((96, y, marker))
            y += 19.5
        scale, dy = (2, 0) if n == 2 else (1, 40 if n % 2 else 0)
        half = len(body) // 2
        canvas = "".join(xps_glyphs(x * scale, (y - dy) * scale, text, 14.6667 * scale) for x, y, text in body[:half])
        pages.append(f"<FixedPage {XPS_PAGE}>{xps_glyphs(386, 1010, f'– {n} –', 12)}"
                     f'<Canvas RenderTransform="{1 / scale:g},0,0,{1 / scale:g},0,{dy}">{canvas}</Canvas>'
                     + xps_glyphs(96, 62, "Sample code of rules - a printed copy", 12)
                     + "".join(xps_glyphs(x, y, text) for x, y, text in body[half:]) + "</FixedPage>")
    return xps_package(pages)


# -- files saved by a real program ---------------------------------------------------------------

def libreoffice(files: dict[str, bytes], to: str) -> dict[str, bytes]:
    """``files`` (name → bytes) saved by LibreOffice as ``to`` ("doc", "rtf", "odt"): the files
    a real writer makes, to read back. Needs ``soffice`` (Debian's libreoffice-writer-nogui,
    which ``.ci/run`` installs)."""
    import shutil
    import subprocess
    import tempfile

    soffice = shutil.which("soffice")
    if soffice is None:
        raise RuntimeError("soffice (LibreOffice) is not installed: .ci/run installs libreoffice-writer-nogui")
    with tempfile.TemporaryDirectory() as tmp:
        folder = Path(tmp)
        for name, data in files.items():
            (folder / name).write_bytes(data)
        subprocess.run([soffice, f"-env:UserInstallation=file://{folder}/profile", "--headless", "--convert-to", to,
                        "--outdir", str(folder / "out"), *(str(folder / name) for name in files)],
                       check=True, capture_output=True, timeout=300)
        return {name: (folder / "out" / f"{Path(name).stem}.{to}").read_bytes() for name in files}


def lzw_pack(codes: list[int]) -> bytes:
    """LZW codes packed as a PDF's LZWDecode reads them: 9 to 12 bits, the width growing one code
    early ("early change"), 256 clearing the table, 257 ending the data (the PDF bombs of
    tests/test_trust.py and scripts/redteam.py)."""
    bits, width, known, first = [], 9, 258, True  # the width the decoder reads each code with
    for code in codes:
        bits.append(format(code, f"0{width}b"))
        if code == 256:
            width, known, first = 9, 258, True
        elif code != 257:
            known, first = known + (not first), False
            width = 9 if known < 511 else 10 if known < 1023 else 11 if known < 2047 else 12
    joined = "".join(bits)
    joined += "0" * (-len(joined) % 8)
    return int(joined, 2).to_bytes(len(joined) // 8, "big")


# -- a slide deck, a workbook, a notebook, apps' JSON, a feed (session 45) -------------------------

_PPT_NS = ('xmlns:a="http://schemas.openxmlformats.org/drawingml/2006/main" '
           'xmlns:p="http://schemas.openxmlformats.org/presentationml/2006/main" '
           'xmlns:r="http://schemas.openxmlformats.org/officeDocument/2006/relationships"')
_AUTONUM = {"subsection": "arabicPeriod", "item": "alphaLcParenBoth", "subitem": "romanLcParenBoth"}


def _ppt_shape(kind: str, paragraphs: list[str]) -> str:
    ph = f'<p:ph type="{kind}"/>' if kind != "body" else '<p:ph idx="1"/>'
    return (f'<p:sp><p:nvSpPr><p:cNvPr id="2" name="{kind}"/><p:cNvSpPr/><p:nvPr>{ph}</p:nvPr></p:nvSpPr><p:spPr/>'
            f'<p:txBody><a:bodyPr/><a:lstStyle/>{"".join(paragraphs)}</p:txBody></p:sp>')


def _ppt_paragraph(text: str, level: int | None = None, autonum: str | None = None, start: int | None = None) -> str:
    props = ""
    if autonum:
        at = f' startAt="{start}"' if start else ""
        props = f'<a:pPr lvl="{level or 0}"><a:buAutoNum type="{autonum}"{at}/></a:pPr>'
    elif level:
        props = f'<a:pPr lvl="{level}"><a:buNone/></a:pPr>'
    return f"<a:p>{props}<a:r><a:t>{html.escape(text)}</a:t></a:r></a:p>"


def pptx(blocks, lang: str) -> bytes:
    """A seminar's deck: a slide for each chapter, law and section, the section's letter typed in
    the slide's title; subsections, items and sub-items numbered by PowerPoint (``buAutoNum``; in
    Russian the items' «а)» typed, which PowerPoint does not letter); a subsection of no words of
    its own drawn before its first item's typed letter; a footer and a slide number on every
    slide, the speaker's notes in a part of their own."""
    slides, body, title, pending = [], [], None, None
    for kind, marker, text in blocks:
        if kind in ("chapter", "law", "section"):
            if title is not None:
                slides.append((title, body))
            title, body = (f"{marker}. {text}" if kind == "section" else text), []
        elif kind in _DEPTH and not text:  # "2." with no words: its number drawn before the item's
            pending = kind
        elif kind in _DEPTH:
            typed = lang == "ru" and kind != "subsection"
            words = f"{label(kind, marker)} {text}" if typed or pending else text
            level = pending or kind
            body.append(_ppt_paragraph(words, _DEPTH[level], _AUTONUM[level]) if pending or not typed
                        else _ppt_paragraph(words, _DEPTH[kind]))
            pending = None
        else:
            body.append(_ppt_paragraph(text))
    slides.append((title, body))
    parts = [("ppt/presentation.xml", f'<?xml version="1.0"?><p:presentation {_PPT_NS}><p:sldIdLst>'
              + "".join(f'<p:sldId id="{256 + k}" r:id="rId{k + 1}"/>' for k in range(len(slides)))
              + "</p:sldIdLst></p:presentation>"),
             ("ppt/_rels/presentation.xml.rels",
              '<?xml version="1.0"?><Relationships xmlns="http://schemas.openxmlformats.org/package/2006/relationships">'
              + "".join(f'<Relationship Id="rId{k + 1}" Type="slide" Target="slides/slide{k + 1}.xml"/>'
                        for k in range(len(slides))) + "</Relationships>")]
    for k, (heading, paragraphs) in enumerate(slides):
        shapes = [_ppt_shape("title", [_ppt_paragraph(heading)])] + ([_ppt_shape("body", paragraphs)] if paragraphs else [])
        shapes += [_ppt_shape("ftr", [_ppt_paragraph("Sample seminar · LAW 99 - NOT A LAW")]),
                   _ppt_shape("sldNum", [f'<a:p><a:fld type="slidenum"><a:t>{k + 1}</a:t></a:fld></a:p>'])]
        parts.append((f"ppt/slides/slide{k + 1}.xml", f'<?xml version="1.0"?><p:sld {_PPT_NS}><p:cSld><p:spTree>'
                      + "".join(shapes) + "</p:spTree></p:cSld></p:sld>"))
        parts.append((f"ppt/notesSlides/notesSlide{k + 1}.xml", f'<?xml version="1.0"?><p:notes {_PPT_NS}><p:cSld>'
                      "<p:spTree>" + _ppt_shape("body", [_ppt_paragraph("LAW 98 - Say this slide slowly.")])
                      + "</p:spTree></p:cSld></p:notes>"))
    return _zip([("[Content_Types].xml", '<?xml version="1.0"?><Types/>'), *parts], stored_first=False)


_XLSX_NS = 'xmlns="http://schemas.openxmlformats.org/spreadsheetml/2006/main"'
_XLSX_HEAD = {"en": ["No.", "Law", "Section", "Subsection", "Item", "Title", "Text", "Page", "Id"],
              "ru": ["№", "Правило", "Раздел", "Пункт", "Подпункт", "Заголовок", "Текст", "Стр.", "Id"]}


def xlsx_rows(blocks, lang: str) -> list[list[str]]:
    """A unit a row under a heading row naming the columns: the row's number, the law, section,
    subsection and item (a sub-item's marker typed in the item's column), the title, the text,
    the page and an identifier (hidden); a note a row of text alone; a law's second paragraph a
    row of its own."""
    rows, place = [_XLSX_HEAD[lang]], {}
    for kind, marker, text in blocks:
        if kind == "chapter":
            continue
        if kind == "law":
            number, _, title = re.split(r"\s+", text, maxsplit=1)[1].partition(" - " if lang == "en" else ". ")
            place = {"law": number.rstrip(".")}
            rows.append(["", place["law"], "", "", "", title, "", "12", f"L{number}"])
            continue
        if kind in ("section", "subsection", "item", "subitem"):
            depth = ("section", "subsection", "item", "subitem").index(kind)
            for deeper in ("section", "subsection", "item", "subitem")[depth:]:
                place.pop(deeper, None)
            place[kind] = f"({marker})" if kind == "subitem" else f"{marker})" if kind == "item" else marker
        title = text if kind == "section" else ""
        words = "" if kind == "section" else text
        if kind in ("para", "note"):
            rows.append(["", "", "", "", "", "", text, "12", ""])
            continue
        item = place.get("subitem") or place.get("item", "")
        rows.append(["", place["law"], place.get("section", ""), place.get("subsection", ""), item, title, words,
                     "12", "x"])
    for k, row in enumerate(rows[1:], 1):
        row[0] = str(k)
    return rows


def xlsx(rows: list[list[str]], sheet: str = "Laws", other: list[list[str]] | None = None) -> bytes:
    """An Excel workbook of ``rows`` (shared strings, numbers as numbers, the last column hidden,
    the first column a formula with its cached value), and a second sheet of ``other``."""
    strings: list[str] = []

    def cell(ref: str, value: str, formula: bool = False) -> str:
        if re.fullmatch(r"\d+", value):
            f = f"<f>ROW()-1</f>" if formula else ""
            return f'<c r="{ref}">{f}<v>{value}.0</v></c>' if not formula else f'<c r="{ref}">{f}<v>{value}</v></c>'
        if not value:
            return ""
        strings.append(value)
        return f'<c r="{ref}" t="s"><v>{len(strings) - 1}</v></c>'

    def sheet_xml(table, hide_last: bool) -> str:
        width = max(map(len, table))
        cols = f'<cols><col min="{width}" max="{width}" hidden="1"/></cols>' if hide_last else ""
        body = "".join(f'<row r="{r + 1}">' + "".join(cell(f"{chr(65 + c)}{r + 1}", v, formula=(c == 0 and r > 0))
                                                     for c, v in enumerate(row)) + "</row>"
                       for r, row in enumerate(table))
        return f'<?xml version="1.0"?><worksheet {_XLSX_NS}>{cols}<sheetData>{body}</sheetData></worksheet>'

    sheets = [sheet_xml(rows, True)] + ([sheet_xml(other, False)] if other else [])
    names = [sheet, "Notes"][:len(sheets)]
    workbook = (f'<?xml version="1.0"?><workbook {_XLSX_NS} xmlns:r="http://schemas.openxmlformats.org/'
                'officeDocument/2006/relationships"><sheets>'
                + "".join(f'<sheet name="{n}" sheetId="{k + 1}" r:id="rId{k + 1}"/>' for k, n in enumerate(names))
                + "</sheets></workbook>")
    rels = ('<?xml version="1.0"?><Relationships xmlns="http://schemas.openxmlformats.org/package/2006/relationships">'
            + "".join(f'<Relationship Id="rId{k + 1}" Type="worksheet" Target="worksheets/sheet{k + 1}.xml"/>'
                      for k in range(len(sheets))) + "</Relationships>")
    shared = (f'<?xml version="1.0"?><sst {_XLSX_NS}>'
              + "".join(f"<si><t>{html.escape(s)}</t></si>" for s in strings) + "</sst>")
    return _zip([("[Content_Types].xml", '<?xml version="1.0"?><Types/>'), ("xl/workbook.xml", workbook),
                 ("xl/_rels/workbook.xml.rels", rels),
                 *[(f"xl/worksheets/sheet{k + 1}.xml", s) for k, s in enumerate(sheets)],
                 ("xl/sharedStrings.xml", shared)], stored_first=False)


def notebook(blocks) -> str:
    """A scorer's Jupyter notebook: each law's Markdown (:func:`markdown`) in a cell of its own,
    a code cell between them whose comment and printed output look like markers."""
    cells = []
    for part in by_law(blocks):
        cells.append({"cell_type": "markdown", "metadata": {}, "source": markdown(part).splitlines(True)})
        cells.append({"cell_type": "code", "execution_count": 1, "metadata": {},
                      "source": ["# A. matchpoints\n", "for n in (1, 2):\n", "    print(f'{n}. NS 420')\n"],
                      "outputs": [{"output_type": "stream", "name": "stdout", "text": ["1. NS 420\n", "2. NS 420\n"]}]})
    return json.dumps({"cells": cells, "metadata": {"kernelspec": {"name": "python3"}}, "nbformat": 4,
                       "nbformat_minor": 5}, ensure_ascii=False, indent=1)


def telegram_json(blocks, lang: str) -> str:
    """A group's chat exported by Telegram Desktop as JSON: a question, the law posted as one
    message whose text is a list of strings and bold entities (repeated in ``text_entities``), a
    notice of the app's, thanks."""
    parts = []
    for line in paragraphs(blocks):
        head = line.startswith(("LAW ", "ПРАВИЛО ", "CHAPTER", "ГЛАВА"))
        parts += [{"type": "bold", "text": line} if head else line, "\n\n"]
    message = lambda k, who, text: {"id": k, "type": "message", "date": f"2024-03-12T14:0{k}:00",
                                     "date_unixtime": "1710252000", "from": who, "from_id": f"user{k}", "text": text,
                                     "text_entities": [{"type": "plain", "text": t} if isinstance(t, str) else t
                                                       for t in (text if isinstance(text, list) else [text])]}
    return json.dumps({"name": "Sample directors", "type": "private_supergroup", "id": 1, "messages": [
        message(1, "A. Sample", "Where is the scorepad rule?"),
        {"id": 2, "type": "service", "date": "2024-03-12T14:02:00", "actor": "B. Sample", "action": "pin_message",
         "text": ""},
        message(3, "B. Sample", parts),
        message(4, "A. Sample", "Thanks!" if lang == "en" else "Спасибо!")]}, ensure_ascii=False, indent=1)


def keep_json(blocks) -> str:
    """A note exported by Google Takeout from Keep: its text before its title (the chapter's
    line, as a director titles a note), the text again as HTML, labels."""
    lines = plain(blocks).split("\n")
    return json.dumps({"color": "DEFAULT", "isTrashed": False, "textContent": "\n".join(lines[1:]),
                       "title": lines[0], "textContentHtml": "<p>" + html.escape(" ".join(lines[1:])) + "</p>",
                       "labels": [{"name": "LAW 99 - NOT A LAW"}], "userEditedTimestampUsec": 1}, ensure_ascii=False)


def rss(blocks, lang: str) -> str:
    """A federation's RSS feed: an item for each law (its header only in the item's title, its
    text as HTML in ``content:encoded``, an excerpt in ``description``) and an item of other news
    with an ordered list."""
    items = []
    for part in by_law(blocks):
        law = next(text for kind, _, text in part if kind == "law")
        body = html_lists([b for b in part if b[0] != "law"])
        items.append(f"<item><title>{html.escape(law)}</title><description>{html.escape(law[:20])} [&#8230;]"
                     f"</description><content:encoded><![CDATA[{body}]]></content:encoded></item>")
    items.append("<item><title>Results of the club night</title><description>&lt;ol&gt;&lt;li&gt;Pair 4&lt;/li&gt;"
                 "&lt;li&gt;Pair 7&lt;/li&gt;&lt;/ol&gt;</description></item>")
    return ('<?xml version="1.0" encoding="UTF-8"?>\n<rss version="2.0" '
            'xmlns:content="http://purl.org/rss/1.0/modules/content/"><channel><title>Sample federation</title>'
            f'<language>{lang}</language>' + "".join(items) + "</channel></rss>\n")


# -- session 46: Word 2003 XML, a mailbox, Slack's and ChatGPT's JSON, Textile, a chat's page -------

_WORDML_NS = ('xmlns:w="http://schemas.microsoft.com/office/word/2003/wordml" '
              'xmlns:wx="http://schemas.microsoft.com/office/word/2003/auxHint" '
              'xmlns:aml="http://schemas.microsoft.com/aml/2001/core" xmlns:o="urn:schemas-microsoft-com:office:office"')
_WORDML_NFC = {0: "3", 1: "0", 2: "4", 3: "2"}  # section A., subsection 1., item (a), sub-item (i): MSONFC codes
_WORDML_TEXT = {0: "%1.", 1: "%2.", 2: "(%3)", 3: "(%4)"}


def wordml(blocks, lang: str, hints: bool = True) -> str:
    """A Word 2003 XML document ("Save as XML Document"): the units' markers drawn by one list of
    four levels (``w:lists``), Word's hint of each drawn number beside it (``wx:t``) unless
    ``hints`` is false (a file another program wrote); a law's header in a Heading paragraph;
    words split over runs; a comment on a unit; a header with a PAGE field."""
    esc = html.escape
    russian = lang == "ru"
    levels = "".join(f'<w:lvl w:ilvl="{k}"><w:start w:val="1"/><w:nfc w:val="{"59" if russian and k == 0 else "58" if russian and k == 2 else _WORDML_NFC[k]}"/>'
                     f'<w:lvlText w:val="{_WORDML_TEXT[k]}"/></w:lvl>' for k in range(4))
    paragraphs_xml, counters, ilfo = [], {}, 0
    for kind, marker, text in blocks:
        if kind == "law":
            ilfo += 1  # each law its own list, numbered from its start
            counters = {}
        if kind in LEVELS:
            level = LEVELS[kind]
            counters = {k: v for k, v in counters.items() if k <= level}
            hint = f'<wx:t wx:val="{esc(label(kind, marker))}"/>' if hints else ""
            ppr = f'<w:pPr><w:listPr><w:ilvl w:val="{level}"/><w:ilfo w:val="{ilfo}"/>{hint}</w:listPr></w:pPr>'
        else:
            ppr = '<w:pPr><w:pStyle w:val="Heading1"/></w:pPr>' if kind in ("law", "chapter") else ""
        half = len(text) // 2  # words split over two runs and a proofing mark, as Word writes them
        runs = (f"<w:r><w:t>{esc(text[:half])}</w:t></w:r><w:proofErr w:type=\"spellStart\"/>"
                f"<w:r><w:t>{esc(text[half:])}</w:t></w:r>")
        if kind == "section" and marker in ("B", "Б"):
            runs += ('<w:r><aml:annotation aml:id="0" w:type="Word.Comment"><aml:content><w:p><w:r>'
                     "<w:t>LAW 98 - A REVIEWER'S COMMENT</w:t></w:r></w:p></aml:content></aml:annotation></w:r>")
        paragraphs_xml.append(f"<w:p>{ppr}{runs}</w:p>")
    lists = "".join(f'<w:list w:ilfo="{k}"><w:ilst w:val="0"/><w:lvlOverride w:ilvl="0"><w:startOverride w:val="1"/>'
                    "</w:lvlOverride></w:list>" for k in range(1, ilfo + 1))
    header = ('<w:sectPr><w:hdr w:type="odd"><w:p><w:r><w:t>LAW 97 - A PAGE HEADER, page </w:t></w:r>'
              '<w:fldSimple w:instr=" PAGE "><w:r><w:t>1</w:t></w:r></w:fldSimple></w:p></w:hdr></w:sectPr>')
    return ('<?xml version="1.0" encoding="UTF-8" standalone="yes"?>\n<?mso-application progid="Word.Document"?>\n'
            f'<w:wordDocument {_WORDML_NS}><o:DocumentProperties><o:Title>Sample rules</o:Title></o:DocumentProperties>'
            f'<w:lists><w:listDef w:listDefId="0">{levels}</w:listDef>{lists}</w:lists>'
            f'<w:body><wx:sect>{"".join(paragraphs_xml)}{header}</wx:sect></w:body></w:wordDocument>')


def mbox(blocks, lang: str) -> bytes:
    """A mailbox of three mails: a question, the law in the second (a line of it that begins
    "From " written ">From ", as a mailbox keeps it), a reply quoting it; the first mail
    quoted-printable."""
    law_lines = plain(blocks).split("\n")
    body = "\n".join(">" + line if line.startswith(("From ", ">From ")) else line for line in law_lines)
    question = "Could somebody post the scorepad rule? Thanks =E2=80=94 A." if lang == "en" else \
        "=D0=9F=D1=80=D0=B8=D1=88=D0=BB=D0=B8=D1=82=D0=B5 =D0=BF=D1=80=D0=B0=D0=B2=D0=B8=D0=BB=D0=BE."

    def mail(k: int, who: str, subject: str, text: str, qp: bool = False) -> str:
        encoding = "quoted-printable" if qp else "8bit"
        return (f"From {who}@example.org Sat Nov 17 21:0{k}:11 2012\nFrom: {who} <{who}@example.org>\n"
                f"Date: Sat, 17 Nov 2012 21:0{k}:11 +0000\nSubject: {subject}\nMIME-Version: 1.0\n"
                f"Content-Type: text/plain; charset=utf-8\nContent-Transfer-Encoding: {encoding}\n\n{text}\n\n")
    return (mail(1, "anna", "The scorepad rule", question, qp=True)
            + mail(2, "boris", "Re: The scorepad rule", "Here it is:\n\n" + body)
            + mail(3, "anna", "Re: The scorepad rule", "> " + law_lines[min(2, len(law_lines) - 1)] + "\n\nThanks!")).encode("utf-8")


def slack_json(blocks, lang: str) -> str:
    """A Slack channel's day as exported: a member joined (a notice), a question, the law posted
    in two messages (its marks of bold, an ampersand escaped), a reply quoting it."""
    lines = paragraphs(blocks)
    cut = next(k for k, line in enumerate(lines) if line.startswith(("LAW 4", "ПРАВИЛО 4")))

    def message(k: int, who: str, text: str, **more) -> dict:
        return {"type": "message", "text": text, "user": f"U0{k}", "ts": f"17099912{k:02d}.0001{k}",
                "user_profile": {"real_name": who, "display_name": who.lower()}, **more}

    def marked(part):
        return "\n".join(f"*{line}*" if line.startswith(("LAW ", "ПРАВИЛО ", "CHAPTER", "ГЛАВА")) else line
                         for line in part).replace("&", "&amp;")
    return json.dumps([
        {"type": "message", "subtype": "channel_join", "user": "U09", "text": "<@U09> has joined the channel",
         "ts": "1709991100.000100"},
        message(1, "Anna Sample", "anyone have the scorepad rule handy? &amp; the table one"),
        message(2, "Boris Sample", marked(lines[:cut]), edited={"ts": "1709991300.0"}),
        message(3, "Boris Sample", marked(lines[cut:])),
        message(4, "Anna Sample", f"&gt; {lines[2][:30]}\nthanks <https://example.org/rules|the full rules>"),
    ], ensure_ascii=False, indent=4)


def chatgpt_json(blocks, lang: str) -> str:
    """ChatGPT's ``conversations.json``: the user pastes the law and asks; an answer regenerated
    off the path shown, the answer shown, a hidden system message; a second conversation."""
    text = "\n\n".join(paragraphs(blocks))

    def node(key, role, words, parent, children, hidden=False):
        message = {"id": key, "author": {"role": role}, "create_time": 1710428350.5,
                   "content": {"content_type": "text", "parts": [words]},
                   "metadata": {"is_visually_hidden_from_conversation": True} if hidden else {}}
        return {"id": key, "message": message, "parent": parent, "children": children}

    first = {"title": "Scorepad", "current_node": "a2", "mapping": {
        "root": {"id": "root", "message": None, "parent": None, "children": ["sys"]},
        "sys": node("sys", "system", "", "root", ["u1"], hidden=True),
        "u1": node("u1", "user", "Here is the rule:\n\n" + text, "sys", ["a1", "a2"]),
        "a1": node("a1", "assistant", "LAW 96 - AN ANSWER NOBODY SEES", "u1", []),
        "a2": node("a2", "assistant", "The scorepad is kept in ink.", "u1", [])}}
    second = {"title": "Movements", "current_node": "b1", "mapping": {
        "r": {"id": "r", "message": None, "parent": None, "children": ["q"]},
        "q": node("q", "user", "How many rounds in a Howell for 7 tables?", "r", ["b1"]),
        "b1": node("b1", "assistant", "Thirteen rounds.", "q", [])}}
    return json.dumps([first, second], ensure_ascii=False)


def textile(blocks) -> str:
    """A Redmine wiki page's Textile source: a table of contents macro, laws and sections as
    headings, subsections as a numbered list ("#"), items typed in bullets under them ("#*"),
    the note a paragraph of its own, a folded block after the law."""
    out, pending = ["{{>toc}}", ""], False
    for kind, marker, text in blocks:
        line = f"{label(kind, marker)} {text}".strip() if kind in LEVELS else text
        if kind in ("item", "subitem") and pending:
            out.append(f"# {line}")
            pending = False
            continue
        if kind in ("chapter", "law"):
            out += ["", f"h{1 if kind == 'chapter' else 2}. {text}", ""]
        elif kind == "section":
            out += ["", f"h3. {line}", ""]
        elif kind == "subsection" and not text:  # "2." and its first item on one line, as the plain text has it
            pending = True
            continue
        elif kind == "subsection":
            out.append(f"# {text}")
        elif kind in ("item", "subitem"):
            out.append(f"#{'*' * (LEVELS[kind] - 1)} {line}")
        elif kind == "note":
            out += ["", "==*==" + text[1:], ""]  # (a "*" written so is no bullet)
        else:
            out += ["", text, ""]
    return "\n".join(out) + "\n\n{{collapse(Hand record)\nBoard 7 of the LAW 95 night, NS 420, folded away\n}}\n"


def chat_page(blocks, lang: str) -> str:
    """A channel exported as a web page (in DiscordChatExporter's manner): each message's words
    with their line breaks kept by the style sheet (``white-space: pre-wrap``), a later message of
    the same writer under its time alone, a reply that repeats the start of the message it answers
    in a box the style sheet cuts to one line."""
    lines = paragraphs(blocks)
    cut = next(k for k, line in enumerate(lines) if line.startswith(("LAW 4", "ПРАВИЛО 4")))
    esc = html.escape

    def group(who, when, text, reply=""):
        return (f'<div class="chatlog__message-group"><div class="chatlog__header"><span class="chatlog__author">{who}'
                f'</span> <span class="chatlog__timestamp">{when}</span></div>{reply}'
                f'<div class="chatlog__content"><span class="chatlog__markdown-preserve">{text}</span></div></div>\n')
    law = esc("\n".join(lines[:cut]))
    return ('<!DOCTYPE html><html><head><meta charset="utf-8"><title>Sample - directors</title><style>\n'
            ".chatlog__markdown-preserve { white-space: pre-wrap; }\n"
            ".chatlog__reply-content { overflow: hidden; text-overflow: ellipsis; white-space: nowrap; }\n"
            "</style></head><body>\n"
            + group("Anna Sample", "12.03.2024 18:58", "where is the scorepad rule?")
            + group("Boris Sample", "12.03.2024 19:04", law)
            + f'<div class="chatlog__message"><div class="chatlog__short-timestamp">19:05</div><div class="chatlog__content">'
              f'<span class="chatlog__markdown-preserve">{esc(chr(10).join(lines[cut:]))}</span></div></div>\n'
            + group("Anna Sample", "12.03.2024 19:09", "thanks!",
                    reply=f'<div class="chatlog__reply-content"><!--wmm:ignore-->{law}<!--/wmm:ignore--></div>')
            + "</body></html>\n")


def captions(blocks, srt: bool = False, remarks: bool = False) -> str:
    """The plain text read aloud as a video's captions (WebVTT, or SubRip with ``srt``): each
    paragraph in captions of eight words at most, broken over two lines as a screen breaks them;
    with ``remarks``, a lecturer's aside and a question from the hall (other voices) after each
    law's header, the law read by a voice of its own."""
    cues: list[str] = []
    for paragraph in paragraphs(blocks):
        words = paragraph.split()
        for k in range(0, len(words), 8):
            chunk = words[k:k + 8]
            cue = " ".join(chunk[:4]) + ("\n" + " ".join(chunk[4:]) if chunk[4:] else "")
            cues.append(f"<v Reader>{cue}" if remarks else cue)
        if remarks and paragraph.upper().startswith(("LAW ", "ПРАВИЛО ")):
            cues += ["<v Lecturer>Listen closely, this one\nmatters at the table.", "<v Hall>Is that the 2017 one?"]
    out = [] if srt else ["WEBVTT", "Kind: captions", "", "NOTE made for the tests", "1. check the sound", ""]
    for n, cue in enumerate(cues, 1):
        start, end = (f"00:{n // 60:02d}:{n % 60:02d}", f"00:{n // 60:02d}:{n % 60:02d}")
        times = f"{start},000 --> {end},900" if srt else f"{start}.000 --> {end}.900 line:85%"
        if srt:
            cue = cue.replace("<v Reader>", "<i>", 1) + ("</i>" if "<i>" in cue else "")
        out += [str(n) if srt else f"cue-{n}", times, cue, ""]
    return "\n".join(out)


def teams_json(blocks, lang: str) -> str:
    """A Teams chat's messages as Microsoft Graph gives them: newest first, each body HTML; the
    app's event (a member added), a deleted message holding another law, a question, the law posted
    as a page's paragraphs, a reply of an emoji alone, and thanks."""
    def message(k: int, who: str, html: str, kind: str = "message", **more) -> dict:
        return {"id": str(k), "messageType": kind, "createdDateTime": f"2026-03-02T09:{10 + k:02d}:00.000Z",
                "deletedDateTime": None, "chatId": "19:sample@thread.v2",
                "from": {"user": {"displayName": who}} if who else None,
                "body": {"contentType": "html", "content": html}, "attachments": [], **more}
    return json.dumps({"@odata.context": "https://graph.microsoft.com/v1.0/$metadata#chats('x')/messages", "value": [
        message(6, "Anna Sample", "<p>Thanks, printed.</p>"),
        message(5, "Anna Sample", '<p><emoji id="like" alt="👍" title="Like"></emoji></p>'),
        message(4, "Boris Sample", html_paragraphs(blocks)),
        message(3, "Boris Sample", "<p>LAW 97 - A DELETED SAMPLE</p><p>A. Words taken back.</p>",
                deletedDateTime="2026-03-02T09:14:30.000Z"),
        message(2, "Anna Sample", "<p>Anyone have the scorepad rule? <at id=\"0\">Boris Sample</at></p>"),
        message(1, "", "<systemEventMessage/>", kind="systemEventMessage"),
    ]}, ensure_ascii=False, indent=1)


# -- session 48: a scanned book's OCR output, hOCR and ALTO ---------------------------------------

# The running heads of a book's pages: the book's title after the page's number on even pages, the
# chapter's before it on odd ones (invented, as the rest)
OCR_HEADS = {"en": ("SAMPLE CODE OF RULES", "SAMPLE MATTERS"), "ru": ("ОБРАЗЕЦ ПРАВИЛ", "УЧЕБНЫЕ ПОЛОЖЕНИЯ")}


def ocr_pages(blocks, lines_per_page: int = 7, width: int = 56) -> list[list[tuple[str, int]]]:
    """The sample as a scanned book's pages: each paragraph of the plain text wrapped at
    ``width``, ``lines_per_page`` lines a page (so paragraphs are cut by page breaks), each line
    (its words, its paragraph's number)."""
    lines = [(text, k) for k, para in enumerate(paragraphs(blocks))
             for text in textwrap.wrap(para, width, break_on_hyphens=False, break_long_words=False)]
    return [lines[i:i + lines_per_page] for i in range(0, len(lines), lines_per_page)]


def ocr_head(lang: str, number: int) -> str:
    book, chapter = OCR_HEADS[lang]
    return f"{number} {book}" if number % 2 == 0 else f"{chapter} {number}"


def _is_heading(text: str) -> bool:
    return text.startswith(("LAW ", "ПРАВИЛО ", "CHAPTER ", "ГЛАВА "))


def _hocr_line(n: int, words: list[str], top: int, size: int, cls: str = "ocr_line") -> str:
    x, spans = 170, []
    for k, word in enumerate(words):
        spans.append(f"<span class='ocrx_word' id='word_{n}_{k}' title='bbox {x} {top} {x + 23 * len(word)} "
                     f"{top + size}; x_wconf 93'>{html.escape(word)}</span>")
        x += 23 * len(word) + 23
    return (f"<span class='{cls}' id='line_{n}' title=\"bbox 170 {top} {x} {top + size}; baseline 0.001 -9; "
            f"x_size {size}; x_descenders 9; x_ascenders 10\">{' '.join(spans)}\n</span>")


def hocr(blocks, lang: str, first_page: int = 46, lines_per_page: int = 7) -> str:
    """The sample as Tesseract's hOCR of a book's scanned pages: each page its running head in a
    block of its own (smaller, with the page's number: «46 SAMPLE CODE OF RULES», «SAMPLE MATTERS
    47»), then its lines in paragraphs (``ocr_par``), a law's header set larger."""
    out = ['<?xml version="1.0" encoding="UTF-8"?>\n<!DOCTYPE html PUBLIC "-//W3C//DTD XHTML 1.0 Transitional//EN" '
           '"http://www.w3.org/TR/xhtml1/DTD/xhtml1-transitional.dtd">\n<html xmlns="http://www.w3.org/1999/xhtml">'
           "<head><title></title><meta http-equiv=\"Content-Type\" content=\"text/html;charset=utf-8\"/>"
           "<meta name='ocr-system' content='tesseract 5.3.0'/></head><body>"]
    n = 0
    for p, page in enumerate(ocr_pages(blocks, lines_per_page)):
        number = first_page + p
        out.append(f"<div class='ocr_page' id='page_{p + 1}' title='image \"scan_{number:04d}.png\"; bbox 0 0 1650 2550; "
                   f"ppageno {p}'><div class='ocr_carea' id='block_{p}_0'><p class='ocr_par' lang='{lang}'>")
        n += 1
        out.append(_hocr_line(n, ocr_head(lang, number).split(), 118, 30) + "</p></div><div class='ocr_carea'>")
        top, last = 220, None
        for text, k in page:
            if k != last:
                out.append(("</p>" if last is not None else "") + f"<p class='ocr_par' id='par_{p}_{k}' lang='{lang}'>")
                last = k
            n += 1
            size = 44 if _is_heading(text) else 36
            out.append(_hocr_line(n, text.split(), top, size))
            top += size + 16
        out.append("</p></div></div>\n")
    return "".join(out) + "</body></html>\n"


def _hyphenated(page_lines: list[list[tuple[str, int]]]) -> dict[tuple[int, int], tuple[str, str, str]]:
    """Where an ALTO file breaks a word over two lines: (page, line) → (its first part, its second,
    the whole word) for each line whose paragraph goes on with a long word on the next line (its
    first word, moved up in part), every second such line and each such line at a page's foot."""
    flat = [(p, i, text, k) for p, page in enumerate(page_lines) for i, (text, k) in enumerate(page)]
    out, count = {}, 0
    for (p, i, text, k), (q, j, after, k2) in zip(flat, flat[1:]):
        word = after.split()[0]
        if k == k2 and len(word.rstrip(".,;:")) >= 8 and word.rstrip(".,;:").isalpha():
            count += 1
            if count % 2 or q != p:
                cut = len(word) // 2
                out[(p, i)] = (word[:cut], word[cut:], word)
    return out


def _alto_line(words: list[tuple[str, str]], top: int, refs: str = "") -> str:
    """A TextLine of ``words`` (each its CONTENT and any more attributes), SP between them."""
    x, parts = 240, []
    for k, (word, more) in enumerate(words):
        if k:
            parts.append(f'<SP WIDTH="19" HPOS="{x}" VPOS="{top}"/>')
            x += 19
        parts.append(f'<String HPOS="{x}" VPOS="{top}" WIDTH="{19 * len(word)}" HEIGHT="32" '
                     f'CONTENT="{html.escape(word)}"{more}/>')
        x += 19 * len(word)
    return f'<TextLine HPOS="240" VPOS="{top}" WIDTH="{x - 240}" HEIGHT="36"{refs}>{"".join(parts)}</TextLine>'


def alto(blocks, lang: str, first_page: int = 14, lines_per_page: int = 7, heads: str = "margin") -> str:
    """The sample as a library's ALTO (v3) of a book's scanned pages: a block a paragraph in the
    print space, words hyphenated over two lines as ABBYY marks them (``SUBS_TYPE``,
    ``SUBS_CONTENT``, a ``HYP``); each page's running head with its number («ОБРАЗЕЦ ПРАВИЛ 14»)
    and its number at the foot — in the page's margins (``heads="margin"``), or in the print
    space tagged as a running title and a page number (``"tagged"``), or there in a smaller style
    and no more (``"plain"``)."""
    pages = ocr_pages(blocks, lines_per_page)
    breaks = _hyphenated(pages)
    out = ['<?xml version="1.0" encoding="UTF-8"?>\n<alto xmlns="http://www.loc.gov/standards/alto/ns-v3#">'
           "<Description><MeasurementUnit>pixel</MeasurementUnit><sourceImageInformation><fileName>scan_0014.jp2"
           "</fileName></sourceImageInformation></Description><Styles>"
           '<TextStyle ID="TS_BODY" FONTSIZE="10"/><TextStyle ID="TS_HEAD" FONTSIZE="8"/>'
           '<TextStyle ID="TS_LAW" FONTSIZE="12"/></Styles>'
           '<Tags><StructureTag ID="ST1" TYPE="Zone" LABEL="RunningTitleZone"/>'
           '<StructureTag ID="ST2" TYPE="Zone" LABEL="NumberingZone"/><StructureTag ID="ST3" LABEL="MainZone"/></Tags><Layout>']
    carried = None  # a word's second part, carried to the next line
    for p, page in enumerate(pages):
        number = first_page + p
        head = _alto_line([(w, "") for w in ocr_head(lang, number).split()], 130)
        foot = _alto_line([(str(number), "")], 2380)
        out.append(f'<Page ID="P{p + 1}" PHYSICAL_IMG_NR="{p + 1}" HEIGHT="2550" WIDTH="1660">')
        if heads == "margin":
            out.append(f'<TopMargin ID="TM{p}"><TextBlock ID="TH{p}" STYLEREFS="TS_HEAD">{head}</TextBlock></TopMargin>'
                       f'<BottomMargin ID="BM{p}"><TextBlock ID="TF{p}" STYLEREFS="TS_HEAD">{foot}</TextBlock>'
                       "</BottomMargin>")
        out.append(f'<PrintSpace ID="PS{p}">')
        if heads == "tagged":
            out.append(f'<TextBlock ID="TH{p}" TAGREFS="ST1" STYLEREFS="TS_BODY">{head}</TextBlock>')
        elif heads == "plain":
            out.append(f'<TextBlock ID="TH{p}" STYLEREFS="TS_HEAD">{head}</TextBlock>')
        top, last = 260, None
        for i, (text, k) in enumerate(page):
            if k != last:
                out.append(("</TextBlock>" if last is not None else "")
                           + f'<TextBlock ID="B{p}_{k}" TAGREFS="ST3" STYLEREFS="{"TS_LAW" if _is_heading(text) else "TS_BODY"}">')
                last = k
            words = [(w, "") for w in text.split()]
            if carried:
                second, whole = carried
                words[0] = (second, f' SUBS_TYPE="HypPart2" SUBS_CONTENT="{html.escape(whole)}"')
                carried = None
            hyp = ""
            if (p, i) in breaks:
                first, second, whole = breaks[(p, i)]
                words.append((first, f' SUBS_TYPE="HypPart1" SUBS_CONTENT="{html.escape(whole)}"'))
                hyp, carried = '<HYP CONTENT="-"/>', (second, whole)
            out.append(_alto_line(words, top).replace("</TextLine>", hyp + "</TextLine>"))
            top += 46
        out.append("</TextBlock>")
        if heads == "tagged":
            out.append(f'<TextBlock ID="TF{p}" TAGREFS="ST2">{foot}</TextBlock>')
        elif heads == "plain":
            out.append(f'<TextBlock ID="TF{p}" STYLEREFS="TS_HEAD">{foot}</TextBlock>')
        out.append("</PrintSpace></Page>\n")
    return "".join(out) + "</Layout></alto>\n"
