"""A translation committee's parallel page: the English original and the Russian working
translation side by side in a two-column table, a row per unit, the English cell first in
every row; a translator's note across both columns between sections A and B; a language
switcher and an introduction.  The text read is the RUSSIAN column (lang: ru); the English
column is the page's furniture.  Laws of 2017, Law 67."""
from _common import write, unit

rows = [
    # (English cell, Russian cell, css class)
    ("<h3>Law 67 – Defective Trick</h3>", "<h3>Правило 67. Дефектная взятка</h3>", "law"),
    ("<p><strong>A. Before the Next Trick Is Begun</strong></p>"
     "<p>Until a player of either side has played to the following trick, a defective trick "
     "is put right as follows:</p>",
     "<p><strong>А. Пока следующая взятка не начата</strong></p>"
     "<p>Пока ни один игрок не сыграл в следующую взятку, дефектную взятку исправляют так:</p>",
     "sec"),
    ("<p>1. a player who contributed no card adds a suitable card to it;</p>",
     "<p>1. игрок, не положивший карту, добавляет в неё подходящую карту;</p>", "sub"),
    ("<p>2. a player who contributed more than one card takes back the surplus, and:</p>",
     "<p>2. игрок, положивший лишние карты, забирает их в руку, при этом:</p>", "sub"),
    ("<p>(a) a defender's card seen by the other players in the process becomes a penalty card;</p>",
     "<p>(а) карта защитника, которую при этом увидели другие игроки, становится штрафной;</p>",
     "item"),
    ("<p>(b) a card of declarer or of dummy does not.</p>",
     "<p>(б) карта разыгрывающего или болвана штрафной не становится.</p>", "item"),
]
note = ("<td colspan=\"2\" class=\"tr-note\"><em>Примечание переводчика.</em> В Правиле 66 "
        "слово «trick» в этом же смысле переведено как «взятка в сборе»; комиссия предлагает "
        "единый термин — просьба высказаться до 1 марта.</td>")
rows2 = [
    ("<p><strong>B. After the Next Trick Is Begun</strong></p>"
     "<p>When the defective trick is discovered later, the director finds out which player "
     "erred and proceeds thus:</p>",
     "<p><strong>Б. После начала следующей взятки</strong></p>"
     "<p>Если дефектная взятка обнаружена позже, судья выясняет, кто из игроков ошибся, "
     "и поступает так:</p>",
     "sec"),
    ("<p>1. when the trick lacks a card, the player concerned places one from his hand as "
     "the director directs:</p>",
     "<p>1. если во взятке не хватает карты, игрок кладёт в неё карту из руки по указанию "
     "судьи:</p>", "sub"),
    ("<p>(a) a card of the suit led, if he holds one;</p>",
     "<p>(а) карту масти хода, если она у него есть;</p>", "item"),
    ("<p>(b) any card he chooses, if he holds none.</p>",
     "<p>(б) любую карту по своему выбору, если карт этой масти нет.</p>", "item"),
    ("<p>2. when the trick holds a surplus card, the director returns it to its owner and "
     "the trick stays with the side that won it.</p>",
     "<p>2. если во взятке лишняя карта, судья возвращает её владельцу, а взятка остаётся "
     "у выигравшей её стороны.</p>", "sub"),
]


def tr(en, ru, cls):
    return (f'      <tr class="{cls}">\n        <td lang="en" class="col-en">{en}</td>\n'
            f'        <td lang="ru" class="col-ru">{ru}</td>\n      </tr>\n')


body = "".join(tr(*r) for r in rows) + f'      <tr class="note">\n        {note}\n      </tr>\n' \
    + "".join(tr(*r) for r in rows2)

html = f"""<!DOCTYPE html>
<html lang="ru">
<head>
<meta charset="utf-8">
<title>Law 67 / Правило 67 — параллельный текст | Комиссия по правилам</title>
<style>
table.parallel {{ width:100%; border-collapse:collapse; }}
table.parallel td {{ width:50%; vertical-align:top; padding:4px 10px; border-bottom:1px solid #ddd; }}
td.col-en {{ color:#555; font-family:Georgia,serif; }}
tr.sub td p, tr.item td p {{ margin-left:1.5em; }}
tr.item td p {{ margin-left:3em; }}
td.tr-note {{ background:#fffbe6; font-size:90%; }}
</style>
</head>
<body>
<header class="site">
  <div class="logo">Комиссия по правилам и судейству</div>
  <nav class="lang"><a href="/en/law67">EN</a> | <b>RU</b></nav>
  <nav class="menu"><a href="/">Главная</a> · <a href="/zakony-2017">Законы 2017</a> · <a href="/glossarii">Глоссарий</a> · <a href="/forum">Обсуждение</a></nav>
</header>
<main>
  <p class="crumbs"><a href="/zakony-2017">Законы 2017</a> › Глава VII › Law 67</p>
  <p class="intro">Слева — английский оригинал, справа — рабочий перевод комиссии. Официальным остаётся английский текст.</p>
  <table class="parallel">
    <thead>
      <tr><th>English original</th><th>Русский перевод (рабочая версия 0.3)</th></tr>
    </thead>
    <tbody>
{body}    </tbody>
  </table>
  <p class="pager"><a href="/zakony-2017/66">← Law 66 / Правило 66</a> &nbsp; <a href="/zakony-2017/68">Law 68 / Правило 68 →</a></p>
  <p class="compare"><a href="/compare/67?ed=2007">Сравнить с редакцией 2007 года</a></p>
</main>
<footer>Перевод: комиссия по правилам и судейству, 2018. Замечания присылайте через форму «Обсуждение».</footer>
</body>
</html>
"""

expected = {
    "edition": 2017,
    "lang": "ru",
    "units": [
        unit("67", "Дефектная взятка"),
        unit("67A", "Пока следующая взятка не начата", "Пока ни один игрок не сыграл в следующую взятку"),
        unit("67A1", None, "игрок, не положивший карту, добавляет в неё"),
        unit("67A2", None, "игрок, положивший лишние карты, забирает их"),
        unit("67A2(A)", None, "карта защитника, которую при этом увидели"),
        unit("67A2(B)", None, "карта разыгрывающего или болвана штрафной не становится"),
        unit("67B", "После начала следующей взятки", "Если дефектная взятка обнаружена позже, судья"),
        unit("67B1", None, "если во взятке не хватает карты"),
        unit("67B1(A)", None, "карту масти хода, если она у него"),
        unit("67B1(B)", None, "любую карту по своему выбору, если"),
        unit("67B2", None, "если во взятке лишняя карта, судья"),
    ],
    "furniture": [
        "Комиссия по правилам и судейству",
        "Главная",
        "Законы 2017",
        "Глоссарий",
        "Глава VII",
        "Слева — английский оригинал",
        "English original",
        "Русский перевод (рабочая версия 0.3)",
        "Law 67 – Defective Trick",
        "A. Before the Next Trick Is Begun",
        "Until a player of either side has played",
        "a player who contributed no card adds",
        "a defender's card seen by the other players",
        "B. After the Next Trick Is Begun",
        "the trick stays with the side that won it",
        "Примечание переводчика.",
        "В Правиле 66 слово «trick»",
        "← Law 66 / Правило 66",
        "Law 68 / Правило 68 →",
        "Сравнить с редакцией 2007 года",
        "Перевод: комиссия по правилам и судейству, 2018.",
    ],
}

write("bilingual_table_ru", "html", html, expected)
