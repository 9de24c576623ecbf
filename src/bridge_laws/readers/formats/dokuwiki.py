"""A DokuWiki page's source, as its editor keeps it (a club's wiki, the page's text saved or copied
from "Edit this page"), read as the rendered page shows it: the source is written out as the HTML
DokuWiki renders, which the HTML reader then reads.

    ====== Law 45 – Card Played ======        a heading: six "=" the first level, two the fifth
    ===== A. Play from a Hand =====
      - A defender names the card …            an ordered list item: two spaces a level, "-"
        - … nested                             (DokuWiki draws a nested list a, b, c: ``ol ol``)
      * a bullet                               an unordered one
    **bold**, //italic//, __underlined__, ''monospace'', [[target|words]], {{image}}
    ((a footnote))                             a note, listed under the text with links both ways
    ^ head ^ head ^ / | cell | cell |          a table
    ~~NOTOC~~, {{tag>…}}                        macros: nothing a reader sees

What the page's template draws around it (its menus, its discussion) is not in the source.
"""

from __future__ import annotations

import html
import re

from ...text.decode import decode
from .base import Document, FormatReader
from .html import HtmlReader

# A heading: words between two to six "=" each side (a plain text's rule of "=" alone is none);
# with the same number each side, what tells a DokuWiki source from a plain text.
_HEADING = re.compile(r"^[ \t]*(={2,6})[ \t]*([^=\s].*?)[ \t]*={2,6}[ \t]*$", re.MULTILINE)
_HEADING_BYTES = re.compile(rb"^[ \t]*(={2,6})[ \t]*[^=\s][^\r\n]*?[ \t]*\1[ \t]*\r?$", re.MULTILINE)
# DokuWiki's own marks beside its headings: a link, a list item of words (not a page number set in,
# "  - 7 -"), a macro, a note. (A table's "| … |" row is a plain text's too: not counted.)
_MARKS = re.compile(rb"\[\[[^\[\]\n]+\]\]|^(?:  )+[-*] [^\s\d-]|~~[A-Z]+~~|\(\([^()\n]+\)\)", re.MULTILINE)
_LIST_ITEM = re.compile(r"^((?:  )+)([-*])\s+(.*)$")
_TABLE_ROW = re.compile(r"^[\^|](.*)[\^|]\s*$")
_MACRO = re.compile(r"~~[A-Z]+~~|\{\{tag>[^{}]*\}\}")
_IMAGE = re.compile(r"\{\{[^{}]*\}\}")
_LINK = re.compile(r"\[\[([^\[\]|]*)(?:\|([^\[\]]*))?\]\]")
_NOTE = re.compile(r"\(\((.+?)\)\)")
# Emphasis: bold, italic (not the "//" of an address), underlined, monospace.
_EMPHASIS = re.compile(r"\*\*(.+?)\*\*|(?<!:)//(.+?)(?<!:)//|__(.+?)__|''(.+?)''")
# DokuWiki's style sheet draws nested ordered lists so: 1. 2., then a. b., then I. II.
_OL_TYPES = ("1", "a", "I", "A", "i")


class DokuWikiReader(FormatReader):
    format = "dokuwiki"
    label = "DokuWiki source"
    suffix = ".txt"

    def sniff(self, data: bytes) -> str | None:
        head = data[:65536]
        headings = len(_HEADING_BYTES.findall(head))
        marks = len(_MARKS.findall(head))
        if headings >= 1 and marks >= 2:
            return f"DokuWiki marks ({headings} '==' heading(s), {marks} link, list, macro, note or table mark(s))"
        return None

    def read(self, data: bytes, name: str) -> Document:
        decoded = decode(data, name)
        page, notes = _rendered(decoded.text)
        document = HtmlReader().read(page.encode("utf-8"), name)
        said = (f"{notes} footnote(s) listed under the text, as the page shows them",) if notes else ()
        return Document(file=name, format=self.format, streams=document.streams, encoding=decoded.encoding,
                        newline=decoded.newline, bom=decoded.bom, notes=said + document.notes, title=document.title)


def _rendered(source: str) -> tuple[str, int]:
    """The page as DokuWiki renders the source, and how many notes it has."""
    notes: list[str] = []
    out: list[str] = []
    paragraph: list[str] = []
    lists: list[str] = []  # the open lists, innermost last: "ol" or "ul"
    rows: list[str] = []

    def inline(text: str) -> str:
        def note(m: re.Match) -> str:
            notes.append(inline(m.group(1)))
            n = len(notes)
            return f'<sup><a href="#fn__{n}" id="fnt__{n}" class="fn_top">{n}</a></sup>'

        text = _IMAGE.sub("", _MACRO.sub("", text))
        text = html.escape(text, quote=False)
        text = _LINK.sub(lambda m: f'<a href="{m.group(1).strip()}">'
                         f'{(m.group(2) if m.group(2) is not None else m.group(1)).strip()}</a>', text)
        while (plain := _EMPHASIS.sub(lambda m: next(g for g in m.groups() if g is not None), text)) != text:
            text = plain  # emphasis inside emphasis ("//the **1997** Laws//")
        return _NOTE.sub(note, text)

    def close(depth: int = 0) -> None:
        if paragraph:
            out.append(f"<p>{' '.join(paragraph)}</p>")
            paragraph.clear()
        if rows:
            out.append(f"<table>{''.join(rows)}</table>")
            rows.clear()
        while len(lists) > depth:
            out.append(f"</li></{lists.pop()}>")

    for line in source.split("\n"):
        heading = _HEADING.match(line)
        item = _LIST_ITEM.match(line)
        row = _TABLE_ROW.match(line.strip()) if not item else None
        if heading:
            close()
            level = 7 - len(heading.group(1))
            out.append(f"<h{level}>{inline(heading.group(2))}</h{level}>")
        elif item:
            if paragraph or rows:
                close(len(lists))
            depth, kind = len(item.group(1)) // 2, "ol" if item.group(2) == "-" else "ul"
            while len(lists) > depth:
                out.append(f"</li></{lists.pop()}>")
            if len(lists) == depth and lists:
                out.append("</li><li>")
            while len(lists) < depth:
                level = sum(1 for k in lists if k == "ol")
                out.append(f'<{kind} type="{_OL_TYPES[level % len(_OL_TYPES)]}"><li>' if kind == "ol" else f"<{kind}><li>")
                lists.append(kind)
            out.append(inline(item.group(3)))
        elif row:
            if paragraph or lists:
                close()
            cells = re.split(r"[\^|]", row.group(1))
            rows.append("<tr>" + "".join(f"<td>{inline(c.strip())}</td>" for c in cells) + "</tr>")
        elif line.strip() == "----":
            close()
            out.append("<hr>")
        elif not line.strip() or not _MACRO.sub("", line).strip():
            close()
        else:
            if lists or rows:
                close()
            paragraph.append(inline(line.strip()))
    close()
    if notes:
        out.append('<div class="footnotes">' + "".join(
            f'<div class="fn"><sup><a href="#fnt__{n}" id="fn__{n}" class="fn_bot">{n}</a></sup> '
            f'<div class="content">{text}</div></div>' for n, text in enumerate(notes, start=1)) + "</div>")
    return "<!doctype html><html><body><main>" + "\n".join(out) + "</main></body></html>", len(notes)
