/* Search in the browser, offline: `bridge-laws search` run in the page. The index is in parts
   under data/search/ (site/browser_index.py), each a script handing its data to BL_SEARCH_PART:
   core.js (the BM25 statistics, each document's version and unit, the analysed glossary and
   subject index, what each other part holds) comes with the page; a query loads the key parts
   of its words, of the units' own words and profiles (k/) and of the situation phrases (s/):
   the form → terms table made at build time by the same analyzers (pymorphy3 lemmas for
   Russian, ё = е; English stems) and each term's postings with word positions; the words of
   the right lengths when a word matches nothing (v/, sv/); what its cards show (show.js) and
   the units of the laws its results are in (d/; profile.js for a unit without text). The search itself runs on what is
   loaded: a look-up of a part that is not there yet is noted (`missing`), the parts are loaded,
   and the search runs again (`ready`) — a few rounds at most. Reading a query is query.js
   (BL_QUERY), ranking it rank.js (BL_RANK), every constant from the search spec
   (data/search-spec.js, BL_SPEC: searchindex/spec.py); this file loads, looks up and shows. */
"use strict";
(function () {
  const CORE = window.BL_SEARCH_CORE, S = window.BL_SPEC, Q = window.BL_QUERY, RK = window.BL_RANK;
  if (!CORE || !S || !Q || !RK) return;
  const WORD = new RegExp(S.patterns.word.source, S.patterns.word.flags);
  // "2017-en" → "2017 · English": written by the site build from laws/editions.yaml
  const labelsEl = document.getElementById("version-labels");
  const labelsRaw = labelsEl ? String(labelsEl.textContent || "") : "";
  const LABELS = labelsRaw ? JSON.parse(labelsRaw) : {};
  // the versions of editions not in force (laws/editions.yaml): their results say so
  const oldEl = document.getElementById("version-superseded");
  const SUPERSEDED = oldEl ? JSON.parse(String(oldEl.textContent || "[]")) : [];
  const COL = S.columns; // a row's columns: version, law, ref, its fields (analyzer.FIELDS), profile, tables, ruling
  const FIELDS = S.index.fields.map((_, f) => f), NF = FIELDS.length;
  const F = Object.fromEntries(S.index.fields.map((name, f) => [name, f])); // a field's number by its name
  const GAP = "\n" + S.index.gap + "\n";
  const fold = Q.fold;
  const words = (text) => Array.from(text.matchAll(WORD), (m) => ({ w: m[0], start: m.index, end: m.index + m[0].length }));
  const countWords = (text) => { let n = 0; for (const _ of text.matchAll(WORD)) n++; return n; };
  const GAP_WORDS = countWords(GAP);
  const NONE = new Map();
  const t0 = performance.now();

  // --- the parts: loaded by a <script> each (file:// refuses fetch), kept once loaded ----------
  // A file may hand over several parts (core.files: a part → the file that holds it, where that
  // is not the part's own name): what nearly every query loads together comes in one file.
  const base = (document.body && document.body.dataset.root || "") + "data/search/";
  const loaded = new Map(), missing = new Set();
  const FILES = CORE.files || {};
  window.BL_SEARCH_PART = (name, data) => { loaded.set(name, data); };
  function loadScript(file) {
    if (window.BL_LOAD_PART) return window.BL_LOAD_PART(base + file); // a harness without a DOM (tests/js)
    // one of the page's own scripts (search.html: ahead.js, deferred after this one): its end
    const own = Array.prototype.find.call(document.scripts, (s) => s.getAttribute("src") === base + file);
    if (own) return new Promise((resolve, reject) => { ended(own, resolve, reject, file); });
    return new Promise((resolve, reject) => {
      const s = document.createElement("script");
      s.src = base + file;
      ended(s, resolve, reject, file);
      queued.push(s);
      if (queued.length === 1) queueMicrotask(() => document.head.append(...queued.splice(0)));
    });
  }
  function ended(script, resolve, reject, file) {
    script.addEventListener("load", resolve); // after it ran: its parts are handed over
    script.addEventListener("error", () => reject(new Error("cannot load " + base + file)));
  }
  // The parts a round asks for go into the page in one insertion, not one script at a time (40
  // insertions were a tenth of a round's time on the phone profile).
  const queued = [];
  const loading = new Map(); // file → its loading (a Promise)
  const load = (name) => {
    if (loaded.has(name)) return Promise.resolve(); // handed over by a script the page loads itself
    const file = FILES[name] || name;
    if (!loading.has(file)) loading.set(file, loadScript(file));
    return loading.get(file).then(() => { if (!loaded.has(name)) throw new Error(base + file + " does not hold the part " + name); });
  };
  const have = (name) => { if (loaded.has(name)) return true; missing.add(name); return false; };
  // Parts asked for before a round needs them (not noted as missing): their scripts go into the
  // page now, not at the end of the round's work. A failure is reported when a round asks.
  function prefetch(names) {
    for (const name of names) if (!loaded.has(name)) load(name).catch(() => {});
    if (queued.length && !window.BL_LOAD_PART) document.head.append(...queued.splice(0));
  }
  // Run `fn` (synchronous, reading only what is loaded) until it found nothing missing.
  const trace = []; // [ms since the page started, what] of each round that loaded parts (BL_SEARCH.trace)
  async function ready(fn) {
    for (let round = 0; ; round++) {
      missing.clear();
      const out = fn();
      if (!missing.size) return out;
      if (round > 12) throw new Error("the search index does not hold what it lists: " + [...missing].join(", "));
      const names = [...missing];
      await Promise.all(names.map(load));
      trace.push([Math.round(performance.now()), names.join(" ")]);
      onLoaded();
    }
  }

  // --- keys: forms and terms, in parts cut at sorted boundaries (core.keys): of the units' own
  // words and profiles (k/), of the situation index's phrases (s/), both of a range in one file --
  const partOf = (keys, key) => { // the index of the last boundary not after the key
    let lo = 0, hi = keys.length - 1;
    while (lo < hi) { const mid = (lo + hi + 1) >> 1; if (keys[mid] <= key) lo = mid; else hi = mid - 1; }
    return lo;
  };
  const part = (name) => (have(name) ? loaded.get(name) : null);
  // A table of a key part: "key\tvalue\n" lines in sorted order (browser_index.lines), looked up
  // by bisecting the text where it lies — the page never makes an object of a whole part.
  function lineValue(text, key) {
    let lo = 0, hi = text.length; // the lines still in question: lo is where one begins, hi where one ends
    while (lo < hi) {
      const start = text.lastIndexOf("\n", ((lo + hi) >> 1) - 1) + 1, tab = text.indexOf("\t", start);
      const found = text.slice(start, tab), end = text.indexOf("\n", tab);
      if (found === key) return text.slice(tab + 1, end);
      if (found < key) lo = end + 1; else hi = start;
    }
    return undefined;
  }
  // A key's two parts, both asked for at once (null until both are loaded): its range's (k/N,
  // s/N); a term a glossary name has, its group's (kg/N, sg/N: core.grouped), so that a query
  // naming an entry loads the terms of all its names in one file
  function rangeParts(key) {
    const own = part("k/" + partOf(CORE.keys, key) + ".js");
    const said = part("s/" + partOf(CORE.keys, key) + ".js");
    return own && said ? [own, said] : null;
  }
  function termParts(t) {
    const group = lineValue(CORE.grouped || "", t);
    if (group === undefined) return rangeParts(t);
    const own = part("kg/" + group + ".js"), said = part("sg/" + group + ".js");
    return own && said ? [own, said] : null;
  }
  // folded form → its terms joined by spaces, where they are not the form itself; a form of a
  // grouped term from the core (core.grouped_forms), so its group is asked for in the same round;
  // a grouped term not there is a form of itself alone (browser_index.grouped_forms)
  function formOf(form) {
    const core = lineValue(CORE.grouped_forms || "", form);
    if (core !== undefined || lineValue(CORE.grouped || "", form) !== undefined) return core;
    const both = rangeParts(form);
    return both ? lineValue(both[0].f, form) ?? lineValue(both[1].f, form) : undefined;
  }
  const I = { units: CORE.units, gloss: CORE.gloss, subjects: CORE.subjects,
    forms: new Proxy({}, { get: (_, form) => formOf(form) }),
    // each document's row, once the units of its law are loaded
    rows: new Map() };
  // each document's version (a number in CORE.versions), from the runs of documents of a version
  const versionAt = new Uint16Array(CORE.docs);
  CORE.runs.forEach(([first, v], i) => versionAt.fill(v, first, i + 1 < CORE.runs.length ? CORE.runs[i + 1][0] : CORE.docs));
  const versionOf = (doc) => CORE.versions[versionAt[doc]];


  // --- postings: a term's weights per field and its word positions, from the key parts ---------
  // A field's boost multiplies a word's weight, as the Whoosh index stores it.
  const BOOST = S.index.boosts;
  const DIGIT = new Uint8Array(128); // a digit's value by its character code (the digits are ASCII)
  Array.from(CORE.digits, (c, i) => { DIGIT[c.charCodeAt(0)] = i; });
  // Numbers written five bits a character (browser_index.encode).
  // One pass: room for a number per character (a number ends at each digit under 32), then
  // the part filled (a view, not a copy).
  function numbers(text) {
    const nums = new Float64Array(text.length);
    let k = 0;
    for (let i = 0, n = 0, scale = 1; i < text.length; i++) {
      const v = DIGIT[text.charCodeAt(i)];
      n += (v & 31) * scale; scale *= 32;
      if (v < 32) { nums[k++] = n; n = 0; scale = 1; }
    }
    return nums.subarray(0, k);
  }
  const decoded = new Map();
  // A term's postings (browser_index.posting_string): per field of a document, the document's
  // distance from the one before × the number of fields + the field, then each word position's
  // distance from the one before × 2 (+ 1 when another follows). Read once both its parts are
  // loaded into its weight in each field (`weights`: field → Map(doc → weight), documents in
  // ascending order) and where each document's positions in a field begin (`at`: doc × NF + f →
  // the character they start at × 2 + which text); the positions themselves are read when asked
  // for (positionsIn): the ranking reads only weights, a phrase or a highlight the positions of
  // a few documents (at full size a word's postings hold thousands). So a position is only
  // counted here, from the first character of its number (low bits first: its lowest bit, "another
  // follows", is that character's), and its other characters skipped: decoding every position of
  // the words of a long sentence into numbers was a tenth of its search on the phone profile.
  function decode(texts) {
    const weights = FIELDS.map(() => new Map()), at = new Map();
    const last = FIELDS.map(() => -1);
    let sorted = true;
    texts.forEach((text, k) => {
      for (let i = 0, doc = 0; i < text.length;) {
        let head = 0, scale = 1, v;
        do { v = DIGIT[text.charCodeAt(i++)]; head += (v & 31) * scale; scale *= 32; } while (v >= 32);
        const f = head % NF;
        doc += (head - f) / NF;
        at.set(doc * NF + f, i * 2 + k);
        let n = 0, more;
        do {
          more = DIGIT[text.charCodeAt(i)] & 1;
          n++;
          while (DIGIT[text.charCodeAt(i++)] >= 32);
        } while (more);
        const w = n * BOOST[f];
        if (w) weights[f].set(doc, w); else weights[f].delete(doc);
        if (doc < last[f]) sorted = false;
        last[f] = doc;
      }
    });
    // a field listed by both parts (a unit with the word only in its situation phrases comes
    // after the others): its documents put in order
    if (!sorted) weights.forEach((m, f) => { weights[f] = new Map([...m].sort((a, b) => a[0] - b[0])); });
    return { weights, at, texts, read: new Map() };
  }
  const NO_POSITIONS = [];
  function positionsIn(post, doc, f) {
    const key = doc * NF + f;
    let ps = post.read.get(key);
    if (ps) return ps;
    const at = post.at.get(key);
    if (at === undefined) return NO_POSITIONS;
    const text = post.texts[at % 2];
    ps = [];
    for (let i = (at - at % 2) / 2, p = 0, more = 1; more;) {
      let n = 0, scale = 1, v;
      do { v = DIGIT[text.charCodeAt(i++)]; n += (v & 31) * scale; scale *= 32; } while (v >= 32);
      p += n >> 1; ps.push(p); more = n & 1;
    }
    post.read.set(key, ps);
    return ps;
  }
  const absent = new Set(); // terms neither of their parts holds (parts, once loaded, stay)
  const saidOnly = new Map(); // term → its postings in the situation phrases alone (postings.said)
  // [its own postings' text, its situation postings' text] (undefined where its part holds none),
  // or null while a part is loading
  function held(t) {
    const both = termParts(t);
    return both && both.map((p) => lineValue(p.p, t));
  }
  const postings = {
    get(t) {
      let m = decoded.get(t);
      if (m || absent.has(t)) return m;
      const texts = held(t);
      if (!texts) return undefined;
      const found = texts.filter((x) => x !== undefined);
      if (!found.length) { absent.add(t); return undefined; }
      decoded.set(t, (m = decode(found)));
      return m;
    },
    // whether a part holds it, without decoding (the reader asks of every word typed)
    has(t) {
      if (decoded.has(t)) return true;
      if (absent.has(t)) return false;
      const texts = held(t);
      if (!texts) return false;
      if (texts.some((x) => x !== undefined)) return true;
      absent.add(t);
      return false;
    },
    // its postings in the situation phrases (its situation part's; undefined: none), for a term
    // only the "why" line's quote reads (a function word): its postings in the units' own fields,
    // for "the" at full size thousands of units, are never decoded
    said(t) {
      let m = decoded.get(t) || saidOnly.get(t);
      if (m || absent.has(t)) return m;
      const texts = held(t);
      if (texts && texts[1] !== undefined) saidOnly.set(t, (m = decode([texts[1]])));
      return m;
    },
  };
  // Whoosh stores a document's field length in one byte, a step of 256 (the spec's lengthSteps):
  // CORE.lengths holds that byte of each document's each field, a character each from
  // CORE.length_base (browser_index.stored_lengths). Its averages use the exact lengths.
  const STEPS = S.index.lengthSteps, LENGTH_BASE = CORE.length_base;
  // Which unit a document answers for (the first document of its ref; a ruling its own):
  // evidence.one_per_unit keeps the best version of each
  let sameUnit = null;
  const unitOf = (doc) => (sameUnit || (sameUnit = numbers(CORE.unit)))[doc];
  // What rank.js scores from (evidence.Scorer's source): a term's weights per field, lengths, positions.
  const source = {
    count: CORE.units,
    avg: (f) => CORE.avg[f],
    docLength: (doc, f) => STEPS[CORE.lengths.charCodeAt(doc * NF + f) - LENGTH_BASE],
    weights(f, t) {
      const post = postings.get(t);
      return post ? post.weights[f] : NONE; // NONE: its part not loaded yet, noted, and asked again once it is
    },
    positions: (f, t, doc) => { const post = postings.get(t); return post ? positionsIn(post, doc, f) : NO_POSITIONS; },
  };
  const scorer = RK.scorer(source);
  const gloss = Q.glossary(I.gloss);
  const known = (t) => gloss.terms.has(t) || postings.has(t);
  // The vocabulary (store.meta_for: folded words of 3 letters or more, not numbers), in bands of
  // lengths loaded as a word needs them: spelling and the stems of Russian forms the index lacks.
  // (v/: the units' words; sv/: those only the situation phrases have; both for every word)
  // Asked for only once the round found every key part it needed: a word looks unknown while
  // its key part is loading (the vocabulary it would load then is seldom needed once it is in).
  function wordsOf(n) {
    if (missing.size) return [];
    const out = [];
    for (const [bands, dir] of [[CORE.vocab, "v/"], [CORE.situation_vocab, "sv/"]]) {
      const band = bands.find(([lo, hi]) => lo <= n && n <= hi);
      const got = band && part(dir + band[0] + ".js");
      if (got) out.push(...got.split(" ").filter((w) => w.length === n));
    }
    return out.sort();
  }
  const vocab = {
    sized: wordsOf,
    prefixed(stem, extra) {
      const out = [];
      for (let n = stem.length; n <= stem.length + extra; n++) out.push(...wordsOf(n).filter((w) => w.startsWith(stem)));
      return out.sort();
    },
  };
  // (a word typed run together or with a doubled consonant is read only as a glossary name)
  const reader = Q.reader(I.forms, known, vocab, (words) => gloss.match(words.map((w) => reader.terms(w)), 0)[0] === words.length);
  const generic = new Set(S.words.generic);
  const sameWord = (a, b) => a.some((t) => b.includes(t));
  // A term counted, a word read, a concept scored while a part was missing is worked out again
  function onLoaded() { reader.forget(); scorer.forget(); }
  const buildMs = performance.now() - t0;

  // --- a query: notation read, words that match nothing read as meant, planned, ranked --------
  function readParts(parts) { // engine._read_words
    const found = reader.readWords(parts.filter((p) => !p.phrase).map((p) => p.words[0]));
    let k = 0;
    const readings = [];
    const out = parts.map((part) => {
      if (part.phrase) return part;
      const r = found[k++];
      if (!r) return part;
      readings.push(r);
      const ws = words(r.read).map((x) => x.w);
      return { words: ws.length ? ws : part.words, phrase: false };
    });
    return [out, readings];
  }
  const escape = (s) => s.replace(/[.*+?^${}()|[\]\\]/g, "\\$&");
  function said(text, corrected) { // engine._said: each corrected word replaced by its reading
    for (const r of corrected) text = text.replace(new RegExp(`(?<![\\p{L}\\p{N}_])${escape(r.typed)}(?![\\p{L}\\p{N}_])`, "u"), r.read);
    return text;
  }
  // Each document's law (core.law_runs: [documents since the run before, law, …]), decoded once
  let lawAt = null;
  function lawOf(doc) {
    if (!lawAt) {
      lawAt = new Uint8Array(CORE.docs);
      const runs = numbers(CORE.law_runs);
      for (let k = 0, at = 0; k < runs.length; k += 2) { at += runs[k]; lawAt.fill(runs[k + 1], at); }
    }
    return lawAt[doc];
  }
  // Whether a document has no text (core.no_text: [start, end) runs of documents, one after another)
  let textless = null;
  function noText(doc) {
    if (!textless) {
      textless = new Uint8Array(CORE.docs);
      const runs = numbers(CORE.no_text || "");
      for (let k = 0; k < runs.length; k += 2) textless.fill(1, runs[k], runs[k + 1]);
    }
    return textless[doc] === 1;
  }
  // The version of each answer's unit a reader would open (evidence.shown_version): of the
  // versions the query matched (`ranked`: every one the filters keep, best first), one with text
  // first, then one in the query's language (none: the best-scored version's), then the newest
  // edition; the answer keeps its place and score. One walk of `ranked`, a slot per unit.
  const EDITION_OF = CORE.versions.map((v) => Number(v.split("-")[0])), LANG_OF = CORE.versions.map((v) => v.split("-")[1]);
  function shownVersions(results, ranked, want) {
    const first = new Int32Array(CORE.docs).fill(-1), shown = new Int32Array(CORE.docs);
    const langOf = (doc) => LANG_OF[versionAt[doc]];
    const order = (doc, lang) => window.BL.readerOrder(noText(doc), langOf(doc), EDITION_OF[versionAt[doc]], lang);
    const worse = (a, b, lang) => window.BL.inOrder(order(a, lang), order(b, lang));
    for (let i = 0; i < ranked.length; i++) { // an index loop: a first search runs it cold (search.js, rank.js)
      const doc = ranked[i].doc, u = unitOf(doc);
      if (first[u] < 0) { first[u] = doc; shown[u] = doc; } else if (worse(doc, shown[u], want || langOf(first[u])) < 0) shown[u] = doc;
    }
    return results.map((h) => (rulingOf(h.doc) || shown[unitOf(h.doc)] === h.doc ? h : { ...h, doc: shown[unitOf(h.doc)] }));
  }
  // A term's row of the situation index's table (leaning.table: [law index, phrasings holding
  // it, …]), from the situation part of its range ("l"); undefined when no phrasing holds it.
  // The first three answers are chosen with them (engine._led): every word of the query as read.
  const leanRows = new Map();
  function leanRow(t) {
    if (!leanRows.has(t)) {
      const said = termParts(t)[1];
      const row = lineValue(said.l, t);
      leanRows.set(t, row === undefined ? undefined : numbers(row));
    }
    return leanRows.get(t);
  }
  const rulingOf = (doc) => CORE.rulings[doc] || null; // ranking and the kind filter ask of every document found
  function textHits(plan, allowed) {
    if (!plan.concepts.length) return [];
    const want = Q.queryLang(plan.words.map(([w]) => w));
    const inLang = want ? CORE.versions.map((v) => v.endsWith("-" + want)) : null;
    const langDoc = want ? (doc) => inLang[versionAt[doc]] : null;
    return RK.rank(scorer, plan, allowed, langDoc, (doc) => !!rulingOf(doc));
  }

  // --- term cards (engine._cards): the glossary terms the query names, the subject-index entries
  // that hold every word of it, the situations one phrase of which tells it; each with the units
  // it names and whether they have text
  // Which languages of an edition have a unit, and whether with text (browser_index.card_versions).
  // (show.js: loaded when a query has a card to show)
  const show = () => part("show.js") || { cards: {}, topics: {}, labels: [] };
  const versionsOf = (edition, ref) => (show().cards[edition + "|" + ref] || []).map(([lang, missing]) => ({ lang, missing_text: missing }));
  // a card's units, the newest edition's first, else as named (engine.card_order; sort is stable)
  const cardOrder = (laws) => laws.sort((a, b) => b.edition - a.edition);
  const cardLaws = (refs) => cardOrder(Object.entries(refs).flatMap(([edition, pairs]) =>
    pairs.map(([ref, how]) => ({ edition: Number(edition), ref, how, versions: versionsOf(edition, ref) }))));
  function cards(plan, most = 3) {
    const named = plan.entries.length ? part("show.js") : null; // the cards' names and units: loaded for a card
    const out = named ? plan.entries.map((i) => named.gloss[i]).map(([en, ru, also, refs]) => ({ kind: "glossary", term: en, en: [en, ...(also || [])], ru, laws: cardLaws(refs || {}) })) : [];
    const ws = plan.words.map(([, terms]) => terms);
    if (!ws.length) return out;
    const found = (I.subjects || []).filter((e) => ws.every((w) => w.some((t) => e[4].includes(t))))
      .sort((a, b) => a[0].length - b[0].length).slice(0, most);
    return out.concat(found.map(([term, edition, , laws]) => ({ kind: "index", term, en: [], ru: [term],
      laws: laws.map((n) => ({ edition, ref: String(n), how: "index", versions: versionsOf(edition, String(n)) })) })),
      situationCards(plan));
  }
  // The situation index's entries with a phrase holding a term of every word of the query that
  // says something (plan.situation_cards), from the postings of the situations field: the
  // shortest such phrase (in words) first, then the unit that comes first in the index.
  const topicOf = (ref) => { const s = show(), at = Object.hasOwn(s.topics, ref) ? s.topics[ref] : undefined; return at === undefined ? ["", ""] : s.labels[at]; };
  // a unit's first document (core.unit) → [where the words of each of its situation phrases begin
  // in `nums`, how many phrases, its ref] (phrases.js: browser_index.phrase_sizes)
  let sizesOf = null;
  function phraseSizes() {
    if (sizesOf) return sizesOf;
    const got = part("phrases.js");
    if (got === null) return null;
    const nums = numbers(got.sizes), at = new Map();
    for (let i = 0, doc = 0, k = 0; i < nums.length; k++) {
      doc += nums[i++];
      const n = nums[i++];
      at.set(doc, [i, n, got.refs[k]]);
      i += n;
    }
    return (sizesOf = { nums, at });
  }
  // The positions of a word (any of its terms) in a document's situations field, in order
  function wordPositions(w, doc) {
    if (w.length === 1) return source.positions(F.situations, w[0], doc);
    return w.flatMap((t) => source.positions(F.situations, t, doc)).sort((a, b) => a - b);
  }
  function situationCards(plan, most = 2) { // plan.situation_cards
    const ws = plan.concepts.filter((c) => !c.generic).flatMap((c) => c.alts[0].slots);
    const game = plan.concepts.filter((c) => c.generic).flatMap((c) => c.alts[0].slots);
    if (!ws.length) return [];
    // every version of a unit carries its ref's phrases (profile.profiles), analysed alike: the
    // unit's first document (core.unit) tells what all would, and only it is looked at
    const docsOf = (w) => new Set(w.flatMap((t) => [...source.weights(F.situations, t).keys()]).filter((d) => unitOf(d) === d));
    let docs = docsOf(ws[0]);
    for (const w of ws.slice(1)) { const here = docsOf(w); docs = new Set([...docs].filter((d) => here.has(d))); }
    // unit (its first document) → [minus the words of the game, words] of its best phrase holding them all
    const best = new Map(), before = (a, b) => a[0] - b[0] || a[1] - b[1];
    const sizes = docs.size ? phraseSizes() : null;
    if (!sizes) return [];
    for (const doc of [...docs].sort((a, b) => a - b)) {
      if (!sizes.at.has(doc)) continue;
      const [from, n] = sizes.at.get(doc);
      // each word's positions walked once along the phrases (both in order): the first not
      // before a phrase's start says whether the phrase holds the word
      const lists = [...ws, ...game].map((w) => wordPositions(w, doc)), next = lists.map(() => 0);
      let start = 0;
      for (let k = 0; k < n; k++) {
        const size = sizes.nums[from + k], end = start + size;
        let holds = true, extra = 0;
        for (let j = 0; j < lists.length; j++) {
          const ps = lists[j];
          while (next[j] < ps.length && ps[next[j]] < start) next[j]++;
          const here = next[j] < ps.length && ps[next[j]] < end;
          if (j < ws.length) holds = holds && here;
          else if (here) extra++;
        }
        const key = [-extra, size];
        if (holds && (!best.has(doc) || before(key, best.get(doc)) < 0)) best.set(doc, key);
        start = end + 1; // the gap between two phrases is a word of its own
      }
    }
    const lang = Q.queryLang(plan.words.map(([w]) => w)) || "en";
    const editions = [...new Set(Object.keys(window.BL_REFS || {}).map((v) => Number(v.split("-")[0])))].sort((a, b) => a - b);
    // a unit is its ref (core.unit: the first document of its ref)
    const first = [...best].sort((a, b) => before(a[1], b[1]) || a[0] - b[0]).slice(0, most);
    return mergedCards(first.map(([doc]) => sizes.at.get(doc)[2]).map((ref) => {
      const [en, ru] = topicOf(ref);
      return { kind: "situation", term: (lang === "ru" ? ru : en) || en, en: [en], ru: [ru],
        laws: cardOrder(editions.map((edition) => ({ edition, ref, how: "situations", versions: versionsOf(edition, ref) }))
          .filter((law) => law.versions.length)) };
    }));
  }
  // cards of one topic (a law's and its section's) as one, at the first's place (engine.merged_cards)
  function mergedCards(cards) {
    const out = new Map();
    for (const card of cards) {
      if (out.has(card.term)) out.get(card.term).laws = cardOrder([...out.get(card.term).laws, ...card.laws]);
      else out.set(card.term, card);
    }
    return [...out.values()];
  }

  // --- search: the query as typed, else in the other keyboard layout when it finds nothing ----
  const LANGS = S.index.langs, KINDS = ["law", "ruling"];
  const EDITIONS = Array.from(document.querySelectorAll("#sedition option"), (o) => o.value).filter(Boolean);
  function allowedBy(filters) {
    const ok = (version) => {
      const [edition, lang] = version.split("-");
      return (!filters.lang || filters.lang === lang) && (!filters.edition || filters.edition === edition);
    };
    const kind = (doc) => !filters.kind || (filters.kind === "ruling") === !!rulingOf(doc);
    return { version: ok, doc: (doc) => ok(versionOf(doc)) && kind(doc) };
  }
  const swapLayout = Q.swapLayout;
  const nearestRefs = window.BL.nearestRefs;
  // A search, once every part of the index it needs is loaded (a Promise). What the cards show
  // (show.js) and the situation phrases' sizes (phrases.js), which nearly every query asks for
  // after its key parts, are fetched beside them: a round of loading less.
  // The terms of profile lines (profile.js, a few KiB) come too: a round less when a hit has no text.
  // (core.ahead: browser_index.AHEAD; their file, which search.html loads after this script.)
  const AHEAD = CORE.ahead || [];
  // `shown`: how many of the first hits the page shows at once: their units start loading as
  // soon as the hits are ranked, while the rest of the answer (its cards) is worked out. It may
  // be a function, asked only then: the page's (whether the screen is narrow) reads the
  // stylesheet, which before the first frame makes the browser work out the page's style then and
  // there; asked before the first round of loading, that held the round back (17 ms of the
  // phone's main thread at full size, traced).
  const search = (q, filters = {}, shown = 0) => {
    for (const name of AHEAD) load(name).catch(() => {}); // a failure is reported when the part is asked for
    return ready(() => searchNow(q, filters, shown));
  };
  function searchNow(q, filters = {}, shown = 0) {
    const found = searchAsTyped(q, filters, shown);
    if (found.results.length || found.error || found.incomplete) return found;
    if (namedHits(q, filters).length) return found; // the units it names are its answer (engine.search)
    let swapped = null;
    try { swapped = swapLayout(Q.cleanQuery(q)); } catch (err) { return found; }
    const again = swapped && searchAsTyped(swapped, filters, shown);
    return again && again.results.length ? { ...again, layout: swapped } : found;
  }
  // The terms a plan's ranking, cards and highlights read: of its concepts' alternatives, its
  // words that say something (plan.terms) and its phrases. The rest of the words typed
  // (plan.asked: function words beside others) count only in the "why" line's quote, by where
  // they stand in the situation phrases (postings.said).
  const readTerms = new WeakMap();
  function planTerms(plan) {
    if (readTerms.has(plan)) return readTerms.get(plan);
    const out = new Set([...plan.terms, ...plan.phrases.flat(2)]);
    for (const c of plan.concepts) for (const alt of c.alts) for (const slot of alt.slots) for (const t of slot) out.add(t);
    readTerms.set(plan, out);
    return out;
  }
  function searchAsTyped(q, filters = {}, shown = 0) {
    const start = performance.now();
    const allowed = allowedBy(filters).doc;
    const empty = { results: [], total: 0, plan: Q.makePlan([], reader.terms, gloss, generic), readings: [] };
    try {
      const text = Q.cleanQuery(q);
      const [kept, cut] = Q.firstWords(text); // a long query: its first words, and said (engine._understood)
      const [read, readings] = Q.notation(kept, S.words.numbers);
      const parsed = Q.parseQuery(read);
      if (!parsed.length) return { ...empty, cards: [], suggestion: null, searched: null, cut, ms: performance.now() - start };
      const [parts, corrected] = readParts(parsed);
      const plan = Q.makePlan(parts, reader.terms, gloss, generic);
      // Every posting the ranking, the cards and the highlights read, asked for before any is
      // used: while one is loading, this round's ranking would be thrown away (at full size it
      // was a round of 50 ms of a desktop's CPU), so the round ends here and runs again.
      for (const t of planTerms(plan)) postings.get(t);
      for (const t of plan.asked) termParts(t); // loaded now: the why line's quote counts them
      const leanTerms = plan.words.flatMap(([, ts]) => ts);
      for (const t of leanTerms) termParts(t);
      if (missing.size) return { ...empty, cards: [], incomplete: true };
      const ranked = textHits(plan, allowed);
      const want = Q.queryLang(plan.words.map(([w]) => w));
      const results = shownVersions(RK.lead(RK.onePerUnit(ranked, unitOf), lawOf, RK.lean(CORE.lean, leanRow, plan.words.map(([, ts]) => ts))), ranked, want);
      prefetch(results.slice(0, typeof shown === "function" ? shown() : shown).map((h) => rowPart(h.doc)));
      const swapped = corrected.filter((r) => r.why === "layout"); // engine._words: a word in the other layout
      return { results, total: ranked.length, plan, readings: readings.concat(corrected), cards: cards(plan),
               layout: swapped.length ? said(text, swapped) : undefined,
               suggestion: corrected.length ? said(text, corrected) : null,
               searched: readings.length || corrected.length ? said(read, corrected) : null, cut, ms: performance.now() - start };
    } catch (err) {
      if (!(err instanceof Q.QueryError)) throw err;
      return { ...empty, cards: [], error: err.message, errorLabel: err.label, errorFields: err.fields, ms: performance.now() - start };
    }
  }

  // --- results: snippets with the matched words highlighted (index.matched_words) ----------
  // A unit's row (browser_index.browser_documents), once the units of its law are loaded; null
  // (and the part noted as missing) before.
  function shardOf(doc) {
    let lo = 0, hi = CORE.shards.length - 1;
    while (lo < hi) { const mid = (lo + hi + 1) >> 1; if (CORE.shards[mid][0] <= doc) lo = mid; else hi = mid - 1; }
    return CORE.shards[lo];
  }
  const rowPart = (doc) => "d/" + shardOf(doc)[1] + ".js";
  // A part of units comes as its rows' JSON in a string (browser_index.is_unit_part), parsed when
  // one of its units is first shown: the file of them all (units.js) costs nothing for the rest.
  function docRow(doc) {
    if (I.rows.has(doc)) return I.rows.get(doc);
    const [first, name] = shardOf(doc), rows = part("d/" + name + ".js");
    if (!rows) return null;
    JSON.parse(rows).forEach((row, k) => { I.rows.set(first + k, row); });
    return I.rows.get(doc);
  }
  // The terms of the query (its words', and its phrases') at each word of a field, from their
  // positions: a map position → terms, per plan, document and field; a function word typed beside
  // words that say something only in the situation phrases (what the "why" line's quote counts).
  const termsHere = new WeakMap();
  function termsAt(plan, doc, f) {
    if (!termsHere.has(plan)) termsHere.set(plan, new Map());
    const known = termsHere.get(plan), key = doc * NF + f;
    if (!known.has(key)) {
      const at = new Map();
      const read = planTerms(plan);
      for (const t of new Set([...plan.asked, ...plan.phrases.flat(2)])) {
        // a term only the quote counts, only where it stands in the situation phrases
        const post = f === F.situations ? postings.said(t) : read.has(t) ? postings.get(t) : undefined;
        if (!post) continue;
        for (const p of positionsIn(post, doc, f)) at.set(p, [...(at.get(p) || []), t]);
      }
      known.set(key, at);
    }
    return known.get(key);
  }
  const profileTerms = (form) => Q.textTerms(part("profile.js") || {}, form); // loaded for a unit without text
  // The words of a text read by profile.js's terms (a profile line, a text said): those that
  // hold some, in order, {i (the word's index), start, end, terms}
  function profileWords(text) {
    const out = [];
    words(text).forEach((x, i) => { const terms = profileTerms(fold(x.w)); if (terms.length) out.push({ i, start: x.start, end: x.end, terms }); });
    return out;
  }
  // Where the query's words are in `text`: a field of a document from word `offset` on
  // (`where` = {doc, f, offset}), or a profile line (its words' terms in profile.js:
  // browser_index.profile_forms).
  // Only a word that holds one of the query's terms can be marked (a phrase's slots are terms
  // too): a field is read up to the last such word, not at all when it holds none (a result's
  // text and its situation lines are read for each hit shown).
  function spans(text, plan, where) {
    const ws = []; // the words that hold terms, in order: {i (the word's index), start, end, terms}
    if (where) {
      const at = termsAt(plan, where.doc, where.f);
      let last = -1;
      for (const p of at.keys()) if (p - where.offset > last) last = p - where.offset;
      let i = 0;
      if (last >= 0) {
        for (const m of text.matchAll(WORD)) {
          const terms = at.get(where.offset + i);
          if (terms) ws.push({ i, start: m.index, end: m.index + m[0].length, terms });
          if (++i > last) break;
        }
      }
    } else {
      ws.push(...profileWords(text));
    }
    const on = new Set(ws.filter((x) => x.terms.some((t) => plan.terms.has(t))).map((x) => x.i));
    if (plan.phrases.length) {
      const byIndex = new Map(ws.map((x) => [x.i, x]));
      for (const phrase of plan.phrases) {
        for (const x of ws) {
          if (phrase.every((slot, k) => byIndex.has(x.i + k) && sameWord(slot, byIndex.get(x.i + k).terms))) phrase.forEach((_, k) => on.add(x.i + k));
        }
      }
    }
    const out = [];
    for (const x of ws) {
      if (!on.has(x.i)) continue;
      const last = out[out.length - 1];
      if (last && !text.slice(last.end, x.start).trim()) last.end = x.end; // «[в зоне]», not «[в] [зоне]»
      else out.push({ start: x.start, end: x.end });
    }
    return out;
  }
  function marked(text, marks, from, to) {
    const frag = document.createDocumentFragment();
    let at = from;
    for (const s of marks) {
      if (s.start < from || s.end > to) continue;
      frag.append(text.slice(at, s.start));
      const m = document.createElement("mark"); m.textContent = text.slice(s.start, s.end); frag.append(m);
      at = s.end;
    }
    frag.append(text.slice(at, to));
    return frag;
  }
  // A hit's title, marked, as one piece of its link: the link is a flex box (a 44 px tap target),
  // where each mark and each run of words between would be a box of its own, on lines of their own.
  function markedTitle(text, marks) {
    const span = document.createElement("span");
    span.append(marked(text, marks, 0, text.length));
    return span;
  }
  const versionLabel = (version) => (window.BL ? window.BL.versionLabel(version) : LABELS[version] || version);
  // (``whole``: a unit without text's profile line, shown whole from its start — the law and its
  // topic — as the CLI shows it, results.profile_line; cut before its first mark, it began «… · с. 48»)
  function snippet(text, marks, whole = false) {
    let from = marks.length && !whole ? Math.max(0, marks[0].start - 90) : 0;
    if (from > 0) from = text.indexOf(" ", from) + 1;
    const to = whole ? text.length : Math.min(text.length, from + 260);
    const p = document.createElement("p");
    p.className = "snip";
    if (from > 0) p.append("… ");
    p.append(marked(text, marks, from, to));
    if (to < text.length) p.append(" …");
    return p;
  }
  // A unit without text as the corpus knows it (results.profile_line): never any law text.
  // [the line, where its own words stand in it]: its index entries and terms, where the query's
  // words are marked, never in its labels.
  function profileLine(unit, law, profile) {
    const [, page, citedBy, index, gloss, texted, topic] = profile;
    const parts = [], own = [];
    const add = (label, words = "") => {
      words = words.split(/\s+/).filter(Boolean).join(" ");
      const at = parts.reduce((n, p) => n + p.length + " · ".length, 0) + label.length;
      if (words) own.push([at, at + words.length]);
      parts.push(label + words);
    };
    add((unit === String(law) ? T("search.profile.law") + " " : "") + unit);
    // what it is about, first: the situation index's topic (editorial, said so), in the interface's language
    if (topic && topic.length) add(T("search.profile.topic"), (window.BL && window.BL.ui && window.BL.ui() === "ru" && topic[1]) || topic[0] || topic[1]);
    add(T("search.profile.notext"));
    if (texted && texted.length) add(T("search.profile.texted", { span: texted.join("–") })); // its units' text is
    if (page) add(T("search.profile.page", { n: page }));
    if (citedBy.length) add(T("search.profile.cited") + citedBy.slice(0, 6).join(", ") + (citedBy.length > 6 ? " …" : ""));
    if (index.length) add(T("search.profile.index"), index.slice(0, 4).map((t) => "«" + t + "»").join("; "));
    if (gloss.length) add(T("search.profile.terms"), gloss.slice(0, 4).join(", "));
    return [parts.join(" · "), own];
  }
  // A term card: the term in both languages, then each unit it names, linked, with what exists.
  // Folded to one line (its units' refs) on a phone's narrow screen, where open cards filled the
  // first screen and pushed the hits below it (issue 18); open on a wider one.
  // Whether style.css's phone layout is on: the media query the build found there (data/refs.js,
  // build.phone_layout_media; the breakpoint has one home, the stylesheet), asked of matchMedia,
  // which does not make the browser work out the page's style as getComputedStyle did
  const NARROW = (window.BL_LAYOUT || {}).narrow;
  const narrow = () => !!NARROW && typeof matchMedia === "function" && matchMedia(NARROW).matches;
  // A glossary term's names, the interface language's first: "revoke / renege — фальшренонс"
  function termNames(card) {
    const en = card.en.slice(0, 3).join(" / "), ru = card.ru.slice(0, 3).join(", ");
    return window.BL && window.BL.ui && window.BL.ui() === "ru" && ru ? ru + " — " + en : en + (ru ? " — " + ru : "");
  }
  function cardItem(card) {
    const li = document.createElement("li");
    li.className = "card";
    const box = document.createElement("details");
    box.open = !narrow();
    const head = document.createElement("summary");
    head.textContent = card.kind === "index" ? T("search.card.index", { term: card.term })
      : card.kind === "situation" ? T("search.card.situation", { term: card.term })
      : termNames(card);
    // what it names (a term may name none): folded to one line, first, where the line's end is cut
    // off on a phone ("Ситуация (редакционная): Измен…" hid its law)
    const refs = [...new Set(card.laws.map((law) => law.ref))];
    if (!box.open && refs.length) head.prepend(refs.join(", ") + " · ");
    box.append(head);
    li.append(box);
    for (const law of card.laws) {
      const p = document.createElement("p");
      const v = law.versions.find((x) => !x.missing_text) || law.versions[0];
      // a unit the corpus does not have in that edition has no page: its ref, not a link
      const a = document.createElement(v ? "a" : "span");
      if (v) a.href = window.BL.unitUrl({ version: law.edition + "-" + v.lang, ref: law.ref });
      a.textContent = law.ref;
      a.title = card.term + " → " + law.ref; // which card: two cards may name the same law
      p.append(a, " · " + law.edition + " · " + (law.versions.map((x) => T("lang." + x.lang) + ": " + T(x.missing_text ? "search.card.notext" : "search.card.text")).join(", ") || T("search.card.none")));
      // a law no source names: the terms it is known by (data/refs.js), labelled as terms
      const terms = (window.BL_TERMS || {})[law.ref];
      if (terms && law.versions.every((x) => x.missing_text)) {
        p.append(" · " + T("law.terms") + " ");
        terms.forEach(([en, ru], k) => {
          for (const [text, lang] of [[en, "en"], [ru, "ru"]].filter(([x]) => x)) {
            const span = document.createElement("span"); span.lang = lang; span.textContent = text;
            if (lang === "ru" && en) p.append(" / ");
            p.append(span);
          }
          if (k < terms.length - 1) p.append("; ");
        });
      }
      box.append(p);
    }
    return li;
  }
  // The cards before the hits: each its own for a term typed (`штрафной картой`: the term, its
  // index entries, a situation), or, for a situation told (more than TOLD_WORDS words of the
  // plan) that names more than CARDS_APART terms ("partner", "board", "call" …), all in one folded
  // line that names them, so that the first hits are still on a phone's first screen.
  const CARDS_APART = 3, TOLD_WORDS = 4;
  function cardItems(cards, plan) {
    if (cards.length <= CARDS_APART || plan.words.length <= TOLD_WORDS) return cards.map(cardItem);
    const li = document.createElement("li");
    li.className = "card cards";
    const box = document.createElement("details"), head = document.createElement("summary"), list = document.createElement("ul");
    head.textContent = T("search.cards", { n: cards.length }) + " " + cards.map((c) => c.term).join(", ");
    list.append(...cards.map(cardItem));
    box.append(head, list);
    li.append(box);
    return [li];
  }
  // The unit's table the query's words are in, as `bridge-laws search` links it (snippets.table_for):
  // the one with most of them, when that is more than in the unit's own words before the tables.
  function tableOf(doc, plan) {
    const tables = docRow(doc)[COL.tables];
    if (!tables || !tables.length) return null;
    const text = docRow(doc)[COL.fields[F.text]] || "";
    const from = (start) => ({ doc, f: 1, offset: countWords(text.slice(0, start)) });
    let best = null, most = spans(text.slice(0, tables[0][1]), plan, from(0)).length;
    for (const [anchor, start, end] of tables) {
      const found = spans(text.slice(start, end), plan, from(start)).length;
      if (found > most) { best = anchor; most = found; }
    }
    return best;
  }
  // The sentences citing a unit (its field "cited", one a line between gaps), each with the
  // position of its first word in the field.
  // (The gap starts and ends a line, so no word runs across it: the words before a sentence are
  // those of the sentences and gaps before it, counted once each.)
  function citing(cited) {
    const out = [];
    let before = 0;
    for (const chunk of cited.split(GAP)) {
      out.push([chunk, before]);
      before += countWords(chunk) + GAP_WORDS;
    }
    return out;
  }
  // A ruling: its question, linked to its page, with the laws it applies (`h.on`, the one asked
  // for, first) and the words found.
  function rulingItem(h, plan) {
    const row = docRow(h.doc), [id, ...applies] = rulingOf(h.doc), ref = [...new Set([h.on, ...applies].filter(Boolean))].join(", ");
    const marks = (x, where) => (plan ? spans(x, plan, where) : []);
    const [version, title, text, notes] = [row[COL.version], ...[F.title, F.text, F.notes].map((f) => row[COL.fields[f]] || "")];
    const field = (f) => ({ doc: h.doc, f, offset: 0 });
    const li = document.createElement("li");
    li.lang = version.endsWith("en") ? "en" : "ru";
    li.className = "ruling-hit";
    const a = document.createElement("a");
    a.href = window.BL.rulingUrl(id);
    const tag = document.createElement("strong"); tag.textContent = T("search.ruling") + (ref ? " · " + ref : "");
    a.append(tag, " ", markedTitle(title, marks(title, field(0))));
    const v = document.createElement("span"); v.className = "pv"; v.textContent = " · " + versionLabel(version);
    const body = [[text, field(1)], [notes, field(2)]].map(([x, where]) => [x, x ? marks(x, where) : []])
      .find(([, marks]) => marks.length);
    li.append(a, v, snippet(body ? body[0] : text || notes || "", body ? body[1] : []));
    return li;
  }
  // How many of the query's terms a profile line holds (why.best_said: term_set & plan.asked):
  // its words' terms.
  function termsIn(text, plan) {
    const found = new Set();
    for (const x of profileWords(text)) for (const t of x.terms) if (plan.asked.has(t)) found.add(t);
    return found.size;
  }
  // Why the hit was chosen (why.why_line): its signals, strongest first, each with what it matched.
  // The text said (why.best_said): of `n` texts, the one holding most of the query's terms
  // (`count(k)`), on a tie one in the query's language, else the first; `textOf(k)` is read only
  // for a text that may be chosen.
  const CYRILLIC = new RegExp(S.patterns.cyrillic.source, S.patterns.cyrillic.flags); // analysis.CYRILLIC_RE
  function chooseSaid(n, count, textOf, plan) {
    const lang = Q.queryLang(plan.words.map(([w]) => w));
    let best = null, most = 0, inLang = false;
    for (let k = 0; k < n; k++) {
      const c = count(k);
      if (!c || c < most) continue;
      const t = textOf(k), here = lang !== null && (lang === "ru") === CYRILLIC.test(t);
      if (c > most || (here && !inLang)) { best = t; most = c; inLang = here; }
    }
    return best;
  }
  const bestSaid = (texts, plan) => chooseSaid(texts.length, (k) => (texts[k] ? termsIn(texts[k], plan) : 0), (k) => texts[k], plan);
  // How many words each token of show.js's "words" holds: one a word, none what stands between
  // two words (browser_index.phrase_tokens), the gap its own; counted when a token is first met.
  let tokenWords = null;
  function wordsOfToken(i, tokens) {
    if (!tokenWords) tokenWords = new Int8Array(tokens.length).fill(-1);
    if (tokenWords[i] < 0) tokenWords[i] = countWords(tokens[i]);
    return tokenWords[i];
  }
  // The situation phrase of a unit that its why line quotes (bestSaid over its phrases), read
  // from the numbers of their tokens (browser_index.with_phrases_coded; 0, the gap between two
  // phrases): each phrase's words counted by its tokens, each position of the query's terms in
  // the field given to the phrase that holds it, and only a phrase that may be chosen made text.
  function situationSaid(row, plan, doc) {
    const tokens = show().words || [], nums = numbers(row[COL.fields[F.situations]] || "");
    const starts = [0], ends = [], from = [0]; // each phrase's first word, the word after its last, its first token
    let pos = 0;
    for (let i = 0; i < nums.length; i++) {
      if (nums[i] !== 0) { pos += wordsOfToken(nums[i], tokens); continue; }
      ends.push(pos); pos += GAP_WORDS; starts.push(pos); from.push(i + 1);
    }
    ends.push(pos);
    const found = starts.map(() => null);
    for (const [p, ts] of termsAt(plan, doc, F.situations)) {
      let lo = 0, hi = starts.length - 1; // the last phrase starting at or before p
      while (lo < hi) { const mid = (lo + hi + 1) >> 1; if (starts[mid] <= p) lo = mid; else hi = mid - 1; }
      if (p < starts[lo] || p >= ends[lo]) continue;
      for (const t of ts) if (plan.asked.has(t)) (found[lo] || (found[lo] = new Set())).add(t);
    }
    const textOf = (k) => { let t = ""; for (let i = from[k]; i < nums.length && nums[i] !== 0; i++) t += tokens[nums[i]]; return t; };
    return chooseSaid(starts.length, (k) => (found[k] ? found[k].size : 0), textOf, plan);
  }
  const quoted = (t) => "«" + (t.length <= 90 ? t : t.slice(0, 89) + "…") + "»";
  function whyLine(h, plan) {
    const row = docRow(h.doc), profile = row[COL.profile] || [];
    return RK.strengths(RK.vectorsOf(scorer, plan, h.doc), plan).map(([signal]) => {
      const label = T("search.why." + signal);
      if (signal === "situations") {
        const s = situationSaid(row, plan, h.doc);
        return label + (s ? ": " + quoted(s) : "");
      }
      if (signal === "glossary") {
        const named = profile[4] || [];
        return label + (named.length ? ": " + (bestSaid(named, plan) || named[0]) : "");
      }
      if (signal === "index") { const s = bestSaid(profile[3] || [], plan); return label + (s ? ": " + quoted(s) : ""); }
      if (signal === "cited") return label + " " + (profile[2] || []).slice(0, 3).join(", ");
      return label;
    }).join(" · ");
  }
  function resultItem(h, plan) {
    if (rulingOf(h.doc)) return rulingItem(h, plan);
    const row = docRow(h.doc);
    const [version, law, unit, profile] = [row[COL.version], row[COL.law], row[COL.ref], row[COL.profile]];
    const [title, text0, notes] = [F.title, F.text, F.notes].map((f) => row[COL.fields[f]] || "");
    const field = (f) => ({ doc: h.doc, f, offset: 0 });
    let inText0 = null; // the marks in the text, read once
    const marks0 = () => inText0 || (inText0 = spans(text0, plan, field(1)));
    let text = text0, textMarks = marks0;
    if (profile && profile[0]) { // the sentence of another law that cites it and holds the words
      const said = citing(docRow(h.doc)[COL.fields[F.cited]] || "").find(([c, offset]) => c && spans(c, plan, { doc: h.doc, f: F.cited, offset }).length);
      const [line, own] = profileLine(unit, law, profile), shift = line.length + " · «".length;
      text = line + (said ? " · «" + said[0] + "»" : "");
      const mine = (m) => own.some(([a, b]) => a <= m.start && m.end <= b);
      textMarks = () => spans(line, plan).filter(mine).concat(said ? spans(said[0], plan, { doc: h.doc, f: F.cited, offset: said[1] })
        .map((m) => ({ start: m.start + shift, end: m.end + shift })) : []);
    }
    const li = document.createElement("li");
    li.lang = version.endsWith("en") ? "en" : "ru";
    const a = document.createElement("a");
    const inText = text0 && marks0().length;
    a.href = window.BL.lawUrl(version, law, (inText && tableOf(h.doc, plan)) || unit);
    const num = document.createElement("strong"); num.textContent = unit;
    a.append(num);
    if (title) { a.append(" "); a.append(markedTitle(title, spans(title, plan, field(0)))); }
    const v = document.createElement("span"); v.className = "pv";
    v.textContent = " · " + versionLabel(version)
      + (SUPERSEDED.includes(version) ? " · " + T("force.short") : "");
    const body = [[text, () => textMarks()], [notes, () => spans(notes, plan, field(2))]].map(([x, marks]) => [x, x ? marks() : []])
      .find(([, marks]) => marks.length);
    const shown = body ? body[0] : text || notes || title;
    const why = document.createElement("p"); why.className = "why"; why.textContent = whyLine(h, plan);
    li.append(a, v, snippet(shown, body ? body[1] : [], !!(profile && profile[0]) && shown === text), why);
    return li;
  }

  // --- the page: query and filters from the URL, so a search can be shared -----------------
  function readUrl() {
    const params = new URLSearchParams(location.search);
    const pick = (name, allowed) => (allowed.includes(params.get(name)) ? params.get(name) : "");
    return { q: params.get("q") || "", lang: pick("lang", LANGS), edition: pick("edition", EDITIONS),
             kind: pick("kind", KINDS) };
  }
  const pageUrl = (q, filters) => {
    const params = new URLSearchParams({ q });
    for (const name of ["lang", "edition", "kind"]) if (filters[name]) params.set(name, filters[name]);
    return "search.html?" + params.toString();
  };
  // «Laws 69–71», «правила 69-71» (engine.law_range): the laws, each a jump.
  const LAW_RANGE = new RegExp("^(?:" + S.patterns.lawRange.source + ")$", S.patterns.lawRange.flags);
  // Rulings alone asked for: no law word needed, as wide as the Laws ("45-70")
  function lawsOf(q, rulings = false) { // «Laws 69-71» → ["69", "70", "71"] (queries.law_range); a list of refs (listedOf); [] for anything else
    const m = q.match(LAW_RANGE), [lo, hi] = m ? [Number(m.groups.low), Number(m.groups.high)] : [0, 0];
    if (m && !m.groups.word && !rulings) return listedOf(q);
    const widest = rulings ? Math.max(lo + S.query.maxRange, S.refs.lastLaw) : lo + S.query.maxRange;
    if (!m || !(0 < lo && lo <= hi && hi <= widest)) return m ? [] : listedOf(q);
    return Array.from({ length: hi - lo + 1 }, (_, k) => String(lo + k));
  }
  // "Laws 62, 64", «правила 7Б и 7В» (engine._listed): not bids without a law word before them ("2c and 3d")
  const LAW_WORD_FIRST = new RegExp("^(?:" + S.refs.lawWord.source + ") ?[1-9]", S.refs.lawWord.flags);
  function listedOf(q) {
    const refs = q.length <= 80 && window.BL && window.BL.listedRefs(q);
    if (!refs) return [];
    const bids = q.split(/[^\p{L}\p{N}_]+/u).some((part) => part && Q.isBid(part));
    return bids && !LAW_WORD_FIRST.test(q.trim()) ? [] : refs;
  }
  const rangeLabel = (laws, q) => (q.match(LAW_RANGE) ? laws[0] + "-" + laws[laws.length - 1] : laws.join(", "));
  const rangeFor = (q, filters) => lawsOf(q).map((ref) => jumpTo(ref, filters, q)).filter((hit) => hit && hit.exact);
  // A table as its label names it («77-t6», «таблица 77-t6»): the units that have it, in the
  // versions the filters allow (engine._references).
  const TABLE_REF = new RegExp("^(?:" + S.patterns.tableRef.source + ")$", S.patterns.tableRef.flags);
  function tableJumps(q, filters) {
    const m = q.match(TABLE_REF), ref = m && window.BL && window.BL.canonical(m[1]);
    if (!ref) return [];
    const anchor = ref + "-t" + Number(m[2]), ok = allowedBy(filters).version;
    return (CORE.tables[anchor] || []).filter(ok).map((version) => ({ version, ref, exact: true, anchor }));
  }
  // A ref typed in Latin letters, lettered as the Laws are (engine.LAW_LETTERS): one as typed
  // («16D» is no «16В» typed on the Russian keys; «75u» is «75г», 75D)
  const latinRef = (q, ref) => !!ref && !/[а-яё]/i.test(q) && ref.replace(/[^A-Z]/g, "").split("").every((c) => S.refs.lawLetters.includes(c));
  // The unit a reference names, in a version the filters allow.
  function jumpFor(q, filters) {
    const asTyped = window.BL && window.BL.canonical(q);
    const alone = !asTyped && window.BL && Q.aloneRef(q, window.BL.canonical); // "what is 94": how the Laws are numbered
    if (alone && window.BL.beyond(alone)) return { ref: alone, asked: alone, exact: false };
    // (a ref typed in Latin letters is one as typed: «16D» is no «16В» typed on the Russian keys; engine.search)
    const swapped = !asTyped || (!jumpTo(asTyped, filters, q)?.exact && !latinRef(q, asTyped)) ? swapLayout(q) : null;
    const meant = swapped && window.BL && window.BL.canonical(swapped);
    const hit = meant && jumpTo(meant, filters, swapped);
    if (hit && hit.exact) return { ...hit, layout: swapped };
    if (!asTyped) { // «93Z», "Law 0": a ref of no unit (engine._typed_no_such), not words
      const typed = window.BL && window.BL.typedRef && window.BL.typedRef(q);
      const said = typed && !Q.bidFirst(q.trim()) && (window.BL.beyond(typed) || nearestRefs(typed).length);
      return said ? { ref: typed, asked: typed, exact: false } : null;
    }
    // A ref no edition has («75D9» with edition=1997) names the nearest, whatever the filters; one
    // that only other editions or languages have says where it is, as `bridge-laws search` does
    const here = jumpTo(asTyped, filters, q), any = jumpTo(asTyped, {}, q);
    if (here && here.exact) return here;
    if (any && any.exact) {
      const where = Object.keys(window.BL_REFS || {}).filter((v) => v.split("-").length === 2 && window.BL_REFS[v].includes(asTyped));
      return { ...any, elsewhere: where };
    }
    if (Q.isBid(q.trim())) return null; // «2h», «2б»: no law has such a part, and it is a bid, read as words
    if (!here && !any && window.BL.beyond(asTyped)) return { ref: asTyped, asked: asTyped, exact: false }; // Law 94
    return here || any;
  }
  // The unit a ref names: the version a reader opens first (site.js firstVersion: as `bridge-laws
  // search` lists them), of those the filters allow; else the nearest unit above it, in this
  // page's order of versions. `typed`: the query, whose words may ask for English ("Law 79C").
  function jumpTo(ref, filters, typed = "") {
    if (!ref) return null;
    const ok = allowedBy(filters).version;
    const version = window.BL.firstVersion(ref, typed, ok);
    if (version) return { version, ref, exact: true, asked: ref };
    for (const v of [null, ...Object.keys(window.BL_REFS || {})]) {
      const hit = window.BL.locate(ref, v);
      if (hit && ok(hit.version)) return { ...hit, asked: ref };
    }
    return null;
  }
  // A ref, a table's label or a range of laws searched for rulings only (engine._references):
  // [what was asked, the rulings on it (rulingsOn), the query as read in the other keyboard
  // layout (only when that finds some) or null, the label of a table no version of its unit
  // has]; null for a query that names no existing unit (read as words, or answered with the
  // nearest units).
  function rulingsAsked(q, filters) {
    let swapped = null;
    // (a ref typed in Latin letters is one as typed: jumpFor)
    try { swapped = latinRef(q, window.BL && window.BL.canonical(q)) ? null : swapLayout(q); } catch (err) { /* nothing to read in the other layout */ }
    for (const typed of [q, swapped]) {
      const laws = typed ? lawsOf(typed, true) : [], table = typed && !laws.length && typed.match(TABLE_REF);
      const ref = typed && !laws.length && window.BL && window.BL.canonical(table ? table[1] : typed);
      const asked = laws.length ? laws : ref && window.BL.firstVersion(ref) ? [ref] : null; // a unit some version has
      const anchor = asked && table && ref + "-t" + Number(table[2]);
      if (anchor && !CORE.tables[anchor]) return [ref, [], null, anchor]; // no such table (engine._references)
      const hits = asked && rulingsOn(asked, filters);
      if (hits && (typed === q || hits.length)) return [laws.length ? rangeLabel(laws, typed) : ref, hits, typed === q ? null : typed];
    }
    return null;
  }
  // The rulings the filters keep that apply one of the units `asked` or a unit inside one: those
  // naming it first, then those naming only a part of it, each group in the index's order (newest first); each
  // with `on`, the unit it names that was asked for (of its laws, the first that is: engine._rulings_on).
  function rulingsOn(asked, filters) {
    const wanted = new Set(asked), keep = allowedBy(filters).doc, exact = [], parts = [];
    const inside = (ref) => { for (let up = ref; up; up = window.BL.parentRef(up)) if (wanted.has(up)) return true; return false; };
    for (const [key, [, ...cited]] of Object.entries(CORE.rulings)) { // (integer keys: in ascending order)
      const doc = Number(key);
      if (!keep(doc)) continue;
      const on = cited.find((r) => wanted.has(r)) || cited.find(inside);
      if (on) (wanted.has(on) ? exact : parts).push({ doc, on });
    }
    return exact.concat(parts);
  }
  // Words of the page from data/labels.js (text/labels.py), in the interface language.
  const T = (key, fields) => (window.BL && window.BL.T ? window.BL.T(key, fields) : key);
  // (`jump`: a ref answered, or the units a query names, `named`: no "nothing found" above them;
  // `q`: the query, searched again without the filters from a link when they leave nothing)
  function statusLine(status, found, jump, filters, named = false, q = "") {
    const n = found.results.length, shown = Math.min(n, 50);
    const parts = [];
    if (found.layout) parts.push(T("search.layout", { q: found.layout }));
    if (found.cut) parts.push(T("search.cut", { q: found.cut.tail, n: found.cut.leftOut, words: S.query.maxWords }));
    if (found.error) parts.push(found.errorLabel ? T(found.errorLabel, found.errorFields) : found.error);
    else if (found.readings && found.readings.some((r) => r.why !== "layout")) { // how the query was read
      const read = found.readings.filter((r) => r.why !== "layout").map((r) => "«" + r.typed + "» → «" + r.read + "»").join("; ");
      parts.push(T("search.read") + read + ". ");
      if (found.suggestion) {
        const a = document.createElement("a");
        a.id = "suggestion"; a.href = pageUrl(found.suggestion, filters); a.textContent = found.suggestion;
        parts.push(a, " · ");
      }
      for (const { score } of found.readings) { // a contract with its result: the scoring page scores it
        if (!score) continue;
        const [contract, vulnerable] = score;
        const link = (vul, label) => {
          const a = document.createElement("a");
          a.className = "score";
          a.href = window.BL.scoreUrl(contract, vul);
          a.textContent = T(label, { contract });
          return a;
        };
        // the vulnerability not said right after the result: both, the reader chooses
        if (vulnerable === null) parts.push(T("search.score", { contract }) + " ", link(false, "search.score.nv"), ", ", link(true, "search.score.v"), " · ");
        else parts.push(link(vulnerable, vulnerable ? "search.score.vul" : "search.score.notvul"), " · ");
      }
    }
    if (!found.error) {
      parts.push(n ? T("search.found", { n }) + (n > shown ? T("search.first", { n: shown }) : "") : (jump || named ? "" : T("search.nothing")));
      if (!n && !jump && !named && (filters.lang || filters.edition || filters.kind)) { // a language or an edition the texts found are not in
        const a = document.createElement("a");
        a.id = "unfiltered"; a.href = pageUrl(q, {}); a.textContent = T("search.unfiltered");
        parts.push(" ", a);
      }
    }
    status.replaceChildren(...parts);
  }
  function jumpItem(hit) {
    const li = document.createElement("li"); li.className = "jumphit";
    const a = document.createElement("a"), url = window.BL.unitUrl(hit);
    a.href = hit.anchor ? url.split("#")[0] + "#" + hit.anchor : url;
    a.textContent = T("search.jump") + " " + (hit.anchor ? T("law.table") + " " + hit.anchor : hit.ref) + " · " +
      (LABELS[hit.version] || hit.version);
    li.append(a);
    return li;
  }
  let rendering = 0; // the latest render writes the page; an earlier one still loading gives way
  async function render(q, filters = {}) {
    const status = document.getElementById("search-status");
    const list = document.getElementById("results");
    if (!status || !list) return;
    const mine = ++rendering;
    const show = (items, line) => {
      if (mine !== rendering) return;
      list.replaceChildren(...items);
      list.removeAttribute("aria-busy");
      if (typeof line === "function") line(); else status.textContent = line;
      performance.mark("bl-results"); // the answer's first screen is on the page: scripts/bench_site.py times this
      if (typeof Event === "function") document.dispatchEvent(new Event("bl:results")); // site.js: the service worker may install now
    };
    if (!q.trim()) { show([], ""); return; }
    const on = filters.kind === "ruling" && rulingsAsked(q, filters);
    if (on) {
      const hits = on[1].slice(0, 50);
      const items = await ready(() => (rowsOf(hits) ? hits.map((h) => rulingItem(h, null)) : []));
      if (mine === rendering) show(items, on[3] ? T("search.table.none", { table: on[3] }) : (on[2] ? T("search.layout.ref", { q: on[2] }) : "") +
        T(hits.length ? "search.rulings.on" : "search.rulings.none", { n: hits.length, ref: on[0] }));
      return;
    }
    const laws = rangeFor(q, filters).concat(tableJumps(q, filters));
    if (laws.length) { show(laws.map(jumpItem), ""); return; }
    const jump = jumpFor(q, filters);
    if (jump && jump.elsewhere) {
      show(jump.elsewhere.map((version) => jumpItem({ version, ref: jump.ref, exact: true })),
        T("jump.elsewhere", { ref: jump.ref, where: jump.elsewhere.map((v) => LABELS[v] || v).join(", ") }));
      return;
    }
    if (jump) {
      // A reference is answered by its unit, not by the units that contain its digits; one that
      // does not exist says so and names the nearest that do (as `bridge-laws search` does).
      const near = jump.exact ? [] : nearestRefs(jump.asked).map((ref) => jumpTo(ref, filters)).filter((h) => h && h.exact);
      const last = jump.exact ? null : window.BL.beyond(jump.asked);
      if (last) { show([], T("jump.beyond", { ref: jump.asked, last })); return; } // Law 94
      show((near.length ? near : [jump]).map(jumpItem), (jump.layout ? T("search.layout.ref", { q: jump.layout }) : "") +
        (jump.exact ? "" : near.length > 1
          ? T("jump.nearest.many", { ref: jump.asked, near: near.map((h) => h.ref).join(", ") })
          : T("jump.nearest", { ref: jump.asked, near: (near[0] || jump).ref })));
      return;
    }
    // How many hits the first screen shows, read once the search has asked for its first round
    // of parts (`shown` of search): the style it reads is worked out while they load
    let firstScreen = 0;
    const screen = () => firstScreen || (firstScreen = narrow() ? FIRST_SCREEN_NARROW : FIRST_SCREEN);
    const searching = search(q, filters, screen);
    queueMicrotask(screen); // after the microtask that puts the round's scripts into the page
    const found = await searching;
    if (mine !== rendering) return;
    // The first screen's hits are built and shown first, the rest of the list once the page has
    // painted them (aria-busy until then): building 50 items and loading the units of all of them
    // was most of a phone's wait. The units the query names come first (namedHits), once.
    const named = namedHits(q, filters), hits = found.results.slice(0, 50), plan = found.plan;
    const items = (from, to) => ready(() => (rowsOf(hits.slice(from, to))
      ? hits.slice(from, to).filter((h) => !isNamed(named, h)).map((h) => resultItem(h, plan)) : []));
    const first = await items(0, screen());
    if (mine !== rendering) return;
    show([...cardItems(found.cards, found.plan), ...named.map(jumpItem), ...first], () => statusLine(status, found, jump, filters, named.length > 0, q));
    if (hits.length <= screen()) return;
    list.setAttribute("aria-busy", "true");
    await painted();
    const rest = mine === rendering ? await items(screen(), hits.length) : [];
    if (mine !== rendering) return;
    list.append(...rest);
    list.removeAttribute("aria-busy");
    performance.mark("bl-results-all");
  }
  // The hits a first screen shows: built and shown before the rest. Under the cards a phone
  // (390 × 844) shows one or two, a desktop (1280 × 900, 1920 × 1200) two to four; each more
  // first is more units to load and build before anything is shown.
  // A phone's narrow screen (style.css's --narrow, as the cards read it) builds three first.
  const FIRST_SCREEN = 5, FIRST_SCREEN_NARROW = 3;
  // Whether every row the hits show is loaded (each one missing is noted), and the profile lines'
  // terms where a unit without text is among them.
  function rowsOf(hits) {
    let all = true;
    for (const h of hits) {
      const row = docRow(h.doc);
      if (!row) all = false;
      else if (!rulingOf(h.doc) && row[COL.profile] && row[COL.profile][0] && !part("profile.js")) all = false;
    }
    return all;
  }
  // Resolved once the page has shown what was put on it (a frame drawn), or at once without a DOM.
  const painted = () => new Promise((resolve) => {
    if (typeof requestAnimationFrame !== "function") { resolve(); return; }
    requestAnimationFrame(() => setTimeout(resolve, 0));
  });

  // The units a query names among its words ("what does 64B2 say": BL.namedRefs; "what does 64B
  // say": Q.aloneRef), each as a jump
  // finds it or the nearest above it the filters keep, first (engine._named_first); none for rulings only.
  function namedHits(q, filters) {
    if (filters.kind === "ruling") return [];
    const out = [], refs = window.BL.namedRefs(q);
    const alone = refs.length ? null : Q.aloneRef(q, window.BL.canonical);
    for (const ref of alone ? [alone] : refs) {
      for (let up = ref; up; up = window.BL.parentRef(up)) {
        const hit = jumpTo(up, filters, q);
        if (hit && hit.exact) { if (!out.some((h) => h.ref === hit.ref)) out.push(hit); break; }
      }
    }
    return out;
  }
  const isNamed = (named, h) => {
    if (!named.length || rulingOf(h.doc)) return false;
    const row = docRow(h.doc); // (a row not loaded yet is asked for: the round is read again)
    return !!row && named.some((n) => n.ref === row[COL.ref]);
  };
  // The first `most` of the named units, then the text hits not among them (each hit as `of` makes it).
  const namedFirst = (named, results, most, of, ofNamed) => [...named.map(ofNamed),
    ...results.slice(0, most).filter((h) => !isNamed(named, h)).map(of)].slice(0, most);

  // What the page lists for a query, in its order: the unit a reference names, else the text hits
  // (the first `most` of them; a Promise).
  async function answer(q, filters = {}, most = 50) {
    const on = filters.kind === "ruling" && rulingsAsked(q, filters);
    if (on) return ready(() => on[1].slice(0, most).map(answerOf));
    const laws = rangeFor(q, filters);
    if (laws.length) return laws.map((hit) => ({ version: hit.version, ref: hit.ref, law: Number(hit.ref.match(/^\d+/)[0]) }));
    const jump = jumpFor(q, filters);
    if (jump) return [{ version: jump.version, ref: jump.ref, law: Number(jump.ref.match(/^\d+/)[0]) }];
    const found = await search(q, filters), named = namedHits(q, filters);
    return ready(() => namedFirst(named, found.results, most, answerOf,
      (n) => ({ version: n.version, ref: n.ref, law: Number(n.ref.match(/^\d+/)[0]) })));
  }
  const answerOf = (h) => docRow(h.doc) && { version: docRow(h.doc)[COL.version], ref: h.on || docRow(h.doc)[COL.ref],
    law: h.on ? Number(h.on.match(/^\d+/)[0]) : docRow(h.doc)[COL.law], ...(rulingOf(h.doc) ? { ruling: rulingOf(h.doc)[0] } : {}) };
  // Where each of the first `most` hits links to: [version, ref (a ruling: "ruling:ID"), its table
  // or null] (tests/js).
  async function links(q, filters = {}, most = 100) {
    const found = await search(q, filters), named = namedHits(q, filters);
    return ready(() => namedFirst(named, found.results, most, (h) => docRow(h.doc) && [docRow(h.doc)[COL.version],
      docRow(h.doc)[COL.ref] || (rulingOf(h.doc) ? "ruling:" + rulingOf(h.doc)[0] : ""), tableOf(h.doc, found.plan)],
      (n) => [n.version, n.ref, null]));
  }

  // Each of the first `most` hits' "why" line: [version, ref, the line] (tests/js).
  async function whys(q, filters = {}, most = 5) {
    const found = await search(q, filters), named = namedHits(q, filters);
    return ready(() => namedFirst(named, found.results, most, (h) => docRow(h.doc) && [docRow(h.doc)[COL.version],
      docRow(h.doc)[COL.ref], rulingOf(h.doc) ? "" : whyLine(h, found.plan)], (n) => [n.version, n.ref, ""]));
  }

  window.BL_SEARCH = { search, render, answer, links, whys, nearestRefs, buildMs, trace, lineValue, queryTerms: (w) => ready(() => reader.terms(w)),
    rerender: () => render(state.q, state) };
  const state = readUrl();
  const form = document.getElementById("search-form");
  const field = (id) => document.getElementById(id) || {};
  field("sq").value = state.q;
  field("q").value = state.q;
  field("slang").value = state.lang;
  field("sedition").value = state.edition;
  field("skind").value = state.kind;
  if (form) {
    // Submit to a clean URL: ?q=…&lang=ru&edition=1987, without the filters left at "all". A ref
    // typed and sent with Enter or the button (not a filter changed) opens its unit, as the header's
    // and the home page's boxes do: a unit the filters allow, as typed (not read in the other layout).
    form.addEventListener("submit", (event) => {
      event.preventDefault();
      const q = field("sq").value, filters = { lang: field("slang").value, edition: field("sedition").value,
                                               kind: field("skind").value };
      const hit = event.submitter && filters.kind !== "ruling" && !rangeFor(q, filters).length && jumpFor(q, filters);
      location.assign(hit && hit.exact && !hit.layout && !hit.elsewhere ? window.BL.unitUrl(hit) : pageUrl(q, filters));
    });
    form.querySelectorAll("select").forEach((s) => s.addEventListener("change", () => form.requestSubmit()));
    // Results as you type: the URL follows (replaced, not pushed), so the search stays shareable.
    let typing = null;
    field("sq").addEventListener("input", () => {
      clearTimeout(typing);
      typing = setTimeout(() => {
        Object.assign(state, { q: field("sq").value, lang: field("slang").value, edition: field("sedition").value,
                               kind: field("skind").value });
        history.replaceState(null, "", pageUrl(state.q, state));
        render(state.q, state);
      }, 120);
    });
  }
  render(state.q, state);
})();

