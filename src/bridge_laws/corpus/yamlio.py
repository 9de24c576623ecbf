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
import os
import re
import time
from collections.abc import Hashable
from functools import lru_cache, partial
from importlib import resources
from pathlib import Path

from ..errors import CorpusError, no_corpus
from ..paths import regular_bytes
from ..model import LANGS, Corpus, Footnote, Heading, Issue, Law, Location, Table, Unit
from ..refs import MAX_LAW, is_law_number
from . import mirror


@lru_cache(maxsize=1)
def _yaml():
    """(yaml, its safe loader, the dumper writing text as block scalars), imported when first
    needed: `show` and `diff` read the corpus's JSON mirrors (``mirror``) and never import yaml
    (its import alone was a tenth of a `show`)."""
    import yaml

    try:  # the C loader is ten times faster; fall back when libyaml is missing
        from yaml import CSafeDumper as dumper, CSafeLoader as loader
    except ImportError:  # pragma: no cover
        from yaml import SafeDumper as dumper, SafeLoader as loader

    class BlockDumper(dumper):
        pass

    class OneKeyLoader(loader):
        """The safe loader, refusing a key written twice in one mapping: YAML keeps the last and
        drops the first without a word (a law file with two ``text:`` lost one of them)."""

        def construct_mapping(self, node, deep=False):
            if isinstance(node, yaml.MappingNode):
                self.flatten_mapping(node)
                seen = set()
                for key_node, _ in node.value:
                    key = self.construct_object(key_node, deep=deep)
                    if isinstance(key, Hashable) and key in seen:
                        raise yaml.constructor.ConstructorError(
                            None, None, f"the key {str(key)[:40]!r} is written twice in one mapping "
                                        "(YAML would keep the last and drop the first)", key_node.start_mark)
                    if isinstance(key, Hashable):
                        seen.add(key)
            return super().construct_mapping(node, deep)

    BlockDumper.add_representer(str, _str)
    return yaml, OneKeyLoader, BlockDumper


def __getattr__(name: str):
    if name == "SafeLoader":  # what the manifest and the rulings read with
        return _yaml()[1]
    raise AttributeError(f"module {__name__!r} has no attribute {name!r}")


def _str(dumper, value: str):
    style = "|" if ("\n" in value or len(value) > 80) and not value.endswith(" ") and value == value.strip("\n") else None
    return dumper.represent_scalar("tag:yaml.org,2002:str", value, style=style)


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
    _typed(t, TABLE_FIELDS, "a table")
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


def _number(value) -> bool:
    return type(value) is int  # (not a bool, not a float: `.inf` and `true` are YAML's too)


def is_year(value) -> bool:
    """A year in figures (``law.schema.json``: 1900–2999), the one test of an edition's year for a
    law file and editions.yaml alike: ``.inf``, ``true`` or ``"2017"`` in a hand-edited file is refused."""
    return _number(value) and 1900 <= value <= 2999


# The fields later stages compute with, and what each must be (law.schema.json says the same; a
# whole schema check of every file read was 1.7 ms a law file, `bridge-laws check` makes it):
# `partial: [1]`, `page: x` or a footnote's `text: [1]` in a hand-edited file is refused here,
# with the file, instead of crashing `show`, `coverage` or the search.
_TEXT = (lambda v: isinstance(v, str), "text")
_MAYBE_TEXT = (lambda v: v is None or isinstance(v, str), "text or null")
_MAYBE_NUMBER = (lambda v: v is None or _number(v), "a whole number or null")
_FLAG = (lambda v: isinstance(v, bool), "true or false")
_LIST = (lambda v: isinstance(v, list), "a list")
_TEXTS = (lambda v: isinstance(v, list) and all(isinstance(x, str) for x in v), "a list of texts")
_ROWS = (lambda v: isinstance(v, list) and all(isinstance(r, list) for r in v), "a list of rows")
UNIT_FIELDS = {"ref": _TEXT, "law": (_number, "a whole number"), "title": _MAYBE_TEXT, "text": _MAYBE_TEXT,
               "marker": _TEXT, "refs": _TEXTS, "page": _MAYBE_NUMBER, "missing_text": _FLAG, "partial": _FLAG,
               "footnotes": _LIST, "tables": _LIST, "sources": _TEXTS, "children": _LIST}
FOOTNOTE_FIELDS = {"marker": _TEXT, "text": _MAYBE_TEXT}
HEADING_FIELDS = {"level": _TEXT, "number": _TEXT, "title": _MAYBE_TEXT}
TABLE_FIELDS = {"rows": _ROWS, "header": _ROWS, "caption": _MAYBE_TEXT, "after": _MAYBE_NUMBER,
                "anchor": _MAYBE_TEXT, "source": _TEXTS, "where": _MAYBE_TEXT}


def _typed(d, fields: dict, what: str) -> None:
    """TypeError naming ``what`` and the field when a field of ``d`` present is not what ``fields``
    says it must be (a missing field is the caller's KeyError, or its default)."""
    if not isinstance(d, dict):
        raise TypeError(f"{what} must be a mapping, not {type(d).__name__}")
    for key, (ok, kind) in fields.items():
        if key in d and not ok(d[key]):
            raise TypeError(f"{what}: {key} must be {kind}, not {str(d[key])[:20]!r}")


def unit_from_dict(d: dict) -> Unit:
    _typed(d, UNIT_FIELDS, f"unit {str(d.get('ref') if isinstance(d, dict) else d)[:20]}")
    for note in d.get("footnotes", []):
        _typed(note, FOOTNOTE_FIELDS, f"a footnote of unit {d['ref']}")
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
    for number in (d["law"], d["unit"]["law"]):
        if not is_law_number(number):
            raise ValueError(f"law: must be a law's number (1–{MAX_LAW}), not {str(number)[:20]}")
    for h in d.get("headings", []):
        _typed(h, HEADING_FIELDS, "a heading")
    if not is_year(d["edition"]) or d["lang"] not in LANGS:
        raise ValueError(f"edition: and lang: must be a year in figures and one of {', '.join(LANGS)}, "
                         f"not {str(d['edition'])[:20]} and {str(d['lang'])[:20]}")
    return Law(d["edition"], d["lang"], d["law"],
               tuple(Heading(h["level"], h["number"], h.get("title")) for h in d.get("headings", [])),
               unit_from_dict(d["unit"]))


def issue_to_dict(i: Issue) -> dict:
    return {"kind": i.kind, "message": i.message, "where": str(i.where) if i.where else None}


def issue_from_dict(d: dict) -> Issue:
    return Issue(d["kind"], d["message"], _loc(d["where"]) if d.get("where") else None)


# -- files ----------------------------------------------------------------------
def dump(data) -> str:
    yaml, _, dumper = _yaml()
    return yaml.dump(data, Dumper=dumper, allow_unicode=True, sort_keys=False, width=100)


# The parts of an edition that are not laws (Introduction, Definitions, Scope): 2017-en/front.yaml
FRONT = "front.yaml"


def law_path(root: Path, law: Law) -> Path:
    return root / f"{law.edition}-{law.lang}" / f"{law.number:03d}.yaml"


def write_corpus(corpus: Corpus, root: Path, mirrors: Path | None = None, also=(), reuse=None, spread=None) -> list[Path]:
    """Write every file of the corpus under ``root`` (which should be empty); each law's, front
    and subject index file's parse also as a JSON mirror in ``mirrors`` when given, with those
    of ``also`` ((bytes, data) of other files read through mirrors), the rest dropped
    (``mirror.write_all``). ``reuse(name, data)``: the bytes the last build wrote for the same
    data under that name (``name`` relative to ``root``), or None to dump it (YAML's dumper is
    most of the corpus stage's writing). ``spread(work, items, weight, what)``: how the dumps are
    worked (one after another when None)."""
    from ..readers.subjects import subjects_to_dicts  # (and the readers' formats: not for `show`)

    files = [(law_path(root, law), law_to_dict(law)) for law in corpus.laws]
    files += [(root / f"{edition}-{lang}" / FRONT, [unit_to_dict(u) for u in units])
              for (edition, lang), units in sorted(corpus.front.items())]
    files += [(root / f"subjects-{edition}-{lang}.yaml", subjects_to_dicts(entries))
              for (edition, lang), entries in sorted(corpus.subjects.items())]
    raws = [reuse(path.relative_to(root).as_posix(), data) if reuse else None for path, data in files]
    todo = [i for i, raw in enumerate(raws) if raw is None]
    to_dump = [files[i][1] for i in todo]
    made = partial(_dumped, mirrors)
    dumped = iter(spread(made, to_dump, what="writing the corpus") if spread else map(made, to_dump))
    raws = [raw if raw is not None else next(dumped) for raw in raws]
    written, parsed = [], []
    for (path, data), raw in zip(files, raws):
        path.parent.mkdir(parents=True, exist_ok=True)
        path.write_bytes(raw)
        written.append(path)
        parsed.append((raw, data))
    report = root / "report.yaml"
    report.write_text(dump([issue_to_dict(i) for i in corpus.issues]), encoding="utf-8")
    written.append(report)
    if mirrors is not None:
        mirror.write_all(mirrors, parsed + list(also))
    return written


def _dumped(mirrors: Path | None, data) -> bytes:
    """A file's YAML, and its mirror (where it is made: a file of its own, written atomically;
    ``mirror.write_all`` then finds it there)."""
    raw = dump(data).encode("utf-8")
    mirror.store(mirrors, raw, data)
    return raw


def corpus_error(path: Path, line: int | None, message: str) -> CorpusError:
    return CorpusError(f"{path}:{line}: {message}" if line else f"{path}: {message}")


def read_yaml(path: Path, error=corpus_error, mirrors: Path | None = None):
    """A YAML file the program reads (corpus, manifest, glossary, editions): UTF-8, no aliases.
    Every failure is ``error(path, line, message)``, raised, in a few words. With ``mirrors``
    (``Paths.parsed``), its parse is taken from the JSON mirror of these very bytes when the
    build left one (``mirror``)."""
    try:
        data = regular_bytes(path)
    except OSError as exc:
        raise error(path, None, f"cannot read: {exc.strerror}") from None
    return mirror.read(mirrors, data, lambda raw: parse_yaml(utf8_text(raw, path, error), path, error))


def utf8_text(data: bytes, path: Path, error=corpus_error) -> str:
    """The text of a YAML file, which must be UTF-8: UTF-16 or a code page is named, with the line."""
    if data.startswith((b"\xff\xfe", b"\xfe\xff")):
        raise error(path, 1, "saved as UTF-16; save it as UTF-8")
    try:
        return data.decode("utf-8")
    except UnicodeDecodeError as exc:
        line = data[:exc.start].count(b"\n") + 1
        raise error(path, line, f"not UTF-8 (byte 0x{data[exc.start]:02x}); save it as UTF-8") from None


# How deep a YAML file of ours may nest its collections: a law file nests its units a few levels,
# a ruling its deal a few more. The parser recurses once a level, in C: 25,000 levels of "[" ran
# it off its stack (a segmentation fault, no error at all), so a deeper text is never parsed.
MAX_YAML_DEPTH = 200
# An unquoted scalar YAML reads as a date: «2024-02-30» is one that does not exist.
_DATE_LIKE = re.compile(r"(?<![\w.-])(\d{4})-(\d{1,2})-(\d{1,2})(?![\w.-])")


def _too_deep(text: str) -> int | None:
    """The line at which ``text`` nests past :data:`MAX_YAML_DEPTH`, or None. Counted without
    parsing: open brackets not yet closed (in quoted text too: no file of ours has hundreds), and
    the "- " a line starts with, one sequence in another ("- - - x"). Nesting by indentation
    alone cannot go that deep in a file of bounded size."""
    if text.count("[") + text.count("{") > MAX_YAML_DEPTH:
        flow, line = 0, 1
        for m in re.finditer(r"[\[{\]}\n]", text):
            ch = m.group()
            if ch == "\n":
                line += 1
            elif ch in "[{":
                flow += 1
                if flow > MAX_YAML_DEPTH:
                    return line
            else:
                flow = max(0, flow - 1)
    if "- " * MAX_YAML_DEPTH in text:
        for k, row in enumerate(text.split("\n"), start=1):
            if re.match(r"(?:\s*-\s)" + "{%d}" % MAX_YAML_DEPTH, row):
                return k
    return None


def _bad_date_line(text: str) -> int | None:
    """The line of the first date-shaped value that is no day («2024-13-45»)."""
    import datetime

    for k, row in enumerate(text.split("\n"), start=1):
        for m in _DATE_LIKE.finditer(row):
            try:
                datetime.date(*map(int, m.groups()))
            except ValueError:
                return k
    return None


def parse_yaml(text: str, path: Path, error=corpus_error):
    """Parse ``text``, refusing aliases (nine levels of nine aliases expand to gigabytes) and a
    nesting past :data:`MAX_YAML_DEPTH`; a value YAML cannot make (a date that is no day) is an
    error with its line, like a syntax error."""
    yaml, loader, _ = _yaml()
    deep = _too_deep(text)
    if deep is not None:
        raise error(path, deep, f"nested more than {MAX_YAML_DEPTH} levels deep: no file of ours is")
    try:
        if "&" in text:  # no anchor, no alias: the event scan only runs when one may be there
            for event in yaml.parse(text, Loader=loader):
                if isinstance(event, yaml.AliasEvent):
                    raise error(path, event.start_mark.line + 1, f"YAML aliases (*{event.anchor[:40]}) are not "
                                                                 "accepted here: write the value out")
        return yaml.load(text, Loader=loader)
    except yaml.YAMLError as exc:
        mark = getattr(exc, "problem_mark", None)
        problem = str(getattr(exc, "problem", None) or exc)[:200]
        start = getattr(exc, "context_mark", None)
        if mark and start and "end of stream" in problem:  # a quote never closed: where it was opened
            what = str(exc.context).removeprefix("while scanning ").removeprefix("while parsing ")
            raise error(path, start.line + 1, f"not valid YAML: what begins here ({what}) is never closed "
                                              f"({problem} at line {mark.line + 1})") from None
        raise error(path, mark.line + 1 if mark else None, f"not valid YAML: {problem}") from None
    except (ValueError, OverflowError, RecursionError) as exc:  # the constructor's: a date that is no day …
        raise error(path, _bad_date_line(text), f"not valid YAML: a value that cannot be read ({str(exc)[:120]}); "
                                                 "a date must be a real day (quote it to keep it as text)") from None


def _composed(text: str):
    """The node tree of a YAML text (None when it does not parse), for the lines of messages."""
    yaml, loader, _ = _yaml()
    try:
        return yaml, yaml.compose(text, Loader=loader)
    except yaml.YAMLError:
        return yaml, None


def line_of(text: str, path: list) -> int | None:
    """The line of the value at ``path`` (keys and list indexes) in a YAML text, for messages:
    the deepest step of it the text has."""
    yaml, node = _composed(text)
    line = node.start_mark.line + 1 if node is not None else None
    for step in path:
        if isinstance(node, yaml.MappingNode):
            node = next((v for k, v in node.value if k.value == str(step)), None)
        elif isinstance(node, yaml.SequenceNode) and isinstance(step, int) and step < len(node.value):
            node = node.value[step]
        else:
            node = None
        if node is None:
            break
        line = node.start_mark.line + 1
    return line


def unit_lines(text: str) -> dict[str, list[dict]]:
    """For a law file's text: each unit's ref → per unit of that ref, in the file's order (a ref
    written twice has two), {"": the line of its ``ref:``, a value of its ``refs:`` → that
    value's line}; for the lines of `check`'s messages, which name a unit by its ref."""
    yaml, root = _composed(text)
    found: dict[str, list[dict]] = {}
    stack = [root] if root is not None else []
    while stack:
        node = stack.pop()
        if isinstance(node, yaml.SequenceNode):
            stack += node.value
        if not isinstance(node, yaml.MappingNode):
            continue
        fields = {k.value: v for k, v in node.value if isinstance(k, yaml.ScalarNode)}
        ref = fields.get("ref")
        if isinstance(ref, yaml.ScalarNode):
            cited = fields.get("refs")
            values = cited.value if isinstance(cited, yaml.SequenceNode) else []
            found.setdefault(ref.value, []).append({"": ref.start_mark.line + 1} | {
                v.value: v.start_mark.line + 1 for v in reversed(values) if isinstance(v, yaml.ScalarNode)})
        stack += [v for _, v in node.value]
    for units in found.values():
        units.sort(key=lambda u: u[""])
    return found


def law_files(root: Path) -> list[Path]:
    return sorted(root.glob("*-*/[0-9][0-9][0-9].yaml"))


# Law files read before, by path: (size, mtime, ctime, inode) when read → the Law. A build reads
# the corpus twice (the index, then the site), and parsing YAML was a third of each of those
# stages. A Law is immutable, so it can be handed out again while its file is unchanged.
_READ: dict[str, tuple[tuple, Law]] = {}
# A file changed within one tick of the file system's clock after it was read could keep all four
# of those; one written less than this long before it is read is therefore not remembered.
_SETTLED_NS = 50_000_000


def schema_problems(data) -> list:
    """What the law files' schema refuses in ``data`` (one law file's), in the order of the file's
    keys (``jsonschema`` errors: each its ``path`` and ``message``): what `check` reports, and
    where a law file read by `show` or `search` is mended."""
    import jsonschema  # only where a file is checked, or on the way to an error

    return sorted(jsonschema.Draft202012Validator(law_schema()).iter_errors(data),
                  key=lambda e: [(0, p, "") if isinstance(p, int) else (1, 0, str(p)) for p in e.path])


def _where_wrong(path: Path) -> str:
    """``path:line`` of the first value of a law file its schema refuses (a hand edit is mended at
    a line), or the path alone."""
    try:
        problems = schema_problems(read_yaml(path))
        text = path.read_text(encoding="utf-8")
    except (OSError, ValueError, CorpusError):
        return str(path)
    line = line_of(text, list(problems[0].path)) if problems else None
    return f"{path}:{line}" if line else str(path)


def _read_law(path: Path, mirrors: Path | None = None) -> Law:
    st = path.stat()
    stamp = (st.st_size, st.st_mtime_ns, st.st_ctime_ns, st.st_ino)
    known = _READ.get(str(path))
    if known is not None and known[0] == stamp:
        return known[1]
    try:
        law = law_from_dict(read_yaml(path, mirrors=mirrors))
    except (KeyError, TypeError, ValueError, AttributeError) as exc:
        if mirrors is not None:  # the mirror's data, not the file's: dropped, the file parsed
            mirror.forget(mirrors, path)
            return _read_law(path)
        raise CorpusError(f"{_where_wrong(path)}: does not describe a law ({str(exc)[:120]}); "
                          "run `bridge-laws check`") from None
    if time.time_ns() - max(st.st_mtime_ns, st.st_ctime_ns) > _SETTLED_NS:
        if len(_READ) > 20_000:  # a bound, far above the files of any real corpus
            _READ.clear()
        _READ[str(path)] = (stamp, law)
    return law


def remember_written(root: Path, corpus: Corpus) -> None:
    """Remember the law files of ``corpus`` just written under ``root`` by this process (the
    corpus stage, under the build lock), so that the index and site stages of the same build
    take its Laws instead of parsing the YAML again (a second at full size, each). Each Law as
    its file gives it back, not as the merge made it: the file does not keep everything (where a
    footnote was read), and the later stages must see what a later build reading the file sees
    (the site's pages are kept by a digest of the laws they show: site/incremental.py)."""
    for law in corpus.laws:
        path = law_path(root, law)
        try:
            st = path.stat()
        except OSError:
            continue
        _READ[str(path)] = ((st.st_size, st.st_mtime_ns, st.st_ctime_ns, st.st_ino), law_from_dict(law_to_dict(law)))


def load_corpus(root: Path, versions=None, number: int | set[int] | None = None, mirrors: Path | None = None,
                subjects: bool = False) -> Corpus:
    """The corpus under ``root``; only the laws of ``versions`` ((edition, lang) pairs; None:
    all) and of law ``number`` (or a set of numbers; None: all) when given, and then without the
    subject index (unless ``subjects``) and the report: `show` and `diff` of one law read a file
    or two, not the corpus (nor the parts before Law 1 but for ``number`` 0: they are no law's).
    With ``mirrors`` (``Paths.parsed``) the files are read from their JSON mirrors where they
    have them (``mirror``)."""
    numbers = {number} if isinstance(number, int) else None if number is None else set(number)
    whole = versions is None and numbers is None
    wanted = None if versions is None else {f"{e}-{lang}" for e, lang in versions}
    if whole:
        paths = law_files(root) if root.is_dir() else []
    else:  # the few files named, without listing every law of the corpus
        folders = sorted(d for d in (os.listdir(root) if root.is_dir() else ())
                         if "-" in d and (wanted is None or d in wanted))
        names = [f"{n:03d}.yaml" for n in sorted(numbers)] if numbers is not None else None
        paths = [root / d / n for d in folders for n in (names or sorted(os.listdir(root / d)))
                 if len(n) == 8 and n[:3].isdigit() and n.endswith(".yaml") and (root / d / n).is_file()]
    if not paths and not (root.is_dir() and any(law_files(root))):
        raise no_corpus(root)
    laws = [_read_law(path, mirrors) for path in paths]
    front = {}
    for path in sorted(root.glob(f"*-*/{FRONT}")) if numbers is None or 0 in numbers else ():
        if wanted is not None and path.parent.name not in wanted:
            continue
        edition, lang = path.parent.name.split("-")
        try:
            front[(int(edition), lang)] = tuple(unit_from_dict(d) for d in read_yaml(path, mirrors=mirrors) or [])
        except (KeyError, TypeError, ValueError, AttributeError) as exc:
            raise CorpusError(f"{path}: does not describe the parts before Law 1 ({str(exc)[:120]})") from None
    if not whole:
        return Corpus(laws=tuple(laws), front=front, subjects=_subjects(root, mirrors) if subjects else {})
    report = root / "report.yaml"
    try:
        issues = tuple(issue_from_dict(d) for d in (read_yaml(report) or [])) if report.exists() else ()
    except (KeyError, TypeError, ValueError, AttributeError) as exc:
        raise CorpusError(f"{report}: not a build report ({type(exc).__name__}); run `bridge-laws check`") from None
    return Corpus(laws=tuple(laws), subjects=_subjects(root, mirrors), issues=issues, front=front)


def _subjects(root: Path, mirrors: Path | None) -> dict:
    from ..readers.subjects import subjects_from_dicts

    subjects = {}
    for path in sorted(root.glob("subjects-*-*.yaml")):
        _, edition, lang = path.stem.split("-")
        try:
            subjects[(int(edition), lang)] = subjects_from_dicts(read_yaml(path, mirrors=mirrors) or [])
        except (KeyError, TypeError, ValueError, AttributeError) as exc:
            raise CorpusError(f"{path}: not a subject index ({type(exc).__name__}); run `bridge-laws check`") from None
    return subjects


@lru_cache(maxsize=1)
def law_schema() -> dict:
    return json.loads(resources.files("bridge_laws.corpus").joinpath("schema/law.schema.json").read_text(encoding="utf-8"))
