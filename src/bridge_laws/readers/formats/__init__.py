"""The formats a text of the Laws comes in, each read into plain text in the standard layout.

One reader class per format, in a registry keyed by format (as pelican's readers): PDF, DOCX, a
PowerPoint deck (PPTX), an Excel workbook (XLSX), DOC, ODT, an Impress deck (ODP), an XPS document, a Word 2003 XML document, EPUB, FB2 (an
e-book in FictionBook, zipped or not), a zipped web page, RTF, a web page saved as one file
(MHTML), a mailbox (mbox), a mail (MIME), an e-reader's clippings, a DokuWiki or MediaWiki page's
source, a reStructuredText source, an Org-mode file, an AsciiDoc page, a LaTeX source or a Jupyter
notebook (by pandoc), a chat, a channel, a conversation or a note exported as JSON (Telegram
Desktop, Slack, ChatGPT, Google Keep), a news feed (RSS, Atom), a scanned book's OCR output (ALTO
XML, hOCR), a table exported as CSV or TSV, a Textile source, HTML, Markdown and plain text.
The format is told from the bytes, never from the file's name: the magic numbers (``%PDF-``; a zip
holding ``word/document.xml``, ``ppt/presentation.xml`` or ``xl/workbook.xml``, or an OpenDocument text's or presentation's ``mimetype``, or an XPS document's ``.fdseq``,
or one ``.fb2``; an XML
``<FictionBook>``, ``<w:wordDocument>``; an OLE file with a ``WordDocument`` stream; ``{\rtf``), then
a web archive's MIME headers, a mailbox's "From " line, a mail's MIME headers, then an e-reader's clippings (entries under lines of ten "="), then a
DokuWiki or a MediaWiki source's headings ("== … ==") with their other marks, then
reStructuredText's underlined titles with its directives, then Org-mode's, AsciiDoc's and LaTeX's
marks, then a notebook's JSON (cells, nbformat) and an app's (a chat's messages, Slack's ``ts``,
ChatGPT's ``mapping``, a note's textContent), then a news feed's root element (``<rss>``, Atom's
``<feed>``), then ALTO's (``<alto>``), then hOCR's classes in a tag (``ocr_page``, ``ocr_line``) or
its ``ocr-system`` meta (before HTML: an ordinary page has neither), then a table's rows of a marker and its words, then Textile's ``h2.`` headings, then
Markdown's marks, then HTML tags; plain text is what is left. The name only makes a
refusal clearer (a file named ``.docx`` that is not a zip).

    document = extract(data, name)   # → Document: format, streams of lines, notes

The layout readers (``readers/``) then parse the lines into units, the same way for every
format. Adding a format is adding a class to ``FORMAT_READERS``.
"""

from __future__ import annotations

import hashlib
from dataclasses import replace
from pathlib import Path

from ...errors import SourceError
from . import cache
from .alto import AltoReader
from .appjson import AppJsonReader
from .base import Document, FormatReader, Stream
from .clippings import ClippingsReader, KindleNotebookReader
from .doc import OLE_MAGIC, DocReader
from .dokuwiki import DokuWikiReader
from .docx import DocxReader
from .fb2 import Fb2Reader
from .feed import EnexReader, FeedReader, OutlineReader
from .fidonet import FidoNetReader
from .hocr import HocrReader
from .html import HtmlReader
from .inflate import zip_names
from .mail import MailReader, MboxReader, WebArchiveReader
from .markdown import MarkdownReader
from .mediawiki import MediaWikiReader
from .pandoc import AsciiDocReader, LatexReader, ManReader, NotebookReader, OrgReader, TypstReader
from .odp import FlatOdpReader, OdpReader
from .odt import FlatOdtReader, OdtReader, flat_odf_mimetype, odf_mimetype
from .pagezip import EpubReader, PageZipReader
from .pdf import PdfReader
from .pptx import PptxReader
from .rst import RstReader
from .rtf import RtfReader
from .sheet import XlsxReader
from .subtitles import SubtitlesReader
from .table import TableReader
from .text import TextReader
from .textile import TextileReader
from .webarchive import SafariArchiveReader
from .trac import TracReader
from .wordml import WordMLReader
from .xps import XpsReader

# In the order they are tried: the magic numbers first, plain text last (it takes anything).
# Markdown before HTML: a note's raw HTML (`<details>`, `<br>`) does not make it a web page, and
# Markdown does not take a page saved whole (`<html>`).
FORMAT_READERS: dict[str, FormatReader] = {r.format: r for r in (
    SafariArchiveReader(), PdfReader(), DocxReader(), PptxReader(), XlsxReader(), DocReader(), OdtReader(), FlatOdtReader(), OdpReader(), FlatOdpReader(), XpsReader(), WordMLReader(), EpubReader(), Fb2Reader(), PageZipReader(),
    RtfReader(), FidoNetReader(),
    WebArchiveReader(), MboxReader(), MailReader(), ClippingsReader(), KindleNotebookReader(), DokuWikiReader(), MediaWikiReader(), TracReader(), RstReader(), OrgReader(), AsciiDocReader(),
    LatexReader(), TypstReader(), ManReader(), NotebookReader(), AppJsonReader(), FeedReader(), OutlineReader(), EnexReader(), AltoReader(), HocrReader(), SubtitlesReader(), TableReader(),
    TextileReader(), MarkdownReader(), HtmlReader(), TextReader())}
FORMATS = tuple(FORMAT_READERS)

__all__ = ["Document", "Stream", "FormatReader", "FORMAT_READERS", "FORMATS", "detect_format", "extract"]

# Files that look like one of our formats by their bytes but are not (an OLE file that holds no
# Word document, a zip that holds no text document): a clear refusal beats reading them as text.
_ZIP = b"PK\x03\x04"
# The readers tried last, which would read any such file as text.
_READ_AS_TEXT = ("mhtml", "mbox", "mail", "clippings", "kindle-notebook", "dokuwiki", "mediawiki", "trac", "rst", "org", "asciidoc", "latex", "man", "subtitles", "table", "textile", "markdown", "html", "text")


def detect_format(data: bytes, name: str = "") -> tuple[str, str]:
    """(format, why) for the bytes of a file. Raises SourceError for a file that is no format
    we read but claims one (a ``.docx`` that is not a zip, a zip without ``word/document.xml``,
    a ``.pdf`` without ``%PDF-``, an old ``.doc``)."""
    for fmt, reader in FORMAT_READERS.items():
        why = reader.sniff(data)
        if why is not None:
            if fmt in _READ_AS_TEXT:  # no reader of a format with magic numbers took it
                _refuse_lookalikes(data, name)
            _refuse_misnamed(fmt, data, name)
            return fmt, why
    raise AssertionError("the text reader takes any file")  # pragma: no cover


# A PDF takes about 0.1 s a page to read; an import reads the file twice in one process (the dry
# run, then the rebuild, under another name), so the last few documents read are kept, by their
# bytes.
_RECENT: dict[tuple[str, str], Document] = {}
_RECENT_SIZE = 4


def extract(data: bytes, name: str, fmt: str | None = None, cache_dir: Path | None = None) -> Document:
    """Read a file's bytes with the reader of its format (detected unless given). With
    ``cache_dir``, what a slow reader (PDF) extracts is kept there for the next build."""
    if fmt is None:
        fmt, _ = detect_format(data, name)
    key = (hashlib.sha256(data).hexdigest(), fmt)
    if key not in _RECENT:
        document = cache.load(cache_dir, data, name) if cache_dir and fmt in cache.SLOW else None
        if document is None:
            try:
                document = FORMAT_READERS[fmt].read(data, name)
            except RecursionError:  # a parser's own recursion (the mail's, JSON's) on parts nested past reason
                raise FORMAT_READERS[fmt].refuse(name, "nested too deep to read (parts, lists or brackets in "
                                                       "thousands of levels)") from None
            if cache_dir and fmt in cache.SLOW:
                cache.save(cache_dir, data, document)
        while len(_RECENT) >= _RECENT_SIZE:
            _RECENT.pop(next(iter(_RECENT)))
        _RECENT[key] = document
    return replace(_RECENT[key], file=name)


def _refuse_lookalikes(data: bytes, name: str) -> None:
    """Refuse a file that no reader of a format with magic numbers took, but which has them."""
    flat = flat_odf_mimetype(data)
    if flat:
        raise SourceError(name, f"a flat OpenDocument file of another kind ({flat[:60]}), which holds no text to "
                                "read: save the text as .odt, .docx or plain text and import that")
    if data.startswith(OLE_MAGIC):
        raise SourceError(name, "an OLE file without a Word document in it (an Excel or PowerPoint file, or a "
                                "damaged .doc), which cannot be read: save the text as .docx or plain text and "
                                "import that")
    if data.startswith(_ZIP):
        names = zip_names(data)
        if names is None:
            raise SourceError(name, "a damaged zip archive (a Word document, an OpenDocument text or an e-book "
                                    "is one): it cannot be opened")
        shown = ", ".join(names[:5]) + (" …" if len(names) > 5 else "")
        kind = (f"an OpenDocument file of another kind ({odf_mimetype(data) or 'no mimetype'})"
                if "mimetype" in names and "content.xml" in names else "a zip archive")
        raise SourceError(name, f"{kind} with no text in a form read here (no Word document, deck, workbook, "
                                f"OpenDocument text or presentation, XPS document, e-book or web page): it holds {shown or 'nothing'}")


_MISNAMED = {"pdf": "it does not start with %PDF-", "docx": "it is not a zip archive",
             "odt": "it is not a zip archive", "odp": "it is not a zip archive", "xps": "it is not a zip archive",
             "rtf": "it does not start with {\\rtf"}


def _refuse_misnamed(fmt: str, data: bytes, name: str) -> None:
    """A file named for a binary format whose bytes are another format."""
    suffix = name.lower().rsplit(".", 1)[-1] if "." in name else ""
    expected = suffix if suffix in _MISNAMED else None
    if expected and expected != fmt:
        what = "a zip archive of another kind" if data.startswith(_ZIP) else _MISNAMED[expected]
        raise SourceError(name, f"named .{suffix} but is not {_a(FORMAT_READERS[expected].label)}: {what} "
                                f"(its bytes are {FORMAT_READERS[fmt].label})")


def _a(label: str) -> str:
    """A format's label with its article: "a PDF", "an RTF document", "an OpenDocument text"."""
    initialism = label.split()[0].isupper()
    vowel = label[:1] in "AEIOU" or (initialism and label[:1] in "FHLMNRSX")
    return f"{'an' if vowel else 'a'} {label}"
