#!/usr/bin/env python3
"""Build td-desk-2024-03-14.json: one channel-day file of a Slack export.

The law is split: header + A + B in a parent message, C + D in a thread
reply that sits after an unrelated channel message.  A thread_broadcast
quotes C2 again.  Nested ordered lists only carry their letters through
the rich_text_list indent (Slack renders indent 1 as a., b.).
"""
import json
import os
import uuid
from datetime import datetime, timezone

OUT = os.path.join(os.path.dirname(__file__), "..", "td-desk-2024-03-14.json")
TEAM = "T01K7CLB9"
DAY = datetime(2024, 3, 14, tzinfo=timezone.utc).timestamp()


def ts(h, m, s, micro):
    return f"{int(DAY + h * 3600 + m * 60 + s)}.{micro:06d}"


USERS = {
    "U05A1NNA": ("anna.whitfield", "Anna Whitfield", "anna.w", "Anna", "g3a1b2c4d5e6"),
    "U05B2BEN": ("ben.okafor", "Ben Okafor", "Ben (TD)", "Ben", "g7f8e9d0c1b2"),
    "U06C3CHR": ("chris.lam", "Chris Lam", "chrisl", "Chris", "ga9b8c7d6e5f"),
    "U06D4DEV": ("devika.rao", "Devika Rao", "", "Devika", "g0f1e2d3c4b5"),
}


def profile(uid):
    name, real, disp, first, av = USERS[uid]
    return {
        "avatar_hash": av,
        "image_72": f"https://secure.gravatar.com/avatar/{av}.jpg?s=72&d=https%3A%2F%2Fa.slack-edge.com%2Fdf10d%2Fimg%2Favatars%2Fava_0012-72.png",
        "first_name": first,
        "real_name": real,
        "display_name": disp,
        "team": TEAM,
        "name": name,
        "is_restricted": False,
        "is_ultra_restricted": False,
    }


def sec(*els):
    return {"type": "rich_text_section", "elements": list(els)}


def tx(s, **style):
    e = {"type": "text", "text": s}
    if style:
        e["style"] = style
    return e


def user_el(uid):
    return {"type": "user", "user_id": uid}


def olist(items, indent=0, offset=0):
    d = {"type": "rich_text_list", "elements": [sec(*i) if isinstance(i, list) else sec(tx(i)) for i in items],
         "style": "ordered", "indent": indent, "border": 0}
    if offset:
        d["offset"] = offset
    return d


def quote(*els):
    return {"type": "rich_text_quote", "elements": list(els)}


def msg(uid, t, text, elements, **extra):
    m = {
        "client_msg_id": str(uuid.uuid5(uuid.NAMESPACE_URL, t)),
        "type": "message",
        "text": text,
        "user": uid,
        "ts": t,
        "blocks": [{"type": "rich_text", "block_id": uuid.uuid5(uuid.NAMESPACE_DNS, t).hex[:5],
                    "elements": elements}],
        "team": TEAM,
        "user_team": TEAM,
        "source_team": TEAM,
        "user_profile": profile(uid),
    }
    m.update(extra)
    return m


T_JOIN = ts(8, 2, 11, 88419)
T_BOT = ts(9, 0, 0, 2109)
T_LAW = ts(9, 41, 7, 119329)
T_KEY = ts(9, 44, 52, 402817)
T_CONT = ts(9, 47, 30, 557120)
T_PHOTO = ts(10, 3, 15, 11402)
T_BCAST = ts(10, 12, 48, 663910)
T_REM = ts(11, 0, 0, 4)
T_LINK = ts(11, 26, 3, 290117)
T_EDIT = ts(11, 58, 40, 771002)

messages = []

messages.append({
    "type": "message", "subtype": "channel_join", "ts": T_JOIN, "user": "U06D4DEV",
    "text": "<@U06D4DEV> has joined the channel", "inviter": "U05B2BEN",
})

messages.append({
    "type": "message", "subtype": "bot_message", "text": "", "ts": T_BOT,
    "username": "TourneyBot", "bot_id": "B04TNYB0T",
    "icons": {"emoji": ":spades:"},
    "attachments": [{
        "id": 1, "color": "2eb886",
        "fallback": "Wednesday Pairs: session 2 at 19:30, Howell 7 tables",
        "title": "Wednesday Pairs \u2014 tonight",
        "text": "1. Boards 1\u201324 are in the grey duplimate tray.\n2. Movement cards are on the TD desk.\n3. Scores go into the tablet by 22:45 please.",
        "fields": [{"title": "Director", "value": "<@U05B2BEN>", "short": True},
                   {"title": "Tables", "value": "7 (Howell)", "short": True}],
        "footer": "TourneyBot \u2022 schedule",
        "mrkdwn_in": ["text"],
    }],
})

law_text = (
    "Quick one for <@U05B2BEN> about dummy pulling the wrong card at table 6 last night. "
    "Here is 45 from the 2007 book (typed it, so shout if you spot typos):\n\n"
    "*LAW 45 \u2014 CARD PLAYED*\n\n"
    "*A. Play from Hand.* A card from a defender's hand counts as played once its face has been "
    "turned toward the table and both opponents could name it.\n\n"
    "*B. Play from Dummy.* Declarer plays a card from dummy by naming it aloud, and dummy must not "
    "move any card until the naming is complete.\n\n"
    "_C and D in the thread, Slack cut me off_ :sweat_smile:"
)
law_blocks = [
    sec(tx("Quick one for "), user_el("U05B2BEN"),
        tx(" about dummy pulling the wrong card at table 6 last night. Here is 45 from the 2007 book "
           "(typed it, so shout if you spot typos):\n\n"),
        tx("LAW 45 \u2014 CARD PLAYED", bold=True), tx("\n\n"),
        tx("A. Play from Hand.", bold=True),
        tx(" A card from a defender's hand counts as played once its face has been turned toward the "
           "table and both opponents could name it.\n\n"),
        tx("B. Play from Dummy.", bold=True),
        tx(" Declarer plays a card from dummy by naming it aloud, and dummy must not move any card until "
           "the naming is complete.\n\n"),
        tx("C and D in the thread, Slack cut me off", italic=True), tx(" "),
        {"type": "emoji", "name": "sweat_smile", "unicode": "1f605"}),
]
messages.append(msg("U05A1NNA", T_LAW, law_text, law_blocks,
                    thread_ts=T_LAW, reply_count=3, reply_users_count=3, latest_reply=T_BCAST,
                    reply_users=["U05A1NNA", "U05B2BEN", "U06C3CHR"], is_locked=False, subscribed=True,
                    last_read=T_BCAST,
                    reactions=[{"name": "pray", "users": ["U05B2BEN", "U06C3CHR"], "count": 2}]))

messages.append(msg("U06C3CHR", T_KEY,
                    "Anyone know where the key for the board cabinet went? It isn't on the hook :key:",
                    [sec(tx("Anyone know where the key for the board cabinet went? It isn't on the hook "),
                         {"type": "emoji", "name": "key", "unicode": "1f511"})],
                    reactions=[{"name": "eyes", "users": ["U05A1NNA"], "count": 1}]))

cont_text = (
    "*C. Mistaken Designation*\n"
    "1. If declarer names a card that dummy does not hold, the designation is void and declarer names again.\n"
    "2. Where declarer's words could describe two cards of dummy, the lower of the two is taken unless the "
    "Director finds a clear reason otherwise.\n"
    "3. A designation may be amended in the same breath, before dummy has touched any card.\n"
    "4. When dummy plays a card that declarer did not name, the card is returned if either defender objects "
    "before playing to the trick, and\n"
    "    a. the defenders may retract any card played after it;\n"
    "    b. the Director explains to dummy the limits of his role (see Law 43).\n"
    "*D.* A card that falls face up from a hand onto the table by accident is not played, but the Director "
    "may treat it under Law 50 if it belongs to a defender."
)
cont_blocks = [
    sec(tx("C. Mistaken Designation", bold=True), tx("\n")),
    olist([
        "If declarer names a card that dummy does not hold, the designation is void and declarer names again.",
        "Where declarer's words could describe two cards of dummy, the lower of the two is taken unless the "
        "Director finds a clear reason otherwise.",
        "A designation may be amended in the same breath, before dummy has touched any card.",
        "When dummy plays a card that declarer did not name, the card is returned if either defender objects "
        "before playing to the trick, and",
    ]),
    olist([
        "the defenders may retract any card played after it;",
        "the Director explains to dummy the limits of his role (see Law 43).",
    ], indent=1),
    sec(tx("D.", bold=True),
        tx(" A card that falls face up from a hand onto the table by accident is not played, but the Director "
           "may treat it under Law 50 if it belongs to a defender.")),
]
messages.append(msg("U05A1NNA", T_CONT, cont_text, cont_blocks, thread_ts=T_LAW, parent_user_id="U05A1NNA"))

photo = msg("U05B2BEN", T_PHOTO,
            "Thanks! Photo of the page from the club copy so you can check against it. "
            "Footnote on that page says the 2008 reprint moved the dummy bit, ignore that.",
            [sec(tx("Thanks! Photo of the page from the club copy so you can check against it. Footnote on that "
                    "page says the 2008 reprint moved the dummy bit, ignore that."))],
            thread_ts=T_LAW, parent_user_id="U05A1NNA", upload=False, display_as_bot=False)
photo["files"] = [{
    "id": "F06P2Q8LAW4", "created": int(float(T_PHOTO)), "timestamp": int(float(T_PHOTO)),
    "name": "IMG_4471.jpg", "title": "Law 45 p.61", "mimetype": "image/jpeg", "filetype": "jpg",
    "pretty_type": "JPEG", "user": "U05B2BEN", "user_team": TEAM, "editable": False, "size": 2381920,
    "mode": "hosted", "is_external": False, "external_type": "", "is_public": True, "public_url_shared": False,
    "display_as_bot": False, "username": "",
    "url_private": "https://files.slack.com/files-pri/T01K7CLB9-F06P2Q8LAW4/img_4471.jpg",
    "url_private_download": "https://files.slack.com/files-pri/T01K7CLB9-F06P2Q8LAW4/download/img_4471.jpg",
    "media_display_type": "unknown",
    "thumb_64": "https://files.slack.com/files-tmb/T01K7CLB9-F06P2Q8LAW4-5d1c0a/img_4471_64.jpg",
    "thumb_360": "https://files.slack.com/files-tmb/T01K7CLB9-F06P2Q8LAW4-5d1c0a/img_4471_360.jpg",
    "thumb_360_w": 270, "thumb_360_h": 360, "original_w": 3024, "original_h": 4032, "image_exif_rotation": 1,
    "permalink": "https://oakfieldbc.slack.com/files/U05B2BEN/F06P2Q8LAW4/img_4471.jpg",
    "is_starred": False, "has_rich_preview": False, "file_access": "visible",
}]
messages.append(photo)

messages.append(msg(
    "U06C3CHR", T_BCAST,
    "&gt; Where declarer's words could describe two cards of dummy, the lower of the two is taken\n"
    "That's table 6 exactly \u2014 he said \"small club\" with the 2 and the 5 in dummy. So the 2 &amp; no fuss.",
    [quote(tx("Where declarer's words could describe two cards of dummy, the lower of the two is taken")),
     sec(tx("That's table 6 exactly \u2014 he said \"small club\" with the 2 and the 5 in dummy. So the 2 & no fuss."))],
    subtype="thread_broadcast", thread_ts=T_LAW, root={"user": "U05A1NNA", "ts": T_LAW, "text": law_text[:120]},
    reactions=[{"name": "100", "users": ["U05A1NNA", "U05B2BEN"], "count": 2}]))

messages.append({
    "type": "message", "user": "USLACKBOT", "ts": T_REM,
    "text": "Reminder: upload the Wednesday travellers and check the C/D movement sheet.",
})

link = msg("U05B2BEN", T_LINK,
           "For anyone newer: the current laws are here <https://www.worldbridge.org/rules-regulations/|WBF laws page> "
           "\u2014 we still play 2007 at the club until the committee signs off.",
           [sec(tx("For anyone newer: the current laws are here "),
                {"type": "link", "url": "https://www.worldbridge.org/rules-regulations/", "text": "WBF laws page"},
                tx(" \u2014 we still play 2007 at the club until the committee signs off."))])
link["attachments"] = [{
    "from_url": "https://www.worldbridge.org/rules-regulations/", "id": 1,
    "original_url": "https://www.worldbridge.org/rules-regulations/",
    "fallback": "World Bridge Federation: Rules & Regulations",
    "text": "Laws of Duplicate Bridge, Codes of Practice and General Conditions of Contest for WBF championships.",
    "title": "Rules & Regulations", "title_link": "https://www.worldbridge.org/rules-regulations/",
    "service_name": "World Bridge Federation", "service_icon": "https://www.worldbridge.org/favicon.ico",
}]
messages.append(link)

messages.append(msg(
    "U06D4DEV", T_EDIT,
    "Hi all, Devika here \u2014 new assistant TD from April. Is there a checklist for the 45/46 calls? "
    "1. who to ask first 2. what to write on the slip",
    [sec(tx("Hi all, Devika here \u2014 new assistant TD from April. Is there a checklist for the 45/46 calls? "
            "1. who to ask first 2. what to write on the slip"))],
    edited={"user": "U06D4DEV", "ts": ts(11, 59, 20, 0)},
    reactions=[{"name": "wave", "users": ["U05A1NNA", "U05B2BEN", "U06C3CHR"], "count": 3}]))

s = json.dumps(messages, indent=4, ensure_ascii=True).replace("/", "\\/")
with open(OUT, "w", encoding="utf-8") as f:
    f.write(s + "\n")
print("wrote", os.path.abspath(OUT))
