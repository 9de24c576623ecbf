"""Markdown (markdown-it-py, CommonMark with tables): the text a reader of the rendered page
sees.

Headings lose their ``#``; an ordered list item gets the number the rendered page shows
(``start``, then counting up: ``1.`` ``1.`` ``1.`` renders 1, 2, 3) with its own delimiter
(``1.`` or ``1)``); a bullet item keeps only its text (``- (a) …`` is the item ``(a) …``), and the
bullets of a list nested in a numbered item, none opening with a marker, are that item's items,
lettered in order ``(a)``, ``(b)`` (``(а)``, ``(б)`` in Cyrillic words: a writer's notes bullet what
the Laws letter; two to eight of them, and said);
emphasis, links and inline code keep their text; raw HTML keeps the text a browser shows of it
(``<summary><b>B. Title</b></summary>``), its tags and comments dropped; a footnote's mark
(``[^1]``) is its number in brackets where it stands, the notes (``[^1]: …``) after a rule line,
each opening with its mark, as the rendered page shows them (a note two marks refer to written
twice, once for each; one no mark refers to is not shown, and is said). A wrapped line stays a line;
a blank line separates paragraphs. A Russian | English table becomes two language streams.

The note-keeping apps' Markdown (Obsidian, GitHub) is read as they render it: a comment
``%%…%%`` and a block's id (`` ^a1`` at a paragraph's end) are not shown; a wiki link
``[[Law 12#C|Law 12C]]`` shows its alias (or its target), an embed ``![[…]]`` another file, not
this one's text; a callout (``> [!tip] Title``) is a box of the writer's own, dropped and said,
unless it is a quotation (``[!quote]``, ``[!cite]``) or holds a law's header: then it is the
page's text.
"""

from __future__ import annotations

import re
import textwrap
from bisect import bisect_left, bisect_right
from html.parser import HTMLParser

from ...refs import LAW_LETTERS, RUSSIAN_SECTION_LETTERS
from ...text.analysis import CYRILLIC_RE
from ...text.decode import decode
from ..grammar import NOTE_RE, is_structural, law_header, marker_kind, section_lost
from .base import Document, FormatReader, Stream, balanced, blank_separated, block_text
from .columns import bilingual_streams
from .html import MAX_QUOTE_MARKS, html_tags, opens_law_words
from .language import language_of
from .table import named_columns, table_paragraphs

# What marks Markdown rather than a plain text. A plain text of the Laws never starts a line
# with "#"; "**bold**", "[text](link)" and code fences are Markdown's own. Setext underlines
# ("-----" under a line) are not taken: the 1991 book's plain copy rules its law headers so.
# A link's text and target hold no bracket: with "[^\]\n]+" each "[" of a run scanned on to the end
# of the line, so 64 KB of "[" took 9.6 s a check; now each scan stops at the next bracket (linear).
_HEADING = re.compile(rb"^#{1,6}[ \t]+\S", re.MULTILINE)
_MARKS = re.compile(rb"\*\*[^*\n]+\*\*|__[^_\n]+__|\[[^\[\]\n]+\]\([^()\[\]\s]+\)|^```|^>[ \t]*\[![A-Za-z-]+\]",
                    re.MULTILINE)  # (a note app's callout, "> [!tip]", is Markdown's too)
# A web page saved whole, which Markdown never is: a line that opens with its doctype, <html> or
# <body> (not a note's words about them, `<body>` in a sentence).
_PAGE = re.compile(rb"^[ \t]*<(?:!doctype\s+html|html|body)\b", re.IGNORECASE | re.MULTILINE)


class MarkdownReader(FormatReader):
    format = "markdown"
    label = "Markdown"
    suffix = ".md"

    def sniff(self, data: bytes) -> str | None:
        head = data[:65536]
        if _PAGE.search(head):
            return None
        if is_outline(head.decode("utf-8", errors="replace").split("\n")[:-1]):
            return "an outliner's page (every block a bullet \"- \", its properties \"key:: value\")"
        headings = len(_HEADING.findall(head))
        marks = len(_MARKS.findall(head))
        if not headings and len(html_tags(head)) >= 3:
            return None  # a piece of a web page (<p>, <ol>, <li>) whose words hold "**": HTML's
        if headings >= 1 or marks >= 2:
            return f"Markdown marks ({headings} '#' heading(s), {marks} emphasis/link/code mark(s))"
        return None

    def read(self, data: bytes, name: str) -> Document:
        from markdown_it import MarkdownIt

        decoded = decode(data, name)
        from mdit_py_plugins.footnote import footnote_plugin

        env: dict = {}
        text, boxes = _as_notes_apps_render(decoded.text)
        tokens = MarkdownIt("commonmark").enable(["table", "strikethrough"]).use(footnote_plugin).parse(text, env)
        skip, parts = _page_parts(tokens)
        render = _Render([t for i, t in enumerate(tokens) if i not in skip], env)
        blocks = render.blocks()
        streams = bilingual_streams(blocks)
        notes = ["a two-column table: ru and en side by side"] if streams else []
        if streams is None:
            blocks, said = _unit_tables(blocks)
            notes += said
        if render.tags:
            notes.append(f"{len(render.tags)} line(s) of a note app's tags, not read: «{render.tags[0][:40]}»")
        if render.todos:
            notes.append(f"{len(render.todos)} to-do(s) of the writer's own among the law's checklist entries, not "
                         "read: " + ", ".join(f"«{TASK_BOX.sub('', words)[:40]}»" for words in render.todos[:5]))
        if render.lettered:
            notes.append(f"{render.lettered} bullet(s) of lists nested in numbered items read as those items' "
                         "items, lettered in order: (a), (b) …")
        if boxes:
            notes.append(f"{len(boxes)} callout box(es) of the writer's own, not read: "
                         + ", ".join(f"«{words}»" for words in boxes[:5]))
        unused = [label[1:] for label, at in env.get("footnotes", {}).get("refs", {}).items() if at < 0]
        if parts:
            notes.append(f"{len(parts)} part(s) of the page under a heading of its own at a law's level, not read: "
                         + ", ".join(f"«{words}»" for words in parts[:5]))
        if unused:  # the rendered page shows no note that nothing refers to
            notes.append(f"{len(unused)} footnote(s) that no mark refers to, not shown on the rendered page, "
                         f"not read: {', '.join(f'[^{label}]' for label in unused[:5])}")
        if streams is None:
            paragraphs = [block_text(b) for b in blocks]
            streams = (Stream.of_lines(None, blank_separated(paragraphs)),)
        return Document(file=name, format=self.format, streams=streams, encoding=decoded.encoding,
                        newline=decoded.newline, bom=decoded.bom, notes=tuple(notes))


def _unit_tables(blocks: list) -> tuple[list, list[str]]:
    """The blocks with each table of a unit a row under named columns ("Ref | Text", «Пункт |
    Текст») written as the law's paragraphs, as the HTML reader writes one (``table_paragraphs``);
    and what was said of them."""
    out, said = [], []
    for block in blocks:
        if isinstance(block, list) and named_columns(block) is not None:
            paragraphs, notes = table_paragraphs(block, language_of("\n".join(c for row in block for c in row)))
            out += paragraphs
            said += notes
        else:
            out.append(block)
    return out, said


_LETTERS = (LAW_LETTERS.lower(), RUSSIAN_SECTION_LETTERS.lower())  # the Laws' items' letters, Latin and Cyrillic


class _Render:
    """Block tokens → paragraph strings and tables (lists of rows of cell strings). A bullet item
    of a "*" list is written with its star unless a marker opens its words: a star before words is
    a note's mark in the Laws ("* A note"), as a text copied from a chat or a page prints it."""

    def __init__(self, tokens, env: dict):
        self.tokens = tokens
        self.refs = env.get("footnotes", {}).get("list", {})  # per note: how many marks refer to it
        self.copies = 1  # the open note's: written once per mark (each mark's unit has it, as its link on the page)
        self.lists: list[list] = []  # per open list: [ordered, next number, delimiter]
        self.label = ""  # the label waiting for the first paragraph of a list item
        self.in_note = False  # inside a footnote
        self.note_parts = False  # … and its first paragraph is out: the next ones join it
        self.lettered = 0  # bullets written as items (_lettered)
        self.todos: list[str] = []  # the writer's own to-dos left out (_todo)
        self.tags: list[str] = []  # paragraphs only of a note app's tags left out
        # a checklist whose entries hold the law's markers ("- [ ] 1. …"): its entries with none are
        # the writer's to-dos ("- [ ] ask Oleg about Law 70")
        self.marked_tasks = any(t.type == "inline" and TASK_BOX.match(words := _inline(t))
                                and marker_kind(TASK_BOX.sub("", words, count=1)) for t in tokens)

    def _todo(self, tok) -> bool:
        """Whether an item's first paragraph is a to-do of the writer's: a checklist's entry with
        no marker in a text whose other entries hold the law's markers."""
        if not self.marked_tasks or not self.lists:
            return False
        words = _inline(tok)
        return bool(TASK_BOX.match(words)) and not marker_kind(TASK_BOX.sub("", words, count=1))

    def _lettered(self, at: int) -> str:
        """The letters of the bullet list opening at token ``at`` when it is a numbered item's
        items: nested in an ordered list's item, two to eight bullets, none opening with a marker
        (its first paragraph's words as the page shows them); "" otherwise."""
        if not self.lists or not self.lists[-1][0]:
            return ""
        level, firsts, words = self.tokens[at].level, [], ""
        for tok in self.tokens[at + 1:]:
            if tok.level == level:  # the list's close
                break
            if tok.type == "list_item_open" and tok.level == level + 1:
                firsts.append(None)
            elif tok.type == "inline" and firsts and firsts[-1] is None:
                firsts[-1] = _inline(tok)  # its words as shown ("***(a)*** …" is "(a) …")
                words += firsts[-1]
        if not 2 <= len(firsts) <= len(_LETTERS[0]) or any(f is None or marker_kind(f) for f in firsts):
            return ""
        return _LETTERS[1] if len(CYRILLIC_RE.findall(words)) > len(words) / 4 else _LETTERS[0]

    def blocks(self) -> list:
        out: list = []
        depths: list[int] = []  # each block's quote depth
        quoting = 0
        table: list | None = None
        for i, tok in enumerate(self.tokens):
            kind = tok.type
            depths += [quoting] * (len(out) - len(depths))
            if kind in ("blockquote_open", "blockquote_close"):  # (a quote inside an item is the item's words)
                quoting += 0 if self.lists else 1 if kind == "blockquote_open" else -1
            elif kind in ("ordered_list_open", "bullet_list_open"):
                start = int(tok.attrGet("start") or 1) if kind == "ordered_list_open" else 0
                letters = kind == "bullet_list_open" and self._lettered(i)
                self.lists.append([kind == "ordered_list_open", start, tok.markup or ".", letters])
            elif kind in ("ordered_list_close", "bullet_list_close"):
                self.lists.pop()
            elif kind == "list_item_open":
                if self.label:  # an item that opens with a list of its own: "2." on its own line
                    out.append(self.label.strip())
                ordered, number, delimiter, letters = self.lists[-1]
                self.label = (f"{number}{delimiter} " if ordered else f"({letters[number]}) " if letters
                              else "* " if delimiter == "*" else "")
                self.lists[-1][1] += 1
            elif kind == "table_open":
                table = []
            elif kind == "tr_open" and table is not None:
                table.append([])
            elif kind == "inline" and table is not None and table:
                table[-1].append(_inline(tok))
            elif kind == "table_close":
                out.append(table)
                table = None
            elif kind == "inline" and self.note_parts:  # a note's next paragraph: the note goes on
                out[-1] += "\n" + _inline(tok)
            elif kind == "inline" and _jump_only(tok):  # "[Back to top](#top)": the page's navigation
                self.label = ""
            elif kind == "inline" and _TAGS_ONLY.match(tok.content):
                self.tags.append(tok.content.strip())  # a note app's tags under the note's title: no words of it
            elif kind == "inline" and self._todo(tok):
                self.label = ""
                self.todos.append(_inline(tok))  # the writer's own to-do among the law's
            elif kind == "inline":
                words = _inline(tok)
                if TASK_BOX.match(words):
                    words = TASK_BOX.sub("", words, count=1)
                    self.label = "" if self.label == "* " else self.label  # (a checklist's entry: no bullet drawn)
                if self.label == "* " and marker_kind(words):  # "* (a) …": a bullet before a marker
                    self.label = ""
                if self.label.startswith("(") and self.lists[-1][3]:
                    self.lettered += 1
                out.append(self.label + words)
                self.label = ""
                self.note_parts = self.in_note
            elif kind == "hr":  # a thematic break, as the page draws it: a rule line
                out.append(NOTES_RULE)
            elif kind in ("fence", "code_block"):
                out.append(tok.content.rstrip("\n"))
            elif kind == "html_block" and (shown := _html_text(tok.content)):
                out.append(shown)
            elif kind == "footnote_block_open":  # the notes, after a rule, as the page shows them
                out.append(NOTES_RULE)
            elif kind == "footnote_open":  # a note opens with its mark; its paragraphs are one note
                self.label = f"{_note_number(tok)} "
                self.in_note = True
                # a copy for each mark, as many as a text's law gives one note (one note marked
                # 20,000 times was written out 20,000 times: 2.9 GB)
                self.copies = min(max(1, self.refs.get(tok.meta["id"], {}).get("count", 1)), MAX_NOTE_COPIES)
            elif kind == "footnote_close":
                if self.note_parts:
                    out.extend([out[-1]] * (self.copies - 1))
                self.in_note = self.note_parts = False
        depths += [quoting] * (len(out) - len(depths))
        # a quote keeps its marks, as a page or a mail prints them ("> "): the law a post quotes,
        # or a page's box of its own words beside the law
        return [_quoted(block, depth) for block, depth in zip(out, depths)]


NOTES_RULE = "-----"  # the rule line a layout reader takes for the start of the notes


def _page_parts(tokens) -> tuple[set[int], list[str]]:
    """The tokens of the page's own parts after a law: from a heading at the level of the page's
    law headers (or above), in no quote or list, after words of the law, that names no law, unit or
    chapter («## Club notes» after «## LAW 25 …») to the next law's heading (or the notes), when
    no heading of a unit stands between and no paragraph of it opens as a law's words do (a note's
    mark, a law's header, a marker: «## Full text» over "A. …"); and the
    headings that open them; so is a part under a heading of a section's level after a rule line
    («---» / «### Club notes», to the next heading of its level). (A title on a heading of its own
    under the law's, «## CARD PLAYED», and a heading between two sections are the law's.)"""

    def words(i: int) -> str:
        return _inline(tokens[i + 1]) if i + 1 < len(tokens) and tokens[i + 1].type == "inline" else ""

    def ours(i: int) -> bool:  # a heading naming a law, a unit or a chapter
        return is_structural(words(i))

    heads = [i for i, t in enumerate(tokens) if t.type == "heading_open"]
    laws = [i for i in heads if law_header(words(i))]
    if not laws:
        return set(), []
    level = min(int(tokens[i].tag[1:]) for i in laws)
    ends = sorted({*laws, *(i for i, t in enumerate(tokens) if t.type == "footnote_block_open"), len(tokens)})
    # How many paragraphs, headings of ours and paragraphs opening as a law's words come before
    # each token: each heading's question is then two look-ups, not a walk to the next law (a page
    # of 8,000 headings after its law took a minute).
    paragraphs, structural, law_words = ([0] * (len(tokens) + 1) for _ in range(3))
    for k, t in enumerate(tokens):
        paragraphs[k + 1] = paragraphs[k] + (t.type == "paragraph_open")
        structural[k + 1] = structural[k] + (t.type == "heading_open" and ours(k))
        law_words[k + 1] = law_words[k] + (t.type == "inline" and opens_law_words(_inline(t)))

    def some(counts: list[int], start: int, stop: int) -> bool:  # in tokens[start:stop]
        return stop > start and counts[stop] > counts[start]

    prior, last = {}, ""  # each heading's heading of ours before it
    for i in heads:
        prior[i] = last
        last = words(i) if ours(i) else last
    skip, said, covered = set(), [], 0  # tokens before `covered` are in skip already
    for i in heads:
        tok = tokens[i]
        ruled = int(tok.tag[1:]) > level and i > 0 and tokens[i - 1].type == "hr"  # a section's level, after a rule
        if tok.level or i < laws[0] or int(tok.tag[1:]) > level and not ruled or ours(i) or not words(i):
            continue
        last_law = laws[bisect_left(laws, i) - 1]
        end = ends[bisect_right(ends, i)]
        if ruled:  # to the next heading of its level or above
            end = next((k for k in heads[bisect_right(heads, i):] if k >= end or int(tokens[k].tag[1:]) <= int(tok.tag[1:])),
                       end)
            end = min(end, ends[bisect_right(ends, i)])
            if end < len(tokens) and tokens[end].type == "heading_open" and section_lost(prior[i], words(end)):
                continue  # between two of the law's sections whose letters leave one for it (lost): the law's
        # the words of the law before it; no heading of a unit nor a law's words after it
        if not some(paragraphs, last_law + 3, i) or some(structural, i + 3, end) \
                or some(law_words, i + 3, end):
            continue
        skip.update(range(max(i, covered), end))
        covered = max(covered, end)
        said.append(words(i))
    return skip, said


# Obsidian's and GitHub's additions to Markdown, as their apps render them
_COMMENT = re.compile(r"%%.*?%%", re.DOTALL)
_BLOCK_ID = re.compile(r"[ \t]\^[A-Za-z0-9-]+[ \t]*$", re.MULTILINE)
_EMBED = re.compile(r"!\[\[[^\[\]\n]*\]\]")
_WIKI_LINK = re.compile(r"\[\[([^\[\]|\n]*)(?:\|([^\[\]\n]*))?\]\]")
_CALLOUT = re.compile(r"^((?:>[ \t]?)+)\[!([A-Za-z-]+)\][+-]?[ \t]*(.*)$")
QUOTATION_CALLOUTS = {"quote", "cite"}
# A note app's box written as raw HTML (Notion exports its callouts so: "<aside>" / "💡 …" /
# "</aside>"): the writer's box too.
_ASIDE_OPEN = re.compile(r"^[ \t]*<aside\b[^>]*>", re.IGNORECASE)
_ASIDE_CLOSE = re.compile(r"</aside\s*>", re.IGNORECASE)


def _as_notes_apps_render(text: str) -> tuple[str, list[str]]:
    """The text as a note-keeping app shows it, and the titles (or types) of the callouts it
    left out. A line left out stays blank, so that the lines keep their numbers."""
    text, boxes = _outline(text)
    text = _COMMENT.sub(lambda m: "\n" * m.group().count("\n"), text)
    text = _BLOCK_ID.sub("", _EMBED.sub("", text))
    text = _WIKI_LINK.sub(lambda m: (m[2] if m[2] is not None else m[1].replace("#", " ")).strip(), text)
    lines, i = text.split("\n"), 0
    _drop_properties(lines, boxes)
    _as_docs_sites_render(lines, boxes)
    while i < len(lines):
        if _ASIDE_OPEN.match(lines[i]):
            i = _aside(lines, i, boxes)
            continue
        m = _CALLOUT.match(lines[i])
        if m is None:
            i += 1
            continue
        depth, end = m[1].count(">"), i + 1
        while end < len(lines) and _depth(lines[end]) >= depth:
            end += 1
        inside = [m[3]] + [_unquoted(line, depth) for line in lines[i + 1:end]]
        # a quotation, or a box that holds a law («> [!note] From the club's code» over LAW 12 …):
        # its title a line of it, read as the page's text
        kept = m[2].lower() in QUOTATION_CALLOUTS or _holds_law(inside)
        if not kept:
            boxes.append(m[3].strip() or m[2].lower())
        lines[i:end] = inside if kept else [""] * (end - i)
        i = end
    return "\n".join(lines), boxes


# A docs site's Markdown (MkDocs with Python-Markdown's extensions, as Material for MkDocs renders
# it): an admonition ("!!! tip "Title"", "??? note" folded) or a content tab ("=== "Teams"") over its
# indented lines; an attribute list after a heading ("{ #law-59 }") or on a line of its own; a
# snippet of another file ("--8<-- "…""); an abbreviation's definition ("*[TD]: …"), shown as a
# tooltip, never as a line; annotations: the list after a block marked "{ .annotate }", shown as
# the pop-ups of its "(1)" marks.
_ADMONITION = re.compile(r'^(?:!!!|\?\?\?\+?|===\+?)[ \t]+(?:([\w-]+)(?:[ \t]+"([^"]*)")?|"([^"]*)")[ \t]*$')
_ATTR = r'(?:#[^\s{}"=]+|\.[\w-]+|[\w-]+=(?:"[^"]*"|[^\s}"]+))'  # (an id as a page may write it: «#правило-17.-начало»; an unquoted value holds no quote: one parse each)
_ATTR_LIST = re.compile(rf"[ \t]*\{{:?[ \t]*{_ATTR}(?:[ \t]+{_ATTR})*[ \t]*\}}[ \t]*$")
# an attribute list after a link or an image ("[Закон 69](…){ .md-button }"), and an icon's short code
# (":octicons-arrow-left-24:", ":material-scale-balance:": a name with dashes, which no word has)
_INLINE_ATTR_LIST = re.compile(rf"(?<=[)\]])\{{:?[ \t]*{_ATTR}(?:[ \t]+{_ATTR})*[ \t]*\}}")
_LINK = r"\[[^\[\]\n]*\]\((?!#)[^()\s]+\)(?:\{[^{}\n]*\})?"
_LINKS_ONLY = re.compile(rf"{_LINK}(?:[ \t]*[·|•–—/]?[ \t]*{_LINK})+")  # (two or more: one is a cross-reference)
MAX_NOTE_COPIES = 20
_ICON = re.compile(r"(?<![\w:]):[a-z0-9]+(?:-[a-z0-9]+)+:(?![\w:])")
_SNIPPET = re.compile(r"^-{1,2}8<-{1,2}[ \t]")
_ABBREVIATION = re.compile(r"^\*\[[^\]\n]+\]:[ \t]")
_ANNOTATION_MARK = re.compile(r"[ \t]*\(\d{1,2}\)(?=[ \t]|$)")
_LIST_ITEM = re.compile(r"^\d{1,3}\.[ \t]")
_FRONT_MATTER = 200  # the most lines a page's front matter has


# The front matter's title ("title: Law 87 — Fouled Board", quoted or not), and a page's own
# top heading ("# …" or a line underlined with "=")
_FRONT_TITLE = re.compile(r"""^title:[ \t]*(?:"([^"\n]+)"|'([^'\n]+)'|([^"'\s#][^\n]*?))[ \t]*$""")
_TOP_HEADING = re.compile(r"^[ ]{0,3}#[ \t]+\S|^[ ]{0,3}=+[ \t]*$")
# MDX's own lines, which its page does not show: ESM imports and exports at the top level, and
# JSX comments ("{/* … */}")
_ESM = re.compile(r"""^(?:import[ \t]+[\w{}*,\s]+[ \t]+from[ \t]+['"][^'"\n]+['"]|import[ \t]+['"][^'"\n]+['"]"""
                  r"""|export[ \t]+(?:const|let|default|function)\b.*);?[ \t]*$""")
_JSX_COMMENT = re.compile(r"\{/\*.*?\*/\}", re.DOTALL)
# a container of a docs site (":::note", ":::tip[Title]", "::: warning Title", pandoc's "::: {.note}"),
# closed by a line of as many colons or more; and a folded block (<details>, its <summary> shown)
_CONTAINER = re.compile(r"^[ ]{0,3}(:{3,})[ \t]*(?:\{[^{}\n]*\}|([\w-]+)(?:\[([^\]\n]*)\]|[ \t]+(.*))?)?[ \t]*$")
# … and an MDX page's component, a tag of a capitalised name on a line of its own (<Tabs>, <Admonition>)
# (a component's name is PascalCase, "Tabs", "TabItem": an old page's HTML in capitals, <P>, <DIV>, is none)
_COMPONENT_OPEN = re.compile(r"^[ \t]*<([A-Z][\w.]*[a-z][\w.]*)\b[^>]*>[ \t]*$")
# the kinds of admonition docs sites draw as boxes (Docusaurus, VitePress, Starlight, MkDocs Material)
_BOX_KINDS = frozenset("note tip info warning danger caution important success question example quote abstract "
                       "summary tldr bug failure hint attention error seealso admonition details aside sidebar "
                       "check done help faq fail missing cite todo".split())
# … or one opened and closed on its line, its words a label (<Badge type="warning">Often misread</Badge>)
_COMPONENT_LINE = re.compile(r"^[ \t]*<([A-Z][\w.]*[a-z][\w.]*)\b[^>]*>[^<>\n]*</\1\s*>[ \t]*$")
# … its tabs (<Tabs> <TabItem value="law" label="Law text" default> …): the default one shown, or the first
_TAB_ITEM = re.compile(r"^[ \t]*<TabItem\b([^>]*)>[ \t]*$")
_TAB_LABEL = re.compile(r"""\blabel=(?:"([^"]*)"|'([^']*)'|\{["']([^"']*)["']\})""")
# an ESM statement's first line (MDX: a line at the margin opening with "import" or "export")
_ESM_START = re.compile(r"^(?:import|export)[ \t]+\S")
_DETAILS_OPEN = re.compile(r"^[ \t]*<details\b[^>]*>", re.IGNORECASE)
_DETAILS_CLOSE = re.compile(r"</details\s*>", re.IGNORECASE)
_TAG = re.compile(r"<[^<>\n]*>")
_SUMMARY = re.compile(r"<summary\b[^>]*>(.*?)</summary\s*>", re.IGNORECASE | re.DOTALL)


def _as_mdx_renders(lines: list[str], boxes: list[str]) -> None:
    """``lines`` as an MDX page (Docusaurus) or a docs site's containers render them (in place; a
    line left out stays blank): imports, exports and JSX comments are no words of the page; a
    container (``:::tip[…]`` … ``:::``) and a component (``<Tabs>`` … ``</Tabs>``) are boxes of the
    writer's own, and a folded ``<details>`` block shows its summary only — each dropped and said,
    unless it holds a law's header (or, folded, a unit's: a section under its title)."""
    text = "\n".join(lines)
    if "{/*" in text:
        text = _JSX_COMMENT.sub(lambda m: "\n" * m.group().count("\n"), text)
        lines[:] = text.split("\n")
    fence = None
    i = 0
    # (an opener never closed is remembered, so that no later one of its kind looks to the end
    # again: 20,000 open ":::note" took 83 s)
    unclosed: dict = {"colons": None, "names": set(), "details": False}
    # (a line opening "export …" or "import …" is ESM only on an MDX page, one that imports: in any
    # other Markdown it is words)
    mdx = any(_ESM.match(line) for line in lines)
    while i < len(lines):
        line = lines[i]
        if line.lstrip().startswith(("```", "~~~")):
            fence = None if fence else line.lstrip()[:3]
        if fence:
            i += 1
            continue
        if _ESM.match(line) or mdx and _ESM_START.match(line):  # an ESM statement runs to the next blank line
            end = next((k for k in range(i, len(lines)) if not lines[k].strip()), len(lines))
            lines[i:end] = [""] * (end - i)
            i = end
            continue
        container = _CONTAINER.match(line)
        if container and (container[2] or "{" in line):
            colons = container[1]
            if unclosed["colons"] is not None and len(colons) >= unclosed["colons"]:
                i += 1
                continue
            closer = re.compile(rf"[ ]{{0,3}}{colons}:*[ \t]*")
            end = next((k for k in range(i + 1, len(lines)) if closer.fullmatch(lines[k])), None)
            if end is None:  # never closed: no container
                unclosed["colons"] = min(len(colons), unclosed["colons"] or len(colons))
                i += 1
                continue
            inside = lines[i + 1:end]
            # a box of the writer's is an admonition (":::tip", ":::note[…]"); any other container
            # (pandoc's "::: {.lawbody}", ":::law") only styles the page's text: the text is read
            if _holds_law(inside) or (container[2] or "").lower() not in _BOX_KINDS:
                lines[i] = lines[end] = ""
            else:
                boxes.append(container[3] or container[4] or container[2] or line.strip(": "))
                lines[i:end + 1] = [""] * (end + 1 - i)
            i = end + 1
            continue
        one_line = _COMPONENT_LINE.match(line)
        if one_line and not _holds_law([_TAG.sub("", line)]):  # a component's words on its line: a badge's
            boxes.append(f"<{one_line[1]}> {_TAG.sub('', line).strip()[:40]}")
            lines[i] = ""
            i += 1
            continue
        component = _COMPONENT_OPEN.match(line)
        if component and not line.rstrip().endswith("/>") and component[1] not in unclosed["names"]:
            close = re.compile(rf"</{re.escape(component[1])}\s*>")  # an MDX page's component: <Tabs> … </Tabs>
            end = next((k for k in range(i, len(lines)) if close.search(lines[k])), None)
            if end is None:
                unclosed["names"].add(component[1])
            shown = _shown_tab(lines, i, end) if end is not None and component[1].endswith("Tabs") else None
            # a set of tabs shows its default tab (its first), the others wait for a tap: read when it
            # holds the law's units (else it is a box of the writer's, as any component)
            if shown is not None and any(is_structural(x.strip()) for x in lines[shown[0]:shown[1]]):
                first, last, label, others = shown
                boxes.extend(f"a tab not shown: «{other}»" for other in others)
                kept = textwrap.dedent("\n".join(lines[first:last])).split("\n")
                lines[i:end + 1] = [""] * (first - i) + kept + [""] * (end + 1 - last)
                i = end + 1
                continue
            if end is not None and not _holds_law(lines[i + 1:end]):
                boxes.append(f"<{component[1]}>")
                lines[i:end + 1] = [""] * (end + 1 - i)
                i = end + 1
                continue
        if _DETAILS_OPEN.match(line) and not unclosed["details"]:
            end = next((k for k in range(i, len(lines)) if _DETAILS_CLOSE.search(lines[k])), None)
            unclosed["details"] = end is None
            shown = [_TAG.sub("", line).strip() for line in lines[i:end + 1]] if end is not None else []
            # (a section of the law folded under its title, «<summary>B. Other Part</summary>», is the law's)
            if end is not None and not _holds_law(shown) and not any(is_structural(line) for line in shown):
                summary = _SUMMARY.search("\n".join(lines[i:end + 1]))
                boxes.append(" ".join(summary[1].split()) if summary else "a folded block")
                lines[i:end + 1] = [""] * (end + 1 - i)
                i = end + 1
                continue
        i += 1


def _shown_tab(lines: list[str], start: int, end: int) -> tuple[int, int, str, list[str]] | None:
    """The tab a set of tabs (lines ``start`` to ``end``) shows: (its first line, the line after
    its last, its label, the other tabs' labels); None when the set holds no <TabItem>."""
    tabs = []  # (opening line, closing line, label, default)
    k = start
    while k < end:
        m = _TAB_ITEM.match(lines[k])
        if m:
            close = next((j for j in range(k + 1, end) if "</TabItem>" in lines[j]), end)
            label = _TAB_LABEL.search(m[1])
            tabs.append((k, close, next((g for g in label.groups() if g is not None), "") if label else "",
                         bool(re.search(r"(?:^|\s)default(?:\s|=|$)", m[1]))))
            k = close
        k += 1
    if not tabs:
        return None
    shown = next((t for t in tabs if t[3]), tabs[0])
    return shown[0] + 1, shown[1], shown[2], [t[2] or "a tab" for t in tabs if t is not shown]


def _holds_law(lines: list[str]) -> bool:
    """Whether a box's lines print a law's header (a heading's or a bullet's marks aside): then
    the box is the page's text, not the writer's aside."""
    return any(law_header(line.strip().lstrip("#* ").strip()) for line in lines)


def _as_docs_sites_render(lines: list[str], boxes: list[str]) -> None:
    """``lines`` as a docs site renders them (in place; a line left out stays blank): an
    admonition is a box of the writer's own, dropped and said, unless it holds a law's header
    (then its lines are the page's text); of a set of content tabs the first is shown, the others
    are not (a tap shows them) unless they hold a law's header; a line of links alone to other
    pages (a pager) is none of its words; attribute lists, snippets and
    abbreviations are no words of the page; a block's annotations (its "(1)" marks and the list
    after its "{ .annotate }") neither; nor the page's front matter (YAML between "---" lines at its
    top: the site's data about the page)."""
    end = next((k for k in range(1, min(len(lines), _FRONT_MATTER)) if lines[k].rstrip() in ("---", "...")), None) \
        if lines and lines[0].rstrip() == "---" else None
    if end is not None:
        boxes.append("the page's front matter")
        title = next((m[1] or m[2] or m[3] for line in lines[1:end] if (m := _FRONT_TITLE.match(line))), None)
        lines[:end + 1] = [""] * (end + 1)
        # its title is the page's heading when the page has none of its own (a docs site's <h1>),
        # and does not print the header of the law the title names
        titled = law_header(title.strip()) if title else None
        if title and not any(_TOP_HEADING.match(line) or titled and (h := law_header(line.strip().lstrip("#* ").strip()))
                             and h.number == titled.number for line in lines):  # (nor prints the law's header itself)
            lines[end] = f"# {title}"
    _as_mdx_renders(lines, boxes)
    i, tabs_end = 0, None  # (where the last content tab ended: the next one right after it is of its set)
    while i < len(lines):
        line = lines[i]
        m = _ADMONITION.match(line)
        if m:
            end = i + 1
            while end < len(lines) and (not lines[end].strip() or lines[end].startswith(("    ", "\t"))):
                end += 1
            while end > i + 1 and not lines[end - 1].strip():
                end -= 1
            inside = [x[4:] if x.startswith("    ") else x[1:] if x.startswith("\t") else x for x in lines[i + 1:end]]
            # a tab set shows its first tab (the others wait for a tap); a box is shown if it holds a law
            first_tab = line.startswith("===") and not (tabs_end is not None and not any(
                x.strip() for x in lines[tabs_end:i]))
            tabs_end = end if line.startswith("===") else None
            if first_tab or _holds_law(inside):
                lines[i:end] = ["", *inside]  # (its lines read on, as the page's own)
                i += 1
            else:
                boxes.append(m[2] or m[3] or m[1])
                lines[i:end] = [""] * (end - i)
                i = end
            continue
        if _SNIPPET.match(line) or _ABBREVIATION.match(line):
            lines[i] = ""
        elif _LINKS_ONLY.fullmatch(line.strip()) and "](" in line:  # a pager or a menu: two links or more to other pages alone
            lines[i] = ""
        elif _ATTR_LIST.fullmatch(line):
            lines[i] = ""
            if "annotate" in line:
                k = i - 1
                while k >= 0 and lines[k].strip():  # the marks in the block it annotates
                    lines[k] = _ANNOTATION_MARK.sub("", lines[k])
                    k -= 1
                j = i + 1
                while j < len(lines) and not lines[j].strip():
                    j += 1
                while j < len(lines) and (_LIST_ITEM.match(lines[j]) or lines[j].startswith(("    ", "\t"))
                                          or not lines[j].strip() and j + 1 < len(lines)
                                          and (_LIST_ITEM.match(lines[j + 1]) or lines[j + 1].startswith("    "))):
                    lines[j] = ""
                    j += 1
        else:
            lines[i] = _ICON.sub("", _INLINE_ATTR_LIST.sub("", _ATTR_LIST.sub("", line) if line.lstrip().startswith("#") else line))
        i += 1


# An outliner's page (Logseq's Markdown files): every block a bullet "- ", nested by tabs, a heading
# inside one ("- ## A. …"); its properties "key:: value" under the page's top or a block; the
# numbers of a block's list drawn by the app ("logseq.order-list-type:: number"); the writer's
# tasks ("- TODO …", with their schedule and clock) and the app's own blocks ("{{embed …}}").
_OUTLINE_BULLET = re.compile(r"^([ \t]*)- (.*)$")
_OUTLINE_PROPERTY = re.compile(r"^[ \t]*(?:- )?[^\W\d][\w.-]*:: ?(.*)$")
_OUTLINE_TASK = re.compile(r"^(?:TODO|DOING|DONE|LATER|NOW|WAITING|CANCEL(?:L)?ED)\b")
_OUTLINE_APP = re.compile(r"^\{\{.*\}\}$|^(?:SCHEDULED|DEADLINE): <|^:(?:LOGBOOK|END):$|^CLOCK: \[")
_OUTLINE_BLOCK_REF = re.compile(r"\(\([0-9a-f]{8}(?:-[0-9a-f]{4}){3}-[0-9a-f]{12}\)\)")  # "((6790a1c2-…))": another block's words
_OUTLINE_SHARE = 0.7  # the share of a page's lines that are bullets, properties or their blocks' lines


def _outline(text: str) -> tuple[str, list[str]]:
    """An outliner's page as the app shows it (above): each block's words a line, its bullet and
    indent off; properties, tasks and the app's blocks blank (said, as boxes); a block marked to be
    numbered its number before it. Any other text as it is."""
    lines = text.split("\n")
    if not is_outline(lines):
        return text, []
    out, said, numbers, skip_below = [], [], {}, None
    for k, line in enumerate(lines):
        bullet = _OUTLINE_BULLET.match(line)
        indent = len(bullet.group(1).expandtabs(2)) if bullet else len(line) - len(line.lstrip(" \t"))
        if skip_below is not None and line.strip() and (indent > skip_below or not bullet):
            out.append("")  # a task's own lines and the blocks under it
            continue
        skip_below = None
        words = (bullet.group(2) if bullet else line).strip()
        if not words or _OUTLINE_PROPERTY.match(line) or _OUTLINE_APP.match(words):
            out.append("")
            continue
        if bullet and _OUTLINE_TASK.match(words):
            said.append(" ".join(words.split()[:6]))
            skip_below = indent
            out.append("")
            continue
        if bullet and _only_apps_below(lines, k, indent):
            said.append(words)  # a block over the app's own blocks only ("Related" over embeds and queries)
            out.append("")
            continue
        if bullet:
            for deeper in [d for d in numbers if d > indent]:
                del numbers[deeper]
            numbered = any("logseq.order-list-type:: number" in later for later in _block_lines(lines, k))
            if numbered:
                numbers[indent] = numbers.get(indent, 0) + 1
                words = f"{numbers[indent]}. {words}"
            else:
                numbers.pop(indent, None)
        out.append(_OUTLINE_BLOCK_REF.sub("", words))
    return "\n".join(out), [f"the outliner's task or own block: {x}" for x in said]


def is_outline(lines: list[str]) -> bool:
    """Whether the lines are an outliner's page: properties "key:: value", and most lines bullets
    or properties."""
    filled = [line for line in lines if line.strip()]
    properties = sum(1 for line in filled if _OUTLINE_PROPERTY.match(line))
    bullets = sum(1 for line in filled if _OUTLINE_BULLET.match(line))
    return bool(properties) and bullets + properties >= _OUTLINE_SHARE * len(filled)


def _words_of(line: str) -> str:
    bullet = _OUTLINE_BULLET.match(line)
    return (bullet.group(2) if bullet else line).strip()


def _only_apps_below(lines: list[str], k: int, indent: int) -> bool:
    """Whether the block at line ``k`` (indented ``indent``) has blocks nested under it, and all
    of them are the app's own ("{{embed …}}") or properties. Stops at the first that is not."""
    seen = False
    for n in range(k + 1, len(lines)):
        line = lines[n]
        bullet = _OUTLINE_BULLET.match(line)
        if bullet and len(bullet.group(1).expandtabs(2)) <= indent:
            break
        if not line.strip() or not (bullet or seen):  # the block's own lines before its first child
            continue
        if not (_OUTLINE_APP.match(_words_of(line)) or _OUTLINE_PROPERTY.match(line)):
            return False
        seen = True
    return seen


def _block_lines(lines: list[str], k: int) -> list[str]:
    """The lines of the block whose bullet is line ``k``: it, and the lines after it that are no
    bullet (its properties, its words' next lines)."""
    end = k + 1
    while end < len(lines) and lines[end].strip() and not _OUTLINE_BULLET.match(lines[end]):
        end += 1
    return lines[k:end]


# A page's property as a note app exports it under the title ("Created: March 2, 2026 9:17 PM",
# "Tags: laws, rulings", «Статус: Черновик»): a short label, a colon, a short value, no stop.
_PROPERTY = re.compile(r"^[ \t]*[^\W\d_][\w-]*(?:[ \t]+[\w-]+){0,2}:[ \t]+[^\n]{1,60}(?<![.!?;])$")


# A property's date or time, as an app stamps a page ("March 2, 2026 10:05 AM", "2026-03-02").
_STAMP = re.compile(r":\s.*(?:\b(?:19|20)\d\d\b|\b\d{1,2}:\d\d\b)")


def _drop_properties(lines: list[str], boxes: list[str]) -> None:
    """The page's properties, a paragraph of two or more ``_PROPERTY`` lines right under its first
    heading (the title), one of them at least a date or a time (an app's "Created: …"; a law's
    own lines "Trick points: twenty …" are none), made blank and said as a box."""
    head = next((k for k, line in enumerate(lines) if _HEADING.match(line.encode())), None)
    if head is None:
        return
    start = next((k for k in range(head + 1, len(lines)) if lines[k].strip()), len(lines))
    end = next((k for k in range(start, len(lines)) if not lines[k].strip()), len(lines))
    block = lines[start:end]
    if end - start >= 2 and all(_PROPERTY.match(line) and not law_header(line.strip()) and not marker_kind(line)
                                for line in block) and any(_STAMP.search(line) for line in block):
        boxes.append("the page's properties: " + ", ".join(line.split(":")[0].strip() for line in lines[start:end]))
        lines[start:end] = [""] * (end - start)


_LEAD = re.compile(r"^[^\w«\"(]+")


def _aside(lines: list[str], i: int, boxes: list[str]) -> int:
    """A box of raw HTML (``<aside>`` at line ``i`` to its ``</aside>``) left out, its lines blank,
    its first words in ``boxes``; one that holds a law's header is the page's text. The line after
    it is returned."""
    end = next((k for k in range(i, len(lines)) if _ASIDE_CLOSE.search(lines[k])), len(lines) - 1) + 1
    inside = [_ASIDE_CLOSE.sub("", _ASIDE_OPEN.sub("", line)).strip() for line in lines[i:end]]
    words = [_LEAD.sub("", line) for line in inside]  # a line's pictograph ("💡 B. …") or heading marks off
    if any(law_header(line) or marker_kind(line) == "section" for line in words):
        lines[i:end] = inside  # a box that holds a law or a section is the page's text
    else:
        boxes.append(" ".join(next((line for line in words if line), "aside").split()[:6]))
        lines[i:end] = [""] * (end - i)
    return end


_QUOTE_MARK = re.compile(r"[ \t]*>[ \t]?")


def _depth(line: str) -> int:
    """How deep a line is quoted ("> > x": 2)."""
    m = re.match(r"(?:[ \t]*>[ \t]?)+", line)
    return m.group().count(">") if m else 0


def _unquoted(line: str, depth: int) -> str:
    """``line`` without its first ``depth`` quote marks."""
    for _ in range(depth):
        line = _QUOTE_MARK.sub("", line, count=1) if _QUOTE_MARK.match(line) else line
    return line


class _Shown(HTMLParser):
    """The text a browser shows of a piece of raw HTML: no tags, comments, scripts, styles or
    hidden elements (``hidden``, ``display: none``); a block element's end a line's end."""

    HIDDEN = {"script", "style", "template"}
    VOID = {"area", "base", "br", "col", "embed", "hr", "img", "input", "link", "meta", "source", "track", "wbr"}
    BLOCKS = {"p", "div", "br", "li", "summary", "details", "tr", "h1", "h2", "h3", "h4", "h5", "h6",
              "dt", "dd", "blockquote", "section"}

    def __init__(self):
        super().__init__(convert_charrefs=True)
        self.parts: list[str] = []
        self.hidden = 0

    def handle_starttag(self, tag, attrs):
        if tag in self.VOID:
            self.parts.append("\n" if tag == "br" and not self.hidden else "")
            return
        named = dict(attrs)
        shut = "hidden" in named or "display:none" in (named.get("style") or "").replace(" ", "").lower()
        if self.hidden or tag in self.HIDDEN or shut:  # inside what is not shown: count the depth
            self.hidden += 1
        elif tag in self.BLOCKS:
            self.parts.append("\n")

    def handle_endtag(self, tag):
        if tag in self.VOID:
            return
        if self.hidden:
            self.hidden -= 1
        elif tag in self.BLOCKS:
            self.parts.append("\n")

    def handle_data(self, data):
        if not self.hidden:
            self.parts.append(data)


def _html_text(content: str) -> str:
    """A raw HTML block's shown text, a line per block, or "" (a ``<details>`` alone shows none)."""
    parser = _Shown()
    parser.feed(content)
    parser.close()
    lines = (" ".join(line.split()) for line in "".join(parser.parts).split("\n"))
    return "\n".join(line for line in lines if line)


def _quoted(block, depth: int):
    """A paragraph with the marks of its quote depth on each line ("> "); a table as it is."""
    if not depth or not isinstance(block, str):
        return block
    marks = "> " * min(depth, MAX_QUOTE_MARKS)
    return "\n".join(marks + line for line in block.split("\n"))


def _note_number(token) -> str:
    """A footnote's mark as the rendered page shows it: its number in brackets, "[1]"."""
    return f"[{token.meta['id'] + 1}]"


def _jump_only(token) -> bool:
    """A paragraph (or an item) that is only a link within the page ("[Back to top](#top)", a
    contents line «[Law 25 — …](#law-25)»), emphasis around it aside."""
    kids = [c for c in token.children or () if not (c.type == "text" and not c.content.strip())
            and c.type not in ("em_open", "em_close", "strong_open", "strong_close")]
    return (len(kids) >= 3 and kids[0].type == "link_open" and kids[-1].type == "link_close"
            and str(kids[0].attrGet("href") or "").startswith("#")
            and all(c.type in ("text", "code_inline", "softbreak") for c in kids[1:-1]))


_STRUCK_TAG = re.compile(r"<(/?)(?:del|s|strike)\b[^>]*>", re.IGNORECASE)
_BREAK_TAG = re.compile(r"<br\s*/?>", re.IGNORECASE)
# A paragraph of nothing but a note app's tags ("#судейство/правила #памятка", Bear's and Obsidian's
# "#tag" and "#tag/sub"): no words of the note; a law's number is no tag ("#16")
_TAGS_ONLY = re.compile(r"^\s*#[^\W\d_][\w/-]*(?:\s+#[^\W\d_][\w/-]*)*\s*$")
# A task list's box before an item's words ("- [ ] 1. …", "- [x] …"), as GitHub and note apps
# write a checklist: a box the page draws, no words of the item
TASK_BOX = re.compile(r"^\[[ xX]\]\s+")


def _inline(token) -> str:
    """An inline token's text: soft and hard breaks as line breaks, marks, raw HTML and images
    dropped (a picture is shown, not its alternative text: «фото стр. 41.jpg», a badge's words),
    and struck words (``~~…~~``, ``<del>``, ``<s>``, ``<strike>``: words taken back, as html.py's)."""
    parts = []
    struck = 0
    # (an inline <s> or <del> strikes only where every one is closed: one left open would take the
    # rest of the paragraph, as the forum's [s] would; it is shown as the tag it is not)
    paired = balanced([bool(m[1]) for child in token.children or () if child.type == "html_inline"
                       and (m := _STRUCK_TAG.match(child.content))])
    for child in token.children or ():
        if child.type in ("s_open", "s_close"):
            struck += 1 if child.type == "s_open" else -1
        elif child.type == "html_inline" and (m := _STRUCK_TAG.match(child.content)):
            struck = max(0, struck + (-1 if m[1] else 1)) if paired else struck
        elif struck:
            continue
        elif child.type == "html_inline" and _BREAK_TAG.match(child.content):
            parts.append("\n")  # a line break in a table's cell ("**Title**<br>Its words")
        elif child.type in ("text", "code_inline"):
            parts.append(child.content)
        elif child.type in ("softbreak", "hardbreak"):
            parts.append("\n")
        elif child.type == "footnote_ref":
            parts.append(_note_number(child))
    return "".join(parts).strip()
