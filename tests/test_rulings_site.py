"""The rulings on the site (issue 20), as a reader meets them: a page per ruling with the deal drawn,
the auction, the score worked out and each law a link with its preview; a law's page lists the
rulings that apply it; the static API; the appeal form on one A4 sheet (in a real browser)."""

from __future__ import annotations

import json
import re

import pytest

import ruling_samples as samples
from bridge_laws.rulings import store
from bridge_laws.site.build import build_site
from test_site import pages, parse

LONG = " ".join(["North paused for a long while before passing, and the director was called at the end."] * 30)


@pytest.fixture(scope="module")
def built(tmp_path_factory):
    """A laws directory with the sample 2017 laws and four invented rulings, and its site."""
    laws = samples.laws_dir(tmp_path_factory.mktemp("rulings-site"))
    rulings = [
        samples.ruling_dict(1, id="pause-b7", date="2024-03-14"),
        samples.ruling_dict(2, id="remark-b3", date="2024-05-01", question="Did the remark reach the table?",
                            laws=[{"ref": "16B", "edition": 2017}], adjusted=None, versus=None, appeal=None,
                            facts="<script>alert(1)</script> & a remark"),
        samples.ruling_dict(3, id="old-1987", date="2015-02-02", edition=1987, lang="ru",
                            question="Учебный вопрос по старой редакции", deal=None, auction=None, adjusted=None,
                            table_result=None, versus=None, laws=[{"ref": "16A1", "edition": 1987}]),
        samples.ruling_dict(4, id="long-facts", date="2023-01-01", facts=LONG, reasoning=LONG[:1200]),
    ]
    for d in rulings:
        store.write(laws / "rulings", store.from_dict(d))
    site = laws.parent / "site"
    build_site(laws, site)
    return laws, site


def html(site, path):
    return (site / path).read_text(encoding="utf-8")


def test_every_ruling_has_its_page_its_form_and_its_api_file(built):
    laws, site = built
    for rid in ("pause-b7", "remark-b3", "old-1987", "long-facts"):
        assert (site / f"rulings/{rid}.html").is_file() and (site / f"rulings/appeal/{rid}.html").is_file()
        assert (site / f"api/rulings/{rid}.json").is_file()
    listed = re.findall(r'<li lang="\w+"><a href="\.\./rulings/([\w-]+)\.html">', html(site, "rulings/index.html"))
    assert listed == ["remark-b3", "pause-b7", "long-facts", "old-1987"]  # newest first


def test_the_deal_is_drawn_around_the_table_with_suit_symbols(built):
    _, site = built
    page = html(site, "rulings/pause-b7.html")
    hands = dict(re.findall(r'<div class="hand h-(\w)">(.*?)</div>', page, re.S))
    assert set(hands) == {"n", "e", "s", "w"}
    deal = samples.ruling_dict(1)["deal"]["hands"]
    north_spades = deal[2:].split()[0].split(".")[0].replace("T", "10")
    assert "♠</span> " + north_spades in hands["n"]
    assert sum(h.count("<li>") for h in hands.values()) == 16
    assert 'class="sg red"' in page


def test_a_russian_ruling_draws_its_honours_as_a_russian_diagram_does():
    # Т К Д В for A K Q J (a director's trial: AQ84 on a Russian page read as English)
    from bridge_laws.rulings.deal import hand_suits
    from bridge_laws.site.rulings import hands_view

    hands = hand_suits("N:AQT84.KJ..Q9832 - - -")
    north = {h["suit"]: h["cards"] for h in hands_view(hands, "ru")["N"]}
    assert north == {"S": "ТД1084", "H": "КВ", "D": "—", "C": "Д9832"}
    assert {h["suit"]: h["cards"] for h in hands_view(hands, "en")["N"]}["S"] == "AQ1084"


def test_the_auction_is_a_table_starting_under_the_dealer(built):
    _, site = built
    page = html(site, "rulings/pause-b7.html")
    table = re.search(r'<table class="auction">(.*?)</table>', page, re.S).group(1)
    rows = [re.findall(r"<td>(.*?)</td>", row) for row in re.findall(r"<tr>(.*?)</tr>", table, re.S)[1:]]
    assert rows[0][:3] == ["", "", ""]  # South deals: West, North and East are empty in round one
    assert rows[0][3].startswith("1<span") and "♠" in rows[0][3]
    assert '<li id="note-1">after a pause</li>' in page


def test_each_law_is_a_link_with_its_preview(built):
    _, site = built
    page = html(site, "rulings/pause-b7.html")
    link = re.search(r'<ul class="applied">.*?<a class="xref" href="([^"]+)" data-p="\1">16A1\(A\)</a>', page, re.S)
    assert link and link.group(1) == "../2017-en/16.html#16A1(A)"
    previews = json.loads(re.search(r'<script type="application/json" id="previews">(.*?)</script>', page,
                                    re.S).group(1))
    assert previews[link.group(1)]["t"].startswith("When a partner hesitates")  # the sample law's own words


def test_an_older_editions_ruling_names_the_unit_in_force(built):
    _, site = built
    page = html(site, "rulings/old-1987.html")
    assert 'href="../1987-ru/16.html#16A1"' in page
    assert "(2017):" in page and 'href="../2017-ru/16.html#16A1"' in page


def test_the_adjusted_score_is_worked_out_with_the_table_rows(built):
    _, site = built
    page = html(site, "rulings/pause-b7.html")
    worked = re.search(r'<table class="worked">(.*?)</table>', page, re.S).group(1)
    cells = [re.sub(r"<[^>]+>", "", c) for c in re.findall(r"<td>(.*?)</td>", worked)]
    # 4♠= by South, both vulnerable: 120 + 500 = 620; one down vulnerable: -100; against 420
    assert cells[:4] == ["60%", "4♠= S", "+620", cells[3]] and cells[4:7] == ["40%", "4♠-1 S", "-100"]
    assert "+332" in worked
    assert re.search(r'href="\.\./1997-\w\w/77\.html#77-t\d"', page)


def test_how_the_score_was_worked_out_is_worded_in_both_interface_languages(built):
    """The breakdown's words are the calculator's labels (calc.…), in the reader's language: a
    Russian reader read «game premium: trick score 120 ≥ 100» in English before."""
    _, site = built
    page = html(site, "rulings/pause-b7.html")
    how = re.search(r'<details class="how">(.*?)</details>', page, re.S).group(1)
    assert '<span data-ru="премия за гейм" data-en="game premium">game premium</span>' in how
    assert '<span data-ru="запись за взятки 120 ≥ 100" data-en="trick score 120 ≥ 100">' in how
    assert '<span data-ru="первая недобранная взятка" data-en="first undertrick">' in how
    assert ": 4 × 30 = 120" in how  # figures alone stay as they are


def test_a_rulings_page_says_its_own_words_in_the_readers_interface_language(built):
    """A director's day: the Russian interface read "board 7 · under the 1987 Laws", «Источник:
    a director's log», "IMPs against 110" on an English ruling's page — words of the page made in
    its language only. Each is now in both interface languages, the reader's shown."""
    from bridge_laws.text import labels

    _, site = built
    page = html(site, "rulings/pause-b7.html")
    meta = " ".join(re.findall(r'<p class="rmeta">(.*?)</p>', page, re.S))
    for key, fields in (("ruling.board", {"n": 7}), ("ruling.edition", {"edition": 2017})):
        ru, en = labels.pair(key, **fields)
        assert f'data-ru="{ru}" data-en="{en}"' in meta, (key, meta)
    ru, en = labels.pair("ruling.imps", versus=420)
    assert f'data-ru="{ru}" data-en="{en}"' in page
    applied = re.search(r'<ul class="applied">(.*?)</ul>', page, re.S).group(1)
    assert 'data-ru="' in applied and 'data-en="' in applied


def test_double_dummy_and_par(built):
    _, site = built
    page = html(site, "rulings/pause-b7.html")
    dd = re.search(r'<table class="dd">(.*?)</table>', page, re.S).group(1)
    assert len(re.findall(r"<tr><th scope=\"row\">", dd)) == 4
    assert all(0 <= int(n) <= 13 for n in re.findall(r"<td>(\d+)</td>", dd))
    assert "Par (North-South):" in page


def test_a_law_page_lists_the_rulings_that_apply_it_newest_first(built):
    _, site = built
    page = html(site, "2017-en/16.html")
    unit = page[page.index('id="16A1(A)"'):]
    unit = unit[:unit.index("</section>")]
    assert '<a href="../rulings/pause-b7.html">Did the pause suggest bidding on?</a>' in unit
    all_rulings = re.search(r'<details class="law-rulings">(.*?)</details>', page, re.S).group(1)
    assert re.findall(r'rulings/([\w-]+)\.html', all_rulings) == ["remark-b3", "pause-b7", "long-facts", "old-1987"]
    assert "under the 1987 Laws: 16A1" in all_rulings


def test_a_law_without_text_lists_its_rulings_on_its_page(built):
    """Before, the page of a law no source gives the text of (1987 Law 16 here) never named a
    ruling applying it."""
    _, site = built
    page = html(site, "1987-ru/16.html")
    assert 'class="nolaw"' in page and 'href="../rulings/old-1987.html"' in page
    assert 'href="../rulings/old-1987.html"' not in html(site, "1987-ru/17.html")


def test_the_api_gives_each_ruling_as_show_json_and_each_unit_its_rulings(built):
    from click.testing import CliRunner

    from bridge_laws.cli import main

    laws, site = built
    shown = CliRunner().invoke(main, ["--laws", str(laws), "ruling", "show", "pause-b7", "--json"]).output
    assert json.loads(html(site, "api/rulings/pause-b7.json")) == json.loads(shown)
    law = json.loads(html(site, "api/2017-en/16.json"))
    unit = next(c for s in law["children"] for c in s["children"] if c["ref"] == "16A1")
    item = next(c for c in unit["children"] if c["ref"] == "16A1(A)")
    assert [r["id"] for r in item["rulings"]] == ["pause-b7", "long-facts"]
    cli = json.loads(CliRunner().invoke(main, ["--laws", str(laws), "show", "16", "--edition", "2017",
                                               "--lang", "en", "--json"]).output)
    assert cli == law
    index = json.loads(html(site, "api/rulings/index.json"))
    assert [r["id"] for r in index["rulings"]][:2] == ["remark-b3", "pause-b7"]


def test_the_users_words_are_escaped(built):
    _, site = built
    page = html(site, "rulings/remark-b3.html")
    assert "<script>alert" not in page and "&lt;script&gt;alert(1)&lt;/script&gt; &amp; a remark" in page


def test_the_ruling_pages_parse_and_their_links_resolve(built):
    html5lib = pytest.importorskip("html5lib")
    _, site = built
    ruling_pages = [p for p in pages(site) if "rulings" in p.parts]
    assert len(ruling_pages) == 9
    for path in ruling_pages + [site / "2017-en/16.html"]:
        html5lib.HTMLParser(strict=True).parse(path.read_bytes(), transport_encoding="utf-8")
        ids = set(parse(path).ids)
        for _, url in parse(path).links:
            target, _, anchor = url.partition("#")
            file = (path.parent / target).resolve() if target else path
            assert file.is_file(), (path.name, url)
            if anchor and file.suffix == ".html":
                assert anchor in set(parse(file).ids) if file != path else anchor in ids, (path.name, url)


def test_the_menu_offers_the_rulings_only_when_there_are_some(built, tmp_path):
    _, site = built
    assert 'href="../rulings/index.html"' in html(site, "2017-en/16.html")
    laws = samples.laws_dir(tmp_path)
    bare = tmp_path / "site"
    build_site(laws, bare)
    assert "rulings/index.html" not in html(bare, "index.html")


def test_a_ruling_that_cannot_be_read_stops_the_build_naming_its_line(built, tmp_path):
    from bridge_laws.errors import RulingError

    laws = samples.laws_dir(tmp_path)
    (laws / "rulings").mkdir()
    (laws / "rulings" / "bad.yaml").write_text("id: bad\nlang: en\nedition: 2017\nsource: {kind: log}\n"
                                               "question: q\nboard: seven\n", encoding="utf-8")
    with pytest.raises(RulingError, match=r"bad.yaml:6: board"):
        build_site(laws, tmp_path / "site")


def test_a_russian_rulings_page_names_seats_and_its_laws_language_in_russian(tmp_path):
    """«4♠= S» and «(Законы 2017, ru)» on a Russian ruling's page: the seats are С В Ю З in the
    Russian interface (N E S W in the English one, the page re-words them), the language a name."""
    laws = samples.laws_dir(tmp_path)
    store.write(laws / "rulings", store.from_dict(samples.ruling_dict(1, id="ru-b7", lang="ru")))
    site = tmp_path / "site"
    build_site(laws, site)
    page = html(site, "rulings/ru-b7.html")
    assert '<span data-l="seat.short.S">Ю</span>' in page and "= S<" not in page
    assert re.search(r"\(Законы \d{4}, рус\.\)", page) and ", ru)" not in page
    par = page.split('data-l="ruling.par"', 1)[1].split("</p>", 1)[0]
    assert 'data-l="seat.short.' in par or "ruling.par.pass" in par


def test_a_ruling_edited_to_apply_a_law_the_corpus_lacks_stops_the_build_and_keeps_the_site(tmp_path):
    """`check` named it, and the build used to publish it (its page linked a law that is not there):
    now the build stops on it too, with the file and line, and what was built stays."""
    from helpers import cli, files

    laws = samples.laws_dir(tmp_path)
    store.write(laws / "rulings", store.from_dict(samples.ruling_dict(1, id="pause-b7", date="2024-03-14")))
    assert cli(laws, "build", "-q").returncode == 0
    site = files(tmp_path / "site")
    path = laws / "rulings" / "pause-b7.yaml"
    text = path.read_text(encoding="utf-8")
    ref = samples.ruling_dict(1)["laws"][0]["ref"]
    path.write_text(text.replace(f"ref: {ref}\n", "ref: 16H9\n", 1).replace(f"ref: '{ref}'\n", "ref: 16H9\n", 1),
                    encoding="utf-8")
    result = cli(laws, "build", "-q")
    line = 1 + path.read_text(encoding="utf-8").split("16H9")[0].count("\n")
    assert result.returncode != 0 and "Traceback" not in result.stderr
    assert f"pause-b7.yaml:{line}: 16H9 is no unit of the 2017 Laws in the corpus" in result.stderr
    assert "bridge-laws ruling remove" in result.stderr  # what to do: the ruling goes, or is mended, first
    assert files(tmp_path / "site") == site


# -- in a browser --------------------------------------------------------------------------------
A4 = {"page_width": 21.0, "page_height": 29.7}


def _printed_pages(driver) -> int:
    import base64

    from selenium.webdriver.common.print_page_options import PrintOptions

    options = PrintOptions()
    options.page_width, options.page_height = A4["page_width"], A4["page_height"]
    options.background = False
    pdf = base64.b64decode(driver.print_page(options))
    return len(re.findall(rb"/Type\s*/Page[^s]", pdf))


def test_the_appeal_form_writes_in_a_decision_and_deposit_the_ruling_records(built):
    """A director's day: the form of a ruling whose appeal was recorded left the committee's
    decision box empty and the deposit "returned / forfeited"."""
    _, site = built
    form = html(site, "rulings/appeal/pause-b7.html")
    decision = re.search(r'<section class="box tall"><h2><span data-l="form.decision">.*?</section>', form, re.S).group()
    assert "The committee kept the ruling." in decision
    deposit = re.search(r'<p class="fline">(.*?)</p>', form, re.S).group(1)
    assert "returned" in deposit and "form.deposit" not in deposit


@pytest.mark.browser
@pytest.mark.parametrize("rid", ["pause-b7", "long-facts"])
def test_the_appeal_form_prints_on_one_a4_sheet(built, b, rid):
    from _browser import file_url

    _, site = built
    b.get(file_url(site, f"rulings/appeal/{rid}.html"))
    assert b.find_element("css selector", "article.form h1").text.startswith("Appeal:")
    assert _printed_pages(b) == 1


@pytest.mark.browser
def test_a_law_link_on_a_ruling_previews_the_law(built, b):
    from _browser import file_url

    _, site = built
    b.get(file_url(site, "rulings/pause-b7.html"))
    link = b.find_element("css selector", ".applied a.xref")
    b.execute_script("arguments[0].focus()", link)
    pop = b.find_element("id", "popover")
    assert pop.is_displayed() and "16A1(A)" in pop.text


@pytest.mark.browser
@pytest.mark.parametrize("path", ["rulings/index.html", "rulings/pause-b7.html", "rulings/appeal/pause-b7.html",
                                  "rulings/old-1987.html", "2017-en/16.html"])
def test_axe_finds_no_serious_violation_on_the_ruling_pages(built, b, path):
    import os

    import _browser

    if not _browser.AXE.exists():
        message = "axe-core is not installed: npm ci --prefix tests (as .ci/run does)"
        pytest.fail(message) if os.environ.get("CI") else pytest.skip(message)
    _, site = built
    b.get(_browser.file_url(site, path))
    serious = [v for v in _browser.axe_violations(b) if v[1] in ("serious", "critical")]
    assert not serious, f"{path}: {serious}"


@pytest.mark.browser
def test_a_ruling_recorded_at_the_table_is_kept_and_downloaded_as_a_log_that_ruling_import_reads(b, site, tmp_path):
    """The rulings page of the shipped site: a ruling typed at the table (its laws checked against
    the edition chosen, the nearest named), kept on the device across visits, a planted store read
    as data, and the log downloaded is what `bridge-laws ruling import` reads (inspected, not
    written: the repository's laws are read only). An invented case."""
    from selenium.webdriver.common.by import By
    from selenium.webdriver.support.ui import Select

    from _browser import file_url
    from bridge_laws.corpus.yamlio import load_corpus
    from bridge_laws.jobs.rulings import inspect
    from helpers import LAWS

    page = file_url(site, "rulings/index.html")
    b.get(page)
    b.execute_script("localStorage.removeItem('bl-log')")
    b.get(page)
    form = b.find_element(By.ID, "record-form")
    assert b.find_element(By.ID, "record").get_attribute("open") is not None  # no rulings yet: open
    from bridge_laws.rulings.fields import REQUIRED
    from bridge_laws.rulings.logs import LOG_FIELDS

    names = b.execute_script("return [...arguments[0].elements].filter((e) => e.name).map((e) => [e.name, e.required])", form)
    assert {n for n, _ in names} <= set(LOG_FIELDS) and {n for n, req in names if req} == set(REQUIRED)
    edition = Select(form.find_element(By.NAME, "edition"))
    assert [o.text for o in edition.options] == ["1997", "1987"]
    assert edition.first_selected_option.text == "1987"  # the edition the site holds most of
    edition.select_by_value("1987")
    typed = {"event": "Sample club night", "board": "7", "laws": "16 b 1, 73Z",
             "question": 'A pause: then "double"?', "facts": "North thought: long.\nThen passed; South doubled — #7.",
             "ruling": "Score adjusted: «3♠ by N».", "table_result": "3S= N"}
    for name, value in typed.items():
        form.find_element(By.NAME, name).send_keys(value)
    # the laws are checked when their field is left, before Keep (a director's day: only at Keep)
    assert "73Z" in b.find_element(By.ID, "record-msg").text
    form.find_element(By.CSS_SELECTOR, "button[type=submit]").click()
    msg = b.find_element(By.ID, "record-msg").text
    assert "73Z" in msg and not b.find_elements(By.CSS_SELECTOR, "#record-list li")  # refused, the nearest named
    laws = form.find_element(By.NAME, "laws")
    laws.clear()
    laws.send_keys("16 b 1, правило 75Г2")
    form.find_element(By.CSS_SELECTOR, "button[type=submit]").click()
    assert len(b.find_elements(By.CSS_SELECTOR, "#record-list li")) == 1
    b.get(page)  # kept on the device
    assert "16B1, 75D2 (1987)" in b.find_element(By.CSS_SELECTOR, "#record-list li").text
    # every field the download carries is shown with the row (a red team: another file of the
    # device, sharing the store, changed a kept decision the list never showed)
    row = b.find_element(By.CSS_SELECTOR, "#record-list li")
    assert "Score adjusted: «3♠ by N». · 3S= N" in row.text
    row.find_element(By.TAG_NAME, "summary").click()
    assert "North thought: long." in row.text
    link = b.find_element(By.ID, "record-download")
    assert link.is_displayed() and link.get_attribute("download").endswith(".yaml")
    log = tmp_path / "rulings.yaml"
    log.write_text(b.execute_script("return window.BL_RECORD.log()"), encoding="utf-8")
    plan = inspect(log, LAWS, load_corpus(LAWS / "corpus"), set())
    [ruling] = plan.rulings
    assert ([x.ref for x in ruling.laws], ruling.edition, ruling.board) == (["16B1", "75D2"], 1987, 7)
    assert (ruling.question, ruling.facts, ruling.ruling) == (typed["question"], typed["facts"], typed["ruling"])
    # a planted store: markup is words, a law that is no ref and a row that is no mapping are left out
    b.execute_script("localStorage.setItem('bl-log', JSON.stringify([7, {question: '<b>x</b>', laws: ['16B1', '<img>']},"
                     " {question: 'no laws', laws: 'all'}]))")
    b.get(page)
    rows = b.find_elements(By.CSS_SELECTOR, "#record-list li")
    assert len(rows) == 1 and rows[0].text.startswith("<b>x</b>") and not b.find_elements(By.CSS_SELECTOR, "#record-list b")
    b.execute_script("localStorage.removeItem('bl-log')")
