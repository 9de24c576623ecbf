"""Page and site furniture: the one detector of lines that belong to the page a text was printed
or saved on, not to the text; and pages joined back into one text, a paragraph cut by a page
break made whole again.

A line is furniture when it is not shaped like law text:

- it repeats at the same edge of other pages, at the same height when the pages tell heights:
  "The Laws of Duplicate Bridge" at the top of every page, "- 7 -" / "- 8 -" at the bottom,
  "LAW 16 - UNAUTHORISED INFORMATION" atop the pages that law spans (:func:`find_furniture`);
  its shape is the line with every number made "#" ("Page # of #");
- it tops its page, set smaller than the text, with a number at one end that runs with the pages
  («46 LAWS OF …» atop one page, «INSUFFICIENT BID 47» atop the next: a book's even and odd
  heads, where the format tells sizes);
- in a text without page breaks (:func:`text_furniture`): a page number standing alone
  («- 97 -», "Page 3 of 12»), a counter whose number changes as it recurs, a line repeated word
  for word across the document, a strip of single letters or numbers («А Б В … Я», "1 2 3 … 93",
  "Glossary A-Z: A B C …"), a menu or breadcrumb (short pieces between separators: "Home > Laws
  > Law 16", "Previous | Next"); and a page's trailer, the copyright line, link back or date set
  apart at the end of a whole text (:func:`trailer`).

Nothing here knows any document, site or sentence: only shapes and repetition decide. Lines
with positions (a PDF) and lines of a plain text (pages cut by form feeds, or none) share it.
"""

from __future__ import annotations

import bisect
import re
from collections import Counter, defaultdict
from dataclasses import dataclass
from functools import lru_cache

from ..grammar import COPYRIGHT_SIGN_RE, NOTE_RE, heading, law_header, marker_kind

# How many lines at each edge of a page may be furniture: a header of a title line over a
# chapter line, a footer of a note line over a page number.
_EDGE_LINES = 2

# Lines at the same edge of two pages are at the same place when their heights differ by no
# more than this (points): the running header of a PDF is drawn at the same height on each page.
_SAME_PLACE = 3.0

# A shape of numbers only ("#", "- # -", "#.") could also be a subsection marker standing
# alone at the top of a page. Page numbers are on most pages and grow from page to page; such a
# shape is furniture only then.
_NUMBER_SHARE = 0.5

_NUMBER = re.compile(r"\d+")
# A page number in Roman numerals, standing alone ("iv", "- xii -"): front matter.
_ROMAN_ALONE = re.compile(r"^([^\w]*)[ivxlc]+([^\w]*)$", re.IGNORECASE)


@dataclass(frozen=True)
class PageLine:
    """One line of a page: its text and, when the format tells, its height on the page
    (``top``, points from the top), font size and whether it is set in bold."""

    text: str
    top: float | None = None
    size: float | None = None
    bold: bool = False  # set in a bold face (when the format tells)


@lru_cache(maxsize=65536)  # every line of a text is shaped by more than one pass (a full edition: 8,000 lines)
def shape(text: str) -> str:
    """The line with its numbers made ``#`` and its spaces collapsed: ``"Page # of #"``."""
    text = " ".join(text.split()).casefold()
    text = _ROMAN_ALONE.sub(r"\1#\2", text)
    return _NUMBER.sub("#", text)


_ROMAN_VALUES = {"i": 1, "v": 5, "x": 10, "l": 50, "c": 100}


def _number_of(text: str) -> int | None:
    """The page number a line prints: its first number, or a Roman numeral standing alone."""
    match = _NUMBER.search(text)
    if match:
        return int(match.group())
    roman = _ROMAN_ALONE.match(text.strip())
    if not roman:
        return None
    digits = [_ROMAN_VALUES[ch] for ch in text.strip().lower() if ch in _ROMAN_VALUES]
    return sum(-d if d < nxt else d for d, nxt in zip(digits, digits[1:] + [0]))


def _numbers_grow(found: list[tuple[int, str]]) -> bool:
    """True when the numbers of the lines grow with the page (page numbers)."""
    values = [_number_of(text) for _, text in sorted(found)]
    return None not in values and all(a < b for a, b in zip(values, values[1:]))


def _places(found: list[tuple[int, PageLine]]) -> list[list[tuple[int, PageLine]]]:
    """Lines of one shape at one edge, grouped by height (all one group when heights are unknown)."""
    groups: list[list[tuple[int, PageLine]]] = []
    for page, line in sorted(found, key=lambda x: (x[1].top or 0.0, x[0])):
        last = groups[-1][-1][1] if groups else None
        if last is not None and (line.top is None or last.top is None or line.top - last.top <= _SAME_PLACE):
            groups[-1].append((page, line))
        else:
            groups.append([(page, line)])
    return groups


def _is_furniture(group: list[tuple[int, PageLine]], pages: int) -> bool:
    """A header or footer of the whole document stands on most pages; one of a part of it (the
    law's title atop each of its pages) on runs of consecutive pages. A body line that happens to
    have the shape of one on another page ("B. Chairs" in two laws) is neither."""
    on_pages = {page for page, _ in group}
    if len(on_pages) < 2:
        return False
    if any(ch.isalpha() for ch in shape(group[0][1].text).replace("#", "")):
        return len(on_pages) >= _NUMBER_SHARE * pages or all(p - 1 in on_pages or p + 1 in on_pages
                                                              for p in on_pages)
    firsts = sorted({page: line.text for page, line in group}.items())
    return len(on_pages) >= _NUMBER_SHARE * pages and _numbers_grow(firsts)


def find_furniture(pages: list[list[PageLine]], keep=None) -> set[tuple[int, int]]:
    """(page, line index) of every furniture line: lines among the first and last ``_EDGE_LINES``
    non-blank lines of a page whose shape stands at the same edge and place on other pages, and
    the running heads that carry the page's number (:func:`_folio_heads`).
    ``keep(text)`` names lines that are never furniture however they repeat (a layout reader's
    markers: "B. Chairs" atop two pages is a section, but "12." alone is a page number)."""
    candidates: dict[tuple[str, str], list[tuple[int, int, PageLine]]] = defaultdict(list)
    for p, lines in enumerate(pages):
        filled = [i for i, line in enumerate(lines) if line.text.strip()]
        for edge, indices in (("top", filled[:_EDGE_LINES]), ("bottom", filled[-_EDGE_LINES:])):
            for i in indices:
                text = lines[i].text.strip()
                if keep is not None and keep(text) and not text.rstrip(".").isdigit():
                    continue
                candidates[(edge, shape(text))].append((p, i, lines[i]))
    found: set[tuple[int, int]] = set()
    for items in candidates.values():
        index = {(p, id(line)): i for p, i, line in items}
        for group in _places([(p, line) for p, _, line in items]):
            if _is_furniture(group, len(pages)):
                found |= {(p, index[(p, id(line))]) for p, line in group}
    return {(p, i) for p, i in found if not _opens_its_text(pages[p], i)} | _folio_heads(pages, keep)


# How close below a law's header the next line stands when the header opens the text under it: at
# the text's own pitch (the page's narrower gaps between lines, with room for a title's spacing; on
# a page of few lines, a line and a half of its size), not set apart as a page's head is
_PITCH_GAPS = 1.5
_PITCH_SIZE = 1.8
_PITCH_LINES = 3  # gaps between lines a page needs for its own pitch


def _opens_its_text(lines: list[PageLine], i: int) -> bool:
    """Whether a line that repeats at the same place on other pages is a law's header that opens
    the text under it — each law printed from the top of a new page («LAW 7» / «CONTROL OF …» on
    one page, «LAW 8» / «SEQUENCE OF ROUNDS» at the same place on another) — not a running head:
    its next line stands right under it, at the text's pitch (where the format tells places)."""
    line = lines[i]
    if line.top is None or law_header(" ".join(line.text.split())) is None:
        return False
    below = next((n for n in lines[i + 1:] if n.text.strip()), None)
    if below is None or below.top is None or below.top <= line.top:
        return False
    if line.size and below.size and line.size < _SMALLER * below.size:
        return False  # set smaller than the text under it: a running head (a law's header is no smaller)
    tops = [n.top for n in lines if n.text.strip() and n.top is not None]
    gaps = sorted(b - a for a, b in zip(tops, tops[1:]) if b > a)
    if len(gaps) >= _PITCH_LINES:  # the page's line pitch: its narrower gaps (a paragraph's gap is wider)
        return below.top - line.top <= _PITCH_GAPS * gaps[len(gaps) // 4]
    return bool(line.size) and below.top - line.top <= _PITCH_SIZE * line.size


# A running head is set smaller than the body: at most this share of the body's size (a book's
# head in 8 pt over 10 pt text; an OCR's line 30 pixels high over 36).
_SMALLER = 0.9
# The page's number at either end of a running head: "46 LAWS OF DUPLICATE CONTRACT BRIDGE",
# "INSUFFICIENT BID 47".
_FOLIO = re.compile(r"^(?P<start>\d{1,4})\s+\S|\S\s+(?P<end>\d{1,4})$")


def _folio_heads(pages: list[list[PageLine]], keep=None) -> set[tuple[int, int]]:
    """(page, line index) of each page's first line that is its running head with its number: set
    smaller than the body (so no law's header or heading, which are as large or larger), words
    with a number at one end and no marker, where another page's such number runs with the pages
    (46 atop one page, 47 atop the next). A book's even and odd pages print different heads («46
    LAWS OF …», «INSUFFICIENT BID 47»), so neither repeats on a few pages; their numbers do run.
    Only where the format tells sizes (a PDF, an OCR's lines); the first line only: a footnote at
    a page's foot starts with a number too; never a law's header («LAW 90» atop one page and «LAW
    91» atop the next of a handout of a law a page: their numbers run with the pages too)."""
    body = body_size(pages)
    if body is None:
        return set()
    heads: list[tuple[int, int, int]] = []  # (page, line index, the number)
    for p, lines in enumerate(pages):
        first = next((i for i, line in enumerate(lines) if line.text.strip()), None)
        if first is None:
            continue
        line, text = lines[first], " ".join(lines[first].text.split())
        folio = _FOLIO.search(text)
        if (folio and line.size is not None and line.size <= _SMALLER * body and re.search(r"[^\W\d_]{2}", text)
                and marker_kind(text) is None and law_header(text) is None and not (keep is not None and keep(text))):
            heads.append((p, first, int(folio["start"] or folio["end"])))
    runs = Counter(number - p for p, _, number in heads)  # a head's number less its page: one for all of a run
    return {(p, i) for p, i, number in heads if runs[number - p] >= 2}


def body_size(pages: list[list[PageLine]]) -> float | None:
    """The commonest size of the pages' lines, weighted by letters: the body text's (None when
    the format tells no sizes)."""
    weight: dict[float, int] = {}
    for line in (line for page in pages for line in page):
        if line.size:
            weight[round(line.size, 1)] = weight.get(round(line.size, 1), 0) + len(line.text)
    return max(weight, key=weight.__getitem__) if weight else None


def strip_furniture(pages: list[list[PageLine]], found: set[tuple[int, int]] | None = None
                    ) -> tuple[list[list[PageLine]], list[str]]:
    """The pages without their furniture (``found``: ``find_furniture``'s, when made already), and
    a note for each kind of line removed."""
    found = find_furniture(pages) if found is None else found
    removed: dict[str, set[int]] = defaultdict(set)
    kept = []
    for p, lines in enumerate(pages):
        kept.append([line for i, line in enumerate(lines) if (p, i) not in found])
        for i in range(len(lines)):
            if (p, i) in found:
                removed[shape(lines[i].text)].add(p)
    if not removed:
        return kept, []
    shown = ", ".join(f"«{_example(pages, on, s)}» on {len(on)} page{'s' * (len(on) != 1)}"
                      for s, on in sorted(removed.items(), key=lambda x: min(x[1])))
    return kept, [f"page furniture removed (running heads, footers and page numbers at the page edges): {shown}"]


def running_title(pages: list[list[PageLine]], found: set[tuple[int, int]]) -> str | None:
    """What a document's running header calls it («Законы спортивного бриджа 2017 — перевод
    клуба»): the first line of words among the furniture ``found`` (``find_furniture``'s) at the
    top of its first page (a footer, «© Клуб, 2017», is no title), not a page number."""
    top = [i for i, line in enumerate(pages[0] if pages else ()) if line.text.strip()][:_EDGE_LINES]
    return next((pages[0][i].text.strip() for i in top if (0, i) in found and not page_number(pages[0][i].text)
                 and re.search(r"[^\W\d_]{3}", pages[0][i].text)), None)


def _example(pages: list[list[PageLine]], on: set[int], wanted: str) -> str:
    page = pages[min(on)]
    text = next(line.text.strip() for line in page if shape(line.text) == wanted)
    return text if len(text) <= 50 else text[:49] + "…"


# --- a text's lines -----------------------------------------------------------------------------

# Longer lines are never furniture: a menu or a page number is short (and a pathological line
# costs nothing).
_LONGEST = 200
# «- 97 -», "— 12 —", "Page 12", "Page 3 of 12", «Стр. 5», «Страница 3 из 12»: a page number alone.
_PAGE_NUMBER = re.compile(r"^(?:[-–—]\s*\d{1,4}\s*[-–—]|(?:page|p\.|стр\.|страница|с\.)\s*\d{1,4}"
                          r"(?:\s*(?:of|из|/)\s*\d{1,4})?)$", re.IGNORECASE)
# What a menu, a breadcrumb or a pager puts between its pieces: "Home | Clubs", "Home > Laws",
# "« previous · next »", «Главная / Правила» (a slash only with spaces: law text writes "his/her").
_MENU_SEPARATOR = re.compile(r"\s*[|·•]\s*|\s+[›»>→←/]\s+")
_MENU_PIECE_WORDS = 5
# A strip: at least this many tokens that are each one letter, a number or a range of them,
# after an optional short label ("Glossary A-Z:", "Go to law:"): «А Б В Г … Я», "1 2 3 … 93".
_STRIP_TOKEN = re.compile(r"^(?:[^\W\d_]|\d{1,3}|[^\W\d_][-–][^\W\d_]|\d{1,3}[-–]\d{1,3}|…|\.\.\.)$")
_STRIP_LENGTH = 5
_STRIP_NUMBERS = 10
_LABEL = re.compile(r"^(?P<label>[^:]{1,40}:)\s*(?P<rest>.*)$")
# A line repeated word for word this often across a text is the page's (a site's header saved
# with every page of a law), when it is at least a few words and ends no sentence.
_REPEATS = 3
_REPEAT_WORDS = 3
_REPEAT_CHARS = 80  # … and at most this long
_ENDS_SENTENCE = re.compile(r"[.;!?]$")


# A page's share buttons as its text keeps them: the label and a few networks' names, no sentence
# ("Share: Facebook Twitter Email", «Поделиться: ВКонтакте Telegram»); the Laws never say share.
_SHARE = re.compile(r"^(?:share(?:\s+(?:this|it|on|via))?(?:\s+(?:page|post|article|story|news))?|поделиться|поделитесь"
                    r"|рассказать\s+друзьям)(?:\s*[:：—–-]\s*(?:[\w+#@-]+\s*[,|·•]?\s*){0,8})?$", re.IGNORECASE)


# A post's control to open the rest of it, copied with its text wherever the post was cut for the
# feed: "Show more…", "See more", "Read more", «Показать полностью…», «Читать далее», «Ещё…» — a line
# of it alone (the Laws never say so on a line of their own); a word of it alone only with its
# dots («развернуть» or «ещё» alone is a word of a sentence wrapped narrow).
_SHOW_MORE = re.compile(r"^(?:(?:show more|see more|read more|continue reading|показать (?:полностью|ещ[её])|"
                        r"читать (?:далее|дальше|полностью))\s*(?:…|\.{3})?|(?:развернуть|ещ[её])\s*(?:…|\.{3}))\s*$",
                        re.IGNORECASE)


# A blind trial's (session 42) more lines of a copy's own: a reminder the writer set off with
# exclamation marks («!! спросить у Н.В. про пункт Б2 !!»); a cross-reference of the copy's own,
# a line wholly in brackets that opens "see also" («(см. также закон 63 — …)»: the Laws cite within
# their sentences); a post's hashtags alone on a line ("#laws #directing"); an app's buttons, maybe
# each behind its pictograph («★ В закладки   ⤴ Поделиться», "♡ Save · ↗ Share").
_FLAGGED = re.compile(r"^!{2,}[^!].*[^!]!{2,}$")
_SEE_ALSO = re.compile(r"^\((?:see also|см\.? также|смотри также|ср\.? также)\b[^()]*\)$", re.IGNORECASE)
_HASHTAGS = re.compile(r"^(?:#[^\W\d_][\w-]{2,}[\s,]*|#\d{2,}[\s,]*)+$")  # (a year's, #1997, among them)
_BUTTONS = re.compile(r"^(?:[^\w\s]{0,2}\s*(?:reply|quote|share|like|save|bookmark|в закладки|в избранное|сохранить|"
                      r"поделиться|нравится|ответить|read (?:it )?in (?:the )?channel|open in (?:the )?channel|"
                      r"читать (?:в|на) канале|открыть (?:в|на) канале)\s*[|·•]?\s*){1,6}$", re.IGNORECASE)


# A bare number set far in from the margin, alone on its line: a page number a scan or a PDF's
# text centres («                        12»); a number at the margin may be a list's.
_CENTRED_NUMBER = re.compile(r"^\s{10,}\d{1,4}\s*$")
# A book's ornament between its parts: three stars or more ("* * *", "***"), an asterism "⁂" —
# no note's mark, which stands before the note's words.
_ORNAMENT = re.compile(r"^(?:[*∗✱]\s*){3,}$|^⁂$")
# A date or a time on a line of its own: a chat's export saved as a web page prints one over each
# message, a note app under a page's title ("Thursday, 12 February 2026" / "20:17"): a day ("3
# December 2026", «3 декабря 2026 г.», "03.12.2026", after its weekday or not), a time ("14:07",
# "2:05 PM"), or both. No line of a law is a date alone.
_WEEKDAY = (r"(?:(?:mon|tues|wednes|thurs|fri|satur|sun)day|mon|tue|wed|thu|fri|sat|sun|понедельник|вторник|среда|"
            r"четверг|пятница|суббота|воскресенье|пн|вт|ср|чт|пт|сб|вс)\.?,?\s+")
DAY = (rf"(?:(?:{_WEEKDAY})?(?:\d{{1,2}}[./-]\d{{1,2}}[./-]\d{{2,4}}|\d{{4}}-\d{{2}}-\d{{2}}|"
       rf"\d{{1,2}}\s+[^\W\d_]{{3,12}}\.?,?\s+\d{{4}}(?:\s*г\.?)?))")
TIME = r"\d{1,2}:\d{2}(?::\d{2})?(?:\s?[AaPp]\.?[Mm]\.?)?"
LONE_STAMP_RE = re.compile(rf"^\s*\[?(?:{DAY},?\s+{TIME}|{DAY}|{TIME})\]?\s*$", re.IGNORECASE)
# A post's byline, who posted it and when ("Posted on 14 September 2017 by tdadmin · Updated …",
# "Posted by anna on 03/04/2019", «Опубликовано 12.03.2018 автором admin»), and its categories or
# tags ("Categories: Laws 2017 Tags: auction", «Рубрики: Законы»), a page's date of change ("Last
# updated: 4 December 2023", «Последнее изменение страницы: 4 декабря 2023 г.»): a site's lines, no law's.
_BYLINE = re.compile(rf"^(?:(?:posted|published|updated|written)(?:\s+on)?\s+{DAY}|(?:posted|published|written)\s+by\s+"
                     rf"\S+(?:\s+\S+)?\s+on\s+{DAY}|(?:опубликовано|размещено|обновлено|добавлено)\s+{DAY})"
                     rf"(?:\s*(?:at\s+|в\s+)?{TIME})?(?:[\s,·|–—-].{{0,80}})?$", re.IGNORECASE)
_LAST_CHANGED = re.compile(rf"^(?:last\s+(?:updated|modified|edited|changed)|последнее\s+изменение(?:\s+страницы)?|"
                           rf"(?:страница\s+)?обновлена|дата\s+изменения)\s*:?\s*(?:on\s+)?{DAY}(?:,?\s+{TIME})?\.?$",
                           re.IGNORECASE)
_POST_CATEGORIES = re.compile(r"^(?:categories|category|filed under|tags|tagged|рубрики|рубрика|метки|теги|категории)"
                              r"\s*:\s*\S.{0,150}$", re.IGNORECASE)
PAGE_NUMBER = "a page number"  # what is said of one (and how the lines beside it find it)
OMISSION = "a mark of words left out"
WRITERS_NOTE = "an editor's or translator's note"  # … and of a quote's gap (the markers after it may skip)


def _numbered_row(line: str) -> bool:
    """A page's footer set as a table's row, its cells a tab apart: the source's name | "Page 2 of 3"."""
    cells = [c.strip() for c in line.split("\t") if c.strip()] if "\t" in line else []
    return len(cells) >= 2 and (page_number(cells[-1]) or page_number(cells[0]))


def page_number(text: str) -> bool:
    """«- 97 -», "Page 3 of 12": a page number standing alone on its line."""
    return bool(_PAGE_NUMBER.match(" ".join(text.split())))


def is_menu(text: str) -> bool:
    """Short pieces between separators, each with a word, none a sentence: "You are at: Home >
    Laws > Law 16", "Previous: Law 15 | Next: Law 17", «[← Правило 39] · Оглавление · [Правило 41 →]»."""
    text = text.strip()
    if len(text) > _LONGEST or _ENDS_SENTENCE.search(text):
        return False
    pieces = [p.strip(" «»←→") for p in _MENU_SEPARATOR.split(text)]
    pieces = [p for p in pieces if p]
    return len(pieces) >= 2 and all(len(p.split()) <= _MENU_PIECE_WORDS and re.search(r"[^\W\d_]", p)
                                    and not _ENDS_SENTENCE.search(p) for p in pieces)


def is_strip(text: str) -> bool:
    """A run of single letters or numbers: an alphabet of links, a list of law numbers."""
    text = text.strip()
    if len(text) > _LONGEST * 2:
        return False
    label = _LABEL.match(text)
    if label and len(label.group("label").split()) <= 4:
        text = label.group("rest")
    tokens = [t for t in re.split(r"[\s|,;·•]+", text) if t]
    if not all(_STRIP_TOKEN.match(t) for t in tokens) or not _ascending(tokens):
        return False
    # letters: an alphabet of five is a strip; numbers: a row of a table may count 1 to 6, a list of
    # laws runs on or leaves numbers out («1 2 3 … 93»)
    numbers = all(t[:1].isdecimal() or t in ("…", "...") for t in tokens)
    return len(tokens) >= (_STRIP_NUMBERS if numbers and "…" not in tokens and "..." not in tokens
                           else _STRIP_LENGTH)


def _letter_order(letter: str) -> int:
    """Where a letter stands in its alphabet: by its capital's code («Ё» beside «Е»)."""
    return ord((letter.upper().replace("Ё", "Е") or "?")[0])


def _ascending(tokens: list[str]) -> bool:
    """An alphabet or a list of numbers counts up: «А Б В Г», "1 2 3 … 93" ("1-10 11-20" too); a
    row of scores ("100 200 300 400 500") does not count up by one and is a table's."""
    values = []
    for t in tokens:
        first, last = re.split(r"[-–]", t)[0], re.split(r"[-–]", t)[-1]
        if first.isdecimal() and last.isdecimal():
            values.append(("n", int(first), int(last)))
        elif first not in ("…", "..."):
            values.append(("a", _letter_order(first), _letter_order(last)))
        else:
            values.append(None)  # «…»: anything may be left out
    for a, b in zip(values, values[1:]):
        if a is None or b is None:
            continue
        if a[0] != b[0] or b[1] < a[2] or (a[0] == "n" and b[1] != a[2] + 1):
            return False
    return True


def text_furniture(lines: list[str], keep=None, whole: bool = False) -> dict[int, str]:
    """Index → why, for each line of a text that is furniture (see the module's doc). Form feeds
    (``\\f``) cut pages: then a line repeating at the page edges goes; with them or without,
    counters and lines repeated across the text. Page numbers, strips and menus go wherever they
    stand; when ``lines`` are a ``whole`` text (not a part of one), its trailer too (:func:`trailer`).
    ``keep(text)`` names lines never furniture (a layout reader's headers and markers)."""
    keep = keep or (lambda text: False)
    found: dict[int, str] = {}
    pages = _text_pages(lines)
    if len(pages) >= 2:
        edges = find_furniture([[PageLine(lines[i].replace("\f", "")) for i in page] for page in pages], keep)
        found.update({pages[p][k]: "a line repeated at the page edges" for p, k in edges})
    # a counter or a repeated line is furniture with page breaks too: a header over a page's
    # first line stands at the top edge of one page only when the text is two pages long
    found.update({i: why for i, why in _counters(lines, keep).items() if i not in found})
    found.update(_repeated(lines, keep, found))
    found.update({i: why for i, why in _repeated_blocks(lines, keep).items() if i not in found})
    found.update({i: "a rule across the page with a word or two in it (a fold or cut line, a mail's «Forwarded message»)"
                  for i, line in enumerate(lines) if i not in found and _LABELLED_RULE.match(line) and not keep(line.strip())})
    found.update({i: why for i, why in _repeated_labels(lines, keep, found).items() if i not in found})
    found.update({i: why for i, why in _quiz(lines, keep).items() if i not in found})
    found.update({i: why for i, why in _preamble(lines, keep).items() if i not in found})
    found.update(_shapes(lines, keep, found))
    found.update(_beside_page_numbers(lines, keep, found))
    found.update(_in_page_run(lines, keep, found))
    if whole:
        found.update({i: why for i, why in trailer(lines, keep).items() if i not in found})
    return found


# --- a page's trailer -----------------------------------------------------------------------------
# A saved page ends with the site's own lines, set apart from the last unit by a blank line:
# "© 2017 Sample Union. All rights reserved.", "Back to home", «« На главную», "Top of page",
# «Обновлено 12.03.2019». A text of the Laws does not end so: its last paragraph is a sentence of
# a unit, or, in a cut text, the start of one — which carries no copyright, names no date and is
# no link back. So the last lines of a text, after its last blank line, are its trailer when there
# are at most _TRAILER_LINES of them, each short, no marker, and each one of these shapes; then
# they are dropped, and the last unit keeps its own text (it was joined to it, and "read as partial"
# when it ended no sentence).
_TRAILER_LINES = 3
_TRAILER_WORDS = 10
# © and its spellings, and what a copyright line says: "(c) 2017", "Copyright", «Все права защищены».
_COPYRIGHT = re.compile(r"©|\(c\)\s*\d{4}|\bcopyright\b|\ball rights reserved\b|\bвсе права (?:защищены|сохранены)",
                        re.IGNORECASE)
# A link back, as a page's last line words it: "Back to home", "Return to the top", "Top of page",
# «На главную», «Наверх», «В начало», «К оглавлению», «Назад к списку правил» (after any arrow).
_LINK_BACK = re.compile(r"^[\W_]*(?:(?:back|return|go back)(?: to\b|$)|top of (?:the )?page\b|to the top\b|home(?: ?page)?$|"
                        r"main page\b|на главную\b|главная$|наверх\b|в начало\b|к началу\b|к оглавлению\b|"
                        r"назад(?: к\b|$)|к списку\b)", re.IGNORECASE)
_LINK_WORDS = 6  # "Return to the list of laws": a link is a few words
# A post's buttons, as a forum or a mail archive prints them under it: "Reply Quote", «Ответить
# Цитата», "Reply · Quote · Report" — a line of such words alone
_POST_ACTIONS = re.compile(r"^(?:(?:reply|quote|report|share|like|ответить|цитата|цитировать|пожаловаться|"
                           r"поделиться|нравится)(?:[\s|·•]+|$)){1,6}$", re.IGNORECASE)
# A line of a few words that ends on a year (1900–2099) or a date: "Last updated 12 March 2019",
# «Обновлено 12.03.2019 г.», "Updated 2019-03-12", «2019» — a notice; a sentence names a year
# inside it («In 2019 the player…» is a cut paragraph's start, and stays).
_DATED = re.compile(r"(?<![\d.\-/])(?:\d{1,2}[./-]\d{1,2}[./-])?(?:19|20)\d\d(?:[./-]\d{1,2}[./-]\d{1,2})?"
                    r"(?:,?\s+\d{1,2}:\d{2}(?::\d{2})?)?$")
_DATED_WORDS = 5
_YEAR_WORD = re.compile(r"\s*(?:г|гг)\.$")  # «2019 г.»: the abbreviation of «год», not a sentence's stop
# Where the copy was taken from, as a note app or a reader's copy adds it: a label and the page's
# address or site ("Pasted from <https://…>", "Source: example.org", «Источник: club.example.ru —
# …», «Скопировано с …»); and the app it was made with ("Created with Microsoft OneNote 2016.",
# "Sent from my phone", «Отправлено с iPhone»).
_SOURCE = re.compile(r"^(?:pasted from|copied from|source|retrieved from|taken from|источник|скопировано (?:с|со|из)|"
                     r"взято (?:с|со|из))\s*:?\s*<?(?:https?://|www\.|[\w-]+(?:\.[\w-]+)*\.[a-zа-я]{2,}\b)", re.IGNORECASE)
_MADE_WITH = re.compile(r"^(?:created with|made with|sent from|sent with|создано (?:в|с помощью)|отправлено (?:с|со|из))\s+\S",
                        re.IGNORECASE)

# A talk's or a series' last words: its thanks and call for questions ("Thank you! Questions?",
# «Спасибо! Вопросы?»), and what the next lesson, issue or post brings ("Next week: Law 79 …",
# «Следующее занятие: Закон 40 — …») — which names a law, but is no header of one.
_SIGN_OFF = re.compile(r"^(?:(?:thank you|thanks(?: for (?:listening|your attention|reading))?|any questions|questions|"
                       r"спасибо(?: за внимание)?|вопросы)\s*[!?.,]*\s*)+$", re.IGNORECASE)
_NEXT_TIME = re.compile(r"^(?:next (?:week|month|time|lesson|session|class|issue|meeting|seminar|post)|coming next|"
                        r"следующ\w* (?:занятие|урок|выпуск|номер|семинар|пост\w*)|(?:в|на) следующ\w+ "
                        r"(?:раз|выпуске|номере|занятии|уроке|неделе|месяце))\b", re.IGNORECASE)
_NEXT_TIME_WORDS = 16


def trailer(lines: list[str], keep=None) -> dict[int, str]:
    """Index → why, for the lines of a whole text's trailer (see above): the last few lines (blank
    lines between them or not), set apart from the text by a blank line, each a copyright line, a
    link back, a dated line (a year, or a day and a time, and no sentence), a post's buttons, where
    the copy was taken from or the app it was made with, a talk's thanks, what comes next time."""
    keep = keep or (lambda text: False)
    found: dict[int, str] = {}
    k = len(lines)
    while k and len(found) <= _TRAILER_LINES:
        text = " ".join(lines[k - 1].replace("\f", "").split())
        why = _trailer_line(text, keep) if text else ""
        if why is None:
            break
        if why:
            found[k - 1] = why
        k -= 1
    if not k or len(found) > _TRAILER_LINES:
        return {}  # nothing above the last lines, or more lines than a page's foot
    first = k  # the first line after the text: a trailer's paragraph run into the text is the text's
    while first in found:
        del found[first]
        first += 1
    return found


def _trailer_line(text: str, keep) -> str | None:
    if text and _NEXT_TIME.match(text) and len(text.split()) <= _NEXT_TIME_WORDS:
        return "what the next lesson or issue brings, at the end"
    if not text or len(text.split()) > _TRAILER_WORDS:
        return None
    if _SIGN_OFF.match(text):
        return "a talk's thanks and call for questions, at the end"
    if COPYRIGHT_SIGN_RE.match(text):  # a marker's shape, at a text's end after a blank line: no item
        return "a copyright line at the end"
    if keep(text):
        return None
    if _COPYRIGHT.search(text):
        return "a copyright line at the end"
    words = len(text.split())
    if _LINK_BACK.match(text) and words <= _LINK_WORDS and not _ENDS_SENTENCE.search(text):
        return "a link back at the end"
    if _POST_ACTIONS.match(text):
        return "a post's buttons at the end"
    if _SOURCE.match(text):
        return "where the copy was taken from, at the end"
    if _MADE_WITH.match(text) and words <= _LINK_WORDS:
        return "the app it was made with, at the end"
    if words <= _DATED_WORDS and _DATED.search(_YEAR_WORD.sub("", text)):
        return "a dated line at the end"
    return None


def _text_pages(lines: list[str]) -> list[list[int]]:
    pages: list[list[int]] = [[]]
    for i, line in enumerate(lines):
        if line.startswith("\f"):
            pages.append([])
        if line.strip("\f \t"):
            pages[-1].append(i)
    return [p for p in pages if p]


# A legal database notes each edit of a text on a line of its own, in brackets, with the decision's
# date: «(в ред. решения Президиума от 15.09.2018 N 11)», «(раздел В введен решением … от
# 10.02.2018 N 3)», "(as amended on 15.09.2018)". Never a sentence of the text it annotates.
_EDIT_NOTE = re.compile(r"^\((?=[^()]*(?:\bв\s+ред\.|\bв\s+редакции\b|\bвведен[аоы]?\b|\bвведён\b|\bисключ[её]н[аоы]?\b"
                        r"|\bутратил[аио]?\s+силу|\bизм\.|\bas\s+amended\b|\b(?:amended|inserted|repealed|deleted|added)\s+by\b))"
                        r"[^()]*\b(?:\d{1,2}\.\d{1,2}\.\d{2,4}|\d{4}-\d{2}-\d{2})\b[^().!?]*\)$", re.IGNORECASE)
# … and an editor's or a translator's own remark, a line that says whose it is: wholly in brackets
# («[Примечание редакции: …]», «(Прим. ред.: …)», "[Editor's note: …]"), or opening with that label
# and a colon or a dash, as Word's plain text keeps a paragraph («Примечание переводчика: …»,
# "Translator's note - …"). The Laws never name their editor or translator: the copy's words.
_WRITERS_LABEL = (r"(?:(?:примечание|прим\.?|комментарий)\s+(?:редакции|ред\.|редактора|составителя|сост\.|переводчика"
                  r"|перев\.|пер\.)|(?:editor's|editorial|ed\.|translator's|translators'|translation)\s+(?:note|comment)"
                  r"|(?:my|our)\s+(?:own\s+)?(?:note|comment|remark)|(?:моё|мое|мой|наше|наш)\s+(?:примечание|комментарий))"
                  r"(?:\s*\([^()]{1,40}\))?")  # "MY NOTE (NOT IN THE BOOK): …"
_EDITORS_NOTE = re.compile(rf"^[\[(]\s*{_WRITERS_LABEL}", re.IGNORECASE)
_WRITERS_NOTE = re.compile(rf"^{_WRITERS_LABEL}\s*[:—–-]", re.IGNORECASE)
# The writer's mark of the text's end: "-- END --", "*** THE END ***", «— Конец —».
_END_MARK = re.compile(r"^[-–—=*~_\s]*(?:the\s+)?(?:end|конец)(?:\s+(?:of\s+(?:text|file|document)|текста|документа))?[-–—=*~_.\s]*$",
                       re.IGNORECASE)
# The writer's own reminders: a question wholly in square brackets ("[check with the chief TD
# about (b)??]") and a task ("TODO: …", "todo - …", "FIXME: …"); the Laws ask nothing in brackets.
_WRITERS_QUERY = re.compile(r"^\[[^\[\]]{3,}\?\s*\]$|^(?:todo|to-do|fixme)\s*[:—–-]", re.IGNORECASE)
# … and a checklist's box ("- [ ] print 20 copies", "[x] …", "☐ …", as Markdown and note apps
# write a task) before or after the law: inside it, a box may tick the law's own lines in notes.
_CHECKBOX = re.compile(r"^(?:[-*+•]\s+)?(?:\[[ xX]\]|[☐☑☒✅])\s+\S")
# A letter's line of what it encloses, after the law («Приложение: нет.», "Enclosures: 2", "Encl.: the
# sample form").
_ENCLOSURE = re.compile(r"^(?:приложени[ея]|enclosures?|encl\.|attachments?)\s*:\s*\S+(?:\s+\S+){0,3}$", re.IGNORECASE)
# A quote's mark of the words it left out, on a line of its own: "[...]", «(…)», "<snip>", or a
# line in brackets that says so ("[C3 omitted – not relevant here]", «[п. 3 опущен]»).
_OMISSION = re.compile(r"^(?:\[\s*(?:\.{3}|…|snip|skip)\s*\]|\(\s*(?:\.{3}|…)\s*\)|<\s*(?:\.{3}|…|snip)\s*>|\.{3}|…"
                       r"|\[[^\[\]]*\b(?:omitted|skipped|snipped|left\s+out|not\s+quoted|опущен[аоы]?|пропущен[аоы]?"
                       r"|не\s+привод(?:ит|ят)ся)\b[^\[\]]*\])$", re.IGNORECASE)


# A scan's speck recognised as a mark: one or two of . , ' ` ’ ‘ " alone on a line.
_SPECK = re.compile(r"^[.,'`’‘\"]{1,2}$")


def _listed_apart(lines: list[str]) -> set[int]:
    """The lines of a checklist's boxes that make a list of their own: the line above the list's
    first is blank, or there is none (a law's last section's lines ticked in notes run on under its
    title). One pass."""
    out, apart = set(), False
    for i, line in enumerate(lines):
        if _CHECKBOX.match(line.replace("\f", "").strip()):
            if i == 0 or not _CHECKBOX.match(lines[i - 1].replace("\f", "").strip()):
                apart = i == 0 or not lines[i - 1].replace("\f", "").strip()
            if apart:
                out.add(i)
    return out


# Numbered questions, as a handout's, a course's or a deck's quiz sets them after a law ("1. Who
# calls the Director, and when?"): the Laws ask no question, so two or more numbered paragraphs
# counting 1, 2, …, each a question, are not the law's subsections, nor is the short heading over
# them ("Quiz", «Проверь себя»).
QUIZ = "a quiz's numbered questions and their heading (the Laws ask none)"
_NUMBERED = re.compile(r"^(\d{1,2})[.)]\s+\S")
_QUIZ_HEADING_WORDS = 5


def _quiz(lines: list[str], keep) -> dict[int, str]:
    """Index → why, for the lines of each quiz: its numbered questions and the heading over them."""
    out: dict[int, str] = {}
    entries: list[tuple[int, list[int]]] = []  # (number, its lines) of the numbered paragraphs in a row

    def close():
        asked = [e for e in entries if lines[e[1][-1]].replace("\f", "").strip().endswith("?")]
        if len(entries) >= 2 and len(asked) == len(entries) and [n for n, _ in entries] == list(range(1, len(entries) + 1)):
            first = entries[0][1][0]
            out.update(dict.fromkeys((i for _, run in entries for i in run), QUIZ))
            above = next((j for j in range(first - 1, -1, -1) if lines[j].strip()), None)
            if above is not None:
                text = " ".join(lines[above].replace("\f", "").split())
                if len(text.split()) <= _QUIZ_HEADING_WORDS and not text.endswith((".", ";", ",")) and not keep(text):
                    out[above] = QUIZ
        entries.clear()

    for i, line in enumerate(lines):
        text = line.replace("\f", "").strip()
        numbered = _NUMBERED.match(text)
        if numbered:
            if entries and int(numbered[1]) != entries[-1][0] + 1:
                close()
            entries.append((int(numbered[1]), [i]))
        elif text and entries and lines[i - 1].strip():
            entries[-1][1].append(i)  # the question's next line
        elif text:
            close()
    close()
    return out


# The writer's own words between a law's header and its first unit: a copy's note on where it comes
# from («Редакция 2017 года», "Edition: 1997", «скопировала из книжки 2007 г., сверить…»), a post's
# introduction ("This month's law is Law 15, …"), a reminder ("… (Б2 особенно!)"). A law's own text
# there names no year, does not cite its own law by number, and exclaims nothing: a paragraph that
# does is the writer's.
PREAMBLE = "the writer's words under a law's header (a year, the law's own number, an exclamation)"
_YEAR = re.compile(r"(?<![\d.,/-])(?:19|20)\d\d(?![\d.,/-]?\d)")
_EXCLAIMS = re.compile(r"!\s*[)\]»”\"']*$")  # («… (Б2 особенно!)»)


def _preamble(lines: list[str], keep) -> dict[int, str]:
    """Index → why, for the lines of each paragraph of the writer's under a law's header (above)."""
    out: dict[int, str] = {}
    law, paragraph, title_next = None, [], False

    def close():
        text = " ".join(" ".join(lines[k].replace("\f", "").split()) for k in paragraph)
        own = law is not None and re.search(rf"\b(?:law|закон\w*|правил\w*|статья)\s+{law}(?![\dA-ZА-Я])", text,
                                            re.IGNORECASE)
        if paragraph and (_YEAR.search(text) or own or _EXCLAIMS.search(text)):
            out.update(dict.fromkeys(paragraph, PREAMBLE))
        paragraph.clear()

    for i, line in enumerate(lines):
        text = line.replace("\f", "").strip()
        header = law_header(text, prefixed=True) if text else None  # (after a label too: «Правило месяца: Закон 45. …»)
        if header is not None:
            close()
            law, title_next = header.number, not header.title  # (a header's title may be on the next line)
            continue
        if not text:
            close()
        elif law is not None and keep(text):  # the law's first unit: its own text ends here
            paragraph.clear()
            law = title_next = None
        elif title_next:
            title_next = False
        elif law is not None:
            paragraph.append(i)
    close()
    return out


def _set_apart(lines: list[str], i: int) -> bool:
    """Whether line ``i`` stands between blank lines (or the text's edges, or a page break)."""
    def blank(j: int) -> bool:
        return not 0 <= j < len(lines) or not lines[j].replace("\f", "").strip()
    return blank(i - 1) and blank(i + 1)


def _shapes(lines: list[str], keep, found: dict) -> dict[int, str]:
    """Page numbers, strips and menus, wherever they stand; and a run of lines that each hold one
    letter or number (a list of law numbers printed one to a line: "1", "2", … "93")."""
    out: dict[int, str] = {}
    run: list[int] = []
    remark = False  # an editor's or translator's note goes on to the next blank line
    kept = [i for i, line in enumerate(lines) if line.strip() and keep(line.replace("\f", "").strip())]
    law = range(kept[0], kept[-1]) if kept else range(0)  # from the first header or marker to the last
    listed = _listed_apart(lines)
    for i, line in enumerate(lines + [""]):
        text = line.replace("\f", "").strip()
        if not text:
            remark = False
            continue
        # a note's wrapped lines: each goes on the sentence of the line before (a law's next line, after a
        # note that ended its sentence, is the law's); a header's words only when they go on the note's
        # sentence with no separator ("… SEE ALSO" / "LAW 51 FOR THE ORDER OF PLAY.")
        if remark and i < len(lines) and i not in found and not _ENDS_SENTENCE.search(lines[i - 1].strip()) and (
                not keep(text) or (h := law_header(text)) is not None and not h.separator
                and _ENDS_SENTENCE.search(h.title or "")):
            out[i] = WRITERS_NOTE
            continue
        remark = False
        centred = _CENTRED_NUMBER.match(line.replace("\f", ""))  # a page number, not a strip's token
        if _STRIP_TOKEN.match(text) and i < len(lines) and not centred:
            run.append(i)
            continue
        if len(run) >= _STRIP_LENGTH and _ascending([lines[k].replace("\f", "").strip() for k in run]):
            out.update(dict.fromkeys(run, "a strip of single letters or numbers"))
        run = []
        if i >= len(lines) or i in found or keep(text):
            continue
        if page_number(text) or centred or _numbered_row(line):
            out[i] = PAGE_NUMBER
        elif _SPECK.match(text) and _set_apart(lines, i):
            out[i] = "a speck of a scan (a mark alone between blank lines)"
        elif _EDIT_NOTE.match(text):
            out[i] = "a legal database's note of an edit"
        elif _EDITORS_NOTE.match(text) and text.endswith(("]", ")")):
            out[i] = "an editor's note in brackets"
        elif _WRITERS_NOTE.match(text):
            out[i], remark = WRITERS_NOTE, True
        elif _END_MARK.match(text):
            out[i] = "the writer's mark of the text's end"
        elif _SHARE.match(text):
            out[i] = "a page's share buttons"
        elif _SHOW_MORE.match(text):
            out[i] = "a post's control to show the rest of it"
        elif _FLAGGED.match(text) or _SEE_ALSO.match(text):
            out[i] = "the writer's own reminder or cross-reference"
        elif _HASHTAGS.match(text) or _BUTTONS.match(text):
            out[i] = "a post's hashtags or an app's buttons"
        elif _ENCLOSURE.match(text) and i not in law:
            out[i] = "a letter's line of what it encloses"
        elif _WRITERS_QUERY.match(text) or (
                (box := _CHECKBOX.match(text)) and i not in law and i in listed and not keep(text[box.end() - 1:])):
            out[i] = "the writer's own reminder (a question in brackets, a to-do)"
        elif _OMISSION.match(text):
            out[i] = OMISSION
        elif LONE_STAMP_RE.match(text):
            out[i] = "a date or a time alone (a note's or a post's stamp)"
        elif _BYLINE.match(text) or _POST_CATEGORIES.match(text) or _LAST_CHANGED.match(text):
            out[i] = "a post's byline, categories or tags, a page's date of change"
        elif _ORNAMENT.match(text):
            out[i] = "an ornament between parts (* * *)"
        elif is_strip(text):
            out[i] = "a strip of single letters or numbers"
        elif is_menu(text) and not _in_grid(lines, i):
            out[i] = "a menu, breadcrumb or pager"
    return out


def _beside_page_numbers(lines: list[str], keep, found: dict) -> dict[int, str]:
    """The line in capitals next to a page number (only blank lines between): the running header
    or footer of a page, even where the text shows a single page break, so that it is not
    repeated to be found ("- 23 -" over "SAMPLE LAWS OF THE CLUB"). A few words, no sentence, and
    no header or marker of the text (``keep``); law text is not set in capitals."""
    out: dict[int, str] = {}
    for p in [i for i, why in found.items() if why == PAGE_NUMBER]:
        for step in (-1, 1):
            j = p + step
            while 0 <= j < len(lines) and not lines[j].strip():
                j += step
            if not 0 <= j < len(lines) or j in found or abs(j - p) > 3:
                continue
            text = " ".join(lines[j].replace("\f", "").split())
            letters = [c for c in text if c.isalpha()]
            if (len(letters) >= 4 and all(c.isupper() for c in letters) and len(text) <= 80 and len(text.split()) >= 2
                    and not _ENDS_SENTENCE.search(text) and not keep(text)):
                out[j] = "a running header or footer beside a page number"
    return out


def _in_grid(lines: list[str], i: int) -> bool:
    """A row of a table drawn with bars: a bar of the line stands at the same column as a bar of
    the line above or below ("недобранную | без | с" over "взятку(н.в.)|конт-|конт-"); a menu
    stands alone."""
    bars = {k for k, ch in enumerate(lines[i]) if ch == "|"}
    return any(bars & {k for k, ch in enumerate(lines[j]) if ch == "|"}
               for j in (i - 1, i + 1) if 0 <= j < len(lines))


# A page's number at the margin of its running header, set apart by a gap of spaces, as a PDF
# copied to text prints it: "Laws of the Club 2017 – Edition            Page 12", "12      Laws of …"
_MARGIN_NUMBER = re.compile(r"\S\s{3,}(?:(?:page|p\.|стр\.|страница|с\.)\s*)?(?P<end>\d{1,4})\s*$"
                            r"|^\s*(?P<start>\d{1,4})\s{3,}\S", re.IGNORECASE)
_MARGIN_WORDS = 14  # such a header names the book and its edition: more words than a bare counter
_PAGE_LINES = 3  # two counters of a text's pages stand more lines apart than this: a page holds text


def _counted(line: str) -> str:
    """The number a counter counts by: the one at the margin, else the last."""
    margin = _MARGIN_NUMBER.search(line)
    return (margin["end"] or margin["start"]) if margin else _NUMBER.findall(line)[-1]


def _in_page_run(lines: list[str], keep, found: dict) -> dict[int, str]:
    """A line at a page break with a number at its margin that the page numbers found run
    through (54, its 55, 56): the running header of a page whose shape stands once (a book's odd
    page names its law: "Law 40      55" between "54   Laws of …" and "56   Laws of …"; it had
    become words of the paragraph the page break cut). A header has words: a table's row at a
    page's edge ("750 - 890          13") is none."""
    pages = {int(_counted(lines[i])) for i in found if _MARGIN_NUMBER.search(lines[i])}
    edges = []
    top = next((i for i, line in enumerate(lines) if line.strip()), 0)  # the text's first line
    for i, line in enumerate(lines):
        s = line.strip()
        if i in found or not s or len(s) > 80 or len(s.split()) > _MARGIN_WORDS:
            continue
        # a page's first line (the text's first, or after a form feed) or its last
        first = i == top or "\f" in line or i > 0 and "\f" in lines[i - 1] and not lines[i - 1].strip()
        last = i + 1 < len(lines) and lines[i + 1].lstrip(" \t").startswith("\f")
        # (a heading's words too: "Глава VI. РОЗЫГРЫШ      37" is the running header of a chapter's
        # page, "Law 40      55" an odd page's naming its law; never a law's header with its title,
        # a page that opens a law: «ПРАВИЛО 40. СОГЛАШЕНИЯ      45», nor a marker)
        header = law_header(_MARGIN_NUMBER.sub(lambda m: m.group()[0], s).strip())
        if (first or last) and _MARGIN_NUMBER.search(line) and re.search(r"[^\W\d_]{2}", line) and not (
                header is not None and header.title or marker_kind(s)):
            edges.append(i)
    if len(edges) >= 2:  # two pages' headers numbered one after the other ("Глава VI …   37", "38   Правила …")
        pages |= {int(_counted(lines[i])) for i in edges}
    return {i: "a running header at a page break, numbered in the run of the page numbers" for i in edges
            if {int(_counted(lines[i])) - 1, int(_counted(lines[i])) + 1} & pages}


def _counters(lines: list[str], keep) -> dict[int, str]:
    """A short line whose shape recurs three times with a different number each time (a page
    number: "Page 1" … "Page 3"; or a running header with the page's number at its margin), and
    short lines repeated word for word beside such lines."""
    shapes: dict[str, list[int]] = defaultdict(list)
    for i, line in enumerate(lines):
        s = line.strip()
        words = len(s.split())
        if (s and len(s) <= 80 and _NUMBER.search(s) and not keep(s)
                and (words <= 8 or words <= _MARGIN_WORDS and _MARGIN_NUMBER.search(line))):
            shapes[shape(s)].append(i)
    counters = set()
    for where in shapes.values():
        numbers = {_counted(lines[i]) for i in where}
        # a page's counter stands once a page (a page break between two, or lines of text): rows of
        # a table («20 – 40   1», «50 – 80   2») stand side by side
        apart = all(b - a > _PAGE_LINES or any("\f" in lines[k] for k in range(a + 1, b + 1))
                    for a, b in zip(where, where[1:]))
        if len(where) >= 3 and len(numbers) == len(where) and apart:
            counters.update(where)
    repeats: dict[str, list[int]] = defaultdict(list)
    for i, line in enumerate(lines):
        s = line.strip()
        if s and len(s) <= 80 and not keep(s) and i not in counters:
            repeats[shape(s)].append(i)
    out = dict.fromkeys(counters, "a page counter")
    near = {c + d for c in counters for d in range(-3, 4)}  # within three lines of a counter
    for where in repeats.values():
        if len(where) >= 3 and all(i in near for i in where):
            out.update(dict.fromkeys(where, "a line repeated beside a page counter"))
    return out


def _repeated(lines: list[str], keep, found: dict) -> dict[int, str]:
    """A line of a few words, no sentence, repeated word for word three times or more; or twice,
    each time beside a page number or atop the text (a running header over "- 12 -" and "- 13 -",
    or the first page's and the second's). A row of a page's header table, its cells a tab apart,
    may be twice as long («(утв. …)» | «Документ предоставлен …», a legal database's)."""
    where: dict[str, list[int]] = defaultdict(list)
    for i, line in enumerate(lines):
        s = " ".join(line.split())
        longest = 2 * _REPEAT_CHARS if "\t" in line.strip() else _REPEAT_CHARS
        if (s and i not in found and len(s) <= longest and len(s.split()) >= _REPEAT_WORDS
                and not _ENDS_SENTENCE.search(s) and not keep(s)):
            where[s.casefold()].append(i)
    near_number = {i + d for i, line in enumerate(lines) if page_number(line) or _numbered_row(line) for d in range(-3, 4)}
    top = next((i for i, line in enumerate(lines) if line.strip()), 0)  # the first page's top
    out = {}
    for ids in where.values():
        # (the first page's top only when printed the same, case and all: a handout's "Claim or
        # Concession" over "LAW 68" / "CLAIM OR CONCESSION" after "Page 1" is a law's title)
        twice = len(ids) == 2 and ids[0] == top and ids[1] in near_number and " ".join(lines[ids[0]].split()) == " ".join(
            lines[ids[1]].split())
        if len(ids) >= _REPEATS or twice or (len(ids) >= 2 and all(i in near_number for i in ids)):
            out.update(dict.fromkeys(ids, "a line repeated across the text"))
    return out


# A rule of strokes or dots across the page with a few words or a pair of scissors in it: where a
# card folds or a coupon is cut ("- - - ✂ fold here - - -", "-------- cut along --------")
_STROKES = r"(?:[-–—=_~.·•*]\s?){3,}"
_LABELLED_RULE = re.compile(rf"^\s*{_STROKES}\s*(?:[✂✁✃✄]\s*(?:[^\W\d_]+(?:\s+[^\W\d_]+){{0,3}})?"
                            rf"|[^\W\d_]+(?:\s+[^\W\d_]+){{0,3}})\s*[✂✁✃✄]?\s*{_STROKES}\s*$")

BLOCK_LINES = (2, 5)  # the fewest and most lines of a block repeated across a text (below)
_BLOCK_CHARS = 160


def _repeated_blocks(lines: list[str], keep) -> dict[int, str]:
    """A block of lines (between blank lines, two to five, none long, none a header or marker, not
    a note: a page prints a note again under each of its marks) printed ``_REPEATS`` times or more, each line alike but for its numbers: what an app adds under
    each passage copied from it (the book's title, «Стр. 131 из 402 (32%)», «Скопировано в
    приложении …»), or a page's footer of several lines. A law prints no block three times."""
    blocks, run = [], []
    for i, line in enumerate(lines + [""]):
        if line.strip():
            run.append(i)
            continue
        if BLOCK_LINES[0] <= len(run) <= BLOCK_LINES[1] and not NOTE_RE.match(lines[run[0]].strip()) and all(
                len(lines[k].strip()) <= _BLOCK_CHARS and not keep(lines[k].strip()) for k in run):
            blocks.append(run)
        run = []
    where: dict[tuple, list[int]] = defaultdict(list)
    for run in blocks:
        where[tuple(shape(lines[k]) for k in run)] += run
    return {k: "a block of lines repeated across the text (an app's note under each passage copied)"
            for key, ids in where.items() if len(ids) >= _REPEATS * len(key) for k in ids}


# A label alone on its line ("Notes:", «Заметки:», "Speaker notes:"): one word or a few, a colon;
# or one that names notes before their first words («Заметки докладчика: …», "Presenter notes: …").
_NOTES_LABEL = re.compile(r"^(?P<label>[^\W\d_][^\W\d_ ]*(?: [^\W\d_]+){0,2}):$"
                          r"|^(?P<named>(?:[^\W\d_]+ )?(?:notes?|заметки|заметка|примечания)(?: [^\W\d_]+)?):\s+\S",
                          re.IGNORECASE)
LABELLED = "a block under a label the text repeats over each (a slide's speaker notes)"


def _alone_label(line: str) -> bool:
    """A label alone on its line: its notes are the lines under it (a numbered line of them too)."""
    return line.strip().endswith(":")


def _opens_part(text: str) -> bool:
    """A law's header, a heading above laws or a section's marker: where a page's notes end (a
    numbered line of them, "1. Show the cards", is theirs)."""
    return bool(law_header(text) or heading(text)) or marker_kind(text) == "section"


def _repeated_labels(lines: list[str], keep, found: dict) -> dict[int, str]:
    """In a text of numbered pages (a slide deck's "Slide 1", "Slide 2", … found as page counters),
    a label opening its line repeated word for word three times or more, once a page at most,
    with the words after it and the lines under each to the next blank line or marker: the
    speaker notes under each slide's "Notes:". Without the counters a repeated label ("Example:",
    "Vulnerable:", «Судья вправе:») is the text's own."""
    counters = sorted(i for i, why in found.items() if why == "a page counter")
    if len(counters) < _REPEATS:
        return {}
    where: dict[str, list[int]] = defaultdict(list)
    for i, line in enumerate(lines):
        s = line.replace("\f", "").strip()
        if (m := _NOTES_LABEL.match(s)) and not keep(s):
            where[(m["label"] or m["named"]).casefold()].append(i)
    out = {}
    for ids in where.values():
        pages = [bisect.bisect_right(counters, i) for i in ids]
        if len(ids) < _REPEATS or len(set(pages)) < len(pages) or 0 in pages:
            continue
        for i in ids:
            out[i] = LABELLED
            k = i + 1
            while (k < len(lines) and lines[k].replace("\f", "").strip() and not _opens_part(lines[k].strip())
                   and k not in counters and (marker_kind(lines[k].strip()) is None or _alone_label(lines[i]))):
                out[k] = LABELLED
                k += 1
    return out


# --- joining pages ------------------------------------------------------------------------------

# A page that ends with one of these ends a sentence; the next page may begin a new paragraph.
_SENTENCE_END = re.compile(r"[.:;!?)\]»”\"']\s*$")
# A line that starts in lower case, or with a continuing comma or dash, goes on the sentence
# of the line before it.
_CONTINUES = re.compile(r"^\s*([a-zа-яё,;)\-–—]|\d+[,)]\s)")


def page_break_continues(before: str, after: str) -> bool:
    """True when the last line of one page and the first line of the next are one paragraph:
    the first stops mid-sentence ("… the Director may", "inter-") or the second goes on
    ("may award an adjusted score …" in lower case)."""
    if not before.strip() or not after.strip():
        return False
    return not _SENTENCE_END.search(before) or bool(_CONTINUES.match(after))


def join_pages(pages: list[list[str]], notes: list[list[str]] | None = None) -> list[str]:
    """The lines of all pages in order. Between two pages, a blank line unless the paragraph
    goes on (see :func:`page_break_continues`); blank lines at page edges are dropped.

    ``notes[i]`` are the footnotes printed at the foot of page i: they follow the paragraph
    that page i ends with, which may end only on a later page."""
    out: list[str] = []
    pending: list[str] = []
    for p, lines in enumerate(pages):
        lines = _trim_blank(lines)
        if out and lines and page_break_continues(out[-1], lines[0]):
            end = lines.index("") if "" in lines else len(lines)
            out.extend(lines[:end])
            lines = lines[end:]
            if not lines and p + 1 < len(pages):
                pending += _trim_blank((notes or [[]] * len(pages))[p])
                continue  # the paragraph fills the page and goes on: its notes wait for its end
        _append_block(out, pending)
        pending = []
        _append_block(out, _trim_blank(lines))
        pending = _trim_blank(notes[p]) if notes else []
    _append_block(out, pending)
    return out


def _append_block(out: list[str], lines: list[str]) -> None:
    """``lines`` after ``out`` as a new paragraph (a blank line between)."""
    if not lines:
        return
    if out and out[-1] != "":
        out.append("")
    out.extend(lines)


def _trim_blank(lines: list[str]) -> list[str]:
    start, end = 0, len(lines)
    while start < end and not lines[start].strip():
        start += 1
    while end > start and not lines[end - 1].strip():
        end -= 1
    return lines[start:end]
