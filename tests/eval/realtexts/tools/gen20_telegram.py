"""Shape 20: a Telegram channel post copied as plain text (the files are written by hand; this
writes their expected.yaml). Every law sentence is invented for this set."""
from common import ROOT, U, write_expected

DEV = [
    U("73", "ОБЩЕНИЕ МЕЖДУ ПАРТНЁРАМИ"),
    U("73A", "Карточки заявок"),
    U("73A1", None, "Партнёры, сидящие за одним столом, должны держать карточки заявок в коробке до своей очереди и не раскладывать их заранее."),
    U("73A2", None, "Игрок, который заметил, что партнёр смотрит на его карточки заявок, должен отодвинуть их и предупредить соперников."),
    U("73B", "Темп и манера"),
    U("73B1", None, "Игрок, которому нужно больше минуты на заявку, должен сказать «минуту» и после этого не вздыхать и не менять позу, пока не выложит карточку."),
    U("73B2", None, "Нарушением считается, если игрок:"),
    U("73B2(A)", None, "постукивает пальцами по коробке заявок, пока думает партнёр;"),
    U("73B2(B)", None, "убирает со стола уже выложенную карточку и кладёт на её место другую, не позвав судью."),
    U("73C", "Обман соперника", "Игрок не вправе держать сыгранную карту над столом дольше обычного, чтобы соперник принял её за другую; если соперник из-за этого ошибся, судья назначает исправленный результат."),
]
HELD = [
    U("85", "RULINGS ON DISPUTED FACTS"),
    U("85A", "Director's Assessment"),
    U("85A1", None, "The Director who hears conflicting accounts of what happened at the table shall speak to each player separately before he decides anything."),
    U("85A2", None, "In weighing the accounts he shall give more weight to:"),
    U("85A2(A)", None, "a note written down at the table before the Director was called;"),
    U("85A2(B)", None, "the account of a player who had nothing to gain from the facts he describes."),
    U("85B", "Facts Not Settled", "When the facts remain unclear after every player has been heard, the Director shall write both versions on the board's slip and ask each captain, or each player in a pairs event, to sign it."),
    U("85C", "Later Evidence"),
    U("85C1", None, "A player who finds new evidence after the session shall bring it to the Director before the correction period ends."),
    U("85C2", None, "Evidence brought after that time may be considered only by the appeals committee, and only if the player explains the delay."),
]

write_expected(f"{ROOT}/dev/telegram-pravilo73-2017.expected.yaml",
"""Shape 20: a Telegram channel post copied as plain text: a "Forwarded from …" line and the
channel's words before the law, «📌 **Правило 73. …**» with the emoji before the header and bold
as **…**, sections in **…**, subsections «1.» and items «а)» typed; the channel's words, hashtags
and the "👁 1.2K · 14:05" view counter after it. Every sentence invented.""",
    2017, "ru", DEV,
    furniture=["Forwarded from", "Судейский уголок", "Продолжаем разбирать", "Вопросы — в комментариях",
               "#правила2017", "👁 1.2K", "14:05", "**", "📌"])

write_expected(f"{ROOT}/heldout/telegram-law85-1997.expected.yaml",
"""Shape 20: a Telegram channel post copied as plain text, in English: a "Forwarded from …" line
and the channel's words before the law, "📌 **LAW 85 – …**", the emoji bullet "🔹" before every
section (**A. …**) and subsection ("🔹 1. …") and "▫️" before the items "(a)"; a section whose
text follows its bold title on the next line (85B); the channel's words, hashtags and the
"👁 874 · edited 09:41" counter after it. Every sentence invented.""",
    1997, "en", HELD,
    furniture=["Forwarded from", "TD Corner", "Throwback Thursday", "pinned in the chat",
               "#laws1997", "👁 874", "edited 09:41", "🔹", "▫️", "**"])
