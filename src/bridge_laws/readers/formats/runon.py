"""A law's units run together on one line, as a text pasted from a PDF viewer, a note app or an
e-reader's highlight has them («ЗАКОН 25. … А. Непреднамеренная заявка 1. Если игрок …»): a new
line before each unit's marker that comes in the law's order, so that the layout reader sees the
law as it is printed.

A marker is split off when it is the next of its level (``A.`` after none or after the section
before, ``1.`` then ``2.``, ``(a)`` or «а)» then the next) and follows a stop, a colon or a
semicolon (not an abbreviation's: «п. 3.»), or a heading («А. Правильное отношение 1. Игрок …»); a law's
header after a stop. Inside a sentence («unless (b) applies», "played by 2. The …", "as set out
in Law 16. If …") it stays words.
"""

from __future__ import annotations

import re

# A unit's marker run into the line: a section's capital and its stop before a capital, a
# subsection's number and its stop, an item's letter and its bracket. Split only where it comes
# in the law's order (``RunOn``): «в 3. …» or "see A. Smith" elsewhere stay words.
_MARKER = re.compile(r"(?<!\S)(?:(?P<section>[A-HАБВГДЕЖЗ])\.\s+(?=[A-ZА-ЯЁ«\"])|(?P<sub>\d{1,2})\.\s+(?=\S)"
                     r"|\(?(?P<item>[a-hабвгдежз])\)\s+(?=\S))")
_LAW_HEADER = re.compile(r"(?<!\S)(?:LAW|Law|ЗАКОН|Закон|ПРАВИЛО|Правило)\s+\d{1,2}\b")
STOPS = ".;:!?»\"”)"  # what a unit's marker run into a line follows
LOOK_BACK = 32  # how far back from a marker its stop is looked for (spaces between)
_SECTIONS = ("ABCDEFGH", "АБВГДЕЖЗ")
_ITEMS = ("abcdefgh", "абвгдежз")


class RunOn:
    """Where the law is, from the markers seen (the last section, subsection and item): which
    marker run into a line comes next, and starts a line of its own. One for a whole text: the
    lines are read in order."""

    def __init__(self):
        self.section: str | None = None
        self.sub = 0
        self.item: str | None = None

    def lines(self, text: str) -> list[str]:
        """A line's text as lines, a new one at each marker in the law's order (and at a law's
        header after a stop); a marker that opens the line sets where the law is."""
        cuts = [0]
        for m in _MARKER.finditer(text):
            # after a stop; or, the first of its level, right after a heading (a few words, no stop)
            stopped = m.start() == 0 or _stopped(text, m.start()) or (
                m.start() - cuts[-1] <= HEADING_CHARS and _heading(text[cuts[-1]:m.start()]))
            if self._next(m, first=m.start() == 0, stopped=stopped):
                cuts.append(m.start())
        for m in _LAW_HEADER.finditer(text):
            if m.start() and _stopped(text, m.start()):
                cuts.append(m.start())
        cuts = sorted(set(cuts)) + [len(text)]
        return [part for a, b in zip(cuts, cuts[1:]) if text[a:b].strip() for part in _title_apart(text[a:b].strip())]

    def _next(self, m: re.Match, first: bool, stopped: bool) -> bool:
        if m["section"]:
            letter = m["section"]
            alphabet = next(a for a in _SECTIONS if letter in a)
            if first or (letter == _after(alphabet, self.section) and stopped):
                self.section, self.sub, self.item = letter, 0, None
                return True
        elif m["sub"]:
            number = int(m["sub"])
            if first or (number == self.sub + 1 and stopped):
                self.sub, self.item = number, None
                return True
        elif m["item"]:
            letter = m["item"]
            alphabet = next(a for a in _ITEMS if letter in a)
            if first or (letter == _after(alphabet, self.item) and stopped):
                self.item = letter
                return True
        return False


# A section's title run into its text with no stop between, as a highlight joins the lines of the
# page with a space («Б. Исправление запрещено Установленный ренонс …», "B. Play from a Hand
# Declarer plays …"): the title ends where the sentence's first word stands — in Russian, whose
# titles set only their first word in a capital, at the next capital that no other capital follows
# («Обязанности Директора Директор отвечает»: the title's own term, then the sentence's) and that
# may open a sentence (not «Регулирующего», in an oblique case by every reading); in English,
# whose titles capitalise their words, at the capital before the first word in small letters that
# no title leaves small, and before the words that open a sentence ("Sample Powers The Director
# may …"); at a number in either. A section's words that open as a sentence does ("Unless …",
# «Если …») have no title; a title of a few words before a longer text, or none.
_SMALL_WORDS = frozenset("a an the of from to in on at by for and or with without after before than as into".split())
_OPENERS = frozenset("the a an if when unless where while after before as in on at for no each every any this that "
                     "these those such all both either neither once until".split())
_RU_OPENERS = frozenset("если когда хотя пока при в во на по после до за из с со к ко о об от для без как что чтобы "
                        "этот эта это эти каждый любой ни не все".split())
TITLE_APART_WORDS = 8


def _title_apart(part: str) -> list[str]:
    """``part`` as a section's title line and its text, when it opens with a section's marker
    and its title runs into its text (above); else ``part`` alone."""
    m = _MARKER.match(part)
    if not m or not m["section"]:
        return [part]
    words = part[m.end():].split()
    cyrillic = m["section"] in _SECTIONS[1]
    if not words or words[0].lower().strip(",") in (_RU_OPENERS if cyrillic else _OPENERS) and (
            cyrillic or not words[1:2] or not words[1][:1].isupper()):  # ("No Rectification Stated If …": a title's first word)
        return [part]
    at = None
    for k, word in enumerate(words[:TITLE_APART_WORDS + 1]):
        if k and word[:1].isdigit():
            at = k
            break
        if cyrillic and k and word[:1].isupper() and words[k + 1:k + 2] and not words[k + 1][:1].isupper() \
                and _may_open(word):
            at = k
            break
        if not cyrillic and word[:1].islower() and word not in _SMALL_WORDS:
            at = next((j for j in range(k - 1, 0, -1) if words[j][:1].isupper()), None)
            while at is not None and at > 1 and words[at - 1].lower() in _OPENERS:
                at -= 1
            break
    if at is None or len(words) - at < 3 or re.search(r"[.;:!?,]", " ".join(words[:at])):
        return [part]  # a stop ends the title, or the words are a sentence: the layout reader reads them
    return [part[:m.end()] + " ".join(words[:at]), " ".join(words[at:])]


def _may_open(word: str) -> bool:
    """Whether a Russian word may open a sentence as its subject or first word: not a word that is
    in an oblique case by every reading (a title's «Права Регулирующего органа» goes on)."""
    from ...text.morph import analyzer

    parses = analyzer().parse(word.strip("«»\"(),"))
    return not parses or any(not ({"gent", "datv", "accs", "ablt", "loct"} & set(p.tag.grammemes)) for p in parses)


def section_after(letter: str) -> str | None:
    """The section letter after ``letter`` in its alphabet (B after A, Б after А), or None for the
    last one and a letter of no section."""
    alphabet = next((a for a in _SECTIONS if letter in a), None)
    return _after(alphabet, letter) if alphabet and letter != alphabet[-1] else None


def _after(alphabet: str, letter: str | None) -> str:
    """The letter after ``letter`` in ``alphabet``; its first when there is none before."""
    return alphabet[alphabet.index(letter) + 1] if letter and letter in alphabet[:-1] else alphabet[0]


# "…; or (b) …", «…; либо б) …»: the word that joins an item to the next after its semicolon
_JOINED = re.compile(r"(?:\s(?:or|and|или|либо|и))$")


# The stop of an abbreviation ends no sentence: «как в п. 3. …», «см. 2. …», "see p. 4. …"
_ABBREVIATION = re.compile(r"(?:^|[\s(])(?:п|пп|ст|см|стр|гл|рис|др|т\.\s?[епд]|e\.g|i\.e|cf|no|p|pp|vs|art|sec)\.$",
                           re.IGNORECASE)


def _stopped(text: str, at: int) -> bool:
    """Whether the words before ``at`` end with a stop (not an abbreviation's), or a stop and the
    word that joins two items (looked for a few characters back only: a line of a megabyte holds
    many markers)."""
    before = _JOINED.sub("", text[max(0, at - LOOK_BACK):at].rstrip()).rstrip()
    return before[-1:] in tuple(STOPS) and not _ABBREVIATION.search(before)


# A line this long that holds its units run together is split (a law's line as printed is shorter;
# a paragraph of Word's plain text is one line, but holds no run of markers in the law's order).
RUN_ON_LINE = 160


def split_run_on(text: str) -> tuple[str, int]:
    """``text`` with its long lines that hold units run together split at their markers, and how
    many lines were split. The markers at the start of every line keep the law's place."""
    order, out, split = RunOn(), [], 0
    for line in text.split("\n"):
        if len(line) < RUN_ON_LINE:
            order.lines(line[:RUN_ON_LINE])  # its opening marker: where the law is
            out.append(line)
            continue
        parts = order.lines(line)
        split += len(parts) > 1
        out.extend(parts if len(parts) > 1 else [line])
    return "\n".join(out), split


HEADING_WORDS = 10  # the most words of a heading a unit's first marker follows without a stop
HEADING_CHARS = 200  # … and its most characters (a longer run is no heading, and is not read again)


def _heading(words: str) -> bool:
    """Whether the words since the last marker are a heading's: a law's header and title, or a
    section's title («ЗАКОН 25. … ЗАЯВОК», «А. Правильное отношение»): a few, no sentence's stop
    among them past the marker's own."""
    rest = _MARKER.sub("", words.strip(), count=1)
    rest = _LAW_HEADER.sub("", rest, count=1).lstrip(" .-–—:")
    return 0 < len(rest.split()) <= HEADING_WORDS and rest[:1].isupper() and not re.search(r"[.;:!?,]\s", rest + " ")
