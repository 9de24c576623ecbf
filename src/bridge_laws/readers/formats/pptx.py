"""A slide deck as PowerPoint keeps it (.pptx: a directors' seminar, a course's slides): its
slides in the order the deck shows them, each slide's title, then the words of its other boxes,
a paragraph a line.

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
import zipfile
import zlib
from xml.etree import ElementTree

from .base import Document, FormatReader, Stream
from .inflate import TooLarge, zip_names, zip_parts
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
            names = zip_names(data) or []
            wanted = [n for n in names if n == PRESENTATION or n == "ppt/_rels/presentation.xml.rels"
                      or re.fullmatch(r"ppt/slides/slide\d+\.xml", n)]
            parts = zip_parts(data, wanted)
            trees = {part: ElementTree.fromstring(xml) for part, xml in parts.items()}
        except TooLarge as exc:
            raise self.refuse(name, str(exc)) from None
        except (zipfile.BadZipFile, OSError, ValueError, NotImplementedError, RuntimeError, EOFError, zlib.error,
                ElementTree.ParseError, LookupError) as exc:
            raise self.refuse(name, f"not a readable PowerPoint deck ({type(exc).__name__}: {exc})") from None
        slides = _slide_order(trees)
        lines: list[str] = []
        for slide in slides:
            titles, others = _slide_paragraphs(trees[slide])
            if titles and others and _is_title_slide(trees[slide]):
                # a title slide's title and the subtitle's first line under it, as one heading
                # over two lines is printed ("Law 79" / "Tricks Won")
                lines += [*titles, others[0], ""]
                others = others[1:]
            else:
                others = titles + others
            for paragraph in others:
                lines += [paragraph, ""]
        if not any(lines):
            raise self.refuse(name, "no words on its slides")
        return Document(file=name, format=self.format, streams=(Stream.of_lines(None, lines),),
                        notes=(f"{len(slides)} slide(s) read in the deck's order; each slide's footer, date and "
                               "number left out, the speaker's notes not read, list numbers drawn as PowerPoint "
                               "draws them",))


def _slide_order(trees: dict) -> list[str]:
    """The slides' parts in the order the deck shows them (``p:sldIdLst``), else by their number."""
    found = sorted((n for n in trees if n.startswith("ppt/slides/")), key=lambda n: int(re.sub(r"\D", "", n)))
    rels, deck = trees.get("ppt/_rels/presentation.xml.rels"), trees.get(PRESENTATION)
    if rels is None or deck is None:
        return found
    targets = {r.get("Id"): posixpath.normpath(posixpath.join("ppt", r.get("Target", "")))
               for r in rels.iter(f"{_REL}Relationship")}
    ordered = [targets.get(s.get(f"{_R}id")) for s in deck.iter(f"{_P}sldId")]
    ordered = [n for n in ordered if n in trees]
    return ordered or found


def _is_title_slide(slide) -> bool:
    """Whether ``slide`` is a deck's title slide: a centred title over a subtitle."""
    kinds = {ph.get("type") for ph in slide.iter(f"{_P}ph")}
    return "ctrTitle" in kinds and "subTitle" in kinds


def _slide_paragraphs(slide) -> tuple[list[str], list[str]]:
    """A slide's paragraphs as a viewer reads them: its title's, then its other boxes' in the
    order they were drawn (tables a row a line, cells apart by tabs)."""
    titles, others = [], []
    for shape in slide.iter():
        if shape.tag == f"{_P}sp":
            kind = next((ph.get("type", "body") for ph in shape.iter(f"{_P}ph")), None)
            if kind in _FURNITURE:
                continue
            body = shape.find(f"{_P}txBody")
            if body is not None:
                (titles if kind in _TITLES else others).extend(_box(body))
        elif shape.tag == f"{_A}tbl":
            for row in shape.iter(f"{_A}tr"):
                cells = [" ".join(_box(body)) for cell in row.iter(f"{_A}tc")
                         if (body := cell.find(f"{_A}txBody")) is not None]
                if any(cells):
                    others.append("\t".join(cells))
    return titles, others


def _box(body) -> list[str]:
    """The paragraphs of one text box, each with the number PowerPoint draws before it."""
    counts: dict[int, tuple[str, int]] = {}  # level → (the list's type, its last number)
    out = []
    for p in body.findall(f"{_A}p"):
        words = "".join(_words(p)).strip()
        props = p.find(f"{_A}pPr")
        level = min(max(int(props.get("lvl", "0")) if props is not None and props.get("lvl", "0").isdigit()
                        else 0, 0), 8)
        auto = props.find(f"{_A}buAutoNum") if props is not None else None
        for deeper in [k for k in counts if k > level]:  # a shallower paragraph restarts deeper lists
            del counts[deeper]
        if not words:
            continue
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
