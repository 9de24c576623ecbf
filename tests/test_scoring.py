"""Scoring from the Laws' tables: every line of Law 77 worked out by hand, the 78B scale at both
edges of every band, 78A matchpoints with ties; the CLI's output and errors."""

from __future__ import annotations

import json

import pytest
from click.testing import CliRunner
from hypothesis import given, strategies as st

from bridge_laws.corpus import scoring
from bridge_laws.cli import main
from bridge_laws.model import Corpus, Law, Table, Unit

VERSIONS = [(1987, "ru"), (1997, "ru"), (1997, "en")]

# (contract, vulnerable, score): worked out by hand, trick score + premiums, or the penalty.
CASES = [
    # partscores: trick score under 100, + 50
    ("1C=", False, 70), ("2D=", True, 90), ("1S=", False, 80), ("2H=", False, 110), ("1NT=", False, 90),
    ("2NT=", True, 120), ("3C=", False, 110), ("4D=", False, 130),
    # games: 100 or more, + 300 not vulnerable, + 500 vulnerable
    ("3NT=", False, 400), ("3NT=", True, 600), ("4H=", False, 420), ("4S=", True, 620), ("5C=", False, 400),
    ("5D=", True, 600),
    # slams
    ("6S=", False, 980), ("6S=", True, 1430), ("6C=", False, 920), ("7NT=", False, 1520), ("7NT=", True, 2220),
    ("7D=", True, 2140),
    # doubled and redoubled, made: doubled trick score, + 50 / + 100 for making it
    ("1CX=", False, 140), ("1NTX=", True, 180), ("2SX=", False, 470), ("2SX=", True, 670), ("2NTX=", False, 490),
    ("2NTX=", True, 690), ("1CXX=", False, 230), ("1NTXX=", False, 560), ("1NTXX=", True, 760),
    ("2CXX=", False, 560), ("7NTXX=", True, 2980),
    # overtricks: trick value undoubled; 100/200 doubled, 200/400 redoubled
    ("4S+1", False, 450), ("3NT+2", True, 660), ("2C+2", False, 130), ("1NT+1", False, 120),
    ("2HX+1", False, 570), ("2HX+1", True, 870), ("1CXX+2", True, 1030), ("4SXX+1", False, 1080),
    # undertricks undoubled: 50 / 100 each
    ("4S-1", False, -50), ("4S-1", True, -100), ("4S-3", False, -150), ("7NT-13", True, -1300),
    # doubled, not vulnerable: 100, 200, 200, then 300 (200 + the 100 for the fourth and later)
    ("3HX-1", False, -100), ("3HX-2", False, -300), ("3HX-3", False, -500), ("3HX-4", False, -800),
    ("3HX-5", False, -1100), ("3HX-7", False, -1700),
    # doubled, vulnerable: 200, then 300 each
    ("3HX-1", True, -200), ("3HX-2", True, -500), ("3HX-3", True, -800), ("3HX-4", True, -1100),
    ("3HX-5", True, -1400),
    # redoubled
    ("3HXX-1", False, -200), ("3HXX-2", False, -600), ("3HXX-3", False, -1000), ("3HXX-4", False, -1600),
    ("3HXX-1", True, -400), ("3HXX-2", True, -1000), ("3HXX-4", True, -2200), ("7NTXX-13", True, -7600),
]

# The 78B scale, band by band: (low, high, IMPs).
BANDS = [(20, 40, 1), (50, 80, 2), (90, 120, 3), (130, 160, 4), (170, 210, 5), (220, 260, 6), (270, 310, 7),
         (320, 360, 8), (370, 420, 9), (430, 490, 10), (500, 590, 11), (600, 740, 12), (750, 890, 13),
         (900, 1090, 14), (1100, 1290, 15), (1300, 1490, 16), (1500, 1740, 17), (1750, 1990, 18),
         (2000, 2240, 19), (2250, 2490, 20), (2500, 2990, 21), (3000, 3490, 22), (3500, 3990, 23)]


@pytest.fixture(scope="module")
def figs(corpus):
    return {(e, l): scoring.figures(corpus, e, l) for e, l in VERSIONS}


@pytest.mark.parametrize("version", VERSIONS)
@pytest.mark.parametrize("contract,vul,expected", CASES)
def test_score_by_hand(figs, version, contract, vul, expected):
    result = scoring.score(figs[version], scoring.parse_contract(contract), vul)
    assert result.score == expected
    sign = -1 if expected < 0 else 1
    assert sign * sum(line.points for line in result.breakdown) == expected
    assert all(line.figure.ref == "77" and line.figure.anchor.startswith("77-t") for line in result.breakdown)


@pytest.mark.parametrize("written,same_as", [
    ("4♠=", "4S="), ("4П=", "4S="), ("3БК+1", "3NT+1"), ("4sx-1", "4SX-1"), ("4 S X − 1", "4SX-1"),
    ("2Т=", "2C="), ("2К=", "2C="), ("2Б=", "2D="), ("2Ч=", "2H="), ("2С=", "2C="), ("4SХХ=", "4SXX="),
    ("3N=", "3NT="), ("1♥X+1", "1HX+1"),
])
def test_scoresheet_spellings(written, same_as):
    assert scoring.parse_contract(written) == scoring.parse_contract(same_as)


@pytest.mark.parametrize("bad", ["", "4S", "8S=", "0S=", "4Q=", "4S+4", "1NT-8", "4S+0", "4SXXX=", "4S=1", "S4="])
def test_malformed_contracts(bad):
    with pytest.raises(scoring.BadInput):
        scoring.parse_contract(bad)


@pytest.mark.parametrize("version", VERSIONS)
def test_imp_bands_at_both_edges(figs, version):
    f = figs[version]
    for low, high, imps in BANDS:
        assert scoring.imps(f, low).imps == imps and scoring.imps(f, high).imps == imps
        assert scoring.imps(f, -high).imps == -imps
    assert scoring.imps(f, 4000).imps == 24 and scoring.imps(f, 12000).imps == 24
    assert scoring.imps(f, 0).imps == 0 and scoring.imps(f, 10).imps == 0 and scoring.imps(f, 10).band is None
    assert scoring.imps(f, 430).band[2].anchor == "78B-t1"
    with pytest.raises(scoring.BadInput):
        scoring.imps(f, 45)  # between 20–40 and 50–80


@pytest.mark.parametrize("scores,expected", [
    ([420, 450, -50], [2, 4, 0]),
    ([420, 420, 450, -50, 170], [5, 5, 8, 0, 2]),
    ([100, 100, 100], [2, 2, 2]),
    ([-200], [0]),
])
def test_matchpoints_with_ties(scores, expected):
    assert [r["matchpoints"] for r in scoring.matchpoints(scores)] == expected


@given(st.lists(st.integers(-7600, 7600), min_size=1, max_size=30))
def test_matchpoints_share_the_top(scores):
    results = scoring.matchpoints(scores)
    n = len(scores)
    assert sum(r["matchpoints"] for r in results) == n * (n - 1)  # every pair shares two
    assert all(0 <= r["matchpoints"] <= 2 * (n - 1) for r in results)


def _tiny_corpus(*tables: Table, text: str = "") -> Corpus:
    unit = Unit(ref="77", law=77, kind="law", marker="77", text=text, tables=tables)
    return Corpus(laws=(Law(2099, "en", 77, (), unit),))


def test_a_figure_the_tables_lack_is_reported_not_invented():
    # an imported edition whose undertrick table has no redoubled column
    under = Table(rows=(("For first undertrick", 50, 100), ("For each additional undertrick", 50, 200)),
                  header=(("", "Not Vulnerable", "Not Vulnerable"), ("", "Undbld", "Dbld")), anchor="77-t1")
    f = scoring.figures(_tiny_corpus(under), 2099, "en")
    assert scoring.score(f, scoring.parse_contract("3HX-2"), False).score == -300
    with pytest.raises(scoring.ScoringError, match="2099 en.*undertrick table"):
        scoring.score(f, scoring.parse_contract("3HXX-1"), False)
    with pytest.raises(scoring.ScoringError, match="trick score table"):
        scoring.score(f, scoring.parse_contract("3H="), False)


def test_an_imported_editions_own_figures_are_used():
    # made-up figures laid out the other way round: the engine reads the words, not positions
    trumps = Table(rows=(("Undoubled", 10, 10, 30, 30),), caption="IF TRUMPS ARE:", anchor="77-t1")
    prem = Table(rows=(("For making GAME, not vulnerable", 330), ("For making any PARTSCORE", 60)), anchor="77-t2")
    f = scoring.figures(_tiny_corpus(trumps, prem, text="A trick score of 100 points or more is GAME."), 2099, "en")
    assert scoring.score(f, scoring.parse_contract("4S="), False).score == 4 * 30 + 330
    assert scoring.score(f, scoring.parse_contract("2C="), False).score == 2 * 10 + 60


@pytest.mark.parametrize("figure", [10 ** 50, -20, 25, True])
def test_a_figure_that_is_no_score_is_refused_by_the_calculator_and_by_check(figure, tmp_path):
    """A trick's value edited by hand to 10**50 or -20 passed `check`, and `score 1C=` computed with
    it (a red team): the calculator refuses it, naming the table, and `check` names the unit."""
    import shutil

    from bridge_laws.corpus.check import check_corpus
    from helpers import LAWS

    trumps = Table(rows=(("Undoubled", figure, 20, 30, 30),), caption="IF TRUMPS ARE:", anchor="77-t1")
    f = scoring.figures(_tiny_corpus(trumps, text="A trick score of 100 points or more is GAME."), 2099, "en")
    with pytest.raises(scoring.ScoringError, match="77-t1 gives .* which is no score"):
        scoring.score(f, scoring.parse_contract("1C="), False)
    if figure is True:
        return  # (a YAML «true» in a table is the schema's to refuse)
    corpus = tmp_path / "corpus"
    shutil.copytree(LAWS / "corpus", corpus)
    law = corpus / "1997-ru" / "077.yaml"
    law.write_text(law.read_text(encoding="utf-8").replace("    - - Без контры\n      - 20\n",
                                                           f"    - - Без контры\n      - {str(figure).lower()}\n", 1),
                   encoding="utf-8")
    assert any("is no score of Law 77" in str(p) for p in check_corpus(corpus))


# -- the CLI ----------------------------------------------------------------------------------------
@pytest.fixture(scope="module")
def run(built_laws):
    runner = CliRunner()

    def invoke(*args):
        return runner.invoke(main, ["--laws", str(built_laws), *args], catch_exceptions=False)

    return invoke


def test_score_json(run):
    data = json.loads(run("score", "4SX-1", "--vulnerable", "--edition", "1987", "--json").output)
    assert data["score"] == -200 and data["edition"] == 1987 and data["contract"] == "4♠X-1"
    line = data["breakdown"][0]
    assert line["points"] == 200 and line["source"]["table"] == "77-t6" and line["source"]["row"] == "За 1-ю н.в.:"


@pytest.mark.parametrize("typed, first", [
    (("4S-1", "vul"), "4♠-1, vulnerable"), (("3NT+1", "nv"), "3NT+1, not vulnerable"),
    (("4ПК-2", "в", "зоне"), "4♠X-2, vulnerable"), (("4S-1", "non-vul"), "4♠-1, not vulnerable"),
])
def test_score_reads_the_vulnerability_said_after_the_contract(run, typed, first):
    assert run("score", *typed, "--lang", "en").output.startswith(first)


@pytest.mark.parametrize("typed", [("4S-1", "banana"), ("4S-1", "vul", "3NT="), ("vul",)])
def test_score_refuses_other_words_after_the_contract(run, typed):
    result = run("score", *typed)
    assert result.exit_code == 2 and "cannot read the contract" in result.output


def test_score_text_names_the_rows(run):
    out = run("score", "3БК+1", "--lang", "en").output
    assert out.splitlines()[0].startswith("3NT+1, not vulnerable [1997 en]: +430")
    assert "77-t2: «For first odd trick bid and made»" in out and "77-t5" in out


def test_imps_and_matchpoints_json(run):
    data = json.loads(run("imps", "-1460", "--json").output)
    assert data["imps"] == -16 and data["band"]["low"] == 1300 and data["band"]["table"] == "78B-t1"
    data = json.loads(run("matchpoints", "420", "420", "450", "-50", "--json").output)
    assert data["results"] == [{"score": 420, "matchpoints": 3}, {"score": 420, "matchpoints": 3},
                               {"score": 450, "matchpoints": 6}, {"score": -50, "matchpoints": 0}]


@pytest.mark.parametrize("args", [("score", "4Q="), ("score", "8S="), ("imps", "abc"), ("imps", "45"),
                                  ("matchpoints", "420", "x")])
def test_malformed_input_exits_2(run, args):
    result = CliRunner().invoke(main, list(args))
    assert result.exit_code == 2 and result.output.startswith("Error: ") and "Traceback" not in result.output


def test_an_edition_without_the_tables(run):
    result = run("score", "4S=", "--edition", "1987", "--lang", "en")
    assert result.exit_code == 1 and "1987 en" in result.output


contracts = st.builds(lambda level, strain, dbl: (level, strain, dbl), st.integers(1, 7),
                      st.sampled_from(["C", "D", "H", "S", "NT", "♠", "П", "БК"]), st.sampled_from(["", "X", "XX"]))


@given(contracts, st.booleans(), st.integers(-13, 6))
def test_more_tricks_never_score_less(figs, contract, vul, result):
    level, strain, dbl = contract
    f = figs[(1997, "en")]

    def points(res: int) -> int | None:
        if not -(level + 6) <= res <= 7 - level:
            return None
        text = f"{level}{strain}{dbl}" + ("=" if res == 0 else f"{res:+d}")
        return scoring.score(f, scoring.parse_contract(text), vul).score

    here, more = points(result), points(result + 1)
    if here is not None:
        assert (here > 0) == (result >= 0)
        if more is not None:
            assert more > here


@pytest.mark.parametrize("typed", [["pass"], ["all", "pass"], ["пас-пас-пас-пас"], ["Passed", "out"], ["P-P-P-P"],
                                   ["Pass,", "pass,", "pass,", "pass"], ["4", "passes"], ["пас", "все"], ["pass", "vul"],
                                   ["пасс"]])
def test_a_board_passed_out_scores_nothing(typed):
    """`score pass` was refused as a contract it cannot read (a trial): a passed-out board is 0."""
    result = CliRunner().invoke(main, ["score", *typed])
    assert result.exit_code == 0 and "0 for both sides" in result.output
    data = json.loads(CliRunner().invoke(main, ["score", *typed, "--json"]).output)
    assert data == {"contract": None, "passed_out": True, "vulnerable": False, "score": 0, "breakdown": []}
    assert CliRunner().invoke(main, ["score", "pass", "4S"]).exit_code == 2  # no passed-out board, no contract
    assert CliRunner().invoke(main, ["score", "all"]).exit_code == 2  # no pass said
