"""1. A club's WordPress page of Law 18 (2017) printed to PDF by Chrome ("Save as PDF", headers
and footers on): the date and time and the page's title at the top of every page, its address
and "1/3" at the foot; the law runs over both page breaks. Sentences invented."""
import os
import sys

sys.path.insert(0, os.path.dirname(__file__))
from laws44 import L18, seen, write_expected  # noqa
from pdfflow import new_pdf, wrap  # noqa

OUT = str(__import__("pathlib").Path(__file__).resolve().parents[2] / "dev")  # tests/eval/realtexts/dev
NAME = "chrome-print-law18-2017"
STAMP = "02/11/2023, 19:07"
TITLE = "Law 18 – Bids | Northfield Bridge Club"
URL = "https://northfieldbridge.example/laws-2017/law-18/"

# blocks: (kind, text, indent_mm); kinds set font and spacing
B = []


def add(kind, text, indent=0):
    B.append((kind, text, indent))


add("skip", "Skip to content")
add("logo", "")
add("site", "Northfield Bridge Club")
add("tag", "Duplicate bridge every Monday and Thursday since 1974")
add("menu", "Home     Sessions     Results     Laws     Teaching     Contact     Members")
add("crumb", "Home  »  Laws  »  Laws 2017  »  Law 18")
add("h1", "Law 18 – Bids")
add("meta", "Posted on 14 September 2017 by tdadmin  ·  Updated 3 March 2021")
add("intro", "From the Laws of Duplicate Bridge 2017, in the wording our directors use at all "
             "club sessions. Questions are welcome in the comments below.")
ind = {"18": 0}
for u in L18[1:]:
    if len(u.ref) == 3:
        add("h2", f"{u.mark} {u.title}")
        if u.text:
            add("p", seen(u.text))
    elif "(" in u.ref:
        add("li2", f"{u.mark} {seen(u.text)}", 14)
    else:
        add("li", f"{u.mark} {seen(u.text)}", 7)
add("small", "Categories: Laws 2017     Tags: auction, bids, bidding boxes")
add("nav", "← Law 17 – The Auction Period                    Law 19 – Doubles and Redoubles →")
add("h3", "3 thoughts on “Law 18 – Bids”")
add("who", "Margaret H.  says:")
add("when", "15 September 2017 at 10:12")
add("c", "Does D2 still apply when the extra word was “double” and partner has passed in the "
         "meantime? We had exactly this at table 4 last week.")
add("reply", "Reply")
add("who", "tdadmin  says:")
add("when", "15 September 2017 at 21:40")
add("c", "Yes – see (b) above: once partner has called, the bid stands and the extra word is "
         "only information. Ask the TD on the night if in doubt.")
add("reply", "Reply")
add("who", "Peter Lowe  says:")
add("when", "2 October 2017 at 08:05")
add("c", "Thanks, this page is clearer than the booklet.")
add("reply", "Reply")
add("h3", "Leave a Reply")
add("small", "Your email address will not be published. Required fields are marked *")
add("small", "Comment *")
add("box", "")
add("small", "Name *")
add("small", "Email *")
add("button", "Post Comment")
add("foot", "© 2023 Northfield Bridge Club  ·  Proudly powered by WordPress")

STYLE = {  # font, style, size pt, space before mm, line height mm
    "skip": ("Sans", "", 8, 0, 4), "site": ("Sans", "B", 17, 3, 8), "tag": ("Sans", "", 9, 0, 5),
    "menu": ("Sans", "", 9.5, 3, 5), "crumb": ("Sans", "", 8.5, 4, 5),
    "h1": ("Sans", "B", 19, 6, 9), "meta": ("Sans", "", 8.5, 1, 5), "intro": ("Sans", "", 12.5, 5, 7.2),
    "h2": ("Sans", "B", 15, 8, 8), "p": ("Sans", "", 12.5, 3, 7.2), "li": ("Sans", "", 12.5, 3, 7.2),
    "li2": ("Sans", "", 12.5, 2, 7.2), "logo": ("Sans", "", 9, 2, 30), "small": ("Sans", "", 9, 3, 5), "nav": ("Sans", "", 9.5, 6, 5),
    "h3": ("Sans", "B", 13, 8, 6.5), "who": ("Sans", "B", 10, 5, 5), "when": ("Sans", "", 8, 0, 4.5),
    "c": ("Sans", "", 12, 2, 6.8), "reply": ("Sans", "", 8.5, 1, 4.5), "box": ("Sans", "", 9, 1, 22),
    "button": ("Sans", "B", 10, 4, 7), "foot": ("Sans", "", 8.5, 12, 5),
}

LEFT, RIGHT, TOP, BOTTOM = 18, 18, 16, 280


def header_footer(pdf, n, total):
    pdf.set_font("Sans", "", 8)
    pdf.set_xy(8, 5)
    pdf.cell(0, 4, STAMP)
    w = pdf.get_string_width(TITLE)
    pdf.set_xy((210 - w) / 2, 5)
    pdf.cell(w, 4, TITLE)
    pdf.set_xy(8, 289)
    pdf.cell(0, 4, URL)
    s = f"{n}/{total}"
    pdf.set_xy(202 - pdf.get_string_width(s), 289)
    pdf.cell(0, 4, s)


def layout(pdf, draw):
    pages, y = [[]], TOP
    for kind, text, indent in B:
        font, st, size, before, lh = STYLE[kind]
        pdf.set_font(font, st, size)
        width = 210 - LEFT - RIGHT - indent
        lines = wrap(pdf, text, width) if text else [""]
        y += before
        for k, ln in enumerate(lines):
            if y + lh > BOTTOM:
                pages.append([])
                y = TOP
            x = LEFT + indent
            if kind.startswith("li") and k > 0:
                x += 6  # hanging indent under the marker
            pages[-1].append((x, y, font, st, size, lh, ln, kind))
            y += lh
    return pages


def main():
    pdf = new_pdf()
    pdf.set_title(TITLE)
    pages = layout(pdf, False)
    for n, pg in enumerate(pages, 1):
        pdf.add_page()
        header_footer(pdf, n, len(pages))
        for x, y, font, st, size, lh, ln, kind in pg:
            pdf.set_font(font, st, size)
            if kind == "logo":
                pdf.set_fill_color(40, 70, 120)
                pdf.rect(LEFT, y, 210 - LEFT - RIGHT, lh - 4, style="F")
                continue
            if kind == "box":
                pdf.rect(LEFT, y, 210 - LEFT - RIGHT, lh - 2)
                continue
            if kind == "menu":
                pdf.set_fill_color(235, 235, 235)
                pdf.rect(0, y - 1, 210, lh + 2, style="F")
            pdf.set_xy(x, y)
            pdf.cell(0, lh, ln)
    pdf.output(os.path.join(OUT, NAME + ".pdf"))
    furniture = [STAMP, TITLE, URL, "1/3", "Skip to content", "Northfield Bridge Club",
                 "Home  »  Laws  »  Laws 2017  »  Law 18",
                 "Posted on 14 September 2017 by tdadmin",
                 "From the Laws of Duplicate Bridge 2017",
                 "Categories: Laws 2017", "← Law 17 – The Auction Period",
                 "3 thoughts on “Law 18 – Bids”", "Margaret H.  says:",
                 "Does D2 still apply when the extra word", "Reply",
                 "Yes – see (b) above", "Leave a Reply",
                 "Required fields are marked *", "Post Comment",
                 "© 2023 Northfield Bridge Club"]
    write_expected(os.path.join(OUT, NAME + ".expected.yaml"),
                   "Blind trial 44: a club's WordPress page printed to PDF by Chrome (date and "
                   "title at the top of each page,\nthe address and '1/3' at the foot; the law "
                   "runs over the first page break mid-sentence, in 18D1), comments\nreferring to 'D2' "
                   "and '(b)', a comment form's 'Required fields are marked *'.",
                   2017, "en", L18, furniture=furniture)
    return pages


if __name__ == "__main__":
    pages = main()
    for n, pg in enumerate(pages, 1):
        print("--- page", n, "first:", pg[0][6][:60], "| last:", pg[-1][6][:70])
