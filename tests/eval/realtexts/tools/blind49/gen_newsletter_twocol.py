"""Two-column club newsletter, text copy: left column pasted, then right column.
The law breaks mid-sentence at the column end; the right column opens with a
running head and a pull-quote; narrow columns carry typesetter hyphenation."""
from common import write_file, write_expected

NAME = "newsletter_twocol"

TEXT = """THE SOUTHGATE SLAM
Newsletter of the Southgate Duplicate Bridge Club
Issue 114 \u00b7 March 2019                                   Page 2
------------------------------------------------------------------

FROM THE LAWBOOK
by our Club Director

Several members asked about
tempo after last month's pairs
night, so here is the law in full
as it stands in the 2017 Laws.

LAW 31
TABLE TEMPO

A. Steady Calling
Each player should strive to
call at a uniform speed through-
out the auction, whether the
decision is easy or hard.
1. A player who knows in ad-
vance that a decision will take
longer may say so before the
opponents act, but may not
explain why.
2. Remarks about the speed of
another player's calls are to be
addressed to the Director and
not to the table.

B. Marked Hesitation
When a call is made after a
noticeable pause, the partner of
the player who paused is re-
stricted as follows:
1. he may not choose among
logical alternatives one that
the pause could plausibly have
Southgate Slam \u00b7 March 2019 \u00b7 page 2

   \u201cTempo is a courtesy,
    not a weapon.\u201d

made more attractive;
2. where the opponents believe
information has passed, they
should reserve their rights
before play continues, and
(a) the non-
offending side may then
call the Director at the end
of the hand;
(b) the player who paused
need not concede that a pause
occurred.

C. Adjustment by the Director
If the Director finds that an
unwarranted choice was made and
that damage resulted, he awards
an adjusted score to both sides.

Next month: claims and con-
cessions. Questions to the
editor at the clubhouse desk.
"""

UNITS = [
    ("31", "TABLE TEMPO"),
    ("31A", "Steady Calling", "Each player should strive to call at a uniform speed"),
    ("31A1", None, "A player who knows in advance that a decision"),
    ("31A2", None, "Remarks about the speed of another player's calls are"),
    ("31B", "Marked Hesitation", "When a call is made after a noticeable pause"),
    ("31B1", None, "he may not choose among logical alternatives one that"),
    ("31B2", None, "where the opponents believe information has passed, they"),
    ("31B2(A)", None, "the non-offending side may then call the Director"),
    ("31B2(B)", None, "the player who paused need not concede that a pause"),
    ("31C", "Adjustment by the Director", "If the Director finds that an unwarranted choice"),
]

FURNITURE = [
    "Newsletter of the Southgate Duplicate Bridge Club",
    "Issue 114 \u00b7 March 2019",
    "by our Club Director",
    "Several members asked about tempo after last month's pairs night",
    "Southgate Slam \u00b7 March 2019 \u00b7 page 2",
    "Tempo is a courtesy, not a weapon.",
    "Questions to the editor at the clubhouse desk.",
]

write_file(NAME + ".txt", TEXT)
write_expected(NAME, 2017, "en", UNITS, FURNITURE)
