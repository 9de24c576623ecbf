"""A Trac wiki page's source (a club's or a project's Trac, the text of "Edit this page" saved), read as
the rendered page shows it (:mod:`.wikitext`).

    == Law 13 – Title ==   [=#anchor]     a heading (as many "=" each side as its level), its anchor
     1. An item …                          a list item, set in by spaces: numbered ("1." each time:
       a. a lettered one                   Trac counts), lettered, roman or a bullet ("*", "-"),
          its words go on here             deeper by its indent, its words going on on lines set in
    '''bold''', ''italic'', [wiki:Page words], [https://… words], !CamelCase, [[BR]]
    ||= head =|| cell ||                   a table
    {{{#!comment … }}}, [[PageOutline]]    nothing a reader sees
    {{{#!div … }}}                         a box of the writer's: not the law's, unless it holds a law's header

A macro (``[[…]]``) is drawn by Trac from elsewhere: its words are not in the source, and are not
read (``[[BR]]`` is a line break).
"""

from __future__ import annotations

import re

from ..grammar import law_header
from .wikitext import PLACE_KEPT, Syntax, WikiSourceReader, link

_HEADING = re.compile(r"^[ \t]*(={1,6})[ \t]*([^=\s].*?)[ \t]*(?:\1[ \t]*)?(?:#[\w-]+[ \t]*)?$")
_ANCHOR = re.compile(r"\[=#[\w-]+(?:[ \t][^\]]*)?\]")
_ITEM = re.compile(r"^([ \t]+)(\*|-|\d{1,3}\.|[a-zA-Z]\.|[ivxIVX]{1,5}\.)[ \t]+(\S.*)$")
_MACRO = re.compile(r"\[\[[^\[\]]*\]\]")
_BREAK = re.compile(r"\[\[br\]\]", re.IGNORECASE)
_BLOCK_OPEN = re.compile(r"^[ \t]*\{\{\{(?:#!(\w+))?")
_BLOCK_CLOSE = re.compile(r"^[ \t]*\}\}\}[ \t]*$")
_WIKI_LINK = re.compile(r"\[(?:wiki:|ticket:|report:|milestone:|source:)?([^\s\[\]]+)(?:[ \t]+([^\]]*))?\]")
_EXTERNAL = re.compile(r"\[(?:https?|ftp)://[^\s\]]+(?:[ \t]+([^\]]*))?\]")
_EMPHASIS = re.compile(r"'''''(.+?)'''''|'''(.+?)'''|''(.+?)''|//(.+?)//|\*\*(.+?)\*\*")
_ESCAPED = re.compile(r"!(?=[A-Z][a-z]+[A-Z]|\[|#\d|\w+:)")  # "!CamelCase", "![wiki:…]": written as they are
_CODE = re.compile(r"\{\{\{(.*?)\}\}\}|`([^`]*)`")
_ROW = re.compile(r"^[ \t]*\|\|(.*)\|\|[ \t]*$")
_DEPTH = "\x00"  # the source's list items, rewritten: a mark a level, "#" or "*", then the words
_REWRITTEN = re.compile(rf"^({_DEPTH}+)([#*]) (.*)$")


def _inline(text: str, note) -> str:
    text = _BREAK.sub(" ", text)
    text = _MACRO.sub("", text)
    text = _CODE.sub(lambda m: m.group(1) if m.group(1) is not None else m.group(2), text)
    text = _EXTERNAL.sub(lambda m: m.group(1) or "", text)
    text = _WIKI_LINK.sub(lambda m: link(m.group(1), m.group(2)) if not m.group(1).startswith("=") else "", text)
    while (plain := _EMPHASIS.sub(lambda m: next(g for g in m.groups() if g is not None), text)) != text:
        text = plain
    return _ESCAPED.sub("", text)


def _heading(line: str):
    m = _HEADING.match(line)
    return (len(m.group(1)), m.group(2).strip()) if m else None


def _item(line: str):
    m = _REWRITTEN.match(line)
    return (len(m.group(1)), "ol" if m.group(2) == "#" else "ul", m.group(3)) if m else None


def _row(line: str):
    m = _ROW.match(line)
    return [cell.strip().strip("=").strip() for cell in m.group(1).split("||")] if m else None


def _blank(line: str) -> bool:
    return not _MACRO.sub("", _BREAK.sub("", line)).strip()


TRAC = Syntax(heading=_heading, item=_item, row=_row, rule=lambda line: line.strip().startswith("----"),
              blank=_blank, inline=_inline)


def arranged(text: str) -> str:
    """The source as :func:`render` reads it (a line for a line, so that the lines keep their
    numbers): comments and boxes of the writer's off (a box that holds a law's header is read),
    anchors off, each list item rewritten with its depth (by its indent among the items open) and
    the words that go on below it set in joined to its line."""
    lines = text.split("\n")
    out: list[str] = []
    i = 0
    indents: list[int] = []  # the indents of the open list items' markers
    while i < len(lines):
        line = _ANCHOR.sub("", lines[i])
        block = _BLOCK_OPEN.match(line)
        if block and "}}}" not in line[block.end():]:
            end = next((k for k in range(i + 1, len(lines)) if _BLOCK_CLOSE.match(lines[k])), len(lines) - 1)
            inner = lines[i + 1:end]
            keep = block.group(1) is None or (block.group(1) != "comment"
                                               and any(law_header(x.strip()) for x in inner))
            out += [""] + (inner if keep else [""] * len(inner)) + ([""] if end < len(lines) else [])
            out = out[:end + 1]
            i = end + 1
            indents = []
            continue
        m = _ITEM.match(line)
        if m:
            indent = len(m.group(1).expandtabs(4))
            while indents and indents[-1] > indent:
                indents.pop()
            if not indents or indents[-1] < indent:
                indents.append(indent)
            kind = "*" if m.group(2) in ("*", "-") else "#"
            words, k = m.group(3), i + 1
            while k < len(lines) and lines[k].strip() and not _ITEM.match(lines[k]) \
                    and len(lines[k]) - len(lines[k].lstrip(" \t")) > indent and not _HEADING.match(lines[k]):
                words += " " + lines[k].strip()  # its words going on, set in below it
                k += 1
            out.append(f"{_DEPTH * len(indents)}{kind} {words}")
            out += [PLACE_KEPT] * (k - i - 1)
            i = k
            continue
        if line.strip():
            indents = [] if not line[:1].isspace() else indents
        out.append(line)
        i += 1
    return "\n".join(out)


class TracReader(WikiSourceReader):
    format = "trac"
    label = "Trac wiki source"
    suffix = ".trac"
    syntax = TRAC

    def source(self, text: str) -> str:
        return arranged(text)
