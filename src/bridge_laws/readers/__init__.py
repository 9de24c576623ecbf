"""One reader per kind of document, found by kind in ``READERS``.

Every reader module has (as pelican's readers do):

- ``read(text, entry, skeleton) -> SourceText``: the decoded text of one source, its manifest
  entry (file, kind, edition, languages, and the law a headless text is) and the skeleton units
  of the same edition and language read so far (the book reader places headless pages with them);
- ``detect(text) -> Detected | None``: whether the text is in its layout, how well it fits and why.

:func:`detect` asks every reader and takes the best fit, so adding a kind of document is adding
a module with a ``read`` and a ``detect`` and a line here, never an ``elif``. Modules are imported
on first use, so that commands which only read the corpus never load a reader.
"""

from __future__ import annotations

from collections.abc import Callable
from dataclasses import dataclass, field
from importlib import import_module

# kind of document → the module under readers/ whose ``read`` reads it. The order is the order in
# which equal fits are preferred.
READERS = {
    "web-book": "book",
    "dos-book": "book",
    "plain": "book",
    "bilingual-site": "bilingual",
    "standard": "standard",
    "stripped-book": "skeleton",
}
DOCUMENT_KINDS = tuple(READERS)
# Sources that hold rulings, not law text (a casebook, a commentary, a log): stored and listed in
# the manifest like the texts, read by `ruling import` once, never by the corpus build.
RULING_KINDS = ("casebook",)
MANIFEST_KINDS = DOCUMENT_KINDS + RULING_KINDS


@dataclass
class Detected:
    """What a reader found a text to be. ``fit`` ranks the readers' claims: 4 for both languages
    of the bilingual site, 3 for a layout's own marks (the book's underlined headers, page footers),
    2 for the standard layout's headers and markers, 1 for a weaker likeness, 0 for markers
    without any law header (a page of one law: the reader needs to be told which, ``--law``)."""

    kind: str | None
    edition: int | None  # None: the edition is the importer's to tell (laws/editions.yaml, the text)
    langs: tuple[str, ...]
    reasons: list[str] = field(default_factory=list)
    fit: int = 1
    needs_law: bool = False  # no law header: the text is one law (or a part), which it does not name


def reader_for(kind: str) -> Callable:
    return _module(kind).read


def _module(kind: str):
    return import_module(f"{__name__}.{READERS[kind]}")


def detect(text: str) -> Detected:
    """Which kind of document a decoded text is, with the reasons, or kind None: each reader's
    ``detect`` is asked, and the best fit wins (the first in ``READERS`` among equals)."""
    best: Detected | None = None
    for module in dict.fromkeys(READERS.values()):
        found = import_module(f"{__name__}.{module}").detect(text)
        if found is not None and (best is None or found.fit > best.fit):
            best = found
    return best or Detected(None, None, (), ["no law headers of any known layout"], fit=-1)
