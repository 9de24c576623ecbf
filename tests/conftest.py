"""Shared fixtures: the repository's laws directory, and a fresh build of it in a temp dir."""

from __future__ import annotations

import os
import shutil
from pathlib import Path

import pytest

from helpers import LAWS, SOURCES


def pytest_addoption(parser):
    parser.addoption("--update-golden", action="store_true",
                     help="rewrite the golden files: the corpus in laws/corpus from laws/sources, the search answers "
                          "in tests/golden/search.json (review the diff)")


@pytest.fixture(scope="session")
def built_laws(tmp_path_factory) -> Path:
    """A copy of laws/sources built from scratch: the corpus every test of the real data reads."""
    from bridge_laws.corpus.stage import build

    laws = tmp_path_factory.mktemp("laws")
    shutil.copytree(SOURCES, laws / "sources")
    build(laws)
    return laws


@pytest.fixture(scope="session")
def built_project(tmp_path_factory) -> Path:
    """The seeds built whole (corpus, index, site) once by `bridge-laws build`, in a checkout-like
    project directory (project/laws, project/site): tests change a copy, ``project``."""
    from helpers import cli

    root = tmp_path_factory.mktemp("built") / "project"
    shutil.copytree(SOURCES, root / "laws" / "sources")
    result = cli(root / "laws", "build", "-q")
    assert result.returncode == 0, result.stderr
    return root


@pytest.fixture
def project(built_project, tmp_path) -> Path:
    """A test's own copy of ``built_project`` (its index sealed again as the user's own)."""
    from helpers import copy_built

    return copy_built(built_project, tmp_path / "project", symlinks=True)


@pytest.fixture(scope="session")
def corpus(built_laws):
    from bridge_laws.corpus.yamlio import load_corpus

    return load_corpus(built_laws / "corpus")


@pytest.fixture(scope="session")
def unit(corpus):
    """unit(ref, edition=1987, lang="ru") → the Unit, from the real corpus."""
    index = {}
    for law in corpus.laws:
        for u in law.unit.walk():
            index[(law.edition, law.lang, u.ref)] = u

    def get(ref: str, edition: int = 1987, lang: str = "ru"):
        return index[(edition, lang, ref)]

    return get


@pytest.fixture(scope="session")
def site(tmp_path_factory) -> Path:
    """The site built once from the repository's corpus and glossary; tests only read it."""
    from bridge_laws.site.build import build_site

    out = tmp_path_factory.mktemp("site") / "site"
    build_site(LAWS, out)
    return out


@pytest.fixture(scope="session")
def ranged_site(tmp_path_factory) -> Path:
    """The site of the shipped corpus with its key index cut as a full-size one is (ranges, the
    terms of glossary names in groups), the ranges small enough that a query loads many parts,
    and its units shown in files of their own, as a full-size site has them (no units.js)."""
    from bridge_laws.site import browser_index
    from bridge_laws.site.build import build_site

    out = tmp_path_factory.mktemp("ranged") / "site"
    with pytest.MonkeyPatch.context() as patch:
        patch.setattr(browser_index, "WHOLE_INDEX_CHARS", 0)
        patch.setattr(browser_index, "PART_CHARS", 8_000)
        patch.setattr(browser_index, "UNITS_WITH_INDEX_CHARS", 0)
        build_site(LAWS, out)
    return out


@pytest.fixture(scope="session")
def browser(tmp_path_factory):
    """One headless Chromium for every browser test (starting one takes a second or two)."""
    import _browser

    try:
        driver = _browser.make_driver(tmp_path_factory.mktemp("chromium-profile"))
    except _browser.NoBrowser as exc:
        if os.environ.get("CI"):
            pytest.fail(f"CI must run the browser tests: {exc}")
        pytest.skip(str(exc))
    yield driver
    driver.quit()


@pytest.fixture
def b(browser):
    """The browser, checked after each test for JavaScript errors in its console."""
    browser.get_log("browser")  # drop what earlier tests left
    yield browser
    errors = [e for e in browser.get_log("browser") if e["level"] == "SEVERE"]
    assert not errors, errors
