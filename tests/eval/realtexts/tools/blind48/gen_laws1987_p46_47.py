#!/usr/bin/env python3
"""Tesseract hOCR output (two ocr_page divs from `tesseract list.txt out
hocr`) of two pages of a 1987 law book.  Every word is its own
ocrx_word span with a bbox; running heads with the page number (and on
the odd page the law's own title again) sit in their own ocr_carea; the
law runs over the page break mid-sentence; words are hyphenated at line
ends; subsections carry run-in titles ending in a full stop."""
import os
from html import escape

from _common import HERE, U, hyph_cut, write_expected

NAME = "laws1987_p46_47"

LAW = [
    U("27", "LAW 27", "INSUFFICIENT BID", None),
    U("27A", "A.", "Insufficient Bid Accepted",
      "The bid may be accepted by the player on the offender's left, who "
      "thereby treats it exactly as if it had been a sufficient bid, and "
      "the auction continues from that point."),
    U("27B", "B.", "Insufficient Bid Not Accepted", None),
    U("27B1", "1.", "Correction in the Same Denomination",
      "Where the offender substitutes the lowest sufficient bid in the same "
      "denomination, the auction proceeds without further rectification, "
      "save that:"),
    U("27B1(A)", "(a)", None,
      "the Director may award an adjusted score if the correction conveyed "
      "information not otherwise available to the offender's partner;"),
    U("27B1(B)", "(b)", None,
      "any agreed artificial meaning of the original bid is to be "
      "disregarded by both sides for the rest of the auction."),
    U("27B2", "2.", "Other Correction",
      "Where the offender substitutes any other sufficient bid or a pass, "
      "his partner must pass at every later turn to call, and the lead "
      "restrictions of Law 26 may apply to the defence."),
    U("27B3", "3.", "Attempted Substitution of a Double",
      "A double or redouble offered in place of the insufficient bid is "
      "cancelled, and the offender must then make a legal correction under "
      "subsection 1 or 2 of this section."),
    U("27C", "C.", "Correction Before Acceptance",
      "If the offender corrects his bid before the Director has been "
      "summoned, the Director nevertheless rules on the matter under the "
      "provisions of this Law."),
]

CW = 23          # average glyph width in px at 300 dpi
LH = 52          # line pitch
LEFT = 170
WIDTH = 1310     # text column width in px


def layout_lines(words, indent, first_extra, hyphen_after=None):
    """Greedy wrap of words into lines (lists of words); optionally
    hyphenate the first word of the line that starts after word index
    hyphen_after."""
    maxc = (WIDTH - indent) // CW
    lines, cur, n = [], [], 0
    for w in words:
        extra = first_extra if not lines else 0
        if cur and n + 1 + len(w) > maxc - extra:
            lines.append(cur)
            cur, n = [], 0
        cur.append(w)
        n += len(w) + (1 if len(cur) > 1 else 0)
    lines.append(cur)
    if hyphen_after is not None:
        seen = 0
        for i, ln in enumerate(lines[:-1]):
            seen += len(ln)
            w = lines[i + 1][0]
            cut = hyph_cut(w)
            if seen > hyphen_after and cut:
                lines[i].append(w[:cut] + "-")
                lines[i + 1][0] = w[cut:]
                break
    return lines


def main():
    # build a flat list of "paragraph blocks": (lines, indent, align)
    blocks = []
    L = {u["ref"]: u for u in LAW}
    for u in LAW:
        lv = u["level"]
        if lv == 0:
            blocks.append(([["LAW", "27"]], "center", "head"))
            blocks.append(([u["title"].split()], "center", "head"))
        elif lv == 1:
            blocks.append(([[u["label"]] + u["title"].split()], 0, "sect"))
            if u["text"]:
                blocks.append((layout_lines(u["text"].split(), 60, 0, 14),
                               60, "body"))
        elif lv == 2:
            head = [u["label"]]
            if u["title"]:
                head += (u["title"] + ".").split()
            lines = layout_lines(head + u["text"].split(), 60, 0,
                                 len(head) + 12)
            blocks.append((lines, 60, "body"))
        else:
            lines = layout_lines([u["label"]] + u["text"].split(), 120, 0,
                                 14)
            blocks.append((lines, 120, "body"))
    # paginate: page 46 ends in the middle of 27B2's paragraph
    flat = []
    for bi, (lines, indent, kind) in enumerate(blocks):
        for li, ln in enumerate(lines):
            flat.append((bi, li, ln, indent, kind))
    b27b2 = [i for i, f in enumerate(flat)
             if f[2] and f[2][0] == "2." and f[4] == "body"][0]
    split = b27b2 + 2
    pages = [flat[:split], flat[split:]]

    out = ['<?xml version="1.0" encoding="UTF-8"?>',
           '<!DOCTYPE html PUBLIC "-//W3C//DTD XHTML 1.0 Transitional//EN"',
           '    "http://www.w3.org/TR/xhtml1/DTD/xhtml1-transitional.dtd">',
           '<html xmlns="http://www.w3.org/1999/xhtml" xml:lang="en" '
           'lang="en">', ' <head>', '  <title></title>',
           '  <meta http-equiv="Content-Type" content="text/html;'
           'charset=utf-8"/>',
           "  <meta name='ocr-system' content='tesseract 4.1.1' />",
           "  <meta name='ocr-capabilities' content='ocr_page ocr_carea "
           "ocr_par ocr_line ocrx_word ocrp_wconf'/>", ' </head>', ' <body>']
    ids = {"block": 0, "par": 0, "line": 0, "word": 0}
    conf = [96, 93, 91, 95, 89, 96, 94, 92, 90, 96, 95, 87]

    def words_html(pg, ws, x0, y, size=36):
        s = []
        x = x0
        for w in ws:
            ids["word"] += 1
            wpx = max(CW, len(w) * (CW if size == 36 else 34))
            s.append("<span class='ocrx_word' id='word_%d_%d' title='bbox "
                     "%d %d %d %d; x_wconf %d'>%s</span>"
                     % (pg, ids["word"], x, y - size, x + wpx, y + 9,
                        conf[ids["word"] % len(conf)],
                        escape(w, quote=True).replace("&#x27;", "&#39;")))
            x += wpx + CW
        return " ".join(s), x - CW

    for pno, (plines, pnum) in enumerate(zip(pages, (46, 47)), start=1):
        out.append("  <div class='ocr_page' id='page_%d' title='image "
                   "\"scan_%04d.png\"; bbox 0 0 1650 2550; ppageno %d'>"
                   % (pno, pnum, pno - 1))
        # running head
        ids["block"] += 1
        ids["par"] += 1
        ids["line"] += 1
        if pnum % 2 == 0:
            rh, rx = ["46", "LAWS", "OF", "DUPLICATE", "CONTRACT", "BRIDGE"], LEFT
        else:
            rh, rx = ["INSUFFICIENT", "BID", "47"], 1100
        wh, x1 = words_html(pno, rh, rx, 150, 30)
        out.append("   <div class='ocr_carea' id='block_%d_%d' title=\"bbox "
                   "%d 118 %d 160\">\n    <p class='ocr_par' id='par_%d_%d' "
                   "lang='eng' title=\"bbox %d 118 %d 160\">\n     <span "
                   "class='ocr_line' id='line_%d_%d' title=\"bbox %d 118 %d "
                   "160; baseline 0 -9; x_size 30; x_descenders 7; "
                   "x_ascenders 8\">%s\n     </span>\n    </p>\n   </div>"
                   % (pno, ids["block"], rx, x1, pno, ids["par"], rx, x1,
                      pno, ids["line"], rx, x1, wh))
        # body: one carea per page, one ocr_par per block
        y = 260
        ids["block"] += 1
        out.append("   <div class='ocr_carea' id='block_%d_%d' title=\"bbox "
                   "%d 220 %d 2380\">" % (pno, ids["block"], LEFT,
                                          LEFT + WIDTH))
        cur_b = None
        for bi, li, ln, indent, kind in plines:
            if bi != cur_b:
                if cur_b is not None:
                    out.append("    </p>")
                ids["par"] += 1
                out.append("    <p class='ocr_par' id='par_%d_%d' lang='eng' "
                           "title=\"bbox %d %d %d %d\">"
                           % (pno, ids["par"], LEFT, y - 40, LEFT + WIDTH,
                              y + 200))
                cur_b = bi
                if kind in ("head", "sect"):
                    y += 20
            if indent == "center":
                tw = sum(len(w) * 34 + CW for w in ln)
                x0 = LEFT + (WIDTH - tw) // 2
                size = 44
            else:
                x0 = LEFT + (indent if li == 0 or kind != "body" else
                             indent - 60 if indent == 60 else indent)
                size = 36
            wh, x1 = words_html(pno, ln, x0, y, size)
            ids["line"] += 1
            out.append("     <span class='ocr_line' id='line_%d_%d' title="
                       "\"bbox %d %d %d %d; baseline 0.001 -9; x_size %d; "
                       "x_descenders 9; x_ascenders 10\">%s\n     </span>"
                       % (pno, ids["line"], x0, y - size, x1, y + 9, size,
                          wh))
            y += LH + (12 if kind == "head" else 0)
        out.append("    </p>")
        out.append("   </div>")
        out.append("  </div>")
    out += [" </body>", "</html>", ""]
    with open(os.path.join(HERE, NAME + ".hocr"), "w", encoding="utf-8") as f:
        f.write("\n".join(out))
    write_expected(NAME, 1987, "en", LAW, furniture=[
        "46 LAWS OF DUPLICATE CONTRACT BRIDGE",
        "INSUFFICIENT BID 47",
        "tesseract 4.1.1",
    ])


if __name__ == "__main__":
    main()
