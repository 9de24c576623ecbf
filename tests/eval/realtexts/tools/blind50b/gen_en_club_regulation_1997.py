"""A club's Word regulation on appeals that quotes Law 92 (1997) in its middle.

The regulation has numbered clauses of its own ("1. Scope", "2.1", "2.2",
"3. Deposit", "3.1" with items (a) and (b), "4.2" naming Law 93) before and
after the quoted law; the law is set in Word's "Quote" style, its header and
section titles bold. A reviewer's comment hangs on the law's header; the
page header and footer carry the club's name and a PAGE field.
"""
import io

from docx import Document
from docx.oxml import parse_xml
from docx.oxml.ns import nsdecls
from docx.shared import Pt

from _common import unit, write

NAME = "en_club_regulation_1997"

BEFORE = [
    ("Heading 1", "1. Scope"),
    ("Normal", "1.1 This regulation applies to every pairs and teams event run by the club, "
               "including the Tuesday and Friday duplicates and the club championships."),
    ("Normal", "1.2 Where this regulation and the Laws of Duplicate Bridge disagree, the Laws prevail."),
    ("Heading 1", "2. Right of appeal"),
    ("Normal", "2.1 The club plays under the 1997 Laws of Duplicate Bridge as adopted by the national "
               "authority. The right to appeal a Director's ruling is set out in Law 92, which is "
               "reproduced below for members' convenience."),
]

# (kind, marker-or-None, text); kind: header / title / body
LAW = [
    ("header", None, "Law 92 \u2014 Right to Appeal"),
    ("title", "A.", "Contestant's Right"),
    ("body", None, "Any ruling given at a table may be taken to appeal by a contestant affected by it, "
                   "or by his captain on his behalf. The appeal is against the ruling itself and not "
                   "against the way the Director conducted himself."),
    ("title", "B.", "Time Limit for an Appeal"),
    ("body", "1.", "Appeals are to be lodged within the period announced by the Tournament Organizer, "
                   "which is not less than twenty minutes from the moment the session's scores are posted."),
    ("body", "2.", "The Director may accept a later appeal from an appellant who was kept from lodging "
                   "it in time by circumstances he could not control."),
    ("title", "C.", "How to Appeal"),
    ("body", None, "An appellant hands his appeal, in writing where a form is provided, to the Director, "
                   "who passes it without delay to the appeals committee or, where none has been "
                   "appointed, to the person named by the Tournament Organizer."),
    ("title", "D.", "Concurrence of Appellants"),
    ("body", None, "An appeal is heard only when the members of the appealing side are agreed on making it."),
    ("body", "1.", "In a pairs event, both partners sign the appeal."),
    ("body", "2.", "In a team event, the captain speaks for the team, except that:"),
    ("item", "(a)", "a captain who was not present at the table appeals only after hearing the players concerned;"),
    ("item", "(b)", "where the captain is himself one of the players concerned, he may appeal without "
                    "consulting anyone else."),
    ("title", "E.", "Withdrawal of an Appeal"),
    ("body", None, "An appellant may withdraw an appeal at any time before the committee begins to hear "
                   "it; after that, he may withdraw it only with the committee's consent."),
]

AFTER = [
    ("Normal", "2.2 The text above is for reference only; the printed edition issued by the national "
               "authority is authoritative."),
    ("Heading 1", "3. Deposit"),
    ("Normal", "3.1 An appeal must be accompanied by a deposit of \u00a310. The deposit is returned "
               "unless the committee finds that the appeal:"),
    ("Normal", "(a) had no substantial merit; or"),
    ("Normal", "(b) was lodged only to delay the results."),
    ("Heading 1", "4. The appeals committee"),
    ("Normal", "4.1 The committee consists of three members chosen by the Director from the players "
               "present who took no part in the board."),
    ("Normal", "4.2 Its decision is final for club events; for events that qualify for county play "
               "see Law 93 and the County regulations."),
    ("Normal", ""),
    ("Normal", "Signed for the Committee: J. Pemberton, Club Secretary"),
]


def add_page_field(paragraph):
    paragraph._p.append(parse_xml(
        f'<w:fldSimple {nsdecls("w")} w:instr=" PAGE \\* MERGEFORMAT ">'
        '<w:r><w:t>1</w:t></w:r></w:fldSimple>'))


def build():
    doc = Document()
    doc.core_properties.author = "J. Pemberton"
    doc.core_properties.title = "Regulation 7 - Appeals"
    section = doc.sections[0]
    section.header.paragraphs[0].text = "Harbourside Bridge Club \u2014 Club Regulations"
    fp = section.footer.paragraphs[0]
    fp.add_run("Regulation 7 (Appeals) \u00b7 approved 12 February 2024 \u00b7 page ")
    add_page_field(fp)

    doc.add_paragraph("Regulation 7: Appeals at Club Events", style="Title")
    doc.add_paragraph("Approved by the Committee on 12 February 2024. Replaces the regulation of May 2016.",
                      style="Subtitle")
    for style, text in BEFORE:
        doc.add_paragraph(text, style=style)

    header_run = None
    for kind, marker, text in LAW:
        p = doc.add_paragraph(style="Quote")
        if kind == "header":
            header_run = p.add_run(text)
            header_run.bold = True
            header_run.font.size = Pt(12)
        elif kind == "title":
            r = p.add_run(f"{marker} {text}")
            r.bold = True
        else:
            if marker:
                p.add_run(marker + "\t")
            p.add_run(text)
            if kind == "item":
                p.paragraph_format.left_indent = Pt(36)
    doc.add_comment([header_run], text="Checked against our printed 1997 book, page 118 \u2014 JP",
                    author="J. Pemberton", initials="JP")

    for style, text in AFTER:
        doc.add_paragraph(text, style=style)

    buf = io.BytesIO()
    doc.save(buf)
    return buf.getvalue()


EXPECTED = {
    "edition": 1997,
    "lang": "en",
    "units": [
        unit("92", "Right to Appeal"),
        unit("92A", "Contestant's Right", "Any ruling given at a table may be taken to appeal"),
        unit("92B", "Time Limit for an Appeal"),
        unit("92B1", None, "Appeals are to be lodged within the period announced"),
        unit("92B2", None, "The Director may accept a later appeal from an appellant"),
        unit("92C", "How to Appeal", "An appellant hands his appeal, in writing where a form"),
        unit("92D", "Concurrence of Appellants", "An appeal is heard only when the members"),
        unit("92D1", None, "In a pairs event, both partners sign the appeal"),
        unit("92D2", None, "In a team event, the captain speaks for the team"),
        unit("92D2(A)", None, "a captain who was not present at the table"),
        unit("92D2(B)", None, "where the captain is himself one of the players concerned"),
        unit("92E", "Withdrawal of an Appeal", "An appellant may withdraw an appeal at any time"),
    ],
    "furniture": [
        "Harbourside Bridge Club \u2014 Club Regulations",
        "Regulation 7 (Appeals) \u00b7 approved 12 February 2024 \u00b7 page",
        "Regulation 7: Appeals at Club Events",
        "Approved by the Committee on 12 February 2024",
        "1.1 This regulation applies to every pairs and teams event",
        "which is reproduced below for members' convenience",
        "Checked against our printed 1997 book, page 118",
        "2.2 The text above is for reference only",
        "3. Deposit",
        "3.1 An appeal must be accompanied by a deposit",
        "(a) had no substantial merit; or",
        "(b) was lodged only to delay the results.",
        "4. The appeals committee",
        "see Law 93 and the County regulations",
        "Signed for the Committee: J. Pemberton, Club Secretary",
    ],
}

if __name__ == "__main__":
    write(NAME, "docx", build(), EXPECTED)
