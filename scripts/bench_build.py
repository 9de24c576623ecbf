#!/usr/bin/env python3
"""Time the full build — sources → YAML corpus, → search index, → static site — on the shipped
corpus and on synthetic corpora 5×, 10× and 20× larger (renumbered copies of the text sources),
stage by stage, to show how the cost grows.

Usage: python scripts/bench_build.py [--repeat 3] [--copies 1,5,10,20]
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

from bridge_laws.corpus.stage import build  # noqa: E402
from bridge_laws.searchindex.store import build_index  # noqa: E402
from bridge_laws.site.build import build_site  # noqa: E402
from bridge_laws.readers.sources import load_manifest, save_manifest  # noqa: E402
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


def median_time(fn, repeat: int) -> tuple[float, float]:
    """Median wall and CPU seconds of ``fn`` (the CPU time is what the machine's other work
    does not inflate: on an idle machine the two are the same, the build being one thread)."""
    wall, cpu = [], []
    for _ in range(repeat):
        w, c = time.perf_counter(), time.process_time()
        fn()
        wall.append(time.perf_counter() - w)
        cpu.append(time.process_time() - c)
    return statistics.median(wall), statistics.median(cpu)


STAGES = ("corpus", "index", "site")


def time_stages(laws: Path, repeat: int) -> dict:
    """Median (wall, CPU) seconds of each stage, each run on what the stage before wrote."""
    out = {"corpus": median_time(lambda: build(laws), repeat)}
    units = [0]

    def index():
        units[0] = build_index(laws, laws.parent / f"index-{laws.name}")[1]

    out["index"] = median_time(index, repeat)
    out["site"] = median_time(lambda: build_site(laws, laws.parent / f"site-{laws.name}"), repeat)
    out["units"] = units[0]
    return out


def table(rows) -> str:
    wall = lambda t: sum(t[s][0] for s in STAGES)  # noqa: E731
    cpu = lambda t: sum(t[s][1] for s in STAGES)  # noqa: E731
    lines = ["| corpus | source bytes | YAML files | units | corpus | index | site | full build, wall | "
             "full build, CPU | CPU per source MB | CPU vs 1× |",
             "|---|---:|---:|---:|---:|---:|---:|---:|---:|---:|---:|"]
    base = rows[0][3]
    for copies, size, files, t in rows:
        stages = " | ".join(f"{t[s][0]:.2f} s ({t[s][1]:.2f})" for s in STAGES)
        lines.append(f"| {copies}× | {size:,} | {files} | {t['units']:,} | {stages} | {wall(t):.2f} s | "
                     f"**{cpu(t):.2f} s** | {cpu(t) / (size / 1e6):.2f} s | {cpu(t) / cpu(base):.1f}× |")
    steps = [f"{a[0]}× → {b[0]}×: {(cpu(b[3]) - cpu(a[3])) / ((b[1] - a[1]) / 1e6):.2f} s"
             for a, b in zip(rows, rows[1:])]
    lines += ["", "Stages: wall seconds (CPU seconds in brackets). CPU seconds per added MB of sources, step by "
              "step (about the same at every step when the cost is linear; the 1× build also carries the "
              "fixed start-up): " + "; ".join(steps) + "."]
    return "\n".join(lines)


def main() -> None:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--repeat", type=int, default=3)
    parser.add_argument("--copies", default="1,5,10,20")
    args = parser.parse_args()
    rows = []
    with tempfile.TemporaryDirectory() as tmp:
        for copies in map(int, args.copies.split(",")):
            laws = make_corpus(Path(tmp), copies)
            print(f"{copies}× …", file=sys.stderr)
            stages = time_stages(laws, args.repeat)
            files = len(list((laws / "corpus").rglob("*.yaml")))
            rows.append((copies, source_bytes(laws), files, stages))
    text = table(rows)
    print(text)
    out = REPO / "scripts" / "bench-build.md"
    out.write_text(f"# build benchmark\n\n`python scripts/bench_build.py` on {time.strftime('%Y-%m-%d')}, "
                   f"median of {args.repeat} runs of each stage (sources → YAML corpus → search index → "
                   f"static site), each on what the stage before wrote.\n\n{text}\n", encoding="utf-8")
    print(f"written {out}")


if __name__ == "__main__":
    main()
