"""A club wiki's Markdown page keeping Law 69 (2017) as a pipe table of
Ref | Text: each section's title in bold at the head of its cell and its text
after <br>, the law's header a Markdown heading over the table, a club's
"Note" row inside the table naming Law 70, a row whose ref cell is empty
carrying on the sentence of the row above, and a pager to Laws 68 and 70."""
from _common import write

NAME = "md_table_en_2017"

TEXT = """\
[Home](../README.md) › [Laws](index.md) › Law 69

# Director's quick table

_Last edited by S. Okafor · 3 March 2024 · [Edit this page](https://wiki.example.org/edit/law-69)_

Each row is one numbered piece of the Law, as worded for our table cards. Rows marked **Note** are ours, not the Law's.

## Law 69 — Agreement on Tricks

| Ref | Text |
|:----|:-----|
| 69A | **Agreement Established**<br>A table's result stands as agreed once both pairs have seen the entry on the scoring device and neither has asked for the Director. |
| 69A1 | Silence of a player who has already left the table is not taken as his agreement. |
| 69A2 | Where one pair is absent when the score is entered, the entry is provisional until that pair returns to the table or the round ends. |
| 69B | **Withdrawing Agreement** |
| 69B1 | A contestant may withdraw an agreement within the correction period if it rested on a mistaken view of the cards still held. |
| 69B2 | The Director may restore a trick conceded in error when no normal line would have lost it; in judging this he: |
| 69B2(a) | counts as normal any line that would be careless for a player of the class involved, |
| 69B2(b) | does not count as normal a line that no player of any class would choose. |
| **Note** | Our club closes the correction period twenty minutes after the last round. Disputed claims go under Law 70, not here. |
| 69C | **Agreement After the Correction Period**<br>Once the correction period has ended, an agreed result is changed only when the Director finds an error in the entry itself, |
|  | and both captains or both pairs are told of the change before the results are published. |
| 69D | **Score Entered for the Wrong Pair**<br>A score keyed against the wrong pair numbers is put right at any time before the event's results are final, without asking either pair to agree again. |

---

*Wording adapted for our table cards; the 2017 Laws govern in any doubt.*

[← Law 68](law-68.md) · [Index](index.md) · [Law 70 →](law-70.md)
"""

EXPECTED = {
    "edition": 2017,
    "lang": "en",
    "units": [
        ("69", "Agreement on Tricks"),
        ("69A", "Agreement Established",
         "A table's result stands as agreed once both pairs"),
        ("69A1", None, "Silence of a player who has already left the table"),
        ("69A2", None, "Where one pair is absent when the score is entered"),
        ("69B", "Withdrawing Agreement"),
        ("69B1", None, "A contestant may withdraw an agreement within the correction period"),
        ("69B2", None, "The Director may restore a trick conceded in error"),
        ("69B2(A)", None, "counts as normal any line that would be careless"),
        ("69B2(B)", None, "does not count as normal a line that no player"),
        ("69C", "Agreement After the Correction Period",
         "Once the correction period has ended, an agreed result is changed"),
        ("69D", "Score Entered for the Wrong Pair",
         "A score keyed against the wrong pair numbers is put right"),
    ],
    "furniture": [
        "Director's quick table",
        "Last edited by S. Okafor",
        "Edit this page",
        "Each row is one numbered piece of the Law, as worded for our table cards.",
        "| Ref | Text |",
        "Our club closes the correction period twenty minutes after the last round.",
        "Disputed claims go under Law 70, not here.",
        "Wording adapted for our table cards; the 2017 Laws govern in any doubt.",
        "[← Law 68](law-68.md)",
        "[Law 70 →](law-70.md)",
    ],
}

if __name__ == "__main__":
    write(NAME, "md", TEXT, EXPECTED)
