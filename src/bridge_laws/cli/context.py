"""What a command runs with, without click: the context object and the errors-to-exit-codes rule.

Apart from :mod:`options` so that `show` and `diff` can run without importing click at all
(:mod:`fast`): click's import is a fifth of a `show`.
"""

from __future__ import annotations

import sys
from pathlib import Path

from ..errors import BridgeLawsError
from ..paths import Paths
from .terminal import echo, one_line


class Ctx:
    """The ``obj`` of every command: the laws directory and the paths derived from it."""

    def __init__(self, laws: Path):
        self.laws = laws
        self.paths = Paths(laws)

    @property
    def corpus_root(self) -> Path:
        return self.paths.corpus

    def corpus(self):
        from ..corpus.query import load

        return load(self.corpus_root)

    def site_dir(self, given: Path | None) -> Path:
        return self.paths.with_site(given).site


def run_guarded(call):
    """``call()``, with library errors turned into ``Error: …`` on stderr and an exit code, a
    reader that went away (a closed pipe) into a quiet exit, and SIGTERM/SIGHUP unwinding it like
    Ctrl-C (an import or build rolls back)."""
    from ..jobs.signals import Interrupted, raise_on_signals

    try:
        with raise_on_signals():
            return call()
    except BridgeLawsError as exc:
        echo(f"Error: {short(str(exc))}", err=True)
        sys.exit(exc.exit_code)
    except Interrupted as exc:
        echo(f"Error: {short(str(exc))}; what it was doing was rolled back", err=True)
        sys.exit(128 + exc.signum)
    except BrokenPipeError:  # the reader went away (`… | head`): nothing to say, and no one to say it to
        import os

        os.dup2(os.open(os.devnull, os.O_WRONLY), sys.stdout.fileno())  # the exit's flush writes nowhere
        sys.exit(1)
    except OSError as exc:  # a disk full, a read-only directory: the file, not a traceback
        where = f"{exc.filename}: " if exc.filename else ""
        echo(f"Error: {short(where + str(exc.strerror or exc))}", err=True)
        sys.exit(1)


def short(message: str, limit: int = 2000) -> str:
    """An error message is for a person: one line (``one_line``: a file name's newline as its
    escape), never pages of echoed input."""
    message = one_line(message)
    return message if len(message) <= limit else message[:limit] + f"… ({len(message) - limit:,} more characters)"
