"""Law 63 (1987) read aloud from the book into a phone's dictation and mailed
to the club's directors as plain text: the marker "C." heard and written
"See.", one spoken "new paragraph" typed as words so subsection A3 runs on in
A2's line, a spoken "comma" left as a word, lower-case openings, the mail's
headers and greeting before, and a P.S. naming Law 64 after."""
from _common import write

NAME = "dictation_en_1987"

TEXT = """\
From: Brian Hollis <b.hollis@kestrel-bc.example>
To: Kestrel BC directors <directors@kestrel-bc.example>
Subject: Law 63 for Thursday
Date: Mon, 9 Oct 2023 21:14:05 +0100

Hi all,

I read Law 63 out of the old 1987 book into my phone, so excuse the odd word. Bring a copy to class on Thursday.

Law 63. Establishment of a revoke
A. Revoke established
A revoke becomes established in any one of the following cases.
1. when the revoking player has quitted the trick and a member of either side has faced a card to the following trick;
2. when the offending side has entered or agreed a score for the board new paragraph 3. When the Director, having been called to the table for another reason, has told the players that play may go on and no one has raised the revoke.
B. Attention drawn to a revoke
1. Any player may draw attention to a suspected revoke before it is established, but:
(a) the question is put to the player concerned comma and to no one else;
(b) the play of the trick stops until that player has answered.
2. When attention is drawn to a revoke that is already established, the Director is called and no card is moved until he arrives.
See. Revoke not established
Until a revoke is established the offender may correct it, and the card withdrawn is dealt with as the Director decides at the end of the hand.
D. Time limit
After the round has ended and the boards have moved on, a revoke on an earlier board is no longer corrected in tricks, but the Director may still adjust a score he finds damaged.

Cheers,
Brian

P.S. Law 64 next week, if somebody else fancies reading it in.

Sent from my iPhone
"""

EXPECTED = {
    "edition": 1987,
    "lang": "en",
    "units": [
        ("63", "Establishment of a revoke"),
        ("63A", "Revoke established",
         "A revoke becomes established in any one of the following cases"),
        ("63A1", None, "when the revoking player has quitted the trick"),
        ("63A2", None, "when the offending side has entered or agreed a score"),
        ("63A3", None, "When the Director, having been called to the table"),
        ("63B", "Attention drawn to a revoke"),
        ("63B1", None, "Any player may draw attention to a suspected revoke"),
        ("63B1(A)", None, "the question is put to the player concerned"),
        ("63B1(B)", None, "the play of the trick stops until that player has answered"),
        ("63B2", None, "When attention is drawn to a revoke that is already established"),
        ("63C", "Revoke not established",
         "Until a revoke is established the offender may correct it"),
        ("63D", "Time limit",
         "After the round has ended and the boards have moved on"),
    ],
    "furniture": [
        "From: Brian Hollis",
        "Subject: Law 63 for Thursday",
        "Date: Mon, 9 Oct 2023 21:14:05 +0100",
        "I read Law 63 out of the old 1987 book into my phone, so excuse the odd word.",
        "Bring a copy to class on Thursday.",
        "Cheers,",
        "P.S. Law 64 next week, if somebody else fancies reading it in.",
        "Sent from my iPhone",
    ],
}

if __name__ == "__main__":
    write(NAME, "txt", TEXT, EXPECTED)
