"""A mail sent from Outlook 2007 (.eml): multipart/alternative, the law in BOTH the
text/plain part (Outlook's own rendering of the lists: markers and tabs) and the
text/html part (Word's HTML: MsoListParagraph paragraphs, list markers only inside
<![if !supportLists]> ... <span style='mso-list:Ignore'> with runs of &nbsp;), both
quoted-printable; below the signature and a disclaimer, the earlier message it answers
(From/Sent/To/Subject block) with the asker's own numbered list naming Law 69 and Law 71.
A reader sees the HTML part.  English, Laws of 2007, Law 69."""
import quopri
from _common import write, unit

UNITS = [
    # level, marker, title, text
    (1, "A.", "Establishment of Agreement",
     "Agreement to a claim or concession is established once each opponent has said "
     "that he accepts it, or has let his cards be mixed with the others without objection."),
    (2, "1.", None,
     "A defender who stays silent while his partner agrees is bound only when he "
     "has seen his partner's assent."),
    (2, "2.", None,
     "A concession by declarer that one defender accepts binds both defenders unless "
     "the other objects at once."),
    (1, "B.", "Withdrawal of Agreement",
     "The director may let a contestant withdraw his agreement within the correction "
     "period when:"),
    (2, "1.", None,
     "the contestant agreed to lose a trick that his side had in fact already won; or"),
    (2, "2.", None,
     "the contestant agreed to lose a trick that no legal play of the remaining cards "
     "could have lost, in which case:"),
    (3, "(a)", None, "the director looks at each suit as it would normally be played;"),
    (3, "(b)", None, "he leaves aside any line that no player of the class involved would "
     "choose."),
    (1, "C.", "Tricks after Withdrawal",
     "When agreement is withdrawn, the director gives the disputed trick to the side "
     "that would have won it with normal play."),
]

INDENT = {1: 18, 2: 54, 3: 90}
FMT = {1: "alpha-upper", 2: "arabic", 3: "alpha-lower"}


def li(level, marker, body, cls):
    ind = INDENT[level]
    return (f"<p class=3D{cls} style=3D'margin-left:{ind}.0pt;mso-add-space:auto;"
            f"text-indent:-18.0pt;mso-list:l0 level{level} lfo1'><![if !supportLists]>"
            f"<span style=3D'mso-list:Ignore'>{marker}<span style=3D'font:7.0pt \"Times "
            f"New Roman\"'>&nbsp;&nbsp;&nbsp;&nbsp;&nbsp;&nbsp; </span></span><![endif]>"
            f"{body}<o:p></o:p></p>")


def esc(s):
    return s.replace("&", "&amp;").replace("'", "&#8217;")


# ---- HTML part (written already "=3D"-escaped where Outlook would; we encode afterwards)
paras = []
for i, (lvl, mk, title, txt) in enumerate(UNITS):
    cls = "MsoListParagraphCxSpMiddle" if i else "MsoListParagraphCxSpFirst"
    if title:
        paras.append(li(lvl, f"<b>{mk}</b>", f"<b>{esc(title)}</b>", cls))
        paras.append(f"<p class=3DMsoListParagraphCxSpMiddle style=3D'margin-left:18.0pt;"
                     f"mso-add-space:auto'>{esc(txt)}<o:p></o:p></p>")
    else:
        paras.append(li(lvl, mk, esc(txt), cls))
paras[-1] = paras[-1].replace("MsoListParagraphCxSpMiddle", "MsoListParagraphCxSpLast")
law_html = "\n".join(paras)

html = f"""<html xmlns:v=3D"urn:schemas-microsoft-com:vml" xmlns:o=3D"urn:schemas-microsoft-com:office:office" xmlns:w=3D"urn:schemas-microsoft-com:office:word" xmlns:m=3D"http://schemas.microsoft.com/office/2004/12/omml" xmlns=3D"http://www.w3.org/TR/REC-html40">
<head>
<meta http-equiv=3DContent-Type content=3D"text/html; charset=3Dus-ascii">
<meta name=3DGenerator content=3D"Microsoft Word 12 (filtered medium)">
<style>
<!--
 /* Font Definitions */
 @font-face
	{{font-family:Calibri;
	panose-1:2 15 5 2 2 2 4 3 2 4;}}
 /* Style Definitions */
 p.MsoNormal, li.MsoNormal, div.MsoNormal
	{{margin:0cm;
	margin-bottom:.0001pt;
	font-size:11.0pt;
	font-family:"Calibri","sans-serif";}}
p.MsoListParagraph, li.MsoListParagraph, div.MsoListParagraph
	{{margin-top:0cm;
	margin-right:0cm;
	margin-bottom:0cm;
	margin-left:36.0pt;
	margin-bottom:.0001pt;
	font-size:11.0pt;
	font-family:"Calibri","sans-serif";}}
span.EmailStyle17
	{{mso-style-type:personal-compose;
	font-family:"Calibri","sans-serif";
	color:windowtext;}}
 /* List Definitions */
 @list l0
	{{mso-list-id:1129471552;
	mso-list-type:hybrid;
	mso-list-template-ids:-1490226846 67698711 67698713 67698715 67698703 67698713 67698715 67698703 67698713 67698715;}}
@list l0:level1
	{{mso-level-number-format:{FMT[1]};
	mso-level-text:"%1\\.";
	mso-level-tab-stop:none;
	mso-level-number-position:left;
	text-indent:-18.0pt;}}
@list l0:level2
	{{mso-level-number-format:{FMT[2]};
	mso-level-text:"%2\\.";
	mso-level-tab-stop:none;
	mso-level-number-position:left;
	text-indent:-18.0pt;}}
@list l0:level3
	{{mso-level-number-format:{FMT[3]};
	mso-level-text:"\\(%3\\)";
	mso-level-tab-stop:none;
	mso-level-number-position:right;
	text-indent:-9.0pt;}}
ol
	{{margin-bottom:0cm;}}
ul
	{{margin-bottom:0cm;}}
-->
</style>
<!--[if gte mso 9]><xml>
<o:shapedefaults v:ext=3D"edit" spidmax=3D"1026" />
</xml><![endif]--><!--[if gte mso 9]><xml>
<o:shapelayout v:ext=3D"edit">
<o:idmap v:ext=3D"edit" data=3D"1" />
</o:shapelayout></xml><![endif]-->
</head>
<body lang=3DEN-GB link=3Dblue vlink=3Dpurple>
<div class=3DWordSection1>
<p class=3DMsoNormal>Hi Margaret,<o:p></o:p></p>
<p class=3DMsoNormal><o:p>&nbsp;</o:p></p>
<p class=3DMsoNormal>As promised, Law 69 typed up for the TD folder. I left our club&#8217;s commentary out; it can go on a separate sheet.<o:p></o:p></p>
<p class=3DMsoNormal><o:p>&nbsp;</o:p></p>
<p class=3DMsoNormal><b>Law 69 &#8211; Agreed Claim or Concession<o:p></o:p></b></p>
<p class=3DMsoNormal><o:p>&nbsp;</o:p></p>
{law_html}
<p class=3DMsoNormal><o:p>&nbsp;</o:p></p>
<p class=3DMsoNormal>Regards,<o:p></o:p></p>
<p class=3DMsoNormal>Derek<o:p></o:p></p>
<p class=3DMsoNormal><o:p>&nbsp;</o:p></p>
<p class=3DMsoNormal><span style=3D'font-size:9.0pt;color:gray'>Derek Holloway | Tournament Director | Westmere Bridge Club<o:p></o:p></span></p>
<p class=3DMsoNormal><span style=3D'font-size:7.5pt;color:gray'>This e-mail and any attachments are intended for the addressee only. If you have received it in error, please delete it and tell the sender.<o:p></o:p></span></p>
<p class=3DMsoNormal><o:p>&nbsp;</o:p></p>
<div>
<div style=3D'border:none;border-top:solid #B5C4DF 1.0pt;padding:3.0pt 0cm 0cm 0cm'>
<p class=3DMsoNormal><b><span lang=3DEN-US style=3D'font-size:10.0pt;font-family:"Tahoma","sans-serif"'>From:</span></b><span lang=3DEN-US style=3D'font-size:10.0pt;font-family:"Tahoma","sans-serif"'> Margaret Ferris [mailto:m.ferris@example.org] <br><b>Sent:</b> 14 October 2009 21:07<br><b>To:</b> Derek Holloway<br><b>Subject:</b> Folder<o:p></o:p></span></p>
</div>
</div>
<p class=3DMsoNormal><o:p>&nbsp;</o:p></p>
<p class=3DMsoNormal>Derek, when you have a moment could you send me:<o:p></o:p></p>
<p class=3DMsoNormal>1. the ruling from Tuesday&#8217;s pairs (board 14);<o:p></o:p></p>
<p class=3DMsoNormal>2. Law 69 as it stands now;<o:p></o:p></p>
<p class=3DMsoNormal>3. your note on Law 71, if you wrote one.<o:p></o:p></p>
<p class=3DMsoNormal>Thanks, M.<o:p></o:p></p>
</div>
</body>
</html>
"""
# undo our "=3D" pre-escaping, then let quopri do it properly (soft line breaks too)
html_raw = html.replace("=3D", "=").encode("ascii")
html_qp = quopri.encodestring(html_raw).decode("ascii")

# ---- text/plain part as Outlook renders the same body
plain_lines = ["Hi Margaret,", "",
               "As promised, Law 69 typed up for the TD folder. I left our club\u2019s "
               "commentary out; it can go on a separate sheet.", "",
               "Law 69 \u2013 Agreed Claim or Concession", ""]
for lvl, mk, title, txt in UNITS:
    pad = {1: "", 2: "      ", 3: "            "}[lvl]
    if title:
        plain_lines.append(f"{pad}{mk}\t{title}")
        plain_lines.append(f"{txt}")
    else:
        plain_lines.append(f"{pad}{mk}\t{txt}")
plain_lines += ["", "Regards,", "Derek", "",
                "Derek Holloway | Tournament Director | Westmere Bridge Club",
                "This e-mail and any attachments are intended for the addressee only. If you "
                "have received it in error, please delete it and tell the sender.", "",
                "From: Margaret Ferris [mailto:m.ferris@example.org] ",
                "Sent: 14 October 2009 21:07", "To: Derek Holloway", "Subject: Folder", "",
                "Derek, when you have a moment could you send me:",
                "1. the ruling from Tuesday\u2019s pairs (board 14);",
                "2. Law 69 as it stands now;",
                "3. your note on Law 71, if you wrote one.",
                "Thanks, M.", ""]
plain = "\r\n".join(l.replace("\u2019", "'") if False else l for l in plain_lines)
plain_qp = quopri.encodestring(plain.encode("cp1252")).decode("ascii")

B = "----=_NextPart_000_0017_01CA4D2E.8B4C1F70"
eml = f"""Return-Path: <derek.holloway@example.com>
Received: from DHPC ([192.0.2.44]) by smtp.example.com with ESMTPA; Thu, 15 Oct 2009 08:12:40 +0100
From: "Derek Holloway" <derek.holloway@example.com>
To: "'Margaret Ferris'" <m.ferris@example.org>
References: <001301ca4d0f$2a7c1e20$7f745a60$@org>
In-Reply-To: <001301ca4d0f$2a7c1e20$7f745a60$@org>
Subject: RE: Folder - Law 69
Date: Thu, 15 Oct 2009 08:12:37 +0100
Message-ID: <001801ca4d2e$8b4c1f70$21e45e50$@com>
MIME-Version: 1.0
Content-Type: multipart/alternative;
\tboundary="{B}"
X-Mailer: Microsoft Office Outlook 12.0
Thread-Index: AcpNDyp4JvX1q3G9SXqkVw7sR2tLNAAWm0Ew
Content-Language: en-gb

This is a multi-part message in MIME format.

--{B}
Content-Type: text/plain;
\tcharset="windows-1252"
Content-Transfer-Encoding: quoted-printable

{plain_qp}
--{B}
Content-Type: text/html;
\tcharset="us-ascii"
Content-Transfer-Encoding: quoted-printable

{html_qp}
--{B}--

"""
eml = eml.replace("\r\n", "\n")

expected = {
    "edition": 2007,
    "lang": "en",
    "units": [
        unit("69", "Agreed Claim or Concession"),
        unit("69A", "Establishment of Agreement", "Agreement to a claim or concession is established"),
        unit("69A1", None, "A defender who stays silent while his partner"),
        unit("69A2", None, "A concession by declarer that one defender accepts"),
        unit("69B", "Withdrawal of Agreement", "The director may let a contestant withdraw"),
        unit("69B1", None, "the contestant agreed to lose a trick that his side"),
        unit("69B2", None, "the contestant agreed to lose a trick that no legal play"),
        unit("69B2(A)", None, "the director looks at each suit"),
        unit("69B2(B)", None, "he leaves aside any line that no player"),
        unit("69C", "Tricks after Withdrawal", "When agreement is withdrawn, the director gives"),
    ],
    "furniture": [
        "Hi Margaret,",
        "As promised, Law 69 typed up for the TD folder.",
        "Regards,",
        "Derek Holloway | Tournament Director | Westmere Bridge Club",
        "This e-mail and any attachments are intended for the addressee only.",
        "From: Margaret Ferris",
        "Sent: 14 October 2009 21:07",
        "Subject: Folder",
        "Derek, when you have a moment could you send me:",
        "the ruling from Tuesday",
        "2. Law 69 as it stands now;",
        "3. your note on Law 71, if you wrote one.",
        "Thanks, M.",
    ],
}

write("outlook_mail_en", "eml", eml, expected, encoding="ascii", newline="\r\n")
