"""Bounds on what a compressed file may inflate to, checked before or while inflating, never after.

A DOCX is a zip and a PDF's streams are compressed: a 1 MB DOCX whose thumbnail inflates to 1 GB,
or a 1 MB PDF with a stream of 1 GB, took 2.2 GB to import (and the DOCX as much again on every
build). The text of the Laws needs far less: the whole 2017 book is some 2 MB of Word XML and a
few MB of PDF content streams.

- DOCX (:func:`docx_package`): only the XML parts (the document, its numbering, styles, footnotes,
  relationships) are inflated, each at most :data:`MAX_PART` and all together at most
  :data:`MAX_DOCUMENT` as the zip's directory declares them, checked before anything is
  inflated (zipfile never inflates a member past its declared size); images, thumbnails, fonts
  and embedded files — never text — are left compressed, as empty parts.
- ODT (:func:`zip_parts`): only the XML parts its text needs (content, styles, meta), bounded the
  same way.
- PDF (:func:`bounded_pdf_streams`): pdfminer's stream filters (Flate, LZW, RunLength, the PNG
  predictor, CCITT) stop at :data:`MAX_PART` a stream and :data:`MAX_DOCUMENT` a document.

Past a bound, :class:`TooLarge`, which the format readers turn into one line naming the file.
"""

from __future__ import annotations

import contextlib
import io
import zipfile
import zlib

MB = 1024 * 1024
MAX_PART = 64 * MB  # one DOCX part or one PDF stream, inflated
MAX_DOCUMENT = 256 * MB  # all of one document's parts or streams, inflated
MAX_MEMBERS = 10_000  # a Word document has a few dozen
# A predictor is undone a byte at a time in Python (8 bytes of list a byte): it serves the small
# cross-reference and object streams of a PDF, never the text, so a larger predicted stream is refused.
MAX_PREDICTED = 16 * MB


class TooLarge(Exception):
    """A part that would inflate past a bound: a decompression bomb, or nothing a text needs."""

    def __init__(self, what: str, bound: int, size: int | None = None):
        size = f" ({size:,} bytes)" if size is not None else ""
        unit = "MB" if bound >= MB else "items"
        super().__init__(f"{what} inflates past {bound // MB if bound >= MB else bound:,} {unit}{size}, "
                         "the bound of what a text of the Laws needs (a decompression bomb?): not read")


def _is_xml(name: str) -> bool:
    return name.lower().endswith((".xml", ".rels"))


def zip_names(data: bytes) -> list[str] | None:
    """The names of a zip's members, or None for bytes that are no zip one can open."""
    try:
        with zipfile.ZipFile(io.BytesIO(data)) as z:
            return z.namelist()
    except (zipfile.BadZipFile, OSError, ValueError, NotImplementedError, RuntimeError):
        return None


def read_member(z: zipfile.ZipFile, member: zipfile.ZipInfo, limit: int = MAX_PART) -> bytes:
    """A member's bytes, inflated a megabyte at a time: zipfile's own ``read`` inflates a whole
    deflate stream in one call before cutting it to the declared size, so a member that declares
    39 bytes and inflates to 2.5 GB took 2.1 GB of memory; here no more than the declared size
    (checked against ``limit`` first) and a megabyte are ever held."""
    if member.file_size > limit:
        raise TooLarge(member.filename[:80], limit, member.file_size)
    out = bytearray()
    with z.open(member) as stream:
        while chunk := stream.read(MB):
            out += chunk
            if len(out) > limit:
                raise TooLarge(member.filename[:80], limit)
    return bytes(out)


def docx_package(data: bytes) -> bytes:
    """The DOCX ``data`` as a zip holding only what its text needs, for python-docx to open (it
    reads every part the relationships name, a 1 GB thumbnail too). Raises :class:`TooLarge`
    and zipfile's ``BadZipFile``."""
    with zipfile.ZipFile(io.BytesIO(data)) as z:
        members = z.infolist()
        if len(members) > MAX_MEMBERS:
            raise TooLarge(f"a zip of {len(members):,} members", MAX_MEMBERS)
        xml = [m for m in members if _is_xml(m.filename)]
        for m in xml:
            if m.file_size > MAX_PART:
                raise TooLarge(m.filename[:80], MAX_PART, m.file_size)
        if sum(m.file_size for m in xml) > MAX_DOCUMENT:
            raise TooLarge("its XML parts together", MAX_DOCUMENT, sum(m.file_size for m in xml))
        out = io.BytesIO()
        with zipfile.ZipFile(out, "w", zipfile.ZIP_STORED) as slim:
            for m in members:
                slim.writestr(m.filename, read_member(z, m) if _is_xml(m.filename) else b"")
    return out.getvalue()


def zip_parts(data: bytes, names) -> dict[str, bytes]:
    """The members ``names`` of the zip ``data`` that it holds (an OpenDocument file's XML), each
    at most :data:`MAX_PART` and all at most :data:`MAX_DOCUMENT` inflated, as declared (zipfile
    inflates no member past its declared size). Raises :class:`TooLarge` and ``BadZipFile``."""
    with zipfile.ZipFile(io.BytesIO(data)) as z:
        members = z.infolist()
        if len(members) > MAX_MEMBERS:
            raise TooLarge(f"a zip of {len(members):,} members", MAX_MEMBERS)
        wanted = [m for m in members if m.filename in names]
        for m in wanted:
            if m.file_size > MAX_PART:
                raise TooLarge(m.filename[:80], MAX_PART, m.file_size)
        if sum(m.file_size for m in wanted) > MAX_DOCUMENT:
            raise TooLarge("its XML parts together", MAX_DOCUMENT, sum(m.file_size for m in wanted))
        return {m.filename: read_member(z, m) for m in wanted}


class BadPackage(ValueError):
    """An Office package (a deck, a workbook) that cannot be opened or whose XML is not well-formed."""


def xml_parts(data: bytes, wanted) -> dict:
    """The XML members of the zip ``data`` whose names ``wanted(name)`` keeps, each parsed
    (ElementTree), within the bounds of :func:`zip_parts`. Raises :class:`TooLarge`, and
    :class:`BadPackage` saying what is wrong."""
    import zlib
    from xml.etree import ElementTree

    try:
        names = zip_names(data) or []
        return {part: ElementTree.fromstring(xml) for part, xml in zip_parts(data, [n for n in names if wanted(n)]).items()}
    except TooLarge:
        raise
    except (zipfile.BadZipFile, OSError, ValueError, NotImplementedError, RuntimeError, EOFError, zlib.error,
            ElementTree.ParseError, LookupError) as exc:
        raise BadPackage(f"{type(exc).__name__}: {exc}") from None


class _Budget:
    """What one PDF may still inflate, and pdfminer's filters bounded by it."""

    def __init__(self):
        self.left = MAX_DOCUMENT

    def limit(self) -> int:
        return min(MAX_PART, self.left)

    def spend(self, what: str, size: int) -> None:
        if size > self.limit():
            raise TooLarge(what if self.left >= MAX_PART else f"{what} (with the document's others)",
                           MAX_PART if self.left >= MAX_PART else MAX_DOCUMENT)
        self.left -= size

    def flate(self, data: bytes) -> bytes:
        """``zlib.decompress``, stopping one byte past the bound instead of inflating it all."""
        d = zlib.decompressobj()
        out = d.decompress(data, self.limit() + 1)
        self.spend("a Flate stream", len(out))
        if not d.eof:
            raise zlib.error("incomplete or truncated stream")  # as zlib.decompress says it
        return out

    def flate_damaged(self, data: bytes) -> bytes:
        """pdfminer's ``decompress_corrupted`` (a stream with a bad checksum: what inflates before
        an error in its last 3 bytes is kept), fed by chunks instead of a byte at a time with the
        result copied each time (quadratic), and bounded."""
        d, out, step = zlib.decompressobj(), bytearray(), 4096
        for start in range(0, len(data), step):
            chunk, saved = data[start:start + step], d.copy()
            try:
                out += d.decompress(chunk)
            except zlib.error:
                d = saved  # the failing chunk again, a byte at a time, to keep what came before
                for i in range(len(chunk)):
                    try:
                        out += d.decompress(chunk[i:i + 1])
                    except zlib.error:
                        if start + i < len(data) - 3:
                            raise
                        break
                break
            if len(out) > self.limit():
                break  # at most one chunk's worth (4 KB × 1,032) past the bound before the check
        self.spend("a damaged Flate stream", len(out))
        return bytes(out)

    def lzw(self, data: bytes) -> bytes:
        from pdfminer.lzw import LZWDecoder

        out, size = [], 0
        for piece in LZWDecoder(io.BytesIO(data)).run():
            size += len(piece)
            if size > self.limit():
                break
            out.append(piece)
        self.spend("an LZW stream", size)
        return b"".join(out)

    def run_length(self, data: bytes) -> bytes:
        """PDF RunLengthDecode (PDF 1.7, 7.4.5): a length byte 0-127 copies the next 1-128 bytes,
        129-255 repeats the next byte 257 - length times, 128 ends."""
        out, i, limit = bytearray(), 0, self.limit()
        while i < len(data) and data[i] != 128:
            length = data[i]
            if length < 128:
                out += data[i + 1:i + 2 + length]
                i += length + 2
            else:
                out += data[i + 1:i + 2] * (257 - length)
                i += 2
            if len(out) > limit:
                break
        self.spend("a RunLength stream", len(out))
        return bytes(out)

    def png_predictor(self, pred, colors, columns, bits, data):
        from pdfminer.utils import apply_png_predictor

        # a row of /Columns 2000000000 was one list of two billion zeros before a byte was read
        if len(data) > MAX_PREDICTED or max(colors, 1) * max(columns, 1) > MAX_PREDICTED:
            raise TooLarge("a stream with a PNG predictor", MAX_PREDICTED)
        return apply_png_predictor(pred, colors, columns, bits, data)

    def ccitt(self, data, params):
        from pdfminer.ccitt import ccittfaxdecode

        columns = params.get("Columns", 1728) if isinstance(params, dict) else 1728
        if not isinstance(columns, int) or not 0 < columns <= MAX_PREDICTED:  # a row is allocated whole
            raise TooLarge("a CCITT image row", MAX_PREDICTED)
        out = ccittfaxdecode(data, params)
        self.spend("a CCITT stream", len(out))
        return out


class _Zlib:
    """What pdfminer calls ``zlib``: decompress bounded; decompressobj and error as they are."""

    def __init__(self, budget: _Budget):
        self.decompress = budget.flate
        self.decompressobj = zlib.decompressobj
        self.error = zlib.error


@contextlib.contextmanager
def bounded_pdf_streams():
    """While a PDF is read, pdfminer's filters stop at the bounds (its module's names replaced, and
    put back after: the library has no setting for it)."""
    from pdfminer import pdftypes

    budget = _Budget()
    names = {"zlib": _Zlib(budget), "decompress_corrupted": budget.flate_damaged, "lzwdecode": budget.lzw,
             "rldecode": budget.run_length, "apply_png_predictor": budget.png_predictor,
             "ccittfaxdecode": budget.ccitt}
    saved = {name: getattr(pdftypes, name) for name in names}
    for name, value in names.items():
        setattr(pdftypes, name, value)
    try:
        yield budget
    finally:
        for name, value in saved.items():
            setattr(pdftypes, name, value)
