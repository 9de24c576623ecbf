"""An app's export as JSON, read as the app shows what it holds: a messenger's chat exported by
Telegram Desktop (``result.json``: a chat's ``messages``, or every chat's under ``chats``/``list``),
a channel's day exported from Slack (a list of messages, each with its ``ts``), the conversations
exported from ChatGPT (``conversations.json``: each a tree of messages, of which the app shows the
path to its ``current_node``), a Teams chat's messages as Microsoft Graph gives them (newest first,
each body HTML: read in the order written, the app's events and deleted messages left out) and a note exported by Google Takeout from Keep (a note's ``title``
and ``textContent``).

A chat's messages are written a line each as a chat's text export prints them —
``11.02.2023, 19:04 - Writer: words`` — so the layout readers take the law a member posted apart
from the question before it and the thanks after it, as for any chat (``fixers.unchat``). A
message's words are its ``text``, a string or a list of strings and entities (bold words, a link,
a hashtag) whose words are joined; ``text_entities`` repeats them and is not read again; the
app's notices (``"type": "service"``: a pin, an invitation) are nobody's words. A Slack message's
words are its ``text`` as Slack shows it (its marks of bold and italics off, ``&amp;`` an
ampersand, a link its label, a quote "> "), a notice (someone joined) nobody's; ChatGPT's
messages are the user's and the assistant's along the path shown (an answer regenerated off it, a
hidden system message, left out), a conversation after another. A note is its
title over its text (or its checklist, an item a line, the ticked ones at the foot), as Keep
shows it, whatever order the
file's keys come in; its HTML copy (``textContentHtml``), labels and link previews are not
read again. Any other JSON is not read here.
"""

from __future__ import annotations

import html
import json
import re
import time

from ...errors import SourceError
from .base import NO_STAMP, Document, FormatReader, Stream, chat_message

MAX_MESSAGES = 200_000  # a chat of years; more is no export of one


class AppJsonReader(FormatReader):
    format = "appjson"
    label = "app's export (JSON)"
    suffix = ".json"

    def sniff(self, data: bytes) -> str | None:
        head = data.lstrip(b"\xef\xbb\xbf \t\r\n")[:1]
        if head == b"[" and b'"mapping"' in data[:1_000_000] and b'"current_node"' in data:
            return "conversations exported from ChatGPT (JSON with mapping and current_node)"
        if head == b"[" and re.search(rb'"ts"\s*:\s*"\d{9,11}\.\d+"', data[:1_000_000]) \
                and re.search(rb'"type"\s*:\s*"message"', data[:1_000_000]):
            return "a channel's messages exported from Slack (JSON with ts)"
        if head in (b"{", b"[") and b'"messageType"' in data[:1_000_000] and b'"body"' in data[:1_000_000] \
                and (b'"@odata.context"' in data[:4096] or b'"chatId"' in data[:1_000_000] or b'"channelIdentity"' in data[:1_000_000]):
            return "a Teams chat's or channel's messages from Microsoft Graph (JSON with messageType and body)"
        if head != b"{":
            return None
        if b'"messages"' in data and (b'"date_unixtime"' in data or b'"from_id"' in data):
            return "a chat exported by Telegram Desktop (JSON with messages)"
        if b'"textContent"' in data[:1_000_000] or b'"listContent"' in data[:1_000_000]:
            return "a note exported by Google Takeout from Keep (JSON with textContent)"
        return None

    def read(self, data: bytes, name: str) -> Document:
        try:
            found = json.loads(data.decode("utf-8-sig"))
        except (UnicodeDecodeError, ValueError, RecursionError) as exc:
            raise self.refuse(name, f"not readable JSON ({type(exc).__name__}: {str(exc)[:80]})") from None
        teams = _teams_messages(found)
        if teams is not None:
            lines = [line for m in teams for line in _teams_lines(m, name)]
            return self._document(name, lines, f"{len(teams):,} message(s) of a Teams chat, in the order they were "
                                               "written, a line each as a chat's text export")
        if isinstance(found, list) and any(isinstance(c, dict) and isinstance(c.get("mapping"), dict) for c in found):
            conversations = [c for c in found[:MAX_MESSAGES] if isinstance(c, dict) and isinstance(c.get("mapping"), dict)]
            lines = [line for k, c in enumerate(conversations, 1) for line in _conversation_lines(c, k)]
            what = "conversations with ChatGPT, a message a line as a chat's text export"
            return self._document(name, lines, what)
        if isinstance(found, list):
            messages = [m for m in found[:MAX_MESSAGES] if isinstance(m, dict) and m.get("type") == "message"]
            if not messages:
                raise self.refuse(name, "JSON that is no app's export read here (a chat's or a note's)")
            lines = _slack_lines(messages)
            return self._document(name, lines, f"{len(messages):,} message(s) of a Slack channel, a line each as a "
                                               "chat's text export")
        if not isinstance(found, dict):
            raise self.refuse(name, "JSON that is no app's export read here (a chat's or a note's)")
        chats = _chats(found)
        if chats:
            lines = [line for messages in chats for line in _chat_lines(messages)]
            what = f"{sum(map(len, chats)):,} message(s) of {len(chats)} chat(s), a line each as a chat's text export"
        elif isinstance(found.get("textContent"), str) or isinstance(found.get("listContent"), list):
            lines = _note_lines(found)
            what = "a note: its title over its text"
        else:
            raise self.refuse(name, "JSON that is no app's export read here (a chat's or a note's)")
        return self._document(name, lines, what)

    def _document(self, name: str, lines: list[str], what: str) -> Document:
        if not any(line.strip() for line in lines):
            raise self.refuse(name, "no words in it")
        return Document(file=name, format=self.format, streams=(Stream.of_lines(None, lines),), encoding="utf-8",
                        notes=(f"read as {what}",))


# a Teams message's HTML: what needs the page reader (lists it numbers, tables, headings), line
# breaks, and the other tags (a mention's, an emoji's: their words kept, an emoji none)
_TEAMS_BLOCKS = re.compile(r"<(?:ol|ul|li|table|h[1-6]|blockquote|pre)\b", re.IGNORECASE)
_TEAMS_BREAK = re.compile(r"<br\s*/?>|</p\s*>|</div\s*>", re.IGNORECASE)
_TEAMS_TAG = re.compile(r"<[^<>]*>")


def _teams_messages(found) -> list[dict] | None:
    """A Teams chat's or channel's messages as Microsoft Graph gives them (``{"value": […]}``, or the
    list alone), in the order they were written (Graph lists the newest first): the people's
    messages, not the app's events (``systemEventMessage``: someone added, a call) nor a deleted
    one (its ``deletedDateTime`` set); None for JSON of another kind."""
    listed = found.get("value") if isinstance(found, dict) else found
    if not isinstance(listed, list) or not any(isinstance(m, dict) and "messageType" in m and "body" in m for m in listed):
        return None
    kept = [m for m in listed[:MAX_MESSAGES] if isinstance(m, dict) and m.get("messageType") == "message"
            and not m.get("deletedDateTime") and isinstance(m.get("body"), dict)]
    return sorted(kept, key=lambda m: str(m.get("createdDateTime") or ""))


def _teams_lines(message: dict, name: str) -> list[str]:
    """A Teams message as a chat's text export prints it: its body's words as Teams shows them (an
    HTML body read as a page is, its lists numbered; a mention its name, an emoji and an attached
    card or quoted message none)."""
    body = message["body"]
    content = body.get("content") if isinstance(body.get("content"), str) else ""
    markup = str(body.get("contentType", "")).lower() == "html" and content.strip()
    if markup and not _TEAMS_BLOCKS.search(content):
        # a message of paragraphs and line breaks only (most are): its words without the page reader
        words = _TEAMS_TAG.sub("", _TEAMS_BREAK.sub("\n", content))
        words = "\n".join(" ".join(line.split()) for line in html.unescape(words).split("\n")).strip("\n")
    elif markup:
        from .html import read_written_page

        try:
            document = read_written_page(f"<!doctype html><html><body><main>{content}</main></body></html>", name)
        except SourceError:  # a body of no words (an emoji alone, a card)
            return []
        words = "\n".join(s.text.strip("\n") for s in document.streams)
    else:
        words = content
    if not words.strip():
        return []
    sender = message.get("from") if isinstance(message.get("from"), dict) else {}
    who = next((str(x.get("displayName")) for x in (sender.get("user"), sender.get("application"))
                if isinstance(x, dict) and x.get("displayName")), "")
    return chat_message(_stamp(message.get("createdDateTime")), who, words)


def _chats(found: dict) -> list[list]:
    """The message lists of a Telegram Desktop export: one chat's, or every chat's of an account."""
    if isinstance(found.get("messages"), list):
        return [found["messages"][:MAX_MESSAGES]]
    listed = found["chats"].get("list") if isinstance(found.get("chats"), dict) else None
    return [c["messages"][:MAX_MESSAGES] for c in (listed if isinstance(listed, list) else [])
            if isinstance(c, dict) and isinstance(c.get("messages"), list)]


_DATE = re.compile(r"^(\d{4})-(\d{2})-(\d{2})T(\d{2}):(\d{2})")


def _stamp(value) -> str:
    """An ISO date and time ("2026-03-02T09:15:31Z") as a chat's text export stamps a message."""
    when = _DATE.match(str(value or ""))
    return f"{when[3]}.{when[2]}.{when[1]}, {when[4]}:{when[5]}" if when else NO_STAMP


def _chat_lines(messages: list) -> list[str]:
    out = []
    for m in messages:
        if not isinstance(m, dict) or m.get("type", "message") != "message":
            continue
        words = _words(m.get("text"))
        if not words.strip():
            continue
        out += chat_message(_stamp(m.get("date")), str(m.get("from") or m.get("actor") or ""), words)
    return out


def _words(text) -> str:
    """A message's words: a string, or a list of strings and entities (``{"type": "bold", "text": …}``)."""
    if isinstance(text, str):
        return text
    if isinstance(text, list):
        return "".join(part if isinstance(part, str) else str(part.get("text", "")) if isinstance(part, dict) else ""
                       for part in text)
    return ""


def _note_lines(note: dict) -> list[str]:
    title = note.get("title") if isinstance(note.get("title"), str) else ""
    if isinstance(note.get("textContent"), str) and note["textContent"].strip() or not isinstance(note.get("listContent"), list):
        body = str(note.get("textContent") or "").split("\n")
    else:  # a checklist: its items a line each, the ticked ones at the foot, as Keep shows them
        items = [item for item in note["listContent"] if isinstance(item, dict) and isinstance(item.get("text"), str)]
        ticked = [f"[x] {item['text']}" for item in items if item.get("isChecked")]
        body = [item["text"] for item in items if not item.get("isChecked")] + ([""] + ticked if ticked else [])
    return ([title, ""] if title.strip() else []) + body


def _stamped(when: float | None, who: str, words: str) -> list[str]:
    """A message of ``when`` (seconds since 1970) as a chat's text export prints it."""
    return chat_message(time.strftime("%d.%m.%Y, %H:%M", time.gmtime(when)) if when is not None else NO_STAMP,
                        who, words)


def _seconds(value) -> float | None:
    try:
        seconds = float(value)
    except (TypeError, ValueError):
        return None
    return seconds if 0 <= seconds < 1e11 else None  # (a year past 5000 is no date an app wrote)


# Slack's text: its marks (*bold*, _italics_, ~struck~ around words), its escapes, and its links
# and mentions in angle brackets (<https://…|label>, <@U123>, <#C123|channel>)
# (a mark's words at most a line of a few hundred characters: a mark left open is looked past at
# once, where a search to the line's end from each of 20,000 marks took minutes)
_SLACK_MARK = re.compile(r"(?<![\w*_~])([*_~])(?=\S)([^\n]{0,300}?\S)\1(?![\w*_~])")
_SLACK_LINK = re.compile(r"<([^<>|\n]*)(?:\|([^<>\n]*))?>")


def _slack_words(text: str) -> str:
    text = _SLACK_LINK.sub(lambda m: m[2] if m[2] is not None else m[1].lstrip("@#!"), text)
    text = _SLACK_MARK.sub(r"\2", text)
    return text.replace("&lt;", "<").replace("&gt;", ">").replace("&amp;", "&")


def _slack_lines(messages: list) -> list[str]:
    out = []
    for m in messages:
        if m.get("subtype") in ("channel_join", "channel_leave", "channel_topic", "channel_purpose", "pinned_item"):
            continue  # the app's notices: nobody's words
        words = _slack_words(m["text"]) if isinstance(m.get("text"), str) else ""
        if not words.strip():
            continue
        profile = m.get("user_profile") if isinstance(m.get("user_profile"), dict) else {}
        who = next((str(v) for v in (profile.get("real_name"), profile.get("display_name"), m.get("username"),
                                     m.get("user")) if v), "")
        out += _stamped(_seconds(m.get("ts")), who, words)
    return out


def _conversation_lines(conversation: dict, k: int = 1) -> list[str]:
    """The messages ChatGPT shows of one conversation (the ``k``-th): from its root to
    ``current_node``; its user and assistant named as its own ("User 2", "ChatGPT 2" in the
    second), so that a later conversation's words never go on with a law posted in another."""
    mapping = conversation["mapping"]
    path, node, seen = [], conversation.get("current_node"), set()
    while isinstance(node, str) and isinstance(mapping.get(node), dict) and node not in seen and len(path) < MAX_MESSAGES:
        seen.add(node)
        path.append(mapping[node])
        node = mapping[node].get("parent")
    out = []
    for entry in reversed(path):
        message = entry.get("message") if isinstance(entry, dict) else None
        if not isinstance(message, dict):
            continue
        role = (message.get("author") or {}).get("role") if isinstance(message.get("author"), dict) else None
        hidden = (message.get("metadata") or {}).get("is_visually_hidden_from_conversation") \
            if isinstance(message.get("metadata"), dict) else False
        content = message.get("content") if isinstance(message.get("content"), dict) else {}
        parts = content.get("parts") if isinstance(content.get("parts"), list) else []
        words = "\n".join(p for p in parts if isinstance(p, str))
        if role not in ("user", "assistant") or hidden or not words.strip():
            continue
        who = ("ChatGPT" if role == "assistant" else "User") + (f" {k}" if k > 1 else "")
        out += _stamped(_seconds(message.get("create_time")), who, words)
    return out
