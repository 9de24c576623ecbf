"""7. A directors' course handout on Laws 86 and 87 (2017) kept as a Typst source (.typ): the
law headers made by a function of the handout's own, #law(86, [In Team Play]) (drawn as "Law 86"
over the title: the words "Law 86" are nowhere in the source), the sections by #sec("A", […]),
the subsections by "+ " items whose numbers Typst draws, the items by a nested "+ " list under
a #set enum(numbering: "(a)") rule, a #footnote, page header and footer set by #set page(…),
// and /* */ comments (one naming "86D", one naming Law 85), a label after each law, a table of
situations after the laws. Sentences invented."""
import os
import sys

sys.path.insert(0, os.path.dirname(__file__))
from laws45 import DEV, L8687, N8687, by_ref, seen, write_expected  # noqa

NAME = "typst-handout-laws86-87-2017"
u = by_ref(L8687)


def main():
    c86 = seen(u["86C"].text)
    src = f"""// Oakridge Bridge Club -- directors' course, handout 7
// Laws 86 and 87 (2017 Laws). Compile with: typst compile handout-7.typ
#set document(title: "Handout 7: Laws 86 and 87", author: "R. Dunmore")
#set page(
  paper: "a4",
  margin: (x: 2.2cm, y: 2.4cm),
  header: [_Oakridge Bridge Club · Directors' course 2024_ #h(1fr) Handout 7],
  footer: context [#h(1fr) Page #counter(page).display("1 of 1", both: true) #h(1fr)],
)
#set par(justify: true)
#set enum(numbering: "1.", indent: 0.6em)

#let law(n, title) = {{
  v(1.4em)
  align(center, text(size: 13pt, weight: "bold")[Law #n \\ #title])
  v(0.4em)
}}
#let sec(letter, title) = block(above: 1.1em, below: 0.6em)[*#letter. #title*]

#align(center)[
  #text(size: 16pt)[*Laws 86 and 87*] \\
  Notes for week 7 of the course. Read them before Thursday's session.
]

/* Law 85 was covered last week (handout 6). The answers to its
   exercises 1-3 are at the bottom of handout 8. */

#law(86, [{u["86"].title}]) <law86>

#sec("A", [{u["86A"].title}])
{u["86A"].text}

#sec("B", [{u["86B"].title}])
+ {u["86B1"].text}
+ {u["86B2"].text}

// RD: the 2007 handout had an 86D about the captain's consent -- there is no 86D in 2017.
#sec("C", [{u["86C"].title}])
{c86}#footnote[{N8687[0]}]

#law(87, [{u["87"].title}]) <law87>

#sec("A", [{u["87A"].title}])
{u["87A"].text}

#sec("B", [{u["87B"].title}])
+ {u["87B1"].text}
+ {u["87B2"].text}
  #set enum(numbering: "(a)")
  + {u["87B2(A)"].text}
  + {u["87B2(B)"].text}

#v(1.5em)
#table(
  columns: (auto, 1fr),
  stroke: 0.5pt,
  [*Situation at the table*], [*Where to look*],
  [A board could be played at one table only], [Law 86, section B],
  [Cards found in the wrong pockets], [Law 87, sections A and B],
)
"""
    with open(f"{DEV}/{NAME}.typ", "w", encoding="utf-8") as f:
        f.write(src)
    furniture = ["Oakridge Bridge Club", "Directors' course 2024", "Handout 7",
                 "Laws 86 and 87", "Notes for week 7 of the course",
                 "Law 85 was covered last week", "there is no 86D in 2017",
                 "Situation at the table", "Where to look",
                 "A board could be played at one table only", "Cards found in the wrong pockets"]
    write_expected(NAME, """
Blind trial 45: a directors' course handout on Laws 86 and 87 (2017) as a Typst source (.typ): the
law headers made by the handout's own function #law(86, [In Team Play]) (Typst draws "Law 86"
over the title), sections by #sec("A", [...]), subsections by "+ " items Typst numbers 1., 2.,
items by a nested "+ " list under #set enum(numbering: "(a)"); one #footnote after 86C; the page
header and footer in #set page(...); comments (// and /* */) naming Law 85 and "86D"; a title
block before the laws and a table naming "Law 86, section B" after them.""",
                   2017, "en", L8687, footnotes=1, furniture=furniture)


if __name__ == "__main__":
    main()
