"""Shape 18: a raw BBCode forum post (the files are written by hand; this writes their
expected.yaml). Every law sentence is invented for this set."""
from common import ROOT, U, write_expected

DEV = [
    U("25", "Legal and Illegal Changes of Call"),
    U("25A", "Unintended Call"),
    U("25A1", None, "A player who says that the bidding card he took from the box is not the one he reached for shall show the Director both cards, and the Director shall decide which of them was meant."),
    U("25A2", None, "The Director shall allow the card that was meant to be used only when he is satisfied that:"),
    U("25A2(A)", None, "the two cards lay next to each other in the bidding box;"),
    U("25A2(B)", None, "the player spoke before either opponent touched his own bidding box."),
    U("25B", "Deliberate Change of Call"),
    U("25B1", None, "A player who changes his mind about a call and reaches for a new card shall be stopped by his partner or by either opponent, and the Director shall be called before anything more is said."),
    U("25B2", None, "If the new card reaches the table before anyone can stop him, then:"),
    U("25B2(A)", None, "both cards remain on the table until the Director arrives;"),
    U("25B2(B)", None, "the Director reads both calls aloud and notes them on the score slip;"),
    U("25B2(C)", None, "neither member of the offending side may comment on the second card for the rest of the board."),
]
HELD = [
    U("27", "Недостаточная заявка"),
    U("27A", "Кто замечает нарушение", "Игрок, заметивший недостаточную заявку соперника, должен положить карты на стол рубашкой вверх и дождаться, пока нарушитель сам не обратится к судье."),
    U("27B", "Нарушитель молчит"),
    U("27B1", None, "Если нарушитель не обратился к судье, к судье должен обратиться партнёр игрока, заметившего нарушение, и судья должен:"),
    U("27B1(A)", None, "записать в протокол, на каком круге торговли была сделана заявка;"),
    U("27B1(B)", None, "сказать нарушителю, сколько времени у него есть на замену."),
    U("27B2", None, "Нарушитель, который заменил заявку раньше, чем пришёл судья, должен сам сообщить судье, какая заявка была первой, даже если соперники об этом не спрашивают."),
    U("27C", "Недостаточная заявка в конце торговли", "Недостаточная заявка, сделанная после трёх пасов подряд, отменяется, и торговля считается законченной на последней законной заявке (см. также Правило 22)."),
]

write_expected(f"{ROOT}/dev/forum-bbcode-law25-2007.expected.yaml",
"""Shape 18: a raw BBCode forum post: a [quote="…"] of the question before the law, a line with
[url] and [i] tags, "[b]Law 25 — …[/b]", sections in [b]A. …[/b], subsections typed "1.", the
items as [list=a][*]…[/list] so that their letters come from the list, not the text; an [i]
inside 25A1, the poster's reply after the law and a signature under "_____" with [size] and
[color] tags. Every sentence invented.""",
    2007, "en", DEV,
    furniture=["Quick one for the TDs", "Kestrel", "Here is the law as it stands",
               "the bold is the site's", "So it all turns on", "club TD at Eastmere",
               "My rulings blog", "_____", "[list=a]", "[/b]"])

write_expected(f"{ROOT}/heldout/forum-bbcode-pravilo27-2017.expected.yaml",
"""Shape 18: a raw BBCode forum post in Russian: a [quote="Ирина_К"] question, a line with [url]
and [i] tags, «[b]Правило 27 — …[/b]», sections in [b]А. …[/b], subsections «1.» and items «а)»
TYPED in the text (no [list]); an [i] inside 27B2 and a [url] inside 27C's text; the poster's
reply after the law and an [i] signature under "_____". Every sentence invented.""",
    2017, "ru", HELD,
    furniture=["Подскажите, пожалуйста", "Ирина_К", "Вот текст из", "перевод наш, неофициальный",
               "Так что ответ на ваш вопрос", "судья клуба «Ладья»", "_____", "[/b]", "[url="])
