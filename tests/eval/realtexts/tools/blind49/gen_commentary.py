"""Markdown blog post annotating two laws: law text in blockquotes with bold
section headings, escaped '1\\.' numbering, emphasis inside the text, and
'**Comment:**' paragraphs (not law) between the parts; a comment line begins
'A. Morrow' and others cite refs such as B2 and 69A."""
from common import write_file, write_expected

NAME = "commentary"

MD = r"""# Laws 68 and 69, annotated

*Posted by **jt_director** on the county forum · filed under 2007 Laws · 14 comments*

These two laws cause most of the trouble I see at club level. The law text is
quoted; my remarks follow each part.

---

## LAW 68 — STATEMENTS ABOUT REMAINING TRICKS

> **A. Claim Defined**
> Any statement by declarer or a defender that his side will *win* a stated
> number of the remaining tricks is a claim of those tricks.

**Comment:** "Any statement" includes simply showing the hand face up and
saying nothing at all.

> **B. Concession Defined**
> A player concedes when he announces that his side will lose one or more of
> the remaining tricks.
>
> 1\. A concession by *one* defender is not binding while his partner objects
> before the next card is played.
>
> 2\. Folding one's cards face down on the table after the opening lead is not
> in itself a concession.

**Comment:** B2 catches people out every season, as
A. Morrow found at the spring congress when a defender simply tidied his cards.

> **C. Stopping Play**
> After a claim or a concession, play ceases and the claimer states the line
> he intends to follow.

## LAW 69 — AGREEMENT TO A CLAIM

> **A. When Agreement Is Reached**
> Agreement is reached when a contestant accepts the opponent's claim and
> raises no objection before the round ends.

**Comment:** Compare this with 68B1 above: the time limits are not the same.

> **B. Withdrawal of Agreement**
> A side that has agreed to a claim may withdraw its agreement within the
> correction period if:
>
> 1\. it gave up a trick that could not be lost by any normal play; or
>
> 2\. the claimer's statement was incomplete as to the order of plays.

> **C. Director's Ruling**
> Where agreement is withdrawn, the Director decides the result of the
> remaining tricks as equitably as he can.

*Comments (14) · Reply · Share this post*
"""

UNITS = [
    ("68", "STATEMENTS ABOUT REMAINING TRICKS"),
    ("68A", "Claim Defined", "Any statement by declarer or a defender that his side"),
    ("68B", "Concession Defined", "A player concedes when he announces that his side"),
    ("68B1", None, "A concession by one defender is not binding while"),
    ("68B2", None, "Folding one's cards face down on the table after"),
    ("68C", "Stopping Play", "After a claim or a concession, play ceases and"),
    ("69", "AGREEMENT TO A CLAIM"),
    ("69A", "When Agreement Is Reached", "Agreement is reached when a contestant accepts the opponent's claim"),
    ("69B", "Withdrawal of Agreement", "A side that has agreed to a claim may withdraw"),
    ("69B1", None, "it gave up a trick that could not be lost"),
    ("69B2", None, "the claimer's statement was incomplete as to the order"),
    ("69C", "Director's Ruling", "Where agreement is withdrawn, the Director decides the result"),
]

FURNITURE = [
    "Laws 68 and 69, annotated",
    "Posted by jt_director on the county forum",
    "These two laws cause most of the trouble I see at club level.",
    "includes simply showing the hand face up",
    "B2 catches people out every season",
    "A. Morrow found at the spring congress",
    "Compare this with 68B1 above",
    "Comments (14) · Reply · Share this post",
]

write_file(NAME + ".md", MD)
write_expected(NAME, 2007, "en", UNITS, FURNITURE)
