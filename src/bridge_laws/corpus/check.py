"""``bridge-laws check``: the corpus on disk obeys its schema and its references resolve.

Reads the YAML files themselves (a hand edit is checked as it stands), and
reports every problem with the file and the unit it is in, not just the first.
"""

from __future__ import annotations

from dataclasses import dataclass, replace
from pathlib import Path

import jsonschema

from ..model import LAST_LAW
from ..refs import canonical, parent
from .yamlio import law_files, law_schema, line_of, read_yaml, unit_lines
from ..errors import CorpusError


@dataclass(frozen=True)
class Problem:
    file: str
    where: str  # a unit ref or a JSON path
    message: str
    line: int | None = None
    cited: str | None = None  # the ref a unit cites that the problem is about (its line, not the unit's)
    field: tuple = ()  # or the place in the file the problem is at (keys and list indexes)

    def __str__(self) -> str:
        at = f"{self.file}:{self.line}" if self.line else self.file
        return f"{at}: {self.where}: {self.message}"


def _walk(unit: dict):
    yield unit
    for child in unit.get("children", []) or []:
        if isinstance(child, dict):
            yield from _walk(child)


def check_corpus(root: Path) -> list[Problem]:
    files = law_files(root)
    if not files:
        return [Problem(str(root), "-", "no law files: run `bridge-laws build`")]
    validator = jsonschema.Draft202012Validator(law_schema())
    problems: list[Problem] = []
    known: set[str] = set()
    docs = []
    for path in files:
        rel = str(path)
        try:
            data = read_yaml(path)
        except CorpusError as exc:
            problems.append(Problem(rel, "-", str(exc)))
            continue
        errors = sorted(validator.iter_errors(data), key=lambda e: list(e.path))
        text = path.read_text(encoding="utf-8") if errors else ""
        for e in errors:  # a message quotes the value: never pages of it
            problems.append(Problem(rel, "/".join(str(p) for p in e.path) or "-", _short(e.message),
                                    line_of(text, list(e.path))))
        if errors:
            continue
        docs.append((rel, data))
        known.update(u["ref"] for u in _walk(data["unit"]))
    for rel, data in docs:
        problems += _with_lines(rel, _check_law(rel, data, known))
    problems += _check_placement(docs) + _check_other_files(root)
    problems += _check_editions(docs, root.parent)
    problems += _check_front(root)
    return problems


def _with_lines(rel: str, problems: list[Problem]) -> list[Problem]:
    """Each problem of a unit with the line of its ``ref:`` in the file, or of the ref it cites
    (a hand edit is mended at a line, not looked for by its unit's ref)."""
    if not problems:
        return problems
    text = Path(rel).read_text(encoding="utf-8")
    lines = unit_lines(text)
    return [replace(p, line=line_of(text, list(p.field)) if p.field else
                    lines.get(p.where, {}).get(p.cited or "") or lines.get(p.where, {}).get("")) for p in problems]


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
    saved as ``1987-ru/175.yaml`` would make `show 75A` and `search` disagree."""
    problems, seen = [], {}
    for rel, data in docs:
        path = Path(rel)
        expected = f"{data['edition']}-{data['lang']}/{data['law']:03d}.yaml"
        if f"{path.parent.name}/{path.name}" != expected:
            problems.append(Problem(rel, str(data["law"]), f"Law {data['law']} ({data['edition']} {data['lang']}) "
                                                           f"belongs in {expected}"))
        key = (data["edition"], data["lang"], data["law"])
        if key in seen:
            problems.append(Problem(rel, str(data["law"]), f"Law {data['law']} ({data['edition']} {data['lang']}) "
                                                           f"is in the corpus twice: also {seen[key]}"))
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


def _check_law(rel: str, data: dict, known: set[str]) -> list[Problem]:
    problems = []
    seen = set()
    if data["unit"]["ref"] != str(data["law"]):
        problems.append(Problem(rel, data["unit"]["ref"], f"the law unit's ref is not the law number {data['law']}",
                                field=("unit", "ref")))
    if not 1 <= data["law"] <= LAST_LAW:
        problems.append(Problem(rel, str(data["law"]), f"Law {data['law']} is no law: the Laws are numbered "
                                                       f"1 to {LAST_LAW}", field=("law",)))
    for unit in _walk(data["unit"]):
        ref = unit["ref"]
        if ref in seen:
            problems.append(Problem(rel, ref, "duplicate ref"))
        seen.add(ref)
        if canonical(ref) != ref:
            problems.append(Problem(rel, ref, "ref is not in canonical form"))
        if unit["law"] != data["law"]:
            problems.append(Problem(rel, ref, f"unit says law {unit['law']}, file is law {data['law']}"))
        for child in unit["children"]:
            if parent(child["ref"]) is not None and not child["ref"].startswith(ref):
                problems.append(Problem(rel, child["ref"], f"nested under {ref}, which is not its parent"))
        for target in unit["refs"]:
            if target not in known:
                problems.append(Problem(rel, ref, f"cites {target}, which no unit of the corpus is", cited=target))
        problems += [Problem(rel, ref, m) for m in _check_tables(unit)]
        problems += [Problem(rel, ref, m) for m in _merged_headers(unit)]
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


def _check_editions(docs, laws_dir: Path) -> list[Problem]:
    """Every law file's edition is one of laws/editions.yaml; an edition marked ``complete``
    (its sources give the structure of every law: the 1987 book) has all 93 laws, each once."""
    from . import editions

    known = {e.year: e for e in editions.load(laws_dir)}
    problems = [Problem(rel, "-", f"edition {d['edition']} is not in laws/editions.yaml")
                for rel, d in docs if d["edition"] not in known]
    for year, edition in known.items():
        if not edition.complete:
            continue
        for lang in sorted({d["lang"] for _, d in docs if d["edition"] == year}):
            numbers = {d["law"] for _, d in docs if d["edition"] == year and d["lang"] == lang}
            missing = sorted(set(range(1, LAST_LAW + 1)) - numbers)
            if missing:
                problems.append(Problem(f"{year}-{lang}", "-", f"laws missing from the {year} edition: {missing}"))
    return problems
