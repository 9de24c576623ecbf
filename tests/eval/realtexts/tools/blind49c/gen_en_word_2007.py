"""Word document saved as a web page (Word 2007 'filtered' HTML), English, 2007
edition, one law (16). Traps: law header on two paragraphs (LAW 16 / title),
markers followed by Word tab runs of &nbsp;, sub-items (i)/(ii), a Word footnote
([1] reference and footnote list), a reviewer comment anchor [MH1] in the text
with the comment list at the end, course heading above the law."""
from common import write, U

TAB = "<span style='mso-tab-count:1'>&nbsp;&nbsp;&nbsp;&nbsp;&nbsp;&nbsp;&nbsp;&nbsp; </span>"


def para(marker, body, indent, bold=False):
    b1, b2 = ("<b>", "</b>") if bold else ("", "")
    return ("<p class=MsoNormal style='margin-left:%.1fpt;text-indent:-36.0pt'>"
            "%s<span lang=EN-GB>%s%s%s<o:p></o:p></span>%s</p>\n" % (indent, b1, marker, TAB, body, b2))


FTN1 = ("<a style='mso-footnote-id:ftn1' href=\"#_ftn1\" name=\"_ftnref1\" title=\"\">"
        "<span class=MsoFootnoteReference><span style='mso-special-character:footnote'>"
        "<![if !supportFootnotes]>[1]<![endif]></span></span></a>")
CMT1 = ("<span class=MsoCommentReference><span style='font-size:8.0pt'>"
        "<a class=msocomanchor id=\"_anchor_1\" onmouseover=\"msoCommentShow('_anchor_1','_com_1')\" "
        "onmouseout=\"msoCommentHide('_com_1')\" href=\"#_msocom_1\" language=JavaScript name=\"_msoanchor_1\">[MH1]</a>"
        "&nbsp;</span></span>")

BODY = []
BODY.append("<p class=MsoNormal><span lang=EN-GB style='font-size:10.0pt;color:gray'>Riverside County Bridge Association<o:p></o:p></span></p>\n")
BODY.append("<p class=MsoNormal><span lang=EN-GB style='font-size:10.0pt;color:gray'>Tournament Director Course 2012 &#8211; Handout 4<o:p></o:p></span></p>\n")
BODY.append("<p class=MsoNormal><span lang=EN-GB><o:p>&nbsp;</o:p></span></p>\n")
BODY.append("<p class=MsoNormal><i><span lang=EN-GB>Extract from the 2007 Laws of Duplicate Bridge, for course use only.<o:p></o:p></span></i></p>\n")
BODY.append("<p class=MsoNormal><span lang=EN-GB><o:p>&nbsp;</o:p></span></p>\n")
BODY.append("<p class=MsoNormal align=center style='text-align:center'><b><span lang=EN-GB style='font-size:14.0pt'>LAW 16<o:p></o:p></span></b></p>\n")
BODY.append("<p class=MsoNormal align=center style='text-align:center'><b><span lang=EN-GB style='font-size:14.0pt'>INFORMATION AVAILABLE TO PLAYERS<o:p></o:p></span></b></p>\n")
BODY.append("<p class=MsoNormal><span lang=EN-GB><o:p>&nbsp;</o:p></span></p>\n")
BODY.append(para("A.", "Permitted Sources", 36.0, bold=True))
BODY.append("<p class=MsoNormal style='margin-left:36.0pt'><span lang=EN-GB>A player may base his calls and plays on information drawn from the sources listed below.<o:p></o:p></span></p>\n")
BODY.append(para("1.", "Information arising from the legal calls and plays of the current board, including:", 72.0))
BODY.append(para("(a)", "calls and plays made by any player in the ordinary course of the auction and play;", 108.0))
BODY.append(para("(b)", "dummy&#8217;s cards from the moment they are faced.", 108.0))
BODY.append(para("2.", "Information from his own hand, from his knowledge of the opponents&#8217; methods as disclosed to him, and from his general knowledge of the game." + FTN1, 72.0))
BODY.append("<p class=MsoNormal><span lang=EN-GB><o:p>&nbsp;</o:p></span></p>\n")
BODY.append(para("B.", "Information from Partner", 36.0, bold=True))
BODY.append(para("1.", "A player who receives from partner any signal outside the legal calls and plays must take care not to profit from it.", 72.0))
BODY.append(para("(a)", "Such signals include, among others:", 108.0))
BODY.append(para("(i)", "a marked change of tempo or manner in making a call;", 144.0))
BODY.append(para("(ii)", "a remark, question or gesture that draws attention to a particular call or card.", 144.0))
BODY.append(para("(b)", "When the opponents believe such a signal was given, they may announce that they reserve the right to summon the Director later in the board." + CMT1, 108.0))
BODY.append(para("2.", "The Director who finds that a player has gained an advantage from such information awards an adjusted score.", 72.0))
BODY.append("<p class=MsoNormal><span lang=EN-GB><o:p>&nbsp;</o:p></span></p>\n")
BODY.append(para("C.", "Information from Outside the Table", 36.0, bold=True))
BODY.append("<p class=MsoNormal style='margin-left:36.0pt'><span lang=EN-GB>A player who accidentally receives information about a board he has yet to play should at once inform the Director, who may substitute another board.<o:p></o:p></span></p>\n")

HTML = """<html xmlns:v="urn:schemas-microsoft-com:vml"
xmlns:o="urn:schemas-microsoft-com:office:office"
xmlns:w="urn:schemas-microsoft-com:office:word"
xmlns:m="http://schemas.microsoft.com/office/2004/12/omml"
xmlns="http://www.w3.org/TR/REC-html40">

<head>
<meta http-equiv=Content-Type content="text/html; charset=utf-8">
<meta name=ProgId content=Word.Document>
<meta name=Generator content="Microsoft Word 12">
<meta name=Originator content="Microsoft Word 12">
<link rel=File-List href="Law16_handout_files/filelist.xml">
<title>LAW 16</title>
<!--[if gte mso 9]><xml>
 <o:DocumentProperties>
  <o:Author>M. Hargreaves</o:Author>
  <o:LastAuthor>M. Hargreaves</o:LastAuthor>
  <o:Revision>7</o:Revision>
  <o:Created>2012-01-19T18:02:00Z</o:Created>
  <o:Pages>1</o:Pages>
  <o:Words>412</o:Words>
 </o:DocumentProperties>
</xml><![endif]-->
<style>
<!--
 /* Font Definitions */
 @font-face
	{font-family:"Cambria Math";
	panose-1:2 4 5 3 5 4 6 3 2 4;}
 /* Style Definitions */
 p.MsoNormal, li.MsoNormal, div.MsoNormal
	{mso-style-parent:"";
	margin:0cm;
	margin-bottom:.0001pt;
	font-size:12.0pt;
	font-family:"Times New Roman","serif";}
p.MsoFootnoteText, li.MsoFootnoteText, div.MsoFootnoteText
	{margin:0cm;
	margin-bottom:.0001pt;
	font-size:10.0pt;}
span.MsoFootnoteReference
	{vertical-align:super;}
@page WordSection1
	{size:595.3pt 841.9pt;
	margin:72.0pt 72.0pt 72.0pt 72.0pt;}
div.WordSection1
	{page:WordSection1;}
-->
</style>
</head>

<body lang=EN-GB style='tab-interval:36.0pt'>

<div class=WordSection1>

""" + "".join(BODY) + """
</div>

<div style='mso-element:footnote-list'><![if !supportFootnotes]><br clear=all>

<hr align=left size=1 width="33%">

<![endif]>

<div style='mso-element:footnote' id=ftn1>

<p class=MsoFootnoteText><a style='mso-footnote-id:ftn1' href="#_ftnref1"
name="_ftn1" title=""><span class=MsoFootnoteReference><span lang=EN-GB><span
style='mso-special-character:footnote'><![if !supportFootnotes]>[1]<![endif]></span></span></span></a><span
lang=EN-GB> The manner of disclosing methods is governed by the regulations of the sponsoring organisation.<o:p></o:p></span></p>

</div>

</div>

<div style='mso-element:comment-list'><![if !supportAnnotations]>

<hr class=msocomoff align=left size=1 width="33%">

<![endif]>

<div style='mso-element:comment'><![if !supportAnnotations]>

<div id="_com_1" class=msocomtxt language=JavaScript
onmouseover="msoCommentShow('_anchor_1','_com_1')"
onmouseout="msoCommentHide('_com_1')"><![endif]>

<p class=MsoCommentText><span class=MsoCommentReference><span lang=EN-GB
style='font-size:8.0pt'><span style='mso-special-character:comment'>&nbsp;<a
name="_msocom_1"></a></span></span></span><span lang=EN-GB>Check with the Chief TD whether we still teach this as &#8216;reserving rights&#8217;.<o:p></o:p></span></p>

<![if !supportAnnotations]></div>

<![endif]></div>

</div>

</body>

</html>
"""

EXPECTED = {
    "edition": 2007,
    "lang": "en",
    "units": [
        U("16", "INFORMATION AVAILABLE TO PLAYERS"),
        U("16A", "Permitted Sources", "A player may base his calls and plays on information"),
        U("16A1", None, "Information arising from the legal calls and plays"),
        U("16A1(A)", None, "calls and plays made by any player in the ordinary"),
        U("16A1(B)", None, "dummy\u2019s cards from the moment they are faced."),
        U("16A2", None, "Information from his own hand, from his knowledge"),
        U("16B", "Information from Partner"),
        U("16B1", None, "A player who receives from partner any signal"),
        U("16B1(A)", None, "Such signals include, among others:"),
        U("16B1(A)(1)", None, "a marked change of tempo or manner in making"),
        U("16B1(A)(2)", None, "a remark, question or gesture that draws attention"),
        U("16B1(B)", None, "When the opponents believe such a signal was given,"),
        U("16B2", None, "The Director who finds that a player has gained"),
        U("16C", "Information from Outside the Table", "A player who accidentally receives information about a board"),
    ],
    "footnotes": 1,
    "furniture": [
        "Riverside County Bridge Association",
        "Tournament Director Course 2012 \u2013 Handout 4",
        "Extract from the 2007 Laws of Duplicate Bridge, for course use only.",
        "Check with the Chief TD whether we still teach this",
    ],
}

write("en_word_2007.html", HTML, EXPECTED)
