"""7. A club's handout for trainee directors in Typst (.typ), Russian, Правило 5 (2007). Compiled
with typst (the PyPI package) to check what the PDF shows:
- the law's number is nowhere typed: the heading counter is set to 4 before «= Назначение мест»
  and the heading numbering FUNCTION draws «Правило 5.»; the sections' letters «А.», «Б.», «В.»
  are drawn by the same function from a string of Cyrillic letters (Typst has no Cyrillic
  numbering pattern);
- the subsections are `+` items (Typst draws 1., 2.); the items an #enum whose numbering function
  draws «а)», «б)»;
- a page header (club, «Правила 2007 г.») and a footer «стр. 1 из 2» on each page, a page break
  before section В, a #footnote in 5C;
- comments (// and /* */) holding an old wording of 5Б1, a draft paragraph under #if черновик
  that is not shown, a grey «Запомни» box between 5Б2's items and section В, a summary table
  citing «5Б2 а)» after the law.
Sentences invented."""
import os
import sys

sys.path.insert(0, os.path.dirname(__file__))
from laws45b import L5, FN5, OUT, by, write_expected  # noqa

NAME = "typst-pamyatka-pravilo5-2007"
u = by(L5)


def main():
    c_text = u["5C"].text.replace("{fn:1}", f"#footnote[{FN5}]")
    src = f"""// Памятка для стажёров — Правило 5 (редакция 2007 г.)
// Собирать: typst compile pamyatka-pravilo5.typ
#set document(title: "Памятка: Правило 5", author: "Судейская коллегия клуба «Гамбит»")
#set text(lang: "ru", font: "Libertinus Serif", size: 11pt)
#set par(justify: true)
#let черновик = false

#set page(
  paper: "a5",
  margin: (x: 16mm, top: 22mm, bottom: 18mm),
  header: [
    #set text(size: 8pt, fill: gray)
    Клуб «Гамбит» · памятка для стажёров #h(1fr) Правила 2007 г.
    #v(-4pt) #line(length: 100%, stroke: 0.4pt + gray)
  ],
  footer: context [
    #set text(size: 8pt, fill: gray)
    #h(1fr) стр. #counter(page).display() из #counter(page).final().first() #h(1fr)
  ],
)

#let буквы = "АБВГДЕЖЗИК"
#set heading(numbering: (..n) => {{
  let p = n.pos()
  if p.len() == 1 {{ "Правило " + str(p.at(0)) + "." }}
  else {{ буквы.clusters().at(p.at(1) - 1) + "." }}
}})
#show heading.where(level: 1): set text(size: 14pt)
#show heading.where(level: 2): set text(size: 11.5pt)

#let пункты(..args) = enum(numbering: n => ("а", "б", "в", "г").at(n - 1) + ")", ..args)
#let запомни(body) = block(fill: luma(235), inset: 8pt, radius: 3pt, width: 100%)[
  *Запомни.* #body
]

#align(center, text(size: 9pt, style: "italic")[Для занятий 12 и 19 октября. Текст — по книге 2007 года.])
#v(4pt)

#counter(heading).update(4)
= {u['5'].title}

== {u['5A'].title}
{u['5A'].text}

== {u['5B'].title}
{u['5B'].text}

// было: «до начала первого тура по согласию обеих пар» — исправлено по книге
+ {u['5B1'].text}
+ {u['5B2'].text}
  #пункты[{u['5B2(A)'].text}][{u['5B2(B)'].text}]

/* Старый вариант пункта 2:
+ по требованию судьи в любой момент сессии.
*/

#if черновик [
  == Пересадка по просьбе игрока
  Игрок, попросивший пересадить его, называет причину судье. (Проверить, есть ли это в книге!)
]

#запомни[Пересадку отмечаем в протоколе *до* следующей сдачи, а не в конце тура.]

#pagebreak()

== {u['5C'].title}
{c_text}

#v(10pt)
#text(size: 9pt)[*Кратко*]
#table(
  columns: (auto, 1fr),
  inset: 4pt,
  stroke: 0.4pt + gray,
  [*Пункт*], [*Когда применяем*],
  [5А], [пара не нашла свой стол],
  [5Б1], [игроки просят поменяться местами до первого тура],
  [5Б2 а)], [судья пересаживает игроков по ходу турнира],
  [5В], [ошибка замечена уже в ходе сдачи],
)
"""
    with open(f"{OUT}/{NAME}.typ", "w", encoding="utf-8") as f:
        f.write(src)
    write_expected(
        NAME,
        "Blind trial 45b: a club's handout in Typst source: «Правило 5.» and the section letters «А.» «Б.» "
        "«В.» drawn by a heading-numbering function after #counter(heading).update(4), none typed; "
        "subsections '+' items (1., 2. drawn), items an #enum numbered «а)» «б)» by a function; a page "
        "header and footer, a page break before В, a #footnote, comments and an #if черновик block not "
        "shown, a «Запомни» box, a summary table citing «5Б2 а)».",
        2007, "ru", L5, footnotes=1,
        furniture=["Клуб «Гамбит» · памятка для стажёров", "Правила 2007 г.", "Для занятий 12 и 19 октября",
                   "Запомни.", "Кратко", "Когда применяем", "пара не нашла свой стол"])


if __name__ == "__main__":
    main()
