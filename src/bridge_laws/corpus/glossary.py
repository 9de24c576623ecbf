"""The bilingual glossary of the terms of the Laws: English term, Russian term(s), governing law.

The glossary is committed data, ``laws/glossary.yaml``, a list of entries::

    - en: revoke
      ru: [фальшренонс]
      law: 61                 # the law that defines or governs the term, or null
      source: definitions     # "definitions" (the Definitions chapter) or "text" (used in the laws)
      where: 1987-ru-stripped-book.txt:1059   # where the English term is printed, if known
      also: [revokes]         # optional: other English names and spellings
      ru_also: [ренонс]       # optional: other Russian names, spellings, the table's words
      laws:                   # optional: the units it names per edition, each with how that is known
        1987: {'61': definitions, '64': index}

How a unit is known to be the term's (``PROVENANCE``, checked by ``check_glossary``): ``definitions``
(the Definitions chapter prints the term and the law), ``text`` (the unit's own text or title
uses the term), ``index`` (a subject-index entry with the term points to the law), ``cites`` (a
sentence that uses the term cites the unit), ``unsourced`` (the law's number as the Laws number it,
which no shipped source shows: a reviewer checks it against the book; ``check`` counts them). Without ``laws`` the entry names ``law`` in every
edition.

The search index expands a query through it (``revoke`` also finds «фальшренонс», «в зоне»
also finds "vulnerable"); the site uses it for the definitions page and tooltips.

``definition_terms`` is a data-preparation step, not a stage of the pipeline: it reads the
Cyrillic-less copy of the 1987 book (a raw source) to list the English terms its Definitions
chapter prints in parentheses, so that the glossary can be checked against the book. Nothing
downstream calls it; ``load`` reads only ``laws/glossary.yaml``.
"""

from __future__ import annotations

import re
from dataclasses import dataclass
from pathlib import Path

from ..errors import CorpusError
from ..model import Location
from ..refs import canonical, is_law_number, split

SOURCES = ("definitions", "text")
PROVENANCE = ("definitions", "text", "index", "cites", "unsourced")
PARALLEL = "parallel"  # not written in the YAML: an edition it does not list (refs_by_edition)


@dataclass(frozen=True)
class GlossaryEntry:
    """One term: its English name, its Russian name(s) (the first is preferred), its law."""

    en: str
    ru: tuple[str, ...]
    law: int | None = None
    source: str = "text"
    where: Location | None = None
    also: tuple[str, ...] = ()  # other English names and spellings: "IMP", "partscore", "honour"
    ru_also: tuple[str, ...] = ()  # other Russian names: «ренонс», «колебание»
    laws: tuple[tuple[int, tuple[tuple[str, str], ...]], ...] = ()  # ((edition, ((ref, provenance), …)), …)

    @property
    def names_en(self) -> tuple[str, ...]:
        return (self.en, *self.also)

    @property
    def names_ru(self) -> tuple[str, ...]:
        return (*self.ru, *self.ru_also)

    def refs_for(self, edition: int) -> tuple[str, ...]:
        """The units this term names in ``edition``: its ``laws`` there, else its ``law``."""
        if self.laws:
            return tuple(ref for e, refs in self.laws if e == edition for ref, _ in refs)
        return (str(self.law),) if self.law else ()

    def refs_by_edition(self, editions, present=frozenset()) -> dict:
        """{"1987": [[ref, provenance], …]}: the units it names in each of ``editions``, and how
        that is known. An edition its ``laws`` do not list (a text imported later) gets the laws
        of the units they name, those of them it has (``present``: (edition, ref) pairs), as
        ``parallel``: the same law there, its units maybe renumbered."""
        if not self.laws:
            return {str(ed): [[r, self.source] for r in self.refs_for(ed)] for ed in editions if self.refs_for(ed)}
        listed = {str(ed): [list(p) for p in pairs] for ed, pairs in self.laws}
        numbers = list(dict.fromkeys(str(split(ref)[0]) for _, pairs in self.laws for ref, _ in pairs
                                     if canonical(ref) == ref))
        for ed in editions:
            same = [[n, PARALLEL] for n in numbers if (ed, n) in present]
            if str(ed) not in listed and same:
                listed[str(ed)] = same
        return listed


@dataclass(frozen=True)
class DefinitionTerm:
    """An English term printed in parentheses in the Definitions chapter, and where."""

    term: str
    where: Location


# -- loading -------------------------------------------------------------------------------------


def glossary_path(laws_dir: Path) -> Path:
    from ..paths import Paths

    return Paths(laws_dir).glossary


# A name of the glossary is a term, not a sentence: the longest today has 7 words. Each name is a
# phrase the search looks for word by word, at a cost that grows with the square of its length
# (a name of 3,000 words made `search revoke` take 6 s), so a longer name is refused.
NAME_WORDS = 12


def entry_from_dict(d: dict, where: str = "") -> GlossaryEntry:
    """One YAML mapping → entry; CorpusError (naming ``where``) when it is malformed."""
    try:
        en, ru = d["en"], d["ru"]
    except (KeyError, TypeError):
        raise CorpusError(f"{where}: a glossary entry needs `en` and `ru`: {d!r}") from None
    if isinstance(ru, str):
        ru = [ru]
    if not isinstance(en, str) or not en.strip() or not ru or not all(isinstance(r, str) and r.strip() for r in ru):
        raise CorpusError(f"{where}: glossary entry {en!r}: `en` must be a word and `ru` a list of words")
    law = d.get("law")
    if law is not None and not is_law_number(law):
        raise CorpusError(f"{where}: glossary entry {en!r}: `law` must be a law number or null, not {law!r}")
    source = d.get("source", "text")
    if source not in SOURCES:
        raise CorpusError(f"{where}: glossary entry {en!r}: `source` must be one of {SOURCES}, not {source!r}")
    loc = None
    if d.get("where"):
        file, _, line = str(d["where"]).rpartition(":")
        loc = Location(file, int(line)) if line.isdigit() else None
    also = d.get("also") or []
    if isinstance(also, str):
        also = [also]
    if not all(isinstance(a, str) and a.strip() for a in also):
        raise CorpusError(f"{where}: glossary entry {en!r}: `also` must be a list of words")
    ru_also = d.get("ru_also") or []
    if isinstance(ru_also, str):
        ru_also = [ru_also]
    if not all(isinstance(a, str) and a.strip() for a in ru_also):
        raise CorpusError(f"{where}: glossary entry {en!r}: `ru_also` must be a list of words")
    for name in (en, *ru, *also, *ru_also):
        if len(name.split()) > NAME_WORDS:
            raise CorpusError(f"{where}: glossary entry {en[:40]!r}: a name of {len(name.split())} words "
                              f"(a term has at most {NAME_WORDS})")
    return GlossaryEntry(en.strip(), tuple(r.strip() for r in ru), law, source, loc, tuple(a.strip() for a in also),
                         tuple(a.strip() for a in ru_also), _laws(d.get("laws"), f"{where}: glossary entry {en!r}"))


def _laws(data, where: str) -> tuple:
    """``{1987: {'50': index}}`` → ((1987, (("50", "index"),)),); CorpusError when malformed."""
    if not data:
        return ()
    if not isinstance(data, dict):
        raise CorpusError(f"{where}: `laws` must map an edition to {{ref: provenance}}")
    out = []
    for edition, refs in data.items():
        if not isinstance(refs, dict) or not str(edition).isdigit():
            raise CorpusError(f"{where}: `laws`: {edition!r} must be an edition mapping refs to provenance")
        pairs = []
        for ref, how in refs.items():
            if canonical(str(ref)) != str(ref) or how not in PROVENANCE:
                raise CorpusError(f"{where}: `laws` {edition}: {ref!r}: {how!r} — a canonical ref and one of "
                                  f"{', '.join(PROVENANCE)}")
            pairs.append((str(ref), how))
        out.append((int(edition), tuple(pairs)))
    return tuple(out)


def entry_to_dict(e: GlossaryEntry) -> dict:
    d = {"en": e.en, "ru": list(e.ru), "law": e.law, "source": e.source}
    if e.where:
        d["where"] = str(e.where)
    if e.also:
        d["also"] = list(e.also)
    if e.ru_also:
        d["ru_also"] = list(e.ru_also)
    if e.laws:
        d["laws"] = {edition: dict(refs) for edition, refs in e.laws}
    return d


def load(laws_dir: Path, mirrors: Path | None = None) -> tuple[GlossaryEntry, ...]:
    """The glossary of ``laws_dir`` (``laws/glossary.yaml``), in file order; () if there is none;
    parsed from its JSON mirror in ``mirrors`` when that has one of these bytes (``mirror``).

    Raises CorpusError (with the file) on a malformed file or a duplicate English term.
    """
    from .yamlio import read_yaml

    path = glossary_path(laws_dir)
    if not path.exists():
        return ()
    data = read_yaml(path, mirrors=mirrors) or []
    if not isinstance(data, list):
        raise CorpusError(f"{path}: the glossary must be a list of entries")
    entries, seen = [], set()
    for i, d in enumerate(data, 1):
        where = f"{path} (entry {i})"
        try:
            entry = entry_from_dict(d, where)
            if entry.en.lower() in seen:
                raise CorpusError(f"{where}: duplicate term {entry.en!r}")
        except CorpusError as exc:  # said at the entry's line: a hand edit is mended at a line
            raise CorpusError(str(exc).replace(where, _entry_line(path, i), 1)) from None
        seen.add(entry.en.lower())
        entries.append(entry)
    return tuple(entries)


def _entry_line(path: Path, i: int) -> str:
    """``path:line (entry i)``: where the ``i``-th entry of the glossary begins."""
    from .yamlio import line_of

    try:
        line = line_of(path.read_text(encoding="utf-8"), [i - 1])
    except (OSError, ValueError):
        line = None
    return f"{path}:{line} (entry {i})" if line else f"{path} (entry {i})"


def dump(entries) -> str:
    from .yamlio import dump as yaml_dump

    header = ("# The bilingual glossary of the terms of the Laws (see src/bridge_laws/glossary.py).\n"
              "# en: English term; ru: Russian term(s), preferred first; law: the law that defines or\n"
              "# governs it (null: none in particular); source: definitions | text; where: the line of the\n"
              "# Definitions chapter that prints the English term; also: other English names.\n"
              "# Seeded by scripts/make_glossary.py; edit either, then re-run it with --check.\n")
    return header + yaml_dump([entry_to_dict(e) for e in entries])


# -- extracting the English terms of the Definitions chapter -----------------------------------

# The chapter opens with «I - ОПРЕДЕЛЕНИЯ (*)», which the stripped copy prints as "I - (*)" over a
# "=====" rule, and ends at the next chapter heading, "II - ..." over a rule.
_CHAPTER_RE = re.compile(r"^I\s*-.*\n=+\s*$", re.M)
_NEXT_CHAPTER_RE = re.compile(r"^[IVX]+\s*-.*\n=+\s*$", re.M)
# An English term in parentheses: "(revoke)", "(penalty card)", "(International\nMatch Point)".
# Abbreviations after RHO/LHO ("(right-hand o.)") end with a dot and are not terms.
_TERM_RE = re.compile(r"\(([A-Za-z][A-Za-z \n-]*[A-Za-z])\)")
# Misprints of the book, fixed by name: "(phychic call)" on the page of "psychic call".
_MISPRINTS = {"phychic call": "psychic call"}


def definition_terms(text: str, file: str = "1987-ru-stripped-book.txt") -> list[DefinitionTerm]:
    """The English terms of the Definitions chapter of ``text`` (the stripped 1987 book), in order.

    Returns [] when ``text`` has no Definitions chapter.
    """
    start = _CHAPTER_RE.search(text)
    if not start:
        return []
    end = _NEXT_CHAPTER_RE.search(text, start.end())
    chapter_end = end.start() if end else len(text)
    found = []
    for m in _TERM_RE.finditer(text, start.end(), chapter_end):
        term = " ".join(m.group(1).split())
        # A single capital letter "(S)" or a hand "(N)" is no term; terms are words.
        if len(term) < 3:
            continue
        term = _MISPRINTS.get(term, term)
        line = text.count("\n", 0, m.start()) + 1
        found.append(DefinitionTerm(term, Location(file, line)))
    return found
