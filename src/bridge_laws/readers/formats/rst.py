"""A reStructuredText source (a rules site built with Sphinx or docutils, its page's source saved),
read as the rendered page shows it: docutils parses it into its document tree, whose text is
written out here in the standard layout, as the page shows it.

docutils runs with nothing that reaches outside the text: no file is included and no raw HTML
passed on (``file_insertion_enabled``, ``raw_enabled`` off), and its messages about the markup go
nowhere (a source with a directive docutils does not know still gives the rest). Sphinx's own
roles show their words (``:ref:`Law 86 <law-86>``` is "Law 86"), its index and table-of-contents
directives nothing. What the page shows as no text of the law is left out: the document's fields
(``:Edition:``, ``:Reviewed:``: the page's data), its contents list, a box of the writer's own
(``.. note::`` and the other admonitions), comments and targets. An enumerated list's items get
the markers it is drawn with (``a)``, then ``#)``, is b), as the Laws print them: ``1.``, ``(a)``,
``(i)``; a footnote's mark is its label in brackets where it stands, the notes after a rule line.
"""

from __future__ import annotations

import functools
import io
import re

from ...text.decode import decode
from .base import Document, FormatReader, Stream, blank_separated
from .numbering import format_number

# A title underlined (and maybe overlined) by one punctuation character repeated, and one of
# reStructuredText's explicit marks: a directive, a target, a footnote, a substitution. A plain text
# of the Laws may underline its headers ("-----"), but has none of these.
_UNDERLINED = re.compile(rb"^[^\s].*\r?\n([=\-~^\"'`#*+:.])\1{2,}[ \t]*\r?$", re.MULTILINE)
_EXPLICIT = re.compile(rb"^\.\. (?:[A-Za-z][\w-]*::|_[\w -]+:|\[[#*\w-]*\]|\|[^|]+\|)", re.MULTILINE)
# Sphinx's roles (their words shown) and directives (nothing shown), which docutils does not know
_SPHINX_ROLES = ("ref", "doc", "term", "numref", "any", "download", "abbr", "dfn", "kbd", "guilabel", "menuselection")
_SPHINX_DIRECTIVES = ("index", "toctree", "highlight", "tabularcolumns", "sectionauthor", "codeauthor", "only")
# an enumerated list's kind → how the Laws print a marker of that kind
_MARKERS = {"arabic": ("decimal", "{}."), "loweralpha": ("lowerLetter", "({})"), "upperalpha": ("upperLetter", "{}."),
            "lowerroman": ("lowerRoman", "({})"), "upperroman": ("upperRoman", "{}.")}
NOTES_RULE = "———"


class RstReader(FormatReader):
    format = "rst"
    label = "reStructuredText source"
    suffix = ".rst"

    def sniff(self, data: bytes) -> str | None:
        head = data[:65536]
        titles = len(_UNDERLINED.findall(head))
        marks = len(_EXPLICIT.findall(head))
        if titles and marks:
            return f"reStructuredText marks ({titles} underlined title(s), {marks} directive(s) or target(s))"
        return None

    def read(self, data: bytes, name: str) -> Document:
        from docutils.core import publish_doctree

        _register_sphinx_names()
        decoded = decode(data, name)
        try:
            tree = publish_doctree(decoded.text, source_path=name, settings_overrides={
                "file_insertion_enabled": False, "raw_enabled": False, "report_level": 5, "halt_level": 5,
                "warning_stream": io.StringIO(), "input_encoding": "unicode"})
        except Exception as exc:  # docutils gives up on markup it cannot make a tree of: a refusal, not a traceback
            raise self.refuse(name, f"docutils could not read it as reStructuredText ({type(exc).__name__}): save the "
                                    "page as HTML or plain text and import that") from None
        text = _Text()
        text.block(tree)
        paragraphs = text.paragraphs + ([NOTES_RULE] + text.notes if text.notes else [])
        notes = (f"{text.left_out} box(es), field list(s) or contents list(s) of the page's own, not read",) \
            if text.left_out else ()
        return Document(file=name, format=self.format, streams=(Stream.of_lines(None, blank_separated(paragraphs)),),
                        encoding=decoded.encoding, newline=decoded.newline, bom=decoded.bom, notes=notes)


class _Text:
    """A document tree's text as the page shows it: a paragraph a string, a list item's opening
    its marker; the notes apart (see the module's doc)."""

    def __init__(self):
        self.paragraphs: list[str] = []
        self.notes: list[str] = []
        self.left_out = 0

    def block(self, node, marker: str = "") -> None:
        from docutils import nodes

        if isinstance(node, (nodes.docinfo, nodes.topic, nodes.Admonition, nodes.field_list, nodes.sidebar)):
            self.left_out += 1
            return
        if isinstance(node, (nodes.comment, nodes.target, nodes.system_message, nodes.substitution_definition,
                             nodes.rubric, nodes.raw, nodes.pending, nodes.Invisible)):
            return
        if isinstance(node, nodes.footnote):
            label = next((c.astext() for c in node.children if isinstance(c, nodes.label)), "")
            words = " ".join(self.inline(c) for c in node.children if isinstance(c, nodes.paragraph))
            self.notes.append(f"[{label}] {words}")
            return
        if isinstance(node, (nodes.title, nodes.paragraph, nodes.line, nodes.term)):
            self.paragraphs.append((marker + " " if marker else "") + self.inline(node))
            return
        if isinstance(node, nodes.literal_block):
            self.paragraphs.append(node.astext())
            return
        if isinstance(node, nodes.enumerated_list):
            style, form = _MARKERS.get(node.get("enumtype", "arabic"), _MARKERS["arabic"])
            for n, item in enumerate(node.children, start=node.get("start", 1)):
                self.item(item, form.format(format_number(n, style)))
            return
        if isinstance(node, nodes.table):
            for row in node.traverse(nodes.row):
                self.paragraphs.append("\t".join(self.inline(entry) for entry in row.children))
            return
        if isinstance(node, nodes.list_item):
            self.item(node, marker)
            return
        for child in node.children:
            self.block(child)

    def item(self, item, marker: str) -> None:
        """A list item: its marker before its first paragraph, its other blocks after it."""
        for k, child in enumerate(item.children):
            self.block(child, "" if k else marker)

    def inline(self, node) -> str:
        """A paragraph's words, a footnote's mark glued to the word before it ("plus[1]")."""
        from docutils import nodes

        out = []
        for child in node.children:
            if isinstance(child, nodes.footnote_reference):
                out.append(f"[{child.astext()}]")
                if len(out) > 1:
                    out[-2] = out[-2].rstrip()
            elif isinstance(child, (nodes.Text, nodes.TextElement)) and not isinstance(child, nodes.target):
                out.append(child.astext() if isinstance(child, nodes.Text) else self.inline(child))
        return " ".join("".join(out).split())


@functools.cache
def _register_sphinx_names() -> None:
    """Sphinx's roles and directives, known to docutils once: a role shows its words (the title
    before ``<target>``), a directive shows nothing."""
    from docutils import nodes
    from docutils.parsers.rst import Directive, directives, roles

    def shown(name, rawtext, text, lineno, inliner, options=None, content=None):
        return [nodes.Text(re.sub(r"\s*<[^<>]*>$", "", text).strip())], []

    class Nothing(Directive):
        has_content = True
        optional_arguments = 99
        final_argument_whitespace = True
        option_spec = None

        def run(self):
            return []

    for role in _SPHINX_ROLES:
        roles.register_local_role(role, shown)
    for directive in _SPHINX_DIRECTIVES:
        directives.register_directive(directive, Nothing)
