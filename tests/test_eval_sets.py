"""The labelled sets of tests/eval/ (situations-dev, -heldout, -heldout2, -heldout3, -heldout4,
-heldout5, -heldout6, -heldout7, -heldout8, -heldout9, -heldout10, -heldout11, -heldout12, -dev13, -heldout13, -dev14, -heldout14, -dev15, -heldout15, -dev16, -heldout16, -dev17, -heldout17, -dev18, -heldout18, -dev19, -heldout19, -dev20, -heldout20, -dev21, -heldout21, -dev22, -heldout22, -dev23, -heldout23, … -dev28, -heldout28) are well
formed: every case
has a query, a language, a kind, a point of view and governing laws 1–93; no query repeats within a
set or across sets (a held-out query seen in the development half would be tuned on).

A held-out case is never shown: a problem is named by set and number only (see eval/README.md)."""

from __future__ import annotations

import re

import pytest
import yaml

from quality import EVAL, HALVES

LANGS = {"en", "ru", "mixed"}
KINDS = {"sentence", "procedure", "typo", "notation", "term"}
FIELDS = {"q", "lang", "laws", "kind", "view"}
VIEW = re.compile(r"[a-z]+\Z")  # one free lower-case word: player, note, question, forum, chat, scorer…


def norm(q: str) -> str:
    """A query as search reads it, near enough to catch the same query typed twice."""
    return " ".join(q.lower().split())


def problems(name: str, data) -> list[str]:
    """What is wrong with one set, each named by set and case number (never by its text)."""
    if not isinstance(data, list) or not data:
        return [f"{name}: not a non-empty list of cases"]
    found, seen = [], set()
    for i, case in enumerate(data):
        where = f"{name} case {i}"
        if not isinstance(case, dict) or set(case) != FIELDS:
            found.append(f"{where}: fields must be exactly {sorted(FIELDS)}")
            continue
        q, laws = case["q"], case["laws"]
        if not isinstance(q, str) or not q.strip():
            found.append(f"{where}: empty query")
        elif norm(q) in seen:
            found.append(f"{where}: repeats an earlier query of the set")
        else:
            seen.add(norm(q))
        if not (isinstance(laws, list) and laws and len(set(laws)) == len(laws)
                and all(type(n) is int and 1 <= n <= 93 for n in laws)):
            found.append(f"{where}: laws must be distinct law numbers 1–93")
        if case["lang"] not in LANGS:
            found.append(f"{where}: lang not one of {sorted(LANGS)}")
        if case["kind"] not in KINDS:
            found.append(f"{where}: kind not one of {sorted(KINDS)}")
        if not isinstance(case["view"], str) or not VIEW.match(case["view"]):
            found.append(f"{where}: view must be one lower-case word")
    return found


def load(half: str):
    return yaml.safe_load((EVAL / f"situations-{half}.yaml").read_text(encoding="utf-8"))


@pytest.mark.parametrize("half", HALVES)
def test_every_set_is_well_formed(half):
    assert problems(half, load(half)) == []


def test_no_query_appears_in_two_sets():
    first = {}
    clashes = []
    for half in HALVES:
        for i, case in enumerate(load(half)):
            key = norm(case["q"])
            if key in first and first[key][0] != half:
                clashes.append(f"{half} case {i} repeats {first[key][0]} case {first[key][1]}")
            first.setdefault(key, (half, i))
    assert clashes == []


def test_every_law_is_governing_in_the_first_two_halves_and_in_each_later_held_out_set():
    def laws(*halves):
        return {n for half in halves for case in load(half) for n in case["laws"]}

    assert laws("dev", "heldout") == set(range(1, 94))
    assert laws("heldout2") == set(range(1, 94))
    assert laws("heldout3") == set(range(1, 94))
    assert laws("heldout4") == set(range(1, 94))
    assert laws("heldout5") == set(range(1, 94))
    assert laws("heldout6") == set(range(1, 94))
    assert laws("heldout7") == set(range(1, 94))
    assert laws("heldout8") == set(range(1, 94))
    assert laws("heldout9") == set(range(1, 94))
    assert laws("heldout10") == set(range(1, 94))
    assert laws("heldout11") == set(range(1, 94))
    assert laws("heldout12") == set(range(1, 94))
    # the thirteenth (200 situations told without bridge words, in two halves) is spread as calls to a director are
    assert len(laws("dev13", "heldout13")) >= 85
    # the fourteenth (160 in eight new voices, in two halves) likewise
    assert len(laws("dev14", "heldout14")) >= 85
    # the fifteenth (120 in eight more voices, in two halves) likewise
    assert len(laws("dev15", "heldout15")) >= 85
    # the sixteenth (120 with slips of typing, in two halves) is weighted to the laws used most at a table
    assert len(laws("dev16", "heldout16")) >= 70
    # the seventeenth (120 short queries as typed into a search box, in two halves) likewise
    assert len(laws("dev17", "heldout17")) >= 70
    # the eighteenth (120 short Russian queries typed into a search box, in two halves) likewise
    assert len(laws("dev18", "heldout18")) >= 70
    # the nineteenth (120 questions dictated to a phone, in two halves) likewise
    assert len(laws("dev19", "heldout19")) >= 70
    # the twentieth (160 told without bridge words, in eight voices new to the sets, in two halves)
    assert len(laws("dev20", "heldout20")) >= 85
    # the twenty-first (160 in eight more voices new to the sets, in two halves)
    assert len(laws("dev21", "heldout21")) >= 85
    # the twenty-second (160 in eight more voices new to the sets, in two halves)
    assert len(laws("dev22", "heldout22")) >= 85
    # the twenty-third (160 in eight more voices new to the sets, in two halves)
    assert len(laws("dev23", "heldout23")) >= 85
    # the twenty-fourth to twenty-eighth (160 each in eight more voices new to the sets, in two halves)
    for n in (24, 25, 26, 27, 28):
        assert len(laws(f"dev{n}", f"heldout{n}")) >= 85, n


GOOD = {"q": "partner paused then bid", "lang": "en", "laws": [16, 73], "kind": "sentence", "view": "forum"}


@pytest.mark.parametrize("change, message", [
    ({"laws": [94]}, "laws must be distinct law numbers 1–93"),
    ({"laws": [0]}, "laws must be distinct law numbers 1–93"),
    ({"laws": []}, "laws must be distinct law numbers 1–93"),
    ({"laws": [16, 16]}, "laws must be distinct law numbers 1–93"),
    ({"laws": ["16"]}, "laws must be distinct law numbers 1–93"),
    ({"laws": [True]}, "laws must be distinct law numbers 1–93"),
    ({"lang": "de"}, "lang not one of"),
    ({"kind": "story"}, "kind not one of"),
    ({"view": "Forum post"}, "view must be one lower-case word"),
    ({"q": "  "}, "empty query"),
    ({"extra": 1}, "fields must be exactly"),
])
def test_a_malformed_case_is_named_by_set_and_number_only(change, message):
    bad = {**GOOD, **change}
    [found] = problems("heldout2", [GOOD | {"q": "another query"}, bad])
    assert found.startswith("heldout2 case 1: ") and message in found
    assert "partner paused" not in found  # the case's text is never shown


def test_a_query_typed_twice_in_a_set_is_caught():
    again = GOOD | {"q": "Partner  paused then BID"}
    assert problems("dev", [GOOD, again]) == ["dev case 1: repeats an earlier query of the set"]


def test_a_set_that_is_not_a_list_is_refused():
    assert problems("dev", {"q": "x"}) == ["dev: not a non-empty list of cases"]
    assert problems("dev", []) == ["dev: not a non-empty list of cases"]
