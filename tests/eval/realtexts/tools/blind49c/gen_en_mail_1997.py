"""E-mail to fellow directors, plain text, English, 1997 edition, one law (64).
Traps: mail headers with 'Law 64' in the Subject line, a wrapped line that starts
with a cross-reference 'Law 12C ...', greeting/closing, '-- ' signature and a
quoted earlier message at the bottom."""
from common import write, U

TEXT = """\
From: Peter Lang <plang@riverside-bc.example>
To: td-panel@riverside-bc.example
Date: Thu, 12 Oct 2000 21:14:07 +0100
Subject: Law 64 wording for Saturday's seminar
MIME-Version: 1.0
Content-Type: text/plain; charset=utf-8

Hi all,

As promised on Tuesday, here is Law 64 typed up from my copy of the
1997 book, so that we are all working from the same wording on
Saturday. Apologies for any typos.

LAW 64 - PROCEDURE AFTER A REVOKE

A. Transfer of Tricks
When a revoke has become established, tricks are transferred to the
non-offending side at the end of play as follows:
  1. one trick, if the offending player won the revoke trick or any
     later trick;
  2. one further trick, if the offending side won any trick after the
     revoke with a card of the suit that was revoked.

B. No Transfer
No trick is transferred under Section A when:
  1. the revoke was made in failing to play a faced card of dummy;
  2. it was the second revoke in the same suit by the same player;
  3. both sides revoked on the same board.

C. Equity Restored
Where the transfer of tricks leaves the non-offending side with less
than it would have obtained had no revoke occurred, the Director
awards an adjusted score, using the powers given to him by
Law 12C, so that the balance between the sides is restored.

D. Time Limit
A claim that a revoke occurred is accepted only if it is made before
the end of the round in which the board was played; after that the
score stands.

Let me know if you spot anything that differs from your copy.

Cheers,
Peter

-- 
Peter Lang
Chief Tournament Director, Riverside Bridge Club
"Play the board, not the player."

> On Tue, 10 Oct 2000, Anna Morel wrote:
> Could someone circulate the exact text of the revoke law before
> Saturday? My book is still at the club.
"""

EXPECTED = {
    "edition": 1997,
    "lang": "en",
    "units": [
        U("64", "PROCEDURE AFTER A REVOKE"),
        U("64A", "Transfer of Tricks", "When a revoke has become established, tricks are transferred"),
        U("64A1", None, "one trick, if the offending player won the"),
        U("64A2", None, "one further trick, if the offending side won"),
        U("64B", "No Transfer", "No trick is transferred under Section A when:"),
        U("64B1", None, "the revoke was made in failing to play"),
        U("64B2", None, "it was the second revoke in the same suit"),
        U("64B3", None, "both sides revoked on the same board."),
        U("64C", "Equity Restored", "Where the transfer of tricks leaves the non-offending side"),
        U("64D", "Time Limit", "A claim that a revoke occurred is accepted"),
    ],
    "furniture": [
        "Law 64 wording for Saturday's seminar",
        "As promised on Tuesday, here is Law 64 typed up",
        "Apologies for any typos.",
        "Let me know if you spot anything that differs from your copy.",
        "Chief Tournament Director, Riverside Bridge Club",
        "Play the board, not the player.",
        "On Tue, 10 Oct 2000, Anna Morel wrote:",
        "Could someone circulate the exact text of the revoke law",
    ],
}

write("en_mail_1997.txt", TEXT, EXPECTED)
