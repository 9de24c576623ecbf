"""Tables of the printed book (Law 77's scoring tables, Law 78B's IMP scale).

The 1991 book drew them with box characters that the copies mangled: ``|`` for a
vertical line survives, ``I`` stands for a double vertical line, ``В`` for a
crossing, and the en dash of a range became ``з`` («20 з 40 1» is the row
20–40 → 1 IMP). Some tables have no rules at all: a label and numbers in columns
(«С КОНТРОЙ 40 40 60 60»), or a dot leader («За любую частичную запись:....50»).

What is read is cleaned into a :class:`Table`: header rows apart from body rows, numbers as
numbers, a heading split over rows joined («без» / «конт-» / «ры» → «без контры»), a
letter-spaced heading rejoined («Д О З О Н Ы» → «ДО ЗОНЫ»), a word split between the caption
and the first cell put back together («…и выиг-» / «ранную: БЕЗ КОНТРЫ 20 …»).
"""

from __future__ import annotations

import re
from collections import Counter

from ..model import Table
from ..text.textfix import join_lines

TRAILING_NUMBERS_RE = re.compile(r"^(.*?\S)?\s+((?:\d+\s+)+\d+)\s*$")
# The leader may only start where a run of dots starts ((?<!\.)): otherwise every dot of a long
# run is tried as its start, and a line of dots takes cubic time.
DOT_LEADER_RE = re.compile(r"^(.*?)\s*(?<!\.)\.{3,}\s*(\d+)\s*$")
RULE_ROW_RE = re.compile(r"^[\s\-+|IВ=]+$")
# «I» drawn for a double vertical line: between spaces, digits, hyphens and
# lower-case letters («200 I 100», «с ре-I без», «конт-Iконт-»), never inside «IMP».
DOUBLE_BAR_RE = re.compile(r"(?<=[\s\-\d])I(?=[\s\d\-а-яё]|$)")
BAND_RE = re.compile(r"^(\d+)\s*[з–—-]\s*(\d+)\s+(\d+)$")
BAND_OPEN_RE = re.compile(r"^(\d+)\s+(и более|& upward|and upward)\s+(\d+)$")
NUMBER_RE = re.compile(r"^\d+$")
# «Д О З О Н Ы»: three or more single letters, each followed by one space.
SPACED_RE = re.compile(r"(?<!\w)(?:\w ){2,}\w(?!\w)")
WORD_RE = re.compile(r"[^\W\d_]+")
MAX_SPACED, MAX_WORD = 60, 24  # a letter-spaced heading is short, and so are its words


def is_table_line(line: str) -> bool:
    s = line.strip()
    if "|" in s or (RULE_ROW_RE.match(s) and "+" in s):  # «-----+-----В-----» rules a table
        return True
    return bool(TRAILING_NUMBERS_RE.match(s) or DOT_LEADER_RE.match(s))


def continues_label(line: str) -> bool:
    """A table line whose label starts lower-case continues the line above it
    («Большой шлем(все 13 взяток),» / «назначенный и выполненный: 1000 1500»)."""
    s = line.strip()
    return is_table_line(s) and "|" not in s and s[:1].islower()


def cell_value(cell: str):
    """A cell as data: «500» is the number 500; anything else stays text."""
    if not isinstance(cell, str):
        return cell
    cell = cell.strip()
    return int(cell) if NUMBER_RE.match(cell) else cell


def vocabulary(text: str) -> frozenset[str]:
    """The words a document prints (upper-cased): what a letter-spaced heading may be made of."""
    return frozenset(w.upper() for w in WORD_RE.findall(text) if len(w) > 1 or w.isalpha())


def word_counts(text: str) -> Counter:
    """How often a document prints each word (lower-cased)."""
    return Counter(w.lower() for w in WORD_RE.findall(text))


def fix_slipped_space(text: str, counts: Counter) -> str:
    """«For firstu ndertrick» → «For first undertrick»: a letter on the wrong side of a space,
    when neither piece is a word the document prints anywhere else and, the letter moved, both are."""
    words = text.split(" ")
    for i in range(len(words) - 1):
        a, b = words[i], words[i + 1]
        if not (a.isalpha() and b.isalpha()) or counts[a.lower()] > 1 or counts[b.lower()] > 1:
            continue
        for left, right in ((a[:-1], a[-1] + b), (a + b[0], b[1:])):
            if left and right and counts[left.lower()] and counts[right.lower()]:
                words[i], words[i + 1] = left, right
                break
    return " ".join(words)


def rejoin_spaced(text: str, words: frozenset[str] = frozenset()) -> str:
    """«Д О З О Н Ы» → «ДО ЗОНЫ»: the letters joined, then cut into the fewest words the
    document prints elsewhere (``words``); left as one word when no cut works."""
    def fix(m: re.Match) -> str:
        letters = m.group(0).replace(" ", "")
        if len(letters) > MAX_SPACED:  # not a heading: left as it is (and the cut stays cheap)
            return m.group(0)
        return " ".join(_segment(letters, words) or [letters])
    return SPACED_RE.sub(fix, text)


def _segment(letters: str, words: frozenset[str]) -> list[str] | None:
    best: list[list[str] | None] = [[]] + [None] * len(letters)
    for end in range(1, len(letters) + 1):
        for start in range(max(0, end - MAX_WORD), end):
            piece = letters[start:end]
            if best[start] is not None and piece.upper() in words:
                cand = best[start] + [piece]
                if best[end] is None or len(cand) < len(best[end]):
                    best[end] = cand
    return best[-1]


def parse_book_table(rows: list[str], caption: str | list[str] | None = None,
                     words: frozenset[str] = frozenset()) -> Table:
    """``rows``: the table's lines; ``caption``: the lines of the paragraph printed right
    above it (a string is one line); ``words``: the document's vocabulary."""
    caption_lines = [re.sub(r"\s+", " ", c.strip()) for c in ([caption] if isinstance(caption, str) else caption or [])]
    lines = [re.sub(r"\s+", " ", r.strip()) for r in rows if r.strip() and not RULE_ROW_RE.match(r.strip())]
    if any("|" in r for r in lines):
        cells = [[rejoin_spaced(c.strip(), words) for c in DOUBLE_BAR_RE.sub("|", r).split("|")] for r in lines]
        band = _band_table(cells)
        if band is not None:
            return _with_caption(band, caption_lines)
        header, body = _split_header(_merge_wrapped(cells))
        return _typed(Table(rows=body, header=header, caption=_joined(caption_lines)))
    body = _join_label_lines([_plain_row(r) for r in lines])
    caption_lines, body = _caption_into_label(caption_lines, body)
    k = max((len(r) for r in body), default=1) - 1
    caption_lines, header, extra = _caption_rows(caption_lines, k)
    if not header and not extra:
        caption_lines, header = _caption_columns(caption_lines, k)
    return _typed(Table(rows=tuple(extra + body), header=header, caption=_joined(caption_lines)))


def _joined(lines: list[str]) -> str | None:
    return join_lines([ln.strip() for ln in lines if ln.strip()]) or None


def _with_caption(table: Table, caption_lines: list[str]) -> Table:
    return Table(rows=table.rows, header=table.header, caption=_joined(caption_lines))


def _typed(table: Table) -> Table:
    """Numbers as numbers; labels (the first cell) stay text."""
    rows = tuple((r[0],) + tuple(cell_value(c) for c in r[1:]) if r else r for r in table.rows)
    return Table(rows=rows, header=table.header, caption=table.caption)


def _plain_row(line: str) -> tuple[str, ...]:
    dots = DOT_LEADER_RE.match(line)
    if dots:
        return (dots.group(1).rstrip(":").strip() + ":", dots.group(2)) if dots.group(1) else ("", dots.group(2))
    m = TRAILING_NUMBERS_RE.match(line)
    if m:
        return ((m.group(1) or "").strip(),) + tuple(m.group(2).split())
    return (line,)


def _join_label_lines(rows: list[tuple[str, ...]]) -> list[tuple[str, ...]]:
    """A text line inside a table whose next row's label starts lower-case is the first
    line of that label: «Большой шлем(все 13 взяток),» / «назначенный и выполненный: 1000 1500»."""
    out: list[tuple[str, ...]] = []
    for row in rows:
        if out and len(out[-1]) == 1 and len(row) > 1 and row[0][:1].islower():
            row = (join_lines([out.pop()[0], row[0]]),) + row[1:]
        out.append(row)
    return out


def _caption_into_label(caption: list[str], body: list[tuple]) -> tuple[list[str], list[tuple]]:
    """The first label starts lower-case: the caption's last line runs on into it. Lower-case
    words up to a colon end the caption («…и выиг-» / «ранную: БЕЗ КОНТРЫ» → caption «…и
    выигранную:», label «БЕЗ КОНТРЫ»); a label that is all of that kind is the end of a label
    the caption's last line begins («За выполнение контракта с контрой, но» / «без реконтры:»)."""
    if not caption or not body or not body[0][0][:1].islower():
        return caption, body
    label = body[0][0]
    m = re.match(r"^([^A-ZА-ЯЁ]*?:)\s+(\S.*)$", label)
    if m and m.group(2)[:1].isupper():
        caption = caption[:-1] + [join_lines([caption[-1].strip(), m.group(1)])]
        return caption, [(m.group(2),) + tuple(body[0][1:])] + body[1:]
    head = join_lines([caption[-1].strip(), label])
    return caption[:-1], [(head,) + tuple(body[0][1:])] + body[1:]


def _is_upper(word: str) -> bool:
    letters = [c for c in word if c.isalpha()]
    return bool(letters) and all(c.isupper() for c in letters)


def _is_lower(word: str) -> bool:
    letters = [c for c in word if c.isalpha()]
    return bool(letters) and all(c.islower() for c in letters)


def _heads(words: list[str]) -> list[str]:
    """Upper-case column heads run together on one line, cut into heads: a word of one or two
    letters (a preposition) belongs to the word after it («ДО ЗОНЫ В ЗОНЕ» → «ДО ЗОНЫ», «В ЗОНЕ»)."""
    heads: list[str] = []
    glue = False
    for w in words:
        if glue:
            heads[-1] += " " + w
        else:
            heads.append(w)
        glue = len([c for c in w if c.isalpha()]) <= 2
    return heads


def _caption_rows(caption: list[str], k: int) -> tuple[list[str], tuple, list[tuple]]:
    """The caption's last lines may be the table's top: column heads at the end of a line
    («За каждую лишнюю взятку: ДО ЗОНЫ В ЗОНЕ» over two columns) and rows whose cells are words,
    a cell wrapped over lines («БЕЗ КОНТРЫ стоимость стоимость» / «взятки взятки»). Read from the
    bottom up; returns (caption left, header, rows taken)."""
    if k < 2:
        return caption, (), []
    lines, rows, pending = list(caption), [], []
    while lines:
        words = lines[-1].split()
        if len(words) == k and all(_is_lower(w) for w in words):
            pending.insert(0, words)
        elif len(words) > k and all(_is_lower(w) for w in words[-k:]) and all(_is_upper(w) for w in words[:-k]):
            cells = [join_lines([words[-k + c]] + [p[c] for p in pending]) for c in range(k)]
            rows.insert(0, (" ".join(words[:-k]),) + tuple(cells))
            pending = []
        else:
            break
        lines.pop()
    if pending or not lines:
        return caption, (), []
    words = lines[-1].split()
    tail = len(words)
    while tail > 0 and _is_upper(words[tail - 1]):
        tail -= 1
    heads = _heads(words[tail:])
    if tail == 0 or len(heads) != k:
        return (caption, (), []) if not rows else (lines, (), rows)
    return lines[:-1] + [" ".join(words[:tail])], (("",) + tuple(heads),), rows


# A column of a two-column caption ends its line with a comma, a hyphen or a colon:
# «За 1-ю взятку сверх 6, | За остальные взятки» / «назначенную и выигран- | сверх 6, назначен-».
COLUMN_BREAK_RE = re.compile(r"(?<=[,:\-])\s+(?=\S)")


def _caption_columns(caption: list[str], k: int) -> tuple[list[str], tuple]:
    """A caption of two or more lines printed as two columns over a table of two value
    columns, its column gap lost: each line cut after its first word ending with «,», «-» or
    «:», the columns joined into the two heads."""
    if k != 2 or len(caption) < 2:
        return caption, ()
    cols: list[list[str]] = [[], []]
    for line in caption:
        parts = COLUMN_BREAK_RE.split(line.strip(), maxsplit=1)
        if len(parts) != 2:
            return caption, ()
        cols[0].append(parts[0])
        cols[1].append(parts[1])
    return [], (("",) + tuple(join_lines(c) for c in cols),)


def _split_header(rows: tuple[tuple[str, ...], ...]) -> tuple[tuple, tuple]:
    """Rows before the first that has a number are the header. Rows as wide as the table are
    the lines of one header row, joined column by column («без» / «конт-» / «ры» → «без
    контры»); a narrower row is a heading over groups of columns («ДО ЗОНЫ» over three)."""
    first = next((i for i, r in enumerate(rows) if any(NUMBER_RE.match(c) for c in r[1:])), 0)
    head, body = rows[:first], rows[first:]
    if not head:
        return (), body
    width = max(len(r) for r in body) if body else max(len(r) for r in head)
    # a line with no column rule belongs to the corner: padded, it joins the first column's text
    head = tuple(r + ("",) * (width - 1) if len(r) == 1 else r for r in head)
    full = [r for r in head if len(r) == width]
    spans = [_spread(r, width) for r in head if len(r) != width and len(r) > 1]
    joined = tuple(join_lines([r[c] for r in full if r[c]]) for c in range(width)) if full else None
    header = tuple(spans) + ((joined,) if joined else ())
    if spans and joined and joined[0] and not any(s[0] for s in spans[1:]):
        # the corner cell's text was printed over several rows, the group row first
        corner = join_lines([spans[0][0], joined[0]])
        header = tuple((("",) + s[1:]) for s in spans) + (("",) + joined[1:],)
        header = ((corner,) + header[0][1:],) + header[1:]
    return header, body


def _spread(row: tuple[str, ...], width: int) -> tuple[str, ...]:
    """A heading row narrower than the table: its label column, then its headings shared out
    evenly over the other columns («| ДО ЗОНЫ | В ЗОНЕ» over six columns: three each)."""
    groups = row[1:]
    each, rest = divmod(width - 1, len(groups))
    if rest:
        return row + ("",) * (width - len(row))
    return (row[0],) + tuple(g for g in groups for _ in range(each))


def _band(cell: str) -> tuple | None:
    cell = re.sub(r"\s+", " ", cell)
    m = BAND_RE.match(cell)
    if m:
        return int(m.group(1)), int(m.group(2)), int(m.group(3))
    m = BAND_OPEN_RE.match(cell)
    if m:
        return int(m.group(1)), m.group(2), int(m.group(3))
    return None


def band_row(label: str, value: str) -> tuple | None:
    """A band printed as two cells («20-40», «1»; «4000 и более», «24»): (low, high, value),
    high the words of an open band («и более»)."""
    return _band(f"{label} {value}")


def _band_table(cells: list[list[str]]) -> Table | None:
    """A range → value scale printed in side-by-side column groups («20 з 40 1 | 370 з
    420 9 | …»): unfolded column by column into rows (low, high, value), header first."""
    body = [row for row in cells if any(_band(c) for c in row)]
    if not body or not all(all(_band(c) for c in row if c) for row in body):
        return None
    header_rows = [row for row in cells[: cells.index(body[0])]]
    words = " ".join(row[0] for row in header_rows if row and row[0]).split()
    header = ((" ".join(words[:-1]),) * 2 + (words[-1],),) if len(words) >= 2 else ()
    rows = []
    width = max(len(r) for r in body)
    for col in range(width):
        for row in body:
            if col < len(row) and row[col]:
                rows.append(_band(row[col]))
    return Table(rows=tuple(rows), header=header)


def _merge_wrapped(cells: list[list[str]]) -> tuple[tuple[str, ...], ...]:
    """A label wrapped over rows whose other cells are empty («За каждую | | |» /
    «последующую | | |» / «н.в.:| 50 | 200 |…») is one row."""
    out: list[list[str]] = []
    carry: list[str] = []
    for row in cells:
        if len(row) > 1 and not any(c for c in row[1:]):
            carry.append(row[0])
            continue
        if carry:
            row = [" ".join(carry + [row[0]]).strip()] + row[1:]
            carry = []
        out.append(row)
    if carry:
        out.append([" ".join(carry)])
    return tuple(tuple(r) for r in out)
