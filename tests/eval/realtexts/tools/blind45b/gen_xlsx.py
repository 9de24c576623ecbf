"""2. A county's Tournament Directors' appeals checklist as Excel keeps it (.xlsx), English, Law 93
(1997). Written with zipfile and SpreadsheetML of its own, as Excel 2016 saves a workbook:
- the law's header is a FORMULA (="LAW "&Setup!B1&" — "&UPPER(Setup!B2)) whose cached value is
  the only place "LAW 93 — PROCEDURES OF APPEAL" is written; the number and the mixed-case title
  sit on a hidden sheet "Setup" (the checklist is a template used for several laws);
- one unit a row under headings "Step | § | No. | Item | Heading | Wording of the Law | 1987
  wording | Done | TD note"; the Step column is a shared formula =ROW()-4 (1, 2, 3 ...); the
  section letter is typed once in a cell merged down the section's rows (B6:B12); the subsection
  numbers are the numbers 1, 2, 3 drawn as "1." by the number format 0"." ; items typed "(a)";
- a hidden column G with a 1987 wording, a hidden row 10 with an item struck from the sheet;
- 93A's wording a rich-text string split into runs mid-sentence; Done as TRUE/FALSE; a count of
  steps done by formula under the table; a second visible sheet "Appeal log" citing "93B2(a)"
  with dates as serial numbers; a print header and footer (not shown in the sheet view).
Sentences invented."""
import datetime
import os
import sys
import zipfile

sys.path.insert(0, os.path.dirname(__file__))
from laws45b import L93, OLD93, HIDDEN93, OUT, by, write_expected  # noqa

NAME = "td-checklist-xlsx-law93-1997"
u = by(L93)

SST = []


def esc(s):
    return s.replace("&", "&amp;").replace("<", "&lt;").replace(">", "&gt;").replace('"', "&quot;")


def ss(item):
    """Index of a shared string; item a str or a list of (text, bold) runs."""
    if item not in SST:
        SST.append(item)
    return SST.index(item)


def sst_xml():
    out = []
    for it in SST:
        if isinstance(it, str):
            sp = ' xml:space="preserve"' if it != it.strip() else ""
            out.append(f"<si><t{sp}>{esc(it)}</t></si>")
        else:
            rs = []
            for t, b in it:
                rpr = ('<rPr><b/><sz val="11"/><color theme="1"/><rFont val="Calibri"/><family val="2"/>'
                       '<scheme val="minor"/></rPr>' if b else
                       '<rPr><sz val="11"/><color theme="1"/><rFont val="Calibri"/><family val="2"/>'
                       '<scheme val="minor"/></rPr>')
                rs.append(f'<r>{rpr}<t xml:space="preserve">{esc(t)}</t></r>')
            out.append("<si>" + "".join(rs) + "</si>")
    n = len(SST)
    return ('<?xml version="1.0" encoding="UTF-8" standalone="yes"?>\r\n'
            '<sst xmlns="http://schemas.openxmlformats.org/spreadsheetml/2006/main" '
            f'count="{n + 6}" uniqueCount="{n}">' + "".join(out) + "</sst>")


# styles: 0 default, 1 bold 14 title, 2 header (bold, fill, border), 3 wrap top, 4 0"." centre top,
# 5 italic grey, 6 date dd/mm/yyyy, 7 bold wrap top, 8 centre top, 9 bold
STYLES = """<?xml version="1.0" encoding="UTF-8" standalone="yes"?>\r
<styleSheet xmlns="http://schemas.openxmlformats.org/spreadsheetml/2006/main" xmlns:mc="http://schemas.openxmlformats.org/markup-compatibility/2006" mc:Ignorable="x14ac x16r2" xmlns:x14ac="http://schemas.microsoft.com/office/spreadsheetml/2009/9/ac" xmlns:x16r2="http://schemas.microsoft.com/office/spreadsheetml/2015/02/main"><numFmts count="2"><numFmt numFmtId="164" formatCode="0&quot;.&quot;"/><numFmt numFmtId="165" formatCode="dd/mm/yyyy"/></numFmts><fonts count="5" x14ac:knownFonts="1"><font><sz val="11"/><color theme="1"/><name val="Calibri"/><family val="2"/><scheme val="minor"/></font><font><b/><sz val="14"/><color theme="1"/><name val="Calibri"/><family val="2"/><scheme val="minor"/></font><font><b/><sz val="11"/><color theme="1"/><name val="Calibri"/><family val="2"/><scheme val="minor"/></font><font><i/><sz val="10"/><color rgb="FF7F7F7F"/><name val="Calibri"/><family val="2"/><scheme val="minor"/></font><font><sz val="10"/><color theme="1"/><name val="Calibri"/><family val="2"/><scheme val="minor"/></font></fonts><fills count="3"><fill><patternFill patternType="none"/></fill><fill><patternFill patternType="gray125"/></fill><fill><patternFill patternType="solid"><fgColor rgb="FFD9E1F2"/><bgColor indexed="64"/></patternFill></fill></fills><borders count="2"><border><left/><right/><top/><bottom/><diagonal/></border><border><left/><right/><top/><bottom style="thin"><color indexed="64"/></bottom><diagonal/></border></borders><cellStyleXfs count="1"><xf numFmtId="0" fontId="0" fillId="0" borderId="0"/></cellStyleXfs><cellXfs count="10"><xf numFmtId="0" fontId="0" fillId="0" borderId="0" xfId="0"/><xf numFmtId="0" fontId="1" fillId="0" borderId="0" xfId="0" applyFont="1"/><xf numFmtId="0" fontId="2" fillId="2" borderId="1" xfId="0" applyFont="1" applyFill="1" applyBorder="1" applyAlignment="1"><alignment horizontal="center" vertical="center" wrapText="1"/></xf><xf numFmtId="0" fontId="0" fillId="0" borderId="0" xfId="0" applyAlignment="1"><alignment vertical="top" wrapText="1"/></xf><xf numFmtId="164" fontId="0" fillId="0" borderId="0" xfId="0" applyNumberFormat="1" applyAlignment="1"><alignment horizontal="center" vertical="top"/></xf><xf numFmtId="0" fontId="3" fillId="0" borderId="0" xfId="0" applyFont="1" applyAlignment="1"><alignment vertical="top" wrapText="1"/></xf><xf numFmtId="165" fontId="4" fillId="0" borderId="0" xfId="0" applyNumberFormat="1" applyFont="1"/><xf numFmtId="0" fontId="2" fillId="0" borderId="0" xfId="0" applyFont="1" applyAlignment="1"><alignment vertical="top" wrapText="1"/></xf><xf numFmtId="0" fontId="0" fillId="0" borderId="0" xfId="0" applyAlignment="1"><alignment horizontal="center" vertical="top"/></xf><xf numFmtId="0" fontId="2" fillId="0" borderId="0" xfId="0" applyFont="1"/></cellXfs><cellStyles count="1"><cellStyle name="Normal" xfId="0" builtinId="0"/></cellStyles><dxfs count="0"/><tableStyles count="0" defaultTableStyle="TableStyleMedium2" defaultPivotStyle="PivotStyleLight16"/></styleSheet>"""


def cell(ref, v, s=0):
    """v: str -> shared string; list -> rich shared string; bool; int/float; ('f', formula, cached,
    kind) -> formula with its cached value; ('sf', si, cached) -> a shared formula's follower."""
    if v is None:
        return f'<c r="{ref}" s="{s}"/>' if s else ""
    if isinstance(v, bool):
        return f'<c r="{ref}" s="{s}" t="b"><v>{int(v)}</v></c>'
    if isinstance(v, (int, float)):
        return f'<c r="{ref}" s="{s}"><v>{v}</v></c>'
    if isinstance(v, tuple) and v[0] == "f":
        _, f, cached, kind = v
        t = ' t="str"' if kind == "str" else ""
        return f'<c r="{ref}" s="{s}"{t}><f>{esc(f)}</f><v>{esc(str(cached))}</v></c>'
    if isinstance(v, tuple) and v[0] == "sfm":          # shared formula master
        _, f, rng, si, cached = v
        return f'<c r="{ref}" s="{s}"><f t="shared" ref="{rng}" si="{si}">{esc(f)}</f><v>{cached}</v></c>'
    if isinstance(v, tuple) and v[0] == "sf":
        _, si, cached = v
        return f'<c r="{ref}" s="{s}"><f t="shared" si="{si}"/><v>{cached}</v></c>'
    return f'<c r="{ref}" s="{s}" t="s"><v>{ss(v)}</v></c>'


def row(r, cells, ht=None, hidden=False, spans="1:9"):
    attrs = f' r="{r}" spans="{spans}"'
    if ht:
        attrs += f' ht="{ht}"' + (' customHeight="1"' if r < 5 else "")
    if hidden:
        attrs += ' hidden="1"'
    attrs += ' x14ac:dyDescent="0.25"'
    return f"<row{attrs}>" + "".join(cell(f"{c}{r}", v, s) for c, v, s in cells) + "</row>"


SHEET_HEAD = ('<?xml version="1.0" encoding="UTF-8" standalone="yes"?>\r\n'
              '<worksheet xmlns="http://schemas.openxmlformats.org/spreadsheetml/2006/main" '
              'xmlns:r="http://schemas.openxmlformats.org/officeDocument/2006/relationships" '
              'xmlns:mc="http://schemas.openxmlformats.org/markup-compatibility/2006" '
              'mc:Ignorable="x14ac xr xr2 xr3" '
              'xmlns:x14ac="http://schemas.microsoft.com/office/spreadsheetml/2009/9/ac" '
              'xmlns:xr="http://schemas.microsoft.com/office/spreadsheetml/2014/revision" '
              'xmlns:xr2="http://schemas.microsoft.com/office/spreadsheetml/2015/revision2" '
              'xmlns:xr3="http://schemas.microsoft.com/office/spreadsheetml/2016/revision3" '
              'xr:uid="{3C1F0A2B-7D4E-4B7A-9E21-5A6C8D0F1B%s}">')


def sheet1():
    rows = []
    rows.append(row(1, [("A", "HAMPDEN COUNTY BRIDGE ASSOCIATION — Tournament Directors", 1)], ht=21))
    rows.append(row(2, [("A", ("f", '"LAW "&Setup!B1&" — "&UPPER(Setup!B2)',
                               "LAW 93 — PROCEDURES OF APPEAL", "str"), 1),
                        ("H", "Edition:", 9), ("I", 1997, 8)], ht=21))
    rows.append(row(3, [("A", "Work down the sheet in order. Tick Done when each step is complete and "
                              "note anything unusual; keep the sheet with the appeal form.", 5)], ht=30))
    heads = ["Step", "§", "No.", "Item", "Heading", "Wording of the Law", "1987 wording", "Done",
             "TD note"]
    rows.append(row(4, [(c, h, 2) for c, h in zip("ABCDEFGHI", heads)], ht=18))
    a_runs = [("An appeal", True),
              (" is first heard by the Director in charge of the session, who may confirm or vary the "
               "ruling of the table Director before any committee is convened.", False)]
    assert "".join(t for t, _ in a_runs) == u["93A"].text
    spec = [  # row, step, section, sub, item, heading, wording, 1987, done, note, hidden
        (5, "A", None, None, "93A", a_runs, OLD93["93A"], True, "Mrs Okafor on duty Sat.", False),
        (6, "B", None, None, "93B", None, OLD93["93B"], True, None, False),
        (7, None, 1, None, "93B1", None, None, False, None, False),
        (8, None, 2, None, "93B2", None, None, False, "Committee of 3 if we can find them", False),
        (9, None, None, "(a)", "93B2(A)", None, None, False, None, False),
        (10, None, None, "(b)", None, HIDDEN93, None, False, "struck out Jan 2001", True),
        (11, None, None, "(b)", "93B2(B)", None, None, False, None, False),
        (12, None, 3, None, "93B3", None, None, False, "Form AP2 is in the TD box", False),
        (13, "C", None, None, "93C", None, None, False, None, False),
    ]
    for r, sec, sub, item, ref, wording, old, done, note, hidden in spec:
        unit = u.get(ref) if ref else None
        step = ("sfm", "ROW()-4", "A5:A13", 0, r - 4) if r == 5 else ("sf", 0, r - 4)
        w = wording if wording is not None else unit.text
        rows.append(row(r, [("A", step, 8), ("B", sec, 8), ("C", sub, 4), ("D", item, 8),
                            ("E", unit.title if unit and unit.title else None, 7),
                            ("F", w, 3), ("G", old, 5), ("H", done, 8), ("I", note, 3)],
                        ht=15 * max(1, -(-len(unit.text if unit else HIDDEN93) // 66)), hidden=hidden))
    rows.append(row(15, [("E", "Steps done", 9),
                         ("F", ("f", 'COUNTIF(H5:H13,TRUE)&" of "&SUBTOTAL(103,F5:F13)', "2 of 8", "str"), 0)]))
    rows.append(row(17, [("E", "Director (sign)", 0), ("F", "______________________", 0),
                         ("H", "Date", 0), ("I", "____________", 0)]))
    cols = ('<cols><col min="1" max="1" width="5.7109375" customWidth="1"/>'
            '<col min="2" max="2" width="4.140625" customWidth="1"/>'
            '<col min="3" max="4" width="5.7109375" customWidth="1"/>'
            '<col min="5" max="5" width="22.7109375" customWidth="1"/>'
            '<col min="6" max="6" width="62.7109375" customWidth="1"/>'
            '<col min="7" max="7" width="40.7109375" hidden="1" customWidth="1"/>'
            '<col min="8" max="8" width="6.7109375" customWidth="1"/>'
            '<col min="9" max="9" width="24.7109375" customWidth="1"/></cols>')
    return (SHEET_HEAD % "01" +
            '<sheetPr><pageSetUpPr fitToPage="1"/></sheetPr><dimension ref="A1:I17"/>'
            '<sheetViews><sheetView tabSelected="1" zoomScale="110" zoomScaleNormal="110" workbookViewId="0">'
            '<pane ySplit="4" topLeftCell="A5" activePane="bottomLeft" state="frozen"/>'
            '<selection pane="bottomLeft" activeCell="H7" sqref="H7"/></sheetView></sheetViews>'
            '<sheetFormatPr defaultRowHeight="15" x14ac:dyDescent="0.25"/>' + cols +
            "<sheetData>" + "".join(rows) + "</sheetData>"
            '<autoFilter ref="A4:I13"/>'
            '<mergeCells count="4"><mergeCell ref="A1:I1"/><mergeCell ref="A2:F2"/>'
            '<mergeCell ref="A3:I3"/><mergeCell ref="B6:B12"/></mergeCells>'
            '<dataValidations count="1"><dataValidation type="list" allowBlank="1" showInputMessage="1" '
            'showErrorMessage="1" sqref="H5:H13"><formula1>Setup!$B$4:$B$5</formula1></dataValidation>'
            '</dataValidations>'
            '<pageMargins left="0.5" right="0.5" top="0.75" bottom="0.75" header="0.3" footer="0.3"/>'
            '<pageSetup paperSize="9" orientation="landscape" fitToHeight="0" r:id="rId1"/>'
            '<headerFooter><oddHeader>&amp;L&amp;"-,Bold"Hampden County BA&amp;RTD appeals checklist</oddHeader>'
            '<oddFooter>&amp;LRev. 3, March 2004&amp;CPage &amp;P of &amp;N</oddFooter></headerFooter>'
            "</worksheet>")


def serial(d):
    return (d - datetime.date(1899, 12, 30)).days


def sheet2():
    rows = [row(1, [(c, h, 2) for c, h in zip("ABCDEF", ["Date", "Event", "Board", "Law", "Ruling",
                                                         "Outcome"])], spans="1:6")]
    data = [(datetime.date(2004, 3, 14), "Spring Pairs", 17, "93B2(a)",
             "Director: score stands", "Committee upheld the ruling"),
            (datetime.date(2004, 4, 11), "County Teams", 5, "93A",
             "Adjusted to 3NT one down", "Appeal withdrawn"),
            (datetime.date(2004, 5, 2), "Swiss Pairs", 22, "93C",
             "Director: no adjustment", "Referred to national authority")]
    for i, (d, ev, bd, law, rul, out) in enumerate(data, start=2):
        rows.append(row(i, [("A", serial(d), 6), ("B", ev, 0), ("C", bd, 8), ("D", law, 8),
                            ("E", rul, 3), ("F", out, 3)], spans="1:6"))
    return (SHEET_HEAD % "02" + '<dimension ref="A1:F4"/><sheetViews><sheetView workbookViewId="0"/>'
            '</sheetViews><sheetFormatPr defaultRowHeight="15" x14ac:dyDescent="0.25"/>'
            '<cols><col min="1" max="1" width="11.7109375" customWidth="1"/><col min="2" max="2" '
            'width="14.7109375" customWidth="1"/><col min="5" max="6" width="30.7109375" customWidth="1"/></cols>'
            "<sheetData>" + "".join(rows) + "</sheetData>"
            '<pageMargins left="0.7" right="0.7" top="0.75" bottom="0.75" header="0.3" footer="0.3"/>'
            "</worksheet>")


def sheet3():
    rows = [row(1, [("A", "Law no.", 9), ("B", 93, 0)], spans="1:2"),
            row(2, [("A", "Law title", 9), ("B", "Procedures of Appeal", 0)], spans="1:2"),
            row(4, [("A", "Done list", 9), ("B", True, 0)], spans="1:2"),
            row(5, [("B", False, 0)], spans="1:2")]
    return (SHEET_HEAD % "03" + '<dimension ref="A1:B5"/><sheetViews><sheetView workbookViewId="0"/>'
            '</sheetViews><sheetFormatPr defaultRowHeight="15" x14ac:dyDescent="0.25"/>'
            "<sheetData>" + "".join(rows) + "</sheetData>"
            '<pageMargins left="0.7" right="0.7" top="0.75" bottom="0.75" header="0.3" footer="0.3"/>'
            "</worksheet>")


def main():
    s1, s2, s3 = sheet1(), sheet2(), sheet3()
    CT = ('<?xml version="1.0" encoding="UTF-8" standalone="yes"?>\r\n'
          '<Types xmlns="http://schemas.openxmlformats.org/package/2006/content-types">'
          '<Default Extension="bin" ContentType="application/vnd.openxmlformats-officedocument.spreadsheetml.printerSettings"/>'
          '<Default Extension="rels" ContentType="application/vnd.openxmlformats-package.relationships+xml"/>'
          '<Default Extension="xml" ContentType="application/xml"/>'
          '<Override PartName="/xl/workbook.xml" ContentType="application/vnd.openxmlformats-officedocument.spreadsheetml.sheet.main+xml"/>'
          + "".join(f'<Override PartName="/xl/worksheets/sheet{i}.xml" ContentType="application/vnd.openxmlformats-officedocument.spreadsheetml.worksheet+xml"/>' for i in (1, 2, 3)) +
          '<Override PartName="/xl/styles.xml" ContentType="application/vnd.openxmlformats-officedocument.spreadsheetml.styles+xml"/>'
          '<Override PartName="/xl/sharedStrings.xml" ContentType="application/vnd.openxmlformats-officedocument.spreadsheetml.sharedStrings+xml"/>'
          '<Override PartName="/docProps/core.xml" ContentType="application/vnd.openxmlformats-package.core-properties+xml"/>'
          '<Override PartName="/docProps/app.xml" ContentType="application/vnd.openxmlformats-officedocument.extended-properties+xml"/>'
          "</Types>")
    RELS = ('<?xml version="1.0" encoding="UTF-8" standalone="yes"?>\r\n'
            '<Relationships xmlns="http://schemas.openxmlformats.org/package/2006/relationships">'
            '<Relationship Id="rId3" Type="http://schemas.openxmlformats.org/officeDocument/2006/relationships/extended-properties" Target="docProps/app.xml"/>'
            '<Relationship Id="rId2" Type="http://schemas.openxmlformats.org/package/2006/relationships/metadata/core-properties" Target="docProps/core.xml"/>'
            '<Relationship Id="rId1" Type="http://schemas.openxmlformats.org/officeDocument/2006/relationships/officeDocument" Target="xl/workbook.xml"/>'
            "</Relationships>")
    WB = ('<?xml version="1.0" encoding="UTF-8" standalone="yes"?>\r\n'
          '<workbook xmlns="http://schemas.openxmlformats.org/spreadsheetml/2006/main" '
          'xmlns:r="http://schemas.openxmlformats.org/officeDocument/2006/relationships">'
          '<fileVersion appName="xl" lastEdited="7" lowestEdited="6" rupBuild="22228"/>'
          '<workbookPr defaultThemeVersion="164011"/>'
          '<bookViews><workbookView xWindow="0" yWindow="0" windowWidth="28800" windowHeight="12300" '
          'activeTab="0"/></bookViews>'
          '<sheets><sheet name="Checklist" sheetId="1" r:id="rId1"/>'
          '<sheet name="Appeal log" sheetId="2" r:id="rId2"/>'
          '<sheet name="Setup" sheetId="4" state="hidden" r:id="rId3"/></sheets>'
          '<definedNames><definedName name="_xlnm._FilterDatabase" localSheetId="0" hidden="1">'
          "Checklist!$A$4:$I$13</definedName>"
          '<definedName name="_xlnm.Print_Area" localSheetId="0">Checklist!$A$1:$I$17</definedName>'
          '<definedName name="_xlnm.Print_Titles" localSheetId="0">Checklist!$4:$4</definedName>'
          '</definedNames><calcPr calcId="171027"/></workbook>')
    WBRELS = ('<?xml version="1.0" encoding="UTF-8" standalone="yes"?>\r\n'
              '<Relationships xmlns="http://schemas.openxmlformats.org/package/2006/relationships">'
              + "".join(f'<Relationship Id="rId{i}" Type="http://schemas.openxmlformats.org/officeDocument/2006/relationships/worksheet" Target="worksheets/sheet{i}.xml"/>' for i in (1, 2, 3)) +
              '<Relationship Id="rId4" Type="http://schemas.openxmlformats.org/officeDocument/2006/relationships/styles" Target="styles.xml"/>'
              '<Relationship Id="rId5" Type="http://schemas.openxmlformats.org/officeDocument/2006/relationships/sharedStrings" Target="sharedStrings.xml"/>'
              "</Relationships>")
    S1RELS = ('<?xml version="1.0" encoding="UTF-8" standalone="yes"?>\r\n'
              '<Relationships xmlns="http://schemas.openxmlformats.org/package/2006/relationships">'
              '<Relationship Id="rId1" Type="http://schemas.openxmlformats.org/officeDocument/2006/relationships/printerSettings" Target="../printerSettings/printerSettings1.bin"/>'
              "</Relationships>")
    CORE = ('<?xml version="1.0" encoding="UTF-8" standalone="yes"?>\r\n'
            '<cp:coreProperties xmlns:cp="http://schemas.openxmlformats.org/package/2006/metadata/core-properties" '
            'xmlns:dc="http://purl.org/dc/elements/1.1/" xmlns:dcterms="http://purl.org/dc/terms/" '
            'xmlns:dcmitype="http://purl.org/dc/dcmitype/" xmlns:xsi="http://www.w3.org/2001/XMLSchema-instance">'
            "<dc:title>TD appeals checklist</dc:title><dc:creator>G. Whitlock</dc:creator>"
            "<cp:lastModifiedBy>Hampden TD</cp:lastModifiedBy>"
            '<dcterms:created xsi:type="dcterms:W3CDTF">2001-01-14T10:12:00Z</dcterms:created>'
            '<dcterms:modified xsi:type="dcterms:W3CDTF">2004-05-02T18:40:31Z</dcterms:modified>'
            "</cp:coreProperties>")
    APP = ('<?xml version="1.0" encoding="UTF-8" standalone="yes"?>\r\n'
           '<Properties xmlns="http://schemas.openxmlformats.org/officeDocument/2006/extended-properties" '
           'xmlns:vt="http://schemas.openxmlformats.org/officeDocument/2006/docPropsVTypes">'
           "<Application>Microsoft Excel</Application><DocSecurity>0</DocSecurity><ScaleCrop>false</ScaleCrop>"
           "<HeadingPairs><vt:vector size=\"4\" baseType=\"variant\"><vt:variant><vt:lpstr>Worksheets</vt:lpstr>"
           "</vt:variant><vt:variant><vt:i4>3</vt:i4></vt:variant><vt:variant><vt:lpstr>Named Ranges</vt:lpstr>"
           "</vt:variant><vt:variant><vt:i4>2</vt:i4></vt:variant></vt:vector></HeadingPairs>"
           '<TitlesOfParts><vt:vector size="5" baseType="lpstr"><vt:lpstr>Checklist</vt:lpstr>'
           "<vt:lpstr>Appeal log</vt:lpstr><vt:lpstr>Setup</vt:lpstr><vt:lpstr>Checklist!Print_Area</vt:lpstr>"
           "<vt:lpstr>Checklist!Print_Titles</vt:lpstr></vt:vector></TitlesOfParts>"
           "<Company>Hampden County Bridge Association</Company><LinksUpToDate>false</LinksUpToDate>"
           "<SharedDoc>false</SharedDoc><HyperlinksChanged>false</HyperlinksChanged><AppVersion>16.0300</AppVersion>"
           "</Properties>")
    path = f"{OUT}/{NAME}.xlsx"
    with zipfile.ZipFile(path, "w", zipfile.ZIP_DEFLATED) as z:
        z.writestr("[Content_Types].xml", CT)
        z.writestr("_rels/.rels", RELS)
        z.writestr("xl/workbook.xml", WB)
        z.writestr("xl/_rels/workbook.xml.rels", WBRELS)
        z.writestr("xl/worksheets/sheet1.xml", s1)
        z.writestr("xl/worksheets/sheet2.xml", s2)
        z.writestr("xl/worksheets/sheet3.xml", s3)
        z.writestr("xl/worksheets/_rels/sheet1.xml.rels", S1RELS)
        z.writestr("xl/printerSettings/printerSettings1.bin", b"\x00" * 220)
        z.writestr("xl/styles.xml", STYLES)
        z.writestr("xl/sharedStrings.xml", sst_xml())
        z.writestr("docProps/core.xml", CORE)
        z.writestr("docProps/app.xml", APP)

    write_expected(
        NAME,
        "Blind trial 45b: a county TDs' appeals checklist as Excel keeps it (.xlsx): the law header the "
        "cached value of a formula over a hidden sheet, one unit a row under headings of its own (Step "
        "a formula =ROW()-4, the section letter in a cell merged down its rows, subsection numbers drawn "
        "by the format 0\".\", items typed), a hidden 1987-wording column and a hidden struck row, a rich "
        "string split mid-sentence, Done TRUE/FALSE, a formula count, a second sheet citing 93B2(a).",
        1997, "en", L93,
        furniture=["HAMPDEN COUNTY BRIDGE ASSOCIATION", "Edition:", "Work down the sheet in order",
                   "Wording of the Law", "Mrs Okafor on duty Sat.", "Committee of 3 if we can find them",
                   "Form AP2 is in the TD box", "Steps done", "2 of 8", "Director (sign)", "Appeal log",
                   "Committee upheld the ruling", "Referred to national authority"])


if __name__ == "__main__":
    main()
