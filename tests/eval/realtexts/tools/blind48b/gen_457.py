#!/usr/bin/env python3
"""FidoNet echomail message as stored by a DOS point (GoldED 2.50+) in a *.MSG area.

Traps: FTS-0001 190-byte binary header before the text; text is CP866 with CR-only line
ends and ends at a NUL; ^A kludges (MSGID/REPLY/PID/CHRS) with CHRS "+7_FIDO 2"
(the Russian FidoNet name for CP866, not a codepage number); capital Cyrillic EN is byte
0x8D in CP866 - the very byte FTS-0001 calls a "soft CR" that may be dropped; quoted
lines " DP> " (one quotes "Правило 62" at the start of a quoted line); the editor
hard-wrapped paragraphs at ~66 columns so one continuation line begins with the word
"В" (not section В); tearline, Origin, SEEN-BY and ^APATH after the text.
"""
import os, struct

HERE = os.path.dirname(os.path.abspath(__file__))
NAME = "457"

def z(s, n):
    b = s.encode("cp866")
    assert len(b) < n
    return b + b"\x00" * (n - len(b))

header = (
    z("Sergei Volkov", 36)
    + z("Dmitry Petrov", 36)
    + z("Re: Правило 62 целиком", 72)
    + z("14 Mar 98  22:41:07", 20)
    + struct.pack("<13H",
                  3,      # timesRead
                  1234,   # destNode
                  1234,   # origNode
                  0,      # cost
                  5020,   # origNet
                  5020,   # destNet
                  2,      # destZone
                  2,      # origZone
                  0,      # destPoint
                  7,      # origPoint
                  0,      # replyTo
                  0x0000, # attribute: none (tossed echomail)
                  0)      # nextReply
)
assert len(header) == 190

lines = [
    "\x01MSGID: 2:5020/1234.7 35f2a1c0",
    "\x01REPLY: 2:5020/401 35f19b22",
    "\x01PID: GED 2.50+",
    "\x01CHRS: +7_FIDO 2",
    "Привет, Dmitry!",
    "",
    "Пятница 13 Марта 1998 21:15, Dmitry Petrov писал к All:",
    "",
    " DP> Правило 62 в новом переводе у кого-нибудь есть? У меня только",
    " DP> старая книжка, там все иначе.",
    "",
    "Выкладываю из перевода редакции 1997 года, набирал сам, так что",
    "опечатки мои.",
    "",
    "Правило 62. Исправление ренонса",
    "",
    "А. Обязанность исправить",
    "Игрок, заметивший свой ренонс до того, как тот стал установленным,",
    "обязан сразу же его исправить, не дожидаясь замечания соперников.",
    "В течение этого времени соперники не вправе торопить нарушителя.",
    "",
    "Б. Порядок исправления",
    "1. Неправильно сыгранная защитником карта возвращается ему и",
    "становится штрафной картой.",
    "2. Карту, ошибочно сыгранную разыгрывающим или с болвана, заменяют",
    "без всякого штрафа.",
    "3. Каждый из соперников, сыгравший карту после ренонса:",
    "   а) вправе взять свою карту назад и сыграть другую;",
    "   б) не обязан объяснять, почему он это сделал.",
    "",
    "В. Ренонс в последних взятках",
    "1. Нарушение, допущенное в двенадцатой взятке, исправляют всегда,",
    "даже если ренонс уже стал установленным.",
    "2. Судья учитывает при этом все карты, которые ещё оставались",
    "на руках у игроков.",
    "",
    "Если найдешь расхождения с книжкой - пиши в нетмейл.",
    "",
    "Всего доброго, Сергей.",
    "",
    "--- GoldED 2.50+",
    " * Origin: Бридж-клуб \"Туз треф\", Москва (2:5020/1234.7)",
    "SEEN-BY: 50/500 5020/52 401 1234 1235",
    "\x01PATH: 5020/1234 52",
]
body = "\r".join(lines) + "\r"
data = header + body.encode("cp866") + b"\x00"
assert b"\x8d" in data  # the Cyrillic capital EN that looks like a soft CR

with open(os.path.join(HERE, NAME + ".MSG"), "wb") as f:
    f.write(data)

EXPECTED = """\
edition: 1997
lang: ru
units:
  - ref: "62"
    title: "Исправление ренонса"
  - ref: "62A"
    title: "Обязанность исправить"
    text: "Игрок, заметивший свой ренонс до того, как тот стал установленным,"
  - ref: "62B"
    title: "Порядок исправления"
  - ref: "62B1"
    title: null
    text: "Неправильно сыгранная защитником карта возвращается ему и становится штрафной"
  - ref: "62B2"
    title: null
    text: "Карту, ошибочно сыгранную разыгрывающим или с болвана, заменяют"
  - ref: "62B3"
    title: null
    text: "Каждый из соперников, сыгравший карту после ренонса:"
  - ref: "62B3(A)"
    title: null
    text: "вправе взять свою карту назад и сыграть другую;"
  - ref: "62B3(B)"
    title: null
    text: "не обязан объяснять, почему он это сделал."
  - ref: "62C"
    title: "Ренонс в последних взятках"
  - ref: "62C1"
    title: null
    text: "Нарушение, допущенное в двенадцатой взятке, исправляют всегда,"
  - ref: "62C2"
    title: null
    text: "Судья учитывает при этом все карты, которые ещё оставались"
footnotes: 0
furniture:
  - "Привет, Dmitry!"
  - "Правило 62 в новом переводе у кого-нибудь есть?"
  - "Всего доброго, Сергей."
  - "--- GoldED 2.50+"
  - "Origin: Бридж-клуб \\"Туз треф\\", Москва (2:5020/1234.7)"
  - "SEEN-BY: 50/500 5020/52 401 1234 1235"
"""
with open(os.path.join(HERE, NAME + ".expected.yaml"), "w", encoding="utf-8") as f:
    f.write(EXPECTED)
print("wrote", NAME + ".MSG", len(data), "bytes")
