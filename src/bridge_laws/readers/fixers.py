"""Each source's damage, undone by a fixer named for what it undoes.

Fixers run on the decoded text before the shared parser. Each takes and returns
a list of ``(line_number, text)`` pairs, so that every line keeps the number it
has in the raw file: errors and provenance point at the real file.
"""

from __future__ import annotations

import re

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
