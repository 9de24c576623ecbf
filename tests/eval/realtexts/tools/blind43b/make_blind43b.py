#!/usr/bin/env python3
"""Write the six files of the blind set 43b into the directory above this one.
Stdlib only. Run: python3 tools/make_blind43b.py"""
import email.charset
import email.header
import hashlib
import io
import os
import zipfile

from common import (png, b64_lines, qp, esc, strip_fn, FN_RE, write_expected, crlf)
import laws as L

OUT = os.path.dirname(os.path.dirname(os.path.abspath(__file__)))


def put(name, data):
    path = os.path.join(OUT, name)
    with open(path, "wb") as fh:
        fh.write(data)
    return path


# ---------------------------------------------------------------- 1. FB2, Russian, CP1251
def fb2_ru():
    name = "fb2-kniga-pravilo21-2007"
    notes = L.RU21_NOTES

    def body_text(t):
        return FN_RE.sub(lambda m: f'<a l:href="#n{m.group(1)}" type="note">[{m.group(1)}]</a>', esc(t))

    law = L.RU21
    p = []
    p.append('<?xml version="1.0" encoding="windows-1251"?>')
    p.append('<FictionBook xmlns="http://www.gribuser.ru/xml/fictionbook/2.0" '
             'xmlns:l="http://www.w3.org/1999/xlink">')
    p.append('<description>')
    p.append(' <title-info>')
    p.append('  <genre>ref_guide</genre>')
    p.append('  <genre>home_sport</genre>')
    p.append('  <author>')
    p.append('   <first-name>Всемирная</first-name>')
    p.append('   <last-name>федерация бриджа</last-name>')
    p.append('  </author>')
    p.append('  <book-title>Законы спортивного бриджа. Редакция 2007 года</book-title>')
    p.append('  <annotation>')
    p.append('   <p>Полный русский перевод законов спортивного бриджа в редакции 2007 года, '
             'с примечаниями переводчика.</p>')
    p.append('   <p>Книга адресована судьям, капитанам команд и организаторам турниров. '
             'Правила 1–93 даны в порядке оригинала; в конце каждой главы — примечания.</p>')
    p.append('  </annotation>')
    p.append('  <keywords>бридж, законы, судейство, правила игры</keywords>')
    p.append('  <date value="2008-01-01">2008</date>')
    p.append('  <coverpage><image l:href="#cover.png"/></coverpage>')
    p.append('  <lang>ru</lang>')
    p.append('  <src-lang>en</src-lang>')
    p.append('  <translator>')
    p.append('   <first-name>Глеб</first-name>')
    p.append('   <last-name>Шершнёв</last-name>')
    p.append('  </translator>')
    p.append('  <sequence name="Библиотека судьи" number="2"/>')
    p.append(' </title-info>')
    p.append(' <document-info>')
    p.append('  <author><nickname>bridge_reader</nickname></author>')
    p.append('  <program-used>FictionBook Editor Release 2.6.7</program-used>')
    p.append('  <date value="2015-03-11">11 марта 2015</date>')
    p.append('  <src-ocr>Скан и распознавание — участники клуба</src-ocr>')
    p.append('  <id>6A0E3B1C-58D4-4C2F-9F1B-2E7D4A90C513</id>')
    p.append('  <version>1.1</version>')
    p.append('  <history>')
    p.append('   <p>1.0 — создание fb2</p>')
    p.append('   <p>1.1 — добавлены примечания, исправлены опечатки в главе V</p>')
    p.append('  </history>')
    p.append(' </document-info>')
    p.append(' <publish-info>')
    p.append('  <book-name>Законы спортивного бриджа</book-name>')
    p.append('  <publisher>Издательство «Четыре масти»</publisher>')
    p.append('  <city>Москва</city>')
    p.append('  <year>2008</year>')
    p.append(' </publish-info>')
    p.append('</description>')
    p.append('<body>')
    p.append(' <image l:href="#cover.png"/>')
    p.append(' <title>')
    p.append('  <p>Законы спортивного бриджа</p>')
    p.append('  <p>Редакция 2007 года</p>')
    p.append(' </title>')
    p.append(' <epigraph>')
    p.append('  <p>Хороший судья подходит к столу раньше, чем игроки успевают поспорить.</p>')
    p.append('  <text-author>Судейская присказка</text-author>')
    p.append(' </epigraph>')
    p.append(' <section>')
    p.append('  <title>')
    p.append('   <p>Глава V</p>')
    p.append('   <p>Торговля: исправление ошибок</p>')
    p.append('  </title>')
    p.append('  <annotation>')
    p.append('   <p>В этой главе собраны правила о том, как исправляются ошибки, '
             'допущенные в торговле. В ознакомительной версии — только Правило 21.</p>')
    p.append('  </annotation>')
    p.append('  <section id="pravilo21">')
    p.append('   <title>')
    p.append(f'    <p>{law[0][2]}</p>')
    p.append(f'    <p>{law[0][3]}</p>')
    p.append('   </title>')
    sec_style = {"21A": "subtitle", "21B": "strong", "21C": "subtitle"}
    for ref, lvl, marker, title, text in law[1:]:
        if lvl == "sec":
            head = f"{marker} {esc(title)}"
            if sec_style[ref] == "subtitle":
                p.append(f'   <subtitle>{head}</subtitle>')
            else:
                p.append('   <empty-line/>')
                p.append(f'   <p><strong>{head}</strong></p>')
            if text:
                p.append(f'   <p>{body_text(text)}</p>')
        elif lvl == "sub":
            p.append(f'   <p>{marker} {body_text(text)}</p>')
        else:
            p.append(f'   <p><emphasis>{marker}</emphasis> {body_text(text)}</p>')
    p.append('  </section>')
    p.append(' </section>')
    p.append('</body>')
    p.append('<body name="notes">')
    p.append(' <title><p>Примечания</p></title>')
    for n, t in sorted(notes.items()):
        p.append(f' <section id="n{n}">')
        p.append(f'  <title><p>{n}</p></title>')
        p.append(f'  <p>{esc(t)}</p>')
        p.append(' </section>')
    p.append('</body>')
    p.append('<binary id="cover.png" content-type="image/png">'
             + b64_lines(png(12, 16, (120, 20, 30))).replace("\n", "") + '</binary>')
    p.append('</FictionBook>')
    data = crlf("\n".join(p) + "\n").encode("cp1251")
    put(name + ".fb2", data)
    write_expected(
        os.path.join(OUT, name + ".expected.yaml"),
        """Blind set 43b, 1: a Russian e-book in FictionBook 2 (.fb2), windows-1251, CRLF, as an
e-book library keeps it: <description> (author, book-title, an annotation naming «Правила 1–93»,
genre, translator, sequence number 2, document history), a cover <image> and its <binary>, the
body's title in two <p>, an <epigraph>, a chapter <section> titled in two <p> («Глава V» /
«Торговля: …») with its own <annotation>, the law's <section> titled in two <p> («Правило 21» /
«НЕВЕРНАЯ ИНФОРМАЦИЯ»); sections А and В as <subtitle>, Б as <p><strong> after <empty-line/>;
items «а)» in <emphasis>; two note links [1] [2] and <body name="notes"> whose sections are
titled «1», «2» (the second names «Правило 16Г»). Every sentence invented.""",
        2007, "ru", L.expected_units(law), footnotes=2,
        furniture=["Законы спортивного бриджа", "Редакция 2007 года",
                   "Хороший судья подходит к столу", "Судейская присказка", "Глава V",
                   "Торговля: исправление ошибок", "В этой главе собраны правила",
                   "Примечания", "Полный русский перевод законов"])


# ---------------------------------------------------------------- 2. FB2 in a zip, English
def fb2_en_zip():
    name = "fb2-ebook-laws54-55-1997"
    notes = L.EN54_55_NOTES

    def body_text(t):
        return FN_RE.sub(lambda m: f'<a l:href="#fn{m.group(1)}" type="note">{m.group(1)}</a>', esc(t))

    p = []
    p.append('<?xml version="1.0" encoding="UTF-8"?>')
    p.append('<FictionBook xmlns="http://www.gribuser.ru/xml/fictionbook/2.0" '
             'xmlns:l="http://www.w3.org/1999/xlink">')
    p.append('<description><title-info><genre>ref_guide</genre><genre>home_sport</genre>'
             '<author><first-name>Arthur</first-name><middle-name>J.</middle-name>'
             '<last-name>Pellow</last-name></author>'
             '<book-title>The Laws of Duplicate Contract Bridge (1997): Pocket Edition</book-title>'
             '<annotation><p>The 1997 Laws in a small format for the card table, with short '
             'editor’s comments where club directors most often go wrong.</p>'
             '<p>This file holds Part VII only.</p></annotation>'
             '<keywords>bridge, laws, directors</keywords><date>2001</date>'
             '<coverpage><image l:href="#cover.png"/></coverpage><lang>en</lang>'
             '<sequence name="Bridge at the Table" number="7"/></title-info>'
             '<document-info><author><nickname>shelfscan</nickname></author>'
             '<program-used>calibre 5.44.0</program-used><date value="2019-06-02">2019-06-02</date>'
             '<id>calibre:4471</id><version>1.0</version></document-info>'
             '<publish-info><publisher>Northgate Card Books</publisher><city>Leeds</city>'
             '<year>2001</year></publish-info></description>')
    p.append('<body>')
    p.append('<title><p>THE LAWS OF DUPLICATE CONTRACT BRIDGE — 1997</p></title>')
    p.append('<section id="part7">')
    p.append('<title><p>PART VII</p><p>LEADS OUT OF TURN</p></title>')
    p.append('<epigraph><p><emphasis>A lead out of turn is not a crime; it is a choice handed '
             'to the other side.</emphasis></p></epigraph>')

    def law_section(law, sid):
        hdr = law[0]
        p.append(f'<section id="{sid}">')
        p.append(f'<title><p>{hdr[2]} — {esc(hdr[3])}</p></title>')
        if hdr[4]:
            # FB2 allows no text beside nested sections: the law's own sentence goes into an
            # untitled first section, as FictionBook editors make it.
            p.append(f'<section><p>{body_text(hdr[4])}</p></section>')
        open_sec = False
        for ref, lvl, marker, title, text in law[1:]:
            if lvl == "sec":
                if open_sec:
                    p.append('</section>')
                p.append(f'<section id="{sid}-{marker[0].lower()}">')
                p.append(f'<title><p>{marker} {esc(title)}</p></title>')
                open_sec = True
                if text:
                    p.append(f'<p>{body_text(text)}</p>')
            elif lvl == "sub":
                p.append(f'<p>{marker} {body_text(text)}</p>')
            else:
                p.append(f'<p><emphasis>{marker}</emphasis> {body_text(text)}</p>')
        if open_sec:
            p.append('</section>')
        p.append('</section>')

    law_section(L.EN54, "law54")
    p.append('<section>')
    p.append('<empty-line/>')
    p.append('<cite><p><strong>Editor’s comment.</strong> Club players often ask whether the '
             'faced card in Law 54 has been “played”. It has not, until declarer says what he '
             'will do with it.</p><text-author>A. J. P.</text-author></cite>')
    p.append('<subtitle>* * *</subtitle>')
    p.append('</section>')
    law_section(L.EN55, "law55")
    p.append('</section>')
    p.append('</body>')
    p.append('<body name="notes"><title><p>Notes</p></title>')
    for n, t in sorted(notes.items()):
        p.append(f'<section id="fn{n}"><title><p>{n}</p></title><p>{esc(t)}</p></section>')
    p.append('</body>')
    p.append('<binary id="cover.png" content-type="image/png">'
             + b64_lines(png(10, 14, (20, 70, 40))) + '</binary>')
    p.append('</FictionBook>')
    data = ("\n".join(p) + "\n").encode("utf-8")
    buf = io.BytesIO()
    with zipfile.ZipFile(buf, "w", zipfile.ZIP_DEFLATED) as z:
        info = zipfile.ZipInfo("Pellow_Laws_of_Duplicate_Contract_Bridge_1997_Part_VII.fb2",
                               date_time=(2019, 6, 2, 21, 14, 36))
        info.compress_type = zipfile.ZIP_DEFLATED
        z.writestr(info, data)
    put(name + ".fb2.zip", buf.getvalue())
    write_expected(
        os.path.join(OUT, name + ".expected.yaml"),
        """Blind set 43b, 2: an English FictionBook 2 e-book, UTF-8, zipped (NAME.fb2.zip, one member
named after the book, not the laws). The <description> is one long line; the body's title and a
part <section> «PART VII» / «LEADS OUT OF TURN» (two <p>) with an <epigraph>; each law a <section>
titled in ONE <p> («LAW 54 — OPENING LEAD FACED OUT OF TURN»), Law 54 with a sentence of its own
in an untitled first <section> before its sections; sections A., B., … as nested <section>s with their own <title>; subsections
typed «1.», items «(a)» in <emphasis>. Between the laws an untitled <section> holding an
<empty-line/>, an editor's comment in a <cite> (naming «Law 54») with a <text-author>, and a
«* * *» <subtitle>. Two note links (a bare
«1», «2») and <body name="notes">. Every sentence invented.""",
        1997, "en", L.expected_units(L.EN54) + L.expected_units(L.EN55), footnotes=2,
        furniture=["THE LAWS OF DUPLICATE CONTRACT BRIDGE — 1997", "PART VII",
                   "LEADS OUT OF TURN", "A lead out of turn is not a crime",
                   "Editor’s comment", "Club players often ask whether", "A. J. P.",
                   "* * *", "Notes"])


# ---------------------------------------------------------------- 3. Chrome MHTML, Russian
CHROME_CSS = """@charset "utf-8";
body { margin: 0px; font-family: "PT Sans", Arial, sans-serif; color: rgb(34, 34, 34); }
.top-bar { background: rgb(14, 59, 112); color: rgb(255, 255, 255); }
.top-bar nav a { color: rgb(255, 255, 255); margin-right: 18px; text-decoration: none; }
.crumbs { font-size: 13px; color: rgb(119, 119, 119); margin: 12px 0px; }
.law-text h3 { font-size: 18px; margin: 22px 0px 8px; }
.law-text p.item { margin-left: 28px; }
.law-text p.sub-item { margin-left: 56px; }
.side-laws li.current { font-weight: bold; }
.cookie-bar { position: fixed; bottom: 0px; left: 0px; right: 0px; background: rgb(51, 51, 51); color: rgb(238, 238, 238); padding: 10px 16px; }
footer { background: rgb(240, 240, 240); font-size: 13px; padding: 20px; }
"""


def chrome_mhtml():
    name = "chrome-mhtml-pravilo23-2017"
    law = L.RU23
    url = "https://volgabridge.example.ru/sudejstvo/zakony-2017/pravilo-23/"
    css_cid = "cid:css-3f6a2c91-0d7b-4e55-8a1e-5b2f9c0e7d14@mhtml.blink"
    logo_url = "https://volgabridge.example.ru/static/img/logo-fsb.png"
    title = "Правило 23. Сравнимый вызов — Законы 2017 — Федерация бриджа Поволжья"
    h = []
    h.append('<!DOCTYPE html><html lang="ru"><head><meta http-equiv="Content-Type" '
             'content="text/html; charset=UTF-8">'
             f'<link rel="stylesheet" type="text/css" href="{css_cid}" />')
    h.append('<meta name="viewport" content="width=device-width, initial-scale=1">')
    h.append(f'<title>{esc(title)}</title>')
    h.append('<meta name="description" content="Правило 23 законов спортивного бриджа 2017 года: '
             'сравнимый вызов, несравнимый вызов, ущерб.">')
    h.append('</head>')
    h.append('<body class="page-law">')
    h.append('<div class="top-bar"><div class="wrap">')
    h.append(f'<a class="logo" href="https://volgabridge.example.ru/"><img src="{logo_url}" '
             'alt="Федерация бриджа Поволжья" width="16" height="16">'
             '<span>Федерация бриджа Поволжья</span></a>')
    h.append('<nav><a href="https://volgabridge.example.ru/">Главная</a>'
             '<a href="https://volgabridge.example.ru/news/">Новости</a>'
             '<a href="https://volgabridge.example.ru/kalendar/">Календарь</a>'
             '<a href="https://volgabridge.example.ru/rejting/">Рейтинг</a>'
             '<a href="https://volgabridge.example.ru/sudejstvo/">Судейство</a>'
             '<a href="https://volgabridge.example.ru/kontakty/">Контакты</a></nav>')
    h.append('<form class="search"><input type="search" placeholder="Поиск по сайту"></form>')
    h.append('</div></div>')
    h.append('<div class="wrap">')
    h.append('<div class="crumbs"><a href="https://volgabridge.example.ru/">Главная</a> › '
             '<a href="https://volgabridge.example.ru/sudejstvo/">Судейство</a> › '
             '<a href="https://volgabridge.example.ru/sudejstvo/zakony-2017/">Законы 2017</a> › '
             '<span>Правило 23</span></div>')
    h.append('<main><article class="law-text">')
    h.append(f'<h1>{law[0][2]} {law[0][3]}</h1>')
    h.append('<div class="meta">Обновлено: 14.02.2018 · Просмотров: 1204 · '
             '<a href="https://volgabridge.example.ru/sudejstvo/zakony-2017/pravilo-23/print/">'
             'Версия для печати</a></div>')
    for ref, lvl, marker, title_, text in law[1:]:
        if lvl == "sec":
            h.append(f'<h3>{marker} {esc(title_)}</h3>')
            if text:
                h.append(f'<p>{esc(text)}</p>')
        elif lvl == "sub":
            h.append(f'<p class="item">{marker} {esc(text)}</p>')
        else:
            h.append(f'<p class="sub-item">{marker} {esc(text)}</p>')
    h.append('<div class="share">Поделиться: <a href="#">ВКонтакте</a> · <a href="#">Telegram</a> · '
             '<a href="#">Одноклассники</a></div>')
    h.append('<div class="pager"><a href="https://volgabridge.example.ru/sudejstvo/zakony-2017/pravilo-22/">'
             '← Правило 22</a> <a href="https://volgabridge.example.ru/sudejstvo/zakony-2017/pravilo-24/">'
             'Правило 24 →</a></div>')
    h.append('</article></main>')
    h.append('<aside class="side-laws"><h4>Законы 2017</h4><ul>')
    for n in range(19, 28):
        if n == 23:
            h.append(f'<li class="current">Правило {n}</li>')
        else:
            h.append(f'<li><a href="https://volgabridge.example.ru/sudejstvo/zakony-2017/pravilo-{n}/">'
                     f'Правило {n}</a></li>')
    h.append('</ul><p><a href="https://volgabridge.example.ru/files/zakony-2017.pdf">'
             'Скачать все правила (PDF, 1,8 МБ)</a></p></aside>')
    h.append('</div>')
    h.append('<footer><p>© 2012–2024 Региональная общественная организация «Федерация бриджа '
             'Поволжья». Все права защищены.</p><p>Адрес: ул. Набережная, 7, офис 12 · '
             'Телефон: +7 (000) 000-00-00 · <a href="mailto:info@volgabridge.example.ru">'
             'info@volgabridge.example.ru</a></p><p>При перепечатке материалов ссылка на сайт '
             'обязательна.</p></footer>')
    h.append('<div class="cookie-bar">Мы используем файлы cookie, чтобы сайт работал удобнее. '
             'Продолжая пользоваться сайтом, вы соглашаетесь с '
             '<a href="https://volgabridge.example.ru/privacy/">политикой конфиденциальности</a>. '
             '<button type="button">Понятно</button></div>')
    h.append('</body></html>')
    html_text = "\n".join(h) + "\n"

    boundary = "----MultipartBoundary--vQ4kT2mX9bR7cZ1sL8nP3wE6yH0jF5aD----"
    cs = email.charset.Charset("utf-8")
    cs.header_encoding = email.charset.QP
    subj = email.header.Header(title, charset=cs, header_name="Subject").encode(maxlinelen=76).replace("?q?", "?Q?")
    parts = []
    parts.append("From: <Saved by Blink>\n"
                 f"Snapshot-Content-Location: {url}\n"
                 f"Subject: {subj}\n"
                 "Date: Tue, 12 Mar 2024 18:22:05 +0300\n"
                 "MIME-Version: 1.0\n"
                 "Content-Type: multipart/related;\n"
                 "\ttype=\"text/html\";\n"
                 f"\tboundary=\"{boundary}\"\n\n\n")
    parts.append(f"--{boundary}\n"
                 "Content-Type: text/html\n"
                 "Content-ID: <frame-9C1E4B7A2F0D6E83A5B1C4D2E7F09A61@mhtml.blink>\n"
                 "Content-Transfer-Encoding: quoted-printable\n"
                 f"Content-Location: {url}\n\n"
                 + qp(html_text, "utf-8") + "\n")
    parts.append(f"--{boundary}\n"
                 "Content-Type: text/css\n"
                 "Content-Transfer-Encoding: quoted-printable\n"
                 f"Content-Location: {css_cid}\n\n"
                 + qp(CHROME_CSS, "utf-8") + "\n")
    parts.append(f"--{boundary}\n"
                 "Content-Type: image/png\n"
                 "Content-Transfer-Encoding: base64\n"
                 f"Content-Location: {logo_url}\n\n"
                 + b64_lines(png(16, 16, (14, 59, 112))) + "\n\n")
    parts.append(f"--{boundary}--\n")
    put(name + ".mhtml", crlf("".join(parts)).encode("ascii"))
    write_expected(
        os.path.join(OUT, name + ".expected.yaml"),
        """Blind set 43b, 3: a federation's law page saved by Chrome as "Webpage, Single File"
(.mhtml): MIME headers (From: <Saved by Blink>, Snapshot-Content-Location, a Q-encoded UTF-8
Subject naming «Правило 23», Date, multipart/related), the HTML part quoted-printable (soft breaks,
=3D, Cyrillic as =D0=..), then a CSS part and a PNG logo part; CRLF. The page: logo and site menu,
a search box, breadcrumbs ending «Правило 23», the header «Правило 23. СРАВНИМЫЙ ВЫЗОВ» in <h1>,
a meta line (date, views, print link), sections «А. …» in <h3>, subsections «1.» and items «а)»
typed in <p>; after the law share links, a pager «← Правило 22» «Правило 24 →», a side list of
«Правило 19» … «Правило 27», a footer and a cookie bar. Every sentence invented.""",
        2017, "ru", L.expected_units(law),
        furniture=["Федерация бриджа Поволжья", "Главная", "Новости", "Календарь",
                   "Судейство", "Законы 2017", "Обновлено: 14.02.2018",
                   "Версия для печати", "Поделиться", "← Правило 22", "Правило 24 →",
                   "Скачать все правила", "Все права защищены",
                   "Мы используем файлы cookie", "Понятно"])


# ---------------------------------------------------------------- 4. Word .mht, English, cp1252
WORD_STYLE = r"""<style>
<!--
 /* Font Definitions */
 @font-face
	{font-family:"Cambria Math";
	panose-1:2 4 5 3 5 4 6 3 2 4;
	mso-font-charset:0;
	mso-generic-font-family:roman;
	mso-font-pitch:variable;
	mso-font-signature:-536869121 1107305727 33554432 0 415 0;}
@font-face
	{font-family:Calibri;
	panose-1:2 15 5 2 2 2 4 3 2 4;
	mso-font-charset:0;
	mso-generic-font-family:swiss;
	mso-font-pitch:variable;
	mso-font-signature:-469750017 -1040178053 9 0 511 0;}
 /* Style Definitions */
 p.MsoNormal, li.MsoNormal, div.MsoNormal
	{mso-style-unhide:no;
	mso-style-qformat:yes;
	mso-style-parent:"";
	margin-top:0cm;
	margin-right:0cm;
	margin-bottom:8.0pt;
	margin-left:0cm;
	line-height:107%;
	mso-pagination:widow-orphan;
	font-size:11.0pt;
	font-family:"Calibri",sans-serif;
	mso-fareast-language:EN-US;}
h1
	{mso-style-priority:9;
	mso-style-qformat:yes;
	mso-style-link:"Heading 1 Char";
	margin-top:12.0pt;
	margin-right:0cm;
	margin-bottom:0cm;
	margin-left:0cm;
	mso-pagination:widow-orphan lines-together;
	page-break-after:avoid;
	mso-outline-level:1;
	font-size:16.0pt;
	font-family:"Calibri Light",sans-serif;
	color:#2F5496;
	font-weight:normal;}
h2
	{mso-style-priority:9;
	mso-style-qformat:yes;
	margin-top:2.0pt;
	margin-bottom:0cm;
	mso-outline-level:2;
	font-size:13.0pt;
	font-family:"Calibri Light",sans-serif;
	color:#2F5496;
	font-weight:normal;}
p.MsoFootnoteText, li.MsoFootnoteText, div.MsoFootnoteText
	{mso-style-priority:99;
	mso-style-link:"Footnote Text Char";
	margin:0cm;
	font-size:10.0pt;
	font-family:"Calibri",sans-serif;}
p.MsoHeader, li.MsoHeader, div.MsoHeader
	{mso-style-priority:99;
	margin:0cm;
	tab-stops:center 225.65pt right 451.3pt;
	font-size:11.0pt;
	font-family:"Calibri",sans-serif;}
span.MsoFootnoteReference
	{mso-style-priority:99;
	vertical-align:super;}
p.MsoListParagraph, li.MsoListParagraph, div.MsoListParagraph
	{mso-style-priority:34;
	mso-style-qformat:yes;
	margin-top:0cm;
	margin-right:0cm;
	margin-bottom:8.0pt;
	margin-left:36.0pt;
	mso-add-space:auto;
	line-height:107%;
	font-size:11.0pt;
	font-family:"Calibri",sans-serif;}
p.MsoListParagraphCxSpFirst, p.MsoListParagraphCxSpMiddle, p.MsoListParagraphCxSpLast
	{mso-style-priority:34;
	mso-style-qformat:yes;
	mso-style-type:export-only;
	margin-left:36.0pt;
	mso-add-space:auto;
	font-size:11.0pt;
	font-family:"Calibri",sans-serif;}
 /* Page Definitions */
 @page
	{mso-footnote-separator:url("Law53_files/header.htm") fs;
	mso-footnote-continuation-separator:url("Law53_files/header.htm") fcs;}
@page WordSection1
	{size:595.3pt 841.9pt;
	margin:72.0pt 72.0pt 72.0pt 72.0pt;
	mso-header-margin:35.4pt;
	mso-footer-margin:35.4pt;
	mso-header:url("Law53_files/header.htm") h1;
	mso-footer:url("Law53_files/header.htm") f1;
	mso-paper-source:0;}
div.WordSection1
	{page:WordSection1;}
 /* List Definitions */
 @list l0
	{mso-list-id:1183783123;
	mso-list-type:hybrid;
	mso-list-template-ids:-1432112826 134807567 134807577 134807579 134807567 134807577 134807579 134807567 134807577 134807579;}
@list l0:level1
	{mso-level-tab-stop:none;
	mso-level-number-position:left;
	text-indent:-18.0pt;}
@list l0:level2
	{mso-level-number-format:alpha-lower;
	mso-level-text:"\(%2\)";
	mso-level-tab-stop:none;
	mso-level-number-position:left;
	text-indent:-18.0pt;}
@list l1
	{mso-list-id:402531777;
	mso-list-type:hybrid;
	mso-list-template-ids:1822155304 134807567 134807577 134807579 134807567 134807577 134807579 134807567 134807577 134807579;}
@list l1:level1
	{mso-level-tab-stop:none;
	mso-level-number-position:left;
	text-indent:-18.0pt;}
ol
	{margin-bottom:0cm;}
ul
	{margin-bottom:0cm;}
-->
</style>"""


def word_list_p(cls, level, lfo, number, text, lst="l0"):
    indent = "36.0pt" if level == 1 else "72.0pt"
    return (f"<p class={cls} style='margin-left:{indent};mso-add-space:auto;\n"
            f"text-indent:-18.0pt;mso-list:{lst} level{level} lfo{lfo}'><![if !supportLists]><span\n"
            "style='mso-bidi-font-family:Calibri;mso-bidi-theme-font:minor-latin'><span\n"
            f"style='mso-list:Ignore'>{number}<span style='font:7.0pt \"Times New Roman\"'>&nbsp;&nbsp;&nbsp;&nbsp;&nbsp;&nbsp;\n"
            f"</span></span></span><![endif]>{text}<o:p></o:p></p>\n")


def word_fnref(n):
    return (f"<a style='mso-footnote-id:ftn{n}' href=\"#_ftn{n}\" name=\"_ftnref{n}\"\n"
            "title=\"\"><span class=MsoFootnoteReference><span style='mso-special-character:footnote'><![if !supportFootnotes]><span\n"
            "class=MsoFootnoteReference><span style='font-size:11.0pt;line-height:107%;\n"
            f"font-family:\"Calibri\",sans-serif'>[{n}]</span></span><![endif]></span></span></a>")


def word_wrap(s, width=72):
    """Word breaks the HTML source near 76 columns at spaces."""
    out, line = [], ""
    for w in s.split(" "):
        if line and len(line) + 1 + len(w) > width:
            out.append(line)
            line = w
        else:
            line = f"{line} {w}" if line else w
    out.append(line)
    return "\n".join(out)


def word_mht():
    name = "word-mht-law53-2007"
    law = L.EN53
    base = "file:///C:/7E2A91C4/Law53"
    boundary = "----=_NextPart_01DA74C2.5E1B9F40"

    def body_text(t):
        return FN_RE.sub(lambda m: word_fnref(m.group(1)), word_wrap(esc(t)))

    h = []
    h.append('<html xmlns:v="urn:schemas-microsoft-com:vml"\n'
             'xmlns:o="urn:schemas-microsoft-com:office:office"\n'
             'xmlns:w="urn:schemas-microsoft-com:office:word"\n'
             'xmlns:m="http://schemas.microsoft.com/office/2004/12/omml"\n'
             'xmlns="http://www.w3.org/TR/REC-html40">\n\n<head>\n'
             '<meta http-equiv=Content-Type content="text/html; charset=windows-1252">\n'
             '<meta name=ProgId content=Word.Document>\n'
             '<meta name=Generator content="Microsoft Word 15">\n'
             '<meta name=Originator content="Microsoft Word 15">\n'
             '<link rel=File-List href="Law53_files/filelist.xml">\n'
             '<title>Directors’ evening – Law 53</title>\n'
             '<!--[if gte mso 9]><xml>\n <o:DocumentProperties>\n'
             '  <o:Author>Peter Hallam</o:Author>\n  <o:LastAuthor>Peter Hallam</o:LastAuthor>\n'
             '  <o:Revision>4</o:Revision>\n  <o:TotalTime>38</o:TotalTime>\n'
             '  <o:Created>2024-03-10T18:02:00Z</o:Created>\n'
             '  <o:LastSaved>2024-03-12T20:41:00Z</o:LastSaved>\n  <o:Pages>1</o:Pages>\n'
             '  <o:Words>402</o:Words>\n  <o:Characters>2294</o:Characters>\n'
             '  <o:Company>Harbour Lane Bridge Club</o:Company>\n  <o:Lines>19</o:Lines>\n'
             '  <o:Paragraphs>5</o:Paragraphs>\n  <o:CharactersWithSpaces>2691</o:CharactersWithSpaces>\n'
             '  <o:Version>16.00</o:Version>\n </o:DocumentProperties>\n</xml><![endif]-->\n'
             '<link rel=themeData href="Law53_files/themedata.thmx">\n'
             '<link rel=colorSchemeMapping href="Law53_files/colorschememapping.xml">\n'
             '<!--[if gte mso 9]><xml>\n <w:WordDocument>\n  <w:SpellingState>Clean</w:SpellingState>\n'
             '  <w:GrammarState>Clean</w:GrammarState>\n  <w:TrackMoves>false</w:TrackMoves>\n'
             '  <w:TrackFormatting/>\n  <w:PunctuationKerning/>\n  <w:ValidateAgainstSchemas/>\n'
             '  <w:DoNotPromoteQF/>\n  <w:LidThemeOther>EN-GB</w:LidThemeOther>\n'
             '  <w:Compatibility>\n   <w:BreakWrappedTables/>\n   <w:SnapToGridInCell/>\n'
             '   <w:WrapTextWithPunct/>\n   <w:UseAsianBreakRules/>\n  </w:Compatibility>\n'
             ' </w:WordDocument>\n</xml><![endif]-->\n')
    h.append(WORD_STYLE + "\n")
    h.append('<!--[if gte mso 9]><xml>\n <o:shapedefaults v:ext="edit" spidmax="1026"/>\n'
             '</xml><![endif]-->\n</head>\n\n')
    h.append("<body lang=EN-GB style='tab-interval:36.0pt;word-wrap:break-word'>\n\n"
             "<div class=WordSection1>\n\n")
    h.append("<p class=MsoNormal><i>" + word_wrap(
        "Harbour Lane BC – notes for the directors’ evening on Thursday 14 March. "
        "Please read the Law below before we go through the hands from last week.")
        + "<o:p></o:p></i></p>\n\n")
    h.append("<p class=MsoNormal><o:p>&nbsp;</o:p></p>\n\n")
    h.append(f"<h1>{law[0][2]} – {law[0][3]}<o:p></o:p></h1>\n\n")
    lfo = 0
    prev = None
    subs = [u for u in law if u[1] in ("sub", "item")]
    for i, (ref, lvl, marker, title, text) in enumerate(law[1:]):
        if lvl == "sec":
            h.append(f"<h2>{marker} {esc(title)}<o:p></o:p></h2>\n\n")
            if text:
                h.append(f"<p class=MsoNormal>{body_text(text)}<o:p></o:p></p>\n\n")
            lfo += 1
        else:
            level = 1 if lvl == "sub" else 2
            nxt = law[i + 2] if i + 2 < len(law) else None
            first = prev is None or prev[1] == "sec"
            last = nxt is None or nxt[1] == "sec"
            cls = ("MsoListParagraphCxSpFirst" if first else
                   "MsoListParagraphCxSpLast" if last else "MsoListParagraphCxSpMiddle")
            h.append(word_list_p(cls, level, lfo, marker, body_text(text)))
            h.append("\n")
        prev = (ref, lvl)
    h.append("<p class=MsoNormal><o:p>&nbsp;</o:p></p>\n\n")
    h.append("<p class=MsoNormal><b>Questions for the evening<o:p></o:p></b></p>\n\n")
    h.append(word_list_p("MsoListParagraphCxSpFirst", 1, 9, "1.",
                         word_wrap("Who may accept a lead out of turn, and how does he do it?"), "l1"))
    h.append(word_list_p("MsoListParagraphCxSpLast", 1, 9, "2.",
                         word_wrap("Board 11 last week: was C1 or C2 the right part to read out?"), "l1"))
    h.append("\n<p class=MsoNormal>Peter<o:p></o:p></p>\n\n</div>\n\n")
    h.append("<div style='mso-element:footnote-list'><![if !supportFootnotes]><br clear=all>\n\n"
             "<hr align=left size=1 width=\"33%\">\n\n<![endif]>\n\n")
    for n, t in sorted(L.EN53_NOTES.items()):
        h.append(f"<div style='mso-element:footnote' id=ftn{n}>\n\n"
                 f"<p class=MsoFootnoteText><a style='mso-footnote-id:ftn{n}' href=\"#_ftnref{n}\"\n"
                 f"name=\"_ftn{n}\" title=\"\"><span class=MsoFootnoteReference><span\n"
                 "style='mso-special-character:footnote'><![if !supportFootnotes]><span\n"
                 "class=MsoFootnoteReference><span style='font-size:10.0pt;font-family:\"Calibri\",sans-serif'>"
                 f"[{n}]</span></span><![endif]></span></span></a>\n{word_wrap(esc(t))}<o:p></o:p></p>\n\n</div>\n\n")
    h.append("</div>\n\n</body>\n\n</html>\n")
    main_html = "".join(h)

    header_html = (
        '<html xmlns:v="urn:schemas-microsoft-com:vml"\nxmlns:o="urn:schemas-microsoft-com:office:office"\n'
        'xmlns:w="urn:schemas-microsoft-com:office:word"\nxmlns="http://www.w3.org/TR/REC-html40">\n\n'
        '<head>\n<meta http-equiv=Content-Type content="text/html; charset=windows-1252">\n'
        '<meta name=ProgId content=Word.Document>\n<meta name=Generator content="Microsoft Word 15">\n'
        '<meta name=Originator content="Microsoft Word 15">\n'
        '<link id=Main-File rel=Main-File href="../Law53.htm">\n'
        '<![if IE]>\n<base href="file:///C:/7E2A91C4/Law53_files/header.htm"\n'
        'id="webarch_temp_base_tag">\n<![endif]>\n</head>\n\n<body lang=EN-GB>\n\n'
        "<div style='mso-element:footnote-separator' id=fs>\n\n"
        "<p class=MsoNormal style='margin-bottom:0cm;line-height:normal'><span\n"
        "style='mso-special-character:footnote-separator'><![if !supportFootnotes]>\n\n"
        "<hr align=left size=1 width=\"33%\">\n\n<![endif]></span></p>\n\n</div>\n\n"
        "<div style='mso-element:header' id=h1>\n\n"
        "<p class=MsoHeader>Harbour Lane Bridge Club<span style='mso-tab-count:1'>       </span>"
        "Directors’ Notes<span style='mso-tab-count:1'>       </span>March 2024<o:p></o:p></p>\n\n</div>\n\n"
        "<div style='mso-element:footer' id=f1>\n\n"
        "<p class=MsoFooter>Page <!--[if supportFields]><span style='mso-element:field-begin'></span>"
        " PAGE <span style='mso-element:field-separator'></span><![endif]-->1<!--[if supportFields]>"
        "<span style='mso-element:field-end'></span><![endif]--> of 1<o:p></o:p></p>\n\n</div>\n\n"
        "</body>\n\n</html>\n")

    thmx = io.BytesIO()
    with zipfile.ZipFile(thmx, "w", zipfile.ZIP_DEFLATED) as z:
        z.writestr("[Content_Types].xml", '<?xml version="1.0" encoding="UTF-8" standalone="yes"?>\n'
                   '<Types xmlns="http://schemas.openxmlformats.org/package/2006/content-types">'
                   '<Default Extension="xml" ContentType="application/xml"/></Types>')
        z.writestr("theme/theme/theme1.xml", '<?xml version="1.0" encoding="UTF-8" standalone="yes"?>\n'
                   '<a:theme xmlns:a="http://schemas.openxmlformats.org/drawingml/2006/main" '
                   'name="Office Theme"><a:themeElements/></a:theme>')
    colormap = ('<?xml version="1.0" encoding="UTF-8" standalone="yes"?>\n'
                '<a:clrMap xmlns:a="http://schemas.openxmlformats.org/drawingml/2006/main" '
                'bg1="lt1" tx1="dk1" bg2="lt2" tx2="dk2" accent1="accent1" accent2="accent2" '
                'accent3="accent3" accent4="accent4" accent5="accent5" accent6="accent6" '
                'hlink="hlink" folHlink="folHlink"/>')
    filelist = ('<xml xmlns:o="urn:schemas-microsoft-com:office:office">\n'
                ' <o:MainFile HRef="../Law53.htm"/>\n <o:File HRef="header.htm"/>\n'
                ' <o:File HRef="themedata.thmx"/>\n <o:File HRef="colorschememapping.xml"/>\n'
                ' <o:File HRef="filelist.xml"/>\n</xml>')

    m = []
    m.append("MIME-Version: 1.0\n"
             f"Content-Type: multipart/related; boundary=\"{boundary}\"\n\n"
             "This document is a Single File Web Page, also known as a Web Archive file.  If you "
             "are seeing this message, your browser or editor doesn't support Web Archive files.  "
             "Please download a browser that supports Web Archive.\n\n")
    m.append(f"--{boundary}\nContent-Location: {base}.htm\nContent-Transfer-Encoding: quoted-printable\n"
             "Content-Type: text/html; charset=\"windows-1252\"\n\n" + qp(main_html, "cp1252") + "\n\n")
    m.append(f"--{boundary}\nContent-Location: {base}_files/header.htm\n"
             "Content-Transfer-Encoding: quoted-printable\n"
             "Content-Type: text/html; charset=\"windows-1252\"\n\n" + qp(header_html, "cp1252") + "\n\n")
    m.append(f"--{boundary}\nContent-Location: {base}_files/themedata.thmx\n"
             "Content-Transfer-Encoding: base64\nContent-Type: application/vnd.ms-officetheme\n\n"
             + b64_lines(thmx.getvalue()) + "\n\n")
    m.append(f"--{boundary}\nContent-Location: {base}_files/colorschememapping.xml\n"
             "Content-Transfer-Encoding: quoted-printable\nContent-Type: text/xml\n\n"
             + qp(colormap, "utf-8") + "\n\n")
    m.append(f"--{boundary}\nContent-Location: {base}_files/filelist.xml\n"
             "Content-Transfer-Encoding: quoted-printable\n"
             "Content-Type: text/xml; charset=\"utf-8\"\n\n" + qp(filelist, "utf-8") + "\n\n")
    m.append(f"--{boundary}--\n")
    put(name + ".mht", crlf("".join(m)).encode("ascii"))
    write_expected(
        os.path.join(OUT, name + ".expected.yaml"),
        """Blind set 43b, 4: a club's Word document saved by Word as "Single File Web Page" (.mht):
a MIME preamble («This document is a Single File Web Page …»), the HTML part quoted-printable in
windows-1252 (’ – as =92 =96), CRLF; Word's HTML with <o:DocumentProperties> and <w:WordDocument>
in conditional comments, a <title> naming «Law 53», a long mso- style sheet with @list l0/l1;
an italic note before the law, «LAW 53 – LEAD OUT OF TURN ACCEPTED» in <h1>, sections in <h2>,
subsections «1.» and items «(a)» as Word list paragraphs whose numbers are only inside
<![if !supportLists]>…<![endif]>; a footnote [1] (_ftnref1 ↔ _ftn1) listed at the end; after
the law «Questions for the evening» with a Word-numbered list (1. 2., the second naming «C1 or
C2»), a signature «Peter»; the page header and footer in the header.htm part; theme, colour map
and file list parts. Every sentence invented.""",
        2007, "en", L.expected_units(law), footnotes=1,
        furniture=["Harbour Lane BC – notes for the directors’ evening",
                   "Questions for the evening", "Who may accept a lead out of turn",
                   "Board 11 last week", "Peter", "Harbour Lane Bridge Club",
                   "Directors’ Notes", "Page 1 of 1",
                   "This document is a Single File Web Page"])


# ---------------------------------------------------------------- 5. Evernote .enex, Russian
def evernote():
    name = "evernote-zakon10-2017"
    law = L.RU10
    img = png(16, 12, (200, 190, 160))
    img_hash = hashlib.md5(img).hexdigest()

    todo = [
        '<?xml version="1.0" encoding="UTF-8" standalone="no"?>',
        '<!DOCTYPE en-note SYSTEM "http://xml.evernote.com/pub/enml2.dtd">',
        '<en-note><div><b>Парный турнир 16.03 — что сделать</b></div>',
        '<div><br/></div>',
        '<div><en-todo checked="true"/>Распечатать Закон 10 и Закон 12 на каждый стол</div>',
        '<div><en-todo checked="false"/>Закон 16Б — найти сдачу с долгой паузой для разбора</div>',
        '<div><en-todo checked="false"/>Спросить у главного судьи: по Закону 10В3 может ли '
        'нарушитель выбирать после перерыва?</div>',
        '<div><en-todo checked="false"/>Купить бланки апелляций (5 шт.) и батарейки для часов</div>',
        '<div><en-todo checked="true"/>Разослать стартовый протокол капитанам</div>',
        '<div><br/></div>',
        '<div>Столов ждём 14, начало в 11:00.</div>',
        '</en-note>',
    ]
    c = [
        '<?xml version="1.0" encoding="UTF-8" standalone="no"?>',
        '<!DOCTYPE en-note SYSTEM "http://xml.evernote.com/pub/enml2.dtd">',
        '<en-note><div><i>Скопировал с сайта федерации 10.03 — сверить с книгой!</i></div>',
        '<div><br/></div>',
        f'<div><b>{law[0][2]} {law[0][3]}</b></div>',
        '<div><br/></div>',
    ]
    in_ol = False
    for ref, lvl, marker, title, text in law[1:]:
        if lvl == "sec":
            if in_ol:
                c.append('</li></ol>')
                in_ol = False
            c.append(f'<div><b>{marker} {esc(title)}</b></div>')
            if text:
                c.append(f'<div>{esc(text)}</div>')
        elif lvl == "sub":
            if in_ol:
                c.append('</li>')
            else:
                c.append('<ol>')
                in_ol = True
            c.append(f'<li><div>{esc(text)}</div>')
        else:
            c.append(f'<div>{marker} {esc(text)}</div>')
    if in_ol:
        c.append('</li></ol>')
    c += [
        '<div><br/></div>',
        '<div>-----</div>',
        '<div>Фото страницы из книги (для сверки):</div>',
        f'<div><en-media hash="{img_hash}" type="image/png"/></div>',
        '<div>На турнире 02.03 пункт В2 применили неверно — разобрать на семинаре.</div>',
        '</en-note>',
    ]

    def note(title, created, updated, tags, attrs, enml, resource=""):
        t = "".join(f"<tag>{x}</tag>" for x in tags)
        return (f"  <note>\n    <title>{esc(title)}</title>\n    <created>{created}</created>\n"
                f"    <updated>{updated}</updated>\n    {t}\n"
                f"    <note-attributes>{attrs}</note-attributes>\n"
                f"    <content>\n      <![CDATA[{enml[0]}\n{enml[1]}\n{''.join(enml[2:])}]]>\n    </content>\n"
                f"{resource}  </note>\n")

    resource = (f"    <resource>\n      <data encoding=\"base64\">\n{b64_lines(img)}\n      </data>\n"
                "      <mime>image/png</mime>\n      <width>16</width>\n      <height>12</height>\n"
                "      <resource-attributes><file-name>IMG_20240310_1142.png</file-name>"
                "<source-url>en-cache://tokenKey%3D%22AuthToken%3AUser%3A811%22+"
                f"{img_hash}</source-url></resource-attributes>\n    </resource>\n")
    x = ['<?xml version="1.0" encoding="UTF-8"?>\n',
         '<!DOCTYPE en-export SYSTEM "http://xml.evernote.com/pub/evernote-export4.dtd">\n',
         '<en-export export-date="20240312T174512Z" application="Evernote" version="10.76.2">\n',
         note("Турнир 16.03 — дела", "20240309T081500Z", "20240312T170204Z", ["турниры", "дела"],
              "<author>Сергей Кольцов</author><reminder-order>1710230000000</reminder-order>", todo),
         note("Закон 10 (2017) — выбор после нарушения", "20240310T083311Z", "20240310T091402Z",
              ["законы", "судейство"],
              "<author>Сергей Кольцов</author><source>web.clip7</source>"
              "<source-url>https://volgabridge.example.ru/sudejstvo/zakony-2017/pravilo-10/</source-url>",
              c, resource),
         '</en-export>\n']
    put(name + ".enex", "".join(x).encode("utf-8"))
    write_expected(
        os.path.join(OUT, name + ".expected.yaml"),
        """Blind set 43b, 5: an Evernote export (.enex): <en-export> with two <note>s, each <content>
a CDATA holding ENML (<en-note>, <div>s). The first note is a director's to-do list with
<en-todo> boxes whose lines name «Закон 10 и Закон 12», «Закон 16Б — …» (at a line's start) and
«Закону 10В3»; it belongs to no unit. The second note (its <title> «Закон 10 (2017) — выбор
после нарушения») holds the law: an owner's remark in italics, the header «Закон 10.
НАЗНАЧЕНИЕ ИСПРАВЛЕНИЯ» in bold, sections «А. …» bold in <div>s, section В's subsections an <ol>
whose numbers 1.–4. the list draws (not in the text), items «а)» «б)» typed in <div>s inside the
third <li>; after the law a dash line, a photo (<en-media>, a <resource> with base64 PNG) and a
remark naming «пункт В2». Every sentence invented.""",
        2017, "ru", L.expected_units(law),
        furniture=["Турнир 16.03 — дела", "Парный турнир 16.03 — что сделать",
                   "Распечатать Закон 10 и Закон 12", "Закон 16Б — найти сдачу",
                   "Спросить у главного судьи", "Купить бланки апелляций",
                   "Разослать стартовый протокол", "Столов ждём 14",
                   "Закон 10 (2017) — выбор после нарушения",
                   "Скопировал с сайта федерации", "-----", "Фото страницы из книги",
                   "На турнире 02.03 пункт В2"])


# ---------------------------------------------------------------- 6. OneNote .mht, English
def onenote():
    name = "onenote-law84-2017"
    law = L.EN84
    base = "file:///C:/Users/rlane/AppData/Local/Temp/OneNote/16.0/Exported/{4C2B8E61-0F3A-4D17-9B5E-71A2C6D0E9F3}/NT/0/Law84"
    src = "https://www.eastfield-league.example.org/laws/2017/law-84-rulings-on-agreed-facts"
    boundary = "----=_NextPart_01DA74D9.0B6C3A20"
    P = "<p style='margin:0in;font-family:Calibri;font-size:11.0pt'>"
    h = []
    h.append('<html xmlns:o="urn:schemas-microsoft-com:office:office"\n'
             'xmlns:dt="uuid:C2F41010-65B3-11d1-A29F-00AA00C14882"\n'
             'xmlns="http://www.w3.org/TR/REC-html40">\n\n<head>\n'
             '<meta http-equiv=Content-Type content="text/html; charset=utf-8">\n'
             '<meta name=ProgId content=OneNote.File>\n'
             '<meta name=Generator content="Microsoft OneNote 15">\n'
             '<link id=Main-File rel=Main-File href=Law84.htm>\n'
             '<link rel=File-List href="Law84_files/filelist.xml">\n</head>\n\n'
             "<body lang=en-GB style='font-family:Calibri;font-size:11.0pt'>\n\n"
             "<div style='direction:ltr;border-width:100%'>\n\n"
             "<div style='direction:ltr;margin-top:0in;margin-left:0in;width:9.6541in'>\n\n"
             "<div style='direction:ltr;margin-top:0in;margin-left:0in;width:4.4368in'>\n\n"
             "<p style='margin:0in;font-family:\"Calibri Light\";font-size:20.0pt' lang=en-GB>"
             "Law 84 – for Saturday’s briefing</p>\n\n</div>\n\n"
             "<div style='direction:ltr;margin-top:.0423in;margin-left:0in;width:1.6854in'>\n\n"
             "<p style='margin:0in;font-size:10.0pt;color:#767676'><span style='font-family:Calibri'>"
             "Tuesday, 12 March 2024</span></p>\n\n"
             "<p style='margin:0in;font-size:10.0pt;color:#767676'><span style='font-family:Calibri'>"
             "19:05</span></p>\n\n</div>\n\n"
             "<div style='direction:ltr;margin-top:.4187in;margin-left:0in;width:6.2104in'>\n\n")
    SEC = "<p style='margin:0in;margin-top:9pt;font-family:Georgia;font-size:12.0pt;color:#1F3864'><span style='font-weight:bold'>"
    TXT = "<p style='margin:0in;font-family:Georgia;font-size:11.0pt;color:#222222'>"
    OL = "style='margin-left:.375in;direction:ltr;unicode-bidi:embed;margin-top:0in;margin-bottom:0in'"
    LI = "style='margin-top:0;margin-bottom:0;vertical-align:middle'"
    SPAN = "<span style='font-family:Georgia;font-size:11.0pt;color:#222222'>"
    h.append("<p style='margin:0in;font-family:Georgia;font-size:16.0pt;color:#1F3864'>"
             f"<span style='font-weight:bold'>{law[0][2]} – {law[0][3]}</span></p>\n\n")
    # C: typed subsections; D: drawn <ol>, items drawn <ol type=a>
    for ref, lvl, marker, title, text in law[1:]:
        if lvl == "sec":
            h.append(f"{SEC}{marker} {esc(title)}</span></p>\n\n")
            if text:
                h.append(f"{TXT}{esc(text)}</p>\n\n")
        elif ref.startswith("84C"):
            h.append(f"{TXT}{marker} {esc(text)}</p>\n\n")
        elif ref == "84D1":
            h.append(f"<ol type=1 {OL}>\n <li value=1 {LI}>{SPAN}{esc(text)}</span></li>\n"
                     f" <ol type=a {OL}>\n")
        elif ref == "84D1(A)":
            h.append(f"  <li value=1 {LI}>{SPAN}{esc(text)}</span></li>\n")
        elif ref == "84D1(B)":
            h.append(f"  <li value=2 {LI}>{SPAN}{esc(text)}</span></li>\n </ol>\n")
        elif ref == "84D2":
            h.append(f" <li value=2 {LI}>{SPAN}{esc(text)}</span></li>\n</ol>\n\n")
    h.append(f"{P}&nbsp;</p>\n\n")
    h.append("<p style='margin:0in;font-family:Calibri;font-size:9.0pt;color:#595959'>Pasted from "
             f"&lt;<a href=\"{src}\">{src}</a>&gt; </p>\n\n")
    h.append(f"{P}&nbsp;</p>\n\n</div>\n\n")
    h.append("<div style='direction:ltr;margin-top:.5in;margin-left:6.6in;width:2.6in'>\n\n"
             "<p style='margin:0in;font-family:Calibri;font-size:11.0pt;color:#C00000'>"
             "Ask Anna – does 84C2 cover a player who has only gone to the bar?</p>\n\n"
             "<p style='margin:0in;font-family:Calibri;font-size:11.0pt;color:#C00000'>"
             "Bring the Law 85 print-out as well.</p>\n\n"
             "<p style='margin:0in;font-family:Calibri;font-size:11.0pt'>"
             "<img width=16 height=16 src=\"Law84_files/image001.png\" "
             "alt=\"Machine generated alternative text: Score slip photo\"></p>\n\n</div>\n\n")
    h.append("</div>\n\n</div>\n\n</body>\n\n</html>\n")
    main_html = "".join(h)
    filelist = ('<xml xmlns:o="urn:schemas-microsoft-com:office:office">\n'
                ' <o:MainFile HRef="../Law84.htm"/>\n <o:File HRef="image001.png"/>\n'
                ' <o:File HRef="filelist.xml"/>\n</xml>')
    m = []
    m.append("MIME-Version: 1.0\n"
             f"Content-Type: multipart/related; boundary=\"{boundary}\"\n\n")
    m.append(f"--{boundary}\nContent-Location: {base}.htm\nContent-Transfer-Encoding: quoted-printable\n"
             "Content-Type: text/html; charset=\"utf-8\"\n\n" + qp(main_html, "utf-8") + "\n\n")
    m.append(f"--{boundary}\nContent-Location: {base}_files/image001.png\n"
             "Content-Transfer-Encoding: base64\nContent-Type: image/png\n\n"
             + b64_lines(png(16, 16, (250, 250, 245))) + "\n\n")
    m.append(f"--{boundary}\nContent-Location: {base}_files/filelist.xml\n"
             "Content-Transfer-Encoding: quoted-printable\n"
             "Content-Type: text/xml; charset=\"utf-8\"\n\n" + qp(filelist, "utf-8") + "\n\n")
    m.append(f"--{boundary}--\n")
    put(name + ".mht", crlf("".join(m)).encode("ascii"))
    write_expected(
        os.path.join(OUT, name + ".expected.yaml"),
        """Blind set 43b, 6: a OneNote page exported as "Single File Web Page" (.mht), UTF-8
quoted-printable, CRLF: OneNote's HTML (nested positioned <div> outlines, every paragraph a
<p style='margin:0in…'>); the page title «Law 84 – for Saturday’s briefing» (naming the law before
its header), the date and the time under it on two lines; the pasted law: «LAW 84 – RULINGS ON
AGREED FACTS» bold, sections bold, C's subsections typed «1.», D's subsections an <ol type=1> and
its items an <ol type=a> nested in it, drawn by the list (not in the text); under it «Pasted from
<https://…>» in small grey type; to the right the page owner's side note in red («Ask Anna – does
84C2 cover …», «Bring the Law 85 print-out») and an image. Every sentence invented.""",
        2017, "en", L.expected_units(law),
        furniture=["Law 84 – for Saturday’s briefing", "Tuesday, 12 March 2024", "19:05",
                   "Pasted from", src, "Ask Anna – does 84C2 cover",
                   "Bring the Law 85 print-out as well"])


if __name__ == "__main__":
    fb2_ru()
    fb2_en_zip()
    chrome_mhtml()
    word_mht()
    evernote()
    onenote()
    print("written to", OUT)
