"""Inspecting a file of rulings before anything is written: what it is (a casebook or commentary
in any format ``readers/formats`` reads, a PBN file with commentary, a YAML or CSV log), its
cases, and each case read into a ruling and checked as ``ruling add`` checks one."""

from __future__ import annotations

import hashlib
import re
from collections import Counter
from dataclasses import dataclass, field, replace
from pathlib import Path

from ...errors import BadValue, BridgeLawsError, RulingError, SourceError
from ...model import Corpus
from ...paths import Paths
from ...readers.sources import SourceEntry
from ...rulings import casebook, fields as typed, logs
from ...rulings.laws import find_in_text, resolve
from ...rulings.model import Ruling


@dataclass(frozen=True)
class Earlier:
    """An earlier import of a file of the same name, which this one replaces: its manifest entry,
    its ruling files, and the id each of its cases was given (``case_key`` → id), which the same
    case keeps (a link to a ruling still leads to it after its casebook was corrected)."""
    entry: SourceEntry
    files: tuple[str, ...]
    ids: dict[str, str]


def case_key(number: str | None, position: int) -> str:
    """A case as an import of a corrected casebook finds it again: by its number as printed, or,
    in a text without numbers, by its place."""
    return f"case {number}" if number else f"place {position}"


@dataclass(frozen=True)
class Plan:
    path: Path
    data: bytes
    form: str  # what the file is, for the user: "a casebook (Markdown)", "a PBN file", "a CSV log"
    title: str | None
    edition: int | None
    lang: str | None
    how: dict = field(default_factory=dict)  # field → "given" / "detected: why"
    rulings: tuple[Ruling, ...] = ()
    cases: tuple = ()  # (label, line, the refs as written) per ruling, for the report
    notes: tuple[str, ...] = ()
    replaces: Earlier | None = None  # the earlier import of a file of this name it replaces

    @property
    def name(self) -> str:
        return self.path.name

    @property
    def sha256(self) -> str:
        return hashlib.sha256(self.data).hexdigest()


def inspect(path: Path, laws_dir: Path, corpus: Corpus, existing: set[str], *, edition: int | None = None,
            lang: str | None = None, title: str | None = None, address: str | None = None,
            kind: str = "casebook", replaces: Earlier | None = None) -> Plan:
    """Read ``path`` into rulings. Raises SourceError / RulingError (file and line) for what
    cannot be imported; an edition the text does not name is left None for the caller to ask.
    ``replaces``: the earlier import of the file it takes the place of (its rulings' ids are
    free again, and a case found again keeps its id)."""
    from ...corpus import editions
    from ..importer.plan import read_document, read_regular_file, refuse_duplicate

    data = read_regular_file(path)
    if not data:
        raise SourceError(path.name, "empty file (0 bytes): nothing to import")
    refuse_duplicate(data, path.name, Paths(laws_dir).sources)
    document, _ = read_document(data, path.name)
    text = document.text
    if document.format == "markdown":  # a YAML log whose comment lines ("# …") look like Markdown's headings
        from ...text.decode import decode

        raw = decode(data, path.name).text
        if logs.looks_log(raw, path.name) == "yaml":
            document, text = replace(document, format="text"), raw
    years = editions.years(laws_dir)
    how = {"edition": "given"} if edition else {}
    if edition is None:
        edition, why = _named_edition(text, years)
        if edition is not None:
            how["edition"] = f"detected: {why}"
    from ...readers.formats.language import language_of

    how["lang"] = "given" if lang else "detected: the language of its words"
    lang = lang or language_of(text)
    ctx = typed.Context(corpus, years)
    plan = Plan(path, data, "", title, edition, lang, how, replaces=replaces)
    if replaces:
        existing = existing - {Path(f).stem for f in replaces.files}
    if document.format == "text" and logs.looks_pbn(text):
        return _from_pbn(plan, text, ctx, existing, address, kind)
    log = logs.looks_log(text, path.name) if document.format == "text" else None
    if log:
        return _from_log(plan, text, log, ctx, existing)
    from ...readers.formats import FORMAT_READERS

    plan = replace(plan, form=f"a {kind} ({FORMAT_READERS[document.format].label})")
    return _from_casebook(plan, text, ctx, existing, address, kind)


def _named_edition(text: str, years: tuple[int, ...]) -> tuple[int | None, str]:
    """The one edition a text names (its title page first: "… under the 2017 Laws")."""
    head = "\n".join(text.split("\n")[:40])
    for part, where in ((head, "its first page"), (text, "the text")):
        named = {y for y in years if re.search(rf"(?<!\d){y}(?!\d)", part)}
        if len(named) == 1:
            year = named.pop()
            return year, f"{where} names only the {year} Laws"
    return None, ""


def missing(plan: Plan) -> list[str]:
    return [k for k, v in (("edition", plan.edition), ("lang", plan.lang)) if not v]


# -- casebooks -----------------------------------------------------------------------------------
def _from_casebook(plan: Plan, text: str, ctx, existing: set[str], address, kind) -> Plan:
    front, cases = casebook.split(text.split("\n"))
    title = plan.title or next((t.strip().lstrip("#").strip() for _, t in front if t.strip()), None) or plan.path.stem
    plan = replace(plan, title=title[:200])
    if plan.edition is None:
        return plan
    found = [casebook.read_case(c, plan.name, _citer(ctx.corpus, plan.edition)) for c in cases]
    return _rulings(plan, found, ctx, existing, address, kind)


def _citer(corpus: Corpus, edition: int):
    def cite(text, where, alphabet=None):
        return find_in_text(corpus, text, edition, where, alphabet)

    return cite


def _rulings(plan: Plan, found, ctx, existing: set[str], address, kind, label: str = "case") -> Plan:
    """Each case made a ruling, its refs resolved first (a ref to no unit names its line)."""
    rulings, report, ids = [], [], set(existing)
    stem = _stem(plan)
    if len(found) == 1 and not found[0].number and not found[0].cited and set(found[0].fields) <= _UNLABELLED:
        raise RulingError("no ruling found in it: no case heading, no law cited, no labelled field (Facts:, "
                          "Ruling: …) and no deal; one ruling of a few words is `bridge-laws ruling add`", plan.name)
    for i, case in enumerate(found, start=1):
        laws = [_resolved(ctx.corpus, ref, written, where, plan.edition) for ref, written, where, _ in case.cited]
        fields = dict(case.fields, laws=[(x, w) for x, w in laws], lang=plan.lang, edition=plan.edition,
                      source_kind=kind, source_title=plan.title, case=case.number, address=address,
                      source_line=case.line, id=_kept_id(plan, case_key(case.number, i), ids)
                      or _case_id(stem, case.number or str(i), ids))
        ruling = _made(fields, ctx, plan.name, case.line, case.lines)
        ids.add(ruling.id)
        rulings.append(ruling)
        report.append((f"{label} {case.number}" if case.number else None, case.title, case.line, [w for _, w in laws]))
    note = () if found and any(c.number for c in found) else ("no case headings: the text is read as one case",)
    return replace(plan, rulings=tuple(rulings), cases=tuple(report), notes=plan.notes + note)


# What a text without headings, labels or a deal is read as: its text, and the question taken from it.
_UNLABELLED = {"facts", "question"}


def _resolved(corpus: Corpus, ref: str, written: str, where, edition: int) -> tuple[str, str]:
    try:
        return resolve(corpus, ref, edition).ref, written
    except BadValue as exc:
        raise RulingError(f"«{written}»: {exc}", where.file if where else None, where.line if where else None) from None


def _made(fields: dict, ctx, file: str, line: int, lines: dict | None = None, taken: set[str] = frozenset()) -> Ruling:
    """The ruling (its id made apart from ``taken``), or RulingError naming the line the failing
    field was written on."""
    try:
        return typed.make(fields, ctx, taken)
    except BadValue as exc:
        raise RulingError(str(exc), file, (lines or {}).get(getattr(exc, "field", None), line)) from None


def _stem(plan: Plan) -> str:
    stem = re.sub(r"[^a-z0-9]+", "-", typed.ascii_name(plan.path.stem).lower()).strip("-")[:30] or "casebook"
    return f"{stem}-{plan.sha256[:6]}"


def _kept_id(plan: Plan, key: str, taken: set[str]) -> str | None:
    """The id the same case had in the import this one replaces, if it is free."""
    kept = plan.replaces.ids.get(key) if plan.replaces else None
    return kept if kept and kept not in taken else None


def _case_id(stem: str, number: str, taken: set[str]) -> str:
    base = f"{stem}-{re.sub(r'[^a-z0-9]+', '-', number.lower()).strip('-') or 'case'}"
    name, n = base, 2
    while name in taken:
        name, n = f"{base}-{n}", n + 1
    return name


# -- PBN files -----------------------------------------------------------------------------------
def _from_pbn(plan: Plan, text: str, ctx, existing: set[str], address, kind) -> Plan:
    plan = replace(plan, form="a PBN file with commentary", title=plan.title or plan.path.stem)
    found = []
    for case, tags in logs.pbn_cases(text):
        said = casebook.labelled(casebook.paragraphs(case.lines))
        fields = {**casebook.read_pbn(tags, plan.name), **dict(said.fields)}
        edition = plan.edition or _edition_of(fields, ctx)
        listed = fields.pop("laws", "")  # a list decides, as in a casebook's case
        cited = casebook.laws_applied(listed, dict(said.lines).get("laws", case.line), casebook.paragraphs(case.lines),
                                      _citer(ctx.corpus, edition), plan.name)
        fields["question"] = fields.get("question") or casebook.first_sentence(fields.get("facts", ""))
        fields["edition"] = edition
        found.append(casebook.Case(case.number, None, case.line, fields, cited))
    if not found:
        raise RulingError("a PBN file with no game in it", plan.name, 1)
    return _rulings(replace(plan, edition=plan.edition or found[0].fields["edition"]), found, ctx, existing,
                    address, kind, label="board")


def _edition_of(fields: dict, ctx) -> int:
    from ...rulings.laws import edition_at

    try:
        return edition_at(typed.date(fields["date"]) if fields.get("date") else None, ctx.years)
    except BadValue:
        return edition_at(None, ctx.years)


# -- logs ----------------------------------------------------------------------------------------
def _from_log(plan: Plan, text: str, kind: str, ctx, existing: set[str]) -> Plan:
    plan = replace(plan, form=f"a {kind.upper()} log")
    given_lang = plan.how.get("lang") == "given"
    rulings, report, ids = [], [], set()
    rows, left_out = logs.log_rows(text, kind, plan.name)
    if left_out:
        what = "column(s)" if kind == "csv" else "key(s)"
        plan = replace(plan, notes=plan.notes + (f"{what} not read (no ruling's field): "
                                                 f"{', '.join(repr(x) for x in left_out)}",))
    problems: list[RulingError] = []  # every row's, said at once: a director mends them in one go
    unfinished: list[tuple[int, list[str]]] = []  # rows without facts or a ruling: a note to complete
    seen: dict = {}  # each ruling's words → the line it was read at
    twice: list[tuple[int, int]] = []  # (line, the line of the same ruling before it)
    for line, row in rows:
        absent = typed.missing(row)
        if {"question", "laws"} & set(absent):  # the least a ruling is: what was asked, and the law applied
            problems.append(RulingError(f"no {' and no '.join(k for k in absent if k in ('question', 'laws'))} "
                                        "(a row of a log needs at least its question and its laws)", plan.name, line))
            continue
        unfinished += [(line, absent)] if absent else []
        if row.get("id") in ids:  # twice in the file (one kept already is told at the import: the same is skipped)
            problems.append(RulingError(f"a ruling {row['id']} is in the log twice", plan.name, line))
            continue
        row.setdefault("edition", plan.edition if plan.how.get("edition") == "given" else None)
        row.setdefault("lang", plan.lang if given_lang else None)  # else each row's words'
        fields = dict(row, source_kind="log", source_line=line, source_title=plan.title)
        try:  # (two rows of one board, a ruling and its appeal, are two rulings: «…-b7», «…-b7-2»; apart
            # from the ids kept too: a log downloaded again matches its kept rulings by their words)
            ruling = _made(fields, ctx, plan.name, line, taken=ids | existing)
        except RulingError as exc:
            problems.append(exc)
            continue
        same = seen.get(ruling_words(ruling))
        if same is not None:  # the same row twice (a log pasted into itself): one ruling
            twice.append((line, same))
            continue
        seen[ruling_words(ruling)] = line
        ids.add(ruling.id)
        rulings.append(ruling)
        report.append((f"board {ruling.board}" if ruling.board else "a row", ruling.question, line,
                       [x.ref for x in ruling.laws]))
    if problems:
        raise every_problem(problems)
    if twice:
        plan = replace(plan, notes=plan.notes + (
            f"{len(twice)} row(s) the same as a row before, read once: "
            + ", ".join(f"line {line} (as line {first})" for line, first in twice[:10]),))
    if unfinished:
        plan = replace(plan, notes=plan.notes + (
            f"{len(unfinished)} row(s) without facts or a ruling, imported as notes to complete: "
            + ", ".join(f"line {line} (no {' and no '.join(absent)})" for line, absent in unfinished[:10]),))
    plan = replace(plan, rulings=tuple(rulings), cases=tuple(report), edition=plan.edition or (
        rulings[0].edition if rulings else None))
    if given_lang or not rulings:
        return plan
    langs = Counter(r.lang for r in rulings)  # a log's rows may be of both languages: each its own
    return replace(plan, lang=langs.most_common(1)[0][0],
                   how={**plan.how, "lang": "each row's own: its lang column, else the language of its words"})


MAX_PROBLEMS = 20  # the rows' problems said at once, at most


def every_problem(problems: list[RulingError]) -> RulingError:
    """One error for the problems of several rows: each at its line, the first's line the error's."""
    if len(problems) == 1:
        return problems[0]
    first = problems[0]
    said = "; ".join(f"line {p.line}: {p.message}" for p in problems[:MAX_PROBLEMS])  # (an error is one line)
    more = f"; … and {len(problems) - MAX_PROBLEMS} more" if len(problems) > MAX_PROBLEMS else ""
    return RulingError(f"{len(problems)} rows cannot be read — {said}{more}", first.file, first.line)


def describe(plan: Plan) -> list[str]:
    """What was found, for the user: the file, then a line per ruling."""
    lines = [f"{plan.name}: {len(plan.data):,} bytes, {plan.form}" + (f": «{plan.title}»" if plan.title else "")]
    if plan.replaces:
        lines.append(f"  replaces: {plan.replaces.entry.file} ({len(plan.replaces.files)} ruling(s)), imported "
                     "before from a file of this name; a case found again keeps its ruling's id")
    for key in ("edition", "lang"):
        value = getattr(plan, key)
        lines.append(f"  {'language' if key == 'lang' else key}: {value or '?'}"
                     + (f" ({plan.how[key]})" if key in plan.how else ""))
    lines.append(f"  found: {len(plan.rulings)} ruling(s), {sum(len(c[3]) for c in plan.cases)} law reference(s), "
                 f"{sum(1 for r in plan.rulings if r.deal and r.deal.hands)} deal(s)")
    for ruling, (label, title, line, written) in zip(plan.rulings, plan.cases):
        deal = ", a deal" if ruling.deal and ruling.deal.hands else ""
        adjusted = f", adjusted {ruling.adjusted}" if ruling.adjusted else ""
        lines.append(f"  line {line}: {label or 'one case'}"
                     f"{' «' + title + '»' if title else ''} → {ruling.id}: "
                     f"{', '.join(x.ref for x in ruling.laws) or 'no law cited'}{deal}{adjusted}")
    return lines + [f"  note: {n}" for n in plan.notes]


def ruling_words(ruling: Ruling):
    """A ruling as what it says, its id and where it came from aside: two with the same words are one."""
    return replace(ruling, id="", source=None)


def refuse_taken(rulings, existing: set[str], plan: Plan | None = None) -> None:
    """Refuse rulings whose ids are kept already with other words (the same ones are skipped
    before: ``apply.kept_the_same``), naming the file and the line of the first."""
    taken = [r for r in rulings if r.id in existing]
    if taken:
        line = next((at for r, (_, _, at, _) in zip(plan.rulings, plan.cases) if r.id == taken[0].id), None) if plan else None
        raise RulingError(f"a ruling {taken[0].id} exists already in laws/rulings/ with other words or fields "
                          "(correct it with `ruling add --replace`, rename the case, or unimport the file it came "
                          "from)", plan.name if plan else None, line)


def with_source_file(rulings, file: str) -> tuple[Ruling, ...]:
    return tuple(replace(r, source=replace(r.source, file=file)) for r in rulings)
