#!/usr/bin/env python3
"""Write slack-tds-law83-2017.json: one day of one channel from a Slack workspace
export (the file Slack puts at  td-desk/2024-03-09.json  inside the export's zip).

Slack writes the array with four-space indents, every non-ASCII character as \\uXXXX
and every "/" as "\\/".  Each human message carries its text twice: the mrkdwn
"text" (with *bold*, &gt; &amp; entities, typed "1." numbers) and the rich-text
"blocks" (bold as a style, the "1." drawn by an ordered rich_text_list)."""
import json
import os

HERE = os.path.dirname(os.path.abspath(__file__))
OUT = os.path.join(HERE, "..", "slack-tds-law83-2017.json")

TEAM = "T01NB7RDG4Q"
MAGGIE = "U03KQ7M2PLA"
DUYEN = "U02HB9X4TTR"
OWEN = "U05CZ1J8W0E"


def profile(uid, first, real, display, name, avatar):
    return {
        "avatar_hash": avatar,
        "image_72": "https://avatars.slack-edge.com/2023-01-17/%s_%s_72.png" % (uid[-6:], avatar),
        "first_name": first,
        "real_name": real,
        "display_name": display,
        "team": TEAM,
        "name": name,
        "is_restricted": False,
        "is_ultra_restricted": False,
    }


PROFILES = {
    MAGGIE: profile(MAGGIE, "Maggie", "Maggie Ortloff", "maggie", "maggie.ortloff", "g91c2e04ab7d"),
    DUYEN: profile(DUYEN, "Duyen", "Duyen Tran (Chief TD)", "duyen", "duyen.tran", "4f1be0c9d27a"),
    OWEN: profile(OWEN, "Owen", "Owen Pritchard", "owen.p", "owen.pritchard", "a0d83e5f61c4"),
}


def t(text, **style):
    el = {"type": "text", "text": text}
    if style:
        el["style"] = style
    return el


def section(*els):
    return {"type": "rich_text_section", "elements": list(els)}


def olist(items, offset=0):
    d = {"type": "rich_text_list", "elements": [section(t(x)) for x in items],
         "style": "ordered", "indent": 0, "border": 0}
    if offset:
        d["offset"] = offset
    return d


def human(uid, ts, text, elements, block_id, msg_id, **extra):
    m = {
        "client_msg_id": msg_id,
        "type": "message",
        "text": text,
        "user": uid,
        "ts": ts,
        "blocks": [{"type": "rich_text", "block_id": block_id, "elements": elements}],
        "team": TEAM,
        "user_team": TEAM,
        "source_team": TEAM,
        "user_profile": PROFILES[uid],
    }
    m.update(extra)
    return m


msgs = []

msgs.append({
    "type": "message",
    "subtype": "channel_join",
    "ts": "1709989201.006119",
    "user": OWEN,
    "text": "<@%s> has joined the channel" % OWEN,
})

q_text = ("anyone have 83 handy? the appeals committee wants to know whether we told "
          "the EW pair in time on board 14 &amp; I only have the 2007 booklet here")
msgs.append(human(
    MAGGIE, "1709991034.214409", q_text,
    [section(t("anyone have 83 handy? the appeals committee wants to know whether we told the EW pair "
               "in time on board 14 & I only have the 2007 booklet here"))],
    "Wn8+q", "6b0c1f4e-2d8a-4c55-9e1a-3a7d20c5b118",
    thread_ts="1709991034.214409", reply_count=1, reply_users_count=1,
    latest_reply="1709991702.551929", reply_users=[MAGGIE], is_locked=False, subscribed=False,
))

p1_lines = [
    "here's 83 from the 2017 binder, Slack made me post it in two goes:",
    "",
    "*Law 83 \u2013 Advising a Side of Its Review*",
    "",
    "*A. Duty to Inform*",
    "When the Director gives a ruling that one side may wish to contest, he tells that side, "
    "before the round is called, that a review is open to it.",
    "",
    "*B. Written Record*",
    "The Director keeps a short written record of every ruling that may be reviewed.",
    "1. The record names the board, the players at the table and the facts the Director found.",
    "2. Where the Director consulted other directors or players, the record says whom he consulted "
    "and what each of them advised.",
]
p1_blocks = [
    section(t("here's 83 from the 2017 binder, Slack made me post it in two goes:\n\n"),
            t("Law 83 \u2013 Advising a Side of Its Review", bold=True),
            t("\n\n"),
            t("A. Duty to Inform", bold=True),
            t("\nWhen the Director gives a ruling that one side may wish to contest, he tells that side, "
              "before the round is called, that a review is open to it.\n\n"),
            t("B. Written Record", bold=True),
            t("\nThe Director keeps a short written record of every ruling that may be reviewed.\n")),
    olist(["The record names the board, the players at the table and the facts the Director found.",
           "Where the Director consulted other directors or players, the record says whom he consulted "
           "and what each of them advised."]),
]
msgs.append(human(
    DUYEN, "1709991288.330269", "\n".join(p1_lines), p1_blocks, "Q1xZo",
    "0e95a7c2-71b3-4f0d-8d6e-cb4b9e1d20a7",
    edited={"user": DUYEN, "ts": "1709991340.000000"},
))

p2_lines = [
    "*C. Late Requests*",
    "A request for review received after the correction period has ended is heard only in "
    "the following cases:",
    "1. the side shows that it could not have learned of the ruling in time, for instance because:",
    "(a) the score was changed after the side had left the venue, or",
    "(b) the Director's announcement of the ruling did not reach its table (see Law 79C);",
    "2. the Tournament Organizer has allowed a longer period for the event as a whole.",
]
p2_blocks = [
    section(t("C. Late Requests", bold=True),
            t("\nA request for review received after the correction period has ended is heard only in "
              "the following cases:\n")),
    olist(["the side shows that it could not have learned of the ruling in time, for instance because:"]),
    section(t("(a) the score was changed after the side had left the venue, or\n"
              "(b) the Director's announcement of the ruling did not reach its table (see Law 79C);\n")),
    olist(["the Tournament Organizer has allowed a longer period for the event as a whole."], offset=1),
]
msgs.append(human(
    DUYEN, "1709991301.781539", "\n".join(p2_lines), p2_blocks, "h7/Kd",
    "c4a1e9b0-5f62-4d3e-a8f7-19be0d6c3e52",
    reactions=[{"name": "pray", "users": [MAGGIE, OWEN], "count": 2},
               {"name": "white_check_mark", "users": [MAGGIE], "count": 1}],
))

reply_text = ("&gt; heard only in the following cases\n"
              "so for board 14 we're fine, the EW pair were still at table 6 when Owen read it out")
msgs.append(human(
    MAGGIE, "1709991702.551929", reply_text,
    [{"type": "rich_text_quote", "elements": [t("heard only in the following cases")]},
     section(t("so for board 14 we're fine, the EW pair were still at table 6 when Owen read it out"))],
    "3mUe2", "a5d0b3f9-8c17-4b6a-90e2-7f1c4d2e6a31",
    thread_ts="1709991034.214409", parent_user_id=MAGGIE,
))

msgs.append({
    "type": "message",
    "subtype": "bot_message",
    "text": "Round 4 results uploaded: 13 of 13 tables. <https://scores.example-bridge.org/2024/spring/r4|Open the results>",
    "ts": "1709992050.118759",
    "username": "Bridgemate Sync",
    "icons": {"emoji": ":spades:"},
    "bot_id": "B05R2M8H3JK",
    "app_id": "A05QW7N1C2D",
    "attachments": [{"fallback": "Round 4 \u2014 13 tables", "text": "Next round starts 15:40",
                     "id": 1, "color": "2eb886"}],
})

msgs.append(human(
    OWEN, "1709992233.402119", "ruling form for 14 attached, signed by both of us",
    [section(t("ruling form for 14 attached, signed by both of us"))],
    "V9r0A", "f2e8d6c4-1a3b-4c5d-8e9f-0a1b2c3d4e5f",
    files=[{"id": "F06NP2K4R7X", "created": 1709992230, "timestamp": 1709992230,
            "name": "board14-ruling.pdf", "title": "board14-ruling.pdf", "mimetype": "application/pdf",
            "filetype": "pdf", "pretty_type": "PDF", "user": OWEN, "size": 84213, "mode": "hosted",
            "url_private": "https://files.slack.com/files-pri/T01NB7RDG4Q-F06NP2K4R7X/board14-ruling.pdf",
            "permalink": "https://wessexbridge.slack.com/files/U05CZ1J8W0E/F06NP2K4R7X/board14-ruling.pdf"}],
    upload=False, display_as_bot=False,
))

text = json.dumps(msgs, indent=4, ensure_ascii=True).replace("/", "\\/")
with open(OUT, "w", encoding="ascii") as f:
    f.write(text)
print("wrote", OUT)
