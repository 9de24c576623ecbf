"""The browser's search index, derived from the same analyzers as ``bridge-laws search``, in
parts that a query loads only as it needs them (the idea of Pagefind, on our own analysis).

The browser cannot run pymorphy3 or the Snowball stemmer, so the build runs them for it: every
word of the corpus (and of the glossary) is put through ``analysis.word_terms``, and the postings
the page scores with are made here, word for word the terms the Python analyzer gives. Under
``data/search/``, each a JS file that hands its data to ``window.BL_SEARCH_PART`` (``fetch()``
of a local file is refused from ``file://``; a ``<script>`` is not)::

    core.js          always, on the search page only: the statistics BM25 needs (units, average
                     field lengths), each document's version (as runs), the analysed glossary
                     and subject index (query plans), what each other part holds
    k/N.js           the keys of the units' own words and profiles from one boundary to the
                     next, in sorted order: a form's terms («картой» → «карта», only where they
                     are not the form itself) and a term's postings (documents, fields, word
                     positions, field lengths), one short string of numbers per term
                     (``encode``); a query loads the parts of its words
    s/N.js           the same for the situation index's phrases (editorial, five times the words
                     of the shipped texts): the postings of the ``situations`` field, and the
                     forms no unit's own words have, and each term's row of the situation
                     index's leaning (``searchindex.leaning``: how many phrasings of each law
                     hold it); a query loads them beside its k/ parts
    v/N.js, sv/N.js  the words of N letters (a few lengths together), of the units and of the
                     situation phrases only ("did you mean", loaded only for an unknown word)
    show.js          what term cards show: which versions hold each unit a card names, the
                     situation index's topic labels (loaded when a query has a card)
    phrases.js       how many words each situation phrase of each unit has, and its ref (the
                     situation cards)
    profile.js       the terms of the words of profile lines (loaded when a query shows a unit
                     without text)
    d/VERSION/LAW.js the units of one law in one version as the result list shows them (every
                     field, profile, tables): loaded for the results shown and a situation card

Positions give the phrases ("quoted", glossary names) and the words to highlight, so the page
never needs the form table of a text it shows. A form is listed only when the page cannot tell
its terms by itself (``картой`` → ``карта``: not a word that is its own term, ``карта``, ``16``,
nor an English word, whose stem the page makes: ``searchindex.store.form_table``). The form
table and the vocabulary are those ``bridge-laws search`` reads queries with, so that a query is
read alike in the page; every constant the page searches with is in the search spec
(``data/search-spec.js``, ``searchindex/spec.py``).
"""

from __future__ import annotations

import json
import re
from bisect import bisect_right

from whoosh.util.numeric import length_to_byte

from ..text.analysis import WORD_RE, fold
from ..corpus.glossary import GlossaryEntry
from ..model import Corpus
from ..searchindex import doctable, leaning
from ..searchindex.analyzer import FIELDS
from ..searchindex.spec import columns
from ..searchindex.store import subjects_meta

FORMAT = 15  # bump when the layout of data/search changes
COLUMNS = columns()  # where each thing is in a document's row (searchindex/spec.py)
FIELD_COLUMNS = slice(COLUMNS["fields"][0], COLUMNS["fields"][-1] + 1)  # the fields of analyzer.FIELDS, in order
PROFILE, TABLES, RULING = COLUMNS["profile"], COLUMNS["tables"], COLUMNS["ruling"]
# A range of keys holds about this many characters, of the units' key part and the situation
# phrases' together (one file): a query loads one for each of its words (and of the glossary names
# they make). Each file costs the page more than its bytes (on the phone profile about 6 ms of the
# main thread to put its <script> in, then its turn at the browser's file loading, where reading
# a 4 KB part took 1 ms): parts of 4,000 characters, k/ and s/ apart, made «revoke» load 7 files
# on the shipped corpus, 9 at full size.
PART_CHARS = 40_000
PART_KEYS = 6_000  # … and at most this many keys
# … except in a small index, which is one range (one file, with the cards' parts: shared_files): a
# query's words and the glossary names they make are spread over the alphabet, so they touch most
# ranges of a small index anyway («revoke» 7 of the 8 ranges of the shipped corpus, «the player
# must call the director when» 5), and the page then loads its 300–360 KiB in 5–8 files and, when
# a word's lemma is in another range than the word, a second round. At full size (2 MiB of keys) a
# query touches 10–16 of 42 ranges: there the ranges stay (one range would be 6 times the bytes).
WHOLE_INDEX_CHARS = 500_000
# In an index of ranges, the terms a glossary entry names (in both languages) are not in their
# ranges but in the group of the entry (``glossary_groups``: kg/N and sg/N, one file g/N.js), a
# group every PART_CHARS of their postings: a query naming the entry loads its names' terms in
# one file, not one range each («revoke» asked for 13 of the 47 ranges at full size; on the phone
# profile 13 files of 578 KiB together took 54–63 ms to come, one file of them all 19–25).
# Numbers are written five bits a character, the sixth bit saying "more follows" (a varint in a
# base-64 alphabet that a JS string holds as it is).
DIGITS = "0123456789ABCDEFGHIJKLMNOPQRSTUVabcdefghijklmnopqrstuvwxyz-_WXYZ"


def browser_documents(search_docs) -> list[list]:
    """[version, law number, ref, *fields, profile(, tables(, ruling))] for every unit with
    something to search (the columns: ``searchindex.spec.columns``): the fields of ``bridge-laws
    search``'s documents (its profile too), so both search the same text; profile = [missing_text,
    page, cited_by, index entries, glossary terms(, the first and last of its units with text, when
    it has none of its own, its editorial topic (English, Russian))]; tables, when the unit has any = [[anchor,
    start, end] in text] (a hit links to the table its words are in); ruling, for a ruling = [its
    id, then the laws it applies in its own order] (its ref is empty: it is no unit)."""
    return [[f"{d.edition}-{d.lang}", d.law, d.ref, *d.fields(),
             [d.missing_text, d.page, list(d.cited_by), list(d.index), list(d.glossary)]
             + ([list(d.texted), list(d.topic)] if d.texted or d.topic else [])]
            + ([[list(t) for t in d.tables]] if d.tables or d.ruling else [])
            + ([[d.ruling, *d.cites]] if d.ruling else [])
            for d in search_docs if any(d.fields())]


# -- encoding ---------------------------------------------------------------------------------------


def encode(numbers) -> str:
    """Non-negative integers as a string, five bits a character (``DIGITS``), low bits first."""
    out = []
    for n in numbers:
        while n >= 32:
            out.append(DIGITS[32 + (n & 31)])
            n >>= 5
        out.append(DIGITS[n])
    return "".join(out)


# A field's length as Whoosh stores it for BM25: one byte, the first of its 256 steps (the spec's
# lengthSteps) not shorter than the length. The page gets that byte, a character each
# (``LENGTH_BASE`` + the byte: mostly ASCII, as few fields are over 300 terms), and reads a
# document's length at once where it is (``charCodeAt``): decoding every length as a number
# first was 3 ms of a first search at full size, unthrottled.
LENGTH_BASE = 0x30


def stored_lengths(lengths) -> str:
    """Field lengths as the bytes Whoosh stores them in, a character each (``LENGTH_BASE``)."""
    return "".join(chr(LENGTH_BASE + length_to_byte(n)) for n in lengths)


def decode(text: str) -> list[int]:
    """The numbers of ``encode`` (the page's decoder, in Python: for the tests)."""
    value = {c: i for i, c in enumerate(DIGITS)}
    out, n, shift = [], 0, 0
    for c in text:
        v = value[c]
        n |= (v & 31) << shift
        shift += 5
        if v < 32:
            out.append(n)
            n, shift = 0, 0
    return out


def posting_string(docs: dict[int, dict[int, list[int]]]) -> str:
    """One term's postings, a field of a document at a time (documents ascending, then fields):
    the document's distance from the one before times the number of fields plus the field; then each word
    position of the term there, as its distance from the one before times two, plus one when
    another follows (so the count is not written: a term is once in most fields)."""
    numbers, last = [], 0
    for doc in sorted(docs):
        for f in sorted(docs[doc]):
            numbers.append((doc - last) * len(FIELDS) + f)
            last = doc
            positions, before = docs[doc][f], 0
            for i, p in enumerate(positions):
                numbers.append((p - before) * 2 + (i + 1 < len(positions)))
                before = p
    return encode(numbers)


# -- analysis -------------------------------------------------------------------------------------


def analyse(docs: list[list], forms: dict[str, str]):
    """Postings (term → doc → field → word positions) and each document's field lengths in terms
    (as the page counts them: a word of two lemmas is two). A word's terms as the page finds them:
    the form table, else an English word's stem (``understand.latin_terms``), else the word."""
    from ..searchindex.understand import latin_terms

    postings: dict[str, dict[int, dict[int, list[int]]]] = {}
    lengths: list[list[int]] = []
    terms_of: dict[str, tuple[str, ...]] = {}
    # a text read once however many documents hold it (every version of a unit carries its ref's
    # situation phrases): its terms' positions and its length in terms; the lists are shared
    # between the documents, and read only
    read: dict[str, tuple[dict[str, list[int]], int]] = {}
    for doc, row in enumerate(docs):
        sizes = []
        for f, text in enumerate(row[FIELD_COLUMNS]):
            if not text:
                sizes.append(0)
                continue
            if text not in read:
                at: dict[str, list[int]] = {}
                n = 0
                for pos, word in enumerate(WORD_RE.findall(text)):
                    form = fold(word)
                    found = terms_of.get(form)
                    if found is None:
                        found = terms_of[form] = tuple(forms[form].split(" ")) if form in forms else latin_terms(form) or (form,)
                    for t in found:
                        at.setdefault(t, []).append(pos)
                    n += len(found)
                read[text] = at, n
            at, n = read[text]
            for t, positions in at.items():
                postings.setdefault(t, {}).setdefault(doc, {})[f] = positions
            sizes.append(n)
        lengths.append(sizes)
    return postings, lengths


def key_bounds(*tables: dict[str, str], chars: int | None = None, whole: int | None = None) -> list[str]:
    """The first key of each part: the keys of every table (forms → terms, terms → postings; of
    the units' own words and of the situation phrases alike) in sorted order, a part every
    ``chars`` of them all together, or ``PART_KEYS`` keys (``[""]`` when there is no key); a
    part in all when they are ``whole`` or fewer (PART_CHARS, WHOLE_INDEX_CHARS by default)."""
    chars, whole = chars or PART_CHARS, WHOLE_INDEX_CHARS if whole is None else whole
    sizes: dict[str, int] = {}
    for table in tables:
        for key, value in table.items():
            sizes[key] = sizes.get(key, 0) + len(key) + len(value) + 6
    if sum(sizes.values()) <= whole:
        return [min(sizes)] if sizes else [""]
    bounds, size, count = [], chars, 0  # the first key opens a part
    for key in sorted(sizes):
        if size >= chars or count >= PART_KEYS:
            bounds.append(key)
            size = count = 0
        size += sizes[key]
        count += 1
    return bounds or [""]


def key_parts(forms: dict[str, str], postings: dict[str, str], bounds: list[str]) -> list[dict]:
    """The keys (a form of the table, a term with postings) cut at ``bounds`` (``key_bounds``):
    [{"f": {form: terms}, "p": {term: postings}}], one per boundary, keys in sorted order."""
    parts: list[dict] = [{"f": {}, "p": {}} for _ in bounds]
    for key in sorted(forms):
        parts[part_of(bounds, key)]["f"][key] = forms[key]
    for key in sorted(postings):
        parts[part_of(bounds, key)]["p"][key] = postings[key]
    return parts


def vocab_bands(vocab: set[str], chars: int = PART_CHARS) -> list[tuple[int, int, list[str]]]:
    """The vocabulary by length, lengths taken together until a band holds about ``chars``:
    (shortest, longest, words). "Did you mean" needs the words of two letters less to two more."""
    by_length: dict[int, list[str]] = {}
    for word in sorted(vocab):
        by_length.setdefault(len(word), []).append(word)
    bands: list[tuple[int, int, list[str]]] = []
    for n in sorted(by_length):
        if bands and sum(len(w) + 1 for w in bands[-1][2]) < chars:
            lo, _, words = bands.pop()
            bands.append((lo, n, words + by_length[n]))
        else:
            bands.append((n, n, by_length[n]))
    return bands


SITUATIONS = FIELDS.index("situations")


def split_postings(postings: dict) -> tuple[dict, dict]:
    """(the postings of every field but ``situations``, those of ``situations``), each term →
    ``posting_string`` (a term of only one kind is in only one)."""
    own, said = {}, {}
    for t, by_doc in postings.items():
        if not any(SITUATIONS in fields for fields in by_doc.values()):  # most terms: no phrase says them
            own[t] = posting_string(by_doc)
            continue
        mine = {d: {f: ps for f, ps in fields.items() if f != SITUATIONS} for d, fields in by_doc.items()}
        mine = {d: fields for d, fields in mine.items() if fields}
        theirs = {d: {SITUATIONS: fields[SITUATIONS]} for d, fields in by_doc.items() if SITUATIONS in fields}
        if mine:
            own[t] = posting_string(mine)
        if theirs:
            said[t] = posting_string(theirs)
    return own, said


def phrase_sizes(docs: list[list]) -> dict:
    """What the situation cards need of a unit besides the postings, without loading its row:
    {"sizes": the words of each situation phrase of each unit that has some (``encode``: per such
    unit, its first document's distance from the one before, how many phrases, then each one's
    words), "refs": the ref of each such unit, in the same order}. Every version of a unit carries
    its ref's phrases (``profile.profiles``): they are written once, at its first document."""
    from ..corpus.profile import GAP

    numbers, refs, last = [], [], 0
    for doc, (row, first) in enumerate(zip(docs, same_unit(docs))):
        said = row[FIELD_COLUMNS][SITUATIONS]
        if not said or first != doc:
            continue
        sizes = [len(WORD_RE.findall(phrase)) for phrase in said.split(GAP)]
        numbers += [doc - last, len(sizes), *sizes]
        refs.append(row[COLUMNS["ref"]])
        last = doc
    return {"sizes": encode(numbers), "refs": refs}


# The situation phrases a unit carries (the "why" line quotes the one with most of the query's
# words) are three quarters of the units' text in the shipped corpus. A unit part holds them as
# numbers (``encode``) into a list of the tokens they are made of — words, spaces, punctuation,
# the most frequent first, the gap between two phrases first of all — which show.js holds
# ("words"): 346,000 characters became 163,000, and the list 54,000.
def phrase_tokens(phrase: str) -> list[str]:
    """A situation phrase as tokens: each of its words (``WORD_RE``, as the page counts words) a
    token, and each run of what stands between two words one: the page counts a phrase's words
    by its tokens, one a word (search.js ``situationSaid``)."""
    out, last = [], 0
    for m in WORD_RE.finditer(phrase):
        out += [phrase[last:m.start()]] * (m.start() > last) + [m.group()]
        last = m.end()
    return out + [phrase[last:]] * (last < len(phrase))


def phrase_words(docs: list[list]) -> list[str]:
    """The tokens of every unit's situation phrases, the gap between two phrases (``GAP``) first,
    then the most frequent first (then in order)."""
    from collections import Counter

    from ..corpus.profile import GAP

    counts = Counter(t for row in docs for phrase in (row[FIELD_COLUMNS][SITUATIONS] or "").split(GAP)
                     for t in phrase_tokens(phrase))
    return [GAP, *sorted(counts, key=lambda t: (-counts[t], t))]


def with_phrases_coded(row: list, ids: dict[str, int]) -> list:
    """``row`` as a unit part holds it: its situation phrases as the numbers of their tokens
    (``ids``: each token of ``phrase_words`` → its place; 0, the gap between two phrases);
    ``with_phrases_read`` reads them back."""
    from ..corpus.profile import GAP

    column = FIELD_COLUMNS.start + SITUATIONS
    if not row[column]:
        return row
    numbers: list[int] = []
    for k, phrase in enumerate(row[column].split(GAP)):
        numbers += [0] * bool(k) + [ids[t] for t in phrase_tokens(phrase)]
    return [*row[:column], encode(numbers), *row[column + 1:]]


def with_phrases_read(row: list, words: list[str]) -> list:
    """The row of ``with_phrases_coded`` with its situation phrases as text again (as the page reads them)."""
    column = FIELD_COLUMNS.start + SITUATIONS
    return [*row[:column], "".join(words[i] for i in decode(row[column] or "")), *row[column + 1:]]


def own_words(docs: list[list], glossary) -> set[str]:
    """Every folded word of the units' fields but ``situations``, and of the glossary's names."""
    found = {fold(w) for row in docs for f, text in enumerate(row[FIELD_COLUMNS]) if f != SITUATIONS
             for w in WORD_RE.findall(text or "")}
    return found | {fold(w) for e in glossary for name in (*e.names_en, *e.names_ru) for w in WORD_RE.findall(name)}


def part_of(bounds: list[str], key: str) -> int:
    """The part whose keys run from ``bounds[i]`` to the next boundary (the page's lookup)."""
    return max(0, bisect_right(bounds, key) - 1)


# -- the index --------------------------------------------------------------------------------------


def version_runs(docs: list[list]) -> tuple[list[str], list[list[int]]]:
    """The versions, and [first document, version index] wherever the version changes."""
    versions = list(dict.fromkeys(d[0] for d in docs))
    runs = []
    for i, d in enumerate(docs):
        v = versions.index(d[0])
        if not runs or runs[-1][1] != v:
            runs.append([i, v])
    return versions, runs


# The units of a version are cut into parts of about this many characters, laws one after another:
# a result list's first screen loads the parts of its hits. Each file the page loads costs more than its
# bytes (on the phone profile, about 6 ms of the main thread to put its <script> in the page, then
# its turn at the browser's file loading): parts of 3,000 characters, each within a law, made the
# first screen of «revoke» load 7 files (12 at full size); a whole law a part was 0.9 MB of a query's
# 1 MB at full size.
DOC_PART_CHARS = 16_000
# … and when the units of all those parts are no more than this (the shipped corpus: 490,000
# characters), they are in one file the search page loads itself, beside its script and ahead.js
# (``UNITS_FILE``): a query's first screen shows its hits without a round of loading after the
# ranking, and its whole list without more (the first screen of «revoke» had waited 20–50 ms of
# the phone profile for its two or three unit files; its list of 50 loaded 15 files, 798 KiB).
# At full size (5 MB of units) each part stays a file of its own.
UNITS_WITH_INDEX_CHARS = 1_000_000
UNITS_FILE = "units.js"


def doc_shards(docs: list[list], chars: int = DOC_PART_CHARS) -> list[tuple[int, str, list]]:
    """(first document, name, rows): documents one after another, of one version and about
    ``chars`` together, named by the law of the first («2017-ru/16», «2017-ru/16.1» when the next
    part begins in that law too; the rulings, after the units, in parts of their own: «2017-ru/r16»)."""
    shards: list[tuple[int, str, list, str]] = []
    names: set[str] = set()
    size = 0
    for i, d in enumerate(docs):
        group = f"{d[0]}/{'r' if len(d) > RULING else ''}"
        law = f"{group}{d[1]}"
        width = len(json.dumps(d, ensure_ascii=False))
        if not shards or shards[-1][3] != group or size + width > chars:
            name, k = law, 0
            while name in names:  # the next part begins in the same law
                k += 1
                name = f"{law}.{k}"
            names.add(name)
            shards.append((i, name, [], group))
            size = 0
        shards[-1][2].append(d)
        size += width
    return [(first, name, rows) for first, name, rows, _ in shards]


def law_runs(docs: list[list]) -> list[int]:
    """Each document's law as runs: [documents since the run before, law, …] (a run per law of
    each version: the documents of a law are one after another)."""
    out, last, start = [], None, 0
    for i, d in enumerate(docs):
        if d[1] != last:
            out += [i - start, d[1]]
            last, start = d[1], i
    return out


def add_leaning(parts: list[dict], bounds: list[str], rows: dict[str, str], groups: dict[str, int] | None = None,
                group_parts: list[dict] = ()) -> None:
    """Each term's row of ``leaning.table`` (``rows``: term → the row ``encode``d) into the
    situation part of its range, or of its glossary group (``groups``: term → group,
    ``group_parts``), as ``l``: a query loads the rows of its words with their postings."""
    for part in (*parts, *group_parts):
        part["l"] = {}
    for t, row in rows.items():
        where = group_parts[groups[t]] if groups and t in groups else parts[part_of(bounds, t)]
        where["l"][t] = row


def glossary_groups(gloss: list[dict], sizes: dict[str, int], chars: int | None = None) -> dict[str, int]:
    """Term → its group: the terms each glossary entry names (``gloss``: meta_for's, the terms of
    each word of each name in both languages) that have postings or a leaning row (``sizes``: a
    term → the characters of them), the entries in order, a term in the group of the first entry
    that names it, a new group once one holds ``chars`` (PART_CHARS) of them."""
    chars = chars or PART_CHARS
    out: dict[str, int] = {}
    group = size = 0
    for g in gloss:
        terms = sorted({t for name in (*g["en"], *g["ru"]) for word in name for t in word} & sizes.keys() - out.keys())
        if not terms:
            continue
        if size >= chars:
            group, size = group + 1, 0
        for t in terms:
            out[t] = group
            size += sizes[t]
    return out


def grouped_forms(forms: dict[str, str], groups: dict[str, int]) -> dict[str, str]:
    """The forms (``forms``: form → its terms joined by spaces) that have a grouped term
    (``glossary_groups``) or are one: the core holds their lines, not their range's parts, so that
    a query naming an entry by any form of a name knows its terms, and every group its entries
    need, before any part is loaded: one round of loading, not two; and a grouped term not among
    them is a form of itself alone, read without its range's parts."""
    return {form: terms for form, terms in forms.items()
            if form in groups or any(t in groups for t in terms.split(" "))}


def grouped_parts(tables: dict[str, str], groups: dict[str, int]) -> list[dict]:
    """The postings of the grouped terms (``glossary_groups``), one part a group (as key_parts,
    with no forms)."""
    parts: list[dict] = [{"f": {}, "p": {}} for _ in range(max(groups.values(), default=-1) + 1)]
    for t in sorted(tables.keys() & groups.keys()):
        parts[groups[t]]["p"][t] = tables[t]
    return parts


def same_unit(docs: list[list]) -> list[int]:
    """For each document, the first document with its ref (a ruling, with no ref: itself)."""
    first: dict[str, int] = {}
    return [first.setdefault(d[COLUMNS["ref"]], i) if d[COLUMNS["ref"]] else i for i, d in enumerate(docs)]


def card_versions(corpus: Corpus, docs: list[list], gloss: list[dict], subjects: list[dict], topics=()) -> dict:
    """"edition|ref" → [[lang, missing_text]] for every unit a term card may name: which languages
    of that edition have it, and whether with text (the page's term cards, without the units);
    ``topics``: the situation index's entries, whose units a situation card names in every edition."""
    refs: dict[str, set] = {}  # every unit of each version (of every law of it)
    for law in corpus.laws:
        refs.setdefault(f"{law.edition}-{law.lang}", set()).update(u.ref for u in law.unit.walk())
    missing = {f"{d[0]}|{d[2]}": bool(d[PROFILE][0]) for d in docs}
    named = {(int(e), ref) for g in gloss for e, pairs in g["refs"].items() for ref, _ in pairs}
    named |= {(s["edition"], str(n)) for s in subjects for n in s["laws"]}
    editions = sorted({law.edition for law in corpus.laws})
    named |= {(e, t["ref"]) for t in topics for e in editions if any(t["ref"] in refs.get(f"{e}-{lang}", ()) for lang in ("en", "ru"))}
    out = {}
    for edition, ref in sorted(named):
        versions = []
        for lang in ("en", "ru"):
            key = f"{edition}-{lang}|{ref}"
            if ref in refs.get(f"{edition}-{lang}", ()) or key in missing:
                versions.append([lang, missing.get(key, True)])
        out[f"{edition}|{ref}"] = versions
    return out


def table_versions(docs: list[list]) -> dict[str, list[str]]:
    """A table's anchor → the versions whose unit has it, in document order («77-t6» jumps)."""
    out: dict[str, list[str]] = {}
    for d in docs:
        for anchor, _, _ in (d[TABLES] if len(d) > TABLES else ()):
            out.setdefault(anchor, []).append(d[0])
    return out


def profile_forms(docs: list[list], forms: dict[str, str]) -> dict[str, str]:
    """The words a result shows in a unit's profile line (engine.profile_line: the labels, its
    subject-index entries, its glossary terms, its editorial topic in both languages), each form →
    its terms where they are not the form: the page highlights them without loading the key parts
    of every word it shows."""
    from ..text.labels import LABELS

    texts = [text for key, pair in LABELS.items() if key.startswith("search.profile.") for text in pair]
    for d in docs:
        if d[PROFILE][0]:  # a unit without text: its profile line is shown
            texts += [*d[PROFILE][3], *d[PROFILE][4], *(d[PROFILE][6] if len(d[PROFILE]) > 6 else ())]
    return {f: forms[f] for f in sorted({fold(w) for t in texts for w in WORD_RE.findall(t)}) if f in forms}


def build_browser_index(corpus: Corpus, glossary: list[GlossaryEntry], rulings=(), situations=()) -> dict[str, object]:
    """Every file of ``data/search/``: its name under that directory → its data."""
    from ..searchindex.store import documents as search_documents, meta_for, ruling_documents, situations_meta

    search_docs = search_documents(corpus, glossary, situations) + ruling_documents(rulings, corpus)
    docs = browser_documents(search_docs)
    meta = meta_for(search_docs, glossary)  # how `bridge-laws search` reads a query: its forms, its words
    gloss, forms = meta["glossary"], meta["forms"]
    postings, lengths = analyse(docs, forms)
    own, said = split_postings(postings)
    words = own_words(docs, glossary)
    own_forms = {f: t for f, t in forms.items() if f in words}
    said_forms = {f: t for f, t in forms.items() if f not in words}
    # the units' key parts and the situation phrases' have the same boundaries, and one file holds
    # the two parts of a range (part_files): a query needs both for each of its keys
    bounds = key_bounds(own_forms, own, said_forms, said)
    leans = leaning.table(situations)
    # in an index of ranges, the terms of each glossary entry's names in their group's parts
    lean_rows = {t: encode(row) for t, row in leans["terms"].items()}
    sizes: dict[str, int] = {}
    for table in (own, said, lean_rows):
        for t, value in table.items():
            sizes[t] = sizes.get(t, 0) + len(t) + len(value) + 6
    groups = glossary_groups(gloss, sizes) if len(bounds) > 1 else {}
    in_core = grouped_forms(forms, groups)
    own_ranged = {t: v for t, v in own.items() if t not in groups}
    said_ranged = {t: v for t, v in said.items() if t not in groups}
    own_forms_ranged = {f: t for f, t in own_forms.items() if f not in in_core}
    said_forms_ranged = {f: t for f, t in said_forms.items() if f not in in_core}
    if groups:  # the ranges cut again without them
        bounds = key_bounds(own_forms_ranged, own_ranged, said_forms_ranged, said_ranged, whole=0)
    parts = key_parts(own_forms_ranged, own_ranged, bounds)
    situation_parts = key_parts(said_forms_ranged, said_ranged, bounds)
    # both kinds have every group (grouped_parts: one part a group of ``groups``)
    own_groups, said_groups = grouped_parts(own, groups), grouped_parts(said, groups)
    add_leaning(situation_parts, bounds, lean_rows, groups, said_groups)
    versions, runs = version_runs(docs)
    phrase_tokens = phrase_words(docs)
    token_ids = {t: i for i, t in enumerate(phrase_tokens)}
    shards = doc_shards([with_phrases_coded(row, token_ids) for row in docs])
    subjects = subjects_meta(corpus)
    topics = situations_meta(situations)
    bands = vocab_bands({w for w in meta["vocab"] if w in words})
    situation_bands = vocab_bands({w for w in meta["vocab"] if w not in words})
    # every document counts in the statistics, as in the Whoosh index: units without text, rulings
    units = len(search_docs)
    core = {
        "format": FORMAT, "digits": DIGITS, "units": units,
        # the average length of each field over every document, as BM25 takes it
        "avg": [sum(lengths[d][f] for d in range(len(docs))) / units or 1 for f in range(len(FIELDS))],
        # each document's field lengths as Whoosh stores them (``stored_lengths``)
        "lengths": stored_lengths(n for sizes in lengths for n in sizes), "length_base": LENGTH_BASE,
        "docs": len(docs), "versions": versions, "runs": runs,
        # each document's unit: the first document of its ref (a ruling: itself), so that a unit
        # answers once, by its best version (``evidence.one_per_unit``)
        "unit": encode(same_unit(docs)),
        # the first key of each key part (k/N and s/N: the same boundaries)
        "keys": bounds,
        # the terms of glossary names kept in a group's parts, not their range's (kg/N and sg/N):
        # "term\tN\n" lines, as a key part's tables (``lines``)
        "grouped": lines({t: str(n) for t, n in groups.items()}),
        # the forms of those terms, each → its terms (``grouped_forms``), as a key part's "f"
        "grouped_forms": lines(in_core),
        "vocab": [[lo, hi] for lo, hi, _ in bands],
        "situation_vocab": [[lo, hi] for lo, hi, _ in situation_bands],
        "shards": [[first, name] for first, name, _ in shards],
        # Each entry: [[terms of each English name], [terms of each Russian name], -, -, law, -, -,
        # [the names some unit says: indexes into en + ru]] (what only its card shows — the names as written, the units it names — is in show.js)
        "gloss": [[g["en"], g["ru"], None, None, e.law, None, None, g["used"]] for e, g in zip(glossary, gloss)],
        # the subject index for term cards: [entry as printed, edition, lang, laws, its terms]
        "subjects": [[s["term"], s["edition"], s["lang"], s["laws"], s["terms"]] for s in subjects],
        "tables": table_versions(docs),
        # the rulings: document → [its id, the laws it applies] (ranking and the kind filter ask of
        # every document found, a ref searched for rulings only of every ruling; the parts of units
        # shown hold the rest)
        "rulings": {i: d[RULING] for i, d in enumerate(docs) if len(d) > RULING},
        # each document's law, as runs (the first three answers weigh laws: ``leaning``)
        "law_runs": encode(law_runs(docs)),
        # the documents without text, as [start, end) runs one after another (``doctable.flat_runs``):
        # a unit's answer shows a version with text (``evidence.shown_version``)
        "no_text": encode(doctable.flat_runs(i for i, d in enumerate(docs) if d[PROFILE][0])),
        # the situation index's laws and how many phrasings each has (each term's row: s/ parts, "l")
        "lean": {"laws": leans["laws"], "sizes": leans["sizes"]},
    }
    labels = list(dict.fromkeys(tuple(t["title"]) for t in topics))
    show = {
        # the situation index's topic labels for its cards, each once ([English, Russian]), and
        # each entry's ref → its label (the entries of a law share their law's)
        "labels": [list(pair) for pair in labels], "topics": {t["ref"]: labels.index(tuple(t["title"])) for t in topics},
        "cards": card_versions(corpus, docs, gloss, subjects, topics),
        # each glossary entry's card: [English, Russian names, other English names, {edition: [[ref, how]]}]
        "gloss": [[e.en, list(e.ru), list(e.also), g["refs"]] for e, g in zip(glossary, gloss)],
        # the tokens of the units' situation phrases, which their rows hold as numbers (``phrase_words``)
        "words": phrase_tokens,
    }
    # the file of each part that is not in its own (part_files): the page finds it here
    core["files"] = {part: file for file, held in shared_files(len(bounds), len(own_groups)).items() for part in held if part != file}
    unit_parts = {f"d/{name}.js": rows for _, name, rows in shards}
    if sum(len(json_text(rows)) for rows in unit_parts.values()) <= UNITS_WITH_INDEX_CHARS:
        core["files"].update(dict.fromkeys(unit_parts, UNITS_FILE))
    core["ahead"] = list(AHEAD)
    files: dict[str, object] = {"core.js": core, "show.js": show, "profile.js": profile_forms(docs, forms),
                                "phrases.js": phrase_sizes(docs)}
    files.update({f"k/{i}.js": part for i, part in enumerate(parts)})
    files.update({f"s/{i}.js": part for i, part in enumerate(situation_parts)})
    files.update({f"kg/{i}.js": part for i, part in enumerate(own_groups)})
    files.update({f"sg/{i}.js": part for i, part in enumerate(said_groups)})
    files.update({f"v/{lo}.js": " ".join(band) for lo, _, band in bands})
    files.update({f"sv/{lo}.js": " ".join(band) for lo, _, band in situation_bands})
    files.update(unit_parts)
    return files


# Parts nearly every query loads together, each file → the parts it holds (the page asks for the
# part, and loads its file: core["files"]): what the cards show, the situation phrases' sizes and
# the terms of profile lines come in one file, not three (a file costs more than its bytes: see
# PART_CHARS). The same for the two key parts of a range of keys: k/N.js holds k/N.js and s/N.js
# (shared_files).
AHEAD = ("show.js", "phrases.js", "profile.js")  # asked for by every search beside its key parts (core["ahead"])
# … in a file of a name that does not depend on the index (``AHEAD_FILE``): the search page loads
# it itself, beside its own script and run after it (search.html), so every query's first round
# finds it there; in a small index it is the whole key index
AHEAD_FILE = "ahead.js"


def shared_files(key_parts: int, groups: int = 0) -> dict[str, tuple[str, ...]]:
    """Each file that holds several parts → its parts, for an index of ``key_parts`` key parts and
    ``groups`` glossary groups (g/N.js: kg/N and sg/N). An index of one range
    (``WHOLE_INDEX_CHARS``) is one file with the cards' parts: every query loads them all in its
    first round."""
    if key_parts == 1:
        return {AHEAD_FILE: ("k/0.js", "s/0.js", *AHEAD)}
    return {AHEAD_FILE: AHEAD, **{f"k/{i}.js": (f"k/{i}.js", f"s/{i}.js") for i in range(key_parts)},
            **{f"g/{i}.js": (f"kg/{i}.js", f"sg/{i}.js") for i in range(groups)}}


def part_files(parts: dict[str, object]) -> dict[str, str]:
    """Every file of ``data/search/`` from the parts of ``build_browser_index``: its name → its
    text (core.js assigns ``window.BL_SEARCH_CORE``; every other file hands its part, or its
    parts (``shared_files``), to ``BL_SEARCH_PART``, a line each)."""
    file_of = parts["core.js"]["files"]
    files: dict[str, list[str]] = {}
    for name, data in parts.items():
        text = as_script("BL_SEARCH_CORE", data) if name == "core.js" else part_script(name, data)
        files.setdefault(file_of.get(name, name), []).append(text)
    return {name: "".join(texts) for name, texts in files.items()}


def page_files(files: dict[str, str]) -> list[str]:
    """The files of ``data/search/`` (``part_files``) the search page loads itself, after its
    script: ahead.js, and the units' file where they are one (``UNITS_WITH_INDEX_CHARS``)."""
    return [AHEAD_FILE, *([UNITS_FILE] if UNITS_FILE in files else [])]


def part_script(name: str, data) -> str:
    """A part of the index as a script: it hands ``data`` to the page under ``name`` (a key part's
    tables as ``lined_data``; the rows of units shown as their JSON in a string, ``js_text``)."""
    if is_key_part(name):
        expression = lined_data(data)
    elif is_unit_part(name):
        expression = js_text(json_text(data))
    else:
        expression = js_data(data)
    return f"BL_SEARCH_PART({json.dumps(name)},{expression});\n"


def is_unit_part(name: str) -> bool:
    """Whether ``name`` is a part of the units shown (d/…): rows the page reads only for the hits it
    shows, so it gets their JSON as a string and parses a part when it first shows one of its
    units (a file of them all, ``UNITS_FILE``, costs the page nothing for the parts it does not show)."""
    return name.startswith("d/")


def is_key_part(name: str) -> bool:
    """Whether ``name`` is a key part (``key_parts``: k/N.js, s/N.js; a glossary group's: kg/N.js,
    sg/N.js): its tables are written as lines."""
    return name.startswith(("k/", "s/", "kg/", "sg/"))


def lines(table: dict[str, str]) -> str:
    """A table of a key part as the page looks it up: a ``key\tvalue\n`` line a key, in the
    order of JavaScript's ``<`` (UTF-16 code units), so that the page finds a key by bisecting the
    text where it lies (search.js, ``lineValue``) instead of making an object of the whole part:
    JSON.parse of the shipped corpus's one range (410 KiB) took about 12 ms of the phone's main thread,
    and its garbage a collection more. ``unlined`` reads it back."""
    for key, value in table.items():
        if not key or "\t" in key or "\n" in key or "\t" in value or "\n" in value:
            raise ValueError(f"a key part's key or value holds a tab or a line break, or the key is empty: {key!r}")
    return "".join(f"{key}\t{table[key]}\n" for key in sorted(table, key=js_order))


def js_order(text: str) -> bytes:
    """What JavaScript's ``<`` compares strings by: their UTF-16 code units."""
    return text.encode("utf-16-be")


def unlined(text: str) -> dict[str, str]:
    """The table of ``lines``."""
    return dict(line.split("\t", 1) for line in text.splitlines())


def lined_data(data: dict[str, dict[str, str]]) -> str:
    """A key part (its tables: forms, postings, leaning rows) as a JS expression: an object of a
    ``lines`` string a table, written as JSON (which V8 parses, off the main thread, as the object
    literal it also is: three strings, nothing to make after); escaped as ``js_data``."""
    return json_text({name: lines(table) for name, table in data.items()})


def json_text(data) -> str:
    """``data`` as compact JSON that may stand in a script: no ``<`` (``\\u003c``), no U+2028/2029."""
    text = json.dumps(data, ensure_ascii=False, separators=(",", ":")).replace("<", "\\u003c")
    return text.replace("\u2028", "\\u2028").replace("\u2029", "\\u2029")


def part_data(name: str, expression: str):
    """The data of a part as ``part_script`` wrote it (tests and benchmarks read the site with it)."""
    if is_key_part(name):
        return {table: unlined(text) for table, text in json.loads(expression).items()}
    if is_unit_part(name):
        return json.loads(text_of(expression))
    return script_data(expression)


def as_script(name: str, data) -> str:
    """A JS file that assigns ``data`` to ``window[name]``; ``<`` escaped so it may be inlined too."""
    return f"window.{name}={js_data(data)};\n"


def js_data(data) -> str:
    """``data`` as a JS expression: ``JSON.parse('…')`` of its JSON in a string literal. V8 reads a
    string and then JSON faster than the same data written as an object literal, which it must
    parse as code (in Node, 20–45% less CPU for core.js, cards.js and the key parts; about the same
    for the labels and the small unit parts). The JSON is compact and has no ``<`` (``\\u003c``), no line break and
    no U+2028/2029 unescaped; in the literal, ``\\`` and ``'`` are escaped. ``script_data`` reads it back."""
    return "JSON.parse(" + js_text(json_text(data)) + ")"


def js_text(text: str) -> str:
    """``text`` (``json_text``: no line break) as a JS string literal in single quotes, ``\\`` and
    ``'`` escaped. ``text_of`` reads it back."""
    return "'" + text.replace("\\", "\\\\").replace("'", "\\'") + "'"


def text_of(literal: str) -> str:
    """The text of a ``js_text`` literal."""
    if not (len(literal) >= 2 and literal.startswith("'") and literal.endswith("'")):
        raise ValueError(f"not a '…' string literal: {literal[:40]!r}")
    return re.sub(r"\\(.)", lambda m: m.group(1), literal[1:-1])


def script_data(expression: str):
    """The data of a ``js_data`` expression (tests and benchmarks read the site's files with it)."""
    if not (expression.startswith("JSON.parse('") and expression.endswith("')")):
        raise ValueError(f"not a JSON.parse('…') expression: {expression[:40]!r}")
    return json.loads(text_of(expression[len("JSON.parse("):-1]))
