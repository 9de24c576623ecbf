"""A MediaWiki page's source (a federation's or a club's wiki, the text of "Edit" saved), read as the
rendered page shows it (:mod:`.wikitext`).

    == Text of the law ==                      a heading: as many "=" each side as its level
    ==== A. Proper Communication ====
    # An item …                                an ordered list item; "##" nested (drawn a, b, c)
    * a bullet                                 an unordered one
    '''bold''', ''italic'', [[Page|words]], [https://… words], {{template}}
    <ref>a note</ref>, <ref name="x" />        notes, listed under the text with links both ways
    {| … |- … | cell || cell |}                a table
    [[Category:…]], [[File:…]], __TOC__, <!-- … -->: nothing a reader sees

A template (``{{…}}``) is drawn by the wiki from another page: its words are not in the source,
and are not read.
"""

from __future__ import annotations

import re

from .wikitext import Syntax, WikiSourceReader, link

_HEADING = re.compile(r"^(={1,6})[ \t]*([^=\s].*?)[ \t]*\1[ \t]*$")
_LIST_ITEM = re.compile(r"^([#*]+)[ \t]*(.*)$")
_HIDDEN_LINK = re.compile(r"\[\[(?:category|категория|file|файл|image|изображение)\s*:[^\[\]]*\]\]", re.IGNORECASE)
_TEMPLATE = re.compile(r"\{\{[^{}]*\}\}")
_COMMENT = re.compile(r"<!--.*?-->", re.DOTALL)
_MAGIC = re.compile(r"__[A-Z]+__")
_LINK = re.compile(r"\[\[([^\[\]|]*)(?:\|([^\[\]]*))?\]\]")
_EXTERNAL = re.compile(r"\[(?:https?|ftp)://[^\s\]]+(?:\s+([^\]]*))?\]")
# a note, escaped as the renderer sees it: <ref>…</ref>, <ref name="x">…</ref>; a reuse <ref name="x" /> marks nothing new
_REF = re.compile(r"&lt;ref(?:\s[^&]*?)?&gt;(.*?)&lt;/ref&gt;|&lt;ref\s[^&]*?/&gt;", re.DOTALL)
_REFERENCES = re.compile(r"&lt;references\s*/?&gt;")
_EMPHASIS = re.compile(r"'''''(.+?)'''''|'''(.+?)'''|''(.+?)''")


def _unseen_off(text: str) -> str:
    """``text`` without what the page does not show: templates, categories and files, magic words."""
    return _TEMPLATE.sub("", _HIDDEN_LINK.sub("", _MAGIC.sub("", text)))


def _inline(text: str, note) -> str:
    text = _unseen_off(text)
    text = _LINK.sub(lambda m: link(m.group(1), m.group(2)), text)
    text = _EXTERNAL.sub(lambda m: m.group(1) or "", text)
    while (plain := _EMPHASIS.sub(lambda m: next(g for g in m.groups() if g is not None), text)) != text:
        text = plain
    text = _REFERENCES.sub("", text)
    return _REF.sub(lambda m: note(m.group(1)) if m.group(1) is not None else "", text)


def _heading(line: str):
    m = _HEADING.match(line.strip())
    return (len(m.group(1)), m.group(2)) if m else None


def _item(line: str):
    m = _LIST_ITEM.match(line)
    return (len(m.group(1)), "ol" if m.group(1)[-1] == "#" else "ul", m.group(2)) if m else None


def _row(line: str):
    s = line.strip()
    if s.startswith(("{|", "|}", "|-", "|+")):
        return None
    return [cell.split("|")[-1] for cell in re.split(r"\|\||!!", s[1:])] if s.startswith(("|", "!")) else None


def _blank(line: str) -> bool:
    s = line.strip()
    return s.startswith(("{|", "|}", "|-", "|+")) or not _unseen_off(s).strip()


MEDIAWIKI = Syntax(heading=_heading, item=_item, row=_row, rule=lambda line: line.strip().startswith("----"),
                   blank=_blank, inline=_inline)


class MediaWikiReader(WikiSourceReader):
    format = "mediawiki"
    label = "MediaWiki source"
    suffix = ".wiki"
    syntax = MEDIAWIKI

    def source(self, text: str) -> str:
        return _COMMENT.sub("", text)
