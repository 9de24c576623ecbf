"""A Notion database exported as CSV (Markdown & CSV export, UTF-8 with a BOM, CRLF): one row a
unit of Правило 42 (2007), the row's title the marker as typed («А. Безусловные права», «1.»,
«а)»), a code column «42А1», the text in its own column (one field over two lines); the view is
unsorted, so a row added later (42А3) comes last and only «Порядок» and «Код» place it; a blank
row, a row that is a question and not the law, a relation column naming Правила 41 and 43 with
their titles and notion.so addresses, multi-select tags, English-formatted dates."""
import csv
import io

from common47 import U, write_expected, dump_units

NAME = "notion-baza-pravilo42-2007"

U42 = [
    U("42", "Права болвана"),
    U("42A", "Безусловные права",
      "Болван, пока он не утратил их по Правилу 43, всегда вправе:"),
    U("42A1", None, "сообщать судье и остальным игрокам о фактах, а также о том, что говорят "
      "Правила;"),
    U("42A2", None, "проверять, что на столе не осталось лишних карт и что доска повёрнута "
      "правильно;"),
    U("42A3", None, "вести записи счёта и сверять их с протоколом противников после сдачи."),
    U("42B", "Права, зависящие от обстоятельств",
      "Если болван не утратил своих прав, он может также:"),
    U("42B1", None, "спросить разыгрывающего, не осталось ли у него карт масти хода, когда тот "
      "не сыграл в масть;"),
    U("42B2", None, "остановить разыгрывающего, если тот собирается:"),
    U("42B2(A)", None, "взять карту не из той руки, с которой следует ходить;"),
    U("42B2(B)", None, "положить карту на стол раньше, чем закончилась предыдущая взятка."),
    U("42C", "Игра за болвана",
      "Карты болвана разыгрывает только разыгрывающий; болван кладёт названную карту\n"
      "и не подаёт никаких знаков ни словом, ни жестом."),
]

URL43 = "https://www.notion.so/43-7c1e5d0a9b2f4e83a6d1c0b9e8f7a654?pvs=21"
URL41 = "https://www.notion.so/41-2b8d4f6e1a3c4d5e9f0a1b2c3d4e5f60?pvs=21"


def u(ref):
    return [x for x in U42 if x.ref == ref][0]


def build():
    head = ["Название", "Код", "Уровень", "Порядок", "Текст", "Связанные правила", "Статус",
            "Теги", "Created time", "Last edited time"]
    T = "December 7, 2026 7:04 PM"
    rows = [
        ["Правило 42. Права болвана", "42", "Правило", "1", "",
         f"Правило 41. Начало розыгрыша ({URL41}), Правило 43. Ограничения для болвана ({URL43})",
         "Сверено", "розыгрыш, болван", T, "December 9, 2026 10:15 AM"],
        ["А. Безусловные права", "42А", "Раздел", "2", u("42A").text, "", "Сверено", "болван",
         T, T],
        ["1.", "42А1", "Пункт", "3", u("42A1").text, "", "Сверено", "", T, T],
        ["2.", "42А2", "Пункт", "4", u("42A2").text, "", "Черновик", "", T,
         "December 8, 2026 9:30 PM"],
        ["Б. Права, зависящие от обстоятельств", "42Б", "Раздел", "6", u("42B").text, "",
         "Сверено", "болван", T, T],
        ["1.", "42Б1", "Пункт", "7", u("42B1").text, "", "Сверено", "", T, T],
        ["2.", "42Б2", "Пункт", "8", u("42B2").text, "", "Сверено", "", T, T],
        ["а)", "42Б2а", "Подпункт", "9", u("42B2(A)").text, "", "Сверено", "", T, T],
        ["б)", "42Б2б", "Подпункт", "10", u("42B2(B)").text, "", "Сверено", "", T, T],
        ["В. Игра за болвана", "42В", "Раздел", "11", u("42C").text, "", "Черновик",
         "розыгрыш", T, "December 8, 2026 9:41 PM"],
        ["", "", "", "", "", "", "", "", "December 8, 2026 9:42 PM", "December 8, 2026 9:42 PM"],
        ["Вопрос к Ирине", "", "Заметка", "", "Сверить «а)» и «б)» в 42Б2 с бумажной книгой 2007 "
         "года — у меня они в одну строку.", "", "Вопрос", "", "December 8, 2026 9:45 PM",
         "December 8, 2026 9:45 PM"],
        ["3.", "42А3", "Пункт", "5", u("42A3").text, "", "Черновик", "",
         "December 9, 2026 10:12 AM", "December 9, 2026 10:12 AM"],
    ]
    buf = io.StringIO()
    w = csv.writer(buf, lineterminator="\r\n")
    w.writerow(head)
    w.writerows(rows)
    with open(f"../dev/{NAME}.csv", "w", encoding="utf-8-sig", newline="") as f:
        f.write(buf.getvalue())
    units = U42
    write_expected(
        NAME,
        "Blind trial 47: a Notion database exported as CSV (BOM, CRLF): a unit a row, the row's title\n"
        "the typed marker («1.», «а)»), a code column («42А1»), the text in «Текст» (42C over two\n"
        "lines of a quoted field). Unsorted view: the row 42А3 was added last and is the file's last\n"
        "row; «Порядок» 5 and «Код» 42А3 place it after 42А2. A blank row, a question row, a relation\n"
        "cell naming «Правило 41. Начало розыгрыша» and «Правило 43. Ограничения для болвана».",
        2007, "ru", units,
        furniture=["Связанные правила", "Правило 43. Ограничения для болвана",
                   "Правило 41. Начало розыгрыша", "Вопрос к Ирине",
                   "Сверить «а)» и «б)» в 42Б2", "December 7, 2026 7:04 PM", "Черновик",
                   "розыгрыш, болван"])
    dump_units(NAME, U42)


if __name__ == "__main__":
    build()
