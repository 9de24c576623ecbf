"""Wiki page (MediaWiki-style HTML), Russian, 1997 edition, one law (66).
Traps: page heading «Правило 66 (1997)» besides the law's own header, a table of
contents repeating the section titles, «[править]» edit links inside headings,
footnote markers [1] [2] with a notes list, sidebar and categories/footer."""
from common import write, U

HTML = """<!DOCTYPE html>
<html class="client-nojs" lang="ru" dir="ltr">
<head>
<meta charset="UTF-8">
<title>Правило 66 (1997) — Бриджпедия</title>
<link rel="stylesheet" href="/load.php?modules=site.styles&amp;only=styles&amp;skin=vector">
</head>
<body class="mediawiki ltr skin-vector">
<div id="mw-page-base"></div>
<div id="content" class="mw-body" role="main">
<h1 id="firstHeading" class="firstHeading">Правило 66 (1997)</h1>
<div id="bodyContent" class="mw-body-content">
<div id="siteSub">Материал из Бриджпедии — свободной энциклопедии бриджа</div>
<div id="jump-to-nav"></div>
<div id="mw-content-text" class="mw-content-ltr"><div class="mw-parser-output">
<p>Текст правила приводится по русскому переводу Международного кодекса 1997&#160;года.<sup id="cite_ref-1" class="reference"><a href="#cite_note-1">&#91;1&#93;</a></sup>
</p>
<div id="toc" class="toc" role="navigation"><div class="toctitle" lang="ru" dir="ltr"><h2>Содержание</h2></div>
<ul>
<li class="toclevel-1 tocsection-1"><a href="#Правило_66"><span class="tocnumber">1</span> <span class="toctext">Правило 66. ВОЗВРАТ КАРТ В КОМПЛЕКТ</span></a>
<ul>
<li class="toclevel-2 tocsection-2"><a href="#А"><span class="tocnumber">1.1</span> <span class="toctext">А. Порядок возврата</span></a></li>
<li class="toclevel-2 tocsection-3"><a href="#Б"><span class="tocnumber">1.2</span> <span class="toctext">Б. Проверка</span></a></li>
<li class="toclevel-2 tocsection-4"><a href="#В"><span class="tocnumber">1.3</span> <span class="toctext">В. Нарушения</span></a></li>
<li class="toclevel-2 tocsection-5"><a href="#Г"><span class="tocnumber">1.4</span> <span class="toctext">Г. Спорные случаи</span></a></li>
<li class="toclevel-2 tocsection-6"><a href="#Д"><span class="tocnumber">1.5</span> <span class="toctext">Д. После окончания сессии</span></a></li>
</ul>
</li>
<li class="toclevel-1 tocsection-7"><a href="#Примечания"><span class="tocnumber">2</span> <span class="toctext">Примечания</span></a></li>
</ul>
</div>

<h2><span class="mw-headline" id="Правило_66">Правило 66. ВОЗВРАТ КАРТ В КОМПЛЕКТ</span><span class="mw-editsection"><span class="mw-editsection-bracket">[</span><a href="/index.php?title=Правило_66_(1997)&amp;action=edit&amp;section=1" title="Редактировать раздел «Правило 66»">править</a><span class="mw-editsection-bracket">]</span></span></h2>
<h3><span class="mw-headline" id="А">А. Порядок возврата</span><span class="mw-editsection"><span class="mw-editsection-bracket">[</span><a href="/index.php?title=Правило_66_(1997)&amp;action=edit&amp;section=2">править</a><span class="mw-editsection-bracket">]</span></span></h3>
<p>По окончании сдачи каждый игрок сам складывает свои тринадцать карт и кладёт их в свой карман комплекта.
</p>
<h3><span class="mw-headline" id="Б">Б. Проверка</span><span class="mw-editsection"><span class="mw-editsection-bracket">[</span><a href="/index.php?title=Правило_66_(1997)&amp;action=edit&amp;section=3">править</a><span class="mw-editsection-bracket">]</span></span></h3>
<p>Перед возвратом карт игрок вправе пересчитать их в присутствии противника.<sup id="cite_ref-2" class="reference"><a href="#cite_note-2">&#91;2&#93;</a></sup>
</p>
<h3><span class="mw-headline" id="В">В. Нарушения</span><span class="mw-editsection"><span class="mw-editsection-bracket">[</span><a href="/index.php?title=Правило_66_(1997)&amp;action=edit&amp;section=4">править</a><span class="mw-editsection-bracket">]</span></span></h3>
<p>1. Игрок, положивший свои карты в чужой карман, обязан немедленно сообщить об этом судье.
</p><p>2. Если из-за такой ошибки сдача на следующем столе сыграна неправильно, судья назначает скорректированный результат обеим парам того стола.
</p>
<h3><span class="mw-headline" id="Г">Г. Спорные случаи</span><span class="mw-editsection"><span class="mw-editsection-bracket">[</span><a href="/index.php?title=Правило_66_(1997)&amp;action=edit&amp;section=5">править</a><span class="mw-editsection-bracket">]</span></span></h3>
<p>Если после возврата карт возник спор о ходе розыгрыша, судья может восстановить сдачу.
</p><p>1. Восстановленную сдачу разрешается использовать только для установления фактов, при этом:
</p>
<dl><dd>а) карты раскладывают сами игроки, а не судья;</dd>
<dd>б) ни одна сторона не вправе ссылаться на сведения, полученные при восстановлении, в дальнейшей игре.</dd></dl>
<h3><span class="mw-headline" id="Д">Д. После окончания сессии</span><span class="mw-editsection"><span class="mw-editsection-bracket">[</span><a href="/index.php?title=Правило_66_(1997)&amp;action=edit&amp;section=6">править</a><span class="mw-editsection-bracket">]</span></span></h3>
<p>Комплекты, в которых обнаружены ошибки, передаются судье до подведения итогов.
</p>
<h2><span class="mw-headline" id="Примечания">Примечания</span><span class="mw-editsection"><span class="mw-editsection-bracket">[</span><a href="/index.php?title=Правило_66_(1997)&amp;action=edit&amp;section=7">править</a><span class="mw-editsection-bracket">]</span></span></h2>
<div class="reflist"><ol class="references">
<li id="cite_note-1"><span class="mw-cite-backlink"><a href="#cite_ref-1">↑</a></span> <span class="reference-text">Перевод выполнен комиссией по правилам национальной федерации.</span></li>
<li id="cite_note-2"><span class="mw-cite-backlink"><a href="#cite_ref-2">↑</a></span> <span class="reference-text">На практике пересчёт обычно проводится только по просьбе противника.</span></li>
</ol></div>
</div></div>
<div id="catlinks" class="catlinks"><div id="mw-normal-catlinks" class="mw-normal-catlinks"><a href="/Служебная:Категории">Категории</a>: <ul><li><a href="/Категория:Правила_бриджа">Правила бриджа</a></li><li><a href="/Категория:Редакция_1997_года">Редакция 1997 года</a></li></ul></div></div>
</div>
</div>
<div id="mw-navigation">
<div id="mw-panel">
<div class="portal" id="p-navigation"><h3>Навигация</h3>
<ul>
<li id="n-mainpage"><a href="/Заглавная_страница">Заглавная страница</a></li>
<li id="n-recentchanges"><a href="/Служебная:Свежие_правки">Свежие правки</a></li>
<li id="n-randompage"><a href="/Служебная:Случайная_страница">Случайная статья</a></li>
<li id="n-help"><a href="/Справка:Содержание">Справка по вики</a></li>
</ul></div>
</div>
</div>
<div id="footer" role="contentinfo">
<ul id="footer-info"><li id="footer-info-lastmod">Последнее изменение этой страницы: 14 мая 2012 в 19:05.</li>
<li id="footer-info-copyright">Содержимое доступно по лицензии CC BY-SA, если не указано иное.</li></ul>
<ul id="footer-places"><li><a href="/Бриджпедия:О_проекте">О Бриджпедии</a></li><li><a href="/Бриджпедия:Отказ_от_ответственности">Отказ от ответственности</a></li></ul>
</div>
</body>
</html>
"""

EXPECTED = {
    "edition": 1997,
    "lang": "ru",
    "units": [
        U("66", "ВОЗВРАТ КАРТ В КОМПЛЕКТ"),
        U("66A", "Порядок возврата", "По окончании сдачи каждый игрок сам складывает"),
        U("66B", "Проверка", "Перед возвратом карт игрок вправе пересчитать их"),
        U("66C", "Нарушения"),
        U("66C1", None, "Игрок, положивший свои карты в чужой карман,"),
        U("66C2", None, "Если из-за такой ошибки сдача на следующем столе"),
        U("66D", "Спорные случаи", "Если после возврата карт возник спор о ходе розыгрыша,"),
        U("66D1", None, "Восстановленную сдачу разрешается использовать только для установления фактов,"),
        U("66D1(A)", None, "карты раскладывают сами игроки, а не судья;"),
        U("66D1(B)", None, "ни одна сторона не вправе ссылаться на сведения,"),
        U("66E", "После окончания сессии", "Комплекты, в которых обнаружены ошибки, передаются судье"),
    ],
    "footnotes": 2,
    "furniture": [
        "Материал из Бриджпедии — свободной энциклопедии бриджа",
        "Текст правила приводится по русскому переводу Международного кодекса 1997 года.",
        "Категории: Правила бриджа",
        "Редакция 1997 года",
        "Справка по вики",
        "Последнее изменение этой страницы: 14 мая 2012 в 19:05.",
        "Содержимое доступно по лицензии CC BY-SA",
        "Отказ от ответственности",
    ],
}

write("ru_wiki_1997.html", HTML, EXPECTED)
