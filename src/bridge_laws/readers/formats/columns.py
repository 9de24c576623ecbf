"""Bilingual documents: Russian | English side by side in a two-column table, as bilingual web
pages and some federations' DOCX print the Laws. Each column becomes a language stream; text
outside such tables goes to the stream of its own language.
"""

from __future__ import annotations

from .base import Document, Stream, blank_separated, block_text
from .language import language_of

# A table is a side-by-side translation when most of its rows have exactly two filled cells.
_PAIRED_ROWS = 0.6


def column_langs(rows: list[list[str]]) -> tuple[str, str] | None:
    """(language of column 0, of column 1) when the table is Russian | English or English | Russian."""
    pairs = [row for row in rows if len([c for c in row if c.strip()]) == 2 and len(row) == 2]
    if not rows or len(pairs) < _PAIRED_ROWS * len(rows):
        return None
    left = language_of("\n".join(row[0] for row in pairs))
    right = language_of("\n".join(row[1] for row in pairs))
    return (left, right) if {left, right} == {"ru", "en"} else None


def _table_text(rows: list[list[str]]) -> str:
    return "\n".join("\t".join(row) for row in rows)


def bilingual_streams(blocks: list) -> tuple[Stream, ...] | None:
    """Two streams (ru, en) when ``blocks`` (paragraph strings and tables, lists of rows of cell
    strings, in document order) hold a Russian | English table; None when they hold none.

    A paragraph or another table outside the bilingual tables goes to the stream of its own
    language; one in neither language (a date, a page title in a third language) is dropped."""
    langs = [(column_langs(b) if isinstance(b, list) else None) for b in blocks]
    if not any(langs):
        return None
    paragraphs: dict[str, list[str]] = {"ru": [], "en": []}
    for block, pair in zip(blocks, langs):
        if pair is not None:
            for row in block:
                for cell, lang in zip(row, pair):
                    paragraphs[lang].append(cell)
            continue
        text = block if isinstance(block, str) else _table_text(block)
        lang = language_of(text)
        if lang in paragraphs:
            paragraphs[lang].append(text)
    return tuple(Stream.of_lines(lang, blank_separated(paragraphs[lang])) for lang in ("ru", "en"))


def blocks_document(reader, name: str, blocks: list, numbered: str = "", title: str | None = None,
                    notes=()) -> Document:
    """A word processor's blocks (a paragraph a str, a table a list of rows of cells) as its
    reader's Document: a Russian | English table as two streams, else the paragraphs, a blank line
    between them, a table's rows a line each; ``numbered`` says what drew the list numbers."""
    notes = list(notes)
    streams = bilingual_streams(blocks)
    if streams is not None:
        notes.append(f"a two-column table: {' and '.join(s.lang for s in streams)} side by side")
        return Document(file=name, format=reader.format, streams=streams, notes=tuple(notes), title=title)
    if numbered:
        notes.append(numbered)
    paragraphs = [block_text(b) for b in blocks]
    return Document(file=name, format=reader.format, title=title, notes=tuple(notes),
                    streams=(Stream.of_lines(None, blank_separated(paragraphs)),))
