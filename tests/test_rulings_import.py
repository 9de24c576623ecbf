"""Bringing rulings in (issue 20): `ruling add`, `ruling import` of casebooks in every format, PBN
files with commentary and logs, `ruling unimport`; bad input refused in one line, nothing changed.
Invented casebooks only (ruling_samples)."""

from __future__ import annotations

import json

import pytest
import yaml
from click.testing import CliRunner

import ruling_samples as samples
from bridge_laws.cli import main
from bridge_laws.corpus.yamlio import load_corpus
from bridge_laws.errors import RulingError
from bridge_laws.jobs import rulings as jobs
from bridge_laws.rulings import casebook
from helpers import copy_laws, left_by


@pytest.fixture(scope="module")
def built(tmp_path_factory):
    return samples.laws_dir(tmp_path_factory.mktemp("rulings-import"))


@pytest.fixture
def laws(built, tmp_path, monkeypatch):
    """A test's own copy; the rebuild after a ruling is written stops at the corpus (the site and
    the index have their own tests)."""
    import bridge_laws.jobs.pipeline as pipeline

    monkeypatch.setattr(pipeline, "_later_stages", lambda: [])
    return copy_laws(built, tmp_path)


def run(laws, *args, **kw):
    return CliRunner().invoke(main, ["--laws", str(laws), *args], **kw)


def inspect(laws, path, **kw):
    return jobs.inspect(path, laws, load_corpus(laws / "corpus"), set(), **kw)


def snapshot(laws):
    """Every file under sources/ and rulings/, with its bytes."""
    return {p.relative_to(laws).as_posix(): p.read_bytes() for d in ("sources", "rulings")
            for p in sorted((laws / d).rglob("*")) if p.is_file()}


def found(plan):
    """What a plan found, per case: number, question, refs, hands, calls, adjusted score."""
    return [(r.source.case, r.question, [x.ref for x in r.laws], r.deal.hands if r.deal else None,
             r.auction.calls if r.auction else None, r.adjusted) for r in plan.rulings]


def expected(cases):
    return [(str(c.number), c.title, c.refs, c.deal, tuple(c.auction.split()) if c.auction else None, c.adjusted)
            for c in cases]


# -- every format gives what its plain text gives -------------------------------------------------
FORMATS = {"txt": lambda cs, lang: samples.plain(cs, lang).encode("utf-8"),
           "md": lambda cs, lang: samples.markdown(cs, lang).encode("utf-8"),
           "html": lambda cs, lang: samples.html(cs, lang).encode("utf-8"),
           "docx": samples.docx, "pdf": samples.pdf}


@pytest.mark.parametrize("lang", ["en", "ru"])
@pytest.mark.parametrize("fmt", list(FORMATS))
def test_a_casebook_in_each_format_gives_the_cases_refs_and_deals_of_its_plain_text(laws, tmp_path, fmt, lang):
    cases = samples.cases(7, lang)
    path = tmp_path / f"casebook.{fmt}"
    path.write_bytes(FORMATS[fmt](cases, lang))
    plan = inspect(laws, path)
    assert found(plan) == expected(cases)
    assert plan.edition == 2017 and plan.lang == lang
    assert [r.source.line for r in plan.rulings] == sorted(r.source.line for r in plan.rulings)


def test_the_refs_keep_how_the_text_wrote_them(laws, tmp_path):
    path = tmp_path / "cb.txt"
    path.write_text(samples.plain(samples.cases(3, "ru"), "ru"), encoding="utf-8")
    plan = inspect(laws, path)
    written = [(x.ref, x.written) for r in plan.rulings for x in r.laws]
    assert ("16A1(B)", "правилу 16А1(б)") in written and ("16B", "правилом 16Б") in written


# A federation's page and a club's notes, written here in the shapes they take: the laws applied
# listed after a label, labels on lines one after another or several on one line, the board's
# line with its dealer and vulnerability, an appeal that was not lodged.
LISTED = {
    "ru": ("Решения комиссии (образец)\n\nСлучай 1. Пауза\n"
           "Турнир: парный, второй сеанс. Сдача: 14. Сдающий Восток, в зоне никто.\n"
           "Факты: Партнёр думал перед пасом, потом игрок сказал контра.\n"
           "Решение: Результат изменён.\nАпелляция: Не подавалась.\nПравила: 16Б, 16А1(а).\n"),
    "en": ("Sample club rulings\n\nCase 1. A pause\nBoard 9. Dealer N. Vul EW.\n"
           "Facts: Partner thought before passing, then the player doubled.\n"
           "Ruling: The score was adjusted.\nAppeal: none\nLaws applied: § 16B; 16A1(a).\n"),
}


@pytest.mark.parametrize("lang", list(LISTED))
def test_labels_on_lines_one_after_another_a_list_of_laws_and_a_boards_line(laws, tmp_path, lang):
    """Before, the laws a label lists were not cited (the ruling had none), the labels' lines
    were all the facts, «не подавалась» was an appeal lodged, and «Сдача: 14. Сдающий …» stopped
    the import as no board number."""
    path = tmp_path / "cb.txt"
    path.write_text(LISTED[lang], encoding="utf-8")
    (r,) = inspect(laws, path, edition=2017).rulings
    assert [x.ref for x in r.laws] == ["16B", "16A1(A)"]
    assert r.facts.startswith(("Партнёр думал", "Partner thought")) and "\n" not in r.facts
    assert r.ruling in ("Результат изменён.", "The score was adjusted.")
    assert r.appeal is None
    assert (r.board, r.deal.dealer, r.deal.vulnerable) == ((14, "E", "None") if lang == "ru" else (9, "N", "EW"))


def test_an_adjusted_score_with_no_vulnerability_recorded_says_it_was_scored_as_none(laws):
    """Before, "4S+1 S" with no board or vulnerability was worked out as neither side vulnerable
    without a word: a director reading +450 could not tell."""
    added = run(laws, "ruling", "add", "--law", "16B", "--question", "q", "--facts", "f", "--ruling", "r",
                "--adjusted", "4S+1 S", "--id", "novul-1", "--edition", "2017", "--lang", "en")
    assert added.exit_code == 0, added.output
    shown = run(laws, "ruling", "show", "novul-1")
    assert "no board or vulnerability recorded: worked out with neither side vulnerable" in shown.output
    assert json.loads(run(laws, "ruling", "show", "novul-1", "--json").output)["adjusted_worked_out"]["vulnerability_assumed"]
    boarded = run(laws, "ruling", "add", "--law", "16B", "--question", "q", "--facts", "f", "--ruling", "r",
                  "--adjusted", "4S+1 S", "--id", "boarded-1", "--board", "7", "--edition", "2017", "--lang", "en")
    assert boarded.exit_code == 0 and "neither side vulnerable" not in run(laws, "ruling", "show", "boarded-1").output


# -- splitting ------------------------------------------------------------------------------------
def test_keyword_headings_and_sentences_that_only_start_like_them():
    text = ["A title", "", "Appeal 3 — Claim", "Case 12 shows that the director was right.", "",
            "Случай 4. Заминка", "text", "Problem No. 5", "more"]
    front, cases = casebook.split(text)
    assert [(c.number, c.title, c.line) for c in cases] == [("3", "Claim", 3), ("4", "Заминка", 6), ("5", None, 8)]
    assert front == [(1, "A title"), (2, "")]


def test_numbered_headings_run_on_and_a_list_inside_a_case_stays_in_it():
    text = ["1. Hesitation before a double", "Facts:", "1. North opened.", "2. East paused",
            "2. A claim in the end game", "text", "3. Lead out of turn", "text"]
    _, cases = casebook.split(text)
    assert [(c.number, c.title) for c in cases] == [("1", "Hesitation before a double"),
                                                    ("2", "A claim in the end game"), ("3", "Lead out of turn")]
    assert (4, "2. East paused") in cases[0].lines


def test_a_text_without_headings_is_one_case(laws, tmp_path):
    path = tmp_path / "note.txt"
    path.write_text("A note on a ruling (2017 Laws)\n\nNorth paused; the director applied Law 16B.\n",
                    encoding="utf-8")
    plan = inspect(laws, path)
    assert len(plan.rulings) == 1 and [x.ref for x in plan.rulings[0].laws] == ["16B"]
    assert "one case" in " ".join(plan.notes)


@pytest.mark.parametrize("text", ["a: 1\n", "The director was called to the table.\n", "\n\nok\n"])
def test_a_text_with_no_heading_law_label_or_deal_is_no_ruling(laws, tmp_path, text):
    """Read as one case, it would be a ruling with no law and nothing but its text."""
    path = tmp_path / "scrap.txt"
    path.write_text(text, encoding="utf-8")
    with pytest.raises(RulingError, match=r"^scrap.txt: no ruling found in it"):
        inspect(laws, path, edition=1987, lang="en")
    labelled = tmp_path / "labelled.txt"
    labelled.write_text("Facts: North paused before passing.\n\nRuling: the score stands.\n", encoding="utf-8")
    # a label is enough: one case with no law cited
    assert len(inspect(laws, labelled, edition=1987, lang="en").rulings) == 1


# -- PBN files and logs ---------------------------------------------------------------------------
def test_a_pbn_file_with_commentary(laws, tmp_path):
    cases = samples.cases(6, "en")
    path = tmp_path / "session.pbn"
    path.write_text(samples.pbn_file(cases), encoding="utf-8")
    plan = inspect(laws, path, edition=2017)
    with_deals = [c for c in cases if c.deal]
    assert [(r.board, r.deal.hands, r.auction.calls, [x.ref for x in r.laws]) for r in plan.rulings] == [
        (c.number, c.deal, tuple(c.auction.split()), c.refs) for c in with_deals]
    assert plan.rulings[0].event == "Sample club night"
    assert plan.rulings[0].facts == with_deals[0].facts


def test_a_pbn_games_list_of_laws_decides_as_a_casebooks_does(laws, tmp_path):
    path = tmp_path / "listed.pbn"
    game = (f'[Event "Club"]\n[Board "7"]\n[Dealer "S"]\n[Vulnerable "All"]\n[Deal "{samples.deal(11)}"]\n'
            '{Facts: North paused; Law 17A was discussed. Ruling: Score adjusted.\n\nLaws: 16B}\n')
    path.write_text(game, encoding="utf-8")
    assert [x.ref for x in inspect(laws, path, edition=2017).rulings[0].laws] == ["16B"]
    path.write_text(game.replace("\n\nLaws: 16B", ""), encoding="utf-8")
    assert [x.ref for x in inspect(laws, path, edition=2017).rulings[0].laws] == ["17A"]


def test_a_pbn_games_contract_and_result_tags_give_the_result_at_the_table(laws, tmp_path):
    path = tmp_path / "one.pbn"
    game = (f'[Event "Club"]\n[Board "7"]\n[Dealer "S"]\n[Vulnerable "All"]\n[Deal "{samples.deal(11)}"]\n'
            '[Declarer "S"]\n[Contract "4HX"]\n[Result "9"]\n{Facts: North paused. Ruling: Law 16B applied.}\n')
    path.write_text(game, encoding="utf-8")
    [ruling] = inspect(laws, path, edition=2017).rulings
    assert ruling.table_result == "4HX-1 S"
    path.write_text(game.replace('[Result "9"]\n', ""), encoding="utf-8")  # a contract without its result: none
    assert inspect(laws, path, edition=2017).rulings[0].table_result is None


LOG_ROWS = [
    {"date": "2024-03-14", "event": "Sample club night", "board": 7, "laws": "16A1a, 16B",
     "question": "Did the pause suggest bidding on?", "facts": "North paused.", "ruling": "Score adjusted.",
     "table_result": "4S= S", "adjusted": "60% 4S= S, 40% 4S-1 S"},
    {"date": "14.03.2024", "event": "Sample club night", "board": 9, "laws": "правило 17Б",
     "question": "Was the auction over?", "facts": "West had not called.", "ruling": "The auction goes on."},
]


def test_a_yaml_log_and_a_csv_log(laws, tmp_path):
    import csv

    y = tmp_path / "log.yaml"
    y.write_text(yaml.safe_dump(LOG_ROWS, allow_unicode=True), encoding="utf-8")
    c = tmp_path / "log.csv"
    with c.open("w", encoding="utf-8", newline="") as f:
        writer = csv.DictWriter(f, fieldnames=list(LOG_ROWS[0]))
        writer.writeheader()
        writer.writerows(LOG_ROWS)
    for path in (y, c):
        plan = inspect(laws, path)
        got = [(r.date, r.board, [x.ref for x in r.laws], r.deal.dealer if r.deal else None) for r in plan.rulings]
        assert got == [("2024-03-14", 7, ["16A1(A)", "16B"], "S"), ("2024-03-14", 9, ["17B"], "N")], path
        assert plan.rulings[0].id == "2024-03-14-sample-club-night-b7"


@pytest.mark.parametrize("head", ["# The sample club's log\n", "# The sample club's log\n# kept at the table\n\n"])
def test_a_yaml_logs_comment_lines_before_its_rows_make_no_markdown_casebook(laws, tmp_path, head):
    """"# …" over a YAML log's first row (the site's log of rulings recorded at the table has one)
    was read as a Markdown heading, and the log as a casebook whose list of laws was no law."""
    y = tmp_path / "log.yaml"
    y.write_text(head + yaml.safe_dump(LOG_ROWS, allow_unicode=True), encoding="utf-8")
    plan = inspect(laws, y)
    assert plan.form == "a YAML log" and [r.board for r in plan.rulings] == [7, 9]
    md = tmp_path / "casebook.md"  # a casebook's heading over a list stays a casebook
    book = samples.markdown(samples.cases(2)).split("\n", 1)
    md.write_text(book[0] + "\n\n- a list item of the book's own, before its cases\n" + book[1], encoding="utf-8")
    assert "casebook" in inspect(laws, md).form


def test_a_log_column_headed_as_a_spreadsheet_heads_it(laws, tmp_path):
    path = tmp_path / "log.csv"
    path.write_text("Date,Event,Board,Laws,Question,Facts,Ruling,Table result,Appeal-Decision\n"
                    "2024-03-14,Club,7,16B,q,f,r,4S= S,upheld\n", encoding="utf-8")
    [ruling] = inspect(laws, path).rulings
    assert ruling.table_result == "4S= S" and ruling.appeal.decision == "upheld" and ruling.board == 7


def test_the_import_report_names_a_logs_row_and_a_pbn_game_by_its_board(laws, tmp_path):
    path = tmp_path / "log.yaml"
    path.write_text(yaml.safe_dump(LOG_ROWS, allow_unicode=True), encoding="utf-8")
    said = run(laws, "ruling", "import", str(path), "-y").output
    assert "line 1: board 7 «Did the pause suggest bidding on?»" in said and "case 7" not in said, said
    pbn = tmp_path / "session.pbn"
    pbn.write_text(samples.pbn_file(samples.cases(6, "en")), encoding="utf-8")
    said = run(laws, "ruling", "import", str(pbn), "-y", "--edition", "2017").output
    assert ": board " in said and ": case " not in said, said


def test_a_log_of_both_languages_gives_each_row_its_own(laws, tmp_path):
    path = tmp_path / "log.csv"
    path.write_text("date;board;laws;question;facts;ruling\n"
                    "2024-03-14;7;16B;Пауза перед пасом;Юг долго думал;Результат изменён\n"
                    "2024-03-14;9;17B;Was the auction over?;West had not called;Play on\n", encoding="utf-8")
    result = run(laws, "ruling", "import", str(path), "-y")
    assert result.exit_code == 0, result.output
    ruled = [yaml.safe_load(p.read_text(encoding="utf-8")) for p in sorted((laws / "rulings").glob("*.yaml"))]
    assert sorted((r["board"], r["lang"]) for r in ruled) == [(7, "ru"), (9, "en")]
    assert "langs:\n  - en\n  - ru\n  kind: casebook" in (laws / "sources" / "sources.yaml").read_text(encoding="utf-8")


def test_a_misspelt_log_column_is_refused_at_the_headers_line(laws, tmp_path):
    path = tmp_path / "log.csv"
    path.write_text("date,quesiton,ruling\n2024-03-14,q,r\n", encoding="utf-8")
    with pytest.raises(RulingError, match=r"log.csv:1: unknown column 'quesiton' \(is it 'question'\?"):
        inspect(laws, path)
    path = tmp_path / "log.yaml"  # a YAML log's key alike, at its row's line
    path.write_text("- date: 2024-03-14\n  question: q\n- date: 2024-03-15\n  qestion: q\n", encoding="utf-8")
    with pytest.raises(RulingError, match=r"log.yaml:3: unknown field 'qestion' \(is it 'question'\?"):
        inspect(laws, path)


def test_a_log_column_of_the_directors_own_is_left_out_and_said(laws, tmp_path):
    """A spreadsheet's "Notes" or "TD" column is no ruling's field: the rulings are imported
    without it, and the report says which columns were not read."""
    path = tmp_path / "log.csv"
    path.write_text("date,board,laws,question,Notes,TD\n2024-03-14,7,16B,q,phoned the captain,Ann\n",
                    encoding="utf-8")
    plan = inspect(laws, path)
    assert [r.board for r in plan.rulings] == [7]
    assert "phoned the captain" not in repr(plan.rulings)
    assert any("'Notes', 'TD'" in n and "not read" in n for n in plan.notes), plan.notes
    said = run(laws, "ruling", "import", str(path), "-y").output
    assert "note: column(s) not read" in said and "'Notes', 'TD'" in said, said


def test_a_logs_rows_are_checked_whole_and_every_problem_said_at_once(laws, tmp_path):
    """A director's day (session 47): a row whose cell's quote was never closed took the rest of
    the file as its question and was imported with no facts nor ruling; a row with no laws was
    imported ("no law cited"); and each mistake cost another run. Now: the unclosed quote is
    refused at its line; a row needs its question and its laws; every row's problem is said at
    once; a row without facts or a ruling is imported and said, a note to complete."""
    path = tmp_path / "log.csv"
    path.write_text('date,board,laws,question,facts,ruling\n2024-03-14,7,16B,q,"Unclosed quote,Facts,Ruling\n'
                    "2024-03-14,8,16B,q,f,r\n", encoding="utf-8")
    with pytest.raises(RulingError, match="quote is never closed") as err:
        inspect(laws, path)
    assert err.value.line == 2
    path.write_text("date,board,laws,question,facts,ruling\n2024-03-14,7,,no law here,f,r\n"
                    "2024-03-14,8,93D,a bad ref,f,r\n2024-03-14,9,16B,,f,r\n2024-03-14,10,16B,fine,f,r\n",
                    encoding="utf-8")
    said = run(laws, "ruling", "import", str(path), "-y")
    assert said.exit_code != 0 and "Traceback" not in said.output
    assert "3 rows cannot be read — line 2:" in said.output and "\\n" not in said.output, said.output
    for line, words in ((2, "no laws"), (3, "93D"), (4, "no question")):
        assert f"line {line}: " in said.output and words in said.output, (line, said.output)
    path.write_text("date,board,laws,question,facts\n2024-03-14,7,16B,q,f\n2024-03-14,8,16B,q2,\n", encoding="utf-8")
    plan = inspect(laws, path)
    assert [r.board for r in plan.rulings] == [7, 8]
    assert any("2 row(s) without facts or a ruling" in n and "line 3 (no facts and no ruling)" in n
               for n in plan.notes), plan.notes


def test_a_phones_log_downloaded_again_imports_only_its_new_rulings(laws, tmp_path):
    """The phone keeps every entry, so each log downloaded holds the last one's too: importing the
    second was refused whole ("a ruling … exists already", no file nor line). Now the rulings kept
    already word for word are skipped and said, the new ones imported; one of a kept id with other
    words is refused at its line; two rows of one board are two rulings."""
    rows = ["date,event,board,laws,question,facts,ruling",
            "2024-03-14,Club pairs,7,16B,Slow pass?,East paused.,Score stands.",
            "2024-03-14,Club pairs,7,17A,The appeal of it,The pair appealed.,Upheld."]
    first = tmp_path / "rulings-1.csv"
    first.write_text("\n".join(rows) + "\n", encoding="utf-8")
    said = run(laws, "ruling", "import", str(first), "-y")
    assert said.exit_code == 0, said.output
    kept = {p.stem for p in (laws / "rulings").glob("*.yaml")}
    assert {"2024-03-14-club-pairs-b7", "2024-03-14-club-pairs-b7-2"} <= kept
    second = tmp_path / "rulings-2.csv"
    second.write_text("\n".join(rows + ["2024-03-14,Club pairs,9,16B,Another?,West paused.,Adjusted."]) + "\n",
                      encoding="utf-8")
    said = run(laws, "ruling", "import", str(second), "-y")
    assert said.exit_code == 0, said.output
    assert "kept already, the same" in said.output and "2 ruling(s)" in said.output and "1 ruling(s) written" in said.output
    assert "2024-03-14-club-pairs-b9" in {p.stem for p in (laws / "rulings").glob("*.yaml")}
    third = tmp_path / "rulings-3.csv"
    third.write_text("\n".join(rows[:2] + ["2024-03-14,Club pairs,7,17A,The appeal of it,The pair appealed.,Overturned."])
                     + "\n", encoding="utf-8")
    said = run(laws, "ruling", "import", str(third), "-y")  # a row changed: another ruling of the board, said
    assert said.exit_code == 0 and "1 ruling(s) written" in said.output, said.output
    assert "is another ruling of the day, event and board of 2024-03-14-club-pairs-b7" in said.output
    reordered = tmp_path / "rulings-5.csv"  # (a red team's) the log downloaded again in another order: nothing new
    reordered.write_text("\n".join([rows[0], rows[2], rows[1]]) + "\n", encoding="utf-8")
    said = run(laws, "ruling", "import", str(reordered), "-y")
    assert said.exit_code != 0 and "every ruling in it is kept already" in said.output, said.output
    again = tmp_path / "rulings-4.csv"  # every row kept already (other bytes: the same are refused as imported before)
    again.write_text("\n".join(rows) + "\n\n", encoding="utf-8")
    said = run(laws, "ruling", "import", str(again), "-y")
    assert said.exit_code != 0 and "every ruling in it is kept already" in said.output, said.output


def test_a_csv_logs_record_over_lines_is_named_at_its_first_line(laws, tmp_path):
    """A spreadsheet's cell with a line break is a record over several lines: an error in it names
    the line the record begins on, and a row after it keeps its own line."""
    path = tmp_path / "log.csv"
    path.write_text('date,board,laws,question,facts\n'
                    '2024-03-14,7,16B,q,"North paused.\nSouth bid on.\nEast called."\n'
                    '2024-03-14,8,16B,q,f\n', encoding="utf-8")
    plan = inspect(laws, path)
    assert [(line, label) for label, _, line, _ in plan.cases] == [(2, "board 7"), (5, "board 8")]
    path.write_text('date,board,laws,question,facts\n'
                    '2024-03-14,7,16Z,q,"North paused.\nSouth bid on.\nEast called."\n', encoding="utf-8")
    with pytest.raises(RulingError, match=r"log.csv:2: "):
        inspect(laws, path)


def test_a_csv_log_after_blank_lines_is_read_with_its_lines(laws, tmp_path):
    path = tmp_path / "log.csv"
    path.write_text("\n\n  \ndate;board;laws;question\n2024-03-14;7;16B;q\n\n2024-03-14;9;16Z;q\n",
                    encoding="utf-8")
    with pytest.raises(RulingError, match=r"log.csv:7: "):
        inspect(laws, path)
    path.write_text("\n\ndate;board;laws;question\n2024-03-14;7;16B;q\n", encoding="utf-8")
    [(_, _, line, _)] = inspect(laws, path).cases
    assert line == 4


# -- bad input: one line, nothing changed ---------------------------------------------------------
BAD_DEAL = "N:AKQJT98765432.A.. .KQJT98765432.A. ..KQJT98765432.A ..."
TWICE = "N:AKQJT98765432... A.KQJT98765432.. ..AKQJT98765432. ...AKQJT98765432"


def _spoiled(kind: str) -> tuple[str, str]:
    text = samples.plain(samples.cases(6, "en"), "en")
    good = samples.cases(6, "en")[2].deal
    if kind == "14 cards":
        return text.replace(good, BAD_DEAL), "the North hand has 14 cards"
    if kind == "twice":
        return text.replace(good, TWICE), "♠A is in two hands"
    if kind == "no unit":
        return text.replace("Law 16B", "Law 16D"), "the corpus holds no 16D of the 2017 Laws"
    if kind == "weights":
        return text.replace("40% 4S-1 N", "30% 4S-1 N"), "come to 90%"
    return text.replace("40% 4S-1 N", "40% 8S-1 N"), "cannot read the contract"


@pytest.mark.parametrize("kind", ["14 cards", "twice", "no unit", "weights", "contract"])
def test_bad_input_gets_one_line_naming_the_line_and_changes_nothing(laws, tmp_path, kind):
    text, says = _spoiled(kind)
    path = tmp_path / "cb.txt"
    path.write_text(text, encoding="utf-8")
    before = snapshot(laws)
    result = run(laws, "ruling", "import", str(path), "-y")
    assert result.exit_code != 0
    error = result.output.strip().split("\n")[-1]
    assert error.startswith("Error: cb.txt:") and says in error, result.output
    line = int(error.split(":")[2])
    on_line = {"14 cards": "[Deal", "twice": "[Deal", "no unit": "16D", "weights": "Adjusted score",
               "contract": "Adjusted score"}[kind]
    assert on_line in text.split("\n")[line - 1]
    assert snapshot(laws) == before


@pytest.mark.parametrize("args, says", [
    (["--law", "16D"], "the corpus holds no 16D of the 2017 Laws (typed '16D'); nearest: 16"),
    (["--law", "16B", "--adjusted", "60% 4S= S, 30% 4S-1 S"], "come to 90%"),
    (["--law", "16B", "--table-result", "4Z= S"], "cannot read the contract"),
    (["--law", "16B", "--deal", BAD_DEAL], "the North hand has 14 cards"),
    (["--law", "16B", "--deal", TWICE], "♠A is in two hands"),
    (["--law", "16B", "--date", "31.02.2024"], "date '31.02.2024'"),
    (["--law", "16B", "--auction", "1S Pass 2S Pass Pass Pass", "--table-result", "2S= N"],
     "the result at the table '2S= N' is not what the auction ends in: 2♠ by S"),
    (["--law", "16B", "--auction", "Pass Pass Pass Pass", "--table-result", "4H-1 E"],
     "is not what the auction ends in: passed out"),
    (["--law", "16B", "--auction", "1S Pass 2S X Pass Pass Pass", "--table-result", "2S= S"],
     "is not what the auction ends in: 2♠X by S"),
])
def test_ruling_add_refuses_bad_input_in_one_line(laws, args, says):
    before = snapshot(laws)
    result = run(laws, "ruling", "add", "--board", "7", "--question", "q", "--facts", "f", "--ruling", "r", *args)
    assert result.exit_code == 2 and result.output.count("\n") == 1, result.output
    assert says in result.output
    assert snapshot(laws) == before


def test_a_table_result_after_an_auction_not_over_is_not_checked_against_it(laws):
    """A ruling's auction often stops at the irregularity: only one that is over is checked."""
    for auction, result in (("1S Pass 2S", "4S= S"), ("1S Pass 2S Pass 4S Pass Pass Pass", "4S+1 S")):
        added = run(laws, "ruling", "add", "--board", "7", "--question", "q", "--facts", "f", "--ruling", "r",
                    "--law", "16B", "--auction", auction, "--table-result", result, "--id", f"t-{len(auction)}")
        assert added.exit_code == 0, added.output


# -- the round trip -------------------------------------------------------------------------------
def test_unimport_takes_the_path_a_casebook_was_imported_from(laws, tmp_path):
    path = tmp_path / "log.yaml"
    path.write_text(yaml.safe_dump(LOG_ROWS, allow_unicode=True), encoding="utf-8")
    before = snapshot(laws)
    assert run(laws, "ruling", "import", str(path), "-y").exit_code == 0
    result = run(laws, "ruling", "unimport", str(path))
    assert result.exit_code == 0 and snapshot(laws) == before, result.output


def test_import_stores_the_file_byte_for_byte_and_unimport_undoes_it(laws, tmp_path):
    data = samples.docx(samples.cases(5, "en"), "en")
    path = tmp_path / "casebook.docx"
    path.write_bytes(data)
    before = snapshot(laws)
    result = run(laws, "ruling", "import", str(path), "-y")
    assert result.exit_code == 0, result.output
    assert "found: 5 ruling(s)" in result.output and "To undo: bridge-laws ruling unimport" in result.output
    entry = yaml.safe_load((laws / "sources" / "sources.yaml").read_text(encoding="utf-8"))[-1]
    assert entry["kind"] == "casebook" and entry["original_name"] == "casebook.docx"
    assert (laws / "sources" / entry["file"]).read_bytes() == data
    assert len(list((laws / "rulings").glob("*.yaml"))) == 5
    assert run(laws, "check").exit_code == 0
    again = run(laws, "ruling", "import", str(path), "-y")
    assert again.exit_code != 0 and "already imported" in again.output
    refused = run(laws, "unimport", entry["file"])
    assert refused.exit_code == 1 and "ruling unimport" in refused.output
    undone = run(laws, "ruling", "unimport", "casebook.docx")
    assert undone.exit_code == 0 and "5 ruling(s)" in undone.output, undone.output
    assert snapshot(laws) == before


def test_a_corrected_casebook_imported_again_replaces_the_earlier_import_when_asked(laws, tmp_path):
    """A club corrects its casebook and imports it again: that doubled every ruling. Without
    --replace it is refused (nothing written); with it, the earlier import goes (its stored file
    and its rulings), a case found again keeps its ruling's id, a case taken out goes."""
    from dataclasses import replace as changed

    cs = samples.cases(4, "en")
    path = tmp_path / "club-casebook.md"
    path.write_text(samples.markdown(cs), encoding="utf-8")
    assert run(laws, "ruling", "import", str(path), "-y").exit_code == 0
    ids = sorted(p.stem for p in (laws / "rulings").glob("*.yaml"))
    corrected = [changed(cs[0], facts=cs[0].facts + " The director was called at once."), cs[1], cs[3]]
    path.write_text(samples.markdown(corrected), encoding="utf-8")
    before = snapshot(laws)
    refused = run(laws, "ruling", "import", str(path), "-y")
    assert refused.exit_code == 2 and "--replace" in refused.output and snapshot(laws) == before
    done = run(laws, "ruling", "import", str(path), "-y", "--replace")
    assert done.exit_code == 0 and "replaces: " in done.output and "Replaced " in done.output, done.output
    now = sorted(p.stem for p in (laws / "rulings").glob("*.yaml"))
    assert now == [ids[0], ids[1], ids[3]], (ids, now)
    assert "called at once" in (laws / "rulings" / f"{ids[0]}.yaml").read_text(encoding="utf-8")
    entries = yaml.safe_load((laws / "sources" / "sources.yaml").read_text(encoding="utf-8"))
    ours = [e for e in entries if e["original_name"] == path.name]
    assert len(ours) == 1 and sorted(p.name for p in (laws / "sources").glob("casebook-club-casebook-*")) == [ours[0]["file"]]
    assert run(laws, "check").exit_code == 0


@pytest.mark.parametrize("answer", ["n", "y"])
def test_at_a_terminal_a_corrected_casebook_asks_before_it_replaces_the_earlier_import(laws, tmp_path, monkeypatch, answer):
    import bridge_laws.cli.rulings as cli

    path = tmp_path / "cb.md"
    path.write_text(samples.markdown(samples.cases(3, "en")), encoding="utf-8")
    assert run(laws, "ruling", "import", str(path), "-y").exit_code == 0
    path.write_text(samples.markdown(samples.cases(2, "en")), encoding="utf-8")
    before = snapshot(laws)
    monkeypatch.setattr(cli, "_interactive", lambda: True)
    result = run(laws, "ruling", "import", str(path), input=answer + "\n")
    assert result.exit_code == 0 and "Replace the 3 ruling(s) of casebook-cb-" in result.output, result.output
    if answer == "n":
        assert "Nothing imported." in result.output and snapshot(laws) == before
    else:
        assert "Replaced " in result.output and len(list((laws / "rulings").glob("*.yaml"))) == 2


def test_a_replacing_import_whose_rebuild_fails_leaves_the_earlier_import_as_it_was(laws, tmp_path, monkeypatch):
    """One transaction adds the new file and its rulings and takes the earlier file and its
    rulings out: a failed rebuild puts every one of them back."""
    import bridge_laws.jobs.pipeline as pipeline

    path = tmp_path / "cb.md"
    path.write_text(samples.markdown(samples.cases(3, "en")), encoding="utf-8")
    assert run(laws, "ruling", "import", str(path), "-y").exit_code == 0
    path.write_text(samples.markdown(samples.cases(2, "en")), encoding="utf-8")
    before = snapshot(laws)

    def broken(laws_dir, site_dir, quiet):
        raise KeyError("template")

    monkeypatch.setattr(pipeline, "_later_stages", lambda: [("site", broken)])
    result = run(laws, "ruling", "import", str(path), "-y", "--replace")
    assert result.exit_code == 1 and "rolled back" in result.output
    assert snapshot(laws) == before


def test_a_failed_rebuild_rolls_the_import_back(laws, tmp_path, monkeypatch):
    import bridge_laws.jobs.pipeline as pipeline

    def broken(laws_dir, site_dir, quiet):
        raise KeyError("template")

    monkeypatch.setattr(pipeline, "_later_stages", lambda: [("site", broken)])
    path = tmp_path / "cb.md"
    path.write_text(samples.markdown(samples.cases(3, "en")), encoding="utf-8")
    before = snapshot(laws)
    result = run(laws, "ruling", "import", str(path), "-y")
    assert result.exit_code == 1 and "rolled back" in result.output
    assert snapshot(laws) == before
    added = run(laws, "ruling", "add", "--board", "7", "--law", "16B", "--question", "q", "--facts", "f",
                "--ruling", "r")
    assert added.exit_code == 1 and snapshot(laws) == before


def test_a_killed_ruling_add_is_undone_by_the_next_job(laws):
    from bridge_laws.jobs import transaction
    from bridge_laws.paths import Paths
    from bridge_laws.jobs.pipeline import run_stages

    paths = Paths(laws)
    before = snapshot(laws)
    journal = transaction.begin(paths, "ruling-add", laws.parent / "site", written=("killed-1.yaml",))
    (laws / "rulings").mkdir(exist_ok=True)
    (laws / "rulings" / "killed-1.yaml").write_text("id: killed-1\n", encoding="utf-8")
    left_by(journal.dir, 999999999)  # as if its process had been killed
    said = transaction.recover(paths, run_stages)
    assert said and "undid the ruling-add of killed-1.yaml" in said
    assert snapshot(laws) == before



def test_a_reader_of_the_rulings_is_told_of_a_ruling_add_not_finished(laws):
    from bridge_laws.jobs import transaction
    from bridge_laws.paths import Paths

    journal = transaction.begin(Paths(laws), "ruling-add", laws.parent / "site", written=("killed-1.yaml",))
    left_by(journal.dir, 999999999)
    for args in (["ruling", "list"], ["ruling", "show", "killed-1"]):
        said = run(laws, *args).output
        assert "Note: the ruling-add of pid 999999999 has not finished: killed-1.yaml not yet kept" in said, said


def test_the_job_that_undoes_a_killed_ruling_add_says_so(laws):
    from bridge_laws.jobs import transaction
    from bridge_laws.paths import Paths

    journal = transaction.begin(Paths(laws), "ruling-add", laws.parent / "site", written=("killed-1.yaml",))
    (laws / "rulings").mkdir(exist_ok=True)
    (laws / "rulings" / "killed-1.yaml").write_text("id: killed-1\n", encoding="utf-8")
    left_by(journal.dir, 999999999)
    result = CliRunner().invoke(main, ["--laws", str(laws), "ruling", "add", "--board", "7", "--law", "16B",
                                   "--question", "q", "--facts", "f", "--ruling", "r", "--id", "next"])
    assert result.exit_code == 0 and "Note: undid the ruling-add of killed-1.yaml" in result.stderr
    assert not (laws / "rulings" / "killed-1.yaml").exists()


def test_a_journal_naming_a_path_is_refused(laws):
    from bridge_laws.jobs import transaction
    from bridge_laws.paths import Paths

    paths = Paths(laws)
    paths.transaction.mkdir()
    (paths.transaction / transaction.JOURNAL).write_text(
        f"op: ruling-add\npid: 1\nsite: {paths.project / 'site'}\nwritten: ['../sources/sources.yaml']\n",
        encoding="utf-8")
    with pytest.raises(transaction.JournalError, match="no ruling file"):
        transaction.read_journal(paths)


# -- add, list, show ------------------------------------------------------------------------------
def test_ruling_add_asks_for_what_is_missing_and_checks_refs_as_typed(laws, monkeypatch):
    import bridge_laws.cli.rulings as cli

    monkeypatch.setattr(cli, "_interactive", lambda: True)
    result = run(laws, "ruling", "add", "--board", "7", "--date", "2024-03-14", "--event", "Sample club",
                 input="Did the pause matter?\nNorth paused.\nScore adjusted.\n16D\nL16A1a, правило 16Б\n")
    assert result.exit_code == 0, result.output
    assert "the corpus holds no 16D of the 2017 Laws" in result.output and "nearest: 16" in result.output
    ruling = yaml.safe_load((laws / "rulings" / "2024-03-14-sample-club-b7.yaml").read_text(encoding="utf-8"))
    assert [x["ref"] for x in ruling["laws"]] == ["16A1(A)", "16B"]
    assert ruling["deal"] == {"dealer": "S", "vulnerable": "All"}  # from the board number


def test_without_a_terminal_add_names_the_options(laws):
    result = run(laws, "ruling", "add", "--board", "7", "--question", "q")
    assert result.exit_code == 2 and "--facts" in result.output and "--law" in result.output


def test_list_filters_and_show_works_it_out(laws, tmp_path):
    rows = [dict(LOG_ROWS[0], deal=samples.deal(11), dealer="S", vulnerable="All", versus=420,
                 auction="1S Pass 2S Pass 4S AP"), LOG_ROWS[1],
            dict(LOG_ROWS[1], date="2023-01-05", board=3, event="Winter teams", laws="16A2(a)")]
    path = tmp_path / "log.yaml"
    path.write_text(yaml.safe_dump(rows, allow_unicode=True), encoding="utf-8")
    assert run(laws, "ruling", "import", str(path), "-y").exit_code == 0
    listed = lambda *a: [r["id"] for r in json.loads(run(laws, "ruling", "list", "--json", *a).output)]
    assert listed() == ["2024-03-14-sample-club-night-b9", "2024-03-14-sample-club-night-b7",
                        "2023-01-05-winter-teams-b3"]
    assert listed("--law", "16") == ["2024-03-14-sample-club-night-b7", "2023-01-05-winter-teams-b3"]
    assert listed("--law", "16B") == ["2024-03-14-sample-club-night-b7"]
    assert listed("--event", "winter") == ["2023-01-05-winter-teams-b3"]
    assert listed("--since", "2024-01-01", "--law", "17") == ["2024-03-14-sample-club-night-b9"]
    # a list or a range of laws, as `search` takes them (a director's day: refused)
    everyone = ["2024-03-14-sample-club-night-b9", "2024-03-14-sample-club-night-b7", "2023-01-05-winter-teams-b3"]
    assert listed("--law", "Laws 16, 17") == everyone and listed("--law", "16-17") == everyone
    assert listed("--law", "16B, 17") == ["2024-03-14-sample-club-night-b9", "2024-03-14-sample-club-night-b7"]
    shown = json.loads(run(laws, "ruling", "show", "2024-03-14-sample-club-night-b7", "--json").output)
    assert shown["double_dummy"]["tricks"]["N"].keys() == {"C", "D", "H", "S", "NT"}
    assert "score" in shown["double_dummy"]["par"]
    worked = shown["adjusted_worked_out"]
    assert [p["score"] for p in worked["parts"]] == [620, -100] and "imps" in worked["weighted"]
    assert shown["laws"][0]["ref"] == "16A1(A)" and shown["laws"][0]["written"] == "16A1a"
    text = run(laws, "ruling", "show", "2024-03-14-sample-club-night-b7").output
    assert "♠" in text and "West    North" in text and "par:" in text and "weighted:" in text
    missing = run(laws, "ruling", "show", "nope")
    assert missing.exit_code == 2 and "no ruling 'nope'" in missing.output
    # a law or unit that no version has is a slip, said with the nearest (it listed nothing, exit 0)
    for slip, near in (("16D", "nearest: 16,"), ("999", "no unit '999'")):
        refused = run(laws, "ruling", "list", "--law", slip)
        assert refused.exit_code == 2 and near in refused.output, refused.output
    assert run(laws, "ruling", "list", "--law", "18").output.strip() == "No rulings match."


def test_an_older_editions_ruling_names_the_unit_in_force_now(laws, tmp_path):
    row = dict(LOG_ROWS[0], edition=1987, laws="16A1", adjusted=None, table_result=None)
    path = tmp_path / "old.yaml"
    path.write_text(yaml.safe_dump([{k: v for k, v in row.items() if v is not None}]), encoding="utf-8")
    assert run(laws, "ruling", "import", str(path), "-y").exit_code == 0
    shown = json.loads(run(laws, "ruling", "show", "2024-03-14-sample-club-night-b7", "--json").output)
    assert shown["laws"][0]["edition"] == 1987
    assert shown["laws"][0]["now"]["edition"] == 2017 and shown["laws"][0]["now"]["ref"] == "16A1"


def test_ruling_add_without_a_rebuild_only_writes_the_ruling(laws):
    corpus = (laws / "corpus").stat().st_ino  # a rebuild swaps a new corpus directory in
    args = ["ruling", "add", "--board", "7", "--law", "16B", "--question", "q", "--facts", "f", "--ruling", "r"]
    result = run(laws, *args, "--id", "quick-one", "--no-build")
    assert result.exit_code == 0 and "after the next `bridge-laws build`" in result.output, result.output
    assert (laws / "rulings" / "quick-one.yaml").is_file() and (laws / "corpus").stat().st_ino == corpus
    assert run(laws, *args, "--id", "rebuilt-one").exit_code == 0
    assert (laws / "corpus").stat().st_ino != corpus


def test_a_second_ruling_of_a_board_is_said_with_how_to_correct_the_first(laws):
    """A director's day: `ruling add` for a board that has one wrote "…-b3-2" without a word, and
    a correction became a duplicate. It is still a ruling of its own (a ruling and an appeal), but
    said, with the way to correct the first."""
    args = ["ruling", "add", "--date", "2024-03-14", "--event", "Club pairs", "--board", "3", "--law", "16B",
            "--question", "q", "--facts", "f", "--ruling", "r", "--no-build", "--edition", "2017", "--lang", "en"]
    first = run(laws, *args)
    assert first.exit_code == 0 and "Note:" not in first.output, first.output
    second = run(laws, *args)
    assert second.exit_code == 0 and "2024-03-14-club-pairs-b3-2" in second.output
    assert "Note: a ruling 2024-03-14-club-pairs-b3 was recorded before" in second.output
    assert "ruling add --id 2024-03-14-club-pairs-b3 --replace" in second.output


def test_a_boards_line_alone_with_its_full_stop_is_the_board(laws, tmp_path):
    """A director's day: «Date: 19.01.2024.» over a line «Board 11.» was read as the date
    "19.01.2024. Board 11" and refused; the board's line ends with its full stop as well as with words."""
    path = tmp_path / "board.md"
    path.write_text("# A club's casebook (the 2017 Laws)\n\n## Case 1 — A pause\n\nDate: 19.01.2024.\nBoard 11.\n\n"
                    "Facts: North paused before passing.\n\nQuestion: Could South bid on?\n\nRuling: Score stands.\n\n"
                    "Laws: 16B.\n", encoding="utf-8")
    ruling = inspect(laws, path).rulings[0]
    assert (ruling.date, ruling.board) == ("2024-01-19", 11)


def test_a_one_line_field_ends_without_its_sentences_full_stop(laws, tmp_path):
    """«Event: Spring Teams. Date: 2024-04-06.»: the full stops end sentences, not the values."""
    path = tmp_path / "stops.md"
    path.write_text("# A club's casebook (the 2017 Laws)\n\n## Case 1 — A pause\n\n"
                    "Event: Spring Teams. Date: 2024-04-06.\n\nFacts: North paused before passing.\n\n"
                    "Question: Could South bid on?\n\nRuling: Score adjusted.\n\nLaws: 16A1(a).\n", encoding="utf-8")
    ruling = inspect(laws, path).rulings[0]
    assert (ruling.event, ruling.date, [x.ref for x in ruling.laws]) == ("Spring Teams", "2024-04-06", ["16A1(A)"])


def test_a_names_abbreviation_keeps_its_full_stop_and_a_seat_loses_it(laws, tmp_path):
    path = tmp_path / "abbr.md"
    path.write_text("# A club's casebook (the 2017 Laws)\n\n## Case 1 — A pause\n\n"
                    "Event: Spring Teams Jr.\n\nFacts: North paused before passing.\n\n"
                    "Question: Could South bid on?\n\nRuling: Score adjusted.\n\nLaws: 16A1(a).\n\n"
                    "Adjusted score: 1HX= N.\n", encoding="utf-8")
    ruling = inspect(laws, path).rulings[0]
    assert (ruling.event, ruling.adjusted) == ("Spring Teams Jr.", "1HX= N")


@pytest.mark.parametrize("typed", ["0/5/2026", "5/0/2026"])
def test_a_date_with_a_zero_is_no_day(typed):
    from bridge_laws.errors import BadValue
    from bridge_laws.rulings.fields import date

    with pytest.raises(BadValue, match="a day, as 2024-03-14"):
        date(typed)


@pytest.mark.parametrize("typed, day", [("14/3/2024", "2024-03-14"), ("3/14/2024", "2024-03-14"), ("5/5/2026", "2026-05-05"),
                                        ("14.03.2024.", "2024-03-14"), ("2024.03.14", "2024-03-14")])
def test_a_date_with_slashes_is_read_the_one_way_it_makes_a_day(typed, day):
    from bridge_laws.rulings.fields import date

    assert date(typed) == day


def test_a_date_with_slashes_that_makes_a_day_either_way_round_is_asked_about():
    from bridge_laws.errors import BadValue
    from bridge_laws.rulings.fields import date

    with pytest.raises(BadValue, match=r"5 December or May 12\? write it as 2026-12-05 or 05.12.2026"):
        date("5/12/2026")


def test_a_laws_line_reads_each_item_as_a_person_types_a_ref(laws, tmp_path):
    """«Laws: 16A1a, 16B»: the item without parentheses is 16A1(A) (it was dropped without a word);
    one naming no unit stops the import at its line (a red team's probe)."""
    def casebook(listed):
        path = tmp_path / "items.md"
        path.write_text("# A club's casebook (the 2017 Laws)\n\n## Case 1 — A pause\n\nFacts: North paused.\n\n"
                        f"Ruling: Score adjusted.\n\nLaws: {listed}\n", encoding="utf-8")
        return path

    ruling = inspect(laws, casebook("16A1a, 16B")).rulings[0]
    assert [x.ref for x in ruling.laws] == ["16A1(A)", "16B"]
    with pytest.raises(RulingError, match=r"items.md:9: «16A9a»: the corpus holds no 16A9\(A\)"):
        inspect(laws, casebook("16A9a, 16B"))
    # an item that is no ref at all stops it too (a trial: «45Z» and «99Z» were dropped without a word)
    for listed in ("16B, 45Z.", "79C, 99Z", "see above"):
        with pytest.raises(RulingError, match=r"items.md:9: «[^»]+» in the list of laws is no law or unit"):
            inspect(laws, casebook(listed))
    assert inspect(laws, casebook("none.")).rulings[0].laws == ()  # a line naming none is none


def test_a_cases_list_of_laws_decides_which_laws_it_applies(laws, tmp_path):
    """A law the facts only mention ("Law 17A was discussed") is no law applied when the case lists
    its laws; without a list, the laws its text cites are (a director's trial, session 41)."""
    path = tmp_path / "listed.md"
    text = ("# A club's casebook (the 2017 Laws)\n\n## Case 1 — A pause\n\nFacts: North paused; Law 17A was discussed "
            "and set aside.\n\nRuling: Score adjusted under Law 16B.\n\n")
    path.write_text(text + "Laws: 16B\n", encoding="utf-8")
    assert [x.ref for x in inspect(laws, path).rulings[0].laws] == ["16B"]
    path.write_text(text, encoding="utf-8")
    assert [x.ref for x in inspect(laws, path).rulings[0].laws] == ["17A", "16B"]


def test_an_appeals_decision_and_its_deposit_read_as_two_sentences(laws):
    """"the committee: The committee upheld the ruling.; deposit forfeited" (a trial's finding)."""
    added = run(laws, "ruling", "add", "--law", "16B", "--question", "q", "--facts", "f", "--ruling", "r",
                "--appeal", "--appeal-decision", "The committee upheld the ruling.", "--deposit", "forfeited",
                "--id", "appealed-1", "--edition", "2017", "--lang", "en")
    assert added.exit_code == 0, added.output
    shown = run(laws, "ruling", "show", "appealed-1").output
    assert "the committee: The committee upheld the ruling; deposit forfeited" in shown


# -- a director's trial (session 41): what a hurried hand types ------------------------------------
def test_a_yaml_log_reads_its_values_as_typed(laws, tmp_path):
    """YAML's own reading of a value is not the ruling's: `laws: 16` is Law 16, `board: 7` a board;
    a word YAML reads as true (`vulnerable: yes`) and a mapping where a value belongs are refused
    in one line naming their line, with no traceback."""
    rows = "- date: 2024-03-14\n  event: Sample club night\n  board: 7\n  laws: 16\n  question: q\n  facts: f\n  ruling: r\n"
    path = tmp_path / "log.yaml"
    path.write_text(rows, encoding="utf-8")
    plan = inspect(laws, path)
    assert [(r.board, [x.ref for x in r.laws]) for r in plan.rulings] == [(7, ["16"])]
    for spoiled, line, says in ((rows + "  vulnerable: yes\n", 1, "vulnerability 'yes'"),
                                (rows.replace("question: q", "question: {a: 1}"), 5, "question: a mapping")):
        path.write_text(spoiled, encoding="utf-8")
        before = snapshot(laws)
        result = run(laws, "ruling", "import", str(path), "-y")
        assert result.exit_code != 0 and "Traceback" not in result.output, result.output
        error = result.output.strip().split("\n")[-1]
        assert error.startswith(f"Error: log.yaml:{line}:") and says in error, result.output
        assert snapshot(laws) == before


@pytest.mark.parametrize("blank", [["--question", "   "], ["--facts", " \t "], ["--law", ""], ["--law", " , "]])
def test_a_field_of_blanks_is_missing(laws, blank):
    fields = {"--question": "q", "--facts": "f", "--ruling": "r", "--law": "16B"}
    fields[blank[0]] = blank[1]
    before = snapshot(laws)
    result = run(laws, "ruling", "add", "--board", "7", *[x for kv in fields.items() for x in kv])
    assert result.exit_code == 2 and f"missing {blank[0]}" in result.output, result.output
    assert snapshot(laws) == before


def test_a_question_must_be_one_line_and_control_characters_are_dropped(laws):
    args = ["ruling", "add", "--board", "7", "--law", "16B", "--facts", "f\x07\x1b[2Jacts", "--ruling", "r", "--no-build"]
    long = run(laws, *args, "--question", "word " * 100)
    assert long.exit_code == 2 and "at most 300 characters" in long.output, long.output
    assert run(laws, *args, "--question", "q", "--id", "plain").exit_code == 0
    assert "facts: f[2Jacts" in (laws / "rulings" / "plain.yaml").read_text(encoding="utf-8")


@pytest.mark.parametrize("typed, vul", [("все", "All"), ("никто", "None"), ("СЮ", "NS"), ("в-з", "EW"), ("N-S", "NS")])
def test_vulnerability_as_a_russian_scoresheet_writes_it(laws, typed, vul):
    result = run(laws, "ruling", "add", "--board", "7", "--law", "16B", "--question", "q", "--facts", "f",
                 "--ruling", "r", "--vulnerable", typed, "--id", "vul", "--no-build")
    assert result.exit_code == 0, result.output
    assert yaml.safe_load((laws / "rulings" / "vul.yaml").read_text(encoding="utf-8"))["deal"]["vulnerable"] == vul


def test_at_a_terminal_an_edition_without_text_is_said_before_anything_is_asked(laws, monkeypatch):
    """Every ref of an edition the corpus has no text of would be refused: asking for the laws
    would go round for ever (and Ctrl-C lose what was typed)."""
    import bridge_laws.cli.rulings as cli
    from bridge_laws.corpus import editions
    from bridge_laws.rulings.laws import editions_in

    monkeypatch.setattr(cli, "_interactive", lambda: True)
    with (laws / "editions.yaml").open("a", encoding="utf-8") as f:  # an edition known, its text not imported
        f.write("- year: 2007\n  title:\n    en: The Laws of 2007\n    ru: Законы 2007\n")
    textless = next(y for y in editions.years(laws) if y not in editions_in(load_corpus(laws / "corpus")))
    result = run(laws, "ruling", "add", "--board", "7", "--edition", str(textless), "--question", "q",
                 "--facts", "f", "--ruling", "r", input="16B\n16B\n16B\n")
    assert result.exit_code == 2 and f"no text of the {textless} Laws" in result.output, result.output
    assert "The laws applied" not in result.output


def test_a_ruling_dated_after_today_is_a_slip(laws):
    result = run(laws, "ruling", "add", "--board", "7", "--law", "16B", "--question", "q", "--facts", "f", "--ruling", "r",
                 "--date", "2999-01-01")
    assert result.exit_code == 2 and "date 2999-01-01: after today" in result.output, result.output


def test_a_date_that_is_no_day_says_why():
    from bridge_laws.errors import BadValue
    from bridge_laws.rulings.fields import date

    with pytest.raises(BadValue, match="February 2024 has no day 31"):
        date("31.02.2024")
    assert date("29.02.2024") == "2024-02-29"


def test_one_spoiled_ruling_file_leaves_the_others_listed_and_shown(laws, tmp_path):
    path = tmp_path / "log.yaml"
    path.write_text(yaml.safe_dump(LOG_ROWS, allow_unicode=True), encoding="utf-8")
    assert run(laws, "ruling", "import", str(path), "-y").exit_code == 0
    spoiled = laws / "rulings" / "2024-03-14-sample-club-night-b9.yaml"
    spoiled.write_text(spoiled.read_text(encoding="utf-8").replace("ref: 17B", "ref: 17Q1"), encoding="utf-8")
    listed = run(laws, "ruling", "list")
    assert listed.exit_code == 0 and "2024-03-14-sample-club-night-b7" in listed.output
    assert "Skipped: " in listed.output and "2024-03-14-sample-club-night-b9.yaml:" in listed.output
    assert run(laws, "ruling", "show", "2024-03-14-sample-club-night-b7").exit_code == 0
    own = run(laws, "ruling", "show", "2024-03-14-sample-club-night-b9")
    assert own.exit_code != 0 and "17Q1" in own.output and "Traceback" not in own.output


def test_show_lists_the_rulings_applying_the_unit(laws, tmp_path):
    path = tmp_path / "log.yaml"
    path.write_text(yaml.safe_dump(LOG_ROWS, allow_unicode=True), encoding="utf-8")
    assert run(laws, "ruling", "import", str(path), "-y").exit_code == 0
    shown = run(laws, "show", "16", "--edition", "2017", "--lang", "en").output
    assert "rulings (1;" in shown and "2024-03-14-sample-club-night-b7  [16A1(A), 16B]" in shown
    assert "rulings" not in run(laws, "show", "17A", "--edition", "2017", "--lang", "en").output


def test_an_appeal_said_to_be_lodged_has_no_decision_of_that_word(laws, tmp_path):
    text = samples.plain(samples.cases(1, "ru"), "ru") + "\nАпелляция: подана.\n"
    path = tmp_path / "cb.txt"
    path.write_text(text, encoding="utf-8")
    [ruling] = inspect(laws, path).rulings
    assert ruling.appeal is not None and ruling.appeal.lodged and ruling.appeal.decision is None


def test_ruling_remove_takes_out_a_ruling_recorded_with_add(laws, tmp_path, monkeypatch):
    import bridge_laws.jobs.pipeline as pipeline

    args = ["ruling", "add", "--board", "7", "--law", "16B", "--question", "q", "--facts", "f", "--ruling", "r"]
    assert run(laws, *args, "--id", "by-mistake").exit_code == 0
    before = snapshot(laws)
    # a rebuild that fails leaves the ruling where it was
    monkeypatch.setattr(pipeline, "_later_stages", lambda: [("site", lambda *a: (_ for _ in ()).throw(KeyError("x")))])
    failed = run(laws, "ruling", "remove", "by-mistake", "-y")
    assert failed.exit_code == 1 and snapshot(laws) == before, failed.output
    monkeypatch.setattr(pipeline, "_later_stages", lambda: [])
    removed = run(laws, "ruling", "remove", "by-mistake", "-y")
    assert removed.exit_code == 0 and not (laws / "rulings" / "by-mistake.yaml").exists(), removed.output
    assert "by-mistake" not in run(laws, "ruling", "list").output
    again = run(laws, "ruling", "remove", "by-mistake", "-y")
    assert again.exit_code == 2 and "no ruling 'by-mistake'" in again.output
    assert run(laws, "ruling", "remove", "../x", "-y").exit_code != 0


def test_ruling_remove_leaves_an_imported_casebooks_ruling_to_unimport(laws, tmp_path):
    path = tmp_path / "log.yaml"
    path.write_text(yaml.safe_dump(LOG_ROWS, allow_unicode=True), encoding="utf-8")
    assert run(laws, "ruling", "import", str(path), "-y").exit_code == 0
    before = snapshot(laws)
    result = run(laws, "ruling", "remove", "2024-03-14-sample-club-night-b7", "-y")
    assert result.exit_code != 0 and "ruling unimport" in result.output and snapshot(laws) == before


def test_a_killed_ruling_remove_is_undone_by_the_next_job_naming_the_ruling(laws):
    from bridge_laws.jobs import transaction
    from bridge_laws.jobs.pipeline import run_stages
    from bridge_laws.paths import Paths

    assert run(laws, "ruling", "add", "--board", "7", "--law", "16B", "--question", "q", "--facts", "f",
               "--ruling", "r", "--id", "kept").exit_code == 0
    before = snapshot(laws)
    journal = transaction.begin(Paths(laws), "ruling-remove", laws.parent / "site", dropped=("kept.yaml",))
    (laws / "rulings" / "kept.yaml").unlink()  # as far as the killed job got
    left_by(journal.dir, 999999999)
    said = transaction.recover(Paths(laws), run_stages)
    assert said and "undid the ruling-remove of kept.yaml" in said
    assert snapshot(laws) == before


def test_at_a_terminal_ruling_remove_asks_first(laws, monkeypatch):
    import bridge_laws.cli.rulings as cli

    assert run(laws, "ruling", "add", "--board", "7", "--law", "16B", "--question", "Slow pass?", "--facts", "f",
               "--ruling", "r", "--id", "kept").exit_code == 0
    monkeypatch.setattr(cli, "_interactive", lambda: True)
    result = run(laws, "ruling", "remove", "kept", input="n\n")
    assert "Remove ruling kept (Slow pass?)?" in result.output and "Nothing removed." in result.output
    assert (laws / "rulings" / "kept.yaml").is_file()


def test_at_a_terminal_ruling_unimport_asks_first_as_remove_does(laws, tmp_path, monkeypatch):
    """A director's day: `ruling unimport` took a casebook and its rulings out without a word,
    where `ruling remove` asks; and it had no -y."""
    import bridge_laws.cli.rulings as cli

    path = tmp_path / "log.csv"
    path.write_text("date,board,laws,question\n2024-03-14,7,16B,q\n", encoding="utf-8")
    assert run(laws, "ruling", "import", str(path), "-y").exit_code == 0
    monkeypatch.setattr(cli, "_interactive", lambda: True)
    kept = snapshot(laws)
    result = run(laws, "ruling", "unimport", "log.csv", input="n\n")
    assert "Remove the imported file log.csv and every ruling read from it?" in result.output
    assert "Nothing removed." in result.output and snapshot(laws) == kept
    assert run(laws, "ruling", "unimport", "log.csv", "-y").exit_code == 0 and snapshot(laws) != kept


def test_the_same_row_twice_in_a_log_is_one_ruling_and_said(laws, tmp_path):
    """A red team's: a log with a row pasted twice made two rulings, «…-b7» and its word-for-word
    copy «…-b7-2»."""
    row = "2024-03-14,Club pairs,7,16B,Slow pass?,East paused.,Score stands."
    path = tmp_path / "log.csv"
    path.write_text("date,event,board,laws,question,facts,ruling\n" + row + "\n" + row + "\n", encoding="utf-8")
    plan = inspect(laws, path)
    assert [r.id for r in plan.rulings] == ["2024-03-14-club-pairs-b7"]
    assert any("the same as a row before, read once: line 3 (as line 2)" in n for n in plan.notes), plan.notes
