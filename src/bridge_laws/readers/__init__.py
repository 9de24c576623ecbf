"""One reader per kind of document, found by kind in ``READERS``.

Every reader is ``read(text, entry, skeleton) -> SourceText``: the decoded text of one source,
its manifest entry (file, kind, edition, languages) and the skeleton units of the same edition
and language read so far (the book reader places headless pages with them). Adding a kind of
document is adding a module with a ``read`` and a line here. Modules are imported on first use,
so that commands which only read the corpus never load a reader.
"""

from __future__ import annotations

from collections.abc import Callable
from importlib import import_module

# kind of document → the module under readers/ whose ``read`` reads it
READERS = {
    "stripped-book": "skeleton",
    "web-book": "book",
    "dos-book": "book",
    "plain": "book",
    "bilingual-site": "bilingual",
    "standard": "standard",
}
DOCUMENT_KINDS = tuple(READERS)
# Sources that hold rulings, not law text (a casebook, a commentary, a log): stored and listed in
# the manifest like the texts, read by `ruling import` once, never by the corpus build.
RULING_KINDS = ("casebook",)
MANIFEST_KINDS = DOCUMENT_KINDS + RULING_KINDS


def reader_for(kind: str) -> Callable:
    return import_module(f"{__name__}.{READERS[kind]}").read
