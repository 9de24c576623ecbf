#!/usr/bin/env python3
"""Evernote export (.enex): two notes, ENML inside CDATA.
Note 1 has typed labels; note 2 uses <ol> numbering drawn by the app
(decimal / lower-alpha / lower-roman)."""
import base64
import hashlib
import os
import struct
import zlib
from html import escape

from _common import HERE, U, write_expected

NAME = "club_notes"

LAW58 = [
    U("58", "Law 58 —", "Simultaneous Leads or Plays",
      "This Law governs cards that reach the table together, whether from "
      "one hand or from two different hands at once."),
    U("58A", "A.", "Two Players Act Together",
      "Where a defender and declarer expose cards at the same instant, the "
      "card of the player whose turn it was stands as played and the other "
      "is regarded as played next in rotation."),
    U("58B", "B.", "Two Cards from One Hand", None),
    U("58B1", "1.", None,
      "If a player faces two or more cards together while meaning to play "
      "only one, he names the card he intended and the remaining cards are "
      "dealt with as the Director directs."),
    U("58B2", "2.", None,
      "A card so named may itself be replaced when the Director judges that "
      "the player had not yet completed his play, as follows:"),
    U("58B2(A)", "(a)", None,
      "declarer may substitute any card of the same suit without further "
      "rectification;"),
    U("58B2(B)", "(b)", None,
      "a defender may substitute another card, but the card withdrawn "
      "remains face up on the table until the end of the trick."),
    U("58B3", "3.", None,
      "When the extra card is discovered only after the trick has been "
      "quitted, the Director shall settle which card was played first and "
      "rule on any revoke accordingly."),
]

LAW66 = [
    U("66", "Law 66 —", "Inspection of Tricks", None),
    U("66A", "A.", "Current Trick",
      "So long as his side has not yet turned its own card face down, any "
      "player may ask that the four cards of the current trick be shown to "
      "him again."),
    U("66B", "B.", "Own Last Card",
      "Until a card has been led to the next trick, declarer or either "
      "defender may look at, but not display to others, the card he himself "
      "contributed last."),
    U("66C", "C.", "Quitted Tricks", None),
    U("66C1", "1.", None,
      "Once a trick has been turned, no player may inspect its cards except "
      "with the express permission of the Director."),
    U("66C2", "2.", None,
      "The Director may grant such permission only for one of these "
      "purposes:"),
    U("66C2(A)", "a.", None,
      "to establish the number of tricks won by each side when play has "
      "ended;"),
    U("66C2(B)", "b.", None,
      "to decide a claim of revoke or a dispute about a card said to be "
      "missing from a hand, and then only"),
    U("66C2(B)(1)", "i.", None,
      "where all four players agree that a card has been placed in the "
      "wrong trick, or"),
    U("66C2(B)(2)", "ii.", None,
      "where a card of the same rank and suit appears to have been played "
      "twice during the deal."),
    U("66D", "D.", "After the Round",
      "When the cards have been returned to the board, inspection is no "
      "longer permitted and any dispute is settled by the Director on the "
      "evidence available."),
]


def tiny_png():
    w, h = 2, 2
    raw = b"".join(b"\x00" + b"\xff\x00\x00" * w for _ in range(h))

    def chunk(t, d):
        return (struct.pack(">I", len(d)) + t + d +
                struct.pack(">I", zlib.crc32(t + d) & 0xffffffff))
    return (b"\x89PNG\r\n\x1a\n" +
            chunk(b"IHDR", struct.pack(">IIBBBBB", w, h, 8, 2, 0, 0, 0)) +
            chunk(b"IDAT", zlib.compress(raw)) + chunk(b"IEND", b""))


def enml_typed(units, todo, media_hash):
    out = []
    for u in units:
        lv, t = u["level"], escape(u["text"] or "", quote=False)
        if lv == 0:
            out.append('<div><span style="font-size: 18px;"><b>%s %s</b>'
                       '</span></div>' % (u["label"], escape(u["title"])))
            if t:
                out.append("<div>%s</div>" % t)
            out.append("<div><br/></div>")
        elif lv == 1:
            out.append("<div><b>%s %s</b></div>" % (u["label"],
                                                     escape(u["title"])))
            if t:
                out.append("<div>%s</div>" % t)
        elif lv == 2:
            out.append("<div>%s %s</div>" % (u["label"], t))
        else:
            out.append("<div>&nbsp;&nbsp;&nbsp;&nbsp;%s&nbsp;%s</div>"
                       % (u["label"], t))
    out.append("<div><br/></div>")
    out.append('<div><en-todo checked="false"/>ask Peter whether 3. applies '
               'at teams as well &ndash; he says the EBU reg differs</div>')
    out.append('<div><en-media hash="%s" type="image/png"/></div>'
               % media_hash)
    return "".join(out)


def enml_drawn(units):
    """Subsections, items and sub-items are <ol> lists; Evernote draws
    1. / a. / i. itself."""
    out = []
    depth = 1  # list nesting depth currently open (1 = none)
    styles = {2: "", 3: ' style="list-style-type: lower-alpha;"',
              4: ' style="list-style-type: lower-roman;"'}

    def close_to(lv):
        nonlocal depth
        while depth > lv:
            out.append("</li></ol>")
            depth -= 1

    for u in units:
        lv, t = u["level"], escape(u["text"] or "", quote=False)
        if lv <= 1:
            close_to(1)
            if lv == 0:
                out.append('<div><span style="font-size: 18px;"><b>%s %s'
                           '</b></span></div>' % (u["label"],
                                                  escape(u["title"])))
            else:
                out.append("<div><b>%s</b> <b>%s</b></div>"
                           % (u["label"], escape(u["title"])))
            if t:
                out.append("<div>%s</div>" % t)
        else:
            if depth >= lv:
                close_to(lv)
                out.append("</li><li><div>%s</div>" % t)
            else:
                while depth < lv:
                    depth += 1
                    out.append("<ol%s><li>" % styles[depth])
                out.append("<div>%s</div>" % t)
    close_to(1)
    out.append("<div><br/></div>")
    out.append("<div><i>-- typed up from the club handbook, p. 31 "
               "(Anne&#39;s copy)</i></div>")
    return "".join(out)


def note(title, enml, created, updated, tags, attrs, resources=""):
    content = ('<?xml version="1.0" encoding="UTF-8" standalone="no"?>\n'
               '<!DOCTYPE en-note SYSTEM '
               '"http://xml.evernote.com/pub/enml2.dtd">\n'
               '<en-note>' + enml + '</en-note>')
    assert "]]>" not in content
    tag_xml = "".join("<tag>%s</tag>" % escape(t) for t in tags)
    return ("<note><title>%s</title><created>%s</created>"
            "<updated>%s</updated>%s<note-attributes>%s</note-attributes>"
            "<content>\n<![CDATA[%s]]>\n</content>%s</note>\n"
            % (escape(title), created, updated, tag_xml, attrs, content,
               resources))


def main():
    png = tiny_png()
    h = hashlib.md5(png).hexdigest()
    res = ("<resource><data encoding=\"base64\">\n%s\n</data>"
           "<mime>image/png</mime><width>2</width><height>2</height>"
           "<resource-attributes><file-name>trick-diagram.png</file-name>"
           "</resource-attributes></resource>"
           % base64.encodebytes(png).decode().strip())
    n1 = note("TD course notes: cards played together",
              enml_typed(LAW58, True, h), "20230412T101512Z",
              "20230419T083301Z", ["bridge", "TD course"],
              "<author>Margaret Ellison</author>"
              "<source>desktop.mac</source>"
              "<reminder-order>20230418T090000Z</reminder-order>", res)
    n2 = note("TD course notes: looking at old tricks",
              enml_drawn(LAW66), "20230412T103944Z", "20230412T104410Z",
              ["bridge"],
              "<author>Margaret Ellison</author>"
              "<source>mobile.android</source>")
    doc = ('<?xml version="1.0" encoding="UTF-8"?>\n'
           '<!DOCTYPE en-export SYSTEM '
           '"http://xml.evernote.com/pub/evernote-export4.dtd">\n'
           '<en-export export-date="20230420T071209Z" '
           'application="Evernote" version="10.56.9">\n' + n1 + n2 +
           '</en-export>\n')
    with open(os.path.join(HERE, NAME + ".enex"), "w",
              encoding="utf-8") as f:
        f.write(doc)
    write_expected(NAME, 2017, "en", LAW58 + LAW66, furniture=[
        "TD course notes: cards played together",
        "ask Peter whether 3. applies at teams as well",
        "TD course notes: looking at old tricks",
        "typed up from the club handbook, p. 31",
        "Margaret Ellison",
    ])


if __name__ == "__main__":
    main()
