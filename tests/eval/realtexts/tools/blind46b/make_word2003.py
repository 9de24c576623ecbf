#!/usr/bin/env python3
"""Build law25_club_extract.xml: a Word 2003 "Save as XML Document" file.

Numbering lives only in w:lists (no wx:t hints are written); section C is a
second list instance (w:ilfo 2) whose level 0 is overridden to start at 3.
Tracked changes are aml:annotation Word.Insertion / Word.Deletion, one
comment, one hidden run, an inline footnote, a footer with a PAGE field
and a table of amendments after the law.
"""
from xml.sax.saxutils import escape
import os

OUT = os.path.join(os.path.dirname(__file__), "..", "law25_club_extract.xml")

AML_ID = [10]


def nid():
    AML_ID[0] += 1
    return AML_ID[0]


def t(text, bold=False, italic=False, vanish=False, style=None):
    rpr = ""
    if style:
        rpr += f'<w:rStyle w:val="{style}"/>'
    if bold:
        rpr += "<w:b/>"
    if italic:
        rpr += "<w:i/>"
    if vanish:
        rpr += "<w:vanish/>"
    rpr = f"<w:rPr>{rpr}</w:rPr>" if rpr else ""
    sp = ' xml:space="preserve"' if text != text.strip() else ""
    return f"<w:r>{rpr}<w:t{sp}>{escape(text)}</w:t></w:r>"


def ins(text, author="R. Hale", date="2018-02-12T10:01:00Z"):
    return (f'<aml:annotation aml:id="{nid()}" w:type="Word.Insertion" aml:author="{author}" '
            f'aml:createdate="{date}"><aml:content>{t(text)}</aml:content></aml:annotation>')


def dele(text, author="R. Hale", date="2018-02-12T10:02:00Z"):
    sp = ' xml:space="preserve"' if text != text.strip() else ""
    return (f'<aml:annotation aml:id="{nid()}" w:type="Word.Deletion" aml:author="{author}" '
            f'aml:createdate="{date}"><aml:content><w:r><w:delText{sp}>{escape(text)}</w:delText></w:r>'
            f'</aml:content></aml:annotation>')


def footnote(text):
    return ('<w:r><w:rPr><w:rStyle w:val="FootnoteReference"/></w:rPr><w:footnote><w:p><w:pPr>'
            '<w:pStyle w:val="FootnoteText"/></w:pPr><w:r><w:rPr><w:rStyle w:val="FootnoteReference"/>'
            f'</w:rPr><w:footnoteRef/></w:r>{t(" " + text)}</w:p></w:footnote></w:r>')


def comment(cid, text, author="Jane Tolley", initials="JT"):
    return ('<w:r><w:rPr><w:rStyle w:val="CommentReference"/></w:rPr>'
            f'<aml:annotation aml:id="{cid}" aml:author="{author}" aml:createdate="2018-03-03T18:40:00Z" '
            f'w:type="Word.Comment" w:initials="{initials}"><aml:content><w:p><w:pPr>'
            '<w:pStyle w:val="CommentText"/></w:pPr><w:r><w:rPr><w:rStyle w:val="CommentReference"/>'
            f'</w:rPr><w:annotationRef/></w:r>{t(" " + text)}</w:p></aml:content></aml:annotation></w:r>')


def p(runs, style=None, ilvl=None, ilfo=None, extra_ppr="", ins_mark=False):
    ppr = ""
    if style:
        ppr += f'<w:pStyle w:val="{style}"/>'
    if ilvl is not None:
        ppr += f'<w:listPr><w:ilvl w:val="{ilvl}"/><w:ilfo w:val="{ilfo}"/></w:listPr>'
    ppr += extra_ppr
    if ins_mark:
        ppr += (f'<w:rPr><aml:annotation aml:id="{nid()}" w:type="Word.Insertion" '
                'aml:author="R. Hale" aml:createdate="2018-02-12T10:04:00Z"/></w:rPr>')
    ppr = f"<w:pPr>{ppr}</w:pPr>" if ppr else ""
    return f"<w:p>{ppr}{''.join(runs)}</w:p>"


def lvl(ilvl, nfc, text, left, bold=False, tplc="04090015"):
    rpr = "<w:rPr><w:b/></w:rPr>" if bold else ""
    return (f'<w:lvl w:ilvl="{ilvl}" w:tplc="{tplc}"><w:start w:val="1"/><w:nfc w:val="{nfc}"/>'
            f'<w:lvlText w:val="{text}"/><w:lvlJc w:val="left"/><w:pPr><w:tabs><w:tab w:val="list" '
            f'w:pos="{left}"/></w:tabs><w:ind w:left="{left}" w:hanging="360"/></w:pPr>{rpr}</w:lvl>')


LISTS = (
    "<w:lists>"
    '<w:listDef w:listDefId="0"><w:lsid w:val="2A1F4C61"/><w:plt w:val="HybridMultilevel"/>'
    '<w:tmpl w:val="7C3E0A9A"/>'
    + lvl(0, 3, "%1.", 360, bold=True, tplc="04090015")
    + lvl(1, 0, "%2.", 720, tplc="0409000F")
    + lvl(2, 4, "(%3)", 1080, tplc="04090017")
    + lvl(3, 2, "%4.", 1440, tplc="0409001B")
    + "</w:listDef>"
    '<w:listDef w:listDefId="1"><w:lsid w:val="5D0E31B2"/><w:plt w:val="HybridMultilevel"/>'
    '<w:tmpl w:val="1A2B3C4D"/>'
    + lvl(0, 23, "\uf0b7", 720, tplc="04090001")
    + "</w:listDef>"
    '<w:list w:ilfo="1"><w:ilst w:val="0"/></w:list>'
    '<w:list w:ilfo="2"><w:ilst w:val="0"/><w:lvlOverride w:ilvl="0"><w:startOverride w:val="3"/>'
    "</w:lvlOverride></w:list>"
    '<w:list w:ilfo="3"><w:ilst w:val="1"/></w:list>'
    "</w:lists>"
)

STYLES = """<w:styles><w:versionOfBuiltInStylenames w:val="4"/><w:latentStyles w:defLockedState="off" w:latentStyleCount="156"/>
<w:style w:type="paragraph" w:default="on" w:styleId="Normal"><w:name w:val="Normal"/><w:rsid w:val="00A31F2C"/><w:rPr><wx:font wx:val="Times New Roman"/><w:sz w:val="22"/><w:lang w:val="EN-GB" w:fareast="EN-US" w:bidi="AR-SA"/></w:rPr></w:style>
<w:style w:type="paragraph" w:styleId="Heading1"><w:name w:val="heading 1"/><wx:uiName wx:val="Heading 1"/><w:basedOn w:val="Normal"/><w:next w:val="Normal"/><w:pPr><w:pStyle w:val="Heading1"/><w:keepNext/><w:spacing w:before="240" w:after="60"/><w:outlineLvl w:val="0"/></w:pPr><w:rPr><w:rFonts w:ascii="Arial" w:h-ansi="Arial" w:cs="Arial"/><wx:font wx:val="Arial"/><w:b/><w:b-cs/><w:kern w:val="32"/><w:sz w:val="28"/></w:rPr></w:style>
<w:style w:type="paragraph" w:styleId="Heading2"><w:name w:val="heading 2"/><wx:uiName wx:val="Heading 2"/><w:basedOn w:val="Normal"/><w:next w:val="Normal"/><w:pPr><w:pStyle w:val="Heading2"/><w:keepNext/><w:outlineLvl w:val="1"/></w:pPr><w:rPr><w:rFonts w:ascii="Arial" w:h-ansi="Arial"/><w:b/><w:i/><w:sz w:val="24"/></w:rPr></w:style>
<w:style w:type="paragraph" w:styleId="Title"><w:name w:val="Title"/><w:basedOn w:val="Normal"/><w:pPr><w:pStyle w:val="Title"/><w:jc w:val="center"/></w:pPr><w:rPr><w:b/><w:sz w:val="32"/></w:rPr></w:style>
<w:style w:type="paragraph" w:styleId="LawSection"><w:name w:val="Law Section"/><w:basedOn w:val="Normal"/><w:pPr><w:pStyle w:val="LawSection"/><w:keepNext/><w:spacing w:before="120"/></w:pPr><w:rPr><w:b/></w:rPr></w:style>
<w:style w:type="paragraph" w:styleId="LawText"><w:name w:val="Law Text"/><w:basedOn w:val="Normal"/><w:pPr><w:pStyle w:val="LawText"/><w:spacing w:after="60"/></w:pPr></w:style>
<w:style w:type="paragraph" w:styleId="FootnoteText"><w:name w:val="footnote text"/><wx:uiName wx:val="Footnote Text"/><w:basedOn w:val="Normal"/><w:pPr><w:pStyle w:val="FootnoteText"/></w:pPr><w:rPr><w:sz w:val="20"/></w:rPr></w:style>
<w:style w:type="character" w:styleId="FootnoteReference"><w:name w:val="footnote reference"/><wx:uiName wx:val="Footnote Reference"/><w:basedOn w:val="DefaultParagraphFont"/><w:rPr><w:vertAlign w:val="superscript"/></w:rPr></w:style>
<w:style w:type="paragraph" w:styleId="CommentText"><w:name w:val="annotation text"/><wx:uiName wx:val="Comment Text"/><w:basedOn w:val="Normal"/><w:pPr><w:pStyle w:val="CommentText"/></w:pPr><w:rPr><w:sz w:val="20"/></w:rPr></w:style>
<w:style w:type="character" w:styleId="CommentReference"><w:name w:val="annotation reference"/><wx:uiName wx:val="Comment Reference"/><w:rPr><w:sz w:val="16"/></w:rPr></w:style>
<w:style w:type="paragraph" w:styleId="Footer"><w:name w:val="footer"/><wx:uiName wx:val="Footer"/><w:basedOn w:val="Normal"/><w:pPr><w:pStyle w:val="Footer"/><w:tabs><w:tab w:val="center" w:pos="4153"/><w:tab w:val="right" w:pos="8306"/></w:tabs></w:pPr></w:style>
<w:style w:type="character" w:default="on" w:styleId="DefaultParagraphFont"><w:name w:val="Default Paragraph Font"/><w:semiHidden/></w:style>
<w:style w:type="table" w:default="on" w:styleId="TableNormal"><w:name w:val="Normal Table"/><wx:uiName wx:val="Table Normal"/><w:semiHidden/><w:rPr><wx:font wx:val="Times New Roman"/></w:rPr><w:tblPr><w:tblInd w:w="0" w:type="dxa"/><w:tblCellMar><w:top w:w="0" w:type="dxa"/><w:left w:w="108" w:type="dxa"/><w:bottom w:w="0" w:type="dxa"/><w:right w:w="108" w:type="dxa"/></w:tblCellMar></w:tblPr></w:style>
<w:style w:type="table" w:styleId="TableGrid"><w:name w:val="Table Grid"/><w:basedOn w:val="TableNormal"/><w:tblPr><w:tblBorders><w:top w:val="single" w:sz="4" wx:bdrwidth="10" w:space="0" w:color="auto"/><w:left w:val="single" w:sz="4" wx:bdrwidth="10" w:space="0" w:color="auto"/><w:bottom w:val="single" w:sz="4" wx:bdrwidth="10" w:space="0" w:color="auto"/><w:right w:val="single" w:sz="4" wx:bdrwidth="10" w:space="0" w:color="auto"/><w:insideH w:val="single" w:sz="4" wx:bdrwidth="10" w:space="0" w:color="auto"/><w:insideV w:val="single" w:sz="4" wx:bdrwidth="10" w:space="0" w:color="auto"/></w:tblBorders></w:tblPr></w:style>
</w:styles>"""


def cell(text, width, bold=False):
    return (f'<w:tc><w:tcPr><w:tcW w:w="{width}" w:type="dxa"/></w:tcPr>'
            f'{p([t(text, bold=bold)])}</w:tc>')


def row(cells, header=False):
    trpr = "<w:trPr><w:tblHeader/></w:trPr>" if header else ""
    widths = [1800, 5400, 1300]
    return "<w:tr>" + trpr + "".join(cell(c, w, bold=header) for c, w in zip(cells, widths)) + "</w:tr>"


def table():
    return ('<w:tbl><w:tblPr><w:tblStyle w:val="TableGrid"/><w:tblW w:w="0" w:type="auto"/>'
            '<w:tblLook w:val="01E0"/></w:tblPr><w:tblGrid><w:gridCol w:w="1800"/><w:gridCol w:w="5400"/>'
            '<w:gridCol w:w="1300"/></w:tblGrid>'
            + row(["Date", "Change", "Initials"], header=True)
            + row(["12 Feb 2018", "Item B2(c) added after the committee meeting; wording of A2 aligned with the bidding-box leaflet.", "RH"])
            + row(["3 Mar 2018", "Footnote to B3 added. Section C re-pasted from the 2017 master copy.", "JT"])
            + row(["—", "Next review due before the county pairs.", ""])
            + "</w:tbl>")


def body():
    P = []
    P.append(p([t("Oakfield Bridge Club – Rulings Handbook")], style="Title"))
    P.append(p([t("Extract for tournament directors", italic=True)], extra_ppr='<w:jc w:val="center"/>'))
    P.append(p([t("This extract reproduces one law of the 2017 Laws of Duplicate Bridge as adopted by "
                  "the club committee. Directors on duty should keep it with the movement cards. "),
                t("DRAFT – committee wording not yet confirmed", vanish=True)]))
    P.append(p([t("Points to remember at the table:", bold=True)]))
    P.append(p([t("Call the Director before anyone touches the tray again.")], ilvl=0, ilfo=3))
    P.append(p([t("Write the board number on the incident slip.")], ilvl=0, ilfo=3))
    # the law
    P.append(p([t("LAW 25 – LEGAL AND ILLEGAL CHANGES OF CALL")], style="Heading1"))
    P.append(p([t("Calls Made in Haste")], style="LawSection", ilvl=0, ilfo=1))
    P.append(p([t("When a player lifts a card from the bidding tray and returns it before any part of it "
                  "has crossed the table edge, no call is deemed to have been made.")],
               style="LawText", ilvl=1, ilfo=1))
    P.append(p([t("A card that has crossed the table edge is treated as "), dele("shown"), ins("displayed"),
                t(", and the Director may ask the other three players to describe where it lay.")],
               style="LawText", ilvl=1, ilfo=1))
    P.append(p(['<aml:annotation aml:id="1" w:type="Word.Comment.Start"/>',
                t("Should the players disagree about the position of the card, the Director decides on "
                  "the balance of their accounts and records the decision on the score slip."),
                dele(" That decision is final."),
                '<aml:annotation aml:id="1" w:type="Word.Comment.End"/>',
                comment(1, "Committee asked whether the slip or the match record is meant here. RH to check.")],
               style="LawText", ilvl=1, ilfo=1))
    P.append(p([t("The record so made is shown to both sides before the next board is played.")],
               style="LawText", extra_ppr='<w:ind w:left="720"/>'))
    P.append(p([t("Changes After Consideration")], style="LawSection", ilvl=0, ilfo=1))
    P.append(p([t("A player who alters a displayed call after visible reflection has made a second call, "
                  "and the first call stands as information available to the opponents only.")],
               style="LawText", ilvl=1, ilfo=1))
    P.append(p([t("The Director, when called to the table, shall establish")], style="LawText", ilvl=1, ilfo=1))
    P.append(p([t("whether the partner of the offender had already taken a card from the tray;")],
               style="LawText", ilvl=2, ilfo=1))
    P.append(p([t("whether either opponent had called over the first call; "), ins("and")],
               style="LawText", ilvl=2, ilfo=1))
    P.append(p([ins("how much time elapsed, as the players remember it, between the two calls.",
                    date="2018-02-12T10:04:00Z")],
               style="LawText", ilvl=2, ilfo=1, ins_mark=True))
    P.append(p([t("Tempo.", bold=True), t(" Where a change of call delays the auction unduly, Law 16D applies "
                                         "to any information the pause conveys."),
                footnote("Regulating authorities may state a number of seconds beyond which a pause is "
                         "deemed undue.")],
               style="LawText", ilvl=1, ilfo=1))
    P.append(p([t("An opponent who has called over a changed call may withdraw that call without penalty, "
                  "and the auction continues from the withdrawn position.")],
               style="LawText", ilvl=0, ilfo=2))
    P.append(p([t("Record of amendments")], style="Heading2"))
    P.append(table())
    P.append(p([t("Queries to the club TD co-ordinator, Jane Tolley.", italic=True)]))
    return "\n".join(P)


SECT = ('<w:sectPr><w:ftr w:type="odd"><w:p><w:pPr><w:pStyle w:val="Footer"/><w:jc w:val="center"/></w:pPr>'
        + t("Laws of Duplicate Bridge 2017 \u00b7 Oakfield BC extract \u00b7 page ")
        + '<w:fldSimple w:instr=" PAGE "><w:r><w:rPr><w:noProof/></w:rPr><w:t>1</w:t></w:r></w:fldSimple>'
        + '</w:p></w:ftr><w:pgSz w:w="11906" w:h="16838"/><w:pgMar w:top="1440" w:right="1800" '
        'w:bottom="1440" w:left="1800" w:header="708" w:footer="708" w:gutter="0"/><w:cols w:space="708"/>'
        '<w:docGrid w:line-pitch="360"/></w:sectPr>')

DOC = f"""<?xml version="1.0" encoding="UTF-8" standalone="yes"?>
<?mso-application progid="Word.Document"?>
<w:wordDocument xmlns:w="http://schemas.microsoft.com/office/word/2003/wordml" xmlns:v="urn:schemas-microsoft-com:vml" xmlns:w10="urn:schemas-microsoft-com:office:word" xmlns:sl="http://schemas.microsoft.com/schemaLibrary/2003/core" xmlns:aml="http://schemas.microsoft.com/aml/2001/core" xmlns:wx="http://schemas.microsoft.com/office/word/2003/auxHint" xmlns:o="urn:schemas-microsoft-com:office:office" xmlns:dt="uuid:C2F41010-65B3-11d1-A29F-00AA00C14882" w:macrosPresent="no" w:embeddedObjPresent="no" w:ocxPresent="no" xml:space="preserve"><w:ignoreElements w:val="http://schemas.microsoft.com/office/word/2003/wordml/sp2"/><o:DocumentProperties><o:Title>Oakfield Bridge Club – Rulings Handbook</o:Title><o:Subject>Law 25 extract</o:Subject><o:Author>Robert Hale</o:Author><o:Keywords>laws; bidding box; TD</o:Keywords><o:LastAuthor>Jane Tolley</o:LastAuthor><o:Revision>9</o:Revision><o:TotalTime>47</o:TotalTime><o:Created>2018-02-11T09:14:00Z</o:Created><o:LastSaved>2018-03-03T18:52:00Z</o:LastSaved><o:Pages>2</o:Pages><o:Words>512</o:Words><o:Characters>2921</o:Characters><o:Company>Oakfield Bridge Club</o:Company><o:Lines>24</o:Lines><o:Paragraphs>6</o:Paragraphs><o:CharactersWithSpaces>3427</o:CharactersWithSpaces><o:Version>11.9999</o:Version></o:DocumentProperties><w:fonts><w:defaultFonts w:ascii="Times New Roman" w:fareast="Times New Roman" w:h-ansi="Times New Roman" w:cs="Times New Roman"/><w:font w:name="Arial"><w:panose-1 w:val="020B0604020202020204"/><w:charset w:val="00"/><w:family w:val="Swiss"/><w:pitch w:val="variable"/><w:sig w:usb-0="20002A87" w:usb-1="80000000" w:usb-2="00000008" w:usb-3="00000000" w:csb-0="000001FF" w:csb-1="00000000"/></w:font><w:font w:name="Symbol"><w:panose-1 w:val="05050102010706020507"/><w:charset w:val="02"/><w:family w:val="Roman"/><w:pitch w:val="variable"/><w:sig w:usb-0="00000000" w:usb-1="10000000" w:usb-2="00000000" w:usb-3="00000000" w:csb-0="80000000" w:csb-1="00000000"/></w:font></w:fonts>{LISTS}{STYLES}<w:docPr><w:view w:val="print"/><w:zoom w:percent="100"/><w:trackRevisions/><w:doNotEmbedSystemFonts/><w:defaultTabStop w:val="720"/><w:punctuationKerning/><w:characterSpacingControl w:val="DontCompress"/><w:optimizeForBrowser/><w:validateAgainstSchema/><w:saveInvalidXML w:val="off"/><w:ignoreMixedContent w:val="off"/><w:alwaysShowPlaceholderText w:val="off"/><w:footnotePr><w:footnote w:type="separator"><w:p><w:r><w:separator/></w:r></w:p></w:footnote><w:footnote w:type="continuation-separator"><w:p><w:r><w:continuationSeparator/></w:r></w:p></w:footnote></w:footnotePr><w:compat><w:breakWrappedTables/><w:snapToGridInCell/><w:wrapTextWithPunct/><w:useAsianBreakRules/><w:dontGrowAutofit/></w:compat></w:docPr><w:body>
{body()}
{SECT}</w:body></w:wordDocument>
"""

with open(OUT, "w", encoding="utf-8") as f:
    f.write(DOC)
print("wrote", os.path.abspath(OUT))
