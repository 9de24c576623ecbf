"""A league's monthly newsletter as the mail arrived (Law 69, 2017).

multipart/alternative from a mailing service: a plain-text part that the
service generated (headings under "**" and dashed rules, links in brackets)
and the HTML part a mail program shows, both quoted-printable, so the law is
in the mail twice. The HTML is the service's nested tables: a hidden
preview line, "View this email in your browser", an "In this issue" list of
its own, the law in a bordered cell with each section's title in <strong>
and its text after a <br> in the same paragraph, a tip box naming Law 70
between B2(b) and C, then a results table, dates, and the service's footer.
"""
from email.message import EmailMessage

from _common import unit, write

NAME = "en_newsletter_2017"

LAW_HTML = """
<h3 style="font-family:Georgia,serif;font-size:20px;color:#1b3a5c;margin:0 0 12px 0;">Law 69 &ndash; Established Claim or Concession</h3>
<p style="margin:0 0 10px 0;"><strong>A. Agreement Established</strong><br>
A player agrees to a claim or concession by saying so, or by returning his cards to the board without objecting, and his partner is bound by that agreement unless he objects at once.</p>
<p style="margin:0 0 10px 0;"><strong>B. Withdrawal of Agreement</strong><br>
The Director may set aside an agreement, on a request made within the correction period, when a contestant has agreed to give up:</p>
<p style="margin:0 0 6px 18px;">1. a trick already turned and quitted in his side&rsquo;s favour; or</p>
<p style="margin:0 0 6px 18px;">2. a trick that could not have gone to the claimer&rsquo;s side on any normal play of the remaining cards. For this purpose:</p>
<p style="margin:0 0 6px 36px;">(a) a line of play counts as normal if a player of the class involved might have chosen it without thinking, however poor it may be;</p>
<p style="margin:0 0 10px 36px;">(b) only cards still unplayed when the claim or concession was made are taken into account.</p>
<table role="presentation" width="100%" cellpadding="0" cellspacing="0" border="0" style="margin:8px 0 14px 0;"><tr>
<td style="background:#fff4d6;border-left:4px solid #e0a800;padding:10px 14px;font-size:14px;">&#128161; <strong>Helen&rsquo;s tip:</strong> a player who agrees a claim too quickly gets no help from Law 70 &ndash; only this law can undo his agreement, and only while the correction period is open.</td>
</tr></table>
<p style="margin:0 0 10px 0;"><strong>C. Tricks Restored</strong><br>
When an agreement is set aside, the Director returns the trick or tricks concerned to the side that gave them up and amends the score accordingly.</p>
<p style="margin:0 0 0 0;"><strong>D. Score Already Entered</strong><br>
If the result has already reached the scorer, the Director tells both sides and the scorer of the change before the results are published.</p>
"""

HTML = f"""<!doctype html>
<html xmlns="http://www.w3.org/1999/xhtml" xmlns:v="urn:schemas-microsoft-com:vml" xmlns:o="urn:schemas-microsoft-com:office:office">
<head>
<meta charset="UTF-8">
<meta http-equiv="X-UA-Compatible" content="IE=edge">
<meta name="viewport" content="width=device-width, initial-scale=1">
<title>March news: Spring Congress, Laws Corner, results</title>
<style type="text/css">
p{{margin:10px 0;padding:0;}} table{{border-collapse:collapse;}} h1,h2,h3,h4{{display:block;margin:0;padding:0;}}
img,a img{{border:0;height:auto;outline:none;text-decoration:none;}} body,#bodyTable,#bodyCell{{height:100%;margin:0;padding:0;width:100%;}}
#outlook a{{padding:0;}} .mcnPreviewText{{display:none !important;}}
@media only screen and (max-width:480px){{ .mcnTextContent{{font-size:16px !important;line-height:150% !important;}} }}
</style>
<!--[if gte mso 9]><xml><o:OfficeDocumentSettings><o:AllowPNG/><o:PixelsPerInch>96</o:PixelsPerInch></o:OfficeDocumentSettings></xml><![endif]-->
</head>
<body style="height:100%;margin:0;padding:0;width:100%;background-color:#eef1f4;">
<!--*|IF:MC_PREVIEW_TEXT|*-->
<!--[if !gte mso 9]><!----><span class="mcnPreviewText" style="display:none; font-size:0px; line-height:0px; max-height:0px; max-width:0px; opacity:0; overflow:hidden; visibility:hidden; mso-hide:all;">Spring Congress entries are open &ndash; plus: when can an agreed claim be undone?</span><!--<![endif]-->
<!--*|END:IF|*-->
<center>
<table align="center" border="0" cellpadding="0" cellspacing="0" height="100%" width="100%" id="bodyTable">
<tr><td align="center" valign="top" id="bodyCell">
<table border="0" cellpadding="0" cellspacing="0" width="600" class="templateContainer" style="background:#ffffff;">
  <tr><td valign="top" style="padding:8px 18px;font-size:11px;color:#777;text-align:right;">
    <a href="https://us21.campaign-archive.com/?u=4f1e&amp;id=a9c2" style="color:#777;">View this email in your browser</a>
  </td></tr>
  <tr><td valign="top" style="padding:0;">
    <img src="https://mcusercontent.com/4f1e/images/westmoor-banner.png" alt="Westmoor Bridge League" width="600" style="display:block;">
  </td></tr>
  <tr><td valign="top" class="mcnTextContent" style="padding:18px;font-family:Helvetica,Arial,sans-serif;font-size:15px;line-height:150%;color:#222;">
    <p>Dear members,</p>
    <p>Welcome to the March newsletter. <strong>In this issue:</strong></p>
    <ol style="margin:0 0 10px 22px;padding:0;">
      <li>Spring Congress &ndash; entries open</li>
      <li>Laws Corner: agreed claims</li>
      <li>February results</li>
      <li>Dates for your diary</li>
    </ol>
    <h2 style="font-size:22px;color:#1b3a5c;margin:18px 0 8px 0;">Spring Congress &ndash; entries open</h2>
    <p>Entries for the Spring Congress at Westmoor Hall (6&ndash;7 April) are now open. The Swiss Pairs are limited to 48 pairs, so please enter early through the League website.</p>
    <h2 style="font-size:22px;color:#1b3a5c;margin:18px 0 8px 0;">Laws Corner: agreed claims</h2>
    <p>This month our Chief TD, Helen Ashby, looks at what happens when a player agrees to a claim and then realises he should not have. Here is the 2017 law in full:</p>
  </td></tr>
  <tr><td valign="top" style="padding:0 18px 18px 18px;">
    <table role="presentation" width="100%" cellpadding="0" cellspacing="0" border="0"><tr>
      <td style="border:1px solid #c9d3dd;border-radius:4px;padding:16px 18px;font-family:Helvetica,Arial,sans-serif;font-size:15px;line-height:150%;color:#222;">{LAW_HTML}</td>
    </tr></table>
  </td></tr>
  <tr><td valign="top" style="padding:0 18px 18px 18px;font-family:Helvetica,Arial,sans-serif;font-size:15px;">
    <a href="https://westmoorbridge.org.uk/laws-corner/" style="display:inline-block;background:#1b3a5c;color:#fff;padding:10px 18px;border-radius:3px;text-decoration:none;">Read earlier Laws Corner articles</a>
  </td></tr>
  <tr><td valign="top" class="mcnTextContent" style="padding:0 18px 18px 18px;font-family:Helvetica,Arial,sans-serif;font-size:15px;line-height:150%;color:#222;">
    <h2 style="font-size:22px;color:#1b3a5c;margin:18px 0 8px 0;">February results</h2>
    <table width="100%" cellpadding="4" cellspacing="0" border="1" style="border-color:#c9d3dd;font-size:14px;">
      <tr><th align="left">Event</th><th align="left">Winners</th><th align="right">Score</th></tr>
      <tr><td>Monday Pairs</td><td>J. Frost &amp; P. Lake</td><td align="right">63.4%</td></tr>
      <tr><td>Thursday Teams</td><td>Team Okafor</td><td align="right">+41 IMPs</td></tr>
      <tr><td>League Cup, round 2</td><td>Hillside A</td><td align="right">96&ndash;71</td></tr>
    </table>
    <h2 style="font-size:22px;color:#1b3a5c;margin:18px 0 8px 0;">Dates for your diary</h2>
    <ul style="margin:0 0 10px 22px;padding:0;">
      <li>23 March &ndash; Directors&rsquo; refresher evening, Hillside BC</li>
      <li>6&ndash;7 April &ndash; Spring Congress, Westmoor Hall</li>
      <li>18 May &ndash; League AGM</li>
    </ul>
    <p>Best wishes,<br>Anna Kerr, Newsletter Editor</p>
  </td></tr>
  <tr><td valign="top" style="padding:18px;background:#f4f4f4;font-family:Helvetica,Arial,sans-serif;font-size:12px;line-height:150%;color:#656565;text-align:center;">
    <em>Copyright &copy; 2024 Westmoor Bridge League, All rights reserved.</em><br>
    You are receiving this email because you are a member of a club affiliated to the League.<br><br>
    <strong>Our mailing address is:</strong><br>
    Westmoor Bridge League, 14 Station Road, Westmoor WM3 2QA, United Kingdom<br><br>
    Want to change how you receive these emails?<br>
    You can <a href="https://westmoorbridge.us21.list-manage.com/profile?u=4f1e">update your preferences</a> or <a href="https://westmoorbridge.us21.list-manage.com/unsubscribe?u=4f1e">unsubscribe from this list</a>.<br><br>
    <a href="http://eepurl.com/intuit"><img src="https://cdn-images.mailchimp.com/monkey_rewards/intuit-mc-rewards-text-dark.png" alt="Intuit Mailchimp" width="139"></a>
  </td></tr>
</table>
</td></tr>
</table>
</center>
<img src="https://westmoorbridge.us21.list-manage.com/track/open.php?u=4f1e&amp;id=a9c2&amp;e=7b1d" height="1" width="1" alt="">
</body>
</html>
"""

PLAIN = """View this email in your browser (https://us21.campaign-archive.com/?u=4f1e&id=a9c2)

Dear members,

Welcome to the March newsletter. In this issue:

* Spring Congress - entries open
* Laws Corner: agreed claims
* February results
* Dates for your diary

** Spring Congress - entries open
------------------------------------------------------------
Entries for the Spring Congress at Westmoor Hall (6-7 April) are now open. The Swiss Pairs are limited to 48 pairs, so please enter early through the League website.

** Laws Corner: agreed claims
------------------------------------------------------------
This month our Chief TD, Helen Ashby, looks at what happens when a player agrees to a claim and then realises he should not have. Here is the 2017 law in full:

** Law 69 - Established Claim or Concession
------------------------------------------------------------
A. Agreement Established
A player agrees to a claim or concession by saying so, or by returning his cards to the board without objecting, and his partner is bound by that agreement unless he objects at once.

B. Withdrawal of Agreement
The Director may set aside an agreement, on a request made within the correction period, when a contestant has agreed to give up:

1. a trick already turned and quitted in his side's favour; or

2. a trick that could not have gone to the claimer's side on any normal play of the remaining cards. For this purpose:

(a) a line of play counts as normal if a player of the class involved might have chosen it without thinking, however poor it may be;

(b) only cards still unplayed when the claim or concession was made are taken into account.

Helen's tip: a player who agrees a claim too quickly gets no help from Law 70 - only this law can undo his agreement, and only while the correction period is open.

C. Tricks Restored
When an agreement is set aside, the Director returns the trick or tricks concerned to the side that gave them up and amends the score accordingly.

D. Score Already Entered
If the result has already reached the scorer, the Director tells both sides and the scorer of the change before the results are published.

Read earlier Laws Corner articles (https://westmoorbridge.org.uk/laws-corner/)

** February results
------------------------------------------------------------
Event / Winners / Score
Monday Pairs / J. Frost & P. Lake / 63.4%
Thursday Teams / Team Okafor / +41 IMPs
League Cup, round 2 / Hillside A / 96-71

** Dates for your diary
------------------------------------------------------------
* 23 March - Directors' refresher evening, Hillside BC
* 6-7 April - Spring Congress, Westmoor Hall
* 18 May - League AGM

Best wishes,
Anna Kerr, Newsletter Editor

============================================================
Copyright (C) 2024 Westmoor Bridge League, All rights reserved.
You are receiving this email because you are a member of a club affiliated to the League.

Our mailing address is:
Westmoor Bridge League
14 Station Road
Westmoor WM3 2QA
United Kingdom

Want to change how you receive these emails?
You can update your preferences (https://westmoorbridge.us21.list-manage.com/profile?u=4f1e)
or unsubscribe from this list (https://westmoorbridge.us21.list-manage.com/unsubscribe?u=4f1e)
"""


def build():
    msg = EmailMessage()
    msg["Return-Path"] = "<bounce-mc.us21_8812345.771203-m.ellis=example.net@mail118.suw121.mcdlv.net>"
    msg["Received"] = ("from mail118.suw121.mcdlv.net (mail118.suw121.mcdlv.net [198.2.180.118]) "
                       "by mx.example.net with ESMTPS id 4TwQ1k2Xyz; Thu, 14 Mar 2024 08:02:14 +0000")
    msg["DKIM-Signature"] = ("v=1; a=rsa-sha256; c=relaxed/relaxed; d=mcsv.net; s=k2; "
                             "h=From:Subject:Date:To; bh=Zq3o0k3b1Yy4d5oQ9uT0n0aV0d8gE3y0Xo1pS2mC5rE=; "
                             "b=Vb7mQx2T0cL0aP9mR3uK1y8xS0eW4nZ6qY2dJ5hF8gA1kB3vC7oN9pM0tU2rE4wI")
    msg["From"] = "Westmoor Bridge League <news@westmoorbridge.org.uk>"
    msg["Reply-To"] = "Westmoor Bridge League <news@westmoorbridge.org.uk>"
    msg["To"] = "<m.ellis@example.net>"
    msg["Subject"] = "March news: Spring Congress, Laws Corner, results"
    msg["Date"] = "Thu, 14 Mar 2024 08:02:11 +0000"
    msg["Message-ID"] = "<f3b81c0e2d7a9c1e4b5d.a9c2.20240314080211@mail118.suw121.mcdlv.net>"
    msg["List-Unsubscribe"] = "<https://westmoorbridge.us21.list-manage.com/unsubscribe?u=4f1e&id=a9c2>"
    msg["X-Mailer"] = "Mailchimp Mailer - **CIDa9c2f3b81c0e2d7a**"
    msg["X-Campaign"] = "mailchimp4f1e.a9c2"
    msg.set_content(PLAIN, cte="quoted-printable")
    msg.add_alternative(HTML, subtype="html", cte="quoted-printable")
    msg.set_boundary("_----------=_MCPart_1394460812")
    return msg.as_bytes()


EXPECTED = {
    "edition": 2017,
    "lang": "en",
    "units": [
        unit("69", "Established Claim or Concession"),
        unit("69A", "Agreement Established", "A player agrees to a claim or concession by saying so"),
        unit("69B", "Withdrawal of Agreement", "The Director may set aside an agreement, on a request"),
        unit("69B1", None, "a trick already turned and quitted in his side\u2019s favour"),
        unit("69B2", None, "a trick that could not have gone to the claimer\u2019s side"),
        unit("69B2(A)", None, "a line of play counts as normal if a player"),
        unit("69B2(B)", None, "only cards still unplayed when the claim or concession"),
        unit("69C", "Tricks Restored", "When an agreement is set aside, the Director returns"),
        unit("69D", "Score Already Entered", "If the result has already reached the scorer"),
    ],
    "furniture": [
        "View this email in your browser",
        "Dear members,",
        "In this issue:",
        "Spring Congress \u2013 entries open",
        "Laws Corner: agreed claims",
        "February results",
        "Dates for your diary",
        "Here is the 2017 law in full:",
        "Helen\u2019s tip: a player who agrees a claim too quickly gets no help from Law 70",
        "Read earlier Laws Corner articles",
        "Monday Pairs",
        "6\u20137 April \u2013 Spring Congress, Westmoor Hall",
        "Anna Kerr, Newsletter Editor",
        "Copyright \u00a9 2024 Westmoor Bridge League, All rights reserved.",
        "unsubscribe from this list",
    ],
}

if __name__ == "__main__":
    write(NAME, "eml", build(), EXPECTED)
