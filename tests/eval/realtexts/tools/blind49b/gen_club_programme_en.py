from _common import U, write

TEXT = """\
        ====================================================
              HARBOURSIDE DUPLICATE BRIDGE CLUB
                    Spring Programme 2009
        ====================================================

  FIXTURES
  Mon  7.15 pm   Pairs (Howell movement)     Table money £3.50
  Wed  1.30 pm   Supervised play for improvers
  Fri  7.30 pm   Teams of Four               Table money £4.00

  Winter League results: Section B winners - the Pelham team.
  Section A was shared between the Doyle and Marsh teams.

  +----------------------------------------------------+
  | ADVERTISEMENT                                      |
  |  MARLOW & DAUGHTERS - Opticians since 1952         |
  |  1. Free eye test for club members                 |
  |  2. Ten per cent off all reading glasses           |
  |  Telephone 01632 960412                            |
  +----------------------------------------------------+

                    LAW OF THE MONTH
        (quoted from the 2007 Laws of Duplicate Bridge)

  LAW 74 - DEMEANOUR AT THE TABLE

  A. Proper Attitude
  1. A player should maintain a courteous manner towards
     partner and opponents throughout the session, whatever
     the fortunes of the board.
  2. A player should refrain from any remark or gesture that
     might disturb the concentration of another player.

  B. Etiquette of Play
  As a matter of courtesy a player should refrain from:
  1. paying insufficient attention to the progress of the
     play at his own table.
  2. commenting on the auction or the play while a board is
     still in progress.
  3. detaching a card from his hand before it is his turn
     to play.

  C. Breaches of Procedure
  The following are examples of departures from correct
  procedure:
  1. varying the tempo of calls or plays with the purpose of
     disconcerting an opponent.
  2. leaving the table without need before the round has
     been called.

  Members with questions about this Law are welcome to ask
  the Director on duty before play begins.

  +----------------------------------------------------+
  | ADVERTISEMENT                                      |
  |  THE COPPER KETTLE TEAROOMS - 12 High Street       |
  |  Bridge players' special: tea and two scones £2.95 |
  |  Open until 6 pm, closed on Sundays                |
  +----------------------------------------------------+

  Chair: Mrs P. Hallett    Secretary: D. Okafor
  Printed by Harbourside Print Co.                 Page 4
"""

UNITS = [
    U('74', 'DEMEANOUR AT THE TABLE'),
    U('74A', 'Proper Attitude'),
    U('74A1', None, 'A player should maintain a courteous manner towards partner'),
    U('74A2', None, 'A player should refrain from any remark or gesture'),
    U('74B', 'Etiquette of Play', 'As a matter of courtesy a player should refrain'),
    U('74B1', None, 'paying insufficient attention to the progress of the play'),
    U('74B2', None, 'commenting on the auction or the play while a board'),
    U('74B3', None, 'detaching a card from his hand before it is his'),
    U('74C', 'Breaches of Procedure', 'The following are examples of departures from correct procedure'),
    U('74C1', None, 'varying the tempo of calls or plays with the purpose'),
    U('74C2', None, 'leaving the table without need before the round has'),
]

FURN = [
    'HARBOURSIDE DUPLICATE BRIDGE CLUB',
    'Spring Programme 2009',
    'Winter League results: Section B winners',
    'Section A was shared between the Doyle and Marsh teams.',
    'Free eye test for club members',
    'LAW OF THE MONTH',
    'quoted from the 2007 Laws of Duplicate Bridge',
    'Members with questions about this Law are welcome to ask the Director on duty',
    "Bridge players' special: tea and two scones",
    'Printed by Harbourside Print Co.',
]

write('club_programme_en.txt', TEXT, 2007, 'en', UNITS, FURN)
