"""What the speed work must not break: the index noticed stale from file stats, still correct
when the corpus changes; the modules a search never needs left unimported; the public API.
(The timings themselves are measured by scripts/bench, never tested.)"""

from __future__ import annotations

import os
import shutil
import subprocess
import sys
import time

import pytest

from _search_index import LAWS
from bridge_laws.searchindex import store

OLD = time.time() - 3600  # an hour ago: well outside the window where stats cannot vouch for a file


@pytest.fixture()
def laws_copy(tmp_path):
    laws = tmp_path / "laws"
    shutil.copytree(LAWS / "corpus", laws / "corpus")
    shutil.copy(LAWS / "glossary.yaml", laws / "glossary.yaml")
    age(laws)
    return laws


def age(laws, when=OLD):
    for path in store._inputs(laws):
        if path.exists():
            os.utime(path, (when, when))


def built(laws):
    store.ensure_index(laws)
    assert store.status(laws) == "fresh"
    return store.index_dir(laws)


def no_hashing(monkeypatch):
    def fail(_laws):
        raise AssertionError("hashed the corpus although nothing changed")

    monkeypatch.setattr(store, "fingerprint", fail)


def test_unchanged_corpus_is_fresh_without_hashing(laws_copy, monkeypatch):
    where = built(laws_copy)
    assert (where / "stats").exists()
    no_hashing(monkeypatch)
    assert store.status(laws_copy) == "fresh"


def a_yaml(laws):
    return next(p for p in store._inputs(laws) if p.name != "glossary.yaml" and p.parent.name != "corpus")


@pytest.mark.parametrize("change", ["append", "same size", "new file", "removed file", "glossary"])
def test_a_changed_corpus_is_stale(laws_copy, change):
    built(laws_copy)
    path = a_yaml(laws_copy)
    if change == "append":
        path.write_text(path.read_text(encoding="utf-8") + "\n# a comment\n", encoding="utf-8")
    elif change == "same size":  # same size and inode, rewritten in place a few seconds later
        data = path.read_bytes()
        path.write_bytes(data.replace(b"a", b"b", 1) if b"a" in data else data[:-1] + b"#")
        os.utime(path, (OLD + 5, OLD + 5))
    elif change == "new file":
        shutil.copy(path, path.with_name("999.yaml"))
    elif change == "removed file":
        path.unlink()
    else:
        glossary = laws_copy / "glossary.yaml"
        glossary.write_text(glossary.read_text(encoding="utf-8") + "- en: zzyzx\n  ru: [жжужж]\n", encoding="utf-8")
    assert store.status(laws_copy) == "stale"


def test_touched_but_unchanged_is_fresh_and_stats_are_renewed(laws_copy, monkeypatch):
    where = built(laws_copy)
    before = (where / "stats").read_text(encoding="utf-8")
    age(laws_copy, OLD + 60)  # every file touched, no byte changed
    assert store.status(laws_copy) == "fresh"  # hashed once: same fingerprint
    assert (where / "stats").read_text(encoding="utf-8") != before
    no_hashing(monkeypatch)
    assert store.status(laws_copy) == "fresh"


def test_files_written_just_now_are_hashed(laws_copy, monkeypatch):
    where = built(laws_copy)
    (where / "stats").unlink()
    age(laws_copy, time.time())  # too recent for their stats to vouch for them later
    assert store.status(laws_copy) == "fresh" and not (where / "stats").exists()


def test_stats_of_another_index_are_not_trusted(laws_copy):
    where = built(laws_copy)
    (where / "fingerprint").write_text("0" * 64 + "\n", encoding="ascii")  # another build's index
    assert store.status(laws_copy) == "stale"


# -- cold start ----------------------------------------------------------------------------------
UNNEEDED = ["urllib.request", "http.client", "email.parser", "asyncio", "cached_property",
            "whoosh.lang.morph_en", "yaml", "bridge_laws.readers.sources", "bridge_laws.corpus.yamlio", "hashlib"]


def test_a_search_imports_nothing_it_does_not_need(tmp_path):
    where, _ = store.build_index(LAWS, tmp_path / "index")
    code = ("import sys\nfrom pathlib import Path\nimport bridge_laws.cli\n"
            "from bridge_laws.searchindex.engine import engine\n"
            f"engine(Path({str(where)!r})).search('revoke штрафной картой 75D2', limit=3)\n"
            f"print(' '.join(m for m in {UNNEEDED!r} if m in sys.modules))")
    out = subprocess.run([sys.executable, "-c", code], capture_output=True, text=True, check=True,
                         env={**os.environ, "PYTHONPATH": os.pathsep.join(sys.path)})
    # hashlib: Whoosh's file tables import it; nothing of ours may need more than that
    assert out.stdout.split() in ([], ["hashlib"]), out.stdout


def test_whoosh_stand_ins_are_gone_after_loading():
    import bridge_laws.searchindex  # noqa: F401
    import cached_property
    from whoosh.lang import morph_en
    from whoosh.query import terms

    assert not isinstance(cached_property.cached_property, type(lambda: 0))  # the real package's class
    assert sorted(terms.variations("walking")) == sorted(morph_en.variations("walking")) != ["walking"]


# -- the Python API ------------------------------------------------------------------------------
import json  # noqa: E402

from click.testing import CliRunner  # noqa: E402

import bridge_laws  # noqa: E402
from bridge_laws import api  # noqa: E402
from bridge_laws.errors import BadValue, BridgeLawsError, UnknownRef  # noqa: E402


def cli_json(laws, *args):
    from bridge_laws.cli import main

    res = CliRunner().invoke(main, ["--laws", str(laws), *args, "--json"])
    assert res.exit_code == 0, res.output
    return json.loads(res.stdout)


@pytest.mark.parametrize("query,kwargs,options", [
    ("штрафной картой", {}, []),
    ("revoke", {"lang": "ru", "laws": "60-70", "limit": 3}, ["--lang", "ru", "--law", "60-70", "--limit", "3"]),
    ("vulnerable", {"edition": 1997, "lang": "en"}, ["--edition", "1997", "--lang", "en"]),
    ("75D2", {"laws": 75}, ["--law", "75"]),
    ("фальшренос", {}, []),
])
def test_search_is_the_json_of_the_cli(laws_copy, query, kwargs, options):
    assert bridge_laws.search(query, laws_dir=laws_copy, **kwargs) == cli_json(laws_copy, "search", query, *options)


@pytest.mark.parametrize("ref,kwargs,options", [
    ("75D2", {}, []),
    ("Law 79C", {"edition": 1997, "lang": "en"}, ["--edition", "1997", "--lang", "en"]),
    ("правило 45С1", {"edition": "1987"}, ["--edition", "1987"]),
])
def test_show_is_the_json_of_the_cli(laws_copy, ref, kwargs, options):
    assert bridge_laws.show(ref, laws_dir=laws_copy, **kwargs) == cli_json(laws_copy, "show", ref, *options)


def test_errors_are_the_cli_errors(laws_copy):
    with pytest.raises(UnknownRef):
        bridge_laws.show("99Z9", laws_dir=laws_copy)
    for bad in ("", "x" * 600):
        with pytest.raises(BridgeLawsError):
            bridge_laws.search(bad, laws_dir=laws_copy)
    with pytest.raises(BridgeLawsError):
        bridge_laws.search("revoke", laws_dir=laws_copy, laws="x")
    # arguments the command line would refuse: a clear error, no AttributeError or ValueError
    for call, kwargs in ((bridge_laws.show, {"ref": None}), (bridge_laws.show, {"ref": 16}),
                         (bridge_laws.show, {"ref": "16", "edition": "abc"}),
                         (bridge_laws.show, {"ref": "16", "edition": 2099}), (bridge_laws.show, {"ref": "16", "lang": "fr"}),
                         (bridge_laws.search, {"query": "revoke", "edition": 1850}),
                         (bridge_laws.search, {"query": 5}), (bridge_laws.search, {"query": "revoke", "lang": "de"})):
        with pytest.raises(BadValue):
            call(**kwargs, laws_dir=laws_copy)


def test_the_index_stays_open_and_a_change_is_noticed(laws_copy, monkeypatch):
    first = api._engine(laws_copy)
    assert api._engine(laws_copy) is first  # no reopening, no check within the second
    monkeypatch.setattr(api, "RECHECK_SECONDS", 0.0)
    assert api._engine(laws_copy) is first  # checked: unchanged
    assert bridge_laws.search("zzyzx", laws_dir=laws_copy)["hits"] == []
    path = laws_copy / "corpus" / "1987-ru" / "077.yaml"  # a law with text: a block after «text: |-»
    text = path.read_text(encoding="utf-8")
    at = text.index("text: |-\n") + len("text: |-\n")
    indent = text[at:len(text) - len(text[at:].lstrip(" "))]
    path.write_text(text[:at] + indent + "zzyzx\n" + text[at:], encoding="utf-8")
    hits = bridge_laws.search("zzyzx", laws_dir=laws_copy)["hits"]
    assert api._engine(laws_copy) is not first and [h["ref"] for h in hits] == ["77"]


def test_import_bridge_laws_stays_cheap():
    code = "import sys, bridge_laws; print(' '.join(m for m in ('click', 'whoosh', 'yaml', 'pymorphy3') if m in sys.modules))"
    out = subprocess.run([sys.executable, "-c", code], capture_output=True, text=True, check=True,
                         env={**os.environ, "PYTHONPATH": os.pathsep.join(sys.path)})
    assert out.stdout.split() == []


def test_a_law_file_read_again_is_reread_only_when_changed(tmp_path):
    from bridge_laws.corpus import yamlio

    shutil.copytree(LAWS / "corpus", tmp_path / "corpus")
    root = tmp_path / "corpus"
    path = root / "1987-ru" / "077.yaml"
    os.utime(path, (OLD, OLD))
    # utime set its ctime to now: a file changed within the settling time is never remembered, and
    # a fast machine reads the corpus within it (this test failed so on a new machine)
    time.sleep(yamlio._SETTLED_NS / 1e9 + 0.02)
    first = yamlio.load_corpus(root)
    law = next(l for l in first.laws if (l.edition, l.lang, l.number) == (1987, "ru", 77))
    assert next(l for l in yamlio.load_corpus(root).laws if l.number == 77 and l.lang == "ru") is law  # remembered
    text = path.read_text(encoding="utf-8")
    path.write_text(text.replace("ОЧКИ ЗА ВЗЯТКИ", "ОЧКИ ЗА ВЗЯТКИ И НЕ ТОЛЬКО", 1), encoding="utf-8")
    again = next(l for l in yamlio.load_corpus(root).laws if (l.edition, l.lang, l.number) == (1987, "ru", 77))
    assert again is not law and "И НЕ ТОЛЬКО" in again.unit.text
