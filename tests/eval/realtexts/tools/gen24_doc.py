"""Shape 24: a Word 97-2003 binary document (.doc), the kind in which a federation or a club kept
its Laws in the 2000s.

Each document is built as a .docx with python-docx (raw WordprocessingML where python-docx lacks a
feature: numbering.xml lists, a footnotes part, a PAGE / NUMPAGES field in the footer, a
hyperlink, hidden text) and then saved as .doc ("MS Word 97") by LibreOffice in a private profile;
only the .doc is kept. What a reader sees is what LibreOffice shows when it opens the .doc again
(its own text export, except that that export also prints hidden text, which neither Word nor
LibreOffice displays or prints): the list numbers drawn by Word's numbering are not in the text.

Unit text markup: {b}..{/b} bold, {i}..{/i} italic, {fn:N} a real Word footnote (the notes listed
apart), {a}..{/a} a hyperlink (its address listed apart), {hid} the place of a hidden run (w:vanish,
its words listed apart: a reader does not see them), \\n a manual line break (w:br), \\u00a0 a
non-breaking space.

Every law sentence below is invented for this set; only the law numbers and plausible titles are
borrowed."""
import os
import re
import shutil
import subprocess
import sys
import tempfile
from datetime import datetime
from xml.sax.saxutils import escape

import docx
from docx.enum.text import WD_ALIGN_PARAGRAPH
from docx.opc.constants import RELATIONSHIP_TYPE as RT
from docx.opc.packuri import PackURI
from docx.opc.part import Part
from docx.oxml import parse_xml
from docx.oxml.ns import nsdecls, qn
from docx.shared import Pt, Cm

from common import ROOT, U, write_expected

W = nsdecls("w")
R_NS = 'xmlns:r="http://schemas.openxmlformats.org/officeDocument/2006/relationships"'


# ---------------------------------------------------------------- a small builder over python-docx
class Builder:
    def __init__(self, font, size, lang, notes=(), links=(), hidden=()):
        self.d = docx.Document()
        st = self.d.styles["Normal"]
        st.font.name = font
        st.font.size = Pt(size)
        rpr = st.element.get_or_add_rPr()
        rpr.append(parse_xml(f'<w:lang {W} w:val="{lang}"/>'))
        rfonts = rpr.find(qn("w:rFonts"))
        rfonts.set(qn("w:cs"), font)
        sec = self.d.sections[0]
        sec.page_width, sec.page_height = Cm(21.0), Cm(29.7)
        sec.left_margin, sec.right_margin = Cm(2.5), Cm(2.0)
        self.notes, self.links, self.hidden = list(notes), list(links), list(hidden)
        self.fn = self.ln = self.hd = 0
        self.numbering = self.d.part.numbering_part.element
        self.note_xml = []
        self.size = None

    # ---- numbering.xml
    def abstract(self, aid, levels):
        """levels: [(numFmt, lvlText, left twips, bold)]"""
        x = (f'<w:abstractNum {W} w:abstractNumId="{aid}"><w:nsid w:val="{0x1F3A0000 + aid:08X}"/>'
             '<w:multiLevelType w:val="multilevel"/>')
        for i, (fmt, txt, left, bold) in enumerate(levels):
            rpr = "<w:rPr><w:b/></w:rPr>" if bold else ""
            x += (f'<w:lvl w:ilvl="{i}"><w:start w:val="1"/><w:numFmt w:val="{fmt}"/>'
                  f'<w:lvlText w:val="{txt}"/><w:lvlJc w:val="left"/><w:pPr>'
                  f'<w:tabs><w:tab w:val="num" w:pos="{left}"/></w:tabs>'
                  f'<w:ind w:left="{left}" w:hanging="425"/></w:pPr>{rpr}</w:lvl>')
        x += "</w:abstractNum>"
        self.numbering.find(qn("w:num")).addprevious(parse_xml(x))

    def num(self, nid, aid):
        self.numbering.append(parse_xml(
            f'<w:num {W} w:numId="{nid}"><w:abstractNumId w:val="{aid}"/></w:num>'))
        return nid

    # ---- inline markup
    def fill(self, p, text, bold=False):
        """Append runs for `text` (with the markup in the module docstring) to paragraph p."""
        el = p._p
        fmt = {"b": bold, "i": False}
        link = None
        for part in re.split(r"(\{fn:[^}]*\}|\{/?[bia]\}|\{hid\}|\n|\t)", text):
            if not part:
                continue
            if part.startswith("{fn:"):
                self.footnote(el)
            elif part in ("{b}", "{i}"):
                fmt[part[1]] = True
            elif part in ("{/b}", "{/i}"):
                fmt[part[2]] = bold if part == "{/b}" else False
            elif part == "{a}":
                url = self.links[self.ln]
                self.ln += 1
                rid = self.d.part.relate_to(url, RT.HYPERLINK, is_external=True)
                link = parse_xml(f'<w:hyperlink {W} {R_NS} r:id="{rid}" w:history="1"/>')
                el.append(link)
            elif part == "{/a}":
                link = None
            elif part == "{hid}":
                words = self.hidden[self.hd]
                self.hd += 1
                el.append(self.run(words, fmt, vanish=True))
            elif part == "\n":
                el.append(parse_xml(f'<w:r {W}>{self.rpr(fmt)}<w:br/></w:r>'))
            elif part == "\t":
                el.append(parse_xml(f'<w:r {W}>{self.rpr(fmt)}<w:tab/></w:r>'))
            else:
                r = self.run(part, fmt, link=link is not None)
                (link if link is not None else el).append(r)
        return p

    def rpr(self, fmt, vanish=False, link=False):
        """w:rPr in the schema's order: rStyle, b, i, vanish, color, sz, u."""
        inner = ('<w:rStyle w:val="Hyperlink"/>' if link else "") \
            + ("<w:b/>" if fmt["b"] else "") + ("<w:i/>" if fmt["i"] else "") \
            + ("<w:vanish/>" if vanish else "") + ('<w:color w:val="0000FF"/>' if link else "") \
            + (f'<w:sz w:val="{self.size * 2}"/>' if self.size else "") \
            + ('<w:u w:val="single"/>' if link else "")
        return f"<w:rPr>{inner}</w:rPr>" if inner else ""

    def run(self, text, fmt, vanish=False, link=False):
        return parse_xml(f'<w:r {W}>{self.rpr(fmt, vanish, link)}<w:t xml:space="preserve">'
                         f'{escape(text)}</w:t></w:r>')

    def footnote(self, el):
        self.fn += 1
        el.append(parse_xml(f'<w:r {W}><w:rPr><w:vertAlign w:val="superscript"/></w:rPr>'
                            f'<w:footnoteReference w:id="{self.fn}"/></w:r>'))
        self.note_xml.append(
            f'<w:footnote w:id="{self.fn}"><w:p><w:pPr><w:rPr><w:sz w:val="18"/></w:rPr></w:pPr>'
            '<w:r><w:rPr><w:vertAlign w:val="superscript"/><w:sz w:val="18"/></w:rPr><w:footnoteRef/>'
            '</w:r><w:r><w:rPr><w:sz w:val="18"/></w:rPr><w:t xml:space="preserve"> '
            f'{escape(self.notes[self.fn - 1])}</w:t></w:r></w:p></w:footnote>')

    # ---- paragraphs
    def para(self, text="", style=None, num=None, ilvl=0, left=None, hanging=None, bold=False,
             align=None, size=None, space_after=None):
        p = self.d.add_paragraph(style=style)
        if num is not None:
            p._p.get_or_add_pPr().append(parse_xml(
                f'<w:numPr {W}><w:ilvl w:val="{ilvl}"/><w:numId w:val="{num}"/></w:numPr>'))
        pf = p.paragraph_format
        if left is not None:
            pf.left_indent = Pt(left)
        if hanging is not None:
            pf.first_line_indent = Pt(-hanging)
            pf.tab_stops.add_tab_stop(Pt(left))
        if align:
            p.alignment = align
        if space_after is not None:
            pf.space_after = Pt(space_after)
        self.size = size
        self.fill(p, text, bold=bold)
        self.size = None
        return p

    def table(self, rows, widths=(6.0, 9.5), header_bold=True):
        t = self.d.add_table(rows=len(rows), cols=len(rows[0]))
        t.style = self.d.styles["Table Grid"]
        for i, row in enumerate(rows):
            for j, cell in enumerate(row):
                c = t.cell(i, j)
                c.width = Cm(widths[j])
                p = c.paragraphs[0]
                self.fill(p, cell, bold=header_bold and i == 0)
        return t

    # ---- page furniture
    def header(self, text, align=WD_ALIGN_PARAGRAPH.CENTER):
        p = self.d.sections[0].header.paragraphs[0]
        self.size = 9
        self.fill(p, text)
        self.size = None
        p.alignment = align

    def footer(self, parts, align=WD_ALIGN_PARAGRAPH.CENTER):
        """parts: strings, with "{PAGE}" / "{NUMPAGES}" for fields."""
        p = self.d.sections[0].footer.paragraphs[0]
        p.alignment = align
        sz = '<w:rPr><w:sz w:val="18"/></w:rPr>'
        for part in re.split(r"(\{PAGE\}|\{NUMPAGES\})", parts):
            if not part:
                continue
            if part in ("{PAGE}", "{NUMPAGES}"):
                for x in (f'<w:r {W}>{sz}<w:fldChar w:fldCharType="begin"/></w:r>',
                          f'<w:r {W}>{sz}<w:instrText xml:space="preserve"> {part[1:-1]} '
                          '</w:instrText></w:r>',
                          f'<w:r {W}>{sz}<w:fldChar w:fldCharType="separate"/></w:r>',
                          f'<w:r {W}>{sz}<w:t>1</w:t></w:r>',
                          f'<w:r {W}>{sz}<w:fldChar w:fldCharType="end"/></w:r>'):
                    p._p.append(parse_xml(x))
            else:
                p._p.append(parse_xml(f'<w:r {W}>{sz}<w:t xml:space="preserve">{escape(part)}</w:t></w:r>'))

    def properties(self, title, author, created):
        cp = self.d.core_properties
        cp.title, cp.author, cp.last_modified_by = title, author, author
        cp.created = cp.modified = created
        cp.revision = 7
        cp.comments = ""
        cp.keywords = ""

    def save_doc(self, path):
        assert self.fn == len(self.notes) and self.ln == len(self.links) and self.hd == len(self.hidden)
        if self.note_xml:
            xml = (f'<w:footnotes {W}><w:footnote w:type="separator" w:id="-1"><w:p><w:r>'
                   '<w:separator/></w:r></w:p></w:footnote><w:footnote w:type="continuationSeparator"'
                   ' w:id="0"><w:p><w:r><w:continuationSeparator/></w:r></w:p></w:footnote>'
                   + "".join(self.note_xml) + "</w:footnotes>")
            part = Part(PackURI("/word/footnotes.xml"),
                        "application/vnd.openxmlformats-officedocument.wordprocessingml.footnotes+xml",
                        xml.encode("utf-8"), self.d.part.package)
            self.d.part.relate_to(part, RT.FOOTNOTES)
        to_doc(self.d, path)


def soffice(args, profile):
    cmd = ["soffice", f"-env:UserInstallation=file://{profile}", "--headless"] + args
    r = subprocess.run(cmd, capture_output=True, text=True, timeout=300)
    if r.returncode:
        sys.exit(f"soffice failed: {r.stderr}")


PROFILE = os.path.join(tempfile.gettempdir(), "gen24-doc-lo-profile")


def to_doc(d, path):
    """python-docx Document -> LibreOffice's Word 97 binary at `path` (the .docx is not kept)."""
    base = os.path.splitext(os.path.basename(path))[0]
    with tempfile.TemporaryDirectory() as tmp:
        src = os.path.join(tmp, base + ".docx")
        d.save(src)
        soffice(["--convert-to", "doc:MS Word 97", "--outdir", os.path.join(tmp, "out"), src], PROFILE)
        shutil.move(os.path.join(tmp, "out", base + ".doc"), path)


def lo_text(path):
    """What LibreOffice's own text export shows of the .doc (UTF-8)."""
    with tempfile.TemporaryDirectory() as tmp:
        soffice(["--convert-to", "txt:Text (encoded):UTF8", "--outdir", tmp, path], PROFILE)
        name = os.path.splitext(os.path.basename(path))[0] + ".txt"
        return open(os.path.join(tmp, name), encoding="utf-8-sig").read()


# ====================================================================== dev: Word's numbering, en 2017
DEV_EN = [
    U("65", "ARRANGEMENT OF TRICKS"),
    U("65A", "Completed Trick",
      "When the fourth card of a trick has been played, the four cards stay face up long enough "
      "for every player to take note of them, and no player may turn his own card before his "
      "partner has had that chance."),
    U("65B", "Keeping the Quitted Cards"),
    U("65B1", None,
      "Each player keeps the cards he has quitted in a single overlapping row in front of "
      "him{fn:1}, in the order in which they were played."),
    U("65B2", None,
      "A player who sees that a card in his own row lies the wrong way may put it right:"),
    U("65B2(A)", None, "at any time before a card has been led to the next trick;"),
    U("65B2(B)", None, "afterwards, but only when:"),
    U("65B2(B)(1)", None, "he first tells the opponents which card he is moving; and"),
    U("65B2(B)(2)", None,
      "no player at the table objects that the correction alters the {b}count of tricks{/b} "
      "already agreed."),
    U("65B3", None,
      "A card that is still face up after the other three have been turned is not thereby a "
      "penalty card, but the Director may tell its owner to turn it at once."),
    U("65C", "Rows Left Untouched",
      "No player may disturb his row of quitted cards until the score of the board has been "
      "agreed; a player who mixes his row before that moment {b}forfeits the right{/b} to "
      "dispute the number of tricks won."),
    U("65D", "Disputed Count",
      "When the players cannot agree on the number of tricks, the Director is called and "
      "examines the four rows as they lie; the Federation's notes on {a}counting disputed "
      "tricks{/a} explain how he weighs what he finds."),
]
DEV_EN_NOTES = ["Where boards are played on narrow tables the Federation allows the row to be kept "
                "beside the board instead; see Federation Regulation 4.2."]
DEV_EN_LINKS = ["http://www.westmoorbridge.org.uk/laws/disputed-tricks.html"]


def dev_en():
    b = Builder("Times New Roman", 12, "en-GB", DEV_EN_NOTES, DEV_EN_LINKS)
    b.properties("Laws 2017 - Law 65", "Westmoor Bridge Federation",
                 datetime(2008, 3, 11, 9, 20))
    b.header("Westmoor Bridge Federation \u2014 Laws and Regulations", WD_ALIGN_PARAGRAPH.RIGHT)
    b.footer("Westmoor Bridge Federation \u00b7 Laws Committee \u00b7 page {PAGE}")
    b.abstract(40, [("upperLetter", "%1.", 425, True), ("decimal", "%2.", 851, False),
                    ("lowerLetter", "(%3)", 1276, False), ("lowerRoman", "(%4)", 1701, False)])
    n = b.num(41, 40)
    b.para("The Laws of Duplicate Bridge 2017 \u2014 Federation text for affiliated clubs",
           style="Title")
    b.para("LAW 65 \u2014 " + DEV_EN[0].title, style="Heading 1")
    for u in DEV_EN[1:]:
        tail = u.ref[2:]
        if len(tail) == 1:                                   # section: drawn "A." + bold title
            b.para(u.title, num=n, ilvl=0, bold=True)
            if u.text:
                b.para(u.text, left=21.25)
        elif "(" not in tail:                                # "1."
            b.para(u.text, num=n, ilvl=1)
        elif tail.count("(") == 1:                           # "(a)"
            b.para(u.text, num=n, ilvl=2)
        else:                                                # "(i)"
            b.para(u.text, num=n, ilvl=3)
    b.para("")
    b.para("Issued by the Laws Committee, March 2008. Superseded copies should be destroyed.",
           size=9, align=WD_ALIGN_PARAGRAPH.LEFT)
    path = f"{ROOT}/dev/fed-doc-law65-2017.doc"
    b.save_doc(path)
    write_expected(
        path.replace(".doc", ".expected.yaml"),
        """Shape 24: a federation's Word 97-2003 document (.doc, saved by LibreOffice as "MS Word 97"):
a Title paragraph above the law, "LAW 65 — ARRANGEMENT OF TRICKS" in Heading 1; sections,
subsections, items and sub-items all numbered by ONE Word list (level 0 upperLetter "A." with a
bold title, level 1 decimal "1.", level 2 lowerLetter "(a)", level 3 lowerRoman "(i)"): the
numbers and letters are NOT in the text, Word draws them; a section's text in its own unnumbered
paragraph; a real Word footnote in 65B1 (its mark drawn "1"); bold runs in 65B2(b)(ii) and 65C; a
hyperlink in 65D; the federation in the page header, the committee and a PAGE field in the
footer; a small note after the law. Every sentence invented.""",
        2017, "en", DEV_EN, footnotes=1,
        furniture=["Westmoor Bridge Federation", "Laws and Regulations", "Federation text for "
                   "affiliated clubs", "Laws Committee", "Superseded copies should be destroyed",
                   "narrow tables"])
    return path


# ====================================================================== dev: typed markers, ru 2007
DEV_RU = [
    U("66", "ОСМОТР ВЗЯТОК"),
    U("66A", "Текущая взятка",
      "Пока ни один из игроков не перевернул свою карту, любой из четырёх игроков может попросить "
      "снова открыть все карты только что законченной взятки."),
    U("66B", "Своя последняя карта",
      "До того как его сторона сделала ход в следующую взятку, игрок вправе посмотреть на свою "
      "последнюю сыгранную карту, но не показывать её другим."),
    U("66C", "Взятки, сыгранные ранее",
      "Ранее сыгранные {hid}взятки до окончания розыгрыша не осматривают, кроме случаев, когда "
      "осмотр разрешил судья, вызванный к столу."),
    U("66D", "После окончания розыгрыша",
      "Когда розыгрыш окончен, игроки могут осмотреть сыгранные и несыгранные карты, чтобы "
      "проверить число взяток или заявление о ренонсе; кто и когда может смотреть карты, "
      "показано в таблице:"),
    U("67", "НЕПРАВИЛЬНАЯ ВЗЯТКА"),
    U("67A", "Взятка ещё не закончена",
      "Игрок, который не положил карту во взятку или положил в неё две карты, исправляет "
      "ошибку,\nпока его сторона не сделала ход в следующую взятку."),
    U("67B", "Взятка уже закончена",
      "Когда ошибка обнаружена позднее, судья восстанавливает взятку так:"),
    U("67B1", None,
      "если игрок не положил во взятку карту, он кладёт в неё любую карту, которую мог сыграть "
      "по правилам;"),
    U("67B2", None, "если игрок положил лишнюю карту, судья изымает её и:"),
    U("67B2(A)", None,
      "возвращает её в руку игрока, когда это не даёт никакой выгоды его стороне;"),
    U("67B2(B)", None,
      "оставляет её на столе лицом вверх (см. Правило\u00a050), когда карта могла что-то "
      "сообщить партнёру."),
]
DEV_RU_HIDDEN = ["(т. е. уже перевёрнутые) "]
DEV_RU_TABLE = [["Кто смотрит", "Когда разрешено"],
                ["любой игрок — все четыре карты", "пока карты взятки не перевёрнуты"],
                ["игрок — только свою карту", "до хода в следующую взятку"],
                ["все игроки — все карты", "после окончания розыгрыша"]]


def dev_ru():
    b = Builder("Times New Roman", 12, "ru-RU", hidden=DEV_RU_HIDDEN)
    b.properties("Правила 66-67", "Судейская коллегия клуба", datetime(2009, 10, 2, 18, 5))
    b.header("Бридж-клуб «Маяк» \u2014 материалы судейской коллегии")
    b.footer("Законы 2007 г. \u00b7 стр. {PAGE} из {NUMPAGES}", WD_ALIGN_PARAGRAPH.RIGHT)
    b.para("Законы спортивного бриджа 2007 года\nвыдержки для судей клуба", style="Title")
    letters = dict(zip("ABCD", "АБВГ"))
    for law in ("66", "67"):
        units = [u for u in DEV_RU if u.ref.startswith(law)]
        b.para(f"Правило\u00a0{law}\n{units[0].title}", style="Heading 1")
        for u in units[1:]:
            tail = u.ref[2:]
            if len(tail) == 1:
                b.para(f"{letters[tail]}.\t{u.title}", bold=True, left=21.25, hanging=21.25)
                b.para(u.text)
                if u.ref == "66D":
                    b.table(DEV_RU_TABLE)
                    b.para("")
            elif "(" not in tail:
                b.para(f"{tail[1]}.\t{u.text}", left=42.5, hanging=21.25)
            else:
                letter = "абв"["ABC".index(tail[3])]
                b.para(f"{letter})\t{u.text}", left=63.75, hanging=21.25)
    b.para("")
    b.para("Полный текст Законов хранится у главного судьи клуба.", size=9)
    path = f"{ROOT}/dev/klub-doc-pravila66-67-2007.doc"
    b.save_doc(path)
    write_expected(
        path.replace(".doc", ".expected.yaml"),
        """Shape 24: a club's Word 97-2003 document (.doc, saved by LibreOffice as "MS Word 97") of two
laws with the markers TYPED: a Title paragraph of two lines (a manual line break, w:br);
«Правило 66» and its title in one Heading 1 split by a manual line break (a non-breaking space
after «Правило»); sections «А.» tab title in bold paragraphs with a hanging indent, their text in
the next paragraph; «1.» and «а)» typed before a tab; a two-column table (a grid of four rows)
inside 66D; HIDDEN text (w:vanish) in 66C's first words, which a reader does not see (LibreOffice's
text export prints it, its display and print do not); a manual line break inside 67A; a non-breaking
space in «Правило 50»; the club in the page header, PAGE and NUMPAGES fields in the footer; a line
after the last law. No footnote. Every sentence invented.""",
        2007, "ru", DEV_RU,
        furniture=["Бридж-клуб «Маяк»", "материалы судейской коллегии", "выдержки для судей клуба",
                   "Законы 2007 г.", "хранится у главного судьи клуба"])
    return path


# ====================================================================== heldout: typed markers, en 1997
HELD_EN = [
    U("78", "METHODS OF SCORING"),
    U("78A", "Matchpoint Scoring",
      "In matchpoint scoring each pair\u2019s result on a board is compared with every other "
      "result obtained in the same direction, and points are given as the table below shows:"),
    U("78A1", None,
      "Where a board has been played a different number of times in the two directions, the "
      "totals are brought into proportion before any result is published."),
    U("78A2", None,
      "An average given by the Director counts as half of the points available on the "
      "board{fn:1}, unless the conditions of the event or Law\u00a012C provide otherwise."),
    U("78B", "International Matchpoint Scoring",
      "The difference between a team\u2019s two results on a board is turned into international "
      "matchpoints by the scale printed with the conditions of contest."),
    U("78B1", None,
      "A difference smaller than the first step of the scale gives no points to either team."),
    U("78B2", None, "When a board is cancelled or replayed, the Director shall:"),
    U("78B2(A)", None,
      "enter only the result of the replay, if both tables have played it to the end;"),
    U("78B2(B)", None, "otherwise assign a score to each team, having regard to:"),
    U("78B2(B)(1)", None, "the stage of the match at which the board was cancelled;"),
    U("78B2(B)(2)", None,
      "any fault of either team in the events that made the replay {b}necessary{/b}."),
    U("78C", "Total Point Scoring",
      "In total point scoring {hid}the scores of all the boards are added together, and the side "
      "with the larger total wins the match."),
    U("78D", "Scoring Variations",
      "A sponsoring organisation may approve another method of scoring, provided the method is "
      "announced before the first board of the event is played."),
]
HELD_EN_NOTES = ["In the League\u2019s pairs events this rule has applied to every average awarded "
                 "since 1 September 1998."]
HELD_EN_HIDDEN = ["\u2014 called aggregate scoring in older club rules \u2014 "]
HELD_EN_TABLE = [["Compared with another result", "Matchpoints"],
                 ["a better result", "2"], ["an equal result", "1"], ["a worse result", "0"]]


def held_en():
    b = Builder("Arial", 11, "en-GB", HELD_EN_NOTES, hidden=HELD_EN_HIDDEN)
    b.properties("Law 78 extract", "Thornbury League Scorer", datetime(2004, 1, 19, 14, 0))
    b.header("Thornbury and District Bridge League", WD_ALIGN_PARAGRAPH.LEFT)
    b.footer("Scorers\u2019 handbook, section 3 \u2014 page {PAGE} of {NUMPAGES}",
             WD_ALIGN_PARAGRAPH.CENTER)
    b.para("The Laws of Duplicate Contract Bridge (1997)\nAn extract for the League\u2019s scorers",
           style="Title")
    b.para("LAW 78 \u2014 " + HELD_EN[0].title, bold=True, size=13, space_after=6)
    for u in HELD_EN[1:]:
        tail = u.ref[2:]
        if len(tail) == 1:
            b.para(f"{tail}.\t{u.title}", bold=True, left=21.25, hanging=21.25)
            if u.text:
                b.para(u.text, left=21.25)
            if u.ref == "78A":
                b.table(HELD_EN_TABLE)
                b.para("")
        elif "(" not in tail:
            b.para(f"{tail[1]}.\t{u.text}", left=42.5, hanging=21.25)
        elif tail.count("(") == 1:
            b.para(f"({tail[3].lower()})\t{u.text}", left=63.75, hanging=21.25)
        else:
            roman = ["i", "ii", "iii"][int(tail[6]) - 1]
            b.para(f"({roman})\t{u.text}", left=85.0, hanging=21.25)
    b.para("")
    b.para("Copies of the full Laws may be borrowed from the League Secretary.", size=9)
    path = f"{ROOT}/heldout/league-doc-law78-1997.doc"
    b.save_doc(path)
    write_expected(
        path.replace(".doc", ".expected.yaml"),
        """Shape 24: a county league's Word 97-2003 document (.doc, saved by LibreOffice as "MS Word 97")
with the markers TYPED: a Title paragraph of two lines (a manual line break), "LAW 78 — METHODS OF
SCORING" in a bold Normal paragraph (no heading style); sections "A." tab title bold with a hanging
indent, their text in the next paragraph; "1.", "(a)", "(i)" typed before a tab; a two-column table
(a grid) inside 78A; a real Word footnote in 78A2; a non-breaking space in "Law 12C"; HIDDEN text
(w:vanish) among 78C's first words, which a reader does not see (LibreOffice's text export prints
it, its display and print do not); a bold run in 78B2(b)(ii); the league in the page header, PAGE
and NUMPAGES fields in the footer; a line after the law. Every sentence invented.""",
        1997, "en", HELD_EN, footnotes=1,
        furniture=["Thornbury and District Bridge League", "Scorers\u2019 handbook",
                   "An extract for the League\u2019s scorers", "Copies of the full Laws",
                   "since 1 September 1998"])
    return path


# ====================================================================== heldout: Word's numbering, ru 2017
HELD_RU = [
    U("79", "КОЛИЧЕСТВО ВЗЯТЫХ ВЗЯТОК"),
    U("79A", "Согласие о числе взяток",
      "Число взяток, взятых каждой стороной, игроки согласовывают сразу после окончания "
      "розыгрыша, прежде чем карты вернутся в карманы сдачи."),
    U("79A1", None,
      "Если никто из игроков не возразил до того, как карты убраны, результат считается "
      "согласованным{fn:1}."),
    U("79A2", None,
      "Игрок не вправе соглашаться с результатом, который он считает неверным, даже ради того, "
      "чтобы уложиться во время раунда."),
    U("79B", "Несогласие о числе взяток",
      "Если стороны не пришли к согласию, к столу вызывают судью."),
    U("79B1", None,
      "Судья сначала выслушивает всех четырёх игроков и лишь потом просит показать ряды "
      "сыгранных карт."),
    U("79B2", None, "Когда ряды карт уже нарушены, судья устанавливает число взяток:"),
    U("79B2(A)", None, "по записям в протоколе, если они сделаны до начала спора;"),
    U("79B2(B)", None,
      "по словам игроков {b}соседних столов{/b}, если те наблюдали розыгрыш;"),
    U("79B2(C)", None, "по собственной оценке, когда других сведений нет."),
    U("79C", "Ошибка в записи результата",
      "Ошибку в записанном числе взяток можно исправить до конца периода исправлений, который "
      "установил организатор; порядок описан в {a}регламенте федерации{/a}."),
    U("79C1", None,
      "Если ошибку заметили позже,\nрезультат исправляют только с согласия обеих сторон."),
]
HELD_RU_NOTES = ["На первенстве области карты убирают только после того, как протокол подписали "
                 "капитаны обеих команд."]
HELD_RU_LINKS = ["http://www.bridge-privolzhye.ru/docs/reglament.htm"]


def held_ru():
    b = Builder("Times New Roman", 12, "ru-RU", HELD_RU_NOTES, HELD_RU_LINKS)
    b.properties("Правило 79", "Коллегия судей", datetime(2018, 2, 27, 10, 45))
    b.header("Федерация спортивного бриджа «Приволжье»", WD_ALIGN_PARAGRAPH.CENTER)
    b.footer("— {PAGE} —", WD_ALIGN_PARAGRAPH.CENTER)
    b.abstract(50, [("russianUpper", "%1.", 425, True), ("decimal", "%2.", 851, False),
                    ("russianLower", "%3)", 1276, False)])
    n = b.num(51, 50)
    b.para("Международные правила спортивного бриджа 2017 \u2014 рабочий перевод коллегии судей",
           style="Title")
    b.para("Правило 79. " + HELD_RU[0].title, style="Heading 1")
    for u in HELD_RU[1:]:
        tail = u.ref[2:]
        if len(tail) == 1:                       # «А.» drawn by the list, on a Heading 2 paragraph
            b.para(u.title, style="Heading 2", num=n, ilvl=0)
            if u.text:
                b.para(u.text, left=21.25)
        elif "(" not in tail:
            b.para(u.text, num=n, ilvl=1)
        else:
            b.para(u.text, num=n, ilvl=2)
    path = f"{ROOT}/heldout/sudkom-doc-pravilo79-2017.doc"
    b.save_doc(path)
    write_expected(
        path.replace(".doc", ".expected.yaml"),
        """Shape 24: a federation's Word 97-2003 document (.doc, saved by LibreOffice as "MS Word 97"):
a Title paragraph, «Правило 79. …» in Heading 1; sections in Heading 2 paragraphs numbered by a
Word list whose level 0 is russianUpper «%1.» (А., Б., В.), subsections level 1 decimal «1.», items
level 2 russianLower «%3)» (а), б), в)): the numbers and letters are NOT in the text, Word draws
them; a section's text in its own unnumbered paragraph; a real Word footnote in 79A1; a bold run in
79B2(б); a hyperlink in 79C; a manual line break inside 79C1; the federation in the page header, a
PAGE field between dashes in the footer. Every sentence invented.""",
        2017, "ru", HELD_RU, footnotes=1,
        furniture=["Федерация спортивного бриджа «Приволжье»", "рабочий перевод коллегии судей",
                   "протокол подписали капитаны"])
    return path


FILES = {"fed-doc-law65-2017": DEV_EN, "klub-doc-pravila66-67-2007": DEV_RU,
         "league-doc-law78-1997": HELD_EN, "sudkom-doc-pravilo79-2017": HELD_RU}

if __name__ == "__main__":
    for make in (dev_en, dev_ru, held_en, held_ru):
        p = make()
        print("wrote", os.path.relpath(p, ROOT))
        if "--show" in sys.argv:
            print(lo_text(p))
