"""roman_sections.txt - a club handbook that numbers the sections of a law
I., II., III. instead of A, B, C; items (a)/(b), sub-items (i)/(ii) indented."""
import os
from _common import HERE, write_expected, u

TEXT = """\
RIVERSIDE DUPLICATE CLUB
Directors' Handbook, based on the 2017 Laws
Chapter 5 - Play of the Cards


LAW 52   Overlooked Obligations

Nothing in this Law relieves a player of a duty that another Law
places upon him.

I. Obligations of Declarer
1. Declarer who notices that an opponent has failed to meet an
obligation shall draw attention to it before he plays from either hand.
2. Where declarer has already gained from the omission, the Director
restores equity as follows:
   (a) any trick won by means of the omission is transferred to the
       defending side;
   (b) if no trick was so won, the Director notes the irregularity
       on the scoresheet and play continues.

II. Obligations of the Defenders
1. A defender who overlooks an obligation of his own is treated as
having complied with it, except that:
   (a) the Director may award an adjusted score when, in his judgement,
      (i) the omission could have told partner something about the
          defender's holding, or
      (ii) declarer was misled as to where a card lay;
   (b) a defender may not repair the omission once his partner has
       played to the following trick.

III. Repeated Omissions
A player who fails in the same obligation more than once in one
session may incur a procedural penalty at the Director's discretion.


                              - page 31 -
Handbook revision 4, printed for members only
"""

with open(os.path.join(HERE, "roman_sections.txt"), "w", encoding="utf-8") as f:
    f.write(TEXT)

write_expected("roman_sections", {
    "edition": 2017,
    "lang": "en",
    "units": [
        u("52", "Overlooked Obligations", "Nothing in this Law relieves a player of a duty"),
        u("52A", "Obligations of Declarer"),
        u("52A1", None, "Declarer who notices that an opponent has failed to meet"),
        u("52A2", None, "Where declarer has already gained from the omission, the Director"),
        u("52A2(A)", None, "any trick won by means of the omission is transferred"),
        u("52A2(B)", None, "if no trick was so won, the Director notes the irregularity"),
        u("52B", "Obligations of the Defenders"),
        u("52B1", None, "A defender who overlooks an obligation of his own is treated"),
        u("52B1(A)", None, "the Director may award an adjusted score when, in his judgement,"),
        u("52B1(A)(1)", None, "the omission could have told partner something about the"),
        u("52B1(A)(2)", None, "declarer was misled as to where a card lay"),
        u("52B1(B)", None, "a defender may not repair the omission once his partner"),
        u("52C", "Repeated Omissions", "A player who fails in the same obligation more than once"),
    ],
    "footnotes": 0,
    "furniture": [
        "RIVERSIDE DUPLICATE CLUB",
        "Directors' Handbook, based on the 2017 Laws",
        "Chapter 5 - Play of the Cards",
        "- page 31 -",
        "Handbook revision 4, printed for members only",
    ],
})
