"""The main job: sources → corpus YAML → search index → site, each stage reading only
what the stage before it wrote."""

from __future__ import annotations

import time
from pathlib import Path

from ..errors import BridgeLawsError


def _progress(quiet: bool):
    """A line on stderr per source read (a build takes a second or two: no progress bar needed)."""
    if quiet:
        return None
    import click

    return lambda name: click.echo(f"  read {click.style(name, bold=True)}", err=True)


def build_all(laws_dir: Path, site_dir: Path, quiet: bool = False, discard_journal: bool = False) -> str:
    """Every stage, as one transaction (:mod:`transaction`): a later stage that fails puts the
    corpus back as it was. ``discard_journal``: remove what a killed command left unread instead
    of finishing or undoing it (the way out of a journal that is refused). Returns a short report."""
    from ..paths import Paths
    from . import transaction
    from .lock import build_lock

    paths = Paths(laws_dir)
    with build_lock(laws_dir):
        discarded = transaction.discard(paths) if discard_journal else None
        recovered = transaction.recover(paths, run_stages, quiet, site=site_dir)
        report = transaction.run(paths, site_dir, quiet, "build", run_stages)
    return "\n".join(x for x in (discarded, recovered, report) if x)


def run_stages(laws_dir: Path, site_dir: Path, quiet: bool = False) -> str:
    """corpus → index → site; the caller holds the lock and the transaction."""
    from ..corpus.stage import build
    from ..paths import Paths, check_replaceable

    check_replaceable(site_dir, laws_dir)  # before anything is written, not after the corpus
    started = time.perf_counter()
    corpus = build(laws_dir, progress=_progress(quiet))
    lines = [f"corpus: {len(corpus.laws)} law files in {Paths(laws_dir).corpus} "
             f"({time.perf_counter() - started:.2f} s); {len(corpus.issues)} notes in report.yaml"]
    for name, stage in _later_stages():
        try:
            lines.append(stage(laws_dir, site_dir, quiet))
        except BridgeLawsError:
            raise
        except Exception as exc:  # say which stage failed, not a traceback; the transaction rolls back
            raise BridgeLawsError(f"the {name} stage failed ({type(exc).__name__}: {exc})") from exc
    return "\n".join(line for line in lines if line)


def _later_stages():
    """The stages that read the corpus: the search index, then the site."""
    from ..searchindex.store import build_stage as index_stage
    from ..site.build import build_stage as site_stage

    return [("index", index_stage), ("site", site_stage)]
