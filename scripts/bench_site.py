"""Benchmark of the static site (not a test: timings vary by machine).

    python scripts/bench_site.py [--reps 3] [--copies 20] [--out scripts/bench-site.md]

Measures, on laws/corpus (+ laws/glossary.yaml) and on a corpus ``--copies`` times larger (the
renumbered copies of scripts/bench_build.py, built from sources):

* site build time (median of ``--reps`` builds into a temporary directory);
* number of pages and files, total size, and total gzip size (what a static host would send);
* the search index (data/search-index.js): raw and gzip size, against the size of the text it
  indexes (titles, texts, tables and footnotes of every unit): it must grow no faster;
* in headless Chromium from file://: how long ``search.html?q=…`` takes to answer (navigation
  start to DOMContentLoaded; the page renders its results before that), the time to derive the
  postings from the index, and the time of each query of a fixed set (median of 5 batches of 20
  runs, measured with performance.now() inside the page). Skipped, with a note, when chromium is
  not installed;
* on a phone profile (390 × 844, touch, CPU slowed 4×), on the shipped corpus: time from opening
  the home page, a law page and the search page to interactive, and the size of what each page
  loads.
"""

from __future__ import annotations

import argparse
import gzip
import shutil
import statistics
import sys
import tempfile
import time
from pathlib import Path
from urllib.parse import quote, unquote, urlparse

REPO = Path(__file__).resolve().parents[1]
sys.path.insert(0, str(REPO / "tests"))
sys.path.insert(0, str(REPO / "scripts"))

from bridge_laws.searchindex.store import documents  # noqa: E402
from bridge_laws.site.build import build_site  # noqa: E402
from bridge_laws.corpus.yamlio import load_corpus  # noqa: E402

import _browser  # noqa: E402

QUERIES = ["штрафной картой", "разыгрывающим", "фальшренонсом", "недобранных взяток", "партнер",
           "ошибочное объяснение", "undertricks", "vulnerable", "revoke", "penalty card",
           "unauthorized information", "в зоне", "75D2", "правило 45С1", "\"штрафная карта\"", "фальшренос"]
ANSWER_QUERIES = ["штрафной картой", "revoke", "75D2"]
RUNS = 20


def build(laws: Path, reps: int, tmp: Path):
    times, out = [], None
    for i in range(reps):
        out = tmp / f"site-{laws.name}-{i}"
        started = time.perf_counter()
        build_site(laws, out)
        times.append(time.perf_counter() - started)
    return statistics.median(times), out


def text_bytes(laws: Path) -> int:
    """The text the search index covers: every unit's title, text (with tables) and footnotes."""
    return sum(len(f"{d.title}\n{d.text}\n{d.notes}".encode()) for d in documents(load_corpus(laws / "corpus")))


def sizes(site: Path) -> dict:
    files = [p for p in site.rglob("*") if p.is_file()]
    index = (site / "data/search-index.js").read_bytes()
    return {
        "pages": sum(1 for p in files if p.suffix == ".html"),
        "files": len(files),
        "bytes": sum(p.stat().st_size for p in files),
        "gzip": sum(len(gzip.compress(p.read_bytes(), mtime=0)) for p in files),
        "index": len(index),
        "index_gzip": len(gzip.compress(index, mtime=0)),
    }


def answer_ms(driver, site: Path, q: str) -> tuple[float, float]:
    """Median and best of 11 fresh loads of search.html?q=…: navigation start to DOMContentLoaded
    (the machine is shared: the best is the uncontended figure)."""
    samples = []
    for _ in range(11):
        driver.get("about:blank")
        driver.get(_browser.file_url(site, "search.html") + "?q=" + quote(q))
        samples.append(driver.execute_script(
            "const t = performance.getEntriesByType('navigation')[0]; return t.domContentLoadedEventEnd - t.startTime;"))
    return statistics.median(samples), min(samples)


def in_browser(site: Path, tmp: Path) -> dict | None:
    try:
        driver = _browser.make_driver(tmp / f"profile-{site.name}")
    except _browser.NoBrowser as exc:
        print(f"browser: skipped ({exc})")
        return None
    try:
        answers = {q: answer_ms(driver, site, q) for q in ANSWER_QUERIES}
        driver.get(_browser.file_url(site, "search.html"))
        build_ms = driver.execute_script("return window.BL_SEARCH.buildMs;")
        per_query = {}
        for q in QUERIES:
            # performance.now() is coarsened to 0.1 ms in Chromium: time batches of runs instead
            runs = driver.execute_script(
                "const out = []; let n = 0; for (let k = 0; k < 5; k++) {"
                " const t = performance.now(); for (let i = 0; i < arguments[1]; i++)"
                " n = window.BL_SEARCH.search(arguments[0]).results.length;"
                " out.push([(performance.now() - t) / arguments[1], n]); } return out;", q, RUNS)
            per_query[q] = (statistics.median(r[0] for r in runs), runs[0][1])
        return {"answers": answers, "build_ms": build_ms, "queries": per_query}
    finally:
        driver.quit()


def measure(laws: Path, reps: int, tmp: Path) -> dict:
    seconds, site = build(laws, reps, tmp)
    return {"seconds": seconds, "text": text_bytes(laws), **sizes(site), "browser": in_browser(site, tmp),
            "site": site}


PHONE_PAGES = {"home": "index.html", "law (text)": "1987-ru/75.html", "law (no text)": "1987-ru/16.html",
               "search": "search.html?q=%D1%88%D1%82%D1%80%D0%B0%D1%84%D0%BD%D0%BE%D0%B9"}
CPU_SLOWDOWN = 4  # the phone profile: Chromium's "mid-tier mobile" CPU throttling
PHONE_RUNS = 11


def on_phone(site: Path, tmp: Path) -> dict | None:
    """Per page, on a 390 × 844 touch screen with the CPU slowed 4×: milliseconds from opening the
    file:// URL to interactive (site.js's "bl-interactive" mark: every handler in place) and to
    the load event; the files the page loaded, their bytes raw and gzipped."""
    try:
        driver = _browser.make_driver(tmp / "profile-phone", 390, 844)
    except _browser.NoBrowser:
        return None
    try:
        driver.execute_cdp_cmd("Emulation.setDeviceMetricsOverride",
                               {"width": 390, "height": 844, "deviceScaleFactor": 3, "mobile": True})
        driver.execute_cdp_cmd("Emulation.setTouchEmulationEnabled", {"enabled": True, "maxTouchPoints": 5})
        driver.execute_cdp_cmd("Emulation.setCPUThrottlingRate", {"rate": CPU_SLOWDOWN})
        out = {}
        for name, path in PHONE_PAGES.items():
            driver.get(_browser.file_url(site, path))  # a first, cold load is not measured
            runs = []
            for _ in range(PHONE_RUNS):
                driver.get(_browser.file_url(site, path))
                runs.append(driver.execute_script(
                    "const n = performance.getEntriesByType('navigation')[0];"
                    "const m = performance.getEntriesByName('bl-interactive')[0];"
                    "return [m ? m.startTime : null, n.loadEventEnd - n.startTime,"
                    " Array.from(document.querySelectorAll('script[src], link[href]:not([rel=prev]):not([rel=next])'),"
                    " (e) => e.src || e.href)];"))
            files = [site / path.split("?")[0]] + [Path(unquote(urlparse(u).path)) for u in runs[0][2]]
            out[name] = {"interactive": statistics.median(r[0] for r in runs), "best": min(r[0] for r in runs),
                         "load": statistics.median(r[1] for r in runs), "files": len(files),
                         "bytes": sum(f.stat().st_size for f in files),
                         "gzip": sum(len(gzip.compress(f.read_bytes(), mtime=0)) for f in files)}
        return out
    finally:
        driver.quit()


def phone_table(p: dict | None) -> list[str]:
    if p is None:
        return ["", "Phone timings skipped: no chromium/chromedriver/selenium."]
    lines = ["", f"On the phone profile (390 × 844, touch, CPU slowed {CPU_SLOWDOWN}×; from file://; median and "
             f"best of {PHONE_RUNS} loads after a first one; the machine is shared, so the best is the "
             "uncontended figure): time to interactive (every handler of site.js in place) and to the load "
             "event, and what the page loads (the page and every file it fetches). Target: interactive ≤ 300 ms.",
             "", "| page | interactive, median (best) | load event | files | bytes | gzipped |",
             "|---|---|---|---|---|---|"]
    for name, r in p.items():
        lines.append(f"| {name} | {r['interactive']:.0f} ms ({r['best']:.0f} ms) | {r['load']:.0f} ms | {r['files']} | "
                     f"{r['bytes'] / 1024:.0f} KiB | {r['gzip'] / 1024:.0f} KiB |")
    return lines


def table(rows: dict[str, dict], phone: dict | None = None) -> str:
    kib = lambda n: f"{n / 1024:.0f} KiB"  # noqa: E731
    labels = list(rows)
    line = lambda name, fn: f"| {name} | " + " | ".join(fn(rows[k]) for k in labels) + " |"  # noqa: E731
    lines = ["# Static site benchmark", "",
             f"`python scripts/bench_site.py` on {time.strftime('%Y-%m-%d')}: laws/corpus, and the same sources "
             "copied and renumbered (scripts/bench_build.py); one machine, one run.", "",
             "| measure | " + " | ".join(labels) + " |", "|---|" + "---|" * len(labels),
             line("build time (median)", lambda r: f"{r['seconds']:.2f} s"),
             line("pages (HTML) / files", lambda r: f"{r['pages']} / {r['files']}"),
             line("total size", lambda r: f"{kib(r['bytes'])} ({kib(r['gzip'])} gzipped file by file)"),
             line("text indexed (titles, texts, tables, footnotes)", lambda r: kib(r["text"])),
             line("search index, raw", lambda r: f"{kib(r['index'])} ({r['index'] / r['text']:.2f} × the text)"),
             line("search index, gzip", lambda r: f"{kib(r['index_gzip'])} ({r['index_gzip'] / r['text']:.2f} × the text)")]
    with_browser = [k for k in labels if rows[k]["browser"]]
    if not with_browser:
        return "\n".join(lines + ["", "In-browser timings skipped: no chromium/chromedriver/selenium."]
                         + phone_table(phone)) + "\n"
    for q in ANSWER_QUERIES:
        lines.append(line(f"search.html?q={q} answers from file://",
                          lambda r: "{:.0f} ms (best {:.0f})".format(*r["browser"]["answers"][q]) if r["browser"] else "–"))
    lines.append(line("postings derived in the page", lambda r: f"{r['browser']['build_ms']:.1f} ms" if r["browser"] else "–"))
    lines += ["", f"In-browser search time per query (headless Chromium; median of 5 batches of {RUNS} runs, "
              "timed with performance.now() in the page), ms:", "",
              "| query | " + " | ".join(f"{k} results | {k} ms" for k in with_browser) + " |",
              "|---|" + "---|---|" * len(with_browser)]
    for q in QUERIES:
        cells = [f"{rows[k]['browser']['queries'][q][1]} | {rows[k]['browser']['queries'][q][0]:.3f}" for k in with_browser]
        lines.append(f"| {q} | " + " | ".join(cells) + " |")
    lines.append("")
    for k in with_browser:
        all_ms = [ms for ms, _ in rows[k]["browser"]["queries"].values()]
        lines.append(f"{k}: median over the set {statistics.median(all_ms):.3f} ms; slowest {max(all_ms):.3f} ms.")
    return "\n".join(lines + phone_table(phone)) + "\n"


def main() -> None:
    parser = argparse.ArgumentParser(description=__doc__.split("\n")[0])
    parser.add_argument("--reps", type=int, default=3)
    parser.add_argument("--copies", type=int, default=20)
    parser.add_argument("--out", type=Path, default=REPO / "scripts" / "bench-site.md")
    args = parser.parse_args()
    tmp = Path(tempfile.mkdtemp(prefix="bench-site-"))
    try:
        rows = {"1×": measure(REPO / "laws", args.reps, tmp)}
        if args.copies > 1:
            from bench_build import make_corpus
            from bridge_laws.corpus.stage import build as build_corpus

            big = make_corpus(tmp, args.copies)
            shutil.copy(REPO / "laws" / "glossary.yaml", big / "glossary.yaml")
            build_corpus(big)
            rows[f"{args.copies}×"] = measure(big, 1, tmp)
        text = table(rows, on_phone(rows["1×"]["site"], tmp))
    finally:
        shutil.rmtree(tmp, ignore_errors=True)
    print(text)
    args.out.write_text(text, encoding="utf-8")


if __name__ == "__main__":
    main()
