#!/usr/bin/env python3
"""Safari .webarchive: a binary property list (bplist00) whose
WebMainResource holds the page as raw bytes in windows-1251 - the
charset is named only by the plist's WebResourceTextEncodingName, the
HTML itself has no <meta charset>.  Subresources (CSS, logo) and a
WebSubframeArchives entry (the VK comments iframe, UTF-8) ride along.
Subsection numbers are drawn by <ol>; a promo block interrupts the list,
which resumes with <ol start="2">; items а) б) are typed inside one <li>
and separated by <br>."""
import os
import plistlib
import struct
import zlib
from html import escape

from _common import HERE, U, write_expected

NAME = "pravilo20"

LAW = [
    U("20", "Правило 20.", "Просмотр и разъяснение заявок", None),
    U("20A", "А.", "Уточнение заявки",
      "Игрок, не уверенный в том, какая заявка была сделана, может "
      "попросить её повторить, пока сам не сделал следующей заявки."),
    U("20B", "Б.", "Просмотр торговли", None),
    U("20B1", "1.", None,
      "Когда наступает его очередь заявлять, игрок вправе попросить "
      "перечислить все предшествующие заявки в том порядке, в котором они "
      "были сделаны."),
    U("20B2", "2.", None,
      "После окончания торговли такой просмотр допускается:"),
    U("20B2(A)", "а)", None,
      "для разыгрывающего — до того, как он сыграет первую карту с "
      "болвана;"),
    U("20B2(B)", "б)", None,
      "для каждого из защитников — до тех пор, пока его партнёр не "
      "сделал первого хода."),
    U("20C", "В.", "Разъяснение значения", None),
    U("20C1", "1.", None,
      "Противник вправе узнать смысл заявки у партнёра сделавшего её "
      "игрока, но не у самого этого игрока."),
    U("20C2", "2.", None,
      "Ответ должен описывать договорённость пары, а не содержание руки "
      "отвечающего или его догадки."),
    U("20D", "Г.", "Исправление ошибочного разъяснения",
      "Игрок, обнаруживший, что партнёр дал неверное разъяснение, обязан "
      "сообщить об этом в момент, установленный настоящими Правилами."),
]

URL = "http://bridge-sevruka.example.ru/pravila/2017/pravilo20.html"


def e(s):
    return escape(s, quote=False)


def main_html():
    L = {u["ref"]: u for u in LAW}
    h = lambda u: "<h3>%s %s</h3>" % (e(u["label"]), e(u["title"]))
    body = (
        '<div id="cookie">Мы используем cookie, чтобы сайт работал лучше. '
        '<a href="#" onclick="hideCookie()">Понятно</a></div>\n'
        '<div id="head"><img src="/img/logo.png" alt="Северная рука"> '
        '<span class="slogan">Бридж-клуб «Северная рука» — с 1994 года'
        '</span></div>\n'
        '<div id="menu"><a href="/">Главная</a> | <a href="/turniry/">'
        'Турниры</a> | <a href="/rating/">Рейтинг</a> | '
        '<a href="/pravila/">Правила</a> | <a href="/kontakty/">Контакты</a>'
        '</div>\n'
        '<div class="crumbs"><a href="/pravila/">Правила</a> / '
        '<a href="/pravila/2017/">Международные правила (редакция 2017)</a>'
        ' / Правило 20</div>\n'
        '<div id="content" class="law">\n'
        '<h2>%s&nbsp;%s</h2>\n' % (e(L["20"]["label"]), e(L["20"]["title"])) +
        h(L["20A"]) + "\n<p>%s</p>\n" % e(L["20A"]["text"]) +
        h(L["20B"]) + "\n<ol>\n<li>%s</li>\n</ol>\n" % e(L["20B1"]["text"]) +
        '<div class="promo"><b>Летний фестиваль в Петрозаводске!</b> '
        'Регистрация пар открыта до 1 июня. <a href="/festival/">'
        'Подробнее…</a></div>\n'
        '<ol start="2">\n<li>%s<br>\n%s %s<br>\n%s %s</li>\n</ol>\n'
        % (e(L["20B2"]["text"]), e(L["20B2(A)"]["label"]),
           e(L["20B2(A)"]["text"]), e(L["20B2(B)"]["label"]),
           e(L["20B2(B)"]["text"])) +
        h(L["20C"]) + "\n<ol>\n<li>%s</li>\n<li>%s</li>\n</ol>\n"
        % (e(L["20C1"]["text"]), e(L["20C2"]["text"])) +
        h(L["20D"]) + "\n<p>%s</p>\n" % e(L["20D"]["text"]) +
        '<p class="src"><i>Перевод: судейская коллегия клуба. При '
        'расхождении с английским текстом применяется английский текст.'
        '</i></p>\n</div>\n'
        '<iframe src="https://vk.com/widget_comments.php?app=5123456&amp;'
        'page=pravilo20" width="600" height="300" frameborder="0">'
        '</iframe>\n'
        '<div id="footer">© 2018 Бридж-клуб «Северная рука». '
        'Перепечатка материалов — с разрешения правления.</div>\n')
    html = ('<!DOCTYPE HTML PUBLIC "-//W3C//DTD HTML 4.01 Transitional//EN">'
            '\n<html><head>\n<title>Правило 20 :: Бридж-клуб «Северная рука»'
            '</title>\n<link rel="stylesheet" type="text/css" '
            'href="/css/style.css">\n<script src="/js/site.js"></script>\n'
            '</head>\n<body>\n' + body + '</body></html>\n')
    return html.encode("windows-1251")


def comments_html():
    return ('<!DOCTYPE html><html><head><meta charset="utf-8">'
            '<title>Комментарии</title></head><body>'
            '<div class="wcomments_count">2 комментария</div>'
            '<div class="reply"><a class="author">Игорь Лаптев</a>'
            '<div class="reply_text">А в прошлой редакции пункт Б был '
            'устроен иначе, насколько я помню. Кто-нибудь сверял?</div>'
            '<div class="reply_date">14 мар 2018 в 21:07</div></div>'
            '<div class="reply"><a class="author">Марина Ветрова</a>'
            '<div class="reply_text">Спасибо за перевод, распечатала для '
            'нашего клуба.</div><div class="reply_date">15 мар 2018 в 9:40'
            '</div></div></body></html>').encode("utf-8")


def png():
    raw = b"\x00\x10\x20\x30"

    def chunk(t, d):
        return (struct.pack(">I", len(d)) + t + d +
                struct.pack(">I", zlib.crc32(t + d) & 0xffffffff))
    return (b"\x89PNG\r\n\x1a\n" +
            chunk(b"IHDR", struct.pack(">IIBBBBB", 1, 1, 8, 2, 0, 0, 0)) +
            chunk(b"IDAT", zlib.compress(raw)) + chunk(b"IEND", b""))


def main():
    css = ("body{font:14px Verdana,sans-serif;background:#f4f1e8}\n"
           "#cookie{position:fixed;bottom:0;background:#333;color:#fff}\n"
           ".law h2{font-size:20px}.law h3{margin:14px 0 4px}\n"
           ".law ol{list-style:decimal;margin-left:24px}\n"
           ".promo{border:1px dashed #c00;padding:6px;margin:8px 0}\n")
    arch = {
        "WebMainResource": {
            "WebResourceData": main_html(),
            "WebResourceFrameName": "",
            "WebResourceMIMEType": "text/html",
            "WebResourceTextEncodingName": "windows-1251",
            "WebResourceURL": URL,
        },
        "WebSubresources": [
            {"WebResourceData": css.encode("ascii"),
             "WebResourceMIMEType": "text/css",
             "WebResourceURL": "http://bridge-sevruka.example.ru/css/style.css"},
            {"WebResourceData": png(),
             "WebResourceMIMEType": "image/png",
             "WebResourceURL": "http://bridge-sevruka.example.ru/img/logo.png"},
            {"WebResourceData": b"function hideCookie(){document.getElementById"
                                b"('cookie').style.display='none';}\n",
             "WebResourceMIMEType": "application/x-javascript",
             "WebResourceTextEncodingName": "windows-1251",
             "WebResourceURL": "http://bridge-sevruka.example.ru/js/site.js"},
        ],
        "WebSubframeArchives": [
            {"WebMainResource": {
                "WebResourceData": comments_html(),
                "WebResourceFrameName": "<!--framePath //<!--frame0-->-->",
                "WebResourceMIMEType": "text/html",
                "WebResourceTextEncodingName": "UTF-8",
                "WebResourceURL": "https://vk.com/widget_comments.php?"
                                  "app=5123456&page=pravilo20"}},
        ],
    }
    with open(os.path.join(HERE, NAME + ".webarchive"), "wb") as f:
        plistlib.dump(arch, f, fmt=plistlib.FMT_BINARY, sort_keys=True)
    write_expected(NAME, 2017, "ru", LAW, furniture=[
        "Мы используем cookie, чтобы сайт работал лучше.",
        "Летний фестиваль в Петрозаводске!",
        "Международные правила (редакция 2017)",
        "© 2018 Бридж-клуб «Северная рука».",
        "А в прошлой редакции пункт Б был устроен иначе",
    ])


if __name__ == "__main__":
    main()
