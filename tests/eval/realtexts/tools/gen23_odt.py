"""Shape 23: an OpenDocument text (.odt) as LibreOffice Writer saves it: a zip whose first entry is
an uncompressed `mimetype`, then Configurations2/, Thumbnails/thumbnail.png, styles.xml (the master
page's style:header / style:footer with the federation's name and a text:page-number),
manifest.rdf, content.xml, meta.xml, settings.xml and META-INF/manifest.xml. content.xml is one long
line: text:h with text:outline-level, text:p with automatic styles P1…, text:span T1…, text:s for
runs of spaces, text:tab, text:line-break, text:soft-page-break, bookmarks, a text:a link, a
footnote (text:note / text:note-citation / text:note-body), a two-column table, and lists
(text:list with a list style L1… whose text:list-level-style-number draws the numbers: the NUMBERS
ARE NOT IN THE TEXT) or markers typed in the paragraphs.

Written with zipfile and XML strings of its own (and common.write_expected for the expected.yaml);
every law sentence below is invented for this set, only the law numbers and plausible titles are
borrowed."""
import re
import struct
import zipfile
import zlib
from xml.sax.saxutils import escape
from common import ROOT, U, write_expected

NS_CONTENT = (
    'xmlns:officeooo="http://openoffice.org/2009/office" xmlns:css3t="http://www.w3.org/TR/css3-text/" '
    'xmlns:grddl="http://www.w3.org/2003/g/data-view#" xmlns:xhtml="http://www.w3.org/1999/xhtml" '
    'xmlns:xsi="http://www.w3.org/2001/XMLSchema-instance" xmlns:xsd="http://www.w3.org/2001/XMLSchema" '
    'xmlns:xforms="http://www.w3.org/2002/xforms" xmlns:dom="http://www.w3.org/2001/xml-events" '
    'xmlns:script="urn:oasis:names:tc:opendocument:xmlns:script:1.0" '
    'xmlns:form="urn:oasis:names:tc:opendocument:xmlns:form:1.0" '
    'xmlns:math="http://www.w3.org/1998/Math/MathML" '
    'xmlns:office="urn:oasis:names:tc:opendocument:xmlns:office:1.0" '
    'xmlns:ooo="http://openoffice.org/2004/office" '
    'xmlns:fo="urn:oasis:names:tc:opendocument:xmlns:xsl-fo-compatible:1.0" '
    'xmlns:ooow="http://openoffice.org/2004/writer" xmlns:xlink="http://www.w3.org/1999/xlink" '
    'xmlns:drawooo="http://openoffice.org/2010/draw" xmlns:oooc="http://openoffice.org/2004/calc" '
    'xmlns:dc="http://purl.org/dc/elements/1.1/" '
    'xmlns:calcext="urn:org:documentfoundation:names:experimental:calc:xmlns:calcext:1.0" '
    'xmlns:style="urn:oasis:names:tc:opendocument:xmlns:style:1.0" '
    'xmlns:text="urn:oasis:names:tc:opendocument:xmlns:text:1.0" '
    'xmlns:of="urn:oasis:names:tc:opendocument:xmlns:of:1.2" '
    'xmlns:tableooo="http://openoffice.org/2009/table" '
    'xmlns:draw="urn:oasis:names:tc:opendocument:xmlns:drawing:1.0" '
    'xmlns:dr3d="urn:oasis:names:tc:opendocument:xmlns:dr3d:1.0" '
    'xmlns:rpt="http://openoffice.org/2005/report" '
    'xmlns:formx="urn:openoffice:names:experimental:ooxml-odf-interop:xmlns:form:1.0" '
    'xmlns:svg="urn:oasis:names:tc:opendocument:xmlns:svg-compatible:1.0" '
    'xmlns:chart="urn:oasis:names:tc:opendocument:xmlns:chart:1.0" '
    'xmlns:table="urn:oasis:names:tc:opendocument:xmlns:table:1.0" '
    'xmlns:field="urn:openoffice:names:experimental:ooo-ms-interop:xmlns:field:1.0" '
    'xmlns:number="urn:oasis:names:tc:opendocument:xmlns:datastyle:1.0" '
    'xmlns:meta="urn:oasis:names:tc:opendocument:xmlns:meta:1.0" '
    'xmlns:loext="urn:org:documentfoundation:names:experimental:office:xmlns:loext:1.0" '
    'office:version="1.3"')

FONTS = (
    '<office:font-face-decls><style:font-face style:name="Liberation Sans" '
    'svg:font-family="&apos;Liberation Sans&apos;" style:font-family-generic="swiss" '
    'style:font-pitch="variable"/><style:font-face style:name="Liberation Serif" '
    'svg:font-family="&apos;Liberation Serif&apos;" style:font-family-generic="roman" '
    'style:font-pitch="variable"/><style:font-face style:name="Lohit Devanagari1" '
    'svg:font-family="&apos;Lohit Devanagari&apos;" style:font-family-generic="system" '
    'style:font-pitch="variable"/><style:font-face style:name="Noto Sans CJK SC" '
    'svg:font-family="&apos;Noto Sans CJK SC&apos;" style:font-family-generic="system" '
    'style:font-pitch="variable"/><style:font-face style:name="OpenSymbol" '
    'svg:font-family="OpenSymbol" style:font-charset="x-symbol"/></office:font-face-decls>')

SEQ = ('<text:sequence-decls><text:sequence-decl text:display-outline-level="0" '
       'text:name="Illustration"/><text:sequence-decl text:display-outline-level="0" '
       'text:name="Table"/><text:sequence-decl text:display-outline-level="0" text:name="Text"/>'
       '<text:sequence-decl text:display-outline-level="0" text:name="Drawing"/>'
       '<text:sequence-decl text:display-outline-level="0" text:name="Figure"/></text:sequence-decls>')

GENERATOR = "LibreOffice/7.5.4.2$Windows_X86_64 LibreOffice_project/36ccfdc35048b057fd9854c757a8b67ec53977b6"


# ---------------------------------------------------------------- styles
def pstyle(name, parent, left=None, indent=None, liststyle=None, extra=""):
    ls = f' style:list-style-name="{liststyle}"' if liststyle else ""
    props = ""
    if left is not None:
        props = (f'<style:paragraph-properties fo:margin-left="{left}in" fo:margin-right="0in" '
                 f'fo:text-indent="{indent or 0}in" style:auto-text-indent="false">'
                 '<style:tab-stops/></style:paragraph-properties>')
    return (f'<style:style style:name="{name}" style:family="paragraph" '
            f'style:parent-style-name="{parent}"{ls}>{props}{extra}</style:style>')


T_STYLES = ('<style:style style:name="T1" style:family="text"><style:text-properties '
            'fo:font-weight="bold" style:font-weight-asian="bold" style:font-weight-complex="bold"/>'
            '</style:style><style:style style:name="T2" style:family="text"><style:text-properties '
            'fo:font-style="italic" style:font-style-asian="italic" style:font-style-complex="italic"/>'
            '</style:style>')


def list_style(name, levels):
    """levels: {1: (num_format, prefix, suffix, start)}; the levels not given draw no number,
    as LibreOffice writes all ten."""
    out = [f'<text:list-style style:name="{name}">']
    for k in range(1, 11):
        fmt, pre, suf, start = levels.get(k, ("", "", "", 1))
        attrs = f'text:level="{k}" text:style-name="Numbering_20_Symbols"'
        if pre:
            attrs += f' style:num-prefix="{escape(pre)}"'
        if suf:
            attrs += f' style:num-suffix="{escape(suf)}"'
        if start != 1:
            attrs += f' text:start-value="{start}"'
        attrs += f' style:num-format="{fmt}"'
        left = 0.5 + 0.25 * (k - 1)
        out.append(f'<text:list-level-style-number {attrs}><style:list-level-properties '
                   'text:list-level-position-and-space-mode="label-alignment">'
                   '<style:list-level-label-alignment text:label-followed-by="listtab" '
                   f'text:list-tab-stop-position="{left:.4f}in" fo:text-indent="-0.25in" '
                   f'fo:margin-left="{left:.4f}in"/></style:list-level-properties>'
                   '</text:list-level-style-number>')
    out.append('</text:list-style>')
    return "".join(out)


TABLE_STYLES = (
    '<style:style style:name="Table1" style:family="table"><style:table-properties '
    'style:width="6.6924in" table:align="margins"/></style:style><style:style '
    'style:name="Table1.A" style:family="table-column"><style:table-column-properties '
    'style:column-width="2.2in" style:rel-column-width="21542*"/></style:style><style:style '
    'style:name="Table1.B" style:family="table-column"><style:table-column-properties '
    'style:column-width="4.4924in" style:rel-column-width="43993*"/></style:style><style:style '
    'style:name="Table1.A1" style:family="table-cell"><style:table-cell-properties '
    'fo:padding="0.0382in" fo:border="0.5pt solid #000000"/></style:style>')


def table(rows):
    out = ['<table:table table:name="Table1" table:style-name="Table1"><table:table-column '
           'table:style-name="Table1.A"/><table:table-column table:style-name="Table1.B"/>']
    for a, b in rows:
        out.append('<table:table-row>')
        for c in (a, b):
            out.append('<table:table-cell table:style-name="Table1.A1" office:value-type="string">'
                       f'<text:p text:style-name="Table_20_Contents">{escape(c)}</text:p>'
                       '</table:table-cell>')
        out.append('</table:table-row>')
    out.append('</table:table>')
    return "".join(out)


def content_xml(auto_styles, body):
    return ('<?xml version="1.0" encoding="UTF-8"?>\n'
            f'<office:document-content {NS_CONTENT}><office:scripts/>{FONTS}'
            f'<office:automatic-styles>{auto_styles}</office:automatic-styles>'
            f'<office:body><office:text>{SEQ}{body}</office:text></office:body>'
            '</office:document-content>')


def styles_xml(header, footer, lang, country):
    named = [
        ('Standard', None, 'paragraph', '<style:paragraph-properties fo:margin-top="0in" '
         'fo:margin-bottom="0.0835in" style:contextual-spacing="false"/>'),
        ('Heading', 'Standard', 'paragraph', '<style:paragraph-properties fo:margin-top="0.1665in" '
         'fo:margin-bottom="0.0835in" style:contextual-spacing="false" fo:keep-with-next="always"/>'
         '<style:text-properties style:font-name="Liberation Sans" fo:font-family="&apos;Liberation Sans&apos;" '
         'style:font-family-generic="swiss" style:font-pitch="variable" fo:font-size="14pt"/>'),
        ('Text_20_body', 'Standard', 'paragraph', '<style:paragraph-properties fo:margin-top="0in" '
         'fo:margin-bottom="0.0972in" style:contextual-spacing="false" fo:line-height="115%"/>'),
        ('List', 'Text_20_body', 'list', ''),
        ('Header_20_and_20_Footer', 'Standard', 'extra', ''),
        ('Header', 'Header_20_and_20_Footer', 'extra', '<style:paragraph-properties '
         'text:number-lines="false" text:line-number="0"><style:tab-stops><style:tab-stop '
         'style:position="3.3472in" style:type="center"/><style:tab-stop style:position="6.6929in" '
         'style:type="right"/></style:tab-stops></style:paragraph-properties>'
         '<style:text-properties fo:font-size="9pt"/>'),
        ('Footer', 'Header_20_and_20_Footer', 'extra', '<style:paragraph-properties '
         'text:number-lines="false" text:line-number="0"><style:tab-stops><style:tab-stop '
         'style:position="3.3472in" style:type="center"/><style:tab-stop style:position="6.6929in" '
         'style:type="right"/></style:tab-stops></style:paragraph-properties>'
         '<style:text-properties fo:font-size="9pt"/>'),
        ('Footnote', 'Standard', 'extra', '<style:paragraph-properties fo:margin-left="0.2354in" '
         'fo:margin-right="0in" fo:text-indent="-0.2354in" style:auto-text-indent="false" '
         'text:number-lines="false" text:line-number="0"/><style:text-properties fo:font-size="10pt"/>'),
        ('Title', 'Heading', 'chapter', '<style:paragraph-properties fo:text-align="center" '
         'style:justify-single-word="false"/><style:text-properties fo:font-size="28pt" '
         'fo:font-weight="bold"/>'),
        ('Subtitle', 'Heading', 'chapter', '<style:paragraph-properties fo:margin-top="0.0417in" '
         'fo:margin-bottom="0.0835in" style:contextual-spacing="false" fo:text-align="center" '
         'style:justify-single-word="false"/><style:text-properties fo:font-size="18pt"/>'),
        ('Heading_20_1', 'Heading', 'text', '<style:text-properties fo:font-size="130%" '
         'fo:font-weight="bold"/>'),
        ('Heading_20_2', 'Heading', 'text', '<style:text-properties fo:font-size="115%" '
         'fo:font-weight="bold"/>'),
        ('Heading_20_3', 'Heading', 'text', '<style:text-properties fo:font-size="101%" '
         'fo:font-weight="bold"/>'),
        ('List_20_Paragraph', 'Standard', 'list', '<style:paragraph-properties fo:margin-left="0.5in" '
         'fo:margin-right="0in" fo:text-indent="0in" style:auto-text-indent="false"/>'),
        ('Table_20_Contents', 'Standard', 'extra', '<loext:graphic-properties draw:fill="none"/>'
         '<style:paragraph-properties fo:background-color="transparent" text:number-lines="false" '
         'text:line-number="0"/>'),
    ]
    st = []
    for name, parent, cls, props in named:
        disp = name.replace("_20_", " ")
        dn = f' style:display-name="{disp}"' if disp != name else ""
        par = f' style:parent-style-name="{parent}"' if parent else ""
        nxt = ' style:next-style-name="Text_20_body"' if cls in ("chapter", "text") else ""
        lvl = (f' style:default-outline-level="{name[-1]}"' if name.startswith("Heading_20_") else "")
        st.append(f'<style:style style:name="{name}"{dn} style:family="paragraph"{par}{nxt}'
                  f'{lvl} style:class="{cls}">{props}</style:style>')
    st.append('<style:style style:name="Footnote_20_Symbol" style:display-name="Footnote Symbol" '
              'style:family="text"/><style:style style:name="Footnote_20_anchor" '
              'style:display-name="Footnote anchor" style:family="text"><style:text-properties '
              'style:text-position="super 58%"/></style:style><style:style '
              'style:name="Internet_20_link" style:display-name="Internet link" style:family="text">'
              '<style:text-properties fo:color="#000080" loext:opacity="100%" '
              'style:text-underline-style="solid" style:text-underline-width="auto" '
              'style:text-underline-color="font-color"/></style:style><style:style '
              'style:name="Numbering_20_Symbols" style:display-name="Numbering Symbols" '
              'style:family="text"/>')
    outline = ['<text:outline-style style:name="Outline">']
    for k in range(1, 11):
        outline.append(f'<text:outline-level-style text:level="{k}" style:num-format="">'
                       '<style:list-level-properties text:list-level-position-and-space-mode='
                       '"label-alignment"><style:list-level-label-alignment '
                       'text:label-followed-by="listtab"/></style:list-level-properties>'
                       '</text:outline-level-style>')
    outline.append('</text:outline-style>')
    return (
        '<?xml version="1.0" encoding="UTF-8"?>\n'
        f'<office:document-styles {NS_CONTENT}>{FONTS}<office:styles>'
        '<style:default-style style:family="paragraph"><style:paragraph-properties '
        'fo:hyphenation-ladder-count="no-limit" style:text-autospace="ideograph-alpha" '
        'style:punctuation-wrap="hanging" style:line-break="strict" style:tab-stop-distance="0.4925in" '
        'style:writing-mode="page"/><style:text-properties style:use-window-font-color="true" '
        'loext:opacity="0%" style:font-name="Liberation Serif" fo:font-size="12pt" '
        f'fo:language="{lang}" fo:country="{country}" style:letter-kerning="true" '
        'style:font-name-asian="Noto Sans CJK SC" style:font-size-asian="10.5pt" '
        'style:language-asian="zh" style:country-asian="CN" style:font-name-complex="Lohit Devanagari1" '
        'style:font-size-complex="12pt" style:language-complex="hi" style:country-complex="IN" '
        'fo:hyphenate="false" fo:hyphenation-remain-char-count="2" '
        'fo:hyphenation-push-char-count="2" loext:hyphenation-no-caps="false"/></style:default-style>'
        + "".join(st) + "".join(outline)
        + '<text:notes-configuration text:note-class="footnote" text:citation-style-name='
        '"Footnote_20_Symbol" text:citation-body-style-name="Footnote_20_anchor" '
        'style:num-format="1" text:start-value="0" text:footnotes-position="page" '
        'text:start-numbering-at="document"/><text:notes-configuration text:note-class="endnote" '
        'style:num-format="i" text:start-value="0"/><text:linenumbering-configuration '
        'text:number-lines="false" text:offset="0.1965in" style:num-format="1" '
        'text:number-position="left" text:increment="5"/></office:styles>'
        '<office:automatic-styles><style:page-layout style:name="pm1"><style:page-layout-properties '
        'fo:page-width="8.2681in" fo:page-height="11.6929in" style:num-format="1" '
        'style:print-orientation="portrait" fo:margin-top="0.7874in" fo:margin-bottom="0.7874in" '
        'fo:margin-left="0.7874in" fo:margin-right="0.7874in" style:writing-mode="lr-tb" '
        'style:footnote-max-height="0in" loext:margin-gutter="0in"><style:footnote-sep '
        'style:width="0.0071in" style:distance-before-sep="0.0398in" style:distance-after-sep="0.0398in" '
        'style:line-style="solid" style:adjustment="left" style:rel-width="25%" style:color="#000000"/>'
        '</style:page-layout-properties><style:header-style><style:header-footer-properties '
        'fo:min-height="0in" fo:margin-left="0in" fo:margin-right="0in" fo:margin-bottom="0.1965in"/>'
        '</style:header-style><style:footer-style><style:header-footer-properties fo:min-height="0in" '
        'fo:margin-left="0in" fo:margin-right="0in" fo:margin-top="0.1965in"/></style:footer-style>'
        '</style:page-layout></office:automatic-styles><office:master-styles>'
        '<style:master-page style:name="Standard" style:page-layout-name="pm1">'
        f'<style:header><text:p text:style-name="Header">{header}</text:p></style:header>'
        f'<style:footer><text:p text:style-name="Footer">{footer}</text:p></style:footer>'
        '</style:master-page></office:master-styles></office:document-styles>')


def meta_xml(title, creator, created, saved, pages, words, chars):
    return (
        '<?xml version="1.0" encoding="UTF-8"?>\n'
        '<office:document-meta xmlns:grddl="http://www.w3.org/2003/g/data-view#" '
        'xmlns:meta="urn:oasis:names:tc:opendocument:xmlns:meta:1.0" '
        'xmlns:office="urn:oasis:names:tc:opendocument:xmlns:office:1.0" '
        'xmlns:ooo="http://openoffice.org/2004/office" xmlns:xlink="http://www.w3.org/1999/xlink" '
        'xmlns:dc="http://purl.org/dc/elements/1.1/" office:version="1.3"><office:meta>'
        f'<meta:creation-date>{created}</meta:creation-date><dc:date>{saved}</dc:date>'
        '<meta:editing-duration>PT1H7M32S</meta:editing-duration><meta:editing-cycles>9'
        f'</meta:editing-cycles><meta:generator>{GENERATOR}</meta:generator>'
        f'<dc:title>{escape(title)}</dc:title><meta:initial-creator>{escape(creator)}'
        f'</meta:initial-creator><dc:creator>{escape(creator)}</dc:creator>'
        f'<meta:document-statistic meta:table-count="1" meta:image-count="0" meta:object-count="0" '
        f'meta:page-count="{pages}" meta:paragraph-count="21" meta:word-count="{words}" '
        f'meta:character-count="{chars}" meta:non-whitespace-character-count="{chars - words}"/>'
        '</office:meta></office:document-meta>')


SETTINGS = (
    '<?xml version="1.0" encoding="UTF-8"?>\n'
    '<office:document-settings xmlns:config="urn:oasis:names:tc:opendocument:xmlns:config:1.0" '
    'xmlns:office="urn:oasis:names:tc:opendocument:xmlns:office:1.0" '
    'xmlns:ooo="http://openoffice.org/2004/office" office:version="1.3"><office:settings>'
    '<config:config-item-set config:name="ooo:view-settings"><config:config-item '
    'config:name="ViewAreaTop" config:type="long">0</config:config-item><config:config-item '
    'config:name="ViewAreaLeft" config:type="long">0</config:config-item><config:config-item '
    'config:name="ViewAreaWidth" config:type="long">35362</config:config-item><config:config-item '
    'config:name="ViewAreaHeight" config:type="long">16139</config:config-item><config:config-item '
    'config:name="ShowRedlineChanges" config:type="boolean">true</config:config-item>'
    '<config:config-item config:name="InBrowseMode" config:type="boolean">false</config:config-item>'
    '</config:config-item-set><config:config-item-set config:name="ooo:configuration-settings">'
    '<config:config-item config:name="PrintReversed" config:type="boolean">false</config:config-item>'
    '<config:config-item config:name="AddParaTableSpacing" config:type="boolean">true'
    '</config:config-item><config:config-item config:name="Rsid" config:type="int">1830412'
    '</config:config-item></config:config-item-set></office:settings></office:document-settings>')

MANIFEST_RDF = (
    '<?xml version="1.0" encoding="utf-8"?>\n'
    '<rdf:RDF xmlns:rdf="http://www.w3.org/1999/02/22-rdf-syntax-ns#">\n'
    '  <rdf:Description rdf:about="content.xml">\n'
    '    <rdf:type rdf:resource="http://docs.oasis-open.org/ns/office/1.2/meta/pkg#ContentFile"/>\n'
    '  </rdf:Description>\n  <rdf:Description rdf:about="">\n'
    '    <ns0:hasPart xmlns:ns0="http://docs.oasis-open.org/ns/office/1.2/meta/pkg#" '
    'rdf:resource="content.xml"/>\n  </rdf:Description>\n  <rdf:Description rdf:about="">\n'
    '    <rdf:type rdf:resource="http://docs.oasis-open.org/ns/office/1.2/meta/pkg#Document"/>\n'
    '  </rdf:Description>\n</rdf:RDF>\n')

MANIFEST = (
    '<?xml version="1.0" encoding="UTF-8"?>\n'
    '<manifest:manifest xmlns:manifest="urn:oasis:names:tc:opendocument:xmlns:manifest:1.0" '
    'manifest:version="1.3" xmlns:loext="urn:org:documentfoundation:names:experimental:office:'
    'xmlns:loext:1.0">\n'
    ' <manifest:file-entry manifest:full-path="/" manifest:version="1.3" '
    'manifest:media-type="application/vnd.oasis.opendocument.text"/>\n'
    ' <manifest:file-entry manifest:full-path="Configurations2/" '
    'manifest:media-type="application/vnd.sun.xml.ui.configuration"/>\n'
    ' <manifest:file-entry manifest:full-path="Thumbnails/thumbnail.png" manifest:media-type="image/png"/>\n'
    ' <manifest:file-entry manifest:full-path="styles.xml" manifest:media-type="text/xml"/>\n'
    ' <manifest:file-entry manifest:full-path="manifest.rdf" manifest:media-type="application/rdf+xml"/>\n'
    ' <manifest:file-entry manifest:full-path="content.xml" manifest:media-type="text/xml"/>\n'
    ' <manifest:file-entry manifest:full-path="meta.xml" manifest:media-type="text/xml"/>\n'
    ' <manifest:file-entry manifest:full-path="settings.xml" manifest:media-type="text/xml"/>\n'
    '</manifest:manifest>')


def thumbnail(w=32, h=45):
    """A small white page with a few grey lines, a valid PNG."""
    rows = []
    for y in range(h):
        line = b"\x00"
        for x in range(w):
            grey = 4 <= x < w - 4 and y % 4 == 2 and 5 < y < h - 5
            line += b"\xa0\xa0\xa0" if grey else b"\xff\xff\xff"
        rows.append(line)

    def chunk(t, d):
        c = struct.pack(">I", len(d)) + t + d
        return c + struct.pack(">I", zlib.crc32(t + d) & 0xFFFFFFFF)
    return (b"\x89PNG\r\n\x1a\n" + chunk(b"IHDR", struct.pack(">IIBBBBB", w, h, 8, 2, 0, 0, 0))
            + chunk(b"IDAT", zlib.compress(b"".join(rows), 9)) + chunk(b"IEND", b""))


def save(path, content, styles, meta):
    dt = (2024, 3, 4, 18, 2, 10)
    with zipfile.ZipFile(path, "w") as z:
        zi = zipfile.ZipInfo("mimetype", dt)
        zi.compress_type = zipfile.ZIP_STORED
        z.writestr(zi, "application/vnd.oasis.opendocument.text")
        for d in ("Configurations2/accelerator/", "Configurations2/images/Bitmaps/",
                  "Configurations2/toolpanel/", "Configurations2/statusbar/",
                  "Configurations2/toolbar/", "Configurations2/floater/",
                  "Configurations2/popupmenu/", "Configurations2/progressbar/",
                  "Configurations2/menubar/"):
            z.writestr(zipfile.ZipInfo(d, dt), b"")
        for name, data in (("Thumbnails/thumbnail.png", thumbnail()), ("styles.xml", styles),
                           ("manifest.rdf", MANIFEST_RDF), ("content.xml", content),
                           ("meta.xml", meta), ("settings.xml", SETTINGS),
                           ("META-INF/manifest.xml", MANIFEST)):
            zi = zipfile.ZipInfo(name, dt)
            zi.compress_type = zipfile.ZIP_DEFLATED
            z.writestr(zi, data.encode("utf-8") if isinstance(data, str) else data)


# ---------------------------------------------------------------- text to ODF inline markup
class Doc:
    def __init__(self, notes=(), links=None, note_labels=()):
        self.notes, self.links, self.labels, self.fn = list(notes), links or {}, list(note_labels), 0

    def note(self):
        i = self.fn
        self.fn += 1
        label = self.labels[i] if i < len(self.labels) else None
        cit = (f'<text:note-citation text:label="{escape(label)}">{escape(label)}</text:note-citation>'
               if label else f'<text:note-citation>{i + 1}</text:note-citation>')
        return (f'<text:note text:id="ftn{i + 1}" text:note-class="footnote">{cit}<text:note-body>'
                f'<text:p text:style-name="Footnote">{self.inl(self.notes[i])}</text:p>'
                '</text:note-body></text:note>')

    def inl(self, s):
        """Unit text with {fn:N}, {b}/{i} spans, {pb} soft page breaks, \\n line breaks and runs
        of spaces to content.xml's inline markup; phrases in self.links become text:a."""
        out = []
        for part in re.split(r"(\{fn:[^}]*\}|\{/?[bi]\}|\{pb\}|\n)", s):
            if not part:
                continue
            if part.startswith("{fn:"):
                out.append(self.note())
            elif part == "{b}":
                out.append('<text:span text:style-name="T1">')
            elif part == "{i}":
                out.append('<text:span text:style-name="T2">')
            elif part in ("{/b}", "{/i}"):
                out.append('</text:span>')
            elif part == "{pb}":
                out.append('<text:soft-page-break/>')
            elif part == "\n":
                out.append('<text:line-break/>')
            else:
                t = escape(part)
                for phrase, url in self.links.items():
                    t = t.replace(escape(phrase), (
                        f'<text:a xlink:type="simple" xlink:href="{escape(url)}" '
                        'text:style-name="Internet_20_link" text:visited-style-name='
                        f'"Visited_20_Internet_20_Link">{escape(phrase)}</text:a>'))
                t = re.sub(r"  +", lambda m: " " + (f'<text:s text:c="{len(m.group(0)) - 1}"/>'
                                                    if len(m.group(0)) > 2 else "<text:s/>"), t)
                t = t.replace("\t", "<text:tab/>")
                out.append(t)
        return "".join(out)

    def p(self, style, s):
        return f'<text:p text:style-name="{style}">{self.inl(s)}</text:p>'

    def paras(self, style, s, style2=None):
        """A unit's text; " {para}" starts a second paragraph (in style2)."""
        parts = s.split(" {para}")
        out = [self.p(style, parts[0])]
        for x in parts[1:]:
            out.append(self.p(style2 or style, x))
        return out

    def h(self, level, s, style=None, pre=""):
        st = style or f"Heading_20_{level}"
        return (f'<text:h text:style-name="{st}" text:outline-level="{level}">{pre}{self.inl(s)}'
                '</text:h>')


def first_para(s):
    return s.split(" {para}")[0]


def rest_paras(s):
    return s.split(" {para}")[1:]


# ====================================================================== dev: drawn numbers, ru 2017
DEV_RU = [
    U("24", "КАРТЫ, ОТКРЫТЫЕ ИЛИ ПОКАЗАННЫЕ ВО ВРЕМЯ ТОРГОВЛИ"),
    U("24A", "Карта, показанная случайно",
      "Если во время торговли игрок уронил карту лицом вверх или иным образом позволил партнёру "
      "её увидеть, судья, вызванный к столу, осматривает карту и решает, как с ней поступить."),
    U("24B", "Одна карта младше дамы"),
    U("24B1", None,
      "Карта младше дамы, показанная впервые, остаётся в руке игрока{fn:1}, и никакого "
      "исправления не назначают."),
    U("24B2", None, "Если карта младше дамы показана повторно в той же сдаче, судья:"),
    U("24B2(A)", None, "записывает её на обороте протокола;"),
    U("24B2(B)", None,
      "предупреждает партнёра, что тот не вправе учитывать увиденное при своих заявках."),
    U("24C", "Старшая карта или несколько карт"),
    U("24C1", None,
      "Старшую карту или две карты любого достоинства игрок кладёт на стол перед собой, и они "
      "{pb}лежат там лицом вверх до конца торговли."),
    U("24C2", None,
      "Партнёр игрока, показавшего такие карты, пасует при своей ближайшей очереди. {para}Если "
      "же перед этим соперник объявил контру, партнёр вправе сделать любую заявку, а судья "
      "после сдачи проверит, не помогли ли ему показанные карты."),
    U("24C3", None, "Когда торговля закончена, показанные карты:"),
    U("24C3(A)", None, "возвращаются в руку, если их владелец стал разыгрывающим или болваном;"),
    U("24C3(B)", None,
      "остаются на столе как штрафные, если их владелец стал защитником (см. Правило\u00a050)."),
]
DEV_RU_NOTES = ["В турнирах клуба «Восток» так же поступают с картой, показанной при "
                "раскладывании сдачи по карманам."]
RU_LEVELS = {1: ("1", "", ".", 1), 2: ("а, б, .., аа, аб, ... (ru)", "", ")", 1)}


def dev_ru():
    d = Doc(DEV_RU_NOTES)
    u = {x.ref: x for x in DEV_RU}
    auto = (pstyle("P1", "Standard", extra='<style:paragraph-properties fo:text-align="center" '
                   'style:justify-single-word="false"/><style:text-properties fo:font-size="10pt"/>')
            + pstyle("P2", "List_20_Paragraph", liststyle="L1")
            + pstyle("P3", "List_20_Paragraph", liststyle="L2")
            + pstyle("P4", "Text_20_body", left=0.5, indent=0)
            + T_STYLES + list_style("L1", RU_LEVELS) + list_style("L2", RU_LEVELS))
    b = []
    b.append('<text:p text:style-name="Title">Правила 2017 года: раздел «Торговля»'
             '<text:line-break/>подборка для судей клуба</text:p>')
    b.append('<text:p text:style-name="P1">Полный текст правил на сайте клуба: <text:a '
             'xlink:type="simple" xlink:href="https://vostok-bridge.example/pravila2017" '
             'text:style-name="Internet_20_link" text:visited-style-name="Visited_20_Internet_20_Link">'
             'vostok-bridge.example/pravila2017</text:a></text:p>')
    b.append(d.h(1, "Правило 24.  " + u["24"].title, pre='<text:bookmark text:name="Правило24"/>'))
    b.append(d.h(2, "А.\t" + u["24A"].title))
    b.append(d.p("Text_20_body", u["24A"].text))
    b.append(d.h(2, "Б.\t" + u["24B"].title))
    # section B: one list, the letters in a list nested inside the second item
    b.append('<text:list xml:id="list2904113437" text:style-name="L1">'
             f'<text:list-item>{d.p("P2", u["24B1"].text)}</text:list-item>'
             f'<text:list-item>{d.p("P2", u["24B2"].text)}<text:list>'
             f'<text:list-item>{d.p("P2", u["24B2(A)"].text)}</text:list-item>'
             f'<text:list-item>{d.p("P2", u["24B2(B)"].text)}</text:list-item>'
             '</text:list></text:list-item></text:list>')
    b.append(d.h(2, "В.\t" + u["24C"].title))
    # section C: a list of its own (L2); the second paragraph of 24C2 unnumbered outside it; the
    # list then continued (text:continue-numbering) with 24C3
    c2 = u["24C2"].text
    b.append('<text:list xml:id="list1630377264" text:style-name="L2">'
             f'<text:list-item>{d.p("P3", u["24C1"].text)}</text:list-item>'
             f'<text:list-item>{d.p("P3", first_para(c2))}</text:list-item></text:list>')
    b.append(d.p("P4", rest_paras(c2)[0]))
    b.append('<text:list xml:id="list887520141" text:continue-numbering="true" text:style-name="L2">'
             f'<text:list-item>{d.p("P3", u["24C3"].text)}<text:list>'
             f'<text:list-item>{d.p("P3", u["24C3(A)"].text)}</text:list-item>'
             f'<text:list-item>{d.p("P3", u["24C3(B)"].text)}</text:list-item>'
             '</text:list></text:list-item></text:list>')
    b.append('<text:p text:style-name="Standard"/>')
    save(f"{ROOT}/dev/klub-odt-pravilo24-2017.odt", content_xml(auto, "".join(b)),
         styles_xml("Бридж-клуб «Восток» — Правила спортивного бриджа 2017",
                    'Страница <text:page-number text:select-page="current">1</text:page-number>'
                    ' · для внутреннего пользования', "ru", "RU"),
         meta_xml("Правило 24 — подборка", "Андрей Л.", "2024-02-27T21:14:09.418000000",
                  "2024-03-04T18:02:10.112000000", 2, 402, 2716))
    write_expected(
        f"{ROOT}/dev/klub-odt-pravilo24-2017.expected.yaml",
        """Shape 23: a club's LibreOffice Writer document (.odt): a zip with an uncompressed mimetype first;
content.xml on one line: a Title paragraph of two lines (text:line-break), a centred line with a
text:a link, «Правило 24.» and its title in text:h outline-level 1 (a text:bookmark before, a
text:s for the second space), sections typed «Б.» text:tab title in text:h level 2; subsections
and items in text:list with list styles L1/L2 whose levels DRAW the numbers (num-format "1" with
suffix ".", level 2 LibreOffice's Russian «а, б, .., аа, аб, ... (ru)» with suffix ")"): «1.»,
«а)» are NOT in the text; the letters in a list nested in the second item; 24C2's second paragraph
outside the list and the list then continued (text:continue-numbering="true") with 24C3; a
text:soft-page-break inside 24C1; a footnote (text:note, citation "1") in 24B1; the club's name in
the master page's style:header, a text:page-number in its style:footer (styles.xml). Every
sentence invented.""",
        2017, "ru", DEV_RU, footnotes=1,
        furniture=["Бридж-клуб «Восток»", "для внутреннего пользования", "подборка для судей клуба",
                   "Полный текст правил на сайте клуба", "раскладывании сдачи по карманам"])


# ====================================================================== dev: typed markers, en 2007
DEV_EN = [
    U("17", "THE AUCTION PERIOD"),
    U("17A", "Start of the Auction Period",
      "The auction period for a board starts when the first player takes his cards out of the "
      "board{fn:*}; a player who has not yet looked at his cards is nonetheless in the auction "
      "period."),
    U("17B", "The First Call",
      "The player marked as dealer on the board makes the first call; the {b}arrow on the "
      "board{/b}, not the seat the dealer happens to occupy, decides who that is."),
    U("17C", "Successive Calls"),
    U("17C1", None,
      "Calls proceed clockwise, each player calling in turn until the auction is closed."),
    U("17C2", None, "A player who finds he has called with the cards of another board shall:"),
    U("17C2(A)", None, "leave the call on the table and summon the Director;"),
    U("17C2(B)", None,
      "make no further call until the Director has decided whether the board can be played;"),
    U("17C2(C)", None, "hand the wrong cards back to the Director face down."),
    U("17D", "End of the Auction Period",
      "The auction period ends when the opening lead is faced; when a board is {i}passed "
      "out{/i}, it ends when the last of the four hands has been returned to the board."),
]
DEV_EN_NOTES = ["The Sub-Committee proposes to say \u201cremoves\u201d rather than "
                "\u201ctakes\u201d in the next draft."]


def dev_en():
    d = Doc(DEV_EN_NOTES, note_labels=["*"])
    u = {x.ref: x for x in DEV_EN}
    auto = (TABLE_STYLES
            + pstyle("P1", "Text_20_body", left=0.5, indent=-0.25)
            + pstyle("P2", "Text_20_body", left=1.0, indent=-0.5)
            + pstyle("P3", "Standard", extra='<style:paragraph-properties fo:margin-top="0.1in" '
                     'fo:margin-bottom="0.1in"/>')
            + T_STYLES)
    b = []
    b.append('<text:p text:style-name="Title">Laws of Duplicate Bridge 2007 \u2013 annotated '
             'working text</text:p>')
    b.append(table([("Status", "Working draft 3, not for circulation"),
                    ("Prepared by", "Laws Sub-Committee, March 2008")]))
    b.append('<text:p text:style-name="P3"/>')
    b.append(d.h(1, "LAW 17\n" + u["17"].title))
    for sect in "ABCD":
        s = u["17" + sect]
        b.append(d.h(2, f"{sect}.\t{s.title}"))
        if s.text:
            b.append(d.p("Text_20_body", s.text))
        for x in DEV_EN:
            tail = x.ref[3:]
            if x.ref.startswith("17" + sect) and tail:
                if "(" in tail:
                    letter = tail[2].lower()
                    gap = {"a": "   ", "b": "  ", "c": "\t"}[letter]
                    b.append(d.p("P2", f"({letter}){gap}{x.text}"))
                else:
                    b.append(d.p("P1", f"{tail}.\t{x.text}"))
    b.append('<text:p text:style-name="Standard"/>')
    save(f"{ROOT}/dev/fed-odt-law17-2007.odt", content_xml(auto, "".join(b)),
         styles_xml("Harbourside Bridge Association<text:tab/><text:tab/>Laws Sub-Committee",
                    'Draft for comment \u2013 page <text:page-number text:select-page="current">1'
                    '</text:page-number>', "en", "GB"),
         meta_xml("Law 17 working text", "R. Pennington", "2008-03-02T10:14:51.302000000",
                  "2008-03-09T16:40:03.845000000", 1, 341, 1960))
    write_expected(
        f"{ROOT}/dev/fed-odt-law17-2007.expected.yaml",
        """Shape 23: an association's LibreOffice Writer document (.odt) with the markers TYPED: a Title
paragraph, a two-column table (table:table) of the draft's status under it, "LAW 17" and the
title in one text:h outline-level 1 split by a text:line-break, sections typed "A." text:tab title
in text:h level 2; subsections "1." text:tab text in paragraphs of a hanging-indent automatic
style (P1), items "(a)" followed by a space and text:s text:c="2", "(b)" by a space and text:s, "(c)" by
text:tab (P2); a bold span (T1) in 17B, an italic span (T2) in 17D; a footnote in 17A whose
citation is the label "*" (text:note-citation text:label="*"); the association's name in the
master page's header, a text:page-number in its footer. Every sentence invented.""",
        2007, "en", DEV_EN, footnotes=1,
        furniture=["Harbourside Bridge Association", "Laws Sub-Committee", "Draft for comment",
                   "annotated working text", "Working draft 3", "The Sub-Committee proposes"])


# ====================================================================== heldout: drawn 1/a/i, en 1997
HELD_EN = [
    U("32", "DOUBLE OR REDOUBLE OUT OF ROTATION"),
    U("32A", "Made at an Opponent\u2019s Turn"),
    U("32A1", None,
      "A double or redouble made when it was an opponent\u2019s turn to call is left on the "
      "table until the Director arrives{fn:1}. {para}Neither member of the offending side may "
      "touch the bidding box in the meantime."),
    U("32A2", None, "The Director then offers the opponent whose turn it was a choice:"),
    U("32A2(A)", None,
      "to accept the double or redouble, which then stands as if it had been made in turn;"),
    U("32A2(B)", None, "to refuse it, in which case:"),
    U("32A2(B)(1)", None, "the call is removed and the auction reverts to the correct player;"),
    U("32A2(B)(2)", None,
      "the offender\u2019s partner may not double or redouble for the rest of the auction."),
    U("32B", "Made at Partner\u2019s Turn",
      "A double or redouble made when it was the offender\u2019s partner\u2019s turn to call is "
      "removed, and the partner calls as though it had not been made; the Director may adjust "
      "the score if the removed call helped him."),
    U("32C", "Inadmissible Double or Redouble",
      "A double of partner\u2019s bid, or a redouble of an undoubled bid, made out of rotation is "
      "dealt with under Law 36 and not under this Law."),
]
HELD_EN_NOTES = ["In county events the Director may allow play to continue at other tables "
                 "while he deals with the call."]
EN_LEVELS = {1: ("1", "", ".", 1), 2: ("a", "(", ")", 1), 3: ("i", "(", ")", 1)}


def held_en():
    d = Doc(HELD_EN_NOTES, links={"Law 36": "https://ashcombe-bridge.example/laws1997/law36"})
    u = {x.ref: x for x in HELD_EN}
    auto = (TABLE_STYLES
            + pstyle("P1", "List_20_Paragraph", liststyle="L1")
            + pstyle("P2", "Text_20_body", left=0.5, indent=0)
            + T_STYLES + list_style("L1", EN_LEVELS))
    b = []
    b.append('<text:p text:style-name="Title">Laws of Duplicate Contract Bridge 1997</text:p>')
    b.append('<text:p text:style-name="Subtitle">Law 32 with the county\u2019s notes for '
             'tournament directors</text:p>')
    b.append('<text:h text:style-name="Heading_20_1" text:outline-level="1"><text:bookmark-start '
             'text:name="__RefHeading___Toc211_3124"/>' + d.inl("LAW 32. " + u["32"].title)
             + '<text:bookmark-end text:name="__RefHeading___Toc211_3124"/></text:h>')
    b.append(d.h(2, "A. " + u["32A"].title))
    a1 = u["32A1"].text
    # 32A1 in a list; its second paragraph outside it; 32A2 in a new list of the same style
    # whose first item is set to start at 2 (text:start-value), with nested (a)/(b) and (i)/(ii)
    b.append('<text:list xml:id="list4127733160" text:style-name="L1">'
             f'<text:list-item>{d.p("P1", first_para(a1))}</text:list-item></text:list>')
    b.append(d.p("P2", rest_paras(a1)[0]))
    b.append('<text:list xml:id="list2210486655" text:style-name="L1">'
             f'<text:list-item text:start-value="2">{d.p("P1", u["32A2"].text)}<text:list>'
             f'<text:list-item>{d.p("P1", u["32A2(A)"].text)}</text:list-item>'
             f'<text:list-item>{d.p("P1", u["32A2(B)"].text)}<text:list>'
             f'<text:list-item>{d.p("P1", u["32A2(B)(1)"].text)}</text:list-item>'
             f'<text:list-item>{d.p("P1", u["32A2(B)(2)"].text)}</text:list-item>'
             '</text:list></text:list-item></text:list></text:list-item></text:list>')
    b.append(d.h(2, "B. " + u["32B"].title))
    b.append(d.p("Text_20_body", u["32B"].text))
    b.append(d.h(2, "C. " + u["32C"].title))
    b.append(d.p("Text_20_body", u["32C"].text))
    b.append('<text:p text:style-name="Text_20_body"/>')
    b.append(table([("Issued by", "Ashcombe County CBA Tournament Committee"),
                    ("Revised", "14 March 1998")]))
    b.append('<text:p text:style-name="Standard"/>')
    save(f"{ROOT}/heldout/county-odt-law32-1997.odt", content_xml(auto, "".join(b)),
         styles_xml("Ashcombe County Contract Bridge Association \u00b7 Tournament Directors\u2019 "
                    "Notes",
                    'Page <text:page-number text:select-page="current">1</text:page-number> of '
                    '<text:page-count>2</text:page-count>', "en", "GB"),
         meta_xml("Law 32 (1997) with county notes", "M. Okafor", "2019-10-11T09:03:27.519000000",
                  "2019-10-11T11:46:58.207000000", 2, 318, 1799))
    write_expected(
        f"{ROOT}/heldout/county-odt-law32-1997.expected.yaml",
        """Shape 23: a county association's LibreOffice Writer document (.odt) with the numbers DRAWN by a
list style: Title and Subtitle paragraphs; "LAW 32. …" in text:h outline-level 1 between a
text:bookmark-start and text:bookmark-end; sections typed "A. …" in text:h level 2; the
subsections and items in text:list of style L1 (level 1 num-format "1" suffix "."; level 2 "a"
with prefix "(" and suffix ")"; level 3 "i" the same), three levels nested, NOT in the text; the
second paragraph of 32A1 outside the list, and 32A2 in a new list whose item has
text:start-value="2"; a footnote in 32A1; a text:a link on "Law 36" in 32C; a two-column table
after the law; the association's name in the master page's header, "Page N of M" (text:page-number,
text:page-count) in its footer. Every sentence invented.""",
        1997, "en", HELD_EN, footnotes=1,
        furniture=["Ashcombe County Contract Bridge Association", "Tournament Directors\u2019 Notes",
                   "with the county\u2019s notes for tournament directors",
                   "Ashcombe County CBA Tournament Committee", "14 March 1998",
                   "continue at other tables"])


# ====================================================================== heldout: two laws, ru 2007
HELD_RU = [
    U("37", "ДЕЙСТВИЕ ВОПРЕКИ ОБЯЗАННОСТИ ПАСОВАТЬ"),
    U("37A", "Нарушение обязанности пасовать",
      "Игрок, обязанный пасовать, который вместо этого сделал заявку, контру или реконтру, "
      "должен дождаться судьи, {b}не убирая карточку со стола{/b}."),
    U("37B", "Последствия нарушения"),
    U("37B1", None,
      "Если соперник слева от нарушителя ещё не сделал заявки, он вправе принять незаконное "
      "действие; если он его не принимает, судья заменяет действие пасом."),
    U("37B2", None, "Если соперник слева уже сделал заявку, судья:"),
    U("37B2(A)", None, "оставляет в силе всё, что было сказано после нарушения;"),
    U("37B2(B)", None,
      "вправе назначить искусственный результат, когда нарушитель мог извлечь из своего "
      "действия выгоду."),
    U("38", "ЗАЯВКА ВЫШЕ СЕМИ"),
    U("38A", "Недопустимая заявка",
      "Заявка на восьмом уровне или выше считается недопустимой; судья убирает её карточку в "
      "коробку и отмечает нарушение в протоколе."),
    U("38B", "Ограничения для стороны нарушителя"),
    U("38B1", None,
      "До конца торговли партнёр нарушителя может только пасовать или повторять собственные "
      "прежние заявки."),
    U("38B2", None,
      "Если недопустимая заявка осталась незамеченной и сдача была сыграна, результат "
      "засчитывается по последней допустимой заявке{fn:1}."),
]
HELD_RU_NOTES = ["На семинаре судей этот случай разбирался отдельно; протокол разбора хранится у "
                 "председателя коллегии."]


def held_ru():
    d = Doc(HELD_RU_NOTES)
    u = {x.ref: x for x in HELD_RU}
    lv = {1: ("1", "", ".", 1)}
    auto = (pstyle("P1", "List_20_Paragraph", liststyle="L1")
            + pstyle("P2", "List_20_Paragraph", liststyle="L2")
            + pstyle("P3", "Text_20_body", left=1.0, indent=-0.3)
            + pstyle("P4", "Heading_20_2", extra='<style:paragraph-properties '
                     'fo:break-before="auto"/>')
            + T_STYLES + list_style("L1", lv) + list_style("L2", lv))
    b = []
    b.append('<text:p text:style-name="Title">Кодекс спортивного бриджа (2007)</text:p>')
    b.append('<text:p text:style-name="Subtitle">правила 37\u201338 \u2014 учебная выборка для '
             'семинара судей</text:p>')
    # law 37
    b.append(d.h(2, "Правило 37. " + u["37"].title, pre='<text:bookmark text:name="Правило37"/>'))
    b.append(d.h(3, "А. " + u["37A"].title))
    b.append(d.p("Text_20_body", u["37A"].text))
    b.append(d.h(3, "Б. " + u["37B"].title))
    b.append('<text:list xml:id="list3390122418" text:style-name="L1">'
             f'<text:list-item>{d.p("P1", u["37B1"].text)}</text:list-item>'
             f'<text:list-item>{d.p("P1", u["37B2"].text)}</text:list-item></text:list>')
    b.append(d.p("P3", "а)\t" + u["37B2(A)"].text))
    b.append(d.p("P3", "б)   " + u["37B2(B)"].text))
    # law 38 on the next page: the soft page break opens its heading
    b.append('<text:h text:style-name="P4" text:outline-level="2"><text:soft-page-break/>'
             '<text:bookmark text:name="Правило38"/>' + d.inl("Правило 38. " + u["38"].title)
             + '</text:h>')
    b.append(d.h(3, "А. " + u["38A"].title))
    b.append(d.p("Text_20_body", u["38A"].text))
    b.append(d.h(3, "Б. " + u["38B"].title))
    b.append('<text:list xml:id="list1207345519" text:style-name="L2">'
             f'<text:list-item>{d.p("P2", u["38B1"].text)}</text:list-item>'
             f'<text:list-item>{d.p("P2", u["38B2"].text)}</text:list-item></text:list>')
    b.append('<text:p text:style-name="Standard"/>')
    save(f"{ROOT}/heldout/kodeks-odt-pravila37-38-2007.odt", content_xml(auto, "".join(b)),
         styles_xml("Коллегия судей областной федерации бриджа",
                    'Редакция 2007 г.<text:tab/><text:tab/>стр. <text:page-number '
                    'text:select-page="current">1</text:page-number>', "ru", "RU"),
         meta_xml("Правила 37–38", "Коллегия судей", "2015-01-19T12:30:44.006000000",
                  "2015-01-20T09:12:31.774000000", 2, 286, 1904))
    write_expected(
        f"{ROOT}/heldout/kodeks-odt-pravila37-38-2007.expected.yaml",
        """Shape 23: two laws in a LibreOffice Writer document (.odt): Title and Subtitle paragraphs; the law
headers «Правило 37. …» in text:h outline-level 2 with a text:bookmark before the words (the second
opening with a text:soft-page-break, in an automatic heading style P4), sections typed «А. …» in
text:h level 3; the subsections in text:list of styles L1 and L2 whose numbers are DRAWN
(num-format "1", suffix "."), NOT in the text; the items after them TYPED in indented paragraphs,
«а)» text:tab and «б)» with a space and text:s text:c="2"; a bold span (T1) in 37A; a footnote in
38B2; the judges' board in the master page's header, the edition and a text:page-number in its
footer. Every sentence invented.""",
        2007, "ru", HELD_RU, footnotes=1,
        furniture=["Коллегия судей областной федерации бриджа", "Редакция 2007 г.",
                   "учебная выборка для семинара судей", "протокол разбора хранится"])


FILES = {"klub-odt-pravilo24-2017": DEV_RU, "fed-odt-law17-2007": DEV_EN,
         "county-odt-law32-1997": HELD_EN, "kodeks-odt-pravila37-38-2007": HELD_RU}

if __name__ == "__main__":
    dev_ru()
    dev_en()
    held_en()
    held_ru()
