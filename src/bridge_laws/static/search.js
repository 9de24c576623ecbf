/* Search in the browser, offline. The index (data/search-index.js, window.BL_INDEX) carries the
   text of every unit and a form → terms table made at build time by the same analyzers as
   `bridge-laws search` (pymorphy3 lemmas for Russian, ё = е; Snowball stems for English).
   Postings are derived here by tokenising the texts with the same word pattern. */
"use strict";
(function () {
  const I = window.BL_INDEX;
  if (!I) return;
  const WORD = /[0-9]+[A-Za-zА-Яа-яЁё]*|[A-Za-z]+(?:'[A-Za-z]+)?|[А-Яа-яЁё]+(?:-[А-Яа-яЁё]+)*/g;
  const CYR = /[А-Яа-яЁё]/;
  const LABELS = { "1987-ru": "1987 · рус.", "1997-ru": "1997 · рус.", "1997-en": "1997 · English" };
  const fold = (w) => w.toLowerCase().replace(/ё/g, "е");
  const words = (text) => Array.from(text.matchAll(WORD), (m) => ({ w: m[0], start: m.index, end: m.index + m[0].length }));
  const formTerms = (form) => (I.forms[form] === undefined ? [form] : I.forms[form].split(" "));

  // --- postings: term → Map(doc → weight per field) -------------------------------------
  // Scored as Whoosh scores `bridge-laws search`: BM25F over the fields title (boost 3), text and
  // notes (boost 0.7); a field's boost multiplies the term's weight, as Whoosh does when indexing;
  // idf = log(units / (df + 1)) + 1 over all units, those without text included.
  const BOOST = [3.0, 1.0, 0.7], K1 = 1.2, B = 0.75;
  const t0 = performance.now();
  const postings = new Map();
  const lengths = I.docs.map((d, doc) => [3, 4, 5].map((col, f) => {
    let n = 0;
    for (const x of words(d[col] || "")) {
      for (const t of formTerms(fold(x.w))) {
        let m = postings.get(t);
        if (!m) postings.set(t, (m = new Map()));
        let w = m.get(doc);
        if (!w) m.set(doc, (w = [0, 0, 0]));
        w[f] += BOOST[f];
        n += 1;
      }
    }
    return n;
  }));
  const buildMs = performance.now() - t0;
  const N = I.units || I.docs.length;
  const avg = [0, 1, 2].map((f) => lengths.reduce((a, l) => a + l[f], 0) / N || 1);
  const dfCache = new Map();
  function df(t) {
    let d = dfCache.get(t);
    if (!d) {
      d = [0, 0, 0];
      for (const w of (postings.get(t) || new Map()).values()) w.forEach((x, f) => { if (x) d[f] += 1; });
      dfCache.set(t, d);
    }
    return d;
  }
  // One term in one document: BM25 summed over the fields it occurs in.
  function termScore(t, doc) {
    const w = (postings.get(t) || new Map()).get(doc);
    if (!w) return 0;
    let score = 0;
    w.forEach((tf, f) => {
      if (!tf) return;
      const idf = Math.log(N / (df(t)[f] + 1)) + 1;
      score += idf * (tf * (K1 + 1)) / (tf + K1 * ((1 - B) + B * lengths[doc][f] / avg[f]));
    });
    return score;
  }

  // --- a query word's terms: the table, else those of corpus forms sharing its stem ---------
  // «недобранных» is not in the corpus, but «недобранные» is: strip the ending and take the terms
  // of the corpus forms that start with what is left (at most 4 letters longer).
  const RU_ENDINGS = ["иями", "ями", "ами", "ого", "его", "ому", "ему", "ыми", "ими", "ой", "ей", "ий", "ый", "ая",
    "яя", "ое", "ее", "ые", "ие", "ых", "их", "ую", "юю", "ом", "ем", "ам", "ям", "ах", "ях", "ов", "ев", "ою", "ею",
    "а", "я", "о", "е", "ы", "и", "у", "ю", "ь"];
  const EN_ENDINGS = ["ations", "ation", "ments", "ment", "ings", "ing", "ied", "ies", "ed", "es", "ly", "s", "e"];
  const corpusForms = Array.from(new Set([...Object.keys(I.forms), ...postings.keys()]));
  function guess(form) {
    const endings = CYR.test(form) ? RU_ENDINGS : EN_ENDINGS;
    const end = endings.find((e) => form.endsWith(e) && form.length - e.length >= 3);
    const stem = end ? form.slice(0, -end.length) : form;
    if (stem.length < 3) return [];
    const near = corpusForms.filter((f) => f.startsWith(stem) && f.length <= stem.length + 4);
    return [...new Set(near.flatMap(formTerms))];
  }
  // Terms the glossary names: "card" is in no English text, but is a word of "penalty card".
  const glossaryTerms = new Set(I.gloss.flatMap((g) => [...g[0], ...g[1]].flat(2)));
  function queryTerms(word) {
    const form = fold(word);
    if (I.forms[form] !== undefined || postings.has(form) || glossaryTerms.has(form)) return formTerms(form);
    return guess(form);
  }

  // --- the query: clauses of alternatives of slots of terms ---------------------------------
  // A word is a clause with one alternative of one slot (its terms). A glossary phrase found in
  // the query replaces its words by one clause whose alternatives are the phrase in each language.
  function phraseAt(qterms, i, phrase) {
    if (i + phrase.length > qterms.length) return false;
    return phrase.every((slot, j) => slot.some((t) => qterms[i + j].includes(t)));
  }
  function parse(q) {
    const qw = words(q).map((x) => x.w);
    const qterms = qw.map(queryTerms);
    const clauses = [], notes = [];
    for (let i = 0; i < qw.length;) {
      let best = null;
      for (const entry of I.gloss) {
        const phrases = [...entry[0], ...entry[1]].filter((p) => p.length);
        for (const p of phrases) {
          if (phraseAt(qterms, i, p) && (!best || p.length > best.length)) best = { length: p.length, phrases, entry };
        }
      }
      if (best) {
        clauses.push({ alts: best.phrases });
        notes.push(best.entry[2] + " = " + best.entry[3].join(", "));
        i += best.length;
      } else {
        clauses.push({ alts: [[qterms[i]]] }); // no terms at all: a clause nothing satisfies
        i += 1;
      }
    }
    return { clauses, notes: [...new Set(notes)] };
  }

  // Whoosh adds up what matches: the terms of a word (Or), the words of a phrase (And, all
  // required), the names of a glossary concept (Or).
  function slotScore(slot, doc) {
    return slot.reduce((sum, t) => sum + termScore(t, doc), 0);
  }
  function clauseScore(clause, doc, matched) {
    let total = 0;
    for (const alt of clause.alts) {
      const scores = alt.map((slot) => slotScore(slot, doc));
      if (scores.every((x) => x > 0)) {
        total += scores.reduce((a, x) => a + x, 0);
        for (const slot of alt) for (const t of slot) matched.add(t);
      }
    }
    return total;
  }
  function candidates(clauses) {
    const docs = new Set();
    for (const c of clauses) for (const alt of c.alts) for (const slot of alt) for (const t of slot)
      for (const d of (postings.get(t) || new Map()).keys()) docs.add(d);
    return docs;
  }
  function search(q) {
    const start = performance.now();
    const { clauses, notes } = parse(q);
    const hits = [];
    for (const doc of candidates(clauses)) {
      const matched = new Set();
      let score = 0, met = 0;
      for (const c of clauses) { const s = clauseScore(c, doc, matched); if (s > 0) { met += 1; score += s; } }
      if (met) hits.push({ doc, score, met, matched });
    }
    const all = hits.filter((h) => h.met === clauses.length);
    const results = (all.length ? all : hits).sort((a, b) => b.met - a.met || b.score - a.score || a.doc - b.doc);
    return { results, partial: !all.length && hits.length > 0, notes, ms: performance.now() - start };
  }

  // --- results: snippets with the matched words highlighted ---------------------------------
  function marked(text, matched, from, to) {
    const frag = document.createDocumentFragment();
    let at = from;
    for (const x of words(text.slice(from, to))) {
      if (!formTerms(fold(x.w)).some((t) => matched.has(t))) continue;
      frag.append(text.slice(at, from + x.start));
      const m = document.createElement("mark"); m.textContent = x.w; frag.append(m);
      at = from + x.end;
    }
    frag.append(text.slice(at, to));
    return frag;
  }
  function snippet(text, matched) {
    const first = words(text).find((x) => formTerms(fold(x.w)).some((t) => matched.has(t)));
    let from = first ? Math.max(0, first.start - 90) : 0;
    if (from > 0) from = text.indexOf(" ", from) + 1;
    const to = Math.min(text.length, from + 260);
    const p = document.createElement("p");
    p.className = "snip";
    if (from > 0) p.append("… ");
    p.append(marked(text, matched, from, to));
    if (to < text.length) p.append(" …");
    return p;
  }
  function render(q) {
    const status = document.getElementById("search-status");
    const list = document.getElementById("results");
    if (!status || !list) return;
    list.replaceChildren();
    if (!q.trim()) { status.textContent = ""; return; }
    const ref = window.BL && window.BL.canonical(q);
    const jump = ref && window.BL.locate(ref);
    if (jump) {
      const li = document.createElement("li"); li.className = "jumphit";
      const a = document.createElement("a"); a.href = window.BL.unitUrl(jump);
      a.textContent = "Перейти к пункту " + jump.ref + " · " + (LABELS[jump.version] || jump.version);
      li.append(a); list.append(li);
    }
    const found = search(q);
    const shown = found.results.slice(0, 50);
    for (const h of shown) {
      const [version, law, unit, title, text, notes] = I.docs[h.doc];
      const li = document.createElement("li");
      const a = document.createElement("a");
      a.href = version + "/" + law + ".html#" + unit;
      const num = document.createElement("strong"); num.textContent = unit;
      a.append(num);
      if (title) { a.append(" "); a.append(marked(title, h.matched, 0, title.length)); }
      const v = document.createElement("span"); v.className = "pv"; v.textContent = " · " + (LABELS[version] || version);
      li.lang = version.endsWith("en") ? "en" : "ru";
      const where = [text, notes].find((x) => x && words(x).some((w) => formTerms(fold(w.w)).some((t) => h.matched.has(t))));
      li.append(a, v, snippet(where || text || notes || title, h.matched));
      list.append(li);
    }
    let msg = found.results.length ? `Найдено: ${found.results.length}` + (found.results.length > shown.length ? ` (показаны первые ${shown.length})` : "")
      : (jump ? "" : "Ничего не найдено.");
    if (found.partial) msg += " — ни один пункт не содержит всех слов; показаны частичные совпадения.";
    if (found.notes.length) msg += " Словарь: " + found.notes.join("; ") + ".";
    status.textContent = msg;
  }

  window.BL_SEARCH = { search, render, buildMs, queryTerms };
  const q = new URLSearchParams(location.search).get("q") || "";
  const box = document.getElementById("sq");
  if (box) box.value = q;
  const header = document.getElementById("q");
  if (header) header.value = q;
  render(q);
})();
