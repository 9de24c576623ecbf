"""The main job: sources → corpus YAML → search index → site, each stage reading only
what the stage before it wrote."""

from __future__ import annotations

import time
from pathlib import Path


def _progress(quiet: bool):
    if quiet:
        return None
    from rich.console import Console

    console = Console(stderr=True)
    return lambda name: console.print(f"  read [bold]{name}[/bold]")


def build_all(laws_dir: Path, site_dir: Path, quiet: bool = False) -> str:
    """Run every stage; returns a short report for the user."""
    from .build import build, corpus_dir

    started = time.perf_counter()
    corpus = build(laws_dir, progress=_progress(quiet))
    lines = [f"corpus: {len(corpus.laws)} law files in {corpus_dir(laws_dir)} "
             f"({time.perf_counter() - started:.2f} s); {len(corpus.issues)} notes in report.yaml"]
    for stage in _later_stages():
        lines.append(stage(laws_dir, site_dir, quiet))
    return "\n".join(line for line in lines if line)


def _later_stages():
    """Index and site, when their modules are present."""
    stages = []
    try:
        from .index import build_stage as index_stage
        stages.append(index_stage)
    except ImportError:
        pass
    try:
        from .site import build_stage as site_stage
        stages.append(site_stage)
    except ImportError:
        pass
    return stages
