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
    # its profile (``profile.Profile``): what the corpus knows of it besides its text
    terms: str = ""  # glossary names and subject-index entries pointing to it, one a line
    cited: str = ""  # sentences of other units that cite it, one a line
    page: int | None = None
    cited_by: tuple[str, ...] = ()
    index: tuple[str, ...] = ()  # the subject-index entries, as printed
    glossary: tuple[str, ...] = ()  # the English names of the glossary terms

    @property
    def key(self) -> str:
        return f"{self.edition}-{self.lang}-{self.ref}"


def documents(corpus, glossary=()) -> list[Doc]:
    """One Doc per unit of every law of ``corpus``, in corpus order, each with its profile
    (from the corpus and the ``glossary`` entries)."""
    from ..profile import GAP, Profile, profiles
    from ..query import all_units

    known = profiles(corpus, glossary)

    versions: dict[str, list[tuple[int, str, bool]]] = {}
    for law, unit in all_units(corpus):
        versions.setdefault(unit.ref, []).append((law.edition, law.lang, unit.missing_text))
    docs = []
    for law, unit in all_units(corpus):
        p = known.get((law.edition, law.lang, unit.ref), Profile())
        # a table's caption is a line of its own, then its rows cell by cell (a caption joined
        # as a row came out letter by letter: «П | р | и …»); a caption the text already says
        # (1987 78B: the sentence before the IMP scale) is not said twice
        said = " ".join((unit.text or "").split())
        rows = [line for table in unit.tables
                for line in ([table.caption] if table.caption and " ".join(table.caption.split()) not in said else [])
                + [" | ".join(row) for row in table.text_rows()]]
        docs.append(Doc(
            edition=law.edition, lang=law.lang, ref=unit.ref, law=unit.law, kind=unit.kind,
            title=unit.title or "", text="\n\n".join(filter(None, [unit.text or "", "\n".join(rows)])),
            notes="\n\n".join(n.text for n in unit.footnotes if n.text),
            parallel=tuple(v for v in versions[unit.ref] if v[:2] != (law.edition, law.lang)),
            cites=unit.refs, missing_text=unit.missing_text, partial=unit.partial,
            terms=GAP.join(p.terms), cited=GAP.join(p.cited), page=unit.page, cited_by=p.cited_by,
            index=p.index, glossary=p.glossary,
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


def _glossary_meta(entries, docs=()) -> list[dict]:
    """Each glossary entry's names, analysed: {"en": [[terms of word] of name], "ru": …, "law": …,
    "used": [indexes into en + ru of the names some unit's own words say]}."""
    def analysed(names):
        return [[list(analysis.word_terms(w)) for w, _, _ in analysis.tokens(name)] for name in names]

    said = used_pairs(docs)
    out = []
    for e in entries:
        names = analysed(e.names_en) + analysed(e.names_ru)
        out.append({"en": analysed(e.names_en), "ru": analysed(e.names_ru), "term": e.en, "law": e.law,
                    "names_en": list(e.names_en), "names_ru": list(e.names_ru), "refs": e.refs_by_edition(),
                    "used": [i for i, name in enumerate(names) if _says(name, said)]})
    return out


def used_pairs(docs) -> set:
    """Every term, and every pair of terms of two neighbouring words, in the units' own words
    (title, text, notes, citing sentences; not the profile's names)."""
    said: set = set()
    for d in docs:
        for text in (d.title, d.text, d.notes, d.cited):
            slots = [analysis.word_terms(w) for w, _, _ in analysis.tokens(text)]
            said.update(t for slot in slots for t in slot)
            said.update((a, b) for x, y in zip(slots, slots[1:]) for a in x for b in y)
    return said


def _says(name, said) -> bool:
    """Some unit may say this name: its words, and each two neighbours, occur somewhere. A query
    looks for a glossary name as a phrase only there (a Sequence is the dearest query); the units
    it governs find it in their profile."""
    if len(name) == 1:
        return any(t in said for t in name[0])
    return all(any((a, b) in said for a in x for b in y) for x, y in zip(name, name[1:]))


def meta_for(docs: list[Doc], entries) -> dict:
    """What a query needs besides the Whoosh files: lemmas, vocabulary, the analysed glossary."""
    words = set()
    for d in docs:
        for text in (d.title, d.text, d.notes, d.terms, d.cited):
            words.update(analysis.fold(w) for w, _, _ in analysis.tokens(text))
    for e in entries:
        for name in (*e.names_en, *e.names_ru):
            words.update(analysis.fold(w) for w, _, _ in analysis.tokens(name))
    lemmas = analysis.lemma_table(words)
    vocab = sorted(w for w in words if len(w) >= 3 and not w[:1].isdigit())
    return {"format": INDEX_FORMAT, "docs": len(docs), "lemmas": lemmas, "vocab": vocab,
            "glossary": _glossary_meta(entries, docs)}


def subjects_meta(corpus) -> list[dict]:
    """Every subject-index entry and sub-entry that points to laws, analysed for term cards:
    {"term": «Болван → Ограничение прав», "edition", "lang", "laws", "terms": [terms of each word]}."""
    from ..profile import subject_paths

    return [{"term": path, "edition": edition, "lang": lang, "laws": list(laws),
             "terms": sorted({t for w, _, _ in analysis.tokens(path) for t in analysis.word_terms(w)})}
            for (edition, lang), entries in sorted(corpus.subjects.items())
            for path, laws in subject_paths(entries) if laws]


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
                parallel=[list(p) for p in d.parallel], missing_text=d.missing_text, partial=d.partial,
                terms=d.terms, cited=d.cited, page=d.page, cited_by=list(d.cited_by), index=list(d.index),
                glossary=list(d.glossary))
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
    from .. import glossary
    from ..yamlio import load_corpus

    stamp = fingerprint(laws_dir)
    corpus = load_corpus(_corpus_dir(laws_dir))
    entries = glossary.load(laws_dir)
    docs = documents(corpus, entries)
    target = where or index_dir(laws_dir)
    try:
        meta = meta_for(docs, entries)
        meta["subjects"] = subjects_meta(corpus)
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


