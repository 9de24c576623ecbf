"""A DokuWiki page's source, as its editor keeps it (a club's wiki, the page's text saved or copied
from "Edit this page"), read as the rendered page shows it (:mod:`.wikitext`).

    ====== Law 45 – Card Played ======        a heading: six "=" the first level, two the fifth
    ===== A. Play from a Hand =====
      - A defender names the card …            an ordered list item: two spaces a level, "-"
        - … nested                             (drawn a, b, c: ``ol ol``)
      * a bullet                               an unordered one
    **bold**, //italic//, __underlined__, ''monospace'', [[target|words]], {{image}}
    ((a footnote))                             a note, listed under the text with links both ways
    ^ head ^ head ^ / | cell | cell |          a table
    ~~NOTOC~~, {{tag>…}}                        macros: nothing a reader sees

What the page's template draws around it (its menus, its discussion) is not in the source.
"""

from __future__ import annotations

import re

from .wikitext import Syntax, WikiSourceReader, link

# A heading: words between two to six "=" each side, six the first level.
_HEADING = re.compile(r"^[ \t]*(={2,6})[ \t]*([^=\s].*?)[ \t]*={2,6}[ \t]*$")
_LIST_ITEM = re.compile(r"^((?:  )+)([-*])\s+(.*)$")
_TABLE_ROW = re.compile(r"^[\^|](.*)[\^|]\s*$")
_MACRO = re.compile(r"~~[A-Z]+~~|\{\{tag>[^{}]*\}\}")
_IMAGE = re.compile(r"\{\{[^{}]*\}\}")
_LINK = re.compile(r"\[\[([^\[\]|]*)(?:\|([^\[\]]*))?\]\]")
_NOTE = re.compile(r"\(\((.+?)\)\)")
# Emphasis: bold, italic (not the "//" of an address), underlined, monospace.
_EMPHASIS = re.compile(r"\*\*(.+?)\*\*|(?<!:)//(.+?)(?<!:)//|__(.+?)__|''(.+?)''")


def _inline(text: str, note) -> str:
    text = _IMAGE.sub("", _MACRO.sub("", text))
    text = _LINK.sub(lambda m: link(m.group(1), m.group(2)), text)
    while (plain := _EMPHASIS.sub(lambda m: next(g for g in m.groups() if g is not None), text)) != text:
        text = plain  # emphasis inside emphasis ("//the **1997** Laws//")
    return _NOTE.sub(lambda m: note(m.group(1)), text)


def _heading(line: str):
    m = _HEADING.match(line)
    return (7 - len(m.group(1)), m.group(2)) if m else None


def _item(line: str):
    m = _LIST_ITEM.match(line)
    return (len(m.group(1)) // 2, "ol" if m.group(2) == "-" else "ul", m.group(3)) if m else None


DOKUWIKI = Syntax(heading=_heading, item=_item,
                  row=lambda line: re.split(r"[\^|]", m.group(1)) if (m := _TABLE_ROW.match(line.strip())) else None,
                  rule=lambda line: line.strip() == "----", blank=lambda line: not _MACRO.sub("", line).strip(),
                  inline=_inline)


class DokuWikiReader(WikiSourceReader):
    format = "dokuwiki"
    label = "DokuWiki source"
    suffix = ".txt"
    syntax = DOKUWIKI
