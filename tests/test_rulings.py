"""Rulings as data (issue 20): the file, its schema, the laws it applies, its deal, double dummy
and the adjusted score. Invented rulings only (ruling_samples)."""

from __future__ import annotations

import pytest
import yaml
from click.testing import CliRunner
from hypothesis import given, settings
from hypothesis import strategies as st

import ruling_samples as samples
from bridge_laws.cli import main
from bridge_laws.corpus.scoring import BadInput, for_edition, imps
from bridge_laws.errors import BadValue, RulingError
from bridge_laws.rulings import adjust, deal as deals, laws as rlaws, store
from bridge_laws.rulings.check import check_rulings
from bridge_laws.rulings.model import Deal, LawRef


@pytest.fixture(scope="module")
def laws(tmp_path_factory):
    return samples.laws_dir(tmp_path_factory.mktemp("rulings"))


@pytest.fixture(scope="module")
def ruling_corpus(laws):
    from bridge_laws.corpus.yamlio import load_corpus

    return load_corpus(laws / "corpus")


def write(laws, d: dict, name: str | None = None):
    rulings = laws / "rulings"
    rulings.mkdir(exist_ok=True)
    path = rulings / f"{name or d['id']}.yaml"
    path.write_text(yaml.safe_dump(d, allow_unicode=True, sort_keys=False), encoding="utf-8")
    return path


def check(laws, ruling_corpus):
    return check_rulings(laws / "rulings", ruling_corpus, (1987, 1997, 2017), set())


# -- the file ------------------------------------------------------------------------------------
def test_a_ruling_round_trips_through_its_file(tmp_path):
    ruling = store.from_dict(samples.ruling_dict())
    path = store.write(tmp_path, ruling)
    assert path.name == "sample-1.yaml"
    assert store.read(path) == ruling
    assert "facts: North paused" in path.read_text(encoding="utf-8")


@pytest.mark.parametrize("mask", [0o022, 0o077])
def test_a_ruling_written_is_readable_as_any_file_the_user_makes(tmp_path, mask):
    """Written through a temporary file (mkstemp: its owner's alone), a ruling gets the mode of a
    file made under the user's umask: a club's shared rulings folder is read by the others."""
    import os
    import stat

    old = os.umask(mask)
    try:
        path = store.write(tmp_path, store.from_dict(samples.ruling_dict()))
    finally:
        os.umask(old)
    assert stat.S_IMODE(path.stat().st_mode) == 0o666 & ~mask


@settings(max_examples=40, deadline=None)
@given(question=st.text(st.characters(blacklist_categories=("Cs", "Cc")), min_size=1, max_size=60).filter(str.strip),
       facts=st.text(st.characters(blacklist_categories=("Cs",)), max_size=200),
       board=st.integers(1, 9999), weight=st.integers(1, 99))
def test_any_text_round_trips(tmp_path_factory, question, facts, board, weight):
    question = " ".join(question.split())
    d = samples.ruling_dict(question=question, facts=facts, board=board,
                            adjusted=f"{weight}% 4S= S, {100 - weight}% 4S-1 S")
    ruling = store.from_dict(d)
    assert store.parse(store.dumps(ruling), "x.yaml") == ruling


def test_an_unquoted_date_is_read_as_text(tmp_path):
    text = store.dumps(store.from_dict(samples.ruling_dict())).replace("date: '2024-03-14'", "date: 2024-03-14")
    assert "date: 2024-03-14" in text
    assert store.parse(text, "x.yaml").date == "2024-03-14"


@pytest.mark.parametrize("change, where, line_has", [
    ({"question": None}, "question", None),
    ({"lang": "fr"}, "lang", "lang:"),
    ({"colour": "red"}, "colour", None),
    ({"board": 0}, "board", "board:"),
    ({"question": "two\nlines"}, "question", "question:"),
    ({"deal": {"dealer": "Q", "vulnerable": "All"}}, "deal/dealer", "dealer:"),
])
def test_the_schema_names_the_field_and_line(tmp_path, change, where, line_has):
    d = samples.ruling_dict()
    d.update({k: v for k, v in change.items() if v is not None})
    for k in [k for k, v in change.items() if v is None]:
        del d[k]
    path = write(tmp_path, d)
    with pytest.raises(RulingError) as info:
        store.read(path)
    message = str(info.value)
    assert message.startswith(f"{path}:") and where in message and "\n" not in message
    if line_has:
        line = int(message.split(":")[1])
        assert line_has in path.read_text(encoding="utf-8").split("\n")[line - 1]


def test_an_id_that_is_not_the_file_name_is_refused(tmp_path):
    path = write(tmp_path, samples.ruling_dict(), name="other")
    with pytest.raises(RulingError, match="is not the file's name"):
        store.read(path)


# -- check ---------------------------------------------------------------------------------------
def test_check_passes_a_sound_ruling_and_the_cli_says_ok(laws, ruling_corpus):
    write(laws, samples.ruling_dict(1))
    try:
        assert check(laws, ruling_corpus) == []
        result = CliRunner().invoke(main, ["--laws", str(laws), "check"])
        assert result.exit_code == 0 and "1 ruling(s)" in result.output
    finally:
        (laws / "rulings" / "sample-1.yaml").unlink()


BAD_DEAL_14 = "N:AKQJT98765432.A.. .KQJT98765432.A. ..KQJT98765432.A ..."
BAD_DEAL_TWICE = "N:AKQJT98765432... A.KQJT98765432.. ..AKQJT98765432. ...AKQJT98765432"


@pytest.mark.parametrize("change, says", [
    ({"laws": [{"ref": "16D9", "edition": 2017}]}, "16D9 is no unit of the 2017 Laws"),
    ({"laws": [{"ref": "77", "edition": 2017}]}, "77 is no unit of the 2017 Laws"),
    ({"deal": {"dealer": "N", "vulnerable": "None", "hands": BAD_DEAL_14}}, "the North hand has 14 cards"),
    ({"deal": {"dealer": "N", "vulnerable": "None", "hands": BAD_DEAL_TWICE}}, "♠A is in two hands"),
    # a card typed twice in one hand: the deal kept it once, the hand a card short, without a word
    ({"deal": {"dealer": "N", "vulnerable": "None", "hands": "N:AAQ84.QT98.J.KQ43 - - -"}}, "♠A is written twice in the North hand"),
    ({"adjusted": "60% 4S= S, 30% 4S-1 S"}, "come to 90%"),
    ({"adjusted": "4S+9 S"}, "more than the 13"),
    ({"table_result": "5Z= N"}, "cannot read the contract"),
    ({"auction": {"calls": "1S 9S Pass"}}, "call '9S'"),
    ({"date": "2024-02-30"}, "no such day"),
    ({"date": "2999-01-01"}, "after today"),  # (a red team: `check` let it through, as list, show and the site did)
    ({"source": {"kind": "casebook", "file": "nowhere.txt"}}, "not in laws/sources/sources.yaml"),
])
def test_check_finds_each_problem_with_file_and_line(laws, ruling_corpus, change, says):
    path = write(laws, samples.ruling_dict(2, **change))
    text = path.read_text(encoding="utf-8")
    try:
        problems = check(laws, ruling_corpus)
    finally:
        path.unlink()
    assert len(problems) == 1, problems
    assert problems[0].startswith(f"{path}:") and says in problems[0] and "\n" not in problems[0]
    # the line named is the changed field's, or inside it
    key = next(iter(change))
    start = store.line_of(text, [key])
    end = max(n for n, line in enumerate(text.split("\n"), 1) if n == start or (n > start and line.startswith(" ")))
    assert start <= int(problems[0].split(":")[1]) <= max(end, start + 3)


@pytest.mark.parametrize("date", ["2024-13-45", "2999-01-01"])
def test_a_ruling_file_dated_on_no_day_or_after_today_is_refused_when_read(tmp_path, date):
    """A quoted «2024-13-45» or a day to come: `ruling add` refuses both, but list, show, search,
    the build and the site took a file that held one (a red team)."""
    path = tmp_path / "club-b7.yaml"
    path.write_text(yaml.safe_dump(samples.ruling_dict(1, id="club-b7", date=date), allow_unicode=True), encoding="utf-8")
    with pytest.raises(RulingError, match="no such day|after today") as caught:
        store.read(path)
    assert caught.value.line == store.line_of(path.read_text(encoding="utf-8"), ["date"])


def test_check_lists_every_problem_of_one_ruling(laws, ruling_corpus):
    """A ref that is no unit's ref at all («16ZZ!», which `ruling show` would refuse) hid the
    ruling's other problems: check said one a run (a trial's director fixed them one by one)."""
    d = samples.ruling_dict(3, laws=[{"ref": "16ZZ!", "edition": 2017}], date="2024-02-30",
                            adjusted="60% 4S= S, 30% 4S-1 S")
    path = write(laws, d)
    try:
        problems = check(laws, ruling_corpus)
    finally:
        path.unlink()
    assert len(problems) == 3, problems
    for says in ("'16ZZ!' is no unit's ref", "no such day", "come to 90%"):
        assert sum(says in p for p in problems) == 1, (says, problems)


@pytest.mark.parametrize("laws_value", [5, "16A1", {"ref": "16A1"}])
def test_check_of_laws_that_are_no_list_says_so(laws, ruling_corpus, laws_value):
    path = write(laws, samples.ruling_dict(5, laws=laws_value))
    try:
        problems = check(laws, ruling_corpus)
    finally:
        path.unlink()
    assert len(problems) == 1 and ": laws: " in problems[0], problems


def test_check_lists_every_problem_beside_a_schema_break_and_a_misnamed_file(laws, ruling_corpus):
    """A field the schema refuses, or a file not named by its ruling's id, hid the ruling's other
    problems (a red team): all are said, in the order of the file's lines."""
    d = samples.ruling_dict(4, lang="fr", board="seven", edition=1988, date="2024-02-30",
                            adjusted="50% 4S= S, 40% 4S-1 S", laws=[{"ref": "16ZZ!", "edition": 2017}])
    path = write(laws, d, name="other-name")
    try:
        problems = check(laws, ruling_corpus)
    finally:
        path.unlink()
    said = ["is not the file's name", ": lang: ", "edition 1988 is not in", "no such day", ": board: ",
            "'16ZZ!' is no unit's ref", "come to 90%"]
    assert len(problems) == len(said), problems
    lines = [int(p.split("other-name.yaml:")[1].split(":")[0]) for p in problems]
    assert lines == sorted(lines) and all(sum(s in p for p in problems) == 1 for s in said), problems


# -- refs with their edition ---------------------------------------------------------------------
@pytest.mark.parametrize("typed, ref", [
    ("16A1(a)", "16A1(A)"), ("Law 16 A 1 (a)", "16A1(A)"), ("L16A1a", "16A1(A)"), ("правило 16Б", "16B"),
    ("16 a 2 (a)", "16A2(A)"), ("definitions", "Definitions"),
])
def test_a_ref_in_any_form_resolves_in_its_edition(ruling_corpus, typed, ref):
    found = rlaws.resolve(ruling_corpus, typed, 2017)
    assert (found.ref, found.edition) == (ref, 2017)
    assert found.written == (typed if typed != ref else None)


@pytest.mark.parametrize("typed, edition, says", [
    ("16A9", 2017, "the corpus holds no 16A9 of the 2017 Laws"),
    ("16A9", 2017, "nearest: 16A, 16A1, 16A2"),  # its nearest ancestor, then the same law
    ("77", 2017, "the corpus holds no text of Law 77 of the 2017 Laws"),
    ("77", 2017, "import it"),  # a law of the Laws whose text is not imported: no typo to look for
    ("revoke", 2017, "is not a reference to a law"),
    ("94A", 2017, "there is no Law 94 (the Laws run from 1 to 93"),  # (it said to import Law 94's text)
])
def test_an_unknown_ref_names_the_nearest(ruling_corpus, typed, edition, says):
    with pytest.raises(BadValue, match=says.replace("(", r"\(")):
        rlaws.resolve(ruling_corpus, typed, edition)


def test_an_edition_not_in_the_corpus_is_named(ruling_corpus):
    from bridge_laws.model import Corpus

    only_1987 = Corpus(laws=tuple(x for x in ruling_corpus.laws if x.edition == 1987))
    with pytest.raises(BadValue, match="no text of the 2017 Laws .*editions in it: 1987"):
        rlaws.resolve(only_1987, "16A1", 2017)
    # what to do, when --edition 2017 was given (it said "give the edition the ruling was made under")
    with pytest.raises(BadValue, match=r"import that edition's text \(bridge-laws import FILE --edition 2017\), "
                                       r"or record it under an edition the corpus holds \(--edition 1987\)"):
        rlaws.resolve(only_1987, "16A1", 2017)


def test_the_edition_in_force_on_a_date():
    assert rlaws.edition_at("2024-03-14", (1987, 1997, 2017)) == 2017
    assert rlaws.edition_at("2001-01-01", (1987, 1997, 2017)) == 1997
    assert rlaws.edition_at(None, (1987, 1997, 2017)) == 2017


def test_a_ref_names_the_same_unit_in_the_current_edition(ruling_corpus):
    now = rlaws.in_current(ruling_corpus, LawRef("16A1", 1987), "ru")
    assert now is not None and now.current == 2017 and now.ref == "16A1"
    assert now.how == "unknown"  # 1987's 16A1 has no text: the same number, not compared (a trial)
    assert rlaws.in_current(ruling_corpus, LawRef("16A1(A)", 2017), "en") is None  # already current
    gone = rlaws.in_current(ruling_corpus, LawRef("16C2", 1987), "ru")
    assert gone.ref is None and gone.how == "removed"  # the sample 2017 Law 16 has no C


def test_refs_found_in_text_are_resolved(ruling_corpus):
    found = rlaws.find_in_text(ruling_corpus, "Under L16A1b and Law 16D, then again Law 16A1(b).", 2017)
    assert [(f.ref, f.resolved) for f in found] == [("16A1(B)", True), ("16D", False)]


# -- deals ---------------------------------------------------------------------------------------
def test_a_generated_deal_is_accepted_and_written_from_north():
    pbn = samples.deal(3)
    assert deals.hands(pbn) == pbn
    west_first = "W:" + " ".join(pbn[2:].split()[3:] + pbn[2:].split()[:3])
    assert deals.hands(west_first) == pbn
    assert deals.hands(f'[Deal "{pbn}"]') == pbn


def test_a_deal_written_with_tens_as_10_or_in_russian_is_the_same_deal():
    """«10» for the ten and a Russian deal («С:ТД84.Д1098…»: Т the ace, Д the queen, В the jack,
    the seat С) were refused as "not a card"."""
    pbn = samples.deal(3)
    assert deals.hands(pbn.replace("T", "10")) == pbn
    russian = "С" + pbn[1:].replace("T", "10").translate(str.maketrans("AKQJ", "ТКДВ"))
    assert deals.hands(russian) == pbn
    west = "W:" + " ".join(pbn[2:].split()[3:] + pbn[2:].split()[:3])
    assert deals.hands("з: " + west[2:].replace("T", "10").translate(str.maketrans("AKQJ", "ткдв"))) == pbn


@pytest.mark.parametrize("text, says", [
    (BAD_DEAL_14, "the North hand has 14 cards"),
    (BAD_DEAL_TWICE, "♠A is in two hands, North and East"),
    ("N:AQ84.QT98.J.KQ4 K.KJ632.AT962.75 T76.54.753.AJT82 J9532.A7.KQ84.96", "the North hand has 12 cards"),
    ("AQ84.QT98.J.KQ43", "start with the first hand's seat"),
    ("N:AQ84 K", "four hands"),
    ("N:AQX4.QT98.J.KQ43 K.KJ632.AT962.75 T76.54.753.AJT82 J9532.A7.KQ84.96", "'X'"),
])
def test_a_deal_that_cannot_be_is_refused_in_one_line(text, says):
    with pytest.raises(BadValue) as info:
        deals.hands(text)
    assert says in str(info.value) and "\n" not in str(info.value)


def test_a_partial_deal_keeps_its_unknown_hands():
    pbn = samples.deal(4).split()[0] + " - - -"
    assert deals.hands(pbn).endswith("... ... ...")
    assert not deals.complete(deals.hands(pbn))


def test_calls_as_directors_write_them():
    assert deals.auction("1♠ пас 2БК контра реконтра AP").calls == (
        "1S", "Pass", "2NT", "X", "XX", "Pass", "Pass", "Pass")
    assert deals.auction("1c p 1h dbl rdbl 1n").calls == ("1C", "Pass", "1H", "X", "XX", "1NT")
    for bad in ("8S", "0C", "1Z", "4SX"):
        with pytest.raises(BadValue, match="a bid 1C"):
            deals.call(bad)


def test_what_a_complete_auction_ends_in():
    # declarer: the first of the side to name the strain; an auction not over ends in nothing yet
    assert deals.final_contract("S", ("1S", "Pass", "2S", "Pass", "4S", "Pass", "Pass", "Pass")) == (4, "S", 1, "S")
    assert deals.final_contract("N", ("1C", "1H", "Pass", "2H", "X", "Pass", "Pass", "XX", "Pass", "Pass",
                                      "Pass")) == (2, "H", 4, "E")
    assert deals.final_contract("W", ("Pass",) * 4) == "Pass"
    assert deals.final_contract("W", ("1NT", "X", "Pass", "Pass", "Pass")) == (1, "NT", 2, "W")
    for unfinished in (("1S", "Pass", "2S"), ("1S", "Pass", "Pass"), ("Pass",) * 3, ("Pass",) * 5):
        assert deals.final_contract("N", unfinished) is None


def test_the_board_number_gives_dealer_and_vulnerability():
    assert [deals.for_board(n) for n in (1, 2, 7, 16, 17)] == [
        ("N", "None"), ("E", "NS"), ("S", "All"), ("W", "EW"), ("N", "None")]


def test_the_auction_table_starts_under_the_dealer():
    assert deals.rounds("N", ("1C", "Pass", "1S", "Pass", "2S")) == [
        [None, "1C", "Pass", "1S"], ["Pass", "2S", None, None]]


# -- double dummy --------------------------------------------------------------------------------
ONE_SUIT_EACH = "N:AKQJT98765432... .AKQJT98765432.. ..AKQJT98765432. ...AKQJT98765432"


def test_double_dummy_of_a_deal_worked_out_by_hand(tmp_path):
    [found] = deals.double_dummy([Deal("N", "None", ONE_SUIT_EACH)], tmp_path)
    assert found["tricks"]["N"]["S"] == 13  # North ruffs whatever is led
    assert found["tricks"]["N"]["NT"] == 0  # East leads hearts and takes them all
    assert found["tricks"]["W"]["C"] == 13
    assert found["par"]["score"] < 0 or found["par"]["score"] > 0


def test_double_dummy_is_kept_by_the_deal(tmp_path, monkeypatch):
    d = Deal("S", "All", samples.deal(5))
    [first] = deals.double_dummy([d], tmp_path)
    monkeypatch.setattr(deals, "_solve", lambda _: pytest.fail("solved again"))
    assert deals.double_dummy([d], tmp_path) == [first]
    assert deals.double_dummy([Deal("N", "None", None)], tmp_path) == [None]


def test_a_spoiled_cache_file_is_solved_again(tmp_path):
    d = Deal("N", "None", ONE_SUIT_EACH)
    deals.double_dummy([d], tmp_path)
    for f in tmp_path.glob("*.json"):
        f.write_text('{"tricks": "spoiled"}', encoding="utf-8")
    [again] = deals.double_dummy([d], tmp_path)
    assert again["tricks"]["N"]["S"] == 13


# -- adjusted scores -----------------------------------------------------------------------------
def test_a_weighted_score_worked_out_by_hand(ruling_corpus):
    figures = for_edition(ruling_corpus, 1997, "en")
    parts = adjust.parse("60% 4S= N, 40% 4S-1 N")
    out = adjust.work_out(parts, "NS", figures, for_edition(ruling_corpus, 1997, "en", law=78), versus=420,
                          field=(620, -100, 170))
    assert [p["score"] for p in out["parts"]] == [620, -100]  # 120 + 500 game; one down vulnerable
    assert out["weighted"]["score"] == 0.6 * 620 + 0.4 * -100
    imp_parts = [imps(for_edition(ruling_corpus, 1997, "en", law=78), s - 420).imps for s in (620, -100)]
    assert [p["imps"] for p in out["parts"]] == imp_parts
    assert out["weighted"]["imps"] == round(0.6 * imp_parts[0] + 0.4 * imp_parts[1], 2)
    # 620 ties one and beats two of the field; -100 ties one and beats none
    assert [p["matchpoints"] for p in out["parts"]] == [5, 1]
    assert out["weighted"]["matchpoints"] == 0.6 * 5 + 0.4 * 1
    assert out["top"] == 6


def test_east_west_scores_are_turned_for_north_south(ruling_corpus):
    figures = for_edition(ruling_corpus, 1997, "en")
    out = adjust.work_out(adjust.parse("3NT+1 E"), "EW", figures)
    assert out["parts"][0]["score"] == -630  # 40 + 30 + 30 + 500 + 30 overtrick, vulnerable


@pytest.mark.parametrize("text, error, says", [
    ("60% 4S= N, 30% 4S-1 N", BadValue, "come to 90%"),
    ("60% 4S= N, 4S-1 N", BadValue, "each part of a weighted score has its weight"),
    ("4S=", BadValue, "a result is a contract"),
    ("4S= Q", BadValue, "declarer 'Q'"),
    ("8S= N", BadInput, "cannot read the contract"),
    ("7NT+1 N", BadInput, "14 tricks"),
    ("120% 4S= N", BadValue, "at most 100%"),
    ("A+ / A-", BadValue, "an artificial adjusted score"), ("А+ СЮ, А- ВЗ", BadValue, "an artificial adjusted score"),
    ("Ave+ NS", BadValue, "an artificial"), ("average minus", BadValue, "an artificial"),
    ("среднее", BadValue, "an artificial"),
])
def test_bad_adjusted_scores_say_why(text, error, says):
    with pytest.raises(error, match=says):
        adjust.parse(text)


def test_passed_out_scores_nothing(ruling_corpus):
    out = adjust.work_out(adjust.parse("50% Pass, 50% 2S= N"), "None", for_edition(ruling_corpus, 1997, "en"))
    assert [p["score"] for p in out["parts"]] == [0, 110]


def test_adjust_on_the_command_line(laws):
    run = lambda *a: CliRunner().invoke(main, ["--laws", str(laws), "adjust", *a])
    ok = run("60% 4S= N, 40% 4S-1 N", "--vulnerable", "NS", "--versus", "-100", "--field", "420 450", "--field", "-50")
    assert ok.exit_code == 0, ok.output
    assert "weighted: +332" in ok.output and "77-t" in ok.output and "of 6 matchpoints" in ok.output
    bad = run("60% 4S= N, 30% 4S-1 N")
    assert bad.exit_code == 2 and bad.output.count("\n") == 1 and "90%" in bad.output
    data = run("4S-1 N", "--versus", "420", "--json")
    import json

    assert json.loads(data.output)["parts"][0]["imps"] < 0


def test_more_deals_than_the_solver_takes_at_once(tmp_path, monkeypatch):
    """The solver refuses a 41st deal in one call: they go in batches."""
    sizes = []
    real = deals._solve
    monkeypatch.setattr(deals, "_solve", lambda batch: sizes.append(len(batch)) or real(batch))
    found = deals.double_dummy([Deal("N", "None", samples.deal(100 + i)) for i in range(deals.BATCH + 3)], tmp_path)
    assert sizes == [deals.BATCH, 3] and all(f and f["tricks"] for f in found)
