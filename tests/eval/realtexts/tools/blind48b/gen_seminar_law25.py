#!/usr/bin/env python3
"""LibreOffice Impress (.odp) seminar deck on Правило 25.

Traps: the first slide is a seminar title slide (furniture); subsection numbers and item
letters are drawn by list styles (style:num-format "1" and LibreOffice's Cyrillic
"а, б, .., аа, аб, ... (ru)"), never typed; the title frame comes AFTER the body frame in
content.xml but sits above it (svg:y); a slide marked hidden (presentation:visibility)
carries a superseded wording of section Б; section Б continues on a later slide titled
"(продолжение)", its lists resumed with text:start-value 3 (в) and 2; a header split by
a mid-word <text:span>, a <text:s/> space and a <text:line-break/> in a title; speaker
notes, a footer declaration and master-page text in styles.xml are furniture.
"""
import os, zipfile

HERE = os.path.dirname(os.path.abspath(__file__))
NAME = "seminar_law25"

NS = ('xmlns:office="urn:oasis:names:tc:opendocument:xmlns:office:1.0" '
      'xmlns:style="urn:oasis:names:tc:opendocument:xmlns:style:1.0" '
      'xmlns:text="urn:oasis:names:tc:opendocument:xmlns:text:1.0" '
      'xmlns:table="urn:oasis:names:tc:opendocument:xmlns:table:1.0" '
      'xmlns:draw="urn:oasis:names:tc:opendocument:xmlns:drawing:1.0" '
      'xmlns:fo="urn:oasis:names:tc:opendocument:xmlns:xsl-fo-compatible:1.0" '
      'xmlns:xlink="http://www.w3.org/1999/xlink" '
      'xmlns:dc="http://purl.org/dc/elements/1.1/" '
      'xmlns:meta="urn:oasis:names:tc:opendocument:xmlns:meta:1.0" '
      'xmlns:number="urn:oasis:names:tc:opendocument:xmlns:datastyle:1.0" '
      'xmlns:presentation="urn:oasis:names:tc:opendocument:xmlns:presentation:1.0" '
      'xmlns:svg="urn:oasis:names:tc:opendocument:xmlns:svg-compatible:1.0" '
      'xmlns:smil="urn:oasis:names:tc:opendocument:xmlns:smil-compatible:1.0" '
      'xmlns:anim="urn:oasis:names:tc:opendocument:xmlns:animation:1.0" '
      'xmlns:loext="urn:org:documentfoundation:names:experimental:office:xmlns:loext:1.0" '
      'office:version="1.2"')

RU_LOWER = "а, б, .., аа, аб, ... (ru)"


def title(y, content, cls="title"):
    return (f'<draw:frame presentation:style-name="pr1" draw:text-style-name="P1" draw:layer="layout" '
            f'svg:width="25.2cm" svg:height="2.6cm" svg:x="1.4cm" svg:y="{y}cm" presentation:class="{cls}" '
            f'presentation:user-transformed="true"><draw:text-box><text:p>{content}</text:p></draw:text-box></draw:frame>')


def box(y, inner, h=11):
    return (f'<draw:frame draw:style-name="gr1" draw:text-style-name="P2" draw:layer="layout" '
            f'svg:width="25.2cm" svg:height="{h}cm" svg:x="1.4cm" svg:y="{y}cm">'
            f'<draw:text-box>{inner}</draw:text-box></draw:frame>')


def notes(n, text):
    return ('<presentation:notes draw:style-name="dp2">'
            f'<draw:page-thumbnail draw:style-name="gr2" draw:layer="layout" svg:width="13.9cm" svg:height="10.4cm" '
            f'svg:x="3.5cm" svg:y="2.1cm" draw:page-number="{n}" presentation:class="page"/>'
            '<draw:frame presentation:style-name="pr3" draw:text-style-name="P3" draw:layer="layout" '
            'svg:width="16.7cm" svg:height="12.5cm" svg:x="2.1cm" svg:y="13.3cm" presentation:class="notes" '
            f'presentation:placeholder="false"><draw:text-box><text:p>{text}</text:p></draw:text-box></draw:frame>'
            '</presentation:notes>')


def page(n, style, body, note=None):
    return (f'<draw:page draw:name="page{n}" draw:style-name="{style}" draw:master-page-name="Default" '
            f'presentation:presentation-page-layout-name="AL1T1" presentation:use-footer-name="ftr1">'
            + body + (notes(n, note) if note else "") + '</draw:page>')


def li(text, start=None, sub=""):
    sv = f' text:start-value="{start}"' if start else ""
    return f'<text:list-item{sv}><text:p text:style-name="P4">{text}</text:p>{sub}</text:list-item>'


slides = []
# 1 - seminar title slide (furniture)
slides.append(page(1, "dp1",
    title("6.5", "Семинар судей: изменение заявки")
    + title("10.2", "Международные правила бриджа, редакция 2017 года · клуб «Бридж-Сити»", cls="subtitle"),
    note="Представиться, раздать листки с примерами."))
# 2 - law header + own text
slides.append(page(2, "dp1",
    title("0.8", 'Пра<text:span text:style-name="T1">вило</text:span> 25.<text:s/>Изменение заявки')
    + box("4.2", '<text:p text:style-name="P2">Настоящее правило определяет, когда игрок может заменить уже сделанную заявку.</text:p>'),
    note="Спросить зал: кто сталкивался с заменой заявки?"))
# 3 - section А, body frame written before the title frame
slides.append(page(3, "dp1",
    box("4.0",
        '<text:p text:style-name="P2">Заявку, сделанную по оплошности, разрешается заменить без штрафа, пока партнёр не заявил.</text:p>'
        '<text:list xml:id="list3" text:style-name="L1">'
        + li("Оплошностью считается случай, когда рука игрока взяла не ту карточку из бокса.")
        + li("Замена допустима лишь тогда, когда о намерении игрока можно судить без сомнений.")
        + '</text:list>')
    + title("0.8", "А. Непреднамеренная<text:line-break/>заявка"),
    note="Подчеркнуть слово «оплошность»."))
# 4 - section Б, nested list
slides.append(page(4, "dp1",
    box("4.0",
        '<text:list xml:id="list4" text:style-name="L1">'
        + li("Если игрок передумал и заменил заявку до хода соперника, то:",
             sub='<text:list>' + li("соперник слева вправе принять вторую заявку и продолжить торговлю;")
             + li("при отказе от принятия в силе остаётся первоначальная заявка;") + '</text:list>')
        + '</text:list>')
    + title("0.8", "Б. Преднамеренная замена")))
# 5 - hidden slide with a superseded wording
slides.append(page(5, "dp3",
    title("0.8", "Б. Преднамеренная замена (ред. 2007)")
    + box("4.0",
        '<text:list text:style-name="L1">'
        + li("Заменённая заявка отменяется во всех случаях, и нарушитель обязан пасовать до конца торговли.")
        + '</text:list>'),
    note="Скрыто: старый текст, не показывать."))
# 6 - continuation of Б with resumed numbering
slides.append(page(6, "dp1",
    box("4.0",
        '<text:list text:style-name="L2">'
        + li("партнёр нарушителя не может использовать сведения, полученные из отменённой заявки.", start=3)
        + '</text:list>'
        '<text:list text:style-name="L1">'
        + li("Судья может назначить процедурный штраф паре, которая меняет заявки систематически.", start=2)
        + '</text:list>')
    + title("0.8", "Б. Преднамеренная замена (продолжение)")))
# 7 - section В
slides.append(page(7, "dp1",
    title("0.8", "В. Полномочия судьи")
    + box("4.0", '<text:p text:style-name="P2">Во всех сомнительных случаях судья решает, какая заявка считается сделанной.</text:p>'),
    note="Раздать карточки с примерами и собрать ответы."))

content = f'''<?xml version="1.0" encoding="UTF-8"?>
<office:document-content {NS}>
<office:scripts/>
<office:automatic-styles>
<style:style style:name="dp1" style:family="drawing-page"><style:drawing-page-properties presentation:background-visible="true" presentation:background-objects-visible="true" presentation:display-footer="true" presentation:display-page-number="true"/></style:style>
<style:style style:name="dp2" style:family="drawing-page"/>
<style:style style:name="dp3" style:family="drawing-page"><style:drawing-page-properties presentation:visibility="hidden" presentation:background-visible="true" presentation:background-objects-visible="true"/></style:style>
<style:style style:name="gr1" style:family="graphic"><style:graphic-properties draw:stroke="none" draw:fill="none" draw:auto-grow-height="true" fo:min-height="2cm"/></style:style>
<style:style style:name="gr2" style:family="graphic"/>
<style:style style:name="pr1" style:family="presentation" style:parent-style-name="Default-title"/>
<style:style style:name="pr3" style:family="presentation" style:parent-style-name="Default-notes"/>
<style:style style:name="P1" style:family="paragraph"><style:paragraph-properties fo:text-align="start"/></style:style>
<style:style style:name="P2" style:family="paragraph"><style:text-properties fo:font-size="22pt"/></style:style>
<style:style style:name="P3" style:family="paragraph"/>
<style:style style:name="P4" style:family="paragraph"><style:text-properties fo:font-size="20pt"/></style:style>
<style:style style:name="T1" style:family="text"><style:text-properties fo:color="#1f4e79"/></style:style>
<text:list-style style:name="L1">
 <text:list-level-style-number text:level="1" style:num-suffix="." style:num-format="1"><style:list-level-properties text:space-before="0cm" text:min-label-width="0.9cm"/><style:text-properties fo:font-family="Liberation Sans"/></text:list-level-style-number>
 <text:list-level-style-number text:level="2" style:num-suffix=")" style:num-format="{RU_LOWER}"><style:list-level-properties text:space-before="0.9cm" text:min-label-width="0.9cm"/></text:list-level-style-number>
</text:list-style>
<text:list-style style:name="L2">
 <text:list-level-style-number text:level="1" style:num-suffix=")" style:num-format="{RU_LOWER}"><style:list-level-properties text:space-before="0.9cm" text:min-label-width="0.9cm"/></text:list-level-style-number>
</text:list-style>
</office:automatic-styles>
<office:body>
<office:presentation>
<presentation:footer-decl presentation:name="ftr1">Семинар судей · март 2018</presentation:footer-decl>
{"".join(slides)}
<presentation:settings presentation:mouse-visible="false"/>
</office:presentation>
</office:body>
</office:document-content>
'''

styles = f'''<?xml version="1.0" encoding="UTF-8"?>
<office:document-styles {NS}>
<office:styles>
<style:default-style style:family="graphic"><style:paragraph-properties fo:text-align="start"/></style:default-style>
<style:presentation-page-layout style:name="AL1T1"><presentation:placeholder presentation:object="title" svg:x="2cm" svg:y="1cm" svg:width="24cm" svg:height="2.5cm"/></style:presentation-page-layout>
</office:styles>
<office:automatic-styles>
<style:page-layout style:name="PM1"><style:page-layout-properties fo:margin-top="0cm" fo:margin-bottom="0cm" fo:margin-left="0cm" fo:margin-right="0cm" fo:page-width="28cm" fo:page-height="15.75cm" style:print-orientation="landscape"/></style:page-layout>
<style:style style:name="Mdp1" style:family="drawing-page"/>
</office:automatic-styles>
<office:master-styles>
<style:master-page style:name="Default" style:page-layout-name="PM1" draw:style-name="Mdp1">
 <draw:frame presentation:style-name="Default-title" draw:layer="backgroundobjects" svg:width="25.2cm" svg:height="2.6cm" svg:x="1.4cm" svg:y="0.6cm" presentation:class="title" presentation:placeholder="true"><draw:text-box/></draw:frame>
 <draw:frame draw:layer="backgroundobjects" svg:width="12cm" svg:height="0.8cm" svg:x="1.4cm" svg:y="14.6cm" presentation:class="footer"><draw:text-box><text:p><presentation:footer/></text:p></draw:text-box></draw:frame>
 <draw:frame draw:layer="backgroundobjects" svg:width="3cm" svg:height="0.8cm" svg:x="23.6cm" svg:y="14.6cm" presentation:class="page-number"><draw:text-box><text:p><text:page-number>&lt;номер&gt;</text:page-number></text:p></draw:text-box></draw:frame>
 <draw:frame draw:layer="backgroundobjects" svg:width="10cm" svg:height="0.7cm" svg:x="17cm" svg:y="0.1cm"><draw:text-box><text:p>Клуб «Бридж-Сити» · Правила 2017</text:p></draw:text-box></draw:frame>
 <presentation:notes style:page-layout-name="PM1"><draw:page-thumbnail presentation:class="page"/><draw:frame presentation:class="notes" presentation:placeholder="true"><draw:text-box/></draw:frame></presentation:notes>
</style:master-page>
</office:master-styles>
</office:document-styles>
'''

meta = f'''<?xml version="1.0" encoding="UTF-8"?>
<office:document-meta {NS}><office:meta><meta:generator>LibreOffice/6.0.3.2$Windows_X86_64 LibreOffice_project/8f48d515416608e3a835360314dac7e47fd0b821</meta:generator><dc:title>Семинар судей</dc:title><meta:creation-date>2018-03-02T19:20:11.450000000</meta:creation-date><dc:language>ru-RU</dc:language><meta:document-statistic meta:object-count="21"/></office:meta></office:document-meta>
'''

manifest = '''<?xml version="1.0" encoding="UTF-8"?>
<manifest:manifest xmlns:manifest="urn:oasis:names:tc:opendocument:xmlns:manifest:1.0" manifest:version="1.2">
 <manifest:file-entry manifest:full-path="/" manifest:version="1.2" manifest:media-type="application/vnd.oasis.opendocument.presentation"/>
 <manifest:file-entry manifest:full-path="content.xml" manifest:media-type="text/xml"/>
 <manifest:file-entry manifest:full-path="styles.xml" manifest:media-type="text/xml"/>
 <manifest:file-entry manifest:full-path="meta.xml" manifest:media-type="text/xml"/>
 <manifest:file-entry manifest:full-path="settings.xml" manifest:media-type="text/xml"/>
</manifest:manifest>
'''
settings = f'''<?xml version="1.0" encoding="UTF-8"?>
<office:document-settings {NS} xmlns:config="urn:oasis:names:tc:opendocument:xmlns:config:1.0"><office:settings/></office:document-settings>
'''

path = os.path.join(HERE, NAME + ".odp")
with zipfile.ZipFile(path, "w") as z:
    z.writestr(zipfile.ZipInfo("mimetype"), "application/vnd.oasis.opendocument.presentation",
               compress_type=zipfile.ZIP_STORED)
    for n, d in [("content.xml", content), ("styles.xml", styles), ("meta.xml", meta),
                 ("settings.xml", settings), ("META-INF/manifest.xml", manifest)]:
        z.writestr(n, d.encode("utf-8"), compress_type=zipfile.ZIP_DEFLATED)

EXPECTED = """\
edition: 2017
lang: ru
units:
  - ref: "25"
    title: "Изменение заявки"
    text: "Настоящее правило определяет, когда игрок может заменить уже"
  - ref: "25A"
    title: "Непреднамеренная заявка"
    text: "Заявку, сделанную по оплошности, разрешается заменить без штрафа,"
  - ref: "25A1"
    title: null
    text: "Оплошностью считается случай, когда рука игрока взяла не ту"
  - ref: "25A2"
    title: null
    text: "Замена допустима лишь тогда, когда о намерении игрока"
  - ref: "25B"
    title: "Преднамеренная замена"
  - ref: "25B1"
    title: null
    text: "Если игрок передумал и заменил заявку до хода соперника,"
  - ref: "25B1(A)"
    title: null
    text: "соперник слева вправе принять вторую заявку и продолжить торговлю;"
  - ref: "25B1(B)"
    title: null
    text: "при отказе от принятия в силе остаётся первоначальная заявка;"
  - ref: "25B1(C)"
    title: null
    text: "партнёр нарушителя не может использовать сведения, полученные из"
  - ref: "25B2"
    title: null
    text: "Судья может назначить процедурный штраф паре, которая меняет"
  - ref: "25C"
    title: "Полномочия судьи"
    text: "Во всех сомнительных случаях судья решает, какая заявка"
footnotes: 0
furniture:
  - "Семинар судей: изменение заявки"
  - "Международные правила бриджа, редакция 2017 года"
  - "Семинар судей · март 2018"
  - "Клуб «Бридж-Сити» · Правила 2017"
  - "Спросить зал: кто сталкивался с заменой заявки?"
"""
with open(os.path.join(HERE, NAME + ".expected.yaml"), "w", encoding="utf-8") as f:
    f.write(EXPECTED)
print("wrote", NAME + ".odp")
