"""7. A federation's working translation of Закон 48 (2017) as a Word document (.docx) under
review: tracked changes (words deleted and inserted inside units, a section title changed, a
whole item «в)» deleted with its paragraph mark and a new item «в)» inserted after it), two
reviewers' comments in the margin anchored on words of two units, a header «ПРОЕКТ …» and a
footer with the version. A reader in Word's default view (Simple Markup) sees the text with
the changes made; the deleted item and the comments are not law text. Sentences invented."""
import datetime
import os
import re
import sys

import docx
from docx.enum.text import WD_ALIGN_PARAGRAPH
from docx.oxml import OxmlElement
from docx.oxml.ns import qn
from docx.shared import Pt, Cm

sys.path.insert(0, os.path.dirname(__file__))
from laws44 import L48, DEL48, seen, write_expected  # noqa

OUT = str(__import__("pathlib").Path(__file__).resolve().parents[2] / "dev")  # tests/eval/realtexts/dev
NAME = "docx-recenzia-zakon48-2017"
SEG = re.compile(r"\[-(.*?)-\]|\[\+(.*?)\+\]")
_id = [100]
DATE = "2017-09-12T10:%02d:00Z"


def nid():
    _id[0] += 1
    return str(_id[0])


def run_el(text, deleted=False, bold=False):
    r = OxmlElement("w:r")
    if bold:
        rpr = OxmlElement("w:rPr")
        b = OxmlElement("w:b")
        rpr.append(b)
        r.append(rpr)
    t = OxmlElement("w:delText" if deleted else "w:t")
    t.set(qn("xml:space"), "preserve")
    t.text = text
    r.append(t)
    return r


def change(kind, author, minute):
    e = OxmlElement("w:" + kind)
    e.set(qn("w:id"), nid())
    e.set(qn("w:author"), author)
    e.set(qn("w:date"), DATE % minute)
    return e


def fill(par, marked, bold=False, author="Олег Т.", minute=5):
    """Put text with [-del-] / [+ins+] marks into a paragraph as runs and tracked changes."""
    pos = 0
    for m in SEG.finditer(marked):
        if m.start() > pos:
            par._p.append(run_el(marked[pos:m.start()], bold=bold))
        if m.group(1) is not None:
            d = change("del", author, minute)
            d.append(run_el(m.group(1), deleted=True, bold=bold))
            par._p.append(d)
        else:
            i = change("ins", author, minute + 1)
            i.append(run_el(m.group(2), bold=bold))
            par._p.append(i)
        pos = m.end()
    if pos < len(marked):
        par._p.append(run_el(marked[pos:], bold=bold))


def mark_paragraph(par, kind, author, minute):
    """The paragraph mark itself inserted or deleted (w:pPr/w:rPr/w:ins|w:del)."""
    ppr = par._p.get_or_add_pPr()
    rpr = OxmlElement("w:rPr")
    rpr.append(change(kind, author, minute))
    ppr.append(rpr)


def main():
    d = docx.Document()
    st = d.styles["Normal"]
    st.font.name = "Times New Roman"
    st.font.size = Pt(12)
    sec = d.sections[0]
    sec.header.paragraphs[0].text = "ПРОЕКТ — рабочий перевод, не для распространения"
    sec.footer.paragraphs[0].text = "Версия 0.4 от 12.09.2017 · переводческая группа ФСБР"
    d.core_properties.title = "Законы 2017, глава VI — рабочий перевод"
    d.core_properties.author = "Переводческая группа"
    d.add_paragraph("Законы спортивного бриджа 2017. Глава VI", style="Title")
    p = d.add_paragraph("Правка — в режиме рецензирования, замечания — в примечаниях на полях. "
                        "Просьба не принимать исправления до обсуждения 20 сентября.")
    p.runs[0].italic = True
    by = {u.ref: u for u in L48}
    d.add_paragraph(by["48"].mark, style="Heading 1")
    t = d.add_paragraph(style="Heading 1")
    t.add_run(by["48"].title)
    comments = []
    for u in L48[1:]:
        if len(u.ref) == 3:
            h = d.add_paragraph(style="Heading 2")
            title = u.title if u.ref != "48C" else "Повторное [-нарушение-][+открытие+]"
            fill(h, f"{u.mark} {title}", minute=20)
            if u.text:
                par = d.add_paragraph()
                fill(par, u.text, minute=10 if u.ref == "48A" else 30)
                if u.ref == "48A":
                    comments.append((par, "штрафной", "Марина С.", "МС",
                                     "В глоссарии 2017 — «штрафная карта», так и оставляем."))
            continue
        if "(" in u.ref:
            if u.ref == "48B2(C)":
                dp = d.add_paragraph()
                dp.paragraph_format.left_indent = Cm(1.5)
                fill(dp, f"[-{DEL48}-]", minute=40)
                mark_paragraph(dp, "del", "Олег Т.", 40)
                par = d.add_paragraph()
                par.paragraph_format.left_indent = Cm(1.5)
                fill(par, f"[+{u.mark} {seen(u.text)}+]", minute=41)
                mark_paragraph(par, "ins", "Олег Т.", 41)
                continue
            par = d.add_paragraph()
            par.paragraph_format.left_indent = Cm(1.5)
            fill(par, f"{u.mark} {u.text}")
            if u.ref == "48B2(B)":
                comments.append((par, "Законам 68–71", "Олег Т.", "ОТ",
                                 "Проверить по оригиналу: 68–71 или только 68 и 69? См. п. 1."))
            continue
        par = d.add_paragraph()
        par.paragraph_format.left_indent = Cm(0.75)
        fill(par, f"{u.mark} {u.text}")
    tail = d.add_paragraph("Следующий раздел перевода — Закон 49 — будет разослан отдельно.")
    tail.runs[0].italic = True
    # comments anchored on a run that holds exactly the words: split the run that contains them
    for par, words, author, initials, text in comments:
        for r in list(par._p.findall(qn("w:r"))):
            tt = r.find(qn("w:t"))
            if tt is not None and words in tt.text:
                before, after = tt.text.split(words, 1)
                tt.text = before
                mid = run_el(words)
                aft = run_el(after)
                r.addnext(mid)
                mid.addnext(aft)
                from docx.text.run import Run
                d.add_comment(Run(mid, par), text=text, author=author, initials=initials)
                break
        else:
            raise SystemExit(f"no run for {words!r}")
    path = os.path.join(OUT, NAME + ".docx")
    d.save(path)
    furniture = ["ПРОЕКТ — рабочий перевод, не для распространения",
                 "Версия 0.4 от 12.09.2017", "Законы спортивного бриджа 2017. Глава VI",
                 "Правка — в режиме рецензирования",
                 "Следующий раздел перевода — Закон 49 — будет разослан отдельно.",
                 "В глоссарии 2017 — «штрафная карта», так и оставляем.",
                 "Проверить по оригиналу: 68–71 или только 68 и 69? См. п. 1."]
    write_expected(os.path.join(OUT, NAME + ".expected.yaml"),
                   "Blind trial 44: a working translation of Закон 48 in Word (.docx) under "
                   "review: tracked insertions and\ndeletions inside 48A, 48B2(C) and 48C and in "
                   "48C's title, a whole item «в) наказывает …» deleted with\nits paragraph mark "
                   "(not a unit) and a new «в) в противном случае …» inserted, two margin\n"
                   "comments (Марина С., Олег Т.) anchored in 48A and 48B2(B), a header «ПРОЕКТ …» "
                   "and a footer.\nUnits as Word's default view (Simple Markup) shows them: the "
                   "changes made, comments apart.",
                   2017, "ru", L48, furniture=furniture)


if __name__ == "__main__":
    main()
