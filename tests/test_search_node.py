"""The browser's search (static/search.js) answers as `bridge-laws search` does, run by Node so
that the parity holds whether or not a browser is installed. Node is required: CI installs it,
and a machine without it fails here instead of skipping."""

from __future__ import annotations

import json
import shutil
import subprocess
from pathlib import Path

from _search_index import PARITY, built_index
from bridge_laws.searchindex import engine as engine_mod

HARNESS = Path(__file__).with_name("js") / "search_node.js"


def run_node(site: Path, queries) -> list:
    node = shutil.which("node")
    assert node, "Node.js is needed to run the site's search outside a browser (apt-get install nodejs)"
    done = subprocess.run([node, str(HARNESS), str(site)], input=json.dumps(queries), capture_output=True,
                          text=True, timeout=120)
    assert done.returncode == 0, done.stderr
    return json.loads(done.stdout)


def test_node_runs_the_site_search_on_the_real_index(site):
    [[count, suggestion, searched]] = run_node(site, [["штрафной картой", {}]])
    assert count > 0 and suggestion is None and searched is None


def test_site_search_in_node_finds_what_bridge_laws_search_finds(site):
    engine = engine_mod.engine(built_index())
    js = run_node(site, [[q, f] for q, f in PARITY])
    missed = []
    for (query, filters), answer in zip(PARITY, js):
        result = engine.search(query, limit=100, lang=filters.get("lang"),
                               edition=int(filters["edition"]) if "edition" in filters else None)
        python = [len(result.hits), result.suggestion, result.searched]
        if answer != python:
            missed.append((query, filters, python, answer))
    assert not missed, missed


def test_site_names_the_nearest_refs_as_bridge_laws_search_does(site):
    """A ref that does not exist: the same three nearest refs in the page as on the command line."""
    engine = engine_mod.engine(built_index())
    refs = ["75D9", "64B9", "93B4", "12C7", "45C9", "40A9", "1A1", "82E", "16A9", "3B", "90B9", "77A"]
    js = run_node(site, {"nearest": refs})
    python = [list(engine.search(ref).nearest) for ref in refs]
    assert js == python and all(python)


def test_site_links_a_hit_to_its_table_as_bridge_laws_search_does(site):
    """«малый шлем» opens Law 77 at its table of slam bonuses, in the page as on the command line."""
    engine = engine_mod.engine(built_index())
    queries = ["малый шлем", "недобранные взятки", "в зоне", "реконтрой", "undertricks", "vulnerable", "шкала IMP",
               "IMPs", "redoubled", "scoring table", "штрафной картой"]
    js = run_node(site, {"tables": [[q, {}] for q in queries]})
    linked = 0
    for query, answer in zip(queries, js):
        python = {(f"{h.edition}-{h.lang}", h.ref): h.table for h in engine.search(query, limit=100).hits
                  if not h.in_footnote}
        page = {(version, ref): table for version, ref, table in answer}
        for key in python.keys() & page.keys():
            assert page[key] == python[key], (query, key)
            linked += bool(python[key])
    assert linked >= 10
