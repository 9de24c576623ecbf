"""What an open index is asked again and again, read from Whoosh once and kept: whether a field
has a term (``Lexicon``), the documents of a value of an ID field (``DocsOf``), a term's postings
read a block at a time (``read_postings``). An open reader never changes, so the answers can be
kept for as long as it is open."""

from __future__ import annotations


class Lexicon:
    """The terms of one field of an open reader, for ``in``: each answer looked up once (reading
    every term of every field when the index opens was a third of a cold search at full size)."""

    __slots__ = ("_reader", "_field", "_known")

    def __init__(self, reader, field: str):
        self._reader, self._field, self._known = reader, field, {}

    def __contains__(self, term: str) -> bool:
        found = self._known.get(term)
        if found is None:
            found = self._known[term] = (self._field, term.encode("utf-8")) in self._reader
        return found


class DocsOf:
    """The documents with each value of an ID field (``lang``: ru, en), each read the first time
    it is asked for: from ``runs`` (value → runs of documents, ``doctable``: every value of the
    field) when given, else from the index, a block of postings at a time."""

    def __init__(self, searcher, field: str, runs: dict | None = None):
        self._searcher, self._field, self._known, self._runs = searcher, field, {}, runs

    def get(self, value, default=()):
        if value is None:
            return default
        found = self._known.get(value)
        if found is None:
            if self._runs is not None:
                from .doctable import expand

                found = expand(self._runs.get(value, ()))
            else:
                found = frozenset(read_postings(self._searcher.reader(), self._field, value, False)[0])
            self._known[value] = found
        return found


def read_postings(reader, field: str, term: str, values: bool = True) -> tuple[list, list, list]:
    """(documents, weights, values) of a term in a field (``values`` only when asked: the word
    positions, encoded), empty lists when it is not there. Whoosh's own leaf matcher is read a
    block at a time (a posting at a time is three method calls each: most of reading a common
    word); any other posting by posting."""
    from whoosh.codec.whoosh3 import W3LeafMatcher

    btext = term.encode("utf-8")
    if (field, btext) not in reader:
        return [], [], []
    m = reader.postings(field, btext)
    ids, weights, vals = [], [], []
    while m.is_active():
        if type(m) is W3LeafMatcher:
            m._read_ids()
            ids.extend(m._ids[m._i:])
            m._read_weights()
            weights.extend(m._weights[m._i:])
            if values:
                m._read_values()
                vals.extend(m._values[m._i:])
            m._next_block()
        else:
            ids.append(m.id())
            weights.append(m.weight())
            if values:
                vals.append(m.value())
            m.next()
    return ids, weights, vals
