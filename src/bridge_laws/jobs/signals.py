"""SIGTERM and SIGHUP during a command unwind it like Ctrl-C, so that a transaction rolls back.

Apart from :mod:`transaction` because every command enters :class:`raise_on_signals` (the CLI's
group does), and `show` should not import the transaction's file machinery to do so.
"""

from __future__ import annotations

import _thread
import os
import signal
import sys


class Interrupted(BaseException):
    """SIGTERM or SIGHUP during a command: unwinds like Ctrl-C, so the transaction rolls back."""

    def __init__(self, signum: int):
        self.signum = signum
        super().__init__(f"interrupted by {signal.Signals(signum).name}")


class raise_on_signals:
    """SIGTERM and SIGHUP unwind the command as an :class:`Interrupted` (main thread only).

    A signal that arrives while a finalizer runs (a ``__del__``, a weakref callback) raises where
    Python cannot pass the exception on: it would be printed as "Exception ignored in …" with a
    traceback, and the command would go on as if never asked to stop. ``_swallowed`` catches that
    case, and Ctrl-C's: nothing printed, and the same signal sent again, so that it unwinds the
    command where it next can (a forked stage asked to stop, in CI, went on for the grace period
    and printed one)."""

    def __enter__(self):
        self.saved, self.deferring = {}, False
        for sig in (signal.SIGTERM, signal.SIGHUP):
            try:
                self.saved[sig] = signal.signal(sig, self._raise)
            except ValueError:
                pass
        if self.saved:
            self.hook, sys.unraisablehook = sys.unraisablehook, self._swallowed

    def _raise(self, signum, frame):
        if self.deferring:  # inside ``_swallowed``: raised here, it would be swallowed again
            _send_again(signum)
            return
        raise Interrupted(signum)

    def _swallowed(self, unraisable) -> None:
        stop = unraisable.exc_value
        if isinstance(stop, Interrupted):
            signum = stop.signum
        elif isinstance(stop, KeyboardInterrupt):  # Ctrl-C, met in a finalizer the same way
            signum = signal.SIGINT
        else:
            return self.hook(unraisable)
        self.deferring = True
        try:
            _send_again(signum)
        finally:
            self.deferring = False

    def __exit__(self, *exc):
        for sig, handler in self.saved.items():
            signal.signal(sig, handler)
        if self.saved:
            sys.unraisablehook = self.hook


def _send_again(signum: int) -> None:
    """The signal sent to this process again from a new thread, which can send it only once this
    thread lets go of the interpreter: after the finalizer's hook has returned. (A signal sent from
    here would be handled at once, inside the hook; ``threading.Thread.start`` waits, and the
    handler ran in that wait.)"""
    _thread.start_new_thread(os.kill, (os.getpid(), signum))
