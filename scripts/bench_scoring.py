#!/usr/bin/env python3
"""Time the scoring commands on inputs the second red-team round used (issue 22, item 13):
`matchpoints` on 1,000 to 100,000 scores of one board (Law 78A, one sort), `score` on a contract
with a 5,000-digit result (refused in one line, exit 2), and the reading of IMP inputs
(corpus/scoresheet.read_imps) on the usual forms of two scores.

Usage: python scripts/bench_scoring.py
Prints a table and writes scripts/bench-scoring.md. A measurement, not a test.
"""

from __future__ import annotations

import random
import subprocess
import sys
import time
from pathlib import Path

REPO = Path(__file__).resolve().parents[1]
sys.path.insert(0, str(REPO / "src"))

from bridge_laws.corpus.scoresheet import read_imps  # noqa: E402
from bridge_laws.corpus.scoring import matchpoints  # noqa: E402


def best_of(fn, runs: int = 3) -> float:
    times = []
    for _ in range(runs):
        started = time.perf_counter()
        fn()
        times.append(time.perf_counter() - started)
    return min(times)


def main() -> None:
    rng = random.Random(78)
    rows = []
    for n in (1_000, 10_000, 100_000):
        scores = [rng.choice(range(-2000, 2001, 10)) for _ in range(n)]
        rows.append((f"matchpoints, {n:,} scores (library)", f"{best_of(lambda: matchpoints(scores)) * 1000:.1f} ms", ""))
    args = [sys.executable, "-m", "bridge_laws.cli", "--laws", str(REPO / "laws")]
    env = {"PYTHONPATH": str(REPO / "src"), "PATH": "/usr/bin:/bin"}
    scores = [str(rng.choice(range(-2000, 2001, 10))) for _ in range(10_000)]
    started = time.perf_counter()
    done = subprocess.run([*args, "matchpoints", *scores, "--json"], capture_output=True, env=env)
    rows.append(("`bridge-laws matchpoints` 10,000 scores (whole process)", f"{time.perf_counter() - started:.2f} s",
                 f"exit {done.returncode}"))
    started = time.perf_counter()
    done = subprocess.run([*args, "score", "4S+" + "1" * 5000], capture_output=True, env=env, text=True)
    lines = done.stderr.strip().splitlines()
    rows.append(("`bridge-laws score 4S+<5,000 digits>`", f"{time.perf_counter() - started:.2f} s",
                 f"exit {done.returncode}, {len(lines)} line of {len(lines[0]) if lines else 0} characters"))
    forms = ["470 140", "470-140", "470 vs 140", "+470 −140", "−1460"] * 2000
    per = best_of(lambda: [read_imps(f) for f in forms]) / len(forms)
    rows.append(("read_imps, one input of the usual forms", f"{per * 1e6:.1f} µs", ""))
    table = ["| what | time | result |", "|---|---:|---|"] + [f"| {a} | {b} | {c} |" for a, b, c in rows]
    text = ("# Scoring inputs and matchpoints\n\nMeasured by `scripts/bench_scoring.py` (best of three where a "
            "library call). Before issue 22's item 13, `matchpoints` with 10,000 scores took 7.8 s (quadratic) and "
            "the 5,000-digit contract ended in a ValueError traceback.\n\n" + "\n".join(table) + "\n")
    print(text)
    (REPO / "scripts" / "bench-scoring.md").write_text(text, encoding="utf-8")


if __name__ == "__main__":
    main()
