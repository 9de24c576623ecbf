"""4. A seminar's slide deck on Закон 60 (2017) exported to PDF (16:9, a slide a page): a title
slide with the law's number and title on separate lines, each section on a slide of its own
titled «А. …», section Б carried over to a second slide titled «Б. Вызов судьи (продолжение)»,
bullets «•» and «–» before the markers, a footer with the seminar's name and the slide number,
an example slide with its own numbered questions, a «Вопросы?» slide. Sentences invented."""
import os
import sys

sys.path.insert(0, os.path.dirname(__file__))
from laws44 import L60, seen, write_expected  # noqa
from pdfflow import new_pdf, wrap  # noqa

OUT = str(__import__("pathlib").Path(__file__).resolve().parents[2] / "dev")  # tests/eval/realtexts/dev
NAME = "slaidy-pdf-zakon60-2017"
W, H = 254.0, 142.875
FOOT = "Семинар судей СЗФО · Санкт-Петербург, 17.11.2018"

by = {u.ref: u for u in L60}

SLIDES = [
    ("title", None, [("small", "Семинар судей Северо-Западного федерального округа"),
                     ("huge", "Закон 60"),
                     ("big", "Игра после неправильного хода"),
                     ("small", "Законы спортивного бриджа, редакция 2017 года"),
                     ("small", "А. В. Громов, главный судья турнира")]),
    ("content", f"А. {by['60A'].title}", [("p", seen(by["60A"].text)),
                                         ("note", "Ключевое слово — «пока судья не принял решения»")]),
    ("content", f"Б. {by['60B'].title}", [("b1", f"• 1. {by['60B1'].text}"),
                                         ("b1", f"• 2. {by['60B2'].text}"),
                                         ("b2", f"– а) {by['60B2(A)'].text}")]),
    ("content", f"Б. {by['60B'].title} (продолжение)", [("b2", f"– б) {by['60B2(B)'].text}"),
                                                        ("note", "Не трогайте карты до прихода судьи!")]),
    ("content", f"В. {by['60C'].title}", [("b1", f"• 1. {by['60C1'].text}"),
                                         ("b1", f"• 2. {by['60C2'].text}")]),
    ("content", "Разберём пример", [("p", "Сдача 14, Юг разыгрывает 4♠. Запад сыграл вне очереди, "
                                          "Север ответил в масть, Восток позвал судью."),
                                    ("b1", "1. Кто сыграл первым после нарушения?"),
                                    ("b1", "2. Можно ли восстановить порядок ходов?"),
                                    ("b1", "3. Какой результат запишет судья?")]),
    ("end", None, [("huge", "Вопросы?"), ("small", "gromov.av@bridge-szfo.example · +7 812 000-00-00")]),
]

STY = {"small": ("Sans", "", 14, 9), "huge": ("Sans", "B", 44, 20), "big": ("Sans", "", 26, 13),
       "p": ("Sans", "", 20, 10), "b1": ("Sans", "", 19, 9.6), "b2": ("Sans", "", 19, 9.6),
       "note": ("Sans", "B", 16, 8), "title": ("Sans", "B", 28, 14)}


def main():
    pdf = new_pdf(fmt=(H, W), orientation="L")
    pdf.set_title("Закон 60 — семинар судей 2018")
    for n, (kind, title, body) in enumerate(SLIDES, 1):
        pdf.add_page()
        pdf.set_fill_color(0, 61, 121)
        if kind in ("title", "end"):
            pdf.rect(0, 0, W, H, style="F")
            pdf.set_text_color(255, 255, 255)
            y = 30 if kind == "title" else 50
            for st, text in body:
                font, s, size, lh = STY[st]
                pdf.set_font(font, s, size)
                for ln in wrap(pdf, text, W - 40):
                    pdf.set_xy((W - pdf.get_string_width(ln)) / 2, y)
                    pdf.cell(pdf.get_string_width(ln), lh, ln)
                    y += lh
                y += 4
            pdf.set_text_color(0, 0, 0)
            continue
        pdf.rect(0, 0, W, 26, style="F")
        pdf.set_text_color(255, 255, 255)
        font, s, size, lh = STY["title"]
        pdf.set_font(font, s, size)
        pdf.set_xy(14, 6)
        pdf.cell(0, lh, title)
        pdf.set_text_color(20, 20, 20)
        y = 36
        for st, text in body:
            font, s, size, lh = STY[st]
            pdf.set_font(font, s, size)
            x = {"b2": 30, "note": 18}.get(st, 18)
            hang = {"b1": 11, "b2": 12}.get(st, 0)
            lines = wrap(pdf, text, W - x - 18 - hang)
            for k, ln in enumerate(lines):
                if st == "note":
                    pdf.set_text_color(180, 40, 30)
                pdf.set_xy(x + (hang if k else 0), y)
                pdf.cell(0, lh, ln)
                y += lh
            pdf.set_text_color(20, 20, 20)
            y += 5
        pdf.set_font("Sans", "", 10)
        pdf.set_text_color(120, 120, 120)
        pdf.set_xy(14, H - 10)
        pdf.cell(0, 5, FOOT)
        s = str(n)
        pdf.set_xy(W - 14 - pdf.get_string_width(s), H - 10)
        pdf.cell(0, 5, s)
        pdf.set_text_color(0, 0, 0)
    pdf.output(os.path.join(OUT, NAME + ".pdf"))
    furniture = ["Семинар судей Северо-Западного федерального округа",
                 "Законы спортивного бриджа, редакция 2017 года",
                 "А. В. Громов, главный судья турнира",
                 "Ключевое слово — «пока судья не принял решения»", "(продолжение)",
                 "Не трогайте карты до прихода судьи!", FOOT, "Разберём пример",
                 "Сдача 14, Юг разыгрывает 4♠", "Кто сыграл первым после нарушения?",
                 "Можно ли восстановить порядок ходов?", "Какой результат запишет судья?",
                 "Вопросы?", "gromov.av@bridge-szfo.example"]
    write_expected(os.path.join(OUT, NAME + ".expected.yaml"),
                   "Blind trial 44: a seminar's slides on Закон 60 exported to PDF (16:9, a slide "
                   "a page): the law's number\nand title on separate lines of a title slide, a "
                   "section a slide, «Б. Вызов судьи (продолжение)» carrying\nБ2 б) over to the "
                   "next slide (the same section, not a new one), bullets «•»/«–» before the "
                   "markers,\nthe slide's footer and number, a speaker's red remark on two slides, "
                   "an example slide with its own\nnumbered questions 1–3 after the last unit, "
                   "«Вопросы?».",
                   2017, "ru", L60, furniture=furniture)


if __name__ == "__main__":
    main()
