"""A query's words as concepts: what ``evidence`` scores, as plain data (no index in sight).

A concept is one thing the query asks about, and matches when any of its alternatives does. A
quoted phrase is one concept (its words side by side; when it is a name of a glossary term, the
term's other names count too); a run of loose words that is a name of a
glossary term in either language is one (``Glossary.match``: "penalty card", «штрафная карта»),
whose alternatives are the query's own words anywhere, the entry in a unit's profile (its first
name in the ``terms`` field), and each other name that some unit's own words say, as a phrase;
every other loose word is a concept of its own, unless it is a function word (``understand``).
A word of the game alone ("declarer", «взятка») is a *generic* concept: it weighs little.

The browser's search (``static/query.js``) plans a query in the same way from the same data.
"""

from __future__ import annotations

from dataclasses import dataclass, field
from functools import cached_property

from .analyzer import FIELDS
from .understand import OUT_OF_ROTATION, SUMMONING, calls_out_of_turn, is_stop, summons

OWN_FIELDS = tuple(FIELDS.index(f) for f in ("title", "text", "notes"))  # not what others say of it
PROFILE_FIELD = (FIELDS.index("terms"),)
NOT_GLOSSARY = tuple(f for f in range(len(FIELDS)) if f not in PROFILE_FIELD)  # every field but the glossary's


@dataclass(frozen=True)
class Alt:
    """One way a concept matches: every slot (the terms of one word) in ``fields`` (all when
    None), side by side in one field when ``seq``."""

    slots: tuple[tuple[str, ...], ...]
    seq: bool = False
    fields: tuple[int, ...] | None = None


@dataclass(frozen=True)
class Concept:
    alts: tuple[Alt, ...]
    words: tuple[str, ...]  # the query's words it stands for, as typed
    generic: bool = False
    entries: tuple[int, ...] = ()  # the glossary entries it names (indexes)

    @cached_property
    def key(self) -> tuple:
        """What the concept matches, as one hashable value (the scorer remembers matches by it;
        worked out once: a query asks it of every concept for every hit)."""
        return tuple((a.slots, a.seq, a.fields) for a in self.alts)


@dataclass
class Plan:
    concepts: list[Concept] = field(default_factory=list)
    terms: set = field(default_factory=set)  # terms of single words: highlighted wherever they occur
    # the terms of every word typed outside quotes (function words too) and of the single-word
    # names: what a situation phrase or a profile line is quoted by (why.best_said)
    asked: set = field(default_factory=set)
    phrases: list = field(default_factory=list)  # [set of terms per word]: highlighted only together
    words: list = field(default_factory=list)  # (word, terms) of every query word
    entries: list = field(default_factory=list)  # the glossary entries the query names (indexes), in order


class Glossary:
    """The analysed glossary (``store.glossary_meta``): each entry's names as terms per word."""

    def __init__(self, entries: list[dict]):
        self.entries = entries
        self.by_first: dict[str, list[tuple[int, list[set]]]] = {}  # first term of a name → (entry, name)
        self.terms: set[str] = set()  # every term of every name
        for i, g in enumerate(entries):
            for name in (*g["en"], *g["ru"]):
                sets = [set(w) for w in name]
                if not sets:
                    continue
                for term in sets[0]:
                    self.by_first.setdefault(term, []).append((i, sets))
                self.terms.update(*sets)

    def match(self, slots: list[set], i: int) -> tuple[int, list[int]]:
        """The longest names matching the words from ``i``: (their length, their entries)."""
        names = [(g, name) for t in sorted(slots[i]) for g, name in self.by_first.get(t, ())]
        for n in sorted({len(name) for _, name in names}, reverse=True):
            if i + n > len(slots):
                continue
            entries = [g for g, name in names if len(name) == n and all(slots[i + k] & name[k] for k in range(n))]
            if entries:
                return n, list(dict.fromkeys(entries))
        return 0, []

    def names(self, g: int) -> list[list[list[str]]]:
        return [*self.entries[g]["en"], *self.entries[g]["ru"]]


def make_plan(parts, terms_of, glossary: Glossary, generic: set) -> Plan:
    """``parts``: ``queries.QueryPart``s; ``terms_of(word)``: a query word's terms
    (``understand.QueryReader.terms``); ``generic``: the terms of the words of the game."""
    plan = Plan()
    loose: list[tuple[str, tuple[str, ...]]] = []
    # a function word ("the", «в») is highlighted only as a word of a phrase, unless the query
    # says nothing else: alone it marked every «во» of a snippet
    says_something = any(not is_stop(w) for part in parts for w in part.words)
    for part in parts:
        words = [(w, tuple(terms_of(w))) for w in part.words]
        plan.words.extend(words)
        if not part.phrase:
            plan.asked.update(t for _, ts in words for t in ts)
            plan.terms.update(t for w, ts in words if not (says_something and is_stop(w)) for t in ts)
            loose.extend(words)
            continue
        plan.phrases.append([set(ts) for _, ts in words])
        _group(loose, plan, glossary, generic, terms_of)
        loose = []
        n, entries = glossary.match([set(ts) for _, ts in words], 0)
        if words and n == len(words):  # "penalty card": its other names count too, «штрафная карта»
            plan.concepts.append(_term(words, entries, plan, glossary, generic, quoted=True))
        else:
            plan.concepts.append(Concept((Alt(tuple(ts for _, ts in words), seq=True),), tuple(w for w, _ in words)))
    _group(loose, plan, glossary, generic, terms_of)
    plan.concepts = _kept(plan.concepts)
    return plan


def _generic(word: str, terms, generic: set) -> bool:
    """A word of the game («взятка», "declarer"), or a number alone (a board, a table, a score:
    "board 17", «550»; a count or a level is read as notation first)."""
    return word[:1].isdigit() or bool(generic.intersection(terms))


def _kept(concepts: list[Concept]) -> list[Concept]:
    """Each concept once, without the function words (all of them when nothing else is left)."""
    seen, out = set(), []
    for c in concepts:
        if c.key not in seen:
            seen.add(c.key)
            out.append(c)
    content = [c for c in out if c.entries or len(c.words) > 1 or not is_stop(c.words[0])]
    return content or out


def _group(loose, plan: Plan, glossary: Glossary, generic: set, terms_of) -> None:
    """Loose words → concepts: a run that is a glossary name becomes one, any other word one; a
    verb summoning the director ("called the director") is summoning, never the glossary's call;
    a pass or a double said out of turn away from its name ("passed when it wasn't his turn") is
    the glossary's term for it (``understand.calls_out_of_turn``)."""
    slots = [set(ts) for _, ts in loose]
    summoning = summons([w for w, _ in loose])
    out_of_turn = calls_out_of_turn([w for w, _ in loose])
    i = 0
    while i < len(loose):
        if i in summoning:
            plan.concepts.append(_summoning(loose[i], terms_of))
            i += 1
            continue
        n, entries = glossary.match(slots, i)
        if n == 1 and is_stop(loose[i][0]):  # a question's "rule" is no director's ruling, though
            n = 0  # the stems agree: a function word as typed names no term on its own
        if n <= 1 and i in out_of_turn:
            named = [set(terms_of(w)) for w in (out_of_turn[i], *OUT_OF_ROTATION)]
            m, called = glossary.match(named, 0)
            if m == len(named):
                plan.concepts.append(_term(loose[i:i + 1], called, plan, glossary, generic))
                i += 1
                continue
        if not n:
            word, ts = loose[i]
            plan.concepts.append(Concept((Alt((ts,)),), (word,), _generic(word, ts, generic)))
            i += 1
            continue
        plan.concepts.append(_term(loose[i:i + n], entries, plan, glossary, generic))
        i += n


def _summoning(word, terms_of) -> Concept:
    """The verb of "called the director", «позвали судью»: its own terms, or the words summoning
    is said with in either language (``understand.SUMMONING``: "summon", «вызов» — the subject
    index's «Вызов судьи»), in any field but the glossary's (whose "call" is the auction's)."""
    typed, ts = word
    alts = [Alt((ts,), fields=NOT_GLOSSARY)]
    for w in SUMMONING:
        alt = Alt((tuple(terms_of(w)),), fields=NOT_GLOSSARY)
        if alt not in alts:
            alts.append(alt)
    return Concept(tuple(alts), (typed,))


def _term(words, entries: list[int], plan: Plan, glossary: Glossary, generic: set, quoted: bool = False) -> Concept:
    """A glossary term the query names: its own words anywhere (side by side when ``quoted``); or
    the entry in a unit's profile (its first name); or a name of its entries that some unit's own
    words say, as a phrase. All its names are highlighted, and the entries kept for the term cards.
    A quoted term is never generic: it was asked for as it is."""
    for g in entries:
        if g not in plan.entries:
            plan.entries.append(g)
    own = tuple(ts for _, ts in words)
    if len(own) > 1 and not quoted:  # the name as typed is highlighted as one too («в зоне»: its «в» only so)
        plan.phrases.append([set(ts) for ts in own])
    alts = [Alt(own, seq=quoted)]
    seen = {tuple(tuple(w) for w in own)}
    for g in entries:
        names = glossary.names(g)
        alts.append(Alt(tuple(tuple(w) for w in names[0]), seq=True, fields=PROFILE_FIELD))
        for k, name in enumerate(names):
            key = tuple(tuple(w) for w in name)
            if key in seen:
                continue
            seen.add(key)
            if k in glossary.entries[g]["used"]:
                alts.append(Alt(key, seq=True, fields=OWN_FIELDS))
            if len(name) == 1:
                plan.terms.update(name[0])
                plan.asked.update(name[0])
            else:
                plan.phrases.append([set(w) for w in name])
    is_generic = not quoted and all(_generic(w, ts, generic) for w, ts in words)
    return Concept(tuple(alts), tuple(w for w, _ in words), is_generic, tuple(entries))


class Phrases:
    """The situation index's phrases (``store.situations_meta``), each as its set of terms, and
    where each term is: phrase numbers per term."""

    def __init__(self, entries):
        self.entries = list(entries)
        self.phrases: list[tuple[int, int]] = []  # (entry, how many words) per phrase
        self.where: dict[str, set[int]] = {}
        for i, e in enumerate(self.entries):
            for terms, words in zip(e["phrases"], e["words"]):
                for t in terms:
                    self.where.setdefault(t, set()).add(len(self.phrases))
                self.phrases.append((i, words))


def situation_cards(plan: Plan, phrases: Phrases, first_doc, most: int) -> list:
    """The situation index's entries with a phrase holding a term of every word of the query that
    says something (the words of its concepts that are not generic): the one whose best such
    phrase also holds the most of the query's words of the game ("late pair": "the pair turned up
    late" before "late start to the round"), then the shortest (in words), then the one whose unit
    comes first in the index (``first_doc(ref)``); at most ``most``. The site's search finds the
    same from its postings."""
    slots = [(c.generic, set(slot)) for c in plan.concepts for alt in c.alts[:1] for slot in alt.slots]
    words = [w for generic, w in slots if not generic]
    game = [w for generic, w in slots if generic]
    held = None
    for w in words:
        here = set().union(*(phrases.where.get(t, ()) for t in w))
        held = here if held is None else held & here
    also = [set().union(*(phrases.where.get(t, ()) for t in w)) for w in game] if held else []
    best: dict[int, tuple[int, int]] = {}  # entry → (minus the words of the game, words) of its best phrase
    for p in held or ():
        entry, size = phrases.phrases[p]
        key = (-sum(p in a for a in also), size)
        best[entry] = min(key, best.get(entry, key))
    # only the entries as good as the ``most``-th best can be among the first: the others' units
    # are never looked up (the first query of a process read each one's postings)
    cut = sorted(best.values())[most - 1] if 0 < most <= len(best) else None
    near = [e for e in best if cut is None or best[e] <= cut]
    order = sorted(near, key=lambda entry: (best[entry], first_doc(phrases.entries[entry]["ref"])))
    return [phrases.entries[entry] for entry in order[:most]]
