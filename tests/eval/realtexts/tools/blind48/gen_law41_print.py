#!/usr/bin/env python3
"""XPS document as "Microsoft XPS Document Writer" prints a Word file:
an OPC zip; the pages are FixedPage XML where every printed line (and
every font change inside a line) is a <Glyphs> element whose text is the
UnicodeString attribute, placed by OriginX/OriginY.  Bold labels are
separate Glyphs from the titles; item labels are separate Glyphs from
their text; the running header and the page footer are drawn last in the
markup although they sit at the top/bottom of the page; ligature
clusters appear in Indices; the zip stores page 2 before page 1 (the
order is given only by the FixedDocument); the law crosses the page
break in mid-sentence and words are hyphenated at line ends."""
import os
import uuid
import zipfile
from html import escape

from _common import HERE, U, hyph_cut, write_expected

NAME = "law41_print"

LAW = [
    U("41", "LAW 41", "COMMENCEMENT OF PLAY", None),
    U("41A", "A.", "Face-down Opening Lead",
      "When the auction has closed, the defender on declarer's left makes "
      "the opening lead by placing his card face down on the table, unless "
      "the sponsoring organization provides otherwise."),
    U("41B", "B.", "Statement of the Contract",
      "Before the lead is turned face up, either defender may ask that the "
      "final contract be stated, and declarer may confirm whether it was "
      "doubled or redoubled."),
    U("41C", "C.", "Opening Lead Faced",
      "The card is then turned face up and the dummy spreads his hand in "
      "front of him on the table:"),
    U("41C1", "1.", None,
      "in columns arranged by suit, each pointing towards declarer, with "
      "trumps placed on dummy's right;"),
    U("41C2", "2.", None,
      "with the cards of each suit sorted by rank and overlapping so that "
      "every one of them remains clearly visible."),
    U("41D", "D.", "Dummy's Hand", None),
    U("41D1", "1.", None,
      "Once dummy's hand is spread, declarer alone directs the play of its "
      "cards until the last trick of the deal has been quitted."),
    U("41D2", "2.", None,
      "Dummy may not take part in the play except as Law 42 expressly "
      "permits, and in particular:"),
    U("41D2(A)", "(a)", None,
      "he may not suggest a card to declarer by word, gesture or any "
      "other means;"),
    U("41D2(B)", "(b)", None,
      "he may nevertheless warn declarer against leading from the wrong "
      "hand at the first opportunity."),
]

NS = "http://schemas.microsoft.com/xps/2005/06"
FONT_R = "/Documents/1/Resources/Fonts/%s.odttf" % str(
    uuid.UUID("3f2a9c1e-77b4-4e0d-9a51-0c8d2b6e4f10")).upper()
FONT_B = "/Documents/1/Resources/Fonts/%s.odttf" % str(
    uuid.UUID("b91d07aa-2c3e-4f58-8e6a-51f0d9c3a2b7")).upper()
FONT_I = "/Documents/1/Resources/Fonts/%s.odttf" % str(
    uuid.UUID("0c55e2d8-9f14-4b7a-a3c6-e28d41b9705f")).upper()
EM = 14.6667
CHARW = 7.1
LEFT = 96.0
MAXC = 84


def glyphs(x, y, s, font=FONT_R, em=EM):
    attrs = ('Fill="#ff000000" FontUri="%s" FontRenderingEmSize="%.4f" '
             'StyleSimulations="None" OriginX="%.2f" OriginY="%.2f"'
             % (font, em, x, y))
    i = s.find("fi")
    if i >= 0:
        n = len(s) - 1
        attrs += ' Indices="%s(2:1)191%s"' % (";" * i, ";" * (n - i - 1))
    if s.startswith("{"):
        s = "{}" + s
    return '<Glyphs %s UnicodeString="%s" />' % (attrs, escape(s, quote=True))


def wrap(words, maxc, hyph_after=12):
    lines, cur, n = [], [], 0
    for w in words:
        if cur and n + 1 + len(w) > maxc:
            lines.append(cur)
            cur, n = [], 0
        cur.append(w)
        n += len(w) + (1 if len(cur) > 1 else 0)
    lines.append(cur)
    seen = 0
    for i in range(len(lines) - 1):
        seen += len(lines[i])
        w = lines[i + 1][0]
        cut = hyph_cut(w)
        if seen > hyph_after and cut:
            lines[i].append(w[:cut] + "-")
            lines[i + 1][0] = w[cut:]
            break
    return [" ".join(l) for l in lines]


def build_lines():
    """Returns list of 'rows'; a row is a list of (x, text, font) runs."""
    rows = []
    for u in LAW:
        lv = u["level"]
        if lv == 0:
            rows.append(("gap", None))
            rows.append(("center", [(None, u["label"], FONT_B)]))
            rows.append(("center", [(None, u["title"], FONT_B)]))
            rows.append(("gap", None))
        elif lv == 1:
            rows.append(("gap", None))
            rows.append(("row", [(LEFT, u["label"], FONT_B),
                                 (LEFT + 24, u["title"], FONT_B)]))
            if u["text"]:
                for ln in wrap(u["text"].split(), MAXC - 4):
                    rows.append(("row", [(LEFT + 24, ln, FONT_R)]))
        else:
            ind = LEFT + (24 if lv == 2 else 48)
            lines = wrap(u["text"].split(), MAXC - (8 if lv == 2 else 12))
            for k, ln in enumerate(lines):
                runs = []
                if k == 0:
                    runs.append((ind, u["label"], FONT_R))
                # an italic cross-reference is its own Glyphs run
                if "Law 42" in ln:
                    a, b = ln.split("Law 42", 1)
                    x = ind + 24
                    runs.append((x, a, FONT_R))
                    x += len(a) * CHARW
                    runs.append((x, "Law 42", FONT_I))
                    x += 6 * CHARW
                    runs.append((x, b, FONT_R))
                else:
                    runs.append((ind + 24, ln, FONT_R))
                rows.append(("row", runs))
    return rows


def page_xml(rows, pagenum):
    out = []
    y = 130.0
    for kind, runs in rows:
        if kind == "gap":
            y += 10
            continue
        for x, s, f in runs:
            if x is None:
                x = LEFT + (624 - len(s) * CHARW * 1.1) / 2
            out.append(glyphs(x, y, s, f, EM if kind == "row" else 16.0))
        y += 19.5
    # header / footer drawn after the body
    out.append(glyphs(LEFT, 62.0, "Laws of Duplicate Contract Bridge (1997)"
                      " \u2014 Westbrook B.C. reprint", FONT_I, 12.0))
    out.append(glyphs(LEFT + 540, 62.0, "rev. 3", FONT_I, 12.0))
    out.append(glyphs(LEFT + 290, 1010.0, "\u2013 %d \u2013" % pagenum,
                      FONT_R, 12.0))
    return ('<FixedPage Width="816" Height="1056" xmlns="%s" '
            'xml:lang="en-GB"><Canvas RenderTransform="1,0,0,1,0,0">%s'
            '</Canvas></FixedPage>' % (NS, "".join(out)))


def rels(items):
    return ('<?xml version="1.0" encoding="utf-8"?><Relationships xmlns='
            '"http://schemas.openxmlformats.org/package/2006/relationships">'
            + "".join('<Relationship Type="%s" Target="%s" Id="%s" />'
                      % (t, tg, i) for t, tg, i in items) +
            '</Relationships>')


def main():
    rows = build_lines()
    # page break in the middle of 41D1's text
    idx = [i for i, (k, r) in enumerate(rows)
           if k == "row" and r[0][1] == "1." and r[0][0] == LEFT + 24]
    cut = idx[-1] + 1
    p1, p2 = rows[:cut], rows[cut:]
    ct = ('<?xml version="1.0" encoding="utf-8"?><Types xmlns="http://'
          'schemas.openxmlformats.org/package/2006/content-types">'
          '<Default Extension="fdseq" ContentType="application/vnd.ms-'
          'package.xps-fixeddocumentsequence+xml" />'
          '<Default Extension="fdoc" ContentType="application/vnd.ms-'
          'package.xps-fixeddocument+xml" />'
          '<Default Extension="fpage" ContentType="application/vnd.ms-'
          'package.xps-fixedpage+xml" />'
          '<Default Extension="rels" ContentType="application/vnd.'
          'openxmlformats-package.relationships+xml" />'
          '<Default Extension="odttf" ContentType="application/vnd.ms-'
          'package.obfuscated-opentype" />'
          '<Default Extension="xml" ContentType="application/vnd.'
          'openxmlformats-package.core-properties+xml" /></Types>')
    fdseq = ('<FixedDocumentSequence xmlns="%s"><DocumentReference '
             'Source="/Documents/1/FixedDoc.fdoc" /></FixedDocumentSequence>'
             % NS)
    fdoc = ('<FixedDocument xmlns="%s"><PageContent '
            'Source="/Documents/1/Pages/1.fpage" Width="816" Height="1056" />'
            '<PageContent Source="/Documents/1/Pages/2.fpage" Width="816" '
            'Height="1056" /></FixedDocument>' % NS)
    core = ('<?xml version="1.0" encoding="utf-8"?><coreProperties xmlns='
            '"http://schemas.openxmlformats.org/package/2006/metadata/'
            'core-properties" xmlns:dc="http://purl.org/dc/elements/1.1/" '
            'xmlns:dcterms="http://purl.org/dc/terms/"><dc:title>'
            'Microsoft Word - LAW41.DOC</dc:title><dc:creator>Club Secretary'
            '</dc:creator><dcterms:created>2004-11-02T18:31:05Z'
            '</dcterms:created></coreProperties>')
    page_rels = rels([("http://schemas.microsoft.com/xps/2005/06/required-"
                       "resource", f, "R%d" % i)
                      for i, f in enumerate((FONT_R, FONT_B, FONT_I))])
    font_bytes = bytes((i * 37 + 11) % 256 for i in range(2048))
    dt = (2004, 11, 2, 18, 31, 6)
    path = os.path.join(HERE, NAME + ".xps")
    with zipfile.ZipFile(path, "w", zipfile.ZIP_DEFLATED) as z:
        def put(n, d):
            z.writestr(zipfile.ZipInfo(n, dt), d, zipfile.ZIP_DEFLATED)
        put("[Content_Types].xml", ct)
        put("_rels/.rels", rels([
            ("http://schemas.microsoft.com/xps/2005/06/fixedrepresentation",
             "/FixedDocSeq.fdseq", "R0"),
            ("http://schemas.openxmlformats.org/package/2006/relationships/"
             "metadata/core-properties", "/docProps/core.xml", "R1")]))
        put("FixedDocSeq.fdseq", fdseq)
        put("Documents/1/FixedDoc.fdoc", fdoc)
        # page 2 stored before page 1
        put("Documents/1/Pages/2.fpage", page_xml(p2, 2))
        put("Documents/1/Pages/_rels/2.fpage.rels", page_rels)
        put("Documents/1/Pages/1.fpage", page_xml(p1, 1))
        put("Documents/1/Pages/_rels/1.fpage.rels", page_rels)
        for f in (FONT_R, FONT_B, FONT_I):
            put(f.lstrip("/"), font_bytes)
        put("docProps/core.xml", core)
    write_expected(NAME, 1997, "en", LAW, furniture=[
        "Laws of Duplicate Contract Bridge (1997) \u2014 Westbrook B.C. reprint",
        "rev. 3",
        "\u2013 1 \u2013",
        "Microsoft Word - LAW41.DOC",
    ])


if __name__ == "__main__":
    main()
