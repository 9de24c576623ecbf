"""An e-reader's clippings file (Kindle's "My Clippings.txt"), and the notebook its app exports as a
web page: the passages a reader highlighted in the books on the device, each an entry under a line
of ten "=", as the device writes it::

    Laws of the Club (Sample Federation)
    - Your Highlight on page 12 | Location 180-184 | Added on Sunday, 5 February 2023 09:02:11

    LAW 74 - CONDUCT A. Proper Attitude 1. A player maintains a courteous attitude.
    ==========

What a reader of the law sees of it is read, in the book's order:

- the highlights of one book, the one highlighted most (a passage of another book is not this
  text); a reader's own notes and bookmarks, and the device's notice that the clipping limit was
  reached (``<You have reached the clipping limit for this item>``), are not its words;
- by their place in the book (the location), not by when they were made; a highlight that
  another one holds (made again, longer) is read once, in the longer;
- a highlight is one line, the law's paragraphs run into it: a new line before each unit marker
  that comes in the law's order (``A.`` then ``B.``; ``1.`` then ``2.``; ``(a)`` or «а)» then the
  next), so that the layout reader sees the law as it is printed.

The app's notebook export (``KindleNotebookReader``) is one book's page: the book's title, a
chapter's heading (``sectionHeading``) over the entries of it, each a line of its kind and place
(``noteHeading``: "Highlight(yellow) - Page 118 · Location 2741", "Note - …", "Bookmark - …") over
its words (``noteText``); read the same way, in the page's order (the book's), the chapter's heading
a line of its own (a law's header there is the law's).

All that was left out is said.
"""

from __future__ import annotations

import re
from dataclasses import dataclass

from ...text.decode import decode
from .base import Document, FormatReader, Stream
from .html import HtmlReader, html_tags
from .runon import RunOn

SEPARATOR = "=========="
_SEPARATOR_LINE = re.compile(rb"^==========\r?$", re.MULTILINE)
_ENTRY_HEAD = re.compile(rb"(?:^|==========\r?\n)[^\r\n=][^\r\n]*\r?\n- [^\r\n]*\|[^\r\n]*\r?\n", re.MULTILINE)
# What the device calls each kind of entry, in the languages of the Laws' texts
_NOTE = re.compile(r"\b(?:note|заметк\w*)\b", re.IGNORECASE)
_BOOKMARK = re.compile(r"\b(?:bookmark|закладк\w*)\b", re.IGNORECASE)
_LOCATION_WORD = re.compile(r"\b(?:location|loc\.|мест[еоа])\b", re.IGNORECASE)
_RANGE = re.compile(r"(\d+)(?:\s*-\s*(\d+))?")
_DEVICE_NOTICE = re.compile(r"^<[^<>]+>$")  # the clipping limit's notice, in angle brackets

@dataclass
class _Entry:
    book: str
    kind: str  # "highlight", "note", "bookmark"
    start: int
    end: int
    text: str


class ClippingsReader(FormatReader):
    format = "clippings"
    label = "e-reader clippings (Kindle's My Clippings.txt)"
    suffix = ".txt"

    def sniff(self, data: bytes) -> str | None:
        head = data[:65536]
        separators = len(_SEPARATOR_LINE.findall(head))
        entries = len(_ENTRY_HEAD.findall(head))
        first = _ENTRY_HEAD.match(head.lstrip(b"\xef\xbb\xbf"))  # a file of one clipping opens with one
        if separators and entries and entries >= 0.8 * separators and (entries >= 2 or first):
            return f"{separators} clippings, each a book's title, a line of its place and time, and a line of ten '='"
        return None

    def read(self, data: bytes, name: str) -> Document:
        decoded = decode(data, name)
        entries = [e for e in map(_entry, decoded.text.split(SEPARATOR)) if e is not None]
        if not entries:
            raise self.refuse(name, "no clipping in it")
        highlights = [e for e in entries if e.kind == "highlight" and e.text]
        books: dict[str, int] = {}
        for e in highlights:
            books[e.book] = books.get(e.book, 0) + len(e.text)
        book = max(books, key=books.get) if books else entries[0].book
        notes = [f"the highlights of «{book}»"]
        others = sorted({e.book for e in highlights if e.book != book})
        if others:
            notes.append(f"highlights of {len(others)} other book(s), not read: " + ", ".join(f"«{b[:50]}»" for b in others))
        left = [e for e in entries if e.book == book and e.kind != "highlight"]
        if left:
            notes.append(f"{len(left)} note(s) and bookmark(s) of the reader's own, not read")
        ours = [e for e in highlights if e.book == book]
        device = [e for e in ours if _DEVICE_NOTICE.match(e.text)]
        if device:
            notes.append(f"the device's notice in place of a highlight, not read: «{device[0].text[:60]}»")
        ours = sorted((e for e in ours if e not in device), key=lambda e: (e.start, e.end))  # a highlight of one place first (a header)
        kept = [e for k, e in enumerate(ours) if not any(_holds(o, e) and (len(o.text), -j) > (len(e.text), -k)
                                                          for j, o in enumerate(ours) if o is not e)]
        if len(kept) < len(ours):
            notes.append(f"{len(ours) - len(kept)} highlight(s) another one holds, read once")
        order = RunOn()
        lines: list[str] = []
        for e in kept:
            lines += order.lines(e.text) + [""]
        return Document(file=name, format=self.format, streams=(Stream.of_lines(None, lines),),
                        encoding=decoded.encoding, newline=decoded.newline, bom=decoded.bom, notes=tuple(notes),
                        title=book)


def _holds(big: _Entry, small: _Entry) -> bool:
    """Whether ``big`` holds ``small``: its place in the book, and its words (two highlights at
    one place, or a PDF's page, are two passages unless the one's words are in the other's)."""
    return big.start <= small.start and small.end <= big.end and small.text in big.text


def _entry(chunk: str) -> _Entry | None:
    lines = [line.strip() for line in chunk.strip("\ufeff\n").split("\n")]
    while lines and not lines[0]:
        lines.pop(0)
    if len(lines) < 2 or not lines[1].startswith("- "):
        return None
    meta = lines[1]
    kind = "bookmark" if _BOOKMARK.search(meta) else "note" if _NOTE.search(meta) else "highlight"
    parts = meta.split("|")
    word = next((m for m in map(_LOCATION_WORD.search, parts) if m), None)
    found = _RANGE.search(word.string[word.end():] if word else parts[0])
    start = int(found.group(1)) if found else 0
    end = int(found.group(2) or found.group(1)) if found else 0
    text = " ".join(" ".join(lines[2:]).split())  # its words a space apart, as the holding test compares them
    return _Entry(lines[0].lstrip("\ufeff"), kind, start, end, text)


# The class names of the Kindle app's notebook export: the entries' heads and words
_NOTEBOOK_CLASSES = re.compile(rb"""class\s*=\s*["']?(noteHeading|noteText|sectionHeading)\b""")


class KindleNotebookReader(HtmlReader):
    format = "kindle-notebook"
    label = "e-reader notebook export (the Kindle app's web page of highlights)"
    suffix = ".html"

    def sniff(self, data: bytes) -> str | None:
        head = data[:65536]
        found = {m.group(1) for m in _NOTEBOOK_CLASSES.finditer(head)}
        if {b"noteHeading", b"noteText"} <= found and html_tags(head):
            return "an e-reader's notebook export: entries of class noteHeading over noteText"
        return None

    def read(self, data: bytes, name: str) -> Document:
        tree, _, encoding, notes = self.parse(data, name)
        order, lines = RunOn(), []
        kind, left, title = "highlight", 0, None
        for el in tree.iter():
            names = (el.get("class") or "").split() if isinstance(el.tag, str) else []
            words = " ".join("".join(el.itertext()).split()) if names else ""
            if "bookTitle" in names and title is None:
                title = words
            elif "sectionHeading" in names and words:
                lines += [words, ""]
            elif "noteHeading" in names:
                kind = "bookmark" if _BOOKMARK.match(words) else "note" if _NOTE.match(words) else "highlight"
            elif "noteText" in names:
                if kind != "highlight":
                    left += 1
                elif words:
                    lines += order.lines(words) + [""]
                kind = "highlight"
        if not any(lines):
            raise self.refuse(name, "no highlight in it")
        if left:
            notes = [*notes, f"{left} note(s) and bookmark(s) of the reader's own, not read"]
        return Document(file=name, format=self.format, streams=(Stream.of_lines(None, lines),), encoding=encoding,
                        newline="\n", bom=False, notes=tuple(notes), title=title)
