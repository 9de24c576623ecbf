#!/usr/bin/env python3
"""hOCR (Tesseract 3.05 style) of two scanned pages of a 1987 Russian rule book.

Traps: words split by end-of-line hyphens ("парт-/нёра", "назо-/вёт", "нару-/шителем")
inside the first words of units; Tesseract read section В's Cyrillic letter as the
Latin homoglyph "B." (and item а) as Latin "a)"); the page number block comes first on
page 1; page 2's running head repeats "ПРАВИЛО 57" although no new law starts; an item
list crosses the page break; a footnote ("*") at the foot of page 2; bold words wrapped
in <strong>; a one-line title and a law number on separate centred lines.
"""
import os
from xml.sax.saxutils import escape

HERE = os.path.dirname(os.path.abspath(__file__))
NAME = "kniga_p046"

# page -> list of careas; carea -> list of paragraphs; paragraph -> list of lines;
# a line is a string; a line wrapped in ** is bold (Tesseract 3 <strong>).
PAGES = [
    ("pravila_1987_046.tif", [
        [["46"]],
        [["МЕЖДУНАРОДНЫЕ ПРАВИЛА БРИДЖА · 1987"]],
        [["**ПРАВИЛО 57**"], ["**ПРЕЖДЕВРЕМЕННЫЙ ХОД**"]],
        [["**А. Ход раньше партнёра**"],
         ["1. Защитник, положивший карту на стол раньше своего парт-",
          "нёра, совершает нарушение, если партнёр ещё не сделал",
          "хода в эту взятку."],
         ["2. Разыгрывающий может потребовать от партнёра нарушителя:"],
         ["a) положить в эту взятку карту той масти, которую назо-",
          "вёт разыгрывающий;"]],
    ]),
    ("pravila_1987_047.tif", [
        [["ПРЕЖДЕВРЕМЕННЫЙ ХОД. ПРАВИЛО 57 47"]],
        [["б) сохранить до конца сдачи карту, сыгранную нару-",
          "шителем, в качестве штрафной;"],
         ["в) не давать партнёру никаких пояснений по поводу нарушения."]],
        [["**Б. Если требование невыполнимо**"],
         ["Партнёр нарушителя, не имеющий возможности выполнить",
          "требование, играет любую карту по своему выбору.*"]],
        [["**B. Ход разыгрывающего**"],
         ["1. Разыгрывающий, сыгравший с руки раньше, чем с болвана,",
          "штрафу не подвергается."],
         ["2. Карта, сыгранная таким образом, остаётся в игре и не",
          "может быть взята обратно."]],
        [["* Это положение впервые включено в редакцию 1987 года."]],
    ]),
]

out = ['<?xml version="1.0" encoding="UTF-8"?>',
       '<!DOCTYPE html PUBLIC "-//W3C//DTD XHTML 1.0 Transitional//EN"',
       '    "http://www.w3.org/TR/xhtml1/DTD/xhtml1-transitional.dtd">',
       '<html xmlns="http://www.w3.org/1999/xhtml" xml:lang="en" lang="en">',
       ' <head>', '  <title></title>',
       '<meta http-equiv="Content-Type" content="text/html;charset=utf-8" />',
       "  <meta name='ocr-system' content='tesseract 3.05.02' />",
       "  <meta name='ocr-capabilities' content='ocr_page ocr_carea ocr_par ocr_line ocrx_word'/>",
       ' </head>', ' <body>']

conf = [93, 88, 91, 76, 95, 84, 90, 67, 89, 92]
for pno, (img, careas) in enumerate(PAGES, 1):
    out.append(f"  <div class='ocr_page' id='page_{pno}' title='image \"{img}\"; bbox 0 0 1700 2480; ppageno {pno-1}'>")
    y = 140
    nb = npar = nl = nw = 0
    for ci, carea in enumerate(careas):
        if pno == 1 and ci == 0:
            top = 2330  # page number printed at the foot, but emitted first
        else:
            top = y
        nb += 1
        total = sum(len(p) for p in carea)
        cy = top
        out.append(f"   <div class='ocr_carea' id='block_{pno}_{nb}' title=\"bbox 150 {top} 1550 {top + total*52}\">")
        for para in carea:
            npar += 1
            out.append(f"    <p class='ocr_par' id='par_{pno}_{npar}' lang='rus' title=\"bbox 150 {cy} 1550 {cy + len(para)*52}\">")
            for line in para:
                nl += 1
                out.append(f"     <span class='ocr_line' id='line_{pno}_{nl}' title=\"bbox 150 {cy} 1550 {cy+44}; baseline 0.001 -10; x_size 44; x_descenders 10; x_ascenders 11\">")
                x = 150
                words = []
                bold = line.startswith("**") and line.endswith("**")
                if bold:
                    line = line[2:-2]
                for w in line.split(" "):
                    nw += 1
                    wid = 22 * len(w) + 6
                    c = conf[nw % len(conf)]
                    inner = escape(w)
                    if bold:
                        inner = "<strong>" + inner + "</strong>"
                    words.append(f"<span class='ocrx_word' id='word_{pno}_{nw}' title='bbox {x} {cy+2} {x+wid} {cy+42}; x_wconf {c}' lang='rus' dir='ltr'>{inner}</span>")
                    x += wid + 18
                out.append("      " + " ".join(words))
                out.append("     </span>")
                cy += 52
            out.append("    </p>")
            cy += 20
        out.append("   </div>")
        if not (pno == 1 and ci == 0):
            y = cy + 30
    out.append("  </div>")
out += [" </body>", "</html>", ""]

with open(os.path.join(HERE, NAME + ".hocr"), "w", encoding="utf-8") as f:
    f.write("\n".join(out))

EXPECTED = """\
edition: 1987
lang: ru
units:
  - ref: "57"
    title: "ПРЕЖДЕВРЕМЕННЫЙ ХОД"
  - ref: "57A"
    title: "Ход раньше партнёра"
  - ref: "57A1"
    title: null
    text: "Защитник, положивший карту на стол раньше своего партнёра,"
  - ref: "57A2"
    title: null
    text: "Разыгрывающий может потребовать от партнёра нарушителя:"
  - ref: "57A2(A)"
    title: null
    text: "положить в эту взятку карту той масти, которую назовёт"
  - ref: "57A2(B)"
    title: null
    text: "сохранить до конца сдачи карту, сыгранную нарушителем,"
  - ref: "57A2(C)"
    title: null
    text: "не давать партнёру никаких пояснений по поводу нарушения."
  - ref: "57B"
    title: "Если требование невыполнимо"
    text: "Партнёр нарушителя, не имеющий возможности выполнить требование, играет"
  - ref: "57C"
    title: "Ход разыгрывающего"
  - ref: "57C1"
    title: null
    text: "Разыгрывающий, сыгравший с руки раньше, чем с болвана,"
  - ref: "57C2"
    title: null
    text: "Карта, сыгранная таким образом, остаётся в игре"
footnotes: 1
furniture:
  - "МЕЖДУНАРОДНЫЕ ПРАВИЛА БРИДЖА · 1987"
  - "ПРЕЖДЕВРЕМЕННЫЙ ХОД. ПРАВИЛО 57 47"
  - "46"
"""
with open(os.path.join(HERE, NAME + ".expected.yaml"), "w", encoding="utf-8") as f:
    f.write(EXPECTED)
print("wrote", NAME + ".hocr")
