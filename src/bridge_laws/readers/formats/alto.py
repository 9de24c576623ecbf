"""ALTO XML: the OCR of a scanned book as libraries keep it (ABBYY FineReader's, Tesseract's,
a digital library's scans, any version of the Library of Congress's schema), read as the scanned
pages read (:mod:`.ocr`).

An ALTO file is told by its root element, ``alto``. Its ``Layout`` holds the ``Page`` elements in
order; each page its ``PrintSpace`` and the four margins around it, and in them ``TextBlock``
elements (in ``ComposedBlock`` ones or not) of ``TextLine`` elements, each of ``String`` words
(``CONTENT``), ``SP`` spaces and a ``HYP`` hyphen at the line's end. Read:

- a line per ``TextLine``, its words one space apart, in the file's order (the OCR's reading
  order), a blank line between two blocks (ABBYY writes a block a paragraph);
- a word hyphenated across two lines written whole where the file says what it is
  (``SUBS_TYPE="HypPart1"`` with its ``SUBS_CONTENT``: the whole word on the first line, its second
  part, ``HypPart2``, off the next, the ``HYP`` with it); a ``HYP`` without it a hyphen at the
  line's end, which the layout reader treats as a PDF's;
- not read, as the file sets them apart: the margins (``TopMargin``, ``BottomMargin``,
  ``LeftMargin``, ``RightMargin``: outside the print space, where the schema puts running heads and
  page numbers), and a block or line whose tags (``TAGREFS`` to a ``LayoutTag``, ``StructureTag`` or
  ``OtherTag``) name a running head, a header or footer, a page number (PAGE XML's ``header``,
  ``page-number``, SegmOnto's ``RunningTitleZone``, ``NumberingZone``);
- a line's size: the font size of its style (``STYLEREFS`` to a ``TextStyle``, the line's, its
  block's or its first word's) where the file styles its lines, else its ``HEIGHT``.

The XML is parsed by the standard library's expat, as it streams (the tags and styles a block
names are looked up at the end, wherever they stand in the file), which refuses an entity
expanded past its bounds; a file that is not well-formed XML, or whose number is no number, is
refused naming its line.
"""

from __future__ import annotations

import re
from dataclasses import dataclass, field
from xml.parsers import expat

from .base import FormatReader, ascii_view, xml_root_name
from .ocr import OcrLine, ocr_document

_MARGINS = frozenset({"TopMargin", "BottomMargin", "LeftMargin", "RightMargin"})
_TAGS = frozenset({"LayoutTag", "StructureTag", "RoleTag", "NamedEntityTag", "OtherTag"})
_BLOCKS = frozenset({"TextBlock", "ComposedBlock", "Illustration", "GraphicalElement"})
MAX_ORDER = 1_000_000  # a ReadingOrder's references read at most
MAX_PAGES = 5_000  # a scanned book's pages read at most (the Laws' book has some 150)
# What a tag calls a page's furniture, its words run together in small letters: a header or footer
# (PAGE XML's region types), a running head or title, a page number (SegmOnto's "RunningTitleZone",
# "NumberingZone"), a catchword or a signature mark; never a heading ("Heading", "Head")
_FURNITURE_TAG = re.compile(r"(?:(?:page)?(?:header|footer)|running(?:head|header|title)|page(?:number|no|num)|"
                            r"folio|numbering|catchwords?|signaturemarks?|quiremarks?)(?:zone|region|line)?")
_NUMBER = re.compile(r"-?\d{1,9}(?:\.\d{1,6})?")
MARGIN = "the page's margins (outside its print space)"
TAGGED = "lines tagged as a running head, header, footer or page number"


@dataclass
class _Line:
    """A TextLine as the parse meets it."""

    page: int
    block: int
    style: float | None  # the font size of its style, its blocks' or its first word's
    height: float | None
    furniture: str | None
    words: list[str] = field(default_factory=list)
    whole_last: bool = False  # its last word is a hyphenated word written whole
    placed: str | None = None  # the innermost block it is in that the file's ReadingOrder names
    top: float | None = None  # its VPOS


@dataclass(frozen=True)
class _Context:
    """What the blocks around a point of the page say of the lines in them: the style's font size
    (the innermost's), and whether the file sets them apart as no text of the page."""

    style: float | None = None
    furniture: str | None = None


class AltoReader(FormatReader):
    format = "alto"
    label = "ALTO XML (OCR output)"
    suffix = ".xml"

    def sniff(self, data: bytes) -> str | None:
        name = xml_root_name(ascii_view(data[:8192]))
        return "an ALTO root element (alto)" if name is not None and name.rpartition(b":")[2] == b"alto" else None

    def read(self, data: bytes, name: str):
        walk = _Walk(self, name)
        parser = expat.ParserCreate()
        parser.StartElementHandler = lambda tag, attrs: walk.start(tag, attrs, parser.CurrentLineNumber)
        parser.EndElementHandler = walk.end
        try:
            parser.Parse(data, True)
        except expat.ExpatError as exc:
            raise self.refuse(name, f"not well-formed XML ({expat.ErrorString(exc.code)})", exc.lineno) from None
        if not walk.lines:
            raise self.refuse(name, "an ALTO file with no line of text (no TextLine in its pages)")
        pages = walk.pages()
        notes = [f"{walk.rejoined} word(s) hyphenated across lines written whole, as the file gives them"] if walk.rejoined else []
        return ocr_document(self, name, pages, notes)


def _local(tag: str) -> str:
    """An element's name without its namespace (expat writes none: it is not asked to)."""
    return tag.rpartition(":")[2]


class _Walk:
    """The parse's state: where it is (the page, the block, what the blocks around say), the lines
    met, the styles' sizes and the tags that name a page's furniture. The schema puts the styles
    and tags before the layout, so a block's are known when it opens: each line costs its own
    attributes, however deep its blocks nest."""

    def __init__(self, reader: AltoReader, name: str):
        self.reader, self.name = reader, name
        self.lines: list[_Line] = []
        self.page = -1
        self.block = 0
        self.context = [_Context()]  # the page's, then each open block's and margin's
        self.line: _Line | None = None
        self.sizes: dict[str, float] = {}  # a TextStyle's ID → its FONTSIZE
        self.tags: set[str] = set()  # IDs of the tags that name a page's furniture
        self.hyphenated: str | None = None  # the whole word written on a line, whose second part is to come
        self.rejoined = 0
        # the file's ReadingOrder (before the layout, as the schema puts it): a block's ID → its
        # place; and for each open block the innermost of it and its blocks that the order names
        self.order: dict[str, int] = {}
        self.placed: list[str | None] = []

    def number(self, attrs: dict, key: str, line: int) -> float | None:
        value = attrs.get(key)
        if value is None:
            return None
        if not _NUMBER.fullmatch(value.strip()):
            raise self.reader.refuse(self.name, f"a {key} that is no number ({value[:40]!r})", line)
        return float(value)

    def within(self, attrs: dict, why: str | None = None) -> _Context:
        """The context inside an element of ``attrs`` (a margin's ``why``) in the current one."""
        around = self.context[-1]
        tagged = any(r in self.tags for r in attrs.get("TAGREFS", "").split()) or _furniture_name(attrs.get("TYPE", ""))
        return _Context(self.style(attrs) or around.style, around.furniture or why or (TAGGED if tagged else None))

    def style(self, attrs: dict) -> float | None:
        return next((self.sizes[r] for r in attrs.get("STYLEREFS", "").split() if r in self.sizes), None)

    def start(self, tag: str, attrs: dict, line: int) -> None:
        tag = _local(tag)
        if tag == "Page":
            self.page += 1
            if self.page >= MAX_PAGES:  # (9,000,000 empty pages held gigabytes)
                raise self.reader.refuse(self.name, f"more than {MAX_PAGES:,} pages: import the pages that hold the law",
                                         line)
        elif tag in _MARGINS:
            self.context.append(self.within({}, MARGIN))
        elif tag in _BLOCKS:
            self.block += 1
            self.context.append(self.within(attrs))
            ident = attrs.get("ID")
            self.placed.append(ident if ident in self.order else self.placed[-1] if self.placed else None)
        elif tag == "TextLine":
            inside = self.within(attrs)
            self.line = _Line(max(self.page, 0), self.block, inside.style, self.number(attrs, "HEIGHT", line),
                              inside.furniture, placed=self.placed[-1] if self.placed else None,
                              top=self.number(attrs, "VPOS", line))
        elif tag == "ElementRef" and attrs.get("REF") and len(self.order) < MAX_ORDER:
            self.order.setdefault(attrs["REF"], len(self.order))
        elif tag == "String" and self.line is not None:
            self._word(attrs)
        elif tag == "HYP" and self.line is not None and self.line.words and not self.line.whole_last:
            self.line.words[-1] += attrs.get("CONTENT", "-")
        elif tag == "TextStyle" and "ID" in attrs:
            size = self.number(attrs, "FONTSIZE", line)
            if size is not None:
                self.sizes[attrs["ID"]] = size
        elif tag in _TAGS and "ID" in attrs and any(_furniture_name(attrs.get(k, "")) for k in ("LABEL", "TYPE")):
            self.tags.add(attrs["ID"])

    def _word(self, attrs: dict) -> None:
        """A String: its CONTENT, or the whole word where it is a hyphenated word's first part
        (then the line's HYP is no more of it); the next second part of that word is off."""
        kind, whole = attrs.get("SUBS_TYPE", ""), attrs.get("SUBS_CONTENT", "").strip()
        if kind == "HypPart2" and whole and whole == self.hyphenated:
            self.hyphenated = None
            return
        if not self.line.words and self.line.style is None:
            self.line.style = self.style(attrs)  # (a line's style may be its first word's)
        self.line.whole_last = kind == "HypPart1" and bool(whole)
        if self.line.whole_last:
            self.hyphenated = whole
            self.rejoined += 1
        self.line.words.append(whole if self.line.whole_last else attrs.get("CONTENT", ""))

    def end(self, tag: str) -> None:
        tag = _local(tag)
        if (tag in _MARGINS or tag in _BLOCKS) and len(self.context) > 1:
            self.context.pop()
            if tag in _BLOCKS and self.placed:
                self.placed.pop()
        elif tag == "TextLine" and self.line is not None:
            self.lines.append(self.line)
            self.line = None

    def pages(self) -> list[list[OcrLine]]:
        """The lines met, page by page, each with its size (its style's where the file styles its
        lines, else its height: one unit for the whole file) and what the file marks it as."""
        styled = any(line.style is not None for line in self.lines)
        pages: list[list[OcrLine]] = [[] for _ in range(max(line.page for line in self.lines) + 1)]
        for line in self._ordered():
            pages[line.page].append(OcrLine(" ".join(" ".join(w for w in line.words if w.strip()).split()), line.block,
                                            line.style if styled else line.height, line.furniture, line.top, line.height))
        return pages

    def _ordered(self) -> list[_Line]:
        """The lines in the file's reading order (its ``ReadingOrder``, before its layout as the
        schema puts it: the blocks' IDs in the order a reader reads them, which may differ from
        the order the file writes them in); a line of a block it does not name keeps its place,
        and so does every line of a file without one."""
        if not self.order:
            return self.lines
        place = [self.order[line.placed] if line.placed is not None else None for line in self.lines]
        by_page: dict[int, list[int]] = {}  # each page's named lines, in the file's order
        for k, p in enumerate(place):
            if p is not None:
                by_page.setdefault(self.lines[k].page, []).append(k)
        # within each page, the named lines put in the order's places; the others stay where they are
        out = list(self.lines)
        for slots in by_page.values():
            for slot, k in zip(slots, sorted(slots, key=lambda k: place[k])):  # (stable: a block's own lines in order)
                out[slot] = self.lines[k]
        return out


def _furniture_name(name: str) -> bool:
    """Whether a tag's or a block's name calls it a page's furniture (see ``_FURNITURE_TAG``)."""
    return bool(_FURNITURE_TAG.fullmatch(re.sub(r"[^a-z]", "", name.lower())))
