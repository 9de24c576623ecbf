"""4. A director's whole Telegram account exported by Telegram Desktop as JSON (result.json),
Russian, Правило 32 (1997). Written with json as Telegram Desktop writes it (one-space indent,
dates twice: ISO and unixtime, each message's "text" a string or an array of strings and entity
objects, and "text_entities" again the same text as a list of typed pieces):
- three chats: a personal chat that names «Правило 32 в старой редакции» first, the directors'
  supergroup where the law is posted in three parts, and Saved Messages;
- part 1 (header and section А) with the sentence cut by an italic entity and two hashtags after
  it; a reply to it; part 2 «Правило 32 (продолжение)», edited, with section Б, «1.», «2.», «а)»,
  «б)»; a question quoting «32Б2 б)» as a reply; a sticker; part 3 (section В) FORWARDED from a
  channel, with a text link; a pin service message naming part 1; reactions.
Sentences invented."""
import datetime
import json
import os
import sys

sys.path.insert(0, os.path.dirname(__file__))
from laws45b import L32, OUT, by, write_expected  # noqa

NAME = "tg-account-result-pravilo32-1997"
u = by(L32)
ME, ME_ID = "Андрей Сомов", "user5120473316"
IRA, IRA_ID = "Ирина Котова", "user1938847702"
PET, PET_ID = "Пётр Лаптев", "user6601932458"
TZ = datetime.timezone(datetime.timedelta(hours=3))


def when(s):
    d = datetime.datetime.fromisoformat(s).replace(tzinfo=TZ)
    return {"date": s, "date_unixtime": str(int(d.timestamp()))}


def ents(parts):
    """text (str or list) and text_entities from a list of str / (type, text[, extra]) pieces."""
    text, te = [], []
    for p in parts:
        if isinstance(p, str):
            text.append(p)
            te.append({"type": "plain", "text": p})
        else:
            typ, t = p[0], p[1]
            d = {"type": typ, "text": t}
            if typ == "text_link":
                d["href"] = p[2]
            text.append(d)
            te.append(dict(d))
    if all(isinstance(x, str) for x in text):
        return "".join(text), te
    return text, te


def msg(mid, date, frm, frm_id, parts, **extra):
    m = {"id": mid, "type": "message", **when(date)}
    if "edited" in extra:
        m.update({"edited": extra["edited"], "edited_unixtime": when(extra.pop("edited"))["date_unixtime"]})
    m.update({"from": frm, "from_id": frm_id})
    for k in ("forwarded_from", "reply_to_message_id", "photo", "file"):
        if k in extra:
            m[k] = extra.pop(k)
    m.update(extra.pop("media", {}))
    t, te = ents(parts)
    m["text"], m["text_entities"] = t, te
    if "reactions" in extra:
        m["reactions"] = extra.pop("reactions")
    return m


def react(emoji, who):
    return {"type": "emoji", "count": len(who), "emoji": emoji,
            "recent": [{"from": n, "from_id": i, "date": d} for n, i, d in who]}


def main():
    a_text = u["32A"].text
    cut = a_text.index("обязан пасовать")
    part1 = [("bold", f"ПРАВИЛО 32. {u['32'].title}"), "\n\n",
             ("bold", f"А. {u['32A'].title}"), "\n" + a_text[:cut],
             ("italic", "обязан пасовать"), a_text[cut + len("обязан пасовать"):], "\n\n",
             ("hashtag", "#правила"), " ", ("hashtag", "#1997")]
    part2 = ["Правило 32 (продолжение)\n\n", ("bold", f"Б. {u['32B'].title}"),
             "\n" + u["32B"].text + "\n"
             f"1. {u['32B1'].text}\n"
             f"2. {u['32B2'].text}\n"
             f"   а) {u['32B2(A)'].text}\n"
             f"   б) {u['32B2(B)'].text}\n\n", ("hashtag", "#правила")]
    c_text = u["32C"].text
    k = c_text.index("Правилу 36")
    part3 = [("bold", f"В. {u['32C'].title}"), "\n" + c_text[:k],
             ("text_link", "Правилу 36", "https://t.me/sudvestnik_spb/412"), c_text[k + len("Правилу 36"):],
             "\n\n", ("text_link", "Читать в канале", "https://t.me/sudvestnik_spb/418")]

    personal = {"name": IRA, "type": "personal_chat", "id": 1938847702, "messages": [
        msg(88411, "2024-02-11T17:52:09", IRA, IRA_ID,
            ["Андрей, добрый вечер! Можешь выложить в группу Правило 32 в старой редакции? "
             "Новенькие спрашивают, а книжки у них нет."]),
        msg(88412, "2024-02-11T17:58:40", ME, ME_ID, ["Да, вечером наберу и выложу."]),
        msg(88413, "2024-02-11T18:40:12", IRA, IRA_ID, ["Вот страница из книжки, если что"],
            photo="photos/photo_3@11-02-2024_18-40-12.jpg", media={"width": 960, "height": 1280}),
    ]}
    group = {"name": "Судьи СПб и ЛО", "type": "private_supergroup", "id": 1712044391, "messages": [
        {"id": 1187, "type": "service", **when("2024-02-01T10:00:03"), "actor": ME, "actor_id": ME_ID,
         "action": "invite_members", "members": [PET], "text": "", "text_entities": []},
        msg(1201, "2024-02-11T19:02:33", ME, ME_ID,
            ["Коллеги, выкладываю по частям Правило 32 из старой книжки (редакция 1997 года) — как "
             "перепечатал. В новой редакции иначе, не путайте!"]),
        msg(1202, "2024-02-11T19:05:10", ME, ME_ID, part1,
            reactions=[react("👍", [(IRA, IRA_ID, "2024-02-11T19:06:02"),
                                    (PET, PET_ID, "2024-02-11T19:09:44")])]),
        msg(1203, "2024-02-11T19:07:21", IRA, IRA_ID, ["А где Б? 🙂"], reply_to_message_id=1202),
        msg(1204, "2024-02-11T19:07:58", ME, ME_ID, ["Сейчас будет, набираю"], reply_to_message_id=1203),
        msg(1205, "2024-02-11T19:16:47", ME, ME_ID, part2, edited="2024-02-11T19:19:05"),
        msg(1206, "2024-02-11T19:22:30", PET, PET_ID,
            ["А по 32Б2 б) — это всегда так или на усмотрение судьи?"], reply_to_message_id=1205),
        msg(1207, "2024-02-11T19:24:02", ME, ME_ID,
            ["На усмотрение: там же сказано «вправе»."], reply_to_message_id=1206),
        msg(1208, "2024-02-11T19:24:15", ME, ME_ID, [],
            file="stickers/sticker (4).webp",
            media={"thumbnail": "stickers/sticker (4).webp_thumb.jpg", "media_type": "sticker",
                   "sticker_emoji": "👌", "width": 512, "height": 512}),
        msg(1209, "2024-02-11T19:31:40", ME, ME_ID, part3, forwarded_from="Судейский вестник СПб"),
        msg(1210, "2024-02-11T19:32:18", ME, ME_ID,
            ["Всё, правило целиком. В пятницу — Правило 33, оно длиннее."]),
        {"id": 1211, "type": "service", **when("2024-02-11T19:32:51"), "actor": ME, "actor_id": ME_ID,
         "action": "pin_message", "message_id": 1202, "text": "", "text_entities": []},
        msg(1212, "2024-02-11T19:40:26", IRA, IRA_ID, ["Спасибо! 🙏"],
            reactions=[react("❤", [(ME, ME_ID, "2024-02-11T19:41:00")])]),
    ]}
    saved = {"type": "saved_messages", "id": 5120473316, "messages": [
        msg(3301, "2024-02-09T08:15:44", ME, ME_ID, ["бланки протоколов — 40 шт., ручки"]),
        msg(3302, "2024-02-11T19:33:10", ME, ME_ID, ["Правило 33 — набрать к пятнице"]),
    ]}
    about = ("Here is the data you asked for, exported by Telegram Desktop. "
             "Each section starts with a short note on what it holds.")
    data = {
        "about": about,
        "personal_information": {"user_id": 5120473316, "first_name": "Андрей", "last_name": "Сомов",
                                 "phone_number": "+7 911 *** ** 41", "username": "@somov_td",
                                 "bio": "Судья. Турниры по выходным."},
        "profile_pictures": [{**when("2022-03-06T12:01:44"),
                              "photo": "profile_pictures/photo_1@06-03-2022_12-01-44.jpg"}],
        "contacts": {"about": "The contacts of this account.", "list": [
            {"user_id": 1938847702, "first_name": "Ирина", "last_name": "Котова",
             "phone_number": "+7 921 *** ** 07", **when("2021-09-12T20:11:02")},
            {"user_id": 6601932458, "first_name": "Пётр", "last_name": "Лаптев",
             "phone_number": "+7 981 *** ** 93", **when("2024-01-30T16:45:27")}]},
        "frequent_contacts": {"about": "People you write to most.", "list": [
            {"id": 1938847702, "category": "people", "type": "user", "name": IRA, "rating": 0.9613},
            {"id": 1712044391, "category": "people", "type": "private_supergroup",
             "name": "Судьи СПб и ЛО", "rating": 0.8122}]},
        "chats": {"about": "The chats of this account and their messages.",
                  "list": [personal, group, saved]},
        "left_chats": {"about": "Chats this account has left.", "list": []},
    }
    with open(f"{OUT}/{NAME}.json", "w", encoding="utf-8") as f:   # result.json, renamed for the set
        f.write(json.dumps(data, ensure_ascii=False, indent=1))
    write_expected(
        NAME,
        "Blind trial 45b: a whole Telegram account exported by Telegram Desktop (result.json): a "
        "personal chat naming «Правило 32 в старой редакции» before the law; in the supergroup the law "
        "posted in three parts (text arrays of strings and entities, text_entities repeating them, an "
        "italic entity inside a sentence, hashtags after 32A), part 2 headed «Правило 32 (продолжение)» "
        "and edited, part 3 forwarded from a channel with text links, replies, a sticker, a pin notice, "
        "reactions; Saved Messages naming Правило 33.",
        1997, "ru", L32,
        furniture=[IRA, "в старой редакции", "Коллеги, выкладываю по частям", "#правила", "#1997",
                   "А где Б?", "(продолжение)", "всегда так или на усмотрение судьи", "Судейский вестник СПб",
                   "Читать в канале", "В пятницу — Правило 33", "Спасибо!"])


if __name__ == "__main__":
    main()
