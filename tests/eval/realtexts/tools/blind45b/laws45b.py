"""The seven laws of blind trial 45b. Every sentence below is invented for this trial, written in
the manner of a law; only law numbers and plausible titles are borrowed. Each unit: ref
(canonical), the marker as a reader sees it, title, text ({fn:N} marks a note's place)."""
import re
from pathlib import Path

import yaml

OUT = str(Path(__file__).resolve().parents[2] / "dev")  # tests/eval/realtexts/dev


class U:
    def __init__(self, ref, mark, title=None, text=None, n=7):
        self.ref, self.mark, self.title, self.text, self.n = ref, mark, title, text, n

    def __repr__(self):
        return f"U({self.ref})"


# ---------------------------------------------------------------- 1. Закон 39, ru, 2017 (.pptx)
L39 = [
    U("39", "Закон 39", "Заявки после последнего паса"),
    U("39A", "А.", "Последний пас",
      "Торговля закончена, когда после последнего по времени действия прозвучали три паса "
      "подряд; третий из них называется последним пасом, и с него начинается период "
      "уточнений."),
    U("39B", "Б.", "Заявка после последнего паса",
      "Всякое действие в торговле, совершённое после последнего паса, не имеет силы; "
      "узнав о нём, судья:"),
    U("39B1", "1.", None,
      "записывает в протокол, кто и какое действие совершил;"),
    U("39B2", "2.", None,
      "предупреждает игроков, что отменённое действие не меняет ни контракта, ни очерёдности "
      "первого хода;"),
    U("39B3", "3.", None,
      "если действие совершил защитник, разъясняет обеим сторонам, что:"),
    U("39B3(A)", "a)", None,
      "сведения, полученные из отменённого действия, недозволенны для его партнёра до конца "
      "сдачи;"),
    U("39B3(B)", "b)", None,
      "для стороны разыгрывающего эти сведения дозволенны и могут использоваться при "
      "розыгрыше."),
    U("39C", "В.", "Ошибка замечена до конца торговли",
      "Если игрок лишь ошибочно счёл торговлю законченной, а третьего паса ещё не было, его "
      "действие рассматривается как обычное действие в торговле, а не по настоящему закону."),
]

# ---------------------------------------------------------------- 2. Law 93, en, 1997 (.xlsx)
L93 = [
    U("93", "LAW 93 —", "PROCEDURES OF APPEAL"),
    U("93A", "A", "Hearing by the Director in Charge",
      "An appeal is first heard by the Director in charge of the session, who may confirm or "
      "vary the ruling of the table Director before any committee is convened."),
    U("93B", "B", "Appeals Committee",
      "Where a party remains dissatisfied after the hearing under A, the appeal passes to a "
      "committee named by the Sponsoring Organisation, which:"),
    U("93B1", "1.", None,
      "hears the parties and the Director separately, and together only when it sees fit;"),
    U("93B2", "2.", None,
      "may decide any question of fact or of judgement that the appeal raises, save that:"),
    U("93B2(A)", "(a)", None,
      "it does not overrule the Director on a point of law or regulation;"),
    U("93B2(B)", "(b)", None,
      "it may invite the Director to reconsider such a point, giving its reasons in writing."),
    U("93B3", "3.", None,
      "enters its decision, with the names of its members, on the appeal form before the "
      "results of the session are posted."),
    U("93C", "C", "Further Appeal",
      "When the steps above have been taken, a further appeal lies only to the national "
      "authority, and only on a question of law."),
]
# the hidden 1987 column and the hidden row (an item struck from the sheet)
OLD93 = {
    "93A": "(1987) The Chief Director hears the appeal alone and his word on it is final for the session.",
    "93B": "(1987) A committee of three hears it where the Chief Director so directs.",
}
HIDDEN93 = "it may refer any point of law straight to the national authority without a hearing."

# ---------------------------------------------------------------- 3. Laws 1-2, en, 2007 (.ipynb)
L12 = [
    U("1", "Law 1 —", "The Pack",
      "Duplicate Bridge is played with a pack of fifty-two cards, made up of four suits of "
      "thirteen cards each."),
    U("1A", "A.", "Rank of Cards",
      "Within each suit the cards rank downward from the ace, which is highest, to the two, "
      "which is lowest."),
    U("1B", "B.", "Rank of Suits",
      "For the purposes of the auction the suits rank downward from spades to clubs, and no "
      "trump ranks above every suit."),
    U("1C", "C.", "Backs of Cards",
      "The backs of all fifty-two cards in a pack shall be alike, save that:"),
    U("1C1", "1.", None,
      "a Tournament Organiser may put packs of two colours on the same table; and"),
    U("1C2", "2.", None,
      "a card found to differ from the others of its pack is replaced before play goes on, the "
      "Director deciding:"),
    U("1C2(A)", "a.", None,
      "whether any board already played with that pack stands; and"),
    U("1C2(B)", "b.", None,
      "whether a player has learned from the difference anything he could not otherwise know."),
    U("2", "Law 2 —", "Duplicate Boards",
      "A board holds the four hands of one deal, each in its own pocket, for play at every table "
      "in turn."),
    U("2A", "A.", "Markings",
      "Each board is marked with its number and shows which player is dealer and which pairs "
      "are vulnerable."),
    U("2B", "B.", "Conditions of Vulnerability",
      "The conditions of vulnerability follow one another in a fixed cycle of sixteen boards, "
      "which begins again at board seventeen."),
]

# ---------------------------------------------------------------- 4. Правило 32, ru, 1997 (Telegram)
L32 = [
    U("32", "ПРАВИЛО 32.", "КОНТРА ИЛИ РЕКОНТРА ВНЕ ОЧЕРЕДИ"),
    U("32A", "А.", "Контра или реконтра в очередь партнёра",
      "Если контра или реконтра объявлена, когда на очереди был партнёр нарушителя, она "
      "отменяется, а партнёр нарушителя обязан пасовать при ближайшей своей очереди."),
    U("32B", "Б.", "Контра или реконтра в очередь противника",
      "Если на очереди был один из противников, действие нарушителя также отменяется, и:"),
    U("32B1", "1.", None,
      "когда этот противник ещё не заявлял, нарушитель повторяет своё действие в очередь, и "
      "торговля идёт дальше без последствий;"),
    U("32B2", "2.", None,
      "когда противник уже заявил, торговля продолжается с его заявки, а для нарушителя:"),
    U("32B2(A)", "а)", None,
      "отменённое действие не даёт его партнёру права ни на какие выводы;"),
    U("32B2(B)", "б)", None,
      "при повторении того же действия судья вправе признать сведения от отменённого "
      "недозволенными."),
    U("32C", "В.", "Недопустимая контра или реконтра",
      "Контра или реконтра, которая была бы недопустимой и в свою очередь, рассматривается по "
      "Правилу 36, а не по настоящему правилу."),
]

# ---------------------------------------------------------------- 5. Law 84, en, 1987 (Keep)
L84 = [
    U("84", "LAW 84 –", "RULINGS ON AGREED FACTS",
      "When the Director is satisfied that the players agree on the facts, he rules as follows."),
    U("84A", "A.", "Penalty Provided by Law",
      "If the irregularity is one for which the laws set a penalty, the Director applies it and "
      "tells both sides which law he has used."),
    U("84B", "B.", "No Penalty Provided",
      "If the laws set no penalty, the Director may award an adjusted score when he judges that "
      "the irregularity damaged the non-offending side."),
    U("84C", "C.", "Choice of Options",
      "Where the laws give the non-offending side a choice, the Director:"),
    U("84C1", "1.", None, "explains every option before any is chosen;"),
    U("84C2", "2.", None, "requires the choice to be made at once, and:"),
    U("84C2(A)", "(a)", None, "a choice once made may not be changed;"),
    U("84C2(B)", "(b)", None,
      "if the side delays unreasonably, the Director chooses for it."),
    U("84D", "D.", "Doubtful Points",
      "When a point of law is in doubt, the Director rules in favour of the non-offending side "
      "and lets play continue, reporting the point to the committee afterwards."),
]
# 84C2(B) typed over two checklist items (Enter pressed mid-sentence)
SPLIT84 = ("if the side delays", "unreasonably, the Director chooses for it.")

# ---------------------------------------------------------------- 6. Закон 4, ru, 2017 (Atom)
L4 = [
    U("4", "Закон 4", "Партнёрства"),
    U("4A", "А.", "Пары за столом",
      "За каждым столом играют две пары; игроки, сидящие друг против друга, составляют одну "
      "пару на всё время сессии."),
    U("4B", "Б.", "Заявка состава",
      "Состав каждой пары сообщается организатору до начала первого тура, и:"),
    U("4B1", "1.", None,
      "изменить его после начала тура можно только с согласия судьи;"),
    U("4B2", "2.", None,
      "игрок, заменяющий выбывшего, вписывается в протокол с номером первой сдачи, которую он "
      "сыграл;"),
    U("4B3", "3.", None,
      "при замене в командном турнире судья дополнительно проверяет, что:"),
    U("4B3(A)", "а)", None, "заменяющий игрок заявлен в составе команды;"),
    U("4B3(B)", "б)", None, "в этой сессии он не играл за другую команду."),
    U("4C", "В.", "Пары в турнире индивидуалов",
      "В турнире индивидуалов партнёры меняются по расписанию, которое объявляет организатор; "
      "на время одной сдачи они считаются парой в смысле настоящих Законов."),
]

# ---------------------------------------------------------------- 7. Правило 5, ru, 2007 (Typst)
L5 = [
    U("5", "Правило 5.", "Назначение мест"),
    U("5A", "А.", "Начальное положение",
      "Участники занимают места, указанные в стартовом протоколе; пара, не нашедшая своего "
      "стола, сообщает об этом судье до раздачи досок."),
    U("5B", "Б.", "Смена мест",
      "Игроки могут поменяться местами внутри пары только:"),
    U("5B1", "1.", None, "до начала первого тура и с ведома судьи; или"),
    U("5B2", "2.", None,
      "по указанию судьи, когда этого требует порядок турнира; при этом:"),
    U("5B2(A)", "а)", None, "судья отмечает смену в протоколе;"),
    U("5B2(B)", "б)", None,
      "сдачи, уже сыгранные на прежних местах, не переигрываются."),
    U("5C", "В.", "Ошибка в местах",
      "Если ошибка в местах обнаружена после начала сдачи, сдача доигрывается, а результат "
      "засчитывается, если судья не решит иначе.{fn:1}"),
]
FN5 = "Для командных турниров см. также Правило 86."


# ---------------------------------------------------------------- helpers
FN = re.compile(r"\{fn:[^}]*\}")


def seen(text):
    if text is None:
        return None
    return re.sub(r"\s+", " ", FN.sub("", text)).strip()


def start_of(text, n=7):
    words = seen(text.split("{fn:")[0]).split(" ")
    return " ".join(words[:n]).rstrip(",;:")


def by(law):
    return {u.ref: u for u in law}


def write_expected(name, comment, edition, lang, units, footnotes=None, furniture=None, law=None):
    doc = {"edition": edition, "lang": lang}
    if law is not None:
        doc["law"] = law
    out = []
    for u in units:
        d = {"ref": u.ref, "title": u.title}
        if u.text:
            d["text"] = start_of(u.text, u.n)
        out.append(d)
    doc["units"] = out
    if footnotes is not None:
        doc["footnotes"] = footnotes
    if furniture:
        doc["furniture"] = list(furniture)
    body = yaml.safe_dump(doc, allow_unicode=True, sort_keys=False, width=1000)
    lines = "".join("# " + c + "\n" for c in comment.strip().splitlines())
    with open(f"{OUT}/{name}.expected.yaml", "w", encoding="utf-8") as f:
        f.write(lines + body)


# longer expected starts where the words a reader must join come later: past the italic entity
# (32A) and the text link (32C) that cut a Telegram sentence, past Typst's hyphenation (5C)
for _law, _ref, _n in ((L32, "32A", 20), (L32, "32C", 16), (L5, "5C", 12)):
    by(_law)[_ref].n = _n
