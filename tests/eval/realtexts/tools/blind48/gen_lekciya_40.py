#!/usr/bin/env python3
"""OpenDocument presentation (.odp), a club lecture in Russian.
The law is spread over three slides; subsection numbers are drawn by the
list style (num-format="1"), the continuation slides carry titles like
"Правило 40 (продолжение)", speaker notes hold the lecturer's words, the
footer/page number live in the master page."""
import os
import zipfile
from html import escape

from _common import HERE, U, write_expected

NAME = "lekciya_40"

LAW = [
    U("40", "Правило 40.", "Договорённости партнёров",
      "Настоящее Правило определяет, какие соглашения между партнёрами "
      "допустимы и каким образом они раскрываются противникам."),
    U("40A", "А.", "Право на договорённости", None),
    U("40A1", "1.", None,
      "Пара вправе заранее условиться о значении своих заявок и ходов, "
      "если эти условия доступны противникам до начала игры."),
    U("40A2", "2.", None,
      "Такие условия заносятся в конвенционную карту в том объёме, "
      "которого требует организатор соревнования."),
    U("40B", "Б.", "Особые соглашения", None),
    U("40B1", "1.", None,
      "Организатор турнира может ограничить применение особых соглашений, "
      "в частности:"),
    U("40B1(A)", "а)", None,
      "запретить искусственные заявки на уровне одного в первой и второй "
      "руке;"),
    U("40B1(B)", "б)", None,
      "потребовать заранее представить письменное описание любой защиты "
      "против сильного открытия;"),
    U("40B1(C)", "в)", None,
      "установить особый порядок для пар, впервые участвующих в "
      "соревновании."),
    U("40B2", "2.", None,
      "Пара, применившая незаявленное особое соглашение, может быть "
      "наказана процедурным штрафом по решению судьи."),
    U("40C", "В.", "Отклонения от договорённостей",
      "Игрок может намеренно отступить от объявленного значения своей "
      "заявки, если партнёр осведомлён об этом не больше, чем противники."),
    U("40D", "Г.", "Ущерб от нераскрытия",
      "Если противники понесли ущерб из-за неполного разъяснения, судья "
      "назначает скорректированный результат в пользу пострадавшей "
      "стороны."),
]

NS = ('xmlns:office="urn:oasis:names:tc:opendocument:xmlns:office:1.0" '
      'xmlns:style="urn:oasis:names:tc:opendocument:xmlns:style:1.0" '
      'xmlns:text="urn:oasis:names:tc:opendocument:xmlns:text:1.0" '
      'xmlns:draw="urn:oasis:names:tc:opendocument:xmlns:drawing:1.0" '
      'xmlns:fo="urn:oasis:names:tc:opendocument:xmlns:xsl-fo-compatible:1.0" '
      'xmlns:xlink="http://www.w3.org/1999/xlink" '
      'xmlns:dc="http://purl.org/dc/elements/1.1/" '
      'xmlns:meta="urn:oasis:names:tc:opendocument:xmlns:meta:1.0" '
      'xmlns:svg="urn:oasis:names:tc:opendocument:xmlns:svg-compatible:1.0" '
      'xmlns:presentation="urn:oasis:names:tc:opendocument:xmlns:presentation:1.0" '
      'xmlns:smil="urn:oasis:names:tc:opendocument:xmlns:smil-compatible:1.0" '
      'xmlns:anim="urn:oasis:names:tc:opendocument:xmlns:animation:1.0" '
      'office:version="1.2"')


def e(s):
    return escape(s, quote=False)


def p(inner, style="P1"):
    return '<text:p text:style-name="%s">%s</text:p>' % (style, inner)


def sect(u):
    # label, a TAB, the title in bold span
    return p('%s<text:tab/><text:span text:style-name="T1">%s</text:span>'
             % (e(u["label"]), e(u["title"])), "P2")


def frame(cls, body, y):
    return ('<draw:frame presentation:style-name="pr%d" draw:layer="layout" '
            'svg:width="25.2cm" svg:height="%s" svg:x="1.4cm" svg:y="%s" '
            'presentation:class="%s"%s><draw:text-box>%s</draw:text-box>'
            '</draw:frame>'
            % (1 if cls == "title" else 2,
               "3.1cm" if cls in ("title", "subtitle") else "13.2cm",
               y, cls,
               ' presentation:user-transformed="true"' if cls == "outline"
               else "", body))


def notes(n, text):
    return ('<presentation:notes draw:style-name="dp2">'
            '<draw:page-thumbnail draw:style-name="gr1" draw:layer="layout" '
            'svg:width="14cm" svg:height="10.5cm" svg:x="3.5cm" svg:y="2.1cm" '
            'draw:page-number="%d" presentation:class="page"/>'
            '<draw:frame presentation:style-name="pr3" draw:layer="layout" '
            'svg:width="16.8cm" svg:height="12.6cm" svg:x="2.1cm" '
            'svg:y="13.3cm" presentation:class="notes" '
            'presentation:placeholder="false"><draw:text-box>%s'
            '</draw:text-box></draw:frame></presentation:notes>'
            % (n, "".join(p(e(t), "P3") for t in text)))


def page(n, title_inner, body, note_lines):
    return ('<draw:page draw:name="page%d" draw:style-name="dp1" '
            'draw:master-page-name="Default" '
            'presentation:presentation-page-layout-name="AL1T1" '
            'presentation:use-footer-name="ftr1" '
            'presentation:use-date-time-name="dtd1">%s%s%s</draw:page>'
            % (n, frame("title", p(title_inner, "P4"), "0.6cm"),
               frame("outline" if n > 1 else "subtitle", body, "4.2cm"),
               notes(n, note_lines)))


def content():
    L = {u["ref"]: u for u in LAW}
    title_law = ('Правило 40.<text:s/> %s' % e(L["40"]["title"]))
    s1 = page(1, "Правила бриджа для судей-стажёров",
              p("Занятие 3<text:line-break/>Клуб «Октябрь», март 2009"),
              ["Поздороваться, раздать копии конвенционных карт."])
    body2 = (p(e(L["40"]["text"])) + sect(L["40A"]) +
             '<text:list xml:id="list1" text:style-name="L1">' +
             "".join('<text:list-item>%s</text:list-item>'
                     % p(e(L[r]["text"]), "P5") for r in ("40A1", "40A2")) +
             '</text:list>')
    s2 = page(2, title_law, body2,
              ["Спросить, у кого с собой конвенционная карта.",
               "Напомнить про домашнее задание из занятия 2."])
    items = "".join('<text:list-item>%s</text:list-item>'
                    % p("%s %s" % (e(L[r]["label"]), e(L[r]["text"])), "P6")
                    for r in ("40B1(A)", "40B1(B)", "40B1(C)"))
    body3 = (sect(L["40B"]) +
             '<text:list xml:id="list2" text:style-name="L1">'
             '<text:list-item>' + p(e(L["40B1"]["text"]), "P5") +
             '<text:list>' + items + '</text:list></text:list-item>'
             '<text:list-item>' + p(e(L["40B2"]["text"]), "P5") +
             '</text:list-item></text:list>')
    s3 = page(3, "Правило 40 (продолжение)", body3,
              ["Пример из практики: в нашей лиге «Мульти» запрещён до "
               "высшей группы — это регламент клуба, а не Правила!"])
    body4 = (sect(L["40C"]) + p(e(L["40C"]["text"])) +
             sect(L["40D"]) + p(e(L["40D"]["text"])))
    s4 = page(4, "Правило 40 (окончание)", body4,
              ["Вопросы? Следующее занятие — Правило 41 и первый ход."])
    return ('<?xml version="1.0" encoding="UTF-8"?>\n'
            '<office:document-content %s>'
            '<office:scripts/>'
            '<office:automatic-styles>'
            '<style:style style:name="dp1" style:family="drawing-page">'
            '<style:drawing-page-properties presentation:display-footer="true"'
            ' presentation:display-page-number="true" '
            'presentation:display-date-time="false"/></style:style>'
            '<style:style style:name="P2" style:family="paragraph">'
            '<style:paragraph-properties fo:margin-top="0.3cm">'
            '<style:tab-stops><style:tab-stop style:position="1cm"/>'
            '</style:tab-stops></style:paragraph-properties></style:style>'
            '<style:style style:name="T1" style:family="text">'
            '<style:text-properties fo:font-weight="bold"/></style:style>'
            '<text:list-style style:name="L1">'
            '<text:list-level-style-number text:level="1" '
            'style:num-suffix="." style:num-format="1">'
            '<style:list-level-properties text:space-before="0.3cm" '
            'text:min-label-width="0.9cm"/></text:list-level-style-number>'
            '<text:list-level-style-number text:level="2" style:num-format="">'
            '<style:list-level-properties text:space-before="1.2cm" '
            'text:min-label-width="0cm"/></text:list-level-style-number>'
            '</text:list-style>'
            '</office:automatic-styles>'
            '<office:body><office:presentation>'
            '<presentation:footer-decl presentation:name="ftr1">'
            'Занятие 3 · Судейство для начинающих</presentation:footer-decl>'
            '<presentation:date-time-decl presentation:name="dtd1" '
            'presentation:source="current-date" style:data-style-name="D1"/>'
            '%s%s%s%s'
            '<presentation:settings presentation:mouse-visible="false"/>'
            '</office:presentation></office:body></office:document-content>'
            % (NS, s1, s2, s3, s4))


def styles():
    return ('<?xml version="1.0" encoding="UTF-8"?>\n'
            '<office:document-styles %s><office:styles>'
            '<style:default-style style:family="graphic">'
            '<style:text-properties fo:language="ru" fo:country="RU"/>'
            '</style:default-style></office:styles>'
            '<office:automatic-styles><style:page-layout style:name="PM1">'
            '<style:page-layout-properties fo:page-width="28cm" '
            'fo:page-height="21cm" style:print-orientation="landscape"/>'
            '</style:page-layout></office:automatic-styles>'
            '<office:master-styles><style:master-page style:name="Default" '
            'style:page-layout-name="PM1" draw:style-name="Mdp1">'
            '<draw:frame presentation:style-name="Mpr1" draw:layer="backgroundobjects" '
            'svg:width="8.9cm" svg:height="1.4cm" svg:x="9.5cm" svg:y="19.1cm" '
            'presentation:class="footer"><draw:text-box><text:p>'
            '<presentation:footer/></text:p></draw:text-box></draw:frame>'
            '<draw:frame presentation:style-name="Mpr2" draw:layer="backgroundobjects" '
            'svg:width="6.5cm" svg:height="1.4cm" svg:x="20.1cm" svg:y="19.1cm" '
            'presentation:class="page-number"><draw:text-box><text:p>'
            'Слайд <text:page-number>&lt;номер&gt;</text:page-number></text:p>'
            '</draw:text-box></draw:frame>'
            '</style:master-page></office:master-styles>'
            '</office:document-styles>' % NS)


META = ('<?xml version="1.0" encoding="UTF-8"?>\n'
        '<office:document-meta %s><office:meta>'
        '<meta:generator>OpenOffice.org/3.1$Win32 OpenOffice.org_project/310m11$Build-9399</meta:generator>'
        '<dc:title>Занятие 3. Правило 40</dc:title>'
        '<meta:initial-creator>Ольга Смирнова</meta:initial-creator>'
        '<meta:creation-date>2009-03-02T19:44:10</meta:creation-date>'
        '<dc:date>2009-03-11T22:05:37</dc:date><dc:language>ru-RU</dc:language>'
        '<meta:editing-cycles>14</meta:editing-cycles>'
        '<meta:document-statistic meta:object-count="12"/>'
        '</office:meta></office:document-meta>' % NS)

MANIFEST = ('<?xml version="1.0" encoding="UTF-8"?>\n'
            '<manifest:manifest xmlns:manifest="urn:oasis:names:tc:opendocument:xmlns:manifest:1.0" manifest:version="1.2">\n'
            ' <manifest:file-entry manifest:media-type="application/vnd.oasis.opendocument.presentation" manifest:version="1.2" manifest:full-path="/"/>\n'
            ' <manifest:file-entry manifest:media-type="text/xml" manifest:full-path="content.xml"/>\n'
            ' <manifest:file-entry manifest:media-type="text/xml" manifest:full-path="styles.xml"/>\n'
            ' <manifest:file-entry manifest:media-type="text/xml" manifest:full-path="meta.xml"/>\n'
            ' <manifest:file-entry manifest:media-type="text/xml" manifest:full-path="settings.xml"/>\n'
            '</manifest:manifest>\n')

SETTINGS = ('<?xml version="1.0" encoding="UTF-8"?>\n'
            '<office:document-settings xmlns:office="urn:oasis:names:tc:opendocument:xmlns:office:1.0" '
            'xmlns:config="urn:oasis:names:tc:opendocument:xmlns:config:1.0" office:version="1.2">'
            '<office:settings><config:config-item-set config:name="ooo:view-settings">'
            '<config:config-item config:name="VisibleAreaTop" config:type="int">-423</config:config-item>'
            '</config:config-item-set></office:settings></office:document-settings>')


def main():
    path = os.path.join(HERE, NAME + ".odp")
    with zipfile.ZipFile(path, "w") as z:
        z.writestr(zipfile.ZipInfo("mimetype", (2009, 3, 11, 22, 5, 36)),
                   "application/vnd.oasis.opendocument.presentation",
                   compress_type=zipfile.ZIP_STORED)
        for n, data in (("content.xml", content()), ("styles.xml", styles()),
                        ("meta.xml", META), ("settings.xml", SETTINGS),
                        ("META-INF/manifest.xml", MANIFEST)):
            zi = zipfile.ZipInfo(n, (2009, 3, 11, 22, 5, 36))
            zi.compress_type = zipfile.ZIP_DEFLATED
            z.writestr(zi, data.encode("utf-8"))
    write_expected(NAME, 2007, "ru", LAW, furniture=[
        "Правила бриджа для судей-стажёров",
        "Клуб «Октябрь», март 2009",
        "Правило 40 (продолжение)",
        "Спросить, у кого с собой конвенционная карта.",
        "Занятие 3 · Судейство для начинающих",
    ])


if __name__ == "__main__":
    main()
