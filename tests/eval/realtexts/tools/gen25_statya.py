"""Shape 25: a Russian legal-database copy of the Laws whose laws are headed «Статья N. Title», as
Консультант- or Гарант-like sites print a statute: the database's lines and the document's title
and approval line «(утв. … )» at the top, «Статья 74. Title» per law, sections «А. Title» / «Б.» /
«В.», subsections «1.» or, in one section, «1)», «2)», «3)» with items «а)», «б)» under «3)»;
references in the legal style inside the text («установленном статьей 9», «по правилам статьи
81», «предусмотренном пунктом 2 раздела А настоящей статьи»), an amendment line «(в ред. решения …
от …)» after a paragraph; notes marked «<*>» / «<**>» in the text and listed after a line of 32
dashes at the end of the FIRST law, the next law's «Статья» header following the notes.

dev: the database's text export (plain text, Windows-1251, CRLF, one paragraph a line, indented).
heldout: the database's web page saved whole (UTF-8 HTML: site menu, breadcrumbs, «Документ
предоставлен …», «Ред. от …», the references as links, a footer).

Unit text markup: {fn:<*>} a note's mark (printed «<*>» after a space), " {p} " the start of a new
paragraph that still belongs to the unit (the amendment line).

Every law sentence below is invented for this set; only the law numbers and plausible titles are
borrowed."""
import html
import os
import re
import sys

from common import ROOT, U, write_expected

RU_SEC = "АБВГДЕ"
RU_ITEM = "абвгде"


# ====================================================================== dev: text export, 2017
DEV = [
    U("74", "Поведение и этикет"),
    U("74A", "Манеры за столом"),
    U("74A1", None,
      "Игрок держится за столом вежливо и спокойно и воздерживается от замечаний, способных "
      "задеть партнёра, соперников или судью."),
    U("74A2", None,
      "Игрок не указывает на ошибки, допущенные им самим или другими игроками, до окончания "
      "сдачи, за исключением обращения к судье в порядке, установленном статьей 9 {fn:<*>}. "
      "{p} (в ред. решения Исполкома Федерации спортивного бриджа от 05.03.2019 N 3)"),
    U("74B", "Нарушения этикета",
      "К нарушениям этикета, кроме названных в разделе А настоящей статьи, относятся:"),
    U("74B1", None,
      "замечания, жесты и интонации, по которым партнёр может судить о силе или составе руки "
      "игрока;"),
    U("74B2", None,
      "затягивание заявки или хода без всякой необходимости, если оно способно ввести соперников "
      "в заблуждение;"),
    U("74B3", None, "действия, совершаемые после окончания розыгрыша, в том числе:"),
    U("74B3(A)", None, "показ чужих карт без согласия игрока, которому они принадлежат;"),
    U("74B3(B)", None, "обсуждение сдачи так громко, что его слышат за соседними столами."),
    U("74C", "Замечание соперника",
      "Игрок, которому соперник сделал замечание о нарушении этикета, не вступает с ним в спор, а "
      "при несогласии обращается к судье по правилам статьи 81 {fn:<**>}. Судья, к которому "
      "обратились, поступает так же, как в случае, предусмотренном пунктом 2 раздела А настоящей "
      "статьи."),
    U("75", "Ошибочное объяснение или ошибочная заявка"),
    U("75A", "Ошибочное объяснение",
      "Если судья установит, что соперникам неверно объяснили соглашение пары, он исправляет "
      "результат по правилам статьи 21, когда соперники понесли от этого ущерб."),
    U("75B", "Ошибочная заявка",
      "Игрок, заявка которого не совпала с соглашением пары, не обязан сообщать соперникам о своей "
      "ошибке, пока длится торговля."),
    U("75C", "Исправление объяснения",
      "Партнёр, который дал неверное объяснение, обязан исправить его в порядке, установленном "
      "статьей 20, и вызвать судью не позднее первого хода."),
]
DEV_NOTES = {"74": [
    ("<*>", "Исполком Федерации разъяснил, что обращение к судье не считается указанием на "
            "ошибку, если оно сделано спокойным тоном."),
    ("<**>", "В командных соревнованиях обращение подаётся через капитана команды."),
]}
DEV_PARENS = {"74B"}     # the sections whose subsections are «1)» and not «1.»


# ====================================================================== heldout: saved web page, 2007
HELD = [
    U("90", "Штрафы в процедурном порядке"),
    U("90A", "Полномочия судьи",
      "Судья вправе, помимо исправлений, установленных статьями 12 и 64, назначить штраф за "
      "нарушение процедуры {fn:<*>}, которое задерживает или затрудняет проведение соревнования."),
    U("90B", "Нарушения, за которые назначается штраф",
      "Штраф, указанный в разделе А настоящей статьи, может быть назначен, в частности, за:"),
    U("90B1", None, "опоздание к началу тура или к смене столов без уважительной причины;"),
    U("90B2", None, "обсуждение сдачи, которая ещё будет сыграна за другими столами;"),
    U("90B3", None, "небрежность при заполнении протокола, в том числе:"),
    U("90B3(A)", None, "запись результата без подписи соперника;"),
    U("90B3(B)", None,
      "исправление чужой записи без ведома судьи. "
      "{p} (в ред. решения Президиума Лиги спортивного бриджа от 17.02.2010 N 2)"),
    U("90C", "Размер штрафа",
      "Размер штрафа определяется по правилам статьи 12 {fn:<**>} и объявляется обеим парам до "
      "конца тура."),
    U("91", "Штраф или дисквалификация"),
    U("91A", "Право судьи"),
    U("91A1", None,
      "Судья, поддерживающий порядок в зале, может наложить штраф на любого участника, "
      "нарушившего дисциплину."),
    U("91A2", None,
      "За грубое или повторное нарушение судья вправе отстранить участника от игры до конца "
      "сессии, сообщив об этом главному судье соревнования."),
    U("91B", "Обжалование",
      "Участник, отстранённый от игры в порядке, предусмотренном пунктом 2 раздела А настоящей "
      "статьи, может обжаловать это решение по правилам статьи 92."),
]
HELD_NOTES = {"90": [
    ("<*>", "Перечень нарушений процедуры ежегодно публикуется в положении о соревнованиях "
            "Лиги."),
    ("<**>", "Штраф в командных соревнованиях записывается в победных очках."),
]}
HELD_PARENS = {"90B"}


# ---------------------------------------------------------------- the paragraphs a reader sees
def paragraphs(units, parens):
    """[(kind, marker, words, law)] in order: kind law / sec / text / sub / item / note-block."""
    out = []
    for u in units:
        m = re.match(r"^(\d+)([A-H])?(\d+)?(?:\(([A-Z])\))?$", u.ref)
        law, sec, sub, item = m.groups()
        if not sec:
            out.append(("law", f"Статья {law}.", u.title, law))
            continue
        if sub is None:
            out.append(("sec", RU_SEC["ABCDEF".index(sec)] + ".", u.title, law))
            if u.text:
                for i, part in enumerate(u.text.split(" {p} ")):
                    out.append(("text", "", part, law))
            continue
        if item is None:
            marker = sub + (")" if law + sec in parens else ".")
            kind = "sub"
        else:
            marker = RU_ITEM["ABCDEF".index(item)] + ")"
            kind = "item"
        parts = u.text.split(" {p} ")
        out.append((kind, marker, parts[0], law))
        for part in parts[1:]:
            out.append(("text", "", part, law))
    return out


def with_notes(paras, notes):
    """Put each law's note block after its last paragraph (before the next law's header)."""
    out = []
    for i, p in enumerate(paras):
        out.append(p)
        nxt = paras[i + 1] if i + 1 < len(paras) else None
        if p[3] in notes and (nxt is None or nxt[3] != p[3]):
            out.append(("notes", "", notes[p[3]], p[3]))
    return out


def marks(text, fmt):
    return re.sub(r" ?\{fn:([^}]*)\}", lambda m: fmt(m.group(1)), text)


# ---------------------------------------------------------------- dev: the text export
def dev():
    lines = [
        "Документ предоставлен справочно-правовой системой «СпортКодекс»",
        "Дата сохранения: 21.11.2019",
        "",
        "",
        "                    ИСПОЛКОМ ФЕДЕРАЦИИ СПОРТИВНОГО БРИДЖА",
        "",
        "                                 РЕШЕНИЕ",
        "                        от 22 июня 2017 г. N 14",
        "",
        "               МЕЖДУНАРОДНЫЕ ПРАВИЛА СПОРТИВНОГО БРИДЖА",
        "",
        "     (утв. решением Исполкома Федерации спортивного бриджа от 22.06.2017 N 14)",
        "",
        "                         (ред. от 05.03.2019)",
        "",
        "                            (извлечение)",
        "",
    ]
    for kind, marker, words, law in with_notes(paragraphs(DEV, DEV_PARENS), DEV_NOTES):
        if kind == "notes":
            lines += ["    --------------------------------"]
            for mark, note in words:
                lines += [f"    {mark} {note}", ""]
            lines += [""]
            continue
        words = marks(words, lambda m: " " + m)
        if kind == "law":
            lines += [f"    {marker} {words}", ""]
        elif kind == "sec":
            lines += [f"    {marker} {words}", ""]
        elif kind == "text":
            lines += [f"    {words}", ""]
        else:
            lines += [f"    {marker} {words}", ""]
    lines += ["", "", "--------------------------------------------------------------------------------",
              "СпортКодекс: www.sportkodeks.example   Надёжная правовая поддержка спортсмена", ""]
    text = "\r\n".join(lines)
    path = f"{ROOT}/dev/sportkodeks-statya74-75-2017.txt"
    with open(path, "wb") as f:
        f.write(text.encode("cp1251"))
    write_expected(
        f"{ROOT}/dev/sportkodeks-statya74-75-2017.expected.yaml",
        """Shape 25: a Russian legal database's text export (Windows-1251, CRLF, one indented paragraph a
line): the database's lines, the decision and the title, «(утв. решением … от 22.06.2017 N 14)» and
«(ред. от …)» at the top; «Статья 74. Поведение и этикет» per law (the unit's title without
«Статья 74.»), sections «А. …» / «Б. …» / «В. …», subsections «1.», in section Б «1)», «2)», «3)»
with «а)», «б)» under «3)» (74B1-74B3, 74B3(A), 74B3(B)); legal references in the text («статьей
9», «по правилам статьи 81», «пунктом 2 раздела А настоящей статьи»), an amendment line «(в ред.
решения …)» after 74A2; notes «<*>», «<**>» after a line of dashes at the end of law 74, law 75's
header right after them. Written for this set by a helper: every sentence invented.""",
        2017, "ru", DEV, footnotes=2,
        furniture=["СпортКодекс", "Дата сохранения", "ИСПОЛКОМ ФЕДЕРАЦИИ СПОРТИВНОГО БРИДЖА",
                   "МЕЖДУНАРОДНЫЕ ПРАВИЛА СПОРТИВНОГО БРИДЖА",
                   "утв. решением Исполкома Федерации спортивного бриджа от 22.06.2017 N 14",
                   "ред. от 05.03.2019", "извлечение", "Исполком Федерации разъяснил",
                   "через капитана команды", "Надёжная правовая поддержка"])
    return path


# ---------------------------------------------------------------- heldout: the saved web page
LINKS = {"статьями 12 и 64": "/doc/pravila-2008/st12/", "статьи 12": "/doc/pravila-2008/st12/",
         "статьи 92": "/doc/pravila-2008/st92/",
         "пунктом 2 раздела А настоящей статьи": "#st91-a-2"}


def linked(text):
    t = html.escape(text, quote=False)
    for words, href in LINKS.items():
        t = t.replace(words, f'<a href="{href}" class="doc-link">{words}</a>', 1)
    return t


def held():
    e = lambda s: html.escape(s, quote=False)
    doc_title = ("Правила спортивного бриджа (утв. решением Президиума Лиги спортивного бриджа от "
                 "15.04.2008 N 6) (ред. от 17.02.2010)")
    body = []
    count = {"mark": 0, "note": 0}

    def mk(m):                     # m is already escaped by linked()
        count["mark"] += 1
        return f' <a href="#p{100 + count["mark"]}" class="doc-fn">{m}</a>'
    for kind, marker, words, law in with_notes(paragraphs(HELD, HELD_PARENS), HELD_NOTES):
        if kind == "notes":
            body.append('<p class="doc-p">--------------------------------</p>')
            for mark, note in words:
                count["note"] += 1
                body.append(f'<p class="doc-p doc-note"><a name="p{100 + count["note"]}"></a>'
                            f'{e(mark)} {e(note)}</p>')
            continue
        for_html = marks(linked(words), mk)
        if kind == "law":
            body.append(f'<h2 class="doc-article" id="st{law}"><a name="st{law}"></a>'
                        f'{marker} {for_html}</h2>')
        elif kind == "sec":
            body.append(f'<p class="doc-p doc-section">{marker} {for_html}</p>')
        elif kind == "text":
            cls = "doc-p doc-edit" if words.startswith("(в ред.") else "doc-p"
            body.append(f'<p class="{cls}">{for_html}</p>')
        else:
            anchor = ' id="st91-a-2"' if law == "91" and marker == "2." else ""
            body.append(f'<p class="doc-p"{anchor}>{marker} {for_html}</p>')
    page = f"""<!DOCTYPE html>
<html lang="ru">
<head>
<meta charset="utf-8">
<meta name="viewport" content="width=device-width, initial-scale=1">
<title>{e(doc_title)} \\ ЮрБридж Онлайн</title>
<link rel="stylesheet" href="/static/css/site.css?v=41">
<link rel="stylesheet" href="/static/css/document.css?v=41">
<script>window.dataLayer = window.dataLayer || []; function gtag(){{dataLayer.push(arguments);}}</script>
<style>.doc-p{{text-indent:1.5em;margin:0 0 .4em}} .doc-edit{{color:#555}} .doc-note{{font-size:90%}}</style>
</head>
<body class="page-document">
<header class="site-header">
  <a class="site-logo" href="/">ЮрБридж Онлайн</a>
  <nav class="site-menu">
    <ul>
      <li><a href="/">Главная</a></li>
      <li><a href="/doc/">Правовая база</a></li>
      <li><a href="/news/">Новости спортивного права</a></li>
      <li><a href="/consult/">Консультации судей</a></li>
      <li><a href="/search/">Поиск по базе</a></li>
    </ul>
  </nav>
  <form class="site-search" action="/search/"><input type="text" name="q" placeholder="Найти в документах"><button>Найти</button></form>
</header>
<div class="breadcrumbs"><a href="/">Главная</a> › <a href="/doc/">Правовая база</a> › <a href="/doc/sport/">Спорт</a> › <span>Правила спортивного бриджа</span></div>
<main class="document">
  <div class="doc-tools"><a href="?print=1">Версия для печати</a> | <a href="?save=rtf">Сохранить в RTF</a> | <a href="/doc/pravila-2008/editions/">Все редакции документа</a></div>
  <div class="doc-info">
    <p class="doc-provider">Документ предоставлен справочной системой «ЮрБридж Онлайн»</p>
    <p class="doc-edition">Ред. от 17.02.2010 — действующая редакция</p>
    <p class="doc-saved">Дата сохранения: 03.08.2011</p>
  </div>
  <div class="doc-body">
    <p class="doc-center"><b>ПРЕЗИДИУМ ЛИГИ СПОРТИВНОГО БРИДЖА</b></p>
    <p class="doc-center"><b>ПРАВИЛА СПОРТИВНОГО БРИДЖА</b></p>
    <p class="doc-center">(утв. решением Президиума Лиги спортивного бриджа от 15.04.2008 N 6)</p>
    <p class="doc-center">(ред. от 17.02.2010)</p>
    <p class="doc-center">(фрагмент)</p>
    {chr(10).join("    " + b for b in body).lstrip()}
  </div>
  <div class="doc-tools doc-tools-bottom"><a href="#top">Наверх</a> | <a href="/doc/pravila-2008/st92/">Следующий фрагмент</a></div>
</main>
<footer class="site-footer">
  <p>© ЮрБридж Онлайн, 2004–2011. Все права защищены.</p>
  <p>При использовании материалов ссылка на сайт обязательна. Сведения о редакциях документа носят справочный характер.</p>
  <p><a href="/about/">О проекте</a> · <a href="/contacts/">Контакты</a> · <a href="/rss/">RSS</a></p>
</footer>
</body>
</html>
"""
    path = f"{ROOT}/heldout/yurbridge-statya90-91-2007.html"
    with open(path, "w", encoding="utf-8") as f:
        f.write(page)
    write_expected(
        f"{ROOT}/heldout/yurbridge-statya90-91-2007.expected.yaml",
        """Shape 25: a Russian legal database's web page saved whole (UTF-8): the site's menu, breadcrumbs,
print and save links, «Документ предоставлен …», «Ред. от …», «Дата сохранения», the document's
title and «(утв. решением … )» line, a footer; «Статья 90. …» per law in an h2 (the unit's title
without «Статья 90.»), sections «А. …» / «Б. …» / «В. …», in section Б «1)», «2)», «3)» with «а)»,
«б)» under «3)», an amendment line «(в ред. решения …)» after the last item, subsections «1.» in
law 91; legal references as links; notes «<*>», «<**>» after a line of dashes at the end of law 90,
law 91's header right after them. Written for this set by a helper: every sentence invented.""",
        2007, "ru", HELD, footnotes=2,
        furniture=["ЮрБридж Онлайн", "Документ предоставлен", "Ред. от 17.02.2010",
                   "Дата сохранения", "Правовая база", "Новости спортивного права",
                   "ПРЕЗИДИУМ ЛИГИ СПОРТИВНОГО БРИДЖА", "ПРАВИЛА СПОРТИВНОГО БРИДЖА",
                   "утв. решением Президиума Лиги спортивного бриджа от 15.04.2008 N 6",
                   "Версия для печати", "Следующий фрагмент", "Все права защищены",
                   "Перечень нарушений процедуры", "записывается в победных очках"])
    return path


FILES = {"sportkodeks-statya74-75-2017": DEV, "yurbridge-statya90-91-2007": HELD}

if __name__ == "__main__":
    for make in (dev, held):
        p = make()
        print("wrote", os.path.relpath(p, ROOT))
