"""Hardening: a killed build leaves the previous corpus, two builds at once, `check` on hand edits,
the site escapes what a source says (`serve`: tests/test_server.py)."""

from __future__ import annotations

import fcntl
import html.parser
import os
import random
import re
import shutil
import signal
import stat
import subprocess
import sys
import time
from pathlib import Path

import pytest
import yaml
from click.testing import CliRunner

from bridge_laws.cli import main

from helpers import BIN, SOURCES as SEEDS, cli, copy_built


def files(root: Path) -> dict:
    return {str(p.relative_to(root)): p.read_bytes() for p in sorted(root.rglob("*")) if p.is_file()}


def copy_sources(target: Path, drop: str | None = None) -> Path:
    """laws/sources copied into ``target``; ``drop`` leaves one source out of the manifest."""
    laws = target / "laws"
    shutil.copytree(SEEDS, laws / "sources")
    if drop:
        path = laws / "sources" / "sources.yaml"
        entries = [e for e in yaml.safe_load(path.read_text(encoding="utf-8")) if e["file"] != drop]
        path.chmod(0o644)
        path.write_text(yaml.safe_dump(entries, allow_unicode=True, sort_keys=False), encoding="utf-8")
    return laws


# -- a build killed at random points ---------------------------------------------------------
@pytest.fixture(scope="module")
def two_corpora(tmp_path_factory):
    """The corpus from three sources (old) and from all four (new), built once each."""
    from bridge_laws.corpus.stage import build

    root = tmp_path_factory.mktemp("corpora")
    old = copy_sources(root / "old", drop="1997-ru-en-site-77-80.txt")
    new = copy_sources(root / "new")
    build(old)
    build(new)
    return old, files(old / "corpus"), files(new / "corpus")


@pytest.mark.slow
def test_killed_build_leaves_the_previous_corpus(two_corpora, tmp_path):
    from bridge_laws.corpus.stage import recover

    old_laws, old_files, new_files = two_corpora
    assert old_files != new_files
    rng = random.Random(5)
    outcomes = []
    for attempt in range(8):
        work = tmp_path / f"run{attempt}"
        shutil.copytree(old_laws, work / "laws")
        laws = work / "laws"
        shutil.copy2(SEEDS / "sources.yaml", laws / "sources" / "sources.yaml")  # the new source joins
        proc = subprocess.Popen([*BIN, "--laws", str(laws), "build", "-q"], stdout=subprocess.DEVNULL,
                                stderr=subprocess.DEVNULL)
        time.sleep(rng.uniform(0.05, 1.5))
        proc.send_signal(signal.SIGKILL)
        proc.wait()
        corpus = laws / "corpus"
        if not corpus.exists():
            # killed between the two renames of the swap: the previous corpus is set aside whole
            (aside,) = laws.glob(".corpus-old-*")
            assert files(aside) == old_files
            recover(laws)
            outcomes.append("between renames")
        got = files(laws / "corpus")
        assert got in (old_files, new_files), f"attempt {attempt}: a mixed corpus"
        outcomes.append("old" if got == old_files else "new")
        rerun = cli(laws, "build", "-q")
        assert rerun.returncode == 0, rerun.stderr
        assert files(laws / "corpus") == new_files
        assert not list(laws.glob(".corpus-*")), "temporary directories left behind"
    assert "old" in outcomes  # the kills did land before the swap


def _wait_for_lock(lock: Path, proc: subprocess.Popen, timeout: float = 20.0) -> None:
    """Until the build in ``proc`` holds the lock (a non-blocking flock fails)."""
    deadline = time.monotonic() + timeout
    while time.monotonic() < deadline and proc.poll() is None:
        if lock.exists():
            fd = os.open(lock, os.O_RDWR)
            try:
                fcntl.flock(fd, fcntl.LOCK_EX | fcntl.LOCK_NB)
                fcntl.flock(fd, fcntl.LOCK_UN)
            except BlockingIOError:
                return
            finally:
                os.close(fd)
        time.sleep(0.005)
    pytest.fail("the first build never held the lock")


def test_second_build_fails_fast_while_the_first_completes(tmp_path):
    laws = copy_sources(tmp_path)
    first = subprocess.Popen([*BIN, "--laws", str(laws), "build", "-q"], stdout=subprocess.PIPE,
                             stderr=subprocess.PIPE, text=True)
    _wait_for_lock(laws / ".build.lock", first)
    started = time.monotonic()
    second = cli(laws, "build", "-q")
    elapsed = time.monotonic() - started
    assert second.returncode != 0
    assert "another build is running" in second.stderr and str(first.pid) in second.stderr
    assert elapsed < 5
    out, err = first.communicate(timeout=120)
    assert first.returncode == 0, err
    assert cli(laws, "check").returncode == 0


def _running(pid: int) -> bool:
    """Alive and not a zombie waiting for a parent that will never reap it."""
    try:
        status = Path(f"/proc/{pid}/status").read_text()
    except OSError:
        return False
    return "\nState:\tZ" not in status


def test_a_forked_stage_does_not_keep_the_lock_of_a_killed_job(tmp_path):
    """The index stage runs in a forked child: killing the job must free the lock at once, and the
    child must not outlive it (a flock lives while any inherited copy of it is open)."""
    from bridge_laws.jobs.lock import build_lock, let_go_in_child
    from bridge_laws.jobs.spread import die_with

    laws = tmp_path / "laws"
    (laws / "sources").mkdir(parents=True)
    ready_r, ready_w = os.pipe()
    job = os.fork()
    if job == 0:  # the job: takes the lock, forks a stage that outlives nothing, waits to be killed
        try:
            with build_lock(laws):
                stage = os.fork()
                if stage == 0:
                    let_go_in_child()
                    die_with(os.getppid())
                    os.write(ready_w, str(os.getpid()).encode() + b"\n")
                    time.sleep(60)
                    os._exit(0)
                time.sleep(60)
        finally:
            os._exit(0)
    stage_pid = int(os.read(ready_r, 64).split()[0])
    os.kill(job, signal.SIGKILL)
    os.waitpid(job, 0)
    deadline = time.monotonic() + 10
    while time.monotonic() < deadline:
        if not _running(stage_pid):
            break
        time.sleep(0.01)
    else:
        pytest.fail("the forked stage outlived the killed job")
    with build_lock(laws):  # free at once: nothing else holds it
        pass


# -- check on hand edits ---------------------------------------------------------------------
@pytest.fixture(scope="module")
def built(tmp_path_factory):
    from bridge_laws.corpus.stage import build

    laws = copy_sources(tmp_path_factory.mktemp("built"))
    build(laws)
    return laws


def _edited(built: Path, tmp_path: Path, law: str, old: str, new: str) -> Path:
    laws = tmp_path / "laws"
    copy_built(built, laws)
    path = laws / "corpus" / "1987-ru" / law
    text = path.read_text(encoding="utf-8")
    assert old in text
    path.write_text(text.replace(old, new, 1), encoding="utf-8")
    return laws


def test_check_passes_on_the_built_corpus(built):
    result = CliRunner().invoke(main, ["--laws", str(built), "check"])
    assert result.exit_code == 0, result.output


@pytest.mark.parametrize("file,old,new,message", [
    ("005.yaml", "  page: 37\n", '  page: "ten"\n',  # a schema break
     "unit/page: 'ten' is not of type 'integer', 'null'"),
    ("078.yaml", "      - - 50\n        - 80\n", "      - - 60\n        - 80\n",  # a gap in the IMP scale
     "78B: 78B-t1: band 20–40 is followed by a band from 60, not 50"),
    ("077.yaml", "    after: 3\n", "    after: 99\n",  # a table placed past the text
     "77: 77-t1: placed after paragraph 99"),
    ("077.yaml", "  text: |-\n    ОЧКИ ЗА ВЗЯТКИ\n", "  text: |-\n    ПРАВИЛО 78. ОБСЧЁТ ПО IMP\n\n    ОЧКИ ЗА ВЗЯТКИ\n",
     "77: its text holds a header of Law 78 («ПРАВИЛО 78. ОБСЧЁТ ПО IMP»)"),  # a law read into another
    ("077.yaml", "law: 77\n", "law: 94\n", "Law 94 is no law: the Laws are numbered 1 to 93"),
], ids=["schema", "imp-scale", "table-place", "merged-header", "no-such-law"])
def test_check_finds_a_break_and_says_where(built, tmp_path, file, old, new, message):
    laws = _edited(built, tmp_path, file, old, new)
    result = CliRunner().invoke(main, ["--laws", str(laws), "check"])
    assert result.exit_code == 1
    said = next(line for line in result.output.splitlines() if message in line)
    # the file and a line in it: the changed field's (a schema break), else its unit's ``ref:``
    named = re.match(rf".*1987-ru/{file}:(\d+): ", said)
    assert named, said
    lines = (laws / "corpus" / "1987-ru" / file).read_text(encoding="utf-8").splitlines()
    at = lines[int(named[1]) - 1]
    if message.startswith("unit/"):  # a field the schema refuses: its own line
        assert new.strip() == at.strip(), at
    else:
        assert at.lstrip(" -").startswith(("ref:", "law:")), at


def test_check_finds_a_dangling_reference_and_says_where(built, tmp_path):
    laws = _edited(built, tmp_path, "005.yaml", "  - ref: 5B\n", "  - ref: 5B\n    refs: [999Z]\n")
    # the key is now given twice in 5B; a YAML loader keeps the last, so give it cleanly instead
    path = laws / "corpus" / "1987-ru" / "005.yaml"
    data = yaml.safe_load(path.read_text(encoding="utf-8"))
    data["unit"]["children"][1]["refs"] = ["999Z"]
    path.write_text(yaml.safe_dump(data, allow_unicode=True, sort_keys=False), encoding="utf-8")
    result = CliRunner().invoke(main, ["--laws", str(laws), "check"])
    assert result.exit_code == 1
    said = next(line for line in result.output.splitlines() if "cites 999Z" in line)
    assert said.endswith(": 5B: cites 999Z, which no unit of the corpus is") and "1987-ru/005.yaml:" in said
    line = int(said.split("005.yaml:")[1].split(":")[0])  # the line of the ref cited, to mend it there
    assert "999Z" in path.read_text(encoding="utf-8").splitlines()[line - 1]


def test_check_finds_broken_yaml(built, tmp_path):
    """Said once, at its line, as ``file:line:``; the files citing the law it holds are not blamed
    for it (a red team: "cites 16, which no unit of the corpus is" in four files)."""
    laws = _edited(built, tmp_path, "016.yaml", "unit:\n", "unit: [\n")
    result = CliRunner().invoke(main, ["--laws", str(laws), "check"])
    said = [line for line in result.output.splitlines() if not line.startswith("Error:")]
    assert result.exit_code == 1 and len(said) == 1, said
    assert re.search(r"1987-ru/016\.yaml:\d+: -: not valid YAML", said[0]) and said[0].count("016.yaml") == 1, said


def test_check_names_the_line_of_a_unit_written_twice(built, tmp_path):
    """The second unit of a ref, the one edited, not the first (a red team)."""
    laws = _edited(built, tmp_path, "016.yaml", "    - ref: 16C2\n", "    - ref: 16C1\n")
    result = CliRunner().invoke(main, ["--laws", str(laws), "check"])
    said = next(line for line in result.output.splitlines() if "duplicate ref" in line)
    line = int(said.split("016.yaml:")[1].split(":")[0])
    lines = (laws / "corpus" / "1987-ru" / "016.yaml").read_text(encoding="utf-8").splitlines()
    assert lines[line - 1] == "    - ref: 16C1" and lines.index("    - ref: 16C1") < line - 1


def test_check_says_a_wrong_law_number_once_at_its_line(built, tmp_path):
    """«law: 17» in 016.yaml was a problem for each of its units, none at the line to mend, and the
    right 017.yaml was said to be a second copy (a red team)."""
    laws = _edited(built, tmp_path, "016.yaml", "law: 16\n", "law: 17\n")
    result = CliRunner().invoke(main, ["--laws", str(laws), "check"])
    said = [line for line in result.output.splitlines() if not line.startswith("Error:")]
    assert not any("unit says law" in line or "017.yaml:" in line.split(": ")[0] for line in said), said
    assert said[0].endswith("016.yaml:3: 17: law: 17, but its units are Law 16's"), said
    assert all("016.yaml:3: " in line for line in said if "016.yaml" in line.split(": ")[0]), said


def test_show_of_a_law_file_edited_past_its_schema_names_the_line(built, tmp_path):
    """«law: 0» in 001.yaml: `show` said the file does not describe a law, at no line (a red team)."""
    laws = _edited(built, tmp_path, "001.yaml", "law: 1\n", "law: 0\n")
    result = CliRunner().invoke(main, ["--laws", str(laws), "show", "1"])
    assert result.exit_code != 0 and "Traceback" not in result.output
    assert re.search(r"1987-ru/001\.yaml:3: does not describe a law \(law: must be a law's number", result.output), \
        result.output


# -- the site escapes what a source says -----------------------------------------------------
HOSTILE = """Правило 5. <script>alert('law')</script> "Места" 'участников' </title><b onmouseover=alert(3)>
------------------------------------------------------------
A.<img src=x onerror=alert(1)> Начальное положение
Текст со [ссылкой](javascript:alert(2)) и <a href="javascript:alert(4)">ссылкой</a>,
</script><script>alert(5)</script> и «кавычками» " ' ` см. правило 4.
B.Смена мест
<iframe src="javascript:alert(6)"></iframe> Участник может сменить место.
"""


class _Page(html.parser.HTMLParser):
    def __init__(self):
        super().__init__(convert_charrefs=True)
        self.tags, self.scripts, self.text, self._in_script = [], [], [], False

    def handle_starttag(self, tag, attrs):
        self.tags.append((tag, dict(attrs)))
        self._in_script = tag == "script"
        if tag == "script":
            self.scripts.append("")

    def handle_endtag(self, tag):
        if tag == "script":
            self._in_script = False

    def handle_data(self, data):
        if self._in_script:
            self.scripts[-1] += data
        else:
            self.text.append(data)


def test_site_escapes_everything_from_a_source(tmp_path):
    import bridge_laws.site.build as site_mod
    from bridge_laws.corpus.stage import build
    from bridge_laws.corpus.manifest import load_manifest, save_manifest
    from bridge_laws.readers.sources import SourceEntry, sha256

    laws = copy_sources(tmp_path)
    sources = laws / "sources"
    (sources / "sources.yaml").chmod(0o644)
    data = HOSTILE.encode("utf-8")
    (sources / "1987-ru-hostile.txt").write_bytes(data)
    save_manifest(sources, load_manifest(sources) + [SourceEntry("1987-ru-hostile.txt", "hostile.txt", sha256(data),
                                                                 1987, ("ru",), "plain")])
    build(laws)
    site = tmp_path / "site"
    site_mod.build_stage(laws, site, True)
    pages = sorted(site.rglob("*.html"))
    assert pages
    shown = False
    for page in pages:
        parser = _Page()
        parser.feed(page.read_text(encoding="utf-8"))
        for tag, attrs in parser.tags:
            for name, value in attrs.items():
                value = (value or "").strip().lower()
                assert not (name.startswith("on") and "alert" in value), f"{page.name}: <{tag} {name}>"
                if name in ("href", "src", "action", "formaction"):
                    assert not value.startswith("javascript:"), f"{page.name}: <{tag} {name}={value}>"
            assert tag not in ("iframe", "img") or "alert" not in str(attrs), f"{page.name}: <{tag}>"
        for script in parser.scripts:
            assert "alert(" not in script or "\\u003c" in script or "<" not in script, \
                f"{page.name}: source text ran as a script"
            assert "alert(5)" not in script.split("</")[0] or "\\u003c/script" in script
        text = "".join(parser.text)
        shown |= "<script>alert('law')</script>" in text and "onerror=alert(1)" in text
    assert shown, "the hostile title and markup should be shown as text somewhere"


def test_stopping_a_forked_stage_that_is_sending_more_than_a_pipe_holds_does_not_hang(tmp_path):
    """The search files' process sends the site's search files back: stopped while that send
    waits for a reader (the job interrupted, SIGTERM), it must end, and the job with it — the
    parent had stopped reading and waited for the child as the child waited for it."""
    from bridge_laws.jobs.pipeline import _in_a_child
    from bridge_laws.jobs.signals import raise_on_signals

    def plenty(laws_dir, site_dir, quiet):
        return {"core.js": "x" * 4_000_000}  # far more than a pipe's buffer

    with raise_on_signals():  # as under the CLI: the child inherits SIGTERM → Interrupted
        aside = _in_a_child(("site", plenty), tmp_path, tmp_path, True)
        assert aside is not None
        time.sleep(0.5)  # the child is blocked sending
        started = time.monotonic()
        aside.stop()
    assert time.monotonic() - started < 5  # at once: not after the grace a stuck child gets (STOP_GRACE)
    assert not aside.process.is_alive()


_STOPPED_IN_A_FINALIZER = """
import os, signal, sys, time
from bridge_laws.jobs.signals import Interrupted, raise_on_signals

SENT = signal.Signals[sys.argv[1]]
# (SIGINT as an interactive shell gives it: a test run started in the background, `pytest &`,
# hands its children SIGINT ignored, and an ignored signal stays ignored)
signal.signal(signal.SIGINT, signal.default_int_handler)

class Closing:
    def __del__(self):  # the signal comes while a finalizer runs, as in subprocess.Popen's
        os.kill(os.getpid(), SENT)
        for _ in range(100_000):
            pass

try:
    with raise_on_signals():
        Closing()
        for _ in range(200):
            time.sleep(0.01)
        print("went on as if not asked to stop")
except Interrupted as exc:
    print("unwound by", signal.Signals(exc.signum).name)
except KeyboardInterrupt:
    print("unwound by SIGINT")
"""


@pytest.mark.parametrize("sent", ["SIGTERM", "SIGHUP", "SIGINT"])
def test_a_stop_signal_that_comes_while_a_finalizer_runs_still_unwinds_the_command(sent):
    """A forked stage asked to stop while a ``__del__`` ran (CI, once in some forty runs): Python
    printed the Interrupted as "Exception ignored in …" with a traceback, and the stage went on
    until killed. It must unwind, quietly, a moment later."""
    result = subprocess.run([sys.executable, "-c", _STOPPED_IN_A_FINALIZER, sent], capture_output=True, text=True,
                            timeout=60)
    assert result.stdout.strip() == f"unwound by {sent}", result.stdout + result.stderr
    assert "Traceback" not in result.stderr and "Exception ignored" not in result.stderr, result.stderr


def test_the_hook_for_swallowed_signals_is_put_back_and_passes_other_errors_on():
    from bridge_laws.jobs.signals import raise_on_signals

    before = sys.unraisablehook
    seen = []
    sys.unraisablehook = seen.append
    try:
        with raise_on_signals():
            assert sys.unraisablehook != seen.append

            class Failing:
                def __del__(self):
                    raise KeyError("in a finalizer")

            Failing()
        assert sys.unraisablehook == seen.append
        assert [type(u.exc_value) for u in seen] == [KeyError]
    finally:
        sys.unraisablehook = before


@pytest.mark.parametrize("mask", [0o022, 0o027, 0o077])
def test_a_built_directory_gets_the_mode_any_new_directory_gets(tmp_path, mask):
    """The corpus, the index and the site are made in a scratch directory (mkdtemp: its owner's
    alone) and swapped in: the site, at least, must be readable by a web server running as
    another user, as a directory made under the user's umask is (it was 0700 whatever the umask)."""
    from bridge_laws.paths import replace_dir, scratch_dir, umask

    old = os.umask(mask)
    try:
        assert umask() == mask
        target = tmp_path / "site"
        for _ in range(2):  # made, then replaced
            new = scratch_dir(target, "new")
            (new / "index.html").write_text("x", encoding="utf-8")
            replace_dir(new, target)
            assert stat.S_IMODE(target.stat().st_mode) == 0o777 & ~mask
            (tmp_path / f"plain-{mask:o}").mkdir(exist_ok=True)
            assert stat.S_IMODE(target.stat().st_mode) == stat.S_IMODE((tmp_path / f"plain-{mask:o}").stat().st_mode)
    finally:
        os.umask(old)


def test_a_quote_never_closed_is_named_where_it_opens():
    """A YAML error of a quote never closed named the end of the file (a trial): it names the line
    the quote opens on, and says where the file ended."""
    from bridge_laws.corpus.yamlio import parse_yaml
    from bridge_laws.errors import CorpusError

    with pytest.raises(CorpusError, match=r"^r\.yaml:2: not valid YAML: what begins here \(a quoted scalar\) is never "
                                          r"closed \(found unexpected end of stream at line 5\)"):
        parse_yaml('id: x\nquestion: "an unclosed quote\nfacts: f\nruling: r\n', Path("r.yaml"))



def test_a_lock_waited_for_is_taken_when_the_job_holding_it_ends(tmp_path):
    """A director's day: `ruling add` asked every question, then failed on another job's lock and
    kept nothing. A lock waited for is taken once the other job ends; unwaited, refused at once;
    a command about to ask is refused before its questions."""
    import threading

    from bridge_laws.errors import BuildLocked
    from bridge_laws.jobs.lock import build_lock, refuse_if_locked

    laws = tmp_path / "laws"
    (laws / "sources").mkdir(parents=True)
    held, release = threading.Event(), threading.Event()

    def other_job():
        with build_lock(laws):
            held.set()
            release.wait(10)

    job = threading.Thread(target=other_job)
    job.start()
    held.wait(10)
    with pytest.raises(BuildLocked):
        refuse_if_locked(laws)
    with pytest.raises(BuildLocked):
        with build_lock(laws):
            pass
    threading.Timer(0.5, release.set).start()
    started = time.monotonic()
    with build_lock(laws, wait=10):
        waited = time.monotonic() - started
    job.join(10)
    assert 0.3 < waited < 10
    refuse_if_locked(laws)  # free again: no error


_STOPPED_AS_A_STAGE_LEAVES = """
import multiprocessing.util, os, signal, sys, tempfile
from pathlib import Path
from bridge_laws.jobs.pipeline import _in_a_child
from bridge_laws.jobs.signals import raise_on_signals

leave = multiprocessing.util._exit_function

def stopped_as_it_leaves(*args, **kwargs):  # the job's SIGTERM comes while the child leaves
    os.kill(os.getpid(), signal.SIGTERM)
    return leave(*args, **kwargs)

multiprocessing.util._exit_function = stopped_as_it_leaves  # (the fork copies it into the child)
where = Path(tempfile.mkdtemp())
with raise_on_signals():
    aside = _in_a_child(("index", lambda laws_dir, site_dir, quiet: {"made": 1}), where, where, True)
    print("result", aside.result())
    aside.process.join(10)
"""


def test_a_stage_asked_to_stop_as_it_leaves_ends_without_a_word():
    """A build that failed stops the stages run beside it; one that had just sent its result was
    leaving through multiprocessing's own exit when SIGTERM came, met the job's handler there and
    printed a traceback under the job's error (a CI run, once). Once its work is sent, a stop
    signal ends it quietly."""
    result = subprocess.run([sys.executable, "-c", _STOPPED_AS_A_STAGE_LEAVES], capture_output=True, text=True,
                            timeout=60)
    assert "result {'made': 1}" in result.stdout, result.stdout + result.stderr
    assert "Traceback" not in result.stderr and "Interrupted" not in result.stderr, result.stderr
