#!/usr/bin/env python3
"""Write chatgpt-conversations-zakon53-2017.json: conversations.json from a ChatGPT
data export (Settings > Data controls > Export data), trimmed to two conversations.

Its real furniture: an array of conversations, each a "mapping" of nodes keyed by
id (a tree: parent / children; what the user sees is the path from the root to
"current_node"), a hidden system node with an empty part, message objects with
author.role, create_time as a float epoch, content.parts, metadata with model slugs,
a regenerated answer (two assistant children of one user message; the first is
not on the visible path), and the assistant's Markdown answer that restates the
law in its own words with bold "Раздел А" labels.  The law itself is in the
middle of the user's message, between the user's own words."""
import json
import os

HERE = os.path.dirname(os.path.abspath(__file__))
OUT = os.path.join(HERE, "..", "chatgpt-conversations-zakon53-2017.json")

LAW = """Закон 53. Принятый ход вне очереди

А. Принятие хода
Ход, сделанный защитником вне очереди, становится правильным, если разыгрывающий или болван открыли карту во взятку после него.

Б. Кто может принять ход
1. Принять ход может любой из соперников нарушителя, сказав об этом вслух.
2. Партнёр нарушителя принять ход не может; его слова о принятии судья не учитывает.

В. Ход в очередь другого защитника
Если защитник пошёл в то время, когда ходить должен был его партнёр:
1. судья предлагает разыгрывающему выбрать одно из следующего:
а) принять ход и играть дальше;
б) потребовать ход от правильного защитника, а открытую карту считать штрафной (см. Закон 50).
2. Выбор разыгрывающего окончателен."""

USER1 = ("Привет! Ниже текст закона из нашего перевода 2017 года. Мне нужно сделать шпаргалку "
         "для судей клуба на одну страницу.\n\n" + LAW +
         "\n\nВопрос: если разыгрывающий уже положил карту из болвана, это уже принятие хода? "
         "И сделай, пожалуйста, короткую шпаргалку по пунктам.")

ANSWER_OLD = ("Да, по тексту, который вы привели, карта болвана, открытая во взятку после хода вне "
              "очереди, означает принятие хода.")

ANSWER = """Коротко: **да**. По приведённому тексту ход становится правильным, как только разыгрывающий или болван открыли карту во взятку после него — отдельных слов «принимаю» не нужно.

### Шпаргалка (своими словами)

**Раздел А (принятие).** Карта разыгрывающего или болвана во взятке после хода вне очереди = ход принят.

**Раздел Б (кто принимает).**
- может: любой из соперников нарушителя, вслух;
- не может: партнёр нарушителя — его «принимаю» не в счёт.

**Раздел В (пошёл не тот защитник).**
- судья даёт разыгрывающему выбор: играть дальше или потребовать ход от правильного защитника;
- во втором случае открытая карта — штрафная (Закон 50);
- выбор окончателен.

Если хотите, могу сверстать это в таблицу на одну страницу А4."""

USER2 = "Да, в таблицу, две колонки: «ситуация» и «что делает судья»."

ANSWER2 = """| Ситуация | Что делает судья |
|---|---|
| После хода вне очереди разыгрывающий или болван открыли карту | Ход принят, игра продолжается |
| Партнёр нарушителя говорит «принимаю» | Не учитывает эти слова |
| Пошёл не тот защитник | Предлагает разыгрывающему выбор; при отказе карта — штрафная |"""

MODEL = "gpt-4o"


def node(nid, parent, children, message):
    return {"id": nid, "message": message, "parent": parent, "children": children}


def msg(mid, role, t, text, model=None, hidden=False, end_turn=None, parent_id=None):
    meta = {}
    if hidden:
        meta["is_visually_hidden_from_conversation"] = True
    if role == "assistant":
        meta.update({"finish_details": {"type": "stop", "stop_tokens": [200002]}, "is_complete": True,
                     "citations": [], "content_references": [], "message_type": None,
                     "model_slug": model, "default_model_slug": model, "parent_id": parent_id,
                     "request_id": "8b1f0c2e9a7d4b3c-ARN", "timestamp_": "absolute"})
    if role == "user":
        meta.update({"request_id": "8b1f0b7d5c6e4f21-ARN", "message_source": None,
                     "timestamp_": "absolute", "message_type": None})
    return {"id": mid, "author": {"role": role, "name": None, "metadata": {}},
            "create_time": t, "update_time": None,
            "content": {"content_type": "text", "parts": [text]},
            "status": "finished_successfully", "end_turn": end_turn, "weight": 1.0,
            "metadata": meta, "recipient": "all", "channel": None}


# --- the conversation with the law
R = "aaa1c8e2-4f0b-4d1a-9e3c-7b2d5f6a8c90"
S = "f3b9d0a2-61c7-4e85-b2a4-0d9e8c7f6b15"
U1 = "aaa2b7d3-0c5e-4a9f-8b1d-3e6f7a8b9c0d"
A1_OLD = "5e0c7a1b-2d3f-4e6a-9b8c-1d2e3f4a5b6c"
A1 = "9c1d2e3f-4a5b-4c6d-8e7f-0a1b2c3d4e5f"
U2 = "aaa3e9f0-7b6c-4d2a-a1e3-5f4b6c7d8e9a"
A2 = "2b3c4d5e-6f70-4812-93a4-b5c6d7e8f901"

T0 = 1710431962.118224
mapping = {
    R: node(R, None, [S], None),
    S: node(S, R, [U1], msg(S, "system", None, "", hidden=True, end_turn=True)),
    U1: node(U1, S, [A1_OLD, A1], msg(U1, "user", T0 + 4.2, USER1)),
    A1_OLD: node(A1_OLD, U1, [], msg(A1_OLD, "assistant", T0 + 9.8, ANSWER_OLD, MODEL, end_turn=True, parent_id=U1)),
    A1: node(A1, U1, [U2], msg(A1, "assistant", T0 + 61.5, ANSWER, MODEL, end_turn=True, parent_id=U1)),
    U2: node(U2, A1, [A2], msg(U2, "user", T0 + 140.0, USER2)),
    A2: node(A2, U2, [], msg(A2, "assistant", T0 + 147.3, ANSWER2, MODEL, end_turn=True, parent_id=U2)),
}
conv1 = {
    "title": "Шпаргалка: ход вне очереди",
    "create_time": T0, "update_time": T0 + 148.0,
    "mapping": mapping,
    "moderation_results": [], "current_node": A2, "plugin_ids": None,
    "conversation_id": "65f2c1da-3e8b-8006-9a41-0f7d2c6b5e13",
    "conversation_template_id": None, "gizmo_id": None, "gizmo_type": None,
    "is_archived": False, "is_starred": None, "safe_urls": [], "blocked_urls": [],
    "default_model_slug": MODEL, "conversation_origin": None, "voice": None,
    "async_status": None, "disabled_tool_ids": [], "is_do_not_remember": False,
    "memory_scope": "global_enabled", "id": "65f2c1da-3e8b-8006-9a41-0f7d2c6b5e13",
}

# --- an unrelated conversation, older
T1 = 1709204410.502117
R2, S2, U3, A3 = ("aaa4f0e1-1a2b-4c3d-8e4f-5a6b7c8d9e0f", "0f1e2d3c-4b5a-4968-8776-a5b4c3d2e1f0",
                  "aaa5a1b2-c3d4-4e5f-9a6b-7c8d9e0f1a2b", "6d7e8f90-a1b2-4c3d-9e4f-5a6b7c8d9e0f")
conv2 = {
    "title": "Хауэлл на 7 столов",
    "create_time": T1, "update_time": T1 + 30.0,
    "mapping": {
        R2: node(R2, None, [S2], None),
        S2: node(S2, R2, [U3], msg(S2, "system", None, "", hidden=True, end_turn=True)),
        U3: node(U3, S2, [A3], msg(U3, "user", T1 + 2.0,
                                   "Сколько туров в полном Хауэлле на 7 столов и сколько сдач в туре, если вечер на 3 часа?")),
        A3: node(A3, U3, [], msg(A3, "assistant", T1 + 12.0,
                                 "В полном Хауэлле на 7 столов (14 пар) 13 туров. При трёх часах игры разумно играть "
                                 "по 2 сдачи в туре — 26 сдач, около 7 минут на сдачу.", MODEL, end_turn=True,
                                 parent_id=U3)),
    },
    "moderation_results": [], "current_node": A3, "plugin_ids": None,
    "conversation_id": "65e0a3ba-77c1-8006-b2f0-4d1e9a8c3b27",
    "conversation_template_id": None, "gizmo_id": None, "gizmo_type": None,
    "is_archived": False, "is_starred": None, "safe_urls": [], "blocked_urls": [],
    "default_model_slug": MODEL, "conversation_origin": None, "voice": None,
    "async_status": None, "disabled_tool_ids": [], "is_do_not_remember": False,
    "memory_scope": "global_enabled", "id": "65e0a3ba-77c1-8006-b2f0-4d1e9a8c3b27",
}

# The export lists the newest conversation first and writes everything on one line.
with open(OUT, "w", encoding="utf-8") as f:
    json.dump([conv1, conv2], f, ensure_ascii=False)
print("wrote", OUT)
