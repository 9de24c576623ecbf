"""OpenDocument text (.odt, as LibreOffice and OpenOffice Writer save it): the body's paragraphs
and headings in order, list items with the numbers their list style draws, tables as rows of
cells, footnotes after the paragraph that cites them.

An ODT file is a zip; its text is ``content.xml`` (read with the standard library's
ElementTree: the XML is a few elements deep, and expat refuses an entity bomb), its list and
paragraph styles partly in ``styles.xml``, its title in ``meta.xml``. As the DOCX reader
(:mod:`.docx`) reads Word's:

- a list item's number is not in the text: the list's style draws it
  (``text:list-level-style-number``: ``style:num-format`` "1", "a", "A", "i", "I" or Russian
  letters, ``style:num-prefix`` and ``style:num-suffix``, ``text:start-value``,
  ``text:display-levels``), counted as a reader sees it: a list goes on from another only when
  it says so (``text:continue-numbering``, ``text:continue-list``), an item holding only a
  deeper list is not counted, a ``text:list-header`` is not numbered; a heading numbered by the
  outline style the same way; a number the writer spelled out (``text:number``) is taken as is;
- ``text:s`` is its spaces, ``text:tab`` a tab, ``text:line-break`` a new line, a field its shown
  value, a span set raised (``style:text-position="super …"``) raised, so that a typed note
  number is "¹";
- a footnote (``text:note``) after the paragraph that cites it, under its citation ("¹", or the
  custom mark as typed).

Left out: the header and footer (in ``styles.xml``: page furniture), frames and drawings,
comments, tracked deletions, hidden text, and generated indexes (a table of contents).
"""

from __future__ import annotations

import io
import re
import zipfile
import zlib
from dataclasses import dataclass
from xml.etree import ElementTree

from .base import Document, FormatReader, ascii_view, block_text, raised, trim_line_ends
from .columns import blocks_document
from .inflate import TooLarge, read_member, zip_parts
from .numbering import endnote_mark, format_number, list_number

_NS = {
    "office": "urn:oasis:names:tc:opendocument:xmlns:office:1.0",
    "text": "urn:oasis:names:tc:opendocument:xmlns:text:1.0",
    "style": "urn:oasis:names:tc:opendocument:xmlns:style:1.0",
    "table": "urn:oasis:names:tc:opendocument:xmlns:table:1.0",
    "dc": "http://purl.org/dc/elements/1.1/",
    "fo": "urn:oasis:names:tc:opendocument:xmlns:xsl-fo-compatible:1.0",
    "xml": "http://www.w3.org/XML/1998/namespace",
    "draw": "urn:oasis:names:tc:opendocument:xmlns:drawing:1.0",
    "svg": "urn:oasis:names:tc:opendocument:xmlns:svg-compatible:1.0",
    "presentation": "urn:oasis:names:tc:opendocument:xmlns:presentation:1.0",
}
MIMETYPE = "application/vnd.oasis.opendocument.text"  # -template, -master too


def q(name: str) -> str:
    """``"text:p"`` → the element's name as ElementTree writes it."""
    prefix, local = name.split(":")
    return f"{{{_NS[prefix]}}}{local}"


_PARAGRAPHS = (q("text:p"), q("text:h"))
# Block elements whose words are not the text: generated indexes, declarations, deleted text.
_SKIP_BLOCKS = frozenset(q(n) for n in (
    "text:table-of-content", "text:alphabetical-index", "text:illustration-index", "text:table-index",
    "text:object-index", "text:user-index", "text:bibliography", "text:sequence-decls", "text:variable-decls",
    "text:user-field-decls", "text:dde-connection-decls", "office:forms", "text:tracked-changes",
    "text:soft-page-break"))
# Inline elements whose content is not the paragraph's words (their tail is).
_SKIP_INLINE = frozenset(q(n) for n in (
    "office:annotation", "office:annotation-end", "text:hidden-text", "text:ruby-text", "text:number",
    "text:bookmark", "text:bookmark-start", "text:bookmark-end", "text:reference-mark-start",
    "text:reference-mark-end", "text:soft-page-break", "text:change", "text:change-start", "text:change-end",
    "text:alphabetical-index-mark", "text:toc-mark"))
_DRAW = _NS["draw"]
_SVG = _NS["svg"]
# style:num-format → numbering.FORMATS
_NUM_FORMATS = {"1": "decimal", "a": "lowerLetter", "A": "upperLetter", "i": "lowerRoman", "I": "upperRoman",
                "": "none", "а": "russianLower", "А": "russianUpper"}


def _num_format(fmt: str, letter_sync: bool) -> str:
    """A level's ``style:num-format`` as numbering.FORMATS names it. Letters past the alphabet
    are counted (z, aa, ab) unless ``style:num-letter-sync`` repeats them (z, aa, bb), as
    LibreOffice draws them; its Russian letters are named by a description, the repeated kind
    showing its second letter twice ("а, б, .., аа, аб, ... (ru)", "А, Б, .., Аа, Бб, ... (ru)"),
    which LibreOffice follows, not the sync (a bare "а" is read as Word's Russian letters)."""
    name = _NUM_FORMATS.get(fmt[:1], "decimal")
    if fmt[:1] in ("а", "А") and len(fmt) > 1:
        repeated = "бб" in fmt.lower()
        return ("russianUpperOdf" if fmt[:1] == "А" else "russianLowerOdf") + ("" if repeated else "Counted")
    if name in ("lowerLetter", "upperLetter") and not letter_sync:
        return name + "Counted"
    return name
MAX_LEVEL = 10  # ODF's list levels are 1-10
MAX_AFFIX = 20  # a list number's prefix or suffix ("(", ")", "Law "): a longer one is cut


@dataclass(frozen=True)
class _Level:
    fmt: str = "none"  # numbering.FORMATS' name; "none" for a bullet or an image
    prefix: str = ""
    suffix: str = ""
    start: int = 1
    shown: int = 1  # text:display-levels: how many levels' numbers the label shows


class OdtReader(FormatReader):
    format = "odt"
    label = "OpenDocument text (ODT)"
    suffix = ".odt"
    mimetype = MIMETYPE  # the kind of OpenDocument file read (a template's "-template" too)

    def sniff(self, data: bytes) -> str | None:
        if not data.startswith(b"PK\x03\x04"):
            return None
        mimetype = odf_mimetype(data)
        return f"a zip archive of {mimetype}" if mimetype and mimetype.startswith(self.mimetype) else None

    def read(self, data: bytes, name: str) -> Document:
        try:
            parts = zip_parts(data, ("content.xml", "styles.xml", "meta.xml"))
            if "content.xml" not in parts:
                raise KeyError("content.xml")
        except TooLarge as exc:
            raise self.refuse(name, str(exc)) from None
        except (zipfile.BadZipFile, KeyError, OSError, ValueError, NotImplementedError, RuntimeError, EOFError,
                zlib.error) as exc:
            raise self.refuse(name, f"not a readable OpenDocument file ({type(exc).__name__}: {exc})") from None
        trees = {part: self._parsed(xml, name, part) for part, xml in parts.items()}
        return self._document(name, trees["content.xml"], trees.get("styles.xml"), trees.get("meta.xml"))

    def _parsed(self, xml: bytes, name: str, part: str):
        try:
            return ElementTree.fromstring(xml)
        except (ElementTree.ParseError, ValueError, LookupError) as exc:  # also an encoding expat lacks
            raise self.refuse(name, f"damaged: {part} is not well-formed XML ({exc})") from None

    def _document(self, name: str, content, styles, meta) -> Document:
        body = content.find(f"{q('office:body')}/{q('office:text')}")
        if body is None:
            raise self.refuse(name, "no text body (office:text) in content.xml")
        walker = Walker(Styles(content, styles))
        try:
            blocks = list(walker.blocks(body))
        except RecursionError:  # lists, sections or spans nested past what any writer nests
            raise self.refuse(name, "elements nested too deep to read (lists, sections or spans in one "
                                    "another hundreds of times)") from None
        if not blocks:
            raise self.refuse(name, "no text in its body")
        title = meta_title(meta)
        return blocks_document(self, name, blocks, title=title, numbered=walker.numbered and
                               f"{walker.numbered} paragraph(s) numbered by the list style")


class FlatOdtReader(OdtReader):
    """A flat OpenDocument text (.fodt: LibreOffice's "Flat XML ODF Text Document"): the same
    elements in one XML file, its styles, meta and body in one ``office:document``."""

    format = "fodt"
    label = "flat OpenDocument text (FODT)"
    suffix = ".fodt"

    def sniff(self, data: bytes) -> str | None:
        kind = flat_odf_mimetype(data)
        return f"an XML office:document of {kind}" if kind and kind.startswith(self.mimetype) else None

    def read(self, data: bytes, name: str) -> Document:
        root = self._parsed(data, name, "the document")
        return self._document(name, root, root, root)


_FLAT = re.compile(rb'<office:document\b[^>]*?office:mimetype="([^"]{1,100})"', re.S)


def flat_odf_mimetype(data: bytes) -> str | None:
    """The ``office:mimetype`` of a flat OpenDocument file (an XML ``office:document``, its root
    within the first 64 KB, after a declaration, comments or a DOCTYPE), or None."""
    head = ascii_view(data[:65536]).lstrip(b"\xef\xbb\xbf\xff\xfe \t\r\n")
    if not head.startswith(b"<"):
        return None
    found = _FLAT.search(head)
    return found.group(1).decode("ascii", errors="replace") if found else None


def odf_mimetype(data: bytes) -> str | None:
    """The ``mimetype`` member of an OpenDocument zip (its first, stored), or None."""
    try:
        with zipfile.ZipFile(io.BytesIO(data)) as z:
            return read_member(z, z.getinfo("mimetype"), 200).decode("ascii", errors="replace").strip()
    except (TooLarge, zipfile.BadZipFile, KeyError, OSError, ValueError, NotImplementedError, RuntimeError, EOFError,
            zlib.error):
        return None


def meta_title(meta) -> str | None:
    if meta is None:
        return None
    el = meta.find(f".//{q('office:meta')}/{q('dc:title')}")
    el = el if el is not None else meta.find(f".//{q('dc:title')}")
    title = " ".join("".join(el.itertext()).split()) if el is not None else ""
    return title or None


class Styles:
    """What the walker needs of the styles of both files: list styles by name, the outline
    style, paragraph styles' list styles (through their parents), raised text styles."""

    def __init__(self, *roots):
        self.lists: dict[str, dict[int, _Level]] = {}
        self.outline: dict[int, _Level] = {}
        self.parent: dict[str, str] = {}
        self.paragraph_list: dict[str, str] = {}
        self.up: set[str] = set()
        self.hidden: set[str] = set()  # character formatting "hidden" (text:display="none")
        for root in roots:
            if root is None:
                continue
            for el in root.iter(q("text:list-style")):
                self.lists[el.get(q("style:name"), "")] = _levels(el)
            for el in root.iter(q("text:outline-style")):
                self.outline = _levels(el)
            for el in root.iter(q("style:style")):
                name = el.get(q("style:name"), "")
                if el.get(q("style:parent-style-name")):
                    self.parent[name] = el.get(q("style:parent-style-name"))
                if el.get(q("style:list-style-name")):
                    self.paragraph_list[name] = el.get(q("style:list-style-name"))
                props = el.find(q("style:text-properties"))
                position = props.get(q("style:text-position"), "") if props is not None else ""
                if _raised(position):
                    self.up.add(name)
                if props is not None and (props.get(q("text:display")) == "none"  # hidden, or struck
                                          or props.get(q("style:text-line-through-style"), "none") != "none"):
                    self.hidden.add(name)  # through (words taken back, as a page's <del>)

    def _inherited(self, name: str | None, table) -> str | bool | None:
        seen = set()
        while name and name not in seen:
            if name in table:
                return table[name] if isinstance(table, dict) else True
            seen.add(name)
            name = self.parent.get(name)
        return None

    def list_of_paragraph(self, style: str | None) -> str | None:
        return self._inherited(style, self.paragraph_list)

    def raised(self, style: str | None) -> bool:
        return bool(self._inherited(style, self.up))

    def is_hidden(self, style: str | None) -> bool:
        return bool(self._inherited(style, self.hidden))


def _raised(position: str) -> bool:
    """``style:text-position``: "super", "super 58%", "33% 58%" (a positive shift) raise."""
    first = position.split()[0] if position.split() else ""
    if first == "super":
        return True
    number = re.fullmatch(r"(-?[0-9]*\.?[0-9]+)%", first)
    return bool(number) and float(number.group(1)) > 0


def _levels(style) -> dict[int, _Level]:
    levels = {}
    for el in style:
        level = list_number(el.get(q("text:level")), None)
        if level is None or not 1 <= level <= MAX_LEVEL:
            continue
        if el.tag == q("text:list-level-style-number") or el.tag == q("text:outline-level-style"):
            fmt = el.get(q("style:num-format"), "")
            levels[level] = _Level(fmt=_num_format(fmt, el.get(q("style:num-letter-sync")) == "true"),
                                   prefix=el.get(q("style:num-prefix"), "")[:MAX_AFFIX],
                                   suffix=el.get(q("style:num-suffix"), "")[:MAX_AFFIX],
                                   start=list_number(el.get(q("text:start-value")), 1),
                                   shown=max(1, min(level, list_number(el.get(q("text:display-levels")), 1))))
        else:
            levels[level] = _Level()  # a bullet or an image: no number
    return levels


class _Counter:
    """The values of one list's levels as its items go by."""

    def __init__(self, levels: dict[int, _Level]):
        self.levels = levels
        self.values: dict[int, int] = {}

    def count(self, level: int, start: int | None = None) -> str:
        spec = self.levels.get(level, _Level())
        self.values[level] = start if start is not None else self.values.get(level, spec.start - 1) + 1
        for deeper in [d for d in self.values if d > level]:
            del self.values[deeper]
        if spec.fmt == "none":
            return ""
        numbers = []
        for k in range(level - spec.shown + 1, level + 1):
            at = self.levels.get(k, _Level(fmt="decimal"))
            numbers.append(format_number(self.values.get(k, at.start), at.fmt if at.fmt != "none" else "decimal"))
        return f"{spec.prefix}{'.'.join(numbers)}{spec.suffix}"


def _rows(table):
    """A table's rows, in the row groups a header row or a grouping puts them in (not the rows of
    a table inside a cell)."""
    for child in table:
        if child.tag == q("table:table-row"):
            yield child
        elif child.tag in (q("table:table-header-rows"), q("table:table-rows"), q("table:table-row-group")):
            yield from _rows(child)


class Walker:
    """The body, block by block: a paragraph is a str (its label and text, then its footnotes),
    a table a list of rows of cell strings."""

    def __init__(self, styles: Styles):
        self.styles = styles
        self.counters: dict[str, _Counter] = {}  # a list's id → its counter
        self.last_of_style: dict[str, str] = {}  # a list style → the id of the last list in it
        self.outline = _Counter(styles.outline)
        self.numbered = 0
        self.lists = 0
        self.in_note = False
        self.endnote_count = 0  # the endnotes the writer numbered so far
        self.cell_notes: list[str] | None = None  # the notes cited in the table being read

    def blocks(self, parent):
        for child in parent:
            if child.get(q("text:style-name")) and self.styles.is_hidden(child.get(q("text:style-name"))):
                continue  # a paragraph or section set hidden
            if child.tag == q("text:section") and child.get(q("text:display")) == "none":
                continue
            if child.tag in _PARAGRAPHS:
                text = self.paragraph(child, self._heading_label(child))
                if text.strip():
                    yield text
            elif child.tag == q("text:list"):
                yield from self.list(child, None, 1)
            elif child.tag == q("table:table"):
                outer, self.cell_notes = self.cell_notes, []
                rows = [[self._cell(cell) for cell in row if cell.tag == q("table:table-cell")]
                        for row in _rows(child)]
                rows = [row for row in rows if any(row)]
                if rows:
                    yield rows
                if self.cell_notes:  # the notes its cells cite: after the table, not inside a row
                    yield "\n\n".join(self.cell_notes)
                self.cell_notes = outer
            elif child.tag in (q("text:section"), q("text:numbered-paragraph")):
                yield from self.blocks(child)
            # everything else (generated indexes, declarations, frames anchored to the page) is left out

    def _cell(self, cell) -> str:
        return "\n".join(block_text(b) for b in self.blocks(cell))

    def _heading_label(self, h) -> str:
        if h.tag != q("text:h") or h.get(q("text:is-list-header")) == "true":
            return ""
        level = list_number(h.get(q("text:outline-level")), None)
        if level is None or not 1 <= level <= MAX_LEVEL or not self.styles.outline:
            return ""
        return self.outline.count(level)

    def list(self, el, counter: _Counter | None, level: int):
        """A ``text:list`` at ``level`` (1 at the top): its items' labels counted on the list's
        counter (a new one unless the list continues another)."""
        if counter is None:
            counter = self._counter(el)
        for item in el:
            if item.tag not in (q("text:list-item"), q("text:list-header")):
                continue
            children = [c for c in item if c.tag in _PARAGRAPHS or c.tag == q("text:list")]
            numbered = item.tag == q("text:list-item") and bool(children) and children[0].tag in _PARAGRAPHS
            label = ""
            if numbered:
                label = counter.count(level, list_number(item.get(q("text:start-value")), None))
            for child in children:
                if child.tag == q("text:list"):
                    yield from self.list(child, counter, level + 1)
                    continue
                text = self.paragraph(child, label)
                label = ""  # the item's later paragraphs are not numbered
                if text.strip():
                    yield text

    def _counter(self, el) -> _Counter:
        self.lists += 1
        style = el.get(q("text:style-name")) or self._paragraph_list_style(el) or ""
        own = el.get(q("xml:id")) or f"#list{self.lists}"
        if el.get(q("text:continue-list")) in self.counters:
            counter = self.counters[el.get(q("text:continue-list"))]
        elif el.get(q("text:continue-numbering")) == "true" and style in self.last_of_style:
            counter = self.counters[self.last_of_style[style]]
        else:
            counter = _Counter(self.styles.lists.get(style, {}))
        self.counters[own] = counter
        self.last_of_style[style] = own
        return counter

    def _paragraph_list_style(self, el) -> str | None:
        first = next((p for p in el.iter() if p.tag in _PARAGRAPHS), None)
        return self.styles.list_of_paragraph(first.get(q("text:style-name"))) if first is not None else None

    def paragraph(self, p, label: str) -> str:
        spelled = p.find(q("text:number"))
        if spelled is not None and "".join(spelled.itertext()).strip():
            label = " ".join("".join(spelled.itertext()).split())
        out: list[str] = []
        notes: list[str] = []
        self._inline(p, out, notes, up=self.styles.raised(p.get(q("text:style-name"))))
        text = trim_line_ends("".join(out)).strip()
        if label:  # a numbered paragraph with no words of its own keeps its number ("2.")
            self.numbered += 1
            text = f"{label} {text}".rstrip()
        if self.cell_notes is not None and not self.in_note:  # in a table's cell: after the table
            self.cell_notes.extend(notes)
            notes = []
        return "\n\n".join([text] + notes) if text else "\n\n".join(notes)

    def _inline(self, el, out: list[str], notes: list[str], up: bool) -> None:
        if el.text:
            out.append(raised(el.text) if up else el.text)
        for child in el:
            tag = child.tag
            if tag == q("text:s"):
                out.append(" " * min(list_number(child.get(q("text:c")), 1), 1000))
            elif tag == q("text:tab"):
                out.append("\t")
            elif tag == q("text:line-break"):
                out.append("\n")
            elif tag == q("text:note"):
                if not self.in_note:  # a note in a note is nothing a writer makes: left out
                    self._note(child, out, notes)
            elif tag in _SKIP_INLINE or tag.startswith((f"{{{_DRAW}}}", f"{{{_SVG}}}")):
                pass
            elif child.get(q("text:style-name")) and self.styles.is_hidden(child.get(q("text:style-name"))):
                pass
            else:  # a span, a link, a field: its words
                style = child.get(q("text:style-name"))
                self._inline(child, out, notes, up or (style is not None and self.styles.raised(style)))
            if child.tail:
                out.append(raised(child.tail) if up else child.tail)

    def _note(self, note, out: list[str], notes: list[str]) -> None:
        citation = note.find(q("text:note-citation"))
        mark = ""
        if citation is not None and citation.get(q("text:label")) is None and \
                note.get(q("text:note-class")) == "endnote":
            # numbered by the writer: endnotes apart from footnotes, i, ii, iii (whatever numbers
            # the document gives them: "1" would be the first footnote's mark), as in DOCX and DOC
            self.endnote_count += 1
            mark = endnote_mark(self.endnote_count)
        elif citation is not None:
            mark = citation.get(q("text:label")) or "".join(citation.itertext()).strip()
            # a number raised ("¹"); a letter or a Roman one in brackets, as a mark the layout
            # reader knows, not a letter more of the word ("decki"); "*" as typed
            mark = raised(mark) if mark.isdigit() else f"[{mark}]" if mark.isalnum() else mark
        out.append(mark)
        body = note.find(q("text:note-body"))
        if body is None:
            return
        self.in_note = True
        try:
            inner = [block_text(b, rows=" ") for b in self.blocks(body)]
        finally:
            self.in_note = False
        text = " ".join(" ".join(inner).split())
        if text:
            notes.append(f"{mark} {text}" if mark and not text.startswith(mark) else text)
