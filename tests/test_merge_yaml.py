"""Merging copies of a unit, and the model ↔ YAML round trip."""

from __future__ import annotations

import jsonschema
import yaml
from hypothesis import given, settings, strategies as st

from bridge_laws.corpus.merge import merge
from bridge_laws.model import Footnote, Fragment, Law, Location, SourceText, Table, Unit
from bridge_laws.corpus.yamlio import dump, law_from_dict, law_schema, law_to_dict


def frag(ref, text, file="a.txt", partial=False, title="Заголовок"):
    kind = "law" if ref.isdigit() else "section"
    return Fragment(edition=1987, lang="ru", ref=ref, kind=kind, marker=ref[-1], where=Location(file, 1),
                    title=title, paragraphs=(text,), partial=partial)


def source(file, *fragments):
    return SourceText(file=file, kind="plain", edition=1987, langs=("ru",), fragments=tuple(fragments))


def merged(*sources):
    corpus = merge(list(sources))
    return corpus, {u.ref: u for law in corpus.laws for u in law.unit.walk()}


def test_copies_that_differ_in_yo_hyphens_and_spaces_agree():
    corpus, units = merged(source("a.txt", frag("5A", "Партнёр  ходящего по-прежнему")),
                           source("b.txt", frag("5A", "Партнер ходящего по-прежнему", file="b.txt")))
    assert not [i for i in corpus.issues if i.kind == "text-conflict"]
    assert units["5A"].text.startswith("Партнёр")  # the copy that prints ё is kept
    assert {s.file for s in units["5A"].sources} == {"a.txt", "b.txt"}


def test_copies_that_differ_in_words_are_reported_with_both_places():
    corpus, _ = merged(source("a.txt", frag("5A", "Игрок может отменить карту")),
                       source("b.txt", frag("5A", "Игрок не может отменить карту", file="b.txt")))
    conflicts = [i for i in corpus.issues if i.kind == "text-conflict"]
    assert len(conflicts) == 1 and "a.txt:1" in conflicts[0].message and "b.txt:1" in conflicts[0].message
    assert "«не»" in conflicts[0].message


def test_a_partial_copy_inside_a_whole_one_is_no_conflict_and_the_whole_wins():
    corpus, units = merged(source("a.txt", frag("5A", "отменить карту.", partial=True)),
                           source("b.txt", frag("5A", "Игрок может отменить карту.", file="b.txt")))
    assert not corpus.issues
    assert units["5A"].text == "Игрок может отменить карту." and not units["5A"].partial


def test_yo_restored_only_where_unambiguous():
    corpus, units = merged(source("a.txt", frag("5A", "Всё решает партнёр, все игроки согласны.")),
                           source("b.txt", frag("6A", "Все знают, что партнер прав.", file="b.txt")))
    assert units["6A"].text == "Все знают, что партнёр прав."


def test_dangling_references_are_reported_with_their_place():
    corpus, units = merged(source("a.txt", frag("5A", "см. правило 12 и правило 5A")))
    dangling = [i for i in corpus.issues if i.kind == "dangling-ref"]
    assert [i.where for i in dangling] == [Location("a.txt", 1)]
    assert units["5A"].refs == ("12", "5A")


# -- YAML -------------------------------------------------------------------------------------------
texts = st.one_of(st.none(), st.text(alphabet=st.characters(blacklist_categories=("Cs", "Cc")), max_size=60))
markers = st.sampled_from(["A", "B", "C"])


@st.composite
def units(draw, law=7):
    section = draw(markers)
    child = Unit(ref=f"{law}{section}", law=law, kind="section", marker=section, title=draw(texts),
                 text=draw(texts), page=draw(st.one_of(st.none(), st.integers(1, 300))),
                 footnotes=tuple(Footnote(m, draw(texts)) for m in draw(st.lists(st.sampled_from("*12"), max_size=2))),
                 refs=tuple(draw(st.lists(st.sampled_from(["12", "45C4(B)", "9A2(B)(1)"]), max_size=3))),
                 tables=tuple(Table(tuple(tuple(r) for r in draw(st.lists(st.lists(st.text(max_size=5), max_size=3),
                                                                         max_size=3))), draw(texts))
                              for _ in range(draw(st.integers(0, 1)))),
                 sources=(Location("x.txt", draw(st.integers(1, 5000))),),
                 partial=draw(st.booleans()))
    return Unit(ref=str(law), law=law, kind="law", marker=str(law), title=draw(texts), text=draw(texts),
                children=(child,), sources=(Location("x.txt", 1),))


@settings(max_examples=150, deadline=None)
@given(units())
def test_model_yaml_model_round_trip(unit):
    law = Law(1987, "ru", 7, (), unit)
    text = dump(law_to_dict(law))
    assert law_from_dict(yaml.safe_load(text)) == law


def test_written_law_files_obey_the_schema(built_laws):
    validator = jsonschema.Draft202012Validator(law_schema())
    for path in (built_laws / "corpus").glob("*/*.yaml"):
        errors = list(validator.iter_errors(yaml.safe_load(path.read_text(encoding="utf-8"))))
        assert not errors, (path, errors[:1])


def test_text_is_written_as_block_scalars(built_laws):
    text = (built_laws / "corpus" / "1987-ru" / "075.yaml").read_text(encoding="utf-8")
    assert "text: |-\n" in text and "Специальные партнёрские соглашения" in text


def test_a_conflicting_later_copy_never_replaces_the_existing_text():
    corpus, units = merged(source("a.txt", frag("5A", "Игрок может отменить карту.")),
                           source("b.txt", frag("5A", "Игрок не может отменить никакую карту вообще.", file="b.txt")))
    assert units["5A"].text == "Игрок может отменить карту."
    assert [i.kind for i in corpus.issues] == ["text-conflict"]


def test_a_second_copy_of_the_skeleton_or_the_subject_index_adds_nothing_twice():
    from dataclasses import replace as copy_with

    from bridge_laws.model import SkeletonUnit, SubjectEntry

    skeleton = (SkeletonUnit("5", "law", "5", 3, Location("s.txt", 1)), SkeletonUnit("5A", "section", "A", 3, Location("s.txt", 2)))
    one = SourceText(file="s.txt", kind="stripped-book", edition=1987, langs=("ru",), skeleton=skeleton,
                     subjects=(SubjectEntry("Взятки", (44,), children=(SubjectEntry("Игра во взятки", (44,)),)),))
    two = copy_with(one, file="t.txt", subjects=(SubjectEntry("Блеф", (40,)),
                                                 SubjectEntry("Взятки", (44,), children=(SubjectEntry("Ход во взятку", (44,)),))))
    corpus = merge([one, two])
    assert [u.ref for u in corpus.get(1987, "ru", 5).unit.walk()] == ["5", "5A"]
    heads = corpus.subjects[(1987, "ru")]
    assert [e.term for e in heads] == ["Блеф", "Взятки"]
    assert [c.term for c in heads[1].children] == ["Игра во взятки", "Ход во взятку"]
