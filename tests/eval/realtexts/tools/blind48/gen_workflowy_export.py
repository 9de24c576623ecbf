#!/usr/bin/env python3
"""OPML 2.0 as Workflowy's "Export > OPML" writes it: nesting is the
structure, the heading of a node is in text="", its body in _note="",
Workflowy rich text is HTML escaped inside the attribute (&lt;b&gt;),
newlines in notes are &#10;, finished bullets carry _complete="true",
and the law sits inside the user's own outline among other bullets."""
import os
from xml.sax.saxutils import quoteattr

from _common import HERE, U, write_expected

NAME = "workflowy_export"

LAW = [
    U("90", "Law 90 —", "Procedural Penalties",
      "The Director may, in addition to any rectification provided "
      "elsewhere in these Laws, impose a penalty for an offence against "
      "correct procedure."),
    U("90A", "A.", "Authority of the Director",
      "Such a penalty may be assessed whether or not the non-offending side "
      "was damaged, and it is expressed as a fraction of a top or in imps."
      "\n\nThe Director should ordinarily give a warning for a first "
      "offence of a minor kind."),
    U("90B", "B.", "Offences Subject to Penalty",
      "The following are examples of offences that may attract a "
      "procedural penalty:"),
    U("90B1", "1.", None,
      "leaving the table during a round without informing the Director or "
      "an opponent;"),
    U("90B2", "2.", None,
      "using a personal electronic device while a board at the table is in "
      "progress;"),
    U("90B3", "3.", None,
      "failing to send a board to the correct table when the round is "
      "called;"),
    U("90B4", "4.", None,
      "mishandling cards belonging to a board, in particular:"),
    U("90B4(A)", "(a)", None,
      "shuffling the cards of a board that has already been played at "
      "another table;"),
    U("90B4(B)", "(b)", None,
      "placing cards in the wrong pocket of a board after play has ended."),
    U("90C", "C.", "Record of Penalties",
      "The Director shall note every procedural penalty on the score sheet "
      "and report it to the Tournament Organizer, who may publish a "
      "\"penalty list\" at the end of the event."),
]


def node(indent, text, note=None, extra="", children=None):
    pad = "  " * indent
    a = "text=" + quoteattr(text, {"\n": "&#10;", "\"": "&quot;"})
    if note:
        a += " _note=" + quoteattr(note, {"\n": "&#10;", "\"": "&quot;"})
    a += extra
    if not children:
        return "%s<outline %s />\n" % (pad, a)
    return ("%s<outline %s >\n%s%s</outline>\n"
            % (pad, a, "".join(children), pad))


def main():
    L = {u["ref"]: u for u in LAW}

    def leaf(r, ind):
        u = L[r]
        return node(ind, "%s %s" % (u["label"], u["text"]))

    b4 = node(6, "%s %s" % (L["90B4"]["label"], L["90B4"]["text"]),
              children=[leaf("90B4(A)", 7), leaf("90B4(B)", 7)])
    secB = node(5, "%s %s" % (L["90B"]["label"], L["90B"]["title"]),
                L["90B"]["text"],
                children=[leaf("90B1", 6), leaf("90B2", 6), leaf("90B3", 6),
                          b4])
    secA = node(5, "%s %s" % (L["90A"]["label"], L["90A"]["title"]),
                L["90A"]["text"])
    secC = node(5, "%s %s" % (L["90C"]["label"], L["90C"]["title"]),
                L["90C"]["text"],
                children=[node(6, "#question Pam says our club fines 10% of "
                                  "a top for B2 \u2014 is that even legal?",
                               "asked her after the Tuesday pairs")])
    law = node(4, "<b>%s %s</b>" % (L["90"]["label"], L["90"]["title"]),
               L["90"]["text"], children=[secA, secB, secC])
    reading = node(4, "Reading list", extra=' _complete="true"',
                   children=[node(5, "Laws 12, 40 and 90 \u2014 reread "
                                     "before Thursday",
                                  extra=' _complete="true"')])
    nxt = node(4, "Next week: the penalties in team play (ask Gordon for "
                  "the handout)")
    top = node(3, "TD exam prep \u2014 spring", children=[reading, law, nxt])
    root = node(2, "Bridge", children=[top, node(3, "Partnership notes "
                                                    "with Ruth #bridge")])
    doc = ('<?xml version="1.0"?>\n<opml version="2.0">\n  <head>\n'
           '    <ownerEmail>\n      jo.harlow@example.com\n    </ownerEmail>\n'
           '  </head>\n  <body>\n' + root + '  </body>\n</opml>\n')
    with open(os.path.join(HERE, NAME + ".opml"), "w", encoding="utf-8") as f:
        f.write(doc)
    write_expected(NAME, 2007, "en", LAW, furniture=[
        "TD exam prep \u2014 spring",
        "Laws 12, 40 and 90 \u2014 reread before Thursday",
        "#question Pam says our club fines 10% of a top",
        "Next week: the penalties in team play",
        "jo.harlow@example.com",
    ])


if __name__ == "__main__":
    main()
