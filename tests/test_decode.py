"""decode: any of the encodings and line ends a Russian text of the 1990s travels in, or a clear refusal."""

from __future__ import annotations

from pathlib import Path

import pytest
from hypothesis import given, settings
from hypothesis import strategies as st

from bridge_laws.text.decode import Decoded, decode, russianness, sniff_newline
from bridge_laws.errors import SourceError

from helpers import SOURCES

TEXTS = sorted(SOURCES.glob("*.txt"))  # the plain-text sources
ENCODINGS = ("utf-8", "utf-8-sig", "cp1251", "koi8-r", "cp866")
NEWLINES = {"LF": "\n", "CRLF": "\r\n"}


def source_text(path: Path) -> str:
    # The stored copies are UTF-8 with LF line ends.
    return path.read_bytes().decode("utf-8")


def expected_encoding(text: str, encoding: str) -> str:
    """Pure ASCII is the same bytes in every code page, and is reported as UTF-8."""
    if text.isascii() and encoding != "utf-8-sig":
        return "utf-8"
    return encoding


# --- the real sources, in every encoding and line end ---------------------------------------


def _representable(path: Path, encoding: str) -> bool:
    try:
        source_text(path).encode(encoding)
    except UnicodeEncodeError:
        return False  # «њ», «„» of the DOS copy exist in CP1251 only; the site has ² and English
    return True


# Only the combinations that can exist: a source is never re-encoded into a code page that lacks
# its characters (so no test is skipped).
ROUND_TRIPS = [(path, encoding, newline) for path in TEXTS for encoding in ENCODINGS for newline in NEWLINES
               if _representable(path, encoding)]


@pytest.mark.parametrize("path,encoding,newline", ROUND_TRIPS,
                         ids=[f"{p.name}-{e}-{n}" for p, e, n in ROUND_TRIPS])
def test_source_round_trips(path, encoding, newline):
    text = source_text(path)
    data = text.replace("\n", NEWLINES[newline]).encode(encoding)
    decoded = decode(data, path.name)
    assert decoded.text == text
    assert decoded.encoding == expected_encoding(text, encoding)
    assert decoded.newline == newline
    assert decoded.bom == (encoding == "utf-8-sig")


def test_there_are_sources():
    assert len(TEXTS) >= 4
    assert len(ROUND_TRIPS) >= 2 * len(TEXTS) * 3  # every source in at least three encodings


def test_dos_pages_with_cp1251_artefacts_decode_as_cp1251():
    # The DOS source writes ё as "„" and underlines with "њ" and "Ґ", which
    # are odd symbols in CP1251: the Russian letters around them must still win.
    path = next(p for p in TEXTS if "dos" in p.name)
    text = source_text(path)
    assert "њ" in text and "„" in text
    assert decode(text.encode("cp1251"), path.name).encoding == "cp1251"


# --- short samples, where charset detectors stumble -----------------------------------------

SAMPLES = [
    "Правило 77. Таблица результатов",
    "ход закрытой картой может быть отменён только судьёй",
    "слабую руку с длинной бубной,",
    "РЕЗУЛЬТАТОВ В СПОРТИВНОМ БРИДЖЕ",
    "БЕЗ КОНТРЫ С КОНТРОЙ С РЕКОНТРОЙ",
    "П Р Е Д М Е Т Н Ы Й  У К А З А Т Е Л Ь",
    "см. также взятки",
    "Ход закрытой картой\nпосле назначения,\nконтры или реконтры",
    "ОБСЧЁТ",
    "игрок",
]


@pytest.mark.parametrize("newline", ["\n", "\r\n", "\r"])
@pytest.mark.parametrize("encoding", ["cp1251", "koi8-r", "cp866", "utf-8", "utf-8-sig"])
@pytest.mark.parametrize("text", SAMPLES)
def test_short_samples(text, encoding, newline):
    decoded = decode(text.replace("\n", newline).encode(encoding), "sample.txt")
    assert decoded.text == text
    assert decoded.encoding == encoding


@pytest.mark.parametrize(
    "data, encoding, newline, bom",
    [
        (b"abc\n", "utf-8", "LF", False),
        ("ёж\r\n".encode("utf-8"), "utf-8", "CRLF", False),
        (b"\xef\xbb\xbfabc\r", "utf-8-sig", "CR", True),
        ("правило\r\n".encode("utf-16"), "utf-16", "CRLF", True),
    ],
)
def test_reported_encoding_newline_bom(data, encoding, newline, bom):
    decoded = decode(data, "x.txt")
    assert (decoded.encoding, decoded.newline, decoded.bom) == (encoding, newline, bom)
    assert "\r" not in decoded.text


@pytest.mark.parametrize(
    "data, text",
    [
        (b"a\r\nb\rc\nd", "a\nb\nc\nd"),  # mixed line ends all become LF
        ("конец\r\n\x1a".encode("cp866"), "конец\n"),  # the DOS end-of-file mark goes
        (b"page 1\x0cpage 2", "page 1\x0cpage 2"),  # a form feed is text
        (b"\xef\xbb\xbf\xd0\xb0", "а"),  # the BOM is not part of the text
    ],
)
def test_text_is_normalized(data, text):
    assert decode(data, "x.txt").text == text


def test_decoded_is_frozen():
    decoded = decode(b"abc", "x.txt")
    assert isinstance(decoded, Decoded)
    with pytest.raises(AttributeError):
        decoded.text = "other"  # type: ignore[misc]


@pytest.mark.parametrize(
    "data, newline",
    [
        (b"", "LF"),
        (b"one line", "LF"),
        (b"a\nb\n", "LF"),
        (b"a\r\nb\r\n", "CRLF"),
        (b"a\rb\r", "CR"),
        (b"a\r\nb\r\nc\n", "CRLF"),  # the commonest wins
        (b"a\nb\nc\r\n", "LF"),
    ],
)
def test_sniff_newline(data, newline):
    assert sniff_newline(data) == newline


def test_russianness_prefers_the_right_code_page():
    raw = "правило о вистующем".encode("cp1251")
    assert russianness(raw.decode("cp1251")) > russianness(raw.decode("koi8-r"))
    assert russianness(raw.decode("cp1251")) > russianness(raw.decode("cp866"))
    assert russianness("only ascii") == 0.0


# --- refusals -------------------------------------------------------------------------------


@pytest.mark.parametrize(
    "data, words, line",
    [
        (b"", "empty file", None),
        (b"   \n\t\r\n  ", "empty file", None),
        (b"\xef\xbb\xbf", "empty file", None),
        (b"\xef\xbb\xbf \r\n", "empty file", None),
        (" \u00a0\u3000\n".encode("utf-8"), "empty file", None),
        (b"line one\nline two\nbad\x00byte\n", "binary data (NUL byte) at line 3", 3),
        (b"a\r\nb\r\n\x00", "binary data (NUL byte) at line 3", 3),
        (b"a\rb\rc\rd\x00", "binary data (NUL byte) at line 4", 4),
        (b"\x00\x01\x02\x03", "binary data (NUL byte) at line 1", 1),
        (b"text\n\x01\x02\x03\x04\x05\x06", "binary data (control byte 0x01", 2),
        (b"\x89PNG\r\n\x1a\n\x00\x00\x00\rIHDR", "binary data (NUL byte) at line 3", 3),
        (b"ab\n" + bytes(range(0x80, 0x100)), "unknown encoding (first non-ASCII byte at line 2)", 2),
        (bytes(range(0x80, 0x100)), "unknown encoding", 1),
        ("правило\nигрок\n".encode("utf-8") + b"\xff" + "судья\n".encode("utf-8"),
         "invalid UTF-8 byte 0xFF at line 3", 3),
        (b"\xef\xbb\xbfok\n\xd0", "invalid UTF-8 byte 0xD0 at line 2", 2),
        (b"\xff\xfe\x00", "not UTF-16", None),
        ("\ufeffa\x00b".encode("utf-16-le"), "binary data (NUL byte) at line 1", 1),
    ],
)
def test_refusals_name_file_and_line(data, words, line):
    with pytest.raises(SourceError) as caught:
        decode(data, "bad.txt")
    error = caught.value
    assert error.file == "bad.txt"
    assert error.line == line
    assert words in error.message
    assert str(error).startswith("bad.txt")


# --- Western code pages: English (and other Latin-script) texts ----------------------------

WESTERN = [
    ("The player’s card – “played” – stays played.", "cp1252", "cp1252"),
    ("A fine of €5 … or £3", "cp1252", "cp1252"),
    ("LAW 5 - THE DIRECTOR'S CAFÉ\nthe déjà vu rule", "latin-1", "latin-1"),
    ("Ein Spieler darf über die Übung nicht sprechen.", "latin-1", "latin-1"),
    ("Law 7 — a card “exposed” is a penalty card.\nSee Law 50.", "cp1252", "cp1252"),
]


@pytest.mark.parametrize("text, encoding, reported", WESTERN)
def test_western_code_pages(text, encoding, reported):
    decoded = decode(text.encode(encoding), "en.txt")
    assert decoded.text == text
    assert decoded.encoding == reported


def test_a_text_with_cr_line_ends_is_mac_roman():
    """An old Mac's notes (a blind trial, session 42): lines ending in CR alone, "–" as 0xD0 and
    "’" as 0xD5 in Mac Roman, which Latin-1 reads "Ð" and "Õ" — the law's header lost its dash."""
    text = "LAW 81 – THE SAMPLE DIRECTOR\rA. The Director’s “Status”\rThe sample Director rules.\r"
    decoded = decode(text.encode("mac_roman"), "notes.txt")
    assert decoded.encoding == "mac-roman" and decoded.newline == "CR"
    assert decoded.text == text.replace("\r", "\n")
    assert decode(text.replace("\r", "\n").encode("cp1252"), "notes.txt").encoding == "cp1252"  # LF: as before


@pytest.mark.parametrize("text", ["Правило 5. Игрок – «тот», а не “этот” — см. Law 5",
                                  "LAW 80 – ПРАВИЛО 80 – Law 80 organisation «организация»"])
def test_russian_with_english_words_stays_cyrillic(text):
    assert decode(text.encode("cp1251"), "ru.txt").encoding == "cp1251"


def test_damaged_utf8_is_not_read_as_a_code_page():
    data = "правило о вистующем\n".encode("utf-8") * 5 + b"\xc0\n"
    with pytest.raises(SourceError, match="invalid UTF-8 byte 0xC0 at line 6"):
        decode(data, "bad.txt")


def test_a_stray_control_byte_is_tolerated():
    data = b"a long enough line of ordinary text\x07 with one bell in it\n" * 3
    assert "\x07" in decode(data, "x.txt").text


def test_lines_pasted_in_utf8_into_a_code_page_text_are_read_as_utf8():
    """A Windows text (CP1251) with a paragraph pasted from a page in UTF-8 was read whole as
    CP1251, the pasted lines garbled («РЎРѕР±Р»СЋРґР°РµС‚СЃСЏ») and nothing said."""
    old = "Правило 16. Сведения от партнера\nА. Игрок может пользоваться тем, что видел сам.\n"
    pasted = "Б. Эта строка вставлена со страницы, где текст в юникоде.\n"
    data = old.encode("cp1251") + pasted.encode("utf-8") + "В. И снова строка Windows.\n".encode("cp1251")
    decoded = decode(data, "mixed.txt")
    assert decoded.text == old + pasted + "В. И снова строка Windows.\n"
    assert decoded.encoding == "cp1251 with 1 line of UTF-8"
    assert decode(old.encode("cp1251") * 3, "plain.txt").encoding == "cp1251"  # no line of UTF-8: as before
    # a line of one or two typographer's signs pasted in UTF-8 (a dash, an apostrophe) is UTF-8 too
    signs = "LAW 3 – THE SAMPLE, the player’s card\n"
    assert decode(old.encode("cp1251") + signs.encode("utf-8"), "signs.txt").text == old + signs
    # … and a line of a Latin letter beyond ASCII in a Latin word ("Zürich": «ZГјrich» before)
    place = "Played in Zürich, 2019\n"
    assert decode(old.encode("cp1251") + place.encode("utf-8"), "place.txt").text == old + place
    # a code page's line that happens to be UTF-8 («ПРАВИЛЕ»» is C5 BB, "Ż") stays the code page's
    assert decode(old.encode("cp1251") + "see Е» now\n".encode("cp1251"), "cp.txt").text.endswith("see Е» now\n")


# --- properties -----------------------------------------------------------------------------


@settings(max_examples=400)
@given(st.binary(max_size=400))
def test_arbitrary_bytes_decode_or_raise_source_error(data):
    try:
        decoded = decode(data, "fuzz.bin")
    except SourceError as error:
        assert error.file == "fuzz.bin"
        return
    assert "\r" not in decoded.text
    assert decoded.text.strip()


_RUSSIAN = st.text(
    alphabet=st.sampled_from("абвгдеёжзийклмнопрстуфхцчшщъыьэюяАБВГДЕЁЖЗИЙКЛМНОПРСТУФХЦЧШЩЪЫЬЭЮЯ .,-\n0123"),
    min_size=1,
    max_size=200,
)


@given(_RUSSIAN, st.sampled_from(["utf-8", "utf-8-sig"]))
def test_unicode_texts_round_trip(text, encoding):
    if not text.strip():
        return
    assert decode(text.encode(encoding), "x.txt").text == text


_PASTED = st.text(alphabet=st.sampled_from("абвгдежзийклмнопрстуфхцчшщыьэюяАБВГДЕЖЗИКЛМНОПРСТ .,-0123"),
                  min_size=1, max_size=80).filter(lambda line: sum(ch.isalpha() for ch in line) >= 3)


@given(st.lists(_PASTED, min_size=1, max_size=4))
def test_any_utf8_lines_among_cp1251_ones_are_read_as_written(pasted):
    base = "Правило 40. Соглашения партнеров\nИгрок объявляет свою систему соперникам до начала игры.\n"
    data = base.encode("cp1251") + b"".join(line.encode("utf-8") + b"\n" for line in pasted)
    assert decode(data, "mixed.txt").text == base + "".join(line + "\n" for line in pasted)
