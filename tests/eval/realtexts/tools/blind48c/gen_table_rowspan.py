"""table_rowspan.html - a club's quick-reference page that lays Law 7 out as
a table: Law | Sec. | No. | Text, the law, section and subsection cells
merged with rowspan over the rows below them, titles in colspan cells, items
"(a)"/"(b)" written inside the text cell, a section title and its text in one
cell separated by <br>."""
import os
from _common import HERE, write_expected, u

HTML = """<html>
<head>
<meta http-equiv="Content-Type" content="text/html; charset=windows-1252">
<title>Eastfield Bridge Society - Laws quick reference</title>
</head>
<body bgcolor="#FFFFF0">
<h1>Eastfield Bridge Society</h1>
<p><i>Quick reference to the 1987 Laws of Duplicate Contract Bridge. Members’ copy – if in doubt, call the Director.</i></p>
<table border="1" cellpadding="4" cellspacing="0" width="100%">
<caption>Table 2. Law 7 at a glance</caption>
<tr bgcolor="#DDDDDD"><th>Law</th><th>Sec.</th><th>No.</th><th>Text</th></tr>
<tr>
  <td rowspan="10" valign="top"><b>7</b></td>
  <td colspan="3"><b>HANDLING OF BOARDS</b></td>
</tr>
<tr>
  <td rowspan="3" valign="top">A</td>
  <td colspan="2"><b>Placing the Board</b></td>
</tr>
<tr>
  <td>1</td>
  <td>The board is placed in the middle of the table when the round begins and stays there until the last card of the round is quitted.</td>
</tr>
<tr>
  <td>2</td>
  <td>A board found turned the wrong way round is set right by the Director before any hand is taken out of it.</td>
</tr>
<tr>
  <td rowspan="5" valign="top">B</td>
  <td colspan="2"><b>Removing the Cards</b></td>
</tr>
<tr>
  <td rowspan="3" valign="top">1</td>
  <td>Each player takes out his own hand only, and before he looks at it shall:</td>
</tr>
<tr>
  <td>(a) make sure that the pocket he opens is marked with his compass seat;</td>
</tr>
<tr>
  <td>(b) count his cards face down and report any shortage at once.</td>
</tr>
<tr>
  <td>2</td>
  <td>A player who takes a hand from a pocket not his own is liable to a procedural penalty.</td>
</tr>
<tr>
  <td valign="top">C</td>
  <td colspan="2"><b>Returning the Cards</b><br>Each player shuffles his thirteen cards before putting them back into the pocket they came from.</td>
</tr>
</table>
<p><font size="1">Page maintained by the Society’s Laws sub-committee. Last updated 12/03/1996.</font></p>
</body>
</html>
"""

with open(os.path.join(HERE, "table_rowspan.html"), "w", encoding="cp1252", newline="\r\n") as f:
    f.write(HTML)

write_expected("table_rowspan", {
    "edition": 1987,
    "lang": "en",
    "units": [
        u("7", "HANDLING OF BOARDS"),
        u("7A", "Placing the Board"),
        u("7A1", None, "The board is placed in the middle of the table"),
        u("7A2", None, "A board found turned the wrong way round is set right"),
        u("7B", "Removing the Cards"),
        u("7B1", None, "Each player takes out his own hand only, and before"),
        u("7B1(A)", None, "make sure that the pocket he opens is marked"),
        u("7B1(B)", None, "count his cards face down and report any shortage"),
        u("7B2", None, "A player who takes a hand from a pocket not"),
        u("7C", "Returning the Cards", "Each player shuffles his thirteen cards before putting them back"),
    ],
    "footnotes": 0,
    "furniture": [
        "Eastfield Bridge Society",
        "Table 2. Law 7 at a glance",
        "Quick reference to the 1987 Laws of Duplicate Contract Bridge.",
        "Page maintained by the Society’s Laws sub-committee.",
        "Last updated 12/03/1996.",
    ],
})
