"""The index on disk: one Whoosh document per unit, written atomically beside ``laws/``
(``build/index``), with ``meta.json`` and a ``fingerprint`` of what it was made from."""

from __future__ import annotations

import contextlib
import json
import os
import shutil
import sys
import time
from dataclasses import dataclass
from pathlib import Path

from ..text import analysis
from ..errors import BridgeLawsError
from ..paths import Paths, regular_bytes, remove_stale, replace_dir, scratch_dir, write_replacing
from ..text import jsondata
from . import doctable, leaning
from .seal import is_sealed, seal
from .analyzer import FIELDS, INDEX_FORMAT, schema

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
    texted: tuple[str, ...] = ()  # a unit without text: the first and last of its units that have text (a law whose head a source lost)
    topic: tuple[str, ...] = ()  # a unit without text: the situation index's topic label of it, (English, Russian) (editorial)
    # its profile (``profile.Profile``): what the corpus knows of it besides its text
    terms: str = ""  # glossary names pointing to it (and the headings above a law), GAP between
    subjects: str = ""  # subject-index entries pointing to it, GAP between
    cited: str = ""  # sentences of other units that cite it, GAP between
    situations: str = ""  # the situation index's phrases for it (editorial), GAP between
    page: int | None = None
    cited_by: tuple[str, ...] = ()
    index: tuple[str, ...] = ()  # the subject-index entries, as printed
    glossary: tuple[str, ...] = ()  # the English names of the glossary terms
    tables: tuple[tuple[str, int, int], ...] = ()  # (anchor, start, end) of each table's rows in ``text``
    doc_kind: str = "law"  # "law" (a unit) or "ruling" (``rulings``): `search --kind`, the hit's ``kind``
    ruling: str | None = None  # a ruling's id
    laws: tuple[int, ...] = ()  # a ruling: the numbers of the laws it applies, in its order (--law keeps it by any)

    @property
    def key(self) -> str:
        return f"ruling-{self.ruling}" if self.ruling else f"{self.edition}-{self.lang}-{self.ref}"

    def fields(self) -> tuple[str, ...]:
        """The searched fields' texts, in the order of ``analyzer.FIELDS``."""
        return tuple(getattr(self, name) for name in FIELDS)


def _front_units(corpus):
    """The parts before Law 1 (Introduction, Definitions, Scope), each as a unit of "law 0"."""
    from ..model import Law

    for (edition, lang), units in corpus.front.items():
        for unit in units:
            yield Law(edition, lang, 0, (), unit), unit


# The last corpus's documents: a build makes them for the index, then again for the site's index
# (its profiles: a second at full size). Laws come from yamlio's memory, the same objects while
# their files are unchanged; the rest is compared.
_LAST: list = []


def documents(corpus, glossary=(), situations=()) -> list[Doc]:
    """One Doc per unit of every law of ``corpus`` (and of the parts before Law 1), in corpus
    order, each with its profile (from the corpus, the ``glossary`` entries and the situation
    index's ``situations``). The list is shared with the next caller asking for the same: it is
    not to be changed."""
    key = (tuple(map(id, corpus.laws)), corpus.front, corpus.subjects, tuple(glossary), tuple(situations))
    if _LAST and _LAST[0] == key:
        return _LAST[2]
    docs = _documents(corpus, glossary, situations)
    _LAST[:] = [key, corpus, docs]  # the corpus kept: the ids of its laws stay theirs
    return docs


def _documents(corpus, glossary, situations) -> list[Doc]:
    from ..corpus.profile import GAP, Profile, profiles
    from ..corpus.query import all_units

    known = profiles(corpus, glossary, situations)
    topics = {s.ref: (s.topic("en") or "", s.topic("ru") or "") for s in situations if s.title}
    every = [*all_units(corpus), *_front_units(corpus)]
    versions: dict[str, list[tuple[int, str, bool]]] = {}
    for law, unit in every:
        versions.setdefault(unit.ref, []).append((law.edition, law.lang, unit.missing_text))
    docs = []
    for law, unit in every:
        p = known.get((law.edition, law.lang, unit.ref), Profile())
        # a table's caption is a line of its own, then its rows cell by cell (a caption joined
        # as a row came out letter by letter: «П | р | и …»); a caption the text already says
        # (1987 78B: the sentence before the IMP scale) is not said twice
        said = " ".join((unit.text or "").split())
        blocks = [(table.anchor, ([table.caption] if table.caption and " ".join(table.caption.split()) not in said
                                  else []) + [" | ".join(row) for row in table.text_rows()]) for table in unit.tables]
        rows = [line for _, lines in blocks for line in lines]
        text = "\n\n".join(filter(None, [unit.text or "", "\n".join(rows)]))
        docs.append(Doc(
            edition=law.edition, lang=law.lang, ref=unit.ref, law=unit.law, kind=unit.kind,
            title=unit.title or "", text=text, tables=_table_spans(blocks, len(text) - len("\n".join(rows))),
            notes="\n\n".join(n.text for n in unit.footnotes if n.text),
            parallel=tuple(v for v in versions[unit.ref] if v[:2] != (law.edition, law.lang)),
            cites=unit.refs, missing_text=unit.missing_text, partial=unit.partial, texted=_texted(unit),
            topic=topics.get(unit.ref, ()) if unit.missing_text else (),
            terms=GAP.join(p.terms), subjects=GAP.join(p.index), cited=GAP.join(p.cited),
            situations=GAP.join(p.situations), page=unit.page, cited_by=p.cited_by,
            index=p.index, glossary=p.glossary,
        ))
    return docs


def _texted(unit) -> tuple[str, ...]:
    """(first, last) of the units under a unit without text that have text ((first,) when one
    does), or () — so that a hit on Law 62, whose head the 1991 book lost, says its text is in
    62B1–62D2, not that the law has none."""
    if not unit.missing_text:
        return ()
    texted = [u.ref for u in unit.walk() if u is not unit and not u.missing_text]
    return tuple(dict.fromkeys((texted[0], texted[-1]))) if texted else ()


def ruling_documents(rulings, corpus) -> list[Doc]:
    """One Doc per ruling: its question as the title, facts, ruling and reasoning as the text, the
    committee's decision as the notes, the event and the titles of the laws it applies as its
    terms; ``cites`` the laws it applies (a jump to a unit lists the rulings applying it), no ref
    of its own (it is no unit: a jump never lands on it). Newest first, as a law's page lists
    them: the order of the documents is the order the rulings on a unit are listed in."""
    from ..corpus.profile import GAP
    from ..refs import is_canonical, law_of
    from ..rulings.query import newest_first

    titles = {(law.edition, u.ref): u.title for law in corpus.laws for u in law.unit.walk() if u.title}
    docs = []
    for r in newest_first(rulings):
        refs = tuple(x.ref for x in r.laws)
        numbers = tuple(dict.fromkeys(law_of(x) for x in refs if is_canonical(x)))  # not a part before Law 1
        law_titles = [titles.get((x.edition, x.ref)) for x in r.laws]
        docs.append(Doc(edition=r.edition, lang=r.lang, ref="", law=numbers[0] if numbers else 0, kind="ruling",
                        title=r.question,
                        text="\n\n".join(filter(None, (r.facts, r.play, r.ruling, r.reasoning))),
                        notes=(r.appeal.decision or "") if r.appeal else "", cites=refs,
                        terms=GAP.join(filter(None, (r.event, r.source.title, *law_titles))), doc_kind="ruling",
                        ruling=r.id, laws=numbers))
    return docs


def _table_spans(blocks, start: int) -> tuple[tuple[str, int, int], ...]:
    """(anchor, start, end) in a unit's indexed text of each table's lines (``blocks``: anchor,
    lines), the lines of all tables starting at ``start`` one after another; so that a hit whose
    words are in a table can link to it (``snippets.table_for``)."""
    out = []
    for anchor, lines in blocks:
        if not lines:
            continue
        end = start + len("\n".join(lines))
        if anchor:
            out.append((anchor, start, end))
        start = end + 1
    return tuple(out)


# -- building -----------------------------------------------------------------------------------


def index_dir(laws_dir: Path) -> Path:
    return Paths(laws_dir).index


def _inputs(laws_dir: Path) -> list[Path]:
    """What the index is made from: every YAML file of the corpus and of the rulings, then the
    glossary and the situation index."""
    found, stack = [], [Paths(laws_dir).corpus, Paths(laws_dir).rulings]
    while stack:
        try:
            with os.scandir(stack.pop()) as entries:
                for e in entries:
                    if e.is_dir(follow_symlinks=False):
                        stack.append(e.path)
                    elif e.name.endswith(".yaml"):
                        found.append(Path(e.path))
        except OSError:  # no corpus (yet), or a directory swapped away meanwhile
            continue
    return [*sorted(found), Paths(laws_dir).glossary, Paths(laws_dir).situations]


def fingerprint(laws_dir: Path) -> str:
    """A hash of what the index is made from: the corpus YAML, the glossary, the situation index,
    the index format."""
    import hashlib

    h = hashlib.sha256(f"bridge-laws index format {INDEX_FORMAT}\n".encode())
    for path in _inputs(laws_dir):
        try:
            data = regular_bytes(path)  # (a FIFO in place of a file is refused, not waited on)
        except OSError:
            continue
        h.update(f"{path.relative_to(laws_dir)}\n".encode())
        h.update(data)
    return h.hexdigest()


# Seen on a shared disk: two writes in one tick of the file system's clock, the second of the
# same size, leave the same (size, mtime). A file changed less than this long before its stats
# are taken is not vouched for by them: the next check hashes it.
RACY_NS = 2_000_000_000


def file_stats(laws_dir: Path) -> list[list] | None:
    """[name, size, mtime_ns, inode] of every input, or None when one was written too recently
    for its stats to prove it unchanged later (``RACY_NS``)."""
    now = time.time_ns()
    out = []
    for path in _inputs(laws_dir):
        try:
            st = path.stat()
        except OSError:
            continue
        if st.st_mtime_ns > now - RACY_NS:
            return None
        out.append([str(path.relative_to(laws_dir)), st.st_size, st.st_mtime_ns, st.st_ino])
    return out


def _stats_record(stamp: str, stats: list | None) -> str | None:
    if stats is None:
        return None
    return json.dumps({"format": INDEX_FORMAT, "fingerprint": stamp, "files": stats})


def _stats_match(where: Path, stamp: str, laws_dir: Path) -> bool:
    """Whether the inputs' sizes, times and inodes are those recorded with an index of ``stamp``:
    a stat of each file instead of hashing them all (5 ms on every search)."""
    try:
        recorded = jsondata.loads(regular_bytes(where / "stats").decode("utf-8"))
    except (OSError, ValueError):
        return False
    if recorded.get("format") != INDEX_FORMAT or recorded.get("fingerprint") != stamp:
        return False  # written for another index (another build swapped in meanwhile)
    now = file_stats(laws_dir)
    return now is not None and now == recorded.get("files")


def _record_stats(where: Path, stamp: str, stats: list | None) -> None:
    """Remember the stats of inputs just proved to hash to ``stamp`` (best effort)."""
    record = _stats_record(stamp, stats)
    if record is None:
        return
    tmp = where / f".stats-{os.getpid()}-{time.monotonic_ns()}"
    try:
        tmp.write_text(record, encoding="utf-8")
        os.replace(tmp, where / "stats")
    except OSError:
        tmp.unlink(missing_ok=True)


def status(laws_dir: Path, where: Path | None = None) -> str:
    """"missing", "unsealed", "stale" or "fresh". Cheap when nothing changed: the inputs' stats
    are compared with those recorded; only when they differ (a file touched, rewritten, added or
    removed) is everything hashed and compared with the index's fingerprint. An index this user's
    build did not write (:mod:`.seal`) is "unsealed": never opened, rebuilt."""
    where = where or index_dir(laws_dir)
    try:
        stored = regular_bytes(where / "fingerprint").decode("ascii").strip()
    except OSError:
        return "missing"
    if not is_sealed(where):
        return "unsealed"
    if _stats_match(where, stored, laws_dir):
        return "fresh"
    stats = file_stats(laws_dir)  # before hashing: a change in between only makes them differ
    if stored != fingerprint(laws_dir):
        return "stale"
    _record_stats(where, stored, stats)
    return "fresh"


def glossary_meta(entries, docs=()) -> list[dict]:
    """Each glossary entry's names, analysed: {"en": [[terms of word] of name], "ru": …, "law": …,
    "used": [indexes into en + ru of the names some unit's own words say]}."""
    said = used_pairs(docs)
    editions = sorted({d.edition for d in docs})
    present = {(d.edition, d.ref) for d in docs}
    out = []
    for e in entries:
        en, ru = [analysis.phrase_terms(name) for name in e.names_en], [analysis.phrase_terms(name) for name in e.names_ru]
        names = en + ru
        out.append({"en": en, "ru": ru, "term": e.en, "law": e.law,
                    "names_en": list(e.names_en), "names_ru": list(e.names_ru), "refs": e.refs_by_edition(editions, present),
                    "used": [i for i, name in enumerate(names) if _says(name, said)]})
    return out


_PAIRS: list = []  # [docs, pairs] of the last call: the index and the site ask for the same docs


def used_pairs(docs) -> set:
    """Every term, and every pair of terms of two neighbouring words, in the units' own words
    (title, text, notes, citing sentences; not the profile's names)."""
    if _PAIRS and _PAIRS[0] is docs:
        return _PAIRS[1]
    said = _used_pairs(docs)
    _PAIRS[:] = [docs, said]
    return said


def _used_pairs(docs) -> set:
    said: set = set()
    for d in docs:
        for text in (d.title, d.text, d.notes, d.cited):
            slots = [analysis.word_terms(w) for w, _, _ in analysis.tokens(text)]
            said.update(t for slot in slots for t in slot)
            said.update((a, b) for x, y in zip(slots, slots[1:]) for a in x for b in y)
    return said


def _says(name, said) -> bool:
    """Some unit may say this name: its words, and each two neighbours, occur somewhere. A query
    looks for a glossary name as a phrase only there (a Sequence is the dearest query); the units
    it governs find it in their profile."""
    if len(name) == 1:
        return any(t in said for t in name[0])
    return all(any((a, b) in said for a in x for b in y) for x, y in zip(name, name[1:]))


_META: list = []  # [docs, entries, meta] of the last call: the browser's index and Whoosh's ask for the same


def meta_for(docs: list[Doc], entries) -> dict:
    """What a query needs besides the Whoosh files: lemmas, vocabulary, the analysed glossary.
    Made once for the same documents and glossary (the build's index process makes the
    browser's search index, then Whoosh's, from equal lists); a new dict each time, its values
    shared and not to be changed."""
    docs, entries = list(docs), tuple(entries)
    if _META and _META[0] == docs and _META[1] == entries:
        return dict(_META[2])
    meta = _meta_for(docs, entries)
    _META[:] = [docs, entries, meta]
    return dict(meta)


def _meta_for(docs: list[Doc], entries) -> dict:
    found: set[str] = set()  # every word as written, then folded once each
    for d in docs:
        for text in d.fields():
            found.update(analysis.WORD_RE.findall(text))
    for e in entries:
        for name in (*e.names_en, *e.names_ru):
            found.update(analysis.WORD_RE.findall(name))
    words = {analysis.fold(w) for w in found}
    from ..corpus.query import MISSING_EN, MISSING_RU

    # a hit on a unit without text shows one of these: their words too, or the first such hit
    # of a process loads pymorphy3 (a second and a half) to highlight nothing
    lemmas = analysis.lemma_table(words | {analysis.fold(w) for w in analysis.WORD_RE.findall(MISSING_RU + MISSING_EN)})
    vocab = sorted(w for w in words if len(w) >= 3 and not w[:1].isdigit())
    texts = [text for d in docs for text in d.fields()] + [n for e in entries for n in (*e.names_en, *e.names_ru)]
    return {"format": INDEX_FORMAT, "docs": len(docs), "lemmas": lemmas, "stems": analysis.stem_table(found), "vocab": vocab,
            "glossary": glossary_meta(entries, docs), "forms": form_table(texts), **query_tables()}


def form_table(texts) -> dict[str, str]:
    """folded form → its terms joined by spaces, for every form of ``texts`` whose terms the
    browser cannot tell by itself: not just the form, nor an English word's stem and number
    (``understand.latin_terms``, which the browser runs too). How a word of the index becomes
    terms, in the browser and in ``bridge-laws search``'s reading of a query."""
    from .understand import latin_terms

    table, seen = {}, set()
    for text in texts:
        for word in analysis.WORD_RE.findall(text):
            if word in seen:
                continue
            seen.add(word)
            form = analysis.fold(word)
            if form in table:
                continue
            found = list(analysis.word_terms(word))
            if found != [form] and found != list(latin_terms(form) or ()):
                table[form] = " ".join(found)
    return dict(sorted(table.items()))


def query_tables() -> dict:
    """What reading a query needs that only a dictionary knows, made at build time: every form of
    the number words (``numerals.query_forms``), and the terms of the words of the game
    (``understand.GENERIC_WORDS``)."""
    from ..text.numerals import query_forms
    from .understand import GENERIC_WORDS

    generic = sorted({t for w in GENERIC_WORDS for t in analysis.word_terms(w)} - {str(n) for n in range(1, 21)})
    return {"numbers": query_forms(), "generic": generic}


def situations_meta(entries) -> list[dict]:
    """Each entry of the situation index for its cards: {"ref", "title": [English, Russian] (a
    section's: its law's), "phrases": [the terms of each phrase, as one list], "words": [how many
    words each phrase has]} (``plan.situation_cards``)."""
    laws = {e.ref: e for e in entries if e.title}
    return [{"ref": e.ref, "title": [laws[str(e.law)].topic(lang) if str(e.law) in laws else "" for lang in ("en", "ru")],
             "phrases": [sorted(set(analysis.terms(p))) for p in e.phrases()],
             "words": [len(analysis.tokens(p)) for p in e.phrases()]}
            for e in entries]


def subjects_meta(corpus) -> list[dict]:
    """Every subject-index entry and sub-entry that points to laws, analysed for term cards:
    {"term": «Болван → Ограничение прав», "edition", "lang", "laws", "terms": [terms of each word]}."""
    from ..corpus.profile import subject_paths

    return [{"term": path, "edition": edition, "lang": lang, "laws": list(laws),
             "terms": sorted(set(analysis.terms(path)))}
            for (edition, lang), entries in sorted(corpus.subjects.items())
            for path, laws in subject_paths(entries) if laws]


def write_index(docs: list[Doc], target: Path, meta: dict, stamp: str = "", stats: list | None = None,
                extra: dict[str, bytes] | None = None) -> Path:
    """Write a complete index of ``docs`` to ``target``, atomically (temporary dir + rename);
    ``stats``: the ``file_stats`` of the inputs hashed to ``stamp``, taken before hashing;
    ``extra``: other files kept with it (who cites what: ``corpus.cited``)."""
    target.parent.mkdir(parents=True, exist_ok=True)
    remove_stale(target)
    tmp = scratch_dir(target, "new")
    try:
        for name, data in _whoosh_files(docs, tmp / ".whoosh-spill").items():
            (tmp / name).write_bytes(data)
        # the vocabulary apart: only "did you mean" reads it (a third of meta.json at full size)
        (tmp / "meta.json").write_text(json.dumps({k: v for k, v in meta.items() if k != "vocab"}, ensure_ascii=False),
                                       encoding="utf-8")
        (tmp / "vocab.json").write_text(json.dumps(meta.get("vocab", []), ensure_ascii=False), encoding="utf-8")
        for name, data in (extra or {}).items():
            (tmp / name).write_bytes(data)
        (tmp / doctable.FILE).write_bytes(doctable.table(docs, stamp))
        (tmp / "fingerprint").write_text(stamp + "\n", encoding="ascii")
        record = _stats_record(stamp, stats)
        if record is not None:
            (tmp / "stats").write_text(record, encoding="utf-8")
        seal(tmp)  # the files keep their inodes and change times through the rename below
        replace_dir(tmp, target)
    except BaseException:
        shutil.rmtree(tmp, ignore_errors=True)
        raise
    return target


def _whoosh_files(docs: list[Doc], spill: Path) -> dict[str, bytes]:
    """The files of a Whoosh index of ``docs``, made in memory. On disk, Whoosh's writer asks the
    file system whether a column file exists once for every posting of a field that has none
    (a stat call each time: a third of the index stage); in memory that is a dict lookup.
    ``spill``: a directory to make for what Whoosh writes aside, removed after."""
    from whoosh.filedb.filestore import FileStorage, RamStorage

    ram = RamStorage()
    # Whoosh spills column data to a temporary directory named after the index, /tmp/MAIN.tmp:
    # shared by every build on the machine, and removed whole by whichever writer finishes first
    # (another build's column file then vanishes under it: FileNotFoundError). A directory of
    # its own for each build, inside the index's scratch directory: what a killed build left
    # there goes with it (``remove_stale``; one made in /tmp stayed there for good).
    spill.mkdir()
    ram.temp_storage = lambda name=None: FileStorage(str(spill)).create()
    try:
        return _written(ram, docs)
    finally:
        shutil.rmtree(spill, ignore_errors=True)


def _written(ram, docs: list[Doc]) -> dict[str, bytes]:
    """``docs`` written by Whoosh into ``ram``: its files by name."""
    writer = ram.create_index(schema()).writer(limitmb=256)
    with quick_text_fields(writer.schema):
        _add(writer, docs)
    writer.commit()
    return {name: bytes(ram.files[name]) for name in ram.list()}


def _add(writer, docs: list[Doc]) -> None:
    for d in docs:
        writer.add_document(**_one_object_each({
            "key": d.key, "ref": d.ref, "edition": str(d.edition), "lang": d.lang, "law": d.law, "kind": d.kind,
            "title": d.title, "text": d.text, "notes": d.notes, "cites": " ".join(d.cites),
            "parallel": [list(p) for p in d.parallel], "missing_text": d.missing_text, "partial": d.partial,
            "terms": d.terms, "subjects": d.subjects, "cited": d.cited, "situations": d.situations, "page": d.page,
            "texted": list(d.texted), "topic": list(d.topic), "cited_by": list(d.cited_by), "index": list(d.index), "glossary": list(d.glossary),
            "tables": [list(t) for t in d.tables], "doc_kind": d.doc_kind,
            "ruling": {"id": d.ruling, "laws": list(d.cites)} if d.ruling else None,
            "laws": " ".join(map(str, d.laws))}))


def _one_object_each(value):
    """``value`` with every text in it one object per text (``sys.intern``): Whoosh pickles a
    document's stored fields, and a pickle writes a text it met before as a reference to it — so
    whether two equal texts of a unit («ru», its language and a parallel version's) were one
    object or two, which depends on how the corpus was read (a reading kept as JSON, the merge),
    changed the index's bytes, not what it holds. Now they are always one."""
    if isinstance(value, str):
        return sys.intern(value)
    if isinstance(value, list):
        return [_one_object_each(v) for v in value]
    if isinstance(value, dict):
        return {k: _one_object_each(v) for k, v in value.items()}
    return value


@contextlib.contextmanager
def quick_text_fields(fields_of):
    """While documents are added: each text field of the writer's schema ``fields_of`` (our
    analyzer, positions stored) indexes a text in one pass — ``analyzer.term_positions`` — and
    gives what Whoosh's own ``field.index`` gives: for each term, in the order of its first word,
    its UTF-8 bytes, its count, its weight (count × the field's boost) and its positions encoded as
    the ``Positions`` format encodes them (the pickle of the same deltas made once). Whoosh
    ran every word through its tokenizer's generator, its format's dictionaries and a pickle of
    its own. The same index, byte for byte (``tests/test_search.py``); the methods are taken off
    again before the commit pickles the schema."""
    from pickle import dumps

    from whoosh.formats import Positions
    from whoosh.system import pack_uint

    from .analyzer import WordTokenizer, term_positions

    encoded: dict[tuple[int, ...], bytes] = {}

    def quick(field):
        general, boost = field.index, field.format.field_boost

        def index(value, **kwargs):
            if kwargs or type(value) is not str:  # not what a build gives: Whoosh's own way
                return general(value, **kwargs)
            out = []
            for term, at in term_positions(value).items():
                deltas = tuple([b - a for a, b in zip((0, *at), at)])
                pickled = encoded.get(deltas)
                if pickled is None:
                    pickled = encoded[deltas] = dumps(list(deltas), 2)
                # a new bytes object for each posting, as Whoosh makes: a block of postings is
                # pickled, and the pickle would refer back to a value it holds twice
                out.append((term.encode("utf-8"), len(at), float(len(at)) * boost, pack_uint(len(at)) + pickled))
            return out

        return index

    fields = [f for _, f in fields_of.items()
              if type(f.format) is Positions and type(getattr(f, "analyzer", None)) is WordTokenizer]
    try:
        for field in fields:
            field.index = quick(field)
        yield
    finally:
        for field in fields:
            vars(field).pop("index", None)





# ``build/index-code.json``: the digest of the program that made the index now in ``build/index``,
# that index's fingerprint and the SHA-256 of its meta.json. Not trusted: anything but the very
# values expected means "build the index again" (and "look every lemma up"). Written after the
# index is swapped in; an index swapped in without it (a build stopped in between) has another
# fingerprint, or the same inputs and an older program.
CODE_RECORD = "index-code.json"
LIBRARIES = ("whoosh-reloaded", "pymorphy3", "pymorphy3-dicts-ru", "PyYAML")


def _code() -> str:
    from ..corpus.inputs import code_digest

    return code_digest(LIBRARIES)


def _code_record(laws_dir: Path) -> Path:
    return Paths(laws_dir).project / "build" / CODE_RECORD


def _same_code(laws_dir: Path, where: Path) -> dict | None:
    """The record, when the index at ``where`` was made by this very program; else None."""
    try:
        recorded = jsondata.loads(regular_bytes(_code_record(laws_dir)).decode("utf-8"))
        stamp = regular_bytes(where / "fingerprint").decode("ascii").strip()
    except (OSError, ValueError, UnicodeError):
        return None
    if not isinstance(recorded, dict) or set(recorded) != {"format", "fingerprint", "code", "meta"}:
        return None
    ok = (recorded["format"], recorded["fingerprint"], recorded["code"]) == (INDEX_FORMAT, stamp, _code())
    return recorded if ok else None


def _note_code(laws_dir: Path, stamp: str, where: Path) -> None:
    """Record the program that made the index of ``stamp`` (best effort: without it, the next
    build makes the index again)."""
    import hashlib

    path = _code_record(laws_dir)
    try:
        meta = hashlib.sha256(regular_bytes(where / "meta.json")).hexdigest()
        write_replacing(path, json.dumps({"format": INDEX_FORMAT, "fingerprint": stamp, "code": _code(), "meta": meta}))
    except OSError:
        pass


_SEEDED: dict[str, int] = {}  # SHA-256 of a meta.json already taught (this process) → its lemmas


def warm_terms(laws_dir: Path, corpus) -> int:
    """Before a build forks its index process (jobs.pipeline): the lemmas the last index knew
    (``seed_lemmas``), then the terms of every word of the units' titles, texts, notes and
    tables and of the glossary's names, worked out once for both processes (the site's term
    links and both search indexes ask for the same words). Returns how many words."""
    from ..corpus import glossary

    seed_lemmas(laws_dir)
    units = [u for law in corpus.laws for u in law.unit.walk()]
    units += [u for top in (corpus.front or {}).values() for unit in top for u in unit.walk()]
    texts = [t for u in units for t in (u.title or "", u.text or "", *(n.text or "" for n in u.footnotes),
                                        *(" ".join(row) for table in u.tables for row in table.text_rows()))]
    try:
        texts += [n for e in glossary.load(laws_dir) for n in (*e.names_en, *e.names_ru)]
    except BridgeLawsError:  # the stage that reads the glossary says what is wrong with it
        pass
    return analysis.warm(texts)


def seed_lemmas(laws_dir: Path) -> int:
    """Teach ``analysis`` the lemmas of every Russian word the last index holds (its meta.json),
    when this very program made it and its meta.json is the one it wrote (``CODE_RECORD``): the
    lemmas of a word depend on the program and pymorphy3's dictionary, not on the corpus, so a
    build after a change looks up only the new words (pymorphy3 was a tenth of such a build).
    Returns how many were taught; 0 when anything does not hold."""
    import hashlib

    where = index_dir(laws_dir)
    recorded = _same_code(laws_dir, where)
    if recorded is None:
        return 0
    try:
        raw = regular_bytes(where / "meta.json")
        if hashlib.sha256(raw).hexdigest() != recorded["meta"]:
            return 0
        if recorded["meta"] in _SEEDED:  # these very bytes taught already (before the build forked)
            return _SEEDED[recorded["meta"]]
        lemmas = jsondata.loads(raw).get("lemmas")
    except (OSError, ValueError, AttributeError):
        return 0
    if not (isinstance(lemmas, dict) and all(isinstance(k, str) and isinstance(v, list) and v
                                             and all(isinstance(x, str) for x in v) for k, v in lemmas.items())):
        return 0
    analysis.remember_lemmas(lemmas)
    _SEEDED[recorded["meta"]] = len(lemmas)
    return len(lemmas)


def index_inputs(laws_dir: Path):
    """What the index is made from, read: (the corpus, the glossary's entries, the situation
    index's, the documents — every unit, then every ruling)."""
    from ..corpus import glossary, situations
    from ..corpus.yamlio import load_corpus
    from ..rulings.query import load as load_rulings

    corpus = load_corpus(Paths(laws_dir).corpus)
    entries = glossary.load(laws_dir)
    said = situations.load(laws_dir)
    return corpus, entries, said, documents(corpus, entries, said) + ruling_documents(load_rulings(laws_dir), corpus)


def up_to_date(laws_dir: Path, where: Path | None = None) -> bool:
    """Whether the index (in ``where``) is made from the inputs as they are, by this very program."""
    where = where or index_dir(laws_dir)
    return status(laws_dir, where) == "fresh" and _same_code(laws_dir, where) is not None


def build_index(laws_dir: Path, where: Path | None = None) -> tuple[Path, int]:
    """Index the corpus of ``laws_dir`` (its glossary and situation index too) into ``where``;
    (path, documents)."""
    seed_lemmas(laws_dir)
    from ..corpus import editions

    stats = file_stats(laws_dir)
    stamp = fingerprint(laws_dir)
    corpus, entries, said, docs = index_inputs(laws_dir)
    target = where or index_dir(laws_dir)
    if target.is_dir() and any(target.iterdir()) and not (target / "fingerprint").is_file():
        raise BridgeLawsError(f"{target} exists and is not a search index built by bridge-laws: refusing to replace it")
    meta = meta_for(docs, entries)
    meta["editions"] = list(editions.years(laws_dir))  # what --edition may name (laws/editions.yaml)
    try:
        meta["subjects"] = subjects_meta(corpus)
        meta["situations"] = situations_meta(said)
        meta["leaning"] = leaning.table(said)
        from ..corpus import cited

        path = write_index(docs, target, meta, stamp, stats, extra=cited.files(laws_dir, corpus))
    except OSError as exc:
        raise BridgeLawsError(f"{target}: cannot write the search index: {exc.strerror or exc}") from None
    if target == index_dir(laws_dir):
        _note_code(laws_dir, stamp, target)
    return path, len(docs)


def memoise_lookups(searcher) -> None:
    """Remember, for as long as ``searcher``'s reader is open, what each lookup returned.

    Whoosh finds a term's statistics and the place of its postings by hashing into its term
    file on every lookup, several times per term per query (to estimate, to score, to match),
    decodes a document's stored fields from disk for every hit and its field lengths for every
    match it scores; an open reader never changes, so the answers can be kept (a fifth of a warm
    query)."""
    for leaf, _ in searcher.reader().leaf_readers():
        terms = getattr(leaf, "_terms", None)
        if terms is None:
            continue
        for name in ("term_info", "frequency", "doc_frequency"):
            setattr(terms, name, _memo(getattr(terms, name)))
    # the searcher took the reader's methods when it was made: replace its copies
    stored = _memo(searcher.stored_fields)
    searcher.stored_fields = lambda docnum: dict(stored(docnum))  # a copy: callers may change it
    searcher.doc_field_length = _memo(searcher.doc_field_length)  # BM25 asks it for every match


def _memo(lookup):
    known: dict = {}

    def remembered(*key):
        found = known.get(key)
        if found is None:  # a missing term raises, and is looked up again next time
            found = known[key] = lookup(*key)
        return found

    return remembered


def ensure_index(laws_dir: Path, where: Path | None = None, notify=None) -> Path:
    """The index of ``laws_dir``, built first when it is missing or older than the YAML.

    ``notify(message)`` is told before a (re)build: the CLI prints it on stderr. A stale index
    whose rebuild is refused (a ruling edited by hand into a file that does not read) is kept
    and answers, and ``notify`` is told why: one bad file must not take the laws' search away
    from a director at the table; the next search tries again. (Only a ruling, the user's own
    file: a corpus the build wrote that does not read is refused, as it cannot be answered from.)
    """
    where = where or index_dir(laws_dir)
    state = status(laws_dir, where)
    if state != "fresh":
        from ..errors import no_corpus

        if not Paths(laws_dir).corpus.is_dir():
            raise no_corpus(Paths(laws_dir).corpus)
        if notify:
            notify(f"search index {state}: building {where} …")
        from ..errors import RulingError

        try:
            build_index(laws_dir, where)
        except RulingError as exc:
            if state != "stale":  # no index to answer from, or one this user's build did not write
                raise
            if notify:
                notify(f"{exc}\nthe search index was not rebuilt: answering from the index built before "
                       "(mend the file and the next search rebuilds it)")
    return where


def build_stage(laws_dir: Path, site_dir: Path, quiet: bool = False) -> str:
    """The pipeline's index stage (after the corpus, before the site): a one-line report. The
    index is kept when its inputs are unchanged (``status``) and so is the program that made it
    (``CODE_RECORD``)."""
    where = index_dir(laws_dir)
    remove_stale(where)
    if up_to_date(laws_dir, where):
        return f"index: up to date in {where}"
    started = time.perf_counter()
    _, count = build_index(laws_dir, where)
    return f"index: {count} units in {where} ({time.perf_counter() - started:.2f} s)"


