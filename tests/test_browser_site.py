"""The site at the table, in a real browser: a phone (390 × 844, touch) and a desktop, light and dark.

Every kind of page is opened and checked for what only a browser shows: axe-core (from npm,
tests/package.json; `.ci/run` installs it into tests/node_modules) finds no serious or critical
accessibility violation; every tap target is at least 44 × 44 px (links inside running text are
exempt, as WCAG 2.5.5 allows); no element sticks out of the viewport; every control is reached
with Tab and visibly focused. Then the phone's gestures: the first tap on a reference shows its
preview, the second opens it; the interface language; the jump box's offers; results as you type;
recent and pinned laws; printing just the law. Screenshots of each page kind go to tests/artifacts/
(and two to docs/screenshots/ for the README).
"""

from __future__ import annotations

import os
import re
import shutil
import time
from urllib.parse import quote

import pytest

import _browser

pytestmark = pytest.mark.browser

from helpers import ARTIFACTS, REPO
SCREENSHOTS = REPO / "docs" / "screenshots"
AXE = _browser.AXE
url = _browser.file_url

# A situation told in full (invented), naming more terms than the page shows a card each for
TOLD = ("на турнире в клубе партнёр сделал заявку вне очереди, оппонент справа потом сказал пас, "
        "а судья на этой сдаче решил, что заявка недостаточная и партнёр должен пасовать до конца торговли")
PAGE_KINDS = {
    "home": "index.html",
    "law": "1987-ru/75.html",
    "law-en": "1997-en/79.html",
    "law-notext": "1987-ru/16.html",
    "parallel": "1997-ru-en/79.html",
    "search": "search.html?q=" + quote("штрафной картой"),
    "search-told": "search.html?q=" + quote(TOLD),
    "subjects": "subjects.html",
    "glossary": "glossary.html",
    "coverage": "coverage.html",
    "folder": "1987-ru/index.html",
    "diff-folder": "diff/1987-1997-ru/index.html",
}
PHONE, DESKTOP = (390, 844), (1280, 900)


def wait(driver, condition, timeout: float = 5):
    from selenium.webdriver.support.ui import WebDriverWait

    return WebDriverWait(driver, timeout).until(lambda d: condition(d))


def emulate(driver, size, dark=False, touch=False, media=""):
    """Viewport, colour scheme, touch and media type, through the DevTools protocol."""
    width, height = size
    driver.execute_cdp_cmd("Emulation.setDeviceMetricsOverride",
                           {"width": width, "height": height, "deviceScaleFactor": 1, "mobile": size == PHONE})
    driver.execute_cdp_cmd("Emulation.setEmulatedMedia", {"media": media, "features": [
        {"name": "prefers-color-scheme", "value": "dark" if dark else "light"}]})
    driver.execute_cdp_cmd("Emulation.setTouchEmulationEnabled", {"enabled": touch, "maxTouchPoints": 5 if touch else 1})


@pytest.fixture
def phone(b):
    emulate(b, PHONE, touch=True)
    yield b
    emulate(b, DESKTOP)
    b.execute_cdp_cmd("Emulation.clearDeviceMetricsOverride", {})


def open_page(driver, site, path):
    driver.get(url(site, path))
    wait(driver, lambda d: d.execute_script("return document.readyState") == "complete")


def tap(driver, element):
    """A finger on the element's centre and off again: the browser makes the tap a click."""
    driver.execute_script("arguments[0].scrollIntoView({block: 'center'});", element)
    x, y = driver.execute_script(
        "const r = arguments[0].getBoundingClientRect(); return [r.left + r.width / 2, r.top + r.height / 2];", element)
    tap_at(driver, x, y)


def tap_at(driver, x, y):
    driver.execute_cdp_cmd("Input.dispatchTouchEvent", {"type": "touchStart", "touchPoints": [{"x": x, "y": y}]})
    driver.execute_cdp_cmd("Input.dispatchTouchEvent", {"type": "touchEnd", "touchPoints": []})
    time.sleep(0.15)


# -- measured on every kind of page -----------------------------------------------------------

# A control smaller than 44 × 44 px, unless it is a link inside running text (a sentence around
# it in the same block: WCAG 2.5.5's "inline" exception) or not shown.
SMALL_TARGETS = """
const out = [];
for (const el of document.querySelectorAll('a[href], button, input, select, summary')) {
  const r = el.getBoundingClientRect(), style = getComputedStyle(el);
  if (!r.width || !r.height || style.visibility === 'hidden' || r.right < 0) continue;
  if (el.closest('[hidden], .skip')) continue;
  if (style.display === 'inline') {
    const block = el.closest('p, li, dd, dt, blockquote, td, th, caption, h1, h2, h3, h4, h5, h6');
    let own = block ? block.textContent.length : 0;
    if (block) for (const x of block.querySelectorAll('a, button')) own -= x.textContent.length;
    if (own >= (block && /^(P|BLOCKQUOTE)$/.test(block.tagName) ? 3 : 12)) continue;
  }
  if (r.width < 43.5 || r.height < 43.5)
    out.push(el.tagName + '.' + el.className + ' «' + el.textContent.trim().slice(0, 20) + '» ' + Math.round(r.width) + '×' + Math.round(r.height));
}
return out;
"""

# Elements whose box reaches past the viewport's edges (inside a scrolling table wrapper is fine).
OVERFLOWING = """
const vw = document.documentElement.clientWidth, out = [];
for (const el of document.querySelectorAll('body *')) {
  if (el.closest('.skip, [hidden]')) continue;
  const wrap = el.parentElement && el.parentElement.closest('.tablewrap');
  if (wrap) continue;
  const r = el.getBoundingClientRect();
  if (r.width && (r.right > vw + 1 || r.left < -1)) out.push(el.tagName + '.' + el.className + ' ' + Math.round(r.left) + '..' + Math.round(r.right));
}
return out.concat(document.documentElement.scrollWidth > vw ? ['page scrolls sideways by ' + (document.documentElement.scrollWidth - vw)] : []);
"""


@pytest.mark.parametrize("kind", PAGE_KINDS)
def test_tap_targets_and_no_sideways_scroll_on_a_phone(phone, site, kind):
    open_page(phone, site, PAGE_KINDS[kind])
    small = phone.execute_script(SMALL_TARGETS)
    assert not small, f"{kind}: tap targets under 44 × 44 px: {small[:10]} (of {len(small)})"
    assert not phone.execute_script(OVERFLOWING), kind


@pytest.mark.parametrize("kind", PAGE_KINDS)
def test_axe_finds_no_serious_violation(b, site, kind):
    if not AXE.exists():
        message = "axe-core is not installed: npm ci --prefix tests (as .ci/run does)"
        pytest.fail(message) if os.environ.get("CI") else pytest.skip(message)
    open_page(b, site, PAGE_KINDS[kind])
    result = _browser.axe_violations(b)
    serious = [v for v in result if v[1] in ("serious", "critical")]
    assert not serious, f"{kind}: {serious}"


@pytest.mark.parametrize("kind", ["home", "law", "search", "law-notext"])
def test_every_control_is_reached_with_tab_and_visibly_focused(b, site, kind):
    from selenium.webdriver.common.action_chains import ActionChains
    from selenium.webdriver.common.keys import Keys

    open_page(b, site, PAGE_KINDS[kind])
    # every control numbered, so that two alike (two links to one law) count as two
    wanted = b.execute_script(
        "const all = Array.from(document.querySelectorAll('a[href], button, input, select, summary, [tabindex=\"0\"]'))"
        ".filter((el) => el.getClientRects().length && !el.closest('[hidden]'));"
        "all.forEach((el, i) => { el.dataset.tabi = i; }); return all.length;")
    b.execute_script("document.activeElement && document.activeElement.blur(); window.scrollTo(0, 0);")
    reached, unseen = set(), []
    for _ in range(min(wanted, 60) + 1):
        ActionChains(b).send_keys(Keys.TAB).perform()
        info = b.execute_script(
            "const el = document.activeElement, s = getComputedStyle(el);"
            "return [el.dataset.tabi || el.outerHTML.slice(0, 80), el.matches(':focus-visible'),"
            " s.outlineStyle !== 'none' && parseFloat(s.outlineWidth) >= 2, el.tagName];")
        if info[3] == "BODY":  # past the last control
            break
        reached.add(info[0])
        if not (info[1] and info[2]):
            unseen.append(info[0])
    assert len(reached) >= min(wanted, 60), f"{kind}: Tab reached {len(reached)} of {wanted} controls"
    assert not unseen, f"{kind}: focused without a visible outline: {unseen[:5]}"


@pytest.mark.parametrize("size", [PHONE, DESKTOP], ids=["phone", "desktop"])
@pytest.mark.parametrize("dark", [False, True], ids=["light", "dark"])
def test_screenshots_of_every_page_kind(b, site, size, dark):
    ARTIFACTS.mkdir(parents=True, exist_ok=True)
    device = "phone" if size == PHONE else "desktop"
    bad = {}
    try:
        emulate(b, size, dark=dark)
        open_page(b, site, "index.html")
        b.execute_script("localStorage.clear()")  # no recent or pinned laws from other tests
        for kind, path in PAGE_KINDS.items():
            open_page(b, site, path + ("#75D" if kind == "law" and device == "phone" else ""))
            name = f"{device}-{kind}-{'dark' if dark else 'light'}"
            assert b.save_screenshot(str(ARTIFACTS / f"{name}.png"))
            if (kind, device, dark) in {("law", "phone", False), ("parallel", "desktop", False)}:
                SCREENSHOTS.mkdir(parents=True, exist_ok=True)
                shutil.copyfile(ARTIFACTS / f"{name}.png", SCREENSHOTS / f"{device}-{kind}.png")
            if b.execute_script("return matchMedia('(prefers-color-scheme: dark)').matches") != dark:
                bad[name] = "colour scheme not applied"
            overflow = b.execute_script(OVERFLOWING)
            if overflow:
                bad[name] = overflow[:5]
    finally:
        emulate(b, DESKTOP)
        b.execute_cdp_cmd("Emulation.clearDeviceMetricsOverride", {})
    assert not bad, bad


# -- touch: previews -------------------------------------------------------------------------


def popover_shown(driver) -> bool:
    return driver.execute_script("return !document.getElementById('popover').hidden")


def test_first_tap_previews_second_tap_opens(phone, site):
    from selenium.webdriver.common.by import By

    open_page(phone, site, "1997-ru/79.html")
    link = phone.find_element(By.CSS_SELECTOR, 'a.xref[href="../1987-ru/8.html#8"]')
    tap(phone, link)
    assert phone.current_url.endswith("1997-ru/79.html") and popover_shown(phone)
    pop = phone.find_element(By.ID, "popover")
    assert "Правило 8" in pop.text and pop.find_element(By.CSS_SELECTOR, "a.go").get_attribute("href").endswith("1987-ru/8.html#8")
    tap(phone, link)
    wait(phone, lambda d: d.current_url.endswith("1987-ru/8.html#8"))


def test_preview_closes_on_a_tap_outside_and_on_escape(phone, site):
    from selenium.webdriver.common.action_chains import ActionChains
    from selenium.webdriver.common.by import By
    from selenium.webdriver.common.keys import Keys

    open_page(phone, site, "1997-ru/79.html")
    link = phone.find_element(By.CSS_SELECTOR, 'a.xref[href="../1987-ru/8.html#8"]')
    tap(phone, link)
    assert popover_shown(phone)
    tap(phone, phone.find_element(By.CSS_SELECTOR, "footer.foot p"))
    assert not popover_shown(phone) and phone.current_url.endswith("1997-ru/79.html")
    tap(phone, link)
    assert popover_shown(phone)
    ActionChains(phone).send_keys(Keys.ESCAPE).perform()
    assert not popover_shown(phone)
    tap(phone, link)  # after closing, a tap previews again rather than opening
    assert popover_shown(phone) and phone.current_url.endswith("1997-ru/79.html")
    tap(phone, phone.find_element(By.CSS_SELECTOR, "#popover a.go"))
    wait(phone, lambda d: d.current_url.endswith("1987-ru/8.html#8"))


# -- reaching a unit --------------------------------------------------------------------------


def test_three_taps_from_home_to_a_unit(phone, site):
    """Chapter → law → the unit in the law's outline."""
    from selenium.webdriver.common.by import By

    open_page(phone, site, "index.html")
    tap(phone, phone.find_element(By.XPATH, "//nav[@class='chapters']//a[contains(., 'X.')]"))
    tap(phone, phone.find_element(By.CSS_SELECTOR, "#law-84 a.n"))
    wait(phone, lambda d: "/84.html" in d.current_url)
    tap(phone, phone.find_element(By.CSS_SELECTOR, '.outline a[href="#84D"]'))
    wait(phone, lambda d: d.current_url.endswith("84.html#84D"))


def test_jump_box_offers_the_refs_being_typed(b, site):
    from selenium.webdriver.common.by import By

    open_page(b, site, "index.html")
    b.find_element(By.ID, "jump-ref").send_keys("84")
    offers = [a.text for a in b.find_elements(By.CSS_SELECTOR, "#jump-offers a")]
    assert offers[:5] == ["84", "84A", "84B", "84C", "84D"] and "840" not in offers
    b.find_element(By.ID, "jump-ref").send_keys("d")
    offers = [a.text for a in b.find_elements(By.CSS_SELECTOR, "#jump-offers a")]
    assert offers and all(o.startswith("84D") for o in offers)
    b.find_element(By.CSS_SELECTOR, "#jump-offers a").click()
    wait(b, lambda d: d.current_url.endswith("1987-ru/84.html#84D"))
    b.find_element(By.ID, "q").send_keys("75 d")  # the header's box on every page offers them too
    assert [a.text for a in b.find_elements(By.CSS_SELECTOR, "#find-offers a")] == ["75D", "75D1", "75D2"]
    b.find_element(By.ID, "q").send_keys(" штраф")
    assert not b.find_element(By.ID, "find-offers").is_displayed()


def test_search_results_as_you_type_with_one_box(phone, site):
    from selenium.webdriver.common.by import By

    open_page(phone, site, "search.html")
    assert len(phone.find_elements(By.CSS_SELECTOR, "input[type=search]")) == 1
    phone.find_element(By.ID, "sq").send_keys("штрафной картой")
    wait(phone, lambda d: d.find_elements(By.CSS_SELECTOR, "#results li > a"))
    assert "q=%D1%88%D1%82%D1%80%D0%B0%D1%84" in phone.current_url  # the URL follows, shareable
    top = phone.execute_script("return document.querySelector('#results li').getBoundingClientRect().top")
    assert top < 360, f"the first result starts {top}px down"



def test_term_cards_fold_on_a_phone_and_the_first_hit_is_on_the_first_screen(phone, site):
    """A query with term and situation cards (issue 18): on a phone each card is one line that
    opens, and the first hit starts on the first screen; on a wide screen the cards are open."""
    from selenium.webdriver.common.by import By

    open_page(phone, site, "search.html?q=" + quote("штрафной картой"))
    wait(phone, lambda d: d.find_elements(By.CSS_SELECTOR, "#results li:not(.card) > a"))
    cards = phone.find_elements(By.CSS_SELECTOR, "#results li.card details")
    assert len(cards) >= 2 and not any(c.get_attribute("open") for c in cards)
    assert all(c.find_element(By.TAG_NAME, "summary").size["height"] < 60 for c in cards)  # one line each
    # the law it names first, where a long term's end is cut off (a phone trial)
    assert all(re.match(r"\d[\w(), ]* · ", c.find_element(By.TAG_NAME, "summary").text) for c in cards), \
        [c.find_element(By.TAG_NAME, "summary").text for c in cards]
    top = phone.execute_script("return document.querySelector('#results li:not(.card)').getBoundingClientRect().top")
    assert top < PHONE[1] - 150, f"the first hit starts {top}px down"
    tap(phone, cards[0].find_element(By.TAG_NAME, "summary"))
    wait(phone, lambda d: cards[0].get_attribute("open") is not None)
    assert cards[0].find_element(By.CSS_SELECTOR, "p a").is_displayed()  # its units, each a link
    emulate(phone, DESKTOP)
    open_page(phone, site, "search.html?q=" + quote("штрафной картой"))
    wait(phone, lambda d: d.find_elements(By.CSS_SELECTOR, "#results li.card details"))
    assert all(c.get_attribute("open") is not None for c in phone.find_elements(By.CSS_SELECTOR, "#results li.card details"))


def test_a_query_naming_many_terms_folds_its_cards_into_one_line(phone, site):
    """A situation told in full names many terms ("partner", "board", "call" …): their cards are
    one folded line naming them, which opens to each card, and the first hit is on a phone's
    first screen; a query naming few keeps a card each (above)."""
    from selenium.webdriver.common.by import By

    open_page(phone, site, PAGE_KINDS["search-told"])
    wait(phone, lambda d: d.find_elements(By.CSS_SELECTOR, "#results > li:not(.card) > a"))
    group = phone.find_elements(By.CSS_SELECTOR, "#results > li.card")
    assert len(group) == 1 and "cards" in group[0].get_attribute("class")
    inner = group[0].find_elements(By.CSS_SELECTOR, "ul > li.card")
    head = group[0].find_element(By.TAG_NAME, "summary")
    assert len(inner) > 3 and head.text.startswith("Термины запроса (%d)" % len(inner)), head.text
    assert head.size["height"] < 60 and not inner[0].is_displayed()
    top = phone.execute_script("return document.querySelector('#results > li:not(.card)').getBoundingClientRect().top")
    assert top < PHONE[1] - 150, f"the first hit starts {top}px down"
    tap(phone, head)
    wait(phone, lambda d: inner[0].is_displayed())


# -- the interface language -----------------------------------------------------------------


def labels(driver) -> list[str]:
    return driver.execute_script("return [document.querySelector('.brand').textContent,"
                                 " document.querySelector('.menu a').textContent]")


def test_interface_language_follows_the_page_switches_and_is_kept(b, site):
    from selenium.webdriver.common.by import By

    open_page(b, site, "index.html")
    b.execute_script("localStorage.clear()")
    open_page(b, site, "1997-en/79.html")
    assert labels(b) == ["Bridge laws", "Laws"]
    open_page(b, site, "1987-ru/75.html")
    assert labels(b) == ["Правила бриджа", "Правила"]
    b.find_element(By.ID, "ui-switch").click()
    assert labels(b) == ["Bridge laws", "Laws"]
    assert b.find_element(By.CSS_SELECTOR, "button.copy").get_attribute("aria-label").startswith("Copy the link")
    open_page(b, site, "glossary.html")  # the choice is kept
    assert labels(b) == ["Bridge laws", "Laws"] and b.find_element(By.TAG_NAME, "h1").text == "Terms in Russian and English"
    open_page(b, site, "search.html?ui=ru&q=" + quote("штрафной"))  # ?ui= chooses and is kept
    wait(b, lambda d: d.find_element(By.ID, "search-status").text)
    assert labels(b) == ["Правила бриджа", "Правила"] and b.find_element(By.ID, "search-status").text.startswith("Найдено")
    open_page(b, site, "1997-en/79.html")
    assert labels(b) == ["Правила бриджа", "Правила"]
    b.execute_script("localStorage.clear()")


# -- recent, pinned, share, print -------------------------------------------------------------


def test_recent_and_pinned_laws_on_the_home_page(b, site):
    from selenium.webdriver.common.by import By

    open_page(b, site, "index.html")
    b.execute_script("localStorage.clear()")
    open_page(b, site, "index.html")
    assert not b.find_element(By.ID, "recent").is_displayed()
    open_page(b, site, "1987-ru/75.html")
    open_page(b, site, "1997-en/79.html")
    b.find_element(By.CSS_SELECTOR, "button[data-pin]").click()
    assert b.find_element(By.CSS_SELECTOR, "button[data-pin]").get_attribute("aria-pressed") == "true"
    open_page(b, site, "index.html")
    recent = [a.get_attribute("href").split("/site/")[1] for a in b.find_elements(By.CSS_SELECTOR, "#recent a")]
    pinned = [a.get_attribute("href").split("/site/")[1] for a in b.find_elements(By.CSS_SELECTOR, "#pinned a")]
    assert recent == ["1997-en/79.html", "1987-ru/75.html"] and pinned == ["1997-en/79.html"]
    # a chip reads as one line of words, wrapped as words are (a phone trial: the law and the
    # edition in one column, ". Title" in another)
    chip = b.find_element(By.CSS_SELECTOR, "#recent li:last-child a")
    assert re.fullmatch(r"\S+ 75\. .+ · 1987 · \S+", chip.text.replace("\n", " ")), chip.text
    assert b.execute_script("return arguments[0].children.length", chip) == 1
    b.execute_script("localStorage.clear()")


def test_printing_a_law_prints_just_the_law(b, site):
    open_page(b, site, "1987-ru/75.html")
    try:
        emulate(b, DESKTOP, media="print")
        shown = b.execute_script(
            "return ['.bar', '.outline', '.tools', '.switch', '.pn', '.foot', 'article.law']"
            ".map((s) => getComputedStyle(document.querySelector(s)).display !== 'none');")
    finally:
        emulate(b, DESKTOP)
    assert shown == [False] * 6 + [True]


def test_share_gives_the_permalink_of_the_unit(b, site):
    from selenium.webdriver.common.by import By

    open_page(b, site, "1987-ru/75.html#75D2")
    b.execute_script("navigator.share = undefined;")
    b.find_element(By.CSS_SELECTOR, "button[data-share]").click()
    wait(b, lambda d: d.find_elements(By.ID, "toast"))
    assert b.current_url.endswith("1987-ru/75.html#75D2")
