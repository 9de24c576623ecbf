"""The director's quality table (tests/quality.py) in `bridge-laws search`: the governing law in
the first three answers for at least 90% of the situations, and for every reference typed any
usual way. (The browser's ranks: tests/test_browser.py; the table: scripts/bench_quality.py.)"""

from __future__ import annotations

import pytest

from quality import SITUATIONS, TARGET_RANK, TARGET_SHARE, cli_ranks, share


@pytest.fixture(scope="module")
def ranks():
    from _search_index import built_index
    from bridge_laws.searchindex import engine as engine_mod

    return cli_ranks(engine_mod.engine(built_index()))


def test_table_is_balanced():
    assert len(SITUATIONS) >= 40
    assert sum(1 for _, _, no_text in SITUATIONS if no_text) >= len(SITUATIONS) / 2
    assert any(any("а" <= c <= "я" for c in q) for q, _, _ in SITUATIONS)


def test_governing_law_in_the_first_three(ranks):
    missed = [(q, r) for (q, _, _), r in zip(SITUATIONS, ranks) if r is None or r > TARGET_RANK]
    assert share(ranks) >= TARGET_SHARE, missed


def test_laws_without_text_are_reached(ranks):
    no_text = [r for (_, _, nt), r in zip(SITUATIONS, ranks) if nt]
    assert share(no_text) >= TARGET_SHARE
