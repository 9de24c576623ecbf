"""One search index of the real corpus per test session, shared by the search and server tests;
the parts of a built site's browser index read back (``load_index``)."""

from __future__ import annotations

import atexit
import json
import shutil
import tempfile
from functools import lru_cache
from pathlib import Path

from helpers import LAWS

from bridge_laws.site.browser_index import part_data, script_data, with_phrases_read


@lru_cache(maxsize=1)
def built_index() -> Path:
    """Build the index of laws/corpus and laws/glossary.yaml into a temporary directory, once."""
    from bridge_laws.searchindex import store

    tmp = Path(tempfile.mkdtemp(prefix="bridge-laws-index-"))
    atexit.register(shutil.rmtree, tmp, True)
    where, _ = store.build_index(LAWS, tmp / "index")
    return where


def load_index(site: Path) -> dict:
    """Every part of the site's search index (data/search/): its name there → its data."""
    out, files = {}, {}
    for path in sorted((site / "data/search").rglob("*.js")):
        name = path.relative_to(site / "data/search").as_posix()
        text = path.read_text(encoding="utf-8")
        if name == "core.js":
            assert text.startswith("window.BL_SEARCH_CORE="), name
            out[name] = script_data(text[len("window.BL_SEARCH_CORE="):].rstrip().removesuffix(";"))
            continue
        for line in text.rstrip("\n").split("\n"):  # a part a line; a file may hold several
            assert line.startswith("BL_SEARCH_PART("), name
            part, data = line.removeprefix("BL_SEARCH_PART(").removesuffix(");").split(",", 1)
            out[json.loads(part)] = part_data(json.loads(part), data)
            files[json.loads(part)] = name
    assert files == {part: out["core.js"]["files"].get(part, part) for part in files}  # where the page looks
    for name in [name for name in out if name.startswith("d/")]:  # the situation phrases as text, as the page reads them
        out[name] = [with_phrases_read(row, out["show.js"]["words"]) for row in out[name]]
    return out


# The same queries as the search tests' quality table, and the cases of phrases, glossary names,
# suggestions and filters: the browser must find as many units as `bridge-laws search`, rank its
# first among its own first five, and suggest the same correction.
PARITY = [(q, {}) for q in ["штрафной картой", "разыгрывающим", "фальшренонсом", "недобранных взяток", "undertricks",
                            "vulnerable", "revoke", "penalty card", "unauthorized information", "в зоне",
                            "штрафная карта", '"штрафная карта"', "«в зоне» заявка", "фальшренос", "фальшренос карта",
                            "revoke AND card", "штрафной xyzzyq", '"penalty card" dummy', '"declarer"']]
PARITY += [("разыгрывающим", {"lang": "ru", "edition": "1997"}), ("в зоне", {"lang": "en"}),
           ("penalty", {"edition": "1987"}), ("фальшренос", {"lang": "en"})]
# at the table (issue 8): laws known by their profile, the table's words, language, layout
PARITY += [(q, {}) for q in ["hesitation", "колебание партнёра", "contested claim", "contestant", "срок апелляции",
                             "блеф", "afkmihtyjyc", "opening lead out of turn", "adjusted score", "шкала IMP",
                             "ограничение прав болвана", "затяжка"]]
# a word typed in two scripts (queries.LOOKALIKE_PAIRS): Latin look-alikes in Russian words,
# Cyrillic ones in English words; notation touching a digit as typed (a ref is a jump: tests of refs)
PARITY += [(q, {}) for q in ["р\u0065нонс", "\u0070\u0065нонс", "штр\u0061фная карта", "\u0078од вне очереди",
                             "r\u0435voke", "c\u0430ll out of rotation", "4S\u0445 -2", "п\u0430с вне очереди", "разница в IMPах", "10 IMPов"]]
# an auction with dashes, a result's sign, readings side by side («x2h»), a bid no law has as a part
PARITY += [(q, {}) for q in ["1nt-p-2c-p-2d", "1♦-p-1♦", "3nt+1 vul", "x2h", "2h", "1♠ - 1♥??", "3♥х -1", "4♠ без зоны", "3бк без двух", "4♠ без 4♥", "4♠ без 2 пик",
                                 "4♠ без 2х", "3бк без 5-ти в зоне", "партнёр открыл 1♠ без 12 очков", "4♥ down two",
                                 "4♠ без 2-х", "7бк без 7-ми", "3бк +5", "открыл 1бк без 2 тузов", "1♠ down eight",
                                 "оговорилась и сразу поправилась", "4♠ – 1", "1♠ – 1♥",
                                 "3NT one down", "4♠x two off", "1♠ eight down", "2♠ 3 hearts down",
                                 "I bid 1♥ but before that he had bid 2♣", "я сказал 1♥, а до этого левый противник уже сказал 2♣",
                                 "RHO bid 1♠ before me and I overcalled 2♥", "я сказал 1♥ до того, как партнёр сказал 2♣",
                                 "4♠ went 2 down vul", "4♠ сели без двух в зоне", "4♠ went to bed", "4♠ doubled and went 2 down vul", "1NT was made out of turn",
                                 "Before I bid 1♥ LHO had already bid 2♣", "до того как я сказал 1♥, он уже сказал 2♣",
                                 "the player before me bid 1♠ and I bid 2♥",
                                 "2♠ was down to me", "they bid 4♠ and went 2 down", "2♦ is = multi", "4♠ сыграли с лишней в зоне",
                                 "открыл 1♠ с лишней картой",
                                 "он сказал 2♠, а до этого партнёр открылся 1♥", "он повысил до 4♠ после 2♠",
                                 "4♠ was doubled and went 2 down", "4♠ would have gone 2 down vul", "4♠ сели бы без двух",
                                 "3бк сыграют ровно", "4♠ would have been my bid", "3NT was doubled", "4♠ would’ve gone 2 down",
                                 "4♠ doubled and made", "4♠ would have gone two down doubled", "1♠ made 2 errors", "3бк сыграют ровно в 10 вечера",
                                 "he opened 1♠ two light in 3rd seat", "4♠ бы сели без двух",
                                 "4♠ был без одного короля",
                                 "3NT made, what do they score", "2♣ made out of rotation", "2♣ = stayman", "does 2♥ make it sufficient?",
                                 "4♥x made vul", "1бк - 2 мажора", "6♠x= by N/S",
                                 "4♠ с контрой без двух, не в зоне", "4♠x two down, they were vul", "7NT making 7", "1♠ made 7",
                                 "4♠x -2 vul; at the other table 3♥ made nv", "3nt+1 non-vul",
                                 "4SX-2", "3NTXX= vul", "4sx", "we played 4SX doubled", "6cx +1", "4♠x -2 game all",
                                 "3бк без двух, обе в зоне", "4♥ -1 love all", "3бк без одной, никто не в зоне",
                                 "1♠ - 3 - 4♠", "1NT – 2 – 2♥ – p", "4♠x -2 -500", "открыл 1♠ без 5", "opened 1NT -1",
                                 "he opened 1♠ and went 2 down", "он открыл 1♠ и сел без двух",
                                 "4SX-2 Vul: None", "4SX-2 vul N/S", "4♠x -2 vul or not", "3бк без одной, в зоне противники",
                                 "4♠ -1 both non-vul", "4♠ -1 neither side vulnerable", "3бк без одной, оба вне зоны",
                                 "4♠x -2 at game all", "4♠ N -1", "4♠X by S down 2 vul", "4SX by N -2", "4♠ Ю без одной",
                                 "4Sх-2", "4пк -2", "3бкк =", "board 5: 2♠ +3 IMPs to us", "3NT -1 VP",
                                 "4 constructor -1", "4♠ made constructor", "constructor",
                                 "1NT doubled vulnerable down 3", "4♠x vul -2", "3NT nv +1", "4♠ doubled, game all, 2 down",
                                 "3бк с контрой в зоне без трёх", "4♠ без зоны без одной", "4SX by N vul -2", "4♠ без зоны",
                                 "4♠ vul by N -1", "4♠ by N/S -1", "3NT-1 nv, both opponents agreed", "4♠-1 vul. Nobody called the director",
                                 "3бк без одной в зоне, никто не возражал", "3NT made vul, we got 600", "4♥x made vul N/S",
                                 "West opened. 4♠x -2 vul, what is the score?", "Юг открыл, 4♠ без двух", "1NT nv = 12-14 HCP",
                                 "2♠ vul - 6-10 hcp", "4SX-2 Vul: None", "3N+1", "3NX-2 vul", "1N-2C-2D", "2n by N -1",
                                 "3 no trump +1", "three no-trumps down 2", "3 no—trumps made", "1 no trump then 1♠",
                                 "he had no trumps", "4S\u20101", "4♠x \u20112 vul", "1♠ \u2010 3 \u2010 4♠",
                                 "4♠ made 4+1", "4♥x making 4 +2 vul", "3бк сделал 3 плюс 1", "4♠ made 4 +1 imps",
                                 "4♠ made 4+4", "4♠ made 4 + 2♥", "4♠ made 4 + 1 - 2♥", "3NT made three plus one",
                                 "4♠ minus 2 vul", "4♠ made 4 +1 top", "4♠ plus the overtrick"]]
# a pass or a double said out of turn away from its name (understand.calls_out_of_turn), and what is not one
PARITY += [(q, {}) for q in ["he passed when it wasn't his turn", "west said double when it was actually north's turn",
                             "соперник сказал пас, когда очередь была не его", "сказал пас, хотя очередь была соседа",
                             "партнёр дал контру вне очереди", "partner opened 1♣ out of turn, I had to pass all the way",
                             "the director told him to pass at his next turn", "lho xx before his turn",
                             "pass out of turn", "she passed out of turn and doubled later",
                             "все спасовали, и защитник вышел не в очередь", "it might turn out that partner's pass was slow",
                             "когда до меня дошла очередь, я спасовал", "does partner have to pass at his turn or not?",
                             "в свою очередь партнёр не спасовал, а контрил", "lho played a small x out of turn",
                             "он сказал пас, а очередь была не его"]]
# longer than the word cap, function words aside (queries.content_words): invented
PARITY += [("I would like it to be known that at the third table the man to my left took the card that he had "
            "played back into his hand once he saw that his partner had won the trick with it", {}),
           ("вчера на пятой сдаче у нас за столом было так что он сначала сказал пас а потом когда увидел что "
            "она открылась он вдруг передумал и сказал что хочет изменить свою заявку на контру", {})]
# a message pasted whole, over the cap even without its function words: searched up to it (first_words),
# a quote the cut leaves open, an operator word (invented)
PARITY += [("Dear organiser, on board seven of the second session my left hand opponent led out of turn against "
            "four hearts, declarer accepted the lead and spread dummy, then after two tricks my teammate called the "
            "director asking whether the lead could still be refused, and nobody at the table agreed about what had "
            "been said before. Could you tell us which law covers this and whether the result stands", {}),
           ("Добрый вечер, пишу по поводу вчерашнего турнира: на девятой сдаче разыгрывающий объявил что возьмёт все "
            "оставшиеся взятки и положил карты, защитники не согласились и позвали судью, но судья пришёл через "
            "десять минут, а за это время один защитник смешал свои карты с колодой, и теперь никто не может "
            "восстановить расклад; подскажите какое правило применяется и как судья должен решить", {}),
           ("revoke AND " + " ".join(f"trick{i} card{i}" for i in range(7)) + ' "penalty card dummy declarer"', {}),
           # «после» / "after" farther off than right between two bids: no insufficient bid read
           ("он вступил 2 пиками, партнёр подумал. После этого он объявил 4 пики", {}),
           ("2♠, then after a pause 4♠", {}), ("he bid 3♦ after my 3♠", {}), ("he bid 2♥ right after his partner's 2♠", {}), ("he bid 2♥ right after his partner\u2019s 2♠", {}), ("LHO\u2019s 2♠ over my 3♦", {}),
           ("4♠x would\u2019ve gone 2 down", {}), ("я сказал 2♥ после его 2♠", {}), ("I opened 4♠ and after my partner's 4NT we got to 6♠", {}),
           ("my partner opened 1NT, after my LHO's 2♣ I bid 2♦", {}), ("Я открыл 1♥, после паузы его 2♠", {}),
           ("1♠ - 2 no trump (Jacoby) - 3♥", {}), ("Board 3: no trump, 2 down", {}), ("«6♠ без 2\u2010х ключевых»", {}),
           ("4♠ без 2\u2010х в зоне", {}), ("1 no trump - 6 losers", {}),
           # characters beyond the BMP count one each, as Python counts them (two UTF-16 units in the page)
           ("revoke card " + "\U0001F0A1" * 240 + " penalty dummy trick lead", {})]
# spades typed «пк» (a bid alone, the scoresheet's doubled spades with a result after it)
PARITY += [(q, {}) for q in ["1пк пас 1ч", "он заявил 1пк после 2т", "4пк -2", "4ПКК=", "4пк"]]
# a ref alone among function words ("what does 64B say": 64B, though running text needs 64B2 to read one)
PARITY += [(q, {}) for q in ["what does 64B say", "what does 64B say?", "что в 64Б?", "is 2c ok", "what is 64", "is it 13"]]
# two words typed run together (QueryReader.split), and a number word that is no two
PARITY += [(q, {}) for q in ["штрафнаякарта", "penaltycard", "ренонсзащитника", "несанкционированнаяинформация",
                             "шестьдесят процентов", "qwzxqwzxqwzxqwzx"]]
# an auction typed call by call with an inadmissible double or redouble (understand._inadmissible)
PARITY += [(q, {}) for q in ["1ч к пас к можно", "1бк пас кк", "1h x p x", "1♥, x, p, x", "1s x p p xx", "1♥ x. p x",
                             "перешел к 2ч", "1h double pass double"]]
# a short word with a consonant typed twice («пасс»), and not a doubled vowel ("teen")
PARITY += [(q, {}) for q in ["пасс вне очерди", "bidd out of turn", "teen player"]]
# a red team's probes of this session's readings: «к» the preposition between bids, spaced spades on a
# scoresheet, words that are no two run together, a ref asked about, a Russian word no layout makes English
PARITY += [(q, {}) for q in ["перешли от 1бк к 3бк", "4 пк -2", "password", "Lawson", "what's 40B?", "что такое 64Б",
                             "разбор сдачи", "столбик", "what is 16 B", "putt"]]
PARITY += [(q, {}) for q in ["1♠-X-XX-X", "1s-x-xx-x", "выбрал 4♥ вместо 4♥х"]]
# a break in tempo typed in capitals, the word "bit" in any other case
PARITY += [(q, {}) for q in ["after partner's BIT I bid on", "a bit slow, then pass", "Bit of a pause",
                             "DECLARER WAS A BIT SLOW", "ПАРТНЁР СДЕЛАЛ BIT"]]
# situation cards: a phrase holding the query's words of the game too comes first ("late pair")
PARITY += [(q, {}) for q in ["late pair", "опоздавшая пара", "declarer late"]]
# small cards after a holding ("AKx xx"), not a double and a redouble
PARITY += [(q, {}) for q in ["AKx xx opposite, he led out of turn", "with Kxx x in dummy", "1s x xx"]]
