"""Merge what every reader found into one corpus.

For each edition and language: the skeleton says which units exist, in what
order and on which page; the fragments of the text sources give titles, text,
footnotes and tables. Where several sources give the same unit, their texts are
compared (ё, hyphenation and spacing may differ; anything more is reported), the
better one is kept and every source is listed. References are found in the
merged text, then resolved against every unit known; the dangling are reported.
"""

from __future__ import annotations

import difflib
import re
from collections import defaultdict
from dataclasses import replace

from .. import refs as refs_mod
from ..model import Citation, Corpus, Footnote, Fragment, Heading, Issue, Law, SkeletonUnit, SourceText, Table, Unit
from ..text.textfix import YoRestorer, yo_fold

LEVELS = ("chapter", "division", "part")


def merge(sources: list[SourceText]) -> Corpus:
    issues: list[Issue] = [i for s in sources for i in s.issues]
    restorer = _learn_yo(sources)
    laws: list[Law] = []
    versions = sorted({(s.edition, lang) for s in sources for lang in s.langs})
    for edition, lang in versions:
        laws += _merge_version(edition, lang, sources, restorer, issues)
    laws = _attach_refs(laws, sources, issues)
    subjects: dict = {}
    for s in sources:
        if s.subjects:
            key = (s.edition, s.langs[0])
            subjects[key] = _merge_subjects(subjects.get(key, ()), s.subjects)
    return Corpus(laws=tuple(laws), subjects=subjects, issues=tuple(issues), front=_merge_front(sources))


def _merge_front(sources: list[SourceText]) -> dict:
    """The Introduction, Definitions and Scope of each edition and language: the first source
    that has a part gives it (a second copy is not compared: these parts carry no refs)."""
    out: dict = {}
    for s in sources:
        for f in s.front:
            units = out.setdefault((f.edition, f.lang), {})
            if f.ref not in units:
                text = "\n\n".join(f.paragraphs) or None
                cites = tuple(dict.fromkeys(c.ref for c in refs_mod.find_citations(text or "", None)))
                units[f.ref] = Unit(ref=f.ref, law=0, kind="front", marker="", title=f.title, text=text,
                                    footnotes=f.footnotes, refs=cites, sources=(f.where,))
    return {key: tuple(units.values()) for key, units in sorted(out.items())}


def _merge_subjects(have: tuple, more: tuple) -> tuple:
    """Two copies of a subject index (a fuller copy of the book): the entries the first lacks
    are added, in alphabetical place; an entry both have keeps the first's, with the
    sub-entries only the second has."""
    from ..readers.subjects import sort_key

    by_term = {e.term: e for e in have}
    for entry in more:
        old = by_term.get(entry.term)
        if old is None:
            by_term[entry.term] = entry
        elif entry.children:
            by_term[entry.term] = replace(old, children=_merge_subjects(old.children, entry.children))
    return tuple(sorted(by_term.values(), key=lambda e: sort_key(e.term)))


# -- ё ----------------------------------------------------------------------
def _learn_yo(sources: list[SourceText]) -> YoRestorer:
    """Learn ё from the sources that print it (the DOS copy spells ё throughout)."""
    restorer = YoRestorer()
    for s in sources:
        texts = [t for f in s.fragments for t in (f.title or "", *f.paragraphs)]
        if any("ё" in t or "Ё" in t for t in texts):
            for t in texts:
                restorer.learn(t)
    return restorer


# -- one edition and language -------------------------------------------------
def _merge_version(edition, lang, sources, restorer, issues) -> list[Law]:
    skeleton = [u for s in sources if s.edition == edition and lang in s.langs for u in s.skeleton]
    fragments: dict[str, list[Fragment]] = defaultdict(list)
    order: list[str] = list(dict.fromkeys(u.ref for u in skeleton))  # a second skeleton adds no units twice
    seen = set(order)
    for s in sources:
        for f in s.fragments:
            if f.edition == edition and f.lang == lang:
                fragments[f.ref].append(f)
                if f.ref not in seen:
                    seen.add(f.ref)
                    _insert_in_order(order, f.ref)
                    if skeleton:
                        issues.append(Issue("not-in-skeleton", f"unit {f.ref} is in the text but not in the skeleton",
                                            f.where))
    skel = {}
    for u in skeleton:
        skel.setdefault(u.ref, u)
    units = {ref: _merge_unit(ref, skel.get(ref), fragments.get(ref, []), restorer if lang == "ru" else None, issues)
             for ref in order}
    trees = _build_trees(order, units)
    headings = _headings(edition, lang, sources)
    return [Law(edition, lang, int(ref), _headings_for(int(ref), headings), tree) for ref, tree in trees.items()]


def _insert_in_order(order: list[str], ref: str) -> None:
    """A unit only a text knows goes after the last unit that sorts before it."""
    key = refs_mod.sort_key(ref)
    pos = len(order)
    for i in range(len(order) - 1, -1, -1):
        if refs_mod.sort_key(order[i]) < key:
            pos = i + 1
            break
    else:
        pos = 0
    order.insert(pos, ref)


def _normal(text: str) -> str:
    """What must agree between two copies: letters and digits, ё folded, case ignored."""
    return re.sub(r"[^0-9a-zа-я]", "", yo_fold(text).lower())


def _quality(f: Fragment) -> tuple:
    text = " ".join(f.paragraphs)
    return (not f.partial, "ё" in text or "Ё" in text, len(text), bool(f.title))


def _merge_unit(ref, skel: SkeletonUnit | None, frags: list[Fragment], restorer, issues) -> Unit:
    kind = skel.kind if skel else (frags[0].kind if frags else "law")
    marker = skel.marker if skel else (frags[0].marker if frags else ref)
    sources = ([skel.where] if skel else []) + [f.where for f in frags]
    page = skel.page if skel and skel.page is not None else next((f.page for f in frags if f.page), None)
    if not frags:
        # the skeleton still shows where a note was marked; its text is in no source
        notes = tuple(Footnote("*", None, where=skel.where) for _ in range(skel.footnote_markers)) if skel else ()
        return Unit(ref=ref, law=refs_mod.law_of(ref), kind=kind, marker=marker, page=page, sources=tuple(sources),
                    footnotes=notes, missing_text=True)
    # The copies that agree with the first source's copy compete on quality; a copy that says
    # something else is reported and never replaces text the corpus already had.
    agreeing = [f for f in frags if _agree(frags[0], f)]
    best = max(agreeing, key=_quality)
    _compare(ref, best, frags, issues)
    frags = agreeing
    _check_page(ref, skel, frags, issues)
    fix = restorer.restore if restorer else (lambda t: t)
    text = "\n\n".join(fix(p) for p in best.paragraphs) or None
    title = next((f.title for f in sorted(frags, key=_quality, reverse=True) if f.title), None)
    partial = best.partial and not any(not f.partial for f in frags)
    return Unit(ref=ref, law=refs_mod.law_of(ref), kind=kind, marker=marker, title=fix(title) if title else None, text=text,
                footnotes=_footnotes(frags, best, fix), page=page,
                tables=_tables(ref, best, frags),
                sources=tuple(sources), missing_text=False, partial=partial)


def _tables(ref: str, best: Fragment, frags: list[Fragment]) -> tuple[Table, ...]:
    """The best copy's tables (their places count its paragraphs); else another copy's, placed
    after the text. Each gets its anchor: the unit's ref and its number («77-t3»)."""
    tables = best.tables
    if not tables:
        tables = tuple(replace(t, after=None) for t in next((f.tables for f in frags if f.tables), ()))
    return tuple(replace(t, anchor=f"{ref}-t{i}") for i, t in enumerate(tables, 1))


def _agree(a: Fragment, b: Fragment) -> bool:
    """Two copies agree when they differ at most in ё, hyphenation, spacing and case,
    or one is a part of the other that a missing page cut short."""
    ta, tb = _normal(" ".join(a.paragraphs)), _normal(" ".join(b.paragraphs))
    return ta == tb or (b.partial and tb in ta) or (a.partial and ta in tb)


def _compare(ref: str, best: Fragment, frags: list[Fragment], issues: list[Issue]) -> None:
    for f in frags:
        if f is best or _agree(best, f):
            continue
        diff = _short_diff(" ".join(best.paragraphs), " ".join(f.paragraphs))
        issues.append(Issue("text-conflict", f"{ref}: {best.where} and {f.where} differ: {diff}", f.where))


def _short_diff(a: str, b: str) -> str:
    wa, wb = yo_fold(a).split(), yo_fold(b).split()
    parts = []
    for tag, i1, i2, j1, j2 in difflib.SequenceMatcher(a=wa, b=wb, autojunk=False).get_opcodes():
        if tag != "equal":
            parts.append(f"«{' '.join(wa[i1:i2])}» ≠ «{' '.join(wb[j1:j2])}»")
    return "; ".join(parts[:3]) + (" …" if len(parts) > 3 else "")


def _check_page(ref, skel, frags, issues) -> None:
    if skel is None or skel.page is None:
        return
    for f in frags:
        # a unit printed on page P is listed as starting on P, or on P-1 when it begins at the foot of a page
        if f.page is not None and not (skel.page <= f.page <= skel.page + 1) and not f.partial:
            issues.append(Issue("page-mismatch", f"{ref}: the contents give page {skel.page}, the source prints it "
                                                 f"on page {f.page}", f.where))


def _footnotes(frags: list[Fragment], best: Fragment, fix) -> tuple[Footnote, ...]:
    """The best copy's notes; a note left without text there takes it from another copy."""
    others = [n for f in frags if f is not best for n in f.footnotes if n.text]
    out = []
    for i, note in enumerate(best.footnotes):
        text = note.text or (others[i].text if i < len(others) else None)
        out.append(Footnote(note.marker, fix(text) if text else None, where=note.where))
    if not best.footnotes and others:
        out = [Footnote(n.marker, fix(n.text), where=n.where) for n in others]
    return tuple(out)


def _build_trees(order: list[str], units: dict[str, Unit]) -> dict[str, Unit]:
    """Nest units under their parents (document order kept); returns law ref → law unit."""
    for ref in list(order):
        law = str(refs_mod.law_of(ref))
        if law not in units:
            # a text shows a section of a law nothing else knows: give it a bare law unit
            units[law] = Unit(ref=law, law=int(law), kind="law", marker=law, missing_text=True)
            order.insert(order.index(ref), law)
    children: dict[str, list[str]] = defaultdict(list)
    roots: list[str] = []
    for ref in order:
        parent = refs_mod.parent(ref)
        while parent is not None and parent not in units:
            parent = refs_mod.parent(parent)
        (children[parent] if parent is not None else roots).append(ref)

    def build(ref: str) -> Unit:
        return units[ref].with_(children=tuple(build(c) for c in children[ref]))

    return {ref: build(ref) for ref in sorted(roots, key=int)}


# -- headings ---------------------------------------------------------------
def _headings(edition, lang, sources) -> list[tuple[int, Heading]]:
    """Headings above laws: levels and numbers from the skeleton where there is one,
    titles from whichever text prints them."""
    skeleton = [(law, h) for s in sources if s.edition == edition and s.skeleton
                for law, hl, h in s.headings if hl == lang]
    texts = [(law, h) for s in sources if s.edition == edition and not s.skeleton
             for law, hl, h in s.headings if hl == lang]
    if not skeleton:
        return sorted(_unique(texts), key=lambda x: (x[0], LEVELS.index(x[1].level)))
    titled = {(h.level, h.number, law): h.title for law, h in texts if h.title}
    by_number = defaultdict(list)
    for (level, number, law), title in titled.items():
        by_number[(level, number)].append((law, title))
    out = []
    for law, h in skeleton:
        title = titled.get((h.level, h.number, law))
        if title is None:
            # the text shows the heading above a later law of the same part (a page is missing)
            title = next((t for lw, t in by_number.get((h.level, h.number), []) if lw >= law and lw - law < 6), None)
        out.append((law, Heading(h.level, h.number, title or h.title, h.page)))
    return out


def _unique(pairs):
    seen, out = set(), []
    for law, h in pairs:
        key = (law, h.level, h.number)
        if key not in seen:
            seen.add(key)
            out.append((law, h))
    return out


def _headings_for(law: int, headings: list[tuple[int, Heading]]) -> tuple[Heading, ...]:
    """The chapter, division and part a law stands in: the latest of each level printed
    before it, a higher level closing the lower ones."""
    current: dict[str, Heading] = {}
    for at, h in headings:
        if at > law:
            break
        current[h.level] = h
        for lower in LEVELS[LEVELS.index(h.level) + 1:]:
            current.pop(lower, None)
    return tuple(current[level] for level in LEVELS if level in current)


# -- references -------------------------------------------------------------
def _attach_refs(laws: list[Law], sources: list[SourceText], issues: list[Issue]) -> list[Law]:
    exists_in = defaultdict(set)
    for law in laws:
        for u in law.unit.walk():
            exists_in[(law.edition, law.lang)].add(u.ref)
    everywhere = set().union(*exists_in.values()) if exists_in else set()
    skeleton_cites = {u.ref: u.citations for s in sources for u in s.skeleton}
    lettered = {(s.file, law) for s in sources for law in s.alphabet}  # «Б.» in the law: «73В» is 73C
    found: list[tuple[str, Citation]] = []

    def cite(law: Law, unit: Unit) -> Unit:
        cites = []
        where = unit.sources[-1] if unit.sources else None
        alphabet = True if where is not None and (where.file, unit.law) in lettered else None
        for text in [unit.text or ""] + [n.text or "" for n in unit.footnotes]:
            cites += refs_mod.find_citations(text, unit.law, where, alphabet)
        if unit.missing_text:
            cites += list(skeleton_cites.get(unit.ref, ()))
        found.extend((f"{law.edition}/{law.lang}/{unit.ref}", c) for c in cites)
        ordered = tuple(dict.fromkeys(c.ref for c in cites))
        return unit.with_(refs=ordered, children=tuple(cite(law, c) for c in unit.children))

    out = [Law(law.edition, law.lang, law.number, law.headings, cite(law, law.unit)) for law in laws]
    _, dangling = refs_mod.resolve(found, lambda r: r in everywhere)
    for citing, c in dangling:
        issues.append(Issue("dangling-ref", f"{citing} cites {c.ref} («{c.text}»), which no source knows", c.where))
    return out
