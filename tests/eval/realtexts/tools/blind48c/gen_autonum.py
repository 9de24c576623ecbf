"""autonum.docx - a Word document of Law 14 (2017, Russian) whose section,
subsection, item and sub-item labels are NOT in the text: they are produced
by Word's automatic list numbering (numbering.xml: russianUpper "%1.",
decimal "%2.", russianLower "%3)", lowerRoman "(%4)").  Two paragraphs are
un-numbered but indented continuations (one continues subsection А1, the
other is the whole text of section В)."""
import os
import zipfile
from xml.sax.saxutils import escape
from _common import HERE, write_expected, u

W = 'xmlns:w="http://schemas.openxmlformats.org/wordprocessingml/2006/main" ' \
    'xmlns:r="http://schemas.openxmlformats.org/officeDocument/2006/relationships"'

CONTENT_TYPES = """<?xml version="1.0" encoding="UTF-8" standalone="yes"?>
<Types xmlns="http://schemas.openxmlformats.org/package/2006/content-types">
<Default Extension="rels" ContentType="application/vnd.openxmlformats-package.relationships+xml"/>
<Default Extension="xml" ContentType="application/xml"/>
<Override PartName="/word/document.xml" ContentType="application/vnd.openxmlformats-officedocument.wordprocessingml.document.main+xml"/>
<Override PartName="/word/styles.xml" ContentType="application/vnd.openxmlformats-officedocument.wordprocessingml.styles+xml"/>
<Override PartName="/word/numbering.xml" ContentType="application/vnd.openxmlformats-officedocument.wordprocessingml.numbering+xml"/>
<Override PartName="/docProps/core.xml" ContentType="application/vnd.openxmlformats-package.core-properties+xml"/>
</Types>"""

RELS = """<?xml version="1.0" encoding="UTF-8" standalone="yes"?>
<Relationships xmlns="http://schemas.openxmlformats.org/package/2006/relationships">
<Relationship Id="rId1" Type="http://schemas.openxmlformats.org/officeDocument/2006/relationships/officeDocument" Target="word/document.xml"/>
<Relationship Id="rId2" Type="http://schemas.openxmlformats.org/package/2006/relationships/metadata/core-properties" Target="docProps/core.xml"/>
</Relationships>"""

DOC_RELS = """<?xml version="1.0" encoding="UTF-8" standalone="yes"?>
<Relationships xmlns="http://schemas.openxmlformats.org/package/2006/relationships">
<Relationship Id="rId1" Type="http://schemas.openxmlformats.org/officeDocument/2006/relationships/styles" Target="styles.xml"/>
<Relationship Id="rId2" Type="http://schemas.openxmlformats.org/officeDocument/2006/relationships/numbering" Target="numbering.xml"/>
</Relationships>"""

CORE = """<?xml version="1.0" encoding="UTF-8" standalone="yes"?>
<cp:coreProperties xmlns:cp="http://schemas.openxmlformats.org/package/2006/metadata/core-properties" xmlns:dc="http://purl.org/dc/elements/1.1/" xmlns:dcterms="http://purl.org/dc/terms/" xmlns:xsi="http://www.w3.org/2001/XMLSchema-instance">
<dc:title>Семинар судей: Правило 14</dc:title>
<dc:creator>Судейская коллегия</dc:creator>
</cp:coreProperties>"""

STYLES = f"""<?xml version="1.0" encoding="UTF-8" standalone="yes"?>
<w:styles {W}>
<w:style w:type="paragraph" w:default="1" w:styleId="Normal"><w:name w:val="Normal"/>
<w:rPr><w:rFonts w:ascii="Times New Roman" w:hAnsi="Times New Roman" w:cs="Times New Roman"/><w:sz w:val="24"/></w:rPr></w:style>
<w:style w:type="paragraph" w:styleId="Heading1"><w:name w:val="heading 1"/><w:basedOn w:val="Normal"/><w:next w:val="Normal"/>
<w:pPr><w:keepNext/><w:jc w:val="center"/><w:outlineLvl w:val="0"/></w:pPr><w:rPr><w:b/><w:sz w:val="32"/></w:rPr></w:style>
<w:style w:type="paragraph" w:styleId="Title"><w:name w:val="Title"/><w:basedOn w:val="Normal"/>
<w:pPr><w:jc w:val="center"/></w:pPr><w:rPr><w:i/><w:sz w:val="28"/></w:rPr></w:style>
<w:style w:type="paragraph" w:styleId="ListParagraph"><w:name w:val="List Paragraph"/><w:basedOn w:val="Normal"/>
<w:pPr><w:ind w:left="720"/></w:pPr></w:style>
</w:styles>"""


def lvl(i, fmt, text, left):
    return (f'<w:lvl w:ilvl="{i}"><w:start w:val="1"/><w:numFmt w:val="{fmt}"/>'
            f'<w:lvlText w:val="{text}"/><w:lvlJc w:val="left"/>'
            f'<w:pPr><w:ind w:left="{left}" w:hanging="360"/></w:pPr></w:lvl>')


NUMBERING = f"""<?xml version="1.0" encoding="UTF-8" standalone="yes"?>
<w:numbering {W}>
<w:abstractNum w:abstractNumId="0"><w:multiLevelType w:val="multilevel"/>
{lvl(0, "russianUpper", "%1.", 360)}
{lvl(1, "decimal", "%2.", 720)}
{lvl(2, "russianLower", "%3)", 1080)}
{lvl(3, "lowerRoman", "(%4)", 1440)}
</w:abstractNum>
<w:num w:numId="1"><w:abstractNumId w:val="0"/></w:num>
</w:numbering>"""


def run(text, bold=False):
    rpr = "<w:rPr><w:b/></w:rPr>" if bold else ""
    return f'<w:r>{rpr}<w:t xml:space="preserve">{escape(text)}</w:t></w:r>'


def p(text, style=None, level=None, bold=False, indent=None):
    ppr = ""
    if style:
        ppr += f'<w:pStyle w:val="{style}"/>'
    if level is not None:
        ppr += f'<w:numPr><w:ilvl w:val="{level}"/><w:numId w:val="1"/></w:numPr>'
    if indent is not None:
        ppr += f'<w:ind w:left="{indent}"/>'
    # split long text into two runs, as Word does after editing
    if len(text) > 40 and not bold:
        cut = text.index(" ", 30)
        runs = run(text[:cut]) + run(text[cut:])
    else:
        runs = run(text, bold)
    return f"<w:p><w:pPr>{ppr}</w:pPr>{runs}</w:p>"


body = [
    p("Семинар судей, весна 2018 г. Раздаточный материал № 3", style="Title"),
    p("Текст приводится по редакции Правил 2017 года."),
    p("ПРАВИЛО 14", style="Heading1"),
    p("Недостающая карта", style="Title"),
    p("Обнаружение до начала торговли", level=0, bold=True),
    p("Игрок, у которого оказалось меньше тринадцати карт, обязан сообщить об этом до того, как сделает первую заявку.", level=1),
    p("Судья осматривает остальные руки и ищет недостающую карту в карманах доски и возле стола.", indent=720),
    p("Если карта найдена, судья поступает одним из следующих способов:", level=1),
    p("возвращает карту игроку и разрешает продолжить сдачу;", level=2),
    p("объявляет сдачу неиграбельной, если эту карту видел кто-либо из других игроков.", level=2),
    p("Обнаружение во время розыгрыша", level=0, bold=True),
    p("Карта, найденная во время розыгрыша, передаётся игроку, которому она принадлежит по протоколу сдачи, при этом:", level=1),
    p("игрок сразу кладёт её в руку, если судья установит, что", level=2),
    p("игрок не мог знать о её отсутствии до начала розыгрыша, или", level=3),
    p("отсутствие карты ещё не повлияло ни на одну сыгранную взятку;", level=3),
    p("в остальных случаях игрок кладёт карту в руку только после окончания текущей взятки.", level=2),
    p("Судья записывает обстоятельства находки в протокол турнира.", level=1),
    p("Карта, которую не удалось найти", level=0, bold=True),
    p("Если карту найти не удалось, судья заменяет колоду и восстанавливает сдачу по сохранившейся записи.", indent=360),
    p("Вопросы к семинару присылайте секретарю коллегии."),
]

DOCUMENT = (f'<?xml version="1.0" encoding="UTF-8" standalone="yes"?>\n<w:document {W}><w:body>'
            + "\n".join(body)
            + '<w:sectPr><w:pgSz w:w="11906" w:h="16838"/><w:pgMar w:top="1134" w:right="850" '
              'w:bottom="1134" w:left="1701" w:header="708" w:footer="708" w:gutter="0"/></w:sectPr>'
            + "</w:body></w:document>")

with zipfile.ZipFile(os.path.join(HERE, "autonum.docx"), "w", zipfile.ZIP_DEFLATED) as z:
    z.writestr("[Content_Types].xml", CONTENT_TYPES)
    z.writestr("_rels/.rels", RELS)
    z.writestr("word/_rels/document.xml.rels", DOC_RELS)
    z.writestr("word/document.xml", DOCUMENT)
    z.writestr("word/styles.xml", STYLES)
    z.writestr("word/numbering.xml", NUMBERING)
    z.writestr("docProps/core.xml", CORE)

write_expected("autonum", {
    "edition": 2017,
    "lang": "ru",
    "units": [
        u("14", "Недостающая карта"),
        u("14A", "Обнаружение до начала торговли"),
        u("14A1", None, "Игрок, у которого оказалось меньше тринадцати карт, обязан сообщить"),
        u("14A2", None, "Если карта найдена, судья поступает одним из следующих способов"),
        u("14A2(A)", None, "возвращает карту игроку и разрешает продолжить сдачу"),
        u("14A2(B)", None, "объявляет сдачу неиграбельной, если эту карту видел кто-либо"),
        u("14B", "Обнаружение во время розыгрыша"),
        u("14B1", None, "Карта, найденная во время розыгрыша, передаётся игроку, которому она"),
        u("14B1(A)", None, "игрок сразу кладёт её в руку, если судья установит"),
        u("14B1(A)(1)", None, "игрок не мог знать о её отсутствии до начала розыгрыша"),
        u("14B1(A)(2)", None, "отсутствие карты ещё не повлияло ни на одну сыгранную взятку"),
        u("14B1(B)", None, "в остальных случаях игрок кладёт карту в руку только после"),
        u("14B2", None, "Судья записывает обстоятельства находки в протокол турнира"),
        u("14C", "Карта, которую не удалось найти",
          "Если карту найти не удалось, судья заменяет колоду и восстанавливает"),
    ],
    "footnotes": 0,
    "furniture": [
        "Семинар судей, весна 2018 г. Раздаточный материал № 3",
        "Текст приводится по редакции Правил 2017 года.",
        "Вопросы к семинару присылайте секретарю коллегии.",
    ],
})
