"""Plain text: the bytes decoded (:mod:`bridge_laws.text.decode`: UTF-8 ± BOM, UTF-16, the Cyrillic
code pages, CP1252 and Latin-1), line ends normalized; the lines are the text."""

from __future__ import annotations

from ...text.decode import decode
from .base import Document, FormatReader, Stream


class TextReader(FormatReader):
    format = "text"
    label = "plain text"
    suffix = ".txt"

    def sniff(self, data: bytes) -> str | None:
        return "no marks of another format"  # the fallback: tried last

    def read(self, data: bytes, name: str) -> Document:
        decoded = decode(data, name)
        return Document(file=name, format=self.format, streams=(Stream(None, decoded.text),),
                        encoding=decoded.encoding, newline=decoded.newline, bom=decoded.bom)
