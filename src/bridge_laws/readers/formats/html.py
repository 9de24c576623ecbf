"""HTML saved from a browser: the page's own text, as a reader sees it, in reading order.

Parsed with html5lib (the WHATWG parsing algorithm, so a page saved from any browser parses as
the browser parsed it, however broken its markup). What is read:

- the charset the page declares (a byte-order mark, then ``<meta charset>`` or the
  ``http-equiv`` Content-Type in the first 1024 bytes, as browsers prescan, with the labels of the
  WHATWG Encoding Standard), else the bytes decoded as plain text is (:mod:`bridge_laws.text.decode`);
- only the page's main content when it marks one (``<main>``, ``role="main"``); never its
  navigation, page header and footer (``nav``, ``header``/``footer`` outside an article or
  section, ``aside``, the ARIA landmarks ``navigation``/``banner``/``contentinfo``), scripts,
  styles, forms or hidden elements;
- each block element (paragraph, heading, list item, table cell) as a paragraph; ``<br>`` as a
  line break; ordered lists with the label the browser shows (``A.``, ``1.``; a lower-case letter
  or Roman list as ``(a)``, ``(i)``, the Laws' way of printing items, which HTML has no list
  style for);
- a Russian | English two-column table as two language streams (:mod:`.columns`).

Never read: SVG and MathML (their ``<script>`` and ``<text>`` are no law text). A page nested
deeper than :data:`MAX_DEPTH` is refused before it is parsed (html5lib's cost grows with the
square of the depth: 100,000 nested ``<div>`` ran for minutes).
"""

from __future__ import annotations

import bisect
import re
from dataclasses import replace

from ...errors import SourceError
from ...text.analysis import CYRILLIC_RE
from ...text.decode import decode, normalize_newlines, sniff_newline
from ..grammar import SECTION_RE, bare_titled_header, is_structural, law_header, marker_kind, section_lost
from ..shapes import ends_sentence, stopped_title, title_like
from .base import Document, FormatReader, Stream, ascii_view, blank_separated, block_text, raised
from .columns import bilingual_streams, column_langs, opens_law_words
from .language import language_of
from .numbering import LIST_TYPES, format_number, list_number
from .runon import section_after
from .table import named_columns, table_paragraphs

# (struck words, <del>, <s>, <strike>: a deletion marked, or words no longer right — a wiki's
# "-struck-", a legal database's wording replaced — are not the text, as a tracked deletion is not)
_SKIP = frozenset("script style noscript template nav aside form button select textarea iframe svg "
                  "math head object embed canvas video audio del s strike".split())
_SKIP_ROLES = frozenset("navigation banner contentinfo search complementary menu menubar".split())
# A page's social widgets, named so by the id or a class of what holds them, the word first in the
# name ("likes-section", "like-button", "labels-section", "tags", "share-bar"): the likes, the labels
# or tags and the share buttons under a post — a few words, no heading, no law's header or marker
# ("table-like", "has-tags" and a heading's id, "b-each-sides-share", name none); and its
# advertisements, wherever they stand ("promo", "banner-top", "ad-slot", "adslot", "adsbygoogle",
# "advert", "sponsored": _AD_NAME).
_WIDGET_WORDS = frozenset("like likes labels tags share sharing reaction reactions btn button buttons callout alert".split())
_AD_NAME = re.compile(r"(?:ads?|ad(?:slot|unit|box|block|wrap|container)|adsbygoogle|advert\w*|banner\w*|promo\w*"
                      r"|sponsor\w*)\Z")
_WIDGET_CHARS = 300
# … and the page's footer as a page before <footer> names it: an element whose id or class names
# the page's ("footer", "site-footer", "page_footer", "footer-wrap"), short and holding no law's
# header or marker — not a box's own foot ("card-footer", "panel-footer": a law's note may stand there)
_PAGE_FOOTER = re.compile(r"(?:(?:site|page|main|global)[-_])?footer(?:[-_][a-z0-9]+)*")
_BLOCKS = frozenset("p div h1 h2 h3 h4 h5 h6 li dt dd blockquote pre section article main address "
                    "figure figcaption caption center hr body ol ul dl".split())
_SECTIONING = frozenset("article section main".split())
_LAYOUT_BLOCKS = frozenset("p div h1 h2 h3 h4 h5 h6 ol ul table blockquote".split())
_TAGS = re.compile(rb"<(?:!doctype\s+html|html|head|body|meta|title|p|div|table|tr|td|h[1-6]|br|span|li|ol|ul)\b",
                   re.IGNORECASE)
# Marks in the text being gathered: a <br> (U+2028 LINE SEPARATOR, which HTML white space
# never is) and the start of a <pre> block, whose lines are kept.
_BR = "\u2028"
_PRE = "\x00pre\x00"
_CLOSING = re.compile(rb"</(p|div|h[1-6]|li|ol|ul|table|tr|td|span)\s*>", re.IGNORECASE)
_META_CHARSET = re.compile(rb"<meta[^>]+charset\s*=\s*[\"']?\s*([-\w.:]+)", re.IGNORECASE)

# How deep a page may nest its elements: Chromium's parser stops nesting at 512 (deeper elements
# become siblings), so no page a browser saved is deeper; the Laws' pages are some 20 deep. Past
# it html5lib (quadratic in the depth: 5,000 <div> took 1.3 s and then a RecursionError, 100,000
# ran for minutes) is never started.
MAX_DEPTH = 512
# A quote in a quote … is marked so deep at most: a page of 500 nested quotes would otherwise
# write 1,000 characters before each of its lines (a mail's replies seldom nest past three).
MAX_QUOTE_MARKS = 4
_VOID = frozenset("area base br col embed hr img input link meta param source track wbr keygen".split())
# Elements the parser closes when the same one starts again with only inline elements between
# (<p>a<p>b, <li>…<li>): a page that never writes their end tags is not deep.
_REOPENED = frozenset("p li dt dd tr td th option optgroup thead tbody tfoot rb rt rp".split())
_INLINE = frozenset("a abbr b bdi bdo big cite code data dfn em font i kbd mark nobr q s samp small span "
                    "strike strong sub sup time tt u var label".split())
# A comment, an element whose content is text (script, style…), or a tag; each alternative ends
# at its close or at the end of the text, so one pass over the page is linear.
_TAG_SCAN = re.compile(r"<!--.*?(?:-->|\Z)|<(script|style|textarea|title|xmp)\b.*?(?:</\1\s*>|\Z)"
                       r"|<(/?)([a-zA-Z][^\s/>]*)[^>]*(?:>|\Z)", re.DOTALL | re.IGNORECASE)


def nesting_depth(text: str, limit: int) -> tuple[int, int]:
    """(how deep the page nests its elements, where in ``text`` it got there), counted from the
    tags as the parser would keep them open: a void element never opens, an end tag closes back to
    its element (a stray one closes nothing), and a <p> or <li> that starts again closes the last
    one. An estimate, cheap and linear (it stops once past ``limit``), taken before parsing."""
    stack: list[str] = []
    open_count: dict[str, int] = {}
    for m in _TAG_SCAN.finditer(text):
        closing, name = m.group(2), (m.group(3) or "").lower()
        if not name or name in _VOID:
            continue
        if closing or name in _REOPENED:
            if not open_count.get(name):
                if closing:
                    continue
            else:
                top = len(stack) - 1 - stack[::-1].index(name)
                if closing or all(tag in _INLINE for tag in stack[top + 1:]):
                    for tag in stack[top:]:
                        open_count[tag] -= 1
                    del stack[top:]
                if closing:
                    continue
        stack.append(name)
        open_count[name] = open_count.get(name, 0) + 1
        if len(stack) > limit:
            return len(stack), m.start()
    return len(stack), len(text)


# Formatting elements a page opens and never closes are opened again by the parser in every block
# after them (the HTML standard's "list of active formatting elements", at most three alike): 450
# unclosed <b class=…>, each unlike the others, then 6,000 paragraphs made html5lib build 2.7
# million elements (2.4 GB). A page of the Laws leaves a few open; past this many, it is refused.
MAX_FORMATTING = 100
_FORMATTING = frozenset("b big code em font i s small strike strong tt u".split())


def open_formatting(text: str) -> int:
    """The most formatting elements a page leaves open at once, as the parser would reopen them
    (each tag with its attributes at most three times), counted from the tags in one pass; past
    :data:`MAX_FORMATTING` the count stops there."""
    open_tags: list[tuple[str, str]] = []
    most = 0
    for m in _TAG_SCAN.finditer(text):
        closing, name = m.group(2), (m.group(3) or "").lower()
        if name not in _FORMATTING:
            continue
        if closing:
            for k in range(len(open_tags) - 1, -1, -1):
                if open_tags[k][0] == name:
                    del open_tags[k]
                    break
            continue
        key = (name, m.group(0))
        if open_tags.count(key) < 3:
            open_tags.append(key)
            most = max(most, len(open_tags))
            if most > MAX_FORMATTING:  # enough to refuse it: no more scanning (the list only grows)
                return most
    return most


class HtmlReader(FormatReader):
    format = "html"
    label = "HTML page"
    suffix = ".html"

    def sniff(self, data: bytes) -> str | None:
        tags = html_tags(data[:65536])
        # (or a fragment of a page, a CMS's body: it opens with a tag and closes two kinds of them,
        # "<h2>LAW 12 …</h2><p>A. …</p>")
        fragment = len(tags) >= 2 and data.lstrip(b"\xef\xbb\xbf \t\r\n")[:1] == b"<" \
            and len(set(_CLOSING.findall(ascii_view(data[:65536])))) >= 2
        if any(t.startswith((b"<!doctype", b"<html")) for t in tags) or len(tags) >= 3 or fragment:
            shown = ", ".join(sorted(t.decode("ascii") + ">" for t in tags)[:4])
            return f"HTML tags ({shown})"
        return None

    def parse(self, data: bytes, name: str) -> tuple[object, str, str, list[str]]:
        """(the page's element tree as html5lib builds it, its text, its encoding, notes on the
        charset): the bytes decoded as a browser does, and a page that would cost html5lib far
        more than its size (nested past :data:`MAX_DEPTH`, formatting elements left open past
        :data:`MAX_FORMATTING`) refused before it is parsed."""
        import html5lib

        text, encoding, notes = self.decode(data, name)
        depth, where = nesting_depth(text, MAX_DEPTH)
        left_open = open_formatting(text)
        if left_open > MAX_FORMATTING:
            raise self.refuse(name, f"more than {MAX_FORMATTING} formatting elements (<b>, <font>, …) opened and never "
                                    "closed, which every paragraph after them would open again")
        if depth > MAX_DEPTH:
            raise self.refuse(name, f"elements nested more than {MAX_DEPTH} deep, deeper than browsers build "
                                    "(no page saved from one is): save its text as plain text and import that",
                              text.count("\n", 0, where) + 1)
        try:
            return html5lib.parse(text, treebuilder="etree", namespaceHTMLElements=False), text, encoding, notes
        except RecursionError:  # nesting the estimate above missed: the same refusal, never a traceback
            raise self.refuse(name, f"elements nested too deep to read (over {MAX_DEPTH} levels)") from None

    def read(self, data: bytes, name: str) -> Document:
        tree, _, encoding, notes = self.parse(data, name)
        try:
            root = _main(tree) or tree.find("body") or tree
            _confluence_lists(root)
            sheet = _style_sheet(tree)  # (read once: each walk of the page below takes it)
            walker = _Blocks(sheet)
            blocks = list(walker.walk(root))
            parts, said = _page_parts(root)
            boxes = _labelled_boxes(root)
            if parts or boxes:  # the page's own parts after a law («Club practice»), under headings of their own
                walker = _Blocks(sheet, skip=parts | {id(e) for box in boxes for e in box.iter()})
                blocks = list(walker.walk(root))
            if parts:
                notes.append("part(s) of the page under headings of their own after a law, naming no law or "
                             "unit, not read: " + ", ".join(f"«{words[:40]}»" for words in said))
            if boxes:
                notes.append(f"{len(boxes)} box(es) of the site's own notes, not read: "
                             + ", ".join(f"«{' '.join(''.join(box.itertext()).split())[:50]}»" for box in boxes[:5]))
            comments = _comment_sections(root)
            if comments:  # the readers' comments under a post, when the law stands outside them
                without = _Blocks(sheet, skip={id(el) for el in comments} | walker.skip)
                kept = list(without.walk(root))
                # (a law without its header stands outside them only when they hold no law's header)
                if _reads_as_law([line for b in kept for line in block_text(b).split("\n")],
                                 headed=any(law_header(" ".join((x.text or "").split())) for el in comments
                                            for x in el.iter() if isinstance(x.tag, str))):
                    walker, blocks = without, kept
                    notes.append(f"{len(comments)} section(s) of the readers' comments, not read")
        except RecursionError:  # nesting the estimate above missed: the same refusal, never a traceback
            raise self.refuse(name, f"elements nested too deep to read (over {MAX_DEPTH} levels)") from None
        if not any(block_text(b).strip() for b in blocks):
            raise self.refuse(name, "no law in it: the page has no text outside its navigation, header and footer")
        notes += [f"a table's row of column headings left out: «{' | '.join(row)}»" for row in walker.headings]
        if walker.links_out:
            notes.append(f"{walker.links_out} list item(s) or line(s) that are only links to other pages, not read")
        if walker.contents:
            notes.append(f"a list of contents ({walker.contents} line(s) linking to the page's own parts), not read")
        notes += walker.tables_read
        if walker.previews:
            notes.append(f"{walker.previews} box(es) the page cuts to one line (a reply's preview of a message), not read")
        blocks, badges = _badged_sections(blocks)
        if badges:
            notes.append(f"{badges} section letter(s) alone in a box of their own (a card's badge) read as the "
                         "section's marker before its title")
        blocks, bare = _bare_headings(blocks, walker.heading_texts)
        if bare:
            notes.append("heading(s) with nothing under them at the end of the page, not read: "
                         + ", ".join(f"«{text[:40]}»" for text in bare))
        streams = bilingual_streams(blocks)
        if streams is not None:
            notes.append("a two-column table: ru and en side by side")
        else:
            paragraphs = [block_text(b) for b in blocks]
            streams = (Stream.of_lines(None, blank_separated(paragraphs)),)
        title = tree.find(".//title")
        title = " ".join("".join(title.itertext()).split())[:200] if title is not None else None
        return Document(file=name, format=self.format, streams=streams, encoding=encoding,
                        newline=sniff_newline(data), notes=tuple(notes), title=title or None)

    def decode(self, data: bytes, name: str) -> tuple[str, str, list[str]]:
        declared, label = _declared_charset(data)
        if declared is not None:
            try:
                return normalize_newlines(data.decode(declared)), declared, [f"charset {declared} (declared)"]
            except (UnicodeError, LookupError):
                decoded = decode(data, name)
                return decoded.text, decoded.encoding, [
                    f"declares charset {declared} but is not: read as {decoded.encoding} (detected)"]
        decoded = decode(data, name)
        if label is not None:  # rot13, base64, zlib, punycode: codecs of Python, no encoding of the web
            return decoded.text, decoded.encoding, [
                f"declares charset {label[:40]!r}, which is no text encoding of the web: read as "
                f"{decoded.encoding} (detected)"]
        return decoded.text, decoded.encoding, [f"charset {decoded.encoding} (not declared; detected)"]


def _declared_charset(data: bytes) -> tuple[str | None, str | None]:
    """(the Python codec a browser's charset maps to, the label declared): a BOM, then a meta
    declaration, read with the labels of the WHATWG Encoding Standard (``webencodings``, as
    html5lib reads them): ISO-8859-1 is Windows-1252. A label browsers do not know is no
    declaration (codec None): Python's own codecs include rot13, base64, zlib and punycode, which
    are no text encoding and must never decode a page."""
    if data.startswith(b"\xef\xbb\xbf"):
        return "utf-8-sig", None
    if data[:2] in (b"\xff\xfe", b"\xfe\xff"):
        return "utf-16", None
    match = _META_CHARSET.search(data[:1024])
    if not match:
        return None, None
    label = match.group(1).decode("ascii", "replace").lower()
    codec = web_codec(label)
    if codec in ("utf-16-le", "utf-16-be"):  # a meta can only be read in an ASCII-compatible page
        return "utf-8", label
    return codec, label


def web_codec(label: str) -> str | None:
    """The Python codec a browser reads a charset label as (the WHATWG Encoding Standard's labels,
    ``webencodings``: ISO-8859-1 is Windows-1252), or None for a label browsers do not know
    (Python's own codecs include rot13, base64, zlib, punycode, idna and "undefined", which are
    no text encoding and must never decode a page) and for "replacement" (iso-2022-kr …)."""
    import webencodings

    encoding = webencodings.lookup(label.strip().lower())
    if encoding is None or encoding.name == "replacement":
        return None
    return encoding.codec_info.name


# words struck through by their style (a web editor's <span style="text-decoration: line-through">)
_LINE_THROUGH = re.compile(r"text-decoration(?:-line)?:[^;]*line-through")


def _widget_names(name: str) -> list[str]:
    """What a class or id names: its first word ("share-buttons"), and in BEM's naming the block's
    element after "__" too ("chatlog__reactions": a chat export's reactions under a message); a
    builder's prefix of a letter or two before it aside ("t-btn", "t-callout__title")."""
    out = []
    for part in name.split("__"):
        words = [w for w in re.split(r"[-_]+", part) if w]
        if len(words) > 1 and len(words[0]) <= 2:
            words = words[1:]
        out += words[:1]
    return out


# A Confluence page's storage format (its source, as its REST API and a space's export give it):
# what its macros' parameters and the writer's task list say is no text of the page; a folded
# "expand" macro and a box of the writer's ("info", "note", "tip", "warning", "panel") are shown
# shut or beside the text — not the law's, unless one holds a law's header.
_CONFLUENCE_UNSHOWN = frozenset("ac:parameter ac:placeholder ac:task-list ri:user ri:attachment".split())
_CONFLUENCE_BOXES = frozenset("expand info note tip warning panel".split())


# Confluence draws a list in a list by its own style sheet: a, b, c under 1, 2, 3, then i, ii, iii
_CONFLUENCE_NESTED = ("a", "i")


def _confluence_lists(root) -> None:
    """A Confluence page's storage format (its ``ac:`` elements) numbers its lists as Confluence
    draws them: a list in a list lettered, one deeper in roman numerals (the page gives no type:
    the site's style sheet does). In place, as a ``type`` each such list lacks."""
    if not any(isinstance(el.tag, str) and el.tag.startswith("ac:") for el in root.iter()):
        return

    def visit(el, depth: int) -> None:
        for child in el:
            if not isinstance(child.tag, str):
                continue
            deeper = depth + (child.tag == "ol")
            if child.tag == "ol" and depth and not child.get("type") and "list-style" not in (child.get("style") or ""):
                child.set("type", _CONFLUENCE_NESTED[min(depth, len(_CONFLUENCE_NESTED)) - 1])
            visit(child, deeper)

    visit(root, 0)


def _block_lines(el) -> list[str]:
    """The words of each block inside ``el`` (a paragraph, a heading, an item), a line each, the
    words of a Confluence macro's parameters aside."""
    out = []
    for block in el.iter():
        if isinstance(block.tag, str) and block.tag in _BLOCKS and block.tag not in ("ol", "ul", "dl", "body"):
            words = "".join(_own_text(block))
            if words.strip():
                out.append(" ".join(words.split()))
    return out


def _own_text(block):
    """The text of ``block`` outside the blocks in it and outside a macro's parameters."""
    if block.text:
        yield block.text
    for child in block:
        if isinstance(child.tag, str) and child.tag not in _BLOCKS and child.tag not in _CONFLUENCE_UNSHOWN:
            yield from _own_text(child)
        if child.tail:
            yield child.tail


def _skipped(el) -> bool:
    tag = el.tag if isinstance(el.tag, str) else ""
    # SVG and MathML inside a page: html5lib names their elements "{namespace}script", which
    # the names of _SKIP never match (their <script> and <text> became law text)
    if tag.startswith("{") or tag in _SKIP or el.get("hidden") is not None or el.get("aria-hidden") == "true":
        return True
    if tag in _CONFLUENCE_UNSHOWN:
        return True
    if tag == "ac:structured-macro" and (el.get("ac:name") or "").lower() in _CONFLUENCE_BOXES:
        # (read block by block, its parameters aside: the storage format has no line breaks, and an
        # expand's title "Law 12" ran into the header "LAW 12 - …" of the law it folds)
        return not any(law_header(line) or SECTION_RE.match(line) for line in _block_lines(el))
    if (el.get("role") or "").strip().lower() in _SKIP_ROLES:
        return True
    if tag == "a" and not (el.get("href") or "#").startswith("#") and any(
            isinstance(child.tag, str) and child.tag in _LAYOUT_BLOCKS for child in el.iter()):
        # a card that links to another page (HTML lets a link hold blocks: a site's grid of other
        # laws, «Правило 61» over «Проверка ренонса»; a builder's badge): its words are the link's
        return len("".join(el.itertext())) <= _WIDGET_CHARS
    names = f"{el.get('id') or ''} {el.get('class') or ''}".lower().split()
    if tag not in _HEADING_LEVELS and (any(word in _WIDGET_WORDS or _AD_NAME.match(word)
                                           for name in names for word in _widget_names(name))
                                       or any(_PAGE_FOOTER.fullmatch(name) for name in names)):
        words = "".join(el.itertext())
        return len(words) <= _WIDGET_CHARS and not any(is_structural(line.strip()) for line in words.split("\n"))
    style = (el.get("style") or "").replace(" ", "").lower()
    return "display:none" in style or _LINE_THROUGH.search(style) is not None


# A page marks the readers' comments under a post by the id or class of what holds them
# (WordPress's id="comments" and class="comment-list", a blog's "comments", Disqus's thread), or
# names each for a screen reader (a social network's aria-label="Comment", «Комментарий»): a word
# of comments in any of them.
_COMMENT_WORDS = frozenset("comment comments commentlist disqus комментарий комментарии".split())


def _reads_as_law(lines: list[str], headed: bool = False) -> bool:
    """Whether lines hold a law: a law's header, then a unit's marker (a thread's title
    "Law 12: what does it mean?" alone is no law); or, a law saved without its header (its number
    in the page's title), two sections at least, each headed by the letter after the one before
    («А. …», «Б. …») — unless the lines it is told from (``headed``) print a law's header: a
    blog's own outline "A. The deal", "B. The ruling" over a law quoted in its comments."""
    at = next((k for k, line in enumerate(lines) if law_header(line.strip())), None)
    if at is not None:
        return any(marker_kind(line.strip()) for line in lines[at + 1:])
    if headed:
        return False
    letters = [m.group("m") for m in map(SECTION_RE.match, (line.strip() for line in lines)) if m]
    return len(letters) >= 2 and all(section_after(a) == b for a, b in zip(letters, letters[1:]))


# A box's first paragraph that names whose note it is: «КонсультантПлюс: примечание.», "Editor: note",
# "Site: comment." (the Laws' own «Примечание.» names no one).
_BOX_LABEL = re.compile(r"^[^\s:]{2,30}(?:\s[^\s:]{1,30}){0,2}:\s*(?:примечание|комментарий|note|comment)\.?$",
                        re.IGNORECASE)
# … or that opens with it the other way round, the note's word and its owner before a colon:
# «Примечание клуба «Эндшпиль»: …», "Note from the club: …", "Comment by the editor: …".
# … or with its owner first, a year maybe after it: "Committee note (2019): …", "Committee note,
# 2019: …", "Club note: …",
# «Клубное примечание: …».
_OWNED_NOTE = re.compile(r"^(?:(?:примечание|комментарий)\s+[^\s:]{2,30}|(?:note|comment)\s+(?:of|from|by)\s+[^\s:]{1,30})"
                         r"(?:\s[^\s:]{1,30}){0,3}:\s"
                         r"|^[^\s:]{2,30}(?:\s[^\s:]{1,30}){0,2}\s+(?:примечание|комментарий|note|comment)"
                         r"(?:\s*\([^()]{1,20}\)|,?\s+(?:19|20)\d\d)?:\s", re.IGNORECASE)


_BOX_CHARS = 600


def _labelled_boxes(root) -> list:
    """The boxes (``div``, ``aside``, ``section``, ``blockquote``) whose first paragraph is a label
    naming whose note they hold (``_BOX_LABEL``, or opens with one: ``_OWNED_NOTE``): a legal
    database's grey box between two units, a wiki's box of a club's note."""
    out = []
    for el in root.iter():
        if not isinstance(el.tag, str) or el.tag not in ("div", "aside", "section", "blockquote"):
            continue
        first = next((c for c in el if isinstance(c.tag, str)), None)
        said = " ".join("".join(first.itertext()).split()) if first is not None else ""
        if first is None or first.tag not in ("p", "b", "strong") or not (_BOX_LABEL.match(said) or _OWNED_NOTE.match(said)):
            continue
        lines = [" ".join(line.split()) for line in "".join(el.itertext()).split("\n") if line.strip()]
        # a box is small and holds no law: a page's container labelled so (a blog's first paragraph
        # "Webmaster: note.", a box left unclosed that holds the rest of the page) is none
        if len("".join(lines)) <= _BOX_CHARS and not any(is_structural(line) for line in lines):
            out.append(el)
    return out


def _comment_sections(root) -> list:
    """The outermost elements that hold the readers' comments."""
    out: list = []

    def visit(el):
        if not isinstance(el.tag, str):
            return
        names = f"{el.get('id') or ''} {el.get('class') or ''} {el.get('aria-label') or ''}".lower()
        if _COMMENT_WORDS & set(re.split(r"[\W_]+", names)):
            out.append(el)
            return
        for child in el:
            visit(child)

    visit(root)
    return out


def read_written_page(page: str, name: str, reader: FormatReader | None = None) -> Document:
    """A page this program wrote from another format (a feed, a wiki's source, an e-book, pandoc's
    reading of a markup), read as any page is; its notes on the page's charset are left out, as
    they would describe our page, not the file. With ``reader``, a refusal is said as that
    format's, without a line (the line would be our page's, not the file's)."""
    try:
        document = HtmlReader().read(b"\xef\xbb\xbf" + page.encode("utf-8"), name)
    except SourceError as exc:
        if reader is None:
            raise
        raise reader.refuse(name, exc.message.removeprefix(f"{HtmlReader.label}: ")) from None
    return replace(document, notes=tuple(n for n in document.notes if not n.startswith("charset ")))


def html_tags(head: bytes) -> set[bytes]:
    """The distinct HTML tags of a file's first bytes that a page's text is made of (``_TAGS``)."""
    return {m.group().lower() for m in _TAGS.finditer(ascii_view(head))}


_HEADING_LEVELS = {f"h{n}": n for n in range(1, 7)}
# A heading over a text's notes: "Notes", "Footnotes", «Примечания», «Сноски».
_NOTES_HEADING = re.compile(r"^(?:foot)?notes?$|^примечани[ея]$|^сноск[аи]$", re.IGNORECASE)


def _heading_words(el) -> str:
    """A heading's words as the page shows them, a wiki's "[edit]" link beside them left out
    (``_edit_link``, as the walker leaves it out)."""
    words, inside = "".join(el.itertext()), set()
    for d in el.iter():
        if d is not el and isinstance(d.tag, str) and id(d) not in inside and _edit_link(d):
            words = words.replace("".join(d.itertext()), " ", 1)
            inside.update(id(x) for x in d.iter())
    return " ".join(words.split())


def _page_parts(root) -> tuple[set[int], list[str]]:
    """The page's own parts after a law, as Markdown's reader finds them: from a heading at the
    level of the page's law headers (or above), after words of the law, that names no law, unit
    or chapter («Club practice» after «Law 82 – …»), to the next heading of that level; when no
    heading of a unit stands in it and it holds no note (an element an in-page link leads to, or a
    paragraph that opens with a note's mark). The ids of its elements, and its headings' words."""
    elements = [el for el in root.iter() if isinstance(el.tag, str)]
    heads = [el for el in elements if el.tag in _HEADING_LEVELS]
    words = {id(h): _heading_words(h) for h in heads}
    # a law's header, or one with no separator before its title over the law's first section's heading
    laws = [h for k, h in enumerate(heads) if law_header(words[id(h)]) or k + 1 < len(heads) and bare_titled_header(
        words[id(h)], words[id(heads[k + 1])])]
    if not laws:
        return set(), []
    level = min(_HEADING_LEVELS[h.tag] for h in laws)
    at = {id(el): k for k, el in enumerate(elements)}
    parent = {id(c): el for el in elements for c in el if isinstance(c.tag, str)}
    before = {}  # each element's element before it in its parent
    for el in elements:
        kids = [c for c in el if isinstance(c.tag, str)]
        before.update((id(b), a) for a, b in zip(kids, kids[1:]))
    targets = {(a.get("href") or "")[1:] for a in elements if a.tag == "a" and (a.get("href") or "").startswith("#")}
    worded = [0]  # paragraphs with words before each element (document order), counted once
    for el in elements:
        worded.append(worded[-1] + (el.tag in ("p", "li", "dd", "td") and bool((el.text or "").strip() or len(el))))
    headed = set()  # the elements that hold a heading of the law headers' level or above
    for h in heads:
        if _HEADING_LEVELS[h.tag] <= level:
            e = h
            while e is not None and id(e) not in headed:
                headed.add(id(e))
                e = parent.get(id(e))
    law_at = [at[id(g)] for g in laws]
    placed: dict[int, tuple[list, dict[int, int]]] = {}
    skip: set[int] = set()
    said: list[str] = []
    prior, last = {}, ""  # each heading's structural heading before it
    for h in heads:
        prior[id(h)] = last
        last = words[id(h)] if is_structural(words[id(h)]) else last
    for h in heads:
        text = words[id(h)]
        ruled = _HEADING_LEVELS[h.tag] > level and _after_rule(h, parent, before)  # a section's level, after a rule
        if at[id(h)] < law_at[0] or _HEADING_LEVELS[h.tag] > level and not ruled or not text or is_structural(text):
            continue
        last_law = law_at[bisect.bisect_left(law_at, at[id(h)]) - 1]
        if worded[at[id(h)]] == worded[last_law + 1]:
            continue  # a title on a heading of its own under the law's
        start = h
        while id(start) in parent and parent[id(start)] is not root and not any(
                isinstance(c.tag, str) and c is not start and c.tag not in ("span", "a") for c in parent[id(start)]):
            start = parent[id(start)]  # a wrapper that holds the heading alone (a wiki's <div class="mw-heading">)
        holder = parent.get(id(start))
        if holder is None:
            continue
        if id(holder) not in placed:  # each holder's children and their places, listed once
            children = [c for c in holder if isinstance(c.tag, str)]
            placed[id(holder)] = (children, {id(c): k for k, c in enumerate(children)})
        siblings, place = placed[id(holder)]
        part, then = [], None  # (then: the heading of its level that ends a part after a rule)
        for c in siblings[place[id(start)] + 1:]:
            if id(c) in headed or _endnotes(c):  # (the page's notes after it are the law's)
                break
            then = next((e for e in c.iter() if ruled and isinstance(e.tag, str)
                         and _HEADING_LEVELS.get(e.tag, 7) <= _HEADING_LEVELS[h.tag]), None)
            if then is not None:
                break
            part.append(c)
        if then is not None and section_lost(prior.get(id(h), ""), _heading_words(then)):
            continue  # between two of the law's sections whose letters leave one for it (lost): the law's
        inside = [e for c in part for e in c.iter() if isinstance(e.tag, str)]
        if _NOTES_HEADING.match(text) or any(
                e.tag in _HEADING_LEVELS and is_structural(_heading_words(e)) for e in inside) or any(
                _key(e) in targets or e.tag in ("p", "li") and opens_law_words("".join(e.itertext()).strip()) for e in inside):
            continue
        skip.update(id(e) for e in [start, *start.iter(), *inside] if isinstance(e.tag, str))
        said.append(text)
    return skip, said


def _after_rule(h, parent: dict, before: dict) -> bool:
    """Whether a heading (or the wrappers that open with it) comes right after a rule line
    (``<hr>``): a thematic break, then a part of the page's own. ``before``: each element's
    element before it in its parent."""
    e = h
    while id(e) not in before:
        holder = parent.get(id(e))
        if holder is None or (holder.text or "").strip():
            return False
        e = holder
    return before[id(e)].tag == "hr"


def _endnotes(el) -> bool:
    """Whether ``el`` is marked as the page's notes (DPUB-ARIA's ``doc-endnotes``, as pandoc and
    e-books mark them)."""
    return (el.get("role") or "").lower() in ("doc-endnotes", "doc-footnotes")


def _main(tree):
    """The element the page marks as its main content, if one."""
    for el in tree.iter():
        if el.tag == "main" or (el.get("role") or "").lower() == "main":
            return el
    return None


# A link that edits the page (a wiki's "[edit]" / «[править]» beside each heading): ``action=edit``
# (MediaWiki), ``do=edit`` (DokuWiki), an ``/edit`` path.
_EDIT_HREF = re.compile(r"[?&](?:action|do)=edit\b|/edit(?:$|[/?#])", re.IGNORECASE)
_BRACKETS = str.maketrans("", "", "[](){}|· \u00a0")


def _key(el) -> str | None:
    """What an in-page link names an element by: its id, or an ``<a name>``'s name (Word's and
    LibreOffice's pages anchor their notes so)."""
    return el.get("id") or (el.get("name") if el.tag == "a" else None)


def _text(el) -> str:
    """The text of ``el`` and all in it, without comments (``itertext`` reads a Word page's
    ``<![if !supportFootnotes]>`` as text)."""
    return (el.text or "") + "".join(_text(c) + (c.tail or "") if isinstance(c.tag, str) else (c.tail or "")
                                     for c in el)


# A note mark as a link shows it: "1", "[1]", "(2)", "*", "iv", or a letter in brackets, as a
# Google Docs page marks its comments ("[a]", linked both ways as a note).
_MARK_TEXT = re.compile(r"^(?:[\[(]?(?:\d{1,3}|\*{1,3}|[ivx]{1,4})[\])]?|\[[a-z]{1,2}\])$", re.IGNORECASE)


def note_mark(text: str) -> str:
    """A note's mark as the layout reader knows it: a number raised ("¹"), a letter or a Roman
    number (an e-book's endnote "i") in brackets ("[i]", not a letter more of the word it
    follows), anything else ("*", "[1]") as it is."""
    if text.isdigit():
        return raised(text)
    return f"[{text}]" if text.isalpha() and len(text) <= 4 else text


def _marks(root) -> dict[str, str]:
    """The name of each note mark in the text → the mark as the text shows it ("[1]", "¹"): a
    note's link back to it names it. A mark is a raised ``<sup>`` (or what holds only it) with an
    id, or a link to a note that links back to it — the two links lead to each other, the mark
    first (Word's ``_ftnref1`` ↔ ``_ftn1``, LibreOffice's ``sdfootnote1anc`` ↔ ``sdfootnote1sym``,
    an e-book's note reference → its ``<aside>`` note → back)."""
    def mark(el) -> str:
        return note_mark(" ".join(_text(el).split()))

    out = {}
    elements = list(root.iter())
    at = {el: k for k, el in enumerate(elements)}
    keyed: dict[str, object] = {}
    for el in elements:
        keyed.setdefault(_key(el), el)

    def links_back(el) -> bool:
        """A link to an element before it: a note's way back to its mark («<a href="#_ftnref1"
        name="_ftn1"><sup>[1]</sup></a>» opening the note), never the mark itself."""
        href = el.get("href") or "" if el.tag == "a" else ""
        target = keyed.get(href[1:]) if href.startswith("#") else None
        return target is not None and at[target] < at[el]

    for sup in root.iter("sup"):
        out.update((_key(x), mark(sup)) for x in sup.iter() if _key(x) and not links_back(x))
    for el in elements:
        sups = [c for c in el if c.tag == "sup"]
        if _key(el) and sups and _text(el).strip() == _text(sups[0]).strip() and not links_back(el):
            out[_key(el)] = mark(sups[0])
    links = [a for a in root.iter("a") if (a.get("href") or "").startswith("#")]
    linked = {a.get("href")[1:] for a in links}
    for a in links:
        name, target = _key(a), keyed.get(a.get("href")[1:])
        if name and name in linked and target is not None and at[a] < at[target] \
                and _MARK_TEXT.match("".join(_text(a).split())):
            out.setdefault(name, mark(a))
    out.pop(None, None)
    return out


def _edit_link(el) -> bool:
    """An inline element in a heading that is only a link to edit the page, with its brackets."""
    links = [a for a in el.iter("a") if _EDIT_HREF.search(a.get("href") or "")]
    return bool(links) and "".join(el.itertext()).translate(_BRACKETS) == \
        "".join("".join(a.itertext()) for a in links).translate(_BRACKETS)


class _Blocks:
    """Walks the tree: yields paragraph strings and tables (lists of rows of cell strings);
    ``lists``: the lists' numbers the page's style sheet draws (``_list_styles``).

    Notes listed after the text with a link back to their mark (Wikipedia's «↑», Pandoc's "↩︎",
    a blog's footnotes) are read as notes: the list after a rule line, each item opening with
    its mark, the links back left out. A wiki's edit links beside its headings are left out."""

    def __init__(self, lists: dict | None = None, skip=frozenset()):
        self.lists = lists or {}
        self.skip = skip  # the ids of elements not read
        self.headings: list[list[str]] = []  # the rows of column headings left out of tables read cell by cell
        self.counters: dict[str, int] = {}  # a style sheet's counter → the number of its next item
        self.links_out = 0  # list items left out that are only a link to another page
        self.contents = 0  # list items left out that are a list of contents's lines (links within the page)
        self.heading_texts: set[str] = set()  # the text of each heading read
        self.keeping = 0  # how many elements it is in whose style keeps line breaks (white-space: pre-wrap)
        self.previews = 0  # boxes left out that the style sheet cuts to one line (a reply's preview)
        self.tables_read: list[str] = []  # what each table of named columns read as the law's units said

    def walk(self, root):
        self.root, self.page_words = root, None  # (the page's words, read when a preview is met)
        self.current: list[str] = []
        self.quoting = 0  # how many quoting <blockquote> (``_quotes``) it is in: its lines get a mail's quote marks
        self.heading = 0  # how many headings (h1–h6) it is in
        self.marks = _marks(root)
        self.in_notes = False  # the last paragraph was a note (the next one needs no rule before it)
        yield from self._element(root, in_section=False)
        yield from self._flush()

    def _back(self, a) -> str | None:
        """The mark an in-page link leads back to, when it is a note's link back to its mark."""
        href = a.get("href") or ""
        return self.marks.get(href[1:]) if a.tag == "a" and href.startswith("#") else None

    def _words(self, el):
        """The text of ``el`` but its links back to marks, in order."""
        if el.text:
            yield el.text
        for child in el:
            if isinstance(child.tag, str) and not self._back(child) and not _skipped(child):
                yield from self._words(child)
            if child.tail:
                yield child.tail

    def _note_of(self, el) -> str | None:
        """The mark of a note with a link back to it: a list item that holds the link, or the
        innermost other block that does (a Word or LibreOffice note's paragraph, an e-book's
        note in its ``<aside>``)."""
        if not self.marks or (el.tag not in _BLOCKS and el.tag != "aside"):
            return None
        mark = next((m for m in map(self._back, el.iter("a")) if m), None)
        if mark is None or el.tag == "li":
            return mark
        inner = (c for c in el.iter() if c is not el and c.tag in _BLOCKS)
        return None if any(self._back(a) for c in inner for a in c.iter("a")) else mark

    def _bare_header(self) -> bool:
        """Whether the heading's words so far are a law's header alone, its number last ("Law 50 "
        before a <small> that holds its title; not «L<small>AW</small>», a title's own <small>)."""
        words = " ".join("".join(self.current).split(_BR)[-1].split())
        header = law_header(words) if words else None
        return header is not None and not header.title and "".join(self.current)[-1:].isspace()

    def _flush(self):
        text = _clean("".join(self.current))
        self.current = []
        if text and self.heading:
            self.heading_texts.add(text)
        if text and self.quoting:
            marks = "> " * min(self.quoting, MAX_QUOTE_MARKS)
            text = "\n".join(marks + line for line in text.split("\n"))
        if text:
            self.in_notes = False
            yield text

    def _element(self, el, in_section: bool, label: str = ""):
        if not isinstance(el.tag, str):  # a comment or processing instruction: only its tail is text
            yield from self._tail(el)
            return
        tag = el.tag
        notes = tag == "aside" and any(self._back(a) for a in el.iter("a"))  # an e-book's notes
        if (_skipped(el) and not notes) or (tag in ("header", "footer") and not in_section) or self._back(el) \
                or id(el) in self.skip \
                or (self.heading and tag in _INLINE and _edit_link(el)):
            yield from self._tail(el)
            return
        classes = set((el.get("class") or "").split())
        if classes and _styled(self.lists.get("preview", {}), classes) and self._shown_elsewhere(el):
            self.previews += 1  # a reply's preview, cut to a line, of a message the page shows whole
            yield from self._tail(el)
            return
        note = self._note_of(el)
        if note:  # a note: one paragraph opening with its mark, whatever it holds
            yield from self._flush()
            if not self.in_notes:
                yield NOTES_RULE  # the notes of the text, as a printed page sets them under a rule
            yield _clean(note + " " + "".join(self._words(el)))
            self.in_notes = True
            yield from self._tail(el)
            return
        if tag == "table":
            yield from self._flush()
            caption = next((c for c in el if c.tag == "caption"), None)
            said = _clean("".join(self._words(caption))) if caption is not None else ""
            if said and law_header(" ".join(said.split())):  # «Правило 69. …» as the caption of the law's table
                yield said
            rows = _table(el, self.lists)
            named = named_columns(rows) is not None
            grid = _grid(el, rows) if named and _spans(el) else rows
            if named and named_columns(grid) is not None:  # «Law | Sec. | No. | Text» over the law's rows: a unit a row
                paragraphs, said = table_paragraphs(grid, language_of("\n".join(c for row in grid for c in row)))
                self.tables_read += said
                yield from paragraphs
            elif column_langs(rows) is None and _is_layout(el):
                # a page laid out as a table (a menu cell beside a text cell): its cells are
                # the page's blocks, one after another, not the cells of a table of data
                trs = list(_rows(el))
                if len(trs) > 1 and _column_headings(trs[0]):  # «Пункт | Текст» over the law's rows
                    self.headings.append(["".join(c.itertext()).strip() for c in trs[0] if c.tag in ("td", "th")])
                    trs = trs[1:]
                for cell in (c for tr in trs for c in tr if c.tag in ("td", "th")):
                    yield from self._element(cell, in_section)
                    yield from self._flush()
            else:
                trs = list(_rows(el))
                marked = [row for row in rows[1:] if row and row[0].strip()]
                if (len(trs) > 1 and _column_headings(trs[0]) and marked
                        and sum(marker_kind(row[0].strip()) is not None for row in marked) * 2 >= len(marked)):
                    # «Пункт | Текст» over rows of a unit's marker and its words: the headings no text
                    self.headings.append(["".join(c.itertext()).strip() for c in trs[0] if c.tag in ("td", "th")])
                    rows = rows[1:]
                yield rows
            yield from self._tail(el)
            return
        if tag == "sup":  # a raised note number: "¹"; a linked note's letter or Roman number: "[i]"
            linked = next((self.marks[key] for key in map(_key, el.iter()) if key in self.marks), None)
            self.current.append(linked or raised("".join(el.itertext())))
            yield from self._tail(el)
            return
        items = [c for c in el if c.tag == "li"] if tag in ("ul", "ol") else []
        if items and _links_out_list(items):  # "Law 49 – …" each linking to its own page: no text
            self.links_out += len(items)
            yield from self._tail(el)
            return
        if tag in ("p", "div") and _links_line(el):  # "See also: Law 63 – … · Law 65 – …", a pager: links to other pages, no text
            self.links_out += 1
            yield from self._tail(el)
            return
        if len(items) >= 2 and all(map(_contents_line, items)):  # a list of contents: links to the page's own parts
            self.contents += len(items)
            yield from self._tail(el)
            return
        if tag in ("b", "strong") and not self.heading and (title := self._run_in_title(el)):
            self.current.append(title + _BR)  # «1. <b>Title.</b> Text»: the title on its line, as a heading
            yield from self._tail(el)
            return
        if tag == "br" or (tag == "small" and self.heading and self._bare_header()):  # "Law 50 <small>Title": two lines
            self.current.append(_BR)
        elif tag == "pre":
            yield from self._flush()
            self.current.append(_PRE + "".join(el.itertext()))
            yield from self._flush()
            yield from self._tail(el)
            return
        # A <cite> inside a quote is the quote's attribution ("anna wrote:"), which a forum's or a
        # mail archive's stylesheet shows on a line of its own: so does the text, and a law header
        # quoted under it starts its line (a <cite> in running text, a book's title, stays inline).
        # (A blockquote that holds a <cite> quotes someone: inside one, a <cite> is in a quote.)
        block = tag in _BLOCKS or tag in ("header", "footer") or (tag == "cite" and self.quoting > 0)
        carried = None  # a list item's marker carried to its first paragraph (``<li><p>``), as a browser draws it
        if block:
            yield from self._flush()
            first = next((c for c in el if isinstance(c.tag, str)), None)
            if label and first is not None and first.tag in ("p", "div") and not (el.text or "").strip():
                carried = first
            else:
                self.current.append(label)
        quoting = tag == "blockquote" and _quotes(el)  # a block: its text, from its first word, is flushed apart
        self.quoting += quoting
        heading = tag in ("h1", "h2", "h3", "h4", "h5", "h6")
        self.heading += heading
        marks = _quotation_marks(el) if tag == "q" else ("", "")  # a browser shows them: so does the text
        self.current.append(marks[0])
        keeps = bool(classes) and bool(_styled(self.lists.get("preserve", {}), classes)) \
            or _INLINE_KEEPS_BREAKS.search(el.get("style") or "") is not None
        self.keeping += keeps
        if el.text:
            self._add(el.text)
        labels = _list_labels(el, self.lists, self.counters) if tag == "ol" else {}
        for i, child in enumerate(el):
            yield from self._element(child, in_section or tag in _SECTIONING,
                                     label if child is carried else labels.get(i, ""))
        self.current.append(marks[1])
        self.keeping -= keeps
        if block:
            yield from self._flush()
        self.quoting -= quoting
        self.heading -= heading
        yield from self._tail(el)

    def _run_in_title(self, el) -> str | None:
        """A unit's title run into its text in bold, as a page sets it: the bold words right after
        the unit's marker (or holding it), one short phrase and its full stop, a sentence after it
        in the same paragraph («1. <strong>At the Turn of the Offender's Partner.</strong> A pass
        …»). The marker and the title without its stop, or None."""
        after = (el.tail or "").lstrip()
        if not after[:1].isupper() or len(self.current) > _RUN_IN_PIECES or sum(map(len, self.current)) > _RUN_IN_CHARS:
            return None  # (a paragraph's words before it: no marker alone; asked cheaply of every bold element)
        before = _clean("".join(self.current)).strip()
        if "\n" in before or len(before.split()) > 1:
            return None
        words = " ".join(_text(el).split())
        if len(words) > _RUN_IN_CHARS * 4:
            return None
        bold_marker = not before  # the marker in bold too: «<b>B. Title.</b>»
        if bold_marker:
            before, _, words = words.partition(" ")
        title = stopped_title(words)
        if not title or marker_kind(before + " x") is None or marker_kind(title) or law_header(title) \
                or not _title_shaped(title):
            return None
        return f"{before} {title}" if bold_marker else f" {title}"

    def _shown_elsewhere(self, el) -> bool:
        """Whether the page holds the first words of ``el`` again, outside it (a copy cut to one
        line; a heading the style sheet keeps on one line is shown nowhere else, and is read)."""
        words = " ".join(_text(el).split())[:_PREVIEW_CHARS]  # (without comments: itertext reads them)
        if len(words) < _PREVIEW_LEAST:  # a short box, a heading or a title kept on one line: read
            return False
        if self.page_words is None:
            self.page_words = " ".join(_text(self.root).split())
        return self.page_words.count(words) >= 2

    def _add(self, text: str) -> None:
        """Text of the page: its line breaks kept inside an element whose style keeps them."""
        self.current.append(text.replace("\r\n", "\n").replace("\n", _BR) if self.keeping else text)

    def _tail(self, el):
        if el.tail:
            self._add(el.tail)
        return iter(())


NOTES_RULE = "———"


def _quotation_marks(q) -> tuple[str, str]:
    """The marks a browser sets around an inline quotation (``<q>``) in its words' language:
    «…» around Russian, “…” around other words."""
    return ("«", "»") if CYRILLIC_RE.search("".join(q.itertext())) else ("“", "”")


_BADGE = re.compile(r"^[A-HА-З]$")


def _badged_sections(blocks: list) -> tuple[list, int]:
    """The blocks with each section's letter that a page builder sets alone in a box of its own
    (a card's round badge «А» over the card's title and words) read as its marker: «А.» run into
    the title's block after it, when the letters come in the law's order (two at least, the
    first the first letter: a lone "A" of a page is no section) and a title-shaped block follows
    each; and how many."""
    badges = [k for k, b in enumerate(blocks) if isinstance(b, str) and _BADGE.match(b.strip())]
    letters = [blocks[k].strip() for k in badges]
    titled = all(k + 1 < len(blocks) and isinstance(blocks[k + 1], str) and title_like(blocks[k + 1].strip())
                 and not is_structural(blocks[k + 1].strip()) for k in badges)
    if len(badges) < 2 or not titled or not _in_order(letters):
        return blocks, 0
    out = list(blocks)
    for k in reversed(badges):
        out[k:k + 2] = [f"{out[k].strip()}. {out[k + 1].strip()}"]
    return out, len(badges)


def _in_order(letters: list[str]) -> bool:
    """Whether ``letters`` are sections' letters in the law's order from the first (A, B, C or
    А, Б, В)."""
    return letters[0] in "AА" and all(section_after(a) == b for a, b in zip(letters, letters[1:]))


def _bare_headings(blocks: list, headings: set[str]) -> tuple[list, list[str]]:
    """The page's blocks without the headings at its end that have nothing under them but the
    notes (a "Related laws" whose links are not read), and those headings; a law's or a unit's
    heading is kept."""
    end = next((k for k, b in enumerate(blocks) if b == NOTES_RULE), len(blocks))
    start = end
    while start > 0 and isinstance(blocks[start - 1], str) and blocks[start - 1] in headings \
            and not is_structural(blocks[start - 1]):
        start -= 1
    return blocks[:start] + blocks[end:], [b for b in blocks[start:end]]


LINK_WORDS = 12  # the most words of a link that names another page (a law's title) rather than holding text


def _links_out_list(items: list) -> bool:
    """A list of links to other pages: every item only a link (``_links_out_only``), or all but the
    page's own, named without a link («Правило 62» between the links to 61 and 63 in a site's
    menu of its laws)."""
    own = [li for li in items if not _links_out_only(li)]
    if not own:
        return True
    words = "".join(own[0].itertext()).split()
    return len(own) == 1 and len(items) >= 3 and not _links_off_page(own[0]) and 0 < len(words) <= LINK_WORDS \
        and not ends_sentence(" ".join(words))


def _links_out_only(li) -> bool:
    """Whether a list item is only a link to another page, as each of a page's "Related laws" or
    a site's list of its laws is: its words all a link's, a name rather than a sentence, and the
    link leads off the page (a link within it, a list of contents, is read as the page shows
    it). A list is left out when all its items are such."""
    links = _links_off_page(li)
    if not links:
        return False
    linked = "".join("".join(a.itertext()) for a in links).split()
    # a link's title, not a sentence: a page that links each unit's words to its own address keeps them
    named = len(linked) <= LINK_WORDS and not ends_sentence(" ".join(linked))
    return named and linked == "".join(li.itertext()).split()


def _links_off_page(el) -> list:
    """The links in ``el`` that lead to another page (an address, not ``#`` a part of this one)."""
    return [a for a in el.iter("a") if (a.get("href") or "").strip() and not (a.get("href") or "").startswith("#")]


_LINKS_LABEL = re.compile(r"^[^\W\d_][\w ]{0,30}:$")  # "See also:", «См. также:» before a line of links
_LINK_SEPARATORS = "·|•,;–—-/<>←→«»"  # and a pager's arrows ("<- Law 44 | Law 46 ->", "« Law 44")


def _links_line(p) -> bool:
    """Whether a paragraph is a line of links to other pages: two or more, each a name rather than
    a sentence, with nothing but a short label before them ("See also:") and separators between."""
    links = _links_off_page(p)
    if len(links) < 2 or any(len("".join(a.itertext()).split()) > LINK_WORDS or ends_sentence("".join(a.itertext()))
                             for a in links):
        return False
    rest = "".join(p.itertext())
    for a in links:
        rest = rest.replace("".join(a.itertext()), " ", 1)
    words = [w for w in rest.split() if w.strip(_LINK_SEPARATORS)]
    return not words or (len(words) <= 4 and _LINKS_LABEL.match(" ".join(words).replace(".", "")) is not None)


def _contents_line(li) -> bool:
    """Whether a list item is a line of a list of contents: only a link (or links, with a nested
    list of them) to a part of the same page, naming it (a wiki's or a Confluence page's contents
    above the text: «A. Transfer of Tricks» linking to ``#a``); the part itself is read where it
    stands."""
    links = [a for a in li.iter("a") if (a.get("href") or "").startswith("#") and len(a.get("href")) > 1]
    linked = "".join("".join(a.itertext()) for a in links).split()
    return bool(links) and len(linked) <= LINK_WORDS * len(links) and linked == "".join(li.itertext()).split()


def _quotes(blockquote) -> bool:
    """Whether a ``<blockquote>`` quotes someone, as a forum's or a mail's reply does: it names
    its source (``cite="…"``, a mail client's ``type="cite"``), holds its attribution (a
    ``<cite>``: "anna wrote:"), or is drawn with a mail's quote bar (a line at its left, as mail
    clients mark a quote in a reply). Its text is then given a mail's quote marks, "> " a level,
    so that the readers keep the law it quotes apart from the words around it, as in a mail; a
    blockquote that only indents (old pages set whole laws in them) stays plain text."""
    return (blockquote.get("cite") is not None or (blockquote.get("type") or "").strip().lower() == "cite"
            or next(blockquote.iter("cite"), None) is not None or _quote_bar(blockquote.get("style") or ""))


# A line drawn at the left of a block (its start side): a border there of a visible style and
# a width that is not zero ("border-left: 1px solid #ccc"; "none", "0px" or a lone colour draw none).
_LEFT_BORDER = re.compile(r"(?:^|;)\s*border-(?:left|inline-start)\s*:\s*([^;]*)", re.I)
_LINE_STYLE = re.compile(r"\b(?:solid|dotted|dashed|double|groove|ridge|inset|outset)\b", re.I)
_ZERO_WIDTH = re.compile(r"(?:^|\s)0(?:\.0+)?(?:[a-z]+)?(?:\s|$)", re.I)


def _quote_bar(style: str) -> bool:
    """Whether an inline ``style`` draws a line at the block's left (the last declaration counts)."""
    found = _LEFT_BORDER.findall(style)
    return bool(found) and bool(_LINE_STYLE.search(found[-1])) and not _ZERO_WIDTH.search(found[-1])


# A list whose numbers the page's style sheet draws, as a Google Docs page's do: the list shows
# none of its own (list-style-type: none) and each item's :before writes a counter and the words
# around it ('.lst-kix_x-1 > li:before { content: "" counter(lst-ctn-kix_x-1, lower-latin) ") " }'),
# the counter set back by a rule of the list's classes ('ol.lst-kix_x-1.start { counter-reset:
# lst-ctn-kix_x-1 0 }') or going on from the list before; or a list's type the style sheet sets
# ('ol.c5 { list-style-type: lower-roman }').
def _css_rules(sheet: str) -> list[tuple[str, str]]:
    """(selectors, declarations) of each innermost rule of a style sheet ("sel { decl }", the
    selectors the braceless words before "{"), in one pass: a pattern retried at every place of a
    sheet without braces took 6 s for 40 KB."""
    rules = []
    for chunk in sheet.split("}")[:-1]:
        head, brace, body = chunk.rpartition("{")
        selectors = head.rpartition("{")[2]
        if brace and selectors:
            rules.append((selectors, body))
    return rules
_CSS_ITEM_BEFORE = re.compile(r"^\s*(?:ol|ul)?((?:\.[-\w]+)+)\s*>\s*li:{1,2}before\s*$")
_CSS_LIST = re.compile(r"^\s*(?:ol|ul)?((?:\.[-\w]+)+)\s*$")
_CSS_CONTENT = re.compile(r"content\s*:\s*((?:\"[^\"]*\"|'[^']*'|counter\(\s*[-\w]+\s*(?:,\s*[-\w]+\s*)?\)|\s+)+)")
_CSS_PART = re.compile(r"\"([^\"]*)\"|'([^']*)'|counter\(\s*([-\w]+)\s*(?:,\s*([-\w]+)\s*)?\)")
_CSS_STYLE_TYPE = re.compile(r"list-style-type\s*:\s*([-\w]+)")
_CSS_WHITE_SPACE = re.compile(r"white-space\s*:\s*([-\w]+)")
_CSS_ELLIPSIS = re.compile(r"text-overflow\s*:\s*ellipsis")
# A box cut to one line is a copy when it holds at least this many characters and its first
# _PREVIEW_CHARS stand elsewhere on the page (a reply's preview of a message; a heading kept on one
# line by a theme, named again in a "Recent posts" list, is short, and read).
_PREVIEW_LEAST = 80
_RUN_IN_PIECES, _RUN_IN_CHARS = 4, 30  # what may stand before a run-in title in its paragraph: a marker


def _title_shaped(title: str) -> bool:
    """Whether bold words are a heading's, not a sentence's: in Latin letters, the longer words
    capitalised as a heading's ("At the Turn of the Offender's Partner", not "Every player keeps a
    private score"); in Cyrillic, no verb («Очерёдность хода после паса», not «Болван не вправе
    играть»)."""
    from ...text.textfix import has_predicate, is_cyrillic

    if any(is_cyrillic(c) for c in title):
        return not has_predicate(title)
    long = [w for w in title.replace("’", "'").split() if len(w) >= 4 and w.replace("'", "").isalpha()]
    return bool(long) and sum(w[0].isupper() for w in long) >= 2 * len(long) / 3
_PREVIEW_CHARS = 300
_KEEPS_BREAKS = ("pre", "pre-wrap", "pre-line", "break-spaces")
_INLINE_KEEPS_BREAKS = re.compile(r"white-space\s*:\s*(?:pre|pre-wrap|pre-line|break-spaces)\s*(?:;|$)", re.IGNORECASE)
_AT_BLOCK = re.compile(r"@[^{};@]{0,200}+\{(?:[^{}]|\{[^{}]*+\})*+\}")  # @media (…) { rules }: possessive, no way back
_CSS_COMPOUND = re.compile(r"\s*[a-z0-9]*((?:\.[-\w]+)+)\s*", re.IGNORECASE)  # a selector of one compound: its classes
_CSS_RESET = re.compile(r"counter-reset\s*:\s*([-\w]+)(?:\s+(-?[0-9]{1,9}))?")
_CSS_FORMATS = {"decimal": "1", "lower-latin": "a", "lower-alpha": "a", "upper-latin": "A", "upper-alpha": "A",
                "lower-roman": "i", "upper-roman": "I"}  # list-style-type → LIST_TYPES's key
# The rules of lists read at most: a Google Docs page has a few dozen; a page of thousands is no
# page's lists (each list's classes are looked up among them)
MAX_LIST_RULES = 1000
_UNSTYLED = object()  # no rule of the style sheet names the list


def _style_sheet(tree) -> dict:
    """What the page's style sheets say of its lists' numbers and of its white space, by the
    classes a rule names: ``drawn``: frozenset of classes → (counter, its LIST_TYPES key, the words
    before, after); ``reset``: frozenset of classes → (counter, the number it is set to); ``type``:
    frozenset of classes → a LIST_TYPES key, or None for a list that shows no numbers;
    ``preserve``: the classes whose text keeps its line breaks (``white-space: pre-wrap``: a chat
    export's messages); ``preview``: the classes of a box cut to one line with an ellipsis (a
    reply's preview of the message it answers, which the page shows whole where it stands)."""
    found = {"drawn": {}, "reset": {}, "type": {}, "preserve": {}, "preview": {}}
    sheet = " ".join("".join(el.itertext()) for el in tree.iter("style"))
    for selectors, body in _css_rules(sheet):
        if sum(map(len, found.values())) >= MAX_LIST_RULES:
            break
        for selector in selectors.split(","):
            before, listed = _CSS_ITEM_BEFORE.match(selector), _CSS_LIST.match(selector)
            content = _CSS_CONTENT.search(body)
            if before and content:
                parts = _CSS_PART.findall(content.group(1))
                counters = [k for k, part in enumerate(parts) if part[2]]
                if len(counters) == 1:
                    k = counters[0]
                    kind = _CSS_FORMATS.get((parts[k][3] or "decimal").lower())
                    if kind:
                        words = ["".join(p[:2]) for p in parts]
                        found["drawn"][_classes(before.group(1))] = (parts[k][2], kind, "".join(words[:k]),
                                                                     "".join(words[k + 1:]))
            if listed:
                reset, style = _CSS_RESET.search(body), _CSS_STYLE_TYPE.search(body)
                if reset:
                    found["reset"][_classes(listed.group(1))] = (reset.group(1), int(reset.group(2) or 0))
                if style:
                    found["type"][_classes(listed.group(1))] = _CSS_FORMATS.get(style.group(1).lower())
    # white space, from the rules outside any condition (@media, @supports: a phone's layout is not
    # the page's) and of one compound each (".a", "span.a": ".reply .text" says nothing of every
    # ".text"); a later rule of the same classes overrides an earlier one, as in a browser
    for selectors, body in _css_rules(_AT_BLOCK.sub(" ", sheet))[:MAX_LIST_RULES]:
        space = _CSS_WHITE_SPACE.findall(body)
        if not space:
            continue
        for selector in selectors.split(","):
            one = _CSS_COMPOUND.fullmatch(selector)
            if one:
                classes = _classes(one.group(1))
                found["preserve"][classes] = space[-1].lower() in _KEEPS_BREAKS
                found["preview"][classes] = space[-1].lower() == "nowrap" and bool(_CSS_ELLIPSIS.search(body))
    return found


def _classes(selector: str) -> frozenset:
    return frozenset(selector.strip(".").split("."))


def _styled(rules: dict, classes: set, default=None):
    """The value of the rule naming the most of ``classes`` (all its own among them), or
    ``default``."""
    best = max((k for k in rules if k <= classes), key=len, default=None)
    return rules[best] if best is not None else default


def _list_labels(ol, styles: dict | None = None, counters: dict | None = None) -> dict[int, str]:
    """Child index → the label of each ``<li>`` of an ordered list (``start``, ``type``,
    ``reversed`` and each item's ``value`` honoured, as a browser counts), or the numbers its
    page's style sheet draws (``_list_styles``), a counter going on from list to list."""
    styles, counters = styles or {}, counters if counters is not None else {}
    classes = set((ol.get("class") or "").split())
    drawn = _styled(styles.get("drawn", {}), classes) if classes and not ol.get("type") else None
    if drawn is not None:
        return _drawn_labels(ol, drawn, _styled(styles.get("reset", {}), classes), counters)
    typed = _styled(styles.get("type", {}), classes, _UNSTYLED) if classes and not ol.get("type") else _UNSTYLED
    inline = _CSS_STYLE_TYPE.search(ol.get("style") or "")
    if inline and not ol.get("type"):  # its own style="list-style-type: upper-alpha" over the sheet's
        typed = _CSS_FORMATS.get(inline.group(1).lower())  # "none", a bullet: no numbers
    if typed is None:  # the style sheet shows no numbers
        return {}
    fmt, pattern = LIST_TYPES.get(ol.get("type") or (typed if typed is not _UNSTYLED else "1"), LIST_TYPES["1"])
    items = [(i, c) for i, c in enumerate(ol) if c.tag == "li"]
    step = -1 if ol.get("reversed") is not None else 1
    value = list_number(ol.get("start"), len(items) if step < 0 else 1)
    labels = {}
    for i, li in items:
        value = list_number(li.get("value"), value)
        labels[i] = pattern.format(format_number(value, fmt)) + " "
        value += step
    return labels


def _drawn_labels(ol, drawn, reset, counters: dict) -> dict[int, str]:
    """The labels a style sheet's counter draws before each item: its number from the list's
    ``start``, else from a reset rule of its classes, else going on from the list before."""
    name, kind, before, after = drawn
    fmt = LIST_TYPES[kind][0]
    value = counters.get(name, 1)
    if reset is not None and reset[0] == name:
        value = reset[1] + 1
    value = list_number(ol.get("start"), value)
    labels = {}
    for i, li in ((i, c) for i, c in enumerate(ol) if c.tag == "li"):
        value = list_number(li.get("value"), value)
        labels[i] = (before + format_number(value, fmt) + after).strip() + " "
        value += 1
    counters[name] = value
    return labels


def _is_layout(table) -> bool:
    """A table whose cells hold paragraphs, headings, lists or tables lays out a page; a table
    of data holds words and numbers (and line breaks) in its cells."""
    return any(el.tag in _LAYOUT_BLOCKS for tr in _rows(table) for cell in tr for el in cell.iter()
               if el is not cell)


def _column_headings(tr) -> bool:
    """A row of a table's column headings: two cells or more, each a heading cell or all in bold,
    of a few words, none a law's header or a unit's marker («A. | Card Played» in bold is the law's
    first row; a red team)."""
    def words(el) -> list[str]:
        return "".join(el.itertext()).split()

    cells = [c for c in tr if c.tag in ("td", "th")]
    return len(cells) >= 2 and all(
        0 < len(words(c)) <= _HEADING_WORDS and not is_structural(" ".join(words(c)))
        and (c.tag == "th" or words(c) == [w for b in c.iter() if b.tag in ("b", "strong") for w in words(b)])
        for c in cells)


_HEADING_WORDS = 3


def _rows(table):
    """The table's own rows (not those of tables nested in its cells)."""
    for child in table:
        if child.tag == "tr":
            yield child
        elif child.tag in ("thead", "tbody", "tfoot"):
            yield from (tr for tr in child if tr.tag == "tr")


def _cell_text(cell, lists: dict | None) -> str:
    return "\n".join(p for p in (b if isinstance(b, str) else "\n".join("\t".join(r) for r in b)
                                  for b in _Blocks(lists).walk(cell)) if p)


def _table(el, lists: dict | None = None) -> list[list[str]]:
    return [[_cell_text(c, lists) for c in tr if c.tag in ("td", "th")] for tr in _rows(el)]


_MOST_ACROSS = 50  # columns a cell merged across may cover (a table of the law has four or five)
_MOST_CELLS = 100_000  # a grid larger than this is not laid out: the rows are read as they are


def _span(cell, name: str, most: int) -> int:
    value = (cell.get(name) or "1").strip()
    return min(int(value), most) if value.isdigit() and int(value) > 0 else 1


def _spans(el) -> bool:
    return any(_span(c, name, 2) > 1 for tr in _rows(el) for c in tr if c.tag in ("td", "th")
               for name in ("rowspan", "colspan"))


def _grid(el, rows: list[list[str]]) -> list[list[str]]:
    """The table's rows as the page lays them out, a cell a column: a cell merged down (rowspan)
    holds its words in its first row and leaves the rows below it empty in its column; a cell
    merged across (colspan) its words in the last column it covers («7 | HANDLING OF BOARDS»
    across Sec., No. and Text is the text column's), the columns before it empty. A span is
    bounded by the table's rows and ``_MOST_ACROSS``; a grid that would cover more than ``_MOST_CELLS``
    cells is not laid out: the rows as they are. ``rows``: each cell's words (``_table``), row by row."""
    trs = [[c for c in tr if c.tag in ("td", "th")] for tr in _rows(el)]
    out: list[list[str]] = []
    taken: set[tuple[int, int]] = set()  # (row, column) covered by a cell of a row above
    for r, cells in enumerate(trs):
        row: list[str] = []
        for cell, words in zip(cells, rows[r]):
            while (r, len(row)) in taken:
                row.append("")
            down, across = _span(cell, "rowspan", len(trs) - r), _span(cell, "colspan", _MOST_ACROSS)
            if len(taken) + (down - 1) * across + len(row) > _MOST_CELLS:
                return rows
            taken.update((below, len(row) + k) for below in range(r + 1, r + down) for k in range(across))
            row += [""] * (across - 1) + [words]
        while (r, len(row)) in taken:
            row.append("")
        out.append(row)
    return out


def _clean(text: str) -> str:
    """HTML white space: runs collapse to one space, line breaks are only ``<br>``'s, and a line
    the page leaves empty between two of its lines (``<br><br>``) is a blank line, as it shows
    (many at once one); ``<pre>`` keeps its lines."""
    if text.startswith(_PRE):
        return "\n".join(line.rstrip() for line in text[len(_PRE):].strip("\n").split("\n"))
    lines = [" ".join(part.split()) for part in text.split(_BR)]
    return re.sub(r"\n{3,}", "\n\n", "\n".join(lines)).strip("\n")
