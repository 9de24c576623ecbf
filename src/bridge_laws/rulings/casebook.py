"""A casebook or a commentary, as the lines a format reader gives (``readers/formats``: PDF, DOCX,
HTML, Markdown, plain text), split into cases and read into the fields of a ruling.

    split(lines)        the cases: at "Case 12", «Случай 12», "Appeal 3" … headings, or, in a
                        text that has none, at numbered headings running 1, 2, 3
    read_case(case)     its labelled paragraphs («Facts:», «Решение:»), the deal and auction in PBN
                        tags (read by endplay), and every law it cites (the corpus's own finder)

Nothing here knows a particular casebook: each rule is the general shape such texts take,
with the line that needed it.
"""

from __future__ import annotations

import re
from dataclasses import dataclass, field

from ..errors import BadValue, RulingError
from ..model import LAST_LAW, Location
from . import deal as deals
from .model import VULNERABLE_SPELLINGS

# "Case 12: Hesitation", «Случай 12. Колебание», "APPEAL 3 — Claim", "Problem No. 4", «Дело № 5»,
# "## Case 7" (a Markdown heading that kept its mark).
_KEYWORD = re.compile(
    r"^(?:#{1,6}\s*)?(?P<word>case|appeal|problem|ruling|example|случай|апелляция|дело|задача|пример|решение)"
    r"\s*(?:no\.?|nr\.?|№|#)?\s*(?P<number>\d{1,4})(?!\d)(?P<rest>.*)$", re.IGNORECASE)
# "12. Hesitation before a double", "12) Claim": a numbered heading, when a text has no keyword ones.
_NUMBERED = re.compile(r"^(?:#{1,6}\s*)?(?P<number>\d{1,4})[.)]\s+(?P<rest>\S.*)$")
# What may stand between a heading's number and its title: «Case 12: Title», «Случай 12. Название».
_SEPARATOR = re.compile(r"^\s*[.:)—–-]+\s*")
HEADING_MAX = 100  # a heading is a short line


@dataclass(frozen=True)
class CaseText:
    number: str | None
    title: str | None
    line: int  # the heading's line (the first line of the text when it has no heading)
    lines: tuple[tuple[int, str], ...]  # (line number, text) of its body


def _keyword_heading(text: str) -> tuple[str, str | None] | None:
    """(number, title) when ``text`` heads a case: "Case 12: Title", "Case 12". A sentence that
    starts with the word is no heading: "Case 12 shows that the director was right." goes on
    with no separator and ends with a full stop."""
    m = _KEYWORD.match(text.strip())
    if not m or len(text.strip()) > HEADING_MAX:
        return None
    rest = m["rest"]
    separated = _SEPARATOR.match(rest)
    if rest.strip() and not separated and re.search(r"[.,;]$", rest.strip()):
        return None
    title = _SEPARATOR.sub("", rest).strip() if separated else rest.strip()
    return m["number"], title or None


def _numbered_heading(text: str) -> tuple[str, str] | None:
    """(number, title) for "12. Hesitation before a double": short, no full stop at its end, as
    a list item inside a case has ("1. North opened 1♠.")."""
    m = _NUMBERED.match(text.strip())
    if not m or len(text.strip()) > HEADING_MAX or re.search(r"[.,;:]$", m["rest"].strip()):
        return None
    return m["number"], m["rest"].strip()


def split(lines: list[str]) -> tuple[list[tuple[int, str]], list[CaseText]]:
    """The text before the first case (its title page), and the cases."""
    numbered = list(enumerate(lines, start=1))
    found = [(n, h) for n, text in numbered if (h := _keyword_heading(text))]
    if not found:
        found = _running_numbers(numbered)
    if not found:  # a commentary on one ruling: the whole text is one case
        body = tuple((n, t) for n, t in numbered if t.strip())
        return [], [CaseText(None, None, body[0][0] if body else 1, body)]
    starts = [n for n, _ in found] + [len(lines) + 1]
    cases = [CaseText(number, title, start, tuple(numbered[start:starts[i + 1] - 1]))
             for i, (start, (number, title)) in enumerate(found)]
    return numbered[:starts[0] - 1], cases


_ITEM = re.compile(r"^\s*(\d{1,4})[.)]\s")


def _running_numbers(numbered: list[tuple[int, str]]):
    """Numbered headings are those whose numbers run on by one from the first. A list inside a
    case starts again at 1 and goes on line after line («1. North opened.» / «2. East paused»):
    its items are not headings, and the next heading is the line that breaks its run."""
    kept, in_list = [], None  # in_list: the number of the list item just read
    for n, text in numbered:
        if not text.strip():
            continue
        item = _ITEM.match(text)
        if item is None:
            in_list = None
            continue
        number, heading = int(item.group(1)), _numbered_heading(text)
        if in_list is not None and number == in_list + 1:
            in_list = number
        elif heading and (not kept or number == int(kept[-1][1][0]) + 1):
            kept.append((n, heading))
            in_list = None
        else:
            in_list = number if number == 1 else None
    return kept if len(kept) >= 2 else []


# -- a case's paragraphs -------------------------------------------------------------------------
# Labels a case's paragraphs start with, by the field they fill; the longest is tried first
# («Решение апелляционного комитета:» before «Решение:»).
LABELS = {
    "facts": ("facts", "the facts", "факты", "обстоятельства"),
    "question": ("question", "the question", "вопрос"),
    "ruling": ("ruling", "the ruling", "director's ruling", "director’s ruling", "decision", "решение",
               "решение директора", "постановление"),
    "reasoning": ("reasoning", "comment", "comments", "commentary", "discussion", "обоснование", "комментарий",
                  "обсуждение"),
    "appeal_decision": ("appeal", "committee", "committee's decision", "committee’s decision", "appeal decision",
                        "апелляция", "решение апелляционного комитета", "решение ак", "апелляционный комитет"),
    "deposit": ("deposit", "залог", "депозит"),
    "adjusted": ("adjusted score", "score adjusted", "назначенный результат", "скорректированный результат"),
    "table_result": ("result at the table", "table result", "result", "результат за столом", "результат"),
    "event": ("event", "tournament", "турнир", "соревнование"),
    "date": ("date", "дата"),
    "board": ("board", "сдача", "доска"),
    "session": ("session", "сессия"),
    "play": ("play", "розыгрыш"),
    # a list of the laws applied («Правила: 16А, 73С.»), each ref as if a law's word stood before it
    "laws": ("law", "laws", "laws applied", "law applied", "applicable laws", "laws cited", "relevant laws",
             "правило", "правила", "закон", "законы", "применённые правила", "примененные правила",
             "применены правила"),
}
_LABEL_OF = {word: key for key, words in LABELS.items() for word in words}
_LABEL = re.compile(r"^(?:\*\*)?(?P<label>" + "|".join(sorted(map(re.escape, _LABEL_OF), key=len, reverse=True))
                    + r")(?:\*\*)?\s*[:—–]\s*(?:\*\*)?\s*(?P<rest>.*)$", re.IGNORECASE)
# A case's line that names its board without a colon: "Board 9. Dealer N. Vul EW.", «Сдача 14», "Board 11.".
_BOARD_HEAD = re.compile(r"^(?P<label>board|сдача|доска)\s+(?P<rest>(?:no\.?\s*|№\s*)?\d{1,4}(?!\d)(?:[.,;](?:\s.{0,80})?)?)$",
                         re.IGNORECASE)
# Fields whose value is the rest of the label's line, not prose.
ONE_LINE = ("adjusted", "table_result", "event", "date", "board", "session", "deposit", "laws")
# The full stop that ends the sentence a one-line field was written in: not an ellipsis's, nor, in
# a name (NAMED), an abbreviation's ("Spring Teams Jr.", "Cup of the Club Ltd."); a contract's seat
# is no abbreviation («1HX= N.»)
NAMED = ("event", "session", "deposit")
_VALUE_STOP = re.compile(r"(?<![.\s])\.$")
_SENTENCE_STOP = re.compile(r"(?<![.\s])(?<!\b[A-ZА-ЯЁ][a-zа-яё])(?<!\b[A-ZА-ЯЁ][a-zа-яё]{2})(?<!\b[A-ZА-ЯЁ])\.$")
# A label inside a paragraph, after the end of a sentence: «Турнир: парный. Сдача: 14.» (a Word
# page that bolds its labels sets several on one line) starts a paragraph of its own there.
_INLINE_LABEL = re.compile(r"(?<=[.!?;])\s+(?=(?:" + "|".join(sorted(map(re.escape, _LABEL_OF), key=len, reverse=True))
                           + r")\s*:)", re.IGNORECASE)
_TAG = re.compile(r'^\s*\[[A-Za-z]\w*\s+"')


@dataclass
class Paragraphs:
    fields: dict = field(default_factory=dict)  # field → text
    lines: dict = field(default_factory=dict)  # field → the line it starts on
    all: list = field(default_factory=list)  # (line, text) of every paragraph, for the refs


def _label(text: str) -> re.Match | None:
    """The label a paragraph starts with ("Facts:"), or its board's line without a colon."""
    return _LABEL.match(text) or _BOARD_HEAD.match(text)


def paragraphs(body) -> list[tuple[int, str]]:
    """Consecutive non-blank lines joined (a PDF or a wrapped text breaks a paragraph in lines);
    a line that starts with a label starts a paragraph ("Facts: …" / "Ruling: …" on lines one
    after another), and so does a label after a sentence's end inside one; a line naming the
    board ("Board 9. Dealer N. Vul EW.") is a paragraph of its own."""
    out, current, start = [], [], 0
    for n, text in list(body) + [(0, "")]:
        if current and (not text.strip() or _label(text.strip())
                        or (len(current) == 1 and _BOARD_HEAD.match(current[0]))):  # a board's line is one alone
            out.extend((start, piece) for piece in _INLINE_LABEL.split(" ".join(current)))
            current = []
        if text.strip():
            if not current:
                start = n
            current.append(text.strip())
    return out


def labelled(paras: list[tuple[int, str]]) -> Paragraphs:
    """Each paragraph under the label it starts with, or the label before it; the ones before
    any label are the facts."""
    found, key = Paragraphs(), "facts"
    for n, text in paras:
        found.all.append((n, text))
        m = _label(text)
        if m:
            key, text = _LABEL_OF[m["label"].lower()], m["rest"].strip()
            found.lines.setdefault(key, n)
            if key in ONE_LINE:  # a name, a number, a date: a full stop after it ends its sentence
                stop = _SENTENCE_STOP if key in NAMED else _VALUE_STOP
                found.fields[key] = text[:-1].rstrip() if stop.search(text) else text
                key = "facts" if key != "deposit" else "appeal_decision"
                continue
        if text:
            found.lines.setdefault(key, n)
            found.fields[key] = f"{found.fields[key]}\n\n{text}" if found.fields.get(key) else text
    return found


# -- PBN tags ------------------------------------------------------------------------------------
def pbn_block(body) -> tuple[list[tuple[int, str]], list[tuple[int, str]]]:
    """The lines of a case that are PBN (tag lines, and the calls after an Auction tag), and the
    rest. A tag line a PDF broke at its edge («[Deal "N:AK… …» / «…Q2"]») is joined again."""
    pbn, rest, in_auction, pending = [], [], False, None
    for n, text in body:
        t = text.strip()
        if pending is not None:
            pending = (pending[0], pending[1] + " " + t)
            if t.endswith('"]'):
                pbn.append(pending)
                pending = None
            continue
        if _TAG.match(t):
            in_auction = t.lower().startswith("[auction")
            if t.endswith('"]'):
                pbn.append((n, t))
            else:
                pending = (n, t)
            continue
        if in_auction and t and all(_is_call(tok) for tok in t.split()):
            pbn.append((n, t))
            continue
        if t:  # a blank line may part the tag from its calls (a DOCX paragraph each); words end them
            in_auction = False
        rest.append((n, text))
    if pending is not None:
        pbn.append(pending)
    return pbn, rest


def _is_call(token: str) -> bool:
    if token.upper() in ("AP", "*", "-", "+") or re.fullmatch(r"=\d+=", token):
        return True
    try:
        deals.call(token)
        return True
    except BadValue:
        return False


def read_pbn(lines: list[tuple[int, str]], file: str) -> dict:
    """The deal fields of a case's PBN tags, read by endplay: dealer, vulnerable, the hands
    (checked: 13 cards a hand, each card once), the auction with its notes, board, event, date,
    and the result at the table when the Contract and Result tags give it."""
    from endplay.parsers import pbn

    tags = {m["tag"].lower(): (n, m["value"]) for n, t in lines if (m := _TAG_VALUE.match(t))}
    line_of = {tag: n for tag, (n, _) in tags.items()}
    try:
        text = "\n".join(_normal_tag(t, file, n) for n, t in lines) + "\n"
        boards = pbn.loads(text)
    except RulingError:
        raise
    except Exception as exc:  # endplay raises what its parser meets: name the tags' line, not a traceback
        raise RulingError(f"the PBN tags cannot be read ({type(exc).__name__}: {str(exc)[:120]})", file,
                          lines[0][0]) from None
    if not boards:
        return {}
    b = boards[0]
    out: dict = {}
    if b.deal is not None and "deal" in line_of:
        try:
            out["deal"] = deals.hands(b.deal.to_pbn())
        except BadValue as exc:
            raise RulingError(str(exc), file, line_of["deal"]) from None
    if b.dealer is not None:
        out["dealer"] = "NESW"[b.dealer]
    elif "dealer" in tags:  # endplay keeps the Dealer tag only with a contract or an auction
        out["dealer"] = _tag(deals.seat, tags["dealer"], "dealer", file)
    if b.vul is not None and "vulnerable" in line_of:
        out["vulnerable"] = {0: "None", 1: "All", 2: "NS", 3: "EW"}[int(b.vul)]
    if b.auction:
        out["auction"], out["auction_notes"] = _auction(b.auction, file, line_of.get("auction"))
    if b.board_num:
        out["board"] = b.board_num
    if b.contract is not None and {"contract", "result"} <= tags.keys():
        out["table_result"] = _played(b.contract)
    for tag, key in (("Event", "event"), ("Date", "date"), ("Site", "session")):
        if b.info.get(tag) and b.info[tag] not in ("?", "#"):
            out[key] = b.info[tag]
    return out


def _played(contract) -> str:
    """endplay's contract with its result (Contract "4HX", Declarer "S", Result "9") as a result at
    the table is typed: «4HX-1 S»; a deal passed out is «Pass»."""
    if not contract.level:
        return "Pass"
    strain = {0: "S", 1: "H", 2: "D", 3: "C", 4: "NT"}[int(contract.denom)]
    doubled = {2: "X", 4: "XX"}.get(int(contract.penalty), "")
    made = "=" if contract.result == 0 else f"{contract.result:+d}"
    return f"{contract.level}{strain}{doubled}{made} {'NESW'[int(contract.declarer)]}"


_TAG_VALUE = re.compile(r'^\s*\[(?P<tag>[A-Za-z]\w*)\s+"(?P<value>[^"]*)"\]')


def _tag(read, found: tuple[int, str], what: str, file: str):
    line, value = found
    try:
        return read(value, what) if read is deals.seat else read(value)
    except BadValue as exc:
        raise RulingError(str(exc), file, line) from None


def _normal_tag(text: str, file: str, line: int) -> str:
    """A Vulnerable tag in any spelling PBN allows («Love», «Both», «-»), as endplay reads it."""
    m = _TAG_VALUE.match(text)
    if m and m["tag"].lower() == "vulnerable":
        return f'[Vulnerable "{_tag(deals.vulnerability, (line, m["value"]), "vulnerable", file)}"]'
    return text


def _auction(bids, file: str, line: int | None):
    from endplay.types import ContractBid

    calls, notes = [], []
    for i, bid in enumerate(bids, start=1):
        if isinstance(bid, ContractBid):
            if not 1 <= bid.level <= 7:
                raise RulingError(f"auction: a bid at level {bid.level}; levels run 1 to 7", file, line)
            calls.append(f"{bid.level}{'CDHS'[3 - bid.denom] if bid.denom < 4 else 'NT'}")
        else:
            calls.append({1: "Pass", 2: "X", 4: "XX"}[int(bid.penalty)])
        if bid.announcement and bid.announcement != "Note not found":
            notes.append((i, bid.announcement))
    return deals.Auction(tuple(calls)), tuple(notes)


# -- a case --------------------------------------------------------------------------------------
@dataclass(frozen=True)
class Case:
    number: str | None
    title: str | None
    line: int
    fields: dict  # typed fields, for fields.make
    cited: tuple  # (ref, as written, Location) of every law the case cites, in order, each once
    lines: dict = field(default_factory=dict)  # field → the line it was written on


def read_case(case: CaseText, file: str, cite) -> Case:
    """The fields of one case; ``cite(text, where)`` finds the refs in a text (laws.find_in_text)."""
    pbn_lines, rest = pbn_block(case.lines)
    found = labelled(paragraphs(rest))
    f, lines = dict(found.fields), dict(found.lines)
    if pbn_lines:
        f = {**read_pbn(pbn_lines, file), **{k: v for k, v in f.items() if v}}
        tags = {m["tag"].lower(): n for n, t in pbn_lines if (m := _TAG_VALUE.match(t))}
        lines.update({k: tags[k] for k in ("deal", "dealer", "vulnerable", "auction", "board") if k in tags})
    if _NO_APPEAL.match(f.get("appeal_decision", "")):  # «Апелляция: не подавалась.», "Appeal: none"
        del f["appeal_decision"]
    elif _APPEAL_LODGED.match(f.get("appeal_decision", "")):  # «Апелляция: подана.»: lodged, no decision said
        del f["appeal_decision"]
        f["appeal"] = True
    if "appeal_decision" in f or "deposit" in f:
        f["appeal"] = True
    listed = f.pop("laws", "")
    if f.get("board"):  # «Сдача: 14. Сдающий Восток, в зоне никто.»: the number, the rest read or kept
        f["board"], rest = _board_line(f["board"])
        seats = _seats(rest)
        f = {**seats, **{k: v for k, v in f.items() if v}}
        if rest and not seats:
            f["facts"] = f"{f['facts']}\n\n{rest}" if f.get("facts") else rest
    f["question"] = f.get("question") or case.title or first_sentence(f.get("facts", ""))
    texts = [(case.line, case.title or "")] + found.all
    cited = laws_applied(listed, lines.get("laws", case.line), texts, cite, file)
    return Case(case.number, case.title, case.line, f, cited, lines)


def laws_applied(listed: str, at: int, texts, cite, file: str) -> tuple:
    """(ref, as written, Location, resolved) of each law a case applies, in order, each once: those
    its list names (``listed``, written on line ``at``), or without a list those its ``texts``
    ((line, text) each) cite — a list decides: "Law 70C1 was discussed" in the facts is no law
    applied. Each item of a list is a ref as a person types it («16B1a», "L 16 B 1"), read so and
    cited in canonical form; one that is no ref at all («45Z», "see above") stops the import at
    its line."""
    from ..refs import by_alphabet, canonical

    alphabet = by_alphabet("\n".join([t for _, t in texts] + [listed]))  # «16Б1» anywhere: «16В» is 16C everywhere
    items = [] if not listed or _NO_LAWS.match(listed) else listed_refs(listed)
    found = [] if items else [(n, ref, ref.written) for n, text in texts for ref in cite(text, Location(file, n), alphabet)]
    for item in items:
        refs = cite("Law " + (canonical(item, alphabet) or item), Location(file, at), alphabet)
        if not refs:
            raise RulingError(f"«{item}» in the list of laws is no law or unit of the Laws (a law 1–{LAST_LAW}, its "
                              f"section A–H, subsection and item: 45C, 16B1(a))", file, at)
        found += [(at, ref, item) for ref in refs]
    cited: dict = {}
    for _, ref, written in sorted(found, key=lambda x: x[0]):
        cited.setdefault(ref.ref, (ref.ref, written, ref.where, ref.resolved))
    return tuple(cited.values())


# "Appeal: none", «Апелляция: не подавалась.»: no appeal, not an appeal decided so.
_NO_APPEAL = re.compile(r"^\s*(?:no|none|no appeal|not appealed|not lodged|n/?a|[-—–]|нет|не было|не подавалась|"
                        r"не подана|не подавали|апелляции не было|без апелляции)\s*[.!]?\s*$", re.IGNORECASE)
# "Appeal: lodged", «Апелляция: подана.»: an appeal, whose decision the label does not give.
_APPEAL_LODGED = re.compile(r"^\s*(?:yes|lodged|appealed|filed|да|подана|подавалась|была|подали|обжаловано)\s*[.!]?\s*$",
                            re.IGNORECASE)
# A list of laws that names none: "Laws: none", «Правила: нет», "—"
_NO_LAWS = re.compile(r"^\s*(?:none|n/?a|нет|не указаны|[-—–])?\s*[.!]?\s*$", re.IGNORECASE)
# The items of a list of laws: «16А, 73С.», "16A2; 12C1(c) and 73C", «п. 64А1», "§ 64A1".
_LIST_SPLIT = re.compile(r"\s*(?:[,;]|&|\band\b|\bи\b)\s*", re.IGNORECASE)
_ITEM_WORD = re.compile(r"^(?:п{1,2}\.|§{1,2}|ст\.)\s*", re.IGNORECASE)


def listed_refs(text: str) -> list[str]:
    items = (_ITEM_WORD.sub("", x.strip().rstrip(".")) for x in _LIST_SPLIT.split(text or ""))
    return [x for x in items if x]


_BOARD_LINE = re.compile(r"^\s*(?:no\.?\s*|№\s*)?(\d{1,4})\s*[.,;]?\s*(.*)$", re.IGNORECASE | re.DOTALL)
_DEALER = re.compile(r"\b(?:dealer|сдающий|сдаёт|сдает)\s*[:—–-]?\s*(north|east|south|west|[NESW]|север|восток|юг|"
                     r"запад|[СВЮЗ])(?![\w])", re.IGNORECASE)
_VUL = re.compile(r"(?:\bvul(?:nerable|nerability)?\.?|(?<!\w)в зоне|(?<!\w)зона)\s*[:—–-]?\s*(none|nil|love|all|both|"
                  r"n-?s|e-?w|никто|все|обе|север\W{0,3}юг|восток\W{0,3}запад|с\W?ю|в\W?з)(?!\w)", re.IGNORECASE)
_RU_SEAT = {"север": "N", "восток": "E", "юг": "S", "запад": "W"}


def _board_line(text: str) -> tuple[str, str]:
    """The board's number as the label's line gives it, and the words after it («14. Сдающий
    Восток, в зоне никто.»); the whole text when it starts with no number (fields.board says so)."""
    m = _BOARD_LINE.match(str(text))
    return (m.group(1), m.group(2).strip()) if m else (str(text), "")


def _seats(text: str) -> dict:
    """The dealer and vulnerability a line of words names ("Dealer N. Vul EW.", «Сдающий Восток, в
    зоне никто»), as ``fields`` reads them."""
    out = {}
    if m := _DEALER.search(text):
        out["dealer"] = _RU_SEAT.get(m.group(1).lower(), m.group(1))
    if m := _VUL.search(text):
        word = m.group(1).lower()
        out["vulnerable"] = VULNERABLE_SPELLINGS.get(word) or ("NS" if word[0] in "nс" else "EW")
    return out


def first_sentence(text: str) -> str:
    first = re.split(r"(?<=[.!?])\s", " ".join(text.split()), maxsplit=1)[0]
    return first[:200]
