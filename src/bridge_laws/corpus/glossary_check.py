"""``bridge-laws check`` of ``laws/glossary.yaml``: every unit an entry names exists, and the
reason given for it (``glossary.PROVENANCE``) can be seen in the corpus.

- ``text``: the unit's text or title (or a child's) uses one of the entry's names;
- ``index``: a subject-index entry pointing to the unit's law uses one of the names;
- ``cites``: a sentence of another unit uses one of the names and cites the unit;
- ``definitions``: the entry says where the Definitions chapter prints it (``where``).

A name "is used" when its words follow one another with the same terms (lemmas, stems): so
«штрафной картой» uses «штрафная карта». This validates the glossary's claims, it makes none.
"""

from __future__ import annotations

from ..text import analysis
from .glossary import GlossaryEntry
from ..model import Corpus


def _uses(text: str, names) -> bool:
    words = [set(terms) for terms in analysis.phrase_terms(text or "")]
    for name in names:
        slots = [set(terms) for terms in analysis.phrase_terms(name)]
        n = len(slots)
        if n and any(all(words[i + k] & slots[k] for k in range(n)) for i in range(len(words) - n + 1)):
            return True
    return False


def _evidence(corpus: Corpus, edition: int, profiles: dict) -> dict:
    """ref → (texts of the unit and its children, subject entries of its law, citing sentences)."""
    from .profile import subject_paths
    from ..refs import law_of

    units: dict = {}
    for law in corpus.laws:
        if law.edition != edition:
            continue
        for unit in law.unit.walk():
            texts = [f"{u.title or ''} {u.text or ''}" for u in unit.walk()]
            units.setdefault(unit.ref, []).extend(texts)
    # a sub-entry is read under its head both ways: «Болван → Ограничение прав» is also
    # «Ограничение прав Болван», the order in which «ограничение прав болвана» is said
    index = [(reading, laws) for (e, _), entries in corpus.subjects.items() if e == edition
             for p, laws in subject_paths(entries) for reading in (p, " ".join(reversed(p.split(" → "))))]
    out = {}
    for ref, texts in units.items():
        cited = [s for (e, _, r), p in profiles.items() if e == edition and r == ref for s in p.cited]
        out[ref] = (texts, [p for p, laws in index if law_of(ref) in laws], cited)
    return out


def check_glossary(corpus: Corpus, entries: tuple[GlossaryEntry, ...]) -> tuple[list[tuple[list, str]], int]:
    """(problems, number of unit links checked) for the ``laws`` of every entry: each problem
    (where in the file — the entry's index and keys, for its line — , what is wrong)."""
    from .profile import profiles

    known = profiles(corpus)
    evidence = {e: _evidence(corpus, e, known) for e in sorted({law.edition for law in corpus.laws})}
    problems, checked = [], 0
    numbers = {law.number for law in corpus.laws}
    for i, entry in enumerate(entries):
        names = (*entry.names_en, *entry.names_ru)
        if entry.law is not None and entry.law not in numbers:  # `law: 400`
            checked += 1
            problems.append(([i, "law"], f"glossary {entry.en!r}: law {entry.law}: "
                                         f"no edition of the corpus has Law {entry.law}"))
        for edition, refs in entry.laws:
            for ref, how in refs:
                checked += 1
                at, where = [i, "laws", edition, ref], f"glossary {entry.en!r}: {edition} {ref} ({how})"
                if ref not in evidence.get(edition, {}):
                    problems.append((at, f"{where}: no unit {ref} in the {edition} edition"))
                    continue
                texts, index, cited = evidence[edition][ref]
                if how == "definitions" and entry.where is None:
                    problems.append(([i], f"{where}: `where` must name the Definitions line"))
                elif how == "text" and not any(_uses(t, names) for t in texts):
                    problems.append((at, f"{where}: the unit's text uses none of {', '.join(names)}"))
                elif how == "index" and not any(_uses(p, names) for p in index):
                    problems.append((at, f"{where}: no subject-index entry of law {ref} uses any of its names"))
                elif how == "cites" and not any(_uses(s, names) for s in cited):
                    problems.append((at, f"{where}: no sentence citing {ref} uses any of its names"))
    return problems, checked
