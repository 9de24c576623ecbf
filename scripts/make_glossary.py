"""Data preparation: (re)write laws/glossary.yaml from the Definitions chapter and the pairs below.

Not a pipeline stage and not run by `bridge-laws build`. It reads one raw source, the
Cyrillic-less copy of the 1987 book, only to list the English terms its Definitions chapter
prints in parentheses (``glossary.definition_terms``); the Russian names are paired by hand
below from the terminology of the Russian translation. It then checks every Russian name
against the corpus text and lists the names that do not occur there (expected for laws whose
text is missing from the sources).

    python scripts/make_glossary.py            # write laws/glossary.yaml, report unverified names
    python scripts/make_glossary.py --check    # only report
"""

from __future__ import annotations

import sys
from pathlib import Path

from bridge_laws.text import analysis

from bridge_laws.corpus import glossary
from bridge_laws.corpus.query import all_units, load

ROOT = Path(__file__).resolve().parents[1]
LAWS = ROOT / "laws"

# English term of the Definitions chapter → (Russian names, preferred first; governing law or None;
# other English spellings). The law is the 1987 number of the law that defines or governs it.
DEFINITIONS = {
    "adjusted score": (["присуждённый результат"], 12, []),
    "alert": (["алертирование", "алерт"], 40, ["alerting"]),
    "sponsoring organization": (["S.O.", "организаторы"], 80, ["sponsoring organisation"]),
    "auction": (["торговля"], 17, ["bidding"]),
    "average": (["средний результат"], 12, []),
    "bid": (["назначение"], 18, []),
    "board": (["сдача", "дубликатная коробка", "коробка"], 2, []),
    "call": (["заявка"], 17, []),
    "contestant": (["участник"], None, []),
    "contract": (["контракт"], 22, []),
    "convention": (["конвенция", "конвенционная заявка"], 40, ["conventional call"]),
    "deal": (["раздача", "сдача"], 6, []),
    "declarer": (["разыгрывающий"], None, []),
    "defender": (["вистующий"], None, ["defending"]),
    "denomination": (["деноминация"], None, ["strain"]),
    "director": (["судья"], 81, ["tournament director"]),
    "double": (["контра"], 19, []),
    "dummy": (["болван"], 42, []),
    "event": (["соревнование", "турнир"], None, []),
    "follow suit": (["ходить в масть", "отвечать в масть"], 44, []),
    "game": (["гейм"], 77, []),
    "hand": (["рука"], None, []),
    "honor": (["онёр"], None, ["honour"]),
    "International Match Point": (["IMP"], 78, ["IMP", "IMPs"]),
    "irregularity": (["нарушение"], None, []),
    "lead": (["ход"], 41, []),
    "Match Point": (["MP"], 78, ["matchpoint", "matchpoints", "MP"]),
    "odd tricks": (["взятки сверх шести", "взятка сверх 6"], 77, ["odd trick"]),
    "opening lead": (["первый ход"], 41, []),
    "opponent": (["оппонент"], None, []),
    "overtrick": (["лишняя взятка"], 77, []),
    "pack": (["колода"], 1, ["deck"]),
    "partner": (["партнёр"], None, []),
    "part score": (["частичная запись"], 77, ["partscore", "part-score"]),
    "pass": (["пас"], None, []),
    "penalty": (["наказание", "штраф"], None, []),
    "penalty card": (["штрафная карта"], 50, []),
    "play": (["розыгрыш", "игра"], 44, []),
    "premium points": (["премиальные очки"], 77, ["premium score"]),
    "psychic call": (["психическая заявка", "блеф"], 40, ["psych", "psychic"]),
    "rectification": (["ректификация", "исправление"], None, []),
    "redeal": (["пересдача"], 22, []),
    "redouble": (["реконтра"], 19, []),
    "revoke": (["фальшренонс"], 61, []),
    "rotation": (["очерёдность"], None, []),
    "round": (["раунд", "тур"], None, []),
    "session": (["сессия"], None, []),
    "side": (["сторона"], None, []),
    "slam": (["шлем"], 77, []),
    "suit": (["масть"], 1, []),
    "team": (["команда"], None, []),
    "trick": (["взятка"], 44, []),
    "trick points": (["очки за взятки"], 77, ["trick score"]),
    "trump": (["козырь"], None, ["trumps"]),
    "turn": (["очередь"], None, []),
    "undertrick": (["недобранная взятка"], 77, []),
    "vulnerability": (["зона"], 2, []),
}

# Terms the Definitions chapter does not define but the laws use: (English, Russian names, law).
TEXT_TERMS = [
    ("vulnerable", ["в зоне"], 77, []),
    ("not vulnerable", ["до зоны"], 77, ["non-vulnerable"]),
    ("claim", ["претензия"], 68, []),
    ("concession", ["уступка"], 68, ["concede"]),
    ("unauthorized information", ["нелегальная информация"], 16, ["unauthorised information"]),
    ("appeal", ["апелляция"], 92, []),
    ("appeals committee", ["апелляционный комитет"], 93, []),
    ("correction period", ["период коррекции"], 79, []),
    ("exposed card", ["открытая карта"], 49, []),
    ("played card", ["сыгранная карта"], 45, []),
    ("mistaken explanation", ["ошибочное объяснение", "неправильное объяснение"], 75, ["misinformation"]),
    ("mistaken call", ["ошибочное назначение"], 75, []),
    ("partnership agreement", ["партнёрское соглашение", "соглашение"], 40, ["partnership understanding"]),
    ("procedural penalty", ["процедурное наказание"], 90, []),
    ("disciplinary penalty", ["дисциплинарное наказание"], 91, []),
    ("fouled board", ["испорченная сдача"], 87, []),
    ("slow play", ["медленная игра"], 74, []),
    ("spectator", ["зритель"], 76, []),
    ("player", ["игрок"], None, []),
    ("final pass", ["финальный пас"], 22, []),
    ("no trump", ["бескозырный контракт", "NT"], None, ["notrump", "no-trump"]),
    ("small slam", ["малый шлем"], 77, []),
    ("grand slam", ["большой шлем"], 77, []),
    ("artificial adjusted score", ["искусственный присуждённый результат"], 12, []),
    ("director's ruling", ["решение судьи"], 82, ["ruling"]),
    ("scoring table", ["расчётная таблица"], 77, ["scoring"]),
    ("score", ["результат", "запись"], 79, []),
    ("tricks won", ["выигранные взятки"], 79, []),
    ("explanation", ["объяснение"], 75, []),
    ("error in score", ["ошибка в подсчёте", "ошибка в записи"], 79, ["scoring error"]),
    ("tournament committee", ["турнирный комитет"], None, []),
    ("insufficient bid", ["недостаточное назначение"], 27, []),
    ("lead out of turn", ["ход вне очереди", "ход не в очередь"], 53, []),
    ("call out of rotation", ["заявка вне очереди", "заявка не в очередь"], 28, []),
    ("face down", ["закрытой картой", "рубашкой вверх"], 41, []),
    ("face up", ["открытой картой", "лицом вверх"], None, []),
    ("damage", ["ущерб"], 12, []),
    ("compensation", ["компенсация"], None, []),
    ("dummy's rights", ["права болвана"], 42, []),
    ("opening lead face down", ["первый ход закрытой картой"], 41, []),
]


def build_entries(book_text: str) -> list[glossary.GlossaryEntry]:
    entries = []
    for found in glossary.definition_terms(book_text):
        if found.term not in DEFINITIONS:
            raise SystemExit(f"{found.where}: term {found.term!r} has no Russian pairing in DEFINITIONS")
        ru, law, also = DEFINITIONS[found.term]
        entries.append(glossary.GlossaryEntry(found.term, tuple(ru), law, "definitions", found.where, tuple(also)))
    for en, ru, law, also in TEXT_TERMS:
        entries.append(glossary.GlossaryEntry(en, tuple(ru), law, "text", None, tuple(also)))
    return entries


def unverified(entries, laws_dir: Path) -> list[tuple[str, str]]:
    """(en, ru) pairs whose Russian name does not occur, as a sequence of lemmas, in any Russian unit."""
    corpus = load(laws_dir / "corpus")
    texts = []
    for law, unit in all_units(corpus):
        if law.lang != "ru":
            continue
        parts = [unit.title or "", unit.text or ""] + [n.text or "" for n in unit.footnotes]
        parts += [" ".join(row) for t in unit.tables for row in t.text_rows()]
        texts.append([set(analysis.word_terms(w)) for w, _, _ in analysis.tokens("\n".join(parts))])

    def occurs(name: str) -> bool:
        want = [set(analysis.word_terms(w)) for w, _, _ in analysis.tokens(name)]
        for words in texts:
            for i in range(len(words) - len(want) + 1):
                if all(words[i + k] & want[k] for k in range(len(want))):
                    return True
        return False

    return [(e.en, r) for e in entries for r in e.ru if not occurs(r)]


def keep_reviewed(seeded, current) -> list[glossary.GlossaryEntry]:
    """The seeded entries, each keeping what a reviewer added in laws/glossary.yaml (other
    spellings, the table's Russian words, the units per edition), then the entries only the YAML
    has (the table's vocabulary): re-seeding never loses reviewed data."""
    from dataclasses import replace

    by_term = {e.en: e for e in current}
    merged = []
    for e in seeded:
        old = by_term.get(e.en)
        merged.append(replace(e, also=tuple(dict.fromkeys((*e.also, *old.also))), ru_also=old.ru_also, laws=old.laws)
                      if old else e)
    seeded_terms = {e.en for e in seeded}
    return merged + [e for e in current if e.en not in seeded_terms]


def main(argv: list[str]) -> int:
    book = (LAWS / "sources" / "1987-ru-stripped-book.txt").read_text(encoding="utf-8")
    entries = keep_reviewed(build_entries(book), glossary.load(LAWS))
    if "--check" not in argv:
        glossary.glossary_path(LAWS).write_text(glossary.dump(entries), encoding="utf-8")
        print(f"wrote {len(entries)} entries to {glossary.glossary_path(LAWS)}")
    missing = unverified(entries, LAWS)
    print(f"{len(missing)} Russian names not found in the corpus text:")
    for en, ru in missing:
        print(f"  {en} → {ru}")
    return 0


if __name__ == "__main__":
    sys.exit(main(sys.argv[1:]))
