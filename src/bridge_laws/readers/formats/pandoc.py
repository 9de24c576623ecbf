"""Texts in the markup languages a director or a teacher writes in — an Org-mode file (Emacs), an
AsciiDoc page (a docs site built with Antora or Asciidoctor), a LaTeX source (a handout), a Jupyter
notebook's markdown cells (a scorer's), a Typst source, a manual page's roff source — read
as the page or the printed handout shows them: pandoc, the converter made for these languages,
parses the source and writes it out as HTML, which the HTML reader reads like any page.

pandoc runs as a program (``pypandoc_binary`` ships it), in its sandbox (no file read but the
text, which it takes on its standard input: a LaTeX ``\\input`` or an AsciiDoc ``include::``
reads nothing from disk), with a memory bound and a time limit; a text it cannot read is refused
in one line. What each language's reader leaves to the page is set the way a reader of the page
sees it: an Org file's tags and TODO keywords are the outline's, not the words of its headings
(``#+OPTIONS: tags:nil todo:nil``), its lists may be lettered (``a)``, as Org allows with
``org-list-allow-alphabetical``; an item lettered in Cyrillic, «а)», which Org does not number,
stands on a line of its own as Emacs shows it); an AsciiDoc ``include::`` of another file (a site's footer) puts
in nothing; LaTeX's spacing commands (``\\quad``, ``\\hspace{…}``) are spaces,
which pandoc drops (``Law~54\\quad Title`` would read "Law 54Title"), and a list that names no
numbering is numbered as LaTeX draws it by its depth (1., (a), i., A.); an item's own label (``\\item[(a)]``, which
pandoc drops) stands where LaTeX sets it. A quote block of any of them quotes someone, and is read
as a mail's quote is: apart from the law around it.
"""

from __future__ import annotations

import json
import re
import subprocess

from ...text.decode import decode
from ..grammar import law_header, marker_kind
from .base import Document, FormatReader

TIMEOUT = 60  # seconds: pandoc reads a book of LaTeX in about one
MEMORY = "1024m"  # the most pandoc's runtime may take (a macro that expands for ever stops there)
# the most of pandoc's output read back: a law's page is some kilobytes, the whole book a few MB (a
# 740-byte nest of LaTeX macros wrote 231 MB of JSON, and parsing it took 4.4 GB)
MAX_OUTPUT = 32 * 2**20

_ORG_HEADING = re.compile(rb"^\*+ \S", re.MULTILINE)
_ORG_MARK = re.compile(rb"^[ \t]*(?:#\+[A-Za-z_]+:|:PROPERTIES:[ \t]*\r?$|:LOGBOOK:[ \t]*\r?$|#\+(?:BEGIN|begin)_\w)",
                       re.MULTILINE)
# an item lettered in Cyrillic («а)», «б.»), which Org lists do not know: a line of its own in Emacs
_CYRILLIC_ITEM = re.compile(r"^([ \t]*)([а-яё]{1,2}[.)]) (?=\S)", re.MULTILINE)
# "= Title" and "== Section" (not closed by "=" as a wiki's headings are), and AsciiDoc's own marks:
# an attribute entry, an anchor, a block's attribute list, an admonition, a preprocessor line. (A title
# opens with a letter: a book's index stripped of its Cyrillic has lines "= ........ 35".)
_ADOC_TITLE = re.compile(rb"^={1,5} [A-Za-z\x80-\xff](?:.*[^=\s])?[ \t]*\r?$", re.MULTILINE)
_ADOC_MARK = re.compile(rb"^(?::!?[\w-]+!?:(?:[ \t]|\r?$)|\[\[[\w-]+(?:,[^\]\n]*)?\]\][ \t]*\r?$"
                        rb"|\[(?:arabic|loweralpha|upperalpha|lowerroman|upperroman|NOTE|TIP|IMPORTANT|WARNING"
                        rb"|CAUTION|source|quote|verse|\.[\w-]+|#[\w-]+)[^\]\n]*\][ \t]*\r?$"
                        rb"|(?:NOTE|TIP|IMPORTANT|WARNING|CAUTION): |(?:ifdef|ifndef|endif|include)::)",
                        re.MULTILINE)
# AsciiDoc's preprocessor lines, which pandoc does not know, and its attribute entries
_ADOC_DIRECTIVE = re.compile(r"^(ifdef|ifndef|ifeval|endif|include)::([^\[\n]*)\[(.*)\][ \t]*$")
_ADOC_ENTRY = re.compile(r"^:(!?)([\w-]+)(!?):")
# a box of the writer's own (an AsciiDoc admonition or sidebar, as docutils' for reStructuredText)
_BOXES = {"note", "tip", "important", "warning", "caution", "admonition", "attention", "hint", "danger", "error",
          "sidebar"}
# a footnote's macro whose words go on over a line break, which pandoc then does not read as one
_ADOC_NOTE = re.compile(r"footnote(?:ref)?:[\w-]*\[[^\]]{0,2000}\]")  # (bounded: a note is a few lines)
# the sections a manual page has of its own (man-pages(7); and as Russian pages name them)
_MAN_SECTIONS = frozenset((
    "NAME", "SYNOPSIS", "CONFIGURATION", "OPTIONS", "EXIT STATUS", "RETURN VALUE", "ERRORS", "ENVIRONMENT", "FILES",
    "ATTRIBUTES", "VERSIONS", "STANDARDS", "HISTORY", "NOTES", "CAVEATS", "BUGS", "EXAMPLE", "EXAMPLES", "AUTHOR",
    "AUTHORS", "REPORTING BUGS", "COPYRIGHT", "SEE ALSO",
    "ИМЯ", "НАЗВАНИЕ", "СИНТАКСИС", "ОБЗОР", "ПАРАМЕТРЫ", "ФАЙЛЫ", "ЗАМЕЧАНИЯ", "ПРИМЕЧАНИЯ", "ОШИБКИ", "ПРИМЕРЫ",
    "ПРИМЕР", "АВТОР", "АВТОРЫ", "СМОТРИТЕ ТАКЖЕ", "СМ. ТАКЖЕ", "АВТОРСКИЕ ПРАВА"))
_MAN_TITLE = re.compile(rb"^\.TH[ \t]+\S", re.MULTILINE)
_MAN_SECTION = re.compile(rb"^\.S[HS][ \t]+\S", re.MULTILINE)
_LATEX_DOCUMENT = re.compile(rb"\\documentclass\b|\\begin\{document\}")
_LATEX_STRUCTURE = re.compile(rb"^[ \t]*\\(?:part|chapter|section|subsection|subsubsection|paragraph|item"
                              rb"|begin\{(?:enumerate|itemize|description)\})(?![A-Za-z])", re.MULTILINE)
# LaTeX's spacing commands, which pandoc drops without a space
_LATEX_SPACES = re.compile(r"\\(?:q?quad|enspace|emspace|thinspace|hfill|[hv]space\*?\{[^{}]*\})(?![A-Za-z])")
# an item's own label, "\\item[(a)]", kept through pandoc between two marks no text has
_ITEM_LABEL = re.compile(r"\\item\s*\[([^\[\]{}\n]*)\]")
_OPEN, _CLOSE = "\u27e6", "\u27e7"
_MARKER_CHARS = 6  # a label this short is a marker ("(a)", "12.", "(iv)"), a longer one a heading
# how LaTeX numbers an enumerate that names no numbering, by its depth
_LATEX_DEPTHS = (("Decimal", "Period"), ("LowerAlpha", "TwoParens"), ("LowerRoman", "Period"), ("UpperAlpha", "Period"))


class _PandocReader(FormatReader):
    """A markup language pandoc reads (``source`` is its name for it)."""

    source = ""

    def prepare(self, text: str) -> str:
        """The source as pandoc is given it."""
        return text

    def arrange(self, tree: dict) -> list[str] | None:
        """pandoc's document tree, set as a reader of the page sees it (in place); what it left out, said."""

    def read(self, data: bytes, name: str) -> Document:
        from .html import read_written_page

        decoded = decode(data, name)
        tree = json.loads(self._pandoc(name, self.prepare(decoded.text), self.source, "json"))
        tree["blocks"] = _titled(tree) + _without_boxes(tree.get("blocks", []))
        said = self.arrange(tree) or []
        # a quote block of the markup (Org's #+BEGIN_QUOTE, LaTeX's quote, AsciiDoc's ____) quotes someone:
        # marked so, its words are kept apart from a law around it, as a mail's quote is
        page = self._pandoc(name, json.dumps(tree), "json", "html5").replace("<blockquote>", '<blockquote type="cite">')
        document = read_written_page(page, name)
        return Document(file=name, format=self.format, streams=document.streams, encoding=decoded.encoding,
                        newline=decoded.newline, bom=decoded.bom, title=None,
                        notes=(f"read as {self.label} by pandoc, written out as a page", *said, *document.notes))

    def _pandoc(self, name: str, text: str, source: str, target: str, *options: str) -> str:
        try:
            import pypandoc

            program = pypandoc.get_pandoc_path()
        except (ImportError, OSError):
            raise self.refuse(name, "pandoc, which reads it, is not installed (pip install pypandoc_binary): save "
                                    "the text as HTML or plain text and import that") from None
        try:
            done = subprocess.run([program, "+RTS", f"-M{MEMORY}", "-RTS", "--sandbox", "--from", source,
                                   "--to", target, *options], input=text.encode("utf-8"), capture_output=True,
                                  timeout=TIMEOUT, check=False)
        except subprocess.TimeoutExpired:
            raise self.refuse(name, f"pandoc did not read it in {TIMEOUT} s (a macro that never ends?)") from None
        except OSError as exc:
            raise self.refuse(name, f"pandoc could not be run ({exc.strerror or exc})") from None
        if done.returncode:
            # its first lines: where ("(line 18, column 47):") and what ("Method … is not yet implemented")
            said = " ".join(line.strip() for line in done.stderr.decode("utf-8", "replace").splitlines()[:2] if line.strip())
            raise self.refuse(name, f"pandoc could not read it ({(said or 'exit ' + str(done.returncode))[:160]})"
                                    ": save the text as HTML or plain text and import that")
        if len(done.stdout) > MAX_OUTPUT:  # a macro that expands to a book: never parsed into memory
            raise self.refuse(name, f"pandoc's reading of it is past {MAX_OUTPUT // 2**20} MB (a macro that expands "
                                    "without end?): save the text as HTML or plain text and import that")
        return done.stdout.decode("utf-8")


class OrgReader(_PandocReader):
    format = "org"
    label = "Org-mode file"
    suffix = ".org"
    source = "org+fancy_lists"

    def sniff(self, data: bytes) -> str | None:
        head = data[:65536]
        headings, marks = len(_ORG_HEADING.findall(head)), len(_ORG_MARK.findall(head))
        if headings and marks:
            return f"Org-mode marks ({headings} heading(s) of stars, {marks} #+KEYWORD line(s) or drawer(s))"
        return None

    def prepare(self, text: str) -> str:
        return "#+OPTIONS: tags:nil todo:nil\n" + _CYRILLIC_ITEM.sub(r"\1- \2 ", text)


class AsciiDocReader(_PandocReader):
    format = "asciidoc"
    label = "AsciiDoc page"
    suffix = ".adoc"
    source = "asciidoc"

    def prepare(self, text: str) -> str:
        return _preprocessed(text)

    def sniff(self, data: bytes) -> str | None:
        head = data[:65536]
        titles, marks = len(_ADOC_TITLE.findall(head)), len(_ADOC_MARK.findall(head))
        if titles and marks >= 2:
            return f"AsciiDoc marks ({titles} title(s) of \"=\", {marks} attribute(s), anchor(s) or block mark(s))"
        return None


class LatexReader(_PandocReader):
    format = "latex"
    label = "LaTeX source"
    suffix = ".tex"
    source = "latex"

    def sniff(self, data: bytes) -> str | None:
        head = data[:65536]
        if _LATEX_DOCUMENT.search(head):
            return "a LaTeX document (\\documentclass, \\begin{document})"
        commands = len(_LATEX_STRUCTURE.findall(head))
        if commands >= 3:
            return f"LaTeX commands ({commands} \\section, \\item or list environment(s))"
        return None

    def prepare(self, text: str) -> str:
        return _ITEM_LABEL.sub(lambda m: rf"\item {_OPEN}{m[1]}{_CLOSE} ", _LATEX_SPACES.sub(" ", text))

    def arrange(self, tree: dict) -> None:
        tree["blocks"] = _labelled(tree.get("blocks", []))
        _number_lists(tree["blocks"], 0)


class NotebookReader(_PandocReader):
    """A Jupyter notebook (a scorer's or a teacher's): its markdown cells as Jupyter shows them,
    one after another, with what a code cell displayed as Markdown; a code cell and what it
    printed are the program's, never the law's words (a comment "# B1: …", an output "1. NS 420 ->
    5 MP" would read as markers)."""

    format = "ipynb"
    label = "Jupyter notebook"
    suffix = ".ipynb"
    source = "ipynb+startnum"  # Jupyter draws a list from the number it starts at

    def sniff(self, data: bytes) -> str | None:
        if data.lstrip(b"\xef\xbb\xbf \t\r\n")[:1] == b"{" and b'"cells"' in data[:65536] and b'"nbformat"' in data:
            return "a Jupyter notebook (JSON with cells and nbformat)"
        return None

    def prepare(self, text: str) -> str:
        """The notebook with what a code cell displayed as Markdown (``display(Markdown(…))``: a
        law read from a file and shown) a markdown cell of its own after it, as Jupyter renders it."""
        try:
            notebook = json.loads(text)
            cells = notebook["cells"]
        except (ValueError, KeyError, TypeError):
            return text  # pandoc says what is wrong with it
        if not isinstance(cells, list):
            return text
        shown = []
        for cell in cells:
            shown.append(cell)
            outputs = cell.get("outputs") if isinstance(cell, dict) else None
            for output in outputs if isinstance(outputs, list) else []:
                data = output.get("data") if isinstance(output, dict) else None
                markdown = data.get("text/markdown") if isinstance(data, dict) else None
                if isinstance(markdown, (str, list)):
                    shown.append({"cell_type": "markdown", "metadata": {}, "source": markdown})
        notebook["cells"] = shown
        return json.dumps(notebook, ensure_ascii=False)

    def arrange(self, tree: dict) -> None:
        tree["blocks"] = [inner for block in tree.get("blocks", []) if block.get("t") == "Div"
                          and "markdown" in block["c"][0][1] for inner in block["c"][1]]


_TYPST_MARK = re.compile(rb"^#(?:set|let|show)\s", re.MULTILINE)  # (a C source has #include, not these)


class ManReader(_PandocReader):
    """A manual page's roff source (a club's handbook written out as ``man 7`` pages, pandoc's own
    output among them): read as ``man`` shows it — the page's title line (``.TH``) its header and
    footer, not its words; each ``.SH`` a heading."""

    format = "man"
    label = "manual page (roff)"
    suffix = ".7"
    source = "man"

    def sniff(self, data: bytes) -> str | None:
        head = data[:65536].lstrip(b"\xef\xbb\xbf")
        title = _MAN_TITLE.search(head)
        # (the page opens with its title: only roff's own lines, comments and requests, before it —
        # a text that quotes ".TH" further down is no manual page)
        before = head[:title.start()].splitlines() if title else []
        if title and all(not line.strip() or line[:1] in (b".", b"'") for line in before) \
                and len(_MAN_SECTION.findall(head)) >= 1:
            return "a manual page's roff source (.TH, then .SH headings)"
        return None

    def arrange(self, tree: dict) -> list[str]:
        # an indented paragraph under its tag (``.IP " 1." 4``), which pandoc reads as a term and
        # its definition, is set by man with its tag before its first line: "1. A player …"
        blocks = _tags_run_in(tree.get("blocks", []))
        # a manual page's own sections (NAME, SYNOPSIS, NOTES, FILES, SEE ALSO, AUTHOR, BUGS …) are
        # the page's, not the law's, unless one holds a law's header (a law set under DESCRIPTION)
        out, said, k = [], [], 0
        while k < len(blocks):
            block = blocks[k]
            name = _block_words(block) if block.get("t") == "Header" and block["c"][0] == 1 else ""
            if name.upper() in _MAN_SECTIONS:  # (its end looked for only here: once a section)
                end = next((j for j in range(k + 1, len(blocks)) if blocks[j].get("t") == "Header"
                            and blocks[j]["c"][0] == 1), len(blocks))
                if not any(law_header(_block_words(b)) for b in blocks[k + 1:end]):
                    said.append(name)
                    k = end
                    continue
            out.append(block)
            k += 1
        tree["blocks"] = out
        return [f"a manual page's own section(s), not read: {', '.join(said)}"] if said else []


def _tags_run_in(blocks: list) -> list:
    """Blocks with each definition list whose terms are a unit's markers ("1.", "(a)") as
    paragraphs that open with their marker (inside lists and quotes too)."""
    out = []
    for block in blocks:
        kind, content = block.get("t"), block.get("c")
        if kind == "DefinitionList" and all(marker_kind(_plain(term).strip()) for term, _ in content):
            for term, definitions in content:
                body = [b for d in definitions for b in _tags_run_in(d)]
                if body and body[0].get("t") in ("Para", "Plain"):
                    body[0] = {"t": "Para", "c": [*term, {"t": "Space"}, *body[0]["c"]]}
                    out += body
                else:
                    out += [{"t": "Para", "c": term}, *body]
        elif kind in ("BlockQuote", "Div") and isinstance(content, list):
            inner = content if kind == "BlockQuote" else content[1]
            arranged = _tags_run_in(inner)
            out.append({"t": kind, "c": arranged if kind == "BlockQuote" else [content[0], arranged]})
        else:
            out.append(block)
    return out


def _block_words(block: dict) -> str:
    """The words of a heading or a paragraph of pandoc's tree ("" for another block)."""
    if block.get("t") == "Header":
        return _plain(block["c"][2]).strip()
    return _plain(block["c"]).strip() if block.get("t") in ("Para", "Plain") else ""


def _plain(inlines: list) -> str:
    """The words of pandoc's inlines, marks aside."""
    words = []
    for x in inlines:
        if x.get("t") == "Str":
            words.append(x["c"])
        elif x.get("t") in ("Space", "SoftBreak", "LineBreak"):
            words.append(" ")
        elif isinstance(x.get("c"), list):
            words.append(_plain([y for y in x["c"] if isinstance(y, dict)]))
    return "".join(words)


class TypstReader(_PandocReader):
    """A Typst source (a course's handout): evaluated as Typst sets it — the handout's own
    functions (``#let law(n, title) = …``) called, its lists numbered as its ``#set enum`` says."""

    format = "typst"
    label = "Typst source"
    suffix = ".typ"
    source = "typst"

    def sniff(self, data: bytes) -> str | None:
        marks = len(_TYPST_MARK.findall(data[:65536]))
        return f"Typst marks ({marks} #set, #let or #show line(s))" if marks >= 2 else None

    def prepare(self, text: str) -> str:
        """The source without its page's set-up (``#set page(…)``: the paper, the margins, the
        running header and footer, page furniture on every page and never the law's words), whose
        footer's "page 2 of #counter(page).final()" pandoc cannot evaluate; its lines kept blank,
        so that the lines keep their numbers."""
        out, at = [], 0
        for m in _TYPST_PAGE_SETUP.finditer(text):
            if m.start() < at:
                continue
            end = _closing(text, m.end() - 1)
            if end is None:
                break
            out += [text[at:m.start()], "\n" * text.count("\n", m.start(), end)]
            at = end
        return "".join(out) + text[at:]

    def arrange(self, tree: dict) -> None:
        # pandoc reads Typst's ``block[*A. Title*]`` into the paragraph after it ("A. Title In a
        # team match …"): a paragraph that opens with strong words and a line break is a block
        # of them over the words after it, as Typst sets it
        out = []
        for block in tree.get("blocks", []):
            inlines = block.get("c") if block.get("t") == "Para" else None
            if inlines and len(inlines) > 2 and inlines[0].get("t") == "Strong" and inlines[1].get("t") == "SoftBreak":
                out += [{"t": "Para", "c": inlines[:1]}, {"t": "Para", "c": inlines[2:]}]
            else:
                out.append(block)
        tree["blocks"] = out


_TYPST_PAGE_SETUP = re.compile(r"^[ \t]*#set[ \t]+page[ \t]*\(", re.MULTILINE)
_BRACKETS_OPEN, _BRACKETS_CLOSE = "([{", ")]}"


def _closing(text: str, start: int) -> int | None:
    """Where the bracket at ``start`` is closed (the index after it), brackets of every kind
    nested and strings ("…") passed over; None when it never is."""
    depth, k, quoted = 0, start, False
    while k < len(text):
        ch = text[k]
        if quoted:
            quoted = not (ch == '"' and text[k - 1] != "\\")
        elif ch == '"':
            quoted = True
        elif ch in _BRACKETS_OPEN:
            depth += 1
        elif ch in _BRACKETS_CLOSE:
            depth -= 1
            if depth == 0:
                return k + 1
        k += 1
    return None


def _label_of(block: dict) -> tuple[str, list] | None:
    """(label, the words after it) of a paragraph that opens with an item's own label."""
    if block.get("t") not in ("Para", "Plain") or not block["c"] or block["c"][0].get("t") != "Str" \
            or not block["c"][0]["c"].startswith(_OPEN):
        return None
    words = []
    for k, inline in enumerate(block["c"]):
        if inline.get("t") not in ("Str", "Space"):
            return None
        words.append(inline["c"] if inline["t"] == "Str" else " ")
        if inline["t"] == "Str" and _CLOSE in inline["c"]:
            label, _, after = "".join(words)[1:].partition(_CLOSE)
            rest = ([{"t": "Str", "c": after}] if after else []) + block["c"][k + 1:]
            while rest and rest[0].get("t") in ("Space", "SoftBreak"):
                rest = rest[1:]
            return label.strip(), rest
    return None


def _labelled(blocks: list) -> list:
    """The blocks with each item's own label (``\\item[(a)]``, which pandoc drops) where LaTeX
    sets it: a marker before the item's words, a longer label ("A. Title") on a line of its own
    above them; a list whose every item has one draws no number of its own."""
    out = []
    for block in blocks:
        kind = block.get("t")
        if kind in ("OrderedList", "BulletList"):
            items = block["c"][1] if kind == "OrderedList" else block["c"]
            own = bool(items) and all(item and _label_of(item[0]) for item in items)
            items = [_labelled(item) for item in items]
            out.append({"t": "BulletList", "c": items} if own or kind == "BulletList"
                       else {"t": kind, "c": [block["c"][0], items]})
        elif kind == "Div":
            out.append({"t": kind, "c": [block["c"][0], _labelled(block["c"][1])]})
        elif kind == "BlockQuote":
            out.append({"t": kind, "c": _labelled(block["c"])})
        elif (found := _label_of(block)) is None:
            out.append(block)
        else:
            label, rest = found
            if len(label) <= _MARKER_CHARS:
                out.append({"t": kind, "c": [{"t": "Str", "c": label}, {"t": "Space"}, *rest]})
            else:
                out += [{"t": "Para", "c": [{"t": "Str", "c": label}]}] + ([{"t": kind, "c": rest}] if rest else [])
    return out


def _number_lists(node, depth: int) -> None:
    """Give each ordered list that names no numbering LaTeX's for its depth."""
    if isinstance(node, list):
        for child in node:
            _number_lists(child, depth)
    elif isinstance(node, dict):
        if node.get("t") == "OrderedList":
            (start, style, delim), items = node["c"]
            if style.get("t") == "DefaultStyle":
                kind, mark = _LATEX_DEPTHS[min(depth, len(_LATEX_DEPTHS) - 1)]
                node["c"][0] = [start, {"t": kind}, {"t": mark}]
            _number_lists(items, depth + 1)
        else:
            _number_lists(node.get("c"), depth)


def _titled(tree: dict) -> list:
    """The document's title (AsciiDoc's "= Title", Org's ``#+TITLE:``) as its page shows it: a
    heading over the text."""
    title = tree.get("meta", {}).get("title")
    if not title:
        return []
    if title.get("t") == "MetaInlines":
        words = title["c"]
    elif title.get("t") == "MetaBlocks":  # a title of paragraphs (LaTeX's \title with a blank line): their words
        words = [inline for block in title.get("c", []) if isinstance(block, dict) and block.get("t") in ("Para", "Plain")
                 for inline in [*block["c"], {"t": "Space"}]][:-1]
    else:
        words = [{"t": "Str", "c": str(title.get("c", ""))}] if isinstance(title.get("c"), str) else []
    return [{"t": "Header", "c": [1, ["", [], []], words]}] if words else []


def _without_boxes(blocks: list) -> list:
    """The blocks without the writer's own boxes (``NOTE:``, ``[TIP]``), at any depth."""
    out = []
    for block in blocks:
        if block.get("t") == "Div" and _BOXES & set(block["c"][0][1]):
            continue
        if block.get("t") in ("Div", "BlockQuote"):
            block = {**block, "c": [block["c"][0], _without_boxes(block["c"][1])]
                     if block["t"] == "Div" else _without_boxes(block["c"])}
        out.append(block)
    return out


def _preprocessed(text: str) -> str:
    """An AsciiDoc source as its site renders it, with the preprocessor's work done: the lines
    of an ``ifdef::NAME[]`` kept only when the text sets NAME (a rendering environment's own,
    ``env-github``, it does not), of an ``ifndef::`` only when it does not (an ``ifeval::`` kept);
    an ``include::`` of another file is nothing of this text; an entry that unsets an attribute
    (``:sectnums!:``), which pandoc does not know, is dropped; a footnote's words over a line break
    one line."""
    text = _ADOC_NOTE.sub(lambda m: " ".join(m.group().split("\n")), text)
    defined: set[str] = set()
    skipping: list[bool] = []
    out = []
    for line in text.split("\n"):
        directive = _ADOC_DIRECTIVE.match(line)
        if directive:
            kind, names, content = directive.groups()
            if kind == "endif":
                if skipping:
                    skipping.pop()
                continue
            if kind == "include":
                continue
            wanted = [n.strip() for n in re.split(r"[,+]", names) if n.strip()]
            hit = (all if "+" in names else any)(n in defined for n in wanted) if wanted else False
            keep = True if kind == "ifeval" else hit if kind == "ifdef" else not hit
            if content:  # the one-line form: ifdef::name[words]
                if keep and not any(skipping):
                    out.append(content)
                continue
            skipping.append(not keep)
            continue
        if any(skipping):
            continue
        entry = _ADOC_ENTRY.match(line)
        if entry:
            unset, name, unset_after = entry.groups()
            if unset or unset_after:
                defined.discard(name)
                continue
            defined.add(name)
        out.append(line)
    return "\n".join(out)
