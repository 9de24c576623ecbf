"""EN, 1997, Law 63: a club folder's plain-text copy in which one paragraph
(subsection A2 with its two items) was pasted twice by mistake, one after the
other.  A reader sees A2 once.  Trap: the typist's bracketed remark naming
Law 64 between A3 and B."""
from _common import unit, write

A2 = """\
   2. Naming or Designating a Card
      The revoke is likewise established when a member of the offending
      side names a card for the next trick, or otherwise shows which card
      will be played to it, as in these cases:
      (a) declarer calls a card from dummy for the next trick, even if
          dummy has not yet touched it;
      (b) a defender holds a card face towards the table in a manner that
          leaves no doubt it is meant as the next lead.
"""

TEXT = """\
RIVERBEND BRIDGE CLUB - DIRECTORS' FOLDER
laws1997/law63.txt    typed from the 1997 book by P. Hale, November 2003
Please check against the printed copy before quoting it in a ruling.
======================================================================

LAW 63 - ESTABLISHMENT OF A REVOKE

A. Revoke Becomes Established
   A revoke that has not been corrected becomes established at the first
   of the moments set out below, and from then on it may no longer be put
   right by substituting a legal card.
   1. Play to a Later Trick
      The revoke is established as soon as the offender or the offender's
      partner faces a card to the next trick, whether that card is led or
      played in turn and whether or not its play is legal.
""" + A2 + A2 + """\
   3. Claim or Concession
      A claim or concession made by a member of the offending side, by
      word or by showing the hand, establishes the revoke at that moment;
      so does assent to an opponent's claim or concession.

   [PH: Law 64 says what happens to the tricks once the revoke stands -
   that is a separate page in this folder.]

B. No Correction After Establishment
   1. Once a revoke is established the revoke card stays where it was
      played and the trick is not re-opened, whatever the players agree
      among themselves.
   2. The Director, when called to an established revoke, shall:
      (a) first see that the trick on which it occurred is identified
          from the players' own quitted cards, and
      (b) then apply the rectification of Law 64 only after play of the
          board has ended.

----------------------------------------------------------------------
Next in folder: law64.txt   |   Index: laws1997/INDEX.txt
"""

EXPECTED = {
    'edition': 1997,
    'lang': 'en',
    'units': [
        unit('63', 'ESTABLISHMENT OF A REVOKE'),
        unit('63A', 'Revoke Becomes Established',
             'A revoke that has not been corrected becomes established'),
        unit('63A1', 'Play to a Later Trick',
             'The revoke is established as soon as the offender'),
        unit('63A2', 'Naming or Designating a Card',
             'The revoke is likewise established when a member of the offending side'),
        unit('63A2(A)', None, 'declarer calls a card from dummy for the next trick'),
        unit('63A2(B)', None, 'a defender holds a card face towards the table'),
        unit('63A3', 'Claim or Concession',
             'A claim or concession made by a member of the offending side'),
        unit('63B', 'No Correction After Establishment'),
        unit('63B1', None, 'Once a revoke is established the revoke card stays'),
        unit('63B2', None, 'The Director, when called to an established revoke, shall'),
        unit('63B2(A)', None, 'first see that the trick on which it occurred'),
        unit('63B2(B)', None, 'then apply the rectification of Law 64 only after'),
    ],
    'furniture': [
        "RIVERBEND BRIDGE CLUB - DIRECTORS' FOLDER",
        'typed from the 1997 book by P. Hale, November 2003',
        'Please check against the printed copy before quoting it in a ruling.',
        'PH: Law 64 says what happens to the tricks once the revoke stands',
        'Next in folder: law64.txt',
    ],
}

if __name__ == '__main__':
    write('en_pasted_twice_1997', 'txt', TEXT, EXPECTED)
