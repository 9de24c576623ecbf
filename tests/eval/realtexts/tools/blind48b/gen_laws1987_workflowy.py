#!/usr/bin/env python3
"""Workflowy OPML export of a study list holding one law.

Traps: the law is three levels down under personal nodes; the 'text' attribute holds
escaped HTML (<b>, <span class="colored ...">), so a literal ampersand arrives
double-escaped (&amp;amp;); own text of the law and of sections lives in the _note
attribute (two paragraphs joined by &#10;), not in 'text'; an em dash and a curly
apostrophe come as numeric character references; a completed (_complete) to-do and a
trailing 'Questions' branch are not law text; ownerEmail is wrapped in whitespace.
"""
import os
from xml.sax.saxutils import escape
import html

HERE = os.path.dirname(os.path.abspath(__file__))
NAME = "laws1987_workflowy"


def wf(s):
    """Workflowy: node text is HTML, then XML-escaped into the attribute."""
    return '"' + escape(s, {'"': "&quot;", "\n": "&#10;", "\u2014": "&#8212;", "\u2019": "&#8217;"}) + '"'


def node(indent, text, note=None, extra="", children=None):
    pad = "  " * indent
    attrs = "text=" + wf(text)
    if note is not None:
        attrs += " _note=" + wf(note)
    if extra:
        attrs += " " + extra
    if not children:
        return pad + "<outline " + attrs + " />\n"
    s = pad + "<outline " + attrs + ">\n"
    for c in children:
        s += c
    s += pad + "</outline>\n"
    return s

h = html.escape  # Workflowy stores node text as HTML

law = node(3, "Law 50 \u2014 Disposition of a Penalty Card",
           note="Any card that a defender shows before its proper time is dealt with under this Law.\nDeclarer is never subject to it.",
           children=[
    node(4, "<b>A.</b> Major or Minor",
         note="The Director decides the category of each exposed card as soon as it is seen.",
         children=[
        node(5, "1. A card of rank nine or lower shown by accident counts as a minor penalty card."),
        node(5, "2. Every card shown on purpose, and every honour, counts as a major penalty card."),
    ]),
    node(4, "<b>B.</b> Remains Face Up",
         note="Until it is played, a penalty card lies face up on the table in front of its owner."),
    node(4, "<b>C.</b> Lead Restrictions " + h("&") + " Options", children=[
        node(5, "1. Whenever the offender\u2019s partner is to lead, declarer may choose to:", children=[
            node(6, "(a) demand that he lead the suit of the penalty card;"),
            node(6, "(b) <span class=\"colored c-red\">prohibit</span> him from leading that suit, the prohibition lasting while he keeps the lead; in that case:",
                 children=[
                node(7, "(i) the penalty card is picked up and ceases to be a penalty card;"),
                node(7, "(ii) no further restriction applies to the offender."),
            ]),
        ]),
    ]),
])

body = node(1, "Bridge", children=[
    node(2, "Club night: bring the 1987 rule book", extra='_complete="true"'),
    node(2, "<b>Laws of Duplicate Contract Bridge (1987)</b>",
         note="Typed up from the 1987 booklet for the Tuesday study group. #laws", children=[law]),
    node(2, "Questions for Saturday", children=[
        node(3, "Does a penalty card survive the end of the hand? ask Margaret"),
    ]),
])

doc = ('<?xml version="1.0"?>\n<opml version="2.0">\n  <head>\n    <ownerEmail>\n      '
       'tuesday.studygroup@example.org\n    </ownerEmail>\n  </head>\n  <body>\n'
       + body + "  </body>\n</opml>\n")

with open(os.path.join(HERE, NAME + ".opml"), "w", encoding="utf-8") as f:
    f.write(doc)

EXPECTED = """\
edition: 1987
lang: en
units:
  - ref: "50"
    title: "Disposition of a Penalty Card"
    text: "Any card that a defender shows before its proper time"
  - ref: "50A"
    title: "Major or Minor"
    text: "The Director decides the category of each exposed card"
  - ref: "50A1"
    title: null
    text: "A card of rank nine or lower shown by accident"
  - ref: "50A2"
    title: null
    text: "Every card shown on purpose, and every honour, counts"
  - ref: "50B"
    title: "Remains Face Up"
    text: "Until it is played, a penalty card lies face up"
  - ref: "50C"
    title: "Lead Restrictions & Options"
  - ref: "50C1"
    title: null
    text: "Whenever the offender\u2019s partner is to lead, declarer may choose to:"
  - ref: "50C1(A)"
    title: null
    text: "demand that he lead the suit of the penalty card;"
  - ref: "50C1(B)"
    title: null
    text: "prohibit him from leading that suit, the prohibition lasting"
  - ref: "50C1(B)(1)"
    title: null
    text: "the penalty card is picked up and ceases to be"
  - ref: "50C1(B)(2)"
    title: null
    text: "no further restriction applies to the offender."
footnotes: 0
furniture:
  - "Club night: bring the 1987 rule book"
  - "Laws of Duplicate Contract Bridge (1987)"
  - "Typed up from the 1987 booklet for the Tuesday study group."
  - "Questions for Saturday"
"""
with open(os.path.join(HERE, NAME + ".expected.yaml"), "w", encoding="utf-8") as f:
    f.write(EXPECTED)
print("wrote", NAME + ".opml")
