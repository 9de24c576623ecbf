"""The director's quality table (not a test: tests/test_quality.py holds the target).

    python scripts/bench_quality.py [--out scripts/bench-quality.md] [--no-browser]

For each situation of tests/quality.py (a question as a director types it, the law that governs
it, whether the sources have that law's text): the rank of the first hit of the governing law
in ``bridge-laws search`` and in the offline site's search (headless Chromium, from file://),
the share in the first three, and the warm query time of the CLI's engine over the table (median
and p95), so that quality is never bought with speed.
"""

from __future__ import annotations

import argparse
import shutil
import statistics
import sys
import tempfile
import time
from pathlib import Path

REPO = Path(__file__).resolve().parents[1]
sys.path.insert(0, str(REPO / "tests"))

from quality import SITUATIONS, TARGET_RANK, browser_ranks, cli_ranks, share  # noqa: E402

from bridge_laws.searchindex import engine as engine_mod, store  # noqa: E402


def timings(eng, reps: int = 5) -> tuple[float, float]:
    times = []
    for q, _, _ in SITUATIONS:
        eng.search(q)
        for _ in range(reps):
            started = time.perf_counter()
            eng.search(q)
            times.append((time.perf_counter() - started) * 1000)
    times.sort()
    return statistics.median(times), times[int(len(times) * 0.95)]


def web_ranks(tmp: Path):
    import _browser
    from bridge_laws.site.build import build_site

    site = tmp / "site"
    build_site(REPO / "laws", site)
    try:
        driver = _browser.make_driver(tmp / "profile")
    except _browser.NoBrowser as exc:
        return None, str(exc)
    try:
        driver.get(_browser.file_url(site, "search.html"))
        for _ in range(100):
            if driver.execute_script("return !!window.BL_SEARCH"):
                break
            time.sleep(0.05)
        return browser_ranks(driver), ""
    finally:
        driver.quit()


def shown(rank) -> str:
    return "—" if rank is None else str(rank)


def report(cli, web, note, median, p95) -> str:
    no_text = [i for i, (_, _, nt) in enumerate(SITUATIONS) if nt]
    lines = ["# Search quality: a director's situations", "",
             f"Written by `python scripts/bench_quality.py` on {time.strftime('%Y-%m-%d')}. "
             f"{len(SITUATIONS)} situations of tests/quality.py ({len(no_text)} about laws with no text in the "
             f"sources); rank = place of the first hit of the governing law (— = not in the first 10).", "",
             "| | situations | governing law in the first 3: CLI | browser |", "|---|---:|---:|---:|"]
    for name, idx in (("all", range(len(SITUATIONS))), ("law without text", no_text),
                      ("law with text", [i for i in range(len(SITUATIONS)) if i not in no_text])):
        web_share = f"{share([web[i] for i in idx]):.0%}" if web else "—"
        lines.append(f"| {name} | {len(idx)} | {share([cli[i] for i in idx]):.0%} | {web_share} |")
    lines += ["", f"Warm query time of the CLI's engine over the table: median {median:.2f} ms, p95 {p95:.2f} ms.", ""]
    if note:
        lines += [f"Browser not measured: {note}", ""]
    lines += ["| query | governing law | no text | CLI | browser |", "|---|---|---|---:|---:|"]
    for i, (q, laws, nt) in enumerate(SITUATIONS):
        lines.append(f"| {q} | {', '.join(map(str, sorted(laws)))} | {'yes' if nt else ''} | {shown(cli[i])} | "
                     f"{shown(web[i]) if web else '—'} |")
    return "\n".join(lines) + "\n"


def main(argv=None) -> int:
    ap = argparse.ArgumentParser()
    ap.add_argument("--out", default=str(REPO / "scripts" / "bench-quality.md"))
    ap.add_argument("--no-browser", action="store_true")
    args = ap.parse_args(argv)
    tmp = Path(tempfile.mkdtemp(prefix="bench-quality-"))
    try:
        where, _ = store.build_index(REPO / "laws", tmp / "index")
        eng = engine_mod.engine(where)
        cli = cli_ranks(eng)
        median, p95 = timings(eng)
        web, note = (None, "--no-browser") if args.no_browser else web_ranks(tmp)
    finally:
        shutil.rmtree(tmp, ignore_errors=True)
    text = report(cli, web, note, median, p95)
    Path(args.out).write_text(text, encoding="utf-8")
    print(text)
    print(f"target: the governing law in the first {TARGET_RANK} for at least 90%")
    return 0


if __name__ == "__main__":
    sys.exit(main())
