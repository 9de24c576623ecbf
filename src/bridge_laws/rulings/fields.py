"""A ruling from its fields as a person types them: ``ruling add``'s options, a row of a log, the
labelled paragraphs of a case. Every field is read by the same reader wherever it comes from, so
a ref, a contract, a deal or a date is checked the same way (and refused in the same words)."""

from __future__ import annotations

import datetime
import re
from dataclasses import dataclass, replace

from ..errors import BadValue
from ..model import LANGS, Corpus
from . import adjust, deal as deals
from .laws import edition_at, resolve
from .model import ID_RE, SOURCE_KINDS, Appeal, Auction, Deal, LawRef, Ruling, Source

# The fields a ruling is typed as (the options of `ruling add`, the columns of a log).
TEXT_FIELDS = ("question", "facts", "ruling", "reasoning", "event", "session", "play")
REQUIRED = ("question", "facts", "ruling", "laws")
QUESTION_CHARS = 300  # the question is one line, as a list shows it; the facts hold the rest
# Control characters a terminal or a copied cell can carry into a field (a tab and a line break are text)
_CONTROL = re.compile(r"[\x00-\x08\x0b\x0c\x0e-\x1f\x7f]")


@dataclass(frozen=True)
class Context:
    """What reading the fields needs: the corpus (for the refs), the editions, and defaults."""

    corpus: Corpus
    years: tuple[int, ...]
    today: str = ""


MONTHS = ("January", "February", "March", "April", "May", "June", "July", "August", "September", "October",
          "November", "December")


def date(text: str) -> str:
    """A date as ISO: 2024-03-14, also 14.03.2024 (as Russian forms write it), 2024.03.14 (PBN), and
    with slashes either way round where only one way makes a day (14/3/2024, 3/14/2024); a full stop
    after it ends the sentence it was written in («Дата: 14.03.2024.»)."""
    t = text.strip()
    t = typed = t[:-1] if t.endswith(".") and not t.endswith("..") else t
    m = re.fullmatch(r"(\d{1,2})/(\d{1,2})/(\d{4})", t)
    if m:  # a day first in Europe, a month first in America: say which when both could be
        a, b, year = map(int, m.groups())
        if not a or not b:
            raise BadValue(f"date {typed[:30]!r}: a day, as 2024-03-14 or 14.03.2024")
        if a <= 12 and b <= 12 and a != b:
            raise BadValue(f"date {t!r}: {a} {MONTHS[b - 1]} or {MONTHS[a - 1]} {b}? "
                           f"write it as {year}-{b:02}-{a:02} or {a:02}.{b:02}.{year}")
        t = f"{year}-{min(a, b):02}-{max(a, b):02}"  # the one way round that makes a day
    for pattern, order in ((r"(\d{4})[-./](\d{1,2})[-./](\d{1,2})", "ymd"), (r"(\d{1,2})\.(\d{1,2})\.(\d{4})", "dmy")):
        m = re.fullmatch(pattern, t)
        if m:
            parts = dict(zip(order, map(int, m.groups())))
            try:
                return datetime.date(parts["y"], parts["m"], parts["d"]).isoformat()
            except ValueError:
                if 1 <= parts["m"] <= 12 and parts["y"] >= 1:
                    raise BadValue(f"date {typed[:30]!r}: {MONTHS[parts['m'] - 1]} {parts['y']} has no day {parts['d']}")
                break
    raise BadValue(f"date {typed[:30]!r}: a day, as 2024-03-14 or 14.03.2024")


def board(text) -> int:
    t = str(text).strip()
    if not re.fullmatch(r"[1-9]\d{0,3}", t):
        raise BadValue(f"board {t[:20]!r}: a board number, 1 to 9999")
    return int(t)


def score_value(text, what: str = "score") -> int:
    """One score as the scoresheet grammar reads it (``corpus.scoresheet``): 420, -100, −100."""
    from ..corpus.scoresheet import read_scores

    found = read_scores(str(text))
    if len(found) != 1:
        raise BadValue(f"{what} {str(text)[:40]!r}: one score, such as 420 or -100")
    return found[0]


def scores(values) -> tuple[int, ...]:
    """The board's other scores: «420 450 -50», «420, 450», or the option given more than once."""
    from ..corpus.scoresheet import read_scores

    text = " ".join(str(v) for v in values) if isinstance(values, (list, tuple)) else str(values or "")
    return tuple(read_scores(text)) if text.strip() else ()


def law_list(values, corpus: Corpus, edition: int) -> tuple[LawRef, ...]:
    """``--law`` given once per law, or several in one value split at commas or semicolons
    («16B1, 12C1(c)»); each resolved in ``edition``; each once."""
    refs: list[LawRef] = []
    for value in values:
        if isinstance(value, tuple):  # (ref, as the text wrote it): found in running text
            found = [replace(resolve(corpus, value[0], edition), written=value[1])]
        else:
            found = [resolve(corpus, typed, edition) for typed in re.split(r"\s*[;,]\s*", str(value)) if typed.strip()]
        for x in found:
            if x.ref not in {r.ref for r in refs}:
                refs.append(x)
    return tuple(refs)


def ruling_id(fields: dict, existing: set[str]) -> str:
    """The id given, or one made from the date, the event and the board: 2024-03-14-club-night-b7."""
    given = fields.get("id")
    if given:
        if not ID_RE.fullmatch(given):
            raise BadValue(f"--id {given[:40]!r}: lower-case letters, digits and hyphens (2024-03-14-club-b7)")
        return given
    slug = re.sub(r"[^a-z0-9]+", "-", ascii_name(fields.get("event") or "").lower()).strip("-")[:40]
    base = "-".join(x for x in (fields.get("date"), slug, f"b{fields['board']}" if fields.get("board") else "") if x)
    base = base or "ruling"
    name, n = base, 2
    while name in existing:
        name, n = f"{base}-{n}", n + 1
    return name


_TRANSLIT = str.maketrans({**dict(zip("абвгдезийклмнопрстуфхцыэ", "abvgdeziiklmnoprstufhcye")), "ё": "e", "ж": "zh",
                           "ч": "ch", "ш": "sh", "щ": "sch", "ю": "yu", "я": "ya", "ь": "", "ъ": ""})


def ascii_name(text: str) -> str:
    """An id is ASCII: a Russian event name is transliterated («Клубный» → klubnyi)."""
    return text.lower().translate(_TRANSLIT)


def language(fields: dict) -> str:
    from ..readers.formats.language import language_of

    if fields.get("lang"):
        if fields["lang"] not in LANGS:
            raise BadValue(f"--lang {fields['lang']!r}: one of {', '.join(LANGS)}")
        return fields["lang"]
    text = " ".join(str(fields.get(k) or "") for k in ("question", "facts", "ruling"))
    return language_of(text) or "en"


class _About:
    """Marks a BadValue with the field being read (``exc.field``), so that a caller that knows
    where each field was written (a case's line) can name it."""

    def __init__(self, key: str):
        self.key = key

    def __enter__(self):
        return self

    def __exit__(self, kind, exc, tb):
        if isinstance(exc, BadValue) and not getattr(exc, "field", None):
            exc.field = self.key
        return False


def make(fields: dict, ctx: Context, existing: set[str] = frozenset()) -> Ruling:
    """A ruling from typed fields (strings, or lists for ``laws`` and ``field``): each field read,
    BadValue (one line, ``.field`` naming it) for the first that cannot be. Missing required
    fields are the caller's to ask for (:func:`missing`)."""
    f = {k: v for k, v in ((k, _given(v)) for k, v in fields.items()) if v is not None}
    with _About("question"):
        if not f.get("question"):
            raise BadValue("the question is empty: what the director was asked, in one line")
        if len(" ".join(str(f["question"]).split())) > QUESTION_CHARS:
            raise BadValue(f"the question is one line of at most {QUESTION_CHARS} characters "
                           f"({len(str(f['question']))} given): put the rest in the facts")
    with _About("date"):
        f["date"] = date(f["date"]) if f.get("date") else ctx.today or None
        if f["date"] and ctx.today and f["date"] > ctx.today:  # a ruling recorded is one made: a slip of the year
            raise BadValue(f"date {f['date']}: after today ({ctx.today}); a ruling is recorded once it is made")
    with _About("board"):
        f["board"] = board(f["board"]) if f.get("board") else None
    with _About("edition"):
        edition = edition_of(f, ctx)
    with _About("laws"):
        laws = law_list(f.get("laws", ()), ctx.corpus, edition)
    read = {}
    for key in ("table_result", "adjusted"):
        with _About(key):
            if f.get(key):
                read[key] = (adjust.table_result if key == "table_result" else adjust.parse)(f[key])
    with _About("deal"):
        deal = _deal(f)
    with _About("auction"):
        auction = _auction(f)
    with _About("table_result"):
        if "table_result" in read and auction and deal:
            ended = deals.final_contract(deal.dealer, auction.calls)
            _agrees_with_auction(f["table_result"], read["table_result"], ended)
    with _About("versus"):
        versus = score_value(f["versus"]) if f.get("versus") is not None else None
    with _About("field"):
        field_scores = scores(f.get("field") or ())
    with _About("id"):
        return Ruling(
            id=ruling_id(f, existing), lang=language(f), edition=edition, source=_source(f),
            question=" ".join(str(f.get("question", "")).split()), facts=str(f.get("facts", "")).strip(),
            ruling=str(f.get("ruling", "")).strip(), reasoning=str(f.get("reasoning", "")).strip(),
            date=f.get("date"), event=f.get("event"), session=f.get("session"), board=f.get("board"), deal=deal,
            auction=auction, play=f.get("play"), laws=laws, table_result=_spaced(f.get("table_result")),
            adjusted=_spaced(f.get("adjusted")), versus=versus, field=field_scores, appeal=_appeal(f))


def missing(fields: dict) -> list[str]:
    """The required fields not given: absent, or only blanks (a question of spaces, ``--law ""``,
    ``--law " , "``: the commas between no refs)."""
    given = _given(fields.get("laws"))
    laws = [x for x in (given if isinstance(given, list) else [given] if given else ())
            if isinstance(x, tuple) or str(x).strip(" ,;\t")]
    return [k for k in REQUIRED if (_given(fields.get(k)) if k != "laws" else laws or None) is None]


def _given(value):
    """A field as given, without control characters; None when that leaves nothing (blanks, an
    empty list, a list of blanks)."""
    if isinstance(value, str):
        value = _CONTROL.sub("", value)
        return value if value.strip() else None
    if isinstance(value, list):  # a list's (ref, as written) pairs, found in running text, are kept as they are
        kept = [x for x in (x if isinstance(x, tuple) else _given(x) for x in value) if x is not None]
        return kept or None
    return value if value != () else None


def edition_of(f: dict, ctx: Context) -> int:
    if f.get("edition"):
        try:
            year = int(f["edition"])
        except ValueError:
            year = None
        if year not in ctx.years:
            raise BadValue(f"--edition {f['edition']!r}: one of {', '.join(map(str, ctx.years))}")
        return year
    return edition_at(f.get("date"), ctx.years)


def _spaced(text: str | None) -> str | None:
    return " ".join(text.split()) if text else None


def _source(f: dict) -> Source:
    kind = f.get("source_kind") or ("casebook" if f.get("source_title") else "log")
    if kind not in SOURCE_KINDS:
        raise BadValue(f"--source {kind!r}: one of {', '.join(SOURCE_KINDS)}")
    line = f.get("source_line")
    return Source(kind, f.get("source_title"), str(f["case"]) if f.get("case") else None, f.get("address"),
                  f.get("source_file"), int(line) if line else None)


def _deal(f: dict) -> Deal | None:
    """Dealer and vulnerability as given, else as the board number gives them (the adjusted score
    needs the vulnerability); the hands from a PBN Deal string (a file is the caller's to read)."""
    hands = deals.hands(f["deal"]) if f.get("deal") else None
    if not (hands or f.get("dealer") or f.get("vulnerable") or f.get("auction") or f.get("board")):
        return None
    by_board = deals.for_board(f["board"]) if f.get("board") else (None, None)
    dealer = deals.seat(f["dealer"], "dealer") if f.get("dealer") else by_board[0]
    vul = deals.vulnerability(f["vulnerable"]) if f.get("vulnerable") else by_board[1]
    if dealer is None or vul is None:
        raise BadValue("a deal needs its dealer and vulnerability: pass --dealer and --vulnerable, or --board")
    return Deal(dealer, vul, hands)


def _auction(f: dict) -> Auction | None:
    if not f.get("auction"):
        return None
    found = f["auction"] if isinstance(f["auction"], Auction) else deals.auction(f["auction"])
    notes = tuple(f.get("auction_notes") or ())
    return replace(found, notes=notes or found.notes)


def _agrees_with_auction(text: str, part, ended) -> None:
    """A result at the table (``text``, read as ``part``) whose contract or declarer is not what the
    auction ends in is a slip in one of them (an auction not over, ``ended`` None, is not checked)."""
    from ..corpus.scoresheet import SUIT_SIGNS

    played = "Pass" if part.contract is None else (part.contract.level, part.contract.strain,
                                                   part.contract.doubling, part.declarer)
    if ended is None or played == ended:
        return
    said = "passed out" if ended == "Pass" else \
        f"{ended[0]}{SUIT_SIGNS[ended[1]]}{ {1: '', 2: 'X', 4: 'XX'}[ended[2]]} by {ended[3]}"
    raise BadValue(f"the result at the table {text.strip()!r} is not what the auction ends in: {said}")


def _appeal(f: dict) -> Appeal | None:
    if not (f.get("appeal") or f.get("appeal_decision") or f.get("deposit")):
        return None
    return Appeal(True, f.get("appeal_decision"), f.get("deposit"))
