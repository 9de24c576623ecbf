"""Who cites each unit, per edition and language, kept beside the search index so that `show`
reads one law's YAML and not the whole version to say what refers to it.

``build/cited-by/EDITION-LANG.json``: {"files": [[name, size, mtime_ns, inode] of every law file
of the version], "cited_by": {target ref: [citing refs, in corpus order]}}. Written by the corpus
stage (from the corpus it just wrote) and, when missing or stale, by the first `show` that needs
it. It is trusted only while every law file of the version has the size, time and inode it had:
otherwise the version's laws are read (and the file written again). Derived data, never an
instruction: a damaged file is read as no file.
"""

from __future__ import annotations

import json
import os
from pathlib import Path

from ..model import Corpus
from ..paths import Paths


def _path(laws_dir: Path, edition: int, lang: str) -> Path:
    return Paths(laws_dir).project / "build" / "cited-by" / f"{edition}-{lang}.json"


def _stats(laws_dir: Path, edition: int, lang: str) -> list[list] | None:
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


def remember(laws_dir: Path, corpus: Corpus) -> None:
    """Write every version's citations (best effort: a cache)."""
    for edition, lang in corpus.versions():
        _write(laws_dir, edition, lang, citations(corpus, edition, lang))


def _write(laws_dir: Path, edition: int, lang: str, cited: dict) -> None:
    stats = _stats(laws_dir, edition, lang)
    if stats is None:
        return
    target = _path(laws_dir, edition, lang)
    tmp = target.with_name(f".{target.name}-{os.getpid()}")
    try:
        target.parent.mkdir(parents=True, exist_ok=True)
        tmp.write_text(json.dumps({"files": stats, "cited_by": cited}, ensure_ascii=False), encoding="utf-8")
        os.replace(tmp, target)
    except OSError:
        tmp.unlink(missing_ok=True)


def cited_by(laws_dir: Path, edition: int, lang: str, load) -> dict[str, list[str]]:
    """The citations of one version: from the file while the law files are as recorded, else
    from ``load()`` (a Corpus holding that version), written again for the next time."""
    try:
        data = json.loads(_path(laws_dir, edition, lang).read_text(encoding="utf-8"))
        if data.get("files") == _stats(laws_dir, edition, lang) and isinstance(data.get("cited_by"), dict):
            return data["cited_by"]
    except (OSError, ValueError, AttributeError):
        pass
    cited = citations(load(), edition, lang)
    _write(laws_dir, edition, lang, cited)
    return cited
