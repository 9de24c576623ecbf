"""Every kind of page, one method each: ``Renderer`` writes them under the output directory from
the ``Site`` and its templates; the home page's groups and the coverage page's tables."""

from __future__ import annotations

from pathlib import Path


from ..model import Corpus, Heading, Law
from ..corpus.query import coverage, ranges
from ..refs import sort_key
from .browser_index import as_script
from ..corpus.diff import diff_units
from .calculators import scoring_data
from ..text.labels import label, version_label
from .links import version_key
from .missing import missing_law
from .context import Page, Site, aligned, aligned_refs, environment, heading_id, law_status, shown_pages
from .urls import DIFF, DIFFS, FRONT, PARALLEL, folder_page, law_page


class Renderer:
    """Writes every page of the site under ``out``."""

    def __init__(self, site: Site, out: Path, store=None):
        self.site = site
        self.out = out
        self.env = environment()
        self.pages = 0
        self._made: set[Path] = set()  # directories already made under ``out``
        self.store = store  # incremental.PageStore: the pages of the last build that can be kept

    def kept(self, path: str, pieces: list[str]) -> bool:
        """Whether the last build's ``path`` was taken over (its inputs unchanged): then it is
        not rendered."""
        if self.store is None or not self.store.reuse(path, pieces, self.out):
            return False
        self.pages += 1
        return True

    def write(self, path: str, text: str) -> None:
        target = self.out / path
        if target.parent not in self._made:  # a mkdir per directory, not per file
            target.parent.mkdir(parents=True, exist_ok=True)
            self._made.add(target.parent)
        with open(target, "w", encoding="utf-8") as f:
            f.write(text)

    def page(self, path: str, template: str, page: Page, pieces: list[str] | None = None, *others: Page,
             **context) -> None:
        """Render ``template`` into ``path``; ``pieces``: what it reads (incremental.py), with
        what the links of ``page`` and its companions ``others`` looked at, for the next build."""
        html = self.env.get_template(template).render(page=page, root=page.root, site=self.site, **context)
        self.write(path, html)
        self.pages += 1
        if pieces is not None and self.store is not None:
            self.store.note(path, [*pieces, *page.pieces, *(p for o in others for p in o.pieces)], html)

    def law_pieces(self, version: str, number: int) -> list[str]:
        """What a law's page reads besides its links: the law, its outline in every version (the
        switches, the English headings, the standing), who cites it, its neighbours, its terms,
        rulings and, without text, what the corpus says of it."""
        return ["global", "structure", f"law/{version}/{number}", f"index/{version}", f"citedby/{version}/{number}",
                f"terms/{number}", f"missing/{version}/{number}", f"rulings/{version}/{number}",
                *(f"outline/{v}/{number}" for v in self.site.linker.versions)]

    def law_pages(self) -> None:
        for version in self.site.linker.versions:
            laws = self.site.laws_of(version)
            for i, law in enumerate(laws):
                path, pieces = law_page(version, law.number), self.law_pieces(version, law.number)
                if self.kept(path, pieces):
                    continue
                page = Page(self.site, 1, version, law.number)
                self.page(path, "law.html", page, pieces, law=law,
                          prev=laws[i - 1] if i else None, next=laws[i + 1] if i + 1 < len(laws) else None,
                          switches=self.switches(law.number, version), pages_shown=shown_pages(law),
                          crumbs=self.crumbs(law), missing=self.missing(law),
                          standing=self.site.standing(law.edition, law.lang, str(law.number), page.root),
                          terms=() if law.title else self.site.law_terms.get(law.number, ()))

    def missing(self, law: Law):
        """One block for a law no source gives the text of (see missing.py); None for the others."""
        if law_status(law) != "skeleton":
            return None
        return missing_law(self.site.corpus, self.site.glossary, law, self.site.citations, self.site.situations)

    def switches(self, number: int, current: str) -> list[dict]:
        """The same law in the other versions and side by side, each with the refs it has."""
        out = []
        for version in self.site.linker.versions:
            other = self.site.law(version, number)
            if other is not None and version != current:
                out.append({"label": versions_pair(version), "href": "../" + law_page(version, number),
                            "version": version, "lang": other.lang,
                            "refs": [u.ref for u in other.unit.walk()]})
        for edition in self.site.parallel_editions(number):
            version = PARALLEL.format(edition=edition)
            if version != current:
                ru, en = self.site.law(f"{edition}-ru", number), self.site.law(f"{edition}-en", number)
                out.append({"label": versions_pair(version), "lang": "ru", "version": version,
                            "href": "../" + law_page(version, number), "refs": aligned_refs(ru, en)})
        for (old, new, lang), numbers in self.site.diff_pairs.items():
            if number in numbers and current.startswith(f"{new}-"):
                d = DIFF.format(old=old, new=new, lang=lang)
                out.append({"label": diff_pair(old, new, lang), "lang": lang,
                            "version": d, "href": "../" + law_page(d, number),
                            "refs": [u.ref for u in self.site.law(f"{new}-{lang}", number).unit.walk()]})
        return out

    def crumbs(self, law: Law) -> list[dict]:
        """chapter › division › part: linked to the home page's headings when the home page is
        laid out by this law's version."""
        out = []
        base = version_key(law) == self.site.base_version()
        for i, heading in enumerate(law.headings):
            anchor = heading_id(law.headings[: i + 1]) if base else None
            out.append({"heading": heading, "lang": law.lang, "anchor": anchor,
                        "en": self.site.heading_en(law.number, heading)})
        return out

    def front_pages(self) -> None:
        """The parts before Law 1 (Introduction, Definitions, Scope) of each version: one page;
        and side by side where an edition has them in both languages."""
        front = self.site.corpus.front
        pages = {f"{e}-{lg}": [u.ref for top in units for u in top.walk()] for (e, lg), units in front.items()}
        both = sorted(e for e, lg in front if lg == "ru" and (e, "en") in front)
        pages.update({PARALLEL.format(edition=e): aligned(front[(e, "ru")], front[(e, "en")]) for e in both})

        def switches(current: str) -> list[dict]:
            return [{"label": versions_pair(v), "href": f"../{v}/{FRONT}", "version": v,
                     "lang": v.split("-")[1], "refs": refs} for v, refs in pages.items() if v != current]

        for (edition, lang), units in front.items():
            version = f"{edition}-{lang}"
            law = Law(edition, lang, 0, (), units[0])
            self.page(f"{version}/{FRONT}", "front.html", Page(self.site, 1, version, 0), law=law, units=units,
                      switches=switches(version), standing=self.site.standing(edition, lang, units[0].ref, "../"))
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
                path = law_page(DIFF.format(old=old, new=new, lang=lang), number)
                pieces = [*self.law_pieces(f"{new}-{lang}", number), f"law/{old}-{lang}/{number}", f"edition/{new}-{lang}"]
                if self.kept(path, pieces):
                    continue
                d = diff_units(self.site.corpus, str(number), old, new, lang)
                refs = [c.new_ref or f"old-{c.old_ref}" for c in d.changes]
                page = Page(self.site, 2, None, number, ui=lang)
                switches = [{"label": versions_pair(f"{e}-{lang}"), "href": "../../" + law_page(f"{e}-{lang}", number),
                             "version": f"{e}-{lang}", "lang": lang,
                             "refs": [u.ref for u in self.site.law(f"{e}-{lang}", number).unit.walk()]}
                            for e in (old, new)]
                self.page(path, "diff.html", page, pieces, d=d, folder=page.url(folder_page(DIFF.format(old=old, new=new, lang=lang))),
                          switches=switches, refs=refs, current=diff_pair(old, new, lang),
                          standing=self.site.standing(new, lang, str(number), page.root))

    def parallel_pages(self) -> None:
        for edition in sorted({l.edition for l in self.site.corpus.laws}):
            numbers = [l.number for l in self.site.laws_of(f"{edition}-ru")
                       if self.site.law(f"{edition}-en", l.number) is not None]
            for i, number in enumerate(numbers):
                path = law_page(PARALLEL.format(edition=edition), number)
                pieces = [*self.law_pieces(f"{edition}-ru", number), *self.law_pieces(f"{edition}-en", number)]
                if self.kept(path, pieces):
                    continue
                ru, en = self.site.law(f"{edition}-ru", number), self.site.law(f"{edition}-en", number)
                units = {"ru": {u.ref: u for u in ru.unit.walk()}, "en": {u.ref: u for u in en.unit.walk()}}
                page, page_en = Page(self.site, 1, f"{edition}-ru", number), Page(self.site, 1, f"{edition}-en", number)
                self.page(path, "parallel.html", page, pieces, page_en,
                          ru=ru, en=en, rows=aligned_refs(ru, en), units=units,
                          prev=numbers[i - 1] if i else None, next=numbers[i + 1] if i + 1 < len(numbers) else None,
                          page_en=page_en,
                          switches=self.switches(number, PARALLEL.format(edition=edition)),
                          standing=self.site.standing(edition, "ru", str(number), page.root),
                          terms=() if ru.title or en.title else self.site.law_terms.get(number, ()))

    def folder_pages(self) -> None:
        """An index in each folder of pages (``urls.FOLDER``) — a version, Russian and English side
        by side, a comparison, and ``diff/`` itself — for a reader who trims a page's address to its
        folder: the folder's pages, each linked (a web server listed the bare files, or refused)."""
        front = self.site.corpus.front

        def law_item(law: Law, folder: str, page: Page, en: Law | None = None) -> dict:
            """A law's line: its title (both, side by side), or, with no text, the terms the
            corpus knows it by and its status, as the home page names it."""
            return {"href": page.url(law_page(folder, law.number)), "number": law.number, "title": law.title,
                    "lang": law.lang, "title_en": en.title if en else None, "status": law_status(law),
                    "terms": () if law.title else self.site.law_terms.get(law.number, ())}

        def standing(edition: int, lang: str, laws: list[Law], page: Page) -> dict | None:
            """A superseded edition's note, as its law pages have it, linking the folder in force."""
            st = self.site.standing(edition, lang, str(laws[0].number), page.root) if laws else None
            now = f"{self.site.in_force}-{lang}"
            return st and {**st, "href": page.url(folder_page(now)) if now in self.site.linker.versions else None}

        for version in self.site.linker.versions:
            edition, lang = version.split("-")
            laws, page = self.site.laws_of(version), Page(self.site, 1, version)
            items = [{"href": page.url(f"{version}/{FRONT}"), "lang": lang,
                      "title": ", ".join(u.title or u.ref for u in front[(int(edition), lang)])}
                     ] if (int(edition), lang) in front else []
            items += [law_item(law, version, page) for law in laws]
            self.page(folder_page(version), "folder.html", page, items=items, name=versions_pair(version),
                      standing=standing(int(edition), lang, laws, page))
        for edition in sorted({law.edition for law in self.site.corpus.laws}):
            both = [law for law in self.site.laws_of(f"{edition}-ru") if self.site.law(f"{edition}-en", law.number)]
            if both:
                version, page = PARALLEL.format(edition=edition), Page(self.site, 1, f"{edition}-ru")
                self.page(folder_page(version), "folder.html", page,
                          items=[law_item(law, version, page, self.site.law(f"{edition}-en", law.number)) for law in both],
                          name=versions_pair(version), standing=standing(edition, "ru", both, page))
        pairs, root = [], Page(self.site, 1)
        for (old, new, lang), numbers in self.site.diff_pairs.items():
            folder, page = DIFF.format(old=old, new=new, lang=lang), Page(self.site, 2, None, ui=lang)
            laws = [self.site.law(f"{new}-{lang}", n) for n in numbers]
            pairs.append({"href": root.url(folder_page(folder)), "name": diff_pair(old, new, lang)})
            self.page(folder_page(folder), "folder.html", page, up=page.url(folder_page(DIFFS)),
                      items=[law_item(law, folder, page) for law in laws], name=diff_pair(old, new, lang),
                      standing=standing(new, lang, laws, page))
        if pairs:
            self.page(folder_page(DIFFS), "folder.html", root, items=pairs, name=None)

    def home(self) -> None:
        held = {v: ranges([l.number for l in self.site.laws_of(v)]) for v in self.site.linker.versions}
        groups = home_groups(self.site)
        front = {f"{e}-{lang}": units for (e, lang), units in self.site.corpus.front.items()}
        self.page("index.html", "index.html", Page(self.site, 0), groups=groups, front=front,
                  coverage=coverage(self.site.corpus), held=held, chapters=chapter_list(groups),
                  offline=self.offline_sizes())

    def offline_sizes(self) -> list[dict]:
        """Each version's pages as "keep this edition offline" downloads them: how many, how large
        (the law pages are written before the home page)."""
        out = []
        for version in self.site.linker.versions:
            pages = [p for p in (self.out / version).glob("*.html")]
            size = sum(p.stat().st_size for p in pages)
            out.append({"version": version, "files": len(pages), "mb": f"{size / 1_000_000:.{1 if size >= 100_000 else 2}f}"})
        return out

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
        """The terms, sorted in the interface's language (Russian as built; the script re-sorts
        them by the order given for English), an alphabet bar for each, and every unit each term
        names linked."""
        page = Page(self.site, 0)
        entries = self.site.glossary
        orders = {lang: sorted(range(len(entries)), key=lambda i, lg=lang: collation_key(term_name(entries[i], lg)))
                  for lang in ("ru", "en")}
        letters = {lang: first_letters([term_name(entries[i], lang) for i in order], order)
                   for lang, order in orders.items()}
        links = {i: self.term_units(e) for i, e in enumerate(entries)}
        self.page("glossary.html", "glossary.html", page, order=orders[page.ui], orders=orders, letters=letters,
                  links=links)

    def term_units(self, entry) -> list[tuple[str, str]]:
        """(ref, version) of each unit a glossary term names, in any edition the corpus has (the
        newest first), each once: every term with a law gets its link."""
        out: dict[str, str] = {}
        for edition in sorted(self.site.edition_years, reverse=True):
            for ref in entry.refs_for(edition):
                out.setdefault(ref, f"{edition}-ru")
        return sorted(out.items(), key=lambda rv: sort_key(rv[0]))

    def coverage(self) -> None:
        self.page("coverage.html", "coverage.html", Page(self.site, 0), stats=coverage(self.site.corpus),
                  sources=source_contributions(self.site), missing=missing_units(self.site),
                  issues=issue_counts(self.site.corpus))

    def search(self, own: list[str]) -> None:
        """The search page; ``own``: the files of ``data/search/`` it loads itself (page_files)."""
        self.page("search.html", "search.html", Page(self.site, 0), search_own=own)


def term_name(entry, lang: str) -> str:
    """A glossary term's first name in ``lang``."""
    return (entry.ru[0] if entry.ru else entry.en) if lang == "ru" else entry.en


def collation_key(name: str) -> tuple[str, str]:
    """Dictionary order: letters only, case and ё folded («ёмкость» with «емкость»), then as written."""
    folded = name.casefold().replace("ё", "е")
    return "".join(ch for ch in folded if ch.isalnum() or ch == " ").strip(), name


def first_letters(names: list[str], order: list[int]) -> list[tuple[str, int]]:
    """(letter, glossary index of the first term under it) in the order given."""
    out: dict[str, int] = {}
    for name, i in zip(names, order):
        key = collation_key(name)[0][:1].upper()
        if key:
            out.setdefault(key, i)
    return list(out.items())


def versions_pair(version: str) -> dict[str, str]:
    """A version's label in both interface languages, for the templates' ``both``."""
    return {lang: version_label(version, lang) for lang in ("ru", "en")}


def diff_pair(old: int, new: int, lang: str) -> dict[str, str]:
    """«Δ 1987 → 1997 · рус.» in both interface languages."""
    return {ui: f"Δ {old} → {new} · {label(f'lang.{lang}', ui)}" for ui in ("ru", "en")}


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
                       "heading": Heading(lvl, num, titles[path[: i + 1]]), "lang": law.lang,
                       "en": site.heading_en(law.number, law.headings[i])}
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
                chapters.append({"heading": heading["heading"], "lang": heading["lang"], "en": heading["en"],
                                 "id": heading["id"], "laws": []})
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
            versions.append({"version": version, "href": law_page(version, number), "status": law_status(law)})
    for edition in site.parallel_editions(number):
        versions.append({"version": PARALLEL.format(edition=edition), "status": "parallel",
                         "href": law_page(PARALLEL.format(edition=edition), number)})
    titled = [site.law(v, number) for v in site.linker.versions if site.law(v, number) is not None]
    title = next((l.title for l in titled if l.title and l.lang == "ru"), None)
    # a law without a title (no source has its text) is named by the terms the corpus knows it by,
    # labelled as terms; one with none of those by where it is in the 1991 book
    terms = () if title else site.law_terms.get(number, ())
    page = None if title else next((u.page for l in titled for u in l.unit.walk() if u.page), None)
    return {"number": number, "title": title, "terms": terms, "versions": versions, "page": page}


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
    from ..readers import DOCUMENT_KINDS

    return [{"entry": entry, "units": units.get(entry.file, 0), "laws": ranges(sorted(laws.get(entry.file, ())))}
            for entry in site.manifest if entry.kind in DOCUMENT_KINDS]  # a casebook gives rulings, not units


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


def write_scoring(renderer, site) -> None:
    data = scoring_data(site.corpus)
    renderer.write("data/scoring.js", as_script("BL_SCORING", data))
    renderer.page("scoring.html", "scoring.html", Page(site, 0), versions=list(data["versions"]))
