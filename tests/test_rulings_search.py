"""Search finds rulings by their words (issue 20): a `kind` on every hit, `--kind law|ruling` in the
CLI, the Python API and /api/search, and the same answers in the offline site (Node runs its
search.js). Invented rulings only."""

from __future__ import annotations

import json
import re

import pytest
from click.testing import CliRunner

import ruling_samples as samples
from helpers import copy_built
from bridge_laws.cli import main
from bridge_laws.rulings import store
from bridge_laws.searchindex import engine as engine_mod
from bridge_laws.searchindex.store import build_index, index_dir, status
from bridge_laws.site.build import build_site
from test_search_node import run_node


def ruling_dicts() -> list[dict]:
    """Invented rulings in both languages, one per invented case."""
    out = []
    for lang in ("en", "ru"):
        for case in samples.cases(8, lang, deals_every=0):
            out.append(samples.ruling_dict(
                case.number, id=f"{lang}-{case.number}", lang=lang, question=case.title,
                facts=case.facts, ruling=case.ruling, reasoning="", appeal=None, adjusted=None, versus=None,
                date=f"2024-0{1 + case.number % 9}-1{case.number % 10}",
                laws=[{"ref": ref, "edition": 2017} for ref in case.refs]))
    return out


@pytest.fixture(scope="module")
def built(tmp_path_factory):
    laws = samples.laws_dir(tmp_path_factory.mktemp("rulings-search"))
    for d in ruling_dicts():
        store.write(laws / "rulings", store.from_dict(d))
    build_index(laws)
    site = laws.parent / "site"
    build_site(laws, site)
    return laws, site


def engine(laws):
    return engine_mod.engine(index_dir(laws))


QUERIES = [("paused", {}), ("paused", {"kind": "ruling"}), ("paused", {"kind": "law"}), ("director", {}),
           ("директор применил", {}), ("сдачу отменили", {"kind": "ruling"}), ("hesitates", {}),
           ("neighbouring table", {}), ("поздняя заявка", {"kind": "ruling"}), ("remark", {"lang": "en"}),
           ("Torgovlya", {}), ("торговли", {"kind": "law"})]


def _python(eng, query, filters):
    result = eng.search(query, limit=100, **filters)
    return [[f"{h.edition}-{h.lang}", h.ref if h.kind == "law" else f"ruling:{h.ruling}", h.table]
            for h in result.hits if not h.in_footnote]


def test_a_ruling_is_found_by_its_words_and_says_its_kind(built):
    laws, _ = built
    found = engine(laws).search("paused", limit=20)
    rulings = [h for h in found.hits if h.kind == "ruling"]
    assert rulings and all(h.ruling and h.title and "[paused]" in h.marked() or "paused" in h.snippet for h in rulings)
    assert {h.kind for h in found.hits} <= {"law", "ruling"}
    assert all(h.ruling is None for h in found.hits if h.kind == "law")


def test_kind_keeps_one_or_the_other(built):
    laws, _ = built
    eng = engine(laws)
    assert {h.kind for h in eng.search("director", limit=50, kind="ruling").hits} == {"ruling"}
    assert {h.kind for h in eng.search("director", limit=50, kind="law").hits} <= {"law"}
    with pytest.raises(engine_mod.QueryError, match="unknown kind"):
        eng.search("director", kind="case")


def test_a_law_outranks_a_ruling_of_the_same_words(built):
    """Without --kind a ruling weighs half: the unit whose words they are comes first."""
    laws, _ = built
    hits = engine(laws).search("hesitates", limit=10).hits
    assert hits[0].kind == "law" and hits[0].ref == "16A1(A)"


def test_a_jump_to_a_unit_lists_the_rulings_that_apply_it(built):
    laws, _ = built
    hits = engine(laws).search("16B", limit=20, lang="en").hits
    assert hits[0].match == "ref" and hits[0].ref == "16B"
    applying = [h.ruling for h in hits if h.kind == "ruling"]
    expected = sorted(d["id"] for d in ruling_dicts() if d["lang"] == "en" and any(x["ref"] == "16B" for x in d["laws"]))
    assert sorted(applying) == expected and all(h.match == "cites" for h in hits if h.kind == "ruling")


def _applies(asked: str, cited: str) -> bool:
    """Whether a ruling citing ``cited`` is on ``asked``: the same unit or one inside it (the
    parts of ``asked`` begin the parts of ``cited``)."""
    from bridge_laws.refs import split

    a, c = [p for p in split(asked) if p is not None], [p for p in split(cited) if p is not None]
    return c[:len(a)] == a


# A unit, an item, a law, a range of laws; each with the rulings of one language or both
REF_ASKS = [("16A1", {}), ("16A1(A)", {"lang": "en"}), ("16", {"lang": "ru"}), ("17A", {}), ("Laws 16-17", {"lang": "en"}),
            ("Law 17", {"edition": "2017"}), ("16B", {"lang": "en"}),
            # rulings alone asked for: a range with no law word, and one wider than a query's range of laws
            ("16-17", {}), ("правила 1–40", {"lang": "ru"})]


def newest_first(ids) -> list[str]:
    """The invented rulings ``ids`` as a law's page lists them."""
    dates = {d["id"]: d["date"] for d in ruling_dicts()}
    return sorted(ids, key=lambda i: (dates[i], i), reverse=True)


def _expected(asked: list[str], filters: dict) -> tuple[set, set]:
    """The ids of the invented rulings naming one of ``asked`` itself, and of those naming only a part of one."""
    keep = [d for d in ruling_dicts() if filters.get("lang") in (None, d["lang"])]
    exact = {d["id"] for d in keep if any(x["ref"] in asked for x in d["laws"])}
    parts = {d["id"] for d in keep if any(_applies(a, x["ref"]) for a in asked for x in d["laws"])} - exact
    return exact, parts


@pytest.mark.parametrize("query,filters", REF_ASKS)
def test_a_ref_with_kind_ruling_lists_the_rulings_on_it(built, query, filters):
    """`search 16A1 --kind ruling`: the rulings applying 16A1 or a part of it (those naming it
    first), not the law's unit; a law's number or a range of laws alike."""
    laws, _ = built
    found = engine(laws).search(query, limit=50, kind="ruling", **filters)
    ends = re.fullmatch(r"\D*(\d+)\s*[-–]\s*(\d+)", query)
    asked = [str(n) for n in range(int(ends[1]), int(ends[2]) + 1)] if ends else [query.removeprefix("Law ")]
    exact, parts = _expected(asked, filters)
    ids = [h.ruling for h in found.hits]
    assert exact | parts and all(h.kind == "ruling" for h in found.hits)
    assert ids == newest_first(exact) + newest_first(parts)  # each group newest first, as a law's page lists them
    assert found.jump and found.total == len(ids) and not found.notice
    assert all(any(_applies(a, h.ref) for a in asked) for h in found.hits)  # the unit it names that was asked for


def test_a_ref_no_ruling_applies_says_so(built):
    laws, _ = built
    eng = engine(laws)
    found = eng.search("16C", kind="ruling")
    assert not found.hits and found.notice == "no ruling applies 16C"
    assert "nearest" in eng.search("16D9", kind="ruling").notice  # no such unit: as without the filter
    assert eng.search("16A1", kind="law").hits[0].ref == "16A1"  # only units: the unit, as before
    assert eng.search("77-t6", kind="ruling").notice == "no ruling applies 77"  # a table of the unit: its rulings
    assert eng.search("16A1", kind="ruling", edition="1997").notice.startswith("no ruling is kept for 1997")  # none at all
    found = eng.search("77-t99", kind="ruling")  # a table no version of the unit has
    assert not found.hits and found.notice == "no table 77-t99"


def test_a_ref_typed_in_the_other_layout_lists_the_rulings_on_it(built):
    laws, site = built
    found = engine(laws).search("16И", kind="ruling", lang="en")  # "16B" typed on the Russian keys
    assert found.layout == "16B" and found.jump == "16B" and found.hits
    # a ref typed in Latin letters is one as typed: «16D» is not «16В» (16B) on the Russian keys
    assert "nearest" in engine(laws).search("16D", kind="ruling", lang="en").notice
    exact, parts = _expected(["16B"], {"lang": "en"})
    assert [h.ruling for h in found.hits] == newest_first(exact) + newest_first(parts)
    page = run_node(site, {"answers": [["16И", {"kind": "ruling", "lang": "en"}, 10]]})[0]
    assert [[h.ref, h.law] for h in found.hits] == [[ref, law] for _, ref, law in page]


def test_the_offline_site_lists_the_rulings_on_a_ref(built):
    laws, site = built
    eng = engine(laws)
    asks = REF_ASKS + [("16C", {}), ("77-t6", {}), ("77-t99", {})]  # no ruling applies; a table; no such table
    page = run_node(site, [[q, {**f, "kind": "ruling"}] for q, f in asks])
    for (query, filters), answer in zip(asks, page):
        python = [f"ruling-{h.ruling}" if h.kind == "ruling" else f"{h.edition}-{h.lang}-{h.ref}"
                  for h in eng.search(query, limit=10, kind="ruling", **filters).hits]
        assert answer[3] == python, (query, filters)
    shown = run_node(site, {"answers": [[q, {**f, "kind": "ruling"}, 10] for q, f in asks]})
    for (query, filters), answer in zip(asks, shown):  # the unit each names that was asked for
        assert [[h.ref, h.law] for h in eng.search(query, limit=10, kind="ruling", **filters).hits] == [a[1:] for a in answer]


def test_the_cli_the_api_and_the_server_take_kind(built):
    import bridge_laws

    laws, _ = built
    out = CliRunner().invoke(main, ["--laws", str(laws), "search", "paused", "--kind", "ruling", "--json"])
    data = json.loads(out.output)
    assert data["hits"] and all(h["kind"] == "ruling" and h["ruling"] for h in data["hits"])
    text = CliRunner().invoke(main, ["--laws", str(laws), "search", "paused", "--kind", "ruling"]).output
    assert text.startswith("ruling en-")
    api = bridge_laws.search("paused", laws_dir=laws, kind="ruling")
    assert [h["ruling"] for h in api["hits"]] == [h["ruling"] for h in data["hits"]]

    from bridge_laws.site.server import api_search

    class Server:
        def engine(self):
            return engine(laws)

    status_code, body = api_search(Server(), {"q": ["paused"], "kind": ["ruling"]})
    assert status_code == 200 and [h["ruling"] for h in body["hits"]] == [h["ruling"] for h in data["hits"]]
    assert api_search(Server(), {"q": ["paused"], "kind": ["case"]})[0] == 400


def test_the_index_is_stale_when_a_ruling_changes(built, tmp_path):
    import time

    laws = tmp_path / "laws"
    copy_built(built[0], laws)
    build_index(laws)
    time.sleep(0.01)
    store.write(laws / "rulings", store.from_dict(samples.ruling_dict(99, id="late-one")))
    assert status(laws) == "stale"


def test_a_ruling_file_spoiled_by_hand_leaves_the_laws_searchable(built, tmp_path):
    # the index built before answers, and the director is told which file and line stop its rebuild
    laws = tmp_path / "laws"
    copy_built(built[0], laws)
    build_index(laws)
    spoiled = laws / "rulings" / "en-1.yaml"
    spoiled.write_text(spoiled.read_text(encoding="utf-8") + "board: 9\nboard: 10\n", encoding="utf-8")
    runner = CliRunner()
    result = runner.invoke(main, ["--laws", str(laws), "search", "paused", "--json"])
    assert result.exit_code == 0, result.output
    assert json.loads(result.stdout)["hits"]
    assert f"{spoiled}:" in result.stderr and "not rebuilt: answering from the index built before" in result.stderr
    assert status(laws) == "stale"  # tried again by the next search, once the file is mended
    spoiled.write_text(spoiled.read_text(encoding="utf-8").replace("board: 9\nboard: 10\n", ""), encoding="utf-8")
    assert runner.invoke(main, ["--laws", str(laws), "search", "paused"]).exit_code == 0 and status(laws) == "fresh"
    # with no index at all there is none to answer from: the file and line are the error
    spoiled.write_text(spoiled.read_text(encoding="utf-8") + "board: 9\nboard: 10\n", encoding="utf-8")
    import shutil

    shutil.rmtree(index_dir(laws))
    result = runner.invoke(main, ["--laws", str(laws), "search", "paused"])
    assert result.exit_code != 0 and f"{spoiled}:" in result.output and "Traceback" not in result.output


def test_the_offline_site_finds_what_bridge_laws_search_finds(built):
    laws, site = built
    eng = engine(laws)
    page = run_node(site, {"tables": [[q, f] for q, f in QUERIES]})
    for (query, filters), answer in zip(QUERIES, page):
        python = _python(eng, query, filters)
        assert answer[:10] == python[:10], (query, filters)
        assert len(answer) == len(python), (query, filters)
    counts = run_node(site, [[q, f] for q, f in QUERIES])
    assert all(row[0] for row in counts[:2])


@pytest.mark.browser
def test_the_search_page_links_a_ruling_to_its_page(built, b):
    from _browser import file_url

    _, site = built
    b.get(file_url(site, "search.html?q=paused&kind=ruling"))
    links = b.find_elements("css selector", "#results li.ruling-hit a")
    assert links and all("/rulings/" in a.get_attribute("href") for a in links)
    # a title with a word marked is one piece of its link: the link is a flex box, where each mark
    # and each run of words between stood on a line of its own (a director's day, phone viewport)
    b.get(file_url(site, "search.html?q=slow%20pass%20in%20the%20pairs&kind=ruling"))
    marked = b.find_elements("css selector", "#results li.ruling-hit > a > span > mark")
    assert marked and not b.find_elements("css selector", "#results li > a > mark")
    # … and its edition and language as every hit names them, not "1987-en"
    labels = [v.text for v in b.find_elements("css selector", "#results li.ruling-hit > .pv")]
    assert labels and not any(re.search(r"\d{4}-(?:en|ru)", x) for x in labels), labels
    b.get(file_url(site, "search.html?q=paused&kind=ruling"))
    links = b.find_elements("css selector", "#results li.ruling-hit a")
    assert b.find_element("id", "skind").get_attribute("value") == "ruling"
    links[0].click()
    assert "/rulings/" in b.current_url and b.find_element("css selector", "article.ruling h1").text


@pytest.mark.browser
def test_the_search_page_lists_the_rulings_on_a_ref(built, b):
    from _browser import file_url

    laws, site = built
    b.get(file_url(site, "search.html?q=16A1&kind=ruling&lang=en"))
    shown = [a.get_attribute("href").rsplit("/", 1)[-1] for a in b.find_elements("css selector", "#results li.ruling-hit > a")]
    python = [h.ruling for h in engine(laws).search("16A1", kind="ruling", lang="en").hits]
    assert shown and len(shown) == len(python) and all(href.startswith(r + ".") for r, href in zip(python, shown))
    assert "16A1" in b.find_element("id", "search-status").text and not b.find_elements("css selector", "#results li.jumphit")
    b.get(file_url(site, "search.html?q=16C&kind=ruling"))
    assert not b.find_elements("css selector", "#results li") and "16C" in b.find_element("id", "search-status").text
    b.get(file_url(site, "search.html?q=77-t99&kind=ruling"))
    assert not b.find_elements("css selector", "#results li") and "77-t99" in b.find_element("id", "search-status").text


def test_a_laws_filter_keeps_a_ruling_by_any_law_it_applies(built):
    """`--law 17`: a ruling on 16A1(B) and 17A is kept (its first law is 16), as one on 17A alone."""
    laws, _ = built
    eng = engine(laws)
    on_17 = {d["id"] for d in ruling_dicts() if d["lang"] == "en" and any(x["ref"].startswith("17") for x in d["laws"])}
    first_16 = {d["id"] for d in ruling_dicts() if d["laws"][0]["ref"].startswith("16")} & on_17
    assert first_16  # the invented cases hold such a ruling
    found = {h.ruling for h in eng.search("director", limit=100, kind="ruling", lang="en", laws=(17, 17)).hits}
    assert first_16 <= found <= on_17
    assert all(h.law == 17 for h in eng.search("director", limit=100, kind="law", laws=(17, 17)).hits)


def test_a_ruling_hit_names_every_law_it_applies(built):
    """It showed its first law alone: a ruling on 16A1(B) and 17A said [16A1(B)]."""
    laws, _ = built
    applied = {d["id"]: [x["ref"] for x in d["laws"]] for d in ruling_dicts()}
    hits = [h for h in engine(laws).search("director", limit=100, kind="ruling").hits]
    assert any(len(applied[h.ruling]) > 1 for h in hits)
    assert all(list(h.applies) == applied[h.ruling] for h in hits)
    out = CliRunner().invoke(main, ["--laws", str(laws), "search", "director", "--kind", "ruling", "--limit", "100"]).output
    many = next(h for h in hits if len(applied[h.ruling]) > 1)
    assert f"ruling {many.ruling}  " in out and "[" + ", ".join(applied[many.ruling]) + "]" in out


def test_a_ruling_holding_every_word_of_a_query_of_three_weighs_as_a_law(built, monkeypatch):
    """A director who types a case's own words is looking for that ruling: it is not halved
    (evidence.RULING_WHOLE); with fewer words, or one it lacks, it is; the page the same."""
    from bridge_laws.searchindex import evidence

    laws, site = built

    def ruling_score(query):  # an engine of its own: an open one keeps its rankings
        hits = engine_mod.Engine(index_dir(laws)).search(query, limit=100).hits
        return next(h.score for h in hits if h.ruling == "en-2")

    whole = "next table spoke loudly"
    queries = (whole, "next table", "next table spoke softly")
    scores = [ruling_score(q) for q in queries]
    monkeypatch.setattr(evidence, "RULING_WHOLE", 99)  # every ruling halved
    halved = [ruling_score(q) for q in queries]
    assert scores[0] == pytest.approx(2 * halved[0], abs=0.002) and scores[1:] == halved[1:]
    monkeypatch.undo()
    js = run_node(site, [[q, {}] for q in queries])
    assert [page[3][:10] for page in js] == [
        [f"ruling-{h.ruling}" if h.kind == "ruling" else f"{h.edition}-{h.lang}-{h.ref}" for h in engine(laws).search(q, limit=10).hits]
        for q in queries]
