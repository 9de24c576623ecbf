"""The site's scripts make a law's or a ruling's URL from the patterns the build exports
(``site/urls.py`` → ``data/refs.js``'s ``BL_URLS``), never by hand: run by Node, they give the paths
Python's site build links, for refs of every edition and language, the side-by-side and
comparison pages, and rulings."""

from __future__ import annotations

import re
from pathlib import Path

import helpers
from helpers import TESTS

from bridge_laws.refs import split
from bridge_laws.site.browser_index import script_data
from bridge_laws.site.links import Target
from bridge_laws.site.urls import DIFF, PARALLEL, RULING, law_page

HARNESS = TESTS / "js" / "urls_node.js"


def run_node(site: Path, calls: list) -> list[str]:
    return helpers.run_node(HARNESS, site, calls, "the site's scripts", timeout=60)


def refs_by_version(site: Path) -> dict[str, list[str]]:
    lines = (site / "data" / "refs.js").read_text(encoding="utf-8").splitlines()  # a line a name: as_script
    return script_data(next(line for line in lines if line.startswith("window.BL_REFS=")).partition("=")[2].rstrip(";"))


def test_the_scripts_link_units_as_the_site_build_does(site):
    """Every fifth unit of every version (laws, sections, items with their letters): the scripts'
    path is the link Python writes (``links.Target.path``)."""
    sample = [(version, ref) for version, refs in sorted(refs_by_version(site).items()) for ref in refs[::5]
              if re.match(r"\d", ref)]
    assert len({v.split("-")[1] for v, _ in sample}) == 2 and len({v for v, _ in sample}) >= 3
    python = [Target(version, split(ref)[0], ref, True).path() for version, ref in sample]
    assert run_node(site, [["unit", version, ref] for version, ref in sample]) == python
    assert all((site / path.split("#")[0]).is_file() for path in python)  # pages that exist


def test_the_scripts_link_laws_pairs_comparisons_and_rulings_as_the_site_build_does(site):
    versions = [PARALLEL.format(edition=1997), DIFF.format(old=2007, new=2017, lang="en"), "1987-ru"]
    calls = [["law", v, 79, None] for v in versions] + [["law", "1997-en", 79, "79B"], ["ruling", "2024-07-a"]]
    python = [law_page(v, 79) for v in versions] + [law_page("1997-en", 79, "79B"), RULING.format(id="2024-07-a")]
    assert run_node(site, calls) == python


def test_the_scripts_hold_no_hand_made_law_url():
    """No ``".html"`` is put together in the site's scripts: the patterns are data."""
    from bridge_laws.site import build

    static = Path(build.__file__).parent / "static"
    made = [f"{p.name}:{n}" for p in sorted(static.glob("*.js")) for n, line in enumerate(p.read_text("utf-8").splitlines(), 1)
            if re.search(r"\+\s*\"[^\"]*\.html", line)]
    assert made == [], made


def test_the_templates_hold_no_hand_made_page_url():
    """No template puts a page's path together from a value and ``.html``: they call ``law_page``,
    ``ruling_page`` … (``site/urls.py`` through the template globals)."""
    from bridge_laws.site import build

    templates = Path(build.__file__).parent / "templates"
    made = [f"{p.name}:{n}" for p in sorted(templates.glob("*.html")) for n, line in enumerate(p.read_text("utf-8").splitlines(), 1)
            if re.search(r"\}\}\.html|~\s*'\.html'", line)]
    assert made == [], made


def test_the_scripts_read_a_ref_as_refs_canonical_does(site):
    """Every case of test_refs.test_canonical, read by site.js (the jump boxes, the search page)."""
    from bridge_laws.refs import canonical
    from test_refs import test_canonical

    cases = [typed for mark in test_canonical.pytestmark if mark.name == "parametrize" for typed, _ in mark.args[1]]
    assert len(cases) > 40 and run_node(site, [["canonical", c] for c in cases]) == [canonical(c) for c in cases]
