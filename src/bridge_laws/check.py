"""``bridge-laws check``: the corpus on disk obeys its schema and its references resolve.

Reads the YAML files themselves (a hand edit is checked as it stands), and
reports every problem with the file and the unit it is in, not just the first.
"""

from __future__ import annotations

from dataclasses import dataclass
from pathlib import Path

import jsonschema

from .refs import canonical, parent
from .yamlio import law_files, law_schema, read_yaml
from .errors import CorpusError


@dataclass(frozen=True)
class Problem:
    file: str
    where: str  # a unit ref or a JSON path
    message: str

    def __str__(self) -> str:
        return f"{self.file}: {self.where}: {self.message}"


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
        for e in errors:
            problems.append(Problem(rel, "/".join(str(p) for p in e.path) or "-", e.message))
        if errors:
            continue
        docs.append((rel, data))
        known.update(u["ref"] for u in _walk(data["unit"]))
    for rel, data in docs:
        problems += _check_law(rel, data, known)
    problems += _check_editions(docs, root.parent)
    problems += _check_front(root)
    return problems


def _check_front(root: Path) -> list[Problem]:
    """Each ``EDITION-LANG/front.yaml`` lists parts before Law 1 by their names, once each."""
    from .model import FRONT_PARTS
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


def _check_law(rel: str, data: dict, known: set[str]) -> list[Problem]:
    problems = []
    seen = set()
    if data["unit"]["ref"] != str(data["law"]):
        problems.append(Problem(rel, data["unit"]["ref"], f"the law unit's ref is not the law number {data['law']}"))
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
                problems.append(Problem(rel, ref, f"cites {target}, which no unit of the corpus is"))
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
            missing = sorted(set(range(1, 94)) - numbers)
            if missing:
                problems.append(Problem(f"{year}-{lang}", "-", f"laws missing from the {year} edition: {missing}"))
    return problems
