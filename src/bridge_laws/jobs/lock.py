"""The build lock: one job that writes (build, import, unimport) at a time per laws directory."""

from __future__ import annotations

import contextlib
import fcntl
import os
import stat
import time
from pathlib import Path

from ..errors import BridgeLawsError, BuildLocked, SourceError
from ..paths import Paths

LOCK = ".build.lock"

_held: set[int] = set()  # the lock descriptors this process holds open


@contextlib.contextmanager
def build_lock(laws_dir: Path, wait: float = 0.0):
    """One build (or import) at a time per laws directory; a second one is refused at once — or,
    with ``wait``, once that many seconds have passed without the first one ending (a ruling
    typed at the table is worth waiting for: ``ruling add``).

    Taken once per job, by the job (:mod:`.pipeline`, :mod:`.importer`): the stages inside run
    under it and never take it again."""
    fd = _open_lock(laws_dir)
    try:
        deadline = time.monotonic() + wait
        while True:
            try:
                fcntl.flock(fd, fcntl.LOCK_EX | fcntl.LOCK_NB)
                break
            except BlockingIOError:
                if time.monotonic() < deadline:
                    time.sleep(WAIT_STEP)
                    continue
                raise _locked(laws_dir, fd) from None
        os.ftruncate(fd, 0)
        os.write(fd, str(os.getpid()).encode())
        _held.add(fd)
        yield
    finally:
        _held.discard(fd)
        os.close(fd)


WAIT_STEP = 0.2  # seconds between two tries of a lock waited for


def _locked(laws_dir: Path, fd: int) -> BuildLocked:
    holder = os.pread(fd, 32, 0).decode("ascii", "replace").strip() or "another process"
    return BuildLocked(f"another build is running on {laws_dir} (lock {laws_dir / LOCK} held by pid {holder}); "
                       "wait for it to finish")


def refuse_if_locked(laws_dir: Path) -> None:
    """Refuse now, as ``build_lock`` would, when another job holds the lock: before a command asks
    its user for anything (what they typed is not lost to a lock found after)."""
    with build_lock(laws_dir):
        pass


def let_go_in_child() -> None:
    """In a forked child: close the copies of the lock it inherited, so the lock lives exactly as
    long as the job's own process (a flock is held while any copy is open: a child left running
    after its parent was killed would otherwise refuse every later build)."""
    for fd in list(_held):
        with contextlib.suppress(OSError):
            os.close(fd)
    _held.clear()


def _open_lock(laws_dir: Path) -> int:
    """The lock file, opened; a laws directory that is missing or read-only is refused by name."""
    if not Paths(laws_dir).sources.is_dir():
        raise SourceError(str(laws_dir), "not a laws directory: it has no sources/ (nothing to build from)")
    path = laws_dir / LOCK
    try:
        if path.is_symlink():  # planted: the lock's truncate and pid went into the file it points to
            path.unlink()
        fd = os.open(path, os.O_RDWR | os.O_CREAT | getattr(os, "O_NOFOLLOW", 0) | getattr(os, "O_NONBLOCK", 0), 0o644)
        if not stat.S_ISREG(os.fstat(fd).st_mode):  # a FIFO or a device there: no lock of ours
            os.close(fd)
            raise BridgeLawsError(f"{path}: not a regular file (a FIFO or a device): remove it; it is the build's lock")
        return fd
    except OSError as exc:
        raise BridgeLawsError(f"{laws_dir}: cannot write there ({exc.strerror}): a build needs a writable "
                              "laws directory") from None
