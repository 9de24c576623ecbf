"""Shape 16: a Word document (.docx) in which a federation or a club keeps the Laws.
Every law sentence below is invented for this set."""
import copy
import docx
from docx.enum.text import WD_ALIGN_PARAGRAPH
from docx.oxml import parse_xml
from docx.oxml.ns import nsdecls, qn
from docx.shared import Pt
from common import ROOT, U, write_expected

# ---------------------------------------------------------------- dev: typed markers, en 2017
DEV = [
    U("12", "DIRECTOR'S DISCRETIONARY POWERS"),
    U("12A", "Scope of Discretion",
      "The Director who finds that a table has been disturbed by events outside the players' "
      "control shall decide whether the board can still be scored."),
    U("12A1", None,
      "A board that cannot be scored is recorded as not played, and each pair receives the "
      "session average unless the organiser has announced another figure in advance."),
    U("12A2", None,
      "The Director shall write down on the scoring slip the reason for every decision he takes "
      "under this section{fn:*}, and shall keep the slip until the results are final."),
    U("12B", "Assigned Scores",
      "When a result is replaced, the Director chooses one of the following methods:"),
    U("12B1", None,
      "a score taken from the same board at another table where the conditions were, in his "
      "judgement, comparable;"),
    U("12B2", None, "a score that the Director fixes himself, in which case:"),
    U("12B2(A)", None,
      "he announces the score to both pairs before the round is called;"),
    U("12B2(B)", None,
      "he marks the score on the travelling slip with his initials and the time."),
    U("12C", "Limits of Discretion",
      "The Director may not use this law to change a score only because one pair played the "
      "board badly, nor to favour a pair that kept silent about an irregularity it had seen."),
]
DEV_NOTE = ("* The Federation's tournament regulations allow the Director ten minutes after the "
            "session to complete such notes.")


def body_text(u, marker=""):
    t = u.text.replace("{fn:*}", "*")
    return marker + t


def dev():
    d = docx.Document()
    st = d.styles["Normal"]
    st.font.name = "Calibri"
    st.font.size = Pt(11)
    sec = d.sections[0]
    hp = sec.header.paragraphs[0]
    hp.text = "Northvale Bridge Federation \u2013 Laws Library (federation copy)"
    hp.alignment = WD_ALIGN_PARAGRAPH.RIGHT
    fp = sec.footer.paragraphs[0]
    fp.text = "Northvale Bridge Federation \u00b7 Tournament Directors' Committee \u00b7 rev. 3"
    fp.alignment = WD_ALIGN_PARAGRAPH.CENTER

    d.add_paragraph("Laws of Duplicate Bridge 2017 \u2013 working copy for directors", style="Title")
    d.add_heading("LAW 12 \u2013 " + DEV[0].title, level=1)
    for u in DEV[1:]:
        tail = u.ref[2:]
        if len(tail) == 1:                       # section
            d.add_heading(f"{tail}. {u.title}", level=2)
            d.add_paragraph(body_text(u))
        elif "(" not in tail:                    # subsection "1. "
            p = d.add_paragraph(body_text(u, f"{tail[1]}. "))
            p.paragraph_format.left_indent = Pt(18)
        else:                                    # item "(a) "
            letter = tail[tail.index("(") + 1].lower()
            p = d.add_paragraph(body_text(u, f"({letter}) "))
            p.paragraph_format.left_indent = Pt(36)
    # the mark "*" inside 12A2 is a plain asterisk in the run text; the note after the law
    d.add_paragraph("")
    d.add_paragraph(DEV_NOTE).runs[0].font.size = Pt(9)
    d.save(f"{ROOT}/dev/fed-docx-law12-2017.docx")
    write_expected(
        f"{ROOT}/dev/fed-docx-law12-2017.expected.yaml",
        """Shape 16: a Word document (.docx) in which a federation keeps the Laws: the law header in
Heading 1, sections in Heading 2 ("A. Scope of Discretion"), subsections and items as Normal
paragraphs with their markers TYPED in the run text ("1. ", "(a) "); a Title paragraph above the
law, the federation's name in the page header and footer, and a note after the law starting
with "*" whose mark is a plain "*" in 12A2. Written for this set: every sentence invented.""",
        2017, "en", DEV, footnotes=1,
        furniture=["Northvale Bridge Federation", "Laws Library", "working copy for directors",
                   "Tournament Directors' Committee", "ten minutes after the session"])


# ---------------------------------------------------------------- heldout: Word numbering, ru 2007
HELD = [
    U("45", "СЫГРАННАЯ КАРТА"),
    U("45A", "Карта, вынутая из руки",
      "Игрок, который отделил карту от остальных и повернул её лицом к столу, должен довести "
      "ход до конца, если только судья не разрешит ему вернуть карту в руку."),
    U("45B", "Карты болвана"),
    U("45B1", None,
      "Разыгрывающий, который хочет сыграть карту болвана, должен дождаться, пока болван уберёт "
      "руки со стола, и только затем назвать карту."),
    U("45B2", None,
      "Болван, который не расслышал названия, должен ждать и не трогать карты до тех пор, пока:"),
    U("45B2(A)", None, "разыгрывающий не повторит название полностью;"),
    U("45B2(B)", None,
      "судья, приглашённый любым из игроков, не укажет, какая карта имелась в виду{fn:1)}."),
    U("45C", "Когда карта считается сыгранной"),
    U("45C1", None,
      "Карта защитника считается сыгранной, как только она коснулась стола лицом вверх и "
      "защитник убрал от неё руку."),
    U("45C2", None, "Карта разыгрывающего с руки считается сыгранной, если он:"),
    U("45C2(A)", None, "показал её соперникам, чтобы доказать, что у него больше нет карт другой масти;"),
    U("45C2(B)", None,
      "сказал о ней партнёру до того, как следующий соперник сделал свой ход."),
    U("45D", "Пятая карта во взятке",
      "Если во взятке оказалась пятая карта, судья должен выяснить, чья она, и вернуть её "
      "владельцу без штрафа, когда ошибка очевидна для всех четырёх игроков."),
]
HELD_NOTE = ("1) Совет клуба решил применять это положение и в парных турнирах, где судья "
             "находится вне игрового зала.")

ABSTRACT = """<w:abstractNum {ns} w:abstractNumId="{aid}">
  <w:multiLevelType w:val="multilevel"/>
  <w:lvl w:ilvl="0"><w:start w:val="1"/><w:numFmt w:val="decimal"/><w:lvlText w:val="%1."/>
    <w:lvlJc w:val="left"/><w:pPr><w:ind w:left="720" w:hanging="360"/></w:pPr></w:lvl>
  <w:lvl w:ilvl="1"><w:start w:val="1"/><w:numFmt w:val="russianLower"/><w:lvlText w:val="%2)"/>
    <w:lvlJc w:val="left"/><w:pPr><w:ind w:left="1440" w:hanging="360"/></w:pPr></w:lvl>
</w:abstractNum>"""


def held():
    d = docx.Document()
    st = d.styles["Normal"]
    st.font.name = "Times New Roman"
    st.font.size = Pt(12)
    sec = d.sections[0]
    sec.header.paragraphs[0].text = "Бридж-клуб «Северная звезда» \u2022 Правила в редакции 2007 г."
    sec.footer.paragraphs[0].text = "Бридж-клуб «Северная звезда» \u2014 внутренний документ, не для распространения"

    numbering = d.part.numbering_part.element
    aid = 90
    absnum = parse_xml(ABSTRACT.format(ns=nsdecls("w"), aid=aid))
    # abstractNum elements must precede num elements
    first_num = numbering.find(qn("w:num"))
    if first_num is not None:
        first_num.addprevious(absnum)
    else:
        numbering.append(absnum)

    def new_num(num_id):
        num = parse_xml(
            f'<w:num {nsdecls("w")} w:numId="{num_id}"><w:abstractNumId w:val="{aid}"/>'
            f'<w:lvlOverride w:ilvl="0"><w:startOverride w:val="1"/></w:lvlOverride></w:num>')
        numbering.append(num)
        return num_id

    def listpara(text_runs, style, num_id, ilvl):
        p = d.add_paragraph(style=style)
        pPr = p._p.get_or_add_pPr()
        pPr.append(parse_xml(
            f'<w:numPr {nsdecls("w")}><w:ilvl w:val="{ilvl}"/><w:numId w:val="{num_id}"/></w:numPr>'))
        for txt, sup in text_runs:
            r = p.add_run(txt)
            if sup:
                r.font.superscript = True
        return p

    def runs(text):
        if "{fn:1)}" in text:
            a, b = text.split("{fn:1)}")
            return [(a, False), ("1)", True), (b, False)]
        return [(text, False)]

    d.add_heading("Правило 45. " + HELD[0].title, level=1)
    letters = "АБВГ"
    num_for = {}
    next_id = 501
    for u in HELD[1:]:
        tail = u.ref[2:]
        if len(tail) == 1:
            d.add_heading(f"{letters['ABCD'.index(tail)]}. {u.title}", level=2)
            if u.text:
                d.add_paragraph(u.text)
        elif "(" not in tail:
            sect = tail[0]
            if sect not in num_for:
                num_for[sect] = new_num(next_id)
                next_id += 1
            listpara(runs(u.text), "List Number", num_for[sect], 0)
        else:
            listpara(runs(u.text), "List Number 2", num_for[tail[0]], 1)
    d.add_paragraph("_______________")
    d.add_paragraph(HELD_NOTE)
    d.save(f"{ROOT}/heldout/klub-docx-pravilo45-2007.docx")
    write_expected(
        f"{ROOT}/heldout/klub-docx-pravilo45-2007.expected.yaml",
        """Shape 16: a club's Word document (.docx): «Правило 45. …» in Heading 1, sections typed in
Heading 2 («А. Карта, вынутая из руки»); subsections and items are paragraphs in the styles
"List Number" / "List Number 2" with Word's AUTOMATIC numbering (numbering.xml: level 0 decimal
"%1.", level 1 russianLower "%2)", restarted in each section by its own w:num): the numbers and
letters are NOT in the run text. A superscript "1)" mark in 45B2(б), the note «1) …» after a
rule line after the law; the club's name in the page header and footer. Every sentence invented.""",
        2007, "ru", HELD, footnotes=1,
        furniture=["Северная звезда", "не для распространения", "Правила в редакции 2007 г.",
                   "Совет клуба решил", "_______________"])


if __name__ == "__main__":
    dev()
    held()
