"""quoted_reply.eml - a reply mail (KOI8-R, quoted-printable) in which Law 58
(1997) is quoted with "> " as it was typed on a phone (lines broken at about
35 characters), with the replier's unquoted remarks interleaved between the
units. The quoted text starts at section А: no law header (the user passes
--law 58). Traps: a wrapped quoted line that begins with "а) настоящего
пункта" inside a sentence, a remark that starts with «А вот …», attribution
line, signature."""
import os
import base64
import quopri
from _common import HERE, write_expected, u

BODY = """\
Здравствуйте, Сергей Петрович!

Спасибо за текст. Мои вопросы ниже,
прямо между пунктами.

15.03.1999 22:40, Сергей Петрович пишет:
> Высылаю 58-е правило по редакции
> 1997 года, как просили.
>
> А. Одновременный ход двух
> защитников
> 1. Если оба защитника положили
> карты на стол в одно и то же
> мгновение, ходом считается карта
> того, чья очередь была раньше.
> 2. Вторая карта остаётся на столе
> и подчиняется одному из следующих
> положений:
> а) она становится открытой, если
> её владелец успел увидеть карту
> партнёра;
> б) она возвращается в руку, если
> судья признает, что обстоятельства,
> указанные в подпункте
> а) настоящего пункта, отсутствуют.

Тут непонятно: а если карты легли
не одновременно, а почти? Кто решает,
что "почти" - это одновременно?

> Б. Две карты одного игрока
> 1. Игрок, выложивший сразу две
> карты, сам выбирает, какая из них
> сыграна, и объявляет это вслух.
> 2. Оставшаяся карта считается
> открытой только у защитника; у
> разыгрывающего она просто уходит
> обратно в руку.

А вот это как раз понятно, спасибо.

> 3. Судья вправе назначить
> исправленный результат, если
> вторую карту успели разглядеть
> оба соперника.
>
> Удачи на турнире!
> С.П.

--
С уважением,
Игорь Смирнов
клуб "Северная корона"
"""

def hdr(s):
    return "=?koi8-r?B?" + base64.b64encode(s.encode("koi8-r")).decode("ascii") + "?="

raw_body = BODY.encode("koi8-r")
qp = quopri.encodestring(raw_body).decode("ascii")
headers = [
    "Return-Path: <igor.smirnov@example.ru>",
    "Received: from mail.example.ru (mail.example.ru [192.0.2.15])",
    "\tby mx.example.org with ESMTP; Tue, 16 Mar 1999 21:14:09 +0300",
    "Message-ID: <36EE9A1D.5F2B@example.ru>",
    "Date: Tue, 16 Mar 1999 21:14:05 +0300",
    "From: " + hdr("Игорь Смирнов") + " <igor.smirnov@example.ru>",
    "To: " + hdr("Сергей Петрович") + " <judge@example.org>",
    "Subject: Re: " + hdr("правило 58, редакция 1997"),
    "In-Reply-To: <199903151940.WAA01234@example.org>",
    "X-Mailer: Mozilla 4.5 [ru] (Win98; I)",
    "MIME-Version: 1.0",
    "Content-Type: text/plain; charset=koi8-r",
    "Content-Transfer-Encoding: quoted-printable",
]
msg = "\r\n".join(headers) + "\r\n\r\n" + qp.replace("\n", "\r\n")
with open(os.path.join(HERE, "quoted_reply.eml"), "wb") as f:
    f.write(msg.encode("ascii"))

write_expected("quoted_reply", {
    "edition": 1997,
    "lang": "ru",
    "law": 58,
    "units": [
        u("58", None),
        u("58A", "Одновременный ход двух защитников"),
        u("58A1", None, "Если оба защитника положили карты на стол в одно"),
        u("58A2", None, "Вторая карта остаётся на столе и подчиняется одному из следующих"),
        u("58A2(A)", None, "она становится открытой, если её владелец успел увидеть"),
        u("58A2(B)", None, "она возвращается в руку, если судья признает, что обстоятельства"),
        u("58B", "Две карты одного игрока"),
        u("58B1", None, "Игрок, выложивший сразу две карты, сам выбирает, какая из"),
        u("58B2", None, "Оставшаяся карта считается открытой только у защитника"),
        u("58B3", None, "Судья вправе назначить исправленный результат, если вторую карту"),
    ],
    "footnotes": 0,
    "furniture": [
        "Спасибо за текст. Мои вопросы ниже,",
        "15.03.1999 22:40, Сергей Петрович пишет:",
        "Тут непонятно: а если карты легли",
        "А вот это как раз понятно, спасибо.",
        "Удачи на турнире!",
        "клуб \"Северная корона\"",
    ],
})
