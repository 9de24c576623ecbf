#!/usr/bin/env python3
"""Build Club_TD_notes_Law_20.md: Google Docs "Download > Markdown (.md)".

Typed (not list) numbering is escaped as 1\\. ; headings carry {#ids};
a linked table of contents repeats the section titles; the image is a
reference-style data: URI at the very end (PNG made here with zlib);
two footnotes; a pipe table citing unit refs.
"""
import base64
import os
import struct
import zlib

OUT = os.path.join(os.path.dirname(__file__), "..", "Club_TD_notes_Law_20.md")


def png(w, h):
    rows = []
    for y in range(h):
        row = bytearray([0])
        for x in range(w):
            border = x < 2 or y < 2 or x >= w - 2 or y >= h - 2
            line = (y // 6) % 2 == 0 and 6 < x < w - 6 and 8 < y < h - 8
            v = 40 if border else (120 if line else 235)
            n = (x * 7919 + y * 104729 + (x * y) % 97) % 23  # paper grain
            v = max(0, min(255, v - n))
            row += bytes([v, v, min(255, v + 10)])
        rows.append(bytes(row))
    raw = b"".join(rows)

    def chunk(tag, data):
        c = struct.pack(">I", len(data)) + tag + data
        return c + struct.pack(">I", zlib.crc32(tag + data) & 0xFFFFFFFF)

    return (b"\x89PNG\r\n\x1a\n" + chunk(b"IHDR", struct.pack(">IIBBBBB", w, h, 8, 2, 0, 0, 0))
            + chunk(b"IDAT", zlib.compress(raw, 9)) + chunk(b"IEND", b""))


IMG = base64.b64encode(png(180, 120)).decode("ascii")

DOC = r"""# **Club TD notes — Law 20 (1997 Laws)** {#club-td-notes-—-law-20-(1997-laws)}

*Shared with the Thursday TD group · last edited 12 March by P. Nyambura · please comment, don’t edit*

![][image1]

**Contents**

[Club TD notes — Law 20 (1997 Laws)	1](#club-td-notes-—-law-20-\(1997-laws\))

[LAW 20 — REVIEW AND EXPLANATION OF CALLS	1](#law-20-—-review-and-explanation-of-calls)

[A. Calls Made Aloud	1](#a.-calls-made-aloud)

[B. Review Sheets	1](#b.-review-sheets)

[C. Errors in Review	2](#c.-errors-in-review)

[D. Written Explanations	2](#d.-written-explanations)

[Quick table	2](#quick-table)

# **LAW 20 — REVIEW AND EXPLANATION OF CALLS** {#law-20-—-review-and-explanation-of-calls}

## **A. Calls Made Aloud** {#a.-calls-made-aloud}

Where calls are spoken rather than shown, each player speaks his call once and then writes it on the table sheet provided by the organiser.

## **B. Review Sheets** {#b.-review-sheets}

1\. When the table sheet is used, any player may look at it at his own turn, but may not pick it up or turn it toward partner.

2\. A sheet that has been smudged or torn is replaced by the Director, who copies the calls in the presence of all four players.

3\. After the final pass the sheet is handed to dummy, who keeps it face down until declarer asks to see it.

## **C. Errors in Review** {#c.-errors-in-review}

A review read from the scoring device instead of from the sheet is treated as correct unless the device was showing the wrong board.[^1]

## **D. Written Explanations** {#d.-written-explanations}

Where the organiser supplies explanation slips, the following apply:

1\. a slip is written in the language of the tournament unless both opponents agree to another;

2\. a slip is passed face down and is not shown to the writer’s partner[^2];

3\. the opponents keep each slip until the end of the board, and

(a) show it to the Director if a dispute arises;

(b) destroy it once the scores are agreed, unless the Director asks to keep it.

---

## **Quick table** {#quick-table}

| Situation | Who acts | See |
| :---- | :---- | :---- |
| Spoken auction | each player, once | 20A |
| Sheet torn or smudged | Director copies it | 20B2 |
| After the final pass | dummy keeps the sheet | 20B3 |
| Dispute about a slip | show it to the TD | 20D3(a) |

\* Pamela: the Thursday game uses bidding boxes, so A and B only matter for the Saturday teaching session.

[^1]:  Compare Law 21 for a call made on the strength of a wrong review.

[^2]:  At the club the slips are the yellow pads kept in each table drawer.

[image1]: <data:image/png;base64,""" + IMG + ">\n"

with open(OUT, "w", encoding="utf-8") as f:
    f.write(DOC)
print("wrote", os.path.abspath(OUT))
