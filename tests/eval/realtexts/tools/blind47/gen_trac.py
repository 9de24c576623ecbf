"""A Trac wiki page's source (WikiFormatting, as "Download in other formats: Plain Text" gives it,
CRLF): [[PageOutline]], a breadcrumb line of [wiki:…] links naming Laws 12 and 14, a
{{{#!div}}} box, the page's own heading "Laws / 2007 / Law 13" before the law's "== Law 13 – … ==",
sections as "=== A. … ===" with [=#anchor] targets, subsections typed " 1." each time (the wiki
idiom: Trac draws 1, 2, 3) and items "   a." / "   b." as Trac lists, '''bold''', ''italic'', !escaped
CamelCase, [[BR]], a {{{#!comment}}} block holding an old «B4» (never shown), a preformatted hand
diagram, a table "||= … =||", a ticket reference #212, and a "Discussion" part after the law."""
from common47 import U, write_expected, dump_units

NAME = "trac-wiki-law13-2007"

U13 = [
    U("13", "Incorrect Number of Cards"),
    U("13A", "Before the Auction Has Begun",
      "When a hand is found to hold the wrong number of cards before anyone has called, the "
      "Director puts the deal right and the board is played in the ordinary way."),
    U("13B", "After a Call Has Been Made"),
    U("13B1", None, "If the fault is found during the auction, the Director restores the "
      "missing card to its proper hand where that can be done without doubt."),
    U("13B2", None, "Where the card's proper hand cannot be fixed, the Director considers:"),
    U("13B2(A)", None, "whether any player has seen a card belonging to another hand;"),
    U("13B2(B)", None, "whether the auction can continue without giving either side an "
      "advantage."),
    U("13B3", None, "If he lets the auction continue, information from the surplus card is "
      "unauthorised to the side that held it."),
    U("13C", "Surplus Card Found During Play",
      "A card found among a player's played cards that did not belong to his hand is returned "
      "to its owner, and the Director decides whether any trick must be corrected."),
    U("13D", "When the Result Cannot Stand",
      "If the Director judges that the board can no longer be played normally, he cancels it "
      "and awards an artificial adjusted score."),
]

TRAC = """[[PageOutline(2-3,Contents,inline)]]
= Laws / 2007 / Law 13 =
''[wiki:Laws2007 Index] · previous: [wiki:Laws2007/Law12 Law 12 – Director's Discretionary Powers] · next: [wiki:Laws2007/Law14 Law 14 – Missing Card]''

{{{#!div class="important" style="border:1px solid #c93; padding:.5em"
'''Work in progress.''' Typed by the !TuesdayTD group from the 2007 book; see ticket #212 for the proof-reading.[[BR]]
Last checked: 2026-01-19.
}}}

== Law 13 – Incorrect Number of Cards ==

=== A. Before the Auction Has Begun === [=#law13a]
When a hand is found to hold the wrong number of cards before anyone has
called, the Director puts the deal right and the board is played in the
ordinary way.

=== B. After a Call Has Been Made === [=#law13b]
 1. If the fault is found during the auction, the Director restores the missing
    card to its proper hand where that can be done without doubt.
 1. Where the card's proper hand cannot be fixed, the Director considers:
   a. whether any player has seen a card belonging to another hand;
   b. whether the auction can continue without giving either side an advantage.
 1. If he lets the auction continue, information from the surplus card is
    unauthorised to the side that held it.

{{{#!comment
4. Old wording kept until the committee decides: the Director may also
   rotate the board to the next table. (removed 2025)
}}}

=== C. Surplus Card Found During Play === [=#law13c]
A card found among a player's played cards that did not belong to his hand
is returned to its owner, and the Director decides whether any trick must be
corrected.

=== D. When the Result Cannot Stand === [=#law13d]
If the Director judges that the board can no longer be played normally, he
cancels it and awards an artificial adjusted score.

----
== Discussion ==
''Not part of the Law.''

The case from 12 January, for the record:
{{{
        S K 9 4
        H 10 7 2
 W (14 cards)     E (12 cards)
        S Q J
}}}

||= Date =||= Board =||= Ruling =||
|| 2026-01-12 || 17 || A, deal corrected ||
|| 2026-01-19 || 5 || D, 60/40 ||

 * ''Ruling'' column: the letter is the section of Law 13 used.
 * See also [wiki:Laws2007/Law14 Law 14] and [wiki:Laws2007/Law16 Law 16].

[[TagIt(laws2007,law13)]]
"""


def build():
    with open(f"../dev/{NAME}.txt", "w", encoding="utf-8", newline="") as f:
        f.write(TRAC.replace("\n", "\r\n"))
    write_expected(
        NAME,
        "Blind trial 47: a Trac wiki page's source (WikiFormatting, CRLF): [[PageOutline]], the page's\n"
        "title 'Laws / 2007 / Law 13', a breadcrumb naming 'Law 12 – Director's Discretionary Powers'\n"
        "and 'Law 14 – Missing Card' before the law, a {{{#!div}}} box; sections '=== A. … ===' with\n"
        "[=#anchor]s after them, subsections typed ' 1.' all three times (Trac draws 1, 2, 3),\n"
        "items '   a.' '   b.', a {{{#!comment}}} with an old '4.' under B (never shown), a 'Discussion' part after\n"
        "'----' with a hand diagram, a table of rulings naming sections, bullets, a tag macro.",
        2007, "en", U13,
        furniture=["[[PageOutline(2-3,Contents,inline)]]", "Laws / 2007 / Law 13",
                   "Law 12 – Director's Discretionary Powers", "Law 14 – Missing Card",
                   "Work in progress.", "Last checked: 2026-01-19.", "[=#law13a]",
                   "Old wording kept until the committee decides", "Discussion",
                   "Not part of the Law.", "W (14 cards)", "A, deal corrected",
                   "the letter is the section of Law 13 used"])
    dump_units(NAME, U13)


if __name__ == "__main__":
    build()
