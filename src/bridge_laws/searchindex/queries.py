"""A query as typed, before any index: cleaned, split into words and "quoted phrases", its
language, a law range, a table label; and the errors a query can be refused with."""

from __future__ import annotations

import difflib
import re
import unicodedata
from dataclasses import dataclass

from ..errors import BridgeLawsError
from ..text import analysis

MAX_QUERY_CHARS = 500
MAX_QUERY_WORDS = 32  # … words that carry meaning: function words ("the", «что»: STOP_WORDS) aside
MAX_LIMIT = 100
OPERATORS = {"AND", "OR", "NOT", "ANDNOT", "ANDMAYBE"}  # Whoosh/Lucene syntax a user may type: ignored


class QueryError(BridgeLawsError):
    """A query or filter that cannot be searched: empty, too long, a bad law range."""

    exit_code = 2


# -- queries ------------------------------------------------------------------------------------


@dataclass(frozen=True)
class QueryPart:
    """A word, or a quoted phrase (several words that must stand together)."""

    words: tuple[str, ...]
    phrase: bool = False


QUOTES = r'"([^"]*)"|«([^»]*)»|“([^”]*)”'
_QUOTES_RE = re.compile(QUOTES)


def clean_query(text: str) -> str:
    """Control and format characters → spaces; whitespace collapsed. QueryError when too long."""
    if len(text) > MAX_QUERY_CHARS:
        raise QueryError(f"query too long: {len(text)} characters (at most {MAX_QUERY_CHARS})")
    text = "".join(" " if unicodedata.category(c) in ("Cc", "Cf", "Cs", "Co") else c for c in text)
    return " ".join(text.split())


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
    if content_words(parts) > MAX_QUERY_WORDS:
        raise QueryError(f"too many words in the query (at most {MAX_QUERY_WORDS}, not counting words like "
                         f"\"the\" or «что»)")
    return parts


def content_words(parts: list[QueryPart]) -> int:
    """The words of a query that carry meaning: a situation told in full ("I wish to register
    that on board 14 declarer laid his hand face up…", 47 words) has 20 of them; the function
    words (``understand.STOP_WORDS``) weigh nothing in the ranking and cost next to nothing."""
    from .understand import STOP_WORDS

    return sum(1 for p in parts for w in p.words if analysis.fold(w) not in STOP_WORDS)


# A table as its label names it: «77-t6», «таблица 77-t6», "table 78B-t1"
# (both matched without regard to case; the site's scripts get them as data: ``spec``)
TABLE_REF = r"\s*(?:table|таблица)?\s*(\S+?)\s*[-–—]\s*t(\d{1,2})\s*"
LAW_RANGE = r"\s*(?:laws?|правил[ао]?|законы?|§)\.?\s*(\d{1,3})\s*[-–—]\s*(\d{1,3})\s*"
MAX_RANGE = 20  # laws a range may span
TABLE_REF_RE = re.compile(TABLE_REF, re.I)
_LAW_RANGE_RE = re.compile(LAW_RANGE, re.I)


def law_range(text: str) -> tuple[int, int] | None:
    """«Laws 69–71», «правила 69-71» → (69, 71); None for anything else."""
    m = _LAW_RANGE_RE.fullmatch(text)
    if not m or not 0 < int(m.group(1)) <= int(m.group(2)) <= int(m.group(1)) + MAX_RANGE:
        return None
    return int(m.group(1)), int(m.group(2))


NEAREST_CUTOFF, NEAREST_COUNT = 0.5, 3  # how like a ref the nearest must be (difflib's ratio), how many


def nearest_refs(ref: str, known, n: int = NEAREST_COUNT) -> list[str]:
    """The existing refs most like a ref that does not exist: its nearest existing ancestor and
    the closest spellings of the same law («75D9» → 75D, 75D2). ``known`` may hold the parts
    before Law 1 («Introduction», «Definitions»): they are near no law's ref."""
    from ..refs import ancestors, is_canonical, law_of

    known = [r for r in known if is_canonical(r)]
    up = [a for a in ancestors(ref) if a in known and a != ref][-1:]
    same_law = [r for r in known if law_of(r) == law_of(ref)]
    close = difflib.get_close_matches(ref, same_law or list(known), n=n, cutoff=NEAREST_CUTOFF)
    return list(dict.fromkeys(up + sorted(close, key=lambda r: (len(r), r))))[:n]


def parse_law_range(text: str | None) -> tuple[int, int] | None:
    """``"60-70"`` → (60, 70); ``"75"`` → (75, 75); None or "" → None. QueryError otherwise."""
    if text is None or not str(text).strip():
        return None
    m = re.fullmatch(r"\s*(\d{1,3})\s*(?:[-–—]\s*(\d{1,3})\s*)?", str(text))
    if not m:
        raise QueryError(f"bad law range {text!r}: use a number or a range such as 60-70")
    lo, hi = int(m.group(1)), int(m.group(2) or m.group(1))
    if lo > hi:
        lo, hi = hi, lo
    return lo, hi


def query_lang(words) -> str | None:
    """"ru" when the query's words are all Cyrillic, "en" when all Latin, else None."""
    scripts = {"ru" if analysis.CYRILLIC_RE.search(w) else "en" for w in words if not w[:1].isdigit()}
    return scripts.pop() if len(scripts) == 1 else None
