"""What the page of each law without text takes from other files — the sentences citing it and
its entries in the situation index — kept by the site stage in ``build/missing-laws.json``, so
that `show` of such a law reads one small file instead of the dozen law files citing it (parsed
and scanned: a third of the command at full size) and the whole situation index (450 KB).

A line of JSON, ``{"format": FORMAT, "code": …, "files": {"laws": {"1987-ru": [[name, size,
mtime_ns, inode] of every law file of the version], …}, "situations": [size, mtime_ns, inode] or
null}}``, then a line per law some version of which has no text, ``[12, {"citing": [[version,
law, ref, sentence, [refs]], …], "situations": [[ref, law, [en…], [ru…], [[lang, topic]…], line,
note], …]}]``: its ``missing.citations_by_law`` (the first ``MAX_CITING``, in the page's order;
[] when nothing cites it) and its ``corpus.situations`` entries (the law's and its sections', in
file order). A `show` parses the first line and its law's (the whole is 350 KB at full size, most
of it situations: parsed whole, a tenth of the command).

Derived data read from disk, never trusted as it is: a law's row is used only when the table is
a regular file of sane size, of this ``FORMAT``, made from the very files there now (every
version's law files and the situation index with the sizes, times and inodes recorded, taken
before the build read them: a file edited, added or removed since, a corpus put back by a
rollback, or a table copied from another project does not match), and when the row has the
shape of citations and situations. Anything else — missing, damaged, stale, foreign — is no
table: `show` reads the citing laws and the situation index as before. ``code`` (the program
that made it) is for the site stage only, to make the table again after an upgrade; a `show`
does not hash the program.
"""

from __future__ import annotations

import json
import os
import stat
from pathlib import Path

from ..paths import Paths, regular_bytes, write_replacing
from ..text import jsondata

FILE = "missing-laws.json"  # in the project's build/ directory
FORMAT = 1
MAX_TABLE = 16 * 1024 * 1024  # ours is 270–350 KB: a much larger file is not one we wrote


def table_path(laws_dir: Path) -> Path:
    return Paths(laws_dir).project / "build" / FILE


def snapshot(laws_dir: Path) -> dict | None:
    """The stats of every version's law files (``cited.law_file_stats``) and of the situation
    index, or None when a folder cannot be read. Taken before the build reads them: a change in
    between only makes them differ."""
    from ..corpus.cited import law_file_stats
    from ..corpus.query import corpus_versions

    paths = Paths(laws_dir)
    laws = {}
    for edition, lang in corpus_versions(paths.corpus):
        stats = law_file_stats(laws_dir, edition, lang)
        if stats is None:
            return None
        laws[f"{edition}-{lang}"] = stats
    try:
        st = os.stat(paths.situations)
        said = [st.st_size, st.st_mtime_ns, st.st_ino]
    except FileNotFoundError:
        said = None
    except OSError:
        return None
    return {"laws": laws, "situations": said}


def _read(laws_dir: Path) -> list[bytes] | None:
    """The table's lines when it is a regular file of sane size, else None."""
    path = table_path(laws_dir)
    try:
        info = os.lstat(path)
        if not stat.S_ISREG(info.st_mode) or info.st_size > MAX_TABLE:
            return None
        return regular_bytes(path).split(b"\n")
    except OSError:
        return None


def _head(lines: list[bytes] | None) -> dict | None:
    try:
        head = jsondata.loads(lines[0]) if lines else None
    except ValueError:
        return None
    return head if isinstance(head, dict) and head.get("format") == FORMAT else None


def save(laws_dir: Path, files: dict | None, site, code: str) -> None:
    """Write the table of ``site`` (a ``context.Site`` read after ``files`` = ``snapshot``
    was taken) unless the one on disk was made from these files by this program; best effort,
    atomically: a reader never sees half a file."""
    if files is None:
        return
    head = _head(_read(laws_dir))
    if head is not None and (head.get("code"), head.get("files")) == (code, files):
        return
    from ..corpus.query import without_text

    numbers = sorted({law.number for law in site.corpus.laws if without_text(law, law.unit)})
    rows = [json.dumps([n, {"citing": [[c.version, c.law, c.ref, c.sentence, list(c.cited)] for c in site.citations.get(n, [])],
                            "situations": [[s.ref, s.law, list(s.en), list(s.ru), [list(t) for t in s.title], s.line,
                                            s.note] for s in site.situations if s.law == n]}], ensure_ascii=False)
            for n in numbers]
    text = "\n".join([json.dumps({"format": FORMAT, "code": code, "files": files}, ensure_ascii=False), *rows]) + "\n"
    try:
        write_replacing(table_path(laws_dir), text)
    except OSError:
        pass


def lookup(laws_dir: Path, number: int):
    """(the sentences citing law ``number`` as ``missing.first_citing_sentences`` gives them, its
    entries as ``situations.load(…, law=number)`` gives them), or None when the table cannot
    answer: missing, damaged, made from other files, or without that law."""
    lines = _read(laws_dir)
    head = _head(lines)
    if head is None:
        return None
    row = _row(lines, number)
    if not (isinstance(row, dict) and _citations(row.get("citing")) and _situations(row.get("situations"))):
        return None
    if head.get("files") != snapshot(laws_dir):
        return None
    from ..corpus.situations import Situations
    from .missing import Citation

    return ([Citation(version, law, ref, sentence, list(cited)) for version, law, ref, sentence, cited in row["citing"]],
            tuple(Situations(ref, law, tuple(en), tuple(ru), tuple(map(tuple, title)), line, note)
                  for ref, law, en, ru, title, line, note in row["situations"]))


def _row(lines: list[bytes], number: int):
    """The row of law ``number``: the data of the line ``[number, row]``, else None."""
    prefix = f"[{number},".encode()
    for line in lines[1:]:
        if line.startswith(prefix):
            try:
                found = jsondata.loads(line)
            except ValueError:
                return None
            return found[1] if isinstance(found, list) and len(found) == 2 and found[0] == number else None
    return None


def _text(x) -> bool:
    return isinstance(x, str)


def _number(x) -> bool:
    return isinstance(x, int) and not isinstance(x, bool)


def _texts(x) -> bool:
    return isinstance(x, list) and all(map(_text, x))


def _citations(rows) -> bool:
    """Whether ``rows`` has the shape of a law's citing sentences: at most ``MAX_CITING`` rows of
    [version, law number, ref, sentence, [refs]]."""
    from .missing import MAX_CITING

    return isinstance(rows, list) and len(rows) <= MAX_CITING and all(
        isinstance(r, list) and len(r) == 5 and _text(r[0]) and _number(r[1]) and _text(r[2]) and _text(r[3])
        and _texts(r[4]) for r in rows)


def _situations(rows) -> bool:
    """Whether ``rows`` has the shape of a law's situation entries: [ref, law number, [en…],
    [ru…], [[lang, topic]…], line or null, note or null]."""
    return isinstance(rows, list) and all(
        isinstance(r, list) and len(r) == 7 and _text(r[0]) and _number(r[1]) and _texts(r[2]) and _texts(r[3])
        and isinstance(r[4], list) and all(isinstance(t, list) and len(t) == 2 and _texts(t) for t in r[4])
        and (r[5] is None or _number(r[5])) and (r[6] is None or _text(r[6])) for r in rows)
