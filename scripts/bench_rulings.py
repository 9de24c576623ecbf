#!/usr/bin/env python3
"""Time the rulings (issue 20): `ruling import` of a generated 300-case casebook, a site build
with 1,000 generated rulings, and search over them, in the CLI's engine and in the offline
site's search.js (Node); and whether the rulings push the governing law out of the first three
answers of the director's situations (tests/quality.py).

Every casebook and ruling is invented (tests/ruling_samples.py: the facts are sentences of our
own, the deals come from endplay's generator, the laws are the invented sample laws 16–17).

Usage: python scripts/bench_rulings.py [--cases 300] [--rulings 1000] [--out scripts/bench-rulings.md]
Prints a table and writes scripts/bench-rulings.md. A measurement, not a test.
"""

from __future__ import annotations

import argparse
import json
import os
import platform
import shutil
import statistics
import subprocess
import sys
import tempfile
import time
from pathlib import Path

REPO = Path(__file__).resolve().parents[1]
sys.path.insert(0, str(REPO / "src"))
sys.path.insert(0, str(REPO / "tests"))

import ruling_samples as samples  # noqa: E402
from quality import SITUATIONS, TARGET_RANK  # noqa: E402

# what the search reads besides the corpus: the glossary (and the situations index, where it exists)
EXTRAS = ("glossary.yaml", "situations.yaml")
QUERIES = ["paused", "a pause at the club", "director adjusted the score", "neighbouring table", "late call",
           "заминка", "директор назначил результат", "соседний стол", "revoke", "lead out of turn", "claim",
           "штрафной картой"]


def clock(fn):
    """(result, wall seconds, CPU seconds) of ``fn()``."""
    wall, cpu = time.perf_counter(), time.process_time()
    out = fn()
    return out, time.perf_counter() - wall, time.process_time() - cpu


def bench_import(root: Path, cases: int) -> list[dict]:
    """`ruling import` of a casebook of ``cases`` cases (every third with a deal and an adjusted
    score), as plain text and as Markdown: the dry run (split, refs, deals), then the import
    (copy, rulings, corpus, index, site; double dummy for every deal, from an empty cache)."""
    from bridge_laws.corpus.yamlio import load_corpus
    from bridge_laws.jobs.rulings import import_rulings, inspect

    rows = []
    for fmt, write in (("plain text", samples.plain), ("Markdown", samples.markdown)):
        laws = samples.laws_dir(root / f"import-{fmt[:4]}", extras=EXTRAS)
        path = root / f"casebook-{cases}.{'txt' if fmt == 'plain text' else 'md'}"
        path.write_text(write(samples.cases(cases, "en"), "en"), encoding="utf-8")
        corpus = load_corpus(laws / "corpus")
        plan, dry, dry_cpu = clock(lambda: inspect(path, laws, corpus, set()))
        _, full, full_cpu = clock(lambda: import_rulings(plan, laws, laws.parent / "site"))
        rows.append({"format": fmt, "bytes": path.stat().st_size, "cases": len(plan.rulings),
                     "deals": sum(1 for r in plan.rulings if r.deal and r.deal.hands),
                     "refs": sum(len(r.laws) for r in plan.rulings), "dry": dry, "dry_cpu": dry_cpu,
                     "full": full, "full_cpu": full_cpu})
    return rows


def generated_rulings(n: int) -> list:
    """``n`` invented rulings, half of them with a deal, in both languages."""
    from bridge_laws.rulings import store

    out = []
    for lang in ("en", "ru"):
        for case in samples.cases(n // 2, lang, deals_every=2):
            d = samples.ruling_dict(case.number, id=f"{lang}-{case.number}", lang=lang, question=case.title,
                                    facts=case.facts, ruling=case.ruling, date=f"20{10 + case.number % 15}-0"
                                    f"{1 + case.number % 9}-1{case.number % 10}",
                                    laws=[{"ref": ref, "edition": 2017} for ref in case.refs], versus=None)
            if case.deal:
                d["deal"] = {"dealer": "N", "vulnerable": "NS", "hands": case.deal}
            else:
                d.pop("deal")
                d.pop("adjusted")
            out.append(store.from_dict(d))
    return out


def bench_site(root: Path, n: int) -> tuple[Path, Path, dict]:
    """A site with ``n`` rulings: built with the double-dummy cache empty, then again with it."""
    from bridge_laws.rulings import store
    from bridge_laws.searchindex.store import build_index
    from bridge_laws.site.build import build_site

    laws = samples.laws_dir(root / "site", extras=EXTRAS)
    rulings = generated_rulings(n)
    for r in rulings:
        store.write(laws / "rulings", r)
    (_, docs), index_s, index_cpu = clock(lambda: build_index(laws))
    site = laws.parent / "site-out"
    cold, cold_s, cold_cpu = clock(lambda: build_site(laws, site))
    warm, warm_s, warm_cpu = clock(lambda: build_site(laws, site))
    from bridge_laws.jobs.rulings import record

    table = [store.from_dict(samples.ruling_dict(9000 + i, id=f"at-the-table-{i}")) for i in range(2)]
    _, add_s, add_cpu = clock(lambda: record(table[0], laws, site))  # corpus, index and site rebuilt
    _, quick_s, quick_cpu = clock(lambda: record(table[1], laws, site, rebuild=False))
    files = [p for p in site.rglob("*") if p.is_file()]
    pages = sum(1 for p in files if p.suffix == ".html")
    ruling_pages = sum(1 for p in (site / "rulings").rglob("*.html"))
    index_js = sum(p.stat().st_size for p in (site / "data" / "search").rglob("*.js")
                   if p.relative_to(site / "data" / "search").parts[0] != "d")  # the index, not the units shown
    return laws, site, {"rulings": len(rulings), "deals": sum(1 for r in rulings if r.deal and r.deal.hands),
                        "docs": docs, "index_s": index_s, "index_cpu": index_cpu, "cold_s": cold_s,
                        "cold_cpu": cold_cpu, "warm_s": warm_s, "warm_cpu": warm_cpu, "pages": pages,
                        "ruling_pages": ruling_pages, "bytes": sum(p.stat().st_size for p in files),
                        "index_js": index_js, "add_s": add_s, "add_cpu": add_cpu, "quick_s": quick_s,
                        "quick_cpu": quick_cpu}


def bench_search(laws: Path, reps: int = 7) -> dict:
    """Warm queries in the CLI's engine: all kinds, and rulings only (median and p95, ms)."""
    from bridge_laws.searchindex import engine as engine_mod
    from bridge_laws.searchindex.store import index_dir

    eng = engine_mod.engine(index_dir(laws))
    out = {}
    for kind in (None, "ruling"):
        times = []
        for q in QUERIES:
            eng.search(q, kind=kind)
            for _ in range(reps):
                started = time.perf_counter()
                eng.search(q, kind=kind)
                times.append((time.perf_counter() - started) * 1000)
        times.sort()
        out[kind or "all"] = (statistics.median(times), times[int(len(times) * 0.95)])
    return out


NODE_TIMER = r"""
// The page's own scripts as the search page loads them (data/search-page.js), in the tests' DOM
// stand-in (tests/js/page_node.js), its parts read from disk as the page would load them.
const fs = require("fs");
const [pageNode, site] = process.argv.slice(-2), queries = JSON.parse(fs.readFileSync(0, "utf8"));
const { openPage, runFile } = require(pageNode);
const t0 = performance.now();
const c = openPage(site, "search.html", "", []);
c.BL_LOAD_PART = (src) => { runFile(c, site, src); return Promise.resolve(); };
runFile(c, site, "data/search-page.js");
const load = performance.now() - t0, times = [];
(async () => {
  for (const [q, kind] of queries) {
    await c.BL_SEARCH.search(q, kind ? { kind } : {});  // its parts loaded
    for (let i = 0; i < 5; i++) { const s = performance.now(); await c.BL_SEARCH.search(q, kind ? { kind } : {}); times.push(performance.now() - s); }
  }
  times.sort((a, b) => a - b);
  process.stdout.write(JSON.stringify({ load, median: times[Math.floor(times.length / 2)], p95: times[Math.floor(times.length * 0.95)] }));
})();
"""


def bench_node(site: Path) -> dict | None:
    node = shutil.which("node")
    if not node:
        return None
    queries = [[q, k] for q in QUERIES for k in (None, "ruling")]
    page_node = Path(__file__).resolve().parents[1] / "tests" / "js" / "page_node.js"
    done = subprocess.run([node, "-e", NODE_TIMER, str(page_node), str(site)], input=json.dumps(queries), capture_output=True,
                          text=True, timeout=600)
    return json.loads(done.stdout) if done.returncode == 0 else {"error": done.stderr[-300:]}


def quality(laws: Path) -> dict:
    """The governing law among the first three law hits of the 81 situations, with the rulings
    in the index: searched with no kind (a ruling takes a place in the list) and with --kind law."""
    from bridge_laws.searchindex import engine as engine_mod
    from bridge_laws.searchindex.store import index_dir

    eng = engine_mod.engine(index_dir(laws))
    out = {}
    for kind in (None, "law"):
        top = 0
        for q, governing, _ in SITUATIONS:
            hits = eng.search(q, limit=10, kind=kind).hits[:TARGET_RANK]
            top += any(h.kind == "law" and h.law in governing for h in hits)
        out[kind or "all"] = top
    return out


def report(imports, site, search, node, quality_with, quality_bare, args) -> str:
    lines = ["# Rulings: import, site, search (scripts/bench_rulings.py)", "",
             f"{platform.machine()}, {os.cpu_count()} cores shared with others, Python {platform.python_version()}; "
             f"load average at the start {os.getloadavg()[0]:.1f}. Wall and CPU seconds: on a loaded machine the "
             "CPU time is the figure to trust.", "",
             f"## `ruling import` of a generated {args.cases}-case casebook", "",
             "| format | bytes | cases | law refs | deals | dry run (split, refs, endplay) | import (+ corpus, index, site, double dummy) |",
             "|---|---:|---:|---:|---:|---:|---:|"]
    for r in imports:
        lines.append(f"| {r['format']} | {r['bytes']:,} | {r['cases']} | {r['refs']} | {r['deals']} | "
                     f"{r['dry']:.2f} s (CPU {r['dry_cpu']:.2f}) | {r['full']:.2f} s (CPU {r['full_cpu']:.2f}) |")
    s = site
    lines += ["", f"## A site with {s['rulings']:,} rulings ({s['deals']} with a deal)", "",
              "| what | figure |", "|---|---|",
              f"| search index ({s['docs']:,} documents: units and rulings) | {s['index_s']:.2f} s (CPU {s['index_cpu']:.2f}) |",
              f"| site build, double-dummy cache empty | {s['cold_s']:.1f} s (CPU {s['cold_cpu']:.1f}, the "
              f"solver's threads included) |",
              f"| site build, double dummy cached | {s['warm_s']:.2f} s (CPU {s['warm_cpu']:.2f}) |",
              f"| `ruling add` of one more (corpus, index and site rebuilt) | {s['add_s']:.1f} s (CPU {s['add_cpu']:.1f}) |",
              f"| `ruling add --no-build` (the ruling written, nothing rebuilt) | {s['quick_s']:.2f} s (CPU {s['quick_cpu']:.2f}) |",
              f"| pages / ruling pages (page + appeal form + list) | {s['pages']:,} / {s['ruling_pages']:,} |",
              f"| site size / its search index | {s['bytes'] / 1024 / 1024:.1f} MiB / {s['index_js'] / 1024:.0f} KiB |",
              "", f"## Search over them ({len(QUERIES)} queries, warm, ms)", "",
              "| where | median | p95 |", "|---|---:|---:|"]
    for kind, (median, p95) in search.items():
        lines.append(f"| CLI engine, kind {kind} | {median:.2f} | {p95:.2f} |")
    if node and "error" in node:
        lines.append(f"| site search.js in Node | failed: {node['error'][:120]} | |")
    if node and "median" in node:
        lines.append(f"| site search.js in Node (both kinds; index loaded in {node['load']:.0f} ms) | "
                     f"{node['median']:.2f} | {node['p95']:.2f} |")
    lines += ["", f"## The governing law among the first {TARGET_RANK} answers ({len(SITUATIONS)} situations)", "",
              "| index | no --kind | --kind law |", "|---|---:|---:|",
              f"| the sample laws, no rulings | {quality_bare['all']} | {quality_bare['law']} |",
              f"| with the {s['rulings']:,} rulings | {quality_with['all']} | {quality_with['law']} |", "",
              "The sample laws here are the shipped 1987/1997 corpus plus two invented 2017 laws (16, 17): the "
              "figures compare the same index with and without rulings, not with bench-quality.md."]
    return "\n".join(lines) + "\n"


def main() -> None:
    parser = argparse.ArgumentParser(description=__doc__.split("\n\n")[0])
    parser.add_argument("--cases", type=int, default=300)
    parser.add_argument("--rulings", type=int, default=1000)
    parser.add_argument("--out", type=Path, default=REPO / "scripts" / "bench-rulings.md")
    args = parser.parse_args()
    root = Path(tempfile.mkdtemp(prefix="bench-rulings-"))
    try:
        imports = bench_import(root, args.cases)
        bare = samples.laws_dir(root / "bare", extras=EXTRAS)
        from bridge_laws.searchindex.store import build_index

        build_index(bare)
        quality_bare = quality(bare)
        laws, site_dir, site = bench_site(root, args.rulings)
        search = bench_search(laws)
        node = bench_node(site_dir)
        text = report(imports, site, search, node, quality(laws), quality_bare, args)
    finally:
        shutil.rmtree(root, ignore_errors=True)
    args.out.write_text(text, encoding="utf-8")
    print(text)


if __name__ == "__main__":
    main()
