#!/usr/bin/env python3
"""Time the build, an import, `show` and `diff` at both sizes (a measurement, not a test).

Usage: python scripts/bench_build.py [--runs 3] [--out scripts/bench-build.md] [--only show]

``--only show``: build each corpus once (not reported) and time only `show` and `diff` beside
`python3 -c pass`, with ``--runs`` runs (7 is better for these), into ``--out``
(default scripts/bench-show.md).

Two corpora: the shipped one (laws/sources) and the full-size one of scripts/make_fullsize.py
(the shipped texts plus invented 2007 and 2017 editions in English and Russian), each copied to a
temporary laws directory:

* `bridge-laws build` as a director runs it (a process; the index stage runs in a process of its
  own beside the site stage): wall time, and the CPU time of the whole process tree;
* each stage alone, in turn, in one process (sources → YAML corpus → search index → site): CPU
  and wall seconds — the cost of each, which must grow no faster than the text (each doing its
  whole work: the corpus stage's record is removed first, the site goes to a directory of its
  own);
* `bridge-laws build` again with nothing changed, and after a word of one law of one edition
  changed (2017 en, Law 16): how many of the site's pages were rendered again (the others were
  kept from the last build: site/incremental.py);
* `bridge-laws import` of one full edition (2017 ru) into the full-size corpus without it;
* `bridge-laws show 16` and `bridge-laws diff 16 --from … --to …` (a process each), beside
  `python3 -c pass`, median of ``--runs``.

The machine is shared by several people: CPU time is what to compare, with the load average.
"""

from __future__ import annotations

import argparse
import os
import resource
import shutil
import statistics
import subprocess
import sys
import tempfile
import time
from pathlib import Path

REPO = Path(__file__).resolve().parents[1]
sys.path.insert(0, str(REPO / "scripts"))
sys.path.insert(0, str(REPO / "src"))

from make_fullsize import make_laws, texts  # noqa: E402
from report_table import by_column, opening  # noqa: E402

ENV = {**{k: v for k, v in os.environ.items() if k != "PYTHONDONTWRITEBYTECODE"},
       "PYTHONPATH": os.pathsep.join([str(REPO / "src"), *[p for p in sys.path if "site-packages" in p]])}
CLI = [sys.executable, "-m", "bridge_laws.cli"]


def run(cmd, out: list | None = None, **kw) -> tuple[float, float]:
    """(wall, CPU of the process and all it waited for) of a command; its output added to ``out``."""
    before, started = resource.getrusage(resource.RUSAGE_CHILDREN), time.perf_counter()
    done = subprocess.run(cmd, env=ENV, check=True, capture_output=True, text=True, **kw)
    after = resource.getrusage(resource.RUSAGE_CHILDREN)
    if out is not None:
        out.append(done.stdout + done.stderr)
    return time.perf_counter() - started, after.ru_utime - before.ru_utime + after.ru_stime - before.ru_stime


def rendered(output: str) -> tuple[int, int]:
    """(pages rendered, pages) from a build's site line: «site: 904 pages (880 unchanged), …»."""
    import re

    found = re.search(r"site: (\d+) pages(?: \((\d+) unchanged\))?", output)
    return (int(found[1]) - int(found[2] or 0), int(found[1])) if found else (-1, -1)


def change_one_law(laws: Path) -> None:
    """A word of Law 16 of the 2017 English text changed, its manifest entry with it."""
    import dataclasses

    from bridge_laws.corpus.manifest import load_manifest, save_manifest
    from bridge_laws.readers.sources import sha256

    name = "2017-en-standard-invented.txt"
    path = laws / "sources" / name
    text = path.read_text(encoding="utf-8")
    at = text.index(" the ", text.index("LAW 16"))
    path.write_text(text[:at] + " a " + text[at + len(" the "):], encoding="utf-8")
    data = path.read_bytes()
    save_manifest(laws / "sources", [dataclasses.replace(e, sha256=sha256(data)) if e.file == name else e
                                     for e in load_manifest(laws / "sources")])


def rebuilds(laws: Path) -> dict:
    """`bridge-laws build` with nothing changed, then with one law of one edition changed:
    (wall, CPU) and (pages rendered, pages) of each."""
    out: list[str] = []
    same = run([*CLI, "--laws", str(laws), "build"], out)
    change_one_law(laws)
    one = run([*CLI, "--laws", str(laws), "build"], out)
    return {"same": (same, rendered(out[0])), "one": (one, rendered(out[1]))}


def stages(laws: Path) -> dict:
    """Each stage alone, in turn, in this process: (wall, CPU) seconds."""
    from bridge_laws.corpus.stage import build
    from bridge_laws.searchindex.store import build_index
    from bridge_laws.site.build import build_site

    from bridge_laws.corpus import kept
    from bridge_laws.paths import Paths
    from bridge_laws.searchindex import store

    kept.record_path(laws).unlink(missing_ok=True)  # the corpus stage's whole work, not the corpus kept
    shutil.rmtree(Paths(laws).readings, ignore_errors=True)  # … every source read, none taken from build/readings
    store._code_record(laws).unlink(missing_ok=True)  # … and the index's: no lemma taught from the last index
    out = {}
    # the site stage alone makes the index's analysis (meta_for) again, as it does with no index beside it
    for name, fn in (("corpus", lambda: build(laws)), ("index", lambda: build_index(laws)),
                     ("site", lambda: build_site(laws, laws.parent / "site-alone"))):
        store._META.clear()
        w, c = time.perf_counter(), time.process_time()
        fn()
        out[name] = (time.perf_counter() - w, time.process_time() - c)
    return out


def text_bytes(laws: Path) -> int:
    from bridge_laws.corpus.yamlio import load_corpus

    corpus = load_corpus(laws / "corpus")
    return sum(len((u.title or "").encode()) + len((u.text or "").encode()) for law in corpus.laws for u in law.unit.walk())


def median_run(cmd, runs: int) -> tuple[float, float]:
    samples = [run(cmd) for _ in range(runs)]
    return statistics.median(w for w, _ in samples), statistics.median(c for _, c in samples)


def measure(root: Path, generated: bool, runs: int, only_show: bool = False) -> dict:
    laws = make_laws(root, generated)
    out: list[str] = []
    build = run([*CLI, "--laws", str(laws), "build"], out)
    if only_show:
        return show_rows(laws, generated, runs)
    row = {"build": build, "pages": rendered(out[0])[1], "rebuilds": rebuilds(laws) if generated else None,
           "stages": stages(laws), "text": text_bytes(laws)}
    row |= show_rows(laws, generated, runs)
    if generated:
        row["import"] = import_one(root)
    return row


def show_rows(laws: Path, generated: bool, runs: int) -> dict:
    """`show` of a law with text, of a law without text (its site page's facts: citing sentences,
    index entries, terms, situations), `diff` of a law, and `python3 -c pass`, each the median of
    ``runs`` processes."""
    row = {"pass": median_run([sys.executable, "-c", "pass"], runs)}
    old, new, lang = (2007, 2017, "en") if generated else (1997, 1997, "ru")
    row["show"] = median_run([*CLI, "--laws", str(laws), "show", "16" if generated else "79", "--lang", lang, "--json"], runs)
    # law 12 has no text in any shipped source (the 1987 skeleton names it)
    row["show_missing"] = median_run([*CLI, "--laws", str(laws), "show", "12", "--edition", "1987", "--lang", "ru"], runs)
    if generated:
        row["diff"] = median_run([*CLI, "--laws", str(laws), "diff", "16", "--from", str(old), "--to", str(new),
                                  "--lang", lang], runs)
    return row


def import_one(root: Path) -> tuple[float, float]:
    """`bridge-laws import` of the 2017 Russian text into the full-size corpus without it."""
    from bridge_laws.corpus.manifest import load_manifest, save_manifest

    laws = make_laws(root / "import", True)
    name = "2017-ru-standard-invented.txt"
    (root / "2017-ru.txt").write_text(texts()[(2017, "ru")], encoding="utf-8")
    (laws / "sources" / name).unlink()
    save_manifest(laws / "sources", [e for e in load_manifest(laws / "sources") if e.file != name])
    run([*CLI, "--laws", str(laws), "build", "-q"])
    return run([*CLI, "--laws", str(laws), "import", str(root / "2017-ru.txt"), "--edition", "2017", "--lang", "ru", "-y"])


def table(rows: dict, loads) -> str:
    kinds = list(rows)
    only_show = "build" not in next(iter(rows.values()))
    lines = [opening("Show and diff benchmark, at both sizes" if only_show else "Build benchmark, at both sizes",
                     "bench_build.py --only show" if only_show else "bench_build.py",
                     f"{loads[0]:.1f} at the start, {loads[1]:.1f} at the end")
             + ": wall seconds, CPU seconds in brackets (of the whole process tree for a command).", ""]
    measures, line = by_column("", rows)
    if not only_show:
        line("`bridge-laws build` (index beside site)", lambda r: f"**{r['build'][0]:.1f} s** ({r['build'][1]:.1f})")
        for key, what in (("same", "nothing changed"), ("one", "one law of one edition changed")):
            line(f"`build` again, {what}: pages rendered",
                 lambda r, k=key: "—" if not r["rebuilds"] else
                 f"**{r['rebuilds'][k][0][0]:.1f} s** ({r['rebuilds'][k][0][1]:.1f}); "
                 f"{r['rebuilds'][k][1][0]} of {r['rebuilds'][k][1][1]} pages")
        for stage in ("corpus", "index", "site"):
            line(f"{stage} stage alone", lambda r, s=stage: f"{r['stages'][s][0]:.1f} s ({r['stages'][s][1]:.1f})")
        line("stages one after another", lambda r: f"{sum(w for w, _ in r['stages'].values()):.1f} s "
                                                  f"({sum(c for _, c in r['stages'].values()):.1f})")
        line("text (titles and texts)", lambda r: f"{r['text'] / 1e6:.2f} MB")

    def ms(key):
        return lambda r: f"{r[key][0] * 1000:.0f} ms ({r[key][1] * 1000:.0f})" if key in r else "—"

    line("`show` of a law (JSON)", ms("show"))
    line("`show 12 --edition 1987` (a law without text)", ms("show_missing"))
    line("`diff 16 --from 2007 --to 2017`", ms("diff"))
    line("`python3 -c pass`", ms("pass"))
    if not only_show:
        line("`import` of a full edition (2017 ru)", lambda r: f"**{r['import'][0]:.1f} s** ({r['import'][1]:.1f})" if "import" in r else "—")
    lines += measures
    if len(kinds) == 2 and not only_show:
        a, b = rows[kinds[0]], rows[kinds[1]]
        grow = b["text"] / a["text"]
        lines += ["", f"From {kinds[0]} to {kinds[1]} the text grows {grow:.1f}×; the site stage's CPU "
                  f"{b['stages']['site'][1] / a['stages']['site'][1]:.1f}×, the index stage's "
                  f"{b['stages']['index'][1] / a['stages']['index'][1]:.1f}×, the corpus stage's "
                  f"{b['stages']['corpus'][1] / a['stages']['corpus'][1]:.1f}× (no faster than the text: the "
                  "shipped corpus's fixed costs — glossary, 1987 skeleton, templates — weigh more on the small)."]
    return "\n".join(lines) + "\n"


def main() -> None:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--runs", type=int, default=3)
    parser.add_argument("--out", type=Path, default=None)
    parser.add_argument("--only", choices=("show",), help="time only `show` and `diff` (scripts/bench-show.md)")
    args = parser.parse_args()
    args.out = args.out or REPO / "scripts" / ("bench-show.md" if args.only else "bench-build.md")
    import compileall

    compileall.compile_dir(str(REPO / "src"), quiet=1)
    loads = [os.getloadavg()[0]]
    rows = {}
    with tempfile.TemporaryDirectory(prefix="bench-build-") as tmp:
        for label, generated in (("shipped", False), ("full size", True)):
            print(f"{label} …", flush=True)
            rows[label] = measure(Path(tmp) / label.replace(" ", "-"), generated, args.runs, args.only == "show")
            shutil.rmtree(Path(tmp) / label.replace(" ", "-"), ignore_errors=True)
    loads.append(os.getloadavg()[0])
    text = table(rows, loads)
    print(text)
    args.out.write_text(text, encoding="utf-8")


if __name__ == "__main__":
    main()
