"""RTF (as Word, WordPad and LibreOffice save it): the body's paragraphs in order, each with the
number Word drew for it, tables as rows of cells, footnotes after the paragraph that cites them.

An RTF file is a tree of groups (``{…}``) of control words (``\\par``, ``\\f1``, ``\\'e0``) and
text. What is read, as the DOCX reader reads a Word document (:mod:`.docx`):

- the text of the body, paragraph by paragraph (``\\par``; ``\\line`` starts a new line), in the
  code page of its font (``\\fcharset``) or of the document (``\\ansicpg``), ``\\uN`` as the
  character it names (its fallback skipped, ``\\ucN``), a field as its result (a link's words, not
  its address);
- the number Word drew before a list item, which Word writes into the file for readers that do
  not draw lists (``{\\listtext 1.\\tab}``, Word 6's ``{\\pntext …}``), as the item's marker;
- a footnote (``{\\footnote …}``) after the paragraph that cites it, its automatic number
  (``\\chftn``) as ``¹``, the mark the layout readers know; a custom mark stays as typed;
- a table as rows of cells (a two-column table, Russian beside English, is a bilingual document:
  :mod:`.columns`).

Left out: the header and footer (page furniture), the document's tables of fonts, colours,
styles and lists, its information (its title is kept as the document's title, as an HTML page's
``<title>``), pictures, objects, comments, hidden and deleted text, and every group marked
``\\*`` (optional destinations a reader that does not know them skips, as the RTF specification
says) but a footnote, which LibreOffice marks so.

Why not a library: ``striprtf`` (the one kept up) drops footnotes and Word 6's list numbers and
writes a link's address into the text; the parsing it would save is the tokenizer below.
"""

from __future__ import annotations

import codecs
import re
from dataclasses import dataclass, replace

from .base import Document, FormatReader, block_text, raised, trim_line_ends
from .columns import blocks_document
from .numbering import endnote_mark

_TOKEN = re.compile(rb"\\([a-zA-Z]{1,32})(-?[0-9]{1,10})? ?|\\'([0-9a-fA-F]{2})|\\([^a-zA-Z])|([{}])"
                    rb"|[\r\n]+|([^\\{}\r\n]+)|(\\)", re.S)

# Groups whose words are not the body's text (besides every {\* …} group).
_SKIP = frozenset({
    "colortbl", "stylesheet", "header", "headerl", "headerr", "headerf", "footer",
    "footerl", "footerr", "footerf", "pict", "object", "fldinst", "listtable", "listoverridetable",
    "revtbl", "rsidtbl", "filetbl", "pn", "ftnsep", "ftnsepc", "ftncn", "aftnsep", "aftnsepc", "aftncn",
    "annotation", "atnid", "atnauthor", "atnref", "atndate", "xe", "tc", "txe", "rxe", "shp", "shpinst",
    "shppict", "nonshppict", "shprslt", "template", "docvar", "private", "background", "nonesttables",
    "themedata", "colorschememapping", "latentstyles", "datastore", "xmlnstbl", "generator", "userprops",
    "bkmkstart", "bkmkend", "field-instruction", "pgdsctbl", "mmathPr", "listpicture", "objdata",
    "result", "sp", "sn", "sv", "falt", "panose", "fname", "fontemb", "fontfile", "password",
    "passwordhash", "protusertbl", "wgrffmtfilter", "ud", "upr",
})
_CHARS = {"emdash": "\u2014", "endash": "\u2013", "emspace": " ", "enspace": " ", "qmspace": " ",
          "bullet": "\u2022", "lquote": "\u2018", "rquote": "\u2019", "ldblquote": "\u201c",
          "rdblquote": "\u201d", "tab": "\t", "zwj": "", "zwnj": "", "zwbo": "", "zwnbo": "",
          "ltrmark": "", "rtlmark": "", "nestcell": "\t", "nestrow": "\n"}
_SYMBOLS = {"~": "\u00a0", "-": "", "_": "-", "{": "{", "}": "}", "\\": "\\", "\t": "\t"}
# Windows character sets (\fcharsetN) → code pages; 1 (the default) is the document's own code
# page (\ansicpg). A Russian document's Cyrillic is in a font of 204; Latin fonts are 0.
_CHARSETS = {0: "cp1252", 2: "cp1252", 77: "mac_roman", 128: "cp932", 129: "cp949", 130: "johab", 134: "gbk",
             136: "big5", 161: "cp1253", 162: "cp1254", 163: "cp1258", 177: "cp1255", 178: "cp1256",
             186: "cp1257", 204: "cp1251", 222: "cp874", 238: "cp1250", 254: "cp437", 255: "cp850"}
MAX_DEPTH = 10_000  # groups nested deeper than any writer nests them are read as one level


@dataclass(frozen=True)
class _State:
    """What a group inherits and may change: where its text goes and how it is read."""

    dest: str = "body"  # body, note, number (a list item's drawn number), skip, fonttbl, info, title
    font: str | None = None
    uc: int = 1  # how many fallback characters follow a \uN
    hidden: bool = False
    struck: bool = False  # struck through (\strike, \striked1): words taken back, as a page's <del>
    up: bool = False  # raised (\super, \up)
    starred: bool = False  # the group opened with \*: its first word says whether it is read


class RtfReader(FormatReader):
    format = "rtf"
    label = "RTF document"
    suffix = ".rtf"

    def sniff(self, data: bytes) -> str | None:
        return "it starts with {\\rtf" if data.lstrip(b"\xef\xbb\xbf \t\r\n").startswith(b"{\\rtf") else None

    def read(self, data: bytes, name: str) -> Document:
        parser = _Parser(data)
        parser.run()
        blocks = parser.blocks
        if not any(block_text(b).strip() for b in blocks):
            raise self.refuse(name, "no text in its body")
        notes = []
        if parser.unbalanced:
            notes.append("its groups do not close (a cut file?): read as far as it goes")
        return blocks_document(self, name, blocks, title=parser.title, notes=notes, numbered=parser.numbered and
                               f"{parser.numbered} paragraph(s) numbered by the writer's list numbering")


class _Parser:
    """One pass over the tokens, a stack of group states; the body's paragraphs and tables
    gathered as :mod:`.docx`'s blocks (a paragraph a str, a table a list of rows of cells)."""

    def __init__(self, data: bytes):
        self.data = data
        self.codepage = "cp1252"
        self.fonts: dict[str, str] = {}  # font number → code page
        self.default_font: str | None = None
        self.blocks: list = []
        self.text: list[str] = []  # the paragraph being read
        self.words = False  # … has more than spaces
        self.notes: list[str] = []  # the footnotes the paragraph cites
        self.table_notes: list[str] = []  # … the table being read cites
        self.note: list[str] = []  # the footnote being read
        self.note_count = 0
        self.last_mark: str | None = None  # the automatic number just cited, for the note that follows
        self.note_mark: str | None = None
        self.mark_at: int | None = None
        self.endnote_count = 0
        self.number: list[str] = []  # the drawn number of the paragraph being read
        self.numbered = 0
        self.cells: list[str] = []  # the cells of the row being read
        self.rows: list[list[str]] = []  # the table being read
        self.in_table = False  # the paragraph is in a table (\intbl since the last \pard)
        self.cell_words = False  # the words not yet ended were written in a table's cell (a nested one's)
        self.title_parts: list[str] = []
        self.pending = bytearray()  # \'xx bytes not yet decoded (a double-byte code page needs two)
        self.pending_codepage = "cp1252"
        self.pending_state = _State()
        self.skip = 0  # fallback characters of a \uN still to skip
        self.font_being_defined: str | None = None
        self.unbalanced = False

    @property
    def title(self) -> str | None:
        title = " ".join(_pairs("".join(self.title_parts)).split())
        return title or None

    def run(self) -> None:
        data, pos, end = self.data, 0, len(self.data)
        stack: list[_State] = []
        state = _State(dest="skip")  # before the document's group opens
        started = False
        group_start = False  # the token just read opened a group: a destination word may follow
        excess = 0  # groups opened past MAX_DEPTH: read as part of the group they are in
        closed = False
        while pos < end:
            m = _TOKEN.match(data, pos)
            pos = m.end()
            word, arg, hexa, symbol, brace, text = m.group(1, 2, 3, 4, 5, 6)
            if brace:
                self._flush_bytes()
                self.skip = 0
                if brace == b"{":
                    if not started:
                        started, state = True, _State()
                    elif len(stack) < MAX_DEPTH:
                        stack.append(state)
                    else:
                        excess += 1
                    group_start = True
                    continue
                if excess:
                    excess -= 1
                    continue
                if state.dest == "note" and (not stack or stack[-1].dest != "note"):
                    self._end_note()
                if not stack:
                    closed = True
                    break  # the document's group closed: what follows is not the document
                state = stack.pop()
                group_start = False
                continue
            if not (word or hexa or symbol or text):
                continue  # a line end of the file: no text, and no token (a destination may follow)
            opened, group_start = group_start, False
            if word is not None:
                word = word.decode("ascii")
                self._flush_bytes()
                self.skip = 0
                if word == "bin":  # binary data: skipped, whatever the group
                    pos = min(end, pos + max(0, int(arg or 0)))
                    continue
                state = self._word(word, int(arg) if arg is not None else None, state, opened)
            elif hexa is not None:
                if self.skip:
                    self.skip -= 1
                elif self._reads(state):
                    codepage = self._codepage(state)
                    if self.pending and (codepage, state) != (self.pending_codepage, self.pending_state):
                        self._flush_bytes()
                    self.pending_codepage, self.pending_state = codepage, state
                    self.pending.append(int(hexa, 16))
            elif symbol is not None:
                self._flush_bytes()
                self.skip = 0
                if symbol == b"*":
                    if opened and state.dest != "skip":
                        state = replace(state, starred=True)
                elif symbol in (b"\r", b"\n"):
                    state = self._word("par", None, state, False)
                elif self._reads(state):
                    self._emit(_SYMBOLS.get(symbol.decode("latin-1"), ""), state)
            elif text is not None:
                self._flush_bytes()
                if self.skip:
                    cut = min(self.skip, len(text))
                    self.skip -= cut
                    text = text[cut:]
                if text and state.dest == "fonttbl":
                    continue
                if text and self._reads(state):
                    self._emit(text.decode(self._codepage(state), errors="replace"), state)
        self._flush_bytes()
        self.unbalanced = not closed
        if state.dest == "note":
            self._end_note()
        self._end_paragraph()
        self._end_table()

    # -- control words ------------------------------------------------------------------------

    def _word(self, word: str, arg: int | None, state: _State, opened: bool) -> _State:
        dest = state.dest
        if state.starred:  # {\* …}: a destination a reader that does not know it skips
            state, opened = replace(state, starred=False), True
            if word == "nesttableprops" and dest == "body":  # a nested table's row: its end is a line
                return replace(state, dest="nested row")
            if not (word == "footnote" and dest == "body"):  # LibreOffice stars its footnotes
                return replace(state, dest="skip")
        if opened and dest != "skip":  # a destination names itself first in its group
            if word in _SKIP:
                return replace(state, dest="skip")
            if word in ("fonttbl", "info"):
                return replace(state, dest=word)
            if word in ("footnote",) and dest == "body":
                self._start_note()
                return replace(state, dest="note", up=False)
            if word in ("listtext", "pntext") and dest == "body":
                self.number = []
                return replace(state, dest="number")
        if dest == "info":  # the document's information: only its title is read
            return replace(state, dest="title" if word == "title" else "skip") if opened else state
        if dest == "skip":
            return state
        if dest == "nested row":  # Word writes \nestrow in {\*\nesttableprops …}, its cells in the body
            if word == "nestrow":
                self.text.append("\n")
            return state
        if dest == "fonttbl":
            if word == "f":
                self.font_being_defined = str(arg)
            elif word in ("fcharset", "cpg") and self.font_being_defined is not None and arg is not None:
                codepage = _CHARSETS.get(arg) if word == "fcharset" else f"cp{arg}"
                if codepage and _known(codepage):
                    self.fonts[self.font_being_defined] = codepage
            return state
        if word == "ansicpg" and arg is not None and _known(f"cp{arg}"):
            self.codepage = f"cp{arg}"
        elif word == "deff":
            self.default_font = str(arg)
        elif word == "f":
            return replace(state, font=str(arg))
        elif word == "plain":
            return replace(state, font=None, hidden=False, struck=False, up=False)
        elif word in ("v", "deleted", "webhidden"):
            return replace(state, hidden=arg != 0)
        elif word in ("strike", "striked"):  # (apart from hidden: «{\v {\strike0 …}}» is still hidden)
            return replace(state, struck=arg != 0)
        elif word in ("super", "up"):
            return replace(state, up=arg != 0)
        elif word in ("nosupersub", "sub", "dn"):
            return replace(state, up=False)
        elif word == "uc" and arg is not None:
            return replace(state, uc=max(0, arg))
        elif word == "u" and arg is not None:
            if self._reads(state):
                code = arg + 65536 if arg < 0 else arg  # a signed 16-bit number
                self._emit(chr(code) if 0 <= code < 65536 else "\ufffd", state)
            self.skip = state.uc
        elif word == "chftn":
            self._chftn(state)
        elif word == "ftnalt" and dest == "note":
            self._endnote()
        elif word in ("par", "sect", "page") and dest in ("body", "note"):
            if dest == "note":
                self.note.append("\n")
            elif self.in_table:
                self.text.append("\n")
            else:
                self._end_paragraph()
        elif word == "line" and self._reads(state):
            self._emit("\n", state)
        elif word == "pard" and dest == "body":
            self.cell_words = self.cell_words or (self.in_table and self.words)
            self.in_table = False
        elif word == "intbl" and dest == "body":
            if not self.in_table and self.words and not self.cell_words:  # the paragraph before a table
                self._end_paragraph()
            self.in_table = True
        elif word == "cell" and dest == "body":
            self._end_cell()
        elif word == "row" and dest == "body":
            self._end_row()
        elif word in _CHARS and self._reads(state):
            self._emit(_CHARS[word] if dest != "number" or word != "tab" else " ", state)
        return state

    # -- text ---------------------------------------------------------------------------------

    def _reads(self, state: _State) -> bool:
        return state.dest in ("body", "note", "number", "title") and not state.hidden and not state.struck and not state.starred

    def _codepage(self, state: _State) -> str:
        font = state.font if state.font is not None else self.default_font
        return self.fonts.get(font, self.codepage) if font is not None else self.codepage

    def _flush_bytes(self) -> None:
        if self.pending:
            text = bytes(self.pending).decode(self.pending_codepage, errors="replace")
            self.pending.clear()
            self._emit(text, self.pending_state)

    def _emit(self, text: str, state: _State) -> None:
        if state.up and state.dest in ("body", "note"):
            text = raised(text)
        if state.dest == "body":
            self.text.append(text)
            self.words = self.words or bool(text.strip())
        elif state.dest == "note":
            self.note.append(text)
        elif state.dest == "number":
            self.number.append(text)
        elif state.dest == "title":
            self.title_parts.append(text)

    # -- footnotes ----------------------------------------------------------------------------

    def _chftn(self, state: _State) -> None:
        """Word's automatic footnote number: counted in the body; in the note it is the same
        number, put before the note's text once the note ends (:meth:`_end_note`)."""
        if state.dest == "body":
            self.note_count += 1
            self.last_mark = raised(str(self.note_count))
            self.mark_at = len(self.text)  # where it stands, should the note say it is an endnote
            self.text.append(self.last_mark)

    def _endnote(self) -> None:
        """The note being read is an endnote (``\\ftnalt``): Word numbers endnotes apart, i, ii,
        iii; its mark in the body, counted as a footnote's, is given back."""
        if not self.note_mark or self.mark_at is None or self.mark_at >= len(self.text):
            return
        self.note_count -= 1
        self.endnote_count += 1
        self.note_mark = endnote_mark(self.endnote_count)
        self.text[self.mark_at] = self.note_mark
        self.mark_at = None

    def _start_note(self) -> None:
        self.note, self.note_mark, self.last_mark = [], self.last_mark, None

    def _end_note(self) -> None:
        text = " ".join(_pairs("".join(self.note)).split())
        if text and self.note_mark and not text.startswith(self.note_mark):
            text = f"{self.note_mark} {text}"
        if text:
            (self.table_notes if self.in_table or self.cells else self.notes).append(text)
        self.note, self.note_mark = [], None

    # -- paragraphs and tables ----------------------------------------------------------------

    def _paragraph_text(self) -> str:
        number = " ".join("".join(self.number).split())
        text = _join(_pairs("".join(self.text)))
        self.text, self.number, self.words, self.cell_words = [], [], False, False
        self.mark_at = self.last_mark = None  # a mark left without its note stays where it was
        if number:  # a numbered paragraph with no words of its own keeps its number ("2.")
            self.numbered += 1
            text = f"{number} {text.lstrip()}"
        return text

    def _end_paragraph(self) -> None:
        text = self._paragraph_text()
        if text.strip():
            self._end_table()
            self.blocks.append("\n\n".join([text.strip()] + self.notes))
            self.notes = []
        elif self.notes and not (self.in_table or self.cells or self.rows):  # cited by nothing left: at the end
            self.blocks.append("\n\n".join(self.notes))
            self.notes = []

    def _end_cell(self) -> None:
        self.cells.append(self._paragraph_text().strip())

    def _end_row(self) -> None:
        if self.cells:
            self.rows.append(self.cells)
        self.cells = []
        self.in_table = False

    def _end_table(self) -> None:
        if self.cells:
            self._end_row()
        if self.rows:
            self.blocks.append(self.rows)
            if self.table_notes:
                self.blocks.append("\n\n".join(self.table_notes))
                self.table_notes = []
        self.rows = []


def _join(text: str) -> str:
    """A paragraph's text with its lines' edges trimmed (a tab inside a line kept)."""
    return trim_line_ends(text)


def _pairs(text: str) -> str:
    """``\\uN`` gives UTF-16 code units: a character beyond the first 65,536 is two of them."""
    return text.encode("utf-16-le", "surrogatepass").decode("utf-16-le", "replace")


def _known(codepage: str) -> bool:
    try:
        codecs.lookup(codepage)
    except LookupError:
        return False
    return True
