"""Writing rulings: ``ruling add`` (one ruling), ``ruling remove`` (one recorded so), ``ruling import``
(a file's rulings, the file kept byte for byte in ``laws/sources/`` with its manifest entry) and
``ruling unimport`` (the undo), each one transaction under the build lock (:mod:`..transaction`),
the site and index rebuilt."""

from __future__ import annotations

import re
from pathlib import Path

from .. import transaction
from ..lock import build_lock
from ..pipeline import run_stages
from ...errors import BridgeLawsError, RulingError
from ...paths import Paths
from ...readers import RULING_KINDS
from ...readers.formats import FORMAT_READERS, detect_format
from ...corpus.manifest import load_manifest, manifest_bytes
from ...readers.sources import MANIFEST, SourceEntry
from ...rulings import store
from ...rulings.model import Ruling
from .plan import Earlier, Plan, case_key, refuse_taken, ruling_words, with_source_file

# The damage note of every casebook this program stored: what `ruling unimport` may take out.
IMPORTED = "imported with `bridge-laws ruling import`"


class RulingImportFailed(BridgeLawsError):
    """The rebuild after writing rulings failed; everything was rolled back."""


def existing_ids(laws_dir: Path) -> set[str]:
    return {p.stem for p in store.ruling_files(Paths(laws_dir).rulings)}


def kept_the_same(rulings, laws_dir: Path) -> set[str]:
    """The ids of ``rulings`` that ``laws/rulings/`` keeps already with the same words and fields
    (their ids and where they came from aside): a phone's log downloaded again holds every entry of
    the one imported before, in whatever order, and those are not new rulings."""
    if not rulings:
        return set()
    kept = set()
    for path in store.ruling_files(Paths(laws_dir).rulings):
        try:
            kept.add(ruling_words(store.read(path)))
        except RulingError:  # a kept file broken by hand: the same as none
            continue
    return {r.id for r in rulings if ruling_words(r) in kept}


def earlier_import(laws_dir: Path, name: str) -> Earlier | None:
    """The last import of a file of this (original) name, its ruling files and the id each of its
    cases was given: a casebook corrected and imported again replaces it (``--replace``)."""
    paths = Paths(laws_dir)
    matches = [e for e in load_manifest(paths.sources) if e.original_name == name and e.kind in RULING_KINDS]
    if not matches:
        return None
    entry = matches[-1]
    files, read = [], []
    for path in store.ruling_files(paths.rulings):
        try:
            ruling = store.read(path)
        except RulingError:  # edited out of shape: it leaves with its casebook, its id is not kept
            ruling = None
        if (ruling.source.file if ruling else _source_file(path)) == entry.file:
            files.append(path.name)
            read.extend([ruling] if ruling else [])
    ids = {case_key(r.source.case, k): r.id for k, r in enumerate(sorted(read, key=lambda r: r.source.line or 0), 1)}
    return Earlier(entry, tuple(files), ids)


RECORD_WAIT = 300  # seconds ``ruling add`` waits for another job's lock: a ruling typed is not lost to it


def record(ruling: Ruling, laws_dir: Path, site_dir: Path, quiet: bool = True, replace: bool = False,
           rebuild: bool = True, wait: float = RECORD_WAIT) -> Path:
    """``ruling add``: write one ruling and rebuild, as one transaction (waiting ``wait`` seconds at
    most for a job that holds the lock). Without ``rebuild`` only the ruling is written (the search
    index notices it on the next search; the site waits for the next build): what a director at
    the table may prefer when there are many rulings."""
    paths = Paths(laws_dir)
    target = store.path_of(paths.rulings, ruling.id)
    with build_lock(laws_dir, wait=wait):
        transaction.recover_said(paths, run_stages, quiet)
        if target.exists() and not replace:
            raise RulingError(f"a ruling {ruling.id} exists already ({target}); pass --replace to write over it, "
                              "or another --id")
        _transact(paths, site_dir, quiet, "ruling-add", rulings={target.name: store.dumps(ruling).encode("utf-8")},
                  stages=run_stages if rebuild else _no_stages)
    return target


def remove(ruling_id: str, laws_dir: Path, site_dir: Path, quiet: bool = True, rebuild: bool = True) -> Path:
    """``ruling remove``: take out one ruling recorded with ``ruling add`` (or written by hand) and
    rebuild, as one transaction; a ruling read from an imported casebook leaves with its casebook
    (``ruling unimport``, or the casebook corrected and imported again)."""
    from ...rulings.query import find, load_readable

    paths = Paths(laws_dir)
    target = store.path_of(paths.rulings, ruling_id)
    with build_lock(laws_dir):
        transaction.recover_said(paths, run_stages, quiet)
        if not target.is_file():
            find(load_readable(laws_dir)[0], ruling_id)  # no such ruling: said with the nearest ids
        source = _source_file(target)
        if source and any(e.file == source and e.kind in RULING_KINDS for e in load_manifest(paths.sources)):
            raise RulingError(f"{ruling_id} was read from the imported {source}: it leaves with its casebook "
                              f"(bridge-laws ruling unimport {source}), or import the casebook corrected "
                              "(bridge-laws ruling import FILE --replace)")
        _transact(paths, site_dir, quiet, "ruling-remove", dropped=(target.name,),
                  stages=run_stages if rebuild else _no_stages)
    return target


def _no_stages(laws_dir: Path, site_dir: Path, quiet: bool) -> str:
    return "not rebuilt"


def import_rulings(plan: Plan, laws_dir: Path, site_dir: Path, quiet: bool = True) -> tuple[SourceEntry, tuple]:
    """``ruling import``: the file into ``laws/sources/`` (its manifest entry says it holds
    rulings), each of its rulings into ``laws/rulings/``, then the rebuild; all or nothing."""
    from ..importer.plan import refuse_duplicate

    if not plan.rulings:
        raise BridgeLawsError(f"{plan.name}: no ruling found in it: nothing to import")
    paths = Paths(laws_dir)
    with build_lock(laws_dir):
        transaction.recover_said(paths, run_stages, quiet)
        entries = load_manifest(paths.sources)
        refuse_duplicate(plan.data, plan.name, paths.sources)
        earlier = plan.replaces
        if earlier and earlier != earlier_import(laws_dir, plan.name):
            raise BridgeLawsError(f"{plan.name}: its earlier import changed while this one was read; run it again")
        freed = {Path(f).stem for f in earlier.files} if earlier else set()  # the ids of the rulings it replaces
        same = kept_the_same(plan.rulings, laws_dir) - freed  # (they stay with the import they came from)
        new = [r for r in plan.rulings if r.id not in same]
        if not new:
            raise BridgeLawsError(f"{plan.name}: every ruling in it is kept already, the same: nothing to import")
        refuse_taken(new, existing_ids(laws_dir) - freed, plan)
        name = _unique_name(plan, paths.sources)
        rulings = with_source_file(new, name)
        entry = SourceEntry(file=name, original_name=plan.name, sha256=plan.sha256, edition=plan.edition,
                            langs=tuple(sorted({r.lang for r in rulings})), kind=RULING_KINDS[0],
                            covers=f"{len(rulings)} ruling(s): {rulings[0].id} … {rulings[-1].id}",
                            damage=f"{IMPORTED}: {plan.form}")
        files = {f"{r.id}{store.SUFFIX}": store.dumps(r).encode("utf-8") for r in rulings}
        kept = [e for e in entries if not (earlier and e.file == earlier.entry.file)]
        _transact(paths, site_dir, quiet, "ruling-import", before=entries, after=kept + [entry],
                  added=(name, plan.data), rulings=files, removed=earlier.entry.file if earlier else None,
                  dropped=tuple(f for f in earlier.files if f not in files) if earlier else ())
    return entry, rulings


def remove_rulings(name: str, laws_dir: Path, site_dir: Path, quiet: bool = True) -> tuple[SourceEntry, list[str]]:
    """``ruling unimport``: the stored file, its manifest entry and every ruling read from it."""
    paths = Paths(laws_dir)
    with build_lock(laws_dir):
        transaction.recover_said(paths, run_stages, quiet)
        entries = load_manifest(paths.sources)
        named = Path(name).name  # the casebook as it was imported, by its path: its name
        matches = [e for e in entries if named in (e.file, e.original_name) and e.kind in RULING_KINDS]
        if not matches:
            known = ", ".join(e.file for e in entries if e.kind in RULING_KINDS) or "none"
            raise BridgeLawsError(f"no casebook {name!r} in {paths.manifest} (imported casebooks: {known})")
        entry = matches[-1]
        dropped = [p.name for p in store.ruling_files(paths.rulings) if _source_file(p) == entry.file]
        _transact(paths, site_dir, quiet, "ruling-unimport", before=entries, after=[e for e in entries if e is not entry],
                  removed=entry.file, dropped=tuple(dropped))
    return entry, dropped


def _source_file(path: Path) -> str | None:
    """The source a ruling file names, read even from a file that fails its schema (a hand edit
    must not keep it from leaving with its casebook)."""
    try:
        return store.read(path).source.file
    except RulingError:
        m = re.search(r"^\s+file:\s*['\"]?([^'\"\n]+)", path.read_text(encoding="utf-8", errors="replace"), re.M)
        return m.group(1).strip() if m else None


def _transact(paths: Paths, site_dir: Path, quiet: bool, op: str, before=None, after=None, added=None,
              removed=None, rulings=None, dropped=(), stages=run_stages) -> str:
    try:
        return transaction.run(paths, site_dir, quiet, op, stages,
                               before=manifest_bytes(before) if before is not None else None,
                               after=manifest_bytes(after) if after is not None else None,
                               added=added, removed=removed, rulings=rulings, dropped=dropped)
    except Exception as exc:
        restored = getattr(exc, "corpus_restored", False)
        why = str(exc) if isinstance(exc, BridgeLawsError) else f"{type(exc).__name__}: {exc}"
        raise RulingImportFailed(f"the rebuild failed ({why}); rolled back: the rulings and sources as they were"
                                 f"{'; the previous corpus was restored' if restored else ''}") from exc


def _unique_name(plan: Plan, sources: Path) -> str:
    """``casebook-<ascii stem>-<sha8>.md``: safe on any file system, never an existing name."""
    stem = re.sub(r"[^a-z0-9]+", "-", plan.path.stem.lower()).strip("-")[:40] or "rulings"
    fmt, _ = detect_format(plan.data, plan.name)
    suffix = ".pbn" if plan.form.startswith("a PBN") else ".csv" if "CSV" in plan.form else \
        ".yaml" if "YAML" in plan.form else FORMAT_READERS[fmt].suffix
    base = f"casebook-{stem}-{plan.sha256[:8]}"
    name, n = f"{base}{suffix}", 2
    while (sources / name).exists() or name == MANIFEST:
        name, n = f"{base}-{n}{suffix}", n + 1
    return name
