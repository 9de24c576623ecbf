"""What a director types into the calculators and `bridge-laws score|imps|matchpoints`: every
usual form of two scores is read as two scores with the working shown, anything else is refused
with a reason, and no input with two numbers is ever read as one (a property, for any text).
The site's calculators, run by Node on a built site, read every form as the CLI does."""

from __future__ import annotations

import json
import math
import random
import re
from collections import Counter
from pathlib import Path

import pytest
from click.testing import CliRunner
from hypothesis import given, settings, strategies as st

from bridge_laws.cli import main
from bridge_laws.corpus import scoring
from bridge_laws.corpus.scoresheet import BadInput, parse_contract, read_imps, read_score, read_scores
import helpers
from helpers import LAWS, TESTS

HARNESS = TESTS / "js" / "scoring_node.js"

# (what is typed, the difference it makes, the two scores read or None, how they were read)
IMP_FORMS = [
    ("470 140", 330, (470, 140), "plain"), ("470-140", 330, (470, 140), "plain"),
    ("470 - 140", 330, (470, 140), "plain"), ("470 – 140", 330, (470, 140), "plain"),
    ("470 vs 140", 330, (470, 140), "plain"), ("470 VS. 140", 330, (470, 140), "plain"),
    ("470 v 140", 330, (470, 140), "plain"), ("470 против 140", 330, (470, 140), "plain"),
    ("470/140", 330, (470, 140), "plain"), ("470, 140", 330, (470, 140), "plain"),
    ("140 470", -330, (140, 470), "plain"), ("470\u00a0140", 330, (470, 140), "plain"),
    ("+470 −140", 330, (470, -140), "signed"), ("+470 -140", 330, (470, -140), "signed"),
    ("+470-140", 330, (470, -140), "signed"), ("−470 +140", -330, (-470, 140), "signed"),
    ("+420 +100", 520, (420, 100), "signed"), ("-50 -100", -150, (-50, -100), "signed"),
    ("430", 430, None, "one"), ("-1460", -1460, None, "one"), ("−1460", -1460, None, "one"),
    (" + 430 ", 430, None, "one"), ("0", 0, None, "one"),
    ("\u20101460", -1460, None, "one"), ("+470 \u2011140", 330, (470, -140), "signed"),  # the Unicode hyphens
]
# (what is typed, why it is refused)
IMP_REFUSED = [
    ("470 -140", "mixed"), ("+470 140", "mixed"), ("470 +140", "mixed"), ("-470 140", "mixed"),
    ("470 140 150", "many"), ("abc", "nonumber"), ("", "nonumber"), ("1 460", "tens"), ("1,460", "tens"),
    ("475 140", "tens"), ("470 x 140", "imps"), ("470--140", "mixed"), ("4701400", "long"),
    ("470 1400000", "long"), ("471", "tens"), ("-1465", "tens"),
]
WORKING = {"470 140": "470 − 140 = 330", "+470 −140": "+470 − 140 = 330", "−470 +140": "−470 + 140 = −330",
           "140 470": "140 − 470 = −330", "-1460": "−1460"}
MP_FORMS = [("420 420 450 -50 170", [420, 420, 450, -50, 170]), ("420, 450; −50", [420, 450, -50]),
            ("  100\t-200\n100 ", [100, -200, 100]), ("+420 -420", [420, -420])]
MP_REFUSED = [("420-50", "score"), ("420 x", "score"), ("", "empty"), (" , ", "empty"), ("1 460", "tens"),
              ("1,460", "tens"), ("- 420", "score"), ("4200000", "long")]
CONTRACT_FORMS = [("3БКХ-2", "3NTX-2"), ("3БКХХ=", "3NTXX="), ("3бкх-2", "3NTX-2"), ("4SХ-1", "4SX-1"),
                  ("4SХХ=", "4SXX="), ("4♠\ufe0f=", "4S="), ("4 S X − 1", "4SX-1"), ("2С=", "2C="),
                  ("1НX+1", "1HX+1"), ("4S-10", None), ("4S\u20101", "4S-1"), ("3NTX\u20112", "3NTX-2"),
                  ("4пк-2", "4SX-2"), ("4ПКК=", "4SXX="), ("3бкк+1", "3NTX+1"), ("5чк-1", "5HX-1"), ("4КК=", "4CX="),
                  ("3бк=", "3NT=")]
CONTRACT_REFUSED = [("4S-1 0", "joined"), ("4S+1 2", "joined"), ("1 0NT=", "joined"), ("4S+" + "1" * 5000, "contract"),
                    ("4Q=", "contract"), ("4S+0", "exact"), ("4S+4", "tricks"), ("1NT-8", "down"), ("4S=x", "contract")]


@pytest.mark.parametrize("text,diff,scores,kind", IMP_FORMS)
def test_every_usual_form_of_two_scores(text, diff, scores, kind):
    reading = read_imps(text)
    assert (reading.diff, reading.scores, reading.kind) == (diff, scores, kind)
    if text in WORKING:
        assert reading.working() == WORKING[text]


@pytest.mark.parametrize("text,code", IMP_REFUSED)
def test_anything_else_is_refused_with_a_reason(text, code):
    with pytest.raises(BadInput) as refused:
        read_imps(text)
    assert refused.value.code == code and len(str(refused.value).splitlines()) == 1


@pytest.mark.parametrize("text,scores", MP_FORMS)
def test_a_boards_scores(text, scores):
    assert read_scores(text) == scores


@pytest.mark.parametrize("text,code", MP_REFUSED)
def test_a_boards_scores_refused(text, code):
    with pytest.raises(BadInput) as refused:
        read_scores(text)
    assert refused.value.code == code


@pytest.mark.parametrize("text,same_as", CONTRACT_FORMS)
def test_contracts_as_russian_directors_write_them(text, same_as):
    assert parse_contract(text) == parse_contract(same_as or text)


@pytest.mark.parametrize("text,code", CONTRACT_REFUSED)
def test_contracts_refused(text, code):
    with pytest.raises(BadInput) as refused:
        parse_contract(text)
    assert refused.value.code == code and len(str(refused.value)) < 300


def test_every_figure_of_law_77_is_in_tens(corpus):
    """SCORE_STEP is what the tables say: every number of Law 77 of every edition is a multiple of 10."""
    for edition, lang in {(law.edition, law.lang) for law in corpus.laws if law.number == 77}:
        f = scoring.figures(corpus, edition, lang)
        values = [x.value for table in (f.trick, f.slam, f.overtrick, f.premium, f.undertrick)
                  for x in table.values() if isinstance(x.value, int)]
        assert values and math.gcd(*values) == 10, (edition, lang)
        assert scoring.largest_score(f) == 7600  # 7NTXX thirteen down vulnerable


# -- the property: no input with two numbers is ever read as one ------------------------------
# Pieces that stand between numbers in what people type, and the characters that could join them.
PIECES = [" ", "  ", "\u00a0", "\u202f", "\t", "\n", "-", "\u2010", "\u2011", "−", "–", "—", "+", ",", ";", "/", ":", ".", "vs", "v",
          "против", "x", "X", "Х", "S", "NT", "БК", "П", "=", "'", "_", "\ufe0f", "٤", "０"]
texts = st.lists(st.one_of(st.from_regex(r"[0-9]{1,4}", fullmatch=True), st.sampled_from(PIECES),
                           st.text(max_size=2)), max_size=8).map("".join)


def numbers_read(kind: str, text: str) -> list[int] | None:
    """The numbers a reader took from ``text`` (None when it refused)."""
    try:
        if kind == "imps":
            r = read_imps(text)
            return [abs(r.diff)] if r.scores is None else [abs(s) for s in r.scores]
        if kind == "scores":
            return [abs(s) for s in read_scores(text)]
        if kind == "score":
            return [abs(read_score(text))]
        c = parse_contract(text)
        return [c.level] + ([abs(c.result)] if c.result else [])
    except BadInput:
        return None


@settings(max_examples=600, deadline=None)
@given(texts, st.sampled_from(["imps", "scores", "score", "contract"]))
def test_no_two_numbers_are_ever_read_as_one(text, kind):
    """Every number read is one of the runs of digits typed, each run read once: never two runs
    joined («470 140» → 470140), never a run dropped, never a digit of another script."""
    read = numbers_read(kind, text)
    if read is not None:
        assert Counter(read) == Counter(int(run) for run in re.findall(r"[0-9]+", text)), (kind, text, read)


@settings(max_examples=300, deadline=None)
@given(st.text(max_size=30), st.sampled_from(["imps", "scores", "score", "contract"]))
def test_any_text_is_read_or_refused(text, kind):
    numbers_read(kind, text)  # never another exception


# -- the CLI ---------------------------------------------------------------------------------
def cli(*args):
    return CliRunner().invoke(main, ["--laws", str(LAWS), *args])


def test_imps_shows_the_working():
    result = cli("imps", "470 140")
    assert result.exit_code == 0
    assert result.output.splitlines()[0] == "470 − 140 = 330 → +8 IMP [1997 ru]"
    assert "the first minus the second" in result.output
    assert cli("imps", "470", "140").output == result.output  # two arguments, the same two scores
    data = json.loads(cli("imps", "+470", "-140", "--json").output)
    assert data["imps"] == 8 and data["input"] == {"diff": 330, "scores": [470, -140], "read_as": "signed",
                                                   "working": "+470 − 140 = 330"}


@pytest.mark.parametrize("text,value", [("420", 420), (" −100 ", -100), ("+ 50", 50)])
def test_one_score(text, value):
    assert read_score(text) == value


@pytest.mark.parametrize("args", [("imps", "470140"), ("imps", "470 -140"), ("imps", "1 460"),
                                  ("matchpoints", "420 450", "420-50"), ("score", "4S+" + "1" * 5000),
                                  ("score", "4S-1 0"), ("adjust", "4S-1 N", "--versus", "420 450"),
                                  ("adjust", "4S-1 N", "--field", "400 4 30")])
def test_the_cli_refuses_in_one_line_with_exit_2(args):
    result = cli(*args)
    assert result.exit_code == 2 and result.output.startswith("Error: ") and len(result.output.splitlines()) == 1
    assert "Traceback" not in result.output and len(result.output) < 400


def test_a_russian_contract_with_a_cyrillic_kha():
    data = json.loads(cli("score", "3БКХ-2", "--json").output)
    assert data["contract"] == "3NTX-2" and data["score"] == -300


def test_matchpoints_is_one_sort_not_quadratic():
    """The same matchpoints as the definition (Law 78A) counted pair by pair, with many ties."""
    rng = random.Random(78)
    scores = [rng.choice(range(-1000, 1001, 10)) for _ in range(3000)]
    got = [r["matchpoints"] for r in scoring.matchpoints(scores)]
    for i in rng.sample(range(len(scores)), 50):
        s = scores[i]
        assert got[i] == 2 * sum(o < s for o in scores) + sum(o == s for o in scores) - 1


# -- the site's calculators read every input as the CLI does ---------------------------------
def run_node(site: Path, calls: list) -> list:
    return helpers.run_node(HARNESS, site, calls, "the site's calculators")


def python_answer(kind: str, text: str, version: str, corpus) -> dict:
    """What the CLI's library gives for one call, in the shape of the Node harness's answer."""
    try:
        if kind == "imps":
            edition, lang = version.split("-")
            f = scoring.for_edition(corpus, int(edition), lang, law=78)
            reading = scoring.check_imps_input(f, read_imps(text))
            return {"ok": [reading.diff, reading.scores and list(reading.scores), reading.kind, reading.working(),
                           scoring.imps(f, reading.diff).imps]}
        if kind == "matchpoints":
            return {"ok": scoring.matchpoints(read_scores(text))}
        c = parse_contract(text)
        return {"ok": [c.level, c.strain, c.doubling, c.result]}
    except BadInput as exc:
        return {"refused": exc.code}


def node_answer(kind: str, answer: dict) -> dict:
    if "refused" in answer:
        return {"refused": answer["refused"]}
    r = answer["ok"]
    if kind == "imps":
        return {"ok": [r["diff"], r["scores"], r["read_as"], r["working"], r["imps"]]}
    if kind == "contract":
        return {"ok": [r["level"], r["strain"], r["doubling"], r["result"]]}
    return {"ok": r}


def sample_inputs(n: int) -> list[str]:
    """``n`` texts made of the same pieces as the property's, reproducibly."""
    rng = random.Random(24)
    out = []
    for _ in range(n):
        parts = [rng.choice([str(rng.randrange(0, 10 ** rng.randint(1, 4))), rng.choice(PIECES)])
                 for _ in range(rng.randint(1, 6))]
        out.append("".join(parts))
    return out


def test_the_calculators_and_the_cli_agree_on_every_input_form(site, corpus):
    forms = ([t for t, *_ in IMP_FORMS] + [t for t, _ in IMP_REFUSED] + [t for t, _ in MP_FORMS]
             + [t for t, _ in MP_REFUSED] + [t for t, _ in CONTRACT_FORMS] + [t for t, _ in CONTRACT_REFUSED]
             + ["470140", "99990 0"] + sample_inputs(1500))
    calls = [(kind, text, version) for text in forms for kind, version in
             (("imps", "1997-ru"), ("imps", "1987-ru"), ("matchpoints", None), ("contract", None))]
    node = run_node(site, [[k, v, t] if k == "imps" else [k, t] for k, t, v in calls])
    differ = [(k, t, v, python_answer(k, t, v, corpus), node_answer(k, a))
              for (k, t, v), a in zip(calls, node) if python_answer(k, t, v, corpus) != node_answer(k, a)]
    assert not differ, differ[:5]
    refused = sum("refused" in a for a in node)
    assert 0 < refused < len(node)  # both kinds of answer were exercised
