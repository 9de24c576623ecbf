"""Search quality on the real corpus: Russian forms, ё, English stems, across languages,
reference jumps, misspellings; filters; bad queries; the index's freshness; the CLI."""

from __future__ import annotations

import json
import pickle
import shutil

import pytest
from click.testing import CliRunner
from hypothesis import given, settings, strategies as st

from _search_index import LAWS, built_index
from bridge_laws.searchindex import analyzer, engine as engine_mod, store
from bridge_laws.searchindex.queries import QueryError


@pytest.fixture(scope="module")
def engine():
    return engine_mod.engine(built_index())


def run(engine, query, **kw):
    kw.setdefault("limit", 10)
    if isinstance(kw.get("laws"), str):
        kw["laws"] = engine_mod.parse_law_range(kw["laws"])
    return engine.search(query, **kw)


def keys(result):
    return [f"{h.edition}-{h.lang}-{h.ref}" for h in result.hits]


# -- quality table: (query, filters, a unit that must be among the first `top`, top) --------------
QUALITY = [
    # the law that governs a term first, with or without text; then the units that use it
    ("штрафной картой", {}, "1987-ru-50", 3),
    ("штрафной картой", {}, "1987-ru-52A", 6),
    ("штрафная карта", {}, "1987-ru-52A", 6),
    ("разыгрывающим", {}, "1987-ru-45C2", 5),
    ("фальшренонсом", {}, "1987-ru-61", 5),
    ("фальшренонсом", {}, "1987-ru-62D1", 5),
    ("недобранных взяток", {}, "1987-ru-77", 3),
    ("undertricks", {"lang": "en"}, "1997-en-77", 1),
    ("matchpoint scoring", {"lang": "en"}, "1997-en-78A", 2),
    ("matchpoint scoring", {"lang": "en"}, "1997-en-78", 2),  # the law of the methods of scoring itself
    ("matchpoint scoring", {"lang": "en"}, "1997-en-78B", 3),
    ("vulnerable", {"lang": "en"}, "1997-en-77", 1),
    # across languages, through the glossary
    ("revoke", {}, "1987-ru-61", 5),
    ("penalty card", {}, "1987-ru-50", 3),
    ("penalty card", {}, "1987-ru-52A", 6),
    ("dummy", {}, "1987-ru-42", 3),  # dummy's rights
    ("claim", {}, "1987-ru-70", 10),
    ("unauthorized information", {}, "1987-ru-16", 1),
    ("unauthorized information", {}, "1987-ru-75D2", 5),
    ("appeal", {}, "1987-ru-92", 10),
    ("в зоне", {"lang": "en"}, "1997-en-77", 1),
    ("недобранная взятка", {"lang": "en"}, "1997-en-77", 1),
    ("IMPs", {"edition": 1987}, "1987-ru-78B", 1),
]


def answered(result) -> list[set]:
    """Each hit's key with its parallels' (a unit is answered once, by its best version)."""
    return [{f"{h.edition}-{h.lang}-{h.ref}"} | {f"{p['edition']}-{p['lang']}-{h.ref}" for p in h.parallel}
            for h in result.hits]


@pytest.mark.parametrize("query,filters,expected,top", QUALITY, ids=[f"{q}-{e}" for q, _, e, _ in QUALITY])
def test_quality(engine, query, filters, expected, top):
    assert any(expected in versions for versions in answered(run(engine, query, **filters))[:top])


@pytest.mark.parametrize("query,stems", [("штрафной картой", ("штрафн",)), ("разыгрывающим", ("разыгрывающ",)),
                                         ("revoke", ("фальшренонс", "ренонс", "revok")),
                                         ("penalty card", ("штрафн", "penalty card"))])
def test_every_hit_has_the_word(engine, query, stems):
    """Each hit shows the word where it has it: in its snippet or title, or in the line saying
    why it was chosen (the situation or glossary name that holds it), in either language."""
    hits = run(engine, query, lang="ru").hits
    assert hits
    for hit in hits:
        shown = (hit.snippet + " " + (hit.title or "") + " " + hit.why).lower()
        assert any(stem in shown for stem in stems), hit


def test_yo_is_e(engine):
    assert keys(run(engine, "партнер")) == keys(run(engine, "партнёр"))
    assert keys(run(engine, "партнер"))


def test_case_does_not_matter(engine):
    assert keys(run(engine, "ФАЛЬШРЕНОНС")) == keys(run(engine, "фальшренонс"))


def test_highlights_mark_the_matched_words(engine):
    hit = run(engine, "штрафной картой").hits[0]
    marked = [hit.snippet[s:e].lower() for s, e in hit.highlights]
    assert any("штрафн" in m for m in marked) and any("карт" in m for m in marked)
    assert "[" in hit.marked()


def test_phrase_highlight_is_one_run(engine):
    hit = next(h for h in run(engine, "vulnerable", lang="ru").hits if h.ref == "77")
    marked = [hit.snippet[s:e].lower() for s, e in hit.highlights]
    assert "в зоне" in marked
    assert "в" not in marked  # a lone «в» is not the term «в зоне»


@pytest.mark.parametrize("query,word", [("в масть", "масть"), ("недобранные взятки в зоне", "взятк"),
                                        ("контракт с контрой", "контр")])
def test_a_function_word_is_marked_only_in_a_phrase(engine, query, word):
    """«в», «во», «с» typed beside words that say something are not marked alone (they marked
    every «во» of a snippet); a glossary name typed is marked whole («в зоне»); a query of
    function words alone still marks them."""
    marked = [h.snippet[s:e].lower() for h in run(engine, query).hits[:5] for s, e in h.highlights]
    assert any(word in m for m in marked), marked
    assert not {"в", "во", "с", "со"} & set(marked), marked
    if "в зоне" in query:
        assert "в зоне" in marked
    alone = [h.snippet[s:e].lower() for h in run(engine, "в").hits[:3] for s, e in h.highlights]
    assert {"в", "во"} & set(alone)


def test_footnote_hits_say_so(engine):
    hit = run(engine, "презумпции").hits[0]
    assert (hit.ref, hit.in_footnote) == ("75D2", True)
    assert "презумпции" in hit.snippet


def test_parallel_units(engine):
    hit = next(h for h in run(engine, "undertricks", lang="en").hits if h.ref == "77")
    assert {(p["edition"], p["lang"]) for p in hit.parallel} == {(1997, "ru"), (1987, "ru")}


# -- reference jumps ------------------------------------------------------------------------------
JUMPS = [
    ("75D2", "1987-ru-75D2"),
    ("75 D 2", "1987-ru-75D2"),
    ("64 B 2", "1987-ru-64B2"),  # known only from the skeleton: still the first hit
    ("правило 45С1", "1987-ru-45C1"),  # Cyrillic С
    ("Law 79C", "1997-en-79C"),  # "Law": English first
    ("правило 79C", "1997-ru-79C"),
    ("Law 12C", "1987-ru-12C"),
]


@pytest.mark.parametrize("query,expected", JUMPS)
def test_reference_jumps(engine, query, expected):
    result = run(engine, query)
    assert keys(result)[0] == expected
    assert result.hits[0].match == "ref"
    assert result.jump == expected.split("-")[2]


def test_skeleton_jump_says_text_missing(engine):
    hit = run(engine, "64 B 2").hits[0]
    assert hit.missing_text and "отсутствует" in hit.snippet


def test_jump_then_citing_units(engine):
    result = run(engine, "Law 79C")
    assert [h.match for h in result.hits[:3]] == ["ref"] * 3
    cites = [h for h in result.hits if h.match == "cites"]
    assert cites and all(h.ref != "79C" for h in cites)


# -- misspellings, filters ------------------------------------------------------------------------
def test_misspelling_suggests_and_searches_the_suggestion(engine):
    result = run(engine, "фальшренос")
    assert result.suggestion == "фальшренонс"
    assert result.searched == "фальшренонс"
    assert result.hits


def test_known_words_get_no_suggestion(engine):
    assert run(engine, "фальшренонс").suggestion is None


def test_filters(engine):
    assert {h.law for h in run(engine, "revoke", laws="60-70", limit=50).hits} <= set(range(60, 71))
    assert {h.edition for h in run(engine, "взятка", edition=1997, limit=50).hits} == {1997}
    assert {h.lang for h in run(engine, "Law 79C", lang="ru").hits} == {"ru"}


@pytest.mark.parametrize("text,expected", [("60-70", (60, 70)), ("75", (75, 75)), (" 70 - 60 ", (60, 70)),
                                           ("", None), (None, None)])
def test_law_range(text, expected):
    assert engine_mod.parse_law_range(text) == expected


@pytest.mark.parametrize("text", ["abc", "1-2-3", "60..70", "-5"])
def test_bad_law_range(text):
    with pytest.raises(QueryError):
        engine_mod.parse_law_range(text)


# -- bad queries: a clean error or no hits, never anything else -----------------------------------
@pytest.mark.parametrize("query", ["AND", "*", "OR NOT", '"unbalanced', "«", "(((", "\x00\x07", "?", "   \t"])
def test_malformed_queries_are_empty_or_clean(engine, query):
    try:
        result = run(engine, query)
    except QueryError:
        return
    assert isinstance(result.hits, tuple)


@pytest.mark.parametrize("query", ["", "  ", "x" * 5000])
def test_queries_that_are_errors(engine, query):
    with pytest.raises(QueryError):
        run(engine, query)


# A situation told in full, as a complaint or a chat message is written (invented): more words
# than the cap, most of them function words, which are not counted
TOLD_IN_FULL = ("I would like it to be known that at the third table the man to my left took the card that "
                "he had played back into his hand once he saw that his partner had won the trick with it, "
                "and nobody called for the director at all")


def test_a_situation_told_in_full_is_searched_its_function_words_not_counted(engine):
    from bridge_laws.searchindex.queries import MAX_QUERY_WORDS, clean_query, content_words, parse_query

    parts = parse_query(clean_query(TOLD_IN_FULL))
    assert sum(len(p.words) for p in parts) > MAX_QUERY_WORDS >= content_words(parts)
    told = run(engine, TOLD_IN_FULL)
    assert told.hits and told.left_out == 0 and told.notice is None


# A message pasted whole (invented): more words that count than the cap; the law it is about is told
# in its first sentence, the courtesies after it
PASTED = ("Hello, at our club last night the player on my left revoked on the fourth trick and the revoke was "
          "established when his side led to the next trick, we called the director straight away. "
          + " ".join(["Thanks again for running such a friendly and well organised evening of duplicate"] * 4))


def test_a_message_pasted_whole_is_searched_up_to_the_cap_and_says_where_it_was_cut(engine):
    from bridge_laws.searchindex.queries import MAX_QUERY_WORDS, clean_query, content_words, first_words, parse_query

    kept, cut = first_words(clean_query(PASTED))
    assert content_words(parse_query(kept)) == MAX_QUERY_WORDS and PASTED.startswith(kept)
    result = run(engine, PASTED)
    assert result.left_out == cut.left_out > 0
    assert result.notice.startswith(f"a long query: searched up to «{cut.tail}»") and kept.endswith(cut.tail)
    assert {"63", "64"} & {h.ref[:2] for h in result.hits[:3]}  # the revoke established, told before the cut
    assert result.to_json()["left_out"] == cut.left_out
    many = " ".join(["penalty card"] * MAX_QUERY_WORDS)  # only words that count: cut too
    assert run(engine, many).left_out == MAX_QUERY_WORDS
    with pytest.raises(QueryError, match="query too long"):  # one word longer than the search takes
        run(engine, "x" * 600)


@settings(max_examples=200, deadline=None)
@given(st.lists(st.sampled_from(["the", "что", "card", "карта", "12", "«", "»", '"', "AND", "a-b", "ё", "  ",
                                 "x" * 40, "revoke,", "ренонс."]), max_size=120))
def test_a_query_cut_keeps_its_first_words_within_both_caps(words):
    """For any text: what is searched is its beginning, cut between words, within both caps; the
    words left out are the rest; a text within the caps is searched whole."""
    from bridge_laws.searchindex.queries import (MAX_QUERY_CHARS, MAX_QUERY_WORDS, clean_query, content_words,
                                                 first_words, parse_query)
    from bridge_laws.text.analysis import tokens

    text = clean_query(" ".join(words))
    kept, cut = first_words(text)
    assert text.startswith(kept) and len(kept) <= MAX_QUERY_CHARS
    assert content_words(parse_query(kept)) <= MAX_QUERY_WORDS
    assert len(tokens(kept)) + (cut.left_out if cut else 0) == len(tokens(text))
    if cut is None:
        assert kept == text
    else:
        assert kept.endswith(cut.tail) and len(tokens(cut.tail)) <= 4


@pytest.mark.parametrize("query", ["the player must call the director when", "no text in the sources", "в зоне",
                                   "penalty card index terms", "текста нет в источниках штрафная карта"])
def test_a_profile_line_marks_the_units_own_words_never_its_labels(engine, query):
    """A hit without text shows its profile line ("Law 12 · no text in the sources · p. 45 · index:
    «…» · terms: …"): the query's words are marked in its index entries, its terms and the
    sentence citing it, never in the line's own labels, whatever the query keeps as terms."""
    from bridge_laws.searchindex.results import profile_line

    profiles = [h for h in run(engine, query, limit=20).hits if h.missing_text]
    assert profiles
    for h in profiles:
        line, own = profile_line({"ref": h.ref, "page": h.page, "texted": h.texted, "topic": h.topic,
                                  "cited_by": h.cited_by, "index": h.index, "glossary": h.glossary})
        assert h.snippet.startswith(line)
        assert all(any(a <= s and e <= b for a, b in own) or s >= len(line) for s, e in h.highlights), h.snippet


@settings(max_examples=150, deadline=None)
@given(st.text(max_size=120))
def test_any_text_is_searchable_or_a_query_error(engine, text):
    try:
        result = engine.search(text, limit=5)
    except QueryError:
        return
    json.dumps(result.to_json(), ensure_ascii=False)


# -- the index on disk ----------------------------------------------------------------------------
def test_schema_pickles():
    schema = analyzer.schema()
    again = pickle.loads(pickle.dumps(schema))
    text = "Штрафной картой, партнёр; undertricks"
    assert [t.text for t in again["text"].analyzer(text)] == [t.text for t in schema["text"].analyzer(text)]


def test_analyzer_stacks_lemmas_at_one_position():
    toks = [(t.text, t.pos) for t in analyzer.analyzer()("взяток нет", positions=True)]
    assert ("взятка", 0) in toks and ("нет", 1) in toks


def _same_segment(files: dict[str, bytes]) -> dict[str, bytes]:
    """An index's files with its segment's random name (in file names and in the table of
    contents) made one, so that two writes of the same documents compare byte for byte."""
    import re

    names = {m for name in files for m in re.findall(r"MAIN_([a-z0-9]{16})", name)}
    assert len(names) == 1
    (seg,) = names
    return {name.replace(seg, "SEGMENT"): data.replace(seg.encode(), b"SEGMENT") for name, data in files.items()}


def test_the_quick_text_fields_write_the_index_whoosh_writes(monkeypatch, tmp_path):
    """``store.quick_text_fields`` indexes each text field in one pass of our own: the index is
    Whoosh's own byte for byte (every unit, ruling and profile of the real corpus, with the
    rulings of a test's own), and the schema pickled with it is Whoosh's."""
    import contextlib

    from bridge_laws.corpus import glossary, situations
    from bridge_laws.corpus.yamlio import load_corpus

    corpus = load_corpus(LAWS / "corpus")
    docs = store.documents(corpus, glossary.load(LAWS), situations.load(LAWS))
    # texts of the shapes the fields can hold: nothing, no word, one word said twice, a word of two lemmas
    docs += [store.Doc(1997, "ru", "", 0, "ruling", t, t, t, terms=t) for t in
             ("", " — ", "пас пас ПАС", "стали стали", "12th 12-й 1NT don't", "ёж Ёлка " * 40)]
    quick = store._whoosh_files(docs, tmp_path / "spill")
    monkeypatch.setattr(store, "quick_text_fields", lambda fields: contextlib.nullcontext())
    assert _same_segment(quick) == _same_segment(store._whoosh_files(docs, tmp_path / "spill"))
    assert not (tmp_path / "spill").exists()  # what Whoosh wrote aside is gone


def test_the_quick_text_fields_leave_the_schema_as_it_was():
    schema = analyzer.schema()
    before = pickle.dumps(schema)
    with store.quick_text_fields(schema):
        assert "index" in vars(schema["text"])  # the field answers index() its own way meanwhile
        assert list(schema["text"].index("пас пас")) == list(type(schema["text"]).index(schema["text"], "пас пас"))
    assert pickle.dumps(schema) == before


@pytest.fixture()
def laws_copy(tmp_path):
    laws = tmp_path / "laws"
    shutil.copytree(LAWS / "corpus", laws / "corpus")
    shutil.copy(LAWS / "glossary.yaml", laws / "glossary.yaml")
    return laws


def test_index_is_rebuilt_when_the_yaml_changes(laws_copy):
    assert store.status(laws_copy) == "missing"
    told = []
    where = store.ensure_index(laws_copy, notify=told.append)
    assert where == laws_copy.parent / "build" / "index" and told and store.status(laws_copy) == "fresh"
    assert store.ensure_index(laws_copy, notify=told.append) == where and len(told) == 1
    glossary = laws_copy / "glossary.yaml"
    glossary.write_text(glossary.read_text(encoding="utf-8") + "- en: zzyzx\n  ru: [жжужж]\n", encoding="utf-8")
    assert store.status(laws_copy) == "stale"
    store.ensure_index(laws_copy, notify=told.append)
    assert len(told) == 2 and store.status(laws_copy) == "fresh"
    assert not [p for p in where.parent.iterdir() if p.name.startswith(".")]  # no temporary dirs left


def test_build_stage_reports(laws_copy):
    line = store.build_stage(laws_copy, laws_copy.parent / "site")
    assert line.startswith("index: ") and "units" in line
    assert "up to date" in store.build_stage(laws_copy, laws_copy.parent / "site")


# -- the CLI --------------------------------------------------------------------------------------
def cli(laws, *args):
    from bridge_laws.cli import main

    return CliRunner().invoke(main, ["--laws", str(laws), *args])


def test_cli_search_json(laws_copy):
    res = cli(laws_copy, "search", "revoke", "--lang", "ru", "--limit", "3", "--json")
    assert res.exit_code == 0, res.output
    data = json.loads(res.stdout)
    assert data["query"] == "revoke" and len(data["hits"]) == 3
    assert set(data["hits"][0]) >= {"ref", "edition", "lang", "title", "snippet", "score", "parallel", "in_footnote"}
    assert "building" in res.stderr  # first use builds the index and says so


def test_cli_search_text_and_errors(laws_copy):
    res = cli(laws_copy, "search", "штрафной", "картой", "--limit", "2")
    assert res.exit_code == 0 and "52 " in res.stdout and "[штрафной картой]" in res.stdout
    bad = cli(laws_copy, "search", "x" * 600)
    assert bad.exit_code == 2 and bad.stderr.startswith("Error: query too long")
    long = cli(laws_copy, "search", *PASTED.split(), "--limit", "3")
    assert long.exit_code == 0 and "a long query: searched up to «" in long.stderr and "63" in long.stdout
    assert cli(laws_copy, "search", "revoke", "--law", "x").exit_code == 2


@pytest.mark.parametrize("command", ["search", "serve"])
def test_help_has_an_example(command):
    res = cli(LAWS, command, "--help")
    assert res.exit_code == 0 and "Example:" in res.stdout and "bridge-laws " + command in res.stdout


# -- at the table (issue 8): references as typed, laws without text, cards, layout -------------


@pytest.mark.parametrize("typed", ["75D2", "75 d 2", "75.D.2", "Law 75D2", "закон 75D2", "п. 75D2", "пункт 75D2"])
def test_references_as_people_type_them(engine, typed):
    result = run(engine, typed)
    assert result.jump == "75D2" and result.hits[0].ref == "75D2"


def test_law_range_lists_the_laws(engine):
    result = run(engine, "Laws 69–71")
    assert [h.ref for h in result.hits] == ["69", "70", "71"] and result.jump == "69-71"


@pytest.mark.parametrize("ref", ["75D9", "64B9", "93B4", "16D", "93D"])
def test_missing_ref_names_the_nearest_and_lands_nowhere(engine, ref):
    """Never words instead: «64B9» in the other keyboard layout is «64И9», which some text has
    (a «64»), and was answered as that; nor another ref: «16D» on the Russian keys is «16В»,
    and was answered as 16B (a director's day)."""
    result = run(engine, ref)
    parent = ref[:-1]
    assert result.hits == () and result.layout is None
    assert result.notice.startswith(f"no {ref} — nearest: {parent}")
    assert parent in result.nearest and len(result.nearest) == 3


@pytest.mark.parametrize("typed", ["2h", "2H", "3d", "2б", "9s"])
def test_a_bid_no_law_has_as_a_part_is_read_as_a_bid(engine, typed):
    """«2h» is also a ref (Law 2, section H), which no law has: the bid a director means is
    searched, not "no 2H — nearest: 2" and nothing."""
    result = run(engine, typed)
    assert result.jump is None and not result.nearest and result.hits
    assert any(r.why == "notation" for r in result.readings)


@pytest.mark.parametrize("typed,ref", [("7c", "7C"), ("law 2h", None)])
def test_a_bid_that_is_a_ref_or_is_asked_as_one_stays_a_ref(engine, typed, ref):
    """A part some law has («7c») is that part; "law 2h" asks for a law's part, and is told there is none."""
    result = run(engine, typed)
    if ref:
        assert result.jump == ref and result.hits
    else:
        assert result.hits == () and result.notice.startswith("no 2H")


@pytest.mark.parametrize("typed,meant", [("afkmihtyjyc", "фальшренонс"), ("75в9", None), ("75u", "75г")])
def test_wrong_keyboard_layout(engine, typed, meant):
    result = run(engine, typed)
    if meant:
        assert result.layout == meant and result.hits and "keyboard layout" in result.notice
    else:  # «75в9» read with the other layout is 75d9, which does not exist either: nothing swapped
        assert result.layout is None


def test_law_without_text_is_shown_by_its_profile(engine):
    hit = next(h for h in run(engine, "penalty card").hits if h.ref == "50")
    assert hit.missing_text and hit.match == "profile"
    # what it is about first (a phone shows the line's start: a director saw a bare "50"), said to be editorial
    assert hit.snippet.startswith("Law 50 · topic (editorial): Penalty cards · no text in the sources · p. ")
    assert "cited by 52A" in hit.snippet and hit.topic == ("Penalty cards", "Штрафная карта")
    assert "штрафная карта" in hit.snippet  # the glossary term, in the unit's language too


def test_a_law_whose_head_the_source_lost_says_where_its_text_is(engine):
    """Law 62 of 1987: the book lost its header and sections A and B; 62B1–62D2 have text. Its hit
    said "no text in the sources" and the CLI "text missing" (a new maintainer took the law for one
    with none): the profile line says where its text is, the JSON too."""
    hit = next(h for h in run(engine, "revoke").hits if h.ref == "62")
    assert hit.missing_text and hit.texted == ("62B1", "62D2")
    assert "· no text in the sources · text in 62B1–62D2 · p. " in hit.snippet
    assert hit.to_json()["texted"] == ["62B1", "62D2"]
    other = next(h for h in run(engine, "penalty card").hits if h.ref == "50")
    assert other.texted == () and "· text in " not in other.snippet  # a law none of whose units has text


def test_term_card_names_the_laws_with_what_exists(engine):
    cards = run(engine, "штрафной картой").cards
    card = next(c for c in cards if c["kind"] == "glossary")
    assert card["term"] == "penalty card" and "штрафная карта" in card["ru"]
    law50 = next(x for x in card["laws"] if x["ref"] == "50")
    assert law50["versions"] == [{"lang": "ru", "missing_text": True}] and law50["how"] in ("cites", "index", "text")
    assert any(c["kind"] == "index" for c in run(engine, "блеф").cards)


def test_stem_never_joins_unrelated_words(engine):
    assert "70" not in [h.ref for h in run(engine, "contestant").hits]  # «contested claim» is 70


def test_query_language_first(engine):
    assert run(engine, "срок апелляции").hits[0].lang == "ru"


def test_table_caption_is_not_split_into_letters(engine):
    snippets = " ".join(h.snippet for h in run(engine, "шкала IMP").hits)
    assert "| р |" not in snippets and snippets.count("При обсчете по IMP в каждой сдаче") <= 1


@pytest.mark.parametrize("word", ["затяжка", "темпы", "заминкой"])
def test_a_real_word_is_never_swapped(engine, word):
    assert run(engine, word).suggestion is None


def test_a_hit_links_to_the_table_its_words_are_in():
    """Each table's rows are found in the indexed text where the index says; the hit links to the
    table with most of the query's words, and to the unit when its own words say more."""
    from bridge_laws.model import Corpus, Law, Table, Unit
    from bridge_laws.searchindex.snippets import table_for
    from bridge_laws.searchindex.store import documents

    tables = (Table(rows=(("Без контры", 20, 30),), caption="Очки за взятки", anchor="7-t1"),
              Table(rows=(("Шлем", 500, 750), ("Гейм", 300, 500)), header=(("", "до зоны", "в зоне"),), anchor="7-t2"),
              Table(rows=(), anchor="7-t3"))
    unit = Unit("7", 7, "law", "", "Записи", "Запись ведёт игрок.\n\nЗатем её проверяет судья.", tables=tables)
    [doc] = documents(Corpus(laws=(Law(1987, "ru", 7, (), unit),)))
    spans = {anchor: doc.text[start:end] for anchor, start, end in doc.tables}
    assert spans == {"7-t1": "Очки за взятки\nБез контры | 20 | 30",
                     "7-t2": " | до зоны | в зоне\nШлем | 500 | 750\nГейм | 300 | 500"}
    assert doc.text.startswith(unit.text) and doc.text.endswith(spans["7-t2"])
    assert table_for(doc.text, doc.tables, {"шлем", "зона"}) == "7-t2"
    assert table_for(doc.text, doc.tables, {"взятка"}) == "7-t1"
    assert table_for(doc.text, doc.tables, {"судья", "запись"}) is None  # the unit's own words say more
    assert table_for(doc.text, (), {"шлем"}) is None


@pytest.mark.parametrize("typed", ["77-t6", "таблица 77-t6", "Table 77 - t6", "77–t6"])
def test_a_table_label_is_a_reference(engine, typed):
    """The label printed under each table («таблица 77-t6») finds that table in every edition."""
    result = run(engine, typed)
    assert result.jump == "77" and result.hits and all(h.table == "77-t6" for h in result.hits)


def test_a_table_of_a_unit_that_does_not_exist_names_the_nearest_units(engine):
    result = run(engine, "64B9-t1")
    assert result.hits == () and result.notice.startswith("no 64B9 — nearest: 64B")


def test_a_table_a_unit_lacks_is_said_and_the_unit_given(engine):
    result = run(engine, "77-t9")
    assert result.notice == "no table 77-t9" and result.hits and all(h.ref == "77" and h.table is None for h in result.hits)


def test_a_ref_the_filters_leave_out_says_where_it_is(engine):
    """75D2 with edition 1997: not searched as words; the answer says which editions have it."""
    result = run(engine, "75D2", edition=1997)
    assert result.hits == () and result.notice == "no 75D2 in what the filters keep — it is in: 1987 ru"
    assert run(engine, "79C", lang="en", edition=1987).notice.endswith("it is in: 1987 ru, 1997 en, 1997 ru")


def test_filters_that_keep_nothing_say_so_instead_of_blaming_the_words(engine):
    """`--edition 2017` on a corpus without a 2017 text answered "No units found." as if the
    words had missed; it says the corpus holds nothing of it, and how to add it."""
    result = run(engine, "revoke", edition=2017)
    assert result.hits == () and result.notice.startswith("the corpus holds nothing of 2017: ")
    assert "--edition 2017" in result.notice
    assert run(engine, "revoke", edition=1997, lang="en", laws=(1, 10)).notice.startswith(
        "the corpus holds nothing of 1997 en laws 1–10: ")
    assert run(engine, "revoke", kind="ruling").notice.startswith("no ruling is kept: ")
    # a miss among what the filters do keep is a plain miss: no notice
    missed = run(engine, "revoke", edition=1997, lang="en")
    assert missed.hits == () and missed.notice is None


def test_an_index_build_killed_while_whoosh_writes_aside_leaves_nothing_for_good(tmp_path):
    """What Whoosh writes aside goes in the index's own scratch directory, so a build killed
    outright (SIGKILL: no clean-up runs) leaves nothing that the next build does not remove —
    made in the system's temporary directory, it stayed there for good."""
    import subprocess
    import sys

    target, scratch = tmp_path / "build" / "index", tmp_path / "tmp"
    scratch.mkdir()
    code = ("import os, signal, sys, tempfile; tempfile.tempdir = sys.argv[2]\n"
            "from pathlib import Path\n"
            "from bridge_laws.searchindex import store\n"
            "def killed(ram, docs):\n"
            "    ram.temp_storage().create_file('spilled').write(b'x')\n"
            "    os.kill(os.getpid(), signal.SIGKILL)\n"
            "store._written = killed\n"
            "store.write_index([store.Doc(1987, 'ru', '1', 1, 'law', 't', 't', 't')], Path(sys.argv[1]), {})\n")
    done = subprocess.run([sys.executable, "-c", code, str(target), str(scratch)], capture_output=True, text=True)
    assert done.returncode == -9, done.stderr
    assert [p.name for p in target.parent.iterdir()]  # its scratch directory, with what was spilled
    store.write_index([store.Doc(1987, "ru", "1", 1, "law", "t", "t", "t")], target, {})
    assert [p.name for p in target.parent.iterdir()] == ["index"] and not list(scratch.iterdir())


# -- a word typed in two scripts (queries.LOOKALIKE_PAIRS) ---------------------------------------
@pytest.mark.parametrize("typed, read", [
    ("р\u0065нонс", "ренонс"),  # a Latin e in a Russian word
    ("\u0070\u0065нонс", "ренонс"),  # two of them, the first letter one
    ("штр\u0061фная карта", "штрафная карта"),
    ("\u0078од вне очереди", "ход вне очереди"),  # not «x» (double) and «од»
    ("r\u0435voke", "revoke"),  # a Cyrillic е in an English word
    ("c\u0430ll", "call"),
    ("ПР\u0045ТЕНЗИЯ", "ПРЕТЕНЗИЯ"),
])
def test_a_word_typed_in_two_scripts_is_read_in_the_one_most_of_it_is_in(typed, read):
    from bridge_laws.searchindex.queries import clean_query

    assert clean_query(typed) == read


@pytest.mark.parametrize("typed", [
    "4S\u0445", "3NT\u0445 -1", "правило 45\u04211", "45\u0421",  # notation and refs: a digit beside the letters
    "a\u0431", "\u0430b",  # as many letters of each script
    "r\u0451voke", "р\u0065н\u0073нс",  # a letter with no look-alike in the other script (ё; s)
    "IMPов", "IMPах", "NSе", "BAMом", "ИМПs",  # an abbreviation with a case ending in the other script
    "ренонс", "revoke", "Правило 64",
])
def test_a_word_in_one_script_notation_and_an_even_mix_stay_as_typed(typed):
    from bridge_laws.searchindex.queries import clean_query

    assert clean_query(typed) == typed


@given(st.text(alphabet="abcehkmoptxyаесорхукмтнвё ABCEHKMOPTXYАВСЕНКМОРТХУ5", max_size=30))
def test_reading_two_scripts_as_one_is_done_once_for_any_text(text):
    """Cleaning a cleaned query changes nothing; no letter is added or lost."""
    from bridge_laws.searchindex.queries import clean_query

    once = clean_query(text)
    assert clean_query(once) == once and len(once.replace(" ", "")) == len(text.replace(" ", ""))


def test_a_russian_word_with_latin_look_alikes_finds_what_the_word_finds(engine):
    for typed, word in [("р\u0065нонс", "ренонс"), ("штр\u0061фная карта", "штрафная карта")]:
        assert [h.ref for h in engine.search(typed).hits] == [h.ref for h in engine.search(word).hits]


@pytest.mark.parametrize("typed", ["разбор", "столбик", "правообладатель"])
def test_a_russian_word_is_not_made_english_by_the_other_layout(typed):
    """«разбор» in the Latin layout is "hfp,jh": a key's punctuation inside a word, no English typed on
    Russian keys (the search read it back as "раз,jh"; a red team); English on Russian keys is
    still read, its punctuation at a word's end or an apostrophe ("board,", "don't")."""
    from bridge_laws.searchindex.layout import swap

    assert swap(typed) is None
    assert swap("ищфквб ищфкв") == "board, board" and swap("вщтэе") == "don't" and swap("75в2") == "75d2"

