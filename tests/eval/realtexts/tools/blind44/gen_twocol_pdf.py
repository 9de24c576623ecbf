"""8. A page of a printed Laws booklet (2007) as a PDF in two justified columns: Law 34 and the
start of Law 35 in the left column, the rest of Law 35 in the right one (35B1 runs over the
column break mid-sentence), words hyphenated at the narrow columns' line ends, each law's
header centred in its column over two lines ("LAW 35" / "INADMISSIBLE CALLS"), a running
header "LAW 34 … LAW 35" with the book's name, the page number "41" at the foot, a note '*' at
the foot of the right column under a short rule. Sentences invented."""
import os
import sys

sys.path.insert(0, os.path.dirname(__file__))
from laws44 import L3435, N3435, seen, write_expected  # noqa
from pdfflow import new_pdf, wrap  # noqa

OUT = str(__import__("pathlib").Path(__file__).resolve().parents[2] / "dev")  # tests/eval/realtexts/dev
NAME = "twocol-booklet-laws34-35-2007"
PW, PH = 125.0, 176.0
ML, MR, MT, MB = 11.0, 11.0, 19.0, 18.0
GUT = 5.0
CW = (PW - ML - MR - GUT) / 2
SIZE, LH = 9.4, 4.3
HYPH = {"rotation": "ro-tation", "substitutes": "sub-stitutes", "cancelled": "can-celled",
        "defender": "de-fender", "partner": "part-ner", "rectification": "rectifi-cation",
        "adjusted": "ad-justed", "opponents": "oppo-nents", "remainder": "re-mainder",
        "procedural": "proce-dural", "deliberately": "deliber-ately", "Regulating": "Regu-lating",
        "deprived": "de-prived", "reverts": "re-verts", "offending": "offend-ing",
        "Director": "Direc-tor", "declarer": "de-clarer", "misled": "mis-led",
        "opening": "open-ing", "offender": "of-fender", "moment": "mo-ment",
        "Authority": "Author-ity", "auction": "auc-tion", "followed": "fol-lowed"}


def blocks():
    out = []
    for u in L3435:
        if u.ref in ("34", "35"):
            out.append(("law", u.mark))
            out.append(("lawtitle", u.title))
            if u.text:
                out.append(("para", seen(u.text)))
        elif len(u.ref) == 3:
            out.append(("sec", f"{u.mark} {u.title}"))
            if u.text:
                out.append(("para", seen(u.text) + ("*" if "{fn:*}" in u.text else "")))
        elif "(" in u.ref:
            out.append(("item", u.mark, seen(u.text)))
        else:
            out.append(("sub", u.mark, seen(u.text)))
    return out


def justify(pdf, x, y, width, line, last):
    words = line.split(" ")
    if last or len(words) == 1:
        pdf.set_xy(x, y)
        pdf.cell(0, LH, line)
        return
    total = sum(pdf.get_string_width(w) for w in words)
    gap = (width - total) / (len(words) - 1)
    cx = x
    for k, w in enumerate(words):
        pdf.set_xy(cx, y)
        t = w if k == len(words) - 1 else w + " "   # the space glyph is kept, as word processors do
        pdf.cell(pdf.get_string_width(t) + 0.01, LH, t)
        cx += pdf.get_string_width(w) + gap


def main():
    pdf = new_pdf(fmt=(PW, PH))
    pdf.set_title("The Laws of Duplicate Bridge 2007")
    pdf.add_page()
    # running header and folio
    pdf.set_font("Serif", "I", 7.5)
    pdf.set_xy(ML, 10)
    pdf.cell(0, 4, "THE LAWS OF DUPLICATE BRIDGE 2007")
    s = "LAW 34 – LAW 35"
    pdf.set_xy(PW - MR - pdf.get_string_width(s), 10)
    pdf.cell(0, 4, s)
    pdf.line(ML, 15, PW - MR, 15)
    pdf.set_font("Serif", "", 8)
    pdf.set_xy((PW - pdf.get_string_width("41")) / 2, PH - 12)
    pdf.cell(0, 4, "41")
    cols = [ML, ML + CW + GUT]
    col, y = 0, MT
    bottom = [PH - MB, PH - MB - 12]  # the right column keeps room for the note

    def newline(h):
        nonlocal col, y
        if y + h > bottom[col]:
            col, y = col + 1, MT
        return cols[col]

    for b in blocks():
        kind = b[0]
        if kind == "law":
            y += 3 if y > MT else 0
            pdf.set_font("Serif", "B", 10)
            x = newline(5)
            w = pdf.get_string_width(b[1])
            pdf.set_xy(x + (CW - w) / 2, y)
            pdf.cell(w, 5, b[1])
            y += 5
        elif kind == "lawtitle":
            pdf.set_font("Serif", "B", 8.6)
            for ln in wrap(pdf, b[1], CW - 4):
                x = newline(4.5)
                w = pdf.get_string_width(ln)
                pdf.set_xy(x + (CW - w) / 2, y)
                pdf.cell(w, 4.5, ln)
                y += 4.5
            y += 1.5
        elif kind == "sec":
            y += 1.2
            pdf.set_font("Serif", "B", SIZE)
            for ln in wrap(pdf, b[1], CW):
                x = newline(LH)
                pdf.set_xy(x, y)
                pdf.cell(0, LH, ln)
                y += LH
        else:
            pdf.set_font("Serif", "", SIZE)
            if kind == "para":
                ind, hang, text = 0, 0, b[1]
            else:
                ind = 0 if kind == "sub" else 4
                text = b[2]
                hang = 4.5 if kind == "sub" else 6
            lines = wrap(pdf, text, CW - ind - hang, HYPH)
            for k, ln in enumerate(lines):
                x = newline(LH)
                if k == 0 and kind != "para":
                    pdf.set_xy(x + ind, y)
                    pdf.cell(0, LH, b[1])
                justify(pdf, x + ind + hang, y, CW - ind - hang, ln, k == len(lines) - 1)
                y += LH
            y += 0.8
    # the note at the foot of the right column
    yy = PH - MB - 8
    pdf.line(cols[1], yy, cols[1] + 20, yy)
    pdf.set_font("Serif", "", 7)
    yy += 1.2
    for ln in wrap(pdf, "* " + N3435[0], CW):
        pdf.set_xy(cols[1], yy)
        pdf.cell(0, 3.2, ln)
        yy += 3.2
    pdf.output(os.path.join(OUT, NAME + ".pdf"))
    furniture = ["THE LAWS OF DUPLICATE BRIDGE 2007", "LAW 34 – LAW 35", "41"]
    write_expected(os.path.join(OUT, NAME + ".expected.yaml"),
                   "Blind trial 44: a page of a Laws booklet as a PDF in two justified columns "
                   "(Law 34 and Law 35 to 35B1\nin the left one, 35B1 running on mid-sentence at "
                   "the top of the right one), words hyphenated at\nthe narrow columns' line ends, "
                   "law headers centred over two lines, a running header 'LAW 34 – LAW 35',\n"
                   "the folio '41', a note '*' at the foot of the right column. A reader reads "
                   "the left column,\nthen the right.",
                   2007, "en", L3435, footnotes=1, furniture=furniture)


if __name__ == "__main__":
    main()
