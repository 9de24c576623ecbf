"""A Microsoft Teams group chat as Microsoft Graph returns it (GET /chats/{id}/messages, saved as
JSON): newest message first, every body HTML, the law in one message whose subsection numbers
are drawn by <ol> (not typed) and whose items are typed after <br>; a quoted reply whose
messageReference preview repeats the law's header and section A; an adaptive-card poll with its
own "1." / "2."; a system event, a deleted message, a mention, reactions and an emoji tag."""
import json

from common47 import U, write_expected, dump_units

NAME = "teams-graph-law20-2017"
TENANT = "6f1c2a9e-3b7d-4e0a-9c55-1d2e3f4a5b6c"
CHAT = "19:8a41c0d7e2b94f6aa1d3c5e7f9b20468@thread.v2"
HELEN = {"@odata.type": "#microsoft.graph.teamworkUserIdentity",
         "id": "2c9e4b1a-7d3f-4a6e-8b0c-5f1e2d3c4b5a", "displayName": "Helen Brack",
         "userIdentityType": "aadUser", "tenantId": TENANT}
RAJ = {"@odata.type": "#microsoft.graph.teamworkUserIdentity",
       "id": "9b7a6c5d-4e3f-4210-a1b2-c3d4e5f60718", "displayName": "Raj Patel",
       "userIdentityType": "aadUser", "tenantId": TENANT}

U20 = [
    U("20", "REVIEW AND EXPLANATION OF CALLS"),
    U("20A", "Call Not Clearly Heard",
      "A player who did not hear a call clearly may ask at once for it to be said again; "
      "asking is not an irregularity and carries no inference."),
    U("20B", "Review During the Auction Period"),
    U("20B1", None, "A player whose turn it is to call may ask for the whole auction so far to "
      "be restated, unless the laws require him to pass at that turn."),
    U("20B2", None, "The restatement is given by an opponent, call by call and in the order the "
      "calls were made, with each alert that was given."),
    U("20C", "Review After the Final Pass"),
    U("20C1", None, "Once the final pass has been made, a defender may ask whether the opening "
      "lead is his, and declarer may ask which defender is on lead."),
    U("20C2", None, "Declarer, and each defender before his first play, may ask for one further "
      "review of the auction; the Director settles any dispute about what was said."),
    U("20D", "Explanation of Calls"),
    U("20D1", None, "At his own turn, a player may ask the opponents what their calls meant; the "
      "answer describes the agreement, not the hand, and"),
    U("20D1(A)", None, "is given by the partner of the player whose call is asked about;"),
    U("20D1(B)", None, "may be limited to one call, though the Director may treat a narrow "
      "question asked for partner's benefit as an infraction."),
    U("20D2", None, "A player who realises that his own explanation was wrong must correct it "
      "at once; if he realises it only after the auction, he calls the Director before the "
      "opening lead is faced."),
]


def esc(s):
    return s.replace("&", "&amp;").replace("'", "&#39;").replace("<", "&lt;")


def u(ref):
    return [x for x in U20 if x.ref == ref][0]


LAW_HTML = (
    "<p><strong>LAW&nbsp;20 – REVIEW AND EXPLANATION OF CALLS</strong></p>\n"
    f"<p><strong>A. Call Not Clearly Heard</strong><br>\n{esc(u('20A').text)}</p>\n"
    "<p><strong>B. Review During the Auction Period</strong></p>\n"
    f"<ol>\n<li>{esc(u('20B1').text)}</li>\n<li>{esc(u('20B2').text)}</li>\n</ol>\n"
    "<p><strong>C. Review After the Final Pass</strong></p>\n"
    f"<ol>\n<li>{esc(u('20C1').text)}</li>\n<li>{esc(u('20C2').text)}</li>\n</ol>\n"
    "<p><strong>D. Explanation of Calls</strong></p>\n"
    f"<ol>\n<li>{esc(u('20D1').text)}<br>\n(a) {esc(u('20D1(A)').text)}<br>\n"
    f"(b) {esc(u('20D1(B)').text)}</li>\n<li>{esc(u('20D2').text)}</li>\n</ol>\n"
    "<p>&nbsp;</p>"
)

PREVIEW = ("LAW 20 – REVIEW AND EXPLANATION OF CALLS A. Call Not Clearly Heard A player who did "
           "not hear a call clearly may ask at once for it to be said again; asking is not an "
           "irregularity and carries…")

CARD = {
    "type": "AdaptiveCard", "version": "1.4",
    "body": [
        {"type": "TextBlock", "text": "Which start time for Saturday?", "weight": "Bolder",
         "wrap": True},
        {"type": "TextBlock", "text": "1. 10:00 start (doors 9:30)\n2. 10:30 start (doors 10:00)",
         "wrap": True},
        {"type": "Input.ChoiceSet", "id": "choice", "style": "expanded",
         "choices": [{"title": "1", "value": "1"}, {"title": "2", "value": "2"}]},
    ],
    "actions": [{"type": "Action.Submit", "title": "Vote"}],
}


def msg(mid, when, user, content, *, kind="message", edited=None, deleted=None, attachments=(),
        mentions=(), reactions=(), event=None):
    return {
        "id": mid,
        "replyToId": None,
        "etag": mid,
        "messageType": kind,
        "createdDateTime": when,
        "lastModifiedDateTime": edited or deleted or when,
        "lastEditedDateTime": edited,
        "deletedDateTime": deleted,
        "subject": None,
        "summary": None,
        "chatId": CHAT,
        "importance": "normal",
        "locale": "en-us",
        "webUrl": None,
        "channelIdentity": None,
        "policyViolation": None,
        "eventDetail": event,
        "from": None if user is None else {"application": None, "device": None, "user": user},
        "body": {"contentType": "html", "content": content},
        "attachments": list(attachments),
        "mentions": list(mentions),
        "reactions": list(reactions),
    }


def build():
    msgs = [
        msg("1772442720118", "2026-03-02T09:12:00.118Z", None, "<systemEventMessage/>",
            kind="systemEventMessage",
            event={"@odata.type": "#microsoft.graph.membersAddedEventMessageDetail",
                   "visibleHistoryStartDateTime": "0001-01-01T00:00:00Z",
                   "members": [{"id": RAJ["id"], "displayName": None,
                                "userIdentityType": "aadUser", "tenantId": TENANT}],
                   "initiator": {"application": None, "device": None, "user": HELEN}}),
        msg("1772442931470", "2026-03-02T09:15:31.470Z", HELEN,
            "<p>Morning both. Before Saturday&#39;s heats can we settle which wording of Law 20 "
            "we hand out? I&#39;ve typed the 2017 one from the handbook, next message.</p>"),
        msg("1772443275902", "2026-03-02T09:21:15.902Z", HELEN, LAW_HTML,
            edited="2026-03-02T09:24:40.311Z"),
        msg("1772443804356", "2026-03-02T09:30:04.356Z", RAJ,
            "<attachment id=\"1772443275902\"></attachment>\n<p>Does (b) cover the case where "
            "the question is obviously for partner? That was Thursday&#39;s argument.</p>",
            attachments=[{"id": "1772443275902", "contentType": "messageReference",
                          "contentUrl": None,
                          "content": json.dumps({
                              "messageId": "1772443275902",
                              "messagePreview": PREVIEW,
                              "messageSender": {"application": None, "device": None,
                                                "user": {"userIdentityType": "aadUser",
                                                         "tenantId": TENANT, "id": HELEN["id"],
                                                         "displayName": "Helen Brack"}}},
                              ensure_ascii=False),
                          "name": None, "thumbnailUrl": None, "teamsAppId": None}]),
        msg("1772444049877", "2026-03-02T09:34:09.877Z", HELEN,
            "<p><at id=\"0\">Raj Patel</at>&nbsp;yes, that&#39;s exactly it. Item (b) is the "
            "one we argued about.</p>",
            mentions=[{"id": 0, "mentionText": "Raj Patel",
                       "mentioned": {"application": None, "device": None, "conversation": None,
                                     "tag": None, "user": RAJ}}],
            reactions=[{"reactionType": "like", "displayName": "Like", "reactionContentUrl": None,
                        "createdDateTime": "2026-03-02T09:35:12.004Z",
                        "user": {"application": None, "device": None,
                                 "user": {"@odata.type": "#microsoft.graph.teamworkUserIdentity",
                                          "id": RAJ["id"], "displayName": None,
                                          "userIdentityType": "aadUser"}}}]),
        msg("1772444410230", "2026-03-02T09:40:10.230Z", HELEN, "",
            deleted="2026-03-02T09:40:55.019Z"),
        msg("1772444473661", "2026-03-02T09:41:13.661Z", HELEN,
            "<attachment id=\"f3b0c2d1-poll\"></attachment>",
            attachments=[{"id": "f3b0c2d1-poll",
                          "contentType": "application/vnd.microsoft.card.adaptive",
                          "contentUrl": None, "content": json.dumps(CARD, ensure_ascii=False),
                          "name": None, "thumbnailUrl": None,
                          "teamsAppId": "1542629c-01b3-4a6d-8f76-1938b779e48d"}]),
        msg("1772445127508", "2026-03-02T09:52:07.508Z", RAJ,
            "<p>Voted. I&#39;ll print Law 20 for the TD box <emoji id=\"like\" alt=\"👍\" "
            "title=\"Like\"></emoji></p>"),
    ]
    msgs.reverse()                                   # Graph: newest first
    doc = {
        "@odata.context": "https://graph.microsoft.com/v1.0/$metadata#chats('19%3A8a41c0d7e2b94f6"
                          "aa1d3c5e7f9b20468%40thread.v2')/messages",
        "@odata.count": len(msgs),
        "@odata.nextLink": "https://graph.microsoft.com/v1.0/chats/19:8a41c0d7e2b94f6aa1d3c5e7f9"
                           "b20468@thread.v2/messages?$top=8&$skiptoken=M2UyOTgzNWEtNzExNi00NzUy",
        "value": msgs,
    }
    with open(f"../dev/{NAME}.json", "w", encoding="utf-8") as f:
        json.dump(doc, f, ensure_ascii=False, indent=2)
        f.write("\n")
    write_expected(
        NAME,
        "Blind trial 47: a Microsoft Teams group chat as Graph returns it (JSON, newest first, bodies\n"
        "in HTML). The law is one message (the third sent); subsection numbers drawn by <ol>, items\n"
        "typed after <br>, section A's title run in before <br>. A quoted reply's messageReference\n"
        "preview repeats the law's header and 20A's start (shown again as a quote, after the law in\n"
        "time but before it in the file); a poll card's '1. 10:00 start'; system event, deletion.",
        2017, "en", U20,
        furniture=["Before Saturday", "typed the 2017 one from the handbook",
                   "Does (b) cover the case", "Which start time for Saturday?",
                   "10:30 start (doors 10:00)", "Voted. I", "systemEventMessage",
                   "Raj Patel</at>"])
    dump_units(NAME, U20)


if __name__ == "__main__":
    build()
