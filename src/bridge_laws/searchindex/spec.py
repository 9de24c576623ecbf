"""The search spec: every constant, pattern and table the site's scripts search with, exported by
the build as ``data/search-spec.js`` (``window.BL_SPEC``) from the Python that ``bridge-laws
search`` runs — one home for each fact, never a copy in the scripts.

What it holds: the languages; the index's fields, their boosts and BM25's K1 and B, the field
lengths Whoosh can store (one byte each: 256 steps, which BM25 reads); the browser
index's columns; the evidence ranking's signals and weights; the word, notation, bid, quote,
law-range, table-label and ref patterns (the Cyrillic look-alike letters the ref pattern reads go
to every page in ``data/refs.js``); the function words, the words of the game, the number words,
the shorthand, the denominations, the transliteration and Russian endings; the keyboard rows and
layouts; the spelling cut-offs; the English stemmer's exception tables.

A Python pattern reaches JavaScript by ``js_pattern``: the only syntax the two spell apart is a
named group, ``(?P<name>…)`` in Python and ``(?<name>…)`` in JavaScript; a pattern matched without
regard to case says so in its own ``flags`` (JavaScript has no ``(?i:…)``).
"""

from __future__ import annotations

import re

FORMAT = 1
# The browser index's document rows (``site.browser_index``): its fields start at FIRST_FIELD in
# the order of ``analyzer.FIELDS``, then the profile, then (when the unit has any, or is a ruling)
# its tables, then (a ruling) [its id, then the laws it applies, in its own order].
VERSION, LAW, REF, FIRST_FIELD = 0, 1, 2, 3


def js_pattern(pattern: str, flags: str = "") -> dict:
    """A Python pattern as a JavaScript RegExp's source and flags."""
    if "(?i" in pattern or "(?P=" in pattern:
        raise ValueError(f"pattern not portable to JavaScript: {pattern[:60]!r}")
    return {"source": re.sub(r"\(\?P<(\w+)>", r"(?<\1>", pattern), "flags": flags}


def columns() -> dict:
    from .analyzer import FIELDS

    profile = FIRST_FIELD + len(FIELDS)
    return {"version": VERSION, "law": LAW, "ref": REF, "fields": list(range(FIRST_FIELD, profile)),
            "profile": profile, "tables": profile + 1, "ruling": profile + 2}


def search_spec(tables: dict) -> dict:
    """The spec; ``tables``: what the index build made with a dictionary (``store.query_tables``:
    the number words' forms, the terms of the words of the game)."""
    return {"format": FORMAT, "columns": columns(), "index": _index(), "ranking": _ranking(), "leaning": _leaning(),
            "patterns": _patterns(), "query": _query(), "notation": _notation(), "words": _words(tables),
            "spelling": _spelling(), "refs": _refs(), "stemmer": _stemmer()}


def _index() -> dict:
    from whoosh.util.numeric import byte_to_length

    from ..corpus.profile import GAP
    from ..model import LANGS
    from .analyzer import BOOSTS, FIELD_B, FIELD_K1, FIELDS
    from .plan import NOT_GLOSSARY, OWN_FIELDS, PROFILE_FIELD

    return {"langs": list(LANGS), "fields": list(FIELDS), "boosts": list(BOOSTS), "k1": list(FIELD_K1), "b": list(FIELD_B),
            "ownFields": list(OWN_FIELDS), "profileField": list(PROFILE_FIELD), "notGlossary": list(NOT_GLOSSARY),
            "gap": GAP.strip(), "lengthSteps": [byte_to_length(n) for n in range(256)]}


def _ranking() -> dict:
    from . import evidence
    from .analyzer import FIELDS

    return {"signals": [[name, [FIELDS.index(f) for f in fields]] for name, fields in evidence.SIGNALS],
            "genericWeight": evidence.GENERIC_WEIGHT, "signalBonus": evidence.SIGNAL_BONUS,
            "langEdge": evidence.LANG_EDGE, "rulingWeight": evidence.RULING_WEIGHT, "rulingWhole": evidence.RULING_WHOLE, "precision": evidence.PRECISION}


def _leaning() -> dict:
    from . import leaning as le

    return {"alpha": le.ALPHA, "candidates": le.CANDIDATES, "lead": le.LEAD, "fuseK": le.FUSE_K,
            "fuseWeight": le.FUSE_WEIGHT, "shareWeight": le.SHARE_WEIGHT, "shareWords": le.SHARE_WORDS, "precision": le.PRECISION}


def _patterns() -> dict:
    from ..text.analysis import CYRILLIC_RE, WORD_RE
    from ..text.numerals import ORDINAL_SUFFIX_RE
    from . import queries, understand

    return {"word": js_pattern(WORD_RE.pattern, "g"), "cyrillic": js_pattern(CYRILLIC_RE.pattern),
            "quotes": js_pattern(queries.QUOTES, "g"), "lawRange": js_pattern(queries.LAW_RANGE, "i"), "englishRef": js_pattern(queries.ENGLISH_REF, "i"),
            "tableRef": js_pattern(queries.TABLE_REF, "i"), "notation": js_pattern(understand.NOTATION_RE.pattern, "g"), "apostrophe": js_pattern(understand.APOSTROPHE_RE.pattern, "g"),
            "clauseEnd": js_pattern(understand.CLAUSE_END_RE.pattern, ""),
            "sentenceEnd": js_pattern(understand.SENTENCE_END_RE.pattern, ""), "fieldSep": js_pattern(understand.FIELD_SEP_RE.pattern, ""),
            "callGap": js_pattern(understand.CALL_GAP_RE.pattern, ""), "level": js_pattern(understand.LEVEL_RE.pattern, ""),
            "bid": js_pattern(understand.BID_RE.pattern), "scoresheet": js_pattern(understand.SCORESHEET_RE.pattern),
            "wordChar": js_pattern(understand.WORD_CHAR_RE.pattern),
            "ordinal": js_pattern(ORDINAL_SUFFIX_RE.pattern),
            "latinWord": js_pattern(understand.LATIN_WORD), "englishForm": js_pattern(understand.ENGLISH_FORM),
            "latinPair": js_pattern(understand.LATIN_PAIR), "letterRun": js_pattern(queries.LETTER_RUN, "g"),
            "caseEnding": js_pattern(queries.CASE_ENDING)}


def _query() -> dict:
    from .. import refs
    from . import queries

    return {"maxChars": queries.MAX_QUERY_CHARS, "maxWords": queries.MAX_QUERY_WORDS, "tailWords": queries.TAIL_WORDS,
            "operators": sorted(queries.OPERATORS), "maxRange": queries.MAX_RANGE, "lookalikes": list(queries.LOOKALIKE_PAIRS),
            "nearestCutoff": refs.NEAREST_CUTOFF, "nearestCount": refs.NEAREST_COUNT}


def _notation() -> dict:
    from . import understand as u

    return {"suits": u.SUITS, "denominations": u.DENOMINATIONS, "denominationWords": u.DENOMINATION_WORDS, "doubledSpades": u.DOUBLED_SPADES,
            "denominationStems": u.DENOMINATION_STEMS,
            "denominationPhrases": [[list(words), d] for words, d in u.DENOMINATION_PHRASES], "maxLevel": u.MAX_LEVEL, "maxBid": u.MAX_BID,
            "numberDigits": u.NUMBER_DIGITS, "overSeven": u.OVER_SEVEN, "bid": list(u.BID),
            "insufficient": list(u.INSUFFICIENT), "denominationOrder": list(u.DENOMINATION_ORDER),
            "contractStems": list(u.CONTRACT_STEMS), "afterPhrases": u.AFTER_PHRASES, "afterReach": u.AFTER_REACH,
            "possessives": list(u.POSSESSIVES), "afterTellers": list(u.AFTER_TELLERS), "clauseJoins": list(u.CLAUSE_JOINS),
            "beforePhrases": u.BEFORE_PHRASES, "beforeReach": u.BEFORE_REACH,
            "beforeClauses": u.BEFORE_CLAUSES, "clauseReach": u.CLAUSE_REACH,
            "cardWords": list(u.CARD_WORDS), "cardStem": u.CARD_STEM, "cardCount": list(u.CARD_COUNT),
            "wrongCount": u.WRONG_COUNT, "trickCount": list(u.TRICK_COUNT), "trickWords": list(u.TRICK_WORDS),
            "trickStem": u.TRICK_STEM, "trickNear": u.TRICK_NEAR, "defective": list(u.DEFECTIVE),
            "abbreviations": u.ABBREVIATIONS, "capitals": u.CAPITALS, "smallCard": sorted(u.SMALL_CARD), "holding": u.HOLDING_RE.pattern, "doubled": list(u.DOUBLED),
            "doubledFiller": u.DOUBLED_FILLER, "results": list(u.RESULTS), "resultSigns": list(u.RESULT_SIGNS),
            "dashes": list(u.DASHES), "hyphens": list(u.HYPHENS), "auctionPasses": list(u.AUCTION_PASSES),
            "openingVerbs": list(u.OPENING_VERBS),
            "resultCounted": list(u.RESULT_COUNTED), "countEndings": list(u.COUNT_ENDINGS), "book": u.BOOK,
            "tricks": u.TRICKS, "resultUnder": list(u.RESULT_UNDER), "resultOver": list(u.RESULT_OVER),
            "resultAfterCount": list(u.RESULT_AFTER_COUNT), "resultVerbs": list(u.RESULT_VERBS), "resultAnd": list(u.RESULT_AND),
            "resultAux": list(u.RESULT_AUX), "resultAuxReach": u.RESULT_AUX_REACH, "resultMood": list(u.RESULT_MOOD),
            "resultClauses": u.RESULT_CLAUSES, "doubledAfter": list(u.DOUBLED_AFTER),
            "exactTime": list(u.EXACT_TIME), "exactAt": list(u.EXACT_AT),
            "redoubled": list(u.REDOUBLED), "strainLetters": u.STRAIN_LETTERS,
            "vulnerableWords": {"yes": u.VULNERABLE_WORDS[True], "no": u.VULNERABLE_WORDS[False]},
            "vulnerableWhose": {"yes": u.VULNERABLE_WHOSE[True], "no": u.VULNERABLE_WHOSE[False],
                                "unknown": u.VULNERABLE_WHOSE[None]},
            "seats": list(u.SEATS), "seatBy": list(u.SEAT_BY),
            "resultExact": list(u.RESULT_EXACT), "playVerbs": list(u.PLAY_VERBS), "extraWith": u.EXTRA_WITH, "extraStem": u.EXTRA_STEM,
            "notTricks": list(u.NOT_TRICKS),
            "scoring": list(u.SCORING), "double": list(u.DOUBLE), "redouble": list(u.REDOUBLE),
            "auctionDoubles": u.AUCTION_DOUBLES, "prepositions": list(u.PREPOSITIONS), "inadmissible": [dict(map(lambda kv: (str(kv[0]), kv[1]), d.items())) for d in u.INADMISSIBLE],
            "afterClose": list(u.AFTER_CLOSE),
            "ranks": list(u.RANKS), "ranksAfterSuit": list(u.RANKS_AFTER_SUIT), "card": list(u.CARD)}


def _words(tables: dict) -> dict:
    from ..text import numerals
    from . import understand as u

    return {"stop": sorted(u.STOP_WORDS), "aloneTrim": u.ALONE_TRIM, "asking": sorted(u.ASKING), "aloneParts": u.ALONE_PARTS, "splitPart": u.SPLIT_PART, "vowels": u.VOWELS, "splitNear": u.SPLIT_NEAR, "splitMost": u.SPLIT_MOST, "generic": tables["generic"], "numbers": tables["numbers"],
            "enNumbers": sorted(numerals.EN_NUMBERS),
            "numberRange": [1, numerals.MAX_NUMBER], "translit": [list(p) for p in u.TRANSLIT],
            "translitEnd": [list(p) for p in u.TRANSLIT_END], "telling": u.TELLING_LENGTH, "ruEndings": list(u.RU_ENDINGS),
            "guess": [u.GUESS_MIN_STEM, u.GUESS_MAX_EXTRA],
            "summon": {"verbs": sorted(u.SUMMON_VERBS), "director": sorted(u.DIRECTOR_WORDS), "gap": u.SUMMON_GAP,
                       "words": list(u.SUMMONING)},
            "outOfTurn": {"calls": {c: sorted(forms) for c, forms in u.CALL_WORDS.items()},
                          "otherActs": sorted(u.OTHER_ACTS), "turn": sorted(u.TURN_WORDS),
                          "not": sorted(u.TURN_NOT), "notAfterWords": sorted(u.TURN_NOT_AFTER_WORDS),
                          "whose": sorted(u.TURN_NOT_WHOSE),
                          "notBefore": u.TURN_NOT_BEFORE, "notAfter": u.TURN_NOT_AFTER,
                          "reach": u.CALL_TURN_REACH, "name": list(u.OUT_OF_ROTATION)}}


def _spelling() -> dict:
    from . import layout, spelling

    return {"rows": [list(rows) for rows in spelling.ROWS], "sounds": list(spelling.SOUNDS), "near": spelling.NEAR, "sound": spelling.SOUND, "far": spelling.FAR, "wrong": spelling.WRONG,
            "minLength": spelling.MIN_LENGTH, "shortLength": spelling.SHORT_LENGTH,
            "maxCost": [list(c) for c in spelling.MAX_COST],
            "layout": [layout.LATIN_KEYS, layout.CYRILLIC_KEYS], "insideAWord": js_pattern(layout.INSIDE_A_WORD)}


def _refs() -> dict:
    from .. import refs

    # (the look-alike letters the pattern reads go to every page in data/refs.js, BL_LOOKALIKES)
    return {"lawWord": js_pattern(refs.USER_LAW_WORD, "i"), "userRef": js_pattern(refs.USER_REF_BODY),
            "canonical": js_pattern(refs.CANONICAL_RE.pattern), "listSep": js_pattern(refs.REF_LIST_SEP, "i"),
            "named": js_pattern(refs.NAMED_REF, "gi"), "namedRange": js_pattern(refs.NAMED_RANGE),
            "widestRange": refs.WIDEST_RANGE, "lastLaw": refs.LAST_LAW, "lawLetters": refs.LAW_LETTERS,
            "typed": js_pattern(refs.TYPED_REF, "i"), "notALaw": js_pattern(refs.NOT_A_LAW, "i")}


def _stemmer() -> dict:
    """The exception tables of the English stemmer (Whoosh's Porter2, inflections only:
    ``analysis.en_stem``), which ``static/query.js`` runs on an English word the index lacks."""
    from whoosh.lang import porter2 as p

    return {"exceptional": dict(sorted(p.exceptional_forms.items())),
            "earlyExit": sorted(p.exceptional_early_exit_post_1a), "doubles": list(p.doubles)}
