"""Domain exceptions. The CLI turns them into ``Error: …`` messages and exit codes."""

from __future__ import annotations


class BridgeLawsError(Exception):
    """Base of every error this package raises on purpose."""

    exit_code = 1


class SourceError(BridgeLawsError):
    """A source text that cannot be read or parsed. Always names the file and, when known, the line."""

    def __init__(self, file: str, message: str, line: int | None = None):
        self.file = file
        self.line = line
        self.message = message
        where = f"{file}:{line}" if line else file
        super().__init__(f"{where}: {message}")

    def __reduce__(self):  # what a forked reader sends back (jobs.spread) is this very error
        return type(self), (self.file, self.message, self.line)


class CorpusError(BridgeLawsError):
    """The YAML corpus in laws/ is missing, unreadable or fails its schema."""


def no_corpus(corpus) -> CorpusError:
    """The error for a corpus directory (``LAWS/corpus``) that holds no corpus: build it, or, when
    its laws directory is none at all (no ``sources/``: a mistyped ``--laws``), say so, since a
    build there could only fail."""
    laws = corpus.parent
    if not (laws / "sources").is_dir():
        return CorpusError(f"{laws} is not a laws directory (it has no sources/): pass --laws the folder that "
                           "holds sources/, or leave it out for the repository's laws/")
    return CorpusError(f"no corpus in {corpus}: run `bridge-laws build` first")


class UnknownRef(BridgeLawsError):
    """A reference that names no unit of the corpus; carries the nearest existing refs."""

    exit_code = 2

    def __init__(self, ref: str, nearest: list[str], last: int | None = None):
        self.ref = ref
        self.nearest = nearest
        self.last = last  # the last law, when the ref is a law after it
        hint = f"; nearest: {', '.join(nearest)}" if nearest else ""
        hint = f": the Laws are numbered 1–{last}" if last else hint
        shown = ref if len(ref) <= 60 else ref[:60] + f"… ({len(ref):,} characters)"
        super().__init__(f"no unit {shown!r}{hint}")

    def __reduce__(self):
        return type(self), (self.ref, self.nearest, self.last)


class BuildLocked(BridgeLawsError):
    """Another build holds the lock on the output directory."""


class NotFoundError(BridgeLawsError):
    """What was asked for is not in the corpus (an edition without that law, a language without text)."""

    exit_code = 2


class RulingError(BridgeLawsError):
    """A ruling that cannot be read, checked or recorded. Names the file and line when it came
    from one (a ruling's YAML, a casebook), else says what was typed."""

    def __init__(self, message: str, file: str | None = None, line: int | None = None):
        self.file, self.line, self.message = file, line, message
        where = f"{file}:{line}: " if file and line else f"{file}: " if file else ""
        super().__init__(f"{where}{message}")

    def __reduce__(self):
        return type(self), (self.message, self.file, self.line)


class BadValue(BridgeLawsError):
    """A value typed on the command line that cannot be read (a ref, a contract, weights)."""

    exit_code = 2
