"""Texts of the Laws as real pages, mails and files print them (issue 19), written for the tests:
two well-formed invented laws in the standard layout, in English and Russian (sentences of our
own in the shape of the Laws, never the text of the Laws), the patterns people apply to such a
text as functions of the text, and the formats it comes in (plain text, an HTML page, a PDF),
made inside the tests.

    variant = mail(bullets(BASE["en"]), depth=2)
    read(as_html(variant), "page.html")   # → (Detected, SourceText)
"""

from __future__ import annotations

import html
import re
from types import SimpleNamespace

from format_samples import DEJAVU

BASE = {"en": """LAW 12 - SAMPLE POWERS OF THE DIRECTOR
A. Powers to Adjust
1. The sample Director may award an adjusted score when a rule of
this sample code gives no remedy for the damage done.
2. The sample Director may award an artificial score when no result
can be obtained.*
B. Objects of the Powers
The sample powers exist to restore the balance between the two
sides of a sample board.
C. Awarding a Score for the Side not at Fault
1. The sample Director may choose:
(a) the most likely result had the sample offence not occurred;
(b) a weighted mix of several such results.
2. (a) A side that caused its own damage keeps its own result.
(b) The other side gets the adjusted score.
* A note written for the shape tests.

LAW 13 - SAMPLE WRONG NUMBER OF CARDS
A. Before the Auction
The sample Director corrects the hand and the board is played.
B. After the Auction
When a sample hand is found to hold too many cards, the Director
decides whether the board can still be played.
""", "ru": """ПРАВИЛО 12. УЧЕБНЫЕ ПОЛНОМОЧИЯ ДИРЕКТОРА
А. Право исправить результат
1. Учебный директор может назначить исправленный результат, если
правило учебного кодекса не даёт иного средства.
2. Учебный директор может назначить условный результат, если сдачу
сыграть нельзя.*
Б. Цель полномочий
Учебные полномочия служат восстановлению равенства между двумя
сторонами учебной сдачи.
В. Результат для стороны без вины
1. Учебный директор может выбрать:
(а) самый вероятный результат без учебного нарушения;
(б) взвешенную смесь таких результатов.
2. (а) Сторона, сама причинившая себе ущерб, сохраняет свой результат.
(б) Другая сторона получает исправленный результат.
* Примечание, написанное для тестов.

ПРАВИЛО 13. УЧЕБНОЕ НЕВЕРНОЕ ЧИСЛО КАРТ
А. До торговли
Учебный директор исправляет руку, и сдача играется.
Б. После торговли
Если в учебной руке лишние карты, директор решает, можно ли ещё
играть сдачу.
"""}

REFS = ["12", "12A", "12A1", "12A2", "12B", "12C", "12C1", "12C1(A)", "12C1(B)", "12C2", "12C2(A)", "12C2(B)",
        "13", "13A", "13B"]

_HEADER = re.compile(r"^(LAW|ПРАВИЛО) (\d+)(?:\s*[.\-–]\s*(.*))?$")
_SECTION = re.compile(r"^([A-HАБВ])\. (.+)$")
_MARKER = re.compile(r"^(?:[A-HАБВ]\.|\d\.|\([a-hаб]\)) ")


# -- patterns, each a function of the text that keeps its units -----------------------------------
def _lines(text: str) -> list[str]:
    return text.rstrip("\n").split("\n")


def _join(lines: list[str]) -> str:
    return "\n".join(lines) + "\n"


def prefixed_headers(text: str) -> str:
    """"Draft 2017 LAW 12 - TITLE" (the header after other words), on a line between blank lines."""
    out = []
    for line in _lines(text):
        if _HEADER.match(line):
            word = "Проект 2017:" if line.startswith("ПРАВИЛО") else "Draft 2017"
            out += ["", f"{word} {line}", ""]
        else:
            out.append(line)
    return _join(out)


def split_headers(text: str) -> str:
    """"LAW 12" over "- TITLE": the header split over two lines."""
    out = []
    for line in _lines(text):
        m = _HEADER.match(line)
        out += [f"{m.group(1)} {m.group(2)}", f"– {m.group(3)}"] if m and m.group(3) else [line]
    return _join(out)


def wrapped_headers(text: str) -> str:
    """A long law title wrapped onto a second line ("… POWERS OF" / "THE DIRECTOR")."""
    out = []
    for line in _lines(text):
        words = line.split()
        if _HEADER.match(line) and len(words) >= 6:
            out += [" ".join(words[:-2]), " ".join(words[-2:])]
        else:
            out.append(line)
    return _join(out)


def wrapped_titles(text: str) -> str:
    """A section title wrapped where its second line starts in lower case ("C. Awarding a Score
    for the Side" / "not at Fault")."""
    out = []
    for line in _lines(text):
        m = _SECTION.match(line)
        words = line.split()
        tail = next((k for k in range(3, len(words)) if words[k][:1].islower() and k >= len(words) - 3), None)
        if m and len(words) >= 6 and tail:
            out += [" ".join(words[:tail]), " ".join(words[tail:])]
        else:
            out.append(line)
    return _join(out)


def stopped_titles(text: str) -> str:
    """"A. Powers to Adjust." — section titles with a full stop."""
    out = []
    for i, line in enumerate(lines := _lines(text)):
        nxt = lines[i + 1] if i + 1 < len(lines) else ""
        titled = _SECTION.match(line) and not line.endswith(".") and not _HEADER.match(line)
        out.append(line + "." if titled and nxt and not nxt[:1].islower() else line)
    return _join(out)


_BULLETS = ("• ", "- ", "– ")


def bullets(text: str) -> str:
    """A bullet before each marker ("• 1.", "- A.", "– (b)")."""
    out, k = [], 0
    for line in _lines(text):
        if _MARKER.match(line):
            line, k = _BULLETS[k % 3] + line, k + 1
        out.append(line)
    return _join(out)


def closing_brackets(text: str) -> str:
    """Items with their closing bracket only ("a) …", «б) …»), as Word's lists and many Russian
    texts print them."""
    return re.sub(r"(?m)^\(([a-hа-з])\) ", r"\1) ", text)


def mixed_scripts(text: str) -> str:
    """One letter of each longer word typed in the other alphabet where the two draw alike, as a
    text recognised from a scan has them («ПPАВИЛO»-like words, "Dirеctor" with a Cyrillic е):
    the first such letter of every word of five letters or more, the rest of the word untouched."""
    swap = str.maketrans("оеаорсОЕАРСoeapcOEAPC", "oeaopcOEAPCоеарсОЕАРС")

    def one(m):
        word = m.group()
        k = next((i for i, c in enumerate(word) if c.translate(swap) != c), None)
        return word if k is None else word[:k] + word[k].translate(swap) + word[k + 1:]

    return re.sub(r"[^\W\d_]{5,}", one, text)


def notes_after_rule(text: str) -> str:
    """The marks as «<*>» after a space, their notes at the end of their law after a rule line."""
    out, held = [], []
    for line in _lines(text) + [""]:
        if line.startswith("* "):
            held.append("<*> " + line[2:])
            continue
        if _HEADER.match(line) or (not line and held):
            if held:
                out += ["-----"] + held
                held = []
        out.append(re.sub(r"(?<=[\w.;])\*", " <*>", line))
    return _join(out[:-1])


def furniture(text: str) -> str:
    """A site's strips and menus above the law, a page number in the middle of a sentence, a
    breadcrumb and a chapter heading between the laws, a pager at the end."""
    ru = "ПРАВИЛО" in text
    top = (["А Б В Г Д Е Ж З И К Л М Н О П Р С Т У Ф Х Ц Ч Ш Щ Э Ю Я", "Главная | Законы | Контакты"] if ru else
           ["Glossary A-Z: A B C D E F G H I J K L M N O P Q R S T U V W X Y Z", "Home | Clubs | Laws | Contact us"])
    laws = ["Go to law: " + " ".join(str(n) for n in range(1, 21)) + " … 93"]
    out = top + laws + [""]
    for i, line in enumerate(_lines(text)):
        if _HEADER.match(line) and i:
            out += ["Вы здесь: Главная > Законы > Правило 13" if ru else "You are at: Home > Laws > Law 13",
                    "ГЛАВА III. УЧЕБНЫЕ ДЕЛА" if ru else "CHAPTER III - SAMPLE MATTERS"]
        out.append(line)
        if i == 3:
            out.append("- 7 -")
    out += ["", "Страница 3 из 12 · « назад · вперёд »" if ru else "Page 3 of 12 · « previous · next »"]
    return _join(out)


def trailer(text: str) -> str:
    """The site's last lines under the law, set apart by a blank line: a copyright line and a link
    back home (the copyright line in the text's language)."""
    ru = "ПРАВИЛО" in text
    foot = (["© Учебная федерация, 2017. Все права защищены", "« На главную"] if ru else
            ["© 2017 Sample Union. All rights reserved.", "↑ Back to home"])
    return _join(_lines(text) + [""] + foot)


_STARTS = re.compile(r"^(?:[-–•] )?(?:[A-HАБВ]\. |\d\. |\([a-hаб]\) |LAW |ПРАВИЛО |\* |<\*> |-----)")


def spaced(text: str) -> str:
    """A blank line before each unit, note and rule, as a web page sets its paragraphs apart (the
    lines of one paragraph, and of one title, stay together)."""
    out = []
    for line in _lines(text):
        if out and out[-1] and _STARTS.match(line):
            out.append("")
        out.append(line)
    return _join(out)


def channel_post(text: str) -> str:
    """A channel's post in a messenger, copied as plain text: a pictograph and bold marks around
    each law header ("📌 **LAW 12 - …**"), section titles bold, a pictograph before some markers
    ("🔹 1. …"); the note's "*" stays a note's mark."""
    out, k = [], 0
    for line in _lines(text):
        if _HEADER.match(line) or _SECTION.match(line):
            line = ("📌 " if _HEADER.match(line) else "") + f"**{line}**"
        elif re.match(r"^\d\. ", line):
            line, k = ("🔹 " if k % 2 == 0 else "👉 ") + line, k + 1
        out.append(line)
    return _join(out)


def bbcode(text: str) -> str:
    """A forum post in BBCode as its editor keeps it: the headers and section titles in [b]…[/b],
    each run of items "(a) …" a [list=a] whose [*] carry no letters (a subsection's number before
    its first item on a line of its own), and a quoted question before the law
    ([quote="who"]…[/quote], a word in [i]…[/i])."""
    out, items = ['[quote="anna"]Which rule applies here? [i]Thanks[/i][/quote]', ""], False
    for line in _lines(text):
        item = re.match(r"^(\d\. )?\([a-hаб]\) (.*)$", line)
        if items and (not item or item.group(1)) and re.match(r"^(?:[A-HАБВ]\.|\d\.|\*|LAW|ПРАВИЛО)", line):
            out.append("[/list]")
            items = False
        if item:
            if not items:
                out += ([item.group(1).strip()] if item.group(1) else []) + ["[list=a]"]
                items = True
            out.append("[*]" + item.group(2))
        elif _HEADER.match(line) or _SECTION.match(line):
            out.append(f"[b]{line}[/b]")
        else:
            out.append(line)
    return _join(out + (["[/list]"] if items else []))


def dos_frame(text: str) -> str:
    """An old DOS text: each law's header boxed in box drawing (a double frame around it, its
    words between two uprights), a single rule between the sections, the lines set in from the
    margin."""
    out = []
    for line in _lines(text):
        if _HEADER.match(line):
            width = len(line) + 4
            out += ["", "  ╔" + "═" * width + "╗", f"  ║  {line}  ║", "  ╚" + "═" * width + "╝", ""]
        elif _SECTION.match(line) and not line.startswith(("A.", "А.")):
            out += ["   " + "─" * 40, "   " + line]
        else:
            out.append("   " + line)
    return _join(out)


def text_browser_dump(text: str) -> str:
    """A page as a text browser dumps it: each link's number in brackets before its words (a menu's
    entries, words of the law that link to the glossary), the numbers running 1, 2, 3 … down the
    page, and the links' addresses listed at the end under "References"."""
    ru = "ПРАВИЛО" in text
    menu = ["Главная", "Клубы", "Правила", "Контакты"] if ru else ["Home", "Clubs", "Laws", "Contact us"]
    out, n = [], 0
    for word in menu:
        n += 1
        out.append(f"     * [{n}]{word}")
    out.append("")
    for line in _lines(text):
        hit = re.search(r"(?<= )(?:[Dd]irector|[Дд]иректор)", line)
        if hit and not _MARKER.match(line[hit.start():]):
            n += 1
            line = f"{line[:hit.start()]}[{n}]{line[hit.start():]}"
        out.append("   " + line if line else line)
    out += ["", "References", ""] + [f"  {k:2d}. https://example.org/page/{k}" for k in range(1, n + 1)]
    return _join(out)


def show_more(text: str) -> str:
    """A post cut for a feed, copied with the control that opened the rest: «Показать
    полностью…» / "Show more…" on a line of its own inside a unit's text."""
    lines = _lines(text)
    at = next(k for k, line in enumerate(lines) if re.match(r"^1\. ", line)) + 1
    return _join(lines[:at] + ["Показать полностью…" if "ПРАВИЛО" in text else "See more…"] + lines[at:])


def running_header(text: str) -> str:
    """A book's page turned inside the first law's text: the page's number, then a form feed and a
    running header in two parts — the book's short name at one edge, the law going on at the other."""
    lines, ru = _lines(text), "ПРАВИЛО" in text
    at = next(k for k, line in enumerate(lines) if re.match(r"^2\. ", line))
    head = f"УК-17{' ' * 30}Правило 12 (прод.)" if ru else f"SC-17{' ' * 30}Law 12 (continued)"
    return _join(lines[:at] + ["", "- 23 -", "\f" + head, ""] + lines[at:])


def mail(text: str, depth: int = 1) -> str:
    """The text quoted in a mail (each line after ``depth`` quote marks) under the mail's headers,
    with the writer's words before and after it and between two of its sections (one quote mark
    less, as a reply interleaves)."""
    ru = "ПРАВИЛО" in text
    heads = (["От: Иван Судейкин <ivan@example.ru>", "Дата: 5 ноября 2009", "Тема: Re: [судьи] Правило 12"] if ru
             else ["From: A Director <td@example.org>", "Date: Tue, 14 Mar 2000 09:12:44 +0000",
                   "Subject: Re: [td-list] Law 12 and a late claim"])
    lines = _lines(text)
    cut = next(k for k, line in enumerate(lines) if k and re.match(r"^(?:[-–•] )?[BБ]\. ", line))
    words = ("Коллеги, вот текст:", "Согласен, но важнее вот это:", "С уважением, Иван") if ru else \
            ("Here is the text, colleagues:", "Right, and this is the part that matters:", "Regards, A Director")
    quote = ">" * depth + " "
    out = heads + ["", words[0], ""] + [(quote + line).rstrip() for line in lines[:cut]]
    if depth > 1:
        out += [">" * (depth - 1) + " " + words[1], ">" * (depth - 1)]
        quote = ">" * (depth - 1) + " "
    out += [(quote + line).rstrip() for line in lines[cut:]] + ["", words[2]]
    return _join(out)


# -- formats --------------------------------------------------------------------------------------
def as_text(text: str) -> bytes:
    return text.encode("utf-8")


def as_html(text: str, title: str = "Sample page") -> bytes:
    """A saved web page: the text's blocks as paragraphs, its lines kept apart by <br>, under a
    site's header and navigation (which the HTML reader leaves out)."""
    blocks = re.split(r"\n\s*\n", text.strip("\n"))
    body = "\n".join("<p>" + "<br>\n".join(html.escape(line) for line in block.split("\n")) + "</p>"
                     for block in blocks)
    return (f"<!DOCTYPE html><html><head><meta charset=\"utf-8\"><title>{html.escape(title)}</title></head>"
            f"<body><nav><a href=\"/\">Home</a></nav>\n<div class=\"content\">\n{body}\n</div></body></html>"
            ).encode("utf-8")


def as_forum_page(text: str, quote: str = "<blockquote><div><cite>{who} wrote:</cite>{body}</div></blockquote>",
                  replies: int = 1) -> bytes:
    """A forum thread saved from a browser (phpBB's markup): a post that quotes the text
    (``quote``: the blockquote around it, attributed by a <cite>, unless ``quote`` says
    otherwise), the poster's question and signature after the quote, and ``replies`` replies
    under it."""
    ru = "ПРАВИЛО" in text
    who, ask, sign, reply = (("Судья", "Это применяется, если партнёр уже спасовал?", "-- Анна, судья клуба",
                              "Нет, тогда уже поздно.") if ru else
                             ("Binder", "Does this still apply if my partner already passed?", "-- Anna, club TD",
                              "No, by then it is too late."))
    lines = "<br>\n".join(html.escape(line) for line in text.strip("\n").split("\n"))
    post = quote.format(who=who, body=lines)
    return (f"<!DOCTYPE html><html><head><meta charset=\"utf-8\"><title>Club forum • View topic</title></head>"
            f"<body><div class=\"navbar\"><a href=\"./index.php\">Board index</a></div>\n"
            f"<div class=\"post\"><p class=\"author\">by <strong>anna</strong> » Sun Mar 02, 2025 9:14 pm</p>"
            f"<div class=\"content\">{post}{html.escape(ask)}</div><div class=\"signature\">{html.escape(sign)}</div></div>\n"
            + f"<div class=\"post\"><p class=\"author\">by <strong>declarer</strong> » Sun Mar 02, 2025 9:40 pm</p>"
            f"<div class=\"content\">{html.escape(reply)}</div></div>\n" * replies + "</body></html>").encode("utf-8")


def as_pdf(text: str, lines_per_page: int = 24) -> bytes:
    """The text's lines set on A5 pages as printed, a blank line as a gap, a running header and a
    page number on every page."""
    from fpdf import FPDF

    doc = FPDF(format=(148, 210))
    doc.add_font("DejaVu", "", str(DEJAVU))
    doc.set_auto_page_break(False)
    lines = _lines(text)
    pages = [lines[i:i + lines_per_page] for i in range(0, len(lines), lines_per_page)]
    for n, page in enumerate(pages, start=1):
        doc.add_page()
        doc.set_font("DejaVu", size=8)
        doc.text(20, 12, "Sample Laws - a test print")
        doc.text(70, 200, f"- {n} -")
        doc.set_font("DejaVu", size=9)
        for k, line in enumerate(page):
            doc.text(12, 25 + 6.5 * k, line)
    return bytes(doc.output())


FORMATS = {"text": (as_text, "sample.txt"), "html": (as_html, "sample.html"), "pdf": (as_pdf, "sample.pdf")}


# -- reading, as the build does -------------------------------------------------------------------
def read(data: bytes, name: str, law: int | None = None, edition: int = 2017):
    """(what detection found, what the reader of that kind read): the format's reader, then the
    kinds' detection, then the reader of the kind found, as `import` and `build` call them."""
    from bridge_laws.readers import detect, reader_for
    from bridge_laws.readers.formats import extract

    document = extract(data, name)
    found = detect(document.text)
    assert found.kind is not None, (name, found.reasons, document.text[:300])
    entry = SimpleNamespace(file=name, kind=found.kind, edition=edition, langs=found.langs, law=law)
    return found, reader_for(found.kind)(document.text, entry, ())


def summary(source) -> list[tuple]:
    """What a reader sees of each unit: ref, title, the first six words of its text, its notes."""
    return [(f.ref, f.title, " ".join(" ".join(f.paragraphs).split()[:6]), len([n for n in f.footnotes if n.text]))
            for f in source.fragments]
