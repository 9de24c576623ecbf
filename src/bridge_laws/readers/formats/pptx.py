"""A slide deck as PowerPoint keeps it (.pptx: a directors' seminar, a course's slides): its
slides in the order the deck shows them, each slide's title, then the words of its other boxes,
a paragraph a line, as :mod:`.deck` reads every deck.

What a viewer of the deck sees is what is read. PowerPoint draws a list's numbers and letters
(``<a:buAutoNum type="arabicPeriod" startAt="3"/>``, ``"alphaLcParenBoth"``): they are written
before the paragraph's words, counted as PowerPoint counts them — a number goes on through the
paragraphs of its level in one box, a paragraph of a shallower level restarts the deeper ones,
and ``startAt`` sets where a list starts (a slide that carries a section on). A slide's footer,
date and number (its placeholders ``ftr``, ``dt``, ``sldNum``) are the deck's furniture; the
speaker's notes (parts of their own, not on the slide) are not read. The zip is inflated within
the bounds of :mod:`.inflate`.
"""

from __future__ import annotations

import posixpath
import re

from .base import Document, FormatReader
from .deck import Box, Slide, deck_document
from .inflate import BadPackage, TooLarge, xml_parts, zip_names
from .numbering import format_number, list_number

_A = "{http://schemas.openxmlformats.org/drawingml/2006/main}"
_P = "{http://schemas.openxmlformats.org/presentationml/2006/main}"
_R = "{http://schemas.openxmlformats.org/officeDocument/2006/relationships}"
_REL = "{http://schemas.openxmlformats.org/package/2006/relationships}"
PRESENTATION = "ppt/presentation.xml"
# a slide's own furniture: its footer, date and number
_FURNITURE = {"ftr", "dt", "sldNum", "hdr"}
_TITLES = {"title", "ctrTitle"}
# buAutoNum's types (ECMA-376 Part 1, 20.1.10.61): the number's kind, then how it is set off
_KINDS = {"arabic": "decimal", "alphaLc": "lowerLetter", "alphaUc": "upperLetter", "romanLc": "lowerRoman",
          "romanUc": "upperRoman"}
_MARKS = {"Period": "{}.", "ParenR": "{})", "ParenBoth": "({})", "Plain": "{}", "Minus": "-{}-"}
_AUTONUM = re.compile(r"^(arabic|alphaLc|alphaUc|romanLc|romanUc)(Period|ParenR|ParenBoth|Plain|Minus)$")


class PptxReader(FormatReader):
    format = "pptx"
    label = "PowerPoint deck (PPTX)"
    suffix = ".pptx"

    def sniff(self, data: bytes) -> str | None:
        if not data.startswith(b"PK\x03\x04"):
            return None
        names = zip_names(data) or []
        return "a zip archive holding a PowerPoint presentation (ppt/presentation.xml)" \
            if PRESENTATION in names else None

    def read(self, data: bytes, name: str) -> Document:
        try:
            trees = xml_parts(data, lambda n: n in (PRESENTATION, "ppt/_rels/presentation.xml.rels") or re.fullmatch(
                r"ppt/(?:slides|slideLayouts|slideMasters)/(?:_rels/)?\w+\.xml(?:\.rels)?", n))
        except TooLarge as exc:
            raise self.refuse(name, str(exc)) from None
        except BadPackage as exc:
            raise self.refuse(name, f"not a readable PowerPoint deck ({exc})") from None
        slides = []
        for part in _slide_order(trees):
            layout = _related(trees, part, "slideLayout")
            master = _related(trees, layout, "slideMaster") if layout else None
            titles, boxes = _slide_boxes(trees[part], [trees.get(layout), trees.get(master)])
            slides.append(Slide(tuple(titles), tuple(boxes),
                                title_slide=_is_title_slide(trees[part], trees.get(layout)),
                                hidden=trees[part].get("show", "1") in ("0", "false")))
        return deck_document(self, name, slides, "list numbers drawn as PowerPoint draws them (its layout's too)",
                             notes_read=False)


def _slide_order(trees: dict) -> list[str]:
    """The slides' parts in the order the deck shows them (``p:sldIdLst``), else by their number."""
    found = sorted((n for n in trees if re.fullmatch(r"ppt/slides/slide\d+\.xml", n)),
                   key=lambda n: int(re.sub(r"\D", "", n)))
    deck = trees.get(PRESENTATION)
    targets = _targets(trees, PRESENTATION)
    ordered = [targets.get(s.get(f"{_R}id")) for s in deck.iter(f"{_P}sldId")] if deck is not None else []
    ordered = [n for n in ordered if n in found]
    return ordered or found


def _targets(trees: dict, part: str) -> dict[str, str]:
    """A part's relationships: id → the part it names (its path in the zip)."""
    folder, _, base = part.rpartition("/")
    rels = trees.get(f"{folder}/_rels/{base}.rels")
    return {r.get("Id"): posixpath.normpath(posixpath.join(folder, r.get("Target", "")))
            for r in rels.iter(f"{_REL}Relationship")} if rels is not None else {}


def _related(trees: dict, part: str, kind: str) -> str | None:
    """The part of ``kind`` ("slideLayout", "slideMaster") that ``part`` is drawn on."""
    return next((target for target in _targets(trees, part).values()
                 if f"/{kind}s/" in f"/{target}" and target in trees), None)


def _is_title_slide(slide, layout) -> bool:
    """Whether ``slide`` is a deck's title slide or a section's header: a title over a line."""
    kinds = {ph.get("type") for ph in slide.iter(f"{_P}ph")}
    return ("ctrTitle" in kinds and "subTitle" in kinds
            or layout is not None and layout.get("type") in ("title", "secHead"))


def _placeholder(shape):
    """(type, idx) of a placeholder shape, or None for a shape of its own (a text box)."""
    ph = next(shape.iter(f"{_P}ph"), None)
    return None if ph is None else (ph.get("type", "body"), ph.get("idx"))


def _inherited(placeholder, sources, tag: str) -> list:
    """The elements ``tag`` of the placeholders ``placeholder`` is drawn from: the layout's of the
    same index (or type), then the master's of its type."""
    kind, idx = placeholder
    found = []
    for source in sources:
        if source is None:
            continue
        for shape in source.iter(f"{_P}sp"):
            theirs = _placeholder(shape)
            if theirs and (idx is not None and theirs[1] == idx or theirs[0] == kind):
                found += list(shape.iter(tag))
                break
    return found


def _top(shape, placeholder, sources) -> int:
    """How far down the slide a shape stands: its own offset, else its placeholder's."""
    own = next(shape.iter(f"{_A}off"), None)
    if own is None and placeholder is not None:
        own = next(iter(_inherited(placeholder, sources, f"{_A}off")), None)
    try:
        return int(own.get("y", "0")) if own is not None else (0 if placeholder and placeholder[0] in _TITLES else 1)
    except ValueError:
        return 0


def _slide_boxes(slide, sources) -> tuple[list[str], list[Box]]:
    """A slide's title's paragraphs and its other boxes, each with its place (:mod:`.deck` reads
    them from the top down); tables a row a line, cells apart by tabs. ``sources``: the slide's
    layout and master, whose placeholders give a box its place and its lists' numbering when the
    slide does not."""
    titles, others = [], []
    for shape in slide.iter():
        if shape.tag == f"{_P}sp":
            placeholder = _placeholder(shape)
            if placeholder and placeholder[0] in _FURNITURE:
                continue
            body = shape.find(f"{_P}txBody")
            if body is None:
                continue
            styles = [body.find(f"{_A}lstStyle")]
            if placeholder:
                styles += _inherited(placeholder, sources, f"{_A}lstStyle")
                master = sources[-1]
                if master is not None and placeholder[0] not in _TITLES:
                    styles += list(master.iter(f"{_P}bodyStyle"))
            paragraphs = _box(body, [s for s in styles if s is not None])
            if placeholder and placeholder[0] in _TITLES:
                titles += paragraphs
            else:
                others.append(Box(_top(shape, placeholder, sources), tuple(paragraphs)))
        elif shape.tag == f"{_A}tbl":
            rows = []
            for row in shape.iter(f"{_A}tr"):
                cells = [" ".join(_box(body, [])) for cell in row.iter(f"{_A}tc")
                         if (body := cell.find(f"{_A}txBody")) is not None]
                rows += ["\t".join(cells)] if any(cells) else []
            others.append(Box(_top(shape, None, sources), tuple(rows)))
    return titles, others


def _bullet(p, styles, level: int):
    """The bullet a paragraph is drawn with: its own (``buAutoNum``, ``buNone``, ``buChar``), else
    its level's in the nearest list style that says (the box's, its layout's, its master's)."""
    for props in [p.find(f"{_A}pPr"), *(style.find(f"{_A}lvl{level + 1}pPr") for style in styles)]:
        if props is None:
            continue
        for tag in ("buAutoNum", "buNone", "buChar", "buBlip"):
            found = props.find(f"{_A}{tag}")
            if found is not None:
                return found if tag == "buAutoNum" else None
    return None


def _box(body, styles) -> list[str]:
    """The paragraphs of one text box, each with the number PowerPoint draws before it."""
    counts: dict[int, tuple[str, int]] = {}  # level → (the list's type, its last number)
    out = []
    for p in body.findall(f"{_A}p"):
        words = "".join(_words(p)).strip()
        props = p.find(f"{_A}pPr")
        lvl = props.get("lvl", "0") if props is not None else "0"
        level = min(int(lvl), 8) if lvl.isdigit() else 0
        for deeper in [k for k in counts if k > level]:  # a shallower paragraph restarts deeper lists
            del counts[deeper]
        if not words:
            continue
        auto = _bullet(p, styles, level)
        kind = _AUTONUM.match(auto.get("type", "")) if auto is not None else None
        if kind is None:
            counts.pop(level, None)
            out.append(words)
            continue
        start = list_number(auto.get("startAt"), 1)
        before = counts.get(level)
        n = before[1] + 1 if before and before[0] == kind[0] and auto.get("startAt") is None else start
        counts[level] = (kind[0], n)
        out.append(f"{_MARKS[kind[2]].format(format_number(n, _KINDS[kind[1]]))} {words}")
    return out


def _words(p) -> list[str]:
    """A paragraph's words: its runs and fields (a field's text as last shown), a line break a space."""
    out = []
    for el in p:
        if el.tag in (f"{_A}r", f"{_A}fld"):
            out += [t.text or "" for t in el.iter(f"{_A}t")]
        elif el.tag == f"{_A}br":
            out.append(" ")
    return out
