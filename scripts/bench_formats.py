#!/usr/bin/env python3
"""Time the format readers (PDF, DOCX, HTML, Markdown, plain text) on a document the size of the
Laws: the test sample's two invented laws repeated as Laws 1–93 (about 60 A5 PDF pages), made here.

Usage: python scripts/bench_formats.py [--repeat 3]
Prints a table and writes scripts/bench-formats.md. A measurement, not a test.
"""

from __future__ import annotations

import argparse
import datetime
import statistics
import sys
import tempfile
import time
import warnings
from pathlib import Path

REPO = Path(__file__).resolve().parents[1]
sys.path.insert(0, str(REPO / "src"))
sys.path.insert(0, str(REPO / "tests"))
warnings.filterwarnings("ignore")

import format_samples as fs  # noqa: E402
import bridge_laws.readers.formats as formats  # noqa: E402
from bridge_laws.readers.formats import extract  # noqa: E402
from bridge_laws.readers.standard import read_standard  # noqa: E402


def laws_1_to_93(blocks):
    """The sample's laws renumbered 1, 2, … 93 (law headers only; the text repeats)."""
    out, n = [], 0
    while n < 93:
        for kind, marker, text in blocks:
            if kind == "chapter":
                continue
            if kind == "law":
                n += 1
                if n > 93:
                    break
                text = f"LAW {n} - " + text.split(" - ", 1)[1]
            out.append((kind, marker, text))
    return out


def _units(text: str):
    return [(f.ref, f.title, f.paragraphs, [(n.marker, n.text) for n in f.footnotes])
            for f in read_standard(text, "x", 2017, "en").fragments]


def median_time(fn, repeat: int) -> float:
    times = []
    for _ in range(repeat):
        started = time.perf_counter()
        fn()
        times.append(time.perf_counter() - started)
    return statistics.median(times)


def cached_pdf(data: bytes, repeat: int) -> float:
    """The PDF read from the extraction cache (as a later build does), the in-process memo cleared."""
    with tempfile.TemporaryDirectory() as tmp:
        extract(data, "laws.pdf", cache_dir=Path(tmp))

        def again():
            formats._RECENT.clear()
            extract(data, "laws.pdf", cache_dir=Path(tmp))

        return median_time(again, repeat)


def main() -> None:
    parser = argparse.ArgumentParser(description=__doc__.split("\n")[0])
    parser.add_argument("--repeat", type=int, default=3)
    args = parser.parse_args()
    blocks = laws_1_to_93(fs.EN)
    files = {
        "PDF": ("laws.pdf", fs.pdf(blocks, lines_per_page=20)),
        "DOCX": ("laws.docx", fs.docx(blocks, "en")),
        "HTML": ("laws.html", fs.page(fs.html_lists(blocks), "en").encode()),
        "Markdown": ("laws.md", fs.markdown(blocks).encode()),
        "plain text": ("laws.txt", fs.plain(blocks).encode()),
    }
    rows = []
    plain = _units(fs.plain(blocks))
    for label, (name, data) in files.items():
        document = extract(data, name)
        formats._RECENT.clear()  # time the reading itself, not the in-process memo
        got = _units(document.text)
        units = f"{len(got)}" + (" (same as plain text)" if got == plain else " (DIFFERENT from plain text)")
        seconds = median_time(lambda: (formats._RECENT.clear(), extract(data, name)), args.repeat)
        pages = next((n.split()[0] for n in document.notes if "page(s)" in n), "")
        rows.append((label, len(data), pages, units, seconds))
    lines = [
        "# format readers benchmark", "",
        f"`python scripts/bench_formats.py` on {datetime.date.today()}, median of {args.repeat} runs; "
        "Laws 1–93 made of the test sample's invented text.", "",
        "| format | bytes | pages | units read | extraction (median) |",
        "|---|---:|---:|---:|---:|",
    ]
    lines += [f"| {label} | {size:,} | {pages} | {units} | {seconds:.2f} s |" for label, size, pages, units, seconds in rows]
    lines += ["", f"The next build takes the PDF's text from `build/extracted/`: {cached_pdf(files['PDF'][1], args.repeat) * 1000:.1f} ms."]
    text = "\n".join(lines) + "\n"
    print(text)
    (REPO / "scripts" / "bench-formats.md").write_text(text, encoding="utf-8")


if __name__ == "__main__":
    main()
