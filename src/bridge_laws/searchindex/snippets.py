"""Snippets: the stretch of a unit's text that best shows why it matched, matches marked."""

from __future__ import annotations

from ..text import analysis

SNIPPET_CHARS = 220


# What snippets remember is kept in plain tuples of strings and numbers, never sets or lists:
# the garbage collector stops tracking those after one pass, and a full collection walked the
# 100,000 containers a session's snippets had kept (80 ms of CPU in a warm query, at full size).
_TERMS_OF: dict[str, tuple] = {}


def _terms_of(word: str) -> tuple:
    """``analysis.word_terms(word)``, each term once, remembered (snippets analyse the same words
    often)."""
    found = _TERMS_OF.get(word)
    if found is None:
        found = _TERMS_OF[word] = tuple(dict.fromkeys(analysis.word_terms(word)))
        if len(_TERMS_OF) > 200_000:
            _TERMS_OF.clear()
    return found


_ANALYSED: dict[str, tuple] = {}


def _analysed(text: str) -> tuple[str, tuple, dict]:
    """``text`` with its whitespace collapsed; its words as (terms, start, end) there; and
    where each term is (term → indices of its words). Remembered: the same units come up query
    after query, and analysing a unit's text again for every snippet was a third of a query."""
    found = _ANALYSED.get(text)
    if found is None:
        flat = " ".join(text.split())
        words = tuple((_terms_of(w), s, e) for w, s, e in analysis.tokens(flat))
        where: dict[str, list[int]] = {}
        for i, (ts, _, _) in enumerate(words):
            for t in ts:
                where.setdefault(t, []).append(i)
        if len(_ANALYSED) > 50_000:  # a bound, far above the units of any real corpus
            _ANALYSED.clear()
        found = _ANALYSED[text] = (flat, words, {t: tuple(at) for t, at in where.items()})
    return found


_TEXT_TERMS: dict[str, frozenset] = {}


def term_set(text: str) -> frozenset:
    """Every term of ``text``, remembered (a unit's phrases come up query after query)."""
    found = _TEXT_TERMS.get(text)
    if found is None:  # the words' terms alone: no snippet is cut from a phrase weighed so
        found = frozenset(t for w, _, _ in analysis.tokens(text) for t in _terms_of(w))
        if len(_TEXT_TERMS) > 50_000:
            _TEXT_TERMS.clear()
        _TEXT_TERMS[text] = found
    return found


def matched_words(text: str, terms: set, phrases=()) -> list[tuple[int, int]]:
    """(start, end) of each word of ``text`` with a term in ``terms``, and of each run of words
    matching one of ``phrases`` (a list of term sets, one per word), in order; ``text`` with
    its whitespace collapsed."""
    _, words, where = _analysed(text)
    marked: set[int] = set()
    for t in terms:
        marked.update(where.get(t, ()))
    for phrase in phrases:
        n = len(phrase)
        for i in sorted({i for t in phrase[0] for i in where.get(t, ())}):
            if i + n <= len(words) and all(not phrase[k].isdisjoint(words[i + k][0]) for k in range(1, n)):
                marked.update(range(i, i + n))
    spans: list[tuple[int, int]] = []
    for i in sorted(marked):
        _, s, e = words[i]
        if spans and not text[spans[-1][1]:s].strip():  # «[в зоне]», not «[в] [зоне]»
            spans[-1] = (spans[-1][0], e)
        else:
            spans.append((s, e))
    return spans


def make_snippet(text: str, terms: set, size: int = SNIPPET_CHARS, phrases=()) -> tuple[str, tuple[tuple[int, int], ...]]:
    """The stretch of ``text`` (whitespace collapsed) with the most words matching ``terms`` or
    ``phrases``, about ``size`` characters, and the (start, end) of those words in it."""
    text = _analysed(text)[0]
    found = matched_words(text, terms, phrases)
    if len(text) <= size:
        return text, tuple(found)
    start = 0
    if found:
        best = found[_densest(found, size)]
        start = max(0, best[0] - size // 4)
        start = text.rfind(" ", 0, start) + 1 if start else 0
    end = min(len(text), start + size)
    if end < len(text):
        cut = text.rfind(" ", start, end)
        end = cut if cut > start else end
    prefix = "…" if start else ""
    suffix = "…" if end < len(text) else ""
    shift = len(prefix) - start
    marks = tuple((s + shift, e + shift) for s, e in found if s >= start and e <= end)
    return prefix + text[start:end] + suffix, marks


def _densest(found: list[tuple[int, int]], size: int) -> int:
    """The index of the first span from which ``size`` characters hold the most spans (each
    whole). ``found`` is in order and never overlaps, so its ends rise too: one pass, not one
    count per span (a long query over a long unit marks dozens of words)."""
    best, most, j = 0, 0, 0
    for i, (start, _) in enumerate(found):
        j = max(j, i)
        while j < len(found) and found[j][1] <= start + size:
            j += 1
        if j - i > most:
            best, most = i, j - i
    return best


def cite_snippet(text: str, ref: str):
    """A snippet around the citation of ``ref`` in ``text``, the citation highlighted."""
    from ..refs import find_citations

    flat = " ".join(text.split())
    try:
        cites = [c for c in find_citations(flat) if c.ref == ref]
    except Exception:  # a citation finder failure must not break a search
        return None
    if not cites:
        return None
    pos = flat.find(cites[0].text)
    if pos < 0:
        return None
    start = max(0, pos - SNIPPET_CHARS // 3)
    start = flat.rfind(" ", 0, start) + 1 if start else 0
    end = min(len(flat), start + SNIPPET_CHARS)
    prefix = "…" if start else ""
    snippet = prefix + flat[start:end] + ("…" if end < len(flat) else "")
    s = pos - start + len(prefix)
    return snippet, ((s, s + len(cites[0].text)),)



_SLICES: dict[tuple[str, int, int], str] = {}


def _flat_slice(text: str, start: int, end: int) -> str:
    """``text[start:end]`` with its whitespace collapsed, remembered: the same units' tables come
    up query after query (and the same string object each time, whose hash Python keeps)."""
    key = (text, start, end)
    found = _SLICES.get(key)
    if found is None:
        if len(_SLICES) > 50_000:
            _SLICES.clear()
        found = _SLICES[key] = " ".join(text[start:end].split())
    return found


def table_for(text: str, tables, terms: set, phrases=()) -> str | None:
    """The anchor of the table a hit is about: of a unit's ``tables`` ((anchor, start, end) of
    each one's rows in ``text``), the one where most of the query's words are found, when that is
    more than in the unit's own words before them; None otherwise. «недобранные взятки в зоне»
    links to Law 77's table of undertricks, not to the top of the law."""
    if not tables:
        return None

    def found(start: int, end: int) -> int:
        return len(matched_words(_flat_slice(text, start, end), terms, phrases))

    best, most = None, found(0, tables[0][1])
    for anchor, start, end in tables:
        n = found(start, end)
        if n > most:
            best, most = anchor, n
    return best
