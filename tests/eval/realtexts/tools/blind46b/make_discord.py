#!/usr/bin/env python3
"""Build sibir-zakony-2024-04.html: a channel exported by DiscordChatExporter.

The law (Russian, 2007) is posted in two continuation messages of one
message group, split mid-sentence by Discord's 2000-character limit.  A
reply carries the whole second part again inside chatlog__reply-link
(shown as one truncated line), a later message quotes item (a) in a
markdown quote, an embed describes the law, plus a pin notification, a
bot message with its own numbered list, reactions and an edited marker.
"""
import html
import os
import re

OUT = os.path.join(os.path.dirname(__file__), "..", "sibir-zakony-2024-04.html")

USERS = {
    "marina": ("Марина К.", "marina_k", "318905541228716032", "rgb(52, 152, 219)", "a1f3c9e2b7d4"),
    "dmitry": ("Дмитрий | ГС", "dmitry.sud", "402117735510345728", "rgb(230, 126, 34)", "9b0e4d2a7c1f"),
    "alexey": ("Алексей", "lesha_nsk", "517733902614958090", None, "c4d5e6f7a8b9"),
    "bot": ("Расписание", "Расписание#6120", "1102884475902148710", "rgb(46, 204, 113)", "f0e1d2c3b4a5"),
}


def md(text):
    """Discord markdown -> DCE HTML (only what is used here)."""
    out = []
    lines = text.split("\n")
    i = 0
    while i < len(lines):
        if lines[i].startswith("> "):
            q = []
            while i < len(lines) and lines[i].startswith("> "):
                q.append(lines[i][2:])
                i += 1
            out.append('<div class="chatlog__markdown-quote"><div class="chatlog__markdown-quote-border"></div>'
                       '<div class="chatlog__markdown-quote-content">' + inline("\n".join(q)) + "</div></div>")
            continue
        out.append(inline(lines[i]) + ("\n" if i < len(lines) - 1 else ""))
        i += 1
    return "".join(out)


def inline(s):
    s = html.escape(s, quote=False)
    s = re.sub(r"\*\*(.+?)\*\*", r"<strong>\1</strong>", s)
    s = re.sub(r"(?<![\w*])\*([^*\n]+?)\*(?![\w*])", r"<em>\1</em>", s)
    s = re.sub(r"&lt;@(\w+)&gt;", lambda m: mention(m.group(1)), s)
    return s


def mention(key):
    name, handle = USERS[key][0], USERS[key][1]
    return f'<span class="chatlog__markdown-mention" title="{html.escape(handle)}">@{html.escape(name)}</span>'


def avatar(key):
    uid, av = USERS[key][2], USERS[key][4]
    return f"https://cdn.discordapp.com/avatars/{uid}/{av}.png?size=512"


def author_span(key, cls="chatlog__author"):
    name, handle, uid, color, _ = USERS[key]
    style = f' style="color: {color}"' if color else ""
    return (f'<span class="{cls}"{style} title="{html.escape(handle)}" data-user-id="{uid}">'
            f"{html.escape(name)}</span>")


def content_div(text, edited=None):
    ed = f'<span class="chatlog__edited-timestamp" title="{edited}">(edited)</span>' if edited else ""
    return ('<div class="chatlog__content chatlog__markdown"><span class="chatlog__markdown-preserve">'
            f"{md(text)}</span>{ed}</div>")


def reactions(rs):
    if not rs:
        return ""
    items = []
    for name, emoji, code, count in rs:
        items.append(f'<div class="chatlog__reaction" title="{name}"><img class="chatlog__emoji chatlog__emoji--small" '
                     f'alt="{emoji}" src="https://cdn.jsdelivr.net/gh/twitter/twemoji@latest/assets/svg/{code}.svg" '
                     f'loading="lazy"><span class="chatlog__reaction-count">{count}</span></div>')
    return '<div class="chatlog__reactions">' + "".join(items) + "</div>"


def reply_block(key, mid, text):
    name, handle, uid, color, _ = USERS[key]
    style = f' style="color: {color}"' if color else ""
    return ('<div class="chatlog__reply">'
            f'<img class="chatlog__reply-avatar" src="{avatar(key)}" alt="Avatar" loading="lazy">'
            f'<div class="chatlog__reply-author"{style} title="{html.escape(handle)}">{html.escape(name)}</div>'
            '<div class="chatlog__reply-content">'
            f"<span class=\"chatlog__reply-link\" onclick=\"scrollToMessage(event, '{mid}')\">"
            f"<!--wmm:ignore-->{md(text)}<!--/wmm:ignore--></span></div></div>")


def first_message(mid, key, stamp_full, stamp, text, edited=None, extra="", rs=None, reply=None, bot=False):
    rep = reply_block(*reply) if reply else ""
    botlabel = '<span class="chatlog__bot-label">APP</span>' if bot else ""
    return f"""<div id="chatlog__message-container-{mid}" class="chatlog__message-container" data-message-id="{mid}">
<div class="chatlog__message">
<div class="chatlog__message-aside">
{'<div class="chatlog__reply-symbol"></div>' if reply else ''}
<img class="chatlog__avatar" src="{avatar(key)}" alt="Avatar" loading="lazy">
</div>
<div class="chatlog__message-primary">
{rep}<div class="chatlog__header">
{author_span(key)}
{botlabel}<span class="chatlog__timestamp" title="{stamp_full}"><a href="#chatlog__message-container-{mid}">{stamp}</a></span>
</div>
{content_div(text, edited)}
{extra}{reactions(rs)}
</div>
</div>
</div>
"""


def cont_message(mid, stamp_full, short, text, edited=None, extra="", rs=None):
    return f"""<div id="chatlog__message-container-{mid}" class="chatlog__message-container" data-message-id="{mid}">
<div class="chatlog__message">
<div class="chatlog__message-aside">
<div class="chatlog__short-timestamp" title="{stamp_full}">{short}</div>
</div>
<div class="chatlog__message-primary">
{content_div(text, edited)}
{extra}{reactions(rs)}
</div>
</div>
</div>
"""


def group(*msgs):
    return '<div class="chatlog__message-group">\n' + "".join(msgs) + "</div>\n"


def system(mid, key, stamp, content, icon="pin-icon"):
    return group(f"""<div id="chatlog__message-container-{mid}" class="chatlog__message-container" data-message-id="{mid}">
<div class="chatlog__message">
<div class="chatlog__message-aside">
<svg class="chatlog__system-notification-icon"><use href="#{icon}"></use></svg>
</div>
<div class="chatlog__message-primary">
{author_span(key, "chatlog__system-notification-author")}
<span> </span>
<span class="chatlog__system-notification-content">{content}</span>
<span class="chatlog__system-notification-timestamp"><a href="#chatlog__message-container-{mid}">{stamp}</a></span>
</div>
</div>
</div>
""")


def embed(url, site, title, desc):
    return f"""<div class="chatlog__embed">
<div class="chatlog__embed-color-pill chatlog__embed-color-pill--default"></div>
<div class="chatlog__embed-content-container">
<div class="chatlog__embed-content">
<div class="chatlog__embed-text">
<div class="chatlog__embed-author-container">
<span class="chatlog__embed-author">{html.escape(site)}</span>
</div>
<div class="chatlog__embed-title">
<a class="chatlog__embed-title-link" href="{url}"><div class="chatlog__markdown chatlog__markdown-preserve">{html.escape(title)}</div></a>
</div>
<div class="chatlog__embed-description"><div class="chatlog__markdown chatlog__markdown-preserve">{md(desc)}</div></div>
</div>
<div class="chatlog__embed-thumbnail-container">
<a class="chatlog__embed-thumbnail-link" href="https://images-ext-1.discordapp.net/external/q8Yt3mBv0dKe/https/bridge-laws.example/img/cover2007.jpg">
<img class="chatlog__embed-thumbnail" src="https://images-ext-1.discordapp.net/external/q8Yt3mBv0dKe/https/bridge-laws.example/img/cover2007.jpg" alt="Thumbnail" loading="lazy">
</a>
</div>
</div>
</div>
</div>
"""


# ---------------------------------------------------------------- content
M = {k: str(1225049010000000000 + i * 31337000) for i, k in enumerate(
    ["q", "d1", "d2", "d3", "m2", "pin", "link", "bot", "a1", "m3"])}

Q = "Кто-нибудь может скинуть 27-й закон? Вчера на парнике была недостаточная заявка, а книги под рукой нет."
D1 = "Держи, редакция 2007 года. Лимит 2000 символов, так что в два сообщения."
D2 = ("**Закон 27. Недостаточная заявка**\n\n"
      "**А. Обнаружение**\n"
      "1. О недостаточной заявке вправе заявить любой из четырёх игроков, но только до того, как соперник "
      "слева положит свою карточку на стол.\n"
      "2. Если о нарушении заявили позже, судья оставляет заявку в силе и записывает её в протокол как "
      "законную.\n\n"
      "**Б. Замена**\n"
      "1. Нарушитель выбирает замену в присутствии судьи, держа карточки")
D3 = ("торговли закрытыми от партнёра.\n"
      "2. Судья не подсказывает нарушителю, какая замена выгоднее, но отвечает на вопросы о последствиях "
      "каждой из них.\n"
      "3. После замены партнёр нарушителя:\n"
      "    (а) не может задавать вопросов о значении замены до конца торговли;\n"
      "    (б) получает от судьи предупреждение о недопустимости использования сведений из отменённой "
      "карточки (см. Закон 16Г)¹.\n"
      "**В.** Повторная недостаточная заявка того же игрока в той же сессии рассматривается судьёй как "
      "процедурное нарушение, за которое может быть назначен штраф.\n\n"
      "¹ *Сноска в книге:* ссылка относится к разделу о несанкционированной информации.")
M2 = "Спасибо! А в (б) точно 16Г? У меня в распечатке там 16В, но она от старой редакции."
LINK = "Вот ещё онлайн-версия, там с комментариями: https://bridge-laws.example/2007/zakon-27"
BOT = ("**Турнир в субботу, 6 апреля**\n"
       "1. Регистрация пар до 10:30.\n"
       "2. Начало в 11:00, 24 сдачи, Митчелл.\n"
       "3. Судья — <@dmitry>.")
A1 = ("> (а) не может задавать вопросов о значении замены до конца торговли;\n"
      "Вот это у нас вчера и нарушили: партнёр сразу спросил, что значит 2♣.")
M3 = "Понятно, спасибо всем 🙏"

chat = []
chat.append(group(first_message(M["q"], "marina", "среда, 3 апреля 2024 г. 21:14", "03.04.2024 21:14", Q)))
chat.append(group(
    first_message(M["d1"], "dmitry", "среда, 3 апреля 2024 г. 21:19", "03.04.2024 21:19", D1,
                  edited="среда, 3 апреля 2024 г. 21:20", reply=("marina", M["q"], Q)),
    cont_message(M["d2"], "среда, 3 апреля 2024 г. 21:19", "21:19", D2,
                 rs=[("thumbsup", "👍", "1f44d", 3)]),
    cont_message(M["d3"], "среда, 3 апреля 2024 г. 21:19", "21:19", D3,
                 edited="среда, 3 апреля 2024 г. 21:26", rs=[("thumbsup", "👍", "1f44d", 2), ("pushpin", "📌", "1f4cc", 1)]),
))
chat.append(group(first_message(M["m2"], "marina", "среда, 3 апреля 2024 г. 21:31", "03.04.2024 21:31", M2,
                                reply=("dmitry", M["d3"], D3))))
chat.append(system(M["pin"], "dmitry", "03.04.2024 21:33", "pinned a message to this channel."))
chat.append(group(first_message(
    M["link"], "dmitry", "среда, 3 апреля 2024 г. 21:35", "03.04.2024 21:35",
    LINK + "\nВ онлайн-версии 16Г, в старой распечатке действительно 16В.",
    extra=embed("https://bridge-laws.example/2007/zakon-27", "bridge-laws.example",
                "Законы бриджа 2007 — Закон 27. Недостаточная заявка",
                "Полный текст закона о недостаточной заявке с комментариями судейской коллегии: обнаружение, "
                "замена, ограничения для партнёра.")).replace(
    "https://bridge-laws.example/2007/zakon-27\n",
    '<a href="https://bridge-laws.example/2007/zakon-27">https://bridge-laws.example/2007/zakon-27</a>\n')))
chat.append(group(first_message(M["bot"], "bot", "четверг, 4 апреля 2024 г. 09:00", "04.04.2024 09:00", BOT,
                                bot=True)))
chat.append(group(first_message(M["a1"], "alexey", "четверг, 4 апреля 2024 г. 10:12", "04.04.2024 10:12", A1,
                                rs=[("100", "💯", "1f4af", 1)])))
chat.append(group(first_message(M["m3"], "marina", "четверг, 4 апреля 2024 г. 10:40", "04.04.2024 10:40", M3)))

CSS = """
@font-face { font-family: gg sans; src: url(https://cdn.jsdelivr.net/gh/Tyrrrz/DiscordFonts@master/ggsans-normal-400.woff2); font-weight: 400; }
@font-face { font-family: gg sans; src: url(https://cdn.jsdelivr.net/gh/Tyrrrz/DiscordFonts@master/ggsans-normal-700.woff2); font-weight: 700; }
html, body { margin: 0; padding: 0; background-color: #36393e; color: #dcddde; font-family: "gg sans", "Helvetica Neue", Helvetica, Arial, sans-serif; font-size: 17px; font-weight: 400; scroll-behavior: smooth; }
.preamble { display: grid; grid-template-columns: auto 1fr; max-width: 100%; padding: 1rem; }
.preamble__guild-icon { max-width: 88px; max-height: 88px; }
.preamble__entry { margin-bottom: 0.15rem; color: #ffffff; font-size: 1.4rem; }
.preamble__entry--small { font-size: 1rem; }
.chatlog { padding: 1rem 0; width: 100%; border-top: 1px solid rgba(255, 255, 255, 0.1); border-bottom: 1px solid rgba(255, 255, 255, 0.1); }
.chatlog__message-group { margin-bottom: 1rem; }
.chatlog__message-container { background-color: transparent; transition: background-color 1s ease; }
.chatlog__message { display: grid; grid-template-columns: auto 1fr; padding: 0.15rem 0; direction: ltr; unicode-bidi: bidi-override; }
.chatlog__reply-link { cursor: pointer; }
.chatlog__reply-content { overflow: hidden; text-overflow: ellipsis; white-space: nowrap; }
.chatlog__short-timestamp { display: none; color: #a3a6aa; font-size: 0.75rem; font-weight: 500; direction: ltr; unicode-bidi: bidi-override; }
.chatlog__message-container:hover .chatlog__short-timestamp { display: block; }
.chatlog__markdown-preserve { white-space: pre-wrap; }
.chatlog__edited-timestamp { margin-left: 0.15rem; color: #a3a6aa; font-size: 0.65rem; }
.chatlog__markdown-quote { display: flex; margin: 0.05em 0; }
.chatlog__markdown-quote-border { margin-right: 0.5rem; border: 2px solid #4f545c; border-radius: 3px; }
.chatlog__bot-label { position: relative; top: -0.1rem; margin-left: 0.3rem; padding: 0.05rem 0.3rem; border-radius: 3px; background-color: #5865F2; color: #ffffff; font-size: 0.625rem; font-weight: 500; line-height: 1.3; }
.postamble { padding: 1.25rem; }
.postamble__entry { color: #ffffff; }
"""

PAGE = f"""<!DOCTYPE html>
<html lang="en">
<head>
<title>Бридж-клуб «Сибирь» - Судейская - законы</title>
<meta charset="utf-8">
<meta name="viewport" content="width=device-width">
<style>{CSS}</style>
<link rel="stylesheet" href="https://cdnjs.cloudflare.com/ajax/libs/highlight.js/11.6.0/styles/solarized-dark.min.css">
<script src="https://cdnjs.cloudflare.com/ajax/libs/highlight.js/11.6.0/highlight.min.js"></script>
<script>
document.addEventListener('DOMContentLoaded', () => {{
    document.querySelectorAll('.chatlog__markdown-pre--multiline').forEach(e => hljs.highlightBlock(e));
}});
</script>
<script>
function scrollToMessage(event, id) {{
    const element = document.getElementById('chatlog__message-container-' + id);
    if (!element) return;
    event.preventDefault();
    element.classList.add('chatlog__message-container--highlighted');
    window.scrollTo({{ top: element.getBoundingClientRect().top - document.body.getBoundingClientRect().top - (window.innerHeight / 2), behavior: 'smooth' }});
    window.setTimeout(() => element.classList.remove('chatlog__message-container--highlighted'), 2000);
}}
function showSpoiler(event, element) {{
    if (!element) return;
    if (element.classList.contains('chatlog__attachment--hidden')) {{ event.preventDefault(); element.classList.remove('chatlog__attachment--hidden'); }}
    if (element.classList.contains('chatlog__markdown-spoiler--hidden')) {{ event.preventDefault(); element.classList.remove('chatlog__markdown-spoiler--hidden'); }}
}}
</script>
<!-- Custom CSS -->
</head>
<body>
<div class="preamble">
<div class="preamble__guild-icon-container">
<img class="preamble__guild-icon" src="https://cdn.discordapp.com/icons/1094302219907633202/e3a9c1d0b4f2a6c8.png?size=256" alt="Guild icon" loading="lazy">
</div>
<div class="preamble__entries-container">
<div class="preamble__entry">Бридж-клуб «Сибирь»</div>
<div class="preamble__entry">Судейская / законы</div>
<div class="preamble__entry preamble__entry--small">Вопросы по Законам бриджа. Пока федерация не перешла на новую редакцию, судим по 2007 году.</div>
</div>
</div>
<div class="chatlog">
{"".join(chat)}</div>
<div class="postamble">
<div class="postamble__entry">Exported 10 message(s)</div>
</div>
<svg style="display: none">
<defs>
<symbol id="pin-icon" viewBox="0 0 24 24"><path fill="#b9bbbe" d="M22 12L12.101 2.10101L10.686 3.51401L12.101 4.92901L7.15096 9.87801V9.88001L5.73596 8.46501L4.32196 9.88001L8.56496 14.122L2.90796 19.778L4.32196 21.192L9.97896 15.536L14.222 19.778L15.636 18.364L14.222 16.95L19.171 12H19.172L20.586 13.414L22 12Z"></path></symbol>
</defs>
</svg>
</body>
</html>
"""

with open(OUT, "w", encoding="utf-8") as f:
    f.write(PAGE)
print("wrote", os.path.abspath(OUT))
