"""The browser's search index, derived from the same analyzers as ``bridge-laws search``.

The browser cannot run pymorphy3 or the Snowball stemmer, so the build runs them for it:
every word form of the corpus (and of the glossary) is put through ``analysis.word_terms``
and the resulting form → terms table is shipped with the text of every unit. The page
tokenises the texts with the same word pattern as ``analysis.WORD_RE``, maps each word
through the table, and so derives postings that are, word for word, the terms the Python
analyzer gives. Only a query word the corpus never uses needs a fallback in the browser
(ending stripping, then a prefix match on the corpus terms): such a word cannot match an
exact form anyway, only a lemma.

A form is listed only when its terms differ from the form itself (``картой`` → ``карта``);
a word that is its own term (``карта``, ``16``) costs nothing. Texts are shipped once, so
the same data also gives the highlighted snippets.

The result is a JS file assigning a global (``window.BL_INDEX``), loaded by ``<script src>``:
``fetch()`` of a local JSON file is refused from ``file://``.
"""

from __future__ import annotations

import json
from dataclasses import dataclass
from pathlib import Path

from .analysis import fold, tokens, word_terms
from .model import Corpus, Unit
from .site_links import version_key
from .yamlio import read_yaml


@dataclass(frozen=True)
class GlossaryEntry:
    """One term of laws/glossary.yaml: English, its Russian renderings, the law that defines it."""

    en: str
    ru: tuple[str, ...]
    law: str | None = None
    also: tuple[str, ...] = ()  # other English names: "IMP", "partscore"

    @property
    def names_en(self) -> tuple[str, ...]:
        return (self.en, *self.also)


def load_glossary(laws_dir: Path) -> list[GlossaryEntry]:
    """laws/glossary.yaml through ``glossary.load`` when that module exists; [] without the file."""
    if not (laws_dir / "glossary.yaml").exists():
        return []
    try:
        from .glossary import load
    except ImportError:
        raw = read_yaml(laws_dir / "glossary.yaml") or []
    else:
        raw = load(laws_dir)
    if isinstance(raw, dict):
        raw = raw.get("entries") or raw.get("terms") or []
    return [entry for entry in map(_glossary_entry, raw) if entry.en and entry.ru]


def _field(item, name: str):
    return item.get(name) if isinstance(item, dict) else getattr(item, name, None)


def _glossary_entry(item) -> GlossaryEntry:
    ru = _field(item, "ru") or ()
    law = _field(item, "law")
    if isinstance(law, (list, tuple)):
        law = law[0] if law else None
    also = _field(item, "also") or ()
    return GlossaryEntry(en=str(_field(item, "en") or ""),
                         ru=(ru,) if isinstance(ru, str) else tuple(str(r) for r in ru),
                         law=None if law is None else str(law),
                         also=(also,) if isinstance(also, str) else tuple(str(a) for a in also))


def unit_fields(unit: Unit) -> tuple[str, str]:
    """(text, notes) of a unit, as ``bridge-laws search`` indexes them: the text with its tables
    (caption, then the rows, cells joined by « | »), and the footnotes apart."""
    rows = [" | ".join(row) for table in unit.tables
            for row in ((table.caption,) if table.caption else ()) + table.rows]
    text = "\n\n".join(filter(None, [unit.text or "", "\n".join(rows)]))
    return text, "\n\n".join(n.text for n in unit.footnotes if n.text)


def documents(corpus: Corpus) -> list[list]:
    """[version, law number, ref, title, text, notes] for every unit with something to search."""
    docs = []
    for law in sorted(corpus.laws, key=lambda l: (l.edition, l.lang, l.number)):
        for unit in law.unit.walk():
            text, notes = unit_fields(unit)
            if text or notes or unit.title:
                docs.append([version_key(law), law.number, unit.ref, unit.title or "", text, notes])
    return docs


def phrase_terms(phrase: str) -> list[list[str]]:
    """The terms of each word of a phrase: «штрафная карта» → [[штрафной], [карта]]."""
    return [list(word_terms(word)) for word, _, _ in tokens(phrase)]


def form_table(texts) -> dict[str, str]:
    """folded form → its terms joined by spaces, for every form whose terms are not just itself."""
    table = {}
    for text in texts:
        for word, _, _ in tokens(text):
            form = fold(word)
            if form in table:
                continue
            found = word_terms(word)
            if list(found) != [form]:
                table[form] = " ".join(found)
    return dict(sorted(table.items()))


def build_index(corpus: Corpus, glossary: list[GlossaryEntry]) -> dict:
    docs = documents(corpus)
    gloss_texts = [n for e in glossary for n in (*e.names_en, *e.ru)]
    texts = [field for d in docs for field in d[3:]] + gloss_texts
    return {
        "docs": docs,
        # every unit counts in the statistics, as in the Whoosh index, even those without text
        "units": sum(1 for law in corpus.laws for _ in law.unit.walk()),
        "forms": form_table(texts),
        # Each entry: [[terms of each English name], [terms of each Russian name], English, Russian, law].
        "gloss": [[[phrase_terms(n) for n in e.names_en], [phrase_terms(r) for r in e.ru], e.en, list(e.ru), e.law]
                  for e in glossary],
    }


def as_script(name: str, data) -> str:
    """A JS file that assigns ``data`` to ``window[name]``; ``<`` escaped so it may be inlined too."""
    body = json.dumps(data, ensure_ascii=False, separators=(",", ":")).replace("<", "\\u003c")
    return f"window.{name}={body};\n"
