"""A lecture handout typed in a monospaced editor: the law in a left column of 56
characters, the tutor's margin notes in a right column (after a run of spaces, no rule),
some notes beside a section heading, a note running over several lines; a page footer
and an exercise after the law with items (a), (b), (c) of its own.
English, Laws of 1987, Law 60."""
import textwrap
from _common import write, unit

L = 56      # left column width
GAP = 4     # spaces before the margin column


def block(text, first="", rest=None):
    rest = " " * len(first) if rest is None else rest
    return textwrap.wrap(text, L, initial_indent=first, subsequent_indent=rest)


# (left lines, margin notes for those lines, from the first line down)
parts = [
    (["LAW 60 — PLAY AFTER AN ILLEGAL PLAY"], ["Read this aloud first."]),
    ([""], []),
    (block("The provisions below apply when a player plays to a trick after an "
           "irregularity and before the director has given a ruling."),
     ["", "NB 'ruling', not 'arrival'"]),
    ([""], []),
    (["A. Play of Card after Irregularity"], ["Q: who counts as the side?"]),
    (block("1. The non-offending side keeps its right to a rectification only while "
           "none of its members has played after the irregular card.", "   ", "      "),
     ["Ask the class for an", "example before you", "turn the page."]),
    (block("2. A card so played stands as a legal play, and the game continues from "
           "that point without any rectification.", "   ", "      "),
     []),
    ([""], []),
    (["B. Defender Plays before Required Lead"], ["cf. Law 57 —", "premature play"]),
    (block("When a defender is obliged to lead or play a particular card and plays "
           "another card first, the director proceeds as follows."),
     []),
    (block("1. If declarer has not yet chosen among the rectifications open to him, "
           "the director asks him to choose now.", "   ", "      "),
     []),
    (block("2. The card that the defender played in error:", "   ", "      "), ["EXAM!"]),
    (block("(a) becomes a penalty card if the defender's partner has not yet played "
           "to the trick;", "      ", "          "),
     ["(a) and (b) are", "often swapped in", "the old notes"]),
    (block("(b) goes back to hand without penalty if the partner has already "
           "played.", "      ", "          "),
     []),
    ([""], []),
    (["C. Play by the Offending Side"], []),
    (block("When a member of the offending side plays before the director has ruled, "
           "the rectification still applies, and the card played is dealt with as "
           "the director directs."),
     ["Compare the", "1975 wording."]),
]

lines = []
for left, notes in parts:
    n = max(len(left), len(notes))
    left = left + [""] * (n - len(left))
    notes = notes + [""] * (n - len(notes))
    for a, b in zip(left, notes):
        lines.append((a.ljust(L + GAP) + b).rstrip() if b else a)

head = [
    "NORTHFIELD COUNTY BRIDGE ASSOCIATION",
    "Evening Course for Club Directors — Session 6: Irregularities in Play",
    "Handout 6b".ljust(L + GAP) + "Tutor: R. Ashdown",
    "=" * (L + GAP + 20),
    "",
    "".ljust(L + GAP) + "MARGIN NOTES",
    "".ljust(L + GAP) + "------------",
]
foot = [
    "",
    "-" * (L + GAP + 20),
    "EXERCISE 6.2   Decide each case before next week:",
    "   (a) West leads out of turn; South plays a card from his hand at once.",
    "   (b) East, obliged to lead a spade, leads a heart; West has not played.",
    "   (c) Declarer plays from dummy before West has followed to the trick.",
    "",
    "Handout 6b".ljust(L + GAP) + "- 2 -",
]

text = "\n".join(head + lines + foot) + "\n"

expected = {
    "edition": 1987,
    "lang": "en",
    "units": [
        unit("60", "PLAY AFTER AN ILLEGAL PLAY", "The provisions below apply when a player plays"),
        unit("60A", "Play of Card after Irregularity"),
        unit("60A1", None, "The non-offending side keeps its right to"),
        unit("60A2", None, "A card so played stands as a legal play"),
        unit("60B", "Defender Plays before Required Lead", "When a defender is obliged to lead"),
        unit("60B1", None, "If declarer has not yet chosen among the"),
        unit("60B2", None, "The card that the defender played in error"),
        unit("60B2(A)", None, "becomes a penalty card if the defender's"),
        unit("60B2(B)", None, "goes back to hand without penalty if"),
        unit("60C", "Play by the Offending Side", "When a member of the offending side plays"),
    ],
    "furniture": [
        "NORTHFIELD COUNTY BRIDGE ASSOCIATION",
        "Evening Course for Club Directors",
        "Handout 6b",
        "Tutor: R. Ashdown",
        "MARGIN NOTES",
        "Read this aloud first.",
        "NB 'ruling', not 'arrival'",
        "Q: who counts as the side?",
        "Ask the class for an",
        "cf. Law 57 —",
        "premature play",
        "EXAM!",
        "often swapped in",
        "1975 wording.",
        "EXERCISE 6.2",
        "West leads out of turn",
        "- 2 -",
    ],
}

write("margin_notes_en", "txt", text, expected)
