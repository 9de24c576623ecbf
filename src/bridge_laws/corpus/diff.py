"""What changed between two editions of a law (or of any unit), in one language.

Units are matched first by ref, then by the likeness of their title and text, so that a unit
renumbered between editions (1997's 16B2 printed as 2017's 16C1) is found as renumbered rather
than as one unit removed and another added; a unit that moved to another law is looked for in
the whole newer edition. Inside a matched unit the change is given word by word, in its text and
in its footnotes; its tables row by row.

Reads the corpus (model objects) only: ``diff_units`` is used by ``bridge-laws diff`` and by the
site's per-law diff pages.
"""

from __future__ import annotations

import difflib
from collections import Counter, defaultdict
import functools
import re
from dataclasses import dataclass, field, replace

from ..errors import NotFoundError
from ..model import FRONT_PARTS, Corpus, Law, Unit
from .query import front_ref
from ..refs import canonical, law_of
from ..text.textfix import yo_fold

# Two units are the same rule when at least this share of their words line up (title and text).
SAME = 0.6
# A unit kept under its own ref is "changed" however much it changed, unless another unit of the
# other edition resembles it much more (by this margin): then it was renumbered.
MARGIN = 0.2

_WORD = re.compile(r"\S+")


KINDS = ("same", "changed", "renumbered", "added", "removed", "untexted")


@dataclass(frozen=True)
class Change:
    """One unit's fate: ``change`` is same, changed, renumbered, added or removed — or untexted: the
    unit is in both editions, one of them without its text in the corpus (nothing to compare)."""

    change: str
    old_ref: str | None
    new_ref: str | None
    old_title: str | None = None
    new_title: str | None = None
    similarity: float = 0.0
    words: tuple[tuple[str, str], ...] = ()  # (op, text): op is equal, delete or insert
    notes: tuple[tuple[str, str], ...] = ()  # the footnotes ("marker text", one after another), word by word
    rows: tuple[tuple, ...] = ()  # (op, row[, old row]): the tables' rows, cells joined by " | " (row_changes)
    without_text: int | None = None  # untexted: the edition that has the unit without its text

    def to_json(self) -> dict:
        return {"change": self.change, "from_ref": self.old_ref, "to_ref": self.new_ref,
                "title": {"from": self.old_title, "to": self.new_title},
                "similarity": round(self.similarity, 3),
                "words": [{"op": op, "text": text} for op, text in self.words],
                "notes": [{"op": op, "text": text} for op, text in self.notes],
                "rows": [{"op": op, "row": row, **({"from": rest[0]} if rest else {})} for op, row, *rest in self.rows],
                **({"without_text": self.without_text} if self.without_text else {})}

    def edited(self, part: str) -> bool:
        """Whether ``part`` ("words", "notes", "rows") has anything deleted or inserted."""
        return any(op != "equal" for op, *_ in getattr(self, part))


@dataclass(frozen=True)
class Diff:
    ref: str
    old: int
    new: int
    lang: str
    changes: tuple[Change, ...] = field(default_factory=tuple)

    def counts(self) -> dict:
        out = {k: 0 for k in KINDS}
        for c in self.changes:
            out[c.change] += 1
        return out

    def to_json(self) -> dict:
        return {"ref": self.ref, "from": self.old, "to": self.new, "lang": self.lang, "counts": self.counts(),
                "units": [c.to_json() for c in self.changes]}


def _words(u: Unit) -> tuple[str, ...]:
    return _words_of(u.title or "", u.text or "")


@functools.lru_cache(maxsize=65536)
def _words_of(title: str, text: str) -> tuple[str, ...]:
    return tuple(_WORD.findall(yo_fold(f"{title} {text}").lower()))


def similarity(a: Unit, b: Unit, floor: float = 0.0) -> float:
    """The share of words that line up between two units' titles and texts (0..1); 0 at once
    when the cheap upper bounds show it cannot reach ``floor`` (a whole edition is searched
    for a unit that moved)."""
    wa, wb = _words(a), _words(b)
    if not wa and not wb:
        return 1.0 if a.marker == b.marker and a.kind == b.kind else 0.0
    matcher = difflib.SequenceMatcher(a=wa, b=wb, autojunk=False)
    if floor and (matcher.real_quick_ratio() < floor or matcher.quick_ratio() < floor):
        return 0.0
    return matcher.ratio()


def _similarities(olds: list[Unit], news: list[Unit]) -> dict[tuple[str, str], float]:
    """``similarity`` of every (old, new) pair, keyed by refs; another ref competes only from
    SAME up, so the cheap bounds skip most pairs. One matcher per new unit: difflib keeps what
    it learnt of its second sequence (the index of its words), which was most of the work of a
    comparison, made anew for each of the thousands of pairs of a site's diff pages."""
    sims = {}
    for n in news:
        wb = _words(n)
        matcher = difflib.SequenceMatcher(autojunk=False)
        matcher.set_seq2(wb)
        for o in olds:
            wa = _words(o)
            if not wa and not wb:
                sims[(o.ref, n.ref)] = 1.0 if o.marker == n.marker and o.kind == n.kind else 0.0
                continue
            matcher.set_seq1(wa)
            floor = 0.0 if o.ref == n.ref else SAME
            if floor and (matcher.real_quick_ratio() < floor or matcher.quick_ratio() < floor):
                sims[(o.ref, n.ref)] = 0.0
            else:
                sims[(o.ref, n.ref)] = matcher.ratio()
    return {(o.ref, n.ref): sims[(o.ref, n.ref)] for o in olds for n in news}


def word_changes(old: str, new: str) -> tuple[tuple[str, str], ...]:
    """``old`` → ``new`` word by word: runs of equal, deleted and inserted words."""
    a, b = old.split(), new.split()
    out = []
    for tag, i1, i2, j1, j2 in difflib.SequenceMatcher(a=a, b=b, autojunk=False).get_opcodes():
        if tag in ("equal", "delete"):
            out.append((tag, " ".join(a[i1:i2])))
        elif tag == "insert":
            out.append((tag, " ".join(b[j1:j2])))
        else:
            out += [("delete", " ".join(a[i1:i2])), ("insert", " ".join(b[j1:j2]))]
    return tuple(out)


def _subtree(corpus: Corpus, edition: int, lang: str, ref: str) -> tuple[Law | None, list[Unit]]:
    if ref in FRONT_PARTS:  # Definitions, Introduction, Scope: before Law 1, in no law
        unit = next((u for u in corpus.front.get((edition, lang), ()) if u.ref == ref), None)
        return (None, []) if unit is None else (Law(edition, lang, 0, (), unit), [x for x in unit.walk() if not x.missing_text])
    law = corpus.get(edition, lang, law_of(ref))
    if law is None:
        return None, []
    for u in law.unit.walk():
        if u.ref == ref:
            return law, [x for x in u.walk() if not x.missing_text]
    return law, []


class _Pool:
    """Every unit with text of one edition and language, indexed by word, to find where a unit
    moved without comparing it with all of them: a unit at least SAME alike shares most of its
    words, so it holds one of the few words of the sought unit that are rarest in the edition."""

    RAREST = 4

    def __init__(self, units: list[Unit]):
        self.df: Counter = Counter()
        self.by_word: dict[str, list[Unit]] = defaultdict(list)
        for u in units:
            for w in set(_words(u)):
                self.df[w] += 1
                self.by_word[w].append(u)

    def candidates(self, unit: Unit) -> list[Unit]:
        rare = sorted(set(_words(unit)), key=lambda w: (self.df.get(w, 0), w))[: self.RAREST]
        found: dict[int, Unit] = {}
        for w in rare:
            for u in self.by_word.get(w, ()):
                found[id(u)] = u
        return list(found.values())


_POOLS: list[tuple[Corpus, int, str, _Pool]] = []  # the last corpus's pools (a site builds many diffs)


def _everywhere(corpus: Corpus, edition: int, lang: str) -> _Pool:
    for c, e, lg, pool in _POOLS:
        if c is corpus and (e, lg) == (edition, lang):
            return pool
    if _POOLS and _POOLS[0][0] is not corpus:
        _POOLS.clear()
    pool = _Pool([u for law in corpus.laws if (law.edition, law.lang) == (edition, lang)
                  for u in law.unit.walk() if not u.missing_text])
    _POOLS.append((corpus, edition, lang, pool))
    return pool


def _match(olds: list[Unit], news: list[Unit], pool: _Pool) -> list[tuple[Unit | None, Unit | None, float]]:
    """Pairs (old, new, similarity): same ref first, unless another unit fits much better; then
    the best likeness above SAME, within the law and then in the whole newer edition."""
    by_ref = {u.ref: u for u in news}
    sims = _similarities(olds, news)
    pairs, used_old, used_new = [], set(), set()
    for o in olds:
        n = by_ref.get(o.ref)
        if n is None:
            continue
        own = sims[(o.ref, n.ref)]
        # 16A1 of both editions say different things when 16A2 of the old one is the new 16A1
        rival = max((s for (a, b), s in sims.items() if (a == o.ref) != (b == n.ref)), default=0.0)
        if own >= SAME or rival < own + MARGIN:
            pairs.append((o, n, own))
            used_old.add(o.ref)
            used_new.add(n.ref)
    ranked = sorted(((s, a, b) for (a, b), s in sims.items() if s >= SAME), key=lambda x: -x[0])
    olds_by = {u.ref: u for u in olds}
    for s, a, b in ranked:
        if a not in used_old and b not in used_new:
            pairs.append((olds_by[a], by_ref[b], s))
            used_old.add(a)
            used_new.add(b)
    for o in olds:  # moved to another law of the newer edition
        if o.ref in used_old:
            continue
        best = max(((similarity(o, n, SAME), n) for n in pool.candidates(o)
                    if n.law != o.law and n.ref not in used_new),
                   key=lambda x: x[0], default=(0.0, None))
        if best[1] is not None and best[0] >= SAME and _words(o):
            pairs.append((o, best[1], best[0]))
            used_old.add(o.ref)
            used_new.add(best[1].ref)
    pairs += [(o, None, 0.0) for o in olds if o.ref not in used_old]
    pairs += [(None, n, 0.0) for n in news if n.ref not in used_new]
    return pairs


def _notes(o: Unit | None, n: Unit | None) -> tuple[str, str]:
    """The two units' footnotes as compared ("marker text", one after another). A note whose text
    no source gives, in either edition, is left out of both: its text is unknown, not removed."""
    old, new = [list(u.footnotes) if u else [] for u in (o, n)]
    unknown = {x.marker for x in old + new if not x.text}
    return tuple(" ".join(f"{x.marker} {x.text}" for x in notes if x.marker not in unknown) for notes in (old, new))


def _rows(u: Unit | None) -> list[str]:
    """The unit's table rows as text, cells joined by " | " (an empty corner cell left out)."""
    return [" | ".join(row).strip(" |") for table in u.tables for row in table.text_rows()] if u else []


def _row_key(row: str) -> str:
    """A row as compared: «БЕЗ КОНТРЫ | 20» in capitals is the row «Без контры | 20»."""
    return " ".join(yo_fold(row).casefold().split())


# A deleted and an inserted row are one row reworded when this share of their words line up
# («Малый шлем (12 взяток), назначенный и выполненный: | 500 | 750» → «… назначен и выполнен | 500 | 750»).
SAME_ROW = 0.5


def row_changes(old: list[str], new: list[str]) -> tuple[tuple, ...]:
    """``old`` → ``new`` row by row: each row equal (as the newer prints it), deleted, inserted,
    or changed: ("change", new row, old row) for a row reworded in place."""
    out = []
    keys_old, keys_new = [_row_key(r) for r in old], [_row_key(r) for r in new]
    for tag, i1, i2, j1, j2 in difflib.SequenceMatcher(a=keys_old, b=keys_new, autojunk=False).get_opcodes():
        if tag == "equal":
            out += [("equal", row) for row in new[j1:j2]]
        else:
            out += _paired(old[i1:i2], new[j1:j2])
    return tuple(out)


def _paired(olds: list[str], news: list[str]) -> list[tuple]:
    """Rows replaced by others: each old row paired, in order, with the most alike new row after
    the last one paired (when alike enough), the rest deleted or inserted where they stand."""
    out, j = [], 0
    for row in olds:
        likeness = [(difflib.SequenceMatcher(a=_row_key(row).split(), b=_row_key(n).split(), autojunk=False).ratio(), k)
                    for k, n in enumerate(news[j:], start=j)]
        best = max(likeness, default=(0.0, None), key=lambda x: x[0])
        if best[0] < SAME_ROW:
            out.append(("delete", row))
            continue
        out += [("insert", n) for n in news[j:best[1]]]
        out.append(("change", news[best[1]], row))
        j = best[1] + 1
    return out + [("insert", n) for n in news[j:]]


def _change(o: Unit | None, n: Unit | None, sim: float) -> Change:
    parts = {"words": word_changes(o.text or "" if o else "", n.text or "" if n else ""),
             "notes": word_changes(*_notes(o, n)), "rows": row_changes(_rows(o), _rows(n))}
    if n is None:
        return Change("removed", o.ref, None, o.title, None, 0.0, **parts)
    if o is None:
        return Change("added", None, n.ref, None, n.title, 0.0, **parts)
    same = (_title(o.title) == _title(n.title) and (o.text or "") == (n.text or "")
            and not any(op != "equal" for op, *_ in (*parts["notes"], *parts["rows"])))
    kind = "renumbered" if o.ref != n.ref else ("same" if same else "changed")
    new_title = o.title if _title(o.title) == _title(n.title) else n.title
    return Change(kind, o.ref, n.ref, o.title, new_title, sim, **parts)


def _title(title: str | None) -> str:
    """A title as compared: "ВЫИГРАННЫЕ ВЗЯТКИ" in capitals is the same title as "Выигранные взятки"."""
    return yo_fold(title or "").casefold().strip(" .")


def _order(pairs, news: list[Unit], olds: list[Unit]):
    """In the newer edition's order; a removed unit after the unit that preceded it."""
    pos_new = {u.ref: i for i, u in enumerate(news)}
    pos_old = {u.ref: i for i, u in enumerate(olds)}

    def key(p):
        o, n, _ = p
        if n is not None and n.ref in pos_new:
            return (pos_new[n.ref], 0)
        anchor = -1
        for i in range(pos_old.get(o.ref, 0) - 1, -1, -1):
            partner = next((q[1] for q in pairs if q[0] is olds[i] and q[1] is not None), None)
            if partner is not None and partner.ref in pos_new:
                anchor = pos_new[partner.ref]
                break
        return (anchor, 1 + pos_old.get(o.ref, 0))

    return sorted(pairs, key=key)


class _Later:
    """The pool of the newer edition, made only when a unit is looked for outside its law (most
    diffs match every unit within it): then ``corpus()`` gives a corpus holding that edition."""

    def __init__(self, corpus, edition: int, lang: str):
        self._corpus, self._key, self._pool = corpus, (edition, lang), None

    def candidates(self, unit: Unit) -> list[Unit]:
        if self._pool is None:
            self._pool = _everywhere(self._corpus(), *self._key)
        return self._pool.candidates(unit)


def diff_units(corpus: Corpus, ref: str, old: int, new: int, lang: str, everywhere=None) -> Diff:
    """What changed in unit ``ref`` (a law or any unit below it) from edition ``old`` to ``new``.
    ``everywhere()``: a corpus with every law of the newer edition, when ``corpus`` holds only the
    law compared (`bridge-laws diff` reads two files; the whole edition only to find where a unit
    went)."""
    ref = front_ref(ref) or canonical(ref) or ref
    law_old, olds = _subtree(corpus, old, lang, ref)
    law_new, news = _subtree(corpus, new, lang, ref)
    for edition, law, units in ((old, law_old, olds), (new, law_new, news)):
        if not units:
            what = ref if ref in FRONT_PARTS else f"Law {law_of(ref)}" if law is None else f"unit {ref} with text"
            raise NotFoundError(f"the {edition} edition has no {what} in {lang} "
                                f"(`bridge-laws coverage` shows what each edition has)")
    pairs = _match(olds, news, _Later(everywhere or (lambda: corpus), new, lang))
    changes = [_change(*p) for p in _order(pairs, news, olds)]
    # a unit "added" that the older edition has without its text, or "removed" that the newer has
    # so, is in both: its text was not compared (a trial: 1987's 73C, known from the book's
    # structure alone, was "added" in 2017)
    structure = {ed: {u.ref for u in law.unit.walk()} if law is not None else set()
                 for ed, law in ((old, law_old), (new, law_new))}
    changes = [replace(c, change="untexted", old_ref=c.new_ref, words=(), without_text=old)
               if c.change == "added" and c.new_ref in structure[old]
               else replace(c, change="untexted", new_ref=c.old_ref, words=(), without_text=new)
               if c.change == "removed" and c.old_ref in structure[new] else c for c in changes]
    return Diff(ref, old, new, lang, tuple(changes))


def format_diff(d: Diff, width: int = 100) -> list[str]:
    """The diff for a terminal: one unit a line, word changes as [-old-] and {+new+}."""
    c = d.counts()
    name = d.ref if d.ref in FRONT_PARTS else f"Law {d.ref}"
    lines = [f"{name}: {d.old} → {d.new} ({d.lang}): {c['changed']} changed, {c['renumbered']} renumbered, "
             f"{c['added']} added, {c['removed']} removed, {c['same']} the same"
             + (f", {c['untexted']} without the text of one edition to compare" if c["untexted"] else "")]
    sign = {"same": "=", "changed": "~", "renumbered": ">", "added": "+", "removed": "-", "untexted": "?"}
    for ch in d.changes:
        head = {"renumbered": f"{ch.old_ref} → {ch.new_ref}", "added": ch.new_ref, "removed": ch.old_ref}.get(
            ch.change, ch.new_ref)
        title = ch.new_title if ch.change != "removed" else ch.old_title
        if ch.old_title != ch.new_title and ch.change not in ("added", "removed", "untexted"):
            title = (f"[-{ch.old_title}-]" if ch.old_title else "") + (f"{{+{ch.new_title}+}}" if ch.new_title else "")
        kind = f"no {ch.without_text} text to compare" if ch.change == "untexted" else ch.change
        lines.append(f"{sign[ch.change]} {head:<14} {kind}" + (f" ({ch.similarity:.0%})" if ch.change == "renumbered"
                                                                     else "") + (f": {title}" if title else ""))
        if ch.change == "same":
            continue
        for part, label in (("words", ""), ("notes", "notes: ")):
            if getattr(ch, part) and ch.edited(part):
                lines.append("    " + label + " ".join(_marked(op, t) for op, t in getattr(ch, part) if t))
        if ch.edited("rows"):
            lines += [f"    table: {row_marked(op, row, *rest)}" for op, row, *rest in ch.rows if op != "equal"]
    return lines


def _marked(op: str, text: str) -> str:
    return text if op == "equal" else (f"[-{text}-]" if op == "delete" else f"{{+{text}+}}")


def row_marked(op: str, row: str, old: str | None = None) -> str:
    """A row of ``row_changes`` for a terminal: a reworded row word by word."""
    if op == "change":
        return " ".join(_marked(o, t) for o, t in word_changes(old, row) if t)
    return _marked(op, row)
