"""A page's Textile source, as a wiki that writes Textile keeps it (Redmine's wiki exported as
text, a Textpattern article, a tracker's page copied from "Edit"), read as the rendered page shows
it: rendered to HTML by the ``textile`` library (Textile's reference implementation in Python),
then read as any page.

    h2. Law 14 -- A Hand Found Short           a heading, h1 to h6 (classes in brackets allowed)
    # If the card is found …                   an ordered list item ("##" a level deeper, "#*" a bullet in it)
    *C.* When …, bq. a quote, fn1. a note      emphasis, a quote, a note listed under the text
    "words":https://…, !image.png!             a link, an image

Redmine's own marks, which ``textile`` does not know, are read as Redmine shows them: a wiki
link ``[[Page|words]]`` its words, a macro (``{{>toc}}``, ``{{child_pages}}``) nothing, a folded
block (``{{collapse(title) … }}``) shut, as the page opens it — unless it holds a law's words (a
page may fold its law's text under its visible heading), which its reader unfolds.
"""

from __future__ import annotations

import re

from ...text.decode import decode
from .base import Document, FormatReader
from .columns import opens_law_words

# A block's signature: "h2.", "h3(#id).", "bq.", "fn1.", "p(class).", "pre." at a line's start.
# (a block's attributes: a class or id in brackets, a style in braces, a language in square
# brackets, an alignment's signs; each one way to match, possessive: "p====…" is told at once)
_ATTRIBUTES = rb"(?:\([^()\n]*+\)|\{[^{}\n]*+\}|\[[^\[\]\n]*+\]|[<>=])*+"
_HEADING = re.compile(rb"^h[1-6]" + _ATTRIBUTES + rb"\. ", re.MULTILINE)
_BLOCK = re.compile(rb"^(?:bq|fn\d{1,3}|p|pre|bc|notextile)" + _ATTRIBUTES + rb"\.{1,2} ", re.MULTILINE)
_WIKI_LINK = re.compile(r"\[\[([^\[\]|\n]*)(?:\|([^\[\]\n]*))?\]\]")
_MACRO_LINE = re.compile(r"^[ \t]*\{\{[^{}\n]*\}\}[ \t]*$", re.MULTILINE)
_SIGNATURE = re.compile(r"^(?:h[1-6]|p|bq)" + _ATTRIBUTES.decode() + r"\.\s")  # "h2. " before a heading's words
_FOLD_OPEN = re.compile(r"[ \t]*\{\{collapse(?:\([^()\n]*\))?[ \t]*")
_FOLD_CLOSE = re.compile(r"[ \t]*\}\}[ \t]*")
MAX_CHARS = 500_000  # a wiki page's source; more is no page a wiki keeps
# The textile library's time grows with the square of a paragraph's length where its marks of
# emphasis go unclosed ('*a ' 8,000 times: 4 s): a paragraph (a block between blank lines) of a
# wiki's page is a few thousand characters; one longer is refused rather than waited on.
MAX_BLOCK = 20_000


class TextileReader(FormatReader):
    format = "textile"
    label = "Textile source"
    suffix = ".textile"

    def sniff(self, data: bytes) -> str | None:
        head = data[:65536]
        headings, blocks = len(_HEADING.findall(head)), len(_BLOCK.findall(head))
        if headings >= 2 or (headings and blocks):
            return f"Textile marks ({headings} heading(s) \"hN.\", {blocks} block mark(s) \"bq.\", \"fn1.\", \"p.\")"
        return None

    def read(self, data: bytes, name: str) -> Document:
        try:
            import textile
        except ImportError:
            raise self.refuse(name, "the textile library, which reads it, is not installed (pip install "
                                    "textile): save the page as HTML or plain text and import that") from None
        from .html import read_written_page

        decoded = decode(data, name)
        if len(decoded.text) > MAX_CHARS:
            raise self.refuse(name, f"a Textile source of {len(decoded.text):,} characters, more than a wiki's page "
                                    f"({MAX_CHARS:,})")
        source, folded = _unfolded(decoded.text)
        longest = max(map(len, re.split(r"\n[ \t]*\n", source)))
        if longest > MAX_BLOCK:
            raise self.refuse(name, f"a paragraph of {longest:,} characters (more than {MAX_BLOCK:,}), longer than a "
                                    "wiki's page holds: save the page as HTML or plain text and import that")
        source = _MACRO_LINE.sub("", source)
        source = _WIKI_LINK.sub(lambda m: (m[2] if m[2] is not None else m[1].replace("_", " ")).strip(), source)
        try:
            body = textile.textile(source)
        except RecursionError:
            raise  # said in one line by ``extract``
        except Exception as exc:  # the library's own failure on a text it cannot render
            raise self.refuse(name, f"textile could not render it ({type(exc).__name__}: {str(exc)[:80]})") from None
        document = read_written_page(f"<!DOCTYPE html><html><head><meta charset=\"utf-8\"></head><body>\n{body}\n"
                                     "</body></html>", name)
        return Document(file=name, format=self.format, streams=document.streams, encoding=decoded.encoding,
                        newline=decoded.newline, bom=decoded.bom,
                        notes=("read as the page Textile renders", *folded, *document.notes))


def _unfolded(text: str) -> tuple[str, list[str]]:
    """The source with its folded blocks (``{{collapse(title)`` … ``}}``) shut, as the page opens
    them — unless one holds a law's words (its header, a unit's marker: a page that folds its law
    away still shows it: read);
    their lines left blank, so that the lines keep their numbers; and what is said of them."""
    lines, said, k = text.split("\n"), [], 0
    shut = kept = 0
    while k < len(lines):
        if _FOLD_OPEN.fullmatch(lines[k]):
            end = next((j for j in range(k + 1, len(lines)) if _FOLD_CLOSE.fullmatch(lines[j])), None)
            if end is None:
                break
            if any(opens_law_words(_SIGNATURE.sub("", line).strip()) for line in lines[k + 1:end]):
                lines[k] = lines[end] = ""
                kept += 1
            else:
                lines[k:end + 1] = [""] * (end + 1 - k)
                shut += 1
            k = end
        k += 1
    if shut:
        said.append(f"{shut} folded block(s) ({{{{collapse}}}}) shut, as the page opens them: not read")
    if kept:
        said.append(f"{kept} folded block(s) holding a law's header read, as its reader unfolds them")
    return "\n".join(lines), said
