#!/usr/bin/env python3
"""ALTO v3 XML as a national library's digitisation line (ABBYY FineReader
Engine) delivers it: two scanned pages of a Russian 2008 translation.
Words only in CONTENT attributes, spaces as <SP/>, hyphenated words as
HypPart1/HypPart2 with SUBS_CONTENT and a <HYP/>; the running head and
page number live in TopMargin/BottomMargin, and BottomMargin precedes
PrintSpace in document order; the second page's running head repeats the
law's header in capitals.  Two laws: 8 and 9."""
import os
from html import escape

from _common import HERE, U, hyph_cut, write_expected

NAME = "pravila_alto_p14"

LAW8 = [
    U("8", "Правило 8", "Последовательность раундов", None),
    U("8A", "А.", "Перемещение досок и игроков",
      "Судья указывает игрокам, в каком порядке они переходят к следующим "
      "столам и какие комплекты сдач передаются на каждый стол."),
    U("8A1", "1.", None,
      "Каждый игрок сам отвечает за то, чтобы занять правильное место к "
      "началу очередного раунда."),
    U("8A2", "2.", None,
      "Игрок, сидящий на линии Север, следит за тем, чтобы сыгранные "
      "комплекты сдач были переданы на соседний стол без задержки."),
    U("8B", "Б.", "Окончание раунда",
      "Раунд считается завершённым, когда судья подаст сигнал о начале "
      "следующего, за исключением случаев, когда:"),
    U("8B1", "1.", None,
      "на каком-либо из столов ещё продолжается игра последней сдачи "
      "раунда;"),
    U("8B2", "2.", None,
      "судья особо продлил время для данного стола по уважительной "
      "причине."),
    U("8C", "В.", "Окончание последнего раунда",
      "Последний раунд сессии оканчивается, когда на всех столах завершена "
      "игра и результаты внесены в протоколы."),
]

LAW9 = [
    U("9", "Правило 9", "Порядок действий при нарушении", None),
    U("9A", "А.", "Указание на нарушение", None),
    U("9A1", "1.", None,
      "Пока судья не прибыл, любой игрок, за оговорёнными ниже "
      "исключениями, может обратить внимание участников на нарушение."),
    U("9A2", "2.", None,
      "Игрок, чей партнёр допустил нарушение, не должен указывать на него "
      "раньше противников, однако:"),
    U("9A2(A)", "а)", None,
      "он может попросить судью о разъяснении до окончания сдачи, не "
      "называя самого нарушения;"),
    U("9A2(B)", "б)", None,
      "после записи результата он обязан сообщить о нарушении, если оно "
      "повлияло на итог сдачи."),
    U("9B", "Б.", "Вызов судьи", None),
    U("9B1", "1.", None,
      "Судью следует вызвать сразу, как только внимание обращено на "
      "нарушение, и ни один игрок не вправе этому препятствовать."),
    U("9B2", "2.", None,
      "Ни один игрок не должен предпринимать каких-либо действий до того, "
      "как судья разъяснит права сторон."),
    U("9C", "В.", "Исправление нарушения",
      "Любое предусмотренное Правилами исправление выполняется лишь по "
      "указанию судьи и в том порядке, который он определил."),
]

CH = 19      # px per character
LH = 46
LEFT = 240
COLW = 1180


def wrap_words(words, width_chars, hyph_after=None):
    lines, cur, n = [], [], 0
    for w in words:
        if cur and n + 1 + len(w) > width_chars:
            lines.append(cur)
            cur, n = [], 0
        cur.append(w)
        n += len(w) + (1 if len(cur) > 1 else 0)
    lines.append(cur)
    # turn lines into lists of tokens: (content, subs_type, subs_content)
    toks = [[(w, None, None) for w in ln] for ln in lines]
    if hyph_after is not None:
        seen = 0
        for i in range(len(lines) - 1):
            seen += len(lines[i])
            w = lines[i + 1][0]
            cut = hyph_cut(w)
            if seen > hyph_after and cut:
                full = w
                toks[i].append((w[:cut], "HypPart1", full))
                toks[i + 1][0] = (w[cut:], "HypPart2", full)
                break
    return toks


def blocks_for(units):
    out = []   # (kind, lines-of-tokens, indent)
    for u in units:
        lv = u["level"]
        if lv == 0:
            out.append(("head", [[(w, None, None) for w in
                                  u["label"].split()]], "c"))
            out.append(("head", [[(w, None, None) for w in
                                  u["title"].split()]], "c"))
        elif lv == 1:
            out.append(("sect", [[(w, None, None) for w in
                                  (u["label"] + " " + u["title"]).split()]],
                        "c"))
            if u["text"]:
                out.append(("body", wrap_words(u["text"].split(), 60, 13),
                            40))
        else:
            words = [u["label"]] + u["text"].split()
            out.append(("body", wrap_words(words, 60, 13),
                        40 if lv == 2 else 80))
    return out


class Ids:
    n = 0

    @classmethod
    def next(cls, p):
        cls.n += 1
        return "%s_%05d" % (p, cls.n)


def text_line(tokens, x0, y, bold=False):
    parts = []
    x = x0
    for i, (c, st, sc) in enumerate(tokens):
        w = len(c) * CH
        attrs = ('ID="%s" HPOS="%d" VPOS="%d" WIDTH="%d" HEIGHT="32" '
                 'CONTENT="%s" WC="0.%d"'
                 % (Ids.next("S"), x, y, w, escape(c, quote=True),
                    93 + (i * 7) % 7))
        if bold:
            attrs += ' STYLE="bold"'
        if st:
            attrs += ' SUBS_TYPE="%s" SUBS_CONTENT="%s"' % (
                st, escape(sc, quote=True))
        parts.append("<String %s/>" % attrs)
        x += w
        if st == "HypPart1":
            parts.append('<HYP HPOS="%d" VPOS="%d" WIDTH="%d" CONTENT="-"/>'
                         % (x, y + 12, CH))
            x += CH
        elif i < len(tokens) - 1:
            parts.append('<SP WIDTH="%d" HPOS="%d" VPOS="%d"/>' % (CH, x, y))
            x += CH
    return ('<TextLine ID="%s" HPOS="%d" VPOS="%d" WIDTH="%d" HEIGHT="36">%s'
            '</TextLine>' % (Ids.next("TL"), x0, y, x - x0, "".join(parts)))


def page_xml(nr, blocks, head_words, pagenum):
    out = []
    y = 260
    for kind, lines, indent in blocks:
        ystart = y
        ls = []
        for li, ln in enumerate(lines):
            n = sum(len(c) + 1 for c, _, _ in ln)
            if indent == "c":
                x0 = LEFT + (COLW - n * CH) // 2
            else:
                x0 = LEFT + (indent if li == 0 else 0)
            ls.append(text_line(ln, x0, y, bold=kind in ("head", "sect")))
            y += LH
        if kind != "body":
            y += 18
        out.append('<TextBlock ID="%s" HPOS="%d" VPOS="%d" WIDTH="%d" '
                   'HEIGHT="%d" STYLEREFS="%s" LANG="ru">%s</TextBlock>'
                   % (Ids.next("TB"), LEFT, ystart, COLW, y - ystart,
                      "TS2 PS2" if kind != "body" else "TS1 PS1",
                      "".join(ls)))
    hx = LEFT + (COLW - sum(len(w) + 1 for w in head_words) * CH) // 2
    top = ('<TopMargin ID="TM%d" HPOS="0" VPOS="0" WIDTH="1660" HEIGHT="200">'
           '<TextBlock ID="%s" HPOS="%d" VPOS="130" WIDTH="900" HEIGHT="36" '
           'STYLEREFS="TS3">%s</TextBlock></TopMargin>'
           % (nr, Ids.next("TB"), hx,
              text_line([(w, None, None) for w in head_words], hx, 130)))
    bottom = ('<BottomMargin ID="BM%d" HPOS="0" VPOS="2300" WIDTH="1660" '
              'HEIGHT="250"><TextBlock ID="%s" HPOS="800" VPOS="2380" '
              'WIDTH="40" HEIGHT="30" STYLEREFS="TS3">%s</TextBlock>'
              '</BottomMargin>'
              % (nr, Ids.next("TB"),
                 text_line([(str(pagenum), None, None)], 810, 2380)))
    return ('<Page ID="P%d" PHYSICAL_IMG_NR="%d" PRINTED_IMG_NR="%d" '
            'HEIGHT="2550" WIDTH="1660" PC="0.951">%s'
            '<LeftMargin ID="LM%d" HPOS="0" VPOS="200" WIDTH="240" '
            'HEIGHT="2100"/><RightMargin ID="RM%d" HPOS="1420" VPOS="200" '
            'WIDTH="240" HEIGHT="2100"/>%s'
            '<PrintSpace ID="PS%d" HPOS="240" VPOS="200" WIDTH="1180" '
            'HEIGHT="2100">%s</PrintSpace></Page>'
            % (nr, nr + 2, pagenum, top, nr, nr, bottom, nr, "".join(out)))


def main():
    b8 = blocks_for(LAW8)
    b9 = blocks_for(LAW9)
    # page break inside law 9: after the paragraph of 9A2(a) and before (b)
    cut = 6   # head, head, sect A, 9A1, 9A2, 9A2(a)
    p14 = b8 + b9[:cut]
    p15 = b9[cut:]
    pages = (page_xml(1, p14, ["ПРАВИЛА", "СПОРТИВНОГО", "БРИДЖА"], 14) +
             page_xml(2, p15, ["ПРАВИЛО", "9.", "ПОРЯДОК", "ДЕЙСТВИЙ",
                               "ПРИ", "НАРУШЕНИИ"], 15))
    doc = ('<?xml version="1.0" encoding="UTF-8"?>\n'
           '<alto xmlns="http://www.loc.gov/standards/alto/ns-v3#" '
           'xmlns:xlink="http://www.w3.org/1999/xlink" '
           'xmlns:xsi="http://www.w3.org/2001/XMLSchema-instance" '
           'xsi:schemaLocation="http://www.loc.gov/standards/alto/ns-v3# '
           'http://www.loc.gov/alto/v3/alto-3-0.xsd">\n'
           '<Description><MeasurementUnit>pixel</MeasurementUnit>'
           '<sourceImageInformation><fileName>rsl01008765432_0016.jp2'
           '</fileName></sourceImageInformation>'
           '<OCRProcessing ID="OCR_0"><ocrProcessingStep>'
           '<processingDateTime>2016-05-12T14:22:09</processingDateTime>'
           '<processingSoftware><softwareCreator>ABBYY</softwareCreator>'
           '<softwareName>ABBYY FineReader Engine</softwareName>'
           '<softwareVersion>11</softwareVersion></processingSoftware>'
           '</ocrProcessingStep></OCRProcessing></Description>\n'
           '<Styles><TextStyle ID="TS1" FONTFAMILY="Times New Roman" '
           'FONTSIZE="10"/><TextStyle ID="TS2" FONTFAMILY="Times New Roman" '
           'FONTSIZE="11" FONTSTYLE="bold"/><TextStyle ID="TS3" '
           'FONTFAMILY="Times New Roman" FONTSIZE="8"/>'
           '<ParagraphStyle ID="PS1" ALIGN="Block" FIRSTLINE="40"/>'
           '<ParagraphStyle ID="PS2" ALIGN="Center"/></Styles>\n'
           '<Layout>' + pages + '</Layout>\n</alto>\n')
    with open(os.path.join(HERE, NAME + ".xml"), "w", encoding="utf-8") as f:
        f.write(doc)
    write_expected(NAME, 2007, "ru", LAW8 + LAW9, furniture=[
        "ПРАВИЛА СПОРТИВНОГО БРИДЖА",
        "ПРАВИЛО 9. ПОРЯДОК ДЕЙСТВИЙ ПРИ НАРУШЕНИИ",
        "rsl01008765432_0016.jp2",
        "ABBYY FineReader Engine",
    ])


if __name__ == "__main__":
    main()
