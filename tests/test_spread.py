"""Work spread over the cores (jobs/spread.py), and the corpus stage that uses it: the same
answer as one item after another, the same failure, whichever process met it."""

from __future__ import annotations

import os
import pickle
import shutil
import signal
import time

import pytest
from hypothesis import given, settings
from hypothesis import strategies as st

from bridge_laws.corpus import stage
from bridge_laws.corpus.yamlio import write_corpus
from bridge_laws.errors import BridgeLawsError, RulingError, SourceError, UnknownRef
from bridge_laws.jobs.spread import shares, spread
from helpers import REPO


def _square(x: int) -> int:
    return x * x


@settings(max_examples=60, deadline=None)
@given(st.lists(st.floats(min_value=0, max_value=100), max_size=40), st.integers(min_value=1, max_value=5))
def test_shares_hold_every_item_once_in_order_and_even(weights, count):
    out = shares(weights, count)
    assert len(out) == count
    assert sorted(i for share in out for i in share) == list(range(len(weights)))
    assert all(share == sorted(share) for share in out)
    loads = [sum(weights[i] for i in share) for share in out]
    # the heaviest first, each to the lightest share: no share exceeds another by more than one item
    assert max(loads) - min(loads) <= max(weights, default=0) + 1e-9


@settings(max_examples=15, deadline=None)
@given(st.lists(st.integers(min_value=-1000, max_value=1000), max_size=12), st.integers(min_value=1, max_value=4))
def test_spread_gives_what_map_gives(items, processes):
    assert spread(_square, items, weight=lambda x: abs(x), processes=processes) == [x * x for x in items]


def _fails_on(bad: set[int]):
    def work(x: int) -> int:
        if x in bad:
            raise SourceError(f"s{x}.txt", "cannot be read", line=x + 1)
        return x
    return work


@pytest.mark.parametrize("bad", [{7}, {2, 7}, {7, 2, 5}, {0}, {11}])
def test_the_first_failing_item_in_order_is_raised_whichever_process_met_it(bad):
    with pytest.raises(SourceError) as caught:
        spread(_fails_on(bad), list(range(12)), processes=3)
    first = min(bad)
    assert (caught.value.file, caught.value.line, str(caught.value)) == \
        (f"s{first}.txt", first + 1, f"s{first}.txt:{first + 1}: cannot be read")


def test_a_childs_own_bug_comes_back_as_an_error_naming_the_work():
    def work(x):
        if x == 3:
            raise KeyError("oops")
        return x

    # the parent works the first share (0, 2, 4 …), a child the other: 3 is a child's
    with pytest.raises(BridgeLawsError, match=r"^reading the sources failed \(KeyError: 'oops'\)$"):
        spread(work, list(range(6)), processes=2, what="reading the sources")


def test_a_child_that_dies_is_an_error_not_a_hang():
    parent = os.getpid()

    def work(x):
        if os.getpid() != parent:
            os._exit(3)
        return x

    with pytest.raises(BridgeLawsError, match=r"writing the corpus failed \(its process ended with code 3\)"):
        spread(work, list(range(4)), processes=2, what="writing the corpus")


def test_one_item_or_one_process_is_worked_here():
    parent = os.getpid()
    assert spread(lambda _: os.getpid(), [1], processes=4) == [parent]
    assert spread(lambda _: os.getpid(), [1, 2, 3], processes=1) == [parent] * 3


@pytest.mark.parametrize("error", [SourceError("a.txt", "no laws found", line=12), SourceError("b.pdf", "empty"),
                                   UnknownRef("75D9", ["75D2", "75D"]), RulingError("no date", "r.yaml", 4)])
def test_errors_with_arguments_of_their_own_survive_a_pipe(error):
    back = pickle.loads(pickle.dumps(error))
    assert (type(back), str(back), back.__dict__) == (type(error), str(error), error.__dict__)


def test_the_corpus_stage_reads_and_writes_the_same_spread_or_in_turn(tmp_path):
    """The shipped sources read on every core give the readings one after another gives, and the
    corpus written so is the same files, byte for byte, with the same mirrors."""
    laws = REPO / "laws"
    spread_texts = stage.read_all(laws, spread=spread)
    assert spread_texts == stage.read_all(laws)
    corpus = stage.merge(spread_texts)
    written = {}
    for name, how in (("in-turn", None), ("spread", spread)):
        root, mirrors = tmp_path / name / "corpus", tmp_path / name / "parsed"
        write_corpus(corpus, root, mirrors=mirrors, spread=how)
        written[name] = ({p.relative_to(root).as_posix(): p.read_bytes() for p in root.rglob("*") if p.is_file()},
                         {p.name: p.read_bytes() for p in mirrors.iterdir()})
    assert written["spread"] == written["in-turn"]
    assert len(written["spread"][0]) > 100 and len(written["spread"][1]) > 100


def test_a_bad_source_read_beside_others_is_named(tmp_path):
    """A source that cannot be read fails the stage with its name, read in a child or here."""
    laws = tmp_path / "laws"
    shutil.copytree(REPO / "laws" / "sources", laws / "sources")
    texts = [e for e in (laws / "sources").iterdir() if e.suffix == ".txt"]
    assert len(texts) >= 3
    victim = sorted(texts)[-1]
    victim.write_bytes(b"\x00\x01\x02 not a text at all " * 50)
    with pytest.raises(SourceError) as caught:
        stage.read_all(laws, spread=spread)
    assert victim.name in str(caught.value)


@pytest.mark.parametrize("sig", [signal.SIGTERM, signal.SIGINT])
def test_a_child_stopped_as_it_starts_ends_without_a_traceback(capfd, sig):
    """Ctrl-C or SIGTERM reach a job's children too, maybe before their work began: the signals
    are held back until the child's own handling runs (``spread.start``), so it ends quietly."""
    from bridge_laws.jobs.spread import _Child

    for _ in range(5):
        child = _Child(lambda x: time.sleep(5), [(0, 1)], "the test's work")
        os.kill(child.process.pid, sig)
        with pytest.raises(BridgeLawsError, match="the test's work failed"):
            child.result()
        child.stop()
    assert "Traceback" not in capfd.readouterr().err


def test_a_child_ends_on_ctrl_c_even_when_the_job_had_it_ignored():
    """Found by the full suite, where something before left SIGINT ignored in the test process: a
    child forked then inherited that and worked on through Ctrl-C. It takes Ctrl-C as its own."""
    from bridge_laws.jobs.spread import _Child

    saved = signal.signal(signal.SIGINT, signal.SIG_IGN)
    try:
        child = _Child(lambda x: time.sleep(5), [(0, 1)], "the test's work")
        os.kill(child.process.pid, signal.SIGINT)
        with pytest.raises(BridgeLawsError, match="the test's work failed"):
            child.result()
        child.stop()
    finally:
        signal.signal(signal.SIGINT, saved)
