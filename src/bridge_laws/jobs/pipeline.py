"""The main job: sources → corpus YAML → search index → site, each stage reading only
what the stage before it wrote."""

from __future__ import annotations

import contextlib
import os
import time
from pathlib import Path

from ..errors import BridgeLawsError
from .lock import build_lock, let_go_in_child
from .spread import die_with, portable, signals_end_quietly, signals_let_through, spread, start

# Seconds a forked stage has to unwind once asked to stop (its scratch files removed) before it
# is killed: a build that was interrupted must end, whatever the child is doing.
STOP_GRACE = 10


def _progress(quiet: bool):
    """A line on stderr per source read (a build takes a second or two: no progress bar needed)."""
    if quiet:
        return None
    import click

    return lambda name: click.echo(f"  read {click.style(name, bold=True)}", err=True)


def _rulings_apply_known_laws(laws_dir: Path, corpus) -> None:
    """A ruling edited by hand to apply a law that is no unit of the corpus stops the build, as
    one that does not read does (``bridge-laws check`` lists every problem): its page would link a
    law that is not there."""
    from ..paths import Paths

    rulings = Paths(laws_dir).rulings
    if not any(rulings.glob("*.yaml")):
        return
    from ..errors import RulingError
    from ..rulings.check import unknown_laws

    found = unknown_laws(rulings, corpus)
    if found:
        more = f" (and {len(found) - 1} more: bridge-laws check lists them)" if len(found) > 1 else ""
        raise RulingError(found[0] + more)


def _stage_note(quiet: bool, line: str) -> None:
    """A line on stderr as each stage starts: at full size a build takes seconds, and a director
    waits for it at the table. What each stage did is the report's (stdout), said once: a
    terminal shows both streams, and said on both each stage's line stood there twice."""
    if not quiet:
        import click

        click.echo(line, err=True)


def build_all(laws_dir: Path, site_dir: Path, quiet: bool = False, discard_journal: bool = False,
              discard_edits: bool = False) -> str:
    """Every stage, as one transaction (:mod:`transaction`): a later stage that fails puts the
    corpus back as it was. ``discard_journal``: remove what a killed command left unread instead
    of finishing or undoing it (the way out of a journal that is refused). ``discard_edits``: let
    the build write again a corpus file changed by hand (it forgets what the last build wrote, by
    which such a file is told). Returns a short report."""
    from ..corpus import kept
    from ..paths import Paths
    from . import transaction

    paths = Paths(laws_dir)
    with build_lock(laws_dir):
        if discard_edits:
            kept.forget(laws_dir)
        discarded = transaction.discard(paths) if discard_journal else None
        recovered = transaction.recover(paths, run_stages, quiet, site=site_dir)
        report = transaction.run(paths, site_dir, quiet, "build", run_stages)
    return "\n".join(x for x in (discarded, recovered, report) if x)


def run_stages(laws_dir: Path, site_dir: Path, quiet: bool = False) -> str:
    """corpus → index → site; the caller holds the lock and the transaction."""
    from ..corpus.stage import build_or_keep
    from ..paths import Paths, check_replaceable

    check_replaceable(site_dir, laws_dir)  # before anything is written, not after the corpus
    started = time.perf_counter()
    _stage_note(quiet, "corpus: reading the sources …")
    corpus, kept = build_or_keep(laws_dir, progress=_progress(quiet), spread=spread)
    lines = [f"corpus: {len(corpus.laws)} law files in {Paths(laws_dir).corpus}{' (sources unchanged)' if kept else ''} "
             f"({time.perf_counter() - started:.2f} s); {len(corpus.issues)} notes in report.yaml"]
    _rulings_apply_known_laws(laws_dir, corpus)
    _warm(laws_dir, corpus)
    stages = _later_stages()
    share = any(name == "site" and _takes_search(stage) for name, stage in stages[1:])
    aside = _in_a_child(stages[0], laws_dir, site_dir, quiet) if len(stages) > 1 else None
    search = _in_a_child(_search_stage(), laws_dir, site_dir, quiet, note=False) if aside and share else None
    try:
        for name, stage in stages[1 if aside else 0:]:
            extra = {"search": search.result} if search and name == "site" else {}
            lines.append(_run_stage(name, stage, laws_dir, site_dir, quiet, **extra))
        if aside:
            lines.insert(1, aside.result())
    finally:
        for child in (search, aside):
            if child:
                child.stop()
    return "\n".join(line for line in lines if line)


def _warm(laws_dir: Path, corpus) -> None:
    """What the processes forked next would each work out, worked out once before: the words'
    terms (``searchindex.store.warm_terms``: the pages' term links and both search indexes ask for
    the same words). The documents and their analysis (``meta_for``) are each index process's own:
    worked out here, they kept the pages' process from starting for a second, and made a build
    from scratch and an import slower than making them twice, side by side (docs/performance.md,
    session 10). A failure here is left to the stage that meets it."""
    from ..searchindex.store import warm_terms

    try:
        warm_terms(laws_dir, corpus)
    except Exception:  # noqa: BLE001 - only a head start: the stages do the same work and report
        pass


def _run_stage(name: str, stage, laws_dir: Path, site_dir: Path, quiet: bool, note: bool = True, **extra) -> str:
    _stage_note(quiet or not note, f"{name}: …")
    try:
        return stage(laws_dir, site_dir, quiet, **extra)
    except BridgeLawsError:
        raise
    except Exception as exc:  # say which stage failed, not a traceback; the transaction rolls back
        raise BridgeLawsError(f"the {name} stage failed ({type(exc).__name__}: {exc})") from exc


class _Aside:
    """A stage running in a forked process (the index, and the browser's search files, while
    this one renders the pages: they read the same corpus and write apart)."""

    def __init__(self, name: str, process, pipe):
        self.name, self.process, self.pipe = name, process, pipe

    def result(self):
        """What the stage returned (its line of the report; the search files); its failure raised here."""
        try:
            kind, value = self.pipe.recv()
        except EOFError:  # the child died without a word (killed, out of memory)
            self.process.join()
            raise BridgeLawsError(f"the {self.name} stage failed (its process ended with code "
                                  f"{self.process.exitcode})") from None
        self.process.join()
        if kind == "ok":
            return value
        raise value if isinstance(value, BridgeLawsError) else BridgeLawsError(str(value))

    def stop(self) -> None:
        """End the child: asked (SIGTERM unwinds it, its scratch files removed), then told.
        Our end of the pipe is closed first: a child blocked sending what it made (more than a
        pipe holds) while we no longer read would otherwise wait for us as we wait for it."""
        if self.process.is_alive():
            self.process.terminate()
        self.pipe.close()
        self.process.join(STOP_GRACE)
        if self.process.is_alive():
            self.process.kill()
            self.process.join()


def _in_a_child(named, laws_dir: Path, site_dir: Path, quiet: bool, note: bool = True) -> _Aside | None:
    """Start the stage ``named`` = (name, function) in a forked process; None where processes are
    not forked (then it runs in turn): a fork shares the corpus just read, nothing is pickled but
    what the stage returns (``_Aside.result``)."""
    import multiprocessing

    if "fork" not in multiprocessing.get_all_start_methods():
        return None
    name, stage = named
    context = multiprocessing.get_context("fork")
    mine, theirs = context.Pipe(duplex=False)

    parent = os.getpid()

    def say(message) -> None:
        with contextlib.suppress(OSError):  # the parent stopped listening (``_Aside.stop``)
            theirs.send(message)

    def run():
        try:
            signals_let_through()
            let_go_in_child()
            die_with(parent)
            mine.close()  # the parent's end: while a copy is open here, a send to a parent gone deaf blocks
            made = _run_stage(name, stage, laws_dir, site_dir, quiet, note)  # (the site's search files: its stage says it)
            with contextlib.suppress(OSError):
                theirs.send(("ok", made))
        except BaseException as exc:  # every failure goes back as a message; the parent decides
            say(("error", portable(exc, f"the {name} stage")))
        finally:
            signals_end_quietly()

    process = context.Process(target=run, name=f"bridge-laws {name}", daemon=True)
    start(process)
    theirs.close()
    return _Aside(name, process, mine)


def _search_stage():
    """The browser's search index (data/search/) for the site stage, made in a process of its
    own beside the index's and the pages' (or taken from the site it replaces, when made from the
    same inputs): after one law changed, the pages are few and quick, the index's process the
    longest — its Whoosh writing then no longer waits for the browser's index as well."""
    from ..site.build import search_files_of

    return ("site", lambda laws_dir, site_dir, quiet: search_files_of(laws_dir, site_dir))


def _takes_search(stage) -> bool:
    """Whether a site stage takes its search files from the other process: it declares so with a
    ``takes_search`` attribute set to True (``site.build.build_stage``), and is then called with
    ``search=``; any other stage (a test's stand-in) renders its own."""
    return getattr(stage, "takes_search", False) is True


def _later_stages():
    """The stages that read the corpus: the search index, then the site."""
    from ..searchindex.store import build_stage as index_stage
    from ..site.build import build_stage as site_stage

    return [("index", index_stage), ("site", site_stage)]
