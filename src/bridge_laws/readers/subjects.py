"""Reader for the subject index (ПРЕДМЕТНЫЙ УКАЗАТЕЛЬ) of the 1991 Russian book.

The printed index has two levels: head words and, under each, sub-entries. An
entry line is a term, a dot leader and law numbers::

    Блеф.......................................40,73

``=`` stands for the head word (``Право на = ....92`` under ``Апелляция``), a
``- см.`` / ``- см.также`` tail gives see-references, and ``[взятки]`` repeats
the head word after a page break.

The indentation that told sub-entries from head words was lost in the text
source, so the two levels are recovered from the alphabetical order: head words
are sorted, so the head words are the longest sorted run of candidate lines
(see :func:`_choose_heads`).

The work is done in passes, data flowing one way::

    _drop_furniture -> _join_wraps -> _classify -> _choose_heads -> _assemble -> _check_order

Public API: :func:`parse_subject_index`, :func:`find_subject_index`,
:func:`subjects_to_dicts`, :func:`subjects_from_dicts`.
"""

from __future__ import annotations

import re
from dataclasses import dataclass
from functools import lru_cache

from ..errors import CorpusError
from ..model import LAST_LAW, Issue, Location, SubjectEntry

# The highest law number (of every edition); a bigger number is a misprint or a page number.
MAX_LAW = LAST_LAW

TITLE = "ПРЕДМЕТНЫЙУКАЗАТЕЛЬ"  # the title line, letter-spaced in the book, with spaces removed

# Law numbers at the end of a line, after a dot leader. The leader is usually long
# (``Блеф.......40,73``) but may be two dots (``из-за =..23``) or a single dot glued
# to the last word (``штрафной карты.50,59``). A dot that is part of the term stays
# in the term: ``Предписания S.O. .......40`` -> term ``Предписания S.O.``. A leader starts
# only where a run of dots starts (``(?<!\.)``): a line of dots would otherwise take cubic time.
_NUMBERED = re.compile(
    r"^(?P<term>.+?)(?:\s*(?<!\.)\.{2,}\s*|(?<=[^\s.])\.)(?P<laws>\d+(?:\s*,\s*\d+)*)\s*$"
)

# A see-reference tail. The dash may have no spaces around it:
# ``Вопрос-см.также Нелегальная информация;Приличия;``. Requiring ``см.`` after the
# dash keeps hyphenated words (``из-за``) out.
_SEE = re.compile(r"^(?P<term>.*?)\s*-\s*см\.\s*(?P<also>также\b)?\s*(?P<refs>.*)$")

# ``[взятки]``: the head word repeated at the top of a new page.
_REPEAT = re.compile(r"^\[(?P<word>[^\]]+)\]$")

# A word mixing Cyrillic and Latin letters is an OCR or code-page artefact
# (``Bзятки`` with a Latin B); a Latin-only word such as ``S.O.`` is fine.
# Tried at word starts only (``(?<!\w)``): the lookaheads scan the whole word, and trying them
# inside a 1 MB word at every position took quadratic time.
_MIXED_WORD = re.compile(r"(?<!\w)(?=\w*[а-яё])(?=\w*[a-z])\w+", re.IGNORECASE)
# Characters a clean index line may hold; anything else (``?``, U+FFFD, control
# characters, stray symbols) marks a mangled line.
_CLEAN_CHARS = re.compile(r"^[\w\s.,;:\-=()\[\]\"«»'/–—]*$")


# --------------------------------------------------------------------------- lines


@dataclass(frozen=True)
class _Line:
    """One logical index line (wrapped lines already joined), classified."""

    line: int  # 1-based number of its first physical line
    kind: str  # "entry" (plain term), "see", "eq" (contains =), "repeat" ([взятки])
    term: str
    laws: tuple[int, ...] = ()
    see: tuple[str, ...] = ()
    see_also: tuple[str, ...] = ()


def _is_title(text: str) -> bool:
    squeezed = re.sub(r"\s+", "", text)
    return squeezed.upper() == TITLE or squeezed.lower() == "(ссылкикномерамправил)"


def _drop_furniture(lines: list[tuple[int, str]]) -> list[tuple[int, str]]:
    """Drop blank lines, the title lines, which the caller may have left in, and the page's
    furniture (readers/formats/furniture.py: a page number «- 127 -», a strip of letters)."""
    from .formats.furniture import text_furniture  # here: the corpus reads the index with no format reader

    found = text_furniture([text for _, text in lines])
    return [(no, text.strip()) for i, (no, text) in enumerate(lines)
            if text.strip() and not _is_title(text) and i not in found]


def _has_laws(text: str) -> bool:
    return _NUMBERED.match(text) is not None


def _starts_lower(text: str) -> bool:
    return text[:1].isalpha() and text[:1].islower()


def _join_wraps(lines: list[tuple[int, str]]) -> list[tuple[int, str]]:
    """Join terms that wrap onto the next line.

    A line without law numbers followed by a line starting with a lowercase letter
    is continued there: ``Право на объяснение конвенций и`` /
    ``партнерского взаимопонимания.........40,75``. No entry starts lowercase (terms
    are capitalised, sub-entries start with a capital or ``=``), so the lowercase
    start is a safe sign. A line ending in ``letter-`` is a hyphenated wrap and
    joins without the hyphen: ``... см.Нелегальная ин-`` / ``формация; Приличия;``.
    """
    out: list[tuple[int, str]] = []
    for no, text in lines:
        if out and _starts_lower(text) and not _has_laws(out[-1][1]):
            first_no, prev = out[-1]
            out[-1] = (first_no, _glue(prev, text))
        else:
            out.append((no, text))
    return out


def _glue(prev: str, text: str) -> str:
    if re.search(r"[^\W\d_]-$", prev):
        return prev[:-1] + text
    return prev + " " + text


def _split_refs(refs: str) -> tuple[str, ...]:
    return tuple(ref.strip() for ref in refs.split(";") if ref.strip())


def _classify(no: int, text: str) -> _Line | None:
    """Turn one logical line into a :class:`_Line`, or None when it cannot be read."""
    repeat = _REPEAT.match(text)
    if repeat:
        return _Line(no, "repeat", repeat["word"].strip())
    see = _SEE.match(text)
    if see and see["term"]:
        refs = _split_refs(see["refs"])
        if see["also"]:
            return _Line(no, "see", see["term"], see_also=refs)
        return _Line(no, "see", see["term"], see=refs)
    numbered = _NUMBERED.match(text)
    term = numbered["term"].strip() if numbered else text
    laws = tuple(int(n) for n in re.findall(r"\d+", numbered["laws"])) if numbered else ()
    # A line that is only dots and digits (a leader with no term, a page number)
    # or that starts lowercase (nothing to join it to) is not an entry.
    if not re.search(r"[^\W\d_]", term) or _starts_lower(term):
        return None
    kind = "eq" if "=" in term else "entry"
    return _Line(no, kind, term, laws=laws)


# --------------------------------------------------------------------------- order


def sort_key(text: str) -> str:
    """The key the index is sorted by: case-insensitive, ё = е, punctuation and ``=`` ignored.

    Words compare one by one (a space sorts before any letter), as in
    ``Движение игроков`` < ``Движение сдач`` and ``Апелляционный комитет`` < ``Апелляция``.
    """
    text = text.lower().replace("ё", "е")
    text = re.sub(r"[^\w\s]|_", " ", text)
    return re.sub(r"\s+", " ", text).strip()


def _head_bonus(lines: list[_Line], i: int) -> int:
    """Tie-break weight of line ``i`` as a head word.

    When two lines could each be the head (only one keeps the order), prefer the
    one that reads like a head: followed by a ``=`` sub-entry (``Апелляция`` /
    ``= к апелляционному комитету``), or printed without law numbers, because a
    line with no numbers only groups sub-entries (``Выбор игроком действий после
    нарушения``).
    """
    followed_by_eq = i + 1 < len(lines) and lines[i + 1].kind == "eq"
    return int(followed_by_eq) + int(not lines[i].laws)


def _choose_heads(lines: list[_Line]) -> set[int]:
    """Indices of the lines that are head words.

    Head words are printed in alphabetical order, sub-entries are not in order
    with them, so the heads are a longest non-decreasing subsequence (by
    :func:`sort_key`) of the candidate lines. Under ``Взятки`` the sub-entries
    ``Пятая карта во взятку`` and ``Ход во взятку`` are left out because taking
    them would break the run ``Вистующий``, ``Вопрос``, ...; ``Акция, нарушающая
    обязанность пасовать`` is kept because it sorts between ``Акцент`` and ``Алерт``.

    Candidates are plain entry lines and see-reference lines; ``=`` lines and
    ``[repeats]`` are never heads. Scores are compared as tuples
    (must-be-heads kept, length, tie-break bonus), so a see-line or the first
    line, which are always heads, is never dropped to make room for two plain lines.

    Among runs that still score the same, the later line wins (``>=`` below and
    the last maximum at the end). A tie is a sub-entry of one head against the
    next head word, and the later line is the next head: with ``Давать в масть``,
    ``Фальшренонс....61``, ``Движение игроков....8`` and nothing after, both
    ``Фальшренонс`` and ``Движение игроков`` fit, and the head is ``Движение игроков``.
    """
    cands = [i for i, ln in enumerate(lines) if ln.kind in ("entry", "see")]
    keys = [sort_key(lines[i].term) for i in cands]
    gain = [(int(_must_head(lines, i)), 1, _head_bonus(lines, i)) for i in cands]
    best: list[tuple[int, int, int]] = []
    prev: list[int | None] = []
    for j in range(len(cands)):
        score, back = gain[j], None
        for i in range(j):
            if keys[i] <= keys[j]:
                here = tuple(a + b for a, b in zip(best[i], gain[j]))
                if here >= score:
                    score, back = here, i
        best.append(score)
        prev.append(back)
    return _backtrack(cands, best, prev)


def _must_head(lines: list[_Line], i: int) -> bool:
    """A see-line is always a head word, and so is the first line: nothing is above it."""
    return lines[i].kind == "see" or i == 0


def _backtrack(cands: list[int], best: list, prev: list) -> set[int]:
    if not cands:
        return set()
    top = max(best)
    j: int | None = max(k for k in range(len(cands)) if best[k] == top)
    chosen = set()
    while j is not None:
        chosen.add(cands[j])
        j = prev[j]
    return chosen


# --------------------------------------------------------------------------- assembly


def _lower_first(word: str) -> str:
    """Lowercase the first letter only, so acronyms inside a head word survive."""
    return word[:1].lower() + word[1:]


def expand_head(term: str, head: str) -> str:
    """A sub-entry's ``=`` (the head word), read as the book means it.

    At the start the head is read in (``= к главному судье`` under «Апелляция» ->
    ``Апелляция к главному судье``), and so wherever its printed form reads right there
    (``_agrees``: ``Дефектные =`` under «Взятки» -> ``Дефектные взятки``). Elsewhere the book would
    inflect the head («Ограничение прав =» is «…прав болвана»), which the index does not print:
    the ``=`` is dropped and the printed words kept (``Ограничение прав``), read under the head
    word («Болван → Ограничение прав»), never glued uninflected after them.
    """
    stripped = term.strip()
    if stripped.startswith("="):
        stripped = head + stripped[1:]
    before = stripped.split("=", 1)[0].split()
    if "=" in stripped and before and _agrees(before[-1], head):
        stripped = stripped.replace("=", _lower_first(head), 1)
    stripped = stripped.replace("=", " ")
    return re.sub(r"\s+", " ", stripped).strip()


# The cases a preposition before ``=`` asks of the head word («Игра во =» → «во взятки»).
_PREPOSITION_CASES = {
    **dict.fromkeys(("в", "во", "на"), {"accs", "loct"}), **dict.fromkeys(("за", "про", "через"), {"accs"}),
    **dict.fromkeys(("к", "ко", "по"), {"datv"}), **dict.fromkeys(("о", "об", "при"), {"loct"}),
    **dict.fromkeys(("с", "со"), {"ablt", "gent"}),
    **dict.fromkeys(("из-за", "для", "без", "от", "из", "до", "у", "после", "относительно"), {"gent"}),
}


@lru_cache(maxsize=4096)  # the same head words recur under every sub-entry: pymorphy3 parses are dear
def _agrees(before: str, head: str) -> bool:
    """The head word, as printed (nominative), reads right after ``before``: an adjective that
    agrees with it («Дефектные взятки»), a preposition whose case it is in («во взятки», not
    «на апелляция»), or a noun whose genitive it is («Просмотр взятки», not «Права болван»)."""
    from ..text.morph import analyzer as _morph

    words = re.findall(r"[^\W\d_]+", head)  # letters: «Акция, нарушающая…» → Акция
    if not words or not re.fullmatch(r"[А-Яа-яЁё]+", words[0]) or not re.fullmatch(r"[А-Яа-яЁё-]+", before):
        return False
    morph = _morph()
    heads = [p.tag for p in morph.parse(words[0])]
    if any("INFN" in h for h in heads):  # «Общее требование давать в масть»: a verb never inflects
        return True
    cases = _PREPOSITION_CASES.get(before.lower())
    if cases is None:
        adjectives = [p.tag for p in morph.parse(before) if {"ADJF", "PRTF"} & p.tag.grammemes]
        if adjectives:  # agreeing in the nominative, as the head is printed: «Дефектные взятки»
            return any(a.number == h.number and (h.number == "plur" or a.gender == h.gender)
                       for a in adjectives if "nomn" in a for h in heads if "NOUN" in h and "nomn" in h)
        cases = {"gent"}
    return any(h.case in cases for h in heads)


@dataclass
class _Head:
    line: _Line
    children: list[tuple[str, SubjectEntry]]  # (term as printed, entry)


def _entry(ln: _Line, file: str, term: str | None = None) -> SubjectEntry:
    return SubjectEntry(
        term=term or ln.term,
        laws=ln.laws,
        see=ln.see,
        see_also=ln.see_also,
        where=Location(file, ln.line),
    )


def _assemble(lines: list[_Line], heads: set[int], file: str, issues: list[Issue]) -> list[_Head]:
    out: list[_Head] = []
    for i, ln in enumerate(lines):
        where = Location(file, ln.line)
        if i in heads or (ln.kind == "see"):
            if i not in heads:
                # A see-line is always a head; one out of order is worth a look.
                issues.append(Issue("subject-order", f"head {ln.term!r} is out of alphabetical order", where))
            out.append(_Head(ln, []))
        elif not out:
            issues.append(Issue("subject-orphan", f"{ln.term!r} comes before any head word", where))
        elif ln.kind == "repeat":
            _check_repeat(ln, out[-1], where, issues)
        elif ln.kind == "eq":
            out[-1].children.append((ln.term, _entry(ln, file, expand_head(ln.term, out[-1].line.term))))
        else:
            out[-1].children.append((ln.term, _entry(ln, file)))
    return out


def _check_repeat(ln: _Line, head: _Head, where: Location, issues: list[Issue]) -> None:
    """``[взятки]`` must repeat the current head word (``Взятки``)."""
    if sort_key(ln.term) != sort_key(head.line.term):
        issues.append(
            Issue("subject-repeat", f"[{ln.term}] does not repeat the head word {head.line.term!r}", where)
        )


def _check_order(heads: list[_Head], issues: list[Issue]) -> None:
    """Sub-entries are sorted too, by their printed text with ``=`` left out.

    ``= к главному судье`` sorts as ``к главному судье``, before ``Право на =``.
    A sub-entry out of order usually means a head word was taken for a sub-entry.
    """
    for head in heads:
        keys = [(sort_key(printed), child) for printed, child in head.children]
        for (k1, _), (k2, child) in zip(keys, keys[1:]):
            if k2 < k1:
                issues.append(
                    Issue("subject-order", f"sub-entry {child.term!r} of {head.line.term!r} is out of order", child.where)
                )


def _check_line(no: int, text: str, file: str, issues: list[Issue]) -> None:
    """Record an Issue for a line whose letters look mangled; the line is still used."""
    bad_word = _MIXED_WORD.search(text)
    if bad_word:
        issues.append(Issue("subject-mangled", f"mixed Cyrillic and Latin letters in {bad_word[0]!r}", Location(file, no)))
    elif not _CLEAN_CHARS.match(text):
        issues.append(Issue("subject-mangled", f"unexpected characters in {text!r}", Location(file, no)))


def _check_laws(ln: _Line, file: str, issues: list[Issue]) -> None:
    for n in ln.laws:
        if not 1 <= n <= MAX_LAW:
            issues.append(Issue("subject-law", f"law {n} of {ln.term!r} does not exist", Location(file, ln.line)))


# --------------------------------------------------------------------------- public


def parse_subject_index(
    lines: list[tuple[int, str]], file: str
) -> tuple[tuple[SubjectEntry, ...], list[Issue]]:
    """Parse the index body: (1-based line number, text) pairs after the title.

    Returns the head words, each with its sub-entries in ``children``, and the
    Issues for lines that could not be placed or look damaged. Never raises on
    odd input: every line is either used or reported.
    """
    issues: list[Issue] = []
    classified: list[_Line] = []
    for no, text in _join_wraps(_drop_furniture(lines)):
        _check_line(no, text, file, issues)
        ln = _classify(no, text)
        if ln is None:
            issues.append(Issue("subject-unparsed", f"not an index entry: {text!r}", Location(file, no)))
            continue
        _check_laws(ln, file, issues)
        classified.append(ln)
    heads = _assemble(classified, _choose_heads(classified), file, issues)
    _check_order(heads, issues)
    entries = tuple(
        SubjectEntry(
            term=h.line.term,
            laws=h.line.laws,
            see=h.line.see,
            see_also=h.line.see_also,
            children=tuple(child for _, child in h.children),
            where=Location(file, h.line.line),
        )
        for h in heads
    )
    return entries, issues


def find_subject_index(lines: list[tuple[int, str]]) -> list[tuple[int, str]]:
    """The body of the first subject index in a numbered source: the lines after the title.

    The body ends at a blank line, at the end of the lines, or where the index
    runs into other text without a break: in ``1987-ru-web-75-93.txt`` the line
    after ``Дисквалификация игрока....91`` is law text (``объявленное партнерское
    соглашение, пока его``), which starts lowercase after a finished entry. Returns
    [] when there is no index.
    """
    start = next((k for k, (_, text) in enumerate(lines) if _is_title(text) and "(" not in text), None)
    if start is None:
        return []
    body: list[tuple[int, str]] = []
    for no, text in lines[start + 1:]:
        if not text.strip():
            break
        if _is_title(text):  # the ``(ссылки к номерам правил)`` line under the title
            continue
        if _starts_lower(text.strip()) and body and _has_laws(body[-1][1]):
            break
        body.append((no, text))
    return body


def subjects_to_dicts(entries) -> list[dict]:
    """Plain data for YAML/JSON: every key present, empty lists allowed. ``where`` is not kept."""
    return [
        {
            "term": e.term,
            "laws": list(e.laws),
            "see": list(e.see),
            "see_also": list(e.see_also),
            "children": subjects_to_dicts(e.children),
        }
        for e in entries
    ]


def subjects_from_dicts(data) -> tuple[SubjectEntry, ...]:
    """The inverse of :func:`subjects_to_dicts`. Raises CorpusError on malformed data."""
    if not isinstance(data, list):
        raise CorpusError(f"subject index must be a list, not {type(data).__name__}")
    return tuple(_entry_from_dict(item) for item in data)


def _entry_from_dict(item) -> SubjectEntry:
    if not isinstance(item, dict) or not isinstance(item.get("term"), str):
        raise CorpusError(f"subject entry needs a string 'term': {item!r}")
    laws = item.get("laws") or []
    if not all(isinstance(n, int) and not isinstance(n, bool) for n in laws):
        raise CorpusError(f"subject entry {item['term']!r}: laws must be integers: {laws!r}")
    return SubjectEntry(
        term=item["term"],
        laws=tuple(laws),
        see=tuple(_strings(item, "see")),
        see_also=tuple(_strings(item, "see_also")),
        children=subjects_from_dicts(item.get("children") or []),
    )


def _strings(item: dict, key: str) -> list[str]:
    values = item.get(key) or []
    if not isinstance(values, list) or not all(isinstance(v, str) for v in values):
        raise CorpusError(f"subject entry {item['term']!r}: {key} must be a list of strings")
    return values
