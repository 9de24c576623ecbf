"""What every template is given: the jinja2 environment with its filters, one ``Page`` (where it
sits, its version and law, the interface language) and the ``Site`` (the corpus and what is
computed once from it)."""

from __future__ import annotations

from dataclasses import dataclass, field
from functools import cached_property

from jinja2 import Environment, PackageLoader, pass_context, select_autoescape
from markupsafe import Markup, escape

from ..model import Corpus, Heading, Law, Unit
from ..corpus.query import referenced_by
from ..corpus.glossary import GlossaryEntry
from ..text.analysis import phrase_terms
from ..corpus.diff import word_changes
from ..refs import law_of, split
from ..text import labels
from .tables import header_grid
from ..corpus.profile import law_terms
from ..corpus.query import standing
from .links import Linker, version_key
from .urls import FRONT, PARALLEL, RULING, RULING_API, RULING_FORM, law_page
from .missing import citations_by_law
from .text import Segment, TermFinder, lettered, paragraphs, segments


def environment() -> Environment:
    env = Environment(loader=PackageLoader("bridge_laws.site", "templates"),
                      autoescape=select_autoescape(["html"], default_for_string=True),
                      trim_blocks=True, lstrip_blocks=True,
                      auto_reload=False)  # one build: no stat of the template file for every page
    env.globals["word_changes"] = word_changes
    env.globals["count_word"] = labels.count_word
    env.filters["law_number"] = law_of
    # the paths of pages from the site root (``urls``, their one home); a template prefixes its way up to the root
    env.globals["law_page"] = law_page
    env.globals["parallel_folder"] = lambda edition: PARALLEL.format(edition=edition)
    env.globals["ruling_page"] = lambda id: RULING.format(id=id)
    env.globals["ruling_form"] = lambda id: RULING_FORM.format(id=id)
    env.globals["ruling_api"] = lambda id: RULING_API.format(id=id)
    env.globals["t"] = _label
    env.globals["label_in"] = labels.label  # a label in a given language: for ``both`` of two made apart
    env.globals["L"] = _marked_label
    env.globals["B"] = _both_label
    env.globals["both"] = _both
    env.globals["version_label"] = _version_text
    env.globals["VL"] = _version_marked
    env.globals["EL"] = _edition_marked
    env.globals["HL"] = _heading_marked
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


@pass_context
def _both(context, ru: str, en: str) -> Markup:
    """Words made at build time in both interface languages: the script shows the reader's."""
    shown = en if context["page"].ui == "en" else ru
    return Markup(f'<span data-ru="{escape(ru)}" data-en="{escape(en)}">{escape(shown)}</span>')


@pass_context
def _both_label(context, key: str, **fields) -> Markup:
    """A label with its fields filled, in both languages (``_both``): «с. 91» / "p. 91"."""
    return _both(context, *labels.pair(key, **fields))


@pass_context
def _version_text(context, version: str) -> str:
    """«1987 · рус.» in the page's interface language: for titles and options, which hold text only."""
    return labels.version_label(version, context["page"].ui)


@pass_context
def _version_marked(context, version: str) -> Markup:
    return _both(context, labels.version_label(version, "ru"), labels.version_label(version, "en"))


@pass_context
def _edition_marked(context, year: int) -> Markup:
    """«Законы 1987» / "Laws 1987": laws/editions.yaml's short title, in both languages."""
    site = context["site"]
    return _both(context, site.edition_label(year, "ru"), site.edition_label(year, "en"))


@pass_context
def _heading_marked(context, heading: Heading, lang: str, title_en: str | None = None) -> Markup:
    """«Глава VIII. ОБСЧЁТ»: the level's word in the interface language, the number, and the
    title as the source prints it (in ``lang``, the language of the text it heads); in the
    English interface the title an English source prints for it (``Site.heading_en``), if any."""
    word = _marked_label(context, f"level.{heading.level}") if f"level.{heading.level}" in labels.LABELS \
        else escape(heading.level)
    if heading.title and title_en and lang != "en":
        title = Markup(". ") + _both(context, heading.title, title_en)
    elif heading.title:
        title = Markup(f'. <span lang="{escape(lang)}">{escape(heading.title)}</span>')
    else:
        title = ""
    return Markup(f"{word} {escape(heading.number)}{title}")


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
        self.pieces: set[str] = set()  # what the page's links looked at (incremental.py)

    def url(self, path: str) -> str:
        """A site path as this page links it; a unit of this very page is just its anchor."""
        here = law_page(self.version, self.law) if self.version else None
        if here and path.startswith(here + "#"):
            return path[len(here):]
        return self.root + path

    def link(self, ref: str, version: str | None = None) -> dict | None:
        target = self.site.linker.target(ref, version or self.version)
        self._note_link(ref, version or self.version, target)
        if target is None:
            return None
        href = self.url(target.path())
        self.previews[href] = self.site.linker.preview(target)
        note = "" if target.exact else (f"{target.ref} · {labels.version_label(target.version, self.ui)}")
        return {"href": href, "ref": target.ref, "exact": target.exact, "note": note}

    def _note_link(self, ref: str, version: str | None, target) -> None:
        """The pieces a link read: law N of every version the linker tried, up to the one it
        landed on (a unit that appears in a nearer version moves the link)."""
        try:
            number = split(ref)[0]
        except ValueError:  # not a ref of a law: the linker found nothing without the corpus
            return
        for tried in self.site.linker.tried(version):
            self.pieces.add(f"law/{tried}/{number}")
            if target is not None and tried == target.version:
                break

    def paras(self, law: Law, text: str | None) -> list[list[Segment]]:
        """Paragraphs as segments. A glossary term is marked once per page and language: marking
        every «игрок» would bury the cross-references under term links."""
        finder = self.site.term_finders.get(law.lang)
        seen = self._terms_seen.setdefault(law.lang, set())
        # a part before Law 1 (law 0) has no law for «раздел B» to belong to
        key = (law.edition, law.lang, law.number)
        if key not in self.site.lettered:
            self.site.lettered[key] = lettered(law)
        return [segments(p, law.number or None, finder, seen, self.site.lettered[key]) for p in paragraphs(text)]

    def run(self, segs: list[Segment]) -> Markup:
        """A paragraph's segments as HTML: plain text, a cross-reference's link (``link``), a
        glossary term's (``term``), each escaped. What a macro of _unit.html did for every
        paragraph of the site, in a function: the template engine's calls were a fifth of
        rendering a law (tests/test_site.py holds the macro and compares)."""
        out = []
        for s in segs:
            text = escape(s.text)
            if s.ref:
                link = self.link(s.ref)
                if not link:
                    out.append(text)
                    continue
                href = escape(link["href"])
                title = f' title="→ {escape(link["note"])}"' if link["note"] else ""
                out.append(f'<a class="xref{"" if link["exact"] else " approx"}" href="{href}" data-p="{href}"'
                           f'{title}>{text}</a>')
            elif s.term is not None:
                href = escape(self.term(s.term)["href"])
                out.append(f'<a class="term" href="{href}" data-p="{href}">{text}</a>')
            else:
                out.append(text)
        return Markup("".join(out))

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

    def rulings(self, law: Law, unit: Unit | None = None) -> list[dict]:
        """The rulings applying ``unit`` (or any unit of ``law``), newest first, each a link: those
        made under this edition, and those of an older one that name this unit now."""
        from .urls import RULING

        index = self.site.ruling_index
        found = index.of(law.edition, unit.ref) if unit is not None else index.of_law(law.edition, law.number)
        return [{"href": self.root + RULING.format(id=a.ruling.id), "id": a.ruling.id, "date": a.ruling.date,
                 "question": a.ruling.question, "lang": a.ruling.lang, "ref": a.law.ref,
                 "via": {"edition": a.law.edition, "ref": a.law.ref} if a.now else None} for a in found]

    def all_previews(self, *others: "Page") -> dict[str, dict]:
        """This page's previews with those its companions collected (the parallel view's English)."""
        merged = dict(self.previews)
        for other in others:
            merged.update(other.previews)
        return merged


@dataclass
class Site:
    corpus: Corpus
    glossary: list[GlossaryEntry]
    manifest: list
    editions: tuple = ()  # bridge_laws.corpus.editions.Edition, from laws/editions.yaml
    rulings: tuple = ()  # bridge_laws.rulings.model.Ruling, from laws/rulings/
    double_dummy: dict = field(default_factory=dict)  # ruling id → the solver's tricks and par
    situations: tuple = ()  # bridge_laws.corpus.situations.Situations, from laws/situations.yaml (editorial)
    linker: Linker = field(init=False)
    term_finders: dict = field(init=False)
    lettered: dict = field(default_factory=dict)  # (edition, lang, law) → text.lettered: its citations by the alphabet

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
        return {v: labels.version_label(v) for v in self.linker.versions}

    def superseded_versions(self) -> list[str]:
        """The versions whose edition is not the one in force: search results say so."""
        now = self.in_force
        return [v for v in self.linker.versions if now is not None and int(v.split("-")[0]) != now]

    @cached_property
    def in_force(self) -> int | None:
        """The year of the edition in force (laws/editions.yaml), None when none is marked."""
        return next((e.year for e in self.editions if e.in_force), None)

    def standing(self, edition: int, lang: str, ref: str, root: str) -> dict | None:
        """What a page of ``edition`` says of it: None for the edition in force (or when none is
        marked); else the years, and the link to the same unit in force when the corpus has it."""
        if self.in_force is None:
            return None
        st = standing(self.corpus, edition, lang, ref, self.in_force)
        href = None
        if st.same:
            lang_now, ref_now = st.same
            target = self.linker.target(ref_now, f"{self.in_force}-{lang_now}")
            # a part before Law 1 («definitions») belongs to no law: its edition's front page
            href = root + (target.path() if target else f"{self.in_force}-{lang_now}/{FRONT}#{ref_now}")
        return {"superseded": st.superseded, "old": edition, "now": self.in_force, "href": href}

    @cached_property
    def _english_headings(self) -> dict[tuple[int, str, str], str]:
        """(law, level, number) → the title an English text prints for that heading above that
        law: «Глава VIII. ОБСЧЁТ» above Law 77 is "Chapter VIII. The score" where an English
        source has Law 77 under its Chapter VIII."""
        out: dict = {}
        for law in self.corpus.laws:
            if law.lang == "en":
                for h in law.headings:
                    if h.title:
                        out.setdefault((law.number, h.level, h.number), h.title)
        return out

    def heading_en(self, number: int, heading: Heading) -> str | None:
        return self._english_headings.get((number, heading.level, heading.number))

    @cached_property
    def law_terms(self) -> dict[int, tuple[str, ...]]:
        """law number → the terms it is known by (corpus/profile.law_terms), for laws with no title."""
        return law_terms(self.corpus, self.glossary)

    @cached_property
    def ruling_index(self):
        """(edition, ref) → the rulings applying the unit (``rulings.query.Index``), once a build."""
        from ..rulings.query import Index

        return Index(self.rulings, self.corpus)

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
