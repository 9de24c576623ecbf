"""A club's page made with a page builder (Tilda-like): nested records and columns,
each section of the law a card (a letter badge, a title, a description whose subsections
are <br> lines and whose items are a <ul>), the law's header split between the page's
<h1> "Правило 63" and a subtitle, a callout card between two sections naming Правило 64,
and a grid of "other laws" cards at the end.  Russian, Laws of 2007, Law 63."""
from _common import write, unit

CARD = """      <div class="t-col t-col_6 t-align_left t-item">
        <div class="t-card t-card_shadow">
          <div class="t-card__wrapper">
            <div class="t-card__badge t-uptitle t-uptitle_sm">{letter}</div>
            <div class="t-card__title t-name t-name_xl" field="li_title__{n}">{title}</div>
            <div class="t-card__descr t-descr t-descr_xxs" field="li_descr__{n}">{descr}</div>
          </div>
          <a href="#popup:law63-{n}" class="t-btn t-btn_sm"><span class="t-btn__text">Подробнее</span></a>
        </div>
      </div>
"""

card_a = CARD.format(
    letter="А", n=1, title="Когда ренонс установлен",
    descr=("Ренонс нарушителя становится установленным, как только произошло "
           "одно из следующего:<br /><br />"
           "1. нарушитель или его партнёр сделал заход или снос в следующую взятку;<br />"
           "2. нарушитель или его партнёр назвал карту для хода в следующую взятку "
           "либо иначе обозначил её;<br />"
           "3. член нарушившей стороны заявил или признал исход оставшихся взяток, причём:"
           '<ul class="t-card__list">'
           "<li>а) заявление сделано вслух за столом;</li>"
           "<li>б) признание выражено действием, например открытием своих карт.</li>"
           "</ul>"))

card_b = CARD.format(
    letter="Б", n=2, title="Исправление больше невозможно",
    descr=("После того как ренонс установлен, карта, сыгранная с нарушением, "
           "остаётся во взятке, а взятка принадлежит стороне, выигравшей её."))

card_c = CARD.format(
    letter="В", n=3, title="Вопрос о ренонсе",
    descr=("Игрок вправе спросить другого игрока, не пропустил ли тот масть, "
           "пока ренонс не установлен.<br /><br />"
           "1. Вопрос может задать любой игрок, в том числе разыгрывающий.<br />"
           "2. Болван спрашивает только на таких условиях:"
           '<ul class="t-card__list">'
           "<li>а) вопрос обращён к разыгрывающему, не сыгравшему в масть хода;</li>"
           "<li>б) болван не смотрел карты других игроков во время розыгрыша.</li>"
           "</ul>"))

callout = """<div id="rec40255107" class="r t-rec t-rec_pt_15 t-rec_pb_15" style="background-color:#fff6e0;" data-record-type="215">
  <div class="t215">
    <div class="t-container">
      <div class="t-col t-col_8 t-prefix_2">
        <div class="t-callout">
          <div class="t-callout__icon">&#9888;</div>
          <div class="t-callout__title t-name">Обратите внимание</div>
          <div class="t-callout__text t-text">Что делать после установления ренонса и сколько взяток передаётся, решает судья по Правилу 64. Эта страница его не заменяет.</div>
        </div>
      </div>
    </div>
  </div>
</div>
"""

html = f"""<!DOCTYPE html>
<html lang="ru">
<head>
<meta charset="utf-8" />
<meta http-equiv="Content-Type" content="text/html; charset=utf-8" />
<meta name="viewport" content="width=device-width, initial-scale=1.0" />
<!--metatextblock-->
<title>Правило 63 — Бридж-клуб «Северная корона»</title>
<meta name="description" content="Судейский уголок: установление ренонса" />
<meta property="og:title" content="Правило 63" />
<!--/metatextblock-->
<meta name="format-detection" content="telephone=no" />
<link rel="stylesheet" href="https://static.tildacdn.com/css/tilda-grid-3.0.min.css" type="text/css" media="all" />
<link rel="stylesheet" href="https://static.tildacdn.com/ws/project412233/tilda-blocks-page3110542.min.css?t=1571324409" type="text/css" media="all" />
<script src="https://static.tildacdn.com/js/jquery-1.10.2.min.js"></script>
<script src="https://static.tildacdn.com/js/tilda-scripts-3.0.min.js"></script>
<script type="text/javascript">window.dataLayer = window.dataLayer || []; function tildaLoad(){{ /* Правило 64 */ }}</script>
<style>.t-card__badge{{display:inline-block;width:42px;height:42px;border-radius:50%;background:#1f3a68;color:#fff;text-align:center;line-height:42px}}</style>
</head>
<body class="t-body" style="margin:0;">
<!--allrecords-->
<div id="allrecords" class="t-records" data-hook="blocks-collection-content-node" data-tilda-project-id="412233" data-tilda-page-id="3110542" data-tilda-formskey="a6b1b2c3d4">

<div id="rec40255101" class="r t-rec" style=" " data-animationappear="off" data-record-type="257">
<!-- T228 -->
  <div id="nav40255101marker"></div>
  <div id="nav40255101" class="t228 t228__positionstatic" style="background-color: rgba(255,255,255,1);" data-bgcolor-hex="#ffffff">
    <div class="t228__maincontainer">
      <div class="t228__leftside"><a href="/" style="color:#1f3a68;" class="t-title">Северная корона</a></div>
      <div class="t228__centerside">
        <nav class="t228__centercontainer">
          <ul class="t228__list">
            <li class="t228__list_item"><a class="t-menu__link-item" href="/">Главная</a></li>
            <li class="t228__list_item"><a class="t-menu__link-item" href="/turniry">Турниры</a></li>
            <li class="t228__list_item"><a class="t-menu__link-item" href="/sudyam">Судейский уголок</a></li>
            <li class="t228__list_item"><a class="t-menu__link-item" href="/kontakty">Контакты</a></li>
          </ul>
        </nav>
      </div>
      <div class="t228__rightside"><a href="#zapis" class="t-btn"><span>Записаться на турнир</span></a></div>
    </div>
  </div>
</div>

<div id="rec40255102" class="r t-rec t-rec_pt_60 t-rec_pb_15" data-record-type="33">
<!-- T017 -->
  <div class="t017">
    <div class="t-container t-align_left">
      <div class="t-col t-col_10 t-prefix_1">
        <div class="t017__uptitle t-uptitle t-uptitle_sm" field="subtitle">Судейский уголок &nbsp;/&nbsp; Правила 2007 года</div>
        <h1 class="t017__title t-title t-title_xs" field="title">Правило 63</h1>
        <div class="t017__descr t-descr t-descr_xl" field="descr">Установление ренонса</div>
        <div class="t017__line t-divider"></div>
      </div>
    </div>
  </div>
</div>

<div id="rec40255103" class="r t-rec t-rec_pt_15 t-rec_pb_30" data-record-type="106">
<!-- T004 -->
  <div class="t004">
    <div class="t-container">
      <div class="t-col t-col_8 t-prefix_2">
        <div field="text" class="t-text t-text_md">Ренонс становится установленным лишь в случаях, перечисленных ниже; до этого его можно исправить.</div>
      </div>
    </div>
  </div>
</div>

<div id="rec40255104" class="r t-rec t-rec_pt_30 t-rec_pb_30" data-record-type="490">
<!-- t490 -->
  <div class="t490">
    <div class="t-container">
{card_a}{card_b}    </div>
  </div>
</div>

{callout}
<div id="rec40255108" class="r t-rec t-rec_pt_30 t-rec_pb_30" data-record-type="490">
<!-- t490 -->
  <div class="t490">
    <div class="t-container">
{card_c}    </div>
  </div>
</div>

<div id="rec40255110" class="r t-rec t-rec_pt_45 t-rec_pb_60" style="background-color:#f2f4f8;" data-record-type="776">
<!-- t776 -->
  <div class="t776">
    <div class="t-section__container t-container">
      <div class="t-col t-col_12"><div class="t-section__title t-title t-title_xs">Другие правила</div></div>
    </div>
    <div class="t-container t776__container">
      <div class="t776__col t-col t-col_4 t-item"><a href="/pravilo-61" class="t776__link">
        <div class="t776__title t-name t-name_md">Правило 61</div>
        <div class="t776__descr t-descr t-descr_xxs">Проверка ренонса</div></a></div>
      <div class="t776__col t-col t-col_4 t-item"><a href="/pravilo-62" class="t776__link">
        <div class="t776__title t-name t-name_md">Правило 62</div>
        <div class="t776__descr t-descr t-descr_xxs">Исправление ренонса</div></a></div>
      <div class="t776__col t-col t-col_4 t-item"><a href="/pravilo-64" class="t776__link">
        <div class="t776__title t-name t-name_md">Правило 64</div>
        <div class="t776__descr t-descr t-descr_xxs">Процедура после установления ренонса</div></a></div>
    </div>
  </div>
</div>

<div id="rec40255111" class="r t-rec" style="background-color:#1f3a68;" data-record-type="345">
<!-- T345 -->
  <div class="t345">
    <div class="t-container t-align_center">
      <div class="t345__text t-descr t-descr_xxs" style="color:#ffffff;">© 2019 Бридж-клуб «Северная корона». Тел. +7 (000) 000-00-00</div>
    </div>
  </div>
</div>

</div>
<!--/allrecords-->
<!-- Tilda copyright. Don't remove this line -->
<div class="t-tildalabel" id="tildacopy" data-tilda-sign="412233#3110542"><a href="https://tilda.cc/?upm=412233" class="t-tildalabel__link"><div class="t-tildalabel__wrapper"><div class="t-tildalabel__txtleft">Made on </div><div class="t-tildalabel__wrapimg"><img src="https://static.tildacdn.com/img/tildacopy.png" class="t-tildalabel__img" alt="" /></div><div class="t-tildalabel__txtright">Tilda</div></div></a></div>
</body>
</html>
"""

expected = {
    "edition": 2007,
    "lang": "ru",
    "units": [
        unit("63", "Установление ренонса", "Ренонс становится установленным лишь в случаях"),
        unit("63A", "Когда ренонс установлен", "Ренонс нарушителя становится установленным, как только произошло"),
        unit("63A1", None, "нарушитель или его партнёр сделал заход"),
        unit("63A2", None, "нарушитель или его партнёр назвал карту"),
        unit("63A3", None, "член нарушившей стороны заявил или признал"),
        unit("63A3(A)", None, "заявление сделано вслух за столом"),
        unit("63A3(B)", None, "признание выражено действием, например открытием"),
        unit("63B", "Исправление больше невозможно", "После того как ренонс установлен, карта"),
        unit("63C", "Вопрос о ренонсе", "Игрок вправе спросить другого игрока"),
        unit("63C1", None, "Вопрос может задать любой игрок"),
        unit("63C2", None, "Болван спрашивает только на таких условиях"),
        unit("63C2(A)", None, "вопрос обращён к разыгрывающему, не сыгравшему"),
        unit("63C2(B)", None, "болван не смотрел карты других игроков"),
    ],
    "furniture": [
        "Северная корона",
        "Главная",
        "Турниры",
        "Судейский уголок",
        "Контакты",
        "Записаться на турнир",
        "Правила 2007 года",
        "Подробнее",
        "Обратите внимание",
        "Что делать после установления ренонса",
        "Другие правила",
        "Правило 61",
        "Проверка ренонса",
        "Правило 62",
        "Исправление ренонса",
        "Правило 64",
        "Процедура после установления ренонса",
        "© 2019 Бридж-клуб «Северная корона»",
        "Made on",
    ],
}

write("pagebuilder_cards_ru", "html", html, expected)
