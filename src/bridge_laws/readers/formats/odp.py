"""An OpenDocument presentation (.odp, as LibreOffice and OpenOffice Impress save it; .fodp, its
one-file XML): a lecture's slides read as a viewer of the deck reads them.

The file is an OpenDocument zip as an ODT is (:mod:`.odt` opens it within the bounds of
:mod:`.inflate`), its slides the ``draw:page`` elements of ``office:presentation`` in order. Two
homes are shared, not copied:

- the words of a box — ``text:p``, ``text:h``, ``text:list`` with the numbers its list style draws
  (the list style named by the list, counted as LibreOffice counts it), ``text:s``, a line break,
  a table a row a line — are read by the ODT reader's walker (:class:`.odt.Walker`);
- the deck's reading — its title first, then its boxes from the top down (``svg:y``), a title
  slide's title and the line under it one heading, hidden slides out — is :mod:`.deck`'s.

What this module tells is what only an ODP says: a box is a ``draw:frame`` (its ``draw:text-box``,
or a table) or a shape holding paragraphs, in ``draw:g`` groups too; a title is
``presentation:class="title"``, a title slide's line under it ``"subtitle"``; a slide is hidden by
``presentation:visibility="hidden"`` (on the slide, or on its drawing-page style, where LibreOffice
writes it); the speaker's notes (``presentation:notes``: not shown on the slide) are left out and
said; the footer, date and slide number the master page draws are not read, nor a slide's own boxes
of those classes.
"""

from __future__ import annotations

import re

from .base import Document
from .deck import Box, Slide, deck_document
from .odt import FlatOdtReader, OdtReader, Styles, Walker, meta_title, q

PRESENTATION = "application/vnd.oasis.opendocument.presentation"  # -template too
# A slide's own boxes that are the page's furniture, not its words
_FURNITURE = frozenset({"footer", "date-time", "page-number", "header"})
_DRAW = q("draw:frame").split("}")[0] + "}"
# What a slide holds that is no shape of it: its notes page's thumbnail (in the notes), forms
_NOT_SHAPES = frozenset({q("draw:page-thumbnail")})
# ODF lengths in points
_UNITS = {"cm": 72 / 2.54, "mm": 72 / 25.4, "in": 72.0, "inch": 72.0, "pt": 1.0, "pc": 12.0, "px": 0.75}
_LENGTH = re.compile(r"\s*(-?(?:\d{1,9}(?:\.\d{0,9})?|\.\d{1,9}))\s*(cm|mm|inch|in|pt|pc|px)?\s*")


class OdpReader(OdtReader):
    format = "odp"
    label = "OpenDocument presentation (ODP)"
    suffix = ".odp"
    mimetype = PRESENTATION

    def _document(self, name: str, content, styles, meta) -> Document:
        body = content.find(f"{q('office:body')}/{q('office:presentation')}")
        if body is None:
            raise self.refuse(name, "no presentation body (office:presentation) in content.xml")
        walker = Walker(Styles(content, styles))
        hidden = _hidden_page_styles(content, styles)
        try:
            slides = [_slide(page, walker, hidden) for page in body.findall(q("draw:page"))]
        except RecursionError:  # groups or lists nested past what any writer nests
            raise self.refuse(name, "elements nested too deep to read (groups, lists or spans in one another "
                                    "hundreds of times)") from None
        drawn = (f"list numbers drawn by the list styles as LibreOffice draws them ({walker.numbered} paragraph(s))"
                 if walker.numbered else "no list numbers drawn")
        return deck_document(self, name, slides, drawn, title=meta_title(meta))


class FlatOdpReader(FlatOdtReader, OdpReader):
    """A flat OpenDocument presentation (.fodp: LibreOffice's "Flat XML ODF Presentation"): the
    same elements in one XML ``office:document``."""

    format = "fodp"
    label = "flat OpenDocument presentation (FODP)"
    suffix = ".fodp"


def _hidden_page_styles(*roots) -> set[str]:
    """The drawing-page styles that hide a slide (``presentation:visibility="hidden"``)."""
    hidden = set()
    for root in roots:
        if root is None:
            continue
        for style in root.iter(q("style:style")):
            props = style.find(q("style:drawing-page-properties"))
            if props is not None and props.get(q("presentation:visibility")) == "hidden":
                hidden.add(style.get(q("style:name"), ""))
    return hidden


def _slide(page, walker: Walker, hidden_styles: set[str]) -> Slide:
    """One ``draw:page``: its title's paragraphs and its other boxes with their places."""
    titles: list[str] = []
    boxes: list[Box] = []
    subtitle = False
    for shape in _shapes(page):
        kind = shape.get(q("presentation:class"), "")
        if kind in _FURNITURE:
            continue
        holder = shape.find(q("draw:text-box"))
        paragraphs = _paragraphs(walker, shape if holder is None else holder)
        if kind == "title":
            titles += paragraphs
        elif paragraphs:
            top = _top(shape)  # (a box whose place is not told keeps its place in the tree: after the one before it)
            boxes.append(Box(top if top is not None else boxes[-1].top if boxes else 0.0, tuple(paragraphs)))
            subtitle = subtitle or kind == "subtitle"
    notes = page.find(q("presentation:notes"))
    hidden = (page.get(q("presentation:visibility")) == "hidden"
              or page.get(q("draw:style-name")) in hidden_styles)
    return Slide(tuple(titles), tuple(boxes), title_slide=subtitle, hidden=hidden,
                 notes=notes is not None and any("".join(p.itertext()).strip() for p in notes.iter(q("text:p"))))


def _shapes(page):
    """The shapes of a slide in its tree's order, those of its groups (``draw:g``) too; its
    notes (``presentation:notes``), forms and animations are no shapes of it."""
    stack = [iter(page)]
    while stack:
        child = next(stack[-1], None)
        if child is None:
            stack.pop()
        elif child.tag == q("draw:g"):
            stack.append(iter(child))
        elif child.tag.startswith(_DRAW) and child.tag not in _NOT_SHAPES:
            yield child


def _paragraphs(walker: Walker, holder) -> list[str]:
    """A box's paragraphs as the ODT walker reads them; a table a row a paragraph, its cells apart
    by tabs (as a deck's table is read)."""
    out = []
    for block in walker.blocks(holder):
        out += [block] if isinstance(block, str) else ["\t".join(row) for row in block]
    return out


# A shape turned or skewed is placed by its transform, not svg:x/svg:y: "rotate (0.03) translate (1.4cm 12cm)"
_TRANSLATE = re.compile(r"translate\s*\(\s*(\S+?)\s*[\s,]\s*(\S+?)\s*\)")


def _top(shape) -> float | None:
    """How far down its slide a shape stands: its svg:y, or its transform's translation (a shape
    LibreOffice rotated has no svg:y); None when neither says."""
    top = _length(shape.get(q("svg:y")))
    if top is None:
        moved = _TRANSLATE.search(shape.get(q("draw:transform")) or "")
        top = _length(moved.group(2)) if moved else None
    return top


def _length(value: str | None) -> float | None:
    """An ODF length ("4.2cm", "1in", "72pt") in points, or None for none or no length."""
    found = _LENGTH.fullmatch(value or "")
    return float(found.group(1)) * _UNITS[found.group(2) or "pt"] if found else None
