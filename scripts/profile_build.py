#!/usr/bin/env python3
"""Where a build spends its time at full size (cProfile; a measurement, not a test).

    python scripts/profile_build.py DIR [--what one|import|scratch|same] [--top 30] [--fork]

DIR holds (or gets) the full-size project of scripts/make_fullsize.py, built once. Then, in this
one process, under cProfile:

* ``one``: the build after a word of Law 16 of the 2017 English text changed (as bench_build.py
  changes it; the change is undone first, so every run profiles the same change);
* ``import``: `bridge-laws import` of the 2017 Russian text into the project without it (the text
  taken out and the project built first, not profiled);
* ``scratch``: a build from scratch (the build directory and the site removed first);
* ``same``: a build with nothing changed.

The index stage runs in a process of its own beside the site stage in a real build; here it runs
in turn in this process (``--fork`` keeps the fork: then the child's work is not in the profile),
so the profile's total is the CPU of both processes. Prints the functions by cumulative time, the
stages' lines, and the profile is saved as DIR/profile-WHAT.prof (for pstats or snakeviz).
"""

from __future__ import annotations

import argparse
import cProfile
import multiprocessing
import pstats
import shutil
import sys
import time
from pathlib import Path

REPO = Path(__file__).resolve().parents[1]
sys.path.insert(0, str(REPO / "scripts"))
sys.path.insert(0, str(REPO / "src"))

from bench_build import change_one_law  # noqa: E402
from make_fullsize import make_laws, texts  # noqa: E402

IMPORTED = "2017-ru-standard-invented.txt"


def cli(*args: str) -> None:
    from bridge_laws.cli import main

    try:
        main.main(list(args), standalone_mode=False)
    except SystemExit as exc:
        if exc.code:
            raise


def ready(root: Path, what: str) -> Path:
    """The project, built, in the state before ``what``."""
    laws = root / "laws"
    if not (laws / "corpus").is_dir() or what == "import":
        make_laws(root, True)
        if what == "import":
            from bridge_laws.corpus.manifest import load_manifest, save_manifest

            (laws / "sources" / IMPORTED).unlink()
            save_manifest(laws / "sources", [e for e in load_manifest(laws / "sources") if e.file != IMPORTED])
            (root / "2017-ru.txt").write_text(texts()[(2017, "ru")], encoding="utf-8")
        cli("--laws", str(laws), "build", "-q")
    if what == "one":
        make_laws(root, True)  # the sources as generated: the change below is then the only one
        cli("--laws", str(laws), "build", "-q")
        change_one_law(laws)
    elif what == "scratch":
        shutil.rmtree(root / "build", ignore_errors=True)
        shutil.rmtree(root / "site", ignore_errors=True)
    return laws


def main() -> None:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("dir", type=Path)
    parser.add_argument("--what", choices=("one", "import", "scratch", "same"), default="one")
    parser.add_argument("--top", type=int, default=30)
    parser.add_argument("--fork", action="store_true", help="keep the index stage in a process of its own")
    args = parser.parse_args()
    args.dir.mkdir(parents=True, exist_ok=True)
    laws = ready(args.dir.resolve(), args.what)
    if not args.fork:
        multiprocessing.get_all_start_methods = lambda: ["spawn"]  # the pipeline then runs the index in turn
    command = ["--laws", str(laws), "build"] if args.what != "import" else \
        ["--laws", str(laws), "import", str(args.dir.resolve() / "2017-ru.txt"), "--edition", "2017", "--lang", "ru", "-y"]
    profile = cProfile.Profile()
    wall, cpu = time.perf_counter(), time.process_time()
    profile.runcall(cli, *command)
    wall, cpu = time.perf_counter() - wall, time.process_time() - cpu
    out = args.dir / f"profile-{args.what}.prof"
    profile.dump_stats(out)
    print(f"\n{args.what}: {wall:.1f} s wall, {cpu:.1f} s CPU under the profiler; {out}")
    stats = pstats.Stats(profile)
    stats.sort_stats("cumulative").print_stats(args.top)
    stats.sort_stats("tottime").print_stats(args.top)


if __name__ == "__main__":
    main()
