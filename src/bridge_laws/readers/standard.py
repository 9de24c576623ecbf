"""Reader for the standard layout of the Laws (kind ``standard``): the WBF layout since 1997,
in English or Russian, one language per text, as books, web pages, mails and forums print it.

The interface every format shares (plain text, and the PDF, DOCX, HTML and Markdown readers that
turn their files into lines at read time)::

    read_standard(lines, file, edition, lang=None, numbers=None, law=None) -> SourceText

``lines`` is the text as lines without line ends (a ``str`` is split on ``\\n``). A page break
is a form feed (``\\f``, as pdftotext and pypdf print between pages) at the start of a line.
``numbers`` gives, for each line, the number reported in ``file:line`` (default 1, 2, 3, …).
``law`` is the law a text that prints no law header is (a page of one law whose number is only
in its title or address: ``import --law N``). The result holds one Fragment per unit (law,
section, subsection, item, subitem) with its canonical ref, title, paragraphs and footnotes;
chapter headings; the Introduction, Definitions and Scope as ``front``; problems as ``issues``
(law headers out of order or of no law) and, as ``notes``, what it dropped as furniture and what
it guessed.

What the layout looks like::

    CHAPTER II – PRELIMINARIES                   a chapter heading (the title may be on the next line)
    LAW 16 - UNAUTHORISED INFORMATION            law headers: readers/grammar.py (after other
                                                 words, split over two lines, quoted in a mail)
    A. Players' Use of Information               a section with its title (a full stop after it,
                                                 a second line); its text on the next line
    1. A player may …                            a subsection; a bullet may stand before a marker
    (a) when …                                   an item; "1. (a) When …" opens both; "(a)" under
                                                 a section after "… the duty to:" skips a level
    (i) …  or  (1) …                             a sub-item
    Players should ….*                           a footnote mark (*, **, <*>, ¹, [1]) and, further
    -----                                        on (after a rule line, or at the end), its note
    * A note of the translator.

Lines are joined into paragraphs (hyphenation undone); page and site furniture is dropped
(readers/formats/furniture.py); a paragraph that a page break cut in two is joined again; a mail's
headers and quote marks come off (readers/fixers.py), and the words of the mail around the quoted
law are not law text.
"""

from __future__ import annotations

import re
from collections import Counter
from dataclasses import dataclass, field
from functools import cached_property, lru_cache

from ..model import FRONT_PARTS, LAST_LAW, Footnote, Fragment, Heading, Issue, Location, SourceText
from ..outline import DEPTH, LETTERS, Outline, first_marker, next_marker
from ..refs import LOOKALIKE_LETTERS, LOOKALIKES
from ..text.analysis import fold
from ..text.numerals import FROM_SUPERSCRIPT, SUPERSCRIPT_DIGITS
from ..text.textfix import (has_predicate, is_cyrillic, is_known_word, is_latin, join_lines,
                            normalize_space, quote_open, speaks_to_reader)
from . import Detected, fixers, grammar
from .grammar import MARKERS, NOTE_RE, SECTION_RE, SUBSECTION_RE, is_structural, marker_kind
from .formats.furniture import OMISSION, PAGE_NUMBER, text_furniture
from .formats.runon import RunOn
from .own_markers import brackets_closed, items_apart, items_numbered, numbers_lost, own_markers
from .shapes import (NOTE_MARKS, Line, continues, ends_sentence, stopped_title, title_ends, title_goes_on,
                     title_like, unfinished, without_bullet, wrap_width)

# -- what a line can be -------------------------------------------------------------------------

# The parts of the Laws that are not laws, each as a heading on a line of its own before Law 1.
FRONT_NAMES = {word: ref for ref, words in FRONT_PARTS.items() for word in words}
FRONT_RE = re.compile(r"^(?P<name>" + "|".join(re.escape(w) for w in sorted(FRONT_NAMES, key=len, reverse=True))
                      + r")\b(?P<rest>.{0,60})$", re.IGNORECASE)
# Markers a scan (OCR) or a keyboard wrote with a character that looks alike: the digit 1 as «l»,
# «I» or «|», 3 as «З», 6 as «б»; the section letter B as «8», the Russian alphabet's Б as «6». Read
# as the marker only where the markers around it want it (``lookalike_markers``).
_LOOKALIKE_DIGITS = {"l": 1, "I": 1, "|": 1, "З": 3, "б": 6}
_LOOKALIKE_LETTERS = {"8": "B", "6": "Б",
                      # … and a letter's name as a dictation app writes what it heard ("See. Revoke not established")
                      "Bee": "B", "Be": "B", "See": "C", "Sea": "C", "Dee": "D", "Eff": "F", "Gee": "G", "Aitch": "H"}
_LOOKALIKE_ITEMS = {"6": "б"}  # «(6)» for «(б)», read so where the outline wants the item
# The words that say a heading goes on from the page before.
_GOES_ON_WORDS = r"(?:continued|cont\.?|contd\.?|cont['’]d|продолжение|окончание|прод\.)"
# The open law's header again, said to go on: "Law 62 (continued)", «Закон 62 (продолжение)».
_CONTINUED = re.compile(r"^(?:law|закон|правило|статья)\s+(?P<n>\d{1,2})\s*(?:[(\[]|[-–—,:]\s*)?\s*"
                        rf"{_GOES_ON_WORDS}\s*[)\]]?\.?$", re.IGNORECASE)
# The open section's heading again, said to go on (a slide's or a page's top): «Б. Вызов судьи (продолжение)».
_CONTINUED_SECTION = re.compile(rf"^(?P<m>\S)\.\s+\S.*?[(\[]\s*{_GOES_ON_WORDS}\s*[)\]]\.?$", re.IGNORECASE)
# A line in brackets that says the text goes on in another part (a post, a message, a page):
# «(окончание — в следующем посте)», "(continued in the next post)", "(to be continued)".
_GOES_ON_ELSEWHERE = re.compile(rf"^[(\[]\s*(?:{_GOES_ON_WORDS}|to be continued)(?![\w.])[^()\[\]]{{0,60}}[)\]]\.?$",
                                re.IGNORECASE)
# … a jump line of a printed bulletin or newsletter, naming the page the text goes on at
# ("(Continued on page 3)", «(Окончание на стр. 3)»): what follows, to the line that says the text
# resumes ("(Continued from page 1)", «(Начало на стр. 1)»), is the pages between, not the law
_JUMP = re.compile(r"(?:на|on|at)\s+(?:стр\.?|странице|page|p\.)\s*\d{1,3}", re.IGNORECASE)
_RESUMED = re.compile(r"^[(\[]\s*(?:(?:продолжение|окончание)\.?\s*)?(?:начало|continued|cont\.?|contd\.?)\s+"
                      r"(?:на|from)\s+(?:стр\.?|странице|page|p\.)\s*\d{1,3}\s*[)\]]\.?$", re.IGNORECASE)
_OPENING_QUOTES, _CLOSING_QUOTES = "“«\"„‘'", "”»\"“’'"
_JUMP_MOST = 400  # lines after a jump line looked at for the line that says the text resumes
_TITLED_NOTES_BACK = 50  # units of the laws before the open one whose titles' glued note digits a bare note may be
_LEADING = re.compile(r"^(?P<pad>\s*)(?P<m>\S|[A-Z][a-z]{1,4})\.(?=\s|$)")
# A page's running header, set out in parts apart on one line: the book's short name at one
# edge, the law going on at the other («МКСБ-97          Закон 16 (прод.)»). The other parts are
# a few words and open no unit (a wrapped line of law text beside it is no header's).
_RUNNING_PARTS = re.compile(r"\s{3,}")
_RUNNING_PART_WORDS = 4
_GOES_ON = re.compile(r"cont|прод|оконч", re.IGNORECASE)  # a word of _CONTINUED's: every line is asked
# A law's header found anywhere on a line (its word and number), for a running header that names it
_OWN_HEADER = re.compile(r"(?<![\w-])(?:LAW|Law|ПРАВИЛО|Правило|ЗАКОН|Закон)[ \t]+(?P<n>\d{1,3})(?![\d\w])")
_MAX_RUNNING_HEADER = 120
_PAGE_NUMBER_ALONE = re.compile(r"^\s*\d{1,4}\s*$")
_PAGE_WORDS_LINES = 4  # the most lines of a page's words between two sections …
_PAGE_WORDS = 6  # … and the most words of each



def _continued(line: str) -> int | None:
    """The number of the law a line says goes on (``_CONTINUED``), alone on its line or one of
    the parts of a running header; None for any other line."""
    if not _GOES_ON.search(line):
        return None
    parts = _RUNNING_PARTS.split(line.strip())
    said = [m for m in map(_CONTINUED.match, parts) if m]
    others = [part for part in parts if not _CONTINUED.match(part)]
    if len(parts) > 4 or len(said) != 1 or any(len(part.split()) > _RUNNING_PART_WORDS or is_structural(part)
                                                for part in others):
        return None
    return int(said[0]["n"])


def _place(kind: str, mark: str) -> int:
    """A canonical subsection or item marker's place in its list: "3" → 3, "C" → 3."""
    return int(mark) if kind == "subsection" else LETTERS.index(mark) + 1 if mark in LETTERS else 0


def _marker_at(kind: str, place: int) -> str:
    return str(place) if kind == "subsection" else LETTERS[place - 1] if 0 < place <= len(LETTERS) else "?"


def lookalike_markers(numbered: list[tuple[int, str]], russian: bool = False
                      ) -> tuple[list[tuple[int, str]], list[tuple[int, str, str]]]:
    """The lines with each look-alike marker written as the marker it stands for, and (line
    number, as printed, as read) of each: «l.» where the section's next subsection is 2 is 1, «6.»
    between «А.» and «В.» (and no subsection 5 before it) is Б. A marker is read so only when the
    markers of its kind before and after it in its law follow on from it (the other look-alikes
    not counted), and its own reading does not (a real 6 after 5 stays 6). In a ``russian`` text
    a Latin letter that draws like a Russian one may stand for it (``letter_readings``)."""
    texts = [t for _, t in numbered]
    found = [(i, m) for i, m in enumerate(map(_LEADING.match, texts))
             if m and (m.group("m") in _LOOKALIKE_DIGITS or m.group("m") in _LOOKALIKE_LETTERS)]
    kinds = [_marker_value(t, russian) for t in texts] if found else []
    for i, _ in found:  # look-alikes are no neighbours of each other («6.» above «З.»: Б above 3)
        kinds[i] = None
    out, changed = list(numbered), []
    for i, m in found:
        text, mark, read = texts[i], m.group("m"), None
        digit, letter = _LOOKALIKE_DIGITS.get(mark), _LOOKALIKE_LETTERS.get(mark)
        if digit is not None and not _follows(kinds, i, "section", _section_indexes(mark, russian)) \
                and _follows(kinds, i, "subsection", {digit}):
            read = str(digit)
        elif letter is not None and not (mark.isdigit() and _follows(kinds, i, "subsection", {int(mark)})) \
                and _follows(kinds, i, "section", _section_indexes(letter, russian)):
            read = letter
        if read is not None:
            out[i] = (numbered[i][0], m.group("pad") + read + text[m.end("m"):])
            changed.append((numbered[i][0], mark + ".", read + "."))
    return out, changed


def _section_indexes(letter: str, russian: bool = False) -> set[int]:
    """The places (A = 0) a section letter can stand for (``letter_readings``: its own or its
    look-alike's, its place in the Russian alphabet); none for what is no section letter."""
    if not SECTION_RE.match(letter + "."):
        return set()
    return {LETTERS.index(x) for x in letter_readings(letter, russian) if x}


def _marker_value(text: str, russian: bool = False) -> tuple[str, set[int]] | None:
    """("section", its possible places) or ("subsection", {its number}) of a line that starts with
    one of them; ("law", ∅) for a law's header, which ends the search for neighbours."""
    if grammar.law_header(text.strip()) is not None:
        return "law", set()
    s = without_bullet(text.strip())
    m = SECTION_RE.match(s)
    if m:
        return "section", _section_indexes(m.group("m"), russian)
    m = SUBSECTION_RE.match(s)
    return ("subsection", {int(m.group("m"))}) if m else None


def _follows(kinds, i: int, kind: str, places: set[int]) -> bool:
    """Whether line ``i`` can be the marker of ``kind`` at one of ``places`` (A = 0 for a
    section, the number for a subsection) by the markers of its kind nearest above and below it
    (within its law; a subsection within its section): the one above is the place before (or
    there is none, for the first place), the one below the place after (or there is none); one
    of them must be there."""
    def near(step):
        j = i + step
        while 0 <= j < len(kinds):
            k = kinds[j]
            if k is not None and (k[0] == "law" or (kind == "subsection" and k[0] == "section")):
                return None
            if k is not None and k[0] == kind:
                return k[1]
            j += step
        return None

    first = 1 if kind == "subsection" else 0
    above, below = near(-1), near(1)
    if above is None and below is None:
        return False
    fits_above = bool(above & {p - 1 for p in places}) if above is not None else first in places
    fits_below = bool(below & {p + 1 for p in places}) if below is not None else True
    return fits_above and fits_below


ROMAN = {"i": 1, "ii": 2, "iii": 3, "iv": 4, "v": 5, "vi": 6, "vii": 7, "viii": 8, "ix": 9, "x": 10}
# A mark in the text: glued to the word or punctuation before it ("information.*", "play¹", "[2]"),
# or «<*>», «<1>» after a space, as legal databases print them («(Закон 7B) <*>.»).
MARK_RE = re.compile(r"[ \t]?(<\*{1,3}>|<\d{1,2}>)"
                     rf"|(?<=[\w.,;:)»”\"])(\*{{1,3}}|[{SUPERSCRIPT_DIGITS}]{{1,2}}|\[\d{{1,2}}\]|\[[a-z]{{1,2}}\]|\[[ivxl]{{3,8}}\]|†{{1,2}}|‡{{1,2}}|§)"
                     # a superscript that lost its size in a PDF's text: "information.1", "partner2 may"
                     r"|(?<=[a-zа-яё]{3})(\d{1,2})(?=[\s,;:]|$)|(?<=[a-zа-яё]{3}[.,;:])(\d{1,2})(?=\s|$)")
# A note's mark at the end of a title: the same marks (a superscript digit only as printed small).
_TITLE_MARK = re.compile(rf"(?:{MARK_RE.pattern})\s*$")
# A note whose mark lost its size too: "1 A note …" at the foot of a page. Taken as a note only
# when the text before carries the mark 1 with no note yet; "1 The Director" otherwise is text.
BARE_NOTE_RE = re.compile(r"^(?P<m>\d{1,2})\s+(?P<rest>\S.*)$")
# A rule line between the text and its notes: "-----", "________", or a line of box drawing as a
# PDF's text copy draws a rule ("───────"); a rule under a header is its underline, not this.
RULE_RE = re.compile(r"^[-_—–=─━═]{3,}$")
_WORD = re.compile(r"[A-Za-z]+(?:-[A-Za-z]+)*(?![A-Za-z-])")
_LATIN_TAIL = re.compile(r"(?<![A-Za-z])([A-Za-z]+)-$")
_LATIN_HEAD = re.compile(r"([a-z]+)")
# A text that breaks this many English words at its line ends is typeset (a PDF's copy): a break
# there is the typesetter's unless its second part is a word of the text's own
TYPESET_BREAKS = 3
# English prefixes written with a hyphen, which a typesetter's break after them keeps ("non-offending")
HYPHEN_PREFIXES = frozenset("non self ill well half all quasi pseudo cross semi anti multi".split())
_CLOSING = ".,;:!?)]»”\"'"  # what ends a word's line with it ("oppo-" / "nents.")
# A word broken at a line end whose lines a copy then joined with a space ("заяв- ляет", "oppo-
# nents" in a paragraph pasted from a PDF viewer): letters, a hyphen, a space, a small letter.
_BROKEN_INSIDE = re.compile(r"(?<![\w-])([^\W\d_]+)- ([a-zа-яё][^\W\d_]*)(?![\w-])")
# A modal verb, which a sentence has and a heading has not ("1. The authority may list them and
# require that" is the subsection's text, cut by a note at the page's foot, not its title; «1. Если
# соперники полагают …, они вправе» over its items).
_SENTENCE_VERB = re.compile(r"\b(?:may|shall|must|should|will|вправе|может|могут|должн[а-я]*|обязан[а-я]*|следует|надлежит)\b")
# (a heading that asks is a title all the same: "What the claimer must state", "When partner may object")
_ASKING = re.compile(r"(?:what|when|where|who|whom|whose|which|how|why|if|whether)\b", re.IGNORECASE)
# … and a title does not end on the word a ref follows ("… falls under the rules in item")
_CITING_ONE = re.compile(r"(?<![\w-])(?:item|subsection|section|clause|paragraph)$", re.IGNORECASE)
# The word a ref follows at a line's end ("… the rules in item", «… согласно пункту»).
_CITING = re.compile(r"(?<![\w-])(?:items?|subsections?|sections?|laws?|clauses?|paragraphs?|пункт[а-яё]*|подпункт[а-яё]*"
                     r"|раздел[а-яё]*|закон[а-яё]*|правил[а-яё]*|стать[а-яё]*)$", re.IGNORECASE)
# The words a citation goes on with after the marker it cites ("(a) of A1 above", «а) настоящего
# пункта»): an item's own words start otherwise ("(a) the player …", «а) игрок …»).
_CITATION_GOES_ON = re.compile(r"(?:of|above|below|hereof|and|or|to|under|in|as|настоящего|этого|данного|выше|ниже"
                               r"|раздела|пункта|закона|правила|статьи|и|или)\b", re.IGNORECASE)
# A bullet drawn as a glyph before a paragraph of text (never the Laws' own: their lists are
# lettered); a dash stays (a Russian text's «– …» may be its own list).
_GLYPH_BULLET = re.compile(r"^[•◦▪‣∙][ \t]+(?=\S)")
# The second word of a hyphen left hanging on purpose: "pre- and post-", «двух- и трёхзначный».
_SUSPENDED = frozenset("and or nor to и или либо а до".split())


def _once(notes: list[Footnote]) -> tuple[Footnote, ...]:
    """A unit's notes, each once: a note its unit marks twice (a Markdown note referred to twice
    in one paragraph, written once for each mark) is one note of it."""
    kept: dict[tuple, Footnote] = {}
    for note in notes:
        kept.setdefault((note.marker, note.text), note)
    return tuple(kept.values())


def _mark(raw: str) -> str:
    """The marker of a note as stored: "*" for "*" or "<*>", "1" for "¹" or "[1]"."""
    return raw.translate(FROM_SUPERSCRIPT).strip("[]<>")


def lang_of(text: str) -> str:
    """ "ru" when Cyrillic letters outnumber Latin ones, else "en"."""
    return "ru" if sum(map(is_cyrillic, text)) > sum(map(is_latin, text)) else "en"




# A mail's signature follows a line of two hyphens (RFC 3676's "-- ", its space gone once a
# page is saved), or a closing formula on a line of its own ("Kind regards", «С уважением,»: a
# mail client that writes no delimiter; "Hope that helps", a forum post's), or with its writer's
# name after it ("Thank you – Sue, Club Secretary", «Спасибо, Наташа»), at the depth it was
# quoted at; a short one (netiquette asks four lines) and no law in it.
SIGNATURE_DELIMITER = re.compile(
    r"^(?:--|(?:with\s+)?(?:(?:kind|best|warm|warmest|many)\s+)?(?:regards|wishes|thanks)|cheers|thank\s+you"
    r"|(?:yours\s+)?(?:sincerely|faithfully|truly)|all\s+the\s+best|с\s+уважением|с\s+наилучшими\s+пожеланиями"
    r"|всего\s+(?:доброго|хорошего|наилучшего)|(?:заранее\s+)?спасибо"
    r"|hope\s+(?:this|that|it)\s+helps|hth|надеюсь,?\s+(?:это\s+)?помо(?:жет|гло|г)"
    r"|good\s+luck(?:\s+(?:at|in|with)(?:\s+[^\W\d_]+){1,2})?|удачи(?:\s+(?:на|в)(?:\s+[^\W\d_]+){1,2})?)[,.!]?"
    r"(?:\s*[,–—-]\s*(?-i:[A-ZА-ЯЁ])[\w.'’-]*(?:[\s,]+[\w.'’()-]+){0,4}(?<![.;:!?]))?$", re.I)
MAX_SIGNATURE_LINES = 8
# … or the delimiter and the writer's words on one line, the text's last ("-- Anne", "-- typed up
# from the club's handbook, p. 31"): a short line; a dash that wraps a sentence mid-text is none
_SIGNED_LINE = re.compile(r"^--\s+[^\s-]")
MAX_SIGNED_WORDS = 15


def signatures(texts: list[str], depths: list[int]) -> list[int]:
    """Indexes of the lines of each mail signature in a text (its delimiter or closing formula
    included): the lines after it at the same quote depth, up to a line quoted at another depth
    or the end, when they are a few (``MAX_SIGNATURE_LINES``) and none is a header or a marker."""
    out: list[int] = []
    last = max((i for i, t in enumerate(texts) if t.strip()), default=-1)
    for i, s in enumerate(texts):
        if i == last and _SIGNED_LINE.match(s.strip()) and len(s.split()) <= MAX_SIGNED_WORDS and _signed_apart(texts, i):
            out.append(i)  # "-- typed up from the club's handbook": the writer's closing line, the text's last
            continue
        if not SIGNATURE_DELIMITER.match(s.strip()):
            continue
        j, said = i + 1, []
        while j < len(texts) and (depths[j] == depths[i] or not texts[j].strip()):  # a blank line has no depth
            if texts[j].strip():
                said.append(texts[j])
                if len(said) > MAX_SIGNATURE_LINES:  # too long for one: no need to read on
                    break
            j += 1
        if said and len(said) <= MAX_SIGNATURE_LINES and not any(is_structural(t) for t in said):
            out += range(i, j)
        elif s.strip() != "--":  # a closing formula alone is no law's sentence, whatever follows it
            out.append(i)
    return out


def _signed_apart(texts: list[str], i: int) -> bool:
    """Whether a last line opening with two hyphens stands apart from the law's text: the line
    before it (past blank ones) ends a sentence (a sentence wrapped before a dash, "… side" /
    "-- and may …", goes on), and opens neither with two hyphens nor with a unit's marker (a list
    of "--" items, or an item's, goes on)."""
    before = next((t.strip() for t in reversed(texts[:i]) if t.strip()), "")
    return ends_sentence(before) and not before.startswith("--") and marker_kind(texts[i].strip().lstrip("- ")) is None


def furniture(lines: list[str]) -> set[int]:
    """Indexes of the lines that are page or site furniture (readers/formats/furniture.py), a
    layout's headers and markers never among them."""
    return set(text_furniture(lines, keep=is_structural))


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
    last: Line | None = None  # the last line of text it took
    pieces: list[tuple[int, int, Line]] = field(default_factory=list)  # each line taken: paragraph, place in it, line
    partial: bool = False  # the text is cut: only the start of the unit is there


# The first law headers of a text, LIST_RUN of them or more in a row, nothing but blank lines between
# them, each bare (a number, no title) and each a law after the one before, are a list of the laws
# — a saved page's menu of the site's pages of them («Law 25», «Law 26», «Law 27», «Law 28») above
# the page's one law, which it names nowhere else — and none of them opens a law: the last one,
# which the page's text follows, was read as the page's law (and its `--law` not used). A titled
# header («LAW 28 - CALLS …» after a menu of titled ones) is a law's own, and so is any header after
# a law's text (LAW 40's text, then LAW 41–43 printed bare, then LAW 44's text: not a menu).
LIST_RUN = 3
# A comment signed as a question-and-answer site signs it: a dash, its writer, a date ("– Ann Mar 3,
# 2021", "— bob 12.03.21")
_SIGNED = re.compile(r"\s[–—-]\s+\*?[\w.-]+\*?(?:\s+\S+)?\s+(?:[A-Z][a-z]{2}\s+\d{1,2}(?:,?\s+'?\d{2,4})?|\d{1,2}\.\d{1,2}\.\d{2,4})\s*$")
REPEAT_CHARS = 20  # a quote's line this long found in a unit already read is the law quoted again
# What a page's notice names and a law's paragraph does not: a year, an address, a page of its own
# What a sentence says a player or the Director says or asks, after a verb of saying and a colon
# ("… may then ask: What does your bid mean?", «… объявляет: пересчитайте карты»): their words, not
# the writer's («Отдельный вопрос к Ирине: у нас …» is the writer's)
# A notes heading over the law's own notes at its end ("Notes", «Примечания», «Сноски»)
# What a channel's or a chat's words have and a law's never: a pictograph, a hashtag
# (not the suits' symbols, ♠♥♦♣ ♤♡♢♧, which the Laws' own examples print; a hashtag is a word of
# letters, not a form's number, "#A2")
_CHANNEL_MARKS = re.compile(r"[\U0001F000-\U0001FAFF\u2600-\u265F\u2668-\u27BF]|(?<!\w)#[^\W\d_]{3,}(?!\w)")
# A chat line's time stamp at its start ("[14:06] Миша: …", "14:06 Ann: …"): a line of the chat's;
# with a name of a word or two and a colon after it, a member's message, never a law's words
_CHAT_STAMP = re.compile(rf"\[?{fixers.TIME}\]?\s")
_CHAT_MESSAGE = re.compile(_CHAT_STAMP.pattern + r"\s*[^\s:]{1,30}(?:\s[^\s:]{1,30})?:\s")


def _writers(words: str) -> bool:
    """Words of the writer's, not a law's: they speak (``_speaks``), name a year or an address, or
    are a name."""
    return _speaks(words) or _NOTICE.search(words) is not None or _is_name(words)


def _speaks(words: str) -> bool:
    """Words that are a person's, never a law's: they speak to the reader (not in what they say
    someone says after a colon), hold a pictograph or a hashtag, or are a chat's message ("[14:06]
    Миша: спасибо")."""
    return (speaks_to_reader(_SPOKEN_WORDS.sub("", words)) or _CHANNEL_MARKS.search(words) is not None
            or _CHAT_MESSAGE.match(words) is not None)


def _sentence_of(words: str) -> bool:
    """Whether a title-shaped phrase is a sentence's start: a modal verb ("the player may"), not
    after a word that asks ("when is a card played"), or a Russian predicate («игрок вправе»)."""
    return bool(_SENTENCE_VERB.search(words) and not _ASKING.match(words)) or (
        not words.isascii() and has_predicate(words))


def _is_name(text: str) -> bool:
    """A writer's name (and post) under a sign-off: a few words, no sentence's stop at its end
    ("Joan (Hon. Sec.)", "G. Pryce"; "No appeal." is a sentence)."""
    text = text.strip()
    return 0 < len(text.split()) <= NAME_WORDS and not re.search(r"[.!?;:]$", text)


# The parts of a decision, a regulation or a handout that quote a law, as their headings name them
_DOCUMENT_PART = re.compile(r"(?<![^\W\d_])(?:decision|ruling|annex|appendix|comments?|commentary|discussion|background|facts"
                            r"|conclusions?|exercises?|questions|homework|решение|приложение|комментари[йи]|обсуждение"
                            r"|выводы?|вопросы|задани[ея]|упражнени[ея]|glossary|словар(?:ь|ик)|глоссарий)(?![^\W\d_])", re.IGNORECASE)
# … or that says the part under it is none of the law's ("Director's notes (not part of the Law)",
# «Комментарий (не входит в текст правила)»)
_NOT_THE_LAW = re.compile(r"not\s+(?:a\s+)?part\s+of\s+the\s+laws?\b|not\s+the\s+text\s+of\s+the\s+laws?\b"
                          r"|не\s+(?:входит\s+в\s+(?:текст\s+)?|является\s+частью\s+|текст\s+)(?:правил|закон)", re.IGNORECASE)
# … and the text's last paragraph saying where it comes from or where to look next ("Source: the 2007
# Laws, …", «Источник: Международные правила…», «Перевод: …», «См. также: …»)
_SOURCE_LABEL = re.compile(r"^(?:(?:sources?|translation|see\s+also|источник[иа]?|перевод|переведено|см\.\s*также)\s*[:—–]"
                           r"|(?:translated|transcribed)\s+by\s|typed\s+(?:up\s+)?from\s|набрано\s+по\s)", re.IGNORECASE)
# A line that marks where the law's text ends ("-- end of Law 58 --", «[конец правила 58]»)
_END_OF_LAW = re.compile(r"^[-–—=*~#(\[<\s]*(?:end\s+of\s+law|конец\s+(?:правила|закона|статьи))\s+\d{1,2}[-–—=*~#)\]>.\s]*$",
                         re.IGNORECASE)
# A slide's notes for its speaker, as a deck exported as text prints them under the slide ("Speaker
# notes: …", «Заметки докладчика: …»), or an editor's comment: their words, never the law's
_SPEAKER_NOTES = re.compile(r"^(?:speaker|presenter)(?:'s)?\s+notes?\s*[:—–]|^notes\s+for\s+the\s+(?:speaker|presenter)\s*[:—–]"
                            r"|^(?:заметки|примечани[ея])\s+(?:докладчика|выступающего|ведущего|к\s+слайду)\s*[:—–]"
                            # … and an editor's comment set into the law («Комментарий редакции сайта: …», "Editor's note: …")
                            r"|^(?:editor['’]?s\s+(?:note|comment)|комментарий\s+(?:редакции|редактора|составителя)(?:\s+сайта)?"
                            r"|прим(?:ечание)?\.?\s+ред(?:акции|актора)?\.?)\s*[:—–]", re.IGNORECASE)
# … and a paragraph of a reviewer's under his initials between the law's units ("RA: the typed
# C2 is not in the book …", "[PH: Law 64 says …]", «ИК: сверить с книгой»): the Laws open no
# paragraph with a capital's pair and a colon
_INITIALS_REMARK = re.compile(r"^\[?[A-ZА-ЯЁ]{2,3}:\s+[^\W_]")
_REMARK_LINES = 8  # the most lines of such a paragraph
# … and a quiz's first question after the law ("Q1. …", "Question 1:", «Вопрос 1.»)
_QUIZ_ITEM = re.compile(r"^(?:Q|Question|Вопрос)\s?1[.):]\s", re.IGNORECASE)
_SPOKEN_WORDS = re.compile(r"(?<![^\W\d_])(?:says?|said|asks?|asked|announces?|announced|states?|stated|tells?|told|replies|"
                           r"replied|answers?|answered|говорит|сказал[аи]?|спрашивает|спросил[аи]?|объявляет|объявил[аи]?|"
                           r"заявляет|заявил[аи]?|отвечает|ответил[аи]?|произносит|сообщает|просит)(?![^\W\d_])"
                           r"[^:.!?]{0,40}:\s+[^.!?…]*", re.IGNORECASE)  # a verb of saying, a colon, to the sentence's end
_BRACKETED = re.compile(r"^\s*[(\[].*[^.!?][)\]]\s*$")  # a paragraph wholly in brackets, no sentence: the copy's remark
NAME_WORDS = 5  # the most words of a writer's name (and post) under a sign-off
_NOTICE = re.compile(r"(?<!\d)(?:19|20)\d\d(?!\d)|\S@\S|https?://|www\.|\b(?:стр|с|p|pp|page|страница)\.?\s*\d",
                     re.IGNORECASE)
CONTENTS_WORDS = 12  # the most words of a line of a list of contents under a law's header (a section's title)


def _law_lists(texts: list[str]) -> set[int]:
    """The indexes of ``texts`` (lines) in the list of laws a text may open with, blank lines and
    the lines before its first header aside."""
    run: list[tuple[int, grammar.LawHeader]] = []
    for i, text in enumerate(texts):
        header = grammar.law_header(without_bullet(text.strip())) if text.strip() else None
        if header is None:
            if run and text.strip():
                break  # the list ends at the first line that is no header
            continue
        if header.title or (run and header.number <= run[-1][1].number):
            break
        run.append((i, header))
    return {i for i, _ in run} if len(run) >= LIST_RUN else set()


class _Letters:
    """Section and item letters. English texts and most Russian ones print the Latin letters
    (or their Cyrillic look-alikes: «А.», «В.», «С.»). A Russian text may print letters by its
    own alphabet: А, Б, В, Г … are the first, second, third, fourth … A Cyrillic letter is read
    both ways, the habit of the law it is in first (a «Б.» read in the law so far tells the
    alphabet: it comes before any «В.»), and the reading the outline expects wins: «В.» after A
    and a section whose letter the page lost is C. Each law keeps its own habit — a file gathered
    from several pages letters one law «А Б В» and the next «А В С» — and a law is the one the
    reader has open, whatever its header looked like."""

    RUSSIAN = "АБВГДЕЖЗ"
    # each level its own habit: sections «А. В. С.» by their look over items «а) б) в)» by the
    # alphabet is a common Russian text (one «б)» read the sections by the alphabet too)
    SECTION_B = re.compile(r"^Б\.(\s|$)")
    ITEM_B = re.compile(r"^\(?[бБ]\)(\s|$)")

    def __init__(self):
        self.habits: dict[int | None, tuple[bool, bool]] = {}  # a law's number (None: before any) → (sections, items)
        self.law: int | None = None  # the law being read
        self.printed: dict[int | None, set[str]] = {}  # a law's number → the section letters it prints

    def survey(self, texts: list[str]) -> None:
        """The section letters each law prints, read ahead: a Latin letter is a Russian one's twin
        only where the law does not print that one itself (a list «A. пас; B. контра» under «Б.1»
        of a law that goes on to «В.»)."""
        law = None
        for text in texts:
            s = without_bullet(text.strip())
            header = grammar.law_header(s)
            if header is not None:
                law = header.number
            elif m := SECTION_RE.match(s):
                self.printed.setdefault(law, set()).add(m.group("m"))

    def see(self, line: str) -> None:
        """A line of the law being read, before it is read."""
        mark = without_bullet(line.strip())
        sections, items = self.habits.get(self.law, (False, False))
        self.habits[self.law] = (sections or bool(self.SECTION_B.match(mark)), items or bool(self.ITEM_B.match(mark)))

    def by_alphabet(self, law: int | None, kind: str = "section") -> bool:
        """Whether ``law``'s section (or item) letters are the Russian alphabet's, as far as it is read."""
        return self.habits.get(law, (False, False))[0 if kind == "section" else 1]

    def readings(self, letter: str, kind: str = "section") -> list[str]:
        twin = _RUSSIAN_TWINS.get(letter.upper())
        alphabet, lookalike = letter_readings(letter, twins=self.by_alphabet(self.law, kind)
                                              and twin not in self.printed.get(self.law, ()))
        order = (alphabet, lookalike) if self.by_alphabet(self.law, kind) else (lookalike, alphabet)
        return list(dict.fromkeys(x for x in order if x))


# A Latin capital that draws like a Russian letter: in a Russian text it is that letter («B.», a
# scan's or a keyboard's, between «Б.» and «Г.» is В, the third).
_RUSSIAN_TWINS = {latin: cyrillic for cyrillic, latin in LOOKALIKE_LETTERS.items() if cyrillic.isupper()}


def letter_readings(letter: str, twins: bool = False) -> tuple[str | None, str | None]:
    """(by the Russian alphabet, by its look) the Latin letter a section or item letter stands
    for, each None where it stands for none: «В» → (C, B), «Б» → (B, None), "C" → (None, C); with
    ``twins`` (a Russian text) a Latin letter that draws like a Russian one as that one by the
    alphabet too: "B" → (C, B)."""
    up = letter.upper()
    twin = _RUSSIAN_TWINS.get(up, up) if twins else up
    alphabet = LETTERS[_Letters.RUSSIAN.index(twin)] if twin in _Letters.RUSSIAN else None
    lookalike = up.translate(LOOKALIKES)  # the one table of them (refs)
    return alphabet, lookalike if lookalike in LETTERS else None


# The most lines of a law's items under a quoted line whose quote marks a mail dropped (a few items,
# wrapped): a longer unquoted run is a reply's own words.
UNMARKED_ITEM_LINES = 40


class StandardReader:
    def __init__(self, file: str, edition: int, lang: str, law: int | None = None):
        self.file, self.edition, self.lang = file, edition, lang
        self.given_law = law  # the law a text without a header is (`--law`)
        self.units: list[_Unit] = []  # of the current law
        self.closed: list[_Unit] = []  # the units of the laws read so far, in order
        self.front: list[_Unit] = []
        self.headings: list[tuple[int, str, Heading]] = []
        self.pending: list[Heading] = []
        self.issues: list[Issue] = []
        self.guesses: list[Issue] = []
        self.dropped: dict[str, list[tuple[int, str]]] = {}  # why → (line, text) dropped as furniture
        self.outline = Outline()
        self.law: int | None = None
        self.seen: dict[int, int] = {}  # law → the line of its header
        self.void = False  # inside the text of a header that names no law to read: skipped
        self.voice = 0  # the quote depth of the law text (a mail quotes it ">>")
        self.law_depth = 0  # the quote depth of the open law's header
        self.aside = ""  # the writer's own last line, when their words broke into the quoted law
        self.note: tuple[_Unit, int] | None = None  # a note whose lines may go on
        self.notes_area = False  # after the rule line that opens the notes
        self.stopped = 0  # section titles the text prints with a full stop over a lower marker
        self.run_in = False  # every section's title printed as its line's first, short sentence
        self.roman_items = False  # a list of items numbered (i), (ii) where the Laws print (a), (b)
        self.wrap = 0  # the width at which the text was wrapped; 0 when it was not
        self.last_quoted_marker = -1  # the last quoted line that opens a unit
        self.header = ""  # the current law's header line, as printed
        self.chapters: list[str] = []  # the chapter numbers seen, in order
        self.spaced: list[tuple[_Unit, Line, int]] = []  # paragraphs after a blank line in a unit with text (the place of each in its unit)
        self.spaced_structure = 0  # markers and headers after a blank line
        self.close_structure = 0  # markers right under the line before
        # a unit's first paragraph below its title or header: how many after a blank line, how many
        # right under it (``spaced_first``, and ``_trailing_aside``'s spacing)
        self.first_apart = self.first_close = 0
        self.framed = False  # page matter before the first law (a title of the page's own)
        self.jumped = False  # inside the pages between a law's part and the page it goes on at (_JUMP)
        self.around_open: tuple[int, ...] = ()  # the depth of words around a quoted law whose sentence goes on
        # A list numbered straight through a law, as Word's list numbering runs on when it is not
        # restarted (1., 2. under A, then 3., 4. under B): per kind, the last marker's place as
        # printed (law, place), and the places a run-on list is ahead under its parent (parent, by)
        self.printed: dict[str, tuple[int | None, int]] = {}
        self.ahead: dict[str, tuple[str, int]] = {}
        self.at = 0  # the line whose markers are being read
        self.bracketed = self.bracketing = False  # the open subsection's number printed «1)», and the one read now

    # -- the lines -------------------------------------------------------------------------
    def read(self, raw: list[str], numbers: list[int]) -> SourceText:
        cut: dict[str, fixers.Lines] = {}
        numbered, depths = self._unmail(as_typed(zip(numbers, raw), cut))
        for why, where in cut.items():
            for number, words in where:
                self._drop(number, words, why)
        numbered, depths, run_on = _headers_apart(numbered, depths)
        for number, header in run_on:
            self.guesses.append(Issue("guess", f"«{_short(header)}»: the law's first section runs on after its "
                                      "header's title in capitals, read on a line of its own", Location(self.file, number)))
        numbered, depths, inline = items_apart(numbered, depths)
        numbered, lost = numbers_lost(numbered)
        numbered, lettered = items_numbered(numbered)
        for number, printed, read in lettered:
            self.guesses.append(Issue("own-marker", f"«{printed}» read as «{read}»: an item numbered under a "
                                      "subsection numbered «1.», indented under it", Location(self.file, number)))
        for number, _, read in lost:
            self.guesses.append(Issue("own-marker", f"an indented line with no number read as «{read}»: a list's "
                                      "line under a unit's words ending in a colon, its number dropped by a "
                                      "plain-text save", Location(self.file, number)))
        numbered, unclosed = brackets_closed(numbered)
        for number, printed, read in unclosed:
            self.guesses.append(Issue("own-marker", f"«{printed}» read as «{read}»: an item's marker that lost its "
                                      "closing bracket, among the items in order", Location(self.file, number)))
        numbered, own = own_markers(numbered)
        for number, printed, read in inline + own:
            self.guesses.append(Issue("own-marker", f"«{printed}» read as «{read}»: the text numbers this level "
                                      "its own way, in order", Location(self.file, number)))
        numbered, alike = lookalike_markers(numbered, russian=self.lang == "ru")
        for number, printed, read in alike:
            self.guesses.append(Issue("lookalike-marker", f"«{printed}» read as «{read}»: a character that looks "
                                      "like it (a scan's or a keyboard's), where the markers around it want it",
                                      Location(self.file, number)))
        texts = [s for _, s in numbered]
        self.letters = _Letters()
        self.letters.survey(texts)
        self.words = Counter(w.lower() for ln in texts for w in _WORD.findall(ln))  # the text's words, each with its count
        self.typeset = sum(1 for ln in texts if _LATIN_TAIL.search(ln)) >= TYPESET_BREAKS
        lettered = [ln for ln in texts if any(c.isalpha() for c in ln)]
        self.in_capitals = sum(1 for ln in lettered if ln.isupper()) * 2 > len(lettered)  # a text typed in capitals
        self.cases = _Cases(texts)
        drop = text_furniture(texts, keep=is_structural, whole=True)
        drop.update(dict.fromkeys(signatures(texts, depths), "a mail's signature"))
        lines = self._lines(numbered, depths, drop)
        # the width the text was wrapped at; where the page's short lines before the first law's
        # header (a menu, a breadcrumb) hide it, the width of the lines from that header on
        self.wrap = wrap_width(lines) or wrap_width(
            lines[next((k for k, ln in enumerate(lines) if grammar.law_header(ln.text)), 0):])
        # the last quoted line that opens a unit: before it, the quoted law goes on in quotes
        self.last_quoted_marker = max((k for k, ln in enumerate(lines) if ln.depth and is_structural(ln.text)), default=-1)
        self.stopped = _stopped_titles(lines)
        self.printed_headers = grammar.printed_headers(ln.text for ln in lines)
        self.run_in = _run_in_titles(lines)
        # subsections' run-in titles in Title Case, where the text prints two at least so (one alone,
        # "1. East and West Pass. The auction is over.", is a sentence)
        self.sub_run_in = sum(1 for line in lines if marker_kind(line.text) == "subsection" and _headed_run_in(
            (SUBSECTION_RE.match(without_bullet(line.text)).group("rest") or "").strip(), False)) >= 2
        self.listed = _law_lists([line.text for line in lines])
        self.start, self.start_title = self._headless_start(lines)
        i = 0
        while i < len(lines):
            i += self._line(lines, i)
        self._finish(lines)
        return SourceText(file=self.file, kind="standard", edition=self.edition, langs=(self.lang,),
                          fragments=tuple(map(self._fragment, self.closed)), headings=tuple(self.headings),
                          issues=tuple(self.issues), front=tuple(self._front()),
                          notes=tuple(self._dropped_notes() + self.guesses),
                          alphabet=tuple(sorted(n for n in self.seen if self.letters.by_alphabet(n))))

    def _unmail(self, numbered):
        """A mail's header block and quote marks off: «From: …» / «Date: …» go, "> LAW 50 - …"
        is read as "LAW 50 - …" and remembers how deep it was quoted (a law set in by its indent
        between a writer's words at the margin as if quoted so: ``fixers.indented_quote``)."""
        numbered, earlier = fixers.drop_earlier_message(numbered)
        for number, text in earlier:
            self._drop(number, text, "the earlier message a reply quotes under it, after its headers")
        numbered, dropped = fixers.drop_mail_headers(numbered)
        for number, text in dropped:
            self._drop(number, text, "the headers of a mail")
        numbered, depths = fixers.unquote(numbered)
        return numbered, fixers.indented_quote(numbered, depths)

    def _lines(self, numbered, depths, drop: dict[int, str]) -> list[Line]:
        out, blank, brk, gap = [], False, False, False
        for i, (number, text) in enumerate(numbered):
            if text.startswith("\f"):
                blank = brk = True
            if "\f" in text:
                text = text.replace("\f", "")
            s = text.strip()
            if i in drop and s:
                self._drop(number, s, drop[i])
                gap = gap or drop[i] == OMISSION
                brk = brk or drop[i] == PAGE_NUMBER  # "Page 34" with no form feed: a page break all the same
            if not s or i in drop:
                blank = blank or not s or gap
                continue
            out.append(Line(s, number, blank, brk, len(text.rstrip()), depths[i], gap))
            blank = brk = gap = False
        return out

    def _line(self, lines: list[Line], i: int) -> int:
        line = lines[i]
        s = line.text
        self.letters.see(s)
        if i in self.listed:
            self._drop(line.number, s, "a list of laws (a site's menu of them, or a contents list)")
            return 1
        continued = _continued(s)  # before a header: "LAW 16 – continued" is no new header of Law 16
        if continued is not None and continued == self.law:
            self._drop(line.number, s, "a running header (the law's header again)")
            return 1
        if self.law is not None and self._running_own_header(s):
            self._drop(line.number, s, "a running header (the law's header again, with its title or a page's number)")
            return 1
        if self.law is not None and _PAGE_NUMBER_ALONE.match(s) and i + 1 < len(lines) and \
                self._running_own_header(lines[i + 1].text):
            self._drop(line.number, s, "a page's number over the next page's running header")
            return 1
        if self.law is not None and line.after_blank and self._inset_quote(lines, i):
            end = next((j for j in range(i + 1, len(lines)) if lines[j].after_blank), len(lines))
            for inset in lines[i:end]:
                self._drop(inset.number, inset.text, "a quote set into the law's sentence (a pull quote of the page)")
            return end - i
        if self.law is not None and not self.in_capitals and (between := self._page_words_between(lines, i)):
            for words in lines[i:i + between]:
                self._drop(words.number, words.text, "a page's words in capitals between two sections (a leaflet's cover)")
            return between
        if self.law is not None and _END_OF_LAW.match(s.strip()):
            self._drop(line.number, s, "a line marking the law's end")
            return 1
        if self.law is not None and line.after_blank and _INITIALS_REMARK.match(s.strip()):
            end = next((j for j in range(i + 1, min(len(lines), i + _REMARK_LINES + 1)) if lines[j].after_blank), None)
            if end is not None and not any(is_structural(later.text) for later in lines[i + 1:end]):
                for remark in lines[i:end]:
                    self._drop(remark.number, remark.text, "a remark under its writer's initials («RA: …», «[PH: …]»)")
                return end - i
        if self.law is not None and _SPEAKER_NOTES.match(s.strip()):
            self._drop(line.number, s, "a slide's notes for its speaker, or an editor's comment")
            return 1
        if self.jumped and _RESUMED.match(s.strip()):
            self.jumped, self.notes_area, self.note = False, False, None  # (a note above it is over)
            self._drop(line.number, s, "a line saying where the law's text resumes")
            return 1
        if self.jumped and not grammar.law_header(s.strip()) and not grammar.NOTE_RE.match(s.strip()):
            self._drop(line.number, s, "the pages between a law's part and the page it goes on at")
            return 1  # (a note at the foot of the law's page is the law's)
        self.jumped = self.jumped and grammar.law_header(s.strip()) is None
        if self.law is not None and _GOES_ON_ELSEWHERE.match(s.strip()):
            self._drop(line.number, s, "a note that the text goes on in another part")
            self.jumped = bool(_JUMP.search(s)) and any(_RESUMED.match(later.text.strip())
                                                        for later in lines[i + 1:i + 1 + _JUMP_MOST])
            return 1
        section = _CONTINUED_SECTION.match(s) if self.law is not None else None
        have = next((m for k, m in self.outline.path if k == "section"), None) if section else None
        if have is not None and have in self._readings("section", section.group("m")):
            self._drop(line.number, s, "a running heading (the open section's heading again, said to go on)")
            return 1
        header = self._header(lines, i)
        if header is not None:
            return self._law_line(header, lines, i)
        if self.void:
            return 1  # the text of a header reported as no law to read (an issue says so)
        if line.after_gap:  # words left out: the units after the gap may skip some (2., [...], 4.)
            self.outline.leave_gap()
        taken = self._heading_line(lines, i)
        if taken:
            return taken
        if self.law is None and self.given_law is not None and i == self.start:
            self._start_given(lines[i])
        if self.law is None and not self.front:
            self._drop(line.number, s, "page matter before the first law")
            self.framed = True
            return 1
        structural = is_structural(s)
        if self.law is not None and not structural and self._rewrapped(lines, i):
            return self._content_line(lines, i)
        if self.law is not None and line.depth < self.law_depth and self._unmarked_items(lines, i):
            return self._content_line(lines, i)
        # (a marker that opens a wrapped line of those words is theirs: "… as" / "A. Morrow found …")
        goes_on = structural and not line.after_blank and self.around_open and line.depth == self.around_open[0]
        if self.law is not None and line.depth != self.voice and (not structural or goes_on):
            self._drop(line.number, s, "the words of a mail or a page around the law it quotes")
            self.aside = (self.voice > 0) and (self.aside or s)
            self.around_open = (line.depth,) if not ends_sentence(s) else ()
            return 1
        self.around_open = ()
        if self.aside and not structural and line.depth == self.voice and self._other_quote(s, lines, i):
            # a quote after the writer's own words that opens no unit and that they introduce, that
            # repeats the law or that a comment's writer signs: another quote, not the law going on
            self._drop(line.number, s, "a quote of other words after the writer's own (not the law's going on)")
            return 1
        self.aside = "" if structural or line.depth == self.voice else self.aside
        if self.law is not None and line.depth == 0 < self.law_depth and len(self.units) > 1:
            if i > self.last_quoted_marker and self._goes_on_unquoted(s, lines, i):
                # the writer goes on with the law after the quote («[quote]… А. …[/quote]» / "I type
                # the rest from my book:" / «Б. …», the next section): the law's voice is theirs now
                self.voice = self.law_depth = 0
                self.guesses.append(Issue("guess", f"Law {self.law} goes on unquoted after the quote, with the "
                                                   f"section it expects next: «{_short(s)}»", Location(self.file, line.number)))
            else:
                # a reply's own list, unquoted, between the quoted law's lines («> LAW 27 …» … "1. The replacement …")
                self._drop(line.number, s, "the words of a mail around the law it quotes (a list of its own)")
                return 1
        return self._content_line(lines, i)

    def _rewrapped(self, lines: list[Line], i: int) -> bool:
        """A quoted line's end that a mail program wrapped onto a line of its own without the quote
        mark ("> … so that the card is also replaced at" / "later tables."): right under a quoted
        line of the law that ends no sentence, in small letters, a few words."""
        prev = lines[i - 1] if i else None
        line = lines[i]
        return (prev is not None and prev.depth == self.voice > line.depth and not line.after_blank
                and not ends_sentence(prev.text) and line.text[:1].islower() and len(line.text.split()) <= 4)

    def _unmarked_items(self, lines: list[Line], i: int) -> bool:
        """A line of the items under a quoted line of the law that ends in a colon, whose quote
        marks a mail program dropped ("> 1. The Director may choose:" / "(a) …" / "(b) …"): the
        run of unquoted lines up to that line holds no blank, opens with the item the law expects
        there (its first), and each of its lines is an item's or an item's end wrapped (small
        letters)."""
        k = i
        while k >= 0 and lines[k].depth < self.law_depth and not lines[k].after_blank:
            if not (grammar.ITEM_RE.match(lines[k].text) or lines[k].text[:1].islower()) or i - k > UNMARKED_ITEM_LINES:
                return False  # (a run longer than a law's items is a reply's own words: not walked back each line)
            k -= 1
        if k < 0 or k == i or lines[k].depth != self.law_depth or not lines[k].text.rstrip().endswith(":"):
            return False
        first = grammar.ITEM_RE.match(lines[k + 1].text)
        return bool(first) and first.group("m").lower() in "aа"  # the first item, Latin or Cyrillic

    def _goes_on_unquoted(self, s: str, lines: list[Line], i: int) -> bool:
        """Whether an unquoted line opens the section the quoted law expects next, with a title and
        its first subsection right under it (a reply's own list starts at its own first marker; a
        reply that names the next section to ask about it goes on in words), after the last quoted
        marker (a chat's law posted in parts goes on in quotes)."""
        m = SECTION_RE.match(without_bullet(s))
        rest = (m.group("rest") or "").strip() if m else ""
        nxt = lines[i + 1].text if i + 1 < len(lines) else ""
        first = SUBSECTION_RE.match(without_bullet(nxt))
        return bool(m) and bool(rest) and (title_like(rest) or stopped_title(rest) is not None) and bool(
            first) and first.group("m") == "1" and any(
            self.outline.expects("section", x) and x != first_marker("section") for x in self._readings("section", m.group("m")))

    def _other_quote(self, s: str, lines: list[Line], i: int) -> bool:
        """Whether a quote after the writer's own words (``self.aside``, their last line) is not
        the law going on: they introduce it («… has commented on this:»), its words repeat a unit
        already read, or it is a comment its writer signs ("… – Glorfindel Mar 3, 2021"). A reply
        that comments between the quoted paragraphs of a mail goes on with the law."""
        if self.aside.rstrip().endswith(":"):
            return True
        words = " ".join(s.split())
        if len(words) >= REPEAT_CHARS and any(words in " ".join(" ".join(p) for p in u.paras) for u in self.units):
            return True
        end = i
        while end + 1 < len(lines) and lines[end + 1].depth == lines[i].depth and not lines[end + 1].after_blank:
            end += 1
        return _SIGNED.search(lines[end].text) is not None

    def _heading_line(self, lines: list[Line], i: int) -> int:
        """A chapter heading (the same one again over a new page is dropped) or a heading of the
        parts before Law 1; 0 for any other line."""
        s = lines[i].text
        chapter = grammar.heading(s)
        if chapter and self.chapters and _roman_of(chapter.group("n")) == self.chapters[-1]:
            self._drop(lines[i].number, s, "a running header (the chapter's heading again)")
            return 1
        if chapter and (not chapter.group("title") or len(s) <= 90):
            return self._chapter(chapter, lines, i)
        front = FRONT_RE.match(s)
        if front and self.law is None and self._front_heading(front):
            self.front.append(_Unit(FRONT_NAMES[front.group("name").lower()], "front", "", lines[i].number,
                                    title=s))
            self.note = None
            return 1
        return 0

    @staticmethod
    def _cited(lines: list[Line], i: int) -> bool:
        """A marker that wrapping put at a line's start after the word that cites it ("… falls
        under the rules in item" / "(a) of A1 above …", «… согласно подпункту» / «а) настоящего
        пункта …»): the line before ends on the citing word, and the marker's words go on the
        citation (``_CITATION_GOES_ON``), not as an item's own words do."""
        prev = lines[i - 1] if i else None
        if prev is None or lines[i].after_blank or not _CITING.search(prev.text):
            return False
        m = next((hit for _, rx in MARKERS if (hit := rx.match(lines[i].text))), None)
        rest = (m.group("rest") or "").lstrip() if m else ""
        return bool(_CITATION_GOES_ON.match(rest))

    def _content_line(self, lines: list[Line], i: int) -> int:
        line, s = lines[i], lines[i].text
        if RULE_RE.match(s):
            return self._rule(line)
        note = NOTE_RE.match(s) or self._bare_note(s)
        if note:
            self._start_note(note, line)
            return 1
        if self.law is not None and not self._cited(lines, i):
            taken = self._markers(without_bullet(s), line, lines, i) or self._lost_heading(lines, i)
            if taken:
                return taken
        if self.notes_area and self._goes_on_after_notes(s, line):
            # the notes at a page's foot cut a paragraph: it goes on after them on the next page
            self.notes_area, self.note = False, None
        if self.notes_area:  # after the rule: a note goes on, anything else is not law text
            if self.note is not None and not line.after_blank:
                self._extend_note(s)
            else:
                self._drop(line.number, s, "text after the rule line that opens the notes")
            return 1
        self._text(s, line, lines, i)
        return 1

    def _goes_on_after_notes(self, s: str, line: Line) -> bool:
        """A line after the notes that goes on with the unit's last sentence: the unit's text
        stops mid-sentence ("… they were not given and"), and the line starts in lower case after a
        blank line (a note's own next line has none before it)."""
        unit = self.units[-1] if self.units else None
        last = unit.paras[-1][-1] if unit is not None and unit.paras and unit.paras[-1] else ""
        return bool(last) and line.after_blank and s[:1].islower() and not ends_sentence(last)

    # -- laws and headings -----------------------------------------------------------------
    def _header(self, lines: list[Line], i: int) -> grammar.LawHeader | None:
        """The law header at line ``i``, when it stands as a header: after a paragraph's end
        ("… as in" / "Law 73. The player …" is a citation that the wrapping put at the start of a
        line), its title not starting in lower case. After other words ("Draft 2017 Law 81 - The
        Director") only on a line of its own between blank lines."""
        line = lines[i]
        found = grammar.law_header(line.text)
        if found is None and self._alone(lines, i):
            found = grammar.law_header(line.text, prefixed=True)
        if found is None and i + 1 < len(lines):
            found = grammar.bare_titled_header(line.text, lines[i + 1].text, lines[i + 2].text if i + 2 < len(lines) else "",
                                               again=normalize_space(line.text) == self.header, printed=self.printed_headers)
        prev = lines[i - 1] if i else None
        # right above a section's marker, before any law or after a sentence's end: a header, never
        # a citation that wrapping put first ("… subject to" / "Law 16 - the rules on …" / "B. …")
        above_section = i + 1 < len(lines) and marker_kind(lines[i + 1].text) == "section" and (
            self.law is None or prev is None or ends_sentence(prev.text))
        if found is None or found.title[:1].islower() and not (
                # a title typed in small letters after a dash («Закон 40 — соглашения партнёров»),
                # the line first, after a blank one or over a section, short and ending no sentence
                found.separator in "-–—" and (prev is None or line.after_blank or above_section)
                and len(found.title.split()) <= 8 and not ends_sentence(found.title)):
            return None
        if (prev is not None and not line.after_blank and self.law is not None and prev.text.rstrip().endswith(":")
                and not grammar.law_header(prev.text) and not grammar.heading(prev.text)):
            return None  # quoted by the law's text after a colon («… сказано:» / «Статья 79. Все споры …»)
        if (prev is not None and not ends_sentence(prev.text) and not found.separator and found.title
                and ends_sentence(found.title)):
            return None  # a citation wrapped to a line's start ("… SEE ALSO" / "LAW 51 FOR THE ORDER OF PLAY.")
        if (prev is None or line.after_blank or found.title.isupper() or prev.text.isupper()
                or ends_sentence(prev.text) or is_structural(prev.text) or above_section):
            return found
        # the text's first law, under a page's lines that end in no stop (a leaflet's address and
        # hours, «Телефон клуба: 23-45-67»): a header with its separator and a title, when the line
        # above it does not go on into it ("… as set out in" / "Law 73. …" is a citation)
        if self.law is None and found.separator and title_like(found.title) and not unfinished(prev.text) \
                and not prev.text.rstrip().endswith(":"):
            return found
        return None

    @staticmethod
    def _alone(lines: list[Line], i: int) -> bool:
        nxt = lines[i + 1] if i + 1 < len(lines) else None
        return (i == 0 or lines[i].after_blank) and (nxt is None or nxt.after_blank or is_structural(nxt.text))

    def _law_line(self, h: grammar.LawHeader, lines: list[Line], i: int) -> int:
        """Open the law a header names, or say why not: a law that does not exist, a law already
        read, a law out of order. Its text is then not read, never merged into a neighbour."""
        line = lines[i]
        nxt = lines[i + 1] if i + 1 < len(lines) else None
        # (the open law's number alone over a section it has not read yet: a slide's or a page's top;
        # over one it has read, «Law 1» / «A. …» again, a second copy of the law)
        section = SECTION_RE.match(without_bullet(nxt.text.strip())) if nxt is not None and not h.title else None
        read = {u.marker for u in self.units if u.kind == "section"}
        over_section = section is not None and not set(self._readings("section", section.group("m"))) & read
        if h.number == self.law and (line.after_break or normalize_space(line.text) == self.header or over_section):
            self._drop(line.number, line.text, "a running header (the law's header again)")
            return 1
        self._forget_empty_law()
        if self._took_back_page_title(h, lines, i) or self._took_back_contents(h, lines, i):
            return self._start_law(h, lines, i)
        where = Location(self.file, line.number)
        if not h.exists:
            why = f"«{_short(line.text)}» names Law {h.number}, but the Laws are numbered 1 to {LAST_LAW}"
        elif h.number in self.seen:
            why = f"Law {h.number} again (its header is at line {self.seen[h.number]} too)"
        elif self.seen and h.number < max(self.seen):
            why = f"Law {h.number} after Law {max(self.seen)}: out of order"
        else:
            return self._start_law(h, lines, i)
        self.issues.append(Issue("law-header", f"{why}; its text, up to the next law header, is not read", where))
        self._close_law()
        self.law, self.void, self.note, self.notes_area = None, True, None, False
        return 1

    def _forget_empty_law(self) -> None:
        """A law header with nothing under it before the next header is a mention, not a law: the
        last crumb of a breadcrumb on its own line ("Law 57"), a line of a contents list. It is
        dropped (and said), so that the real header of the same law is no repeat."""
        if self.law is None or len(self.units) != 1 or self.units[0].paras or self.units[0].notes:
            return
        self._unopen_law("a law header with nothing under it before the next header")

    def _took_back_page_title(self, h: grammar.LawHeader, lines: list[Line], i: int) -> bool:
        """Whether it took back a page's title: the same law's header again, the law read so far holding no unit but its own (none of
        its sections or items), and this header followed by the law's structure (a marker or a
        heading on the next line that has words): the first was a page's title naming the law (a
        saved page of one law: «Правило 62», the site's words, then the law itself). The title
        and the words under it are dropped (and said), and the law starts here. A mention of the
        law after its text (a page's links to the laws around it) has no structure after it, and
        stays a repeat that is not read."""
        if h.number != self.law or len(self.units) != 1:
            return False
        if not self._structure_after(h, lines, i):
            return False
        unit = self.units[0]
        for text in (*(s for para in unit.paras for s in para), *(n.text or "" for n in unit.notes)):
            self._drop(unit.line, text, "a page's words under a title that names the law, before the law's own header")
        self._unopen_law("a page's title naming the law, before the law's own header")
        return True

    def _structure_after(self, h: grammar.LawHeader, lines: list[Line], i: int) -> bool:
        """Whether the header at ``i`` (its title's lines after it) is followed by the law's
        structure: a marker or a heading with words, not another law's header."""
        _, used = self._law_title(h, lines, i)
        nxt = next((line for line in lines[i + used:] if line.text.strip()), None)
        return nxt is not None and is_structural(nxt.text) and not grammar.law_header(without_bullet(nxt.text.strip()))

    def _took_back_contents(self, h: grammar.LawHeader, lines: list[Line], i: int) -> bool:
        """Whether it took back a list of contents: a law read before again, this header followed
        by the law's structure, and every law read from its first header on holding no unit but
        its own and no words but short lines (a wiki's contents, «1. Law 25 — …» with its sections'
        titles under it and the next laws' after them), none a sentence. Those laws are dropped (and
        said), and the law starts here; a law's own text read before, short sentences too, is a
        repeat, as before."""
        first = self.seen.get(h.number)
        if first is None or h.number == self.law and len(self.units) == 1:
            return False
        read = [u for u in (*self.closed, *self.units) if u.line >= first]
        if any(u.kind != "law" or u.notes or any(len(" ".join(para).split()) > CONTENTS_WORDS or ends_sentence(para[-1])
                                                 for para in u.paras) for u in read):
            return False
        if not self._structure_after(h, lines, i):
            return False
        for unit in read:
            self._drop(unit.line, " ".join([f"Law {unit.ref}", *(s for para in unit.paras for s in para)]),
                       "a list of contents naming the laws, before their own headers")
            self.seen.pop(int(unit.ref), None)
        dropped = {unit.line for unit in read}  # … and what was guessed of their headers goes with them
        self.guesses = [g for g in self.guesses if g.where is None or g.where.line not in dropped]
        self.closed = [u for u in self.closed if u.line < first]
        self.units, self.law = [], None
        return True

    def _unopen_law(self, why: str) -> None:
        """The law opened last taken back: its header dropped for ``why``, its headings pending
        again, so that its own header opens it anew."""
        unit = self.units.pop()
        self.seen.pop(self.law, None)
        self._drop(unit.line, self.header, why)
        self.pending = [h for law, _, h in self.headings if law == self.law] + self.pending
        self.headings = [h for h in self.headings if h[0] != self.law]
        self.law = None

    def _start_law(self, h: grammar.LawHeader, lines: list[Line], i: int) -> int:
        self._close_law()
        title, used = self._law_title(h, lines, i)
        self._open_law(h.number, title, lines[i])
        self.header = normalize_space(lines[i].text)
        if lines[i].after_blank:
            self.spaced_structure += 1
        if h.prefix:
            self.guesses.append(Issue("guess", f"«{_short(lines[i].text)}»: a header of Law {h.number} after the "
                                               f"words «{h.prefix}»", Location(self.file, lines[i].number)))
        return used

    def _law_title(self, h: grammar.LawHeader, lines: list[Line], i: int) -> tuple[str, int]:
        """The title on the header's line, or on the next line ("LAW 16" / "UNAUTHORISED
        INFORMATION", "LAW 82" / "- CORRECTING …"; in capitals also after a blank line, as a page
        sets «LAW 12<br><br>SAMPLE POWERS»: law text is never in capitals; or a paragraph of its
        own right above the first section), and its second line when it wraps."""
        title, used = h.title, 1
        nxt = lines[i + 1] if i + 1 < len(lines) else None
        capitals = nxt is not None and any(c.isalpha() for c in nxt.text) and nxt.text == nxt.text.upper()
        # a paragraph of its own between a bare header and the first section ("LAW 25" / "Changing
        # a Call" / "A. …", each a paragraph of a web page or a document)
        # (or above the law's own words, a paragraph of one line that ends a sentence, as a site's
        # builder sets «Правило 63» / «Установление ренонса» / «Ренонс становится …» apart)
        below = lines[i + 2] if i + 2 < len(lines) else None
        own_words = below is not None and nxt.after_blank and below.after_blank and not is_structural(below.text) \
            and ends_sentence(below.text) and (i + 3 >= len(lines) or lines[i + 3].after_blank)
        alone = below is not None and (marker_kind(below.text) == "section" or own_words) and (
            _title_case(nxt.text) or not nxt.text.isascii() and len(nxt.text.split()) <= RUN_IN_WORDS
            and not any(c.isdigit() for c in nxt.text) and not has_predicate(nxt.text))
        if not title and nxt is not None and (not nxt.after_blank or capitals or alone):
            tail = grammar.header_tail(nxt.text)
            if tail and not is_structural(tail):
                title, used = tail, 2
            elif title_like(nxt.text) and not is_structural(nxt.text) and (
                    capitals and nxt.after_blank and not unfinished(nxt.text)  # (a narrow column's heading in capitals)
                    or title_ends(nxt.width, lines[i + 2] if i + 2 < len(lines) else None, self.wrap, is_structural)):
                title, used = nxt.text, 2
        at = i + used
        while at < len(lines) and (title_goes_on(title, lines[at], lines[at + 1] if at + 1 < len(lines) else None,
                                                 is_structural) or self._capitals_go_on(title, lines, at)):
            title, at = join_lines([title, lines[at].text]), at + 1
        # a title printed with a full stop («Закон 23. Сравнимый вызов.», as section titles are
        # printed in such a text) is the title without it
        return (stopped_title(title) or title) if title else title, at - i

    @staticmethod
    def _capitals_go_on(title: str, lines: list[Line], at: int) -> bool:
        """Whether a law's title in capitals goes on on line ``at``, in capitals too, right under
        it, over the law's words in small letters ("CARD EXPOSED OR LED" / "DURING THE AUCTION" /
        "When the Director …"); a header, a marker or a note is no title's, and in a text typed
        all in capitals the line is its words."""
        line, after = lines[at], lines[at + 1] if at + 1 < len(lines) else None
        text = line.text.strip()
        return (bool(title) and title.isupper() and not line.after_blank and text.isupper()
                and title_like(text) and not is_structural(text) and not NOTE_RE.match(text)
                and after is not None and not after.text.isupper())

    def _open_law(self, n: int, title: str, line: Line) -> None:
        self.law, self.void, self.voice = n, False, line.depth
        self.law_depth = line.depth  # a law quoted in a mail («> LAW 27 …»): no unquoted line is its
        self.letters.law = n
        self.seen[n] = line.number
        self.outline.start_law(n)
        self.units = [_Unit(str(n), "law", str(n), line.number, title or None)]
        self.headings += [(n, self.lang, h) for h in self.pending]
        self.pending = []
        self.note, self.notes_area = None, False

    def _headless_start(self, lines: list[Line]) -> tuple[int | None, str]:
        """Where a text given ``--law`` starts its law, when it prints no law header before its
        first marker: that marker's line, the law's title the last title-shaped line before it
        (a page of one law prints its title as a heading above "A. …"; the site's menus, notes
        and breadcrumbs above and around it are the page's, and dropped)."""
        if self.given_law is None:
            return None, ""
        for k, line in enumerate(lines):
            if grammar.law_header(line.text) and k not in self.listed:  # a menu's «Law 27» is no header
                self.guesses.append(Issue("guess", f"the text prints its own law headers (line {line.number}): "
                                                   f"--law {self.given_law} is not used"))
                return None, ""
            if marker_kind(line.text):
                # (a title stands alone: a line whose sentence goes on below it, «Высылаю 58-е правило по
                # редакции» / «1997 года, как просили.», is a wrapped sentence's)
                titles = [ln.text for j, ln in enumerate(lines[:k]) if title_like(ln.text) and not is_structural(ln.text)
                          and (j + 1 == k or lines[j + 1].after_blank or is_structural(lines[j + 1].text))]
                # a law's title has no figures; a date or an edition line near it («Обновлено
                # 12.03.2019») is the page's
                plain = [t for t in titles if not any(ch.isdigit() for ch in t)]
                return k, (plain or titles or [""])[-1]
        return None, ""

    def _start_given(self, line: Line) -> None:
        self._open_law(self.given_law, self.start_title, line)
        said = f", titled «{_short(self.start_title)}» (the last heading above it)" if self.start_title else ""
        self.guesses.append(Issue("guess", f"no law header: read as Law {self.given_law} (--law), from line "
                                           f"{line.number}{said}", Location(self.file, line.number)))

    def _chapter(self, m: re.Match, lines: list[Line], i: int) -> int:
        number = _roman_of(m.group("n"))
        title, used = m.group("title").strip(), 1
        if not title and i + 1 < len(lines) and title_like(lines[i + 1].text) and \
                not is_structural(lines[i + 1].text):
            title, used = lines[i + 1].text, 2
        self.pending.append(Heading(grammar.heading_level(m.group("word")), number, title or None))
        self.chapters.append(number)
        return used

    def _front_heading(self, m: re.Match) -> bool:
        """«Definitions» alone on a line, or "SCOPE AND INTERPRETATION OF THE LAWS": a heading,
        not a sentence that starts with the word."""
        rest = m.group("rest")
        return not rest.strip() or (not rest.rstrip().endswith((".", ":", ";", "!", "?", "…")) and len(rest) < 60
                                    and (m.group(0).isupper() or rest[:1] in " :–-"))

    def _close_law(self) -> None:
        self.closed.extend(self.units)
        self.units = []

    def _fragment(self, u: _Unit) -> Fragment:
        return Fragment(edition=self.edition, lang=self.lang, ref=u.ref, kind=u.kind, marker=u.marker,
                        where=Location(self.file, u.line), title=u.title,
                        paragraphs=tuple(p for p in (join_lines(ls) for ls in u.paras) if p),
                        footnotes=_once(u.notes), partial=u.partial)

    def _front(self) -> list[Fragment]:
        return [Fragment(edition=self.edition, lang=self.lang, ref=u.ref, kind="front", marker="",
                         where=Location(self.file, u.line), title=u.title,
                         paragraphs=tuple(p for p in (join_lines(ls) for ls in u.paras) if p),
                         footnotes=tuple(u.notes)) for u in self.front]

    # -- markers ---------------------------------------------------------------------------
    def _marker(self, s: str) -> tuple[str, str, str, bool] | None:
        """(kind, canonical marker, rest, skips a level) when ``s`` opens the unit the outline
        expects next."""
        for kind, regex in MARKERS:
            m = regex.match(s)
            if not m or kind == "subsection" and not self._numbered_so(s[m.end("m"):m.end("m") + 1]):
                continue
            rest = (m.group("rest") or "").strip()
            for mark in self._readings(kind, m.group("m")):
                read = self._run_on(kind, mark)
                if read is not None:
                    return kind, read, rest, False
                if self.outline.expects(kind, mark) or self._skipped_section(kind, mark, rest):
                    return kind, mark, rest, False
                if self._below_colon(kind, mark):
                    return kind, mark, rest, True
            roman = ROMAN.get(m.group("m"))
            if kind == "subitem" and roman and self._roman_item(LETTERS[roman - 1]):
                return "item", LETTERS[roman - 1], rest, False
            letter = _LOOKALIKE_ITEMS.get(m.group("m")) if kind == "subitem" else None
            read = next((x for x in self._readings("item", letter) if self.outline.expects("item", x)), None) \
                if letter else None
            if read is not None:  # «(6)» after «(а)»: a scan's «б»
                self.guesses.append(Issue("lookalike-marker", f"«({m.group('m')})» read as «({letter})»: a character "
                                          "that looks like it, where the items around it want it",
                                          Location(self.file, self.at)))
                return "item", read, rest, False
            self._repeated(kind, m.group("m"), rest)
        return None

    def _repeated(self, kind: str, printed: str, rest: str) -> None:
        """A section marker with a title that repeats the section open («Б. …» twice in a law): it
        stays the open section's text, and the import says so, naming its line (it was kept without
        a word)."""
        have = next((m for k, m in self.outline.path if k == "section"), None)
        if kind == "section" and have is not None and title_like(rest) and have in self._readings(kind, printed):
            self.issues.append(Issue("repeated-marker", f"Law {self.law}: «{printed}. {_short(rest)}» repeats section "
                                     f"{have}: kept as the text of {self.law}{have}", Location(self.file, self.at)))

    def _numbered_so(self, after: str) -> bool:
        """Whether a subsection marker with ``after`` after its number («.» or «)») may open one
        here: «1)» only where no subsection numbered «1.» is open — a list «1) … 2) …» inside
        a subsection's text is its text — and the style of the one it opens is remembered."""
        path = self.outline.path
        open_dotted = len(path) >= 2 and path[1][0] == "subsection" and not self.bracketed
        if after == ")" and open_dotted:
            return False
        self.bracketing = after == ")"
        return True

    def _run_on(self, kind: str, mark: str) -> str | None:
        """The marker a subsection or an item of a list numbered straight through the law stands
        for: under a parent just opened, the one after the last printed under the one before it
        ("3." under B after "2." under A) is its first, and the list stays that far ahead under
        it ("4." is B2); None when ``mark`` is no such marker (a marker the outline expects is read
        as printed)."""
        if kind not in ("subsection", "item") or not self.outline.anchored:
            return None
        place = _place(kind, mark)
        parent = self.outline.ref_at(DEPTH[kind] - 1)
        by = self.ahead.get(kind)
        if by is not None and by[0] == parent and place > by[1]:
            read = _marker_at(kind, place - by[1])
            return read if self.outline.expects(kind, read) else None
        last = self.printed.get(kind)
        if (last is not None and last[0] == self.law and place == last[1] + 1 and place > 1
                and len(self.outline.path) == DEPTH[kind] - 1):
            self.ahead[kind] = (parent, place - 1)
            self.guesses.append(Issue("run-on-list", f"«{mark}» under {parent} read as its first {kind}: the list "
                                                     "is numbered on from the one before", Location(self.file, self.at)))
            return first_marker(kind)
        return None

    def _printed(self, kind: str, mark: str) -> None:
        """Note the place of a marker as printed (the run-on list's, ahead of the one read)."""
        if kind in ("subsection", "item"):
            parent = self.outline.ref_at(DEPTH[kind] - 1)
            by = self.ahead.get(kind)
            self.printed[kind] = (self.law, _place(kind, mark) + (by[1] if by and by[0] == parent else 0))

    def _roman_item(self, letter: str) -> bool:
        """Roman items where the Laws print letters: "2. The Director may:" / "(i) …" / "(ii) …"
        under a subsection with no item open, after a colon, are its items (A), (B); "(i)" under
        an item "(a)" stays a sub-item."""
        path = self.outline.path
        if letter != first_marker("item"):
            return self.roman_items and self.outline.expects("item", letter)
        last = self.units[-1] if self.units else None
        if (len(path) == 2 and path[-1][0] == "subsection" and last is not None and last.last is not None
                and last.last.text.endswith(":")):
            self.roman_items = True
            return True
        return False

    def _readings(self, kind: str, mark: str) -> list[str]:
        if kind in ("section", "item"):
            return self.letters.readings(mark, kind)
        if kind == "subitem":
            return [str(ROMAN.get(mark, mark)) if not mark.isdigit() else mark]
        return [mark]

    def _skipped_section(self, kind: str, mark: str, rest: str) -> bool:
        """A section letter one or two past the expected one, with a title: a text that leaves out
        a section ("A. …" then "C. Withdrawn Calls") still opens C; "C. and then" stays text."""
        if kind != "section" or not title_like(rest) or not self.outline.path:
            return False
        have = next((m for k, m in self.outline.path if k == "section"), None)
        if have is None or have not in LETTERS or mark not in LETTERS:
            return False
        gap = LETTERS.index(mark) - LETTERS.index(have)
        if 2 <= gap <= 3:
            self.issues.append(Issue("skipped-marker", f"Law {self.law}: section {mark} follows {have}"))
            return True
        return False

    def _below_colon(self, kind: str, mark: str) -> bool:
        """Letter items straight under a section whose text ends in a colon ("C. Powers" / "The
        Director has the duty to:" / "(a) keep discipline …"), or under its title alone («В.
        Возвращение карт» / «а) По окончании …»: they were read as its text): the subsection level
        is skipped."""
        path = self.outline.path
        last = self.units[-1] if self.units else None
        return (kind == "item" and mark == first_marker("item") and len(path) == 1 and path[0][0] == "section"
                and last is not None and (last.last.text.endswith(":") if last.last is not None
                                          else last.kind == "section" and not last.paras))

    def _markers(self, s: str, line: Line, lines: list[Line], i: int) -> int:
        """Open the units whose markers begin the line ("1. (a) When …" opens two)."""
        self.at = line.number
        found = self._marker(s)
        if found is None:
            return 0
        used = 1
        if line.after_blank:
            self.spaced_structure += 1
        else:
            self.close_structure += 1
        self.voice, self.notes_area = line.depth, False
        while found is not None:
            kind, mark, rest, below = found
            (self.outline.enter_below if below else self.outline.enter)(kind, mark)
            self._printed(kind, mark)
            if kind == "subsection":
                self.bracketed = self.bracketing
            unit = _Unit(self.outline.ref(), kind, mark, line.number)
            self.units.append(unit)
            self.note = None
            found = self._marker(rest) if rest else None
            if found is None:
                used = self._title_and_text(unit, rest, line, lines, i)
        return used

    def _title_and_text(self, unit: _Unit, rest: str, line: Line, lines: list[Line], i: int) -> int:
        """A section's title on its line (with a full stop, or wrapped onto the next line) or on
        the next line; a subsection's title when the line is one; the rest is text."""
        nxt = lines[i + 1] if i + 1 < len(lines) else None
        after = lines[i + 2] if i + 2 < len(lines) else None
        run_in = _RUN_IN.match(rest) if (unit.kind == "section" and (self.run_in or _headed_run_in(rest))
                                         or unit.kind == "subsection" and self.sub_run_in and _headed_run_in(rest, False)) else None
        if run_in:
            unit.title = run_in["title"]
            self._add_text(unit, run_in["text"], line, new=True)
            return 1
        if unit.kind in ("section", "subsection") and rest.endswith(":") and _in_capitals(rest[:-1]) \
                and title_like(rest[:-1]):  # «Б. ВТОРАЯ ЗАЯВКА ПОСЛЕ ПАУЗЫ:» over its words: a heading, its colon no part of it
            unit.title = rest[:-1].rstrip()
            return 1
        if unit.kind == "section" and rest and title_like(rest) and title_goes_on(rest, nxt, after, is_structural):
            unit.title = join_lines([rest, nxt.text])  # "E. A Fifth Card, and Other Cards Put on the Table" / "out of Turn"
            return 2
        # (a section's heading in Title Case over a sentence is its title at any width: a narrow
        # column's "C. Adjustment by the Director" is as long as its wrapped lines)
        cased = unit.kind == "section" and nxt is not None and nxt.text[:1].isupper() and (
            _title_case(rest) or not rest.isascii() and not unfinished(rest) and self.cases.opens_sentence(nxt.text))
        if unit.kind in ("section", "subsection") and rest and title_like(rest) and (cased or \
                title_ends(line.width, nxt, self.wrap, is_structural, "" if _sentence_of(rest) else rest)) and not (
                    unit.kind == "subsection" and (_sentence_of(rest) or _CITING_ONE.search(rest) or unfinished(rest))):
            unit.title = rest
            return 1
        if unit.kind == "section" and rest and rest[:1].islower() and self._small_title(rest, nxt):
            unit.title = rest  # typed in small letters right over its first subsection ("c) when is a card played" / "1- …")
            return 1
        if unit.kind == "section" and rest and self._stopped(rest, nxt):
            unit.title = stopped_title(rest)
            return 1
        if unit.kind == "section" and not rest and nxt is not None and title_like(nxt.text) and \
                not is_structural(nxt.text) and not NOTE_RE.match(nxt.text):
            if title_ends(nxt.width, after, self.wrap, is_structural, "" if _sentence_of(nxt.text) else nxt.text):
                unit.title = nxt.text
                return 2
        if rest:
            self._add_text(unit, rest, line, new=True)
        return 1

    def _page_words_between(self, lines: list[Line], i: int) -> int:
        """How many lines from ``i`` are a page's words between two sections, as a folded
        leaflet copied from a PDF viewer sets its cover between the law's panels («…больше не
        учитывается.» / «БРИДЖ-КЛУБ «ЛАДЬЯ»» / «ПАМЯТКА ИГРОКУ» / «Выпуск 3» / «В. …»): after a
        unit's sentence, a line in capitals that is no header, marker or heading, and up to
        ``_PAGE_WORDS_LINES`` short lines in all, none ending a sentence, right over a section's
        marker. Law text is never in capitals (a text typed all in capitals is not asked); 0 when
        they are none."""
        s = lines[i].text.strip()
        if not s.isupper():  # (asked of every line: the cheap question first)
            return 0
        unit = self.units[-1] if self.units else None
        last = unit.paras[-1][-1] if unit is not None and unit.paras and unit.paras[-1] else ""
        if not (last and ends_sentence(last) and not is_structural(s) and not grammar.heading(s) and not NOTE_RE.match(s)):
            return 0
        for k in range(i, min(len(lines), i + _PAGE_WORDS_LINES + 1)):
            text = lines[k].text.strip()
            if marker_kind(text) == "section":
                return k - i
            if is_structural(text) or ends_sentence(text) or len(text.split()) > _PAGE_WORDS:
                return 0
        return 0

    def _inset_quote(self, lines: list[Line], i: int) -> bool:
        """Whether the paragraph at line ``i`` is a quote set into a sentence of the law (a
        newsletter's pull quote between a page's columns: «“Tempo is a courtesy,” / “not a
        weapon.”»): a paragraph of three lines at most, wholly in quotation marks, after a unit's
        words that end no sentence and before words that go on in small letters."""
        end = next((j for j in range(i + 1, min(len(lines), i + 5)) if lines[j].after_blank), None)
        if end is None:
            return False  # (more than three lines, or none after them)
        words = " ".join(line.text.strip() for line in lines[i:end])
        unit = self.units[-1] if self.units else None
        last = unit.paras[-1][-1] if unit is not None and unit.paras and unit.paras[-1] else ""
        return (end - i <= 3 and words[:1] in _OPENING_QUOTES and words[-1:] in _CLOSING_QUOTES
                and bool(last) and not ends_sentence(last) and lines[end].text.strip()[:1].islower())

    def _running_own_header(self, s: str) -> bool:
        """Whether a line inside a law is a page's running header naming that law: its header's
        word and number, and only its title's words and a page's number beside them, in any order
        («ПРЕЖДЕВРЕМЕННЫЙ ХОД. ПРАВИЛО 57  47» atop a page of Law 57; "47  LAW 57 — PREMATURE
        PLAY"; "47  LAW 56 – LAW 57", the page's range of laws). Not a header alone (the layout's
        own rules read that), nor a line with any other word: "as in Law 57 above" is text."""
        headers = list(_OWN_HEADER.finditer(s)) if len(s) <= _MAX_RUNNING_HEADER and self.law is not None else []
        m = next((h for h in headers if int(h["n"]) == self.law), None)
        if m is None or any(abs(int(h["n"]) - self.law) > 1 for h in headers):
            return False
        law = next((u for u in reversed(self.units) if u.kind == "law"), None)
        title = {fold(w) for w in re.findall(r"[^\W\d_]+", law.title or "")} if law is not None else set()
        # (and the law before or after it, a page's range of laws: "007 LAW 34 – LAW 35", a header
        # cut by a two-column page's gutter)
        rest = _OWN_HEADER.sub(" ", s).split()
        words = [w for w in rest if re.search(r"[^\W_]", w)]
        numbers = [w for w in words if w.strip(".,").isdigit() and len(w.strip(".,")) <= 4]
        named = [w for w in words if w not in numbers]
        return bool(words) and len(numbers) <= 1 and all(
            fold(part) in title for w in named for part in re.findall(r"[^\W\d_]+", w))

    @staticmethod
    def _small_title(rest: str, nxt: Line | None) -> bool:
        """A section's words in small letters are its title when they stand right over its first
        subsection, a few of them, ending no sentence nor a clause (":", ";", ","), and ending no
        wrapped phrase ("of", "the")."""
        return (nxt is not None and not nxt.after_blank and marker_kind(nxt.text) == "subsection"
                and len(rest.split()) <= RUN_IN_WORDS + 2 and not ends_sentence(rest)
                and not rest.rstrip().endswith((":", ";", ",")) and not unfinished(rest) and not _sentence_of(rest))

    def _stopped(self, rest: str, nxt: Line | None) -> bool:
        """A section title that ends in a full stop ("A. Acceptance of the Sample."): a short
        sentence before a marker of a lower level; before a paragraph of text (a new sentence, or
        after a blank line) only in a text that has printed its titles so already (a one-sentence
        section text stays text)."""
        title = stopped_title(rest)
        if title is None:
            return False
        below = nxt is not None and marker_kind(nxt.text) not in (None, "section")
        habit = self.stopped or _title_case(title)
        return below or bool(habit and (nxt is None or nxt.after_blank or not nxt.text[:1].islower()))

    def _lost_heading(self, lines: list[Line], i: int) -> int:
        """A section heading whose letter the page lost («Когда передачи нет» between «А.» and
        «В.», a title after a footnote; «. Козырь, …», an edit that deleted the letter and left its
        stop): a short title-shaped line after a paragraph's end, over text or a first subsection,
        when what follows shows that a section starts here (the next section letter is one
        further on, or the subsections start again at 1). It gets the letter its neighbours
        leave for it, and the import says so."""
        line = lines[i]
        nxt = lines[i + 1] if i + 1 < len(lines) else None
        prev = lines[i - 1] if i else None
        title = line.text[2:].strip() if line.text.startswith(". ") else line.text  # («. Title»: the letter deleted, its stop left)
        sub = SUBSECTION_RE.match(without_bullet(nxt.text)) if nxt is not None else None
        first_sub = sub is not None and sub["m"] == first_marker("subsection")
        if not title_like(title) or nxt is None or (is_structural(nxt.text) and not first_sub) or nxt.text[:1].islower():
            return 0
        if not (line.after_blank or self.note is not None or (prev is not None and ends_sentence(prev.text))):
            return 0
        if self.wrap and line.width >= 0.85 * self.wrap:
            return 0
        have = next((m for k, m in self.outline.path if k == "section"), None)
        letter = first_marker("section") if have is None else next_marker("section", have)
        if letter not in LETTERS or not self._section_starts(lines, i + 1, letter):
            return 0
        self.outline.enter("section", letter)
        self.units.append(_Unit(self.outline.ref(), "section", letter, line.number, title=title))
        self.note, self.notes_area = None, False
        self.guesses.append(Issue("guess", f"«{_short(title)}» has no letter: read as the heading of section "
                                           f"{self.outline.ref()}, the letter its neighbours leave for it",
                                  Location(self.file, line.number)))
        return 1

    def _section_starts(self, lines: list[Line], j: int, letter: str) -> bool:
        """What follows line ``j`` shows a section ``letter`` starting before it: the next section
        marker reads as the letter after ``letter``, or the next marker restarts the numbering of
        the subsections or items that are open."""
        open_kinds = {k for k, _ in self.outline.path}
        for line in lines[j:j + 40]:
            s = without_bullet(line.text)
            if grammar.law_header(s):
                return False
            for kind, regex in MARKERS:
                m = regex.match(s)
                if m is None:
                    continue
                if kind == "section":
                    return next_marker("section", letter) in self.letters.readings(m.group("m"))
                return kind in open_kinds and m.group("m").lower() in ("1", "a", "а")
        return False

    # -- text and notes --------------------------------------------------------------------
    def _text(self, s: str, line: Line, lines: list[Line], i: int) -> None:
        # a note goes on over a page break only mid-sentence ("… together with the names" / "Page
        # 17" / "of the players …"); one that ended its sentence leaves the next page to the law
        if self.note is not None and (not line.after_break or not ends_sentence(self.note[0].notes[self.note[1]].text or "")):
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
        new = not target.open or prev is None or not continues(prev.text, line, self.wrap, prev.width,
                                                               after_note=interrupted)
        if new and line.after_blank and target.paras:
            self.spaced.append((target, line, len(target.paras)))
        elif not target.paras and self.units:
            self.first_apart += line.after_blank
            self.first_close += not line.after_blank
        self._add_text(target, s, line, new=new)

    def _add_text(self, unit: _Unit, s: str, line: Line, new: bool) -> None:
        if new or not unit.paras:
            s = _GLYPH_BULLET.sub("", s)  # a slide's or a note's bullet before a paragraph ("◦ «The player …»")
        s = MARK_RE.sub(lambda m: self._mark_in_text(unit, m), s)
        if "- " in s:
            s = _BROKEN_INSIDE.sub(self._mended, s)
        if new or not unit.paras:
            unit.paras.append([s])
            unit.pieces.append((len(unit.paras) - 1, 0, line))
        else:
            unit.paras[-1][-1], s = self._unbreak(unit.paras[-1][-1], s)
            if s:
                unit.paras[-1].append(s)
                unit.pieces.append((len(unit.paras) - 1, len(unit.paras[-1]) - 1, line))
        unit.open = True
        unit.last = line

    def _unbreak(self, prev: str, s: str) -> tuple[str, str]:
        """An English word broken at a line end ("para-" / "graph") is joined when the text prints
        the whole word elsewhere, or, in a typeset text (one that breaks words at its line ends, a
        PDF's copy), when neither part is a word the text prints on its own ("know-" / "ledge",
        "pro-" / "vided"; not "bidding-" / "boxes", "left-" / "handed" in a text that says "left")
        and the first is no prefix English writes with a hyphen ("non-" / "offending"); otherwise
        textfix's rule decides (it keeps "bidding-" / "boxes")."""
        left, right = _LATIN_TAIL.search(prev), _LATIN_HEAD.match(s)
        if not (left and right) or f"{left.group(1)}-{right.group(1)}".lower() in self.words:
            return prev, s
        whole = (left.group(1) + right.group(1)).lower()
        if whole not in self.words and not (
                self.typeset and self.words[right.group(1).lower()] <= 1 and not self.words[left.group(1).lower()]
                and len(right.group(1)) >= 2 and left.group(1).lower() not in HYPHEN_PREFIXES):
            return prev, s
        end = len(s) - len(s[right.end():].lstrip(_CLOSING))  # the stop or comma after it goes up with it
        return prev[:left.start()] + left.group(1) + s[:end], s[end:].lstrip()

    def _mended(self, m: re.Match) -> str:
        """A word broken inside a line (``_BROKEN_INSIDE``) made whole again when the text prints
        it so elsewhere (English: "oppo- nents" where "opponents" is printed) or the dictionary
        knows it (Russian: «заяв- ляет»); with its hyphen when the text or the dictionary writes
        it so («кое- что»); otherwise left as it stands (a hyphen left hanging on purpose, two
        columns' words side by side)."""
        left, right = m.groups()
        if right.lower() in _SUSPENDED:
            return m.group()
        whole, hyphened = left + right, f"{left}-{right}"
        if all(map(is_latin, whole)):
            return hyphened if hyphened.lower() in self.words else whole if whole.lower() in self.words else m.group()
        if all(map(is_cyrillic, whole)):
            return whole if is_known_word(whole) else hyphened if is_known_word(hyphened) else m.group()
        return m.group()

    def _mark_in_text(self, unit: _Unit, m: re.Match) -> str:
        raw = next(g for g in m.groups() if g)
        unit.notes.append(Footnote(_mark(raw), None, where=Location(self.file, unit.line)))
        return ""

    def _rule(self, line: Line) -> int:
        """A rule line: under a law header or a unit's title it underlines it; elsewhere it opens
        the notes, and whatever follows it that is not a note is not the text of the unit above it."""
        law_only = len(self.units) == 1 and not self.units[0].paras
        # (a heading's underline: the rule right under a unit's title, its words not begun:
        # "A. Two Cards Shown Together" / "-----------" as a typed text sets a heading apart)
        underline = bool(self.units) and bool(self.units[-1].title) and not self.units[-1].paras
        if self.law is not None and not law_only and not underline:
            self.notes_area, self.note = True, None
        self._drop(line.number, line.text, "a rule line")
        return 1

    def _bare_note(self, s: str) -> re.Match | None:
        m = BARE_NOTE_RE.match(s)
        if m is None:
            return None
        waiting = {n.marker for u in (self.units or self.front) for n in u.notes if n.text is None}
        # … or a title's, a digit glued to its last word as a PDF's text copy prints it ("C. Review by
        # the Director3"): _start_note gives the note to that title
        titled = (_TITLE_MARK.search(u.title or "") for u in [*self.units, *self.closed[-_TITLED_NOTES_BACK:]])
        waiting.update(_mark(next(g for g in found.groups() if g)) for found in titled if found)
        return m if m.group("m") in waiting else None

    def _start_note(self, m: re.Match, line: Line) -> None:
        mark, text = _mark(m.group("m")), m.group("rest").strip()
        note = Footnote(mark, text, where=Location(self.file, line.number))
        # the mark waiting for it: in this law, else in a law before (a Word or LibreOffice page
        # lists every note at the end of the whole text)
        for unit in [*reversed(self.units or self.front), *reversed(self.closed)]:
            for k, have in enumerate(unit.notes):
                if have.marker == mark and have.text is None:
                    unit.notes[k] = note
                    self.note = (unit, k)
                    return
        # … else a title that ends on its mark («LAW 45 - CARD PLAYED*», "A. Play of a Card[1]"):
        # the note is the law's or the section's, and the mark no word of its title
        for unit in [*reversed(self.units), *reversed(self.closed)]:
            found = _TITLE_MARK.search(unit.title or "")
            if found and _mark(next(g for g in found.groups() if g)) == mark:
                unit.title = unit.title[:found.start()].rstrip()
                unit.notes.append(note)
                self.note = (unit, len(unit.notes) - 1)
                return
        owners = self.units or self.front
        if not owners:
            self._drop(line.number, line.text, "a note of no law")
            return
        owners[-1].notes.append(note)
        self.note = (owners[-1], len(owners[-1].notes) - 1)

    def _extend_note(self, s: str) -> None:
        unit, k = self.note
        old = unit.notes[k]
        unit.notes[k] = Footnote(old.marker, join_lines([old.text, s]), where=old.where)

    # -- the end ---------------------------------------------------------------------------
    def _finish(self, lines: list[Line]) -> None:
        self._cut(self._spoken_tail(self._headed_tail(self._trailing_aside(lines))))
        self._close_law()

    def _spoken_tail(self, lines: list[Line]) -> list[Line]:
        """The last unit's words from the first sentence, after its own text and at a line's start
        (after a sentence's end, outside quotes and no announcement's, at a capital or a chat's
        time stamp), in which the writer speaks (``_speaks``: to the reader, "Any problems, speak to
        me.", «Если будут вопросы — звоните, я в офисе до шести.»; a chat's message or pictograph)
        to the text's end, when half those sentences at least are the writer's (``_writers``): the writer's words after the law, typed on under it or after a
        blank line; dropped, the text is read as ending before them (``lines`` without them)."""
        pieces = self.units[-1].pieces if self.units else []
        texts = [self.units[-1].paras[para][k] for para, k, _ in pieces]
        # one pass each (a megabyte's last unit is read in linear time): whether each piece begins
        # inside an open quote, or goes on what a line ending in a colon announces (a line after it
        # in its paragraph, or a run of lines that speak as it does: «… объявляет:» / «Пересчитайте
        # карты.» / «Проверьте номер доски.»); the sentences (each ended by its stop or its
        # paragraph's end), where each starts, and how many of them from each on are the writer's
        quoted, announced, colon = quote_open(texts, [m for m, (_, k, _) in enumerate(pieces) if k == 0]), [], None
        for m, text in enumerate(texts):
            if colon is not None and not (pieces[m][0] == pieces[colon][0] or speaks_to_reader(text)):
                colon = None
            announced.append(colon is not None)
            if text.rstrip().endswith(":"):
                colon = m
        starts, said, begin = {}, [], 0
        for m in range(len(texts)):
            if ends_sentence(texts[m]) or m == len(texts) - 1 or pieces[m + 1][1] == 0:
                starts[begin] = len(said)
                said.append(join_lines(texts[begin:m + 1]))
                begin = m + 1
        after = [0] * (len(said) + 1)  # the writer's sentences from each on
        for k in range(len(said) - 1, -1, -1):
            after[k] = after[k + 1] + _writers(said[k])

        def spoken(n: int, texts: list[str]) -> bool:
            # a sentence of its own: after one that ended, outside a quote, no announcement's; the
            # writer's to the text's end when half its sentences at least are the writer's too (law
            # sentences after an aside are the law's, and so is the aside)
            k = starts.get(n)
            if k is None or not ends_sentence(texts[n - 1]) or not (texts[n][:1].isupper() or _CHAT_STAMP.match(texts[n])) \
                    or quoted[n] or announced[n]:
                return False
            return _speaks(said[k]) and 2 * after[k] >= len(said) - k
        return self._tail(lines, spoken, "the writer's words after the law (speaking to the reader)")

    def _headed_tail(self, lines: list[Line]) -> list[Line]:
        """The document's own part after the law: from a heading of its own (a short line after a
        blank one and a sentence's end, no sentence itself, in capitals or of a few words, that
        names a part of a document no law has: "THE DECISION", "ANNEX 2 - VICTORY POINT SCALE",
        «Комментарий комитета», «Словарик к правилу»; a table's caption in a law, "TRICK SCORE", names none; a heading
        that says its part is none of the law's, "Director's notes (not part of the Law)"; or a
        quiz's first question, "Q1. …") with words under it, after the last unit's own text, to the
        text's end — no header or marker comes after it, or it would be the law's; or the text's
        last paragraph, saying where the text comes from ("Source: …", «Источник: …»)."""
        pieces = self.units[-1].pieces if self.units else []

        def heading(n: int, texts: list[str]) -> bool:
            text, line = texts[n], pieces[n][2]
            return (pieces[n][1] == 0 and line.after_blank and n + 1 < len(texts) and ends_sentence(texts[n - 1])
                    and text[:1].isupper() and not ends_sentence(text.rstrip(":")) and not text.rstrip().endswith(",")
                    and len(text.split()) <= (RUN_IN_WORDS if text == text.upper() else 3)
                    and _DOCUMENT_PART.search(text) is not None) or (
                pieces[n][1] == 0 and ends_sentence(texts[n - 1]) and _QUIZ_ITEM.match(text) is not None) or (
                pieces[n][1] == 0 and ends_sentence(texts[n - 1]) and len(text.split()) <= 12
                and _NOT_THE_LAW.search(text) is not None) or (
                pieces[n][1] == 0 and ends_sentence(texts[n - 1]) and _SOURCE_LABEL.match(text) is not None
                and all(para == pieces[n][0] for para, _, _ in pieces[n:]))  # the last paragraph
        return self._tail(lines, heading, "the document's own part after the law (under a heading of its own, or "
                                          "saying where the text comes from)")

    def _tail(self, lines: list[Line], found, why: str) -> list[Line]:
        """The last unit's words from the first of its lines after its own text that ``found``
        (the line's place among them, and their texts), at a paragraph's start or a sentence's,
        to the text's end: dropped, the text is read as ending before them."""
        unit = self.units[-1] if self.units else None
        if unit is None:
            return lines
        texts = [unit.paras[para][k] for para, k, _ in unit.pieces]
        where = {id(line): k for k, line in enumerate(lines)}
        n = next((n for n in range(1, len(texts)) if id(unit.pieces[n][2]) in where and found(n, texts)), None)
        if n is None:
            return lines
        para, k, line = unit.pieces[n]
        for para_, k_, line_ in unit.pieces[n:]:
            if k_ == 0 or line_ is line:
                self._drop(line_.number, join_lines(unit.paras[para_][k_:]), why)
        del unit.paras[para][k:]
        del unit.paras[para + 1 if unit.paras[para] else para:]
        del unit.pieces[n:]
        unit.open = False
        kept = lines[:where[id(line)]]
        unit.last = kept[-1] if kept else None
        return kept

    @property
    def spaced_first(self) -> bool:
        """Whether the text sets a unit's first paragraph apart from its title, as it does every
        paragraph (one of them after a blank line is enough: its blank lines then may part a
        law's own paragraphs, and tell nothing)."""
        return self.first_apart > 0

    def _trailing_aside(self, lines: list[Line]) -> list[Line]:
        """In a text that keeps a unit's paragraphs together and puts blank lines only before
        markers and headers, the last paragraphs from one after a blank line on, in a unit that
        has its text already, are the page's ("Comments on this draft to the secretary by 30
        April.", a channel's sign-off and its writer's name on the line below — a few words, no
        more — its hashtags):
        dropped, the text is read as ending before them (``lines`` without them). Every paragraph
        after a blank line of the text is among them, and they are the last ones of the last unit.
        A text that puts blank lines only around the law (words of its own before it, none inside
        the law) frames it the same way, when the words after it speak to the reader ("Answers
        next Thursday, please", ``speaks_to_reader``). A text that sets
        every paragraph apart (a unit's first one from its title, as a page or a Markdown file
        does), or every marker, tells nothing by its blank lines: there the paragraphs are the page's
        only when each names a year, an address or a page, as a page's notice does, or stands in
        brackets ("(typed from the club copy)") ("Issued by the
        panel, March 2018"; a page of one law had lost its last section's second paragraph), and,
        where every paragraph is apart, when the page framed the law with words of its own before
        it too."""
        # blank lines before some markers and not others are the text's own; before every line
        # or paragraph, they only space the text
        uniform = self.spaced_first or not (self.close_structure or self.first_close)
        # blank lines only around the law (words of the page's own before it, none inside it)
        framed_alone = self.framed and not self.spaced_first and self.spaced_structure <= 1
        if not self.spaced or not self.units or not (self.spaced_structure >= 3 or framed_alone) or (
                self.spaced_first and not self.framed):
            return lines
        unit, first = self.units[-1], self.spaced[0][2]
        where = {id(line): k for k, line in enumerate(lines)}
        if any(u is not unit or id(ln) not in where for u, ln, _ in self.spaced) or first < 1:
            return lines
        if self.spaced_structure < 3 and 2 * sum(_writers(" ".join(words)) for words in unit.paras[first:]) <= len(
                unit.paras[first:]):
            return lines  # … there, most of them speak to the reader (or are a name, a notice): the page's
        # a paragraph among them not set apart is only a name under a sign-off ("Joan (Hon. Sec.)")
        apart = {at for _, _, at in self.spaced}
        if any(k not in apart and not _is_name(" ".join(unit.paras[k])) for k in range(first, len(unit.paras))):
            return lines
        if uniform and not all(_NOTICE.search(" ".join(words)) or _BRACKETED.match(" ".join(words))
                               for words in unit.paras[first:]):
            return lines  # a page's words name a year, an address or a page, or stand in brackets; a law's do not
        why = ("a paragraph after the last unit (a page's words after the law, as before it)" if uniform
               else "a paragraph after the last unit (a text that puts blank lines only before markers)")
        starts = [at for _, _, at in self.spaced] + [len(unit.paras)]
        for (_, line, at), end in zip(self.spaced, starts[1:]):
            self._drop(line.number, " ".join(w for words in unit.paras[at:end] for w in words), why)
        del unit.paras[first:]
        unit.pieces = [piece for piece in unit.pieces if piece[0] < first]
        unit.open = False
        kept = lines[:where[id(self.spaced[0][1])]]
        unit.last = kept[-1] if kept else None  # its text ends where the dropped paragraphs began
        return kept

    def _cut(self, lines: list[Line]) -> None:
        """A text that stops on a law's header, or mid-sentence, is cut: its last unit is read as
        partial (only its start is there), and the import says so."""
        if not self.units or not lines or self.void:
            return
        last, end = self.units[-1], lines[-1]
        if len(self.units) == 1 and not last.paras and not last.notes:
            why = f"the text ends on the header of Law {self.law}"
        elif last.last is end and not ends_sentence(end.text):
            why = f"the text stops mid-sentence in {last.ref} («…{end.text[-30:]}»)"
        else:
            return
        last.partial = True
        self.guesses.append(Issue("cut", f"{why}: read as partial", Location(self.file, end.number)))

    def _drop(self, number: int, text: str, why: str) -> None:
        self.dropped.setdefault(why, []).append((number, text))

    def _dropped_notes(self) -> list[Issue]:
        """One note per kind of line dropped: how many, where the first is, an example."""
        out = []
        for why, where in self.dropped.items():
            first, text = where[0]
            more = f" and {len(where) - 1} more" if len(where) > 1 else ""
            out.append(Issue("furniture", f"dropped {why}: «{_short(text)}»{more}", Location(self.file, first)))
        return out


def _stopped_titles(lines: list[Line]) -> int:
    """How many section lines of the text print a title with a full stop over a marker of a
    lower level ("B. Shuffling and Dealing." / "1. The cards …"): the text's habit, which then
    reads "A. Placement of Board." over a paragraph as a title too."""
    count = 0
    for line, nxt in zip(lines, lines[1:]):
        if marker_kind(line.text) != "section" or marker_kind(nxt.text) in (None, "section"):
            continue
        m = SECTION_RE.match(without_bullet(line.text))
        if stopped_title((m.group("rest") or "").strip()):
            count += 1
    return count


# A section's title run into its text, as a copy that lost the title's bold prints it: a short
# phrase and its full stop, then the text («А. Передача взяток. Когда ренонс …»).
_RUN_IN = re.compile(r"(?P<title>[^\W\d_][^.;:!?()]{0,60}?)[.:]\s+(?P<text>[^\W\d_a-zа-яё].*)")
RUN_IN_WORDS = 6


def _run_in(rest: str, longer: bool = True) -> bool:
    """A short phrase and its stop before a longer sentence (``longer``: on the line; a wrapped
    line may hold only the sentence's first words); in Latin letters a heading's capitals too
    ("Trick Transfer.", not "Each pair plays."): an English sentence is not one."""
    m = _RUN_IN.fullmatch(rest)
    words = len(m["title"].split()) if m else 0
    if not m or not title_like(m["title"]) or not words <= RUN_IN_WORDS or longer and words >= len(m["text"].split()):
        return False
    long = [w for w in m["title"].split() if len(w) >= 4]
    latin = all(is_latin(c) for c in m["title"] if c.isalpha())
    capitals = sum(w[0].isupper() for w in long)  # "Play from Hand": a heading's, its small words aside
    return not latin or (bool(long) and capitals >= 2 * len(long) / 3)


def _run_in_titles(lines: list[Line]) -> bool:
    """Whether the text runs its section titles into their text: every section line that holds
    words (two at least; a title alone aside) opens with a short phrase and a full stop or a colon
    before a longer sentence. A
    text that prints one section's words otherwise (a long first sentence, a title alone) has its
    titles elsewhere, and a section's short first sentence there is text."""
    rests = [(SECTION_RE.match(without_bullet(line.text)).group("rest") or "").strip()
             for line in lines if marker_kind(line.text) == "section"]
    rests = [r for r in rests if r and not (title_like(r) and len(r.split()) <= RUN_IN_WORDS)]  # a title alone says nothing
    return len(rests) >= 2 and all(map(_run_in, rests))


def _headed_run_in(rest: str, longer: bool = True) -> bool:
    """A section's run-in title that says itself one even where other sections print theirs
    otherwise: an English heading in Title Case, every longer word capitalised ("Play from Hand. A
    card …", beside "C. Mistaken Designation" on a line of its own); no English sentence opens so.
    A heading in capitals says itself one in any language («ВТОРАЯ ЗАЯВКА: Вторая …»).
    ``longer``: the sentence after it on the line is longer than it (a subsection's, in a text
    whose subsections print their titles so, may be a wrapped line's first words: «1. Correction
    in the Same Denomination. Where the»)."""
    m = _RUN_IN.fullmatch(rest)
    title = m["title"].replace("’", "'") if m else ""  # ("Dummy’s Absolute Rights")
    if m and _in_capitals(title) and _run_in(rest, False):  # «ВТОРАЯ ЗАЯВКА БЕЗ ПАУЗЫ: Вторая …», any language
        return True
    if not m or not _run_in(rest, longer) or not title.isascii():
        return False
    words = [w for w in title.replace("'s ", " ").split() if w.isalpha() and w.lower() not in _SMALL_WORDS]
    return len(words) >= 2 and all(w[0].isupper() for w in words)


def _in_capitals(title: str) -> bool:
    """A heading set in capitals: four letters at least, none small ("PLAY FROM HAND")."""
    return sum(c.isalpha() for c in title) >= 4 and title.upper() == title


# The small words a heading in Title Case leaves in small letters ("Play from Hand", "Claim by Declarer")
_SMALL_WORDS = frozenset("a an and as at but by for from in into of on onto or over than the to upon with".split())


class _Cases:
    """How a text writes its words: which it writes in small letters somewhere, and which it
    capitalises after a word that ends no sentence on the same line (a name: «вызвать Директора»).
    Surveyed on the first question only: few texts ask it."""

    _WORDS = re.compile(r"[^\W\d_]+(?:-[^\W\d_]+)*")
    _STOPS = re.compile(r"[.!?…:;]")

    def __init__(self, texts: list[str]):
        self.texts = texts

    @cached_property
    def _surveyed(self) -> tuple[set[str], set[str]]:
        """(the words written in small letters somewhere, those capitalised mid-sentence, lowered)."""
        small, named = set(), set()
        for text in self.texts:
            before = None
            for m in self._WORDS.finditer(text):
                word = m.group()
                if word[:1].islower():
                    small.add(word)
                elif before is not None and not word.isupper() and not self._STOPS.search(text, before, m.start()):
                    named.add(word.lower())
                before = m.end()
        return small, named

    def opens_sentence(self, line: str) -> bool:
        """Whether the line's first word, a capital first, opens a sentence by the text's own
        habit: a word it writes in small letters elsewhere and never capitalises mid-sentence."""
        m = self._WORDS.match(line.strip())
        word = m.group() if m else ""
        if not word[:1].isupper() or word.isupper():
            return False
        small, named = self._surveyed
        return word.lower() in small and word.lower() not in named


def _title_case(title: str) -> bool:
    """English Title Case ("Placement of Board"): the longer words capitalised, as headings are."""
    long = [w for w in title.split() if len(w) >= 4 and w.isalpha()]
    return len(long) >= 2 and all(w[0].isupper() for w in long) and title.isascii()


def _short(text: str, n: int = 50) -> str:
    text = " ".join(text.split())
    return text if len(text) <= n else text[:n - 1] + "…"


def _roman_of(number: str) -> str:
    """A chapter number as a Roman numeral: "2" → "II", "ii" → "II"."""
    return _roman(int(number)) if number.isdigit() else number.upper()


def _roman(n: int) -> str:
    out = ""
    for value, numeral in ((50, "L"), (40, "XL"), (10, "X"), (9, "IX"), (5, "V"), (4, "IV"), (1, "I")):
        while n >= value:
            out, n = out + numeral, n - value
    return out


def read_standard(lines, file: str, edition: int, lang: str | None = None,
                  numbers: list[int] | None = None, law: int | None = None) -> SourceText:
    """Read text in the standard layout: ``lines`` (a list of lines, or one string) of one
    language (``lang``, detected from the letters when None). See the module's doc."""
    if isinstance(lines, str):
        lines = lines.split("\n")
    lines = [ln.rstrip("\r\n") for ln in lines]
    numbers = list(numbers) if numbers is not None else list(range(1, len(lines) + 1))
    if len(numbers) != len(lines):
        raise ValueError("numbers must give one line number per line")
    lang = lang or lang_of("\n".join(lines))
    return StandardReader(file, edition, lang, law).read(lines, numbers)


def read(text: str, entry, skeleton=()) -> SourceText:
    """The registry's entry point: a decoded source in the standard layout, one language."""
    return read_standard(text, entry.file, entry.edition, entry.langs[0] if entry.langs else None,
                         law=getattr(entry, "law", None))


# -- detection ----------------------------------------------------------------------------------
_SECTION_LINE = re.compile(r"^[A-HА-З]\.(\s+\S|\s*$)")
_ITEM_LINE = re.compile(r"^\(?[a-hа-з]\)\s")


def as_typed(numbered, cut: dict | None = None) -> fixers.Lines:
    """The lines as their writer typed them: mojibake undone, every kind
    of space a space, a frame of box drawing off, a gutter's line numbers and a margin's column of
    notes off, a comparison's (wdiff) read as its corrected copy (what was cut, by why, into
    ``cut``), a chat's or Markdown's marks and pictographs off, each word in its own alphabet, a
    forum's BBCode read as its page shows it, a text browser's dump without its links' numbers
    and addresses, a chat's export as a mail thread."""
    decoded = list(numbered)
    mended = [(n, fixers.mojibake_undone(s)) for n, s in decoded]
    typed, numbers = fixers.line_numbers([(n, fixers.one_script(fixers.plain_marks(fixers.unframed(fixers.plain_spaces(s)))))
                                          for n, s in fixers.spoken_breaks(fixers.soft_breaks(mended))])
    typed, notes = fixers.margin_column(typed)
    typed, compared = fixers.wdiff_corrected(typed)
    if cut is not None:
        mojibake = [(n, was) for (n, was), (_, now) in zip(decoded, mended) if was != now]
        if mojibake:
            cut["the characters of lines saved through a wrong encoding (mojibake), read back as written"] = mojibake
        cut.update({k: v for k, v in (("a gutter's line numbers", numbers), ("a margin's notes beside the text", notes)) if v})
        if compared:
            cut["a comparison's spans (wdiff) read as its corrected copy: words only in the first copy"] = [
                (typed[0][0], f"{compared} span(s)")]
    typed = fixers.unbbcode(typed)
    return fixers.unchat(fixers.unlinked(typed), opens_unit=lambda s: marker_kind(s) is not None)


def _prepared(text: str) -> list[str]:
    """The lines as the reader sees them: a mail's headers and quote marks off, bullets too."""
    numbered, _ = fixers.drop_mail_headers(fixers.drop_earlier_message(as_typed(fixers.number_lines(text)))[0])
    numbered, _ = fixers.unquote(numbered)
    numbered, depths = _headers_apart(numbered, [0] * len(numbered))[:2]
    numbered = items_numbered(numbers_lost(items_apart(numbered, depths)[0])[0])[0]
    return [without_bullet(s.strip()) for _, s in lookalike_markers(own_markers(brackets_closed(numbered)[0])[0])[0]]


def _headers_apart(numbered: fixers.Lines, depths: list[int]) -> tuple[fixers.Lines, list[int], list[tuple[int, str]]]:
    """The lines with a law's first section that runs on after its header's title on a line of its
    own (``grammar.header_and_section``), each line's depth kept; and the headers split so."""
    lines, deep, split = [], [], []
    for (number, s), depth in zip(numbered, depths):
        parts = grammar.header_and_section(s.strip())
        if parts:
            split.append((number, parts[0]))
            parts = (parts[0], *RunOn().lines(parts[1]))  # «А. Права 1. Болван …»: the subsection too
        for part in parts or (s,):
            lines.append((number, part))
            deep.append(depth)
    return lines, deep, split


def _headers(lines: list[str]) -> list[grammar.LawHeader]:
    """The law headers of the lines: at a line's start, or after a few words on a line that
    stands between blank lines; not those of a list of laws (``_law_lists``)."""
    out = []
    listed = _law_lists(lines)
    printed = grammar.printed_headers(lines)
    for k, s in enumerate(lines):
        if k in listed:
            continue
        found = grammar.law_header(s)
        alone = (k == 0 or not lines[k - 1]) and (k + 1 == len(lines) or not lines[k + 1])
        if found is None and alone:
            found = grammar.law_header(s, prefixed=True)
        if found is None and k + 1 < len(lines):  # over the law's first section, a blank line between or not
            below = [t for t in lines[k + 1:k + 6] if t.strip()][:2] + ["", ""]
            found = grammar.bare_titled_header(s, below[0], below[1], printed=printed)
        # a title in small letters after a dash, first, after a blank line or over a section, as
        # the reader takes it («Закон 40 — соглашения партнёров»)
        small = found is not None and found.title[:1].islower() and not (
            found.separator in "-–—" and (k == 0 or not lines[k - 1] or k + 1 < len(lines) and _SECTION_LINE.match(lines[k + 1])))
        if found is not None and not small:
            out.append(found)
    return out


def looks_standard(text: str) -> tuple[str, list[str]] | None:
    """(language, reasons) when ``text`` is in the standard layout: law headers of one language
    and lower-case item markers "(a)" or section lines "A. Title" under them (a bullet may stand
    before a marker, a mail may quote the lines)."""
    lines = _prepared(text)
    heads = _headers(lines)
    if not heads:
        return None
    langs = {h.lang for h in heads}
    if len(langs) != 1:
        return None
    items = any(_ITEM_LINE.match(s) for s in lines)
    sections = any(_SECTION_LINE.match(s) for s in lines)
    if not (items or sections):
        return None
    shown = f"{heads[0].prefix} {heads[0].word} {heads[0].number}".strip()
    return langs.pop(), [f"law headers like «{shown}»", "items “(a)”" if items else "sections “A. Title”"]


def detect(text: str) -> Detected | None:
    """The standard layout (fit 2); or its markers without any law header (fit 0: a page of one
    law, which the importer must be told, ``--law N``)."""
    found = looks_standard(text)
    if found:
        lang, reasons = found
        return Detected("standard", None, (lang,), ["the standard layout (WBF)", *reasons], fit=2)
    lines = _prepared(text)
    sections = [s for s in lines if _SECTION_LINE.match(s)]
    items = [s for s in lines if _ITEM_LINE.match(s)]
    if _headers(lines) or len(sections) + len(items) < 2 or not sections:
        return None
    return Detected("standard", None, (lang_of(text),),
                    ["sections “A. Title” of the standard layout (WBF)", "but no law header"], fit=0,
                    needs_law=True)
