"""The laws of blind trial 45. Every sentence below is invented for this trial, written in the
manner of a law; only law numbers and plausible titles are borrowed. Each unit: ref (canonical),
the marker as printed, title, text ({fn:*} marks a note's place)."""
import re
from pathlib import Path

import yaml

DEV = str(Path(__file__).resolve().parents[1] / "dev")


class U:
    def __init__(self, ref, mark, title=None, text=None, n=7):
        self.ref, self.mark, self.title, self.text, self.n = ref, mark, title, text, n

    def __repr__(self):
        return f"U({self.ref})"


FN = re.compile(r"\{fn:[^}]*\}")


def seen(text):
    """The text a reader sees: no note tokens."""
    if text is None:
        return None
    return re.sub(r"\s+", " ", FN.sub("", text)).strip()


def by_ref(units):
    return {u.ref: u for u in units}


# ---------------------------------------------------------------- 1. Law 79, English, 2007 (pptx)
L79 = [
    U("79", "Law 79", "Tricks Won"),
    U("79A", "A.", "Agreement on Tricks Won",
      "The number of tricks won by each side is agreed before either side takes a card from the "
      "next board, and the agreed number is entered on the scoring record by North."),
    U("79B", "B.", "Disagreement on Tricks Won",
      "Where the sides cannot agree on the number of tricks won, either of them may summon the "
      "Director before the round ends."),
    U("79B1", "1.", None,
      "The Director hears each player apart from the others and examines the played cards while "
      "they still lie in the order of play."),
    U("79B2", "2.", None,
      "Where the cards have been mixed, he decides on the balance of probabilities, taking "
      "account of:"),
    U("79B2(A)", "(a)", None, "the statements of the four players;"),
    U("79B2(B)", "(b)", None,
      "any written record kept by dummy or by a defender during the play; and"),
    U("79B2(C)", "(c)", None,
      "the results obtained at other tables where the same contract was played."),
    U("79B3", "3.", None,
      "A decision made under this section stands unless it is varied on appeal."),
    U("79C", "C.", "Error in Score"),
    U("79C1", "1.", None,
      "An error in recording or computing an agreed score may be corrected until the correction "
      "period fixed by the Tournament Organizer has expired."),
    U("79C2", "2.", None,
      "After that period a correction is made only where the Director is satisfied that every "
      "contestant affected would accept it as plainly right."),
]

# ---------------------------------------------------------------- 2. Правила 91-92, Russian, 1987 (xlsx)
L9192 = [
    U("91", "91", "НАКАЗАНИЕ И ДИСКВАЛИФИКАЦИЯ"),
    U("91A", "А", "Право судьи налагать наказание",
      "Для поддержания порядка в зале судья вправе назначить штраф или иное наказание за любое "
      "нарушение порядка и дисциплины."),
    U("91B", "Б", "Право на дисквалификацию",
      "Судья вправе отстранить участника от дальнейшей игры в соревновании за грубое или "
      "повторное нарушение; решение об этом он сообщает организатору в тот же день."),
    U("92", "92", "ПРАВО НА АПЕЛЛЯЦИЮ"),
    U("92A", "А", "Право участника на апелляцию",
      "Участник или его капитан вправе обжаловать любое решение судьи, принятое за его столом."),
    # the text of 92B is kept in two rows of the sheet: the second row has no markers
    U("92B", "Б", "Срок подачи апелляции",
      "Апелляция подаётся не позднее чем через тридцать минут после того, как официальные "
      "результаты сессии стали доступны участникам.", n=10),
    U("92C", "В", "Порядок подачи"),
    U("92C1", "1", None,
      "Апелляция подаётся через судью, который без промедления передаёт её в апелляционный "
      "комитет."),
    U("92C2", "2", None, "В апелляции указываются:"),
    U("92C2(A)", "а)", None, "номер сдачи и стол, за которым было принято решение;"),
    U("92C2(B)", "б)", None, "существо возражения и подписи обоих игроков пары."),
    U("92D", "Г", "Согласие партнёров",
      "Апелляция пары рассматривается только при согласии обоих партнёров, апелляция команды — "
      "при согласии её капитана."),
]
SPLIT_92B = ("Апелляция подаётся не позднее чем через тридцать минут после того,",
             "как официальные результаты сессии стали доступны участникам.")

# ---------------------------------------------------------------- 3. Law 78, English, 2017 (ipynb)
L78 = [
    U("78", "Law 78", "Methods of Scoring"),
    U("78A", "A.", "Matchpoint Scoring",
      "Each result on a board is set beside every other result obtained on the same board in the "
      "same direction. A contestant earns two units for each result it beats, one unit for each "
      "it equals, and none for each that beats it."),
    U("78B", "B.", "International Matchpoint Scoring",
      "The difference between the two results of a team match on a board is turned into "
      "international matchpoints."),
    U("78B1", "1.", None,
      "The difference is looked up in the scale the Regulating Authority publishes, and the "
      "value beside it is credited to the team with the better result."),
    U("78B2", "2.", None,
      "Where a difference lies beyond the last step of the published scale, the highest value in "
      "the scale is credited."),
    U("78C", "C.", "Total Point Scoring",
      "In total point scoring the results of all boards played by a contestant are added "
      "together, and the contestant with the largest sum ranks first."),
    U("78D", "D.", "Other Methods"),
    U("78D1", "1.", None,
      "A Regulating Authority may approve a method of scoring other than those above, among them "
      "a conversion of match results into victory points."),
    U("78D2", "2.", None, "A Regulating Authority that approves such a method:"),
    U("78D2(A)", "(a)", None, "publishes it before the first event in which it is used; and"),
    U("78D2(B)", "(b)", None, "states how ties and fractional scores are to be treated."),
]

# ---------------------------------------------------------------- 4. Закон 75, Russian, 2017 (Telegram JSON)
L75 = [
    U("75", "Закон 75", "Ошибочное объяснение или ошибочная заявка"),
    U("75A", "А.", "Неверное объяснение",
      "Если партнёр объяснил заявку иначе, чем договорилась пара, нарушение состоит в "
      "объяснении, а не в самой заявке, и соперники вправе получить исправление согласно "
      "Закону 21Б."),
    U("75B", "Б.", "Неверная заявка",
      "Если объяснение отвечает соглашению пары, а заявка ему не отвечает, соперники не "
      "получают исправления за одно лишь расхождение."),
    U("75B1", "1.", None,
      "Игрок, сделавший ошибочную заявку, не поправляет объяснения партнёра, пока торговля не "
      "закончена."),
    U("75B2", "2.", None, "После последнего паса он вызывает судью и:"),
    U("75B2(A)", "а)", None,
      "если его сторона будет разыгрывать — сообщает об ошибке до первого хода;"),
    U("75B2(B)", "б)", None,
      "если его сторона будет защищаться — сообщает о ней после окончания розыгрыша."),
    U("75C", "В.", "Установление соглашения",
      "Судья считает ошибочным объяснение, пока не получит убедительных доказательств "
      "обратного. Такими доказательствами могут быть:"),
    U("75C1", "1.", None, "конвенционная карта пары, заполненная до начала сессии;"),
    U("75C2", "2.", None, "записи системы, которые пара представит судье по его просьбе."),
]

# ---------------------------------------------------------------- 5. Law 15, English, 1997 (RSS)
L15 = [
    U("15", "Law 15", "Wrong Board Played"),
    U("15A", "A.", "Players Have Not Previously Played Board",
      "When a pair plays a board not meant for it in that round, and none of the four players "
      "has met the board before, the Director normally lets the result stand for both pairs."),
    U("15B", "B.", "Player Has Previously Played Board"),
    U("15B1", "1.", None,
      "If any of the four players has already played the board, the second result is cancelled "
      "for every contestant at that table."),
    U("15B2", "2.", None, "The Director then awards an artificial adjusted score:"),
    U("15B2(A)", "(a)", None,
      "to any contestant that has lost the chance to play the board in its proper round; and"),
    U("15B2(B)", "(b)", None, "to the other side, as he judges the circumstances to warrant."),
    U("15C", "C.", "Wrong Board Discovered During the Auction",
      "The Director proceeds as follows when the error comes to light before the auction has "
      "ended:"),
    U("15C1", "1.", None,
      "Calls made on the wrong board are void, and each player calls afresh on the correct "
      "board."),
    U("15C2", "2.", None,
      "A player who repeats on the correct board a call he made on the wrong one may be "
      "penalised under Law 16 if his partner has heard it."),
]
# the feed item's short description: a summary cut after its first words
SUMMARY_15 = ("This month's law is Law 15, which tells the Director what to do when a pair sits "
              "down at the wrong board. The text below is that of the 1997 edition, which the "
              "county uses in all its events. A. Players Have Not Previously Played Board When a "
              "pair plays a board not meant for it in that round [...]")

# ---------------------------------------------------------------- 6. Закон 6, Russian (machine translation), 2007
# The English page's section and item letters are kept Latin by the translator: A. B. C. D. E. (a) (b)
L6 = [
    U("6", "Закон 6", "Сделка"),
    U("6A", "A.", "Перетасовка",
      "Перед началом игры колода тщательно перетасовывается игроком, назначенным для этого, а "
      "затем снимается соперником справа от него."),
    U("6B", "B.", "Раздача",
      "Раздающий кладёт карты рубашкой вверх, по одной за раз, начиная с игрока слева и "
      "двигаясь по кругу, пока у каждого не будет по тринадцать карт."),
    U("6C", "C.", "Присутствие обеих сторон",
      "Один член каждой стороны должен наблюдать за тасованием и раздачей, если только "
      "директор не распорядится иначе."),
    U("6D", "D.", "Новая перетасовка и пересдача"),
    U("6D1", "1.", None,
      "Если до окончания аукциона выясняется, что карты были розданы неправильно, директор "
      "распоряжается о новой перетасовке и раздаче."),
    U("6D2", "2.", None, "Новая раздача также требуется, когда:"),
    U("6D2(A)", "(a)", None, "карта одного из игроков была открыта во время раздачи;"),
    U("6D2(B)", "(b)", None, "колода оказалась неполной или в ней есть лишняя карта."),
    U("6D3", "3.", None, "Результат, полученный на неправильно розданной доске, аннулируется."),
    U("6E", "E.", "Вариант директора",
      "Директор может указать, что перетасовка и раздача выполняются им самим или компьютером "
      "заранее."),
]
# the English original of the sentences (shown by the translator's tooltip and in the page's own words)
EN6 = {
    "6": "Law 6 – The Deal",
    "6D2(B)": "the deck is found to be incomplete or to hold an extra card.",
}

# ---------------------------------------------------------------- 7. Laws 86-87, English, 2017 (Typst)
L8687 = [
    U("86", "Law 86", "In Team Play"),
    U("86A", "A.", "Artificial Adjusted Scores",
      "In a team match an artificial adjusted score is expressed in international matchpoints, "
      "and the Director states it as the number gained or lost by each team on that board."),
    U("86B", "B.", "Board Not Played at Both Tables"),
    U("86B1", "1.", None,
      "Where a board could be played at one table only, the Director may have it replaced by a "
      "spare board, provided that time allows and no player has seen the spare."),
    U("86B2", "2.", None,
      "Where no replacement is possible, the result obtained at the one table is set aside and "
      "each team receives a score of zero on the board."),
    U("86C", "C.", "Results from Other Matches",
      "When awarding an assigned adjusted score, the Director may take account of results "
      "obtained on the same board in other matches of the event.{fn:1}"),
    U("87", "Law 87", "Fouled Board"),
    U("87A", "A.", "Definition",
      "A board is fouled when its cards have been placed in the wrong pockets or altered "
      "between tables, so that not every contestant has played it in the same form."),
    U("87B", "B.", "Scoring"),
    U("87B1", "1.", None,
      "The Director decides which results were obtained on the board in its original form, and "
      "groups the contestants accordingly."),
    U("87B2", "2.", None, "He then scores the board:"),
    U("87B2(A)", "(a)", None,
      "separately within each group, where every group is large enough to give a fair "
      "comparison; or"),
    U("87B2(B)", "(b)", None,
      "by awarding artificial adjusted scores to every contestant, where it is not."),
]
N8687 = ["Only matches of the same round and of the same stage of the event are meant here."]

# ---------------------------------------------------------------- 8. Закон 49, Russian, 2007 (Google Keep)
L49 = [
    U("49", "Закон 49", "Открытие карт защитником"),
    U("49A", "А.", "Карта, показанная случайно",
      "Карта защитника, которую увидел его партнёр из-за неосторожности держащего её игрока, "
      "становится штрафной, если судья не решит иначе."),
    U("49B", "Б.", "Карта, показанная намеренно"),
    U("49B1", "1.", None,
      "Защитник, намеренно показавший карту партнёру, совершает нарушение даже тогда, когда "
      "карта ещё не может быть сыграна."),
    U("49B2", "2.", None, "В этом случае судья:"),
    U("49B2(A)", "а)", None, "объявляет показанную карту штрафной;"),
    U("49B2(B)", "б)", None, "может назначить процедурное наказание, если нарушение повторяется."),
    U("49C", "В.", "Открытие всей руки",
      "Если защитник открыл все свои карты, они становятся штрафными, кроме случаев, когда:"),
    U("49C1", "1.", None, "он сделал это в ответ на заявление разыгрывающего согласно Закону 68;"),
    U("49C2", "2.", None,
      "судья установил, что защитник не мог знать о продолжении розыгрыша."),
]


# ---------------------------------------------------------------- expected.yaml
def start_of(u):
    words = seen(u.text.split("{fn:")[0]).split(" ")
    return " ".join(words[:u.n]).rstrip(",;:")


def write_expected(name, comment, edition, lang, units, footnotes=None, furniture=None, law=None):
    doc = {"edition": edition, "lang": lang}
    if law is not None:
        doc["law"] = law
    out = []
    for u in units:
        d = {"ref": u.ref, "title": u.title}
        if u.text:
            d["text"] = start_of(u)
        out.append(d)
    doc["units"] = out
    if footnotes is not None:
        doc["footnotes"] = footnotes
    if furniture:
        doc["furniture"] = list(furniture)
    body = yaml.safe_dump(doc, allow_unicode=True, sort_keys=False, width=1000)
    lines = "".join("# " + c + "\n" for c in comment.strip().splitlines())
    with open(f"{DEV}/{name}.expected.yaml", "w", encoding="utf-8") as f:
        f.write(lines + body)


ALL = {
    "seminar-pptx-law79-2007.pptx": L79,
    "arhiv-xlsx-pravila91-92-1987.xlsx": L9192,
    "scorer-notebook-law78-2017.ipynb": L78,
    "tgdesktop-result-zakon75-2017.json": L75,
    "county-rss-law15-1997.xml": L15,
    "perevod-chrome-zakon6-2007.html": L6,
    "typst-handout-laws86-87-2017.typ": L8687,
    "keep-takeout-zakon49-2007.json": L49,
}
