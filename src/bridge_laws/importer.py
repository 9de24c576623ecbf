"""Adding a user's own text to ``laws/sources/``: inspect, refuse or copy, rebuild, report.

The flow, data flowing one way::

    inspect(file)      read the bytes, refuse what cannot be read, detect encoding, kind,
                       edition and languages, and read it once with its reader (a dry run)
    missing(plan)      what detection could not tell (the CLI asks, or names the option)
    import_text(plan)  copy byte for byte, add the manifest entry, rebuild, report what
                       changed; a rebuild that fails is rolled back
    remove_text(name)  the undo: drop the file and its manifest entry, rebuild

Nothing is written before every check has passed, so a refused file leaves the
corpus, the index and the site exactly as they were.
"""

from __future__ import annotations

import difflib
import os
import re
import shutil
import tempfile
import textwrap
from dataclasses import dataclass, field, replace
from pathlib import Path

from .build import build_lock, corpus_dir
from .decode import Decoded
from .errors import BridgeLawsError, CorpusError, SourceError
from .query import ranges
from .refs import law_of
from .model import LANGS, Corpus, SourceText, Unit
from .readers.formats import FORMAT_READERS, Document, detect_format, extract
from .readers.formats.language import describe_script, language_of
from .sources import DOCUMENT_KINDS, MANIFEST, SourceEntry, detect, load_manifest, read_source, save_manifest, sha256
from .textfix import is_known_word, yo_fold





class ImportFailed(BridgeLawsError):
    """The rebuild after copying a text failed; the import was rolled back."""


@dataclass(frozen=True)
class Plan:
    """What :func:`inspect` found out about a file, and what is still unknown (None)."""

    path: Path
    data: bytes
    decoded: Decoded
    kind: str | None
    edition: int | None
    langs: tuple[str, ...]
    how: dict = field(default_factory=dict)  # field -> "given" / "detected: why" / "asked"
    notes: tuple[str, ...] = ()
    read: SourceText | None = None  # the dry run with the reader of its kind
    document: Document | None = None  # the file read by the reader of its format
    format_why: str = ""

    @property
    def name(self) -> str:
        return self.path.name

    @property
    def sha256(self) -> str:
        return sha256(self.data)


@dataclass
class Change:
    """What an import changed in the corpus (old vs new), for the report."""

    file: str
    laws_gained: list = field(default_factory=list)  # (edition, lang, law)
    units_gained: list = field(default_factory=list)  # (edition, lang, ref)
    units_new: list = field(default_factory=list)  # (edition, lang, ref): units no source had before
    units_changed: list = field(default_factory=list)  # (edition, lang, ref): text replaced by a better copy
    conflicts: list = field(default_factory=list)  # (edition, lang, ref, kept, diff lines, issue message)
    resolved: list = field(default_factory=list)  # dangling-ref messages that are gone
    notes: list = field(default_factory=list)  # new build issues about the imported file


# -- inspecting ------------------------------------------------------------------------------
def inspect(path: Path, laws_dir: Path, kind: str | None = None, edition: int | None = None,
            lang: str | None = None) -> Plan:
    """Read ``path`` and find out what it is. Raises SourceError (file and line) for what cannot
    be imported: an unreadable, empty, binary or truncated file, an unknown layout, or a file
    whose bytes are already in the manifest."""
    name = path.name
    try:
        data = path.read_bytes()
    except OSError as exc:
        raise SourceError(name, f"cannot read: {exc.strerror}") from None
    if not data:
        raise SourceError(name, "empty file (0 bytes): nothing to import")
    _refuse_duplicate(data, name, laws_dir / "sources")
    document, decoded = read_document(data, name)  # the format; binary, blank, undecodable: SourceError
    found = detect_document(document, name)
    how: dict = {}
    if kind is not None:
        if kind not in DOCUMENT_KINDS:
            raise SourceError(name, f"unknown kind {kind!r} (known: {', '.join(DOCUMENT_KINDS)})")
        how["kind"] = "given" + (f" (detected {found.kind})" if found.kind and found.kind != kind else "")
    elif found.kind is not None:
        kind = found.kind
        how["kind"] = "detected: " + "; ".join(found.reasons)
    else:
        line = _first_text_line(decoded.text)
        raise SourceError(name, "unknown layout: no law headers of any known kind (“LAW N - TITLE” or «ПРАВИЛО N.» "
                                "of the standard layout, «Правило N.» over a dash rule, «ПРАВИЛО N.»/“LAW N -” "
                                "of the bilingual site, «N.» over dashes of the stripped copy); the text starts "
                                f"{_quote(decoded.text, line)}", line)
    if edition is not None:
        how["edition"] = "given"
    else:
        edition, why = _edition(kind, found, decoded.text, laws_dir)
        if edition is not None:
            how["edition"] = f"detected: {why}"
    if lang is not None:
        langs = (lang,) + tuple(x for x in (found.langs if kind == "bilingual-site" else ()) if x != lang)
        how["langs"] = "given"
    else:
        langs = found.langs or (("ru",) if kind != "bilingual-site" else ())
        if langs:
            how["langs"] = "detected: " + ("law headers in each language" if kind == "bilingual-site"
                                           else {"ru": "Russian", "en": "English"}[langs[0]] + " law headers")
    notes = tuple(_refuse_truncated(decoded.text, name, kind))
    plan = Plan(path=path, data=data, decoded=decoded, kind=kind, edition=edition, langs=tuple(langs),
                how=how, notes=notes, document=document, format_why=_format_why(data, name))
    return dry_read(plan, laws_dir) if not missing(plan) else plan


def missing(plan: Plan) -> list[str]:
    """The options detection could not fill: among "kind", "edition", "lang"."""
    return [name for name, value in (("kind", plan.kind), ("edition", plan.edition), ("lang", plan.langs))
            if not value]


def complete(plan: Plan, laws_dir: Path, *, kind=None, edition=None, lang=None) -> Plan:
    """Fill what was missing with the user's answers, then read the file once."""
    changes, how = {}, dict(plan.how)
    if kind is not None:
        changes["kind"], how["kind"] = kind, "asked"
    if edition is not None:
        changes["edition"], how["edition"] = int(edition), "asked"
    if lang is not None:
        changes["langs"], how["langs"] = (lang,), "asked"
    plan = replace(plan, how=how, **changes)
    if missing(plan):
        raise BridgeLawsError(f"{plan.name}: still unknown: {', '.join(missing(plan))}")
    return dry_read(plan, laws_dir)


def dry_read(plan: Plan, laws_dir: Path) -> Plan:
    """Read the text with its reader, as the build will, before anything is written: a text in
    which the reader finds no law is refused as an unknown layout."""
    entry = _entry(plan, plan.name)
    skeleton = _skeleton(laws_dir / "sources", entry)
    with tempfile.TemporaryDirectory() as tmp:
        (Path(tmp) / entry.file).write_bytes(plan.data)
        try:
            text = read_source(Path(tmp), entry, skeleton)
        except SourceError:
            raise
        except Exception as exc:  # a reader bug must still name the file
            raise SourceError(plan.name, f"cannot parse as {plan.kind} ({type(exc).__name__}: {exc})") from exc
    if not text.fragments and not text.skeleton:
        line = _first_text_line(plan.decoded.text)
        raise SourceError(plan.name, f"unknown layout: read as {plan.kind}, it gives no law text; the text starts "
                                     f"{_quote(plan.decoded.text, line)}", line)
    return replace(plan, read=text)


def describe(plan: Plan) -> list[str]:
    """What was detected, for the user, one fact a line."""
    lines = describe_format(plan)
    for key, value in (("kind", plan.kind), ("edition", plan.edition),
                       ("langs", ", ".join(plan.langs) if plan.langs else None)):
        label = {"langs": "language"}.get(key, key)
        lines.append(f"  {label}: {value if value else '?'}" + (f" ({plan.how[key]})" if key in plan.how else ""))
    if plan.read is not None:
        lines.append("  reads as: " + _coverage(plan.read))
    lines += [f"  note: {n}" for n in plan.notes]
    return lines


# -- importing -------------------------------------------------------------------------------
def import_text(plan: Plan, laws_dir: Path, site_dir: Path, quiet: bool = True) -> tuple[SourceEntry, Change]:
    """Copy the file into ``laws/sources``, add its manifest entry, rebuild, and say what changed.

    A rebuild that fails takes the copy and the entry out again and leaves the previous
    corpus in place (``ImportFailed``)."""
    if missing(plan) or plan.read is None:
        raise BridgeLawsError(f"{plan.name}: cannot import before its {', '.join(missing(plan)) or 'reading'} is known")
    sources = laws_dir / "sources"
    _check_not_locked(laws_dir)
    entries = load_manifest(sources)
    _refuse_duplicate(plan.data, plan.name, sources)
    entry = _entry(plan, _unique_name(plan, sources))
    old = _load(laws_dir)
    _copy(plan.data, sources / entry.file)
    _rebuild_or_roll_back(laws_dir, site_dir, quiet, entries, entries + [entry], added=entry.file)
    new = _load(laws_dir)
    change = compare(old, new, entry.file, plan.read)
    return entry, change


def remove_text(name: str, laws_dir: Path, site_dir: Path, quiet: bool = True) -> SourceEntry:
    """The undo of an import: the entry whose file (or original name) is ``name`` leaves the
    manifest, its file leaves ``laws/sources``, and the corpus is rebuilt."""
    sources = laws_dir / "sources"
    _check_not_locked(laws_dir)
    entries = load_manifest(sources)
    matches = [e for e in entries if name in (e.file, e.original_name)]
    if not matches:
        known = ", ".join(e.file for e in entries)
        raise BridgeLawsError(f"no source {name!r} in {sources / MANIFEST} (sources: {known})")
    entry = matches[-1]
    kept = [e for e in entries if e is not entry]
    if not kept:
        raise BridgeLawsError(f"{entry.file} is the only source: the corpus cannot be built without one")
    data = (sources / entry.file).read_bytes()
    _rebuild_or_roll_back(laws_dir, site_dir, quiet, entries, kept, removed=(entry.file, data))
    return entry


def _rebuild_or_roll_back(laws_dir: Path, site_dir: Path, quiet: bool, before: list[SourceEntry],
                          after: list[SourceEntry], added: str | None = None, removed=None) -> str:
    """Write the manifest ``after``, rebuild; on any failure put ``before`` back, sources and corpus."""
    from .pipeline import build_all

    sources = laws_dir / "sources"
    backup = _backup_corpus(laws_dir)
    try:
        save_manifest(sources, after)
        if removed:
            (sources / removed[0]).unlink(missing_ok=True)
        return build_all(laws_dir, site_dir, quiet=quiet)
    except BaseException as exc:
        save_manifest(sources, before)
        if added:
            (sources / added).unlink(missing_ok=True)
        if removed and not (sources / removed[0]).exists():
            _copy(removed[1], sources / removed[0])
        restored = _restore_corpus(laws_dir, backup)
        if not isinstance(exc, Exception):
            raise
        what = f"removed {added} and its manifest entry" if added else f"put {removed[0]} and its entry back"
        why = str(exc) if isinstance(exc, BridgeLawsError) else f"{type(exc).__name__}: {exc}"
        raise ImportFailed(f"the rebuild failed ({why}); rolled back: {what}; the previous corpus "
                           f"{'was restored' if restored else 'is untouched'}") from exc
    finally:
        if backup is not None:
            shutil.rmtree(backup, ignore_errors=True)


# -- what changed ----------------------------------------------------------------------------
def _units(corpus: Corpus) -> dict:
    return {(law.edition, law.lang, u.ref): u for law in corpus.laws for u in law.unit.walk()}


def _has_text(u: Unit | None) -> bool:
    return u is not None and bool(u.text) and not u.missing_text


def compare(old: Corpus, new: Corpus, file: str, read: SourceText | None = None) -> Change:
    """Old corpus vs new: units and laws that gained text, conflicts, references now resolved."""
    change = Change(file=file)
    before, after = _units(old), _units(new)
    for key, u in after.items():
        prev = before.get(key)
        if _has_text(u) and not _has_text(prev):
            (change.units_gained if prev is not None else change.units_new).append(key)
        elif _has_text(u) and _has_text(prev) and u.text != prev.text:
            change.units_changed.append(key)
    laws = {(e, lang, law_of(ref)) for e, lang, ref in change.units_gained + change.units_new}
    had_text = {(law.edition, law.lang, law.number) for law in old.laws
                if any(_has_text(u) for u in law.unit.walk())}
    change.laws_gained = sorted(laws - had_text)
    old_issues = {(i.kind, i.message) for i in old.issues}
    fragments = {(f.edition, f.lang, f.ref): f for f in (read.fragments if read else ())}
    for issue in new.issues:
        if (issue.kind, issue.message) in old_issues:
            continue
        if issue.kind == "text-conflict" and file in issue.message:
            change.conflicts.append(_conflict(issue, before, after, fragments, file))
        elif issue.where is not None and issue.where.file == file:
            change.notes.append(str(issue))
    new_issues = {(i.kind, i.message) for i in new.issues}
    change.resolved = [m for k, m in sorted(old_issues) if k == "dangling-ref" and (k, m) not in new_issues]
    return change


def _conflict(issue, before: dict, after: dict, fragments: dict, file: str):
    """(edition, lang, ref, which text the corpus kept, diff lines, message) of a text-conflict."""
    ref = issue.message.split(":", 1)[0]
    key = next(((e, lang, r) for (e, lang, r) in fragments if r == ref), None)
    if key is None:
        return (None, None, ref, "?", [], issue.message)
    imported = " ".join(fragments[key].paragraphs)
    existing = before.get(key).text if _has_text(before.get(key)) else ""
    kept_text = after[key].text if key in after and after[key].text else ""
    kept = "the imported text" if _fold(kept_text) == _fold(imported) else "the existing text"
    return (*key, kept, word_diff(existing, imported), issue.message)


def _fold(text: str) -> str:
    return " ".join(yo_fold(text).split())


def word_diff(old: str, new: str, width: int = 72) -> list[str]:
    """A unified diff of two texts, rewrapped so that a changed word shows as a changed line."""
    a = textwrap.wrap(_fold(old), width) or [""]
    b = textwrap.wrap(_fold(new), width) or [""]
    return list(difflib.unified_diff(a, b, "existing", "imported", lineterm="", n=1))


def format_change(change: Change) -> list[str]:
    out = []
    def keys(items):
        return ", ".join(f"{ref}" for _, _, ref in items)

    def by_version(items):
        groups: dict = {}
        for e, lang, x in items:
            groups.setdefault((e, lang), []).append(x)
        return groups

    for (e, lang), laws in sorted(by_version(change.laws_gained).items()):
        out.append(f"laws that gained text ({e} {lang}): {', '.join(map(str, laws))}")
    for label, items in (("units that gained text", change.units_gained),
                         ("units new to the corpus", change.units_new),
                         ("units whose text was replaced by a better copy", change.units_changed)):
        for (e, lang), refs in sorted(by_version(items).items()):
            out.append(f"{label} ({e} {lang}, {len(refs)}): {', '.join(refs)}")
    if not (change.laws_gained or change.units_gained or change.units_new or change.units_changed):
        out.append("no unit gained or changed text")
    out.append(f"conflicts with existing text: {len(change.conflicts)}")
    for e, lang, ref, kept, diff, message in change.conflicts:
        out.append(f"  {ref} ({e} {lang}): the texts differ; the corpus keeps {kept}; nothing was overwritten "
                   "unreported (see report.yaml)")
        out += [f"    {line}" for line in diff] or [f"    {message}"]
    out.append(f"references that now resolve: {len(change.resolved)}")
    out += [f"  {m}" for m in change.resolved]
    out += [f"note: {n}" for n in change.notes]
    return out


# -- checks ----------------------------------------------------------------------------------
def _refuse_duplicate(data: bytes, name: str, sources: Path) -> None:
    digest = sha256(data)
    for e in load_manifest(sources):
        if e.sha256 == digest:
            raise SourceError(name, f"already imported: the same bytes (sha256 {digest[:12]}…) are "
                                    f"{sources / e.file} (original name {e.original_name})")


def _line_at(data: bytes, pos: int) -> int:
    return data[:pos].count(b"\n") + 1


def _refuse_cut_utf8(data: bytes, name: str) -> None:
    """A UTF-8 file cut inside its last character: everything before decodes, the end does not."""
    body = data[3:] if data.startswith(b"\xef\xbb\xbf") else data
    try:
        body.decode("utf-8")
        return
    except UnicodeDecodeError as exc:
        start = exc.start
        cut = exc.reason == "unexpected end of data" and exc.end == len(body)
    if not cut or body[:start].isascii():
        return  # not UTF-8 at all (a code page), or nothing tells: decode() decides
    line = _line_at(data, len(data))
    raise SourceError(name, f"truncated: the file ends in the middle of a UTF-8 character at line {line} "
                            f"(bytes {body[start:].hex(' ')})", line)


# A law header with nothing after it: «Правило 93. Название» / «------» at the very end.
_BOOK_LAW = re.compile(r"^\s*(?:Правило|ПРАВИЛО|LAW)\s+(\d{1,3})\b")
_CYRILLIC_TAIL = re.compile(r"([А-Яа-яЁё]{3,})$")


def _refuse_truncated(text: str, name: str, kind: str) -> list[str]:
    """Refuse a text that visibly stops short; return notes for one that may.

    What can be told honestly: the last non-blank lines are a law header and its rule (the law's
    text is cut off), or the file stops in the middle of a word the dictionary does not know and
    the text never uses («…принять реше»). A text that stops at the end of a line mid-sentence
    may be a fragment on purpose (the DOS pages are one page in four): only a note."""
    lines = [(n, s) for n, s in enumerate(text.split("\n"), start=1) if s.strip()]
    if not lines:
        return []
    tail = [s.strip() for _, s in lines[-2:]]
    last_no, last = lines[-1]
    header = next((m for m in map(_BOOK_LAW.match, tail) if m), None)
    if header and all(re.fullmatch(r"[-=њҐ\s]*|(?:Правило|ПРАВИЛО|LAW)\s.*", s) for s in tail):
        raise SourceError(name, f"truncated: the file ends right after the header of Law {header.group(1)} "
                                f"(line {last_no}): its text is cut off", last_no)
    if kind == "stripped-book" or text.endswith("\n"):
        return []
    word = _CYRILLIC_TAIL.search(last)
    if word and not is_known_word(word.group(1)) and len(re.findall(rf"\b{word.group(1)}\b", text)) == 1:
        raise SourceError(name, f"truncated: the last line stops in the middle of a word «{word.group(1)}» "
                                f"(line {last_no}); if the text really ends so, end the file with a line break",
                          last_no)
    if not re.search(r"[.:;!?)»\"\d]$", last):
        return [f"the text stops mid-sentence at line {last_no}: the last unit may be incomplete"]
    return []


def _check_not_locked(laws_dir: Path) -> None:
    """Fail before touching anything when a build is running."""
    with build_lock(laws_dir):
        pass


# -- detection helpers -----------------------------------------------------------------------
def _edition(kind: str, found, text: str, laws_dir: Path | None = None) -> tuple[int | None, str]:
    """The edition a kind implies, or the one edition (of laws/editions.yaml) the text names: a
    plain or standard-layout text must say it ("The Laws of Duplicate Bridge 2017" on its title
    page), since the layouts outlive the editions."""
    from . import editions

    only = editions.for_layout(kind, laws_dir)
    if only is not None:
        return only.year, f"only the {only.year} edition comes in this layout (laws/editions.yaml)"
    known = editions.years(laws_dir)
    head = "\n".join(text.split("\n")[:40])  # a title page names its own edition first
    for part in (head, text):
        years = {y for y in known if re.search(rf"(?<!\d){y}(?!\d)", part)}
        if kind == "plain" and "Кодекс" in part:
            years.add(1997)
        if len(years) == 1:
            year = years.pop()
            return year, f"the text names only the {year} Laws"
    return None, ""


def _first_text_line(text: str) -> int:
    return next((n for n, s in enumerate(text.split("\n"), start=1) if s.strip()), 1)


def _quote(text: str, line: int) -> str:
    s = text.split("\n")[line - 1].strip()
    return f"«{s[:60]}{'…' if len(s) > 60 else ''}» (line {line})"


def _coverage(text: SourceText) -> str:
    laws = sorted({law_of(f.ref) for f in text.fragments} |
                  {law_of(u.ref) for u in text.skeleton})
    with_text = sum(1 for f in text.fragments if f.paragraphs or f.title)
    span = ranges(laws) or "none"
    return (f"{len(laws)} law(s) ({span}), {len(text.fragments)} unit(s) with text ({with_text} with words)"
            + (f", {len(text.skeleton)} skeleton unit(s)" if text.skeleton else ""))


def _skeleton(sources: Path, entry: SourceEntry):
    """The skeleton units of the same edition and language, for placing headless pages."""
    if entry.kind == "stripped-book":
        return ()
    units = []
    for e in load_manifest(sources):
        if e.kind == "stripped-book" and e.edition == entry.edition and e.langs[:1] == entry.langs[:1]:
            text = read_source(sources, e)
            units += text.skeleton
    return tuple(units)


def _entry(plan: Plan, file: str) -> SourceEntry:
    covers = _coverage(plan.read) if plan.read is not None else ""
    d = plan.decoded
    return SourceEntry(file=file, original_name=plan.name, sha256=plan.sha256, edition=plan.edition,
                       langs=plan.langs, kind=plan.kind, covers=covers,
                       damage=f"imported with `bridge-laws import`: {d.encoding}{' + BOM' if d.bom else ''}, "
                              f"{d.newline} line ends" + "".join(f"; {n}" for n in plan.notes))


def _unique_name(plan: Plan, sources: Path) -> str:
    """``1987-ru-plain-<ascii stem>-<sha8>.txt``: safe on any file system, never an existing name."""
    stem = re.sub(r"[^a-z0-9]+", "-", plan.path.stem.lower()).strip("-")[:40] or "text"
    base = f"{plan.edition}-{'-'.join(plan.langs)}-{plan.kind}-{stem}-{plan.sha256[:8]}"
    suffix = FORMAT_READERS[plan.document.format if plan.document else "text"].suffix
    name, n = f"{base}{suffix}", 2
    while (sources / name).exists() or name == MANIFEST:
        name, n = f"{base}-{n}{suffix}", n + 1
    return name


# -- formats ---------------------------------------------------------------------------------
# The file's format (plain text, PDF, DOCX, HTML, Markdown) is told from its bytes and read into
# lines by readers/formats; the raw file is what gets copied, and the build reads it the same way.
_TEXT_FORMATS = ("text", "html", "markdown")


def read_document(data: bytes, name: str) -> tuple[Document, Decoded]:
    """The file read by the reader of its format, and its text as a :class:`Decoded` (the byte
    facts of a text format; for PDF and DOCX the extracted text with "LF" line ends)."""
    fmt, _ = detect_format(data, name)
    if fmt in _TEXT_FORMATS:
        _refuse_cut_utf8(data, name)
    document = extract(data, name, fmt)
    text = document.text
    if not text.strip():
        raise SourceError(name, f"{FORMAT_READERS[fmt].label}: no text in it")
    decoded = Decoded(text=text, encoding=document.encoding or fmt, newline=document.newline or "LF",
                      bom=document.bom)
    return document, decoded


def _format_why(data: bytes, name: str) -> str:
    return detect_format(data, name)[1]


def detect_document(document: Document, name: str):
    """The kind of document, edition and languages (:func:`sources.detect`), stream by stream: a
    bilingual page's columns are one kind in two languages. Refuses, naming the file, a text in
    a language no reader knows, and a page or document in which no law is found."""
    found = [detect(stream.text) for stream in document.streams]
    for stream, one in zip(document.streams, found):
        if one.kind in (None, "standard") and language_of(stream.text) is None:
            raise SourceError(name, f"{FORMAT_READERS[document.format].label}: a text in a language no reader knows "
                                    f"({describe_script(stream.text)}); the readers know Russian and English")
    if found[0].kind is None and document.format != "text":
        line = _first_text_line(document.text)
        raise SourceError(name, f"{FORMAT_READERS[document.format].label}: no law in it (no law headers of any known "
                                f"layout in its text, which starts {_quote(document.text, line)})")
    if len(found) == 1:
        return found[0]
    kinds = {one.kind for one in found}
    if len(kinds) != 1:
        raise SourceError(name, f"{FORMAT_READERS[document.format].label}: its columns are in different layouts "
                                f"({', '.join(str(k) for k in kinds)})")
    langs = tuple(stream.lang for stream in document.streams)
    first = found[0]
    return replace(first, langs=langs, reasons=first.reasons + [f"a two-column table: {' | '.join(langs)}"])


def describe_format(plan: Plan) -> list[str]:
    """The first lines of :func:`describe`: size and byte facts, and the format with what its
    reader did (pages, furniture removed, numbering rendered)."""
    d, doc = plan.decoded, plan.document
    if doc is not None and doc.encoding is None:
        first = f"{plan.name}: {len(plan.data):,} bytes"
    else:
        first = (f"{plan.name}: {len(plan.data):,} bytes, {d.encoding}{' with a byte-order mark' if d.bom else ''}, "
                 f"{d.newline} line ends")
    if doc is None:
        return [first]
    why = f" (detected: {plan.format_why})" if plan.format_why else ""
    return [first, f"  format: {FORMAT_READERS[doc.format].label}{why}"] + [f"  read: {note}" for note in doc.notes]


# -- files -----------------------------------------------------------------------------------
def _copy(data: bytes, target: Path) -> None:
    """Byte for byte, through a temporary file in the same directory, read-only like the seeds."""
    fd, tmp = tempfile.mkstemp(dir=target.parent, prefix=".import-", suffix=".tmp")
    try:
        with os.fdopen(fd, "wb") as f:
            f.write(data)
            f.flush()
            os.fsync(f.fileno())
        os.chmod(tmp, 0o444)
        os.replace(tmp, target)
    except BaseException:
        Path(tmp).unlink(missing_ok=True)
        raise




def _load(laws_dir: Path) -> Corpus:
    from .yamlio import load_corpus

    try:
        return load_corpus(corpus_dir(laws_dir))
    except CorpusError:
        return Corpus(laws=())


def _backup_corpus(laws_dir: Path) -> Path | None:
    target = corpus_dir(laws_dir)
    if not target.is_dir():
        return None
    backup = laws_dir / f".import-backup-{os.getpid()}"
    shutil.rmtree(backup, ignore_errors=True)
    shutil.copytree(target, backup)
    return backup


def _same_tree(a: Path, b: Path) -> bool:
    files_a = sorted(p.relative_to(a) for p in a.rglob("*") if p.is_file())
    files_b = sorted(p.relative_to(b) for p in b.rglob("*") if p.is_file())
    return files_a == files_b and all((a / f).read_bytes() == (b / f).read_bytes() for f in files_a)


def _restore_corpus(laws_dir: Path, backup: Path | None) -> bool:
    """Put the backup in place of the corpus when they differ (two renames, as the build swaps)."""
    target = corpus_dir(laws_dir)
    if backup is None or (target.is_dir() and _same_tree(target, backup)):
        return False
    aside = laws_dir / f".import-aside-{os.getpid()}"
    if target.exists():
        target.rename(aside)
    backup.rename(target)
    shutil.rmtree(aside, ignore_errors=True)
    return True
