/* Search in the browser, offline: a port of `bridge-laws search` (index.py). The index is in
   parts under data/search/ (site/browser_index.py), each a script handing its data to
   BL_SEARCH_PART: core.js (the BM25 statistics, each document's version, the analysed glossary
   and subject index, what each other part holds) comes with the page; a query loads the key
   parts of its words (a form → terms table made at build time by the same analyzers: pymorphy3
   lemmas for Russian, ё = е; Snowball stems for English; and each term's postings with word
   positions), the words of the right lengths when it needs a "did you mean", and the units of the
   laws its results are in (to show them). The search itself runs on what is loaded: a look-up of
   a part that is not there yet is noted (`missing`), the parts are loaded, and the search runs
   again (`ready`) — a few rounds at most, each only what the one before found it needed. */
"use strict";
(function () {
  const C = window.BL_SEARCH_CORE;
  if (!C) return;
  const WORD = /[0-9]+[A-Za-zА-Яа-яЁё]*|[A-Za-z]+(?:'[A-Za-z]+)?|[А-Яа-яЁё]+(?:-[А-Яа-яЁё]+)*/g;
  const CYR = /[А-Яа-яЁё]/;
  // "2017-en" → "2017 · English": written by the site build from laws/editions.yaml
  const labelsEl = document.getElementById("version-labels");
  const labelsRaw = labelsEl ? String(labelsEl.textContent || "") : "";
  const LABELS = labelsRaw ? JSON.parse(labelsRaw) : {};
  // the versions of editions not in force (laws/editions.yaml): their results say so
  const oldEl = document.getElementById("version-superseded");
  const SUPERSEDED = oldEl ? JSON.parse(String(oldEl.textContent || "[]")) : [];
  const COLUMNS = [3, 4, 5, 6, 7]; // a doc's title, text, notes, profile terms and citing sentences
  const FIELDS = COLUMNS.map((_, f) => f);
  const PROFILE_FIELD = [3], OWN_FIELDS = [0, 1, 2]; // engine.PROFILE_FIELD, engine.OWN_FIELDS
  const fold = (w) => w.toLowerCase().replace(/ё/g, "е");
  const words = (text) => Array.from(text.matchAll(WORD), (m) => ({ w: m[0], start: m.index, end: m.index + m[0].length }));
  const NONE = new Map();
  const t0 = performance.now();

  // --- the parts: loaded by a <script> each (file:// refuses fetch), kept once loaded ----------
  const base = (document.body && document.body.dataset.root || "") + "data/search/";
  const loaded = new Map(), waiting = new Map(), missing = new Set();
  window.BL_SEARCH_PART = (name, data) => {
    loaded.set(name, data);
    const done = waiting.get(name);
    if (done) { waiting.delete(name); done.resolve(); }
  };
  function loadScript(name) {
    if (window.BL_LOAD_PART) return window.BL_LOAD_PART(base + name); // a harness without a DOM (tests/js)
    return new Promise((resolve, reject) => {
      waiting.set(name, { resolve });
      const s = document.createElement("script");
      s.src = base + name;
      s.onerror = () => reject(new Error("cannot load " + base + name));
      s.onload = () => { if (!loaded.has(name)) reject(new Error(base + name + " is not a part of the index")); };
      document.head.append(s);
    });
  }
  const loading = new Map();
  const load = (name) => { if (!loading.has(name)) loading.set(name, loadScript(name)); return loading.get(name); };
  const have = (name) => { if (loaded.has(name)) return true; missing.add(name); return false; };
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

  // --- keys: forms and terms, in parts cut at sorted boundaries (core.keys) -----------------
  const partOf = (key) => { // the index of the last boundary not after the key
    let lo = 0, hi = C.keys.length - 1;
    while (lo < hi) { const mid = (lo + hi + 1) >> 1; if (C.keys[mid] <= key) lo = mid; else hi = mid - 1; }
    return lo;
  };
  const part = (name) => (have(name) ? loaded.get(name) : null);
  const keyPart = (key) => part("k/" + partOf(key) + ".js");
  // folded form → its terms joined by spaces, where they are not the form itself
  const I = { units: C.units, gloss: C.gloss, subjects: C.subjects,
    forms: new Proxy({}, { get: (_, form) => { const part = keyPart(form); return part ? part.f[form] : undefined; } }),
    // each document: its version until the units of its law are loaded, then the whole row
    docs: Array.from({ length: C.docs }, () => null) };
  C.runs.forEach(([first, v], i) => {
    const end = i + 1 < C.runs.length ? C.runs[i + 1][0] : C.docs;
    for (let d = first; d < end; d++) I.docs[d] = [C.versions[v]];
  });
  const formTerms = (form) => (I.forms[form] === undefined ? [form] : I.forms[form].split(" "));

  // --- postings: term → Map(doc → weight per field), decoded from the key parts --------------
  // Scored as Whoosh scores `bridge-laws search`: BM25F over the fields title (boost 3), text,
  // notes (boost 0.7), terms (2: glossary and subject-index names) and cited (0.5); a field's boost multiplies the term's weight, as Whoosh does when indexing;
  // idf = log(units / (df + 1)) + 1 over all units, those without text included.
  const BOOST = [3.0, 1.0, 0.7, 2.0, 0.5], K1 = 1.2, B = 0.75;
  const DIGIT = new Map(Array.from(C.digits, (c, i) => [c, i]));
  // Numbers written five bits a character (browser_index.encode).
  function numbers(text) {
    const nums = [];
    for (let i = 0, n = 0, shift = 0; i < text.length; i++) {
      const v = DIGIT.get(text[i]);
      n += (v & 31) * 2 ** shift; shift += 5;
      if (v < 32) { nums.push(n); n = 0; shift = 0; }
    }
    return nums;
  }
  const positions = new Map(); // term → Map(doc → [word positions per field])
  const decoded = new Map();
  // A term's postings (browser_index.posting_string): per field of a document, the document's
  // distance from the one before × 5 + the field, then each word position's distance from the
  // one before × 2 (+ 1 when another follows).
  function decode(t, text) {
    const nums = numbers(text);
    const m = new Map(), where = new Map();
    for (let i = 0, doc = 0; i < nums.length;) {
      const f = nums[i] % 5;
      doc += (nums[i++] - f) / 5;
      if (!m.has(doc)) { m.set(doc, FIELDS.map(() => 0)); where.set(doc, FIELDS.map(() => null)); }
      const ps = where.get(doc)[f] = [];
      for (let p = 0, more = true; more; i++) { p += nums[i] >> 1; ps.push(p); more = nums[i] & 1; }
      m.get(doc)[f] = ps.length * BOOST[f];
    }
    positions.set(t, where);
    return m;
  }
  const postings = {
    get(t) {
      const part = keyPart(t);
      if (!part || part.p[t] === undefined) return undefined;
      let m = decoded.get(t);
      if (!m) decoded.set(t, (m = decode(t, part.p[t])));
      return m;
    },
    has(t) { return this.get(t) !== undefined; },
  };
  const N = C.units;
  const avg = C.avg;
  // Whoosh stores a document's field length in one byte: the smallest of 256 steps,
  // round((1.033^n - 1) × 27), that is not shorter. Its averages use the exact lengths.
  const STEPS = Array.from({ length: 256 }, (_, n) => Math.round((Math.pow(1.033, n) - 1) * 27));
  const storedOf = [];
  const stored = (n) => storedOf[n] ?? (storedOf[n] = STEPS.find((x) => x >= n) ?? STEPS[255]);
  const docLengths = []; // doc → each field's length as Whoosh stores it
  numbers(C.lengths).forEach((n, i) => {
    if (i % 5 === 0) docLengths.push([]);
    docLengths[docLengths.length - 1].push(stored(n));
  });
  const dfCache = new Map();
  function onLoaded() { dfCache.clear(); } // a term counted while its part was missing counts again
  function df(t) {
    let d = dfCache.get(t);
    if (!d) {
      d = FIELDS.map(() => 0);
      for (const w of (postings.get(t) || NONE).values()) w.forEach((x, f) => { if (x) d[f] += 1; });
      dfCache.set(t, d);
    }
    return d;
  }
  // One term in one field of one document: BM25.
  function fieldScore(t, doc, f) {
    const w = (postings.get(t) || NONE).get(doc);
    const tf = w ? w[f] : 0;
    if (!tf) return 0;
    const idf = Math.log(N / (df(t)[f] + 1)) + 1;
    return idf * (tf * (K1 + 1)) / (tf + K1 * ((1 - B) + B * docLengths[doc][f] / avg[f]));
  }
  // Where the terms of a slot are in a field of a document: the positions of any of them.
  function slotAt(slot, doc, f) {
    const at = new Set();
    for (const t of slot) {
      if (!postings.get(t)) continue;
      const ps = positions.get(t).get(doc);
      if (ps && ps[f]) ps[f].forEach((p) => at.add(p));
    }
    return at;
  }
  const buildMs = performance.now() - t0;

  // --- a query word's terms: the table, else those of corpus forms sharing its stem ---------
  // «недобранных» is not in the corpus, but «недобранные» is: strip the ending and take the terms
  // of the corpus forms that start with what is left (at most 4 letters longer).
  const RU_ENDINGS = ["иями", "ями", "ами", "ого", "его", "ому", "ему", "ыми", "ими", "ой", "ей", "ий", "ый", "ая",
    "яя", "ое", "ее", "ые", "ие", "ых", "их", "ую", "юю", "ом", "ем", "ам", "ям", "ах", "ях", "ов", "ев", "ою", "ею",
    "а", "я", "о", "е", "ы", "и", "у", "ю", "ь"];
  const EN_ENDINGS = ["ations", "ation", "ments", "ment", "ings", "ing", "ied", "ies", "ed", "es", "ly", "s", "e"];
  // The forms and terms starting with `stem`: the key parts from its boundary to that of its end.
  function corpusForms(stem) {
    const parts = [];
    for (let i = partOf(stem); i <= partOf(stem + "\uffff"); i++) parts.push(part("k/" + i + ".js") || { f: {}, p: {} });
    // the form table's forms first, then the terms (its own order: a term's other forms come before it)
    return [...new Set([...parts.flatMap((x) => Object.keys(x.f)), ...parts.flatMap((x) => Object.keys(x.p))])];
  }
  function guess(form) {
    const endings = CYR.test(form) ? RU_ENDINGS : EN_ENDINGS;
    const end = endings.find((e) => form.endsWith(e) && form.length - e.length >= 3);
    const stem = end ? form.slice(0, -end.length) : form;
    if (stem.length < 3) return [];
    const near = corpusForms(stem).filter((f) => f.startsWith(stem) && f.length <= stem.length + 4);
    return [...new Set(near.flatMap(formTerms))];
  }
  // Terms the glossary names: "card" is in no English text, but is a word of "penalty card".
  const glossaryTerms = new Set(I.gloss.flatMap((g) => [...g[0], ...g[1]].flat(2)));
  function queryTerms(word) {
    const form = fold(word);
    if (I.forms[form] !== undefined || postings.has(form) || glossaryTerms.has(form)) return formTerms(form);
    return guess(form);
  }

  // --- the query: words and "quoted phrases" (index.clean_query, index.parse_query) ----------
  const MAX_QUERY_CHARS = 500, MAX_QUERY_WORDS = 32;
  const OPERATORS = new Set(["AND", "OR", "NOT", "ANDNOT", "ANDMAYBE"]); // typed by habit: ignored
  const QUOTES = /"([^"]*)"|«([^»]*)»|“([^”]*)”/g;
  class QueryError extends Error {}
  function cleanQuery(text) {
    if (text.length > MAX_QUERY_CHARS) throw new QueryError(`Слишком длинный запрос: не больше ${MAX_QUERY_CHARS} знаков.`);
    return text.replace(/[\p{Cc}\p{Cf}\p{Cs}\p{Co}]/gu, " ").split(/\s+/).filter(Boolean).join(" ");
  }
  function parseQuery(text) {
    const plain = (chunk) => words(chunk).map((x) => x.w).filter((w) => !OPERATORS.has(w));
    const parts = [];
    let last = 0;
    for (const m of text.matchAll(QUOTES)) {
      parts.push(...plain(text.slice(last, m.index)).map((w) => ({ words: [w], phrase: false })));
      const inner = plain(m[1] ?? m[2] ?? m[3]);
      if (inner.length) parts.push({ words: inner, phrase: inner.length > 1 });
      last = m.index + m[0].length;
    }
    parts.push(...plain(text.slice(last)).map((w) => ({ words: [w], phrase: false })));
    if (parts.reduce((n, p) => n + p.words.length, 0) > MAX_QUERY_WORDS)
      throw new QueryError(`Слишком много слов в запросе: не больше ${MAX_QUERY_WORDS}.`);
    return parts;
  }

  // --- the plan: concepts (all required), each a list of alternatives (any will do) ----------
  // An alternative is a list of slots, the terms of one word each; `seq` when its words must
  // stand together in one field (a quoted phrase, a glossary name other than the query's own
  // words), else each word anywhere in the unit. As index.Engine._plan: a run of loose words
  // that is a glossary name in either language becomes one concept, the query's own words (And)
  // or any other name of the entries it names, each as a phrase.
  const glossByFirst = new Map(); // first term of a name → [[entry, name]]
  for (const g of I.gloss) {
    for (const name of [...g[0], ...g[1]]) {
      if (!name.length) continue;
      for (const t of name[0]) {
        if (!glossByFirst.has(t)) glossByFirst.set(t, []);
        glossByFirst.get(t).push([g, name]);
      }
    }
  }
  const sameWord = (a, b) => a.some((t) => b.includes(t));
  // The longest glossary names matching the words from i: [length, entries].
  function glossaryMatch(slots, i) {
    const names = slots[i].flatMap((t) => glossByFirst.get(t) || []);
    for (const n of [...new Set(names.map(([, name]) => name.length))].sort((a, b) => b - a)) {
      if (i + n > slots.length) continue;
      const fits = names.filter(([, name]) => name.length === n && name.every((slot, k) => sameWord(slot, slots[i + k])));
      if (fits.length) return [n, [...new Set(fits.map(([g]) => g))]];
    }
    return [0, []];
  }
  function groupLoose(slots, plan) {
    for (let i = 0; i < slots.length;) {
      const [n, entries] = glossaryMatch(slots, i);
      if (!n) {
        plan.concepts.push([{ slots: [slots[i]], seq: false }]);
        i += 1;
        continue;
      }
      const own = slots.slice(i, i + n);
      const alts = [{ slots: own, seq: false }];
      const seen = new Set([JSON.stringify(own)]);
      for (const g of entries) {
        // engine._term: the entry once in the profiles (its first name), and each name some unit
        // says (g[7], store._says) as a phrase in the units' own words
        const names = [...g[0], ...g[1]];
        alts.push({ slots: names[0], seq: true, fields: PROFILE_FIELD });
        names.forEach((name, k) => {
          const key = JSON.stringify(name);
          if (seen.has(key)) return;
          seen.add(key);
          if ((g[7] || []).includes(k)) alts.push({ slots: name, seq: true, fields: OWN_FIELDS });
          if (name.length === 1) name[0].forEach((t) => plan.terms.add(t));
          else plan.phrases.push(name);
        });
        plan.notes.push(g[2] + " = " + g[3].join(", "));
        if (!plan.entries.includes(g)) plan.entries.push(g);
      }
      plan.concepts.push(alts);
      i += n;
    }
  }
  function makePlan(parts) {
    // terms: highlighted wherever they occur; phrases: only where their words stand together
    const plan = { concepts: [], terms: new Set(), phrases: [], words: [], notes: [], entries: [] };
    let loose = [];
    for (const part of parts) {
      const slots = part.words.map(queryTerms);
      part.words.forEach((w, k) => plan.words.push([w, slots[k]]));
      if (!part.phrase) {
        slots.forEach((s) => s.forEach((t) => plan.terms.add(t)));
        loose.push(...slots);
        continue;
      }
      plan.phrases.push(slots);
      groupLoose(loose, plan);
      loose = [];
      plan.concepts.push([{ slots, seq: true }]);
    }
    groupLoose(loose, plan);
    plan.notes = [...new Set(plan.notes)];
    return plan;
  }

  const OTHER_LANG = 0.5;
  // A ruling (its row's 11th cell: [id, first law]) weighs this much: engine.RULING_WEIGHT, from the build.
  const RULING_WEIGHT = C.rulingWeight || 1;
  const rulingOf = (doc) => C.rulings[doc] || null; // ranking and the kind filter ask of every document found
  function queryLang(ws) { // engine.query_lang: "ru" all Cyrillic, "en" all Latin, else none
    const scripts = new Set(ws.filter((w) => !/^[0-9]/.test(w)).map((w) => (CYR.test(w) ? "ru" : "en")));
    return scripts.size === 1 ? [...scripts][0] : null;
  }

  // --- scoring: Whoosh adds up what matches ------------------------------------------------
  const slotScore = (slot, doc, f) => slot.reduce((sum, t) => sum + fieldScore(t, doc, f), 0);
  // Whoosh's Sequence (slop 1, ordered) accepts each next word at the same position or the next.
  // (At each step, from the positions of the word before: the word at the same position or the next.)
  function together(slots, doc, f) {
    let at = slotAt(slots[0], doc, f);
    for (let k = 1; k < slots.length && at.size; k++) {
      const here = slotAt(slots[k], doc, f), next = new Set();
      for (const j of here) if (at.has(j) || at.has(j - 1)) next.add(j);
      at = next;
    }
    return at.size > 0;
  }
  // An alternative in a document: [score, how many of its (field, term) leaves match there].
  function altScore(alt, doc) {
    let total = 0, leaves = 0;
    const hits = (slot, f) => slot.filter((t) => fieldScore(t, doc, f) > 0).length;
    const fields = alt.fields || FIELDS;
    if (!alt.seq || alt.slots.length === 1) { // each word in any field
      for (const slot of alt.slots) {
        const s = fields.reduce((a, f) => a + slotScore(slot, doc, f), 0);
        if (!s) return [0, 0];
        total += s;
        leaves += fields.reduce((a, f) => a + hits(slot, f), 0);
      }
      return [total, leaves];
    }
    for (const f of fields) { // a phrase: all its words in one field, side by side
      const scores = alt.slots.map((slot) => slotScore(slot, doc, f));
      if (scores.every((x) => x > 0) && together(alt.slots, doc, f)) {
        total += scores.reduce((a, x) => a + x, 0);
        leaves += alt.slots.reduce((a, slot) => a + hits(slot, f), 0);
      }
    }
    return [total, leaves];
  }
  // The (field, term) leaves of an alternative in Whoosh's query: the terms each field has; a
  // phrase only in the fields that have all its words.
  function altLeaves(alt) {
    const has = (slot, f) => slot.filter((t) => df(t)[f] > 0).length;
    const fields = (alt.fields || FIELDS).filter((f) => !alt.seq || alt.slots.length === 1 || alt.slots.every((slot) => has(slot, f)));
    return fields.reduce((a, f) => a + alt.slots.reduce((b, slot) => b + has(slot, f), 0), 0);
  }
  // When no unit has every concept, Whoosh ORs them with a coordination bonus (index.py's
  // any_query, Or(scale=0.9) → CoordMatcher's "SQR"): this is the score it ranks by.
  function coordinated(score, matching, leaves, scale = 0.9) {
    if (!leaves || leaves === scale) return 0;
    return (score + (matching - 1) / (leaves - scale) ** 2) * ((leaves - 1) / leaves);
  }
  function candidates(concepts) {
    const docs = new Set();
    for (const alts of concepts) for (const alt of alts) for (const slot of alt.slots) for (const t of slot)
      for (const d of (postings.get(t) || NONE).keys()) docs.add(d);
    return docs;
  }
  // All concepts must match; when no unit has them all, any will do, units with more of them first.
  function textHits(plan, allowed) {
    const hits = [];
    for (const doc of candidates(plan.concepts)) {
      if (!allowed(doc)) continue;
      let score = 0, met = 0, matching = 0;
      for (const alts of plan.concepts) {
        const [s, leaves] = alts.map((alt) => altScore(alt, doc)).reduce((a, x) => [a[0] + x[0], a[1] + x[1]], [0, 0]);
        if (s > 0) { met += 1; score += s; matching += leaves; }
      }
      if (met) hits.push({ doc, score, met, matching });
    }
    const byScore = (a, b) => b.score - a.score || a.doc - b.doc;
    // The query's language first (engine.OTHER_LANG): a unit in the other language weighs half.
    const want = queryLang(plan.words.map(([w]) => w));
    const weigh = (list) => {
      if (want) for (const h of list) if (!I.docs[h.doc][0].endsWith("-" + want)) h.score *= OTHER_LANG;
      for (const h of list) if (rulingOf(h.doc)) h.score *= RULING_WEIGHT;
      return list.sort(byScore);
    };
    // Units with every concept first; then (engine._text_hits) those with some, ranked as Whoosh's
    // any_query ranks them.
    const all = hits.filter((h) => h.met === plan.concepts.length);
    if (plan.concepts.length < 2) return { results: weigh(all), partial: false, plan };
    const some = hits.filter((h) => h.met < plan.concepts.length);
    const leaves = plan.concepts.reduce((a, alts) => a + alts.reduce((b, alt) => b + altLeaves(alt), 0), 0);
    for (const h of some) h.score = coordinated(h.score, h.matching, leaves);
    return { results: weigh(all).concat(weigh(some)), partial: !all.length && some.length > 0, plan };
  }

  // --- "did you mean": a port of difflib.get_close_matches over the vocabulary -------------
  // The same ratio as Python's SequenceMatcher (site.js: BL.matchingChars), so the suggestion is
  // the one `bridge-laws search` makes.
  const matchingChars = window.BL.matchingChars, nearestRefs = window.BL.nearestRefs;
  // The vocabulary (as index.meta_for: folded words of 3 letters or more, not numbers), by length.
  function vocabNear(n) {
    const out = [];
    for (const [lo, hi] of C.vocab) {
      if (hi < n - 2 || lo > n + 2) continue;
      const got = part("v/" + lo + ".js");
      if (got) out.push(...got.split(" "));
    }
    return out;
  }
  function closestWord(word, cutoff = 0.85) { // engine.SUGGEST_CUTOFF
    let best = null;
    for (const x of vocabNear(word.length)) {
      if (Math.abs(x.length - word.length) > 2) continue;
      if (2 * Math.min(x.length, word.length) / (x.length + word.length) < cutoff) continue;
      const score = 2 * matchingChars(x, word) / (x.length + word.length);
      if (score >= cutoff && (!best || score > best[0] || (score === best[0] && x > best[1]))) best = [score, x];
    }
    return best && best[1];
  }
  const escape = (s) => s.replace(/[.*+?^${}()|[\]\\]/g, "\\$&");
  // The query with each word the index does not know replaced by the nearest known word.
  function suggest(text, plan) {
    let fixed = text, changed = false;
    for (const [word, terms] of plan.words) {
      if (word.length < 4 || /^[0-9]/.test(word)) continue;
      if (terms.some((t) => glossaryTerms.has(t) || postings.has(t))) continue;
      const close = closestWord(fold(word));
      if (close && close !== fold(word)) {
        fixed = fixed.replace(new RegExp(`(?<![\\p{L}\\p{N}_])${escape(word)}(?![\\p{L}\\p{N}_])`, "u"), close);
        changed = true;
      }
    }
    return changed ? fixed : null;
  }

  // --- term cards (engine._cards): the glossary terms the query names, then the subject-index
  // entries that hold every word of it; each with the units it names and whether they have text
  // Which languages of an edition have a unit, and whether with text (browser_index.card_versions).
  const versionsOf = (edition, ref) => (C.cards[edition + "|" + ref] || []).map(([lang, missing]) => ({ lang, missing_text: missing }));
  const cardLaws = (refs) => Object.entries(refs).flatMap(([edition, pairs]) =>
    pairs.map(([ref, how]) => ({ edition: Number(edition), ref, how, versions: versionsOf(edition, ref) })));
  function cards(plan, most = 3) {
    const out = plan.entries.map((g) => ({ kind: "glossary", term: g[2], en: [g[2], ...(g[5] || [])], ru: g[3], laws: cardLaws(g[6] || {}) }));
    const words = plan.words.map(([, terms]) => terms);
    if (!words.length) return out;
    const found = (I.subjects || []).filter((e) => words.every((w) => w.some((t) => e[4].includes(t))))
      .sort((a, b) => a[0].length - b[0].length).slice(0, most);
    return out.concat(found.map(([term, edition, , laws]) => ({ kind: "index", term, en: [], ru: [term],
      laws: laws.map((n) => ({ edition, ref: String(n), how: "index", versions: versionsOf(edition, String(n)) })) })));
  }

  // --- search: the query as typed, else the suggestion when the query finds nothing ----------
  const LANGS = ["ru", "en"], KINDS = ["law", "ruling"];
  const EDITIONS = Array.from(document.querySelectorAll("#sedition option"), (o) => o.value).filter(Boolean);
  function allowedBy(filters) {
    const ok = (version) => {
      const [edition, lang] = version.split("-");
      return (!filters.lang || filters.lang === lang) && (!filters.edition || filters.edition === edition);
    };
    const kind = (doc) => !filters.kind || (filters.kind === "ruling") === !!rulingOf(doc);
    return { version: ok, doc: (doc) => ok(I.docs[doc][0]) && kind(doc) };
  }
  // Text typed in the wrong keyboard layout (searchindex/layout.py): tried when nothing is found.
  const LATIN_KEYS = "qwertyuiop[]asdfghjkl;'zxcvbnm,.`", CYRILLIC_KEYS = "йцукенгшщзхъфывапролджэячсмитьбюё";
  function swapLayout(text) {
    const cyr = /[а-яё]/i.test(text), lat = /[a-z]/i.test(text);
    if (cyr === lat) return null;
    const [from, to] = lat ? [LATIN_KEYS, CYRILLIC_KEYS] : [CYRILLIC_KEYS, LATIN_KEYS];
    const out = Array.from(text, (c) => {
      const i = from.indexOf(c.toLowerCase());
      if (i < 0) return c;
      return c === c.toLowerCase() ? to[i] : to[i].toUpperCase();
    }).join("");
    return out !== text ? out : null;
  }
  // A search, once every part of the index it needs is loaded (a Promise).
  const search = (q, filters = {}) => ready(() => searchNow(q, filters));
  function searchNow(q, filters = {}) {
    const found = searchAsTyped(q, filters);
    if (found.results.length || found.error) return found;
    const swapped = swapLayout(cleanQuery(q));
    const again = swapped && searchAsTyped(swapped, filters);
    return again && again.results.length ? { ...again, layout: swapped } : found;
  }
  function searchAsTyped(q, filters = {}) {
    const start = performance.now();
    const allowed = allowedBy(filters).doc;
    let found = { results: [], partial: false, plan: makePlan([]) };
    let suggestion = null, searched = null;
    try {
      const text = cleanQuery(q);
      const plan = makePlan(parseQuery(text));
      suggestion = text ? suggest(text, plan) : null;
      found = textHits(plan, allowed);
      if (!found.results.length && suggestion) {
        const again = textHits(makePlan(parseQuery(suggestion)), allowed);
        if (again.results.length) { found = again; searched = suggestion; }
      }
    } catch (err) {
      if (!(err instanceof QueryError)) throw err;
      return { ...found, notes: [], cards: [], error: err.message, ms: performance.now() - start };
    }
    return { ...found, notes: found.plan.notes, cards: cards(found.plan), suggestion, searched, ms: performance.now() - start };
  }

  // --- results: snippets with the matched words highlighted (index.matched_words) ----------
  // A unit's row (browser_index.browser_documents), once the units of its law are loaded; null
  // (and the part noted as missing) before.
  function docRow(doc) {
    if (I.docs[doc].length > 1) return I.docs[doc];
    let lo = 0, hi = C.shards.length - 1;
    while (lo < hi) { const mid = (lo + hi + 1) >> 1; if (C.shards[mid][0] <= doc) lo = mid; else hi = mid - 1; }
    const rows = part("d/" + C.shards[lo][1] + ".js");
    if (!rows) return null;
    rows.forEach((row, k) => { I.docs[C.shards[lo][0] + k] = row; });
    return I.docs[doc];
  }
  // The terms of the query (its words' and its phrases') at each word of a field, from their
  // positions: a map position → terms, per plan, document and field.
  const termsHere = new WeakMap();
  function termsAt(plan, doc, f) {
    if (!termsHere.has(plan)) termsHere.set(plan, new Map());
    const known = termsHere.get(plan), key = doc * COLUMNS.length + f;
    if (!known.has(key)) {
      const at = new Map();
      for (const t of new Set([...plan.terms, ...plan.phrases.flat(2)])) {
        if (!postings.get(t)) continue;
        const ps = positions.get(t).get(doc);
        for (const p of (ps && ps[f]) || []) at.set(p, [...(at.get(p) || []), t]);
      }
      known.set(key, at);
    }
    return known.get(key);
  }
  // Where the query's words are in `text`: a field of a document from word `offset` on
  // (`where` = {doc, f, offset}), or a profile line (its words' terms in core.profile_forms).
  const profileTerms = (form) => (C.profile_forms[form] === undefined ? [form] : C.profile_forms[form].split(" "));
  function spans(text, plan, where) {
    const at = where && termsAt(plan, where.doc, where.f);
    const ws = words(text).map((x, i) => ({ ...x, terms: at ? at.get(where.offset + i) || [] : profileTerms(fold(x.w)) }));
    const on = ws.map((x) => x.terms.some((t) => plan.terms.has(t)));
    for (const phrase of plan.phrases) {
      for (let i = 0; i + phrase.length <= ws.length; i++) {
        if (phrase.every((slot, k) => sameWord(slot, ws[i + k].terms))) phrase.forEach((_, k) => { on[i + k] = true; });
      }
    }
    const out = [];
    ws.forEach((x, i) => {
      if (!on[i]) return;
      const last = out[out.length - 1];
      if (last && !text.slice(last.end, x.start).trim()) last.end = x.end; // «[в зоне]», not «[в] [зоне]»
      else out.push({ start: x.start, end: x.end });
    });
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
  function snippet(text, marks) {
    let from = marks.length ? Math.max(0, marks[0].start - 90) : 0;
    if (from > 0) from = text.indexOf(" ", from) + 1;
    const to = Math.min(text.length, from + 260);
    const p = document.createElement("p");
    p.className = "snip";
    if (from > 0) p.append("… ");
    p.append(marked(text, marks, from, to));
    if (to < text.length) p.append(" …");
    return p;
  }
  // A unit without text as the corpus knows it (engine.profile_line): never any law text.
  function profileLine(unit, law, profile) {
    const [, page, citedBy, index, gloss] = profile;
    const parts = [(unit === String(law) ? T("search.profile.law") + " " : "") + unit, T("search.profile.notext")];
    if (page) parts.push(T("search.profile.page", { n: page }));
    if (citedBy.length) parts.push(T("search.profile.cited") + citedBy.slice(0, 6).join(", ") + (citedBy.length > 6 ? " …" : ""));
    if (index.length) parts.push(T("search.profile.index") + index.slice(0, 4).map((t) => "«" + t + "»").join("; "));
    if (gloss.length) parts.push(T("search.profile.terms") + gloss.slice(0, 4).join(", "));
    return parts.join(" · ");
  }
  // A term card: the term in both languages, then each unit it names, linked, with what exists.
  function cardItem(card) {
    const li = document.createElement("li");
    li.className = "card";
    const head = document.createElement("p");
    head.textContent = card.kind === "index" ? T("search.card.index", { term: card.term }) : card.en.slice(0, 3).join(" / ") + " — " + card.ru.slice(0, 3).join(", ");
    li.append(head);
    for (const law of card.laws) {
      const p = document.createElement("p");
      const a = document.createElement("a");
      const v = law.versions.find((x) => !x.missing_text) || law.versions[0];
      a.href = law.edition + "-" + (v ? v.lang : "ru") + "/" + law.ref.match(/^\d+/)[0] + ".html#" + law.ref;
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
      li.append(p);
    }
    return li;
  }
  // The unit's table the query's words are in, as `bridge-laws search` links it (snippets.table_for):
  // the one with most of them, when that is more than in the unit's own words before the tables.
  function tableOf(doc, plan) {
    const tables = docRow(doc)[9];
    if (!tables || !tables.length) return null;
    const text = docRow(doc)[4] || "";
    const from = (start) => ({ doc, f: 1, offset: words(text.slice(0, start)).length });
    let best = null, most = spans(text.slice(0, tables[0][1]), plan, from(0)).length;
    for (const [anchor, start, end] of tables) {
      const found = spans(text.slice(start, end), plan, from(start)).length;
      if (found > most) { best = anchor; most = found; }
    }
    return best;
  }
  // The sentences citing a unit (its field "cited", one a line between gaps), each with the
  // position of its first word in the field.
  function citing(cited) {
    const out = [];
    let at = 0;
    for (const chunk of cited.split("\n0gap\n")) {
      out.push([chunk, words(cited.slice(0, at)).length]);
      at += chunk.length + "\n0gap\n".length;
    }
    return out;
  }
  // A ruling: its question, linked to its page, with the law it applies and the words found.
  function rulingItem(h, plan) {
    const [version, , , title, text, notes] = docRow(h.doc), [id, ref] = rulingOf(h.doc);
    const field = (f) => ({ doc: h.doc, f, offset: 0 });
    const li = document.createElement("li");
    li.lang = version.endsWith("en") ? "en" : "ru";
    li.className = "ruling-hit";
    const a = document.createElement("a");
    a.href = "rulings/" + id + ".html";
    const tag = document.createElement("strong"); tag.textContent = T("search.ruling") + (ref ? " · " + ref : "");
    a.append(tag, " ", marked(title, spans(title, plan, field(0)), 0, title.length));
    const v = document.createElement("span"); v.className = "pv"; v.textContent = " · " + (LABELS[version] || version);
    const body = [[text, field(1)], [notes, field(2)]].map(([x, where]) => [x, x ? spans(x, plan, where) : []])
      .find(([, marks]) => marks.length);
    li.append(a, v, snippet(body ? body[0] : text || notes || "", body ? body[1] : []));
    return li;
  }
  function resultItem(h, plan) {
    if (rulingOf(h.doc)) return rulingItem(h, plan);
    const [version, law, unit, title, text0, notes, , , profile] = docRow(h.doc);
    const field = (f) => ({ doc: h.doc, f, offset: 0 });
    let text = text0, textMarks = () => spans(text0, plan, field(1));
    if (profile && profile[0]) { // the sentence of another law that cites it and holds the words
      const said = citing(docRow(h.doc)[7] || "").find(([c, offset]) => c && spans(c, plan, { doc: h.doc, f: 4, offset }).length);
      const line = profileLine(unit, law, profile), shift = line.length + " · «".length;
      text = line + (said ? " · «" + said[0] + "»" : "");
      textMarks = () => spans(line, plan).concat(said ? spans(said[0], plan, { doc: h.doc, f: 4, offset: said[1] })
        .map((m) => ({ start: m.start + shift, end: m.end + shift })) : []);
    }
    const li = document.createElement("li");
    li.lang = version.endsWith("en") ? "en" : "ru";
    const a = document.createElement("a");
    const inText = text0 && spans(text0, plan, field(1)).length;
    a.href = version + "/" + law + ".html#" + ((inText && tableOf(h.doc, plan)) || unit);
    const num = document.createElement("strong"); num.textContent = unit;
    a.append(num);
    if (title) { a.append(" "); a.append(marked(title, spans(title, plan, field(0)), 0, title.length)); }
    const v = document.createElement("span"); v.className = "pv";
    v.textContent = " · " + (window.BL ? window.BL.versionLabel(version) : LABELS[version] || version)
      + (SUPERSEDED.includes(version) ? " · " + T("force.short") : "");
    const body = [[text, () => textMarks()], [notes, () => spans(notes, plan, field(2))]].map(([x, marks]) => [x, x ? marks() : []])
      .find(([, marks]) => marks.length);
    const shown = body ? body[0] : text || notes || title;
    li.append(a, v, snippet(shown, body ? body[1] : []));
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
  const LAW_RANGE = /^\s*(?:laws?|правил[ао]?|законы?|§)\.?\s*(\d{1,3})\s*[-–—]\s*(\d{1,3})\s*$/i;
  function rangeFor(q, filters) {
    const m = q.match(LAW_RANGE);
    const [lo, hi] = m ? [Number(m[1]), Number(m[2])] : [0, 0];
    if (!m || !(0 < lo && lo <= hi && hi <= lo + 20)) return [];
    const laws = Array.from({ length: hi - lo + 1 }, (_, k) => String(lo + k));
    return laws.map((ref) => jumpTo(ref, filters)).filter((hit) => hit && hit.exact);
  }
  // A table as its label names it («77-t6», «таблица 77-t6»): the units that have it, in the
  // versions the filters allow (engine._references).
  const TABLE_REF = /^\s*(?:table|таблица)?\s*(\S+?)\s*[-–—]\s*t(\d{1,2})\s*$/i;
  function tableJumps(q, filters) {
    const m = q.match(TABLE_REF), ref = m && window.BL && window.BL.canonical(m[1]);
    if (!ref) return [];
    const anchor = ref + "-t" + Number(m[2]), ok = allowedBy(filters).version;
    return (C.tables[anchor] || []).filter(ok).map((version) => ({ version, ref, exact: true, anchor }));
  }
  // The unit a reference names, in a version the filters allow.
  function jumpFor(q, filters) {
    const asTyped = window.BL && window.BL.canonical(q);
    const swapped = !asTyped || !jumpTo(asTyped, filters)?.exact ? swapLayout(q) : null;
    const meant = swapped && window.BL && window.BL.canonical(swapped);
    const hit = meant && jumpTo(meant, filters);
    if (hit && hit.exact) return { ...hit, layout: swapped };
    if (!asTyped) return null;
    // A ref no edition has («75D9» with edition=1997) names the nearest, whatever the filters; one
    // that only other editions or languages have says where it is, as `bridge-laws search` does
    const here = jumpTo(asTyped, filters), any = jumpTo(asTyped, {});
    if (here && here.exact) return here;
    if (any && any.exact) {
      const where = Object.keys(window.BL_REFS || {}).filter((v) => v.split("-").length === 2 && window.BL_REFS[v].includes(asTyped));
      return { ...any, elsewhere: where };
    }
    return here || any;
  }
  function jumpTo(ref, filters) {
    if (!ref) return null;
    const ok = allowedBy(filters).version;
    for (const v of [null, ...Object.keys(window.BL_REFS || {})]) {
      const hit = window.BL.locate(ref, v);
      if (hit && ok(hit.version)) return { ...hit, asked: ref };
    }
    return null;
  }
  // Words of the page from data/labels.js (site/labels.py), in the interface language.
  const T = (key, fields) => (window.BL && window.BL.T ? window.BL.T(key, fields) : key);
  function statusLine(status, found, jump, filters) {
    const n = found.results.length, shown = Math.min(n, 50);
    const parts = [];
    if (found.layout) parts.push(T("search.layout", { q: found.layout }));
    if (found.error) parts.push(found.error);
    else if (found.searched) parts.push(T("search.instead", { q: found.searched }));
    else if (found.suggestion) {
      const a = document.createElement("a");
      a.id = "suggestion"; a.href = pageUrl(found.suggestion, filters); a.textContent = found.suggestion;
      parts.push(T("search.didyoumean"), a, ". ");
    }
    if (!found.error) {
      parts.push(n ? T("search.found", { n }) + (n > shown ? T("search.first", { n: shown }) : "") : (jump ? "" : T("search.nothing")));
    }
    if (found.partial) parts.push(T("search.partial"));
    if (found.notes.length) {  // a sentence of its own: «Найдено: 18. Словарь: …»
      const last = parts.length ? String(parts[parts.length - 1]).trimEnd() : "";
      parts.push((!last ? "" : /[.!?…]$/.test(last) ? " " : ". ") + T("search.glossary") + found.notes.join("; ") + ".");
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
      if (typeof line === "function") line(); else status.textContent = line;
      performance.mark("bl-results"); // the answer is on the page: scripts/bench_site.py times this
    };
    if (!q.trim()) { show([], ""); return; }
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
      show((near.length ? near : [jump]).map(jumpItem), (jump.layout ? T("search.layout.ref", { q: jump.layout }) : "") +
        (jump.exact ? "" : near.length > 1
          ? T("jump.nearest.many", { ref: jump.asked, near: near.map((h) => h.ref).join(", ") })
          : T("jump.nearest", { ref: jump.asked, near: (near[0] || jump).ref })));
      return;
    }
    const found = await search(q, filters);
    if (mine !== rendering) return;
    const items = await ready(() => [...found.cards.map(cardItem),
      ...found.results.slice(0, 50).map((h) => (docRow(h.doc) ? resultItem(h, found.plan) : null))]);
    show(items, () => statusLine(status, found, jump, filters));
  }

  // What the page lists for a query, in its order: the unit a reference names, else the text hits
  // (the first `most` of them; a Promise).
  async function answer(q, filters = {}, most = 50) {
    const laws = rangeFor(q, filters);
    if (laws.length) return laws.map((hit) => ({ version: hit.version, ref: hit.ref, law: Number(hit.ref) }));
    const jump = jumpFor(q, filters);
    if (jump) return [{ version: jump.version, ref: jump.ref, law: Number(jump.ref.match(/^\d+/)[0]) }];
    const found = await search(q, filters);
    return ready(() => found.results.slice(0, most).map((h) => docRow(h.doc) && { version: docRow(h.doc)[0],
      ref: docRow(h.doc)[2], law: docRow(h.doc)[1], ...(rulingOf(h.doc) ? { ruling: rulingOf(h.doc)[0] } : {}) }));
  }
  // Where each of the first `most` hits links to: [version, ref (a ruling: "ruling:ID"), its table
  // or null] (tests/js).
  async function links(q, filters = {}, most = 100) {
    const found = await search(q, filters);
    return ready(() => found.results.slice(0, most).map((h) => docRow(h.doc) && [docRow(h.doc)[0],
      docRow(h.doc)[2] || (rulingOf(h.doc) ? "ruling:" + rulingOf(h.doc)[0] : ""), tableOf(h.doc, found.plan)]));
  }

  window.BL_SEARCH = { search, render, answer, links, nearestRefs, buildMs, trace, queryTerms: (w) => ready(() => queryTerms(w)),
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
    // Submit to a clean URL: ?q=…&lang=ru&edition=1987, without the filters left at "all".
    form.addEventListener("submit", (event) => {
      event.preventDefault();
      location.assign(pageUrl(field("sq").value, { lang: field("slang").value, edition: field("sedition").value,
                                                   kind: field("skind").value }));
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
