"""What lets the corpus stage keep its work (issue 23): ``build/corpus-stage.json`` records, for
the corpus a build wrote, a digest of its inputs (every file under ``laws/sources``, the
program's files and the versions of the libraries that read and write them) and, for each file
of ``laws/corpus``, the SHA-256 of its bytes and of its data (as JSON).

* Nothing changed (the same inputs digest, and every file of the corpus — no more, no fewer —
  still has the bytes recorded): the corpus is read back (through its JSON mirrors) instead of
  being made again from the sources.
* The sources changed, the program did not: the corpus is made, but a file whose data is the
  same as last time takes the bytes the last build wrote for it (still there, unchanged) instead
  of going through YAML's dumper again — the same bytes the dumper gives for that data, since
  the program that dumped them is this one.

The record is read from disk, so it is not trusted: a wrong shape, an unknown format, a name
that is not a corpus file's, a file whose bytes are no longer those recorded — each means "make
and write everything", never a traceback. A name in it is only compared with the names found
under the corpus directory, never opened as given. It is written after the new corpus is swapped
in; a build stopped in between leaves a record whose hashes no longer match: the next build
makes everything again.
"""

from __future__ import annotations

import json
import os
import re
import stat
from pathlib import Path

from ..errors import CorpusError
from ..paths import Paths, regular_bytes, write_replacing
from ..readers.sources import sha256
from ..text import jsondata
from .inputs import code_digest, tree_digest

FORMAT = "bridge-laws corpus stage 1"
RECORD = "corpus-stage.json"  # in the project's build/ directory
# What reads the sources and writes the corpus, besides the package's own files.
LIBRARIES = ("PyYAML", "pdfplumber", "python-docx", "html5lib", "markdown-it-py", "pymorphy3")
_HEX64 = re.compile(r"[0-9a-f]{64}\Z")
_NAME = re.compile(r"(?:[0-9]{4}-[a-z]{2,3}/)?[a-z0-9-]{1,40}\.yaml\Z")  # 2017-en/016.yaml, report.yaml
_MAX_FILES = 100_000  # far above a corpus's files: a longer list is not ours


def code() -> str:
    return code_digest(LIBRARIES)


def inputs_digest(laws_dir: Path, code_hex: str) -> str:
    """The corpus's inputs: the sources (the manifest with them) and the program."""
    return sha256(f"{FORMAT}\0{code_hex}\0{tree_digest(Paths(laws_dir).sources)}".encode())


def record_path(laws_dir: Path) -> Path:
    return Paths(laws_dir).project / "build" / RECORD


def read_record(laws_dir: Path) -> dict | None:
    """The last build's record when it is one this program writes, else None."""
    try:
        data = jsondata.loads(regular_bytes(record_path(laws_dir)).decode("utf-8"))
    except (OSError, ValueError):
        return None
    if not (isinstance(data, dict) and data.get("format") == FORMAT and _hex(data.get("inputs"))
            and _hex(data.get("code")) and isinstance(data.get("files"), dict) and len(data["files"]) <= _MAX_FILES):
        return None
    for name, entry in data["files"].items():
        if not (_NAME.match(name) and isinstance(entry, list) and len(entry) == 2 and _hex(entry[0])
                and (entry[1] == "" or _hex(entry[1]))):
            return None
    return data


def forget(laws_dir: Path) -> None:
    """Remove the last build's record: the next build makes and writes the whole corpus, a file
    changed by hand since included (``build --discard-corpus-edits``)."""
    record_path(laws_dir).unlink(missing_ok=True)


def _hex(value) -> bool:
    return isinstance(value, str) and bool(_HEX64.match(value))


def file_hashes(root: Path) -> dict[str, str] | None:
    """name under ``root`` → SHA-256 of every file there; None when something there is not a
    plain file or directory (a symlink: not what a build writes) or cannot be read."""
    found: dict[str, str] = {}
    stack = [root]
    try:
        while stack:
            with os.scandir(stack.pop()) as entries:
                for e in entries:
                    mode = e.stat(follow_symlinks=False).st_mode
                    if stat.S_ISDIR(mode):
                        stack.append(Path(e.path))
                    elif stat.S_ISREG(mode):
                        found[Path(e.path).relative_to(root).as_posix()] = sha256(Path(e.path).read_bytes())
                    else:
                        return None
    except OSError:
        return None
    return found


def unchanged(laws_dir: Path, record: dict | None, digest: str):
    """The corpus as the last build wrote it, when ``record`` says it was made from these very
    inputs and its files are still those it wrote; else None."""
    if record is None or record["inputs"] != digest:
        return None
    paths = Paths(laws_dir)
    if file_hashes(paths.corpus) != {name: entry[0] for name, entry in record["files"].items()}:
        return None
    from .yamlio import load_corpus

    try:
        return load_corpus(paths.corpus, mirrors=paths.parsed)
    except CorpusError:
        return None


def edited_by_hand(old: Path, new: Path, record: dict | None) -> tuple[str, int, bool] | None:
    """The first file of the corpus in place (``old``) that is not what the build ``record``
    describes wrote — changed or added by hand since — and that the corpus just written (``new``)
    would replace by other lines or remove: (its name, the first line that differs, whether the
    build wrote it at all). Line ends alone are no change (an editor's, a checkout's). None when
    there is no record (nothing to tell a hand's change by) or no such file."""
    if record is None:
        return None
    written = {name: entry[0] for name, entry in record["files"].items()}
    now, fresh = file_hashes(old) or {}, file_hashes(new) or {}
    for name in sorted(now):
        if now[name] in (written.get(name), fresh.get(name)):
            continue
        try:
            mine = regular_bytes(old / name).splitlines()
            theirs = regular_bytes(new / name).splitlines() if name in fresh else []
        except OSError:
            mine, theirs = [b""], []
        if mine != theirs:
            same = next((k for k, (a, b) in enumerate(zip(mine, theirs)) if a != b), min(len(mine), len(theirs)))
            return name, min(same + 1, max(len(mine), 1)), name in written
    return None


class Reuse:
    """For ``yamlio.write_corpus``: the bytes a file had when its data was the same, from the
    corpus now in place (``old``) as ``record`` describes it; and, once written, the record of
    the new corpus."""

    def __init__(self, old: Path, record: dict | None):
        self.old, self.previous = old, (record or {}).get("files", {})
        self.data: dict[str, str] = {}  # name → SHA-256 of its data as JSON
        self.files: dict[str, list[str]] = {}
        self.reused = 0

    def __call__(self, name: str, data) -> bytes | None:
        try:
            digest = sha256(json.dumps(data, ensure_ascii=False).encode("utf-8"))
        except (TypeError, ValueError):  # not JSON's (a date): dumped, and never reused
            return None
        self.data[name] = digest
        entry = self.previous.get(name)
        if entry is None or entry[1] != digest:
            return None
        try:
            raw = regular_bytes(self.old / name)
        except OSError:
            return None
        if sha256(raw) != entry[0]:  # edited since: the record no longer speaks for it
            return None
        self.reused += 1
        return raw

    def record(self, root: Path) -> None:
        """Note every file written under ``root`` (the new corpus)."""
        hashes = file_hashes(root)
        if hashes is None:
            raise CorpusError(f"{root}: the corpus just written holds something that is not a file")
        self.files = {name: [sha, self.data.get(name, "")] for name, sha in hashes.items()}


def save_record(laws_dir: Path, digest: str, code_hex: str, reuse: Reuse) -> None:
    """Write the record of the corpus just swapped in (atomically; a failure only costs the next
    build its shortcut: the old record, whose hashes are no longer the corpus's, is removed)."""
    path = record_path(laws_dir)
    try:
        write_replacing(path, json.dumps({"format": FORMAT, "inputs": digest, "code": code_hex, "files": reuse.files}))
    except OSError:
        path.unlink(missing_ok=True)
