"""The static site: the YAML corpus (+ laws/glossary.yaml, laws/sources/sources.yaml) → ``site/``.

Reads only what the earlier stages wrote, never a raw source. Pages are rendered by jinja2
templates shipped as package data, with autoescape on, so every word that came from a source
is escaped; the CSS and JS under ``static/`` are copied as they are. The site is written to a
temporary directory beside the target and swapped in by renames, as the corpus is.

Layout of the output::

    index.html  search.html  subjects.html  glossary.html  coverage.html
    1987-ru/75.html  1997-ru/79.html  1997-en/79.html   a page per law, edition and language
    1997-ru-en/79.html                                   Russian and English side by side
    data/refs.js  data/search-index.js                   the jump table and the search index
    scoring.html  data/scoring.js                        the calculators and the figures they use
    static/…  sw.js  manifest.webmanifest                 assets, offline support
"""

from __future__ import annotations

import gzip
import hashlib
import json
import os
import shutil
import time
from dataclasses import dataclass, field
from functools import cached_property
from importlib import resources
from pathlib import Path

from jinja2 import Environment, PackageLoader, pass_context, select_autoescape
from markupsafe import Markup, escape

from ..model import Corpus, Heading, Law, Unit
from ..query import coverage, ranges, referenced_by, unit_json
from ..glossary import GlossaryEntry, load as load_glossary
from .browser_index import as_script, build_browser_index, phrase_terms
from ..diff import diff_units, word_changes
from ..refs import law_of
from . import labels
from .calculators import header_grid, write_scoring
from .links import LANG_LABELS, Linker, version_key, version_label
from .missing import citations_by_law, missing_law
from .text import Segment, TermFinder, paragraphs, segments
from ..paths import SITE_MARKER, Paths, check_replaceable, is_ours, process_alive, replace_dir
from ..sources import load_manifest
from ..yamlio import load_corpus

LEVEL_WORDS = {"ru": {"chapter": "Глава", "division": "Часть", "part": "Раздел"},
               "en": {"chapter": "Chapter", "division": "Division", "part": "Part"}}
PARALLEL = "{edition}-ru-en"
DIFF = "diff/{old}-{new}-{lang}"
FRONT = "front.html"  # the parts before Law 1 of a version: 2017-en/front.html


@dataclass
class SiteReport:
    pages: int = 0
    files: int = 0
    bytes: int = 0
    index_bytes: int = 0
    index_gzip_bytes: int = 0
    seconds: float = 0.0

    def line(self, site_dir: Path) -> str:
        return (f"site: {self.pages} pages, {self.files} files, {self.bytes / 1024:.0f} KiB in {site_dir} "
                f"({self.seconds:.2f} s); search index {self.index_bytes / 1024:.0f} KiB, "
                f"{self.index_gzip_bytes / 1024:.0f} KiB gzipped")


def environment() -> Environment:
    env = Environment(loader=PackageLoader("bridge_laws.site", "templates"),
                      autoescape=select_autoescape(["html"], default_for_string=True),
                      trim_blocks=True, lstrip_blocks=True,
                      auto_reload=False)  # one build: no stat of the template file for every page
    env.globals["version_label"] = version_label
    env.globals["word_changes"] = word_changes
    env.globals["count_word"] = labels.count_word
    env.filters["law_number"] = law_of
    env.globals["t"] = _label
    env.globals["L"] = _marked_label
    env.globals["header_grid"] = header_grid
    return env


@pass_context
def _label(context, key: str, **fields) -> str:
    """A label in the page's interface language (for attributes; see labels.py)."""
    return labels.label(key, context["page"].ui, **fields)


@pass_context
def _marked_label(context, key: str) -> Markup:
    """A label the script re-words when the reader switches the interface language."""
    return Markup(f'<span data-l="{escape(key)}">{escape(labels.label(key, context["page"].ui))}</span>')


# --- one page ---------------------------------------------------------------------------------


class Page:
    """What templates ask while rendering one page: links (their previews are collected as the
    page links them, and printed at its end), paragraphs as segments, glossary links."""

    def __init__(self, site: "Site", depth: int, version: str | None = None, law: int | None = None,
                 ui: str | None = None):
        self.site = site
        self.root = "../" * depth
        self.version = version
        self.law = law
        self.ui = labels.ui_lang(ui or (version.split("-")[1] if version else None))
        self.previews: dict[str, dict] = {}
        self._terms_seen: dict[str, set[int]] = {}

    def url(self, path: str) -> str:
        """A site path as this page links it; a unit of this very page is just its anchor."""
        if self.version and path.startswith(f"{self.version}/{self.law}.html#"):
            return path.split(".html", 1)[1]
        return self.root + path

    def link(self, ref: str, version: str | None = None) -> dict | None:
        target = self.site.linker.target(ref, version or self.version)
        if target is None:
            return None
        href = self.url(target.path())
        self.previews[href] = self.site.linker.preview(target)
        note = "" if target.exact else (f"{target.ref} · {version_label(target.version)}")
        return {"href": href, "ref": target.ref, "exact": target.exact, "note": note}

    def paras(self, law: Law, text: str | None) -> list[list[Segment]]:
        """Paragraphs as segments. A glossary term is marked once per page and language: marking
        every «игрок» would bury the cross-references under term links."""
        finder = self.site.term_finders.get(law.lang)
        seen = self._terms_seen.setdefault(law.lang, set())
        # a part before Law 1 (law 0) has no law for «раздел B» to belong to
        return [segments(p, law.number or None, finder, seen) for p in paragraphs(text)]

    def term(self, index: int) -> dict:
        """A glossary term's link, and its preview (the term in both languages, its law): what a
        tap on a dotted word shows before it opens the glossary."""
        entry = self.site.glossary[index]
        href = f"{self.root}glossary.html#g{index}"
        title = f"{entry.en} — {', '.join(entry.ru)}"
        said = [labels.label("term.law", self.ui, law=entry.law)] if entry.law else []
        said += [labels.label("term.also", self.ui) + " " + ", ".join((*entry.also, *entry.ru_also)[:4])] \
            if entry.also or entry.ru_also else []
        self.previews[href] = {"h": title, "t": " · ".join(said), "v": labels.label("menu.glossary", self.ui),
                               "l": self.ui}
        return {"href": href, "title": title}

    def cited_by(self, law: Law, unit: Unit) -> list[str]:
        return referenced_by(self.site.corpus, law.edition, law.lang, unit.ref)

    def all_previews(self, *others: "Page") -> dict[str, dict]:
        """This page's previews with those its companions collected (the parallel view's English)."""
        merged = dict(self.previews)
        for other in others:
            merged.update(other.previews)
        return merged


# --- the site ---------------------------------------------------------------------------------


@dataclass
class Site:
    corpus: Corpus
    glossary: list[GlossaryEntry]
    manifest: list
    editions: tuple = ()  # bridge_laws.editions.Edition, from laws/editions.yaml
    linker: Linker = field(init=False)
    term_finders: dict = field(init=False)

    def __post_init__(self):
        self.linker = Linker(self.corpus)
        self.term_finders = {"ru": TermFinder(self._phrases("ru")), "en": TermFinder(self._phrases("en"))}

    def _phrases(self, lang: str):
        phrases = []
        for i, entry in enumerate(self.glossary):
            for text in (entry.ru if lang == "ru" else entry.names_en):
                words = [set(t) for t in phrase_terms(text)]
                if words:
                    phrases.append((i, words))
        return phrases

    def edition_label(self, year: int, lang: str) -> str:
        """"Законы 1987", "Кодекс 2017", "Laws 2017": laws/editions.yaml's short title."""
        edition = next((e for e in self.editions if e.year == year), None)
        return edition.label(lang) if edition else str(year)

    @cached_property
    def edition_years(self) -> list[int]:
        """The editions the corpus has text or structure of, oldest first (once: every law's
        page asks)."""
        return sorted({law.edition for law in self.corpus.laws})

    def version_labels(self) -> dict[str, str]:
        return {v: version_label(v) for v in self.linker.versions}

    @cached_property
    def citations(self) -> dict:
        """law number → the sentences of other laws citing it (``missing.citations_by_law``)."""
        return citations_by_law(self.corpus)

    @cached_property
    def _base_version(self) -> str:
        return max(self.linker.versions, key=lambda v: (len(self.laws_of(v)), -int(v.split("-")[0])))

    def base_version(self) -> str:
        """The version the home page is laid out by: the one with the most laws (the 1987 book,
        whose structure is whole), the oldest on a tie (once: every law's page asks)."""
        return self._base_version

    @cached_property
    def _laws_by_version(self) -> dict[str, list[Law]]:
        grouped: dict[str, list[Law]] = {}
        for law in self.corpus.laws:
            grouped.setdefault(version_key(law), []).append(law)
        return {v: sorted(laws, key=lambda l: l.number) for v, laws in grouped.items()}

    def laws_of(self, version: str) -> list[Law]:
        """The laws of ``version``, by number."""
        return list(self._laws_by_version.get(version, ()))

    def law(self, version: str, number: int) -> Law | None:
        return self.linker.laws.get((version, number))

    @cached_property
    def diff_pairs(self) -> dict[tuple[int, int, str], list[int]]:
        """(older, newer, lang) → the laws both editions have text of, the older being the
        latest edition before the newer one that has that law in that language."""
        out: dict = {}
        with_text = {(l.edition, l.lang, l.number) for l in self.corpus.laws
                     if any(not u.missing_text for u in l.unit.walk())}
        for edition, lang, number in sorted(with_text):
            older = [e for e, lg, n in with_text if lg == lang and n == number and e < edition]
            if older:
                out.setdefault((max(older), edition, lang), []).append(number)
        return out

    def parallel_editions(self, number: int) -> list[int]:
        return [e for e in self.edition_years if self.law(f"{e}-ru", number) and self.law(f"{e}-en", number)]


def law_status(law: Law | None) -> str | None:
    """text, partial, or skeleton (known only from the structure), for the home page badges."""
    if law is None:
        return None
    units = list(law.unit.walk())
    if all(u.missing_text for u in units):
        return "skeleton"
    if any(u.partial for u in units) or any(u.missing_text for u in units):
        return "partial"
    return "text"


def heading_label(heading: Heading, lang: str) -> str:
    word = LEVEL_WORDS[lang].get(heading.level, heading.level)
    return f"{word} {heading.number}" + (f". {heading.title}" if heading.title else "")


def heading_id(path: tuple[Heading, ...]) -> str:
    return "h-" + "-".join(f"{h.level[:3]}{h.number}" for h in path)


def shown_pages(law: Law) -> dict[str, int]:
    """ref → printed page, for each unit where the page changes: the margin marks."""
    shown, last = {}, None
    for unit in law.unit.walk():
        if unit.page and unit.page != last:
            shown[unit.ref] = unit.page
            last = unit.page
    return shown


def aligned_refs(first: Law, second: Law) -> list[str]:
    """Refs of both laws in document order: those of ``first``, the others after their predecessor."""
    return aligned([first.unit], [second.unit])


def aligned(first: list[Unit], second: list[Unit]) -> list[str]:
    """Refs of two lists of units and all below them, in document order: those of ``first``, the
    others after their predecessor."""
    order = [u.ref for top in first for u in top.walk()]
    previous = None
    for ref in (u.ref for top in second for u in top.walk()):
        if ref not in order:
            order.insert(order.index(previous) + 1 if previous in order else len(order), ref)
        previous = ref
    return order


# --- rendering --------------------------------------------------------------------------------


class Renderer:
    """Writes every page of the site under ``out``."""

    def __init__(self, site: Site, out: Path):
        self.site = site
        self.out = out
        self.env = environment()
        self.pages = 0
        self._made: set[Path] = set()  # directories already made under ``out``

    def write(self, path: str, text: str) -> None:
        target = self.out / path
        if target.parent not in self._made:  # a mkdir per directory, not per file
            target.parent.mkdir(parents=True, exist_ok=True)
            self._made.add(target.parent)
        with open(target, "w", encoding="utf-8") as f:
            f.write(text)

    def page(self, path: str, template: str, page: Page, **context) -> None:
        html = self.env.get_template(template).render(page=page, root=page.root, site=self.site, **context)
        self.write(path, html)
        self.pages += 1

    def law_pages(self) -> None:
        for version in self.site.linker.versions:
            laws = self.site.laws_of(version)
            for i, law in enumerate(laws):
                page = Page(self.site, 1, version, law.number)
                self.page(f"{version}/{law.number}.html", "law.html", page, law=law,
                          prev=laws[i - 1] if i else None, next=laws[i + 1] if i + 1 < len(laws) else None,
                          switches=self.switches(law.number, version), pages_shown=shown_pages(law),
                          crumbs=self.crumbs(law), missing=self.missing(law))

    def missing(self, law: Law):
        """One block for a law no source gives the text of (see missing.py); None for the others."""
        if law_status(law) != "skeleton":
            return None
        return missing_law(self.site.corpus, self.site.glossary, law, self.site.citations)

    def switches(self, number: int, current: str) -> list[dict]:
        """The same law in the other versions and side by side, each with the refs it has."""
        out = []
        for version in self.site.linker.versions:
            other = self.site.law(version, number)
            if other is not None and version != current:
                out.append({"label": version_label(version), "href": f"../{version}/{number}.html",
                            "version": version, "lang": other.lang,
                            "refs": [u.ref for u in other.unit.walk()]})
        for edition in self.site.parallel_editions(number):
            version = PARALLEL.format(edition=edition)
            if version != current:
                ru, en = self.site.law(f"{edition}-ru", number), self.site.law(f"{edition}-en", number)
                out.append({"label": f"{edition} · рус. | English", "lang": "ru", "version": version,
                            "href": f"../{version}/{number}.html", "refs": aligned_refs(ru, en)})
        for (old, new, lang), numbers in self.site.diff_pairs.items():
            if number in numbers and current.startswith(f"{new}-"):
                d = DIFF.format(old=old, new=new, lang=lang)
                out.append({"label": f"Δ {old} → {new} · {LANG_LABELS[lang]}", "lang": lang,
                            "version": d, "href": f"../{d}/{number}.html",
                            "refs": [u.ref for u in self.site.law(f"{new}-{lang}", number).unit.walk()]})
        return out

    def crumbs(self, law: Law) -> list[dict]:
        """chapter › division › part: linked to the home page's headings when the home page is
        laid out by this law's version."""
        out = []
        base = version_key(law) == self.site.base_version()
        for i, heading in enumerate(law.headings):
            anchor = heading_id(law.headings[: i + 1]) if base else None
            out.append({"label": heading_label(heading, law.lang), "anchor": anchor})
        return out

    def front_pages(self) -> None:
        """The parts before Law 1 (Introduction, Definitions, Scope) of each version: one page;
        and side by side where an edition has them in both languages."""
        front = self.site.corpus.front
        pages = {f"{e}-{lg}": [u.ref for top in units for u in top.walk()] for (e, lg), units in front.items()}
        both = sorted(e for e, lg in front if lg == "ru" and (e, "en") in front)
        pages.update({PARALLEL.format(edition=e): aligned(front[(e, "ru")], front[(e, "en")]) for e in both})

        def switches(current: str) -> list[dict]:
            return [{"label": version_label(v), "href": f"../{v}/{FRONT}", "version": v,
                     "lang": v.split("-")[1], "refs": refs} for v, refs in pages.items() if v != current]

        for (edition, lang), units in front.items():
            version = f"{edition}-{lang}"
            law = Law(edition, lang, 0, (), units[0])
            self.page(f"{version}/{FRONT}", "front.html", Page(self.site, 1, version, 0), law=law, units=units,
                      switches=switches(version))
        for edition in both:
            version = PARALLEL.format(edition=edition)
            ru, en = Law(edition, "ru", 0, (), front[(edition, "ru")][0]), Law(edition, "en", 0, (), front[(edition, "en")][0])
            units = {"ru": {u.ref: u for top in front[(edition, "ru")] for u in top.walk()},
                     "en": {u.ref: u for top in front[(edition, "en")] for u in top.walk()}}
            self.page(f"{version}/{FRONT}", "front_parallel.html", Page(self.site, 1, f"{edition}-ru", 0), ru=ru, en=en,
                      rows=pages[version], units=units, page_en=Page(self.site, 1, f"{edition}-en", 0),
                      switches=switches(version))

    def diff_pages(self) -> None:
        """What changed in each law between one edition and the next that has it, per language."""
        for (old, new, lang), numbers in self.site.diff_pairs.items():
            for number in numbers:
                d = diff_units(self.site.corpus, str(number), old, new, lang)
                refs = [c.new_ref or f"old-{c.old_ref}" for c in d.changes]
                page = Page(self.site, 2, None, number, ui=lang)
                switches = [{"label": version_label(f"{e}-{lang}"), "href": f"../../{e}-{lang}/{number}.html",
                             "version": f"{e}-{lang}", "lang": lang,
                             "refs": [u.ref for u in self.site.law(f"{e}-{lang}", number).unit.walk()]}
                            for e in (old, new)]
                self.page(f"{DIFF.format(old=old, new=new, lang=lang)}/{number}.html", "diff.html", page, d=d,
                          switches=switches, refs=refs, lang_label=LANG_LABELS[lang])

    def parallel_pages(self) -> None:
        for edition in sorted({l.edition for l in self.site.corpus.laws}):
            numbers = [l.number for l in self.site.laws_of(f"{edition}-ru")
                       if self.site.law(f"{edition}-en", l.number) is not None]
            for i, number in enumerate(numbers):
                ru, en = self.site.law(f"{edition}-ru", number), self.site.law(f"{edition}-en", number)
                units = {"ru": {u.ref: u for u in ru.unit.walk()}, "en": {u.ref: u for u in en.unit.walk()}}
                page = Page(self.site, 1, f"{edition}-ru", number)
                self.page(f"{PARALLEL.format(edition=edition)}/{number}.html", "parallel.html", page,
                          ru=ru, en=en, rows=aligned_refs(ru, en), units=units,
                          prev=numbers[i - 1] if i else None, next=numbers[i + 1] if i + 1 < len(numbers) else None,
                          page_en=Page(self.site, 1, f"{edition}-en", number),
                          switches=self.switches(number, PARALLEL.format(edition=edition)))

    def home(self) -> None:
        held = {v: ranges([l.number for l in self.site.laws_of(v)]) for v in self.site.linker.versions}
        groups = home_groups(self.site)
        front = {f"{e}-{lang}": units for (e, lang), units in self.site.corpus.front.items()}
        self.page("index.html", "index.html", Page(self.site, 0), groups=groups, front=front,
                  coverage=coverage(self.site.corpus), held=held, chapters=chapter_list(groups))

    def subjects(self) -> None:
        indexes = self.site.corpus.subjects
        newest = max((key for key in indexes if key[1] == "ru"), default=None)
        entries = indexes.get(newest, ()) if newest else ()
        anchors = {entry.term.casefold(): f"s{i}" for i, entry in enumerate(entries)}
        letters = {}
        for i, entry in enumerate(entries):
            letters.setdefault(entry.term[:1].upper(), f"s{i}")
        version = f"{newest[0]}-{newest[1]}" if newest else self.site.base_version()
        self.page("subjects.html", "subjects.html", Page(self.site, 0), entries=entries, anchors=anchors, version=version,
                  letters=list(letters.items()))

    def glossary(self) -> None:
        page = Page(self.site, 0)
        order = sorted(range(len(self.site.glossary)), key=lambda i: self.site.glossary[i].en.casefold())
        self.page("glossary.html", "glossary.html", page, order=order)

    def coverage(self) -> None:
        self.page("coverage.html", "coverage.html", Page(self.site, 0), stats=coverage(self.site.corpus),
                  sources=source_contributions(self.site), missing=missing_units(self.site),
                  issues=issue_counts(self.site.corpus))

    def search(self) -> None:
        self.page("search.html", "search.html", Page(self.site, 0))


def home_groups(site: Site) -> list[dict]:
    """The 1987 book's laws under their headings: each group opens the headings that change."""
    base = site.laws_of(site.base_version())
    titles = {}
    for law in base:
        for i, h in enumerate(law.headings):
            key = tuple((x.level, x.number) for x in law.headings[: i + 1])
            titles[key] = titles.get(key) or h.title
    groups, previous = [], ()
    for law in base:
        path = tuple((h.level, h.number) for h in law.headings)
        if path != previous or not groups:
            common = next((i for i, (a, b) in enumerate(zip(path, previous)) if a != b), min(len(path), len(previous)))
            opened = [{"level": lvl, "depth": i + 2, "id": heading_id(law.headings[: i + 1]),
                       "label": heading_label(Heading(lvl, num, titles[path[: i + 1]]), "ru")}
                      for i, (lvl, num) in enumerate(path) if i >= common]
            groups.append({"headings": opened, "laws": []})
            previous = path
        groups[-1]["laws"].append(home_row(site, law.number))
    return groups


def chapter_list(groups: list[dict]) -> list[dict]:
    """The chapters for the top of the home page: label, anchor, the laws under each."""
    chapters = []
    for group in groups:
        for heading in group["headings"]:
            if heading["level"] == "chapter":
                chapters.append({"label": heading["label"], "id": heading["id"], "laws": []})
        if chapters:
            chapters[-1]["laws"].extend(row["number"] for row in group["laws"])
    for chapter in chapters:
        chapter["range"] = ranges(chapter["laws"])
    return chapters


def home_row(site: Site, number: int) -> dict:
    versions = []
    for version in site.linker.versions:
        law = site.law(version, number)
        if law is not None:
            versions.append({"version": version, "href": f"{version}/{number}.html", "status": law_status(law)})
    for edition in site.parallel_editions(number):
        versions.append({"version": PARALLEL.format(edition=edition), "status": "parallel",
                         "href": f"{PARALLEL.format(edition=edition)}/{number}.html"})
    titled = [site.law(v, number) for v in site.linker.versions if site.law(v, number) is not None]
    title = next((l.title for l in titled if l.title and l.lang == "ru"), None)
    # a law without a title (no source has its text) shows where it is in the 1991 book instead
    page = None if title else next((u.page for l in titled for u in l.unit.walk() if u.page), None)
    return {"number": number, "title": title, "versions": versions, "page": page}


def source_contributions(site: Site) -> list[dict]:
    """Per manifest entry: how many units and which laws cite it among their sources (one pass
    over the units: once per entry grew with entries × units)."""
    units: dict[str, int] = {}
    laws: dict[str, set] = {}
    for law in site.corpus.laws:
        for unit in law.unit.walk():
            for file in {s.file for s in unit.sources}:
                units[file] = units.get(file, 0) + 1
                laws.setdefault(file, set()).add(law.number)
    return [{"entry": entry, "units": units.get(entry.file, 0), "laws": ranges(sorted(laws.get(entry.file, ())))}
            for entry in site.manifest]


def missing_units(site: Site) -> dict:
    out = {}
    for version in site.linker.versions:
        laws = site.laws_of(version)
        out[version] = {
            "skeleton_laws": ranges([l.number for l in laws if law_status(l) == "skeleton"]),
            "partial": [(l.number, u.ref) for l in laws for u in l.unit.walk() if u.partial],
            "notes": [(l.number, u.ref, n.marker) for l in laws for u in l.unit.walk()
                      for n in u.footnotes if not n.text],
        }
    return out


def issue_counts(corpus: Corpus) -> list[tuple[str, int]]:
    counts: dict[str, int] = {}
    for issue in corpus.issues:
        counts[issue.kind] = counts.get(issue.kind, 0) + 1
    return sorted(counts.items())


# --- assets and offline support ---------------------------------------------------------------


def copy_static(out: Path) -> None:
    static = resources.files("bridge_laws.site").joinpath("static")
    (out / "static").mkdir(parents=True, exist_ok=True)
    for item in static.iterdir():
        if item.is_file():
            (out / "static" / item.name).write_bytes(item.read_bytes())


def write_data(renderer: Renderer, site: Site, report: SiteReport) -> None:
    renderer.write("data/refs.js", as_script("BL_REFS", site.linker.refs_by_version()))
    renderer.write("data/labels.js", as_script("BL_LABELS", labels.for_js()))
    index = as_script("BL_INDEX", build_browser_index(site.corpus, site.glossary)).encode("utf-8")
    (renderer.out / "data").mkdir(parents=True, exist_ok=True)
    (renderer.out / "data/search-index.js").write_bytes(index)
    report.index_bytes = len(index)
    report.index_gzip_bytes = len(gzip.compress(index, compresslevel=6, mtime=0))  # as a web server sends it


API_SEPARATORS = (",", ":")  # compact: json's C encoder (an indent makes it fall back to Python)


def write_api(renderer: Renderer, site: Site) -> None:
    """site/api/: a law per edition and language as ``show --json`` prints it, and an index."""
    index = {"format": "bridge-laws site api 1", "laws": []}
    for version in site.linker.versions:
        for law in site.laws_of(version):
            path = f"api/{version}/{law.number}.json"
            renderer.write(path, json.dumps(unit_json(site.corpus, law, law.unit), ensure_ascii=False, separators=API_SEPARATORS))
            index["laws"].append({"edition": law.edition, "lang": law.lang, "law": law.number,
                                  "title": law.title, "status": law_status(law), "path": path[4:],
                                  "page": f"{version}/{law.number}.html"})
    renderer.write("api/index.json", json.dumps(index, ensure_ascii=False, separators=API_SEPARATORS))


def write_offline(renderer: Renderer) -> None:
    """The web manifest, and a service worker that precaches every file (the manifest included);
    its cache name changes with the content."""
    renderer.write("manifest.webmanifest", renderer.env.get_template("manifest.webmanifest").render())
    files = sorted(p.relative_to(renderer.out).as_posix() for p in renderer.out.rglob("*") if p.is_file())
    digest = hashlib.sha256()
    for name in files:
        digest.update(name.encode() + (renderer.out / name).read_bytes())
    renderer.write("sw.js", renderer.env.get_template("sw.js").render(files=["./", *files],
                                                                       version=digest.hexdigest()[:12]))


def render_site(site: Site, out: Path) -> SiteReport:
    report = SiteReport()
    renderer = Renderer(site, out)
    copy_static(out)
    write_data(renderer, site, report)
    write_api(renderer, site)
    for step in (renderer.home, renderer.law_pages, renderer.front_pages, renderer.parallel_pages, renderer.diff_pages,
                 renderer.subjects, renderer.glossary, renderer.coverage, renderer.search):
        step()
    write_scoring(renderer, site)
    write_offline(renderer)
    files = [p for p in out.rglob("*") if p.is_file()]
    report.pages, report.files = renderer.pages, len(files)
    report.bytes = sum(p.stat().st_size for p in files)
    return report


def build_site(laws_dir: Path, site_dir: Path) -> SiteReport:
    """Render the site from ``laws_dir``'s corpus into ``site_dir``, replacing it whole — only
    ever a directory that this program built (:func:`paths.check_replaceable`)."""
    started = time.perf_counter()
    check_replaceable(site_dir, laws_dir)
    from .. import editions

    paths = Paths(laws_dir)
    site = Site(load_corpus(paths.corpus), load_glossary(laws_dir), load_manifest(paths.sources),
                editions.load(laws_dir))
    site_dir = site_dir.resolve()
    site_dir.parent.mkdir(parents=True, exist_ok=True)
    remove_stale(site_dir)
    tmp = site_dir.parent / f".{site_dir.name}-tmp-{os.getpid()}"
    old = site_dir.parent / f".{site_dir.name}-old-{os.getpid()}"
    shutil.rmtree(tmp, ignore_errors=True)
    try:
        report = render_site(site, tmp)
        (tmp / SITE_MARKER).write_text("built by bridge-laws; the next build replaces this directory whole\n",
                                       encoding="utf-8")
    except BaseException:
        shutil.rmtree(tmp, ignore_errors=True)
        raise
    replace_dir(tmp, site_dir, old)
    report.seconds = time.perf_counter() - started
    return report


def remove_stale(site_dir: Path) -> None:
    """The ``.site-tmp-PID`` / ``.site-old-PID`` directories of builds that were killed: only
    ours (named so, and the process gone), never anything else beside the site."""
    for stale in [*site_dir.parent.glob(f".{site_dir.name}-old-*"), *site_dir.parent.glob(f".{site_dir.name}-tmp-*")]:
        pid = stale.name.rsplit("-", 1)[-1]
        if stale.is_dir() and pid.isdigit() and not process_alive(int(pid)):
            if not site_dir.exists() and stale.name.startswith(f".{site_dir.name}-old-") and is_ours(stale):
                stale.rename(site_dir)  # killed between the two renames: the old site goes back
                continue
            shutil.rmtree(stale, ignore_errors=True)


def build_stage(laws_dir: Path, site_dir: Path, quiet: bool = False) -> str:
    """The pipeline's site stage: returns its line of the build report."""
    return build_site(laws_dir, site_dir).line(site_dir)
