#!/usr/bin/env python3
"""XPS (Microsoft XPS Document Writer style, .xps) with two FixedDocuments.

Traps: the sequence is found through _rels/.rels (FixedDocumentSequence.fdseq) and holds
TWO DocumentReferences - Law 8 lives in the second FixedDocument, whose parts are stored
first in the zip; every page is drawn inside a Canvas scaled by 4/3 (coordinates in
points), and the lower half of each page sits in a nested Canvas translated downwards
but written BEFORE the upper half; bold Glyphs (headers, section letters, titles) are
emitted after all regular Glyphs of their canvas, so XML order is not reading order;
a line is several Glyphs runs (marker and text apart); running header, a "{}{Club copy}"
escaped UnicodeString, an ornament Glyphs with Indices only, page numbers; the
DocStructure outline repeats the law titles but is not page text; Law 7 crosses a page.
"""
import os, zipfile, hashlib
from xml.sax.saxutils import escape, quoteattr

HERE = os.path.dirname(os.path.abspath(__file__))
NAME = "laws7_8"
XPSNS = "http://schemas.microsoft.com/xps/2005/06"
REG = "/Resources/Fonts/5B0E2C91-7A3D-4F1E-8C62-0D9A4E71B3F2.odttf"
BOLD = "/Resources/Fonts/A7C41D08-2E9B-4B57-9F30-61E8D2C5A4B9.odttf"
SIZE = 10.5
STEP = 14.0   # line pitch in points
SPLIT = 200.0  # lower-part canvas origin in points

# line = list of (x_pt, text, bold)
def L(*runs):
    return list(runs)

M = 72.0  # left margin in points

pages = {
    (1, 1): {"pageno": "14", "lines": [
        L((M, "LAW 7", True)),
        L((M, "CONTROL OF BOARD AND CARDS", True)),
        None,
        L((M, "A.", True), (M + 18, "Placement of the Board", True)),
        L((M + 18, "The board remains in the centre of the table, correctly oriented, until", False)),
        L((M + 18, "play of the deal is complete.", False)),
        None,
        L((M, "B.", True), (M + 18, "Removal of Cards from the Board", True)),
        L((M + 18, "1.", False), (M + 36, "Each player takes a hand only from the pocket matching his own", False)),
        L((M + 36, "compass position.", False)),
        L((M + 18, "2.", False), (M + 36, "Before returning the cards to the board, a player:", False)),
        L((M + 36, "(a)", False), (M + 56, "shuffles his thirteen cards face down;", False)),
    ]},
    (1, 2): {"pageno": "15", "lines": [
        L((M + 36, "(b)", False), (M + 56, "places them in the pocket from which he took them.", False)),
        None,
        L((M, "C.", True), (M + 18, "Responsibility for Procedures", True)),
        L((M + 18, "Any contestant remaining at the table is answerable for proper handling", False)),
        L((M + 18, "of the cards until the next round is called.", False)),
    ]},
    (2, 1): {"pageno": "16", "lines": [
        L((M, "LAW 8", True)),
        L((M, "SEQUENCE OF ROUNDS", True)),
        None,
        L((M, "A.", True), (M + 18, "Movement of Players and Boards", True)),
        L((M + 18, "1.", False), (M + 36, "The Director instructs the players on the route each pair and each", False)),
        L((M + 36, "board will follow during the session.", False)),
        L((M + 18, "2.", False), (M + 36, "Unless told otherwise, North is responsible for carrying the boards", False)),
        L((M + 36, "to the next table.", False)),
        None,
        L((M, "B.", True), (M + 18, "End of a Round", True)),
        L((M + 18, "A round ends when the Director signals the start of the next one;", False)),
        L((M + 18, "until then players remain at their tables.", False)),
    ]},
}


def glyphs(doc, x, y, text, bold, size=SIZE):
    us = text
    if us.startswith("{"):
        us = "{}" + us
    font = "/Documents/%d%s" % (doc, BOLD if bold else REG)
    return ('<Glyphs Fill="#ff000000" FontUri=%s FontRenderingEmSize="%.2f" StyleSimulations="None" '
            'OriginX="%.2f" OriginY="%.2f" UnicodeString=%s />' % (quoteattr(font), size, x, y, quoteattr(us)))


def fpage(doc, key):
    info = pages[key]
    y = 110.0
    placed = []
    for line in info["lines"]:
        if line is not None:
            for (x, t, b) in line:
                placed.append((x, y, t, b))
        y += STEP
    upper = [p for p in placed if p[1] < SPLIT]
    lower = [p for p in placed if p[1] >= SPLIT]

    def canvas(items, dy):
        reg = [glyphs(doc, x, yy - dy, t, b) for (x, yy, t, b) in items if not b]
        bld = [glyphs(doc, x, yy - dy, t, b) for (x, yy, t, b) in items if b]
        return "\n".join(reg + bld)

    body = ""
    if lower:
        body += '<Canvas RenderTransform="1,0,0,1,0,%.0f">\n%s\n</Canvas>\n' % (SPLIT, canvas(lower, SPLIT))
    body += '<Canvas>\n%s\n</Canvas>\n' % canvas(upper, 0)
    furniture = (glyphs(doc, M, 48, "LAWS OF DUPLICATE BRIDGE 2017", False, 8) + "\n"
                 + glyphs(doc, 470, 48, "{Club copy}", False, 8) + "\n"
                 + '<Glyphs Fill="#ff7f7f7f" FontUri="/Documents/%d%s" FontRenderingEmSize="14" OriginX="300" OriginY="60" Indices="2871" />\n' % (doc, REG)
                 + glyphs(doc, 300, 750, "\u2014 %s \u2014" % info["pageno"], False, 8))
    return ('<FixedPage Width="816" Height="1056" xmlns="%s" xml:lang="en-GB">\n'
            '<Path Data="M 96,72 L 720,72" Stroke="#ff000000" StrokeThickness="0.5" />\n'
            '<Canvas RenderTransform="1.3333333,0,0,1.3333333,0,0">\n%s%s\n</Canvas>\n</FixedPage>\n'
            % (XPSNS, body, furniture))


def rels(items):
    s = '<?xml version="1.0" encoding="UTF-8"?>\n<Relationships xmlns="http://schemas.openxmlformats.org/package/2006/relationships">'
    for i, (typ, tgt) in enumerate(items):
        s += '<Relationship Type="%s" Target="%s" Id="R%d" />' % (typ, tgt, i)
    return s + "</Relationships>"

RES = "http://schemas.microsoft.com/xps/2005/06/required-resource"
font_bytes = lambda seed: hashlib.sha512(seed.encode()).digest() * 40  # stand-in obfuscated font data

parts = []
# document 2 first in the zip
for doc in (2, 1):
    keys = sorted(k for k in pages if k[0] == doc)
    fdoc = '<FixedDocument xmlns="%s">' % XPSNS
    for (_, pg) in keys:
        fdoc += '<PageContent Source="Pages/%d.fpage" Width="816" Height="1056">' % pg
        if pg == 1:
            fdoc += '<PageContent.LinkTargets><LinkTarget Name="Law%d" /></PageContent.LinkTargets>' % (6 + doc)
        fdoc += '</PageContent>'
    fdoc += '</FixedDocument>'
    for (_, pg) in keys:
        parts.append(("Documents/%d/Pages/%d.fpage" % (doc, pg), fpage(doc, (doc, pg))))
        parts.append(("Documents/%d/Pages/_rels/%d.fpage.rels" % (doc, pg),
                      rels([(RES, "../Resources/Fonts/" + REG.split("/")[-1]),
                            (RES, "../Resources/Fonts/" + BOLD.split("/")[-1])])))
    parts.append(("Documents/%d/FixedDocument.fdoc" % doc, fdoc))
    parts.append(("Documents/%d/_rels/FixedDocument.fdoc.rels" % doc,
                  rels([("http://schemas.microsoft.com/xps/2005/06/documentstructure", "Structure/DocStructure.struct")])))
    title = {1: "Law 7 \u2014 Control of Board and Cards", 2: "Law 8 \u2014 Sequence of Rounds"}[doc]
    parts.append(("Documents/%d/Structure/DocStructure.struct" % doc,
                  '<DocumentStructure xmlns="http://schemas.microsoft.com/xps/2005/06/documentstructure">'
                  '<DocumentStructure.Outline><DocumentOutline xml:lang="en-GB">'
                  '<OutlineEntry OutlineLevel="1" OutlineTarget="../FixedDocument.fdoc#Law%d" Description=%s />'
                  '</DocumentOutline></DocumentStructure.Outline></DocumentStructure>' % (6 + doc, quoteattr(title))))
    parts.append(("Documents/%d%s" % (doc, REG), font_bytes("reg%d" % doc)))
    parts.append(("Documents/%d%s" % (doc, BOLD), font_bytes("bold%d" % doc)))

parts.append(("FixedDocumentSequence.fdseq",
              '<FixedDocumentSequence xmlns="%s"><DocumentReference Source="Documents/1/FixedDocument.fdoc" />'
              '<DocumentReference Source="Documents/2/FixedDocument.fdoc" /></FixedDocumentSequence>' % XPSNS))
parts.append(("docProps/core.xml",
              '<?xml version="1.0" encoding="UTF-8"?><coreProperties xmlns="http://schemas.openxmlformats.org/package/2006/metadata/core-properties" '
              'xmlns:dc="http://purl.org/dc/elements/1.1/"><dc:title>Laws 7-8 (2017) - club handout</dc:title>'
              '<dc:creator>Microsoft XPS Document Writer</dc:creator></coreProperties>'))
parts.append(("Metadata/Job_PT.xml",
              '<?xml version="1.0" encoding="UTF-8"?><psf:PrintTicket xmlns:psf="http://schemas.microsoft.com/windows/2003/08/printing/printschemaframework" version="1" />'))
parts.append(("_rels/.rels", rels([
    ("http://schemas.microsoft.com/xps/2005/06/fixedrepresentation", "/FixedDocumentSequence.fdseq"),
    ("http://schemas.openxmlformats.org/package/2006/relationships/metadata/core-properties", "/docProps/core.xml"),
    ("http://schemas.microsoft.com/xps/2005/06/printticket", "/Metadata/Job_PT.xml")])))
parts.append(("[Content_Types].xml",
              '<?xml version="1.0" encoding="UTF-8"?><Types xmlns="http://schemas.openxmlformats.org/package/2006/content-types">'
              '<Default Extension="fdseq" ContentType="application/vnd.ms-package.xps-fixeddocumentsequence+xml" />'
              '<Default Extension="fdoc" ContentType="application/vnd.ms-package.xps-fixeddocument+xml" />'
              '<Default Extension="fpage" ContentType="application/vnd.ms-package.xps-fixedpage+xml" />'
              '<Default Extension="rels" ContentType="application/vnd.openxmlformats-package.relationships+xml" />'
              '<Default Extension="odttf" ContentType="application/vnd.ms-package.obfuscated-opentype" />'
              '<Default Extension="struct" ContentType="application/vnd.ms-package.xps-documentstructure+xml" />'
              '<Override PartName="/docProps/core.xml" ContentType="application/vnd.openxmlformats-package.core-properties+xml" />'
              '<Override PartName="/Metadata/Job_PT.xml" ContentType="application/vnd.ms-printing.printticket+xml" />'
              '</Types>'))

with zipfile.ZipFile(os.path.join(HERE, NAME + ".xps"), "w", zipfile.ZIP_DEFLATED) as z:
    for n, d in parts:
        z.writestr(n, d if isinstance(d, bytes) else d.encode("utf-8"))

EXPECTED = """\
edition: 2017
lang: en
units:
  - ref: "7"
    title: "CONTROL OF BOARD AND CARDS"
  - ref: "7A"
    title: "Placement of the Board"
    text: "The board remains in the centre of the table, correctly oriented,"
  - ref: "7B"
    title: "Removal of Cards from the Board"
  - ref: "7B1"
    title: null
    text: "Each player takes a hand only from the pocket matching"
  - ref: "7B2"
    title: null
    text: "Before returning the cards to the board, a player:"
  - ref: "7B2(A)"
    title: null
    text: "shuffles his thirteen cards face down;"
  - ref: "7B2(B)"
    title: null
    text: "places them in the pocket from which he took them."
  - ref: "7C"
    title: "Responsibility for Procedures"
    text: "Any contestant remaining at the table is answerable for proper handling"
  - ref: "8"
    title: "SEQUENCE OF ROUNDS"
  - ref: "8A"
    title: "Movement of Players and Boards"
  - ref: "8A1"
    title: null
    text: "The Director instructs the players on the route each pair"
  - ref: "8A2"
    title: null
    text: "Unless told otherwise, North is responsible for carrying the boards"
  - ref: "8B"
    title: "End of a Round"
    text: "A round ends when the Director signals the start"
footnotes: 0
furniture:
  - "LAWS OF DUPLICATE BRIDGE 2017"
  - "{Club copy}"
  - "\u2014 14 \u2014"
  - "\u2014 16 \u2014"
"""
with open(os.path.join(HERE, NAME + ".expected.yaml"), "w", encoding="utf-8") as f:
    f.write(EXPECTED)
print("wrote", NAME + ".xps")
