"""What a line of the standard layout looks like: a title or a sentence, the end of a title or of
a paragraph, the width a text was wrapped at, a bullet before a marker. Pure functions of the
lines, shared by the standard reader's steps."""

from __future__ import annotations

import re
from dataclasses import dataclass

from ..text.numerals import SUPERSCRIPT_DIGITS
from ..text.textfix import has_predicate

TERMINAL = ".:;!?…"
# A footnote's mark: "*", "<*>", "<1>" (as Russian legal databases print them), "¹", "[1]".
NOTE_MARKS = (rf"\*{{1,3}}|<\*{{1,3}}>|<\d{{1,2}}>|[{SUPERSCRIPT_DIGITS}]{{1,2}}|\[\d{{1,2}}\]|\[[a-z]{{1,2}}\]|\[[ivxl]{{3,8}}\]"
              # a book's daggers, and its section sign where no number follows it ("§ 5" is a section)
              r"|†{1,2}|‡{1,2}|§(?!\s*\d)")
# A note mark closing a line: "… must wait.*" still ends a sentence.
_END_MARK_RE = re.compile(rf"(?:{NOTE_MARKS})$")


def _without_end_mark(s: str) -> str:
    """``s`` without the note's mark that closes it (and the spaces around it), in linear time: a
    pattern ``\\s*(?:mark)$`` rescanned a run of spaces from each of its positions (60,000 spaces
    in a line took 110 s)."""
    s = s.rstrip()
    found = _END_MARK_RE.search(s)
    return s[:found.start()].rstrip() if found else s
# A bullet that a list puts before a marker: "- A. Title", "• 1. …", "– (b) …", "▪ (i) …". Not "*":
# "* A note" is a note.
BULLETS = "-–—•·▪◦‣∙"
BULLET_RE = re.compile(rf"^[{BULLETS}][ \t]+(?=\S)")
# A title that visibly goes on: it ends in a comma, a hyphen or a little word that cannot end a
# title ("… WHEN A CARD IS TAKEN TO" / "HAVE BEEN PLAYED").
_UNFINISHED_RE = re.compile(r"(?:[,\-–]|(?<![^\W\d_])(?:and|or|of|to|the|a|an|for|in|on|at|by|with|from|"
                            r"и|или|в|во|на|с|со|о|об|по|для|от|к|из|при|до|без))$", re.IGNORECASE)
# A sentence's clause that goes on in items after it ("… may let the call stand; or" / "(a) …"):
# no title ends in "; or". (After a comma it may: a title wrapped at "Cards, and" / "Other …".)
_CLAUSE_GOES_ON_RE = re.compile(r";\s*(?:and|or|nor|и|или|либо)$", re.IGNORECASE)
# A title's second line is short: "out of Turn", "HAVE BEEN PLAYED".
_TITLE_TAIL_WORDS = 7
# … and one that opens with the little word joining it to the first (a title's "или болвана", "or
# Dummy") shorter still
_JOINING_RE = re.compile(r"^(?:and|or|of|to|for|in|on|at|by|with|from|и|или|в|во|на|с|со|о|об|по|для|от|к|из|при|до|без)\s",
                         re.IGNORECASE)
_JOINED_TAIL_WORDS = 4


@dataclass(frozen=True, slots=True)
class Line:
    text: str  # stripped, page-break mark and quote marks removed
    number: int  # as reported in file:line
    after_blank: bool  # a blank line (or a page break) came before it
    after_break: bool  # a page break came before it
    width: int  # the length of the line as printed
    depth: int = 0  # how deep a mail quotes it (">>": 2)
    after_gap: bool = False  # a quote's mark of words left out ("[...]") came before it


def without_bullet(s: str) -> str:
    """``s`` without a list bullet before its marker ("- A. Title" → "A. Title")."""
    m = BULLET_RE.match(s)
    return s[m.end():] if m else s


def indent(line: str) -> int:
    """How far a line is set in from the margin (a tab four spaces)."""
    wide = line.expandtabs(4)
    return len(wide) - len(wide.lstrip())


def ends_sentence(s: str) -> bool:
    """Whether a line ends a sentence: its stop before closing quotes and brackets, or before a
    note's mark ("… was damaged.¹")."""
    return _without_end_mark(s).rstrip(")»”’“\"'").endswith(tuple(TERMINAL))


def title_like(s: str) -> bool:
    """A title: short, no sentence end (before any note mark), capital first ("Players' Use of
    Information")."""
    return 0 < len(s) <= 100 and not _without_end_mark(s).endswith(tuple(TERMINAL + ",")) \
        and s[:1].isupper() and len(s.split()) <= 14 and not _CLAUSE_GOES_ON_RE.search(s)


def stopped_title(s: str) -> str | None:
    """A title printed with a full stop ("Acceptance of the Sample.", «Особые соглашения.»): the
    title without it, when the line is one short sentence with no other stop in it."""
    if not s.endswith(".") or s.endswith("..") or len(s.split()) > 10:
        return None
    body = s[:-1].rstrip()
    return body if title_like(body) and not re.search(r"[.;!?:]\s", body) else None


# A line that begins with its sentence's verb goes on the subject above it ("A card named by
# declarer" / "must be played unless …"): no title over text
_PREDICATE_FIRST = re.compile(r"(?:may|must|shall|should|will|is|are|was|were|has|have|does|do|can|cannot|becomes?)\b")


def unfinished(title: str) -> bool:
    """Whether a title visibly goes on: it ends in a comma, a hyphen or a little word ("… of")."""
    return bool(_UNFINISHED_RE.search(title))


def title_ends(width: int, nxt: Line | None, wrap: int, structural, title: str = "") -> bool:
    """A title line is over when what follows is a marker, a header or a capital, and the title
    line is short of the wrapping width: "A. Start of the Auction" / "The auction period …" is
    a title over its text, "1. When the" / "Director is …" a wrapped sentence. In a text of one
    line a paragraph (no wrapping width), a whole sentence typed in small letters under a short
    ``title`` (no comma) that does not visibly go on is its text ("D) Mistaken call for a card" /
    "if dummy moves a card …, it goes back."), unless it begins with the verb of a sentence whose
    subject the line above is ("… named by declarer" / "must be played …")."""
    if nxt is None or structural(nxt.text):
        return True
    if nxt.text[:1].islower():
        return (not wrap and 0 < len(title.split()) <= _TITLE_TAIL_WORDS and "," not in title and not unfinished(title)
                and len(nxt.text.split()) > _TITLE_TAIL_WORDS and ends_sentence(nxt.text)
                and not _PREDICATE_FIRST.match(nxt.text) and not has_predicate(nxt.text.split()[0]))
    return not wrap or width < 0.85 * wrap


def title_goes_on(title: str, nxt: Line | None, after: Line | None, structural) -> bool:
    """Is ``nxt`` the second line of a wrapped title? It is short, ends no sentence and stands
    before a blank line, a marker or the end; and either both lines are in capitals ("LAW 45 -
    CARD PLAYED, AND WHEN A CARD IS TAKEN TO" / "HAVE BEEN PLAYED"), or it starts in lower case,
    or the title visibly goes on ("A Fifth Card, and Other Cards Put on the Table" / "out of
    Turn"). A sentence under a title ("The offender keeps …") starts with a capital."""
    if nxt is None or nxt.after_blank or not title or structural(nxt.text):
        return False
    s = nxt.text
    if len(s.split()) > _TITLE_TAIL_WORDS or ends_sentence(s) or s.endswith(",") or not any(c.isalpha() for c in s):
        return False
    unfinished = bool(_UNFINISHED_RE.search(title))
    capitals = title.upper() == title and s.upper() == s
    if not (after is None or after.after_blank or structural(after.text)):
        # text right under the title: only a title cut in the middle of a word or a phrase
        # («А. Определение претен-» / «зии» / «Претензией называется …»), or before the little
        # word that joins its last words («В. Карта разыгрывающего» / «или болвана» / «Преждевременный
        # ход …»: a sentence wrapped so would end before the capital), goes on
        joined = bool(_JOINING_RE.match(s)) and len(s.split()) <= _JOINED_TAIL_WORDS
        return (unfinished or joined) and not after.text[:1].islower() and (s[:1].islower() or capitals)
    return capitals or s[:1].islower() or unfinished


def wrap_width(lines: list[Line]) -> int:
    """The width the text was wrapped at, or 0 when each paragraph is one line (a DOCX, a web
    page): the 90th percentile of the line lengths, when at most 120 characters and when at
    least a third of the lines come close to it."""
    widths = sorted(line.width for line in lines)
    if len(widths) < 5:
        return 0
    p90 = widths[int(len(widths) * 0.9)]
    near = sum(1 for w in widths if w >= 0.8 * p90)
    return p90 if p90 <= 120 and near * 3 >= len(widths) else 0


def continues(prev: str, line: Line, wrap: int, prev_width: int, after_note: bool = False) -> bool:
    """Does ``line`` go on with the paragraph that ``prev`` ended? A new paragraph starts after a
    sentence end on a short line ("… at the table." then "The Director …"), or after a blank
    line; the blank line of a page break, or a line that begins in lower case after a line
    without a sentence end ("… the player" / "may not …"), goes on."""
    ends = ends_sentence(prev)
    lower = line.text[:1].islower()
    if line.after_break or after_note:
        return not ends or (wrap and prev_width >= 0.85 * wrap and lower)
    if line.after_blank:
        return not ends and lower
    if not ends:
        return True
    return bool(wrap) and prev_width >= 0.85 * wrap


# The words of a writer speaking of themself or to a reader, which no law does (the shipped Laws
# hold none: their "I" is a chapter's number): "I", "me", "my", "we", "our", "you", «я», «мне»,
# «мой», «мы», «наш», «ты», «твой», «вы», «ваш» …
# (a capital I, not a numeral's: "(i) above" is an item, "Part I applies" a part's number)
_PERSON_I = re.compile(r"(?:(\w+)\s+)?\bI(?:'m|'ve|'ll|'d)?(?=\s+[a-z]|[’'])")
_NUMBERED = frozenset("part chapter section book appendix annex law item".split())
_PERSON_RU = re.compile(r"(?<![\w-])(?:я|мне|меня|мной|мой|моя|моё|мое|мои|моего|моей|моих|мы|нас|нам|нами|наш|наша|"
                        r"наше|наши|нашего|нашей|наших|ты|тебя|тебе|тобой|твой|твоя|твоё|твое|твои|твоего|твоей|твоём|"
                        r"твоем|вы|вас|вам|вами|ваш|ваша|ваше|ваши|вашего|вашей|ваших)(?![\w-])", re.IGNORECASE)
# (in small letters, or a sentence's first word: "US", a country, is none)
_PERSON_EN = re.compile(r"\b(?:me|my|mine|we|us|our|ours|you|your|yours|My|We|Our|Ours|You|Your|Yours)\b")
# Words in quotation marks are someone else's ("… while saying "let me check" …", «Вы согласны?»):
# a law quotes what a player or the Director says.
_QUOTED = re.compile(r"\"[^\"\n]{0,300}\"|“[^”\n]{0,300}”|«[^»\n]{0,300}»|„[^“”\n]{0,300}[“”]")


def speaks_as_a_person(words: str) -> bool:
    """Whether ``words`` speak as "I", "we" or "you" outside quotation marks (no law does)."""
    words = _QUOTED.sub(" ", words)
    i = any((m[1] or "").lower() not in _NUMBERED for m in _PERSON_I.finditer(words))
    return i or bool(_PERSON_RU.search(words) or _PERSON_EN.search(words))
