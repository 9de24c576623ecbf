"""DOCX (python-docx): the body's paragraphs in order, each with the label Word's automatic
numbering gives it (:mod:`.numbering`), tables as rows of cells, footnotes after the paragraph
that cites them; hidden text (``w:vanish``), struck words and tracked deletions left out.

Each Word paragraph becomes one line, with a blank line between paragraphs (Word keeps no line
breaks of its own inside a paragraph; a manual line break, ``w:br``, starts a new line). A
two-column table with Russian in one column and English in the other is a bilingual document:
its columns become two language streams (:mod:`.columns`).
"""

from __future__ import annotations

import io
import re
import zipfile

from .base import Document, FormatReader, block_text, raised, trim_line_ends
from .columns import blocks_document
from .inflate import TooLarge, docx_package, zip_names
from .numbering import Numbering, endnote_mark, level_number

_DOCUMENT = "word/document.xml"
_MC_FALLBACK = "{http://schemas.openxmlformats.org/markup-compatibility/2006}Fallback"
_FOOTNOTES_REL = "http://schemas.openxmlformats.org/officeDocument/2006/relationships/footnotes"
_ENDNOTES_REL = "http://schemas.openxmlformats.org/officeDocument/2006/relationships/endnotes"


class DocxReader(FormatReader):
    format = "docx"
    label = "Word document (DOCX)"
    suffix = ".docx"

    def sniff(self, data: bytes) -> str | None:
        if not data.startswith(b"PK\x03\x04"):
            return None
        names = zip_names(data)
        return f"a zip archive with {_DOCUMENT}" if names is not None and _DOCUMENT in names else None

    def read(self, data: bytes, name: str) -> Document:
        import docx
        from docx.opc.exceptions import PackageNotFoundError

        try:  # only the XML parts, within the bounds of :mod:`.inflate`, checked before inflating
            document = docx.Document(io.BytesIO(docx_package(data)))
        except TooLarge as exc:
            raise self.refuse(name, str(exc)) from None
        except (PackageNotFoundError, zipfile.BadZipFile, KeyError, ValueError) as exc:
            raise self.refuse(name, f"not a readable Word document ({type(exc).__name__}: {exc})") from None
        except Exception as exc:  # lxml's syntax errors and the like: a damaged part
            raise self.refuse(name, f"damaged ({type(exc).__name__}: {exc})") from None
        try:  # the notes' parts are parsed here: a damaged one is refused as the document's are
            walker = _Walker(document)
        except RecursionError:
            raise self.refuse(name, "damaged: its notes are nested too deep to read") from None
        except Exception as exc:  # lxml's syntax errors, an external target (python-docx's ValueError)
            raise self.refuse(name, f"damaged notes ({type(exc).__name__}: {exc})") from None
        try:
            blocks = walker.blocks()
        except RecursionError:  # tables in cells of tables past what any writer nests
            raise self.refuse(name, "damaged: its tables are nested too deep to read") from None
        struck = ([f"{len(walker.struck)} run(s) of words struck through (taken back), not read: "
                   + ", ".join(f"«{words[:40]}»" for words in walker.struck[:5])] if walker.struck else [])
        return blocks_document(self, name, blocks, headings=walker.headings, notes=struck, numbered=walker.numbered and
                               f"{walker.numbered} paragraph(s) numbered by Word's automatic numbering")


class _Walker:
    """The body of one document, block by block: a paragraph is a str (its label and text, then
    its footnotes), a table a list of rows of cell strings."""

    def __init__(self, document):
        from docx.oxml.ns import qn

        self.qn = qn
        self.document = document
        self.numbering = Numbering(_numbering_xml(document))
        self.styles = _style_numbering(document, qn)
        self.footnotes = _footnotes(document, qn)
        self.endnotes = _footnotes(document, qn, _ENDNOTES_REL, "w:endnote")
        self.endnote_count = 0
        self.footnote_count = 0
        self.numbered = 0
        self.cell_notes: list[str] | None = None  # the notes cited in the table being read
        self.struck: list[str] = []  # the words struck through, not read
        self.heading_styles = heading_styles(document.styles.element.findall(qn("w:style")), qn)
        self.headings: set[str] = set()  # the paragraphs set in a heading's style

    def blocks(self) -> list:
        return list(self._walk(self.document.element.body))

    def _walk(self, parent, in_cell: bool = False):
        """The blocks of the body, or of a table's cell (``in_cell``): there a table is rows in
        the cell (as the ODT and RTF readers give a nested table), its notes after the outer
        table, and whatever holds paragraphs (a content control, custom XML) is looked into."""
        qn = self.qn
        for child in parent:
            if child.tag == qn("w:p"):
                text = self.paragraph(child)
                if text.strip():
                    yield text
            elif child.tag == qn("w:tbl") and in_cell:
                yield self._rows(child)
            elif child.tag == qn("w:tbl"):
                outer, self.cell_notes = self.cell_notes, []
                yield self._rows(child)
                if self.cell_notes:  # the notes its cells cite: after the table, not inside a row
                    yield "\n\n".join(self.cell_notes)
                self.cell_notes = outer
            elif in_cell:
                yield from self._walk(child, in_cell)
            elif child.tag == qn("w:sdt"):  # a content control: its content is body text
                content = child.find(qn("w:sdtContent"))
                if content is not None:
                    yield from self._walk(content)

    def _rows(self, tbl) -> list[list[str]]:
        """A table's rows of cells, each cell's blocks a line each."""
        qn = self.qn
        return [["\n".join(block_text(b) for b in self._walk(tc, in_cell=True)) for tc in tr.findall(qn("w:tc"))]
                for tr in tbl.findall(qn("w:tr"))]

    def paragraph(self, p) -> str:
        label = self._label(p)
        text, notes = self._runs(p)
        if self.cell_notes is not None:  # in a table's cell
            self.cell_notes.extend(notes)
            notes = []
        block = "\n\n".join([label + text.strip()] + notes)
        ppr = p.find(self.qn("w:pPr"))
        if _val(ppr.find(self.qn("w:pStyle")) if ppr is not None else None, self.qn) in self.heading_styles:
            self.headings.add(block)
        return block

    def _label(self, p) -> str:
        qn = self.qn
        ppr = p.find(qn("w:pPr"))
        num_pr = ppr.find(qn("w:numPr")) if ppr is not None else None
        style = _val(ppr.find(qn("w:pStyle")) if ppr is not None else None, qn)
        num_id, ilvl = (None, None)
        if num_pr is not None:
            num_id = _val(num_pr.find(qn("w:numId")), qn)
            ilvl = _val(num_pr.find(qn("w:ilvl")), qn)
        if style in self.styles:  # numbering given by the paragraph's style
            style_num, style_lvl = self.styles[style]
            num_id = num_id or style_num
            ilvl = ilvl if ilvl is not None else style_lvl
        if num_id is None:
            return ""
        ilvl = level_number(ilvl)  # "one", "-1", 10 digits: as if not given
        if ilvl is None:
            tied = self.numbering.level_of_style(num_id, style)
            ilvl = tied if tied is not None else 0
        label = self.numbering.label(num_id, ilvl)
        self.numbered += bool(label)
        return label

    def _runs(self, p) -> tuple[str, list[str]]:
        """The paragraph's text (deleted revisions and field codes left out) and its footnotes."""
        qn = self.qn
        out, notes = [], []
        # a drawing's text (a text box) is in the document twice: once in the drawing (mc:Choice),
        # once in the fallback for older readers (mc:Fallback); the fallback's is left out
        # (the set holds lxml's elements themselves: a proxy held is the one iter() gives again)
        fallback = {el for fb in p.iter(_MC_FALLBACK) for el in fb.iter()}
        for el in p.iter():
            if el in fallback:
                continue
            if el.tag == qn("w:t"):
                if self._hidden(el):
                    continue
                out.append(raised(el.text or "") if self._superscript(el) else el.text or "")
            elif el.tag == qn("w:tab"):
                out.append("\t")
            elif el.tag in (qn("w:br"), qn("w:cr")):
                out.append("\n")
            elif el.tag == qn("w:noBreakHyphen"):
                out.append("-")
            elif el.tag in (qn("w:footnoteReference"), qn("w:endnoteReference")):
                endnote = el.tag == qn("w:endnoteReference")
                mark = self._footnote_mark(el, endnote)
                out.append(mark)
                note = (self.endnotes if endnote else self.footnotes).get(el.get(qn("w:id")), "")
                if note:
                    notes.append(f"{mark} {note}" if mark else note)
        return trim_line_ends("".join(out)), notes

    def _hidden(self, t) -> bool:
        """The text element's run is hidden (``<w:vanish/>``, not switched off): a reader does
        not see it; or struck through (``w:strike``, ``w:dstrike``): words taken back, as a
        page's ``<del>`` (html.py)."""
        run = t.getparent()
        rpr = run.find(self.qn("w:rPr")) if run is not None else None
        if rpr is None:
            return False
        on = [name for name in ("vanish", "strike", "dstrike") if (el := rpr.find(self.qn(f"w:{name}"))) is not None
              and el.get(self.qn("w:val")) not in ("0", "false", "off")]
        if on and "vanish" not in on and (t.text or "").strip():
            self.struck.append(t.text.strip())  # (said: a law struck through whole was lost without a word)
        return bool(on)

    def _superscript(self, t) -> bool:
        """The text element's run is set raised (``<w:vertAlign w:val="superscript"/>``)."""
        run = t.getparent()
        rpr = run.find(self.qn("w:rPr")) if run is not None else None
        align = rpr.find(self.qn("w:vertAlign")) if rpr is not None else None
        return align is not None and align.get(self.qn("w:val")) == "superscript"

    def _footnote_mark(self, ref, endnote: bool = False) -> str:
        """Word numbers footnotes 1, 2, 3 in order and shows the number raised: "¹", as a plain
        text of the Laws prints it; endnotes apart, i, ii, iii: "[i]", a mark the layout reader
        knows; a custom mark ("*") is the next run's text."""
        if ref.get(self.qn("w:customMarkFollows")) in ("1", "true", "on"):
            return ""  # the mark is the following run's text, already in the paragraph
        if endnote:
            self.endnote_count += 1
            return endnote_mark(self.endnote_count)
        self.footnote_count += 1
        return raised(str(self.footnote_count))


def _val(el, qn) -> str | None:
    return el.get(qn("w:val")) if el is not None else None


def _numbering_xml(document):
    try:
        return document.part.numbering_part.element
    except (KeyError, NotImplementedError):
        return None


def heading_styles(styles, tag) -> set[str]:
    """The ids of the paragraph styles among ``styles`` (``w:style`` elements; ``tag`` names an
    element in the document's namespace, a DOCX's or Word 2003 XML's) that set headings: Word's
    "heading 1" … (a localized Word keeps the name), or a style with an outline level."""
    found = set()
    for style in styles:
        name = style.find(tag("w:name"))
        ppr = style.find(tag("w:pPr"))
        if re.fullmatch(r"heading \d", ((name.get(tag("w:val")) if name is not None else None) or "").lower()) \
                or (ppr is not None and ppr.find(tag("w:outlineLvl")) is not None):
            found.add(style.get(tag("w:styleId")))
    return found


def through_based_on(own: dict, based: dict[str, str | None]) -> dict:
    """Style id → what its style, or the nearest style it is based on (``based``: id → its
    ``w:basedOn``), says (``own``); a loop of basedOn ends the walk."""
    found = {}
    for sid in based:
        seen, cur = set(), sid
        while cur is not None and cur not in own and cur not in seen:
            seen.add(cur)
            cur = based.get(cur)
        if cur in own:
            found[sid] = own[cur]
    return found


def _style_numbering(document, qn) -> dict[str, tuple[str | None, str | None]]:
    """Style id → (numId, ilvl) for styles that number their paragraphs, through ``basedOn``."""
    own, based = {}, {}
    for style in document.styles.element.findall(qn("w:style")):
        sid = style.get(qn("w:styleId"))
        ppr = style.find(qn("w:pPr"))
        num_pr = ppr.find(qn("w:numPr")) if ppr is not None else None
        if num_pr is not None:
            own[sid] = (_val(num_pr.find(qn("w:numId")), qn), _val(num_pr.find(qn("w:ilvl")), qn))
        based[sid] = _val(style.find(qn("w:basedOn")), qn)
    return through_based_on(own, based)


def _footnotes(document, qn, reltype: str = _FOOTNOTES_REL, tag: str = "w:footnote") -> dict[str, str]:
    """Footnote (or endnote) id → its text (the separator notes, ids -1 and 0, have none)."""
    from docx.oxml import parse_xml

    for rel in document.part.rels.values():
        if rel.reltype == reltype:
            root = parse_xml(rel.target_part.blob)
            notes = {}
            for note in root.findall(qn(tag)):
                text = " ".join("".join(t.text or "" for t in p.iter(qn("w:t"))).strip()
                                for p in note.iter(qn("w:p")))
                if text.strip():
                    notes[note.get(qn("w:id"))] = " ".join(text.split())
            return notes
    return {}
