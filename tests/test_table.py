"""At the table, second pass (issue 24), without a browser: the edition in force named by `show`,
`search` and every page of another edition, with a link to the same unit in force when the corpus
has it; a law without a title named by its terms; the interface's words in their one home; the
glossary page's links and orders. (The browser's side is tests/test_browser_table.py.)"""

from __future__ import annotations

import json
import re
from pathlib import Path

import pytest
from click.testing import CliRunner

from bridge_laws.cli import main
from bridge_laws.corpus import editions
from bridge_laws.corpus.glossary import load as load_glossary
from bridge_laws.corpus.profile import law_terms
from bridge_laws.corpus.query import standing
from bridge_laws.corpus.yamlio import write_corpus
from bridge_laws.errors import SourceError
from bridge_laws.model import Corpus, Heading, Law, Unit
from bridge_laws.site.build import build_site

from helpers import LAWS


def cli(*args, laws=LAWS):
    return CliRunner().invoke(main, ["--laws", str(laws), *args])


# -- the edition in force ---------------------------------------------------------------------


def test_show_names_the_edition_in_force_and_how_to_import_it():
    lines = cli("show", "64").output.splitlines()
    assert lines[0] == "[1987 ru]"
    assert "not the one in force (2017)" in lines[1] and "bridge-laws import FILE --edition 2017" in lines[1]
    assert lines[2] == "terms: established revoke / выявленный фальшренонс; revoke / фальшренонс"
    assert lines[3].startswith("Правило 64")


def test_search_marks_the_hits_of_an_edition_not_in_force():
    out = cli("search", "штрафной картой", "--limit", "3").output
    heads = [line for line in out.splitlines() if re.match(r"\d+\S*\s+\d{4} (ru|en)", line)]
    assert heads and all("not in force: 2017 is" in h for h in heads)


def test_editions_yaml_marks_one_edition_in_force(tmp_path):
    assert editions.in_force().year == 2017
    text = (LAWS / "editions.yaml").read_text(encoding="utf-8")
    (tmp_path / "editions.yaml").write_text(text.replace("  notes: The 1991 Russian book", "  in_force: true\n"
                                                                                             "  notes: The 1991 Russian book"),
                                           encoding="utf-8")
    with pytest.raises(SourceError, match="more than one edition is marked in_force"):
        editions.load(tmp_path)
    (tmp_path / "editions.yaml").write_text(text.replace("in_force: true", 'in_force: "yes"'), encoding="utf-8")
    with pytest.raises(SourceError, match="in_force must be true or false"):
        editions.load(tmp_path)


@pytest.mark.parametrize("field,value", [("title", "{ru: [1, 2]}"), ("short", "{ru: {a: b}}"), ("title", "[1, 2]")])
def test_editions_yaml_words_of_another_type_are_refused(tmp_path, field, value):
    """title or short as a list or a mapping passed `check` and reached the site as Python's repr
    («[1, 2]», «{'a': 'b'}»: a red team)."""
    text = (LAWS / "editions.yaml").read_text(encoding="utf-8")
    at = re.search(rf"(?m)^  {field}:.*(?:\n    .*)*", text)
    (tmp_path / "editions.yaml").write_text(text[:at.start()] + f"  {field}: {value}" + text[at.end():], encoding="utf-8")
    with pytest.raises(SourceError, match=f"{field} must give words per language"):
        editions.load(tmp_path)


def _unit(ref: str, kind: str, text: str | None = None, **kw) -> Unit:
    return Unit(ref=ref, law=int(re.match(r"\d+", ref)[0]), kind=kind, marker=ref, text=text,
                missing_text=text is None, **kw)


@pytest.fixture(scope="module")
def with_2017(tmp_path_factory) -> Path:
    """A corpus of invented sentences: Law 5 in 1987 (with 5A and 5B) and in 2017 (with 5A only)."""
    laws = tmp_path_factory.mktemp("laws")
    old = Law(1987, "ru", 5, (Heading("chapter", "II", None),), _unit(
        "5", "law", "Игроки садятся за стол.", title="Места",
        children=(_unit("5A", "section", "Север садится первым."), _unit("5B", "section", "Юг садится вторым."))))
    new = Law(2017, "ru", 5, (Heading("chapter", "II", None),), _unit(
        "5", "law", "Игроки занимают места.", title="Места", children=(_unit("5A", "section", "Север первый."),)))
    write_corpus(Corpus(laws=(old, new)), laws / "corpus")
    return laws


def test_standing_finds_the_same_unit_in_force_or_its_ancestor(with_2017):
    from bridge_laws.corpus.yamlio import load_corpus

    corpus = load_corpus(with_2017 / "corpus")
    assert standing(corpus, 1987, "ru", "5A", 2017).same == ("ru", "5A")
    assert standing(corpus, 1987, "ru", "5B", 2017).same == ("ru", "5")  # 2017 has no 5B: its law
    assert standing(corpus, 1987, "en", "5A", 2017).same == ("ru", "5A")  # the other language when need be
    assert not standing(corpus, 2017, "ru", "5A", 2017).superseded
    data = json.loads(cli("show", "5B", "--edition", "1987", "--json", laws=with_2017).output)
    assert data["standing"] == {"edition": 1987, "in_force": 2017, "superseded": True,
                                "same_unit": {"edition": 2017, "lang": "ru", "ref": "5"}}


def test_standing_takes_the_unit_itself_in_the_other_language_before_its_law(tmp_path):
    """1987 ru 5B: the edition in force has no Russian 5B, but an English one: that unit, not the
    Russian Law 5 above it."""
    from bridge_laws.corpus.yamlio import load_corpus

    old = Law(1987, "ru", 5, (), _unit("5", "law", "Игроки садятся.", children=(
        _unit("5A", "section", "Север первым."), _unit("5B", "section", "Юг вторым."))))
    ru = Law(2017, "ru", 5, (), _unit("5", "law", "Игроки занимают места.", children=(_unit("5A", "section", "Север."),)))
    en = Law(2017, "en", 5, (), _unit("5", "law", "Players sit down.", children=(
        _unit("5A", "section", "North first."), _unit("5B", "section", "South second."))))
    write_corpus(Corpus(laws=(old, ru, en)), tmp_path / "corpus")
    corpus = load_corpus(tmp_path / "corpus")
    assert standing(corpus, 1987, "ru", "5B", 2017).same == ("en", "5B")
    assert standing(corpus, 1987, "ru", "5A", 2017).same == ("ru", "5A")  # the same language when it has it


def test_a_page_of_another_edition_links_the_same_law_in_force(with_2017, tmp_path):
    site = tmp_path / "site"
    build_site(with_2017, site)
    old = (site / "1987-ru/5.html").read_text(encoding="utf-8")
    note = re.search(r'<p class="force" role="note">(.*?)</p>', old, re.S)[1]
    assert 'href="../2017-ru/5.html#5"' in note and "bridge-laws import" not in note
    assert 'class="force"' not in (site / "2017-ru/5.html").read_text(encoding="utf-8")
    assert (site / "2017-ru/5.html").exists()


def test_every_page_of_a_superseded_edition_says_so(site):
    for path in [*site.glob("19*-*/*.html"), *site.glob("diff/*/*.html")]:
        html = path.read_text(encoding="utf-8")
        assert html.count('<p class="force" role="note">') == 1, path
        assert "Текста редакции 2017 в базе нет." in html and "bridge-laws import" not in html, path


# -- every law named ----------------------------------------------------------------------------


def test_a_law_without_a_title_is_named_by_its_terms_most_specific_first(corpus):
    terms = law_terms(corpus, load_glossary(LAWS))
    assert [str(t) for t in terms[64]] == ["established revoke / выявленный фальшренонс", "revoke / фальшренонс"]
    assert str(terms[27][0]) == "insufficient bid / недостаточное назначение"
    assert all(len(t) <= 3 for t in terms.values())


def test_every_law_row_of_the_home_page_has_a_name(site):
    html = (site / "index.html").read_text(encoding="utf-8")
    rows = re.findall(r'<li id="law-(\d+)">(.*?)</li>', html, re.S)
    assert len(rows) == 93
    for number, row in rows:
        assert re.search(r'<span class="t[ "]', row), number
    law64 = dict(rows)["64"]
    assert 'data-l="law.terms"' in law64 and '<span lang="en">established revoke</span>' in law64


# -- the interface's words, in one home ---------------------------------------------------------


def test_interface_words_live_in_labels_only():
    from bridge_laws.site import context, links
    from bridge_laws.text import labels

    assert not hasattr(links, "LANG_LABELS") and not hasattr(context, "LEVEL_WORDS")
    assert labels.version_label("1987-ru", "en") == "1987 · Russian"
    assert labels.version_label("1997-ru-en", "ru") == "1997 · рус. | English"
    templates = Path(context.__file__).with_name("templates")
    for path in templates.glob("*.html"):
        text = re.sub(r"\{#.*?#\}", "", path.read_text(encoding="utf-8"), flags=re.S)
        assert not re.search(r"Правило|Глава|рус\. \||с\.&nbsp;|'Law'|[А-Яа-яЁё]{2,}", text), path.name


def test_words_made_in_both_languages_carry_both(site):
    html = (site / "1987-ru/77.html").read_text(encoding="utf-8")
    assert '<span data-ru="Законы 1987" data-en="Laws 1987">Законы 1987</span>' in html
    assert 'data-ru="ОБСЧЁТ" data-en="The score"' in html  # the English text's own chapter title
    assert '<span data-l="level.chapter">Глава</span>' in html


# -- the glossary -----------------------------------------------------------------------------------


def test_the_glossary_links_every_term_with_a_unit_and_gives_both_orders(site):
    glossary = load_glossary(LAWS)
    html = (site / "glossary.html").read_text(encoding="utf-8")
    blocks = dict(re.findall(r'<div class="g" id="g(\d+)"(.*?)</div>', html, re.S))
    for i, entry in enumerate(glossary):
        if entry.refs_for(1987) or entry.refs_for(1997):
            assert 'class="gl"' in blocks[str(i)], entry.en
    orders = json.loads(re.search(r'<script type="application/json" id="g-order">(.*?)</script>', html, re.S)[1])
    assert sorted(orders["ru"]) == sorted(orders["en"]) == list(range(len(glossary)))
    english = [glossary[i].en.casefold() for i in orders["en"]]
    assert english[:20] == sorted(english[:20])
    assert list(map(int, blocks)) == orders["ru"]  # the page as built: the Russian order
