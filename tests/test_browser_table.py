"""The ten moments at the table (issue 24) in headless Chromium, on the phone profile: the IMP box
reads two scores as the CLI does and shows the working; the English interface is English outside
the law text; the edition in force is named; every law is named on the home page; one box on the
home page; the glossary's filter and order; sharing from file:// warns; the header says when the
site is held offline. axe stays clean and a screenshot of each changed page goes to tests/artifacts/."""

from __future__ import annotations

import json
import os

import pytest
from click.testing import CliRunner

import _browser
from bridge_laws.cli import main
from helpers import ARTIFACTS, LAWS
from test_browser_site import AXE, PHONE, emulate, open_page, wait

pytestmark = pytest.mark.browser

url = _browser.file_url


@pytest.fixture(autouse=True)
def leave_the_interface_as_found(b, site):
    """The interface language a test chose (?ui=en) is kept in localStorage: forget it after each
    test, so that the other browser tests open pages in the language they were built in."""
    yield
    b.get(url(site, "index.html"))
    b.execute_script("localStorage.clear()")


@pytest.fixture
def phone(b):
    emulate(b, PHONE, touch=True)
    yield b
    emulate(b, (1280, 900))
    b.execute_cdp_cmd("Emulation.clearDeviceMetricsOverride", {})


def shot(driver, name: str) -> None:
    ARTIFACTS.mkdir(exist_ok=True)
    assert driver.save_screenshot(str(ARTIFACTS / f"phone-table-{name}.png"))


# -- the IMP box -----------------------------------------------------------------------------


@pytest.mark.parametrize("typed,working,imps", [("470 140", "470 − 140 = 330", 8), ("470-140", "470 − 140 = 330", 8),
                                                ("470 vs 140", "470 − 140 = 330", 8),
                                                ("+470 −140", "+470 − 140 = 330", 8)])
def test_the_imp_box_reads_two_scores_and_shows_the_working(phone, site, typed, working, imps):
    from selenium.webdriver.common.by import By

    open_page(phone, site, "scoring.html")
    box = phone.find_element(By.ID, "imp-diff")
    box.send_keys(typed)
    phone.find_element(By.CSS_SELECTOR, "#imps-form button").click()
    total = phone.find_element(By.CSS_SELECTOR, "#imps-out .total")
    assert total.text == f"{working} → +{imps} IMP" and int(total.get_attribute("data-imps")) == imps
    cli = json.loads(CliRunner().invoke(main, ["--laws", str(LAWS), "imps", typed, "--json"]).output)
    assert cli["imps"] == imps and cli["input"]["working"] == working
    if typed == "470 140":
        shot(phone, "imps")


@pytest.mark.parametrize("typed", ["470 -140", "1 460", "470 140 150", "470140"])
def test_the_imp_box_refuses_with_a_reason_never_joining_digits(phone, site, typed):
    from selenium.webdriver.common.by import By

    open_page(phone, site, "scoring.html")
    phone.find_element(By.ID, "imp-diff").send_keys(typed)
    phone.find_element(By.CSS_SELECTOR, "#imps-form button").click()
    error = phone.find_element(By.CSS_SELECTOR, "#imps-out .error")
    assert error.get_attribute("role") == "alert" and error.text and "IMP" not in error.text.split(":")[0]
    assert not phone.find_elements(By.CSS_SELECTOR, "#imps-out .total")
    cli = CliRunner().invoke(main, ["--laws", str(LAWS), "imps", typed])
    assert cli.exit_code == 2


def test_a_russian_contract_with_cyrillic_kha(phone, site):
    from selenium.webdriver.common.by import By

    open_page(phone, site, "scoring.html")
    phone.find_element(By.ID, "sc-contract").send_keys("3БКХ-2")
    phone.find_element(By.CSS_SELECTOR, "#score-form button").click()
    assert int(phone.find_element(By.CSS_SELECTOR, "#score-out .total").get_attribute("data-score")) == -300


# -- the English interface --------------------------------------------------------------------

# Cyrillic text whose nearest language mark (below <html>, which says how the page was built)
# is not Russian: an interface word the English interface left in Russian.
RUSSIAN_OUTSIDE_RUSSIAN = """
const out = [];
const walker = document.createTreeWalker(document.body, NodeFilter.SHOW_TEXT);
for (let n = walker.nextNode(); n; n = walker.nextNode()) {
  if (!/[А-Яа-яЁё]/.test(n.textContent)) continue;
  const el = n.parentElement;
  // the search's results and status quote the glossary and the text (content, the search's own tests)
  if (!el || el.closest('[hidden], script, noscript, .skip, #results, #search-status') || !el.getClientRects().length) continue;
  const marked = el.closest('[lang]');
  if (!marked || marked === document.documentElement || marked.lang !== 'ru') out.push(n.textContent.trim().slice(0, 40));
}
return out;
"""
ENGLISH_PAGES = ["index.html", "1987-ru/64.html", "1987-ru/77.html", "1997-ru-en/79.html", "diff/1987-1997-ru/79.html",
                 "glossary.html", "scoring.html", "search.html?q=revoke"]


@pytest.mark.parametrize("path", ENGLISH_PAGES)
def test_the_english_interface_is_english_outside_the_law_text(phone, site, path):
    sep = "&" if "?" in path else "?"
    open_page(phone, site, path + sep + "ui=en")
    if path.startswith("search"):
        wait(phone, lambda d: d.find_elements("css selector", "#results li"))
    russian = phone.execute_script(RUSSIAN_OUTSIDE_RUSSIAN)
    assert not russian, russian[:10]
    if path in ("index.html", "1987-ru/64.html", "glossary.html"):
        shot(phone, "en-" + path.replace("/", "-").replace(".html", ""))


def test_chapters_and_crumbs_in_english(phone, site):
    from selenium.webdriver.common.by import By

    open_page(phone, site, "index.html?ui=en")
    chapters = [a.text for a in phone.find_elements(By.CSS_SELECTOR, "nav.chapters li a .cl")]
    assert chapters[0] == "Chapter II" and "Chapter VIII. The score" in chapters  # 1997-en prints it
    assert "II, III, IV, V, VI, VII" in phone.find_element(By.CSS_SELECTOR, "nav.chapters p.unnamed").text
    open_page(phone, site, "1997-ru-en/79.html?ui=en")
    crumbs = phone.find_element(By.CSS_SELECTOR, "nav.crumbs").text
    assert "Chapter VIII" in crumbs and "Глава" not in crumbs
    assert "Law 79" in phone.find_element(By.CSS_SELECTOR, "h1.ph").text


def test_recent_laws_are_worded_in_the_interface_language(phone, site):
    from selenium.webdriver.common.by import By

    open_page(phone, site, "index.html")
    phone.execute_script("localStorage.clear()")
    open_page(phone, site, "1987-ru/75.html")
    open_page(phone, site, "index.html?ui=en")
    chip = " ".join(phone.find_element(By.CSS_SELECTOR, "#recent a").text.split())
    assert chip.startswith("Law 75. ") and chip.endswith(" · 1987 · Russian")  # the law's own title between, as printed
    phone.find_element(By.ID, "ui-switch").click()
    chip = " ".join(phone.find_element(By.CSS_SELECTOR, "#recent a").text.split())
    assert chip.startswith("Правило 75. ") and chip.endswith(" · 1987 · рус.")


# -- the edition in force, every law named ----------------------------------------------------


@pytest.mark.parametrize("path", ["1987-ru/64.html", "1997-ru-en/79.html", "diff/1987-1997-ru/79.html"])
def test_the_edition_in_force_is_named(phone, site, path):
    from selenium.webdriver.common.by import By

    open_page(phone, site, path)
    note = phone.find_element(By.CSS_SELECTOR, "p.force").text
    # the corpus has no text of the edition in force; a reader of the site runs no command (a trial)
    assert "2017" in note and "Текста редакции 2017 в базе нет." in note and "bridge-laws" not in note
    if path.startswith("1987"):
        shot(phone, "force")


def test_search_results_say_their_edition_is_superseded(phone, site):
    from selenium.webdriver.common.by import By

    open_page(phone, site, "search.html?q=revoke")
    wait(phone, lambda d: d.find_elements(By.CSS_SELECTOR, "#results li .pv"))
    labels = [e.text for e in phone.find_elements(By.CSS_SELECTOR, "#results li .pv")]
    assert labels and all("не действует" in x for x in labels)


def test_every_law_is_named_on_the_home_page(phone, site):
    from selenium.webdriver.common.by import By

    open_page(phone, site, "index.html")
    rows = phone.find_elements(By.CSS_SELECTOR, "ul.laws > li")
    assert len(rows) == 93
    unnamed = [r.get_attribute("id") for r in rows if not r.find_elements(By.CSS_SELECTOR, ".t")]
    assert not unnamed
    law64 = phone.find_element(By.CSS_SELECTOR, "#law-64 .t").text
    assert law64.startswith("термины:") and "established revoke / выявленный фальшренонс" in law64


# -- finding the tools ------------------------------------------------------------------------


def test_one_box_on_the_home_page_jumps_offers_and_searches(phone, site):
    from selenium.webdriver.common.by import By

    open_page(phone, site, "index.html")
    assert len(phone.find_elements(By.CSS_SELECTOR, "input[type=search]")) == 1
    assert phone.find_element(By.CSS_SELECTOR, ".menu a[href='scoring.html']")
    box = phone.find_element(By.ID, "jump-ref")
    box.send_keys("84")
    assert [a.text for a in phone.find_elements(By.CSS_SELECTOR, "#jump-offers a")][:2] == ["84", "84A"]
    box.clear()
    box.send_keys("штрафной картой\n")
    wait(phone, lambda d: "search.html?q=" in d.current_url)


def test_the_glossary_filters_letters_and_sorts_by_the_interface_language(phone, site):
    from selenium.webdriver.common.by import By
    from selenium.webdriver.common.keys import Keys

    open_page(phone, site, "glossary.html")
    assert phone.find_element(By.TAG_NAME, "h1").text.startswith("Термины: русские и английские")
    first_ru = [e.text for e in phone.find_elements(By.CSS_SELECTOR, ".g .n-ru")[:40]]
    cyrillic = [t for t in first_ru if "А" <= t[:1].upper() <= "Я"]
    assert cyrillic == sorted(cyrillic, key=lambda t: t.casefold().replace("ё", "е"))
    without_link = phone.execute_script(
        "return [...document.querySelectorAll('.g')].filter(g => !g.querySelector('.gl a')).map(g => g.id)")
    from bridge_laws.corpus.glossary import load

    glossary = load(LAWS)
    assert all(not glossary[int(i[1:])].refs_for(1987) for i in without_link)  # no term with a law lacks its link
    box = phone.find_element(By.ID, "g-filter")
    box.send_keys("фальшренонс")
    shown = [g for g in phone.find_elements(By.CSS_SELECTOR, ".g") if g.is_displayed()]
    assert shown and all("фальшренонс" in g.text.lower() for g in shown)
    assert phone.find_element(By.ID, "g-count").text
    shot(phone, "glossary-filter")
    box.send_keys(Keys.BACKSPACE * len("фальшренонс"))  # as a reader empties it: the letters come back
    assert phone.find_element(By.CSS_SELECTOR, ".g-letters[data-for=ru]").is_displayed()
    phone.find_element(By.ID, "ui-switch").click()
    first_en = [e.text.split(" (")[0] for e in phone.find_elements(By.CSS_SELECTOR, ".g .n-en") if e.is_displayed()][:30]
    assert first_en == sorted(first_en, key=str.casefold)
    assert phone.find_element(By.CSS_SELECTOR, ".g-letters[data-for=en]").is_displayed()
    assert not phone.find_element(By.CSS_SELECTOR, ".g-letters[data-for=ru]").is_displayed()


def test_the_glossary_filter_takes_a_term_in_any_form_and_passes_a_miss_to_the_search(phone, site):
    # a director types the words as the sentence has them: «штрафную карту», "revokes"
    from urllib.parse import parse_qs, urlparse

    from selenium.webdriver.common.by import By

    open_page(phone, site, "glossary.html")
    box = phone.find_element(By.ID, "g-filter")

    def shown(typed: str) -> list[str]:
        box.clear()
        box.send_keys(typed)
        return [g.text.lower() for g in phone.find_elements(By.CSS_SELECTOR, ".g") if g.is_displayed()]

    assert any("штрафная карта" in g for g in shown("штрафную карту"))
    assert any("недостаточная заявка" in g for g in shown("недостаточную заявку"))
    assert any("revoke" in g for g in shown("revokes"))
    assert not any("карта" in g for g in shown("карате"))  # not any word that begins alike
    assert not shown("кукареку") and phone.find_element(By.ID, "g-nothing").is_displayed()
    link = phone.find_element(By.ID, "g-search")
    assert parse_qs(urlparse(link.get_attribute("href")).query)["q"] == ["кукареку"]


# -- sharing and offline, said on screen ------------------------------------------------------


def test_sharing_from_a_file_warns_the_link_works_only_here(phone, site):
    from selenium.webdriver.common.by import By

    open_page(phone, site, "1987-ru/75.html#75D2")
    phone.find_element(By.CSS_SELECTOR, "button[data-share]").click()
    toast = wait(phone, lambda d: d.find_elements(By.ID, "toast"))[0]
    assert "только на нём" in toast.text and "1987-ru/75.html#75D2" in toast.text


def test_the_header_says_when_the_site_is_held_offline(b, site):
    import threading
    from functools import partial
    from http.server import SimpleHTTPRequestHandler, ThreadingHTTPServer

    from selenium.webdriver.common.by import By

    class Quiet(SimpleHTTPRequestHandler):
        def log_message(self, *args):
            pass

    server = ThreadingHTTPServer(("127.0.0.1", 0), partial(Quiet, directory=str(site)))
    threading.Thread(target=server.serve_forever, daemon=True).start()
    try:
        b.get(f"http://127.0.0.1:{server.server_port}/index.html")
        wait(b, lambda d: d.find_element(By.ID, "offline").is_displayed(), timeout=20)
        assert b.find_element(By.ID, "offline").text == "Работает без сети"
        emulate(b, PHONE)
        shot(b, "offline")
        emulate(b, (1280, 900))
    finally:
        server.shutdown()
        server.server_close()
    b.get(url(site, "index.html"))  # from a file there is no service worker: nothing is claimed
    assert not b.find_element(By.ID, "offline").is_displayed()


# -- accessibility ------------------------------------------------------------------------------


@pytest.mark.parametrize("path", ["index.html?ui=en", "glossary.html", "1987-ru/64.html", "diff/1987-1997-ru/79.html",
                                  "scoring.html"])
def test_axe_stays_clean(b, site, path):
    from selenium.webdriver.common.by import By

    if not AXE.exists():
        message = "axe-core is not installed: npm ci --prefix tests (as .ci/run does)"
        pytest.fail(message) if os.environ.get("CI") else pytest.skip(message)
    open_page(b, site, path)
    if path == "scoring.html":
        b.find_element(By.ID, "imp-diff").send_keys("470 140")
        b.find_element(By.CSS_SELECTOR, "#imps-form button").click()
    if path == "glossary.html":
        b.find_element(By.ID, "g-filter").send_keys("рен")
    result = _browser.axe_violations(b)
    assert not [v for v in result if v[1] in ("serious", "critical")], result
