"""The scoring page and the tables of Laws 77–78 in headless Chromium, from file://: the
calculators agree with `bridge-laws score`, `imps` and `matchpoints` on the same cases, every
line links to the table row it used, and the tables read on a phone."""

from __future__ import annotations

import json

import pytest
from click.testing import CliRunner

from bridge_laws.cli import main

import _browser
from test_scoring import BANDS, CASES

pytestmark = pytest.mark.browser

from helpers import ARTIFACTS, LAWS
VERSIONS = ["1997-ru", "1997-en", "1987-ru"]


def _driver(tmp_path_factory, width, height):
    try:
        return _browser.make_driver(tmp_path_factory.mktemp("chromium-profile"), width, height)
    except _browser.NoBrowser as exc:
        pytest.skip(str(exc))


@pytest.fixture(scope="module")
def wide(tmp_path_factory):
    driver = _driver(tmp_path_factory, 1280, 900)
    yield driver
    errors = [e for e in driver.get_log("browser") if e["level"] == "SEVERE"]
    driver.quit()
    assert not errors, errors


def cli(*args) -> dict:
    result = CliRunner().invoke(main, ["--laws", str(LAWS), *args, "--json"], catch_exceptions=False)
    assert result.exit_code == 0, result.output
    return json.loads(result.output)


def open_scoring(wide, site):
    wide.get(_browser.file_url(site, "scoring.html"))
    assert wide.execute_script("return typeof window.BL_CALC === 'object'")


def test_calculators_agree_with_the_cli(wide, site):
    open_scoring(wide, site)
    for version in VERSIONS:
        edition, lang = version.split("-")
        for contract, vul, _ in CASES[::3]:
            want = cli("score", contract, "--edition", edition, "--lang", lang, *(["--vulnerable"] if vul else []))
            got = wide.execute_script("return BL_CALC.score(arguments[0], arguments[1], arguments[2])", version, contract, vul)
            assert got["score"] == want["score"], (version, contract, vul)
            assert got["contract"] == want["contract"]
            assert [(l["points"], l["figure"]["anchor"], l["figure"]["row"]) for l in got["breakdown"]] == \
                   [(l["points"], l["source"]["table"], l["source"]["row"]) for l in want["breakdown"]]
            assert all(l["figure"]["href"] == f"{version}/77.html#{l['figure']['anchor']}" for l in got["breakdown"])


def test_imps_agree_at_both_edges_of_every_band(wide, site):
    open_scoring(wide, site)
    for version in ("1997-ru", "1987-ru"):
        edition, lang = version.split("-")
        for diff in [0, 10, 4000, 9000, -4000] + [x for low, high, _ in BANDS for x in (low, high, -low)]:
            want = cli("imps", str(diff), "--edition", edition, "--lang", lang)
            got = wide.execute_script("return BL_CALC.imps(arguments[0], arguments[1])", version, str(diff))
            assert got["imps"] == want["imps"], (version, diff)
            assert (got["band"] or {}).get("low") == (want["band"] or {}).get("low")


def test_the_score_form_links_each_line_to_its_table_row(wide, site):
    from selenium.webdriver.common.by import By

    open_scoring(wide, site)
    wide.execute_script("document.getElementById('sc-ed').value = '1987-ru'")
    box = wide.find_element(By.ID, "sc-contract")
    box.clear()
    box.send_keys("4ПX-4")
    wide.find_element(By.ID, "sc-vul").click()
    wide.find_element(By.CSS_SELECTOR, "#score-form button").click()
    total = wide.find_element(By.CSS_SELECTOR, "#score-out .total")
    want = cli("score", "4SX-4", "--vulnerable", "--edition", "1987")
    assert int(total.get_attribute("data-score")) == want["score"] == -1100
    links = [a.get_attribute("href") for a in wide.find_elements(By.CSS_SELECTOR, "#score-out .breakdown a")]
    assert len(links) == len(want["breakdown"]) and all(h.endswith("1987-ru/77.html#77-t6") for h in links)
    wide.get(links[0])  # the link lands on the table, which has that id
    assert wide.execute_script("return document.getElementById('77-t6') !== null")


@pytest.mark.parametrize("query,vulnerable", [("4♠x two down vul, how many points?", True), ("3бк без одной", False)])
def test_a_result_searched_links_to_its_score(wide, site, query, vulnerable):
    """A contract with its result typed into the search links to the scoring page, which scores it
    at once as `bridge-laws score` does (the contract as the search read it, `Score it:` in the CLI)."""
    from selenium.webdriver.common.by import By
    from selenium.webdriver.support.ui import WebDriverWait
    from urllib.parse import quote

    wide.get(_browser.file_url(site, "search.html?q=" + quote(query)))
    link = WebDriverWait(wide, 10).until(lambda d: d.find_elements(By.CSS_SELECTOR, "#search-status a.score"))[0]
    found = json.loads(CliRunner().invoke(main, ["--laws", str(LAWS), "search", query, "--json"]).stdout)
    [score] = [r["score"] for r in found["readings"] if "score" in r]
    assert score["vulnerable"] is (vulnerable or None)
    link.click()
    total = WebDriverWait(wide, 10).until(lambda d: d.find_elements(By.CSS_SELECTOR, "#score-out .total"))[0]
    want = cli("score", score["contract"], *(["--vulnerable"] if vulnerable else []))
    assert int(total.get_attribute("data-score")) == want["score"] != 0


def test_matchpoints_form_with_ties(wide, site):
    from selenium.webdriver.common.by import By

    open_scoring(wide, site)
    box = wide.find_element(By.ID, "mp-scores")
    box.clear()
    box.send_keys("420 420 450 -50 170")
    wide.find_element(By.CSS_SELECTOR, "#mp-form button").click()
    rows = wide.find_elements(By.CSS_SELECTOR, "#mp-out tbody tr")
    got = [{"score": int(r.get_attribute("data-score")), "matchpoints": int(r.get_attribute("data-mp"))} for r in rows]
    assert got == cli("matchpoints", "420", "420", "450", "-50", "170")["results"]


@pytest.mark.parametrize("form,field,text", [("score-form", "sc-contract", "4Q="), ("imps-form", "imp-diff", "45"),
                                             ("mp-form", "mp-scores", "420 x")])
def test_malformed_input_is_explained(wide, site, form, field, text):
    from selenium.webdriver.common.by import By

    open_scoring(wide, site)
    box = wide.find_element(By.ID, field)
    box.clear()
    box.send_keys(text)
    wide.find_element(By.CSS_SELECTOR, f"#{form} button").click()
    out = wide.find_element(By.CSS_SELECTOR, f"#{form} ~ .calc-out .error")
    assert out.get_attribute("role") == "alert" and out.text


def test_tables_stand_where_the_book_prints_them(wide, site):
    wide.get(_browser.file_url(site, "1987-ru/77.html"))
    before = wide.execute_script("return document.getElementById('77-t2').previousElementSibling.textContent")
    assert before.strip() == "В бескозырном контракте:"
    spans = wide.execute_script("return [...document.getElementById('77-t6').querySelectorAll('thead th')].map(th => th.colSpan)")
    assert spans[:3] == [1, 3, 3]  # «ДО ЗОНЫ» over three columns


@pytest.fixture(scope="module")
def phone(tmp_path_factory):
    driver = _driver(tmp_path_factory, 390, 844)
    yield driver
    driver.quit()


@pytest.mark.parametrize("path", ["1987-ru/77.html", "1997-ru/77.html", "1997-en/77.html", "1987-ru/78.html",
                                  "1997-ru-en/77.html", "scoring.html"])
def test_phone_has_no_horizontal_page_scroll(phone, site, path):
    phone.get(_browser.file_url(site, path))
    assert phone.execute_script("return document.documentElement.scrollWidth - document.documentElement.clientWidth") <= 0
    # tables of up to four value columns fit whole; wider ones scroll inside their frame, labels held
    too_wide = phone.execute_script(
        "return [...document.querySelectorAll('.ltable')].filter(f => f.querySelector('tbody tr').children.length <= 5"
        " && f.querySelector('.tablewrap').scrollWidth > f.querySelector('.tablewrap').clientWidth + 1).map(f => f.id)")
    assert not too_wide
    ARTIFACTS.mkdir(exist_ok=True)
    phone.save_screenshot(str(ARTIFACTS / f"phone-scoring-{path.replace('/', '-')}.png"))


@pytest.mark.parametrize("path", ["1987-ru/77.html", "1997-ru-en/77.html", "scoring.html"])
def test_tap_targets_on_a_phone(phone, site, path):
    from selenium.webdriver.common.by import By

    from test_browser_site import SMALL_TARGETS

    phone.get(_browser.file_url(site, path))
    if path == "scoring.html":  # with results on the page: their links count too
        phone.find_element(By.ID, "sc-contract").send_keys("3NT+1")
        phone.find_element(By.CSS_SELECTOR, "#score-form button").click()
        phone.find_element(By.ID, "imp-diff").send_keys("430")
        phone.find_element(By.CSS_SELECTOR, "#imps-form button").click()
    # what this page adds: the tables and the calculators (the rest is test_browser_site's)
    mine = SMALL_TARGETS.replace("document.querySelectorAll('a[href], button, input, select, summary')",
                                 "document.querySelectorAll('.ltable a[href], .ltable button, .calc a[href], "
                                 ".calc button, .calc input, #ed-form select')")
    assert mine != SMALL_TARGETS
    small = phone.execute_script(mine)
    assert not small, small[:10]


@pytest.mark.parametrize("path", ["1987-ru/77.html", "1997-ru-en/77.html", "1987-ru/78.html", "scoring.html"])
def test_axe_finds_no_serious_violation_in_the_tables_and_calculators(wide, site, path):
    import os

    from selenium.webdriver.common.by import By

    AXE = _browser.AXE

    if not AXE.exists():
        message = "axe-core is not installed: npm ci --prefix tests (as .ci/run does)"
        pytest.fail(message) if os.environ.get("CI") else pytest.skip(message)
    wide.get(_browser.file_url(site, path))
    if path == "scoring.html":
        wide.find_element(By.ID, "sc-contract").send_keys("6HX+1")
        wide.find_element(By.CSS_SELECTOR, "#score-form button").click()
        wide.find_element(By.ID, "mp-scores").send_keys("420 420 -50")
        wide.find_element(By.CSS_SELECTOR, "#mp-form button").click()
    result = _browser.axe_violations(wide)
    assert not [v for v in result if v[1] in ("serious", "critical")], result


def test_the_calculators_speak_the_interface_language(wide, site):
    from selenium.webdriver.common.by import By

    wide.get(_browser.file_url(site, "scoring.html?ui=en"))
    assert wide.find_element(By.ID, "h-score").text.startswith("A contract's score")
    wide.find_element(By.ID, "sc-contract").send_keys("4S+1")
    wide.find_element(By.CSS_SELECTOR, "#score-form button").click()
    out = wide.find_element(By.ID, "score-out").text
    assert "not vulnerable" in out and "trick score" in out and "overtricks" in out
    wide.get(_browser.file_url(site, "scoring.html?ui=ru"))  # leave the interface as the other tests expect
