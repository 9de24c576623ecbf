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
            "whoosh.lang.morph_en", "yaml", "bridge_laws.sources", "bridge_laws.yamlio", "hashlib"]


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
