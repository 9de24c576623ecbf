"""The laws a ruling applies: refs resolved against the corpus, each with its edition.

A ref is read by the project's own finder (:func:`bridge_laws.refs.read_ref` for one typed alone,
:func:`bridge_laws.refs.find_citations` in running text), in any form it reads: ``16B1(a)``,
``Law 16 B 1 (a)``, ``L16B1a``, «правило 16Б1». It resolves when the edition the ruling was
made under has that unit in the corpus, in either language. Later editions renumber: the unit a
ref names in the edition in force now is found by :mod:`bridge_laws.corpus.diff`, which matches
units by title and text, so a ruling keeps pointing at the law it applied.
"""

from __future__ import annotations

import datetime
from dataclasses import dataclass

from ..corpus.query import front_ref, nearest, ranges
from ..errors import BadValue, BridgeLawsError
from ..model import LAST_LAW, Corpus, Location
from ..refs import find_citations, law_of, read_ref, sort_key
from .model import LawRef

FORMS = "16B1, 16B1(a), Law 16 B 1 (a), L16B1a, правило 16Б1, Definitions"

# The last corpus asked about and the refs of each of its editions: one corpus kept alive.
_KNOWN: list = []


def known_refs(corpus: Corpus, edition: int) -> set[str]:
    """Every unit of ``edition`` in the corpus, in any language, and its parts before Law 1."""
    if not _KNOWN or _KNOWN[0] is not corpus:
        by_edition: dict[int, set[str]] = {}
        for law in corpus.laws:
            by_edition.setdefault(law.edition, set()).update(u.ref for u in law.unit.walk())
        for (year, _), units in corpus.front.items():
            by_edition.setdefault(year, set()).update(u.ref for u in units)
        _KNOWN[:] = [corpus, by_edition]
    return _KNOWN[1].get(edition, set())


def editions_in(corpus: Corpus) -> list[int]:
    return sorted({law.edition for law in corpus.laws})


def edition_at(date: str | None, years: tuple[int, ...]) -> int:
    """The edition in force on ``date`` (ISO): the newest whose year is not after it; the newest
    of all when there is no date."""
    year = datetime.date.fromisoformat(date).year if date else None
    fitting = [y for y in years if year is None or y <= year]
    return max(fitting) if fitting else min(years)


def without_text(corpus: Corpus, edition: int, about: str = "") -> BadValue:
    """The corpus has no text of ``edition``: what to do instead."""
    have = ", ".join(map(str, editions_in(corpus))) or "none"
    return BadValue(f"{about}the corpus has no text of the {edition} Laws (editions in it: {have}); a ruling "
                    f"applies a unit the corpus holds: import that edition's text (bridge-laws import FILE "
                    f"--edition {edition}), or record it under an edition the corpus holds (--edition {have})")


def resolve(corpus: Corpus, typed: str, edition: int) -> LawRef:
    """The unit ``typed`` names in ``edition``; BadValue (one line, with the nearest) otherwise."""
    shown = typed.strip()[:60]
    ref = front_ref(typed) or read_ref(typed)
    if ref is None:
        raise BadValue(f"{shown!r} is not a reference to a law: write it as {FORMS}")
    known = known_refs(corpus, edition)
    if not known:
        raise without_text(corpus, edition, f"{shown}: ")
    if ref not in known:
        one = Corpus(laws=tuple(law for law in corpus.laws if law.edition == edition))
        held = sorted({law.number for law in one.laws})
        if ref[0].isdigit() and not 1 <= law_of(ref) <= LAST_LAW:  # no law of any edition: a slip
            raise BadValue(f"{shown}: there is no Law {law_of(ref)} (the Laws run from 1 to {LAST_LAW}): give the "
                           f"law the ruling applies")
        if ref[0].isdigit() and law_of(ref) not in held:  # a law of the Laws whose text is not imported
            others = sorted({x.edition for x in corpus.laws if x.number == law_of(ref) and x.edition != edition})
            under = f", or record it under an edition that holds it (--edition {', '.join(map(str, others))})" if others else ""
            raise BadValue(f"{shown}: the corpus holds no text of Law {law_of(ref)} of the {edition} Laws (of that "
                           f"edition it holds Laws {ranges(held)}): import it (bridge-laws import), give a law "
                           f"it holds{under}")
        close = nearest(one, ref) if ref[0].isdigit() else sorted(r for r in known if not r[0].isdigit())
        hint = f"; nearest: {', '.join(close)}" if close else ""
        raise BadValue(f"the corpus holds no {ref} of the {edition} Laws (typed {shown!r}){hint}")
    return LawRef(ref, edition, typed.strip() if typed.strip() != ref else None)


@dataclass(frozen=True)
class Found:
    """A ref found in a text, resolved or not, with where it was written."""

    ref: str
    written: str
    where: Location | None
    resolved: bool


def find_in_text(corpus: Corpus, text: str, edition: int, where: Location | None = None,
                 alphabet: bool | None = None) -> list[Found]:
    """Every law a text cites, in order, each once, resolved against ``edition``."""
    known = known_refs(corpus, edition)
    seen, found = set(), []
    for citation in find_citations(text, None, where, alphabet):
        if citation.ref not in seen:
            seen.add(citation.ref)
            found.append(Found(citation.ref, citation.text, where, citation.ref in known))
    return found


@dataclass(frozen=True)
class Now:
    """The unit a ruling's ref names in the edition in force now (``current``): ``ref`` None when
    that edition has no such unit; ``how``: same, renumbered, changed, removed, or unknown (the
    corpus cannot tell: a version without text)."""

    current: int
    ref: str | None
    how: str


def current_edition(corpus: Corpus, law: int) -> int | None:
    """The newest edition of the corpus that has Law ``law``."""
    return max((x.edition for x in corpus.laws if x.number == law), default=None)


def in_current(corpus: Corpus, law_ref: LawRef, lang: str) -> Now | None:
    """The same unit in the current edition, when that is not the ruling's; None when it is."""
    if not law_ref.ref[0].isdigit():
        return None
    current = current_edition(corpus, law_of(law_ref.ref))
    if current is None or current == law_ref.edition:
        return None
    from ..corpus.diff import diff_units

    for language in (lang, *(x for x in ("ru", "en") if x != lang)):
        try:
            diff = diff_units(corpus, str(law_of(law_ref.ref)), law_ref.edition, current, language)
        except BridgeLawsError:
            continue
        change = next((c for c in diff.changes if c.old_ref == law_ref.ref), None)
        if change is not None:  # a unit one edition has without its text: not compared
            return Now(current, change.new_ref, "unknown" if change.change == "untexted" else change.change)
    there = law_ref.ref in known_refs(corpus, current)
    return Now(current, law_ref.ref if there else None, "unknown" if there else "removed")


def sorted_refs(refs) -> list[str]:
    return sorted(set(refs), key=lambda r: sort_key(r) if r[0].isdigit() else (0,))
