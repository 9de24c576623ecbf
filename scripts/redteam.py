#!/usr/bin/env python3
"""Try to lose data or get a traceback, and count: the battery behind the table in docs/robustness.md of
what was tried (issue 14). Every case runs on a copy of the laws directory.

  kills        `import` killed by SIGKILL / SIGTERM / SIGHUP, `build` by SIGKILL, at random
               points; then the next command (`build`) must leave the text wholly imported or
               not at all, `check` passing, no temporary directory left
  concurrent   two imports at once: every import that said "Copied" is in the manifest, no
               orphan file; builds while `serve` answers: every request 200
  bad input    malformed manifests, hostile import files, mistyped or alias-bombed corpus files,
               bad --laws / --site-dir / --host: one `Error:` line, exit ≠ 0, nothing changed

Usage: python scripts/redteam.py [--kills 30] [--pairs 3] [--builds 6]
Prints a table and writes scripts/bench-redteam.md. A record, not a test (tests/test_faults.py
holds the regression tests).
"""

from __future__ import annotations

import argparse
import os
import random
import shutil
import signal
import subprocess
import sys
import tempfile
import time
from pathlib import Path

REPO = Path(__file__).resolve().parents[1]
sys.path.insert(0, str(REPO / "src"))
BIN = [sys.executable, "-c", "from bridge_laws.cli import main; main()"]
ENV = {**os.environ, "PYTHONPATH": str(REPO / "src")}
LAW5 = ("Правило 5. Места участников\n---------------------------\nA.Начальное положение\n"
        "Участник, который выбрал место, сохраняет его до конца сессии, если\n"
        "директор не распорядится иначе; см. правило 4.\n")
LAW6 = LAW5.replace("Правило 5. Места участников", "Правило 6. Порядок за столом").replace("сессии", "игры")


def cli(laws: Path, *args, timeout=180) -> subprocess.CompletedProcess:
    return subprocess.run([*BIN, "--laws", str(laws), *args], capture_output=True, text=True, timeout=timeout,
                          env=ENV)


def snapshot(root: Path) -> dict:
    return {str(p.relative_to(root)): p.read_bytes() for p in sorted(root.rglob("*"))
            if p.is_file() and p.name != ".build.lock"}


def fresh(built: Path, where: Path) -> Path:
    shutil.rmtree(where, ignore_errors=True)
    shutil.copytree(built, where, ignore=shutil.ignore_patterns(".build.lock"))
    return where / "laws"


def state(laws: Path) -> str:
    """'imported' / 'absent', or a description of what is wrong."""
    import yaml

    entries = yaml.safe_load((laws / "sources" / "sources.yaml").read_text(encoding="utf-8"))
    mine = [e for e in entries if e["original_name"] == "law5.txt"]
    copies = sorted(p.name for p in (laws / "sources").iterdir() if "law5" in p.name)
    debris = [p.name for p in laws.iterdir() if p.name.startswith((".transaction", ".import-", ".corpus-"))]
    has_text = "Участник, который выбрал место" in (laws / "corpus" / "1987-ru" / "005.yaml").read_text("utf-8")
    if debris:
        return f"debris {debris}"
    if mine and copies == [mine[0]["file"]] and has_text:
        return "imported"
    if not mine and not copies and not has_text:
        return "absent"
    return f"mixed: entry {bool(mine)}, copies {copies}, text {has_text}"


def kills(built: Path, tmp: Path, n: int, rng: random.Random) -> list[tuple[str, int, int]]:
    text = tmp / "law5.txt"
    text.write_text(LAW5, encoding="utf-8")
    plan = [("import", s) for s in (signal.SIGKILL, signal.SIGTERM, signal.SIGHUP)] + [("build", signal.SIGKILL)]
    rows = []
    for command, sig in plan:
        ok = 0
        for i in range(n):
            laws = fresh(built, tmp / "kill")
            args = ["import", str(text), "--edition", "1987", "--yes"] if command == "import" else ["build", "-q"]
            if command == "build":  # the new text is in the manifest, the build is what gets killed
                shutil.copy(text, laws / "sources" / "1987-ru-plain-law5-00000000.txt")
                _add_entry(laws)
            proc = subprocess.Popen([*BIN, "--laws", str(laws), *args], stdout=subprocess.PIPE,
                                    stderr=subprocess.PIPE, text=True, env=ENV)
            time.sleep(rng.uniform(0.2, 4.0))
            proc.send_signal(sig)
            _, err = proc.communicate(timeout=180)
            after = cli(laws, "build", "-q")
            result = state(laws)
            fine = ("Traceback" not in err + after.stderr and after.returncode == 0
                    and cli(laws, "check").returncode == 0 and result in ("imported", "absent"))
            ok += fine
            if not fine:
                print(f"  {command} {signal.Signals(sig).name} #{i}: {result}; {err[-300:]} {after.stderr[-300:]}")
        rows.append((f"`{command}` killed by {signal.Signals(sig).name} at a random point (0.2–4 s)", n, ok))
        print(rows[-1], flush=True)
    return rows


def _add_entry(laws: Path) -> None:
    from bridge_laws.readers.sources import SourceEntry, load_manifest, save_manifest, sha256

    data = (laws / "sources" / "1987-ru-plain-law5-00000000.txt").read_bytes()
    entries = load_manifest(laws / "sources")
    (laws / "sources" / "sources.yaml").chmod(0o644)
    save_manifest(laws / "sources", entries + [SourceEntry(
        "1987-ru-plain-law5-00000000.txt", "law5.txt", sha256(data), 1987, ("ru",), "plain",
        damage="imported with `bridge-laws import`")])


def concurrent_imports(built: Path, tmp: Path, pairs: int) -> tuple[str, int, int]:
    import yaml

    texts = [tmp / "law5.txt", tmp / "law6.txt"]
    for p, t in zip(texts, (LAW5, LAW6)):
        p.write_text(t, encoding="utf-8")
    ok = 0
    for _ in range(pairs):
        laws = fresh(built, tmp / "pair")
        procs = [subprocess.Popen([*BIN, "--laws", str(laws), "import", str(p), "--edition", "1987", "--yes"],
                                  stdout=subprocess.PIPE, stderr=subprocess.PIPE, text=True, env=ENV) for p in texts]
        outs = [p.communicate(timeout=180) for p in procs]
        said = sum("Copied to" in out for out, _ in outs)
        entries = yaml.safe_load((laws / "sources" / "sources.yaml").read_text(encoding="utf-8"))
        listed = {e["file"] for e in entries}
        on_disk = {p.name for p in (laws / "sources").iterdir() if p.name != "sources.yaml"}
        ok += (said == len(entries) - 4 and listed == on_disk and not any("Traceback" in e for _, e in outs))
    return ("two imports at once", pairs, ok)


def build_while_serving(built: Path, tmp: Path, builds: int) -> tuple[str, int, int]:
    from bridge_laws.site.server import Handler

    sys.path.insert(0, str(REPO / "tests"))
    from test_faults import statuses_while_building  # the test's own client loop

    Handler.log_message = lambda self, *args: None  # thousands of request lines
    laws = fresh(built, tmp / "serve")
    statuses = statuses_while_building(laws, laws.parent / "site", builds, clients=4, most=None,
                                       paths=("/", "/data/search-index.js", "/1987-ru/75.html", "/search.html"))
    bad = len([s for s in statuses if s != 200])
    print(f"  {len(statuses)} requests during {builds} builds, {bad} not 200")
    return (f"requests while the site was rebuilt {builds} times (4 clients)", len(statuses), len(statuses) - bad)


def bad_inputs(built: Path, tmp: Path) -> list[tuple[str, int, int]]:
    """Each case: (what, how to spoil the copy, command): refused with one Error line, nothing changed."""
    sys.path.insert(0, str(REPO / "tests"))
    from test_faults import BAD_MANIFESTS, _alias_bomb  # the same table as the tests

    rows = []
    seeds = REPO / "laws" / "sources"
    manifest_cases = []
    for name, make, _ in BAD_MANIFESTS:
        manifest_cases.append((name, lambda laws, make=make: _write(laws / "sources" / "sources.yaml",
                                                                       make(_seed_entries(seeds))), ["build", "-q"]))
    manifest_cases.append(("path ../../victim.txt", lambda laws: _write(
        laws / "sources" / "sources.yaml", (laws / "sources" / "sources.yaml").read_bytes()
        + b"- {file: ../../victim.txt, edition: 1987, langs: [ru], kind: plain}\n"), ["build", "-q"]))
    rows.append(_run_cases("malformed manifests", manifest_cases, built, tmp))
    files = {"zero": Path("/dev/zero"), "empty": _make(tmp, "empty.txt", b""),
             "binary": _make(tmp, "bin.txt", bytes(range(256)) * 40),
             "cp1251 + 0x98": _make(tmp, "x98.txt", LAW5.encode("cp1251").replace(b"\xe2", b"\x98", 1)),
             "utf-16 manifest-like": _make(tmp, "u16.txt", "ничего\n".encode("utf-16")),
             "no law headers": _make(tmp, "prose.txt", "Просто текст без заголовков.\n".encode()),
             "truncated UTF-8": _make(tmp, "cut.txt", LAW5.encode()[:-1] + "я".encode()[:1]),
             "directory": tmp, "missing": tmp / "nope.txt"}
    fifo = tmp / "fifo.txt"
    if not fifo.exists():
        os.mkfifo(fifo)
    files["FIFO"] = fifo
    # the formats people have, spoilt: a scan, a locked PDF, a zip that is no Word file, a page
    # with no law, a language no reader knows (the same table as tests/test_import_formats.py)
    from test_import_formats import BAD as BAD_FORMATS

    for name, make, _ in BAD_FORMATS:
        files[name] = _make(tmp, name, make())
    rows.append(_run_cases("hostile import files", [(k, None, ["import", str(v), "--edition", "1987", "--yes"])
                                                    for k, v in files.items()], built, tmp))
    corpus_cases = []
    for target in ("corpus/1987-ru/075.yaml", "corpus/subjects-1987-ru.yaml", "corpus/report.yaml", "glossary.yaml"):
        for command in (["check"], ["show", "75A"], ["search", "штраф"], ["build", "-q"]):
            corpus_cases.append((f"alias bomb in {target}", lambda laws, t=target: _write(laws / t, _alias_bomb().encode()),
                                 command))
    for spoil in ("title: 42", "refs: [40]"):
        for command in (["show", "75"], ["search", "штраф"]):
            corpus_cases.append((spoil, lambda laws, s=spoil: _retype(laws, s), command))
    rows.append(_run_cases("alias bombs and mistyped fields in corpus / glossary files", corpus_cases, built, tmp,
                           allow_exit_zero=lambda name, command: (command[0] == "build" and "corpus/" in name)
                           or ("glossary" in name and command[0] == "show")))
    option_cases = [(f"--site-dir {d}", None, ["build", "-q", "--site-dir", d]) for d in (".", "laws", "laws/sources")]
    option_cases += [(f"--laws {d!r}", None, ["--laws", d, "build", "-q"]) for d in ("", "/dev/null", "/nonexistent")]
    option_cases += [(f"--host {h}", None, ["serve", "--host", h]) for h in ("bad host!", "999.1.1.1")]
    rows.append(_run_cases("bad --site-dir, --laws, --host", option_cases, built, tmp))
    return rows


def _seed_entries(seeds: Path):
    import yaml

    return yaml.safe_load((seeds / "sources.yaml").read_text(encoding="utf-8"))


def _write(path: Path, data: bytes) -> None:
    if path.exists():
        path.chmod(0o644)
    path.write_bytes(data)


def _make(tmp: Path, name: str, data: bytes) -> Path:
    (tmp / name).write_bytes(data)
    return tmp / name


def _retype(laws: Path, spoil: str) -> None:
    import yaml

    path = laws / "corpus" / "1987-ru" / "075.yaml"
    data = yaml.safe_load(path.read_text(encoding="utf-8"))
    key, value = spoil.split(": ")
    data["unit"][key] = yaml.safe_load(value)
    path.write_text(yaml.safe_dump(data, allow_unicode=True), encoding="utf-8")


def _run_cases(title: str, cases, built: Path, tmp: Path, allow_exit_zero=lambda n, c: False):
    ok = 0
    for name, spoil, command in cases:
        laws = fresh(built, tmp / "case")
        if spoil:
            spoil(laws)
        os.chdir(laws.parent)
        before = snapshot(laws.parent)
        args = command if command[0] == "--laws" else ["--laws", str(laws), *command]
        result = subprocess.run([*BIN, *args], capture_output=True, text=True, timeout=180, env=ENV)
        os.chdir(REPO)
        lines = result.stderr.strip().splitlines()
        clean = "Traceback" not in result.stderr and lines and lines[-1].startswith("Error: ") and len(lines[-1]) < 600
        refused = result.returncode != 0 and clean
        fine = (refused and snapshot(laws.parent) == before) or (allow_exit_zero(name, command) and result.returncode == 0)
        ok += bool(fine)
        if not fine:
            print(f"  {title}: {name} {command}: rc {result.returncode}; {result.stderr[-300:]}")
    print((title, len(cases), ok), flush=True)
    return (title, len(cases), ok)


def main() -> None:
    parser = argparse.ArgumentParser(description=__doc__.split("\n")[0])
    parser.add_argument("--kills", type=int, default=8, help="kills per command and signal")
    parser.add_argument("--pairs", type=int, default=3)
    parser.add_argument("--builds", type=int, default=6)
    args = parser.parse_args()
    rng = random.Random(14)
    with tempfile.TemporaryDirectory() as tmp_name:
        tmp = Path(tmp_name)
        built = tmp / "built"
        shutil.copytree(REPO / "laws" / "sources", built / "laws" / "sources")
        assert cli(built / "laws", "build", "-q").returncode == 0
        rows = bad_inputs(built, tmp)
        rows += kills(built, tmp, args.kills, rng)
        rows.append(concurrent_imports(built, tmp, args.pairs))
        rows.append(build_while_serving(built, tmp, args.builds))
    lines = ["# What was tried (scripts/redteam.py)", "",
             "Each case on a copy of the laws directory. *Held*: refused with one `Error:` line and a "
             "non-zero exit with every file as it was, or (kills, concurrent runs) the text wholly imported "
             "or wholly absent after the next command, `check` passing, no temporary directory left, and "
             "no traceback anywhere.", "", "| what was tried | cases | held |", "| --- | ---: | ---: |"]
    lines += [f"| {what} | {n} | {ok} |" for what, n, ok in rows]
    (REPO / "scripts" / "bench-redteam.md").write_text("\n".join(lines) + "\n", encoding="utf-8")
    print("\n".join(lines))


if __name__ == "__main__":
    main()
