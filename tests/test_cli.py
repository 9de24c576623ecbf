"""The CLI contract, exactly as other tools rely on it."""

from __future__ import annotations

import json
import shutil

import pytest
from click.testing import CliRunner

from bridge_laws.cli import main

from helpers import REPO, SOURCES, rewrite_source


@pytest.fixture(scope="module")
def run(built_laws):
    runner = CliRunner()

    def invoke(*args, laws=built_laws):
        return runner.invoke(main, ["--laws", str(laws), *args], catch_exceptions=False)

    return invoke


UNIT_KEYS = {"ref", "edition", "lang", "law", "title", "text", "children", "footnotes", "refs", "referenced_by",
             "page", "tables", "sources", "missing_text", "partial", "rulings"}


def test_show_json_shape(run):
    result = run("show", "75D2", "--json")
    assert result.exit_code == 0
    data = json.loads(result.output)
    assert set(data) == UNIT_KEYS | {"standing", "terms"}  # show adds the edition in force and a law's terms
    assert data["standing"]["superseded"] is True and data["standing"]["in_force"] == 2017
    assert (data["ref"], data["edition"], data["lang"], data["law"], data["page"]) == ("75D2", 1987, "ru", 75, 106)
    assert data["footnotes"][0]["marker"] == "*" and data["footnotes"][0]["text"].startswith("Два примера")
    assert data["refs"] == ["16"] and data["missing_text"] is False
    assert all(":" in s for s in data["sources"])


@pytest.mark.parametrize("spelling", ["75D2", "75 d 2", "Law 75D2", "правило 75D2", "law 75 D 2", " 75d2 "])
def test_show_accepts_every_spelling(run, spelling):
    assert json.loads(run("show", spelling, "--json").output)["ref"] == "75D2"


@pytest.mark.parametrize("typed, refs", [(["50", "51"], ["50", "51"]), (["16, 73"], ["16", "73"]),
                                         (["правила", "7Б", "и", "7В"], ["7B", "7C"]), (["75D2", "75D2"], ["75D2"])])
def test_show_several_refs_typed_together_shows_each(run, typed, refs):
    """A director types two laws at once («show 50 51»): each is shown, in the order typed; the
    JSON is a list of what `show` prints for each."""
    data = json.loads(run("show", *typed, "--json").output)
    assert isinstance(data, list) and [unit["ref"] for unit in data] == refs
    text = run("show", *typed).output
    assert text.count("[1987 ru]") + text.count("[1997 ru]") == len(refs)


def test_show_one_ref_spaced_is_still_one_ref_and_an_unknown_one_among_several_exits_2(run):
    assert json.loads(run("show", "75", "d", "2", "--json").output)["ref"] == "75D2"
    assert json.loads(run("show", "12", "C", "1", "--json").output)["ref"] == "12C1"
    result = run("show", "16", "99")
    assert result.exit_code == 2 and "no unit '99'" in result.output


def test_show_cyrillic_lookalike(run):
    assert json.loads(run("show", "правило", "45С1", "--json").output)["ref"] == "45C1"


def test_show_defaults_to_the_newest_edition_and_takes_lang(run):
    assert json.loads(run("show", "79C", "--json").output)["edition"] == 1997
    assert json.loads(run("show", "79C", "--edition", "1987", "--json").output)["edition"] == 1987
    en = json.loads(run("show", "Law 79C", "--lang", "en", "--json").output)
    assert en["lang"] == "en" and en["title"] == "Error in Score"


def test_show_children_tables_and_referenced_by(run):
    data = json.loads(run("show", "78", "--edition", "1987", "--json").output)
    imp = next(c for c in data["children"] if c["ref"] == "78B")
    scale = imp["tables"][0]
    assert len(scale["rows"]) == 24 and scale["rows"][0] == [20, 40, 1] and scale["anchor"] == "78B-t1"
    cited = json.loads(run("show", "40C", "--json").output)
    assert "75D1" in cited["referenced_by"]


def test_show_skeleton_only_unit_says_so(run):
    result = run("show", "64B2")
    assert result.exit_code == 0 and "текст отсутствует" in result.output
    assert json.loads(run("show", "64B2", "--json").output)["missing_text"] is True


@pytest.mark.parametrize("ref", ["94", "Law 120", "94A1", "what is 94"])
def test_a_law_after_the_last_says_how_the_laws_are_numbered(run, ref):
    """"Law 94" named the nearest, 4, 9 and 90B4 (a trial): the Laws are numbered 1–93."""
    if not ref.startswith("what"):
        result = run("show", ref)
        assert result.exit_code == 2 and "the Laws are numbered 1–93" in result.output and "nearest" not in result.output
    searched = run("search", ref, "--json")
    assert searched.exit_code == 0, searched.output
    found = json.loads(searched.stdout)
    assert found["notice"].endswith(": the Laws are numbered 1–93") and found["nearest"] == [] and found["hits"] == []


@pytest.mark.parametrize("ref", ["Law 0", "0", "94Z", "Law 9999"])
def test_a_law_0_or_after_the_last_with_any_letter_says_how_the_laws_are_numbered(run, ref):
    """«Law 0» said nothing more, «0» named 70, 80 and 90 (a red team)."""
    for command in (["show", ref], ["diff", ref, "--from", "1987", "--to", "2017"]):
        result = run(*command)
        assert result.exit_code == 2 and "the Laws are numbered 1–93" in result.output and "nearest" not in result.output


@pytest.mark.parametrize("ref, nearest", [("93Z", "93, 93A, 93B"), ("Law 93Z", "93, 93A, 93B"), ("L93Z", "93, 93A, 93B"),
                                          ("16AZ", "16A, 16A1, 16A2"), ("Law 16 AZ", "16A, 16A1, 16A2"),
                                          ("Law 0016AZ", "16A, 16A1, 16A2")])
def test_a_ref_with_a_letter_no_unit_has_names_the_nearest_of_its_own_law(run, ref, nearest):
    """«93Z» named 93, 93B, 93C but «Law 93Z» only 93 (a red team): the law and its first sections;
    «16AZ» the units of 16A, as it is typed."""
    result = run("show", ref)
    assert result.exit_code == 2 and f"nearest: {nearest}" in result.output, result.output


def test_unknown_ref_exit_2_with_nearest(run):
    result = run("show", "45C9")
    assert result.exit_code == 2
    assert "nearest" in result.output and "45C" in result.output


@pytest.mark.parametrize("ref, law", [("16E", 16), ("45C9", 45), ("75D9", 75)])
def test_the_nearest_of_a_unit_a_law_lacks_are_of_that_law_as_the_search_names_them(run, ref, law):
    """«16E» named 6E, 81E and 6E3 beside 16: `show` had a nearest-ref rule of its own; now the
    search's (refs.nearest_refs), which keeps to the law when it has refs close enough."""
    from bridge_laws.refs import law_of

    line = run("show", ref).output.strip().splitlines()[-1]
    near = line.split("nearest: ")[1].split(", ")
    assert near[0] in (str(law), *[r for r in near if r.startswith(str(law))])
    assert all(law_of(r) == law for r in near), line


def test_coverage(run):
    data = json.loads(run("coverage", "--json").output)
    assert data["1987-ru"]["laws"] == 93 and data["1987-ru"]["units_skeleton_only"] > 0
    assert data["1997-en"]["laws_with_text_list"] == [77, 78, 79, 80]
    text = run("coverage").output
    assert "1987 ru: 93 laws" in text


def test_subjects(run):
    data = json.loads(run("subjects", "--json").output)
    assert set(data[0]) == {"term", "laws", "see", "see_also", "children"}
    assert any(e["term"] == "Взятки" and e["children"] for e in data)
    assert "Блеф — 40, 73" in run("subjects").output
    none = run("subjects", "--lang", "en").output  # (it said «No subject index for None en»)
    assert "None" not in none and "No subject index in en" in none and "1987 ru" in none


def test_a_jump_lists_each_version_once_without_also_naming_the_others(run):
    # on a phone three versions each saying "also:" the other two was a screen of repetition
    out = run("search", "79").stdout
    heads = [line for line in out.splitlines() if line.startswith("79 ")]
    assert len(heads) >= 2 and "also:" not in out
    assert "also:" in run("search", "выигранные взятки").stdout  # a text hit still names its other versions


def test_a_query_may_begin_with_a_negative_score_and_a_mistyped_option_is_still_refused(run):
    # «-800 в 4ПК-3» typed as a director says it (a director's trial: click took -800 for an option)
    result = run("search", "-800", "в", "4ПК-3", "--limit", "2")
    assert result.exit_code == 0 and "4SX-3" in result.output
    assert run("search", "revoke", "--limt", "3").exit_code == 2


def test_check_passes(run):
    result = run("check")
    assert result.exit_code == 0, result.output


def test_every_command_has_help_with_an_example(run):
    for name, command in main.commands.items():
        assert command.help and "Example" in command.help, name
        assert run(name, "--help").exit_code == 0


def test_build_names_file_and_line_and_keeps_the_previous_corpus(tmp_path):
    laws = tmp_path / "laws"
    shutil.copytree(SOURCES, laws / "sources")
    runner = CliRunner()
    assert runner.invoke(main, ["--laws", str(laws), "build", "-q"]).exit_code == 0
    before = {p: p.read_bytes() for p in (laws / "corpus").rglob("*.yaml")}
    rewrite_source(laws, "1987-ru-web-75-93.txt", b"\xd0\x9f\xd1\x80\n\x00\x01binary\n")
    result = runner.invoke(main, ["--laws", str(laws), "build", "-q"])
    assert result.exit_code == 1
    assert "1987-ru-web-75-93.txt:2" in result.output and "binary" in result.output
    assert {p: p.read_bytes() for p in (laws / "corpus").rglob("*.yaml")} == before


def test_build_says_each_stage_as_it_starts_and_what_it_did_once(tmp_path):
    # a terminal shows both streams: the report's lines (stdout) are not said again on stderr
    laws = tmp_path / "laws"
    shutil.copytree(SOURCES, laws / "sources")
    result = CliRunner().invoke(main, ["--laws", str(laws), "build"])
    assert result.exit_code == 0, result.output
    assert "corpus: reading the sources" in result.stderr and result.stderr.count("site: …") <= 1
    assert "law files in" in result.stdout and "law files in" not in result.stderr
    assert "pages," in result.stdout and "pages," not in result.stderr


def test_missing_corpus_is_a_clean_error(tmp_path):
    (tmp_path / "sources").mkdir()  # a laws directory never built (one with no sources/: below)
    result = CliRunner().invoke(main, ["--laws", str(tmp_path), "show", "1"])
    assert result.exit_code == 1 and "bridge-laws build" in result.output


def test_a_failing_later_stage_is_a_clean_error(tmp_path, monkeypatch):
    import bridge_laws.jobs.pipeline as pipeline

    def broken(laws_dir, site_dir, quiet):
        raise KeyError("template")

    laws = tmp_path / "laws"
    shutil.copytree(SOURCES, laws / "sources")
    monkeypatch.setattr(pipeline, "_later_stages", lambda: [("site", broken)])
    result = CliRunner().invoke(main, ["--laws", str(laws), "build", "-q"])
    assert result.exit_code == 1
    assert result.output.startswith("Error: the site stage failed (KeyError: 'template')")
    assert (laws / "corpus" / "1987-ru" / "075.yaml").exists()


@pytest.mark.parametrize("error,message", [(KeyError("postings"), "the index stage failed (KeyError: 'postings')"),
                                           ("source", "a.txt:3: unreadable")])
def test_a_stage_run_aside_fails_as_cleanly_as_one_run_in_turn(tmp_path, monkeypatch, error, message):
    """The index stage runs in a process of its own while the site renders: its failure (any
    exception, or a library error with arguments of its own) is the same clean error, and the
    corpus is kept."""
    import bridge_laws.jobs.pipeline as pipeline
    from bridge_laws.errors import SourceError

    def broken(laws_dir, site_dir, quiet):
        raise SourceError("a.txt", "unreadable", 3) if error == "source" else error

    laws = tmp_path / "laws"
    shutil.copytree(SOURCES, laws / "sources")
    monkeypatch.setattr(pipeline, "_later_stages", lambda: [("index", broken), ("site", lambda *a: "site: fine")])
    result = CliRunner().invoke(main, ["--laws", str(laws), "build", "-q"])
    assert result.exit_code == 1, result.output
    assert message in result.output
    assert (laws / "corpus" / "1987-ru" / "075.yaml").exists()


def _commands():
    return sorted(main.commands)


@pytest.mark.parametrize("name", _commands())
def test_every_command_is_in_the_readme_and_has_an_example(name):
    # the reference may live in docs/ (the README is a front door): any of them documents it
    docs = [REPO / "README.md", *sorted((REPO / "docs").glob("*.md"))]
    assert any(f"`bridge-laws {name}" in p.read_text(encoding="utf-8") for p in docs), \
        f"neither README.md nor docs/*.md documents `bridge-laws {name}`"
    result = CliRunner().invoke(main, [name, "--help"])
    assert result.exit_code == 0
    example = result.output.split("Example:", 1)
    assert len(example) == 2 and f"bridge-laws {name}" in example[1], f"{name} --help has no example"


def test_the_commands_are_the_ones_the_readme_lists():
    assert {"build", "show", "search", "import", "check", "coverage", "subjects", "serve", "unimport"} <= set(_commands())



def test_a_sentence_naming_many_terms_prints_a_few_cards_and_then_its_hits(capsys):
    """A sentence named "board", the wrong count of cards, "auction" and "bid": twelve lines of
    cards, some of an edition's law the corpus does not hold, came before the first hit. The
    text shows the first few, says how many more, and leaves out what is not in the corpus;
    --json keeps every card."""
    from _search_index import built_index
    from bridge_laws.cli.search import CARDS_SHOWN, _print_text
    from bridge_laws.searchindex import engine as engine_mod

    query = "board 7 north has 14 cards south only 12, noticed after the bidding started"
    result = engine_mod.engine(built_index()).search(query, limit=1)  # laws/: with the glossary and situations
    assert len(result.cards) > CARDS_SHOWN
    assert any(not law["versions"] for card in result.cards for law in card["laws"])  # 1997's law 2, say
    _print_text(result, color=False)
    text = capsys.readouterr().out
    more = len(result.cards) - CARDS_SHOWN
    assert f"({more} more term card{'s' if more > 1 else ''}: --json lists them)" in text
    assert "not in the corpus" not in text
    head = text.split(f"\n{result.hits[0].ref} ")[0]
    assert sum(1 for line in head.splitlines() if not line.startswith(("    ", "("))) == CARDS_SHOWN


def test_a_search_a_filter_leaves_empty_says_what_the_words_find_without_it(tmp_path):
    """`search revoke --lang en` found nothing and said no more: the English texts are four laws."""
    laws = tmp_path / "laws"
    shutil.copytree(SOURCES, laws / "sources")
    runner = CliRunner()
    assert runner.invoke(main, ["--laws", str(laws), "build", "-q"]).exit_code == 0
    result = runner.invoke(main, ["--laws", str(laws), "search", "штрафной картой", "--lang", "en"])
    assert "No units found." in result.stderr
    assert "Without the filters the same words find" in result.stderr and "--lang en hold Laws 77–80" in result.stderr
    nothing = runner.invoke(main, ["--laws", str(laws), "search", "zzqqxx", "--lang", "en"])
    assert "Without the filters" not in nothing.stderr


def test_show_definitions_in_a_corpus_without_them_says_why(built_laws):
    from helpers import cli

    result = cli(built_laws, "show", "definitions")
    assert result.returncode != 0 and "Traceback" not in result.stderr
    assert "no text in the corpus prints the parts before Law 1" in result.stderr


@pytest.mark.parametrize("args", [["show", "75D2"], ["search", "revoke"], ["show", "75D2", "--json"]])
def test_a_laws_directory_that_is_none_is_said_not_sent_to_build(tmp_path, args):
    """`--laws` naming a folder with no sources/ (a slip of the path) said «no corpus … run
    bridge-laws build first», and the build then failed: a maintainer's day (session 46)."""
    result = CliRunner().invoke(main, ["--laws", str(tmp_path / "nowhere"), *args])
    assert result.exit_code != 0 and "is not a laws directory" in result.output and "Traceback" not in result.output
    (tmp_path / "empty" / "sources").mkdir(parents=True)  # a laws directory never built: build it
    result = CliRunner().invoke(main, ["--laws", str(tmp_path / "empty"), *args])
    assert "run `bridge-laws build` first" in result.output or "building" in result.output


def test_a_site_dir_that_cannot_be_made_is_named_not_its_working_copy(tmp_path):
    """`build --site-dir /proc/x` named '/proc/.x-new-12146-gvjpgvhi', a directory the user never
    asked for (a maintainer's day)."""
    laws = tmp_path / "laws"
    shutil.copytree(SOURCES, laws / "sources")
    (tmp_path / "a-file").write_text("not a folder", encoding="utf-8")
    result = CliRunner().invoke(main, ["--laws", str(laws), "build", "--site-dir", str(tmp_path / "a-file" / "site")])
    assert result.exit_code != 0 and "Traceback" not in result.output
    assert str(tmp_path / "a-file") in result.output and "-new-" not in result.output
    result = CliRunner().invoke(main, ["--laws", str(laws), "build", "--site-dir", "/proc/bridge-laws-site"])
    assert "cannot make /proc/bridge-laws-site" in result.output and "-new-" not in result.output
