"""Reader for the standard layout of the Laws (kind ``standard``): the WBF layout since 1997,
in English or Russian, one language per text.

The interface every format shares (plain text, and the PDF, DOCX, HTML and Markdown readers that
turn their files into lines at read time)::

    read_standard(lines, file, edition, lang=None, numbers=None) -> SourceText

``lines`` is the text as lines without line ends (a ``str`` is split on ``\\n``). A page break
is a form feed (``\\f``, as pdftotext and pypdf print between pages) at the start of a line.
``numbers`` gives, for each line, the number reported in ``file:line`` (default 1, 2, 3, …).
The result holds one Fragment per unit (law, section, subsection, item, subitem) with its
canonical ref, title, paragraphs and footnotes; chapter headings; and the Introduction,
Definitions and Scope as ``front`` (units that are not laws).

What the layout looks like::

    CHAPTER II – PRELIMINARIES                   a chapter heading (the title may be on the next line)
    LAW 16 - UNAUTHORISED INFORMATION            law headers: "Law 16: Title", «ПРАВИЛО 16. …»,
                                                 «Правило 16.», «ЗАКОН 16. …», «Закон 16»
    A. Players' Use of Information               a section with its title; its text on the next line
    1. A player may …                            a subsection
    (a) when …                                   an item; "1. (a) When …" opens both
    (i) …  or  (1) …                             a sub-item
    Players should ….*                           a footnote mark (*, ¹, [1]) and, further on,
    * A note of the translator.                  its note

Lines are joined into paragraphs (hyphenation undone); page headers, footers and page numbers are
dropped because they repeat from page to page, whatever they say; a paragraph that a page break
cut in two is joined again.
"""

from __future__ import annotations

import re
from dataclasses import dataclass, field

from ..model import FRONT_PARTS, Footnote, Fragment, Heading, Issue, Location, SourceText
from ..outline import LETTERS, Outline
from ..refs import LOOKALIKES
from ..text.textfix import join_lines, normalize_space

# -- what a line can be -------------------------------------------------------------------------

# "LAW 16 - UNAUTHORISED INFORMATION", "Law 16: Title", «ПРАВИЛО 16. …», «Закон 16». The number
# must end the line or be followed by a separator: "Law 16 applies …" wrapped to the start of a
# line is running text.
LAW_WORDS = {"en": r"LAW|Law", "ru": r"ПРАВИЛО|Правило|ЗАКОН|Закон"}
LAW_HEADER_RE = re.compile(r"^(?P<word>LAW|Law|ПРАВИЛО|Правило|ЗАКОН|Закон)\s+(?P<n>[1-9]\d{0,2})"
                           r"\s*(?:$|[-–—:.]\s*(?P<title>.*)$)")
# "CHAPTER II – PRELIMINARIES", «Глава II. Предварительные положения», "Chapter 2".
CHAPTER_RE = re.compile(r"^(?P<word>CHAPTER|Chapter|ГЛАВА|Глава)\s+(?P<n>[IVXL]+|\d{1,2})\b\s*[-–—:.]?\s*(?P<title>.*)$")
# The parts of the Laws that are not laws, each as a heading on a line of its own before Law 1.
FRONT_NAMES = {word: ref for ref, words in FRONT_PARTS.items() for word in words}
FRONT_RE = re.compile(r"^(?P<name>" + "|".join(re.escape(w) for w in sorted(FRONT_NAMES, key=len, reverse=True))
                      + r")\b(?P<rest>.{0,60})$", re.IGNORECASE)
# Markers. A section letter with a dot and a space (or the end): "A. Title"; "A.N. Other" is no
# marker. Cyrillic letters are read by the alphabet the text uses (see _Letters).
SECTION_RE = re.compile(r"^(?P<m>[A-HА-З])\.(?:\s+(?P<rest>.*)|$)")
SUBSECTION_RE = re.compile(r"^(?P<m>[1-9]\d?)\.(?:\s+(?P<rest>.*)|$)")
ITEM_RE = re.compile(r"^\((?P<m>[a-hа-з])\)\.?(?:\s*(?P<rest>.*))$", re.IGNORECASE)
SUBITEM_RE = re.compile(r"^\((?P<m>(?:i{1,3}|iv|vi{0,3}|ix|x)|[1-9])\)\.?(?:\s*(?P<rest>.*))$")
ROMAN = {"i": 1, "ii": 2, "iii": 3, "iv": 4, "v": 5, "vi": 6, "vii": 7, "viii": 8, "ix": 9, "x": 10}
# Footnotes: a note starts a line with its mark ("* A note", "¹ A note", "[1] A note").
NOTE_RE = re.compile(r"^(?P<m>\*{1,3}|[¹²³⁴⁵⁶⁷⁸⁹⁰]{1,2}|\[\d{1,2}\])\s*(?P<rest>\S.*)$")
# A mark in the text: glued to the word or punctuation before it ("information.*", "play¹", "[2]").
MARK_RE = re.compile(r"(?<=[\w.,;:)»”\"])(\*{1,3}|[¹²³⁴⁵⁶⁷⁸⁹⁰]{1,2}|\[\d{1,2}\])"
                     # a superscript that lost its size in a PDF's text: "information.1", "partner2 may"
                     r"|(?<=[a-zа-яё]{3})(\d{1,2})(?=[\s,;:]|$)|(?<=[a-zа-яё]{3}[.,;:])(\d{1,2})(?=\s|$)")
# A note whose mark lost its size too: "1 A note …" at the foot of a page. Taken as a note only
# when the text before carries the mark 1 with no note yet; "1 The Director" otherwise is text.
BARE_NOTE_RE = re.compile(r"^(?P<m>\d{1,2})\s+(?P<rest>\S.*)$")
SUPERSCRIPTS = str.maketrans("¹²³⁴⁵⁶⁷⁸⁹⁰", "1234567890")
TERMINAL = ".:;!?…"
_WORD = re.compile(r"[A-Za-z]+(?:-[A-Za-z]+)*(?![A-Za-z-])")
_LATIN_TAIL = re.compile(r"(?<![A-Za-z])([A-Za-z]+)-$")
_LATIN_HEAD = re.compile(r"([a-z]+)")


def _mark(raw: str) -> str:
    """The marker of a note as stored: "*", "1" for "¹" or "[1]"."""
    return raw.translate(SUPERSCRIPTS).strip("[]")


def lang_of(text: str) -> str:
    """ "ru" when Cyrillic letters outnumber Latin ones, else "en"."""
    cyr = sum(1 for c in text if "а" <= c.lower() <= "я" or c in "ёЁ")
    lat = sum(1 for c in text if "a" <= c.lower() <= "z")
    return "ru" if cyr > lat else "en"


# -- page furniture -----------------------------------------------------------------------------

_DIGITS = re.compile(r"\d+")


def _key(line: str) -> str:
    """What repeats from page to page: the line with its numbers as #, space and case folded."""
    return _DIGITS.sub("#", normalize_space(line).lower())


def _is_structural(line: str) -> bool:
    s = line.strip()
    return bool(LAW_HEADER_RE.match(s) or CHAPTER_RE.match(s) or SECTION_RE.match(s)
                or SUBSECTION_RE.match(s) or ITEM_RE.match(s) or SUBITEM_RE.match(s))


def furniture(lines: list[str]) -> set[int]:
    """Indexes of the lines that are page headers, footers or page numbers.

    With page breaks (``\\f``): a line among the first or last three of a page whose shape
    (numbers as #) recurs at that place on at least two pages in five, e.g. "Laws of
    Duplicate Bridge 2017" over every page and "Page 12" / "- 12 -" / "12" under it.
    Without page breaks: a short line whose shape recurs three times with a different number
    each time (a page number), and short lines repeated word for word beside such lines.
    """
    pages = _pages(lines)
    if len(pages) >= 2:
        return _furniture_by_page(lines, pages)
    return _furniture_by_counter(lines)


def _pages(lines: list[str]) -> list[list[int]]:
    pages: list[list[int]] = [[]]
    for i, line in enumerate(lines):
        if line.startswith("\f"):
            pages.append([])
        if line.strip("\f \t"):
            pages[-1].append(i)
    return [p for p in pages if p]


def _edges(page: list[int]) -> list[int]:
    return sorted(set(page[:3] + page[-3:]))


def _furniture_by_page(lines: list[str], pages: list[list[int]]) -> set[int]:
    seen: dict[str, set[int]] = {}
    for n, page in enumerate(pages):
        for i in _edges(page):
            seen.setdefault(_key(lines[i].strip("\f")), set()).add(n)
    need = max(2, (2 * len(pages) + 4) // 5)
    common = {k for k, on in seen.items() if len(on) >= need}
    out = set()
    for page in pages:
        for i in _edges(page):
            s = lines[i].strip("\f").strip()
            if _key(s) in common and not (_is_structural(s) and not s.rstrip(".").isdigit()):
                out.add(i)
    return out


def _furniture_by_counter(lines: list[str]) -> set[int]:
    shapes: dict[str, list[int]] = {}
    for i, line in enumerate(lines):
        s = line.strip()
        if s and len(s) <= 80 and _DIGITS.search(s) and not _is_structural(s) and len(s.split()) <= 8:
            shapes.setdefault(_key(s), []).append(i)
    counters = set()
    for key, where in shapes.items():
        numbers = {_DIGITS.findall(lines[i])[-1] for i in where}
        if len(where) >= 3 and len(numbers) == len(where):
            counters.update(where)
    repeats: dict[str, list[int]] = {}
    for i, line in enumerate(lines):
        s = line.strip()
        if s and len(s) <= 80 and not _is_structural(s) and i not in counters:
            repeats.setdefault(_key(s), []).append(i)
    out = set(counters)
    for where in repeats.values():
        near = [i for i in where if any(abs(i - c) <= 3 for c in counters)]
        if len(where) >= 3 and len(near) == len(where):
            out.update(where)
    return out


# -- the reader ---------------------------------------------------------------------------------

@dataclass
class _Unit:
    ref: str
    kind: str
    marker: str
    line: int
    title: str | None = None
    paras: list[list[str]] = field(default_factory=list)
    notes: list[Footnote] = field(default_factory=list)
    open: bool = False  # the last paragraph may still go on
    last: "Line | None" = None  # the last line of text it took


@dataclass(frozen=True)
class Line:
    text: str  # stripped, page-break mark removed
    number: int  # as reported in file:line
    after_blank: bool  # a blank line (or a page break) came before it
    after_break: bool  # a page break came before it
    width: int  # the length of the line as printed


class _Letters:
    """Section and item letters. English texts and most Russian ones print the Latin letters
    (or their Cyrillic look-alikes: «А.», «В.», «С.»). A Russian text that prints «Б.» or «(б)»
    letters by its own alphabet: А, Б, В, Г … are the first, second, third, fourth …"""

    RUSSIAN = "АБВГДЕЖЗ"

    def __init__(self, lines: list[str]):
        self.russian = any(re.match(r"^(Б\.|\([бБ]\))(\s|$)", ln.strip()) for ln in lines)

    def latin(self, letter: str) -> str | None:
        up = letter.upper()
        if self.russian and up in self.RUSSIAN:
            return LETTERS[self.RUSSIAN.index(up)]
        up = up.translate(LOOKALIKES)  # the one table of them (refs)
        return up if up in LETTERS else None


class StandardReader:
    def __init__(self, file: str, edition: int, lang: str):
        self.file, self.edition, self.lang = file, edition, lang
        self.units: list[_Unit] = []  # of the current law
        self.fragments: list[Fragment] = []
        self.front: list[_Unit] = []
        self.headings: list[tuple[int, str, Heading]] = []
        self.pending: list[Heading] = []
        self.issues: list[Issue] = []
        self.outline = Outline()
        self.law: int | None = None
        self.note: Footnote | None = None  # a note whose lines may go on
        self.wrap = 0  # the width at which the text was wrapped; 0 when it was not
        self.header = ""  # the current law's header line, as printed
        self.chapters: list[str] = []  # the chapter numbers seen, in order

    # -- the lines -------------------------------------------------------------------------
    def read(self, raw: list[str], numbers: list[int]) -> SourceText:
        drop = furniture(raw)
        self.letters = _Letters(raw)
        self.vocabulary = {w.lower() for ln in raw for w in _WORD.findall(ln)}
        lines = self._lines(raw, numbers, drop)
        self.wrap = _wrap_width(lines)
        i = 0
        while i < len(lines):
            i += self._line(lines, i)
        self._close_law()
        return SourceText(file=self.file, kind="standard", edition=self.edition, langs=(self.lang,),
                          fragments=tuple(self.fragments), headings=tuple(self.headings),
                          issues=tuple(self.issues), front=tuple(self._front()))

    def _lines(self, raw, numbers, drop) -> list[Line]:
        out, blank, brk = [], False, False
        for i, text in enumerate(raw):
            if text.startswith("\f"):
                blank = brk = True
            s = text.replace("\f", "").strip()
            if not s or i in drop:
                blank = blank or not s
                continue
            out.append(Line(s, numbers[i], blank, brk, len(text.replace("\f", "").rstrip())))
            blank = brk = False
        return out

    def _line(self, lines: list[Line], i: int) -> int:
        line = lines[i]
        s = line.text
        law = LAW_HEADER_RE.match(s)
        if law and self.law is not None and int(law.group("n")) == self.law and \
                (line.after_break or normalize_space(s) == self.header):
            return 1  # the law's header again over a new page: a running header
        if law and self._is_law_header(law, lines, i):
            return self._start_law(law, lines, i)
        chapter = CHAPTER_RE.match(s)
        if chapter and self.chapters and _roman_of(chapter.group("n")) == self.chapters[-1]:
            return 1  # the chapter's heading again over a new page
        if chapter and (not chapter.group("title") or len(s) <= 90):
            return self._chapter(chapter, lines, i)
        front = FRONT_RE.match(s)
        if front and self.law is None and self._front_heading(front):
            self.front.append(_Unit(FRONT_NAMES[front.group("name").lower()], "front", "", line.number,
                                    title=s))
            self.note = None
            return 1
        if self.law is None and not self.front:
            return 1  # a title page, contents and other matter before anything we know
        note = NOTE_RE.match(s) or self._bare_note(s)
        if note:
            self._start_note(note, line)
            return 1
        if self.law is not None:
            taken = self._markers(s, line, lines, i)
            if taken:
                return taken
        self._text(s, line, lines, i)
        return 1

    # -- laws and headings -----------------------------------------------------------------
    def _is_law_header(self, m: re.Match, lines: list[Line], i: int) -> bool:
        """A header opens a law of a higher number than the current one ("Law 12." at the start
        of a wrapped line inside Law 40 is a citation), after a paragraph's end: "… as in" /
        "Law 73. The player …" is a citation that the wrapping put at the start of a line."""
        n = int(m.group("n"))
        if self.law is not None and n <= self.law:
            return False
        title = (m.group("title") or "").strip()
        if title and title[0].islower():
            return False
        prev = lines[i - 1] if i else None
        return (prev is None or lines[i].after_blank or title.isupper() or prev.text.isupper()
                or prev.text.rstrip(")»”\"'").endswith(tuple(TERMINAL)) or _is_structural(prev.text))

    def _start_law(self, m: re.Match, lines: list[Line], i: int) -> int:
        self._close_law()
        n = int(m.group("n"))
        title, used = (m.group("title") or "").strip(), 1
        if not title and i + 1 < len(lines) and _title_like(lines[i + 1].text) and \
                not _is_structural(lines[i + 1].text):
            title, used = lines[i + 1].text, 2  # "LAW 16" over "UNAUTHORISED INFORMATION"
        self.law = n
        self.header = normalize_space(lines[i].text)
        self.outline.start_law(n)
        self.units = [_Unit(str(n), "law", str(n), lines[i].number, title or None)]
        self.headings += [(n, self.lang, h) for h in self.pending]
        self.pending = []
        self.note = None
        return used

    def _chapter(self, m: re.Match, lines: list[Line], i: int) -> int:
        number = _roman_of(m.group("n"))
        title, used = m.group("title").strip(), 1
        if not title and i + 1 < len(lines) and _title_like(lines[i + 1].text) and \
                not _is_structural(lines[i + 1].text):
            title, used = lines[i + 1].text, 2
        self.pending.append(Heading("chapter", number, title or None))
        self.chapters.append(number)
        return used

    def _front_heading(self, m: re.Match) -> bool:
        """«Definitions» alone on a line, or "SCOPE AND INTERPRETATION OF THE LAWS": a heading,
        not a sentence that starts with the word."""
        rest = m.group("rest")
        return not rest.strip() or (not rest.rstrip().endswith(tuple(TERMINAL)) and len(rest) < 60
                                    and (m.group(0).isupper() or rest[:1] in " :–-"))

    def _close_law(self) -> None:
        for u in self.units:
            self.fragments.append(Fragment(
                edition=self.edition, lang=self.lang, ref=u.ref, kind=u.kind, marker=u.marker,
                where=Location(self.file, u.line), title=u.title,
                paragraphs=tuple(p for p in (join_lines(ls) for ls in u.paras) if p),
                footnotes=tuple(u.notes)))
        self.units = []

    def _front(self) -> list[Fragment]:
        return [Fragment(edition=self.edition, lang=self.lang, ref=u.ref, kind="front", marker="",
                         where=Location(self.file, u.line), title=u.title,
                         paragraphs=tuple(p for p in (join_lines(ls) for ls in u.paras) if p),
                         footnotes=tuple(u.notes)) for u in self.front]

    # -- markers ---------------------------------------------------------------------------
    def _marker(self, s: str) -> tuple[str, str, str] | None:
        """(kind, canonical marker, rest) when ``s`` opens the unit the outline expects next."""
        for kind, regex in (("section", SECTION_RE), ("subsection", SUBSECTION_RE),
                            ("subitem", SUBITEM_RE), ("item", ITEM_RE)):
            m = regex.match(s)
            if not m:
                continue
            mark = m.group("m")
            if kind in ("section", "item"):
                mark = self.letters.latin(mark)
            elif kind == "subitem":
                mark = str(ROMAN.get(mark, mark)) if not mark.isdigit() else mark
            rest = (m.group("rest") or "").strip()
            if mark and (self.outline.expects(kind, mark) or self._skipped_section(kind, mark, rest)):
                return kind, mark, rest
        return None

    def _skipped_section(self, kind: str, mark: str, rest: str) -> bool:
        """A section letter one or two past the expected one, with a title: a text that leaves out
        a section ("A. …" then "C. Withdrawn Calls") still opens C; "C. and then" stays text."""
        if kind != "section" or not _title_like(rest) or not self.outline.path:
            return False
        have = next((m for k, m in self.outline.path if k == "section"), None)
        if have is None or have not in LETTERS or mark not in LETTERS:
            return False
        gap = LETTERS.index(mark) - LETTERS.index(have)
        if 2 <= gap <= 3:
            self.issues.append(Issue("skipped-marker", f"Law {self.law}: section {mark} follows {have}"))
            return True
        return False

    def _markers(self, s: str, line: Line, lines: list[Line], i: int) -> int:
        """Open the units whose markers begin the line ("1. (a) When …" opens two)."""
        found = self._marker(s)
        if found is None:
            return 0
        used = 1
        while found is not None:
            kind, mark, rest = found
            self.outline.enter(kind, mark)
            unit = _Unit(self.outline.ref(), kind, mark, line.number)
            self.units.append(unit)
            self.note = None
            found = self._marker(rest) if rest else None
            if found is None:
                used = self._title_and_text(unit, rest, line, lines, i)
        return used

    def _title_and_text(self, unit: _Unit, rest: str, line: Line, lines: list[Line], i: int) -> int:
        """A section's title on its line or the next; a subsection's title when the line is one;
        the rest is text."""
        nxt = lines[i + 1] if i + 1 < len(lines) else None
        if unit.kind in ("section", "subsection") and rest and _title_like(rest) and \
                _title_ends(line.width, nxt, self.wrap):
            unit.title = rest
            return 1
        if unit.kind == "section" and not rest and nxt is not None and _title_like(nxt.text) and \
                not _is_structural(nxt.text) and not NOTE_RE.match(nxt.text):
            if _title_ends(nxt.width, lines[i + 2] if i + 2 < len(lines) else None, self.wrap):
                unit.title = nxt.text
                return 2
        if rest:
            self._add_text(unit, rest, line, new=True)
        return 1

    # -- text and notes --------------------------------------------------------------------
    def _text(self, s: str, line: Line, lines: list[Line], i: int) -> None:
        if self.note is not None and not line.after_break:
            if not line.after_blank:
                self._extend_note(s)
                return
        self.note = None
        target = self.units[-1] if self.units else (self.front[-1] if self.front else None)
        if target is None:
            return
        prev = target.last
        # a note printed at the foot of a page came between the two halves of a paragraph
        interrupted = prev is not None and (i == 0 or lines[i - 1] is not prev)
        new = not target.open or prev is None or not _continues(prev.text, line, self.wrap, prev.width,
                                                                 after_note=interrupted)
        self._add_text(target, s, line, new=new)

    def _add_text(self, unit: _Unit, s: str, line: Line, new: bool) -> None:
        s = MARK_RE.sub(lambda m: self._mark_in_text(unit, m), s)
        if new or not unit.paras:
            unit.paras.append([s])
        else:
            unit.paras[-1][-1], s = self._unbreak(unit.paras[-1][-1], s)
            if s:
                unit.paras[-1].append(s)
        unit.open = True
        unit.last = line

    def _unbreak(self, prev: str, s: str) -> tuple[str, str]:
        """An English word broken at a line end ("para-" / "graph") is joined when the text prints
        the whole word elsewhere; otherwise textfix's rule decides (it keeps "bidding-" / "boxes")."""
        left, right = _LATIN_TAIL.search(prev), _LATIN_HEAD.match(s)
        if not (left and right) or f"{left.group(1)}-{right.group(1)}".lower() in self.vocabulary:
            return prev, s
        whole = (left.group(1) + right.group(1)).lower()
        if whole not in self.vocabulary:
            return prev, s
        return prev[:left.start()] + left.group(1) + s[:right.end()], s[right.end():].lstrip()

    def _mark_in_text(self, unit: _Unit, m: re.Match) -> str:
        raw = next(g for g in m.groups() if g)
        unit.notes.append(Footnote(_mark(raw), None, where=Location(self.file, unit.line)))
        return ""

    def _bare_note(self, s: str) -> re.Match | None:
        m = BARE_NOTE_RE.match(s)
        if m is None:
            return None
        waiting = {n.marker for u in (self.units or self.front) for n in u.notes if n.text is None}
        return m if m.group("m") in waiting else None

    def _start_note(self, m: re.Match, line: Line) -> None:
        mark, text = _mark(m.group("m")), m.group("rest").strip()
        note = Footnote(mark, text, where=Location(self.file, line.number))
        for unit in reversed(self.units or self.front):
            for k, have in enumerate(unit.notes):
                if have.marker == mark and have.text is None:
                    unit.notes[k] = note
                    self.note = (unit, k)
                    return
        owner = (self.units or self.front)[-1]
        owner.notes.append(note)
        self.note = (owner, len(owner.notes) - 1)

    def _extend_note(self, s: str) -> None:
        unit, k = self.note
        old = unit.notes[k]
        unit.notes[k] = Footnote(old.marker, join_lines([old.text, s]), where=old.where)


def _roman_of(number: str) -> str:
    """A chapter number as a Roman numeral: "2" → "II", "ii" → "II"."""
    return _roman(int(number)) if number.isdigit() else number.upper()


def _roman(n: int) -> str:
    out = ""
    for value, numeral in ((50, "L"), (40, "XL"), (10, "X"), (9, "IX"), (5, "V"), (4, "IV"), (1, "I")):
        while n >= value:
            out, n = out + numeral, n - value
    return out


# A note mark closing a line: "… must wait.*" still ends a sentence.
_END_MARK_RE = re.compile(r"\s*(?:\*{1,3}|[¹²³⁴⁵⁶⁷⁸⁹⁰]{1,2}|\[\d{1,2}\])$")


def _title_like(s: str) -> bool:
    """A title: short, no sentence end (before any note mark), capital first ("Players' Use of
    Information")."""
    return 0 < len(s) <= 100 and not _END_MARK_RE.sub("", s).endswith(tuple(TERMINAL + ",")) \
        and s[:1].isupper() and len(s.split()) <= 14


def _title_ends(width: int, nxt: Line | None, wrap: int) -> bool:
    """A title line is over when what follows is a marker, a header or a capital, and the title
    line is short of the wrapping width: "A. Start of the Auction" / "The auction period …" is
    a title over its text, "1. When the" / "Director is …" a wrapped sentence."""
    if nxt is None or _is_structural(nxt.text):
        return True
    return not nxt.text[:1].islower() and (not wrap or width < 0.85 * wrap)


def _wrap_width(lines: list[Line]) -> int:
    """The width the text was wrapped at, or 0 when each paragraph is one line (a DOCX, a web
    page): the 90th percentile of the line lengths, when at most 120 characters and when at
    least a third of the lines come close to it."""
    widths = sorted(line.width for line in lines)
    if len(widths) < 5:
        return 0
    p90 = widths[int(len(widths) * 0.9)]
    near = sum(1 for w in widths if w >= 0.8 * p90)
    return p90 if p90 <= 120 and near * 3 >= len(widths) else 0


def _continues(prev: str, line: Line, wrap: int, prev_width: int, after_note: bool = False) -> bool:
    """Does ``line`` go on with the paragraph that ``prev`` ended? A new paragraph starts after a
    sentence end on a short line ("… at the table." then "The Director …"), or after a blank
    line; the blank line of a page break, or a line that begins in lower case after a line
    without a sentence end ("… the player" / "may not …"), goes on."""
    ends = prev.rstrip(")»”\"'").endswith(tuple(TERMINAL))
    lower = line.text[:1].islower()
    if line.after_break or after_note:
        return not ends or (wrap and prev_width >= 0.85 * wrap and lower)
    if line.after_blank:
        return not ends and lower
    if not ends:
        return True
    return bool(wrap) and prev_width >= 0.85 * wrap


def read_standard(lines, file: str, edition: int, lang: str | None = None,
                  numbers: list[int] | None = None) -> SourceText:
    """Read text in the standard layout: ``lines`` (a list of lines, or one string) of one
    language (``lang``, detected from the letters when None). See the module's doc."""
    if isinstance(lines, str):
        lines = lines.split("\n")
    lines = [ln.rstrip("\r\n") for ln in lines]
    numbers = list(numbers) if numbers is not None else list(range(1, len(lines) + 1))
    if len(numbers) != len(lines):
        raise ValueError("numbers must give one line number per line")
    lang = lang or lang_of("\n".join(lines))
    return StandardReader(file, edition, lang).read(lines, numbers)


def read(text: str, entry, skeleton=()) -> SourceText:
    """The registry's entry point: a decoded source in the standard layout, one language."""
    return read_standard(text, entry.file, entry.edition, entry.langs[0] if entry.langs else None)


def looks_standard(text: str) -> tuple[str, list[str]] | None:
    """(language, reasons) when ``text`` is in the standard layout: law headers of one language
    and lower-case item markers "(a)" or section lines "A. Title" under them."""
    heads = [m for m in (LAW_HEADER_RE.match(ln.strip()) for ln in text.split("\n")) if m]
    if not heads:
        return None
    words = {"ru" if re.match(r"[А-Я]", m.group("word")) else "en" for m in heads}
    if len(words) != 1:
        return None
    lang = words.pop()
    items = re.search(r"^\s*\([a-hа-з]\)\s", text, re.MULTILINE)
    sections = re.search(r"^\s*[A-HА-З]\.(\s+\S|\s*$)", text, re.MULTILINE)
    if not (items or sections):
        return None
    shown = heads[0].group(0).strip()[:40]
    return lang, [f"law headers like «{shown}»", "items “(a)”" if items else "sections “A. Title”"]
