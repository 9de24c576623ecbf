"""SIGTERM and SIGHUP during a command unwind it like Ctrl-C, so that a transaction rolls back.

Apart from :mod:`transaction` because every command enters :class:`raise_on_signals` (the CLI's
group does), and `show` should not import the transaction's file machinery to do so.
"""

from __future__ import annotations

import signal


class Interrupted(BaseException):
    """SIGTERM or SIGHUP during a command: unwinds like Ctrl-C, so the transaction rolls back."""

    def __init__(self, signum: int):
        self.signum = signum
        super().__init__(f"interrupted by {signal.Signals(signum).name}")


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
