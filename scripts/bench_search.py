"""Benchmark of the search, in one run on the same documents (not a test: timings vary by machine).

    python scripts/bench_search.py [--reps 5] [--out scripts/bench-search.md]

Compares, on every addressable unit of laws/corpus:

* Whoosh (our index: lemmas, stems, glossary expansion, snippets) — warm query latency through
  the public API, ``bridge_laws.search`` (the index kept open between calls), median and p95
  over a fixed set of Russian and English queries;
* SQLite FTS5 over the same units — raw text (unicode61 tokenizer), and the same text reduced
  to our analysis terms (so it finds what Whoosh finds, minus the glossary), with snippet();
* ``grep -ri`` over the YAML files, one process per query (what a user without the tool does);

plus index build time and size, the wall time of a cold ``bridge-laws search`` process against
``python -c pass`` (interleaved, in the same run), and the same measurements on a synthetic corpus
of 20 renumbered copies of every unit (queried through the engine the API wraps: that corpus
exists only as index documents).
"""

from __future__ import annotations

import argparse
import os
import resource
import shutil
import sqlite3
import statistics
import subprocess
import sys
import tempfile
import time
from dataclasses import replace
from pathlib import Path

import bridge_laws
from bridge_laws.text import analysis
from bridge_laws.corpus import glossary
from bridge_laws.searchindex import store
from bridge_laws.searchindex.engine import Engine
from bridge_laws.corpus.yamlio import load_corpus

ROOT = Path(__file__).resolve().parents[1]
LAWS = ROOT / "laws"

# The query set the golden test fixes the answers of (Russian and English, references, a misspelling).
QUERY_FILE = ROOT / "tests" / "golden" / "queries.txt"
QUERIES = [line for line in QUERY_FILE.read_text(encoding="utf-8").splitlines()
           if line.strip() and not line.startswith("#")]

COLD_REPS = 15


def dir_size(path: Path) -> int:
    return sum(p.stat().st_size for p in path.rglob("*") if p.is_file())


def stats(samples: tuple[list[float], list[float]]) -> tuple[float, float, float, float]:
    """(median, p95) of the wall times, then of the CPU times, in ms."""
    out = []
    for series in samples:
        series = sorted(series)
        p95 = series[min(len(series) - 1, int(round(0.95 * (len(series) - 1))))]
        out += [statistics.median(series) * 1000, p95 * 1000]
    return tuple(out)


def timed(fn, reps: int) -> tuple[list[float], list[float]]:
    """Per-query latencies, wall and CPU (this thread's: what other work on the machine does not
    inflate): every query once to warm up, then ``reps`` timed rounds."""
    for q in QUERIES:
        fn(q)
    wall, cpu = [], []
    for _ in range(reps):
        for q in QUERIES:
            w, c = time.perf_counter(), time.thread_time()
            fn(q)
            cpu.append(time.thread_time() - c)
            wall.append(time.perf_counter() - w)
    return wall, cpu


# -- corpora -----------------------------------------------------------------------------------


def synthetic(docs: list[store.Doc], copies: int) -> list[store.Doc]:
    """``copies`` copies of every document, the copies renumbered (law + 100·k) so refs stay unique."""
    out = list(docs)
    for k in range(1, copies):
        for d in docs:
            law = d.law + 100 * k
            out.append(replace(d, law=law, ref=str(law) + d.ref[len(str(d.law)):], parallel=()))
    return out


# -- engines -------------------------------------------------------------------------------------


def whoosh_bench(docs, entries, where: Path, reps: int) -> dict:
    """The engine on an index of ``docs`` written to ``where`` (the synthetic corpus)."""
    t = time.perf_counter()
    store.write_index(docs, where, store.meta_for(docs, entries), "bench")
    build = time.perf_counter() - t
    eng = Engine(where)
    hits = {}

    def query(q):
        hits[q] = len(eng.search(q, limit=10).hits)

    lat = timed(query, reps)
    eng.close()
    return {"build": build, "size": dir_size(where), "lat": stats(lat), "hits": hits}


def api_bench(laws: Path, reps: int) -> dict:
    """``bridge_laws.search`` on the shipped corpus, its index built first (and timed)."""
    t = time.perf_counter()
    where, _ = store.build_index(laws)
    build = time.perf_counter() - t
    hits = {}

    def query(q):
        hits[q] = len(bridge_laws.search(q, laws_dir=laws, limit=10)["hits"])

    lat = timed(query, reps)
    return {"build": build, "size": dir_size(where), "lat": stats(lat), "hits": hits}


def first_time(where: Path) -> dict:
    """What an engine remembers set aside (a concept walked once, a term's postings): each query
    the first time it is asked, in an engine just opened for it (its opening not counted), and
    in one engine just opened, asked once each in turn (what the first queries of a session cost)."""
    alone, in_turn = [], []
    for q in QUERIES:
        eng = Engine(where)
        t = time.perf_counter()
        eng.search(q, limit=10).to_json()
        alone.append(time.perf_counter() - t)
        eng.close()
    eng = Engine(where)
    for q in QUERIES:
        t = time.perf_counter()
        eng.search(q, limit=10).to_json()
        in_turn.append(time.perf_counter() - t)
    eng.close()
    return {"alone": stats((alone, alone))[:2], "in turn": stats((in_turn, in_turn))[:2]}


def fts_bench(docs, where: Path, reps: int, analysed: bool) -> dict:
    """FTS5 over the units: raw text, or the text reduced to our analysis terms."""
    if where.exists():
        where.unlink()
    db = sqlite3.connect(where)
    prep = (lambda s: " ".join(analysis.terms(s))) if analysed else (lambda s: s)
    t = time.perf_counter()
    db.execute("CREATE VIRTUAL TABLE units USING fts5(key UNINDEXED, title, text, notes, "
               "tokenize='unicode61 remove_diacritics 2')")
    db.executemany("INSERT INTO units VALUES (?, ?, ?, ?)",
                   ((d.key, prep(d.title), prep(d.text), prep(d.notes)) for d in docs))
    db.commit()
    build = time.perf_counter() - t
    hits = {}

    def query(q):
        words = analysis.terms(q) if analysed else [w for w, _, _ in analysis.tokens(q)]
        if not words:
            hits[q] = 0
            return
        match = " ".join('"' + w.replace('"', '""') + '"' for w in words)
        rows = db.execute("SELECT key, snippet(units, 2, '[', ']', '…', 24) FROM units WHERE units MATCH ? "
                          "ORDER BY bm25(units, 3.0, 1.0, 0.7) LIMIT 10", (match,)).fetchall()
        hits[q] = len(rows)

    lat = timed(query, reps)
    db.close()
    return {"build": build, "size": where.stat().st_size, "lat": stats(lat), "hits": hits}


def grep_bench(root: Path) -> dict:
    hits = {}

    def query(q):
        r = subprocess.run(["grep", "-ril", "-F", "--", q, str(root)], capture_output=True, text=True)
        hits[q] = len(r.stdout.split())

    lat = timed(query, 1)
    return {"build": 0.0, "size": dir_size(root), "lat": stats(lat), "hits": hits}


def cold_cli(reps: int = 15) -> dict:
    """Median wall time of new processes, interleaved so that the load of the machine falls on
    each alike: ``python -c pass``, and ``bridge-laws search`` (index already built)."""
    exe = shutil.which("bridge-laws")
    args = [exe] if exe else [sys.executable, "-m", "bridge_laws.cli"]
    bare = [sys.executable, "-S"]  # no site hooks: the same modules, found through PYTHONPATH
    runs = {"python -c pass": [sys.executable, "-c", "pass"],
            "known words (revoke)": args + ["search", "revoke", "--limit", "3"],
            "a word not in the corpus (картошкой: loads pymorphy3)": args + ["search", "картошкой", "--limit", "3"],
            "python -S -c pass": bare + ["-c", "pass"],
            "python -S -m bridge_laws.cli search revoke": bare + ["-m", "bridge_laws.cli", "search", "revoke", "--limit", "3"]}
    env = {**os.environ, "PYTHONPATH": os.pathsep.join(p for p in sys.path if p)}
    for cmd in runs.values():
        subprocess.run(cmd, capture_output=True, cwd=ROOT, env=env, check=True)  # the index ready, files cached
    wall: dict[str, list[float]] = {label: [] for label in runs}
    cpu: dict[str, list[float]] = {label: [] for label in runs}
    for _ in range(reps):
        for label, cmd in runs.items():
            t, before = time.perf_counter(), resource.getrusage(resource.RUSAGE_CHILDREN)
            subprocess.run(cmd, capture_output=True, cwd=ROOT, env=env, check=False)
            after = resource.getrusage(resource.RUSAGE_CHILDREN)
            wall[label].append(time.perf_counter() - t)
            cpu[label].append(after.ru_utime - before.ru_utime + after.ru_stime - before.ru_stime)
    return {label: (statistics.median(wall[label]), statistics.median(cpu[label])) for label in runs}


# -- report --------------------------------------------------------------------------------------


def found(hits: dict) -> str:
    return f"{sum(1 for v in hits.values() if v)}/{len(hits)}"


def ratios(rows) -> list[str]:
    """Whoosh's median against FTS5's, corpus by corpus, from the rows of this run (wall; CPU)."""
    out = []
    for corpus in dict.fromkeys(c for _, c, _, _ in rows):
        ours = next(r["lat"] for n, c, _, r in rows if c == corpus and n.startswith("Whoosh"))
        for name, c, _, r in rows:
            if c == corpus and name.startswith("SQLite"):
                fts = r["lat"]
                out.append(f"- {corpus}, against {name}: wall {ours[0]:.2f} / {fts[0]:.3f} ms = {ours[0] / fts[0]:.1f}×; "
                           f"CPU {ours[2]:.2f} / {fts[2]:.3f} ms = {ours[2] / fts[2]:.1f}×")
    return out


def report(rows, first, cold, n_docs, copies) -> str:
    lines = [
        "# Search benchmark",
        "",
        f"Written by `python scripts/bench_search.py` on {time.strftime('%Y-%m-%d')}; "
        f"Python {sys.version.split()[0]}, {os.cpu_count()} CPUs, load average {os.getloadavg()[0]:.1f} "
        f"(other work shares the machine: compare rows, not runs). {len(QUERIES)} queries (Russian and English, "
        f"references, a misspelling), each run once to warm up, then timed; limit 10 hits with snippets.",
        "",
        "Latencies in ms: wall time, and in brackets this thread's CPU time (what the other work on the "
        "machine does not inflate; on an idle machine the two agree).",
        "",
        "| engine | corpus | docs | build (s) | size (KiB) | median (ms) | p95 (ms) | queries with hits |",
        "|---|---|---:|---:|---:|---:|---:|---:|",
    ]
    for name, corpus, docs, r in rows:
        lat = r["lat"]
        lines.append(f"| {name} | {corpus} | {docs} | {r['build']:.2f} | {r['size'] / 1024:.0f} | "
                     f"{lat[0]:.2f} ({lat[2]:.2f}) | {lat[1]:.2f} ({lat[3]:.2f}) | {found(r['hits'])} |")
    lines += ["", "Warm query, Whoosh against SQLite FTS5 in this run (target: within 10×):", "", *ratios(rows)]
    lines += ["", "An open engine keeps what it read (each term's postings, each concept once walked: "
              "`searchindex/postings.py`), which the warm figures above use. The first time a query is "
              "asked, on the shipped corpus (wall ms, median / p95):", "",
              f"- in an engine just opened for it: {first['alone'][0]:.2f} / {first['alone'][1]:.2f}",
              f"- in one engine just opened, every query once in turn: {first['in turn'][0]:.2f} / "
              f"{first['in turn'][1]:.2f}"]
    lines += ["", f"Cold processes (index already built), median of {COLD_REPS}, interleaved; wall time, then "
              "the process's CPU time (target for `bridge-laws search`: within 8× `python -c pass`). "
              "`-S` leaves out the `site` hooks of this Python installation (its `.pth` files, which import "
              "modules of their own into every process), against the interpreter alone:", ""]
    for label, (wall, cpu) in cold.items():
        base = cold["python -S -c pass" if "-S" in label else "python -c pass"]
        rel = "" if label.endswith("-c pass") else f" ({wall / base[0]:.1f}×; CPU {cpu / base[1]:.1f}×)"
        lines.append(f"- {label}: {wall * 1000:.0f} ms, CPU {cpu * 1000:.0f} ms{rel}")
    lines += [
        "",
        "Notes: FTS5 raw matches surface words only (no «штрафной картой» → «штрафная карта», no",
        "English → Russian); FTS5 on analysis terms finds what Whoosh finds except the glossary",
        "expansion, reference jumps and suggestions. grep spawns a process per query and matches the",
        f"literal string. The synthetic corpus is {copies} renumbered copies of the {n_docs} units.",
    ]
    return "\n".join(lines) + "\n"


def main(argv=None) -> int:
    ap = argparse.ArgumentParser(description=__doc__.split("\n\n")[0])
    ap.add_argument("--reps", type=int, default=5)
    ap.add_argument("--copies", type=int, default=20)
    ap.add_argument("--out", type=Path, default=ROOT / "scripts" / "bench-search.md")
    args = ap.parse_args(argv)

    corpus = load_corpus(LAWS / "corpus")
    entries = glossary.load(LAWS)
    docs = store.documents(corpus)
    big = synthetic(docs, args.copies)
    rows = []
    with tempfile.TemporaryDirectory(prefix="bench-search-") as tmp:
        tmp = Path(tmp)
        for label, ds in (("real", docs), (f"{args.copies}×", big)):
            print(f"{label}: whoosh …", file=sys.stderr)
            if ds is docs:
                rows.append(("Whoosh (ours), bridge_laws.search", label, len(ds), api_bench(LAWS, args.reps)))
            else:
                rows.append(("Whoosh (ours), engine", label, len(ds), whoosh_bench(ds, entries, tmp / "wh", args.reps)))
            print(f"{label}: fts5 …", file=sys.stderr)
            rows.append(("SQLite FTS5, raw text", label, len(ds), fts_bench(ds, tmp / f"raw-{len(ds)}.db", args.reps, False)))
            rows.append(("SQLite FTS5, analysis terms", label, len(ds),
                         fts_bench(ds, tmp / f"terms-{len(ds)}.db", args.reps, True)))
        print("grep …", file=sys.stderr)
        rows.insert(3, ("grep -ril over the YAML", "real", len(docs), grep_bench(LAWS / "corpus")))
    print("first time …", file=sys.stderr)
    first = first_time(store.ensure_index(LAWS))
    print("cold CLI …", file=sys.stderr)
    cold = cold_cli(COLD_REPS)
    text = report(rows, first, cold, len(docs), args.copies)
    args.out.write_text(text, encoding="utf-8")
    print(text)
    return 0


if __name__ == "__main__":
    sys.exit(main())
