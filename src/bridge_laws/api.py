"""The Python API: ``bridge_laws.search`` and ``bridge_laws.show``, the objects of
``bridge-laws search --json`` and ``bridge-laws show --json``.

The index stays open between calls, one per laws directory. Whether the corpus changed is
checked at most once a second (``RECHECK_SECONDS``), from the sizes, times and inodes of its
files (``searchindex.store.status``): a rebuild, an import or an edited YAML is noticed within
a second, and a stale index is rebuilt before the next answer, as on the command line.
"""

from __future__ import annotations

import os
import threading
import time
from pathlib import Path

RECHECK_SECONDS = 1.0

_ready: dict[str, tuple[float, object]] = {}  # laws dir → (when checked, the open Engine)
_lock = threading.Lock()


def laws_dir_of(laws_dir: str | os.PathLike | None) -> Path:
    """The laws directory: the one given, else $BRIDGE_LAWS_DIR, else the repository's (as the CLI)."""
    if laws_dir is not None:
        return Path(laws_dir)
    if os.environ.get("BRIDGE_LAWS_DIR"):
        return Path(os.environ["BRIDGE_LAWS_DIR"])
    from .paths import default_laws_dir

    return default_laws_dir()


def _engine(laws: Path):
    """The open index of ``laws``, its freshness checked at most every ``RECHECK_SECONDS``."""
    from .searchindex.engine import engine
    from .searchindex.store import ensure_index

    # the directory as given (relative to the working directory when relative): resolving it
    # on every call was a twentieth of a warm query
    key = str(laws) if laws.is_absolute() else f"{os.getcwd()}\0{laws}"
    with _lock:
        checked, eng = _ready.get(key, (0.0, None))
        if eng is None or time.monotonic() - checked >= RECHECK_SECONDS:
            eng = engine(ensure_index(laws))
            _ready[key] = (time.monotonic(), eng)
        return eng


def forget() -> None:
    """Check every corpus again on the next call (after changing it in this process)."""
    with _lock:
        _ready.clear()


def _checked(text, what: str, laws: Path, edition, lang) -> int | None:
    """The API's arguments as the command line checks them: ``BadValue`` (a ``BridgeLawsError``)
    for a ``text`` that is no string, a language not in ``LANGS``, an edition editions.yaml does
    not list; the edition as a year (None: any)."""
    from .corpus.editions import check_year
    from .errors import BadValue
    from .model import LANGS

    if not isinstance(text, str):
        raise BadValue(f"{what} must be a string, not {type(text).__name__}")
    if lang is not None and lang not in LANGS:
        raise BadValue(f"unknown language {lang!r}: one of {', '.join(LANGS)}")
    if edition is None or edition == "":
        return None
    try:
        return check_year(edition, laws)
    except ValueError as err:
        raise BadValue(str(err)) from None


def search(query: str, *, laws_dir=None, lang: str | None = None, edition: int | str | None = None,
           laws: str | tuple[int, int] | int | None = None, limit: int = 10, kind: str | None = None) -> dict:
    """The units that speak of ``query``, best first: the object ``bridge-laws search --json`` prints.

    ``lang`` "ru" or "en", ``edition`` 1987 or 1997, ``laws`` a law or a range ("60-70",
    (60, 70), 75), ``limit`` 1–100, ``kind`` "law" or "ruling" (default both). Raises
    ``searchindex.queries.QueryError`` (a ``BridgeLawsError``) for a query that cannot be searched."""
    from .searchindex.engine import QueryError
    from .searchindex.queries import parse_law_range

    whole = lambda n: isinstance(n, int) and not isinstance(n, bool)
    if whole(laws):  # each form read as the CLI reads its text: whole numbers of laws 1–93 (a red team)
        laws = f"{laws}"
    elif isinstance(laws, tuple) and len(laws) == 2 and all(map(whole, laws)):
        laws = f"{laws[0]}-{laws[1]}"
    elif not (isinstance(laws, str) or laws is None):
        raise QueryError(f"bad law range {laws!r}: a law's number, a range (60, 70) or \"60-70\"")
    laws = parse_law_range(laws)
    if not whole(limit) or not 1 <= limit <= 100:
        raise QueryError(f"bad limit {limit!r}: a whole number from 1 to 100")
    where = laws_dir_of(laws_dir)
    year = _checked(query, "query", where, edition, lang)
    result = _engine(where).search(query, lang=lang, edition=year, laws=laws, limit=limit, kind=kind)
    return result.to_json()


def show(ref: str, *, laws_dir=None, edition: int | str | None = None, lang: str | None = None) -> dict:
    """The unit ``ref`` (``75D2``, ``Law 79C``, ``правило 45С1``) and its children: the object
    ``bridge-laws show --json`` prints. ``lang`` defaults to "ru" (else the language that has
    the unit) and ``edition`` to the newest that has it, as on the command line. Raises
    ``errors.UnknownRef`` (with the nearest refs) for a ref the corpus does not have,
    ``errors.BadValue`` for arguments the command line would refuse."""
    from .paths import Paths
    from .corpus import editions
    from .corpus.glossary import load as load_glossary
    from .corpus.query import find, load, show_json

    from .rulings.query import show_json as with_rulings

    laws = laws_dir_of(laws_dir)
    year = _checked(ref, "ref", laws, edition, lang)
    corpus = load(Paths(laws).corpus)
    law, unit = find(corpus, ref, year, lang)
    force = editions.in_force(laws)
    return with_rulings(laws, corpus, show_json(corpus, law, unit, force.year if force else None, load_glossary(laws)))
