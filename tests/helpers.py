"""Paths the tests share, and the program run as a user runs it (conftest holds only fixtures and
options)."""

from __future__ import annotations

import os
import subprocess
import sys
from pathlib import Path

REPO = Path(__file__).resolve().parents[1]
TESTS = REPO / "tests"
LAWS = REPO / "laws"
SOURCES = LAWS / "sources"
ARTIFACTS = TESTS / "artifacts"  # the browser tests' screenshots (git-ignored)
BIN = [sys.executable, "-c", "from bridge_laws.cli import main; main()"]
ENV = {**os.environ, "PYTHONPATH": str(REPO / "src")}


def cli(laws: Path, *args, timeout=120, **kwargs) -> subprocess.CompletedProcess:
    """``bridge-laws --laws LAWS ARGS…`` in a process of its own (this tree's code), as a user runs it."""
    return subprocess.run([*BIN, "--laws", str(laws), *args], capture_output=True, text=True, timeout=timeout,
                          env=kwargs.pop("env", ENV), **kwargs)


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
    return copy_built(built, tmp_path / "repo" / "laws")


def copy_built(built: Path, target: Path, symlinks: bool = False) -> Path:
    """A copy of a built project or laws directory (without its lock), its search index sealed
    again as the user's own: a copy has new inodes, so the program would rebuild the index (see
    ``searchindex/seal.py``), which the test that copies does not mean to test."""
    import shutil

    from bridge_laws.searchindex.seal import seal

    shutil.copytree(built, target, ignore=shutil.ignore_patterns(".build.lock"), symlinks=symlinks)
    for index in target.glob("**/build/index"):
        if (index / "seal").is_file():
            seal(index)
    return target
