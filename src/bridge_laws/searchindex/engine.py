"""Queries against an open index: parse, plan (glossary concepts, phrases, jumps), match,
rank, snippets, "did you mean"."""

from __future__ import annotations

import difflib
import json
import re
import threading
import unicodedata
from dataclasses import asdict, dataclass, field
from dataclasses import fields as dataclass_fields
from pathlib import Path

from .. import analysis
from ..errors import BridgeLawsError
from ..model import LANGS
from .analyzer import FIELDS, _or_class
from .snippets import _cite_snippet, make_snippet
from .store import ensure_index, memoise_lookups

MAX_QUERY_CHARS = 500
MAX_QUERY_WORDS = 32
MAX_LIMIT = 100
OPERATORS = {"AND", "OR", "NOT", "ANDNOT", "ANDMAYBE"}  # Whoosh/Lucene syntax a user may type: ignored


class QueryError(BridgeLawsError):
    """A query or filter that cannot be searched: empty, too long, a bad law range."""

    exit_code = 2


# -- queries ------------------------------------------------------------------------------------


@dataclass(frozen=True)
class QueryPart:
    """A word, or a quoted phrase (several words that must stand together)."""

    words: tuple[str, ...]
    phrase: bool = False


_QUOTES_RE = re.compile(r'"([^"]*)"|«([^»]*)»|“([^”]*)”')


def clean_query(text: str) -> str:
    """Control and format characters → spaces; whitespace collapsed. QueryError when too long."""
    if len(text) > MAX_QUERY_CHARS:
        raise QueryError(f"query too long: {len(text)} characters (at most {MAX_QUERY_CHARS})")
    text = "".join(" " if unicodedata.category(c) in ("Cc", "Cf", "Cs", "Co") else c for c in text)
    return " ".join(text.split())


def parse_query(text: str) -> list[QueryPart]:
    """Words and "quoted phrases" of a query; an unbalanced quote is just a character.
    Operator words (AND, OR, NOT) and punctuation are ignored: every word is required."""
    parts: list[QueryPart] = []

    def words(chunk: str) -> list[str]:
        return [w for w, _, _ in analysis.tokens(chunk) if w not in OPERATORS]

    last = 0
    for m in _QUOTES_RE.finditer(text):
        parts.extend(QueryPart((w,)) for w in words(text[last:m.start()]))
        inner = words(next(g for g in m.groups() if g is not None))
        if len(inner) > 1:
            parts.append(QueryPart(tuple(inner), phrase=True))
        elif inner:
            parts.append(QueryPart(tuple(inner)))
        last = m.end()
    parts.extend(QueryPart((w,)) for w in words(text[last:]))
    if sum(len(p.words) for p in parts) > MAX_QUERY_WORDS:
        raise QueryError(f"too many words in the query (at most {MAX_QUERY_WORDS})")
    return parts


def parse_law_range(text: str | None) -> tuple[int, int] | None:
    """``"60-70"`` → (60, 70); ``"75"`` → (75, 75); None or "" → None. QueryError otherwise."""
    if text is None or not str(text).strip():
        return None
    m = re.fullmatch(r"\s*(\d{1,3})\s*(?:[-–—]\s*(\d{1,3})\s*)?", str(text))
    if not m:
        raise QueryError(f"bad law range {text!r}: use a number or a range such as 60-70")
    lo, hi = int(m.group(1)), int(m.group(2) or m.group(1))
    if lo > hi:
        lo, hi = hi, lo
    return lo, hi


_SCALARS = (str, int, float, bool, type(None))


def _plain(value):
    """``value`` as JSON has it: tuples as lists, dataclasses as dicts, copies all the way down
    (``dataclasses.asdict`` does the same work for every scalar: a fifth of a warm query)."""
    if isinstance(value, _SCALARS):
        return value
    if isinstance(value, dict):
        return {k: _plain(v) for k, v in value.items()}
    if isinstance(value, (list, tuple)):
        return [_plain(v) for v in value]
    return _plain(asdict(value))


@dataclass(frozen=True)
class Hit:
    ref: str
    edition: int
    lang: str
    law: int
    title: str | None
    snippet: str
    highlights: tuple[tuple[int, int], ...]  # (start, end) of each matched word in ``snippet``
    score: float | None  # None for a reference jump
    parallel: tuple[dict, ...]
    in_footnote: bool = False
    missing_text: bool = False
    why: str = "text"  # "ref": the unit the query names; "cites": a unit citing it; "text"

    def to_json(self) -> dict:
        return {f.name: _plain(getattr(self, f.name)) for f in dataclass_fields(self)}

    def marked(self, mark=lambda word: f"[{word}]") -> str:
        """The snippet with each highlighted word passed through ``mark``."""
        out, last = [], 0
        for start, end in self.highlights:
            out += [self.snippet[last:start], mark(self.snippet[start:end])]
            last = end
        return "".join(out) + self.snippet[last:]


@dataclass(frozen=True)
class SearchResult:
    query: str
    hits: tuple[Hit, ...] = ()
    suggestion: str | None = None  # "did you mean": the query with unknown words corrected
    searched: str | None = None  # the query actually searched, when it is the suggestion
    jump: str | None = None  # the canonical ref, when the query is a reference
    total: int = 0

    def to_json(self) -> dict:
        return {"query": self.query, "hits": [h.to_json() for h in self.hits], "suggestion": self.suggestion,
                "searched": self.searched, "jump": self.jump, "total": self.total}


@dataclass
class _Plan:
    """A parsed query turned into Whoosh: the query object, the terms to highlight, unknown words."""

    query: object | None
    any_query: object | None = None
    terms: set = field(default_factory=set)  # terms of single words: highlighted wherever they occur
    phrases: list = field(default_factory=list)  # [set of terms per word]: highlighted only together
    words: list = field(default_factory=list)  # (word, [terms]) for every query word


class Engine:
    """An open index: ``search`` is safe to call from several threads."""

    def __init__(self, where: Path):
        from whoosh.index import open_dir

        self.where = where
        try:
            meta = json.loads((where / "meta.json").read_text(encoding="utf-8"))
            self.ix = open_dir(str(where))
        except (OSError, ValueError) as exc:
            raise BridgeLawsError(f"{where}: not a usable search index ({exc}); run `bridge-laws build`") from None
        analysis.remember_lemmas(meta["lemmas"])
        self.vocab = meta["vocab"]
        self.editions = tuple(meta.get("editions") or _known_editions())
        # first term of a name → [(entry, [set of terms of each word])] for every glossary name
        self.glossary: dict[str, list] = {}
        self.glossary_terms: set[str] = set()  # every term of every name: known words, no "did you mean"
        for g in meta["glossary"]:
            for name in (*g["en"], *g["ru"]):
                sets = [set(w) for w in name]
                for term in sets[0]:
                    self.glossary.setdefault(term, []).append((g, sets))
                self.glossary_terms.update(*sets)
        self.by_length: dict[int, list[str]] = {}
        for word in self.vocab:
            self.by_length.setdefault(len(word), []).append(word)
        self.Or = _or_class()
        self._searcher = self.ix.searcher()
        # Every term of every field (a few thousand): a term the field lacks is left out of the
        # query instead of being looked up on disk, which was half the time of a query.
        reader = self._searcher.reader()
        memoise_lookups(self._searcher)
        self.lexicon = {f: {t.decode("utf-8") for t in reader.lexicon(f)} for f in FIELDS}
        self._lock = threading.Lock()

    def close(self) -> None:
        self._searcher.close()

    # - building the Whoosh query -
    def _word_query(self, terms, fields=FIELDS):
        from whoosh.query import NullQuery, Term

        subs = [Term(f, t) for f in fields for t in terms if t in self.lexicon[f]]
        if not subs:
            return NullQuery
        return subs[0] if len(subs) == 1 else self.Or(subs)

    def _phrase_query(self, words_terms):
        from whoosh.query import Sequence

        from whoosh.query import NullQuery

        if len(words_terms) == 1:
            return self._word_query(words_terms[0])
        per_field = [[self._word_query(t, (f,)) for t in words_terms] for f in FIELDS]
        sequences = [Sequence(qs) for qs in per_field if NullQuery not in qs]
        if not sequences:
            return NullQuery
        return sequences[0] if len(sequences) == 1 else self.Or(sequences)

    def _glossary_match(self, word_sets, i):
        """The longest glossary names matching the query words from ``i``: (length, entries)."""
        names = [(g, name) for t in word_sets[i] for g, name in self.glossary.get(t, ())]
        for n in sorted({len(name) for _, name in names}, reverse=True):
            if i + n > len(word_sets):
                continue
            entries = {id(g): g for g, name in names
                       if len(name) == n and all(word_sets[i + k] & name[k] for k in range(n))}
            if entries:
                return n, list(entries.values())
        return 0, []

    def _plan(self, parts: list[QueryPart]) -> _Plan:
        from whoosh.query import And, NullQuery

        Or = self.Or
        plan = _Plan(None)
        concepts = []
        loose: list[tuple[str, tuple[str, ...]]] = []

        def flush():
            sets = [set(t) for _, t in loose]
            i = 0
            while i < len(loose):
                n, entries = self._glossary_match(sets, i)
                if not n:
                    concepts.append(self._word_query(loose[i][1]))
                    i += 1
                    continue
                own = [self._word_query(t) for _, t in loose[i:i + n]]
                alternatives = [own[0] if n == 1 else And(own)]
                seen = {tuple(tuple(t) for _, t in loose[i:i + n])}
                for g in entries:
                    for lang in ("en", "ru"):
                        for name in g[lang]:
                            key = tuple(tuple(w) for w in name)
                            if key not in seen:
                                seen.add(key)
                                alternatives.append(self._phrase_query(name))
                                if alternatives[-1] is NullQuery:  # no unit has this name
                                    alternatives.pop()
                                if len(name) == 1:
                                    plan.terms.update(name[0])
                                else:
                                    plan.phrases.append([set(w) for w in name])
                concepts.append(alternatives[0] if len(alternatives) == 1 else Or(alternatives))
                i += n
            loose.clear()

        for part in parts:
            words_terms = [(w, analysis.word_terms(w)) for w in part.words]
            plan.words.extend(words_terms)
            if part.phrase:
                plan.phrases.append([set(ts) for _, ts in words_terms])
            else:
                plan.terms.update(t for _, ts in words_terms for t in ts)
            if part.phrase:
                flush()
                concepts.append(self._phrase_query([t for _, t in words_terms]))
            else:
                loose.extend(words_terms)
        flush()
        if concepts:
            plan.query = concepts[0] if len(concepts) == 1 else And(concepts)
            plan.any_query = concepts[0] if len(concepts) == 1 else self.Or(concepts, scale=0.9)
        return plan

    def _filter(self, lang, edition, laws):
        from whoosh.query import And, NumericRange, Term

        subs = []
        if lang:
            subs.append(Term("lang", lang))
        if edition:
            subs.append(Term("edition", str(edition)))
        if laws:
            subs.append(NumericRange("law", laws[0], laws[1]))
        return And(subs) if subs else None

    # - searching -
    def search(self, query: str, lang: str | None = None, edition: int | None = None,
               laws: tuple[int, int] | None = None, limit: int = 10) -> SearchResult:
        """The best units for ``query``; QueryError for an empty, over-long or unfilterable query."""
        from ..refs import canonical

        if lang is not None and lang not in LANGS:
            raise QueryError(f"unknown language {lang!r}: one of {', '.join(LANGS)}")
        if edition is not None and int(edition) not in self.editions:
            known = ", ".join(map(str, self.editions))
            raise QueryError(f"unknown edition {edition!r}: one of {known} (laws/editions.yaml)")
        if not 1 <= limit <= MAX_LIMIT:
            raise QueryError(f"limit must be between 1 and {MAX_LIMIT}")
        text = clean_query(query)
        if not text:
            raise QueryError("empty query")
        filt = self._filter(lang, edition, laws)
        with self._lock:
            ref = canonical(text) if len(text) <= 40 else None
            if ref is not None:
                hits = self._jump(ref, text, filt, limit)
                if hits:
                    return SearchResult(query, tuple(hits), jump=ref, total=len(hits))
            parts = parse_query(text)
            if not parts:
                return SearchResult(query)
            plan = self._plan(parts)
            suggestion = self._suggest(text, plan)
            hits, total = self._text_hits(plan, filt, limit)
            if not hits and suggestion:
                plan2 = self._plan(parse_query(suggestion))
                hits, total = self._text_hits(plan2, filt, limit)
                if hits:
                    return SearchResult(query, tuple(hits), suggestion, searched=suggestion, total=total)
            return SearchResult(query, tuple(hits), suggestion, total=total)

    def _text_hits(self, plan: _Plan, filt, limit):
        if plan.query is None:
            return [], 0
        results = self._collect(plan.query, filt, limit)
        if results.is_empty() and plan.any_query is not plan.query:
            results = self._collect(plan.any_query, filt, limit)
        hits = []
        for r in results:
            fields = {f for f, _ in r.matched_terms()}
            hits.append(self._hit(r.fields(), plan, r.score, in_notes=bool(fields) and fields <= {"notes"}))
        return hits, len(results)

    def _collect(self, query, filt, limit: int):
        """Whoosh's ``search(query, filter=filt, limit=limit, terms=True)``, counting every match
        in the same pass: Whoosh's default collector skips blocks that cannot reach the top
        ``limit`` and so runs the whole query again when asked for the total (a quarter of a
        query's time). Without block skipping (``usequality=False``) and without replacing the
        matcher mid-way (``replace=0``) the total is exact, and counts only what ``filt`` lets
        through (the second pass ignored the filter); the any-word fallback scores every unit
        against the whole query (a replaced matcher lowered the coordination bonus of the units
        scored after it)."""
        from whoosh.collectors import FilterCollector, TermsCollector, TopCollector, UnlimitedCollector

        s = self._searcher
        if limit >= s.doc_count():
            c = UnlimitedCollector()
        else:
            c = TopCollector(limit, usequality=False, replace=0)
        c = TermsCollector(c)
        if filt is not None:
            c = FilterCollector(c, filt, None)
        s.search_with_collector(query, c)
        return c.results()

    def _jump(self, ref: str, text: str, filt, limit: int) -> list[Hit]:
        from whoosh.query import Term

        s = self._searcher
        exact = [r.fields() for r in s.search(Term("ref", ref), filter=filt, limit=None)]
        # The query's own language first ("Law 79C" → English, «правило 45С1» → Russian), units
        # with text before skeleton-only ones, then the newest edition.
        want = "en" if re.match(r"(?i)\s*laws?\b", text) else "ru"
        exact.sort(key=lambda f: (f["missing_text"], f["lang"] != want, -int(f["edition"])))
        hits = [self._hit(f, None, None, why="ref") for f in exact]
        if hits:
            for r in s.search(Term("cites", ref), filter=filt, limit=max(0, limit - len(hits)) or 1):
                hits.append(self._hit(r.fields(), None, None, why="cites", cited=ref))
        return hits[:limit]

    def _suggest(self, text: str, plan: _Plan) -> str | None:
        """The query with each word the index does not know replaced by the nearest known word."""
        fixed = text
        changed = False
        for word, terms in plan.words:
            if len(word) < 4 or word[:1].isdigit():
                continue
            if self.glossary_terms.intersection(terms) or any(t in self.lexicon[f] for f in FIELDS for t in terms):
                continue
            folded = analysis.fold(word)
            pool = [v for n in range(len(folded) - 2, len(folded) + 3) for v in self.by_length.get(n, ())]
            close = difflib.get_close_matches(folded, pool, n=1, cutoff=0.75)
            if close and close[0] != folded:
                fixed = re.sub(rf"(?<!\w){re.escape(word)}(?!\w)", close[0], fixed, count=1)
                changed = True
        return fixed if changed else None

    def _hit(self, f: dict, plan: _Plan | None, score, why: str = "text", in_notes: bool = False,
             cited: str = "") -> Hit:
        from ..query import MISSING_EN, MISSING_RU

        lang = f["lang"]
        if f["missing_text"]:
            body = MISSING_RU if lang == "ru" else MISSING_EN
        elif in_notes:
            body = f.get("notes") or ""
        else:  # a unit whose words are all in its title (a law's head) shows its title
            body = f.get("text") or f.get("title") or f.get("notes") or ""
        terms, phrases = (plan.terms, plan.phrases) if plan else (set(), [])
        snippet, highlights = make_snippet(body, terms, phrases=phrases)
        if cited:  # where the unit cites the ref: highlight the law number
            snippet, highlights = _cite_snippet(body, cited) or (snippet, highlights)
        parallel = tuple({"edition": e, "lang": l, "ref": f["ref"], "missing_text": m} for e, l, m in f["parallel"])
        return Hit(ref=f["ref"], edition=int(f["edition"]), lang=lang, law=f["law"], title=f.get("title") or None,
                   snippet=snippet, highlights=highlights, score=None if score is None else round(score, 3),
                   parallel=parallel, in_footnote=in_notes, missing_text=f["missing_text"], why=why)


_ENGINES: dict[str, Engine] = {}
_ENGINES_LOCK = threading.Lock()


def _known_editions() -> tuple[int, ...]:
    from .. import editions

    return editions.years()


def engine(where: Path) -> Engine:
    """The open index at ``where``, opened once per process (reopened after a rebuild)."""
    key = str(where)
    stamp = _stamp(where)
    with _ENGINES_LOCK:
        eng = _ENGINES.get(key)
        if eng is None or getattr(eng, "stamp", None) != stamp:
            eng = Engine(where)
            eng.stamp = stamp
            _ENGINES[key] = eng
        return eng


def _stamp(where: Path) -> str:
    try:
        return (where / "fingerprint").read_text(encoding="ascii").strip()
    except OSError:
        return ""


def search(laws_dir: Path, query: str, lang: str | None = None, edition: int | None = None,
           laws: str | tuple[int, int] | None = None, limit: int = 10, where: Path | None = None,
           notify=None) -> SearchResult:
    """Search the corpus of ``laws_dir``, building its index first when missing or stale."""
    if isinstance(laws, str) or laws is None:
        laws = parse_law_range(laws)
    where = ensure_index(laws_dir, where, notify)
    return engine(where).search(query, lang=lang, edition=edition, laws=laws, limit=limit)
