"""Every word of the site's interface, in Russian and English: the one home for labels.

The templates render a page in its default interface language (that of its text: an English law
page in English, everything else in Russian) with ``label(key, lang)``; the build writes the
whole table to ``data/labels.js`` (``window.BL_LABELS``) so that the scripts can switch the
interface to the other language in place (``?ui=en``, kept in localStorage) and word their own
messages. A label marked with ``data-l="key"`` in a page is re-worded by the script; attributes
with ``data-la="attribute:key;…"``.

A label may hold ``{n}``-style fields, filled by ``label(key, lang, n=…)`` or by the script.
"""

from __future__ import annotations

UI_LANGS = ("ru", "en")
DEFAULT_UI = "ru"

LABELS: dict[str, tuple[str, str]] = {
    # key: (Russian, English)
    "site.name": ("Правила бриджа", "Bridge laws"),
    "site.title": ("Правила спортивного бриджа", "Laws of Duplicate Bridge"),
    "site.skip": ("К тексту", "Skip to the text"),
    # after the titles of the editions the site has (laws/editions.yaml)
    "site.footer": ("Текст — только из источников; чего в них нет, то отмечено.",
                    "Text only from the sources; what they lack is marked as missing."),
    "home.front": ("До Правила 1:", "Before Law 1:"),
    # what changed between editions (diff/OLD-NEW-LANG/N.html) and the parts before Law 1
    "front.crumb": ("До Правила 1", "Before Law 1"),
    "diff.crumb": ("Изменения", "Changes"),
    "diff.lead": ("Изменено {changed}, перенумеровано {renumbered}, добавлено {added}, исключено {removed}, "
                  "без изменений {same}. Пункты сопоставлены по номеру, а где номер сменился — по сходству "
                  "заголовка и текста.",
                  "{changed} changed, {renumbered} renumbered, {added} added, {removed} removed, {same} the same. "
                  "Units are matched by number, and where the number changed, by the likeness of title and text."),
    "diff.notes": ("Сноски:", "Notes:"),
    "diff.same": ("без изменений", "the same"),
    "diff.changed": ("изменён", "changed"),
    "diff.renumbered": ("перенумерован", "renumbered"),
    "diff.added": ("добавлен", "added"),
    "diff.removed": ("исключён", "removed"),
    "diff.untexted": ("текста одной из редакций нет: не сравнивался", "not compared: one edition's text is missing"),
    "diff.untexted.lead": ("Не сравнивалось, потому что текста одной из редакций нет в корпусе: {untexted}.",
                           "Not compared, one edition's text missing from the corpus: {untexted}."),
    "ui.switch": ("English", "Русский"),
    "ui.switch.aria": ("Interface in English", "Интерфейс по-русски"),
    "menu.aria": ("Разделы сайта", "Site sections"),
    "menu.laws": ("Правила", "Laws"),
    "menu.subjects": ("Указатель", "Index"),
    "menu.glossary": ("Термины", "Glossary"),
    "menu.coverage": ("Источники", "Sources"),
    "menu.search": ("Поиск", "Search"),
    "find.placeholder": ("Поиск или номер: 75D2", "Search or number: 75D2"),
    "find.aria": ("Поиск по тексту или номер правила", "Search the text or go to a law number"),
    "find.go": ("Найти", "Search"),
    # home
    "home.title": ("Законы спортивного бриджа", "Laws of Duplicate Bridge"),
    "home.lead": ("Что есть:", "What there is:"),
    "home.laws": ("правила", "laws"),
    "home.chapters": ("Главы", "Chapters"),
    "home.jump": ("Номер пункта или слова", "A unit number or words"),
    "home.jump.placeholder": ("75D2, 64 b 2, фальшренонс", "75D2, 64 b 2, revoke"),
    "home.jump.offers": ("Пункты:", "Units:"),
    "home.recent": ("Недавние", "Recent"),
    "home.pinned": ("Закреплённые", "Pinned"),
    "home.legend": ("Обозначения", "Legend"),
    "home.stats": ("Что есть в источниках", "What the sources give"),
    "home.more": ("Подробнее", "Details"),
    "home.stat": ("{laws} {laws_word} ({with_text} с текстом), {units} {units_word}, из них {units_text} с текстом, "
                  "{skeleton} только по структуре.",
                  "{laws} {laws_word} ({with_text} with text), {units} {units_word}: {units_text} with text, "
                  "{skeleton} known only from the structure."),
    "jump.none": ("Такого пункта нет.", "There is no such unit."),
    "jump.nearest": ("Пункта {ref} нет — ближайший: {near}.", "There is no {ref}; the nearest: {near}."),
    "jump.elsewhere": ("Пункта {ref} нет в выбранной редакции и языке; он есть в: {where}.",
                       "No {ref} in the edition and language chosen; it is in: {where}."),
    "jump.beyond": ("Пункта {ref} нет: Правила пронумерованы от 1 до {last}.", "There is no {ref}: the Laws are numbered 1 to {last}."),
    "jump.nearest.many": ("Пункта {ref} нет — ближайшие: {near}.", "There is no {ref}; the nearest: {near}."),
    "jump.bad": ("Это не номер пункта: например 75D2 или 45C4(b).", "Not a unit number: try 75D2 or 45C4(b)."),
    "status.text": ("текст", "text"),
    "status.partial": ("текст неполон", "text incomplete"),
    "status.skeleton": ("только структура", "structure only"),
    "status.parallel": ("рус. | англ.", "ru | en"),
    # law pages
    "law.word": ("Правило", "Law"),
    "law.crumbs": ("Место в Законах", "Place in the Laws"),
    "law.switch": ("Этот же закон в других изданиях и на другом языке",
                   "The same law in other editions and languages"),
    "law.prevnext": ("Соседние правила", "Neighbouring laws"),
    "law.outline": ("Содержание", "Contents"),
    "law.copy": ("Скопировать ссылку", "Copy the link"),
    "law.copy.aria": ("Скопировать ссылку на {ref}", "Copy the link to {ref}"),
    "law.copied": ("Ссылка скопирована: {ref}", "Link copied: {ref}"),
    "law.in_bar": ("Ссылка — в адресной строке", "The link is in the address bar"),
    "law.share": ("Поделиться", "Share"),
    "law.pin": ("Закрепить", "Pin"),
    "law.unpin": ("Открепить", "Unpin"),
    "law.print": ("Печать", "Print"),
    "law.page": ("Страница книги 1991 года", "Page of the 1991 book"),
    "law.missing": ("текст отсутствует в источниках", "text missing from the sources"),
    "law.book_page": ("книга 1991 г., с.", "book of 1991, p."),
    "law.partial": ("текст неполон: страница источника утрачена", "text incomplete: a page of the source is missing"),
    "law.note.aria": ("Сноска {marker}", "Note {marker}"),
    "law.notes": ("Сноски", "Notes"),
    "law.note_missing": ("текст сноски отсутствует в источниках", "the note is not in the sources"),
    "law.back": ("Назад к тексту", "Back to the text"),
    "law.refs": ("Ссылки:", "Refers to:"),
    "law.cited_by": ("На этот пункт ссылаются:", "Referenced by:"),
    "law.preview": ("Предпросмотр ссылки", "Reference preview"),
    "law.open": ("Открыть →", "Open →"),
    "law.not_ru": ("нет в русском тексте", "not in the Russian text"),
    "law.not_en": ("нет в английском тексте", "not in the English text"),
    # a law no source gives the text of
    "skel.title": ("Текста этого правила нет ни в одном источнике", "No source gives the text of this law"),
    "skel.lead": ("Известны только номер, структура и страницы книги 1991 года. Текст не восстанавливается.",
                  "Only its number, structure and pages in the 1991 book are known. The text is not made up."),
    "skel.pages": ("Книга 1991 г.: с.", "Book of 1991: p."),
    "skel.units": ("Пункты", "Units"),
    "skel.cited": ("Кто на него ссылается", "What cites it"),
    "skel.cited.none": ("Ссылок на это правило в текстах источников нет.", "No text in the sources cites this law."),
    "skel.subjects": ("В предметном указателе", "In the subject index"),
    "skel.glossary": ("Термины", "Glossary terms"),
    "skel.versions": ("Издания и языки", "Editions and languages"),
    # the situation index (laws/situations.yaml): editorial, and said so wherever it is shown
    "skel.situations": ("Ситуации за столом (редакционный указатель, не текст Правил)",
                        "Situations at the table (an editorial index, not the text of the Laws)"),
    # search
    "search.title": ("Поиск", "Search"),
    "search.label": ("Слова или номер пункта", "Words or a unit number"),
    "search.placeholder": ("штрафной картой, revoke, 75D2", "penalty card, штрафной, 75D2"),
    "search.lang": ("Язык", "Language"),
    "search.lang.all": ("все языки", "all languages"),
    "search.edition": ("Редакция", "Edition"),
    "search.edition.all": ("все редакции", "all editions"),
    "search.nojs": ("Поиску нужен JavaScript. Оглавление — на главной.", "Search needs JavaScript. The contents are on the home page."),
    "search.hint": ("Русские слова находятся в любой форме (ё = е), английские — по основе; термины из словаря "
                    "находят текст на другом языке.",
                    "Russian words are found in any form (an e with or without its two dots), English ones by their "
                    "stem; glossary terms find "
                    "the text in the other language."),
    "search.jump": ("Перейти к пункту", "Go to"),
    "search.found": ("Найдено: {n}", "Found: {n}"),
    "search.first": (" (показаны первые {n})", " (the first {n} shown)"),
    "search.nothing": ("Ничего не найдено.", "Nothing found."),
    "search.unfiltered": ("Искать во всех языках и редакциях", "Search every language and edition"),
    # a query the search refuses (searchindex/queries.py says the same in the CLI)
    "search.error.long": ("В запросе слово длиннее {n} знаков.", "The query has a word longer than {n} characters."),
    # a long query (a message pasted whole) is searched by its first words (queries.first_words)
    "search.cut": ("Длинный запрос: искали до «{q}» (не больше {words} значащих слов, не считая слов вроде «и», "
                   "«что»); ещё слов после этого: {n}. ",
                   "A long query: searched up to «{q}» (at most {words} words that carry meaning, not counting words "
                   "like “the” or «что»); words left out after it: {n}. "),
    "term.law": ("правило {law}", "Law {law}"),
    "term.also": ("также:", "also:"),
    # the languages of the texts, as a version label names them: «1987 · рус.», "1987 · Russian"
    "lang.ru": ("рус.", "Russian"),
    "lang.en": ("English", "English"),
    "lang.both": ("рус. | English", "Russian | English"),
    # each language by its own name, in either interface (the search page's language choice)
    "lang.self.ru": ("русский", "русский"),
    "lang.self.en": ("English", "English"),
    # the levels of the headings above the laws (model.Heading.level)
    "level.chapter": ("Глава", "Chapter"),
    "level.division": ("Часть", "Division"),
    "level.part": ("Раздел", "Part"),
    "law.page.short": ("с.\u00a0{n}", "p.\u00a0{n}"),
    # a law no source gives a title: the terms the corpus knows it by (corpus/profile.law_terms)
    "law.terms": ("термины:", "terms:"),
    "law.terms.aria": ("Термины словаря и указателя, не заголовок правила",
                       "Glossary and index terms, not the law's title"),
    "home.chapter.unnamed": ("Названий глав {which} в источниках нет: копия книги 1991 года, где они есть, утратила "
                             "кириллицу.",
                             "The sources give no names for chapters {which}: the copy of the 1991 book that has them "
                             "lost its Cyrillic."),
    # the edition in force (laws/editions.yaml, in_force)
    "force.old": ("Редакция {old} года не действует: действует редакция {now} года.",
                  "The {old} edition is not in force: the {now} edition is."),
    "force.same": ("Этот пункт в редакции {now} →", "This unit in the {now} edition →"),
    # (a reader of the site runs no command: how to bring the text in is the command line's to say)
    "force.import": ("Текста редакции {now} в базе нет.", "The corpus has no {now} text of it."),
    "force.short": ("не действует", "superseded"),
    # the header: the calculators, and the site held for offline use by the service worker
    "menu.scoring": ("Подсчёт", "Scoring"),
    "offline.ready": ("Работает без сети", "Ready offline"),
    "offline.ready.title": ("Поиск, главная и открытые страницы сохранены на этом устройстве и открываются без сети",
                            "Search, the home page and the pages opened are saved on this device and open without a network"),
    # sharing a page opened from a file
    "law.share.local": ("Ссылка ведёт к файлу на этом устройстве и откроется только на нём: {url}",
                        "The link points to a file on this device and opens only here: {url}"),
    "search.instead": ("По запросу ничего не найдено; показаны результаты для «{q}». ",
                       "Nothing found; showing the results for “{q}”. "),
    "search.didyoumean": ("Возможно, вы имели в виду: ", "Did you mean: "),
    "search.partial": (" — ни один пункт не содержит всех слов; показаны частичные совпадения.",
                       " — no unit has all the words; partial matches shown."),
    "search.glossary": ("Словарь: ", "Glossary: "),
    # the term cards of a query that names many, in one folded line (search.js cardItems)
    "search.cards": ("Термины запроса ({n}):", "Terms of the query ({n}):"),
    # why a hit was chosen (searchindex/why.py), and how the query was read (searchindex/understand.py)
    "search.why.situations": ("ситуации (редакционные)", "situations (editorial)"),
    "search.why.glossary": ("словарь", "glossary"),
    "search.why.index": ("указатель", "subject index"),
    "search.why.cited": ("ссылаются", "cited by"),
    "search.why.text": ("текст", "text"),
    "search.read": ("Прочитано как: ", "Read as: "),
    "search.score": ("Подсчитать {contract}:", "Score {contract}:"),
    "search.score.nv": ("до зоны →", "not vulnerable →"),
    "search.score.v": ("в зоне →", "vulnerable →"),
    "search.score.notvul": ("Подсчитать {contract} до зоны →", "Score {contract} not vulnerable →"),
    "search.score.vul": ("Подсчитать {contract} в зоне →", "Score {contract} vulnerable →"),
    "search.card.situation": ("Ситуация (редакционная): {term}", "Situation (editorial): {term}"),
    "search.also": ("также:", "also:"),
    # search at the table (issue 8): the wrong layout, term cards, a law known only by its profile
    "search.layout": ("Набрано в другой раскладке: показаны результаты для «{q}». ",
                      "Typed in the other keyboard layout: results for «{q}». "),
    "search.layout.ref": ("Набрано в другой раскладке: «{q}». ", "Typed in the other keyboard layout: «{q}». "),
    "search.card.index": ("Указатель: «{term}»", "Subject index: «{term}»"),
    "search.card.text": ("текст", "text"),
    "search.card.notext": ("нет текста", "no text"),
    "search.card.none": ("нет в корпусе", "not in the corpus"),
    "search.profile.law": ("Правило", "Law"),
    "search.profile.notext": ("текста нет в источниках", "no text in the sources"),
    "search.profile.topic": ("тема (редакционная): ", "topic (editorial): "),
    "search.profile.texted": ("текст есть в {span}", "text in {span}"),
    "search.profile.page": ("с. {n}", "p. {n}"),
    "search.profile.cited": ("ссылаются: ", "cited by "),
    "search.profile.index": ("указатель: ", "index: "),
    "search.profile.terms": ("термины: ", "terms: "),
    # subject index, glossary, coverage
    "subjects.title": ("Предметный указатель", "Subject index"),
    "subjects.lead": ("Указатель книги 1991 года (Законы 1987 года): номера ведут к правилам, «см.» — к другим "
                      "статьям указателя.",
                      "The index of the 1991 book (the Laws of 1987), in Russian: numbers lead to the laws, "
                      "«см.» (see) to other entries."),
    "subjects.letters": ("Буквы", "Letters"),
    # the index's own cross-references, in the index's language (the 1991 book's, Russian)
    "subjects.see": ("см.", "see"),
    "subjects.see_also": ("см. также", "see also"),
    "subjects.none": ("Указателя нет в корпусе.", "The corpus has no subject index."),
    "glossary.title": ("Термины: русские и английские названия", "Terms in Russian and English"),
    "glossary.short": ("Термины", "Glossary"),
    "glossary.filter": ("Найти термин", "Find a term"),
    "glossary.filter.placeholder": ("фальшренонс, revoke", "revoke, фальшренонс"),
    "glossary.letters": ("По буквам", "By letter"),
    "glossary.units": ("Пункты:", "Units:"),
    "glossary.shown": ("Терминов: {n}", "Terms: {n}"),
    "glossary.nothing": ("Такого термина нет — попробуйте поиск по тексту.", "No such term: try searching the text."),
    "glossary.lead": ("Русские и английские названия понятий Законов. Поиск находит по любому из них и русский, "
                      "и английский текст.",
                      "The Russian and English names of the Laws' terms. Search finds the Russian and the English "
                      "text by any of them."),
    "glossary.find": ("найти в тексте", "find in the text"),
    "glossary.none": ("Словарь терминов (laws/glossary.yaml) ещё не составлен.",
                      "The glossary (laws/glossary.yaml) is not there yet."),
    "coverage.title": ("Источники и покрытие", "Sources and coverage"),
    "coverage.lead": ("Что дал каждый источник и чего нет ни в одном. Пункт «только структура» известен по "
                      "оглавлению и разметке копии без кириллицы: номер, страница, ссылки — но не текст.",
                      "What each source gave and what none has. A unit known from the structure only comes from "
                      "the contents and markup of the copy without Cyrillic: number, page, references, not text."),
    "coverage.by_edition": ("По изданиям", "By edition"),
    "coverage.sources": ("Источники", "Sources"),
    "coverage.missing": ("Чего нет", "What is missing"),
    "coverage.issues": ("Замечания сборки", "Build notes"),
    "coverage.col.edition": ("Издание", "Edition"),
    "coverage.col.laws": ("Правил", "Laws"),
    "coverage.col.laws_text": ("с текстом", "with text"),
    "coverage.col.units": ("Пунктов", "Units"),
    "coverage.col.units_text": ("с текстом", "with text"),
    "coverage.col.skeleton": ("только структура", "structure only"),
    "coverage.col.partial": ("неполных", "incomplete"),
    "coverage.col.notes": ("Сносок (без текста)", "Notes (without text)"),
    "coverage.col.tables": ("Таблиц", "Tables"),
    "coverage.dt.edition": ("Издание, язык", "Edition, language"),
    "coverage.dt.covers": ("Что содержит", "What it holds"),
    "coverage.dt.damage": ("Повреждения", "Damage"),
    "coverage.dt.gave": ("Вклад в корпус", "What it gave the corpus"),
    "coverage.dt.name": ("Исходное имя, SHA-256", "Original name, SHA-256"),
    "coverage.units": ("{n} пунктов", "{n} units"),
    "coverage.miss.skeleton": ("Правила только по структуре:", "Laws known from the structure only:"),
    "coverage.miss.partial": ("Неполные пункты (утрачена страница):", "Incomplete units (a page is lost):"),
    "coverage.miss.notes": ("Сноски без текста:", "Notes without text:"),
    "coverage.none": ("нет", "none"),
    "coverage.from": ("Из", "From"),
    "coverage.no_manifest": ("Нет описи источников (laws/sources/sources.yaml).",
                             "No list of the sources (laws/sources/sources.yaml)."),
    # scoring page and the tables of the Laws (issue 10)
    # keeping the site offline (home page, served over HTTP only: the service worker)
    "offline.title": ("Без сети", "Offline"),
    "offline.lead": ("Поиск и открытые страницы уже работают без сети. Сохранить редакцию целиком:",
                     "Search and the pages you opened already work offline. Keep a whole edition:"),
    "offline.size": ("{n} стр., {mb} МБ", "{n} pages, {mb} MB"),
    "offline.saving": ("сохраняется… {done} из {n}", "saving… {done} of {n}"),
    "offline.kept": ("сохранено для работы без сети", "kept offline"),
    "offline.failed": ("сохранено не всё: нет сети? Нажмите ещё раз", "not all kept: no network? Press again"),
    "law.table": ("таблица", "table"),
    "law.table.copy.aria": ("Скопировать ссылку на таблицу {ref}", "Copy a link to table {ref}"),
    "score.title": ("Подсчёт результатов", "Scoring"),
    "score.lead": ("Каждое число — из таблиц правил 77 и 78 выбранной редакции; каждая строка расчёта ведёт к "
                   "строке таблицы, из которой взято число. Работает без сети.",
                   "Every figure comes from the tables of Laws 77 and 78 of the edition chosen; each line of a "
                   "result links to the table row it was read from. Works offline."),
    "score.edition": ("Редакция", "Edition"),
    "score.h": ("Запись за сдачу", "A contract's score"),
    "score.h.law": ("(правило 77)", "(Law 77)"),
    "score.contract": ("Контракт и результат, как в протоколе", "Contract and result, as on a scoresheet"),
    "score.contract.placeholder": ("4S=, 4SX-1, 3БК+1, 4♠=", "4S=, 4SX-1, 3NT+1, 4♠="),
    "score.vul": ("в зоне", "vulnerable"),
    "score.go": ("Посчитать", "Score"),
    # the hint is printed around the Russian scoresheet's letters (Т (К) Б Ч П БК, marked as Russian)
    "score.hint": ("Масть: C D H S NT, ♣ ♦ ♥ ♠ или", "Strain: C D H S NT, ♣ ♦ ♥ ♠ or the Russian letters"),
    "score.hint.letters": ("Т (К) Б Ч П БК", "Т (К) Б Ч П БК"),  # corpus/scoresheet.STRAINS' Russian letters
    "score.hint.rest": ("; X — контра (можно русской буквой), XX — реконтра; = выполнен, +1 лишняя, −2 без двух. Запись — для стороны "
                        "разыгрывающего.",
                        "; X doubled, XX redoubled; = made, +1 one overtrick, −2 two down. The score is "
                        "declarer's side's."),
    "imps.h": ("Записи двух столов → IMP", "Two tables' scores → IMPs"),
    "imps.h.law": ("(правило 78B)", "(Law 78B)"),
    "imps.diff": ("Две записи (470 140, +470 −140) или разница (330)",
                  "Two scores (470 140, +470 −140) or their difference (330)"),
    "imps.diff.placeholder": ("470 140", "470 140"),
    "imps.go": ("Перевести", "Convert"),
    "mp.h": ("Матч-пойнты за сдачу", "Matchpoints for a board"),
    "mp.h.law": ("(правило 78A)", "(Law 78A)"),
    "mp.scores": ("Все записи сдачи, с одной стороны (через пробел)",
                  "Every score of the board, from one side (separated by spaces)"),
    "mp.go": ("Посчитать", "Score"),
    "score.noscript": ("Калькуляторам нужен JavaScript; таблицы — в правиле 77.",
                       "The calculators need JavaScript; the tables are in Law 77."),
    "calc.nv": ("до зоны", "not vulnerable"),
    "calc.v": ("в зоне", "vulnerable"),
    "calc.trick": ("очки за взятки", "trick score"),
    "calc.trick.first": ("очки за первую взятку", "trick score, first trick"),
    "calc.trick.rest": ("очки за остальные взятки", "trick score, further tricks"),
    "calc.game": ("премия за гейм", "game premium"),
    "calc.game.calc": ("запись за взятки {n} ≥ {game}", "trick score {n} ≥ {game}"),
    "calc.partscore": ("премия за частичную запись", "partscore premium"),
    "calc.partscore.calc": ("запись за взятки {n} < {game}", "trick score {n} < {game}"),
    "calc.slam": ("премия за шлем", "slam premium"),
    "calc.slam.calc": ("{n} взяток назначено и взято: {value}", "{n} tricks bid and made: {value}"),
    "calc.insult2": ("премия за контракт с контрой", "premium for making a doubled contract"),
    "calc.insult4": ("премия за контракт с реконтрой", "premium for making a redoubled contract"),
    "calc.over": ("лишние взятки", "overtricks"),
    "calc.under.first": ("первая недобранная взятка", "first undertrick"),
    "calc.under.rest": ("следующие недобранные взятки", "further undertricks"),
    "calc.under.bonus": ("премия за 4-ю и каждую следующую", "fourth and later undertricks, besides"),
    "calc.band": ("полоса {low}–{high}: {n} IMP —", "band {low}–{high}: {n} IMP —"),
    "calc.noband": ("меньше первой полосы шкалы: IMP нет", "under the first band of the scale: no IMPs"),
    "calc.mp.score": ("запись", "score"),
    "calc.mp.mp": ("матч-пойнты", "matchpoints"),
    "calc.mp.note": ("максимум {top}: 2 за каждую побитую запись, 1 за каждую равную —",
                     "top {top}: 2 for each score beaten, 1 for each tie —"),
    "calc.mp.law": ("правило {ref}", "Law {ref}"),
    "calc.err.contract": ("не понимаю {text}: уровень, масть, X или XX, результат — 4S=, 4SX-1, 3NT+1, 4П=, 3БК+1",
                          "cannot read {text}: level, strain, X or XX, result — 4S=, 4SX-1, 3NT+1, 4♠=, 3БК+1"),
    "calc.err.joined": ("{text}: пробел между цифрами — запишите контракт слитно: 4S=, 4SX-1, 3БК+1",
                        "{text}: a space between two digits — write the contract in one piece: 4S=, 4SX-1, 3NT+1"),
    "calc.err.exact": ("{text}: контракт, выполненный ровно, записывается знаком «=»",
                       "{text}: a contract made exactly is written «=»"),
    "calc.err.tricks": ("{text}: {n} взяток — больше 13", "{text}: {n} tricks is more than 13"),
    "calc.err.down": ("{text}: без {n} — больше, чем возможно для этого контракта",
                      "{text}: {n} down is more than this contract can fail by"),
    # what a number can be (corpus/scoresheet.py): never two numbers read as one
    "calc.err.long": ("{text}: {n} цифр — больше, чем в любой записи", "{text}: {n} digits is more than any score has"),
    "calc.err.tens": ("{text}: {n} — не запись: все записи правила 77 кратны 10; число с пробелом или запятой внутри "
                      "(1 460) — это два числа",
                      "{text}: {n} is not a score — every score of Law 77 is in tens; a number written with a space "
                      "or comma inside (1 460) is two numbers"),
    "calc.err.nonumber": ("в {text} нет числа: разница (430) или две записи (470 140)",
                          "{text} holds no number: a difference (430) or two scores (470 140)"),
    "calc.err.many": ("в {text} чисел: {n} — нужна разница (430) или две записи (470 140)",
                      "{text} holds {n} numbers: a difference (430) or two scores (470 140)"),
    "calc.err.mixed": ("{text}: знак — у обеих записей (+470 −140, результат каждой из сторон) или ни у одной "
                       "(470 140, обе записи с одной стороны)",
                       "{text}: give both scores a sign (+470 −140, each side's own result) or neither "
                       "(470 140, both from the same side)"),
    "calc.err.imps": ("не понимаю {text}: разница (430, −1460) или две записи (470 140, 470-140, 470 vs 140, "
                      "+470 −140)",
                      "cannot read {text}: a difference (430, −1460) or two scores (470 140, 470-140, 470 vs 140, "
                      "+470 −140)"),
    "calc.err.large": ("{n} — больше любой записи за сдачу ({top} по таблицам правила 77, {edition})",
                       "{n} is more than any contract scores ({top} in the {edition} tables of Law 77)"),
    "calc.err.large.diff": ("разница {n} больше, чем дают любые две записи ({top} по таблицам {edition}): две записи "
                            "пишутся через пробел (470 140)",
                            "a difference of {n} is more than two scores can make ({top} in the {edition} tables): "
                            "two scores are written with a space between (470 140)"),
    "calc.err.score": ("не понимаю {text} в {all}: по одной записи через пробел (420 -50), каждая — целое число очков",
                       "cannot read {text} in {all}: one score per place, split by spaces (420 -50), each a whole "
                       "number of points"),
    "calc.read.plain": ("две записи с одной стороны: первая минус вторая",
                        "two scores from the same side: the first minus the second"),
    "calc.read.signed": ("результат каждой из сторон со своим знаком (+ ваш, − соперников): их сумма",
                         "each side's own result, with its sign (+ yours, − theirs): their sum"),
    "calc.err.gap": ("разница {n} — между двумя полосами шкалы: разница в очках кратна 10",
                     "a difference of {n} falls between two bands of the scale: differences are in tens"),
    "calc.err.missing": ("в таблицах правила 77 ({edition}, {lang}) нет числа: {what}",
                         "the tables of Law 77 ({edition}, {lang}) give no figure for {what}"),
    "calc.err.words": ("таблица {anchor} даёт «{value}», а не число", "table {anchor} gives «{value}», not a number"),
    "calc.err.game": ("в тексте правила 77 ({edition}) не сказано, какая запись — гейм",
                      "the text of Law 77 ({edition}) does not say what trick score is a game"),
    "calc.err.scale": ("в правиле 78B ({edition}) нет шкалы IMP", "Law 78B ({edition}) has no IMP scale"),
    "calc.err.empty": ("нужны записи сдачи, например: 420 420 450 -50", "give the board's scores, e.g. 420 420 450 -50"),
    # rulings (rulings/index.html, rulings/ID.html, rulings/appeal/ID.html; the rulings on a law page)
    "menu.rulings": ("Решения", "Rulings"),
    "rulings.title": ("Решения директоров", "Rulings"),
    "rulings.lead": ("Записанные решения, новые сверху; у каждого — правила, которые применены.",
                     "The rulings recorded, newest first, each with the laws it applied."),
    "rulings.none": ("Решений пока нет: запишите решение за столом ниже или добавьте их дома: bridge-laws ruling add, "
                     "bridge-laws ruling import.",
                     "No rulings yet: record one at the table below, or add them at home: bridge-laws ruling add, "
                     "bridge-laws ruling import."),
    # recording a ruling at the table on the rulings page (static/record.js): kept on this device,
    # downloaded as a director's log that `bridge-laws ruling import` reads
    "record.title": ("Записать решение за столом", "Record a ruling at the table"),
    "record.lead": ("Записи хранятся на этом устройстве. Скачайте журнал и добавьте его в базу дома: "
                    "bridge-laws ruling import ФАЙЛ.",
                    "Kept on this device. Download the log and add it to the knowledge base at home: "
                    "bridge-laws ruling import FILE."),
    "record.date": ("Дата", "Date"),
    "record.event": ("Турнир", "Event"),
    "record.board": ("Сдача", "Board"),
    "record.edition": ("Редакция", "Edition"),
    "record.laws": ("Правила (через запятую)", "Laws (commas between)"),
    "record.question": ("Вопрос", "Question"),
    "record.facts": ("Обстоятельства", "Facts"),
    "record.ruling": ("Решение", "Ruling"),
    "record.table_result": ("Результат за столом", "Result at the table"),
    "record.adjusted": ("Исправленный результат", "Adjusted score"),
    "record.keep": ("Сохранить", "Keep"),
    "record.kept": ("Записано на этом устройстве", "Kept on this device"),
    "record.saved": ("Сохранено: {n}.", "Kept: {n}."),
    "record.download": ("Скачать журнал ({n})", "Download the log ({n})"),
    "record.remove": ("Удалить", "Remove"),
    "record.needed": ("Заполните: {fields}.", "Fill in: {fields}."),
    "record.notref": ("«{typed}» — не номер пункта правил (например 16Б1, 73C).",
                      "«{typed}» is not a reference to a law (e.g. 16B1, 73C)."),
    "record.noref": ("В редакции {edition} нет пункта {ref}{near}.", "The {edition} edition has no {ref}{near}."),
    "record.near": ("; ближайшие: {near}", "; nearest: {near}"),
    "record.storage": ("Браузер не даёт сохранить запись (частный режим?): скачайте журнал сейчас.",
                       "The browser does not keep it (private mode?): download the log now."),
    "ruling.crumb": ("Решения", "Rulings"),
    "ruling.question": ("Вопрос", "Question"),
    "ruling.facts": ("Обстоятельства", "Facts"),
    "ruling.ruling": ("Решение", "Ruling"),
    "ruling.reasoning": ("Обоснование", "Reasoning"),
    "ruling.play": ("Розыгрыш", "Play"),
    "ruling.laws": ("Применённые правила", "Laws applied"),
    "ruling.written": ("записано:", "written:"),
    "ruling.now": ("в действующей редакции ({edition}):", "in the edition in force ({edition}):"),
    "ruling.now.none": ("в редакции {edition} такого пункта нет", "not in the {edition} Laws"),
    "ruling.now.how.renumbered": ("перенумерован", "renumbered"),
    "ruling.now.how.changed": ("текст изменён", "text changed"),
    "ruling.now.how.unknown": ("тот же номер; тексты не сравнивались: одного из них нет в базе",
                               "the same number; the texts not compared: one is not in the corpus"),
    "ruling.edition": ("по Законам {edition}", "under the {edition} Laws"),
    "ruling.deal": ("Сдача", "Deal"),
    "ruling.dealer": ("сдаёт", "dealer"),
    "ruling.vul.None": ("все до зоны", "none vulnerable"),
    "ruling.vul.NS": ("в зоне NS", "NS vulnerable"),
    "ruling.vul.EW": ("в зоне EW", "EW vulnerable"),
    "ruling.vul.All": ("все в зоне", "both vulnerable"),
    "ruling.hands.unknown": ("руки не записаны", "the hands were not recorded"),
    "ruling.auction": ("Торговля", "Auction"),
    "ruling.pass": ("пас", "Pass"),
    "seat.W": ("Запад", "West"),
    "seat.N": ("Север", "North"),
    "seat.E": ("Восток", "East"),
    "seat.S": ("Юг", "South"),
    "ruling.table": ("Результат за столом", "Result at the table"),
    "ruling.adjusted": ("Назначенный результат", "Adjusted score"),
    "ruling.adjusted.lead": ("Посчитано по таблицам правил 77–78 (Законы {edition}, {language}); записи — линии NS.",
                             "Worked out from the tables of Laws 77–78 ({edition}, {language}); scores are North-South's."),
    "ruling.adjusted.error": ("Не посчитано:", "Not worked out:"),
    "ruling.adjusted.novul": ("Ни сдача, ни зона не записаны: посчитано без зоны у обеих пар.",
                              "No board or vulnerability recorded: worked out with neither side vulnerable."),
    "ruling.weight": ("Вес", "Weight"),
    "ruling.result": ("Результат", "Result"),
    "ruling.score": ("Запись NS", "NS score"),
    "ruling.imps": ("IMP против {versus}", "IMPs against {versus}"),
    "ruling.mp": ("МП из {top}", "MPs of {top}"),
    "ruling.weighted": ("Взвешенный", "Weighted"),
    "ruling.how": ("Как посчитано", "How it was worked out"),
    "ruling.dd": ("Двойной болван: взятки разыгрывающего", "Double dummy: tricks for each declarer"),
    "ruling.par": ("Пар (NS):", "Par (North-South):"),
    "seat.short.N": ("С", "N"),
    "seat.short.E": ("В", "E"),
    "seat.short.S": ("Ю", "S"),
    "seat.short.W": ("З", "W"),
    "ruling.par.pass": ("пас", "pass"),
    "ruling.appeal": ("Апелляция", "Appeal"),
    "ruling.appeal.lodged": ("подана", "lodged"),
    "ruling.committee": ("Решение комитета:", "The committee's decision:"),
    "ruling.deposit": ("Залог:", "Deposit:"),
    "ruling.source": ("Источник:", "Source:"),
    "ruling.source.log": ("журнал директора", "a director's log"),
    "ruling.source.casebook": ("сборник решений", "a casebook"),
    "ruling.source.commentary": ("комментарий", "a commentary"),
    "ruling.case": ("случай {n}", "case {n}"),
    "ruling.board": ("сдача {n}", "board {n}"),
    "ruling.form": ("Бланк апелляции для печати", "Appeal form, to print"),
    "ruling.json": ("Данные (JSON)", "Data (JSON)"),
    "search.ruling": ("Решение", "Ruling"),
    "search.rulings.on": ("Решений по {ref}: {n}.", "Rulings on {ref}: {n}."),
    "search.rulings.none": ("Нет решений по {ref}.", "No ruling applies {ref}."),
    "search.table.none": ("Таблицы {table} нет.", "There is no table {table}."),
    "search.kind": ("Что искать", "What to search"),
    "search.kind.all": ("правила и решения", "laws and rulings"),
    "search.kind.law": ("только правила", "laws only"),
    "search.kind.ruling": ("только решения", "rulings only"),
    "law.rulings": ("Решения:", "Rulings:"),
    "law.rulings.all": ("Решения по этому правилу", "Rulings on this law"),
    "law.rulings.via": ("по Законам {edition}: {ref}", "under the {edition} Laws: {ref}"),
    "form.title": ("Апелляция", "Appeal"),
    "form.print": ("Напечатать", "Print"),
    "form.event": ("Турнир", "Event"),
    "form.date": ("Дата", "Date"),
    "form.board": ("Сдача", "Board"),
    "form.appellant": ("Апеллирующая сторона (пара, команда, подпись)", "Appellants (pair or team, signature)"),
    "form.statement": ("Доводы апеллирующих", "The appellants' case"),
    "form.decision": ("Решение апелляционного комитета", "The appeals committee's decision"),
    "form.score": ("Результат", "Score"),
    "form.deposit": ("Залог: возвращён / удержан", "Deposit: returned / forfeited"),
    "form.members": ("Члены комитета (подписи)", "Committee members (signatures)"),
}


# The words counted on the pages: (Russian for 1, 2–4 and 5–20 of them; English for 1 and more).
NOUNS = {"law": (("правило", "правила", "правил"), ("law", "laws")),
         "unit": (("пункт", "пункта", "пунктов"), ("unit", "units"))}


def ru_count(n: int, one: str, few: str, many: str) -> str:
    """The Russian word for ``n`` things: 1, 21 правило; 2–4, 93 правила; 5–20, 607 правил."""
    if n % 10 == 1 and n % 100 != 11:
        return one
    if 2 <= n % 10 <= 4 and not 12 <= n % 100 <= 14:
        return few
    return many


def count_word(n: int, noun: str, lang: str) -> str:
    """The word for ``n`` of ``noun`` (NOUNS) in the interface language: 93 правила, 1 law."""
    ru, en = NOUNS[noun]
    return en[n != 1] if lang == "en" else ru_count(n, *ru)


def pair(key: str, **fields) -> tuple[str, str]:
    """The label ``key`` in both interface languages, its fields filled: (Russian, English)."""
    return label(key, "ru", **fields), label(key, "en", **fields)


def version_label(version: str, lang: str = DEFAULT_UI) -> str:
    """«1987 · рус.», "2017 · English", «2017 · рус. | English» (side by side); in the English
    interface "1987 · Russian"."""
    edition, *langs = version.split("-")
    return f"{edition} · " + (label("lang.both", lang) if len(langs) > 1 else
                              label(f"lang.{langs[0]}", lang) if f"lang.{langs[0]}" in LABELS else langs[0])


def label(key: str, lang: str, **fields) -> str:
    """The label ``key`` in ``lang`` (ru or en), its ``{fields}`` filled."""
    ru, en = LABELS[key]
    text = en if lang == "en" else ru
    return text.format(**fields) if fields else text


def ui_lang(lang: str | None) -> str:
    """The interface language a page of text in ``lang`` opens in."""
    return lang if lang in UI_LANGS else DEFAULT_UI


def for_js() -> dict[str, dict[str, str]]:
    """{lang: {key: label}}: what the build writes to data/labels.js."""
    return {lang: {key: pair[i] for key, pair in LABELS.items()} for i, lang in enumerate(UI_LANGS)}
