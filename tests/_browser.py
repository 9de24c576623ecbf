"""Headless Chromium for the browser tests and scripts/bench_site.py: Debian's chromium and
chromium-driver, driven by selenium, with a fresh profile and no network services."""

from __future__ import annotations

from pathlib import Path

CHROMIUM, CHROMEDRIVER = Path("/usr/bin/chromium"), Path("/usr/bin/chromedriver")
FLAGS = ("--headless", "--no-sandbox", "--disable-gpu", "--disable-background-networking",
         "--disable-component-update", "--disable-sync", "--no-first-run")


class NoBrowser(RuntimeError):
    """selenium, chromium or chromedriver is missing."""


def make_driver(profile: Path, width: int = 1280, height: int = 900):
    try:
        from selenium import webdriver
        from selenium.webdriver.chrome.service import Service
    except ImportError:
        raise NoBrowser("selenium is not installed (pip install selenium)") from None
    if not CHROMIUM.exists() or not CHROMEDRIVER.exists():
        raise NoBrowser("chromium / chromedriver not installed (apt install chromium chromium-driver)")
    options = webdriver.ChromeOptions()
    options.binary_location = str(CHROMIUM)
    for flag in (*FLAGS, f"--user-data-dir={profile}", f"--window-size={width},{height}"):
        options.add_argument(flag)
    options.set_capability("goog:loggingPrefs", {"browser": "ALL"})
    return webdriver.Chrome(service=Service(str(CHROMEDRIVER)), options=options)


def file_url(site: Path, path: str) -> str:
    """``search.html?q=x`` under ``site`` as a file:// URL, query and fragment kept."""
    cut = min((i for i in (path.find("?"), path.find("#")) if i >= 0), default=len(path))
    return site.joinpath(path[:cut]).as_uri() + path[cut:]
