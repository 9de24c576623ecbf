"""A question as a director types it, read as search words: notation, function words, misspellings.

A director writes "he bid 8♠ as a joke", «у него 14 карт», "insuficient bid", «nedostatochnaya
zayavka» or "oppnent hesitatd then bid game". Before the words are searched:

* **bridge notation** becomes words (``notation``): a bid of eight or nine ("8♠", "8 spades",
  «восемь пик») is the glossary's "bid of more than seven"; a lower bid ("1NT", "4♠", «2БК»,
  "4h") a bid, and with a result after it ("4♥x making 5", «7БК
  с контрой без 1», "5♣x =") a question of scoring; a card ("♠A", «♥Д») a card; a count of
  cards other than 13 ("12 cards", «14 карт») the glossary's "incorrect number of cards", and one
  other than four beside a trick ("3 cards in the trick", «во взятке 5 карт») a defective trick; the
  table's shorthand (x, xx, rho, UI, vul, bd, …: ``ABBREVIATIONS``; BIT in capitals) its words. Numbers said as words meet digits in the analyser itself
  (``text.numerals``: "twelfth trick" and «12-я взятка» share the term ``12``);
* **a word that matches nothing** is read as the word meant (``QueryReader.read_word``): the same
  word typed in the other keyboard layout, a Russian word typed in Latin letters
  ("zayavka" → «заявка»), or the nearest word of the index (``spelling``); each reading is said;
* **function words** ("the", "was", «что», «он»: ``STOP_WORDS``), and the words of a question's
  frame ("is that allowed", "what's the rule", «это нормально?»), are left out of the concepts
  once the glossary has had its look at them ("lead out of turn", «в зоне» are names; a single
  such word names no term: "rule" is no director's ruling);
* **words of the game** ("declarer", "trick", «взятка», the compass: ``GENERIC_WORDS``) weigh little
  (``evidence``): they are in most situations and decide nothing unless nothing else matches.

Every table here is exported to the browser (``spec``), whose search reads queries the same way.
How a query word becomes terms (``QueryReader.terms``) is the browser's way too: the index's
table of forms, English stems (``latin_terms``), the numbers' forms, and for a Russian form the
corpus never uses its stem's forms — never the dictionary, which the browser does not have.
"""

from __future__ import annotations

import re
from dataclasses import dataclass

from ..text.analysis import CYRILLIC_RE, DASHES as TYPED_DASHES, HYPHENS, en_stem, fold
from . import spelling

# -- function words (folded, as typed): left out once glossary names are found --------------------
STOP_WORDS = frozenset("""
a an the and or but if then than so of to in on at by for with from into onto off out up over under
is was were be been being are am do does did done has have had having get got gets getting
he she it they we i me my mine his her hers its their theirs them our ours us you your yours him
this that these those there here what which who whom whose when where why how
just only even still also too very really quite all any some each every both either neither
can could should would will shall may might must not no nor now yet ever never again
about as like after before while during until since because although though
one ones someone something anyone anything nothing everyone everything
said says say tell told asked ask asks wants want wanted think thinks thought
now happened happens happen do we'd i'd he'd she'd it's i'm he's she's don't didn't doesn't isn't wasn't
а и но или да нет не ни же ли бы то это этот эта эти эту этого этой этом этих
в во на с со к ко у о об обо по за из из-за от до для при про без над под перед через между
он она оно они его ее её их ему ей им ими него нее неё них нему ней ним ними
я меня мне мной мы нас нам нами ты тебя тебе вы вас вам вами
мой моя мое моё мои моего моей моих моим свой своя свое своё свои своего своей своих своим свою
наш наша наше наши нашего нашей наших ваш ваша ваши
был была было были быть будет буду будут есть является
уже еще ещё только даже так там тут где когда хотя если потом затем тогда что чтобы как какой какая
какие какое каком кто чем чего кого кому весь вся все всё всех всем всего сам сама сами само
тоже также очень просто вот ну ведь разве можно нужно надо ли либо нибудь
потому почему зачем снова опять всегда никогда каждый каждая каждое каждой каждого каждую каждом
который которая которое которые которого которой которую котором которых себя себе собой
й я ю е х м
""".split()) | frozenset("""
normal allowed allow ok okay legal rule rules
нормально разрешено разрешается можна правильно теперь сейчас правило правила правилу правилом правиле
""".split())  # a question's frame ("is that allowed", "what's the rule", «это нормально?», «хезитация
# правило», «по какому правилу») names no subject: the Russian word for a law is the English rule

# A ref alone among function words ("what does 64B say?", «а что в 64Б», "what is 64") is the unit asked
# about, as typed alone it would be, though running text needs a subsection to read «64B» as one (refs.NAMED_REF):
# the query's words, each stripped of these marks, all function words but the ref (not a bid: "is 2c ok")
ALONE_TRIM = ".,;:!?…«»\"“”"
# … and the words of asking what a unit says, there only ("what's 40B?", «что говорит 64Б»,
# «что такое 64Б»): as words of a query they may say something («такое» no, "mean" yes)
ASKING = frozenset("what's whats say says said mean means meant говорит говорится сказано такое значит гласит "
                   "написано пишет про".split())
ALONE_PARTS = 4  # a ref typed spaced among them ("what is 16 B")


def alone_ref(text: str) -> str | None:
    """The ref a query names among function words only ("what is 64", "what does 64B say"), or None."""
    from ..refs import canonical

    rest = [w for w in (w.strip(ALONE_TRIM) for w in text.split()) if w and not is_stop(w) and fold(w) not in ASKING]
    if not 0 < len(rest) <= ALONE_PARTS or any(BID_RE.fullmatch(fold(w)) for w in (*rest, "".join(rest))):
        return None
    return canonical(" ".join(rest))


# -- words of the game: in most situations, weighing little unless nothing else matches -----------
GENERIC_WORDS = tuple("""
declarer defender defenders player players partner partners opponent opponents trick tricks card cards
bid bids bidding board boards hand hands play played playing table tables director game pair pairs
разыгрывающий разыгрывающего разыгрывающему защитник защитники защитника вистующий вистующего
игрок игрока игроки игроков партнер партнера партнеру противник противника соперник соперника
оппонент оппонента взятка взятки взятку карта карты карту карт заявка заявки заявку назначение
сдача сдачи сдачу рука руки руку стол стола столом судья судьи судью игра игры играть сыграл
suit suits масть масти мастью
north south east west север юг восток запад
""".split())  # the compass: whose turn a story tells, rarely its subject

# -- the table's shorthand (a whole word, folded) → what it says ------------------------------------
# … but an x after these words is a small card, no double ("played a small x out of turn")
SMALL_CARD = frozenset("small low little мелкую маленькую малую мелкая маленькая".split())
# … and x or xx after a holding written with its small cards ("AKx xx", "Kxx x": two suits of a
# hand) are small cards: a holding is rank letters with an x or a spot card in them
HOLDING_RE = re.compile(r"^(?=.*[x2-9])[akqjt2-9x]{2,}$")
ABBREVIATIONS = {
    "x": "double", "xx": "redouble", "dbl": "double", "rdbl": "redouble", "vul": "vulnerable",
    "nv": "not vulnerable", "bd": "board", "bds": "boards", "rho": "right-hand opponent",
    "lho": "left-hand opponent", "opp": "opponent", "opps": "opponents", "ui": "unauthorized information",
    "mi": "misinformation", "misinfo": "misinformation", "td": "director", "psych": "psychic call",
    "psyche": "psychic call", "psyched": "psychic call", "сд": "сдача", "ст": "стол",
    # a director's notes and a runner's messages: "t11 bd5 rnd3", "decl", "insuff bid", "LOOT"
    "rnd": "round", "rnds": "rounds", "tbl": "table", "tbls": "tables", "dir": "director",
    "decl": "declarer", "insuff": "insufficient", "loot": "lead out of turn", "oot": "out of turn",
    "simul": "simultaneous", "ми": "misinformation",
}
# … and these only typed in capitals, being words as well: "partner's BIT" is a break in tempo,
# "a bit slow" is not, nor "A BIT SLOW" in a message typed all in capitals
CAPITALS = {"bit": "break in tempo"}

# -- summoning the director: "called the director", "director was not called", «вызвали судью», «судью
# не звали». The verb there is no call of the auction (the glossary's *call*, «заявка»): next to a
# word for the director, with at most SUMMON_GAP function words between, in either order, it is
# read as summoning — its own word and SUMMONING's, in both languages — and no glossary name starts at it.
SUMMON_VERBS = frozenset("""
call calls called calling summon summons summoned summoning
вызвать вызвал вызвала вызвали вызови вызовите вызовем вызвав вызывать вызывает вызывают вызывали вызываем вызвавший
позвать позвал позвала позвали позови позовите позовем позвав звать звал звала звали зовем зовут зови зовите
""".split())
DIRECTOR_WORDS = frozenset("""
director directors director's td tds
судья судьи судью судье судьей судей судьям арбитр арбитра арбитру арбитром арбитре арбитров
""".split())
SUMMON_GAP = 2
SUMMONING = ("summon", "вызов")  # the words summoning is said with beside the verb typed (English, Russian)


def summons(words) -> set[int]:
    """Which of ``words`` (a query's loose words, in order) are a verb summoning the director
    ("called" in "called the director" and in "director was not called"; «позвали» in «судью
    позвали»): a ``SUMMON_VERBS`` word with a ``DIRECTOR_WORDS`` word at most ``SUMMON_GAP``
    function words away."""
    folded = [fold(w) for w in words]
    found = set()
    for i, w in enumerate(folded):
        if w not in SUMMON_VERBS:
            continue
        for step in (1, -1):
            j, gap = i + step, 0
            while 0 <= j < len(folded) and folded[j] in STOP_WORDS and gap < SUMMON_GAP:
                j, gap = j + step, gap + 1
            if 0 <= j < len(folded) and folded[j] in DIRECTOR_WORDS:
                found.add(i)
    return found


# A call said out of turn, told apart from its name ("he passed when it wasn't his turn", "west said
# double when it was actually north's turn", «сказал пас, когда очередь была не его»): a word for
# whose turn it is (TURN_WORDS) said not to be the caller's — a word of TURN_NOT at most
# TURN_NOT_BEFORE words before it ("out of turn", "not his turn", "before his turn", "actually",
# «вне очереди», «не в свою очередь», «в чужую очередь», «хотя очередь была соседа») or one of
# TURN_NOT_AFTER_WORDS at most TURN_NOT_AFTER after it, before whose turn (TURN_NOT_WHOSE: «очередь была
# не его»; not "turn out") —
# and, of the calls and plays named within CALL_TURN_REACH words of it, the nearest: when that is
# a pass or a double (CALL_WORDS), it is that call out of rotation, the glossary's term for it (the
# call's name, then OUT_OF_ROTATION), as if typed together. A bid or a lead nearer (OTHER_ACTS:
# "opened 1♣ out of turn, I had to pass"; «все спасовали, и защитник вышел не в очередь») is what
# was out of turn, and found without; "pass at his next turn" says no turn missed.
CALL_WORDS = {
    "pass": frozenset("pass passed passes passing пас паса пасом пасовал пасовала пасовали спасовал спасовала "
                      "спасовали спасовать пасанул пасанула".split()),
    "double": frozenset("double doubled doubles doubling dbl x контра контру контрой контры контрил контрила "
                        "контрили законтрил законтрила законтрили".split()),
    "redouble": frozenset("redouble redoubled redoubles rdbl xx реконтра реконтру реконтрой реконтрил "
                          "реконтрила".split()),
}
OTHER_ACTS = frozenset("bid bids bidding opened opens opening led lead leads leading played play plays "
                       "заявил заявила заявили заявка заявку заявкой открыл открыла открыли открылся открылась "
                       "открылись назначение вышел вышла вышли сходил сходила сходили зашел зашла ход сыграл "
                       "сыграла".split())
TURN_WORDS = frozenset("turn rotation очередь очереди очередью".split())
TURN_NOT = frozenset("not wasn't isn't weren't wasn isn wasnt isnt out before ahead actually really although though "
                     "не вне раньше без чужую чужой хотя вперед".split())
TURN_NOT_AFTER_WORDS = frozenset(("не",))
TURN_NOT_BEFORE, TURN_NOT_AFTER = 3, 2
# … «не» after it only before whose turn it was («очередь была не его»): «в свою очередь партнёр не
# спасовал» is "in turn"
TURN_NOT_WHOSE = frozenset("его ее моя мою их наша нашу ваша вашу твоя твою этого того партнера сдающего соседа "
                           "левого правого".split())
CALL_TURN_REACH = 6
OUT_OF_ROTATION = ("out", "of", "rotation")


def calls_out_of_turn(words) -> dict[int, str]:
    """Which of ``words`` (a query's loose words, in order) are a pass or a double said out of
    turn: index → the call (a key of ``CALL_WORDS``)."""
    folded = [fold(w) for w in words]
    def call(i: int, w: str) -> str | None:
        small_x = w == "x" and i > 0 and folded[i - 1] in SMALL_CARD
        return None if small_x else next((c for c, forms in CALL_WORDS.items() if w in forms), None)

    calls = {i: call(i, w) for i, w in enumerate(folded) if w in OTHER_ACTS or any(w in forms for forms in CALL_WORDS.values())}
    found = {}
    for j, w in enumerate(folded):
        after = any(x in TURN_NOT_AFTER_WORDS and k + 1 < len(folded) and folded[k + 1] in TURN_NOT_WHOSE
                    for k, x in enumerate(folded[j + 1:j + 1 + TURN_NOT_AFTER], start=j + 1))
        if w not in TURN_WORDS or not (TURN_NOT.intersection(folded[max(0, j - TURN_NOT_BEFORE):j]) or after):
            continue
        near = [i for i in calls if abs(i - j) <= CALL_TURN_REACH]
        if near:
            i = min(near, key=lambda i: (abs(i - j), i))  # the nearest; on a tie the one before
            if calls[i]:
                found[i] = calls[i]
    return found


# -- bids: a level and a denomination ------------------------------------------------------------
SUITS = "♠♥♦♣♤♡♢♧"
# A denomination as a letter or two written on its level: "1nt", "3n" (no trump, as a traveller
# writes it), "4s", «2бк», «3п», «1пк» (spades as Russian players type them beside «бк»; letters
# only when attached: "4 N" is a seat)
DENOMINATION_LETTERS = r"(nt|n|бк|s|h|d|c|п|ч|б|т)"
BID_RE = re.compile(r"([1-9])(пк|" + DENOMINATION_LETTERS[1:])  # DOUBLED_SPADES first
# A contract as a scoresheet writes it, its doubled mark on the bid ("4SX-2", "3NTXX=", "6Cx+1",
# «4пк -2», «3бкк =», the x typed in the Russian layout: «4Sх»): read only with its result after it,
# which makes it one. So «4пк» is 4♠ doubled with a result after it, a bid of spades without one
# (a call of the auction is never doubled: «1пк пас 1ч»)
DOUBLED_SPADES = "пк"
SCORESHEET_RE = re.compile(r"([1-7])" + DENOMINATION_LETTERS + r"(xx|x|хх|х|кк|к)")
DENOMINATIONS = {  # key → (English, Russian), as the reading says it
    "spades": ("spades", "пики"), "hearts": ("hearts", "черви"), "diamonds": ("diamonds", "бубны"),
    "clubs": ("clubs", "трефы"), "notrump": ("no trump", "бескозырный контракт"),
}
# A denomination as a word or a sign (folded), or the start of a Russian word («пиках», «червей»)
DENOMINATION_WORDS = {
    "♠": "spades", "♤": "spades", "♥": "hearts", "♡": "hearts", "♦": "diamonds", "♢": "diamonds",
    "♣": "clubs", "♧": "clubs", "s": "spades", "h": "hearts", "d": "diamonds", "c": "clubs",
    "п": "spades", "пк": "spades", "ч": "hearts", "б": "diamonds", "т": "clubs", "nt": "notrump", "n": "notrump",
    "бк": "notrump",
    "spade": "spades", "spades": "spades", "heart": "hearts", "hearts": "hearts", "diamond": "diamonds",
    "diamonds": "diamonds", "club": "clubs", "clubs": "clubs", "notrump": "notrump", "notrumps": "notrump",
}
DENOMINATION_STEMS = {"пик": "spades", "черв": "hearts", "бубн": "diamonds", "бубе": "diamonds", "треф": "clubs",
                      "бескозыр": "notrump"}  # «бубен», «бубей» are the plural's other forms
# A denomination in two words, or hyphenated ("3 no trump", "three no-trumps"): the words as the
# notation scan splits them, a dash its own token
DENOMINATION_PHRASES = tuple(((*first, last), "notrump") for first in (("no",), *(("no", d) for d in TYPED_DASHES))
                             for last in ("trump", "trumps"))
MAX_LEVEL = 7
# The highest level read as a bid when the number and the suit stand apart ("9 spades"), as BID_RE
# reads "9s": eight and nine are the glossary's bid of more than seven
MAX_BID = 9
# A number in digits is read as a level or a count up to two digits ("4", "13"; "1987" is neither)
NUMBER_DIGITS = 2
# A Latin word as typed ("zayavka", "rho's"): one that may be Russian typed in Latin letters
LATIN_WORD = r"[A-Za-z']+"
# A folded English word the index's English analysis reads ("claim", "rho's")
ENGLISH_FORM = r"[a-z]+(?:'[a-z]+)?"
# Two Latin letters together: a reading said in English («4п rho» has them, «4п» has not)
LATIN_PAIR = r"[A-Za-z]{2}"
BID = ("bid", "заявка")
OVER_SEVEN = "bid of more than seven"  # the glossary's name for a bid of eight or nine
# A bid no higher than the bid before it in the query ("1♠ then lho bid 1♥", «7♥ после 7БК», "1♦ p
# 1♦"): the glossary's insufficient bid (English, Russian names). "Over" or «после» before the
# next bid, at most AFTER_REACH words before it, says the bid before came second ("7♥ over 7NT",
# "3♦ after my 3♠", "1♥ on the tray over 1♠"); one farther off names something else («2♠, он
# подумал. После этого он объявил 4♠», "2♠, then after a pause 4♠": the 4♠ came after).
# Denominations rank upwards; a bid named as the contract ("contract 4♠ but the score says 4♥",
# «контракт 4♠») ends the auction, so the bid after it is no call of that auction; a bid of eight
# or nine is no bid of it either.
INSUFFICIENT = ("insufficient bid", "недостаточная заявка")
AFTER_CLOSE = ("call after the final pass", "заявка после финального паса")  # the glossary's names (Law 39)
DENOMINATION_ORDER = ("clubs", "diamonds", "hearts", "spades", "notrump")
CONTRACT_STEMS = ("contract", "контракт")
AFTER_PHRASES = (("over",), ("after",), ("после",), ("после", "того", "как"))  # "7♥ over 7NT": the bid told first came second
AFTER_REACH = 1  # words between such a word and the bid it names ("after my 3♠")
# … or only words that say whose bid it is, as many as there are: "after his partner's 2♠", «после его
# 2♠» (a possessive word, or an English one ending in 's), not "after a pause his 2♠"
POSSESSIVES = ("my", "his", "her", "their", "our", "your", "its", "мой", "моей", "моего", "моих", "его", "ее", "их",
               "своей", "своего", "своих", "нашего", "наших", "вашего", "ваших")
# … or words telling who made that bid and that they made it: "after my partner said 1♠", "after
# LHO opened 1♠", «после того как партнёр сказал 1♠» (a player and a verb of calling, no other word)
AFTER_TELLERS = ("partner", "opponent", "lho", "rho", "dealer", "north", "south", "east", "west", "he", "she", "they",
                 "said", "bid", "called", "opened", "overcalled", "responded",
                 "партнер", "противник", "соперник", "север", "юг", "восток", "запад", "он", "она",
                 "сказал", "сказала", "заявил", "заявила", "открыл", "открыла", "открылся", "открылась", "назначил",
                 "объявил")
# Such a word says so in the clause of the bid before only: a comma or a word joining a new clause
# between them ("I opened 4♠ and after my partner's 4NT we got to 6♠", «открыл 1♥, после паузы 2♠»)
# tells when the next thing happened
CLAUSE_JOINS = ("and", "then", "и", "а", "потом", "затем")
# Two words saying that what follows came earlier ("I bid 1♥, but before that he had bid 2♣", «а
# до этого партнёр открылся 1♥»): a bid at most BEFORE_REACH words after them came before the bid told
# first. Not "before me" nor «до меня», «перед мной»: the player before me is a seat, not a time ("RHO
# bid 1♠ before me and I overcalled 2♥"); not «до того» nor «перед тем», which begin a clause naming
# the later event («я сказал 1♥ до того, как он сказал 2♣»); and «до» alone is "up to" («повысил до 4♠»)
BEFORE_PHRASES = (("before", "that"), ("before", "this"), ("до", "этого"), ("перед", "этим"))
BEFORE_REACH = 4
# The opening words of a clause that puts the bid after it later than the next one told ("Before I
# bid 1♥, LHO had bid 2♣", «До того как я сказал 1♥, он уже сказал 2♣»): at most CLAUSE_REACH words
# between them and the bid told first. Only a subject after "before": "before me", "before my turn"
# name a seat or a moment of one's own ("the player before me bid 1♠ and I bid 2♥")
BEFORE_CLAUSES = (("до", "того", "как"), ("перед", "тем", "как"), ("before", "i"), ("before", "he"), ("before", "she"),
                  ("before", "we"), ("before", "they"))
CLAUSE_REACH = 3
# A contract's result after it: doubled or not, then made, over or under ("4♥x making 5", «5♣ с
# контрой ровно», "7nt doubled down 1"): a question of the scoring table
DOUBLED = ("x", "xx", "dbl", "rdbl", "double", "doubled", "redouble", "redoubled", "контра", "контрой",
           "реконтра", "реконтрой", "к", "кк", "х", "хх")  # «х»: the x typed in the Russian layout
DOUBLED_FILLER = "с"  # «с контрой»
REDOUBLED = ("xx", "rdbl", "redouble", "redoubled", "реконтра", "реконтрой", "кк", "хх")
STRAIN_LETTERS = {"clubs": "C", "diamonds": "D", "hearts": "H", "spades": "S", "notrump": "NT"}  # as a scoresheet writes them
# The words that say declarer's side is vulnerable (True) or not (False), as folded words in a row,
# read right after the result ("4♠x -2 vul", «3бк без одной, до зоны»; a hyphen left out: "non-vul")
# or between the contract and its result ("4♠x vul -2"): anywhere else they may be the other side's
# ("they were vul") or a question ("was it vul?"). Said of both sides ("both vul", «обе в зоне»,
# "all non-vul", «оба вне зоны») or of neither ("neither vul", "nobody vulnerable") they say
# declarer's too, as do "game all" and "love all"; one side's against the other's ("favourable")
# depends on who speaks, and says nothing here.
VUL, NOT_VUL = (("vul",), ("vulnerable",), ("в", "зоне")), \
    (("nv",), ("nonvul",), ("nonvulnerable",), ("non", "vul"), ("non", "vulnerable"), ("not", "vul"),
     ("not", "vulnerable"), ("до", "зоны"), ("без", "зоны"), ("вне", "зоны"), ("не", "в", "зоне"))
BOTH_SIDES = (("both",), ("all",), ("both", "sides"), ("обе",), ("оба",), ("все",))
NEITHER_SIDE = (("neither",), ("neither", "side"), ("nobody",), ("no", "one"), ("none",))
VULNERABLE_WORDS = {
    True: (*VUL, *(a + v for a in BOTH_SIDES for v in VUL), ("game", "all"), ("at", "game", "all")),
    False: (*NOT_VUL, *(a + v for a in BOTH_SIDES for v in NOT_VUL), *(a + v for a in NEITHER_SIDE for v in VUL[:2]),
            ("love", "all"), ("at", "love", "all"), ("никто", "не", "в", "зоне"))}
# A word right after such a phrase that says whose it is, as a hand record's field does ("Vul: None",
# "vul N/S", «в зоне противники»): none (not vulnerable), all (vulnerable), or a side or a question,
# which says nothing of declarer's
VULNERABLE_WHOSE = {False: ("none", "nil", "nobody", "neither", "никто"), True: ("all", "both", "все", "обе", "оба"),
                    None: ("n", "s", "e", "w", "ns", "ew", "nsew", "opps", "opp", "opponents", "them", "they", "or",
                           "we", "us", "противники", "противник", "соперники", "оппоненты", "они", "мы", "были",
                           "только", "или")}
# A hyphen and the dashes a phone or a word processor puts for a typed hyphen (analysis.DASHES): a
# minus sign each, or a dash between calls or between the ends of a range
DASHES = tuple(TYPED_DASHES)
RESULTS = ("=", "+", *DASHES, "made", "making", "makes", "make", "down", "plus", "minus", "ровно", "без", "плюс", "минус",
           "сделал", "сделано")
# Signs of RESULTS that say a result only with a number after them ("4♠x -2", "3nt+1"): alone, a
# dash between the calls of an auction ("1nt-p-2c-p-2d")
RESULT_SIGNS = ("+", *DASHES)  # nor with the level of the next bid ("1♠ - 1♥")
# Words of RESULTS that say one only with its count after them, a number or a number word («4♠
# без двух», "made three plus one"), not the level of a bid («4♠ без 4♥»): alone, the preposition
# («4♠ без зоны»: not vulnerable), or a word ("4♠ plus the overtrick")
RESULT_COUNTED = ("plus", "minus", "без", "плюс", "минус")
# A sign's count with the auction going on after it — a dash, then a call (a bid, a pass) — is a
# call of an auction written with spaced dashes, not a result: "1♠ - 3 - 4♠", "1NT - 2 - 2♥ - p"
AUCTION_PASSES = ("p", "pass", "пас")
# A bid opened is a call: a result right after it is no result («открыл 1♠ без 5»: without five
# cards in the suit), one with its verb is ("opened 1♠ and went 2 down")
OPENING_VERBS = ("opened", "opens", "open", "opening", "открыл", "открыла", "открыли", "открылся", "открылась",
                 "открылись", "открывает", "открывают", "открою", "открыть", "открытие")
# A result's count: tricks under the contract (at most its level + 6) or over it (at most 7 − its
# level), at least one; after any other word of RESULTS ("making 5") at most 13. A count beyond
# them, or followed by a word for what is counted other than tricks («1♠ без 12 очков», «1бк без 2
# тузов»: the preposition), says no result
RESULT_UNDER = (*DASHES, "без", "down", "minus", "минус")
RESULT_OVER = ("+", "plus", "плюс")
# Words that say a result under the contract after its count ("3NT one down", "4♠x two off", as
# British players tell it): the count is bounded as for RESULT_UNDER
RESULT_AFTER_COUNT = ("down", "off")  # not "light": "opened 1♠ two light" is short of points
# A verb between the contract and its result ("4♠ went 2 down", "3NT was made", «4♠ сели без двух»,
# «сядут без одной»): part of the result when a result follows it
RESULT_VERBS = ("went", "was", "were", "is", "be", "been", "goes", "going", "gone", "go", "got", "сел", "села",
                "сели", "садятся", "сяду", "сядешь", "сядет", "сядут", "сядем", "был", "была", "было", "были",
                "будет", "будут", "сыграл", "сыграла", "сыграли", "сыграю", "сыграешь", "сыграет", "сыграют",
                "сыграем")
# Declarer's seat between the contract and its result, as a traveller writes it ("4♠ N -1", "4♠X by S
# down 2", «4♠ Ю без одной»): part of the result when a result follows it. Not «С» nor «В», which
# are prepositions too («с лишней», «в зоне»)
SEATS = ("n", "s", "e", "w", "ns", "ew", "north", "south", "east", "west", "ю", "з", "север", "юг", "восток", "запад")
SEAT_BY = ("by",)
RESULT_AND = ("and", "и")  # before the result's verb ("bid 4♠ and went 2 down", "4♠ doubled and went 2 down")
# At most RESULT_AUX_REACH of these before the verb ("would have gone 2 down", "will go one down",
# «бы сели без двух»; "ve" of "would’ve", whose apostrophe the words split at), RESULT_MOOD after it
# («сели бы без двух»): part of the verb
RESULT_AUX = ("would", "could", "should", "might", "must", "may", "will", "would've", "could've", "should've",
              "might've", "must've", "wouldve", "couldve", "shouldve", "ve", "have", "has", "had", "бы")
RESULT_AUX_REACH = 2
RESULT_MOOD = ("бы",)
RESULT_CLAUSES = 2  # a verb, the doubled mark, "and", a verb: "4♠ was doubled and went 2 down"
# The doubled marks read after a result too ("went two down doubled"): not the one- and two-letter
# Russian ones, which are also prepositions («без одной к сожалению»), nor "double" ("4♠ makes
# double dummy")
DOUBLED_AFTER = ("x", "xx", "dbl", "rdbl", "doubled", "redoubled", "контра", "контрой", "реконтра", "реконтрой")
# After a verb a result says itself only with its count: "1NT was made out of turn" is a call, "2♠ was
# down to me" a cause, "the 2♣ was down on the tray" a bidding card, «объявление было сделано не в
# очередь» a call; except «ровно» after a verb of play («3бк сыграли ровно»)
RESULT_EXACT, PLAY_VERBS = ("ровно",), ("сыграл", "сыграла", "сыграли", "сыграю", "сыграешь", "сыграет", "сыграют",
                                         "сыграем")
# A result without its count ("made", "=", «сделано», «ровно») ends its clause — a comma, a full stop,
# the end of the query — or stands before a doubled mark or the vulnerability (VULNERABLE_WORDS:
# "4♥x made vul", «сделано в зоне»), or is written onto the contract ("6♠x= by N/S"):
# a call made ("made out of turn"), a meaning ("2♣ = stayman"), a question ("does 2♥ make it
# sufficient?") go on after it
CLAUSE_END_RE = re.compile(r"[,.;:!?()…]")
SENTENCE_END_RE = re.compile(r"[.;!?…]")
# … but a colon alone after a word introduces its value, as a hand record's field does ("Vul: None")
FIELD_SEP_RE = re.compile(r"\s*:\s*")
# What may stand between two calls of an auction typed call by call besides a dash token: spaces
# and a comma ("1♥, x, p, x")
CALL_GAP_RE = re.compile(r"[\s,]*")
LEVEL_RE = re.compile(r"[1-9]")  # a bid's level typed apart from its denomination ("1♥", "1 heart")
# «ровно» before a time is "exactly": «ровно через минуту», «ровно в 10» (before a number)
EXACT_TIME, EXACT_AT = ("через", "после", "до", "за"), ("в", "к")
# «с лишней», «с двумя лишними»: over the contract by one, or by its count (at most 7 − the level)
EXTRA_WITH, EXTRA_STEM = "с", "лишн"
BOOK, TRICKS = 6, 13
NOT_TRICKS = ("очк", "карт", "туз", "point", "card", "ace", "hcp", "pts", "sec", "minute", "hour", "round", "times",
              "calls", "mistakes", "errors", "meanings", "boards", "kings", "queens", "jacks", "trumps", "honours", "honors",
              "major", "minor", "key", "loser", "suit", "control", "tables", "players", "matchpoint", "top", "percent",
              "victory", "процент", "корол", "пас", "игрок", "балл", "дам", "валет", "козыр", "онер", "мажор", "минор",
              "ключ", "маст", "контрол", "секунд", "минут", "тур", "раунд", "imp", "vp", "mp", "имп",
              "вп")  # plurals where
# the singular follows a result too ("4♠ -1 board 5", "4♠ -1 error in the score")
# A count typed with its Russian case ending, joined or after a hyphen («без 2х», «без 1-й», «без 7-ми»)
COUNT_ENDINGS = ("х", "ух", "ех", "й", "ой", "ти", "ми")
SCORING = ("scoring", "расчётная таблица")  # the glossary's names for the scoring table (English, Russian)
DOUBLE = ("double", "контра")
REDOUBLE = ("redouble", "реконтра")
# A double or a redouble as a call of an auction typed call by call: after a call ("1♥ x p x", «1ч к
# пас к», «1бк пас кк»: «к», the preposition elsewhere, is the double after a call), read as one
AUCTION_DOUBLES = {"x": 1, "dbl": 1, "double": 1, "к": 1, "х": 1, "контра": 1,
                   "xx": 2, "rdbl": 2, "redouble": 2, "кк": 2, "хх": 2, "реконтра": 2}
# … and one the auction does not allow — a double of a call already doubled or of partner's bid, a
# redouble of no double or of partner's (the calls between counted from the bid or double it
# answers; an auction typed from its middle, with no bid or double before it, is not judged): the
# glossary's inadmissible double and redouble (English, Russian)
# … but «к» before a bid is the preposition: «перешли от 1бк к 3бк», «повысил 1ч к 2ч»
PREPOSITIONS = ("к",)
INADMISSIBLE = ({1: "inadmissible double", 2: "inadmissible redouble"},
                {1: "недопустимая контра", 2: "недопустимая реконтра"})
# A card: a suit sign with a rank on either side ("♠A", "K♥", «♠Д»): Latin letters and the Russian
# ones (туз, король, дама, валет); after a sign also «а», the look-alike of A typed in the Russian
# layout («♥А» was read as «червиА»), never before one (the conjunction: «а ♥ козыри»)
RANKS = ("a", "k", "q", "j", "t", "10", "9", "8", "7", "6", "5", "4", "3", "2", "т", "к", "д", "в")
RANKS_AFTER_SUIT = (*RANKS, "а")
CARD = ("card", "карта")
# A count of cards: a number other than 13 before a word for cards, 10 to 20 ("two cards to one trick" is no count)
CARD_WORDS = ("card", "cards")
CARD_STEM = "карт"
CARD_COUNT = (10, 20, 13)  # from, to, the right number
WRONG_COUNT = "incorrect number of cards"
# ... and a count of cards in a trick: a number other than 4 before a word for cards, with a word for a
# trick at most TRICK_NEAR words away ("3 cards in the trick", «во взятке 5 карт»): a defective trick
TRICK_COUNT = (3, 8, 4)  # from, to, the right number ("two cards to one trick" is the glossary's name)
TRICK_WORDS = ("trick", "tricks")
TRICK_STEM = "взятк"
TRICK_NEAR = 4
DEFECTIVE = ("defective trick", "дефектная взятка")
# A letter or a digit, which a reading put in place of notation must not touch
WORD_CHAR_RE = re.compile(r"[0-9A-Za-zА-Яа-яЁё]")
# An apostrophe as a phone or a word processor types it inside a word ("partner’s", "LHO’s",
# "would’ve"): read as the typed one, so that the word is one word of the notation scan
APOSTROPHE_RE = re.compile(r"(?<=[A-Za-z])[’‘ʼ](?=[A-Za-z])")
# What the notation scan sees: the words of ``analysis.WORD_RE`` and the suit signs
NOTATION_RE = re.compile(r"[0-9]+[A-Za-zА-Яа-яЁё]*|[A-Za-z]+(?:'[A-Za-z]+)?|[А-Яа-яЁё]+(?:-[А-Яа-яЁё]+)*|[" + SUITS + "]|[+=" + re.escape(TYPED_DASHES) + "]")

# -- a Russian word typed in Latin letters: longest letters first; a final "y" after a vowel is «й»;
# "ja", "ju", "jo" are «я», «ю», «е» as the scholarly spelling has them ("shtrafnaja"), "j" alone «й»
TELLING_LENGTH = 3  # a Latin word this long or longer tells English from Russian typed in Latin letters
# "yi" too: «ыи» ends no Russian word ("levyi" is «левый»); "oi" may end «мои» as well as «другой»
TRANSLIT_END = (("iy", "ий"), ("yy", "ый"), ("yi", "ый"), ("oy", "ой"), ("ay", "ай"), ("ey", "ей"), ("uy", "уй"))
TRANSLIT = (("shch", "щ"), ("sch", "щ"), ("zh", "ж"), ("kh", "х"), ("ts", "ц"), ("ch", "ч"), ("sh", "ш"),
            ("yu", "ю"), ("ya", "я"), ("yo", "е"), ("ye", "е"), ("ju", "ю"), ("ja", "я"), ("jo", "е"), ("a", "а"), ("b", "б"), ("c", "ц"), ("d", "д"), ("e", "е"),
            ("f", "ф"), ("g", "г"), ("h", "х"), ("i", "и"), ("j", "й"), ("k", "к"), ("l", "л"), ("m", "м"),
            ("n", "н"), ("o", "о"), ("p", "п"), ("q", "к"), ("r", "р"), ("s", "с"), ("t", "т"), ("u", "у"),
            ("v", "в"), ("w", "в"), ("x", "кс"), ("y", "ы"), ("z", "з"), ("'", "ь"))

# -- a Russian form the corpus never uses: the forms of its stem the corpus has -------------------
# (the first that fits is cut: a reflexive verb's endings before «ся», «сь» — «оговорилась» leaves
# «оговор», as «оговорился» does)
RU_ENDINGS = ("ались", "ились", "елись", "алась", "илась", "елась", "алось", "илось", "елось",
              "ался", "ился", "елся", "аться", "иться", "еться", "иями", "ями", "ами", "ого", "его", "ому", "ему",
              "ыми", "ими", "ешь", "ете", "ишь", "ите", "ала",
              "ила", "ела", "али", "или", "ели", "ать", "ять", "ить", "еть", "ся", "сь", "ой", "ей", "ий", "ый",
              "ая", "яя", "ое", "ее", "ые", "ие", "ых", "их", "ую", "юю", "ом", "ем", "ам", "ям", "ах", "ях", "им", "ым",
              "ов", "ев", "ою", "ею", "ал", "ил", "ел", "ет", "ит", "ут", "ют", "ат", "ят", "а", "я", "о",
              "е", "ы", "и", "у", "ю", "ь", "й", "л")
GUESS_MIN_STEM, GUESS_MAX_EXTRA = 3, 4  # the stem left, how many letters longer its forms may be


@dataclass(frozen=True)
class Reading:
    """One thing the query was read as: "8♦" → "bid of more than seven" (``why``: notation,
    layout, translit, spelling)."""

    typed: str
    read: str
    why: str
    # a contract with its result: (as a scoresheet writes it, "4SX-2"; vulnerable: True, False or
    # None when the query does not say), for `bridge-laws score` and the scoring page
    score: tuple[str, bool | None] | None = None

    def to_json(self) -> dict:
        said = {"typed": self.typed, "read": self.read, "why": self.why}
        if self.score:
            said["score"] = {"contract": self.score[0], "vulnerable": self.score[1]}
        return said


def is_stop(word: str) -> bool:
    return fold(word) in STOP_WORDS


def _lang_of(text: str) -> str:
    """The language a reading is said in: Russian when the query has Cyrillic letters and no Latin word."""
    return "ru" if CYRILLIC_RE.search(text) and not re.search(LATIN_PAIR, text) else "en"


def notation(text: str, numbers: dict) -> tuple[str, list[Reading]]:
    """``text`` with its bridge notation and shorthand in words, and what was read so.
    ``numbers``: folded number word → its number (``numerals.query_forms``)."""
    found = list(NOTATION_RE.finditer(APOSTROPHE_RE.sub("'", text)))  # the same length: the places hold
    # each token: its text, start, end, whether its clause ends after it (CLAUSE_END_RE, the end),
    # whether a colon alone follows it (FIELD_SEP_RE), and whether only a gap between calls does (CALL_GAP_RE)
    toks = [(m.group(), m.start(), m.end(), k + 1 == len(found) or bool(CLAUSE_END_RE.search(text, m.end(), found[k + 1].start())),
             k + 1 < len(found) and bool(FIELD_SEP_RE.fullmatch(text, m.end(), found[k + 1].start())),
             k + 1 < len(found) and bool(CALL_GAP_RE.fullmatch(text, m.end(), found[k + 1].start())))
            for k, m in enumerate(found)]
    lang = 1 if _lang_of(text) == "ru" else 0
    out, readings, bids, calls, last, i = [], [], [], [], 0, 0
    while i < len(toks):
        n, read, score = _notation_at(toks, i, numbers, lang)
        if n:
            rank = _bid_rank(toks, i, numbers)
            if rank is not None:  # a bid of the auction told, or (None) a contract, a bid above seven
                call = read == BID[lang] and not (i and fold(toks[i - 1][0]).startswith(CONTRACT_STEMS))
                bids.append((i, rank if call else None, len(readings), i + n))
                calls += [(i, i + n - 1, 0, len(readings))] if call else []
            elif n == 1 and read in (DOUBLE[lang], REDOUBLE[lang]) and _after_call(toks, i):
                calls.append((i, i, AUCTION_DOUBLES[fold(toks[i][0])], len(readings)))
            start, end = toks[i][1], toks[i + n - 1][2]
            out += [text[last:start], _apart(text, start, end, read)]
            readings.append(Reading(text[start:end], read, "notation", score))
            last, i = end, i + n
        else:
            calls += [(i, i, -1, None)] if fold(toks[i][0]) in AUCTION_PASSES else []
            i += 1
    if not readings:
        return text, []
    for k in _insufficient(toks, bids):
        out[2 * k + 1] = out[2 * k + 1].replace(readings[k].read, INSUFFICIENT[lang], 1)
        readings[k] = Reading(readings[k].typed, INSUFFICIENT[lang], "notation")
    for k, doubling in _inadmissible(toks, calls):
        out[2 * k + 1] = out[2 * k + 1].replace(readings[k].read, INADMISSIBLE[lang][doubling], 1)
        readings[k] = Reading(readings[k].typed, INADMISSIBLE[lang][doubling], "notation")
    for k in _after_close(text, toks, calls):
        out[2 * k + 1] = out[2 * k + 1].replace(readings[k].read, AFTER_CLOSE[lang], 1)
        readings[k] = Reading(readings[k].typed, AFTER_CLOSE[lang], "notation")
    # a double typed as the word it is read as ("1♥ double pass double") says nothing new
    return " ".join("".join(out + [text[last:]]).split()), [r for r in readings if fold(r.typed) != r.read]


def _apart(text: str, start: int, end: int, read: str) -> str:
    """``read``, which replaces ``text[start:end]``, with a space on a side where a letter or a
    digit touches it ("1nt-p": the dash is the notation's, the "p" is not), and after a suit's
    sign read before it ("♠♥": two words, not one word "spadeshearts")."""
    before = " " if start and (WORD_CHAR_RE.match(text[start - 1]) or text[start - 1] in SUITS) else ""
    return before + read + (" " if end < len(text) and WORD_CHAR_RE.match(text[end]) else "")


def _insufficient(toks, bids) -> list[int]:
    """Which of ``bids`` (token, rank or None when it is no call of the auction, its reading, the
    token after it) is no higher than the call before it: the later one, or the one told first
    when a word just before the later one says it came second ("7♥ over 7NT", «7♥ после 7БК»),
    two words a little before it say it came first ("1♥, but before that 2♣"), or a clause opening
    a little before the one told first says that one came later ("Before I bid 1♥, LHO bid 2♣")."""
    found, before, since, last = [], None, 0, 0  # since: where the words before ``before`` begin
    for i, rank, k, end in bids:
        if rank is not None and before is not None:
            if _said_after(toks, before[3], i) \
                    or _said_near(toks, before[3], i, BEFORE_PHRASES, BEFORE_REACH) \
                    or _said_near(toks, since, before[0], BEFORE_CLAUSES, CLAUSE_REACH):
                if before[1] <= rank:
                    found.append(before[2])
            elif rank <= before[1]:
                found.append(k)
        before, since, last = (None if rank is None else (i, rank, k, end)), last, end
    return found


def _is_call(toks, k: int) -> bool:
    """Whether token ``k`` ends a call of an auction typed call by call: a bid ("1h", or the sign
    or word after its level: "1♥", "1 heart"), a pass, a double."""
    word = fold(toks[k][0])
    return bool(BID_RE.fullmatch(word)) or word in AUCTION_PASSES or word in AUCTION_DOUBLES or (
        word in DENOMINATION_WORDS and k > 0 and toks[k - 1][5] and bool(LEVEL_RE.fullmatch(toks[k - 1][0])))


def _call_before(toks, i: int) -> int | None:
    """The token of the call right before token ``i`` — only dashes, spaces and commas between
    (CALL_GAP_RE) — or None."""
    k = i - 1
    while k >= 0 and toks[k][5] and toks[k][0] in DASHES:
        k -= 1
    return k if k >= 0 and toks[k][5] and _is_call(toks, k) else None


def _after_call(toks, i: int) -> bool:
    """Whether a call stands right before token ``i``, apart from it («1ч к», "1♥ - x", "1♥, x"; not
    «перешёл к 2ч», "a small x", nor «4♥х»: a contract's doubled mark glued to it)."""
    k = _call_before(toks, i)
    return k is not None and (k < i - 1 or toks[k][2] < toks[i][1])  # a dash between, or a space


def _inadmissible(toks, calls) -> list[tuple[int, int]]:
    """(reading, 1 double or 2 redouble) of each double or redouble in ``calls`` (its first and
    last token, 0 a bid, -1 a pass, 1 a double, 2 a redouble, its reading) that its auction does
    not allow (INADMISSIBLE); the auction is a run of calls with only dashes and commas between."""
    found, run = [], []
    for call in calls:
        joined = run and _call_before(toks, call[0]) == run[-1][1]
        run = run + [call] if joined else [call]
        kind = call[2]
        if kind < 1:
            continue
        before = next((p for p in range(len(run) - 2, -1, -1) if run[p][2] != -1), None)
        if before is None:
            continue  # the auction typed from its middle: what it doubles is not told
        partner = (len(run) - 1 - before) % 2 == 0  # the call it answers was its own side's
        if partner or run[before][2] != kind - 1:  # a double answers a bid, a redouble a double
            found.append((call[3], kind))
    return found


def _closed(run) -> bool:
    """Whether an auction typed call by call (its calls' kinds: 0 a bid, -1 a pass, 1 a double, 2 a
    redouble) has closed: three passes after a call, or four passes from its start."""
    kinds = [call[2] for call in run]
    return len(kinds) >= 4 and kinds[-3:] == [-1, -1, -1] and (any(k >= 0 for k in kinds[:-3]) or kinds[:4] == [-1] * 4)


def _after_close(text: str, toks, calls) -> list[int]:
    """The readings of the bids told after an auction typed call by call has closed (``_closed``):
    in its run of calls, or later in the sentence that typed it ("1♠ p 2♠ p 4♠ p p p — then East
    says 5♣", «1♥ пас пас пас, и тут 2♣»: a call after the final pass). ``calls`` as
    ``_inadmissible`` reads them."""
    found, run, closed = [], [], None  # closed: the last token of the last run that closed
    for call in calls:
        joined = bool(run) and _call_before(toks, call[0]) == run[-1][1]
        if joined and _closed(run) or not joined and closed is not None and not SENTENCE_END_RE.search(
                text, toks[closed][2], toks[call[0]][1]):
            if call[2] == 0:
                found.append(call[3])
        run = run + [call] if joined else [call]
        if _closed(run):
            closed = call[1]
    return found


def _said_after(toks, start: int, i: int) -> bool:
    """Whether "over", "after" or «после» (AFTER_PHRASES) says that the bid told before, whose words
    end before token ``start``, came after the bid at token ``i``: at most AFTER_REACH words before
    it, or only words saying whose bid it is and that it was made (POSSESSIVES, AFTER_TELLERS), and
    in the bid before's clause (CLAUSE_JOINS)."""
    def whose(t) -> bool:
        return fold(t[0]) in POSSESSIVES or fold(t[0]) in AFTER_TELLERS or fold(t[0]).endswith("'s")

    for phrase in AFTER_PHRASES:
        for p in range(start, i - len(phrase) + 1):
            if tuple(fold(t[0]) for t in toks[p:p + len(phrase)]) != phrase:
                continue
            between = toks[p + len(phrase):i]
            if (len(between) <= AFTER_REACH or all(whose(t) for t in between)) \
                    and not any(t[3] for t in toks[start - 1:p]) \
                    and not any(fold(t[0]) in CLAUSE_JOINS for t in toks[start:p]):
                return True
    return False


def _said_near(toks, start: int, i: int, phrases, reach: int) -> bool:
    """Whether one of ``phrases`` (each a tuple of folded words) stands between token ``start`` and
    the bid at token ``i``, with at most ``reach`` tokens between it and the bid."""
    for phrase in phrases:
        words = [fold(t[0]) for t in toks[max(start, i - reach - len(phrase)):i]]
        if any(tuple(words[k:k + len(phrase)]) == phrase for k in range(len(words) - len(phrase) + 1)):
            return True
    return False


def _vulnerability(toks, k: int) -> bool | None:
    """Whether the words from token ``k`` (after a result) say declarer's side is vulnerable
    (VULNERABLE_WORDS), is not, or None when they say neither."""
    return _vulnerability_span(toks, k)[0]


def _vulnerability_span(toks, k: int) -> tuple[bool | None, int]:
    """``_vulnerability`` and how many tokens from ``k`` its phrase takes (0: none; the word that
    says whose, VULNERABLE_WHOSE, not among them)."""
    kept = []  # the tokens read, in the clause ("3NT-1 nv, all passed": whose is not told; "Vul: None" is),
    for m in range(k, min(k + 6, len(toks))):  # "non-vul"'s hyphen left out
        kept += [m] if toks[m][0] not in RESULT_SIGNS else []
        if toks[m][3] and not toks[m][4]:
            break
    words = tuple(fold(toks[m][0]) for m in kept)
    for said in (False, True):
        phrase = max((p for p in VULNERABLE_WORDS[said] if words[:len(p)] == p), key=len, default=None)
        if phrase:
            whose = words[len(phrase)] if len(words) > len(phrase) else ""
            return next((w for w, after in VULNERABLE_WHOSE.items() if whose in after), said), kept[len(phrase) - 1] + 1 - k
    return None, 0


def _contract(level: int, denomination: str, doubling: int, delta: int | None) -> str | None:
    """A contract and its result as a scoresheet writes them ("4SX-2", "3NT="), or None when the
    result is not known ("went down") or beyond the tricks there are."""
    if delta is None or not -(level + BOOK) <= delta <= MAX_LEVEL - level:
        return None
    return f"{level}{STRAIN_LETTERS[denomination]}{'X' * doubling}" + ("=" if not delta else f"{delta:+d}")


def _notation_at(toks, i: int, numbers: dict, lang: int) -> tuple[int, str, tuple[str, bool | None] | None]:
    """(tokens read, their words, the score or None) for the notation starting at token ``i``; (0,
    "", None) for none. The score: the contract and result as a scoresheet writes them, and whether
    declarer was vulnerable, as the words right after the result say or else those before it (None:
    not said)."""
    word = fold(toks[i][0])
    after = fold(toks[i + 1][0]) if i + 1 < len(toks) else ""
    bid = BID_RE.fullmatch(word) or SCORESHEET_RE.fullmatch(word)
    if bid and bid.group(2) == DOUBLED_SPADES and _result(toks, i + 1, numbers, int(bid.group(1)))[0]:
        bid = SCORESHEET_RE.fullmatch(word)  # «4пк -2»: doubled; «1пк» alone a bid
    level = _number(word, numbers)
    found = (1, int(bid.group(1)), DENOMINATION_WORDS[bid.group(2)]) if bid else None
    named, span = _denomination_at(toks, i + 1) if not found and level and 1 <= level <= MAX_BID and not toks[i][3] \
        else (None, 0)
    if named:  # "4 spades", "3 no trump"; not "Board 3: no trump"
        found = (1 + span, level, named)
    if found:
        n, level, denomination = found
        _, _, verb, said_before = _lead_in(toks, i + n)  # the words between the bid and a result
        opened = i and not toks[i - 1][3] and fold(toks[i - 1][0]) in OPENING_VERBS and verb is None
        more, doubling, delta = _result(toks, i + n, numbers, level) if level <= MAX_LEVEL and not opened else (0, 0, None)
        if bid and bid.re is SCORESHEET_RE:  # the doubled mark on the bid: a contract only with its result
            if not more:
                return 0, "", None
            doubling = max(doubling, _doubling(bid.group(3)))
        if named and more and fold(toks[i + 1][0]) == DOUBLED_SPADES:  # «4 пк -2» as «4пк -2» (and `score`)
            doubling = max(doubling, 1)
        if more:  # a contract with its result asks for its score, not about a call of the auction
            contract = _contract(level, denomination, doubling, delta)
            after = _vulnerability(toks, i + n + more)  # said after the result, or before it
            return n + more, (f"{DOUBLE[lang]} " if doubling else "") + SCORING[lang], \
                (contract, said_before if after is None else after) if contract else None
        return n, _bid(level, denomination, lang), None
    if word in SUITS and after in RANKS_AFTER_SUIT or word in RANKS and after in SUITS and after:
        return 2, CARD[lang], None
    low, high, right = CARD_COUNT
    cards = after in CARD_WORDS or after.startswith(CARD_STEM)
    if level and low <= level <= high and level != right and cards:
        return 2, WRONG_COUNT, None
    low, high, right = TRICK_COUNT
    if level and low <= level <= high and level != right and cards and _near_trick(toks, i):
        return 2, DEFECTIVE[lang], None
    if word in AUCTION_DOUBLES and _after_call(toks, i) and not (
            word in PREPOSITIONS and i + 1 < len(toks) and _bid_rank(toks, i + 1, numbers) is not None):
        return 1, (DOUBLE, REDOUBLE)[AUCTION_DOUBLES[word] - 1][lang], None
    short = word[:-2] if word.endswith("'s") else word  # "rho's"
    if short in ABBREVIATIONS and not (short == "x" and i and fold(toks[i - 1][0]) in SMALL_CARD) and not (
            short in ("x", "xx") and i and HOLDING_RE.match(fold(toks[i - 1][0]))):
        return 1, ABBREVIATIONS[short], None
    if short in CAPITALS and toks[i][0][:len(short)].isupper() and any(t[0] != t[0].upper() for t in toks):
        return 1, CAPITALS[short], None  # not in a message typed all in capitals: there they say nothing
    if word in SUITS:
        return 1, DENOMINATIONS[DENOMINATION_WORDS[word]][lang], None
    return 0, "", None


def _near_trick(toks, i: int) -> bool:
    """Whether a word for a trick stands at most ``TRICK_NEAR`` words before the count at token
    ``i`` or after its word for cards (at ``i + 1``)."""
    near = toks[max(0, i - TRICK_NEAR):i] + toks[i + 2:i + 2 + TRICK_NEAR]
    return any(fold(t[0]) in TRICK_WORDS or fold(t[0]).startswith(TRICK_STEM) for t in near)


def _bid_rank(toks, i: int, numbers: dict) -> int | None:
    """The rank of the bid at token ``i`` (five a level, its denomination upwards), or None."""
    word = fold(toks[i][0])
    bid = BID_RE.fullmatch(word)
    if bid:
        level, denomination = int(bid.group(1)), DENOMINATION_WORDS[bid.group(2)]
    else:
        level = _number(word, numbers)
        denomination = _denomination_at(toks, i + 1)[0] if level and 1 <= level <= MAX_BID and not toks[i][3] else None
        if not denomination:
            return None
    return level * len(DENOMINATION_ORDER) + DENOMINATION_ORDER.index(denomination)


def _result(toks, j: int, numbers: dict, level: int) -> tuple[int, int, int | None]:
    """How many tokens from ``j`` say the result of a contract of ``level`` (doubled or not; a verb
    or not; made, over, under and its count, or the count then "down"), or 0 when they say none;
    its doubling (0, 1 doubled, 2 redoubled); the tricks over (+) or under (−) the contract, or
    None when not told ("went down")."""
    n, doubling, delta = _said_result(toks, j, numbers, level)
    k = j + n
    while n and k < len(toks) and fold(toks[k][0]) in DOUBLED_AFTER:  # "went two down doubled"
        k, doubling = k + 1, max(doubling, _doubling(toks[k][0]))
    return k - j, doubling, delta


def _doubling(word: str) -> int:
    """2 for a redoubled mark, else 1."""
    return 2 if fold(word) in REDOUBLED else 1


def _said_result(toks, j: int, numbers: dict, level: int) -> tuple[int, int, int | None]:
    """``_result`` but a doubled mark after it."""
    start = j
    j, doubling, verb, _ = _lead_in(toks, j)  # read with the result, or nothing is
    if j >= len(toks):
        return 0, 0, None
    if fold(toks[j][0]) == EXTRA_WITH:  # «с лишней», «с двумя лишними»
        count, n = _count(toks, j + 1, numbers)
        k = j + 1 + n
        after = fold(toks[k + 1][0]) if k + 1 < len(toks) else ""
        extra = k < len(toks) and fold(toks[k][0]).startswith(EXTRA_STEM) and not after.startswith(NOT_TRICKS)
        over = 1 if count is None else count
        return (k + 1 - start, doubling, over) if extra and 1 <= over <= 7 - level else (0, 0, None)
    if fold(toks[j][0]) not in RESULTS:
        count, n = _count(toks, j, numbers)
        if count is None or j + n >= len(toks) or fold(toks[j + n][0]) not in RESULT_AFTER_COUNT \
                or not 1 <= count <= level + BOOK:
            return 0, 0, None
        return j + n + 1 - start, doubling, -count
    word = fold(toks[j][0])
    j += 1
    count, n = _count(toks, j, numbers)
    if count is None:  # a sign, «без», «плюс», «минус», and any word after a verb, says a result only with its count
        counted = word in RESULT_SIGNS or word in RESULT_COUNTED or verb and not (word in RESULT_EXACT and verb in PLAY_VERBS)
        ends = toks[j - 1][3] or toks[j - 1][1] == toks[j - 2][2] or fold(toks[j][0]) in DOUBLED_AFTER \
            or _vulnerability_span(toks, j)[1]
        if counted or not ends or word in RESULT_EXACT and _a_time(toks, j, numbers):
            return 0, 0, None
        return j - start, doubling, None if word in RESULT_UNDER else 0  # "went down": by how many untold
    low, high = (1, level + BOOK) if word in RESULT_UNDER else (1, 7 - level) if word in RESULT_OVER else (0, TRICKS)
    after = fold(toks[j + n][0]) if j + n < len(toks) else ""
    if not low <= count <= high or _denomination_at(toks, j + n)[0] or after.startswith(NOT_TRICKS) \
            or word in RESULT_SIGNS and _auction_goes_on(toks, j + n, numbers):
        return 0, 0, None  # the level of the next bid («3♠ без 4♥»), no count of tricks, or an auction
    delta = _delta(word, count, level)
    if delta == 0 and word not in RESULT_SIGNS and after in RESULT_OVER:  # "made 4+1": the level made, then over it
        over, m = _said_over(toks, j + n, numbers, level)
        if m:
            return j + n + m - start, doubling, over
    return j + n - start, doubling, delta


def _said_over(toks, k: int, numbers: dict, level: int) -> tuple[int | None, int]:
    """The tricks over a contract of ``level`` that a sign of RESULT_OVER at token ``k`` and its
    count say after the level made ("made 4+1", «сделал 4 плюс 1»), and how many tokens they take;
    (None, 0) for none: no count, one beyond the grand slam, or a count of something else."""
    count, n = _count(toks, k + 1, numbers)
    after = fold(toks[k + 1 + n][0]) if k + 1 + n < len(toks) else ""
    if count is None or not 1 <= count <= 7 - level or _denomination_at(toks, k + 1 + n)[0] \
            or after.startswith(NOT_TRICKS) or _auction_goes_on(toks, k + 1 + n, numbers):
        return None, 0
    return count, 1 + n


def _auction_goes_on(toks, k: int, numbers: dict) -> bool:
    """Whether token ``k`` is a dash with a call after it (DASHES, AUCTION_PASSES, a bid)."""
    return k + 1 < len(toks) and fold(toks[k][0]) in DASHES and (
        fold(toks[k + 1][0]) in AUCTION_PASSES or _bid_rank(toks, k + 1, numbers) is not None)


def _delta(word: str, count: int, level: int) -> int | None:
    """The tricks over (+) or under (−) a contract of ``level`` that a result's ``word`` with its
    ``count`` says: made with a count is the level made up to six ("making 5"), the tricks taken
    from eight ("made 11"); seven is either below a grand slam ("1♠ made 7"), so not told."""
    if word in RESULT_UNDER or word in RESULT_OVER:
        return -count if word in RESULT_UNDER else count
    if count > MAX_LEVEL:
        return count - BOOK - level
    return count - level if level <= count < MAX_LEVEL or count == level == MAX_LEVEL else None


def _a_time(toks, j: int, numbers: dict) -> bool:
    """Whether a time is told from token ``j`` («через минуту», «в 10 вечера»)."""
    word = fold(toks[j][0]) if j < len(toks) else ""
    return word in EXACT_TIME or word in EXACT_AT and _count(toks, j + 1, numbers)[0] is not None


def _lead_in(toks, j: int) -> tuple[int, int, str | None, bool | None]:
    """Where the words between a contract at token ``j`` and its result end: its doubled mark,
    declarer's seat, the vulnerability ("4♠x vul -2", «3бк в зоне без одной») and up to
    ``RESULT_CLAUSES`` verbs, each with "and" before it, its auxiliaries and «бы» ("doubled and
    went", "was doubled and went", "would have gone", «с контрой и сели бы»; auxiliaries alone before
    a word of RESULTS: "would have made 10"; "and" alone after the mark or a verb: "doubled and made",
    the result its own verb); its doubling (0, 1, 2), the last verb (folded) or None, and the
    vulnerability said there (``_vulnerability``)."""
    def at(k: int) -> str:
        return fold(toks[k][0]) if k < len(toks) else ""

    def marks(k: int) -> int:
        while at(k) in DOUBLED or at(k) == DOUBLED_FILLER and at(k + 1) in DOUBLED:
            k += 1
        return k

    def seat(k: int) -> int:  # after declarer's seat ("4♠ by S doubled -2", "4♠ N/S -1"), or k
        m = k + (at(k) in SEAT_BY and at(k + 1) in SEATS)
        n = m + (at(m) in SEATS) + (at(m) in SEATS and at(m + 1) in SEATS)
        return n if n > m else k

    k = marks(j)
    doubling = max((_doubling(t[0]) for t in toks[j:k]), default=0)
    k = seat(k)
    vulnerable, span = _vulnerability_span(toks, k)  # "4♠x vul -2", "1NT doubled vulnerable down 3"
    k = seat(k + span) if span else k  # "4♠ vul by N -1"
    j = marks(k)  # then maybe a doubled mark
    doubling = max([doubling, *(_doubling(t[0]) for t in toks[k:j])])
    verb = None
    for _ in range(RESULT_CLAUSES):
        k = j + (at(j) in RESULT_AND)
        aux = 0
        while aux < RESULT_AUX_REACH and at(k + aux) in RESULT_AUX:
            aux += 1
        if at(k + aux) not in RESULT_VERBS:
            if aux and at(k + aux) in RESULTS:  # "would have made 10": the auxiliary is the verb
                verb, j = at(k + aux - 1), k + aux
            elif k > j and not aux and (doubling or verb):  # "doubled and made", "was doubled and 2 down"
                verb, j = None, k
            break
        verb, k = at(k + aux), k + aux + 1
        k += at(k) in RESULT_MOOD
        j = marks(k)
        doubling = max([doubling, *(_doubling(t[0]) for t in toks[k:j])])
    return j, doubling, verb, vulnerable


def _count(toks, j: int, numbers: dict) -> tuple[int | None, int]:
    """The count at token ``j`` («2», «2х», «2-х», «двух») and how many tokens it takes; (None, 0)
    for none."""
    if j >= len(toks):
        return None, 0
    word = fold(toks[j][0])
    digits = re.fullmatch(r"([0-9]+)(.*)", word)
    if digits and digits.group(2) in ("", *COUNT_ENDINGS):
        count = _number(digits.group(1), numbers)
        glued = (not digits.group(2) and j + 2 < len(toks) and toks[j + 1][0] in DASHES
                 and toks[j][2] == toks[j + 1][1] and toks[j + 1][2] == toks[j + 2][1])
        if glued and fold(toks[j + 2][0])[:1].isdigit():  # "= 12-14", "- 5-10": a range of points, not a count
            return None, 0
        hyphen = glued and toks[j + 1][0] in HYPHENS and fold(toks[j + 2][0]) in COUNT_ENDINGS
        return (count, 3 if hyphen else 1) if count is not None else (None, 0)
    count = _number(word, numbers)
    return (count, 1) if count is not None else (None, 0)


def _bid(level: int, denomination: str, lang: int) -> str:
    """A bid of eight or nine is the glossary's "bid of more than seven"; a lower one is a bid,
    whichever it is: its level and suit decide no law (a question of scoring says so after it)."""
    return OVER_SEVEN if level > MAX_LEVEL else BID[lang]


def _number(word: str, numbers: dict) -> int | None:
    if word.isdigit():
        return int(word) if len(word) <= NUMBER_DIGITS else None
    return numbers.get(word)


def _denomination(word: str) -> str | None:
    if len(word) > 1 or word in SUITS:  # a lone letter after a number is no bid ("4 c")
        found = DENOMINATION_WORDS.get(word)
        if found:
            return found
    return next((d for stem, d in DENOMINATION_STEMS.items() if word.startswith(stem)), None)


def _denomination_at(toks, k: int) -> tuple[str | None, int]:
    """The denomination written from token ``k`` (a word or a sign, ``_denomination``, or
    DENOMINATION_PHRASES) and how many tokens it takes; (None, 0) for none."""
    if k >= len(toks):
        return None, 0
    found = _denomination(fold(toks[k][0]))
    if found:
        return found, 1
    words = tuple(fold(t[0]) for t in toks[k:k + 3])
    return next(((d, len(p)) for p, d in DENOMINATION_PHRASES if words[:len(p)] == p), (None, 0))


def latin_terms(form: str) -> tuple[str, ...] | None:
    """An English word's terms (``analysis.word_terms`` for a folded Latin word: its stem, and
    its number if it is a number word); None for any other word."""
    from ..text.numerals import EN_NUMBERS

    if not re.fullmatch(ENGLISH_FORM, form):
        return None
    stem, number = en_stem(form), EN_NUMBERS.get(form)
    return (stem,) if number is None or str(number) == stem else (stem, str(number))


def translit(word: str) -> str | None:
    """A Latin word as the Russian word it spells ("zayavka" → «заявка»); None if not Latin."""
    if not re.fullmatch(r"[a-z']+", word):
        return None
    end = next((cyr for latin, cyr in TRANSLIT_END if word.endswith(latin)), "")
    if end:
        word = word[:-2]
    out, i = [], 0
    while i < len(word):
        for latin, cyr in TRANSLIT:
            if word.startswith(latin, i):
                out.append(cyr)
                i += len(latin)
                break
        else:
            return None
    return "".join(out) + end


VOWELS = "aeiouyаеиоуыэюя"  # (folded: «ё» is «е»)
SPLIT_PART = 3  # the shortest word a word typed run together is read as holding («штрафнаякарта»)
SPLIT_NEAR = 8  # … and the shortest read as the nearest word: «десят» in «шестьдесят» is no «десяти»
SPLIT_MOST = 40  # … and the longest (no two words of a name run to more; a split costs the square of its length)


class QueryReader:
    """How a query's words become terms, and what a word that matches nothing was meant to be.

    ``forms``: folded form → its terms, for every word of the index whose terms are not itself
    (the browser's form table); ``numbers``: number words (``numerals.query_forms``);
    ``vocab``: the index's folded words (3 letters or more, no digits), or a function giving them;
    ``known(term)``: whether any unit has the term (or a glossary name does); ``named(words)``:
    whether the words are a glossary name."""

    def __init__(self, forms: dict, numbers: dict, vocab, known, named=None):
        self.forms, self.numbers, self.known = forms, numbers, known
        # named(words): whether the words are one of the glossary's names (plan.Glossary): a word
        # typed run together or with a doubled consonant is read only as the table's vocabulary
        self.named = named or (lambda words: True)
        self._vocab_of = vocab if callable(vocab) else (lambda: vocab)
        self._vocab: list[str] | None = None
        self._terms: dict[str, tuple[str, ...]] = {}
        self._corrector: spelling.Corrector | None = None

    @property
    def vocab(self) -> list[str]:
        """The index's words, sorted (read when first needed: most queries never do)."""
        if self._vocab is None:
            self._vocab = sorted(set(self._vocab_of()))
        return self._vocab

    def terms(self, word: str) -> tuple[str, ...]:
        folded = fold(word)
        found = self._terms.get(folded)
        if found is None:
            found = self._terms[folded] = self._word_terms(folded)
        return found

    def _word_terms(self, f: str, guessing: bool = True) -> tuple[str, ...]:
        if f in self.forms:
            return tuple(self.forms[f].split(" "))
        latin = latin_terms(f)
        if latin:
            return latin
        if f in self.numbers:  # a number's form the index lacks: «восьмого»
            return (f, str(self.numbers[f]))
        if self.known(f):
            return (f,)
        if f[:1].isdigit():
            from ..text.numerals import number_of

            n = number_of(f)
            return (str(n),) if n is not None else (f,)
        return self.guess(f) if guessing and CYRILLIC_RE.search(f) else (f,)

    def guess(self, form: str) -> tuple[str, ...]:
        """The terms of the index's forms of ``form``'s stem («недобранных» → those of
        «недобранные»): the longest ending that leaves a stem of 3 letters cut off, then every
        word of the index that starts with the stem and is at most 4 letters longer."""
        end = next((e for e in RU_ENDINGS if form.endswith(e) and len(form) - len(e) >= GUESS_MIN_STEM), "")
        stem = form[:len(form) - len(end)]
        if len(stem) < GUESS_MIN_STEM:
            return ()
        from bisect import bisect_left

        out: dict[str, None] = {}
        for w in self.vocab[bisect_left(self.vocab, stem):]:
            if not w.startswith(stem):
                break
            if len(w) <= len(stem) + GUESS_MAX_EXTRA:
                out.update(dict.fromkeys(self._word_terms(w, guessing=False)))  # a word of the index: no guess
        return tuple(out)

    def matches(self, word: str) -> bool:
        return any(self.known(t) for t in self.terms(word))

    @property
    def corrector(self) -> spelling.Corrector:
        if self._corrector is None:
            self._corrector = spelling.Corrector(self.vocab, self.terms)
        return self._corrector

    def read_words(self, words) -> list[Reading | None]:
        """``read_word`` for each word; a Latin word is read as Russian typed in Latin letters
        when no Latin word of the query is an English word of the index ("zayavka
        nedostatochnaya"), or when more of its Latin words spell Russian words of the index than
        are English words of it ("claim razygryvayushchego ne prinyali": one English, two Russian).
        Not "the same moment": two English words of the index, none spelling a Russian one beside
        them. Words of one or two letters ("s", "so") are too short to tell."""
        latin = [fold(w) for w in words if re.fullmatch(LATIN_WORD, w) and fold(w) not in STOP_WORDS]
        english = [w for w in latin if self.matches(w)]
        spelt = sum(1 for w in latin if w not in english and (cyr := translit(w)) and self.matches(cyr))
        long_english = sum(1 for w in english if len(w) >= TELLING_LENGTH)
        russian = not long_english or spelt > long_english
        return [self.read_word(w, russian) for w in words]

    def spells(self, word: str) -> bool:
        """Whether ``word`` is itself a word of the index (its form, not a guess from its stem:
        «затя» only starts «затяжка»)."""
        return any(self.known(t) for t in self._word_terms(fold(word), guessing=False))

    def _exactly(self, word: str, folded: str, translit_ok: bool) -> Reading | None:
        """A short word read as the word of the index it spells in the other layout or in Latin
        letters, exactly; None for a function word or no word."""
        from .layout import swap

        swapped = swap(folded)
        if swapped and fold(swapped).isalpha() and fold(swapped) not in STOP_WORDS and self.spells(swapped):
            return Reading(word, fold(swapped), "layout")
        cyr = translit(folded) if translit_ok else None
        return Reading(word, cyr, "translit") if cyr and cyr not in STOP_WORDS and self.spells(cyr) else None

    def _undoubled(self, folded: str) -> str | None:
        """The glossary's name ``folded`` spells with one of its doubled consonants typed once
        («пасс» → «пас», "bidd" → "bid"; not a doubled vowel, "teen" is no "ten"; nor a word the
        glossary does not name: "putt", "Kidd", «тонн»), or None."""
        for k in range(1, len(folded)):
            once = folded[:k] + folded[k + 1:]
            if folded[k] == folded[k - 1] and folded[k] not in VOWELS and once not in STOP_WORDS \
                    and self.spells(once) and self.named([once]):
                return once
        return None

    def read_word(self, word: str, translit_ok: bool = True) -> Reading | None:
        """What a word that matches nothing was meant to be: the other keyboard layout, a
        transliteration (when ``translit_ok``), the nearest word of the index; None when it
        matches, is a function word, a number, too short, or nothing is near enough."""
        from .layout import swap

        folded = fold(word)
        if len(folded) < TELLING_LENGTH or folded in STOP_WORDS or not folded.isalpha() or self.matches(word):
            return None
        if len(folded) < spelling.MIN_LENGTH:  # a short word ("pas", "gfc", "piki") is read as a word of the
            exact = self._exactly(word, folded, translit_ok)  # index it spells exactly; one of four letters
            if exact or len(folded) < spelling.SHORT_LENGTH:  # may be one it left a letter out of ("dumy")
                return exact
            once = self._undoubled(folded)  # … or one with a letter typed twice («пасс»)
            if once:
                return Reading(word, once, "spelling")
            near = self.corrector.nearest(folded)
            return Reading(word, near, "spelling") if near else None
        swapped = swap(folded)
        if swapped and fold(swapped).isalpha() and self.matches(swapped):
            return Reading(word, fold(swapped), "layout")
        cyr = translit(folded) if translit_ok else None
        if cyr and self.matches(cyr):
            return Reading(word, cyr, "translit")
        near = self.corrector.nearest(folded)
        if near:
            return Reading(word, near, "spelling")
        near = self.corrector.nearest(cyr) if cyr else None
        return Reading(word, near, "translit") if near else self.split(word, folded)

    def split(self, word: str, folded: str) -> Reading | None:
        """Two words typed run together («штрафнаякарта», "penaltycard"), read as the glossary's
        name they are: both spelt exactly, the most even split first; else one spelt exactly and
        the other its nearest word; None when no split is a name ("password", "Lawson",
        «противоправный» are words of their own)."""
        if not 2 * SPLIT_PART <= len(folded) <= SPLIT_MOST:
            return None
        cuts = sorted(range(SPLIT_PART, len(folded) - SPLIT_PART + 1), key=lambda i: (abs(len(folded) - 2 * i), i))
        halves = [(folded[:i], folded[i:]) for i in cuts]
        halves = [(a, b) for a, b in halves if a not in STOP_WORDS and b not in STOP_WORDS]
        for a, b in halves:
            if self.spells(a) and self.spells(b) and self.named([a, b]):
                return Reading(word, f"{a} {b}", "split")
        for a, b in halves:
            near_a = self.spells(b) and len(a) >= SPLIT_NEAR and self.corrector.nearest(a)
            near_b = not near_a and self.spells(a) and len(b) >= SPLIT_NEAR and self.corrector.nearest(b)
            if (near_a or near_b) and self.named([near_a or a, near_b or b]):
                return Reading(word, f"{near_a or a} {near_b or b}", "split")
        return None
