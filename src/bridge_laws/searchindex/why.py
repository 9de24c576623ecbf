"""Why a hit was chosen, in one short line: the signals that carried it, strongest first, each
with what it matched — «situations (editorial): "partner hesitated, then bid game" · glossary:
hesitation «колебание» · text». Never law text beyond the unit's own (a situation is editorial
and says so)."""

from __future__ import annotations

from ..corpus.profile import GAP
from ..text.analysis import CYRILLIC_RE
from .analyzer import FIELDS
from .evidence import SIGNAL_OF, SIGNALS
from .snippets import term_set

MAX_SHOWN = 90  # characters of a phrase or an entry quoted

_SPLIT: dict[str, tuple[str, ...]] = {}


def phrases_of(text: str) -> tuple[str, ...]:
    """A profile field's phrases (``text`` split at ``GAP``), remembered: the same strings each
    time, whose hashes Python keeps (``term_set`` looks each one up; a fresh split hashed every
    phrase of every hit again)."""
    found = _SPLIT.get(text)
    if found is None:
        if len(_SPLIT) > 50_000:
            _SPLIT.clear()
        found = _SPLIT[text] = tuple(text.split(GAP))
    return found


def signal_strengths(vectors, weights) -> list[tuple[str, float]]:
    """(signal, its share of the score) for every signal any concept matched in, strongest first
    (ties in ``SIGNALS`` order)."""
    totals = [0.0] * len(SIGNALS)
    for v, w in zip(vectors, weights):
        for f, x in enumerate(v or ()):
            totals[SIGNAL_OF[f]] += w * x
    return [(SIGNALS[i][0], totals[i]) for i in sorted(range(len(SIGNALS)), key=lambda i: -totals[i]) if totals[i]]


_TERMS_AT: dict[tuple, dict[str, tuple[int, ...]]] = {}


def terms_at(texts: tuple) -> dict[str, tuple[int, ...]]:
    """Each term of ``texts`` → the places of the texts holding it, remembered: a unit's phrases
    come up query after query, and a query asks a few terms of many phrases."""
    found = _TERMS_AT.get(texts)
    if found is None:
        at: dict[str, list[int]] = {}
        for k, text in enumerate(texts):
            for t in term_set(text) if text else ():
                at.setdefault(t, []).append(k)
        if len(_TERMS_AT) > 50_000:  # a bound, far above the units of any real corpus
            _TERMS_AT.clear()
        found = _TERMS_AT[texts] = {t: tuple(ks) for t, ks in at.items()}
    return found


def best_said(texts, plan, lang: str | None) -> str | None:
    """The one of ``texts`` holding most of the query's terms (``plan.asked``), the first in order
    on a tie, unless a later one is in the query's language."""
    texts = tuple(texts)
    at, held = terms_at(texts), {}
    for t in plan.asked:
        for k in at.get(t, ()):
            held[k] = held.get(k, 0) + 1
    if not held:
        return None
    most = max(held.values())
    first = sorted(k for k, n in held.items() if n == most)
    if lang is not None:
        return next((texts[k] for k in first if (lang == "ru") == bool(CYRILLIC_RE.search(texts[k]))), texts[first[0]])
    return texts[first[0]]


def _quoted(text: str) -> str:
    text = " ".join(text.split())
    return f"«{text if len(text) <= MAX_SHOWN else text[:MAX_SHOWN - 1] + '…'}»"


def glossary_named(vectors, plan, gloss_meta) -> list[str]:
    """The glossary terms whose entry in the unit's profile a concept matched: "revoke «фальшренонс»"."""
    terms = FIELDS.index("terms")
    out = []
    for concept, v in zip(plan.concepts, vectors):
        if v and v[terms]:
            for g in concept.entries:
                entry = gloss_meta[g]
                names = entry.get("names_ru") or []
                out.append(entry["term"] + (f" «{names[0]}»" if names else ""))
    return list(dict.fromkeys(out))


def why_line(f: dict, vectors, weights, plan, lang: str | None, gloss_meta=()) -> str:
    parts = []
    for signal, _ in signal_strengths(vectors, weights):
        if signal == "situations":
            said = best_said(phrases_of(f.get("situations") or ""), plan, lang)
            parts.append("situations (editorial)" + (f": {_quoted(said)}" if said else ""))
        elif signal == "glossary":
            names = glossary_named(vectors, plan, gloss_meta) or list(f.get("glossary") or ())
            said = ", ".join(names[:2]) if names else best_said(f.get("glossary") or (), plan, lang)
            parts.append("glossary" + (f": {said}" if said else ""))
        elif signal == "index":
            said = best_said(f.get("index") or (), plan, lang)
            parts.append("subject index" + (f": {_quoted(said)}" if said else ""))
        elif signal == "cited":
            by = list(f.get("cited_by") or ())
            parts.append("cited by " + ", ".join(by[:3]) + (" …" if len(by) > 3 else "") if by else "cited")
        else:
            parts.append("text")
    return " · ".join(parts)
