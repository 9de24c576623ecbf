"""1. A chess-and-bridge club's beginners' course, lesson 6, as PowerPoint keeps it (.pptx), Russian,
Law 39 (2017). Made with python-pptx (its PowerPoint template) and raw DrawingML:
- the law's number alone in the title placeholder of a "Section Header" slide, its title in the
  body placeholder below it;
- on the law's slides the title placeholder says only «Закон 39 · текст»; each section's letter
  and title are in a text box of their own, added after the body placeholder (so after it in the
  shape tree) but placed above it on the slide;
- the subsection numbers and item letters are drawn by the slide LAYOUT (its body placeholder's
  lstStyle: arabicPeriod at level 1, alphaLcParenR at level 2, so Latin «a)» «b)» in a Russian
  deck); the slides' paragraphs carry no number; the third subsection, on a «(продолжение)»
  slide, is numbered on by `startAt="3"`, under the section's title repeated with «(окончание)»;
- a hidden slide (show="0") with an old draft of section Б; speaker notes with numbered points;
  a quiz numbered by a:buAutoNum; a footer and slide-number field on every slide but the first.
Sentences invented."""
import copy
import os
import sys

from lxml import etree
from pptx import Presentation
from pptx.util import Emu, Pt

sys.path.insert(0, os.path.dirname(__file__))
from laws45b import L39, OUT, by, write_expected  # noqa

NAME = "kurs-pptx-zakon39-2017"
A = "http://schemas.openxmlformats.org/drawingml/2006/main"
P = "http://schemas.openxmlformats.org/presentationml/2006/main"
NS = f'xmlns:a="{A}" xmlns:p="{P}"'
FOOTER = "Клуб «Ладья», 2025"
u = by(L39)


def q(tag):
    p, l = tag.split(":")
    return "{%s}%s" % ({"a": A, "p": P}[p], l)


def esc(s):
    return s.replace("&", "&amp;").replace("<", "&lt;").replace(">", "&gt;")


def para(text, lvl=0, bu=None, sz=2000, b=False):
    """bu: None (inherit), 'none', ('auto', type, startAt or None), ('char', c)."""
    ppr = ""
    inner = ""
    if bu == "none":
        inner = "<a:buNone/>"
    elif bu and bu[0] == "auto":
        st = f' startAt="{bu[2]}"' if bu[2] else ""
        inner = f'<a:buFont typeface="+mj-lt"/><a:buAutoNum type="{bu[1]}"{st}/>'
    elif bu and bu[0] == "char":
        inner = f'<a:buFont typeface="Arial"/><a:buChar char="{bu[1]}"/>'
    attrs = f' lvl="{lvl}"' if lvl else ""
    if bu == "none":
        attrs += ' marL="0" indent="0"'
    elif bu and bu[0] in ("auto", "char") and not lvl:
        attrs += ' marL="457200" indent="-457200"'
    if inner or attrs:
        ppr = f"<a:pPr{attrs}>{inner}</a:pPr>"
    bb = ' b="1"' if b else ""
    return (f'<a:p {NS}>{ppr}<a:r><a:rPr lang="ru-RU" sz="{sz}"{bb} dirty="0"/>'
            f"<a:t>{esc(text)}</a:t></a:r></a:p>")


def set_paras(shape, paras):
    tb = shape.text_frame._txBody
    for p_ in tb.findall(q("a:p")):
        tb.remove(p_)
    for s in paras:
        tb.append(etree.fromstring(s))


def textbox(slide, x, y, w, h, paras):
    tb = slide.shapes.add_textbox(Emu(x), Emu(y), Emu(w), Emu(h))
    tb.text_frame.word_wrap = True
    set_paras(tb, paras)
    return tb


def footer(slide, num):
    """The layout's footer and slide-number placeholders, as PowerPoint puts them on a slide when
    'Footer' and 'Slide number' are ticked in Header & Footer."""
    tree = slide.shapes._spTree
    nid = max(int(e.get("id")) for e in tree.iter(q("p:cNvPr"))) + 1
    tree.append(etree.fromstring(
        f'<p:sp {NS}><p:nvSpPr><p:cNvPr id="{nid}" name="Нижний колонтитул {nid}"/><p:cNvSpPr>'
        f'<a:spLocks noGrp="1"/></p:cNvSpPr><p:nvPr><p:ph type="ftr" sz="quarter" idx="11"/>'
        f'</p:nvPr></p:nvSpPr><p:spPr/><p:txBody><a:bodyPr/><a:lstStyle/><a:p><a:r>'
        f'<a:rPr lang="ru-RU" dirty="0"/><a:t>{esc(FOOTER)}</a:t></a:r><a:endParaRPr lang="ru-RU" '
        f'dirty="0"/></a:p></p:txBody></p:sp>'))
    tree.append(etree.fromstring(
        f'<p:sp {NS}><p:nvSpPr><p:cNvPr id="{nid + 1}" name="Номер слайда {nid + 1}"/><p:cNvSpPr>'
        f'<a:spLocks noGrp="1"/></p:cNvSpPr><p:nvPr><p:ph type="sldNum" sz="quarter" idx="12"/>'
        f'</p:nvPr></p:nvSpPr><p:spPr/><p:txBody><a:bodyPr/><a:lstStyle/><a:p>'
        f'<a:fld id="{{B0A7C4E2-5D1F-4E8B-9C3A-2F6D8E1A7B{num:02d}}}" type="slidenum">'
        f'<a:rPr lang="ru-RU"/><a:t>{num}</a:t></a:fld><a:endParaRPr lang="ru-RU"/></a:p>'
        f'</p:txBody></p:sp>'))


def notes(slide, text):
    tf = slide.notes_slide.notes_text_frame
    lines = text.split("\n")
    tf.text = lines[0]
    for ln in lines[1:]:
        tf.add_paragraph().text = ln


def move(shape, x, y, w, h):
    shape.left, shape.top, shape.width, shape.height = Emu(x), Emu(y), Emu(w), Emu(h)


def main():
    prs = Presentation()
    L = prs.slide_layouts
    # Russian layout names, as a Russian PowerPoint's default template has them
    for i, nm in ((0, "Титульный слайд"), (1, "Заголовок и нумерованный текст"),
                  (2, "Заголовок раздела"), (5, "Только заголовок")):
        L[i]._element.find(q("p:cSld")).set("name", nm)
    # the numbering layout: its body placeholder draws "1." at level 1 and "a)" at level 2
    body_ph = [ph for ph in L[1].placeholders if ph.placeholder_format.idx == 1][0]
    lst = body_ph.text_frame._txBody.find(q("a:lstStyle"))
    lst.append(etree.fromstring(
        f'<a:lvl1pPr {NS} marL="457200" indent="-457200"><a:buFont typeface="+mj-lt"/>'
        f'<a:buAutoNum type="arabicPeriod"/><a:defRPr sz="2000"/></a:lvl1pPr>'))
    lst.append(etree.fromstring(
        f'<a:lvl2pPr {NS} marL="914400" indent="-457200"><a:buFont typeface="+mj-lt"/>'
        f'<a:buAutoNum type="alphaLcParenR"/><a:defRPr sz="1800"/></a:lvl2pPr>'))

    W = prs.slide_width
    # 1. title slide
    s = prs.slides.add_slide(L[0])
    s.shapes.title.text = "Правила бриджа для начинающих"
    set_paras(s.placeholders[1], [para("Занятие 6. Торговля закончилась — что дальше?", sz=2400),
                                  para("Клуб «Ладья» · весна 2025", sz=1800)])
    notes(s, "Поздороваться, отметить присутствующих, раздать распечатки с текстом закона.")

    # 2. plan
    s = prs.slides.add_slide(L[5])
    s.shapes.title.text = "План занятия"
    textbox(s, 457200, 1600200, 8229600, 3000000,
            [para(t, bu=("char", "•"), sz=2400) for t in
             ("Закон 39 по разделам", "Разбор двух сдач с последнего турнира",
              "Проверь себя: три вопроса")])
    footer(s, 2)

    # 3. the law's header: number in the title placeholder, title in the body placeholder
    s = prs.slides.add_slide(L[2])
    s.shapes.title.text = "Закон 39"
    set_paras(s.placeholders[1], [para(u["39"].title, sz=2800)])
    textbox(s, 457200, 5500000, 4000000, 400000, [para("Редакция 2017 года", sz=1400)])
    footer(s, 3)
    notes(s, "Подчеркнуть: закон короткий, но о нём спорят чаще, чем о длинных.")

    def law_slide(title, sec_title, body_paras, extra=()):
        s = prs.slides.add_slide(L[1])
        s.shapes.title.text = title
        body = s.placeholders[1]
        move(body, 457200, 2350000, 8229600, 3700000)       # moved down for the section's box
        set_paras(body, body_paras)
        # the section's box, added after the body (after it in the tree), placed above it
        textbox(s, 457200, 1500000, 8229600, 700000, [para(sec_title, sz=2400, b=True)])
        for x in extra:
            x(s)
        return s

    # 4. section А
    s = law_slide("Закон 39 · текст", f"А. {u['39A'].title}", [para(u["39A"].text, bu="none")])
    footer(s, 4)
    notes(s, "1. Спросить зал, кто говорит последний пас.\n"
             "2. Не путать последний пас с тремя пасами в начале торговли — там сдача пересдаётся.")

    # 5. a hidden slide: an old draft of section Б
    s = law_slide("Закон 39 · текст", "Б. Заявка после паса (черновик)",
                  [para("Всякая заявка после паса отменяется, и торговля начинается заново.",
                        bu="none"),
                   para("Партнёр нарушителя пасует до конца торговли.")])
    s._element.set("show", "0")
    footer(s, 5)
    notes(s, "Старый вариант — не показывать, оставлен для сравнения.")

    # 6. section Б, subsections 1-2 (numbers from the layout)
    s = law_slide("Закон 39 · текст", f"Б. {u['39B'].title}",
                  [para(u["39B"].text, bu="none"), para(u["39B1"].text), para(u["39B2"].text)])
    footer(s, 6)
    notes(s, "Показать бланк протокола, где пишется отменённое действие.")

    # 7. continued: subsection 3 numbered on by startAt, items a) b) from the layout; section В
    def sec_c(sl):
        textbox(sl, 457200, 4700000, 8229600, 500000,
                [para(f"В. {u['39C'].title}", sz=2400, b=True)])
        textbox(sl, 457200, 5200000, 8229600, 900000, [para(u["39C"].text, sz=1800)])

    s = law_slide("Закон 39 · текст (продолжение)", f"Б. {u['39B'].title} (окончание)",
                  [para(u["39B3"].text, bu=("auto", "arabicPeriod", 3)),
                   para(u["39B3(A)"].text, lvl=1), para(u["39B3(B)"].text, lvl=1)],
                  extra=[sec_c])
    move(s.placeholders[1], 457200, 2200000, 8229600, 2400000)
    footer(s, 7)
    notes(s, "Здесь чаще всего путаются: a) и b) — про разные стороны! Нарисовать на доске.")

    # 8. quiz, numbered by a:buAutoNum on the slide
    s = prs.slides.add_slide(L[5])
    s.shapes.title.text = "Проверь себя"
    textbox(s, 457200, 1600200, 8229600, 3600000,
            [para(t, bu=("auto", "arabicPeriod", None), sz=2400) for t in
             ("Когда торговля считается законченной?",
              "Кто записывает в протокол отменённое действие?",
              "Может ли разыгрывающий пользоваться сведениями из отменённой заявки защитника?")])
    footer(s, 8)
    notes(s, "Ответы: 1 — 39А; 2 — судья, 39Б1; 3 — да, 39Б3 b).")

    # 9. thanks
    s = prs.slides.add_slide(L[5])
    s.shapes.title.text = "Спасибо! Вопросы?"
    textbox(s, 457200, 2000000, 8229600, 1200000,
            [para("Следующее занятие: Закон 40 — соглашения партнёров", sz=2400)])
    footer(s, 9)

    prs.core_properties.title = "Занятие 6. Закон 39"
    prs.core_properties.author = "Н. Верещагина"
    prs.save(f"{OUT}/{NAME}.pptx")

    write_expected(
        NAME,
        "Blind trial 45b: a club's beginners' course as PowerPoint keeps it (.pptx): the law's number "
        "alone on a section-header slide, section titles in text boxes placed above the body but after "
        "it in the shape tree, subsection numbers and item letters (Latin a) b)) drawn by the slide "
        "layout, a (продолжение) slide with startAt=3 under the section title repeated, a hidden slide "
        "with an old draft, speaker notes with numbered points, a numbered quiz, a footer and slide numbers.",
        2017, "ru", L39,
        furniture=["Правила бриджа для начинающих", "Занятие 6", "План занятия", "Редакция 2017 года",
                   "(окончание)", "Проверь себя", "Спасибо! Вопросы?", "Закон 40", FOOTER,
                   "Спросить зал", "черновик"])


if __name__ == "__main__":
    main()
