from _common import U, write

TEXT = """\
# Laws Study Group — Week 6

*Notes compiled for the Thursday improvers' group. Wording follows the **1997** Laws.*

---

## LAW 47 — **Withdrawal of a Card Played**

### Section A – *Following a Correction*

A card played in the course of correcting an illegal play may be withdrawn
without rectification, unless the Director rules that it conveyed
information to partner.

### Section B – **After an Opponent's Irregularity**

#### **1.** *Change of Play*

A player may withdraw a card played after an opponent has led or played
out of turn, and substitute another card *without* penalty.

#### **2.**

Where a card has been withdrawn under this Section, the withdrawn card is
not a penalty card, but information arising from it is unauthorised for
the partner of the player who withdrew it.

> **Tutor's note:** students often confuse this with the penalty card
> rules — read Law 50 alongside it, and see 47C below.

### Section C – *Mistaken Information*

A player may withdraw a card played in reliance on mistaken information
given by an opponent, subject to the following:

1. The mistaken information must be shown to be:
   - ***(a)*** an explanation of a call or play given by an opponent, and
   - ***(b)*** relied upon by the player in one of these ways:
     - *(i)* the card was played before the explanation was corrected, or
     - *(ii)* the card would not have been chosen had the explanation
       been correct.
2. No card may be withdrawn once the player's side has played to the
   next trick.

### Section D – _Other Withdrawals_

Except as this Law provides, a card once played may not be withdrawn.

---

*Next week: Law 48 and the exposure of declarer's cards. Bring your own copy of the Laws.*

###### Page maintained by the club education officer · last edited 3 March
"""

UNITS = [
    U('47', 'Withdrawal of a Card Played'),
    U('47A', 'Following a Correction', 'A card played in the course of correcting an illegal'),
    U('47B', "After an Opponent's Irregularity"),
    U('47B1', 'Change of Play', 'A player may withdraw a card played after an opponent'),
    U('47B2', None, 'Where a card has been withdrawn under this Section, the'),
    U('47C', 'Mistaken Information', 'A player may withdraw a card played in reliance on'),
    U('47C1', None, 'The mistaken information must be shown to be'),
    U('47C1(A)', None, 'an explanation of a call or play given by an'),
    U('47C1(B)', None, 'relied upon by the player in one of these ways'),
    U('47C1(B)(1)', None, 'the card was played before the explanation was corrected'),
    U('47C1(B)(2)', None, 'the card would not have been chosen had the explanation'),
    U('47C2', None, "No card may be withdrawn once the player's side has"),
    U('47D', 'Other Withdrawals', 'Except as this Law provides, a card once played may'),
]

FURN = [
    'Laws Study Group — Week 6',
    "Notes compiled for the Thursday improvers' group.",
    'Wording follows the 1997 Laws.',
    "Tutor's note: students often confuse this with the penalty card rules",
    "Next week: Law 48 and the exposure of declarer's cards.",
    'Bring your own copy of the Laws.',
    'Page maintained by the club education officer',
]

write('study_notes_en.md', TEXT, 1997, 'en', UNITS, FURN)
