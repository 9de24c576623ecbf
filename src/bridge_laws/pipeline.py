"""The main job: sources → corpus YAML → search index → site, each stage reading only
what the stage before it wrote."""

from __future__ import annotations

import time
from pathlib import Path

from .errors import BridgeLawsError


def _progress(quiet: bool):
    """A line on stderr per source read (a build takes a second or two: no progress bar needed)."""
    if quiet:
        return None
    import click

    return lambda name: click.echo(f"  read {click.style(name, bold=True)}", err=True)


def build_all(laws_dir: Path, site_dir: Path, quiet: bool = False) -> str:
    """Run every stage; returns a short report for the user."""
    from .build import build, corpus_dir

    started = time.perf_counter()
    corpus = build(laws_dir, progress=_progress(quiet))
    lines = [f"corpus: {len(corpus.laws)} law files in {corpus_dir(laws_dir)} "
             f"({time.perf_counter() - started:.2f} s); {len(corpus.issues)} notes in report.yaml"]
    for name, stage in _later_stages():
        try:
            lines.append(stage(laws_dir, site_dir, quiet))
        except BridgeLawsError:
            raise
        except Exception as exc:  # the corpus is written; say which stage failed, not a traceback
            raise BridgeLawsError(f"the {name} stage failed ({type(exc).__name__}: {exc})") from exc
    return "\n".join(line for line in lines if line)


def _later_stages():
    """The stages that read the corpus: the search index, then the site."""
    from .searchindex.store import build_stage as index_stage
    from .site.build import build_stage as site_stage

    return [("index", index_stage), ("site", site_stage)]
