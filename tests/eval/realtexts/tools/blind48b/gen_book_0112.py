#!/usr/bin/env python3
"""ALTO v4 XML (library digitisation, ABBYY FineReader engine) - two pages of a 1997 rule book.

Traps: words broken at line end are String SUBS_TYPE="HypPart1"/"HypPart2" with a <HYP>
element between (the whole word only in SUBS_CONTENT), one inside the first words of 82B2;
running head, folio and a second running head "LAW 82" sit in TopMargin/BottomMargin; on
page 113 the TextBlock holding section C is written BEFORE the block with items (a)-(b)(ii)
- the ReadingOrder element and the VPOS values give the true order; the law heading is in
small caps via a TextStyle (FONTSTYLE="smallCaps") referenced by STYLEREFS; bold section
letters by STYLE; an ampersand and a curly apostrophe as character references; an
Illustration (ornament) and a GraphicalElement rule inside PrintSpace.
"""
import os, re
from xml.sax.saxutils import quoteattr

HERE = os.path.dirname(os.path.abspath(__file__))
NAME = "book_0112"

HYP1 = re.compile(r"^(.+)\[(.+)\]-$")   # proce[procedure]-
HYP2 = re.compile(r"^\[(.+)\](.+)$")     # [procedure]dure

def esc(s):
    return quoteattr(s).replace("\u2019", "&#x2019;")

class Builder:
    def __init__(self):
        self.n = 0
    def nid(self, p):
        self.n += 1
        return "%s_%d" % (p, self.n)
    def line(self, text, x, y, bold_first=0, h=44):
        toks = text.split(" ")
        parts = []
        cx = x
        for i, t in enumerate(toks):
            m1, m2 = HYP1.match(t), HYP2.match(t)
            style = ' STYLE="bold"' if i < bold_first else ""
            if m1:
                w = len(m1.group(1)) * 24
                parts.append('<String ID="%s" HPOS="%d" VPOS="%d" WIDTH="%d" HEIGHT="%d" CONTENT=%s SUBS_TYPE="HypPart1" SUBS_CONTENT=%s WC="0.93"/>'
                             % (self.nid("S"), cx, y, w, h, esc(m1.group(1)), esc(m1.group(2))))
                cx += w
                parts.append('<HYP HPOS="%d" VPOS="%d" WIDTH="14" CONTENT="-"/>' % (cx, y))
                cx += 14
            elif m2:
                w = len(m2.group(2)) * 24
                parts.append('<String ID="%s" HPOS="%d" VPOS="%d" WIDTH="%d" HEIGHT="%d" CONTENT=%s SUBS_TYPE="HypPart2" SUBS_CONTENT=%s WC="0.91"/>'
                             % (self.nid("S"), cx, y, w, h, esc(m2.group(2)), esc(m2.group(1))))
                cx += w
            else:
                w = len(t) * 24
                parts.append('<String ID="%s" HPOS="%d" VPOS="%d" WIDTH="%d" HEIGHT="%d" CONTENT=%s WC="0.%d"%s/>'
                             % (self.nid("S"), cx, y, w, h, esc(t), 88 + (self.n % 11), style))
                cx += w
            if i < len(toks) - 1:
                parts.append('<SP HPOS="%d" VPOS="%d" WIDTH="18"/>' % (cx, y))
                cx += 18
        return ('<TextLine ID="%s" HPOS="%d" VPOS="%d" WIDTH="%d" HEIGHT="%d" BASELINE="%d">' % (self.nid("TL"), x, y, cx - x, h, y + h - 8)
                + "".join(parts) + "</TextLine>")

B = Builder()

def block(bid, lines, x, y, extra="", pitch=58):
    """lines: list of (text, indent, bold_first)"""
    out = []
    cy = y
    for (t, ind, bf) in lines:
        out.append(B.line(t, x + ind, cy, bf))
        cy += pitch
    return ('<TextBlock ID="%s" HPOS="%d" VPOS="%d" WIDTH="1700" HEIGHT="%d"%s>' % (bid, x, y, cy - y, extra)
            + "\n".join(out) + "</TextBlock>"), cy

X = 250
# ---- page 112
tm112, _ = block("TB_112_1", [("THE LAWS OF DUPLICATE CONTRACT BRIDGE (1997)", 300, 0)], X, 150, ' TAGREFS="LT_runhead"')
head, y = block("TB_112_2", [("Law 82", 700, 0), ("Rectification of Errors of Procedure", 380, 0)], X, 320,
                ' STYLEREFS="TS_sc PS_center" TAGREFS="ST_law"', pitch=64)
secA, y = block("TB_112_3", [
    ("A. Director\u2019s Duty", 0, 3),
    ("It falls to the Director to set right every irregularity of", 60, 0),
    ("procedure as soon as he learns of it.", 0, 0)], X, y + 60, ' STYLEREFS="TS_body"')
secB, y = block("TB_112_4", [
    ("B. Procedural Faults", 0, 3),
    ("1. When a ruling given by the Director proves to be mis[mistaken,]-", 60, 0),
    ("[mistaken,]taken, he corrects it if the board can still be scored fairly.", 0, 0),
    ("2. Where no correction of proce[procedure]-", 60, 0),
    ("[procedure]dure allows the board to be completed, the Director:", 0, 0)], X, y + 40, ' STYLEREFS="TS_body"')
bm112, _ = block("TB_112_5", [("112", 820, 0)], X, 3080, ' TAGREFS="LT_folio"')

# ---- page 113
tm113, _ = block("TB_113_1", [("LAW 82", 1450, 0)], X, 150, ' TAGREFS="LT_runhead"')
items, y = block("TB_113_2", [
    ("(a) awards an artificial adjusted score to each side;", 120, 0),
    ("(b) treats any side not at fault as follows:", 120, 0),
    ("(i) a side wholly free of blame is given at least average plus;", 240, 0),
    ("(ii) a side only partly at fault is given average.", 240, 0)], X, 320, ' STYLEREFS="TS_body"')
secC, y2 = block("TB_113_3", [
    ("C. Notifying the Players", 0, 4),
    ("The Director tells both sides of the ruling & its grounds before", 60, 0),
    ("the next round begins.", 0, 0)], X, y + 120, ' STYLEREFS="TS_body"')
bm113, _ = block("TB_113_4", [("113", 820, 0)], X, 3080, ' TAGREFS="LT_folio"')

def page(pid, phys, printed, tm, ps_blocks, bm):
    return ('<Page ID="%s" PHYSICAL_IMG_NR="%d" PRINTED_IMG_NR="%s" HEIGHT="3300" WIDTH="2200" ACCURACY="96.1">\n'
            '<TopMargin ID="%s_TM" HPOS="0" VPOS="0" WIDTH="2200" HEIGHT="280">%s</TopMargin>\n'
            '<LeftMargin ID="%s_LM" HPOS="0" VPOS="280" WIDTH="250" HEIGHT="2740"/>\n'
            '<RightMargin ID="%s_RM" HPOS="1950" VPOS="280" WIDTH="250" HEIGHT="2740"/>\n'
            '<BottomMargin ID="%s_BM" HPOS="0" VPOS="3020" WIDTH="2200" HEIGHT="280">%s</BottomMargin>\n'
            '<PrintSpace ID="%s_PS" HPOS="250" VPOS="280" WIDTH="1700" HEIGHT="2740">\n%s\n</PrintSpace>\n'
            '</Page>' % (pid, phys, printed, pid, tm, pid, pid, pid, bm, pid, "\n".join(ps_blocks)))

ornament = '<Illustration ID="IL_113_1" HPOS="980" VPOS="%d" WIDTH="240" HEIGHT="60" TYPE="ornament"/>' % (y2 + 60)
rule = '<GraphicalElement ID="GE_112_1" HPOS="250" VPOS="300" WIDTH="1700" HEIGHT="4"/>'

xml = f'''<?xml version="1.0" encoding="UTF-8"?>
<alto xmlns="http://www.loc.gov/standards/alto/ns-v4#" xmlns:xlink="http://www.w3.org/1999/xlink" xmlns:xsi="http://www.w3.org/2001/XMLSchema-instance" xsi:schemaLocation="http://www.loc.gov/standards/alto/ns-v4# http://www.loc.gov/alto/v4/alto-4-2.xsd">
<Description>
<MeasurementUnit>pixel</MeasurementUnit>
<sourceImageInformation><fileName>laws1997_0112-0113.jp2</fileName></sourceImageInformation>
<OCRProcessing ID="OCR_0"><ocrProcessingStep><processingDateTime>2016-05-11T10:42:00</processingDateTime><processingSoftware><softwareCreator>ABBYY</softwareCreator><softwareName>ABBYY FineReader Engine</softwareName><softwareVersion>11</softwareVersion></processingSoftware></ocrProcessingStep>
<postProcessingStep><processingAgency>County Library Digitisation Unit</processingAgency><processingStepDescription>reading order corrected by hand</processingStepDescription></postProcessingStep></OCRProcessing>
</Description>
<Styles>
<TextStyle ID="TS_body" FONTFAMILY="Times New Roman" FONTTYPE="serif" FONTSIZE="10"/>
<TextStyle ID="TS_sc" FONTFAMILY="Times New Roman" FONTTYPE="serif" FONTSIZE="12" FONTSTYLE="smallCaps"/>
<ParagraphStyle ID="PS_center" ALIGN="Center"/>
</Styles>
<Tags>
<LayoutTag ID="LT_runhead" TYPE="header" LABEL="running title"/>
<LayoutTag ID="LT_folio" TYPE="pagenumber" LABEL="folio"/>
<StructureTag ID="ST_law" TYPE="heading" LABEL="law heading"/>
</Tags>
<ReadingOrder>
<OrderedGroup ID="RO_1">
<ElementRef ID="RO_1_1" REF="TB_112_2"/>
<ElementRef ID="RO_1_2" REF="TB_112_3"/>
<ElementRef ID="RO_1_3" REF="TB_112_4"/>
<ElementRef ID="RO_1_4" REF="TB_113_2"/>
<ElementRef ID="RO_1_5" REF="TB_113_3"/>
</OrderedGroup>
</ReadingOrder>
<Layout>
{page("P_112", 118, "112", tm112, [rule, head, secA, secB], bm112)}
{page("P_113", 119, "113", tm113, [secC, items, ornament], bm113)}
</Layout>
</alto>
'''
with open(os.path.join(HERE, NAME + ".xml"), "w", encoding="utf-8") as f:
    f.write(xml)

EXPECTED = """\
edition: 1997
lang: en
units:
  - ref: "82"
    title: "Rectification of Errors of Procedure"
  - ref: "82A"
    title: "Director\u2019s Duty"
    text: "It falls to the Director to set right every irregularity"
  - ref: "82B"
    title: "Procedural Faults"
  - ref: "82B1"
    title: null
    text: "When a ruling given by the Director proves to be mistaken,"
  - ref: "82B2"
    title: null
    text: "Where no correction of procedure allows the board to"
  - ref: "82B2(A)"
    title: null
    text: "awards an artificial adjusted score to each side;"
  - ref: "82B2(B)"
    title: null
    text: "treats any side not at fault as follows:"
  - ref: "82B2(B)(1)"
    title: null
    text: "a side wholly free of blame is given at least"
  - ref: "82B2(B)(2)"
    title: null
    text: "a side only partly at fault is given average."
  - ref: "82C"
    title: "Notifying the Players"
    text: "The Director tells both sides of the ruling & its grounds"
footnotes: 0
furniture:
  - "THE LAWS OF DUPLICATE CONTRACT BRIDGE (1997)"
  - "LAW 82"
  - "112"
  - "113"
"""
with open(os.path.join(HERE, NAME + ".expected.yaml"), "w", encoding="utf-8") as f:
    f.write(EXPECTED)
print("wrote", NAME + ".xml")
