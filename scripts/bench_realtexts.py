#!/usr/bin/env python3
"""Score the importer on texts in the shapes found in the wild (tests/eval/realtexts/).

Each excerpt NAME.EXT of a split has NAME.expected.yaml beside it: the edition, the language,
`law` when the text does not print its own law header, and the units a human reader sees in
order (ref, title, the first words of the unit's own text), optionally the number of footnotes
and `furniture` (words of the page or mail that belong to no unit).

For each excerpt, as a user would:
  1. a fresh temporary laws directory: an empty sources/ and the repository's editions.yaml
     (plus an entry for the excerpt's edition when that file has none: 2007 is not shipped,
     and adding an edition is an entry in that file);
  2. `python -m bridge_laws.cli --laws TMP import FILE --edition E --lang L --yes [--law N]`.
     When the CLI does not know `--law`, the import is run again without it (what a user
     could do); a refusal either way makes every unit of the excerpt wrong;
  3. the built corpus is loaded (the project's yamlio.load_corpus, or the YAML read directly
     when that cannot be imported) and each expected unit is scored.

A unit is right when a unit with that ref exists in that edition and language, and
  - its title equals the expected one (whitespace normalised, case-sensitive; null: no title);
  - its own text starts with the expected words (whitespace normalised); when the expected
    unit gives no text, the unit must have none of its own;
  - its text does not contain the next expected unit's text (or, when that unit has no text,
    its title), i.e. it did not swallow what follows;
  - neither its title nor its text holds any of the excerpt's `furniture` strings.
Footnotes (notes with text, all units of the edition and language) are reported beside the
units, not counted in them. A crash while scoring one excerpt is reported and counts as all
of its units wrong.

Usage:
  python scripts/bench_realtexts.py [--split dev|heldout|all] [--out [FILE]] [-k WORD] [-v]
  python scripts/bench_realtexts.py --check      # the expected files against their excerpts
--out without FILE writes scripts/bench-realtexts.md. --src DIR runs another copy of the package
(e.g. `git archive HEAD src | tar -x -C /tmp/head` while the working tree is mid-edit).
A measurement, not a test.
"""

from __future__ import annotations

import argparse
import html
import os
import re
import shutil
import subprocess
import sys
import tempfile
import time
from dataclasses import dataclass, field
from pathlib import Path

import yaml

REPO = Path(__file__).resolve().parents[1]
EVAL = REPO / "tests" / "eval" / "realtexts"
SPLITS = ("dev", "heldout")
SUFFIX = ".expected.yaml"
TIMEOUT = 600  # seconds for one import; a hung import counts as a refusal

CANONICAL = re.compile(r"[1-9]\d{0,2}(?:[A-H](?:[1-9]\d?)?(?:\([A-Z]\)(?:\([1-9]\d?\))?)?)?")


def norm(s) -> str:
    return " ".join(str(s).split()) if s else ""


# -- the set -------------------------------------------------------------------------------------
@dataclass
class Expected:
    unit_ref: str
    title: str | None
    text: str | None


@dataclass
class Case:
    split: str
    path: Path  # the excerpt
    spec: Path  # its .expected.yaml
    edition: int
    lang: str
    law: int | None
    units: list[Expected]
    footnotes: int | None
    furniture: list[str]

    @property
    def name(self) -> str:
        return f"{self.split}/{self.path.name}"


def load_case(split: str, spec: Path) -> Case:
    data = yaml.safe_load(spec.read_text(encoding="utf-8"))
    stem = spec.name[: -len(SUFFIX)]
    excerpts = [p for p in spec.parent.iterdir() if p.name != spec.name and p.name.startswith(stem + ".")
                and not p.name.endswith(SUFFIX) and p.suffix != ".yaml"]
    if len(excerpts) != 1:
        raise ValueError(f"{spec}: expected one excerpt named {stem}.*, found {[p.name for p in excerpts]}")
    units = [Expected(str(u["ref"]), u.get("title"), u.get("text")) for u in data["units"]]
    return Case(split, excerpts[0], spec, int(data["edition"]), str(data["lang"]),
                int(data["law"]) if data.get("law") is not None else None, units,
                data.get("footnotes"), [str(f) for f in data.get("furniture") or []])


def load_cases(split: str, word: str | None = None) -> list[Case]:
    splits = SPLITS if split == "all" else (split,)
    cases = []
    for s in splits:
        for spec in sorted((EVAL / s).glob(f"*{SUFFIX}")):
            if word is None or word in spec.name:
                cases.append(load_case(s, spec))
    return cases


# -- importing -----------------------------------------------------------------------------------
@dataclass
class Outcome:
    refused: str | None = None  # why the import did not happen
    units: dict = field(default_factory=dict)  # ref -> (title, text, notes with text)
    notes: list = field(default_factory=list)  # what the run said worth reporting
    seconds: float = 0.0


def editions_yaml(edition: int) -> str:
    """The repository's editions.yaml, plus an entry for ``edition`` when it lists none."""
    text = (REPO / "laws" / "editions.yaml").read_text(encoding="utf-8")
    years = {int(e["year"]) for e in yaml.safe_load(text) or []}
    if edition in years:
        return text
    return text.rstrip("\n") + (
        f"\n- year: {edition}\n"
        f"  title:\n    ru: Законы спортивного бриджа {edition} года\n"
        f"    en: The Laws of Duplicate Bridge {edition}\n"
        f"  short:\n    ru: Законы {edition}\n    en: Laws {edition}\n"
        f"  notes: added by scripts/bench_realtexts.py to a temporary laws directory\n")


def run_cli(args: list[str], src: Path, python: str) -> subprocess.CompletedProcess:
    env = dict(os.environ)
    env.pop("BRIDGE_LAWS_DIR", None)
    env["PYTHONPATH"] = os.pathsep.join([str(src)] + ([env["PYTHONPATH"]] if env.get("PYTHONPATH") else []))
    return subprocess.run([python, "-m", "bridge_laws.cli", *args], env=env, stdin=subprocess.DEVNULL,
                          capture_output=True, text=True, timeout=TIMEOUT)


def why(proc: subprocess.CompletedProcess) -> str:
    """The CLI's own error line (stderr), else the last thing it said."""
    def said(stream: str) -> list[str]:
        return [s.strip() for s in stream.splitlines() if s.strip() and not s.strip().startswith(("Usage:", "Try '"))]
    err, out = said(proc.stderr), said(proc.stdout)
    errors = [s for s in err if s.startswith("Error")]
    line = errors[-1] if errors else (err[-1] if err else (out[-1] if out else "no message"))
    return f"exit {proc.returncode}: {line}"[:400]


def import_case(case: Case, root: Path, src: Path, python: str) -> Outcome:
    out = Outcome()
    laws = root / "laws"
    (laws / "sources").mkdir(parents=True)
    (laws / "editions.yaml").write_text(editions_yaml(case.edition), encoding="utf-8")
    (root / "in").mkdir()
    file = root / "in" / case.path.name  # the user's file, under its own name
    shutil.copyfile(case.path, file)
    base = ["--laws", str(laws), "import", str(file), "--edition", str(case.edition), "--lang", case.lang, "--yes"]
    started = time.perf_counter()
    try:
        if case.law is not None:
            proc = run_cli(base + ["--law", str(case.law)], src, python)
            if proc.returncode != 0 and "no such option" in proc.stderr.lower() and "--law" in proc.stderr:
                out.notes.append("the CLI has no --law option: imported without it")
                proc = run_cli(base, src, python)
        else:
            proc = run_cli(base, src, python)
    except subprocess.TimeoutExpired:
        out.refused = f"no answer in {TIMEOUT} s"
        return out
    finally:
        out.seconds = time.perf_counter() - started
    if proc.returncode != 0:
        out.refused = why(proc)
        return out
    out.notes += [s.strip() for s in proc.stdout.splitlines() if s.strip().startswith(("reads as:", "kind:", "note:"))]
    out.units = load_units(laws / "corpus", case.edition, case.lang, src)
    return out


def load_units(corpus: Path, edition: int, lang: str, src: Path) -> dict:
    """ref -> (title, own text, number of notes with text), for one edition and language."""
    loader = project_loader(src)
    found = {}
    if loader is not None:
        for law in loader(corpus).laws:
            if law.edition == edition and law.lang == lang:
                for u in law.unit.walk():
                    text = None if u.missing_text else u.text
                    found[u.ref] = (u.title, text, sum(1 for f in u.footnotes if f.text))
        return found
    for path in sorted((corpus / f"{edition}-{lang}").glob("*.yaml")):  # the YAML as written
        data = yaml.safe_load(path.read_text(encoding="utf-8")) or {}
        stack = [data["unit"]] if isinstance(data, dict) and data.get("unit") else []
        while stack:
            u = stack.pop()
            text = None if u.get("missing_text") else u.get("text")
            found[str(u["ref"])] = (u.get("title"), text, sum(1 for f in u.get("footnotes") or [] if f.get("text")))
            stack.extend(reversed(u.get("children") or []))
    return found


_LOADER: dict = {}


def project_loader(src: Path):
    """The project's own ``load_corpus`` (wherever this version keeps it), or None."""
    if "fn" not in _LOADER:
        _LOADER["fn"] = None
        sys.path.insert(0, str(src))
        for module in ("bridge_laws.corpus.yamlio", "bridge_laws.yamlio"):
            try:
                _LOADER["fn"] = __import__(module, fromlist=["load_corpus"]).load_corpus
                break
            except Exception:  # noqa: BLE001 - a module moved or broken: try the next, then the YAML
                continue
    return _LOADER["fn"]


# -- scoring -------------------------------------------------------------------------------------
def score_unit(exp: Expected, nxt: Expected | None, got, furniture: list[str]) -> list[str]:
    """Why ``got`` (title, text, notes) is not the unit a reader sees; [] when it is."""
    if got is None:
        return ["missing"]
    title, text, _ = got
    title, text = norm(title), norm(text)
    wrong = []
    if title != norm(exp.title):
        wrong.append(f"title «{short(title)}»" if title else "no title")
    if exp.text is None:
        if text:
            wrong.append(f"text «{short(text)}» (none expected)")
    elif not text.startswith(norm(exp.text)):
        wrong.append(f"text «{short(text)}»" if text else "no text")
    if nxt is not None and text:
        probe = norm(nxt.text) if nxt.text else (norm(nxt.title) if nxt.title and len(norm(nxt.title)) >= 8 else "")
        if probe and probe in text:
            wrong.append(f"runs into {nxt.unit_ref}")
    for f in furniture:
        if f and (f in title or f in text):
            wrong.append(f"holds «{f}»")
    return wrong


def short(s: str, n: int = 48) -> str:
    return s if len(s) <= n else s[: n - 1] + "…"


@dataclass
class Result:
    case: Case
    rows: list  # (ref, expected title, [reasons])
    outcome: Outcome | None
    crash: str | None = None

    @property
    def right(self) -> int:
        return sum(1 for _, _, wrong in self.rows if not wrong)

    @property
    def notes_got(self) -> int | None:
        if self.outcome is None or self.outcome.refused:
            return None
        return sum(n for _, _, n in self.outcome.units.values())


def evaluate(case: Case, src: Path, python: str, keep: bool) -> Result:
    root = Path(tempfile.mkdtemp(prefix="realtexts-"))
    outcome = None
    try:
        outcome = import_case(case, root, src, python)
        rows = []
        for i, exp in enumerate(case.units):
            nxt = case.units[i + 1] if i + 1 < len(case.units) else None
            if outcome.refused:
                wrong = ["import refused"]
            else:
                wrong = score_unit(exp, nxt, outcome.units.get(exp.unit_ref), case.furniture)
            rows.append((exp.unit_ref, exp.title, wrong))
        return Result(case, rows, outcome)
    except Exception as exc:  # noqa: BLE001 - one excerpt's crash is its own score, not the run's end
        rows = [(e.unit_ref, e.title, ["crash"]) for e in case.units]
        return Result(case, rows, outcome, crash=f"{type(exc).__name__}: {exc}")
    finally:
        if keep:
            print(f"  kept {root}", file=sys.stderr)
        else:
            shutil.rmtree(root, ignore_errors=True)


# -- the report ----------------------------------------------------------------------------------
def cell(s) -> str:
    return str(s).replace("|", "\\|").replace("\n", " ")


def report(results: list[Result], split: str, src: Path, verbose: bool) -> str:
    total = sum(len(r.rows) for r in results)
    right = sum(r.right for r in results)
    lines = [f"# Importer on real-text shapes ({split})", "",
             f"`python scripts/bench_realtexts.py --split {split}`, importer from `{src}`"
             + (f" at {git_head()}" if git_head() else "") + ".", "",
             "| excerpt | edition | units right | footnotes (got / seen) | import |",
             "|---|---|---:|---|---|"]
    for r in results:
        c = r.case
        notes = "" if c.footnotes is None else f"{r.notes_got if r.notes_got is not None else '–'} / {c.footnotes}"
        state = ("crash: " + r.crash) if r.crash else ("refused: " + r.outcome.refused if r.outcome.refused else "ok")
        lines.append(f"| {cell(c.name)} | {c.edition} {c.lang}{f' (--law {c.law})' if c.law else ''} | "
                     f"{r.right} of {len(r.rows)} | {notes} | {cell(short(state, 120))} |")
    lines += ["", f"**Total: {right} of {total} units ({100 * right / total if total else 0:.0f}%)**", ""]
    for r in results:
        lines += [f"## {r.case.name}: {r.right} of {len(r.rows)}", ""]
        if r.outcome is not None:
            if r.outcome.refused:
                lines.append(f"Import refused ({r.outcome.seconds:.1f} s): {r.outcome.refused}")
            else:
                lines.append(f"Imported in {r.outcome.seconds:.1f} s; {len(r.outcome.units)} units in "
                             f"{r.case.edition} {r.case.lang}.")
            lines += [f"- {n}" for n in r.outcome.notes] + [""]
        if r.crash:
            lines += [f"Crash: {r.crash}", ""]
        if r.outcome is not None and r.outcome.refused and not verbose:
            continue
        lines += ["| ref | title a reader sees | result |", "|---|---|---|"]
        for ref, title, wrong in r.rows:
            lines.append(f"| {ref} | {cell(title) if title else '—'} | {cell('; '.join(wrong)) if wrong else 'right'} |")
        if verbose and r.outcome is not None and not r.outcome.refused:
            extra = sorted(set(r.outcome.units) - {e.unit_ref for e in r.case.units})
            if extra:
                lines.append(f"\nUnits read that a reader does not see: {', '.join(extra)}")
        lines.append("")
    return "\n".join(lines)


def git_head() -> str:
    try:
        return subprocess.run(["git", "-C", str(REPO), "rev-parse", "--short", "HEAD"], capture_output=True,
                              text=True, timeout=10).stdout.strip()
    except (OSError, subprocess.SubprocessError):
        return ""


# -- checking the set ----------------------------------------------------------------------------
def visible_text(path: Path) -> str:
    """Roughly what a reader sees in an excerpt: decoded, tags, entities, quote marks and
    Markdown marks removed, whitespace collapsed. Only for --check."""
    data = path.read_bytes()
    try:
        text = data.decode("utf-8")
    except UnicodeDecodeError:
        text = data.decode("cp1251", errors="replace")  # (a byte Windows-1251 leaves undefined: the check reads on)
    if path.suffix.lower() in (".html", ".htm"):
        text = re.sub(r"(?is)<(script|style|title)\b.*?</\1>", " ", text)
        text = html.unescape(re.sub(r"<[^>]+>", " ", text))
    lines = [re.sub(r"^(?:\s*>)+\s?", "", s) for s in text.splitlines()]
    if path.suffix.lower() == ".md":
        lines = [re.sub(r"^\s*#+\s*|\*\*|(?<!\w)_(?!\s)|(?<=\S)_(?!\w)", "", s) for s in lines]
    return norm(" ".join(lines))


def check(cases: list[Case]) -> int:
    """Every expected title and text is in its excerpt; refs are canonical, unique, each with
    its parent listed before it. Returns the number of problems."""
    problems = 0
    for c in cases:
        seen = visible_text(c.path)
        refs = []
        for e in c.units:
            where = f"{c.name} {e.unit_ref}"
            if not CANONICAL.fullmatch(e.unit_ref):
                print(f"{where}: not a canonical ref"); problems += 1
            if e.unit_ref in refs:
                print(f"{where}: listed twice"); problems += 1
            parent = re.sub(r"(\([A-Z1-9]\)|\d+|[A-H])$", "", e.unit_ref)
            if parent and parent != e.unit_ref and parent not in refs and CANONICAL.fullmatch(parent):
                print(f"{where}: its parent {parent} is not listed before it"); problems += 1
            refs.append(e.unit_ref)
            for what, s in (("title", e.title), ("text", e.text)):
                if s and norm(s) not in seen:
                    print(f"{where}: {what} «{s}» is not in the excerpt"); problems += 1
        for f in c.furniture:
            if norm(f) not in seen and f not in c.path.read_bytes().decode("utf-8", "replace"):
                print(f"{c.name}: furniture «{f}» is not in the excerpt"); problems += 1
    print(f"{len(cases)} excerpts, {sum(len(c.units) for c in cases)} units: {problems} problem(s)")
    return problems


def main() -> int:
    parser = argparse.ArgumentParser(description=__doc__.split("\n")[0])
    parser.add_argument("--split", choices=SPLITS + ("all",), default="all")
    parser.add_argument("--out", nargs="?", type=Path, const=REPO / "scripts" / "bench-realtexts.md", default=None,
                        help="write the report (default file: scripts/bench-realtexts.md)")
    parser.add_argument("--src", type=Path, default=REPO / "src", help="the package to run (default: src/)")
    parser.add_argument("--python", default=sys.executable)
    parser.add_argument("-k", dest="word", help="only excerpts whose name holds WORD")
    parser.add_argument("-v", "--verbose", action="store_true", help="unit tables for refused imports too; extra units")
    parser.add_argument("--keep", action="store_true", help="keep the temporary laws directories")
    parser.add_argument("--check", action="store_true", help="check the expected files against the excerpts")
    args = parser.parse_args()
    cases = load_cases(args.split, args.word)
    if args.check:
        return 1 if check(cases) else 0
    results = []
    for case in cases:
        print(f"{case.name} …", file=sys.stderr, flush=True)
        results.append(evaluate(case, args.src.resolve(), args.python, args.keep))
    text = report(results, args.split, args.src, args.verbose)
    print(text)
    if args.out:
        args.out.write_text(text + "\n", encoding="utf-8")
        print(f"written to {args.out}", file=sys.stderr)
    return 0


if __name__ == "__main__":
    sys.exit(main())
