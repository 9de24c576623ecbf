"""2. A federation's archive keeps the 1987 Russian translation one unit a row in an Excel
workbook (.xlsx), written here with zipfile and SpreadsheetML of our own, as Excel writes it:
shared strings (some rich text, a line break inside a cell), a title row merged over the columns,
a header row frozen with an autofilter, the row number a formula =ROW()-3 with its cached value,
the law, section, subsection numbers as numeric cells in columns of their own, the page of the
book and a digitiser's remark beside the text, a hidden column of record ids, one unit's text
carried on to the next row (a row with no markers), and a second sheet «Сведения» (the source,
a date kept as a serial number, a COUNTA formula). Sentences invented."""
import os
import sys
import zipfile
from xml.sax.saxutils import escape

sys.path.insert(0, os.path.dirname(__file__))
from laws45 import DEV, L9192, SPLIT_92B, by_ref, write_expected  # noqa

NAME = "arhiv-xlsx-pravila91-92-1987"
SHEET1 = "Правила 91–92"
SHEET2 = "Сведения"
u = by_ref(L9192)

TITLE = "Архив переводов: Международные правила бриджа, ред. 1987 г. (русский перевод 1990 г.)"
HEAD = ["№", "Правило", "Раздел", "Пункт", "Подпункт", "Заголовок", "Текст", "Стр.", "Примечание", "ID"]
NOTE_CONT = "перенос в издании — продолжение строки выше"
NOTE_1997 = "в ред. 1997 г. этот раздел изменён"
NOTE_CHECK = "сверено с бумажным экз."

# rows: (law, section, subsection, item, title, text, page, note, id)
# a text given as a list is rich text: (text, bold) runs
ROWS = [
    (91, None, None, None, u["91"].title, None, 112, None, "R87-091-00"),
    (91, "А", None, None, u["91A"].title, u["91A"].text, 112, None, "R87-091-A0"),
    (91, "Б", None, None, u["91B"].title,
     "Судья вправе отстранить участника от дальнейшей игры в соревновании за грубое или "
     "повторное нарушение;\nрешение об этом он сообщает организатору в тот же день.", 112,
     NOTE_CHECK, "R87-091-B0"),
    (92, None, None, None, u["92"].title, None, 112, None, "R87-092-00"),
    (92, "А", None, None, u["92A"].title, u["92A"].text, 113, None, "R87-092-A0"),
    (92, "Б", None, None, u["92B"].title, SPLIT_92B[0], 113, NOTE_1997, "R87-092-B0"),
    (None, None, None, None, None, SPLIT_92B[1], 113, NOTE_CONT, "R87-092-B0-2"),
    (92, "В", None, None, u["92C"].title, None, 113, None, "R87-092-C0"),
    (92, "В", 1, None, None,
     [("Апелляция подаётся через судью, который ", False), ("без промедления", True),
      (" передаёт её в апелляционный комитет.", False)], 113, None, "R87-092-C1"),
    (92, "В", 2, None, None, u["92C2"].text, 113, None, "R87-092-C2"),
    (92, "В", 2, "а)", None, u["92C2(A)"].text, 113, None, "R87-092-C2a"),
    (92, "В", 2, "б)", None, u["92C2(B)"].text, 114, None, "R87-092-C2b"),
    (92, "Г", None, None, u["92D"].title, u["92D"].text, 114, None, "R87-092-D0"),
]
assert "".join(t for t, _ in ROWS[8][5]) == u["92C1"].text

INFO = [
    ("Источник", "Международные правила бриджа. Издание 1987 г. Русский перевод, 1990 г."),
    ("Страницы", "112–114"),
    ("Оцифровка", "Н. Карпова"),
    ("Дата сверки", ("date", 44267)),             # 12.03.2021
    ("Строк с текстом", ("formula", f"COUNTA('{SHEET1}'!G4:G16)", 10)),
    ("Примечание", "Буквы разделов даны как в издании: А, Б, В, Г. Подпункты — а), б)."),
]

NS = ('xmlns="http://schemas.openxmlformats.org/spreadsheetml/2006/main" '
      'xmlns:r="http://schemas.openxmlformats.org/officeDocument/2006/relationships"')
COLS = "ABCDEFGHIJ"


class Strings:
    def __init__(self):
        self.items, self.index, self.count = [], {}, 0

    def add(self, s):
        self.count += 1
        key = repr(s)
        if key not in self.index:
            self.index[key] = len(self.items)
            self.items.append(s)
        return self.index[key]

    def xml(self):
        out = [f'<?xml version="1.0" encoding="UTF-8" standalone="yes"?>\r\n<sst {NS.split(" xmlns:r")[0]} '
               f'count="{self.count}" uniqueCount="{len(self.items)}">']
        for s in self.items:
            if isinstance(s, list):
                out.append("<si>")
                for text, bold in s:
                    rpr = ('<rPr><b/><sz val="11"/><color theme="1"/><rFont val="Calibri"/>'
                           '<family val="2"/><charset val="204"/><scheme val="minor"/></rPr>' if bold else
                           '<rPr><sz val="11"/><color theme="1"/><rFont val="Calibri"/>'
                           '<family val="2"/><charset val="204"/><scheme val="minor"/></rPr>')
                    out.append(f'<r>{rpr}<t xml:space="preserve">{escape(text)}</t></r>')
                out.append("</si>")
            else:
                sp = ' xml:space="preserve"' if (s != s.strip() or "\n" in s) else ""
                out.append(f"<si><t{sp}>{escape(s)}</t></si>")
        out.append("</sst>")
        return "".join(out)


def cell(ref, value, sst, style=0):
    st = f' s="{style}"' if style else ""
    if value is None:
        return ""
    if isinstance(value, tuple) and value[0] == "formula":
        return f'<c r="{ref}"{st}><f>{escape(value[1])}</f><v>{value[2]}</v></c>'
    if isinstance(value, tuple) and value[0] == "date":
        return f'<c r="{ref}" s="4"><v>{value[1]}</v></c>'
    if isinstance(value, int):
        return f'<c r="{ref}"{st}><v>{value}</v></c>'
    return f'<c r="{ref}"{st} t="s"><v>{sst.add(value)}</v></c>'


def sheet1(sst):
    rows = [f'<row r="1" spans="1:10" ht="18.75" customHeight="1">'
            f'{cell("A1", TITLE, sst, 1)}</row>',
            '<row r="2" spans="1:10"/>',
            '<row r="3" spans="1:10">' + "".join(cell(f"{c}3", h, sst, 2) for c, h in zip(COLS, HEAD))
            + "</row>"]
    for i, r in enumerate(ROWS, 4):
        law, sec, sub, item, title, text, page, note, rid = r
        cells = [cell(f"A{i}", ("formula", "ROW()-3", i - 3), sst),
                 cell(f"B{i}", law, sst), cell(f"C{i}", sec, sst), cell(f"D{i}", sub, sst),
                 cell(f"E{i}", item, sst), cell(f"F{i}", title, sst, 1 if title else 0),
                 cell(f"G{i}", text, sst, 3), cell(f"H{i}", page, sst), cell(f"I{i}", note, sst, 5),
                 cell(f"J{i}", rid, sst)]
        rows.append(f'<row r="{i}" spans="1:10">' + "".join(cells) + "</row>")
    last = 3 + len(ROWS)
    widths = [5, 9, 8, 8, 10, 34, 80, 6, 30, 14]
    cols = "".join(f'<col min="{n}" max="{n}" width="{w}" customWidth="1"'
                   + (' hidden="1"' if n == 10 else "") + "/>" for n, w in enumerate(widths, 1))
    return (f'<?xml version="1.0" encoding="UTF-8" standalone="yes"?>\r\n<worksheet {NS}>'
            f'<sheetPr filterMode="false"/><dimension ref="A1:J{last}"/>'
            '<sheetViews><sheetView tabSelected="1" zoomScale="110" zoomScaleNormal="110" workbookViewId="0">'
            '<pane ySplit="3" topLeftCell="A4" activePane="bottomLeft" state="frozen"/>'
            '<selection pane="bottomLeft" activeCell="G9" sqref="G9"/></sheetView></sheetViews>'
            '<sheetFormatPr defaultRowHeight="15" x14ac:dyDescent="0.25" '
            'xmlns:x14ac="http://schemas.microsoft.com/office/spreadsheetml/2009/9/ac"/>'.replace(
                ' x14ac:dyDescent="0.25" xmlns:x14ac="http://schemas.microsoft.com/office/spreadsheetml/2009/9/ac"', "")
            + f"<cols>{cols}</cols><sheetData>{''.join(rows)}</sheetData>"
            f'<autoFilter ref="A3:J{last}"/><mergeCells count="1"><mergeCell ref="A1:I1"/></mergeCells>'
            '<pageMargins left="0.7" right="0.7" top="0.75" bottom="0.75" header="0.3" footer="0.3"/>'
            '<pageSetup paperSize="9" orientation="landscape"/>'
            '<headerFooter><oddFooter>&amp;LАрхив переводов&amp;RЛист &amp;P из &amp;N</oddFooter></headerFooter>'
            "</worksheet>")


def sheet2(sst):
    rows = []
    for i, (k, v) in enumerate(INFO, 1):
        rows.append(f'<row r="{i}" spans="1:2">{cell(f"A{i}", k, sst, 2)}{cell(f"B{i}", v, sst)}</row>')
    return (f'<?xml version="1.0" encoding="UTF-8" standalone="yes"?>\r\n<worksheet {NS}>'
            f'<dimension ref="A1:B{len(INFO)}"/><sheetViews><sheetView workbookViewId="0"/></sheetViews>'
            '<sheetFormatPr defaultRowHeight="15"/><cols><col min="1" max="1" width="18" customWidth="1"/>'
            '<col min="2" max="2" width="90" customWidth="1"/></cols>'
            f"<sheetData>{''.join(rows)}</sheetData>"
            '<pageMargins left="0.7" right="0.7" top="0.75" bottom="0.75" header="0.3" footer="0.3"/>'
            "</worksheet>")


STYLES = """<?xml version="1.0" encoding="UTF-8" standalone="yes"?>\r
<styleSheet xmlns="http://schemas.openxmlformats.org/spreadsheetml/2006/main"><fonts count="2"><font><sz val="11"/><color theme="1"/><name val="Calibri"/><family val="2"/><charset val="204"/><scheme val="minor"/></font><font><b/><sz val="11"/><color theme="1"/><name val="Calibri"/><family val="2"/><charset val="204"/><scheme val="minor"/></font></fonts><fills count="3"><fill><patternFill patternType="none"/></fill><fill><patternFill patternType="gray125"/></fill><fill><patternFill patternType="solid"><fgColor rgb="FFD9E1F2"/><bgColor indexed="64"/></patternFill></fill></fills><borders count="1"><border><left/><right/><top/><bottom/><diagonal/></border></borders><cellStyleXfs count="1"><xf numFmtId="0" fontId="0" fillId="0" borderId="0"/></cellStyleXfs><cellXfs count="6"><xf numFmtId="0" fontId="0" fillId="0" borderId="0" xfId="0"/><xf numFmtId="0" fontId="1" fillId="0" borderId="0" xfId="0" applyFont="1"/><xf numFmtId="0" fontId="1" fillId="2" borderId="0" xfId="0" applyFont="1" applyFill="1"/><xf numFmtId="0" fontId="0" fillId="0" borderId="0" xfId="0" applyAlignment="1"><alignment vertical="top" wrapText="1"/></xf><xf numFmtId="14" fontId="0" fillId="0" borderId="0" xfId="0" applyNumberFormat="1" applyAlignment="1"><alignment horizontal="left"/></xf><xf numFmtId="0" fontId="0" fillId="0" borderId="0" xfId="0" applyAlignment="1"><alignment wrapText="1"/></xf></cellXfs><cellStyles count="1"><cellStyle name="Normal" xfId="0" builtinId="0"/></cellStyles><dxfs count="0"/><tableStyles count="0" defaultTableStyle="TableStyleMedium2" defaultPivotStyle="PivotStyleLight16"/></styleSheet>"""

CT = """<?xml version="1.0" encoding="UTF-8" standalone="yes"?>\r
<Types xmlns="http://schemas.openxmlformats.org/package/2006/content-types"><Default Extension="rels" ContentType="application/vnd.openxmlformats-package.relationships+xml"/><Default Extension="xml" ContentType="application/xml"/><Override PartName="/xl/workbook.xml" ContentType="application/vnd.openxmlformats-officedocument.spreadsheetml.sheet.main+xml"/><Override PartName="/xl/worksheets/sheet1.xml" ContentType="application/vnd.openxmlformats-officedocument.spreadsheetml.worksheet+xml"/><Override PartName="/xl/worksheets/sheet2.xml" ContentType="application/vnd.openxmlformats-officedocument.spreadsheetml.worksheet+xml"/><Override PartName="/xl/styles.xml" ContentType="application/vnd.openxmlformats-officedocument.spreadsheetml.styles+xml"/><Override PartName="/xl/sharedStrings.xml" ContentType="application/vnd.openxmlformats-officedocument.spreadsheetml.sharedStrings+xml"/><Override PartName="/docProps/core.xml" ContentType="application/vnd.openxmlformats-package.core-properties+xml"/><Override PartName="/docProps/app.xml" ContentType="application/vnd.openxmlformats-officedocument.extended-properties+xml"/></Types>"""

RELS = """<?xml version="1.0" encoding="UTF-8" standalone="yes"?>\r
<Relationships xmlns="http://schemas.openxmlformats.org/package/2006/relationships"><Relationship Id="rId3" Type="http://schemas.openxmlformats.org/officeDocument/2006/relationships/extended-properties" Target="docProps/app.xml"/><Relationship Id="rId2" Type="http://schemas.openxmlformats.org/package/2006/relationships/metadata/core-properties" Target="docProps/core.xml"/><Relationship Id="rId1" Type="http://schemas.openxmlformats.org/officeDocument/2006/relationships/officeDocument" Target="xl/workbook.xml"/></Relationships>"""

WB_RELS = """<?xml version="1.0" encoding="UTF-8" standalone="yes"?>\r
<Relationships xmlns="http://schemas.openxmlformats.org/package/2006/relationships"><Relationship Id="rId3" Type="http://schemas.openxmlformats.org/officeDocument/2006/relationships/styles" Target="styles.xml"/><Relationship Id="rId2" Type="http://schemas.openxmlformats.org/officeDocument/2006/relationships/worksheet" Target="worksheets/sheet2.xml"/><Relationship Id="rId1" Type="http://schemas.openxmlformats.org/officeDocument/2006/relationships/worksheet" Target="worksheets/sheet1.xml"/><Relationship Id="rId4" Type="http://schemas.openxmlformats.org/officeDocument/2006/relationships/sharedStrings" Target="sharedStrings.xml"/></Relationships>"""


def workbook(last):
    return (f'<?xml version="1.0" encoding="UTF-8" standalone="yes"?>\r\n<workbook {NS}>'
            '<fileVersion appName="xl" lastEdited="7" lowestEdited="7" rupBuild="27328"/>'
            '<workbookPr defaultThemeVersion="166925"/><bookViews><workbookView xWindow="-120" '
            'yWindow="-120" windowWidth="29040" windowHeight="15840"/></bookViews>'
            f'<sheets><sheet name="{SHEET1}" sheetId="1" r:id="rId1"/>'
            f'<sheet name="{SHEET2}" sheetId="2" r:id="rId2"/></sheets>'
            f'<definedNames><definedName name="_xlnm._FilterDatabase" localSheetId="0" hidden="1">'
            f"'{SHEET1}'!$A$3:$J${last}</definedName></definedNames>"
            '<calcPr calcId="191029"/></workbook>')


CORE = """<?xml version="1.0" encoding="UTF-8" standalone="yes"?>\r
<cp:coreProperties xmlns:cp="http://schemas.openxmlformats.org/package/2006/metadata/core-properties" xmlns:dc="http://purl.org/dc/elements/1.1/" xmlns:dcterms="http://purl.org/dc/terms/" xmlns:dcmitype="http://purl.org/dc/dcmitype/" xmlns:xsi="http://www.w3.org/2001/XMLSchema-instance"><dc:title>Правила 1987 — оцифровка, часть 9</dc:title><dc:creator>Карпова Наталья</dc:creator><cp:lastModifiedBy>Карпова Наталья</cp:lastModifiedBy><dcterms:created xsi:type="dcterms:W3CDTF">2021-02-27T16:40:11Z</dcterms:created><dcterms:modified xsi:type="dcterms:W3CDTF">2021-03-12T19:05:48Z</dcterms:modified></cp:coreProperties>"""

APP = f"""<?xml version="1.0" encoding="UTF-8" standalone="yes"?>\r
<Properties xmlns="http://schemas.openxmlformats.org/officeDocument/2006/extended-properties" xmlns:vt="http://schemas.openxmlformats.org/officeDocument/2006/docPropsVTypes"><Application>Microsoft Excel</Application><DocSecurity>0</DocSecurity><ScaleCrop>false</ScaleCrop><HeadingPairs><vt:vector size="4" baseType="variant"><vt:variant><vt:lpstr>Листы</vt:lpstr></vt:variant><vt:variant><vt:i4>2</vt:i4></vt:variant><vt:variant><vt:lpstr>Именованные диапазоны</vt:lpstr></vt:variant><vt:variant><vt:i4>1</vt:i4></vt:variant></vt:vector></HeadingPairs><TitlesOfParts><vt:vector size="3" baseType="lpstr"><vt:lpstr>{SHEET1}</vt:lpstr><vt:lpstr>{SHEET2}</vt:lpstr><vt:lpstr>'{SHEET1}'!_FilterDatabase</vt:lpstr></vt:vector></TitlesOfParts><Company></Company><LinksUpToDate>false</LinksUpToDate><SharedDoc>false</SharedDoc><HyperlinksChanged>false</HyperlinksChanged><AppVersion>16.0300</AppVersion></Properties>"""


def main():
    sst = Strings()
    s1 = sheet1(sst)
    s2 = sheet2(sst)
    path = f"{DEV}/{NAME}.xlsx"
    with zipfile.ZipFile(path, "w", zipfile.ZIP_DEFLATED) as z:
        for name, data in [("[Content_Types].xml", CT), ("_rels/.rels", RELS),
                           ("docProps/app.xml", APP), ("docProps/core.xml", CORE),
                           ("xl/workbook.xml", workbook(3 + len(ROWS))), ("xl/_rels/workbook.xml.rels", WB_RELS),
                           ("xl/styles.xml", STYLES), ("xl/worksheets/sheet1.xml", s1),
                           ("xl/worksheets/sheet2.xml", s2), ("xl/sharedStrings.xml", sst.xml())]:
            zi = zipfile.ZipInfo(name, (1980, 1, 1, 0, 0, 0))
            zi.compress_type = zipfile.ZIP_DEFLATED
            z.writestr(zi, data.encode("utf-8"))
    furniture = [TITLE, "Подпункт", "Заголовок", "Примечание", NOTE_CONT, NOTE_1997, NOTE_CHECK,
                 "R87-092-C2a", SHEET2, "Международные правила бриджа. Издание 1987 г.",
                 "Н. Карпова", "Строк с текстом", "Буквы разделов даны как в издании"]
    write_expected(NAME, f"""
Blind trial 45: a federation's archive keeps the 1987 Russian translation of Правила 91-92 one unit
a row in an Excel workbook (.xlsx): a merged title row, a frozen header row (№ | Правило | Раздел |
Пункт | Подпункт | Заголовок | Текст | Стр. | Примечание | ID), the row number a formula =ROW()-3,
law, section letter, subsection number (a numeric cell) and item in columns of their own, the book's
page and a digitiser's remark beside the text, a hidden ID column; 92Б's text is carried on to the
next row, which has no markers (its remark: «{NOTE_CONT}»); a rich-text cell (a bold run inside
92В1), a line break inside 91Б's cell; a second sheet «Сведения» (source, a date as a serial number,
a COUNTA formula). No law header line: the law number is in the Правило column of each row.""",
                   1987, "ru", L9192, furniture=furniture)


if __name__ == "__main__":
    main()
