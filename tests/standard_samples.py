"""Texts in the standard layout of the Laws, written for the tests: invented sentences in the
shape of the Laws, never the text of the Laws. Shared by the reader, import and diff tests."""

EN = """INTRODUCTION
These sample rules are written for the tests of a reader and say
nothing that any real code of rules says.

DEFINITIONS
Board - a numbered tray that holds four hands of cards.

CHAPTER II - PRELIMINARIES
LAW 16 - UNAUTHORISED INFORMATION
A. Players' Use of Information
1. A player may use what the calls and plays of the present board
show him, unless a sample rule says otherwise.
(a) When a partner hesitates, the other partner should avoid any
choice that the hesitation suggests.*
(b) The sample Director decides what was suggested.
2. (a) A player who learns something from a neighbouring table tells
the Director at once.
(i) The Director may award an assigned score.
(ii) The Director may let the board be played.
B. Extraneous Information
The Director may cancel the board when the sample information reaches
a player before the auction begins.
* A note written for the tests.

LAW 17 - THE AUCTION PERIOD
A. Start of the Auction
The auction period of a sample board starts when a player looks at
his own hand.
B. End of the Auction
The auction ends when three passes follow a call.
"""

RU = """ОПРЕДЕЛЕНИЯ
Доска - пронумерованный лоток, в котором лежат четыре руки карт.

ГЛАВА II. ПРЕДВАРИТЕЛЬНЫЕ ПОЛОЖЕНИЯ
ПРАВИЛО 16. НЕСАНКЦИОНИРОВАННАЯ ИНФОРМАЦИЯ
А. Использование информации игроками
1. Игрок может пользоваться тем, что показывают заявки и ходы
текущей сдачи, если учебное правило не говорит иного.
(а) Когда партнёр медлит, другой партнёр должен избегать
выбора, который подсказывает промедление.
(б) Учебный директор решает, что было подсказано.
2. (а) Игрок, узнавший что-либо от соседнего стола, сразу сообщает
об этом директору.
(i) Директор может назначить результат.
(ii) Директор может разрешить сыграть сдачу.
Б. Посторонняя информация
Директор может отменить сдачу, если учебные сведения дошли до
игрока до начала торговли.

ПРАВИЛО 17. ПЕРИОД ТОРГОВЛИ
А. Начало торговли
Период торговли учебной сдачи начинается, когда игрок смотрит
в свои карты.
Б. Конец торговли
Торговля кончается, когда за заявкой следуют три паса.
"""

# The refs each sample gives, in document order.
REFS = ["16", "16A", "16A1", "16A1(A)", "16A1(B)", "16A2", "16A2(A)", "16A2(A)(1)", "16A2(A)(2)", "16B",
        "17", "17A", "17B"]

# An older edition of the same invented law, in English: 16B of the sample above is printed here
# as 16A3 (renumbered), 16A1(B) says something a little different, and 16C is gone in the newer one;
# its one definition lacks a word the newer one has.
EN_OLD = """The Sample Laws 1997

DEFINITIONS
Board - a tray that holds four hands of cards.

LAW 16 - UNAUTHORISED INFORMATION
A. Players' Use of Information
1. A player may use what the calls and plays of the present board
show him, unless a sample rule says otherwise.
(a) When a partner hesitates, the other partner should avoid any
choice that the hesitation suggests.
(b) The sample Director alone decides what was suggested by it.
2. (a) A player who learns something from a neighbouring table tells
the Director at once.
(i) The Director may award an assigned score.
(ii) The Director may let the board be played.
3. The Director may cancel the board when the sample information
reaches a player before the auction begins.
C. Withdrawn Calls
A call withdrawn under a sample rule gives no information to the
partner of the player who withdrew it.
"""
