"""5. A judges' panel secretary's mail saved as .eml, the law ONLY in an attached text file:
multipart/mixed; the body (text/plain quoted-printable and text/html) greets, names Правило 69
and 70, lists a numbered agenda 1.-3. and signs; the attachment «Правило_69_ред2007.txt» is
text/plain; charset=windows-1251, base64, CRLF, with the law and one note '*'; an inline logo.
Sentences invented."""
import base64
import os
import quopri
import sys

sys.path.insert(0, os.path.dirname(__file__))
from laws44 import L69, N69, seen, write_expected  # noqa

OUT = str(__import__("pathlib").Path(__file__).resolve().parents[2] / "dev")  # tests/eval/realtexts/dev
NAME = "pismo-vlozhenie-pravilo69-2007"


def attachment_text():
    lines = ["Законы спортивного бриджа. Редакция 2007 года",
             "Рабочий перевод судейской коллегии, вариант от 02.03.2012", "", ""]
    lines += [L69[0].mark, L69[0].title, ""]
    for u in L69[1:]:
        t = seen(u.text) if u.text else None
        if u.text and "{fn:*}" in u.text:
            t += "*"
        if len(u.ref) == 3:
            lines.append(f"{u.mark} {u.title}")
            if t:
                lines.append(t)
            lines.append("")
        elif "(" in u.ref:
            lines.append(f"     {u.mark} {t}")
        else:
            lines.append(f"  {u.mark} {t}")
    lines += ["", "-----------------", f"* {N69[0]}", ""]
    return "\r\n".join(lines)


BODY = """Коллеги, добрый день!

Во вложении — текст Правила 69 в нашем переводе редакции 2007 года, тот самый, по которому мы
спорили на прошлом заседании. Просьба прочитать его до семинара 14 марта и прислать замечания.

Повестка семинара:
1. Правило 69 — согласие с заявлением (докладчик Лебедева).
2. Правило 70 — спорные заявления, разбор трёх случаев из Кубка города.
3. Разное: график дежурств на апрель.

Если вложение не открывается, напишите — перешлю в формате Word.

--
С уважением,
Ирина Лебедева
секретарь судейской коллегии
Федерация спортивного бриджа Н-ской области
тел. +7 (900) 000-00-00
"""


def qp(s):
    return quopri.encodestring(s.replace("\n", "\r\n").encode("utf-8")).decode("ascii")


def b64(data):
    s = base64.b64encode(data).decode("ascii")
    return "\r\n".join(s[i:i + 76] for i in range(0, len(s), 76))


def main():
    html_body = ("<html><head><meta http-equiv=\"Content-Type\" content=\"text/html; charset=utf-8\">"
                 "</head><body><div dir=\"ltr\">" +
                 "".join(f"<div>{ln}</div>" if ln else "<div><br></div>" for ln in BODY.split("\n")
                         if ln != "--") +
                 "<div><img src=\"cid:logo_fsb@local\" alt=\"ФСБ НО\" width=\"120\" height=\"40\"></div>"
                 "</div></body></html>")
    png = base64.b64decode(
        "iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mNkYPhfDwAChwGA60e6kgAAAABJRU5ErkJggg==")
    fname_utf8 = "Правило_69_ред2007.txt"
    from email.header import Header
    enc_name = Header(fname_utf8, "utf-8").encode()
    from urllib.parse import quote
    parts = []
    parts.append("From: =?UTF-8?B?" + base64.b64encode("Ирина Лебедева".encode()).decode() +
                 "?= <lebedeva.sk@bridge-no.example>")
    parts.append("To: sudyi-no@googlegroups.example")
    parts.append("Subject: =?UTF-8?B?" + base64.b64encode(
        "Правило 69 — текст во вложении, к семинару 14.03".encode()).decode() + "?=")
    parts.append("Date: Mon, 5 Mar 2012 21:14:07 +0400")
    parts.append("Message-ID: <CAF8x2=pQ7vLk0mZ3sT9@mail.gmail.example>")
    parts.append("MIME-Version: 1.0")
    parts.append('Content-Type: multipart/mixed; boundary="000000000000a1b2c3d4e5f60718"')
    parts.append("")
    parts.append("--000000000000a1b2c3d4e5f60718")
    parts.append('Content-Type: multipart/related; boundary="000000000000a1b2c3d4e5f60717"')
    parts.append("")
    parts.append("--000000000000a1b2c3d4e5f60717")
    parts.append('Content-Type: multipart/alternative; boundary="000000000000a1b2c3d4e5f60716"')
    parts.append("")
    parts.append("--000000000000a1b2c3d4e5f60716")
    parts.append('Content-Type: text/plain; charset="UTF-8"')
    parts.append("Content-Transfer-Encoding: quoted-printable")
    parts.append("")
    parts.append(qp(BODY))
    parts.append("--000000000000a1b2c3d4e5f60716")
    parts.append('Content-Type: text/html; charset="UTF-8"')
    parts.append("Content-Transfer-Encoding: quoted-printable")
    parts.append("")
    parts.append(qp(html_body))
    parts.append("--000000000000a1b2c3d4e5f60716--")
    parts.append("--000000000000a1b2c3d4e5f60717")
    parts.append('Content-Type: image/png; name="logo.png"')
    parts.append('Content-Disposition: inline; filename="logo.png"')
    parts.append("Content-Transfer-Encoding: base64")
    parts.append("Content-ID: <logo_fsb@local>")
    parts.append("")
    parts.append(b64(png))
    parts.append("--000000000000a1b2c3d4e5f60717--")
    parts.append("--000000000000a1b2c3d4e5f60718")
    parts.append(f'Content-Type: text/plain; charset="windows-1251"; name="{enc_name}"')
    parts.append(f"Content-Disposition: attachment; filename*=UTF-8''{quote(fname_utf8)}")
    parts.append("Content-Transfer-Encoding: base64")
    parts.append("X-Attachment-Id: f_l0h3k2x10")
    parts.append("")
    parts.append(b64(attachment_text().encode("cp1251")))
    parts.append("--000000000000a1b2c3d4e5f60718--")
    parts.append("")
    open(os.path.join(OUT, NAME + ".eml"), "wb").write("\r\n".join(parts).encode("ascii"))
    furniture = ["Коллеги, добрый день!", "Во вложении — текст Правила 69",
                 "Повестка семинара:", "Правило 70 — спорные заявления",
                 "Разное: график дежурств на апрель", "Если вложение не открывается",
                 "С уважением,", "Ирина Лебедева", "секретарь судейской коллегии",
                 "Законы спортивного бриджа. Редакция 2007 года",
                 "Рабочий перевод судейской коллегии, вариант от 02.03.2012"]
    write_expected(os.path.join(OUT, NAME + ".expected.yaml"),
                   "Blind trial 44: a mail saved as .eml whose law is only in an attached text "
                   "file (text/plain;\ncharset=windows-1251, base64, CRLF, «Правило_69_ред2007.txt» "
                   "named by RFC 2231); the body\n(quoted-printable text and HTML, an inline logo) "
                   "names Правило 69 and 70 and has a numbered agenda\n1.-3. of its own. The units "
                   "are the attachment's, as a reader who opens it sees them.",
                   2007, "ru", L69, footnotes=1, furniture=furniture)


if __name__ == "__main__":
    main()
