#!/usr/bin/env python3
"""Build sudii-2005-10.mbox: a Mailman archive mbox of one thread (Russian).

Msg 1: question, 8bit, contains a '>From ' escaped line.
Msg 2: quoted-printable, law header + section A.
Msg 3: reply quoting parts of section A with '> '.
Msg 4: multipart/alternative: text/plain base64 (sections B, C, footnote)
       + text/html quoted-printable with the same content.
Msg 5: list-owner reminder with its own numbered rules.
"""
import base64
import os
import quopri
from email.header import Header

OUT = os.path.join(os.path.dirname(__file__), "..", "sudii-2005-10.mbox")

LIST_FOOTER = """
_______________________________________________
Sudii mailing list
sudii@lists.sudii-bridge.example
http://lists.sudii-bridge.example/mailman/listinfo/sudii
"""

LIST_HEADERS = """Sender: sudii-bounces@lists.sudii-bridge.example
Errors-To: sudii-bounces@lists.sudii-bridge.example
X-BeenThere: sudii@lists.sudii-bridge.example
X-Mailman-Version: 2.1.5
Precedence: list
List-Id: =?utf-8?b?0KHRg9C00YzQuCDQv9C+INCx0YDQuNC00LbRgw==?= <sudii.lists.sudii-bridge.example>
List-Unsubscribe: <http://lists.sudii-bridge.example/mailman/listinfo/sudii>,
	<mailto:sudii-request@lists.sudii-bridge.example?subject=unsubscribe>
List-Archive: <http://lists.sudii-bridge.example/pipermail/sudii>
List-Post: <mailto:sudii@lists.sudii-bridge.example>
List-Help: <mailto:sudii-request@lists.sudii-bridge.example?subject=help>
"""


def hdr(s):
    return Header(s, "utf-8").encode()


def name(display, addr):
    return f"{hdr(display)} <{addr}>"


SUBJ = "[Судьи] Закон 12 - назначенный результат"
RE_SUBJ = "Re: [Судьи] Закон 12 - назначенный результат"


def from_escape(body):
    out = []
    for line in body.split("\n"):
        if line.startswith("From ") or (line.startswith(">") and line.lstrip(">").startswith("From ")):
            line = ">" + line
        out.append(line)
    return "\n".join(out)


def message(from_line, headers, body_bytes):
    return from_line.encode() + b"\n" + headers.encode() + b"\n" + body_bytes + b"\n"


msgs = []

# ---------------------------------------------------------------- 1
body1 = """Коллеги, добрый вечер.

На субботнем парном турнире в одной из сдач перепутали карты двух рук
при раскладке, обнаружили только после игры. Я назначил 40/60, а капитан
одной из пар говорит, что так нельзя.

Сергей, у тебя ведь есть текст редакции 1997 года? У меня только старая
брошюра, и в ней половины страниц нет.
From the EBU White Book помню что-то про "artificial score", но это их
регламент, а не закон.

-- 
Иван Петров, г. Тверь
судья 2-й категории
""" + LIST_FOOTER
h1 = f"""Return-Path: <ivan.petrov@mail.example.ru>
Received: from smtp.mail.example.ru (smtp.mail.example.ru [192.0.2.17])
	by lists.sudii-bridge.example (Postfix) with ESMTP id 4F1A02B3C1
	for <sudii@lists.sudii-bridge.example>; Mon, 10 Oct 2005 22:14:55 +0400 (MSD)
Date: Mon, 10 Oct 2005 22:14:51 +0400
From: {name("Иван Петров", "ivan.petrov@mail.example.ru")}
To: sudii@lists.sudii-bridge.example
Subject: {hdr(SUBJ)}
Message-ID: <434AB0FB.5030807@mail.example.ru>
User-Agent: Mozilla Thunderbird 1.0.7 (Windows/20050923)
MIME-Version: 1.0
Content-Type: text/plain; charset=UTF-8; format=flowed
Content-Transfer-Encoding: 8bit
{LIST_HEADERS}"""
msgs.append(message("From ivan.petrov@mail.example.ru  Mon Oct 10 22:14:55 2005", h1,
                    from_escape(body1).encode("utf-8")))

# ---------------------------------------------------------------- 2
body2 = """Иван, привет.

Вот текст из редакции 1997 года (набирал с книги, опечатки мои):

ЗАКОН 12. НАЗНАЧЕННЫЙ РЕЗУЛЬТАТ

А. Основания
1. Судья вправе назначить результат сдачи, если после её окончания выясняется, что карты одной из рук были перепутаны при раскладке.
2. Результат назначается также, когда игроки по просьбе судьи не могут восстановить ход торговли, а запись торговли на бланке отсутствует.
3. Если нарушение произошло по вине организаторов, судья не штрафует ни одну из пар и указывает это в протоколе.

Раздел Б с подпунктами пришлю завтра -- сканер сломался, а набирать долго.

С уважением,
Сергей Волков
главный судья турниров области
""" + LIST_FOOTER
h2 = f"""Return-Path: <s.volkov@post.example.ru>
Received: from relay.post.example.ru (relay.post.example.ru [198.51.100.4])
	by lists.sudii-bridge.example (Postfix) with ESMTP id 7C22E2B3C5
	for <sudii@lists.sudii-bridge.example>; Mon, 10 Oct 2005 22:40:16 +0400 (MSD)
Date: Mon, 10 Oct 2005 22:40:12 +0400
From: {name("Сергей Волков", "s.volkov@post.example.ru")}
To: {name("Судьи по бриджу", "sudii@lists.sudii-bridge.example")}
Subject: {hdr(RE_SUBJ)}
In-Reply-To: <434AB0FB.5030807@mail.example.ru>
References: <434AB0FB.5030807@mail.example.ru>
Message-ID: <1128969612.20051010224012@post.example.ru>
X-Mailer: The Bat! (v3.5.25) Professional
MIME-Version: 1.0
Content-Type: text/plain; charset=utf-8
Content-Transfer-Encoding: quoted-printable
{LIST_HEADERS}"""
msgs.append(message("From s.volkov@post.example.ru  Mon Oct 10 22:40:16 2005", h2,
                    quopri.encodestring(from_escape(body2).encode("utf-8"))))

# ---------------------------------------------------------------- 3
body3 = """Сергей Волков пишет:
> Вот текст из редакции 1997 года (набирал с книги, опечатки мои):
>
> ЗАКОН 12. НАЗНАЧЕННЫЙ РЕЗУЛЬТАТ
>
> А. Основания
> 1. Судья вправе назначить результат сдачи, если после её окончания
> выясняется, что карты одной из рук были перепутаны при раскладке.

Вот это ровно мой случай. То есть назначать можно, вопрос только --
какой именно.

> 3. Если нарушение произошло по вине организаторов, судья не штрафует
> ни одну из пар и указывает это в протоколе.

А раскладывали как раз организаторы (компьютерная раскладка, ошибся
оператор). Ждём раздел Б.

-- 
Иван Петров, г. Тверь
судья 2-й категории
""" + LIST_FOOTER
h3 = f"""Return-Path: <ivan.petrov@mail.example.ru>
Received: from smtp.mail.example.ru (smtp.mail.example.ru [192.0.2.17])
	by lists.sudii-bridge.example (Postfix) with ESMTP id 9D0F12B3C9
	for <sudii@lists.sudii-bridge.example>; Mon, 10 Oct 2005 23:05:40 +0400 (MSD)
Date: Mon, 10 Oct 2005 23:05:37 +0400
From: {name("Иван Петров", "ivan.petrov@mail.example.ru")}
To: sudii@lists.sudii-bridge.example
Subject: {hdr(RE_SUBJ)}
In-Reply-To: <1128969612.20051010224012@post.example.ru>
References: <434AB0FB.5030807@mail.example.ru> <1128969612.20051010224012@post.example.ru>
Message-ID: <434ABCF1.1010102@mail.example.ru>
User-Agent: Mozilla Thunderbird 1.0.7 (Windows/20050923)
MIME-Version: 1.0
Content-Type: text/plain; charset=UTF-8; format=flowed
Content-Transfer-Encoding: 8bit
{LIST_HEADERS}"""
msgs.append(message("From ivan.petrov@mail.example.ru  Mon Oct 10 23:05:40 2005", h3,
                    from_escape(body3).encode("utf-8")))

# ---------------------------------------------------------------- 4
plain4 = """Продолжение, как обещал.

Б. Виды назначенного результата
1. Искусственный результат. Назначается, когда сдача не может быть сыграна вовсе; судья выбирает его по таблице, утверждённой оргкомитетом*.
2. Условный результат. Назначается, когда игра была начата, и судья оценивает, чем закончилась бы сдача без нарушения; при этом он учитывает:
   а) уровень игроков обеих пар;
   б) заявленные системы торговли;
   в) карты, которые уже были открыты к моменту нарушения.
В. Судья сообщает о назначенном результате капитанам обеих команд до окончания следующего тура (см. Закон 82).

* См. Положение о турнире, раздел 4.

Так что в твоём случае, раз ошибся оператор раскладки, это Б1 и
штрафа нет ни одной паре.

--
Сергей
"""
html4 = """<!DOCTYPE HTML PUBLIC "-//W3C//DTD HTML 4.0 Transitional//EN">
<HTML><HEAD><TITLE></TITLE>
<META http-equiv=Content-Type content="text/html; charset=utf-8">
<STYLE>BODY {font-family: Arial; font-size: 10pt}</STYLE>
</HEAD><BODY>
<P>Продолжение, как обещал.</P>
<P><B>Б. Виды назначенного результата</B><BR>
1. <I>Искусственный результат.</I> Назначается, когда сдача не может быть сыграна вовсе; судья выбирает его по таблице, утверждённой оргкомитетом*.<BR>
2. <I>Условный результат.</I> Назначается, когда игра была начата, и судья оценивает, чем закончилась бы сдача без нарушения; при этом он учитывает:<BR>
&nbsp;&nbsp;&nbsp;а) уровень игроков обеих пар;<BR>
&nbsp;&nbsp;&nbsp;б) заявленные системы торговли;<BR>
&nbsp;&nbsp;&nbsp;в) карты, которые уже были открыты к моменту нарушения.<BR>
<B>В.</B> Судья сообщает о назначенном результате капитанам обеих команд до окончания следующего тура (см. Закон 82).</P>
<P><FONT size=1>* См. Положение о турнире, раздел 4.</FONT></P>
<P>Так что в твоём случае, раз ошибся оператор раскладки, это Б1 и штрафа нет ни одной паре.</P>
<P>--<BR>Сергей</P>
</BODY></HTML>
"""
boundary = "----------F3B2A91C7E0D11A5"
parts = (
    "This is a multi-part message in MIME format.\n\n"
    f"--{boundary}\n"
    "Content-Type: text/plain; charset=utf-8\n"
    "Content-Transfer-Encoding: base64\n\n"
    + base64.encodebytes(plain4.encode("utf-8")).decode("ascii")
    + f"\n--{boundary}\n"
    "Content-Type: text/html; charset=utf-8\n"
    "Content-Transfer-Encoding: quoted-printable\n\n"
    + quopri.encodestring(html4.encode("utf-8")).decode("ascii")
    + f"\n--{boundary}--\n"
    + LIST_FOOTER
)
h4 = f"""Return-Path: <s.volkov@post.example.ru>
Received: from relay.post.example.ru (relay.post.example.ru [198.51.100.4])
	by lists.sudii-bridge.example (Postfix) with ESMTP id 1E4B72B3D0
	for <sudii@lists.sudii-bridge.example>; Tue, 11 Oct 2005 20:31:09 +0400 (MSD)
Date: Tue, 11 Oct 2005 20:31:02 +0400
From: {name("Сергей Волков", "s.volkov@post.example.ru")}
To: {name("Судьи по бриджу", "sudii@lists.sudii-bridge.example")}
Subject: {hdr(RE_SUBJ)}
In-Reply-To: <434ABCF1.1010102@mail.example.ru>
References: <434AB0FB.5030807@mail.example.ru> <1128969612.20051010224012@post.example.ru>
	<434ABCF1.1010102@mail.example.ru>
Message-ID: <1129048262.20051011203102@post.example.ru>
X-Mailer: The Bat! (v3.5.25) Professional
MIME-Version: 1.0
Content-Type: multipart/alternative;
	boundary="{boundary}"
{LIST_HEADERS}"""
msgs.append(message("From s.volkov@post.example.ru  Tue Oct 11 20:31:09 2005", h4, parts.encode("ascii")))

# ---------------------------------------------------------------- 5
body5 = """Уважаемые подписчики!

Ежемесячное напоминание о правилах рассылки:

1. Не присылайте вложения больше 100 КБ -- их вырезает сервер.
2. Цитируйте только то, на что отвечаете, и пишите ответ под цитатой.
3. Обсуждая конкретный турнир, указывайте дату, город и номер сдачи.
4. Тексты законов и регламентов лучше давать ссылкой на архив.

Архив рассылки: http://lists.sudii-bridge.example/pipermail/sudii/

-- 
Администратор рассылки
""" + LIST_FOOTER
h5 = f"""Return-Path: <sudii-owner@lists.sudii-bridge.example>
Received: by lists.sudii-bridge.example (Postfix, from userid 38)
	id 0A11F2B3E2; Sat, 15 Oct 2005 03:00:01 +0400 (MSD)
Date: Sat, 15 Oct 2005 03:00:01 +0400
From: sudii-owner@lists.sudii-bridge.example
To: sudii@lists.sudii-bridge.example
Subject: {hdr("[Судьи] Напоминание о правилах рассылки")}
Message-ID: <mailman.12.1129330801.3127.sudii@lists.sudii-bridge.example>
MIME-Version: 1.0
Content-Type: text/plain; charset="koi8-r"
Content-Transfer-Encoding: 8bit
{LIST_HEADERS}"""
msgs.append(message("From sudii-owner@lists.sudii-bridge.example  Sat Oct 15 03:00:01 2005", h5,
                    from_escape(body5).encode("koi8-r")))

with open(OUT, "wb") as f:
    f.write(b"\n".join(msgs))
print("wrote", os.path.abspath(OUT))
