"""A mail forwarded as an attachment (Thunderbird's "Forward As Attachment"): the outer mail's
short plain-text body (its own words and signature), then a message/rfc822 part holding the
original mail whole: its own headers (Subject in RFC 2047 base64), multipart/alternative with a
text/plain part in KOI8-R quoted-printable (the law under a greeting, then the sender's note and
signature) and a text/html twin in base64 (the same law again, which a mail reader shows only
once); a disclaimer after the inner text; a vCard attached to the outer mail."""
import base64
import quopri
from email.header import Header

from common47 import U, write_expected, dump_units

NAME = "peresylka-pravilo72-1997"

U72 = [
    U("72", "ОБЩИЕ ПРИНЦИПЫ"),
    U("72A", "Соблюдение Правил"),
    U("72A1", None, "Турнир проводится по настоящим Правилам; игроки принимают их, садясь за "
      "стол, и не вправе договариваться между собой об отступлениях от них."),
    U("72A2", None, "Сторона, заметившая нарушение противника, не обязана указывать на него, "
      "однако, указав, должна сразу пригласить судью."),
    U("72B", "Неумышленные нарушения"),
    U("72B1", None, "Нарушение, допущенное по неведению, исправляется по Правилам, и на игрока "
      "не налагается ничего сверх того, что в них предусмотрено."),
    U("72B2", None, "Судья вправе, однако, назначить игроку штраф, если:"),
    U("72B2(A)", None, "тот мог знать, что нарушение принесёт выгоду его стороне;"),
    U("72B2(B)", None, "то же нарушение повторяется им в течение одной сессии."),
    U("72C", "Осведомлённость о возможном ущербе",
      "Если игрок в момент нарушения мог понять, что оно способно принести пользу его "
      "стороне, судья присуждает скорректированный результат в пользу противников."),
]


def u(ref):
    return [x for x in U72 if x.ref == ref][0]


INNER_TEXT = f"""Ольга, добрый вечер!

Как обещал, вот Правило 72 из перевода 1997 года -- набрал с бумажной
книги, сверил дважды. Для бюллетеня, в рубрику "Правила на каждый день".

ПРАВИЛО 72. ОБЩИЕ ПРИНЦИПЫ

А. Соблюдение Правил
  1. {u("72A1").text}
  2. {u("72A2").text}

Б. Неумышленные нарушения
  1. {u("72B1").text}
  2. {u("72B2").text}
     а) {u("72B2(A)").text}
     б) {u("72B2(B)").text}

В. Осведомлённость о возможном ущербе
  {u("72C").text}

(Конец Правила 72.)

P.S. В старой книге "б)" в пункте Б2 напечатано как "6)", не пугайся.

--
Игорь Самойлов
судья второй категории
+7 912 000-41-17
"""

INNER_HTML = ("<html><head><meta http-equiv=\"Content-Type\" content=\"text/html; charset=koi8-r\">"
              "</head><body><p>Ольга, добрый вечер!</p><p>Как обещал, вот Правило 72 из перевода "
              "1997 года.</p><p><b>ПРАВИЛО 72. ОБЩИЕ ПРИНЦИПЫ</b></p><p><b>А. Соблюдение Правил</b>"
              f"</p><ol><li>{u('72A1').text}</li><li>{u('72A2').text}</li></ol>"
              "<p><b>Б. Неумышленные нарушения</b></p>"
              f"<ol><li>{u('72B1').text}</li><li>{u('72B2').text}<br>а) {u('72B2(A)').text}<br>"
              f"б) {u('72B2(B)').text}</li></ol><p><b>В. Осведомлённость о возможном ущербе</b></p>"
              f"<p>{u('72C').text}</p><p>(Конец Правила 72.)</p><p>-- <br>Игорь Самойлов</p>"
              "</body></html>")

DISCLAIMER = ("Это письмо и вложения к нему предназначены только для адресата. Если вы получили "
              "его по ошибке, сообщите отправителю и удалите письмо.")


def qp(text, charset):
    return quopri.encodestring(text.replace("\n", "\r\n").encode(charset)).decode("ascii")


def b64(data):
    s = base64.b64encode(data).decode("ascii")
    return "\r\n".join(s[i:i + 76] for i in range(0, len(s), 76))


def build():
    subj_inner = Header("Правило 72 для бюллетеня", "utf-8").encode()
    subj_outer = Header("Fwd: Правило 72 для бюллетеня", "utf-8").encode()
    inner = (
        "Return-Path: <samoilov.i@uralbridge.example>\r\n"
        "Received: from mx.uralbridge.example (mx.uralbridge.example [192.0.2.41])\r\n"
        "\tby mail.bridge-club.example with ESMTPS id 4QnT2k1XyZz9sWl\r\n"
        "\tfor <o.kravec@bridge-club.example>; Mon, 16 Nov 2026 21:07:44 +0500\r\n"
        "From: =?koi8-r?B?6cfP0tgg88HNz8rMz9c=?= <samoilov.i@uralbridge.example>\r\n"
        "To: =?utf-8?B?0J7Qu9GM0LPQsCDQmtGA0LDQstC10YY=?= <o.kravec@bridge-club.example>\r\n"
        f"Subject: {subj_inner}\r\n"
        "Date: Mon, 16 Nov 2026 21:07:40 +0500\r\n"
        "Message-ID: <7f3e2a10-51c4-4d6e-9b1a-2c3d4e5f6a7b@uralbridge.example>\r\n"
        "MIME-Version: 1.0\r\n"
        "X-Mailer: The Bat! (v10.4.2) Professional\r\n"
        "Content-Type: multipart/alternative;\r\n boundary=\"----------0A1B2C3D4E5F6071\"\r\n"
        "\r\n"
        "------------0A1B2C3D4E5F6071\r\n"
        "Content-Type: text/plain; charset=koi8-r\r\n"
        "Content-Transfer-Encoding: quoted-printable\r\n"
        "\r\n"
        f"{qp(INNER_TEXT, 'koi8-r')}\r\n"
        "\r\n"
        "------------0A1B2C3D4E5F6071\r\n"
        "Content-Type: text/html; charset=koi8-r\r\n"
        "Content-Transfer-Encoding: base64\r\n"
        "\r\n"
        f"{b64(INNER_HTML.encode('koi8-r'))}\r\n"
        "------------0A1B2C3D4E5F6071--\r\n"
    )
    outer_text = ("Коллеги, пересылаю письмо Игоря целиком, вложением: там Правило 72 в переводе\r\n"
                  "1997 года. В номер, пожалуйста, без его постскриптума.\r\n"
                  "Вёрстка -- до пятницы.\r\n\r\n"
                  "-- \r\nОльга Кравец\r\nредактор бюллетеня «Ход с короля»\r\n\r\n"
                  "_______________________________________________\r\n"
                  f"{DISCLAIMER}\r\n")
    vcard = ("BEGIN:VCARD\r\nVERSION:4.0\r\nFN:Ольга Кравец\r\nEMAIL:o.kravec@bridge-club.example\r\n"
             "END:VCARD\r\n")
    eml = (
        "From: =?UTF-8?B?0J7Qu9GM0LPQsCDQmtGA0LDQstC10YY=?= <o.kravec@bridge-club.example>\r\n"
        "To: =?UTF-8?B?0JHRjtC70LvQtdGC0LXQvdGM?= <bulletin@bridge-club.example>\r\n"
        f"Subject: {subj_outer}\r\n"
        "Date: Tue, 17 Nov 2026 09:12:03 +0300\r\n"
        "Message-ID: <c41d9a77-0b2e-4f7a-8e53-91a0d6b2c3e4@bridge-club.example>\r\n"
        "User-Agent: Mozilla Thunderbird\r\n"
        "MIME-Version: 1.0\r\n"
        "Content-Language: ru\r\n"
        "Content-Type: multipart/mixed;\r\n boundary=\"------------7sQn0bW4Yp2Lr8Ke1Dz3Uf5h\"\r\n"
        "\r\n"
        "This is a multi-part message in MIME format.\r\n"
        "--------------7sQn0bW4Yp2Lr8Ke1Dz3Uf5h\r\n"
        "Content-Type: text/plain; charset=UTF-8; format=flowed\r\n"
        "Content-Transfer-Encoding: 8bit\r\n"
        "\r\n"
        f"{outer_text}\r\n"
        "--------------7sQn0bW4Yp2Lr8Ke1Dz3Uf5h\r\n"
        "Content-Type: message/rfc822; charset=UTF-8;\r\n"
        " name=\"=?UTF-8?B?0J/RgNCw0LLQuNC70L4gNzIg0LTQu9GPINCx0Y7Qu9C70LXRgtC10L3Rjy5lbWw=?=\"\r\n"
        "Content-Disposition: attachment;\r\n"
        " filename*0*=UTF-8''%D0%9F%D1%80%D0%B0%D0%B2%D0%B8%D0%BB%D0%BE%20%37%32;\r\n"
        " filename*1*=%2E%65%6D%6C\r\n"
        "\r\n"
        f"{inner}\r\n"
        "--------------7sQn0bW4Yp2Lr8Ke1Dz3Uf5h\r\n"
        "Content-Type: text/vcard; charset=UTF-8; name=\"kravec.vcf\"\r\n"
        "Content-Disposition: attachment; filename=\"kravec.vcf\"\r\n"
        "Content-Transfer-Encoding: base64\r\n"
        "\r\n"
        f"{b64(vcard.encode('utf-8'))}\r\n"
        "\r\n"
        "--------------7sQn0bW4Yp2Lr8Ke1Dz3Uf5h--\r\n"
    )
    with open(f"../dev/{NAME}.eml", "w", encoding="utf-8", newline="") as f:
        f.write(eml)
    write_expected(
        NAME,
        "Blind trial 47: a mail forwarded as an attachment (Thunderbird): the outer body's own words,\n"
        "signature and disclaimer, then message/rfc822 with the original mail whole (its headers,\n"
        "Subject in RFC 2047), multipart/alternative: text/plain KOI8-R quoted-printable (a greeting\n"
        "naming «Правило 72», the law with its header in capitals, «(Конец Правила 72.)», a P.S. naming\n"
        "\"б)\" in \"Б2\" and \"6)\" (KOI8-R has no «»), a signature) and a base64 text/html twin with the same law (a reader\n"
        "sees it once); a vCard attached after.",
        1997, "ru", U72,
        furniture=["пересылаю письмо Игоря целиком", "Ольга Кравец",
                   "Правило 72 для бюллетеня", "Как обещал, вот Правило 72",
                   '"Правила на каждый день"', "(Конец Правила 72.)",
                   'напечатано как "6)"', "Игорь Самойлов", "судья второй категории",
                   "предназначены только для адресата"])
    dump_units(NAME, U72)


if __name__ == "__main__":
    build()
