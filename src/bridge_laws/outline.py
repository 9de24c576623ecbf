"""The numbering scheme of the printed Laws, shared by every reader.

A law holds sections ``A.``–``H.``, a section subsections ``1.``–``11.``, a
subsection items ``(A).``–``(D).``, an item subitems ``(1).``, ``(2).``.

A line that merely looks like a marker (``50.`` inside running text, ``S.O.``)
is told apart by the order the book follows: a marker is accepted only when it
is the next one expected at its level (``C`` after ``B``, ``3`` after ``2``),
or when the reader does not yet know where it is (a fragment that starts in the
middle of a law).
"""

from __future__ import annotations

import re
from dataclasses import dataclass

from .refs import LOOKALIKES

# The Russian sources type Cyrillic look-alikes («С», «Е») for the Latin section letters now and
# then («правило 45Е», «А.»): markers are read through refs.LOOKALIKES.
LETTERS = "ABCDEFGH"

# A section marker: «A.Первый ход закрытой картой», «C.», «E.,» (the stripped copy).
# The letter must not be followed by another «X.» («S.O.», «N.S.» are not markers).
SECTION_RE = re.compile(r"^([A-HАВСЕН])\.(?![A-Za-zА-Яа-я]\.)(.*)$")
# A subsection marker: «1.Карта вистующего», «2., -» (stripped). Two digits at most:
# «1987.» is a year, not a marker.
SUBSECTION_RE = re.compile(r"^(\d{1,2})\.(?!\d)(.*)$")
# An item: «(A).Никто впоследствие не сыграл», «(B)…» without the dot in some prints.
ITEM_RE = re.compile(r"^\(([A-HАВСЕН])\)\.?(.*)$")
SUBITEM_RE = re.compile(r"^\((\d)\)\.(.*)$")

KIND_RES = (
    ("section", SECTION_RE),
    ("subsection", SUBSECTION_RE),
    ("item", ITEM_RE),
    ("subitem", SUBITEM_RE),
)
DEPTH = {"law": 0, "section": 1, "subsection": 2, "item": 3, "subitem": 4}
KINDS_BY_DEPTH = {d: k for k, d in DEPTH.items()}


def match_marker(line: str) -> tuple[str, str, str] | None:
    """(kind, marker, rest) when ``line`` (stripped) begins with a unit marker."""
    for kind, regex in KIND_RES:
        m = regex.match(line)
        if m:
            return kind, m.group(1).translate(LOOKALIKES), m.group(2)
    return None


def marker_ref(kind: str, marker: str) -> str:
    """The piece a marker adds to a ref: ``C``, ``4``, ``(B)``, ``(1)``; nothing for a level the
    text skips (marker "": items straight under a section, ``81C(A)``)."""
    if not marker:
        return ""
    return f"({marker})" if kind in ("item", "subitem") else marker


def next_marker(kind: str, marker: str) -> str:
    if kind in ("section", "item"):
        i = LETTERS.find(marker)
        return LETTERS[i + 1] if 0 <= i < len(LETTERS) - 1 else "?"
    return str(int(marker) + 1)


def first_marker(kind: str) -> str:
    return "A" if kind in ("section", "item") else "1"


def _place(kind: str, marker: str) -> int:
    """Where a marker stands in its level's order (A 0, B 1 …; 1 1, 2 2 …); -1 for none."""
    if kind in ("section", "item"):
        return LETTERS.find(marker)
    return int(marker) if marker.isdigit() else -1


@dataclass
class Outline:
    """Where a reader is in the law: the markers of the open units, from the law down.

    ``path`` holds (kind, marker) pairs. ``law`` is None while the reader is in a
    fragment whose law is not known yet; refs are then relative (built later).
    """

    law: int | None = None
    path: list = None  # list[tuple[str, str]]
    anchored: bool = False  # True once the position inside the law is known
    gap: bool = False  # words left out here: the next marker may skip some of its level

    def __post_init__(self):
        if self.path is None:
            self.path = []

    def start_law(self, number: int | None) -> None:
        self.law = number
        self.path = []
        self.anchored = True

    def unanchor(self) -> None:
        """A gap in the source (a missing page): any marker may come next."""
        self.anchored = False

    def leave_gap(self) -> None:
        """Words left out here (a quote's «[...]»): the next marker may skip some of its level,
        as long as it comes after the one before (2., then 4.), the units above kept."""
        self.gap = True

    def expects(self, kind: str, marker: str) -> bool:
        """Is ``marker`` of ``kind`` the next one the book can print here?"""
        if not self.anchored:
            return True
        depth = DEPTH[kind]
        if depth > len(self.path) + 1:
            return False  # an item cannot open directly under a section
        if depth == len(self.path) + 1:
            return marker == first_marker(kind) or self.gap
        prev_kind, prev_marker = self.path[depth - 1]
        if prev_marker is None:  # a level the fragment never showed: any marker may follow
            return prev_kind == kind
        if prev_marker == "":  # a level the text skipped: it may still start there
            return prev_kind == kind and marker == first_marker(kind)
        if self.gap and prev_kind == kind:
            return _place(kind, marker) > _place(kind, prev_marker)
        return prev_kind == kind and marker == next_marker(kind, prev_marker)

    def enter(self, kind: str, marker: str) -> None:
        depth = DEPTH[kind]
        self.gap = False
        if not self.anchored:
            # a page that starts with «1.»: its section is on a page the source lacks
            self.path = [(KINDS_BY_DEPTH[d], None) for d in range(1, depth)]
        del self.path[depth - 1:]
        self.path.append((kind, marker))
        self.anchored = True

    def enter_below(self, kind: str, marker: str) -> None:
        """Open a unit more than one level below the open ones, the levels between skipped
        (marker ""): "(a)" straight under section C after "… has the duty to:" is ``C(A)``."""
        depth = DEPTH[kind]
        self.path = self.path + [(KINDS_BY_DEPTH[d], "") for d in range(len(self.path) + 1, depth)]
        self.enter(kind, marker)

    def relative(self) -> str:
        return "".join(marker_ref(k, m) for k, m in self.path)

    def ref(self) -> str | None:
        if self.law is None:
            return None
        return f"{self.law}{self.relative()}"

    def ref_at(self, depth: int) -> str:
        """The ref of the open units down to ``depth`` levels below the law."""
        return f"{self.law}" + "".join(marker_ref(k, m or "") for k, m in self.path[:depth])


def roman_to_int(numeral: str) -> int:
    values = {"I": 1, "V": 5, "X": 10, "L": 50}
    total = 0
    for a, b in zip(numeral, numeral[1:] + " "):
        v = values.get(a, 0)
        total += -v if values.get(b, 0) > v else v
    return total


@dataclass(frozen=True)
class HeadingToken:
    """A heading above laws as it appears in a source, before its level is known."""

    number: str  # Roman
    title: str | None
    rule: str  # "double" (=== line) or "spaced" (== == == line)
    word: str | None  # «Глава», «Раздел», "CHAPTER" … when the source still has it
    law_after: int | None  # the first law printed after it, if known
    line: int


LEVEL_WORDS = {"глава": "chapter", "chapter": "chapter", "раздел": "part", "часть": "division"}


def assign_levels(tokens: list[HeadingToken]) -> list[str] | None:
    """Give each heading its level: chapter, division or part.

    The book numbers chapters I, II, … through the whole book, divisions afresh in
    each chapter, parts afresh in each division (or chapter). A heading underlined
    ``== == ==`` is a division. A ``===`` heading is a chapter or a part, and only
    the numbering tells which: in the Cyrillic-less copy «VI -» before Law 40 is
    part VI of chapter V, the next «VI -» is chapter VI. Where a source still has
    the word (Глава/Раздел) it decides. The search keeps the first assignment in
    which every number follows its predecessor at that level.
    """
    levels: list[str] = []

    def options(tok: HeadingToken) -> list[str]:
        if tok.word and tok.word.lower() in LEVEL_WORDS:
            return [LEVEL_WORDS[tok.word.lower()]]
        if tok.rule == "spaced":
            return ["division"]
        return ["chapter", "part"]

    def solve(i: int, chapter: int, division: int, part: int) -> bool:
        if i == len(tokens):
            return True
        n = roman_to_int(tokens[i].number)
        if (i, chapter, division, part) in dead:
            return False
        for level in options(tokens[i]):
            if tokens[i].word:  # the word decides; a partial source may skip numbers
                state = {"chapter": (n, 0, 0), "division": (chapter, n, 0), "part": (chapter, division, n)}[level]
            elif level == "chapter" and (n == chapter + 1 or chapter == 0):
                state = (n, 0, 0)
            elif level == "division" and n == division + 1:
                state = (chapter, n, 0)
            elif level == "part" and n == part + 1:
                state = (chapter, division, n)
            else:
                continue
            levels.append(level)
            if solve(i + 1, *state):
                return True
            levels.pop()
        dead.add((i, chapter, division, part))
        return False

    dead: set = set()
    if len(tokens) > 400:  # far more headings than any book has: not worth a search
        return None
    return levels if solve(0, 0, 0, 0) else None
