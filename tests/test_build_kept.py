"""A build keeps what did not change (issue 23): the corpus stage keeps the corpus when neither
the sources nor the program changed (corpus/kept.py), and otherwise writes again only the files
whose data changed; what it leaves is byte for byte what a build from scratch leaves, and the
record of the last build is not trusted."""

from __future__ import annotations

import json
import shutil
from pathlib import Path

import pytest

from helpers import SOURCES, built_corpus

from bridge_laws.corpus import kept
from bridge_laws.errors import CorpusError
from bridge_laws.corpus.stage import build, build_or_keep
from bridge_laws.corpus.yamlio import load_corpus
from bridge_laws.paths import Paths


def tree(root: Path) -> dict[str, bytes]:
    return {p.relative_to(root).as_posix(): p.read_bytes() for p in sorted(root.rglob("*")) if p.is_file()}


@pytest.fixture
def laws(tmp_path) -> Path:
    laws = tmp_path / "project" / "laws"
    shutil.copytree(SOURCES, laws / "sources")
    return laws


def scratch(tmp_path: Path, laws: Path, name: str = "scratch") -> Path:
    """The same sources built from nothing, in a project of their own."""
    other = tmp_path / name / "laws"
    shutil.copytree(laws / "sources", other / "sources")
    build(other)
    return other


def change_a_source(laws: Path) -> None:
    """One word of the first plain-text source changed (its manifest entry with it)."""
    import dataclasses

    from bridge_laws.corpus.manifest import load_manifest, save_manifest
    from bridge_laws.readers.sources import sha256

    entries = load_manifest(laws / "sources")
    entry = next(e for e in entries if e.file.endswith(".txt") and " the " in (laws / "sources" / e.file).read_text(
        encoding="utf-8", errors="replace"))
    path = laws / "sources" / entry.file
    data = path.read_bytes()
    at = data.index(b" the ")
    path.write_bytes(data[:at] + b" a " + data[at + 5:])
    save_manifest(laws / "sources", [dataclasses.replace(e, sha256=sha256(path.read_bytes())) if e is entry else e
                                     for e in entries])


def test_nothing_changed_keeps_the_corpus_as_it_was(laws):
    first, was_kept = build_or_keep(laws)
    assert not was_kept and kept.record_path(laws).is_file()
    before = {p: p.stat().st_ino for p in Paths(laws).corpus.rglob("*.yaml")}
    again, was_kept = build_or_keep(laws)
    assert was_kept
    assert {p: p.stat().st_ino for p in Paths(laws).corpus.rglob("*.yaml")} == before  # not even rewritten
    assert again == load_corpus(Paths(laws).corpus)


def test_a_changed_source_rewrites_only_what_changed_and_matches_a_build_from_scratch(laws, tmp_path):
    build(laws)
    change_a_source(laws)
    reused = []
    original = kept.Reuse.__call__

    def spy(self, name, data):
        raw = original(self, name, data)
        reused.append(raw is not None)
        return raw

    kept.Reuse.__call__ = spy
    try:
        corpus, was_kept = build_or_keep(laws)
    finally:
        kept.Reuse.__call__ = original
    assert not was_kept and any(reused) and not all(reused)  # most files taken over, not all
    assert tree(Paths(laws).corpus) == tree(Paths(scratch(tmp_path, laws)).corpus)


def test_a_hand_edited_corpus_file_is_refused_not_overwritten_until_forgotten(laws):
    """A corpus file changed by hand since the build wrote it is never kept as the build's, nor
    lost: the build stops, naming the file and its first changed line; once the record of what
    the build wrote is forgotten (``build --discard-corpus-edits``), the file is written again."""
    build(laws)
    path = sorted(Paths(laws).corpus.rglob("0*.yaml"))[0]
    built = path.read_bytes()
    edited = built.replace(b"law:", b"law: ", 1)
    path.write_bytes(edited)
    line = built[:built.index(b"law:")].count(b"\n") + 1
    with pytest.raises(CorpusError, match=rf"{path.name}:{line}: changed by hand"):
        build_or_keep(laws)
    assert path.read_bytes() == edited
    kept.forget(laws)
    assert build_or_keep(laws)[1] is False
    assert path.read_bytes() == built


def test_a_file_added_to_the_corpus_by_hand_is_refused_too(laws):
    build(laws)
    added = Paths(laws).corpus / "1987-ru" / "094.yaml"
    added.write_text("law: 94\n", encoding="utf-8")
    with pytest.raises(CorpusError, match="094.yaml:1: added by hand: the build did not write it"):
        build_or_keep(laws)
    assert added.exists()


def test_a_hand_edit_that_the_build_writes_the_same_is_no_refusal(laws):
    """A corpus file that is not what the last build wrote but is what this one writes (a checkout
    that brought the corpus with its sources) is nothing to lose."""
    build(laws)
    path = sorted(Paths(laws).corpus.rglob("0*.yaml"))[0]
    record = kept.record_path(laws)
    data = json.loads(record.read_text())
    data["files"] = {name: ["0" * 64, entry[1]] for name, entry in data["files"].items()}
    record.write_text(json.dumps(data))
    built = path.read_bytes()
    assert build_or_keep(laws)[1] is False
    assert path.read_bytes() == built


@pytest.mark.parametrize("damage", [
    "", "[]", "{}", "null", '{"format": "bridge-laws corpus stage 1"}',
    lambda r: {**r, "files": {"../../etc/passwd": ["0" * 64, ""]}},
    lambda r: {**r, "files": {k: [v[0], 42] for k, v in r["files"].items()}},
    lambda r: {**r, "files": {k: "x" for k in r["files"]}},
    lambda r: {**r, "files": {k: [v[1] or "0" * 64, v[1]] for k, v in r["files"].items()}},  # wrong hashes
    lambda r: {**r, "files": dict(list(r["files"].items())[1:])},  # a file left out
    lambda r: {**r, "inputs": "f" * 64},
    lambda r: {**r, "code": 7},
])
def test_a_damaged_record_means_a_full_build_never_a_crash(laws, tmp_path, damage):
    build(laws)
    record = kept.record_path(laws)
    text = damage if isinstance(damage, str) else json.dumps(damage(json.loads(record.read_text())))
    record.write_text(text)
    corpus, was_kept = build_or_keep(laws)
    assert not was_kept
    assert tree(Paths(laws).corpus) == tree(Paths(scratch(tmp_path, laws)).corpus)
    assert kept.read_record(laws) is not None  # written anew


def test_data_that_changed_under_an_unchanged_name_is_dumped_again(laws, tmp_path):
    """A record whose data hashes match but whose file bytes do not (edited since) is not taken
    at its word: the build refuses to lose the edit, and once told to, dumps the file from the
    new data."""
    build(laws)
    change_a_source(laws)
    record = kept.record_path(laws)
    data = json.loads(record.read_text())
    name = next(iter(n for n in data["files"] if n.endswith("/001.yaml")), next(iter(data["files"])))
    (Paths(laws).corpus / name).write_text("edited: by hand\n")
    with pytest.raises(CorpusError, match="changed by hand"):
        build(laws)
    kept.forget(laws)
    build(laws)
    assert tree(Paths(laws).corpus) == tree(Paths(scratch(tmp_path, laws)).corpus)


# -- the browser's search index (site/incremental.py: kept_search) ---------------------------------


@pytest.fixture
def site_laws(tmp_path) -> Path:
    return built_corpus(tmp_path)


def _made_search(monkeypatch) -> list:
    """A list that grows by one each time the browser's search index is made (not kept)."""
    from bridge_laws.site import build as site_build

    made, real = [], site_build.search_files
    monkeypatch.setattr(site_build, "search_files", lambda *a: made.append(1) or real(*a))
    return made


def test_the_search_index_is_kept_when_its_inputs_are_unchanged(site_laws, tmp_path, monkeypatch):
    from bridge_laws.site.build import build_site

    site = tmp_path / "site"
    build_site(site_laws, site)
    first = tree(site / "data" / "search")
    made = _made_search(monkeypatch)
    build_site(site_laws, site)
    assert made == [] and tree(site / "data" / "search") == first
    path = site_laws / "corpus" / "1997-en" / "079.yaml"
    path.write_text(path.read_text(encoding="utf-8").replace("Tricks", "Trucks", 1), encoding="utf-8")
    build_site(site_laws, site)
    assert made == [1] and tree(site / "data" / "search") != first
    fresh = tmp_path / "fresh"
    shutil.copytree(site_laws, fresh / "laws")
    build_site(fresh / "laws", fresh / "site")
    assert tree(site / "data" / "search") == tree(fresh / "site" / "data" / "search")


@pytest.mark.parametrize("damage", [
    lambda r: "[]", lambda r: "{",
    lambda r: json.dumps({**r, "files": {"../../x.js": "0" * 64}}),
    lambda r: json.dumps({**r, "files": {"/etc/passwd": "0" * 64}}),
    lambda r: json.dumps({**r, "files": {k: "0" * 64 for k in r["files"]}}),
    lambda r: json.dumps({**r, "files": {k: 5 for k in r["files"]}}),
    lambda r: json.dumps({**r, "files": {}}),
    lambda r: json.dumps({**r, "site": "/elsewhere"}),
    lambda r: json.dumps({**r, "digest": 7}),
])
def test_a_damaged_search_record_means_the_index_is_made_again(site_laws, tmp_path, monkeypatch, damage):
    from bridge_laws.site.build import build_site
    from bridge_laws.site.incremental import SEARCH_RECORD

    site = tmp_path / "site"
    build_site(site_laws, site)
    first = tree(site / "data" / "search")
    record = tmp_path / "build" / SEARCH_RECORD
    record.write_text(damage(json.loads(record.read_text())))
    made = _made_search(monkeypatch)
    build_site(site_laws, site)
    assert made == [1] and tree(site / "data" / "search") == first


def test_a_search_file_changed_in_the_site_is_not_taken_over(site_laws, tmp_path, monkeypatch):
    from bridge_laws.site.build import build_site

    site = tmp_path / "site"
    build_site(site_laws, site)
    first = tree(site / "data" / "search")
    (site / "data" / "search" / "core.js").write_text("window.planted = 1;")
    made = _made_search(monkeypatch)
    build_site(site_laws, site)
    assert made == [1] and tree(site / "data" / "search") == first


# -- the Whoosh index (searchindex/store.py: build_stage keeps it for the same inputs and program) --


def test_the_index_is_kept_only_for_the_same_inputs_and_program(site_laws, tmp_path, monkeypatch):
    from bridge_laws.searchindex import store

    assert "units" in store.build_stage(site_laws, tmp_path / "site")
    assert "up to date" in store.build_stage(site_laws, tmp_path / "site")
    record = tmp_path / "build" / store.CODE_RECORD
    for damage in ("", "[]", json.dumps({**json.loads(record.read_text()), "fingerprint": "0" * 64})):
        record.write_text(damage)
        assert "units" in store.build_stage(site_laws, tmp_path / "site")  # made again, no crash
    monkeypatch.setattr(store, "_code", lambda: "another program")
    assert "units" in store.build_stage(site_laws, tmp_path / "site")
    assert "up to date" in store.build_stage(site_laws, tmp_path / "site")


def test_lemmas_taught_from_the_last_index_give_the_index_a_fresh_build_gives(site_laws, tmp_path, monkeypatch):
    """A build after a change looks up only the new words' lemmas (``seed_lemmas``), and the
    index it makes says what a build from scratch says; a meta.json changed since is not taught."""
    from bridge_laws.searchindex import store
    from bridge_laws.text import analysis

    store.build_stage(site_laws, tmp_path / "site")
    path = site_laws / "corpus" / "1997-ru" / "079.yaml"
    path.write_text(path.read_text(encoding="utf-8").replace("взяток", "взятки", 1), encoding="utf-8")
    assert store.seed_lemmas(site_laws) > 100
    monkeypatch.setattr(analysis, "_KNOWN", {})
    analysis.ru_lemmas.cache_clear()
    store._META.clear()
    store.build_stage(site_laws, tmp_path / "site")
    fresh = tmp_path / "fresh"
    shutil.copytree(site_laws, fresh / "laws")
    monkeypatch.setattr(analysis, "_KNOWN", {})
    analysis.ru_lemmas.cache_clear()
    store._META.clear()
    store.build_index(fresh / "laws")
    assert (tmp_path / "build" / "index" / "meta.json").read_bytes() == (fresh / "build" / "index" / "meta.json").read_bytes()
    meta = tmp_path / "build" / "index" / "meta.json"
    data = json.loads(meta.read_text(encoding="utf-8"))
    data["lemmas"]["взятки"] = ["планted"]
    meta.write_text(json.dumps(data, ensure_ascii=False), encoding="utf-8")
    assert store.seed_lemmas(site_laws) == 0


def test_the_terms_worked_out_before_the_fork_cover_every_word_of_the_units(site_laws, monkeypatch):
    """``warm_terms`` (run before the index's process is forked) leaves nothing of the units'
    titles, texts and notes, nor of the glossary's names, for pymorphy3: both processes inherit
    the terms instead of each looking them up; and the terms are those a cold cache gives."""
    from bridge_laws.corpus.glossary import load as load_glossary
    from bridge_laws.corpus.yamlio import load_corpus
    from bridge_laws.searchindex import store
    from bridge_laws.text import analysis

    corpus = load_corpus(site_laws / "corpus")
    texts = [t for law in corpus.laws for u in law.unit.walk()
             for t in (u.title or "", u.text or "", *(n.text or "" for n in u.footnotes))]
    texts += [n for e in load_glossary(site_laws) for n in (*e.names_en, *e.names_ru)]
    analysis.word_terms.cache_clear()
    analysis.ru_lemmas.cache_clear()
    cold = [analysis.terms(t) for t in texts]
    analysis.word_terms.cache_clear()
    analysis.ru_lemmas.cache_clear()
    monkeypatch.setattr(analysis, "_KNOWN", {})
    assert store.warm_terms(site_laws, corpus) > 1000

    def no_dictionary():
        raise AssertionError("a word of the corpus was left for pymorphy3")

    monkeypatch.setattr(analysis, "_morph", no_dictionary)
    assert [analysis.terms(t) for t in texts] == cold
    analysis.word_terms.cache_clear()
    analysis.ru_lemmas.cache_clear()


def test_line_ends_alone_are_no_hand_edit(laws):
    """An editor or a checkout that turns a corpus file's line ends changes none of its lines."""
    build(laws)
    path = sorted(Paths(laws).corpus.rglob("0*.yaml"))[0]
    built = path.read_bytes()
    path.write_bytes(built.replace(b"\n", b"\r\n"))
    assert build_or_keep(laws)[1] is False
    assert path.read_bytes() == built
