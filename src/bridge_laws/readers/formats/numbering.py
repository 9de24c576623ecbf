"""Word's automatic numbering: the ``A.``, ``1.``, ``(a)`` a DOCX shows but does not store in
its text.

A numbered paragraph stores only ``<w:numPr><w:ilvl/><w:numId/></w:numPr>`` (in itself or in its
style). ``numbering.xml`` maps the numId to an abstract definition (``w:num`` → ``w:abstractNum``)
whose levels (``w:lvl``) say where to start (``w:start``), how to write the number
(``w:numFmt``: decimal, upperLetter, lowerRoman, …) and the label around it (``w:lvlText``:
``"%1."``, ``"(%3)"``, ``"%1.%2"``). :class:`Numbering` keeps a counter per level, as Word does,
and renders each numbered paragraph's label.

Word's rules followed here (ECMA-376 Part 1, 17.9): a level restarts when a higher level is used
(unless ``w:lvlRestart`` says otherwise); numbers with the same abstract definition continue
one another unless the ``w:num`` overrides a level's start (``w:lvlOverride/w:startOverride``:
"restart numbering"), which makes it a list of its own; ``w:isLgl`` writes every level as a
decimal; a level's ``w:pStyle`` ties it to a paragraph style.
"""

from __future__ import annotations

import re
from dataclasses import dataclass, field

_W = "{http://schemas.openxmlformats.org/wordprocessingml/2006/main}"


def qn(tag: str) -> str:
    """``"w:lvl"`` → the element's name in Clark notation, as python-docx's ``qn`` writes it
    (here so that importing the readers does not load python-docx and lxml)."""
    return _W + tag.split(":", 1)[1]

# Word's Russian letter sequence (numFmt russianLower/russianUpper) skips ё, й, ъ, ы, ь;
# LibreOffice's ("а, б, .., аа, аб, ... (ru)") keeps ы.
_RUSSIAN = "абвгдежзиклмнопрстуфхцчшщэюя"
_RUSSIAN_LIBREOFFICE = "абвгдежзиклмнопрстуфхцчшщыэюя"
_ROMAN = ((1000, "m"), (900, "cm"), (500, "d"), (400, "cd"), (100, "c"), (90, "xc"), (50, "l"),
          (40, "xl"), (10, "x"), (9, "ix"), (5, "v"), (4, "iv"), (1, "i"))


# What a list number can mean. Word stores a start as ST_DecimalNumber and reads it as a 32-bit
# integer; browsers clamp an <ol start> to one too. A value that is not such a number
# (w:start="abc", a 5,000-digit start: int() refuses past 4,300 digits) is ignored, as Word and
# browsers ignore it: the level's default is used.
MAX_LIST_NUMBER = 2 ** 31 - 1
_NUMBER = re.compile(r"\s*([+-]?[0-9]{1,10})\s*")  # the digits read alone: int() refuses spaces such as \x1f
# Roman numerals and letters only up to 3,999 (CSS's range for upper-roman); a larger number is
# written in decimal, as browsers write it. Built a character at a time, upperRoman from 10^15 was
# 10^12 "M"s (5 GB and a MemoryError); "zzz…" for a letter list grows the same way.
MAX_STYLED = 3999
# Word's list levels are 0-8 (ECMA-376 17.9.3: ilvl).
LEVELS = range(9)
# An ordered list's type as HTML (ol type="a") and BBCode ([list=a]) name it: the format of its
# numbers and the label a browser shows, as the Laws print it ("a." and "i." are "(a)", "(i)").
LIST_TYPES = {"1": ("decimal", "{}."), "A": ("upperLetter", "{}."), "I": ("upperRoman", "{}."),
              "a": ("lowerLetter", "({})"), "i": ("lowerRoman", "({})")}


def list_number(text, default):
    """``text`` as a list number (a start, an override, an HTML start or value), or ``default``
    when it is none or out of :data:`MAX_LIST_NUMBER`."""
    match = _NUMBER.fullmatch(text) if isinstance(text, str) else None
    if match is None:
        return default
    n = int(match[1])
    return n if abs(n) <= MAX_LIST_NUMBER else default


def level_number(text) -> int | None:
    """A list level (``w:ilvl``): 0-8, or None for anything else (``"one"``, ``"-1"``, none)."""
    n = list_number(text, None)
    return n if n in LEVELS else None


def _letters(n: int, alphabet: str) -> str:
    """Word's letter numbering: a … z, then aa … zz, aaa …: the letter repeated."""
    if n <= 0:
        return str(n)
    return alphabet[(n - 1) % len(alphabet)] * ((n - 1) // len(alphabet) + 1)


def _counted(n: int, alphabet: str) -> str:
    """OpenDocument's letter numbering (without ``style:num-letter-sync``): a … z, aa, ab … az,
    ba …: counted as a number in base 26 that has no zero."""
    if n <= 0:
        return str(n)
    out = []
    while n > 0:
        n, digit = divmod(n - 1, len(alphabet))
        out.append(alphabet[digit])
    return "".join(reversed(out))


def _roman(n: int) -> str:
    if n <= 0:
        return str(n)
    out = []
    for value, digits in _ROMAN:
        while n >= value:
            out.append(digits)
            n -= value
    return "".join(out)


_LATIN = "abcdefghijklmnopqrstuvwxyz"
FORMATS = {
    "decimal": str,
    "decimalZero": lambda n: f"{n:02d}",
    "upperLetter": lambda n: _letters(n, _LATIN).upper(),
    "lowerLetter": lambda n: _letters(n, _LATIN),
    "upperRoman": lambda n: _roman(n).upper(),
    "lowerRoman": _roman,
    "russianUpper": lambda n: _letters(n, _RUSSIAN).upper(),
    "russianLower": lambda n: _letters(n, _RUSSIAN),
    # OpenDocument's (odt.py): letters counted, or repeated with num-letter-sync; LibreOffice's
    # Russian letters, the capital ones only the first ("Аа, Аб")
    "upperLetterCounted": lambda n: _counted(n, _LATIN).upper(),
    "lowerLetterCounted": lambda n: _counted(n, _LATIN),
    "russianUpperOdf": lambda n: _letters(n, _RUSSIAN_LIBREOFFICE).capitalize(),
    "russianLowerOdf": lambda n: _letters(n, _RUSSIAN_LIBREOFFICE),
    "russianUpperOdfCounted": lambda n: _counted(n, _RUSSIAN_LIBREOFFICE).capitalize(),
    "russianLowerOdfCounted": lambda n: _counted(n, _RUSSIAN_LIBREOFFICE),
    "none": lambda n: "",
}

# The number formats as codes ([MS-DOC] 2.9.171 MSONFC: a .doc's LVL, a Word 2003 XML's w:nfc) →
# FORMATS (58 and 59: Russian letters)
MSONFC = {0: "decimal", 1: "upperRoman", 2: "lowerRoman", 3: "upperLetter", 4: "lowerLetter", 22: "decimalZero",
          23: "bullet", 58: "russianLower", 59: "russianUpper", 255: "none"}


def endnote_mark(n: int) -> str:
    """The mark of the ``n``-th endnote a writer numbered: "[i]", "[ii]", as Word numbers endnotes
    apart from footnotes, in brackets, a mark the layout reader knows (every word processor's
    reader writes it so, whatever numbers the document gives them)."""
    return f"[{format_number(n, 'lowerRoman')}]"


def format_number(n: int, fmt: str) -> str:
    """``n`` written as ``fmt`` says (an unknown format, e.g. ``ordinal``, falls back to decimal;
    a Roman or letter number past :data:`MAX_STYLED` is written in decimal)."""
    if fmt not in ("none", "decimalZero") and not 1 <= n <= MAX_STYLED:
        return str(n)
    return FORMATS.get(fmt, str)(n)


@dataclass(frozen=True)
class Level:
    start: int = 0
    fmt: str = "decimal"
    text: str = ""  # the lvlText pattern: "%1.", "(%3)"
    restart: int | None = None  # lvlRestart: restart when a level below this (0-based) is used
    legal: bool = False  # isLgl
    suffix: str = " "  # after the label: tab and space both read as one space; "nothing" as none
    style: str | None = None  # pStyle: the paragraph style tied to this level


@dataclass
class _List:
    """The counters of one list: a value per level once used."""

    levels: dict[int, Level]
    values: dict[int, int] = field(default_factory=dict)


def _val(el, tag: str, default=None):
    child = el.find(qn(tag)) if el is not None else None
    return child.get(qn("w:val")) if child is not None else default


def _level(el) -> Level:
    restart = _val(el, "w:lvlRestart")
    suffix = {"nothing": ""}.get(_val(el, "w:suff", "tab"), " ")
    legal = el.find(qn("w:isLgl")) is not None and _val(el, "w:isLgl", "1") not in ("0", "false")
    return Level(start=list_number(_val(el, "w:start"), 0), fmt=_val(el, "w:numFmt", "decimal"),
                 text=_val(el, "w:lvlText", ""), restart=list_number(restart, None),
                 legal=legal, suffix=suffix, style=_val(el, "w:pStyle"))


def level_overrides(instance, tag, level) -> tuple[dict[int, int], dict[int, Level]]:
    """A list instance's overrides (``w:lvlOverride``: a level's start, ``w:startOverride``, or the
    whole level, ``w:lvl``, read by ``level``), by level; ``tag`` names the elements in the
    document's namespace (a DOCX's, or Word 2003 XML's)."""
    starts, levels = {}, {}
    for o in instance.findall(tag("w:lvlOverride")):
        ilvl = level_number(o.get(tag("w:ilvl")))
        given = o.find(tag("w:startOverride"))
        start = list_number(given.get(tag("w:val")), None) if given is not None else None
        if ilvl is not None and start is not None:
            starts[ilvl] = start
        if ilvl is not None and o.find(tag("w:lvl")) is not None:
            levels[ilvl] = level(o.find(tag("w:lvl")))
    return starts, levels


class Numbering:
    """The numbering definitions of one document, and the counters as its paragraphs go by."""

    def __init__(self, numbering_xml):
        self.abstract: dict[str, dict[int, Level]] = {}
        self.nums: dict[str, tuple[str, dict[int, int], dict[int, Level]]] = {}
        self._lists: dict[str, _List] = {}
        if numbering_xml is None:
            return
        # a level or override whose ilvl is not 0-8 (missing, "one") is one Word would not read
        for a in numbering_xml.findall(qn("w:abstractNum")):
            levels = {level_number(lvl.get(qn("w:ilvl"))): _level(lvl) for lvl in a.findall(qn("w:lvl"))}
            levels.pop(None, None)
            self.abstract[a.get(qn("w:abstractNumId"))] = levels
        for num in numbering_xml.findall(qn("w:num")):
            self.nums[num.get(qn("w:numId"))] = (_val(num, "w:abstractNumId"), *level_overrides(num, qn, _level))

    def levels_of(self, num_id: str) -> dict[int, Level]:
        abstract, starts, overrides = self.nums.get(num_id, (None, {}, {}))
        levels = dict(self.abstract.get(abstract, {}))
        levels.update(overrides)
        for ilvl, start in starts.items():
            levels[ilvl] = Level(**{**levels.get(ilvl, Level()).__dict__, "start": start})
        return levels

    def level_of_style(self, num_id: str, style: str | None) -> int | None:
        """The level tied to a paragraph style (``w:lvl/w:pStyle``), if any."""
        return next((i for i, lvl in self.levels_of(num_id).items() if style and lvl.style == style), None)

    def _list(self, num_id: str) -> _List:
        """Numbers of one abstract definition share counters; a "restart numbering" (a start
        override) makes a list of its own."""
        abstract, starts, overrides = self.nums.get(num_id, (None, {}, {}))
        key = f"num:{num_id}" if starts or overrides else f"abstract:{abstract}"
        if key not in self._lists:
            self._lists[key] = _List(levels=self.levels_of(num_id))
        return self._lists[key]

    def label(self, num_id: str, ilvl: int) -> str:
        """Count one paragraph at ``ilvl`` of list ``num_id`` and return its label with its
        suffix ("A. ", "(a) "); "" for numId 0 (numbering switched off) or a bullet."""
        if num_id in (None, "0") or num_id not in self.nums:
            return ""
        lst = self._list(num_id)
        level = lst.levels.get(ilvl, Level())
        lst.values[ilvl] = lst.values[ilvl] + 1 if ilvl in lst.values else level.start
        for deeper in [d for d in lst.values if d > ilvl]:
            restart = lst.levels.get(deeper, Level()).restart
            if restart is None or (restart != 0 and ilvl < restart):
                del lst.values[deeper]
        if level.fmt == "bullet":
            return ""
        text = level.text
        for k in range(9, 0, -1):
            if f"%{k}" in text:
                text = text.replace(f"%{k}", self._value(lst, k - 1, legal=level.legal))
        return text + level.suffix if text else ""

    @staticmethod
    def _value(lst: _List, ilvl: int, legal: bool) -> str:
        level = lst.levels.get(ilvl, Level())
        value = lst.values.get(ilvl, level.start)
        return format_number(value, "decimal" if legal and level.fmt != "none" else level.fmt)
