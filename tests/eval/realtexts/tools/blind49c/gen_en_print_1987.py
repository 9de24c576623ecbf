"""Book pages printed to text (pdftotext-style), English, 1987 edition, two laws
(47, 48). Traps: law header on two centred lines (number / title), running page
header and page number with a form feed between two subsections of Law 47, a
typesetter's hyphenation inside a unit's first words, a library stamp line."""
from common import write, U

PAGE1 = """\
Riverside BC - TD reference copy (printed 03/02/1994)

LAWS OF DUPLICATE CONTRACT BRIDGE 1987           41


                     LAW 47
         WITHDRAWING A CARD ONCE PLAYED

A. To Correct an Irregularity
   A card once played may not ordinarily be with-
drawn, except to correct an irregularity and then
only as these Laws expressly permit.

B. Following Another's Error
   A player who has played a card in the mistaken
belief that partner or an opponent had already
played to the trick may withdraw it without pen-
alty, provided he does so before the trick is
quitted.

C. After Misinformation
   When a player has played a card on the strength
of a mistaken explanation given by an opponent, he
may withdraw that card and substitute another,
provided no further card has been played by his
side.

D. Change of Designation
   Declarer who has named a card from dummy in
error may change the designation at once, without
pause for thought.

E. Other Cases
   1. A card withdrawn under this Law becomes a pen-
alty card only when the Law under which it was
withdrawn so provides.

                      - 41 -
"""

PAGE2 = """\
\f42          LAWS OF DUPLICATE CONTRACT BRIDGE 1987


   2. Except as stated above, a card once played
remains played, and the Director may not permit
its withdrawal.

                     LAW 48
            DECLARER'S EXPOSED CARDS

A. No Penalty to Declarer
   Declarer is never subject to penalty for any
card he exposes, whether by accident or by design,
and the defenders may draw no inference from it.

B. Declarer Facing His Hand
   1. If declarer faces his cards during the auc-
tion period, each card becomes known to the de-
fenders and no further rectification applies.
   2. If declarer faces his cards after the play
has begun, the Director treats the action as a
claim or concession of tricks, and the procedures
for claims apply.

                      - 42 -
"""

EXPECTED = {
    "edition": 1987,
    "lang": "en",
    "units": [
        U("47", "WITHDRAWING A CARD ONCE PLAYED"),
        U("47A", "To Correct an Irregularity", "A card once played may not ordinarily be withdrawn"),
        U("47B", "Following Another's Error", "A player who has played a card in the mistaken"),
        U("47C", "After Misinformation", "When a player has played a card on the strength"),
        U("47D", "Change of Designation", "Declarer who has named a card from dummy"),
        U("47E", "Other Cases"),
        U("47E1", None, "A card withdrawn under this Law becomes a penalty card"),
        U("47E2", None, "Except as stated above, a card once played remains played,"),
        U("48", "DECLARER'S EXPOSED CARDS"),
        U("48A", "No Penalty to Declarer", "Declarer is never subject to penalty for any"),
        U("48B", "Declarer Facing His Hand"),
        U("48B1", None, "If declarer faces his cards during the auction period,"),
        U("48B2", None, "If declarer faces his cards after the play"),
    ],
    "furniture": [
        "Riverside BC - TD reference copy (printed 03/02/1994)",
        "LAWS OF DUPLICATE CONTRACT BRIDGE 1987",
    ],
}

write("en_print_1987.txt", PAGE1 + PAGE2, EXPECTED)
