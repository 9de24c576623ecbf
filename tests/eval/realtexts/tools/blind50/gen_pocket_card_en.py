"""A director's fold-out pocket card (scorecard-sized), kept as the text file it was
typeset from: every line inside a box drawn with box-drawing characters, a fold line
between panels, a running head "LAW 26 (cont.)" at the top of the second panel, and the
card's back with a numbered list of its own.  English, Laws of 1997, Law 26."""
import textwrap
from _common import write, unit

W = 40  # inner width of the card


def boxed(rows):
    out = []
    for r in rows:
        assert len(r) <= W, r
        out.append("│ " + r.ljust(W) + " │")
    return out


def para(text, first="", rest=None):
    rest = " " * len(first) if rest is None else rest
    return textwrap.wrap(text, W, initial_indent=first, subsequent_indent=rest)


top = "┌" + "─" * (W + 2) + "┐"
mid = "├" + "─" * (W + 2) + "┤"
bot = "└" + "─" * (W + 2) + "┘"
fold = "  - - - - - - - - - ✂ fold here - - - - - - - - -"

panel1 = [top] + boxed([
    "HARBOUR LIGHTS BRIDGE CLUB",
    "Director's Pocket Card No. 7",
    "Keep with the movement cards",
]) + [mid] + boxed(
    ["LAW 26 — CALL WITHDRAWN,",
     "          LEAD PENALTIES",
     ""]
    + para("This Law applies whenever a call is withdrawn and the offending side "
           "later defends the contract.")
    + [""]
    + ["A. Suit Named in the Withdrawn Call"]
    + para("1. Where the withdrawn call named one suit only and the offender names "
           "that suit again in a legal call, no lead restriction follows.", " ", "    ")
    + para("2. Where the offender does not name that suit again, declarer may, at "
           "the partner's first turn to lead:", " ", "    ")
    + para("(a) require the lead of the named suit; or", "    ", "        ")
) + [bot, fold, top] + boxed(
    ["LAW 26 (cont.)                   panel 2", ""]
    + para("(b) forbid the lead of the named suit for as long as the partner keeps "
           "the lead.", "    ", "        ")
    + [""]
    + ["B. Other Withdrawn Calls"]
    + para("When the withdrawn call was a pass, a double, a redouble or a call naming "
           "no suit, declarer may forbid the partner to lead any one suit at his first "
           "turn to lead.")
    + [""]
    + ["C. Choosing the Option"]
    + para("Declarer states the option he has chosen when the offender's partner is "
           "first on lead.")
    + para("1. If declarer says nothing before the lead is faced, he has waived the "
           "option.", " ", "    ")
    + para("2. A lead made contrary to a valid choice is treated as an exposed card "
           "and returned to hand as a major penalty card.", " ", "    ")
) + [bot, fold, top] + boxed(
    ["BACK OF CARD", "",
     "IN CASE OF DOUBT",
     " 1. Stop play at the table.",
     " 2. Call the director back.",
     " 3. Write the board number on the slip.",
     "",
     "Director on duty: ext. 214",
     "Laws of Duplicate Bridge 1997",
     "Card 7 of 12 · printed March 1998"]
) + [bot]

text = "\n".join(panel1) + "\n"

expected = {
    "edition": 1997,
    "lang": "en",
    "units": [
        unit("26", "CALL WITHDRAWN, LEAD PENALTIES",
             "This Law applies whenever a call is withdrawn"),
        unit("26A", "Suit Named in the Withdrawn Call"),
        unit("26A1", None, "Where the withdrawn call named one suit"),
        unit("26A2", None, "Where the offender does not name that suit"),
        unit("26A2(A)", None, "require the lead of the named suit"),
        unit("26A2(B)", None, "forbid the lead of the named suit"),
        unit("26B", "Other Withdrawn Calls", "When the withdrawn call was a pass"),
        unit("26C", "Choosing the Option", "Declarer states the option he has chosen"),
        unit("26C1", None, "If declarer says nothing before the lead"),
        unit("26C2", None, "A lead made contrary to a valid choice"),
    ],
    "furniture": [
        "HARBOUR LIGHTS BRIDGE CLUB",
        "Director's Pocket Card No. 7",
        "Keep with the movement cards",
        "fold here",
        "LAW 26 (cont.)",
        "panel 2",
        "BACK OF CARD",
        "IN CASE OF DOUBT",
        "Stop play at the table.",
        "Call the director back.",
        "Write the board number on the slip.",
        "Director on duty: ext. 214",
        "Laws of Duplicate Bridge 1997",
        "Card 7 of 12",
    ],
}

write("pocket_card_en", "txt", text, expected)
