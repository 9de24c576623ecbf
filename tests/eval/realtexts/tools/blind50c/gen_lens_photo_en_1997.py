"""A page of a 1997 law book photographed with a phone and copied with Live
Text, pasted into a note: the running head with the page number, the tail of
the law before (naming Law 23) under it, the law's capital title wrapped over
two lines, some paragraphs joined into one long line (items (a), (b) inside
it), others split at odd places, and a narrow side box ("CLUB NOTE") read
line by line into section D."""
from _common import write

NAME = "lens_photo_en_1997"

TEXT = """\
p.27 of the club's 1997 book, copied off a photo with Live Text.
Check against the book before it goes on the noticeboard!

THE LAWS OF DUPLICATE CONTRACT BRIDGE 27
ing side has called again, and the Director then applies Law 23
to the pass that was forced on the partner.
LAW 24
CARD EXPOSED OR LED
DURING THE AUCTION
When the Director finds that during the auction a player has shown one or more cards of his own hand so that his partner could have seen their faces, each such card is left face up on the table until the auction ends, and the rest of this Law applies.
A. Low Card Not Prematurely Led
If the card is a single card below the rank of
ten and it was not led out of turn, there is no further
rectification, but the card becomes a penalty card should the offender become a defender.
B. Single Card of Honour Rank or Card Prematurely Led
If the card is an ace, king, queen, jack or ten, or if any card was led before the auction closed, the offender's partner must pass at his next turn to call, and Law 26 may restrict the opening lead.
C. Two or More Cards Exposed
1. Whatever the ranks of the cards, the offender's partner must pass at his next turn to call when two or more cards have been shown.
2. Should the offender become a defender, every exposed card becomes a penalty card, and before the opening lead the declarer chooses one of the following: (a) the cards stay face up as major penalty cards until each is played; (b) the cards are returned to the offender's hand, and his partner may not lead a suit of any returned card until the offender has won a trick.
D. Partner's Enforced Pass
1. The enforced pass silences the offender's partner for one turn only; at
CLUB NOTE
his later turns he may make any legal call.
Call the Director
2. The offender himself is not restricted and may call freely at each of his turns.
before anyone
If the enforced pass closes the auction, the last bid stands as the final contract.
picks up a card.
E. Information from the Exposed Cards
Information that the offender's partner gains from a card shown during the auction is unauthorised to him; for the opponents it is authorised.

Sent from my iPhone
"""

EXPECTED = {
    "edition": 1997,
    "lang": "en",
    "units": [
        ("24", "CARD EXPOSED OR LED DURING THE AUCTION",
         "When the Director finds that during the auction a player"),
        ("24A", "Low Card Not Prematurely Led",
         "If the card is a single card below the rank"),
        ("24B", "Single Card of Honour Rank or Card Prematurely Led",
         "If the card is an ace, king, queen, jack or ten"),
        ("24C", "Two or More Cards Exposed"),
        ("24C1", None,
         "Whatever the ranks of the cards, the offender's partner must pass"),
        ("24C2", None,
         "Should the offender become a defender, every exposed card becomes"),
        ("24C2(A)", None, "the cards stay face up as major penalty cards"),
        ("24C2(B)", None, "the cards are returned to the offender's hand"),
        ("24D", "Partner's Enforced Pass"),
        ("24D1", None,
         "The enforced pass silences the offender's partner for one turn"),
        ("24D2", None,
         "The offender himself is not restricted and may call freely"),
        ("24E", "Information from the Exposed Cards",
         "Information that the offender's partner gains from a card shown"),
    ],
    "furniture": [
        "p.27 of the club's 1997 book, copied off a photo with Live Text.",
        "Check against the book before it goes on the noticeboard!",
        "THE LAWS OF DUPLICATE CONTRACT BRIDGE 27",
        "ing side has called again, and the Director then applies Law 23",
        "to the pass that was forced on the partner.",
        "CLUB NOTE",
        "Call the Director",
        "before anyone",
        "picks up a card.",
        "Sent from my iPhone",
    ],
}

if __name__ == "__main__":
    write(NAME, "txt", TEXT, EXPECTED)
