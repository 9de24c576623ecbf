"""Text repairs every reader shares: line-end hyphenation, white space, the letter ё.

The printed book was typeset with words broken across lines ("разыгры-" /
"вающего"); its web and DOS copies keep the breaks.  Joining the lines of a
paragraph must undo those breaks and keep the real hyphens ("что-либо",
"4-карточные", "E-W").  Some copies spell ё, others write е: :class:`YoRestorer`
learns ё-spellings from the former to put them back into the latter.
"""

from __future__ import annotations

import functools
import re
from collections.abc import Iterable

from . import morph

_SPACE_RUN = re.compile(r"\s+")


def is_cyrillic(c: str) -> bool:
    """A letter of the Russian alphabet (ё too), either case: what the readers count to tell a
    text's language and a word's alphabet."""
    return "а" <= c.lower() <= "я" or c in "ёЁ"


def is_latin(c: str) -> bool:
    """A letter of the English alphabet, either case."""
    return "a" <= c.lower() <= "z"

# A word: letters only (any script), as pymorphy3 and the rules below see it.
_LEADING_WORD = re.compile(r"[^\W\d_]+")
_TRAILING_WORD = re.compile(r"[^\W\d_]+$")

# Particles written after a hyphen, each with the words it follows: the
# grammemes (pymorphy3 tags) one of the host's readings must carry.
# "то", "либо", "нибудь" follow pronouns and question words ("что-либо",
# "кто-нибудь", "как-то", "какой-то"); "ка" follows an imperative or "ну"
# ("дай-ка").  Checking the host matters: "поня-" / "то." at a line end is
# "понято.", and "ру-" / "ка" is "рука".
_PARTICLE_HOSTS = {
    "то": frozenset({"NPRO", "Apro", "Ques", "Dmns"}),
    "либо": frozenset({"NPRO", "Apro", "Ques", "Dmns"}),
    "нибудь": frozenset({"NPRO", "Apro", "Ques", "Dmns"}),
    "ка": frozenset({"impr", "INTJ"}),
}

# Particles that follow any word ("всё-таки", "опять-таки", "он-де"): kept
# when the host is a word and the fusion is not ("дета" would be, for "де-" /
# "та", but "та" is no particle).
_FREE_PARTICLES = frozenset({"таки", "де"})

# A prefix written with a hyphen: "кое-что", "кой-как".
_HYPHEN_PREFIXES = frozenset({"кое", "кой"})

# English suffixes that never stand alone: a Latin word broken before one of
# them was hyphenated at the line end ("Commis-" / "sion" is "Commission"),
# while any other Latin pair keeps its hyphen ("bidding-" / "boxes").  The
# Russian dictionary knows no English, so this short list stands in for it.
_LATIN_SUFFIXES = frozenset(
    """sion sions tion tions ment ments ness ing ings ed er ers ly ity ance ence
    able ible ful less ous ive al ary ory ure""".split()
)

_CYRILLIC_WORD = re.compile(r"[А-Яа-яЁё]+")


def normalize_space(s: str) -> str:
    """Runs of white space become one space; the ends are stripped."""
    return _SPACE_RUN.sub(" ", s).strip()


def yo_fold(s: str) -> str:
    """Write ё as е (Ё as Е), the way most of the sources do."""
    return s.replace("ё", "е").replace("Ё", "Е")


# --- the dictionary ---------------------------------------------------------------------------


_morph = morph.analyzer


@functools.lru_cache(maxsize=65536)
def is_known_word(word: str) -> bool:
    """True when the Russian dictionary holds ``word`` (any case; е matches ё)."""
    return bool(word) and _morph().word_is_known(word.lower())


def has_predicate(phrase: str) -> bool:
    """Whether a Russian phrase holds a finite verb, a predicative word or a short adjective or
    participle («вправе», «обязаны», «запрещено»; by each word's likeliest reading): a sentence
    («Игрок вправе изменить заявку», «Действует с …»). (A section's title may hold any of them —
    «Как играется карта», «Ход уже сделан» — so only a law's title is asked.)"""
    return any(_likeliest_pos(word.lower()) in ("VERB", "PRED", "ADJS", "PRTS") for word in _CYRILLIC_WORD.findall(phrase))


@functools.lru_cache(maxsize=65536)
def _likeliest_pos(word: str) -> str | None:
    """The part of speech of a word's likeliest reading (a text's titles repeat their words: the
    dictionary is asked once for each)."""
    return _morph().parse(word)[0].tag.POS


# The Laws speak of players in the third person; a writer speaks to the reader: the first and
# second persons' pronouns (as a sentence writes them, not in capitals: "US" is a country), outside
# quoted words (a player's «"I have the rest"» quoted is still the Laws' third person).
_PERSONS = ("me my mine you your yours we us our ours myself yourself yourselves ourselves "
            "я мне меня мной мы нам нас нами вы вам вас вами ты тебе тебя тобой мой моя моё мое мои моих "
            "наш наша наше наши наших ваш ваша ваше ваши ваших твой твоя твоё твое твои").split()
# "I" before a verb only a person does, not a numeral ("Chapter I of …", "Part I may …")
_I_DO = ("am would don't didn't can't think thought hope believe guess suppose want know feel agree suggest "
         "recommend asked").split()
_PERSONAL = re.compile(r"(?<![\w'’-])(?:I['’](?:m|ll|ve|d)|I(?=\s+(?:" + "|".join(map(re.escape, _I_DO)) + r")\b)|"
                       + "|".join(f"{w}|{w.capitalize()}" for w in _PERSONS) + r")(?![\w'’-])")
# An apostrophe, not a single quote's closing mark: between letters (‘Don’t move your tables’), or
# a plural's possessive, after an s and before the word in small letters it owns ('the defenders'
# clubs are good, you have the rest'). ``{q}``: the mark (' or ’).
_APOSTROPHE = r"(?<=[^\W\d_]){q}(?=[^\W\d_])|(?<=[sS]){q}(?= [a-z])"
APOSTROPHE_RE = re.compile(_APOSTROPHE.format(q="['’]"))
_QUOTED = re.compile(r"«[^«»]*»|\"[^\"]*\"|“[^“”]*”|„[^„“]*“|(?<!\w)'(?:[^']|" + _APOSTROPHE.format(q="'") + r")*'(?!\w)|"
                     r"‘(?:[^‘’]|" + _APOSTROPHE.format(q="’") + r")*’(?!\w)")


def quote_open(texts, breaks=()) -> list[bool]:
    """For each of ``texts`` in turn (a unit's lines), whether a quotation opened before it is
    still open where it begins: «…», “…”, „…“ or „…”, ‘…’, "…", and '…' opened before a word. A
    ’ or ' between letters is an apostrophe (‘Don’t move’), and so is one after a plural's s
    before a word in small letters (‘The players’ time is up’); a ‘ before a digit is one (‘97),
    and so is one before an elided word (‘til, ‘em: ``_ELISION``).
    A closing mark closes its own opening one, and any mark opened inside it and never closed
    (“wait ‘til I think”). A quote runs on into one more paragraph at most (a quote wrapped at a
    sentence's end, which a text of a line a paragraph sets apart), never past a second
    paragraph's end: ``breaks`` are the indexes of the texts that begin a paragraph. One pass; a
    mark that closes nothing open is passed over, and so is one that would open a quote deeper
    than MAX_NESTING."""
    out, stack, breaks, crossed = [], [], set(breaks), False
    for n, text in enumerate(texts):
        if n in breaks and stack:
            if crossed:
                stack.clear()
            crossed = not crossed
        out.append(bool(stack))
        for i, c in enumerate(text):
            if c not in _QUOTE_MARKS:
                continue
            before, after = text[i - 1:i], text[i + 1:i + 2]
            opens = c if c in "«„“\"" else ""
            if c == "‘" and not after.isdigit() and not _ELISION.match(text, i + 1):
                opens = "‘"
            elif c == "'" and (not before or before.isspace() or before in "([—–-«“„") and after.isalpha():
                opens = "'"
            closes = {"»": ("«",), "”": ("“", "„"), "“": ("„",), '"': ('"',), "’": ("‘",), "'": ("'",)}.get(c, ())
            if c in "’'" and _apostrophe(text, i):
                closes = ()
            shut = next((k for k in range(len(stack) - 1, -1, -1) if stack[k] in closes), None)
            if shut is not None:
                del stack[shut:]
            elif opens and len(stack) < MAX_NESTING:
                stack.append(opens)
            if not stack:
                crossed = False
    return out


_QUOTE_MARKS = "«»„“”‘’\"'"
# English words whose first letters an apostrophe stands for, typed with an opening mark (‘til,
# ‘em): none begins a quotation, so the mark before them opens none
_ELISION = re.compile(r"(?:til|tis|twas|twere|twill|em)(?![\w'’‘-])", re.I)
MAX_NESTING = 4  # quotes inside quotes, at most (deeper marks are passed over: a megabyte of « is read in linear time)


def _apostrophe(text: str, i: int) -> bool:
    """Whether the ’ or ' at ``i`` is an apostrophe (``_APOSTROPHE``)."""
    return APOSTROPHE_RE.match(text, i) is not None


# A noun that names words said, as a player's ("declarer's words I'll give you one") or with an
# example after it, a word or two on ("a remark such as your lead, partner", «реплика игрока вроде
# "ваш ход"»): what follows it, to a comma or the sentence's end, is the words cited, quoted or not
# (a quote set in italics, or by a <q> whose marks a copy lost), not the writer's ("Any remarks,
# call me", "Thanks for everyone's comments, I've fixed…", "Any comments you'd like to add" are).
_SAYING = (r"(?:words?|remarks?|statements?|phrases?|comments?|utterances?|expressions?|"
           r"слова|словами|слов|замечани[еяюи]\w*|фраз[аыуе]\w*|заявлени[еяюи]\w*|реплик[аиуе]\w*|"
           r"высказывани[еяюи]\w*|выражени[еяюи]\w*)")
_NOT_A_PERSON = r"(?!(?:" + "|".join(_PERSONS) + r"|i|i['’]\w+|you['’]\w+|we['’]\w+)(?![\w'’-]))"
_CITING = re.compile(r"(?:\w['’]s\s+" + _SAYING + r"(?![\w'’-])|(?<![\w'’-])" + _SAYING
                     + r"(?:\s+" + _NOT_A_PERSON + r"[\w'’-]+){0,2}?\s+(?:such\s+as|like|вроде|типа|наподобие)(?![\w'’-]))"
                     r"[^.!?…,]*", re.I)


def speaks_to_reader(text: str) -> bool:
    """Whether the words (quotes left out, and the words a noun of saying cites: ``_CITING``) speak
    to their reader in the first or second person ("Any problems, speak to me.", «Звоните, я в
    офисе до шести.», «Если что-то непонятно — звони.»: a pronoun, or a Russian verb that is an
    imperative or a first or second person by every reading, ``_imperative``): a writer's, never the
    Laws'."""
    plain = _CITING.sub(" ", _QUOTED.sub(" ", text))
    return bool(_PERSONAL.search(plain)) or any(_imperative(word) for word in _CYRILLIC_WORD.findall(plain))


# Imperatives the Laws use themselves: a cross-reference («смотри Закон 50», «сравни»), «будь то»
_LAWS_OWN_IMPERATIVES = frozenset({"смотри", "см", "сравни", "ср", "будь"})


@functools.lru_cache(maxsize=65536)
def _imperative(word: str) -> bool:
    """A Russian verb that speaks to the reader by every reading the dictionary has: the
    imperative, the first or the second person («звони», «пишите», «звоните», «обсудим»); not a
    word that may also be a past tense («пришли»), a comparative («слабей») or a noun, nor a
    cross-reference («см.»)."""
    word = word.lower()
    if word in _LAWS_OWN_IMPERATIVES or not is_known_word(word):
        return False
    parses = _morph().parse(word)
    return all(p.tag.POS == "VERB" and ("impr" in p.tag or "2per" in p.tag or "1per" in p.tag) and "Abbr" not in p.tag
               for p in parses)


@functools.lru_cache(maxsize=65536)
def _grammemes(word: str) -> frozenset[str]:
    """Every grammeme of every dictionary reading of ``word`` (none for an unknown word)."""
    if not is_known_word(word):
        return frozenset()
    return frozenset(g for parse in _morph().parse(word.lower()) for g in parse.tag.grammemes)


def _is_particle_pair(left_word: str, right_word: str) -> bool:
    """True for a host and a hyphenated particle: "что-" / "либо", "всё-" / "таки"."""
    particle = right_word.lower()
    if particle in _PARTICLE_HOSTS:
        return bool(_PARTICLE_HOSTS[particle] & _grammemes(left_word))
    if particle in _FREE_PARTICLES:
        return is_known_word(left_word) and not is_known_word(left_word + right_word)
    return False


# --- hyphenation ------------------------------------------------------------------------------


def _is_latin(word: str) -> bool:
    return word.isascii()


def _keeps_hyphen(left_word: str, right_word: str) -> bool:
    """Decide whether ``left_word-`` + ``right_word`` is one hyphenated word."""
    # "E-" / "W": a single Latin capital is a seat or a direction ("E-W", "N-S").
    if len(left_word) == 1 and _is_latin(left_word) and left_word.isupper():
        return True
    if _is_latin(left_word) and _is_latin(right_word):
        return right_word.lower() not in _LATIN_SUFFIXES
    # "что-" / "либо", "дай-" / "ка": a particle after its host.
    if _is_particle_pair(left_word, right_word):
        return True
    # "не-" / "медленно": a dictionary word when joined, so the hyphen was the line break's.
    if is_known_word(left_word + right_word):
        return False
    # "кое-" / "что"; after the dictionary test, for "кой-" / "ка" is "койка".
    if left_word.lower() in _HYPHEN_PREFIXES:
        return True
    # "сине-" / "зеленый": the dictionary knows the compound, or both halves
    # but not their fusion.
    if is_known_word(f"{left_word}-{right_word}"):
        return True
    if is_known_word(left_word) and is_known_word(right_word):
        return True
    # Unknown either way (a bridge term, a misprint): a hyphen at the end of a
    # line is most often the typesetter's, so join.
    return False


def dehyphenate_join(left: str, right: str) -> str:
    """Join ``left`` (a word ending with "-" at the end of a line) with ``right`` (the next word).

    Returns the two words joined, with or without the hyphen; what surrounds
    the words ("(впос-", "ледствии),") is kept as it is.  ``left`` without a
    final hyphen is joined to ``right`` by a space.
    """
    if not left.endswith("-"):
        return f"{left} {right}".strip()
    stem = left[:-1]
    left_match = _TRAILING_WORD.search(stem)
    right_match = _LEADING_WORD.match(right)
    # "4-" / "карточные", "S.O.-", "(A)-": the hyphen follows a digit, a dot or
    # a bracket, so it is written, not a break inside a word.
    if left_match is None or right_match is None:
        return left + right
    if _keeps_hyphen(left_match.group(), right_match.group()):
        return left + right
    return stem + right


# --- lines into paragraphs --------------------------------------------------------------------


def _ends_with_break_hyphen(text: str) -> bool:
    """True when ``text`` ends with a hyphen glued to a word ("разыгры-").

    A hyphen after a space is a dash ("слово -"), and "--" is a dash too.
    """
    return len(text) > 1 and text.endswith("-") and not text[-2].isspace() and text[-2] != "-"


def join_lines(lines: list[str]) -> str:
    """The lines of one paragraph as one string, with line-end hyphenation undone.

    Each line is stripped and its runs of white space collapsed; blank lines
    are skipped.
    """
    # A list of pieces joined once at the end: gluing each line onto a growing string was
    # quadratic (a 2 MB paragraph took seconds). Only the last piece is ever looked at.
    parts: list[str] = []
    for raw in lines:
        line = normalize_space(raw)
        if not line:
            continue
        if parts and _ends_with_break_hyphen(parts[-1]):
            head_rest, _, left = parts[-1].rpartition(" ")
            right, _, line_rest = line.partition(" ")
            parts[-1:] = [p for p in (head_rest, dehyphenate_join(left, right), line_rest) if p]
        else:
            parts.append(line)
    return " ".join(parts)


# --- the letter ё -----------------------------------------------------------------------------


def _with_case_of(model: str, word: str) -> str:
    """``word`` with the capitalisation of ``model``, letter by letter (same length)."""
    return "".join(ch.upper() if m.isupper() else ch for m, ch in zip(model, word))


class YoRestorer:
    """Puts ё back into text that writes е, using spellings learned from texts that write ё.

    A word is restored only when its ё-less spelling never occurs as a word
    of its own in the learned texts: if they hold both "все" and "всё", the
    word "все" is ambiguous and left alone.
    """

    def __init__(self, texts: Iterable[str] = ()):
        self._yo: dict[str, str | None] = {}  # folded -> ё-spelling; None when two compete
        self._plain: set[str] = set()  # words seen without ё
        for text in texts:
            self.learn(text)

    def learn(self, text: str) -> None:
        """Record the words of ``text``, a text that spells ё wherever it is due."""
        for word in _CYRILLIC_WORD.findall(text):
            lower = word.lower()
            folded = yo_fold(lower)
            if folded == lower:
                self._plain.add(lower)
            elif self._yo.setdefault(folded, lower) != lower:
                # "всё" and "вёсел"-style clashes: two ё-spellings fold alike.
                self._yo[folded] = None

    def spelling(self, word: str) -> str | None:
        """The ё-spelling (lowercase) of ``word`` when it is certain, else None."""
        folded = yo_fold(word.lower())
        if folded in self._plain:
            return None
        return self._yo.get(folded)

    def _restore_word(self, match: re.Match[str]) -> str:
        word = match.group()
        spelled = self.spelling(word)
        if spelled is None or "ё" in word.lower():
            return word
        return _with_case_of(word, spelled)

    def restore(self, text: str) -> str:
        """``text`` with ё put back into every word whose ё-spelling is certain."""
        return _CYRILLIC_WORD.sub(self._restore_word, text)
