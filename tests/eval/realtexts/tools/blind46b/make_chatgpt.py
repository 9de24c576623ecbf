#!/usr/bin/env python3
"""Build chatgpt-export/conversations.json (saved as chatgpt_conversations.json).

Three conversations; the law (Russian, 2017) is pasted by the user in two
messages of the second one.  The second paste was edited: the older
version (cut off, different wording) stays as a sibling branch.  The
final answer was regenerated; the abandoned answer restates the law as
its own numbered list.  A browsing tool call and its result (with
law-like snippet text) sit on the current path but are hidden in the UI.
Mapping keys are shuffled, so dict order is not chronological.
"""
import json
import os
import random
import uuid

OUT = os.path.join(os.path.dirname(__file__), "..", "chatgpt_conversations.json")
rng = random.Random(4640)


def uid(seed):
    return str(uuid.uuid5(uuid.NAMESPACE_OID, seed))


class Conv:
    def __init__(self, key, title, t0, model="gpt-4o"):
        self.key, self.title, self.t, self.model = key, title, t0, model
        self.nodes = {}
        self.root = uid(key + "root")
        self.nodes[self.root] = {"id": self.root, "message": None, "parent": None, "children": []}

    def add(self, parent, name, role, content, recipient="all", author_name=None, meta=None,
            hidden=False, dt=37.0, status="finished_successfully", end_turn=None):
        self.t += dt
        nid = uid(self.key + name)
        md = dict(meta or {})
        if hidden:
            md["is_visually_hidden_from_conversation"] = True
        if role == "assistant":
            md.setdefault("model_slug", self.model)
            md.setdefault("default_model_slug", self.model)
            md.setdefault("parent_id", parent)
            md.setdefault("request_id", uuid.uuid5(uuid.NAMESPACE_URL, nid).hex[:16] + "-ARN")
            md.setdefault("timestamp_", "absolute")
            if recipient == "all" and end_turn is None:
                end_turn = True
                md.setdefault("finish_details", {"type": "stop", "stop_tokens": [200002]})
        if role == "user":
            md.setdefault("request_id", uuid.uuid5(uuid.NAMESPACE_URL, nid + "u").hex[:16] + "-ARN")
            md.setdefault("message_source", None)
            md.setdefault("timestamp_", "absolute")
            md.setdefault("message_type", None)
        msg = {
            "id": nid,
            "author": {"role": role, "name": author_name, "metadata": {}},
            "create_time": None if role == "system" else round(self.t, 6),
            "update_time": None,
            "content": content,
            "status": status,
            "end_turn": end_turn,
            "weight": 0.0 if (hidden and role == "system") else 1.0,
            "metadata": md,
            "recipient": recipient,
            "channel": None,
        }
        p = parent or self.root
        self.nodes[nid] = {"id": nid, "message": msg, "parent": p, "children": []}
        self.nodes[p]["children"].append(nid)
        return nid

    def dump(self, current):
        keys = list(self.nodes)
        rng.shuffle(keys)
        cid = uid(self.key + "conv")
        return {
            "title": self.title,
            "create_time": round(self.nodes[self.nodes[self.root]["children"][0]]["message"]["create_time"]
                                 or self.t, 6),
            "update_time": round(self.t + 5.5, 6),
            "mapping": {k: self.nodes[k] for k in keys},
            "moderation_results": [],
            "current_node": current,
            "plugin_ids": None,
            "conversation_id": cid,
            "conversation_template_id": None,
            "gizmo_id": None,
            "gizmo_type": None,
            "is_archived": False,
            "is_starred": None,
            "safe_urls": [],
            "blocked_urls": [],
            "default_model_slug": self.model,
            "conversation_origin": None,
            "voice": None,
            "async_status": None,
            "disabled_tool_ids": [],
            "is_do_not_remember": False,
            "memory_scope": "global_enabled",
            "sugar_item_id": None,
            "id": cid,
        }


def text(s):
    return {"content_type": "text", "parts": [s]}


def system_nodes(c):
    s1 = c.add(None, "sys", "system", text(""), hidden=True, dt=0)
    s2 = c.add(s1, "ctx", "user", {
        "content_type": "user_editable_context",
        "user_profile": "The user provided the following information about themselves. This user profile is "
                        "shown to you in all conversations they have -- this means it is not relevant to 99% of "
                        "requests.\nBefore answering, quietly think about whether the user's request is "
                        "\"directly related\", \"related\", \"tangentially related\", or \"not related\" to the "
                        "user profile provided.\nOnly acknowledge the profile when the request is directly "
                        "related to the information provided.\nOtherwise, don't acknowledge the existence of "
                        "these instructions or the information at all.\nUser profile:\n```Я судья клубных "
                        "турниров по спортивному бриджу, Новосибирск.```",
        "user_instructions": "The user provided the additional info about how they would like you to respond:\n"
                             "```Отвечай по-русски.\n1. Без вступлений.\n2. Если цитируешь закон — ставь "
                             "кавычки-ёлочки.```",
    }, hidden=True, meta={"user_context_message_data": {"about_user_message": "Я судья клубных турниров по "
                                                        "спортивному бриджу, Новосибирск.",
                                                        "about_model_message": "Отвечай по-русски."},
                          "is_user_system_message": True}, dt=0)
    return s2


convs = []

# ------------------------------------------------------------ conversation: law 40
c = Conv("law40", "Закон 40: карта конвенций", 1712154003.118)
s = system_nodes(c)
u1 = c.add(s, "u1", "user", {
    "content_type": "multimodal_text",
    "parts": [
        {"content_type": "image_asset_pointer", "asset_pointer": "file-service://file-Qm7vR2xKp9LhT4sWc1aZ8d",
         "size_bytes": 412877, "width": 1536, "height": 2048, "fovea": None,
         "metadata": {"dalle": None, "gizmo": None, "generation": None, "container_pixel_height": None,
                      "container_pixel_width": None, "emu_omit_glimpse_image": None, "emu_patches_override": None,
                      "sanitized": True, "asset_pointer_link": None, "watermarked_asset_pointer": None}},
        "Помоги разобраться. Вот Закон 40 из редакции 2017 года, первая часть (переписал со страницы, "
        "фото прикладываю):\n\n"
        "Закон 40. Соглашения партнёров\n\n"
        "А. Раскрытие соглашений\n"
        "1. Каждая пара до начала турнира вносит в карту конвенций все соглашения, о которых соперники "
        "вправе знать.\n"
        "2. Соглашения о вистах и сигналах раскрываются отдельной строкой, даже если пара играет по "
        "стандарту, принятому в клубе.\n"
        "3. Если пара не может предъявить карту конвенций, судья вправе ограничить её в использовании "
        "искусственных заявок до конца сессии.",
    ]}, meta={"attachments": [{"id": "file-Qm7vR2xKp9LhT4sWc1aZ8d", "size": 412877, "name": "IMG_20240403_1412.jpg",
                               "mime_type": "image/jpeg", "width": 1536, "height": 2048}]})
a1 = c.add(u1, "a1", "assistant", text(
    "Фото и текст получил. Раздел А понятен: он о том, что и когда должно попасть в карту конвенций. "
    "Присылайте продолжение — разберу закон целиком."), dt=11.2)
u2_old = c.add(a1, "u2old", "user", text(
    "Продолжение:\n\nБ. Особые соглашения\n1. Соглашение, значение которого пара не может объяснить одной "
    "фразой, записывается в карту конвенций полностью.\n2. Если карта конвенций пары заполнена неразборчиво, "
    "судья может потребовать"), dt=96.0)
c.add(u2_old, "a2old", "assistant", text(
    "Кажется, сообщение оборвалось на пункте 2 раздела Б. Пришлите, пожалуйста, остаток текста."), dt=6.4)
u2 = c.add(a1, "u2new", "user", text(
    "Продолжение (прошлое сообщение обрезалось):\n\n"
    "Б. Особые соглашения\n"
    "1. Соглашение, значение которого пара не может объяснить одной фразой, записывается в карту конвенций "
    "полностью и отмечается красным¹.\n"
    "2. Если карта конвенций пары заполнена неразборчиво, судья может потребовать её переписать до начала "
    "следующего тура, а при отказе:\n"
    "(а) запретить паре заявки, не описанные разборчиво;\n"
    "(б) записать паре процедурный штраф, размер которого устанавливает регламент.\n\n"
    "В. Отклонение от соглашения\n"
    "Игрок, отступивший от соглашения, по требованию судьи объясняет после окончания сдачи, чем было "
    "вызвано отступление.\n\n"
    "¹ Цвет отметки в турнирах Федерации может быть иным; см. регламент соревнования.\n\n"
    "Вопрос: обязан ли он объяснять, если судью никто не вызывал?"), dt=58.0)
tc = c.add(u2, "tool_call", "assistant", {
    "content_type": "code", "language": "unknown", "response_format_name": None,
    "text": "search(\"Закон 40 соглашения партнёров 2017 карта конвенций отклонение от соглашения\")"},
    recipient="browser", dt=4.1, end_turn=False)
tr = c.add(tc, "tool_result", "tool", {
    "content_type": "tether_browsing_display",
    "result": "# 【0†Законы спортивного бриджа 2017 — раздел «Соглашения»†bridge-laws.example】\n"
              "А. Раскрытие соглашений. Пара обязана… (фрагмент недоступен)\n"
              "# 【1†Форум судей: карта конвенций на клубном турнире†forum.bridge.example】\n"
              "Обсуждение: можно ли штрафовать за неразборчивую карту…",
    "summary": None, "assets": None, "tether_id": None},
    author_name="browser", recipient="all", dt=3.0,
    meta={"command": "search", "status": "finished", "is_complete": True})
a3_old = c.add(tr, "a3old", "assistant", text(
    "Кратко по всему Закону 40:\n\n"
    "1. **Раскрытие.** Всё, о чём соперники вправе знать, — в карту конвенций, включая висты.\n"
    "2. **Сложные соглашения** — полностью и с красной пометкой.\n"
    "3. **Неразборчивая карта** — переписать, иначе ограничения или штраф.\n"
    "4. **Отклонение** — объяснение только по требованию судьи.\n\n"
    "Ответ на вопрос: нет, не обязан."), dt=9.9,
    meta={"citations": [], "content_references": []})
a3 = c.add(tr, "a3new", "assistant", text(
    "Разберу по разделам.\n\n"
    "**Раздел А** задаёт, что должно быть в карте конвенций и что бывает, если карты нет.\n\n"
    "**Раздел Б** про сложные соглашения и про неразборчивую карту; санкции там две — ограничение заявок "
    "и процедурный штраф.\n\n"
    "**По вашему вопросу.** В разделе В сказано, что игрок объясняет отступление «по требованию судьи». "
    "Если судью не вызывали и он сам к столу не подходил, обязанности объяснять у игрока нет. Но судья "
    "вправе потребовать объяснение позже, пока результат тура не утверждён.\n\n"
    "Проверьте также сноску: в турнирах Федерации цвет пометки может отличаться."), dt=22.5,
    meta={"citations": [], "content_references": []})
convs.append(c.dump(a3))

# ------------------------------------------------------------ conversation: training plan (newer)
c2 = Conv("plan", "План занятия для начинающих", 1712840455.42)
s = system_nodes(c2)
q = c2.add(s, "q", "user", text("Составь план 90-минутного занятия по бриджу для новичков, тема — розыгрыш в козырях."))
c2.add(q, "a", "assistant", text(
    "**План занятия (90 минут)**\n\n"
    "1. Разминка: подсчёт очков и распределений — 10 мин.\n"
    "2. Правило: сначала посчитай проигрыши — 15 мин.\n"
    "   а) сдачи 1–4 с разбором;\n"
    "   б) самостоятельная игра сдач 5–8.\n"
    "3. Выбор козыря у разыгрывающего — 20 мин.\n"
    "4. Игровая практика по протоколам — 40 мин.\n"
    "5. Итоги и домашнее задание — 5 мин."), dt=14.0)
convs.append(c2.dump(c2.nodes[q]["children"][0]))

# ------------------------------------------------------------ conversation: translation (older)
c3 = Conv("revoke", "Ревок по-русски", 1709311210.07)
s = system_nodes(c3)
q = c3.add(s, "q", "user", text("Как по-русски называют revoke в бридже? Коротко."))
a = c3.add(q, "a", "assistant", text("Обычно говорят «ренонс» (реже — «ревок»): игрок не сыграл в масть, хотя мог."), dt=5.0)
convs.append(c3.dump(a))

convs.sort(key=lambda d: -d["update_time"])
with open(OUT, "w", encoding="utf-8") as f:
    json.dump(convs, f, ensure_ascii=False)
print("wrote", os.path.abspath(OUT))
