/* The scoring page's calculators, offline. The figures and the scoresheet grammar come from
   data/scoring.js, which the build exports from the very figures `bridge-laws score`, `imps`
   and `matchpoints` read from the corpus: this file only does the arithmetic of Laws 77 and 78,
   as bridge_laws/scoring.py does, and names for every line the table row it used. */
(function () {
  "use strict";
  const DATA = window.BL_SCORING;
  if (!DATA) return;
  const G = DATA.grammar;
  const CONTRACT = new RegExp(G.pattern, "u");
  const $ = (id) => document.getElementById(id);

  class Refused extends Error {}

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
        if (!f) throw new Refused(`в таблицах правила 77 (${v.edition}, ${v.lang}) нет числа: ${what}`);
        return f;
      },
    };
  }

  function num(f, what) {
    if (typeof f.value !== "number") throw new Refused(`таблица ${f.anchor} даёт «${f.value}», а не число: ${what}`);
    return f.value;
  }

  // -- contracts, as the CLI reads them ------------------------------------------------------
  function parseContract(text) {
    let t = text.replace(/\s+/g, "").toUpperCase().replace(/[−–—]/g, "-");
    if (!/^[1-7]БК/u.test(t)) t = Array.from(t, (ch) => G.lookalike[ch] || ch).join("");
    const m = CONTRACT.exec(t);
    if (!m) throw new Refused(`не понимаю «${text}»: уровень, масть, X или XX, результат — 4S=, 4SX-1, 3NT+1, 4П=, 3БК+1`);
    const level = Number(m[1]);
    const c = { level, strain: G.strains[m[2]], doubling: m[3] === "XX" ? 4 : m[3] === "X" ? 2 : 1,
                result: m[5] ? Number(m[5]) : m[6] ? -Number(m[6]) : 0 };
    if (m[4] === "+0" || m[4] === "-0") throw new Refused("контракт, выполненный ровно, записывается знаком «=»");
    if (level + 6 + c.result > 13) throw new Refused(`${level + 6 + c.result} взяток — больше 13`);
    if (level + 6 + c.result < 0) throw new Refused(`без ${-c.result} — больше, чем возможно для этого контракта`);
    return c;
  }

  function contractText(c) {
    const res = c.result === 0 ? "=" : (c.result > 0 ? "+" : "") + c.result;
    return `${c.level}${G.signs[c.strain]}${{ 1: "", 2: "X", 4: "XX" }[c.doubling]}${res}`;
  }

  // -- Law 77 ---------------------------------------------------------------------------------
  const line = (item, points, calc, figure) => ({ item, points, calc, figure });

  function trickValue(F, strain, doubling, order) {
    return F.need("trick", [strain, doubling, strain === "NT" ? order : "first"], `взятка ${G.signs[strain]} ×${doubling}`);
  }

  function trickLines(F, c) {
    const first = trickValue(F, c.strain, c.doubling, "first");
    if (c.strain !== "NT") return [line("очки за взятки", c.level * num(first), `${c.level} × ${first.value}`, first)];
    const lines = [line("очки за первую взятку", num(first), `1 × ${first.value}`, first)];
    if (c.level > 1) {
      const rest = trickValue(F, c.strain, c.doubling, "rest");
      lines.push(line("очки за остальные взятки", (c.level - 1) * num(rest), `${c.level - 1} × ${rest.value}`, rest));
    }
    return lines;
  }

  function made(F, c, vul) {
    const lines = trickLines(F, c);
    const tricks = lines.reduce((s, l) => s + l.points, 0);
    const game = F.v.game;
    if (!game) throw new Refused(`в тексте правила 77 (${F.v.edition}) не сказано, какая запись — гейм`);
    if (tricks >= game.value) {
      const f = F.need("premium", ["game", vul], "гейм");
      lines.push(line("премия за гейм", num(f), `запись за взятки ${tricks} ≥ ${game.value}`, f));
    } else {
      const f = F.need("premium", ["partscore", null], "частичная запись");
      lines.push(line("премия за частичную запись", num(f), `запись за взятки ${tricks} < ${game.value}`, f));
    }
    if (c.level >= 6) {
      const f = F.need("slam", [c.level + 6, vul], c.level === 6 ? "малый шлем" : "большой шлем");
      lines.push(line("премия за шлем", num(f), `${c.level + 6} взяток назначено и взято: ${f.value}`, f));
    }
    if (c.doubling > 1) {
      const f = F.need("premium", ["insult", c.doubling], "выполнение контракта с контрой");
      lines.push(line(c.doubling === 2 ? "премия за контракт с контрой" : "премия за контракт с реконтрой",
                      num(f), `1 × ${f.value}`, f));
    }
    if (c.result > 0) lines.push(overtricks(F, c, vul));
    return lines;
  }

  function overtricks(F, c, vul) {
    const f = F.need("overtrick", [c.doubling, vul], "лишняя взятка");
    if (typeof f.value === "number") return line("лишние взятки", c.result * f.value, `${c.result} × ${f.value}`, f);
    const per = trickValue(F, c.strain, 1, "rest"); // «стоимость взятки»: as a trick of the strain
    return line("лишние взятки", c.result * num(per), `${c.result} × ${per.value} (${f.value}: ${per.anchor} «${per.row}»)`, f);
  }

  function undertricks(F, c, vul) {
    const down = -c.result;
    const first = F.need("undertrick", [vul, c.doubling, "first"], "первая недобранная взятка");
    const lines = [line("первая недобранная взятка", num(first), `1 × ${first.value}`, first)];
    if (down > 1) {
      const rest = F.need("undertrick", [vul, c.doubling, "rest"], "следующая недобранная взятка");
      lines.push(line("следующие недобранные взятки", (down - 1) * num(rest), `${down - 1} × ${rest.value}`, rest));
    }
    if (down > 3) {
      const bonus = F.need("undertrick", [vul, c.doubling, "bonus"], "премия за 4-ю и следующие");
      lines.push(line("премия за 4-ю и каждую следующую", (down - 3) * num(bonus), `${down - 3} × ${bonus.value}`, bonus));
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

  // -- Law 78 ---------------------------------------------------------------------------------
  function parseInt10(text, what) {
    const t = String(text).replace(/\s+/g, "").replace(/[−–]/g, "-");
    if (!/^[+-]?\d{1,6}$/.test(t)) throw new Refused(`не понимаю ${what} «${text}»: целое число очков, например 420 или -100`);
    return Number(t);
  }

  function imps(version, text) {
    const v = DATA.versions[version];
    const diff = parseInt10(text, "разницу");
    const size = Math.abs(diff), sign = diff < 0 ? -1 : 1;
    if (!v.bands.length) throw new Refused(`в правиле 78B (${v.edition}) нет шкалы IMP`);
    if (size < v.bands[0][0]) return { diff, imps: 0, band: null };
    for (const [low, high, f] of v.bands) {
      if (low <= size && (high === null || size <= high)) return { diff, imps: sign * num(f), band: { low, high, figure: f } };
    }
    throw new Refused(`разница ${size} — между двумя полосами шкалы: разница в очках кратна 10`);
  }

  function matchpoints(text) {
    const parts = text.split(/[\s,;]+/).filter(Boolean);
    if (!parts.length) throw new Refused("нужны записи сдачи, например: 420 420 450 -50");
    const scores = parts.map((p) => parseInt10(p, "запись"));
    return scores.map((s) => ({ score: s, matchpoints: 2 * scores.filter((o) => o < s).length
                                                    + scores.filter((o) => o === s).length - 1 }));
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
    total.append(`${r.contract}, ${r.vulnerable ? "в зоне" : "до зоны"}: `, el("strong", "", signed(r.score)));
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
    total.append(`${signed(r.diff)} → `, el("strong", "", `${signed(r.imps)} IMP`));
    out.appendChild(total);
    const p = el("p", "band");
    if (r.band) {
      p.append(`полоса ${r.band.low}–${r.band.high === null ? "…" : r.band.high}: ${r.band.figure.value} IMP — `, source(r.band.figure));
    } else {
      p.textContent = "меньше первой полосы шкалы: IMP нет";
    }
    out.appendChild(p);
  }

  function showMatchpoints(out) {
    const results = matchpoints($("mp-scores").value);
    const table = el("table", "mp");
    const head = table.createTHead().insertRow();
    head.append(el("th", "", "запись"), el("th", "", "матч-пойнты"));
    const body = table.createTBody();
    for (const r of results) {
      const row = body.insertRow();
      row.dataset.score = r.score;
      row.dataset.mp = r.matchpoints;
      row.append(el("td", "", signed(r.score)), el("td", "", String(r.matchpoints)));
    }
    const law = DATA.versions[version()].matchpoints;
    const note = el("p", "band", `максимум ${2 * (results.length - 1)}: 2 за каждую побитую запись, 1 за каждую равную — `);
    if (law) {
      const a = el("a", "src", `правило ${law.ref}`);
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
  wire("imps-form", "imps-out", showImps);
  wire("mp-form", "mp-out", showMatchpoints);
  window.BL_CALC = { score, imps, matchpoints };
})();
