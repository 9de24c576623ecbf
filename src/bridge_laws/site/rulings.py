"""The rulings on the site: a page per ruling (the deal drawn, the auction as a table, the facts,
the ruling, each law applied as a link with its preview and its unit in the edition in force, the
adjusted score worked out, double dummy and par), its appeal form to print on one A4 sheet, the
list of every ruling, and the static API's file per ruling. What each page shows is
``ruling show --json``'s data (:func:`bridge_laws.rulings.query.ruling_json`), arranged here."""

from __future__ import annotations

import json

from ..rulings.query import ruling_json
from .context import Page
from .urls import RULING, RULING_API, RULING_FORM, RULINGS

STRAINS = {"C": "♣", "D": "♦", "H": "♥", "S": "♠", "NT": "NT"}
SUITS = (("S", "♠"), ("H", "♥"), ("D", "♦"), ("C", "♣"))
RED = ("H", "D")
API_SEPARATORS = (",", ":")


def call_view(call: str | None) -> dict | None:
    """A call for the auction table: its text with the suit's sign, red for hearts and diamonds."""
    if call is None:
        return None
    if call[0].isdigit():
        strain = call[1:]
        return {"level": call[0], "sign": STRAINS[strain], "red": strain in RED, "text": call}
    return {"word": call}


def result_view(result: str) -> dict:
    """«4S-1 N» → the parts a template prints: level, the suit's sign, the rest."""
    contract, _, declarer = result.partition(" ")
    for strain, sign in STRAINS.items():
        for written in dict.fromkeys((strain, sign)):  # «4S-1» as typed, «4♠-1» as scoring writes it
            if len(contract) > 1 and contract[1:].startswith(written):
                return {"level": contract[0], "sign": sign, "red": strain in RED,
                        "rest": contract[1 + len(written):], "declarer": declarer}
    return {"text": result}


def _version(edition: int, langs: list[str], lang: str) -> str:
    """The version a law of the ruling is linked in: its edition, in the first language that has
    the unit (the ruling's own first: ``rulings.query.law_json`` orders them so)."""
    return f"{edition}-{langs[0] if langs else lang}"


def law_views(page: Page, data: dict) -> list[dict]:
    """Each law applied: a link to the unit in the ruling's edition (with its preview), and the
    same unit in the edition in force, when that is another."""
    out = []
    for law in data["laws"]:
        version = _version(law["edition"], law["langs"], data["lang"])
        view = dict(law, link=page.link(law["ref"], version) if law["ref"][:1].isdigit() else None)
        now = law.get("now")
        if now and now["ref"]:
            view["now_link"] = page.link(now["ref"], f"{now['edition']}-{version.split('-')[1]}")
        out.append(view)
    return out


def adjusted_view(page: Page, worked: dict | None) -> dict | None:
    """The worked-out score with each line's table row as a link (``77.html#77-t5``)."""
    if not worked or "error" in worked:
        return worked
    parts = []
    for p in worked["parts"]:
        lines = [dict(b, href=page.url(f"{b['source']['edition']}-{b['source']['lang']}/77.html"
                                       + (f"#{b['source']['table']}" if b["source"]["table"] else "")))
                 for b in p["breakdown"]]
        parts.append(dict(p, shown=result_view(p["result"]) if p["contract"] else {"text": p["result"]},
                          lines=lines))
    return dict(worked, parts=parts)


def hands_view(diagram: dict | None, lang: str = "en") -> dict | None:
    """Each seat's holding by suit; a Russian ruling's honours as a Russian diagram prints them,
    Т К Д В (rulings.deal.RUSSIAN_RANKS, read the other way), the ten as 10 in both."""
    if not diagram:
        return None
    from ..rulings.deal import RUSSIAN_RANKS

    letters = str.maketrans({latin: russian for russian, latin in RUSSIAN_RANKS.items()}) if lang == "ru" else {}

    def holding(cards: str) -> str:
        return cards.translate(letters) if cards else cards

    return {seat: [{"suit": s, "sign": sign, "red": s in RED, "cards": holding(cards.get(s)) or "—"} for s, sign in SUITS]
            if cards else [] for seat, cards in diagram.items()}


def view(page: Page, data: dict) -> dict:
    """Everything the ruling's page and form show, from ``ruling show --json``'s data."""
    auction = data.get("auction")
    if auction:
        auction = dict(auction, rounds=[[call_view(c) for c in row] for row in auction["rounds"]],
                       noted={n["call"]: i for i, n in enumerate(auction.get("notes", []), start=1)})
    return dict(data, laws=law_views(page, data), adjusted=adjusted_view(page, data["adjusted_worked_out"]),
                adjusted_text=data.get("adjusted"), auction=auction,
                hands=hands_view((data.get("deal") or {}).get("diagram"), data.get("lang", "en")),
                table_shown=result_view(data["table_result"]) if data.get("table_result") else None,
                double_dummy=_par_shown(data.get("double_dummy")),
                dense=len(" ".join(data.get(k) or "" for k in ("facts", "ruling", "reasoning"))) > 1800)


def _par_shown(dd: dict | None) -> dict | None:
    """The double-dummy data with its par contracts as the parts a template prints (``result_view``)."""
    if not dd or not dd.get("par"):
        return dd
    return dict(dd, par=dict(dd["par"], shown=[result_view(c) for c in dd["par"].get("contracts") or ()]))


def write_rulings(renderer, site) -> None:
    """The list, a page and an appeal form per ruling, and the API's file per ruling."""
    from ..rulings.fields import REQUIRED
    from ..rulings.query import newest_first

    rulings = newest_first(site.rulings)
    # the form to record one at the table: the fields a ruling cannot be without, marked required
    renderer.page(RULINGS, "rulings.html", Page(site, 1), rulings=rulings, required=REQUIRED)
    index = []
    for r in rulings:
        data = ruling_json(site.corpus, r, site.double_dummy.get(r.id), site.ruling_index)
        renderer.write(RULING_API.format(id=r.id), json.dumps(data, ensure_ascii=False, separators=API_SEPARATORS))
        page = Page(site, 1, ui=r.lang)
        renderer.page(RULING.format(id=r.id), "ruling.html", page, r=view(page, data))
        form = Page(site, 2, ui=r.lang)
        renderer.page(RULING_FORM.format(id=r.id), "ruling_appeal.html", form, r=view(form, data))
        index.append({"id": r.id, "date": r.date, "event": r.event, "board": r.board, "edition": r.edition,
                      "lang": r.lang, "laws": [x.ref for x in r.laws], "question": r.question,
                      "path": RULING_API.format(id=r.id)[4:], "page": RULING.format(id=r.id)})
    renderer.write("api/rulings/index.json", json.dumps({"format": "bridge-laws rulings api 1", "rulings": index},
                                                        ensure_ascii=False, separators=API_SEPARATORS))


def law_json_with_rulings(site, unit_json: dict) -> dict:
    """A law as the API gives it: ``show --json``'s shape, with the rulings applying each unit."""
    from ..rulings.query import add_rulings

    return add_rulings(unit_json, site.ruling_index)
