"""The browser's search index, derived from the same analyzers as ``bridge-laws search``.

The browser cannot run pymorphy3 or the Snowball stemmer, so the build runs them for it:
every word form of the corpus (and of the glossary) is put through ``analysis.word_terms``
and the resulting form → terms table is shipped with the text of every unit. The page
tokenises the texts with the same word pattern as ``analysis.WORD_RE``, maps each word
through the table, and so derives postings that are, word for word, the terms the Python
analyzer gives. Only a query word the corpus never uses needs a fallback in the browser
(ending stripping, then a prefix match on the corpus terms): such a word cannot match an
exact form anyway, only a lemma.

The page derives the rest from the same data: word positions for "quoted phrases" and glossary
names (which must stand together), and the vocabulary its "did you mean" draws on (the folded
words of the texts and of the glossary names, as ``index.meta_for`` lists them).

A form is listed only when its terms differ from the form itself (``картой`` → ``карта``);
a word that is its own term (``карта``, ``16``) costs nothing. Texts are shipped once, so
the same data also gives the highlighted snippets.

The result is a JS file assigning a global (``window.BL_INDEX``), loaded by ``<script src>``:
``fetch()`` of a local JSON file is refused from ``file://``.
"""

from __future__ import annotations

import json

from ..text.analysis import WORD_RE, fold, tokens, word_terms
from ..corpus.glossary import GlossaryEntry
from ..model import Corpus
from ..searchindex.store import subjects_meta


FIELD_COLUMNS = slice(3, 8)  # title, text, notes, terms, cited: the fields of searchindex.analyzer.FIELDS


def browser_documents(corpus: Corpus, glossary=(), search_docs=None) -> list[list]:
    """[version, law number, ref, title, text, notes, terms, cited, profile(, tables(, ruling))] for
    every unit with something to search: the fields of ``bridge-laws search``'s documents (its
    profile too), so both search the same text; profile = [missing_text, page, cited_by, index
    entries, glossary terms]; tables, when the unit has any = [[anchor, start, end] in text] (a hit
    links to the table its words are in); ruling, for a ruling = [its id, the first law it
    applies] (its ref is empty: it is no unit)."""
    from ..searchindex.store import documents as search_documents

    return [[f"{d.edition}-{d.lang}", d.law, d.ref, d.title, d.text, d.notes, d.terms, d.cited,
             [d.missing_text, d.page, list(d.cited_by), list(d.index), list(d.glossary)]]
            + ([[list(t) for t in d.tables]] if d.tables or d.ruling else [])
            + ([[d.ruling, d.cites[0] if d.cites else ""]] if d.ruling else [])
            for d in (search_docs or search_documents(corpus, glossary)) if d.title or d.text or d.notes or d.terms or d.cited]


def phrase_terms(phrase: str) -> list[list[str]]:
    """The terms of each word of a phrase: «штрафная карта» → [[штрафной], [карта]]."""
    return [list(word_terms(word)) for word, _, _ in tokens(phrase)]


def form_table(texts) -> dict[str, str]:
    """folded form → its terms joined by spaces, for every form whose terms are not just itself."""
    table, seen = {}, set()
    for text in texts:
        for word in WORD_RE.findall(text):
            if word in seen:
                continue
            seen.add(word)
            form = fold(word)
            if form in table:
                continue
            found = word_terms(word)
            if list(found) != [form]:
                table[form] = " ".join(found)
    return dict(sorted(table.items()))


def build_browser_index(corpus: Corpus, glossary: list[GlossaryEntry], rulings=()) -> dict:
    from ..searchindex.engine import RULING_WEIGHT
    from ..searchindex.store import glossary_meta, documents as search_documents, ruling_documents

    ruling_docs = ruling_documents(rulings, corpus)
    search_docs = search_documents(corpus, glossary) + ruling_docs
    docs = browser_documents(corpus, glossary, search_docs)
    gloss = glossary_meta(glossary, search_docs)
    gloss_texts = [n for e in glossary for n in (*e.names_en, *e.names_ru)]
    texts = [field for d in docs for field in d[FIELD_COLUMNS]] + gloss_texts
    return {
        "docs": docs,
        # every unit counts in the statistics, as in the Whoosh index, even those without text;
        # every ruling too
        "units": sum(1 for law in corpus.laws for _ in law.unit.walk()) + len(ruling_docs),
        "rulingWeight": RULING_WEIGHT,  # engine.RULING_WEIGHT: a ruling weighs this much without a kind
        "forms": form_table(texts),
        # Each entry: [[terms of each English name], [terms of each Russian name], English, Russian, law,
        # other English names, {edition: [[ref, how]]}, [the names some unit says: indexes into en + ru]];
        # the names' words are part of the vocabulary "did you mean" draws on.
        "gloss": [[g["en"], g["ru"], e.en, list(e.ru), e.law, list(e.also), g["refs"], g["used"]]
                  for e, g in zip(glossary, gloss)],
        # the subject index for term cards: [entry as printed, edition, lang, laws, its terms]
        "subjects": [[s["term"], s["edition"], s["lang"], s["laws"], s["terms"]] for s in subjects_meta(corpus)],
    }


def as_script(name: str, data) -> str:
    """A JS file that assigns ``data`` to ``window[name]``; ``<`` escaped so it may be inlined too."""
    body = json.dumps(data, ensure_ascii=False, separators=(",", ":")).replace("<", "\\u003c")
    return f"window.{name}={body};\n"
