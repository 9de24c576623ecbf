/* A query read and planned as `bridge-laws search` reads and plans it (searchindex/understand.py,
   spelling.py, plan.py), from the search spec the build exports (data/search-spec.js,
   window.BL_SPEC: searchindex/spec.py) — no constant of its own. Pure functions over the spec
   and what the page derived from the index (the form table, the terms any unit has, the
   vocabulary, the glossary); search.js makes its reader and plans with it. */
"use strict";
(function () {
  const S = window.BL_SPEC;
  if (!S) return;
  const re = (p, extra = "") => new RegExp(p.source, p.flags + extra);
  const fold = (w) => w.toLowerCase().replace(/ё/g, "е");
  const CYR = re(S.patterns.cyrillic);
  const STOP = new Set(S.words.stop);
  const isStop = (w) => STOP.has(fold(w));
  const isAlpha = (w) => /^\p{L}+$/u.test(w);
  const whole = (p) => new RegExp("^(?:" + p.source + ")$", p.flags);
  const LATIN_WORD = whole(S.patterns.latinWord), ENGLISH_FORM = whole(S.patterns.englishForm);
  const BID = whole(S.patterns.bid); // understand.BID_RE, the whole word
  const BID_FIRST = new RegExp("^(?:" + S.patterns.bid.source + ")", S.patterns.bid.flags); // … or a word it begins («4sx»)
  const SCORESHEET = whole(S.patterns.scoresheet); // understand.SCORESHEET_RE: "4SX-2", read with its result only
  const LATIN_PAIR = re(S.patterns.latinPair);
  // ``label``: the key of its words in the page's language (text/labels.py), with ``fields``
  class QueryError extends Error {
    constructor(message, label, fields) { super(message); this.label = label; this.fields = fields; }
  }

  // --- the query as typed: cleaned, words and "quoted phrases" (queries.clean_query, parse_query)
  // A word typed in two scripts written in the one most of its letters are in, when each letter
  // of the other has its look-alike there (queries.clean_query, LOOKALIKE_PAIRS)
  const [LATIN_LIKE, CYRILLIC_LIKE] = S.query.lookalikes;
  const CASE_ENDING = whole(S.patterns.caseEnding); // «IMPов»: an abbreviation with a case ending
  function oneScript(word) {
    const cyrillic = [...word].filter((c) => CYR.test(c)).length, latin = word.length - cyrillic;
    if (!cyrillic || !latin || cyrillic === latin || CASE_ENDING.test(word)) return word;
    const [from, to, minority] = cyrillic > latin ? [LATIN_LIKE, CYRILLIC_LIKE, (c) => !CYR.test(c)] : [CYRILLIC_LIKE, LATIN_LIKE, (c) => CYR.test(c)];
    if ([...word].some((c) => minority(c) && !from.includes(c))) return word;
    return [...word].map((c) => (minority(c) ? to[from.indexOf(c)] : c)).join("");
  }
  const cleanQuery = (text) => text.replace(/[\p{Cc}\p{Cf}\p{Cs}\p{Co}]/gu, " ").split(/\s+/).filter(Boolean).join(" ")
    .replace(re(S.patterns.letterRun), oneScript);
  const OPERATORS = new Set(S.query.operators);
  const wordsOf = (chunk) => Array.from(chunk.matchAll(re(S.patterns.word)), (m) => m[0]);
  // A long query cut to its words up to the maxWords-th that carries meaning, within maxChars
  // (queries.first_words): [text, cut], cut = { tail, leftOut } or null.
  // (maxChars counts characters as Python does, a character beyond the BMP as one: codePoints)
  function firstWords(text) {
    const toks = Array.from(text.matchAll(re(S.patterns.word)));
    const chars = codePoints(text);
    let counted = 0;
    for (let i = 0; i < toks.length; i++) {
      const start = toks[i].index, end = start + toks[i][0].length;
      if (!OPERATORS.has(toks[i][0]) && !isStop(toks[i][0])) counted += 1;
      if (counted > S.query.maxWords || chars(end) > S.query.maxChars) {
        if (!i) throw new QueryError("query too long", "search.error.long", { n: S.query.maxChars });
        const tail = toks.slice(Math.max(0, i - S.query.tailWords), i).map((m) => m[0]).join(" ");
        return [text.slice(0, start).trimEnd(), { tail, leftOut: toks.length - i }];
      }
    }
    // signs and marks past the bound, no word among them (a run of ♠): cut there; nothing but them, no query
    const trimmed = text.trimEnd();
    if (chars(trimmed.length) > S.query.maxChars) {
      if (!toks.length) throw new QueryError("query too long", "search.error.long", { n: S.query.maxChars });
      let end = 0;
      while (chars(end + 1) <= S.query.maxChars) end += 1;
      const tail = toks.slice(-S.query.tailWords).map((m) => m[0]).join(" ");
      return [text.slice(0, end).trimEnd(), { tail, leftOut: 0 }];
    }
    return [text, null];
  }
  // How many characters come before UTF-16 index i of `text` (a surrogate pair is one).
  function codePoints(text) {
    if (!/[\uD800-\uDFFF]/.test(text)) return (i) => i;
    const at = new Int32Array(text.length + 1);
    for (let i = 0, n = 0; i <= text.length; i++) {
      at[i] = n;
      const c = text.charCodeAt(i);
      if (!(c >= 0xD800 && c <= 0xDBFF && i + 1 < text.length)) n++;
    }
    return (i) => at[i];
  }
  function parseQuery(text) {
    const plain = (chunk) => wordsOf(chunk).filter((w) => !OPERATORS.has(w));
    const parts = [];
    let last = 0;
    for (const m of text.matchAll(re(S.patterns.quotes))) {
      parts.push(...plain(text.slice(last, m.index)).map((w) => ({ words: [w], phrase: false })));
      const inner = plain(m[1] ?? m[2] ?? m[3]);
      if (inner.length) parts.push({ words: inner, phrase: inner.length > 1 });
      last = m.index + m[0].length;
    }
    parts.push(...plain(text.slice(last)).map((w) => ({ words: [w], phrase: false })));
    return parts;
  }
  // "ru" when every word (numbers aside) is Cyrillic, "en" when every one is Latin (queries.query_lang)
  function queryLang(ws) {
    const scripts = new Set(ws.filter((w) => !/^[0-9]/.test(w)).map((w) => (CYR.test(w) ? "ru" : "en")));
    return scripts.size === 1 ? [...scripts][0] : null;
  }

  // --- bridge notation and shorthand in words (understand.notation) -------------------------
  const N = S.notation;
  const langOf = (text) => (CYR.test(text) && !LATIN_PAIR.test(text) ? 1 : 0);
  function numberOf(word, numbers) {
    if (/^[0-9]+$/.test(word)) return word.length <= N.numberDigits ? Number(word) : null;
    return Object.prototype.hasOwnProperty.call(numbers, word) ? numbers[word] : null; // not "constructor"
  }
  function denomination(word) {
    if (word.length > 1 || N.suits.includes(word)) {
      const found = Object.prototype.hasOwnProperty.call(N.denominationWords, word) ? N.denominationWords[word] : null;
      if (found) return found;
    }
    const stem = Object.keys(N.denominationStems).find((s) => word.startsWith(s));
    return stem ? N.denominationStems[stem] : null;
  }
  // [the denomination written from token k (a word or a sign, or N.denominationPhrases: "3 no
  // trump"), how many tokens it takes], [null, 0] for none (understand._denomination_at)
  function denominationAt(toks, k) {
    if (k >= toks.length) return [null, 0];
    const found = denomination(fold(toks[k][0]));
    if (found) return [found, 1];
    const words = toks.slice(k, k + 3).map((t) => fold(t[0]));
    const phrase = N.denominationPhrases.find(([p]) => p.every((w, m) => words[m] === w));
    return phrase ? [phrase[1], phrase[0].length] : [null, 0];
  }
  const bid = (level, d, lang) => (level > N.maxLevel ? N.overSeven : N.bid[lang]); // understand._bid
  // [how many tokens from j say the result of a contract of `level` (0 for none), its doubling (0,
  // 1, 2), the tricks over (+) or under (−) it or null when not told] (understand._result): with a
  // doubled mark after it ("went two down doubled")
  function result(toks, j, numbers, level) {
    const [n, marked, delta] = saidResult(toks, j, numbers, level);
    let k = j + n, doubling = marked;
    while (n && k < toks.length && N.doubledAfter.includes(fold(toks[k][0]))) [k, doubling] = [k + 1, Math.max(doubling, doublingOf(toks[k][0]))];
    return [k - j, doubling, delta];
  }
  const doublingOf = (word) => (N.redoubled.includes(fold(word)) ? 2 : 1); // understand._doubling
  function saidResult(toks, j, numbers, level) {
    const start = j, at = (k) => fold(toks[k][0]);
    let doubling, verb;
    [j, doubling, verb] = leadIn(toks, j); // read with the result, or nothing is
    if (j >= toks.length) return [0, 0, null];
    if (at(j) === N.extraWith) { // «с лишней», «с двумя лишними»
      const [count, n] = countAt(toks, j + 1, numbers), k = j + 1 + n, over = count === null ? 1 : count;
      const after = k + 1 < toks.length ? at(k + 1) : "";
      const extra = k < toks.length && at(k).startsWith(N.extraStem) && !N.notTricks.some((stem) => after.startsWith(stem));
      return extra && over >= 1 && over <= 7 - level ? [k + 1 - start, doubling, over] : [0, 0, null];
    }
    if (!N.results.includes(at(j))) { // the count, then "down" ("3NT one down")
      const [count, n] = countAt(toks, j, numbers);
      if (count === null || j + n >= toks.length || !N.resultAfterCount.includes(at(j + n)) || count < 1 || count > level + N.book) return [0, 0, null];
      return [j + n + 1 - start, doubling, -count];
    }
    const word = at(j);
    j += 1;
    const [count, n] = countAt(toks, j, numbers);
    if (count === null) {
      const counted = N.resultSigns.includes(word) || N.resultCounted.includes(word) ||
        (verb !== null && !(N.resultExact.includes(word) && N.playVerbs.includes(verb)));
      // without its count a result ends its clause, stands before a mark or the vulnerability, or is
      // written onto the contract ("6♠x= by N/S"): understand.CLAUSE_END_RE
      const ends = toks[j - 1][3] || toks[j - 1][1] === toks[j - 2][2] || N.doubledAfter.includes(at(j)) ||
        vulnerabilitySpan(toks, j)[1] > 0;
      if (counted || !ends || (N.resultExact.includes(word) && aTime(toks, j, numbers))) return [0, 0, null];
      return [j - start, doubling, N.resultUnder.includes(word) ? null : 0]; // "went down": by how many untold
    }
    const [low, high] = N.resultUnder.includes(word) ? [1, level + N.book] : N.resultOver.includes(word) ? [1, 7 - level] : [0, N.tricks];
    const after = j + n < toks.length ? at(j + n) : "";
    if (count < low || count > high || denominationAt(toks, j + n)[0] || N.notTricks.some((stem) => after.startsWith(stem)) ||
        (N.resultSigns.includes(word) && auctionGoesOn(toks, j + n, numbers))) return [0, 0, null];
    const delta = deltaOf(word, count, level);
    if (delta === 0 && !N.resultSigns.includes(word) && N.resultOver.includes(after)) { // "made 4+1": the level made, then over it
      const [over, m] = saidOver(toks, j + n, numbers, level);
      if (m) return [j + n + m - start, doubling, over];
    }
    return [j + n - start, doubling, delta];
  }
  // [the tricks over a contract of `level` that a sign of resultOver at token k and its count say
  // after the level made, how many tokens they take], or [null, 0] (understand._said_over).
  function saidOver(toks, k, numbers, level) {
    const [count, n] = countAt(toks, k + 1, numbers);
    const after = k + 1 + n < toks.length ? fold(toks[k + 1 + n][0]) : "";
    if (count === null || count < 1 || count > 7 - level || denominationAt(toks, k + 1 + n)[0] ||
        N.notTricks.some((stem) => after.startsWith(stem)) || auctionGoesOn(toks, k + 1 + n, numbers)) return [null, 0];
    return [count, 1 + n];
  }
  // Whether token k is a dash with a call after it (understand._auction_goes_on): "1♠ - 3 - 4♠" is an auction.
  const auctionGoesOn = (toks, k, numbers) => k + 1 < toks.length && N.dashes.includes(fold(toks[k][0])) &&
    (N.auctionPasses.includes(fold(toks[k + 1][0])) || bidRank(toks, k + 1, numbers) !== null);
  // The tricks over (+) or under (−) the contract a result's word and count say, or null (understand._delta).
  function deltaOf(word, count, level) {
    if (N.resultUnder.includes(word)) return -count;
    if (N.resultOver.includes(word)) return count;
    if (count > N.maxLevel) return count - N.book - level;
    return (level <= count && count < N.maxLevel) || (count === level && level === N.maxLevel) ? count - level : null;
  }
  // Whether a time is told from token j («через минуту», «в 10 вечера»: understand._a_time).
  function aTime(toks, j, numbers) {
    const word = j < toks.length ? fold(toks[j][0]) : "";
    return N.exactTime.includes(word) || (N.exactAt.includes(word) && countAt(toks, j + 1, numbers)[0] !== null);
  }
  // Where the words between a contract at token j and its result end — its doubled mark, verbs with
  // "and", auxiliaries and «бы» —, its doubling (0, 1, 2), the last verb (understand._lead_in).
  function leadIn(toks, j) {
    const at = (k) => (k < toks.length ? fold(toks[k][0]) : "");
    const marks = (k) => {
      while (N.doubled.includes(at(k)) || (at(k) === N.doubledFiller && N.doubled.includes(at(k + 1)))) k += 1;
      return k;
    };
    const seat = (k) => { // after declarer's seat ("4♠ by S doubled -2", "4♠ N/S -1"), or k
      const m = k + (N.seatBy.includes(at(k)) && N.seats.includes(at(k + 1)) ? 1 : 0);
      const n = m + (N.seats.includes(at(m)) ? 1 + (N.seats.includes(at(m + 1)) ? 1 : 0) : 0);
      return n > m ? n : k;
    };
    let k = marks(j), verb = null, doubling = Math.max(0, ...toks.slice(j, k).map((t) => doublingOf(t[0])));
    k = seat(k);
    const [vulnerable, span] = vulnerabilitySpan(toks, k); // "4♠x vul -2", "1NT doubled vulnerable down 3"
    if (span) k = seat(k + span); // "4♠ vul by N -1"
    j = marks(k); // then maybe a doubled mark
    doubling = Math.max(doubling, ...toks.slice(k, j).map((t) => doublingOf(t[0])));
    for (let clause = 0; clause < N.resultClauses; clause += 1) {
      k = j + (N.resultAnd.includes(at(j)) ? 1 : 0);
      let aux = 0;
      while (aux < N.resultAuxReach && N.resultAux.includes(at(k + aux))) aux += 1;
      if (!N.resultVerbs.includes(at(k + aux))) {
        if (aux && N.results.includes(at(k + aux))) [verb, j] = [at(k + aux - 1), k + aux]; // "would have made 10"
        else if (k > j && !aux && (doubling || verb !== null)) [verb, j] = [null, k]; // "doubled and made"
        break;
      }
      [verb, k] = [at(k + aux), k + aux + 1];
      if (N.resultMood.includes(at(k))) k += 1;
      j = marks(k);
      doubling = Math.max(doubling, ...toks.slice(k, j).map((t) => doublingOf(t[0])));
    }
    return [j, doubling, verb, vulnerable];
  }
  // The count at token j («2», «2х», «2-х», «двух») and how many tokens it takes (understand._count).
  function countAt(toks, j, numbers) {
    if (j >= toks.length) return [null, 0];
    const word = fold(toks[j][0]), digits = word.match(/^([0-9]+)(.*)$/);
    if (digits && (digits[2] === "" || N.countEndings.includes(digits[2]))) {
      const count = numberOf(digits[1], numbers);
      const glued = !digits[2] && j + 2 < toks.length && N.dashes.includes(toks[j + 1][0])
        && toks[j][2] === toks[j + 1][1] && toks[j + 1][2] === toks[j + 2][1];
      if (glued && /^[0-9]/.test(toks[j + 2][0])) return [null, 0]; // "= 12-14", "- 5-10": a range of points
      const hyphen = glued && N.hyphens.includes(toks[j + 1][0]) && N.countEndings.includes(fold(toks[j + 2][0]));
      return count === null ? [null, 0] : [count, hyphen ? 3 : 1];
    }
    const count = numberOf(word, numbers);
    return count === null ? [null, 0] : [count, 1];
  }
  // A contract and its result as a scoresheet writes them ("4SX-2"), or null (understand._contract).
  function contract(level, d, doubling, delta) {
    if (delta === null || delta < -(level + N.book) || delta > N.maxLevel - level) return null;
    return level + N.strainLetters[d] + "X".repeat(doubling) + (delta === 0 ? "=" : (delta > 0 ? "+" : "") + delta);
  }
  // Whether the words from token k (after a result) say declarer's side is vulnerable, is not, or
  // null (understand._vulnerability).
  const vulnerability = (toks, k) => vulnerabilitySpan(toks, k)[0];
  // … and how many tokens from k its phrase takes (0: none; understand._vulnerability_span)
  function vulnerabilitySpan(toks, k) {
    const kept = [];
    for (let m = k; m < Math.min(k + 6, toks.length); m++) { // in the clause ("Vul: None" is); "non-vul"'s hyphen left out
      if (!N.resultSigns.includes(toks[m][0])) kept.push(m);
      if (toks[m][3] && !toks[m][4]) break;
    }
    const words = kept.map((m) => fold(toks[m][0]));
    const longest = (phrases) => phrases.filter((p) => p.every((w, m) => words[m] === w)).reduce((a, p) => (a && a.length >= p.length ? a : p), null);
    for (const [said, phrases] of [[false, N.vulnerableWords.no], [true, N.vulnerableWords.yes]]) {
      const phrase = longest(phrases);
      if (!phrase) continue;
      const whose = words.length > phrase.length ? words[phrase.length] : ""; // "Vul: None", «в зоне противники»
      const W = N.vulnerableWhose;
      return [W.no.includes(whose) ? false : W.yes.includes(whose) ? true : W.unknown.includes(whose) ? null : said,
        kept[phrase.length - 1] + 1 - k];
    }
    return [null, 0];
  }
  function notationAt(toks, i, numbers, lang) {
    const word = fold(toks[i][0]);
    const after = i + 1 < toks.length ? fold(toks[i + 1][0]) : "";
    let called = word.match(BID), sheet = called ? null : word.match(SCORESHEET);
    if (called && called[2] === N.doubledSpades && result(toks, i + 1, numbers, Number(called[1]))[0]) {
      [called, sheet] = [null, word.match(SCORESHEET)]; // «4пк -2»: doubled; «1пк» alone a bid (understand.DOUBLED_SPADES)
    }
    const m = called || sheet;
    const level = numberOf(word, numbers);
    let found = m ? [1, Number(m[1]), N.denominationWords[m[2]]] : null;
    const [named, span] = !found && level && level >= 1 && level <= N.maxBid && !toks[i][3] ? denominationAt(toks, i + 1) : [null, 0];
    if (named) found = [1 + span, level, named]; // "4 spades", "3 no trump"; not "Board 3: no trump"
    if (found) {
      const [n, lvl, d] = found;
      const [, , verb, saidBefore] = leadIn(toks, i + n); // the words between the bid and a result
      const opened = i > 0 && !toks[i - 1][3] && N.openingVerbs.includes(fold(toks[i - 1][0])) && verb === null; // a call
      let [more, doubling, delta] = lvl <= N.maxLevel && !opened ? result(toks, i + n, numbers, lvl) : [0, 0, null];
      if (sheet) { // the doubled mark on the bid: a contract only with its result
        if (!more) return [0, ""];
        doubling = Math.max(doubling, doublingOf(sheet[3]));
      }
      if (named && more && fold(toks[i + 1][0]) === N.doubledSpades) doubling = Math.max(doubling, 1); // «4 пк -2» as «4пк -2»
      if (more) { // its score, not a call: the vulnerability said after the result, or before it
        const scored = contract(lvl, d, doubling, delta), said = vulnerability(toks, i + n + more);
        return [n + more, (doubling ? N.double[lang] + " " : "") + N.scoring[lang], scored ? [scored, said === null ? saidBefore : said] : null];
      }
      return [n, bid(lvl, d, lang), null];
    }
    if ((N.suits.includes(word) && word.length === 1 && N.ranksAfterSuit.includes(after)) ||
        (N.ranks.includes(word) && after && N.suits.includes(after) && after.length === 1)) return [2, N.card[lang]];
    const [low, high, right] = N.cardCount;
    const cards = N.cardWords.includes(after) || after.startsWith(N.cardStem);
    if (level && low <= level && level <= high && level !== right && cards) return [2, N.wrongCount];
    const [tLow, tHigh, tRight] = N.trickCount;
    if (level && tLow <= level && level <= tHigh && level !== tRight && cards && nearTrick(toks, i)) return [2, N.defective[lang]];
    if (Object.hasOwn(N.auctionDoubles, word) && afterCall(toks, i) && !(N.prepositions.includes(word) && i + 1 < toks.length && bidRank(toks, i + 1, numbers) !== null)) {
      return [1, (N.auctionDoubles[word] === 1 ? N.double : N.redouble)[lang]]; // not «от 1бк к 3бк»: the preposition
    }
    const short = word.endsWith("'s") ? word.slice(0, -2) : word; // "rho's"
    const holding = (short === "x" || short === "xx") && i > 0 && new RegExp(N.holding, "u").test(fold(toks[i - 1][0])); // "AKx xx": small cards
    if (Object.prototype.hasOwnProperty.call(N.abbreviations, short) && !(short === "x" && i > 0 && N.smallCard.includes(fold(toks[i - 1][0]))) && !holding) {
      return [1, N.abbreviations[short]]; // an x after "small" is a card
    }
    if (Object.hasOwn(N.capitals, short) && /^\p{Lu}+$/u.test(toks[i][0].slice(0, short.length)) &&
        toks.some((t) => t[0] !== t[0].toUpperCase())) return [1, N.capitals[short]]; // "BIT", not "a bit" nor all in capitals
    if (N.suits.includes(word) && word.length === 1) return [1, N.denominations[N.denominationWords[word]][lang]];
    return [0, ""];
  }
  function nearTrick(toks, i) { // understand._near_trick
    const near = [...toks.slice(Math.max(0, i - N.trickNear), i), ...toks.slice(i + 2, i + 2 + N.trickNear)];
    return near.some((t) => N.trickWords.includes(fold(t[0])) || fold(t[0]).startsWith(N.trickStem));
  }
  function bidRank(toks, i, numbers) { // understand._bid_rank
    const word = fold(toks[i][0]);
    const m = word.match(BID);
    let level, d;
    if (m) [level, d] = [Number(m[1]), N.denominationWords[m[2]]];
    else {
      level = numberOf(word, numbers);
      d = level && level >= 1 && level <= N.maxBid && !toks[i][3] ? denominationAt(toks, i + 1)[0] : null;
      if (!d) return null;
    }
    return level * N.denominationOrder.length + N.denominationOrder.indexOf(d);
  }
  // Whether one of phrases (arrays of folded words) stands between token start and the bid at
  // token i, with at most reach tokens between it and the bid (understand._said_near).
  function saidNear(toks, start, i, phrases, reach) {
    return phrases.some((phrase) => {
      const words = toks.slice(Math.max(start, i - reach - phrase.length), i).map((t) => fold(t[0]));
      for (let k = 0; k + phrase.length <= words.length; k++) if (phrase.every((w, n) => words[k + n] === w)) return true;
      return false;
    });
  }
  // Whether "over", "after" or «после» (N.afterPhrases) says the bid told before, whose words end
  // before token start, came after the bid at token i: at most afterReach words before it, or only
  // words saying whose bid it is and that it was made (N.possessives, N.afterTellers), and in the
  // bid before's clause (N.clauseJoins)
  // (understand._said_after).
  function saidAfter(toks, start, i) {
    const whose = (t) => N.possessives.includes(fold(t[0])) || N.afterTellers.includes(fold(t[0])) || fold(t[0]).endsWith("'s");
    return N.afterPhrases.some((phrase) => {
      for (let p = start; p + phrase.length <= i; p++) {
        const between = toks.slice(p + phrase.length, i);
        if (phrase.every((w, n) => fold(toks[p + n][0]) === w) && (between.length <= N.afterReach || between.every(whose))
            && !toks.slice(start - 1, p).some((t) => t[3]) && !toks.slice(start, p).some((t) => N.clauseJoins.includes(fold(t[0])))) return true;
      }
      return false;
    });
  }
  // Which bids [token, rank or null, reading, the token after it] are no higher than the call
  // before (understand._insufficient): "over"/«после» just before the later bid (at most
  // afterReach words before it) says the one before came second; so do two words of
  // beforePhrases a little before it, and a clause of beforeClauses a little before the one before.
  function insufficient(toks, bids) {
    const found = [];
    let before = null, since = 0, last = 0; // since: where the words before `before` begin
    for (const [i, rank, k, end] of bids) {
      if (rank !== null && before !== null) {
        if (saidAfter(toks, before[3], i) || saidNear(toks, before[3], i, N.beforePhrases, N.beforeReach)
            || saidNear(toks, since, before[0], N.beforeClauses, N.clauseReach)) {
          if (before[1] <= rank) found.push(before[2]);
        } else if (rank <= before[1]) found.push(k);
      }
      before = rank === null ? null : [i, rank, k, end];
      since = last;
      last = end;
    }
    return found;
  }
  // understand._apart: a reading with a space where a letter or a digit touches it ("1nt-p")
  const WORD_CHAR = re(S.patterns.wordChar);
  function apart(text, start, end, read) {
    return (start && (WORD_CHAR.test(text[start - 1]) || N.suits.includes(text[start - 1])) ? " " : "") + read +
      (end < text.length && WORD_CHAR.test(text[end]) ? " " : "");
  }
  function notation(text, numbers) {
    // a typed apostrophe inside a word read as "'" (understand.APOSTROPHE_RE): the same length, the places hold
    const found = Array.from(text.replace(re(S.patterns.apostrophe), "'").matchAll(re(S.patterns.notation)));
    // each token: its text, start, end, whether its clause ends after it (understand.CLAUSE_END_RE, the
    // end), and whether a colon alone follows it (understand.FIELD_SEP_RE)
    const clauseEnd = re(S.patterns.clauseEnd), fieldSep = whole(S.patterns.fieldSep), callGap = whole(S.patterns.callGap);
    const toks = found.map((m, k) => [m[0], m.index, m.index + m[0].length,
      k + 1 === found.length || clauseEnd.test(text.slice(m.index + m[0].length, found[k + 1].index)),
      k + 1 < found.length && fieldSep.test(text.slice(m.index + m[0].length, found[k + 1].index)),
      k + 1 < found.length && callGap.test(text.slice(m.index + m[0].length, found[k + 1].index))]);
    const lang = langOf(text);
    const out = [], readings = [], bids = [], calls = [];
    let last = 0;
    for (let i = 0; i < toks.length;) {
      const [n, read, scored] = notationAt(toks, i, numbers, lang);
      if (!n) {
        if (N.auctionPasses.includes(fold(toks[i][0]))) calls.push([i, i, -1, null]);
        i += 1;
        continue;
      }
      const rank = bidRank(toks, i, numbers);
      if (rank !== null) {
        const call = read === N.bid[lang] && !(i && N.contractStems.some((s) => fold(toks[i - 1][0]).startsWith(s)));
        bids.push([i, call ? rank : null, readings.length, i + n]);
        if (call) calls.push([i, i + n - 1, 0, readings.length]);
      } else if (n === 1 && (read === N.double[lang] || read === N.redouble[lang]) && afterCall(toks, i)) {
        calls.push([i, i, N.auctionDoubles[fold(toks[i][0])], readings.length]);
      }
      const start = toks[i][1], end = toks[i + n - 1][2];
      out.push(text.slice(last, start), apart(text, start, end, read));
      readings.push({ typed: text.slice(start, end), read, why: "notation", ...(scored ? { score: scored } : {}) });
      last = end;
      i += n;
    }
    if (!readings.length) return [text, []];
    for (const k of insufficient(toks, bids)) {
      out[2 * k + 1] = out[2 * k + 1].replace(readings[k].read, N.insufficient[lang]);
      readings[k] = { typed: readings[k].typed, read: N.insufficient[lang], why: "notation" };
    }
    for (const [k, doubling] of inadmissible(toks, calls)) {
      const said = N.inadmissible[lang][doubling];
      out[2 * k + 1] = out[2 * k + 1].replace(readings[k].read, said);
      readings[k] = { typed: readings[k].typed, read: said, why: "notation" };
    }
    for (const k of afterClose(text, toks, calls)) {
      out[2 * k + 1] = out[2 * k + 1].replace(readings[k].read, N.afterClose[lang]);
      readings[k] = { typed: readings[k].typed, read: N.afterClose[lang], why: "notation" };
    }
    // a double typed as the word it is read as ("1♥ double pass double") says nothing new
    return [out.concat([text.slice(last)]).join("").split(/\s+/).filter(Boolean).join(" "),
      readings.filter((r) => fold(r.typed) !== r.read)];
  }
  // Whether token k ends a call of an auction typed call by call: a bid ("1h", "1♥", "1 heart"), a pass, a double (understand._is_call)
  const LEVEL = whole(S.patterns.level);
  const isCall = (toks, k) => {
    const w = fold(toks[k][0]);
    return BID.test(w) || N.auctionPasses.includes(w) || Object.hasOwn(N.auctionDoubles, w) ||
      (Object.hasOwn(N.denominationWords, w) && k > 0 && toks[k - 1][5] && LEVEL.test(toks[k - 1][0]));
  };
  // The token of the call right before token i (only dashes, spaces and commas between), or -1 (understand._call_before)
  function callBefore(toks, i) {
    let k = i - 1;
    while (k >= 0 && toks[k][5] && N.dashes.includes(toks[k][0])) k -= 1;
    return k >= 0 && toks[k][5] && isCall(toks, k) ? k : -1;
  }
  // … apart from it: «4♥х» is a contract's doubled mark glued to it (understand._after_call)
  const afterCall = (toks, i) => { const k = callBefore(toks, i); return k >= 0 && (k < i - 1 || toks[k][2] < toks[i][1]); };
  // [reading, 1 double or 2 redouble] of each double or redouble the auction does not allow (understand._inadmissible)
  function inadmissible(toks, calls) {
    const found = [];
    let run = [];
    for (const call of calls) {
      const prev = run[run.length - 1];
      const joined = prev && callBefore(toks, call[0]) === prev[1];
      run = joined ? [...run, call] : [call];
      if (call[2] < 1) continue;
      let p = run.length - 2;
      while (p >= 0 && run[p][2] === -1) p -= 1;
      if (p < 0) continue; // the auction typed from its middle
      const partner = (run.length - 1 - p) % 2 === 0;
      if (partner || run[p][2] !== call[2] - 1) found.push([call[3], call[2]]);
    }
    return found;
  }
  // Whether an auction typed call by call has closed: three passes after a call, or four from its start (understand._closed)
  function closed(run) {
    const kinds = run.map((c) => c[2]), n = kinds.length;
    return n >= 4 && kinds.slice(-3).every((k) => k === -1) &&
      (kinds.slice(0, -3).some((k) => k >= 0) || kinds.slice(0, 4).every((k) => k === -1));
  }
  // The readings of the bids told after an auction closed, in its run or later in its sentence (understand._after_close)
  const sentenceEnd = re(S.patterns.sentenceEnd);
  function afterClose(text, toks, calls) {
    const found = [];
    let run = [], closedAt = null;
    for (const call of calls) {
      const prev = run[run.length - 1];
      const joined = Boolean(prev) && callBefore(toks, call[0]) === prev[1];
      if ((joined && closed(run)) ||
          (!joined && closedAt !== null && !sentenceEnd.test(text.slice(toks[closedAt][2], toks[call[0]][1])))) {
        if (call[2] === 0) found.push(call[3]);
      }
      run = joined ? [...run, call] : [call];
      if (closed(run)) closedAt = call[1];
    }
    return found;
  }

  // --- English stems for a word the index lacks (analysis.en_stem: Porter2, inflections only)
  const ST = S.stemmer;
  const V = "aeiouy";
  const R_EXP = /[^aeiouy]*[aeiouy]+[^aeiouy](\w*)/;
  function r1Of(w) {
    if (w.startsWith("gener") || w.startsWith("arsen")) return 5;
    if (w.startsWith("commun")) return 6;
    const m = w.match(R_EXP);
    return m && m.index === 0 ? m[0].length - m[1].length : w.length;
  }
  function r2Of(w) {
    const from = r1Of(w), rest = w.slice(from), m = rest.match(R_EXP);
    return m && m.index === 0 ? from + m[0].length - m[1].length : w.length;
  }
  const shortSyllable = (w) => (w.length === 2 && /^[aeiouy][^aeiouy]$/.test(w)) || /^.*[^aeiouy][aeiouy][^aeiouywxY]$/.test(w);
  const isShort = (w) => shortSyllable(w) && r1Of(w) === w.length;
  function step1a(w) {
    if (w.endsWith("sses")) return w.slice(0, -4) + "ss";
    if (w.endsWith("ied") || w.endsWith("ies")) return w.length > 4 ? w.slice(0, -3) + "i" : w.slice(0, -3) + "ie";
    if (w.endsWith("us") || w.endsWith("ss")) return w;
    if (w.endsWith("s")) { const p = w.slice(0, -1); return /[aeiouy]./.test(p) ? p : w; }
    return w;
  }
  function step1bHelper(w) {
    if (w.endsWith("at") || w.endsWith("bl") || w.endsWith("iz")) return w + "e";
    if (ST.doubles.some((d) => w.endsWith(d))) return w.slice(0, -1);
    if (isShort(w)) return w + "e";
    return w;
  }
  function step1b(w, r1) {
    if (w.endsWith("eedly")) return w.length - 5 >= r1 ? w.slice(0, -3) : w;
    if (w.endsWith("eed")) return w.length - 3 >= r1 ? w.slice(0, -1) : w;
    for (const suffix of ["ed", "edly", "ing", "ingly"]) {
      if (w.endsWith(suffix)) {
        const p = w.slice(0, -suffix.length);
        return /[aeiouy]/.test(p) ? step1bHelper(p) : w;
      }
    }
    return w;
  }
  function step1c(w) {
    if (w.endsWith("y") || (w.endsWith("Y") && w.length > 1)) {
      if (!V.includes(w[w.length - 2]) && w.length > 2) return w.slice(0, -1) + "i";
    }
    return w;
  }
  function step5(w, r1, r2) {
    if (w.endsWith("l")) return w.length - 1 >= r2 && w[w.length - 2] === "l" ? w.slice(0, -1) : w;
    if (w.endsWith("e")) {
      if (w.length - 1 >= r2) return w.slice(0, -1);
      if (w.length - 1 >= r1 && !shortSyllable(w.slice(0, -1))) return w.slice(0, -1);
    }
    return w;
  }
  function enStem(word) {
    let w = word.toLowerCase();
    if (w.length <= 2) return w;
    if (w.startsWith("'")) w = w.slice(1);
    if (Object.prototype.hasOwnProperty.call(ST.exceptional, w)) return ST.exceptional[w];
    w = (w.startsWith("y") ? "Y" + w.slice(1) : w).replace(/([aeiouy])y/g, "$1Y");
    const r1 = r1Of(w), r2 = r2Of(w);
    if (w.endsWith("'s'")) w = w.slice(0, -3); else if (w.endsWith("'s")) w = w.slice(0, -2); else if (w.endsWith("'")) w = w.slice(0, -1);
    w = step1a(w);
    if (ST.earlyExit.includes(w)) return w;
    return step5(step1c(step1b(w, r1)), r1, r2).replace(/Y/g, "y");
  }
  // An English word's terms (understand.latin_terms): its stem, and its number if a number word.
  const EN_NUMBER = new Set(S.words.enNumbers);
  function latinTerms(form) {
    if (!ENGLISH_FORM.test(form)) return null;
    const stem = enStem(form), n = EN_NUMBER.has(form) ? String(S.words.numbers[form]) : null;
    return n === null || n === stem ? [stem] : [stem, n];
  }
  function ordinal(word) { // numerals.number_of for a word starting with digits
    const m = word.match(whole(S.patterns.ordinal));
    const n = m ? Number(m[1]) : null;
    return n !== null && n >= S.words.numberRange[0] && n <= S.words.numberRange[1] ? n : null;
  }

  // --- spelling: the nearest word of the index (spelling.py) --------------------------------
  const SP = S.spelling;
  function neighbours() {
    const out = new Map();
    for (const layout of SP.rows) {
      layout.forEach((row, r) => {
        [...row].forEach((c, i) => {
          const near = new Set([i - 1, i + 1].filter((j) => j >= 0 && j < row.length).map((j) => row[j]));
          if (r > 0) [i, i + 1].filter((j) => j < layout[r - 1].length).forEach((j) => near.add(layout[r - 1][j]));
          if (r + 1 < layout.length) [i - 1, i].filter((j) => j >= 0 && j < layout[r + 1].length).forEach((j) => near.add(layout[r + 1][j]));
          if (!out.has(c)) out.set(c, new Set());
          near.forEach((x) => out.get(c).add(x));
        });
      });
    }
    return out;
  }
  const NEAR = neighbours();
  const SOUNDS = new Map(SP.sounds.flatMap((group) => [...group].map((c) => [c, group.replace(c, "")]))); // spelling.sound_alikes: a word's last consonant
  const maxCost = (n) => (SP.maxCost.find(([start]) => n >= start) || [0, 0])[1];
  function distance(a, b, limit) {
    if (Math.abs(a.length - b.length) * SP.far > limit) return limit + 1;
    let prev2 = [], prev = Array.from({ length: b.length + 1 }, (_, j) => j * SP.far);
    for (let i = 1; i <= a.length; i++) {
      const row = [i * SP.far];
      let best = row[0];
      for (let j = 1; j <= b.length; j++) {
        const ca = a[i - 1], cb = b[j - 1];
        const sub = ca === cb ? 0 : (NEAR.has(ca) && NEAR.get(ca).has(cb) ? SP.near
          : i === a.length && j === b.length && SOUNDS.has(ca) && SOUNDS.get(ca).includes(cb) ? SP.sound : SP.wrong); // the last letters
        let cost = Math.min(prev[j] + SP.far, row[j - 1] + SP.far, prev[j - 1] + sub);
        if (i > 1 && j > 1 && ca === b[j - 2] && a[i - 2] === cb && ca !== cb) cost = Math.min(cost, prev2[j - 2] + SP.far);
        row.push(cost);
        best = Math.min(best, cost);
      }
      if (best > limit) return limit + 1;
      prev2 = prev; prev = row;
    }
    return prev[b.length];
  }
  // `sized(n)`: the index's words of n letters, sorted (loaded as needed: spelling.Corrector).
  // spelling.left_out_or_swapped: a short word's reading has a letter more, or the same letters
  const sortedLetters = (w) => [...w].sort().join("");
  const leftOutOrSwapped = (typed, known) => known.length === typed.length + 1 ||
    (known.length === typed.length && sortedLetters(known) === sortedLetters(typed));
  // spelling.two_letters_for_others: two letters typed for their neighbours, not two swapped
  function twoLettersForOthers(typed, known) {
    if (typed.length !== known.length) return false;
    const apart = [];
    for (let k = 0; k < typed.length; k++) if (typed[k] !== known[k]) apart.push(k);
    return apart.length === 2 && !(apart[1] === apart[0] + 1 && typed[apart[0]] === known[apart[1]]
      && typed[apart[1]] === known[apart[0]]);
  }
  function corrector(sized, termsOf) {
    const memo = new Map();
    const missing = (a, b) => { let n = 0; for (const c of a) if (!b.has(c)) n += 1; return n; };
    function nearest(word) {
      const limit = maxCost(word.length);
      if (!limit) return null;
      const letters = new Set(word);
      let best = limit + 1, found = [];
      const span = Math.floor(limit / SP.far);
      const starts = new Set(word.length > 1 ? [word[1], word[0]] : [word]); // the first letter, or the second
      for (let len = word.length - span; len <= word.length + span; len++) {
        for (const known of sized(len)) {
          if (!starts.has(known[0])) continue;
          if (known[0] !== word[0] && known.slice(1, 2) !== word.slice(0, 1)) continue; // not the first two swapped
          const knownLetters = new Set(known);
          if (missing(letters, knownLetters) * SP.near > limit || missing(knownLetters, letters) * SP.near > limit) continue;
          const d = distance(word, known, Math.min(limit, best));
          if (d < best) { best = d; found = [known]; } else if (d === best && d <= limit) found.push(known);
        }
      }
      if (word.length < SP.minLength) found = found.filter((w) => leftOutOrSwapped(word, w));
      else if (limit <= SP.far) found = found.filter((w) => !twoLettersForOthers(word, w));
      if (!found.length || best === 0) return null;
      if (new Set(found.map((w) => [...termsOf(w)].sort().join(" "))).size > 1) return null;
      return found.reduce((a, b) => (b.length < a.length || (b.length === a.length && b < a) ? b : a));
    }
    const found = (word) => { if (!memo.has(word)) memo.set(word, nearest(word)); return memo.get(word); };
    found.forget = () => memo.clear();
    return found;
  }

  // --- the keyboard layout, transliteration --------------------------------------------------
  const INSIDE_A_WORD = re(SP.insideAWord);
  function swapLayout(text) { // layout.swap
    const [latin, cyrillic] = SP.layout;
    const cyr = /[а-яё]/i.test(text), lat = /[a-z]/i.test(text);
    if (cyr === lat) return null;
    const [from, to] = lat ? [latin, cyrillic] : [cyrillic, latin];
    const out = Array.from(text, (c) => {
      const i = from.indexOf(c.toLowerCase());
      if (i < 0) return c;
      return c === c.toLowerCase() ? to[i] : to[i].toUpperCase();
    }).join("");
    if (!lat && INSIDE_A_WORD.test(out) && !INSIDE_A_WORD.test(text)) return null; // «разбор» is no English on Russian keys
    return out !== text ? out : null;
  }
  function translit(word) {
    if (!/^[a-z']+$/.test(word)) return null;
    const end = S.words.translitEnd.find(([latin]) => word.endsWith(latin));
    if (end) word = word.slice(0, -2);
    const out = [];
    for (let i = 0; i < word.length;) {
      const pair = S.words.translit.find(([latin]) => word.startsWith(latin, i));
      if (!pair) return null;
      out.push(pair[1]);
      i += pair[0].length;
    }
    return out.join("") + (end ? end[1] : "");
  }

  // --- how a query word becomes terms, what a word that matches nothing meant (QueryReader) -
  // `forms`: the index's form table (a look-up); `known(term)`: whether the index has the term;
  // `vocab`: the index's words, {sized(n): those of n letters, prefixed(stem, extra): those that
  // start with stem and are at most `extra` letters longer, sorted}. What it remembers is forgotten
  // with forget() (the page calls it when parts of the index arrive).
  // named(words): whether the words are a glossary name (QueryReader's `named`)
  function reader(forms, known, vocab, named = () => true) {
    const numbers = S.words.numbers;
    const cache = new Map();
    const [minStem, maxExtra] = S.words.guess;
    function guess(form) {
      const end = S.words.ruEndings.find((e) => form.endsWith(e) && form.length - e.length >= minStem) || "";
      const stem = form.slice(0, form.length - end.length);
      if (stem.length < minStem) return [];
      const out = [];
      // a word of the index is not guessed again (its forms may not have arrived yet)
      for (const w of vocab.prefixed(stem, maxExtra)) for (const t of wordTerms(w, false)) if (!out.includes(t)) out.push(t);
      return out;
    }
    function wordTerms(f, guessing = true) {
      if (forms[f] !== undefined) return forms[f].split(" ");
      const latin = latinTerms(f);
      if (latin) return latin;
      if (Object.prototype.hasOwnProperty.call(numbers, f)) return [f, String(numbers[f])];
      if (known(f)) return [f];
      if (/^[0-9]/.test(f)) { const n = ordinal(f); return n !== null ? [String(n)] : [f]; }
      return guessing && CYR.test(f) ? guess(f) : [f];
    }
    function terms(word) {
      const f = fold(word);
      if (!cache.has(f)) cache.set(f, wordTerms(f));
      return cache.get(f);
    }
    const matches = (word) => terms(word).some(known);
    const nearest = corrector(vocab.sized, terms);
    const spells = (word) => wordTerms(fold(word), false).some(known); // QueryReader.spells: no guess
    function exactly(word, folded, translitOk) { // QueryReader._exactly: a short word, only as a word it spells
      const swapped = swapLayout(folded);
      if (swapped && isAlpha(fold(swapped)) && !STOP.has(fold(swapped)) && spells(swapped)) {
        return { typed: word, read: fold(swapped), why: "layout" };
      }
      const cyr = translitOk ? translit(folded) : null;
      return cyr && !STOP.has(cyr) && spells(cyr) ? { typed: word, read: cyr, why: "translit" } : null;
    }
    function undoubled(folded) { // QueryReader._undoubled: a doubled consonant typed once («пасс» → «пас»)
      for (let k = 1; k < folded.length; k++) {
        const once = folded.slice(0, k) + folded.slice(k + 1);
        if (folded[k] === folded[k - 1] && !S.words.vowels.includes(folded[k]) && !STOP.has(once) && spells(once) && named([once])) return once;
      }
      return null;
    }
    function readWord(word, translitOk) {
      const folded = fold(word);
      if (folded.length < S.words.telling || STOP.has(folded) || !isAlpha(folded) || matches(word)) return null;
      if (folded.length < SP.minLength) { // QueryReader.read_word: exactly, or four letters with one left out
        const exact = exactly(word, folded, translitOk);
        if (exact || folded.length < SP.shortLength) return exact;
        const once = undoubled(folded); // … or one with a letter typed twice («пасс»)
        if (once) return { typed: word, read: once, why: "spelling" };
        const near = nearest(folded);
        return near ? { typed: word, read: near, why: "spelling" } : null;
      }
      const swapped = swapLayout(folded);
      if (swapped && isAlpha(fold(swapped)) && matches(swapped)) return { typed: word, read: fold(swapped), why: "layout" };
      const cyr = translitOk ? translit(folded) : null;
      if (cyr && matches(cyr)) return { typed: word, read: cyr, why: "translit" };
      let near = nearest(folded);
      if (near) return { typed: word, read: near, why: "spelling" };
      near = cyr ? nearest(cyr) : null;
      return near ? { typed: word, read: near, why: "translit" } : split(word, folded);
    }
    // Two words typed run together, read as the two words of the index they are: both spelt, the
    // most even split first; else one spelt and the other its nearest word (QueryReader.split)
    function split(word, folded) {
      const part = S.words.splitPart, n = folded.length;
      if (n < 2 * part || n > S.words.splitMost) return null;
      const cuts = [];
      for (let i = part; i <= n - part; i++) cuts.push(i);
      cuts.sort((i, j) => Math.abs(n - 2 * i) - Math.abs(n - 2 * j) || i - j);
      const halves = cuts.map((i) => [folded.slice(0, i), folded.slice(i)]).filter(([a, b]) => !STOP.has(a) && !STOP.has(b));
      for (const [a, b] of halves) if (spells(a) && spells(b) && named([a, b])) return { typed: word, read: a + " " + b, why: "split" };
      for (const [a, b] of halves) {
        const nearA = spells(b) && a.length >= S.words.splitNear && nearest(a);
        const nearB = !nearA && spells(a) && b.length >= S.words.splitNear && nearest(b);
        if ((nearA || nearB) && named([nearA || a, nearB || b])) return { typed: word, read: (nearA || a) + " " + (nearB || b), why: "split" };
      }
      return null;
    }
    function readWords(words) { // QueryReader.read_words: more Latin words spell Russian than are English
      const latin = words.filter((w) => LATIN_WORD.test(w) && !STOP.has(fold(w))).map(fold);
      const english = latin.filter(matches);
      const spelt = latin.filter((w) => { const cyr = !english.includes(w) && translit(w); return cyr && matches(cyr); }).length;
      const longEnglish = english.filter((w) => w.length >= S.words.telling).length;
      const russian = !longEnglish || spelt > longEnglish;
      return words.map((w) => readWord(w, russian));
    }
    const forget = () => { cache.clear(); nearest.forget(); };
    return { terms, matches, readWords, readWord, guess, forget };
  }

  // --- the plan: concepts (plan.make_plan) -----------------------------------------------------
  function glossary(entries) { // plan.Glossary over the index's entries [en terms, ru terms, …, used]
    // plain loops: built as the page's script runs, before the first answer (the same tables as
    // with spreads and forEach, in a third of a cold run's time)
    const byFirst = new Map(), termSet = new Set();
    for (let i = 0; i < entries.length; i++) {
      for (let side = 0; side < 2; side++) {
        for (const name of entries[i][side]) {
          if (!name.length) continue;
          for (const t of name[0]) { const at = byFirst.get(t); if (at) at.push([i, name]); else byFirst.set(t, [[i, name]]); }
          for (const w of name) for (const t of w) termSet.add(t);
        }
      }
    }
    const sameWord = (a, b) => a.some((t) => b.includes(t));
    function match(slots, i) {
      const names = [...slots[i]].sort().flatMap((t) => byFirst.get(t) || []);
      for (const n of [...new Set(names.map(([, name]) => name.length))].sort((a, b) => b - a)) {
        if (i + n > slots.length) continue;
        const fits = names.filter(([, name]) => name.length === n && name.every((w, k) => sameWord(w, slots[i + k])));
        if (fits.length) return [n, [...new Set(fits.map(([g]) => g))]];
      }
      return [0, []];
    }
    return { entries, match, terms: termSet, names: (g) => [...entries[g][0], ...entries[g][1]], used: (g) => entries[g][7] || [] };
  }
  const SU = S.words.summon, SUMMON_VERBS = new Set(SU.verbs), DIRECTOR_WORDS = new Set(SU.director);
  function summons(words) { // understand.summons: the verbs summoning the director ("called the director")
    const folded = words.map(fold), found = new Set();
    folded.forEach((w, i) => {
      if (!SUMMON_VERBS.has(w)) return;
      for (const step of [1, -1]) {
        let j = i + step, gap = 0;
        while (j >= 0 && j < folded.length && STOP.has(folded[j]) && gap < SU.gap) { j += step; gap += 1; }
        if (j >= 0 && j < folded.length && DIRECTOR_WORDS.has(folded[j])) found.add(i);
      }
    });
    return found;
  }
  // understand.calls_out_of_turn: a pass or a double said out of turn away from its name ("passed
  // when it wasn't his turn"), index → the call: the call nearest a turn word said not to be the caller's
  const OT = S.words.outOfTurn, OT_TURN = new Set(OT.turn), OT_NOT = new Set(OT.not), OT_NOT_AFTER = new Set(OT.notAfterWords);
  const OT_OTHER = new Set(OT.otherActs), OT_WHOSE = new Set(OT.whose), OT_SMALL = new Set(N.smallCard);
  const OT_CALLS = Object.entries(OT.calls).map(([call, forms]) => [call, new Set(forms)]);
  function callsOutOfTurn(words) {
    const folded = words.map(fold), calls = new Map(), found = new Map();
    folded.forEach((w, i) => {
      const call = OT_CALLS.find(([, forms]) => forms.has(w));
      const smallX = w === "x" && i > 0 && OT_SMALL.has(folded[i - 1]); // a card played, no double
      if (call || OT_OTHER.has(w)) calls.set(i, call && !smallX ? call[0] : null);
    });
    folded.forEach((w, j) => {
      const after = folded.slice(j + 1, j + 1 + OT.notAfter).some((x, k) => OT_NOT_AFTER.has(x) && OT_WHOSE.has(folded[j + 2 + k]));
      if (!OT_TURN.has(w) || !(folded.slice(Math.max(0, j - OT.notBefore), j).some((x) => OT_NOT.has(x)) || after)) return;
      let best = null;
      for (const i of calls.keys()) {
        if (Math.abs(i - j) > OT.reach) continue;
        if (best === null || Math.abs(i - j) < Math.abs(best - j) || (Math.abs(i - j) === Math.abs(best - j) && i < best)) best = i;
      }
      if (best !== null && calls.get(best)) found.set(best, calls.get(best));
    });
    return found;
  }
  function makePlan(parts, termsOf, gloss, generic) {
    const plan = { concepts: [], terms: new Set(), asked: new Set(), phrases: [], words: [], entries: [] };
    const isGeneric = (word, ts) => /^[0-9]/.test(word) || ts.some((t) => generic.has(t));
    let loose = [];
    function summoning([word, ts]) { // plan._summoning: its own terms or SUMMONING's, never in the glossary's field
      const alts = [], seen = new Set();
      for (const slot of [ts, ...SU.words.map((w) => termsOf(w))]) {
        const key = JSON.stringify(slot);
        if (!seen.has(key)) { seen.add(key); alts.push({ slots: [slot], seq: false, fields: S.index.notGlossary }); }
      }
      return { alts, words: [word], generic: false, entries: [] };
    }
    function group() {
      const summoned = summons(loose.map(([w]) => w)), outOfTurn = callsOutOfTurn(loose.map(([w]) => w));
      for (let i = 0; i < loose.length;) {
        if (summoned.has(i)) { plan.concepts.push(summoning(loose[i])); i += 1; continue; }
        let [n, entries] = gloss.match(loose.map(([, ts]) => ts), i);
        if (n === 1 && isStop(loose[i][0])) n = 0; // plan._group: a function word names no term alone
        if (n <= 1 && outOfTurn.has(i)) { // the glossary's term for the call out of rotation, as if typed together
          const named = [outOfTurn.get(i), ...OT.name].map((w) => termsOf(w));
          const [m, called] = gloss.match(named, 0);
          if (m === named.length) { plan.concepts.push(term(loose.slice(i, i + 1), called)); i += 1; continue; }
        }
        if (!n) {
          const [word, ts] = loose[i];
          plan.concepts.push({ alts: [{ slots: [ts], seq: false, fields: null }], words: [word], generic: isGeneric(word, ts), entries: [] });
          i += 1;
          continue;
        }
        plan.concepts.push(term(loose.slice(i, i + n), entries));
        i += n;
      }
      loose = [];
    }
    function term(words, entries, quoted = false) { // plan._term
      for (const g of entries) if (!plan.entries.includes(g)) plan.entries.push(g);
      const own = words.map(([, ts]) => ts);
      if (own.length > 1 && !quoted) plan.phrases.push(own); // the name as typed, highlighted as one too
      const alts = [{ slots: own, seq: quoted, fields: null }];
      const seen = new Set([JSON.stringify(own)]);
      for (const g of entries) {
        const names = gloss.names(g);
        alts.push({ slots: names[0], seq: true, fields: S.index.profileField });
        names.forEach((name, k) => {
          const key = JSON.stringify(name);
          if (seen.has(key)) return;
          seen.add(key);
          if (gloss.used(g).includes(k)) alts.push({ slots: name, seq: true, fields: S.index.ownFields });
          if (name.length === 1) name[0].forEach((t) => { plan.terms.add(t); plan.asked.add(t); });
          else plan.phrases.push(name);
        });
      }
      return { alts, words: words.map(([w]) => w), generic: !quoted && words.every(([w, ts]) => isGeneric(w, ts)), entries };
    }
    // plan.make_plan: a function word is highlighted only as a word of a phrase, unless the query says nothing else
    const saysSomething = parts.some((part) => part.words.some((w) => !isStop(w)));
    for (const part of parts) {
      const words = part.words.map((w) => [w, termsOf(w)]);
      plan.words.push(...words);
      if (!part.phrase) {
        words.forEach(([w, ts]) => ts.forEach((t) => { plan.asked.add(t); if (!(saysSomething && isStop(w))) plan.terms.add(t); }));
        loose.push(...words);
        continue;
      }
      plan.phrases.push(words.map(([, ts]) => ts));
      group();
      const [n, entries] = words.length ? gloss.match(words.map(([, ts]) => ts), 0) : [0, []];
      if (words.length && n === words.length) plan.concepts.push(term(words, entries, true)); // its other names too
      else plan.concepts.push({ alts: [{ slots: words.map(([, ts]) => ts), seq: true, fields: null }], words: words.map(([w]) => w), generic: false, entries: [] });
    }
    group();
    plan.concepts = kept(plan.concepts);
    return plan;
  }
  function kept(concepts) { // each once, without the function words (all when nothing else is left)
    const seen = new Set(), out = [];
    for (const c of concepts) {
      const key = JSON.stringify(c.alts.map((a) => [a.slots, a.seq, a.fields]));
      if (!seen.has(key)) { seen.add(key); c.key = key; out.push(c); }
    }
    const content = out.filter((c) => c.entries.length || c.words.length > 1 || !isStop(c.words[0]));
    return content.length ? content : out;
  }

  // A word of a unit's text as terms: the index's form table, else an English word's stem, else itself.
  const textTerms = (forms, form) => (forms[form] !== undefined ? forms[form].split(" ") : latinTerms(form) || [form]);
  // The ref a query names among function words only ("what does 64B say?", "what is 64"),
  // or null (understand.alone_ref; canonical is the site's, BL.canonical)
  // (a word's marks trimmed by its ends' places: a pattern's "[…]+$" tried a run of dots inside a
  // word from each of its places, the square of its length)
  const TRIM = new Set(S.words.aloneTrim);
  const trim = (w) => {
    let a = 0, b = w.length;
    while (a < b && TRIM.has(w[a])) a += 1;
    while (b > a && TRIM.has(w[b - 1])) b -= 1;
    return w.slice(a, b);
  };
  const ASKING = new Set(S.words.asking);
  function aloneRef(text, canonical) {
    const rest = String(text).split(/\s+/).map(trim).filter((w) => w && !STOP.has(fold(w)) && !ASKING.has(fold(w)));
    if (!rest.length || rest.length > S.words.aloneParts || [...rest, rest.join("")].some((w) => BID.test(fold(w)))) return null;
    return canonical(rest.join(" ")) || null;
  }
  window.BL_QUERY = { QueryError, isBid: (word) => BID.test(fold(word)), bidFirst: (text) => BID_FIRST.test(fold(text)), aloneRef, cleanQuery, firstWords, parseQuery, queryLang, notation, enStem, latinTerms, textTerms, translit, swapLayout, reader,
                      glossary, makePlan, fold, isStop };
})();
