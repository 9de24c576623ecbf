"""The static site: the YAML corpus (+ laws/glossary.yaml, laws/sources/sources.yaml) → ``site/``.

Reads only what the earlier stages wrote, never a raw source. Pages are rendered by jinja2
templates shipped as package data, with autoescape on, so every word that came from a source
is escaped; the CSS and JS under ``static/`` are copied as they are. The site is written to a
temporary directory beside the target and swapped in by renames, as the corpus is.

Layout of the output::

    index.html  search.html  subjects.html  glossary.html  coverage.html
    1987-ru/75.html  1997-ru/79.html  1997-en/79.html   a page per law, edition and language
    1997-ru-en/79.html                                   Russian and English side by side
    data/refs.js                                         the jump table, the URL patterns (every page)
    data/search/core.js  k/  v/  d/                      the search index in parts (browser_index.py)
    data/search-spec.js                                  the search's constants and patterns (searchindex/spec.py)
    scoring.html  data/scoring.js                        the calculators and the figures they use
    rulings/index.html  rulings/ID.html  rulings/appeal/ID.html   the rulings, one page and one form each
    api/…  api/rulings/ID.json                           a law per version, a ruling per file
    static/…  sw.js  manifest.webmanifest                 assets, offline support
"""

from __future__ import annotations

import gzip
import hashlib
import json
import re
import shutil
import time
from dataclasses import dataclass
from importlib import resources
from pathlib import Path


from ..corpus.query import show_json
from ..refs import ALPHABET_LETTERS, ALPHABET_ONLY, LOOKALIKE_LETTERS
from ..corpus.glossary import load as load_glossary
from .browser_index import UNITS_FILE, as_script, build_browser_index, page_files, part_files
from ..text import labels
from ..paths import SITE_MARKER, Paths, check_replaceable, is_ours, remove_stale, replace_dir, scratch_dir
from ..corpus.manifest import load_manifest
from ..corpus.yamlio import load_corpus
from .context import Site, law_status
from .missing import missing_law
from .incremental import (PAGES_RECORD, SEARCH_RECORD, PageStore, Pieces, code_digest, inputs_digest, kept_search,
                          save_search, search_digest)
from .pages import Renderer, write_scoring
from .rulings import write_rulings
from . import missing_table, urls
from .urls import law_page
from ..rulings.query import add_rulings, load as load_rulings, solved


@dataclass
class SiteReport:
    pages: int = 0
    files: int = 0
    bytes: int = 0
    index_bytes: int = 0
    index_gzip_bytes: int = 0
    search: dict | None = None  # name → SHA-256 of each file of data/search/ written (incremental.save_search)
    seconds: float = 0.0
    kept: int = 0  # pages taken over from the last build, their inputs unchanged (incremental.py)

    def line(self, site_dir: Path) -> str:
        kept = f" ({self.kept} unchanged)" if self.kept else ""
        return (f"site: {self.pages} pages{kept}, {self.files} files, {self.bytes / 1024:.0f} KiB in {site_dir} "
                f"({self.seconds:.2f} s); search index {self.index_bytes / 1024:.0f} KiB, "
                f"{self.index_gzip_bytes / 1024:.0f} KiB gzipped")


# --- one page ---------------------------------------------------------------------------------


# --- the site ---------------------------------------------------------------------------------


# --- rendering --------------------------------------------------------------------------------


# --- assets and offline support ---------------------------------------------------------------


def copy_static(out: Path) -> None:
    static = resources.files("bridge_laws.site").joinpath("static")
    (out / "static").mkdir(parents=True, exist_ok=True)
    for item in static.iterdir():
        if item.is_file():
            (out / "static" / item.name).write_bytes(item.read_bytes())


# style.css says which of its media queries is the phone layout by setting this property to 1 in
# it; the breakpoint has one home, the stylesheet, and the search page asks matchMedia of the query
# the build finds there (reading the property back with getComputedStyle made the browser work out
# the page's style then and there, before its first frame: 1–6 ms of a phone's main thread).
PHONE_LAYOUT_MARK = "--narrow"


def phone_layout_media(css: str) -> str:
    """The condition of the ``@media`` block of ``css`` that sets ``PHONE_LAYOUT_MARK`` to 1
    (``(max-width: 759px)``); comments are skipped. A stylesheet without one is the site's own
    mistake: ``ValueError``."""
    # comments and strings blanked (a "{" in content: "{" opens nothing), their length kept
    css = re.sub(r"/\*.*?\*/|\"(?:[^\"\\\n]|\\.)*\"|'(?:[^'\\\n]|\\.)*'", lambda m: " " * len(m.group(0)),
                 css, flags=re.S)
    opened: list[tuple[str | None, int]] = []  # each open block's media condition (None: not @media)
    start = 0
    for m in re.finditer(r"[{};]", css):
        if m.group(0) == ";":  # a statement ends ("@charset …;", "@import …;", a declaration)
            start = m.end()
            continue
        if m.group(0) == "{":
            head = css[start:m.start()].strip()
            media = re.fullmatch(r"@media\s+(.+)", head, flags=re.S)
            opened.append((media.group(1).strip() if media else None, m.end()))
        elif opened:
            media, body = opened.pop()
            decls = css[body:m.start()]
            if opened and opened[-1][0] and re.search(
                    rf"(?:^|;)\s*{re.escape(PHONE_LAYOUT_MARK)}\s*:\s*1\s*(?:!\s*important\s*)?(?:;|$)", decls):
                return " ".join(opened[-1][0].split())
        start = m.end()
    raise ValueError(f"the stylesheet has no @media block that sets {PHONE_LAYOUT_MARK}: 1 (the phone layout)")


def search_files(corpus, glossary, rulings, situations) -> dict[str, str]:
    """Every file of ``data/search/`` (the browser's search index, browser_index.py): its name
    under that directory → its text."""
    return part_files(build_browser_index(corpus, glossary, rulings, situations))


def search_files_of(laws_dir: Path, site_dir: Path | None = None) -> dict[str, str]:
    """``search_files`` of the corpus and editorial files of ``laws_dir``: what the pipeline's
    index process makes beside the pages this one renders (the same files, read apart); those
    of the site in ``site_dir`` when they were made from the same inputs (``kept_search``)."""
    from ..corpus import situations

    if site_dir is not None:
        site_dir = site_dir.resolve()
        kept = kept_search(Paths(laws_dir).project / "build" / SEARCH_RECORD, site_dir, search_digest(laws_dir))
        if kept is not None:
            return kept
    from ..searchindex.store import seed_lemmas

    seed_lemmas(laws_dir)
    return search_files(load_corpus(Paths(laws_dir).corpus), load_glossary(laws_dir), tuple(load_rulings(laws_dir)),
                        situations.load(laws_dir))


def write_data(renderer: Renderer, site: Site, report: SiteReport, search=None) -> dict[str, str]:
    """The data every page and the search page read; ``search()``: the files of ``data/search/``
    when another process made them (``search_files_of``), else they are made here. Returns them."""
    from ..searchindex.spec import search_spec
    from ..searchindex.store import query_tables

    # every page's data on refs: the jump table (which refs have no text: runs), the one look-alike
    # table and the Russian alphabet's letters (refs.py), the URL patterns (urls.py: the scripts
    # fill them in, they make none of their own), and the terms a law without a title is known by
    # (corpus/profile.law_terms: term cards and chips name it), and the phone layout's media query
    # (style.css: phone_layout_media)
    refs = site.linker.refs_by_version()
    renderer.write("data/refs.js", as_script("BL_REFS", refs) + as_script("BL_TEXTLESS", site.linker.textless_by_version(refs))
                   + as_script("BL_LOOKALIKES", LOOKALIKE_LETTERS)
                   + as_script("BL_ALPHABET", {"letters": ALPHABET_LETTERS, "only": ALPHABET_ONLY}) + as_script("BL_URLS", urls.for_js())
                   + as_script("BL_TERMS", {str(n): [[x.en, x.ru] for x in t] for n, t in sorted(site.law_terms.items())})
                   + as_script("BL_LAYOUT", {"narrow": phone_layout_media(
                       (renderer.out / "static" / "style.css").read_text(encoding="utf-8"))}))
    renderer.write("data/labels.js", as_script("BL_LABELS", labels.for_js()))
    renderer.write("data/search-spec.js", as_script("BL_SPEC", search_spec(query_tables())))
    files = search() if search else search_files(site.corpus, site.glossary, site.rulings, site.situations)
    report.search = {}
    for name, text in files.items():
        renderer.write(f"data/search/{name}", text)
        report.search[name] = hashlib.sha256(text.encode("utf-8")).hexdigest()
        if not name.startswith("d/") and name != UNITS_FILE:  # the index: what a query looks terms up in (d/, units.js: the units shown)
            raw = text.encode("utf-8")
            report.index_bytes += len(raw)
            report.index_gzip_bytes += len(gzip.compress(raw, compresslevel=6, mtime=0))  # as a web server sends it
    write_search_page_script(renderer)
    return files


# The search page's scripts, in the order the other pages load them (base.html) and then its own:
# one file instead of eight (on the phone profile each script the parser waits for cost a
# round of loading: 8 of them took about 175 ms before the search began)
SEARCH_PAGE_SCRIPTS = ("data/labels.js", "data/refs.js", "data/search-spec.js", "static/site.js",
                       "data/search/core.js", "static/query.js", "static/rank.js", "static/search.js")
SEARCH_PAGE_SCRIPT = "data/search-page.js"


# V8's magic comment (Chromium 136 on): compile the whole file eagerly, as it streams in.
COMPILE_HINT = "//# allFunctionsCalledOnLoad\n"


def write_search_page_script(renderer: Renderer) -> None:
    """``SEARCH_PAGE_SCRIPT``: the files of ``SEARCH_PAGE_SCRIPTS`` as written to the site, one
    after another (each file is a statement or an immediately run function, strict as each is on
    its own: the bundle begins with the directive). Before the directive, V8's compile hint
    (``COMPILE_HINT``): a first visit compiles every function while the file streams in, off the
    main thread, instead of each on its first call — every function of this file runs for the
    first answer. V8 reads the hint only before the file's first token; a comment before the
    directive leaves the directive in force."""
    texts = [(renderer.out / name).read_text(encoding="utf-8") for name in SEARCH_PAGE_SCRIPTS]
    renderer.write(SEARCH_PAGE_SCRIPT, COMPILE_HINT + '"use strict";\n' + "".join(
        f"// {name}\n{text}{'' if text.endswith(chr(10)) else chr(10)};\n" for name, text in zip(SEARCH_PAGE_SCRIPTS, texts)))


API_SEPARATORS = (",", ":")  # compact: json's C encoder (an indent makes it fall back to Python)


def write_api(renderer: Renderer, site: Site) -> None:
    """site/api/: a law per edition and language as ``show --json`` prints it, and an index."""
    index = {"format": "bridge-laws site api 1", "laws": []}
    for version in site.linker.versions:
        for law in site.laws_of(version):
            path = f"api/{version}/{law.number}.json"
            data = add_rulings(show_json(site.corpus, law, law.unit, site.in_force, known=site.law_terms),
                               site.ruling_index)  # as `show --json` prints it, a law without text's `about` too
            if law_status(law) == "skeleton":
                data["about"] = missing_law(site.corpus, site.glossary, law, site.citations, site.situations).to_json()
            renderer.write(path, json.dumps(data, ensure_ascii=False, separators=API_SEPARATORS))
            index["laws"].append({"edition": law.edition, "lang": law.lang, "law": law.number,
                                  "title": law.title, "status": law_status(law), "path": path[4:],
                                  "page": law_page(version, law.number)})
    renderer.write("api/index.json", json.dumps(index, ensure_ascii=False, separators=API_SEPARATORS))


# What the service worker keeps on the first visit (sw.js): the pages every visit starts from, the
# scripts and styles, and the whole search index (data/search/: search works offline at once).
CORE_PAGES = ("index.html", "search.html", "scoring.html", "glossary.html", "subjects.html", "coverage.html",
              "manifest.webmanifest")
CORE_DIRS = ("static", "data")
# Of the core, the search index's parts (data/search/: data, most of what a search loads) are
# answered by the worker as new responses of the kept bytes, which carry no kept code: V8 compiles
# them while they stream in, off the main thread, instead of reading back on the main thread the
# code it kept beside each entry — for a file of data, a copy as large as its strings (shipped,
# offline on the phone profile: the first answer 25–37 ms sooner; docs/performance.md, session
# 51). The rest, code and the small data every page runs before its first frame, is answered by
# the browser itself from the cache (the static routing API), the worker not woken.
FRESH_DIRS = ("data/search",)


def offline_sets(out: Path, versions) -> tuple[list[str], dict[str, list[str]]]:
    """(the core the service worker keeps on install, each version's pages for "keep this
    edition offline"), as paths under ``out``."""
    files = sorted(p.relative_to(out).as_posix() for p in out.rglob("*") if p.is_file())
    core = [f for f in files if f in CORE_PAGES or f.split("/", 1)[0] in CORE_DIRS]
    keep = {v: [f for f in files if f.startswith(f"{v}/") and f.endswith(".html")] for v in versions}
    return core, keep


def routed_patterns(core: list[str]) -> list[str]:
    """The URL patterns (relative to the worker) of the core the browser answers from the cache
    itself: a folder of it whole (``static/*``), or each file of a folder that holds a FRESH_DIRS
    folder (a pattern's ``*`` spans folders, and the routing API takes no patterns of regular
    expressions)."""
    def fresh(name: str) -> bool:
        return any(name.startswith(d + "/") for d in FRESH_DIRS)

    patterns = []
    for folder in CORE_DIRS:
        files = [f for f in core if f.startswith(folder + "/")]
        if any(map(fresh, files)):
            patterns += [f for f in files if not fresh(f)]
        elif files:
            patterns.append(folder + "/*")
    return patterns


def write_offline(renderer: Renderer) -> None:
    """The web manifest, and a service worker that keeps the core on install and the pages a
    reader opens or asks to keep; its cache name changes with the content."""
    renderer.write("manifest.webmanifest", renderer.env.get_template("manifest.webmanifest").render())
    core, keep = offline_sets(renderer.out, renderer.site.linker.versions)
    digest = hashlib.sha256()
    for name in core:
        digest.update(name.encode() + (renderer.out / name).read_bytes())
    renderer.write("sw.js", renderer.env.get_template("sw.js").render(files=["./", *core], keep=keep,
                                                                       routed=routed_patterns(core),
                                                                       fresh=FRESH_DIRS,
                                                                       version=digest.hexdigest()[:12]))


def render_site(site: Site, out: Path, store=None, search=None) -> SiteReport:
    """Every file of the site under ``out``; ``store``: the pages of the last build that can be
    taken over (incremental.PageStore), None to render them all; ``search``: see write_data."""
    report = SiteReport()
    renderer = Renderer(site, out, store)
    copy_static(out)
    write_api(renderer, site)
    for step in (renderer.law_pages, renderer.front_pages, renderer.parallel_pages, renderer.diff_pages,
                 renderer.folder_pages, renderer.subjects, renderer.glossary, renderer.coverage,
                 renderer.home):  # last: it says how large each version's pages are (to keep offline)
        step()
    write_scoring(renderer, site)
    write_rulings(renderer, site)
    # after the pages: another process may still be making the index; the search page after it
    # (it loads the index's files that it names: browser_index.page_files)
    renderer.search(page_files(write_data(renderer, site, report, search)))
    write_offline(renderer)
    files = [p for p in out.rglob("*") if p.is_file()]
    report.pages, report.files, report.kept = renderer.pages, len(files), store.kept if store else 0
    report.bytes = sum(p.stat().st_size for p in files)
    return report


def build_site(laws_dir: Path, site_dir: Path, search=None) -> SiteReport:
    """Render the site from ``laws_dir``'s corpus into ``site_dir``, replacing it whole — only
    ever a directory that this program built (:func:`paths.check_replaceable`). ``search()``:
    the files of the browser's search index, when another process makes them (write_data)."""
    started = time.perf_counter()
    check_replaceable(site_dir, laws_dir)
    from ..corpus import editions, situations

    paths = Paths(laws_dir)
    files = missing_table.snapshot(laws_dir)  # before the corpus is read: `show` of a law without text
    rulings = load_rulings(laws_dir)  # a ruling that cannot be read stops the build, naming its file and line
    site = Site(load_corpus(paths.corpus), load_glossary(laws_dir), load_manifest(paths.sources),
                editions.load(laws_dir), tuple(rulings), solved(rulings, laws_dir), situations.load(laws_dir))
    site_dir = site_dir.resolve()
    site_dir.parent.mkdir(parents=True, exist_ok=True)
    remove_stale(site_dir, restorable=is_ours)  # killed between the two renames: the old site goes back
    code = code_digest()
    store = PageStore.open(paths.project / "build" / PAGES_RECORD, site_dir, Pieces(site, code + inputs_digest(laws_dir)))
    searched, record = search_digest(laws_dir, code), paths.project / "build" / SEARCH_RECORD
    # the browser's search index of the site replaced, when made from the same inputs (read before the swap)
    search = search or (lambda: kept_search(record, site_dir, searched)
                        or search_files(site.corpus, site.glossary, site.rulings, site.situations))
    tmp = scratch_dir(site_dir, "new")
    try:
        report = render_site(site, tmp, store, search)
        (tmp / SITE_MARKER).write_text("built by bridge-laws; the next build replaces this directory whole\n",
                                       encoding="utf-8")
    except BaseException:
        shutil.rmtree(tmp, ignore_errors=True)
        raise
    replace_dir(tmp, site_dir)
    store.save()
    save_search(record, site_dir, searched, report.search or {})
    missing_table.save(laws_dir, files, site, code)
    report.seconds = time.perf_counter() - started
    return report





def build_stage(laws_dir: Path, site_dir: Path, quiet: bool = False, search=None) -> str:
    """The pipeline's site stage: returns its line of the build report."""
    return build_site(laws_dir, site_dir, search).line(site_dir)


# The pipeline hands this stage the browser's search files the index's process made (``search=``):
# declared here, for ``jobs.pipeline._takes_search``, rather than read off the signature.
build_stage.takes_search = True
