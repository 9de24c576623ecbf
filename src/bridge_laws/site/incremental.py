"""Render only the pages whose inputs changed since the last build (issue 23).

A law, parallel or diff page is a function of a few known inputs, each named as a *piece*:

* ``law/V/N`` — law N of version V (``1997-ru``) as the corpus holds it, or its absence;
* ``outline/V/N`` — its title, headings and refs only (the version switches, the English
  headings, the standing of a superseded unit read those, not the text);
* ``citedby/V/N`` — who in version V cites each unit of law N;
* ``index/V`` — the numbers and titles of V's laws (the previous and next law);
* ``edition/V`` — every law of V (a diff page looks for where a unit went in the whole newer
  edition);
* ``terms/N``, ``missing/V/N``, ``rulings/V/N`` — the terms a law without a title is known by;
  what the corpus says of a law no source gives the text of; the rulings shown under each unit;
* ``structure`` — which versions, laws, statuses and diff pairs the site has;
* ``global`` — the program itself (every file of the package: code, templates, labels), the
  jinja2 version, and the editorial inputs (glossary, editions, situations, rulings).

A page declares the pieces it reads before it is rendered, and :class:`~.context.Page` notes
the pieces each link it makes looks at (every version the linker tries for the cited law, up to
the one it lands on: a unit that appears in a nearer version moves the link). After a build,
``build/site-pages.json`` keeps for every such page: the digest of its pieces' values, the
SHA-256 of the file written, and the pieces. The next build computes the same pieces from the
new corpus; a page whose digest is unchanged, and whose file in the old site is still the one
written (its SHA-256), is taken over as it is (a hard link) instead of being rendered.

The file is read from disk, so it is not trusted: a wrong shape, an unknown format, another
site directory, a program that changed — each means "render everything", never a traceback; a
piece name it holds is only ever looked up among the pieces computed here, never used as a path.
"""

from __future__ import annotations

import hashlib
import json
import os
import re
import shutil
from pathlib import Path

from ..corpus import inputs
from ..readers.sources import sha256
from ..text import jsondata
from ..paths import regular_bytes, write_replacing

FORMAT = "bridge-laws site pages 1"
PAGES_RECORD = "site-pages.json"  # in the project's build/ directory
_HEX64 = re.compile(r"[0-9a-f]{64}\Z")
_MAX_PIECES = 10_000  # far above what a page reads: a longer list is not ours


def _sha(data: str | bytes) -> str:
    return sha256(data.encode("utf-8") if isinstance(data, str) else data)


def code_digest(root: Path | None = None) -> str:
    """Every file of the package (code, templates, static files, schemas; ``root``: the package's
    directory), and the versions of what renders them: a change to any of them re-renders every
    page."""
    return inputs.code_digest(("jinja2", "markupsafe"), root)


def inputs_digest(laws_dir: Path) -> str:
    """The editorial inputs every page may show: the glossary, the editions, the situation index
    and the rulings; not the raw sources and not the corpus (its laws are pieces of their own),
    nor what else the laws directory holds while a command runs (its lock, a journal)."""
    from ..corpus import editions
    from ..paths import Paths

    paths = Paths(laws_dir)
    files = [paths.glossary, laws_dir / editions.FILE, paths.situations]
    files += sorted(paths.rulings.rglob("*")) if paths.rulings.is_dir() else []
    digest = hashlib.sha256()
    inputs.add_files(digest, laws_dir, files)
    return digest.hexdigest()


class Pieces:
    """The value of each piece for this build, computed once when first asked."""

    def __init__(self, site, fixed: str):
        self.site = site
        self._values: dict[str, str | None] = {"global": fixed}

    def value(self, name: str) -> str | None:
        """The digest of piece ``name``; None for a name that is not one (then the page renders)."""
        if name not in self._values:
            self._values[name] = self._compute(name)
        return self._values[name]

    def digest(self, names) -> str | None:
        values = []
        for name in sorted(names):
            value = self.value(name)
            if value is None:
                return None
            values.append(f"{name}={value}")
        return _sha("\n".join(values))

    def _compute(self, name: str) -> str | None:
        parts = name.split("/")
        kind, args = parts[0], parts[1:]
        try:
            if kind == "structure" and not args:
                return _sha(json.dumps(self._structure(), ensure_ascii=False))
            if kind == "index" and len(args) == 1 and args[0] in self.site.linker.versions:
                return _sha(repr([(l.number, l.title) for l in self.site.laws_of(args[0])]))
            if kind == "edition" and len(args) == 1 and args[0] in self.site.linker.versions:
                return _sha("".join(self.value(f"law/{args[0]}/{l.number}") for l in self.site.laws_of(args[0])))
            if kind == "terms" and len(args) == 1:
                return _sha(repr(self.site.law_terms.get(int(args[0]), ())))
            if len(args) == 2 and (args[0] in self.site.linker.versions or kind in ("law", "outline")):
                return self._of_law(kind, args[0], int(args[1]))  # a version the corpus lacks: the law is absent
        except ValueError:  # a number that is not one
            return None
        return None

    def _of_law(self, kind: str, version: str, number: int) -> str | None:
        from ..corpus.query import referenced_by
        from .context import law_status

        law = self.site.law(version, number)
        if kind == "law":
            return _sha(repr(law))
        if kind == "outline":
            return _sha(repr(None if law is None else (law.title, law.headings, law_status(law),
                                                       [u.ref for u in law.unit.walk()])))
        if kind == "citedby":
            return _sha(repr(None if law is None else
                             [referenced_by(self.site.corpus, law.edition, law.lang, u.ref) for u in law.unit.walk()]))
        if kind == "rulings":
            return _sha(repr(None if law is None else self._rulings(law)))
        if kind == "missing":
            return _sha(repr(None if law is None else self.site_missing(law)))
        return None

    def _rulings(self, law) -> list:
        index = self.site.ruling_index
        found = [index.of_law(law.edition, law.number), *(index.of(law.edition, u.ref) for u in law.unit.walk())]
        return [[(a.ruling.id, a.law, a.now) for a in applied] for applied in found]

    def site_missing(self, law):
        from .context import law_status
        from .missing import missing_law

        if law_status(law) != "skeleton":
            return None
        site = self.site
        return missing_law(site.corpus, site.glossary, law, site.citations, site.situations)

    def _structure(self) -> dict:
        from .context import law_status

        site = self.site
        return {"versions": site.linker.versions, "in_force": site.in_force, "base": site.base_version(),
                "laws": {v: [[l.number, law_status(l)] for l in site.laws_of(v)] for v in site.linker.versions},
                "diffs": [[list(k), v] for k, v in site.diff_pairs.items()],
                "front": sorted(f"{e}-{lg}" for e, lg in site.corpus.front)}


class PageStore:
    """What the last build wrote (``build/site-pages.json``), and what this one writes."""

    def __init__(self, record: Path, site_dir: Path, pieces: Pieces, old: dict | None):
        self.record, self.site_dir, self.pieces = record, site_dir, pieces
        self.old = old or {}
        self.new: dict[str, list] = {}
        self.kept = 0

    @classmethod
    def open(cls, record: Path, site_dir: Path, pieces: Pieces) -> "PageStore":
        return cls(record, site_dir, pieces, read_record(record, site_dir, pieces.value("global")))

    def reuse(self, path: str, declared: list[str], out: Path) -> bool:
        """Take ``path`` over from the old site when its inputs are unchanged (linked into
        ``out``); False when it must be rendered."""
        entry = self.old.get(path)
        if entry is None:
            return False
        digest, output, names = entry
        if not set(declared) <= set(names) or self.pieces.digest(names) != digest:
            return False
        old = self.site_dir / path
        try:  # a regular file of the old site only: a link there would be linked into the new one
            if _sha(regular_bytes(old)) != output:  # edited since, or another file
                return False
            target = out / path
            target.parent.mkdir(parents=True, exist_ok=True)
            try:
                os.link(old, target)
            except OSError:
                shutil.copyfile(old, target)
        except OSError:
            return False
        self.new[path] = entry
        self.kept += 1
        return True

    def note(self, path: str, names, html: str) -> None:
        """A page just rendered from pieces ``names``."""
        names = sorted(set(names))
        digest = self.pieces.digest(names)
        if digest is not None:
            self.new[path] = [digest, _sha(html), names]

    def save(self) -> None:
        """Write the record for the site just swapped in (atomically; a failure to write it only
        costs the next build its shortcut)."""
        data = {"format": FORMAT, "site": str(self.site_dir), "global": self.pieces.value("global"),
                "pages": self.new}
        try:
            write_replacing(self.record, json.dumps(data, ensure_ascii=False, separators=(",", ":")))
        except OSError:
            forget(self.record)


def forget(record: Path) -> None:
    """Remove the record (a build that wrote the site without it)."""
    try:
        record.unlink()
    except OSError:
        pass


def read_record(record: Path, site_dir: Path, fixed: str | None) -> dict | None:
    """The pages of the last build's record, when it is one of ours, for this site directory and
    this program; None otherwise (every page is rendered)."""
    try:
        data = jsondata.loads(regular_bytes(record).decode("utf-8"))
    except (OSError, ValueError):
        return None
    if not isinstance(data, dict) or data.get("format") != FORMAT or data.get("site") != str(site_dir) \
            or data.get("global") != fixed or not isinstance(data.get("pages"), dict):
        return None
    pages = {}
    for path, entry in data["pages"].items():
        if not _entry_ok(entry):
            return None  # not what this program writes: trust none of it
        pages[path] = entry
    return pages


def _entry_ok(entry) -> bool:
    if not (isinstance(entry, list) and len(entry) == 3):
        return False
    digest, output, names = entry
    return (isinstance(digest, str) and bool(_HEX64.match(digest)) and isinstance(output, str)
            and bool(_HEX64.match(output)) and isinstance(names, list) and len(names) <= _MAX_PIECES
            and all(isinstance(n, str) and len(n) < 200 for n in names))


# -- the browser's search index ----------------------------------------------------------------
# ``data/search/`` is made from the whole corpus (every word's postings), not page by page: it is
# kept whole when none of its inputs changed. ``build/site-search.json`` records the digest of
# those inputs and the SHA-256 of each file written; the next build with the same digest reads
# the files back from the site it replaces, each checked against its hash. Not trusted either: a
# wrong shape, a name that is not one of ours, a file missing or changed — each means "make the
# index again".

SEARCH_FORMAT = "bridge-laws site search 1"
SEARCH_RECORD = "site-search.json"  # in the project's build/ directory
# core.js, k/12.js, d/2017-en/16.3.js: the only names data/search/ holds
_SEARCH_NAME = re.compile(r"(?:[a-z]{1,3}/(?:[0-9]{4}-[a-z]{2,3}/)?)?[0-9A-Za-z_.-]{1,40}\.js\Z")
_MAX_SEARCH_FILES = 100_000
_MAX_SEARCH_BYTES = 64 * 1024 * 1024  # a part far larger than any we write is not ours


def search_digest(laws_dir: Path, code: str | None = None) -> str:
    """What the browser's search index is made from: the corpus, the rulings, the glossary and
    the situation index (as the search index's fingerprint hashes them), the editorial inputs
    and the program."""
    from ..searchindex.store import fingerprint

    return _sha(f"{SEARCH_FORMAT}\0{code or code_digest()}\0{fingerprint(laws_dir)}\0{inputs_digest(laws_dir)}")


def kept_search(record: Path, site_dir: Path, digest: str) -> dict[str, str] | None:
    """The files of ``data/search/`` of the site in ``site_dir`` (name → text), when the last
    build made them from inputs of ``digest`` and they are still as it wrote them; else None."""
    try:
        data = jsondata.loads(regular_bytes(record).decode("utf-8"))
    except (OSError, ValueError):
        return None
    if not isinstance(data, dict) or data.get("format") != SEARCH_FORMAT or data.get("site") != str(site_dir) \
            or data.get("digest") != digest or not isinstance(data.get("files"), dict) \
            or not 0 < len(data["files"]) <= _MAX_SEARCH_FILES:
        return None
    folder, out = site_dir / "data" / "search", {}
    for name, sha in data["files"].items():
        if not (_SEARCH_NAME.match(name) and ".." not in name and isinstance(sha, str) and _HEX64.match(sha)):
            return None
        raw = _plain_file(folder / name)
        if raw is None or _sha(raw) != sha:
            return None
        try:
            out[name] = raw.decode("utf-8")
        except UnicodeDecodeError:
            return None
    return out


def _plain_file(path: Path) -> bytes | None:
    """The bytes of ``path`` when it is a regular file (not a symlink) of a plausible size."""
    import stat

    try:
        info = os.lstat(path)
        if not stat.S_ISREG(info.st_mode) or info.st_size > _MAX_SEARCH_BYTES:
            return None
        return regular_bytes(path)
    except OSError:
        return None


def save_search(record: Path, site_dir: Path, digest: str, files: dict[str, str]) -> None:
    """Record the search files (name → SHA-256 of the text written) of the site just swapped in."""
    data = {"format": SEARCH_FORMAT, "site": str(site_dir), "digest": digest, "files": files}
    try:
        write_replacing(record, json.dumps(data, separators=(",", ":")))
    except OSError:
        pass
        forget(record)
