"""The JSON mirrors of the YAML files `show` and `diff` read (``corpus.mirror``): a mirror stands
only for the very bytes it was made from, is checked when read, and gives back what YAML gives;
and `show` of one law reads that law's files (and, for a law without text, the laws citing it),
no other law's, and no YAML parser — with the same output as from the YAML."""

from __future__ import annotations

import json
import os
import shutil
import subprocess
import sys
from pathlib import Path

import pytest
from hypothesis import given, settings, strategies as st

from bridge_laws.corpus import mirror, yamlio
from bridge_laws.corpus.yamlio import read_yaml
from helpers import LAWS


def _mirrored(path: Path, folder: Path) -> None:
    """Mirror ``path`` as the corpus stage does."""
    mirror.store(folder, path.read_bytes(), read_yaml(path))


def _only(folder: Path) -> Path:
    (found,) = [p for p in folder.iterdir() if p.suffix == ".json"]
    return found


def test_a_mirror_is_read_instead_of_the_yaml_and_only_for_its_bytes(tmp_path):
    path, folder = tmp_path / "a.yaml", tmp_path / "parsed"
    path.write_text("title: one\nrefs: ['16']\n", encoding="utf-8")
    assert read_yaml(path, mirrors=folder) == {"title": "one", "refs": ["16"]}
    assert not folder.exists()  # a reader writes no mirror: the corpus stage does
    _mirrored(path, folder)
    made = _only(folder)
    head, _, body = made.read_bytes().partition(b"\n")
    # a body changed with its header's digest left: not ours, the YAML is parsed again
    made.write_bytes(head + b"\n" + body.replace(b"one", b"two"))
    assert read_yaml(path, mirrors=folder) == {"title": "one", "refs": ["16"]}
    # the file edited by hand: another hash, another mirror, never the old answer
    path.write_text("title: three\n", encoding="utf-8")
    assert read_yaml(path, mirrors=folder) == {"title": "three"}


def test_a_mirror_is_what_the_answer_comes_from(tmp_path, monkeypatch):
    path, folder = tmp_path / "a.yaml", tmp_path / "parsed"
    path.write_text("a: [1, 2]\n", encoding="utf-8")
    _mirrored(path, folder)
    monkeypatch.setattr(yamlio, "parse_yaml", lambda *a: pytest.fail("parsed the YAML although it is mirrored"))
    assert read_yaml(path, mirrors=folder) == {"a": [1, 2]}


@pytest.mark.parametrize("damage", ["", "{}", "not json\n[]", '{"sha256": 1}\n{}', "\n" * 3])
def test_a_damaged_mirror_is_read_as_none(tmp_path, damage):
    path, folder = tmp_path / "a.yaml", tmp_path / "parsed"
    path.write_text("x: 1\n", encoding="utf-8")
    _mirrored(path, folder)
    _only(folder).write_text(damage, encoding="utf-8")
    assert read_yaml(path, mirrors=folder) == {"x": 1}


def test_a_symlinked_mirror_is_refused(tmp_path):
    path, folder = tmp_path / "a.yaml", tmp_path / "parsed"
    other = tmp_path / "b.yaml"
    path.write_text("x: 1\n", encoding="utf-8")
    other.write_text("x: 2\n", encoding="utf-8")
    _mirrored(path, folder)
    _mirrored(other, folder)
    a = folder / f"{mirror.sha256(path.read_bytes()).hexdigest()}.json"
    a.unlink()
    a.symlink_to(folder / f"{mirror.sha256(other.read_bytes()).hexdigest()}.json")
    assert read_yaml(path, mirrors=folder) == {"x": 1}


def test_the_glossarys_number_keys_come_back_as_numbers(tmp_path):
    path, folder = tmp_path / "g.yaml", tmp_path / "parsed"
    path.write_text("- en: revoke\n  laws:\n    1987: {'61': definitions}\n", encoding="utf-8")
    first = read_yaml(path)
    _mirrored(path, folder)
    assert read_yaml(path, mirrors=folder) == first == [{"en": "revoke", "laws": {1987: {"61": "definitions"}}}]
    assert json.loads(_only(folder).read_bytes().partition(b"\n")[0])["pairs"] is True


def test_what_json_cannot_carry_is_not_mirrored(tmp_path):
    path, folder = tmp_path / "d.yaml", tmp_path / "parsed"
    path.write_text("when: 2024-03-14\n1.5: x\n", encoding="utf-8")
    data = read_yaml(path)
    _mirrored(path, folder)
    assert str(data["when"]) == "2024-03-14" and data[1.5] == "x"
    assert not folder.exists() or not any(folder.iterdir())


_KEYS = st.one_of(st.text(max_size=5), st.integers(-5, 3000))
_VALUES = st.recursive(st.one_of(st.none(), st.booleans(), st.integers(), st.text(max_size=8)),
                       lambda inner: st.lists(inner, max_size=4) | st.dictionaries(_KEYS, inner, max_size=4),
                       max_leaves=20)


@settings(max_examples=150, deadline=None)
@given(_VALUES)
def test_a_mirror_gives_back_any_data_as_it_was(data):
    record = mirror._record("0" * 64, 1, data)
    if record is None:
        return
    head, _, body = record.partition(b"\n")
    back = json.loads(body, object_hook=mirror._pairs if json.loads(head)["pairs"] else None)
    assert back == data and type(back) is type(data)


# -- `show` reads one law ------------------------------------------------------------------------
_OPENED = """
import json, sys
opened = []
sys.addaudithook(lambda event, args: opened.append(str(args[0])) if event == "open" and isinstance(args[0], str) else None)
from bridge_laws.cli import main
try:
    main(sys.argv[1:])
except SystemExit:
    pass
print(json.dumps({"opened": opened, "yaml": "yaml" in sys.modules}), file=sys.stderr)
"""


def _show(laws: Path, *args) -> tuple[str, set[str], bool]:
    """(what `show` printed, the law files it opened as corpus/E-L/NNN.yaml, whether it imported yaml)."""
    out = subprocess.run([sys.executable, "-c", _OPENED, "--laws", str(laws), "show", *args], capture_output=True,
                         text=True, env={**os.environ, "PYTHONPATH": os.pathsep.join(sys.path)})
    seen = json.loads(out.stderr.strip().splitlines()[-1])
    corpus = str(laws / "corpus") + os.sep
    files = {p[len(corpus):] for p in seen["opened"] if p.startswith(corpus) and p[-8:-5].isdigit()}
    return out.stdout, files, seen["yaml"]


@pytest.fixture(scope="module")
def laws(tmp_path_factory):
    laws = tmp_path_factory.mktemp("show") / "laws"
    for name in ("corpus", "sources"):
        shutil.copytree(LAWS / name, laws / name)
    for name in ("glossary.yaml", "situations.yaml", "editions.yaml"):
        shutil.copy(LAWS / name, laws / name)
    return laws


def _fresh_build(laws: Path, *args) -> str:
    """What `show ARGS` prints from the YAML, then the corpus stage's mirrors in place, with an
    index directory for who-cites-what (``corpus.cited``), which that first `show` writes there
    as a build's index stage does."""
    from bridge_laws.corpus.stage import build

    shutil.rmtree(laws.parent / "build", ignore_errors=True)
    build(laws)
    parsed = laws.parent / "build" / "parsed"
    parsed.rename(parsed.with_name("aside"))
    (laws.parent / "build" / "index").mkdir(parents=True)
    from_yaml, _, _ = _show(laws, *args)
    assert not parsed.exists()  # a command that reads writes no mirror
    parsed.with_name("aside").rename(parsed)
    return from_yaml


def test_show_of_a_law_reads_its_files_only_and_no_yaml_parser(laws):
    from_yaml = _fresh_build(laws, "79", "--json")
    printed, files, yaml = _show(laws, "79", "--json")
    assert printed == from_yaml and json.loads(printed)["ref"] == "79"
    assert files and {f.split(os.sep)[1] for f in files} == {"079.yaml"}, files
    assert not yaml


def test_the_text_show_reads_one_law_with_rulings_beside_it(laws):
    """The rulings are listed by `show --json` only: a text `show` reads its law alone even when
    laws/rulings/ holds some (the JSON one reads the corpus to map them across editions)."""
    from_yaml = _fresh_build(laws, "79")
    (laws / "rulings").mkdir(exist_ok=True)
    (laws / "rulings" / "sample.yaml").write_text("not read by a text show\n", encoding="utf-8")
    try:
        printed, files, _ = _show(laws, "79")
    finally:
        (laws / "rulings" / "sample.yaml").unlink()
    assert printed == from_yaml and {f.split(os.sep)[1] for f in files} == {"079.yaml"}, files


def test_show_of_a_law_without_text_reads_the_laws_citing_it(laws):
    from bridge_laws.corpus.query import citing_laws

    from_yaml = _fresh_build(laws, "12", "--edition", "1987", "--lang", "ru")
    printed, files, yaml = _show(laws, "12", "--edition", "1987", "--lang", "ru")
    assert printed == from_yaml and "[текста нет в источниках]" in printed
    read = {int(f.split(os.sep)[1][:3]) for f in files}
    # the law, and of the laws citing it only as many as its first citing sentences need
    assert 12 in read and read <= {12} | citing_laws(laws, 12) and len(read) < 20, read
    assert not yaml


def test_a_law_without_text_is_shown_from_its_citing_laws_as_from_the_whole_corpus(laws):
    """What a law's page says (citing sentences, index entries, terms) from the laws citing it
    alone is what the whole corpus says, for every law without text."""
    from bridge_laws.corpus import glossary as g, situations
    from bridge_laws.corpus.query import (citing_in_order, corpus_editions, known_by_terms, load, show_json,
                                          without_text)
    from bridge_laws.corpus.yamlio import load_corpus
    from bridge_laws.site.missing import first_citing_sentences, missing_law

    whole = load(laws / "corpus")
    gloss, said = g.load(laws), situations.load(laws)
    targets = [law for law in whole.laws if without_text(law, law.unit)]
    assert len(targets) >= 30
    for law in targets:
        part = load_corpus(laws / "corpus", number=law.number, subjects=True)  # as `show` reads it
        same = next(x for x in part.laws if (x.edition, x.lang, x.number) == (law.edition, law.lang, law.number))
        first = first_citing_sentences(citing_in_order(laws, law.number), law.number)
        own = situations.load(laws, law=law.number)
        assert (missing_law(part, gloss, same, citations={law.number: first}, situations=own)
                == missing_law(whole, gloss, law, situations=said))
        if known_by_terms(law, law.unit):
            assert (show_json(part, same, same.unit, None, gloss, {}, editions=corpus_editions(laws / "corpus"))
                    == show_json(whole, law, law.unit, None, gloss, {}))


def test_the_first_citing_sentences_read_no_more_laws_than_they_need():
    """Law 5 cited by more sentences than a page shows: the laws read one at a time, in the order
    the page takes them, give the page's sentences, and the laws after the last one are not read."""
    from bridge_laws.model import Corpus, Law, Unit
    from bridge_laws.site.missing import MAX_CITING, citations_by_law, first_citing_sentences

    def law(edition, lang, number, sentences):
        text = " ".join(f"Игрок {i} поступает согласно правилу 5. Судья решает." for i in range(sentences))
        unit = Unit(ref=str(number), law=number, kind="law", marker=str(number), text=text, refs=("5", "7"))
        return Law(edition, lang, number, (), unit)

    laws = [law(1997, "en", 3, 2), law(1997, "ru", 2, 4), law(1997, "ru", 9, 5), law(2017, "ru", 1, 6),
            law(2017, "ru", 8, 3)]
    ordered = sorted(laws, key=lambda l: (l.edition, l.lang, l.number))
    read = []

    def lazily():
        for x in ordered:
            read.append(x.number)
            yield x

    first = first_citing_sentences(lazily(), 5)
    assert first == citations_by_law(Corpus(laws=tuple(laws)))[5] and len(first) == MAX_CITING
    assert read == [3, 2, 9, 1]  # 2 + 4 + 5 + 6 ≥ 12: law 8 of 2017 is never read
    assert first_citing_sentences(iter(ordered), 7) == []  # cited by refs, named in no sentence
