"""4. A directors' Telegram group exported by Telegram Desktop as JSON (result.json): the law
(Закон 75, 2017) forwarded from a channel in two posts, each message's "text" an array of plain
strings and entity objects (bold headers and markers, a text_link, hashtags), and the same text
again as "text_entities"; service messages (invite, pin), a question before, replies after, a
photo with a caption, reactions, an edited message, mentions. Section Б's second subsection ends
the first post ("… вызывает судью и:", then «(окончание — в следующем посте)» and hashtags); its
items «а)», «б)» open the second. The JSON as Telegram Desktop writes it: indent 1, UTF-8 unescaped.
Sentences invented."""
import json
import os
import sys

sys.path.insert(0, os.path.dirname(__file__))
from laws45 import DEV, L75, by_ref, write_expected  # noqa

NAME = "tgdesktop-result-zakon75-2017"
u = by_ref(L75)
CHANNEL = "Законы бриджа 2017 | перевод"
TAGS = [{"type": "hashtag", "text": "#законы2017"}, " ", {"type": "hashtag", "text": "#закон75"}]
CONT = "(окончание — в следующем посте)"


def B(t):
    return {"type": "bold", "text": t}


POST1 = [B(f"Закон 75. {u['75'].title}"), "\n\n",
         B(f"А. {u['75A'].title}"), "\n" + u["75A"].text.rsplit("Закону 21Б.", 1)[0],
         {"type": "text_link", "text": "Закону 21Б", "href": "https://t.me/zakony_bridzha_2017/48"},
         ".\n\n",
         B(f"Б. {u['75B'].title}"), "\n" + u["75B"].text + "\n",
         B("1."), " " + u["75B1"].text + "\n",
         B("2."), " " + u["75B2"].text + "\n\n",
         {"type": "italic", "text": CONT}, "\n\n"] + TAGS
POST2 = ["а) " + u["75B2(A)"].text + "\n" + "б) " + u["75B2(B)"].text + "\n\n",
         B(f"В. {u['75C'].title}"), "\n" + u["75C"].text + "\n",
         B("1."), " " + u["75C1"].text + "\n",
         B("2."), " " + u["75C2"].text + "\n\n"] + TAGS


def entities(text):
    if isinstance(text, str):
        return [{"type": "plain", "text": text}] if text else []
    return [{"type": "plain", "text": t} if isinstance(t, str) else dict(t) for t in text]


def msg(id_, date, unix, frm=None, from_id=None, text="", **kw):
    m = {"id": id_, "type": "message", "date": date, "date_unixtime": str(unix)}
    if frm:
        m["from"], m["from_id"] = frm, from_id
    m.update(kw)
    m["text"] = text
    m["text_entities"] = entities(text)
    return m


def service(id_, date, unix, actor, actor_id, action, **kw):
    m = {"id": id_, "type": "service", "date": date, "date_unixtime": str(unix), "actor": actor,
         "actor_id": actor_id, "action": action}
    m.update(kw)
    m["text"] = ""
    m["text_entities"] = []
    return m


IRINA, IRINA_ID = "Ирина Блинова", "user402211907"
PAVEL, PAVEL_ID = "Павел Рябов", "user5127734090"
ANNA, ANNA_ID = "Анна Лосева", "user1187420563"
QUESTION = ("Коллеги, подскажите, где в 75-м сказано, когда игрок должен признаться, что "
            "ошибся заявкой? Это Б2 или В?")
THANKS = "Спасибо! То есть если защищается — только после розыгрыша, б)."
ANNA_TEXT = [{"type": "mention", "text": "@ryabov_p"},
             ", в клубе ещё лежит распечатка 2007 г., там раздел В написан по-другому. "
             "Выбросьте её 🙂"]
CAPTION = "Вот так записали в протоколе сдачи 17, посмотрите"


def main():
    messages = [
        service(5120, "2023-02-11T18:55:03", 1676130903, IRINA, IRINA_ID, "invite_members",
                members=[PAVEL]),
        msg(5121, "2023-02-11T19:02:47", 1676131367, PAVEL, PAVEL_ID, QUESTION),
        msg(5122, "2023-02-11T19:04:12", 1676131452, IRINA, IRINA_ID, POST1,
            forwarded_from=CHANNEL,
            reactions=[{"type": "emoji", "count": 3, "emoji": "👍",
                        "recent": [{"from": PAVEL, "from_id": PAVEL_ID, "date": "2023-02-11T19:05:31"}]}]),
        msg(5123, "2023-02-11T19:04:12", 1676131452, IRINA, IRINA_ID, POST2,
            forwarded_from=CHANNEL),
        msg(5124, "2023-02-11T19:06:40", 1676131600, PAVEL, PAVEL_ID, THANKS,
            reply_to_message_id=5123, edited="2023-02-11T19:07:02", edited_unixtime="1676131622"),
        msg(5125, "2023-02-11T19:10:44", 1676131844, PAVEL, PAVEL_ID, CAPTION,
            photo="photos/photo_3@11-02-2023_19-10-44.jpg", width=960, height=1280),
        service(5126, "2023-02-11T19:12:05", 1676131925, IRINA, IRINA_ID, "pin_message",
                message_id=5122),
        msg(5127, "2023-02-11T19:15:30", 1676132130, ANNA, ANNA_ID, ANNA_TEXT,
            reply_to_message_id=5121),
    ]
    doc = {"name": "Судьи СЗФО — рабочий чат", "type": "private_supergroup", "id": 1733804417,
           "messages": messages}
    with open(f"{DEV}/{NAME}.json", "w", encoding="utf-8") as f:
        f.write(json.dumps(doc, ensure_ascii=False, indent=1) + "\n")
    furniture = ["Судьи СЗФО — рабочий чат", "invite_members", QUESTION, CHANNEL, CONT,
                 "#законы2017", "#закон75", "https://t.me/zakony_bridzha_2017/48", THANKS,
                 CAPTION, "photos/photo_3@11-02-2023_19-10-44.jpg", "pin_message",
                 "в клубе ещё лежит распечатка 2007 г., там раздел В написан по-другому",
                 "user402211907", "2023-02-11T19:04:12"]
    write_expected(NAME, """
Blind trial 45: a directors' Telegram group exported by Telegram Desktop as JSON (result.json):
Закон 75 (2017) forwarded from a channel in two posts; each message's "text" an array of strings
and entity objects (bold header, bold «А. …» / «1.», a text_link «Закону 21Б», hashtags), the
same again in "text_entities"; 75Б2 ends the first post (then «(окончание — в следующем посте)»
and hashtags), its items «а)», «б)» open the second; a question before (naming «Б2 или В»),
a reply, a photo's caption, a pin and an invite, a later message about «раздел В» of 2007.""",
                   2017, "ru", L75, furniture=furniture)


if __name__ == "__main__":
    main()
