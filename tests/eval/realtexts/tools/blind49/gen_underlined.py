"""Plain-text retyping with setext-style underlines ('====' under the law,
'----' under sections), subsections '1)', items 'a.', sub-items 'i.'/'ii.'
(roman, not the letter i); hard wrap puts a cross-reference '2) below.' at a
line start; typist's header and end note."""
from common import write_file, write_expected

NAME = "underlined"

TEXT = """Typed from the 1987 Laws booklet for the Riverside club files.
Any typing errors are mine -- R. Hale, September 1991.


LAW 58 -- SIMULTANEOUS PLAYS
============================

A. Two Cards Shown Together
---------------------------

When a player shows two cards at the same moment, as though
playing both to one trick, the Director decides which card
is to be treated as played.

  1) If the player's intention cannot be determined, he
     names one of the two cards, and the other becomes a
     penalty card, except as provided in subsection
2) below.

  2) No penalty card arises when:

     a. the second card was exposed through a fault in the
        board or the table;

     b. the cards were shown by declarer, whose exposed
        cards are never penalty cards.

B. Cards from Both Hands
------------------------

If declarer plays a card from his own hand and a card from
dummy to the same trick, the card from the hand in turn to
play stands.

  1) The other card is restored to its hand without
     penalty.

  2) If neither hand was in turn to play, the Director
     treats the play as a lead from the wrong hand.

C. Two Cards Played by a Defender
---------------------------------

A defender who plays two cards to one trick follows the
procedure set out below.

  1) Where the two cards are of the same suit:

     a. the defender names the card he plays, after which

        i.  the other card becomes a penalty card, and

        ii. declarer may require or forbid a lead of that
            suit when the defender's partner next gains
            the lead;

     b. if the defender declines to name a card, the
        higher card is deemed played.

  2) Where the cards are of different suits, both are
     exposed and the Director rules as in A above.

-- end of Law 58 --
(See also the club's own sheet on penalty cards. -- R.H.)
"""

UNITS = [
    ("58", "SIMULTANEOUS PLAYS"),
    ("58A", "Two Cards Shown Together", "When a player shows two cards at the same moment,"),
    ("58A1", None, "If the player's intention cannot be determined, he names"),
    ("58A2", None, "No penalty card arises when:"),
    ("58A2(A)", None, "the second card was exposed through a fault in"),
    ("58A2(B)", None, "the cards were shown by declarer, whose exposed cards"),
    ("58B", "Cards from Both Hands", "If declarer plays a card from his own hand"),
    ("58B1", None, "The other card is restored to its hand without penalty."),
    ("58B2", None, "If neither hand was in turn to play, the Director"),
    ("58C", "Two Cards Played by a Defender", "A defender who plays two cards to one trick"),
    ("58C1", None, "Where the two cards are of the same suit:"),
    ("58C1(A)", None, "the defender names the card he plays, after which"),
    ("58C1(A)(1)", None, "the other card becomes a penalty card, and"),
    ("58C1(A)(2)", None, "declarer may require or forbid a lead of that suit"),
    ("58C1(B)", None, "if the defender declines to name a card, the"),
    ("58C2", None, "Where the cards are of different suits, both are"),
]

FURNITURE = [
    "Typed from the 1987 Laws booklet for the Riverside club files.",
    "Any typing errors are mine -- R. Hale, September 1991.",
    "-- end of Law 58 --",
    "See also the club's own sheet on penalty cards.",
]

write_file(NAME + ".txt", TEXT)
write_expected(NAME, 1987, "en", UNITS, FURNITURE)
