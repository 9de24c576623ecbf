"""Each source's damage, undone by a fixer named for what it undoes.

Fixers run on the decoded text before the shared parser. Each takes and returns
a list of ``(line_number, text)`` pairs, so that every line keeps the number it
has in the raw file: errors and provenance point at the real file.
"""

from __future__ import annotations

import re

from ..text.textfix import is_cyrillic, is_latin
from .formats.base import balanced
from .formats.furniture import DAY as _DAY, LONE_STAMP_RE, TIME
from .formats.html import MAX_QUOTE_MARKS
from .formats.numbering import LIST_TYPES, format_number
from .grammar import law_header, marker_kind
from .shapes import indent, speaks_as_a_person

Lines = list[tuple[int, str]]


def number_lines(text: str) -> Lines:
    return list(enumerate(text.split("\n"), start=1))


def undo_dos_codepage(lines: Lines) -> Lines:
    """The DOS text was read through the wrong code page: in the 1991 files ``ё`` is
    printed as ``„``, ``Ё`` as ``‚``, the single box rule as ``њ`` and the double rule
    as ``Ґ`` («отмен„н» → «отменён», «ОБСЧ‚Т» → «ОБСЧЁТ», «њњњњ» → «----»)."""
    table = str.maketrans({"„": "ё", "‚": "Ё", "њ": "-", "Ґ": "="})
    return [(n, s.translate(table)) for n, s in lines]


# «ОБСЧпТ»: one lowercase letter inside an upper-case word is a mangled «Ё»
# (the web copy lost it in a code-page round trip; no other letter is affected).
MANGLED_YO_RE = re.compile(r"\b([А-ЯЁ]{2,})п([А-ЯЁ]+)\b")


def undo_mangled_capital_yo(lines: Lines) -> Lines:
    return [(n, MANGLED_YO_RE.sub(r"\1Ё\2", s)) for n, s in lines]


PAGE_LABEL_RE = re.compile(r"^\s*Страница:\s*$")


def drop_page_label(lines: Lines) -> Lines:
    """The web copy begins with the site's «Страница:» label, which is not book text."""
    return [(n, s) for n, s in lines if not PAGE_LABEL_RE.match(s)]


def drop_repeated_blocks(lines: Lines, min_run: int = 12) -> tuple[Lines, list[tuple[int, int]]]:
    """Drop a block of lines that repeats an earlier block of the same file.

    The web copy carries its page content twice (the second copy starting a line
    later than the first); a run of ``min_run`` or more identical non-blank lines
    is a copy, not text. Returns the kept lines and the (first, last) line
    numbers of each dropped run.
    """
    texts = [s.strip() for _, s in lines]
    first_at: dict[tuple[str, ...], int] = {}
    keep = [True] * len(lines)
    dropped: list[tuple[int, int]] = []
    i = 0
    while i + min_run <= len(lines):
        window = tuple(texts[i:i + min_run])
        j = first_at.get(window)
        if j is None or not any(window):
            first_at.setdefault(window, i)
            i += 1
            continue
        length = min_run
        while i + length < len(lines) and j + length < i and texts[j + length] == texts[i + length]:
            length += 1
        for k in range(i, i + length):
            keep[k] = False
        dropped.append((lines[i][0], lines[i + length - 1][0]))
        i += length
    return [line for line, k in zip(lines, keep) if k], dropped


# -- mail -------------------------------------------------------------------------------------
# A mail's header lines (RFC 5322 names, and the Russian ones mail programs print): "From: …",
# "Date: Tue, 14 Mar 2000", «Тема: Правило 25». A block of them is the mail's, not the text's.
MAIL_HEADER_RE = re.compile(
    r"^(?P<name>From|To|Cc|Bcc|Date|Sent|Subject|Reply-To|Sender|Message-ID|In-Reply-To|References|"
    r"MIME-Version|Content-Type|Content-Transfer-Encoding|Newsgroups|Organization|X-[\w-]+|"
    r"От|Кому|Копия|Дата|Отправлено|Тема)\s*:(?:\s|$)", re.IGNORECASE)
# A header line may go on on the next line, which then starts with white space.
_HEADER_GOES_ON = re.compile(r"^[ \t]+\S")
_MAIL_HEADERS = 2  # two such lines in a row make a header block ("From:" over "Date:")


def drop_mail_headers(lines: Lines) -> tuple[Lines, Lines]:
    """Drop each block of mail header lines: two or more in a row, with their continuation lines,
    up to a blank line («From: Peter …» / «Date: …» / «Subject: Re: [list] Law 50 and …»: the
    subject names a law, but it is the mail's, not the law's). Returns the kept lines and the
    dropped ones."""
    heads = [bool(MAIL_HEADER_RE.match(s)) for _, s in lines]
    if sum(heads) < _MAIL_HEADERS:
        return lines, []
    keep = [True] * len(lines)
    i = 0
    while i < len(lines):
        j = i
        while j < len(lines) and (heads[j] or (j > i and _HEADER_GOES_ON.match(lines[j][1]))):
            j += 1
        if sum(heads[i:j]) >= _MAIL_HEADERS:
            keep[i:j] = [False] * (j - i)
        i = max(j, i + 1)
    return [line for line, k in zip(lines, keep) if k], [line for line, k in zip(lines, keep) if not k]


def drop_earlier_message(lines: Lines) -> tuple[Lines, Lines]:
    """A reply's earlier message under it as Outlook quotes it, with no quote marks: a block of
    mail headers («From: …» / «Sent: …» / «To: …» / «Subject: …») after the law's header, and no
    law's header after it — that block and all under it are the earlier mail's (its writer's
    own numbered list too). Returns the kept lines and the dropped ones. A law quoted in the
    earlier message (a reply on top: its header under the block) is kept, and so is a text that
    prints no law's header (its law named by the user)."""
    heads = [bool(MAIL_HEADER_RE.match(s)) for _, s in lines]
    headed = False
    for i, (_, s) in enumerate(lines):
        headed = headed or law_header(s.strip()) is not None
        if headed and heads[i] and i + 1 < len(lines) and heads[i + 1]:
            if not any(law_header(t.strip()) for _, t in lines[i:]):
                return lines[:i], lines[i:]
            break
    return lines, []


# A quoted line of a mail or a forum: "> text", ">> text", "> > text"; the depth is the count of
# ">" (a blank quoted line is ">" alone).
QUOTE_RE = re.compile(r"^[ \t]?((?:>[ \t]?)+)")


def unquote(lines: Lines) -> tuple[Lines, list[int]]:
    """The lines with their quote marks taken off, and each line's depth (0: not quoted). A text
    is unquoted only when quoted lines are a fair part of it (a fifth of its lines), one of them
    is a law header (a long thread that quotes one short law), or they make a paragraph of their
    own, blank lines around it (a page's box beside the law: a wiki's «> Club note: …»), so that
    a line of law text that happens to start with ">" is left as it is."""
    marks = [QUOTE_RE.match(s) for _, s in lines]  # each line's quote marks, matched once
    depths = [m.group(1).count(">") if m else 0 for m in marks]
    out = [(n, s[m.end():] if d else s) for (n, s), m, d in zip(lines, marks, depths)]
    if sum(1 for d in depths if d) * 5 < sum(1 for _, s in lines if s.strip()) and \
            not any(d and law_header(s.strip(), prefixed=True) for (_, s), d in zip(out, depths)) and \
            not _quote_block(lines, depths):
        return lines, [0] * len(lines)
    return out, depths


def indented_quote(lines: Lines, depths: list[int]) -> list[int]:
    """Each line's depth where a text quotes the law by its indent (a newsletter's column sets
    the law in from the margin, its questions and answers at the margin between its parts): its
    law header and every marker indented two spaces at least, and words at the margin after the
    header and before the law's last marker; then a line indented as far as the law's is quoted
    (depth 1), one at the margin is not. Depths already read from quote marks stay."""
    if any(depths):
        return depths
    marked = [k for k, (_, s) in enumerate(lines) if s.strip() and (law_header(s.strip()) or marker_kind(s.strip()))]
    headers = [k for k in marked if law_header(lines[k][1].strip())]
    least = min((indent(lines[k][1]) for k in marked), default=0)
    if not headers or least < 2:
        return depths
    if not any(headers[0] < k < marked[-1] and s.strip() and indent(s) < least for k, (_, s) in enumerate(lines)):
        return depths
    return [1 if s.strip() and indent(s) >= least else 0 for _, s in lines]


def _quote_block(lines: Lines, depths: list[int]) -> bool:
    """Whether some quoted lines with words make a paragraph of their own: a blank line (or the
    text's edge) before and after them, every line between quoted."""
    start = None
    for i, ((_, s), d) in enumerate(zip([*lines, (0, "")], [*depths, 0])):
        blank = not s.strip()
        if d and start is None and (i == 0 or not lines[i - 1][1].strip()):
            start = i
        elif start is not None and not d:
            if blank and any(QUOTE_RE.sub("", t).strip() for _, t in lines[start:i]):
                return True
            start = None
    return False


# Letters the two alphabets draw alike (a text recognised from a scan, or typed on the other
# keyboard, mixes them inside one word: «ПPАВИЛO» with a Latin P and O, "cудьи" with a Latin c).
_LATIN_LIKE = "aceopxyABCEHKMOPTX"
_CYRILLIC_LIKE = "асеорхуАВСЕНКМОРТХ"
_TO_CYRILLIC = str.maketrans(_LATIN_LIKE, _CYRILLIC_LIKE)
_TO_LATIN = str.maketrans(_CYRILLIC_LIKE, _LATIN_LIKE)
_WORD = re.compile(r"[^\W\d_]+")
# The letters ``is_latin`` and ``is_cyrillic`` tell (İ and the Kelvin sign lower to Latin letters):
# ``one_script`` changes only a word that holds both, so only a line that holds both is looked at
# word by word (two searches, each linear however long the line)
_LATIN_CLASS, _CYRILLIC_CLASS = "[A-Za-z\u0130\u212a]", "[А-Яа-яЁё]"
_LATIN_LETTER, _CYRILLIC_LETTER = re.compile(_LATIN_CLASS), re.compile(_CYRILLIC_CLASS)
# A law's number whose zero was recognised as the letter O («ПРАВИЛО 1O», "LAW 2O").
_O_FOR_ZERO = re.compile(r"(?<=\b[1-9])[OОoо](?=\b)")
# What a scan recognises the other way: a page number's first digit 3 as «З» or 0 as «О» («З7» at
# a line's margin, set apart by a gap of spaces, or alone; in a sentence «пункт З1» is a ref), a
# word's letter O as the digit 0 («0БРАЗЦА», "C0NTRACT": a letter after it, every other character
# of the word a letter; "ИМП0", "N0" stay).
_DIGIT_AS_LETTER = re.compile(r"(?:^|(?<=\f))[ЗО](?=\d{1,3}(?:[ \t]{3,}|[ \t]*$))|(?<=[ \t]{3})[ЗО](?=\d{1,3}[ \t]*$)")
_ZERO_IN_WORD = re.compile(r"(?<![\w])(?=[^\W_]*[^\W\d_]{3})[^\W\d_]*0[^\W\d_]+(?![\w])")


def _letter_o(m: re.Match) -> str:
    """A word's zero as the letter O of the word's alphabet."""
    word = m.group()
    return word.replace("0", "О" if any(map(is_cyrillic, word)) else "O" if word.isascii() else "0")


def one_script(line: str) -> str:
    """Each word written in one alphabet: a word that mixes Latin and Cyrillic letters has the
    letters of the other alphabet that look alike replaced, when all of them do («ПPАВИЛO» →
    «ПРАВИЛО», "cудьи" → «судьи», a Cyrillic «е» in an English word); a word whose odd letters
    draw like none of its own alphabet's stays as it is. A letter O after a digit is a zero when
    that makes the line a law's header («ПРАВИЛО 1O» → «ПРАВИЛО 10»); a scan's other slips of
    digits and letters are undone (``_DIGIT_AS_LETTER``, ``_ZERO_IN_WORD``)."""
    def fix(m: re.Match) -> str:
        word = m.group()
        if word.isascii():
            return word
        cyrillic = sum(map(is_cyrillic, word))
        latin = sum(map(is_latin, word))
        if not (cyrillic and latin):
            return word
        odd, table = (filter(is_latin, word), _TO_CYRILLIC) if cyrillic >= latin else (filter(is_cyrillic, word), _TO_LATIN)
        alike = _LATIN_LIKE if table is _TO_CYRILLIC else _CYRILLIC_LIKE
        return word.translate(table) if all(c in alike for c in odd) else word

    if "0" in line:
        line = _ZERO_IN_WORD.sub(_letter_o, line)
    if not line.isascii():
        line = _DIGIT_AS_LETTER.sub(lambda m: "3" if m.group() == "З" else "0", line)
        if _CYRILLIC_LETTER.search(line) and _LATIN_LETTER.search(line):
            line = _WORD.sub(fix, line)
    if _O_FOR_ZERO.search(line) and law_header(line) is None:
        fixed = _O_FOR_ZERO.sub("0", line)
        if law_header(fixed) is not None:
            return fixed
    return line


# What a chat, a channel's post or Markdown copied as plain text puts around words: emphasis in
# pairs of marks ("**Правило 73. …**", "__A. Title__"; a note's mark, "** A note" or "rule**", has a
# space on its inner side) and pictographs before a line's words ("📌 Law 73", "🔹 (a) …", "👉 1. …";
# the suit signs ♠♥♦♣ are no pictographs here: a line may start with a hand)
EMPHASIS_MARK_RE = re.compile(r"\*\*|__")
PICTOGRAPHS_RE = re.compile("^[ \t]*(?:[\U0001F000-\U0001FAFF\u2300-\u23FF\u2600-\u265F\u2668-\u27BF\u2B00-\u2BFF"
                            "\u2190-\u21FF\uFE0F\u200D\u20E3][ \t]*)+")


# Control characters no writer types (ESC, BEL, the C1 controls: a page's `&#27;`, a Word run's
# stray control) are no words: taken out, as a terminal would not show them either (a tab, the line
# and page breaks stay).
_CONTROLS = dict.fromkeys([*range(0x00, 0x09), *range(0x0E, 0x20), 0x7F], "")
# … but a C1 control is a Windows-1252 sign read by a reader that took the text for Latin-1 (a mail
# labelled iso-8859-1 whose =92 is an apostrophe, =96 a dash): the sign it stands for, as browsers
# read such a text; the five codes Windows-1252 leaves undefined are nothing.
for _code in range(0x80, 0xA0):
    try:
        _CONTROLS[_code] = bytes([_code]).decode("cp1252")
    except UnicodeDecodeError:
        _CONTROLS[_code] = ""
# Spaces other than the space: a no-break space (Word's Ctrl+Shift+Space, HTML's &nbsp;, typed by
# Russian typography between «Правило» and its number), figure, thin and narrow spaces; and the
# hyphens a writer puts in for the line breaks: a soft hyphen (shown only at a line's end: &shy;,
# Word's optional hyphen, a hyphenated Russian text) and a non-breaking one.
_SPACES = str.maketrans({**_CONTROLS, **dict.fromkeys("\u00a0\u2002\u2003\u2004\u2005\u2006\u2007\u2008\u2009\u200a\u202f"
                                         "\u205f\u3000", " "), "\u00ad": "", "\u2011": "-"})


def soft_breaks(numbered: Lines) -> Lines:
    """A word broken at a line's end by a soft hyphen (U+00AD, invisible but at a break: a PDF
    viewer's copy, «вы\u00ad» / «бор разыгрывающего») written whole on the next line («выбор
    разыгрывающего»), as the reader sees it; a line that is only the broken word keeps it (no
    line is left blank: a blank line parts paragraphs)."""
    out = list(numbered)
    for k in range(len(out) - 1):
        (n, line), (m, nxt) = out[k], out[k + 1]
        body = line.rstrip()
        if not body.endswith("\u00ad") or not nxt.lstrip()[:1].isalpha():
            continue
        rest, _, head = body[:-1].rpartition(" ")
        if rest.strip() and head:
            pad = nxt[:len(nxt) - len(nxt.lstrip())]
            out[k], out[k + 1] = (n, rest), (m, pad + head.replace("\u00ad", "") + nxt.lstrip())
    return out


# A column of notes in the margin beside a text typed in a monospaced editor (a tutor's handout: the
# law at the left, "NB …", "cf. Law 57" at the right after a run of spaces): its words start at one
# column, right of the middle of a line, on many lines, beside the text's own words on several.
_MARGIN_GAP = re.compile(r"\S(?P<gap> {3,})(?=\S)")
MARGIN_FROM = 32  # the leftmost column a margin's notes may start at
MARGIN_LINES = 5  # the fewest lines that start a note at that column …
MARGIN_BESIDE = 3  # … of which beside the text's own words on a line
MARGIN_SHORT = 12  # the text's longest line ends this near the notes' column at most
_RULE_LINE = re.compile(r"^\s*(\S)\1{4,}\s*$")  # "=====", "-----": a rule across both columns


def margin_column(numbered: Lines) -> tuple[Lines, Lines]:
    """The lines without a margin's column of notes (``_MARGIN_GAP``), and what was cut (line
    number, the notes' words). The column is where most lines' words start after a gap of three
    spaces or more, or after nothing but spaces, at ``MARGIN_FROM`` or right of it, on
    ``MARGIN_LINES`` lines at least, ``MARGIN_BESIDE`` of them beside words of the text; and the
    text's lines keep left of it (nine of ten between the column's first and last line, rules
    aside), their longest within ``MARGIN_SHORT`` of it: a table's columns, a page number at a
    line's end or centred, are none. A line that is only notes goes (a blank line would part the
    text's paragraph); a line that crosses the column stays whole."""
    starts: dict[int, list[int]] = {}
    for k, (_, line) in enumerate(numbered):
        if "\t" in line or not line.strip():
            continue
        lead = len(line) - len(line.lstrip(" "))
        found = [m.end("gap") for m in _MARGIN_GAP.finditer(line)] + ([lead] if lead else [])
        for col in found:
            if col >= MARGIN_FROM:
                starts.setdefault(col, []).append(k)
    col, rows = max(starts.items(), key=lambda kv: len(kv[1]), default=(0, []))
    beside = [k for k in rows if numbered[k][1][:col].strip()]
    if len(rows) < MARGIN_LINES or len(beside) < MARGIN_BESIDE:
        return numbered, []
    marked = set(rows)
    span = [(k, line) for k, (_, line) in enumerate(numbered[rows[0]:rows[-1] + 1], rows[0])
            if line.strip() and not _RULE_LINE.match(line)]
    crossing = [line for _, line in span if len(line) > col and line[col - 2:col] != "  "]
    # the text's lines fill their column to near the notes (a wrapped text's width); a table's
    # first column ends short of its second, whose cells may be figures
    fills = max((len(line[:col].rstrip()) for k, line in span if len(line) <= col or k in marked), default=0)
    if len(crossing) * 10 > len(span) or fills < col - MARGIN_SHORT:
        return numbered, []
    out, cut = [], []
    for k, (n, line) in enumerate(numbered):
        if k in marked and line[col - 2:col] == "  " and line[col:col + 1].strip():
            cut.append((n, line[col:].strip()))
            if line[:col].strip():
                out.append((n, line[:col].rstrip()))
            continue
        out.append((n, line))
    return out, cut


# A gutter of line numbers at the left of a draft, a legal text or a listing (every fifth line
# numbered, " 10   столов, его помощников;", the count starting again on each page): a number
# alone before a gap, right- or left-aligned in a column of its own left of all the text.
_GUTTER = re.compile(r"^(?P<pad> {0,6})(?P<n>\d{1,4})(?P<gap> {2,})(?=\S)")
GUTTER_LINES = 3  # the fewest numbered lines that make a gutter
EVERY_LINE = 10  # … and when every line is numbered, the fewest


def line_numbers(numbered: Lines) -> tuple[Lines, Lines]:
    """The lines without a gutter's line numbers (``_GUTTER``), each number blanked so that the
    words keep their columns, and the numbers (line number, the number). A gutter is
    ``GUTTER_LINES`` numbers at least whose ends (or starts) stand at one column, rising by one
    step (5, 10 …; by 1 only as the lines run, ten at least) but where they start again, with the
    other lines' words between them right of that column: a list's numbers ("1.", "1)", or "1",
    "2", "3" before its items), a table's first column or a page number are none."""
    found = [(k, m) for k, (_, line) in enumerate(numbered) if (m := _GUTTER.match(line))]
    if len(found) < GUTTER_LINES:
        return numbered, []
    ends, starts = {m.end("n") for _, m in found}, {m.start("n") for _, m in found}
    if len(ends) > 1 and len(starts) > 1:
        return numbered, []
    edge = max(ends) + 1
    values = [int(m["n"]) for _, m in found]
    rises = [b - a for a, b in zip(values, values[1:]) if b > a]
    step = min(rises, default=0)
    if not step or any(v % step for v in values) or len([r for r in rises if r == step]) * 5 < (len(values) - 1) * 3:
        return numbered, []
    if step == 1 and (len(found) < EVERY_LINE or len({v - k for v, (k, _) in zip(values, found)}) > 1):
        return numbered, []  # every line numbered: only when the numbers count the lines (a list counts its items)
    marked = {k for k, _ in found}
    between = [line for k, (_, line) in enumerate(numbered[found[0][0]:found[-1][0] + 1], found[0][0])
               if k not in marked and line.strip()]
    if sum(1 for line in between if len(line) - len(line.lstrip(" ")) >= edge) * 5 < len(between) * 4:
        return numbered, []
    out = list(numbered)
    for k, m in found:
        n, line = out[k]
        out[k] = (n, " " * m.end("n") + line[m.end("n"):])
    return out, [(numbered[k][0], m["n"]) for k, m in found]


# A comparison of two copies made by wdiff: the words only in the first copy [-like this-], those
# only in the second {+like this+}, each span possibly over lines (bounded: a span's end is looked
# for this far at most, so that a text of many "[-" and no "-]" is read in linear time)
WDIFF_SPAN = 2000
_WDIFF_DELETED = re.compile(r"\[-(?P<words>[^\[\]]{0,%d}?)-\]" % WDIFF_SPAN)
_WDIFF_INSERTED = re.compile(r"\{\+(?P<words>[^{}]{0,%d}?)\+\}" % WDIFF_SPAN)
WDIFF_SPANS = 2  # the fewest spans of each kind that make a text a comparison


def wdiff_corrected(numbered: Lines) -> tuple[Lines, int]:
    """The lines of a wdiff comparison read as its second copy, the corrected one: each deleted
    span gone, each inserted one's words kept without its marks; the lines keep their number
    (a span over lines leaves their breaks), and how many spans were read. A text with fewer than
    ``WDIFF_SPANS`` of each kind is no comparison (a law's "[-" is none)."""
    text = "\n".join(line for _, line in numbered)
    deleted, inserted = len(_WDIFF_DELETED.findall(text)), len(_WDIFF_INSERTED.findall(text))
    if deleted < WDIFF_SPANS or inserted < WDIFF_SPANS:
        return numbered, 0
    text = _WDIFF_DELETED.sub(lambda m: "\n" * m["words"].count("\n"), text)
    text = _WDIFF_INSERTED.sub(lambda m: m["words"], text)
    return [(n, line) for (n, _), line in zip(numbered, text.split("\n"))], deleted + inserted


# A break a dictation app typed as the words spoken for it, before a unit's marker ("… for the
# board new paragraph 3. When the Director …", «… новый абзац 2. Если …»)
_SPOKEN_BREAK = re.compile(r"\s+(?:new paragraph|new line|next paragraph|новый абзац|новая строка|с новой строки)[,.]?\s+"
                           r"(?=(?:[A-HА-З]|\d{1,2})\.\s|\(?[a-hа-з]\)\s)", re.IGNORECASE)


def spoken_breaks(numbered: Lines) -> Lines:
    """Each line broken where a dictation app wrote the words for a new paragraph before a unit's
    marker (``_SPOKEN_BREAK``): the marker opens a line of its own (its raw line's number kept)."""
    out: Lines = []
    for n, line in numbered:
        out += [(n, part) for part in _SPOKEN_BREAK.split(line)] if _SPOKEN_BREAK.search(line) else [(n, line)]
    return out


def mojibake_undone(line: str) -> str:
    """``line`` read back as it was written when it went through a wrong encoding before it was
    saved ("Law 47 â€” Dummyâ€™s Cards", «РџСЂР°РІРёР»Рѕ 16»): ftfy's own test of a text's badness
    flags it, and its ``fix_encoding`` undoes the confusion; a line it does not flag is left as it
    is (a Russian line, "naïve", "2♠ — 3♥")."""
    if line.isascii():
        return line
    from ftfy import fix_encoding
    from ftfy.badness import is_bad

    return fix_encoding(line) if is_bad(line) else line


def plain_spaces(line: str) -> str:
    """``line`` with every kind of space a plain space, a soft hyphen and a control character
    (``_CONTROLS``) gone and a non-breaking one a hyphen: «Правило\u00a066» is a law's header as «Правило 66» is, «зебро\u00adвые» the
    word «зебровые» a search finds."""
    return line.translate(_SPACES)


# A frame drawn in box-drawing characters, as a DOS text boxes its title («╔═══╗», «║ ЗАКОН 16 ║»,
# «╚═══╝», or the title drawn into the frame's top edge, «┌─── ЗАКОН 16 ───┐») or a table its rows:
# the frame is no words. A line of the frame's corners and edges is a blank line; what a line holds
# between the frame's characters at its two ends is its words, an upright inside them a tab between
# two cells. A line of level strokes alone («─────») is a rule and stays one (a rule may set a
# text's notes apart).
_BOX = "\u2500-\u257f"
_LEVEL = "─━═┄┅┈┉╌╍"
_FRAME_EDGE = re.compile(rf"^\s*[{_BOX}][{_BOX}\s]*$")
_FRAMED = re.compile(rf"^(\s*)[{_BOX}]*\s*(.*?)\s*[{_BOX}]*\s*$")
_BOX_CHAR = re.compile(f"[{_BOX}]")


def unframed(line: str) -> str:
    """``line`` without a frame of box drawing (``_FRAME_EDGE``, ``_FRAMED``)."""
    if not _BOX_CHAR.search(line):
        return line
    if _FRAME_EDGE.match(line):
        return line if all(c in _LEVEL or c.isspace() for c in line) else ""
    lead, inner = _FRAMED.match(line).groups()
    inner = re.sub(r"\s*[│┃║]\s*", "\t", inner)  # an upright inside: between two cells of a row
    return f"{lead}{inner}"


def plain_marks(line: str) -> str:
    """``line`` without a chat's or Markdown's emphasis marks and the pictographs before its
    words (PICTOGRAPHS_RE)."""
    return PICTOGRAPHS_RE.sub("", _unemphasised(line))


def _unemphasised(line: str) -> str:
    """``line`` without its pairs of emphasis marks: a mark with a word after it opens, the
    nearest same mark with a word before it closes — in one pass (a search for each opening's
    close was quadratic: a line of 50,000 unclosed marks took 90 s)."""
    opened: dict[str, int] = {}  # mark → where the open one ends
    cut: list[tuple[int, int]] = []
    for m in EMPHASIS_MARK_RE.finditer(line):
        start, end, mark = m.start(), m.end(), m.group()
        if mark in opened and start > opened[mark] and not line[start - 1].isspace():
            opening = opened.pop(mark)
            cut += [(opening - len(mark), opening), (start, end)]
        elif mark not in opened and end < len(line) and not line[end].isspace():
            opened[mark] = end
    if not cut:
        return line
    out, pos = [], 0
    for start, end in sorted(cut):
        out.append(line[pos:start])
        pos = end
    return "".join(out) + line[pos:]


# A forum's BBCode, as a post is copied from its editor: emphasis, colour, size and font tags, links
# ([url=…]words[/url]), images, quotes ([quote="who"]…[/quote]) and lists ([list=a], [*], [/list]).
BBCODE_TAG_RE = re.compile(r"\[(/?)(b|i|u|s|strike|del|color|size|font|url|quote|list|code|img|center|left|right|\*)"
                           r"(?:=([^\]\n]*))?\]", re.IGNORECASE)
_BBCODE_CLOSED = re.compile(r"\[/(?:b|i|u|s|strike|del|color|size|font|url|quote|list|code)\]", re.IGNORECASE)
# … its struck words ([s], [strike], [del]): words the poster took back, as a page's <del> (html.py)
_BBCODE_STRUCK = frozenset({"s", "strike", "del"})
_BBCODE_TAGS = 2  # closed tags that make a text a forum's BBCode


def unbbcode(lines: Lines) -> Lines:
    """A forum post in BBCode read as its page shows it: the tags of emphasis, colour, size and
    links off (a link's words kept, an image's address and struck words dropped), a quote's lines quoted ("> " a
    level, as a mail quotes: the words around a quoted law stay apart from it), and each [*] of
    a list begun with the label its list shows ([list=a]: "(a) ", [list=1]: "1. ", [list]: "- ").
    Quotes in quotes are marked so deep at most (MAX_QUOTE_MARKS), as a page's are.
    A line left with no words but tags goes; every other keeps its number. A text with fewer
    closed tags (_BBCODE_TAGS) is left as it is."""
    if sum(1 for _, s in lines for _ in _BBCODE_CLOSED.finditer(s)) < _BBCODE_TAGS:
        return lines
    out: Lines = []
    quote, lists, image, struck = 0, [], False, 0  # lists: [format, label pattern, next number] of each open list
    # struck words only where every struck tag is closed (a forum shows an unclosed "[s]" as it is:
    # it must not take the rest of the post with it)
    tags = [(bool(m.group(1)), m.group(2).lower()) for _, s in lines for m in BBCODE_TAG_RE.finditer(s)]
    striking = balanced([close for close, tag in tags if tag in _BBCODE_STRUCK])
    for n, s in lines:
        pieces: list[tuple[int, str]] = [(quote, "")]  # (quote depth, words) of each line the line becomes
        pos = 0
        for m in BBCODE_TAG_RE.finditer(s):
            if not image and not struck:
                pieces[-1] = (pieces[-1][0], pieces[-1][1] + s[pos:m.start()])
            pos, close, tag = m.end(), bool(m.group(1)), m.group(2).lower()
            if tag == "img":
                image = not close
            elif tag in _BBCODE_STRUCK and not striking:
                pieces[-1] = (pieces[-1][0], pieces[-1][1] + m.group())
            elif tag in _BBCODE_STRUCK:
                struck = struck - 1 if close else struck + 1
                if not struck and not pieces[-1][1].strip():  # the line's words begin after them
                    pos += len(s[pos:]) - len(s[pos:].lstrip())
            elif tag == "quote":
                quote = max(0, quote - 1) if close else quote + 1
                pieces.append((quote, ""))
            elif tag == "list" and close:
                lists = lists[:-1]
            elif tag == "list":
                fmt, pattern = LIST_TYPES.get((m.group(3) or "").strip("\"' "), ("bullet", "-"))
                lists.append([fmt, pattern, 1])
            elif tag == "*":
                label = "-"
                if lists and lists[-1][0] != "bullet":
                    fmt, pattern, value = lists[-1]
                    label, lists[-1][2] = pattern.format(format_number(value, fmt)), value + 1
                pieces.append((quote, label + " "))
        if not image and not struck:
            pieces[-1] = (pieces[-1][0], pieces[-1][1] + s[pos:])
        kept = [(depth, words) for depth, words in pieces if words.strip() not in ("", "-")]
        if not kept and not s.strip():
            out.append((n, s))
        out.extend((n, "> " * min(depth, MAX_QUOTE_MARKS) + words.strip() if depth else words.rstrip())
                   for depth, words in kept)
    return out


# A page as a text browser dumps it (lynx -dump, w3m): each link's number in brackets before its
# words ("the [18]Regulating Authority", "[5]Home"), the numbers running 1, 2, 3 … down the page,
# and the list of the links' addresses at the end under "References" ("18. http://…").
LINK_MARK_RE = re.compile(r"(?<![\w\]])\[(\d{1,4})\](?=[\w«“\"(])")
_LINK_MARKS = 3  # the least marks, their numbers rising from the first few, that make a text such a dump
_LINK_FIRST = 3  # … the first of them at most this (a dump's first link is its first or second)
_LINK_EXCERPT = 5  # … or the least, rising from any number, of an excerpt cut from a dump's middle
_LINK_LIST_HEAD = re.compile(r"^\s*(?:references|visible links|hidden links|ссылки)\s*:?\s*$", re.IGNORECASE)
_LINK_LIST_LINE = re.compile(r"^\s*\d{1,4}\.\s+[a-z][a-z0-9+.-]*:\S*\s*$", re.IGNORECASE)


def unlinked(lines: Lines) -> Lines:
    """A text browser's dump of a page read as the page shows it: the links' numbers before their
    words off, and the list of their addresses at the end (``LINK_MARK_RE``, with its "Visible
    links:" and "Hidden links:") left out. Taken only where the marks' numbers rise in the order
    they stand in from one of the first few (a link of an icon, "[4] [5]Print", leaves a gap), or,
    a few more, from any number (an excerpt cut from the middle of a dump: "[14]Director"); a
    note's mark after a word, "information[2]", or before a comma, "a card [1],", is none of them."""
    marks = [int(m.group(1)) for _, s in lines for m in LINK_MARK_RE.finditer(s)]
    if len(marks) < (_LINK_MARKS if marks[:1] and marks[0] <= _LINK_FIRST else _LINK_EXCERPT) \
            or any(b <= a for a, b in zip(marks, marks[1:])):
        return lines
    out = [(n, LINK_MARK_RE.sub("", s)) for n, s in lines]
    head = next((k for k, (_, s) in enumerate(out) if _LINK_LIST_HEAD.match(s) and all(
        not t.strip() or _LINK_LIST_LINE.match(t) or _LINK_LIST_HEAD.match(t) for _, t in out[k + 1:])), None)
    return out if head is None else out[:head]


# A line of a chat's export: its date and time, then who wrote it — "12/03/2024, 14:05 - Tom Reed: …"
# (one app), "[12.03.24, 14:05:33] Tom Reed: …" (another), "2024-03-12 14:05 Tom Reed: …"; a
# notice of the app's own has no writer ("12/03/2024, 14:02 - Messages are encrypted").
CHAT_STAMP_RE = re.compile(
    r"^\[?(?:\d{1,2}[./-]\d{1,2}[./-]\d{2,4}|\d{4}-\d{2}-\d{2}),?\s+\d{1,2}:\d{2}(?::\d{2})?(?:\s?[AaPp]\.?[Mm]\.?)?\]?"
    r"\s*(?:[-–—]\s*)?(?:(?P<who>[^:\n]{1,50}?):\s?)?(?P<text>.*)$")
_CHAT_LINES = 3  # stamped lines that make a text a chat's export
_CHAT_LINES_NAMED = 2  # … when its first line is one, naming its writer
# … or a stamp on a line of its own, as an export saved as a web page prints it over each message
# (furniture.LONE_STAMP_RE: a note app's too).
# … or a writer's name over their messages with the day and time after a dash, as a channel's app
# copies it ("Tom Reed — Today at 19:04", «Ирина К. — Вчера в 19:04», "Tom Reed — 03/12/2026 19:04"),
# a notice of the app's own too ("Tom pinned a message to this channel. — Today at 19:10"); and a
# later message of the same writer with its time glued before it ("[19:05]Б. …").
_WHEN = rf"(?:(?:today|yesterday|сегодня|вчера)\s+(?:at|в)\s+{TIME}|{_DAY},?\s+{TIME})"
# … or the name and the date and time without a dash, as an export of a channel saved as a web page
# heads each group of messages ("Irina L. 12.03.2024 19:04": a name of a few words, a date in figures).
_NUMERIC_WHEN = rf"(?:\d{{1,2}}[./]\d{{1,2}}[./]\d{{2,4}}|\d{{4}}-\d{{2}}-\d{{2}}),?\s+{TIME}"
NAMED_STAMP_RE = re.compile(rf"^(?:(?P<who>[^\n]{{1,120}}?)\s+[—–]\s+{_WHEN}"
                            rf"|(?P<name>[^\W\d_][^\s\d]*(?:\s+[^\s\d]+){{0,4}})\s+{_NUMERIC_WHEN})\s*$", re.IGNORECASE)
GROUPED_STAMP_RE = re.compile(rf"^\[{TIME}\]\s*(?P<text>.*)$")
# A reply's line over its quote, naming whom it quotes: "boris wrote:", "On Sat, … Boris wrote:",
# «Сергей Волков пишет:», «12.10.2005 Сергей написал(а):».
_ATTRIBUTION = re.compile(r"^[^>\n]{1,120}\b(?:wrote|writes|пишет|писал|написал(?:а|\(а\))?)\s*:\s*$",
                          re.IGNORECASE)
# A time alone over a message, as an app heads a later message of the writer of the one before it
# (a group of messages shows their writer's name once).
_LONE_TIME = re.compile(rf"^\s*\[?{TIME}\]?\s*$")
# An app's mark that a message was changed: " (edited)", " <This message was edited>", «(изменено)».
_EDITED = re.compile(r"\s*(?:\((?:edited|изменено|ред\.)\)|<this message was edited>)\s*$", re.IGNORECASE)


def unchat(lines: Lines, opens_unit=lambda line: False) -> Lines:
    """A chat's export read as a mail thread: each message starts at a stamped line and runs to
    the next; the stamp and the writer's name come off, and the lines of a message that holds a
    law's header are quoted ("> ") — the law a member posted — so that the other messages (the
    question before it, the thanks after, the app's notices) are words around a quoted law, which
    the readers do not take for law text; a reply's own quote of it ("> 2. …") is a copy, left
    out. A law posted in parts is quoted whole: a later message of
    the writer who posted its header goes on with it from its first line that opens a unit
    (``opens_unit``: the layout reader's; «Б. Карта болвана», «б) …»); in an export that names no
    writer, anyone's. A text with fewer stamped lines is left as it is."""
    stamps = [CHAT_STAMP_RE.match(s) or LONE_STAMP_RE.match(s) or NAMED_STAMP_RE.match(s) for _, s in lines]
    # fewer stamped lines make a chat when the text opens with one that names its writer, as an
    # export of two messages does (no law's text opens so)
    opens = next((m for (_, s), m in zip(lines, stamps) if s.strip()), None)
    named = opens is not None and bool(opens.groupdict().get("who") or opens.groupdict().get("name"))
    if sum(1 for m in stamps if m) < (_CHAT_LINES_NAMED if named else _CHAT_LINES):
        return lines
    messages: list[tuple[str | None, list[tuple[int, str]]]] = []
    for (n, s), m in zip(lines, stamps):
        grouped = GROUPED_STAMP_RE.match(s) if m is None and messages else None
        if grouped:  # the writer of the message before goes on with it (mid-sentence, maybe)
            messages[-1][1].append((n, _EDITED.sub("", grouped.group("text"))))
        elif m is not None or not messages:  # a lone stamp: a blank line, of no one known …
            who = m.groupdict().get("who") or m.groupdict().get("name") if m else None
            if who is None and messages and _LONE_TIME.match(s):  # … but a time alone: the writer before goes on
                who = messages[-1][0]
            messages.append((who, [(n, (m.groupdict().get("text") or "") if m else s)]))
        elif not reactions(s):
            messages[-1][1].append((n, _EDITED.sub("", s)))
    out, posted = [], set()
    # who posted a law: in their own words (a header and a unit after it), or quoting it ("> LAW 3
    # …": a law forwarded) — but a reply's quote of a law someone posted in their own words (a
    # list's "boris wrote: > LAW 3 …", perhaps changed) is no posting of it
    own = [_laws_posted(message, opens_unit, quoted=False) for _, message in messages]
    posted_own = set().union(*own)
    holds = [bool(mine) or bool(_laws_posted(message, opens_unit, quoted=True) - posted_own)
             for mine, (_, message) in zip(own, messages)]
    posters = {who for (who, _), law in zip(messages, holds) if law}
    for (who, message), law in zip(messages, holds):
        # the law goes on from the first line that opens a unit ("Here is the rest:" / "B. …"),
        # in a later message of its poster (of anyone, in an export that names no writer)
        goes_on = next((k for k, (_, s) in enumerate(message) if opens_unit(_unquoted(s))), None) if who in posted else None
        if law:
            posted.add(who)
        # another member's quote of what was posted ("> 2. Замена допускается …") is a copy: no line
        # of it, nor its attribution ("boris wrote:", «Сергей пишет:»: a line ending in a colon over it)
        quoted = [s.lstrip().startswith(">") for _, s in message]
        # the poster's own words after the law (its last paragraphs, speaking as "I" or "we":
        # "C and D in the thread, Slack cut me off"), never the law's, which speaks so nowhere
        own_end = _afterword(message, opens_unit) if law or goes_on is not None else len(message)
        # (a line the poster quoted, a law forwarded "> LAW 67 …", is quoted once, as the law they
        # post in their own words is: not a quote inside it)
        out.extend((n, s if k >= own_end else "> " + _one_level_off(s) if law or goes_on is not None and k >= goes_on else
                    "" if who not in posters and (quoted[k] or _ATTRIBUTION.match(s) and k + 1 < len(message)
                                                 and quoted[k + 1]) else s)
                   for k, (n, s) in enumerate(message))
    return out


def _afterword(message: list[tuple[int, str]], opens_unit) -> int:
    """Where the poster's own words after a law begin in their message: its last paragraphs (after
    a blank line), none opening a unit or a law, each speaking as "I", "we" or "you", or a mail's
    signature ("-- ", and what follows it); the message's end when there are none."""
    end = len(message)
    k = end
    while k:
        while k and not message[k - 1][1].strip():
            k -= 1
        start = k
        while start and message[start - 1][1].strip():
            start -= 1
        if start == k or not start:
            break  # no paragraph, or the message's first: the law's own
        words = " ".join(s.strip() for _, s in message[start:k])
        first = message[start][1].strip()
        if opens_unit(first) or law_header(first, prefixed=True) or not (
                speaks_as_a_person(words) or first == "--"):  # (a signature's "-- ", stripped)
            break
        end, k = start, start
    return end


def _laws_posted(message: list[tuple[int, str]], opens_unit, quoted: bool) -> set[int]:
    """The numbers of the laws a message posts: a law's header (its units may follow in a later
    message), unless it asks for the law ("LAW 67 - …: can anyone paste it?", a question with no
    unit after it in the message), in its own lines or (``quoted``) in its lines quoted with "> "."""
    lines = [_unquoted(s) for _, s in message if s.lstrip().startswith(">") == quoted]
    found, unit_after = set(), False  # (walked from the end: whether a line after opens a unit)
    for line in reversed(lines):
        header = law_header(line, prefixed=True)
        if header is not None and (unit_after or not line.rstrip().endswith("?")):
            found.add(header.number)
        unit_after = unit_after or bool(opens_unit(line))
    return found


def _one_level_off(line: str) -> str:
    """``line`` with its first quote mark taken off, if it has one ("> > x" → "> x")."""
    bare = line.lstrip()
    return bare[1:].lstrip(" ") if bare.startswith(">") else line


def _unquoted(line: str) -> str:
    """A line without the quote marks before it ("> LAW 25 - …": a member posting it as a quote)."""
    return line.strip().lstrip("> \t")


def reactions(line: str) -> bool:
    """A message's reactions as an export prints them under it: pictographs and their counts
    ("👍 3 ❤ 2"), not a word."""
    import unicodedata

    if _NAMED_REACTIONS.match(line):  # ":thumbsup: 2  :fire: 1", as a channel's app copies them
        return True
    kinds = [unicodedata.category(c) for c in line if not c.isspace()]
    return "So" in kinds and all(k in ("So", "Sk", "Mn", "Cf", "Nd") for k in kinds)


_NAMED_REACTIONS = re.compile(r"^\s*(?::[\w+-]{1,30}:\s*\d{1,4}\s*)+$")
