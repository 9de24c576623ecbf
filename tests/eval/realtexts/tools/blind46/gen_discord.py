#!/usr/bin/env python3
"""Write discordchatexporter-zakon26-2017.html: one channel exported by
DiscordChatExporter (Tyrrrz) as "HTML (Dark)".

The export's real furniture: the style sheet and highlight.js scripts in <head>,
the preamble (server, channel, topic), message groups with an avatar, the author's
name and a full timestamp, follow-up messages of the same author with only a short
"19:05" in the aside, markdown rendered to <strong>/<em> with newlines kept raw
(white-space: pre-wrap), "(edited)", reactions with counts, a reply whose header
repeats the WHOLE replied-to message (the law's first part) in one line, a system
notification "pinned a message to this channel.", a bot's "BOT" label, and the
postamble "Exported N message(s)"."""
import os
from html import escape

HERE = os.path.dirname(os.path.abspath(__file__))
OUT = os.path.join(HERE, "..", "discordchatexporter-zakon26-2017.html")

GUILD = "1093418820567302144"
CHANNEL = "1093420077354840074"
IRINA = ("Ирина Лебедева", "irina_leb", "rgb(46, 204, 113)", "588216430117126145", "a1c9f0b2d3e4")
PETR = ("Пётр Смирнов", "petr.smirnov", "rgb(52, 152, 219)", "702913385624608839", "7be0c2d94f11")
BOT = ("Турнирный бот", "ladya-bot", "rgb(155, 89, 182)", "1101166250918723604", "0c3d2a9b8e7f")

AVATAR = "https://cdn.discordapp.com/avatars/{uid}/{h}.png?size=512"


def md(text):
    """DiscordChatExporter's markdown: **x** -> <strong>, newlines kept."""
    out = []
    parts = text.split("**")
    for i, p in enumerate(parts):
        p = escape(p, quote=False)
        out.append("<strong>%s</strong>" % p if i % 2 else p)
    return "".join(out)


def content(text, edited=None):
    s = ('<div class="chatlog__content chatlog__markdown"><span class="chatlog__markdown-preserve">%s</span>'
         % md(text))
    if edited:
        s += '<span class="chatlog__edited-timestamp" title="%s">(edited)</span>' % edited
    return s + '</div>'


def reactions(items):
    if not items:
        return ""
    s = '<div class="chatlog__reactions">'
    for emoji, name, code, n in items:
        s += ('<div class="chatlog__reaction" title="%s"><img class="chatlog__emoji chatlog__emoji--small" '
              'alt="%s" src="https://cdn.jsdelivr.net/gh/twitter/twemoji@latest/assets/svg/%s.svg" loading="lazy">'
              '<span class="chatlog__reaction-count">%d</span></div>' % (name, emoji, code, n))
    return s + '</div>'


def first(mid, who, stamp, title, text, edited=None, react=(), reply=None, bot=False):
    name, handle, color, uid, h = who
    aside = '<div class="chatlog__message-aside">'
    primary = '<div class="chatlog__message-primary">'
    if reply:
        rmid, rwho, rtext = reply
        aside += '<div class="chatlog__reply-symbol"></div>'
        primary += ('<div class="chatlog__reply"><img class="chatlog__reply-avatar" src="%s" alt="Avatar" loading="lazy">'
                    '<div class="chatlog__reply-author" style="color:%s" title="%s">%s</div>'
                    '<div class="chatlog__reply-content"><span class="chatlog__reply-link" '
                    'onclick="scrollToMessage(event, \'%s\')"><!--wmm:ignore-->%s<!--/wmm:ignore--></span></div>'
                    '<span class="chatlog__reply-edited-timestamp" title="%s">(edited)</span></div>'
                    % (AVATAR.format(uid=rwho[3], h=rwho[4]), rwho[2], rwho[1], escape(rwho[0]), rmid,
                       md(rtext), "12.03.2024 19:06") if rmid == "1217175540883378256" else
                    '<div class="chatlog__reply"><img class="chatlog__reply-avatar" src="%s" alt="Avatar" loading="lazy">'
                    '<div class="chatlog__reply-author" style="color:%s" title="%s">%s</div>'
                    '<div class="chatlog__reply-content"><span class="chatlog__reply-link" '
                    'onclick="scrollToMessage(event, \'%s\')"><!--wmm:ignore-->%s<!--/wmm:ignore--></span></div></div>'
                    % (AVATAR.format(uid=rwho[3], h=rwho[4]), rwho[2], rwho[1], escape(rwho[0]), rmid, md(rtext)))
    aside += '<img class="chatlog__avatar" src="%s" alt="Avatar" loading="lazy"></div>' % AVATAR.format(uid=uid, h=h)
    primary += ('<div class="chatlog__header"><span class="chatlog__author" style="color:%s" title="%s" '
                'data-user-id="%s">%s</span>%s <span class="chatlog__timestamp" title="%s">'
                '<a href="#chatlog__message-container-%s">%s</a></span></div>'
                % (color, handle, uid, escape(name),
                   ' <span class="chatlog__bot-label">BOT</span>' if bot else "", title, mid, stamp))
    primary += content(text, edited) + reactions(react) + '</div>'
    return ('<div id="chatlog__message-container-%s" class="chatlog__message-container" data-message-id="%s">'
            '<div class="chatlog__message">%s%s</div></div>\n' % (mid, mid, aside, primary))


def follow(mid, short, title, text, react=()):
    return ('<div id="chatlog__message-container-%s" class="chatlog__message-container" data-message-id="%s">'
            '<div class="chatlog__message"><div class="chatlog__message-aside">'
            '<div class="chatlog__short-timestamp" title="%s">%s</div></div>'
            '<div class="chatlog__message-primary">%s%s</div></div></div>\n'
            % (mid, mid, title, short, content(text), reactions(react)))


def system(mid, who, stamp, title, words):
    name, handle, color, uid, h = who
    return ('<div id="chatlog__message-container-%s" class="chatlog__message-container chatlog__message-container--pinned" '
            'data-message-id="%s"><div class="chatlog__message"><div class="chatlog__message-aside">'
            '<svg class="chatlog__system-notification-icon"><use href="#pin-icon"></use></svg></div>'
            '<div class="chatlog__message-primary"><span class="chatlog__system-notification-author" style="color:%s" '
            'title="%s" data-user-id="%s">%s</span> <span class="chatlog__system-notification-content">'
            '<span>%s</span></span> <span class="chatlog__system-notification-timestamp" title="%s">'
            '<a href="#chatlog__message-container-%s">%s</a></span></div></div></div>\n'
            % (mid, mid, color, handle, uid, escape(name), words, title, mid, stamp))


PART1 = """**Закон 26. Ограничения после отменённого вызова**

**А. Общее положение**
Когда судья отменил вызов игрока, он объявляет за столом, какие ограничения действуют для партнёра нарушителя.
1. Ограничения объявляются до того, как торговля продолжится.
2. Судья не обязан объяснять, почему вызов отменён, если об этом не спрашивают."""

PART2 = """**Б. Ограничения на первый ход**
Если нарушитель стал защитником, ограничения касаются первого хода его партнёра.
1. Судья может запретить партнёру нарушителя:
а) первый ход в масть, названную отменённым вызовом;
б) первый ход в любую масть, кроме названной.
2. Запрет действует только на первый ход и снимается, как только карта открыта (см. Закон 16Б).
**В.** Если партнёр нарушителя сделал запрещённый ход, открытая карта становится штрафной, а судья может скорректировать результат."""

M = ["1217173998121300049", "1217175540883378256", "1217175688112025620", "1217176044728635412",
     "1217177010144067614", "1217177562408214578", "1217180233467101267"]

groups = []
groups.append(first(M[0], PETR, "12.03.2024 18:58", "вторник, 12 марта 2024 г. 18:58",
                    "Ира, кинь, пожалуйста, 26-й из перевода 2017, у меня в приложении ещё старый текст"))
groups.append(first(M[1], IRINA, "12.03.2024 19:04", "вторник, 12 марта 2024 г. 19:04", PART1,
                    edited="вторник, 12 марта 2024 г. 19:06")
              + follow(M[2], "19:05", "вторник, 12 марта 2024 г. 19:05", PART2,
                       react=[("👍", "thumbsup", "1f44d", 3), ("📌", "pushpin", "1f4cc", 1)]))
groups.append(system(M[3], IRINA, "12.03.2024 19:07", "вторник, 12 марта 2024 г. 19:07",
                     "pinned a message to this channel."))
groups.append(first(M[4], PETR, "12.03.2024 19:09", "вторник, 12 марта 2024 г. 19:09",
                    "Спасибо! А в Б.1 точно «первый ход», а не просто «ход»?",
                    reply=(M[1], IRINA, PART1)))
groups.append(first(M[5], IRINA, "12.03.2024 19:11", "вторник, 12 марта 2024 г. 19:11",
                    "Точно, сверила с pdf федерации, стр. 31.",
                    react=[("✅", "white_check_mark", "2705", 2)],
                    reply=(M[4], PETR, "Спасибо! А в Б.1 точно «первый ход», а не просто «ход»?")))
groups.append(first(M[6], BOT, "12.03.2024 19:20", "вторник, 12 марта 2024 г. 19:20",
                    "Напоминание: жеребьёвка пар в 19:30, турнир начинается в 19:45.", bot=True))

STYLE = """
        @font-face { font-family: gg sans; src: url(https://cdn.jsdelivr.net/gh/Tyrrrz/DiscordFonts@master/gg-sans-400.woff2); font-weight: 400; }
        @font-face { font-family: gg sans; src: url(https://cdn.jsdelivr.net/gh/Tyrrrz/DiscordFonts@master/gg-sans-600.woff2); font-weight: 600; }
        html, body { margin: 0; padding: 0; background-color: #36393e; color: #dcddde; font-family: "gg sans", "Helvetica Neue", Helvetica, Arial, sans-serif; font-size: 17px; font-weight: 400; scroll-behavior: smooth; }
        a { color: #00aff4; text-decoration: none; }
        .markdown { max-width: 100%; line-height: 1.3; overflow-wrap: break-word; }
        .preamble { display: grid; grid-template-columns: auto 1fr; max-width: 100%; padding: 1rem; }
        .preamble__guild-icon { max-width: 88px; max-height: 88px; }
        .preamble__entries-container { margin-left: 1rem; }
        .preamble__entry { margin-bottom: 0.15rem; color: #ffffff; font-size: 1.4rem; }
        .preamble__entry--small { font-size: 1rem; }
        .chatlog { padding: 1rem 0; width: 100%; border-top: 1px solid rgba(255, 255, 255, 0.1); border-bottom: 1px solid rgba(255, 255, 255, 0.1); }
        .chatlog__message-group { margin-bottom: 1rem; }
        .chatlog__message-container { background-color: transparent; transition: background-color 1s ease; }
        .chatlog__message-container--highlighted { background-color: rgba(114, 137, 218, 0.2); }
        .chatlog__message-container--pinned { background-color: rgba(249, 168, 37, 0.05); }
        .chatlog__message { display: grid; grid-template-columns: auto 1fr; padding: 0.15rem 0; direction: ltr; unicode-bidi: bidi-override; }
        .chatlog__message:hover .chatlog__short-timestamp { display: block; }
        .chatlog__message-aside { grid-column: 1; width: 72px; padding: 0.15rem 0.15rem 0 0.15rem; text-align: center; }
        .chatlog__reply-symbol { height: 10px; margin: 6px 4px 4px 36px; border-left: 2px solid #4f545c; border-top: 2px solid #4f545c; border-radius: 8px 0 0 0; }
        .chatlog__avatar { width: 40px; height: 40px; border-radius: 50%; }
        .chatlog__short-timestamp { display: none; color: #a3a6aa; font-size: 0.75rem; font-weight: 500; direction: ltr; unicode-bidi: bidi-override; }
        .chatlog__message-primary { grid-column: 2; min-width: 0; }
        .chatlog__reply { display: flex; margin-bottom: 0.15rem; align-items: center; color: #b5b6b8; font-size: 0.875rem; line-height: 1.125; }
        .chatlog__reply-avatar { width: 16px; height: 16px; margin-right: 0.25rem; border-radius: 50%; }
        .chatlog__reply-author { margin-right: 0.3rem; font-weight: 600; }
        .chatlog__reply-content { overflow: hidden; text-overflow: ellipsis; white-space: nowrap; }
        .chatlog__reply-link { cursor: pointer; }
        .chatlog__reply-edited-timestamp { margin-left: 0.25rem; color: #a3a6aa; font-size: 0.75rem; font-weight: 500; direction: ltr; unicode-bidi: bidi-override; }
        .chatlog__header { margin-bottom: 0.1rem; }
        .chatlog__author { font-weight: 500; color: #ffffff; }
        .chatlog__timestamp { margin-left: 0.3rem; color: #a3a6aa; font-size: 0.75rem; font-weight: 500; direction: ltr; unicode-bidi: bidi-override; }
        .chatlog__content { padding-right: 1rem; font-size: 0.95rem; word-wrap: break-word; }
        .chatlog__edited-timestamp { margin-left: 0.15rem; color: #a3a6aa; font-size: 0.65rem; }
        .chatlog__markdown-preserve { white-space: pre-wrap; }
        .chatlog__system-notification-icon { width: 18px; height: 18px; }
        .chatlog__system-notification-author { font-weight: 500; color: #ffffff; }
        .chatlog__system-notification-content { color: #96989d; }
        .chatlog__system-notification-timestamp { margin-left: 0.3rem; color: #a3a6aa; font-size: 0.75rem; font-weight: 500; direction: ltr; unicode-bidi: bidi-override; }
        .chatlog__reactions { display: flex; }
        .chatlog__reaction { display: flex; margin: 0.35rem 0.1rem 0.1rem 0; padding: 0.125rem 0.375rem; background-color: #2f3136; border-radius: 8px; align-items: center; }
        .chatlog__reaction-count { min-width: 9px; margin-left: 0.35rem; color: #b9bbbe; font-size: 0.875rem; }
        .chatlog__bot-label { position: relative; top: -0.1rem; margin-left: 0.3rem; padding: 0.05rem 0.3rem; border-radius: 3px; background-color: #5865F2; color: #ffffff; font-size: 0.625rem; font-weight: 500; line-height: 1.3; }
        .chatlog__emoji { width: 1.325rem; height: 1.325rem; margin: 0 0.06rem; vertical-align: -0.4rem; }
        .chatlog__emoji--small { width: 1rem; height: 1rem; }
        .postamble { padding: 1.25rem; }
        .postamble__entry { color: #ffffff; }
"""

html = """<!DOCTYPE html>
<html lang="en">

<head>
    <title>Бридж-клуб «Ладья» - судейская - правила</title>
    <meta charset="utf-8">
    <meta name="viewport" content="width=device-width">

    <style>%s    </style>

    <link rel="stylesheet" href="https://cdnjs.cloudflare.com/ajax/libs/highlight.js/11.6.0/styles/solarized-dark.min.css">
    <script src="https://cdnjs.cloudflare.com/ajax/libs/highlight.js/11.6.0/highlight.min.js"></script>
    <script>
        document.addEventListener('DOMContentLoaded', () => {
            document.querySelectorAll('.chatlog__markdown-pre--multiline').forEach(e => hljs.highlightBlock(e));
        });
    </script>
    <script>
        let highlightedMessageId = null;
        function scrollToMessage(event, id) {
            const element = document.getElementById('chatlog__message-container-' + id);
            if (!element) return;
            event.preventDefault();
            if (highlightedMessageId) {
                document.getElementById('chatlog__message-container-' + highlightedMessageId).classList.remove('chatlog__message-container--highlighted');
            }
            element.classList.add('chatlog__message-container--highlighted');
            highlightedMessageId = id;
            window.scrollTo({ top: element.getBoundingClientRect().top - document.body.getBoundingClientRect().top - (window.innerHeight / 2), behavior: 'smooth' });
        }
    </script>
    <svg style="display: none">
        <symbol id="pin-icon" viewBox="0 0 24 24"><path fill="#b9bbbe" d="M22 12L12.101 2.10101L10.686 3.51401L12.101 4.92901L7.15096 9.87801V9.88001L5.73596 8.46501L4.32196 9.88001L8.56496 14.122L2.90796 19.778L4.32196 21.192L9.97896 15.536L14.222 19.778L15.636 18.364L14.222 16.95L19.171 12H19.172L20.586 13.414L22 12Z"></path></symbol>
    </svg>
</head>
<body>

<div class="preamble">
    <div class="preamble__guild-icon-container">
        <img class="preamble__guild-icon" src="https://cdn.discordapp.com/icons/%s/3f9a0e2c7b1d45e8.png?size=512" alt="Guild icon" loading="lazy">
    </div>
    <div class="preamble__entries-container">
        <div class="preamble__entry">Бридж-клуб «Ладья»</div>
        <div class="preamble__entry">Судейская / правила</div>
        <div class="preamble__entry preamble__entry--small">Тексты законов 2017 для сверки. Обсуждение раздач — в #разбор-сдач</div>
    </div>
</div>

<div class="chatlog">
%s</div>

<div class="postamble">
    <div class="postamble__entry">Exported 7 message(s)</div>
</div>

</body>
</html>
""" % (STYLE, GUILD, "".join('<div class="chatlog__message-group">\n%s</div>\n' % g for g in groups))

with open(OUT, "w", encoding="utf-8") as f:
    f.write(html)
print("wrote", OUT)
