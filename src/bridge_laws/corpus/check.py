"""``bridge-laws check``: the corpus on disk obeys its schema and its references resolve.

Reads the YAML files themselves (a hand edit is checked as it stands), and
reports every problem with the file and the unit it is in, not just the first.
"""

from __future__ import annotations

from dataclasses import dataclass, replace
from pathlib import Path

from ..model import LAST_LAW
from ..refs import canonical, is_canonical, law_of, parent
from .scoresheet import MAX_TABLE_FIGURE, table_score
from .yamlio import law_files, line_of, read_yaml, schema_problems, unit_lines
from ..errors import CorpusError


@dataclass(frozen=True)
class Problem:
    file: str
    where: str  # a unit ref or a JSON path
    message: str
    line: int | None = None
    cited: str | None = None  # the ref a unit cites that the problem is about (its line, not the unit's)
    field: tuple = ()  # or the place in the file the problem is at (keys and list indexes)
    nth: int = 0  # which unit of its ref, when the file has the ref twice

    def __str__(self) -> str:
        at = f"{self.file}:{self.line}" if self.line else self.file
        return f"{at}: {self.where}: {self.message}"


def _walk(unit: dict):
    yield unit
    for child in unit.get("children", []) or []:
        if isinstance(child, dict):
            yield from _walk(child)


def check_corpus(root: Path) -> list[Problem]:
    """Every problem of the corpus on disk; each file's in the order of its lines."""
    files = law_files(root)
    if not files:
        return [Problem(str(root), "-", "no law files: run `bridge-laws build`")]
    problems: list[Problem] = []
    known: set[str] = set()
    docs, placed, unread = [], [], set()
    for path in files:
        rel = str(path)
        try:
            data = read_yaml(path, error=_located)
        except CorpusError as exc:
            problems.append(Problem(rel, "-", getattr(exc, "bare", str(exc)), getattr(exc, "line", None)))
            unread.add(int(path.stem))  # the law its name says: its units are not said missing elsewhere
            edition, _, lang = path.parent.name.partition("-")
            placed += [(rel, {"edition": int(edition), "lang": lang, "law": int(path.stem)})] if edition.isdigit() else []
            continue
        errors = schema_problems(data)
        text = path.read_text(encoding="utf-8") if errors else ""
        for e in errors:  # a message quotes the value: never pages of it
            problems.append(Problem(rel, "/".join(str(p) for p in e.path) or "-", _short(e.message),
                                    line_of(text, list(e.path))))
        # what a file the schema refuses still holds, so that one break is not said again in
        # every file that cites its units, nor as laws missing from its edition
        known.update(_refs_held(data))
        placed += [(rel, data)] if _placed(data) else []
        if not errors:
            docs.append((rel, data))
    for rel, data in docs:
        problems += _with_lines(rel, _check_law(rel, data, known, unread))
    problems += _check_placement(docs) + _check_other_files(root)
    problems += _check_editions(docs, root.parent, placed)
    problems += _check_front(root)
    files_order: dict[str, int] = {}
    for p in problems:
        files_order.setdefault(p.file, len(files_order))
    return sorted(problems, key=lambda p: (files_order[p.file], p.line or 0))


def _located(path, line, message) -> CorpusError:
    """read_yaml's error, keeping its line apart for the problem's ``file:line``."""
    exc = CorpusError(f"{path}:{line}: {message}" if line else f"{path}: {message}")
    exc.line, exc.bare = line, message
    return exc


def _refs_held(data) -> set[str]:
    unit = data.get("unit") if isinstance(data, dict) else None
    return {u["ref"] for u in _walk(unit) if isinstance(u.get("ref"), str)} if isinstance(unit, dict) else set()


def _placed(data) -> bool:
    """Whether a law file says its edition, language and law as the schema wants them."""
    return isinstance(data, dict) and all(isinstance(data.get(k), t) and not isinstance(data.get(k), bool)
                                          for k, t in (("edition", int), ("lang", str), ("law", int)))


def _with_lines(rel: str, problems: list[Problem]) -> list[Problem]:
    """Each problem of a unit with the line of its ``ref:`` in the file, or of the ref it cites
    (a hand edit is mended at a line, not looked for by its unit's ref)."""
    if not problems:
        return problems
    text = Path(rel).read_text(encoding="utf-8")
    lines = unit_lines(text)

    def line(p: Problem) -> int | None:
        if p.field:
            return line_of(text, list(p.field))
        units = lines.get(p.where, [])
        unit = units[min(p.nth, len(units) - 1)] if units else {}
        return unit.get(p.cited or "") or unit.get("")

    return [replace(p, line=line(p)) for p in problems]


def _check_front(root: Path) -> list[Problem]:
    """Each ``EDITION-LANG/front.yaml`` lists parts before Law 1 by their names, once each."""
    from ..model import FRONT_PARTS
    from .yamlio import FRONT

    problems = []
    for path in sorted(root.glob(f"*-*/{FRONT}")):
        try:
            units = read_yaml(path) or []
        except CorpusError as exc:
            problems.append(Problem(str(path), "-", str(exc)))
            continue
        refs = [u.get("ref") if isinstance(u, dict) else None for u in units]
        for ref in refs:
            if ref not in FRONT_PARTS:
                problems.append(Problem(str(path), str(ref), f"not a part before Law 1 ({', '.join(FRONT_PARTS)})"))
        if len(set(refs)) != len(refs):
            problems.append(Problem(str(path), "-", "a part is listed twice"))
    return problems


def _short(message: str, limit: int = 200) -> str:
    return message if len(message) <= limit else message[:limit] + "…"


def _check_placement(docs) -> list[Problem]:
    """Each law in the file its edition, language and number name, and only once: a copy of Law 75
    saved as ``1987-ru/175.yaml`` would make `show 75A` and `search` disagree. A law in two files
    is said of the one that is not in its place (the files in their places are counted first)."""
    problems, seen = [], {}

    def expected(data) -> str:
        return f"{data['edition']}-{data['lang']}/{data['law']:03d}.yaml"

    def in_place(rel: str, data) -> bool:
        return f"{Path(rel).parent.name}/{Path(rel).name}" == expected(data)

    for rel, data in sorted(docs, key=lambda d: not in_place(*d)):
        law = f"Law {data['law']} ({data['edition']} {data['lang']})"
        line = line_of(Path(rel).read_text(encoding="utf-8"), ["law"]) if not in_place(rel, data) else None
        if not in_place(rel, data):
            problems.append(Problem(rel, str(data["law"]), f"{law} belongs in {expected(data)}", line))
        key = (data["edition"], data["lang"], data["law"])
        if key in seen:
            problems.append(Problem(rel, str(data["law"]), f"{law} is in the corpus twice: also {seen[key]}", line))
        seen.setdefault(key, rel)
    return problems


def _check_other_files(root: Path) -> list[Problem]:
    """The subject indexes and the report load as the commands load them."""
    from ..readers.subjects import subjects_from_dicts
    from .yamlio import issue_from_dict

    from . import glossary, situations

    problems = []
    for module, path in ((glossary, glossary.glossary_path(root.parent)),
                         (situations, situations.situations_path(root.parent))):
        try:
            module.load(root.parent)
        except CorpusError as exc:
            problems.append(Problem(str(path), "-", _short(str(exc))))
    for path in [*sorted(root.glob("subjects-*-*.yaml")), root / "report.yaml"]:
        if not path.exists():
            continue
        try:
            data = read_yaml(path) or []
            if not isinstance(data, list):
                raise TypeError(f"a list was expected, not {type(data).__name__}")
            for d in data:
                subjects_from_dicts([d]) if path.name != "report.yaml" else issue_from_dict(d)
        except CorpusError as exc:
            problems.append(Problem(str(path), "-", _short(str(exc))))
        except (KeyError, TypeError, ValueError, AttributeError) as exc:
            problems.append(Problem(str(path), "-", _short(f"does not load ({type(exc).__name__}: {exc})")))
    return problems


def _check_law(rel: str, data: dict, known: set[str], unread: set[int] = frozenset()) -> list[Problem]:
    """The problems of one law file the schema accepts; ``unread``: the laws whose files could not
    be read (a citation of them is not said to name nothing)."""
    problems = []
    seen: dict[str, int] = {}  # ref → how many units of it so far
    units = list(_walk(data["unit"]))
    said = {u["law"] for u in units}
    # every unit says one other law than the file's ``law:``: that line is the one to mend
    other = next(iter(said)) if len(said) == 1 and data["law"] not in said else None
    if other is not None:
        problems.append(Problem(rel, str(data["law"]), f"law: {data['law']}, but its units are Law {other}'s",
                                field=("law",)))
    elif data["unit"]["ref"] != str(data["law"]):
        problems.append(Problem(rel, data["unit"]["ref"], f"the law unit's ref is not the law number {data['law']}",
                                field=("unit", "ref")))
    if not 1 <= data["law"] <= LAST_LAW:
        problems.append(Problem(rel, str(data["law"]), f"Law {data['law']} is no law: the Laws are numbered "
                                                       f"1 to {LAST_LAW}", field=("law",)))
    for unit in units:
        ref = unit["ref"]
        nth = seen.get(ref, 0)
        seen[ref] = nth + 1
        if nth:
            problems.append(Problem(rel, ref, "duplicate ref", nth=nth))
        if canonical(ref) != ref:
            problems.append(Problem(rel, ref, "ref is not in canonical form", nth=nth))
        if unit["law"] != data["law"] and other is None:
            problems.append(Problem(rel, ref, f"unit says law {unit['law']}, file is law {data['law']}", nth=nth))
        for child in unit["children"]:
            if parent(child["ref"]) is not None and not child["ref"].startswith(ref):
                problems.append(Problem(rel, child["ref"], f"nested under {ref}, which is not its parent"))
        for target in unit["refs"]:
            if target not in known and not (is_canonical(target) and law_of(target) in unread):
                problems.append(Problem(rel, ref, f"cites {target}, which no unit of the corpus is", cited=target, nth=nth))
        problems += [Problem(rel, ref, m, nth=nth) for m in _check_tables(unit)]
        problems += [Problem(rel, ref, m, nth=nth) for m in _merged_headers(unit)]
    return problems


def _merged_headers(unit: dict) -> list[str]:
    """A paragraph of a unit's text that starts with a law header ("LAW 17 - THE AUCTION PERIOD
    …"): the text of another law read into this one, which the readers report and never do; a
    hand edit or an old corpus may still hold one."""
    from ..readers.grammar import law_header

    out = []
    for para in (unit.get("text") or "").split("\n\n"):
        found = law_header(" ".join(para.split()[:8]))
        if found is not None and (found.title[:1].isupper() or not found.title) and found.number != unit["law"]:
            shown = para[:40] + ("…" if len(para) > 40 else "")
            out.append(f"its text holds a header of Law {found.number} («{shown}»): another law read into it?")
    return out


def _check_tables(unit: dict) -> list[str]:
    """Each table has its anchor («77-t2»), a place within the unit's text, header rows no wider
    than its body, and a scale of bands (low, high, value) that runs on in tens and rises."""
    problems = []
    paras = len([p for p in (unit.get("text") or "").split("\n\n") if p])
    for i, table in enumerate(unit["tables"], 1):
        name = table.get("anchor") or f"table {i}"
        if table.get("anchor") != f"{unit['ref']}-t{i}":
            problems.append(f"{name}: the anchor of table {i} of {unit['ref']} should be {unit['ref']}-t{i}")
        if table.get("after") is not None and table["after"] > paras:
            problems.append(f"{name}: placed after paragraph {table['after']}, but the text has {paras}")
        width = max((len(r) for r in table["rows"]), default=0)
        if any(len(h) > width for h in table.get("header") or ()):
            problems.append(f"{name}: a header row is wider than the table ({width} columns)")
        problems += [f"{name}: {m}" for m in _check_scale(table["rows"])]
        if law_of(unit["ref"]) == 77 and not _is_scale(table["rows"]):  # the scoring tables: every figure a score
            wrong = [v for row in table["rows"] for v in row if isinstance(v, int) and not table_score(v)]
            if wrong:
                problems.append(f"{name}: {str(wrong[0])[:20]} is no score of Law 77 (a whole number of tens, "
                                f"0–{MAX_TABLE_FIGURE:,})")
    return problems


def _is_scale(rows: list) -> bool:
    return bool(rows) and all(len(r) == 3 and isinstance(r[0], int) and isinstance(r[2], int) for r in rows)


def _check_scale(rows: list) -> list[str]:
    """«20–40 1 | 50–80 2 | …»: every band ends above where it starts, the next band starts 10
    above (scores are in tens), the values rise by one; only the last band may be open."""
    if not _is_scale(rows):
        return []
    problems = []
    for n, (low, high, value) in enumerate(rows):
        last = n == len(rows) - 1
        if not isinstance(high, int):
            if not last:
                problems.append(f"band {low}: open-ended («{high}») but not the last")
            continue
        if high < low:
            problems.append(f"band {low}–{high}: ends below its start")
        if not last:
            nlow, _, nvalue = rows[n + 1]
            if nlow != high + 10:
                problems.append(f"band {low}–{high} is followed by a band from {nlow}, not {high + 10}")
            if nvalue != value + 1:
                problems.append(f"band {low}–{high} gives {value}, the next gives {nvalue}: not one more")
    return problems


def _check_editions(docs, laws_dir: Path, placed) -> list[Problem]:
    """Every law file's edition is one of laws/editions.yaml; an edition marked ``complete``
    (its sources give the structure of every law: the 1987 book) has all 93 laws, each once
    (``placed``: every file that says its law, the schema's other refusals aside)."""
    from . import editions

    known = {e.year: e for e in editions.load(laws_dir)}
    problems = [Problem(rel, "-", f"edition {d['edition']} is not in laws/editions.yaml")
                for rel, d in docs if d["edition"] not in known]
    for year, edition in known.items():
        if not edition.complete:
            continue
        for lang in sorted({d["lang"] for _, d in placed if d["edition"] == year}):
            numbers = {d["law"] for _, d in placed if d["edition"] == year and d["lang"] == lang}
            missing = sorted(set(range(1, LAST_LAW + 1)) - numbers)
            if missing:
                problems.append(Problem(f"{year}-{lang}", "-", f"laws missing from the {year} edition: {missing}"))
    return problems
