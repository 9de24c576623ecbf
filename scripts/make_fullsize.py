#!/usr/bin/env python3
"""A full-size corpus for the benchmarks: the shipped texts plus two invented editions of the
Laws (2007 and 2017) in English and Russian, in the standard WBF layout, each ~1,500 units and
~62,000 words: what a director holds after importing the editions they have.

Nothing here is law text. Every sentence is drawn at random from a vocabulary of ordinary words
(English words with their inflections; Russian lemmas put in random cases, numbers and tenses by
pymorphy3, so that search's lemmas are exercised), with a glossary term or a cross-reference
(«см. правило 16B2», "see Law 16B2") now and then. The layout is the WBF one the standard reader
takes: a title page, INTRODUCTION, SCOPE, DEFINITIONS, CHAPTER headings, «LAW 16 - TITLE», section
letters (Russian texts print their own alphabet: А, Б, В, Г), subsections, items (a), sub-items
(i), footnotes marked *, wrapped at 72 columns and cut into pages of 50 lines under a running
header with a page number under each page.

The 2017 edition is the 2007 one renumbered as a second edition is: in about one law in three a
subsection is dropped (the ones after it move up a number) and a new one is added at the end of
its section; some laws gain a section; a word changes in one unit in five. So ``diff`` has
renumbered, removed, added and changed units to find, in both languages.

    python scripts/make_fullsize.py DIR           # DIR/laws: sources, manifest, editions, glossary, situations
    python scripts/make_fullsize.py DIR --build   # … and `bridge-laws build` it (corpus, index, site)

Other benchmarks import ``make_laws`` (and ``ensure_built``, which keeps a built copy for reuse
under a directory keyed by this file's hash).
"""

from __future__ import annotations

import argparse
import hashlib
import itertools
import random
import shutil
import sys
import textwrap
from pathlib import Path

REPO = Path(__file__).resolve().parents[1]
sys.path.insert(0, str(REPO / "src"))

EDITIONS = (2007, 2017)
LANGS = ("en", "ru")
LAWS = 93
SEED = 2023
WIDTH, PAGE_LINES = 72, 50

# -- vocabulary -------------------------------------------------------------------------------------

# Word lists of our own: common English and Russian words, no sentence of any code of rules.
EN_NOUNS = """player partner opponent director table board hand card trick call bid pass double auction play
lead side pair team score session round contestant committee appeal ruling penalty information remark question
answer agreement method signal convention system chart record slip tray turn suit honour spade heart diamond
club contract declarer dummy defender tournament event organiser rule procedure error irregularity infraction
correction period time moment position sequence range option choice decision request claim concession
statement explanation meaning damage result adjustment victim offender equity weight frequency advantage
attention silence tempo hesitation gesture mannerism screen box seat direction movement number value level
denomination strain vulnerability entry exit deal shuffle cut quarter count review scorer recorder captain
member cash account action activity addition address age amount animal area arrangement article aspect
attempt authority balance base basis beginning behaviour belief benefit block body bottom branch break
building business capacity care case cause centre chance change character charge check circle city class
clause code colour column comment commission condition conduct consequence context control copy corner
cost country course cover credit cross custom cycle danger date day degree demand detail difference
difficulty discussion distance doubt draft duty edge edition effect effort element end energy example
exception exchange existence experience extent face fact factor failure fault feature field figure file
finger floor force form frame function game gap goal ground group growth guide half head history hole
hour idea image impact increase index instance instruction intention interest issue item job judgement
key kind knowledge lack language law layer length letter limit line link list loss manner mark market
match matter measure memory message middle mind minute mistake mode model month motion name nature need
note notice object occasion offer office order outcome page paper part party path pattern payment person
phase piece place plan point policy practice presence pressure price principle priority problem process
product profit progress proof property proportion purpose quality quantity rate reason record reference
region relation report response rest return right risk role row run sample scale scheme season section
sense series service set share shape sheet sign size source space speed stage standard start state
step stock story strength structure style subject success sum summary support surface task term test
text theme thing thought threshold title top total track trade treatment trial type unit use version
view voice volume week whole width word work world year zone""".split()
EN_VERBS = """play call bid pass double lead follow win lose hold show reveal announce ask answer explain
permit require allow forbid award assign adjust cancel correct withdraw substitute accept refuse condone
summon rule decide consider judge suggest use draw expose name designate mention inform warn record score
attend notice establish determine settle restore replace return exchange complete continue stop begin end
apply retain treat regard specify deal count act add admit affect agree aim appear arrange arrive avoid
belong break bring build carry catch cause change check choose claim close collect compare concern confirm
connect contain cover create cross deliver depend describe design develop differ discover discuss divide
enable enter estimate exist expect express extend fail fill find finish fix form gain give govern grant
handle happen help hope identify ignore imply improve include increase indicate intend introduce involve
join keep know learn leave let lie limit link list look maintain make manage mark matter mean meet mind
miss move need note obtain occur offer open operate order own pay perform pick place plan point prefer
prepare present prevent produce promise propose protect prove provide publish raise reach read realise
receive recognise reduce reflect relate release remain remove repeat report represent reserve resolve
respond rest result run save say see seek select sell send serve set share sit solve sort speak spend
stand state stay suffer supply support suppose take talk tell tend test think throw touch try turn
understand vary view wait want watch wish write""".split()
EN_ADJ = """prescribed legal illegal lawful unauthorised extraneous inadvertent deliberate faulty proper
improper correct incorrect relevant logical alternative insufficient sufficient artificial natural partial
final first last second next previous subsequent ordinary special major minor exposed concealed visible
unintended intended careless doubtful mistaken regular irregular original appropriate reasonable equal
vulnerable able active actual additional adequate available aware basic brief broad certain clear close
common complete considerable constant current direct distinct early easy effective entire essential exact
extra fair familiar formal former free full general good great high immediate important independent
individual initial large late least likely limited local long low main maximum minimum modern necessary
negative normal obvious official open opposite particular personal physical plain positive possible
potential practical present primary prior private public quick rare ready real recent related remaining
right rough same separate serious short significant similar simple single small specific strict strong
suitable sure technical total true typical usual valid various whole wide wrong""".split()
EN_FUNC = """the the the the the a a an of of of to to in in on at by for with from when if unless until
after before and and or but not that which who whose any each every no such this these those may shall must
should does is are was has have been his her it its there than then also only both either neither
whether while where because""".split()

RU_NOUNS = """игрок партнёр противник директор стол сдача рука карта взятка заявка пас контра торговля
розыгрыш ход масть сторона пара команда результат сессия раунд участник комитет апелляция решение штраф
информация замечание вопрос ответ соглашение система конвенция сигнал запись бланк очередь контракт
разыгрывающий болван вистующий турнир организатор правило процедура ошибка нарушение исправление период
время момент позиция последовательность выбор требование претензия уступка объяснение значение ущерб
преимущество внимание молчание темп колебание жест экран коробка место направление номер уровень деноминация
зона раздача колода четверть счёт протокол капитан член действие адрес возраст количество область порядок
статья попытка власть баланс основа начало поведение мнение польза блок тело ветвь перерыв здание дело
способ забота случай причина центр шанс перемена характер плата проверка круг город класс пункт код цвет
столбец комментарий комиссия условие копия угол стоимость страна курс обложка кредит обычай цикл опасность
дата день степень спрос подробность разница трудность обсуждение расстояние сомнение черновик обязанность
край издание следствие усилие элемент конец пример исключение обмен существование опыт мера лицо факт
фактор неудача вина особенность поле фигура файл палец пол сила форма рамка функция игра разрыв цель
земля группа рост руководство половина голова история дыра час образ рост указатель инструкция намерение
интерес выпуск предмет работа суждение ключ вид знание недостаток язык закон слой длина письмо предел
линия ссылка список потеря манера метка рынок матч мера память сообщение середина ум минута мода модель
месяц движение имя природа нужда записка уведомление объект повод предложение офис итог страница бумага
часть партия путь образец платёж лицо фаза кусок план точка политика практика присутствие давление цена
принцип приоритет проблема процесс продукт прибыль прогресс доказательство свойство пропорция назначение
качество ставка основание ссылка область отношение доклад отклик отдых возврат право риск роль ряд образец
шкала схема сезон раздел смысл серия служба набор доля вид лист знак размер источник пространство скорость
стадия стандарт старт состояние шаг запас рассказ структура стиль предмет успех сумма сводка поддержка
поверхность задача срок тест текст тема вещь мысль порог заголовок верх итог след торговля лечение суд тип
единица версия взгляд голос объём неделя целое ширина слово мир год""".split()
RU_VERBS = """играть заявлять пасовать контрировать ходить выиграть проиграть держать показать открыть
объявить спросить ответить объяснить разрешить требовать позволить запретить назначить присудить отменить
исправить заменить принять отказать вызвать решить рассмотреть судить подсказать использовать
предупредить записать сообщить установить определить продолжить остановить начать закончить применить
сохранить считать действовать добавить признать влиять согласиться появиться устроить прибыть избегать
принадлежать сломать принести строить нести поймать менять проверить выбрать закрыть собрать сравнить
касаться подтвердить соединить содержать покрыть создать пересечь доставить зависеть описать развить
отличаться обнаружить обсудить разделить войти оценить существовать ожидать выразить расширить заполнить
найти завершить исправить получить дать управлять предоставить случиться помочь надеяться опознать
игнорировать улучшить включить увеличить указать намереваться ввести вовлечь присоединиться хранить знать
учить оставить лежать ограничить связать смотреть поддерживать делать отметить значить встретить
пропустить двигать нуждаться заметить возникнуть предложить работать приказать платить выполнить выбрать
поместить планировать предпочесть подготовить представить предотвратить произвести обещать защитить
доказать обеспечить опубликовать поднять достичь читать осознать получать распознать уменьшить отражать
повторить представлять резервировать разрешить отвечать отдыхать бежать сказать видеть искать продать
послать служить поставить делить сидеть сортировать говорить тратить стоять оставаться страдать снабжать
предполагать брать разговаривать бросать трогать пытаться понимать ждать хотеть наблюдать желать писать""".split()
RU_ADJ = """предписанный законный незаконный несанкционированный посторонний случайный намеренный
ошибочный правильный неправильный логичный альтернативный недостаточный искусственный частичный
окончательный первый последний следующий предыдущий обычный особый старший младший открытый закрытый
видимый сомнительный регулярный первоначальный разумный равный штрафной активный фактический
дополнительный достаточный основной краткий широкий определённый ясный близкий общий полный значительный
постоянный текущий прямой отдельный ранний лёгкий действенный целый существенный точный лишний честный
знакомый формальный прежний свободный хороший великий высокий немедленный важный независимый личный
начальный большой поздний вероятный ограниченный местный длинный низкий главный максимальный минимальный
современный необходимый отрицательный нормальный очевидный официальный противоположный особенный
физический простой положительный возможный практический настоящий первичный частный публичный быстрый
редкий готовый реальный недавний связанный остальной верный грубый тот серьёзный короткий заметный
похожий единственный малый конкретный строгий сильный подходящий уверенный технический общий истинный
типичный привычный действительный различный""".split()
RU_FUNC = """и и и и в в в в на на на с с по по к к от до для при если когда пока после перед или но не
не что который каждый любой такой этот тот может должен также только либо ни где потому как чем его её их
его""".split()

# Glossary terms of laws/glossary.yaml, said now and then (the glossary links and expands them).
EN_TERMS = ["revoke", "penalty card", "dummy", "declarer", "claim", "adjusted score", "unauthorised information",
            "lead out of turn", "insufficient bid", "correction period", "undertricks", "vulnerable"]
RU_TERMS = ["фальшренонс", "штрафная карта", "болван", "разыгрывающий", "претензия", "присуждённый результат",
            "несанкционированная информация", "ход вне очереди", "недостаточная заявка", "период исправления",
            "в зоне"]

RU_LETTERS = "АБВГДЕЖЗ"
LATIN = "ABCDEFGH"
ROMAN = ["I", "II", "III", "IV", "V", "VI", "VII", "VIII", "IX", "X", "XI", "XII"]


def _en_forms(word: str, kind: str) -> list[str]:
    """A word and its inflections: nouns plural, verbs -s/-ed/-ing (spelt as the rules spell them)."""
    stem = word[:-1] if word.endswith("e") else word
    if kind == "noun":
        if word.endswith("y") and word[-2:-1] not in "aeiou":
            return [word, word[:-1] + "ies"]
        return [word, word + ("es" if word.endswith(("s", "sh", "ch", "x")) else "s")]
    if kind == "verb":
        return [word, word + "s", stem + "ed", stem + "ing"]
    return [word]


# Forms left out: comparatives and superlatives («первоначальней», «наипервейших»), variants
# («колебаньи»), participles and gerunds (hundreds of forms per verb).
ODD = {"COMP", "Supr", "V-ej", "V-ey", "V-oy", "V-be", "V-ie", "V-bi", "V-sh", "PRTF", "PRTS", "GRND", "Cmp2", "Poss"}


def _ru_forms(words: list[str]) -> list[list[str]]:
    """Each lemma's forms as pymorphy3 inflects it (cases, numbers, genders, tenses), at most 24."""
    import pymorphy3

    morph = pymorphy3.MorphAnalyzer()
    out = []
    for w in words:
        parse = morph.parse(w)[0]
        forms = sorted({f.word for f in parse.lexeme if "-" not in f.word and not (set(str(f.tag).replace(" ", ",").split(",")) & ODD)})
        out.append(forms[:24] or [w])
    return out


class Words:
    """Sentences of random words, one language; deterministic for a given ``random.Random``."""

    def __init__(self, lang: str):
        self.lang = lang
        if lang == "en":
            self.content = [f for w in EN_NOUNS for f in _en_forms(w, "noun")] + \
                           [f for w in EN_VERBS for f in _en_forms(w, "verb")] + \
                           [f for w in EN_ADJ for f in _en_forms(w, "adj")]
            self.func, self.terms = EN_FUNC, EN_TERMS
        else:
            self.content = [f for forms in _ru_forms(RU_NOUNS + RU_VERBS + RU_ADJ) for f in forms]
            self.func, self.terms = RU_FUNC, RU_TERMS
        # Words are drawn as a text uses them: a few often, most rarely (Zipf–Mandelbrot, 1/(rank + 10),
        # over a fixed shuffle of the list), so that a word's postings are as long as in a real text.
        order = random.Random(f"{SEED}-{lang}")
        self.content = list(dict.fromkeys(self.content))
        order.shuffle(self.content)
        self.weights = list(itertools.accumulate(1 / (r + 10) for r in range(len(self.content))))
        self.func = list(dict.fromkeys(self.func))
        self.func_weights = list(itertools.accumulate(1 / (r + 5) for r in range(len(self.func))))

    def sentence(self, rnd: random.Random, n: int) -> str:
        out = []
        for _ in range(n):
            words, weights = (self.func, self.func_weights) if rnd.random() < 0.45 else (self.content, self.weights)
            out.append(rnd.choices(words, cum_weights=weights)[0])
        if rnd.random() < 0.18:
            out.insert(rnd.randrange(len(out) + 1), rnd.choice(self.terms))
        text = " ".join(out)
        return text[0].upper() + text[1:] + "."

    def text(self, rnd: random.Random, words: int) -> str:
        """About ``words`` words in sentences of 6–18 words."""
        parts, left = [], words
        while left > 0:
            n = min(left, rnd.randint(6, 18))
            parts.append(self.sentence(rnd, n))
            left -= n
        return " ".join(parts)

    def title(self, rnd: random.Random, n: int) -> str:
        return " ".join(rnd.choice(self.content) for _ in range(n)).capitalize()

    def cite(self, rnd: random.Random, ref: str) -> str:
        return f"(см. правило {ref})" if self.lang == "ru" else f"(see Law {ref})"


# -- the structure of an edition (shared by both languages) -------------------------------------------


def outline_2007(rnd: random.Random) -> list[list[list[int]]]:
    """law → section → subsection → how many items (0: none). ~16 units a law."""
    laws = []
    for _ in range(LAWS):
        sections = []
        for _ in range(rnd.choice([0, 2, 3, 3, 4, 5])):
            subs = [rnd.choice([0, 0, 0, 2, 3]) for _ in range(rnd.choice([0, 1, 2, 3, 4]))]
            sections.append(subs)
        laws.append(sections)
    return laws


def outline_2017(old: list, rnd: random.Random) -> list:
    """The second edition: a subsection dropped in some sections (the others renumbered), one
    added at the end; a section added to some laws. Each unit keeps the identity (``key``) of
    the 2007 unit it comes from, so its text is the same but for the changed word."""
    laws = []
    for n, sections in enumerate(old, start=1):
        new_sections = []
        for s, subs in enumerate(sections):
            keys = [(n, s, k, items) for k, items in enumerate(subs)]
            if len(keys) >= 3 and rnd.random() < 0.3:
                del keys[rnd.randrange(len(keys) - 1)]
                keys.append((n, s, 100 + len(subs), rnd.choice([0, 2])))
            new_sections.append(((n, s), keys))
        if new_sections and rnd.random() < 0.15 and len(new_sections) < 6:
            new_sections.append(((n, 100), [(n, 100, k, 0) for k in range(rnd.choice([0, 2, 3]))]))
        laws.append(new_sections)
    return laws


def keyed_2007(old: list) -> list:
    return [[((n, s), [(n, s, k, items) for k, items in enumerate(subs)]) for s, subs in enumerate(sections)]
            for n, sections in enumerate(old, start=1)]


def _seed(*key) -> random.Random:
    return random.Random(hashlib.sha256(repr((SEED, *key)).encode()).digest())


# -- writing a text -----------------------------------------------------------------------------------


def _refs_of(outline: list) -> list[str]:
    refs = []
    for n, sections in enumerate(outline, start=1):
        refs.append(str(n))
        for s, (_, subs) in enumerate(sections):
            refs.append(f"{n}{LATIN[s]}")
            refs += [f"{n}{LATIN[s]}{k + 1}" for k in range(len(subs))]
    return refs


def _para(words: Words, key, edition: int, n: int, refs: list[str]) -> str:
    """A unit's text: the same for the same ``key`` in both editions, but for one word in five
    units changed in 2017; now and then a cross-reference to another unit."""
    rnd = _seed(words.lang, "text", key)
    text = words.text(rnd, n)
    if refs and rnd.random() < 0.25:
        text = text[:-1] + " " + words.cite(rnd, rnd.choice(refs)) + "."
    if edition == 2017 and _seed("changed", key).random() < 0.2:
        text = text.replace(" ", " " + ("также " if words.lang == "ru" else "also "), 1)
    return text


def law_lines(words: Words, edition: int, n: int, sections: list, refs: list[str]) -> list[str]:
    """One law's lines. What the structure holds (items, sub-items, a note, a section's own text)
    is drawn the same in both languages (``shape``); only the words differ."""
    ru = words.lang == "ru"
    rnd = _seed(words.lang, "law", n)
    head = "ПРАВИЛО" if ru else "LAW"
    lines = [f"{head} {n} - {words.title(rnd, rnd.randint(1, 3)).upper()}", ""]
    notes = []
    if not sections:  # a law of one paragraph
        lines += textwrap.wrap(_para(words, ("law", n), edition, _seed("size", n).randint(50, 120), refs), WIDTH) + [""]
    letters = RU_LETTERS if ru else LATIN
    for s, (skey, subs) in enumerate(sections):
        shape = _seed("section", skey)
        lines.append(f"{letters[s]}. {words.title(_seed(words.lang, 'section', skey), shape.randint(1, 4))}")
        if not subs or shape.random() < 0.3:
            lines += textwrap.wrap(_para(words, ("section", skey), edition, shape.randint(25, 80), refs), WIDTH)
        for k, key in enumerate(subs):
            shape = _seed("sub", key)
            text = _para(words, ("sub", key), edition, shape.randint(20, 90), refs)
            if shape.random() < 0.04:
                text += "*"
                notes.append(f"* {words.text(_seed(words.lang, 'note', key), shape.randint(8, 25))}")
            lines += textwrap.wrap(f"{k + 1}. {text}", WIDTH)
            for i in range(key[3]):
                item = _para(words, ("item", key, i), edition, shape.randint(12, 45), refs)
                lines += textwrap.wrap(f"({letters[i].lower()}) {item}", WIDTH)
                if i == 0 and shape.random() < 0.15:
                    for j, mark in enumerate(("i", "ii")):
                        sub = _para(words, ("subitem", key, j), edition, shape.randint(10, 25), refs)
                        lines += textwrap.wrap(f"({mark}) {sub}", WIDTH)
        lines.append("")
    return lines + notes + ([""] if notes else [])


def front_lines(words: Words, edition: int) -> list[str]:
    ru = words.lang == "ru"
    rnd = _seed(words.lang, "front")
    lines = ["ВВЕДЕНИЕ" if ru else "INTRODUCTION", ""]
    for k in range(4):
        lines += textwrap.wrap(_para(words, ("intro", k), edition, 70, []), WIDTH) + [""]
    lines += ["ОБЛАСТЬ ПРИМЕНЕНИЯ" if ru else "SCOPE", ""]
    lines += textwrap.wrap(_para(words, ("scope",), edition, 80, []), WIDTH) + [""]
    lines += ["ОПРЕДЕЛЕНИЯ" if ru else "DEFINITIONS", ""]
    for k in range(50):
        term = words.title(rnd, rnd.randint(1, 2))
        lines += textwrap.wrap(f"{term} - {words.text(_seed(words.lang, 'def', k), rnd.randint(8, 25))}", WIDTH)
    return lines + [""]


def edition_text(lang: str, edition: int, outline: list, words: Words) -> str:
    ru = lang == "ru"
    refs = _refs_of(outline)
    body = front_lines(words, edition)
    for n, sections in enumerate(outline, start=1):
        if n % 8 == 1:
            chapter = ROMAN[(n - 1) // 8]
            name = words.title(_seed(lang, "chapter", n), 2).upper()
            body += [f"{'ГЛАВА' if ru else 'CHAPTER'} {chapter} - {name}", ""]
        body += law_lines(words, edition, n, sections, refs)
    title = f"Законы спортивного бриджа {edition} года" if ru else f"The Laws of Duplicate Bridge {edition}"
    out = [title, "", "Учебный текст для измерений" if ru else "An invented text for measurements", ""]
    header = f"Законы {edition}" if ru else f"Laws of Duplicate Bridge {edition}"
    for p in range(0, len(body), PAGE_LINES):
        out += [("\f" if p else "") + header, ""] + body[p:p + PAGE_LINES] + ["", f"- {p // PAGE_LINES + 1} -"]
    return "\n".join(out) + "\n"


def texts() -> dict[tuple[int, str], str]:
    """(edition, lang) → the text, for 2007 and 2017 in English and Russian."""
    first = outline_2007(random.Random(SEED))
    outlines = {2007: keyed_2007(first), 2017: outline_2017(first, random.Random(SEED + 1))}
    out = {}
    for lang in LANGS:
        words = Words(lang)
        for edition in EDITIONS:
            out[(edition, lang)] = edition_text(lang, edition, outlines[edition], words)
    return out


# -- a laws directory ---------------------------------------------------------------------------------

EDITION_2007 = """- year: 2007
  title:
    ru: Законы спортивного бриджа 2007 года
    en: The Laws of Duplicate Bridge 2007
  short:
    ru: Законы 2007
    en: Laws 2007
  publisher: invented for the benchmarks (scripts/make_fullsize.py)
  notes: An invented text in the standard layout, for measuring at full size.
"""


def make_laws(root: Path, generated: bool = True) -> Path:
    """``root/laws``: the shipped sources, glossary, situation index and editions (with 2007 added), and, when
    ``generated``, the four invented texts in the manifest. Not built."""
    from bridge_laws.corpus.manifest import load_manifest, save_manifest
    from bridge_laws.readers.sources import SourceEntry, sha256

    laws = root / "laws"
    if laws.exists():
        shutil.rmtree(laws)
    shutil.copytree(REPO / "laws" / "sources", laws / "sources")
    shutil.copy(REPO / "laws" / "glossary.yaml", laws / "glossary.yaml")
    if (REPO / "laws" / "situations.yaml").is_file():  # the situation index: its phrases are searched too
        shutil.copy(REPO / "laws" / "situations.yaml", laws / "situations.yaml")
    editions = (REPO / "laws" / "editions.yaml").read_text(encoding="utf-8")
    (laws / "editions.yaml").write_text(editions.rstrip("\n") + "\n" + EDITION_2007, encoding="utf-8")
    if not generated:
        return laws
    entries = load_manifest(laws / "sources")
    for (edition, lang), text in texts().items():
        name = f"{edition}-{lang}-standard-invented.txt"
        data = text.encode("utf-8")
        (laws / "sources" / name).write_bytes(data)
        entries.append(SourceEntry(file=name, original_name=name, sha256=sha256(data), edition=edition,
                                   langs=(lang,), kind="standard", covers="An invented full edition (benchmarks).",
                                   damage="none: generated by scripts/make_fullsize.py"))
    save_manifest(laws / "sources", entries)
    return laws


def source_hash() -> str:
    """What a built copy depends on: this generator, and the program's source."""
    h = hashlib.sha256(Path(__file__).read_bytes())
    for path in sorted((REPO / "src").rglob("*")):
        if path.is_file() and "__pycache__" not in path.parts:
            h.update(str(path.relative_to(REPO)).encode() + path.read_bytes())
    for path in sorted((REPO / "laws" / "sources").iterdir()):
        h.update(path.name.encode() + path.read_bytes())
    for name in ("glossary.yaml", "situations.yaml"):
        if (REPO / "laws" / name).is_file():
            h.update((REPO / "laws" / name).read_bytes())
    return h.hexdigest()[:12]


def ensure_built(cache: Path, generated: bool = True) -> Path:
    """A built laws directory (corpus, index, site) under ``cache``, made once per version of the
    program and of this generator: benchmarks share it instead of building again."""
    from bridge_laws.jobs.pipeline import build_all

    kind = "full" if generated else "shipped"
    where = cache / f"{kind}-{source_hash()}"
    laws = where / "laws"
    if (where / "built").is_file():
        return laws
    for older in cache.glob(f"{kind}-*"):  # built by an earlier version of the program
        shutil.rmtree(older, ignore_errors=True)
    shutil.rmtree(where, ignore_errors=True)
    where.mkdir(parents=True)
    make_laws(where, generated)
    build_all(laws, where / "site", quiet=True)
    (where / "built").write_text("ok\n")
    return laws


def describe(laws: Path) -> str:
    """Units and words per edition and language of a built corpus."""
    from bridge_laws.corpus.yamlio import load_corpus
    from bridge_laws.text.analysis import WORD_RE

    corpus = load_corpus(laws / "corpus")
    counts: dict = {}
    for law in corpus.laws:
        c = counts.setdefault((law.edition, law.lang), [0, 0])
        for u in law.unit.walk():
            c[0] += 1
            c[1] += sum(len(WORD_RE.findall(t)) for t in (u.title or "", u.text or "",
                                                          *(n.text or "" for n in u.footnotes)))
    return "\n".join(f"{e} {lang}: {u:,} units, {w:,} words" for (e, lang), (u, w) in sorted(counts.items()))


def main(argv=None) -> int:
    ap = argparse.ArgumentParser(description=__doc__.split("\n\n")[0])
    ap.add_argument("dir", type=Path)
    ap.add_argument("--build", action="store_true", help="also build the corpus, index and site")
    ap.add_argument("--texts-only", action="store_true", help="write only the four texts into DIR")
    args = ap.parse_args(argv)
    args.dir.mkdir(parents=True, exist_ok=True)
    if args.texts_only:
        for (edition, lang), text in texts().items():
            (args.dir / f"{edition}-{lang}.txt").write_text(text, encoding="utf-8")
        return 0
    laws = make_laws(args.dir)
    if args.build:
        from bridge_laws.jobs.pipeline import build_all

        print(build_all(laws, args.dir / "site"))
        print(describe(laws))
    print(laws)
    return 0


if __name__ == "__main__":
    sys.exit(main())
