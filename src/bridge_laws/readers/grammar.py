"""The words the Laws are printed with: law headers, the headings above laws, the markers of units
(``MARKERS``: "A.", "1." or «1)», "(a)" or «а)», "(i)") and the marks notes open with (``NOTE_RE``).
One home for every reader, the format readers that read a page as the layout does (a Markdown or
HTML page's headings and tables, a PDF's notes) and the kind detection (``readers.detect``); each
layout adds only its own condition on top (the book underlines its header with a dash rule, the
bilingual site prints the word in capitals).

A law header, as people write it::

    LAW 16 - UNAUTHORISED INFORMATION        the word, the number, a separator, the title
    Law 16: Title   «Правило 16. Название»   any of - – — : . as the separator, or -- typed for a dash
    «ЗАКОН 64»  "Law 16"                     the number alone ends the line
    LAW 16 UNAUTHORISED INFORMATION          a title in capitals needs no separator
    Draft 2017 Law 81 - The Director         after a few other words (``prefixed=True``)
    LAW 82                                   split over two lines: the second starts with the
    - CORRECTING AN ERROR OF THE DIRECTOR    separator (:func:`header_tail`)

The number is read whatever it is ("Law 0", "Law 999999"): a reader says that no such law
exists rather than take the line for text. "Law 16 applies …" (a word after the number) and
"Law 16B" (a reference) are no headers.
"""

from __future__ import annotations

import re
from collections.abc import Collection, Iterable
from dataclasses import dataclass
from functools import lru_cache

from ..model import LAST_LAW
from ..refs import LAW_LETTERS, RUSSIAN_SECTION_LETTERS
from .shapes import NOTE_MARKS, without_bullet

# The word of a law header, by language. «Закон» is how some translations and legal databases
# name a law («ЗАКОН 64. ПОСЛЕ УСТАНОВЛЕННОГО РЕНОНСА»); «Статья», how a legal database prints
# any code's numbered parts, the Laws' too («Статья 74. Поведение и этикет»).
LAW_WORDS = {"LAW": "en", "Law": "en", "ПРАВИЛО": "ru", "Правило": "ru", "ЗАКОН": "ru", "Закон": "ru",
             "СТАТЬЯ": "ru", "Статья": "ru"}
_WORD = "(?P<word>" + "|".join(LAW_WORDS) + ")"
_SEPARATOR = "-–—:."
# word, number, then: the end; a separator and the title; or a title in capitals
# (no lower-case letter in it). [ \t] rather than \s: a header is one line.
_HEADER = (rf"{_WORD}[ \t]+(?P<n>\d{{1,9}})(?![\d\w])[ \t]*"
           rf"(?:$|(?P<sep>--|[{_SEPARATOR}])[ \t]*(?P<title>[^\n]*)$|(?P<caps>[A-ZА-ЯЁ][^a-zа-яё\n]*)$"
           # … or a title set apart by spaces alone, as a handbook's layout sets it ("LAW 52   Overlooked
           # Obligations"): a capital, no sentence's stop in it (a sentence after one space is text)
           rf"|(?<=[ \t]{{2}})(?P<spaced>[A-ZА-ЯЁ][^\n.!?;:]*[^\s.!?;:,])$)")
HEADER_RE = re.compile(rf"^{_HEADER}")
# the same after other words: found at a word start anywhere in the line
_ANYWHERE_RE = re.compile(rf"(?<![\w-]){_HEADER}")
# the second line of a header split over two: "- CORRECTING AN ERROR" under "LAW 82"
TAIL_RE = re.compile(rf"^[{_SEPARATOR}][ \t]*(?P<title>[A-ZА-ЯЁ«\"'(][^\n]*)$")
# Words before a header on its line: at most a few, each a capitalised word, a number, a mark or
# a short lower-case word, not all lower case ("Draft 2017", "WBF Draft", «Проект:», «Проект от
# 12.03.2016 г.:»), so that "as in Law 73. The …" and a page's "title: Law 57 - …" stay text (the
# reader also wants the line to stand alone between blank lines, and the title to start with a
# capital).
_PREFIX_WORD = re.compile(r"^(?:[A-ZА-ЯЁ0-9][\w'’.-]*|[a-zа-яё]{1,3}\.?|[\[\]()«»\"':–—-]+)[:,]?$")
_MAX_PREFIX_WORDS = 5
# A header after other words is a short line; a long one is prose (and searching it at every
# word start would cost time on a pathological line).
_MAX_PREFIXED_LINE = 160

# A heading above laws: "CHAPTER II – PRELIMINARIES", «Глава II. …», «Раздел I. …», «ЧАСТЬ 2»,
# "Part III". The number must follow the word: "Part of the text …" is no heading.
HEADING_WORDS = {"chapter": "chapter", "глава": "chapter", "part": "part", "раздел": "part", "часть": "division"}
HEADING_RE = re.compile(r"^(?P<word>CHAPTER|Chapter|ГЛАВА|Глава|PART|Part|РАЗДЕЛ|Раздел|ЧАСТЬ|Часть)[ \t]+"
                        r"(?P<n>[IVXL]+|\d{1,2})\b[ \t]*[-–—:.]?[ \t]*(?P<title>[^\n]*)$")


@dataclass(frozen=True)
class LawHeader:
    """A line read as a law header."""

    number: int
    title: str  # "" when the line gives none (it may be on the next line)
    word: str  # as printed: "LAW", «Правило»
    separator: str  # "" when none
    prefix: str = ""  # words before the header on its line ("Draft 2017"), "" when it starts the line

    @property
    def lang(self) -> str:
        return LAW_WORDS[self.word]

    @property
    def exists(self) -> bool:
        """Every edition numbers its laws 1 to LAST_LAW."""
        return 1 <= self.number <= LAST_LAW


# A note of the edition after a header's title, in brackets with its year («(редакция 2007 г.)»,
# "(2017 edition)"): the page's words about the text, no title of a law has a year
_EDITION_NOTE = re.compile(r"[(\[][^()\[\]]*(?<!\d)(?:19|20)\d\d(?!\d)[^()\[\]]*[)\]]$")


def _header(m: re.Match, prefix: str = "") -> LawHeader:
    title = (m.group("title") if m.group("sep") else m.group("caps") or m.group("spaced")) or ""
    title = _EDITION_NOTE.sub("", title.rstrip()).rstrip() if title.rstrip().endswith((")", "]")) else title
    title = title.rstrip().removesuffix(":").rstrip()  # «ЗАКОН 36. ДВОЙНАЯ ЗАЯВКА:» over its words
    return LawHeader(int(m.group("n")), title.strip(), m.group("word"), m.group("sep") or "", prefix.strip())


def law_header(line: str, prefixed: bool = False) -> LawHeader | None:
    """The law header ``line`` (stripped) is, if any. With ``prefixed``, one after a few other
    words too, when it gives a title that starts with a capital ("Draft 2017 Law 81 - The
    Director"): "See also Law 12." names no title and stays text."""
    m = HEADER_RE.match(line)
    if m:
        return _header(m)
    if not prefixed or len(line) > _MAX_PREFIXED_LINE:
        return None
    m = _ANYWHERE_RE.search(line)
    if m is None or m.start() == 0:
        return None
    prefix = line[:m.start()].split()
    # a label before a colon or a dash is no running text, whatever case its words are in (a
    # Russian label is in small letters after its first: «Правило месяца: Закон 45. …»)
    label = bool(prefix) and prefix[0][:1].isupper() and (prefix[-1].endswith(":") or prefix[-1] in ("–", "—", "-"))
    if not prefix or len(prefix) > _MAX_PREFIX_WORDS or not (label or all(_PREFIX_WORD.match(w) for w in prefix)):
        return None
    if all(w[:1].islower() for w in prefix):
        return None  # lower-case words only ("as in Law 73. The player …"): a citation in running text
    found = _header(m, line[:m.start()])
    return found if found.title[:1].isupper() else None


def header_tail(line: str) -> str | None:
    """The title on the line under a header split over two lines ("- CORRECTING …"), or None."""
    m = TAIL_RE.match(line)
    return m.group("title").strip() if m else None


# A header typed with no separator before a title in small letters («Закон 71 Замена игрока», "Law
# 71 Substitute Players", as slides and notes write it): a header only right above its law's first
# section (``bare_titled_header``), where "Law 16 applies …" never stands; a short title, no stop.
_BARE_TITLED = re.compile(rf"^{_WORD}[ \t]+(?P<n>\d{{1,9}})[ \t]+(?P<title>[A-ZА-ЯЁ][^\n]*[^\s.;:!?,])$")
_BARE_TITLE_WORDS = 8
_FIRST_SECTION_LINE = re.compile(r"^[AА][.)]\s+\S")
_SECTION_LINE_RE = re.compile(r"^[A-HА-З][.)]\s+(?P<first>\S)")


def bare_titled_header(line: str, below: str, after: str = "", again: bool = False,
                       printed: Collection[int] = ()) -> LawHeader | None:
    """``line`` read as a law header whose title follows its number with no separator, when the
    line ``below`` it opens the law's first section ("A. …", «А. …») and the line ``after`` that
    is no other section's (a list of contents names the sections one under the other); or, when
    it repeats the open law's header word for word (``again``: each slide's header), anywhere.
    Never for a law the text prints a proper header of (``printed``, ``printed_headers``): then
    this line is a list of contents above it."""
    m = _BARE_TITLED.match(line)
    if m is None or len(m.group("title").split()) > _BARE_TITLE_WORDS or int(m.group("n")) in printed:
        return None
    if not again and (not _FIRST_SECTION_LINE.match(below) or _SECTION_LINE_RE.match(after.strip())):
        return None
    return LawHeader(int(m.group("n")), m.group("title").strip(), m.group("word"), "")


def printed_headers(lines: Iterable[str]) -> set[int]:
    """The numbers of the laws whose headers ``lines`` print (``law_header``)."""
    return {h.number for line in lines if (h := law_header(line))}


# A header that runs on into its law's first section, as a copy that lost a line break prints
# it: the title in capitals, then the first section's letter and stop, then that section's words
# in small letters («ЗАКОН 42. ЧТО МОЖЕТ БОЛВАН А. Права болвана», "LAW 42 - WHAT DUMMY MAY DO A.
# Dummy's Rights"). The change of case at the section's first word tells the two apart; a title in
# small letters, or a line all in capitals, is left whole.
_FIRST_SECTION = re.compile(r"\s(?P<m>[AА])[.)]\s+(?=[«\"'(]?[A-ZА-ЯЁ])")


def header_and_section(line: str) -> tuple[str, str] | None:
    """A law header's line split before the first section run into it, or None."""
    h = law_header(line)
    if h is None or not h.title:
        return None
    section = _SECTION_LINE_RE.match(h.title)
    if section and section["first"].isupper():  # «Правило 42. Б. Ограниченные права»:
        return line[:len(line) - len(h.title)].rstrip(), h.title  # a slide's or a page's top, no title of the law
    for m in _FIRST_SECTION.finditer(line, len(line) - len(h.title) - 1):
        head, rest = line[:m.start()].rstrip(), line[m.start():].strip()
        words = head[len(line) - len(h.title):]
        if (sum(c.isalpha() for c in words) >= 3 and words == words.upper()
                and any(c.islower() for c in rest.split()[1])):  # the section's first word
            return head, rest
    return None


def headers_in(text: str, prefixed: bool = False) -> list[LawHeader]:
    """Every line of ``text`` that is a law header (lines stripped)."""
    return [h for h in (law_header(line.strip(), prefixed) for line in text.split("\n")) if h]


def heading(line: str) -> re.Match | None:
    """A heading above laws ("CHAPTER II – PRELIMINARIES", «Раздел I. …»): groups word, n, title."""
    return HEADING_RE.match(line)


def heading_level(word: str) -> str:
    return HEADING_WORDS[word.lower()]


# -- a law named outside the text ----------------------------------------------------------------
# What a page of one law is called when its text prints no header: "law16.html",
# "pravilo45.html", «Правило 45 | Законы 2017», "Law 16 | The Laws of Duplicate Bridge".
# The singular word only: "laws2017" names an edition, not Law 2017.
_NAMED_RE = re.compile(r"(?<![^\W\d_])(?:law|pravilo|zakon|правило|закон)[ _.-]?(?P<n>\d{1,3})(?!\d)",
                       re.IGNORECASE)


def law_named(*texts: str) -> tuple[int, str] | None:
    """(number, where) of the one law that the first text naming any law names (a file name, a
    page title, a first heading), or None when none names exactly one law that exists."""
    for text in texts:
        numbers = {int(m.group("n")) for m in _NAMED_RE.finditer(text or "")}
        if numbers:
            n = numbers.pop()
            return (n, text) if not numbers and 1 <= n <= LAST_LAW else None
    return None


# -- markers and notes (the layout reader's, and the format readers' that read a page as it) --
# Markers. A section letter with a dot and a space (or the end): "A. Title"; "A.N. Other" is no
# marker. Cyrillic letters are read by the alphabet the text uses (see _Letters); «С.» and «Н.» are
# only the look-alikes of C and H (a text lettered «А. В. С.» lost its «С.» into B's text).
# (A person's initials and name, «А. В. Громов», "A. B. Hale", open no section.)
SECTION_RE = re.compile(r"^(?P<m>[A-HА-ЗСН])\.(?!\s*[A-ZА-ЯЁ]\.\s*[A-ZА-ЯЁ][a-zа-яё])(?:\s+(?P<rest>.*)|$)")
# A subsection: "1. …", or with a bracket after it, as Russian legal texts number («1) …»; "1)text"
# glued is no marker).
SUBSECTION_RE = re.compile(r"^(?P<m>[1-9]\d?)[.)](?:\s+(?P<rest>.*)|$)")
# An item: "(a)", or with its closing bracket only, before a space or the line's end («а) …», as
# many Russian texts and Word's lists print them; "a)text" glued is no marker).
ITEM_RE = re.compile(r"^(?:\((?=[a-hа-зсн]\))|(?=[a-hа-зсн]\)(?:\s|$)))\(?(?P<m>[a-hа-зсн])\)\.?(?:\s*(?P<rest>.*))$",
                     re.IGNORECASE)
# A copyright sign typed as a letter in brackets before its year ("(c) 2011 The Club"): it has an
# item's shape, and is none (own_markers: no item printed the Laws' way; furniture: a page's last line).
COPYRIGHT_SIGN_RE = re.compile(r"^\([cс]\)\s*(?:19|20)\d\d(?!\d)", re.IGNORECASE)
SUBITEM_RE = re.compile(r"^\((?P<m>(?:i{1,3}|iv|vi{0,3}|ix|x)|[1-9])\)\.?(?:\s*(?P<rest>.*))$")
MARKERS = (("section", SECTION_RE), ("subsection", SUBSECTION_RE), ("subitem", SUBITEM_RE), ("item", ITEM_RE))

# Footnotes: a note starts a line with its mark ("* A note", "<*> A note", "<1> A note", "¹ A note",
# "[1] A note", "[a] A comment" as a Google Docs page lists its comments, "[iii] An endnote"; «<*>» and «<1>» as Russian
# legal databases print them).
NOTE_RE = re.compile(rf"^(?P<m>{NOTE_MARKS})\s*(?P<rest>\S.*)$")


def holds_law_header(lines: Iterable[str], prefixed: bool = False) -> bool:
    """Whether one of ``lines`` (its white space as one space) is a law's header (``law_header``)."""
    return any(law_header(" ".join(line.split()), prefixed=prefixed) for line in lines if line.strip())


@lru_cache(maxsize=4096)  # asked of every line by several passes; texts repeat their short lines
def marker_kind(line: str) -> str | None:
    """The kind of unit whose marker starts the line (after any bullet), or None."""
    s = without_bullet(line.strip())
    return next((kind for kind, rx in MARKERS if rx.match(s)), None)


@lru_cache(maxsize=4096)
def is_structural(line: str) -> bool:
    """A law header, a heading above laws or a marker (after any bullet)."""
    s = without_bullet(line.strip())
    return bool(law_header(s) or heading(s) or any(rx.match(s) for _, rx in MARKERS))


def section_lost(before: str, after: str) -> bool:
    """Whether two sections' headings leave one letter between them ("A. …" and "C. …", «А. …»
    and «В. …»): a heading between them whose letter the page lost is that section."""
    m, n = SECTION_RE.match(before.strip()), SECTION_RE.match(after.strip())
    if not (m and n):
        return False
    for letters in (LAW_LETTERS, RUSSIAN_SECTION_LETTERS):
        if m["m"] in letters and n["m"] in letters:
            return letters.index(n["m"]) == letters.index(m["m"]) + 2
    return False
