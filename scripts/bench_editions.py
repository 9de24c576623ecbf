#!/usr/bin/env python3
"""Time the standard-layout reader and `diff` on full-size synthetic editions (93 laws of invented
words, never law text), and count how `diff` matches a known renumbering.

The reader's text: 93 laws × 4 sections × 5 subsections, wrapped at 72 columns, cut into pages of
50 lines with a running header and a page number. The two editions for `diff`: the newer one
drops the first subsection of every section (the others move up one number, a word changed in
each) and adds a new fifth one; so per section 4 units are renumbered, 1 removed, 1 added.

Usage: python scripts/bench_editions.py
Prints a table and writes scripts/bench-editions.md. A measurement, not a test.
"""

from __future__ import annotations

import random
import sys
import textwrap
import time
from pathlib import Path

REPO = Path(__file__).resolve().parents[1]
sys.path.insert(0, str(REPO / "src"))

from bridge_laws.corpus.diff import diff_units  # noqa: E402
from bridge_laws.model import Corpus, Law, Unit  # noqa: E402
from bridge_laws.readers.standard import read_standard  # noqa: E402

random.seed(1)
WORDS = [f"w{i}" for i in range(400)]


def sentence() -> str:
    return " ".join(random.choice(WORDS) for _ in range(random.randint(8, 40))) + "."


def standard_text() -> list[str]:
    lines = []
    for n in range(1, 94):
        lines.append(f"LAW {n} - SAMPLE {n}")
        for s in "ABCD":
            lines.append(f"{s}. Sample Part {s}")
            for k in range(1, 6):
                lines += textwrap.wrap(f"{k}. {sentence()} {sentence()}", 72)
    pages = [lines[i:i + 50] for i in range(0, len(lines), 50)]
    out = []
    for p, page in enumerate(pages, start=1):
        out += [("\f" if p > 1 else "") + "Sample Laws 2017", *page, f"- {p} -"]
    return out


def edition(year: int, old: list[Law] | None) -> list[Law]:
    laws = []
    for n in range(1, 94):
        sections = []
        for s in "ABCD":
            if old is None:
                subs = [Unit(ref=f"{n}{s}{k}", law=n, kind="subsection", marker=str(k), text=sentence())
                        for k in range(1, 6)]
            else:
                before = next(c for c in old[n - 1].unit.children if c.marker == s).children
                subs = [Unit(ref=f"{n}{s}{k}", law=n, kind="subsection", marker=str(k),
                             text=before[k].text.replace(" ", " changed ", 1)) for k in range(1, 5)]
                subs.append(Unit(ref=f"{n}{s}5", law=n, kind="subsection", marker="5", text=sentence()))
            sections.append(Unit(ref=f"{n}{s}", law=n, kind="section", marker=s, title=f"Part {s}",
                                 children=tuple(subs)))
        laws.append(Law(year, "en", n, (), Unit(ref=str(n), law=n, kind="law", marker=str(n), title="X",
                                                children=tuple(sections))))
    return laws


def main() -> None:
    lines = standard_text()
    started = time.perf_counter()
    read = read_standard(lines, "bench.txt", 2017, "en")
    reader_s = time.perf_counter() - started
    refs = len(read.fragments)

    old = edition(1997, None)
    corpus = Corpus(laws=tuple(old + edition(2017, old)))
    counts: dict[str, int] = {}
    started = time.perf_counter()
    for n in range(1, 94):
        for k, v in diff_units(corpus, str(n), 1997, 2017, "en").counts().items():
            counts[k] = counts.get(k, 0) + v
    diff_s = time.perf_counter() - started
    expected = {"renumbered": 93 * 4 * 4, "removed": 93 * 4, "added": 93 * 4}

    rows = [
        ("standard reader: 93 laws, pages with header and number", f"{len(lines):,} lines, {refs:,} units "
         f"(expected {93 * 25:,}) in {reader_s:.2f} s ({len(lines) / reader_s:,.0f} lines/s)"),
        ("`diff` of all 93 laws (2,325 units an edition)", f"{diff_s:.2f} s ({diff_s / 93 * 1000:.0f} ms a law)"),
        ("renumbered / removed / added found", f"{counts['renumbered']} / {counts['removed']} / {counts['added']} "
         f"(expected {expected['renumbered']} / {expected['removed']} / {expected['added']}); "
         f"wrongly 'changed': {counts['changed']}"),
    ]
    table = "| what | figure |\n|---|---|\n" + "\n".join(f"| {a} | {b} |" for a, b in rows) + "\n"
    print(table)
    (REPO / "scripts" / "bench-editions.md").write_text(
        "# Editions: the standard reader and diff (scripts/bench_editions.py)\n\n"
        "Synthetic texts of invented words; a measurement on this machine, not a test.\n\n" + table,
        encoding="utf-8")


if __name__ == "__main__":
    main()
