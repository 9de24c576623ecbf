"""The data model every stage shares: plain, immutable dataclasses.

This module imports nothing from the rest of the package. Readers build these
objects, the merger combines them, ``yamlio`` turns them into YAML and back,
and the index and the site read them.

Identifiers: a unit's ``ref`` is its stable id in canonical form (``75D2``,
``45C4(B)``, ``9A2(B)(1)``); how it is printed is rendering's business.
"""

from __future__ import annotations

from dataclasses import dataclass, field, replace

# The editions are data: laws/editions.yaml, read by bridge_laws.corpus.editions.
LANGS = ("ru", "en")

# The parts of the Laws printed before Law 1 that are not laws, by their ref (the English name),
# each with the words that head it in a text, lower case.
FRONT_PARTS = {
    "Introduction": ("introduction", "введение", "предисловие"),
    "Definitions": ("definitions", "определения"),
    "Scope": ("scope", "область применения", "сфера применения"),
}


def reader_order(missing_text: bool, lang: str, edition: int, want: str) -> tuple:
    """The sort key of the versions of one unit, the one a reader would open first: with text
    before the structure alone, in ``want`` before the other language, the newest edition first
    (a ref's jump, an answer's version, `show` without --lang; the site's scripts: site.js)."""
    return missing_text, lang != want, -edition


# Every edition since 1987 numbers its laws 1 to 93: a header of "Law 94" or "Law 0" names no law.
LAST_LAW = 93

# The levels of the law hierarchy, from the law itself down.
UNIT_KINDS = ("law", "section", "subsection", "item", "subitem")


@dataclass(frozen=True, order=True)
class Location:
    """Where something came from: a source file (name inside laws/sources/) and a 1-based line."""

    file: str
    line: int

    def __str__(self) -> str:
        return f"{self.file}:{self.line}"


@dataclass(frozen=True)
class Footnote:
    """A note attached to a unit. ``text`` is None when the marker's note is not in any source."""

    marker: str
    text: str | None
    refs: tuple[str, ...] = ()
    where: Location | None = None


@dataclass(frozen=True)
class Table:
    """A table as the book prints it, cleaned.

    ``rows`` are the body rows: a row's first cell is its label (a string, ``""`` when the book
    prints none), the other cells are numbers where the book prints a number, else text
    («стоимость взятки»). ``header`` holds the column headings, one tuple per header row, one cell
    per column; a heading that spans several columns is repeated in each (``("", "ДО ЗОНЫ",
    "ДО ЗОНЫ", "ДО ЗОНЫ", "В ЗОНЕ", …)``). ``after`` is how many paragraphs of the unit's text the
    book prints before the table (None: after all of them). ``anchor`` is the table's stable id
    (``77-t3``: the unit's ref, then its place among the unit's tables); ``source`` the lines
    the table was read from (its caption, then its rows), the first at ``where``.
    """

    rows: tuple[tuple, ...]
    caption: str | None = None
    header: tuple[tuple[str, ...], ...] = ()
    after: int | None = None
    anchor: str | None = None
    source: tuple[str, ...] = ()
    where: "Location | None" = None

    @property
    def width(self) -> int:
        return max((len(r) for r in self.rows + self.header), default=0)

    def text_rows(self) -> tuple[tuple[str, ...], ...]:
        """Header rows, then body rows, every cell as text (for search and plain output)."""
        return tuple(tuple(str(c) for c in r) for r in self.header + self.rows)


@dataclass(frozen=True)
class Citation:
    """A cross-reference found in a unit's text, before resolution."""

    ref: str  # canonical target, e.g. "47E2"
    text: str  # the words in the source that made it, e.g. "правило 47E2"
    where: Location | None = None


@dataclass(frozen=True)
class Unit:
    """One addressable unit: a law, section (A), subsection (1), item ((A)) or subitem ((1)).

    ``text`` is the unit's own text (paragraphs separated by a blank line), without
    the text of its children. ``missing_text`` is True when no source has the text
    and the unit is known only from the skeleton (table of contents, markers).
    """

    ref: str
    law: int
    kind: str
    marker: str
    title: str | None = None
    text: str | None = None
    children: tuple["Unit", ...] = ()
    footnotes: tuple[Footnote, ...] = ()
    refs: tuple[str, ...] = ()
    page: int | None = None
    tables: tuple[Table, ...] = ()
    sources: tuple[Location, ...] = ()
    missing_text: bool = False
    partial: bool = False  # the text shown is only part of the unit: a printed page is missing

    def walk(self):
        """This unit and all its descendants, in document order."""
        yield self
        for child in self.children:
            yield from child.walk()

    def with_(self, **changes) -> "Unit":
        return replace(self, **changes)


@dataclass(frozen=True)
class Heading:
    """A heading above laws: ``level`` is chapter (Глава), division (the middle level,
    underlined ``== == ==`` in the 1991 book) or part (Раздел)."""

    level: str
    number: str  # Roman numeral as printed, e.g. "VIII"
    title: str | None = None
    page: int | None = None


@dataclass(frozen=True)
class Law:
    """A law of one edition in one language: its headings path and its unit tree."""

    edition: int
    lang: str
    number: int
    headings: tuple[Heading, ...]
    unit: Unit

    @property
    def title(self) -> str | None:
        return self.unit.title


@dataclass(frozen=True)
class SubjectEntry:
    """An entry of the subject index: term, the laws it points to, see-references, sub-entries."""

    term: str
    laws: tuple[int, ...] = ()
    see: tuple[str, ...] = ()
    see_also: tuple[str, ...] = ()
    children: tuple["SubjectEntry", ...] = ()
    where: Location | None = None


@dataclass(frozen=True)
class Issue:
    """A problem found while building or checking: something a maintainer should look at."""

    kind: str  # e.g. "dangling-ref", "text-conflict", "skeleton-mismatch"
    message: str
    where: Location | None = None

    def __str__(self) -> str:
        return f"{self.where}: {self.kind}: {self.message}" if self.where else f"{self.kind}: {self.message}"


@dataclass(frozen=True)
class Fragment:
    """What a reader found of one unit in one source, before merging.

    ``ref`` is canonical. ``paragraphs`` are already joined lines (hyphenation undone).
    ``partial`` is True when the source shows only part of the unit's text, because a
    printed page before or after it is missing from the source.
    """

    edition: int
    lang: str
    ref: str
    kind: str
    marker: str
    where: Location
    title: str | None = None
    paragraphs: tuple[str, ...] = ()
    footnotes: tuple[Footnote, ...] = ()
    tables: tuple[Table, ...] = ()
    page: int | None = None
    partial: bool = False


@dataclass(frozen=True)
class SkeletonUnit:
    """A unit known from the Cyrillic-less copy: it exists, in this order, on this page."""

    ref: str
    kind: str
    marker: str
    page: int | None
    where: Location
    citations: tuple[Citation, ...] = ()
    footnote_markers: int = 0


@dataclass(frozen=True)
class SourceText:
    """Everything one reader extracted from one source file."""

    file: str
    kind: str
    edition: int
    langs: tuple[str, ...]
    fragments: tuple[Fragment, ...] = ()
    headings: tuple[tuple[int, str, Heading], ...] = ()  # (law, lang, heading above that law)
    skeleton: tuple[SkeletonUnit, ...] = ()
    subjects: tuple[SubjectEntry, ...] = ()
    issues: tuple[Issue, ...] = ()
    # the parts of the Laws that are not laws (Introduction, Definitions, Scope): kind "front",
    # ref the part's name
    front: tuple[Fragment, ...] = ()
    # what the reader did that the person importing the text should be told, and that is no problem
    # of the corpus: lines dropped as page or site furniture, markers or letters it inferred
    notes: tuple[Issue, ...] = ()
    # the laws whose sections it letters by the Russian alphabet («Б.»): «правило 73В» in them
    # cites 73C (refs)
    alphabet: tuple[int, ...] = ()


@dataclass(frozen=True)
class Corpus:
    """Everything ``build`` produces: laws per (edition, lang), subject indexes, issues."""

    laws: tuple[Law, ...]
    subjects: dict = field(default_factory=dict)  # (edition, lang) -> tuple[SubjectEntry, ...]
    issues: tuple[Issue, ...] = ()
    # (edition, lang) -> the units that are not laws (Introduction, Definitions, Scope), in order:
    # kind "front", ref the part's English name, law 0
    front: dict = field(default_factory=dict)

    def get(self, edition: int, lang: str, number: int) -> Law | None:
        for law in self.laws:
            if (law.edition, law.lang, law.number) == (edition, lang, number):
                return law
        return None

    def versions(self) -> list[tuple[int, str]]:
        return sorted({(law.edition, law.lang) for law in self.laws})
