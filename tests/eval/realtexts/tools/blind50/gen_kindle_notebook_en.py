"""A Kindle app's "Export Notebook" HTML of one law: the book's section heading names the
law (its only header), each highlight a noteHeading (colour, page, location) and a
noteText in which the app has run the highlighted paragraphs together into one line
(section titles, subsection and item markers inline), the reader's own note between two
highlights naming Law 85, and a bookmark with no text.  English, Laws of 2017, Law 84."""
from _common import write, unit

H = [
    ("highlight", "yellow", "Page 118 · Location 2741",
     "When the director is called to rule on facts that all four players accept, he "
     "proceeds as set out below. A. Director's First Steps The director first confirms "
     "with all four players what happened: 1. he hears each player in turn without "
     "interruption; 2. he notes the board and the call or play concerned."),
    ("note", None, "Page 118 · Location 2744",
     "Ask Pat whether A1 holds for online sessions too — and compare Law 85 for facts "
     "that are disputed."),
    ("highlight", "blue", "Page 118 · Location 2746",
     "B. Rectification Stated in the Laws Where a Law sets out the rectification, the "
     "director applies it as written, except that: 1. he may waive it at the request of "
     "the non-offending side only where that Law allows;"),
    ("highlight", "pink", "Page 119 · Location 2750",
     "2. he explains the options open to the non-offending side before it chooses, and: "
     "(a) he does not advise which option to choose; (b) he allows a reasonable time for "
     "the decision."),
    ("bookmark", None, "Page 119 · Location 2751", None),
    ("highlight", "yellow", "Page 119 · Location 2753",
     "C. No Rectification Stated If no Law covers the facts, the director rules in the "
     "way he judges fairest to both sides, and records his reasons on the score slip."),
]

parts = []
for kind, colour, where, txt in H:
    if kind == "highlight":
        head = (f"Highlight(<span class='highlight_{colour}'>{colour}</span>) - {where}")
    elif kind == "note":
        head = f"Note - {where}"
    else:
        head = f"Bookmark - {where}"
    parts.append(f"<div class='noteHeading'>{head}</div>")
    if txt is not None:
        parts.append(f"<div class='noteText'>{txt.replace(chr(39), '&#39;')}</div>")
    else:
        parts.append("<div class='noteText'></div>")
notes = "\n".join(parts)

html = f"""<?xml version="1.0" encoding="UTF-8" ?>
<!DOCTYPE html PUBLIC "-//W3C//DTD XHTML 1.0 Strict//EN"
  "XHTML1-s.dtd" >
<html xmlns="http://www.w3.org/TR/1999/REC-html-in-xml" xml:lang="en" lang="en">
<head>
<meta http-equiv="Content-Type" content="text/html; charset=UTF-8" />
<title></title>
<style>
.bodyContainer {{ font-size: 1.25em; }}
.notebookFor {{ font-size: 18pt; text-align: center; }}
.bookTitle {{ font-size: 24pt; text-align: center; font-weight: bold; }}
.authors {{ text-align: center; font-style: italic; }}
.citation {{ font-size: 10pt; text-align: center; }}
.sectionHeading {{ margin-top: 16px; font-size: 16pt; font-weight: bold; }}
.noteHeading {{ margin-top: 12px; font-size: 10pt; }}
.noteText {{ font-size: 12pt; }}
.highlight_yellow {{ color: rgb(240, 199, 39); }}
.highlight_blue {{ color: rgb(0, 123, 255); }}
.highlight_pink {{ color: rgb(255, 98, 159); }}
</style>
</head>
<body>
<div class='bodyContainer'>
<div class='notebookFor'>
Notebook Export
</div>
<div class='bookTitle'>The Laws of Duplicate Bridge 2017 (Club Study Edition)
</div>
<div class='authors'>
World Bridge Federation
</div>
<div class='citation'>
Free Kindle instant preview: https://a.co/example123
</div>
<hr />
<div class='sectionHeading'>Law 84 — Rulings on Agreed Facts</div>
{notes}
</div>
</body>
</html>
"""

expected = {
    "edition": 2017,
    "lang": "en",
    "units": [
        unit("84", "Rulings on Agreed Facts", "When the director is called to rule on facts"),
        unit("84A", "Director's First Steps", "The director first confirms with all four players"),
        unit("84A1", None, "he hears each player in turn without interruption"),
        unit("84A2", None, "he notes the board and the call"),
        unit("84B", "Rectification Stated in the Laws", "Where a Law sets out the rectification"),
        unit("84B1", None, "he may waive it at the request of"),
        unit("84B2", None, "he explains the options open to the non-offending side"),
        unit("84B2(A)", None, "he does not advise which option to choose"),
        unit("84B2(B)", None, "he allows a reasonable time for the decision"),
        unit("84C", "No Rectification Stated", "If no Law covers the facts, the director"),
    ],
    "furniture": [
        "Notebook Export",
        "The Laws of Duplicate Bridge 2017 (Club Study Edition)",
        "World Bridge Federation",
        "Free Kindle instant preview",
        "Highlight(yellow) - Page 118 · Location 2741",
        "Note - Page 118 · Location 2744",
        "Ask Pat whether A1 holds for online sessions too",
        "compare Law 85 for facts that are disputed",
        "Highlight(blue) - Page 118 · Location 2746",
        "Highlight(pink) - Page 119 · Location 2750",
        "Bookmark - Page 119 · Location 2751",
        "Highlight(yellow) - Page 119 · Location 2753",
    ],
}

write("kindle_notebook_en", "html", html, expected)
