"""Applying an import or its undo: copy byte for byte, edit the manifest, rebuild, as one
transaction under the build lock."""

from __future__ import annotations

import re
from pathlib import Path

from .. import transaction
from ..lock import build_lock
from ..pipeline import run_stages
from ...errors import BridgeLawsError, CorpusError
from ...model import Corpus
from ...paths import Paths
from ...readers import RULING_KINDS
from ...readers.formats import FORMAT_READERS
from ...corpus.manifest import load_manifest, manifest_bytes
from ...readers.sources import MANIFEST, SourceEntry
from .plan import IMPORTED, Plan, missing, refuse_duplicate, source_entry
from .report import Change, compare


class ImportFailed(BridgeLawsError):
    """The rebuild after copying a text failed; the import was rolled back."""


# -- importing -------------------------------------------------------------------------------
# The manifest entries this program wrote carry this at the start of their ``damage`` note:
# `unimport` takes out only these, unless told to remove a shipped source.


def import_text(plan: Plan, laws_dir: Path, site_dir: Path, quiet: bool = True) -> tuple[SourceEntry, Change]:
    """Copy the file into ``laws/sources``, add its manifest entry, rebuild, and say what changed.

    Holds the build lock from the first read of the manifest to the end of the rebuild (a second
    import waits its turn by being refused, never by dropping the first one's entry), and runs
    as one transaction: a rebuild that fails takes the copy and the entry out again and leaves
    the previous corpus in place (``ImportFailed``)."""
    if missing(plan) or plan.read is None:
        raise BridgeLawsError(f"{plan.name}: cannot import before its {', '.join(missing(plan)) or 'reading'} is known")
    paths = Paths(laws_dir)
    with build_lock(laws_dir):
        transaction.recover_said(paths, run_stages, quiet, site=site_dir)
        entries = load_manifest(paths.sources)
        refuse_duplicate(plan.data, plan.name, paths.sources, plan.decoded.text)
        entry = source_entry(plan, _unique_name(plan, paths.sources))
        old = _load(laws_dir)
        _transact(paths, site_dir, quiet, entries, entries + [entry], added=(entry.file, plan.data))
        new = _load(laws_dir)
    return entry, compare(old, new, entry.file, plan.read)


def remove_text(name: str, laws_dir: Path, site_dir: Path, quiet: bool = True, force: bool = False) -> SourceEntry:
    """The undo of an import: the entry whose file (or original name) is ``name`` leaves the
    manifest, its file leaves ``laws/sources``, and the corpus is rebuilt. A source that was not
    imported (one shipped with the laws) is refused, naming what would be lost, unless ``force``."""
    paths = Paths(laws_dir)
    with build_lock(laws_dir):
        transaction.recover_said(paths, run_stages, quiet, site=site_dir)
        entries = load_manifest(paths.sources)
        named = Path(name).name  # the file as it was imported, by its path: its name
        matches = [e for e in entries if named in (e.file, e.original_name)]
        if not matches:
            known = ", ".join(e.file for e in entries if e.damage.startswith(IMPORTED)) or "none"
            raise BridgeLawsError(f"no source {name!r} in {paths.manifest} (imported sources: {known})")
        entry = matches[-1]
        if entry.kind in RULING_KINDS:
            raise BridgeLawsError(f"{entry.file} holds rulings, not law text: take it out with "
                                  f"`bridge-laws ruling unimport {entry.file}`, which removes its rulings too")
        if not entry.damage.startswith(IMPORTED) and not force:
            raise BridgeLawsError(f"{entry.file} was not imported (it came with the laws): removing it would "
                                  f"lose its text ({entry.covers or entry.kind}); pass --force to remove it anyway")
        kept = [e for e in entries if e is not entry]
        if not kept:
            raise BridgeLawsError(f"{entry.file} is the only source: the corpus cannot be built without one")
        _transact(paths, site_dir, quiet, entries, kept, removed=entry.file)
    return entry


def _transact(paths: Paths, site_dir: Path, quiet: bool, before: list[SourceEntry], after: list[SourceEntry],
              added: tuple[str, bytes] | None = None, removed: str | None = None) -> str:
    """Write the manifest ``after`` and rebuild, as one transaction; say what was rolled back on failure."""
    try:
        return transaction.run(paths, site_dir, quiet, "import" if added else "unimport", run_stages,
                               before=paths.manifest.read_bytes() if paths.manifest.is_file() else b"",
                               after=manifest_bytes(after), added=added, removed=removed)
    except Exception as exc:
        restored = getattr(exc, "corpus_restored", False)
        what = f"removed {added[0]} and its manifest entry" if added else f"put {removed} and its entry back"
        why = str(exc) if isinstance(exc, BridgeLawsError) else f"{type(exc).__name__}: {exc}"
        raise ImportFailed(f"the rebuild failed ({why}); rolled back: {what}; the previous corpus "
                           f"{'was restored' if restored else 'is untouched'}") from exc




def _unique_name(plan: Plan, sources: Path) -> str:
    """``1987-ru-plain-<ascii stem>-<sha8>.txt``: safe on any file system, never an existing name."""
    stem = re.sub(r"[^a-z0-9]+", "-", plan.path.stem.lower()).strip("-")[:40] or "text"
    base = f"{plan.edition}-{'-'.join(plan.langs)}-{plan.kind}-{stem}-{plan.sha256[:8]}"
    suffix = FORMAT_READERS[plan.document.format if plan.document else "text"].suffix
    name, n = f"{base}{suffix}", 2
    while (sources / name).exists() or name == MANIFEST:
        name, n = f"{base}-{n}{suffix}", n + 1
    return name


# -- files -----------------------------------------------------------------------------------
def _load(laws_dir: Path) -> Corpus:
    from ...corpus.yamlio import load_corpus

    try:  # through the JSON mirrors the last build left (corpus/mirror.py): YAML's parser took a second at full size
        return load_corpus(Paths(laws_dir).corpus, mirrors=Paths(laws_dir).parsed)
    except CorpusError:
        return Corpus(laws=())
