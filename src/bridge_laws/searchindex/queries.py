"""A query as typed, before any index: cleaned, split into words and "quoted phrases", its
language, a law range, a table label; and the errors a query can be refused with."""

from __future__ import annotations

import re
import unicodedata
from dataclasses import dataclass

from ..errors import BridgeLawsError
from ..model import LAST_LAW
from ..text import analysis

# A longer query (a message pasted whole) is searched by its words up to these (``first_words``)
MAX_QUERY_CHARS = 500
MAX_QUERY_WORDS = 32  # … words that carry meaning: function words ("the", «что»: STOP_WORDS) aside
TAIL_WORDS = 4  # the last words searched, quoted to say where a long query was cut
MAX_LIMIT = 100
OPERATORS = {"AND", "OR", "NOT", "ANDNOT", "ANDMAYBE"}  # Whoosh/Lucene syntax a user may type: ignored


class QueryError(BridgeLawsError):
    """A query or filter that cannot be searched: empty, a word too long, a bad law range."""

    exit_code = 2


# -- queries ------------------------------------------------------------------------------------


@dataclass(frozen=True)
class QueryPart:
    """A word, or a quoted phrase (several words that must stand together)."""

    words: tuple[str, ...]
    phrase: bool = False


QUOTES = r'"([^"]*)"|«([^»]*)»|“([^”]*)”'
_QUOTES_RE = re.compile(QUOTES)


# A word typed in two scripts: a Russian word with Latin look-alikes in it («рeнонс», its e Latin:
# pasted from a document, or a phone's keyboard switched in the middle of the word), an English one
# with Cyrillic ones ("rеvoke"). It is written wholly in the script most of its letters are in
# when every letter of the other has its look-alike there (``LOOKALIKE_PAIRS``: the Latin letter
# over the Cyrillic one); a word whose two scripts have as many letters each stays as typed, and
# so does a run of letters that touches a digit: notation or a ref («4Sх», «45С1», read there).
LOOKALIKE_PAIRS = ("aceopxykmthbABCEHKMOPTXY", "асеорхукмтнвАВСЕНКМОРТХУ")
# … but an abbreviation with a case ending in the other script is as typed («IMPов», «NSе»)
CASE_ENDING = r"[A-Z]+[а-яё]+|[А-ЯЁ]+[a-z]+"
_CASE_ENDING = re.compile(CASE_ENDING)
LETTER_RUN = r"(?<![0-9A-Za-zА-Яа-яЁё])[A-Za-zА-Яа-яЁё]+(?![0-9A-Za-zА-Яа-яЁё])"
_LETTER_RUN = re.compile(LETTER_RUN)
_TO_CYRILLIC = str.maketrans(*LOOKALIKE_PAIRS)
_TO_LATIN = str.maketrans(LOOKALIKE_PAIRS[1], LOOKALIKE_PAIRS[0])


def _one_script(match: re.Match) -> str:
    word = match.group()
    cyrillic = len(analysis.CYRILLIC_RE.findall(word))
    latin = len(word) - cyrillic
    if not cyrillic or not latin or cyrillic == latin or _CASE_ENDING.fullmatch(word):
        return word
    to_cyrillic = cyrillic > latin
    minority = [c for c in word if bool(analysis.CYRILLIC_RE.match(c)) != to_cyrillic]
    if any(c not in LOOKALIKE_PAIRS[not to_cyrillic] for c in minority):
        return word
    return word.translate(_TO_CYRILLIC if to_cyrillic else _TO_LATIN)


def clean_query(text: str) -> str:
    """Control and format characters → spaces; whitespace collapsed; a word typed in two scripts
    written in one (``LOOKALIKE_PAIRS``)."""
    text = "".join(" " if unicodedata.category(c) in ("Cc", "Cf", "Cs", "Co") else c for c in text)
    return _LETTER_RUN.sub(_one_script, " ".join(text.split()))


def parse_query(text: str) -> list[QueryPart]:
    """Words and "quoted phrases" of a query; an unbalanced quote is just a character.
    Operator words (AND, OR, NOT) and punctuation are ignored: every word is required."""
    parts: list[QueryPart] = []

    def words(chunk: str) -> list[str]:
        return [w for w, _, _ in analysis.tokens(chunk) if w not in OPERATORS]

    last = 0
    for m in _QUOTES_RE.finditer(text):
        parts.extend(QueryPart((w,)) for w in words(text[last:m.start()]))
        inner = words(next(g for g in m.groups() if g is not None))
        if len(inner) > 1:
            parts.append(QueryPart(tuple(inner), phrase=True))
        elif inner:
            parts.append(QueryPart(tuple(inner)))
        last = m.end()
    parts.extend(QueryPart((w,)) for w in words(text[last:]))
    return parts


@dataclass(frozen=True)
class Cut:
    """Where a long query was cut: its last words searched, and how many words came after."""

    tail: str
    left_out: int

    def notice(self) -> str:
        return (f"a long query: searched up to «{self.tail}» (at most {MAX_QUERY_WORDS} words that count, not "
                f"words like \"the\" or «что», in {MAX_QUERY_CHARS} characters); {self.left_out} words after it "
                f"left out")


def first_words(text: str) -> tuple[str, Cut | None]:
    """A long query (a message pasted whole) cut to what the search takes: its words up to the
    MAX_QUERY_WORDS-th that carries meaning (``content_words``), within MAX_QUERY_CHARS; and
    where it was cut (None when it was not). The cut falls between words; an opening quote left
    without its closing one is just a character (``parse_query``). QueryError when even the
    first word is longer than MAX_QUERY_CHARS; signs past it (a run of suit signs, each read as a
    word later) are cut there, and a text of nothing but them is refused too."""
    from .understand import STOP_WORDS

    toks, counted = analysis.tokens(text), 0
    for i, (word, start, end) in enumerate(toks):
        counted += word not in OPERATORS and analysis.fold(word) not in STOP_WORDS
        if counted > MAX_QUERY_WORDS or end > MAX_QUERY_CHARS:
            if not i:
                raise QueryError(f"query too long: a word of {end - start} characters (at most {MAX_QUERY_CHARS})")
            kept = text[:start].rstrip()
            tail = " ".join(w for w, _, _ in toks[max(0, i - TAIL_WORDS):i])
            return kept, Cut(tail, len(toks) - i)
    if len(text.rstrip()) > MAX_QUERY_CHARS:  # signs and marks past the bound, no word among them (a run of ♠)
        if not toks:
            raise QueryError(f"query too long: {len(text)} characters and no word (at most {MAX_QUERY_CHARS})")
        return text[:MAX_QUERY_CHARS].rstrip(), Cut(" ".join(w for w, _, _ in toks[-TAIL_WORDS:]), 0)
    return text, None


def content_words(parts: list[QueryPart]) -> int:
    """The words of a query that carry meaning (``first_words`` keeps MAX_QUERY_WORDS of them):
    a situation told in full ("I wish to register that on board 14 declarer laid his hand face
    up…", 47 words) has 20 of them; the function words (``understand.STOP_WORDS``) weigh
    nothing in the ranking and cost next to nothing."""
    from .understand import STOP_WORDS

    return sum(1 for p in parts for w in p.words if analysis.fold(w) not in STOP_WORDS)


# A table as its label names it: «77-t6», «таблица 77-t6», "table 78B-t1"
# (both matched without regard to case; the site's scripts get them as data: ``spec``)
# (the word and the spaces after it optional together: "\s*(?:table)?\s*" split a run of spaces
# every way before it failed, the square of its length in the page's engine)
TABLE_REF = r"\s*(?:(?:table|таблица)\s*)?(\S+?)\s*[-–—]\s*t(\d{1,2})\s*"
# (the law word may be left out when only rulings are asked for: "45-70" is then no score)
LAW_RANGE = r"\s*(?P<word>(?:laws?|правил[ао]?|законы?|§)\.?\s*)?(?P<low>\d{1,3})\s*[-–—]\s*(?P<high>\d{1,3})\s*"
# A reference typed with the English word for a law ("Law 79C", "laws 16-17"): its English
# versions answer first («правило 45С1» and a bare ref: the Russian ones); matched at the start,
# without regard to case
ENGLISH_REF = r"\s*laws?\b"
MAX_RANGE = 20  # laws a range may span
TABLE_REF_RE = re.compile(TABLE_REF, re.I)
_LAW_RANGE_RE = re.compile(LAW_RANGE, re.I)


def law_range(text: str, rulings: bool = False) -> tuple[int, int] | None:
    """«Laws 69–71», «правила 69-71» → (69, 71); None for anything else. Asked for ``rulings``
    alone, a range needs no law word and may be as wide as the Laws ("45-70": the rulings on the
    play); else it spans MAX_RANGE at most (a range wider is no law a query looks for)."""
    m = _LAW_RANGE_RE.fullmatch(text)
    if not m or not (m["word"] or rulings):
        return None
    low, high = int(m["low"]), int(m["high"])
    widest = max(low + MAX_RANGE, LAST_LAW) if rulings else low + MAX_RANGE
    return (low, high) if 0 < low <= high <= widest else None


def parse_law_range(text: str | None) -> tuple[int, int] | None:
    """``"60-70"`` → (60, 70); ``"75"`` → (75, 75); None or "" → None. QueryError otherwise."""
    if text is None or not str(text).strip():
        return None
    m = re.fullmatch(r"\s*(\d{1,3})\s*(?:[-–—]\s*(\d{1,3})\s*)?", str(text))
    if not m:
        raise QueryError(f"bad law range {text!r}: use a number or a range such as 60-70")
    lo, hi = int(m.group(1)), int(m.group(2) or m.group(1))
    if lo > hi:  # "93-1": the laws between, as typed the other way round
        lo, hi = hi, lo
    if lo < 1 or hi > LAST_LAW:  # "94": a filter no unit can pass, which would say only "nothing found"
        raise QueryError(f"bad law range {text!r}: the laws are numbered from 1 to {LAST_LAW}")
    return lo, hi


def query_lang(words) -> str | None:
    """"ru" when the query's words are all Cyrillic, "en" when all Latin, else None."""
    scripts = {"ru" if analysis.CYRILLIC_RE.search(w) else "en" for w in words if not w[:1].isdigit()}
    return scripts.pop() if len(scripts) == 1 else None
