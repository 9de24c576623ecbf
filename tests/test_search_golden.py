"""Every answer of the search over a fixed query set, compared as JSON with a committed golden
file (``tests/golden/search.json``), so that speed work cannot change an answer unnoticed.

A change that rightly changes the answers (ranking, the corpus, the glossary):
``python3 -m pytest tests/test_search_golden.py --update-golden``, then review the diff.
"""

from __future__ import annotations

import json
from pathlib import Path

from _search_index import built_index
from bridge_laws.searchindex import engine as engine_mod
from helpers import TESTS

GOLDEN = TESTS / "golden" / "search.json"


def search_queries(path: Path = TESTS / "golden" / "queries.txt") -> list[str]:
    """The shared query set: one a line, ``#`` comments."""
    lines = path.read_text(encoding="utf-8").splitlines()
    return [line for line in lines if line.strip() and not line.startswith("#")]


# (query, filters): words in any form, English and the glossary, phrases, references, misspellings,
# filters, and queries that find nothing.
QUERIES = [(q, {}) for q in [
    *search_queries(),  # the set scripts/bench_search.py times
    "Law 12C", "недобранная взятка",
    '"штрафная карта"', '«в зоне»', '"penalty card" dummy', "картошкой", "zzzz qqqq", "AND OR NOT",
    "взятки взятки взятки", "45С1 штрафной", "1-й", "12",
]] + [
    ("revoke", {"lang": "ru"}), ("revoke", {"lang": "en", "limit": 3}), ("штрафной картой", {"laws": (50, 60)}),
    ("IMPs", {"edition": 1987}), ("в зоне", {"lang": "en"}), ("75D2", {"limit": 2}),
    ("взятка", {"limit": 100}), ("vulnerable", {"edition": 1997, "lang": "en"}), ("партнер", {"laws": (90, 93)}),
]


def answers() -> list[dict]:
    eng = engine_mod.engine(built_index())
    return [{"query": q, "filters": {k: list(v) if isinstance(v, tuple) else v for k, v in f.items()},
             "result": eng.search(q, **f).to_json()} for q, f in QUERIES]


def test_answers_match_the_golden_file(request):
    got = answers()
    text = json.dumps(got, ensure_ascii=False, indent=1) + "\n"
    if request.config.getoption("--update-golden"):
        GOLDEN.write_text(text, encoding="utf-8")
    want = json.loads(GOLDEN.read_text(encoding="utf-8"))
    assert [a["query"] for a in want] == [a["query"] for a in got], "query set changed: --update-golden"
    for w, g in zip(want, got):
        assert g == w, f"answer to {w['query']!r} {w['filters']} changed (if intended: --update-golden)"
