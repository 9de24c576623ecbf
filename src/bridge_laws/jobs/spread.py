"""Work spread over the machine's cores: ``spread(work, items)`` is ``[work(i) for i in items]``,
with the items shared out between this process and forked children.

A build from scratch reads every source and writes every law's YAML before it can fork the index
and the pages (``pipeline.run_stages``): seconds of one core's work while the other waits. Both are
items that need nothing of each other — a source's reading, a law's YAML — so they are shared out
by weight (the heaviest first, each to the share with the least so far), this process works its
own share, and each child sends back what it made (pickled through a pipe). Children only compute:
they write nothing the job relies on, so a child is killed, never asked, when the job stops.

The answer is the one ``map`` gives, in the items' order; a failure is the one the first failing
item (in that order) raised, whichever process met it. Where processes are not forked, or there is
one core or one item, the items are worked here in turn.
"""

from __future__ import annotations

import contextlib
import os
import signal
from typing import Callable, Iterable, Sequence, TypeVar

from ..errors import BridgeLawsError

T = TypeVar("T")
R = TypeVar("R")

# Processes at most, this one included: the corpus stage's work is a few seconds; more than the
# cores a 2-core laptop or a 4-core one has would only cost forks.
MOST = 4


def cores() -> int:
    """The cores this process may run on."""
    try:
        return len(os.sched_getaffinity(0))
    except (AttributeError, OSError):
        return os.cpu_count() or 1


def shares(weights: Sequence[float], count: int) -> list[list[int]]:
    """The items' indexes shared out into ``count`` lists: the heaviest item first, each to the
    list with the least weight so far (ties: the first such list); each list in the items' order."""
    loads = [0.0] * count
    out: list[list[int]] = [[] for _ in range(count)]
    for i in sorted(range(len(weights)), key=lambda i: (-weights[i], i)):
        k = min(range(count), key=lambda k: (loads[k], k))
        loads[k] += weights[i]
        out[k].append(i)
    return [sorted(share) for share in out]


def spread(work: Callable[[T], R], items: Iterable[T], weight: Callable[[T], float] | None = None,
           processes: int | None = None, what: str = "a worker") -> list[R]:
    """``[work(i) for i in items]`` on up to ``processes`` processes (the cores, at most ``MOST``).
    ``weight(item)``: how much work an item is, to share them evenly (the same for all when None).
    ``what`` names the work in the error a child's death gives."""
    items = list(items)
    count = min(processes or min(cores(), MOST), len(items))
    if count < 2 or not _can_fork():
        return [work(item) for item in items]
    weights = [float(weight(item)) for item in items] if weight else [1.0] * len(items)
    mine, *theirs = shares(weights, count)
    children = [_Child(work, [(i, items[i]) for i in share], what) for share in theirs]
    try:
        made = dict(_worked(work, [(i, items[i]) for i in mine]))
        for child in children:
            made.update(child.result())
    finally:
        for child in children:
            child.stop()
    for i in range(len(items)):
        if i not in made:  # an earlier item of its share failed: that failure comes first
            continue
        kind, value = made[i]
        if kind == "error":
            raise value
    return [made[i][1] for i in range(len(items))]


def _worked(work, numbered) -> list[tuple[int, tuple[str, object]]]:
    """(index, ("ok", result) or ("error", exception)) for each item, up to the first failure."""
    out = []
    for i, item in numbered:
        try:
            out.append((i, ("ok", work(item))))
        except Exception as exc:  # noqa: BLE001 - handed back to be raised in the items' order
            out.append((i, ("error", exc)))
            break
    return out


def _can_fork() -> bool:
    import multiprocessing

    return "fork" in multiprocessing.get_all_start_methods()


class _Child:
    """A forked process working one share; ``result`` is what it sent back."""

    def __init__(self, work, numbered, what: str):
        import multiprocessing

        from .lock import let_go_in_child

        context = multiprocessing.get_context("fork")
        self.what = what
        self.pipe, theirs = context.Pipe(duplex=False)
        parent = os.getpid()
        ours = self.pipe

        def run():
            try:
                signal.signal(signal.SIGTERM, signal.SIG_DFL)  # nothing to unwind: end at once
                # Ctrl-C ends a child whatever the forking process had made of it (a handler of its
                # own, or SIGINT ignored): the full test suite forked one with it so, and it ran on
                signal.signal(signal.SIGINT, signal.default_int_handler)
                signals_let_through()
                let_go_in_child()
                die_with(parent)
                ours.close()
                made = [(i, (kind, portable(value, what) if kind == "error" else value))
                        for i, (kind, value) in _worked(work, numbered)]
                with contextlib.suppress(OSError):
                    try:
                        theirs.send(made)
                    except Exception as exc:  # noqa: BLE001 - a result pickle cannot carry
                        theirs.send([(numbered[0][0], ("error", portable(exc, what)))])
            except BaseException:  # noqa: BLE001 - Ctrl-C or SIGTERM reach the job and its children
                os._exit(1)  # alike: the job says what happened; a child's traceback would only garble it
            finally:
                signals_end_quietly()

        self.process = context.Process(target=run, name="bridge-laws worker", daemon=True)
        start(self.process)
        theirs.close()

    def result(self) -> list:
        try:
            made = self.pipe.recv()
        except EOFError:  # killed, out of memory
            self.process.join()
            raise BridgeLawsError(f"{self.what} failed (its process ended with code {self.process.exitcode})") from None
        self.process.join()
        return made

    def stop(self) -> None:
        """End the child if it still runs (it writes nothing: killed at once)."""
        self.pipe.close()
        if self.process.is_alive():
            self.process.kill()
        self.process.join()


def portable(exc: BaseException, what: str) -> BaseException:
    """The error to hand back to the parent: itself when it survives pickling, else a plain
    BridgeLawsError with its words (and exit code)."""
    import pickle

    if not isinstance(exc, BridgeLawsError):
        return BridgeLawsError(f"{what} failed ({type(exc).__name__}: {exc})")
    try:
        pickle.loads(pickle.dumps(exc))
        return exc
    except Exception:  # noqa: BLE001 - an error class with arguments of its own
        plain = BridgeLawsError(str(exc))
        plain.exit_code = exc.exit_code
        return plain


# What a job is told to stop by (jobs.signals turns them into an unwinding exception).
STOPS = (signal.SIGINT, signal.SIGTERM, signal.SIGHUP)


def start(process) -> None:
    """Start a forked ``process`` with the stop signals held back until its target runs (which
    takes them with ``signals_let_through``, inside its own handling): one arriving in between
    would otherwise meet the job's handlers in the child's start-up and print a traceback."""
    held = signal.pthread_sigmask(signal.SIG_BLOCK, STOPS)
    try:
        process.start()
    finally:
        signal.pthread_sigmask(signal.SIG_SETMASK, held)


def signals_let_through() -> None:
    """In a child started by ``start``, inside its target's handling: take the stop signals held
    back (any that arrived since the fork are raised here)."""
    signal.pthread_sigmask(signal.SIG_UNBLOCK, STOPS)


def signals_end_quietly() -> None:
    """In a child started by ``start``, once its target is done (its result sent, or its error):
    a stop signal from then on ends it as the system would, with no word. Arriving while the
    child left through multiprocessing's own exit (its finalizers), it met the job's handler
    there and printed a traceback under the job's own error (CI, a build stopped beside it)."""
    for sig in STOPS:
        signal.signal(sig, signal.SIG_DFL)


def die_with(parent: int) -> None:
    """Ask the kernel to end this forked child when the job that forked it ends (Linux); a child
    left behind would go on writing into build/ beside the next job."""
    import ctypes

    with contextlib.suppress(OSError, AttributeError):
        # The process's own symbols, libc's among them: ``ctypes.util.find_library`` runs a
        # subprocess to look, and a stop signal arriving meanwhile met it in a finalizer.
        libc = ctypes.CDLL(None, use_errno=True)
        libc.prctl(1, signal.SIGKILL)  # PR_SET_PDEATHSIG
    if os.getppid() != parent:  # the job ended before the request took hold
        os._exit(1)
