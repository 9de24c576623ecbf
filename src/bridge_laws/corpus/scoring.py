"""Scoring at the table, from the Laws' own tables: Law 77 (a contract's score), Law 78B
(IMPs for a difference) and Law 78A (matchpoints).

No figure is a constant of this module. :func:`figures` reads the tables of Law 77 and 78 of
one edition and language from the corpus: each number cell is given the attributes its row label
and its column heads name («С КОНТРОЙ» → doubled, «ДО ЗОНЫ» → not vulnerable, «За 1-ю н.в.» →
the first undertrick), so an imported edition whose tables are laid out otherwise is still read,
and every figure keeps the unit, table and row it came from. A figure the tables do not give is
reported (:class:`ScoringError`), never assumed.
"""

from __future__ import annotations

import re
from collections import Counter
from dataclasses import asdict, dataclass, field

from ..errors import BridgeLawsError
from ..model import Corpus, Law, Table, Unit
from ..refs import law_of
from ..text.labels import label
from .scoresheet import MAX_TABLE_FIGURE, SUIT_SIGNS, BadInput, Contract, ImpInput, parse_contract, table_score  # noqa: F401 (the scoring vocabulary)


class ScoringError(BridgeLawsError):
    """The tables of an edition lack a figure the calculation needs."""


# -- what the words of a table mean (one home, Russian and English) -----------------------------
# Checked in order; the first match decides. «с контрой, но без реконтры» is doubled, so «но
# без» comes before «реконтр»; «без контры» comes before «контр».
DOUBLING = ((2, r"но без|but not"), (1, r"без\s*контр|undoubl|undbld"), (4, r"реконтр|redoubl|rdbld"),
            (2, r"контр|doubl|dbld"))
VULNERABLE = ((False, r"до\s*зоны|not\s+vul"), (True, r"в\s*зоне|vulnerable"))
# «Премия за 4-ю и каждую последующую» is the bonus, so it comes before «последующ».
ORDER = (("bonus", r"4-ю|четв|fourth|bonus|бонус|премия"), ("first", r"1-ю|перв|first"),
         ("rest", r"последующ|остальн|дополнит|additional|subsequent"))
SLAM = ((12, r"малый|small"), (13, r"большой|grand"))
PREMIUM = (("game", r"гейм|game"), ("partscore", r"частичн|partscore"))
# What a table is about, from its caption, heads, labels and the paragraph printed above it.
KINDS = (("undertricks", r"недобран|н\.\s*в\.|undertrick"), ("slams", r"шлем|slam"),
         ("overtricks", r"лишн|overtrick"), ("premiums", r"гейм|game"),
         ("notrump", r"бескозыр|no\s*trump"), ("trumps", r"козыр|trump"))
TRICK_VALUE = r"стоимость|trick\s*value"
# The trump table prints four columns with no heads in any source: the suits in their rank,
# lowest first (Law 1B: clubs, diamonds, hearts, spades), as the values 20 20 30 30 show.
SUITS = ("C", "D", "H", "S")
TABLE_NAMES = {"trick": "trick score", "slam": "slam", "overtrick": "overtrick", "premium": "premium",
               "undertrick": "undertrick"}
# A column no source heads (the trump table's: see docs/corpus.md), named as the table's language would
COLUMN_NAME = {"ru": "столбец {n} из {of} ({suit})", "en": "column {n} of {of} ({suit})"}
GAME_RE = re.compile(r"(\d+)\s+(?:или|и|points\s+or)\s+(?:более|more)", re.IGNORECASE)


def _first(patterns, text: str):
    for value, pattern in patterns:
        if re.search(pattern, text, re.IGNORECASE):
            return value
    return None


@dataclass(frozen=True)
class Figure:
    """A number of the Laws and where it is printed."""

    value: int | str  # str: a cell in words («стоимость взятки»)
    edition: int
    lang: str
    ref: str  # the unit
    anchor: str | None  # the table («77-t3»), None for a figure in the text
    row: str  # the row label, or the words of the text
    column: str = ""

    def cite(self) -> str:
        where = f"{self.ref}, {self.anchor}" if self.anchor else self.ref
        col = f" / {self.column}" if self.column else ""
        return f"{where}: «{self.row}»{col}"


@dataclass
class Figures:
    """Every figure of one edition and language, by what it means."""

    edition: int
    lang: str
    trick: dict = field(default_factory=dict)  # (strain, doubling, "first"|"rest") → Figure
    slam: dict = field(default_factory=dict)  # (12|13, vulnerable) → Figure
    overtrick: dict = field(default_factory=dict)  # (doubling, vulnerable) → Figure
    premium: dict = field(default_factory=dict)  # ("game", vulnerable) / ("partscore", None) / ("insult", doubling)
    undertrick: dict = field(default_factory=dict)  # (vulnerable, doubling, "first"|"rest"|"bonus") → Figure
    game: Figure | None = None  # the trick score that is a game («100 или более»)
    bands: list = field(default_factory=list)  # [(low, high | None, Figure of the IMPs)]
    matchpoints: Unit | None = None  # the unit of Law 78A

    def need(self, table: str, key, what: str) -> Figure:
        found = getattr(self, table).get(key)
        if found is None:
            raise ScoringError(f"the {self.edition} {self.lang} Law 77 gives no figure for {what}: "
                               f"no such row or column in its {TABLE_NAMES[table]} table")
        return found


# -- reading the tables --------------------------------------------------------------------------
def _context(unit: Unit, table: Table) -> str:
    """The words a table is known by: caption, heads, labels, and the paragraph printed right
    above it, when no other table stands between («В бескозырном контракте:»)."""
    paras = (unit.text or "").split("\n\n")
    first = next(t for t in unit.tables if t.after == table.after) is table
    above = paras[table.after - 1] if first and table.after and table.after <= len(paras) else ""
    heads = " ".join(c for r in table.header for c in r)
    labels = " ".join(str(r[0]) for r in table.rows if r)
    return " ".join(filter(None, [table.caption, heads, above, labels]))


def _cells(table: Table):
    """(row label, column heads, column number, value) of every value cell."""
    for row in table.rows:
        for col in range(1, len(row)):
            heads = " / ".join(dict.fromkeys(h[col] for h in table.header if col < len(h) and h[col]))
            yield str(row[0]), heads, col, row[col]


def figures(corpus: Corpus, edition: int, lang: str) -> Figures:
    """The figures of Law 77 and 78 of one edition and language."""
    found = Figures(edition, lang)
    for law in corpus.laws:
        if law.edition != edition or law.lang != lang or law.number not in (77, 78):
            continue
        for unit in law.unit.walk():
            if law.number == 78 and unit.ref.endswith("A"):
                found.matchpoints = unit
            for table in unit.tables:
                _read_table(found, law, unit, table)
            _read_game(found, law, unit)
    return found


def _read_table(found: Figures, law: Law, unit: Unit, table: Table) -> None:
    if _is_scale(table):
        for low, high, imps in table.rows:
            fig = Figure(imps, law.edition, law.lang, unit.ref, table.anchor, f"{low}–{high}")
            found.bands.append((low, high if isinstance(high, int) else None, fig))
        return
    kind = _first(KINDS, _context(unit, table))
    for label, heads, col, value in _cells(table):
        if not isinstance(value, int) and not re.search(TRICK_VALUE, str(value), re.IGNORECASE):
            continue
        key = _key(kind, f"{label} {heads}", col, table.width - 1)
        if key is None:
            continue
        if kind == "trumps":  # name the column the suit was read from, in the table's language
            heads = heads or COLUMN_NAME[law.lang].format(n=col, of=len(SUITS), suit=SUIT_SIGNS[SUITS[col - 1]])
        fig = Figure(value, law.edition, law.lang, unit.ref, table.anchor, label, heads)
        getattr(found, key[0]).setdefault(key[1], fig)


def _key(kind, words: str, col: int, width: int):
    """Where a cell goes: (which table of :class:`Figures`, its key), or None."""
    doubling, vul, order = _first(DOUBLING, words), _first(VULNERABLE, words), _first(ORDER, words)
    if kind == "undertricks" and None not in (doubling, vul, order):
        return "undertrick", (vul, doubling, order)
    if kind == "slams" and vul is not None and _first(SLAM, words):
        return "slam", (_first(SLAM, words), vul)
    if kind == "overtricks" and None not in (doubling, vul):
        return "overtrick", (doubling, vul)
    if kind == "premiums":
        premium = _first(PREMIUM, words)
        if premium == "game" and vul is not None:
            return "premium", ("game", vul)
        if premium == "partscore":
            return "premium", ("partscore", None)
        if premium is None and doubling in (2, 4):
            return "premium", ("insult", doubling)
    if kind == "notrump" and doubling and order in ("first", "rest"):
        return "trick", ("NT", doubling, order)
    if kind == "trumps" and doubling and width == len(SUITS):
        return "trick", (SUITS[col - 1], doubling, "first")
    return None


def _is_scale(table: Table) -> bool:
    return bool(table.rows) and all(len(r) == 3 and isinstance(r[0], int) and isinstance(r[2], int)
                                    for r in table.rows)


def _read_game(found: Figures, law: Law, unit: Unit) -> None:
    """«100 или более очков за взятки … есть гейм»: the game line is printed in the text."""
    for para in (unit.text or "").split("\n\n"):
        m = GAME_RE.search(para)
        if m and re.search(r"гейм|game", para, re.IGNORECASE) and found.game is None:
            found.game = Figure(int(m.group(1)), law.edition, law.lang, unit.ref, None, para)


def trick_value(f: Figures, strain: str, doubling: int, order: str) -> Figure:
    if strain != "NT":
        order = "first"  # a suit's tricks all score alike
    return f.need("trick", (strain, doubling, order), f"a trick in {SUIT_SIGNS[strain]} ×{doubling}")


def for_edition(corpus: Corpus, edition: int | None, lang: str = "ru", law: int = 77) -> Figures:
    """The figures of ``edition`` (default: the newest edition that has Law ``law`` in ``lang``)."""
    have = sorted({x.edition for x in corpus.laws if x.number == law and x.lang == lang and any(
        u.tables for u in x.unit.walk())})
    if edition is None:
        if not have:
            raise ScoringError(f"no edition of the corpus has the tables of Law {law} in {lang}")
        edition = have[-1]
    elif edition not in have:
        raise ScoringError(f"the {edition} {lang} edition of the corpus has no tables of Law {law}"
                           + (f" (editions that have them: {', '.join(map(str, have))})" if have else ""))
    return figures(corpus, edition, lang)


# -- contracts: read by .scoresheet (what a director types), scored here -------------------------
# -- Law 77: a contract's score ------------------------------------------------------------------
@dataclass(frozen=True)
class Line:
    """One line of a score's breakdown: what (the key of its label, ``calc.…``: the site's
    calculator words it the same), how many points, the sum, and the figure used. The sum is
    figures alone ("2 × 30"), or a label of its own (``calc_label``: key and fields) where it has
    words ("trick score 90 ≥ 100"); ``item`` and ``calc`` are the English, as the CLI prints them."""

    key: str
    points: int
    figures: str
    figure: Figure
    calc_label: tuple[str, tuple[tuple[str, object], ...]] | None = None

    @property
    def item(self) -> str:
        return label(f"calc.{self.key}", "en")

    @property
    def calc(self) -> str:
        return self.calc_in("en")

    def calc_in(self, lang: str) -> str:
        if not self.calc_label:
            return self.figures
        key, fields = self.calc_label
        return label(key, lang, **dict(fields))

    def to_dict(self) -> dict:
        f = self.figure
        return {"item": self.item, "points": self.points, "calc": self.calc,
                "label": {"item": f"calc.{self.key}", "calc": self.calc_label[0] if self.calc_label else None,
                          "fields": dict(self.calc_label[1]) if self.calc_label else {}},
                "source": {"edition": f.edition, "lang": f.lang, "ref": f.ref, "table": f.anchor, "row": f.row,
                           "column": f.column or None}}


def _said(key: str, **fields) -> tuple[str, tuple[tuple[str, object], ...]]:
    return key, tuple(fields.items())


@dataclass(frozen=True)
class Score:
    contract: Contract
    vulnerable: bool
    edition: int
    lang: str
    score: int
    breakdown: tuple[Line, ...]

    def to_dict(self) -> dict:
        return {"contract": str(self.contract), "vulnerable": self.vulnerable, "edition": self.edition,
                "lang": self.lang, "score": self.score, "breakdown": [ln.to_dict() for ln in self.breakdown]}


def score(f: Figures, contract: Contract, vulnerable: bool = False) -> Score:
    """The score of declarer's side: positive when the contract is made, negative when it fails."""
    if contract.result < 0:
        lines = _undertricks(f, contract, vulnerable)
        total = -sum(ln.points for ln in lines)
    else:
        lines = _made(f, contract, vulnerable)
        total = sum(ln.points for ln in lines)
    return Score(contract, vulnerable, f.edition, f.lang, total, tuple(lines))


def _n(value, what: str, f: Figures, fig: Figure) -> int:
    if not isinstance(value, int):
        raise ScoringError(f"the {f.edition} {f.lang} table {fig.anchor} gives {value!r} for {what}, not a number")
    if law_of(fig.ref) == 77 and not table_score(value):  # (Law 78's IMPs are no scores)
        raise ScoringError(f"the {f.edition} {f.lang} table {fig.anchor} gives {str(value)[:20]} for {what}, which is "
                           f"no score (a whole number of tens, 0–{MAX_TABLE_FIGURE:,})")
    return value


def _trick_lines(f: Figures, c: Contract) -> list[Line]:
    first = trick_value(f, c.strain, c.doubling, "first")
    if c.strain != "NT":
        v = _n(first.value, "a trick", f, first)
        return [Line("trick", c.level * v, f"{c.level} × {v}", first)]
    lines = [Line("trick.first", _n(first.value, "the first trick", f, first), f"1 × {first.value}", first)]
    if c.level > 1:
        rest = trick_value(f, c.strain, c.doubling, "rest")
        v = _n(rest.value, "a further trick", f, rest)
        lines.append(Line("trick.rest", (c.level - 1) * v, f"{c.level - 1} × {v}", rest))
    return lines


def _made(f: Figures, c: Contract, vul: bool) -> list[Line]:
    lines = _trick_lines(f, c)
    trick_score = sum(ln.points for ln in lines)
    if f.game is None:
        raise ScoringError(f"the {f.edition} {f.lang} text of Law 77 gives no trick score that is a game")
    if trick_score >= f.game.value:
        fig = f.need("premium", ("game", vul), "a game " + ("vulnerable" if vul else "not vulnerable"))
        lines.append(Line("game", _n(fig.value, "a game", f, fig), "", fig,
                          _said("calc.game.calc", n=trick_score, game=f.game.value)))
    else:
        fig = f.need("premium", ("partscore", None), "a partscore")
        lines.append(Line("partscore", _n(fig.value, "a partscore", f, fig), "", fig,
                          _said("calc.partscore.calc", n=trick_score, game=f.game.value)))
    if c.level >= 6:
        fig = f.need("slam", (c.level + 6, vul), ("a small" if c.level == 6 else "a grand") + " slam")
        lines.append(Line("slam", _n(fig.value, "a slam", f, fig), "", fig,
                          _said("calc.slam.calc", n=c.level + 6, value=fig.value)))
    if c.doubling > 1:
        fig = f.need("premium", ("insult", c.doubling), "making a " + ("doubled" if c.doubling == 2 else "redoubled") + " contract")
        lines.append(Line(f"insult{c.doubling}", _n(fig.value, "the premium", f, fig), f"1 × {fig.value}", fig))
    if c.result > 0:
        lines.append(_overtricks(f, c, vul))
    return lines


def _overtricks(f: Figures, c: Contract, vul: bool) -> Line:
    fig = f.need("overtrick", (c.doubling, vul), "an overtrick")
    if isinstance(fig.value, int):
        return Line("over", c.result * fig.value, f"{c.result} × {fig.value}", fig)
    # «стоимость взятки» / "Trick Value": an undoubled overtrick scores as a trick of the strain
    per = trick_value(f, c.strain, 1, "rest")
    v = _n(per.value, "a trick", f, per)
    return Line("over", c.result * v, f"{c.result} × {v} ({fig.value}: {per.anchor} «{per.row}»)", fig)


def _undertricks(f: Figures, c: Contract, vul: bool) -> list[Line]:
    down = -c.result
    key = (vul, c.doubling)
    what = ("vulnerable" if vul else "not vulnerable") + {1: "", 2: ", doubled", 4: ", redoubled"}[c.doubling]
    first = f.need("undertrick", key + ("first",), f"the first undertrick ({what})")
    lines = [Line("under.first", _n(first.value, "an undertrick", f, first), f"1 × {first.value}", first)]
    if down > 1:
        rest = f.need("undertrick", key + ("rest",), f"each further undertrick ({what})")
        v = _n(rest.value, "an undertrick", f, rest)
        lines.append(Line("under.rest", (down - 1) * v, f"{down - 1} × {v}", rest))
    if down > 3:
        bonus = f.need("undertrick", key + ("bonus",), f"the fourth and each later undertrick ({what})")
        v = _n(bonus.value, "an undertrick", f, bonus)
        lines.append(Line("under.bonus", (down - 3) * v, f"{down - 3} × {v}", bonus))
    return lines


# -- Law 78B: IMPs -------------------------------------------------------------------------------
@dataclass(frozen=True)
class Imps:
    diff: int
    imps: int
    band: tuple | None  # (low, high | None, Figure)
    edition: int
    lang: str

    def to_dict(self) -> dict:
        band = None
        if self.band:
            low, high, fig = self.band
            band = {"low": low, "high": high, "imps": fig.value, "ref": fig.ref, "table": fig.anchor}
        return {"diff": self.diff, "imps": self.imps, "band": band, "edition": self.edition, "lang": self.lang}


def imps(f: Figures, diff: int) -> Imps:
    """IMPs for a difference in points (negative for a negative difference). A difference under
    the scale's first band converts to no IMPs; one that falls between two bands (not in tens)
    is refused rather than guessed."""
    bands = sorted(f.bands, key=lambda b: b[0])
    if not bands:
        raise ScoringError(f"the {f.edition} {f.lang} text of Law 78B has no IMP scale")
    size, sign = abs(diff), (-1 if diff < 0 else 1)
    if size < bands[0][0]:
        return Imps(diff, 0, None, f.edition, f.lang)
    for low, high, fig in bands:
        if low <= size and (high is None or size <= high):
            return Imps(diff, sign * _n(fig.value, "IMPs", f, fig), (low, high, fig), f.edition, f.lang)
    raise BadInput(f"a difference of {size} falls between two bands of the {f.edition} IMP scale "
                   f"(Law 78B): differences of score are in tens", "gap")


def largest_score(f: Figures) -> int | None:
    """The largest score, made or defeated, the tables give any contract (7NTXX thirteen down
    vulnerable in every shipped edition: 7600), or None when they lack a figure it needs. Every
    contract is scored, not one assumed to be the largest, so an imported edition's tables decide."""
    best = 0
    try:
        for level in range(1, 8):
            for strain in SUIT_SIGNS:
                for doubling in (1, 2, 4):
                    for vul in (False, True):
                        for result in range(-6 - level, 7 - level + 1):
                            best = max(best, abs(score(f, Contract(level, strain, doubling, result), vul).score))
    except ScoringError:
        return None
    return best


def check_imps_input(f: Figures, reading: ImpInput) -> ImpInput:
    """``reading`` (scoresheet.read_imps) if the tables allow its numbers: no score larger than
    any contract scores, no difference larger than two such scores make. «470140» — two scores
    typed without the space — is refused here rather than converted to 24 IMPs."""
    top = largest_score(f)
    if top is None:
        return reading
    for s in reading.scores or ():
        if abs(s) > top:
            raise BadInput(f"{s} is more than any contract scores ({top} in the {f.edition} tables of Law 77)", "large")
    if abs(reading.diff) > 2 * top:
        raise BadInput(f"a difference of {abs(reading.diff)} is more than two scores can make ({2 * top} in the "
                       f"{f.edition} tables of Law 77): two scores are written with a space between (470 140)",
                       "large.diff")
    return reading


# -- Law 78A: matchpoints ------------------------------------------------------------------------
def matchpoints(scores: list[int]) -> list[dict]:
    """Two for each score beaten, one for each score tied (Law 78A). Sorted once: a score beats
    the scores before its first place in the order, ties with those up to its last, so 10,000
    scores take a sort, not 10⁸ comparisons."""
    below: dict[int, int] = {}  # score → how many scores are lower: its first place in the order
    for i, s in enumerate(sorted(scores)):
        below.setdefault(s, i)
    count = Counter(scores)
    return [{"score": s, "matchpoints": 2 * below[s] + count[s] - 1} for s in scores]


def export(f: Figures, href=None) -> dict:
    """The figures as plain data for the site's calculators (the same figures, the same sources);
    ``href(figure)`` gives each its link, when the caller has somewhere to link to."""
    def fig(x: Figure) -> dict:
        d = asdict(x)
        d["cite"] = x.cite()
        if href:
            d["href"] = href(x)
        return d

    def table(d: dict) -> list:
        return [[list(k) if isinstance(k, tuple) else k, fig(v)] for k, v in d.items()]

    return {"edition": f.edition, "lang": f.lang, "trick": table(f.trick), "slam": table(f.slam),
            "overtrick": table(f.overtrick), "premium": table(f.premium), "undertrick": table(f.undertrick),
            "game": fig(f.game) if f.game else None,
            "bands": [[low, high, fig(x)] for low, high, x in sorted(f.bands, key=lambda b: b[0])],
            "matchpoints": {"ref": f.matchpoints.ref, "law": f.matchpoints.law} if f.matchpoints else None}
