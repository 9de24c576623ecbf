"""Inspecting a text before anything is written: read the bytes, refuse what cannot be read,
detect its format, encoding, kind, edition and languages, and read it once (a dry run)."""

from __future__ import annotations

import os
import re
import stat
import tempfile
from dataclasses import dataclass, field, replace
from pathlib import Path

from ...text.decode import Decoded, decode
from ...errors import BridgeLawsError, SourceError
from ...corpus.query import ranges
from ...refs import law_of
from ...model import SourceText
from ...paths import Paths
from ...readers.formats import FORMAT_READERS, Document, detect_format, extract
from ...readers.formats.language import describe_script, language_of
from ...readers import DOCUMENT_KINDS, detect
from ...readers.grammar import law_named
from ...corpus.manifest import load_manifest
from ...readers.sources import MAX_SOURCE_BYTES, SourceEntry, is_plain_name, read_source, sha256
from ...text.textfix import is_known_word


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
    law: int | None = None  # the law a text without a law header is (`--law N`)
    needs_law: bool = False  # the text prints no law header: which law it is must be told
    headers: bool = False  # detection saw law headers in the text («ПРАВИЛО 12», "LAW 16 - TITLE")
    offered_law: tuple[int, str] | None = None  # (law, where named) when the file name or title names one

    @property
    def name(self) -> str:
        return self.path.name

    @property
    def sha256(self) -> str:
        return sha256(self.data)


# -- inspecting ------------------------------------------------------------------------------
def inspect(path: Path, laws_dir: Path, kind: str | None = None, edition: int | None = None,
            lang: str | None = None, law: int | None = None) -> Plan:
    """Read ``path`` and find out what it is. Raises SourceError (file and line) for what cannot
    be imported: an unreadable, empty, binary or undecodable file, an unknown layout, or a file
    whose bytes are already in the manifest. ``law`` is the law a text that prints no law header
    is (a page of one law)."""
    name = path.name
    data = read_regular_file(path)
    if not data:
        raise SourceError(name, "empty file (0 bytes): nothing to import")
    sources = Paths(laws_dir).sources
    refuse_duplicate(data, name, sources)
    document, decoded = read_document(data, name)  # the format; binary, blank, undecodable: SourceError
    refuse_duplicate(data, name, sources, decoded.text)  # the same text, other bytes
    found = detect_document(document, name)
    how: dict = {}
    kind = _kind(kind, found, name, decoded.text, how)
    if edition is not None:
        how["edition"] = "given"
    else:
        edition, why = _edition(kind, found, decoded.text, laws_dir, document.title)
        if edition is not None:
            how["edition"] = f"detected: {why}"
    langs = _langs(lang, kind, found, how)
    needs_law = found.needs_law and kind == found.kind
    if law is not None:
        how["law"] = "given"
    plan = Plan(path=path, data=data, decoded=decoded, kind=kind, edition=edition, langs=tuple(langs),
                how=how, notes=tuple(_cut_notes(decoded.text, kind)), document=document,
                format_why=_format_why(data, name), law=law, needs_law=needs_law,
                headers=found.kind is not None and not found.needs_law,
                offered_law=law_named(name, document.title or "", _first_line(decoded.text)) if needs_law else None)
    return dry_read(plan, laws_dir) if not missing(plan) else plan


def _kind(kind: str | None, found, name: str, text: str, how: dict) -> str:
    """The kind given (checked) or detected; a text in which no reader sees its layout is refused,
    saying what was looked for and what to do."""
    if kind is not None:
        if kind not in DOCUMENT_KINDS:
            raise SourceError(name, f"unknown kind {kind!r} (known: {', '.join(DOCUMENT_KINDS)})")
        how["kind"] = "given" + (f" (detected {found.kind})" if found.kind and found.kind != kind else "")
        return kind
    if found.kind is not None:
        how["kind"] = "detected: " + "; ".join(found.reasons)
        return found.kind
    line = _first_text_line(text)
    raise SourceError(name, f"unknown layout: {NOTHING_SEEN}; the text starts {_quote(text, line)}. {WHAT_TO_DO}",
                      line)


# What a refusal says the readers look for, and what a user can do about a text they do not see.
NOTHING_SEEN = ("no law header (“LAW 16 - TITLE”, «Правило 16.», «ЗАКОН 16», also after other words, split "
                "over two lines or quoted in a mail) and no sections “A. Title” under which items “(a)” or "
                "subsections “1.” stand")
WHAT_TO_DO = ("If it is a text of the Laws, save it as plain text and check that its laws or sections start "
              "lines of their own; if it is a page of one law that names it nowhere, it needs sections "
              "“A. …” and --law N")


def _langs(lang: str | None, kind: str, found, how: dict) -> tuple[str, ...]:
    if lang is not None:
        how["langs"] = "given"
        return (lang,) + tuple(x for x in (found.langs if kind == "bilingual-site" else ()) if x != lang)
    langs = found.langs or (("ru",) if kind != "bilingual-site" else ())
    if langs:
        what = "text" if found.needs_law else "law headers"
        how["langs"] = "detected: " + ("law headers in each language" if kind == "bilingual-site"
                                       else {"ru": "Russian", "en": "English"}[langs[0]] + f" {what}")
    return tuple(langs)


def _first_line(text: str) -> str:
    return text.split("\n")[_first_text_line(text) - 1].strip()


# Far larger than any text of the Laws (the whole 1987 book is under 1 MB): a file past this is
# refused before it is read whole (`import /dev/zero` grew without end).
# The damage note of every imported source: what tells an imported text from one shipped with the laws.
IMPORTED = "imported with `bridge-laws import`"

# A file past the largest source a build reads is refused before it is read whole (`import
# /dev/zero` grew without end).
MAX_IMPORT_BYTES = MAX_SOURCE_BYTES


def read_regular_file(path: Path, limit: int | None = None) -> bytes:
    """The bytes of a regular file of at most ``limit`` bytes; a FIFO, a device, a directory or a
    larger file is refused before reading (reading a FIFO would wait for ever)."""
    name, limit = path.name, limit or MAX_IMPORT_BYTES
    try:
        st = os.stat(path)
        if not stat.S_ISREG(st.st_mode):
            raise SourceError(name, f"not a regular file ({_file_type(st.st_mode)}): only a text file can be imported")
        if st.st_size > limit:
            raise SourceError(name, f"too large: {st.st_size:,} bytes, more than the {limit:,} a text of the Laws "
                                    "could take")
        with open(path, "rb") as f:
            data = f.read(limit + 1)
    except OSError as exc:
        raise SourceError(name, f"cannot read: {exc.strerror}") from None
    if len(data) > limit:  # it grew while we looked
        raise SourceError(name, f"too large: more than {limit:,} bytes")
    return data


def _file_type(mode: int) -> str:
    for test, label in ((stat.S_ISFIFO, "a FIFO"), (stat.S_ISCHR, "a character device"),
                        (stat.S_ISBLK, "a block device"), (stat.S_ISDIR, "a directory"), (stat.S_ISSOCK, "a socket")):
        if test(mode):
            return label
    return "not a plain file"


def missing(plan: Plan) -> list[str]:
    """The options detection could not fill: among "kind", "edition", "lang", and "law" for a text
    that prints no law header."""
    return [name for name, value in (("kind", plan.kind), ("edition", plan.edition), ("lang", plan.langs),
                                     ("law", plan.law if plan.needs_law else True)) if not value]


def complete(plan: Plan, laws_dir: Path, *, kind=None, edition=None, lang=None, law=None) -> Plan:
    """Fill what was missing with the user's answers, then read the file once."""
    changes, how = {}, dict(plan.how)
    if kind is not None:
        changes["kind"], how["kind"] = kind, "asked"
    if edition is not None:
        changes["edition"], how["edition"] = int(edition), "asked"
    if lang is not None:
        changes["langs"], how["langs"] = (lang,), "asked"
    if law is not None:
        changes["law"], how["law"] = int(law), "asked"
    plan = replace(plan, how=how, **changes)
    if missing(plan):
        raise BridgeLawsError(f"{plan.name}: still unknown: {', '.join(missing(plan))}")
    return dry_read(plan, laws_dir)


def dry_read(plan: Plan, laws_dir: Path) -> Plan:
    """Read the text with its reader, as the build will, before anything is written: a text in
    which the reader finds no law is refused as an unknown layout."""
    entry = source_entry(plan, _dry_name(plan.name))
    skeleton = _skeleton(Paths(laws_dir).sources, entry)
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
        raise SourceError(plan.name, f"read as {plan.kind} ({plan.how.get('kind', '')}), it gives no law text: "
                                     f"{_what_it_saw(text)}; the text starts {_quote(plan.decoded.text, line)}. "
                                     f"{WHAT_TO_DO}", line)
    return replace(plan, read=text)


def _dry_name(name: str) -> str:
    """The name the dry run reads the file under (in a directory of its own): the user's, less what
    no name in sources/ may hold (a control character, a leading dot: ".law5.txt" was refused)."""
    cleaned = "".join(c for c in name if ord(c) >= 32 and not 127 <= ord(c) < 160).lstrip(".")
    return cleaned if is_plain_name(cleaned) else "imported-text"


def _what_it_saw(text: SourceText) -> str:
    """What the reader did with a text that gave no law: the lines it dropped and why."""
    said = [n.message for n in text.notes + text.issues][:3]
    return "; ".join(said) if said else NOTHING_SEEN


def describe(plan: Plan) -> list[str]:
    """What was detected, for the user, one fact a line; what the reader dropped as furniture and
    what it guessed."""
    lines = describe_format(plan)
    for key, value in (("kind", plan.kind), ("edition", plan.edition),
                       ("langs", ", ".join(plan.langs) if plan.langs else None)):
        label = {"langs": "language"}.get(key, key)
        lines.append(f"  {label}: {value if value else '?'}" + (f" ({plan.how[key]})" if key in plan.how else ""))
    if plan.law is not None:
        lines.append(f"  law: {plan.law} ({plan.how.get('law', 'given')}{_law_use(plan)})")
    if plan.read is not None:
        lines.append("  reads as: " + coverage(plan.read))
        lines += [f"  {_READ_LABELS.get(n.kind, n.kind)}: {n.message}" + (f" (line {n.where.line})" if n.where else "")
                  for n in sorted(plan.read.notes, key=lambda n: (n.where.line if n.where else 0))]
        lines += [f"  problem: {i.message}" + (f" (line {i.where.line})" if i.where else "") for i in plan.read.issues
                  if i.kind == "law-header"]
    lines += [f"  note: {n}" for n in plan.notes]
    return lines


_READ_LABELS = {"furniture": "furniture", "guess": "guessed", "cut": "cut"}


def _law_use(plan: Plan) -> str:
    """What a given law is for, said as the kind's line says what detection saw — one true thing:
    a text without a law header is that law; a text that prints its own («law headers like
    «ПРАВИЛО 12»») is read by them, and the law given is not used (``source_entry`` keeps it only
    for a text without one)."""
    if plan.needs_law:
        return "; the text prints no law header"
    return "; not used: the text prints law headers of its own" if plan.headers else "; not used"



# -- checks ----------------------------------------------------------------------------------
def refuse_duplicate(data: bytes, name: str, sources: Path, text: str | None = None) -> None:
    """The same bytes, or the same text in another encoding or with other line ends, is a duplicate."""
    digest = sha256(data)
    for e in load_manifest(sources):
        if e.sha256 == digest:
            raise SourceError(name, f"already imported: the same bytes (sha256 {digest[:12]}…) are "
                                    f"{sources / e.file} (original name {e.original_name})")
    if text is None:
        return
    mine = _same_text_key(text)
    for e in load_manifest(sources):
        try:
            raw = (sources / e.file).read_bytes()
            if detect_format(raw, e.file)[0] not in _TEXT_FORMATS:
                continue  # a PDF or DOCX: its text is not re-extracted on every import
            theirs = decode(raw, e.file).text
        except (OSError, SourceError):
            continue
        if _same_text_key(theirs) == mine:
            raise SourceError(name, f"duplicate: the same text as {sources / e.file} (original name "
                                    f"{e.original_name}), only in another encoding or with other line ends")


def _same_text_key(text: str) -> str:
    """A text as the readers see it: line ends, a byte-order mark and trailing blanks do not count."""
    lines = text.lstrip("\ufeff").replace("\r\n", "\n").replace("\r", "\n").split("\n")
    return sha256("\n".join(line.rstrip() for line in lines).strip("\n").encode("utf-8"))


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





def _cut_notes(text: str, kind: str) -> list[str]:
    """What tells that a text may be cut, for the import to say: a text that stops without a line
    break in the middle of a word the dictionary does not know and the text never uses («…принять
    реше»). A cut text is imported as far as it goes (the standard reader marks its last unit
    partial and says where it stops); it is never refused for it."""
    lines = [(n, s) for n, s in enumerate(text.split("\n"), start=1) if s.strip()]
    if not lines or kind == "stripped-book" or text.endswith("\n"):
        return []
    last_no, last = lines[-1]
    word = _CYRILLIC_TAIL.search(last)
    if word and not is_known_word(word.group(1)) and len(re.findall(rf"\b{word.group(1)}\b", text)) == 1:
        return [f"the last line stops in the middle of a word «{word.group(1)}» (line {last_no}): the text is cut "
                "there"]
    if kind != "standard" and not re.search(r"[.:;!?)»\"\d]$", last):
        return [f"the text stops mid-sentence at line {last_no}: the last unit may be incomplete"]
    return []


_CYRILLIC_TAIL = re.compile(r"([А-Яа-яЁё]{3,})$")


# -- detection helpers -----------------------------------------------------------------------
# A title read for the edition names the Laws, and the year stands alone in it: not a date's
# («12.03.2017, 14:32», a browser's print), not a part of a name («Ленинград-1987»)
_NAMES_LAWS = re.compile(r"(?i)\b(?:laws?|code)\b|закон|правил|кодекс")
_YEAR_ALONE = r"(?<![\w./-]){year}(?![\w/-]|\.\d)"


def _edition(kind: str, found, text: str, laws_dir: Path | None = None, title: str | None = None) -> tuple[int | None, str]:
    """The edition a kind implies, or the one edition (of laws/editions.yaml) the text names: a
    plain or standard-layout text must say it ("The Laws of Duplicate Bridge 2017" on its title
    page), since the layouts outlive the editions; or, when the text does not, what the document
    calls itself outside it (``title``: a page's <title>, a PDF's running header)."""
    from ...corpus import editions

    only = editions.for_layout(kind, laws_dir)
    if only is not None:
        return only.year, f"only the {only.year} edition comes in this layout (laws/editions.yaml)"
    known = editions.load(laws_dir)
    head = "\n".join(text.split("\n")[:40])  # a title page names its own edition first
    titled = title if title and _NAMES_LAWS.search(title) else ""
    for part, is_title in ((head, False), (text, False), (titled, True)):
        alone = _YEAR_ALONE if is_title else "(?<!\\d){year}(?!\\d)"
        years = {e.year for e in known if re.search(alone.format(year=e.year), part)}
        if len(years) == 1:
            year = years.pop()
            return year, (f"its title names only the {year} Laws («{titled[:60]}»)" if is_title else
                          f"the text names only the {year} Laws")
        if not years:  # no year: a name that only one edition goes by («Кодекс»)
            named = {e.year: name for e in known for name in e.names if re.search(rf"(?<!\w){re.escape(name)}", part)}
            if len(named) == 1:
                year, name = named.popitem()
                return year, f"the text calls itself «{name}», the name of the {year} Laws (laws/editions.yaml)"
    return None, ""


def _first_text_line(text: str) -> int:
    return next((n for n, s in enumerate(text.split("\n"), start=1) if s.strip()), 1)


def _quote(text: str, line: int) -> str:
    s = text.split("\n")[line - 1].strip()
    return f"«{s[:60]}{'…' if len(s) > 60 else ''}» (line {line})"


def coverage(text: SourceText) -> str:
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
    """The kind of document, edition and languages (:func:`readers.detect`), stream by stream: a
    bilingual page's columns are one kind in two languages. Refuses, naming the file, a text in
    a language no reader knows, and a page or document in which no law is found."""
    found = [detect(stream.text) for stream in document.streams]
    for stream, one in zip(document.streams, found):
        if one.kind in (None, "standard") and language_of(stream.text) is None:
            raise SourceError(name, f"{FORMAT_READERS[document.format].label}: a text in a language no reader knows "
                                    f"({describe_script(stream.text)}); the readers know Russian and English")
    if found[0].kind is None and document.format != "text":
        line = _first_text_line(document.text)
        raise SourceError(name, f"{FORMAT_READERS[document.format].label}: no law in it: {NOTHING_SEEN} in its text, "
                                f"which starts {_quote(document.text, line)}. {WHAT_TO_DO}")
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
    # a note on a line of its own, whatever names it holds (an attachment's name may hold a newline)
    return [first, f"  format: {FORMAT_READERS[doc.format].label}{why}"] + [f"  read: {' '.join(note.split())}"
                                                                             for note in doc.notes]

def source_entry(plan: Plan, file: str) -> SourceEntry:
    covers = coverage(plan.read) if plan.read is not None else ""
    d = plan.decoded
    return SourceEntry(file=file, original_name=plan.name, sha256=plan.sha256, edition=plan.edition,
                       langs=plan.langs, kind=plan.kind, covers=covers, law=plan.law if plan.needs_law else None,
                       damage=f"{IMPORTED}: {d.encoding}{' + BOM' if d.bom else ''}, "
                              f"{d.newline} line ends" + "".join(f"; {n}" for n in plan.notes))
