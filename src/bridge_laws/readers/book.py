"""Reader for the 1991 book's layout (kinds ``web-book``, ``dos-book``, ``plain``).

The printed layout, as both the web copy and the DOS pages show it::

    Глава VIII - ОБСЧЁТ                 chapter heading over a ``===`` rule
    Раздел I - Обязанности              part heading over a ``===`` rule
    Правило 45. Игра картой             law header over a ``---`` rule; a long
    -----------------------             title wraps onto the rule line itself
      A.Игра картой с руки              section, its title on the marker line
        1.Карта вистующего              subsection
          (A).Никто …                   item; a title may wrap («…сыг-» / «раны»)
    текст …                             text; in the DOS copy a paragraph starts indented
    ------------------------------      a footnote: a full-width rule, then «(*) - …»
    (*) - …
                          - 70 -        page footer (DOS copy only)

A page of the DOS copy may begin in the middle of a law: its fragments are
placed with the skeleton (which laws and units start on which printed page).
"""

from __future__ import annotations

import re
import statistics
from dataclasses import dataclass, field, replace

from ..model import Footnote, Fragment, Heading, Issue, Location, SkeletonUnit, SourceText
from ..outline import Outline, match_marker
from ..refs import law_of, path
from ..text.textfix import join_lines
from . import Detected, fixers, grammar, locate, tables
from .formats.furniture import text_furniture
from .subjects import find_subject_index, parse_subject_index

RULE_RE = re.compile(r"^\s*-{3,}\s*(.*)$")  # a dash rule, maybe carrying the end of a wrapped title
DOUBLE_RULE_RE = re.compile(r"^\s*={3,}\s*$")
PAGE_FOOTER_RE = re.compile(r"^\s*-\s*(\d{1,3})\s*-\s*$")
FOOTNOTE_RULE_RE = re.compile(r"^\s*-{20,}\s*$")
FOOTNOTE_START_RE = re.compile(r"^\s*\((\*+|\d+)\)\s*-\s*(.*)$")
CONTINUED_LATER_RE = re.compile(r"^-{3,}>\s*продолжение")
CONTINUED_HERE_RE = re.compile(r"^<-{3,}\s*продолжение")
END_RE = re.compile(r"^\s*\*\s*\*\s*\*\s*$")
INDEX_TITLE_RE = re.compile(r"^\s*П\s*Р\s*Е\s*Д\s*М\s*Е\s*Т\s*Н\s*Ы\s*Й")
MARKER_IN_TEXT_RE = re.compile(r"\(\*+\)")


@dataclass
class _Draft:
    """A fragment while it is being read."""

    kind: str
    marker: str
    line: int
    rel: list  # outline path (kind, marker) pairs at the time it opened
    law: int | None
    title: list = field(default_factory=list)
    title_open: bool = True
    paragraphs: list = field(default_factory=list)  # list of list[str]
    tables: list = field(default_factory=list)
    footnotes: list = field(default_factory=list)
    page: int | None = None
    partial: bool = False
    markers: int = 0  # footnote markers seen in its text and not yet served
    ref: str | None = None


@dataclass
class _Note:
    lines: list
    line: int
    owners: list  # drafts whose text carries the marker


class _Footnotes:
    """The footnote state of one source: the note being read, a note whose printed page ran out
    (continued after the next law's text), and the drafts whose markers still wait for a note."""

    def __init__(self, file: str, issues: list[Issue]):
        self.file = file
        self.issues = issues
        self.open: _Note | None = None
        self.suspended: _Note | None = None
        self.since_note: list[_Draft] = []

    @property
    def reading(self) -> bool:
        return self.open is not None

    def saw(self, draft: _Draft) -> None:
        self.since_note.append(draft)

    def reset_owners(self, current: _Draft | None) -> None:
        self.since_note = [current] if current else []

    def start(self, n: int, first: str, current: _Draft | None) -> None:
        """A note at the foot of a page serves the markers printed above it on that page: the
        units whose text carries a marker since the last note."""
        self.close()
        self.open = _Note(lines=[[first.strip()]], line=n, owners=[d for d in self.since_note if d.markers > 0])
        for d in self.open.owners:
            d.markers = 0
        self.reset_owners(current)

    def line(self, line: str, nxt: str) -> None:
        """A line of a footnote. A caption («ПРИМЕР 1 - …» over a short rule) starts a
        paragraph of its own; the rule under it is not text."""
        if RULE_RE.match(line) and not RULE_RE.match(line).group(1):
            self.open.lines.append([])
            return
        if _is_caption(line) and RULE_RE.match(nxt):
            self.open.lines.append([line])
            return
        self.open.lines[-1].append(line)

    def suspend(self) -> None:
        self.suspended, self.open = self.open, None

    def resume(self) -> None:
        if self.suspended is not None:
            self.open, self.suspended = self.suspended, None

    def close(self) -> None:
        note, self.open = self.open, None
        if note is None:
            return
        text = "\n\n".join(p for p in (join_lines(lines) for lines in note.lines) if p)
        if not note.owners:
            self.issues.append(Issue("orphan-footnote", "a footnote whose marker is in no text of this source",
                                     Location(self.file, note.line)))
            return
        for d in note.owners:
            # one printed note may serve every «(*)» above it on its page
            d.footnotes.append(Footnote("*", text, where=Location(self.file, note.line)))

    def finish(self) -> None:
        """A note still waiting for its continuation at the end of the source ends there."""
        self.close()
        self.resume()
        self.close()


class BookReader:
    """Reads one source in the book layout into fragments."""

    def __init__(self, file: str, kind: str, edition: int, lang: str, skeleton: tuple[SkeletonUnit, ...] = ()):
        self.file = file
        self.kind = kind
        self.edition = edition
        self.lang = lang
        self.skeleton = skeleton
        self.issues: list[Issue] = []
        self.drafts: list[_Draft] = []
        self.headings: list[tuple[int | None, Heading, int]] = []
        self.outline = Outline()
        self.group: list[_Draft] = []  # drafts of a fragment whose law is not known yet
        self.current: _Draft | None = None
        self.notes = _Footnotes(file, self.issues)
        self.page_drafts: list[_Draft] = []  # drafts opened on the current printed page
        self.table_rows: list[tuple[int, str]] = []
        self.indented = kind == "dos-book"
        self.width = 48
        self.index_lines: list[tuple[int, str]] = []
        self.closed = False
        self.last_page: int | None = None
        self.void = False  # under a header that names no law
        self.dropped: list[Issue] = []  # what was dropped as furniture
        self.footers: list[int] = []  # the page numbers of the footers, in order

    # -- entry point -------------------------------------------------------
    def read(self, text: str) -> SourceText:
        lines = fixers.number_lines(text)
        lines = self._fix(lines)
        self.words = tables.vocabulary("\n".join(raw for _, raw in lines))
        self.width = _typical_width(lines)
        self._walk(lines)
        self._finish()
        return self._result()

    def _fix(self, lines):
        lines = fixers.drop_page_label(lines)
        lines, dropped = fixers.drop_repeated_blocks(lines)
        for first, last in dropped:
            self.issues.append(Issue("duplicate-block", f"lines {first}-{last} repeat earlier lines; read once",
                                     Location(self.file, first)))
        lines = fixers.undo_dos_codepage(lines)
        lines = fixers.undo_mangled_capital_yo(lines)
        return self._drop_furniture(lines)

    def _drop_furniture(self, lines):
        """Strips of letters or numbers and menus above the first law (a site's alphabet «А Б В …
        Я», «Оглавление | Правила 1-93») are the page's. Below it the book's box tables are drawn
        with bars, which a menu's shape does not tell from them; its page footers («- 70 -») tell
        the page and are read as page breaks (``_page_break``), not dropped here."""
        first = next((k for k, (_, s) in enumerate(lines) if book_header(s.strip())), len(lines))
        found = {i: why for i, why in text_furniture([s for _, s in lines[:first]]).items()
                 if why.startswith(("a strip", "a menu"))}
        for why in dict.fromkeys(found.values()):
            where = [lines[i] for i in sorted(found) if found[i] == why]
            more = f" and {len(where) - 1} more" if len(where) > 1 else ""
            self.dropped.append(Issue("furniture", f"dropped {why}: «{where[0][1].strip()[:50]}»{more}",
                                    Location(self.file, where[0][0])))
        self.footers = [int(m.group(1)) for _, s in lines for m in [PAGE_FOOTER_RE.match(s)] if m]
        return [line for i, line in enumerate(lines) if i not in found]

    # -- the walk ----------------------------------------------------------
    def _walk(self, lines):
        self.outline.unanchor()
        i = 0
        while i < len(lines):
            n, raw = lines[i]
            nxt = lines[i + 1][1] if i + 1 < len(lines) else ""
            i += self._step(n, raw, nxt, lines, i)

    def _step(self, n: int, raw: str, nxt: str, lines, i: int) -> int:
        """Read the line at ``i``; return how many lines it used. The order matters: page
        furniture and footnote rules before headers, headers before markers and text."""
        line = raw.strip()
        return (self._control_line(n, raw, line, nxt, lines, i)
                or self._header_line(n, line, nxt, lines, i)
                or (1 if self.void else 0)  # the text under a header of no law: not read
                or self._content_line(n, raw, line, nxt))

    def _no_such_law(self, n: int, line: str) -> int:
        """«Правило 94.» over its rule: no such law. Reported, and its text is not read (never
        merged into the law before it)."""
        self._close_all()
        self.issues.append(Issue("law-header", f"«{line[:50]}» names a law the Laws do not have (they are "
                                               "numbered 1 to 93); its text, up to the next law header, is not read",
                                 Location(self.file, n)))
        self.current, self.void = None, True
        return 2

    def _control_line(self, n: int, raw: str, line: str, nxt: str, lines, i: int) -> int:
        """The subject index, blank lines, the end of the laws, page footers and footnote rules;
        0 for any other line."""
        if self.index_lines or INDEX_TITLE_RE.match(line):
            self.index_lines.append((n, raw))
            return 1
        if not line:
            return self._blank()
        if self.closed:
            return 1  # the closing note after «* * *» is not law text
        if END_RE.match(line):
            self._close_all()
            self.current = None
            self.closed = True
            return 1
        footer = PAGE_FOOTER_RE.match(line)
        if footer:
            return self._page_break(int(footer.group(1)))
        if CONTINUED_LATER_RE.match(line):
            self.notes.suspend()
            return 1
        if FOOTNOTE_RULE_RE.match(line) and CONTINUED_HERE_RE.match(nxt.strip()):
            self.notes.resume()
            return 2
        if FOOTNOTE_RULE_RE.match(line) and FOOTNOTE_START_RE.match(nxt):
            self._start_note(lines[i + 1][0], FOOTNOTE_START_RE.match(nxt).group(2))
            return 2
        return 0

    def _header_line(self, n: int, line: str, nxt: str, lines, i: int) -> int:
        """A chapter heading over «===», a law header over «---», or the tail of a law header
        cut by a page break; 0 for any other line."""
        heading = _heading(line)
        if heading and DOUBLE_RULE_RE.match(nxt):
            self._heading(n, heading)
            return 2
        if heading and not nxt.strip() and (i == 0 or not lines[i - 1][1].strip()):
            self._heading(n, heading)  # «ГЛАВА VI. РОЗЫГРЫШ» alone between blank lines, without its rule
            return 1
        law = book_header(line)
        if law and RULE_RE.match(nxt) and not law.exists:
            return self._no_such_law(n, line)
        if law and RULE_RE.match(nxt):
            self.void = False
            return self._law_header(n, law.number, law.title, lines, i)
        if RULE_RE.match(nxt) and self._at_fragment_start() and not _is_caption(line):
            # «Начало розыгрыша» over a rule, first on a page: the end of a cut law header
            return self._law_header(n, None, line, lines, i)
        return 0

    def _content_line(self, n: int, raw: str, line: str, nxt: str) -> int:
        """A marker opening a unit, a line of a footnote, a caption, a table row or text."""
        marker = match_marker(line)
        if marker and not self.notes.reading and self._accepts(marker):
            self._marker(n, marker, raw)
            return 1
        if marker and self.notes.reading and self.outline.anchored and self.outline.expects(marker[0], marker[1]):
            self._close_note()
            self._marker(n, marker, raw)
            return 1
        if self.notes.reading:
            self.notes.line(line, nxt)
            return 1
        if _is_caption(line) and RULE_RE.match(nxt) and not RULE_RE.match(nxt).group(1):
            self._text(n, raw, caption=True)
            return 2
        if tables.is_table_line(line) or (self.table_rows and tables.continues_label(nxt)):
            # a text line between table rows whose next row's label starts lower-case is the
            # first line of that label («Большой шлем(все 13 взяток),» / «назначенный и …: 1000»)
            self._flush_title()
            self.table_rows.append((n, raw))
            return 1
        self._text(n, raw)
        return 1

    # -- events ------------------------------------------------------------
    def _blank(self) -> int:
        self._close_note()
        self._flush_table()
        if self.current and self.indented:
            self.current.paragraphs.append([])  # a blank line always ends a paragraph
        return 1

    def _page_break(self, page: int) -> int:
        """A footer closes printed page ``page``; the next page of the DOS copy may be
        pages later, so whatever follows is placed afresh. With no skeleton to place it with,
        a next page whose footer says ``page + 1`` simply goes on («- 96 -» mid-sentence, then
        «- 97 -»): no page is missing between them."""
        self._close_note()
        self._flush_table()
        for d in self.page_drafts:
            if d.page is None:
                d.page = page
        later = self.footers[self.footers.index(page) + 1:] if page in self.footers else []
        if not self.skeleton and later[:1] == [page + 1]:
            self.page_drafts, self.last_page = [], page
            return 1
        self._end_page_text()
        self.page_drafts = []
        self.current = None
        self._reset_owners()
        self._resolve_group(page_hint=page, law_hint=None)
        self.outline.unanchor()
        self.outline.law = None
        self.last_page = page
        return 1

    def _end_page_text(self) -> None:
        """The last unit on a page whose next page is missing may go on there."""
        if self.current and self.kind == "dos-book":
            tail = [ln for p in self.current.paragraphs for ln in p]
            if tail and not re.search(r"[.:;!?)»\"]$", tail[-1].strip()):
                self.current.partial = True
            # a table last on the page (its caption taken out of the text): the law may go on
            tables_ = self.current.tables
            if tables_ and tables_[-1].after == sum(1 for p in self.current.paragraphs if p and join_lines(p)):
                self.current.partial = True

    def _heading(self, n: int, m: re.Match) -> None:
        self._close_all()
        self.headings.append((None, Heading(_level(m.group("word")), m.group("n"), m.group("title").strip() or None), n))
        self.current = None

    def _law_header(self, n: int, number: int | None, title: str, lines, i: int) -> int:
        self._close_all()
        used = 2
        rule = RULE_RE.match(lines[i + 1][1])
        title_parts = [title.strip()]
        if rule.group(1):  # «------ бриджа»: the title wrapped onto its rule
            title_parts.append(rule.group(1).strip())
            if i + 2 < len(lines) and RULE_RE.match(lines[i + 2][1]) and not RULE_RE.match(lines[i + 2][1]).group(1):
                used = 3
        if number is not None:
            self._resolve_group(page_hint=None, law_hint=number - 1)
            self.outline.start_law(number)
            self._bind_headings(number)
        else:
            self.outline.law = None
            self.outline.path = []
            self.outline.anchored = True
        d = self._open("law", str(number) if number else "?", n)
        d.title = [join_lines(title_parts)]
        d.title_open = False
        return used

    def _bind_headings(self, number: int) -> None:
        self.headings = [(law if law is not None else number, h, ln) for law, h, ln in self.headings]

    def _accepts(self, marker) -> bool:
        kind, mark, _ = marker
        return self.outline.expects(kind, mark)

    def _marker(self, n: int, marker, raw: str) -> None:
        kind, mark, rest = marker
        self._flush_table()
        self.outline.enter(kind, mark)
        d = self._open(kind, mark, n)
        rest = rest.strip()
        if rest:
            d.title = [rest]
            d.title_open = not re.search(r"[.:]$", rest) or rest.endswith("-")
        else:
            d.title_open = False

    def _open(self, kind: str, marker: str, n: int) -> _Draft:
        d = _Draft(kind=kind, marker=marker, line=n, rel=list(self.outline.path), law=self.outline.law)
        if kind != "law" and self.outline.law is not None:
            d.ref = self.outline.ref()
        elif kind == "law" and self.outline.law is not None:
            d.ref = str(self.outline.law)
        if d.ref is None:
            self.group.append(d)
        self.drafts.append(d)
        self.page_drafts.append(d)
        self.notes.saw(d)
        self.current = d
        return d

    def _text(self, n: int, raw: str, caption: bool = False) -> None:
        self._flush_table()
        line = raw.strip()
        if self.current is None:
            # text before any marker on a page: the end of a unit begun on a missing page
            d = self._open("continuation", "", n)
            d.title_open = False
            d.partial = True
        d = self.current
        if d.title_open and d.title and _continues_title(d.title[-1], line):
            d.title.append(line)
            d.title_open = d.title[-1].endswith("-")
            return
        d.title_open = False
        d.markers += len(MARKER_IN_TEXT_RE.findall(line))
        if caption or not d.paragraphs or self._starts_paragraph(d.paragraphs[-1], raw):
            d.paragraphs.append([line])
            if caption:
                d.paragraphs.append([])
        else:
            d.paragraphs[-1].append(line)

    def _starts_paragraph(self, para: list[str], raw: str) -> bool:
        if not para:
            return True
        if self.indented:
            return raw.startswith(" ")
        # No indentation survives in the web copy: a short line ending a sentence,
        # followed by a capital, ends a paragraph («…на компенсацию.» / «C.Ответы…»).
        prev = para[-1]
        first = raw.strip()[:1]
        return (len(prev) < 0.8 * self.width and bool(re.search(r"[.:!?]$", prev))
                and (first.isupper() or first.isdigit()))

    def _flush_title(self) -> None:
        if self.current:
            self.current.title_open = False

    def _flush_table(self) -> None:
        if not self.table_rows:
            return
        rows = self.table_rows
        self.table_rows = []
        if self.current is None:
            self.issues.append(Issue("orphan-table", "table rows outside any unit", Location(self.file, rows[0][0])))
            return
        d = self.current
        caption = _take_caption(d)
        table = tables.parse_book_table([r for _, r in rows], caption=caption, words=self.words)
        if table.rows:
            after = sum(1 for p in d.paragraphs if p and join_lines(p))
            # the source starts at the caption: its lines stand right above the rows
            d.tables.append(replace(table, after=after, where=Location(self.file, rows[0][0] - len(caption)),
                                    source=tuple(caption) + tuple(r.rstrip() for _, r in rows)))
        elif caption:
            d.paragraphs.append(caption)
        # text after a table is a new paragraph: «…и выиг-» above the table does not join «В бескозырном…»
        self.current.paragraphs.append([])

    # -- footnotes ---------------------------------------------------------
    def _reset_owners(self) -> None:
        self.notes.reset_owners(self.current)

    def _start_note(self, n: int, first: str) -> None:
        self._flush_table()
        self.notes.start(n, first, self.current)

    def _close_note(self) -> None:
        self.notes.close()

    def _close_all(self) -> None:
        self._close_note()
        self._flush_table()

    def _at_fragment_start(self) -> bool:
        return self.current is None and not self.outline.anchored

    # -- placing fragments that start without a law header ------------------
    def _resolve_group(self, page_hint: int | None, law_hint: int | None) -> None:
        if not self.group:
            return
        group, self.group = self.group, []
        after = self.last_page if page_hint is None and law_hint is None else None
        placed = locate.place(group, self.skeleton, page_hint=page_hint, law_hint=law_hint, after_page=after)
        if placed is None:
            self.issues.append(Issue("unplaced-fragment",
                                     "text that starts without a law header could not be placed in any law "
                                     "(no skeleton unit matches its markers and page)", Location(self.file, group[0].line)))
            for d in group:
                self.drafts.remove(d)
            return
        for d, ref in zip(group, placed):
            d.ref = ref

    def _finish(self) -> None:
        self._close_all()
        self._end_page_text()
        self.notes.finish()
        self._resolve_group(page_hint=None, law_hint=None)

    def _result(self) -> SourceText:
        fragments = []
        for d in self.drafts:
            if d.ref is None:
                continue
            fragments.append(self._fragment(d))
        headings = tuple((law, self.lang, h) for law, h, _ in self.headings if law is not None)
        return SourceText(file=self.file, kind=self.kind, edition=self.edition, langs=(self.lang,),
                          fragments=tuple(fragments), headings=headings, issues=tuple(self.issues),
                          notes=tuple(self.dropped))

    def _fragment(self, d: _Draft) -> Fragment:
        paragraphs = tuple(p for p in (join_lines(lines) for lines in d.paragraphs if lines) if p)
        paragraphs = tuple(MARKER_IN_TEXT_RE.sub("", p).replace("  ", " ").strip() for p in paragraphs)
        title = join_lines(d.title).rstrip(".") if d.title else None
        footnotes = list(d.footnotes)
        # a marker whose note is on no page of this source: kept, with no text
        footnotes += [Footnote("*", None, where=Location(self.file, d.line))] * d.markers
        law = law_of(d.ref)
        kind = d.kind
        if kind == "continuation":
            kind = _kind_of(d.ref)
        marker = d.marker if d.kind not in ("law", "continuation") else (str(law) if kind == "law" else d.marker)
        return Fragment(edition=self.edition, lang=self.lang, ref=d.ref, kind=kind, marker=marker,
                        where=Location(self.file, d.line), title=title or None, paragraphs=paragraphs,
                        footnotes=tuple(footnotes), tables=tuple(d.tables), page=d.page, partial=d.partial)


def _kind_of(ref: str) -> str:
    below = path(ref)
    return below[-1][0] if below else "law"


def _level(word: str) -> str:
    return grammar.heading_level(word)


def _heading(line: str) -> re.Match | None:
    """«Глава VIII - ОБСЧЁТ», «Раздел I - Обязанности»: the book's headings (Russian words,
    Roman numbers), over a «===» rule."""
    m = grammar.heading(line)
    return m if m and m.group("word").lower() in ("глава", "раздел", "часть") and m.group("n").isalpha() else None


def book_header(line: str) -> grammar.LawHeader | None:
    """«Правило 45. Игра картой»: the book's law header (the word in lower case, a full stop after
    the number); the reader also wants the dash rule under it."""
    found = grammar.law_header(line)
    return found if found and found.word == "Правило" and found.separator == "." else None


def _is_caption(line: str) -> bool:
    """An upper-case line such as «ОЧКИ ЗА ВЗЯТКИ» or «ПРИМЕР 1 - …» (a caption, not a title)."""
    head_letters = "".join(filter(str.isalpha, line.split(" - ")[0]))
    return (bool(head_letters) and all(c.isupper() for c in head_letters)
            and sum(map(str.isalpha, line)) >= 3)


def _continues_title(title: str, line: str) -> bool:
    """A title wraps: «…отменённой карты, ущемляющее» / «сторону». The continuation
    starts lower-case, or the title line ended in a hyphen («…сыг-» / «раны»).
    Body text starts with a capital."""
    return title.endswith("-") or line[:1].islower()


def _take_caption(d: _Draft) -> list[str]:
    """The lines printed right above a table are its caption, not text of their own: back to
    the line before them that ends a sentence or a heading («Если козырь:» / «За каждую взятку
    сверх» / «6, назначенную и выиг-» / table). Counted by lines, not paragraphs, so that the
    DOS copy, where every indented line starts a paragraph, gives the same caption as the web copy."""
    caption: list[str] = []
    while d.paragraphs and d.paragraphs[-1]:
        para = d.paragraphs[-1]
        if caption and re.search(r"[.:!?]$", para[-1]):
            break
        caption.insert(0, para.pop())
        if not para:
            d.paragraphs.pop()
    return caption


def _typical_width(lines) -> int:
    lengths = [len(s.strip()) for _, s in lines if len(s.strip()) >= 20]
    if not lengths:
        return 48
    return int(statistics.quantiles(lengths, n=10)[-1]) if len(lengths) >= 10 else max(lengths)


def read_book(text: str, file: str, kind: str, edition: int, lang: str, skeleton=()) -> SourceText:
    """The book's laws, and its subject index when the text holds one."""
    reader = BookReader(file, kind, edition, lang, skeleton)
    result = reader.read(text)
    if not reader.index_lines:
        return result
    entries, issues = parse_subject_index(find_subject_index(reader.index_lines), file)
    return replace(result, subjects=entries, issues=result.issues + tuple(issues))


# What marks the book's copies: the DOS copy's code-page damage and page footers («- 70 -» far to
# the right), the web copy's «Страница:» label.
_DOS_MARKS_RE = re.compile(r"^\s{5,}-\s*\d{1,3}\s*-\s*$|[њ„]", re.MULTILINE)
_WEB_LABEL_RE = re.compile(r"^\s*Страница:", re.MULTILINE)


def detect(text: str) -> Detected | None:
    """The 1991 book's layout: «Правило N.» headers; the DOS copy (fit 3) by its page footers or
    code-page marks, the web copy (fit 3) by its page label, any other copy is ``plain`` (fit 1:
    the standard layout's headers and markers fit better)."""
    if not any(book_header(line.strip()) for line in text.split("\n")):
        return None
    if _DOS_MARKS_RE.search(text):
        return Detected("dos-book", None, ("ru",), ["«Правило N.» headers", "DOS page footers or code-page marks"],
                        fit=3)
    if _WEB_LABEL_RE.search(text):
        return Detected("web-book", None, ("ru",), ["«Правило N.» headers", "«Страница:» web page label"], fit=3)
    indented = sum(1 for ln in text.split("\n") if ln.startswith("  ")) > 20
    return Detected("plain", None, ("ru",), ["«Правило N.» headers", "indented" if indented else "not indented"])


def read(text: str, entry, skeleton=()) -> SourceText:
    """The reader interface (see ``readers``). A ``plain`` text in the book's layout is read as
    the DOS copy when it is indented (the indentation shows the hierarchy), else as the web copy."""
    kind = entry.kind
    if kind == "plain":
        indented = sum(1 for ln in text.split("\n") if ln.startswith("  ")) > 20
        kind = "dos-book" if indented else "web-book"
    return read_book(text, entry.file, kind, entry.edition, entry.langs[0], skeleton)
