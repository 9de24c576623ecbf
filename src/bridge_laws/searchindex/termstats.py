"""The statistics ``evidence`` ranks by, read from the Whoosh index: each term's postings
(document → weight, and word positions) per field, field lengths, the number of units. Read once
per open index and kept: an open reader never changes."""

from __future__ import annotations

from .analyzer import FIELDS
from .postings import read_postings


class IndexStats:
    def __init__(self, searcher, lexicon: dict):
        self.searcher = searcher
        self.reader = searcher.reader()
        self.lexicon = lexicon  # field name → its terms (``postings.Lexicon``)
        self.count = searcher.doc_count_all()
        self._postings: dict[tuple[int, str], tuple[dict, dict | tuple]] = {}
        self._lengths: dict[tuple[int, int], int] = {}
        self._columns: dict[int, list | None] = {}  # field → every document's length, read at once
        self._avg: dict[int, float] = {}

    def _read(self, f: int, term: str) -> tuple[dict, dict]:
        key = (f, term)
        found = self._postings.get(key)
        if found is None:
            name = FIELDS[f]
            ids, weights, values = read_postings(self.reader, name, term) if term in self.lexicon[name] else ([], [], [])
            found = self._postings[key] = (dict(zip(ids, weights)), (ids, values))
        return found

    def weights(self, f: int, term: str) -> dict:
        """doc → the term's weight in field ``f`` (occurrences × the field's boost)."""
        return self._read(f, term)[0]

    def _values(self, f: int, term: str) -> dict:
        """doc → the term's encoded positions in field ``f``, made a table when a phrase first
        asks (most terms are never in one)."""
        weights, values = self._read(f, term)
        if isinstance(values, tuple):
            values = dict(zip(*values))
            self._postings[(f, term)] = (weights, values)
        return values

    def positions(self, f: int, term: str, doc: int):
        value = self._values(f, term).get(doc)
        return self.searcher.schema[FIELDS[f]].format.decode_positions(value) if value else ()

    def avg(self, f: int) -> float:
        """The field's average length over every unit, as BM25 takes it (Whoosh's own average)."""
        found = self._avg.get(f)
        if found is None:
            found = self._avg[f] = self.reader.field_length(FIELDS[f]) / self.count or 1
        return found

    def lengths(self, f: int) -> list | None:
        """Every unit's length in field ``f`` (``length_column``; None: ask ``doc_length``)."""
        column = self._columns.get(f, False)
        if column is False:
            column = self._columns[f] = length_column(self.reader, FIELDS[f])
        return column

    def doc_length(self, doc: int, f: int) -> int:
        """The unit's length in field ``f`` as the index keeps it (to one of 256 steps)."""
        column = self.lengths(f)
        if column is not None and doc < len(column):
            return column[doc]
        key = (doc, f)
        found = self._lengths.get(key)
        if found is None:
            found = self._lengths[key] = self.searcher.doc_field_length(doc, FIELDS[f], 0)
        return found


def length_column(reader, field: str) -> list | None:
    """Every document's length in ``field`` as ``doc_field_length`` gives it, from one read of
    the field's column of length bytes (a document at a time, the first query of a process
    spent a sixth of its time there at full size); None when the index is not the single
    Whoosh 3 segment a build writes (then a document at a time)."""
    try:
        from whoosh.codec.whoosh3 import LENGTHS_COLUMN, _lenfield
        from whoosh.util.numeric import byte_to_length

        leaves = reader.leaf_readers()
        if len(leaves) != 1 or leaves[0][1] != 0:
            return None
        column = leaves[0][0]._perdoc._cached_reader(_lenfield(field), LENGTHS_COLUMN)
        if column is None or column._fixedlen != 1:
            return None
        data = column._dbfile.get(column._basepos, column._count)
    except (AttributeError, ImportError):
        return None
    steps = [byte_to_length(b) if b else None for b in range(256)]  # a zero byte: None, as Whoosh says
    # the column stops at the last document with a length: those after have none (None)
    return [steps[b] for b in data] + [None] * (column._doccount - len(data))
