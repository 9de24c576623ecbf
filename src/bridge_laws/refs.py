"""Cross-references: canonical ref ids, finding citations in law text, resolving them.

Find, then resolve (as eyecite does): ``find_citations`` pulls every reference out of running
Russian or English text, ``find_stripped_citations`` out of the copy of the Russian book whose
Cyrillic letters were stripped; ``resolve`` later sorts the citations into resolved and dangling
against whatever the caller says exists. Nothing here reads a source file or knows the corpus.

A canonical ref is the law number, then the section letter (Latin A–H), the subsection number,
the item letter in parentheses and the subitem number in parentheses, all optional after the law:
``75``, ``75D``, ``75D2``, ``45C4(B)``, ``9A2(B)(1)``. A level may be skipped (``47E(B)``, an item
straight under a section), but an item needs a section and a subitem needs an item.

Every pattern is compiled once, below, and matches text whose whitespace runs were collapsed to
single spaces (``_flatten``), so a reference broken across lines reads like any other and no
pattern needs ``\\s*`` runs that could backtrack.
"""

from __future__ import annotations

import re
from functools import lru_cache
from collections.abc import Callable, Iterable

from .model import LAST_LAW, Citation, Location

# The letters the Laws' sections and items are lettered with in Latin (a ref typed with another
# Latin letter, «75u», is a Russian one typed on the Latin keys: 75Г, search reads it so)
LAW_LETTERS = "ABCDEFGH"

# (law, section, subsection, item, subitem), e.g. (45, "C", 4, "B", None) for 45C4(B).
Parts = tuple[int, "str | None", "int | None", "str | None", "int | None"]

MAX_LAW = 999


def is_law_number(value) -> bool:
    """Whether a value read from a file (YAML, JSON) is a law's number: a whole number 1–MAX_LAW
    (not ``true``, not ``1e300``, not ``.inf``)."""
    return isinstance(value, int) and not isinstance(value, bool) and 1 <= value <= MAX_LAW


# The Russian sources type Cyrillic look-alikes for Latin letters inside refs: «правило 45Е»
# (Cyrillic Е) is 45E, «правило 45С1» (Cyrillic С) is 45C1. Lower case а в с е н turn up too.
# Russian directors write a scoresheet's X (doubled) with the Cyrillic Х: «3БКХ-2», «4SХХ=».
# The one table of them: outline reads markers with it, contracts are read with it
# (corpus/scoresheet.py), and the site gets it as data. A ref pattern admits only the letters it
# names (A–H), so Х is read only where a contract's X can stand.
LOOKALIKE_LETTERS = {"А": "A", "В": "B", "С": "C", "Е": "E", "Н": "H", "Х": "X",
                     "а": "A", "в": "B", "с": "C", "е": "E", "н": "H", "х": "X"}
LOOKALIKES = str.maketrans(LOOKALIKE_LETTERS)

# A Russian text may letter its sections by its own alphabet, as the 2017 translation does:
# «правило 16Б1» is 16B1, and then «16В» is 16C (В is the third letter), not the look-alike 16B.
# Б Г Д Ж З are letters no Latin one looks like, so a text that puts one of them after a law
# number (or in an item's parentheses) is read by the alphabet throughout (as the standard
# reader reads a text that prints «Б.»); any other text by the look-alikes above.
RUSSIAN_SECTION_LETTERS = "АБВГДЕЖЗ"  # A–H in the Russian alphabet's order
ALPHABET_LETTERS = dict(zip(RUSSIAN_SECTION_LETTERS + RUSSIAN_SECTION_LETTERS.lower(), LAW_LETTERS * 2))
_ALPHABET = str.maketrans(ALPHABET_LETTERS)
ALPHABET_ONLY = _ALPHABET_ONLY = "БГДЖЗбгджз"

# --- building blocks (pattern strings, composed below) -----------------------------------------

# A law number 1–999 with no leading zero: «12», «84»; «0», «012» and «1997» are not laws.
_LAW_NUMBER = r"[1-9]\d{0,2}(?!\d)"
# An item or subitem in parentheses, attached: «(B)», English «(b)», Cyrillic «(В)», «(б)»; «(1)».
_ITEM = r"\([A-Za-zАБВГДЕЖЗСНабвгдежзсн]\)(?:\([1-9]\d?\))?"
# The same with spaces inside or before, as people type it: "Law 16 B 1 (a)", «( б )».
_SPACED_ITEM = r" ?\( ?[A-Za-zАБВГДЕЖЗСНабвгдежзсн] ?\)(?: ?\( ?[1-9]\d? ?\))?"
# A section letter as running text writes it after a number: «45C», «45Е» (Cyrillic), «43b»,
# «16Б» (the Russian alphabet's B).
_ATTACHED_SECTION = r"[A-Ha-hАБВГДЕЖЗСНабвгдежзсн]"
# Nothing alphanumeric may stick to the end of a ref: «правило 2х» is no ref, «84.» is 84.
_END = r"(?![^\W_])"

# One ref as written after «правило»/"Law", without inner spaces: «47E2», «45C4(B)», «9A2(B)(1)»,
# «43B2(b)». The section and what follows must be glued to the number: «правилу 84 в случае»
# must stay 84, not 84B (Russian «в» is the Cyrillic look-alike of B).
_GLUED_REF = rf"{_LAW_NUMBER}(?:{_ATTACHED_SECTION}(?:[1-9]\d?)?(?:{_ITEM})?)?{_END}"
# The same ref with a space between its parts, as directors type it: "Law 16 B 1 (a)",
# «правило 16 Б 1». Only a capital letter followed by a subsection number counts, so that
# "Law 12 A director may…" stays Law 12 and «правилу 84 в случае» stays 84.
_SPACED_REF = rf"{_LAW_NUMBER} ?[A-HАБВГДЕЖЗСН] ?[1-9]\d?(?:{_SPACED_ITEM})?{_END}"
_REF = rf"(?:{_SPACED_REF}|{_GLUED_REF})"
# A director's shorthand: "L16B1a", "L12C1(e)" — a capital L glued to the ref, the item letter
# written without parentheses. Only after «L»: a bare «16B1a» in running text could be anything.
_SHORT_REF = rf"{_LAW_NUMBER}(?:[A-H](?:[1-9]\d?(?:[a-z]|{_ITEM})?)?)?{_END}"
_SHORT_CITATION = rf"(?<![^\W\d_])L\.? ?(?P<short>{_SHORT_REF})"

# A section ref after «раздел»: «B», «B1(A)», «С» (Cyrillic). Upper case only, because lower case
# «в», «с», «а» after «разделе» are Russian words («в разделе в котором…»). A bare item such as
# «предшествующему разделу (A)» names an item of the citing subsection, which we cannot know
# from the text alone, so it is deliberately not matched.
_SECTION_REF = rf"[A-HАБВГДЕЖЗСН](?:[1-9]\d?)?(?:{_ITEM})?{_END}"

# Separators inside a list of refs: «69, 70 и 71», «50, 52 или 56», "69, 70, and 71", «A, B, C».
_AND = r"(?:и|или|and|or)"
_SEP = rf"(?: ?, ?(?:{_AND} )?| {_AND} )"

# Not preceded by a letter: «направило 5» is no «правило 5»; «(см.правило 20)» still is.
_WORD_START = r"(?<![^\W\d_])"

# The case forms of «правило», singular and plural, and English "Law"/"Laws", any capitals:
# «правило правила правилу правилом правиле правилам правилами правилах», «ПРАВИЛО 77».
# Not the genitive plural «правил»: it is never followed by a law number in the sources, but a
# heading «B.Нарушение правил» is followed by the subsection marker «1.Намеренное» (law 72).
# «Закон» is how some translations and legal databases name a law: «(Закон 7B)», «см. Законы
# 69–71», «по Закону 12» (not the genitive plural «законов», for the same reason).
# A legal database prints a law as «Статья 74» (readers.grammar.LAW_WORDS) and cites it so: «в порядке,
# установленном статьей 20», «по правилам статьи 57».
_LAW_WORD = r"(?i:правил(?:о|а|у|ом|е|ам|ами|ах)|закон(?:а|у|ом|е|ы|ам|ами|ах)?|стать(?:я|и|е|ю|ей|ям|ями|ях)|статей|laws?)"
# Every case form of «раздел»: «раздел B1(A)», «(см. раздел B)», «разделом C», «разделам C, D».
_SECTION_WORD = r"(?i:раздел(?:а|у|ом|е|ы|ов|ам|ами|ах)?)"

# What may follow a section list to say whose sections they are: «раздел B1(A) данного правила»
# (the citing law: consumed so the words are part of the citation) or «раздел B правила 12»
# (law 12: consumed so «правила 12» is not cited a second time as the whole law).
_OF_LAW = (
    rf"(?: (?i:данного|настоящего|этого) (?i:правила)(?![^\W_])| (?i:данной|настоящей|этой) (?i:статьи)(?![^\W_])"
    rf"| (?i:правила|статьи) (?P<of>{_LAW_NUMBER}){_END})"
)

# «правилам 69, 70 и 71», «Law 43B2(b)», «правилом 45C4(B)» — the law word, one space (the text
# is flattened), then a list of refs. Only a number right after the law word counts, so
# «нарушение правила игры 5 раз» and «these Laws» cite nothing; a list stops at the first thing
# that is not a separator and a ref, so «правило 16) и разыгрывающий» is just 16.
# A range of laws: «69–71», "69-71", «69 – 71» (a hyphen only without spaces: "Law 81 - The
# Director" is a header, and "- 14" after it no range). Each law of it is cited.
_RANGE = rf"{_LAW_NUMBER}(?:-| ?[–—] ?){_LAW_NUMBER}{_END}"
_LAW_ITEM = rf"(?:{_RANGE}|{_REF})"
# … not when a document's name follows in the genitive, capitalised: the article or rule is that
# document's («статьей 5 Положения о соревнованиях», «правило 12 Регламента федерации»), unless it
# names the Laws themselves («статей 57 и 58 Кодекса»); the list is taken whole or not at all
_OTHER_DOCUMENT = r"(?! (?!Кодекс|Закон|Правил)[А-ЯЁ][а-яё]+(?:а|я|и|ов|ей)(?![а-яё]))"
# (taken whole: a lookahead's capture matched again, as Python 3.10 has no atomic group)
_LAW_CITATION = (rf"{_WORD_START}{_LAW_WORD} (?=(?P<laws>{_LAW_ITEM}(?:{_SEP}{_LAW_ITEM})*))(?P=laws)"
                 rf"{_OTHER_DOCUMENT}")
# A subsection named by its number within its section, as a legal text writes it: «пунктом 3
# раздела Б настоящей статьи» is 45B3 in law 45, «пунктов 1 и 2 раздела C правила 12» 12C1 and
# 12C2 (the numbers then one section letter alone: «пункта 2 раздела B1» names nothing more than
# B1). Any case form of «пункт».
_POINT_WORD = r"(?i:пункт(?:а|у|ом|е|ы|ов|ам|ами|ах)?)"
_POINTS = rf"{_WORD_START}{_POINT_WORD} (?P<points>[1-9]\d?(?:{_SEP}[1-9]\d?)*) (?=(?i:раздела) )"
# «разделам C, D или E», «раздел B1(A) данного правила», «раздела C правила 12».
_SECTION_CITATION = (
    rf"(?:{_POINTS})?{_WORD_START}{_SECTION_WORD} "
    rf"(?P<sections>{_SECTION_REF}(?:{_SEP}{_SECTION_REF})*)(?:{_OF_LAW})?"
)

# --- compiled patterns ------------------------------------------------------------------------

# Any whitespace run, line breaks included: «правилу\n75» reads as «правилу 75».
_WHITESPACE = re.compile(r"\s+")

# One citation of any kind in flattened running text; they start with different letters
# («п»/«l» versus «р» versus a capital «L» glued to a number), so the alternation never competes
# for the same position.
# (compiled when first used: 10 ms that a search, which reads refs as a user types them, never needs)
@lru_cache(maxsize=1)
def _citation() -> re.Pattern:
    return re.compile(rf"{_LAW_CITATION}|{_SECTION_CITATION}|{_SHORT_CITATION}")

# One ref inside the list a citation matched: «70» out of «69, 70 и 71».
@lru_cache(maxsize=1)
def _ref_in_list() -> re.Pattern:
    return re.compile(rf"(?P<low>{_LAW_NUMBER})(?:-| ?[–—] ?)(?P<high>{_LAW_NUMBER}){_END}|{_REF}")
# A range wider than this is no range of laws a text would cite («Законы 1–93» is the whole code).
WIDEST_RANGE = 20
# The parts of one ref so matched, spaces allowed between them: «16 Б 1 (а)», «45C4(B)», «16B1a».
_REF_PARTS = re.compile(
    r"(?P<law>[1-9]\d{0,2}) ?(?:(?P<section>[A-Ha-hАБВГДЕЖЗСНабвгдежзсн]) ?(?P<sub>[1-9]\d?)?"
    r"(?:(?P<bare>[a-z])| ?\( ?(?P<item>[A-Za-zАБВГДЕЖЗСНабвгдежзсн]) ?\)"
    r"(?: ?\( ?(?P<subitem>[1-9]\d?) ?\))?)?)?"
)
# A text read by the Russian alphabet (see RUSSIAN_SECTION_LETTERS): one of Б Г Д Ж З after a
# law number or a section letter, or alone in an item's parentheses.
_BY_ALPHABET = re.compile(rf"(?:\d ?|\( ?)[{_ALPHABET_ONLY}](?![^\W\d_])")
# One section ref inside a section list: «D» out of «C, D или E».
_SECTION_IN_LIST = re.compile(_SECTION_REF)

# What a user types, spaces allowed between parts, with an optional law word or «§»:
# «75D2», «75 d 2», «Law 75D2», «правило 45С1», «Правило 45C4(b)», «45 C 4 (B)», «§12».
# Also as directors type them: «закон 75D2», «п. 75D2», «пункт 75D2», «rule 12C», «75.D.2»,
# «75-D-2», the shorthand "L27", "L 16B1a" (an item's letter after its subsection, without
# parentheses: «16b1a», «12C1e», «40B2.a»), «пр. 64», «статья 75», "article 12", "section 70D3";
# «ст.» only before a law with its section glued on («ст. 73Г», «ст.93Б3»): a director's notes
# write «ст.4 сд.12» for table 4, board 12, and a table is numbered, never lettered. (The site's scripts get these two as data, ``searchindex.spec``: the law word
# is matched without regard to case, the ref itself with it; a law word that begins another is
# listed after it, «пр» before «п», as the page matches the first that does.)
USER_LAW_WORD = (r"(?:laws?|rules?|articles?|sections?|правил(?:о|а|у|ом|е|ам|ами|ах)"
                 r"|закон(?:а|у|ом|е|ы|ам|ами|ах)?|пункт(?:а|у|ом|е)?|стать(?:я|и|е|ю|ей)|пр|п|l)\.?"
                 r"(?: ?(?:no\.?|№|#))?|§"
                 r"|ст\.?(?= ?[1-9]\d{0,2}[.-]?[A-Ha-hАВСЕНавсеБГДЖЗбгджз](?![A-Za-zА-Яа-яЁё]))")
USER_REF_BODY = (
    r"(?P<law>[1-9]\d{0,2})"
    r"(?:[ .-]?(?P<section>[A-Ha-hАВСЕНавсеБГДЖЗбгджз])"
    r"(?:[ .-]?(?P<sub>[1-9]\d?)(?:[ .-]?(?P<bare>[a-zавсенбгджз]))?)?"
    r"(?: ?\( ?(?P<item>[A-Za-zАВСЕНавсеБГДЖЗбгджз]) ?\)"
    r"(?: ?\( ?(?P<subitem>[1-9]\d?) ?\))?)?)?"
)
_USER_REF = re.compile(rf"(?:(?i:{USER_LAW_WORD}))? ?{USER_REF_BODY}")

# Refs typed as a list: "Laws 62, 64", «правила 7Б и 7В», "64 and 62", "16B1; 16B2" — what stands
# between them (matched without regard to case; spaces spelled out, as the page's \b knows no
# Cyrillic letter).
REF_LIST_SEP = r"\s*[,;&]\s*(?:(?:and|or|и|или)\s+)?|\s+(?:and|or|и|или)\s+"
_REF_LIST_SEP = re.compile(REF_LIST_SEP, re.I)

# A ref named among other words of a query: "what does 64B2 say", «по правилу 16Б1», "revoke law
# 64", "Laws 40 and 73 misinformation", "claims are in Laws 69-71", «ст. 27Б1(б)». Matched without
# regard to case, then each read by ``canonical``; "letter" names Latin and Cyrillic letters, as
# the page's \w does not (the site's scripts get the pattern as data). Running text is not a
# query typed as a ref, so less is read as one (a red team's probes, session 32):
# - a list only after a plural law word ("Laws 40 and 73", «правилам 62 и 64»): "law 64, 1 trick
#   transferred" and "Law 12C, 60% to NS" name one law;
# - a weaker word ("rule", "article", "section", «пункт», «п.», «статья», «пр.», "L") only before
#   a law with its section letter: "used rule 11", «п. 4.3 Положения», «статья 5 регламента»,
#   "section 3 table 5", "EBU L3" name nothing, «статья 16Б1» does; «ст.» (a table in a director's
#   notes, «ст.12А сд.7» a lettered one) names nothing it does not glue together itself (93Б3);
# - a ref glued together, without a law word, only with a subsection or an item (64B2, 12.C.1,
#   27B1b, 47E(B)): "table 12A", "the 10C", "room 30C" are no laws;
# - no spaces inside, as running text would make «правилу 84 в случае» 84B; "No.", «№», "#" after
#   the law word are read over («по правилу №64»).
_LETTER_OR_DIGIT = "A-Za-zА-Яа-яЁё0-9"
_NUMBER_SIGN = r"(?: ?(?:no\.?|№|#))?"
_PLURAL_LAW_WORD = r"(?:laws|правила|правилам|правилами|правилах|законы|законам|законами|законах)\.?"
_LAW_WORD = r"(?:law|правил(?:о|у|ом|е)|закон(?:а|у|ом|е)?)\.?|§"
_WEAK_LAW_WORD = r"(?:rules?|articles?|sections?|пункт(?:а|у|ом|е|ы|ам|ах)?|стать(?:я|и|е|ю|ей|ям|ях)|пр|п|l)\.?"
_LETTERED = r"[.-]?[A-HАВСЕНБГДЖЗ](?:[.-]?[1-9]\d?(?:[.-]?[A-ZАВСЕНБГДЖЗ])?)?(?:\([A-ZАВСЕНБГДЖЗ]\)(?:\([1-9]\d?\))?)?"
_NAMED_PART = rf"[1-9]\d{{0,2}}(?:{_LETTERED})?"
# A range of laws in such a list, its ends as groups (the page gets it as data)
NAMED_RANGE = r"([1-9]\d{0,2}) ?[-–—] ?([1-9]\d{0,2})"
_GLUED_PART = (r"[1-9]\d{0,2}[.-]?[A-HАВСЕНБГДЖЗ](?:[.-]?[1-9]\d?(?:[.-]?[A-ZАВСЕНБГДЖЗ])?(?:\([A-ZАВСЕНБГДЖЗ]\))?"
               r"|\([A-ZАВСЕНБГДЖЗ]\))(?:\([1-9]\d?\))?")
_ALONE = (rf"(?<![{_LETTER_OR_DIGIT}])", rf"(?![{_LETTER_OR_DIGIT}])")
NAMED_REF = (rf"{_ALONE[0]}(?:{_PLURAL_LAW_WORD}){_NUMBER_SIGN} ?(?P<list>(?:{NAMED_RANGE}|{_NAMED_PART})"
             rf"(?:(?:{REF_LIST_SEP})(?:{NAMED_RANGE}|{_NAMED_PART}))*){_ALONE[1]}"
             rf"|{_ALONE[0]}(?:{_LAW_WORD}){_NUMBER_SIGN} ?(?P<one>{_NAMED_PART}){_ALONE[1]}"
             rf"|{_ALONE[0]}(?:{_WEAK_LAW_WORD}){_NUMBER_SIGN} ?(?P<lettered>[1-9]\d{{0,2}}{_LETTERED}){_ALONE[1]}"
             rf"|{_ALONE[0]}(?P<glued>{_GLUED_PART}){_ALONE[1]}")
_NAMED_REF = re.compile(NAMED_REF, re.I)
_NAMED_RANGE_RE = re.compile(NAMED_RANGE)

# A ref in canonical form and nothing else: «9A2(B)(1)»; split() accepts only these (and the site's
# scripts, from the search spec, to go up from a ref to its parent).
CANONICAL_RE = re.compile(
    r"(?P<law>[1-9]\d{0,2})"
    r"(?:(?P<section>[A-H])(?P<sub>[1-9]\d?)?"
    r"(?:\((?P<item>[A-Z])\)(?:\((?P<subitem>[1-9]\d?)\))?)?)?"
)

# In the stripped book every Cyrillic letter is gone, so «(см. правило 47E2)» survives as
# «(. 47E2)», «(см. правила 19 и 77)» as «(. 19 77)», «(см.правило 20)» as «(.20)», «(см. правила
# 86\n88)» as «(. 86\n88 )». Only the «(.» opener is trusted: a bare number elsewhere in that
# file is far more often a page, a score or a count than a law. Section letters typed in Latin
# survive («(. 30C)», «(. 54A ,»); Cyrillic ones vanish, so «(. 45)» may have been «45Е».
_STRIPPED_REF = rf"{_LAW_NUMBER}(?:[A-H](?:[1-9]\d?)?(?:\([A-Za-z]\)(?:\([1-9]\d?\))?)?)?{_END}"
_STRIPPED_CITATION = re.compile(rf"\(\. ?(?P<refs>{_STRIPPED_REF}(?:[ ,]+{_STRIPPED_REF})*)")
_STRIPPED_IN_LIST = re.compile(_STRIPPED_REF)


# --- canonical form ---------------------------------------------------------------------------


def join(parts: Parts) -> str:
    """The canonical string of ``(law, section, subsection, item, subitem)``; undoes ``split``."""
    law, section, sub, item, subitem = parts
    text = f"{law}{section or ''}"
    text += "" if sub is None else str(sub)
    text += "" if item is None else f"({item})"
    text += "" if subitem is None else f"({subitem})"
    return text


def _letter(raw: str | None, alphabet: bool = False) -> str | None:
    """A section or item letter in canonical form: Latin, upper case («с» → C, «b» → B); by the
    Russian alphabet when ``alphabet`` («в» → C)."""
    return None if raw is None else (raw.translate(_ALPHABET) if alphabet else raw).translate(LOOKALIKES).upper()


def _number(raw: str | None) -> int | None:
    return None if raw is None else int(raw)


def _parts(match: re.Match, alphabet: bool = False) -> Parts:
    groups = match.groupdict()
    return (
        int(match["law"]),
        _letter(match["section"], alphabet),
        _number(match["sub"]),
        _letter(match["item"] or groups.get("bare"), alphabet),
        _number(match["subitem"]),
    )


def canonical(text: str, alphabet: bool | None = None) -> str | None:
    """Normalise a ref as a user types it («law 75 d 2», «правило 45С1») or None if it is none;
    one with a letter of the Russian alphabet no Latin one looks like («16Б1») is read by the
    alphabet throughout, as a text lettered so is (``alphabet``: as the refs around it say); but
    not a law of one digit with such a letter alone, without a law word: that is a bid («5б»:
    five diamonds)."""
    match = _USER_REF.fullmatch(_flatten(text).strip())
    if not match or match["bare"] and match["item"]:  # «16B1a(b)»: two items
        return None
    own = any(c in _ALPHABET_ONLY for c in (match["section"] or "") + (match["item"] or match["bare"] or ""))
    if own and match.start("law") == 0 and len(match["law"]) == 1 and not match["sub"] and not match["item"]:
        return None
    return join(_parts(match, own if alphabet is None else alphabet))


def _by_alphabet(parts: list[str]) -> bool:
    return any(c in _ALPHABET_ONLY for part in parts for c in part)


def listed_refs(text: str) -> list[str] | None:
    """A query that is a list of refs («правила 7Б и 7В», "Laws 62, 64", "16B1; 16B2") as its
    refs in canonical form, lettered as one text (a «Б» in one reads «7В» as 7C), or None."""
    parts = _REF_LIST_SEP.split(_flatten(text).strip())
    if len(parts) < 2:
        return None
    alphabet = _by_alphabet(parts)
    refs = [canonical(part, alphabet) for part in parts]
    return None if None in refs else refs


def named_refs(text: str) -> list[str]:
    """The refs a query names among its other words (``NAMED_REF``), in the order named, each once;
    a range of laws each law of it (at most ``WIDEST_RANGE`` apart, else its ends)."""
    out = []
    for m in _NAMED_REF.finditer(_flatten(text)):
        name = next(g for g in ("list", "one", "lettered", "glued") if m[g] is not None)
        word = m.group()[: m.start(name) - m.start()]
        parts = _REF_LIST_SEP.split(m[name]) if name == "list" else [m[name]]
        alphabet = _by_alphabet(parts)
        for k, part in enumerate(parts):
            span = _NAMED_RANGE_RE.fullmatch(part)
            if span:
                low, high = int(span[1]), int(span[2])
                out += [str(n) for n in range(low, high + 1)] if low < high <= low + WIDEST_RANGE else [str(low), str(high)]
            else:
                out.append(canonical((word if k == 0 else "") + part, alphabet))
    return list(dict.fromkeys(ref for ref in out if ref))


def split(ref: str) -> Parts:
    """``45C4(B)`` → ``(45, "C", 4, "B", None)``; ValueError unless ``ref`` is canonical."""
    match = CANONICAL_RE.fullmatch(ref)
    if not match:
        raise ValueError(f"not a canonical ref: {ref!r}")
    return _parts(match)


def is_canonical(ref: str) -> bool:
    """Whether ``ref`` is a canonical ref of a law («75D2»), not a part before Law 1
    («Introduction», «Definitions») or anything else."""
    return CANONICAL_RE.fullmatch(ref) is not None


@lru_cache(maxsize=65536)  # the merger asks again for every unit it inserts after this one
def sort_key(ref: str) -> tuple:
    """The order of the Laws: 45 < 45A < 45A1 < 45A1(A) < 45B < 46."""
    law, section, sub, item, subitem = split(ref)
    return (law, section or "", sub or 0, item or "", subitem or 0)

def law_of(ref: str) -> int:
    """The law a canonical ref belongs to: ``45C4(B)`` → 45."""
    return split(ref)[0]


def path(ref: str) -> list[tuple[str, str]]:
    """The markers below the law, each with its level: ``45C4(B)`` →
    [("section", "C"), ("subsection", "4"), ("item", "B")]; ``45`` → []."""
    _, *below = split(ref)
    levels = ("section", "subsection", "item", "subitem")
    return [(kind, str(value)) for kind, value in zip(levels, below) if value is not None]


def parent(ref: str) -> str | None:
    """The ref one level up: ``45C4(B)`` → ``45C4``, ``45C`` → ``45``, ``45`` → None."""
    parts = list(split(ref))
    present = [i for i, part in enumerate(parts) if part is not None]
    if len(present) == 1:
        return None
    parts[present[-1]] = None
    return join(tuple(parts))


def ancestors(ref: str) -> list[str]:
    """Every ref above ``ref``, from the law down, without ``ref``: ``45C4`` → [45, 45C]."""
    chain = []
    up = parent(ref)
    while up is not None:
        chain.append(up)
        up = parent(up)
    return chain[::-1]


NEAREST_CUTOFF, NEAREST_COUNT = 0.5, 3  # how like a ref the nearest must be (difflib's ratio), how many


def nearest_refs(ref: str, known, n: int = NEAREST_COUNT) -> list[str]:
    """The existing refs most like a ref that does not exist: its nearest existing ancestor and
    the closest spellings of the same law («75D9» → 75D, 75D2). ``known`` may hold the parts
    before Law 1 («Introduction», «Definitions»): they are near no law's ref. The one rule of
    `show`, `search`, the rulings and the site (site.js ``nearestRefs``, from the search spec)."""
    import difflib  # here: only a ref that is not there needs it

    known = [r for r in known if is_canonical(r)]
    if beyond(ref):
        return []  # Law 94, Law 0: no law is near it (the message says how the Laws are numbered)
    ours = is_canonical(ref)  # else text no ref pattern reads: only its closest spellings
    typed = None if ours else _TYPED_LAW.fullmatch(_flatten(ref).strip())
    if typed:  # «93Z», "Law 16AZ": a letter no section has, near its own law's refs
        ref = typed["body"].upper().replace(" ", "").lstrip("0")
    number = law_of(ref) if ours else _typed_number(typed["law"]) if typed else None
    up = [a for a in ancestors(ref) if a in known and a != ref][-1:] if ours else []
    same_law = [r for r in known if law_of(r) == number] if number else []
    if typed:  # ties in its law broken by the Laws' order: «93Z» is as near 93A as 93C
        scored = [(difflib.SequenceMatcher(None, ref, r).ratio(), r) for r in same_law or known]
        close = [r for score, r in sorted(scored, key=lambda sr: (-sr[0], sort_key(sr[1]))) if score >= NEAREST_CUTOFF][:n]
    else:
        close = difflib.get_close_matches(ref, same_law or list(known), n=n, cutoff=NEAREST_CUTOFF)
    return list(dict.fromkeys(up + sorted(close, key=lambda r: (len(r), r))))[:n]


def beyond(ref: str) -> int | None:
    """The last law (``model.LAST_LAW``) when ``ref`` is a law after it («94») or a law 0, as
    typed («Law 0», «94Z»), else None."""
    law = law_of(ref) if is_canonical(ref) else typed_law(ref)
    return LAST_LAW if law is not None and not 1 <= law <= LAST_LAW else None


# A text that begins as a ref does, with a law's number, but reads as none: «93Z», "Law 0",
# «LAW64Z», "Law 9999"
_TYPED_LAW = re.compile(rf"(?:(?i:{USER_LAW_WORD}))? ?(?P<body>(?P<law>\d+)(?:[A-Za-zА-Яа-яЁё][\w() ]*)?)")


def typed_law(text: str) -> int | None:
    """The law number a text typed as a ref begins with, even when the rest reads as no ref."""
    match = _TYPED_LAW.fullmatch(_flatten(text).strip())
    return _typed_number(match["law"]) if match else None


# A query typed as a ref of no unit: a law word before a number («Law 0», "Law 9999", «правило
# 94») or letters right after it («93Z», «16AZ»), the ref written as refs are («16AZ»). Not a
# year (an edition: "Laws 2017"), an ordinal ("4th"), a time ("10pm") or a bid of a major or a
# minor as players write it ("3M", "1mx"); the page reads it with the same pattern
# (the search spec's refs.typed). Whether it is a bid the caller knows.
TYPED_REF = (rf"(?P<word>(?:{USER_LAW_WORD}) ?)?(?P<number>[0-9]+)(?P<rest>[A-Za-zА-Яа-яЁё][A-Za-zА-Яа-яЁё0-9()]*)?")
_TYPED_NO_REF = re.compile(TYPED_REF, re.IGNORECASE)
NOT_A_LAW = r"(?:19|20)[0-9][0-9]|[0-9]+(?:st|nd|rd|th)|[0-9]{1,2}(?:am|pm)|[1-7]mx{0,2}"
_NOT_A_LAW = re.compile(NOT_A_LAW, re.IGNORECASE)


def typed_ref(text: str) -> str | None:
    """The ref a query is typed as when it reads as no ref («93Z», "Law 0": «93Z», «0»), its
    Cyrillic letters read as a ref's are (``canonical``); None for a ref (``canonical`` reads it)
    and for anything else."""
    flat = _flatten(text).strip()
    match = _TYPED_NO_REF.fullmatch(flat)
    if not match or not (match["word"] or match["rest"]) or canonical(flat):
        return None
    body = match["number"] + (match["rest"] or "")
    if _NOT_A_LAW.fullmatch(body):
        return None
    # its letters as a ref's are read («16АЗ»: by the alphabet, as its З says, 16AH; «93Е»: 93E)
    if any(c in _ALPHABET_ONLY for c in body):
        body = body.translate(_ALPHABET)
    zeros = len(match["number"]) - len(match["number"].lstrip("0") or "0")  # the number's leading zeros, not the law's 0 («0A»)
    return body.translate(LOOKALIKES)[zeros:].upper()


def _typed_number(digits: str) -> int:
    """A law number as typed, however long: its first seven digits are after the last law already
    (Python refuses to read a number of more than 4,300 digits)."""
    return int(digits.lstrip("0")[:7] or "0")


# --- finding ----------------------------------------------------------------------------------


def _flatten(text: str) -> str:
    return _WHITESPACE.sub(" ", text)


def _check_law(law: int | None) -> None:
    if law is not None and not 1 <= law <= MAX_LAW:
        raise ValueError(f"law must be 1..{MAX_LAW} or None, not {law!r}")


def _read(ref: str, alphabet: bool) -> str | None:
    """One ref as a citation wrote it («16 Б 1 (а)», «45С4(B)», «16B1a») in canonical form; the
    section and item letters by the Russian alphabet when ``alphabet``, else by look-alike."""
    match = _REF_PARTS.fullmatch(ref)
    if match is None:
        return None

    def letter(raw: str | None) -> str | None:
        if raw is None:
            return None
        return (raw.translate(_ALPHABET) if alphabet else raw).translate(LOOKALIKES).upper()

    return join((int(match["law"]), letter(match["section"]), _number(match["sub"]),
                 letter(match["item"] or match["bare"]), _number(match["subitem"])))


def _listed(match: re.Match) -> str:
    """The refs part of a citation: «69, 70 и 71», «C, D или E», «16B1a»."""
    return match["laws"] or match["sections"] or match["short"] or ""


def _law_refs(refs: str, alphabet: bool = False) -> list[str]:
    """The refs of a «правилам 69, 70 и 71» list: ["69", "70", "71"]; «Законы 69–71» too."""
    out = []
    for m in _ref_in_list().finditer(refs):
        if m["low"] is None:
            out.append(_read(m.group(), alphabet))
            continue
        low, high = int(m["low"]), int(m["high"])
        wide = not low < high <= low + WIDEST_RANGE
        out += [str(low), str(high)] if wide else [str(n) for n in range(low, high + 1)]
    return out


def _section_refs(sections: str, owner: int | None, alphabet: bool = False, points: str | None = None) -> list[str]:
    """The refs of a «разделам C, D или E» list in law ``owner``; none when the law is unknown.
    With ``points`` («пунктами 1 и 2 раздела Б») and one section letter, its subsections."""
    if owner is None:
        return []
    letters = [m.group() for m in _SECTION_IN_LIST.finditer(sections)]
    if points and len(letters) == 1 and len(letters[0]) == 1:
        return [_read(f"{owner}{letters[0]}{n}", alphabet) for n in re.findall(r"\d+", points)]
    return [_read(f"{owner}{letter}", alphabet) for letter in letters]


def _refs_of(match: re.Match, law: int | None, alphabet: bool = False) -> list[str]:
    if match["short"] is not None:
        return [_read(match["short"], False)]
    if match["laws"] is not None:
        return _law_refs(match["laws"], alphabet)
    owner = int(match["of"]) if match["of"] else law
    return _section_refs(match["sections"], owner, alphabet, match["points"])


def by_alphabet(text: str) -> bool:
    """Whether the citations of ``text`` letter a section by the Russian alphabet («16Б1»)."""
    return any(letter in _ALPHABET_ONLY for m in _citation().finditer(_flatten(text)) for letter in _listed(m))


def find_citations(text: str, law: int | None, where: Location | None = None,
                   alphabet: bool | None = None) -> list[Citation]:
    """Every cross-reference in running Russian or English ``text``, in document order.

    ``law`` is the citing law, needed for section references («раздел B» → ``{law}B``); when it
    is None those are skipped. Each ref of a list gets its own Citation, all carrying the words
    of the whole list (whitespace collapsed) as ``text`` and ``where`` as given. A text whose
    citations letter a section by the Russian alphabet («16Б1») is read so throughout
    (see :data:`RUSSIAN_SECTION_LETTERS`), unless ``alphabet`` says how (for a paragraph of a
    longer text that decided it: :func:`by_alphabet`).
    """
    _check_law(law)
    matches = list(_citation().finditer(_flatten(text)))
    if alphabet is None:
        alphabet = any(letter in _ALPHABET_ONLY for m in matches for letter in _listed(m))
    found = []
    for match in matches:
        words = match.group()
        found.extend(Citation(ref, words, where) for ref in _refs_of(match, law, alphabet) if ref)
    return found


# A ref typed alone, beyond what canonical() reads: a law word or «L», then the ref's parts.
_TYPED_REF = re.compile(
    r"(?:(?i:laws?|rules?|правил(?:о|а|у|ом|е)|закон(?:а|у|ом|е)?|пункт(?:а|у|ом|е)?|п)\.?|§|L\.?)? ?"
    r"(?P<ref>[1-9].*)"
)


def read_ref(text: str) -> str | None:
    """A ref as a director types it, in canonical form, or None: whatever :func:`canonical` reads,
    and also a section lettered by the Russian alphabet («правило 16Б1» is 16B1) and the
    shorthand "L16B1a" (16B1(A)). A single ref gives no context, so «16В1» stays the look-alike
    16B1, as :func:`canonical` reads it."""
    found = canonical(text)
    if found is not None:
        return found
    match = _TYPED_REF.fullmatch(_flatten(text).strip())
    if match is None:
        return None
    ref = match["ref"]
    return _read(ref, alphabet=any(letter in _ALPHABET_ONLY for letter in ref))


def find_stripped_citations(text: str, where: Location | None = None) -> list[Citation]:
    """Every «(. 47E2)»-style reference in the copy of the Russian book stripped of Cyrillic."""
    found = []
    for match in _STRIPPED_CITATION.finditer(_flatten(text)):
        words = match.group()
        for ref in _STRIPPED_IN_LIST.finditer(match["refs"]):
            found.append(Citation(canonical(ref.group()), words, where))
    return found


# --- resolving --------------------------------------------------------------------------------


def resolve(
    citations: Iterable[tuple[str, Citation]], exists: Callable[[str], bool]
) -> tuple[list[tuple[str, Citation]], list[tuple[str, Citation]]]:
    """Split (citing ref, citation) pairs into (resolved, dangling), every one, order kept.

    A citation resolves only when its exact ref exists: ``45C4(B)`` with only ``45C4`` in the
    corpus is dangling, so a maintainer sees it rather than a silent fallback to the parent.
    """
    resolved: list[tuple[str, Citation]] = []
    dangling: list[tuple[str, Citation]] = []
    for pair in citations:
        (resolved if exists(pair[1].ref) else dangling).append(pair)
    return resolved, dangling
