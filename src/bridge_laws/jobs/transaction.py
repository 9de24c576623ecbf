"""One import, unimport or build as a transaction: done whole or undone whole, even when killed.

Under the build lock, before anything changes, a journal is put in place in ``laws/.transaction/``
(written beside it and renamed, so it is there whole or not at all): the manifest before and
after, a copy of a file being removed, copies of the corpus, the search index and the rulings,
the site directory, and the names of the rulings to be written or removed. Then::

    1. the added file is copied into sources/    (import, ruling import)
       the new rulings are written into rulings/  (ruling add, ruling import)
    2. the manifest is written                    (the point of no return)
    3. the removed file is deleted                (unimport, ruling unimport)
       and the rulings read from it
    4. corpus, index and site are rebuilt
    5. the journal is removed                     (the commit)

An exception, SIGTERM or SIGHUP (the CLI turns them into :class:`Interrupted`) rolls back at once:
the manifest, the files, the corpus and the index as they were. A SIGKILL leaves the journal;
the next command that takes the lock finishes the job when step 2 was done (the manifest on disk
is the "after" one: steps 3–5 again) and undoes it otherwise. The site is the last stage, swapped in
only when everything before it succeeded, so it never needs putting back.
"""

from __future__ import annotations

import filecmp
import os
import re
import shutil
import signal
import tempfile
from collections.abc import Callable
from dataclasses import dataclass
from pathlib import Path

import yaml

from ..paths import Paths, remove_stale as remove_stale_dirs, replace_dir, scratch_dir

Stages = Callable[[Path, Path, bool], str]  # (laws, site, quiet) → the report: corpus → index → site

JOURNAL = "journal.yaml"


class Interrupted(BaseException):
    """SIGTERM or SIGHUP during a command: unwinds like Ctrl-C, so the transaction rolls back."""

    def __init__(self, signum: int):
        self.signum = signum
        super().__init__(f"interrupted by {signal.Signals(signum).name}")


@dataclass(frozen=True)
class Journal:
    dir: Path
    op: str  # "import", "unimport", "build"
    pid: int
    site: Path
    added: str | None = None
    removed: str | None = None
    written: tuple[str, ...] = ()  # ruling files written in step 1
    dropped: tuple[str, ...] = ()  # ruling files removed in step 3

    def file(self, name: str) -> Path:
        return self.dir / name


# A ruling's file name as a journal may name it: never a path (the journal is read from disk).
_RULING_FILE = re.compile(r"[a-z0-9][a-z0-9-]{0,79}\.yaml")


def _ruling_files(names) -> tuple[str, ...]:
    names = tuple(names or ())
    bad = [n for n in names if not isinstance(n, str) or not _RULING_FILE.fullmatch(n)]
    if bad:
        raise ValueError(f"the journal names {str(bad[0])[:40]!r}, which is no ruling file")
    return names


def read_journal(paths: Paths) -> Journal | None:
    path = paths.transaction / JOURNAL
    if not path.is_file():
        return None
    from ..corpus.yamlio import read_yaml

    data = read_yaml(path) or {}
    return Journal(paths.transaction, data["op"], int(data["pid"]), Path(data["site"]),
                   data.get("added"), data.get("removed"), _ruling_files(data.get("written")),
                   _ruling_files(data.get("dropped")))


def begin(paths: Paths, op: str, site: Path, before: bytes | None = None, after: bytes | None = None,
          added: str | None = None, removed: str | None = None, written: tuple[str, ...] = (),
          dropped: tuple[str, ...] = ()) -> Journal:
    """Write the journal whole (beside, then one rename) before anything else changes."""
    tmp = scratch_dir(paths.transaction, "new")
    try:
        record = {"op": op, "pid": os.getpid(), "site": str(site), "added": added, "removed": removed,
                  "written": list(_ruling_files(written)), "dropped": list(_ruling_files(dropped))}
        (tmp / JOURNAL).write_text(yaml.safe_dump(record, allow_unicode=True), encoding="utf-8")
        for name, data in (("manifest.before", before), ("manifest.after", after)):
            if data is not None:
                (tmp / name).write_bytes(data)
        if removed:
            shutil.copy2(paths.sources / removed, tmp / "removed")
        for name, tree in (("corpus", paths.corpus), ("index", paths.index), ("rulings", paths.rulings)):
            if tree.is_dir():
                shutil.copytree(tree, tmp / name)
        os.rename(tmp, paths.transaction)
    except BaseException:
        shutil.rmtree(tmp, ignore_errors=True)
        raise
    return read_journal(paths)


def commit(journal: Journal) -> None:
    done = scratch_dir(journal.dir, "old")
    os.rename(journal.dir, done)
    shutil.rmtree(done, ignore_errors=True)


def run(paths: Paths, site: Path, quiet: bool, op: str, run_stages: Stages, before: bytes | None = None,
        after: bytes | None = None, added: tuple[str, bytes] | None = None, removed: str | None = None,
        rulings: dict[str, bytes] | None = None, dropped: tuple[str, ...] = ()) -> str:
    """Steps 1–5 above, the stages being ``run_stages`` (the pipeline's, passed in: this module
    sits below the pipeline); on any failure or interruption, roll back and raise. ``rulings``:
    ruling files to write (name → bytes), ``dropped``: ruling files to remove."""
    rulings = rulings or {}
    journal = begin(paths, op, site, before, after, added[0] if added else None, removed, tuple(rulings), dropped)
    try:
        if added:
            copy_into(added[1], paths.sources / added[0])
        if rulings:
            paths.rulings.mkdir(parents=True, exist_ok=True)
        for name, data in rulings.items():
            copy_into(data, paths.rulings / name, mode=0o644)
        report = _finish(paths, journal, quiet, run_stages)
    except BaseException as exc:
        with _signals_ignored():
            exc.corpus_restored = rollback(paths, journal)  # for the caller's message
        raise
    commit(journal)
    return report


def _finish(paths: Paths, journal: Journal, quiet: bool, run_stages: Stages) -> str:
    after = journal.file("manifest.after")
    if after.is_file():
        _write_manifest(paths, after.read_bytes())
    if journal.removed:
        (paths.sources / journal.removed).unlink(missing_ok=True)
    for name in journal.dropped:
        (paths.rulings / name).unlink(missing_ok=True)
    return run_stages(paths.laws, journal.site, quiet)


def rollback(paths: Paths, journal: Journal) -> bool:
    """Everything as before the journal was written; True when the corpus had to be put back."""
    before = journal.file("manifest.before")
    if before.is_file():
        _write_manifest(paths, before.read_bytes())
    if journal.added:
        (paths.sources / journal.added).unlink(missing_ok=True)
    if journal.removed and not (paths.sources / journal.removed).exists():
        shutil.copy2(journal.file("removed"), paths.sources / journal.removed)
    _restore_rulings(paths, journal)
    restored = _restore(paths.corpus, journal.file("corpus"))
    # The index goes back with the corpus (the site, the last stage, is only swapped when all else
    # succeeded); an index the journal has no copy of is left to its fingerprint check.
    _restore(paths.index, journal.file("index"))
    commit(journal)
    return restored


def _restore_rulings(paths: Paths, journal: Journal) -> None:
    """The rulings as they were: from the journal's copy, or, when there was no rulings directory,
    without the files this job wrote (and without the directory, if that leaves it empty)."""
    if journal.file("rulings").is_dir():
        _restore(paths.rulings, journal.file("rulings"))
        return
    for name in journal.written:
        (paths.rulings / name).unlink(missing_ok=True)
    if journal.written and paths.rulings.is_dir() and not any(paths.rulings.iterdir()):
        paths.rulings.rmdir()


def recover(paths: Paths, run_stages: Stages, quiet: bool = True) -> str | None:
    """Finish or undo what a killed command left; call with the build lock held. Returns what was
    done, for the user, or None when there was nothing to do."""
    remove_stale(paths)
    journal = read_journal(paths)
    if journal is None or journal.pid == os.getpid():
        return None
    after = journal.file("manifest.after")
    if journal.op != "build" and after.is_file() and paths.manifest.is_file() \
            and paths.manifest.read_bytes() == after.read_bytes():
        try:
            _finish(paths, journal, quiet, run_stages)
        except BaseException:
            with _signals_ignored():
                rollback(paths, journal)
            raise
        commit(journal)
        return f"finished the {journal.op} of {_what(journal)} that pid {journal.pid} left"
    rollback(paths, journal)
    what = f" of {_what(journal)}" if journal.op != "build" else ""
    return f"undid the {journal.op}{what} that pid {journal.pid} left unfinished"


def _what(journal: Journal) -> str:
    return journal.added or journal.removed or ", ".join(journal.written) or "rulings"


def remove_stale(paths: Paths) -> None:
    """What killed runs left in the laws directory (their process gone): journals being written
    or set aside when done (a finished journal is never put back), files half copied in."""
    remove_stale_dirs(paths.transaction, restorable=lambda aside: False)
    remove_stale_dirs(paths.rulings)  # rulings a cut swap set aside go back: they are the user's
    for tmp in [*paths.sources.glob(".import-*.tmp"), *paths.rulings.glob(".import-*.tmp")]:
        tmp.unlink(missing_ok=True)


# -- files -----------------------------------------------------------------------------------
def copy_into(data: bytes, target: Path, mode: int = 0o444) -> None:
    """Byte for byte, through a temporary file in the same directory, read-only like the seeds
    (a ruling stays writable: it is the user's to edit)."""
    fd, tmp = tempfile.mkstemp(dir=target.parent, prefix=".import-", suffix=".tmp")
    try:
        with os.fdopen(fd, "wb") as f:
            f.write(data)
            f.flush()
            os.fsync(f.fileno())
        os.chmod(tmp, mode)
        os.replace(tmp, target)
    except BaseException:
        Path(tmp).unlink(missing_ok=True)
        raise


def _write_manifest(paths: Paths, data: bytes) -> None:
    tmp = paths.manifest.with_name(paths.manifest.name + ".tmp")
    tmp.write_bytes(data)
    tmp.replace(paths.manifest)


def _same_tree(a: Path, b: Path) -> bool:
    """The same files with the same bytes under both directories."""
    cmp = filecmp.dircmp(a, b, ignore=[])
    _, mismatch, errors = filecmp.cmpfiles(a, b, cmp.common_files, shallow=False)
    if cmp.left_only or cmp.right_only or cmp.common_funny or mismatch or errors:
        return False
    return all(_same_tree(a / d, b / d) for d in cmp.common_dirs)


def _restore(target: Path, backup: Path) -> bool:
    """Put the backup in place of ``target`` when they differ (two renames, as the build swaps)."""
    if not backup.is_dir() or (target.is_dir() and _same_tree(target, backup)):
        return False
    replace_dir(backup, target)
    return True


class _signals_ignored:
    """Rolling back is not interrupted by a second SIGTERM."""

    def __enter__(self):
        self.saved = {}
        for sig in (signal.SIGTERM, signal.SIGHUP, signal.SIGINT):
            try:
                self.saved[sig] = signal.signal(sig, signal.SIG_IGN)
            except ValueError:  # not the main thread: nothing to guard
                pass

    def __exit__(self, *exc):
        for sig, handler in self.saved.items():
            signal.signal(sig, handler)


class raise_on_signals:
    """SIGTERM and SIGHUP unwind the command as an :class:`Interrupted` (main thread only)."""

    def __enter__(self):
        self.saved = {}
        for sig in (signal.SIGTERM, signal.SIGHUP):
            try:
                self.saved[sig] = signal.signal(sig, self._raise)
            except ValueError:
                pass

    @staticmethod
    def _raise(signum, frame):
        raise Interrupted(signum)

    def __exit__(self, *exc):
        for sig, handler in self.saved.items():
            signal.signal(sig, handler)
