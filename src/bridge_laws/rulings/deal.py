"""Deals, auctions and double dummy, through ``endplay`` (a library made for bridge): its PBN
parser reads the hands and the calls, its solver (Bo Haglund's DDS) the tricks and par.

What endplay accepts but a deal cannot be is refused here, one line each: a hand of 14 cards,
a card in two hands (endplay keeps each hand on its own), a level 0 or 8 bid.

The solver takes about half a second a deal, so what it works out is kept in
``build/double-dummy/`` by the deal (hands, dealer, vulnerability): the next build, ``ruling show``
and the site read it from there. Deleting that folder only costs time. Each entry is sealed with
this user's key (:mod:`bridge_laws.userkey`) over the deal and what was worked out: an entry that
was not written by this user's solver for this deal (planted, copied, edited) is solved again.
"""

from __future__ import annotations

import hashlib
import json
import re
from pathlib import Path

from ..errors import BadValue
from ..paths import regular_bytes, write_replacing
from ..text import jsondata
from ..userkey import sign, signed
from .model import SEATS, VULNERABILITY, VULNERABLE_SPELLINGS, Auction, Deal

SEAT_NAMES = {"N": "North", "E": "East", "S": "South", "W": "West"}
# Seats as a Russian scoresheet writes them: Север, Восток, Юг, Запад.
RUSSIAN_SEATS = {"С": "N", "В": "E", "Ю": "S", "З": "W"}
STRAIN_ORDER = ("C", "D", "H", "S", "NT")
SUIT_SIGNS = {"S": "♠", "H": "♥", "D": "♦", "C": "♣"}


def seat(text: str, what: str = "seat") -> str:
    """N E S W (any case, or the Russian С В Ю З, or the word); BadValue otherwise."""
    t = text.strip().upper()
    t = RUSSIAN_SEATS.get(t, t)
    t = {"NORTH": "N", "EAST": "E", "SOUTH": "S", "WEST": "W"}.get(t, t)
    if t not in SEATS:
        raise BadValue(f"{what} {text.strip()[:20]!r}: one of N, E, S, W (С, В, Ю, З)")
    return t


def vulnerability(text: str) -> str:
    """None, NS, EW or All as the PBN Vulnerable tag writes it (also love, both, -, N-S, E/W …,
    and in Russian: никто, С-Ю, ВЗ, все)."""
    key = text.strip().lower()
    key = key if key in ("-", "—") else key.replace("-", "").replace("/", "")
    found = VULNERABLE_SPELLINGS.get("-" if key == "—" else key)
    if found is None:
        raise BadValue(f"vulnerability {text.strip()[:20]!r}: one of None, NS, EW, All (both; никто, СЮ, ВЗ, все)")
    return found


def for_board(board: int) -> tuple[str, str]:
    """The dealer and vulnerability a board's number gives (the usual rotation of 16 boards)."""
    from endplay.types import Player, Vul

    dealer = "NESW"[Player.from_board(board)]
    vul = {Vul.none: "None", Vul.ns: "NS", Vul.ew: "EW", Vul.both: "All"}[Vul.from_board(board)]
    return dealer, vul


# -- hands ---------------------------------------------------------------------------------------
def hands(text: str) -> str:
    """The four hands as the PBN Deal tag writes them («N:AQ84.QT98.J.KQ43 K.… …», any seat first;
    «-» for a hand not known), read by endplay, checked, and written back from North."""
    from endplay.types import Deal as EndplayDeal

    raw = " ".join(text.split())
    m = re.fullmatch(r'(?:\[Deal\s+")?([^"\]]*)(?:"\])?', raw)
    raw = pbn_spelling(m.group(1).strip() if m else raw)
    if not re.match(r"^[NESWnesw]:", raw):
        raise BadValue(f"deal {raw[:30]!r}: start with the first hand's seat, as the PBN Deal tag does "
                       "(N:AQ84.QT98.J.KQ43 K.KJ632.AT962.75 …)")
    parts = raw[2:].split()
    if len(parts) != 4:
        raise BadValue(f"deal {raw[:30]!r}: four hands separated by spaces, not {len(parts)} (- for one not known)")
    _check_written(raw[0].upper(), parts)
    try:
        deal = EndplayDeal(raw)
    except (ValueError, RuntimeError) as exc:
        raise BadValue(f"deal {raw[:30]!r}: {exc}") from None
    _check_cards(deal)
    return deal.to_pbn()


def _check_written(first: str, parts: list[str]) -> None:
    """A card written twice in one hand («AAQ84»): the deal, a set of cards, would keep it once
    and the hand be a card short of what was typed, without a word."""
    order = SEATS[SEATS.index(first):] + SEATS[:SEATS.index(first)]
    for seat, hand in zip(order, parts):
        for suit, ranks in zip("SHDC", hand.split(".") if hand != "-" else ()):
            twice = sorted({r for r in ranks.upper() if ranks.upper().count(r) > 1})
            if twice:
                raise BadValue(f"deal: {SUIT_SIGNS[suit]}{twice[0]} is written twice in the {SEAT_NAMES[seat]} hand")


# A Russian deal writes the honours by their Russian names: Т (туз, the ace), К, Д (дама), В
# (валет), and the ten as 10 («С:ТД84.Д1098.В.КД43 …», the first seat Russian too).
RUSSIAN_RANKS = {"Т": "A", "К": "K", "Д": "Q", "В": "J"}
_RUSSIAN_RANKS = str.maketrans({**RUSSIAN_RANKS, **{k.lower(): v for k, v in RUSSIAN_RANKS.items()}})


def pbn_spelling(raw: str) -> str:
    """A deal as people type it, in the PBN Deal tag's letters: the ten written «10» is T, a first
    seat in Russian («Ю:») its letter, an honour written in Russian its English letter (Т is the
    ace, never the ten: a Russian deal writes the ten «10»)."""
    m = re.match(r"^([СВЮЗсвюз])\s*:", raw)
    if m:
        raw = RUSSIAN_SEATS[m.group(1).upper()] + ":" + raw[m.end():].lstrip()
    head, body = raw[:2], raw[2:].replace("10", "T")
    return head + body.translate(_RUSSIAN_RANKS)


def _check_cards(deal) -> None:
    seen: dict[str, str] = {}
    for name in SEATS:
        hand = getattr(deal, {"N": "north", "E": "east", "S": "south", "W": "west"}[name])
        if len(hand) not in (0, 13):
            raise BadValue(f"deal: the {SEAT_NAMES[name]} hand has {len(hand)} cards; a hand has 13")
        for card in hand:
            label = _card(card)
            if label in seen:
                raise BadValue(f"deal: {label} is in two hands, {SEAT_NAMES[seen[label]]} and {SEAT_NAMES[name]}")
            seen[label] = name


def _card(card) -> str:
    return f"{SUIT_SIGNS['SHDC'[card.suit]]}{card.rank.abbr}"


def complete(hands_pbn: str | None) -> bool:
    """Whether all four hands are known (the solver needs them): 52 cards."""
    from endplay.types import Deal as EndplayDeal

    if not hands_pbn:
        return False
    deal = EndplayDeal(hands_pbn)
    return sum(len(h) for h in (deal.north, deal.east, deal.south, deal.west)) == 52


def hand_suits(hands_pbn: str) -> dict[str, dict[str, str]]:
    """seat → suit (S H D C) → the ranks, as the diagram shows them («AQ84»; «—» when void;
    «10» for T). An unknown hand is empty."""
    from endplay.types import Deal as EndplayDeal

    deal = EndplayDeal(hands_pbn)
    out = {}
    for name in SEATS:
        hand = getattr(deal, {"N": "north", "E": "east", "S": "south", "W": "west"}[name])
        if len(hand) == 0:
            out[name] = {}
            continue
        suits = hand.to_pbn().split(".")
        out[name] = {s: (ranks.replace("T", "10") or "—") for s, ranks in zip("SHDC", suits)}
    return out


# -- the auction ---------------------------------------------------------------------------------
# A call as directors write it: 1S 1♠ 1NT 1N, Pass P, X Dbl D, XX Rdbl R, «пас», «контра»,
# «реконтра», the Russian strain letters of a scoresheet (1П, 3БК); AP (all pass) is three passes.
_CALL = re.compile(r"(?i)([1-7])(NT|N|БК|[CDHS♣♦♥♠ТКБЧП])|(P|PASS|ПАС)|(X|DBL|D|КОНТРА)|(XX|RDBL|R|РЕКОНТРА)")


def call(token: str) -> str:
    """One call in the form the auction stores: 1S … 7NT, Pass, X, XX."""
    from endplay.types import Bid
    from endplay.types import ContractBid

    from ..corpus.scoresheet import STRAINS

    m = _CALL.fullmatch(token.strip())
    if not m:
        raise BadValue(f"call {token[:20]!r}: a bid 1C…7NT (1♠, 1П, 3БК), Pass, X or XX")
    if m.group(1):
        text = f"{m.group(1)}{STRAINS[m.group(2).upper()]}"
    else:
        text = "pass" if m.group(3) else "x" if m.group(4) else "xx"
    bid = Bid(text)  # endplay's reading: the strain and level, or the penalty
    if isinstance(bid, ContractBid):
        return f"{bid.level}{'CDHS'[3 - bid.denom] if bid.denom < 4 else 'NT'}"
    return {1: "Pass", 2: "X", 4: "XX"}[int(bid.penalty)]


def auction(text: str) -> Auction:
    """The calls of an auction, from the dealer on; «AP» stands for three passes."""
    calls: list[str] = []
    for token in text.replace(",", " ").replace("-", " ").split():
        if token.upper() == "AP":
            calls += ["Pass"] * 3
        else:
            calls.append(call(token))
    if not calls:
        raise BadValue("auction: no calls (1S Pass 2S X …)")
    return Auction(tuple(calls))


def rounds(dealer: str, calls: tuple[str, ...]) -> list[list[str | None]]:
    """The auction as a table with West, North, East, South columns: None before the dealer."""
    start = "WNES".index(dealer)
    cells: list[str | None] = [None] * start + list(calls)
    return [cells[i:i + 4] + [None] * (4 - len(cells[i:i + 4])) for i in range(0, len(cells), 4)]


def final_contract(dealer: str, calls: tuple[str, ...]) -> tuple[int, str, int, str] | str | None:
    """What an auction that is over ends in: (level, strain, 1/2/4 for doubled or redoubled,
    declarer: the first of the side to name the strain), "Pass" when four passes end it; None
    while it is not over (a ruling's auction often stops at the irregularity)."""
    bids = [i for i, c in enumerate(calls) if c[0].isdigit()]
    if calls[-3:] != ("Pass",) * 3 or len(calls) < 4 or (not bids and len(calls) != 4):
        return None
    if not bids:
        return "Pass"
    seats = "NESW"
    seat = [seats[(seats.index(dealer) + i) % 4] for i in range(len(calls))]
    last = bids[-1]
    strain, side = calls[last][1:], seat[last] in "NS"
    declarer = next(seat[i] for i in bids if calls[i][1:] == strain and (seat[i] in "NS") == side)
    doubled = [c for c in calls[last + 1:] if c in ("X", "XX")]
    return int(calls[last][0]), strain, {"X": 2, "XX": 4}.get(doubled[-1] if doubled else "", 1), declarer


# -- double dummy --------------------------------------------------------------------------------
def _key(d: Deal) -> str:
    return hashlib.sha256(f"{d.hands}|{d.dealer}|{d.vulnerable}".encode()).hexdigest()[:24]


def _solve(deals: list[Deal]) -> list[dict]:
    from endplay.dds import calc_all_tables, calc_dd_table
    from endplay.types import Deal as EndplayDeal

    played = [EndplayDeal(d.hands) for d in deals]
    tables = list(calc_all_tables(played)) if len(played) > 1 else [calc_dd_table(played[0])]
    return [_table_dict(d, t) for d, t in zip(deals, tables)]


def _table_dict(d: Deal, table) -> dict:
    from endplay.dds import par
    from endplay.types import Denom, Player, Vul

    denoms = {"C": Denom.clubs, "D": Denom.diamonds, "H": Denom.hearts, "S": Denom.spades, "NT": Denom.nt}
    players = {"N": Player.north, "E": Player.east, "S": Player.south, "W": Player.west}
    tricks = {s: {strain: int(table[denoms[strain], players[s]]) for strain in STRAIN_ORDER} for s in SEATS}
    vul = {"None": Vul.none, "NS": Vul.ns, "EW": Vul.ew, "All": Vul.both}[d.vulnerable]
    result = par(table, vul, players[d.dealer])
    contracts = list(dict.fromkeys(_contract(c) for c in result))
    return {"tricks": tricks, "par": {"score": int(result.score), "contracts": contracts}}


def _contract(c) -> str:
    """A par contract in the form results are written here: «4S= N», «3HX-1 W»."""
    strain = "NT" if c.denom == 4 else "CDHS"[3 - c.denom]
    penalty = {1: "", 2: "X", 4: "XX"}[int(c.penalty)]
    result = "=" if c.result == 0 else f"{c.result:+d}"
    return f"{c.level}{strain}{penalty}{result} {'NESW'[c.declarer]}"


# The solver takes at most this many deals a call in all five strains (DDS's MAXNOOFTABLES: a
# 41st is refused, "Too many DD tables requested").
BATCH = 40


def double_dummy(deals: list[Deal], cache: Path | None) -> list[dict | None]:
    """For each deal, ``{tricks: {seat: {strain: n}}, par: {score (North-South), contracts}}``, or
    None when a hand is not known; the solver runs once for all the deals not yet in ``cache``."""
    out: list[dict | None] = [None] * len(deals)
    todo = []
    for i, d in enumerate(deals):
        if d is None or not complete(d.hands):
            continue
        known = _cached(cache, _key(d))
        if known is not None:
            out[i] = known
        else:
            todo.append(i)
    for start in range(0, len(todo), BATCH):
        batch = todo[start:start + BATCH]
        for i, solved in zip(batch, _solve([deals[i] for i in batch])):
            out[i] = solved
            _store(cache, _key(deals[i]), solved)
    return out


def _cached(cache: Path | None, key: str) -> dict | None:
    if cache is None:
        return None
    try:
        data = jsondata.loads(regular_bytes(cache / f"{key}.json").decode("utf-8"))
    except (OSError, ValueError):
        return None
    # what is read from disk is checked before it is shown: sealed by this user's own solver run
    # for this deal (an entry planted or copied beside a shared laws directory, or one made for
    # another deal, is a miss), and of the shape the solver writes
    if not isinstance(data, dict):
        return None
    seal = data.pop("seal", None)
    if not signed(_sealed(key, data), seal):
        return None
    return data if _solved_shape(data) else None


def _sealed(key: str, data: dict) -> bytes:
    """What an entry's seal is an HMAC of: the deal's key and the entry, its fields in order."""
    return f"{key}\n{json.dumps(data, sort_keys=True)}".encode("utf-8")


_PAR_CONTRACT = re.compile(r"^[1-7](?:C|D|H|S|NT)(?:XX|X)?(?:=|[+-]\d{1,2}) [NESW]$")


def _solved_shape(data) -> bool:
    """Whether ``data`` is what :func:`_table_dict` writes: each seat's tricks (0–13) in each
    strain, a par score and its contracts as results are written («4S= N»). A cache entry of any
    other shape is a miss (it failed every build and gave ``ruling show`` a traceback)."""
    if not (isinstance(data, dict) and set(data) == {"tricks", "par"}):
        return False
    tricks, par = data["tricks"], data["par"]
    counts = lambda t: isinstance(t, dict) and set(t) == set(STRAIN_ORDER) and all(
        type(n) is int and 0 <= n <= 13 for n in t.values())
    return (isinstance(tricks, dict) and set(tricks) == set(SEATS) and all(map(counts, tricks.values()))
            and isinstance(par, dict) and set(par) == {"score", "contracts"} and type(par["score"]) is int
            and abs(par["score"]) <= 10_000 and isinstance(par["contracts"], list) and len(par["contracts"]) <= 40
            and all(isinstance(c, str) and _PAR_CONTRACT.match(c) for c in par["contracts"]))


def _store(cache: Path | None, key: str, data: dict) -> None:
    if cache is None:
        return
    try:
        write_replacing(cache / f"{key}.json", json.dumps({**data, "seal": sign(_sealed(key, data))}))  # (a link for the folder removed, not written through)
    except OSError:
        pass  # a cache that cannot be written only costs time
