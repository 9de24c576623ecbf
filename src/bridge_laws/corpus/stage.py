"""The corpus stage: sources → parse → merge → YAML, written atomically.

The corpus directory ``laws/corpus`` is only ever replaced whole: the new corpus
is written to a temporary directory beside it and swapped in by two renames. A
build that fails or is killed leaves the previous corpus in place; the next
build puts back a corpus left aside by a swap that was cut in the middle.
"""

from __future__ import annotations

import shutil
from functools import partial
from pathlib import Path

from ..errors import CorpusError, SourceError
from .merge import merge
from ..model import Corpus, SourceText
from ..paths import Paths, remove_stale, replace_dir, scratch_dir
from ..readers import DOCUMENT_KINDS
from ..corpus.manifest import load_manifest
from ..readers.sources import SourceEntry, read_bytes, source_bytes
from . import readings
from .yamlio import remember_written, write_corpus

def _reading_order(entries: list[SourceEntry]) -> list[SourceEntry]:
    """Skeletons first: the other readers place headless pages with them."""
    return sorted(entries, key=lambda e: e.kind != "stripped-book")


def read_all(laws_dir: Path, progress=None, code: str | None = None) -> list[SourceText]:
    """Every source of the manifest read by its reader, skeletons first. ``code``: the program's
    digest (``kept.code()``), to keep each source's reading in ``build/readings`` and take it from
    there while the source's bytes are unchanged (:mod:`.readings`); None reads every source."""
    sources_dir = Paths(laws_dir).sources
    # a casebook's source is read by `ruling import`, not here: it holds rulings, not law text
    entries = [e for e in load_manifest(sources_dir) if e.kind in DOCUMENT_KINDS]
    if not entries:
        raise SourceError(str(sources_dir / "sources.yaml"), "no sources listed: nothing to build from")
    shelf = readings.Shelf(Paths(laws_dir).readings, code) if code else None
    texts: list[SourceText] = []
    for entry in _reading_order(entries):
        skeleton = tuple(u for t in texts if t.edition == entry.edition and t.langs == entry.langs[:1]
                         for u in t.skeleton)
        try:
            data = source_bytes(sources_dir, entry)
            read = partial(read_bytes, sources_dir, entry, data, skeleton)
            text = shelf.read(data, entry, skeleton, read) if shelf else read()
        except SourceError:
            raise
        except Exception as exc:  # a reader bug must still name the file it choked on
            raise SourceError(entry.file, f"cannot parse ({type(exc).__name__}: {exc})") from exc
        texts.append(text)
        if progress:
            progress(entry.file)
    if shelf:
        shelf.tidy()
    return texts


def build_corpus(laws_dir: Path, progress=None, code: str | None = None) -> Corpus:
    return merge(read_all(laws_dir, progress, code))


def recover(laws_dir: Path) -> None:
    """Put back a corpus that a swap cut in the middle left aside; remove what killed builds left."""
    remove_stale(Paths(laws_dir).corpus)


def write_atomically(corpus: Corpus, laws_dir: Path, reuse=None) -> Path:
    """Write ``corpus`` beside the corpus directory and swap it in; ``reuse`` (``kept.Reuse``):
    the bytes of the files whose data did not change, and the record of what is written."""
    target = Paths(laws_dir).corpus
    tmp = scratch_dir(target, "new")
    try:
        write_corpus(corpus, tmp, mirrors=Paths(laws_dir).parsed, also=_read_through_mirrors(laws_dir), reuse=reuse)
        if reuse is not None:
            reuse.record(tmp)
    except BaseException:
        shutil.rmtree(tmp, ignore_errors=True)
        raise
    replace_dir(tmp, target)
    remember_written(target, corpus)
    return target


def _read_through_mirrors(laws_dir: Path) -> list[tuple[bytes, object]]:
    """(bytes, data) of the other YAML files `show` reads through their mirrors: the editions,
    the glossary, the situation index (one that cannot be read is left to its own reader)."""
    from . import editions
    from .yamlio import read_yaml

    paths, out = Paths(laws_dir), []
    for path in (editions.file_of(laws_dir), paths.glossary, paths.situations):
        try:
            out.append((path.read_bytes(), read_yaml(path)))
        except (OSError, CorpusError):
            pass
    return out


def build(laws_dir: Path, progress=None) -> Corpus:
    """The corpus stage: read, merge, write. Raises SourceError on input it cannot read.

    The caller holds the build lock (:func:`bridge_laws.jobs.lock.build_lock`) when another
    process may build the same laws directory: the CLI's jobs always do."""
    return build_or_keep(laws_dir, progress)[0]


def build_or_keep(laws_dir: Path, progress=None) -> tuple[Corpus, bool]:
    """The corpus stage, keeping the corpus as it is when neither the sources nor the program
    changed since the build that wrote it (:mod:`.kept`): (the corpus, whether it was kept)."""
    from . import kept

    recover(laws_dir)
    code = kept.code()
    digest = kept.inputs_digest(laws_dir, code)
    record = kept.read_record(laws_dir)
    corpus = kept.unchanged(laws_dir, record, digest)
    if corpus is not None:
        _mirror_others(laws_dir)
        return corpus, True
    corpus = build_corpus(laws_dir, progress, code)
    reuse = kept.Reuse(Paths(laws_dir).corpus, record if record and record["code"] == code else None)
    write_atomically(corpus, laws_dir, reuse)
    kept.save_record(laws_dir, digest, code, reuse)
    return corpus, False


def _mirror_others(laws_dir: Path) -> None:
    """The mirrors of the editions, the glossary and the situation index as they are now (edited
    since the corpus was written, they are not its inputs: a kept corpus still mirrors them)."""
    from . import mirror

    for raw, data in _read_through_mirrors(laws_dir):
        mirror.store(Paths(laws_dir).parsed, raw, data)
