#!/usr/bin/env python3
"""Evernote export (.enex, export4 DTD) with two notes; the second holds Закон 73.

Traps: the law header exists only as the note <title>; the first note is an unrelated
to-do list that mentions the law; ENML sits in CDATA and uses &nbsp; (undeclared in
plain XML); subsections of А are an <ol> (numbers drawn, not typed); section Б shows
Evernote's own invalid nesting - a <ul> placed directly inside the <ol> - so the next
<li> of the <ol> is numbered 2; items а)/б) start with <en-todo> checkboxes; an
<en-crypt> block (base64 ciphertext) sits between А and Б; an <en-media> image whose
<resource><recognition> OCR index contains decoy words "Закон 73 ... А."; section В is
laid out as a two-column table; the edition is stated only in a tag and a source line.
"""
import os, base64, hashlib, zlib, struct

HERE = os.path.dirname(os.path.abspath(__file__))
NAME = "pravilo73"


def png(w, h):
    def chunk(t, d):
        c = struct.pack(">I", len(d)) + t + d
        return c + struct.pack(">I", zlib.crc32(t + d) & 0xffffffff)
    raw = b"".join(b"\x00" + b"\xf0\xf0\xe0" * w for _ in range(h))
    return (b"\x89PNG\r\n\x1a\n" + chunk(b"IHDR", struct.pack(">IIBBBBB", w, h, 8, 2, 0, 0, 0))
            + chunk(b"IDAT", zlib.compress(raw)) + chunk(b"IEND", b""))

img = png(32, 12)
md5 = hashlib.md5(img).hexdigest()
cipher = base64.b64encode(b"ENC0" + hashlib.sha256(b"secret club notes").digest() * 3).decode()

note1 = ('<?xml version="1.0" encoding="UTF-8" standalone="no"?>'
         '<!DOCTYPE en-note SYSTEM "http://xml.evernote.com/pub/enml2.dtd">'
         '<en-note><div><en-todo checked="true"/>Взять бланки протоколов</div>'
         '<div><en-todo checked="false"/>Распечатать закон 73 для новичков</div>'
         '<div><br/></div><div>Начало в 11:00, взнос 300&nbsp;руб.</div></en-note>')

note2 = ('<?xml version="1.0" encoding="UTF-8" standalone="no"?>'
         '<!DOCTYPE en-note SYSTEM "http://xml.evernote.com/pub/enml2.dtd">'
         '<en-note>'
         '<h2>А. Надлежащий способ общения</h2>'
         '<ol>'
         '<li><div>Партнёры обмениваются сведениями только посредством заявок и сыгранных карт, '
         'сделанных без лишних пауз и интонаций.</div></li>'
         '<li><div>Игрок не вправе намеренно медлить с заявкой, чтобы дать партнёру знать о силе своей руки.</div></li>'
         '</ol>'
         '<div><br/></div>'
         '<en-crypt hint="пароль клуба" cipher="AES" length="128">' + cipher + '</en-crypt>'
         '<div><br/></div>'
         '<div><b>Б. Недопустимые сигналы</b></div>'
         '<ol>'
         '<li><div>К недопустимым сигналам относятся, в частности:</div></li>'
         '<ul>'
         '<li><div><en-todo checked="true"/>а)&nbsp;замечания, жесты и интонации, сопровождающие заявку или ход;</div></li>'
         '<li><div><en-todo checked="false"/>б)&nbsp;нарочито быстрая либо медленная игра карты, если она что-то сообщает партнёру.</div></li>'
         '</ul>'
         '<li><div>Партнёр, заметивший такой сигнал, не вправе извлекать из него выгоду.</div></li>'
         '</ol>'
         '<div><en-media hash="' + md5 + '" type="image/png" style="--en-naturalWidth:32; --en-naturalHeight:12;"/></div>'
         '<div><br/></div>'
         '<table style="border-collapse: collapse; width: 100%;"><colgroup><col style="width: 40px;"/><col/></colgroup><tbody>'
         '<tr><td><div><b>В.</b></div></td><td><div><b>Обманные действия</b></div></td></tr>'
         '<tr><td><div>1.</div></td><td><div>Игрок может вводить соперников в заблуждение своими заявками и картами, '
         'если это не скрыто в партнёрском соглашении.</div></td></tr>'
         '<tr><td><div>2.</div></td><td><div>Когда соперник пострадал от умышленного обмана, судья присуждает '
         'исправленный результат.</div></td></tr>'
         '</tbody></table>'
         '<hr/>'
         '<div><i>Источник: Международные правила бриджа, редакция 2007 года; перевод для клуба «Вист».</i></div>'
         '</en-note>')

reco = ('<?xml version="1.0" encoding="UTF-8"?>\n'
        '<!DOCTYPE recoIndex PUBLIC "SYSTEM" "http://xml.evernote.com/pub/recoIndex.dtd">'
        '<recoIndex docType="unknown" objType="image" objID="' + md5 + '" engineVersion="7.0.24.1" '
        'recoType="service" lang="ru" objWidth="32" objHeight="12">'
        '<item x="1" y="1" w="14" h="4"><t w="72">Закон</t><t w="61">73</t></item>'
        '<item x="1" y="6" w="20" h="4"><t w="40">А.</t><t w="33">Сигналы</t><t w="25">запрещены</t></item>'
        '</recoIndex>')

b64 = base64.b64encode(img).decode()
b64 = "\n".join(b64[i:i + 76] for i in range(0, len(b64), 76))

enex = f'''<?xml version="1.0" encoding="UTF-8" standalone="no"?>
<!DOCTYPE en-export SYSTEM "http://xml.evernote.com/pub/evernote-export4.dtd">
<en-export export-date="20190412T091530Z" application="Evernote" version="10.8.5">
  <note>
    <title>Турнир в субботу</title>
    <created>20190410T181200Z</created>
    <updated>20190411T070344Z</updated>
    <tag>клуб</tag>
    <note-attributes>
      <author>Ольга Соколова</author>
    </note-attributes>
    <content>
      <![CDATA[{note1}]]>
    </content>
  </note>
  <note>
    <title>Закон 73. Общение партнёров</title>
    <created>20190402T120501Z</created>
    <updated>20190409T210017Z</updated>
    <tag>правила</tag>
    <tag>МПБ-2007</tag>
    <note-attributes>
      <author>Ольга Соколова</author>
      <source>desktop.win</source>
      <source-application>evernote.win32</source-application>
    </note-attributes>
    <content>
      <![CDATA[{note2}]]>
    </content>
    <resource>
      <data encoding="base64">
{b64}
      </data>
      <mime>image/png</mime>
      <width>32</width>
      <height>12</height>
      <recognition><![CDATA[{reco}]]></recognition>
      <resource-attributes>
        <file-name>signaly.png</file-name>
      </resource-attributes>
    </resource>
  </note>
</en-export>
'''

with open(os.path.join(HERE, NAME + ".enex"), "w", encoding="utf-8") as f:
    f.write(enex)

EXPECTED = """\
edition: 2007
lang: ru
units:
  - ref: "73"
    title: "Общение партнёров"
  - ref: "73A"
    title: "Надлежащий способ общения"
  - ref: "73A1"
    title: null
    text: "Партнёры обмениваются сведениями только посредством заявок и сыгранных карт,"
  - ref: "73A2"
    title: null
    text: "Игрок не вправе намеренно медлить с заявкой, чтобы"
  - ref: "73B"
    title: "Недопустимые сигналы"
  - ref: "73B1"
    title: null
    text: "К недопустимым сигналам относятся, в частности:"
  - ref: "73B1(A)"
    title: null
    text: "замечания, жесты и интонации, сопровождающие заявку или ход;"
  - ref: "73B1(B)"
    title: null
    text: "нарочито быстрая либо медленная игра карты, если она"
  - ref: "73B2"
    title: null
    text: "Партнёр, заметивший такой сигнал, не вправе извлекать из"
  - ref: "73C"
    title: "Обманные действия"
  - ref: "73C1"
    title: null
    text: "Игрок может вводить соперников в заблуждение своими заявками и"
  - ref: "73C2"
    title: null
    text: "Когда соперник пострадал от умышленного обмана, судья присуждает"
footnotes: 0
furniture:
  - "Турнир в субботу"
  - "Распечатать закон 73 для новичков"
  - "Источник: Международные правила бриджа, редакция 2007 года"
  - "МПБ-2007"
"""
with open(os.path.join(HERE, NAME + ".expected.yaml"), "w", encoding="utf-8") as f:
    f.write(EXPECTED)
print("wrote", NAME + ".enex")
