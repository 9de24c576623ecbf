"""An XPS document (.xps, and OpenXPS, .oxps): a text printed to a file — Word's "Save as XPS",
Windows' "Microsoft XPS Document Writer" — read as the printed page reads.

The file is a zip (an OPC package): the package's relationship ``fixedrepresentation``
(``_rels/.rels``) names the document sequence (``FixedDocumentSequence.fdseq``), whose
``DocumentReference`` elements name its documents (``FixedDocument.fdoc``), whose ``PageContent
Source=`` list gives the pages in order, whatever order the zip stores them in. A page
(``FixedPage``) draws its words as ``Glyphs``: a run of characters (``UnicodeString``) whose
baseline starts at (``OriginX``, ``OriginY``), in a font of ``FontRenderingEmSize``, maybe inside
``Canvas`` elements that move or scale what they hold (``RenderTransform``, a matrix given in place,
as a property element or as a keyed resource of the page). A printer writes a run per line, or
per piece of one (a marker, then its text at the tab stop), and the page's header and footer
wherever it likes in the page's element order.

So each page's runs are placed on the page (the transforms applied, in points), then read as the
page reads: runs whose baselines stand level (within four tenths of the larger font) are one line,
left to right — a space between two runs unless one has it, the next starts with a closing stop
(",", ")") or the glyphs' own advances (``Indices``) show them touching; a small run raised above
the line is a note's mark ("¹") — and lines top to bottom. The pages are then what a PDF's are
(:func:`.pdf.printed_text`): the running header, footer and page numbers removed because they
repeat at the page's edges (:mod:`.furniture`), footnotes after the paragraph they cut, a
paragraph gap a blank line, pages joined.

Not read: the fonts (obfuscated, and no text: a run drawn by glyph indices alone, with no
``UnicodeString``, is counted and said), pictures and paths, the print job's name in the package's
properties (a printer's "Microsoft Word - …", not the document's title). A page set in two
columns is read across both, line by line.

A part is looked up only among the zip's members, by the name its reference gives (absolute, or
relative to the part that names it; percent-escapes read; compared ignoring case, as OPC compares
part names): a reference with a scheme, to another host or climbing out of the package, or naming
a member the zip does not hold, is refused by name, as a damaged zip, malformed XML and a place
or a size that is no number are. The zip is inflated within the bounds of :mod:`.inflate`.
"""

from __future__ import annotations

import math
import posixpath
import re
import zlib
import zipfile
from dataclasses import dataclass
from urllib.parse import unquote
from xml.etree import ElementTree

from .base import Document, FormatReader, Stream, raised
from .furniture import PageLine
from .inflate import TooLarge, zip_names, zip_parts
from .pdf import RAISED_BY, RAISED_SIZE, printed_text

_ROOT_RELS = "_rels/.rels"
_POINTS = 0.75  # XPS's unit is 1/96 inch; the page furniture's places are in points (1/72 inch)
# Runs whose baselines differ by at most this share of the larger font are one line; a line's
# next line stands a font size and more below it.
_LEVEL = 0.4
# Two runs of known width this close (a share of the font size) touch: no space between them.
_TOUCHING = 0.1
# A glyph advanced this many hundredths of an em before the next (a tab stop's gap drawn inside
# one run: "A." and its title) leaves a space between them.
_GAP_ADVANCE = 150
_CLOSING = re.compile(r"^[,.;:!?)\]}»”’%]")
_SCHEME = re.compile(r"^[A-Za-z][A-Za-z0-9+.-]*:")
_MATRIX = re.compile(r"\s*,\s*|\s+")

Matrix = tuple[float, float, float, float, float, float]  # m11, m12, m21, m22, offset x, offset y
_IDENTITY: Matrix = (1.0, 0.0, 0.0, 1.0, 0.0, 0.0)


class _Refused(Exception):
    """What is wrong with the package, said in the refusal."""


@dataclass(frozen=True)
class _Run:
    """One ``Glyphs`` placed on its page, in points: its baseline's start, font size, text, and
    its width when its glyphs' advances tell it."""

    x: float
    y: float
    size: float
    text: str
    width: float | None


class XpsReader(FormatReader):
    format = "xps"
    label = "XPS document"
    suffix = ".xps"

    def sniff(self, data: bytes) -> str | None:
        if not data.startswith(b"PK\x03\x04"):
            return None
        sequence = next((n for n in _pieces(zip_names(data) or []) if n.lower().endswith(".fdseq")), None)
        return f"a zip archive holding an XPS document sequence ({sequence[:80]})" if sequence else None

    def read(self, data: bytes, name: str) -> Document:
        try:
            pages, listed_again, textless = _read_pages(data)
        except TooLarge as exc:
            raise self.refuse(name, str(exc)) from None
        except _Refused as exc:
            raise self.refuse(name, str(exc)) from None
        except (zipfile.BadZipFile, OSError, ValueError, NotImplementedError, RuntimeError, EOFError,
                zlib.error) as exc:
            raise self.refuse(name, f"not a readable zip ({type(exc).__name__}: {exc})") from None
        if not any(line.text for page in pages for line in page):
            raise self.refuse(name, f"no text: none of its {len(pages)} page(s) draws characters (glyphs with a "
                                    "Unicode string), only pictures or glyphs of a font")
        lines, removed, title = printed_text(pages)
        notes = [f"{len(pages)} page(s) read in the order of its page list"]
        if listed_again:
            notes.append(f"{listed_again} page(s) its page list names again not read again")
        if textless:
            notes.append(f"{textless} run(s) of glyphs with no Unicode string (drawn by the font's glyph indices "
                         "alone) not read")
        return Document(file=name, format=self.format, streams=(Stream.of_lines(None, lines),),
                        notes=tuple(notes + removed), title=title)


def _read_pages(data: bytes) -> tuple[list[list[PageLine]], int, int]:
    """The package's pages in the order of its page list, each its lines; how many pages the
    list names again; how many runs have no text."""
    physical = zip_names(data)
    if physical is None:
        raise _Refused("a damaged zip archive: it cannot be opened")
    pieces = _pieces(physical)  # each part's name → its members (a part stored in pieces: several)
    names = list(pieces)
    members = {n.lower(): n for n in names}

    def read(wanted) -> dict[str, bytes]:  # the parts named, each its pieces joined
        got = zip_parts(data, [m for w in wanted for m in pieces.get(w, [w])])
        return {w: b"".join(got[m] for m in pieces.get(w, [w])) for w in wanted
                if all(m in got for m in pieces.get(w, [w]))}

    structure = read([n for n in names if n.lower().endswith((".rels", ".fdseq", ".fdoc"))])
    sequence = _sequence(structure, members)
    structure.update(read([sequence] if sequence not in structure else []))
    documents = [_resolve(ref, sequence, members, "its document sequence")
                 for ref in _sources(_parsed(structure, sequence), "DocumentReference")]
    structure.update(read([d for d in documents if d not in structure]))  # parts named otherwise
    listed = []
    for document in documents:
        listed += [_resolve(ref, document, members, "its page list")
                   for ref in _sources(_parsed(structure, document), "PageContent")]
    order = list(dict.fromkeys(listed))  # a page named twice is one page
    parts = read(order)
    pages, textless = [], 0
    for number, part in enumerate(order, start=1):
        runs, none = _runs(_parsed(parts, part), f"page {number} ({part})")
        pages.append(_lines(runs))
        textless += none
    return pages, len(listed) - len(order), textless


# A part stored in pieces, as the package format allows and virtual printers write it:
# "Documents/1/Pages/1.fpage/[0].piece", "[1].piece", …, "[n].last.piece"
_PIECE = re.compile(r"^(?P<part>.+)/\[(?P<n>\d{1,6})\](?P<last>\.last)?\.piece$", re.IGNORECASE)


def _pieces(names: list[str]) -> dict[str, list[str]]:
    """Each part's name and the members that hold it, in order: the member itself, or a part's
    pieces (numbered from 0, its last so marked) where they are all there."""
    parts: dict[str, list[str]] = {}
    pieced: dict[str, dict[int, str]] = {}
    last: dict[str, int] = {}
    for name in names:
        m = _PIECE.match(name)
        if m is None:
            parts.setdefault(name, [name])
            continue
        pieced.setdefault(m["part"], {})[int(m["n"])] = name
        if m["last"]:
            last[m["part"]] = int(m["n"])
    for part, found in pieced.items():
        end = last.get(part)
        if end is not None and all(k in found for k in range(end + 1)):  # (a part with a piece missing: none)
            parts.setdefault(part, [found[k] for k in range(end + 1)])
    return parts


def _sequence(structure: dict[str, bytes], members: dict[str, str]) -> str:
    """The document sequence: the part the package's ``fixedrepresentation`` relationship names,
    else the one ``.fdseq`` member."""
    rels = members.get(_ROOT_RELS)
    if rels in structure:
        for rel in _parsed(structure, rels).iter():
            if _local(rel.tag) == "Relationship" and rel.get("Type", "").endswith("/fixedrepresentation"):
                return _resolve(rel.get("Target", ""), "", members, "its package relationships")
    found = [n for n in structure if n.lower().endswith(".fdseq")]
    if len(found) != 1:
        raise _Refused("no document sequence named by its package relationships"
                       + (f", and {len(found)} .fdseq parts" if found else ""))
    return found[0]


def _sources(root, element: str) -> list[str]:
    return [el.get("Source", "") for el in root.iter() if _local(el.tag) == element]


def _resolve(reference: str, part: str, members: dict[str, str], what: str) -> str:
    """The zip member ``reference`` names, given in ``part`` (absolute, or relative to that part's
    folder): never a path outside the package, never a member the zip lacks."""
    shown = " ".join(reference.split())[:80] or "nothing"
    target = reference.strip().split("#", 1)[0]
    if not target or _SCHEME.match(target) or target.startswith("//") or "\\" in target:
        raise _Refused(f"{what} names {shown}, which is no part of the package")
    path = unquote(target) if target.startswith("/") else f"{posixpath.dirname(part)}/{unquote(target)}"
    kept: list[str] = []
    for segment in path.split("/"):
        if segment == "..":
            if not kept:
                raise _Refused(f"{what} names {shown}, outside the package")
            kept.pop()
        elif segment not in ("", "."):
            kept.append(segment)
    member = members.get("/".join(kept).lower())
    if member is None:
        raise _Refused(f"{what} names {shown}, which the file does not hold")
    return member


def _parsed(parts: dict[str, bytes], part: str):
    try:
        return ElementTree.fromstring(parts[part])
    except (ElementTree.ParseError, ValueError, LookupError) as exc:  # also an encoding expat lacks
        raise _Refused(f"damaged: {part} is not well-formed XML ({exc})") from None


def _local(tag) -> str:
    return tag.rsplit("}", 1)[-1] if isinstance(tag, str) else ""


# -- a page's runs -------------------------------------------------------------------------------

def _runs(page, where: str) -> tuple[list[_Run], int]:
    """The page's ``Glyphs`` placed on it (through its ``Canvas`` elements), and how many have no
    text. A walk without recursion: canvases nest as deep as a file likes."""
    keyed = {el.get(key): el.get("Matrix", "") for el in page.iter() if _local(el.tag) == "MatrixTransform"
             for key in el.keys() if _local(key) == "Key"}
    runs, textless = [], 0
    stack = [(page, _IDENTITY)]
    while stack:
        parent, matrix = stack.pop()
        for el in parent:
            kind = _local(el.tag)
            if kind == "Canvas":
                stack.append((el, _compose(matrix, _transform(el, keyed, where))))
            elif kind == "Glyphs":
                run = _run(el, _compose(matrix, _transform(el, keyed, where)), where)
                if run is None:
                    textless += el.get("UnicodeString") is None
                else:
                    runs.append(run)
    return runs, textless


def _number(value: str | None, what: str, where: str) -> float:
    try:
        number = float(value) if value is not None else math.nan
    except ValueError:
        number = math.nan
    if not math.isfinite(number):
        shown = " ".join((value or "none").split())[:40]
        raise _Refused(f"{where}: a Glyphs {what} that is no number ({shown})")
    return number


def _run(glyphs, matrix: Matrix, where: str) -> _Run | None:
    """One ``Glyphs`` on the page (``matrix``: the transforms it is drawn through), or None for one
    with no text or no size."""
    text = glyphs.get("UnicodeString")
    if text is None:
        return None
    text = text[2:] if text.startswith("{}") else text  # the escape of a string that opens with "{"
    x0 = _number(glyphs.get("OriginX"), "origin", where)
    y0 = _number(glyphs.get("OriginY"), "origin", where)
    em = abs(_number(glyphs.get("FontRenderingEmSize"), "font size", where))
    a, b, c, d, e, f = matrix
    x, y, scale = a * x0 + c * y0 + e, b * x0 + d * y0 + f, math.sqrt(abs(a * d - b * c))
    size = em * scale * _POINTS
    if not all(math.isfinite(v) for v in (x, y, size)):
        raise _Refused(f"{where}: a Glyphs placed past any page")
    if not text.strip() or size <= 0:
        return None
    advances = _advances(glyphs.get("Indices"), len(text))
    if advances is not None:
        text = "".join(ch + (" " if i + 1 < len(text) and advances[i] >= _GAP_ADVANCE and not ch.isspace()
                                 and not text[i + 1].isspace() else "") for i, ch in enumerate(text))
    width = sum(advances) / 100 * size if advances is not None else None
    return _Run(x * _POINTS, y * _POINTS, size, text, width)


def _advances(indices: str | None, count: int) -> list[float] | None:
    """Each glyph's advance (hundredths of an em) when ``Indices`` gives one for every character,
    one glyph each (no cluster mapping); else None, the font's own widths being unknown."""
    if not indices or "(" in indices:
        return None
    mappings = indices.split(";")
    if len(mappings) != count:
        return None
    out = []
    for mapping in mappings:
        fields = mapping.split(",")
        try:
            advance = float(fields[1]) if len(fields) > 1 and fields[1].strip() else math.nan
        except ValueError:
            return None
        if not math.isfinite(advance):
            return None
        out.append(advance)
    return out


def _transform(el, keyed: dict[str, str], where: str) -> Matrix:
    """An element's own ``RenderTransform``: in place ("1,0,0,1,0,20"), as a keyed resource
    ("{StaticResource name}"), or as a property element holding a ``MatrixTransform``."""
    value = el.get("RenderTransform")
    if value is None:
        prop = next((child for child in el if _local(child.tag).endswith(".RenderTransform")), None)
        inner = next(iter(prop), None) if prop is not None else None
        value = inner.get("Matrix") if inner is not None and _local(inner.tag) == "MatrixTransform" else None
    elif value.strip().startswith("{"):
        key = value.strip().strip("{}").split()[-1] if value.strip().strip("{}").split() else ""
        value = keyed.get(key)  # a resource this page does not hold (a remote dictionary): not moved
    if value is None:
        return _IDENTITY
    try:
        numbers = [float(v) for v in _MATRIX.split(value.strip())]
    except ValueError:
        numbers = []
    if len(numbers) != 6 or not all(math.isfinite(v) for v in numbers):
        raise _Refused(f"{where}: a RenderTransform that is no matrix ({' '.join(value.split())[:40]})")
    return tuple(numbers)  # type: ignore[return-value]


def _compose(outer: Matrix, inner: Matrix) -> Matrix:
    """``inner`` applied first, then ``outer`` (a canvas's transform, then its parent's)."""
    a, b, c, d, e, f = outer
    p, q, r, s, t, u = inner
    return (p * a + q * c, p * b + q * d, r * a + s * c, r * b + s * d, t * a + u * c + e, t * b + u * d + f)


# -- a page's lines ------------------------------------------------------------------------------

def _lines(runs: list[_Run]) -> list[PageLine]:
    """The page's runs as its lines, top to bottom: runs whose baselines stand level are one line."""
    groups: list[list[_Run]] = []
    anchor: _Run | None = None  # the largest run of the line being gathered: its baseline is the line's
    for run in sorted(runs, key=lambda r: (r.y, r.x)):
        if anchor is not None and run.y - anchor.y <= _LEVEL * max(run.size, anchor.size):
            groups[-1].append(run)
            anchor = run if run.size > anchor.size else anchor
        else:
            groups.append([run])
            anchor = run
    return [_line(group) for group in groups]


def _line(group: list[_Run]) -> PageLine:
    """One line's runs left to right as its text."""
    base = max(group, key=lambda r: r.size)
    out: list[str] = []
    before: _Run | None = None
    for run in sorted(group, key=lambda r: r.x):
        text = run.text
        if run.size < RAISED_SIZE * base.size and run.y < base.y - RAISED_BY * base.size:
            out.append(raised(text.strip()))  # a note's mark, smaller and raised as a PDF's: on the word before it
        elif before is not None and not _touches(before, run) and not out[-1][-1:].isspace() \
                and not text[:1].isspace():
            out += [" ", text]
        else:
            out.append(text)
        before = run
    return PageLine(text=" ".join("".join(out).split()), top=base.y - base.size, size=base.size)


def _touches(before: _Run, run: _Run) -> bool:
    """Whether ``run`` goes on the word ``before`` ends: a closing stop, or glyphs whose advances
    show no gap between them."""
    if _CLOSING.match(run.text):
        return True
    return before.width is not None and run.x - (before.x + before.width) < _TOUCHING * before.size
