"""`bridge-laws import` of every format: the raw file is kept byte for byte, the importer says
what format it detected, the build reads the text out of the file; bad files change nothing."""

from __future__ import annotations

import warnings
from pathlib import Path

import pytest
import yaml
from click.testing import CliRunner

import format_samples as fs
from bridge_laws.cli import main
from bridge_laws.corpus.yamlio import load_corpus
from helpers import SOURCES, build_laws, copy_laws, copy_built

warnings.filterwarnings("ignore", module="fpdf")


@pytest.fixture(scope="module")
def built(tmp_path_factory) -> Path:
    return build_laws(tmp_path_factory.mktemp("seed"), SOURCES, extras=("editions.yaml", "glossary.yaml"))


@pytest.fixture
def laws(built, tmp_path) -> Path:
    return copy_laws(built, tmp_path)


@pytest.fixture(autouse=True)
def corpus_stage_only(monkeypatch):
    """The index and site stages are tested elsewhere; here the import rebuilds the corpus only."""
    import bridge_laws.jobs.pipeline as pipeline

    monkeypatch.setattr(pipeline, "_later_stages", lambda: [])


def run(laws: Path, *args):
    return CliRunner().invoke(main, ["--laws", str(laws), *args])


def snapshot(root: Path) -> dict:
    return {str(p.relative_to(root)): p.read_bytes() for p in sorted(root.rglob("*"))
            if p.is_file() and p.name != ".build.lock"}


def texts(laws: Path, edition: int, lang: str) -> dict:
    corpus = load_corpus(laws / "corpus")
    return {u.ref: (u.title, u.text) for law in corpus.laws if (law.edition, law.lang) == (edition, lang)
            for u in law.unit.walk()}


MADE = {
    "en.pdf": lambda: fs.pdf(fs.EN),
    "ru.pdf": lambda: fs.pdf(fs.RU),
    "en.docx": lambda: fs.docx(fs.EN, "en"),
    "ru.docx": lambda: fs.docx(fs.RU, "ru"),
    "en.odt": lambda: fs.odt(fs.EN, "en"),
    "ru.odt": lambda: fs.odt(fs.RU, "ru"),
    "ru.odp": lambda: fs.odp(fs.RU, "ru"),
    "en.xps": lambda: fs.xps(fs.EN, "en"),
    "en.rtf": lambda: fs.rtf(fs.EN, "en"),
    "ru.epub": lambda: fs.epub(fs.RU, "ru"),
    "en.zip": lambda: fs.page_zip(fs.EN, "en"),
    "ru.rtf": lambda: fs.rtf(fs.RU, "ru"),
    "en.html": lambda: fs.page(fs.html_lists(fs.EN), "en").encode("utf-8"),
    "ru.htm": lambda: fs.page(fs.html_paragraphs(fs.RU), "ru", meta="").encode("cp1251"),
    "en.md": lambda: fs.markdown(fs.EN).encode("utf-8"),
    "ru.md": lambda: fs.markdown(fs.RU).encode("koi8-r"),
    "en.txt": lambda: fs.plain(fs.EN).replace("Anyone seated", "Anyone – seated").encode("cp1252"),
    "en.hocr": lambda: fs.hocr(fs.EN, "en").encode("utf-8"),
    "ru.xml": lambda: fs.alto(fs.RU, "ru").encode("utf-8"),
}
FORMAT_LABEL = {"pdf": "PDF", "docx": "Word document (DOCX)", "odt": "OpenDocument text (ODT)",
                "odp": "OpenDocument presentation (ODP)", "xps": "XPS document", "rtf": "RTF document",
                "epub": "e-book (EPUB)", "zip": "zipped web page",
                "html": "HTML page", "htm": "HTML page", "md": "Markdown", "txt": "plain text", "hocr": "hOCR (OCR output)",
                "xml": "ALTO XML (OCR output)"}
SUFFIX = {"pdf": ".pdf", "docx": ".docx", "odt": ".odt", "odp": ".odp", "xps": ".xps", "rtf": ".rtf", "epub": ".epub", "zip": ".zip", "html": ".html", "htm": ".html", "md": ".md",
          "txt": ".txt", "hocr": ".hocr", "xml": ".xml"}


@pytest.mark.parametrize("name", MADE)
def test_import_each_format(laws, tmp_path, name):
    """Each format imports into a fresh corpus: the importer names the format, the raw bytes are
    kept, and the corpus gets the same units as from the plain text."""
    lang, ext = name.split(".")
    data = MADE[name]()
    path = tmp_path / name
    path.write_bytes(data)
    result = run(laws, "import", str(path), "--edition", "2017", "--yes")
    assert result.exit_code == 0, result.output
    assert f"format: {FORMAT_LABEL[ext]} (detected: " in result.output
    entry = yaml.safe_load((laws / "sources" / "sources.yaml").read_text(encoding="utf-8"))[-1]
    assert entry["file"].endswith(SUFFIX[ext]) and entry["kind"] == "standard" and entry["langs"] == [lang]
    assert (laws / "sources" / entry["file"]).read_bytes() == data  # byte for byte
    got = texts(laws, 2017, lang)
    assert got["3A1(A)"][1].startswith("A slip of the pen" if lang == "en" else "Описку в протоколе")
    assert got["4B"][0] == ("Chairs" if lang == "en" else "Стулья")
    assert "3A2(A)(2)" in got


def test_every_format_gives_the_corpus_of_the_plain_text(built, tmp_path):
    """Imported one at a time into copies of the same corpus, the PDF, DOCX, HTML and Markdown
    give the corpus units that the plain text gives, word for word (ODT and RTF too)."""
    results = {}
    for name in ("en.txt", "en.pdf", "en.docx", "en.odt", "en.rtf", "en.html", "en.md"):
        laws = tmp_path / name / "laws"
        copy_built(built, laws)
        path = tmp_path / name / name
        path.write_bytes(fs.plain(fs.EN).encode() if name == "en.txt" else MADE[name]())
        result = run(laws, "import", str(path), "--edition", "2017", "--yes")
        assert result.exit_code == 0, result.output
        results[name] = texts(laws, 2017, "en")
    assert len(results["en.txt"]) == 13
    for name, got in results.items():
        assert got == results["en.txt"], name


def test_a_bilingual_page_imports_both_languages(laws, tmp_path):
    path = tmp_path / "both.html"
    path.write_text(fs.page(fs.bilingual_table(fs.RU, fs.EN), "ru"), encoding="utf-8")
    result = run(laws, "import", str(path), "--edition", "2017", "--yes")
    assert result.exit_code == 0, result.output
    assert "a two-column table" in result.output
    assert texts(laws, 2017, "ru")["4B"][0] == "Стулья" and texts(laws, 2017, "en")["4B"][0] == "Chairs"


def test_a_side_by_side_pdf_imports_both_languages(laws, tmp_path):
    path = tmp_path / "both.pdf"
    path.write_bytes(fs.pdf_columns(fs.RU, fs.EN))
    result = run(laws, "import", str(path), "--edition", "2017", "--yes")
    assert result.exit_code == 0, result.output
    assert "two columns side by side on 4 page(s): ru | en" in result.output
    assert texts(laws, 2017, "ru")["4B"][0] == "Стулья" and texts(laws, 2017, "en")["4B"][0] == "Chairs"
    assert texts(laws, 2017, "ru")["3A1"][1].startswith("За каждым столом учебной сессии ведётся один протокол")


BAD = [
    ("scan.pdf", lambda: fs.scanned_pdf(), "PDF: no text layer"),
    ("locked.pdf", lambda: fs.pdf(fs.EN, password="secret"), "PDF: encrypted"),
    ("archive.docx", lambda: _zip(), "a zip archive with no text in a form read here"),
    ("empty.rtf", lambda: b"{\\rtf1\\ansi{\\header LAW 3 - A\\par}}", "RTF document: no text in its body"),
    ("renamed.docx", lambda: fs.plain(fs.EN).encode(), "named .docx but is not a Word document"),
    ("nav.html", lambda: fs.page("", "en").encode(), "HTML page: no law in it"),
    ("menu.html", lambda: fs.page("<p>Welcome to the club.</p><p>The club meets on Tuesday.</p>", "en").encode(),
     "HTML page: no law in it"),
    ("french.txt", lambda: fs.FRENCH.encode("cp1252"), "a text in a language no reader knows (Latin script"),
    ("ukrainian.md", lambda: fs.UKRAINIAN.encode("utf-8"), "a text in a language no reader knows (Cyrillic script"),
]


def _zip() -> bytes:
    import io
    import zipfile

    out = io.BytesIO()
    with zipfile.ZipFile(out, "w") as z:
        z.writestr("readme.txt", "LAW 3")
    return out.getvalue()


@pytest.mark.parametrize("name,make,message", BAD, ids=[b[0] for b in BAD])
def test_bad_files_change_nothing(laws, tmp_path, name, make, message):
    before = snapshot(laws.parent)
    path = tmp_path / name
    path.write_bytes(make())
    result = run(laws, "import", str(path), "--edition", "2017", "--yes")
    assert result.exit_code == 1, result.output
    assert result.output.startswith(f"Error: {name}"), result.output
    assert message in result.output
    assert "Traceback" not in result.output
    assert snapshot(laws.parent) == before


def test_show_and_search_see_a_pdf_and_a_docx(laws, tmp_path):
    """The English PDF and the Russian DOCX of the same laws: `show` gives each language unit by
    unit, `search` finds words of each."""
    for name in ("en.pdf", "ru.docx"):
        path = tmp_path / name
        path.write_bytes(MADE[name]())
        result = run(laws, "import", str(path), "--edition", "2017", "--yes")
        assert result.exit_code == 0, result.output
    import json

    en = json.loads(run(laws, "show", "3A2", "--edition", "2017", "--lang", "en", "--json").stdout)
    ru = json.loads(run(laws, "show", "3A2", "--edition", "2017", "--lang", "ru", "--json").stdout)
    assert [c["ref"] for c in en["children"]] == [c["ref"] for c in ru["children"]] == ["3A2(A)"]
    assert en["children"][0]["children"][1]["text"] == "The office may copy the results from the twin table."
    assert ru["children"][0]["children"][1]["text"] == "Бригада может переписать результаты с парного стола."
    found = json.loads(run(laws, "search", "scorepad", "--edition", "2017", "--lang", "en", "--json").stdout)
    assert found["hits"] and all(hit["ref"].startswith("3") and hit["edition"] == 2017 for hit in found["hits"])
    found = json.loads(run(laws, "search", "протокол", "--edition", "2017", "--lang", "ru", "--json").stdout)
    assert found["hits"] and {hit["ref"] for hit in found["hits"]} >= {"3A1", "3B"}


@pytest.mark.parametrize("header, year", [("Laws of Duplicate Bridge 2017 - a club's print", "2017"),
                                          ("Законы спортивного бриджа 1997 — перевод клуба", "1997")])
def test_a_pdf_whose_running_header_names_the_edition_is_not_asked_for_it(laws, tmp_path, header, year):
    """The running header is dropped from the text as furniture, but it is what the document
    calls itself: its edition is taken from it when the text names none."""
    path = tmp_path / "handout.pdf"
    path.write_bytes(fs.pdf(fs.EN, header=header))
    result = run(laws, "import", str(path), "--dry-run")
    assert result.exit_code == 0, result.output
    assert f"edition: {year} (detected: its title names only the {year} Laws" in result.output
    path.write_bytes(fs.pdf(fs.EN))  # a header that names none: asked for, as before
    assert "cannot tell its edition" in run(laws, "import", str(path), "--dry-run").output


@pytest.mark.parametrize("header", [
    "12.03.2017, 14:32 Laws of the club - printed",  # a browser's print date
    "Club Leningrad-1987 - Laws of Duplicate Bridge",  # a year inside a name
    "Sample club newsletter 2017",  # a year, but no Laws named
    lambda n: str(n),  # a page number alone
])
def test_a_running_header_whose_year_is_no_edition_is_not_taken_for_one(laws, tmp_path, header):
    """A red team's probes: a date, a name's year, a header that names no Laws."""
    path = tmp_path / "handout.pdf"
    path.write_bytes(fs.pdf(fs.EN, header=header))
    assert "cannot tell its edition" in run(laws, "import", str(path), "--dry-run").output


def test_a_note_naming_an_attachment_whose_name_holds_a_newline_stays_one_line(laws, tmp_path):
    """The report's "read:" note named an attachment whose name held a newline, and printed the
    rest of the name as a line of its own (a red team's: it could pass for another line of the
    report)."""
    mail = ("From: A. Sample <a@example.org>\nSubject: The sample rules\nMIME-Version: 1.0\n"
            'Content-Type: multipart/mixed; boundary="b"\n\n--b\nContent-Type: text/plain; charset=utf-8\n\n'
            "Hello,\n\nthe rules are attached.\n\n--b\nContent-Type: text/plain; charset=utf-8\n"
            "Content-Disposition: attachment; filename*=utf-8''rules%0Aedition%3A%201987.txt\n\n"
            f"{fs.plain(fs.EN)}\n--b--\n")
    path = tmp_path / "mail.eml"
    path.write_text(mail, encoding="utf-8")
    result = run(laws, "import", str(path), "--edition", "2017", "--lang", "en", "--dry-run")
    said = [line for line in result.output.splitlines() if "attachment" in line]
    assert said and all("edition: 1987.txt" in line for line in said), result.output
    assert not any(line.lstrip().startswith("edition: 1987") for line in result.output.splitlines())
