"""Rulings on disk: one YAML file per ruling in ``laws/rulings/``, ``<id>.yaml``.

A file is read as the user may have left it (a hand edit is checked as it stands): UTF-8 and no
aliases (``corpus.yamlio.read_yaml``), then the JSON Schema shipped beside this module, then
the dataclasses. Every failure names the file and the line. Writing is atomic (a temporary file
beside, then one rename), and the text fields are block scalars, so a ruling reads like a note.
"""

from __future__ import annotations

import datetime
import json
from functools import lru_cache
from importlib import resources
from pathlib import Path

import yaml

from ..corpus.yamlio import line_of
from ..errors import RulingError
from ..paths import write_replacing
from .model import ID_RE, Appeal, Auction, Deal, LawRef, Ruling, Source

SUFFIX = ".yaml"
README = "README.md"


@lru_cache(maxsize=1)
def schema() -> dict:
    text = resources.files("bridge_laws.rulings").joinpath("schema/ruling.schema.json").read_text(encoding="utf-8")
    return json.loads(text)


@lru_cache(maxsize=1)
def _validator():
    import jsonschema  # here, not above: `show` loads the rulings module whether or not there are any

    return jsonschema.Draft202012Validator(schema())


# -- Ruling → dict → YAML ------------------------------------------------------------------------
def _drop_empty(d: dict) -> dict:
    """A ruling's file holds what is known: no ``null``, no empty list, no empty text."""
    return {k: v for k, v in d.items() if v not in (None, "", [], {}, ())}


def to_dict(r: Ruling) -> dict:
    source = _drop_empty({"kind": r.source.kind, "title": r.source.title, "case": r.source.case,
                          "address": r.source.address, "file": r.source.file, "line": r.source.line})
    deal = _drop_empty({"dealer": r.deal.dealer, "vulnerable": r.deal.vulnerable, "hands": r.deal.hands}) if r.deal else None
    auction = _drop_empty({"calls": " ".join(r.auction.calls),
                           "notes": [{"call": n, "text": t} for n, t in r.auction.notes]}) if r.auction else None
    appeal = _drop_empty({"lodged": r.appeal.lodged, "decision": r.appeal.decision,
                          "deposit": r.appeal.deposit}) if r.appeal else None
    return _drop_empty({
        "id": r.id, "lang": r.lang, "edition": r.edition, "source": source, "date": r.date, "event": r.event,
        "session": r.session, "board": r.board, "deal": deal, "auction": auction, "play": r.play,
        "question": r.question, "facts": r.facts, "ruling": r.ruling, "reasoning": r.reasoning,
        "laws": [_drop_empty({"ref": x.ref, "edition": x.edition, "written": x.written}) for x in r.laws],
        "table_result": r.table_result, "adjusted": r.adjusted, "versus": r.versus, "field": list(r.field),
        "appeal": appeal,
    })


def dumps(r: Ruling) -> str:
    from ..corpus.yamlio import dump

    return dump(to_dict(r))


# -- dict → Ruling -------------------------------------------------------------------------------
def from_dict(d: dict) -> Ruling:
    """A ruling from a dict the schema accepted."""
    s, deal, auction, appeal = d["source"], d.get("deal"), d.get("auction"), d.get("appeal")
    return Ruling(
        id=d["id"], lang=d["lang"], edition=d["edition"],
        source=Source(s["kind"], s.get("title"), s.get("case"), s.get("address"), s.get("file"), s.get("line")),
        question=d["question"], facts=d.get("facts", ""), ruling=d.get("ruling", ""),
        reasoning=d.get("reasoning", ""), date=d.get("date"), event=d.get("event"), session=d.get("session"),
        board=d.get("board"),
        deal=Deal(deal["dealer"], deal["vulnerable"], deal.get("hands")) if deal else None,
        auction=Auction(tuple(auction["calls"].split()),
                        tuple((n["call"], n["text"]) for n in auction.get("notes", []))) if auction else None,
        play=d.get("play"),
        laws=tuple(LawRef(x["ref"], x["edition"], x.get("written")) for x in d.get("laws", [])),
        table_result=d.get("table_result"), adjusted=d.get("adjusted"), versus=d.get("versus"),
        field=tuple(d.get("field", [])),
        appeal=Appeal(appeal["lodged"], appeal.get("decision"), appeal.get("deposit")) if appeal else None,
    )


def _dates_as_text(d):
    """YAML reads an unquoted ``2024-03-14`` as a date; the schema wants the text."""
    if isinstance(d, dict) and isinstance(d.get("date"), datetime.date):
        d = dict(d, date=d["date"].isoformat())
    return d


def schema_problems(d) -> list[tuple[list, str]]:
    """(path in the document, message) for every way ``d`` fails the schema."""
    errors = sorted(_validator().iter_errors(_dates_as_text(d)), key=lambda e: list(e.path))
    return [(list(e.path), _short(e.message)) for e in errors]


def _short(message: str, limit: int = 160) -> str:
    return message if len(message) <= limit else message[:limit] + "…"


def parse(text: str, where: str) -> Ruling:
    """A ruling from the text of its file; RulingError with the file and line otherwise (the first
    problem: `examine` lists them all)."""
    ruling, problems = examine(text, where)
    if problems:
        raise problems[0]
    return ruling


def examine(text: str, where: str) -> tuple[Ruling | None, list[RulingError]]:
    """Every problem the text of a ruling's file shows by itself — its YAML, the schema, the values
    the schema's patterns let through — each with its line, in the file's order; and the ruling
    without the fields the schema refused (``_lenient``; None when there is none), so that `check`
    goes on to what needs the corpus."""
    from ..corpus.yamlio import parse_yaml

    def error(path, line, message):
        return RulingError(message, str(path), line)

    try:
        data = parse_yaml(text, Path(where), error)
    except RulingError as exc:
        return None, [exc]
    if not isinstance(data, dict):
        return None, [RulingError("a ruling is a mapping (id:, lang:, edition:, source:, question: …)", where, 1)]
    schema_found = schema_problems(data)
    errors = [_error_at(text, where, path, f"{'/'.join(map(str, path)) or '-'}: {message}")
              for path, message in schema_found + value_problems(data)]
    errors.sort(key=lambda e: e.line or 0)  # as the file is read, top to bottom
    return _lenient(data, schema_found), errors


def _error_at(text: str, where: str, path: list, message: str) -> RulingError:
    """The error of the value at ``path`` in the file, with its line, and the path kept (``at``)
    for `check` not to say a problem of that field twice."""
    error = RulingError(message, where, line_of(text, path) or 1)
    error.at = path
    return error


def _lenient(data: dict, schema_found: list[tuple[list, str]]) -> Ruling | None:
    """The ruling without the fields the schema refused (their problems are said), so that the
    rest is still checked against the corpus; None when what is left is no ruling (no id …)."""
    refused = {path[0] for path, _ in schema_found if path}
    if any(not path for path, _ in schema_found):
        return None
    kept = {k: v for k, v in data.items() if k not in refused}
    # a required field refused stands in as nothing: what is checked of it was said
    kept = {**{k: v for k, v in _STAND_IN.items() if k in refused}, **kept}
    try:
        return from_dict(_dates_as_text(kept))
    except (KeyError, TypeError, ValueError, AttributeError):
        return None


_STAND_IN = {"id": "", "lang": "", "edition": 0, "source": {"kind": ""}, "question": ""}


def value_problems(data: dict) -> list[tuple[list, str]]:
    """(path, message) for what the schema's patterns let through and the program cannot use: a
    law's ref that is no unit's («16ZZ!»), hands that are no deal (a suit of thirteen aces). A file
    edited by hand is refused here with its line, not by a traceback in `ruling show` or the site
    stage."""
    from ..corpus.query import front_ref
    from ..errors import BadValue
    from ..refs import is_canonical
    from .deal import hands

    found = []
    laws = data.get("laws")
    for k, law in enumerate(laws if isinstance(laws, list) else ()):
        ref = law.get("ref") if isinstance(law, dict) else None
        if isinstance(ref, str) and not (is_canonical(ref) or front_ref(ref) == ref):
            found.append((["laws", k, "ref"], f"{ref[:40]!r} is no unit's ref (16B1, 12C1(A), Definitions)"))
    deal = data.get("deal")
    if isinstance(deal, dict) and isinstance(deal.get("hands"), str):
        try:
            hands(deal["hands"])
        except BadValue as exc:
            found.append((["deal", "hands"], str(exc)))
    when = data.get("date")
    if isinstance(when, str):  # as `ruling add` reads one (a quoted «2024-13-45» reached the site)
        try:
            day = datetime.date.fromisoformat(when)
        except ValueError:
            found.append((["date"], f"date {when[:40]}: no such day"))
        else:
            if day > datetime.date.today():
                found.append((["date"], f"date {when}: after today; a ruling is recorded once it is made"))
    return found


# -- files ---------------------------------------------------------------------------------------
def ruling_files(rulings_dir: Path) -> list[Path]:
    _own(rulings_dir)
    return sorted(p for p in rulings_dir.glob(f"*{SUFFIX}") if p.is_file()) if rulings_dir.is_dir() else []


def _own(rulings_dir: Path) -> None:
    """The rulings live in the laws directory's own folder: a symlink there would have rulings
    read from, and written to, wherever it points."""
    if rulings_dir.is_symlink():
        raise RulingError("a symlink: rulings are read and written only in the laws directory's own rulings/ "
                          "folder (make it a directory)", str(rulings_dir))


def read(path: Path) -> Ruling:
    ruling, problems, _ = examine_file(path)
    if problems:
        raise problems[0]
    return ruling


def examine_file(path: Path) -> tuple[Ruling | None, list[RulingError], str]:
    """`examine` for a ruling's file, which is also named by its id; and the file's text ("" when it
    cannot be read), for the lines of what else is found in it."""
    from ..corpus.yamlio import utf8_text
    from ..paths import regular_bytes

    def error(where, line, message):
        return RulingError(message, str(where), line)

    try:
        text = utf8_text(regular_bytes(path), path, error)
    except OSError as exc:
        return None, [RulingError(f"cannot read: {exc.strerror}", str(path))], ""
    except RulingError as exc:
        return None, [exc], ""
    ruling, problems = examine(text, str(path))
    if ruling and ruling.id and ruling.id != path.stem:
        problems.insert(0, _error_at(text, str(path), ["id"], f"id {ruling.id!r} is not the file's name: the file of "
                                                              f"{ruling.id} is {ruling.id}{SUFFIX}"))
    return ruling, problems, text


def load_all(rulings_dir: Path) -> list[Ruling]:
    """Every ruling, by id; the first file that cannot be read stops the load (its file and line
    named): ``bridge-laws check`` lists them all."""
    return [read(path) for path in ruling_files(rulings_dir)]


def path_of(rulings_dir: Path, ruling_id: str) -> Path:
    if not ID_RE.fullmatch(ruling_id):
        raise RulingError(f"{ruling_id[:80]!r} is not a ruling id: lower-case letters, digits and hyphens, "
                          "at most 80 (2024-03-14-club-b7)")
    return rulings_dir / f"{ruling_id}{SUFFIX}"


def write(rulings_dir: Path, ruling: Ruling) -> Path:
    """Write one ruling atomically: whole or not at all."""
    target = path_of(rulings_dir, ruling.id)
    _own(rulings_dir)
    write_replacing(target, dumps(ruling))
    return target
