"""What a director types at the table, read as `bridge-laws score`, `imps` and `matchpoints`
read it: a contract as on a scoresheet, a difference or two scores for IMPs, a board's scores
for matchpoints.

The grammar is data — the patterns and tables below — that the site build exports to
``data/scoring.js`` (``site/calculators.py``), so that the calculators in the browser read
every input as the CLI does; ``tests/test_scoresheet.py`` runs both on the same inputs.

One rule holds for every number: it is a run of digits as typed. Nothing that stands between two
digits is ever dropped to join them: «470 140» is two scores, never 470140; «4S-1 0» is refused,
never read as ten down. What cannot be read one way only is refused, with the reason
(:class:`BadInput` carries a ``code``, the site words it through ``labels.py`` as
``calc.err.<code>``).
"""

from __future__ import annotations

import re
from dataclasses import dataclass

from ..errors import BadValue
from ..refs import LOOKALIKE_LETTERS
from ..text.analysis import DASHES as TYPED_DASHES


class BadInput(BadValue):
    """A contract or score that cannot be read (exit code 2, as every value typed wrong): ``code``
    names why (``calc.err.<code>``)."""

    def __init__(self, message: str, code: str = "contract"):
        self.code = code
        super().__init__(message)


# -- the grammar, as patterns both Python and JavaScript compile -----------------------------
# Each is written in the syntax the two share (no named groups, no inline flags, [0-9] not \d,
# which in Python also matches «٤»), matched whole (fullmatch; the script anchors it) and
# case-blind («VS», «Против»).
# Whitespace as JavaScript's \s knows it: a phone keyboard's no-break and narrow no-break spaces
# («1 460») included, so that both languages split a number at the same characters.
SPACE = r"[\t\n\v\f\r \u00a0\u1680\u2000-\u200a\u2028\u2029\u202f\u205f\u3000\ufeff]"
# A minus as typed (analysis.DASHES): the hyphen, or what a phone puts for it, read as «-».
DASHES = TYPED_DASHES[1:]
MINUS = "[" + re.escape(TYPED_DASHES) + "]"
SIGN = "[+" + re.escape(TYPED_DASHES) + "]"
# Words and marks between two scores: «470 vs 140», «470 v 140», «470 против 140», «470/140».
BETWEEN = r"(?:vs\.?|v\.?|против|[,;/:])"
NUMBER = r"[0-9]+"
GRAMMAR = {
    # one number: a difference of scores, «430», «−1460»
    "one": rf"{SPACE}*({SIGN})?{SPACE}*({NUMBER}){SPACE}*",
    # two scores each with its sign, «+470 −140»: each the team's own result at its table
    "signed": rf"{SPACE}*({SIGN}){SPACE}*({NUMBER}){SPACE}*(?:{BETWEEN}{SPACE}*)?({SIGN}){SPACE}*({NUMBER}){SPACE}*",
    # two scores without signs, «470 140», «470-140», «470 - 140», «470 vs 140»: both from the same
    # side. A dash with a space before it and none after («470 -140») is the second one's sign,
    # not a separator: that input is refused as half signed («mixed»), whichever was meant.
    "plain": rf"{SPACE}*({NUMBER})(?:{SPACE}*{BETWEEN}{SPACE}*|{MINUS}{SPACE}*|{SPACE}+{MINUS}{SPACE}+|{SPACE}+)"
             rf"({NUMBER}){SPACE}*",
    # a board's scores for matchpoints: one score per place, places split by spaces, «,» or «;»
    "list_sep": rf"{SPACE}*[,;]{SPACE}*|{SPACE}+",
    "score": rf"({SIGN})?({NUMBER})",
    # digits with only whitespace between: two numbers, whatever else the input is
    "split_digits": rf"[0-9]{SPACE}+[0-9]",
    "digits": NUMBER,
    "sign_before": rf"({SIGN}){SPACE}*[0-9]",
}
_RE = {name: re.compile(pattern, re.IGNORECASE) for name, pattern in GRAMMAR.items()}

# Every figure of the tables of Law 77 is a multiple of ten, so every score and every difference
# of scores is too (tests/test_scoresheet.py checks the tables of every edition). «1 460» is
# then refused (1 is no score) rather than read as the two scores 1 and 460.
SCORE_STEP = 10
# The largest figure a table of Law 77 holds (a slam's bonus is 1500, a redoubled undertrick 600):
# a figure past it, below nothing or not in tens is a hand's edit, not a score (a red team's 10**50
# was computed with as a trick's value).
MAX_TABLE_FIGURE = 10_000


def table_score(value) -> bool:
    """Whether ``value`` can be a figure of Law 77's tables: a whole number of tens, 0–10,000."""
    return type(value) is int and 0 <= value <= MAX_TABLE_FIGURE and value % SCORE_STEP == 0
# More digits than any score has: 7NTXX thirteen down vulnerable is 7600, two scores differ by
# 15,200 at most. The exact bound comes from the tables (``scoring.largest_score``); this one
# only keeps a pasted run of digits from being converted at all.
MAX_DIGITS = 6


# -- contracts ---------------------------------------------------------------------------------
# Strains as written on a scoresheet: Latin letters, suit signs (black and white), Russian
# letters (Т/К трефы or крести, Б бубны, Ч черви, П пики, БК без козыря).
STRAINS = {"C": "C", "♣": "C", "♧": "C", "Т": "C", "К": "C", "D": "D", "♦": "D", "♢": "D", "Б": "D",
           "H": "H", "♥": "H", "♡": "H", "Ч": "H", "S": "S", "♠": "S", "♤": "S", "П": "S",
           "NT": "NT", "N": "NT", "БК": "NT"}
SUIT_SIGNS = {"C": "♣", "D": "♦", "H": "♥", "S": "♠", "NT": "NT"}
# Cyrillic letters typed for the Latin ones (refs.LOOKALIKE_LETTERS, the one table): «4С=» (Es)
# is 4♣, «4SХ-1» and «3БКХХ=» (Kha) are doubled and redoubled. None of them is a strain letter
# of the Russian scoresheet (Т К Б Ч П), so reading them never changes a Russian contract.
LOOKALIKES = {k: v for k, v in LOOKALIKE_LETTERS.items() if k == k.upper()}
# A phone's emoji keyboard follows ♠ ♥ ♦ ♣ with an invisible variation selector: dropped.
INVISIBLE = "\ufe0f"
# Doubled as a Russian scoresheet writes it too: «4ПК-2» is 4♠X-2 (к, контра; кк, реконтра), as
# `bridge-laws search` reads «4пк -2». After Б it is «БК», no trump: «3БКК+1» is 3NTX+1.
CONTRACT = r"([1-7])(NT|БК|[CDHSN♣♧♦♢♥♡♠♤ТКБЧП])(XX|X|КК|К)?(=|\+([0-9]{1,2})|-([0-9]{1,2}))"
DOUBLINGS = {"X": 2, "XX": 4, "К": 2, "КК": 4}
_CONTRACT = re.compile(CONTRACT)
_SPACES = re.compile(rf"{SPACE}+")
EXAMPLES = "4S=, 4SX-1, 3NT+1, 1NTXX=, 4♠=, 4П=, 4ПК-2, 3БК+1"


def shown(text: str, limit: int = 40) -> str:
    """The input as an error message quotes it: never pages of pasted digits."""
    text = str(text)
    return f"«{text}»" if len(text) <= limit else f"«{text[:limit]}…» ({len(text):,} characters)"


@dataclass(frozen=True)
class Contract:
    level: int
    strain: str  # C D H S NT
    doubling: int  # 1, 2 (doubled), 4 (redoubled)
    result: int  # overtricks (> 0), 0 made exactly, undertricks (< 0)

    def __str__(self) -> str:
        res = "=" if self.result == 0 else f"{self.result:+d}"
        return f"{self.level}{SUIT_SIGNS[self.strain]}{ {1: '', 2: 'X', 4: 'XX'}[self.doubling]}{res}"


def normal_contract(text: str) -> str:
    """A contract as the grammar reads it: no spaces, upper case, dashes as «-», look-alikes Latin."""
    if _RE["split_digits"].search(text):  # «4S-1 0»: two numbers, never ten down
        raise BadInput(f"{shown(text)}: a space between two digits — write the contract in one piece, "
                       f"such as {EXAMPLES}", "joined")
    text = _SPACES.sub("", text).replace(INVISIBLE, "").upper()
    return "".join(LOOKALIKES.get(ch, "-" if ch in DASHES else ch) for ch in text)


def parse_contract(text: str) -> Contract:
    """«4S=», «4SX-1», «3NT+1», «1NTXX=», «4♠=», «4П=», «3БКХ-2»."""
    m = _CONTRACT.fullmatch(normal_contract(text))
    if not m:
        raise BadInput(f"cannot read the contract {shown(text)}: write it as on a scoresheet, level, strain, "
                       f"X or XX, then the result: {EXAMPLES}", "contract")
    level, strain = int(m.group(1)), STRAINS[m.group(2)]
    doubling = DOUBLINGS.get(m.group(3), 1)
    result = int(m.group(5)) if m.group(5) else -int(m.group(6)) if m.group(6) else 0
    if m.group(4) in ("+0", "-0", "+00", "-00"):
        raise BadInput(f"{shown(text)}: a contract made exactly is written with «=»", "exact")
    if level + 6 + result > 13:
        raise BadInput(f"{shown(text)}: {level + 6 + result} tricks is more than the 13 of a deal", "tricks")
    if level + 6 + result < 0:
        raise BadInput(f"{shown(text)}: {-result} undertricks is more than a {level}-level contract can fail by",
                       "down")
    return Contract(level, strain, doubling, result)


# -- numbers -----------------------------------------------------------------------------------
def signed(n: int) -> str:
    """«+330», «−330», «0»: as the site prints a number of points or IMPs."""
    return ("+" if n > 0 else "\u2212" if n < 0 else "") + str(abs(n))


def minus(n: int) -> str:
    """«330», «−330»: a difference as the working prints it (a sign only when negative)."""
    return ("\u2212" if n < 0 else "") + str(abs(n))


def _number(sign: str | None, digits: str, text: str) -> int:
    if len(digits) > MAX_DIGITS:
        raise BadInput(f"{shown(text)}: {len(digits)} digits is more than any score has", "long")
    return -int(digits) if sign and sign != "+" else int(digits)


def _in_tens(value: int, text: str) -> int:
    if value % SCORE_STEP:
        raise BadInput(f"{shown(text)}: {value} is not a score — every score of Law 77 is in tens; "
                       "a number written with a space or comma inside (1 460) is two numbers", "tens")
    return value


@dataclass(frozen=True)
class ImpInput:
    """What an IMP input was read as: a difference, or two scores and the difference they make."""

    diff: int
    scores: tuple[int, int] | None = None
    each_side: bool = False  # «+470 −140»: each score the team's own, summed; else the first minus the second

    def working(self) -> str:
        """«470 − 140 = 330», «+470 − 140 = 330», «−1460»."""
        if self.scores is None:
            return minus(self.diff)
        a, b = self.scores
        op = ("+" if b >= 0 else "\u2212") if self.each_side else "\u2212"
        return f"{signed(a) if self.each_side else a} {op} {abs(b)} = {minus(self.diff)}"

    def read_as(self) -> str:
        """How the input was read, in words (the site says it through ``calc.read.<kind>``)."""
        return READ_AS[self.kind]

    @property
    def kind(self) -> str:
        return "one" if self.scores is None else "signed" if self.each_side else "plain"

    def to_dict(self) -> dict:
        return {"diff": self.diff, "scores": list(self.scores) if self.scores else None, "read_as": self.kind,
                "working": self.working()}


READ_AS = {"one": "a difference of scores",
           "plain": "two scores from the same side: the first minus the second",
           "signed": "each side's own result, with its sign (+ yours, − theirs): their sum"}


def read_imps(text: str) -> ImpInput:
    """One difference («430», «−1460») or two scores: «470 140», «470-140», «470 vs 140» (both
    from the same side: the first minus the second) or «+470 −140» (each the team's own result,
    with its sign: their sum). Anything else is refused with the reason."""
    text = str(text)
    if m := _RE["one"].fullmatch(text):  # a difference of two scores is in tens as they are (471 is none)
        return ImpInput(_in_tens(_number(m.group(1), m.group(2), text), text))
    if m := _RE["signed"].fullmatch(text):
        a, b = _number(m.group(1), m.group(2), text), _number(m.group(3), m.group(4), text)
        return ImpInput(_in_tens(a, text) + _in_tens(b, text), (a, b), True)
    if m := _RE["plain"].fullmatch(text):
        a, b = _number(None, m.group(1), text), _number(None, m.group(2), text)
        return ImpInput(_in_tens(a, text) - _in_tens(b, text), (a, b))
    raise _why_not_imps(text)


def _why_not_imps(text: str) -> BadInput:
    numbers = _RE["digits"].findall(text)
    if not numbers:
        return BadInput(f"{shown(text)} holds no number: give a difference (430) or two scores (470 140)", "nonumber")
    if len(numbers) > 2:
        return BadInput(f"{shown(text)} holds {len(numbers)} numbers: give a difference (430) or two scores "
                        "(470 140)", "many")
    if len(numbers) == 2 and len(_RE["sign_before"].findall(text)) == 1:  # «+470 140», «470 -140»
        return BadInput(f"{shown(text)}: give both scores a sign (+470 −140, each side's own result) or "
                        "neither (470 140, both from the same side)", "mixed")
    return BadInput(f"cannot read {shown(text)}: a difference (430, −1460) or two scores (470 140, 470-140, "
                    "470 vs 140, +470 −140)", "imps")


def read_score(text, what: str = "score") -> int:
    """One score as typed, «420», «−100», « +50 »: a sign and digits, spaces around allowed, none
    inside («420 450» is two numbers, refused, never 420450)."""
    m = _RE["one"].fullmatch(str(text))
    if not m:
        raise BadInput(f"cannot read the {what} {shown(str(text))}: one whole number of points, such as 420 or -100",
                       "score")
    return _number(m.group(1), m.group(2), str(text))


def read_scores(text: str) -> list[int]:
    """A board's scores for matchpoints, «420 420 450 -50 170» or «420, 450; -50»: each a whole
    score, with its sign when negative; «420-50» is refused, never read as one number or two."""
    parts = [p for p in _RE["list_sep"].split(str(text)) if p]
    if not parts:
        raise BadInput("give the board's scores, such as 420 420 450 -50", "empty")
    scores = []
    for part in parts:
        m = _RE["score"].fullmatch(part)
        if not m:
            raise BadInput(f"cannot read {shown(part)} in {shown(text)}: one score per place, split by spaces "
                           "(420 -50), each a whole number of points", "score")
        scores.append(_in_tens(_number(m.group(1), m.group(2), part), part))
    return scores


def grammar() -> dict:
    """The grammar as data for the site's calculators (``data/scoring.js``)."""
    return {"patterns": dict(GRAMMAR), "contract": CONTRACT, "doublings": DOUBLINGS, "strains": STRAINS, "signs": SUIT_SIGNS,
            "lookalike": LOOKALIKES, "dashes": DASHES, "invisible": INVISIBLE, "space": SPACE,
            "step": SCORE_STEP, "max_digits": MAX_DIGITS}
