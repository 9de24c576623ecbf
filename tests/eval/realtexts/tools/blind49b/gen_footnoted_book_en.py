from _common import U, write

TEXT = """\
THE LAWS OF DUPLICATE CONTRACT BRIDGE (1987)                      LAW 25


                              LAW 25

                       ALTERATION OF A CALL

A. Unintended Call
     A player who finds that he has made a call he did not intend
     may substitute the intended call, provided that he does so
     before his partner has called and without pause for thought.\u2020
     A substitution so made stands without further rectification.

B. Deliberate Change
     1. Change Accepted
        A call altered after a pause for thought may be accepted by
        the player on the offender's left, whereupon the auction
        continues without rectification.
     2. Change Not Accepted
        If the alteration is not accepted, the original call stands
        and
        (a) the offender's partner must pass at his next turn to
            call, and
        (b) the lead restrictions set out in Law 26 may apply to the
            offending side.\u2021

________________
\u2020 Whether a pause for thought has occurred is a matter for the
  Director alone, who should take account of the player's usual
  tempo and of any distraction at the table when he decides.
\u2021 Where the offender's partner becomes declarer or dummy, the
  lead restrictions have no effect, and the Director should say
  so when he is called to the table.

                                - 31 -
\f
THE LAWS OF DUPLICATE CONTRACT BRIDGE (1987)                   LAWS 25-26


                              LAW 26

               CALL WITHDRAWN, LEAD RESTRICTIONS

When a call has been withdrawn and the offender becomes a defender,
declarer may impose a restriction on the opening lead as follows.

A. Specified Suit
     If the withdrawn call referred solely to one suit, declarer may
     1. require the lead of that suit at the offender's partner's
        first turn to lead, or
     2. forbid the lead of that suit for as long as the offender's
        partner retains the lead.\u00a7
B. Other Calls
     If the withdrawn call did not refer solely to one suit, declarer
     may forbid the lead of any one suit he names at the first turn
     of the offender's partner to lead.

________________
\u00a7 A prohibition under A2 ends as soon as the lead passes to
  another player, even if it later returns to the offender's
  partner before the hand is over.

                                - 32 -
"""

UNITS = [
    U('25', 'ALTERATION OF A CALL'),
    U('25A', 'Unintended Call', 'A player who finds that he has made a call'),
    U('25B', 'Deliberate Change'),
    U('25B1', 'Change Accepted', 'A call altered after a pause for thought may be'),
    U('25B2', 'Change Not Accepted', 'If the alteration is not accepted, the original call stands'),
    U('25B2(A)', None, "the offender's partner must pass at his next turn"),
    U('25B2(B)', None, 'the lead restrictions set out in Law 26 may apply'),
    U('26', 'CALL WITHDRAWN, LEAD RESTRICTIONS', 'When a call has been withdrawn and the offender becomes'),
    U('26A', 'Specified Suit', 'If the withdrawn call referred solely to one suit, declarer'),
    U('26A1', None, "require the lead of that suit at the offender's partner's"),
    U('26A2', None, 'forbid the lead of that suit for as long as'),
    U('26B', 'Other Calls', 'If the withdrawn call did not refer solely to one'),
]

FURN = [
    'THE LAWS OF DUPLICATE CONTRACT BRIDGE (1987)',
]

write('footnoted_book_en.txt', TEXT, 1987, 'en', UNITS, FURN, footnotes=3)
