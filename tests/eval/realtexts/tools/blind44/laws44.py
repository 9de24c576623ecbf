"""The eight laws of blind trial 44. Every sentence below is invented for this trial, written in
the manner of a law; only law numbers and plausible titles are borrowed. Each unit: ref
(canonical), the marker as printed, title, text ({fn:*} marks a note's place)."""
import re

import yaml


class U:
    def __init__(self, ref, mark, title=None, text=None):
        self.ref, self.mark, self.title, self.text = ref, mark, title, text

    def plain(self):
        return re.sub(r"\{fn:[^}]*\}", "", self.text or "") or None


# ---------------------------------------------------------------- 1. Law 18, English, 2017
L18 = [
    U("18", "Law 18", "Bids"),
    U("18A", "A.", "Proper Form",
      "A bid states a number of odd tricks, from one to seven, together with a denomination. "
      "Words spoken with it that name neither form no part of the bid."),
    U("18B", "B.", "Bid Made in Turn",
      "A bid made at a player's proper turn supersedes the previous bid only when it is:"),
    U("18B1", "1.", None, "at a higher level than that bid; or"),
    U("18B2", "2.", None, "at the same level, in a denomination ranking above the one last named."),
    U("18C", "C.", "Rank of the Denominations",
      "The denominations rank upwards as clubs, diamonds, hearts, spades and no trump, and this "
      "order does not change from one session to the next."),
    U("18D", "D.", "Words Added to a Bid"),
    U("18D1", "1.", None,
      "A player who adds a word of doubt or emphasis to a bid has made the bid alone, but the "
      "Director may treat the extra word as information passed to partner and deal with it "
      "under the laws on unauthorised information."),
    U("18D2", "2.", None,
      "Where the extra word is itself the name of a call, the Director asks the player which "
      "call he intended, and:"),
    U("18D2(A)", "(a)", None,
      "if he names the bid, the other word is disregarded and the auction proceeds;"),
    U("18D2(B)", "(b)", None,
      "if he names the other call, the bid is withdrawn and the call he names is put in its "
      "place without rectification, unless his partner has already called."),
    U("18E", "E.", "Bidding Boxes",
      "Where bidding boxes are in use, the Regulating Authority specifies the moment at which a "
      "bid taken from the box counts as made, and may fix a different moment for screened events."),
]

# ---------------------------------------------------------------- 2. Правило 76, Russian, 1997
L76 = [
    U("76", "ПРАВИЛО 76", "ЗРИТЕЛИ"),
    U("76A", "А.", "Допуск зрителей",
      "Зрители допускаются в игровой зал только с разрешения главного судьи, и каждый из них "
      "обязан выполнять его указания."),
    U("76B", "Б.", "Зритель у стола"),
    U("76B1", "1.", None,
      "Зритель садится так, чтобы видеть карты не более чем одного игрока, и не пересаживается "
      "до конца сдачи.{fn:*}"),
    U("76B2", "2.", None, "Зрителю у стола запрещается:"),
    U("76B2(A)", "а)", None, "брать в руки карты, бланки записи или протоколы;"),
    U("76B2(B)", "б)", None, "говорить о торговле или розыгрыше, пока сдача не доиграна;"),
    U("76B2(C)", "в)", None,
      "показывать жестом или выражением лица своё отношение к игре."),
    U("76B3", "3.", None,
      "Зритель, нарушивший эти требования, удаляется судьёй из зала до конца сессии "
      "(см. Правило 91)."),
    U("76C", "В.", "Замечания о нарушениях",
      "Зритель не вправе указывать игрокам на нарушение правил; заметив его, он может сообщить "
      "о нём судье, но только после окончания сдачи."),
]
N76 = ["Организатор турнира вправе ограничить число зрителей у одного стола или не допускать "
       "их вовсе."]

# ---------------------------------------------------------------- 3. Law 80, English, 2007
L80 = [
    U("80", "Law 80", "REGULATING AUTHORITY AND TOURNAMENT ORGANIZER"),
    U("80A", "A.", "The Regulating Authority",
      "The Regulating Authority publishes, before each season begins, the regulations under "
      "which the events in its charge are to be played."),
    U("80B", "B.", "The Tournament Organizer"),
    U("80B1", "1.", None,
      "The Tournament Organizer appoints the Director for each session and makes the playing "
      "area ready before the first round."),
    U("80B2", "2.", None, "Its further duties are:"),
    U("80B2(A)", "a.", None, "to fix the dates, starting times and conditions of entry of each event;"),
    U("80B2(B)", "b.", None, "to provide boards, bidding boxes and scoring equipment in good order;"),
    U("80B2(C)", "c.", None,
      "to announce in advance the method of scoring and the way in which ties are broken;"),
    U("80B2(D)", "d.", None, "to arrange an appeals procedure wherever the regulations require one."),
    U("80B3", "3.", None,
      "Where the Tournament Organizer has failed to make any of these arrangements, the Director "
      "makes them in its place and reports afterwards what he has done."),
    U("80C", "C.", "Delegation",
      "Either body may delegate any of its powers in writing, but remains answerable for the way "
      "in which they are used."),
]

# ---------------------------------------------------------------- 4. Закон 60, Russian, 2017
L60 = [
    U("60", "Закон 60", "Игра после неправильного хода"),
    U("60A", "А.", "Право на исправление",
      "Игрок, сыгравший после нарушения соперника, не теряет права на исправление, пока судья "
      "не принял решения."),
    U("60B", "Б.", "Вызов судьи"),
    U("60B1", "1.", None,
      "Любой игрок вправе остановить игру и вызвать судью, как только заметил нарушение."),
    U("60B2", "2.", None, "До прихода судьи:"),
    U("60B2(A)", "а)", None, "никто из игроков не открывает своих карт;"),
    U("60B2(B)", "б)", None,
      "сыгранные карты остаются на столе лицом вверх в том порядке, в каком их положили."),
    U("60C", "В.", "Решение судьи"),
    U("60C1", "1.", None,
      "Судья выясняет, кто первым сыграл после нарушения, и восстанавливает порядок ходов."),
    U("60C2", "2.", None,
      "Если порядок восстановить нельзя, судья назначает искусственный результат (см. Закон 12)."),
]

# ---------------------------------------------------------------- 5. Правило 69, Russian, 2007
L69 = [
    U("69", "ПРАВИЛО 69", "СОГЛАСИЕ С ЗАЯВЛЕНИЕМ ИЛИ УСТУПКОЙ"),
    U("69A", "А.", "Когда согласие дано",
      "Согласие считается данным, когда соперник заявившего игрока открыл свои карты или иным "
      "образом показал, что принимает заявление."),
    U("69B", "Б.", "Отказ от согласия"),
    U("69B1", "1.", None,
      "Сторона может отказаться от данного согласия до окончания периода исправления, "
      "установленного организатором."),
    U("69B2", "2.", None, "Судья принимает отказ, если:"),
    U("69B2(A)", "а)", None,
      "сторона согласилась отдать взятку, которую не отдала бы при любом нормальном розыгрыше;"),
    U("69B2(B)", "б)", None,
      "согласие было дано под влиянием явно неверного пояснения соперника."),
    U("69B3", "3.", None,
      "Отказ, заявленный после окончания периода исправления, судья не рассматривает.{fn:*}"),
    U("69C", "В.", "Взятки, отданные по ошибке",
      "Взятка, отданная стороной по ошибке, возвращается ей только в случаях, названных в "
      "разделе Б."),
]
N69 = ["Для парных турниров клуба период исправления — 30 минут после вывешивания результатов."]

# ---------------------------------------------------------------- 6. Law 59, English, 1997
L59 = [
    U("59", "Law 59", "Inability to Play as Required"),
    U("59A", "A.", "Card Required but Not Held",
      "When a law or a penalty requires a player to play a card he does not hold, he may play "
      "any other card that is legal at that moment."),
    U("59B", "B.", "Conflicting Requirements"),
    U("59B1", "1.", None,
      "Where two requirements conflict, the one arising from the earlier irregularity is met "
      "first."),
    U("59B2", "2.", None,
      "The Director decides which requirement lapses when neither can be met, taking account "
      "of:"),
    U("59B2(A)", "(a)", None, "the order in which the irregularities occurred; and"),
    U("59B2(B)", "(b)", None, "whether either side has already gained from the position."),
    U("59C", "C.", "No Further Penalty",
      "A player who could not comply for the reasons above incurs no further penalty for "
      "failing to do so.{fn:1}"),
]
N59 = ["The Director still records the board in the club's book of irregularities."]

# ---------------------------------------------------------------- 7. Закон 48, Russian, 2017
# Word's tracked changes: [-deleted-] and [+inserted+] inside a unit's text; the text a reader
# sees in Word's default view (Simple Markup) has the insertions and not the deletions.
L48 = [
    U("48", "ЗАКОН 48", "ОТКРЫТИЕ КАРТ РАЗЫГРЫВАЮЩИМ"),
    U("48A", "А.", "Разыгрывающий показал карту",
      "Разыгрывающий, случайно показавший карту, не подвергается за это "
      "[-наказанию-][+никакому исправлению+], и карта не считается штрафной."),
    U("48B", "Б.", "Разыгрывающий открыл карты"),
    U("48B1", "1.", None,
      "Если разыгрывающий открыл карты вместе с заявлением о числе взяток, применяется "
      "Закон 68."),
    U("48B2", "2.", None, "Если он открыл карты без всякого заявления, судья:"),
    U("48B2(A)", "а)", None, "выясняет, намеревался ли разыгрывающий заявить взятки;"),
    U("48B2(B)", "б)", None, "при утвердительном ответе поступает по Законам 68–71;"),
    U("48B2(C)", "в)", None,
      "[+в противном случае предлагает продолжить розыгрыш, оставив открытые карты на столе.+]"),
    U("48C", "В.", "Повторное открытие",
      "Разыгрывающему, который [-снова-][+повторно в той же сессии+] открыл карты без "
      "заявления, судья делает предупреждение."),
]
# a whole item deleted with its paragraph mark (after 48B2(B)): struck through in All Markup only
DEL48 = "в) наказывает разыгрывающего устным замечанием."

# ---------------------------------------------------------------- 8. Laws 34-35, English, 2007
L3435 = [
    U("34", "LAW 34", "RETENTION OF THE RIGHT TO CALL",
      "When a call has been followed by three passes, the auction does not end where one of "
      "those passes was made out of rotation and so deprived a player of his turn. The auction "
      "reverts to the player who missed his turn, and every later pass is cancelled."),
    U("35", "LAW 35", "INADMISSIBLE CALLS"),
    U("35A", "A.", "Double or Redouble Not Permitted",
      "A double or redouble that the auction does not allow at that moment is cancelled, and "
      "the offender substitutes a legal call at his turn."),
    U("35B", "B.", "Call After the Auction Has Closed"),
    U("35B1", "1.", None,
      "A call made after the final pass is cancelled; where the offender is a defender, his "
      "partner may not make use of it in choosing the opening lead."),
    U("35B2", "2.", None, "Where the call was made by declarer or by dummy:"),
    U("35B2(A)", "(a)", None, "it is cancelled without further rectification; but"),
    U("35B2(B)", "(b)", None,
      "the Director may award an adjusted score if the opponents were misled by it."),
    U("35C", "C.", "Bid Above Seven",
      "A bid of more than seven odd tricks is cancelled, and the offending side is treated as "
      "having passed for the remainder of the auction.{fn:*}"),
]
N3435 = ["A Regulating Authority may add a procedural penalty where a bid above seven was made "
         "deliberately."]


# ---------------------------------------------------------------- helpers
FN = re.compile(r"\{fn:[^}]*\}")
DEL = re.compile(r"\[-(.*?)-\]")
INS = re.compile(r"\[\+(.*?)\+\]")


def seen(text):
    """The text a reader sees: no note tokens, deletions out, insertions in."""
    if text is None:
        return None
    t = FN.sub("", text)
    t = DEL.sub("", t)
    t = INS.sub(lambda m: m.group(1), t)
    return re.sub(r"\s+", " ", t).strip()


def start_of(text, n=7):
    t = text.split("{fn:")[0]
    words = seen(t).split(" ")
    return " ".join(words[:n]).rstrip(",;:")


def write_expected(path, comment, edition, lang, units, footnotes=None, furniture=None, law=None):
    doc = {"edition": edition, "lang": lang}
    if law is not None:
        doc["law"] = law
    out = []
    for u in units:
        d = {"ref": u.ref, "title": u.title}
        if u.text:
            d["text"] = start_of(u.text, getattr(u, "n", 7))
        out.append(d)
    doc["units"] = out
    if footnotes is not None:
        doc["footnotes"] = footnotes
    if furniture:
        doc["furniture"] = list(furniture)
    body = yaml.safe_dump(doc, allow_unicode=True, sort_keys=False, width=1000)
    lines = "".join("# " + c + "\n" for c in comment.strip().splitlines())
    with open(path, "w", encoding="utf-8") as f:
        f.write(lines + body)


# longer expected starts where the words a reader must join or choose come later: over the page
# break (18D1), over the column break (35B1), past a tracked change (48A)
for _law, _ref, _n in ((L18, "18D1", 17), (L3435, "35B1", 30), (L48, "48A", 9)):
    next(u for u in _law if u.ref == _ref).n = _n
