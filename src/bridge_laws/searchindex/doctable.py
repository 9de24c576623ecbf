"""Which documents have each value of the index's small ID fields (``lang``, ``edition``,
``doc_kind``) and which have no text, as runs of document numbers, written with the index
(``docs-of.json``).

The first query of a process read them from Whoosh: the postings of a language or an edition
(3,500 documents at full size, a block header unpickled and the numbers delta-decoded a block at
a time: a quarter of that query), and a term card unpickled each unit's stored fields to learn
its language and whether it has text. A build adds the documents in corpus order, so each value
holds a few runs; the file is a few hundred bytes.

Plain data beside the index, like ``meta.json`` (not sealed: never unpickled): it is checked when
read — it must name the fingerprint of the index it lies in and its number of documents, and
hold only runs of document numbers within it; anything else and the engine reads Whoosh as
before (``load`` gives None).
"""

from __future__ import annotations

import json
from pathlib import Path

from ..text import jsondata

FILE = "docs-of.json"
FIELDS = ("lang", "edition", "doc_kind")


def runs(numbers) -> list[list[int]]:
    """Sorted document numbers as [start, end) runs: [0, 1, 2, 5] → [[0, 3], [5, 6]]."""
    out: list[list[int]] = []
    for n in numbers:
        if out and out[-1][1] == n:
            out[-1][1] = n + 1
        else:
            out.append([n, n + 1])
    return out


def flat_runs(numbers) -> list[int]:
    """``runs`` one after another, as the site's scripts read them: [0, 1, 2, 5] → [0, 3, 5, 6]."""
    return [n for run in runs(numbers) for n in run]


def table(docs, stamp: str) -> bytes:
    """The file for ``docs`` (``store.Doc``s, in the order the index numbers them)."""
    values: dict[str, dict[str, list[int]]] = {f: {} for f in FIELDS}
    for n, d in enumerate(docs):
        for f, value in (("lang", d.lang), ("edition", str(d.edition)), ("doc_kind", d.doc_kind)):
            values[f].setdefault(value, []).append(n)
    data = {"fingerprint": stamp, "count": len(docs),
            **{f: {value: runs(numbers) for value, numbers in sorted(values[f].items())} for f in FIELDS},
            "missing_text": runs(n for n, d in enumerate(docs) if d.missing_text)}
    return json.dumps(data, ensure_ascii=False).encode("utf-8")


def _runs_ok(value, count: int) -> bool:
    return isinstance(value, list) and all(
        isinstance(r, list) and len(r) == 2 and all(type(x) is int for x in r) and 0 <= r[0] < r[1] <= count
        for r in value)


def load(where: Path, stamp: str, count: int) -> dict | None:
    """{field: {value: runs}, "missing_text": runs} of the index at ``where`` (its fingerprint
    ``stamp``, ``count`` documents), or None when the file is missing, of another index, or not
    what ``table`` writes (``expand`` makes runs a set of documents)."""
    try:
        data = jsondata.loads((where / FILE).read_bytes())
        if data["fingerprint"] != stamp or data["count"] != count or not stamp:
            return None
        fields = {f: data[f] for f in FIELDS}
        missing = data["missing_text"]
    except (OSError, ValueError, KeyError, TypeError):
        return None
    if not all(isinstance(v, dict) and all(isinstance(k, str) and _runs_ok(r, count) for k, r in v.items())
               for v in fields.values()) or not _runs_ok(missing, count):
        return None
    return {**fields, "missing_text": missing}


def expand(found: list[list[int]]) -> frozenset[int]:
    """Runs as the set of their documents (a union of ranges: no Python loop per document)."""
    return frozenset().union(*(range(a, b) for a, b in found))
