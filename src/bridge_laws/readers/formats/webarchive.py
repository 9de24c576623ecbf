"""A page saved by Safari as a web archive (``.webarchive``): a binary property list holding the
page's bytes (``WebMainResource``: its data, MIME type, URL and the encoding Safari read it in),
the files it uses (``WebSubresources``: style sheets, pictures, scripts) and the pages of its
frames (``WebSubframeArchives``: a comments widget, an advertisement).

Read as Safari shows it: the main page, in the encoding the archive names, with the style sheets
it links (a list whose numbers a style sheet draws is drawn so); a frame's page is another site's
words inside it, left out and said — unless the page holds no law and a frame's page does (a site
that frames its text), which is then read. The property list is read by the standard library's
``plistlib``; nothing in it is trusted as a path or an instruction."""

from __future__ import annotations

import plistlib
import re
from dataclasses import replace

from .base import Document, FormatReader
from .html import read_written_page

_MAGIC = b"bplist00"
_PAGE_TYPES = ("text/html", "application/xhtml+xml")
_SHOWN_TYPES = (*_PAGE_TYPES, "text/plain")
MAX_SHEET_BYTES = 4 * 1024 * 1024  # the style sheets' bytes read at most, together
MAX_STYLE_SHEETS = 50  # style sheets of an archive read at most (a page links a handful)
MAX_FRAMES = 20  # frames of a page looked in for the law at most


class SafariArchiveReader(FormatReader):
    format = "webarchive"
    label = "a page saved by Safari (web archive)"
    suffix = ".webarchive"

    def sniff(self, data: bytes) -> str | None:
        if not data.startswith(_MAGIC) or b"WebMainResource" not in data:
            return None
        return "a binary property list holding a WebMainResource (Safari's web archive)"

    def read(self, data: bytes, name: str) -> Document:
        try:
            archive = plistlib.loads(data)
        except Exception as exc:  # noqa: BLE001 — plistlib raises many kinds on damaged bytes
            raise self.refuse(name, f"the property list cannot be read ({type(exc).__name__})") from None
        main = archive.get("WebMainResource") if isinstance(archive, dict) else None
        if not isinstance(main, dict) or not isinstance(main.get("WebResourceData"), bytes):
            raise self.refuse(name, "no page in it (no WebMainResource with data)")
        kind = str(main.get("WebResourceMIMEType") or "text/html")
        if kind not in _SHOWN_TYPES:
            raise self.refuse(name, f"its page is {kind[:60]!r}, not a web page: open it in Safari and save the page "
                                    "as text or as a web page")
        charset = _charset(main.get("WebResourceTextEncodingName"))
        page = _decoded(main["WebResourceData"], charset)
        if kind == "text/plain":  # a text Safari shows as it is (an address of a .txt)
            from .text import TextReader

            document = TextReader().read(page.encode("utf-8"), name)
            return replace(document, format=self.format, encoding=charset,
                           notes=(f"the text of {_address(main)}, read in {charset or 'the encoding it was detected in'}",))
        styles = "".join(f"<style>{sheet}</style>" for sheet in _sheets(archive, page))
        document = read_written_page(styles + page, name, self)
        frames = [r for r in map(_main_of, _resources(archive.get("WebSubframeArchives")))
                  if r is not None and str(r.get("WebResourceMIMEType") or "text/html") in _PAGE_TYPES
                  and isinstance(r.get("WebResourceData"), bytes)][:MAX_FRAMES]
        notes = [f"the page of {_address(main)}, read in {charset or 'the encoding it declares'}"]
        if not _holds_law(document) and frames:  # the page only frames the law (a site's frameset, an embed)
            for frame in frames:
                framed = read_written_page(_decoded(frame["WebResourceData"], _charset(frame.get("WebResourceTextEncodingName"))),
                                           name, self)
                if _holds_law(framed):
                    notes = [f"the page of {_address(frame)}, a frame of {_address(main)} — the page itself holds no law"]
                    document = framed
                    frames = [f for f in frames if f is not frame]
                    break
        if frames:
            notes.append(f"{len(frames)} frame(s) of other pages inside it, not read: "
                         + ", ".join(_address(f) for f in frames[:3])[:240])
        return Document(file=name, format=self.format, streams=document.streams, encoding=charset,
                        notes=(*notes, *document.notes), title=document.title)


def _address(resource: dict) -> str:
    return str(resource.get("WebResourceURL") or "(no address)")[:120]


def _holds_law(document: Document) -> bool:
    """Whether a page's lines hold a law's header."""
    from ..grammar import holds_law_header

    return holds_law_header(document.text.split("\n"))


def _sheets(archive: dict, page: str) -> list[str]:
    """The style sheets the page links (its ``href``s and ``@import``s, read once), each of the
    archive's resources once (a property list may name one object many times), up to
    MAX_STYLE_SHEETS and MAX_SHEET_BYTES."""
    linked = {m.group(1) for m in _LINK.finditer(page)}
    names = {href.rsplit("/", 1)[-1] for href in linked} - {""}
    out, seen, size = [], set(), 0
    for resource in _resources(archive.get("WebSubresources")):
        url, data = resource.get("WebResourceURL"), resource.get("WebResourceData")
        if id(resource) in seen or resource.get("WebResourceMIMEType") != "text/css" or not isinstance(data, bytes) \
                or not isinstance(url, str) or not (url in linked or url.rsplit("/", 1)[-1] in names):
            continue
        seen.add(id(resource))
        size += len(data)
        if len(out) >= MAX_STYLE_SHEETS or size > MAX_SHEET_BYTES:
            break
        out.append(_decoded(data, _charset(resource.get("WebResourceTextEncodingName")) or "utf-8"))
    return out


# what a page links a style sheet by: a <link>'s href, an @import's address
_LINK = re.compile(r"""(?:href\s*=\s*["']?|@import\s+(?:url\(\s*)?["']?)([^"'\s<>()]{1,2000})""", re.IGNORECASE)


def _charset(value) -> str | None:
    """The encoding the archive names, read as a browser reads the label (an unknown one, or one
    that is no text encoding — "undefined", "idna", "utf-7" — reads as none)."""
    from .html import web_codec

    return web_codec(value) if isinstance(value, str) and value else None


def _decoded(data, charset: str | None) -> str:
    """A resource's text: in the archive's encoding, or (none named) as the HTML reader would read
    the bytes (its BOM, its ``<meta charset>``, or UTF-8 / Windows-1252)."""
    if not isinstance(data, bytes):
        return ""
    if charset is None:
        from .html import HtmlReader

        charset = HtmlReader().decode(data, "")[1]
    return data.decode(charset, errors="replace").lstrip("\ufeff")


def _resources(value) -> list[dict]:
    return [r for r in value if isinstance(r, dict)] if isinstance(value, list) else []


def _main_of(frame: dict) -> dict | None:
    main = frame.get("WebMainResource")
    return main if isinstance(main, dict) else None


