#!/usr/bin/env python3
"""Time `import` on large texts, to show that reading grows linearly (issue 14, item 9: the
dry-run read was quadratic in `textfix.join_lines`; 50 MB must read in under a minute).

Two shapes of synthetic text, each of our own sentences in the shape of the Laws:
  laws   — the seed web copy repeated (many laws, ordinary paragraphs)
  para   — one law whose paragraph runs on for megabytes, with hyphenated line breaks
For each size: the dry run (`inspect`: decode, detect, read once with the reader), and for the
smaller sizes the whole import (copy, manifest, corpus, index and site rebuilt).

Usage: python scripts/bench_import.py [--sizes 2 8 50] [--full 2 8]
Prints a table and writes scripts/bench-import.md. A measurement, not a test.
"""

from __future__ import annotations

import argparse
import os
import platform
import shutil
import sys
import tempfile
import time
from pathlib import Path

REPO = Path(__file__).resolve().parents[1]
sys.path.insert(0, str(REPO / "src"))

from bridge_laws.jobs.importer import import_text, inspect  # noqa: E402

HEAD = "Правило 5. Места участников\n---------------------------\nA.Начальное положение\n"
# Each pair of lines numbered, so that no two are alike (repeated lines are merged as one).
LINE = ("Участник {n}-го стола сохраняет выбранное место до конца сессии, если директор не распо-\n"
        "рядится иначе, и сообщает об этом партнёру.\n")


def text_of(shape: str, mb: float) -> bytes:
    size = int(mb * 1024 * 1024)
    if shape == "laws":
        seed = (REPO / "laws" / "sources" / "1987-ru-web-75-93.txt").read_bytes()
        return (seed * (size // len(seed) + 1))[:size].rsplit(b"\n", 1)[0] + b"\n"
    count = size // len(LINE.format(n=10 ** 6).encode("utf-8"))
    return (HEAD + "".join(LINE.format(n=n) for n in range(1, count + 1))).encode("utf-8")


def fresh_laws(root: Path) -> Path:
    laws = root / "laws"
    shutil.rmtree(root, ignore_errors=True)
    shutil.copytree(REPO / "laws" / "sources", laws / "sources")
    return laws


def measure(shape: str, mb: float, full: bool, root: Path) -> dict:
    laws = fresh_laws(root / f"{shape}-{mb}")
    path = root / f"{shape}-{mb}.txt"
    path.write_bytes(text_of(shape, mb))
    started = time.perf_counter()
    plan = inspect(path, laws, edition=1987)
    row = {"shape": shape, "mb": mb, "dry": time.perf_counter() - started, "full": None}
    if full:
        from bridge_laws.jobs.pipeline import build_all

        build_all(laws, root / f"{shape}-{mb}" / "site", quiet=True)  # the state before the import
        started = time.perf_counter()
        import_text(plan, laws, root / f"{shape}-{mb}" / "site")
        row["full"] = time.perf_counter() - started
    path.unlink()
    return row


def main() -> None:
    parser = argparse.ArgumentParser(description=__doc__.split("\n")[0])
    parser.add_argument("--sizes", type=float, nargs="+", default=[2, 8, 50])
    parser.add_argument("--full", type=float, nargs="+", default=[2, 8])
    args = parser.parse_args()
    rows = []
    with tempfile.TemporaryDirectory() as tmp:
        for shape in ("laws", "para"):
            for mb in args.sizes:
                row = measure(shape, mb, mb in args.full, Path(tmp))
                rows.append(row)
                full = f"{row['full']:.1f} s" if row["full"] is not None else "—"
                print(f"{shape:5} {mb:5.0f} MB  dry run {row['dry']:6.1f} s  whole import {full}", flush=True)
    load = os.getloadavg()[0]
    lines = ["# bench: import of large texts", "",
             f"`python scripts/bench_import.py` on {platform.machine()}, Python {platform.python_version()}, "
             f"a shared 2-core machine (load average {load:.1f} at the end: other work ran meanwhile). Dry run: decode, detect and read once with the reader (what "
             "`import` does before asking); whole import: copy, manifest, corpus, index and site.", "",
             "| text | size | dry run | whole import | dry run per MB |", "| --- | ---: | ---: | ---: | ---: |"]
    for r in rows:
        full = f"{r['full']:.1f} s" if r["full"] is not None else "—"
        lines.append(f"| {r['shape']} | {r['mb']:.0f} MB | {r['dry']:.1f} s | {full} | {r['dry'] / r['mb']:.2f} s |")
    lines += ["", "`laws`: the seed web copy repeated (the same laws again: the merge keeps one copy, so the "
              "corpus does not grow); `para`: one law whose paragraph runs on for the whole size, each line "
              "numbered and broken with a hyphen (the shape that was quadratic in `join_lines`), all of it "
              "going into the corpus, the index and the site. A constant time per MB is linear growth.", ""]
    (REPO / "scripts" / "bench-import.md").write_text("\n".join(lines), encoding="utf-8")


if __name__ == "__main__":
    main()
