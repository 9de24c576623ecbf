"""A small flow of wrapped lines over fpdf2 pages (own wrapping, so page breaks land where the
text runs out, as a browser's print does)."""
from fpdf import FPDF

FONT = "/usr/share/fonts/truetype/dejavu/DejaVuSans.ttf"
FONTB = "/usr/share/fonts/truetype/dejavu/DejaVuSans-Bold.ttf"
SERIF = "/usr/share/fonts/truetype/dejavu/DejaVuSerif.ttf"
SERIFB = "/usr/share/fonts/truetype/dejavu/DejaVuSerif-Bold.ttf"
SERIFI = "/usr/share/fonts/truetype/dejavu/DejaVuSerif-Italic.ttf"


def new_pdf(fmt="A4", orientation="P", unit="mm"):
    pdf = FPDF(orientation=orientation, unit=unit, format=fmt)
    pdf.set_auto_page_break(False)
    pdf.add_font("Sans", "", FONT)
    pdf.add_font("Sans", "B", FONTB)
    pdf.add_font("Serif", "", SERIF)
    pdf.add_font("Serif", "B", SERIFB)
    pdf.add_font("Serif", "I", SERIFI)
    pdf.set_creator("")
    return pdf


def wrap(pdf, text, width, hyph=None):
    """Greedy wrap; a word that does not fit may be split at a hyphen point from hyph."""
    words = text.split(" ")
    lines, cur = [], ""
    i = 0
    while i < len(words):
        w = words[i]
        cand = (cur + " " + w) if cur else w
        if pdf.get_string_width(cand) <= width:
            cur = cand
            i += 1
            continue
        split = (hyph or {}).get(w.strip(".,;:"))
        if split and cur:
            a, b = split.split("-", 1)
            rest = w[len(a):]
            if pdf.get_string_width(cur + " " + a + "-") <= width:
                lines.append(cur + " " + a + "-")
                cur = ""
                words[i] = rest
                continue
        if not cur:
            lines.append(w)
            i += 1
            continue
        lines.append(cur)
        cur = ""
    if cur:
        lines.append(cur)
    return lines
