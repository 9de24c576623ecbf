"""Write dev/fwd-attached-law27-1997.eml: a mail (2024) forwarding an older mail (1999) as an
attachment (message/rfc822 inside multipart/mixed). The outer mail's own words come first; the
law is in the forwarded mail, Windows-1252, quoted-printable. Every law sentence is invented."""
import quopri
from pathlib import Path

OUT = Path(__file__).resolve().parents[1] / "dev" / "fwd-attached-law27-1997.eml"

OUTER_TEXT = """Hi all,

Tidying the directors' cupboard I found Dermot's old mail with our typed copy of
Law 27 (the 1997 wording, which the Tuesday pairs still play until the new
booklets arrive). It is attached exactly as he sent it.

Two things for Thursday:
1. Is B1(b) really what the book says? It reads oddly to me.
2. Could someone check whether Laws 25 and 26 were ever typed the same way?

Table money stays at =C2=A32 for now.

A.

--=20
Alison Marr
Tournament secretary, Kilbride & District BC
"""

INNER_TEXT = """Committee,

As promised, here is Law 27 typed out for the blue folder. I kept the book\u2019s layout; please shout if I\u2019ve mistyped anything.

LAW 27 \u2013 INSUFFICIENT BID

A. Insufficient Bid Accepted
The player on the offender\u2019s left may accept the insufficient bid by making any call over it; the bid then stands, and the auction goes on as though it had been sufficient.

B. Insufficient Bid Not Accepted
Unless the bid is accepted, the offender replaces it with a legal call, and:

1. Correction in the Same Denomination
(a) When the offender substitutes the lowest sufficient bid in the same denomination, and neither his first bid nor the substitute was conventional, the auction proceeds with no further rectification.
(b) When either bid was conventional, the offender\u2019s partner passes at his next turn, and the Director may award an adjusted score if the withdrawn bid helped the offending side.

2. Other Substitutions
When the offender substitutes any other sufficient bid, or a pass, his partner passes throughout the remainder of the auction.

3. Double or Redouble Offered Instead
A double or redouble put forward in place of the insufficient bid is cancelled; the offender then chooses a legal call, and his partner must pass throughout.

C. Premature Correction
A correction made before the Director has explained the choices is dealt with under section B, unless the player on the offender\u2019s left has already accepted the insufficient bid.

That\u2019s the lot. Law 28 next week if my typing finger holds up \u2013 copies 10p a sheet from the office.

Dermot
--\x20
Dermot \u00d3 Floinn
Kilbride & District Bridge Club \u2013 Director
"""


def qp(text, charset):
    raw = text.encode(charset)
    return quopri.encodestring(raw).decode("ascii")


inner = (
    "Return-Path: <dermot.ofloinn@kilbride-bc.example>\n"
    "Message-ID: <000801be6fe2$4a1c2b60$0100a8c0@dermot>\n"
    "From: =?iso-8859-1?Q?Dermot_=D3_Floinn?= <dermot.ofloinn@kilbride-bc.example>\n"
    "To: <committee@kilbride-bc.example>\n"
    "Subject: Law 27 as typed for the folder\n"
    "Date: Tue, 16 Mar 1999 22:14:09 -0000\n"
    "MIME-Version: 1.0\n"
    "Content-Type: text/plain;\n\tcharset=\"Windows-1252\"\n"
    "Content-Transfer-Encoding: quoted-printable\n"
    "X-Priority: 3\n"
    "X-MSMail-Priority: Normal\n"
    "X-Mailer: Microsoft Outlook Express 5.00.2615.200\n"
    "X-MimeOLE: Produced By Microsoft MimeOLE V5.00.2615.200\n"
    "\n" + qp(INNER_TEXT, "cp1252")
)

B = "----=_Part_81723_1455023618.1709312455120"
outer = (
    "Return-Path: <alison.marr@kilbride-bc.example>\n"
    "Received: from mail.kilbride-bc.example (mail.kilbride-bc.example [192.0.2.41])\n"
    "\tby mx.example.net with ESMTPS id 4TqQ2m1Lw0z9rxK\n"
    "\tfor <directors@kilbride-bc.example>; Fri, 01 Mar 2024 17:00:56 +0000 (UTC)\n"
    "From: Alison Marr <alison.marr@kilbride-bc.example>\n"
    "To: directors@kilbride-bc.example\n"
    "Subject: Fwd: Law 27 as typed for the folder (1999)\n"
    "Date: Fri, 1 Mar 2024 17:00:55 +0000\n"
    "Message-ID: <1709312455120.81723@kilbride-bc.example>\n"
    "MIME-Version: 1.0\n"
    f"Content-Type: multipart/mixed; boundary=\"{B}\"\n"
    "X-Mailer: Thunderbird 115.8.0\n"
    "\n"
    "This is a multi-part message in MIME format.\n"
    f"--{B}\n"
    "Content-Type: text/plain; charset=UTF-8; format=flowed\n"
    "Content-Transfer-Encoding: quoted-printable\n"
    "\n" + OUTER_TEXT + "\n"
    f"--{B}\n"
    "Content-Type: message/rfc822; name=\"Law 27 as typed for the folder.eml\"\n"
    "Content-Disposition: attachment; filename=\"Law 27 as typed for the folder.eml\"\n"
    "\n" + inner + "\n"
    f"--{B}--\n"
)
OUT.write_bytes(outer.replace("\n", "\r\n").encode("ascii"))
print(OUT)
