"""Issue 14: the faults and bad inputs a red-team review found, each as a regression test.

Nothing outside the laws, build and site directories is touched; a killed or interrupted command
is finished or undone by the next one; bad input gets one `Error: …` line and a non-zero exit.
"""

from __future__ import annotations

import os
import random
import re
import shutil
import signal
import subprocess
import time
from pathlib import Path

import pytest
import yaml
from click.testing import CliRunner
from hypothesis import HealthCheck, given, settings
from hypothesis import strategies as st

from bridge_laws.cli import main

from helpers import BIN, ENV, LAW5, REPO, SOURCES as SEEDS, cli, copy_built, files, left_by, one_error_line, run

LAW6 = LAW5.replace("Правило 5. Места участников", "Правило 6. Порядок за столом").replace("сессии", "игры")


class _NoAliases(yaml.SafeDumper):
    def ignore_aliases(self, data):
        return True


def dump(data) -> str:
    """YAML without anchors (a dict used twice would otherwise become an alias, which is refused)."""
    return yaml.dump(data, Dumper=_NoAliases, allow_unicode=True, sort_keys=False)


# -- 1. --site-dir never deletes what it did not build ---------------------------------------
@pytest.mark.parametrize("site_dir,message", [
    (".", "holds the laws directory"),
    ("laws", "holds the laws directory"),
    ("laws/sources/out", "is inside"),
    ("laws/corpus", "is inside"),
    ("mine", "was not built by bridge-laws"),
    ("keep.txt", "is a file"),
])
def test_site_dir_refuses_what_it_did_not_build(project, site_dir, message):
    (project / ".git").mkdir()
    (project / ".git" / "HEAD").write_text("ref: refs/heads/main\n")
    (project / "keep.txt").write_text("uncommitted work\n")
    (project / "mine").mkdir()
    (project / "mine" / "notes.txt").write_text("a user's own folder\n")
    before = files(project)
    os.chdir(project)
    try:
        result = run(project / "laws", "build", "-q", "--site-dir", site_dir)
    finally:
        os.chdir(REPO)
    assert result.exit_code in (1, 2)  # 2: click's own refusal of a file
    assert message in one_error_line(result.output)
    assert files(project) == before


def test_outputs_stay_inside_a_laws_dir_not_called_laws(built_project, tmp_path):
    """`--laws /x/mylaws build` writes /x/mylaws/site and /x/mylaws/build, never /x/site."""
    shutil.copytree(built_project / "laws" / "sources", tmp_path / "mylaws" / "sources")
    (tmp_path / "site").mkdir()
    (tmp_path / "site" / "index.html").write_text("someone else's site\n")
    result = cli(tmp_path / "mylaws", "build", "-q")
    assert result.returncode == 0, result.stderr
    assert (tmp_path / "site" / "index.html").read_text() == "someone else's site\n"
    assert sorted(p.name for p in tmp_path.iterdir()) == ["mylaws", "site"]
    assert (tmp_path / "mylaws" / "site" / ".bridge-laws-site").is_file()
    assert (tmp_path / "mylaws" / "build" / "index" / "fingerprint").is_file()


def test_a_site_we_built_is_replaced(project):
    marker = project / "site" / ".bridge-laws-site"
    assert marker.is_file()
    (project / "site" / "stale.html").write_text("from an older build")
    result = cli(project / "laws", "build", "-q")
    assert result.returncode == 0, result.stderr
    assert marker.is_file() and not (project / "site" / "stale.html").exists()


# -- 2. two imports at once -------------------------------------------------------------------
def test_two_imports_at_once_lose_nothing(project, tmp_path):
    texts = [tmp_path / "law5.txt", tmp_path / "law6.txt"]
    for path, text in zip(texts, (LAW5, LAW6)):
        path.write_text(text, encoding="utf-8")
    procs = [subprocess.Popen([*BIN, "--laws", str(project / "laws"), "import", str(p), "--edition", "1987",
                               "--yes"], stdout=subprocess.PIPE, stderr=subprocess.PIPE, text=True, env=ENV)
             for p in texts]
    outs = [p.communicate(timeout=180) for p in procs]
    ok = [p.returncode == 0 for p in procs]
    assert any(ok), outs
    for done, (out, err) in zip(ok, outs):
        assert "Traceback" not in err
        if not done:
            assert "another build is running" in err
    entries = yaml.safe_load((project / "laws" / "sources" / "sources.yaml").read_text(encoding="utf-8"))
    imported = [e for e in entries if e["original_name"] in ("law5.txt", "law6.txt")]
    assert len(imported) == sum(ok)  # every import that said so is in the manifest
    listed = {e["file"] for e in entries}
    on_disk = {p.name for p in (project / "laws" / "sources").iterdir() if p.name != "sources.yaml"}
    assert on_disk == listed  # no orphan copy
    assert cli(project / "laws", "check").returncode == 0


# -- 3. manifest paths stay in sources/; unimport only what was imported ---------------------
def test_manifest_path_outside_sources_is_refused(project, tmp_path):
    victim = project / "victim.txt"
    victim.write_text(LAW5, encoding="utf-8")
    manifest = project / "laws" / "sources" / "sources.yaml"
    entries = yaml.safe_load(manifest.read_text(encoding="utf-8"))
    entries.append({**entries[0], "file": "../../victim.txt", "sha256": "0" * 64})
    manifest.chmod(0o644)
    manifest.write_text(dump(entries), encoding="utf-8")
    before = files(project)
    build = run(project / "laws", "build", "-q")
    assert "must be a plain file name inside sources/" in one_error_line(build.output)
    unimport = run(project / "laws", "unimport", "../../victim.txt")
    assert unimport.exit_code == 1
    assert victim.exists() and files(project) == before


def test_unimport_refuses_a_shipped_source_naming_what_is_lost(project):
    before = files(project)
    result = run(project / "laws", "unimport", "1987-ru-web-75-93.txt")
    line = one_error_line(result.output)
    assert "was not imported" in line and "--force" in line and "75" in line
    assert files(project) == before


# -- 4. a killed or interrupted import is finished or undone by the next run ------------------
def _consistent(laws: Path) -> str:
    """The state after recovery: 'imported' (entry, file and text) or 'absent' (none of them)."""
    entries = yaml.safe_load((laws / "sources" / "sources.yaml").read_text(encoding="utf-8"))
    mine = [e for e in entries if e["original_name"] == "law5.txt"]
    on_disk = sorted(p.name for p in (laws / "sources").iterdir() if p.name.startswith("1987-ru-plain-law5"))
    hidden = [p.name for p in laws.iterdir() if p.name.startswith((".transaction", ".import-", ".corpus-"))]
    assert not hidden, hidden
    assert not list((laws / "sources").glob(".import-*"))
    law5 = (laws / "corpus" / "1987-ru" / "005.yaml").read_text(encoding="utf-8")
    has_text = "Участник, который выбрал место" in law5
    if mine:
        assert on_disk == [mine[0]["file"]] and has_text
        return "imported"
    assert on_disk == [] and not has_text
    return "absent"


@pytest.mark.slow
def test_killed_import_is_finished_or_undone(built_project, tmp_path):
    """SIGKILL, SIGTERM and SIGHUP at random points of `import`; then `build` (the next run) must
    leave the text either fully imported or not at all, with no debris; import again then works."""
    rng = random.Random(14)
    text = tmp_path / "law5.txt"
    text.write_text(LAW5, encoding="utf-8")
    outcomes = []
    for attempt, sig in enumerate([signal.SIGKILL, signal.SIGTERM, signal.SIGHUP, signal.SIGKILL]):
        root = tmp_path / f"run{attempt}"
        copy_built(built_project, root)
        laws = root / "laws"
        proc = subprocess.Popen([*BIN, "--laws", str(laws), "import", str(text), "--edition", "1987", "--yes"],
                                stdout=subprocess.PIPE, stderr=subprocess.PIPE, text=True, env=ENV)
        time.sleep(rng.uniform(0.3, 3.5))
        proc.send_signal(sig)
        _, err = proc.communicate(timeout=120)
        assert "Traceback" not in err, err
        if sig != signal.SIGKILL and proc.returncode not in (0, None):
            assert "rolled back" in err or proc.returncode == -sig, err
        rerun = cli(laws, "build", "-q")
        assert rerun.returncode == 0, rerun.stderr
        outcomes.append(_consistent(laws))
        again = cli(laws, "import", str(text), "--edition", "1987", "--yes")
        if outcomes[-1] == "imported":
            assert "already imported" in again.stderr
        else:
            assert again.returncode == 0, again.stderr
            assert "-2.txt" not in again.stdout
        assert _consistent(laws) == "imported"
    print("outcomes:", outcomes)  # each case above asserted its own consistency


def test_journal_left_by_a_killed_import_is_completed_or_undone(project, tmp_path):
    """The two halves of recovery, made deterministic: a journal whose manifest was written is
    finished; one whose manifest was not is undone (the copied file goes)."""
    from bridge_laws.jobs import transaction
    from bridge_laws.jobs.pipeline import run_stages
    from bridge_laws.paths import Paths
    from bridge_laws.corpus.manifest import load_manifest, manifest_bytes
    from bridge_laws.readers.sources import SourceEntry, sha256

    paths = Paths(project / "laws")
    entries = load_manifest(paths.sources)
    new = SourceEntry(file="1987-ru-plain-law5-00000000.txt", original_name="law5.txt", sha256=sha256(LAW5.encode()),
                      edition=1987, langs=("ru",), kind="plain", damage="imported with `bridge-laws import`")
    for written in (False, True):
        before = paths.manifest.read_bytes()
        journal = transaction.begin(paths, "import", project / "site", before, manifest_bytes(entries + [new]),
                                    added=new.file)
        transaction.copy_into(LAW5.encode(), paths.sources / new.file)
        if written:
            paths.manifest.write_bytes(manifest_bytes(entries + [new]))
        left_by(journal.dir, 2 ** 22 + 1)  # as if another process had left it
        message = transaction.recover(paths, run_stages)
        assert message.startswith("finished" if written else "undid"), message
        assert not paths.transaction.exists()
        names = [e.file for e in load_manifest(paths.sources)]
        assert (new.file in names) == written and (paths.sources / new.file).exists() == written
        if written:
            transaction.rollback(paths, transaction.begin(paths, "unimport", project / "site", paths.manifest.read_bytes(),
                                                          manifest_bytes(entries), removed=new.file))
            paths.manifest.write_bytes(manifest_bytes(entries))
            (paths.sources / new.file).unlink()


def test_stale_temporary_directories_are_removed(project):
    laws = project / "laws"
    dead = 2 ** 22 + 3
    debris = [laws / f".transaction-new-{dead}-x", laws / f".transaction-old-{dead}-y", laws / f".corpus-new-{dead}-z",
              project / f".site-new-{dead}-w", project / "build" / f".index-new-{dead}-abc"]
    for d in debris:
        d.mkdir(parents=True)
        (d / "x").write_text("left by a killed run")
    result = cli(laws, "build", "-q")
    assert result.returncode == 0, result.stderr
    assert not [d for d in debris if d.exists()]


# -- 5. the manifest is checked whole before anything is written ------------------------------
def _manifest_with(seed: Path, change) -> bytes:
    entries = yaml.safe_load((seed / "sources.yaml").read_text(encoding="utf-8"))
    return change(entries)


BAD_MANIFESTS = [
    ("langs a string", lambda e: dump([{**e[0], "langs": "ru"}, *e[1:]]).encode(), "langs: must be a list, not a string"),
    ("edition 1700", lambda e: dump([{**e[0], "edition": 1700}, *e[1:]]).encode(), "edition: 1700 is not"),
    ("lang xx", lambda e: dump([{**e[0], "langs": ["xx"]}, *e[1:]]).encode(), "langs: must list"),
    ("duplicate entry", lambda e: dump([*e, e[0]]).encode(), "is already entry 1"),
    ("just 42", lambda e: b"42\n", "must be a list of entries, not a whole number"),
    ("edition .inf", lambda e: dump([{**e[0], "edition": float("inf")}, *e[1:]]).encode(),
     "edition: must be a whole number, not a decimal number"),
    ("an entry that is text", lambda e: dump(["a.txt"]).encode(), "must be a mapping"),
    ("no kind", lambda e: dump([{k: v for k, v in e[0].items() if k != "kind"}]).encode(), "lacks kind"),
    ("CP1251", lambda e: dump(e).encode("cp1251"), "not UTF-8"),
    ("UTF-16", lambda e: dump(e).encode("utf-16"), "saved as UTF-16"),
    ("alias", lambda e: b"- &a {file: x.txt, edition: 1987, langs: [ru], kind: plain}\n- *a\n", "aliases"),
    ("broken YAML", lambda e: b"- file: [\n", "not valid YAML"),
]


@pytest.mark.parametrize("name,make,message", BAD_MANIFESTS, ids=[b[0] for b in BAD_MANIFESTS])
def test_bad_manifest_is_refused_before_anything_is_written(project, name, make, message):
    manifest = project / "laws" / "sources" / "sources.yaml"
    manifest.chmod(0o644)
    manifest.write_bytes(_manifest_with(SEEDS, make))
    before = files(project)
    result = run(project / "laws", "build", "-q")
    line = one_error_line(result.output)
    assert result.exit_code == 1 and message in line and "sources.yaml" in line
    assert files(project) == before


def test_an_entry_whose_file_is_gone_is_named_at_its_line_before_anything_is_written(project):
    """A source moved or deleted by hand: the build said "X: cannot read: No such file or
    directory", naming no line of the manifest (a red team)."""
    manifest = project / "laws" / "sources" / "sources.yaml"
    entries = yaml.safe_load(manifest.read_text(encoding="utf-8"))
    (project / "laws" / "sources" / entries[-1]["file"]).rename(project / "moved-away")
    before = files(project)
    result = run(project / "laws", "build", "-q")
    line = one_error_line(result.output)
    at = int(re.search(r"sources\.yaml:(\d+): ", line)[1])
    assert result.exit_code == 1 and f"entry {len(entries)}: file: {entries[-1]['file']} is not in" in line
    assert manifest.read_text(encoding="utf-8").splitlines()[at - 1] == f"- file: {entries[-1]['file']}"
    assert files(project) == before


@settings(max_examples=150, deadline=None, suppress_health_check=[HealthCheck.function_scoped_fixture])
@given(st.recursive(st.none() | st.booleans() | st.integers() | st.text(max_size=12)
                    | st.sampled_from(["ru", "en", "plain", 1987, 1997, "a.txt", "../x"]),
                    lambda inner: st.lists(inner, max_size=4)
                    | st.dictionaries(st.sampled_from(["file", "edition", "langs", "kind", "sha256", "covers"]),
                                      inner, max_size=6), max_leaves=20))
def test_fuzzed_manifest_gives_entries_or_a_clean_error(tmp_path_factory, data):
    from bridge_laws.errors import SourceError
    from bridge_laws.corpus.manifest import load_manifest
    from bridge_laws.readers.sources import is_plain_name

    sources = tmp_path_factory.mktemp("fuzz")
    (sources / "sources.yaml").write_text(dump(data), encoding="utf-8")
    try:
        entries = load_manifest(sources)
    except SourceError as exc:
        assert "sources.yaml" in str(exc) and len(str(exc)) < 400
        return
    for e in entries:
        assert is_plain_name(e.file) and e.edition in (1987, 1997) and e.langs and e.kind


# -- 6. YAML aliases ---------------------------------------------------------------------------
def _alias_bomb() -> str:
    lines = ['a0: &a0 ["lol"]']
    for i in range(1, 10):
        lines.append(f"a{i}: &a{i} [" + ", ".join([f"*a{i - 1}"] * 9) + "]")
    return "\n".join(lines) + "\n"


READERS = [["check"], ["show", "75A"], ["search", "штраф"]]


# `show` reads the files of the law it shows (and the subject index only for a law known by its
# terms): the subject index is read by `subjects`, `check` and the index.
@pytest.mark.parametrize("target,commands", [("corpus/1987-ru/075.yaml", READERS),
                                             ("corpus/subjects-1987-ru.yaml", [["check"], ["subjects"], ["search", "штраф"]]),
                                             ("glossary.yaml", [["search", "штраф"], ["build", "-q"]]),
                                             ("sources/sources.yaml", [["build", "-q"]])])
def test_alias_bomb_is_refused_at_once(project, target, commands):
    path = project / "laws" / target
    if path.exists():
        path.chmod(0o644)
    path.write_text(_alias_bomb(), encoding="utf-8")
    started = time.monotonic()
    for command in commands:
        result = run(project / "laws", *command)
        assert result.exit_code != 0
        assert "aliases" in result.output and "Traceback" not in result.output
        assert len(result.output) < 3000
    assert time.monotonic() - started < 30


# -- 7. one-line errors instead of tracebacks --------------------------------------------------
@pytest.mark.parametrize("field,value", [("title", 42), ("refs", [40]), ("text", ["a list"])])
def test_mistyped_corpus_field_is_a_clean_error(project, field, value):
    path = project / "laws" / "corpus" / "1987-ru" / "075.yaml"
    data = yaml.safe_load(path.read_text(encoding="utf-8"))
    data["unit"][field] = value
    path.write_text(yaml.safe_dump(data, allow_unicode=True), encoding="utf-8")
    for command in (["search", "штраф"], ["show", "75"]):
        line = one_error_line(run(project / "laws", *command).output)
        assert "075.yaml" in line and field in line


def test_read_only_laws_dir_is_a_clean_error(project, tmp_path, monkeypatch):
    """As root a chmod does not stop writes, so the refusal the kernel gives (EROFS) is simulated."""
    import errno

    real_open = os.open
    laws = str(project / "laws")

    def read_only(path, flags, *args, **kwargs):
        if str(path).startswith(laws) and flags & (os.O_WRONLY | os.O_RDWR | os.O_CREAT):
            raise OSError(errno.EROFS, os.strerror(errno.EROFS), str(path))
        return real_open(path, flags, *args, **kwargs)

    monkeypatch.setattr(os, "open", read_only)
    before = files(project)
    text = tmp_path / "law5.txt"
    text.write_text(LAW5, encoding="utf-8")
    for command in (["build", "-q"], ["import", str(text), "--edition", "1987", "--yes"]):
        assert "Read-only file system" in one_error_line(run(project / "laws", *command).output)
    monkeypatch.undo()
    assert files(project) == before


@pytest.mark.parametrize("laws,message", [("/dev/null", "not a directory"), ("", "--laws is empty"),
                                          ("/nonexistent-laws-dir", "not a laws directory")])
def test_bad_laws_dir_is_a_clean_error(laws, message):
    result = CliRunner().invoke(main, ["--laws", laws, "build", "-q"])
    assert message in one_error_line(result.output)
    assert not Path("/nonexistent-laws-dir").exists()


# -- 8. what is not a regular file, or is too large --------------------------------------------
def test_import_refuses_devices_fifos_and_oversize(project, tmp_path, monkeypatch):
    import bridge_laws.jobs.importer.plan as importer

    fifo = tmp_path / "pipe.txt"
    os.mkfifo(fifo)
    for path, message in ((Path("/dev/zero"), "not a regular file (a character device)"),
                          (fifo, "not a regular file (a FIFO)")):
        result = run(project / "laws", "import", str(path), "--yes")
        assert message in one_error_line(result.output)
    big = tmp_path / "big.txt"
    big.write_text(LAW5 * 50, encoding="utf-8")
    monkeypatch.setattr(importer, "MAX_IMPORT_BYTES", 1000)
    assert "too large" in one_error_line(run(project / "laws", "import", str(big), "--yes").output)


# -- 10. a law twice ---------------------------------------------------------------------------
def test_check_reports_a_law_present_twice(project):
    corpus = project / "laws" / "corpus" / "1987-ru"
    shutil.copy(corpus / "075.yaml", corpus / "175.yaml")
    result = run(project / "laws", "check")
    assert result.exit_code == 1
    assert "175.yaml" in result.output and "twice" in result.output and "belongs in 1987-ru/075.yaml" in result.output


# -- 13. smaller -------------------------------------------------------------------------------
def test_same_text_in_another_encoding_or_line_ends_is_a_duplicate(project, tmp_path):
    first = tmp_path / "law5.txt"
    first.write_text(LAW5, encoding="utf-8")
    assert run(project / "laws", "import", str(first), "--edition", "1987", "--yes").exit_code == 0
    for encoding, newline in (("cp1251", "\r\n"), ("koi8-r", "\n"), ("utf-8-sig", "\r\n")):
        again = tmp_path / f"law5-{encoding}.txt"
        again.write_bytes(LAW5.replace("\n", newline).encode(encoding))
        line = one_error_line(run(project / "laws", "import", str(again), "--edition", "1987", "--yes").output)
        assert "duplicate" in line or "already imported" in line


def test_show_shortens_a_huge_ref(project):
    result = run(project / "laws", "show", "7" * 10000)
    line = one_error_line(result.output)
    assert result.exit_code == 2 and len(line) < 400 and "10,000 characters" in line


def test_cp1251_text_with_one_undefined_byte_names_the_byte_and_line(project, tmp_path):
    text = LAW5.encode("cp1251")
    word = "выбрал".encode("cp1251")
    path = tmp_path / "law5.txt"
    path.write_bytes(text.replace(word, word[:3] + b"\x98" + word[3:]))
    line = one_error_line(run(project / "laws", "import", str(path), "--edition", "1987", "--yes").output)
    assert "byte 0x98 at line 4" in line and "CP1251" in line


# -- 5. corpus, index and site together or not at all -------------------------------------------
def test_a_failing_site_stage_puts_corpus_and_index_back(project, tmp_path, monkeypatch):
    import bridge_laws.jobs.pipeline as pipeline
    from bridge_laws.searchindex.store import build_stage as index_stage

    def site_fails(*args):
        raise RuntimeError("disk on fire")

    monkeypatch.setattr(pipeline, "_later_stages", lambda: [("index", index_stage), ("site", site_fails)])
    before = files(project)
    text = tmp_path / "law5.txt"
    text.write_text(LAW5, encoding="utf-8")
    result = run(project / "laws", "import", str(text), "--edition", "1987", "--yes")
    assert "rolled back" in one_error_line(result.output)
    assert files(project) == before  # the new index had been swapped in: it went back too


def test_a_failing_first_build_leaves_no_corpus_behind(project, tmp_path, monkeypatch):
    """An import into a project never built (sources, no corpus) whose rebuild fails after the
    corpus stage: rolled back, the project is as it was — without a corpus holding the text whose
    source was taken back (it was left in place before)."""
    import bridge_laws.jobs.pipeline as pipeline

    def index_fails(*args):
        raise RuntimeError("disk on fire")

    for made in ("laws/corpus", "build", "site"):
        shutil.rmtree(project / made, ignore_errors=True)
    monkeypatch.setattr(pipeline, "_later_stages", lambda: [("index", index_fails)])
    before = files(project)
    text = tmp_path / "law5.txt"
    text.write_text(LAW5, encoding="utf-8")
    result = run(project / "laws", "import", str(text), "--edition", "1987", "--yes")
    assert "rolled back" in one_error_line(result.output)
    assert not (project / "laws" / "corpus").exists()
    assert files(project) == before
