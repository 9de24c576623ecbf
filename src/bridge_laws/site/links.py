"""Where a reference goes on the site, and what its preview says.

A ref is linked to the exact unit in the citing page's edition and language when that version
has it, else to the closest unit that does: first the nearest ancestor in the same version
(the law is there, the subsection is not), then the same ref — or its nearest ancestor — in
another version, the same language first. Law 79B of 1997 cites «Правило 8», which only the
1987 book has: that link goes to ``1987-ru/8.html#8`` and says so.
"""

from __future__ import annotations

from dataclasses import dataclass

from ..model import Corpus, Law, Unit
from ..corpus.query import MISSING_EN, MISSING_RU
from ..refs import ancestors, split
from ..searchindex.doctable import flat_runs
from ..text.labels import label, version_label  # noqa: F401 (version_label: what links are labelled by)
from .urls import law_page

PREVIEW_CHARS = 280


def version_key(law: Law) -> str:
    return f"{law.edition}-{law.lang}"


@dataclass(frozen=True)
class Target:
    """The unit a link lands on: ``exact`` is False when it is a stand-in for the cited ref."""

    version: str
    law: int
    ref: str
    exact: bool

    def path(self) -> str:
        """Path from the site root: ``1987-ru/75.html#75D2``."""
        return law_page(self.version, self.law, self.ref)


class Linker:
    """Every unit of the corpus by version and ref, for links, previews and the jump table."""

    def __init__(self, corpus: Corpus):
        self.units: dict[tuple[str, str], tuple[Law, Unit]] = {}
        self.laws: dict[tuple[str, int], Law] = {}
        for law in corpus.laws:
            self.laws[(version_key(law), law.number)] = law
            for unit in law.unit.walk():
                self.units[(version_key(law), unit.ref)] = (law, unit)
        self.versions = sorted({v for v, _ in self.laws})

    def tried(self, version: str) -> list[str]:
        """The versions ``target`` looks in, in turn."""
        return self._order(version)

    def _order(self, version: str) -> list[str]:
        lang = version.split("-")[1]
        others = [v for v in self.versions if v != version]
        # same language first, then the newest edition
        others.sort(key=lambda v: (v.split("-")[1] != lang, -int(v.split("-")[0])))
        return [version, *others]

    def target(self, ref: str, version: str) -> Target | None:
        try:
            chain = [ref, *reversed(ancestors(ref))]
        except ValueError:
            return None
        for v in self._order(version):
            for candidate in chain:
                if (v, candidate) in self.units:
                    law = split(candidate)[0]
                    return Target(v, law, candidate, exact=(v, candidate) == (version, ref))
        return None

    def refs_by_version(self) -> dict[str, list[str]]:
        """Every ref of every version in document order: the jump box's table."""
        out: dict[str, list[str]] = {v: [] for v in self.versions}
        for (v, _), law in sorted(self.laws.items()):
            out[v].extend(u.ref for u in law.unit.walk())
        return out

    def textless_by_version(self, refs: dict[str, list[str]]) -> dict[str, list[int]]:
        """Which of ``refs`` (``refs_by_version``) have no text, per version that has such: the
        [start, end) runs of their places in its list, one after another (``doctable.flat_runs``): the
        jump to a ref takes a version with text first, as `bridge-laws search` does."""
        out = {v: flat_runs(i for i, ref in enumerate(listed) if self.units[(v, ref)][1].missing_text)
               for v, listed in refs.items()}
        return {v: found for v, found in out.items() if found}

    def preview(self, target: Target) -> dict:
        """What the hover/tap preview shows: heading, the start of the text, the version."""
        law, unit = self.units[(target.version, target.ref)]
        # the heading and text in the language of the text they preview
        head = f"{label('law.word', law.lang)} {unit.ref}" + (f". {unit.title}" if unit.title else "")
        if unit.missing_text:
            text = MISSING_RU if law.lang == "ru" else MISSING_EN
            if unit.page:
                text += f" ({label('law.page.short', law.lang, n=unit.page)})"
        else:
            text = " ".join((unit.text or "").split()) or _first_child_text(unit)
            if len(text) > PREVIEW_CHARS:
                text = text[:PREVIEW_CHARS].rsplit(" ", 1)[0] + " …"
        return {"h": head, "t": text, "v": dict(zip(("ru", "en"), (version_label(target.version, lg) for lg in ("ru", "en")))),
                "l": law.lang}


def _first_child_text(unit: Unit) -> str:
    for child in unit.walk():
        if child.text:
            return f"{child.ref}. " + " ".join(child.text.split())
    return ""
