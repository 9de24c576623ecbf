"""Each source's reading kept in build/readings (corpus/readings.py, issue 23): a build after one
source changed reads only that one; what it writes is byte for byte what a build that reads every
source writes; an entry is not trusted — damaged, truncated, foreign, stale or edited, it means
reading the source again, never a traceback and never another corpus."""

from __future__ import annotations

import dataclasses
import json
import os
import shutil
from pathlib import Path

import pytest
from hypothesis import HealthCheck, given, settings, strategies as st

from helpers import SOURCES
from test_build_kept import change_a_source, tree

from bridge_laws.corpus import kept, readings
from bridge_laws.corpus.stage import build, read_all
from bridge_laws.model import Fragment, Heading, Issue, Location, SkeletonUnit, SourceText, SubjectEntry, Table
from bridge_laws.paths import Paths
from bridge_laws.readers import sources as reader_sources


@pytest.fixture(scope="module")
def built(tmp_path_factory) -> Path:
    """The shipped sources, built once: build/readings holds their readings."""
    laws = tmp_path_factory.mktemp("readings") / "project" / "laws"
    shutil.copytree(SOURCES, laws / "sources")
    build(laws)
    return laws


@pytest.fixture
def laws(built, tmp_path) -> Path:
    """A copy of the built project, its readings with it."""
    target = tmp_path / "project"
    shutil.copytree(built.parent, target)
    return target / "laws"


@pytest.fixture
def reads(monkeypatch) -> list[str]:
    """The files a source's reader is run on, in order (the readings taken from build/readings are not)."""
    done: list[str] = []
    real = reader_sources.read_bytes

    def spy(sources_dir, entry, data, skeleton=()):
        done.append(entry.file)
        return real(sources_dir, entry, data, skeleton)

    monkeypatch.setattr("bridge_laws.corpus.stage.read_bytes", spy)
    return done


def uncached(tmp_path: Path, laws: Path) -> Path:
    """The same sources built by a build that reads every one (no readings kept)."""
    other = tmp_path / "uncached" / "laws"
    shutil.copytree(laws / "sources", other / "sources")
    original = readings.Shelf.take, readings.Shelf.keep
    readings.Shelf.take = lambda self, data, entry, skeleton: (None, None)
    readings.Shelf.keep = lambda self, place, text: None
    try:
        build(other)
    finally:
        readings.Shelf.take, readings.Shelf.keep = original
    assert not Paths(other).readings.exists() or not any(Paths(other).readings.iterdir())
    return other


def entries(laws: Path) -> list[Path]:
    return sorted(Paths(laws).readings.glob("*.json"))


def sources_read(laws: Path) -> int:
    from bridge_laws.corpus.manifest import load_manifest
    from bridge_laws.readers import DOCUMENT_KINDS

    return sum(e.kind in DOCUMENT_KINDS for e in load_manifest(Paths(laws).sources))


def test_every_shipped_source_is_kept_and_read_back_as_it_was_read(built, tmp_path):
    assert len(entries(built)) == sources_read(built)  # none left out for a value JSON cannot carry
    code = kept.code()
    fresh = read_all(built)
    assert read_all(built, code=code) == fresh


def test_a_changed_source_is_the_only_one_read_and_the_corpus_is_what_reading_all_gives(laws, tmp_path, reads):
    change_a_source(laws)
    kept.record_path(laws).unlink()  # the corpus made again (not only its unchanged files kept)
    build(laws)
    assert len(reads) == 1
    assert tree(laws) == tree(uncached(tmp_path, laws))  # sources and corpus, byte for byte
    assert len(entries(laws)) == sources_read(laws)  # the old reading of the changed source removed


def test_a_build_with_nothing_changed_reads_no_source(laws, reads):
    kept.record_path(laws).unlink()
    build(laws)
    assert reads == []


def test_another_program_reads_every_source_again(laws, reads, monkeypatch):
    kept.record_path(laws).unlink()
    monkeypatch.setattr(kept, "code", lambda: "0" * 64)
    build(laws)
    assert len(reads) == sources_read(laws)


def test_a_changed_skeleton_reads_the_texts_placed_with_it_again(laws, reads):
    """The book reader places headless pages with the skeleton's units: a skeleton read otherwise
    (its lines moved down by one) is another input to every text of its edition and language."""
    from bridge_laws.corpus.manifest import load_manifest, save_manifest

    manifest = load_manifest(Paths(laws).sources)
    skeleton = next(e for e in manifest if e.kind == "stripped-book")
    path = Paths(laws).sources / skeleton.file
    path.write_bytes(b"\n" + path.read_bytes())
    save_manifest(Paths(laws).sources, [dataclasses.replace(e, sha256=reader_sources.sha256(path.read_bytes()))
                                        if e is skeleton else e for e in manifest])
    kept.record_path(laws).unlink()
    build(laws)
    same = [e.file for e in manifest if e.kind != "stripped-book" and e.kind in ("dos-book", "web-book", "plain")
            and e.edition == skeleton.edition and e.langs[:1] == skeleton.langs[:1]]
    assert same and set(same) | {skeleton.file} <= set(reads)


def test_the_key_names_every_input():
    entry = reader_sources.SourceEntry("a.txt", "a.txt", "0" * 64, 1997, ("ru",), "plain")
    unit = SkeletonUnit("1", "law", "1", 1, Location("s.txt", 3))
    base = readings.key("1" * 64, entry, (), "c" * 64)
    assert len({base, readings.key("2" * 64, entry, (), "c" * 64), readings.key("1" * 64, entry, (unit,), "c" * 64),
                readings.key("1" * 64, entry, (), "d" * 64),
                readings.key("1" * 64, dataclasses.replace(entry, law=5), (), "c" * 64)}) == 5


def _parts(path: Path) -> tuple[dict, list]:
    head, _, body = path.read_bytes().partition(b"\n")
    return json.loads(head), json.loads(body)


def _write(path: Path, head: dict, body) -> None:
    """An entry sealed as the program seals one (its head's digest that of ``body``: data, or bytes as they are)."""
    raw = body if isinstance(body, bytes) else json.dumps(body, ensure_ascii=False).encode("utf-8")
    path.write_bytes(json.dumps({**head, "digest": readings.sha256(raw)}).encode() + b"\n" + raw)


def _largest(laws: Path) -> Path:
    return max(entries(laws), key=lambda p: p.stat().st_size)


def _other(laws: Path, path: Path) -> Path:
    return next(p for p in entries(laws) if p != path)


def _reshaped(change):
    """A damage that changes the body's data and seals it again: only the decoding can refuse it."""
    def damage(laws: Path, path: Path) -> None:
        head, body = _parts(path)
        change(body)
        _write(path, head, body)
    return damage


def _line_as_text(body) -> None:
    body[4][0][5][1] = str(body[4][0][5][1])  # the first fragment's Location (file, line)


# The body of an entry is SourceText's fields in order: [file, kind, edition, langs, fragments, …].
DAMAGES = {
    "empty": lambda laws, p: p.write_bytes(b""),
    "truncated": lambda laws, p: p.write_bytes(p.read_bytes()[: p.stat().st_size // 2]),
    "head only": lambda laws, p: p.write_bytes(p.read_bytes().partition(b"\n")[0]),
    "not JSON": lambda laws, p: p.write_bytes(b"\x00\xff garbage\n\x00"),
    "{}": lambda laws, p: p.write_bytes(b"{}\n{}"),
    "a byte of the body changed": lambda laws, p: p.write_bytes(p.read_bytes()[:-5] + b"X" + p.read_bytes()[-4:]),
    "another format": lambda laws, p: _write(p, {**_parts(p)[0], "format": "bridge-laws reading 0"}, _parts(p)[1]),
    "other source bytes": lambda laws, p: _write(p, {**_parts(p)[0], "source": "0" * 64}, _parts(p)[1]),
    "a head field more": lambda laws, p: _write(p, {**_parts(p)[0], "x": 1}, _parts(p)[1]),
    # another source's entry copied under this one's name: it names another key
    "foreign": lambda laws, p: shutil.copyfile(_other(laws, p), p),
    # … its head forged to claim this key and these bytes: its text names another file
    "foreign, head forged": lambda laws, p: _write(p, _parts(p)[0], _parts(_other(laws, p))[1]),
    # sealed again, of another shape
    "a number for the file name": _reshaped(lambda body: body.__setitem__(0, 7)),
    "a boolean for the edition": _reshaped(lambda body: body.__setitem__(2, True)),
    "a field missing": _reshaped(lambda body: body.pop()),
    "a fragment cut short": _reshaped(lambda body: body[4].__setitem__(0, body[4][0][:3])),
    "a line number as text": _reshaped(_line_as_text),
    "an object for a list": _reshaped(lambda body: body.__setitem__(4, {"fragments": body[4]})),
    "deeply nested": lambda laws, p: _write(p, _parts(p)[0], b"[" * 100_000 + b"]" * 100_000),
    "a symlink": lambda laws, p: (p.unlink(), p.symlink_to(_other(laws, p))),
    "a directory": lambda laws, p: (p.unlink(), p.mkdir()),
}


@pytest.mark.parametrize("damage", list(DAMAGES))
def test_a_damaged_reading_is_read_again_never_a_crash_nor_another_corpus(laws, tmp_path, reads, damage):
    path = _largest(laws)
    DAMAGES[damage](laws, path)
    kept.record_path(laws).unlink()
    build(laws)
    assert len(reads) == 1  # that source only
    assert tree(Paths(laws).corpus) == tree(Paths(uncached(tmp_path, laws)).corpus)
    if damage != "a directory":  # written again (a directory in its place stays: then no entry)
        assert path.is_file() and not path.is_symlink()
        reads.clear()
        kept.record_path(laws).unlink()
        build(laws)
        assert reads == []


def test_an_oversized_entry_is_not_read(laws, tmp_path, reads, monkeypatch):
    monkeypatch.setattr(readings, "MAX_ENTRY", 1000)
    kept.record_path(laws).unlink()
    build(laws)
    assert len(reads) == sources_read(laws)


def test_a_folder_that_cannot_be_written_only_costs_the_shortcut(tmp_path, reads):
    laws = tmp_path / "project" / "laws"
    shutil.copytree(SOURCES, laws / "sources")
    (tmp_path / "project" / "build").mkdir()
    Paths(laws).readings.write_text("a file where the folder should be")
    build(laws)
    assert len(reads) == sources_read(laws)
    assert tree(Paths(laws).corpus) == tree(Paths(uncached(tmp_path, laws)).corpus)


def test_unused_entries_and_scratch_files_are_removed(laws):
    folder = Paths(laws).readings
    (folder / f"{'a' * 64}.json").write_text("old")
    (folder / f".{'b' * 64}-123.tmp").write_text("killed")
    (folder / "notes.txt").write_text("not ours: left alone")
    kept.record_path(laws).unlink()
    build(laws)
    assert sorted(p.name for p in folder.iterdir() if not p.name.endswith(".json")) == ["notes.txt"]
    assert len(entries(laws)) == sources_read(laws)


# -- the JSON form ---------------------------------------------------------------------------------

texts_ = st.text(max_size=8)
where = st.builds(Location, texts_, st.integers(0, 10**6))
opt = st.none() | texts_
cells = st.tuples(*[st.one_of(st.text(max_size=4), st.integers(-99, 10**6))] * 3)
tables = st.builds(Table, rows=st.lists(cells, max_size=3).map(tuple), caption=opt,
                   header=st.lists(st.tuples(texts_, texts_), max_size=2).map(tuple),
                   after=st.none() | st.integers(0, 9), anchor=opt, source=st.lists(texts_, max_size=2).map(tuple),
                   where=st.none() | where)
fragments = st.builds(Fragment, st.integers(1987, 2030), texts_, texts_, texts_, texts_, where, title=opt,
                      paragraphs=st.lists(st.text(), max_size=3).map(tuple), tables=st.lists(tables, max_size=2).map(tuple),
                      page=st.none() | st.integers(0, 500), partial=st.booleans())
subjects = st.recursive(st.builds(SubjectEntry, texts_, laws=st.lists(st.integers(1, 93), max_size=3).map(tuple)),
                        lambda inner: st.builds(SubjectEntry, texts_, children=st.lists(inner, max_size=3).map(tuple)),
                        max_leaves=6)
source_texts = st.builds(
    SourceText, texts_, texts_, st.integers(1987, 2030), st.lists(st.sampled_from(["ru", "en"]), max_size=2).map(tuple),
    fragments=st.lists(fragments, max_size=3).map(tuple),
    headings=st.lists(st.tuples(st.integers(0, 93), texts_, st.builds(Heading, texts_, texts_, opt)), max_size=2).map(tuple),
    skeleton=st.lists(st.builds(SkeletonUnit, texts_, texts_, texts_, st.none() | st.integers(0, 9), where),
                      max_size=2).map(tuple),
    subjects=st.lists(subjects, max_size=2).map(tuple),
    issues=st.lists(st.builds(Issue, texts_, st.text(), st.none() | where), max_size=2).map(tuple))


@settings(max_examples=150, deadline=None, suppress_health_check=[HealthCheck.too_slow])
@given(source_texts)
def test_a_reading_comes_back_from_its_json_as_it_was(text):
    assert readings.decode(json.loads(json.dumps(readings.encode(text), ensure_ascii=False))) == text


json_values = st.recursive(st.none() | st.booleans() | st.integers() | st.floats(allow_nan=False) | st.text(max_size=5),
                           lambda inner: st.lists(inner, max_size=6) | st.dictionaries(st.text(max_size=3), inner, max_size=3),
                           max_leaves=40)


@settings(max_examples=300, deadline=None)
@given(json_values)
def test_any_json_decodes_as_a_reading_or_is_refused(data):
    try:
        text = readings.decode(data)
    except readings.Malformed:
        return
    assert isinstance(text, SourceText)


@given(source_texts, st.integers(0, 2000), st.binary(max_size=3))
@settings(max_examples=100, deadline=None, suppress_health_check=[HealthCheck.function_scoped_fixture])
def test_a_cut_or_spliced_entry_is_a_miss(tmp_path, text, cut, junk):
    entry = reader_sources.SourceEntry(text.file, text.file, "0" * 64, text.edition, text.langs, text.kind)
    folder = tmp_path / "shelf"
    readings.store(folder, "e" * 64, "1" * 64, text)
    path = folder / f"{'e' * 64}.json"
    raw = path.read_bytes()
    assert readings.load(folder, "e" * 64, "1" * 64, entry) == text
    damaged = raw[:cut] + junk + raw[cut + len(junk):] if cut < len(raw) else raw[:-1]
    path.write_bytes(damaged)
    found = readings.load(folder, "e" * 64, "1" * 64, entry)
    assert found is None or found == text  # a damage that leaves the same meaning (a space of the head) is harmless
    os.unlink(path)


# -- the whole build --------------------------------------------------------------------------------


def test_a_build_after_one_source_changed_leaves_what_a_build_from_scratch_leaves(tmp_path):
    """`bridge-laws build` (corpus, then the index, the browser's search index and the pages in
    three processes) after a word of one source changed: the other sources' readings, the unchanged
    pages and the browser's index of the last build taken over where their inputs are unchanged;
    the corpus, the site and the search index are byte for byte those of a build from scratch (the
    index's segment name, its seal and the stats of the files it was made from aside)."""
    from test_search import _same_segment

    from bridge_laws.jobs.pipeline import build_all

    project = tmp_path / "project"
    shutil.copytree(SOURCES, project / "laws" / "sources")
    build_all(project / "laws", project / "site", quiet=True)
    change_a_source(project / "laws")
    build_all(project / "laws", project / "site", quiet=True)
    scratch = tmp_path / "scratch"
    shutil.copytree(project / "laws" / "sources", scratch / "laws" / "sources")
    build_all(scratch / "laws", scratch / "site", quiet=True)
    assert tree(project / "laws") == tree(scratch / "laws")
    assert tree(project / "site") == tree(scratch / "site")

    def index(root: Path) -> dict[str, bytes]:
        files = {name: data for name, data in tree(root / "build" / "index").items() if name not in ("seal", "stats")}
        for name in [n for n in files if n.startswith("cited-by-")]:  # the law files' sizes, times and inodes
            files[name] = json.dumps({k: v for k, v in json.loads(files[name]).items() if k != "files"}).encode()
        return _same_segment(files)

    assert index(project) == index(scratch)
