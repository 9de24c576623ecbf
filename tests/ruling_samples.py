"""Invented rulings and casebooks for the tests: facts in words written for the tests, deals from
endplay's generator, refs to the units of the invented sample laws (standard_samples). Never a
real ruling, never the text of the Laws."""

from __future__ import annotations

import shutil
from dataclasses import dataclass, field
from pathlib import Path

import yaml

from helpers import LAWS, SOURCES
from standard_samples import EN, RU

SAMPLE_SOURCES = {"en2017-sample.txt": ("en", "The Laws of Duplicate Bridge 2017 (a sample)\n\n" + EN),
                  "ru2017-sample.txt": ("ru", RU)}


def laws_dir(root: Path, build: bool = True, extras=()) -> Path:
    """The shipped sources plus the invented 2017 sample laws (16 and 17, English and Russian),
    with the corpus built: 1987 (all laws, structure), 1997 (77–80, the scoring tables), 2017;
    ``extras``: files of the repository's laws/ to copy too (glossary.yaml …)."""
    from bridge_laws.corpus.stage import build as build_corpus

    laws = root / "laws"
    shutil.copytree(SOURCES, laws / "sources")
    for name in ("editions.yaml", *extras):
        if (LAWS / name).exists():
            shutil.copy(LAWS / name, laws / name)
    manifest = yaml.safe_load((laws / "sources" / "sources.yaml").read_text(encoding="utf-8"))
    for name, (lang, text) in SAMPLE_SOURCES.items():
        (laws / "sources" / name).write_text(text, encoding="utf-8")
        manifest.append({"file": name, "original_name": name, "sha256": "", "edition": 2017, "langs": [lang],
                         "kind": "standard", "covers": "invented sample laws 16-17", "damage": ""})
    from bridge_laws.corpus.manifest import manifest_bytes  # as the program writes it
    from bridge_laws.readers.sources import SourceEntry

    entries = [SourceEntry(**dict(e, langs=tuple(e["langs"]))) for e in manifest]
    (laws / "sources" / "sources.yaml").write_bytes(manifest_bytes(entries))
    if build:
        build_corpus(laws)
    return laws


def deal(seed: int) -> str:
    """A deal from endplay's generator, the same for the same seed."""
    from endplay.dealer import generate_deal

    return generate_deal(seed=seed).to_pbn()


@dataclass
class Case:
    """One invented case of a casebook: its number, a title, labelled paragraphs, the refs as
    written in its text, and a deal (PBN) or none."""

    number: int
    title: str
    facts: str
    ruling: str
    refs: list[str] = field(default_factory=list)  # the canonical refs the text cites, in order
    deal: str | None = None
    dealer: str = "N"
    vulnerable: str = "None"
    auction: str | None = None
    adjusted: str | None = None


# Ways of writing each ref: (as written in English, as written in Russian, canonical)
REF_FORMS = [
    ("Law 16A1(a)", "правило 16А1(а)", "16A1(A)"),
    ("L16A1b", "правилу 16А1(б)", "16A1(B)"),
    ("Law 16 A 2 (a)", "правила 16 А 2 (а)", "16A2(A)"),
    ("Law 16B", "правилом 16Б", "16B"),
    ("Law 17A", "правило 17А", "17A"),
    ("Law 17B", "правилу 17Б", "17B"),
]
FACTS = {
    "en": ["North paused for a while before passing, and South then bid on.",
           "East asked about the meaning of a call and West led the suit asked about.",
           "A player at the next table spoke about the board loudly enough to be heard.",
           "The auction seemed to end, then West said he had not yet called."],
    "ru": ["Север долго думал перед пасом, а Юг после этого продолжил торговлю.",
           "Восток спросил о значении заявки, и Запад пошёл в спрошенную масть.",
           "Игрок за соседним столом громко обсуждал сдачу.",
           "Торговля казалась законченной, но Запад сказал, что ещё не делал заявку."],
}
RULINGS = {
    "en": ["The director let the result stand.", "The director adjusted the score.",
           "The board was cancelled and replayed later."],
    "ru": ["Директор оставил результат в силе.", "Директор назначил результат.",
           "Сдачу отменили и сыграли позже."],
}


# Titles differ from case to case, as a casebook's do (a PDF's furniture filter would take a
# heading repeated at the top of each page for a running header).
TOPICS = {"en": ["a pause", "a question", "a neighbour's remark", "a late call", "a claim", "a revoke",
                 "a lead out of turn", "an alert", "a slow pass", "a misboard", "a card exposed", "a score slip"],
          "ru": ["заминка", "вопрос", "реплика соседа", "поздняя заявка", "претензия", "ренонс", "ход не в очередь",
                 "алерт", "медленный пас", "перепутанная сдача", "открытая карта", "протокол"]}
PLACES = {"en": ["at the club", "in the teams", "in the pairs", "at the congress", "online", "in the cup"],
          "ru": ["в клубе", "в командном", "в парном", "на конгрессе", "онлайн", "в кубке"]}


def title(i: int, lang: str) -> str:
    return f"{TOPICS[lang][i % 12]} {PLACES[lang][(i // 12) % 6]}".capitalize()


def cases(n: int, lang: str = "en", deals_every: int = 3) -> list[Case]:
    """``n`` invented cases: every case cites one or two refs; every ``deals_every``-th has a deal
    (with an auction) and an adjusted score."""
    out = []
    for i in range(1, n + 1):
        forms = [REF_FORMS[i % len(REF_FORMS)]] + ([REF_FORMS[(i + 3) % len(REF_FORMS)]] if i % 2 else [])
        forms = list(dict.fromkeys(forms))
        written = [f[0] if lang == "en" else f[1] for f in forms]
        facts = FACTS[lang][i % 4]
        words = "The director applied" if lang == "en" else "Директор применил"
        ruling = f"{RULINGS[lang][i % 3]} {words} {' and '.join(written) if lang == 'en' else ' и '.join(written)}."
        with_deal = deals_every and i % deals_every == 0
        out.append(Case(i, title(i, lang), facts, ruling,
                        [f[2] for f in forms], deal=deal(i) if with_deal else None,
                        auction="1S Pass 2S Pass 4S Pass Pass Pass" if with_deal else None,
                        adjusted="60% 4S= N, 40% 4S-1 N" if with_deal else None))
    return out


LABELS = {"en": {"case": "Case", "facts": "Facts", "ruling": "Ruling", "adjusted": "Adjusted score"},
          "ru": {"case": "Случай", "facts": "Факты", "ruling": "Решение", "adjusted": "Назначенный результат"}}


def case_blocks(case: Case, lang: str) -> list[tuple[str, str]]:
    """(kind, text) blocks of one case: a heading, then paragraphs (PBN tag lines as one block)."""
    labels = LABELS[lang]
    blocks = [("heading", f"{labels['case']} {case.number}: {case.title}")]
    if case.deal:
        tags = [f'[Dealer "{case.dealer}"]', f'[Vulnerable "{case.vulnerable}"]', f'[Deal "{case.deal}"]']
        if case.auction:
            tags.append(f'[Auction "{case.dealer}"]')
            tags.append(case.auction)
        blocks.append(("pbn", "\n".join(tags)))
    blocks.append(("para", f"{labels['facts']}: {case.facts}"))
    blocks.append(("para", f"{labels['ruling']}: {case.ruling}"))
    if case.adjusted:
        blocks.append(("para", f"{labels['adjusted']}: {case.adjusted}"))
    return blocks


def casebook_title(lang: str) -> str:
    return "A casebook written for the tests (2017 Laws)" if lang == "en" else "Учебный сборник решений (Законы 2017)"


def plain(cs: list[Case], lang: str = "en") -> str:
    out = [casebook_title(lang), ""]
    for case in cs:
        for kind, text in case_blocks(case, lang):
            out += [text, ""]
    return "\n".join(out)


def markdown(cs: list[Case], lang: str = "en") -> str:
    out = [f"# {casebook_title(lang)}", ""]
    for case in cs:
        for kind, text in case_blocks(case, lang):
            if kind == "heading":
                out += [f"## {text}", ""]
            elif kind == "pbn":
                out += ["```", text, "```", ""]
            else:
                label, _, rest = text.partition(": ")
                out += [f"**{label}:** {rest}", ""]
    return "\n".join(out)


def html(cs: list[Case], lang: str = "en") -> str:
    from html import escape

    body = [f"<h1>{escape(casebook_title(lang))}</h1>"]
    for case in cs:
        for kind, text in case_blocks(case, lang):
            if kind == "heading":
                body.append(f"<h2>{escape(text)}</h2>")
            elif kind == "pbn":
                body.append(f"<pre>{escape(text)}</pre>")
            else:
                body.append(f"<p>{escape(text)}</p>")
    return (f'<!DOCTYPE html><html lang="{lang}"><head><meta charset="utf-8"><title>casebook</title></head>'
            f"<body><main>{''.join(body)}</main></body></html>")


def docx(cs: list[Case], lang: str = "en") -> bytes:
    import io

    from docx import Document

    document = Document()
    document.add_heading(casebook_title(lang), level=1)
    for case in cs:
        for kind, text in case_blocks(case, lang):
            if kind == "heading":
                document.add_heading(text, level=2)
            elif kind == "pbn":
                for line in text.split("\n"):
                    document.add_paragraph(line)
            else:
                document.add_paragraph(text)
    buf = io.BytesIO()
    document.save(buf)
    return buf.getvalue()


def pdf(cs: list[Case], lang: str = "en") -> bytes:
    from format_samples import DEJAVU
    from fpdf import FPDF

    doc = FPDF(format="A4")
    doc.add_font("DejaVu", "", str(DEJAVU))
    doc.set_font("DejaVu", size=10)
    doc.add_page()
    doc.multi_cell(0, 6, casebook_title(lang), new_x="LMARGIN", new_y="NEXT")
    for case in cs:
        for kind, text in case_blocks(case, lang):
            doc.ln(4)
            for line in text.split("\n"):
                doc.multi_cell(0, 6, line, new_x="LMARGIN", new_y="NEXT")
    return bytes(doc.output())


def pbn_file(cs: list[Case]) -> str:
    """A PBN file: each case with a deal is a game, its facts and ruling as commentary."""
    out = ["% PBN 2.1", "% an invented file for the tests", ""]
    for case in cs:
        if not case.deal:
            continue
        out += [f'[Event "Sample club night"]', f'[Board "{case.number}"]', f'[Dealer "{case.dealer}"]',
                f'[Vulnerable "{case.vulnerable}"]', f'[Deal "{case.deal}"]']
        if case.auction:
            out += [f'[Auction "{case.dealer}"]', case.auction]
        out += ["{" + f"Facts: {case.facts}", "", f"Ruling: {case.ruling}" + "}", ""]
    return "\n".join(out)


def ruling_dict(i: int = 1, **changes) -> dict:
    """An invented ruling as its YAML file holds it."""
    d = {"id": f"sample-{i}", "lang": "en", "edition": 2017, "source": {"kind": "log"}, "date": "2024-03-14",
         "event": "Sample club night", "board": 7,
         "deal": {"dealer": "S", "vulnerable": "All", "hands": deal(i)},
         "auction": {"calls": "1S Pass 2S Pass 4S Pass Pass Pass", "notes": [{"call": 3, "text": "after a pause"}]},
         "question": "Did the pause suggest bidding on?",
         "facts": "North paused before passing; South then bid game.",
         "ruling": "Score adjusted.", "reasoning": "Passing was a logical alternative.",
         "laws": [{"ref": "16A1(A)", "edition": 2017, "written": "Law 16A1a"}],
         "table_result": "4S= S", "adjusted": "60% 4S= S, 40% 4S-1 S", "versus": 420,
         "appeal": {"lodged": True, "decision": "The committee kept the ruling.", "deposit": "returned"}}
    d.update(changes)
    return d
