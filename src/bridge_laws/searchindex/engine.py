"""Queries against an open index: parse, read (notation, misspellings), plan (glossary concepts,
phrases, jumps), rank by evidence, snippets, the reason for each hit."""

from __future__ import annotations

import re
import threading
from dataclasses import replace
from functools import cached_property
from pathlib import Path

from ..errors import BridgeLawsError
from ..text import analysis, jsondata
from ..model import LANGS, reader_order
from ..refs import beyond, nearest_refs
from . import doctable, layout, leaning
from .analyzer import FIELDS
from .evidence import Scorer, one_per_unit, shown_version, top, weight
from .plan import Glossary, Phrases, Plan, make_plan, situation_cards
from .queries import (ENGLISH_REF, MAX_LIMIT, TABLE_REF_RE, Cut, QueryError, QueryPart, clean_query, first_words, law_range,
                      parse_law_range, parse_query, query_lang)
from .results import Hit, SearchResult, profile_line
from .postings import DocsOf, Lexicon
from .snippets import SNIPPET_CHARS, cite_snippet, make_snippet, matched_words, table_for
from .seal import is_sealed
from .store import ensure_index, memoise_lookups
from .termstats import IndexStats
from .understand import BID_RE, QueryReader, Reading, alone_ref, notation

_CYRILLIC = re.compile("[а-яё]", re.IGNORECASE)


def _lettered_as_laws(text: str) -> bool:
    """Whether the ref ``text`` names is lettered with the Laws' letters only (refs.LAW_LETTERS: a
    ref typed with another Latin letter, «75u», is a Russian one typed on the Latin keys, 75Г)."""
    from ..refs import LAW_LETTERS, canonical

    ref = canonical(text)
    return ref is not None and all(c in LAW_LETTERS for c in re.sub(r"[^A-Z]", "", ref))
from .why import phrases_of, why_line

OWN = {FIELDS.index(f) for f in ("title", "text", "notes")}
NOTES = FIELDS.index("notes")



def card_order(laws: list[dict]) -> list[dict]:
    """A card's units, the newest edition's first, else as named: once a director imports the 2017
    text, its laws come before the 1987 ones (the page's ``cardOrder``)."""
    return sorted(laws, key=lambda law: -law["edition"])


def merged_cards(cards: list[dict]) -> list[dict]:
    """Situation cards of one topic (a law's and one of its sections', both under the law's topic
    label) as one card naming the units of both, at the first's place (the page's ``mergedCards``):
    two cards of one heading on a phone were a repetition."""
    out: dict[str, dict] = {}
    for card in cards:
        if card["term"] in out:
            first = out[card["term"]]
            first["laws"] = card_order(first["laws"] + card["laws"])
        else:
            out[card["term"]] = card
    return list(out.values())


class Engine:
    """An open index: ``search`` is safe to call from several threads."""

    def __init__(self, where: Path, stamp: str = ""):
        """``stamp``: the fingerprint of the index opened, so that a rebuilt one is noticed."""
        from whoosh.index import open_dir

        self.where = where
        self.stamp = stamp
        if not is_sealed(where):  # Whoosh unpickles what it opens: only our own build's index
            raise BridgeLawsError(f"{where}: not a search index this user's build wrote (its seal does not hold); "
                                  "run `bridge-laws build`")
        try:
            meta = jsondata.loads((where / "meta.json").read_text(encoding="utf-8"))
            self.ix = open_dir(str(where))
        except (OSError, ValueError) as exc:
            raise BridgeLawsError(f"{where}: not a usable search index ({exc}); run `bridge-laws build`") from None
        try:
            analysis.remember_lemmas(meta["lemmas"])
            analysis.remember_stems(meta.get("stems"))
            self._meta_vocab = meta.get("vocab")
            self.editions = tuple(meta.get("editions") or _known_editions())
            self.gloss_meta = meta["glossary"]
            self.gloss = Glossary(self.gloss_meta)
            self.generic = set(meta["generic"])
            self.subjects = list(meta.get("subjects", ()))
            self.situations = Phrases(meta.get("situations", ()))
            # which laws the situation index leans to, for the first three answers (``leaning``);
            # none in an index that lacks it or holds something else
            self.leaning = meta.get("leaning") if leaning.check(meta.get("leaning")) else None
            self.subjects_by_term: dict[str, set[int]] = {}  # term → the subject entries holding it
            for i, e in enumerate(self.subjects):
                for t in e["terms"]:
                    self.subjects_by_term.setdefault(t, set()).add(i)
        except (KeyError, TypeError, ValueError, AttributeError) as exc:
            raise BridgeLawsError(f"{where}: not a usable search index (meta.json: {str(exc)[:80]}); "
                                  "run `bridge-laws build`") from None
        self._searcher = self.ix.searcher()
        # Whether a field has a term, remembered: looking it up in Whoosh each time was half the
        # time of a query; reading every term of every field when the index opens, a third of a
        # cold search at full size.
        reader = self._searcher.reader()
        memoise_lookups(self._searcher)
        self.lexicon = {f: Lexicon(reader, f) for f in FIELDS}
        self.reader = QueryReader(meta["forms"], meta["numbers"], lambda: self.vocab, self._known,
                                  lambda words: self.gloss.match([set(self.reader.terms(w)) for w in words], 0)[0] == len(words))
        self.numbers = meta["numbers"]
        self.scorer = Scorer(IndexStats(self._searcher, self.lexicon))
        # document numbers per language, to rank the query's language first without loading
        # any stored fields; what exists of a ref per edition, for the term cards (memo)
        table = doctable.load(where, stamp or _stamp(where), reader.doc_count_all())
        self.lang_docs = DocsOf(self._searcher, "lang", table and table["lang"])
        self.ref_docs = DocsOf(self._searcher, "ref")
        self.edition_docs = DocsOf(self._searcher, "edition", table and table["edition"])
        self.ruling_docs = DocsOf(self._searcher, "doc_kind", table and table["doc_kind"]).get("ruling", frozenset())
        self._no_text = table and table["missing_text"]  # runs, made a set when a card first asks
        self._langs = sorted(table["lang"]) if table else ()
        self._editions = sorted(table["edition"]) if table else ()
        self._existing: dict[tuple[int, str], dict] = {}
        self._allowed: dict[tuple, set] = {}
        self._first: dict[str, int] = {}
        self._units: dict[int, str] = {}  # document → the unit (or ruling) it is a version of
        self._kept = 0  # how much the scorer kept when the collector was last kept off it
        # each query's ranking (its concepts, filters and language), kept for when it is asked
        # again (a page of results, a director refining the filters): (the limit it was made
        # for, the head of the ranking that holds that many units, how many units matched); at
        # most MAX_RANKINGS of them
        self.rankings: dict[tuple, tuple] = {}
        self._plans: dict[str, tuple] = {}  # each query text's reading and plan (``_understood``)
        self._lock = threading.Lock()
        # what every query reads besides the index, loaded with it rather than by the first query
        # (a ref as typed: ``refs``; the line a hit on a unit without text shows: ``corpus.query``)
        from .. import refs  # noqa: F401
        from ..corpus import query  # noqa: F401

    def _first_doc(self, ref: str) -> int:
        """The first document of a unit, in any version (the index's order)."""
        found = self._first.get(ref)
        if found is None:
            found = self._first[ref] = min(self.ref_docs.get(ref), default=-1)
        return found

    def _known(self, term: str) -> bool:
        """Whether some unit (in any field) or some glossary name has the term."""
        return term in self.gloss.terms or any(term in lexicon for lexicon in self.lexicon.values())

    @cached_property
    def refs(self) -> set[str]:
        """Every ref the index has (a ref that does not exist is answered from them)."""
        return {t.decode("utf-8") for t in self._searcher.reader().lexicon("ref")}

    @cached_property
    def vocab(self) -> list[str]:
        """The index's words (spelling and the stems of unknown Russian forms draw on them), read
        when first needed."""
        try:
            return jsondata.loads((self.where / "vocab.json").read_text(encoding="utf-8"))
        except FileNotFoundError:
            return list(self._meta_vocab or ())  # an index of an earlier format kept it in meta.json
        except (OSError, ValueError) as exc:
            raise BridgeLawsError(f"{self.where}: not a usable search index ({exc}); run `bridge-laws build`") from None

    def close(self) -> None:
        self._searcher.close()

    def forget_queries(self) -> None:
        """Forget what is kept per query (its reading and plan, its ranking), keeping what is
        kept per word, term and concept: the next query is answered as one never asked
        (``scripts/bench_search.py`` measures queries so)."""
        self.rankings.clear()
        self._plans.clear()

    def _cards(self, plan: Plan) -> list[dict]:
        """A card per glossary term the query names (the term in both languages and the units it
        names, each with what exists of it), then the subject-index entries it names."""
        cards = []
        for g in (self.gloss_meta[i] for i in plan.entries):
            laws = card_order([{"edition": int(e), "ref": ref, "how": how, **self._exists(int(e), ref)}
                               for e, refs in g.get("refs", {}).items() for ref, how in refs])
            cards.append({"kind": "glossary", "term": g["term"], "en": list(g.get("names_en", [g["term"]])),
                          "ru": list(g.get("names_ru", [])), "laws": laws})
        return cards + self._index_cards(plan) + self._situation_cards(plan)

    def _situation_cards(self, plan: Plan, most: int = 2) -> list[dict]:
        """Cards for the situation index's entries with a phrase that holds every word of the query
        that says something (not a function word, not a word of the game alone): editorial, the
        entry's topic label and the unit in each edition that has it (``evidence.situation_cards``)."""
        found = situation_cards(plan, self.situations, self._first_doc, most)
        lang = query_lang(w for w, _ in plan.words) or "en"
        cards = [{"kind": "situation", "term": e["title"][lang == "ru"] or e["title"][0], "en": [e["title"][0]],
                  "ru": [e["title"][1]], "laws": card_order([{"edition": ed, "ref": e["ref"], "how": "situations", **found_there}
                                                           for ed in sorted(self.editions) if (found_there := self._exists(ed, e["ref"]))["versions"]])}
                 for e in found]
        return merged_cards(cards)

    def _index_cards(self, plan: Plan, most: int = 3) -> list[dict]:
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
        known = self._existing.get((edition, ref))
        if known is None:  # from the postings of the two ID fields (Whoosh's search: its collectors and all)
            docs = sorted(self.ref_docs.get(ref) & self.edition_docs.get(str(edition)))
            known = self._existing[(edition, ref)] = tuple(sorted(self._lang_and_text(docs), key=lambda v: v[0]))
        # fresh dicts every time: a caller may change the answer it was given, never the memo
        return {"versions": [{"lang": lang, "missing_text": missing} for lang, missing in known]}

    def _lang_and_text(self, docs) -> list[tuple[str, bool]]:
        """(language, missing_text) of each document: from the document table when the index has
        one (``doctable``), else from the stored fields (each unpickled whole)."""
        if self._no_text is None:
            return [(r["lang"], r["missing_text"]) for r in map(self._searcher.stored_fields, docs)]
        if not isinstance(self._no_text, frozenset):
            from .doctable import expand

            self._no_text = expand(self._no_text)
        return [(next((lang for lang in self._langs if doc in self.lang_docs.get(lang)), None), doc in self._no_text)
                for doc in docs]

    def _filter(self, lang, edition, laws, kind=None):
        from whoosh.query import And, NumericRange, Or, Term

        subs = [Term("doc_kind", kind)] if kind else []
        if lang:
            subs.append(Term("lang", lang))
        if edition:
            subs.append(Term("edition", str(edition)))
        if laws:  # a unit by its law, a ruling by any law it applies
            subs.append(Or([NumericRange("law", laws[0], laws[1]), *(Term("laws", str(n)) for n in range(laws[0], laws[1] + 1))]))
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
            try:
                found = self._references(query, text, filt, limit, kind)
                as_ref = found is not None
                if not as_ref:
                    found = self._words(query, text, filt, limit)
                    if kind != "ruling":
                        found = self._named_first(found, text, filt, limit)
                if not found.hits and not found.jump:
                    swapped = layout.swap(text)
                    again = swapped and (self._references(query, swapped, filt, limit, kind) or self._words(query, swapped, filt, limit))
                    # A reference that does not exist («64B9») is read in the other layout only as a
                    # reference that does («75в2» → 75D2): not as words («64И9» found a «64»); words
                    # already read in the other layout one by one are not read again as a whole; a
                    # long message cut keeps saying where it was cut. A reference typed in Latin
                    # letters is one as typed: «16D» is no «16В» (16B) typed on the Russian keys
                    latin_ref = as_ref and not _CYRILLIC.search(text) and _lettered_as_laws(text)
                    if again and again.hits and ((again.jump and not latin_ref) or not (as_ref or found.layout)):
                        said = f"read as «{swapped}» (keyboard layout)"
                        return replace(again, layout=swapped, notice="; ".join(filter(None, (said, again.notice))))
                if not found.hits and filt is not None and not found.notice and self._holds_nothing(filt):
                    return replace(found, notice=_nothing_held(lang, edition, laws, kind))
                return found
            finally:
                self._keep_out_of_collections()

    def _holds_nothing(self, filt) -> bool:
        """Whether no unit or ruling at all is in what the filters keep (an edition imported in
        another language only, or not at all): then "no units found" would blame the words."""
        return self._searcher.search(filt, limit=1).is_empty()

    def _keep_out_of_collections(self) -> None:
        """After a query that added to what the index keeps (a term's postings, a concept's
        matches), move everything alive out of the garbage collector's passes (``gc.freeze``,
        as ``engine()`` does once the index is open): what is kept lives as long as the index,
        and a full collection walking it was a pause of 35–90 ms in a warm query at full size.
        A freeze moves lists, not objects: it costs nothing however much is kept."""
        kept = len(self.scorer._concepts) + len(self.scorer.source._postings)
        if kept != self._kept:
            import gc

            self._kept = kept
            gc.freeze()

    def _references(self, query: str, text: str, filt, limit: int, kind: str | None = None) -> SearchResult | None:
        """A query that is a reference (or a range of laws): its units, or "no such ref"; with
        ``kind`` "ruling", the rulings on it."""
        from ..refs import canonical

        rulings = kind == "ruling"
        laws = law_range(text, rulings)
        listed = None if laws else self._listed(text)
        if laws or listed:  # «Laws 69–71», "Laws 62, 64", «правила 7Б и 7В»: each unit, in order
            asked = [str(n) for n in range(laws[0], laws[1] + 1)] if laws else listed
            said = f"{laws[0]}-{laws[1]}" if laws else ", ".join(listed)
            if rulings:
                return self._rulings_on(asked, said, query, filt, limit)
            hits = [h for n in asked for h in self._jump(n, text, filt, 1)]
            return SearchResult(query, tuple(hits[:limit]), jump=said, total=len(hits)) if hits else None
        table = TABLE_REF_RE.fullmatch(text)
        if table and canonical(table.group(1)):  # «77-t6», «таблица 77-t6»: as each table is labelled
            ref, anchor = canonical(table.group(1)), f"{canonical(table.group(1))}-t{int(table.group(2))}"
            if rulings:  # the unit's rulings, when it has the table
                from whoosh.query import Term

                if ref not in self.refs:
                    return self._no_such(query, ref)
                if any(_has_table(r, anchor) for r in self._searcher.search(Term("ref", ref), limit=None)):
                    return self._rulings_on([ref], ref, query, filt, limit)
                return SearchResult(query, (), jump=ref, notice=f"no table {anchor}")
            hits = self._jump(ref, text, filt, limit, table=anchor)
            if hits:
                return SearchResult(query, tuple(hits), jump=ref, total=len(hits))
            hits = self._jump(ref, text, filt, limit)  # the unit, which has no such table
            if hits:
                return SearchResult(query, tuple(hits), jump=ref, total=len(hits), notice=f"no table {anchor}")
            return self._no_such(query, ref)
        ref = canonical(text) if len(text) <= 40 else None
        if ref is None:
            return self._typed_no_such(query, text)
        if rulings and ref in self.refs:
            return self._rulings_on([ref], ref, query, filt, limit)
        hits = [] if rulings else self._jump(ref, text, filt, limit)
        if hits:
            return SearchResult(query, tuple(hits), jump=ref, total=len(hits))
        if ref not in self.refs and BID_RE.fullmatch(analysis.fold(text)):
            return None  # «2h», «2б»: no law has such a part, and it is a bid, read as words
        return self._no_such(query, ref)

    @staticmethod
    def _listed(text: str) -> list[str] | None:
        """The refs of a query that is a list of them (refs.listed_refs), not of bids ("2c and 3d",
        «7б и 7ч»: without a law word before them)."""
        from ..refs import USER_LAW_WORD, listed_refs

        refs = listed_refs(text) if len(text) <= 80 else None
        if refs and not re.match(f"(?i:{USER_LAW_WORD}) ?[1-9]", text.strip()) and any(
                BID_RE.fullmatch(analysis.fold(part)) for part in re.split(r"[^\w]+", text) if part):
            return None
        return refs

    def _named_first(self, found: SearchResult, text: str, filt, limit: int) -> SearchResult:
        """The units a query names among its words ("what does 64B2 say", «по правилу 16Б1»:
        refs.named_refs; "what does 64B say": understand.alone_ref) first, each as a jump to it finds it, then the other hits (a unit once)."""
        from ..refs import named_refs

        named: list[Hit] = []
        alone = alone_ref(text)
        for ref in named_refs(text) or ([alone] if alone else []):  # each unit once: «12C1e и 12C1f» both find 12C1
            named += [h for h in self._nearest_unit(ref, text, filt) if all(n.ref != h.ref for n in named)]
        if not named and not found.hits and alone and beyond(alone):  # "what is 94"
            return replace(found, notice=f"no {alone}: the Laws are numbered 1–{beyond(alone)}")
        if not named:
            return found
        refs = {h.ref for h in named}
        rest = [h for h in found.hits if h.kind != "law" or h.ref not in refs]
        return replace(found, hits=tuple((named + rest)[:limit]))  # (the total: what the words found, as before)

    def _nearest_unit(self, ref: str, text: str, filt) -> list[Hit]:
        """The unit ``ref`` names as a jump finds it, or the nearest above it that the filters
        keep («12C1e» in an edition without items: 12C1); none for a law the filters leave out."""
        from ..refs import ancestors

        for up in [ref, *reversed(ancestors(ref))]:
            hits = [h for h in self._jump(up, text, filt, 1) if h.match == "ref"]
            if hits:
                return hits
        return []

    def _rulings_on(self, asked: list[str], jump: str, query: str, filt, limit: int) -> SearchResult:
        """The rulings ``filt`` keeps (it keeps only rulings) that apply one of the units ``asked``
        or a unit inside one: those naming it first, then those naming only a part of it, each
        group in the index's order, newest first (as the page and a law's page list them); each hit's ref is the unit it names
        that was asked for (of its laws, the first that is)."""
        from whoosh.query import Or, Term

        from ..refs import ancestors, is_canonical, law_of

        wanted = set(asked)

        def inside(ref: str) -> bool:
            return ref in wanted or is_canonical(ref) and bool(wanted.intersection(ancestors(ref)))

        cited = [c for c in self._searcher.reader().field_terms("cites") if inside(c)]
        found = self._searcher.search(Or([Term("cites", c) for c in cited]), filter=filt, limit=None) if cited else ()
        ranked = []
        for r in found:
            f = r.fields()
            laws = (f.get("ruling") or {}).get("laws") or ()
            on = next((x for x in laws if x in wanted), None) or next((x for x in laws if inside(x)), None)
            if on:
                ranked.append((on not in wanted, r.docnum, on, f))
        hits = [replace(self._hit(f, None, None, match="cites"), ref=on, law=law_of(on)) for _, _, on, f in sorted(ranked)]
        notice = None if hits or self._holds_nothing(filt) else f"no ruling applies {jump}"  # (none kept: search says so)
        return SearchResult(query, tuple(hits[:limit]), jump=jump, total=len(hits), notice=notice)

    def _typed_no_such(self, query: str, text: str) -> SearchResult | None:
        """A query typed as a ref that reads as none («93Z», "Law 0", "Law 16AZ": refs.typed_ref),
        and no bid («3NT»): said as a ref of no unit is («no 93Z — nearest: 93, 93A, 93B»), not
        searched as words («Law 0» found units for "law"); None for anything else: one near no
        unit, and one that begins as a bid does («3NT», a contract «4sx»)."""
        from ..refs import typed_ref

        ref = typed_ref(text) if len(text) <= 40 else None
        if ref is None or BID_RE.match(analysis.fold(text)):
            return None
        found = self._no_such(query, ref)  # (the nearest worked out once)
        return found if found.nearest or beyond(ref) else None

    def _no_such(self, query: str, ref: str) -> SearchResult:
        """"no 75D9 — nearest: …" for a ref the index does not have; "no 75D2 in what the filters
        keep — it is in: 1987 ru" for one that the filters (edition, language, laws) leave out."""
        if ref in self.refs:
            from whoosh.query import Term

            where = sorted({(int(r["edition"]), r["lang"]) for r in self._searcher.search(Term("ref", ref), limit=None)})
            return SearchResult(query, (), notice=f"no {ref} in what the filters keep — it is in: "
                                                  + ", ".join(f"{e} {lang}" for e, lang in where))
        last = beyond(ref)
        if last:  # Law 94: no law is near it
            return SearchResult(query, (), notice=f"no {ref}: the Laws are numbered 1–{last}")
        near = nearest_refs(ref, self.refs)
        return SearchResult(query, (), nearest=tuple(near),
                            notice=f"no {ref}" + (f" — nearest: {', '.join(near)}" if near else ""))

    def _words(self, query: str, text: str, filt, limit: int) -> SearchResult:
        read, readings, corrected, plan, cut = self._understood(text)
        notices, left_out = ([cut.notice()], cut.left_out) if cut else ([], 0)
        if plan is None:
            return SearchResult(query, notice="; ".join(notices) or None, left_out=left_out)
        hits, total = self._ranked(plan, filt, limit)
        searched = _said(read, corrected) if readings or corrected else None
        suggestion = _said(text, corrected) if corrected else None
        swapped = _said(text, [r for r in corrected if r.why == "layout"]) if any(r.why == "layout" for r in corrected) else None
        if swapped:
            notices.insert(0, f"read as «{swapped}» (keyboard layout)")
        return SearchResult(query, tuple(hits), suggestion, searched=searched, total=total,
                            cards=tuple(self._cards(plan)), readings=tuple(readings + corrected), layout=swapped,
                            notice="; ".join(notices) or None, left_out=left_out)

    def _understood(self, text: str) -> tuple[str, list[Reading], list[Reading], Plan | None, Cut | None]:
        """``text`` read (a long one cut first, ``first_words``, so that the cut and its notice
        are in the words typed; then its notation as words), the readings of its notation and of
        its words read as meant, its plan (None when it has no words) and where it was cut,
        remembered per text: the same every time for an open index, and a fifth of a query asked
        again (a page of results, a filter changed). At most MAX_PLANS texts, then all forgotten."""
        found = self._plans.get(text)
        if found is None:
            kept, cut = first_words(text)
            read, readings = notation(kept, self.numbers)
            parts = parse_query(read)
            plan, corrected = None, []
            if parts:
                parts, corrected = self._read_words(parts)
                plan = make_plan(parts, self.reader.terms, self.gloss, self.generic)
            if len(self._plans) >= MAX_PLANS:
                self._plans.clear()
            found = self._plans[text] = (read, readings, corrected, plan, cut)
        read, readings, corrected, plan, cut = found
        return read, list(readings), list(corrected), plan, cut

    def _read_words(self, parts: list[QueryPart]) -> tuple[list[QueryPart], list[Reading]]:
        """The loose words that match nothing, read as meant (``QueryReader.read_word``)."""
        out, readings = [], []
        found_all = iter(self.reader.read_words([p.words[0] for p in parts if not p.phrase]))
        for part in parts:
            if part.phrase:
                out.append(part)
                continue
            found = next(found_all)
            if found:
                readings.append(found)
                part = QueryPart(tuple(w for w, _, _ in analysis.tokens(found.read)) or part.words)
            out.append(part)
        return out, readings

    def _ranked(self, plan: Plan, filt, limit: int) -> tuple[list[Hit], int]:
        """The best ``limit`` units by evidence (``evidence.top``: the head of ``evidence.rank``), each once (``one_per_unit``),
        and how many versions of units matched at all."""
        if not plan.concepts:
            return [], 0
        want = query_lang(w for w, _ in plan.words)
        key = (tuple((c.key, c.generic) for c in plan.concepts), repr(filt), want)
        found = self.rankings.get(key)
        need = max(limit, leaning.CANDIDATES)  # the first three are chosen among the first CANDIDATES
        if found is None or found[0] < need:  # a longer head than any asked before
            found = (need, *top(self.scorer, plan, self._allowed_docs(filt), self.lang_docs.get(want) if want else None,
                                self.ruling_docs, self._unit_of, need))
            if len(self.rankings) >= MAX_RANKINGS:
                self.rankings.clear()
            self.rankings[key] = found
        _, ranked, total = found
        weights = [weight(c) for c in plan.concepts]
        hits = []
        shown = self._shown(plan, filt, want)
        for score, doc in self._led(plan, one_per_unit(ranked, self._unit_of, need))[:limit]:
            doc = shown(doc)
            f = self._searcher.stored_fields(doc)
            vectors = [m[0] if m else None for m in self.scorer.matches(plan, doc)]
            on = {i for v in vectors for i, x in enumerate(v or ()) if x}
            match = "text" if on & OWN else "profile"
            hits.append(self._hit(f, plan, score, match=match, in_notes=on & OWN == {NOTES},
                                  why=why_line(f, vectors, weights, plan, want, self.gloss_meta)))
        return hits, total

    def _shown(self, plan: Plan, filt, want: str | None):
        """doc → the version of its unit its answer shows (``evidence.shown_version``), of those
        the query matched and the filters keep — found by the unit's ref, not in the head of the
        ranking, which the pruning cut short (the page ranks every unit: the same choice)."""
        tables = [self.scorer.concept(c) for c in plan.concepts]
        allowed = self._allowed_docs(filt)

        def shown(doc: int) -> int:
            if doc in self.ruling_docs:
                return doc
            docs = [d for d in self.ref_docs.get(self._unit_of(doc))
                    if (allowed is None or d in allowed) and any(d in table for table in tables)]
            return shown_version(docs, doc, self._version_of, want)

        return shown

    def _version_of(self, doc: int) -> tuple[int, str, bool]:
        """(edition, lang, missing_text) of a document, from the document table (else its fields)."""
        if self._no_text is None:
            f = self._searcher.stored_fields(doc)
            return int(f["edition"]), f["lang"], f["missing_text"]
        (lang, missing), = self._lang_and_text([doc])
        return next(int(e) for e in self._editions if doc in self.edition_docs.get(e)), lang, missing

    def _led(self, plan: Plan, units: list) -> list:
        """``units`` (score, doc) with the first three chosen by the evidence and the situation
        index together (``leaning.lead``), from every word of the query as read."""
        if self.leaning is None:
            return units
        ranks, shares = leaning.lean(self.leaning, [ts for _, ts in plan.words])
        laws = [self._searcher.stored_fields(doc)["law"] for _, doc in units[:leaning.CANDIDATES]]
        return leaning.reorder(units, leaning.lead(laws, ranks, shares))

    def _unit_of(self, doc: int) -> str:
        """What a hit answers: its ref, or a ruling's id (a ruling is no unit); remembered (the
        ranking asks it of every unit it walks)."""
        found = self._units.get(doc)
        if found is None:
            f = self._searcher.stored_fields(doc)
            found = self._units[doc] = f["ref"] or f"ruling {(f.get('ruling') or {}).get('id')}"
        return found

    def _allowed_docs(self, filt) -> set | None:
        """The units the filters keep (None: all), remembered per filter."""
        if filt is None:
            return None
        key = repr(filt)
        found = self._allowed.get(key)
        if found is None:
            found = self._allowed[key] = set(self._searcher.docs_for_query(filt))
        return found

    def _jump(self, ref: str, text: str, filt, limit: int, table: str | None = None) -> list[Hit]:
        """The units ``ref`` names (only those with the table ``table``, when given, which their
        hits then name), then units citing it."""
        from whoosh.query import Term

        s = self._searcher
        exact = [r.fields() for r in s.search(Term("ref", ref), filter=filt, limit=None)]
        if table:
            exact = [f for f in exact if _has_table(f, table)]
        # The query's own language first ("Law 79C" → English, «правило 45С1» → Russian), units
        # with text before skeleton-only ones, then the newest edition.
        want = "en" if re.match(ENGLISH_REF, text, re.IGNORECASE) else "ru"
        exact.sort(key=lambda f: reader_order(f["missing_text"], f["lang"], int(f["edition"]), want))
        hits = [replace(self._hit(f, None, None, match="ref"), table=table) for f in exact]
        if hits and not table and len(hits) < limit:  # (the room left: a jump of one unit asks for none)
            for r in s.search(Term("cites", ref), filter=filt, limit=limit - len(hits)):
                hits.append(self._hit(r.fields(), None, None, match="cites", cited=ref))
        return hits[:limit]

    def _hit(self, f: dict, plan: Plan | None, score, match: str = "text", in_notes: bool = False,
             cited: str = "", why: str = "") -> Hit:
        from ..corpus.query import MISSING_EN, MISSING_RU

        if f.get("doc_kind") == "ruling":
            return self._ruling_hit(f, plan, score, match, why)
        lang = f["lang"]
        own = None  # where a profile line's own words stand: no word of its labels is marked
        if f["missing_text"]:
            body, own = profile_line(f) if match != "ref" else (MISSING_RU if lang == "ru" else MISSING_EN, None)
            if match != "ref" and plan:  # the sentence of another law that cites it and holds the words
                said = next((c for c in phrases_of(f.get("cited") or "") if matched_words(c, plan.terms, plan.phrases)), "")
                if said:
                    own += ((len(body), len(body) + len(f" · «{said}»")),)
                    body += f" · «{said}»"
        elif in_notes:
            body = f.get("notes") or ""
        else:  # a unit whose words are all in its title (a law's head) shows its title
            body = f.get("text") or f.get("title") or f.get("notes") or ""
        terms, phrases = (plan.terms, plan.phrases) if plan else (set(), [])
        size = len(body) + 1 if f["missing_text"] else SNIPPET_CHARS  # a profile line is shown whole
        snippet, highlights = make_snippet(body, terms, size=size, phrases=phrases)
        if own is not None:
            highlights = tuple(m for m in highlights if any(a <= m[0] and m[1] <= b for a, b in own))
        if cited:  # where the unit cites the ref: highlight the law number
            snippet, highlights = cite_snippet(body, cited) or (snippet, highlights)
        parallel = tuple({"edition": e, "lang": l, "ref": f["ref"], "missing_text": m} for e, l, m in f["parallel"])
        table = table_for(f.get("text") or "", f.get("tables"), terms, phrases) if plan and not in_notes else None
        return Hit(ref=f["ref"], edition=int(f["edition"]), lang=lang, law=f["law"], title=f.get("title") or None,
                   snippet=snippet, highlights=highlights, score=None if score is None else round(score, 3),
                   parallel=parallel, in_footnote=in_notes, missing_text=f["missing_text"], match=match,
                   why=why or _JUMP_WHY.get(match, match),
                   page=f.get("page"), texted=tuple(f.get("texted") or ()), topic=tuple(f.get("topic") or ()), cited_by=tuple(f.get("cited_by") or ()), index=tuple(f.get("index") or ()),
                   glossary=tuple(f.get("glossary") or ()), table=table)


    def _ruling_hit(self, f: dict, plan: Plan | None, score, match: str, why: str) -> Hit:
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
                   score=None if score is None else round(score, 3), parallel=(), match=match,
                   why=why or _JUMP_WHY.get(match, match), kind="ruling", ruling=ruling.get("id"),
                   applies=tuple(x for x in applies if x))


KINDS = ("law", "ruling")
MAX_PLANS = 2_000  # query texts whose reading and plan an open index keeps; then it forgets them all
MAX_RANKINGS = 500  # rankings an open index keeps (a few MB at full size); then it forgets them all
# What a reference jump's hits say for themselves
_JUMP_WHY = {"ref": "the unit named", "cites": "cites it"}


def _has_table(fields, anchor: str) -> bool:
    """Whether the unit of ``fields`` (a document's stored fields, or a hit) has the table ``anchor``."""
    return any(t[0] == anchor for t in fields.get("tables") or ())


def _nothing_held(lang, edition, laws, kind) -> str:
    """The notice for filters that keep nothing: what they asked for, and how to get it."""
    laws_kept = f"laws {laws[0]}–{laws[1]}" if laws else None
    what = " ".join(filter(None, (str(edition) if edition else None, lang, laws_kept)))
    if kind == "ruling":
        return (f"no ruling is kept{' for ' + what if what else ''}: `bridge-laws ruling add` records one, "
                "`bridge-laws ruling import FILE` a casebook's")
    hint = f"`bridge-laws import FILE --edition {edition}` adds a text; " if edition else ""
    return (f"the corpus holds nothing of {what or 'what the filters keep'}: {hint}"
            "`bridge-laws coverage` says what it holds")


def _said(text: str, corrected: list[Reading]) -> str:
    """``text`` with each corrected word replaced by its reading."""
    for r in corrected:
        text = re.sub(rf"(?<!\w){re.escape(r.typed)}(?!\w)", r.read, text, count=1)
    return text


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
