"""A writer's own marker style, read as the Laws' own: a text typed by hand numbers its sections
«А)» or "A)", its subsections "1-", its items "a-" or «а.» where the Laws print «А.», «1.», «(а)».

A style is taken for a level only when the text never prints that level the Laws' way, and its
markers run in order through the text: each one either the first of its level (A, 1, a) or the
one after the last of the style (B after A), and one at least follows on so. A style's first
section must come before any subsection of its law (a capital «А)» under «1.» is an item, as the
items' own regular expression reads it), and no section line of it ends in ";", "," or ":" (a list
of choices, "A) to pass;"). A small letter between two capitals of the run a letter apart ("B)",
"c)", "D)") is the section between them when it is the only line of that sign there; a header
typed small ("law 45 playing a card") is one over a section in a text that prints none the Laws'
way. Each line of a style taken is written with the Laws' marker, so that the reader and the
detection read it as they read any text; the lines changed are said. A unit's whole ref typed
before its words on every unit («Правило 57А2(а). …») is read as its own marker; sections
numbered in Roman numerals ("I.", "II.") as their letters."""

from __future__ import annotations

import re

from ..refs import LAW_LETTERS, RUSSIAN_SECTION_LETTERS
from ..text.analysis import CYRILLIC_RE
from .grammar import COPYRIGHT_SIGN_RE, ITEM_RE, SECTION_RE, SUBITEM_RE, SUBSECTION_RE, is_structural, law_header, marker_kind
from .shapes import BULLETS, ends_sentence, indent, without_bullet

Lines = list[tuple[int, str]]

_PAD = rf"(?P<pad>\s*(?:[{BULLETS}]\s+)?)"
# (level, the style's marker at a line's start, the Laws' marker it stands for, the Laws' own form)
_STYLES = (
    ("section", re.compile(_PAD + r"(?P<m>[A-HА-Зa-hа-з])(?P<d>[)\-–])\s+(?=\S)"), "{}.", SECTION_RE),
    ("subsection", re.compile(_PAD + r"(?P<m>[1-9]\d?)(?P<d>[-–])\s+(?=\S)"), "{}.", SUBSECTION_RE),
    ("item", re.compile(_PAD + r"(?P<m>[a-hа-з])(?P<d>[.\-–])\s+(?=\S)"), "({})", ITEM_RE),
    # sub-items in small Roman numerals with a stop ("i. …", "ii. …"), as a typed text numbers them
    ("subitem", re.compile(_PAD + r"(?P<m>viii|vii|vi|iv|v|iii|ii|i)(?P<d>\.)\s+(?=\S)"), "({})", SUBITEM_RE),
    # sections named by the word ("Section A – Title", «Раздел А. …»), as study notes write them
    ("section", re.compile(_PAD + r"(?:Section|SECTION|Раздел|РАЗДЕЛ)[ \t]+(?P<m>[A-HА-З])(?P<d>[ \t]*[.:–—-])[ \t]+(?=\S)"),
     "{}.", SECTION_RE),
    # sections numbered in capital Roman numerals, as a club's handbook renumbers them ("I. …", "II. …")
    ("section", re.compile(_PAD + r"(?P<m>VIII|VII|VI|IV|V|III|II|I)(?P<d>\.)\s+(?=[^\W\d_])"), "{}.", SECTION_RE),
)
_ALPHABETS = (LAW_LETTERS, RUSSIAN_SECTION_LETTERS, LAW_LETTERS.lower(), RUSSIAN_SECTION_LETTERS.lower())
_ROMAN = ("I", "II", "III", "IV", "V", "VI", "VII", "VIII")
# Follow-ons a style needs (B after A) before it is read as markers.
_MIN_FOLLOWING = 1


def _place(mark: str) -> tuple[int, int]:
    """(alphabet, place) of a letter, (-1, number) of a number."""
    if mark.isdigit():
        return -1, int(mark)
    if mark in _ROMAN:
        return len(_ALPHABETS), _ROMAN.index(mark) + 1
    if mark.upper() in _ROMAN and mark.islower() and mark not in _ALPHABETS[2]:  # a sub-item's "ii", "iv"
        return len(_ALPHABETS) + 1, _ROMAN.index(mark.upper()) + 1
    return next((i, a.index(mark) + 1) for i, a in enumerate(_ALPHABETS) if mark in a)


def _as_laws(level: str, mark: str) -> str:
    """A style's marker as the Laws' own letter or number: a Roman section's its letter ("II" → "B")."""
    if mark in _ROMAN and level == "section":
        return _ALPHABETS[0][_ROMAN.index(mark)]
    return mark.upper() if level == "section" else mark


def _laws_own(regex: re.Pattern, text: str) -> bool:
    """Whether a line prints a level the Laws' way ("A." for a section; for an item "(a)" or
    "a)" in small letters: a capital «А)» is the style looked for, not the Laws' item; nor a
    copyright sign before its year)."""
    line = without_bullet(text.strip())
    hit = regex.match(line)
    return bool(hit) and not (regex is ITEM_RE and (hit.group("m").isupper() or COPYRIGHT_SIGN_RE.match(line)))


def _style_lines(texts: list[str], level: str, regex: re.Pattern) -> list[int] | None:
    """The lines of the style of ``level``, when the text uses it for that level; else None."""
    found = [i for i, t in enumerate(texts) if regex.match(t)]
    small: list[int] = []
    if level == "section":  # capitals, and a small letter only where ``_typed_small`` finds it
        found = [i for i in found if regex.match(texts[i]).group("m").isupper()]
        small = _typed_small(texts, found, regex)
    if not found:
        return None
    found = sorted(found + small)
    if level == "section" and any(texts[i].rstrip().endswith((";", ",", ":")) for i in found):
        return None  # a list of choices ("A) to pass;" / "B) to bid;"): a section's title ends so never
    last = None
    following = 0
    for i in found:
        place = _place(regex.match(texts[i]).group("m").upper() if i in small else regex.match(texts[i]).group("m"))
        if last is not None and place == (last[0], last[1] + 1):
            following += 1
        elif place[1] != 1:
            return None  # out of order: the style is no list of markers
        last = place
    return found if following >= _MIN_FOLLOWING else None


def _typed_small(texts: list[str], found: list[int], regex: re.Pattern) -> list[int]:
    """A section letter of the style typed small between two of its run ("B) …", "c) …", "D) …"):
    the letter between theirs. (Between "A)" and "B)" an "a)" is an item.)"""
    marks = {i: _place(regex.match(texts[i]).group("m")) for i in found}
    out = []
    for before, after in zip(found, found[1:]):
        (alphabet, place), (alphabet2, place2) = marks[before], marks[after]
        if alphabet != alphabet2 or place2 != place + 2:
            continue
        mark = regex.match(texts[before]).group("d")  # the run's own sign after its letters: ")" or "-"
        between = [i for i in range(before + 1, after) if (m := regex.match(texts[i])) and m.group("d") == mark]
        # one line only: «в)» after «а)» and «б)» between «Б)» and «Г)» is an item of a list
        if len(between) == 1 and _place(regex.match(texts[between[0]]).group("m")) == (alphabet + 2, place + 1):
            out.append(between[0])
    return out


def _before_subsections(texts: list[str], sections: list[int], own: dict[str, list[int]]) -> bool:
    """Whether each law's first section of the style comes before any subsection of its law."""
    subsections = set(own.get("subsection", ())) | {i for i, t in enumerate(texts) if _laws_own(SUBSECTION_RE, t)}
    starts, sub = set(sections), False
    first = True  # no section of the style yet in this law
    for i, t in enumerate(texts):
        if law_header(t.strip()) is not None:
            sub, first = False, True
        elif i in subsections:
            sub = True
        elif i in starts:
            if first and sub:
                return False
            first = False
    return True


# A law's header typed in small letters with no separator ("law 45 playing a card", «закон 40
# соглашения»): read as one only in a text that prints no header the Laws' way, right above a
# section's marker.
_SMALL_HEADER = re.compile(r"^(?P<pad>\s*)(?P<word>law|закон|правило)[ \t]+(?P<n>[1-9]\d?)(?![\d\w])[ \t]*"
                           r"[-–—:.]?[ \t]*(?P<title>[^\W\d_][^.!?;]{0,80})?$")


def _small_headers(texts: list[str], sections: set[int]) -> list[int]:
    """The lines that are law headers typed in small letters (``_SMALL_HEADER``): over a section,
    and either two or more of them in the law's order, or one that starts a paragraph (the first
    line, after a blank one or a sentence's end), not a wrapped line of a citation ("… as set out
    in" / "law 16 on extraneous information" / "B. …")."""
    if any(law_header(t.strip()) for t in texts):
        return []
    found = []
    for i, t in enumerate(texts):
        if not _SMALL_HEADER.match(t):
            continue
        j = next((k for k in range(i + 1, len(texts)) if texts[k].strip()), None)
        if j is not None and (j in sections or _laws_own(SECTION_RE, texts[j])):
            found.append(i)
    numbers = [int(_SMALL_HEADER.match(texts[i])["n"]) for i in found]
    if len(found) >= 2 and numbers == sorted(set(numbers)):
        return found
    return [i for i in found if i == 0 or not texts[i - 1].strip() or ends_sentence(texts[i - 1].strip())]


# A unit's whole ref before its words, as a federation's handout prints each unit («Правило 57А2(а).
# нарушитель …», "Law 57A1. If a defender …"): the law's word, its number, the unit's letters and
# numbers as the Laws print them, and a full stop
_FULL_REF = re.compile(r"^(?P<pad>\s*)(?:LAW|Law|ПРАВИЛО|Правило|ЗАКОН|Закон)[ \t]+(?P<n>[1-9]\d?)(?P<s>[A-HА-З])(?P<u>[1-9]\d?)?"
                       r"(?:\((?P<i>[a-hа-з])\))?(?:\((?P<r>i{1,3}|iv|v|vi{1,3})\))?\.[ \t]+(?=\S)")


def _full_refs(numbered: Lines) -> tuple[Lines, list[tuple[int, str, str]]]:
    """A law whose units each open with their whole ref: each such line written with the unit's
    own marker («57А2(а).» → «а)», «57А1.» → «1.», «57А.» → «А.»), where two lines at least do so
    under the header of that law (a ref in a sentence's wrapped line, «Правило 12В1, а …», has no
    stop after it; one of another law, no header above it)."""
    law, found = None, []
    for k, (_, text) in enumerate(numbered):
        header = law_header(text.strip())
        if header is not None:
            law = header.number
            continue
        m = _FULL_REF.match(text)
        if m and law is not None and int(m["n"]) == law:
            found.append((k, m))
    if len(found) < 2:
        return numbered, []
    out, changed = list(numbered), []
    for k, m in found:
        mark = (f"({m['r']})" if m["r"] else f"{m['i']})" if m["i"] else f"{m['u']}." if m["u"] else f"{m['s']}.")
        number, text = numbered[k]
        out[k] = (number, m["pad"] + mark + " " + text[m.end():])
        changed.append((number, text[len(m["pad"]):m.end()].strip(), mark))
    return out, changed


# A paragraph's items run inline, as a newsletter sets them: "… as follows: (a) …; (b) …; or (c) …",
# each item's marker after a colon (the first) or a semicolon (and its "or", "and"); sub-items of
# an item likewise, "(i) …, and (ii) …"
_ITEM_LETTERS = ("abcdefgh", "абвгдежз")
_ROMAN_SMALL = ("i", "ii", "iii", "iv", "v", "vi", "vii", "viii")
_INLINE_FIRST = re.compile(r":\s+\((?P<m>[aа])\)\s+(?=\S)")
# … or the first item opening the line, the line before ending in the colon («а) … без нарушений;
# б) этот результат …», two items an edit joined on one line), its bracket closing only or both
_INLINE_FIRST_OPENING = re.compile(r"^\(?(?P<m>[aа])\)\s+(?=\S)")
_INLINE_NEXT = r"[;,]\s+(?:(?:or|and|или|либо|и)\s+)?(?P<open>\(?){}\)\s+(?=\S)"
_INLINE_SUB_FIRST = re.compile(r"(?<=\s)\(i\)\s+(?=\S)")


def _inline(text: str, first: int, pos: int, marks: tuple[str, ...]) -> list[int]:
    """Where each of a run of inline markers begins (the first at ``first``, its words from ``pos``),
    while the next follows, each after a semicolon or a comma and its conjunction."""
    at = [first]
    for mark in marks[1:]:
        nxt = re.compile(_INLINE_NEXT.format(re.escape(mark))).search(text, pos)
        if nxt is None:
            break
        at.append(nxt.start("open"))
        pos = nxt.end()
    return at


# A list's paragraph whose number a plain-text save dropped (Word's "Plain Text" keeps a list's
# indent as a tab, not its number): indented by a tab, or by four spaces or more
_LIST_INDENT = re.compile(r"^(?:[ ]*\t|[ ]{4,})\s*(?=\S)")
_CHILD = {"section": "subsection", "subsection": "item", "item": "subitem"}
_CHILD_MARK = {"subsection": lambda k, _: f"{k + 1}.", "item": lambda k, cyrillic: f"({_ALPHABETS[3 if cyrillic else 2][k]})",
               "subitem": lambda k, _: f"({_ROMAN[k].lower()})"}


def numbers_lost(numbered: Lines) -> tuple[Lines, list[tuple[int, str, str]]]:
    """The paragraphs of a list whose numbers a plain-text save dropped, numbered: two to eight
    lines in a run, each indented (``_LIST_INDENT``) with no marker of its own, right under a
    line at the margin that opens with a unit's marker and ends with a colon («А. … по следующим
    нормам:»), up to a line at the margin: the children of that unit, in order, at the level
    under it (subsections «1.», items «(а)», sub-items «(i)»); the lines changed said."""
    out, changed = list(numbered), []
    i = 0
    while i < len(numbered):
        lead = numbered[i][1]
        kind = marker_kind(lead) if lead.rstrip().endswith(":") and not _LIST_INDENT.match(lead) else None
        if kind not in _CHILD:
            i += 1
            continue
        end = i + 1  # (a run longer than a list of the Laws is none: the look stops past it)
        while (end < len(numbered) and end - i <= len(_ROMAN) + 1 and _LIST_INDENT.match(numbered[end][1])
               and not is_structural(numbered[end][1])):
            end += 1
        run = end - i - 1
        if kind in _CHILD and 2 <= run <= len(_ROMAN) and (end == len(numbered) or not numbered[end][1].strip()
                                                           or not _LIST_INDENT.match(numbered[end][1])):
            cyrillic = bool(CYRILLIC_RE.search(lead))
            for k in range(run):
                number, text = numbered[i + 1 + k]
                mark = _CHILD_MARK[_CHILD[kind]](k, cyrillic)
                out[i + 1 + k] = (number, f"{mark} {text.strip()}")
                changed.append((number, "(no number)", mark))
            i = end
            continue
        i += 1
    return out, changed


# An item numbered "1)" where the Laws letter it, indented under its subsection "1." ("1. A player's
# obligation extends to" / "   1) agreements …" / "   2) understandings …")
_NUMBERED_ITEM = re.compile(r"^(?P<pad>[ \t]+)(?P<n>[1-8])\)[ \t]+(?=\S)")
_ITEMS_MOST_LINES = 200  # lines under a subsection looked at for its numbered items
_DOTTED_SUBSECTION = re.compile(r"^(?P<pad>[ \t]*)[1-9]\d?\.[ \t]+\S")


def items_numbered(numbered: Lines) -> tuple[Lines, list[tuple[int, str, str]]]:
    """Items numbered «1)», «2)» under a subsection numbered «1.», indented deeper than it: the
    subsection's items, lettered (a), (b) (or (а), (б)) in order — two at least, numbered 1, 2 …
    with only lines indented as deep between them; the lines changed said."""
    out, changed = list(numbered), []
    for i, (_, lead) in enumerate(numbered):
        m = _DOTTED_SUBSECTION.match(lead)
        if not m:
            continue
        depth, found, k = indent(lead), [], i + 1
        while k < min(len(numbered), i + 1 + _ITEMS_MOST_LINES) and numbered[k][1].strip() and indent(numbered[k][1]) > depth:
            item = _NUMBERED_ITEM.match(numbered[k][1])
            if item and int(item["n"]) == len(found) + 1:
                found.append(k)
            elif item or not found:
                break
            k += 1
        if len(found) < 2:
            continue
        cyrillic = bool(CYRILLIC_RE.search(lead))
        for n, k in enumerate(found):
            number, text = numbered[k]
            item = _NUMBERED_ITEM.match(text)
            mark = f"({_ALPHABETS[3 if cyrillic else 2][n]})"
            out[k] = (number, f"{item['pad']}{mark} {text[item.end():]}")
            changed.append((number, f"{item['n']})", mark))
    return out, changed


_WRAPPED_MOST = 12  # lines of one paragraph read together for its inline items


def _inline_items(text: str) -> list[int]:
    """Where each item of a run of inline items in ``text`` begins ("…: (a) …; (b) …"), or []."""
    first = (_INLINE_FIRST.search(text) or _INLINE_FIRST_OPENING.match(text)) if len(text) < 5000 else None
    letters = next((a for a in _ITEM_LETTERS if first and first["m"] == a[0]), None)
    begins = first.start("m") - (1 if first and text[first.start("m") - 1:first.start("m")] == "(" else 0) if first else 0
    at = _inline(text, begins, first.end(), tuple(letters)) if letters else []
    return at if len(at) >= 2 else []


def _wrapped(numbered: Lines, depths: list[int], i: int) -> int:
    """The end of the paragraph that line ``i`` opens as a wrapped text goes on: the lines at its
    depth up to a blank line, a marker or a header, or the line that ends a sentence
    (``_WRAPPED_MOST`` at most)."""
    end = i + 1
    while (end < len(numbered) and end - i < _WRAPPED_MOST and not ends_sentence(numbered[end - 1][1])
           and numbered[end][1].strip() and depths[end] == depths[i] and not is_structural(numbered[end][1])):
        end += 1
    return end


def items_apart(numbered: Lines, depths: list[int]) -> tuple[Lines, list[int], list[tuple[int, str, str]]]:
    """Each paragraph whose items run inline (``_INLINE_FIRST``, two items at least) written as the
    Laws print them: the words before the first item, then an item a line (and a sub-item a
    line, "(i) …, and (ii) …", two at least); each line's depth kept, and the lines changed said.
    A paragraph wrapped over lines, whose first item's line holds no second (": (a) on the" /
    "slip; (b) …"), is read with the lines it goes on to (``_wrapped``): each piece is then the
    line it begins on."""
    out, deep, changed = [], [], []
    i = 0
    while i < len(numbered):
        (number, text), depth = numbered[i], depths[i]
        end, at = i + 1, _inline_items(text)
        if not at and _INLINE_FIRST.search(text):
            end = _wrapped(numbered, depths, i)
            text = " ".join(t.strip() for _, t in numbered[i:end])
            at = _inline_items(text)
        if not at:
            out += numbered[i:end]
            deep += depths[i:end]
            i = end
            continue
        starts, pos = [], 0  # where each joined line begins in the text, and its number
        for n, t in numbered[i:end]:
            starts.append((pos, n))
            pos += len(t.strip()) + 1
        line_of = lambda where: next(n for p, n in reversed(starts) if p <= where)  # noqa: E731
        pieces = [(number, text[:at[0]].rstrip())] + [(line_of(a), text[a:b].strip()) for a, b in zip(at, at[1:] + [len(text)])]
        lines = [pieces[0]]
        for n, piece in pieces[1:]:
            sub = _INLINE_SUB_FIRST.search(piece)
            subs = _inline(piece, sub.start(), sub.end(), _ROMAN_SMALL) if sub else []
            if len(subs) >= 2:
                lines += [(n, piece[:subs[0]].rstrip())] + [(n, piece[a:b].strip()) for a, b in zip(subs, subs[1:] + [len(piece)])]
            else:
                lines.append((n, piece))
        lines = [(n, line) for n, line in lines if line]
        out += lines
        deep += [depth] * len(lines)
        changed.append((number, f"{len(at)} items in one paragraph", "an item a line"))
        i = end
    return out, deep, changed


# An item's marker that lost its closing bracket («(а опоздание пары …», «(б обсуждение …»): the
# opening bracket and the letter alone before the item's words
_UNCLOSED = re.compile(r"^(?P<pad>\s*)\((?P<m>[a-hа-з])\s+(?=\S)")
_ITEM_OPENING = re.compile(r"^\s*\(?(?P<m>[a-hа-з])\)\s")


def brackets_closed(numbered: Lines) -> tuple[Lines, list[tuple[int, str, str]]]:
    """The lines with each item's marker that lost its closing bracket written whole, «(а» as
    «(а)», where it stands in a run of items in the letters' order from the first, two at least
    (the run's other items may keep their brackets), each a line's start; and (line number, as
    printed, as read) of each. A single «(а также …» opening a line is a bracket's words."""
    runs, run, count, expected = [], [], 0, None
    for k, (_, text) in enumerate(numbered):
        lost = _UNCLOSED.match(text)
        whole = None if lost else _ITEM_OPENING.match(text)
        letter = lost["m"] if lost else whole["m"] if whole else None
        if letter is None:
            continue
        alphabet = next(a for a in _ITEM_LETTERS if letter in a)
        if letter == alphabet[0]:  # a run starts (again)
            runs.append((run, count))
            run, count = [], 0
        elif letter != expected:
            continue
        place = alphabet.index(letter)
        expected = alphabet[place + 1] if place + 1 < len(alphabet) else None
        count += 1
        run += [k] if lost else []
    runs.append((run, count))
    out, changed = list(numbered), []
    for run, count in runs:
        for k in run if count >= 2 else ():
            n, text = out[k]
            m = _UNCLOSED.match(text)
            out[k] = (n, f"{m['pad']}({m['m']}) {text[m.end():]}")
            changed.append((n, f"({m['m']}", f"({m['m']})"))
    return out, changed


def own_markers(numbered: Lines) -> tuple[Lines, list[tuple[int, str, str]]]:
    """The lines with each marker of the writer's own style written as the Laws' marker, and
    (line number, as printed, as read) of each line changed."""
    numbered, whole = _full_refs(numbered)
    texts = [t for _, t in numbered]
    own: dict[str, list[int]] = {}
    styles: dict[str, tuple[re.Pattern, str]] = {}  # the style taken for each level, and the Laws' form
    for level, regex, form, laws in _STYLES:
        if level in own:
            continue  # (one style a level)
        taken = {i for lines in own.values() for i in lines}  # ("c) …" read as a section is no item)
        if any(_laws_own(laws, t) for i, t in enumerate(texts) if i not in taken):
            continue
        found = _style_lines(texts, level, regex)
        if found:
            own[level], styles[level] = found, (regex, form)
    if "section" in own and not _before_subsections(texts, own["section"], own):
        del own["section"]
    out, changed = list(numbered), []
    for i in _small_headers(texts, set(own.get("section", ()))):
        m = _SMALL_HEADER.match(texts[i])
        read = f"{m['word'].capitalize()} {m['n']}"
        out[i] = (numbered[i][0], f"{m['pad']}{read}" + (f" - {m['title'].strip()}" if m["title"] else ""))
        changed.append((numbered[i][0], f"{m['word']} {m['n']}", read))
    for level, lines in own.items():
        regex, form = styles[level]
        for i in lines:
            m = regex.match(texts[i])
            read = form.format(_as_laws(level, m.group("m")))
            out[i] = (numbered[i][0], m.group("pad") + read + " " + texts[i][m.end():])
            changed.append((numbered[i][0], m.group("m") + m.group("d"), read))
    return out, whole + changed
