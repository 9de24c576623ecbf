"""A Word 2003 XML document (WordprocessingML 2003: "Save as XML Document", one ``.xml`` file
whose root is ``w:wordDocument``), read as the DOCX reader reads a document: the body's
paragraphs in order, each with the label Word's list numbering draws for it, tables as rows of
cells, a footnote (written inline, in the run that cites it) after its paragraph; the page's
header and footer, comments, deleted text, field codes and hidden text left out.

A list paragraph stores its list (``w:listPr``: ``w:ilfo``, ``w:ilvl``), and Word writes the
number it drew beside it as a hint (``wx:t``); the hint is taken where it is, the number is
counted from the document's lists (``w:lists``: ``w:listDef`` levels, ``w:list`` instances with
their overrides, as :mod:`.numbering` counts a DOCX's) where it is not (a file another program
wrote). The XML is parsed by the standard library's expat, which refuses an entity expanded past
its bounds.
"""

from __future__ import annotations

import re
from xml.etree import ElementTree

from .base import FormatReader, raised, trim_line_ends
from .columns import blocks_document
from .docx import heading_styles, through_based_on
from .numbering import MSONFC, Level, Numbering, endnote_mark, level_number, level_overrides, list_number

_W = "{http://schemas.microsoft.com/office/word/2003/wordml}"
_WX = "{http://schemas.microsoft.com/office/word/2003/auxHint}"
_AML = "{http://schemas.microsoft.com/aml/2001/core}"
_O = "{urn:schemas-microsoft-com:office:office}"
_ROOT = re.compile(rb"<w:wordDocument\b[^>]*schemas\.microsoft\.com/office/word/2003/wordml")
# What a reader does not see in the body: a comment's words, a deletion tracked, a field's code
# (its result is the text), the section's properties (the page's header and footer are in them).
_UNSEEN_ANNOTATIONS = ("Word.Comment", "Word.Deletion")
_OFF = ("off", "0", "false")  # a toggle's value that switches it off


def _tag(name: str) -> str:
    prefix, local = name.split(":")
    return {"w": _W, "wx": _WX, "aml": _AML, "o": _O}[prefix] + local


def _val(el, name: str, attr: str = "w:val"):
    child = el.find(_tag(name)) if el is not None else None
    return child.get(_tag(attr)) if child is not None else None


class WordMLReader(FormatReader):
    format = "wordml"
    label = "Word 2003 XML document"
    suffix = ".xml"

    def sniff(self, data: bytes) -> str | None:
        return "a Word 2003 XML document (w:wordDocument)" if _ROOT.search(data[:65536]) else None

    def read(self, data: bytes, name: str):
        try:
            root = ElementTree.fromstring(data)
        except (ElementTree.ParseError, ValueError, LookupError) as exc:
            raise self.refuse(name, f"not a readable Word XML document: its XML is not well-formed ({exc})") from None
        body = root.find(_tag("w:body"))
        if body is None:
            raise self.refuse(name, "a Word XML document without a body")
        walker = _Walker(root)
        blocks = list(walker.walk(body))
        title = (root.findtext(f"{_tag('o:DocumentProperties')}/{_tag('o:Title')}") or "").strip() or None
        return blocks_document(self, name, blocks, title=title, headings=walker.headings, numbered=walker.numbered and
                               f"{walker.numbered} paragraph(s) numbered by Word's list numbering")


def _numbering(root) -> Numbering:
    """The document's lists (``w:lists``) as a :class:`~.numbering.Numbering`: a listDef is an
    abstract definition, a list (by its ``w:ilfo``) an instance with its overrides."""
    numbering = Numbering(None)
    lists = root.find(_tag("w:lists"))
    if lists is None:
        return numbering
    for definition in lists.findall(_tag("w:listDef")):
        levels = {level_number(lvl.get(_tag("w:ilvl"))): _level(lvl) for lvl in definition.findall(_tag("w:lvl"))}
        levels.pop(None, None)
        numbering.abstract[definition.get(_tag("w:listDefId"))] = levels
    for instance in lists.findall(_tag("w:list")):
        numbering.nums[instance.get(_tag("w:ilfo"))] = (_val(instance, "w:ilst"), *level_overrides(instance, _tag, _level))
    return numbering


def _level(el) -> Level:
    """One ``w:lvl``: its number format a code (``w:nfc``, the binary format's MSONFC), not a name."""
    nfc = list_number(_val(el, "w:nfc"), 0)
    legal = el.find(_tag("w:isLgl")) is not None
    suffix = {"None": "", "none": ""}.get(_val(el, "w:suff") or "", " ")
    restart = _val(el, "w:lvlRestart")
    return Level(start=list_number(_val(el, "w:start"), 0), fmt=MSONFC.get(nfc, "decimal"),
                 text=_val(el, "w:lvlText") or "", restart=list_number(restart, None), legal=legal,
                 suffix=suffix, style=_val(el, "w:pStyle"))


def _styles(root) -> list:
    styles = root.find(_tag("w:styles"))
    return styles.findall(_tag("w:style")) if styles is not None else []


def _hidden_styles(root) -> set[str]:
    """The ids of the styles whose text is hidden (``w:rPr/w:vanish``), through ``w:basedOn``."""
    own, based = {}, {}
    for style in _styles(root):
        sid = style.get(_tag("w:styleId"))
        vanish = style.find(f"{_tag('w:rPr')}/{_tag('w:vanish')}")
        if vanish is not None:
            own[sid] = vanish.get(_tag("w:val")) not in _OFF
        based[sid] = _val(style, "w:basedOn")
    return {sid for sid, hidden in through_based_on(own, based).items() if hidden}


def _style_lists(root) -> dict[str, tuple[str | None, str | None]]:
    """Style id → (ilfo, ilvl) of the styles that number their paragraphs."""
    found = {}
    for style in _styles(root):
        list_pr = style.find(f"{_tag('w:pPr')}/{_tag('w:listPr')}")
        if list_pr is not None:
            found[style.get(_tag("w:styleId"))] = (_val(list_pr, "w:ilfo"), _val(list_pr, "w:ilvl"))
    return found


class _Walker:
    """The body, block by block: a paragraph a str (its label and text, then its notes), a
    table a list of rows of cell strings."""

    def __init__(self, root):
        self.numbering = _numbering(root)
        self.styles = _style_lists(root)
        self.hidden_styles = _hidden_styles(root)
        self.heading_styles = heading_styles(_styles(root), _tag)
        self.headings: set[str] = set()  # the paragraphs set in a heading's style
        self.paragraph_hidden = False  # the paragraph's style hides its text
        self.numbered = 0
        self.footnotes = self.endnotes = 0
        self.cell_notes: list[str] | None = None

    def walk(self, parent, in_cell: bool = False):
        for child in parent:
            if child.tag == _tag("w:p"):
                text = self.paragraph(child)
                if text.strip():
                    yield text
            elif child.tag == _tag("w:tbl"):
                outer, self.cell_notes = self.cell_notes, ([] if not in_cell else self.cell_notes)
                yield self._rows(child)
                if not in_cell and self.cell_notes:
                    yield "\n\n".join(self.cell_notes)
                self.cell_notes = outer
            elif child.tag == _tag("w:sectPr") or self._unseen(child):
                continue
            else:  # Word's sections and sub-sections (wx:sect, wx:sub-section), an insertion tracked
                yield from self.walk(child, in_cell)

    def _rows(self, tbl) -> list[list[str]]:
        return [["\n".join(b if isinstance(b, str) else "\n".join("\t".join(r) for r in b)
                           for b in self.walk(tc, in_cell=True)) for tc in tr.findall(_tag("w:tc"))]
                for tr in tbl.findall(_tag("w:tr"))]

    def paragraph(self, p) -> str:
        out, notes = [], []
        ppr = p.find(_tag("w:pPr"))
        self.paragraph_hidden = _val(ppr, "w:pStyle") in self.hidden_styles
        self._runs(p, out, notes)
        text = trim_line_ends("".join(out)).strip()
        if not text and self._unseen_paragraph(p):  # deleted or hidden whole, its mark too: no number drawn
            return ""
        if self.cell_notes is not None:
            self.cell_notes.extend(notes)
            notes = []
        block = "\n\n".join([self._label(p) + text] + notes)
        if _val(ppr, "w:pStyle") in self.heading_styles:
            self.headings.add(block)
        return block

    def _unseen_paragraph(self, p) -> bool:
        """A paragraph a reader does not see: words it had are all deleted or hidden, and its own
        mark is (``w:pPr/w:rPr``: hidden, or a deletion tracked), so Word numbers it not."""
        mark = p.find(f"{_tag('w:pPr')}/{_tag('w:rPr')}")
        gone = mark is not None and (
            (mark.find(_tag("w:vanish")) is not None and mark.find(_tag("w:vanish")).get(_tag("w:val")) not in _OFF)
            or any(a.get(_tag("w:type")) == "Word.Deletion" for a in mark.iter(_tag("aml:annotation"))))
        return gone or self.paragraph_hidden

    def _label(self, p) -> str:
        ppr = p.find(_tag("w:pPr"))
        list_pr = ppr.find(_tag("w:listPr")) if ppr is not None else None
        ilfo, ilvl = (_val(list_pr, "w:ilfo"), _val(list_pr, "w:ilvl")) if list_pr is not None else (None, None)
        style = _val(ppr, "w:pStyle")
        if style in self.styles:
            ilfo, ilvl = ilfo or self.styles[style][0], ilvl if ilvl is not None else self.styles[style][1]
        if ilfo is None:
            return ""
        counted = self.numbering.label(ilfo, level_number(ilvl) or 0)  # counted even when the hint is taken
        hint = _val(list_pr, "wx:t", "wx:val") if list_pr is not None else None
        label = hint.strip() + " " if hint and hint.strip() else counted
        self.numbered += bool(label)
        return label

    @staticmethod
    def _unseen(el) -> bool:
        return el.tag == _tag("aml:annotation") and el.get(_tag("w:type")) in _UNSEEN_ANNOTATIONS

    def _runs(self, el, out: list[str], notes: list[str]) -> None:
        for child in el:
            tag = child.tag
            if tag == _tag("w:t"):
                if not self._hidden(el):
                    out.append(raised(child.text or "") if self._superscript(el) else child.text or "")
            elif tag == _tag("w:tab"):
                out.append("\t")
            elif tag in (_tag("w:br"), _tag("w:cr")):
                out.append("\n")
            elif tag == _tag("w:noBreakHyphen"):
                out.append("-")
            elif tag in (_tag("w:footnote"), _tag("w:endnote")):
                if self._hidden(el):  # a note in a hidden run is hidden with it
                    continue
                mark = self._note_mark(tag == _tag("w:endnote"))
                out.append(mark)
                words = " ".join(" ".join("".join(self._note_text(q)).split()) for q in child.iter(_tag("w:p")))
                if words.strip():
                    notes.append(f"{mark} {words.strip()}")
            elif tag in (_tag("w:instrText"), _tag("w:pPr"), _tag("w:rPr")) or self._unseen(child):
                continue
            else:  # a run, a hyperlink, a simple field's result, a smart tag, an insertion
                self._runs(child, out, notes)

    def _note_text(self, p) -> list[str]:
        out: list[str] = []
        self._runs(p, out, [])
        return out

    def _note_mark(self, endnote: bool) -> str:
        if endnote:
            self.endnotes += 1
            return endnote_mark(self.endnotes)
        self.footnotes += 1
        return raised(str(self.footnotes))

    def _hidden(self, run) -> bool:
        """The run's text is struck through by its own ``w:strike``, or hidden: by its own ``w:vanish``, else by its character style's, else by
        its paragraph's style (each through the styles it is based on)."""
        for name in ("w:strike", "w:dstrike"):  # struck through: words taken back (docx.py)
            strike = run.find(f"{_tag('w:rPr')}/{_tag(name)}")
            if strike is not None and strike.get(_tag("w:val")) not in _OFF:
                return True
        vanish = run.find(f"{_tag('w:rPr')}/{_tag('w:vanish')}")
        if vanish is not None:
            return vanish.get(_tag("w:val")) not in _OFF
        return _val(run.find(_tag("w:rPr")), "w:rStyle") in self.hidden_styles or self.paragraph_hidden

    @staticmethod
    def _superscript(run) -> bool:
        return _val(run.find(_tag("w:rPr")), "w:vertAlign") == "superscript"
