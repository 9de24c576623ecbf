"""The corpus as YAML: model → dicts → files, and back.

Layout under the corpus directory (``laws/corpus/``)::

    1987-ru/041.yaml          one file per law per edition and language
    1997-en/078.yaml
    subjects-1987-ru.yaml     the subject index as a tree
    report.yaml               what the build found to report (conflicts, dangling refs …)

Text is written as block scalars, so a diff of the corpus reads like a diff of the book.
"""

from __future__ import annotations

import json
import time
from functools import lru_cache
from importlib import resources
from pathlib import Path

import yaml

from .errors import CorpusError
from .model import Corpus, Footnote, Heading, Issue, Law, Location, Table, Unit
from .readers.subjects import subjects_from_dicts, subjects_to_dicts

try:  # the C loader is ten times faster; fall back when libyaml is missing
    from yaml import CSafeDumper as _Dumper, CSafeLoader as _Loader
except ImportError:  # pragma: no cover
    from yaml import SafeDumper as _Dumper, SafeLoader as _Loader


class _BlockDumper(_Dumper):
    pass


def _str(dumper, value: str):
    style = "|" if ("\n" in value or len(value) > 80) and not value.endswith(" ") and value == value.strip("\n") else None
    return dumper.represent_scalar("tag:yaml.org,2002:str", value, style=style)


_BlockDumper.add_representer(str, _str)


# -- model → dict ---------------------------------------------------------------
def unit_to_dict(u: Unit) -> dict:
    return {
        "ref": u.ref, "law": u.law, "kind": u.kind, "marker": u.marker, "title": u.title,
        "page": u.page, "missing_text": u.missing_text, "partial": u.partial, "text": u.text,
        "footnotes": [{"marker": n.marker, "text": n.text} for n in u.footnotes],
        "refs": list(u.refs),
        "tables": [table_to_dict(t) for t in u.tables],
        "sources": [str(s) for s in u.sources],
        "children": [unit_to_dict(c) for c in u.children],
    }


def table_to_dict(t: Table) -> dict:
    return {"anchor": t.anchor, "caption": t.caption, "after": t.after,
            "header": [list(r) for r in t.header], "rows": [list(r) for r in t.rows],
            "source": list(t.source), "where": str(t.where) if t.where else None}


def table_from_dict(t: dict) -> Table:
    return Table(rows=tuple(tuple(r) for r in t["rows"]), caption=t.get("caption"),
                 header=tuple(tuple(r) for r in t.get("header") or ()), after=t.get("after"),
                 anchor=t.get("anchor"), source=tuple(t.get("source") or ()),
                 where=_loc(t["where"]) if t.get("where") else None)


def law_to_dict(law: Law) -> dict:
    return {
        "edition": law.edition, "lang": law.lang, "law": law.number,
        "headings": [{"level": h.level, "number": h.number, "title": h.title} for h in law.headings],
        "unit": unit_to_dict(law.unit),
    }


# -- dict → model ---------------------------------------------------------------
def _loc(s: str) -> Location:
    file, _, line = s.rpartition(":")
    return Location(file, int(line))


def unit_from_dict(d: dict) -> Unit:
    return Unit(
        ref=d["ref"], law=d["law"], kind=d["kind"], marker=d["marker"], title=d.get("title"),
        text=d.get("text"), page=d.get("page"), missing_text=d.get("missing_text", False),
        partial=d.get("partial", False),
        footnotes=tuple(Footnote(n["marker"], n.get("text")) for n in d.get("footnotes", [])),
        refs=tuple(d.get("refs", [])),
        tables=tuple(table_from_dict(t) for t in d.get("tables", [])),
        sources=tuple(_loc(s) for s in d.get("sources", [])),
        children=tuple(unit_from_dict(c) for c in d.get("children", [])),
    )


def law_from_dict(d: dict) -> Law:
    return Law(d["edition"], d["lang"], d["law"],
               tuple(Heading(h["level"], h["number"], h.get("title")) for h in d.get("headings", [])),
               unit_from_dict(d["unit"]))


def issue_to_dict(i: Issue) -> dict:
    return {"kind": i.kind, "message": i.message, "where": str(i.where) if i.where else None}


def issue_from_dict(d: dict) -> Issue:
    return Issue(d["kind"], d["message"], _loc(d["where"]) if d.get("where") else None)


# -- files ----------------------------------------------------------------------
def dump(data) -> str:
    return yaml.dump(data, Dumper=_BlockDumper, allow_unicode=True, sort_keys=False, width=100)


# The parts of an edition that are not laws (Introduction, Definitions, Scope): 2017-en/front.yaml
FRONT = "front.yaml"


def law_path(root: Path, law: Law) -> Path:
    return root / f"{law.edition}-{law.lang}" / f"{law.number:03d}.yaml"


def write_corpus(corpus: Corpus, root: Path) -> list[Path]:
    """Write every file of the corpus under ``root`` (which should be empty)."""
    written = []
    for law in corpus.laws:
        path = law_path(root, law)
        path.parent.mkdir(parents=True, exist_ok=True)
        path.write_text(dump(law_to_dict(law)), encoding="utf-8")
        written.append(path)
    for (edition, lang), units in sorted(corpus.front.items()):
        path = root / f"{edition}-{lang}" / FRONT
        path.parent.mkdir(parents=True, exist_ok=True)
        path.write_text(dump([unit_to_dict(u) for u in units]), encoding="utf-8")
        written.append(path)
    for (edition, lang), entries in sorted(corpus.subjects.items()):
        path = root / f"subjects-{edition}-{lang}.yaml"
        path.write_text(dump(subjects_to_dicts(entries)), encoding="utf-8")
        written.append(path)
    report = root / "report.yaml"
    report.write_text(dump([issue_to_dict(i) for i in corpus.issues]), encoding="utf-8")
    written.append(report)
    return written


def read_yaml(path: Path):
    try:
        return yaml.load(path.read_text(encoding="utf-8"), Loader=_Loader)
    except yaml.YAMLError as exc:
        mark = getattr(exc, "problem_mark", None)
        where = f"{path}:{mark.line + 1}" if mark else str(path)
        raise CorpusError(f"{where}: not valid YAML: {getattr(exc, 'problem', exc)}") from None
    except OSError as exc:
        raise CorpusError(f"{path}: cannot read: {exc.strerror}") from None


def law_files(root: Path) -> list[Path]:
    return sorted(root.glob("*-*/[0-9][0-9][0-9].yaml"))


# Law files read before, by path: (size, mtime, ctime, inode) when read → the Law. A build reads
# the corpus twice (the index, then the site), and parsing YAML was a third of each of those
# stages. A Law is immutable, so it can be handed out again while its file is unchanged.
_READ: dict[str, tuple[tuple, Law]] = {}
# A file changed within one tick of the file system's clock after it was read could keep all four
# of those; one written less than this long before it is read is therefore not remembered.
_SETTLED_NS = 50_000_000


def _read_law(path: Path) -> Law:
    st = path.stat()
    stamp = (st.st_size, st.st_mtime_ns, st.st_ctime_ns, st.st_ino)
    known = _READ.get(str(path))
    if known is not None and known[0] == stamp:
        return known[1]
    try:
        law = law_from_dict(read_yaml(path))
    except (KeyError, TypeError, ValueError) as exc:
        raise CorpusError(f"{path}: does not describe a law ({exc}); run `bridge-laws check`") from None
    if time.time_ns() - max(st.st_mtime_ns, st.st_ctime_ns) > _SETTLED_NS:
        if len(_READ) > 20_000:  # a bound, far above the files of any real corpus
            _READ.clear()
        _READ[str(path)] = (stamp, law)
    return law


def load_corpus(root: Path) -> Corpus:
    if not root.is_dir() or not law_files(root):
        raise CorpusError(f"no corpus in {root}: run `bridge-laws build` first")
    laws = [_read_law(path) for path in law_files(root)]
    subjects = {}
    for path in sorted(root.glob("subjects-*-*.yaml")):
        _, edition, lang = path.stem.split("-")
        subjects[(int(edition), lang)] = subjects_from_dicts(read_yaml(path) or [])
    front = {}
    for path in sorted(root.glob(f"*-*/{FRONT}")):
        edition, lang = path.parent.name.split("-")
        try:
            front[(int(edition), lang)] = tuple(unit_from_dict(d) for d in read_yaml(path) or [])
        except (KeyError, TypeError, ValueError) as exc:
            raise CorpusError(f"{path}: does not describe the parts before Law 1 ({exc})") from None
    report = root / "report.yaml"
    issues = tuple(issue_from_dict(d) for d in (read_yaml(report) or [])) if report.exists() else ()
    return Corpus(laws=tuple(laws), subjects=subjects, issues=issues, front=front)


@lru_cache(maxsize=1)
def law_schema() -> dict:
    return json.loads(resources.files("bridge_laws").joinpath("schema/law.schema.json").read_text(encoding="utf-8"))
