"""``bridge-laws check`` for the rulings: every file of ``laws/rulings/`` against the schema, the
corpus (each law it applies is a unit of its edition) and the rules of a deal, every problem
with its file and line, not just the first."""

from __future__ import annotations

from pathlib import Path

from ..errors import BridgeLawsError
from ..model import Corpus
from . import adjust, deal as deals, store
from .laws import known_refs
from .model import Ruling


def check_rulings(rulings_dir: Path, corpus: Corpus, years: tuple[int, ...], sources: set[str]) -> list[str]:
    """One line per problem: ``file:line: what``. ``sources``: the files of the manifest."""
    return _each(rulings_dir, lambda r: problems_of(r, corpus, years, sources))


def unknown_laws(rulings_dir: Path, corpus: Corpus) -> list[str]:
    """``file:line: what`` for each law a ruling applies that is no unit of the corpus (what the
    build refuses: a ruling's page would link a law that is not there)."""
    return _each(rulings_dir, lambda r: _unknown_laws(r, corpus))


def _each(rulings_dir: Path, problems) -> list[str]:
    """Each file's problems in the order of its lines: what its own text shows (all of them,
    `store.examine`), and what ``problems`` finds in the ruling (without the fields the schema
    refused) — but not again in a field that already has one (a ref that is no unit's is not also
    reported as no unit of the corpus)."""
    found = []
    for path in store.ruling_files(rulings_dir):
        ruling, own, text = store.examine_file(path)
        said = [getattr(e, "at", None) for e in own]
        here = [(e.line or 0, str(e)) for e in own]
        if ruling is not None:
            for at, message in problems(ruling):
                if not any(x is not None and (at[:len(x)] == x or x[:len(at)] == at) for x in said):
                    line = store.line_of(text, at) or 1
                    here.append((line, f"{path}:{line}: {message}"))
        found += [message for _, message in sorted(here, key=lambda lm: lm[0])]
    return found


def _unknown_laws(r: Ruling, corpus: Corpus) -> list[tuple[list, str]]:
    # (a text taken out by `unimport` may have been the one that gave the unit: the ruling goes first)
    return [(["laws", i, "ref"], f"{law.ref} is no unit of the {law.edition} Laws in the corpus (edit the "
                                 f"ruling, or take it out first: bridge-laws ruling remove {r.id}, or "
                                 "ruling unimport for a casebook's)")
            for i, law in enumerate(r.laws) if law.ref not in known_refs(corpus, law.edition)]


def problems_of(r: Ruling, corpus: Corpus, years: tuple[int, ...], sources: set[str]) -> list[tuple[list, str]]:
    """(where in the file, what) for everything in a ruling the schema cannot see."""
    found = []
    if r.edition not in years:
        found.append((["edition"], f"edition {r.edition} is not in laws/editions.yaml"))
    found += _unknown_laws(r, corpus)
    for key, read in _readers(r):
        try:
            read()
        except BridgeLawsError as exc:
            found.append(([key], str(exc)))
    if r.auction and r.auction.notes and max(n for n, _ in r.auction.notes) > len(r.auction.calls):
        found.append((["auction", "notes"], f"a note on a call after the last ({len(r.auction.calls)})"))
    if r.source.file and r.source.file not in sources:
        found.append((["source", "file"], f"{r.source.file} is not in laws/sources/sources.yaml"))
    return found


def _readers(r: Ruling):
    """The fields that must read as they would be typed, each with its reader."""
    if r.deal and r.deal.hands:
        yield "deal", lambda: deals.hands(r.deal.hands)
    if r.auction:
        yield "auction", lambda: [deals.call(c) for c in r.auction.calls]
    if r.table_result:
        yield "table_result", lambda: adjust.table_result(r.table_result)
    if r.adjusted:
        yield "adjusted", lambda: adjust.parse(r.adjusted)
