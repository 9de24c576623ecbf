"""Shape 19: a Google Docs document exported as a web page and published: one <style> block with
classes c0, c1…, every paragraph <p class="c3"><span class="c1">…</span></p>, comment links
"[a]" and the comments after the text, the "Published by Google Docs" footer.
Every law sentence below is invented for this set."""
import html
from common import ROOT, U, write_expected

HEAD = """<html><head><meta content="text/html; charset=UTF-8" http-equiv="content-type"><title>{doctitle}</title><style type="text/css">@import url(https://themes.googleusercontent.com/fonts/css?kit=fpjTOVmNbO4Lz34iLyptLUXza5VhXFVrxN5hnwsYkPs);{lists}ol{{margin:0;padding:0}}table td,table th{{padding:0}}.c0{{margin-left:36pt;padding-top:0pt;padding-bottom:0pt;line-height:1.15;orphans:2;widows:2;text-align:justify}}.c1{{color:#000000;font-weight:400;text-decoration:none;vertical-align:baseline;font-size:11pt;font-family:"Arial";font-style:normal}}.c2{{padding:0;margin:0}}.c3{{padding-top:0pt;padding-bottom:0pt;line-height:1.15;orphans:2;widows:2;text-align:justify}}.c4{{padding-top:20pt;padding-bottom:6pt;line-height:1.15;page-break-after:avoid;orphans:2;widows:2;text-align:left}}.c5{{margin-left:36pt;padding-left:0pt}}.c6{{color:#000000;font-weight:700;text-decoration:none;vertical-align:baseline;font-size:11pt;font-family:"Arial";font-style:normal}}.c7{{background-color:#ffffff;max-width:468pt;padding:72pt 72pt 72pt 72pt}}.c8{{margin-left:72pt;padding-top:0pt;padding-bottom:0pt;line-height:1.15;orphans:2;widows:2;text-align:justify}}.c9{{margin-left:72pt;padding-left:0pt}}.c10{{font-weight:400;font-size:20pt;font-family:"Arial"}}.c11{{color:#1155cc;text-decoration:underline}}.c12{{height:11pt}}.c13{{font-size:9pt;font-style:italic;color:#666666}}.c14{{border:1px solid black;margin:5px}}.title{{padding-top:0pt;color:#000000;font-size:26pt;padding-bottom:3pt;font-family:"Arial";line-height:1.15;page-break-after:avoid;orphans:2;widows:2;text-align:left}}.subtitle{{padding-top:0pt;color:#666666;font-size:15pt;padding-bottom:16pt;font-family:"Arial";line-height:1.15;page-break-after:avoid;orphans:2;widows:2;text-align:left}}li{{color:#000000;font-size:11pt;font-family:"Arial"}}p{{margin:0;color:#000000;font-size:11pt;font-family:"Arial"}}h1{{padding-top:20pt;color:#000000;font-size:20pt;padding-bottom:6pt;font-family:"Arial";line-height:1.15;page-break-after:avoid;orphans:2;widows:2;text-align:left}}</style></head><body><div id="header"><div id="title">{doctitle}</div></div><div id="contents"><div class="c7 doc-content">"""

FOOT = """</div></div><div id="footer">Published by <a href="https://docs.google.com/" target="_blank" title="Learn more about Google Docs">Google Docs</a>&ndash;<a href="https://docs.google.com/abuse?id=1xQv7aGdocsEXAMPLE" target="_blank">Report abuse</a>&ndash;Updated automatically every 5 minutes</div></body></html>"""

LIST_CSS = """.lst-kix_{k}-0>li:before{{content:"" counter(lst-ctn-kix_{k}-0,decimal) ". "}}.lst-kix_{k}-1>li:before{{content:"(" counter(lst-ctn-kix_{k}-1,lower-latin) ") "}}ol.lst-kix_{k}-0{{list-style-type:none}}ol.lst-kix_{k}-1{{list-style-type:none}}.lst-kix_{k}-0>li{{counter-increment:lst-ctn-kix_{k}-0}}.lst-kix_{k}-1>li{{counter-increment:lst-ctn-kix_{k}-1}}ol.lst-kix_{k}-0.start{{counter-reset:lst-ctn-kix_{k}-0 0}}ol.lst-kix_{k}-1.start{{counter-reset:lst-ctn-kix_{k}-1 0}}"""


def esc(s):
    return html.escape(s, quote=False)


def span_text(text, cls="c1"):
    """Text with {fn:a} comment marks turned into Google's [a] links."""
    out = []
    parts = text.split("{fn:")
    out.append(f'<span class="{cls}">{esc(parts[0])}</span>')
    for p in parts[1:]:
        mark, rest = p.split("}", 1)
        n = "abcdefgh".index(mark) + 1
        out.append(f'<sup><a href="#cmnt{n}" id="cmnt_ref{n}">[{mark}]</a></sup>')
        if rest:
            out.append(f'<span class="{cls}">{esc(rest)}</span>')
    return "".join(out)


def comments(cs):
    out = []
    for n, (mark, txt) in enumerate(cs, 1):
        out.append(f'<div class="c14"><p class="c3"><a href="#cmnt_ref{n}" id="cmnt{n}">[{mark}]</a>'
                   f'<span class="c1">{esc(txt)}</span></p></div>')
    return "".join(out)


EMPTY = '<p class="c3 c12"><span class="c1"></span></p>'

# ---------------------------------------------------------------- dev: typed markers, ru 2017
DEV = [
    U("9", "ПОРЯДОК ДЕЙСТВИЙ ПОСЛЕ НАРУШЕНИЯ"),
    U("9A", "Указание на нарушение"),
    U("9A1", None,
      "Игрок, заметивший нарушение во время торговли, должен сначала вернуть свои карточки "
      "заявок в коробку и лишь затем обратиться к соперникам."),
    U("9A2", None,
      "Болван, заметивший нарушение во время розыгрыша, должен записать номер взятки на обороте "
      "протокола, чтобы судья мог потом проверить его слова."),
    U("9B", "Вызов судьи"),
    U("9B1", None,
      "Судью зовёт игрок, сидящий на месте Севера{fn:a}, если только он сам не нарушитель; "
      "в этом случае судью зовёт игрок на месте Востока."),
    U("9B2", None,
      "Пока судья не пришёл, каждый игрок должен оставить свои карты на столе так, как они "
      "лежали, и:"),
    U("9B2(A)", None, "не переворачивать сыгранные карты;"),
    U("9B2(B)", None, "не обсуждать вслух, какое исправление было бы справедливым;"),
    U("9B2(C)", None, "не вынимать из коробки карточки заявок."),
    U("9C", "Нарушение, замеченное после сдачи",
      "Если нарушение замечено после того, как карты убраны в борд, судья должен решить, можно "
      "ли ещё установить, что произошло{fn:b}; если нельзя, результат за столом остаётся в силе."),
]
DEV_COMMENTS = [("a", "Уточнить у Павла: в командных матчах тоже Север или капитан?"),
                ("b", "Тут в оригинале длиннее, сократил — Марина")]


def dev():
    b = []
    b.append(f'<p class="c3 title" id="h.7mz2k0x1v9qa"><span class="c10">Правило 9. {DEV[0].title}</span></p>')
    b.append('<p class="c3 subtitle" id="h.1fob9te"><span class="c13">Рабочий перевод клуба, редакция 2017 года. Не редактировать без согласования!</span></p>')
    b.append(EMPTY)
    ru = dict(zip("ABC", "АБВ"))
    rl = dict(zip("ABC", "абв"))
    for u in DEV[1:]:
        tail = u.ref[1:]
        if len(tail) == 1:
            b.append(f'<p class="c3"><span class="c6">{ru[tail]}. {esc(u.title)}</span></p>')
            if u.text:
                b.append(f'<p class="c3">{span_text(u.text)}</p>')
        elif "(" not in tail:
            b.append(f'<p class="c0"><span class="c6">{tail[1]}.</span><span class="c1">&nbsp;</span>{span_text(u.text)}</p>')
        else:
            letter = rl[tail[tail.index("(") + 1]]
            b.append(f'<p class="c8"><span class="c1">{letter})&nbsp;&nbsp;</span>{span_text(u.text)}</p>')
    b.append(EMPTY)
    b.append(EMPTY)
    b.append(comments(DEV_COMMENTS))
    page = HEAD.format(doctitle="Правила 2017 — рабочий перевод (клуб «Гамбит»)", lists="") + "".join(b) + FOOT
    with open(f"{ROOT}/dev/gdocs-pravilo9-2017.html", "w", encoding="utf-8") as f:
        f.write(page)
    write_expected(
        f"{ROOT}/dev/gdocs-pravilo9-2017.expected.yaml",
        """Shape 19: a Google Docs document downloaded as a web page and published: one line of HTML, one
<style> block with classes c0…c14, every paragraph <p class="cN"><span class="cN">…</span></p>;
the law header in <p class="title">, a subtitle, sections as bold spans «А. …», the markers «1.»
and «а)» TYPED in spans of their own before the text's span (&nbsp; after them); comment links
"[a]", "[b]" inside 9B1 and 9C and the comments after the text; the document's title at the top
and the "Published by Google Docs – Report abuse – Updated automatically every 5 minutes" footer.
Every sentence invented.""",
        2017, "ru", DEV,
        furniture=["рабочий перевод (клуб «Гамбит»)", "Рабочий перевод клуба",
                   "Не редактировать без согласования", "Уточнить у Павла", "сократил — Марина",
                   "Published by", "Report abuse", "Updated automatically every 5 minutes", "[a]"])


# ---------------------------------------------------------------- heldout: CSS lists, en 2007
HELD = [
    U("11", "FORFEITURE OF THE RIGHT TO RECTIFICATION"),
    U("11A", "Late Summons"),
    U("11A1", None,
      "A pair that waits until the following round before mentioning an irregularity shall "
      "receive no rectification, unless the Director is satisfied that it could not have "
      "noticed the irregularity sooner{fn:a}."),
    U("11A2", None, "A player who calls the Director after the board has left the table shall tell him:"),
    U("11A2(A)", None, "the number of the board and the direction in which it was played;"),
    U("11A2(B)", None, "the moment at which he first suspected that something was wrong."),
    U("11B", "Play Continued Without the Director"),
    U("11B1", None,
      "If the four players agree among themselves how to put an irregularity right and play on, "
      "the Director, when he learns of it, shall:"),
    U("11B1(A)", None, "ask each player separately what was agreed;"),
    U("11B1(B)", None, "let the agreed outcome stand if all four players confirm it."),
    U("11B2", None,
      "A player who was persuaded by an opponent to play on without the Director may still ask "
      "for the Director at any time before the end of the round."),
    U("11C", "Procedural Penalty",
      "A procedural penalty under this law may be imposed in addition to any rectification, but "
      "the Director shall not impose more than one such penalty for the same board."),
]
HELD_COMMENTS = [("a", "Helen: does the county say 'round' or 'session' here? Check before we print.")]


def held():
    k1, k2 = "x4f1q2mzr8b0", "j9c3t7wa1e5d"
    lists = LIST_CSS.format(k=k1) + LIST_CSS.format(k=k2)
    b = []
    b.append(f'<h1 class="c4" id="h.gjdgxs"><span class="c10">LAW 11 &ndash; {HELD[0].title}</span></h1>')
    b.append(EMPTY)

    def li(u, lvl):
        cls = "c3 c5 li-bullet-0" if lvl == 0 else "c3 c9 li-bullet-1"
        return f'<li class="{cls}">{span_text(u.text)}</li>'

    def sect(letter, title):
        return f'<p class="c3"><span class="c6">{letter}. {esc(title)}</span></p>'

    u = {x.ref: x for x in HELD}
    # section A: one list, level 0 then level 1
    b.append(sect("A", u["11A"].title))
    b.append(f'<ol class="c2 lst-kix_{k1}-0 start" start="1">{li(u["11A1"],0)}{li(u["11A2"],0)}</ol>')
    b.append(f'<ol class="c2 lst-kix_{k1}-1 start" start="1">{li(u["11A2(A)"],1)}{li(u["11A2(B)"],1)}</ol>')
    b.append(EMPTY)
    # section B: a new list; the level-0 list is continued after the level-1 one (start="2")
    b.append(sect("B", u["11B"].title))
    b.append(f'<ol class="c2 lst-kix_{k2}-0 start" start="1">{li(u["11B1"],0)}</ol>')
    b.append(f'<ol class="c2 lst-kix_{k2}-1 start" start="1">{li(u["11B1(A)"],1)}{li(u["11B1(B)"],1)}</ol>')
    b.append(f'<ol class="c2 lst-kix_{k2}-0" start="2">{li(u["11B2"],0)}</ol>')
    b.append(EMPTY)
    b.append(sect("C", u["11C"].title))
    b.append(f'<p class="c3">{span_text(u["11C"].text)}</p>')
    b.append(EMPTY)
    b.append(comments(HELD_COMMENTS))
    page = HEAD.format(doctitle="Laws 2007 - County TD notes (shared)", lists=lists) + "".join(b) + FOOT
    with open(f"{ROOT}/heldout/gdocs-law11-2007.html", "w", encoding="utf-8") as f:
        f.write(page)
    write_expected(
        f"{ROOT}/heldout/gdocs-law11-2007.expected.yaml",
        """Shape 19: a Google Docs document downloaded as a web page and published: one line of HTML, one
<style> block with classes c0…c14; the law header in <h1>, sections as bold spans "A. …"; the
subsections and items are <li> in Google's flat <ol class="lst-kix_…-0|-1"> lists whose numbers
and letters are made by the CSS (Google's own way: ol{list-style-type:none} and li:before
{content: counter(…, decimal) ". "} / "(" counter(…, lower-latin) ") "), NOT in the text; in B
the level-0 list resumes after the level-1 list (<ol … start="2">), which is 11B2. A comment link
"[a]" in 11A1, the comment after the text, the document's title at the top and the "Published
by Google Docs" footer. Every sentence invented.""",
        2007, "en", HELD,
        furniture=["County TD notes", "Helen: does the county say", "Published by", "Report abuse",
                   "Updated automatically every 5 minutes", "[a]"])


if __name__ == "__main__":
    dev()
    held()
