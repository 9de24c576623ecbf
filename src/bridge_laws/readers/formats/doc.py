"""DOC (Word 97–2003's binary format, as Word and LibreOffice save it): the main text's
paragraphs in order, each with the number Word's list numbering draws for it, tables as rows of
cells, footnotes after the paragraph that cites them.

A ``.doc`` is an OLE compound file (read with ``olefile``) whose ``WordDocument`` stream holds
the text and the File Information Block (FIB), and whose table stream (``0Table`` or ``1Table``)
holds where the text lies ([MS-DOC]):

- the piece table (the FIB's ``Clx``) maps the document's characters to runs of the
  ``WordDocument`` stream, each in UTF-16 or, "compressed", one byte of Windows-1252 a
  character; the main text comes first (``ccpText`` characters), then the footnotes';
- a paragraph ends at ``\\r``, a table cell at ``\\x07``; ``\\x0b`` is a line break, ``\\x0c`` a
  page or section break; a field (``\\x13`` code ``\\x14`` result ``\\x15``) is its result;
- a list item's number is not in the text: the paragraph's properties (its FKP page's PAPX,
  ``sprmPIlfo`` and ``sprmPIlvl``) name a list, whose levels (``PlfLst``'s LVLs: start, number
  format, the number's text with its placeholders) and overrides (``PlfLfo``) draw it, counted
  as :mod:`.numbering` counts Word's;
- footnotes: ``PlcffndRef`` says where each is cited (an automatic number, ``\\x02``, is "¹"),
  ``PlcffndTxt`` where its text is.

Refused, naming the file: an encrypted document, a Word 6 or 95 file (another format), a file
whose structures point outside it. Left out: headers and footers, comments, text boxes,
pictures.
"""

from __future__ import annotations

import bisect
import io
import re
import struct

from .base import Document, FormatReader, raised, trim_line_ends
from .columns import blocks_document
from .numbering import MSONFC, Level, Numbering, endnote_mark, level_number

OLE_MAGIC = b"\xd0\xcf\x11\xe0\xa1\xb1\x1a\xe1"
_WORD_IDENT = 0xA5EC
_WORD97 = 0x00C1  # nFib of Word 97; Word 6 and 95 wrote smaller ones (another format)
_FC_STSHF = 1
_FC_END_REF, _FC_END_TXT = 46, 47
_FC_CLX, _FC_FND_REF, _FC_FND_TXT, _FC_BTE_CHPX, _FC_BTE_PAPX, _FC_PLF_LST, _FC_PLF_LFO = 33, 2, 3, 12, 13, 73, 74
_SPRM_DELETED, _SPRM_HIDDEN = 0x0800, 0x083C  # sprmCFRMarkDel (a tracked deletion), sprmCFVanish
_SPRM_RAISED = 0x2A48  # sprmCIss
_SPRM_ILVL, _SPRM_ILFO, _SPRM_IN_TABLE, _SPRM_TTP = 0x260A, 0x460B, 0x2416, 0x2417
_FOLLOW = {0: " ", 1: " ", 2: ""}  # ixchFollow: a tab, a space, nothing
_DROPPED = dict.fromkeys(map(ord, "\x00\x01\x03\x04\x05\x06\x08\x1f"))  # anchors, separators, soft hyphens
MAX_NUMBER_TEXT = 64  # a list number's text with its placeholders ("%1.%2.", "Law %1 -"): longer is cut
MAX_PIECES = 100_000  # a document saved fast many times has a few thousand


class Damaged(Exception):
    """A structure of the file points outside it or says what cannot be."""


class DocReader(FormatReader):
    format = "doc"
    label = "Word 97–2003 document (DOC)"
    suffix = ".doc"

    def sniff(self, data: bytes) -> str | None:
        if not data.startswith(OLE_MAGIC):
            return None
        return "an OLE compound file with a WordDocument stream" if _ole_streams(data) & {"worddocument"} else None

    def read(self, data: bytes, name: str) -> Document:
        import olefile

        try:
            ole = olefile.OleFileIO(io.BytesIO(data))
            word = ole.openstream("WordDocument").read()
            fib = _Fib(word)
            if fib.ident != _WORD_IDENT:
                raise Damaged("its WordDocument stream does not start as Word's does")
            if fib.nfib < _WORD97:
                raise self.refuse(name, "a Word 6 or 95 document, an older format: save it as .docx and import that")
            if fib.encrypted:
                raise self.refuse(name, "encrypted (it needs a password to open): save it without one")
            table_name = "1Table" if fib.which_table else "0Table"
            if not ole.exists(table_name):
                raise Damaged(f"no {table_name} stream")
            table = ole.openstream(table_name).read()
            title = _summary_title(ole)
            reader = _Text(word, table, fib)
            blocks = reader.blocks()
        except Damaged as exc:
            raise self.refuse(name, f"damaged: {exc}") from None
        except (OSError, ValueError, struct.error, IndexError, KeyError, TypeError) as exc:
            raise self.refuse(name, f"damaged ({type(exc).__name__}: {exc})") from None
        if not blocks:
            raise self.refuse(name, "no text in its body")
        return blocks_document(self, name, blocks, title=title, numbered=reader.numbered and
                               f"{reader.numbered} paragraph(s) numbered by Word's automatic numbering")


_SUMMARY = "\x05SummaryInformation"
MAX_SUMMARY = 65_536  # a summary of a few properties is a few hundred bytes
_PID_CODEPAGE, _PID_TITLE = 1, 2
_VT_I2, _VT_LPSTR, _VT_LPWSTR = 0x02, 0x1E, 0x1F


def _summary_title(ole) -> str | None:
    """The document's title from its summary (``\\x05SummaryInformation``, a property set
    [MS-OLEPS]: a header, the first set's offset at 44, then its properties' ids and offsets;
    the title a string in the set's code page), read here within the stream's bytes: olefile's
    own reader of the summary ran for minutes on a damaged one. None when there is none or it
    does not read."""
    try:
        if not ole.exists(_SUMMARY) or ole.get_size(_SUMMARY) > MAX_SUMMARY:
            return None
        data = ole.openstream(_SUMMARY).read(MAX_SUMMARY)
        start = struct.unpack_from("<I", data, 44)[0]
        count = min(struct.unpack_from("<I", data, start + 4)[0], (len(data) - start) // 8)
        found = {}
        for k in range(count):
            pid, offset = struct.unpack_from("<II", data, start + 8 + 8 * k)
            if pid in (_PID_CODEPAGE, _PID_TITLE):
                found[pid] = start + offset
        if _PID_TITLE not in found:
            return None
        codepage = 1252
        if _PID_CODEPAGE in found and struct.unpack_from("<H", data, found[_PID_CODEPAGE])[0] == _VT_I2:
            codepage = struct.unpack_from("<H", data, found[_PID_CODEPAGE] + 4)[0]
        kind, size = struct.unpack_from("<H2xI", data, found[_PID_TITLE])
        raw = data[found[_PID_TITLE] + 8:][: size * 2 if kind == _VT_LPWSTR else size]
        if kind == _VT_LPWSTR or (kind == _VT_LPSTR and codepage == 1200):  # 1200: UTF-16's code page
            text = raw.decode("utf-16-le", errors="replace")
        elif kind == _VT_LPSTR:
            text = raw.decode("utf-8" if codepage == 65001 else f"cp{codepage}", errors="replace")
        else:
            return None
    except (struct.error, LookupError, OSError, ValueError, TypeError):  # a damaged summary: no title
        return None
    return " ".join(text.split("\x00", 1)[0].split()) or None


def _ole_streams(data: bytes) -> set[str]:
    """The names of an OLE file's top streams, lower-cased ({} for one that does not open)."""
    import olefile

    try:
        with olefile.OleFileIO(io.BytesIO(data)) as ole:
            return {entry[0].lower() for entry in ole.listdir() if len(entry) == 1}
    except Exception:  # olefile raises many kinds on a damaged file: it is then no document of ours
        return set()


class _Fib:
    """What the reader needs of the File Information Block."""

    def __init__(self, word: bytes):
        self.ident, self.nfib = struct.unpack_from("<HH", word, 0)
        flags, = struct.unpack_from("<H", word, 10)
        self.encrypted = bool(flags & 0x0100)
        self.which_table = bool(flags & 0x0200)
        pos = 32
        csw, = struct.unpack_from("<H", word, pos)
        pos += 2 + 2 * csw
        cslw, = struct.unpack_from("<H", word, pos)
        longs = struct.unpack_from(f"<{cslw}i", word, pos + 2)
        pos += 2 + 4 * cslw
        self.ccp_text, self.ccp_ftn = (longs[3], longs[4]) if cslw > 4 else (0, 0)
        # the parts of the text after the main one: footnotes, headers, macros, comments, endnotes
        self.endnotes_at = sum(longs[3:8]) if cslw > 8 else 0
        count, = struct.unpack_from("<H", word, pos)
        self.pairs = struct.unpack_from(f"<{2 * count}I", word, pos + 2)

    def pair(self, index: int) -> tuple[int, int]:
        """(fc, lcb) of the FibRgFcLcb's ``index``-th pair; (0, 0) past the FIB's end."""
        if 2 * index + 1 >= len(self.pairs):
            return 0, 0
        return self.pairs[2 * index], self.pairs[2 * index + 1]


def _slice(stream: bytes, fc: int, lcb: int, what: str) -> bytes:
    if fc + lcb > len(stream):
        raise Damaged(f"its {what} lies outside the file")
    return stream[fc:fc + lcb]


def _plc(data: bytes, item: int) -> tuple[list[int], list[bytes]]:
    """A PLC: n + 1 CPs (or FCs), then n items of ``item`` bytes."""
    n = (len(data) - 4) // (4 + item)
    if n < 0:
        return [], []
    cps = list(struct.unpack_from(f"<{n + 1}I", data, 0))
    base = 4 * (n + 1)
    return cps, [data[base + k * item: base + (k + 1) * item] for k in range(n)]


def _sprms(grpprl: bytes):
    """(sprm, operand) of a list of property modifiers ([MS-DOC] 2.2.5.1: the operand's size is
    told by the sprm's top three bits; sizes 6 are variable, a byte before the operand)."""
    pos = 0
    while pos + 2 <= len(grpprl):
        sprm, = struct.unpack_from("<H", grpprl, pos)
        pos += 2
        spra = sprm >> 13
        if spra == 6:
            if sprm == 0xD608 and pos + 2 <= len(grpprl):  # sprmTDefTable: a two-byte size
                size = struct.unpack_from("<H", grpprl, pos)[0] - 1
                pos += 2
            elif pos < len(grpprl):
                size = grpprl[pos]
                pos += 1
            else:
                return
        else:
            size = {0: 1, 1: 1, 2: 2, 3: 4, 4: 2, 5: 2, 7: 3}[spra]
        yield sprm, grpprl[pos:pos + size]
        pos += size


class _Text:
    """The document's characters, the pieces they lie in, and the paragraph properties the
    reader needs (list number, end of a table row), by the file offset of a paragraph's end."""

    def __init__(self, word: bytes, table: bytes, fib: _Fib):
        self.word, self.table, self.fib = word, table, fib
        self.pieces = sorted(self._pieces())  # (cp start, cp end, fc start, bytes a character)
        self.piece_starts = [piece[0] for piece in self.pieces]
        unseen, up = self._character_runs()
        self.unseen = _merged(unseen)  # (fc start, fc end) of deleted and hidden characters
        self.unseen_starts = [a for a, _ in self.unseen]
        self.up = _merged(up)  # … of raised ones: a note number typed raised is "¹"
        self.up_starts = [a for a, _ in self.up]
        self.styles = self._styles()
        self.papx = sorted(self._papx())
        self.papx_starts = [lo for lo, _, _ in self.papx]
        self.numbering = self._numbering()
        self.numbered = 0

    # -- characters ---------------------------------------------------------------------------

    def _pieces(self):
        fc, lcb = self.fib.pair(_FC_CLX)
        clx = _slice(self.table, fc, lcb, "piece table")
        pos = 0
        while pos < len(clx) and clx[pos] == 1:  # Prc: property modifiers of pieces, not text
            pos += 3 + struct.unpack_from("<H", clx, pos + 1)[0]
        if pos >= len(clx) or clx[pos] != 2:
            raise Damaged("its piece table is not where the FIB says")
        size, = struct.unpack_from("<I", clx, pos + 1)
        cps, pcds = _plc(clx[pos + 5:pos + 5 + size], 8)
        if len(pcds) > MAX_PIECES:
            raise Damaged("a piece table of more pieces than characters a text has")
        pieces = []
        for k, pcd in enumerate(pcds):
            raw, = struct.unpack_from("<I", pcd, 2)
            compressed = bool(raw & 0x40000000)
            start = (raw & 0x3FFFFFFF) // 2 if compressed else raw & 0x3FFFFFFF
            pieces.append((cps[k], cps[k + 1], start, 1 if compressed else 2))
        return pieces

    def text(self, start: int, end: int) -> str:
        """The characters of CPs [start, end)."""
        out = []
        first = max(0, bisect.bisect_right(self.piece_starts, start) - 1)
        for cp0, cp1, fc, width in self.pieces[first:]:
            if cp0 >= end:
                break
            lo, hi = max(start, cp0), min(end, cp1)
            if lo >= hi:
                continue
            first, last = fc + (lo - cp0) * width, fc + (hi - cp0) * width
            raw = self.word[first:last]
            if width == 1:
                chars = list(raw.decode("cp1252", errors="replace"))
            else:
                chars = list(raw.decode("utf-16-le", errors="replace"))
            # a raised digit as the note mark the layout reader knows; what a reader does not see
            # dropped (kept as \x00: the CPs stay); the runs that meet the piece found by bisection
            stop = first + len(raw)
            for runs, starts, mark in ((self.up, self.up_starts, raised), (self.unseen, self.unseen_starts, None)):
                at = max(0, bisect.bisect_right(starts, first) - 1)
                while at < len(runs) and runs[at][0] < stop:
                    a, b = runs[at]
                    for k in range(max(a, first) - first, min(b, stop) - first, 1):
                        if k % width == 0:
                            chars[k // width] = mark(chars[k // width]) if mark else "\x00"
                    at += 1
            out.append("".join(chars))
        return "".join(out)

    def fc_of(self, cp: int) -> int | None:
        at = bisect.bisect_right(self.piece_starts, cp) - 1
        if at < 0:
            return None
        cp0, cp1, fc, width = self.pieces[at]
        return fc + (cp - cp0) * width if cp0 <= cp < cp1 else None

    # -- paragraph properties -----------------------------------------------------------------

    def _fkp_runs(self, pair: int, what: str, entry: int):
        """(fc start, fc end, the page, the offset of its properties) of every run the FKP pages
        of the bin table ``pair`` list (each page 512 bytes of the WordDocument stream: its run
        count last, the runs' FCs first, then an entry of ``entry`` bytes a run whose first byte
        is the properties' offset / 2)."""
        fc, lcb = self.fib.pair(pair)
        if not lcb:
            return
        _, pages = _plc(_slice(self.table, fc, lcb, what), 4)
        seen = set()
        for item in pages:
            page_no = struct.unpack("<I", item)[0] & 0x3FFFFF
            if page_no in seen:  # a page listed twice says nothing new (a crafted table lists one 100,000 times)
                continue
            seen.add(page_no)
            page = self.word[page_no * 512:(page_no + 1) * 512]
            if len(page) < 512:
                raise Damaged(f"a page of {what} lies outside the file")
            crun = page[511]
            fcs = struct.unpack_from(f"<{crun + 1}I", page, 0)
            for k in range(crun):
                yield fcs[k], fcs[k + 1], page, page[4 * (crun + 1) + entry * k] * 2

    def _character_runs(self) -> tuple[list[tuple[int, int]], list[tuple[int, int]]]:
        """The runs of characters set deleted (a tracked change) or hidden, and those set raised."""
        unseen, up = [], []
        for lo, hi, page, offset in self._fkp_runs(_FC_BTE_CHPX, "character properties", 1):
            if offset:
                props = dict(_sprms(page[offset + 1: offset + 1 + page[offset]]))
                # a toggle: 1 on, 0x81 the style's opposite (a style is not hidden)
                if any(props.get(sprm, b"")[:1] in (b"\x01", b"\x81") for sprm in (_SPRM_DELETED, _SPRM_HIDDEN)):
                    unseen.append((lo, hi))
                if props.get(_SPRM_RAISED, b"")[:1] == b"\x01":  # sprmCIss: 1 superscript
                    up.append((lo, hi))
        return unseen, up

    def _papx(self) -> list[tuple[int, int, bytes]]:
        """(fc start, fc end, grpprl) of every paragraph run the FKP pages list."""
        runs = []
        for lo, hi, page, offset in self._fkp_runs(_FC_BTE_PAPX, "paragraph properties", 13):
            grpprl = b""
            if offset:
                cb = page[offset]
                body = page[offset + 2: offset + 2 + 2 * page[offset + 1]] if cb == 0 else \
                    page[offset + 1: offset + 2 * cb]
                grpprl = body  # the style's index (istd), then the modifiers
            runs.append((lo, hi, grpprl))
        return runs

    def _styles(self) -> dict[int, dict[int, bytes]]:
        """Each paragraph style's property modifiers (istd → sprm → operand), its base styles'
        under its own ([MS-DOC] 2.9.271 STSH: the styles in order, each an STD whose first UPX,
        for a paragraph style, is its istd and its modifiers): Word keeps a list's number in the
        style ("List Number", a numbered heading) and not in each paragraph."""
        fc, lcb = self.fib.pair(_FC_STSHF)
        if not lcb:
            return {}
        stsh = _slice(self.table, fc, lcb, "style sheet")
        cb_stshi, = struct.unpack_from("<H", stsh, 0)
        count, base_size = struct.unpack_from("<HH", stsh, 2)
        pos = 2 + cb_stshi
        own: dict[int, tuple[int, dict[int, bytes]]] = {}
        for istd in range(count):
            if pos + 2 > len(stsh):
                break
            cb_std, = struct.unpack_from("<H", stsh, pos)
            std = stsh[pos + 2: pos + 2 + cb_std]
            pos += 2 + cb_std
            if cb_std < base_size or base_size < 10:
                continue
            kind_base, cupx_next = struct.unpack_from("<HH", std, 2)
            if kind_base & 0xF != 1:  # not a paragraph style
                continue
            at = base_size
            cch, = struct.unpack_from("<H", std, at)
            at += 2 + 2 * cch + 2  # the name and its terminating zero
            if at + 2 > len(std):
                continue
            cb_upx, = struct.unpack_from("<H", std, at)
            upx = std[at + 2: at + 2 + cb_upx]
            own[istd] = (kind_base >> 4, dict(_sprms(upx[2:])))
        styles: dict[int, dict[int, bytes]] = {}
        for istd in own:
            chain, cur = [], istd
            while cur in own and cur not in chain and len(chain) < 64:
                chain.append(cur)
                cur = own[cur][0]
            merged: dict[int, bytes] = {}
            for step in reversed(chain):
                merged.update(own[step][1])
            styles[istd] = merged
        return styles

    def properties(self, end_cp: int) -> dict[int, bytes]:
        """The property modifiers of the paragraph whose mark is at ``end_cp``."""
        fc = self.fc_of(end_cp)
        at = bisect.bisect_right(self.papx_starts, fc) - 1 if fc is not None else -1
        if at < 0 or not self.papx[at][0] <= fc < self.papx[at][1]:
            return {}
        grpprl = self.papx[at][2]
        istd = struct.unpack_from("<H", grpprl, 0)[0] if len(grpprl) >= 2 else 0
        return {**self.styles.get(istd, {}), **dict(_sprms(grpprl[2:]))}

    # -- list numbering -----------------------------------------------------------------------

    def _numbering(self) -> Numbering:
        """The lists (PlfLst and their LVLs) and their instances (PlfLfo) as a
        :class:`~.numbering.Numbering`: an abstract list per lsid, a num per LFO (1-based)."""
        numbering = Numbering(None)
        fc, lcb = self.fib.pair(_FC_PLF_LST)
        if not lcb:
            return numbering
        table = self.table
        count, = struct.unpack_from("<h", table, fc)
        pos = fc + 2 + 28 * count  # the LVLs follow the list of LSTFs
        for k in range(max(0, count)):
            lsid, = struct.unpack_from("<i", table, fc + 2 + 28 * k)
            simple = table[fc + 2 + 28 * k + 26] & 1
            levels = {}
            for ilvl in range(1 if simple else 9):
                level, pos = _lvl(table, pos)
                levels[ilvl] = level
            numbering.abstract[str(lsid)] = levels
        fc, lcb = self.fib.pair(_FC_PLF_LFO)
        if not lcb:
            return numbering
        lfos, = struct.unpack_from("<i", table, fc)
        data = fc + 4 + 16 * max(0, lfos)
        for k in range(max(0, lfos)):
            lsid, = struct.unpack_from("<i", table, fc + 4 + 16 * k)
            overrides = table[fc + 4 + 16 * k + 12]
            starts, levels = {}, {}
            data += 4  # the LFOData's cp
            for _ in range(overrides):
                start, flags = struct.unpack_from("<iI", table, data)
                data += 8
                ilvl, from_start, formatting = flags & 0xF, flags & 0x10, flags & 0x20
                if formatting:
                    levels[ilvl], data = _lvl(table, data)
                if from_start and ilvl in range(9):
                    starts[ilvl] = start
            numbering.nums[str(k + 1)] = (str(lsid), starts, levels)
        return numbering

    def label(self, props: dict[int, bytes]) -> str:
        if _SPRM_ILFO not in props:
            return ""
        ilfo, = struct.unpack("<h", props[_SPRM_ILFO][:2].ljust(2, b"\0"))
        ilvl = level_number(str(props[_SPRM_ILVL][0])) if _SPRM_ILVL in props else 0
        label = self.numbering.label(str(ilfo), ilvl or 0) if ilfo > 0 else ""
        self.numbered += bool(label)
        return label

    # -- blocks -------------------------------------------------------------------------------

    def blocks(self) -> list:
        """The main text as :mod:`.docx`'s blocks: a paragraph a str (its label and text, then its
        footnotes), a table a list of rows of cell strings."""
        fib = self.fib
        main = self.text(0, fib.ccp_text)
        notes = {**self._notes(_FC_FND_REF, _FC_FND_TXT, fib.ccp_text, False),
                 **self._notes(_FC_END_REF, _FC_END_TXT, fib.endnotes_at, True)}
        blocks: list = []
        rows: list[list[str]] = []
        cells: list[str] = []
        cell: list[str] = []
        start = 0
        counts: dict[str, int] = {}  # the notes Word numbered so far, footnotes and endnotes
        paragraph_notes: list[str] = []
        table_notes: list[str] = []  # the notes a table's cells cite: after the table

        def close_table():
            nonlocal rows, cells, table_notes
            if cells:
                rows.append(cells)
            if rows:
                blocks.append(rows)
            if table_notes:
                blocks.append("\n\n".join(table_notes))
            rows, cells, table_notes = [], [], []

        for match in re.finditer(r"[\r\x07\x0c\x0e]", main):
            end = match.start()
            raw = main[start:end]
            props = self.properties(end)
            text, cited = _clean(raw, start, notes, counts)
            in_table = match.group() == "\x07" or props.get(_SPRM_IN_TABLE, b"\0")[:1] == b"\x01"
            (table_notes if in_table else paragraph_notes).extend(cited)
            start = match.end()
            if match.group() == "\x07":
                if _SPRM_TTP in props and props[_SPRM_TTP][:1] == b"\x01":  # the end of a row
                    if cells:
                        rows.append(cells)
                    cells, cell = [], []
                    continue
                cell.append(text)
                cells.append("\n".join(c for c in cell if c.strip()).strip())
                cell = []
                continue
            label = self.label(props)
            text = f"{label}{text.strip()}" if label else text.strip()
            if in_table:  # a paragraph of a cell
                cell.append(text)
                continue
            close_table()
            if text or paragraph_notes:
                blocks.append("\n\n".join(([text] if text else []) + paragraph_notes))
                paragraph_notes = []
        close_table()
        if paragraph_notes:
            blocks.append("\n\n".join(paragraph_notes))
        return [b for b in blocks if b]

    def _notes(self, ref_pair: int, text_pair: int, base: int, endnote: bool) -> dict[int, tuple[bool, str, bool]]:
        """The CP of each footnote's (or endnote's) reference → (numbered by Word, its text,
        ``endnote``): where each is cited (PlcffndRef, PlcfendRef), where its text lies in its
        part of the document, which begins at ``base`` (PlcffndTxt, PlcfendTxt)."""
        fc, lcb = self.fib.pair(ref_pair)
        if not lcb:
            return {}
        refs, frds = _plc(_slice(self.table, fc, lcb, "note references"), 2)
        fc, lcb = self.fib.pair(text_pair)
        texts = _slice(self.table, fc, lcb // 4 * 4, "note texts")  # checked before it is read
        spans = list(struct.unpack(f"<{len(texts) // 4}I", texts))
        notes = {}
        for k, frd in enumerate(frds):
            numbered = struct.unpack("<h", frd)[0] != 0
            text = self.text(base + spans[k], base + spans[k + 1]) if k + 1 < len(spans) else ""
            text = _clean(text.lstrip("\x02"))[0]
            notes[refs[k]] = (numbered, " ".join(text.split()), endnote)
        return notes


def _merged(runs: list[tuple[int, int]]) -> list[tuple[int, int]]:
    """Runs of file offsets, sorted, those that overlap or touch made one."""
    out: list[tuple[int, int]] = []
    for a, b in sorted(r for r in runs if r[0] < r[1]):
        if out and a <= out[-1][1]:
            out[-1] = (out[-1][0], max(out[-1][1], b))
        else:
            out.append((a, b))
    return out


def _lvl(table: bytes, pos: int) -> tuple[Level, int]:
    """One LVL at ``pos``: its :class:`~.numbering.Level` and where the next begins."""
    start, nfc, flags = struct.unpack_from("<iBB", table, pos)
    follow = table[pos + 15]
    restart_lim = table[pos + 26]
    chpx, papx = table[pos + 24], table[pos + 25]
    pos += 28 + papx + chpx
    cch, = struct.unpack_from("<H", table, pos)
    xst = table[pos + 2: pos + 2 + 2 * min(cch, MAX_NUMBER_TEXT)].decode("utf-16-le", errors="replace")
    pos += 2 + 2 * cch
    text = "".join(f"%{ord(ch) + 1}" if ord(ch) < 9 else ch for ch in xst)
    no_restart = bool(flags & 0x08)
    level = Level(start=start, fmt=MSONFC.get(nfc, "decimal"), text=text, legal=bool(flags & 0x04),
                  restart=restart_lim if no_restart else None, suffix=_FOLLOW.get(follow, " "))
    return level, pos


def _clean(raw: str, cp: int | None = None, notes: dict | None = None,
           counts: dict[str, int] | None = None) -> tuple[str, list[str]]:
    """A paragraph's characters as text: a field's result without its code, a footnote's
    reference as its mark (its note returned, to follow the paragraph), line breaks, Word's
    hyphens; the anchors of pictures and comments left out."""
    notes = notes or {}
    counts = {} if counts is None else counts
    out, cited, fields = [], [], []  # fields: for each open field, whether its code is being read
    coding = 0  # how many open fields are in their code
    for i, ch in enumerate(raw):
        if ch == "\x13":
            fields.append(True)
            coding += 1
            continue
        if ch == "\x14":
            if fields and fields[-1]:
                fields[-1] = False
                coding -= 1
            continue
        if ch == "\x15":
            if fields:
                coding -= fields.pop()
            continue
        if coding:
            continue
        if cp is not None and cp + i in notes:
            numbered, note, endnote = notes[cp + i]
            if numbered:  # Word's numbers: footnotes 1, 2, 3 raised; endnotes i, ii, iii
                kind = "end" if endnote else "foot"
                counts[kind] = counts.get(kind, 0) + 1
                mark = endnote_mark(counts[kind]) if endnote else raised(str(counts[kind]))
                out.append(mark)
                cited.append(f"{mark} {note}" if note else mark)
            else:
                out.append(ch)
                cited.append(note if note.startswith(ch) else f"{ch} {note}")
            continue
        if ch == "\x02":
            continue
        out.append({"\x0b": "\n", "\x1e": "-", "\t": "\t"}.get(ch, ch))
    text = "".join(out).translate(_DROPPED)
    return trim_line_ends(text), cited
