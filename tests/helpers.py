"""Paths the tests share (conftest holds only fixtures and options)."""

from __future__ import annotations

from pathlib import Path

REPO = Path(__file__).resolve().parents[1]
LAWS = REPO / "laws"
SOURCES = LAWS / "sources"


def build_laws(root: Path, sources: Path, extras=()) -> Path:
    """A laws directory under ``root`` with a copy of ``sources`` (and the ``extras`` files of the
    repository's laws/, such as editions.yaml), built: a module's tests each take a copy."""
    import shutil

    from bridge_laws.corpus.stage import build

    laws = root / "laws"
    shutil.copytree(sources, laws / "sources")
    for extra in extras:
        if (LAWS / extra).exists():
            shutil.copy(LAWS / extra, laws / extra)
    build(laws)
    return laws


def copy_laws(built: Path, tmp_path: Path) -> Path:
    """A test's own copy of a built laws directory, at tmp_path/repo/laws."""
    import shutil

    target = tmp_path / "repo" / "laws"
    shutil.copytree(built, target, ignore=shutil.ignore_patterns(".build.lock"))
    return target
