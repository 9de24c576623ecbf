"""The site stage's table of what each law without text's page takes from other files
(``site.missing_table``, ``build/missing-laws.json``): it answers as the laws citing the law and the
situation index do, `show` reads it instead of them, and a table that is missing, damaged, stale
or another project's is no table — `show` reads the citing laws as before, with the same output
and never a traceback."""

from __future__ import annotations

import json
import os
import shutil

import pytest

from bridge_laws.site import missing_table
from helpers import LAWS, cli
from test_mirror import _show

SHOW = ("12", "--edition", "1987", "--lang", "ru")  # law 12 has no text in any shipped source


def _slow(laws, number):
    """What `show` took before the table: the laws citing it read one by one, the situation index."""
    from bridge_laws.corpus import situations
    from bridge_laws.corpus.query import citing_in_order
    from bridge_laws.site.missing import first_citing_sentences

    return first_citing_sentences(citing_in_order(laws, number), number), situations.load(laws, law=number)


def test_show_of_a_law_without_text_reads_the_table_not_the_laws_citing_it(built_project):
    printed, files, yaml = _show(built_project / "laws", *SHOW)
    assert "[текста нет в источниках]" in printed and "Кто на него ссылается:" in printed
    assert {f.split(os.sep)[1] for f in files} == {"012.yaml"}, files  # its own files only
    assert not yaml


@pytest.fixture
def own_table(project):
    """A copy of the built project, with the repository's situation index, and a table of its own
    files (the copy's files have new inodes: the table copied with them is another project's, and
    ``lookup`` says so)."""
    from bridge_laws.site.build import build_site

    laws = project / "laws"
    assert missing_table.table_path(laws).is_file() and missing_table.lookup(laws, 12) is None
    shutil.copy(LAWS / "situations.yaml", laws / "situations.yaml")
    build_site(laws, project / "site")
    assert missing_table.lookup(laws, 12) is not None
    return laws


def _damage_rows(laws, change):
    """The table with law 12's row changed by ``change`` (the row's data → new data)."""
    path = missing_table.table_path(laws)
    lines = path.read_bytes().split(b"\n")
    for i, line in enumerate(lines):
        if line.startswith(b"[12,"):
            lines[i] = json.dumps([12, change(json.loads(line)[1])], ensure_ascii=False).encode()
    path.write_bytes(b"\n".join(lines))


def _touch(path):
    st = path.stat()
    os.utime(path, ns=(st.st_atime_ns, st.st_mtime_ns + 1_000_000_000))


def _rewrite(path):
    """The same bytes in a new file put in its place (as the corpus stage writes): a new inode."""
    path.with_name("new").write_bytes(path.read_bytes())
    path.with_name("new").replace(path)


DAMAGE = {
    "missing": lambda laws: missing_table.table_path(laws).unlink(),
    "empty": lambda laws: missing_table.table_path(laws).write_bytes(b""),
    "not JSON": lambda laws: missing_table.table_path(laws).write_bytes(b"{not json\n[12, {}]\n"),
    "cut short": lambda laws: missing_table.table_path(laws).write_bytes(missing_table.table_path(laws).read_bytes()[:5000]),
    "another format": lambda laws: missing_table.table_path(laws).write_bytes(
        missing_table.table_path(laws).read_bytes().replace(b'"format": 1', b'"format": 99', 1)),
    "a sentence that is a number": lambda laws: _damage_rows(laws, lambda row: {
        **row, "citing": [[v, n, r, 7, c] for v, n, r, _, c in row["citing"]]}),
    "more sentences than a page shows": lambda laws: _damage_rows(laws, lambda row: {
        **row, "citing": row["citing"] * 13}),
    "a situation without its phrases": lambda laws: _damage_rows(laws, lambda row: {
        **row, "situations": [s[:2] for s in row["situations"]]}),
    "a directory": lambda laws: (missing_table.table_path(laws).unlink(), missing_table.table_path(laws).mkdir()),
    "a symlink to a good table": lambda laws: (
        missing_table.table_path(laws).rename(laws.parent / "elsewhere.json"),
        missing_table.table_path(laws).symlink_to(laws.parent / "elsewhere.json")),
    "a citing law edited since": lambda laws: _touch(laws / "corpus" / "1987-ru" / "083.yaml"),
    "a citing law written again since": lambda laws: _rewrite(laws / "corpus" / "1987-ru" / "083.yaml"),
    "the situation index edited since": lambda laws: _touch(laws / "situations.yaml"),
}


def test_the_table_answers_as_the_citing_laws_and_the_situation_index_do(own_table):
    from bridge_laws.corpus.query import load, without_text

    laws = own_table
    numbers = sorted({law.number for law in load(laws / "corpus").laws if without_text(law, law.unit)})
    assert len(numbers) >= 30
    kept = {n: missing_table.lookup(laws, n) for n in numbers}
    assert all(kept[n] == _slow(laws, n) for n in numbers)
    assert any(cited for cited, _ in kept.values()) and any(said for _, said in kept.values())
    assert missing_table.lookup(laws, 79) is None  # a law with text in every version: not in the table


@pytest.mark.parametrize("damage", sorted(DAMAGE))
def test_a_damaged_stale_or_foreign_table_is_no_table(own_table, damage):
    """`show` prints what the laws citing the law give (the slow path, run on the same files),
    with exit code 0 and no traceback."""
    laws = own_table
    DAMAGE[damage](laws)
    assert missing_table.lookup(laws, 12) is None
    result = cli(laws, "show", *SHOW)
    assert result.returncode == 0 and "Traceback" not in result.stderr, result.stderr
    aside = missing_table.table_path(laws).with_name("aside")
    if missing_table.table_path(laws).is_file() and not missing_table.table_path(laws).is_symlink():
        missing_table.table_path(laws).rename(aside)  # the same files without any table: today's path
    assert cli(laws, "show", *SHOW).stdout == result.stdout and "Кто на него ссылается:" in result.stdout


def test_the_table_in_a_copy_gives_what_the_original_gives(built_project, project):
    """A copied project's table is another project's (new inodes): not used, the same page."""
    assert missing_table.lookup(project / "laws", 12) is None
    assert cli(project / "laws", "show", *SHOW).stdout == cli(built_project / "laws", "show", *SHOW).stdout
