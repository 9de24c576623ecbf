"""A news feed (RSS 2.0, RSS 1.0 or Atom: a federation's or a county's "Law of the month"), read
as a feed reader shows it: each item its title as a heading over its content, one after another,
which the HTML reader then reads as a page.

An outline (OPML: an outliner's export — Workflowy, Dynalist, OmniOutliner — or a feed reader's
list) is read as the outliner shows it: each node's text (HTML where the outliner wrote its marks
so) a paragraph, its note (``_note``) under it, the nodes in the outline's order; a node marked
done (``_complete``) is hidden by the outliner, and so are the nodes under it. Where a node is a
law's header, the law is that node and the nodes under it — the folders above and the to-dos
beside it are not — and a node in it that carries the writer's tag («#question …») is theirs; a
header's node with no nodes under it (a law pasted a line a node) goes on through the nodes after
it, to the next header's.

An Evernote export (``.enex``: a notebook's notes, each its title, tags and attributes over its
content, ENML — Evernote's XHTML — in CDATA) is read as Evernote shows each note: its title over
its content; its to-dos (``<en-todo>``: the writer's tasks) and pictures are no words of a law.

An item's full content (RSS's ``content:encoded``, Atom's ``content``) is what a reader shows;
its summary (``description``, ``summary``: an excerpt that repeats the first words, "[…]") only
when there is no content. A feed is many posts: where some of its items hold a law's header (in
the title, "Law of the Month: Law 15 – …", or in the content), the others — the results, the
committee's minutes — are other news, and are not read. Content is HTML (in CDATA or escaped), or plain text where the feed says
so (Atom's ``type="text"``). The XML is parsed by the standard library's expat, which refuses an
entity expanded past its bounds.
"""

from __future__ import annotations

import html
import re
from xml.etree import ElementTree

from ..grammar import holds_law_header, is_structural, law_header
from .base import Document, FormatReader, ascii_view, xml_root_name

_CONTENT = "{http://purl.org/rss/1.0/modules/content/}encoded"
_ATOM = "{http://www.w3.org/2005/Atom}"
_RSS1 = "{http://purl.org/rss/1.0/}"
# (a comment matched to its first end, one way only: a lazy «<!--.*?-->» ran across several empty
# ones, every way of splitting them tried — 25 «<!---->» before a text took minutes)
_ROOT = re.compile(rb"^(?:\xef\xbb\xbf)?\s*(?:<\?xml[^>]*\?>\s*)?(?:<!--(?:[^-]|-(?!->))*-->\s*|<\?[^>]*\?>\s*"
                   rb"|<!DOCTYPE\s+(?:rss|feed|rdf:RDF)\b[^\[>]*(?:\[[^\]]*\][^\[>]*)?>\s*)*"
                   rb"<(?:rss[\s>]|feed[^>]*http://www\.w3\.org/2005/Atom|rdf:RDF[^>]*purl\.org/rss/1\.0)", re.DOTALL)


class FeedReader(FormatReader):
    format = "feed"
    label = "news feed (RSS or Atom)"
    suffix = ".xml"

    def sniff(self, data: bytes) -> str | None:
        return "a news feed (RSS or Atom)" if _ROOT.match(data[:8192]) else None

    def read(self, data: bytes, name: str) -> Document:
        from .html import read_written_page

        root = _parsed(self, data, name, "not a readable feed: ")
        items = _items(root)
        if not items:
            raise self.refuse(name, "a feed with no items")
        holding = [(heading, body) for heading, body in items if _holds_law(heading, body)]
        others = len(items) - len(holding) if holding else 0
        items = holding or items
        title = html.escape(_text(root.find("channel/title")) or _text(root.find(f"{_ATOM}title")))
        page = "".join(f"<article><h1>{html.escape(heading)}</h1>\n{body}\n</article>\n" for heading, body in items)
        document = read_written_page(f"<!DOCTYPE html><html><head><title>{title}</title></head><body>\n"
                                     f"{page}</body></html>", name, self)
        return Document(file=name, format=self.format, streams=document.streams, encoding="utf-8", title=None,
                        notes=(f"{len(items)} item(s) of the feed, each its title over its content"
                               + (f"; {others} item(s) holding no law's header left out (other news)" if others else ""),
                               *document.notes))


_TAG = re.compile(r"</?[A-Za-z][^<>]*>")
MAX_OUTLINE_DEPTH = 64  # how deep an outline's nodes are read (an outliner's deepest is some dozen)


class OutlineReader(FormatReader):
    format = "opml"
    label = "an outline (OPML)"
    suffix = ".opml"

    def sniff(self, data: bytes) -> str | None:
        return "an outline (OPML)" if xml_root_name(ascii_view(data[:8192])) == b"opml" else None

    def read(self, data: bytes, name: str) -> Document:
        from .html import read_written_page

        root = _parsed(self, data, name)
        body = root.find("body")
        if body is None:
            raise self.refuse(name, "an outline with no body")
        blocks, hidden, outside, tagged, deep = [], [0], [0], [0], [0]
        # where a node is a law's header, the law is its node and the nodes under it: the
        # outline's other nodes (the folders above it, the writer's to-dos beside it) are not
        laws = any(_is_header(node) for node in body.iter("outline"))

        def visit(node, depth: int, in_law: bool) -> None:
            flat = False  # a law's header with no nodes under it: its law goes on through the nodes after it
            for child in node.findall("outline"):
                if (child.get("_complete") or "").lower() == "true":
                    hidden[0] += sum(1 for _ in child.iter("outline"))
                    continue
                header = _is_header(child)
                flat = header and child.find("outline") is None or flat and not header
                inside = in_law or not laws or header or flat
                if inside and _HASHTAG.search(_words(child)):  # the writer's tagged note («#question …»)
                    tagged[0] += sum(1 for _ in child.iter("outline"))
                    continue
                if inside:
                    text = _node_text(child)
                    blocks.append(f"<p>{text if _TAG.search(text) else html.escape(text)}</p>")
                    note = (child.get("_note") or "").strip()
                    blocks.extend(f"<p>{html.escape(part).replace(chr(10), '<br>')}</p>"
                                  for part in re.split(r"\n\s*\n", note) if part.strip())
                else:
                    outside[0] += 1
                if depth < MAX_OUTLINE_DEPTH:
                    visit(child, depth + 1, inside)
                else:
                    deep[0] += sum(1 for _ in child.iter("outline")) - 1

        visit(body, 0, False)
        title = html.escape(_text(root.find("head/title")))
        document = read_written_page(f"<!DOCTYPE html><html><head><title>{title}</title></head><body>\n"
                                     + "\n".join(blocks) + "\n</body></html>", name, self)
        notes = [f"{len(blocks)} paragraph(s) of the outline's nodes and notes, in its order"]
        if hidden[0]:
            notes.append(f"{hidden[0]} node(s) marked done (hidden by the outliner) not read")
        if tagged[0]:
            notes.append(f"{tagged[0]} node(s) under the writer's tag (#…) in a law not read")
        if deep[0]:
            notes.append(f"{deep[0]} node(s) nested past {MAX_OUTLINE_DEPTH} levels not read")
        if outside[0]:
            notes.append(f"{outside[0]} node(s) outside the laws' nodes (the outline's folders, the writer's notes) not read")
        return Document(file=name, format=self.format, streams=document.streams, encoding="utf-8", title=None,
                        notes=(*notes, *document.notes))


_TODO = re.compile(r"<en-todo\b[^>]*>(?:\s*</en-todo>)?", re.IGNORECASE)
# an encrypted block: Evernote shows a locked box, never its ciphertext (bounded: no nesting in ENML)
_CRYPT = re.compile(r"<en-crypt\b[^>]*>[^<]{0,10000000}</en-crypt\s*>|<en-crypt\b[^>]*/>", re.IGNORECASE)
_ENML_PROLOGUE = re.compile(r"^\s*(?:<\?xml[^>]*\?>\s*)?(?:<!DOCTYPE[^>]*>\s*)?", re.IGNORECASE)
_TODO_MARK = "\ue000"  # where a to-do's box stood, found again in the lines the page gives


class EnexReader(FormatReader):
    format = "enex"
    label = "an Evernote export (ENEX)"
    suffix = ".enex"

    def sniff(self, data: bytes) -> str | None:
        return "an Evernote export (ENEX)" if xml_root_name(ascii_view(data[:8192])) == b"en-export" else None

    def read(self, data: bytes, name: str) -> Document:
        from .base import Stream
        from .html import read_written_page

        root = _parsed(self, data, name)
        notes = root.findall("note")
        if not notes:
            raise self.refuse(name, "an export with no notes")
        # a note's title is shown over it, but is the app's name for the note ("TD course notes: …"),
        # read only when it is a law's header (a note whose law's header is its title alone)
        titles = [" ".join(_text(note.find("title")).split()) for note in notes]
        bodies = [_TODO.sub(_TODO_MARK, _CRYPT.sub("", _ENML_PROLOGUE.sub("", _text(note.find("content"))))) for note in notes]
        # a notebook is many notes: where some hold a law (its header in the title or the content),
        # the others — a shopping list, a reminder — are the writer's, not read (as a feed's other news)
        holding = [k for k, (title, body) in enumerate(zip(titles, bodies)) if law_header(title) or _holds_law("", body)]
        kept = holding or list(range(len(notes)))
        page = "".join((f"<article><h1>{html.escape(titles[k])}</h1>\n" if law_header(titles[k]) else "<article>\n")
                       + f"{bodies[k]}\n</article>\n" for k in kept)
        document = read_written_page(f"<!DOCTYPE html><html><body>\n{page}</body></html>", name, self)
        todos = 0
        streams = []
        for stream in document.streams:
            lines = []
            for line in stream.lines:
                if _TODO_MARK in line:
                    rest = line.replace(_TODO_MARK, "").strip()
                    if not is_structural(rest):  # a task of the writer's, not a unit ticked off
                        todos += 1
                        continue
                    line = rest
                lines.append(line)
            streams.append(Stream.of_lines(stream.lang, lines))
        said = [f"{len(notes)} note(s): " + "; ".join(f"«{t[:60]}»" for t in titles[:5])
                + " (a title read only when it is a law's header)"]
        if len(kept) < len(notes):
            said.append(f"{len(notes) - len(kept)} note(s) holding no law's header not read: "
                        + "; ".join(f"«{titles[k][:60]}»" for k in range(len(notes)) if k not in set(kept))[:240])
        if todos:
            said.append(f"{todos} to-do line(s) of the writer's not read")
        return Document(file=name, format=self.format, streams=tuple(streams), encoding="utf-8", title=None,
                        notes=(*said, *document.notes))


def _node_text(node) -> str:
    return node.get("text") or node.get("title") or ""


def _words(node) -> str:
    """An outline's node's words, its marks aside."""
    return " ".join(html.unescape(_TAG.sub(" ", _node_text(node))).split())


def _is_header(node) -> bool:
    """Whether an outline's node is a law's header."""
    words = _words(node)
    return bool(words) and law_header(words) is not None


# An outliner's tag on a node (Workflowy's, Dynalist's «#question», «#todo»): no law's text has one
_HASHTAG = re.compile(r"(?<![\w&#])#[^\W\d_][\w-]*")


def _parsed(reader: FormatReader, data: bytes, name: str, said: str = ""):
    """The XML's root element (expat: an entity expanded past its bounds is refused), or the
    reader's refusal naming the file."""
    try:
        return ElementTree.fromstring(data)
    except (ElementTree.ParseError, ValueError, LookupError) as exc:
        raise reader.refuse(name, f"{said}its XML is not well-formed ({exc})") from None


def _items(root) -> list[tuple[str, str]]:
    """(title, content as HTML) of each item, in the feed's order."""
    out = []
    for item in [*root.iter("item"), *root.iter(f"{_RSS1}item")]:
        body = _text(item.find(_CONTENT)) or _text(item.find("description")) or _text(item.find(f"{_RSS1}description"))
        out.append((_text(item.find("title")) or _text(item.find(f"{_RSS1}title")), body))
    for entry in root.iter(f"{_ATOM}entry"):
        content = entry.find(f"{_ATOM}content")
        if content is None or not (_text(content) or len(content)):
            content = entry.find(f"{_ATOM}summary")
        out.append((_text(entry.find(f"{_ATOM}title")), _atom_html(content)))
    return out


def _holds_law(heading: str, body: str) -> bool:
    """Whether an item's title or a line of its content is a law's header."""
    return holds_law_header([heading, *html.unescape(re.sub(r"<[^>]*>", "\n", body)).split("\n")], prefixed=True)


def _atom_html(el) -> str:
    """An Atom text construct as HTML: ``html`` escaped markup, ``xhtml`` a div of markup, ``text`` text."""
    if el is None:
        return ""
    kind = el.get("type", "text")
    if kind == "xhtml":
        for node in el.iter():  # the XHTML namespace off: the page's own tags
            node.tag = node.tag.rpartition("}")[2] if isinstance(node.tag, str) else node.tag
        return "".join(ElementTree.tostring(child, encoding="unicode") for child in el)
    return _text(el) if kind == "html" else f"<p>{html.escape(_text(el))}</p>"


def _text(el) -> str:
    return (el.text or "").strip() if el is not None else ""
