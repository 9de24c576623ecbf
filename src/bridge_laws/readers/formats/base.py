"""What every format reader gives: the plain text of a document, line by line, in one or more
language streams, with what was done to get it.

The contract with the layout readers: a stream's ``lines`` are the document as a clean plain
text would give it — one line per line of the printed page (or one per paragraph when the format
keeps no line breaks), a blank line between paragraphs, numbers that the format kept apart
(Word's automatic numbering, HTML and Markdown ordered lists) written into the text (``A.``,
``1.``, ``(a)``), and page furniture (running headers, footers, page numbers) gone. Nothing is
parsed into units here; the layout reader does that, the same way for every format.
"""

from __future__ import annotations

import re

from dataclasses import dataclass

from ...errors import SourceError
from ...text.numerals import TO_SUPERSCRIPT


@dataclass(frozen=True)
class Stream:
    """The text of one language of a document. ``lang`` is None when the format does not tell it
    (a one-language document: the layout reader or the manifest knows its language)."""

    lang: str | None
    text: str  # "\n" line ends

    @classmethod
    def of_lines(cls, lang: str | None, lines) -> "Stream":
        return cls(lang, "".join(f"{line}\n" for line in lines))

    @property
    def lines(self) -> list[str]:
        return self.text.split("\n")[:-1] if self.text.endswith("\n") else self.text.split("\n")


@dataclass(frozen=True)
class Document:
    """A source file read by its format reader.

    ``encoding``, ``newline`` and ``bom`` describe the bytes of the text formats (None for PDF
    and DOCX, whose text is not a byte stream); ``notes`` say what the extraction did or could
    not do, one fact each ("3 pages; removed a running header repeated on 3 pages")."""

    file: str
    format: str
    streams: tuple[Stream, ...]
    encoding: str | None = None
    newline: str | None = None
    bom: bool = False
    notes: tuple[str, ...] = ()
    title: str | None = None  # what the document calls itself outside its text (an HTML page's <title>)

    @property
    def text(self) -> str:
        """All streams, one after another: the text of a one-language document."""
        return "".join(s.text for s in self.streams)

    def stream(self, lang: str | None) -> Stream | None:
        return next((s for s in self.streams if s.lang == lang), None)


class FormatReader:
    """One kind of file. Subclasses set ``format`` and ``label`` and implement :meth:`read`;
    :meth:`sniff` says, from the bytes alone, whether a file is of this format."""

    format = ""
    label = ""  # for messages: "PDF", "Word document (DOCX)"
    suffix = ""  # the file name's ending for a copy in laws/sources/: ".pdf"

    def sniff(self, data: bytes) -> str | None:
        """Why ``data`` is of this format (for the importer's report), or None."""
        raise NotImplementedError

    def read(self, data: bytes, name: str) -> Document:
        raise NotImplementedError

    def refuse(self, name: str, message: str, line: int | None = None) -> SourceError:
        return SourceError(name, f"{self.label}: {message}", line)


def raised(text: str) -> str:
    """Raised text as the plain text of the Laws prints it: a note number raised in the format
    (HTML ``<sup>1</sup>``, a Word run set in superscript, a Word footnote number) is "¹", the mark
    the layout reader knows; other raised text is kept as it is."""
    return text.translate(TO_SUPERSCRIPT) if text.strip().isdigit() else text


def block_text(block, rows: str = "\n") -> str:
    """A reader's block as text: a paragraph (a str) as it is, a table (rows of cells) a row a
    line (or joined by ``rows``), its cells apart by tabs."""
    return block if isinstance(block, str) else rows.join("\t".join(row) for row in block)


def trim_line_ends(text: str) -> str:
    """``text`` with the spaces and tabs around each of its line breaks taken off, in linear time
    (the regular expression ``[ \t]*\n[ \t]*`` backtracked over every long run of spaces: a
    file of 600 bytes drawing 100,000 spaces took 6 s)."""
    if "\n" not in text:
        return text
    lines = text.split("\n")
    return "\n".join([lines[0].rstrip(" \t"), *(line.strip(" \t") for line in lines[1:-1]),
                      lines[-1].lstrip(" \t")])


def blank_separated(paragraphs) -> tuple[str, ...]:
    """Paragraphs (each one or more lines) as lines with one blank line between paragraphs."""
    lines: list[str] = []
    for paragraph in paragraphs:
        body = [line.rstrip() for line in paragraph.split("\n")]
        if not any(body):
            continue
        if lines:
            lines.append("")
        lines.extend(body)
    return tuple(lines)


def ascii_view(data: bytes) -> bytes:
    """The bytes with UTF-16's zero bytes dropped where a UTF-16 BOM begins them, so that the
    ASCII tags and attributes of a UTF-16 page or XML file are seen by a sniffer too."""
    return data.replace(b"\x00", b"") if data[:2] in (b"\xff\xfe", b"\xfe\xff") else data


NO_STAMP = "01.01.1970, 00:00"  # a message whose date cannot be read


def chat_message(stamp: str, who: str, words: str) -> list[str]:
    """A message as a chat's text export prints it ("11.02.2023, 19:04 - Writer: its first line",
    then its other lines), so that the layout readers read an app's export or a mailbox as a chat
    (``fixers.unchat``); the writer's name on one line, without a colon, at most 50 characters."""
    who = " ".join(who.replace(":", " ").split())[:50]
    first, *rest = words.strip("\n").split("\n")
    return [f"{stamp} - {who}: {first}" if who else f"{stamp} - {first}", *rest]


def balanced(closes: list[bool]) -> bool:
    """Whether tags opened and closed in this order (True: a closing tag) pair off (a forum's
    [s] … [/s], Markdown's <del> … </del>)."""
    depth = 0
    for close in closes:
        depth += -1 if close else 1
        if depth < 0:
            return False
    return depth == 0


def xml_root_name(head: bytes) -> bytes | None:
    """The name of an XML text's root element, past its declaration, comments, processing
    instructions and document type (each skipped in one look for its end), or None."""
    pos = 3 if head.startswith(b"\xef\xbb\xbf") else 2 if head[:2] in (b"\xff\xfe", b"\xfe\xff") else 0  # (a BOM)
    while True:
        while pos < len(head) and head[pos:pos + 1] in b" \t\r\n":
            pos += 1
        for opener, closer in ((b"<?", b"?>"), (b"<!--", b"-->")):
            if head.startswith(opener, pos):
                end = head.find(closer, pos + len(opener))
                if end < 0:
                    return None
                pos = end + len(closer)
                break
        else:
            if head.startswith(b"<!DOCTYPE", pos):
                end = head.find(b">", pos)
                subset = head.find(b"[", pos, end if end >= 0 else len(head))  # its own entities' «[…]»
                if subset >= 0:
                    close = head.find(b"]", subset)
                    end = head.find(b">", close) if close >= 0 else -1
                if end < 0:
                    return None
                pos = end + 1
                continue
            m = re.match(rb"<([A-Za-z_][\w.:-]{0,100})[\s/>]", head[pos:pos + 110])
            return m.group(1) if m else None
