"""EN, 1987, Law 35: a laws sub-committee's comparison of a club's typed copy
with the corrected copy, made with wdiff and kept as plain text: the words of
both copies remain, deleted ones in [-...-], inserted ones in {+...+}.  The
expected reading is the corrected copy (deletions out, insertions in): a whole
subsection C2 of the typed copy is deleted and its C3 renumbered
"[-3.-]{+2.+}", an item (c) is inserted, a section title changed.
Traps: the secretary's remark naming the 1975 text between C and D, and
wdiff's statistics at the end."""
from _common import unit, write

TEXT = """\
HOLLYBROOK & DISTRICT BRIDGE ASSOCIATION - LAWS SUB-COMMITTEE
Comparison of the club's typed Law 35 with the corrected copy (1987 Laws)
Made with wdiff: words only in the typed copy are shown [-like this-],
words only in the corrected copy are shown {+like this+}.
Circulated 9 May 1989 - comments to R. Ashdown before the June meeting.
------------------------------------------------------------------------

LAW 35 - INADMISSIBLE CALLS

Any call listed in this Law is [-void-] {+cancelled+} and the auction
continues as the Law directs; [-the offending side may be
penalised.-] {+a call cancelled under this Law may still bar the
offender's partner.+}

A. Double or Redouble Not Permitted
1. A double or redouble that the current auction does not allow is
cancelled, and the offender substitutes a legal call.
2. After such a cancellation {+the Director shall see that+}:
(a) the offender's partner passes at his next turn [-to call-];
(b) a lead penalty may apply where the offender's side
defends[-.-]{+;+}
{+(c) the cancelled call conveys no information the offending side may
use.+}

B. [-Bids-] {+Bid+} Above the Seven Level
A bid of more than seven is cancelled; the offender [-must-] {+shall+}
pass for the rest of the auction and [-the-] {+his+} partner may not
double or redouble at a later turn.

C. Call by a Player Obliged to Pass
1. When a player required by law to pass makes any other call, that
call is cancelled and a pass is substituted[-;-]{+.+}
[-2. The offender's partner may call freely, but the Director may award
an adjusted score if the cancelled call helped the partnership.-]
[-3.-]{+2.+} Each member of the offending side must pass
[-throughout-] {+for the remainder of+} the auction, and Law 26 may
apply to the opening lead.

RA: the typed C2 is not in the 1987 book at all - it seems to have come
from the 1975 text. Law 26 reference checked against the book.

D. Call After the Final Pass
A call made after the auction has closed is cancelled without further
rectification if it is made by a member of the side that will
defend[-; otherwise Law 39 applies-].

------------------------------------------------------------------------
law35_typed.txt: 262 words  231 88% common  13 5% deleted  18 7% changed
law35_corrected.txt: 257 words  231 90% common  10 4% inserted  16 6% changed
"""

EXPECTED = {
    'edition': 1987,
    'lang': 'en',
    'units': [
        unit('35', 'INADMISSIBLE CALLS',
             'Any call listed in this Law is cancelled and the auction continues'),
        unit('35A', 'Double or Redouble Not Permitted'),
        unit('35A1', None, 'A double or redouble that the current auction does not allow'),
        unit('35A2', None, 'After such a cancellation the Director shall see that'),
        unit('35A2(A)', None, "the offender's partner passes at his next turn"),
        unit('35A2(B)', None, "a lead penalty may apply where the offender's side defends"),
        unit('35A2(C)', None, 'the cancelled call conveys no information the offending side may use'),
        unit('35B', 'Bid Above the Seven Level',
             'A bid of more than seven is cancelled; the offender shall pass'),
        unit('35C', 'Call by a Player Obliged to Pass'),
        unit('35C1', None, 'When a player required by law to pass makes any other call'),
        unit('35C2', None, 'Each member of the offending side must pass for the remainder'),
        unit('35D', 'Call After the Final Pass',
             'A call made after the auction has closed is cancelled'),
    ],
    'furniture': [
        'HOLLYBROOK & DISTRICT BRIDGE ASSOCIATION - LAWS SUB-COMMITTEE',
        'Circulated 9 May 1989 - comments to R. Ashdown before the June meeting.',
        'RA: the typed C2 is not in the 1987 book at all',
        'law35_typed.txt: 262 words',
        'law35_corrected.txt: 257 words',
    ],
}

if __name__ == '__main__':
    write('en_wdiff_1987', 'txt', TEXT, EXPECTED)
