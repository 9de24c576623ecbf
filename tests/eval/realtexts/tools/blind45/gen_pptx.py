"""1. A county directors' seminar deck on Law 79 (2007) as PowerPoint keeps it (.pptx).

Built with python-pptx (from /tmp/blind45/venv) on its default template, which is PowerPoint's
own; the lists are then set in raw DrawingML: subsection numbers and item letters are drawn by
PowerPoint's automatic numbering (<a:buAutoNum type="arabicPeriod"/>, "alphaLcParenBoth"), never
typed. Section B runs on to a slide titled "B. … (cont.)", whose lists restart their numbering
with startAt="3" so that PowerPoint draws "(c)" and "3." there. Each content slide has the
layout's footer and slide-number placeholders (the number a field), the agenda and the quiz are
numbered lists of their own, two slides have speaker notes. Sentences invented."""
import copy
import os
import sys

from lxml import etree
from pptx import Presentation
from pptx.util import Emu, Pt

sys.path.insert(0, os.path.dirname(__file__))
from laws45 import DEV, L79, by_ref, write_expected  # noqa

NAME = "seminar-pptx-law79-2007"
A = "http://schemas.openxmlformats.org/drawingml/2006/main"
P = "http://schemas.openxmlformats.org/presentationml/2006/main"
FOOTER = "Eastfield CBA · Directors' Seminar 2009"
u = by_ref(L79)

# a slide: (layout, title, [paragraphs]) ; a paragraph: (kind, level, text, startAt)
# kind: "plain" (no bullet), "num" (arabicPeriod), "alpha" (alphaLcParenBoth), "bullet"
SLIDES = [
    ("title", "Law 79", ["Tricks Won"], None),
    ("content", "Agenda", [("num", 0, "Agreement at the table", None),
                           ("num", 0, "When the players disagree", None),
                           ("num", 0, "Correcting the score", None),
                           ("num", 0, "Quiz", None)], None),
    ("content", f"A. {u['79A'].title}", [("plain", 0, u["79A"].text, None)],
     "Stress that the agreement comes before anyone touches the next board. Ask who keeps "
     "the traveller at your own club."),
    ("content", f"B. {u['79B'].title}", [("plain", 0, u["79B"].text, None),
                                         ("num", 0, u["79B1"].text, None),
                                         ("num", 0, u["79B2"].text, None),
                                         ("alpha", 1, u["79B2(A)"].text, None),
                                         ("alpha", 1, u["79B2(B)"].text, None)], None),
    ("content", f"B. {u['79B'].title} (cont.)", [("alpha", 1, u["79B2(C)"].text, 3),
                                                 ("num", 0, u["79B3"].text, 3)],
     "If the cards are already mixed, look at the other tables' travellers before anything "
     "else. Then ask dummy."),
    ("content", f"C. {u['79C'].title}", [("num", 0, u["79C1"].text, None),
                                         ("num", 0, u["79C2"].text, None)], None),
    ("content", "Quiz", [("num", 0, "North enters nine tricks and East says eight. Who calls the "
                                    "Director, and when?", None),
                         ("num", 0, "The cards are back in the board. What does the Director look "
                                    "at first?", None),
                         ("num", 0, "A wrong score is found two days later. Can it still be "
                                    "changed?", None)], None),
]
TITLE_BOX = "Eastfield County Bridge Association · Directors' Seminar 2009 · Session 3"


def set_paragraphs(tf, paras):
    txBody = tf._txBody
    for p in txBody.findall(f"{{{A}}}p"):
        txBody.remove(p)
    for kind, lvl, text, start in paras:
        p = etree.SubElement(txBody, f"{{{A}}}p")
        ppr = etree.SubElement(p, f"{{{A}}}pPr")
        if lvl:
            ppr.set("lvl", str(lvl))
        if kind == "plain":
            ppr.set("marL", "0")
            ppr.set("indent", "0")
            etree.SubElement(ppr, f"{{{A}}}buNone")
        elif kind in ("num", "alpha"):
            ppr.set("marL", "457200" if lvl == 0 else "914400")
            ppr.set("indent", "-457200")
            etree.SubElement(ppr, f"{{{A}}}buFont").set("typeface", "+mj-lt")
            an = etree.SubElement(ppr, f"{{{A}}}buAutoNum")
            an.set("type", "arabicPeriod" if kind == "num" else "alphaLcParenBoth")
            if start:
                an.set("startAt", str(start))
        r = etree.SubElement(p, f"{{{A}}}r")
        rpr = etree.SubElement(r, f"{{{A}}}rPr")
        rpr.set("lang", "en-GB")
        rpr.set("dirty", "0")
        if kind in ("num", "alpha", "plain"):
            rpr.set("sz", "2000")
        etree.SubElement(r, f"{{{A}}}t").text = text


def add_footer(slide, n):
    """Copy the layout's footer and slide-number placeholders onto the slide, with text."""
    for ph in slide.slide_layout.placeholders:
        t = ph.placeholder_format.type
        if t is None:
            continue
        name = str(t)
        if "FOOTER" in name or "SLIDE_NUMBER" in name:
            sp = copy.deepcopy(ph._element)
            txBody = sp.find(f"{{{P}}}txBody")
            for p in txBody.findall(f"{{{A}}}p"):
                txBody.remove(p)
            p = etree.SubElement(txBody, f"{{{A}}}p")
            if "FOOTER" in name:
                r = etree.SubElement(p, f"{{{A}}}r")
                etree.SubElement(r, f"{{{A}}}rPr").set("lang", "en-GB")
                etree.SubElement(r, f"{{{A}}}t").text = FOOTER
            else:
                fld = etree.SubElement(p, f"{{{A}}}fld")
                fld.set("id", "{B6F15528-21DE-4FAA-801E-634DDDAF4B2B}")
                fld.set("type", "slidenum")
                etree.SubElement(fld, f"{{{A}}}rPr").set("lang", "en-GB")
                etree.SubElement(fld, f"{{{A}}}t").text = str(n)
            slide.shapes._spTree.append(sp)


def main():
    prs = Presentation()
    prs.core_properties.title = "Law 79 – Tricks Won"
    prs.core_properties.author = "Margaret Haldane"
    prs.core_properties.subject = "Directors' Seminar 2009, session 3"
    for n, (kind, title, paras, notes) in enumerate(SLIDES, 1):
        if kind == "title":
            s = prs.slides.add_slide(prs.slide_layouts[0])
            s.shapes.title.text = title
            s.placeholders[1].text = paras[0]
            tb = s.shapes.add_textbox(Emu(685800), Emu(5943600), Emu(7772400), Emu(457200))
            tb.text_frame.text = TITLE_BOX
            tb.text_frame.paragraphs[0].runs[0].font.size = Pt(14)
            continue
        s = prs.slides.add_slide(prs.slide_layouts[1])
        s.shapes.title.text = title
        set_paragraphs(s.placeholders[1].text_frame, paras)
        add_footer(s, n)
        if notes:
            s.notes_slide.notes_text_frame.text = notes
    prs.save(f"{DEV}/{NAME}.pptx")

    furniture = ["Eastfield County Bridge Association", "Directors' Seminar 2009 · Session 3",
                 FOOTER, "Agenda", "Agreement at the table", "When the players disagree",
                 "Correcting the score", "Quiz", "(cont.)",
                 "North enters nine tricks and East says eight",
                 "The cards are back in the board", "A wrong score is found two days later",
                 "Stress that the agreement comes before anyone touches the next board",
                 "look at the other tables' travellers before anything else"]
    write_expected(NAME, """
Blind trial 45: a county directors' seminar deck on Law 79 (2007) as PowerPoint keeps it (.pptx):
the law's number in the title slide's title, its title in the subtitle; a section a slide, its
letter typed in the slide title; subsection numbers and item letters drawn by PowerPoint's
automatic numbering (buAutoNum), not typed; section B carried to a slide "B. ... (cont.)" whose
lists restart at 3 (drawn "(c)" and "3."); an agenda and a quiz numbered 1-4 and 1-3 the same
way; footer and slide-number placeholders on each slide; speaker notes on two slides.""",
                   2007, "en", L79, furniture=furniture)


if __name__ == "__main__":
    main()
