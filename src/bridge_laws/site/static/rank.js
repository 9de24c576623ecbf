/* Ranking by evidence, as `bridge-laws search` ranks (searchindex/evidence.py): BM25 per field
   for each concept of the query, then evidence × coverage² × the signal bonus × the language edge,
   compared rounded, equal scores in the index's order. The same arithmetic in the same order as
   the Python, so that both give the same answers; every constant from the search spec
   (window.BL_SPEC). Pure functions over a source the page derived from the index:
   weights(f, term) → Map(doc → weight), docLength(doc, f), avg(f), count, positions(f, term, doc). */
"use strict";
(function () {
  const S = window.BL_SPEC;
  if (!S) return;
  const F = S.index.fields.length, FIELD_K1 = S.index.k1, FIELD_B = S.index.b;
  const R = S.ranking;
  const SIGNAL_OF = Array.from({ length: F }, (_, f) => R.signals.findIndex(([, fields]) => fields.includes(f)));
  const ALL = Array.from({ length: F }, (_, f) => f);

  function scorer(source) {
    const concepts = new Map();
    function positions(slot, doc, f) {
      const found = new Set();
      for (const t of slot) for (const p of source.positions(f, t, doc)) found.add(p);
      return found;
    }
    function together(slots, doc, f) { // the slots' words one after another
      let at = positions(slots[0], doc, f);
      for (const slot of slots.slice(1)) {
        if (!at.size) return false;
        const next = new Set();
        for (const p of positions(slot, doc, f)) if (at.has(p) || at.has(p - 1)) next.add(p);
        at = next;
      }
      return at.size > 0;
    }
    // One word (its terms `slot`) in `fields`: doc → [score per field], walking its postings:
    // per document and field each term's BM25 added in the slot's order (evidence.Scorer._slot:
    // _bm25's arithmetic, its factors taken out of the loop in the same order).
    function slotVectors(slot, fields) {
      const found = new Map();
      for (const t of slot) {
        for (const f of fields) {
          const postings = source.weights(f, t);
          if (!postings.size) continue;
          const idf = Math.log(source.count / (postings.size + 1)) + 1;
          const b = FIELD_B[f], k1 = FIELD_K1[f], avg = source.avg(f), oneB = 1 - b, k11 = k1 + 1;
          postings.forEach((w, doc) => { // (forEach: a for…of over a Map makes an array of each entry)
            let v = found.get(doc);
            if (!v) found.set(doc, (v = new Float64Array(F)));
            v[f] += idf * ((w * k11) / (w + k1 * (oneB + b * source.docLength(doc, f) / avg)));
          });
        }
      }
      return found;
    }
    // doc → vector(concept, doc) for every unit with some postings of the concept, made
    // alternative by alternative from the postings, not unit by unit: the same sums in the same
    // order (evidence.Scorer.vectors; at full size scoring unit by unit was a third of a search).
    function vectors(concept) {
      if (concept.alts.length === 1 && concept.alts[0].slots.length === 1) { // a plain word: its slot's sums as they are
        const alt = concept.alts[0];
        return slotVectors(alt.slots[0], alt.fields || ALL);
      }
      const out = new Map();
      for (const alt of concept.alts) {
        const fields = alt.fields || ALL;
        const slots = alt.slots.map((slot) => slotVectors(slot, fields));
        if (!slots.length) continue;
        const seq = alt.seq && slots.length > 1, per = new Array(slots.length), n = per.length;
        // (loops over indexes and Map.forEach: the iterators of for…of, which a page's first
        // search runs before they are optimised away, were a tenth of its garbage at full size)
        slots[0].forEach((first, doc) => {
          per[0] = first;
          for (let k = 1; k < n; k++) if (!(per[k] = slots[k].get(doc))) return;
          let v = out.get(doc);
          if (!v) out.set(doc, (v = new Float64Array(F)));
          if (!seq) { // each word in any of the fields
            for (let k = 0; k < n; k++) if (!anyOf(per[k])) return;
            for (let k = 0; k < n; k++) for (let f = 0; f < F; f++) v[f] += per[k][f];
            return;
          }
          for (let i = 0; i < fields.length; i++) { // a phrase: all its words in one field, side by side
            const f = fields[i];
            if (allIn(per, f) && together(alt.slots, doc, f)) for (let k = 0; k < n; k++) v[f] += per[k][f];
          }
        });
      }
      return out;
    }
    function concept(c) { // doc → [score per field], remembered
      let found = concepts.get(c.key);
      if (!found) {
        found = new Map();
        const vs = vectors(c);
        for (const doc of Array.from(vs.keys()).sort((a, b) => a - b)) {
          const v = vs.get(doc);
          if (anyOf(v)) found.set(doc, matchOf(v));
        }
        if (concepts.size > 20000) concepts.clear();
        concepts.set(c.key, found);
      }
      return found;
    }
    return { concept, forget: () => concepts.clear() };
  }

  const anyOf = (v) => { for (let f = 0; f < v.length; f++) if (v[f]) return true; return false; };
  const allIn = (vs, f) => { for (let k = 0; k < vs.length; k++) if (!vs[k][f]) return false; return true; };
  // What a concept matched in a unit (evidence.Match): its score per field, their sum, its signals.
  function matchOf(v) {
    let total = 0, signals = 0;
    for (let f = 0; f < v.length; f++) { const x = v[f]; total += x; if (x) signals |= 1 << SIGNAL_OF[f]; }
    return { v, total, signals };
  }
  const weight = (c) => (c.generic ? R.genericWeight : 1);
  // A unit's score from what each concept matched in it (its table's entry for the document).
  function unitScore(tables, doc, weights, whole, specific) {
    let evidence = 0, met = 0, signals = 0;
    for (let i = 0; i < tables.length; i++) {
      const m = tables[i].get(doc);
      if (!m) continue;
      evidence += weights[i] * m.total;
      met += weights[i];
      if (specific[i]) signals |= m.signals;
    }
    const coverage = whole ? met / whole : 0;
    let n = 0;
    for (let s = signals; s; s &= s - 1) n += 1;
    return evidence * (coverage * coverage) * (1 + R.signalBonus * Math.max(0, n - 1));
  }
  // [{score, doc, key}] of every unit `allowed(doc)` keeps that matches some concept, best first
  // (what each concept matched in a hit: `vectorsOf`, asked only for the hits shown). Nothing is
  // made per unit but its hit: at full size a sentence matches most of the 7,000 units, and an
  // array of its matches and one of their vectors for each were 0.4–0.7 MiB of a first search's
  // 9 MiB of allocations.
  function rank(sc, plan, allowed, langDoc, isRuling) {
    const tables = plan.concepts.map((c) => sc.concept(c));
    const weights = plan.concepts.map(weight);
    let whole = 0;
    for (const w of weights) whole += w;
    const allGeneric = plan.concepts.every((c) => c.generic);
    const specific = plan.concepts.map((c) => allGeneric || !c.generic);
    let matched = new Uint8Array(1024), last = -1; // the documents some concept matched, walked in order
    for (const t of tables) {
      for (const d of t.keys()) {
        if (d >= matched.length) { const more = new Uint8Array(Math.max(d + 1, 2 * matched.length)); more.set(matched); matched = more; }
        matched[d] = 1;
        if (d > last) last = d;
      }
    }
    const ranked = [];
    for (let doc = 0; doc <= last; doc++) {
      if (!matched[doc] || !allowed(doc)) continue;
      let score = unitScore(tables, doc, weights, whole, specific);
      if (langDoc && langDoc(doc)) score *= 1 + R.langEdge;
      if (isRuling && isRuling(doc) && !(tables.length >= R.rulingWhole && tables.every((t) => t.has(doc)))) score *= R.rulingWeight; // evidence._whole
      ranked.push({ score, doc, key: Math.floor(score * R.precision + 0.5) });
    }
    return ranked.sort((a, b) => b.key - a.key || a.doc - b.doc);
  }
  // What each concept of `plan` matched in `doc` (its score per field; null: nothing), as rank scored it.
  const vectorsOf = (sc, plan, doc) => plan.concepts.map((c) => { const m = sc.concept(c).get(doc); return m ? m.v : null; });
  // The signals a unit was reached by, strongest first (why.signal_strengths).
  function strengths(vectors, plan) {
    const totals = new Array(R.signals.length).fill(0);
    vectors.forEach((v, i) => (v || []).forEach((x, f) => { totals[SIGNAL_OF[f]] += weight(plan.concepts[i]) * x; }));
    return totals.map((x, i) => [R.signals[i][0], x, i]).filter(([, x]) => x).sort((a, b) => b[1] - a[1] || a[2] - b[2]);
  }

  // Each ref once, its best version (evidence.one_per_unit).
  function onePerUnit(ranked, refOf) {
    const seen = new Set();
    return ranked.filter((h) => { const ref = refOf(h.doc); if (seen.has(ref)) return false; seen.add(ref); return true; });
  }
  // The first three answers, chosen by the evidence and the situation index together
  // (searchindex/leaning.py: lean, lead, reorder). `table`: its laws and their sizes;
  // `row(t)`: a term's [law index, phrasings holding it, …] (undefined when none holds it).
  // lean: {ranks: law → rank, shares: law → its share of belief} for `words` (each word's terms),
  // both empty when no phrasing holds a term (no shares when fewer than shareWords words have one).
  const L = S.leaning;
  function lean(table, row, words) {
    const known = [...new Set(words.flat())].filter((t) => row(t)).sort();
    if (!known.length) return { ranks: new Map(), shares: new Map() };
    const held = table.laws.map(() => 0);
    for (const t of known) {
      const r = row(t);
      for (let k = 0; k < r.length; k += 2) held[r[k]] += Math.log(1 + r[k + 1] / L.alpha);
    }
    const keys = table.laws.map((_, i) => Math.floor((held[i] + known.length * Math.log(L.alpha / (table.sizes[i] + 2 * L.alpha))) * L.precision + 0.5));
    const order = table.laws.map((_, i) => i).sort((a, b) => keys[b] - keys[a] || table.laws[a] - table.laws[b]);
    const ranks = new Map(order.map((i, r) => [table.laws[i], r + 1]));
    if (words.filter((ts) => ts.some((t) => row(t))).length < L.shareWords) return { ranks, shares: new Map() };
    const top = keys[order[0]];
    const weights = keys.map((key) => Math.exp((key - top) / L.precision));
    let total = 0;
    for (const w of weights) total += w; // in the laws' order, as leaning.py sums them
    return { ranks, shares: new Map(table.laws.map((law, i) => [law, weights[i] / total])) };
  }
  function lead(units, lawOf, { ranks, shares }) {
    if (!ranks.size) return units;
    const first = new Map(); // law → the position of its first unit
    units.slice(0, L.candidates).forEach((u, i) => { const law = lawOf(u.doc); if (!first.has(law)) first.set(law, i); });
    const worst = ranks.size + 1;
    const fused = new Map([...first.keys()].map((law, r) => [law, Math.floor((1 / (L.fuseK + r + 1) + L.fuseWeight / (L.fuseK + (ranks.get(law) ?? worst))
      + L.shareWeight * (shares.get(law) ?? 0)) * L.precision + 0.5)]));
    const best = [...first.keys()].sort((a, b) => fused.get(b) - fused.get(a) || first.get(a) - first.get(b)).slice(0, L.lead);
    const chosen = new Set(best.map((law) => first.get(law)));
    return [...best.map((law) => units[first.get(law)]), ...units.filter((_, i) => !chosen.has(i))];
  }
  window.BL_RANK = { scorer, rank, vectorsOf, onePerUnit, strengths, weight, lean, lead };
})();
