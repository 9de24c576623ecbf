/* The scoring page's calculators, offline. The figures and the scoresheet grammar come from
   data/scoring.js, which the build exports from the very figures `bridge-laws score`, `imps`
   and `matchpoints` read from the corpus: this file only does the arithmetic of Laws 77 and 78,
   as bridge_laws/scoring.py does, and names for every line the table row it used. */
(function () {
  "use strict";
  const DATA = window.BL_SCORING;
  if (!DATA) return;
  const G = DATA.grammar;
  // The patterns of corpus/scoresheet.py, matched whole as Python's fullmatch does.
  const whole = (name) => new RegExp("^(?:" + G.patterns[name] + ")$", "iu");
  const RE = { one: whole("one"), signed: whole("signed"), plain: whole("plain"), score: whole("score"),
               contract: new RegExp("^(?:" + G.contract + ")$", "u"),
               listSep: new RegExp(G.patterns.list_sep, "iu"), splitDigits: new RegExp(G.patterns.split_digits, "iu"),
               digits: new RegExp(G.patterns.digits, "gu"), signBefore: new RegExp(G.patterns.sign_before, "giu"),
               spaces: new RegExp(G.space + "+", "gu") };
  const $ = (id) => document.getElementById(id);
  // the interface's words, in the language the reader chose (labels.py, through site.js)
  const T = (key, fields) => (window.BL && window.BL.T ? window.BL.T(key, fields) : key);

  // A refusal: ``code`` is scoresheet.BadInput's, the message its label calc.err.<code>.
  class Refused extends Error {
    constructor(code, fields) {
      super(T("calc.err." + code, fields));
      this.code = code;
    }
  }
  // scoresheet.shown: the input as a message quotes it, never pages of pasted digits
  const shown = (text) => (text.length <= 40 ? `«${text}»` : `«${text.slice(0, 40)}…» (${text.length})`);

  // -- the figures of one version, looked up by what they mean --------------------------------
  function figures(version) {
    const v = DATA.versions[version];
    const maps = {};
    for (const name of ["trick", "slam", "overtrick", "premium", "undertrick"]) {
      maps[name] = new Map(v[name].map(([k, f]) => [JSON.stringify(k), f]));
    }
    return {
      v,
      need(name, key, what) {
        const f = maps[name].get(JSON.stringify(key));
        if (!f) throw new Refused("missing", { edition: v.edition, lang: v.lang, what });
        return f;
      },
    };
  }

  function num(f, what) {
    if (typeof f.value !== "number") throw new Refused("words", { anchor: f.anchor, value: f.value, what });
    return f.value;
  }

  // -- contracts, as scoresheet.parse_contract reads them -------------------------------------
  function normalContract(text) {
    if (RE.splitDigits.test(text)) throw new Refused("joined", { text: shown(text) });
    const t = text.replace(RE.spaces, "").split(G.invisible).join("").toUpperCase();
    return Array.from(t, (ch) => G.lookalike[ch] || (G.dashes.includes(ch) ? "-" : ch)).join("");
  }

  function parseContract(text) {
    const m = RE.contract.exec(normalContract(text));
    if (!m) throw new Refused("contract", { text: shown(text) });
    const level = Number(m[1]);
    const c = { level, strain: G.strains[m[2]], doubling: (m[3] && G.doublings[m[3]]) || 1,
                result: m[5] ? Number(m[5]) : m[6] ? -Number(m[6]) : 0 };
    if (["+0", "-0", "+00", "-00"].includes(m[4])) throw new Refused("exact", { text: shown(text) });
    if (level + 6 + c.result > 13) throw new Refused("tricks", { text: shown(text), n: level + 6 + c.result });
    if (level + 6 + c.result < 0) throw new Refused("down", { text: shown(text), n: -c.result });
    return c;
  }

  function contractText(c) {
    const res = c.result === 0 ? "=" : (c.result > 0 ? "+" : "") + c.result;
    return `${c.level}${G.signs[c.strain]}${{ 1: "", 2: "X", 4: "XX" }[c.doubling]}${res}`;
  }

  // -- Law 77 ---------------------------------------------------------------------------------
  const line = (item, points, calc, figure) => ({ item, points, calc, figure });

  function trickValue(F, strain, doubling, order) {
    return F.need("trick", [strain, doubling, strain === "NT" ? order : "first"], `${G.signs[strain]} ×${doubling}`);
  }

  function trickLines(F, c) {
    const first = trickValue(F, c.strain, c.doubling, "first");
    if (c.strain !== "NT") return [line(T("calc.trick"), c.level * num(first), `${c.level} × ${first.value}`, first)];
    const lines = [line(T("calc.trick.first"), num(first), `1 × ${first.value}`, first)];
    if (c.level > 1) {
      const rest = trickValue(F, c.strain, c.doubling, "rest");
      lines.push(line(T("calc.trick.rest"), (c.level - 1) * num(rest), `${c.level - 1} × ${rest.value}`, rest));
    }
    return lines;
  }

  function made(F, c, vul) {
    const lines = trickLines(F, c);
    const tricks = lines.reduce((s, l) => s + l.points, 0);
    const game = F.v.game;
    if (!game) throw new Refused("game", { edition: F.v.edition });
    if (tricks >= game.value) {
      const f = F.need("premium", ["game", vul], T("calc.game"));
      lines.push(line(T("calc.game"), num(f), T("calc.game.calc", { n: tricks, game: game.value }), f));
    } else {
      const f = F.need("premium", ["partscore", null], T("calc.partscore"));
      lines.push(line(T("calc.partscore"), num(f), T("calc.partscore.calc", { n: tricks, game: game.value }), f));
    }
    if (c.level >= 6) {
      const f = F.need("slam", [c.level + 6, vul], T("calc.slam"));
      lines.push(line(T("calc.slam"), num(f), T("calc.slam.calc", { n: c.level + 6, value: f.value }), f));
    }
    if (c.doubling > 1) {
      const what = T(c.doubling === 2 ? "calc.insult2" : "calc.insult4");
      const f = F.need("premium", ["insult", c.doubling], what);
      lines.push(line(what, num(f), `1 × ${f.value}`, f));
    }
    if (c.result > 0) lines.push(overtricks(F, c, vul));
    return lines;
  }

  function overtricks(F, c, vul) {
    const f = F.need("overtrick", [c.doubling, vul], T("calc.over"));
    if (typeof f.value === "number") return line(T("calc.over"), c.result * f.value, `${c.result} × ${f.value}`, f);
    const per = trickValue(F, c.strain, 1, "rest"); // «стоимость взятки»: as a trick of the strain
    return line(T("calc.over"), c.result * num(per), `${c.result} × ${per.value} (${f.value}: ${per.anchor} «${per.row}»)`, f);
  }

  function undertricks(F, c, vul) {
    const down = -c.result;
    const first = F.need("undertrick", [vul, c.doubling, "first"], T("calc.under.first"));
    const lines = [line(T("calc.under.first"), num(first), `1 × ${first.value}`, first)];
    if (down > 1) {
      const rest = F.need("undertrick", [vul, c.doubling, "rest"], T("calc.under.rest"));
      lines.push(line(T("calc.under.rest"), (down - 1) * num(rest), `${down - 1} × ${rest.value}`, rest));
    }
    if (down > 3) {
      const bonus = F.need("undertrick", [vul, c.doubling, "bonus"], T("calc.under.bonus"));
      lines.push(line(T("calc.under.bonus"), (down - 3) * num(bonus), `${down - 3} × ${bonus.value}`, bonus));
    }
    return lines;
  }

  function score(version, text, vul) {
    const F = figures(version);
    const c = parseContract(text);
    const lines = c.result < 0 ? undertricks(F, c, vul) : made(F, c, vul);
    const sum = lines.reduce((s, l) => s + l.points, 0);
    return { contract: contractText(c), vulnerable: vul, score: c.result < 0 ? -sum : sum, breakdown: lines };
  }

  // -- Law 78: numbers as scoresheet.read_imps and read_scores read them ---------------------
  const minus = (n) => (n < 0 ? "\u2212" : "") + Math.abs(n);
  function number(sign, digits, text) {
    if (digits.length > G.max_digits) throw new Refused("long", { text: shown(text), n: digits.length });
    return sign && sign !== "+" ? -Number(digits) : Number(digits);
  }
  function inTens(value, text) {
    if (value % G.step) throw new Refused("tens", { text: shown(text), n: value });
    return value;
  }
  function readImps(text) {
    text = String(text);
    let m = RE.one.exec(text);
    if (m) return { diff: inTens(number(m[1], m[2], text), text), scores: null, kind: "one" };
    m = RE.signed.exec(text);
    if (m) {
      const a = number(m[1], m[2], text), b = number(m[3], m[4], text);
      return { diff: inTens(a, text) + inTens(b, text), scores: [a, b], kind: "signed" };
    }
    m = RE.plain.exec(text);
    if (m) {
      const a = number(null, m[1], text), b = number(null, m[2], text);
      return { diff: inTens(a, text) - inTens(b, text), scores: [a, b], kind: "plain" };
    }
    const numbers = text.match(RE.digits) || [];
    if (!numbers.length) throw new Refused("nonumber", { text: shown(text) });
    if (numbers.length > 2) throw new Refused("many", { text: shown(text), n: numbers.length });
    if (numbers.length === 2 && [...text.matchAll(RE.signBefore)].length === 1) throw new Refused("mixed", { text: shown(text) });
    throw new Refused("imps", { text: shown(text) });
  }
  // ImpInput.working: «470 − 140 = 330», «+470 − 140 = 330», «−1460»
  function working(r) {
    if (!r.scores) return minus(r.diff);
    const [a, b] = r.scores;
    if (r.kind === "signed") return `${signed(a)} ${b >= 0 ? "+" : "\u2212"} ${Math.abs(b)} = ${minus(r.diff)}`;
    return `${a} \u2212 ${Math.abs(b)} = ${minus(r.diff)}`;
  }
  // scoring.check_imps_input: no score larger than any contract scores in the tables
  function checkBound(v, r) {
    const top = v.largest;
    if (top === null || top === undefined) return;
    for (const s of r.scores || []) if (Math.abs(s) > top) throw new Refused("large", { n: s, top, edition: v.edition });
    if (Math.abs(r.diff) > 2 * top) throw new Refused("large.diff", { n: Math.abs(r.diff), top: 2 * top, edition: v.edition });
  }

  function imps(version, text) {
    const v = DATA.versions[version];
    const r = readImps(text);
    checkBound(v, r);
    const diff = r.diff, size = Math.abs(diff), sign = diff < 0 ? -1 : 1;
    const out = { diff, scores: r.scores, read_as: r.kind, working: working(r), imps: 0, band: null };
    if (!v.bands.length) throw new Refused("scale", { edition: v.edition });
    if (size < v.bands[0][0]) return out;
    for (const [low, high, f] of v.bands) {
      if (low <= size && (high === null || size <= high)) return { ...out, imps: sign * num(f), band: { low, high, figure: f } };
    }
    throw new Refused("gap", { n: size });
  }

  function readScores(text) {
    const parts = String(text).split(RE.listSep).filter(Boolean);
    if (!parts.length) throw new Refused("empty");
    return parts.map((part) => {
      const m = RE.score.exec(part);
      if (!m) throw new Refused("score", { text: shown(part), all: shown(String(text)) });
      return inTens(number(m[1], m[2], part), part);
    });
  }

  // scoring.matchpoints: sorted once; a score beats those before its first place, ties the rest
  function matchpoints(text) {
    const scores = readScores(text);
    const below = new Map(), count = new Map();
    [...scores].sort((a, b) => a - b).forEach((s, i) => { if (!below.has(s)) below.set(s, i); });
    for (const s of scores) count.set(s, (count.get(s) || 0) + 1);
    return scores.map((s) => ({ score: s, matchpoints: 2 * below.get(s) + count.get(s) - 1 }));
  }

  // -- the page -------------------------------------------------------------------------------
  const el = (tag, cls, text) => {
    const e = document.createElement(tag);
    if (cls) e.className = cls;
    if (text !== undefined) e.textContent = text;
    return e;
  };
  const signed = (n) => (n > 0 ? "+" : n < 0 ? "−" : "") + Math.abs(n);
  function source(f) {
    const a = el("a", "src", `${f.anchor || f.ref} «${f.row}»${f.column ? " / " + f.column : ""}`);
    a.href = f.href;
    return a;
  }
  function show(out, build) {
    out.replaceChildren();
    try {
      build(out);
    } catch (err) {
      if (!(err instanceof Refused)) throw err;
      const p = el("p", "error", err.message);
      p.setAttribute("role", "alert");
      out.appendChild(p);
    }
  }
  const version = () => $("sc-ed").value;

  function showScore(out) {
    const r = score(version(), $("sc-contract").value, $("sc-vul").checked);
    const total = el("p", "total");
    total.dataset.score = r.score;
    total.append(`${r.contract}, ${T(r.vulnerable ? "calc.v" : "calc.nv")}: `, el("strong", "", signed(r.score)));
    const list = el("ol", "breakdown");
    const sign = r.score < 0 ? -1 : 1;
    for (const l of r.breakdown) {
      const li = el("li");
      li.dataset.points = sign * l.points;
      li.append(el("span", "pts", signed(sign * l.points)), ` ${l.item}: ${l.calc} — `, source(l.figure));
      list.appendChild(li);
    }
    out.append(total, list);
  }

  function showImps(out) {
    const r = imps(version(), $("imp-diff").value);
    const total = el("p", "total");
    total.dataset.imps = r.imps;
    total.dataset.diff = r.diff;
    total.append(`${r.working} → `, el("strong", "", `${signed(r.imps)} IMP`));
    out.appendChild(total);
    if (r.scores) out.appendChild(el("p", "band", T("calc.read." + r.read_as)));
    const p = el("p", "band");
    if (r.band) {
      p.append(T("calc.band", { low: r.band.low, high: r.band.high === null ? "…" : r.band.high, n: r.band.figure.value }) + " ",
               source(r.band.figure));
    } else {
      p.textContent = T("calc.noband");
    }
    out.appendChild(p);
  }

  function showMatchpoints(out) {
    const results = matchpoints($("mp-scores").value);
    const table = el("table", "mp");
    const head = table.createTHead().insertRow();
    head.append(el("th", "", T("calc.mp.score")), el("th", "", T("calc.mp.mp")));
    const body = table.createTBody();
    for (const r of results) {
      const row = body.insertRow();
      row.dataset.score = r.score;
      row.dataset.mp = r.matchpoints;
      row.append(el("td", "", signed(r.score)), el("td", "", String(r.matchpoints)));
    }
    const law = DATA.versions[version()].matchpoints;
    const note = el("p", "band", T("calc.mp.note", { top: 2 * (results.length - 1) }) + " ");
    if (law) {
      const a = el("a", "src", T("calc.mp.law", { ref: law.ref }));
      a.href = law.href;
      note.appendChild(a);
    }
    out.append(table, note);
  }

  function wire(formId, outId, build) {
    const form = $(formId);
    if (!form) return;
    form.addEventListener("submit", (event) => { event.preventDefault(); show($(outId), build); });
  }
  wire("score-form", "score-out", showScore);
  // scoring.html?contract=4SX-2&vul=1 (a result typed into the search: search.js links here): the
  // contract scored at once
  const asked = new URLSearchParams(location.search);
  if (asked.get("contract") && $("sc-contract")) {
    $("sc-contract").value = asked.get("contract");
    $("sc-vul").checked = asked.get("vul") === "1";
    show($("score-out"), showScore);
  }
  wire("imps-form", "imps-out", showImps);
  wire("mp-form", "mp-out", showMatchpoints);
  window.BL_CALC = { score, imps, matchpoints, readImps, readScores, parseContract, Refused };
})();
