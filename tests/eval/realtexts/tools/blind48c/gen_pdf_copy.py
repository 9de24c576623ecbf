"""pdf_copy.txt - Law 66 as it comes out of `pdftotext -layout` from a
justified, hyphenated PDF: padded inter-word spaces, words broken with a
hyphen at line ends, footnote numbers glued to words ("turned2",
"Director3"), footnote bodies at the foot of the page starting with a bare
digit, a page footer, a form feed and a running header in the middle of a
sentence, and a continuation line that starts with "(b)"."""
import os
from _common import HERE, write_expected, u

W = 68


def justify(line):
    words = line.split(" ")
    if len(words) < 2 or len(line) >= W:
        return line
    gaps = len(words) - 1
    extra = W - len(line)
    out = words[0]
    for i, w in enumerate(words[1:]):
        n = 1 + extra // gaps + (1 if i < extra % gaps else 0)
        out += " " * n + w
    return out


def para(lines):
    """Justify every line of a paragraph except the last."""
    return [justify(l) for l in lines[:-1]] + [lines[-1]]


def center(s):
    return " " * ((W - len(s)) // 2) + s


page1 = []
page1 += ["2007 LAWS OF DUPLICATE BRIDGE", "", ""]
page1 += [center("LAW 66"), center("REVIEW OF TURNED TRICKS"), ""]
page1 += ["A. Current Trick"]
page1 += para([
    "So long as his side has not led or played to the following trick, a",
    "player may ask that the four cards of the current trick be faced",
    "again for his inspection.",
])
page1 += [""]
page1 += ["B. Earlier Tricks"]
page1 += para([
    "After his side has led or played to the following trick, a player may",
    "not ask to see an earlier trick except as this section provides.",
])
page1 += para([
    "1. Declarer or dummy may inspect the last trick turned2 but may not",
    "touch any other quitted card.",
])
page1 += para([
    "2. A defender may look again at his own cards in earlier tricks, pro-",
    "vided that his partner is not thereby told anything about the hand.",
])
page1 += [""]
page1 += ["C. Review by the Director3"]
page1 += para([
    "1. Once play has ended and a dispute remains open, the Direc-",
    "tor may, on the request of any player, examine the quitted tricks of",
    "all four players in order to settle a disagreement about the number",
    "of tricks won or about a card said to have been played twice, pro-",
    "vided",
])[:-1]  # the paragraph runs on over the page break
footer1 = [
    "",
    "",
    "_______________",
    "2 A trick is turned when its four cards lie face down before the players",
    "who contributed them.",
    "3 In events played with screens the Director may hand this task to an",
    "assistant.",
    "",
    center("- 41 -"),
]
page2 = ["2007 LAWS OF DUPLICATE BRIDGE", ""]
page2 += ["vided that:"]
page2 += ["(a) the request is made before the correction period has ended;"]
page2 += para([
    "(b) the cards of each player have stayed in the order in which they",
    "were played.",
])
page2 += para([
    "2. Should the examination show that the condition stated in item",
    "(b) above was not met, the Director decides on the balance of proba-",
    "bility, and the non-offending side receives the benefit of any doubt.",
])
page2 += [""]
page2 += ["D. Disordered Cards"]
page2 += para([
    "A player who has mixed his quitted cards so that their order can no",
    "longer be shown loses any right to a review under this Law.",
])
page2 += ["", "", center("- 42 -")]

text = "\n".join(page1 + footer1) + "\n\f" + "\n".join(page2) + "\n"
with open(os.path.join(HERE, "pdf_copy.txt"), "w", encoding="utf-8") as f:
    f.write(text)

write_expected("pdf_copy", {
    "edition": 2007,
    "lang": "en",
    "units": [
        u("66", "REVIEW OF TURNED TRICKS"),
        u("66A", "Current Trick", "So long as his side has not led or played to"),
        u("66B", "Earlier Tricks", "After his side has led or played to the following trick,"),
        u("66B1", None, "Declarer or dummy may inspect the last trick"),
        u("66B2", None, "A defender may look again at his own cards in earlier"),
        u("66C", "Review by the Director"),
        u("66C1", None, "Once play has ended and a dispute remains open, the Director"),
        u("66C1(A)", None, "the request is made before the correction period has ended"),
        u("66C1(B)", None, "the cards of each player have stayed in the order"),
        u("66C2", None, "Should the examination show that the condition stated in item (b)"),
        u("66D", "Disordered Cards", "A player who has mixed his quitted cards so that"),
    ],
    "footnotes": 2,
    "furniture": [
        "2007 LAWS OF DUPLICATE BRIDGE",
        "- 41 -",
        "- 42 -",
        "_______________",
    ],
})
