"""Headless Chromium for the browser tests and scripts/bench_site.py: Debian's chromium and
chromium-driver, driven by selenium, with a fresh profile and no network services."""

from __future__ import annotations

from pathlib import Path

from helpers import TESTS

CHROMIUM, CHROMEDRIVER = Path("/usr/bin/chromium"), Path("/usr/bin/chromedriver")
FLAGS = ("--headless", "--no-sandbox", "--disable-gpu", "--disable-background-networking",
         "--disable-component-update", "--disable-sync", "--no-first-run")


class NoBrowser(RuntimeError):
    """selenium, chromium or chromedriver is missing."""


def make_driver(profile: Path, width: int = 1280, height: int = 900, trace: str | None = None, flags=()):
    """A headless Chromium; ``trace``: Chrome trace categories to record into the "performance"
    log (scripts/profile_site.py reads it); ``flags``: more of Chromium's command-line flags."""
    try:
        from selenium import webdriver
        from selenium.webdriver.chrome.service import Service
    except ImportError:
        raise NoBrowser("selenium is not installed (pip install selenium)") from None
    if not CHROMIUM.exists() or not CHROMEDRIVER.exists():
        raise NoBrowser("chromium / chromedriver not installed (apt install chromium chromium-driver)")
    options = webdriver.ChromeOptions()
    options.binary_location = str(CHROMIUM)
    for flag in (*FLAGS, *flags, f"--user-data-dir={profile}", f"--window-size={width},{height}"):
        options.add_argument(flag)
    options.set_capability("goog:loggingPrefs", {"browser": "ALL", **({"performance": "ALL"} if trace else {})})
    if trace:
        options.add_experimental_option("perfLoggingPrefs", {"enableNetwork": False, "enablePage": False,
                                                             "traceCategories": trace})
    return webdriver.Chrome(service=Service(str(CHROMEDRIVER)), options=options)


def file_url(site: Path, path: str) -> str:
    """``search.html?q=x`` under ``site`` as a file:// URL, query and fragment kept."""
    cut = min((i for i in (path.find("?"), path.find("#")) if i >= 0), default=len(path))
    return site.joinpath(path[:cut]).as_uri() + path[cut:]


AXE = TESTS / "node_modules" / "axe-core" / "axe.min.js"


def axe_violations(driver) -> list:
    """axe-core (npm, tests/node_modules) run on the open page: [id, impact, nodes, targets] per
    violation; an error of axe itself comes back as a critical one."""
    driver.execute_script(AXE.read_text(encoding="utf-8"))
    return driver.execute_async_script(
        "const done = arguments[arguments.length - 1];"
        "axe.run(document, {resultTypes: ['violations'], preload: false}).then((r) => done(r.violations.map((v) =>"
        " [v.id, v.impact, v.nodes.length, v.nodes.slice(0, 3).map((n) => n.target.join(' '))])),"
        " (e) => done([['error', 'critical', 0, [String(e)]]]));")
