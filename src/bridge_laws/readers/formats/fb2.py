"""An e-book in FictionBook 2 (``.fb2``, or zipped as ``.fb2.zip``), the format of Russian e-book
libraries: XML of ``<section>``s with their ``<title>``s and ``<p>``aragraphs, inline
``<emphasis>``/``<strong>``, notes in a ``<body name="notes">`` linked from the text by
``<a l:href="#n1" type="note">``, the book's own data in ``<description>`` and its pictures as
base64 ``<binary>``. Written out as the web page an e-book reader shows — a title a heading, its
lines one line, the notes after a rule each linked back to its mark — and read by the HTML reader,
an ``<epigraph>`` and a ``<cite>`` (an editor's comment set apart) left out unless a law's header or
a unit's marker opens the cite (a commentary quoting the law),
as an EPUB's pages are. The XML is parsed by the standard library (expat, which refuses entity
expansion bombs); ``<description>`` and ``<binary>`` are not read.
"""

from __future__ import annotations

import html
import io
import re
import zipfile
from xml.etree import ElementTree

from ..grammar import law_header, marker_kind
from .base import Document, FormatReader
from .inflate import TooLarge, read_member, zip_names

_NS = "{http://www.gribuser.ru/xml/fictionbook/2.0}"
_XLINK = "{http://www.w3.org/1999/xlink}href"
_HEAD = re.compile(rb"^(?:\xef\xbb\xbf)?\s*<(?:\?xml|!--|!DOCTYPE|FictionBook\b)")  # … and <FictionBook in its first bytes
_HEAD_BYTES = 4096
_NOTES = ("notes", "comments")  # the bodies that hold the notes, by name
_INLINE = {"emphasis": "em", "strong": "b", "strikethrough": "s", "sub": "sub", "sup": "sup", "code": "code"}


def _local(tag) -> str:
    return tag.rsplit("}", 1)[-1] if isinstance(tag, str) else ""


class Fb2Reader(FormatReader):
    format = "fb2"
    label = "e-book (FictionBook, FB2)"
    suffix = ".fb2"

    def sniff(self, data: bytes) -> str | None:
        if _HEAD.match(data[:_HEAD_BYTES]) and re.search(rb"<FictionBook\b", data[:_HEAD_BYTES]):
            return "an XML document whose root is <FictionBook>"
        if data.startswith(b"PK\x03\x04"):
            names = zip_names(data) or []
            if len(names) == 1 and names[0].lower().endswith(".fb2"):
                return "a zip archive of one .fb2 e-book"
        return None

    def read(self, data: bytes, name: str) -> Document:
        from .html import read_written_page

        if data.startswith(b"PK\x03\x04"):
            try:
                with zipfile.ZipFile(io.BytesIO(data)) as z:
                    data = read_member(z, z.infolist()[0])
            except (TooLarge, zipfile.BadZipFile, OSError, ValueError, NotImplementedError, RuntimeError, EOFError) as exc:
                raise self.refuse(name, f"its zipped e-book cannot be read ({str(exc)[:80]})") from None
        try:
            root = ElementTree.fromstring(data)
        except (ElementTree.ParseError, ValueError, LookupError) as exc:
            raise self.refuse(name, f"not well-formed FictionBook XML ({str(exc)[:80]})") from None
        title = root.find(f"{_NS}description/{_NS}title-info/{_NS}book-title")
        try:
            page = _Page().write(root)
        except RecursionError:  # sections or emphasis nested thousands deep: no book is
            raise self.refuse(name, "its sections or marks are nested deeper than any book's") from None
        document = read_written_page(page, name)
        declared = re.match(rb"^(?:\xef\xbb\xbf)?\s*<\?xml[^>]*encoding=[\"']([\w.:-]{1,40})", data)
        return Document(file=name, format=self.format, streams=document.streams,
                        encoding=declared.group(1).decode("ascii").lower() if declared else "utf-8",
                        notes=document.notes,
                        title=" ".join("".join(title.itertext()).split()) if title is not None else document.title)


class _Page:
    """The book as the HTML of its pages: the bodies of text in order, then the notes."""

    def __init__(self):
        self.marks: dict[str, str] = {}  # a note's id → its mark as the text shows it

    def write(self, root) -> str:
        bodies = [b for b in root if _local(b.tag) == "body"]
        notes = [b for b in bodies if b.get("name") in _NOTES]
        text = "".join(self._block(b) for b in bodies if b not in notes)
        listed = "".join(self._note(s) for b in notes for s in b.iter(f"{_NS}section") if s.get("id"))
        return ("<!DOCTYPE html><html><head><meta charset=\"utf-8\"></head><body>" + text
                + ("<hr>" + listed if listed else "") + "</body></html>")

    def _block(self, el, depth: int = 1) -> str:
        tag = _local(el.tag)
        if tag in ("cite", "epigraph"):  # a quotation or an editor's words set apart: the book's, unless a law opens it
            first = next((" ".join("".join(p.itertext()).split()) for p in el.iter(f"{_NS}p")), "")
            kept = tag == "cite" and (law_header(first) or marker_kind(first))
            return "".join(self._block(c, depth) for c in el) if kept else ""
        if tag in ("body", "section", "poem", "stanza"):
            return "".join(self._block(c, depth + (tag == "section")) for c in el)
        if tag == "title":  # its lines one heading: «ПРАВИЛО 16.» / «НЕСАНКЦИОНИРОВАННАЯ ИНФОРМАЦИЯ»
            words = " ".join(self._inline(p) for p in el if _local(p.tag) == "p")
            return f"<h{min(depth, 6)}>{words}</h{min(depth, 6)}>"
        if tag == "subtitle":
            return f"<p><b>{self._inline(el)}</b></p>"
        if tag in ("p", "v", "text-author"):  # (a text-author signs a quotation kept)
            return f"<p>{self._inline(el)}</p>"
        if tag == "table":
            rows = "".join("<tr>" + "".join(f"<td>{self._inline(c)}</td>" for c in r) + "</tr>" for r in el)
            return f"<table>{rows}</table>"
        return ""  # empty-line, image, annotation: no words of the text

    def _inline(self, el) -> str:
        out = [html.escape(el.text or "")]
        for child in el:
            tag = _local(child.tag)
            if tag == "a" and child.get("type") == "note" and (child.get(_XLINK) or "").startswith("#"):
                target = child.get(_XLINK)[1:]
                shown = " ".join("".join(child.itertext()).split()) or "*"
                self.marks.setdefault(target, shown)
                out.append(f'<a href="#fb-{html.escape(target)}" id="fb-ref-{html.escape(target)}"><sup>'
                           f"{html.escape(shown)}</sup></a>")
            elif tag in _INLINE:
                out.append(f"<{_INLINE[tag]}>{self._inline(child)}</{_INLINE[tag]}>")
            else:  # a link to elsewhere, a style: its words
                out.append(self._inline(child))
            out.append(html.escape(child.tail or ""))
        return "".join(out)

    def _note(self, section) -> str:
        key = section.get("id")
        if key not in self.marks:
            return ""  # a note no mark of the text links to
        words = " ".join(self._inline(p) for p in section.iter(f"{_NS}p") if not _in_title(section, p))
        return (f'<p><a href="#fb-ref-{html.escape(key)}" id="fb-{html.escape(key)}"><sup>{html.escape(self.marks[key])}'
                f"</sup></a> {words}</p>")


def _in_title(section, p) -> bool:
    title = section.find(f"{_NS}title")
    return title is not None and any(p is x for x in title.iter())
