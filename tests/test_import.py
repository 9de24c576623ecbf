"""`bridge-laws import`: a user's own text in, nothing lost; refusals leave everything as it was."""

from __future__ import annotations

import json
from pathlib import Path

import pytest
import yaml
from click.testing import CliRunner

from bridge_laws.cli import main
from bridge_laws.corpus.yamlio import load_corpus
from helpers import SOURCES, build_laws, copy_laws


LAW5 = """Правило 5. Места участников
---------------------------
A.Начальное положение
Участник, который выбрал место, сохраняет его до конца сессии, если
директор не распорядится иначе; см. правило 4.
B.Смена мест
Участник может сменить место только с разрешения директора.
"""

# Law 76 as the web copy prints it, with one word changed: «более» → «больше».
LAW76 = """Правило 76. Зрители
-------------------
A.Поведение во время торговли и розыгрыша
1.Только одна рука
Зрителю не следует смотреть в карты больше
чем одного игрока, кроме как с позволения.
2.Персональная реакция
Зритель должен никак не реагировать на
торговлю или игру картами во время розыгрыша
сдачи.
"""


@pytest.fixture(scope="module")
def built(tmp_path_factory) -> Path:
    """The seeds built once; each test gets a copy (a build takes about half a second)."""
    return build_laws(tmp_path_factory.mktemp("seed"), SOURCES)


@pytest.fixture
def laws(built, tmp_path) -> Path:
    return copy_laws(built, tmp_path)


@pytest.fixture(autouse=True)
def corpus_stage_only(request, monkeypatch):
    """The index and site stages belong to other modules and are tested there; here the import
    rebuilds the corpus only, unless a test asks for the whole pipeline."""
    if "whole_pipeline" not in request.fixturenames:
        import bridge_laws.jobs.pipeline as pipeline

        monkeypatch.setattr(pipeline, "_later_stages", lambda: [])


def snapshot(root: Path) -> dict:
    """Every file under the repo dir (laws/, and the site or index if any) with its bytes; not the
    caches of derived data in build/ (who cites whom: keyed by the law files' times, rewritten;
    the corpus's parsed mirrors, build/parsed: named by the bytes they stand for, made by a build;
    the records of what a build kept, build/*.json: checked against what they describe when read)."""
    return {str(p.relative_to(root)): p.read_bytes() for p in sorted(root.rglob("*"))
            if p.is_file() and p.name != ".build.lock" and "cited-by" not in p.parts
            and p.relative_to(root).parts[:2] != ("build", "parsed")
            and not (p.relative_to(root).parts[0] == "build" and p.suffix == ".json")}


def run(laws: Path, *args, input=None):
    return CliRunner().invoke(main, ["--laws", str(laws), *args], input=input)


def write(tmp_path: Path, name: str, text: str, encoding="utf-8", newline="\n") -> Path:
    path = tmp_path / name
    path.write_bytes(text.replace("\n", newline).encode(encoding))
    return path


def units(laws: Path) -> dict:
    corpus = load_corpus(laws / "corpus")
    return {(law.edition, law.lang, u.ref): u for law in corpus.laws for u in law.unit.walk()}


def manifest(laws: Path) -> list[dict]:
    return yaml.safe_load((laws / "sources" / "sources.yaml").read_text(encoding="utf-8"))


# -- success ---------------------------------------------------------------------------------
def test_plain_text_asks_for_the_edition_without_a_tty(laws, tmp_path):
    before = snapshot(laws.parent)
    result = run(laws, "import", str(write(tmp_path, "law5.txt", LAW5)))
    assert result.exit_code == 2
    assert "law5.txt: cannot tell its edition" in result.output and "--edition 1987|1997" in result.output
    assert snapshot(laws.parent) == before


def test_import_plain_text_then_undo(laws, tmp_path):
    before = snapshot(laws.parent)
    src = write(tmp_path, "law5.txt", LAW5)
    result = run(laws, "import", str(src), "--edition", "1987")
    assert result.exit_code == 0, result.output
    out = result.output
    assert "kind: plain (detected" in out and "edition: 1987 (given)" in out and "utf-8" in out
    assert "laws that gained text (1987 ru): 5" in out
    assert "units that gained text (1987 ru, 2): 5A, 5B" in out
    entry = manifest(laws)[-1]
    assert entry["original_name"] == "law5.txt" and entry["kind"] == "plain" and entry["edition"] == 1987
    assert (laws / "sources" / entry["file"]).read_bytes() == src.read_bytes()
    assert units(laws)[(1987, "ru", "5B")].text.startswith("Участник может сменить место")
    assert f"To undo: bridge-laws unimport {entry['file']}" in out

    undo = run(laws, "unimport", entry["file"])
    assert undo.exit_code == 0, undo.output
    assert snapshot(laws.parent) == before


@pytest.mark.parametrize("encoding,newline", [("cp1251", "\r\n"), ("koi8-r", "\n"), ("cp866", "\r\n"),
                                              ("utf-8-sig", "\r\n")])
def test_any_code_page_and_line_end(laws, tmp_path, encoding, newline):
    src = write(tmp_path, "law5.txt", LAW5, encoding, newline)
    result = run(laws, "import", str(src), "--edition", "1987")
    assert result.exit_code == 0, result.output
    assert f"{'utf-8-sig' if encoding == 'utf-8-sig' else encoding}" in result.output
    assert {"\n": "LF", "\r\n": "CRLF"}[newline] + " line ends" in result.output
    entry = manifest(laws)[-1]
    assert (laws / "sources" / entry["file"]).read_bytes() == src.read_bytes()  # byte for byte
    assert units(laws)[(1987, "ru", "5A")].text.startswith("Участник, который выбрал место")


def test_edition_named_in_the_text_is_not_asked(laws, tmp_path):
    text = LAW5.replace("см. правило 4.", "см. правило 4 (Законы 1987 года).")
    result = run(laws, "import", str(write(tmp_path, "law5.txt", text)))
    assert result.exit_code == 0, result.output
    assert "edition: 1987 (detected: the text names only the 1987 Laws)" in result.output


@pytest.mark.parametrize("title,year", [("Кодекс спортивного бриджа", 1997), ("Из Кодекса спортивного бриджа", 1997),
                                        ("Кодекс спортивного бриджа 1987 года", 1987)])
def test_edition_named_without_its_year(laws, tmp_path, title, year):
    """A name only one edition goes by (laws/editions.yaml: «Кодекс» is 1997's) when no year is
    named; a year named wins."""
    result = run(laws, "import", str(write(tmp_path, "law5.txt", f"{title}\n\n{LAW5}")), "--yes")
    assert result.exit_code == 0, result.output
    assert f"edition: {year} (detected: the text" in result.output


def test_interactive_prompt(laws, tmp_path, monkeypatch):
    import bridge_laws.cli.imports as cli_import

    monkeypatch.setattr(cli_import, "_interactive", lambda: True)
    result = run(laws, "import", str(write(tmp_path, "law5.txt", LAW5)), input="1987\ny\n")
    assert result.exit_code == 0, result.output
    assert "Edition of law5.txt" in result.output and "edition: 1987 (asked)" in result.output
    no = run(laws, "import", str(write(tmp_path, "law5b.txt", LAW5.replace("сессии", "игры"))), input="1987\nn\n")
    assert no.exit_code == 0 and "Nothing imported." in no.output
    assert len(manifest(laws)) == 5


def test_conflict_is_shown_as_a_diff(laws, tmp_path):
    result = run(laws, "import", str(write(tmp_path, "law76.txt", LAW76)), "--edition", "1987")
    assert result.exit_code == 0, result.output
    out = result.output
    assert "conflicts with existing text: 1" in out
    assert "76A1 (1987 ru): the texts differ" in out
    assert "-Зрителю не следует смотреть в карты более" in out
    assert "+Зрителю не следует смотреть в карты больше" in out
    report = yaml.safe_load((laws / "corpus" / "report.yaml").read_text(encoding="utf-8"))
    assert any(i["kind"] == "text-conflict" and "76A1" in i["message"] for i in report)


def test_references_that_now_resolve(laws, tmp_path):
    cites = LAW5.replace("см. правило 4.", "см. правило 5C.")
    first = run(laws, "import", str(write(tmp_path, "a.txt", cites)), "--edition", "1987")
    assert first.exit_code == 0, first.output
    report = yaml.safe_load((laws / "corpus" / "report.yaml").read_text(encoding="utf-8"))
    assert any(i["kind"] == "dangling-ref" and "5C" in i["message"] for i in report)
    more = cites + "C.Опоздание\nОпоздавший участник занимает свободное место.\n"
    second = run(laws, "import", str(write(tmp_path, "b.txt", more)), "--edition", "1987")
    assert second.exit_code == 0, second.output
    assert "references that now resolve: 1" in second.output
    assert "cites 5C" in second.output
    assert "5C" in second.output.split("units new to the corpus")[1].split("\n")[0]


def test_bilingual_site_page_is_detected(laws, tmp_path):
    """A second page of the «Кодекс» site: the seed's text up to Law 79, under a new name, in
    another encoding and with other line ends (the whole text again would be a duplicate)."""
    text = (SOURCES / "1997-ru-en-site-77-80.txt").read_text(encoding="utf-8")
    text = text[:text.index("ПРАВИЛО 79. ВЫИГРАННЫЕ ВЗЯТКИ", 1000)]
    result = run(laws, "import", str(write(tmp_path, "kodeks.txt", text, "utf-8-sig", "\r\n")))
    assert result.exit_code == 0, result.output
    assert "kind: bilingual-site" in result.output and "edition: 1997 (detected" in result.output
    assert "language: ru, en" in result.output and "utf-8-sig" in result.output


@pytest.fixture
def whole_pipeline():
    """Asks for the real index and site stages (see corpus_stage_only)."""


def test_import_runs_every_stage(laws, tmp_path, whole_pipeline):
    """Corpus, then index and site as far as they exist: all rebuilt from the new text."""
    from bridge_laws.jobs.pipeline import _later_stages

    result = run(laws, "import", str(write(tmp_path, "law5.txt", LAW5)), "--edition", "1987")
    assert result.exit_code == 0, result.output
    assert units(laws)[(1987, "ru", "5A")].text
    if _later_stages():
        site = laws.parent / "site"
        assert site.is_dir() and any("Участник может сменить место" in p.read_text(encoding="utf-8")
                                     for p in site.rglob("*.html"))


# -- refusals ---------------------------------------------------------------------------------
CUT_UTF8 = LAW5.encode("utf-8")[:-3]  # «директора.\n» cut inside «а» (two bytes) → one byte left
assert CUT_UTF8[-1] >= 0x80

REFUSALS = [
    ("empty.txt", b"", "empty file"),
    ("blank.txt", b"  \n\n \r\n", "empty file"),
    ("image.png", b"\x89PNG\r\n\x1a\n\x00\x00\x00\rIHDR" + bytes(range(256)), "binary data"),
    ("cut.txt", CUT_UTF8, "truncated: the file ends in the middle of a UTF-8 character at line 7"),
    ("english.txt", b"Minutes of the meeting\n\nThe committee met on Tuesday.\n", "unknown layout"),
    ("koi.txt", "Протокол заседания\nкомитета.\n".encode("koi8-r"), "unknown layout"),
    ("seed.txt", (SOURCES / "1987-ru-web-75-93.txt").read_bytes(), "already imported"),
]


@pytest.mark.parametrize("name,data,message", REFUSALS, ids=[r[0] for r in REFUSALS])
def test_refusals_leave_everything_as_it_was(laws, tmp_path, name, data, message):
    site = laws.parent / "site"
    site.mkdir()
    (site / "index.html").write_text("<p>old site</p>")
    before = snapshot(laws.parent)
    path = tmp_path / name
    path.write_bytes(data)
    result = run(laws, "import", str(path), "--edition", "1987", "--yes")
    assert result.exit_code == 1, result.output
    assert result.output.startswith(f"Error: {name}"), result.output  # names the file
    assert message in result.output
    assert snapshot(laws.parent) == before


def test_refusal_names_the_line(laws, tmp_path):
    path = tmp_path / "cut.txt"
    path.write_bytes(CUT_UTF8)
    result = run(laws, "import", str(path), "--edition", "1987")
    assert "Error: cut.txt:7: truncated" in result.output


CUT = [
    # a file that ends on the next law's header, or in the middle of a word: what is there is read
    ("header.txt", LAW5 + "Правило 6. Тасовка\n------------------\n", "6", "Тасовка"),
    ("midword.txt", LAW5[:LAW5.index("разрешения") + 6], "5B", "the text is cut there"),
]


@pytest.mark.parametrize("name,text,ref,said", CUT, ids=[c[0] for c in CUT])
def test_a_cut_text_imports_what_is_there(laws, tmp_path, name, text, ref, said):
    result = run(laws, "import", str(write(tmp_path, name, text)), "--edition", "1987", "--yes")
    assert result.exit_code == 0, result.output
    got = units(laws)
    assert got[(1987, "ru", "5A")].text.startswith("Участник, который выбрал место")
    assert (1987, "ru", ref) in got
    assert said in result.output or said == got[(1987, "ru", ref)].title


def test_unknown_kind_forced_but_unreadable(laws, tmp_path):
    path = write(tmp_path, "notes.txt", "Просто заметки о бридже.\nНичего больше.\n")
    result = run(laws, "import", str(path), "--kind", "web-book", "--edition", "1987")
    assert result.exit_code == 1 and "read as web-book (given), it gives no law text" in result.output
    assert "the text starts «Просто заметки о бридже.» (line 1)" in result.output


# -- rollback ---------------------------------------------------------------------------------
def _fail(*args, **kwargs):
    raise RuntimeError("disk on fire")


def test_failed_site_stage_rolls_back(laws, tmp_path, monkeypatch):
    import bridge_laws.jobs.pipeline as pipeline

    before = snapshot(laws.parent)
    monkeypatch.setattr(pipeline, "_later_stages", lambda: [("site", _fail)])
    result = run(laws, "import", str(write(tmp_path, "law5.txt", LAW5)), "--edition", "1987")
    assert result.exit_code == 1
    assert "the rebuild failed (the site stage failed (RuntimeError: disk on fire)); rolled back" in result.output
    assert "the previous corpus was restored" in result.output
    assert snapshot(laws.parent) == before


def test_failed_corpus_build_rolls_back(laws, tmp_path, monkeypatch):
    import bridge_laws.corpus.stage as build

    before = snapshot(laws.parent)
    monkeypatch.setattr(build, "merge", _fail)
    result = run(laws, "import", str(write(tmp_path, "law5.txt", LAW5)), "--edition", "1987")
    assert result.exit_code == 1 and "rolled back" in result.output and "is untouched" in result.output
    assert snapshot(laws.parent) == before


def test_import_while_a_build_runs_is_refused(laws, tmp_path):
    import fcntl
    import os

    before = snapshot(laws.parent)
    fd = os.open(laws / ".build.lock", os.O_RDWR | os.O_CREAT)  # another process's lock, as flock sees it
    try:
        fcntl.flock(fd, fcntl.LOCK_EX)
        result = run(laws, "import", str(write(tmp_path, "law5.txt", LAW5)), "--edition", "1987")
    finally:
        os.close(fd)
    assert result.exit_code == 1 and "another build is running" in result.output
    assert snapshot(laws.parent) == before


def test_library_names_are_safe_and_unique(laws, tmp_path):
    from bridge_laws.jobs.importer import import_text, inspect

    odd = write(tmp_path, "Правила ..; 5 (копия) $x.txt", LAW5)
    plan = inspect(odd, laws, edition=1987)
    entry, change = import_text(plan, laws, laws.parent / "site")
    assert entry.file.startswith("1987-ru-plain-5-") and "/" not in entry.file and entry.file.isascii()
    assert entry.original_name == odd.name
    assert change.units_gained


# Two invented laws lettered by the Russian alphabet («А. Б. В.»), the second citing «73В» — the
# third section, as the text letters them — and «73В1» (sentences of our own, no law's text)
LETTERED = """ПРАВИЛО 73. УЧЕБНОЕ ПРАВИЛО О ТЕМПЕ
А. Общее положение
Игрок учебной сдачи держит ровный темп.
Б. Второе положение
Игрок не выказывает ни радости, ни досады.
В. Третье положение
1. Игрок не подаёт знаков учебному партнёру.
2. Игрок не ищет знаков учебного партнёра.

ПРАВИЛО 74. УЧЕБНОЕ ПРАВИЛО О ПОВЕДЕНИИ
А. Вежливость
Игрок вежлив с учебными соперниками (см. Правило 73В и правило 73В1).
Б. Спор
Спор разрешает учебный директор.
"""


def test_a_text_lettered_by_the_russian_alphabet_cites_by_it(laws, tmp_path, whole_pipeline):
    """In a text whose sections are «А. Б. В.», «Правило 73В» is 73C, as its own «В.» is: it cited
    73B, and the page linked it there (a trial)."""
    result = run(laws, "import", str(write(tmp_path, "lettered.txt", LETTERED)), "--edition", "2017", "-y")
    assert result.exit_code == 0, result.output
    found = units(laws)
    assert {"73A", "73B", "73C", "73C1"} <= {ref for (e, lang, ref) in found if (e, lang) == (2017, "ru")}
    assert found[(2017, "ru", "74A")].refs == ("73C", "73C1")
    html = (laws.parent / "site" / "2017-ru" / "74.html").read_text(encoding="utf-8")
    import re

    links = dict((text, target) for target, text in re.findall(r'<a class="xref" href="([^"]+)"[^>]*>([^<]+)</a>', html))
    assert links["Правило 73В"] == "../2017-ru/73.html#73C" and links["правило 73В1"] == "../2017-ru/73.html#73C1"


def test_each_law_of_a_text_cites_by_its_own_lettering(laws, tmp_path, whole_pipeline):
    """Law 73 lettered «А. Б. В.» and law 74 «А. В. С.» in one file: «Правило 74В» in law 74 is its
    own second section, 74B, by its look (the file's habit read it 74C); «73В1» in law 73 is 73C1."""
    mixed = LETTERED.replace("(см. Правило 73В и правило 73В1)", "(см. Правило 74В)").replace(
        "Б. Спор\nСпор разрешает учебный директор.\n",
        "В. Спор\nСпор разрешает учебный директор.\nС. Итог\nИтог записывает учебный директор.\n")
    mixed = mixed.replace("2. Игрок не ищет знаков учебного партнёра.", "2. Игрок не ищет знаков (см. правило 73В1).")
    result = run(laws, "import", str(write(tmp_path, "mixed.txt", mixed)), "--edition", "2017", "-y")
    assert result.exit_code == 0, result.output
    found = units(laws)
    assert {ref for (e, lang, ref) in found if (e, lang) == (2017, "ru") and ref.startswith("74")} == {"74", "74A", "74B", "74C"}
    assert found[(2017, "ru", "74A")].refs == ("74B",) and found[(2017, "ru", "73C2")].refs == ("73C1",)
    html = (laws.parent / "site" / "2017-ru" / "74.html").read_text(encoding="utf-8")
    assert '<a class="xref" href="../2017-ru/74.html#74B"' in html or 'href="#74B"' in html


def test_a_unit_one_edition_has_without_text_is_not_added_but_not_compared(laws, tmp_path, whole_pipeline):
    """1987's 73C is known from the book's structure, without its text: a 2017 text of it was
    "73C added" in the diff (a trial). It is in both; its text was not compared."""
    result = run(laws, "import", str(write(tmp_path, "lettered.txt", LETTERED)), "--edition", "2017", "-y")
    assert result.exit_code == 0, result.output
    data = json.loads(run(laws, "diff", "73", "--from", "1987", "--to", "2017", "--json").output)
    by_ref = {u["to_ref"] or u["from_ref"]: u for u in data["units"]}
    assert by_ref["73C"]["change"] == "untexted" and by_ref["73C"]["without_text"] == 1987
    assert by_ref["73C"]["from_ref"] == by_ref["73C"]["to_ref"] == "73C" and by_ref["73C"]["words"] == []
    assert by_ref["73C1"]["change"] == "added"  # not in 1987's structure
    assert data["counts"]["untexted"] == 1
    text = run(laws, "diff", "73", "--from", "1987", "--to", "2017").output
    assert "? 73C            no 1987 text to compare" in text
    page = next((laws.parent / "site" / "diff").glob("1987-2017-ru/73.html")).read_text(encoding="utf-8")
    assert "текста одной из редакций нет: не сравнивался" in page and 'class="d-untexted"' in page
    # a ruling under 1987's 73C reaches 2017's 73C by its number, the texts not compared
    from bridge_laws.rulings.laws import in_current
    from bridge_laws.rulings.model import LawRef

    now = in_current(load_corpus(laws / "corpus"), LawRef("73C", 1987), "ru")
    assert (now.current, now.ref, now.how) == (2017, "73C", "unknown")
