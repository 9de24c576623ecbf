"""The corpus stage: sources → parse → merge → YAML, written atomically.

The corpus directory ``laws/corpus`` is only ever replaced whole: the new corpus
is written to a temporary directory beside it and swapped in by two renames. A
build that fails or is killed leaves the previous corpus in place; the next
build puts back a corpus left aside by a swap that was cut in the middle.
"""

from __future__ import annotations

import contextlib
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

def in_turn(work, items, weight=None, what=None) -> list:
    """How the corpus stage works a list of independent items when the job gives it no other way
    (``jobs.spread.spread`` shares them out over the cores): one after another, here."""
    return [work(item) for item in items]


def read_all(laws_dir: Path, progress=None, code: str | None = None, spread=in_turn) -> list[SourceText]:
    """Every source of the manifest read by its reader: the skeletons, then the others, each in the
    manifest's order. ``code``: the program's digest (``kept.code()``), to keep each source's
    reading in ``build/readings`` and take it from there while the source's bytes are unchanged
    (:mod:`.readings`); None reads every source. ``spread(work, items, weight, what)``: how the
    sources to read are worked (:func:`in_turn`)."""
    sources_dir = Paths(laws_dir).sources
    # a casebook's source is read by `ruling import`, not here: it holds rulings, not law text
    entries = [e for e in load_manifest(sources_dir, present=True) if e.kind in DOCUMENT_KINDS]
    if not entries:
        raise SourceError(str(sources_dir / "sources.yaml"), "no sources listed: nothing to build from")
    shelf = readings.Shelf(Paths(laws_dir).readings, code) if code else None
    # Skeletons first: the other readers place headless pages with their units (only a skeleton's
    # reader makes any), so the others need nothing of each other and are read side by side.
    skeletons = [e for e in entries if e.kind == "stripped-book"]
    texts = _read(sources_dir, skeletons, [], shelf, progress, None)
    texts += _read(sources_dir, [e for e in entries if e.kind != "stripped-book"], texts, shelf, progress, spread)
    if shelf:
        shelf.tidy()
    return texts


def _read(sources_dir: Path, entries: list[SourceEntry], before: list[SourceText], shelf, progress,
          spread) -> list[SourceText]:
    """The readings of ``entries``, each handed the skeleton units of its version read ``before``
    and among ``entries`` before it: from their shelf entries, the rest read by ``spread`` — all
    at the end, or each at once when ``spread`` is None (a skeleton may need the one before)."""
    texts, wanted = [], []
    for entry in entries:
        skeleton = tuple(u for t in [*before, *texts] if t is not None and t.edition == entry.edition
                         and t.langs == entry.langs[:1] for u in t.skeleton)
        with _naming(entry):
            data = source_bytes(sources_dir, entry)
        kept, place = shelf.take(data, entry, skeleton) if shelf else (None, None)
        texts.append(kept)
        if kept is None:
            wanted.append((entry, data, skeleton, place))
        if spread is None:
            _fill(texts, wanted, sources_dir, shelf, in_turn)
            wanted = []
    _fill(texts, wanted, sources_dir, shelf, spread or in_turn)
    for entry in entries:
        if progress:
            progress(entry.file)
    return texts


@contextlib.contextmanager
def _naming(entry: SourceEntry):
    """A reader's bug still names the file it choked on (a SourceError goes on as it is)."""
    try:
        yield
    except SourceError:
        raise
    except Exception as exc:  # noqa: BLE001 - any failure of a reader, said with the file's name
        raise SourceError(entry.file, f"cannot parse ({type(exc).__name__}: {exc})") from exc


def _fill(texts: list, wanted: list, sources_dir: Path, shelf, spread) -> None:
    """Read the sources of ``wanted`` ((entry, bytes, skeleton, place on the shelf)) and put each
    reading in the first empty place of ``texts``, in order."""
    made = spread(partial(_read_one, sources_dir, shelf), wanted, weight=lambda w: len(w[1]), what="reading the sources")
    places = iter([i for i, t in enumerate(texts) if t is None])
    for text in made:
        texts[next(places)] = text


def _read_one(sources_dir: Path, shelf, wanted) -> SourceText:
    """A source's reading, kept on the shelf (where it is read: a file of its own, written atomically)."""
    entry, data, skeleton, place = wanted
    with _naming(entry):
        text = read_bytes(sources_dir, entry, data, skeleton)
    if shelf:
        shelf.keep(place, text)
    return text


def build_corpus(laws_dir: Path, progress=None, code: str | None = None, spread=in_turn) -> Corpus:
    return merge(read_all(laws_dir, progress, code, spread))


def recover(laws_dir: Path) -> None:
    """Put back a corpus that a swap cut in the middle left aside; remove what killed builds left."""
    remove_stale(Paths(laws_dir).corpus)


# How the build is let overwrite a corpus file changed by hand (the CLI's option)
DISCARD_EDITS = "bridge-laws build --discard-corpus-edits"


def write_atomically(corpus: Corpus, laws_dir: Path, reuse=None, spread=in_turn, record=None) -> Path:
    """Write ``corpus`` beside the corpus directory and swap it in; ``reuse`` (``kept.Reuse``):
    the bytes of the files whose data did not change, and the record of what is written;
    ``spread``: how the files' YAML is made (:func:`in_turn`). ``record``: the last build's
    (``kept.read_record``), by which a file changed by hand since is refused, not overwritten."""
    from .kept import edited_by_hand

    target = Paths(laws_dir).corpus
    tmp = scratch_dir(target, "new")
    try:
        write_corpus(corpus, tmp, mirrors=Paths(laws_dir).parsed, also=_read_through_mirrors(laws_dir), reuse=reuse,
                     spread=spread)
        if reuse is not None:
            reuse.record(tmp)
        edited = edited_by_hand(target, tmp, record)
        if edited:
            name, line, wrote = edited
            said = ("changed by hand since the build wrote it" if wrote else
                    "added by hand: the build did not write it, and would remove it")
            raise CorpusError(f"{target / name}:{line}: {said}; the corpus is written from laws/sources/ by every "
                              "build, which would lose the change: keep the file elsewhere, then let the build write "
                              f"the corpus again ({DISCARD_EDITS})")
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
    from ..paths import regular_bytes
    from .yamlio import read_yaml

    paths, out = Paths(laws_dir), []
    for path in (editions.file_of(laws_dir), paths.glossary, paths.situations):
        try:
            out.append((regular_bytes(path), read_yaml(path)))  # (a FIFO in its place is not waited on)
        except (OSError, CorpusError):
            pass
    return out


def build(laws_dir: Path, progress=None) -> Corpus:
    """The corpus stage: read, merge, write. Raises SourceError on input it cannot read.

    The caller holds the build lock (:func:`bridge_laws.jobs.lock.build_lock`) when another
    process may build the same laws directory: the CLI's jobs always do."""
    return build_or_keep(laws_dir, progress)[0]


def build_or_keep(laws_dir: Path, progress=None, spread=in_turn) -> tuple[Corpus, bool]:
    """The corpus stage, keeping the corpus as it is when neither the sources nor the program
    changed since the build that wrote it (:mod:`.kept`): (the corpus, whether it was kept).
    ``spread(work, items, weight, what)``: how its independent pieces of work — reading the
    sources, dumping the laws' YAML — are worked (the job's ``jobs.spread.spread``: on every core)."""
    from . import kept

    recover(laws_dir)
    code = kept.code()
    digest = kept.inputs_digest(laws_dir, code)
    record = kept.read_record(laws_dir)
    corpus = kept.unchanged(laws_dir, record, digest)
    if corpus is not None:
        _mirror_others(laws_dir)
        return corpus, True
    corpus = build_corpus(laws_dir, progress, code, spread)
    reuse = kept.Reuse(Paths(laws_dir).corpus, record if record and record["code"] == code else None)
    write_atomically(corpus, laws_dir, reuse, spread, record)
    kept.save_record(laws_dir, digest, code, reuse)
    return corpus, False


def _mirror_others(laws_dir: Path) -> None:
    """The mirrors of the editions, the glossary and the situation index as they are now (edited
    since the corpus was written, they are not its inputs: a kept corpus still mirrors them)."""
    from . import mirror

    for raw, data in _read_through_mirrors(laws_dir):
        mirror.store(Paths(laws_dir).parsed, raw, data)
