"""Shape 22: a Rich Text Format document (.rtf) as Microsoft Word and as WordPad save it.

Word: a long header (font table with \\fcharset204 and \\fcharset0 fonts, colour table, style
sheet with heading styles, list table and list-override table, \\info group, footnote
separators), a section with {\\header}/{\\footer} groups (a PAGE field in the footer), headings in
heading styles, Word's own list numbering (\\ls, \\ilvl) with the rendered number in a {\\listtext
... 1.\\tab} group before each numbered paragraph, a footnote, CRLF lines wrapped anywhere (inside
words too: a line break in the RTF source is not a space in the text).
WordPad: {\\rtf1\\ansi\\ansicpg1251\\deff0\\nouicompat\\deflang1049{\\fonttbl...}}, \\viewkind4\\uc1,
one paragraph a line, markers typed before a \\tab, no list table, no header or footer.

Written with the standard library only (and common.write_expected for the expected.yaml); every law
sentence below is invented for this set, only the law numbers and plausible titles are borrowed."""
import re
from common import ROOT, U, write_expected

CRLF = "\r\n"
WORD_SYMBOLS = {"\u2014": "\\emdash ", "\u2013": "\\endash ", "\u2019": "\\rquote ",
                "\u2018": "\\lquote ", "\u201c": "\\ldblquote ", "\u201d": "\\rdblquote ",
                "\u2022": "\\bullet "}


def esc(s, mode="cp1251", symbols=WORD_SYMBOLS, dash97=False):
    """Text as an RTF writer spells it. mode "cp1251"/"cp1252": \\'xx in that code page (what the
    code page lacks as \\uN?); mode "u": every non-ASCII letter as \\uN\\'3f (Word's \\uc1 form
    with a '?' fallback)."""
    out = []
    for ch in s:
        o = ord(ch)
        if ch == "\\":
            out.append("\\\\")
        elif ch in "{}":
            out.append("\\" + ch)
        elif ch == "\u00a0":
            out.append("\\~")
        elif ch == "\n":
            out.append("\\line ")
        elif ch == "\t":
            out.append("\\tab ")
        elif o < 128:
            out.append(ch)
        elif ch == "\u2014" and dash97:
            out.append("\\'97")
        elif ch in symbols:
            out.append(symbols[ch])
        elif mode == "u":
            out.append(f"\\u{o}\\'3f")
        else:
            try:
                out.append("".join(f"\\'{b:02x}" for b in ch.encode(mode)))
            except UnicodeEncodeError:
                out.append(f"\\u{o}?")
    return "".join(out)


TOKEN = re.compile(r"\\u-?\d+(?:\\'[0-9a-f]{2}|\?)|\\'[0-9a-f]{2}|\\[a-zA-Z]+(?:-?\d+)? ?|\\.|\r\n|.",
                   re.S)


def wrap(rtf, width):
    """Break long lines as Word does: a CRLF wherever the line grows past `width`, between any two
    tokens (so inside words too, never inside a control word or an escape)."""
    out, n = [], 0
    for m in TOKEN.finditer(rtf):
        t = m.group(0)
        if t == CRLF:
            out.append(t)
            n = 0
            continue
        if n + len(t) > width:
            out.append(CRLF)
            n = 0
        out.append(t)
        n += len(t)
    return "".join(out)


def write(path, rtf, tail=""):
    data = rtf.encode("ascii") + tail.encode("ascii")
    with open(path, "wb") as f:
        f.write(data)


# ====================================================================== Word, shared pieces
RSID = "\\insrsid4540221"
RUN = "\\rtlch\\fcs1 \\af0 \\ltrch\\fcs0 "


class Word:
    """A small writer of the RTF that Word 2016 saves."""

    def __init__(self, mode, lang, font, hfont, rsid):
        self.mode, self.lang, self.font, self.hfont, self.rsid = mode, lang, font, hfont, rsid
        self.fn = 0

    def chp(self, size=22, font=None):
        f = self.font if font is None else font
        return (f"\\rtlch\\fcs1 \\af0\\afs{size}\\alang1025 \\ltrch\\fcs0 \\f{f}\\fs{size}"
                f"\\lang{self.lang}\\langfe1033\\cgrid\\langnp{self.lang}\\langfenp1033 ")

    def run(self, text, extra=""):
        return "{" + RUN + extra + f"\\insrsid{self.rsid} " + text + "}"

    def runs(self, text, notes=()):
        """Text with {b}..{/b}, {i}..{/i} runs and {fn:N} footnotes; a formatted run is a group of
        its own, as Word writes it."""
        res, fmt = [], None
        for part in re.split(r"(\{fn:[^}]*\}|\{/?[bi]\})", text):
            if not part:
                continue
            if part.startswith("{fn:"):
                res.append(self.footnote(notes[self.fn]))
                self.fn += 1
            elif part in ("{b}", "{i}"):
                fmt = part[1]
            elif part in ("{/b}", "{/i}"):
                fmt = None
            else:
                res.append(self.run(esc(part, self.mode), f"\\{fmt}" if fmt else ""))
        return "".join(res)

    def footnote(self, note):
        """Word's own form: the reference mark's group holds the {\\footnote} destination."""
        return ("{" + RUN + f"\\cs16\\super\\insrsid{self.rsid} \\chftn "
                "{\\footnote \\ltrpar \\pard\\plain \\ltrpar\\s15\\ql \\li0\\ri0\\widctlpar"
                "\\wrapdefault\\aspalpha\\aspnum\\faauto\\adjustright\\rin0\\lin0\\itap0 "
                + self.chp(20) + "{" + RUN + f"\\cs16\\super\\insrsid{self.rsid} \\chftn }}"
                + self.run(" " + esc(note, self.mode)) + "}}")

    def par(self, style, pap, text, size=22, notes=(), font=None, pre=""):
        return (pre + "\\pard\\plain \\ltrpar" + style + pap + self.chp(size, font)
                + self.runs(text, notes) + self.run("\\par ") + CRLF)

    def listpar(self, ls, ilvl, label, text, notes=()):
        li = 720 * (ilvl + 1)
        lt = ("{\\listtext\\pard\\plain\\ltrpar " + f"\\rtlch\\fcs1 \\af0\\afs22 \\ltrch\\fcs0 "
              f"\\f{self.font}\\fs22\\insrsid{self.rsid} \\hich\\af{self.font}\\dbch\\af31505"
              f"\\loch\\f{self.font} " + esc(label, self.mode) + "\\tab}")
        pap = (f"\\s19\\ql \\fi-360\\li{li}\\ri0\\sa160\\sl259\\slmult1\\widctlpar\\wrapdefault"
               f"\\aspalpha\\aspnum\\faauto\\ls{ls}" + (f"\\ilvl{ilvl}" if ilvl else "")
               + f"\\adjustright\\rin0\\lin{li}\\itap0\\pararsid{self.rsid}\\contextualspace ")
        return self.par("", pap, text, notes=notes, pre=lt)


NORMAL_PAP = ("\\ql \\li0\\ri0\\sa160\\sl259\\slmult1\\widctlpar\\wrapdefault\\aspalpha\\aspnum"
              "\\faauto\\adjustright\\rin0\\lin0\\itap0 ")
H1_PAP = ("\\s1\\ql \\li0\\ri0\\sb240\\keepn\\widctlpar\\wrapdefault\\aspalpha\\aspnum\\faauto"
          "\\outlinelevel0\\adjustright\\rin0\\lin0\\itap0 ")
H2_PAP = ("\\s2\\ql \\li0\\ri0\\sb40\\keepn\\widctlpar\\wrapdefault\\aspalpha\\aspnum\\faauto"
          "\\outlinelevel1\\adjustright\\rin0\\lin0\\itap0 ")
TITLE_PAP = ("\\s20\\ql \\li0\\ri0\\widctlpar\\wrapdefault\\aspalpha\\aspnum\\faauto"
             "\\adjustright\\rin0\\lin0\\itap0\\contextualspace ")

WORD_DOCFMT = (
    "\\paperw11906\\paperh16838\\margl1701\\margr850\\margt1134\\margb1134\\gutter0\\ltrsect " + CRLF
    + "\\widowctrl\\ftnbj\\aenddoc\\trackmoves0\\trackformatting1\\donotembedsysfont1\\relyonvml0"
    "\\donotembedlingdata0\\grfdocevents0\\validatexml1\\showplaceholdtext0\\ignoremixedcontent0"
    "\\saveinvalidxml0\\showxmlerrors1\\noxlattoyen" + CRLF
    + "\\expshrtn\\noultrlspc\\dntblnsbdb\\nospaceforul\\formshade\\horzdoc\\dgmargin\\dghspace180"
    "\\dgvspace180\\dghorigin1701\\dgvorigin1134\\dghshow1\\dgvshow1" + CRLF
    + "\\jexpand\\viewkind1\\viewscale100\\pgbrdrhead\\pgbrdrfoot\\splytwnine\\ftnlytwnine\\htmautsp"
    "\\nolnhtadjtbl\\useltbefore\\alntblind\\lytcalctblwd\\lyttblrtgr\\lnbrkrule\\nobrkwrptbl"
    "\\snaptogridincell\\allowfieldendsel\\wrppunct" + CRLF
    + "\\asianbrkrule\\rsidroot{rsid}\\newtblstyruls\\nogrowautofit\\usenormstyforlist\\noindnmbrts"
    "\\felnbrelev\\nocxsptable\\indrlsweleven\\noafcnsttbl\\afelev\\utinl\\hwelev\\spltpgpar"
    "\\notcvasp\\notbrkcnstfrctbl\\notvatxbx\\krnprsnet\\cachedcolbal \\nouicompat \\fet0" + CRLF
    + "{\\*\\wgrffmtfilter 2450}\\nofeaturethrottle1\\ilfomacatclnup0"
    "{\\*\\ftnsep \\ltrpar \\pard\\plain \\ltrpar\\ql \\li0\\ri0\\widctlpar\\wrapdefault\\aspalpha"
    "\\aspnum\\faauto\\adjustright\\rin0\\lin0\\itap0 {\\rtlch\\fcs1 \\af0 \\ltrch\\fcs0 "
    "\\insrsid{rsid} \\chftnsep " + CRLF + "\\par }}{\\*\\ftnsepc \\ltrpar \\pard\\plain \\ltrpar"
    "\\ql \\li0\\ri0\\widctlpar\\wrapdefault\\aspalpha\\aspnum\\faauto\\adjustright\\rin0\\lin0"
    "\\itap0 {\\rtlch\\fcs1 \\af0 \\ltrch\\fcs0 \\insrsid{rsid} \\chftnsepc " + CRLF
    + "\\par }}\\ltrpar \\sectd \\ltrsect\\linex0\\headery708\\footery708\\colsx708\\endnhere"
    "\\sectlinegrid360\\sectdefaultcl\\sftnbj {\\*\\pnseclvl1\\pnucrm\\pnstart1\\pnindent720"
    "\\pnhang {\\pntxta .}}{\\*\\pnseclvl2\\pnucltr\\pnstart1\\pnindent720\\pnhang {\\pntxta .}}"
    "{\\*\\pnseclvl3\\pndec\\pnstart1\\pnindent720\\pnhang {\\pntxta .}}{\\*\\pnseclvl4\\pnlcltr"
    "\\pnstart1\\pnindent720\\pnhang {\\pntxta )}}" + CRLF)


def stylesheet(font, hfont, lang, extra=""):
    chp = (f"\\rtlch\\fcs1 \\af0\\afs22\\alang1025 \\ltrch\\fcs0 \\f{font}\\fs22\\lang{lang}"
           f"\\langfe1033\\cgrid\\langnp{lang}\\langfenp1033 ")
    return (
        "{\\stylesheet{" + NORMAL_PAP + chp + "\\snext0 \\sqformat \\spriority0 Normal;}"
        "{\\s1\\ql \\li0\\ri0\\sb240\\keepn\\widctlpar\\wrapdefault\\aspalpha\\aspnum\\faauto"
        f"\\outlinelevel0\\adjustright\\rin0\\lin0\\itap0 \\rtlch\\fcs1 \\af0\\afs32\\alang1025 "
        f"\\ltrch\\fcs0 \\f{hfont}\\fs32\\cf19\\lang{lang}\\langfe1033\\cgrid\\langnp{lang}"
        "\\langfenp1033 \\sbasedon0 \\snext0 \\slink21 \\sqformat \\spriority9 \\styrsid4540221 "
        "heading 1;}" + CRLF
        + "{\\s2\\ql \\li0\\ri0\\sb40\\keepn\\widctlpar\\wrapdefault\\aspalpha\\aspnum\\faauto"
        f"\\outlinelevel1\\adjustright\\rin0\\lin0\\itap0 \\rtlch\\fcs1 \\af0\\afs26\\alang1025 "
        f"\\ltrch\\fcs0 \\f{hfont}\\fs26\\cf19\\lang{lang}\\langfe1033\\cgrid\\langnp{lang}"
        "\\langfenp1033 \\sbasedon0 \\snext0 \\slink22 \\sunhideused \\sqformat \\spriority9 "
        "heading 2;}{\\*\\cs10 \\additive \\ssemihidden \\sunhideused \\spriority1 "
        "Default Paragraph Font;}{\\*\\ts11\\tsrowd\\trftsWidthB3\\trpaddl108\\trpaddr108"
        "\\trpaddfl3\\trpaddft3\\trpaddfb3\\trpaddfr3\\tblind0\\tblindtype3\\tsvertalt\\tsbrdrt"
        "\\tsbrdrl\\tsbrdrb\\tsbrdrr\\tsbrdrdgl\\tsbrdrdgr\\tsbrdrh\\tsbrdrv \\ql \\li0\\ri0"
        "\\sa160\\sl259\\slmult1\\widctlpar\\wrapdefault\\aspalpha\\aspnum\\faauto\\adjustright"
        "\\rin0\\lin0\\itap0 " + chp + "\\snext11 \\ssemihidden \\sunhideused Normal Table;}" + CRLF
        + "{\\s15\\ql \\li0\\ri0\\widctlpar\\wrapdefault\\aspalpha\\aspnum\\faauto\\adjustright"
        f"\\rin0\\lin0\\itap0 \\rtlch\\fcs1 \\af0\\afs20\\alang1025 \\ltrch\\fcs0 \\f{font}\\fs20"
        f"\\lang{lang}\\langfe1033\\cgrid\\langnp{lang}\\langfenp1033 \\sbasedon0 \\snext15 "
        "\\slink23 \\ssemihidden \\sunhideused \\styrsid4540221 footnote text;}{\\*\\cs16 "
        "\\additive \\rtlch\\fcs1 \\af0 \\ltrch\\fcs0 \\super \\sbasedon10 \\ssemihidden "
        "\\sunhideused \\styrsid4540221 footnote reference;}" + CRLF
        + "{\\s17\\ql \\li0\\ri0\\widctlpar\\tqc\\tx4677\\tqr\\tx9355\\wrapdefault\\aspalpha"
        "\\aspnum\\faauto\\adjustright\\rin0\\lin0\\itap0 " + chp + "\\sbasedon0 \\snext17 "
        "\\slink24 \\sunhideused \\styrsid4540221 header;}{\\s18\\ql \\li0\\ri0\\widctlpar\\tqc"
        "\\tx4677\\tqr\\tx9355\\wrapdefault\\aspalpha\\aspnum\\faauto\\adjustright\\rin0\\lin0"
        "\\itap0 " + chp + "\\sbasedon0 \\snext18 \\slink25 \\sunhideused \\styrsid4540221 "
        "footer;}" + CRLF
        + "{\\s19\\ql \\li720\\ri0\\sa160\\sl259\\slmult1\\widctlpar\\wrapdefault\\aspalpha"
        "\\aspnum\\faauto\\adjustright\\rin0\\lin720\\itap0\\contextualspace " + chp
        + "\\sbasedon0 \\snext19 \\sqformat \\spriority34 \\styrsid4540221 List Paragraph;}"
        "{\\s20\\ql \\li0\\ri0\\widctlpar\\wrapdefault\\aspalpha\\aspnum\\faauto\\adjustright"
        f"\\rin0\\lin0\\itap0\\contextualspace \\rtlch\\fcs1 \\af0\\afs56\\alang1025 \\ltrch\\fcs0 "
        f"\\f{hfont}\\fs56\\expnd-2\\expndtw-10\\kerning28\\lang{lang}\\langfe1033\\cgrid"
        f"\\langnp{lang}\\langfenp1033 \\sbasedon0 \\snext0 \\slink26 \\sqformat \\spriority10 "
        "\\styrsid4540221 Title;}" + CRLF
        + "{\\*\\cs21 \\additive \\rtlch\\fcs1 \\af0\\afs32 \\ltrch\\fcs0 "
        f"\\f{hfont}\\fs32\\cf19 \\sbasedon10 \\slink1 \\spriority9 \\styrsid4540221 "
        "Heading 1 Char;}{\\*\\cs22 \\additive \\rtlch\\fcs1 \\af0\\afs26 \\ltrch\\fcs0 "
        f"\\f{hfont}\\fs26\\cf19 \\sbasedon10 \\slink2 \\spriority9 \\styrsid4540221 "
        "Heading 2 Char;}" + extra + "}" + CRLF)


def listlevel(nfc, text, numbers, li, start=1):
    """One \\listlevel: nfc 0 decimal, 4 lower letter, 58 Russian lower; text like "\\'02\\'00."."""
    return ("{\\listlevel\\levelnfc" + str(nfc) + "\\levelnfcn" + str(nfc)
            + "\\leveljc0\\leveljcn0\\levelfollow0\\levelstartat" + str(start)
            + "\\levelspace0\\levelindent0{\\leveltext\\leveltemplateid6769870"
            + str(nfc % 10) + text + ";}{\\levelnumbers" + numbers + ";}\\rtlch\\fcs1 \\af0 "
            "\\ltrch\\fcs0 \\fi-360\\li" + str(li) + "\\lin" + str(li) + " }")


def listtable(lists):
    """lists: [(listid, templateid, [level markup ...])]"""
    out = ["{\\*\\listtable"]
    for lid, tid, levels in lists:
        out.append("{\\list\\listtemplateid" + str(tid) + "\\listhybrid" + "".join(levels)
                   + "{\\listname ;}\\listid" + str(lid) + "}" + CRLF)
    out.append("}{\\*\\listoverridetable")
    for n, (lid, _, _) in enumerate(lists, 1):
        out.append("{\\listoverride\\listid" + str(lid) + "\\listoverridecount0\\ls" + str(n) + "}")
    out.append("}" + CRLF)
    return "".join(out)


# ====================================================================== dev: Word, en 2017
DEV_WORD = [
    U("22", "PROCEDURE AFTER THE AUCTION HAS ENDED"),
    U("22A", "Close of the Auction",
      "The auction is closed once the last player to call has put his card back into the "
      "bidding box{fn:1} and the player on lead has turned his attention to the opening lead."),
    U("22A1", None,
      "Until the auction is closed, any player may ask to have the calls explained, but only "
      "when it is his own turn to act."),
    U("22A2", None,
      "Once the auction is closed, a player who wishes to review it shall address his request "
      "to the {b}opponent on his left{/b}, who answers without consulting his partner."),
    U("22B", "Boards Without a Bid",
      "A board on which nobody made a bid is dealt with in the following manner:"),
    U("22B1", None,
      "the four hands are put back into the board unseen, and no player may look at the cards "
      "of another;"),
    U("22B2", None, "the result is entered as a zero for both sides, except that:"),
    U("22B2(A)", None,
      "the Director may order the board to be replayed when he finds that a card was missing "
      "from one of the hands;"),
    U("22B2(B)", None,
      "a pair that showed its cards to a neighbouring table before the board was closed may "
      "receive a procedural penalty."),
    U("22C", "Review After the Opening Lead",
      "After the opening lead has been faced, no player may ask for a full review of the "
      "auction, although he may still ask, at his turn to play, what a particular call meant "
      "(see Law\u00a020F)."),
]
DEV_WORD_NOTES = ["The Federation\u2019s club regulations treat a bidding box left open beside "
                  "the board as one to which the card has been returned."]


def dev_word():
    w = Word("cp1251", 1033, 37, 38, "4540221")
    rsid = w.rsid
    u = {x.ref: x for x in DEV_WORD}
    head = (
        "{\\rtf1\\adeflang1025\\ansi\\ansicpg1251\\uc1\\adeff31507\\deff0\\stshfdbch31505"
        "\\stshfloch31506\\stshfhich31506\\stshfbi31507\\deflang1033\\deflangfe1033\\themelang1049"
        "\\themelangfe0\\themelangcs0{\\fonttbl{\\f0\\fbidi \\froman\\fcharset204\\fprq2"
        "{\\*\\panose 02020603050405020304}Times New Roman;}{\\f1\\fbidi \\fswiss\\fcharset204"
        "\\fprq2{\\*\\panose 020b0604020202020204}Arial;}" + CRLF
        + "{\\f34\\fbidi \\froman\\fcharset204\\fprq2{\\*\\panose 02040503050406030204}"
        "Cambria Math;}{\\f37\\fbidi \\fswiss\\fcharset0\\fprq2{\\*\\panose 020f0502020204030204}"
        "Calibri;}{\\f38\\fbidi \\fswiss\\fcharset0\\fprq2{\\*\\panose 020f0302020204030204}"
        "Calibri Light;}" + CRLF
        + "{\\flomajor\\f31500\\fbidi \\froman\\fcharset204\\fprq2{\\*\\panose 02020603050405020304}"
        "Times New Roman;}{\\fdbmajor\\f31501\\fbidi \\froman\\fcharset204\\fprq2"
        "{\\*\\panose 02020603050405020304}Times New Roman;}" + CRLF
        + "{\\fhimajor\\f31502\\fbidi \\fswiss\\fcharset204\\fprq2{\\*\\panose 020f0302020204030204}"
        "Calibri Light;}{\\fbimajor\\f31503\\fbidi \\froman\\fcharset204\\fprq2"
        "{\\*\\panose 02020603050405020304}Times New Roman;}" + CRLF
        + "{\\flominor\\f31504\\fbidi \\froman\\fcharset204\\fprq2{\\*\\panose 02020603050405020304}"
        "Times New Roman;}{\\fdbminor\\f31505\\fbidi \\froman\\fcharset204\\fprq2"
        "{\\*\\panose 02020603050405020304}Times New Roman;}" + CRLF
        + "{\\fhiminor\\f31506\\fbidi \\fswiss\\fcharset204\\fprq2{\\*\\panose 020f0502020204030204}"
        "Calibri;}{\\fbiminor\\f31507\\fbidi \\froman\\fcharset204\\fprq2"
        "{\\*\\panose 02020603050405020304}Times New Roman;}{\\f40\\fbidi \\froman\\fcharset0"
        "\\fprq2 Times New Roman;}{\\f39\\fbidi \\froman\\fcharset238\\fprq2 Times New Roman CE;}"
        "{\\f41\\fbidi \\froman\\fcharset161\\fprq2 Times New Roman Greek;}}" + CRLF
        + "{\\colortbl;\\red0\\green0\\blue0;\\red0\\green0\\blue255;\\red0\\green255\\blue255;"
        "\\red0\\green255\\blue0;\\red255\\green0\\blue255;\\red255\\green0\\blue0;\\red255\\green255"
        "\\blue0;\\red255\\green255\\blue255;\\red0\\green0\\blue128;\\red0\\green128\\blue128;"
        "\\red0\\green128\\blue0;\\red128\\green0\\blue128;\\red128\\green0\\blue0;\\red128"
        "\\green128\\blue0;\\red128\\green128\\blue128;\\red192\\green192\\blue192;\\red0\\green0"
        "\\blue0;\\red0\\green0\\blue0;\\red47\\green84\\blue150;}" + CRLF
        + "{\\*\\defchp \\f31506\\fs22\\lang1033\\langfe1033\\langfenp1033 }{\\*\\defpap \\ql \\li0"
        "\\ri0\\sa160\\sl259\\slmult1\\widctlpar\\wrapdefault\\aspalpha\\aspnum\\faauto\\adjustright"
        "\\rin0\\lin0\\itap0 }\\noqfpromote " + CRLF
        + stylesheet(37, 38, 1033)
        + listtable([
            (1043408370, -1126394512, [
                listlevel(0, "\\'02\\'00.", "\\'01", 720),
                listlevel(4, "\\'03(\\'01)", "\\'02", 1440)]),
            (1738211925, 1592431810, [
                listlevel(0, "\\'02\\'00.", "\\'01", 720),
                listlevel(4, "\\'03(\\'01)", "\\'02", 1440)]),
        ])
        + "{\\*\\rsidtbl \\rsid1843072\\rsid4540221\\rsid7612308\\rsid12978405}"
        "{\\mmathPr\\mmathFont34\\mbrkBin0\\mbrkBinSub0\\msmallFrac0\\mdispDef1\\mlMargin0"
        "\\mrMargin0\\mdefJc1\\mwrapIndent1440\\mintLim0\\mnaryLim1}" + CRLF
        + "{\\info{\\title Laws of Duplicate Bridge 2017}{\\author Joan Marsh}{\\operator Joan Marsh}"
        "{\\creatim\\yr2023\\mo2\\dy14\\hr9\\min12}{\\revtim\\yr2023\\mo2\\dy20\\hr17\\min48}"
        "{\\version4}{\\edmins63}{\\nofpages2}{\\nofwords498}{\\nofchars2843}"
        "{\\*\\company Lakeshore CBF}{\\nofcharsws3335}{\\vern115}}" + CRLF
        + "{\\*\\xmlnstbl {\\xmlns1 http://schemas.microsoft.com/office/word/2003/wordml}}" + CRLF
        + WORD_DOCFMT.replace("{rsid}", rsid))
    header = ("{\\header \\ltrpar " + w.par("\\s17", "\\qr \\li0\\ri0\\widctlpar\\tqc\\tx4677"
              "\\tqr\\tx9355\\wrapdefault\\aspalpha\\aspnum\\faauto\\adjustright\\rin0\\lin0\\itap0 ",
              "Lakeshore Contract Bridge Federation \u00b7 Laws Committee", size=18)[:-2] + "}" + CRLF)
    footer = ("{\\footer \\ltrpar \\pard\\plain \\ltrpar\\s18\\qc \\li0\\ri0\\widctlpar\\tqc"
              "\\tx4677\\tqr\\tx9355\\wrapdefault\\aspalpha\\aspnum\\faauto\\adjustright\\rin0\\lin0"
              "\\itap0 " + w.chp(18) + w.run("LCBF/LC/2017-04 \\emdash  page ")
              + "{\\field{\\*\\fldinst {" + RUN + "\\insrsid" + rsid + "  PAGE   \\\\* MERGEFORMAT }}"
              "{\\fldrslt {" + RUN + "\\lang1024\\langfe1024\\noproof\\insrsid" + rsid + " 1}}}"
              + w.run("\\par ") + "}" + CRLF)
    body = [head, header, footer]
    body.append(w.par("", TITLE_PAP, "Laws of Duplicate Bridge 2017 \u2014 Federation Copy for "
                      "Club Directors", size=56, font=38))
    body.append(w.par("", H1_PAP, "LAW 22\n" + u["22"].title, size=32, font=38))
    for sect, ls in (("A", 1), ("B", 2), ("C", None)):
        s = u["22" + sect]
        body.append(w.par("", H2_PAP, f"{sect}.\u00a0{s.title}", size=26, font=38))
        if s.text:
            notes = DEV_WORD_NOTES if "{fn:" in s.text else ()
            body.append(w.par("", NORMAL_PAP, s.text, notes=notes))
        for x in DEV_WORD:
            tail = x.ref[3:]
            if x.ref.startswith("22" + sect) and tail:
                if "(" in tail:
                    label = "(" + tail[2].lower() + ")"
                    body.append(w.listpar(ls, 1, label, x.text))
                else:
                    body.append(w.listpar(ls, 0, tail + ".", x.text))
    # an empty paragraph, then the end of the document as Word writes it
    body.append(w.par("", NORMAL_PAP, ""))
    body.append("{\\*\\themedata 504b030414000600080000002100e9de0fbfff0000001c020000130000005b436f6e74656e745f54797065735d2e786d6cac91cb4ec3301045f748fc83e52d4a}" + CRLF)
    body.append("{\\*\\latentstyles\\lsdstimax376\\lsdlockeddef0\\lsdsemihiddendef0\\lsdunhideuseddef0\\lsdqformatdef0\\lsdprioritydef99{\\lsdlockedexcept \\lsdqformat1 \\lsdpriority0 \\lsdlocked0 Normal;\\lsdqformat1 \\lsdpriority9 \\lsdlocked0 heading 1;}}" + CRLF)
    body.append("}" + CRLF)
    rtf = wrap("".join(body), 255)
    write(f"{ROOT}/dev/fed-rtf-law22-2017.rtf", rtf)
    write_expected(
        f"{ROOT}/dev/fed-rtf-law22-2017.expected.yaml",
        """Shape 22: a federation's copy of a law saved by Microsoft Word as Rich Text Format (.rtf):
{\\rtf1\\ansi\\ansicpg1251 ..., a font table of \\fcharset204 and \\fcharset0 fonts, a style sheet
with heading 1/heading 2/Title/List Paragraph, an {\\info} group (title, author), a list table;
the federation's name in a {\\header} group and a reference with a PAGE field in {\\footer}; a Title
paragraph above the law; the law header in heading 1 as "LAW 22" \\line title; sections typed in
heading 2 ("A.\\~Close of the Auction", a non-breaking space after the letter); subsections and
items numbered by Word's list numbering (\\ls1/\\ls2, \\ilvl1 for "(a)"), the rendered number in a
{\\listtext 1.\\tab} group before each paragraph; a bold run in 22A2; a footnote in 22A
({\\cs16\\super\\chftn {\\footnote ...}}); \\emdash, \\rquote, \\~; CRLF lines broken every 255
characters wherever they fall, inside words too. Every sentence invented.""",
        2017, "en", DEV_WORD, footnotes=1,
        furniture=["Lakeshore Contract Bridge Federation", "Laws Committee", "LCBF/LC/2017-04",
                   "Federation Copy for Club Directors", "bidding box left open beside the board"])


# ====================================================================== dev: WordPad, ru 2007
DEV_PAD = [
    U("19", "КОНТРЫ И РЕКОНТРЫ"),
    U("19A", "Контра"),
    U("19A1", None,
      "Игрок, желающий объявить контру, выкладывает красную карточку из коробки так, чтобы её "
      "видели все четыре игрока, и не сопровождает её никакими словами."),
    U("19A2", None,
      "Контра, объявленная голосом при игре с коробками для торгов, считается действительной, "
      "однако судья, вызванный к столу:"),
    U("19A2(A)", None,
      "предупреждает игрока, что в следующий раз такая контра будет заменена пасом;"),
    U("19A2(B)", None, "записывает предупреждение в протокол турнира."),
    U("19B", "Реконтра"),
    U("19B1", None,
      "Реконтру объявляет синяя карточка; если в коробке синей карточки нет, игрок вправе "
      "попросить её у судьи, не называя заявки вслух."),
    U("19B2", None,
      "Реконтра, положенная после того, как следующий игрок уже сделал свою заявку, "
      "возвращается в коробку, а торговля продолжается так, будто её не было."),
    U("19C", "Отмена контры",
      "Контру нельзя забрать обратно после того, как её увидел партнёр; если это всё же "
      "произошло, судья решает, причинён ли ущерб соперникам, и при необходимости назначает "
      "искусственный результат (см. Правило\u00a012)."),
]


def pad_ru(s):
    """WordPad's Russian: \\'xx in cp1251; Latin words switch to the \\fcharset0 font."""
    out = []
    for part in re.split(r"([A-Za-z][A-Za-z ]*[A-Za-z]|[A-Za-z])", s):
        if re.fullmatch(r"[A-Za-z][A-Za-z ]*", part or "-"):
            out.append("\\f1\\lang1033 " + part + "\\f0\\lang1049 ")
        else:
            out.append(esc(part, "cp1251", symbols={}, dash97=True))
    return "".join(out)


def dev_pad():
    u = {x.ref: x for x in DEV_PAD}
    L = []
    L.append("{\\rtf1\\ansi\\ansicpg1251\\deff0\\nouicompat\\deflang1049{\\fonttbl{\\f0\\fnil"
             "\\fcharset204 Calibri;}{\\f1\\fnil\\fcharset0 Calibri;}}")
    L.append("{\\*\\generator Riched20 10.0.19041}\\viewkind4\\uc1 ")
    L.append("\\pard\\sa200\\sl276\\slmult1\\qc\\f0\\fs18\\lang1049 "
             + pad_ru("Бридж-клуб «Ладья» — судейская коллегия\nг. Заречный, ул. Садовая, 14")
             + "\\par")
    L.append("\\b\\fs28 " + pad_ru("Правила спортивного бриджа WBF, редакция 2007 года")
             + "\\b0\\fs22\\par")
    L.append("\\i " + pad_ru("(рабочий файл судьи, не для печати)") + "\\i0\\par")
    L.append("\\pard\\sa200\\sl276\\slmult1\\b\\fs24 " + pad_ru("ПРАВИЛО 19. " + u["19"].title)
             + "\\b0\\fs22\\par")
    letters = dict(zip("ABC", "АБВ"))
    for sect in "ABC":
        s = u["19" + sect]
        L.append("\\pard\\sa200\\sl276\\slmult1\\b " + pad_ru(f"{letters[sect]}. {s.title}")
                 + "\\b0\\par")
        if s.text:
            L.append(pad_ru(s.text) + "\\par")
        for x in DEV_PAD:
            tail = x.ref[3:]
            if x.ref.startswith("19" + sect) and tail:
                if "(" in tail:
                    mark = "абв"["ABC".index(tail[2])] + ")"
                    L.append("\\pard\\fi-284\\li1134\\sa200\\sl276\\slmult1 " + pad_ru(mark)
                             + "\\tab " + pad_ru(x.text) + "\\par")
                else:
                    L.append("\\pard\\fi-284\\li568\\sa200\\sl276\\slmult1 " + tail + ".\\tab "
                             + pad_ru(x.text) + "\\par")
    L.append("\\pard\\sa200\\sl276\\slmult1\\par")
    L.append("\\qr\\i\\fs18 " + pad_ru("Файл правил клуба «Ладья» · вопросы направлять главному "
                                       "судье клуба") + "\\i0\\fs22\\par")
    L.append("}")
    write(f"{ROOT}/dev/klub-rtf-pravilo19-2007.rtf", CRLF.join(L) + CRLF, tail="\x00")
    write_expected(
        f"{ROOT}/dev/klub-rtf-pravilo19-2007.expected.yaml",
        """Shape 22: a club's file saved by WordPad (.rtf): {\\rtf1\\ansi\\ansicpg1251\\deff0\\nouicompat
\\deflang1049{\\fonttbl{\\f0\\fnil\\fcharset204 Calibri;}{\\f1\\fnil\\fcharset0 Calibri;}}, the
Riched20 generator, \\viewkind4\\uc1; one paragraph a CRLF line ending in \\par; all Cyrillic as
\\'xx in Windows-1251 (\\'97 for the dash, \\'ab/\\'bb for the quotes), a Latin word switching to
\\f1; a typed letterhead (two lines joined by \\line), a bold title line and an italic line above
the law, a typed line at the end; no list table: «А.», «1.» and «а)» typed, a \\tab after the
number and the letter; \\~ in «Правило 12»; the file ends with "}" CRLF and a NUL byte as WordPad
leaves it. Every sentence invented.""",
        2007, "ru", DEV_PAD,
        furniture=["Бридж-клуб «Ладья»", "судейская коллегия", "ул. Садовая, 14",
                   "редакция 2007 года", "рабочий файл судьи", "вопросы направлять главному"])


# ====================================================================== heldout: WordPad, en 1997
HELD_PAD = [
    U("30", "PASS OUT OF ROTATION"),
    U("30A", "Before Any Player Has Bid",
      "A pass made out of turn before the first bid of the auction is left face up on the table, "
      "and the player whose turn it was shall call as though he had not seen it."),
    U("30B", "After Any Player Has Bid"),
    U("30B1", None,
      "When a player passes out of turn after the auction has begun, the Director shall first "
      "establish which of the two opponents was due to call."),
    U("30B2", None, "If that opponent has not yet called, he may choose:"),
    U("30B2(A)", None,
      "to accept the pass, in which case the auction continues from the seat after the "
      "offender's;"),
    U("30B2(B)", None,
      "to have the pass put back in the box, in which case the offender shall say nothing more "
      "about his hand until the auction has returned to him."),
    U("30C", "A Pass Shown by a Gesture",
      "A player who shows a pass by tapping the table or by a movement of the hand, where "
      "bidding boxes are in use, shall be told by the Director to use the green card \u2014 the "
      "gesture nonetheless counts as a pass made at that moment."),
]


def held_pad():
    u = {x.ref: x for x in HELD_PAD}

    def e(s):
        return esc(s, "cp1252")
    L = []
    L.append("{\\rtf1\\ansi\\ansicpg1252\\deff0\\nouicompat\\deflang1033{\\fonttbl{\\f0\\fnil"
             "\\fcharset0 Calibri;}{\\f1\\fnil\\fcharset2 Symbol;}}")
    L.append("{\\*\\generator Riched20 10.0.22621}\\viewkind4\\uc1 ")
    L.append("\\pard\\sa200\\sl276\\slmult1\\qr\\f0\\fs18\\lang9 "
             + e("Fenbrook County Bridge League \u2013 Directors\u2019 Circular No. 7") + "\\par")
    L.append("\\pard\\sa200\\sl276\\slmult1\\qc\\b\\fs28 "
             + e("The Laws of Duplicate Contract Bridge (1997)") + "\\line\\b0\\fs22 "
             + e("an excerpt for the winter pairs") + "\\par")
    L.append("\\pard\\sa200\\sl276\\slmult1\\b\\fs24 " + e("LAW 30\u00a0\u2013 " + u["30"].title)
             + "\\b0\\fs22\\par")
    for sect in "ABC":
        s = u["30" + sect]
        # WordPad writes \pard again only where the paragraph properties change
        pard = "\\pard\\sa200\\sl276\\slmult1" if L[-1].startswith("\\pard\\fi") else ""
        L.append(pard + "\\b " + e(f"{sect}. {s.title}") + "\\b0\\par")
        if s.text:
            L.append(e(s.text) + "\\par")
        for x in HELD_PAD:
            tail = x.ref[3:]
            if x.ref.startswith("30" + sect) and tail:
                if "(" in tail:
                    L.append("\\pard\\fi-360\\li1080\\sa200\\sl276\\slmult1 (" + tail[2].lower()
                             + ")\\tab " + e(x.text) + "\\par")
                else:
                    L.append("\\pard\\fi-360\\li720\\sa200\\sl276\\slmult1 " + tail + ".\\tab "
                             + e(x.text) + "\\par")
    L.append("\\pard\\sa200\\sl276\\slmult1\\par")
    L.append("\\i\\fs18 " + e("Circulated to club directors only. Please destroy superseded "
                              "copies \u2022 Fenbrook CBL, 1998") + "\\i0\\fs22\\par")
    L.append("}")
    rtf = CRLF.join(L) + CRLF
    write(f"{ROOT}/heldout/league-rtf-law30-1997.rtf", rtf)
    write_expected(
        f"{ROOT}/heldout/league-rtf-law30-1997.expected.yaml",
        """Shape 22: a county league's circular saved by WordPad (.rtf), English on a Western code page:
{\\rtf1\\ansi\\ansicpg1252\\deff0\\nouicompat\\deflang1033{\\fonttbl{\\f0\\fnil\\fcharset0 Calibri;}
...}, \\viewkind4\\uc1, one paragraph a CRLF line ending in \\par; \\endash, \\rquote, \\emdash,
\\bullet and \\~ for the dash, apostrophe, bullet and non-breaking space; a typed right-aligned
line above, a title of two lines joined by \\line, a typed italic line at the end; the law header
"LAW 30\\~\\endash  PASS OUT OF ROTATION" bold; sections "A. …" bold in their own paragraph;
markers "1." and "(a)" typed before a \\tab with hanging indents (\\fi-360\\li720). Every
sentence invented.""",
        1997, "en", HELD_PAD,
        furniture=["Fenbrook County Bridge League", "Directors\u2019 Circular No. 7",
                   "an excerpt for the winter pairs", "Circulated to club directors only",
                   "Please destroy superseded copies"])


# ====================================================================== heldout: Word, ru 2017
HELD_WORD = [
    U("26", "ОТМЕНЁННАЯ ЗАЯВКА; ОГРАНИЧЕНИЯ НА ХОД"),
    U("26A", "Когда применяется это правило",
      "Правило применяется, когда заявка игрока была отменена по решению судьи, а сам игрок "
      "после окончания торговли оказался защитником{fn:1}."),
    U("26B", "Ограничения для партнёра"),
    U("26B1", None, "Если отменённая заявка называла масть, разыгрывающий вправе:"),
    U("26B1(A)", None, "потребовать от партнёра нарушителя первого хода в эту масть;"),
    U("26B1(B)", None,
      "запретить ему ход в эту масть до тех пор, пока он сохраняет право хода;"),
    U("26B1(C)", None,
      "оставить выбор хода партнёру, объявив об этом вслух до того, как ход сделан."),
    U("26B2", None,
      "Если отменённая заявка не называла масти, разыгрывающий может запретить партнёру "
      "нарушителя ход в одну любую масть,\nно не более чем на один ход."),
    U("26C", "Что известно партнёру",
      "Всё, что партнёр нарушителя мог узнать из отменённой заявки, он обязан считать себе "
      "неизвестным; соперники же пользуются этим без ограничений (см. Правило\u00a016)."),
]
HELD_WORD_NOTES = ["В турнирах округа это положение действует и тогда, когда заявки делаются "
                   "с помощью планшетов."]


class WordU(Word):
    def footnote(self, note):
        """The plain form: the mark's group, then the {\\footnote} destination beside it."""
        return ("{\\super\\chftn }{\\footnote \\ltrpar \\pard\\plain \\ltrpar\\s15\\ql \\li0\\ri0"
                "\\widctlpar\\wrapdefault\\aspalpha\\aspnum\\faauto\\adjustright\\rin0\\lin0\\itap0 "
                + self.chp(20) + "{\\super\\chftn } " + esc(note, self.mode) + "}")


def held_word():
    w = WordU("u", 1049, 0, 0, "9968235")
    rsid = w.rsid
    u = {x.ref: x for x in HELD_WORD}
    head = (
        "{\\rtf1\\adeflang1025\\ansi\\ansicpg1252\\uc1\\adeff0\\deff0\\stshfdbch31505"
        "\\stshfloch31506\\stshfhich31506\\stshfbi0\\deflang1049\\deflangfe1049\\themelang1049"
        "\\themelangfe0\\themelangcs0{\\fonttbl{\\f0\\fbidi \\froman\\fcharset0\\fprq2"
        "{\\*\\panose 02020603050405020304}Times New Roman;}{\\f34\\fbidi \\froman\\fcharset1"
        "\\fprq2{\\*\\panose 02040503050406030204}Cambria Math;}" + CRLF
        + "{\\f39\\fbidi \\froman\\fcharset238\\fprq2 Times New Roman CE;}{\\f40\\fbidi \\froman"
        "\\fcharset204\\fprq2 Times New Roman Cyr;}{\\f42\\fbidi \\froman\\fcharset161\\fprq2 "
        "Times New Roman Greek;}{\\f43\\fbidi \\froman\\fcharset162\\fprq2 Times New Roman Tur;}"
        "{\\f46\\fbidi \\froman\\fcharset186\\fprq2 Times New Roman Baltic;}}" + CRLF
        + "{\\colortbl;\\red0\\green0\\blue0;\\red0\\green0\\blue255;\\red0\\green255\\blue255;"
        "\\red0\\green255\\blue0;\\red255\\green0\\blue255;\\red255\\green0\\blue0;\\red255"
        "\\green255\\blue0;\\red255\\green255\\blue255;\\red0\\green0\\blue128;\\red0\\green128"
        "\\blue128;\\red0\\green128\\blue0;\\red128\\green0\\blue128;\\red128\\green0\\blue0;"
        "\\red128\\green128\\blue0;\\red128\\green128\\blue128;\\red192\\green192\\blue192;"
        "\\red0\\green0\\blue0;\\red0\\green0\\blue0;\\red31\\green56\\blue100;}" + CRLF
        + "{\\*\\defchp \\f0\\fs24\\lang1049\\langfe1049\\langfenp1049 }{\\*\\defpap \\ql \\li0"
        "\\ri0\\widctlpar\\wrapdefault\\aspalpha\\aspnum\\faauto\\adjustright\\rin0\\lin0\\itap0 }"
        "\\noqfpromote " + CRLF
        + stylesheet(0, 0, 1049)
        + listtable([
            (402798112, 1853937640, [
                listlevel(0, "\\'02\\'00.", "\\'01", 720),
                listlevel(58, "\\'02\\'01)", "\\'01", 1440),
                listlevel(2, "\\'02\\'02.", "\\'01", 2160)]),
        ])
        + "{\\*\\rsidtbl \\rsid2047713\\rsid9968235\\rsid14488119}" + CRLF
        + "{\\info{\\title " + esc("Правило 26", "u") + "}{\\author " + esc("Судейский комитет", "u")
        + "}{\\operator Olga K.}{\\creatim\\yr2021\\mo11\\dy3\\hr19\\min40}{\\revtim\\yr2021\\mo11"
        "\\dy5\\hr8\\min2}{\\version2}{\\edmins31}{\\nofpages1}{\\nofwords402}{\\nofchars2297}"
        "{\\nofcharsws2695}{\\vern109}}" + CRLF
        + WORD_DOCFMT.replace("{rsid}", rsid))
    header = ("{\\headerr \\ltrpar \\pard\\plain \\ltrpar\\s17\\qc \\li0\\ri0\\widctlpar\\tqc"
              "\\tx4677\\tqr\\tx9355\\wrapdefault\\aspalpha\\aspnum\\faauto\\adjustright\\rin0\\lin0"
              "\\itap0 " + w.chp(20) + w.run(esc("Федерация бриджа Северо-Западного округа", "u"))
              + w.run("\\par ") + "}" + CRLF)
    footer = ("{\\footerr \\ltrpar \\pard\\plain \\ltrpar\\s18\\qr \\li0\\ri0\\widctlpar\\tqc"
              "\\tx4677\\tqr\\tx9355\\wrapdefault\\aspalpha\\aspnum\\faauto\\adjustright\\rin0\\lin0"
              "\\itap0 " + w.chp(20) + w.run(esc("Судейский комитет \u00b7 стр. ", "u"))
              + "{\\field{\\*\\fldinst {" + RUN + "\\insrsid" + rsid + " PAGE }}{\\fldrslt {"
              + RUN + "\\lang1024\\langfe1024\\noproof\\insrsid" + rsid + " 1}}}"
              + w.run("\\par ") + "}" + CRLF)
    body = [head, header, footer]
    body.append(w.par("", TITLE_PAP, "Международные правила спортивного бриджа 2017\n"
                      "перевод судейского комитета \u2014 для судей турниров округа",
                      size=40))
    body.append(w.par("", H1_PAP, "Правило 26. " + u["26"].title, size=32))
    letters = dict(zip("ABC", "АБВ"))
    for sect in "ABC":
        s = u["26" + sect]
        body.append(w.par("", H2_PAP, f"{letters[sect]}. {s.title}", size=26))
        if s.text:
            notes = HELD_WORD_NOTES if "{fn:" in s.text else ()
            body.append(w.par("", NORMAL_PAP, s.text, size=24, notes=notes))
        for x in HELD_WORD:
            tail = x.ref[3:]
            if x.ref.startswith("26" + sect) and tail:
                if "(" in tail:
                    body.append(w.listpar(1, 1, "абв"["ABC".index(tail[2])] + ")", x.text))
                else:
                    body.append(w.listpar(1, 0, tail + ".", x.text))
    body.append(w.par("", NORMAL_PAP, ""))
    body.append("}" + CRLF)
    rtf = wrap("".join(body), 200)
    write(f"{ROOT}/heldout/sudkom-rtf-pravilo26-2017.rtf", rtf)
    write_expected(
        f"{ROOT}/heldout/sudkom-rtf-pravilo26-2017.expected.yaml",
        """Shape 22: a federation committee's translation saved by Microsoft Word as .rtf on a Western
code page: {\\rtf1\\ansi\\ansicpg1252\\uc1 ..., every Cyrillic letter written as \\uNNNN\\'3f (Word's
unicode with a '?' fallback, which a reader skips), a font table with the Cyr/CE/Greek variants;
the federation in {\\headerr}, the committee and a PAGE field in {\\footerr}; a Title paragraph of
two lines (\\line, \\u8212 dash); «Правило 26. …» in heading 1, sections «А. …» typed in heading 2;
subsections and items numbered by ONE Word list (\\ls1: level 0 "%1.", level 1 \\levelnfc58
Russian lower "%2)"), the rendered «1.» / «а)» in {\\listtext ...\\tab} groups (LibreOffice's
own RTF import draws no letter for \\levelnfc58: only {\\listtext} has it); a line break
(\\line) inside 26B2; a footnote in 26A in the plain form {\\super\\chftn }{\\footnote ...};
\\~ in «Правило 16»; CRLF lines broken every 200 characters, inside words too. Every sentence
invented.""",
        2017, "ru", HELD_WORD, footnotes=1,
        furniture=["Федерация бриджа Северо-Западного округа", "Судейский комитет",
                   "перевод судейского комитета", "для судей турниров округа",
                   "с помощью планшетов"])


FILES = {"fed-rtf-law22-2017": DEV_WORD, "klub-rtf-pravilo19-2007": DEV_PAD,
         "league-rtf-law30-1997": HELD_PAD, "sudkom-rtf-pravilo26-2017": HELD_WORD}

if __name__ == "__main__":
    dev_word()
    dev_pad()
    held_pad()
    held_word()
