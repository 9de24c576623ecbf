"""Any text through every reader and through reference extraction: a result or a clean SourceError,
never another exception, and never more than linear time (a 1 MB pathological line in seconds)."""

from __future__ import annotations

import random

import pytest
from hypothesis import HealthCheck, given, settings
from hypothesis import strategies as st

from bridge_laws.errors import SourceError
from bridge_laws.readers.book import read_book
from bridge_laws.readers.formats.text import TextReader
from bridge_laws.readers.bilingual import read_site
from bridge_laws.readers.skeleton import read_skeleton
from bridge_laws.readers.standard import read_standard
from bridge_laws.refs import find_citations, find_stripped_citations
from bridge_laws.readers import detect
from bridge_laws.readers.subjects import parse_subject_index

from helpers import SOURCES, assert_linear
SEEDS = {p.name: p.read_text(encoding="utf-8") for p in sorted(SOURCES.glob("*.txt"))}


def _skeleton():
    text = SEEDS["1987-ru-stripped-book.txt"]
    return read_skeleton(text, "1987-ru-stripped-book.txt").skeleton


SKELETON = _skeleton()

# Every parser of raw text, as the build calls it.
PARSERS = {
    "skeleton": lambda t: read_skeleton(t, "fuzz.txt"),
    "web-book": lambda t: read_book(t, "fuzz.txt", "web-book", 1987, "ru", SKELETON),
    "dos-book": lambda t: read_book(t, "fuzz.txt", "dos-book", 1987, "ru", SKELETON),
    "site": lambda t: read_site(t, "fuzz.txt"),
    "standard": lambda t: read_standard(t, "fuzz.txt", 2017),
    "standard-given-law": lambda t: read_standard(t, "fuzz.txt", 2017, law=5),
    "plain-text-format": lambda t: TextReader().read(t.encode("utf-8", "surrogatepass"), "fuzz.txt"),
    "subjects": lambda t: parse_subject_index(list(enumerate(t.split("\n"), start=1)), "fuzz.txt"),
    "detect": detect,
    "citations": lambda t: find_citations(t, 5),
    "citations-no-law": lambda t: find_citations(t, None),
    "stripped-citations": find_stripped_citations,
}


def survives(name: str, text: str):
    """The only exception a parser may raise is SourceError, which names the file."""
    try:
        return PARSERS[name](text)
    except SourceError as exc:
        assert exc.file == "fuzz.txt"
        return None


# Characters that matter to the parsers, mixed with any Unicode at all.
ALPHABET = st.one_of(
    st.sampled_from(list("Правило ПРАВИЛО LAW Глава CHAPTER ABCH 0123456789.()-=*|\t\n  „‚њҐ²³зIВ[]см.также<>•–:")),
    st.characters(),
)
TEXTS = st.text(ALPHABET, max_size=2000)
FUZZ = settings(max_examples=150, deadline=None, suppress_health_check=[HealthCheck.too_slow])


@pytest.mark.parametrize("name", PARSERS)
@FUZZ
@given(text=TEXTS)
def test_random_text(name, text):
    survives(name, text)


@st.composite
def shuffled_source(draw):
    """Lines of a real source, shuffled, dropped and repeated: every trap of the layout, out of order."""
    seed = draw(st.sampled_from(sorted(SEEDS)))
    lines = SEEDS[seed].split("\n")
    rng = random.Random(draw(st.integers(0, 2**32)))
    start = rng.randrange(len(lines))
    chunk = lines[start:start + rng.randrange(1, 400)]
    mode = draw(st.sampled_from(["shuffle", "drop", "repeat", "as-is"]))
    if mode == "shuffle":
        rng.shuffle(chunk)
    elif mode == "drop":
        chunk = [ln for ln in chunk if rng.random() > 0.3]
    elif mode == "repeat":
        chunk = chunk + chunk[: rng.randrange(len(chunk) + 1)]
    return "\n".join(chunk)


@pytest.mark.parametrize("name", PARSERS)
@FUZZ
@given(text=shuffled_source())
def test_shuffled_lines_of_the_real_sources(name, text):
    survives(name, text)


@pytest.mark.parametrize("name", PARSERS)
@pytest.mark.parametrize("seed", sorted(SEEDS))
def test_truncated_at_sampled_points(name, seed):
    """Each real source cut at 25 points (every line end would take minutes; the points are
    spread evenly plus random ones, seeded, so a failure reproduces)."""
    text = SEEDS[seed]
    rng = random.Random(seed)
    points = {len(text) * k // 12 for k in range(12)} | {rng.randrange(len(text)) for _ in range(13)}
    for cut in sorted(points):
        survives(name, text[:cut])


def test_real_sources_read_whole():
    for seed, text in SEEDS.items():
        assert detect(text).kind is not None, seed


# -- no catastrophic slowness ----------------------------------------------------------------
MB = 1_000_000
PATHOLOGICAL = {
    "law headers": "Правило 1.",
    "open parens": "(",
    "section markers": "A.",
    "dashes": "-",
    "digits": "7",
    "dots": ".",
    "equals": "=",
    "footnote marks": "(*)",
    "bars": "|",
    "citation list": "правило 1, ",
    "section citation list": "раздел A, ",
    "stripped refs": "(. 1 ",
    "spaced capitals": "П ",
    "superscripts": "а²",
    "quotes": "> ",
    "mail headers": "From: x ",
    "bullets": "• ",
    "menu": "Home | ",
    "letter strip": "А Б ",
    "prefixed header": "Draft Law 1 - X ",
    "mangled table": "20 з 40 1 I ",
    "run-on markers": "A. 1. (a) б) ",
}


def _repeated(unit: str):
    return lambda size: (unit * (size // len(unit) + 1))[:size]


@pytest.mark.slow
@pytest.mark.parametrize("name", PARSERS)
@pytest.mark.parametrize("pattern", PATHOLOGICAL, ids=list(PATHOLOGICAL))
def test_one_megabyte_pathological_line(name, pattern):
    assert_linear(lambda text: survives(name, text), _repeated(PATHOLOGICAL[pattern]), MB, f"{name} on {pattern!r}")


# Many short lines of one shape: what the standard reader and the detection look at line by line
# (page numbers, menus, quote marks, mail headers, law headers, bare numbers) must stay linear too.
MANY_LINES = {"page numbers": "- 7 -\n", "menus": "Home | Laws\n", "quotes": "> > x\n", "mail headers": "From: x\n",
              "law headers": "LAW 5 - X\n", "bare headers": "Law 5\n", "numbers": "1\n", "letter strips": "A B C D E F\n",
              # a last unit of a writer's words: sentences that speak to the reader, colons, open quotes
              "writer's words": "A. Sample.\nCall me, I say:\nЗвоните «нам.\nThe sample player bids.\n",
              "checklists": "- [ ] x\n",
              # quote marks that open and never close, then marks that close nothing (quote_open's stack)
              "quote marks": "A. Sample «„“‘ quote.\nCall me »”’ now.\n"}


@pytest.mark.slow
@pytest.mark.parametrize("name", ["standard", "standard-given-law", "detect"])
@pytest.mark.parametrize("pattern", MANY_LINES, ids=list(MANY_LINES))
def test_one_megabyte_of_short_lines(name, pattern):
    assert_linear(lambda text: survives(name, text), _repeated(MANY_LINES[pattern]), MB, f"{name} on {pattern!r} lines")


@pytest.mark.slow
@pytest.mark.parametrize("opening, closing", [("«", "”"), ("„“", "»"), ("‘", '"')])
def test_quote_marks_that_never_close_are_read_in_linear_time(opening, closing):
    """A megabyte of opening marks, then of closing marks that close none of them: the quote
    tracker's stack stays shallow (textfix.quote_open)."""
    from bridge_laws.text.textfix import quote_open

    def make(size):
        return opening * (size // (2 * len(opening))) + closing * (size // (2 * len(closing)))

    assert_linear(lambda text: quote_open([text, "x"]), make, MB, f"{opening!r} then {closing!r}")
