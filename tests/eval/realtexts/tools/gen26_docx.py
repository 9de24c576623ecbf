"""Shape 26: a Word document (.docx) whose automatic list numbering runs on across sections, the
common slip in federation documents: the sections are typed paragraphs ("A. Title" / «А. …»), the
subsections are paragraphs of ONE numbered list (one w:num in numbering.xml, never restarted), so
Word draws 1., 2. under section A and 3., 4. under section B. In the Russian excerpt the items are
a second list, lettered «а)», «б)», that also runs on: «в)», «г)» under the next subsection.

A reader takes "3." under B as B's first subsection and «в)» under the second subsection as its
first item: the expected refs follow the reader's sense (25B1, 27B2(A)), not Word's drawn numbers.
The numbers are not in the run text; `DRAWN` gives, for each unit, the marker Word draws (checked
by tools/check.py against LibreOffice's own text export of the file).

Every law sentence below is invented for this set; only the law numbers and plausible titles are
borrowed."""
import os
import subprocess
import sys
import tempfile
from datetime import datetime

import docx
from docx.enum.text import WD_ALIGN_PARAGRAPH
from docx.oxml import parse_xml
from docx.oxml.ns import nsdecls, qn
from docx.shared import Pt, Cm

from common import ROOT, U, write_expected

W = nsdecls("w")


class Doc:
    def __init__(self, font, size, lang):
        self.d = docx.Document()
        st = self.d.styles["Normal"]
        st.font.name = font
        st.font.size = Pt(size)
        rpr = st.element.get_or_add_rPr()
        rpr.append(parse_xml(f'<w:lang {W} w:val="{lang}"/>'))
        sec = self.d.sections[0]
        sec.page_width, sec.page_height = Cm(21.0), Cm(29.7)
        sec.left_margin, sec.right_margin = Cm(2.5), Cm(2.0)
        self.numbering = self.d.part.numbering_part.element

    def list_def(self, aid, nid, fmt, text, left):
        """One single-level list: abstractNum `aid`, and the one w:num `nid` every paragraph of the
        list uses (no lvlOverride / startOverride anywhere: the count never restarts)."""
        x = (f'<w:abstractNum {W} w:abstractNumId="{aid}"><w:nsid w:val="{0x5C260000 + aid:08X}"/>'
             '<w:multiLevelType w:val="hybridMultilevel"/>'
             f'<w:lvl w:ilvl="0"><w:start w:val="1"/><w:numFmt w:val="{fmt}"/>'
             f'<w:lvlText w:val="{text}"/><w:lvlJc w:val="left"/>'
             f'<w:pPr><w:ind w:left="{left}" w:hanging="360"/></w:pPr></w:lvl></w:abstractNum>')
        self.numbering.find(qn("w:num")).addprevious(parse_xml(x))
        self.numbering.append(parse_xml(
            f'<w:num {W} w:numId="{nid}"><w:abstractNumId w:val="{aid}"/></w:num>'))
        return nid

    def para(self, text, style=None, num=None, bold=False, size=None, align=None):
        p = self.d.add_paragraph(style=style)
        if num is not None:
            p._p.get_or_add_pPr().append(parse_xml(
                f'<w:numPr {W}><w:ilvl w:val="0"/><w:numId w:val="{num}"/></w:numPr>'))
        r = p.add_run(text)
        if bold:
            r.bold = True
        if size:
            r.font.size = Pt(size)
        if align is not None:
            p.alignment = align
        return p

    def header_footer(self, header, footer):
        sec = self.d.sections[0]
        hp = sec.header.paragraphs[0]
        hp.text = header
        hp.alignment = WD_ALIGN_PARAGRAPH.RIGHT
        fp = sec.footer.paragraphs[0]
        fp.text = footer
        fp.alignment = WD_ALIGN_PARAGRAPH.CENTER

    def properties(self, title, author, when):
        cp = self.d.core_properties
        cp.title, cp.author, cp.last_modified_by = title, author, author
        cp.created = cp.modified = when
        cp.revision = 4


def lo_text(path):
    """LibreOffice's own text export of the file (it draws the list numbers), for --show."""
    profile = os.path.join(tempfile.gettempdir(), "gen26-docx-lo-profile")
    with tempfile.TemporaryDirectory() as tmp:
        subprocess.run(["soffice", f"-env:UserInstallation=file://{profile}", "--headless",
                        "--convert-to", "txt:Text (encoded):UTF8", "--outdir", tmp, path],
                       check=True, capture_output=True, timeout=300)
        name = os.path.splitext(os.path.basename(path))[0] + ".txt"
        return open(os.path.join(tmp, name), encoding="utf-8-sig").read()


# ====================================================================== dev: English 2017, Law 25
DEV = [
    U("25", "LEGAL AND ILLEGAL CHANGES OF CALL"),
    U("25A", "Unintended Calls",
      "A call that the player did not mean to make may be replaced under the following "
      "conditions:"),
    U("25A1", None,
      "The player must notice the slip before his partner has called, and he must not have "
      "paused to reconsider what he meant."),
    U("25A2", None,
      "The replacement stands and the first call is cancelled without further rectification; the "
      "Director may ask the player how the slip came about."),
    U("25B", "Deliberate Changes",
      "A player who changes his mind about a call he did intend to make is dealt with as "
      "follows:"),
    U("25B1", None,
      "If his left-hand opponent has not yet called, that opponent may accept the new call, and "
      "the auction then continues as if it had been made in turn."),
    U("25B2", None,
      "If the new call is not accepted, the first call stands and the new call is withdrawn; "
      "what the withdrawn call showed is unauthorised to the offender's partner."),
    U("25B3", None,
      "The Director may adjust the score when a change of call misled the opponents in a way "
      "the offending side could have foreseen."),
]
# what Word draws before each list paragraph: ONE list through both sections
DEV_DRAWN = {"25A1": "1.", "25A2": "2.", "25B1": "3.", "25B2": "4.", "25B3": "5."}


def dev():
    b = Doc("Calibri", 11, "en-GB")
    b.properties("Law 25 - club copy", "Lakeshore Bridge League", datetime(2018, 2, 6, 19, 5))
    b.header_footer("Lakeshore Bridge League \u2013 Laws for Club Directors",
                    "Lakeshore Bridge League \u00b7 Directors' Panel \u00b7 printed copy, not for sale")
    subs = b.list_def(40, 40, "decimal", "%1.", 720)
    b.para("Laws of Duplicate Bridge 2017 \u2013 Club Directors' Reference Copy", style="Title")
    b.para("LAW 25 \u2013 " + DEV[0].title, style="Heading 1")
    for u in DEV[1:]:
        tail = u.ref[2:]
        if len(tail) == 1:                      # the section: typed letter in Heading 2
            b.para(f"{tail}. {u.title}", style="Heading 2")
            b.para(u.text)
        else:                                   # a subsection: the one running list
            b.para(u.text, style="List Paragraph", num=subs)
    b.para("")
    b.para("Issued by the Directors' Panel for use at club sessions from March 2018.", size=9)
    path = f"{ROOT}/dev/lakeshore-autonum-law25-2017.docx"
    b.d.save(path)
    write_expected(
        f"{ROOT}/dev/lakeshore-autonum-law25-2017.expected.yaml",
        """Shape 26: a Word document (.docx) whose automatic list numbering runs on across sections: "LAW 25
– …" in Heading 1, sections typed in Heading 2 ("A. Unintended Calls") with their text in a Normal
paragraph; the subsections are paragraphs of ONE numbered list (one w:num, "%1.", never restarted),
so Word draws 1., 2. under A and 3., 4., 5. under B; the numbers are not in the run text. The refs
follow the reader's sense: "3." under B is 25B1, not 25B3. A Title paragraph, the league in the
page header and footer, a closing line after the law. Written for this set: every sentence
invented.""",
        2017, "en", DEV,
        furniture=["Lakeshore Bridge League", "Laws for Club Directors",
                   "Club Directors' Reference Copy", "printed copy, not for sale",
                   "Issued by the Directors' Panel"])
    return path


# ====================================================================== heldout: Russian 2017, Law 27
HELD = [
    U("27", "НЕДОСТАТОЧНАЯ ЗАЯВКА"),
    U("27A", "Принятие недостаточной заявки"),
    U("27A1", None,
      "Следующий по очереди соперник может принять недостаточную заявку, сделав свою заявку; "
      "тогда торговля продолжается без ограничений."),
    U("27A2", None,
      "Если заявку принял соперник, чья очередь ещё не наступила, принятие считается "
      "состоявшимся, а судья отдельно решает вопрос о нарушении очерёдности."),
    U("27B", "Недостаточная заявка не принята",
      "Когда недостаточная заявка не принята, нарушитель заменяет её законной заявкой по "
      "следующим правилам:"),
    U("27B1", None,
      "если замена сделана наименьшей достаточной заявкой в той же деноминации, торговля "
      "продолжается, и при этом:"),
    U("27B1(A)", None, "партнёр нарушителя не несёт никаких ограничений в торговле;"),
    U("27B1(B)", None,
      "судья после розыгрыша проверяет, не извлекла ли пара выгоды из нарушения;"),
    U("27B2", None,
      "если замена сделана любой иной заявкой, партнёр нарушителя обязан пасовать до конца "
      "торговли, причём:"),
    U("27B2(A)", None, "ограничения при первом ходе применяются по правилу 26;"),
    U("27B2(B)", None,
      "сведения из заменённой заявки остаются неразрешёнными для партнёра до конца сдачи."),
    U("27C", "Замена до решения судьи",
      "Если нарушитель заменил заявку прежде, чем судья вынес решение, замена отменяется, и судья "
      "поступает по правилам раздела Б настоящего правила."),
]
# ONE decimal list for the subsections and ONE russianLower list for the items, both running on
HELD_DRAWN = {"27A1": "1.", "27A2": "2.", "27B1": "3.", "27B1(A)": "а)", "27B1(B)": "б)",
              "27B2": "4.", "27B2(A)": "в)", "27B2(B)": "г)"}


def held():
    b = Doc("Times New Roman", 12, "ru-RU")
    b.properties("Правило 27", "Сибирская лига спортивного бриджа", datetime(2019, 10, 14, 11, 40))
    b.header_footer("Сибирская лига спортивного бриджа \u2014 рабочие материалы судейской коллегии",
                    "Сибирская лига спортивного бриджа \u2022 для служебного пользования")
    subs = b.list_def(41, 41, "decimal", "%1.", 709)
    items = b.list_def(42, 42, "russianLower", "%1)", 1418)
    b.para("Международные правила спортивного бриджа 2017 \u2014 перевод для судей",
           style="Title")
    b.para("ПРАВИЛО 27. " + HELD[0].title, style="Heading 1")
    for u in HELD[1:]:
        tail = u.ref[2:]
        if len(tail) == 1:                      # the section: typed «А.» in a bold Normal paragraph
            b.para(f"{'АБВГ'['ABCD'.index(tail)]}. {u.title}", bold=True)
            if u.text:
                b.para(u.text)
        elif "(" not in tail:
            b.para(u.text, style="List Paragraph", num=subs)
        else:
            b.para(u.text, style="List Paragraph", num=items)
    b.para("")
    b.para("Перевод сверен судейской коллегией лиги 12 октября 2019 года.", size=10)
    path = f"{ROOT}/heldout/sibliga-autonum-pravilo27-2017.docx"
    b.d.save(path)
    write_expected(
        f"{ROOT}/heldout/sibliga-autonum-pravilo27-2017.expected.yaml",
        """Shape 26: a Word document (.docx) whose automatic list numbering runs on across sections:
«ПРАВИЛО 27. …» in Heading 1, sections typed in bold Normal paragraphs («А. …»); the subsections
are ONE decimal list ("%1.") through all sections (Word draws 1., 2. under А, 3., 4. under Б) and
the items ONE russianLower list ("%1)") through all subsections (а), б) under the first, в), г)
under the second); no number or letter is in the run text. The refs follow the reader's sense:
«3.» under Б is 27B1, «в)» under «4.» is 27B2(A). A Title paragraph, the league in the page header
and footer, a closing line. Written for this set: every sentence invented.""",
        2017, "ru", HELD,
        furniture=["Сибирская лига спортивного бриджа", "рабочие материалы судейской коллегии",
                   "для служебного пользования", "перевод для судей",
                   "Перевод сверен судейской коллегией"])
    return path


FILES = {"lakeshore-autonum-law25-2017": DEV, "sibliga-autonum-pravilo27-2017": HELD}
DRAWN = {"lakeshore-autonum-law25-2017": DEV_DRAWN, "sibliga-autonum-pravilo27-2017": HELD_DRAWN}

if __name__ == "__main__":
    for make in (dev, held):
        p = make()
        print("wrote", os.path.relpath(p, ROOT))
        if "--show" in sys.argv:
            print(lo_text(p))
