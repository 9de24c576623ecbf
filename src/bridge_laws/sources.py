"""The source texts: the manifest in laws/sources/, kind detection, and reading.

``laws/sources/`` holds the raw files byte for byte and ``sources.yaml``, one entry
per file: its name there, its original name, edition, languages, kind of
document, what it covers, and notes on its damage. Encoding and line ends are
detected from the bytes, never declared.
"""

from __future__ import annotations

import hashlib
import re
from dataclasses import dataclass, field, replace
from pathlib import Path

import yaml

from .readers.formats import extract
from .errors import SourceError
from .model import SourceText
from .paths import Paths
from .readers import DOCUMENT_KINDS

MANIFEST = "sources.yaml"

# What each kind of document looks like, in the order they are tried.
BOOK_LAW_RE = re.compile(r"^\s*Правило\s+\d{1,3}\s*\.", re.MULTILINE)
SITE_LAW_RE = re.compile(r"^(ПРАВИЛО|LAW)\s+\d{1,3}\s*[.\-–]", re.MULTILINE)
PAGE_FOOTER_RE = re.compile(r"^\s{5,}-\s*\d{1,3}\s*-\s*$", re.MULTILINE)
STRIPPED_LAW_RE = re.compile(r"^\d{1,2}\.\s*\n-{3,}", re.MULTILINE)


@dataclass(frozen=True)
class SourceEntry:
    file: str
    original_name: str
    sha256: str
    edition: int
    langs: tuple[str, ...]
    kind: str
    covers: str = ""
    damage: str = ""

    def to_dict(self) -> dict:
        return {"file": self.file, "original_name": self.original_name, "sha256": self.sha256,
                "edition": self.edition, "langs": list(self.langs), "kind": self.kind,
                "covers": self.covers, "damage": self.damage}


@dataclass
class Detected:
    kind: str | None
    edition: int | None  # None: the edition is the importer's to tell (laws/editions.yaml, the text)
    langs: tuple[str, ...]
    reasons: list[str] = field(default_factory=list)


def sha256(data: bytes) -> str:
    return hashlib.sha256(data).hexdigest()


def detect(text: str) -> Detected:
    """Which kind of document a decoded text is, with the reasons, or kind None."""
    from .readers.standard import looks_standard

    cyrillic = sum("а" <= c.lower() <= "я" or c in "ёЁ" for c in text)
    site_langs = tuple(lang for lang, rx in (("ru", r"^ПРАВИЛО\s+\d"), ("en", r"^LAW\s+\d"))
                       if re.search(rx, text, re.MULTILINE))
    # The «Кодекс» site prints each law in both languages; a text of one language with the same
    # "LAW 16 - TITLE" headers is the standard layout (the WBF's, since 1997).
    if SITE_LAW_RE.search(text) and len(site_langs) == 2:
        return Detected("bilingual-site", None, site_langs, ["law headers «ПРАВИЛО N.» and “LAW N -” in one text"])
    book = BOOK_LAW_RE.search(text)
    if book and ("њ" in text or "„" in text or PAGE_FOOTER_RE.search(text)):
        return Detected("dos-book", None, ("ru",), ["«Правило N.» headers", "DOS page footers or code-page marks"])
    if book and re.search(r"^\s*Страница:", text, re.MULTILINE):
        return Detected("web-book", None, ("ru",), ["«Правило N.» headers", "«Страница:» web page label"])
    standard = looks_standard(text)
    if standard:
        lang, reasons = standard
        return Detected("standard", None, (lang,), ["the standard layout (WBF)", *reasons])
    if book:
        indented = sum(1 for ln in text.split("\n") if ln.startswith("  ")) > 20
        return Detected("plain", None, ("ru",), ["«Правило N.» headers", "indented" if indented else "not indented"])
    if SITE_LAW_RE.search(text):
        return Detected("bilingual-site", None, site_langs, ["law headers «ПРАВИЛО N.» / “LAW N -”"])
    if cyrillic == 0 and len(STRIPPED_LAW_RE.findall(text)) >= 10:
        return Detected("stripped-book", None, ("ru",), ["no Cyrillic letters", "law headers «N.» over dash rules"])
    return Detected(None, None, (), ["no law headers of any known layout"])


def load_manifest(sources_dir: Path) -> list[SourceEntry]:
    path = sources_dir / MANIFEST
    if not path.exists():
        return []
    try:
        data = yaml.safe_load(path.read_text(encoding="utf-8")) or []
    except yaml.YAMLError as exc:
        line = getattr(getattr(exc, "problem_mark", None), "line", None)
        raise SourceError(str(path), f"manifest is not valid YAML: {exc}", line + 1 if line is not None else None)
    entries = []
    for i, item in enumerate(data):
        try:
            entries.append(SourceEntry(file=item["file"], original_name=item.get("original_name", item["file"]),
                                       sha256=item.get("sha256", ""), edition=int(item["edition"]),
                                       langs=tuple(item["langs"]), kind=item["kind"],
                                       covers=item.get("covers", ""), damage=item.get("damage", "")))
        except (KeyError, TypeError, ValueError) as exc:
            raise SourceError(str(path), f"entry {i + 1} lacks or mangles a field: {exc}")
        if entries[-1].kind not in DOCUMENT_KINDS:
            raise SourceError(str(path), f"entry {i + 1}: unknown kind {entries[-1].kind!r} (known: {', '.join(DOCUMENT_KINDS)})")
    return entries


def save_manifest(sources_dir: Path, entries: list[SourceEntry]) -> None:
    text = yaml.safe_dump([e.to_dict() for e in entries], allow_unicode=True, sort_keys=False, width=100)
    tmp = sources_dir / (MANIFEST + ".tmp")
    tmp.write_text(text, encoding="utf-8")
    tmp.replace(sources_dir / MANIFEST)


def read_source(sources_dir: Path, entry: SourceEntry, skeleton=()) -> SourceText:
    """Read one source: its format's reader (readers/formats) makes its bytes into text, then the
    reader of its kind of document (readers/) reads that text."""
    from .readers import reader_for

    path = sources_dir / entry.file
    try:
        data = path.read_bytes()
    except OSError as exc:
        raise SourceError(entry.file, f"cannot read: {exc.strerror}")
    # the format (text, PDF, DOCX, HTML, Markdown) → lines; a laws directory keeps what a slow
    # reader extracted beside its index (a dry run's temporary directory keeps nothing)
    paths = Paths(sources_dir.parent)
    cache_dir = paths.extracted if paths.sources == sources_dir and (sources_dir / MANIFEST).exists() else None
    document = extract(data, entry.file, cache_dir=cache_dir)
    read = reader_for(entry.kind)
    if len(document.streams) == 1:
        return read(document.text, entry, skeleton)
    # a bilingual document (Russian | English columns): each language read on its own, then joined
    parts = [read(s.text, replace(entry, langs=(s.lang,)), skeleton) for s in document.streams]
    return _joined(entry, parts)


def _joined(entry: SourceEntry, parts: list[SourceText]) -> SourceText:
    return SourceText(file=entry.file, kind=entry.kind, edition=entry.edition, langs=entry.langs,
                      fragments=tuple(f for p in parts for f in p.fragments),
                      headings=tuple(h for p in parts for h in p.headings),
                      skeleton=tuple(u for p in parts for u in p.skeleton),
                      subjects=tuple(e for p in parts for e in p.subjects),
                      issues=tuple(i for p in parts for i in p.issues),
                      front=tuple(f for p in parts for f in p.front))
