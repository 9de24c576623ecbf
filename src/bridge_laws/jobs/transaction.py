"""One import, unimport or build as a transaction: done whole or undone whole, even when killed.

Under the build lock, before anything changes, a journal is put in place in ``laws/.transaction/``
(written beside it and renamed, so it is there whole or not at all): the manifest before and
after, a copy of a file being removed, copies of the corpus, the search index, the rulings, the
corpus's parsed mirrors (``build/parsed``) and the sources' readings (``build/readings``, linked),
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

The journal on disk is not trusted: anyone who can write the laws directory (a cloned repository,
a shared folder) can plant one, and it names files to delete, copy and build. It is checked whole
before anything acts on it (:func:`read_journal`): its fields' types, file names that stay inside
``sources/``, ruling names that are plain file names inside ``rulings/``, a site that is the one this command would build or one under the project, and
nothing in it that is a symlink or not a plain file or directory. And it must be sealed by this
user's own command (:func:`_journal_seal`): a journal that passes every other check but was
planted, copied from elsewhere or edited names a manifest, rulings and a corpus to put back that
no command of this user wrote. A journal that fails is refused with one line naming it and
``bridge-laws build --discard-journal``, which removes it unread.
"""

from __future__ import annotations

import filecmp
import os
import re
import shutil
import signal
import stat
import sys
import tempfile
from collections.abc import Callable
from dataclasses import dataclass
from pathlib import Path

from ..errors import BridgeLawsError
from ..paths import Paths, regular_bytes, remove_stale as remove_stale_dirs, replace_dir, scratch_dir, write_replacing
from ..searchindex.seal import file_lines
from ..userkey import sign, signed
from .signals import Interrupted, raise_on_signals  # noqa: F401 (where the CLI and tests found them)

Stages = Callable[[Path, Path, bool], str]  # (laws, site, quiet) → the report: corpus → index → site

JOURNAL = "journal.yaml"
OPS = ("import", "unimport", "build", "ruling-add", "ruling-import", "ruling-unimport", "ruling-remove")
DISCARD = "bridge-laws build --discard-journal"
# A journal is a few hundred bytes; anything much larger was not written by :func:`begin`.
_MAX_JOURNAL = 64 * 1024


class JournalError(BridgeLawsError):
    """A journal that this program did not write as it stands: refused whole, nothing done."""

    def __init__(self, path: Path, why: str):
        super().__init__(f"{path}: {why}: not a journal a bridge-laws command left; nothing was done. "
                         f"Run `{DISCARD}` to remove it unread (the corpus is then rebuilt from "
                         "sources/sources.yaml as it stands)")


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


def read_journal(paths: Paths, site: Path | None = None) -> Journal | None:
    """The journal a killed command left (None when there is none), checked whole before
    anything acts on it: see the module's docstring. ``site`` is the site the running command
    builds; the journal's may be that one or any under the project. Raises :class:`JournalError`."""
    if not os.path.lexists(paths.transaction):
        return None
    where = paths.transaction / JOURNAL
    _check_tree(paths.transaction)
    data = _journal_data(where)
    names = {key: data.get(key) for key in ("added", "removed")}
    for key, name in names.items():
        if name is not None and not _plain_source(paths, name):
            raise JournalError(where, f"{key}: {str(name)[:80]!r} is not a plain file name inside sources/")
    need = {"import": "added", "unimport": "removed", "ruling-import": "added",
            "ruling-unimport": "removed"}.get(data["op"])
    if (need and names[need] is None) or [k for k, v in names.items() if v is not None and k != need]:
        raise JournalError(where, f"op {data['op']} with added {names['added']!r}, removed {names['removed']!r}")
    if data["op"] in ("unimport", "ruling-unimport") and not (paths.transaction / "removed").is_file():
        raise JournalError(where, "an unimport without the copy of the removed file")
    journal = Journal(paths.transaction, data["op"], data["pid"], _site(paths, site, data["site"], where),
                      names["added"], names["removed"], _ruling_files(data.get("written"), where),
                      _ruling_files(data.get("dropped"), where))
    recorded = paths.transaction / SEAL
    if not recorded.is_file() or not signed(_journal_seal(paths.transaction),
                                            recorded.read_text(encoding="ascii", errors="replace").strip()):
        raise JournalError(where, "not sealed by a command of this user (planted, copied from elsewhere or edited)")
    return journal


SEAL = "seal"
# The sources' readings are linked into the journal, not copied: their change times move whenever
# build/readings replaces an entry, and they are caches checked when read, never instructions.
_UNSEALED = ("readings", SEAL)


def _journal_seal(top: Path) -> bytes:
    """What the journal's seal is an HMAC of (``seal.file_lines``): every file in it, the linked
    readings aside."""
    def files():
        for root, dirs, names in os.walk(top):
            rel = Path(root).relative_to(top)
            if rel == Path("."):
                dirs[:] = [d for d in dirs if d not in _UNSEALED]
                names = [n for n in names if n not in _UNSEALED]
            dirs.sort()
            for name in sorted(names):
                yield (rel / name).as_posix(), os.lstat(os.path.join(root, name))

    return file_lines(files())


# A ruling's file name as a journal may name it: never a path (the journal is read from disk).
_RULING_FILE = re.compile(r"[a-z0-9][a-z0-9-]{0,79}\.yaml")


def _ruling_files(names, where: Path | None = None) -> tuple[str, ...]:
    if names is not None and not isinstance(names, (list, tuple)):
        raise JournalError(where, "written and dropped must be lists of ruling file names")
    names = tuple(names or ())
    bad = [n for n in names if not isinstance(n, str) or not _RULING_FILE.fullmatch(n)]
    if bad:
        raise JournalError(where, f"names {str(bad[0])[:40]!r}, which is no ruling file")
    return names


def _check_tree(top: Path) -> None:
    """Only plain files and directories in the journal: a symlink would make a restore write or
    a rollback copy wherever it points, and a FIFO would block the next command forever."""
    if not stat.S_ISDIR(os.lstat(top).st_mode):
        raise JournalError(top, "a symlink or a file, not the journal's directory")
    odd = _not_plain(top)
    if odd is not None:
        raise JournalError(odd, "a symlink or special file in the journal")
    if not (top / JOURNAL).is_file():
        raise JournalError(top / JOURNAL, "missing")


def _journal_data(where: Path) -> dict:
    """The record's fields, each of its type: op one of :data:`OPS`, pid a positive number, site
    a path, added and removed a name or nothing."""
    from ..corpus.yamlio import parse_yaml, utf8_text

    def error(path, line, message):
        return JournalError(path, message)

    if where.stat().st_size > _MAX_JOURNAL:
        raise JournalError(where, f"{where.stat().st_size:,} bytes, more than a journal holds")
    data = parse_yaml(utf8_text(where.read_bytes(), where, error), where, error)
    if not isinstance(data, dict):
        raise JournalError(where, f"a {type(data).__name__}, not the mapping a journal is")
    unknown = sorted(map(str, set(data) - {"op", "pid", "site", "added", "removed", "written", "dropped"}))
    if unknown:
        raise JournalError(where, f"unknown field(s) {', '.join(unknown)[:80]}")
    if data.get("op") not in OPS:
        raise JournalError(where, f"op {str(data.get('op'))[:40]!r} is not one of {', '.join(OPS)}")
    pid = data.get("pid")
    if type(pid) is not int or pid <= 0:
        raise JournalError(where, f"pid {str(pid)[:40]!r} is not a process number")
    if not isinstance(data.get("site"), str) or not data["site"].strip() or "\x00" in data["site"]:
        raise JournalError(where, "site is not a path")
    if any(v is not None and not isinstance(v, str) for v in (data.get("added"), data.get("removed"))):
        raise JournalError(where, "added and removed must be file names")
    return data


def _plain_source(paths: Paths, name: str) -> bool:
    """A name that stays inside sources/ and is not a symlink there (a rollback must never write
    through one, nor an unimport delete what it points to)."""
    from ..readers.sources import is_plain_name

    target = paths.sources / name
    return is_plain_name(name) and not target.is_symlink() and target.resolve().parent == paths.sources.resolve()


def _site(paths: Paths, current: Path | None, recorded: str, where: Path) -> Path:
    """The journal's site, if it is the one this command builds or one under the project: a
    planted journal must not make a build write a site anywhere the user can write."""
    site = Path(recorded).resolve()
    project = paths.project.resolve()
    if (current is not None and site == current.resolve()) or project in site.parents:
        return site
    raise JournalError(where, f"site {recorded[:120]!r} is outside the project {project}")


# The journals this process wrote (their folders' device and inode): a journal recording this
# process's pid is its own only when it is one of them — in a container every run has the same
# pid, and a killed run's journal was taken for the next run's own, never finished nor undone.
_BEGUN: set[tuple[int, int]] = set()


def _identity(path: Path) -> tuple[int, int]:
    st = os.stat(path, follow_symlinks=False)
    return st.st_dev, st.st_ino


def _begun_here(path: Path) -> bool:
    try:
        return _identity(path) in _BEGUN
    except OSError:
        return False


def begin(paths: Paths, op: str, site: Path, before: bytes | None = None, after: bytes | None = None,
          added: str | None = None, removed: str | None = None, written: tuple[str, ...] = (),
          dropped: tuple[str, ...] = ()) -> Journal:
    """Write the journal whole (beside, then one rename) before anything else changes."""
    import yaml  # here: every command imports this module (for its signals); only writers need YAML

    tmp = scratch_dir(paths.transaction, "new")
    try:
        site = site.resolve()  # absolute: a later command may run from another directory
        record = {"op": op, "pid": os.getpid(), "site": str(site), "added": added, "removed": removed,
                  "written": list(_ruling_files(written)), "dropped": list(_ruling_files(dropped))}
        (tmp / JOURNAL).write_text(yaml.safe_dump(record, allow_unicode=True), encoding="utf-8")
        for name, data in (("manifest.before", before), ("manifest.after", after)):
            if data is not None:
                (tmp / name).write_bytes(data)
        if removed:
            shutil.copy2(paths.sources / removed, tmp / "removed")
        for name, tree in (("corpus", paths.corpus), ("index", paths.index), ("rulings", paths.rulings),
                           ("parsed", paths.parsed)):
            if tree.is_dir() and (name != "index" or _ours(tree)):
                _only_files(tree)
                shutil.copytree(tree, tmp / name)
        if paths.readings.is_dir():  # entries are only ever replaced whole (a rename), never written in place
            shutil.copytree(paths.readings, tmp / "readings", copy_function=_link_or_copy)
        (tmp / "records").mkdir()
        for name in _records():
            if (paths.project / "build" / name).is_file():
                shutil.copy2(paths.project / "build" / name, tmp / "records" / name)
        (tmp / SEAL).write_text(sign(_journal_seal(tmp)) + "\n", encoding="ascii")
        os.rename(tmp, paths.transaction)
        _BEGUN.add(_identity(paths.transaction))
    except BaseException:
        shutil.rmtree(tmp, ignore_errors=True)
        raise
    return Journal(paths.transaction, op, os.getpid(), site, added, removed, tuple(written), tuple(dropped))


def _not_plain(tree: Path) -> Path | None:
    """The first thing under ``tree`` that is neither a plain file nor a directory (a symlink, a
    FIFO, a device, a socket), or None: what the journal may neither hold nor copy."""
    for root, dirs, files in os.walk(tree):
        for name in (*dirs, *files):
            mode = os.lstat(os.path.join(root, name)).st_mode
            if not (stat.S_ISREG(mode) or stat.S_ISDIR(mode)):
                return Path(root, name)
    return None


def _only_files(tree: Path) -> None:
    """Refuse, naming it, anything in ``tree`` that is not a plain file or directory: a FIFO there
    made every job fail on a list of shutil's errors, and a symlink would be copied as what it
    points to, and put back so on a rollback."""
    odd = _not_plain(tree)
    if odd is not None:
        raise BridgeLawsError(f"{odd}: not a plain file (a symlink, a FIFO, a device or a socket) where the "
                              "program keeps its files; remove it")


def _link_or_copy(src: str, dst: str) -> None:
    """A second name for the file (no bytes copied), or a copy where the file system has no links."""
    try:
        os.link(src, dst)
    except OSError:
        shutil.copy2(src, dst)


def _records() -> tuple[str, ...]:
    """The records in ``build/`` of what the corpus and index stages made (they keep their work
    when nothing changed: ``corpus.kept``, ``searchindex.store``): put back with the corpus and the
    index, so that a rolled-back job leaves every file as it was. Names of ours, never read from
    the journal."""
    from ..corpus.kept import RECORD
    from ..searchindex.store import CODE_RECORD

    return RECORD, CODE_RECORD


def _restore_records(paths: Paths, journal: Journal) -> None:
    """Each record as the journal kept it, or gone when it had none (a record is checked when
    read: a wrong one only costs the next build its shortcut)."""
    for name in _records():
        kept, target = journal.file("records") / name, paths.project / "build" / name
        try:
            if kept.is_file():
                write_replacing(target, regular_bytes(kept))
            else:
                target.unlink(missing_ok=True)
        except OSError:
            target.unlink(missing_ok=True)


def _ours(index: Path) -> bool:
    """Whether the search index is the one this user's build sealed: only such an index is copied
    into the journal, so that putting it back (and sealing the copy) never blesses a planted one."""
    from ..searchindex.seal import is_sealed

    return is_sealed(index)


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


def rollback(paths: Paths, journal: Journal, own: bool = True) -> bool:
    """Everything as before the journal was written; True when the corpus had to be put back.
    ``own``: this process wrote the journal. One another left (:func:`recover`) does not put its
    copy of the search index back: Whoosh keeps an index's schema as a pickle, so a planted copy
    would run code at the next search; the index is rebuilt from the corpus instead (its
    fingerprint no longer matches, and the command that recovers goes on to build)."""
    before = journal.file("manifest.before")
    if before.is_file():
        _write_manifest(paths, before.read_bytes())
    if journal.added:
        (paths.sources / journal.added).unlink(missing_ok=True)
    if journal.removed and not os.path.lexists(paths.sources / journal.removed):
        copy_into(journal.file("removed").read_bytes(), paths.sources / journal.removed)
    _restore_rulings(paths, journal)
    _restore_records(paths, journal)
    # the corpus (where there was none, one this process's import, unimport or ruling job made
    # goes too: it would show a text whose source was taken back; a build's, made from the sources
    # as they are, is kept), its parsed mirrors (``corpus.mirror``) and the sources' readings
    # (``corpus.readings``): caches checked when read, but the project is left as it was
    restored = (_put_back if own and journal.op != "build" else _restore)(paths.corpus, journal.file("corpus"))
    for name, tree in (("parsed", paths.parsed), ("readings", paths.readings)):
        _put_back(tree, journal.file(name))
    # The index goes back with the corpus (the site, the last stage, is only swapped when all else
    # succeeded); an index the journal has no copy of is left to its fingerprint check.
    if own and _restore(paths.index, journal.file("index")):
        from ..searchindex.seal import seal

        seal(paths.index)  # the copy this process made: a copy has new inodes, so the seal is made anew
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


def recover(paths: Paths, run_stages: Stages, quiet: bool = True, site: Path | None = None) -> str | None:
    """Finish or undo what a killed command left; call with the build lock held. Returns what was
    done, for the user, or None when there was nothing to do. ``site``: the one this command
    builds (a journal's may be that one or one under the project)."""
    remove_stale(paths)
    journal = read_journal(paths, site)
    if journal is None or (journal.pid == os.getpid() and _begun_here(paths.transaction)):
        return None
    after = journal.file("manifest.after")
    if journal.op != "build" and after.is_file() and paths.manifest.is_file() \
            and paths.manifest.stat().st_size == after.stat().st_size \
            and paths.manifest.read_bytes() == after.read_bytes():
        try:
            _finish(paths, journal, quiet, run_stages)
        except BaseException:
            with _signals_ignored():
                rollback(paths, journal, own=False)
            raise
        commit(journal)
        return f"finished the {journal.op} of {_what(journal)} that pid {journal.pid} left"
    rollback(paths, journal, own=False)
    what = f" of {_what(journal)}" if journal.op != "build" else ""
    return f"undid the {journal.op}{what} that pid {journal.pid} left unfinished"


def recover_said(paths: Paths, run_stages: Stages, quiet: bool = True, site: Path | None = None) -> None:
    """``recover``, what it did said on stderr: a job that finishes or undoes a killed one (a ruling
    that seemed recorded goes) says so, whatever its own output."""
    said = recover(paths, run_stages, quiet, site)
    if said:
        sys.stderr.write(f"Note: {said}\n")


def unfinished_rulings(paths: Paths) -> str | None:
    """What a reader of the rulings is told while a ruling job's journal stands (the job running,
    or killed and not yet undone): the rulings it wrote are not yet kept. None when there is none
    (or the journal cannot be read: the next job that takes the lock says why)."""
    try:
        journal = read_journal(paths)
    except BridgeLawsError:
        return None
    if journal is None or not journal.op.startswith("ruling-") or not journal.written:
        return None
    return (f"the {journal.op} of pid {journal.pid} has not finished: {', '.join(journal.written[:3])}"
            f"{' …' if len(journal.written) > 3 else ''} not yet kept (if that command is no longer running, "
            "the next ruling add, import or build undoes it)")


def _what(journal: Journal) -> str:
    return journal.added or journal.removed or ", ".join(journal.written or journal.dropped) or "rulings"


def discard(paths: Paths) -> str | None:
    """Remove the journal without reading it (``build --discard-journal``): the way out of one
    that is refused. Only the journal's own directory goes; a symlink in its place is unlinked,
    never followed. Call with the build lock held; the build that follows reads sources.yaml."""
    if not os.path.lexists(paths.transaction):
        return None
    if not stat.S_ISDIR(os.lstat(paths.transaction).st_mode):
        paths.transaction.unlink()
    else:
        done = scratch_dir(paths.transaction, "old")
        os.replace(paths.transaction, done)
        shutil.rmtree(done, ignore_errors=True)  # rmtree removes symlinks inside, never their targets
    return f"discarded the journal {paths.transaction} unread"


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
    write_replacing(paths.manifest, data)


def _same_tree(a: Path, b: Path) -> bool:
    """The same files with the same bytes under both directories."""
    cmp = filecmp.dircmp(a, b, ignore=[])
    _, mismatch, errors = filecmp.cmpfiles(a, b, cmp.common_files, shallow=False)
    if cmp.left_only or cmp.right_only or cmp.common_funny or mismatch or errors:
        return False
    return all(_same_tree(a / d, b / d) for d in cmp.common_dirs)


def _put_back(target: Path, backup: Path) -> bool:
    """``target`` as the journal found it: its copy put back (``_restore``), or, when the journal
    holds none (there was no ``target``), what the job made removed. True when anything changed."""
    if backup.is_dir():
        return _restore(target, backup)
    if target.is_dir():
        shutil.rmtree(target, ignore_errors=True)
        return True
    return False


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
