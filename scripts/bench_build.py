#!/usr/bin/env python3
"""Time `build` (sources → YAML corpus) on the shipped corpus and on synthetic corpora
5×, 10× and 20× larger (renumbered copies of the text sources), to show how the cost grows.

Usage: python scripts/bench_build.py [--repeat 3]
Prints a table and writes scripts/bench-build.md. A measurement, not a test.
"""

from __future__ import annotations

import argparse
import re
import shutil
import statistics
import sys
import tempfile
import time
from pathlib import Path

REPO = Path(__file__).resolve().parents[1]
sys.path.insert(0, str(REPO / "src"))

from bridge_laws.build import build  # noqa: E402
from bridge_laws.sources import load_manifest, save_manifest  # noqa: E402
from dataclasses import replace  # noqa: E402

LAW_HEADER_RE = re.compile(r"(Правило|ПРАВИЛО|LAW)(\s+)(\d{1,3})")


def renumber(text: str, shift: int) -> str:
    """Every law header N becomes N+shift (wrapping inside 1–999), so each copy is new laws."""
    return LAW_HEADER_RE.sub(lambda m: f"{m.group(1)}{m.group(2)}{(int(m.group(3)) - 1 + shift) % 999 + 1}", text)


def make_corpus(root: Path, copies: int) -> Path:
    laws = root / f"laws-{copies}x"
    shutil.copytree(REPO / "laws" / "sources", laws / "sources")
    entries = load_manifest(laws / "sources")
    extra = []
    for k in range(1, copies):
        for e in entries:
            if e.kind == "stripped-book":
                continue  # one skeleton: the copies are text sources
            name = f"copy{k:02d}-{e.file}"
            text = (laws / "sources" / e.file).read_text(encoding="utf-8")
            (laws / "sources" / name).write_text(renumber(text, 50 * k), encoding="utf-8")
            extra.append(replace(e, file=name, sha256=""))
    save_manifest(laws / "sources", entries + extra)
    return laws


def source_bytes(laws: Path) -> int:
    return sum(p.stat().st_size for p in (laws / "sources").glob("*.txt"))


def time_build(laws: Path, repeat: int) -> float:
    times = []
    for _ in range(repeat):
        started = time.perf_counter()
        build(laws)
        times.append(time.perf_counter() - started)
    return statistics.median(times)


def main() -> None:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--repeat", type=int, default=3)
    args = parser.parse_args()
    rows = []
    with tempfile.TemporaryDirectory() as tmp:
        for copies in (1, 5, 10, 20):
            laws = make_corpus(Path(tmp), copies)
            seconds = time_build(laws, args.repeat)
            files = len(list((laws / "corpus").rglob("*.yaml")))
            rows.append((copies, source_bytes(laws), files, seconds))
    base = rows[0][3]
    lines = ["| corpus | source bytes | YAML files | build (median) | per source MB | vs 1× |",
             "|---|---:|---:|---:|---:|---:|"]
    for copies, size, files, seconds in rows:
        lines.append(f"| {copies}× | {size:,} | {files} | {seconds:.2f} s | {seconds / (size / 1e6):.2f} s | "
                     f"{seconds / base:.1f}× |")
    table = "\n".join(lines)
    print(table)
    out = REPO / "scripts" / "bench-build.md"
    out.write_text(f"# build benchmark\n\n`python scripts/bench_build.py` on {time.strftime('%Y-%m-%d')}, "
                   f"median of {args.repeat} runs.\n\n{table}\n", encoding="utf-8")
    print(f"written {out}")


if __name__ == "__main__":
    main()
