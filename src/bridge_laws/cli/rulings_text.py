"""A ruling as plain text for ``ruling show``: from the same data ``--json`` prints; and as a line
of ``ruling list`` (and of ``show REF`` under its unit)."""

from __future__ import annotations

import textwrap

from .terminal import clip

SUITS = (("S", "♠"), ("H", "♥"), ("D", "♦"), ("C", "♣"))
STRAIN_SIGNS = {"C": "♣", "D": "♦", "H": "♥", "S": "♠", "NT": "NT"}
VULNERABLE = {"None": "none vulnerable", "NS": "NS vulnerable", "EW": "EW vulnerable", "All": "both vulnerable"}


def render(d: dict) -> list[str]:
    lines = [f"{d['id']}  [{d['edition']} {d['lang']}] · {d['source']['kind']}"
             + (f": {d['source'].get('title')}" if d["source"].get("title") else "")
             + (f", case {d['source']['case']}" if d["source"].get("case") else "")]
    where = ", ".join(str(x) for x in (d.get("event"), d.get("session"), f"board {d['board']}" if d.get("board")
                                       else None, d.get("date")) if x)
    if where:
        lines.append(where)
    lines.append(f"Question: {d['question']}")
    lines += _laws(d["laws"])
    lines += _deal(d)
    for key, label in (("facts", "Facts"), ("ruling", "Ruling"), ("reasoning", "Reasoning"), ("play", "Play")):
        if d.get(key):
            lines += _para(label, d[key])
    if d.get("table_result"):
        lines.append(f"At the table: {d['table_result']}")
    lines += _adjusted(d)
    lines += _double_dummy(d.get("double_dummy"))
    if d.get("appeal"):
        a = d["appeal"]
        decision = (a.get("decision") or "").rstrip(" .")  # a sentence of its own: its stop before the deposit's
        lines += _para("Appeal", "lodged" + (f"; the committee: {decision}" if decision else "")
                       + (f"; deposit {a['deposit']}" if a.get("deposit") else ""))
    return lines


def _para(label: str, text: str) -> list[str]:
    out = [f"{label}:"]
    for para in text.split("\n\n"):
        out += textwrap.wrap(para, 96, initial_indent="  ", subsequent_indent="  ") or [""]
    return out


def _laws(laws: list[dict]) -> list[str]:
    out = ["Laws applied:"]
    for x in laws:
        line = f"  {x['ref']} ({x['edition']})" + (f" «{x['title']}»" if x.get("title") else "")
        if x.get("written"):
            line += f", written «{x['written']}»"
        now = x.get("now")
        if now:
            line += (f"; in the {now['edition']} Laws: {now['ref']} ({now['how']})" if now["ref"]
                     else f"; not in the {now['edition']} Laws")
        out.append(line)
    return out


def _deal(d: dict) -> list[str]:
    deal = d.get("deal")
    if not deal:
        return []
    out = [f"Deal: dealer {deal['dealer']}, {VULNERABLE[deal['vulnerable']]}"]
    diagram = deal.get("diagram")
    if diagram:
        hand = {s: [f"{sign} {diagram[s].get(suit, '?')}" if diagram[s] else "" for suit, sign in SUITS]
                for s in "NESW"}
        out += [" " * 22 + x for x in hand["N"]]
        out += [f"  {w:<20}{'':20}{e}" for w, e in zip(hand["W"], hand["E"])]
        out += [" " * 22 + x for x in hand["S"]]
    auction = d.get("auction")
    if auction:
        out.append("  " + "".join(f"{h:<8}" for h in ("West", "North", "East", "South")))
        for row in auction["rounds"]:
            out.append("  " + "".join(f"{_call(c):<8}" for c in row).rstrip())
        for note in auction.get("notes", []):
            out.append(f"  ({note['call']}) {note['text']}")
    return out


def _call(call: str | None) -> str:
    if not call:
        return ""
    if call[0].isdigit():
        return call[0] + STRAIN_SIGNS.get(call[1:], call[1:])
    return call


def _adjusted(d: dict) -> list[str]:
    w = d.get("adjusted_worked_out")
    if not d.get("adjusted"):
        return []
    out = [f"Adjusted: {d['adjusted']}"]
    if not w or "error" in (w or {}):
        return out + ([f"  (not worked out: {w['error']})"] if w else [])
    out.append(f"  worked out from the {w['edition']} {w['lang']} tables; scores are North-South's")
    if w.get("vulnerability_assumed"):
        out.append("  no board or vulnerability recorded: worked out with neither side vulnerable "
                   "(record --board or --vulnerable to score it as it was)")
    for p in w["parts"]:
        extra = f"  {p['imps']:+d} IMP" if "imps" in p else ""
        extra += f"  {p['matchpoints']} of {w['top']} matchpoints" if "matchpoints" in p else ""
        out.append(f"  {p['weight']:>5g}%  {p['result']:<10} {p['score']:+6d}{extra}")
    total = f"  weighted: {w['weighted']['score']:+g}"
    total += f"; {w['weighted']['imps']:+g} IMP against {w['versus']:+d}" if "imps" in w["weighted"] else ""
    total += f"; {w['weighted']['percent']:g}%" if "percent" in w["weighted"] else ""
    return out + [total]


def _double_dummy(dd: dict | None) -> list[str]:
    if not dd:
        return []
    out = ["Double dummy (tricks for each declarer):", "        " + "".join(f"{STRAIN_SIGNS[s]:>4}" for s in
                                                                           ("C", "D", "H", "S", "NT"))]
    for seat in "NESW":
        out.append(f"  {seat}     " + "".join(f"{dd['tricks'][seat][s]:>4}" for s in ("C", "D", "H", "S", "NT")))
    par = dd["par"]
    out.append(f"  par: {par['score']:+d} (North-South): {', '.join(par['contracts']) or 'pass'}")
    return out


def list_line(r, refs=None, where: bool = True) -> str:
    """A ruling as `ruling list` lists it: date, id, event and board (without ``where``: under a
    unit `show REF` prints), the laws it applies (``refs``: those of them asked about), its question."""
    at = ", ".join(x for x in (r.event, f"b{r.board}" if r.board else None) if x) if where else None
    return "  ".join(x for x in (f"{r.date or '':10}", r.id, at, f"[{', '.join(refs or [x.ref for x in r.laws])}]",
                                 clip(r.question)) if x is not None)
