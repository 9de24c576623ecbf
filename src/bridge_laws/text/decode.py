"""Turn the raw bytes of a source text into ``str``, whatever code page and line ends it came in.

Russian texts of the late 1980s and 1990s travel as UTF-8 (with or without a
byte-order mark), CP1251 (Windows), KOI8-R (Unix mail and Usenet) or CP866
(DOS), with LF, CRLF or CR line ends.  A user drops a file in and is never
asked which: :func:`decode` finds out, or refuses with a
:class:`~bridge_laws.errors.SourceError` that names the file and line.

The order of the tests:

1. a byte-order mark decides (UTF-8 or UTF-16);
2. a NUL byte or many control bytes mean a binary file;
3. bytes that are valid UTF-8 are UTF-8;
4. otherwise each Cyrillic code page decodes the bytes and the decoding that
   reads most like Russian wins (:func:`russianness`);
5. unless the text is in Latin script, which no Cyrillic reading turns into
   Cyrillic words (an English text in a Western code page, CP1252 or
   Latin-1): then the Western code page reads it (:func:`_western`).

Why our own scorer rather than charset-normalizer alone: on short Russian
samples charset-normalizer confuses CP1251 with KOI8-R (both map every byte
to some Cyrillic letter), and a source may be a single short page.  The
scorer only ever chooses among three code pages, which makes a simple
letter-frequency model enough.
"""

from __future__ import annotations

import math
import re
from dataclasses import dataclass

from bridge_laws.errors import SourceError
from bridge_laws.text.textfix import is_known_word

CODE_PAGES = ("cp1251", "koi8-r", "cp866")
WESTERN_CODE_PAGES = ("cp1252", "latin-1", "mac-roman")

_UTF8_BOM = b"\xef\xbb\xbf"
_UTF16_BOMS = (b"\xff\xfe", b"\xfe\xff")

# A DOS editor ends a file with Ctrl-Z (0x1A), the old end-of-file mark; it is
# not part of the text and must not make a CP866 file look binary.
_DOS_EOF = b"\x1a"

# Control characters that plain text may hold: tab, line ends, form feed
# (page breaks in DOS printouts) and vertical tab.
_TEXT_CONTROLS = frozenset("\t\n\r\f\v")

# More control characters than this share of all characters means binary: a
# stray one in a long text is tolerated, a run of them is not.
_MAX_CONTROL_SHARE = 0.02

# Below this mean score per non-ASCII character no code page reads as Russian
# (Russian prose scores about -3; text made of symbols about -10).
_MIN_MEAN_SCORE = -6.5


@dataclass(frozen=True)
class Decoded:
    """A decoded source: text with ``\\n`` line ends, and how the bytes were written."""

    text: str
    encoding: str  # "utf-8", "utf-8-sig", "utf-16", "cp1251", "koi8-r", "cp866", "cp1252", "latin-1" or "mac-roman"
    newline: str  # "LF", "CRLF" or "CR": the most common line end of the bytes
    bom: bool


def decode(data: bytes, name: str) -> Decoded:
    """Decode a source file's bytes; ``name`` is only used in error messages."""
    if not data:
        raise SourceError(name, "empty file (0 bytes): nothing to read")
    data = data.rstrip(_DOS_EOF)
    if data.startswith(_UTF16_BOMS):
        text = _decode_utf16(data, name)
        return _finish(text, name, "utf-16", sniff_newline(text.encode("utf-8")), bom=True)
    _refuse_binary(data.decode("latin-1"), name)
    newline = sniff_newline(data)
    if data.startswith(_UTF8_BOM):
        return _finish(_decode_utf8(data[3:], name), name, "utf-8-sig", newline, bom=True)
    text, encoding = _decode_without_bom(data, name)
    return _finish(text, name, encoding, newline, bom=False)


def sniff_newline(data: bytes) -> str:
    """The most common line end in ``data``: "LF", "CRLF" or "CR" ("LF" when there is none)."""
    crlf = data.count(b"\r\n")
    counts = {"LF": data.count(b"\n") - crlf, "CRLF": crlf, "CR": data.count(b"\r") - crlf}
    # max() keeps the first of equal counts, so a file without line ends is "LF".
    return max(counts, key=counts.__getitem__)


def normalize_newlines(text: str) -> str:
    """CRLF and lone CR become LF."""
    return text.replace("\r\n", "\n").replace("\r", "\n")


def _finish(text: str, name: str, encoding: str, newline: str, bom: bool) -> Decoded:
    text = normalize_newlines(text)
    if not text.strip():
        raise SourceError(name, "empty file: it holds only white space")
    return Decoded(text=text, encoding=encoding, newline=newline, bom=bom)


def _line_of(text: str, pos: int) -> int:
    """1-based line of character ``pos`` in ``text`` (any line ends; bytes are passed as Latin-1)."""
    return normalize_newlines(text[:pos]).count("\n") + 1


# --- binary files ---------------------------------------------------------------------------


def _is_bad_control(ch: str) -> bool:
    # Only C0 controls and DEL: in a Latin-1 view of the bytes, 0x80-0x9F are
    # C1 controls but they are letters in CP1251, KOI8-R and CP866.
    return (ch < " " and ch not in _TEXT_CONTROLS) or ch == "\x7f"


# The same rule as one character class: the scan below runs over every byte of every source,
# and a Python call per character was a fifth of the corpus build.
_BAD_CONTROL_RE = re.compile("[" + re.escape("".join(c for c in map(chr, range(0x80)) if _is_bad_control(c))) + "]")


def _refuse_binary(chars: str, name: str) -> None:
    """Raise if ``chars`` (bytes seen as Latin-1, or decoded text) hold NULs or many controls."""
    nul = chars.find("\x00")
    if nul >= 0:
        line = _line_of(chars, nul)
        raise SourceError(name, f"binary data (NUL byte) at line {line}: not a text file", line)
    bad = [m.start() for m in _BAD_CONTROL_RE.finditer(chars)]
    if bad and len(bad) > _MAX_CONTROL_SHARE * len(chars):
        line = _line_of(chars, bad[0])
        code = ord(chars[bad[0]])
        raise SourceError(
            name,
            f"binary data (control byte 0x{code:02X}, one of {len(bad)}) at line {line}: "
            "not a text file",
            line,
        )


# --- Unicode ----------------------------------------------------------------------------------


def _decode_utf16(data: bytes, name: str) -> str:
    try:
        text = data.decode("utf-16")
    except UnicodeDecodeError as exc:
        raise SourceError(name, f"starts with a UTF-16 byte-order mark but is not UTF-16: {exc.reason}") from exc
    _refuse_binary(text, name)
    return text


def _decode_utf8(data: bytes, name: str) -> str:
    """Strict UTF-8, for a file whose byte-order mark promises UTF-8."""
    try:
        return data.decode("utf-8")
    except UnicodeDecodeError as exc:
        raise _bad_utf8(data, exc, name, "the file starts with a UTF-8 byte-order mark") from exc


def _bad_utf8(data: bytes, exc: UnicodeDecodeError, name: str, why: str) -> SourceError:
    line = _line_of(data.decode("latin-1"), exc.start)
    byte = data[exc.start]
    return SourceError(name, f"invalid UTF-8 byte 0x{byte:02X} at line {line}, but {why}", line)


def _mostly_utf8(data: bytes) -> bool:
    """True when nearly all non-ASCII bytes form valid UTF-8: a UTF-8 file with a damaged byte.

    A CP1251, KOI8-R or CP866 file almost never forms a valid UTF-8 sequence
    (its letters are not followed by 0x80-0xBF continuation bytes), so such a
    file is damaged UTF-8 and guessing a code page would only turn it into
    mojibake ("Ð¿Ñ€Ð°Ð²Ð¸Ð»Ð¾").
    """
    text = data.decode("utf-8", errors="replace")
    bad = text.count("\ufffd")
    good = sum(1 for ch in text if ch > "\x7f" and ch != "\ufffd")
    return good >= 8 and good >= 10 * bad


def _decode_without_bom(data: bytes, name: str) -> tuple[str, str]:
    try:
        return data.decode("utf-8"), "utf-8"
    except UnicodeDecodeError as exc:
        if _mostly_utf8(data):
            raise _bad_utf8(data, exc, name, "the rest of the file is UTF-8") from exc
    return _with_utf8_lines(data, name)


# A line of at least this many letters or signs beyond ASCII that is valid UTF-8, in a file of
# another code page, is a line in UTF-8 (a paragraph pasted from a page into a Windows text): a
# code page's text almost never forms UTF-8's sequences (see ``_mostly_utf8``), and a line read
# in the file's code page would be mojibake («РџСЂР°РІРёР»Рѕ»), or refused for a byte the code
# page lacks (UTF-8's «И» holds CP1251's undefined 0x98).
_UTF8_LINE_CHARS = 3


# … or one of fewer such characters when each is a typographer's sign (a dash, quotes, an
# apostrophe, a no-break space, «№»): a pasted "LAW 3 – …" or "player’s" is UTF-8, where a code
# page's line that happens to be valid UTF-8 reads as a rare letter («Е»» as "Ż»).
_PASTED_SIGNS = re.compile("[\u2010-\u2027\u2030-\u205e\u00a0\u00ab\u00bb\u00b7\u2116\u20ac]")


# … or of a Latin letter beyond ASCII in a word of ASCII letters ("Zürich", "café"): a code page's
# line reads so only where a Cyrillic capital and a sign stand glued to Latin letters.
_LATIN_IN_WORD = re.compile(r"(?<=[A-Za-z])[\u00c0-\u024f]|[\u00c0-\u024f](?=[A-Za-z])")


def _utf8_line(raw: bytes) -> str | None:
    try:
        line = raw.decode("utf-8")
    except UnicodeDecodeError:
        return None
    beyond = [ch for ch in line if ch > "\x7f"]
    if len(beyond) >= _UTF8_LINE_CHARS:
        return line
    latin = {m.start() for m in _LATIN_IN_WORD.finditer(line) if line[m.start()].isalpha()}
    beyond_at = [k for k, ch in enumerate(line) if ch > "\x7f"]
    if beyond_at and all(_PASTED_SIGNS.match(line[k]) or k in latin for k in beyond_at):
        return line
    return None


def _with_utf8_lines(data: bytes, name: str) -> tuple[str, str]:
    """``data`` read in the code page that reads its lines best, but each line that is UTF-8
    (``_utf8_line``) read as UTF-8; the encoding named so ("cp1251 with 2 lines of UTF-8") when
    there is one. (The whole is not UTF-8, so some line is not: the code page has lines to go on.)"""
    lines = data.split(b"\n")
    utf8 = [_utf8_line(raw) for raw in lines]
    mixed = sum(line is not None for line in utf8)
    rest = b"\n".join(raw for raw, line in zip(lines, utf8) if line is None)
    if not mixed:
        return _decode_code_page(data, name)
    try:
        text, encoding = _decode_code_page(rest, name)
    except SourceError:  # said of the whole file, at its own line numbers
        return _decode_code_page(data, name)
    own = iter(text.split("\n"))
    text = "\n".join(line if line is not None else next(own) for line in utf8)
    return text, f"{encoding} with {mixed} line{'s' if mixed > 1 else ''} of UTF-8"


# --- Cyrillic code pages ----------------------------------------------------------------------

# Frequencies of Russian letters in running text, per 10,000 letters (the
# usual table from the national corpus).  A wrong code page turns frequent
# letters into rare ones: CP1251 "о" (0xEE) read as KOI8-R is "Н", and read as
# CP866 "ю"; KOI8-R "о" (0xCF) read as CP1251 is "П".
_RU_FREQ = {
    "о": 1097, "е": 845, "а": 801, "и": 735, "н": 670, "т": 626, "с": 547, "р": 473,
    "в": 454, "л": 440, "к": 349, "м": 321, "д": 298, "п": 281, "у": 262, "я": 201,
    "ы": 190, "ь": 174, "г": 170, "з": 165, "б": 159, "ч": 144, "й": 121, "х": 97,
    "ж": 94, "ш": 73, "ю": 64, "ц": 48, "щ": 36, "э": 32, "ф": 26, "ъ": 4, "ё": 4,
}
_LETTER_SCORE = {ch: math.log(n / 10000) for ch, n in _RU_FREQ.items()}

# Non-letters a Russian text in these code pages really uses: quotes, dashes,
# the numero sign, no-break space.  Cheaper than other symbols, dearer than
# letters.  "„" is among them: the DOS source writes "ё" as "„" (CP1251 0x84).
_TYPOGRAPHY = frozenset("«»„“”‚‘’—–№…\u00a0·°")
_TYPOGRAPHY_SCORE = math.log(0.005)

# Anything else non-ASCII: box drawing (KOI8-R and CP866 read each other's
# lowercase letters as "═║╒"), Serbian or Ukrainian letters ("њ", "Ґ": CP866
# uppercase read as CP1251), currency and maths signs.
_SYMBOL_SCORE = math.log(0.0001)

# Such a symbol glued to a letter is worse still: "наяв╗р" is "ОБСЧЁТ" in
# CP1251 read as KOI8-R, where the box corner stands for "Ё".
_SYMBOL_IN_WORD_SCORE = -4.0

# An uppercase letter right after a lowercase one ("пРАВИЛО"): the mark of
# KOI8-R and CP1251 read as each other, which swaps the case of every letter.
_CASE_FLIP_SCORE = -6.0

# A Cyrillic letter glued to a Latin one ("cafй"): a Western text misread.
_MIXED_SCRIPT_SCORE = -6.0

# The 150 commonest letter pairs inside Russian words; together they make
# about 80% of all pairs.  Letter frequencies alone cannot tell a short
# snippet: "слабую руку" in CP1251 read as KOI8-R is "ЯКЮАСЧ ПСЙС", whose
# letters are no rarer, but whose pairs ("як", "юа", "пс") are.
_COMMON_PAIRS = frozenset(
    """
    ни ен ра на пр ст ре но ан то не по ка ли ть ет ко ва ро ия ны ов ил та ле нн ав ви ие ль
    ат за ар гр он об сл ор ос го ед ог ол аз ит ел ис ом от че ак ла ри ес ой су ме ер од те
    со ас ци де во иг ую им тр ля мо до рт да уд ал ры ят ло ьн бо тв ше пе ча дь вы ру ач ем
    вл ющ же ду тн ве ии ез ки нт ти ая ые щи ми чи ши зя вз ин ма ок ту ий тс ег дл тк ап ся
    ае зн сп ый бы ку ыг ив зу ей жд ам ул оч ож уш ое уч кт ще ус гл оп ик ди ьт оз па зы лн
    """.split()
)
_COMMON_PAIR_SCORE = 1.5

# A faint preference for lowercase, for letters standing alone where neither
# frequency nor pairs can tell: "з з з" (dashes of a mangled table, CP1251)
# is not "Г Г Г".  Russian text is mostly lowercase.
_UPPER_SCORE = -0.5
_RARE_PAIR_SCORE = -1.0

# Letters that never start a Russian word, and never follow a vowel: "ь",
# "ъ", "ы".  Decides all-capital snippets where case tells nothing.
_NO_START = frozenset("ьъы")
_VOWELS = frozenset("аеёиоуыэюя")
_IMPOSSIBLE_SCORE = -4.0

_LATIN = re.compile(r"[A-Za-z]")

# A letter standing alone and followed by another lone letter: a heading set
# letter-spaced, "П Р Е Д М Е Т Н Ы Й".  The space between them is dropped
# before scoring so that letter pairs can judge the word.
_SPACED_OUT = re.compile(r"(?<![^\W\d_])([^\W\d_]) (?=[^\W\d_](?![^\W\d_]))")


def _char_score(ch: str, prev: str) -> float:
    """Log-likelihood that ``ch`` (non-ASCII, after ``prev``) belongs to Russian text."""
    low = ch.lower()
    if low not in _LETTER_SCORE:
        if ch in _TYPOGRAPHY:
            return _TYPOGRAPHY_SCORE
        return _SYMBOL_SCORE + (_SYMBOL_IN_WORD_SCORE if prev.isalpha() else 0.0)
    score = _LETTER_SCORE[low]
    prev_low = prev.lower()
    if prev_low in _LETTER_SCORE:
        score += _COMMON_PAIR_SCORE if prev_low + low in _COMMON_PAIRS else _RARE_PAIR_SCORE
    if ch != low:
        score += _UPPER_SCORE
        if prev_low in _LETTER_SCORE and prev.islower():
            score += _CASE_FLIP_SCORE
    if low in _NO_START and (prev_low in _VOWELS or prev_low not in _LETTER_SCORE):
        score += _IMPOSSIBLE_SCORE
    if _LATIN.match(prev):
        score += _MIXED_SCRIPT_SCORE
    return score


def russianness(text: str) -> float:
    """Mean log-likelihood per non-ASCII character that ``text`` is Russian (0 if all ASCII).

    All three code pages agree on ASCII, so only the non-ASCII characters
    tell the decodings apart; each scores the same positions of the bytes.
    """
    total, count, prev = 0.0, 0, " "
    for ch in _SPACED_OUT.sub(r"\1", text):
        if ch > "\x7f":
            total += _char_score(ch, prev)
            count += 1
        prev = ch
    return total / count if count else 0.0


# Words the Russian dictionary knows, as a share of the first words of a
# decoding, weigh in too.  Letter statistics need a sentence or so; a lone
# capitalised word does not give them enough: "ОБСЧЕТ" in CP1251 read as
# KOI8-R is "наявер", whose letters and pairs look as Russian, but only the
# first is a word.
_CYRILLIC_WORD = re.compile(r"[А-Яа-яЁё]{2,}")
_DICTIONARY_SAMPLE = 300
_DICTIONARY_WEIGHT = 3.0


def known_share(text: str) -> float:
    """The share of the first Cyrillic words of ``text`` that the dictionary knows (0 if none)."""
    words = []
    for match in _CYRILLIC_WORD.finditer(text):
        words.append(match.group())
        if len(words) == _DICTIONARY_SAMPLE:
            break
    return sum(map(is_known_word, words)) / len(words) if words else 0.0


def _score(text: str) -> float:
    return russianness(text) + _DICTIONARY_WEIGHT * known_share(text)


def _candidates(data: bytes) -> dict[str, str]:
    """Every code page that decodes ``data`` (CP1251 leaves 0x98 undefined)."""
    found = {}
    for encoding in CODE_PAGES:
        try:
            found[encoding] = data.decode(encoding)
        except UnicodeDecodeError:
            continue
    return found


def _refuse_undefined_bytes(data: bytes, name: str, best_score: float) -> None:
    """A code page that reads best but for a byte it leaves undefined (CP1251 0x98): name the byte
    and its line, rather than pick a worse code page and call the text garbage."""
    for encoding in CODE_PAGES:
        try:
            data.decode(encoding)
            continue
        except UnicodeDecodeError as exc:
            pos = exc.start
        if _score(data.decode(encoding, errors="replace")) > best_score:
            line = _line_of(data.decode("latin-1"), pos)
            raise SourceError(name, f"byte 0x{data[pos]:02X} at line {line} is no character in {encoding.upper()}, "
                                    f"in which the rest of the text reads: remove or fix that byte", line)


def _decode_code_page(data: bytes, name: str) -> tuple[str, str]:
    scored = {enc: (_score(text), text) for enc, text in _candidates(data).items()}
    # max() keeps the first of equal scores: CP1251, the commonest, wins ties.
    best = max(scored, key=lambda enc: scored[enc][0]) if scored else None
    _refuse_undefined_bytes(data, name, scored[best][0] if best else -math.inf)
    text = scored[best][1]
    western = _western(data, text)
    if western is not None:
        return western
    if russianness(text) < _MIN_MEAN_SCORE:
        pos = next(i for i, b in enumerate(data) if b > 0x7F)
        line = _line_of(data.decode("latin-1"), pos)
        raise SourceError(
            name,
            f"unknown encoding (first non-ASCII byte at line {line}): not UTF-8, and it reads as "
            "Russian in none of CP1251, KOI8-R, CP866, and not as a Latin-script text in CP1252 or Latin-1",
            line,
        )
    return text, best


# --- Western code pages -----------------------------------------------------------------------

# A Latin-script text read as Cyrillic leaves lone Cyrillic letters among Latin ones: "café"
# in CP1252 read as CP1251 is "cafй", "Übung" is "Ьbung", "€5 … £3" in CP866 is "А5 Е г3". In a
# Russian text (even one quoting English, as the bilingual site does) nearly every Cyrillic letter
# stands next to another one, in a word. When at least this share of the Cyrillic letters of the
# best Cyrillic reading are lone (or not Russian letters), the text is Latin script and a Western
# code page reads it.
_LONE_SHARE = 0.5
_CYRILLIC_LETTER = re.compile(r"[\u0400-\u04ff]")


def _lone_share(text: str) -> float | None:
    """The share of Cyrillic letters in ``text`` that have no Russian letter beside them or are
    not Russian letters themselves (None: no Cyrillic letter). Not Russian: CP1251's Serbian and
    Ukrainian letters in 0x80-0xBF stand for CP1252's typography ("Ђ" for "€", "Ј" for "£")."""
    spots = [m.start() for m in _CYRILLIC_LETTER.finditer(text)]
    if not spots:
        return None

    def russian(j: int) -> bool:
        return 0 <= j < len(text) and text[j].lower() in _LETTER_SCORE

    lone = sum(1 for i in spots if not russian(i) or not (russian(i - 1) or russian(i + 1)))
    return lone / len(spots)


def _western(data: bytes, cyrillic: str) -> tuple[str, str] | None:
    """The CP1252 (or Latin-1) reading of ``data`` when it is a Latin-script text, else None.

    ``cyrillic`` is the best Cyrillic reading. Two cases make a Latin-script text: that reading
    has no Cyrillic letter at all (the only non-ASCII bytes are typography, "’" 0x92, "–" 0x96,
    which CP1252 names better: 0x80 is "€" there, "Ђ" in CP1251), or its Cyrillic letters are
    lone among Latin ones (see ``_LONE_SHARE``). Latin-1 and CP1252 agree on 0xA0-0xFF; the text
    is reported as Latin-1 unless it uses CP1252's typography in 0x80-0x9F. A text whose lines end
    in CR alone was written on a Mac before OS X, in Mac Roman ("–" 0xD0, "’" 0xD5, where Latin-1
    reads "Ð" and "Õ").
    """
    share = _lone_share(cyrillic)
    if share is not None and share < _LONE_SHARE:
        return None
    if not re.search(r"[A-Za-z]{2}", cyrillic):
        return None  # no Latin words either: symbols, not a text
    if sniff_newline(data) == "CR":
        return data.decode("mac_roman"), "mac-roman"
    try:
        text = data.decode("cp1252")
    except UnicodeDecodeError:
        return None  # a byte CP1252 leaves undefined (0x81, 0x8D, 0x8F, 0x90, 0x9D): not a Western text
    return text, ("cp1252" if any(0x80 <= b <= 0x9F for b in data) else "latin-1")
