"""Editions as data (laws/editions.yaml), standard-layout texts imported as a new edition, and
`bridge-laws diff`. The texts are the invented samples of tests/standard_samples.py."""

from __future__ import annotations

import json
import shutil
from pathlib import Path

import pytest
import yaml
from click.testing import CliRunner

import bridge_laws
from bridge_laws.corpus import editions
from bridge_laws.cli import main
from standard_samples import EN, EN_OLD, RU

from helpers import REPO
OUTPUTS: dict[str, str] = {}  # what each import of the fixture printed


def run(laws: Path, *args):
    return CliRunner().invoke(main, ["--laws", str(laws), *args])


@pytest.fixture(scope="module")
def laws(tmp_path_factory) -> Path:
    """The seeds plus a 2017 text in English and Russian and a 1997 English text of the same law."""
    import bridge_laws.jobs.pipeline as pipeline

    root = tmp_path_factory.mktemp("editions")
    target = root / "laws"
    shutil.copytree(REPO / "laws" / "sources", target / "sources")
    texts = {"en2017.txt": "The Laws of Duplicate Bridge 2017 (a sample)\n\n" + EN, "ru.txt": RU,
             "en1997.txt": EN_OLD}
    for name, text in texts.items():
        (root / name).write_text(text, encoding="utf-8")
    saved = pipeline._later_stages
    pipeline._later_stages = lambda: []  # the corpus is enough here; search builds its own index
    try:
        outputs = {name: run(target, "import", str(root / name), "-y", *extra)
                   for name, extra in (("en2017.txt", ()), ("ru.txt", ("--edition", "2017")), ("en1997.txt", ()))}
    finally:
        pipeline._later_stages = saved
    for name, result in outputs.items():
        assert result.exit_code == 0, (name, result.output)
    OUTPUTS.update({name: r.output for name, r in outputs.items()})
    return target


def test_the_editions_come_from_the_yaml():
    years = editions.years()
    assert {1987, 1997, 2017} <= set(years)
    assert editions.get(2017).title["en"] and editions.get(2017).label("ru")


def test_an_edition_added_as_data_is_accepted_with_no_code(tmp_path):
    laws = tmp_path / "laws"
    shutil.copytree(REPO / "laws" / "sources", laws / "sources")
    data = yaml.safe_load((REPO / "laws" / "editions.yaml").read_text(encoding="utf-8"))
    data.append({"year": 2031, "title": {"en": "Sample Laws 2031"}})
    (laws / "editions.yaml").write_text(yaml.safe_dump(data, allow_unicode=True), encoding="utf-8")
    result = run(laws, "show", "16", "--edition", "2031")
    assert "Invalid value" not in result.output  # accepted; the corpus just has no such law
    refused = run(REPO / "laws", "show", "16", "--edition", "2031")
    assert refused.exit_code == 2 and "one of 1987, 1997, 2017" in refused.output


def test_import_says_what_it_detected(laws):
    out = OUTPUTS["en2017.txt"]
    assert "kind: standard (detected: the standard layout (WBF)" in out
    assert "edition: 2017 (detected: the text names only the 2017 Laws)" in out
    assert "language: en (detected: English law headers)" in out
    assert "reads as: 2 law(s) (16–17), 13 unit(s)" in out


def test_import_report_summarises_and_json_lists_every_ref(laws, tmp_path):
    """A full edition brings some 1,500 refs: the report counts them and names the first few (it
    printed them all on one 10 KB line); --json lists every one."""
    text = RU.replace("ПРАВИЛО 16.", "ПРАВИЛО 26.").replace("ПРАВИЛО 17.", "ПРАВИЛО 27.")
    path = tmp_path / "ru-26.txt"
    path.write_text(text, encoding="utf-8")
    result = CliRunner().invoke(main, ["--laws", str(laws), "import", str(path), "--edition", "1997", "-y", "--json"])
    assert result.exit_code == 0, result.output
    found = json.loads(result.stdout)
    new = [u["ref"] for u in found["units_new"] if (u["edition"], u["lang"]) == (1997, "ru")]
    assert len(new) == 9 and new[0] == "26A1" and "27B" in new and found["counts"]["units_new"] == len(found["units_new"])
    assert found["undo"] == f"bridge-laws unimport {found['imported']['file']}"
    assert found["dry_run"] is False and any("kind: standard" in line for line in found["said"])  # as a dry run's
    assert "kind: standard" in result.stderr and result.stdout.lstrip().startswith("{")  # the report to stderr, JSON alone on stdout
    undone = run(laws, "unimport", str(path))  # by the path it was imported from (its original name)
    assert undone.exit_code == 0, undone.output

    from bridge_laws.jobs.importer import Change, format_change

    change = Change("x.txt", units_new=[(2017, "en", f"{n}A{k}") for n in range(1, 94) for k in range(1, 17)],
                    laws_gained=[(2017, "en", n) for n in range(1, 94)])
    lines = format_change(change)
    assert "laws that gained text (2017 en): 1–93" in lines
    assert "units new to the corpus (2017 en, 1,488): 1A1, 1A2, 1A3, 1A4, 1A5, 1A6, 1A7, 1A8, … (1,480 more)" in lines
    assert max(map(len, lines)) < 200 and "--json" in lines[-1]


def test_import_reports_units_given_their_yo_apart_from_units_replaced(tmp_path, monkeypatch):
    """A new text that spells «своё» puts ё back in the shipped 1987 text's «свое» (textfix.
    YoRestorer): the report says so, apart, and does not call those units replaced by a better copy."""
    import bridge_laws.jobs.pipeline as pipeline

    laws = tmp_path / "laws"
    shutil.copytree(REPO / "laws" / "sources", laws / "sources")
    path = tmp_path / "pravilo33.txt"
    path.write_text("ПРАВИЛО 33 — ОДНОВРЕМЕННЫЕ ЗАЯВКИ\n\nА. Заявки в один момент\n"
                    "Судья выслушивает обе стороны и записывает своё решение в протокол сессии.\n", encoding="utf-8")
    monkeypatch.setattr(pipeline, "_later_stages", lambda: [])
    assert run(laws, "build").exit_code == 0
    result = run(laws, "import", str(path), "-y", "--edition", "2017")
    assert result.exit_code == 0, result.output
    spelled = next(line for line in result.output.split("\n") if line.startswith("units spelled with ё"))
    assert "(1987 ru" in spelled and "86C" in spelled
    assert "replaced by a better copy" not in result.output


def test_import_asks_for_the_edition_when_the_text_does_not_name_it(laws, tmp_path):
    path = tmp_path / "ru-again.txt"
    path.write_text(RU.replace("ПРАВИЛО 17", "ПРАВИЛО 18"), encoding="utf-8")
    result = run(laws, "import", str(path), "-y")
    assert result.exit_code == 2
    assert "cannot tell its edition" in result.output and "--edition 1987|1997|2017" in result.output


SHOW = [
    (["16A1", "--lang", "en"], "[2017 en]", "A player may use what the calls"),
    (["16A1(B)", "--lang", "en", "--edition", "1997"], "[1997 en]", "The sample Director alone decides"),
    (["правило 16B", "--lang", "ru"], "[2017 ru]", "Посторонняя информация"),
]


@pytest.mark.parametrize("args,version,words", SHOW)
def test_show_sees_every_edition(laws, args, version, words):
    result = run(laws, "show", *args)
    assert result.exit_code == 0, result.output
    assert result.output.startswith(version) and words in result.output


def test_search_filters_by_a_new_edition_and_names_the_parallels(laws):
    result = run(laws, "search", "hesitates", "--edition", "2017", "--json")
    assert result.exit_code == 0, result.output
    hits = json.loads(result.stdout)["hits"]
    assert hits and all(h["edition"] == 2017 for h in hits)
    assert hits[0]["ref"] == "16A1(A)"
    assert any(p["edition"] == 2017 and p["lang"] == "ru" for p in hits[0]["parallel"])


@pytest.mark.parametrize("query,lang", [("partner hesitates", "en"), ("партнёр медлит", "ru")])
def test_an_answer_shows_the_newest_text_in_the_querys_language(laws, query, lang):
    """16A1(A) has text in 1997 en, 2017 en and 2017 ru, and its law a 1987 Russian skeleton: the
    answer shows the 2017 text in the query's language, whichever version scored best."""
    result = run(laws, "search", query, "--json")
    assert result.exit_code == 0, result.output
    hits = json.loads(result.stdout)["hits"]
    first = next(h for h in hits if h["ref"] == "16A1(A)")
    assert (first["edition"], first["lang"], first["missing_text"]) == (2017, lang, False)
    law = next((h for h in hits if h["ref"] == "16"), None)
    assert law is None or not law["missing_text"]  # the law's 1987 skeleton only among its parallels


@pytest.mark.parametrize("query,ref,near", [("75D9", "75D9", "no 75D9"), ("Law 16A9", "16A9", "16A, 16A2, 16A3"),
                                            ("16A1(d)", "16A1(D)", "16A1, 16A1(A), 16A1(B)")])
def test_a_ref_that_does_not_exist_names_the_nearest_beside_the_parts_before_law_1(laws, query, ref, near):
    """The index holds «Introduction» and «Definitions» as refs too (the 2017 texts have them):
    they are near no law's ref, and once crashed the nearest-ref search (not a canonical ref)."""
    import bridge_laws

    result = run(laws, "search", query, "--json")
    assert result.exit_code == 0, result.output
    found = json.loads(result.stdout)
    assert found["hits"] == [] and found["notice"].startswith(f"no {ref}") and near in found["notice"]
    assert not {"Introduction", "Definitions"} & set(found["nearest"])
    assert bridge_laws.search(query, laws_dir=laws)["notice"] == found["notice"]


def test_coverage_and_check_know_the_new_edition(laws):
    assert "2017 en: 2 laws (2 with text), 13 units" in run(laws, "coverage").output
    assert "2017 ru: 2 laws" in run(laws, "coverage").output
    assert run(laws, "check").exit_code == 0


def test_diff_finds_changed_renumbered_and_removed_units(laws):
    result = run(laws, "diff", "16", "--from", "1997", "--to", "2017", "--lang", "en", "--json")
    assert result.exit_code == 0, result.output
    data = json.loads(result.output)
    by = {(u["from_ref"], u["to_ref"]): u for u in data["units"]}
    assert by[("16A3", "16B")]["change"] == "renumbered"
    assert by[("16C", None)]["change"] == "removed"
    changed = by[("16A1(B)", "16A1(B)")]
    assert changed["change"] == "changed"
    assert {"op": "delete", "text": "alone"} in changed["words"]
    noted = by[("16A1(A)", "16A1(A)")]  # the same text; the 2017 sample adds a footnote
    assert noted["change"] == "changed" and not [w for w in noted["words"] if w["op"] != "equal"]
    assert noted["notes"] == [{"op": "insert", "text": "* A note written for the tests."}]
    assert data["counts"] == {"same": 7, "changed": 2, "renumbered": 1, "added": 0, "removed": 1, "untexted": 0}


def test_diff_as_text(laws):
    out = run(laws, "diff", "Law 16", "--from", "1997", "--to", "2017", "--lang", "en").output
    assert "> 16A3 → 16B" in out and "renumbered" in out
    assert "[-alone-]" in out and "- 16C" in out
    assert "notes: {+* A note written for the tests.+}" in out


def test_diff_of_the_parts_before_law_1(laws):
    out = run(laws, "diff", "definitions", "--from", "1997", "--to", "2017", "--lang", "en").output
    assert out.startswith("Definitions: 1997 → 2017 (en): 1 changed")
    assert "{+numbered+}" in out
    missing = run(laws, "diff", "introduction", "--from", "1997", "--to", "2017", "--lang", "en")
    assert missing.exit_code == 2 and "the 1997 edition has no Introduction in en" in missing.output


def test_diff_of_a_law_an_edition_lacks_says_so(laws):
    result = run(laws, "diff", "16", "--from", "1997", "--to", "2017", "--lang", "ru")
    assert result.exit_code == 2
    assert "the 1997 edition has no Law 16 in ru" in result.output


@pytest.fixture(scope="module")
def edition_site(laws) -> Path:
    from bridge_laws.site.build import build_site

    out = laws.parent / "site"
    build_site(laws, out)
    return out


@pytest.mark.parametrize("query", ["partner hesitates", "партнёр медлит", "hesitation", "director"])
def test_the_page_shows_the_versions_the_command_line_shows(laws, edition_site, query):
    """Versions with and without text, in both languages, of several editions: the page's search
    (Node) answers with the same versions as `bridge-laws search` (evidence.shown_version)."""
    import helpers

    [[count, _, _, refs, _, _, _]] = helpers.run_node(helpers.TESTS / "js" / "search_node.js", edition_site,
                                                   [[query, {}]], "the site's search")
    hits = json.loads(run(laws, "search", query, "--json", "--limit", "10").stdout)["hits"]
    assert refs[:10] == [f"{h['edition']}-{h['lang']}-{h['ref']}" for h in hits] and count > 0


@pytest.mark.parametrize("query,filters", [("16A1", {}), ("16A2", {}), ("Law 16A2", {}), ("16A3", {}), ("16B", {}),
                                            ("правило 16", {}), ("16B", {"edition": "2017"}), ("Laws 16-17", {}),
                                            ("правила 16-17", {})])
def test_the_page_jumps_to_the_version_the_command_line_lists_first(laws, edition_site, query, filters):
    """A ref (or a range of laws) typed on the search page opens the version `bridge-laws search`
    lists first: one with text before the 1987 structure, the English one for "Law …", the newest."""
    import helpers

    [page] = helpers.run_node(helpers.TESTS / "js" / "search_node.js", edition_site,
                              {"answers": [[query, filters, 5]]}, "the site's search")
    extra = [x for k, v in filters.items() for x in (f"--{k}", v)]
    hits = json.loads(run(laws, "search", query, "--json", *extra).stdout)["hits"]
    cli = [[f"{h['edition']}-{h['lang']}", h["ref"]] for h in hits if h["match"] == "ref"]
    ranged = len({ref for _, ref in cli}) > 1
    assert [a[:2] for a in page] == (cli if ranged else cli[:1]), (page, cli)


def test_site_has_the_new_edition_side_by_side(edition_site):
    assert (edition_site / "2017-en/16.html").exists() and (edition_site / "2017-ru/16.html").exists()
    html = (edition_site / "2017-ru-en/16.html").read_text(encoding="utf-8")
    assert html.count('class="pcell" lang="ru"') == html.count('class="pcell" lang="en"') == 10
    assert 'id="16A2(A)(1)"' in html


def test_site_switches_keep_the_unit(edition_site):
    """Each switch link carries the refs of its target, so that site.js lands on the same unit."""
    import re

    html = (edition_site / "2017-en/16.html").read_text(encoding="utf-8")
    links = re.findall(r'<a class="sw" href="([^"]+)"', html)
    refs = json.loads(re.search(r'id="switch-refs">(.*?)</script>', html)[1])
    targets = dict(zip(links, refs))
    assert "16B" in targets["../2017-ru/16.html"]  # the language switch
    assert "16A3" in targets["../1997-en/16.html"]  # the edition switch
    assert "../2017-ru-en/16.html" in targets and "../diff/1997-2017-en/16.html" in targets


def test_site_diff_page(edition_site):
    html = (edition_site / "diff/1997-2017-en/16.html").read_text(encoding="utf-8")
    assert '<li class="d-renumbered" id="16B">' in html
    assert '<li class="d-removed" id="old-16C">' in html
    assert "<del>alone</del>" in html
    assert "<ins>* A note written for the tests.</ins>" in html
    assert "<span data-l=\"diff.renumbered\">renumbered</span>" in html  # an English page speaks English


def test_site_front_matter_side_by_side(edition_site):
    """An edition with its Definitions in both languages: a page of them side by side, reached
    from each language's page by the switch."""
    html = (edition_site / "2017-ru-en/front.html").read_text(encoding="utf-8")
    assert 'id="Definitions"' in html and "пронумерованный лоток" in html and "numbered tray" in html
    assert html.count('class="pcell" lang="ru"') == html.count('class="pcell" lang="en"')
    assert 'id="Introduction"' in html and "law.not_ru" in html  # the Russian sample has no Introduction
    assert 'href="../2017-ru-en/front.html"' in (edition_site / "2017-en/front.html").read_text(encoding="utf-8")


def test_site_front_page_and_labels(edition_site):
    front = (edition_site / "2017-en/front.html").read_text(encoding="utf-8")
    assert 'id="Definitions"' in front and "numbered tray" in front
    assert '<option value="2017">2017</option>' in (edition_site / "search.html").read_text(encoding="utf-8")
    assert editions.get(2017).label("ru") in (edition_site / "2017-ru/16.html").read_text(encoding="utf-8")


def test_show_says_which_editions_have_a_unit_the_asked_one_lacks(laws):
    result = run(laws, "show", "16B", "--edition", "1997", "--lang", "en")
    assert result.exit_code == 2
    assert "no unit 16B in the 1997 edition in en; it is in: 1987 ru (structure only), 2017 en, 2017 ru" in result.output


def test_show_without_lang_takes_the_language_that_has_the_unit(laws):
    """The 1997 Law 16 is imported in English only: `show 16A3 --edition 1997` shows it without
    --lang; a unit in both languages is shown in Russian; without --edition, as a search for the
    ref jumps: a text before the 1987 structure, Russian first, the newest edition."""
    result = run(laws, "show", "16A3", "--edition", "1997")
    assert result.exit_code == 0, result.output
    assert result.output.startswith("[1997 en]")
    assert run(laws, "show", "16B", "--edition", "2017").output.startswith("[2017 ru]")
    assert run(laws, "show", "Introduction", "--edition", "2017").output.startswith("[2017 en]")  # ru has none
    missing = run(laws, "show", "16B", "--edition", "1997")
    assert missing.exit_code == 2 and "no unit 16B in the 1997 edition; it is in: 1987 ru" in missing.output
    assert bridge_laws.show("16A3", laws_dir=laws, edition=1997)["lang"] == "en"
    assert run(laws, "show", "16A3").output.startswith("[1997 en]")  # no 2017 16A3; 1987 has the structure only
    assert run(laws, "show", "16A1").output.startswith("[2017 ru]")
    jump = json.loads(run(laws, "search", "16A3", "--json").stdout)["hits"][0]
    assert (jump["edition"], jump["lang"]) == (1997, "en")


def test_show_names_where_a_part_before_law_1_is(laws):
    result = run(laws, "show", "Introduction", "--lang", "ru")
    assert result.exit_code == 2 and "no Introduction in any edition in ru; it is in: 2017 en" in result.output


def test_show_a_part_before_law_1(laws):
    result = run(laws, "show", "Definitions", "--lang", "en", "--json")
    data = json.loads(result.stdout)
    assert (data["ref"], data["edition"], data["law"]) == ("Definitions", 2017, 0)
    assert data["text"].startswith("Board - a numbered tray")


def test_check_refuses_an_unknown_part_before_law_1(laws, tmp_path):
    copy = tmp_path / "laws"
    shutil.copytree(laws, copy)
    front = copy / "corpus/2017-en/front.yaml"
    front.write_text(front.read_text(encoding="utf-8").replace("ref: Definitions", "ref: Glossary"), encoding="utf-8")
    result = run(copy, "check")
    assert result.exit_code == 1 and "front.yaml: Glossary: not a part before Law 1" in result.output


def test_table_rows_are_compared_row_by_row_whatever_their_case():
    from bridge_laws.corpus.diff import row_changes

    old = ["БЕЗ КОНТРЫ | 20 | 30", "С КОНТРОЙ | 40 | 60", "Премия | 50"]
    new = ["Без контры | 20 | 30", "С контрой | 40 | 70", "Премия | 50", "Новая строка | 1"]
    assert row_changes(old, new) == (
        ("equal", "Без контры | 20 | 30"), ("change", "С контрой | 40 | 70", "С КОНТРОЙ | 40 | 60"),
        ("equal", "Премия | 50"), ("insert", "Новая строка | 1"))
    assert row_changes(old, old) == tuple(("equal", r) for r in old)
    # a row unlike any new one is removed, the new ones added where they stand
    assert row_changes(["Гейм | 300", "Шлем | 500"], ["Гейм | 300", "Премия за онёры | 100"]) == (
        ("equal", "Гейм | 300"), ("delete", "Шлем | 500"), ("insert", "Премия за онёры | 100"))


def test_a_footnote_no_source_gives_is_not_compared():
    """1997's 79C prints note marks whose text no source has: unknown, not removed, and never «None»."""
    from bridge_laws.corpus.diff import _change
    from bridge_laws.model import Footnote, Unit

    old = Unit("9A", 9, "section", "A", text="Слово.", footnotes=(Footnote("*", "Старая сноска."),))
    new = Unit("9A", 9, "section", "A", text="Слово.", footnotes=(Footnote("*", None), Footnote("1", None)))
    change = _change(old, new, 1.0)
    assert change.change == "same" and not change.edited("notes")
    assert "None" not in " ".join(text for _, text in change.notes)


def test_similarities_of_many_pairs_are_those_of_each_pair():
    """diff compares every old unit of a law with every new one through one matcher per new
    unit: the same likeness, pair by pair, as a matcher of its own for each pair."""
    import random

    from bridge_laws.corpus.diff import SAME, _similarities, similarity
    from bridge_laws.model import Unit

    rnd = random.Random(7)
    words = "игрок карта ход partner card the a и в director взятка".split()

    def unit(ref, n):
        return Unit(ref=ref, law=16, kind="subsection", marker=ref[-1], text=" ".join(rnd.choice(words) for _ in range(n)))

    for _ in range(30):
        olds = [unit(f"16A{k}", rnd.randint(0, 12)) for k in range(1, rnd.randint(2, 7))]
        news = [unit(f"16A{k}", rnd.randint(0, 12)) for k in range(1, rnd.randint(2, 7))]
        news += [Unit(ref=o.ref.replace("A", "B"), law=16, kind="subsection", marker="x", text=o.text) for o in olds[:2]]
        want = {(o.ref, n.ref): similarity(o, n, 0.0 if o.ref == n.ref else SAME) for o in olds for n in news}
        got = _similarities(olds, news)
        assert got == want and list(got) == list(want)



@pytest.fixture(scope="module")
def glossed(laws, tmp_path_factory) -> Path:
    """The fixture's corpus with the shipped glossary and situation index (editorial data)."""
    target = tmp_path_factory.mktemp("glossed") / "laws"
    shutil.copytree(laws, target)
    for name in ("glossary.yaml", "situations.yaml"):
        shutil.copy(REPO / "laws" / name, target / name)
    return target


@pytest.mark.parametrize("query", ["hesitation", "заминка", "unauthorised information"])
def test_a_term_card_names_the_newest_editions_laws_first(glossed, query):
    """Once a 2017 text is imported, a term card names its laws, before the 1987 skeleton's: the
    glossary lists its laws for 1987 alone, and the card named the 1987 laws without text only.
    A law the new edition has is named there as ``parallel`` (the same law, not a claim that
    its text uses the term)."""
    result = run(glossed, "search", query, "--json")
    assert result.exit_code == 0, result.output
    cards = [c for c in json.loads(result.stdout)["cards"] if c["kind"] in ("glossary", "situation")]
    glossary = next(c for c in cards if c["kind"] == "glossary")
    first = glossary["laws"][0]
    assert (first["edition"], first["ref"], first["how"]) == (2017, "16", "parallel"), glossary
    assert {"lang": "en", "missing_text": False} in first["versions"]
    for card in cards:
        editions_named = [law["edition"] for law in card["laws"]]
        assert editions_named == sorted(editions_named, reverse=True), card


def test_the_page_names_a_cards_laws_as_the_command_line_does(glossed, tmp_path_factory):
    """The term cards' laws over several editions (newest first, a law the glossary lists for 1987
    alone named in 2017 as ``parallel``): the page's search (Node) gives the same as `search`."""
    import helpers
    from bridge_laws.site.build import build_site

    out = tmp_path_factory.mktemp("glossed-site") / "site"
    build_site(glossed, out)
    queries = ["hesitation", "заминка", "unauthorised information", "board"]
    page = helpers.run_node(helpers.TESTS / "js" / "search_node.js", out, [[q, {}] for q in queries],
                            "the site's search")
    for query, (_, _, _, _, cards, _, _) in zip(queries, page):
        cli = json.loads(run(glossed, "search", query, "--json").stdout)["cards"]
        assert cards == [[c["kind"], c["term"], [f"{law['edition']}-{law['ref']}" for law in c["laws"]]]
                         for c in cli], query
        assert any(law.startswith("2017-") for c in cards for law in c[2])
