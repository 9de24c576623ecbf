"""The index on disk: one Whoosh document per unit, written atomically beside ``laws/``
(``build/index``), with ``meta.json`` and a ``fingerprint`` of what it was made from."""

from __future__ import annotations

import hashlib
import json
import os
import shutil
import tempfile
import time
from dataclasses import dataclass
from pathlib import Path

from .. import analysis
from ..errors import BridgeLawsError
from ..paths import Paths
from .analyzer import INDEX_FORMAT, schema

# -- documents ----------------------------------------------------------------------------------


@dataclass(frozen=True)
class Doc:
    """What the index holds of one unit."""

    edition: int
    lang: str
    ref: str
    law: int
    kind: str
    title: str
    text: str  # the unit's own text, then its tables row by row
    notes: str  # the text of its footnotes
    parallel: tuple[tuple[int, str, bool], ...] = ()  # (edition, lang, missing_text) of the same ref elsewhere
    cites: tuple[str, ...] = ()
    missing_text: bool = False
    partial: bool = False

    @property
    def key(self) -> str:
        return f"{self.edition}-{self.lang}-{self.ref}"


def _front_units(corpus):
    """The parts before Law 1 (Introduction, Definitions, Scope), each as a unit of "law 0"."""
    from ..model import Law

    for (edition, lang), units in corpus.front.items():
        for unit in units:
            yield Law(edition, lang, 0, (), unit), unit


def documents(corpus) -> list[Doc]:
    """One Doc per unit of every law of ``corpus``, in corpus order."""
    from ..query import all_units

    every = [*all_units(corpus), *_front_units(corpus)]
    versions: dict[str, list[tuple[int, str, bool]]] = {}
    for law, unit in every:
        versions.setdefault(unit.ref, []).append((law.edition, law.lang, unit.missing_text))
    docs = []
    for law, unit in every:
        rows = [" | ".join(row) for table in unit.tables
                for row in ((table.caption,) if table.caption else ()) + table.text_rows()]
        docs.append(Doc(
            edition=law.edition, lang=law.lang, ref=unit.ref, law=unit.law, kind=unit.kind,
            title=unit.title or "", text="\n\n".join(filter(None, [unit.text or "", "\n".join(rows)])),
            notes="\n\n".join(n.text for n in unit.footnotes if n.text),
            parallel=tuple(v for v in versions[unit.ref] if v[:2] != (law.edition, law.lang)),
            cites=unit.refs, missing_text=unit.missing_text, partial=unit.partial,
        ))
    return docs


# -- building -----------------------------------------------------------------------------------


def index_dir(laws_dir: Path) -> Path:
    return Paths(laws_dir).index


def _corpus_dir(laws_dir: Path) -> Path:
    return Paths(laws_dir).corpus


def fingerprint(laws_dir: Path) -> str:
    """A hash of what the index is made from: the corpus YAML, the glossary, the index format."""
    h = hashlib.sha256(f"bridge-laws index format {INDEX_FORMAT}\n".encode())
    root = _corpus_dir(laws_dir)
    files = sorted(root.rglob("*.yaml")) if root.is_dir() else []
    from ..glossary import glossary_path

    for path in [*files, glossary_path(laws_dir)]:
        if path.exists():
            h.update(f"{path.relative_to(laws_dir)}\n".encode())
            h.update(path.read_bytes())
    return h.hexdigest()


def status(laws_dir: Path, where: Path | None = None) -> str:
    """"missing", "stale" or "fresh"."""
    where = where or index_dir(laws_dir)
    try:
        stored = (where / "fingerprint").read_text(encoding="ascii").strip()
    except OSError:
        return "missing"
    return "fresh" if stored == fingerprint(laws_dir) else "stale"


def _glossary_meta(entries) -> list[dict]:
    """Each glossary entry's names, analysed: {"en": [[terms of word] of name], "ru": …, "law": …}."""
    def analysed(names):
        return [[list(analysis.word_terms(w)) for w, _, _ in analysis.tokens(name)] for name in names]

    return [{"en": analysed(e.names_en), "ru": analysed(e.ru), "term": e.en, "law": e.law} for e in entries]


def meta_for(docs: list[Doc], entries) -> dict:
    """What a query needs besides the Whoosh files: lemmas, vocabulary, the analysed glossary."""
    words = set()
    for d in docs:
        for text in (d.title, d.text, d.notes):
            words.update(analysis.fold(w) for w, _, _ in analysis.tokens(text))
    for e in entries:
        for name in (*e.names_en, *e.ru):
            words.update(analysis.fold(w) for w, _, _ in analysis.tokens(name))
    lemmas = analysis.lemma_table(words)
    vocab = sorted(w for w in words if len(w) >= 3 and not w[:1].isdigit())
    return {"format": INDEX_FORMAT, "docs": len(docs), "lemmas": lemmas, "vocab": vocab,
            "glossary": _glossary_meta(entries)}


def write_index(docs: list[Doc], target: Path, meta: dict, stamp: str = "") -> Path:
    """Write a complete index of ``docs`` to ``target``, atomically (temporary dir + rename)."""
    from whoosh.index import create_in

    target.parent.mkdir(parents=True, exist_ok=True)
    tmp = Path(tempfile.mkdtemp(prefix=f".{target.name}-new-", dir=target.parent))
    try:
        ix = create_in(str(tmp), schema())
        writer = ix.writer(limitmb=256)
        for d in docs:
            writer.add_document(
                key=d.key, ref=d.ref, edition=str(d.edition), lang=d.lang, law=d.law, kind=d.kind,
                title=d.title, text=d.text, notes=d.notes, cites=" ".join(d.cites),
                parallel=[list(p) for p in d.parallel], missing_text=d.missing_text, partial=d.partial)
        writer.commit()
        (tmp / "meta.json").write_text(json.dumps(meta, ensure_ascii=False), encoding="utf-8")
        (tmp / "fingerprint").write_text(stamp + "\n", encoding="ascii")
        _swap(tmp, target)
    except BaseException:
        shutil.rmtree(tmp, ignore_errors=True)
        raise
    return target


def _swap(new: Path, target: Path) -> None:
    """Put ``new`` in the place of ``target``: two renames, the old index removed after."""
    old = None
    if target.exists():
        old = target.parent / f".{target.name}-old-{os.getpid()}-{time.monotonic_ns()}"
        try:
            os.rename(target, old)
        except FileNotFoundError:  # another process swapped it away meanwhile
            old = None
    try:
        os.rename(new, target)
    except OSError:
        # Another build put its (equally fresh) index in place between our renames: keep theirs.
        shutil.rmtree(new, ignore_errors=True)
    if old is not None:
        shutil.rmtree(old, ignore_errors=True)


def build_index(laws_dir: Path, where: Path | None = None) -> tuple[Path, int]:
    """Index the corpus of ``laws_dir`` (and its glossary) into ``where``; (path, documents)."""
    from .. import editions, glossary
    from ..yamlio import load_corpus

    stamp = fingerprint(laws_dir)
    corpus = load_corpus(_corpus_dir(laws_dir))
    entries = glossary.load(laws_dir)
    docs = documents(corpus)
    target = where or index_dir(laws_dir)
    meta = meta_for(docs, entries)
    meta["editions"] = list(editions.years(laws_dir))  # what --edition may name (laws/editions.yaml)
    try:
        path = write_index(docs, target, meta, stamp)
    except OSError as exc:
        raise BridgeLawsError(f"{target}: cannot write the search index: {exc.strerror or exc}") from None
    return path, len(docs)


def ensure_index(laws_dir: Path, where: Path | None = None, notify=None) -> Path:
    """The index of ``laws_dir``, built first when it is missing or older than the YAML.

    ``notify(message)`` is told before a (re)build: the CLI prints it on stderr.
    """
    where = where or index_dir(laws_dir)
    state = status(laws_dir, where)
    if state != "fresh":
        from ..errors import CorpusError

        if not _corpus_dir(laws_dir).is_dir():
            raise CorpusError(f"no corpus in {_corpus_dir(laws_dir)}: run `bridge-laws build` first")
        if notify:
            notify(f"search index {state}: building {where} …")
        build_index(laws_dir, where)
    return where


def build_stage(laws_dir: Path, site_dir: Path, quiet: bool = False) -> str:
    """The pipeline's index stage (after the corpus, before the site): a one-line report."""
    where = index_dir(laws_dir)
    if status(laws_dir, where) == "fresh":
        return f"index: up to date in {where}"
    started = time.perf_counter()
    _, count = build_index(laws_dir, where)
    return f"index: {count} units in {where} ({time.perf_counter() - started:.2f} s)"


