"""The search index: Whoosh, kept behind this one module.

One Whoosh document per addressable unit of every edition and language, skeleton-only units
included (a reference must find them). The analyzer is ``analysis``'s: words, lower case, ё → е,
Russian lemmas (several per word, at one position) and English Snowball stems.

A query is read by ``parse_query`` (words, "quoted phrases", nothing else: no operator syntax to
get wrong) and grouped into concepts through the glossary: the words of a glossary term in
either language become one concept that also matches the term's other names, so ``revoke``
finds «фальшренонс» and «в зоне» finds "vulnerable". All concepts must match; when no unit has
them all, any will do, units with more of them first. A query that is a reference (``75D2``,
``правило 45С1``, ``Law 12C``) is a jump: that unit in every version first, then the units
that cite it. A word the corpus does not know gets a "did you mean" from its vocabulary.

On disk, ``build/index`` beside ``laws/``: the Whoosh files, ``meta.json`` (the lemmas of every
Russian word of the corpus, so a query needs pymorphy3 only for a word the corpus lacks; the
vocabulary; the analysed glossary) and ``fingerprint`` (a hash of the corpus YAML and the
glossary: the index is stale when it differs). The index is written to a temporary directory
and swapped in, so a reader never sees half an index.
"""

from __future__ import annotations

import difflib
import hashlib
import json
import os
import re
import shutil
import tempfile
import threading
import time
import unicodedata
from dataclasses import asdict, dataclass, field
from pathlib import Path

from whoosh.analysis import Filter, Tokenizer
from whoosh.analysis.acore import Token

from . import analysis
from .errors import BridgeLawsError
from .model import EDITIONS, LANGS

INDEX_FORMAT = 1  # bump when the schema, the analyzer or meta.json change: old indexes go stale
INDEX_DIR = ("build", "index")  # under the repository, beside laws/
FIELDS = ("title", "text", "notes")
TITLE_BOOST, NOTES_BOOST = 3.0, 0.7
MAX_QUERY_CHARS = 500
MAX_QUERY_WORDS = 32
MAX_LIMIT = 100
SNIPPET_CHARS = 220
OPERATORS = {"AND", "OR", "NOT", "ANDNOT", "ANDMAYBE"}  # Whoosh/Lucene syntax a user may type: ignored


class QueryError(BridgeLawsError):
    """A query or filter that cannot be searched: empty, too long, a bad law range."""

    exit_code = 2


# -- the analyzer (module-level classes, no state: Whoosh pickles them into the schema) ---------


class WordTokenizer(Tokenizer):
    """Words as ``analysis.tokens`` finds them, with positions and character offsets."""

    def __eq__(self, other):
        return type(other) is type(self)

    def __call__(self, value, positions=False, chars=False, keeporiginal=False, removestops=True,
                 start_pos=0, start_char=0, tokenize=True, mode="", **kwargs):
        t = Token(positions, chars, removestops=removestops, mode=mode, **kwargs)
        if not tokenize:
            t.original = t.text = value
            t.boost = 1.0
            if positions:
                t.pos = start_pos
            if chars:
                t.startchar, t.endchar = start_char, start_char + len(value)
            yield t
            return
        for pos, match in enumerate(analysis.WORD_RE.finditer(value)):
            t.text = match.group()
            t.boost = 1.0
            t.stopped = False
            if keeporiginal:
                t.original = t.text
            if positions:
                t.pos = start_pos + pos
            if chars:
                t.startchar, t.endchar = start_char + match.start(), start_char + match.end()
            yield t


class FoldFilter(Filter):
    """Lower case, ё → е (``analysis.fold``)."""

    def __eq__(self, other):
        return type(other) is type(self)

    def __call__(self, tokens):
        for t in tokens:
            t.text = analysis.fold(t.text)
            yield t


class TermFilter(Filter):
    """Each word → its terms (``analysis.word_terms``): Russian lemmas, all of them at the
    word's position; English stems; numbers as they are."""

    def __eq__(self, other):
        return type(other) is type(self)

    def __call__(self, tokens):
        for t in tokens:
            for term in analysis.word_terms(t.text):
                t.text = term
                yield t


def analyzer():
    return WordTokenizer() | FoldFilter() | TermFilter()


def schema():
    from whoosh.fields import ID, KEYWORD, NUMERIC, STORED, TEXT, Schema

    ana = analyzer()
    return Schema(
        key=ID(stored=True, unique=True),  # "1987-ru-75D2"
        ref=ID(stored=True),
        edition=ID(stored=True),
        lang=ID(stored=True),
        law=NUMERIC(int, stored=True),
        kind=STORED,
        title=TEXT(analyzer=ana, stored=True, field_boost=TITLE_BOOST),
        text=TEXT(analyzer=ana, stored=True),
        notes=TEXT(analyzer=ana, stored=True, field_boost=NOTES_BOOST),
        cites=KEYWORD(lowercase=False, commas=False),
        parallel=STORED,
        missing_text=STORED,
        partial=STORED,
    )


def _or_class():
    """Whoosh's Or, told to march its sub-matchers in a tree: on a small index (under 5,000
    documents) Whoosh otherwise preloads every Or into a 2,048-slot array, cleared in Python on
    every query, which made a query of a few words cost 10 ms."""
    from whoosh.query import Or

    class TreeOr(Or):
        matcher_type = Or.DEFAULT_MATCHER

    return TreeOr


# -- documents ----------------------------------------------------------------------------------


@dataclass(frozen=True)
class Doc:
    """What the index holds of one unit."""

    edition: int
    lang: str
    ref: str
    law: int
    kind: str
    title: str
    text: str  # the unit's own text, then its tables row by row
    notes: str  # the text of its footnotes
    parallel: tuple[tuple[int, str, bool], ...] = ()  # (edition, lang, missing_text) of the same ref elsewhere
    cites: tuple[str, ...] = ()
    missing_text: bool = False
    partial: bool = False

    @property
    def key(self) -> str:
        return f"{self.edition}-{self.lang}-{self.ref}"


def documents(corpus) -> list[Doc]:
    """One Doc per unit of every law of ``corpus``, in corpus order."""
    from .query import all_units

    versions: dict[str, list[tuple[int, str, bool]]] = {}
    for law, unit in all_units(corpus):
        versions.setdefault(unit.ref, []).append((law.edition, law.lang, unit.missing_text))
    docs = []
    for law, unit in all_units(corpus):
        rows = [" | ".join(row) for table in unit.tables for row in ((table.caption,) if table.caption else ()) + table.rows]
        docs.append(Doc(
            edition=law.edition, lang=law.lang, ref=unit.ref, law=unit.law, kind=unit.kind,
            title=unit.title or "", text="\n\n".join(filter(None, [unit.text or "", "\n".join(rows)])),
            notes="\n\n".join(n.text for n in unit.footnotes if n.text),
            parallel=tuple(v for v in versions[unit.ref] if v[:2] != (law.edition, law.lang)),
            cites=unit.refs, missing_text=unit.missing_text, partial=unit.partial,
        ))
    return docs


# -- building -----------------------------------------------------------------------------------


def index_dir(laws_dir: Path) -> Path:
    return laws_dir.parent.joinpath(*INDEX_DIR)


def _corpus_dir(laws_dir: Path) -> Path:
    # build.corpus_dir(laws_dir), without importing the build stage (60 ms on every search)
    return laws_dir / "corpus"


def fingerprint(laws_dir: Path) -> str:
    """A hash of what the index is made from: the corpus YAML, the glossary, the index format."""
    h = hashlib.sha256(f"bridge-laws index format {INDEX_FORMAT}\n".encode())
    root = _corpus_dir(laws_dir)
    files = sorted(root.rglob("*.yaml")) if root.is_dir() else []
    from .glossary import glossary_path

    for path in [*files, glossary_path(laws_dir)]:
        if path.exists():
            h.update(f"{path.relative_to(laws_dir)}\n".encode())
            h.update(path.read_bytes())
    return h.hexdigest()


def status(laws_dir: Path, where: Path | None = None) -> str:
    """"missing", "stale" or "fresh"."""
    where = where or index_dir(laws_dir)
    try:
        stored = (where / "fingerprint").read_text(encoding="ascii").strip()
    except OSError:
        return "missing"
    return "fresh" if stored == fingerprint(laws_dir) else "stale"


def _glossary_meta(entries) -> list[dict]:
    """Each glossary entry's names, analysed: {"en": [[terms of word] of name], "ru": …, "law": …}."""
    def analysed(names):
        return [[list(analysis.word_terms(w)) for w, _, _ in analysis.tokens(name)] for name in names]

    return [{"en": analysed(e.names_en), "ru": analysed(e.ru), "term": e.en, "law": e.law} for e in entries]


def meta_for(docs: list[Doc], entries) -> dict:
    """What a query needs besides the Whoosh files: lemmas, vocabulary, the analysed glossary."""
    words = set()
    for d in docs:
        for text in (d.title, d.text, d.notes):
            words.update(analysis.fold(w) for w, _, _ in analysis.tokens(text))
    for e in entries:
        for name in (*e.names_en, *e.ru):
            words.update(analysis.fold(w) for w, _, _ in analysis.tokens(name))
    lemmas = analysis.lemma_table(words)
    vocab = sorted(w for w in words if len(w) >= 3 and not w[:1].isdigit())
    return {"format": INDEX_FORMAT, "docs": len(docs), "lemmas": lemmas, "vocab": vocab,
            "glossary": _glossary_meta(entries)}


def write_index(docs: list[Doc], target: Path, meta: dict, stamp: str = "") -> Path:
    """Write a complete index of ``docs`` to ``target``, atomically (temporary dir + rename)."""
    from whoosh.index import create_in

    target.parent.mkdir(parents=True, exist_ok=True)
    tmp = Path(tempfile.mkdtemp(prefix=f".{target.name}-new-", dir=target.parent))
    try:
        ix = create_in(str(tmp), schema())
        writer = ix.writer(limitmb=256)
        for d in docs:
            writer.add_document(
                key=d.key, ref=d.ref, edition=str(d.edition), lang=d.lang, law=d.law, kind=d.kind,
                title=d.title, text=d.text, notes=d.notes, cites=" ".join(d.cites),
                parallel=[list(p) for p in d.parallel], missing_text=d.missing_text, partial=d.partial)
        writer.commit()
        (tmp / "meta.json").write_text(json.dumps(meta, ensure_ascii=False), encoding="utf-8")
        (tmp / "fingerprint").write_text(stamp + "\n", encoding="ascii")
        _swap(tmp, target)
    except BaseException:
        shutil.rmtree(tmp, ignore_errors=True)
        raise
    return target


def _swap(new: Path, target: Path) -> None:
    """Put ``new`` in the place of ``target``: two renames, the old index removed after."""
    old = None
    if target.exists():
        old = target.parent / f".{target.name}-old-{os.getpid()}-{time.monotonic_ns()}"
        try:
            os.rename(target, old)
        except FileNotFoundError:  # another process swapped it away meanwhile
            old = None
    try:
        os.rename(new, target)
    except OSError:
        # Another build put its (equally fresh) index in place between our renames: keep theirs.
        shutil.rmtree(new, ignore_errors=True)
    if old is not None:
        shutil.rmtree(old, ignore_errors=True)


def build_index(laws_dir: Path, where: Path | None = None) -> tuple[Path, int]:
    """Index the corpus of ``laws_dir`` (and its glossary) into ``where``; (path, documents)."""
    from . import glossary
    from .yamlio import load_corpus

    stamp = fingerprint(laws_dir)
    corpus = load_corpus(_corpus_dir(laws_dir))
    entries = glossary.load(laws_dir)
    docs = documents(corpus)
    target = where or index_dir(laws_dir)
    try:
        path = write_index(docs, target, meta_for(docs, entries), stamp)
    except OSError as exc:
        raise BridgeLawsError(f"{target}: cannot write the search index: {exc.strerror or exc}") from None
    _ENGINES.clear()
    return path, len(docs)


def ensure_index(laws_dir: Path, where: Path | None = None, notify=None) -> Path:
    """The index of ``laws_dir``, built first when it is missing or older than the YAML.

    ``notify(message)`` is told before a (re)build: the CLI prints it on stderr.
    """
    where = where or index_dir(laws_dir)
    state = status(laws_dir, where)
    if state != "fresh":
        from .errors import CorpusError

        if not _corpus_dir(laws_dir).is_dir():
            raise CorpusError(f"no corpus in {_corpus_dir(laws_dir)}: run `bridge-laws build` first")
        if notify:
            notify(f"search index {state}: building {where} …")
        build_index(laws_dir, where)
    return where


def build_stage(laws_dir: Path, site_dir: Path, quiet: bool = False) -> str:
    """The pipeline's index stage (after the corpus, before the site): a one-line report."""
    where = index_dir(laws_dir)
    if status(laws_dir, where) == "fresh":
        return f"index: up to date in {where}"
    started = time.perf_counter()
    _, count = build_index(laws_dir, where)
    return f"index: {count} units in {where} ({time.perf_counter() - started:.2f} s)"


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
        d = asdict(self)
        d["highlights"] = [list(h) for h in self.highlights]
        d["parallel"] = list(self.parallel)
        return d

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
        from .refs import canonical

        if lang is not None and lang not in LANGS:
            raise QueryError(f"unknown language {lang!r}: one of {', '.join(LANGS)}")
        if edition is not None and int(edition) not in EDITIONS:
            raise QueryError(f"unknown edition {edition!r}: one of {', '.join(map(str, EDITIONS))}")
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
        s = self._searcher
        results = s.search(plan.query, filter=filt, limit=limit, terms=True)
        if results.is_empty() and plan.any_query is not plan.query:
            results = s.search(plan.any_query, filter=filt, limit=limit, terms=True)
        hits = []
        for r in results:
            fields = {f for f, _ in r.matched_terms()}
            hits.append(self._hit(r.fields(), plan, r.score, in_notes=bool(fields) and fields <= {"notes"}))
        return hits, len(results)

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
        from .query import MISSING_EN, MISSING_RU

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


_TERM_SETS: dict[str, frozenset] = {}


def _term_set(word: str) -> frozenset:
    """``analysis.word_terms(word)`` as a set, remembered (snippets analyse the same words often)."""
    found = _TERM_SETS.get(word)
    if found is None:
        found = _TERM_SETS[word] = frozenset(analysis.word_terms(word))
        if len(_TERM_SETS) > 200_000:
            _TERM_SETS.clear()
    return found


def matched_words(text: str, terms: set, phrases=()) -> list[tuple[int, int]]:
    """(start, end) of each word of ``text`` with a term in ``terms``, and of each run of words
    matching one of ``phrases`` (a list of term sets, one per word), in order."""
    words = [(_term_set(w), s, e) for w, s, e in analysis.tokens(text)]
    marked = [bool(terms and ts & terms) for ts, _, _ in words]
    for phrase in phrases:
        n = len(phrase)
        for i in range(len(words) - n + 1):
            if all(words[i + k][0] & phrase[k] for k in range(n)):
                marked[i:i + n] = [True] * n
    spans: list[tuple[int, int]] = []
    for (_, s, e), m in zip(words, marked):
        if not m:
            continue
        if spans and not text[spans[-1][1]:s].strip():  # «[в зоне]», not «[в] [зоне]»
            spans[-1] = (spans[-1][0], e)
        else:
            spans.append((s, e))
    return spans


def make_snippet(text: str, terms: set, size: int = SNIPPET_CHARS, phrases=()) -> tuple[str, tuple[tuple[int, int], ...]]:
    """The stretch of ``text`` (whitespace collapsed) with the most words matching ``terms`` or
    ``phrases``, about ``size`` characters, and the (start, end) of those words in it."""
    text = " ".join(text.split())
    found = matched_words(text, terms, phrases)
    if len(text) <= size:
        return text, tuple(found)
    start = 0
    if found:
        best = max(found, key=lambda se: sum(1 for s, e in found if se[0] <= s and e <= se[0] + size))
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


def _cite_snippet(text: str, ref: str):
    """A snippet around the citation of ``ref`` in ``text``, the citation highlighted."""
    from .refs import find_citations

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


_ENGINES: dict[str, Engine] = {}
_ENGINES_LOCK = threading.Lock()


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
