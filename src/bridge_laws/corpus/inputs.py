"""Digests of what a stage is made from, so that a build can keep what it made last time when
they are unchanged (issue 23): the program's own files, and trees of input files. One helper adds
a file to a digest everywhere (its name, then its bytes), so that two stages hashing the same
file hash it alike."""

from __future__ import annotations

import hashlib
import sys
from importlib import metadata
from pathlib import Path

PACKAGE = Path(__file__).resolve().parents[1]


def add_files(digest, root: Path, paths) -> None:
    """Each of ``paths`` that is a file, into ``digest``: its name under ``root``, then its bytes."""
    for path in paths:
        if path.is_file():
            digest.update(path.relative_to(root).as_posix().encode() + b"\0" + path.read_bytes() + b"\0")


def package_files(root: Path | None = None) -> list[Path]:
    """Every file of the package (code, templates, static files, schemas), in a stable order."""
    root = root or PACKAGE
    return [path for path in sorted(root.rglob("*")) if "__pycache__" not in path.parts]


def code_digest(libraries=(), root: Path | None = None) -> str:
    """Every file of the package (``root``: its directory), the Python version and the versions
    of ``libraries`` (distribution names): a change to any of them may change what a stage makes."""
    root = root or PACKAGE
    digest = hashlib.sha256()
    add_files(digest, root, package_files(root))
    for name in libraries:
        try:
            digest.update(f"{name} {metadata.version(name)}\0".encode())
        except metadata.PackageNotFoundError:
            pass
    digest.update(sys.version.encode())
    return digest.hexdigest()


def tree_digest(root: Path) -> str:
    """Every file under ``root`` (names and bytes; symlinks followed as the readers follow them):
    a directory that does not exist digests as empty."""
    digest = hashlib.sha256()
    if root.is_dir():
        add_files(digest, root, sorted(root.rglob("*")))
    return digest.hexdigest()
