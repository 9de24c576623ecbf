"""Questions asked of the rulings: which apply a unit, which match a filter, one worked out in full
(its laws with their titles and their unit in the edition in force, the adjusted score worked
out, the double-dummy table and par). Plain data for the CLI, the API and the site."""

from __future__ import annotations

from dataclasses import dataclass
from pathlib import Path
from typing import TYPE_CHECKING

from ..errors import BridgeLawsError, NotFoundError
from ..model import Corpus
from ..paths import Paths
from ..refs import ancestors, law_of

# The store (YAML, the schema), the rulings' dataclasses and the resolution of their laws are
# imported when there is a ruling to read: `show --json` asks for the rulings of every unit it
# prints, and most laws directories have none (they were a tenth of a `show`). Adjust and deal
# (scoring tables, double dummy) when a ruling is worked out.
if TYPE_CHECKING:
    from .laws import Now
    from .model import LawRef, Ruling


def load(laws_dir: Path) -> list[Ruling]:
    folder = Paths(laws_dir).rulings
    if not any(folder.glob("*.yaml")):  # none (the files store.ruling_files lists)
        return []
    from . import store

    return store.load_all(folder)


def load_readable(laws_dir: Path) -> tuple[list[Ruling], list[BridgeLawsError]]:
    """Every ruling that can be read, and the first problem of each file that cannot (its file and
    line named): a list or one ruling shown need not wait for a file spoiled by hand."""
    folder = Paths(laws_dir).rulings
    if not any(folder.glob("*.yaml")):
        return [], []
    from . import store

    rulings, problems = [], []
    for path in store.ruling_files(folder):
        ruling, found, _ = store.examine_file(path)
        (problems.append(found[0]) if found else rulings.append(ruling))
    return rulings, problems


def newest_first(rulings) -> list[Ruling]:
    return sorted(rulings, key=lambda r: (r.date or "", r.id), reverse=True)


def find(rulings, ruling_id: str) -> Ruling:
    for r in rulings:
        if r.id == ruling_id:
            return r
    close = [r.id for r in rulings if ruling_id in r.id or r.id in ruling_id][:5]
    raise NotFoundError(f"no ruling {ruling_id!r}" + (f"; nearest: {', '.join(close)}" if close else
                                                     f" ({len(rulings)} ruling(s) in laws/rulings/)"))


def matches(r: Ruling, law: str | None = None, event: str | None = None, since: str | None = None) -> bool:
    """``law``: a canonical ref (a ruling applying it or a unit below it matches: 16 matches
    16B1(A)); ``event``: words of the event's name, any case; ``since``: an ISO date."""
    if law and not any(law == x.ref or law in _above(x.ref) for x in r.laws):
        return False
    if event and event.casefold() not in (r.event or "").casefold():
        return False
    return not since or (r.date or "") >= since


def _above(ref: str) -> list[str]:
    return ancestors(ref) if ref[:1].isdigit() else []


# -- which rulings apply a unit ------------------------------------------------------------------
@dataclass(frozen=True)
class Applied:
    """A ruling applying a unit: the law as the ruling cites it, and how the unit is reached
    (``now`` set when the ruling was made under an older edition and names this unit by
    its number then)."""

    ruling: Ruling
    law: LawRef
    now: Now | None = None


class Index:
    """(edition, ref) → the rulings applying that unit, newest first: each ruling under the unit of
    its own edition, and under the same unit of the edition in force when that is another."""

    def __init__(self, rulings, corpus: Corpus):
        self.corpus = corpus
        self.by_unit: dict[tuple[int, str], list[Applied]] = {}
        self.now: dict[tuple[str, LawRef], Now | None] = {}
        for r in newest_first(rulings):
            for law in r.laws:
                self._add((law.edition, law.ref), Applied(r, law))
                now = self.current(law, r.lang)
                if now is not None and now.ref:
                    self._add((now.current, now.ref), Applied(r, law, now))

    def _add(self, key, applied: Applied) -> None:
        self.by_unit.setdefault(key, []).append(applied)

    def current(self, law: LawRef, lang: str) -> Now | None:
        key = (lang, law)
        if key not in self.now:
            from .laws import in_current

            self.now[key] = in_current(self.corpus, law, lang)
        return self.now[key]

    def of(self, edition: int, ref: str) -> list[Applied]:
        return self.by_unit.get((edition, ref), [])

    def of_law(self, edition: int, number: int) -> list[Applied]:
        """Every ruling applying a unit of a law, each once, newest first."""
        seen, out = set(), []
        for (year, ref), found in self.by_unit.items():
            if year == edition and ref[:1].isdigit() and law_of(ref) == number:
                for a in found:
                    if a.ruling.id not in seen:
                        seen.add(a.ruling.id)
                        out.append(a)
        return newest_first_applied(out)


def newest_first_applied(found: list[Applied]) -> list[Applied]:
    return sorted(found, key=lambda a: (a.ruling.date or "", a.ruling.id), reverse=True)


def applied_json(a: Applied) -> dict:
    r = a.ruling
    return {"id": r.id, "date": r.date, "event": r.event, "question": r.question, "lang": r.lang,
            "edition": a.law.edition, "ref": a.law.ref, "via": a.now.ref if a.now else None}


def add_rulings(unit: dict, index: Index) -> dict:
    """A unit as ``show --json`` prints it, with ``rulings`` (those applying it) at every level."""
    unit["rulings"] = [applied_json(a) for a in index.of(unit["edition"], unit["ref"])]
    for child in unit.get("children", []):
        add_rulings(child, index)
    return unit


def show_json(laws_dir: Path, corpus: Corpus, unit: dict) -> dict:
    """``show --json``'s unit with the rulings of ``laws_dir`` applying each of its units."""
    return add_rulings(unit, Index(load_readable(laws_dir)[0], corpus))  # a spoiled file is `check`'s to name


# -- one ruling in full --------------------------------------------------------------------------
def law_json(corpus: Corpus, law: LawRef, lang: str, index: Index | None = None) -> dict:
    """A law a ruling applies: its title in the ruling's edition, the page it is on, and the same
    unit in the edition in force now (when that is another)."""
    titles = {x.lang: u.title for x in corpus.laws
              if x.edition == law.edition and law.ref[:1].isdigit() and x.number == law_of(law.ref)
              for u in x.unit.walk() if u.ref == law.ref}
    titles.update({lg: u.title for (year, lg), units in corpus.front.items() if year == law.edition
                   for u in units if u.ref == law.ref})
    langs = sorted(titles, key=lambda g: g != lang)
    title = next((titles[g] for g in langs if titles[g]), None)
    from .laws import in_current

    now = index.current(law, lang) if index else in_current(corpus, law, lang)
    return {"ref": law.ref, "edition": law.edition, "written": law.written, "title": title,
            "langs": langs,
            "now": {"edition": now.current, "ref": now.ref, "how": now.how} if now else None}


def worked_out(corpus: Corpus, r: Ruling) -> dict | None:
    """The adjusted score worked out from the tables of the ruling's edition (or the newest that
    has them), in the ruling's language when that edition has it; None when there is none."""
    if not r.adjusted:
        return None
    from ..corpus.scoring import for_edition
    from . import adjust

    vul = r.deal.vulnerable if r.deal else "None"
    try:
        figures = _figures(corpus, r, for_edition)
        imp_figures = for_edition(corpus, figures.edition, figures.lang, law=78) if r.versus is not None else None
        worked = adjust.work_out(adjust.parse(r.adjusted), vul, figures, imp_figures, r.versus, r.field)
        # a ruling with no board, deal or vulnerability recorded is scored as neither side
        # vulnerable, and says so: the score would be another with a side vulnerable
        return dict(worked, vulnerability_assumed=r.deal is None)
    except BridgeLawsError as exc:
        return {"error": str(exc)}


def _figures(corpus: Corpus, r: Ruling, for_edition):
    for edition, lang in ((r.edition, r.lang), (r.edition, None), (None, r.lang), (None, None)):
        for language in ([lang] if lang else ["ru", "en"]):
            try:
                return for_edition(corpus, edition, language)
            except BridgeLawsError:
                continue
    return for_edition(corpus, None, r.lang)


def ruling_json(corpus: Corpus, r: Ruling, dd: dict | None = None, index: Index | None = None) -> dict:
    """Everything ``ruling show --json`` prints: the ruling's own fields, then what is worked out."""
    from . import deal as deals

    from . import store

    data = store.to_dict(r)
    data["laws"] = [law_json(corpus, x, r.lang, index) for x in r.laws]
    if r.deal:
        data["deal"] = dict(data["deal"], diagram=deals.hand_suits(r.deal.hands) if r.deal.hands else None)
    if r.auction:
        data["auction"] = dict(data["auction"], calls=list(r.auction.calls),
                               rounds=deals.rounds(r.deal.dealer if r.deal else "N", r.auction.calls))
    data["adjusted_worked_out"] = worked_out(corpus, r)
    data["double_dummy"] = dd
    return data


def solved(rulings, laws_dir: Path) -> dict[str, dict | None]:
    """The double-dummy table and par of each ruling with four hands, by id (from the cache when
    it has them)."""
    from . import deal as deals

    with_hands = [r for r in rulings if r.deal and r.deal.hands]
    found = deals.double_dummy([r.deal for r in with_hands], Paths(laws_dir).double_dummy)
    return {r.id: d for r, d in zip(with_hands, found)}


def refs_of(rulings) -> list[str]:
    from .laws import sorted_refs

    return sorted_refs(x.ref for r in rulings for x in r.laws)
