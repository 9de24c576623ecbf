"""Queries against an open index: parse, plan (glossary concepts, phrases, jumps), match,
rank, snippets, "did you mean"."""

from __future__ import annotations

import json
import re
import threading
from dataclasses import dataclass, field, replace
from functools import cached_property
from pathlib import Path

from ..errors import BridgeLawsError
from ..text import analysis
from ..model import LANGS
from ..corpus.profile import GAP
from . import layout
from .analyzer import FIELDS, or_class
from .queries import (MAX_LIMIT, TABLE_REF_RE, QueryError, QueryPart, clean_query, law_range, nearest_refs,
                      parse_law_range, parse_query, query_lang)
from .results import Hit, SearchResult, profile_line
from .postings import MAX_WALKED, DocsOf, Lexicon, MatchedTerms, MemoTerm, Walked, collect, remember_postings
from .snippets import SNIPPET_CHARS, cite_snippet, make_snippet, matched_words, table_for
from .spelling import Vocabulary
from .store import ensure_index, memoise_lookups

# A glossary name other than the query's words is looked for in a unit's own words (where some
# unit says it: store._says), and the entry itself once in the profiles that name it.
OWN_FIELDS = ("title", "text", "notes")  # not the sentences citing the unit: those are about another
PROFILE_FIELD = ("terms",)

@dataclass
class _Plan:
    """A parsed query turned into Whoosh: the query object, the terms to highlight, unknown words."""

    query: object | None
    any_query: object | None = None
    terms: set = field(default_factory=set)  # terms of single words: highlighted wherever they occur
    phrases: list = field(default_factory=list)  # [set of terms per word]: highlighted only together
    words: list = field(default_factory=list)  # (word, [terms]) for every query word
    entries: list = field(default_factory=list)  # the glossary entries (meta.json) the query names


class Engine:
    """An open index: ``search`` is safe to call from several threads."""

    def __init__(self, where: Path, stamp: str = ""):
        """``stamp``: the fingerprint of the index opened, so that a rebuilt one is noticed."""
        from whoosh.index import open_dir

        self.where = where
        self.stamp = stamp
        try:
            meta = json.loads((where / "meta.json").read_text(encoding="utf-8"))
            self.ix = open_dir(str(where))
        except (OSError, ValueError) as exc:
            raise BridgeLawsError(f"{where}: not a usable search index ({exc}); run `bridge-laws build`") from None
        analysis.remember_lemmas(meta["lemmas"])
        self._meta_vocab = meta.get("vocab")
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
        self.subjects = list(meta.get("subjects", ()))
        self.subjects_by_term: dict[str, set[int]] = {}  # term → the subject entries holding it
        for i, e in enumerate(self.subjects):
            for t in e["terms"]:
                self.subjects_by_term.setdefault(t, set()).add(i)
        self.or_query = or_class()
        self._searcher = self.ix.searcher()
        # Whether a field has a term, remembered: a term the field lacks is left out of the query
        # (looking it up in Whoosh each time was half the time of a query; reading every term of
        # every field when the index opens, a third of a cold search at full size).
        reader = self._searcher.reader()
        memoise_lookups(self._searcher)
        remember_postings(self._searcher)
        self.lexicon = {f: Lexicon(reader, f) for f in FIELDS}
        # document numbers per language, to rank the query's language first without loading
        # any stored fields; what exists of a ref per edition, for the term cards (memo)
        self.lang_docs = DocsOf(self._searcher, "lang")
        self.ruling_docs = DocsOf(self._searcher, "doc_kind").get("ruling", frozenset())
        self._existing: dict[tuple[int, str], dict] = {}
        self._concepts_made: dict[tuple, object] = {}  # concept key → its Walked query (``_walked``)
        self._lock = threading.Lock()

    @cached_property
    def refs(self) -> set[str]:
        """Every ref the index has (a ref that does not exist is answered from them)."""
        return {t.decode("utf-8") for t in self._searcher.reader().lexicon("ref")}

    @cached_property
    def vocab(self) -> list[str]:
        """The index's words ("did you mean" draws on them), read when first needed."""
        try:
            return json.loads((self.where / "vocab.json").read_text(encoding="utf-8"))
        except FileNotFoundError:
            return list(self._meta_vocab or ())  # an index of an earlier format kept it in meta.json
        except (OSError, ValueError) as exc:
            raise BridgeLawsError(f"{self.where}: not a usable search index ({exc}); run `bridge-laws build`") from None

    @cached_property
    def spelling(self) -> Vocabulary:
        """The vocabulary for "did you mean", made when a query first has an unknown word: most
        searches (and every cold `bridge-laws search` of known words) never need it."""
        return Vocabulary(self.vocab)

    def close(self) -> None:
        self._searcher.close()

    # - building the Whoosh query -
    def _word_query(self, terms, fields=FIELDS):
        """A word: any of its terms in any of ``fields``."""
        from whoosh.query import NullQuery

        subs = [MemoTerm(f, t) for f in fields for t in terms if t in self.lexicon[f]]
        if not subs:
            return NullQuery
        return subs[0] if len(subs) == 1 else self.or_query(subs)

    def _phrase_query(self, words_terms, fields=FIELDS):
        """Words that must stand together, in any one of ``fields``."""
        from whoosh.query import NullQuery, Sequence

        if len(words_terms) == 1:
            return self._word_query(words_terms[0], fields)
        per_field = [[self._word_query(t, (f,)) for t in words_terms] for f in fields]
        sequences = [Sequence(qs) for qs in per_field if NullQuery not in qs]
        if not sequences:
            return NullQuery
        return sequences[0] if len(sequences) == 1 else self.or_query(sequences)

    def _walked(self, key, build):
        """The concept ``key`` (a word, a phrase, a glossary term) as a ``Walked`` query: built
        by ``build()`` once per open index, its matches kept once Whoosh has walked them."""
        from whoosh.query import NullQuery

        found = self._concepts_made.get(key)
        if found is None:
            if len(self._concepts_made) > MAX_WALKED:
                self._concepts_made.clear()
            query = build()
            found = self._concepts_made[key] = query if query is NullQuery else Walked(query)
        return found

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
        """Concepts, all required: each quoted phrase is one; a run of loose words is grouped
        through the glossary (``_concepts``)."""
        from whoosh.query import And

        plan = _Plan(None)
        concepts = []
        loose: list[tuple[str, tuple[str, ...]]] = []
        for part in parts:
            words_terms = [(w, analysis.word_terms(w)) for w in part.words]
            plan.words.extend(words_terms)
            if not part.phrase:
                plan.terms.update(t for _, ts in words_terms for t in ts)
                loose.extend(words_terms)
                continue
            plan.phrases.append([set(ts) for _, ts in words_terms])
            concepts += self._concepts(loose, plan)
            loose = []
            phrase = [t for _, t in words_terms]
            concepts.append(self._walked(("phrase", tuple(phrase)), lambda: self._phrase_query(phrase)))
        concepts += self._concepts(loose, plan)
        if concepts:
            plan.query = concepts[0] if len(concepts) == 1 else And(concepts)
            plan.any_query = concepts[0] if len(concepts) == 1 else self.or_query(concepts, scale=0.9)
        return plan

    def _concepts(self, loose, plan: _Plan) -> list:
        """Loose words → concepts: a run that is a glossary name becomes one concept (``_term``),
        any other word is a concept of its own."""
        sets = [set(t) for _, t in loose]
        concepts, i = [], 0
        while i < len(loose):
            n, entries = self._glossary_match(sets, i)
            if not n:
                terms = loose[i][1]
                concepts.append(self._walked(("word", terms), lambda: self._word_query(terms)))
                i += 1
                continue
            concepts.append(self._term(loose[i:i + n], entries, plan))
            i += n
        return concepts

    def _term(self, words, entries, plan: _Plan):
        """A glossary term the query names: the query's own words; or a name of its entries that
        some unit's own words say, as a phrase; or the entry in a unit's profile. All its names
        are highlighted, and the entries kept for the term cards."""
        for g in entries:
            if all(g is not e for e in plan.entries):
                plan.entries.append(g)
        names = list(self._term_names(words, entries))
        for _, _, name in names:
            if len(name) == 1:
                plan.terms.update(name[0])
            else:
                plan.phrases.append([set(w) for w in name])
        key = ("term", tuple(t for _, t in words), tuple(id(g) for g in entries))
        return self._walked(key, lambda: self._term_query(words, entries, names))

    @staticmethod
    def _term_names(words, entries):
        """(entry, index in its en + ru names, name) of each name of ``entries``, once each and
        not the query's own words, in order."""
        seen = {tuple(tuple(t) for _, t in words)}
        for g in entries:
            for i, name in enumerate([*g["en"], *g["ru"]]):
                key = tuple(tuple(w) for w in name)
                if key not in seen:
                    seen.add(key)
                    yield g, i, name

    def _term_query(self, words, entries, names):
        from whoosh.query import And, NullQuery

        own = [self._word_query(t) for _, t in words]
        alternatives = [own[0] if len(own) == 1 else And(own)]
        for g in entries:
            alternatives.append(self._phrase_query([*g["en"], *g["ru"]][0], PROFILE_FIELD))
            alternatives += [self._phrase_query(name, OWN_FIELDS) for e, i, name in names if e is g and i in g["used"]]
        alternatives = [q for q in alternatives if q is not NullQuery]
        if not alternatives:
            return NullQuery
        return alternatives[0] if len(alternatives) == 1 else self.or_query(alternatives)

    def _cards(self, plan: _Plan) -> list[dict]:
        """A card per glossary term the query names (the term in both languages and the units it
        names, each with what exists of it), then the subject-index entries it names."""
        cards = []
        for g in plan.entries:
            laws = [{"edition": int(e), "ref": ref, "how": how, **self._exists(int(e), ref)}
                    for e, refs in g.get("refs", {}).items() for ref, how in refs]
            cards.append({"kind": "glossary", "term": g["term"], "en": list(g.get("names_en", [g["term"]])),
                          "ru": list(g.get("names_ru", [])), "laws": laws})
        return cards + self._index_cards(plan)

    def _index_cards(self, plan: _Plan, most: int = 3) -> list[dict]:
        """Cards for the subject-index entries that hold every word of the query (shortest first)."""
        words = [set(t) for _, t in plan.words]
        if not words:
            return []
        have = None
        for w in words:
            holding = set().union(*(self.subjects_by_term.get(t, ()) for t in w))
            have = holding if have is None else have & holding
        found = sorted((self.subjects[i] for i in sorted(have)), key=lambda e: len(e["term"]))
        return [{"kind": "index", "term": e["term"], "en": [], "ru": [e["term"]],
                 "laws": [{"edition": e["edition"], "ref": str(n), "how": "index", **self._exists(e["edition"], str(n))}
                          for n in e["laws"]]} for e in found[:most]]

    def _exists(self, edition: int, ref: str) -> dict:
        """What the index holds of ``ref`` in ``edition``: per language, text or not."""
        from whoosh.query import And, Term

        known = self._existing.get((edition, ref))
        if known is None:
            found = self._searcher.search(And([Term("ref", ref), Term("edition", str(edition))]), limit=None)
            known = self._existing[(edition, ref)] = tuple(sorted(
                ((r["lang"], r["missing_text"]) for r in found), key=lambda v: v[0]))
        # fresh dicts every time: a caller may change the answer it was given, never the memo
        return {"versions": [{"lang": lang, "missing_text": missing} for lang, missing in known]}

    def _filter(self, lang, edition, laws, kind=None):
        from whoosh.query import And, NumericRange, Term

        subs = [Term("doc_kind", kind)] if kind else []
        if lang:
            subs.append(Term("lang", lang))
        if edition:
            subs.append(Term("edition", str(edition)))
        if laws:
            subs.append(NumericRange("law", laws[0], laws[1]))
        return And(subs) if subs else None

    # - searching -
    def search(self, query: str, lang: str | None = None, edition: int | None = None,
               laws: tuple[int, int] | None = None, limit: int = 10, kind: str | None = None) -> SearchResult:
        """The best units (and rulings) for ``query``; QueryError for an empty, over-long or
        unfilterable query. ``kind``: "law" or "ruling" only (default: both)."""
        if kind is not None and kind not in KINDS:
            raise QueryError(f"unknown kind {kind!r}: one of {', '.join(KINDS)}")
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
        filt = self._filter(lang, edition, laws, kind)
        with self._lock:
            found = self._references(query, text, filt, limit)
            if found is None:
                found = self._words(query, text, filt, limit)
            if not found.hits and not found.jump:
                swapped = layout.swap(text)
                again = swapped and (self._references(query, swapped, filt, limit) or self._words(query, swapped, filt, limit))
                # A reference that does not exist («64B9») is read in the other layout only as a
                # reference that does («75в2» → 75D2): not as words («64И9» found a «64»)
                if again and again.hits and (again.jump or not found.notice):
                    return replace(again, layout=swapped, notice=f"read as «{swapped}» (keyboard layout)")
            return found

    def _references(self, query: str, text: str, filt, limit: int) -> SearchResult | None:
        """A query that is a reference (or a range of laws): its units, or "no such ref"."""
        from ..refs import canonical

        laws = law_range(text)
        if laws:
            hits = [h for n in range(laws[0], laws[1] + 1) for h in self._jump(str(n), text, filt, 1)]
            return SearchResult(query, tuple(hits[:limit]), jump=f"{laws[0]}-{laws[1]}", total=len(hits)) if hits else None
        table = TABLE_REF_RE.fullmatch(text)
        if table and canonical(table.group(1)):  # «77-t6», «таблица 77-t6»: as each table is labelled
            ref, anchor = canonical(table.group(1)), f"{canonical(table.group(1))}-t{int(table.group(2))}"
            hits = self._jump(ref, text, filt, limit, table=anchor)
            if hits:
                return SearchResult(query, tuple(hits), jump=ref, total=len(hits))
            hits = self._jump(ref, text, filt, limit)  # the unit, which has no such table
            if hits:
                return SearchResult(query, tuple(hits), jump=ref, total=len(hits), notice=f"no table {anchor}")
            return self._no_such(query, ref)
        ref = canonical(text) if len(text) <= 40 else None
        if ref is None:
            return None
        hits = self._jump(ref, text, filt, limit)
        if hits:
            return SearchResult(query, tuple(hits), jump=ref, total=len(hits))
        return self._no_such(query, ref)

    def _no_such(self, query: str, ref: str) -> SearchResult:
        """"no 75D9 — nearest: …" for a ref the index does not have; "no 75D2 in what the filters
        keep — it is in: 1987 ru" for one that the filters (edition, language, laws) leave out."""
        if ref in self.refs:
            from whoosh.query import Term

            where = sorted({(int(r["edition"]), r["lang"]) for r in self._searcher.search(Term("ref", ref), limit=None)})
            return SearchResult(query, (), notice=f"no {ref} in what the filters keep — it is in: "
                                                  + ", ".join(f"{e} {lang}" for e, lang in where))
        near = nearest_refs(ref, self.refs)
        return SearchResult(query, (), nearest=tuple(near),
                            notice=f"no {ref}" + (f" — nearest: {', '.join(near)}" if near else ""))

    def _words(self, query: str, text: str, filt, limit: int) -> SearchResult:
        parts = parse_query(text)
        if not parts:
            return SearchResult(query)
        plan = self._plan(parts)
        cards = tuple(self._cards(plan))
        suggestion = self._suggest(text, plan)
        hits, total = self._text_hits(plan, filt, limit)
        if not hits and suggestion:
            plan2 = self._plan(parse_query(suggestion))
            hits, total = self._text_hits(plan2, filt, limit)
            if hits:
                return SearchResult(query, tuple(hits), suggestion, searched=suggestion, total=total,
                                    cards=tuple(self._cards(plan2)))
        return SearchResult(query, tuple(hits), suggestion, total=total, cards=cards)

    def _text_hits(self, plan: _Plan, filt, limit):
        """The units that have every concept of the plan, then (when they are fewer than
        ``limit``) those that have some, more of them first: «колебание партнёра» gives 73 (both)
        and then 73A2 (the one unit with «колебаний»). Within each, the query's language first."""
        if plan.query is None:
            return [], 0
        pool = max(3 * limit, 30)  # enough to re-rank by language
        results = self._collect(plan.query, filt, pool)
        ranked = self._by_language(plan, results)
        total = len(results)  # counted in the same pass (_collect)
        if len(ranked) < limit and plan.any_query is not plan.query:
            some = self._collect(plan.any_query, filt, pool + len(ranked))
            have = {r.docnum for r in results}
            ranked += self._by_language(plan, [r for r in some if r.docnum not in have])
            total = len(some)
        hits = []
        for score, r in ranked[:limit]:
            fields = {f for f, _ in r.matched_terms()}
            why = "profile" if fields and fields <= PROFILE_FIELDS else "text"
            hits.append(self._hit(r.fields(), plan, score, why=why, in_notes=bool(fields) and fields <= {"notes"}))
        return hits, total

    def _by_language(self, plan: _Plan, results) -> list:
        """(score, result) best first, a unit in the other language than the query's weighing
        ``OTHER_LANG`` of its score; ties keep Whoosh's order."""
        want = query_lang(w for w, _ in plan.words)
        mine, rulings = self.lang_docs.get(want, ()), self.ruling_docs
        ranked = sorted(((r.score * (1 if not want or r.docnum in mine else OTHER_LANG)
                          * (RULING_WEIGHT if r.docnum in rulings else 1), i, r)
                         for i, r in enumerate(results)), key=lambda x: (-x[0], x[1]))
        return [(score, r) for score, _, r in ranked]

    def _collect(self, query, filt, limit: int):
        """Whoosh's ``search(query, filter=filt, limit=limit, terms=True)``, counting every match
        in the same pass: Whoosh's default collector skips blocks that cannot reach the top
        ``limit`` and so runs the whole query again when asked for the total (a quarter of a
        query's time). Without block skipping (``usequality=False``) and without replacing the
        matcher mid-way (``replace=0``) the total is exact, and counts only what ``filt`` lets
        through (the second pass ignored the filter); the any-word fallback scores every unit
        against the whole query (a replaced matcher lowered the coordination bonus of the units
        scored after it). Which terms each hit matched: ``postings.MatchedTerms``."""
        from whoosh.collectors import FilterCollector, TopCollector, UnlimitedCollector

        s = self._searcher
        found = collect(s, query, filt, limit)  # the same, from the concepts' kept matches (postings.py)
        if found is not None:
            return found
        if limit >= s.doc_count():
            c = UnlimitedCollector()
            c.replace = 0  # as below: no matcher replaced mid-way (its constructor takes no replace)
        else:
            c = TopCollector(limit, usequality=False, replace=0)
        c = MatchedTerms(c)
        if filt is not None:
            c = FilterCollector(c, filt, None)
        s.search_with_collector(query, c)
        return c.results()

    def _jump(self, ref: str, text: str, filt, limit: int, table: str | None = None) -> list[Hit]:
        """The units ``ref`` names (only those with the table ``table``, when given, which their
        hits then name), then units citing it."""
        from whoosh.query import Term

        s = self._searcher
        exact = [r.fields() for r in s.search(Term("ref", ref), filter=filt, limit=None)]
        if table:
            exact = [f for f in exact if any(t[0] == table for t in f.get("tables") or ())]
        # The query's own language first ("Law 79C" → English, «правило 45С1» → Russian), units
        # with text before skeleton-only ones, then the newest edition.
        want = "en" if re.match(r"(?i)\s*laws?\b", text) else "ru"
        exact.sort(key=lambda f: (f["missing_text"], f["lang"] != want, -int(f["edition"])))
        hits = [replace(self._hit(f, None, None, why="ref"), table=table) for f in exact]
        if hits and not table:
            for r in s.search(Term("cites", ref), filter=filt, limit=max(0, limit - len(hits)) or 1):
                hits.append(self._hit(r.fields(), None, None, why="cites", cited=ref))
        return hits[:limit]

    def _suggest(self, text: str, plan: _Plan) -> str | None:
        """The query with each word the index does not know replaced by the nearest known word;
        never a word of the language (``analysis.is_dictionary_word``)."""
        fixed = text
        changed = False
        for word, terms in plan.words:
            if len(word) < 4 or word[:1].isdigit():
                continue
            if self.glossary_terms.intersection(terms) or any(t in self.lexicon[f] for f in FIELDS for t in terms):
                continue
            if analysis.is_dictionary_word(word):  # a real word is never swapped for another
                continue
            folded = analysis.fold(word)
            close = self.spelling.closest(folded, SUGGEST_CUTOFF)
            if close and close != folded:
                fixed = re.sub(rf"(?<!\w){re.escape(word)}(?!\w)", close, fixed, count=1)
                changed = True
        return fixed if changed else None

    def _hit(self, f: dict, plan: _Plan | None, score, why: str = "text", in_notes: bool = False,
             cited: str = "") -> Hit:
        from ..corpus.query import MISSING_EN, MISSING_RU

        if f.get("doc_kind") == "ruling":
            return self._ruling_hit(f, plan, score, why)
        lang = f["lang"]
        if f["missing_text"]:
            body = profile_line(f) if why != "ref" else (MISSING_RU if lang == "ru" else MISSING_EN)
            if why != "ref" and plan:  # the sentence of another law that cites it and holds the words
                said = next((c for c in (f.get("cited") or "").split(GAP) if matched_words(c, plan.terms, plan.phrases)), "")
                body += f" · «{said}»" if said else ""
        elif in_notes:
            body = f.get("notes") or ""
        else:  # a unit whose words are all in its title (a law's head) shows its title
            body = f.get("text") or f.get("title") or f.get("notes") or ""
        terms, phrases = (plan.terms, plan.phrases) if plan else (set(), [])
        size = len(body) + 1 if f["missing_text"] else SNIPPET_CHARS  # a profile line is shown whole
        snippet, highlights = make_snippet(body, terms, size=size, phrases=phrases)
        if cited:  # where the unit cites the ref: highlight the law number
            snippet, highlights = cite_snippet(body, cited) or (snippet, highlights)
        parallel = tuple({"edition": e, "lang": l, "ref": f["ref"], "missing_text": m} for e, l, m in f["parallel"])
        table = table_for(f.get("text") or "", f.get("tables"), terms, phrases) if plan and not in_notes else None
        return Hit(ref=f["ref"], edition=int(f["edition"]), lang=lang, law=f["law"], title=f.get("title") or None,
                   snippet=snippet, highlights=highlights, score=None if score is None else round(score, 3),
                   parallel=parallel, in_footnote=in_notes, missing_text=f["missing_text"], why=why,
                   page=f.get("page"), cited_by=tuple(f.get("cited_by") or ()), index=tuple(f.get("index") or ()),
                   glossary=tuple(f.get("glossary") or ()), table=table)


    def _ruling_hit(self, f: dict, plan: _Plan | None, score, why: str) -> Hit:
        """A ruling: its question as the title, the words of its facts and ruling as the snippet,
        the first law it applies as its ref."""
        terms, phrases = (plan.terms, plan.phrases) if plan else (set(), [])
        body = next((x for x in (f.get("text"), f.get("notes")) if x and matched_words(x, terms, phrases)),
                    f.get("text") or f.get("title") or "")
        snippet, highlights = make_snippet(body, terms, size=SNIPPET_CHARS, phrases=phrases)
        ruling = f.get("ruling") or {}
        applies = ruling.get("laws") or [""]
        return Hit(ref=applies[0], edition=int(f["edition"]), lang=f["lang"], law=f["law"],
                   title=f.get("title") or None, snippet=snippet, highlights=highlights,
                   score=None if score is None else round(score, 3), parallel=(), why=why, kind="ruling",
                   ruling=ruling.get("id"))


# Searched for without --kind, a ruling weighs this much of its score: the law first, then how it
# was ruled (a ruling's facts say more words than a unit, and would outrank the law they apply).
RULING_WEIGHT = 0.5
KINDS = ("law", "ruling")
PROFILE_FIELDS = {"terms", "cited"}
# "Did you mean" only for a word far likelier meant: 0.85 of its letters in common (SequenceMatcher
# ratio). «фальшренос» → «фальшренонс» is 0.95; «затяжка» → «заявка» (0.77) was a real word
# swapped for another.
SUGGEST_CUTOFF = 0.85
# A unit in the other language than the query's weighs half: «срок апелляции» opens on Russian
# text, not on 1997 English "appeals" (that unit is listed as the Russian hit's parallel).
OTHER_LANG = 0.5


_ENGINES: dict[str, Engine] = {}
_ENGINES_LOCK = threading.Lock()


def _known_editions() -> tuple[int, ...]:
    from ..corpus import editions

    return editions.years()


def engine(where: Path) -> Engine:
    """The open index at ``where``, opened once per process (reopened after a rebuild)."""
    key = str(where)
    stamp = _stamp(where)
    with _ENGINES_LOCK:
        eng = _ENGINES.get(key)
        if eng is None or eng.stamp != stamp:
            eng = _ENGINES[key] = Engine(where, stamp)
            # What an open index holds lives as long as the process: out of the garbage
            # collector's full passes, which walked it all (a 130 ms pause in a warm search)
            import gc

            gc.freeze()
        return eng


def _stamp(where: Path) -> str:
    try:
        return (where / "fingerprint").read_text(encoding="ascii").strip()
    except OSError:
        return ""


def search(laws_dir: Path, query: str, lang: str | None = None, edition: int | None = None,
           laws: str | tuple[int, int] | None = None, limit: int = 10, where: Path | None = None,
           notify=None, kind: str | None = None) -> SearchResult:
    """Search the corpus (and the rulings) of ``laws_dir``, building its index first when missing
    or stale."""
    if isinstance(laws, str) or laws is None:
        laws = parse_law_range(laws)
    where = ensure_index(laws_dir, where, notify)
    return engine(where).search(query, lang=lang, edition=edition, laws=laws, limit=limit, kind=kind)
