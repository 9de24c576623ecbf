"""A Facebook group post copied from the browser with its comments (Law 65, 2007).

The post was too long, so the author put sections C and D in the first
comment: between B2 and C come "See less", the reaction counts, "Like /
Comment / Share", "Most relevant" and the author's name with his badges.
After D come the comment's time and buttons, a member's question (naming
Law 66 and "D"), a reply naming "65D", and the page's "View more comments".
The header prints the title in capitals.
"""
from _common import unit, write

NAME = "en_facebook_comments_2007"

TEXT = """Tournament Directors \u2013 UK & Ireland
Private group \u00b7 4.1K members
Discussion
Featured
Events
Media
Files

Dave Mercer
Admin
 \u00b7 
2d
 \u00b7 
Following a few questions at the Easter congress, here is Law 65 in full \u2013 the 2007 wording, which our league keeps using until the autumn. Post was too long so C and D are in the first comment \U0001F447

LAW 65 \u2013 ARRANGEMENT OF TRICKS
A. Completed Trick
Once the fourth card of a trick has been played and every player has had a chance to see it, each player turns his own card over and keeps it in front of himself; nobody gathers the four cards together.
B. Keeping Track of the Ownership of Tricks
1. A player shows which side won each trick by the way he lays his card down: long edge towards his partner for a trick his side won, towards the opponents for one it lost.
2. Dummy does not turn his own cards unless declarer asks him to; declarer lays them as in 1.
See less
All reactions:
47
You, Sue Hallam and 45 others
12 comments
Like
Comment
Share
Most relevant

Dave Mercer
Author
Admin
C. Orderliness
1. The cards a player has turned stay in a single row in front of him, each partly covering the one before, until the result of the board has been agreed.
2. A player who disturbs his row before then:
(a) may be told by the Director to put it back in order as far as he can;
(b) may not rely on the disturbed row to support his own account of a disputed trick.
D. Agreement on Play
A player who believes a card was played out of turn or from the wrong hand says so before turning his own card; once all four cards are turned, the play of the trick is taken as agreed unless the Director rules otherwise.
2d
Like
Reply
Edited
Sue Hallam
Top contributor
Does D still apply when dummy has gone off to fetch the coffee? We had exactly that last Thursday. I assume Law 66 covers the rest?
2d
Like
Reply
3
Dave Mercer
Author
Admin
Sue Hallam yes \u2013 65D makes no exception for dummy, and yes, 66 for looking back at tricks.
1d
Like
Reply
Kevin O'Rourke
Printed this for our club noticeboard, thanks Dave \U0001F44D
1d
Like
Reply
View 9 more comments
Write a comment\u2026
"""

EXPECTED = {
    "edition": 2007,
    "lang": "en",
    "units": [
        unit("65", "ARRANGEMENT OF TRICKS"),
        unit("65A", "Completed Trick", "Once the fourth card of a trick has been played"),
        unit("65B", "Keeping Track of the Ownership of Tricks"),
        unit("65B1", None, "A player shows which side won each trick"),
        unit("65B2", None, "Dummy does not turn his own cards unless declarer"),
        unit("65C", "Orderliness"),
        unit("65C1", None, "The cards a player has turned stay in a single row"),
        unit("65C2", None, "A player who disturbs his row before then"),
        unit("65C2(A)", None, "may be told by the Director to put it back"),
        unit("65C2(B)", None, "may not rely on the disturbed row to support"),
        unit("65D", "Agreement on Play", "A player who believes a card was played out of turn"),
    ],
    "furniture": [
        "Tournament Directors \u2013 UK & Ireland",
        "Private group \u00b7 4.1K members",
        "Dave Mercer",
        "Following a few questions at the Easter congress, here is Law 65 in full",
        "Post was too long so C and D are in the first comment",
        "See less",
        "All reactions:",
        "You, Sue Hallam and 45 others",
        "12 comments",
        "Most relevant",
        "Author",
        "Edited",
        "Top contributor",
        "Does D still apply when dummy has gone off to fetch the coffee?",
        "Sue Hallam yes \u2013 65D makes no exception for dummy",
        "Printed this for our club noticeboard, thanks Dave",
        "View 9 more comments",
        "Write a comment\u2026",
    ],
}

if __name__ == "__main__":
    write(NAME, "txt", TEXT, EXPECTED)
