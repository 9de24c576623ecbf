"""Adjusted scores, assigned or weighted, worked out from the Laws' own scoring tables.

An adjusted score is written as the director says it: ``60% 4S= N, 40% 4S-1 N`` (weights in
percent, each with a result: contract, result, declarer), or one result alone (an assigned
score, ``4S-1 N``); ``Pass`` for a board passed out. Every figure comes from the corpus through
:mod:`bridge_laws.corpus.scoring`, as ``bridge-laws score`` works it out: each part's score for
North-South, the weighted score, and, against the other table's score (``versus``) or the other
scores of the board (``field``), the IMPs (Law 78B) or matchpoints (Law 78A) each part earns and
their weighted sum. Scores are North-South's: East-West's are the same with the sign turned.
"""

from __future__ import annotations

import re
from dataclasses import dataclass

from ..corpus.scoring import Contract, Figures, imps, matchpoints, parse_contract, score
from ..errors import BadValue
from .deal import seat

SIDES = {"N": "NS", "S": "NS", "E": "EW", "W": "EW"}
# --vulnerable as a scoresheet or a PBN Vulnerable tag says it
VULNERABLE = {"ns": "NS", "n-s": "NS", "ew": "EW", "e-w": "EW", "both": "All", "all": "All", "none": "None",
              "love": "None", "-": "None"}
_PART = re.compile(r"^(?:(?P<weight>\d{1,3}(?:[.,]\d+)?)\s*%\s*)?(?P<result>.+?)\s+(?P<declarer>\S+)$")
_PASS = re.compile(r"(?i)^\s*(?:(?P<weight>\d{1,3}(?:[.,]\d+)?)\s*%\s*)?(?:pass(?:ed out)?|пас)\s*$")
# An artificial adjusted score as directors write it: A+, A−, A= (Cyrillic А too), Ave+, "average
# minus", «среднее»: awarded as a percentage, never worked out from a contract
_ARTIFICIAL = re.compile(r"(?i)(?<![^\W\d_])(?:[aа]|ave|avg|average|средн\w*)\s*(?:[+=\-−–]|plus|minus|плюс|минус)"
                         r"|(?<![^\W\d_])(?:average|среднее)(?![^\W\d_])")


@dataclass(frozen=True)
class Part:
    weight: float  # percent
    contract: Contract | None  # None: passed out
    declarer: str | None

    def __str__(self) -> str:
        if self.contract is None:
            return "Pass"
        return f"{self.contract} {self.declarer}"


def vulnerable_side(text: str | None) -> str:
    """NS, EW, All or None from ``--vulnerable`` or a deal's Vulnerable tag."""
    if text is None:
        return "None"
    found = VULNERABLE.get(text.strip().lower()) or {"None": "None", "NS": "NS", "EW": "EW", "All": "All"}.get(text)
    if found is None:
        raise BadValue(f"--vulnerable {text[:20]!r}: one of NS, EW, both, none")
    return found


def parse(text: str) -> tuple[Part, ...]:
    """«60% 4S= N, 40% 4S-1 N» → the parts; one result alone is 100%. BadValue (exit 2) says
    what is wrong: a part with no declarer, weights that do not come to 100%."""
    # parts are split at «;» or at a comma after a declarer («N, 40%»), never inside «33,3%»
    chunks = [c.strip() for c in re.split(r"\s*;\s*|(?<!\d)\s*,\s*", text.strip()) if c.strip()]
    if _ARTIFICIAL.search(text):
        raise BadValue(f"{text.strip()[:40]!r} is an artificial adjusted score (average plus, average minus): it is "
                       "awarded as a percentage, not worked out from contracts; write it in the ruling's words, "
                       "and give an assigned score as contracts (4S-1 N, or 60% 4S= N, 40% 4S-1 N)")
    if not chunks:
        raise BadValue("an adjusted score: one result (4S-1 N) or weighted results (60% 4S= N, 40% 4S-1 N)")
    parts = [_part(c, len(chunks)) for c in chunks]
    total = sum(p.weight for p in parts)
    if abs(total - 100) > 1e-6:
        shown = " + ".join(f"{p.weight:g}%" for p in parts)
        raise BadValue(f"the weights of {text.strip()[:80]!r} come to {total:g}% ({shown}), not 100%")
    return tuple(parts)


def _part(chunk: str, count: int) -> Part:
    passed = _PASS.match(chunk)
    m = passed or _PART.match(chunk)
    if m is None:
        raise BadValue(f"{chunk[:40]!r}: a result is a contract, its result and declarer: 4S= N, 3NTX-2 E, Pass")
    weight = m["weight"]
    if weight is None and count > 1:
        raise BadValue(f"{chunk[:40]!r}: each part of a weighted score has its weight (60% 4S= N, 40% 4S-1 N)")
    value = 100.0 if weight is None else float(weight.replace(",", "."))
    if not 0 < value <= 100:
        raise BadValue(f"{chunk[:40]!r}: a weight is more than 0% and at most 100%")
    if passed:
        return Part(value, None, None)
    return Part(value, parse_contract(m["result"]), seat(m["declarer"], "declarer"))


def table_result(text: str) -> Part:
    """The result at the table: one result, no weight («4S= N», «Pass»)."""
    parts = parse(text)
    if len(parts) != 1 or "%" in text:
        raise BadValue(f"the result at the table {text.strip()[:40]!r} is one result: 4S= N")
    return parts[0]


def ns_score(f: Figures, part: Part, vulnerable: str) -> tuple[int, object | None]:
    """North-South's score for a part, and the breakdown (:class:`scoring.Score`) it came from."""
    if part.contract is None:
        return 0, None
    side = SIDES[part.declarer]
    worked = score(f, part.contract, vulnerable in (side, "All"))
    return (worked.score if side == "NS" else -worked.score), worked


def work_out(parts, vulnerable: str, figures: Figures, imp_figures: Figures | None = None,
             versus: int | None = None, field: tuple[int, ...] = ()) -> dict:
    """Each part's score for North-South and, given ``versus`` or ``field``, its IMPs or
    matchpoints; then the weighted sums. Plain data, as ``adjust --json`` prints it."""
    rows, weighted = [], {"score": 0.0}
    for part in parts:
        ns, worked = ns_score(figures, part, vulnerable)
        row = {"weight": part.weight, "result": str(part), "declarer": part.declarer,
               "contract": str(part.contract) if part.contract else None,
               "vulnerable": bool(part.declarer and vulnerable in (SIDES[part.declarer], "All")),
               "score": ns, "breakdown": [ln.to_dict() for ln in worked.breakdown] if worked else []}
        weighted["score"] += part.weight * ns / 100
        if versus is not None:
            got = imps(imp_figures or figures, ns - versus)
            row["imps"] = got.imps
            row["imp_band"] = got.to_dict()["band"]
            weighted["imps"] = weighted.get("imps", 0.0) + part.weight * got.imps / 100
        if field:
            mp = matchpoints([ns, *field])[0]["matchpoints"]
            row["matchpoints"] = mp
            weighted["matchpoints"] = weighted.get("matchpoints", 0.0) + part.weight * mp / 100
        rows.append(row)
    if field:
        weighted["percent"] = 100 * weighted["matchpoints"] / (2 * len(field))
    weighted = {k: round(v, 2) for k, v in weighted.items()}
    return {"parts": rows, "weighted": weighted, "vulnerable": vulnerable, "versus": versus,
            "field": list(field), "top": 2 * len(field) if field else None,
            "edition": figures.edition, "lang": figures.lang}
