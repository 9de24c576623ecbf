"""The browser's search (static/search.js, query.js, rank.js) answers as `bridge-laws search` does,
run by Node so that the parity holds whether or not a browser is installed: the same answers in
the same order, for every query of the whole labelled set (every set of tests/eval, the quality
table, the parity cases). Node is required: CI installs it, and a machine without it fails here
instead of skipping.

The held-out sets are read and run but never shown: a held-out case that differs is named by its
number only, so that nobody tunes on it by reading a failure."""

from __future__ import annotations

from pathlib import Path

import pytest
from hypothesis import HealthCheck, given, settings
from hypothesis import strategies as st

from _search_index import PARITY, built_index, load_index
from quality import HALVES, SITUATIONS, load_cases
from bridge_laws.searchindex import engine as engine_mod
import helpers
from helpers import TESTS

SHOWN = 10  # the answers compared: what `bridge-laws search` prints by default

HARNESS = TESTS / "js" / "search_node.js"


def run_node(site: Path, queries) -> list:
    return helpers.run_node(HARNESS, site, queries, "the site's search")


def test_node_runs_the_site_search_on_the_real_index(site):
    [[count, suggestion, searched, refs, cards, _, _]] = run_node(site, [["штрафной картой", {}]])
    assert count > 0 and suggestion is None and searched is None and refs[0] == "1987-ru-50"


def labelled_set() -> list[tuple[str, dict, str]]:
    """(query, filters, where it comes from) for every query of the whole labelled set."""
    return ([(q, f, "parity") for q, f in PARITY] + [(q, {}, "quality") for q, _, _ in SITUATIONS]
            + [(c.q, {}, half) for half in HALVES for c in load_cases(half)])


def test_site_search_answers_as_bridge_laws_search_does(site):
    """The same units in the same order (the first ``SHOWN``), the same count, the same reading,
    the same term cards, a long query cut at the same word, the same contracts to score."""
    engine = engine_mod.engine(built_index())
    cases = labelled_set()
    js = run_node(site, [[q, f] for q, f, _ in cases])
    differ, compared = [], 0
    for i, ((query, filters, source), (count, suggestion, searched, refs, cards, left_out, scores)) in enumerate(zip(cases, js)):
        result = engine.search(query, limit=SHOWN, lang=filters.get("lang"),
                               edition=int(filters["edition"]) if "edition" in filters else None)
        if result.jump:  # a reference: the page jumps (tests of nearest refs and tables below)
            continue
        compared += 1
        python = [result.total, result.suggestion, result.searched,
                  [f"ruling-{h.ruling}" if h.kind == "ruling" else f"{h.edition}-{h.lang}-{h.ref}" for h in result.hits],
                  [[c["kind"], c["term"], [f"{law['edition']}-{law['ref']}" for law in c["laws"]]] for c in result.cards],
                  result.left_out, [list(r.score) for r in result.readings if r.score]]
        page = [count, suggestion, searched, refs[:SHOWN], cards, left_out, scores]
        if page != python:
            differ.append(f"held-out case {i}" if source.startswith("heldout") else (query, filters, python, page))
    assert compared > 400 and not differ, differ


def test_site_names_the_nearest_refs_as_bridge_laws_search_does(site):
    """A ref that does not exist: the same three nearest refs in the page as on the command line."""
    engine = engine_mod.engine(built_index())
    refs = ["75D9", "64B9", "93B4", "12C7", "45C9", "40A9", "1A1", "82E", "16A9", "3B", "90B9", "77A"]
    js = run_node(site, {"nearest": refs})
    python = [list(engine.search(ref).nearest) for ref in refs]
    assert js == python and all(python)


# Typed as refs that read as none (a red team: «93Z» found nothing and said nothing; "Law 0" and
# "Law 9999" found units for the word "law"), with what each must be answered by
TYPED_NO_REF = {"93Z": ["93", "93A", "93B"], "Law 16AZ": ["16A", "16A1", "16A2"], "l 64z": ["64", "64A", "64B"],
                "Law 0": [], "Law 9999": [], "правило 0": [], "007z": ["7", "7A", "7B"],
                "16АЗ": ["16A", "16A1", "16A2"], "0A": []}


def test_site_answers_a_ref_of_no_unit_as_bridge_laws_search_does(site):
    """The nearest units of the same law, in the Laws' order (or how the Laws are numbered), in
    the page as on the command line; and what only looks like such a ref stays words."""
    from bridge_laws.refs import typed_ref

    engine = engine_mod.engine(built_index())
    for query, nearest in TYPED_NO_REF.items():
        result = engine.search(query)
        assert (result.hits, list(result.nearest)) == ((), nearest), query
        assert result.notice.startswith("no ") and ("numbered 1–93" in result.notice) == (not nearest), result.notice
    asked = [typed_ref(q) for q in TYPED_NO_REF]
    assert run_node(site, {"nearest": asked}) == list(TYPED_NO_REF.values())
    page = run_node(site, {"answers": [[q, {}, 3] for q in TYPED_NO_REF]})  # the page jumps to the ref as typed, and says
    assert [[ref for _, ref, _ in answer] for answer in page] == [[ref] for ref in asked]
    for words in ["4th", "Laws 2017", "3NT", "4sx", "0", "3M", "1Mx", "10pm"]:  # an ordinal, an edition, bids, a score, a time: words
        result = engine.search(words)
        assert not result.nearest and not (result.notice or "").startswith("no "), (words, result.notice)


# Refs as directors type them (a director's trial, session 32): alone, as a list, among other words,
# and what only looks like one; with what each must be read as («по 47Е2б»: lettered by the Russian
# alphabet, as its «б» says, so 47F2(B), which the corpus lacks: the nearest unit above it)
TYPED_REFS = {"L27": ["27"], "L 64B2": ["64B2"], "пр. 64": ["64"], "статья 75": ["75"], "ст.4 сд.12 ренонс": [],
              "ст. 75Г": ["75D"], "is 12C1e or 12C1f weighted": ["12C1"],
              "article 12": ["12"], "45c4b": ["45C4(B)"], "75-D-2": ["75D2"], "Law 27B1b": ["27B1(B)"],
              "9.A.2.b": ["9A2(B)"], "see 47E2b": ["47E2(B)"], "по 47Е2б": ["47F"],
              "Laws 62, 64": ["62", "64"], "64 and 62": ["64", "62"], "правила 61 и 63": ["61", "63"],
              "правила 7Б и 7В": ["7B", "7C"], "revoke law 64 penalty": ["64"], "what does 64B2 say": ["64B2"],
              "по правилу 64B2 штраф": ["64B2"], "explain Laws 40 and 73 misinformation": ["40", "73"],
              "penalty card law 50d2": ["50D"], "обжалование по правилу 92А": ["92A"],
              "I opened 1C and partner bid 2H": [], "2c and 3d": [], "7б и 7ч": [], "lead 16 cards": [],
              "правилу 84 в случае отказа": ["84"], "claims are in Laws 69-71": ["69", "70", "71"],
              "revoke, law 64, 1 trick transferred": ["64"], "table 12A north claimed": [], "TD quoted 12.C.1 here": ["12C1"],
              "по правилу №64": ["64"], "used rule 11 on the opening lead": [], "согласно статье 45С4(б)": ["45C4(B)"]}


def test_site_reads_refs_as_directors_type_them_as_bridge_laws_search_does(site):
    """A ref typed alone, a list, a ref among other words (its unit first, or the nearest above it
    the corpus has), and bids that are no refs: the same units first in the page as on the command
    line, each read as meant."""
    engine = engine_mod.engine(built_index())
    queries = list(TYPED_REFS)
    js = run_node(site, {"answers": [[q, {}, 10] for q in queries]})
    for query, page in zip(queries, js):
        result = engine.search(query, limit=10)
        hits = result.hits
        if result.jump:  # the page lists a ref's first version, a range's or a list's units
            hits = [h for h in hits if h.match == "ref"]
            hits = hits if "-" in result.jump or "," in result.jump else hits[:1]
        python = [[f"{h.edition}-{h.lang}", h.ref if h.kind == "law" else None] for h in hits]
        assert python and [a[:2] for a in page] == python, query
        named = [h.ref for h in result.hits if h.match == "ref"]
        want = TYPED_REFS[query]
        assert named[:len(want) or None] == want and len(set(named)) == len(named), (query, named)


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
    assert linked >= 6  # one hit per unit: Law 77 once, not in each of its three versions


def test_site_quotes_the_situation_phrase_bridge_laws_search_quotes(site):
    """Each hit's "why" line quotes the same situation phrase (why.best_said) in the page as on
    the command line, for every query of the labelled set: the page reads the phrases from the
    numbers of their tokens and counts their words by them (search.js situationSaid)."""
    import re

    engine = engine_mod.engine(built_index())
    cases = [(q, f, source) for q, f, source in labelled_set()]
    js = run_node(site, {"whys": [[q, f] for q, f, _ in cases]})
    quote = lambda why, label: (re.search(re.escape(label) + r": «(.*?)»(?: ·|$)", why) or [None, None])[1]  # noqa: E731
    differ, compared = [], 0
    for i, ((query, filters, source), page) in enumerate(zip(cases, js)):
        result = engine.search(query, limit=5, lang=filters.get("lang"),
                               edition=int(filters["edition"]) if "edition" in filters else None)
        python = {(f"{h.edition}-{h.lang}", h.ref): quote(h.why, "situations (editorial)") for h in result.hits
                  if h.kind != "ruling"}
        for version, ref, why in filter(None, page):
            if (version, ref) not in python:
                continue
            said = quote(why, "search.why.situations")
            compared += said is not None
            if said != python[(version, ref)]:
                differ.append(f"held-out case {i}" if source.startswith("heldout") else (query, version, ref, said, python[(version, ref)]))
    assert compared > 500 and not differ, differ[:5]


def test_the_scripts_hold_no_copy_of_the_search_constants(site):
    """One home for each fact (issue 21): the site's scripts read the patterns, the look-alike
    letters, the keyboard layouts, the word lists and the ranking's numbers from the search spec
    the build exports (data/search-spec.js), never from a copy of their own."""
    import re

    from bridge_laws.searchindex import spec, store

    exported = spec.search_spec(store.query_tables())
    scripts = "".join(path.read_text(encoding="utf-8") for path in sorted((site / "static").glob("*.js")))
    copies = [p["source"] for group in (exported["patterns"], exported["refs"]) for p in group.values()
              if isinstance(p, dict) and len(p.get("source", "")) > 8]
    copies += [row for layout in exported["spelling"]["rows"] for row in layout] + exported["spelling"]["layout"]
    copies += ['"А": "A"', "иями", "shch", "qwertyuiop", "0.75", "1.2", "0.7,", "OTHER_LANG", "0.85",
               "1.033", '"1987-ru"', "([A-H])?", "level <= 9"]
    found = [c for c in copies if c in scripts]
    assert not found, found
    assert not re.search(r"\bK1\s*=\s*\d|\bBOOST\s*=\s*\[", scripts)
    assert (site / "data" / "search-spec.js").read_text(encoding="utf-8").startswith("window.BL_SPEC=")


# a key or value of a key part's table: any text but a tab, a line break or half a surrogate pair
_CELL = st.text(st.characters(blacklist_characters="\t\n", blacklist_categories=("Cs",)), max_size=6)


@settings(max_examples=8, deadline=None, suppress_health_check=[HealthCheck.function_scoped_fixture])
@given(st.lists(st.tuples(st.dictionaries(_CELL.filter(bool), _CELL, max_size=30), st.lists(_CELL.filter(bool), max_size=8)),
                min_size=1, max_size=12))
def test_a_key_part_table_gives_the_value_of_every_key_it_holds_and_of_no_other(site, cases):
    """The page looks a key up in a key part's table (``browser_index.lines``) by bisecting its
    text where it lies (search.js ``lineValue``): for any table, each key's value, and nothing for
    a key it does not hold — keys out of the Basic Multilingual Plane included, which JavaScript
    orders by their UTF-16 code units."""
    from bridge_laws.site.browser_index import lines

    calls = [[lines(table), key] for table, others in cases for key in [*table, *others]]
    expected = [table.get(key) for table, others in cases for key in [*table, *others]]
    assert run_node(site, {"lines": calls}) == expected


def test_site_search_of_ranges_and_glossary_groups_answers_as_one_range_does(site, ranged_site):
    """The page loads a term's parts from its range, or from its glossary group when a glossary
    name has it, and answers the whole labelled set as from the one range of the shipped index."""
    core = load_index(ranged_site)["core.js"]
    assert len(core["keys"]) > 10 and core["grouped"] and (ranged_site / "data/search/g/1.js").is_file()
    assert not (ranged_site / "data/search/units.js").exists() and (ranged_site / "data/search/d/1987-ru/1.js").is_file()
    queries = [[q, f] for q, f, _ in labelled_set()]
    ranged, whole = run_node(ranged_site, queries), run_node(site, queries)
    differ = [i for i, (a, b) in enumerate(zip(ranged, whole)) if a != b]
    assert len(ranged) > 400 and not differ, differ  # numbers only: the held-out sets are among them


def test_a_glossary_name_typed_in_any_form_loads_its_group_in_the_first_round(ranged_site):
    """A form of a term kept in a glossary group (not the term itself: «картой», «зоне») is in
    the core with its terms, so the query's first round of loading brings the postings of every
    group its entries need, and no range's parts: a second round, once the form's range had told
    its terms, cost a phone about 30 ms at full size."""
    core = load_index(ranged_site)["core.js"]
    in_core = dict(line.split("\t") for line in core["grouped_forms"].splitlines())
    group = dict(line.split("\t") for line in core["grouped"].splitlines())
    forms = [f for f in ("картой", "штрафную", "ренонсом", "взятки", "зоне") if f in in_core]
    assert len(forms) == 5 and not set(forms) & group.keys()
    keys = ("k/", "s/", "kg/", "sg/")
    for form in forms:  # a fresh page for each: parts stay loaded from one query to the next
        [rounds] = run_node(ranged_site, {"rounds": [[form, {}]]})
        reading = [r for r in rounds if any(name.startswith(keys) for name in r)]
        wanted = {f"kg/{group[t]}.js" for t in in_core[form].split(" ") if t in group}
        assert len(reading) == 1 and wanted and wanted <= set(reading[0]), (form, rounds)
        assert not [name for name in reading[0] if name.startswith("k/")], (form, rounds)  # nor its range


def test_two_situation_cards_of_one_topic_are_one_in_the_page_as_in_the_cli(site):
    """«медленная игра» named law 90 and its section 90B2 under one topic label in two cards."""
    engine = engine_mod.engine(built_index())
    [[_, _, _, _, cards, _, _]] = run_node(site, [["медленная игра", {}]])
    python = [[c["kind"], c["term"], [f"{law['edition']}-{law['ref']}" for law in c["laws"]]]
              for c in engine.search("медленная игра").cards]
    situation = [c for c in cards if c[0] == "situation"]
    assert cards == python and len(situation) == 1 and situation[0][2] == ["1987-90", "1987-90B2"]


@pytest.mark.timeout(180)
def test_hostile_links_cost_the_page_their_length_and_answer_as_the_cli(site):
    """A red team's links froze or crashed the search page: a run of suit signs past the query's
    bound (each sign a word once read, so never cut; then one word of 6 letters a sign, split
    every way), a run of spaces before a word (the table label's pattern split it every way) and a
    run of dots inside a word (the trim's pattern tried it from every place). Each now costs its
    length, and the page answers as the command line does."""
    from bridge_laws.searchindex.queries import QueryError

    engine = engine_mod.engine(built_index())
    queries = [["4♠ doubled two down " + "♠" * 3000, {}], ["a" + "." * 100_000 + "b", {}], [" " * 100_000 + "x", {}],
               [" " * 100_000 + "x", {"kind": "ruling"}], ["♠♥ revoke", {}]]
    js = run_node(site, queries)
    for (query, filters), (count, suggestion, searched, refs, cards, left_out, scores) in zip(queries, js):
        if filters:
            continue
        result = engine.search(query, limit=SHOWN)
        assert [result.total, result.left_out] == [count, left_out], query[:30]
        assert [f"{h.edition}-{h.lang}-{h.ref}" for h in result.hits] == refs[:SHOWN], query[:30]
    assert js[0][5] == 0 and "spades hearts revoke" in (engine.search("♠♥ revoke").searched or "")
    with pytest.raises(QueryError):
        engine.search("♠" * 3000)
