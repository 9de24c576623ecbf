#!/usr/bin/env python3
"""Write wordml2003-laws51-52-1997.xml: a Word 2003 XML document (File > Save As >
"XML Document (*.xml)" in Word 2003), one file with <w:wordDocument>.

What Word 2003 really puts there: the mso-application processing instruction,
o:DocumentProperties, w:fonts, w:lists (a listDef of three levels: "A." upper letter,
"1." decimal, "(a)" lower letter; two w:list instances, the second restarted), w:styles,
w:docPr with the footnote separators, the body wrapped in wx:sect / wx:sub-section,
the list numbers NOT in the text (only in Word's auxiliary hint wx:t), runs split
at proofing marks, a footnote written inline where it is anchored, a comment
(aml:annotation), a bookmark, and the header / footer (PAGE, NUMPAGES fields) in the
last w:sectPr."""
import os
from xml.sax.saxutils import escape

HERE = os.path.dirname(os.path.abspath(__file__))
OUT = os.path.join(HERE, "..", "wordml2003-laws51-52-1997.xml")


def run(text, bold=False, italic=False, style=None):
    rpr = ""
    if bold or italic or style:
        rpr = "<w:rPr>%s%s%s</w:rPr>" % (
            '<w:rStyle w:val="%s"/>' % style if style else "",
            "<w:b/>" if bold else "", "<w:i/>" if italic else "")
    sp = ' xml:space="preserve"' if text != text.strip() else ""
    return "<w:r>%s<w:t%s>%s</w:t></w:r>" % (rpr, sp, escape(text))


def split_runs(text, cut):
    """Split the text into two runs at the word `cut` with a proofing mark, as Word does."""
    i = text.index(cut)
    j = i + len(cut)
    return (run(text[:i]) + '<w:proofErr w:type="spellStart"/>' + run(text[i:j])
            + '<w:proofErr w:type="spellEnd"/>' + run(text[j:]))


def para(inner, style=None, lst=None, hint=None):
    ppr = ""
    parts = []
    if style:
        parts.append('<w:pStyle w:val="%s"/>' % style)
    if lst:
        ilvl, ilfo = lst
        parts.append('<w:listPr><w:ilvl w:val="%d"/><w:ilfo w:val="%d"/>'
                     '<wx:t wx:val="%s"/><wx:font wx:val="Times New Roman"/></w:listPr>'
                     % (ilvl, ilfo, escape(hint)))
    if parts:
        ppr = "<w:pPr>%s</w:pPr>" % "".join(parts)
    return "<w:p>%s%s</w:p>" % (ppr, inner)


def footnote(text):
    return ('<w:r><w:rPr><w:rStyle w:val="FootnoteReference"/></w:rPr><w:footnote>'
            '<w:p><w:pPr><w:pStyle w:val="FootnoteText"/></w:pPr>'
            '<w:r><w:rPr><w:rStyle w:val="FootnoteReference"/></w:rPr><w:footnoteRef/></w:r>'
            '%s</w:p></w:footnote></w:r>' % run(" " + text))


def comment(author, initials, date, text):
    return ('<aml:annotation aml:id="0" w:type="Word.Comment.Start"/>', 
            '<aml:annotation aml:id="0" w:type="Word.Comment.End"/>'
            '<w:r><w:rPr><w:rStyle w:val="CommentReference"/></w:rPr>'
            '<aml:annotation aml:id="0" aml:author="%s" aml:createdate="%s" w:type="Word.Comment" w:initials="%s">'
            '<aml:content><w:p><w:pPr><w:pStyle w:val="CommentText"/></w:pPr>'
            '<w:r><w:rPr><w:rStyle w:val="CommentReference"/></w:rPr><w:annotationRef/></w:r>'
            '%s</w:p></aml:content></aml:annotation></w:r>' % (author, date, initials, run(text)))


L0, L1, L2 = 0, 1, 2
c_start, c_end = comment("Jill Fenwick", "JF", "1998-02-11T14:20:00Z",
                         "Check 52B2 against the printed booklet - the club copy has a different comma.")

body = []
# --- front matter
body.append(para(run("Northshire Bridge Association", bold=True), style="Title"))
body.append(para(run("Directors' reference sheets, 1997 Laws \u2013 sheet 14 of 30", italic=True), style="Subtitle"))
body.append(para(run("Retyped for the directors' course, February 1998. Numbering as in the booklet.")))

LAW51 = []
LAW51.append('<wx:sub-section>')
LAW51.append(para('<aml:annotation aml:id="1" w:type="Word.Bookmark.Start" w:name="Law51"/>' + run("LAW 51")
                  + '<aml:annotation aml:id="1" w:type="Word.Bookmark.End"/>', style="Heading1"))
LAW51.append(para(run("Cards Exposed by Both Defenders"), style="Heading2"))
LAW51.append('<wx:sub-section>')
LAW51.append(para(run("Exposure at the Same Trick"), style="Heading3", lst=(L0, 1), hint="A."))
LAW51.append(para(split_runs("When each defender has exposed a card at the same trick, the Director deals "
                             "first with the card exposed earlier.", "defender")))
LAW51.append(para(run("Choice of the Declarer"), style="Heading3", lst=(L0, 1), hint="B."))
LAW51.append(para(run("Declarer may choose which of the exposed cards must be played first, subject to the following:")))
LAW51.append(para(run("the card he names must be one that its holder could lawfully play at that turn;"),
                  style="ListParagraph", lst=(L1, 1), hint="1."))
LAW51.append(para(run("if both exposed cards belong to one defender, declarer may name either of them, but"),
                  style="ListParagraph", lst=(L1, 1), hint="2."))
LAW51.append(para(run("the other stays face up on the table until it is played, and"),
                  style="ListParagraph", lst=(L2, 1), hint="(a)"))
LAW51.append(para(run("its holder may not pick it up without the Director's consent."),
                  style="ListParagraph", lst=(L2, 1), hint="(b)"))
LAW51.append(para(run("A card that declarer does not name remains a penalty card as described in Law 50.")
                  + footnote("Law 50D explains how a penalty card may be restored to the hand."),
                  lst=(L0, 1), hint="C."))
LAW51.append('</wx:sub-section>')
LAW51.append('</wx:sub-section>')

LAW52 = []
LAW52.append('<wx:sub-section>')
LAW52.append(para('<aml:annotation aml:id="2" w:type="Word.Bookmark.Start" w:name="Law52"/>' + run("LAW 52")
                  + '<aml:annotation aml:id="2" w:type="Word.Bookmark.End"/>', style="Heading1"))
LAW52.append(para(run("Penalty Card Not Played When Due"), style="Heading2"))
LAW52.append('<wx:sub-section>')
LAW52.append(para(run("Defender Fails to Lead or Play It"), style="Heading3", lst=(L0, 2), hint="A."))
LAW52.append(para(run("If a defender omits to lead or play a penalty card when the law requires it, declarer "
                      "may accept the card he did play or require the penalty card in its place.")))
LAW52.append(para(run("Card Played Instead"), style="Heading3", lst=(L0, 2), hint="B."))
LAW52.append(para(run("When declarer accepts the card played instead,")))
LAW52.append(para(run("the penalty card stays on the table and must still be played at the first legal turn;"),
                  style="ListParagraph", lst=(L1, 2), hint="1."))
LAW52.append(para(c_start + run("any card later played by the partner of the offender may not be corrected "
                                "on that account.") + c_end,
                  style="ListParagraph", lst=(L1, 2), hint="2."))
LAW52.append(para(split_runs("Declarer's choice under this law is final once he has played from dummy or from "
                             "his own hand to the next trick (see Law 47E).", "Declarer's"),
                  lst=(L0, 2), hint="C."))
LAW52.append('</wx:sub-section>')
LAW52.append('</wx:sub-section>')

tail = [para(""), para(run("Sheet 15 covers Laws 53 to 56.", italic=True))]

LISTS = """<w:lists>
<w:listDef w:listDefId="0"><w:lsid w:val="3B2C5A71"/><w:plt w:val="HybridMultilevel"/><w:tmpl w:val="8E3C1A20"/>
<w:lvl w:ilvl="0" w:tplc="04090015"><w:start w:val="1"/><w:nfc w:val="3"/><w:lvlText w:val="%1."/><w:lvlJc w:val="left"/><w:pPr><w:tabs><w:tab w:val="list" w:pos="360"/></w:tabs><w:ind w:left="360" w:hanging="360"/></w:pPr><w:rPr><w:b/></w:rPr></w:lvl>
<w:lvl w:ilvl="1" w:tplc="0409000F"><w:start w:val="1"/><w:lvlText w:val="%2."/><w:lvlJc w:val="left"/><w:pPr><w:tabs><w:tab w:val="list" w:pos="720"/></w:tabs><w:ind w:left="720" w:hanging="360"/></w:pPr></w:lvl>
<w:lvl w:ilvl="2" w:tplc="04090019"><w:start w:val="1"/><w:nfc w:val="4"/><w:lvlText w:val="(%3)"/><w:lvlJc w:val="left"/><w:pPr><w:tabs><w:tab w:val="list" w:pos="1080"/></w:tabs><w:ind w:left="1080" w:hanging="360"/></w:pPr></w:lvl>
</w:listDef>
<w:list w:ilfo="1"><w:ilst w:val="0"/></w:list>
<w:list w:ilfo="2"><w:ilst w:val="0"/><w:lvlOverride w:ilvl="0"><w:startOverride w:val="1"/></w:lvlOverride></w:list>
</w:lists>"""

STYLES = """<w:styles><w:versionOfBuiltInStylenames w:val="4"/><w:latentStyles w:defLockedState="off" w:latentStyleCount="156"/>
<w:style w:type="paragraph" w:default="on" w:styleId="Normal"><w:name w:val="Normal"/><w:rPr><wx:font wx:val="Times New Roman"/><w:sz w:val="24"/><w:sz-cs w:val="24"/><w:lang w:val="EN-GB" w:fareast="EN-US" w:bidi="AR-SA"/></w:rPr></w:style>
<w:style w:type="paragraph" w:styleId="Heading1"><w:name w:val="heading 1"/><wx:uiName wx:val="Heading 1"/><w:basedOn w:val="Normal"/><w:next w:val="Normal"/><w:pPr><w:pStyle w:val="Heading1"/><w:keepNext/><w:spacing w:before="240" w:after="60"/><w:jc w:val="center"/><w:outlineLvl w:val="0"/></w:pPr><w:rPr><w:rFonts w:ascii="Arial" w:h-ansi="Arial" w:cs="Arial"/><wx:font wx:val="Arial"/><w:b/><w:b-cs/><w:kern w:val="32"/><w:sz w:val="32"/><w:sz-cs w:val="32"/></w:rPr></w:style>
<w:style w:type="paragraph" w:styleId="Heading2"><w:name w:val="heading 2"/><wx:uiName wx:val="Heading 2"/><w:basedOn w:val="Normal"/><w:next w:val="Normal"/><w:pPr><w:pStyle w:val="Heading2"/><w:keepNext/><w:spacing w:after="120"/><w:jc w:val="center"/><w:outlineLvl w:val="1"/></w:pPr><w:rPr><w:rFonts w:ascii="Arial" w:h-ansi="Arial" w:cs="Arial"/><wx:font wx:val="Arial"/><w:b/><w:i/><w:sz w:val="28"/></w:rPr></w:style>
<w:style w:type="paragraph" w:styleId="Heading3"><w:name w:val="heading 3"/><wx:uiName wx:val="Heading 3"/><w:basedOn w:val="Normal"/><w:next w:val="Normal"/><w:pPr><w:pStyle w:val="Heading3"/><w:keepNext/><w:spacing w:before="120"/><w:outlineLvl w:val="2"/></w:pPr><w:rPr><w:b/></w:rPr></w:style>
<w:style w:type="paragraph" w:styleId="Title"><w:name w:val="Title"/><w:basedOn w:val="Normal"/><w:pPr><w:pStyle w:val="Title"/><w:jc w:val="center"/></w:pPr><w:rPr><w:b/><w:sz w:val="36"/></w:rPr></w:style>
<w:style w:type="paragraph" w:styleId="Subtitle"><w:name w:val="Subtitle"/><w:basedOn w:val="Normal"/><w:pPr><w:pStyle w:val="Subtitle"/><w:jc w:val="center"/></w:pPr></w:style>
<w:style w:type="paragraph" w:styleId="ListParagraph"><w:name w:val="List Paragraph"/><w:basedOn w:val="Normal"/></w:style>
<w:style w:type="paragraph" w:styleId="FootnoteText"><w:name w:val="footnote text"/><wx:uiName wx:val="Footnote Text"/><w:basedOn w:val="Normal"/><w:rPr><w:sz w:val="20"/></w:rPr></w:style>
<w:style w:type="character" w:styleId="FootnoteReference"><w:name w:val="footnote reference"/><wx:uiName wx:val="Footnote Reference"/><w:rPr><w:vertAlign w:val="superscript"/></w:rPr></w:style>
<w:style w:type="paragraph" w:styleId="CommentText"><w:name w:val="annotation text"/><wx:uiName wx:val="Comment Text"/><w:basedOn w:val="Normal"/><w:rPr><w:sz w:val="20"/></w:rPr></w:style>
<w:style w:type="character" w:styleId="CommentReference"><w:name w:val="annotation reference"/><wx:uiName wx:val="Comment Reference"/><w:rPr><w:sz w:val="16"/></w:rPr></w:style>
<w:style w:type="paragraph" w:styleId="Header"><w:name w:val="header"/><w:basedOn w:val="Normal"/><w:pPr><w:pStyle w:val="Header"/><w:tabs><w:tab w:val="center" w:pos="4320"/><w:tab w:val="right" w:pos="8640"/></w:tabs></w:pPr></w:style>
<w:style w:type="paragraph" w:styleId="Footer"><w:name w:val="footer"/><w:basedOn w:val="Normal"/><w:pPr><w:pStyle w:val="Footer"/><w:tabs><w:tab w:val="center" w:pos="4320"/><w:tab w:val="right" w:pos="8640"/></w:tabs></w:pPr></w:style>
</w:styles>"""

DOCPR = """<w:docPr><w:view w:val="print"/><w:zoom w:percent="100"/><w:doNotEmbedSystemFonts/><w:proofState w:spelling="clean" w:grammar="clean"/><w:attachedTemplate w:val=""/><w:defaultTabStop w:val="720"/><w:punctuationKerning/><w:characterSpacingControl w:val="DontCompress"/><w:validateAgainstSchema/><w:saveInvalidXML w:val="off"/><w:ignoreMixedContent w:val="off"/><w:alwaysShowPlaceholderText w:val="off"/><w:footnotePr><w:footnote w:type="separator"><w:p><w:r><w:separator/></w:r></w:p></w:footnote><w:footnote w:type="continuation-separator"><w:p><w:r><w:continuationSeparator/></w:r></w:p></w:footnote></w:footnotePr><w:endnotePr><w:endnote w:type="separator"><w:p><w:r><w:separator/></w:r></w:p></w:endnote><w:endnote w:type="continuation-separator"><w:p><w:r><w:continuationSeparator/></w:r></w:p></w:endnote></w:endnotePr><w:compat><w:breakWrappedTables/><w:snapToGridInCell/><w:wrapTextWithPunct/><w:useAsianBreakRules/><w:dontGrowAutofit/></w:compat><wsp:rsids><wsp:rsidRoot wsp:val="00A51C22"/><wsp:rsid wsp:val="00A51C22"/><wsp:rsid wsp:val="00D07E41"/></wsp:rsids></w:docPr>"""

SECTPR = """<w:sectPr><w:hdr w:type="odd"><w:p><w:pPr><w:pStyle w:val="Header"/></w:pPr><w:r><w:t>NBA Directors' Course</w:t></w:r><w:r><w:tab/></w:r><w:r><w:tab/></w:r><w:r><w:t>Laws 51 \u2013 52 (1997)</w:t></w:r></w:p></w:hdr><w:ftr w:type="odd"><w:p><w:pPr><w:pStyle w:val="Footer"/><w:jc w:val="center"/></w:pPr><w:r><w:t xml:space="preserve">Page </w:t></w:r><w:fldSimple w:instr=" PAGE "><w:r><w:rPr><w:noProof/></w:rPr><w:t>1</w:t></w:r></w:fldSimple><w:r><w:t xml:space="preserve"> of </w:t></w:r><w:fldSimple w:instr=" NUMPAGES "><w:r><w:rPr><w:noProof/></w:rPr><w:t>2</w:t></w:r></w:fldSimple></w:p></w:ftr><w:pgSz w:w="11906" w:h="16838"/><w:pgMar w:top="1440" w:right="1800" w:bottom="1440" w:left="1800" w:header="708" w:footer="708" w:gutter="0"/><w:cols w:space="708"/><w:docGrid w:line-pitch="360"/></w:sectPr>"""

PROPS = """<o:DocumentProperties><o:Title>Laws 51-52</o:Title><o:Author>Jill Fenwick</o:Author><o:LastAuthor>Peter Oakes</o:LastAuthor><o:Revision>7</o:Revision><o:TotalTime>94</o:TotalTime><o:Created>1998-02-09T19:02:00Z</o:Created><o:LastSaved>2004-10-21T08:47:00Z</o:LastSaved><o:Pages>2</o:Pages><o:Words>412</o:Words><o:Characters>2349</o:Characters><o:Company>Northshire Bridge Association</o:Company><o:Lines>19</o:Lines><o:Paragraphs>5</o:Paragraphs><o:CharactersWithSpaces>2756</o:CharactersWithSpaces><o:Version>11.5604</o:Version></o:DocumentProperties>"""

FONTS = """<w:fonts><w:defaultFonts w:ascii="Times New Roman" w:fareast="Times New Roman" w:h-ansi="Times New Roman" w:cs="Times New Roman"/><w:font w:name="Arial"><w:panose-1 w:val="020B0604020202020204"/><w:charset w:val="00"/><w:family w:val="Swiss"/><w:pitch w:val="variable"/><w:sig w:usb-0="20002A87" w:usb-1="80000000" w:usb-2="00000008" w:usb-3="00000000" w:csb-0="000001FF" w:csb-1="00000000"/></w:font></w:fonts>"""

doc = ('<?xml version="1.0" encoding="UTF-8" standalone="yes"?>\n'
       '<?mso-application progid="Word.Document"?>\n'
       '<w:wordDocument xmlns:aml="http://schemas.microsoft.com/aml/2001/core" '
       'xmlns:dt="uuid:C2F41010-65B3-11d1-A29F-00AA00C14882" xmlns:ve="http://schemas.openxmlformats.org/markup-compatibility/2006" '
       'xmlns:o="urn:schemas-microsoft-com:office:office" xmlns:v="urn:schemas-microsoft-com:vml" '
       'xmlns:w10="urn:schemas-microsoft-com:office:word" xmlns:w="http://schemas.microsoft.com/office/word/2003/wordml" '
       'xmlns:wx="http://schemas.microsoft.com/office/word/2003/auxHint" '
       'xmlns:wsp="http://schemas.microsoft.com/office/word/2003/wordml/sp2" '
       'xmlns:sl="http://schemas.microsoft.com/schemaLibrary/2003/core" '
       'w:macrosPresent="no" w:embeddedObjPresent="no" w:ocxPresent="no" xml:space="preserve">'
       '<w:ignoreSubtree w:val="http://schemas.microsoft.com/office/word/2003/wordml/sp2"/>'
       + PROPS + FONTS + LISTS + STYLES + DOCPR
       + '<w:body><wx:sect>' + "".join(body) + "".join(LAW51) + "".join(LAW52) + "".join(tail)
       + SECTPR + '</wx:sect></w:body></w:wordDocument>')

with open(OUT, "w", encoding="utf-8") as f:
    f.write(doc)
print("wrote", OUT)
