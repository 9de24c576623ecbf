"""Benchmark of `bridge-laws search` at both sizes (not a test: timings vary by machine).

    python scripts/bench_search.py [--reps 7] [--out scripts/bench-search.md] [--cache DIR]

Two corpora: the shipped one (laws/) and the full-size one of scripts/make_fullsize.py (the
shipped texts plus invented 2007 and 2017 editions, English and Russian; built once and kept under
``--cache``). The queries: tests/golden/queries.txt (terms, inflections, references, a misspelling)
and every fourth director's situation of tests/eval/situations-dev.yaml (sentences typed as
people type them; the development half, never the held-out one). For each corpus:

* warm: one engine, every query once, then ``--reps`` rounds; wall and this thread's CPU time,
  median / p95 / slowest — repeated queries (what the engine remembers of a query counts) and
  each query asked for the first time in an engine that has answered all the others (every
  term and concept it needs but its own combination kept);
* SQLite FTS5 over the same units, the text reduced to our analysis terms (it finds what we find
  but the glossary's other language, the jumps and the suggestions), asked as ours is (every word;
  any word when that finds fewer than ten), same queries, same rounds;
* the first query of a process: a new process opens the index and asks one query (its own time
  only), for a sample of the queries;
* cold `bridge-laws search 'штрафной картой' --limit 5 --json` against `python3 -c pass`, median
  of ``--cold`` interleaved runs, wall and CPU (rusage of the child), with the `site` hooks of
  this installation and without them (`-S`: the interpreter alone). Bytecode is compiled first,
  as an installed package has it (this environment sets PYTHONDONTWRITEBYTECODE).

The machine is shared: CPU time is reported beside wall time, with the load average.
"""

from __future__ import annotations

import argparse
import gc
import os
import resource
import sqlite3
import statistics
import subprocess
import sys
import tempfile
import time
from pathlib import Path

REPO = Path(__file__).resolve().parents[1]
sys.path.insert(0, str(REPO / "scripts"))
sys.path.insert(0, str(REPO / "src"))

from make_fullsize import ensure_built  # noqa: E402

from bridge_laws.text import analysis  # noqa: E402

QUERIES = [line for line in (REPO / "tests/golden/queries.txt").read_text(encoding="utf-8").splitlines()
           if line.strip() and not line.startswith("#")]


def situations() -> list[str]:
    import yaml

    cases = yaml.safe_load((REPO / "tests/eval/situations-dev.yaml").read_text(encoding="utf-8"))
    return [c["q"] for c in cases[::4]]


def pct(values, p: float) -> float:
    values = sorted(values)
    return values[min(len(values) - 1, int(round(p * (len(values) - 1))))]


def summary(wall: list[float], cpu: list[float]) -> dict:
    return {"median": statistics.median(wall) * 1000, "p95": pct(wall, 0.95) * 1000, "max": max(wall) * 1000,
            "cpu_median": statistics.median(cpu) * 1000, "cpu_p95": pct(cpu, 0.95) * 1000, "cpu_max": max(cpu) * 1000}


def timed(fn, queries, reps: int, warm: bool = True) -> tuple[dict, list]:
    if warm:
        for q in queries:
            fn(q)
    wall, cpu, worst = [], [], []
    for _ in range(reps):
        for q in queries:
            w, c = time.perf_counter(), time.thread_time()
            fn(q)
            cpu.append(time.thread_time() - c)
            wall.append(time.perf_counter() - w)
            worst.append((cpu[-1], q))
    return summary(wall, cpu), sorted(worst, reverse=True)[:3]


# -- ours ------------------------------------------------------------------------------------------


def ours(where: Path, queries, reps: int) -> dict:
    from bridge_laws.searchindex.engine import Engine

    eng = Engine(where)
    gc.freeze()  # as engine() does for what an open index holds: out of the collector's full passes
    warm, worst = timed(lambda q: eng.search(q, limit=10).to_json(), queries, reps)
    # each query new to the engine: its own reading, plan and ranking forgotten, all else kept
    def fresh(q):
        eng.forget_queries()
        eng.search(q, limit=10).to_json()

    new, new_worst = timed(fresh, queries, reps)
    eng.close()
    return {"warm": warm, "worst": worst, "new": new, "new_worst": new_worst}


def first_in_process(where: Path, queries) -> dict:
    """A new process per query: open the engine (not counted), ask it once (counted)."""
    code = ("import sys, time, json\nfrom pathlib import Path\nfrom bridge_laws.searchindex.engine import Engine\n"
            "e = Engine(Path(sys.argv[1]))\nimport gc\ngc.freeze()  # as engine() does\n"
            "w, c = time.perf_counter(), time.thread_time()\n"
            "e.search(sys.argv[2], limit=10).to_json()\nprint(time.perf_counter() - w, time.thread_time() - c)\n")
    wall, cpu = [], []
    for q in queries:
        out = subprocess.run([sys.executable, "-c", code, str(where), q], capture_output=True, text=True,
                             env={**os.environ, "PYTHONPATH": str(REPO / "src")}, check=True).stdout.split()
        wall.append(float(out[0]))
        cpu.append(float(out[1]))
    return summary(wall, cpu)


# -- SQLite FTS5 -----------------------------------------------------------------------------------


def fts(docs, where: Path, queries, reps: int) -> dict:
    db = sqlite3.connect(where)
    db.execute("CREATE VIRTUAL TABLE units USING fts5(key UNINDEXED, title, text, notes, "
               "tokenize='unicode61 remove_diacritics 2')")
    prep = lambda s: " ".join(analysis.terms(s))  # noqa: E731
    db.executemany("INSERT INTO units VALUES (?, ?, ?, ?)", ((d.key, prep(d.title), prep(d.text), prep(d.notes))
                                                             for d in docs))
    db.commit()

    sql = ("SELECT key, snippet(units, 2, '[', ']', '…', 24) FROM units WHERE units MATCH ? "
           "ORDER BY bm25(units, 3.0, 1.0, 0.7) LIMIT 10")

    def query(q):
        """As ours answers: every word first; when that finds fewer than 10, any word."""
        words = ['"' + w.replace('"', '""') + '"' for w in analysis.terms(q)]
        if words and len(db.execute(sql, (" ".join(words),)).fetchall()) < 10 and len(words) > 1:
            db.execute(sql, (" OR ".join(words),)).fetchall()

    warm, worst = timed(query, queries, reps)
    db.close()
    return {"warm": warm, "worst": worst}


# -- cold processes --------------------------------------------------------------------------------


def cold(laws: Path, runs: int) -> dict:
    import compileall

    compileall.compile_dir(str(REPO / "src"), quiet=1)
    site_packages = [p for p in sys.path if "site-packages" in p]
    env = {k: v for k, v in os.environ.items() if k != "PYTHONDONTWRITEBYTECODE"}
    env["PYTHONPATH"] = os.pathsep.join([str(REPO / "src"), *site_packages])
    query = ["search", "штрафной картой", "--limit", "5", "--json"]
    commands = {"python3 -c pass": [sys.executable, "-c", "pass"],
                "bridge-laws search": [sys.executable, "-m", "bridge_laws.cli", "--laws", str(laws), *query],
                "python3 -S -c pass": [sys.executable, "-S", "-c", "pass"],
                "bridge-laws search (-S)": [sys.executable, "-S", "-m", "bridge_laws.cli", "--laws", str(laws), *query]}
    for cmd in commands.values():
        subprocess.run(cmd, env=env, capture_output=True, check=True)
    samples = {k: [] for k in commands}
    for _ in range(runs):
        for name, cmd in commands.items():
            before, w = resource.getrusage(resource.RUSAGE_CHILDREN), time.perf_counter()
            subprocess.run(cmd, env=env, capture_output=True, check=True)
            after = resource.getrusage(resource.RUSAGE_CHILDREN)
            samples[name].append((time.perf_counter() - w,
                                  after.ru_utime - before.ru_utime + after.ru_stime - before.ru_stime))
    return {k: (statistics.median(x for x, _ in v), statistics.median(y for _, y in v), min(y for _, y in v))
            for k, v in samples.items()}


# -- the report ------------------------------------------------------------------------------------


def report(rows: dict, n_queries: int, reps: int, loads) -> str:
    lines = ["# Search benchmark, at both sizes", "",
             f"`python scripts/bench_search.py` on {time.strftime('%Y-%m-%d')}; Python {sys.version.split()[0]}, "
             f"{os.cpu_count()} CPUs shared with other work: load average {loads[0]:.1f} at the start, "
             f"{loads[1]:.1f} at the end. {n_queries} queries (tests/golden/queries.txt and every fourth "
             "situation of tests/eval/situations-dev.yaml), limit 10 with snippets; wall ms, this thread's CPU ms "
             "in brackets (what the other work does not inflate).", "",
             "| corpus | units | engine | median | p95 | slowest | slowest queries (CPU ms) |", "|---|---:|---|---:|---:|---:|---|"]
    for label, r in rows.items():
        for name, key in (("ours, warm (repeated)", ("ours", "warm")), ("ours, each query new to a warm engine",
                                                                       ("ours", "new")), ("SQLite FTS5, analysis terms", ("fts", "warm"))):
            s = r[key[0]][key[1]]
            worst = r[key[0]]["worst" if key[1] == "warm" else "new_worst"]
            lines.append(f"| {label} | {r['units']:,} | {name} | {s['median']:.2f} ({s['cpu_median']:.2f}) | "
                         f"{s['p95']:.2f} ({s['cpu_p95']:.2f}) | {s['max']:.2f} ({s['cpu_max']:.2f}) | "
                         + "; ".join(f"{c * 1000:.1f} «{q[:40]}»" for c, q in worst) + " |")
        f = r["first"]
        lines.append(f"| {label} | {r['units']:,} | ours, the first query of a process ({r['first_n']} queries) | "
                     f"{f['median']:.2f} ({f['cpu_median']:.2f}) | {f['p95']:.2f} ({f['cpu_p95']:.2f}) | "
                     f"{f['max']:.2f} ({f['cpu_max']:.2f}) | |")
    lines += ["", "Warm median against FTS5 (target: within 3×), CPU:", ""]
    for label, r in rows.items():
        o, f = r["ours"]["warm"]["cpu_median"], r["fts"]["warm"]["cpu_median"]
        n = r["ours"]["new"]["cpu_median"]
        lines.append(f"- {label}: repeated {o:.2f} / {f:.2f} ms = {o / f:.1f}×; new to the engine {n:.2f} / {f:.2f} ms "
                     f"= {n / f:.1f}×")
    lines += ["", "Cold processes (median of the runs, interleaved): wall ms, CPU ms (median; least), and the "
              "ratio of CPU to the interpreter's start (target: within 8×):", ""]
    for label, r in rows.items():
        c = r["cold"]
        for name in ("bridge-laws search", "bridge-laws search (-S)"):
            base = c["python3 -S -c pass" if "-S" in name else "python3 -c pass"]
            wall, cpu, least = c[name]
            lines.append(f"- {label}, {name}: {wall * 1000:.0f} ms wall, CPU {cpu * 1000:.0f} (least {least * 1000:.0f}) "
                         f"against {base[1] * 1000:.0f} (least {base[2] * 1000:.0f}): **{cpu / base[1]:.1f}×** "
                         f"(least against least {least / base[2]:.1f}×)")
    return "\n".join(lines) + "\n"


def main(argv=None) -> int:
    ap = argparse.ArgumentParser(description=__doc__.split("\n\n")[0])
    ap.add_argument("--reps", type=int, default=7)
    ap.add_argument("--cold", type=int, default=9)
    ap.add_argument("--first", type=int, default=25, help="queries measured as the first of a process")
    ap.add_argument("--cache", type=Path, default=Path(tempfile.gettempdir()) / "bridge-laws-fullsize")
    ap.add_argument("--out", type=Path, default=REPO / "scripts" / "bench-search.md")
    args = ap.parse_args(argv)
    from bridge_laws.corpus import glossary
    from bridge_laws.corpus.yamlio import load_corpus
    from bridge_laws.searchindex import store

    loads = [os.getloadavg()[0]]
    queries = QUERIES + situations()
    rows = {}
    with tempfile.TemporaryDirectory(prefix="bench-search-") as tmp:
        for label, generated in (("shipped", False), ("full size", True)):
            print(f"{label} …", flush=True)
            laws = ensure_built(args.cache, generated)
            where = store.ensure_index(laws)
            docs = store.documents(load_corpus(laws / "corpus"), glossary.load(laws))
            rows[label] = {"units": len(docs), "ours": ours(where, queries, args.reps),
                           "fts": fts(docs, Path(tmp) / f"{generated}.db", queries, args.reps),
                           "first": first_in_process(where, queries[::max(1, len(queries) // args.first)]),
                           "first_n": len(queries[::max(1, len(queries) // args.first)]),
                           "cold": cold(laws, args.cold)}
    loads.append(os.getloadavg()[0])
    text = report(rows, len(queries), args.reps, loads)
    args.out.write_text(text, encoding="utf-8")
    print(text)
    return 0


if __name__ == "__main__":
    sys.exit(main())
