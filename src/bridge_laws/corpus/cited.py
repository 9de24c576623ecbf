"""Who cites each unit, per edition and language, kept in the search index's directory so that
`show` reads one law's YAML and not the whole version to say what refers to it.

``build/index/cited-by-EDITION-LANG.json``: {"files": [[name, size, mtime_ns, inode] of every law
file of the version], "cited_by": {target ref: [citing refs, in corpus order]}}. Written with the
index (so a transaction that puts the index back puts these back with it) and, when missing or
stale, by the first `show` that needs it. Trusted only while every law file of the version has
the size, time and inode recorded: otherwise the version's laws are read (and the file written
again). Derived data, never an instruction: a damaged file is read as no file.
"""

from __future__ import annotations

import json
import os
from pathlib import Path

from ..model import Corpus
from ..paths import Paths, regular_bytes, write_replacing
from ..text import jsondata


def _name(edition: int, lang: str) -> str:
    return f"cited-by-{edition}-{lang}.json"


def _path(laws_dir: Path, edition: int, lang: str) -> Path:
    return Paths(laws_dir).index / _name(edition, lang)


def law_file_stats(laws_dir: Path, edition: int, lang: str) -> list[list] | None:
    """[name, size, mtime_ns, inode] of every law file of one version, by name; None when its
    folder cannot be read. What derived data of the corpus records to be trusted only while the
    files are those it was made from (also ``site.citing``)."""
    folder = Paths(laws_dir).corpus / f"{edition}-{lang}"
    try:
        with os.scandir(folder) as entries:
            found = sorted((e for e in entries if e.name.endswith(".yaml") and e.name[:3].isdigit()), key=lambda e: e.name)
            return [[e.name, st.st_size, st.st_mtime_ns, st.st_ino] for e in found for st in [e.stat()]]
    except OSError:
        return None


def citations(corpus: Corpus, edition: int, lang: str) -> dict[str, list[str]]:
    """target → the refs citing it, in one version of ``corpus`` (in corpus order, once each)."""
    out: dict[str, list[str]] = {}
    for law in corpus.laws:
        if (law.edition, law.lang) != (edition, lang):
            continue
        for unit in law.unit.walk():
            for target in unit.refs:
                citing = out.setdefault(target, [])
                if unit.ref not in citing:
                    citing.append(unit.ref)
    return out


def files(laws_dir: Path, corpus: Corpus) -> dict[str, bytes]:
    """Every version's citations as files of the index's directory: name → bytes."""
    out = {}
    for edition, lang in corpus.versions():
        stats = law_file_stats(laws_dir, edition, lang)
        if stats is not None:
            out[_name(edition, lang)] = _data(stats, citations(corpus, edition, lang))
    return out


def _data(stats: list, cited: dict) -> bytes:
    return json.dumps({"files": stats, "cited_by": cited}, ensure_ascii=False).encode("utf-8")


def _write(laws_dir: Path, edition: int, lang: str, cited: dict) -> None:
    """Best effort, beside an index that exists (a cache: a reader never sees half a file)."""
    stats = law_file_stats(laws_dir, edition, lang)
    target = _path(laws_dir, edition, lang)
    if stats is None or not target.parent.is_dir():
        return
    try:
        write_replacing(target, _data(stats, cited))
    except OSError:
        pass


def cited_by(laws_dir: Path, edition: int, lang: str, load) -> dict[str, list[str]]:
    """The citations of one version: from the file while the law files are as recorded, else
    from ``load()`` (a Corpus holding that version), written again for the next time."""
    try:
        data = jsondata.loads(regular_bytes(_path(laws_dir, edition, lang)).decode("utf-8"))
        found = data.get("cited_by")
        if data.get("files") == law_file_stats(laws_dir, edition, lang) and isinstance(found, dict) and all(
                isinstance(k, str) and isinstance(v, list) and all(isinstance(r, str) for r in v) for k, v in found.items()):
            return found  # (each value checked: a number there gave `show` a traceback)
    except (OSError, ValueError, AttributeError):
        pass
    cited = citations(load(), edition, lang)
    _write(laws_dir, edition, lang, cited)
    return cited
