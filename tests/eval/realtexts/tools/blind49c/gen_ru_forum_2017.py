"""Forum thread (phpBB-style HTML), Russian, 2017 edition, one law (20) whose own
header is never printed: the number appears only in the topic title. Traps: topic
title «Правило 20: ...», poster profile, intro sentence, section «Г.» (= D), items
«(а)», a signature, and a reply that cites «пункт Б2» at the start of a line."""
from common import write, U

HTML = """<!DOCTYPE html>
<html dir="ltr" lang="ru">
<head>
<meta charset="utf-8">
<title>Правило 20: можно ли делать записи во время торговли? - Форум «Бридж-судья»</title>
<link href="./styles/prosilver/theme/stylesheet.css?assets_version=42" rel="stylesheet">
</head>
<body id="phpbb" class="section-viewtopic ltr">
<div id="wrap" class="wrap">
<div class="headerbar" role="banner">
  <h1>Форум «Бридж-судья»</h1>
  <p>Обсуждение правил и судейской практики</p>
</div>
<div class="navbar" role="navigation">
  <ul class="nav-breadcrumbs">
    <li><a href="./index.php">Список форумов</a> ‹ <a href="./viewforum.php?f=3">Правила и их толкование</a></li>
  </ul>
  <a href="./ucp.php?mode=login">Вход</a> · <a href="./ucp.php?mode=register">Регистрация</a>
</div>

<h2 class="topic-title"><a href="./viewtopic.php?t=771">Правило 20: можно ли делать записи во время торговли?</a></h2>

<div id="p1843" class="post has-profile bg2">
<div class="inner">
<dl class="postprofile" id="profile1843">
  <dt><a href="./memberlist.php?mode=viewprofile&amp;u=58" class="username">Кравцов_С</a></dt>
  <dd class="profile-rank">Главный судья клуба</dd>
  <dd class="profile-posts"><strong>Сообщения:</strong> 512</dd>
  <dd class="profile-joined"><strong>Зарегистрирован:</strong> 03 мар 2011</dd>
  <dd class="profile-custom-field"><strong>Откуда:</strong> Самара</dd>
</dl>
<div class="postbody">
<h3 class="first"><a href="#p1843">Правило 20: можно ли делать записи во время торговли?</a></h3>
<p class="author"><a href="./viewtopic.php?p=1843#p1843">Сообщение</a> <strong>Кравцов_С</strong> » 14 фев 2019, 22:41</p>
<div class="content">Коллеги, чтобы не спорить по памяти, выкладываю текст по редакции 2017 года (перевод федерации):<br>
<br>
<strong class="text-strong">А. Личные записи</strong><br>
Во время торговли игроку запрещается делать какие-либо записи, кроме отметок, предусмотренных регламентом турнира.<br>
1. Лист с такими отметками должен лежать так, чтобы противники могли его видеть.<br>
2. Записи, сделанные до начала сдачи, убираются со стола.<br>
<br>
<strong class="text-strong">Б. Бланк торговли</strong><br>
Если регламент предусматривает ведение бланка торговли, действуют следующие требования.<br>
1. Каждый игрок вносит в бланк только собственные заявки:<br>
(а) разборчиво и в порядке очерёдности;<br>
(б) не дописывая никаких пояснений к заявкам партнёра.<br>
2. Исправления в бланке допускаются лишь с согласия противников.<br>
<br>
<strong class="text-strong">В. Просмотр записей</strong><br>
Любой игрок вправе ознакомиться с бланком в свою очередь заявлять, но не после окончания торговли.<br>
<br>
<strong class="text-strong">Г. Нарушения</strong><br>
За систематическое нарушение этого правила судья назначает процедурный штраф.<br>
<br>
Так что ручку в руки во время торговли брать нельзя, даже «для памяти».</div>
<div id="sig1843" class="signature">Лучше спросить судью заранее, чем спорить с ним потом.</div>
</div>
<ul class="post-buttons"><li><a href="./posting.php?mode=quote&amp;p=1843" title="Ответить с цитатой">Цитата</a></li></ul>
</div>
</div>

<div id="p1851" class="post has-profile bg1">
<div class="inner">
<dl class="postprofile" id="profile1851">
  <dt><a href="./memberlist.php?mode=viewprofile&amp;u=203" class="username">olga_t</a></dt>
  <dd class="profile-posts"><strong>Сообщения:</strong> 37</dd>
</dl>
<div class="postbody">
<h3><a href="#p1851">Re: Правило 20: можно ли делать записи во время торговли?</a></h3>
<p class="author"><a href="./viewtopic.php?p=1851#p1851">Сообщение</a> <strong>olga_t</strong> » 15 фев 2019, 09:12</p>
<div class="content">Спасибо! А вот<br>
пункт Б2 у кого-нибудь на практике применялся? У нас бланков торговли нет вообще.</div>
</div>
</div>
</div>

<div class="page-footer">
  <p>Powered by <a href="https://www.phpbb.com/">phpBB</a>® Forum Software © phpBB Limited</p>
  <p>Часовой пояс: UTC+04:00</p>
</div>
</div>
</body>
</html>
"""

EXPECTED = {
    "edition": 2017,
    "lang": "ru",
    "law": 20,
    "units": [
        U("20A", "Личные записи", "Во время торговли игроку запрещается делать какие-либо записи,"),
        U("20A1", None, "Лист с такими отметками должен лежать так,"),
        U("20A2", None, "Записи, сделанные до начала сдачи, убираются со стола."),
        U("20B", "Бланк торговли", "Если регламент предусматривает ведение бланка торговли,"),
        U("20B1", None, "Каждый игрок вносит в бланк только собственные заявки:"),
        U("20B1(A)", None, "разборчиво и в порядке очерёдности;"),
        U("20B1(B)", None, "не дописывая никаких пояснений к заявкам партнёра."),
        U("20B2", None, "Исправления в бланке допускаются лишь с согласия противников."),
        U("20C", "Просмотр записей", "Любой игрок вправе ознакомиться с бланком в свою"),
        U("20D", "Нарушения", "За систематическое нарушение этого правила судья назначает"),
    ],
    "furniture": [
        "Обсуждение правил и судейской практики",
        "Правила и их толкование",
        "Правило 20: можно ли делать записи во время торговли?",
        "Главный судья клуба",
        "Коллеги, чтобы не спорить по памяти, выкладываю текст по редакции 2017 года",
        "Так что ручку в руки во время торговли брать нельзя",
        "Лучше спросить судью заранее, чем спорить с ним потом.",
        "пункт Б2 у кого-нибудь на практике применялся?",
        "Powered by phpBB® Forum Software",
    ],
}

write("ru_forum_2017.html", HTML, EXPECTED)
