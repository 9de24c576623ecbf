"""What the index writes so that the first query of a process reads less of Whoosh: the documents
of each language, edition and kind and those without text (``searchindex.doctable``), and the
stems of the corpus's English words (``analysis.stem_table``). Each must give what Whoosh and
the stemmer give, and a table that is not this index's is not used."""

from __future__ import annotations

import json
import shutil

import pytest

from _search_index import built_index
from bridge_laws.searchindex import doctable
from bridge_laws.searchindex.engine import Engine
from bridge_laws.searchindex.postings import DocsOf
from bridge_laws.text import analysis


@pytest.fixture(scope="module")
def eng():
    e = Engine(built_index())
    yield e
    e.close()


def test_the_documents_of_each_value_are_whooshs(eng):
    table = doctable.load(eng.where, (eng.where / "fingerprint").read_text().strip(), eng._searcher.doc_count_all())
    assert table is not None
    searcher = eng._searcher
    for field in doctable.FIELDS:
        values = {t.decode("utf-8") for t in searcher.reader().lexicon(field)}
        assert set(table[field]) == values
        for value in values:
            assert DocsOf(searcher, field, table[field]).get(value) == DocsOf(searcher, field).get(value), (field, value)


def test_language_and_text_of_each_document_are_the_stored_fields(eng):
    docs = range(eng._searcher.doc_count_all())
    stored = [(r["lang"], r["missing_text"]) for r in map(eng._searcher.stored_fields, docs)]
    assert eng._lang_and_text(docs) == stored
    assert any(missing for _, missing in stored) and not all(missing for _, missing in stored)


@pytest.mark.parametrize("damage", [
    lambda d: {**d, "fingerprint": "0" * 64},  # another index's
    lambda d: {**d, "count": d["count"] + 1},
    lambda d: {**d, "lang": {"ru": [[0, d["count"] + 5]]}},  # past the last document
    lambda d: {**d, "missing_text": [[3, 1]]},
    lambda d: {**d, "edition": {"2017": [["0", 1]]}},
    lambda d: [],
])
def test_a_table_that_is_not_this_indexs_is_not_used(tmp_path, damage):
    where = tmp_path / "index"
    shutil.copytree(built_index(), where, copy_function=shutil.copy2)
    data = json.loads((where / doctable.FILE).read_bytes())
    (where / doctable.FILE).write_text(json.dumps(damage(data)), encoding="utf-8")
    stamp = (where / "fingerprint").read_text().strip()
    assert doctable.load(where, stamp, data["count"]) is None


def test_runs_are_the_documents_in_order():
    assert doctable.runs([0, 1, 2, 5, 7, 8]) == [[0, 3], [5, 6], [7, 9]]
    assert doctable.expand(doctable.runs([0, 1, 2, 5, 7, 8])) == {0, 1, 2, 5, 7, 8}
    assert doctable.runs([]) == [] and doctable.expand([]) == frozenset()


def test_the_stem_table_is_the_stemmers(eng):
    meta = json.loads((eng.where / "meta.json").read_text(encoding="utf-8"))
    table = meta["stems"]
    assert sum(map(len, table.values())) > 500
    stem = analysis._stemmer()
    assert all(stem(w) == s for s, words in table.items() for w in words)
    assert "revoke" in table.get("revok", [])


def test_a_stem_table_of_the_wrong_shape_is_passed_over(monkeypatch):
    monkeypatch.setattr(analysis, "_STEMS", {})
    analysis.remember_stems([["revok", "revoke"]])
    analysis.remember_stems({"revok": "revoke", 5: ["x"], "": ["y"], "ok": [1, "okay"]})
    assert analysis._STEMS == {"okay": "ok"}
