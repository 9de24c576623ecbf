"""Questions asked of a built corpus: a unit by its ref, who cites it, what is covered.

Everything here reads the YAML corpus (never the raw sources) and returns plain
data; the CLI and the site format it.
"""

from __future__ import annotations

from collections import defaultdict
from dataclasses import dataclass
from functools import lru_cache
from pathlib import Path

from ..errors import NotFoundError, UnknownRef
from ..model import FRONT_PARTS, LANGS, Corpus, Law, Unit, reader_order
from ..refs import ancestors, beyond, canonical, nearest_refs, split
from ..text.labels import label


@lru_cache(maxsize=4)
def _cached(root: str, stamp: float, mirrors: Path | None) -> Corpus:
    from .yamlio import load_corpus  # here, not above: a search needs MISSING_RU, not yaml

    return load_corpus(Path(root), mirrors=mirrors)


def load(corpus_root: Path, mirrors: Path | None = None) -> Corpus:
    """The whole corpus (the law files from their JSON mirrors in ``mirrors`` where they have them)."""
    report = corpus_root / "report.yaml"
    stamp = report.stat().st_mtime if report.exists() else 0.0
    return _cached(str(corpus_root), stamp, mirrors)


def all_units(corpus: Corpus):
    for law in corpus.laws:
        for unit in law.unit.walk():
            yield law, unit


def nearest(corpus: Corpus, ref: str) -> list[str]:
    """Existing refs that look most like ``ref`` (``refs.nearest_refs``: its nearest existing
    ancestor, then the closest of the same law)."""
    known = {u.ref for _, u in all_units(corpus)}
    return nearest_refs(canonical(ref) or ref.upper().replace(" ", ""), known)


def unknown(corpus: Corpus, ref: str) -> UnknownRef:
    """The error for a ref no unit of ``corpus`` has: the nearest, or how the Laws are numbered."""
    return UnknownRef(ref, nearest(corpus, ref), beyond(canonical(ref) or ref))


def front_ref(text: str) -> str | None:
    """"Definitions", «определения», "scope": the part before Law 1 that ``text`` names, or None."""
    words = " ".join(text.split()).casefold()
    return next((ref for ref, names in FRONT_PARTS.items() if words == ref.casefold() or words in names), None)


def find_front(corpus: Corpus, ref: str, edition: int | None, lang: str | None) -> tuple[Law, Unit]:
    """A part before Law 1, as a unit of a law numbered 0 (it belongs to no law); ``lang`` None:
    as ``find`` chooses."""
    found = [(Law(e, lg, 0, (), u), u) for (e, lg), units in corpus.front.items()
             if lang in (None, lg) and edition in (None, e) for u in units if u.ref == ref]
    if not found:
        elsewhere = sorted(f"{e} {lg}" for (e, lg), units in corpus.front.items() for u in units if u.ref == ref)
        if elsewhere:  # only not in the edition or language asked for
            raise NotFoundError(f"no {ref} in {_where(edition, lang)}; it is in: {', '.join(elsewhere)} (--edition, --lang)")
        held = sorted({u.ref for units in corpus.front.values() for u in units})
        if not held:  # no text of the corpus prints the parts before Law 1
            raise NotFoundError(f"no {ref}: no text in the corpus prints the parts before Law 1 (the Introduction, "
                                "the Definitions); import one that does (bridge-laws import)")
        raise UnknownRef(ref, held)
    return _chosen(found, lang)


def _where(edition: int | None, lang: str | None) -> str:
    """"the 1997 edition in en", "any edition": what a miss was looked for in."""
    return (f"the {edition} edition" if edition else "any edition") + (f" in {lang}" if lang else "")


def _chosen(candidates: list[tuple[Law, Unit]], lang: str | None) -> tuple[Law, Unit]:
    """Of the versions of one unit: in ``lang``, the newest; ``lang`` None, the version a search
    for the ref jumps to first (``searchindex.engine``'s ``_jump``): one with text, then
    Russian, then the newest."""
    if lang is None:
        return min(candidates, key=lambda lu: reader_order(lu[1].missing_text, lu[0].lang, lu[0].edition, LANGS[0]))
    return max(candidates, key=lambda lu: lu[0].edition)


def find(corpus: Corpus, ref_text: str, edition: int | None = None, lang: str | None = "ru") -> tuple[Law, Unit]:
    """The unit ``ref_text`` names, in ``lang`` and the given (or newest) edition that has it;
    ``lang`` None: in any language, as ``_chosen`` says (an edition imported in English only is
    shown without ``--lang``, and so is an English text where Russian has only the structure)."""
    front = front_ref(ref_text)
    if front is not None:
        return find_front(corpus, front, edition, lang)
    ref = canonical(ref_text)
    if ref is None:
        raise unknown(corpus, ref_text)
    candidates = []
    for law in corpus.laws:
        if lang not in (None, law.lang) or (edition is not None and law.edition != edition):
            continue
        if law.number != split(ref)[0]:
            continue
        for unit in law.unit.walk():
            if unit.ref == ref:
                candidates.append((law, unit))
    if not candidates:
        elsewhere = [f"{law.edition} {law.lang}" + (" (structure only)" if u.missing_text else "")
                     for law in corpus.laws if law.number == split(ref)[0] for u in law.unit.walk() if u.ref == ref]
        if elsewhere:  # the unit exists, only not in the edition or language asked for
            raise NotFoundError(f"no unit {ref} in {_where(edition, lang)}; it is in: {', '.join(sorted(elsewhere))} "
                                "(--edition, --lang)")
        raise unknown(corpus, ref)
    return _chosen(candidates, lang)


@dataclass(frozen=True)
class Standing:
    """Whether a unit's edition is the one in force, and where the same unit is in that one."""

    edition: int
    lang: str
    ref: str
    in_force: int | None  # the year of the edition in force (editions.yaml), None when none is marked
    same: tuple[str, str] | None = None  # (lang, ref) of the same unit, or its nearest ancestor, in force

    @property
    def superseded(self) -> bool:
        return self.in_force is not None and self.edition != self.in_force

    def line(self) -> str | None:
        """What `show` prints under a unit of another edition; None for one in force."""
        if not self.superseded:
            return None
        head = f"the {self.edition} edition is not the one in force ({self.in_force}): "
        if self.same:
            lang, ref = self.same
            return head + f"the same unit in force: bridge-laws show {ref} --edition {self.in_force} --lang {lang}"
        return head + (f"the corpus has no {self.in_force} text of it; bring the text in with "
                       f"`bridge-laws import FILE --edition {self.in_force}`")

    def to_dict(self) -> dict:
        return {"edition": self.edition, "in_force": self.in_force, "superseded": self.superseded,
                "same_unit": {"edition": self.in_force, "lang": self.same[0], "ref": self.same[1]}
                if self.same else None}


def standing(corpus: Corpus, edition: int, lang: str, ref: str, in_force: int | None) -> Standing:
    """The standing of ``ref`` of ``edition``: the same unit in the edition ``in_force`` — the
    exact ref in the same language, else in the other, else its nearest ancestor (the same
    language first) — when the corpus has it."""
    if in_force is None or edition == in_force:
        return Standing(edition, lang, ref, in_force)
    units, langs = _units_of(corpus, in_force)
    try:
        chain = [ref, *reversed(ancestors(ref))]
    except ValueError:  # a part before Law 1 («definitions»): only itself
        chain = [ref]
    for candidate in chain:
        for other in (lang, *sorted(langs - {lang})):
            if (candidate, other) in units:
                return Standing(edition, lang, ref, in_force, (other, candidate))
    return Standing(edition, lang, ref, in_force)


def known_by_terms(law: Law, unit: Unit) -> bool:
    """Whether `show` names ``unit`` by the glossary's terms: a law without a title."""
    return unit.ref == str(law.number) and not law.title


def without_text(law: Law, unit: Unit) -> bool:
    """Whether `show` prints ``unit`` as its site page does: a law no source gives the text of."""
    return unit is law.unit and all(u.missing_text for u in unit.walk())


def show_json(corpus: Corpus, law: Law, unit: Unit, in_force: int | None, glossary=(), cited: dict | None = None,
              known: dict | None = None, editions=None) -> dict:
    """What `bridge-laws show --json`, ``bridge_laws.show`` and the site's API give: the unit
    (``unit_json``; who cites it from ``cited`` when given), its standing against the edition in
    force, and, for a law without a title, the terms it is known by (``known``: ``profile.law_terms``
    computed once, when the caller has it; else from ``glossary``, only read for such a law, and
    ``editions``, those of the whole corpus when ``corpus`` holds only some laws)."""
    terms = ()
    if known_by_terms(law, unit):
        if known is None:
            from .profile import law_terms

            known = law_terms(corpus, glossary, editions=editions)
        terms = known.get(law.number, ())
    return {**unit_json(corpus, law, unit, cited), "standing": standing(corpus, law.edition, law.lang, unit.ref, in_force).to_dict(),
            "terms": [str(t) for t in terms]}


_UNITS_OF: list = []  # (corpus, edition, its units, their languages): the last asked, for a site's hundreds of pages


def _units_of(corpus: Corpus, edition: int) -> tuple[set[tuple[str, str]], set[str]]:
    """(ref, lang) of every unit of ``edition``, and the languages they are in."""
    if _UNITS_OF and _UNITS_OF[0] is corpus and _UNITS_OF[1] == edition:
        return _UNITS_OF[2], _UNITS_OF[3]
    found = {(u.ref, law.lang) for law in corpus.laws if law.edition == edition for u in law.unit.walk()}
    found |= {(u.ref, lg) for (e, lg), units in corpus.front.items() if e == edition
              for top in units for u in top.walk()}
    langs = {lg for _, lg in found}
    _UNITS_OF[:] = [corpus, edition, found, langs]
    return found, langs


def find_one(laws_dir: Path, ref_text: str, edition: int | None = None, lang: str | None = "ru", rulings: bool = True):
    """(corpus, law, unit, who cites what in its version) for `show`: the corpus holds only the
    files of the law ``ref_text`` names, in every version (its standing, its versions), unless
    more is needed — ``rulings`` to list (`show --json`: a ruling of another law may now apply a
    unit of this one; the text `show` prints lists those of the unit's own edition, from the rulings
    alone), the
    subject index for a law known only by its terms (the glossary and the subject index name it;
    the sentences citing a law without text are read law by law: ``citing_in_order``) — and who
    cites what comes from ``cited`` (build/index/cited-by-*.json), not from every file of the
    version. A ref that is not there is looked for in the whole corpus, for the nearest."""
    from . import cited
    from .yamlio import load_corpus
    from ..paths import Paths

    paths = Paths(laws_dir)
    root, mirrors = paths.corpus, paths.parsed
    front = front_ref(ref_text)
    ref = None if front else canonical(ref_text)
    corpus = (load_corpus(root, number=0 if front else split(ref)[0], mirrors=mirrors) if (front or ref)
              else load(root, mirrors))
    try:
        law, unit = find(corpus, ref_text, edition, lang)
    except UnknownRef:
        corpus = load(root, mirrors)
        law, unit = find(corpus, ref_text, edition, lang)  # names the nearest, from every law
    if rulings and any(paths.rulings.glob("*.yaml")):  # a ruling of another law may apply a unit of this one
        corpus = load(root, mirrors)
        law, unit = find(corpus, ref_text, edition, lang)
    elif known_by_terms(law, unit) or without_text(law, unit):  # its terms: the subject index's
        corpus = load_corpus(root, number=law.number, mirrors=mirrors, subjects=True)
        law, unit = find(corpus, ref_text, edition, lang)
    citing = cited.cited_by(laws_dir, law.edition, law.lang,
                            lambda: load_corpus(root, versions=[(law.edition, law.lang)], mirrors=mirrors))
    return corpus, law, unit, citing


def citing_files(laws_dir: Path, number: int) -> list[tuple[int, str, int]]:
    """(edition, lang, law) of each law file, in that order, with a unit citing a unit of law
    ``number``: from each version's who-cites-what (``cited``), checked against the law files as
    it is read."""
    from ..paths import Paths

    return [(edition, lang, n) for edition, lang in corpus_versions(Paths(laws_dir).corpus)
            for n in _citing_in(laws_dir, edition, lang, number)]


def _citing_in(laws_dir: Path, edition: int, lang: str, number: int) -> list[int]:
    """The laws of one version with a unit citing a unit of law ``number``, in order."""
    from . import cited
    from .yamlio import load_corpus
    from ..paths import Paths

    paths = Paths(laws_dir)
    by_target = cited.cited_by(laws_dir, edition, lang, lambda: load_corpus(
        paths.corpus, versions=[(edition, lang)], mirrors=paths.parsed))
    out, head = set(), str(number)
    for target, refs in by_target.items():
        # «12», «12C1(a)»: a ref of law 12 starts with its number, and no digit follows it
        if (target.startswith(head) and not target[len(head):len(head) + 1].isdigit()
                and canonical(target) == target and split(target)[0] == number):
            out.update(split(r)[0] for r in refs if canonical(r) == r)
    return sorted(out)


def citing_laws(laws_dir: Path, number: int) -> set[int]:
    """The laws, in any version, with a unit citing a unit of law ``number`` (``citing_files``)."""
    return {n for _, _, n in citing_files(laws_dir, number)}


def citing_in_order(laws_dir: Path, number: int):
    """The laws citing law ``number`` (but itself), read one file at a time as they are asked for,
    in (edition, lang, number) order: the order a law page's citing sentences are taken in
    (``site.missing.citations_by_law``), so that the first few cost a file each, not the corpus —
    and a version's who-cites-what is read only when its turn comes."""
    from .yamlio import load_corpus
    from ..paths import Paths

    paths = Paths(laws_dir)
    for edition, lang in corpus_versions(paths.corpus):
        for n in _citing_in(laws_dir, edition, lang, number):
            if n != number:
                yield from load_corpus(paths.corpus, versions=[(edition, lang)], number=n, mirrors=paths.parsed).laws


def corpus_versions(root: Path) -> list[tuple[int, str]]:
    """The (edition, lang) of every folder of law files under the corpus root ``root``."""
    import os

    found = []
    for name in sorted(os.listdir(root)) if root.is_dir() else ():
        edition, _, lang = name.partition("-")
        if edition.isdigit() and lang and any(n[:3].isdigit() and n.endswith(".yaml") for n in os.listdir(root / name)):
            found.append((int(edition), lang))
    return found


def corpus_editions(root: Path) -> set[int]:
    """The editions the whole corpus under ``root`` has laws of."""
    return {edition for edition, _ in corpus_versions(root)}


# The last corpus asked about and its citation map: one corpus is kept alive, not every one.
_CITED_BY: list[tuple[Corpus, dict]] = []


def _cited_by(corpus: Corpus) -> dict:
    """target → citing refs, per edition and language; computed once per loaded corpus."""
    if _CITED_BY and _CITED_BY[0][0] is corpus:
        return _CITED_BY[0][1]
    index: dict[tuple[int, str, str], list[str]] = defaultdict(list)
    for law, unit in all_units(corpus):
        for target in unit.refs:
            index[(law.edition, law.lang, target)].append(unit.ref)
    _CITED_BY[:] = [(corpus, index)]
    return index


def referenced_by(corpus: Corpus, edition: int, lang: str, ref: str) -> list[str]:
    return list(dict.fromkeys(_cited_by(corpus).get((edition, lang, ref), [])))


def unit_json(corpus: Corpus | None, law: Law, unit: Unit, cited: dict | None = None) -> dict:
    """A unit as `show --json` prints it; who cites it from ``cited`` (target → citing refs, in
    its version) when given, else from ``corpus``."""
    return {
        "ref": unit.ref, "edition": law.edition, "lang": law.lang, "law": unit.law, "title": unit.title,
        "text": unit.text,
        "children": [unit_json(corpus, law, c, cited) for c in unit.children],
        "footnotes": [{"marker": n.marker, "text": n.text} for n in unit.footnotes],
        "refs": list(unit.refs),
        "referenced_by": list(cited.get(unit.ref, [])) if cited is not None
        else referenced_by(corpus, law.edition, law.lang, unit.ref),
        "page": unit.page,
        "tables": [{"anchor": t.anchor, "caption": t.caption, "header": [list(r) for r in t.header],
                    "rows": [list(r) for r in t.rows]} for t in unit.tables],
        "sources": [str(s) for s in unit.sources],
        "missing_text": unit.missing_text,
        "partial": unit.partial,
    }


MISSING_RU = f"[{label('law.missing', 'ru')}]"
MISSING_EN = f"[{label('law.missing', 'en')}]"


def _table_lines(table, pad: str) -> list[str]:
    lines = [pad + "  " + table.caption] if table.caption else []
    return lines + [pad + "  | " + " | ".join(row) + " |" for row in table.text_rows()]


def render_text(law: Law, unit: Unit, depth: int = 0) -> str:
    """A unit and its children as readable plain text."""
    pad = "  " * depth
    head = f"{pad}{label('law.word', law.lang)} {unit.ref}" + (f". {unit.title}" if unit.title else "")
    if unit.kind == "front":  # a part before Law 1 goes by its own heading
        head = pad + (unit.title or unit.ref)
    if unit.page:
        head += f"  [{label('search.profile.page', law.lang, n=unit.page)}]"
    lines = [head]
    if unit.missing_text:
        lines.append(pad + "  " + (MISSING_RU if law.lang == "ru" else MISSING_EN))
    if unit.partial:
        lines.append(pad + "  " + ("[текст неполон: страница источника утрачена]" if law.lang == "ru"
                                   else "[text incomplete: a page of the source is missing]"))
    paras = [p for p in (unit.text or "").split("\n\n") if p]
    for i in range(len(paras) + 1):
        # each table where the book prints it: after its paragraph, the unplaced at the end
        for table in unit.tables:
            if (table.after if table.after is not None and table.after <= len(paras) else len(paras)) == i:
                lines += _table_lines(table, pad)
        if i < len(paras):
            lines.append(pad + "  " + paras[i])
    for note in unit.footnotes:
        lines.append(pad + f"  ({note.marker}) " + (note.text or ("[текст сноски отсутствует]" if law.lang == "ru"
                                                               else "[note text missing]")))
    for child in unit.children:
        lines.append(render_text(law, child, depth + 1))
    return "\n".join(lines)


def coverage(corpus: Corpus) -> dict:
    """Per edition and language: laws and units with text, units known only from the skeleton."""
    out = {}
    for edition, lang in corpus.versions():
        laws = [law for law in corpus.laws if (law.edition, law.lang) == (edition, lang)]
        units = [u for law in laws for u in law.unit.walk()]
        with_text = [u for u in units if not u.missing_text]
        laws_with_text = [law.number for law in laws if any(not u.missing_text for u in law.unit.walk())]
        out[f"{edition}-{lang}"] = {
            "edition": edition, "lang": lang,
            "laws": len(laws),
            "laws_with_text": len(laws_with_text),
            "laws_with_text_list": laws_with_text,
            "units": len(units),
            "units_with_text": len(with_text),
            "units_skeleton_only": len(units) - len(with_text),
            "units_partial": sum(u.partial for u in units),
            "footnotes": sum(len(u.footnotes) for u in units),
            "footnotes_without_text": sum(1 for u in units for n in u.footnotes if not n.text),
            "tables": sum(len(u.tables) for u in units),
        }
    return out


def ranges(numbers: list[int]) -> str:
    """[1, 2, 3, 5] → «1–3, 5»."""
    parts, start = [], None
    for i, n in enumerate(numbers):
        if start is None:
            start = n
        if i + 1 == len(numbers) or numbers[i + 1] != n + 1:
            parts.append(str(start) if start == n else f"{start}–{n}")
            start = None
    return ", ".join(parts)
