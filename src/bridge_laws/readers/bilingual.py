"""Reader for a page of the bilingual «Кодекс» site (kind ``bilingual-site``, 1997 Laws).

A page is a list of contents, then for each law the Russian text followed by the
English text. Paragraphs are separated by blank lines::

    Глава VIII. Результат               CHAPTER VIII. The score
    ПРАВИЛО 79. ВЫИГРАННЫЕ ВЗЯТКИ        LAW 79 - TRICKS WON
    A. Соглашение по выигранным взяткам  (a section title, its text in the next paragraphs)

Tables are tab-separated; the IMP scale is printed as two lists (the ranges, then
the IMPs) that belong side by side. Footnote references are superscript digits
(«позднего²³»), digits glued to a word ("later23") or an ``*`` («скорером*``»);
the notes themselves are not on the page.
"""

from __future__ import annotations

import re
from dataclasses import dataclass, field, replace

from ..model import Footnote, Fragment, Heading, Issue, Location, SourceText, Table
from ..outline import Outline, match_marker
from ..text.numerals import FROM_SUPERSCRIPT, SUPERSCRIPT_DIGITS
from ..text.textfix import is_cyrillic, is_latin, join_lines
from . import Detected, grammar, tables

# A marker line of the site: «A. Соглашение по выигранным взяткам», «(b) …».
# The dot after a letter is required: "A sponsoring organisation …" is an article, not section A.
SITE_MARKER_RE = re.compile(r"^([A-H]\.|\d{1,2}\.|\([a-hA-H]\)|\(\d\))\s+(.{1,120})$")
NAVIGATION_RE = re.compile(r"^(Вернуться|Назад|Return to|Back to)\b")
SUPERSCRIPT_RE = re.compile(rf"(?<=\w)([{SUPERSCRIPT_DIGITS}]+)")
# "later23", «скорером*»: a note reference glued to a word of three or more lower-case letters.
GLUED_DIGITS_RE = re.compile(r"(?<=[a-zа-яё]{3})(\d{1,2})(?=[\s,.;:)]|$)")
STAR_RE = re.compile(r"(?<=[a-zа-яё]{2})\*(?=[\s,.;:)]|$)")


@dataclass
class _Law:
    number: int
    lang: str
    line: int
    title: str
    units: list = field(default_factory=list)  # list of dicts


def _lang_of(text: str) -> str:
    return "ru" if sum(map(is_cyrillic, text)) >= sum(map(is_latin, text)) else "en"


def _blocks(text: str) -> list[tuple[int, list[str]]]:
    """Paragraph blocks: (first line number, lines) separated by blank lines."""
    blocks, current, start = [], [], 0
    for n, line in enumerate(text.split("\n"), start=1):
        if line.strip():
            if not current:
                start = n
            current.append(line.rstrip())
        elif current:
            blocks.append((start, current))
            current = []
    if current:
        blocks.append((start, current))
    return blocks


def _notes(text: str) -> tuple[str, list[str]]:
    """Take footnote references out of a paragraph: (clean text, markers)."""
    markers: list[str] = []

    def take(m: re.Match) -> str:
        markers.append(m.group(1).translate(FROM_SUPERSCRIPT) if m.groups() else "*")
        return ""

    text = SUPERSCRIPT_RE.sub(take, text)
    text = GLUED_DIGITS_RE.sub(take, text)
    text = STAR_RE.sub(lambda m: (markers.append("*"), "")[1], text)
    return text, markers


def _tables(lines: list[str], counts=None) -> list[Table]:
    """A tab-separated block: leading lines without a tab are the caption; the rows before the
    first with a number are the header; a header row after body rows starts the next table
    (the undertricks, «До зоны» then «В зоне»); a line without a tab under a header row
    continues the header's first cell («(tricks made in excess of contract)»)."""
    caption: list[str] = []
    while lines and "\t" not in lines[0]:
        caption.append(lines.pop(0).strip())
    groups: list[tuple[list, list]] = []  # (header rows, body rows) of each table
    for line in lines:
        row = tuple(c.strip() for c in line.split("\t"))
        kind = _row_kind(row, groups)
        if kind == "note":
            head = groups[-1][0]
            head[-1] = (join_lines([head[-1][0], row[0]]),) + head[-1][1:]
        elif kind == "body":
            if not groups:
                groups.append(([], []))
            groups[-1][1].extend(_unmerged(row))
        else:
            if not groups or groups[-1][1]:
                groups.append(([], []))
            groups[-1][0].append(row)
    return [_typed_table(head, body, " ".join(caption) if i == 0 and caption else None, counts)
            for i, (head, body) in enumerate(groups)]


def _row_kind(row: tuple[str, ...], groups: list) -> str:
    """«note»: a line without a tab under a header row; «body»: a row with a number, or a
    labelled row under a header («Без контры | стоимость взятки»); «head»: the rest."""
    if len(row) == 1 and groups and groups[-1][0] and not groups[-1][1]:
        return "note"
    if any(tables.NUMBER_RE.match(w) for c in row[1:] for w in c.split()) or (row[0] and groups):
        return "body"
    return "head"


def _typed_table(head: list[tuple], body: list[tuple], caption: str | None, counts=None) -> Table:
    width = max((len(r) for r in head + body), default=0)
    header = tuple(r if len(r) == width else tables._spread(r, width) for r in head)
    fix = (lambda label: tables.fix_slipped_space(label, counts)) if counts else (lambda label: label)
    rows = tuple((fix(r[0]),) + tuple(tables.cell_value(c) for c in r[1:]) for r in body)
    return Table(rows=rows, header=header, caption=caption)


def _unmerged(row: tuple[str, ...]) -> list[tuple[str, ...]]:
    """Rows the site printed in one: «Без контры С контрой С реконтрой | 20 40 80 | 20 40 80 | …»
    is three rows, when every value cell holds as many numbers as the label holds phrases (each
    phrase starts with a capital)."""
    values = [c.split() for c in row[1:]]
    k = len(values[0]) if values else 0
    labels = re.findall(r"[A-ZА-ЯЁ][^A-ZА-ЯЁ]*", row[0])
    if k < 2 or len(labels) != k or any(len(v) != k or not all(tables.NUMBER_RE.match(x) for x in v) for v in values):
        return [row]
    return [(labels[i].strip(),) + tuple(v[i] for v in values) for i in range(k)]


def _is_list_block(lines: list[str]) -> bool:
    """«Разность в пунктах» / «20-40» / … : a heading over three or more short values."""
    return len(lines) >= 4 and all(len(v) <= 16 and re.search(r"\d", v) for v in lines[1:])


class SiteReader:
    def __init__(self, file: str, edition: int = 1997):
        self.file = file
        self.edition = edition
        self.laws: dict[tuple[str, int], _Law] = {}
        self.order: list[tuple[str, int]] = []
        self.headings: list[tuple[str, Heading, int]] = []  # (lang, heading, line) pending a law
        self.bound: list[tuple[int, str, Heading]] = []
        self.issues: list[Issue] = []
        self.law: _Law | None = None
        self.outline = Outline()

    def read(self, text: str) -> SourceText:
        self.counts = tables.word_counts(text)
        blocks = [(n, b) for n, b in _blocks(text) if not NAVIGATION_RE.match(b[0].strip())]
        i = 0
        while i < len(blocks):
            i += self._block(blocks, i)
        return self._result()

    def _block(self, blocks, i: int) -> int:
        n, lines = blocks[i]
        first = lines[0].strip()
        chapter = grammar.heading(first)
        if chapter and len(lines) == 1 and grammar.heading_level(chapter.group("word")) == "chapter":
            lang = _lang_of(first)
            self.headings.append((lang, Heading("chapter", chapter.group("n").upper(),
                                                chapter.group("title").strip() or None), n))
            return 1
        law = site_header(first)
        if law and len(lines) == 1:
            self._start_law(law.number, law.lang, law.title, n)
            return 1
        if self.law is None:
            return 1  # the page title and other front matter
        if any("\t" in ln for ln in lines):
            for table in _tables(list(lines), self.counts):
                self._add_table(table, n, lines)
            return 1
        if i + 1 < len(blocks) and _is_list_block(lines) and _is_list_block(blocks[i + 1][1]) \
                and len(lines) == len(blocks[i + 1][1]):
            other = blocks[i + 1][1]
            pairs = list(zip([ln.strip() for ln in lines], [ln.strip() for ln in other]))
            bands = [tables.band_row(a, b) for a, b in pairs[1:]]
            if all(bands):
                table = Table(rows=tuple(bands), header=((pairs[0][0], pairs[0][0], pairs[0][1]),))
            else:
                table = Table(rows=tuple(pairs))
            self._add_table(table, n, lines + [""] + other)
            return 2
        marker = SITE_MARKER_RE.match(first)
        if marker and len(lines) == 1 and self._marker(marker, n):
            return 1
        self._paragraph(lines, n)
        return 1

    def _start_law(self, number: int, lang: str, title: str, n: int) -> None:
        key = (lang, number)
        # the list of contents names each law once before its text: the later, full copy wins
        law = _Law(number, lang, n, title, units=[{"ref": str(number), "kind": "law", "marker": str(number),
                                                   "line": n, "title": title, "paras": [], "notes": []}])
        if key not in self.laws:
            self.order.append(key)
        self.laws[key] = law
        self.law = law
        self.outline.start_law(number)
        for hlang, heading, _ in self.headings:
            if hlang == lang:
                self.bound = [b for b in self.bound if not (b[1] == lang and b[2].number == heading.number)]
                self.bound.append((number, lang, heading))
        self.headings = [h for h in self.headings if h[0] != lang]

    def _marker(self, m: re.Match, n: int) -> bool:
        token = m.group(1).upper()
        found = match_marker(token + "." if token.startswith("(") else token)
        if not found:
            return False
        kind, mark, _ = found
        if not self.outline.expects(kind, mark):
            return False
        self.outline.enter(kind, mark)
        self.law.units.append({"ref": self.outline.ref(), "kind": kind, "marker": mark, "line": n,
                               "title": m.group(2).strip(), "paras": [], "notes": []})
        return True

    def _add_table(self, table: Table, n: int, lines: list[str]) -> None:
        unit = self._unit()
        after = len([p for p in unit["paras"] if p])
        unit.setdefault("tables", []).append(replace(table, after=after, where=Location(self.file, n),
                                                     source=tuple(lines)))

    def _unit(self) -> dict:
        return self.law.units[-1]

    def _paragraph(self, lines: list[str], n: int) -> None:
        text, markers = _notes(join_lines(lines))
        unit = self._unit()
        unit["paras"].append(re.sub(r"\s{2,}", " ", text).strip())
        unit["notes"] += [Footnote(m, None, where=Location(self.file, n)) for m in markers]

    def _result(self) -> SourceText:
        fragments = []
        for key in self.order:
            law = self.laws[key]
            for u in law.units:
                fragments.append(Fragment(
                    edition=self.edition, lang=law.lang, ref=u["ref"], kind=u["kind"], marker=u["marker"],
                    where=Location(self.file, u["line"]), title=u["title"] or None,
                    paragraphs=tuple(p for p in u["paras"] if p), footnotes=tuple(u["notes"]),
                    tables=tuple(u.get("tables", ()))))
        langs = tuple(sorted({lang for lang, _ in self.order}))
        return SourceText(file=self.file, kind="bilingual-site", edition=self.edition, langs=langs,
                          fragments=tuple(fragments), headings=tuple(self.bound), issues=tuple(self.issues))


def site_header(line: str) -> grammar.LawHeader | None:
    """«ПРАВИЛО 79. ВЫИГРАННЫЕ ВЗЯТКИ», "LAW 79 - TRICKS WON": the site's law headers (the word in
    capitals, a separator after the number)."""
    found = grammar.law_header(line)
    return found if found and found.word in ("ПРАВИЛО", "LAW") and found.separator in ".-–" and found.exists else None


def detect(text: str) -> Detected | None:
    """The «Кодекс» site prints each law in both languages (fit 4); a text of one language with
    the same headers (fit 1) is more likely the standard layout, whose markers fit it better."""
    langs = tuple(sorted({h.lang for h in map(site_header, (ln.strip() for ln in text.split("\n"))) if h},
                         key=("ru", "en").index))
    if not langs:
        return None
    if len(langs) == 2:
        return Detected("bilingual-site", None, langs, ["law headers «ПРАВИЛО N.» and “LAW N -” in one text"], fit=4)
    return Detected("bilingual-site", None, langs, ["law headers «ПРАВИЛО N.» / “LAW N -”"], fit=1)


def read_site(text: str, file: str, edition: int = 1997) -> SourceText:
    return SiteReader(file, edition).read(text)


def read(text: str, entry, skeleton=()) -> SourceText:
    """The reader interface (see ``readers``): both languages of one page."""
    return read_site(text, entry.file, entry.edition)
