"""Numbers said as words: «двенадцатой», "twelfth", "12th" and «12й» all mean 12.

A director types "the twelfth trick", «на 12-й взятке» or "trick 12"; a text says «двенадцатая
взятка». ``analysis.word_terms`` gives a number word the digits as a term of its own, beside its
lemma or stem, so that all of these meet on the term ``12`` (and «первый ход» still matches
«первый ход»: both sides have both terms). Only 1–20: the numbers of levels, cards and tricks.

``query_forms`` lists every inflected form of the Russian number words (pymorphy3's lexemes), so
that a query word the corpus never uses («восьмого») is still read as a number without a
dictionary: the browser's search gets the same table (``searchindex.spec``).
"""

from __future__ import annotations

import re

EN_CARDINALS = ("one two three four five six seven eight nine ten eleven twelve thirteen fourteen fifteen "
                "sixteen seventeen eighteen nineteen twenty").split()
EN_ORDINALS = ("first second third fourth fifth sixth seventh eighth ninth tenth eleventh twelfth thirteenth "
               "fourteenth fifteenth sixteenth seventeenth eighteenth nineteenth twentieth").split()
RU_CARDINALS = ("один два три четыре пять шесть семь восемь девять десять одиннадцать двенадцать тринадцать "
                "четырнадцать пятнадцать шестнадцать семнадцать восемнадцать девятнадцать двадцать").split()
RU_ORDINALS = ("первый второй третий четвертый пятый шестой седьмой восьмой девятый десятый одиннадцатый "
               "двенадцатый тринадцатый четырнадцатый пятнадцатый шестнадцатый семнадцатый восемнадцатый "
               "девятнадцатый двадцатый").split()

MAX_NUMBER = 20
# The digits a note mark is printed raised in («скорером¹²», "play¹"), 0 to 9: the one home of the
# readers' translations to and from them
SUPERSCRIPT_DIGITS = "⁰¹²³⁴⁵⁶⁷⁸⁹"
FROM_SUPERSCRIPT = str.maketrans(SUPERSCRIPT_DIGITS, "0123456789")
TO_SUPERSCRIPT = str.maketrans("0123456789", SUPERSCRIPT_DIGITS)
# English words as typed (folded) and Russian lemmas (ё folded) → their number
EN_NUMBERS = {w: i for words in (EN_CARDINALS, EN_ORDINALS) for i, w in enumerate(words, 1)}
RU_NUMBERS = {w: i for words in (RU_CARDINALS, RU_ORDINALS) for i, w in enumerate(words, 1)}
# "12th", "1st", «12й», «5ой»: digits with an ordinal ending written on (a hyphen splits them
# into two words anyway: «12-й» is "12" and «й»). Not "1nt", "4s": those are bids.
ORDINAL_SUFFIX_RE = re.compile(r"([0-9]{1,2})(?:st|nd|rd|th|й|я|е|ю|го|му|м|х|ой|ый|ий|ая|ое|ую|ом|ых)")


def number_of(folded: str, lemmas=()) -> int | None:
    """The number a word says (folded; Russian: any of its ``lemmas``), or None."""
    found = EN_NUMBERS.get(folded)
    if found is None:
        found = next((RU_NUMBERS[lemma] for lemma in lemmas if lemma in RU_NUMBERS), None)
    if found is None:
        m = ORDINAL_SUFFIX_RE.fullmatch(folded)
        found = int(m.group(1)) if m else None
    return found if found is None or 1 <= found <= MAX_NUMBER else None


def query_forms() -> dict[str, int]:
    """Every form of the Russian number words (folded) and the English ones → their number."""
    from .morph import analyzer

    morph = analyzer()
    out = dict(EN_NUMBERS)
    for lemma, n in RU_NUMBERS.items():
        parse = next((p for p in morph.parse(lemma) if p.normal_form.replace("ё", "е") == lemma), None)
        for form in (parse.lexeme if parse else ()):
            out.setdefault(form.word.replace("ё", "е"), n)
        out.setdefault(lemma, n)
    return dict(sorted(out.items()))
