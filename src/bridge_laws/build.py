"""sources → parse → merge → YAML, written atomically under a lock.

The corpus directory ``laws/corpus`` is only ever replaced whole: the new corpus
is written to a temporary directory beside it and swapped in by two renames. A
build that fails or is killed leaves the previous corpus in place; the next
build puts back a corpus left aside by a swap that was cut in the middle.
"""

from __future__ import annotations

import contextlib
import fcntl
import os
import shutil
from pathlib import Path

from .errors import BridgeLawsError, BuildLocked, SourceError
from .merge import merge
from .model import Corpus, SourceText
from .paths import Paths, replace_dir
from .sources import SourceEntry, load_manifest, read_source
from .yamlio import write_corpus

LOCK = ".build.lock"


def corpus_dir(laws_dir: Path) -> Path:
    return Paths(laws_dir).corpus


_HELD: dict[Path, int] = {}  # laws dirs whose lock this process holds, with the nesting depth


@contextlib.contextmanager
def build_lock(laws_dir: Path):
    """One build (or import) at a time per laws directory; a second one is refused at once.

    Re-entrant within a process: an import holds the lock from its first read of the manifest
    to the end of its rebuild, and the rebuild inside takes it again."""
    key = laws_dir.resolve()
    if _HELD.get(key):
        _HELD[key] += 1
        try:
            yield
        finally:
            _HELD[key] -= 1
        return
    fd = _open_lock(laws_dir)
    try:
        try:
            fcntl.flock(fd, fcntl.LOCK_EX | fcntl.LOCK_NB)
        except BlockingIOError:
            path = laws_dir / LOCK
            holder = path.read_text().strip() or "another process"
            raise BuildLocked(f"another build is running on {laws_dir} (lock {path} held by pid {holder}); "
                              "wait for it to finish") from None
        os.ftruncate(fd, 0)
        os.write(fd, str(os.getpid()).encode())
        _HELD[key] = 1
        try:
            yield
        finally:
            _HELD.pop(key, None)
    finally:
        os.close(fd)


def _open_lock(laws_dir: Path) -> int:
    """The lock file, opened; a laws directory that is missing or read-only is refused by name."""
    if not (laws_dir / "sources").is_dir():
        raise SourceError(str(laws_dir), "not a laws directory: it has no sources/ (nothing to build from)")
    try:
        return os.open(laws_dir / LOCK, os.O_RDWR | os.O_CREAT, 0o644)
    except OSError as exc:
        raise BridgeLawsError(f"{laws_dir}: cannot write there ({exc.strerror}): a build needs a writable "
                              "laws directory") from None


def _reading_order(entries: list[SourceEntry]) -> list[SourceEntry]:
    """Skeletons first: the other readers place headless pages with them."""
    return sorted(entries, key=lambda e: e.kind != "stripped-book")


def read_all(laws_dir: Path, progress=None) -> list[SourceText]:
    sources_dir = Paths(laws_dir).sources
    entries = load_manifest(sources_dir)
    if not entries:
        raise SourceError(str(sources_dir / "sources.yaml"), "no sources listed: nothing to build from")
    texts: list[SourceText] = []
    for entry in _reading_order(entries):
        skeleton = tuple(u for t in texts if t.edition == entry.edition and t.langs == entry.langs[:1]
                         for u in t.skeleton)
        try:
            text = read_source(sources_dir, entry, skeleton)
        except SourceError:
            raise
        except Exception as exc:  # a reader bug must still name the file it choked on
            raise SourceError(entry.file, f"cannot parse ({type(exc).__name__}: {exc})") from exc
        texts.append(text)
        if progress:
            progress(entry.file)
    return texts


def build_corpus(laws_dir: Path, progress=None) -> Corpus:
    return merge(read_all(laws_dir, progress))


def recover(laws_dir: Path) -> None:
    """Put back a corpus that a swap cut in the middle left aside."""
    target, old = corpus_dir(laws_dir), laws_dir / ".corpus-old"
    if old.exists() and not target.exists():
        old.rename(target)
    elif old.exists():
        shutil.rmtree(old, ignore_errors=True)
    for stale in laws_dir.glob(".corpus-tmp-*"):
        shutil.rmtree(stale, ignore_errors=True)


def write_atomically(corpus: Corpus, laws_dir: Path) -> Path:
    target = corpus_dir(laws_dir)
    tmp = laws_dir / f".corpus-tmp-{os.getpid()}"
    shutil.rmtree(tmp, ignore_errors=True)
    tmp.mkdir(parents=True)
    try:
        write_corpus(corpus, tmp)
    except BaseException:
        shutil.rmtree(tmp, ignore_errors=True)
        raise
    replace_dir(tmp, target, laws_dir / ".corpus-old")
    return target


def build(laws_dir: Path, progress=None) -> Corpus:
    """The whole job: read, merge, write. Raises SourceError on input it cannot read."""
    with build_lock(laws_dir):
        recover(laws_dir)
        corpus = build_corpus(laws_dir, progress)
        write_atomically(corpus, laws_dir)
        return corpus
