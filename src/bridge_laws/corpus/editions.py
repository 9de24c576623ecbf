"""The editions of the Laws, as data: ``laws/editions.yaml``.

Everything that needs to know which editions exist (the CLI's choices, the importer, ``check``, the
search filters, the site's labels) asks this module, never a literal year. Adding an edition is an
entry in the YAML plus its texts; no code changes.
"""

from __future__ import annotations

import functools
from dataclasses import dataclass, field
from pathlib import Path

from ..errors import SourceError

FILE = "editions.yaml"


@dataclass(frozen=True)
class Edition:
    year: int
    title: dict = field(default_factory=dict)  # lang -> full title
    short: dict = field(default_factory=dict)  # lang -> a label for menus ("Кодекс 2017")
    publisher: str = ""
    translator: str = ""
    notes: str = ""
    complete: bool = False  # the sources give the structure of every law
    layouts: tuple = ()  # kinds of document that carry this edition only
    names: tuple = ()  # words by which a text names this edition without its year («Кодекс»)
    in_force: bool = False  # the edition in force (one at most)

    def label(self, lang: str) -> str:
        """"Кодекс 2017", "Laws 2017"; the year when the file names no label."""
        return self.short.get(lang) or self.short.get("en") or str(self.year)


def _repo_laws() -> Path:
    from ..paths import repo_laws_dir

    return repo_laws_dir()


def file_of(laws_dir: Path | None = None) -> Path:
    """The editions file ``laws_dir`` reads: its own, else the repository's."""
    path = Path(laws_dir or _repo_laws()) / FILE
    return path if path.exists() else _repo_laws() / FILE


def load(laws_dir: Path | None = None) -> tuple[Edition, ...]:
    """The editions of ``laws_dir`` (default: this repository's ``laws/``), oldest first. A laws
    directory without the file uses the repository's. Read from its JSON mirror in the laws
    directory's build (``corpus.mirror``) when that has one of these very bytes."""
    from ..paths import Paths

    path = file_of(laws_dir)
    mirrors = Paths(Path(laws_dir)).parsed if laws_dir else None
    return _load(str(path), path.stat().st_mtime_ns if path.exists() else 0, mirrors)


@functools.lru_cache(maxsize=8)
def _load(path: str, _mtime: int, mirrors: Path | None = None) -> tuple[Edition, ...]:
    from .yamlio import is_year, read_yaml

    # UTF-8, no aliases, a short message with the line (yamlio.read_yaml)
    data = read_yaml(Path(path), lambda where, line, message: SourceError(str(where), message, line),
                     mirrors) or []
    if not isinstance(data, list):
        raise SourceError(path, "expected a list of editions")
    out = []
    for i, item in enumerate(data, start=1):
        try:
            if not is_year(item["year"]):
                raise ValueError(f"year must be a year in figures, not {str(item['year'])[:20]}")
            out.append(Edition(year=item["year"], title=_words(item, "title"),
                               short=_words(item, "short"), publisher=str(item.get("publisher") or ""),
                               translator=str(item.get("translator") or ""), notes=str(item.get("notes") or ""),
                               complete=bool(item.get("complete", False)),
                               layouts=tuple(item.get("layouts") or ()), names=tuple(item.get("names") or ()),
                               in_force=_flag(item.get("in_force", False), path, i)))
        except (KeyError, TypeError, ValueError) as exc:
            if mirrors is not None:  # the mirror's data, not the file's: dropped, the file parsed
                from . import mirror

                mirror.forget(mirrors, Path(path))
                return _load(path, _mtime)
            raise SourceError(path, f"edition {i}: lacks or mangles a field ({exc})") from None
    years = [e.year for e in out]
    if len(set(years)) != len(years):
        raise SourceError(path, f"an edition is listed twice: {years}")
    if sum(e.in_force for e in out) > 1:
        raise SourceError(path, "more than one edition is marked in_force: "
                                f"{', '.join(str(e.year) for e in out if e.in_force)}")
    return tuple(sorted(out, key=lambda e: e.year))


def _words(item: dict, key: str) -> dict[str, str]:
    """A field of words per language (``title: {ru: …, en: …}``): a list or a mapping there reached
    the site as Python's repr of it (a red team)."""
    value = item.get(key) or {}
    if not (isinstance(value, dict) and all(isinstance(k, str) and isinstance(v, str) for k, v in value.items())):
        raise ValueError(f"{key} must give words per language ({{ru: …, en: …}}), not {str(value)[:40]}")
    return dict(value)


def _flag(value, path, i: int) -> bool:
    if not isinstance(value, bool):  # «in_force: "no"» is not true
        raise SourceError(path, f"edition {i}: in_force must be true or false, not {value!r}")
    return value


def in_force(laws_dir: Path | None = None) -> Edition | None:
    """The edition in force (``in_force: true`` in editions.yaml), or None when none is marked."""
    return next((e for e in load(laws_dir) if e.in_force), None)


def years(laws_dir: Path | None = None) -> tuple[int, ...]:
    return tuple(e.year for e in load(laws_dir))


def get(year: int, laws_dir: Path | None = None) -> Edition | None:
    return next((e for e in load(laws_dir) if e.year == int(year)), None)


def for_layout(kind: str, laws_dir: Path | None = None) -> Edition | None:
    """The one edition a kind of document always carries (the 1991 book's copies: 1987), if any."""
    found = [e for e in load(laws_dir) if kind in e.layouts]
    return found[0] if len(found) == 1 else None


def check_year(value, laws_dir: Path | None = None) -> int:
    """``value`` as a year that editions.yaml lists; ValueError naming the known ones otherwise."""
    known = years(laws_dir)
    # digits only: int() would also read «19_87» or «1987» in another script's digits as 1987
    text = str(value).strip()
    year = int(text) if text.isascii() and text.isdigit() else None
    if year not in known:
        raise ValueError(f"unknown edition {value!r}: one of {', '.join(map(str, known))} (laws/{FILE})")
    return year
