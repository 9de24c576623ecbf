/* The rulings page: a ruling recorded at the table, kept on this device (localStorage), and the
   rulings kept downloaded as a director's log — YAML, the fields of `bridge-laws ruling add` —
   which `bridge-laws ruling import` reads at home and checks whole. Here only what the site
   knows is checked: the laws, against the units of the edition chosen (data/refs.js). What the
   store holds is read as data, field by field, never trusted as markup or as a list of laws. */
"use strict";
(function () {
  const form = document.getElementById("record-form");
  if (!form || !window.BL) return;
  const BL = window.BL, T = BL.T, REFS = window.BL_REFS || {};
  const KEY = "bl-log";
  // the log's keys (rulings/logs.py's LOG_FIELDS, the form's fields' names), in the order written
  const FIELDS = [...form.elements].map((el) => el.name).filter(Boolean);
  const REQUIRED = FIELDS.filter((name) => form.elements[name].required); // marked by the build (rulings/fields.py)
  const MAX_CHARS = 20000; // a field longer than any ruling's, in a planted store: left out
  const msg = document.getElementById("record-msg");
  const list = document.getElementById("record-list");
  const download = document.getElementById("record-download");
  const years = [...new Set(Object.keys(REFS).map((v) => v.split("-")[0]))].filter((y) => /^\d{4}$/.test(y)).sort().reverse();

  function kept() {
    let rows;
    try { rows = JSON.parse(localStorage.getItem(KEY)); } catch (e) { rows = null; }
    if (!Array.isArray(rows)) return [];
    return rows.filter((e) => e && typeof e === "object").map((e) => {
      const row = {};
      for (const k of FIELDS) {
        const v = e[k];
        if (k === "laws") row.laws = Array.isArray(v) ? v.filter((r) => typeof r === "string" && BL.canonical(r) === r) : [];
        else if (k === "edition") { if (years.includes(v)) row.edition = v; }
        else if (typeof v === "string" && v.length <= MAX_CHARS) row[k] = v;
      }
      return row;
    }).filter((row) => row.question && row.laws.length);
  }
  const store = (rows) => { try { localStorage.setItem(KEY, JSON.stringify(rows)); return true; } catch (e) { return false; } };

  // The laws typed, commas between: each a ref of a unit of `edition` (any language), in order, once.
  function lawsOf(typed, edition) {
    const known = new Set(Object.keys(REFS).filter((v) => v.split("-")[0] === edition).flatMap((v) => REFS[v]));
    const laws = [];
    for (const part of typed.split(/[,;]+/).map((x) => x.trim()).filter(Boolean)) {
      const ref = BL.canonical(part);
      if (!ref) return { error: T("record.notref", { typed: part }) };
      if (!known.has(ref)) {
        const near = BL.nearestRefs(ref).filter((r) => known.has(r));
        return { error: T("record.noref", { edition, ref, near: near.length ? T("record.near", { near: near.join(", ") }) : "" }) };
      }
      if (!laws.includes(ref)) laws.push(ref);
    }
    return { laws };
  }

  // A JSON string is a YAML double-quoted scalar; the characters YAML does not take raw escaped too.
  const quoted = (s) => JSON.stringify(s).replace(/[\u007f-\u009f\u2028\u2029\ufffe\uffff]/g,
    (c) => "\\u" + c.charCodeAt(0).toString(16).padStart(4, "0"));
  function log(rows = kept()) {
    const out = ["# A director's log kept by the bridge-laws site. At home: bridge-laws ruling import FILE"];
    for (const row of rows) {
      FIELDS.filter((k) => (k === "laws" ? row.laws.length : row[k])).forEach((k, i) => {
        const value = k === "laws" ? "[" + row.laws.map(quoted).join(", ") + "]" : k === "edition" ? row[k] : quoted(row[k]);
        out.push((i ? "  " : "- ") + k + ": " + value);
      });
    }
    return out.join("\n") + "\n";
  }

  // the day on this device's calendar (toISOString's is UTC: after midnight in Moscow, yesterday)
  const today = () => { const d = new Date(); return [d.getFullYear(), d.getMonth() + 1, d.getDate()].map((n) => String(n).padStart(2, "0")).join("-"); };
  let url = null;
  function show(rows = kept()) { // (the rows not kept, when the browser keeps nothing: still downloadable)
    list.replaceChildren(...rows.map((row, k) => {
      const li = document.createElement("li"), remove = document.createElement("button");
      li.append(row.question);
      const meta = document.createElement("span");
      meta.className = "rmeta";
      meta.textContent = [row.date, row.event, row.board && "#" + row.board, row.laws.join(", ") + (row.edition ? " (" + row.edition + ")" : "")]
        .filter(Boolean).join(" · ");
      // every field the download carries is shown with it: a page of this device's other files
      // shares this store (file://), so what is kept is shown whole before it goes to the club
      const said = document.createElement("span");
      said.className = "rmeta";
      said.textContent = [row.ruling, row.table_result, row.adjusted].filter(Boolean).join(" · ");
      const facts = document.createElement("details");
      if (row.facts) {
        const summary = document.createElement("summary");
        summary.textContent = T("record.facts");
        facts.append(summary, row.facts);
      }
      remove.type = "button";
      remove.textContent = T("record.remove");
      remove.addEventListener("click", () => { rows.splice(k, 1); store(rows); show(); });
      li.append(meta, ...(said.textContent ? [said] : []), ...(row.facts ? [facts] : []), remove);
      return li;
    }));
    if (url) URL.revokeObjectURL(url);
    url = rows.length ? URL.createObjectURL(new Blob([log(rows)], { type: "application/yaml" })) : null;
    download.hidden = !rows.length;
    if (url) {
      download.href = url;
      download.download = "rulings-" + today() + ".yaml";
      download.textContent = T("record.download", { n: rows.length });
    }
  }

  const field = (name) => form.elements[name];
  // the edition the site holds most units of first (the newest of equals): the shipped site's 1997
  // texts are four laws, its 1987 one all 93
  const held = (y) => Object.keys(REFS).filter((v) => v.split("-")[0] === y).reduce((n, v) => Math.max(n, REFS[v].length), 0);
  field("edition").replaceChildren(...years.map((y) => new Option(y, y)));
  field("edition").value = [...years].sort((a, b) => held(b) - held(a) || b.localeCompare(a))[0] || "";
  if (!field("date").value) field("date").value = today();
  form.addEventListener("submit", (event) => {
    event.preventDefault();
    const row = {};
    for (const k of FIELDS) row[k] = field(k).value.trim();
    const missing = REQUIRED.filter((k) => !row[k]);
    if (missing.length) {
      msg.textContent = T("record.needed", { fields: missing.map((k) => T("record." + k)).join(", ") });
      field(missing[0]).focus();
      return;
    }
    const read = lawsOf(row.laws, row.edition);
    if (read.error) { msg.textContent = read.error; field("laws").focus(); return; }
    row.laws = read.laws;
    const rows = [...kept(), row];
    const saved = store(rows);
    msg.textContent = saved ? T("record.saved", { n: rows.length }) : T("record.storage");
    for (const k of ["board", "laws", "question", "facts", "ruling", "table_result", "adjusted"]) field(k).value = "";
    show(saved ? undefined : rows);
  });
  // the laws checked as soon as their field is left (or the edition changed), not only at Keep
  const checkLaws = () => {
    const typed = field("laws").value.trim();
    msg.textContent = typed ? lawsOf(typed, field("edition").value).error || "" : "";
  };
  field("laws").addEventListener("change", checkLaws);
  field("edition").addEventListener("change", checkLaws);
  document.addEventListener("bl:ui", () => show());
  show();
  window.BL_RECORD = { log };
})();
