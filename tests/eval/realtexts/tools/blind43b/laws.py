"""The invented law excerpts of the blind set. Every sentence was written for this set;
only law numbers and plausible titles are borrowed. {fnN} marks a note's place.

Each unit: (ref, level, marker, title, text). level: law | sec | sub | item."""

# 1. FB2 (Russian, 2007): Правило 21
RU21 = [
    ("21", "law", "Правило 21", "НЕВЕРНАЯ ИНФОРМАЦИЯ", None),
    ("21A", "sec", "А.", "Вызов, основанный на собственном недоразумении",
     "Игрок, который ошибся в значении собственного вызова или в смысле чужой заявки, "
     "не получает никакого исправления за такое недоразумение."),
    ("21B", "sec", "Б.", "Вызов, сделанный под влиянием неверной информации соперника", None),
    ("21B1", "sub", "1.", None,
     "Игрок вправе заменить свой вызов без наказания, если судья признает, что этот вызов "
     "мог быть сделан из-за неверного объяснения соперника, а партнёр игрока ещё не заявил "
     "после него.{fn1}"),
    ("21B1(A)", "item", "а)", None,
     "Отсутствие оповещения, которого требует регламент турнира, судья приравнивает "
     "к неверному объяснению."),
    ("21B1(B)", "item", "б)", None,
     "Было ли объяснение неверным, решает судья; слова самого игрока об этом "
     "доказательством не служат."),
    ("21B2", "sub", "2.", None,
     "После замены вызова очередь заявлять переходит к игроку, который заявлял бы вслед за "
     "заменённым вызовом, и торговля продолжается обычным порядком."),
    ("21B3", "sub", "3.", None,
     "Если заменять вызов уже поздно, судья вправе назначить искусственный результат, когда "
     "сочтёт, что неверная информация повлияла на итог сдачи."),
    ("21C", "sec", "В.", "Вызов соперника после замены",
     "Когда игрок заменил вызов по пункту Б1, соперник, заявлявший после него, тоже может "
     "заменить свой вызов без наказания; сведения о снятом вызове разрешены лишь стороне, "
     "которая его не делала.{fn2}"),
]
RU21_NOTES = {
    1: "Здесь и далее «соперник» означает любого из двух игроков другой пары, "
       "а не только того, кто сидит слева.",
    2: "Ср. Правило 16Г: сведения из снятого вызова партнёру игрока не разрешены.",
}

# 2. FB2 in a zip (English, 1997): Laws 54 and 55
EN54 = [
    ("54", "law", "LAW 54", "OPENING LEAD FACED OUT OF TURN",
     "When a defender faces an opening lead out of turn, declarer has the choices set out below."),
    ("54A", "sec", "A.", "Declarer Spreads His Hand",
     "If declarer, having seen the faced card, spreads one or more of his own cards as though "
     "he were dummy, he becomes dummy and his partner plays the hand as declarer."),
    ("54B", "sec", "B.", "Declarer Accepts the Lead", None),
    ("54B1", "sub", "1.", None,
     "Declarer may state that he accepts the faced card as the opening lead; dummy is then "
     "spread at once and play continues in rotation."),
    ("54B2", "sub", "2.", None,
     "An acceptance once stated may not be withdrawn, even if declarer later says he "
     "mistook which defender had led."),
    ("54C", "sec", "C.", "Declarer Must Accept the Lead",
     "Declarer is bound to accept the faced card if he could have seen any part of his "
     "partner’s hand before he spoke.{fn1}"),
    ("54D", "sec", "D.", "Declarer Refuses the Lead", None),
    ("54D1", "sub", "1.", None,
     "When declarer does not accept the faced card, the defender whose turn it was leads "
     "instead, and:"),
    ("54D1(A)", "item", "(a)", None,
     "the faced card becomes a major penalty card of its owner;"),
    ("54D1(B)", "item", "(b)", None,
     "declarer may forbid the proper leader to lead the suit of that card for as long as "
     "he keeps the lead."),
    ("54D2", "sub", "2.", None,
     "A second card faced while the Director is on his way to the table is dealt with in "
     "the same manner as the first."),
]
EN55 = [
    ("55", "law", "LAW 55", "DECLARER’S LEAD OUT OF TURN", None),
    ("55A", "sec", "A.", "Declarer’s Lead Accepted",
     "If either defender accepts a card led from the wrong hand, it stands as the lead, and "
     "the next card is played by the hand on the leader’s left."),
    ("55B", "sec", "B.", "Declarer’s Lead Not Accepted", None),
    ("55B1", "sub", "1.", None,
     "If a defender asks declarer to retract the card, declarer leads instead from the "
     "hand that had the lead."),
    ("55B2", "sub", "2.", None, "When declarer leads again from the correct hand:"),
    ("55B2(A)", "item", "(a)", None,
     "he need not lead the suit of the retracted card;{fn2}"),
    ("55B2(B)", "item", "(b)", None,
     "the retracted card goes back to the hand it came from with no penalty."),
    ("55C", "sec", "C.", "Declarer Misled by a Defender",
     "When a remark by a defender caused declarer to lead from the wrong hand, the Director "
     "may let the card be retracted without giving the defenders any choice."),
]
EN54_55_NOTES = {
    1: "In this pocket edition “partner’s hand” means dummy’s cards before they are spread.",
    2: "Declarer’s cards never become penalty cards; only a defender’s can.",
}

# 3. Chrome MHTML (Russian, 2017): Правило 23
RU23 = [
    ("23", "law", "Правило 23.", "СРАВНИМЫЙ ВЫЗОВ", None),
    ("23A", "sec", "А.", "Определение",
     "Вызов, сделанный вместо снятого, считается сравнимым, если выполнено хотя бы одно из "
     "следующих условий:"),
    ("23A1", "sub", "1.", None, "он имеет то же или более узкое значение, что и снятый вызов;"),
    ("23A2", "sub", "2.", None, "он описывает часть тех рук, которые описывал снятый вызов;"),
    ("23A3", "sub", "3.", None,
     "он служит той же цели, что и снятый вызов, например спрашивает партнёра о тузах."),
    ("23B", "sec", "Б.", "Сравнимый вызов без ограничений",
     "Если нарушитель заменил снятый вызов сравнимым, торговля и розыгрыш продолжаются без "
     "ограничений для его партнёра; пункт Г ниже при этом остаётся в силе."),
    ("23C", "sec", "В.", "Несравнимый вызов", None),
    ("23C1", "sub", "1.", None,
     "Если вызов, сделанный взамен, несравним, партнёр нарушителя обязан пасовать при "
     "следующей своей очереди."),
    ("23C2", "sub", "2.", None, "Объявляя об этом за столом, судья предупреждает игроков:"),
    ("23C2(A)", "item", "а)", None,
     "что ограничения на ход защитника могут последовать по Правилу 26;"),
    ("23C2(B)", "item", "б)", None,
     "что сведения из снятого вызова партнёру нарушителя не разрешены."),
    ("23D", "sec", "Г.", "Ущерб стороне, не нарушавшей правил",
     "Если после окончания сдачи судья сочтёт, что без нарушения сторона, не нарушавшая "
     "правил, получила бы лучший результат, он назначает искусственный результат по "
     "Правилу 12В1."),
]

# 4. Word .mht (English, 2007): Law 53
EN53 = [
    ("53", "law", "LAW 53", "LEAD OUT OF TURN ACCEPTED", None),
    ("53A", "sec", "A.", "Acceptance of the Lead",
     "A card led out of turn becomes a correct lead if the opponent who would play next "
     "accepts it, in words or by playing a card to it.{fn1}"),
    ("53B", "sec", "B.", "Wrong Hand Plays Next", None),
    ("53B1", "sub", "1.", None,
     "If the player who ought to have led plays a card to the accepted lead, his card "
     "counts as the second card of the trick."),
    ("53B2", "sub", "2.", None,
     "The card so played may not be withdrawn, and play continues clockwise from it."),
    ("53C", "sec", "C.", "Proper Leader Plays Before Acceptance", None),
    ("53C1", "sub", "1.", None,
     "When the player whose turn it was to lead plays a card before anyone has accepted the "
     "faced card, the Director decides:"),
    ("53C1(A)", "item", "(a)", None,
     "whether the card was meant as a lead of its own, in which case both cards are dealt "
     "with under Law 58;"),
    ("53C1(B)", "item", "(b)", None,
     "whether it was played to the faced card, in which case the lead is accepted by that play."),
    ("53C2", "sub", "2.", None, "A defender’s card played in this way never becomes a penalty card."),
]
EN53_NOTES = {1: "Compare Law 55, where the card comes from declarer’s hand or from dummy."}

# 5. Evernote (Russian, 2017): Закон 10
RU10 = [
    ("10", "law", "Закон 10.", "НАЗНАЧЕНИЕ ИСПРАВЛЕНИЯ", None),
    ("10A", "sec", "А.", "Право назначать исправление",
     "Исправление назначает только судья; игроки не вправе сами снимать нарушение или "
     "исправлять его без согласия судьи."),
    ("10B", "sec", "Б.", "Исправление, назначенное по ошибке",
     "Если судья назначил исправление неверно, он может отменить или изменить своё решение "
     "до истечения срока исправления счёта, установленного регламентом."),
    ("10C", "sec", "В.", "Выбор после нарушения", None),
    ("10C1", "sub", "1.", None,
     "Когда закон даёт стороне, не нарушавшей правил, право выбора, судья объясняет все "
     "возможности до того, как выбор сделан."),
    ("10C2", "sub", "2.", None,
     "Сделанный выбор окончателен, если закон прямо не разрешает его изменить."),
    ("10C3", "sub", "3.", None,
     "Если выбор после исправления есть у нарушителя, он может сделать его так, как ему "
     "выгоднее, но:"),
    ("10C3(A)", "item", "а)", None, "он не должен советоваться с партнёром;"),
    ("10C3(B)", "item", "б)", None,
     "он не должен показывать жестом или картой, какой выбор предпочёл бы."),
    ("10C4", "sub", "4.", None,
     "Если выбор есть у обоих игроков одной стороны, первым выбирает тот, кто должен был "
     "действовать раньше."),
]

# 6. OneNote .mht (English, 2017): Law 84
EN84 = [
    ("84", "law", "LAW 84", "RULINGS ON AGREED FACTS", None),
    ("84A", "sec", "A.", "Irregularity Not Covered by the Laws",
     "Where the facts are agreed and no Law deals with the irregularity, the Director awards "
     "an adjusted score if the non-offending side was damaged."),
    ("84B", "sec", "B.", "Irregularity Covered by a Law Without Option",
     "Where a Law gives a single rectification, the Director applies it and tells the "
     "players what it requires of them."),
    ("84C", "sec", "C.", "Irregularity with Choice for the Non-Offending Side", None),
    ("84C1", "sub", "1.", None,
     "Where a Law gives the non-offending side a choice, the Director explains every option "
     "and asks for the choice at once."),
    ("84C2", "sub", "2.", None,
     "If the player entitled to choose has left the table, his partner chooses for him "
     "unless the Director agrees to wait a short time."),
    ("84D", "sec", "D.", "Choice Left to the Director", None),
    ("84D1", "sub", "1.", None,
     "Where a Law leaves the rectification to the Director, he chooses the one that most "
     "nearly restores equity:"),
    ("84D1(A)", "item", "a.", None, "he takes into account the experience of the players concerned;"),
    ("84D1(B)", "item", "b.", None, "he resolves any doubtful point in favour of the non-offending side."),
    ("84D2", "sub", "2.", None, "The Director notes the reasons for his choice on the score slip."),
    ("84E", "sec", "E.", "Facts Still in Dispute",
     "A ruling that depends on facts not agreed between the sides is made under Law 85 instead."),
]


def expected_units(law):
    return [(ref, title, text) for ref, _lvl, _m, title, text in law]
