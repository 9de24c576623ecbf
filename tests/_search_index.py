"""One search index of the real corpus per test session, shared by the search and server tests."""

from __future__ import annotations

import atexit
import shutil
import tempfile
from functools import lru_cache
from pathlib import Path

LAWS = Path(__file__).resolve().parents[1] / "laws"


@lru_cache(maxsize=1)
def built_index() -> Path:
    """Build the index of laws/corpus and laws/glossary.yaml into a temporary directory, once."""
    from bridge_laws.searchindex import store

    tmp = Path(tempfile.mkdtemp(prefix="bridge-laws-index-"))
    atexit.register(shutil.rmtree, tmp, True)
    where, _ = store.build_index(LAWS, tmp / "index")
    return where
