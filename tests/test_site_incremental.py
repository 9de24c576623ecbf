"""The site stage renders only the pages whose inputs changed (site/incremental.py): the site it
leaves is byte for byte the one a full build makes, a change in one edition re-renders that
edition's pages and the pages that show it, and the record of the last build is not trusted."""

from __future__ import annotations

import json
import re
import shutil
from pathlib import Path

import pytest

from helpers import SOURCES, built_corpus

from bridge_laws.site import incremental
from bridge_laws.site.build import build_site
from bridge_laws.site.incremental import PAGES_RECORD

CHANGED = "1997-en/079.yaml"  # one law of one edition, changed below


def files(site: Path) -> dict[str, bytes]:
    return {p.relative_to(site).as_posix(): p.read_bytes() for p in sorted(site.rglob("*")) if p.is_file()}


def inodes(site: Path) -> dict[str, int]:
    return {p.relative_to(site).as_posix(): p.stat().st_ino for p in site.rglob("*.html")}


def is_law_page(path: str) -> bool:
    """A law's page, side by side or of what changed: the pages the shortcut is for."""
    return path.split("/")[-1].split(".")[0].isdigit()


@pytest.fixture
def laws(tmp_path) -> Path:
    return built_corpus(tmp_path)


def change_one_law(laws: Path) -> None:
    path = laws / "corpus" / CHANGED
    text = path.read_text(encoding="utf-8")
    assert "Agreement on Tricks Won" in text
    path.write_text(text.replace("Agreement on Tricks Won", "Agreement on the Tricks Won"), encoding="utf-8")


def test_an_unchanged_build_renders_no_law_page_again(laws, tmp_path):
    site = tmp_path / "site"
    first = build_site(laws, site)
    assert first.kept == 0 and (tmp_path / "build" / PAGES_RECORD).is_file()
    before = inodes(site)
    second = build_site(laws, site)
    after = inodes(site)
    kept = {p for p in after if before.get(p) == after[p]}
    assert second.kept == len(kept) > 0 and second.pages == first.pages
    assert {p for p in after if is_law_page(p)} <= kept  # every law, parallel and diff page taken over
    assert f"{second.kept} unchanged" in second.line(site)


def test_an_incremental_build_gives_the_site_a_full_build_gives(laws, tmp_path):
    site = tmp_path / "site"
    build_site(laws, site)
    before = inodes(site)
    change_one_law(laws)
    report = build_site(laws, site)
    after = inodes(site)
    rendered = {p for p in after if before.get(p) != after[p]}
    (tmp_path / "build" / PAGES_RECORD).unlink()
    full = tmp_path / "full"
    assert build_site(laws, full).kept == 0
    assert files(site) == files(full)
    assert report.kept > 0

    # what changed: the law's own page, its side-by-side page; what did not: the other laws
    assert {"1997-en/79.html", "1997-ru-en/79.html"} <= rendered
    assert "1987-ru/1.html" not in rendered and "1997-en/77.html" not in rendered
    # every other page rendered again shows law 79 of 1997 in English (a link, a switch, a diff)
    record = json.loads((tmp_path / "build" / PAGES_RECORD).read_text(encoding="utf-8"))
    for path in rendered - {"1997-en/79.html", "1997-ru-en/79.html"}:
        if is_law_page(path):
            assert any(p in record["pages"][path][2] for p in ("law/1997-en/79", "outline/1997-en/79",
                                                                "edition/1997-en")), path


def test_an_edited_page_in_the_old_site_is_rendered_again(laws, tmp_path):
    site = tmp_path / "site"
    build_site(laws, site)
    page = site / "1987-ru" / "1.html"
    page.write_text(page.read_text(encoding="utf-8").replace("<html", "<html data-x"), encoding="utf-8")
    build_site(laws, site)
    assert "data-x" not in page.read_text(encoding="utf-8")


@pytest.mark.parametrize("record", [
    "", "not json", "[]", "{}", '{"format": "bridge-laws site pages 1"}',
    '{"format": "bridge-laws site pages 1", "site": "SITE", "global": "GLOBAL", "pages": []}',
    '{"format": "bridge-laws site pages 1", "site": "SITE", "global": "GLOBAL", "pages": {"1987-ru/1.html": 5}}',
    '{"format": "bridge-laws site pages 1", "site": "SITE", "global": "GLOBAL", '
    '"pages": {"1987-ru/1.html": ["00", "11", ["law/../../etc/passwd/1"]]}}',
])
def test_a_bad_record_means_every_page_is_rendered(laws, tmp_path, record):
    site = tmp_path / "site"
    build_site(laws, site)
    good = files(site)
    path = tmp_path / "build" / PAGES_RECORD
    old = json.loads(path.read_text(encoding="utf-8"))
    path.write_text(record.replace("SITE", json.dumps(old["site"])[1:-1]).replace("GLOBAL", old["global"]),
                    encoding="utf-8")
    report = build_site(laws, site)
    assert report.kept == 0 and files(site) == good


def test_a_record_naming_pieces_that_are_not_ones_renders_the_page(laws, tmp_path):
    site = tmp_path / "site"
    build_site(laws, site)
    path = tmp_path / "build" / PAGES_RECORD
    data = json.loads(path.read_text(encoding="utf-8"))
    digest, output, names = data["pages"]["1987-ru/1.html"]
    data["pages"]["1987-ru/1.html"] = [digest, output, [*names, "law/../../x/1", "law/1987-ru/x", "nothing"]]
    path.write_text(json.dumps(data), encoding="utf-8")
    before = inodes(site)
    build_site(laws, site)
    after = inodes(site)
    assert before["1987-ru/1.html"] != after["1987-ru/1.html"]
    assert before["1987-ru/2.html"] == after["1987-ru/2.html"]


def test_a_change_of_the_program_renders_everything(laws, tmp_path, monkeypatch):
    site = tmp_path / "site"
    build_site(laws, site)
    monkeypatch.setattr("bridge_laws.site.build.code_digest", lambda: "another program")
    assert build_site(laws, site).kept == 0


def test_the_code_digest_covers_code_and_templates(tmp_path):
    package = tmp_path / "bridge_laws"
    shutil.copytree(Path(incremental.__file__).parents[1], package,
                    ignore=shutil.ignore_patterns("__pycache__"))
    before = incremental.code_digest(package)
    (package / "site" / "__pycache__").mkdir()
    (package / "site" / "__pycache__" / "x.pyc").write_bytes(b"compiled")  # not the program
    assert incremental.code_digest(package) == before
    for name in ("site/templates/law.html", "site/pages.py"):
        path = package / name
        path.write_text(path.read_text(encoding="utf-8") + "\n", encoding="utf-8")
        assert incremental.code_digest(package) != before, name
        before = incremental.code_digest(package)


def test_another_site_directory_renders_everything(laws, tmp_path):
    build_site(laws, tmp_path / "site")
    assert build_site(laws, tmp_path / "other").kept == 0


# -- the browser's search index, made in the index's process beside the pages -------------------


def test_a_site_stage_takes_the_search_files_only_when_it_says_so():
    """The pipeline hands ``search=`` to a site stage that declares ``takes_search`` (the real
    one), never to another — whatever its parameters are called."""
    from bridge_laws.jobs import pipeline
    from bridge_laws.site.build import build_stage

    def stand_in(laws_dir, site_dir, quiet=False, search=None):
        return "site: fine"

    assert pipeline._takes_search(build_stage)
    assert not pipeline._takes_search(stand_in) and not pipeline._takes_search(lambda *a: "site: fine")
    stand_in.takes_search = "yes"  # only True declares it
    assert not pipeline._takes_search(stand_in)


def test_the_pipeline_makes_the_search_files_beside_and_the_same(built_project, tmp_path):
    """`bridge-laws build` makes data/search/ in the index's process while this one renders the
    pages: the files are the ones the site stage makes alone."""
    from bridge_laws.jobs import pipeline

    assert pipeline._takes_search(pipeline._later_stages()[1][1])
    alone = tmp_path / "alone"
    build_site(built_project / "laws", alone)
    built = files(built_project / "site")
    assert {n for n in built if n.startswith("data/")} == {n for n in files(alone) if n.startswith("data/")}
    assert {n: b for n, b in built.items() if n.startswith("data/")} == \
        {n: b for n, b in files(alone).items() if n.startswith("data/")}


def test_a_failure_making_the_search_files_beside_is_a_clean_error(tmp_path, monkeypatch):
    from click.testing import CliRunner

    from bridge_laws.cli import main
    from bridge_laws.site import build

    def broken(laws_dir, site_dir=None):
        raise KeyError("postings")

    monkeypatch.setattr(build, "search_files_of", broken)
    laws = tmp_path / "laws"
    shutil.copytree(SOURCES, laws / "sources")
    result = CliRunner().invoke(main, ["--laws", str(laws), "build", "-q"])
    assert result.exit_code == 1, result.output
    assert "the site stage failed (KeyError: 'postings')" in result.output
    assert not (tmp_path / "site").exists()


def test_a_second_bridge_laws_build_keeps_the_pages(project):
    """Through the pipeline, as a director runs it: the lock file and the journal in the laws
    directory while a build runs are no input of any page."""
    from helpers import cli

    first = cli(project / "laws", "build")
    assert first.returncode == 0, first.stderr
    second = cli(project / "laws", "build")
    assert second.returncode == 0, second.stderr
    line = next(x for x in second.stdout.splitlines() + second.stderr.splitlines() if x.startswith("site: ") and "pages" in x)
    found = re.match(r"site: (\d+) pages \((\d+) unchanged\)", line)
    assert found, line
    pages, kept = int(found[1]), int(found[2])
    laws = len(list((project / "site").glob("*/[0-9]*.html"))) + len(list((project / "site").glob("diff/*/[0-9]*.html")))
    assert kept == laws < pages, line  # every law, side-by-side and diff page; not the home page


def test_the_inputs_digest_reads_the_editorial_files_only(laws):
    before = incremental.inputs_digest(laws)
    (laws / ".build.lock").write_text("12345", encoding="utf-8")
    (laws / ".transaction").write_text("{}", encoding="utf-8")
    assert incremental.inputs_digest(laws) == before
    (laws / "glossary.yaml").write_text("[]\n", encoding="utf-8")
    assert incremental.inputs_digest(laws) != before
