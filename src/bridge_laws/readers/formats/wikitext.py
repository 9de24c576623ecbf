"""A wiki page's source, as its editor keeps it, written out as the HTML the wiki renders, which the
HTML reader then reads: what the syntaxes share (headings, nested lists, tables, rules, notes
listed under the text and linked both ways) here; what each writes its own way in a
:class:`Syntax` (``dokuwiki``, ``mediawiki``).

    render(source, DOKUWIKI)   # → (the page's HTML, how many notes); a format's reader: WikiSourceReader

A list's items are drawn as the wiki's style sheet draws them: an ordered list 1, 2, nested in one
a, b, then I, II (DokuWiki's and MediaWiki's default skins alike).
"""

from __future__ import annotations

import html
import re
from dataclasses import dataclass
from typing import Callable

from ...text.decode import decode
from .base import Document, FormatReader
from .html import read_written_page

# A line a syntax's source() joined to the line above it (an item's words going on below it), kept
# so that the lines keep their numbers: it closes no paragraph nor list, as a blank line would.
PLACE_KEPT = "\x01"
# the types of ordered lists nested one in another, as the wikis' style sheets draw them
OL_TYPES = ("1", "a", "I", "A", "i")

# What tells a wiki's source from a plain text: a heading of words between as many "=" each side (a
# plain text's rule of "=" alone is none), beside two marks that only one of the wikis writes (a link
# [[…]] both do); the wiki with more of its own marks is the one.
_HEADING = re.compile(rb"^[ \t]*(={2,6})[ \t]*[^=\s][^\r\n]*?[ \t]*\1[ \t]*\r?$", re.MULTILINE)
_MARKS = {
    # a list item of words two spaces in (not a page number set in, "  - 7 -"), a macro, a note, italic, bold
    "dokuwiki": re.compile(rb"^(?:  )+[-*] [^\s\d-]|~~[A-Z]+~~|\(\([^()\n]+\)\)|(?<![:/])//[^/\n]+//|\*\*[^*\n]+\*\*",
                           re.MULTILINE),
    # a note, bold in apostrophes, a list item at the margin, a table, a category
    "mediawiki": re.compile(rb"<ref[ >/]|'''[^'\n]+'''|^[#*]{1,3} [^\s\d]|^\{\||\[\[(?:category|"
                            + "категория".encode() + rb")\s*:", re.MULTILINE | re.IGNORECASE),
    # a line break or a macro of its own, a block "{{{#!…", a wiki link "[wiki:…", an anchor "[=#…]",
    # a numbered item set in by spaces, a table's row "||", a word kept from linking "!CamelCase"
    "trac": re.compile(rb"\[\[BR\]\]|\[\[PageOutline|\{\{\{#!|\[wiki:|\[=#|^ {1,8}\d{1,3}\. \S|^\|\||"
                       rb"(?<![\w!])![A-Z][a-z]+[A-Z]", re.MULTILINE),
}
_LEAST_MARKS = 2


def which_wiki(data: bytes) -> tuple[str, str] | None:
    """(the wiki, why) whose source ``data`` is, or None."""
    head = data[:65536]
    headings = len(_HEADING.findall(head))
    if not headings:
        return None
    counts = {wiki: len(rx.findall(head)) for wiki, rx in _MARKS.items()}
    wiki = max(counts, key=counts.get)
    if counts[wiki] < _LEAST_MARKS or list(counts.values()).count(counts[wiki]) > 1:
        return None
    return wiki, f"{headings} '==' heading(s) and {counts[wiki]} mark(s) of its own (notes, lists, emphasis)"


@dataclass(frozen=True)
class Syntax:
    """How one wiki writes what :func:`render` reads: each a function of a line (or of a line's
    words, ``inline``) that gives None when the line is not of its kind."""

    heading: Callable[[str], tuple[int, str] | None]  # → (level 1–6, its words)
    item: Callable[[str], tuple[int, str, str] | None]  # → (depth from 1, "ol" or "ul", its words)
    row: Callable[[str], list[str] | None]  # a table's row → its cells
    rule: Callable[[str], bool]  # a horizontal rule
    blank: Callable[[str], bool]  # nothing a reader sees (a macro, a category, a template)
    inline: Callable[[str, Callable[[str], str]], str]  # words (HTML-escaped) → HTML; notes through the callback


def render(source: str, syntax: Syntax) -> tuple[str, int]:
    """The page as the wiki renders ``source``, and how many notes it has."""
    notes: list[str] = []
    out: list[str] = []
    paragraph: list[str] = []
    lists: list[str] = []  # the open lists, innermost last: "ol" or "ul"
    rows: list[str] = []

    def note(words: str) -> str:
        notes.append(words)
        n = len(notes)
        return f'<sup><a href="#fn__{n}" id="fnt__{n}">{n}</a></sup>'

    def inline(text: str) -> str:
        return syntax.inline(html.escape(text, quote=False), note)

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
        if line == PLACE_KEPT:  # a line a syntax joined to the one above: nothing ends there
            continue
        heading, item = syntax.heading(line), syntax.item(line)
        row = syntax.row(line) if not item else None
        if heading:
            close()
            level, words = heading
            out.append(f"<h{level}>{inline(words)}</h{level}>")
        elif item:
            if paragraph or rows:
                close(len(lists))
            depth, kind, words = item
            while len(lists) > depth:
                out.append(f"</li></{lists.pop()}>")
            if len(lists) == depth and lists:
                out.append("</li><li>")
            while len(lists) < depth:
                level = sum(1 for k in lists if k == "ol")
                out.append(f'<ol type="{OL_TYPES[level % len(OL_TYPES)]}"><li>' if kind == "ol" else "<ul><li>")
                lists.append(kind)
            out.append(inline(words))
        elif row is not None:
            if paragraph or lists:
                close()
            rows.append("<tr>" + "".join(f"<td>{inline(c.strip())}</td>" for c in row) + "</tr>")
        elif syntax.rule(line):
            close()
            out.append("<hr>")
        elif not line.strip() or syntax.blank(line):
            close()
        else:
            if lists or rows:
                close()
            paragraph.append(inline(line.strip()))
    close()
    if notes:
        out.append('<div class="footnotes">' + "".join(
            f'<div class="fn"><sup><a href="#fnt__{n}" id="fn__{n}">{n}</a></sup> <div class="content">{text}</div></div>'
            for n, text in enumerate(notes, start=1)) + "</div>")
    return "<!doctype html><html><body><main>" + "\n".join(out) + "</main></body></html>", len(notes)


class WikiSourceReader(FormatReader):
    """A wiki's source: told by :func:`which_wiki`, read as its rendered page (``syntax``)."""

    syntax: Syntax

    def sniff(self, data: bytes) -> str | None:
        found = which_wiki(data)
        return f"{self.label}: {found[1]}" if found and found[0] == self.format else None

    def read(self, data: bytes, name: str) -> Document:
        decoded = decode(data, name)
        page, notes = render(self.source(decoded.text), self.syntax)
        document = read_written_page(page, name)
        said = (f"{notes} footnote(s) listed under the text, as the page shows them",) if notes else ()
        return Document(file=name, format=self.format, streams=document.streams, encoding=decoded.encoding,
                        newline=decoded.newline, bom=decoded.bom, notes=said + document.notes, title=document.title)

    def source(self, text: str) -> str:
        """The text the wiki renders (a syntax's comments off)."""
        return text


def link(target: str, words: str | None) -> str:
    """A wiki link as the page shows it: its words (or its target), linking to another page."""
    return f'<a href="{target.strip()}">{(words if words is not None else target).strip()}</a>'
