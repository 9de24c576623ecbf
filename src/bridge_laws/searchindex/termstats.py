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
        self._postings: dict[tuple[int, str], tuple[dict, dict]] = {}
        self._lengths: dict[tuple[int, int], int] = {}
        self._avg: dict[int, float] = {}

    def _read(self, f: int, term: str) -> tuple[dict, dict]:
        key = (f, term)
        found = self._postings.get(key)
        if found is None:
            name = FIELDS[f]
            ids, weights, values = read_postings(self.reader, name, term) if term in self.lexicon[name] else ([], [], [])
            found = self._postings[key] = (dict(zip(ids, weights)), dict(zip(ids, values)))
        return found

    def weights(self, f: int, term: str) -> dict:
        """doc → the term's weight in field ``f`` (occurrences × the field's boost)."""
        return self._read(f, term)[0]

    def positions(self, f: int, term: str, doc: int):
        value = self._read(f, term)[1].get(doc)
        return self.searcher.schema[FIELDS[f]].format.decode_positions(value) if value else ()

    def avg(self, f: int) -> float:
        """The field's average length over every unit, as BM25 takes it (Whoosh's own average)."""
        found = self._avg.get(f)
        if found is None:
            found = self._avg[f] = self.reader.field_length(FIELDS[f]) / self.count or 1
        return found

    def doc_length(self, doc: int, f: int) -> int:
        """The unit's length in field ``f`` as the index keeps it (to one of 256 steps)."""
        key = (doc, f)
        found = self._lengths.get(key)
        if found is None:
            found = self._lengths[key] = self.searcher.doc_field_length(doc, FIELDS[f], 0)
        return found
