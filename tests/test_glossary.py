"""The glossary: the extractor of the Definitions chapter's English terms, and laws/glossary.yaml."""

from __future__ import annotations

import re

import pytest

from bridge_laws.corpus import glossary
from bridge_laws.errors import CorpusError

from helpers import LAWS
BOOK = LAWS / "sources" / "1987-ru-stripped-book.txt"

# A stretch of the stripped book, Cyrillic gone: headings over rules, terms in parentheses.
SAMPLE = """\
.
I - (*)
=========================
,
(adjusted score) (. 12).
RHO(right-hand o.)- ;
(International
Match Point) 78B.
(S) (N)
(phychic call) -
II -
====================================
(not a definition)
"""


def test_definition_terms_of_a_sample():
    found = glossary.definition_terms(SAMPLE, file="x.txt")
    assert [t.term for t in found] == ["adjusted score", "International Match Point", "psychic call"]
    assert [t.where.line for t in found] == [5, 7, 10]
    assert found[0].where.file == "x.txt"


def test_no_chapter_no_terms():
    assert glossary.definition_terms("(revoke)\n") == []


def test_definition_terms_of_the_book():
    terms = [t.term for t in glossary.definition_terms(BOOK.read_text(encoding="utf-8"))]
    assert len(terms) >= 55
    for term in ("revoke", "dummy", "penalty card", "undertrick", "overtrick", "sponsoring organization",
                 "International Match Point", "Match Point", "opening lead"):
        assert term in terms


@pytest.fixture(scope="module")
def entries():
    return glossary.load(LAWS)


def test_glossary_size_and_shape(entries):
    assert len(entries) >= 60
    assert all(isinstance(e, glossary.GlossaryEntry) for e in entries)
    assert all(e.source in glossary.SOURCES and e.ru for e in entries)


REQUIRED = [
    ("revoke", "фальшренонс", 61), ("penalty card", "штрафная карта", 50), ("dummy", "болван", None),
    ("claim", "претензия", 68), ("declarer", "разыгрывающий", None), ("defender", "вистующий", None),
    ("trick", "взятка", None), ("undertrick", "недобранная взятка", 77), ("overtrick", "лишняя взятка", 77),
    ("vulnerable", "в зоне", 77), ("lead", "ход", None), ("opening lead", "первый ход", 41),
    ("auction", "торговля", None), ("call", "заявка", None), ("bid", "назначение", None), ("pass", "пас", None),
    ("double", "контра", None), ("redouble", "реконтра", None), ("contract", "контракт", None),
    ("director", "судья", None), ("board", "сдача", None), ("Match Point", "MP", None),
    ("International Match Point", "IMP", None), ("sponsoring organization", "организаторы", None),
    ("appeal", "апелляция", None), ("adjusted score", "присуждённый результат", 12),
    ("irregularity", "нарушение", None), ("rectification", "ректификация", None),
    ("unauthorized information", "нелегальная информация", 16),
]


@pytest.mark.parametrize("en,ru,law", REQUIRED, ids=[r[0] for r in REQUIRED])
def test_required_pairs(entries, en, ru, law):
    entry = next(e for e in entries if e.en == en)
    assert ru in entry.ru
    if law is not None:
        assert entry.law == law


def test_every_definition_is_in_the_glossary(entries):
    defined = {t.term for t in glossary.definition_terms(BOOK.read_text(encoding="utf-8"))}
    in_glossary = {e.en for e in entries if e.source == "definitions"}
    assert defined == in_glossary
    assert all(e.where and e.where.file == BOOK.name for e in entries if e.source == "definitions")


def test_round_trip(entries, tmp_path):
    (tmp_path / "glossary.yaml").write_text(glossary.dump(entries), encoding="utf-8")
    assert glossary.load(tmp_path) == entries


def test_no_glossary_is_empty(tmp_path):
    assert glossary.load(tmp_path) == ()


@pytest.mark.parametrize("text,message", [
    ("- en: revoke\n", "needs `en` and `ru`"),
    ("- en: revoke\n  ru: []\n", "`ru` a list"),
    ("- en: revoke\n  ru: [x]\n  law: sixty\n", "`law` must be"),
    ("- en: revoke\n  ru: [x]\n  source: book\n", "`source` must be"),
    ("- en: revoke\n  ru: [x]\n- en: Revoke\n  ru: [y]\n", "duplicate term"),
    ("en: revoke\n", "must be a list"),
    ("- en: revoke\n  ru: [x]\n  laws: [61]\n", "`laws` must map"),
    ("- en: revoke\n  ru: [x]\n  laws: {1987: {'61': memory}}\n", "one of definitions"),
    ("- en: revoke\n  ru: [x]\n  laws: {1987: {'61x': text}}\n", "a canonical ref"),
    ("- en: revoke\n  ru: [x]\n  ru_also: [1]\n", "`ru_also` must be"),
])
def test_malformed_glossary(tmp_path, text, message):
    (tmp_path / "glossary.yaml").write_text(text, encoding="utf-8")
    with pytest.raises(CorpusError, match=message) as err:
        glossary.load(tmp_path)
    assert "glossary.yaml" in str(err.value)
    if text.startswith("- "):  # an entry's fault: said at the line where that entry begins
        at = re.search(r"glossary\.yaml:(\d+) \(entry (\d+)\): ", str(err.value))
        assert at, str(err.value)
        starts = [n for n, line in enumerate(text.splitlines(), 1) if line.startswith("- ")]
        assert int(at[1]) == starts[int(at[2]) - 1]


def test_check_names_the_glossary_line_to_mend(project):
    """`check` named a glossary problem by its entry's term alone (a red team): the line now."""
    from helpers import run

    text = (LAWS / "glossary.yaml").read_text(encoding="utf-8")
    entry = re.search(r"^- en: (.+)\n(?:  .*\n)*?  law: (\d+)\n", text, re.M)
    edited = text[:entry.end(2)] + "0" + text[entry.end(2):]  # law 16 → 160
    (project / "laws" / "glossary.yaml").write_text(edited, encoding="utf-8")
    result = run(project / "laws", "check")
    said = next(line for line in result.output.splitlines() if "no edition of the corpus has Law" in line)
    line = int(re.search(r"glossary\.yaml:(\d+): glossary ", said)[1])
    assert result.exit_code == 1 and edited.splitlines()[line - 1] == f"  law: {entry[2]}0"


# -- the glossary's links to units, checked against the corpus (glossary_check) ---------------


def test_shipped_glossary_links_hold(entries):
    from bridge_laws.corpus.glossary_check import check_glossary
    from bridge_laws.corpus.yamlio import load_corpus

    problems, checked = check_glossary(load_corpus(LAWS / "corpus"), entries)
    assert problems == [] and checked >= 100


@pytest.mark.parametrize("laws,problem", [
    ({"9": "text"}, "no unit 9"),
    ({"2": "text"}, "text uses none"),  # law 2's text does not say «фальшренонс»
    ({"1": "text"}, None),
    ({"1": "index"}, "no subject-index entry"),
    ({"2": "index"}, None),
    ({"1": "cites"}, "no sentence citing"),
    ({"1": "definitions"}, "`where` must name"),
    ({"1": "unsourced"}, None),
])
def test_glossary_links_are_checked(laws, problem):
    """A hand-made corpus: law 1 says «фальшренонс», law 2 is indexed under it; law 9 is none."""
    from bridge_laws.corpus.glossary_check import check_glossary
    from bridge_laws.model import Corpus, Law, SubjectEntry, Unit

    corpus = Corpus(
        laws=(Law(1987, "ru", 1, (), Unit("1", 1, "law", "1", text="Игрок совершил фальшренонс.")),
              Law(1987, "ru", 2, (), Unit("2", 2, "law", "2", text="Другое."))),
        subjects={(1987, "ru"): (SubjectEntry("Фальшренонс", laws=(2,)),)})
    entry = glossary.entry_from_dict({"en": "revoke", "ru": ["фальшренонс"], "laws": {1987: laws}})
    problems, checked = check_glossary(corpus, (entry,))
    assert checked == 1
    assert (problems == []) if problem is None else (len(problems) == 1 and problem in problems[0][1])


@pytest.mark.parametrize("law, problem", [(400, "no edition of the corpus has Law 400"), (16, None)])
def test_an_entrys_law_is_one_the_corpus_has(entries, law, problem):
    """`law: 400` passed `check` (a trial): an entry naming its law alone names one the corpus has."""
    from dataclasses import replace

    from bridge_laws.corpus.glossary_check import check_glossary
    from bridge_laws.corpus.yamlio import load_corpus

    entry = replace(next(e for e in entries if not e.laws), law=law)
    problems, _ = check_glossary(load_corpus(LAWS / "corpus"), (entry,))
    assert [p for _, p in problems if "no edition" in p] == ([f"glossary {entry.en!r}: law {law}: {problem}"]
                                                            if problem else [])
