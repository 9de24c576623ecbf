"""A ruling as plain, immutable dataclasses: nothing here reads a file or the corpus.

``id`` is the ruling's stable name (its file is ``laws/rulings/<id>.yaml``); ``edition`` is the
edition of the Laws it was made under, which its ``laws`` keep pointing at whatever edition is
current later. Text fields are the user's words, stored as they were typed.
"""

from __future__ import annotations

import re
from dataclasses import dataclass

# Where a ruling comes from: a director's own log, or a casebook / commentary it was taken from.
SOURCE_KINDS = ("log", "casebook", "commentary")
SEATS = ("N", "E", "S", "W")
# The Vulnerable tag of PBN, in its canonical spelling; the other spellings PBN allows are read too.
VULNERABILITY = ("None", "NS", "EW", "All")
VULNERABLE_SPELLINGS = {"none": "None", "love": "None", "-": "None", "ns": "NS", "ew": "EW", "all": "All",
                        "both": "All", "b": "All", "n": "NS", "e": "EW", "nil": "None",
                        # as a Russian scoresheet writes them: «никто», «СЮ», «ВЗ», «все» (or «обе»)
                        "никто": "None", "сю": "NS", "вз": "EW", "все": "All", "обе": "All"}
# An id is safe as a file name and a URL on any system: «2024-03-club-b7».
ID_RE = re.compile(r"[a-z0-9][a-z0-9-]{0,79}")


@dataclass(frozen=True)
class Source:
    """``kind``: log, casebook or commentary; a casebook's ``title``, ``case`` (as printed: "12")
    and ``address`` (a URL or a shelf mark); ``file`` and ``line``: where in ``laws/sources/`` an
    imported ruling was read from."""

    kind: str = "log"
    title: str | None = None
    case: str | None = None
    address: str | None = None
    file: str | None = None
    line: int | None = None


@dataclass(frozen=True)
class LawRef:
    """A law the ruling applied: the canonical ref, the edition it was made under, and how the
    user or the text wrote it («правило 16Б1»)."""

    ref: str
    edition: int
    written: str | None = None


@dataclass(frozen=True)
class Deal:
    """The board: dealer, vulnerability, and the four hands as the PBN Deal tag gives them
    (``N:AKQ2.… …``; None when only the board's conditions are known)."""

    dealer: str
    vulnerable: str
    hands: str | None = None


@dataclass(frozen=True)
class Auction:
    """The calls from the dealer on, as written («1S Pass 2S X»), and notes by call number
    (1-based: the hesitation, the alert)."""

    calls: tuple[str, ...]
    notes: tuple[tuple[int, str], ...] = ()


@dataclass(frozen=True)
class Appeal:
    lodged: bool = False
    decision: str | None = None
    deposit: str | None = None  # returned, forfeited, none …: the user's words


@dataclass(frozen=True)
class Ruling:
    id: str
    lang: str
    edition: int
    source: Source
    question: str  # one line: what the director was asked
    facts: str = ""
    ruling: str = ""
    reasoning: str = ""
    date: str | None = None  # ISO: 2024-03-14
    event: str | None = None
    session: str | None = None
    board: int | None = None
    deal: Deal | None = None
    auction: Auction | None = None
    play: str | None = None
    laws: tuple[LawRef, ...] = ()
    table_result: str | None = None  # «4S= N»: a contract, the result and declarer
    adjusted: str | None = None  # «60% 4S= N, 40% 4S-1 N»: as `bridge-laws adjust` reads it
    versus: int | None = None  # the other table's score (North-South), to show IMPs
    field: tuple[int, ...] = ()  # the other scores of the board (North-South), to show matchpoints
    appeal: Appeal | None = None

    @property
    def refs(self) -> tuple[str, ...]:
        return tuple(law.ref for law in self.laws)
