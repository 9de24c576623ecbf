"""Web pages in a zip: an e-book (EPUB) and a page downloaded zipped (Google Docs' "Web page
(.html, zipped)": the page and its images), each page read by the HTML reader (:mod:`.html`).

- EPUB: ``META-INF/container.xml`` names the package document (OPF), whose spine gives the
  order of the book's pages (its manifest where each lies in the zip); the pages are read in
  that order and their text joined. A page with no text of its own (a cover, a picture) is left
  out; the navigation document and pages out of the reading order (``linear="no"``) too. The
  title is the book's (``dc:title``).
- A zip holding one web page (with its images and style sheets): that page, as if saved alone.
  A zip of several pages that is no e-book is refused: which one is the text is not told.

Only the members named are inflated, within :mod:`.inflate`'s bounds; a name is looked up in the
zip, never on disk.
"""

from __future__ import annotations

import io
import posixpath
import zipfile
import zlib
from urllib.parse import unquote
from xml.etree import ElementTree

from ...errors import SourceError
from .base import Document, FormatReader, Stream
from .html import HtmlReader
from .inflate import MB, TooLarge, read_member, zip_names, zip_parts

EPUB_MIMETYPE = "application/epub+zip"
# The HTML reader works through a megabyte of page in about 0.6 s: the pages of a zip are read up
# to what a whole book of the Laws in HTML holds (a few MB), not to the 64 MB a zip part may inflate to.
MAX_PAGE_BYTES = 16 * MB
MAX_PAGES = 2000
_PAGE_SUFFIXES = (".html", ".htm", ".xhtml")
_CONTAINER = "META-INF/container.xml"
_OPF = "{http://www.idpf.org/2007/opf}"
_DC_TITLE = "{http://purl.org/dc/elements/1.1/}title"
_ODC = "{urn:oasis:names:tc:opendocument:xmlns:container}"
_PAGE_TYPES = ("application/xhtml+xml", "text/html")


class _Refused(Exception):
    """What the zip holds is not one text: the message says why."""


def _member(data: bytes, name: str) -> bytes:
    parts = zip_parts(data, (name,))
    if name not in parts:
        raise KeyError(name)
    return parts[name]


class _PagesReader(FormatReader):
    """Pages of a zip read one after another by the HTML reader; their texts joined, a language's
    stream after a language's (a bilingual page gives two)."""

    def pages(self, data: bytes, names: list[str]) -> tuple[list[str], str | None]:
        raise NotImplementedError

    def read(self, data: bytes, name: str) -> Document:
        texts: dict[str | None, list[str]] = {}
        notes, read, skipped = [], 0, []
        try:
            pages, title = self.pages(data, zip_names(data) or [])
            if len(pages) > MAX_PAGES:
                raise _Refused(f"{len(pages):,} pages, more than a book of the Laws has ({MAX_PAGES:,})")
            with zipfile.ZipFile(io.BytesIO(data)) as z:  # opened once: its directory read once
                budget = MAX_PAGE_BYTES
                for page in pages:
                    info = z.getinfo(page)
                    if info.file_size > budget:
                        raise TooLarge("its pages together" if budget < MAX_PAGE_BYTES else page[:80], MAX_PAGE_BYTES,
                                       info.file_size)
                    budget -= info.file_size
                    try:
                        document = HtmlReader().read(read_member(z, info, MAX_PAGE_BYTES), f"{name}:{page}")
                    except SourceError as error:  # a cover, a picture, a page that is no page: skipped
                        skipped.append(page if "no law in it" not in str(error) else "")
                        continue
                    read += 1
                    for stream in document.streams:
                        texts.setdefault(stream.lang, []).append(stream.text)
                    if document.title and title is None:
                        title = document.title
        except (TooLarge, _Refused) as exc:
            raise self.refuse(name, str(exc)) from None
        except (zipfile.BadZipFile, KeyError, OSError, ValueError, NotImplementedError, RuntimeError, EOFError,
                LookupError, zlib.error, ElementTree.ParseError) as exc:
            raise self.refuse(name, f"damaged ({type(exc).__name__}: {exc})") from None
        if not read:
            raise self.refuse(name, "no law in it: no page of it has text outside its navigation")
        if len(pages) > 1:
            notes.append(f"{read} page(s) of {len(pages)} read in the reading order")
        unreadable = [page for page in skipped if page]
        if unreadable:
            notes.append(f"{len(unreadable)} page(s) that are no web page left out: {', '.join(unreadable[:3])}")
        streams = tuple(Stream(lang, "\n".join(t.rstrip("\n") + "\n" for t in parts)) for lang, parts in texts.items())
        return Document(file=name, format=self.format, streams=streams, notes=tuple(notes), title=title)


class EpubReader(_PagesReader):
    format = "epub"
    label = "e-book (EPUB)"
    suffix = ".epub"

    def sniff(self, data: bytes) -> str | None:
        if not data.startswith(b"PK\x03\x04"):
            return None
        names = zip_names(data)
        if not names or "mimetype" not in names or _CONTAINER not in names:
            return None
        try:
            mimetype = _member(data, "mimetype")[:100].decode("ascii", errors="replace").strip()
        except (KeyError, TooLarge, zipfile.BadZipFile, OSError, ValueError, NotImplementedError, RuntimeError,
                EOFError, zlib.error):
            return None
        return f"a zip archive of {EPUB_MIMETYPE}" if mimetype == EPUB_MIMETYPE else None

    def pages(self, data: bytes, names: list[str]) -> tuple[list[str], str | None]:
        container = ElementTree.fromstring(_member(data, _CONTAINER))
        rootfile = container.find(f".//{_ODC}rootfile")
        opf_path = rootfile.get("full-path", "") if rootfile is not None else ""
        if opf_path not in names:
            raise _Refused(f"its container names a package document that is not in it ({opf_path[:80] or 'none'})")
        opf = ElementTree.fromstring(_member(data, opf_path))
        base = posixpath.dirname(opf_path)
        manifest = {}
        for item in opf.iter(f"{_OPF}item"):
            href = posixpath.normpath(posixpath.join(base, unquote(item.get("href", ""))))
            manifest[item.get("id")] = (href, item.get("media-type", ""), item.get("properties", ""))
        pages = []
        for ref in opf.iter(f"{_OPF}itemref"):
            href, media, properties = manifest.get(ref.get("idref"), ("", "", ""))
            if (ref.get("linear", "yes") != "no" and media in _PAGE_TYPES and "nav" not in properties.split()
                    and href in names and href not in pages and href != opf_path):
                pages.append(href)
        title = opf.find(f".//{_DC_TITLE}")
        title = " ".join("".join(title.itertext()).split()) if title is not None else ""
        return pages, title or None


class PageZipReader(_PagesReader):
    format = "pagezip"
    label = "zipped web page"
    suffix = ".zip"

    def sniff(self, data: bytes) -> str | None:
        if not data.startswith(b"PK\x03\x04"):
            return None
        names = zip_names(data) or []
        pages = [n for n in names if n.lower().endswith(_PAGE_SUFFIXES) and not n.endswith("/")]
        if not pages or "word/document.xml" in names or "content.xml" in names or _CONTAINER in names:
            return None
        return f"a zip archive holding {len(pages)} web page(s) ({pages[0][:60]}{' …' if len(pages) > 1 else ''})"

    def pages(self, data: bytes, names: list[str]) -> tuple[list[str], str | None]:
        pages = [n for n in names if n.lower().endswith(_PAGE_SUFFIXES) and not n.endswith("/")]
        if len(pages) > 1:
            shown = ", ".join(pages[:4]) + (" …" if len(pages) > 4 else "")
            raise _Refused(f"{len(pages)} web pages ({shown}), and which one is the text is not told: "
                             "unzip it and import the page")
        return pages, None
