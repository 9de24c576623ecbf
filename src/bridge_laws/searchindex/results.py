"""What a search answers: hits and the result around them (plain data, with their JSON)."""

from __future__ import annotations

from dataclasses import dataclass


@dataclass(frozen=True)
class Hit:
    ref: str
    edition: int
    lang: str
    law: int
    title: str | None
    snippet: str
    highlights: tuple[tuple[int, int], ...]  # (start, end) of each matched word in ``snippet``
    score: float | None  # None for a reference jump
    parallel: tuple[dict, ...]
    in_footnote: bool = False
    missing_text: bool = False
    match: str = "text"  # "ref": the unit the query names; "cites": a unit citing it; "text"; "profile":
    # only what the corpus knows about it matched (glossary, subject index, citing sentences, situations)
    why: str = ""  # why it was chosen, in one line: "situations (editorial): «…» · glossary: revoke · text"
    page: int | None = None
    texted: tuple[str, ...] = ()  # a unit without text: the first and last of its units that have text
    topic: tuple[str, ...] = ()  # a unit without text: its topic in the situation index, (English, Russian) (editorial)
    cited_by: tuple[str, ...] = ()
    index: tuple[str, ...] = ()  # the subject-index entries pointing to it
    glossary: tuple[str, ...] = ()  # the glossary terms naming it
    table: str | None = None  # the anchor of the unit's table the query's words are in (snippets.table_for)
    kind: str = "law"  # "law": a unit of the Laws; "ruling": a ruling (its id in ``ruling``, its
    # question in ``title``, the first law it applies in ``ref``: of a ref's rulings, the unit
    # asked for that it applies)
    ruling: str | None = None
    applies: tuple[str, ...] = ()  # a ruling: every law it applies, in its order

    def to_json(self) -> dict:
        out = dict(self.__dict__)  # the fields, in order (a dataclass's __init__ sets each); scalars but for these:
        out["highlights"] = [list(h) for h in self.highlights]
        out["parallel"] = [dict(p) for p in self.parallel]
        for name in ("texted", "topic", "cited_by", "index", "glossary", "applies"):
            out[name] = list(out[name])
        return out

    def marked(self, mark=lambda word: f"[{word}]", plain=lambda text: text) -> str:
        """The snippet with each highlighted word passed through ``mark``, the text between through
        ``plain`` (the CLI takes control characters out of both: they come from a source)."""
        out, last = [], 0
        for start, end in self.highlights:
            out += [plain(self.snippet[last:start]), mark(self.snippet[start:end])]
            last = end
        return "".join(out) + plain(self.snippet[last:])



@dataclass(frozen=True)
class SearchResult:
    query: str
    hits: tuple[Hit, ...] = ()
    suggestion: str | None = None  # the query with its misspelt words read as meant
    searched: str | None = None  # the query as searched, when it was read otherwise than typed
    jump: str | None = None  # the canonical ref, when the query is a reference
    total: int = 0
    notice: str | None = None  # said before the results: "no 75D9 — nearest: 75D, 75D2", a layout read
    nearest: tuple[str, ...] = ()  # for a ref that does not exist: the existing refs most like it
    layout: str | None = None  # the query as meant, when it was typed in the wrong keyboard layout
    cards: tuple[dict, ...] = ()  # the glossary terms, subject-index entries and situations the query names
    readings: tuple = ()  # understand.Reading: notation read as words, misspelt words read as meant
    left_out: int = 0  # the words of a long query after the last one searched (queries.first_words)

    def to_json(self) -> dict:
        return {"query": self.query, "hits": [h.to_json() for h in self.hits], "suggestion": self.suggestion,
                "searched": self.searched, "jump": self.jump, "total": self.total, "notice": self.notice,
                "nearest": list(self.nearest), "layout": self.layout, "cards": list(self.cards),
                "readings": [r.to_json() for r in self.readings], "left_out": self.left_out}


def profile_line(f: dict) -> tuple[str, tuple[tuple[int, int], ...]]:
    """A unit without text as the corpus knows it: "Law 50 · no text in the sources · p. 79 ·
    cited by 51B1, 52A · index: «Штрафная карта»", and where its own words stand in it (its
    subject-index entries and glossary terms): a query's words are marked there, never in the
    line's labels ("no text in the sources"). Never any law text: only its profile."""
    from ..refs import law_of

    parts, own = [], []

    def add(label: str, words: str = "") -> None:
        words = " ".join(words.split())
        at = sum(len(p) + len(" · ") for p in parts) + len(label)
        if words:
            own.append((at, at + len(words)))
        parts.append(label + words)

    add(f"Law {f['ref']}" if f["ref"] == str(law_of(f["ref"])) else f"{f['ref']}")
    if f.get("topic"):  # what it is about, first (a phone shows the line's start): the editorial topic, said so
        add("topic (editorial): ", f["topic"][0] or f["topic"][1])
    add("no text in the sources")
    if f.get("texted"):  # its units' text is (Law 62: the book lost its head, 62B1–62D2 have text)
        add("text in " + "–".join(f["texted"]))
    if f.get("page"):
        add(f"p. {f['page']}")
    if f.get("cited_by"):
        add("cited by " + ", ".join(f["cited_by"][:6]) + (" …" if len(f["cited_by"]) > 6 else ""))
    if f.get("index"):
        add("index: ", "; ".join(f"«{t}»" for t in f["index"][:4]))
    if f.get("glossary"):
        add("terms: ", ", ".join(f["glossary"][:4]))
    return " · ".join(parts), tuple(own)
