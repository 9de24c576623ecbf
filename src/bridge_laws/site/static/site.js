/* Every page: the interface language, jump to a ref (with the refs it could be as you type),
   "/" to search, copy-link, share, pin and print, recent and pinned laws, reference previews
   (hover, focus, or a first tap), switching edition or language on the same unit, offline
   support over HTTP. */
"use strict";
(function () {
  const root = document.body.dataset.root || "";
  const here = document.body.dataset.version || null;
  const store = {
    get(key, fallback) { try { return JSON.parse(localStorage.getItem(key)) ?? fallback; } catch (e) { return fallback; } },
    set(key, value) { try { localStorage.setItem(key, JSON.stringify(value)); } catch (e) { /* private mode */ } },
  };

  // --- the interface language: ?ui=, else the reader's choice, else the page's ---------------
  // Labels come from data/labels.js (labels.py); an element marked data-l="key" is re-worded,
  // data-la="attribute:key;…" re-words attributes.
  const LABELS = window.BL_LABELS || {};
  const rendered = document.body.dataset.ui || document.documentElement.lang;
  const asked = new URLSearchParams(location.search).get("ui");
  const known = (lang) => typeof lang === "string" && Object.prototype.hasOwnProperty.call(LABELS, lang); // not "toString" from a planted store
  if (known(asked)) store.set("bl-ui", asked);
  const chosen = known(asked) ? asked : store.get("bl-ui");
  let ui = known(chosen) ? chosen : rendered;
  const T = (key, fields = {}) => ((LABELS[ui] || {})[key] || (LABELS[rendered] || {})[key] || key)
    .replace(/\{(\w+)\}/g, (m, name) => (fields[name] ?? m));
  function applyUi() {
    document.querySelectorAll("[data-l]").forEach((el) => {
      el.textContent = T(el.dataset.l);
      if (el.closest("#ui-switch")) return;
      if (ui === document.documentElement.lang) el.removeAttribute("lang"); else el.lang = ui;
    });
    document.querySelectorAll("[data-la]").forEach((el) => {
      for (const pair of el.dataset.la.split(";")) {
        const [attr, key] = pair.split(":");
        el.setAttribute(attr, T(key, el.dataset));  // fields from data-*: {ref} is data-ref
      }
    });
    // words made at build time in both languages (context._both): edition and version labels,
    // heading words, page marks, the edition-in-force notes
    document.querySelectorAll("[data-ru][data-en]").forEach((el) => {
      el.textContent = el.dataset[ui] ?? el.dataset.ru;
      if (ui === document.documentElement.lang) el.removeAttribute("lang"); else el.lang = ui;
    });
    const button = document.getElementById("ui-switch");
    if (button) button.lang = ui === "ru" ? "en" : "ru";
    document.body.dataset.ui = ui;
    document.dispatchEvent(new CustomEvent("bl:ui", { detail: ui }));
  }
  if (ui !== rendered) applyUi();
  const uiButton = document.getElementById("ui-switch");
  if (uiButton) uiButton.addEventListener("click", () => {
    ui = ui === "ru" ? "en" : "ru";
    store.set("bl-ui", ui);
    applyUi();
    if (window.BL_SEARCH && document.getElementById("sq")) window.BL_SEARCH.rerender();
  });

  // --- refs: refs.canonical(), its patterns from the search spec (data/search-spec.js:
  // searchindex/spec.py); Cyrillic look-alikes typed for Latin letters: «45С1» is 45C1, «45Е» is
  // 45E (refs.LOOKALIKE_LETTERS, exported by the build to data/refs.js)
  const LOOKALIKES = window.BL_LOOKALIKES || {};
  const NEVER = { source: "(?!)", flags: "" }; // without the spec (a page cached before it existed) no ref is read
  const SPEC = window.BL_SPEC || { refs: { lawWord: NEVER, userRef: NEVER, canonical: NEVER }, query: { nearestCutoff: 1, nearestCount: 0 } };
  const LAW_WORD = new RegExp("^(?:" + SPEC.refs.lawWord.source + ")", SPEC.refs.lawWord.flags);
  const USER_REF = new RegExp("^(?:" + SPEC.refs.userRef.source + ")$", SPEC.refs.userRef.flags);
  const CANONICAL = new RegExp("^(?:" + SPEC.refs.canonical.source + ")$", SPEC.refs.canonical.flags);
  // a ref with a letter of the Russian alphabet no Latin one looks like («16Б1») is read by the
  // alphabet throughout (refs.ALPHABET_LETTERS, ALPHABET_ONLY, in data/refs.js: «16Б1(в)» is 16B1(C))
  const ALPHABET = window.BL_ALPHABET || { letters: {}, only: "" };
  const letter = (s, alphabet) => (s === undefined ? "" : ((alphabet && ALPHABET.letters[s]) || LOOKALIKES[s] || s).toUpperCase());
  // `byAlphabet`: as the refs around it are lettered (refs.canonical's `alphabet`), else by its own letters
  function canonical(text, byAlphabet = null) {
    let s = String(text).replace(/\s+/g, " ").trim();
    const word = s.match(LAW_WORD);
    if (word) s = s.slice(word[0].length);
    if (s.startsWith(" ")) s = s.slice(1);
    const m = s.match(USER_REF);
    if (!m || (m.groups.bare && m.groups.item)) return null; // «16B1a(b)»: two items
    const g = m.groups, item = g.item || g.bare, own = [...(g.section || "") + (item || "")].some((c) => ALPHABET.only.includes(c));
    if (own && !word && g.law.length === 1 && !g.sub && !g.item) return null; // a bid: «5б»
    const alphabet = byAlphabet === null ? own : byAlphabet;
    return g.law + letter(g.section, alphabet) + (g.sub ? String(Number(g.sub)) : "") +
      (item ? "(" + letter(item, alphabet) + ")" : "") + (g.subitem ? "(" + Number(g.subitem) + ")" : "");
  }
  // A query that is a list of refs, lettered as one text (refs.listed_refs), or null
  const LIST_SEP = new RegExp(SPEC.refs.listSep ? SPEC.refs.listSep.source : "(?!)", "i");
  const byAlphabet = (parts) => parts.some((p) => [...p].some((c) => ALPHABET.only.includes(c)));
  function listedRefs(text) {
    const parts = String(text).replace(/\s+/g, " ").trim().split(LIST_SEP);
    if (parts.length < 2) return null;
    const alphabet = byAlphabet(parts), refs = parts.map((p) => canonical(p, alphabet));
    return refs.includes(null) ? null : refs;
  }
  // The refs a query names among its other words, in order, each once; a range each law of it (refs.named_refs)
  function namedRefs(text) {
    if (!SPEC.refs.named) return [];
    const out = [], flat = String(text).replace(/\s+/g, " ");
    const range = new RegExp("^(?:" + SPEC.refs.namedRange.source + ")$");
    for (const m of flat.matchAll(new RegExp(SPEC.refs.named.source, SPEC.refs.named.flags))) {
      const name = ["list", "one", "lettered", "glued"].find((g) => m.groups[g] !== undefined);
      const word = m[0].slice(0, m[0].length - m.groups[name].length);
      const parts = name === "list" ? m.groups[name].split(LIST_SEP) : [m.groups[name]];
      const alphabet = byAlphabet(parts);
      parts.forEach((part, k) => {
        const span = part.match(range);
        if (!span) { out.push(canonical((k === 0 ? word : "") + part, alphabet)); return; }
        const [low, high] = [Number(span[1]), Number(span[2])];
        if (low < high && high <= low + SPEC.refs.widestRange) for (let n = low; n <= high; n++) out.push(String(n));
        else out.push(String(low), String(high));
      });
    }
    return [...new Set(out.filter(Boolean))];
  }
  // 45C4(B) → 45C4 → 45C → 45 → null (refs.parent)
  function parentRef(ref) {
    const g = (ref.match(CANONICAL) || {}).groups;
    if (!g) return null;
    const parts = [g.law, g.section, g.sub, g.item && "(" + g.item + ")", g.subitem && "(" + g.subitem + ")"];
    const present = parts.filter(Boolean);
    return present.length > 1 ? present.slice(0, -1).join("") : null;
  }
  const versions = () => Object.keys(window.BL_REFS || {});
  const has = (version, ref) => ((window.BL_REFS || {})[version] || []).includes(ref);
  // The sort key of the versions of one unit, the one a reader would open first (model.reader_order):
  // with text, in the language wanted, the newest edition; `inOrder` compares two keys. One
  // number (an edition is a year), not an array: a first search compares hundreds of versions.
  const readerOrder = (missingText, lang, edition, want) => ((missingText ? 2 : 0) + (lang !== want ? 1 : 0)) * 10000 - edition;
  const inOrder = (a, b) => a - b;
  // Whether a version's unit has no text (BL_TEXTLESS: [start, end) runs of places in its
  // BL_REFS list, one after another), the refs of each version made a Set when first asked
  const textlessOf = new Map();
  function textless(version, ref) {
    if (!textlessOf.has(version)) {
      const refs = (window.BL_REFS || {})[version] || [], runs = (window.BL_TEXTLESS || {})[version] || [], set = new Set();
      for (let k = 0; k < runs.length; k += 2) refs.slice(runs[k], runs[k + 1]).forEach((r) => set.add(r));
      textlessOf.set(version, set);
    }
    return textlessOf.get(version).has(ref);
  }
  // The version of a ref a reader opens first, of those `ok` keeps (as `bridge-laws search`
  // lists a ref's versions: engine._jump): its English ones first when the text typed names a
  // law in English ("Law 79C"), else its Russian ones; null when none has the unit itself.
  const ENGLISH_REF = SPEC.patterns && SPEC.patterns.englishRef
    ? new RegExp("^(?:" + SPEC.patterns.englishRef.source + ")", SPEC.patterns.englishRef.flags) : null;
  function firstVersion(ref, typed = "", ok = () => true) {
    const want = ENGLISH_REF && ENGLISH_REF.test(typed) ? "en" : "ru";
    const key = (v) => readerOrder(textless(v, ref), v.split("-")[1], Number(v.split("-")[0]), want);
    const found = versions().filter((v) => ok(v) && has(v, ref)).map((v) => [key(v), v]).sort(([a], [b]) => inOrder(a, b));
    return found.length ? found[0][1] : null;
  }
  // The page of a ref: this page's version first, then the others; the exact unit, else its parent.
  function locate(ref, prefer) {
    const order = [prefer || here, ...versions()].filter((v, i, a) => v && a.indexOf(v) === i);
    for (let r = ref; r; r = parentRef(r)) {
      for (const v of order) if (has(v, r)) return { version: v, ref: r, exact: r === ref };
    }
    return null;
  }
  // Site paths from the patterns of urls.py (data/refs.js: BL_URLS), {name} → its value; a law's
  // page (at a unit, given its ref) from this page's root, a unit's page from its ref's law number.
  const URLS = window.BL_URLS || {};
  const fill = (pattern, values) => String(pattern).replace(/\{(\w+)\}/g, (m, name) => values[name]);
  const lawUrl = (version, law, ref) => root + fill(URLS.law, { version, law }) + (ref ? "#" + ref : "");
  const rulingUrl = (id) => root + fill(URLS.ruling, { id });
  const scoreUrl = (contract, vulnerable) => root + fill(URLS.score, { contract: encodeURIComponent(contract), vul: vulnerable ? 1 : 0 });
  const unitUrl = (hit) => lawUrl(hit.version, hit.ref.match(/^\d+/)[0], hit.ref);

  // --- a ref that does not exist: the nearest that do, as `bridge-laws search` names them -----
  // The matching characters of Python's difflib.SequenceMatcher (no junk: refs and words are far
  // shorter than its 200-element autojunk threshold), for the same ratios.
  function matchingChars(a, b) {
    const b2j = new Map();
    [...b].forEach((c, j) => { if (!b2j.has(c)) b2j.set(c, []); b2j.get(c).push(j); });
    let total = 0;
    const queue = [[0, a.length, 0, b.length]];
    while (queue.length) {
      const [alo, ahi, blo, bhi] = queue.pop();
      let besti = alo, bestj = blo, best = 0, j2len = new Map();
      for (let i = alo; i < ahi; i++) {
        const next = new Map();
        for (const j of b2j.get(a[i]) || []) {
          if (j < blo) continue;
          if (j >= bhi) break;
          const k = (j2len.get(j - 1) || 0) + 1;
          next.set(j, k);
          if (k > best) { besti = i - k + 1; bestj = j - k + 1; best = k; }
        }
        j2len = next;
      }
      if (!best) continue;
      total += best;
      if (alo < besti && blo < bestj) queue.push([alo, besti, blo, bestj]);
      if (besti + best < ahi && bestj + best < bhi) queue.push([besti + best, ahi, bestj + best, bhi]);
    }
    return total;
  }
  // The existing refs most like one that does not exist: its nearest existing ancestor, then the
  // closest spellings in the same law (difflib.get_close_matches), shortest first; three at most:
  // queries.nearest_refs, its cut-off and count from the search spec.
  // A query typed as a ref of no unit («93Z», "Law 0": refs.typed_ref, its pattern from the spec), else null
  const TYPED = SPEC.refs.typed ? new RegExp("^(?:" + SPEC.refs.typed.source + ")$", SPEC.refs.typed.flags) : /(?!)/;
  const NOT_A_LAW = SPEC.refs.notALaw ? new RegExp("^(?:" + SPEC.refs.notALaw.source + ")$", SPEC.refs.notALaw.flags) : /(?!)/;
  function typedRef(text) {
    const flat = String(text).replace(/\s+/g, " ").trim(), m = flat.match(TYPED);
    if (!m || !(m.groups.word || m.groups.rest) || canonical(flat)) return null;
    const body = m.groups.number + (m.groups.rest || "");
    if (NOT_A_LAW.test(body)) return null;
    // its letters as a ref's are read («16АЗ»: by the alphabet, as its З says, 16AH)
    const alphabet = [...body].some((c) => ALPHABET.only.includes(c));
    const zeros = m.groups.number.length - (m.groups.number.replace(/^0+/, "") || "0").length; // not the law's 0 («0A»)
    return [...body].map((c) => letter(c, alphabet)).join("").slice(zeros).toUpperCase();
  }
  // The law a ref (or a typed one, «93Z») is of, as refs._typed_number reads it however long
  const lawOf = (r) => Number((r.match(/^\d+/) || ["0"])[0].replace(/^0+/, "").slice(0, 7) || "0");
  // The last law when ref is a law after it («94») or a law 0 («0», «9999Z»), else null (refs.beyond; model.LAST_LAW)
  const beyond = (ref) => (/^\d/.test(ref) && !(lawOf(ref) >= 1 && lawOf(ref) <= SPEC.refs.lastLaw) ? SPEC.refs.lastLaw : null);
  // The order of the Laws: 45 < 45A < 45A1 < 45A1(A) < 45B < 46 (refs.sort_key)
  function sortKey(ref) {
    const g = ref.match(CANONICAL).groups;
    return [Number(g.law), g.section || "", Number(g.sub || 0), g.item || "", Number(g.subitem || 0)];
  }
  const inLawOrder = (a, b) => {
    const x = sortKey(a), y = sortKey(b), k = x.findIndex((part, i) => part !== y[i]);
    return k < 0 ? 0 : x[k] < y[k] ? -1 : 1;
  };
  function nearestRefs(ref) {
    if (beyond(ref)) return []; // Law 94: no law is near it
    const known = new Set(Object.values(window.BL_REFS || {}).flat());
    const typed = !CANONICAL.test(ref); // «93Z»: a letter no section has, near its own law's refs
    let up = typed ? null : parentRef(ref);
    while (up && !known.has(up)) up = parentRef(up);
    const sameLaw = [...known].filter((r) => lawOf(r) === lawOf(ref));
    const close = (sameLaw.length ? sameLaw : [...known])
      .map((x) => [2 * matchingChars(x, ref) / (x.length + ref.length), x])
      .filter(([score]) => score >= SPEC.query.nearestCutoff)
      // ties: by the Laws' order for a typed ref (93A before 93C), else as difflib keeps them
      .sort((a, b) => b[0] - a[0] || (typed ? inLawOrder(a[1], b[1]) : a[1] < b[1] ? 1 : a[1] > b[1] ? -1 : 0))
      .slice(0, SPEC.query.nearestCount).map(([, x]) => x)
      .sort((a, b) => a.length - b.length || (a < b ? -1 : a > b ? 1 : 0));
    return [...new Set([...(up ? [up] : []), ...close])].slice(0, SPEC.query.nearestCount);
  }
  // «1987 · рус.», "1987 · Russian": labels.version_label, in the reader's interface language
  const versionLabel = (v) => {
    const [edition, ...langs] = String(v).split("-");
    return edition + " · " + (langs.length > 1 ? T("lang.both") : T("lang." + langs[0]));
  };
  window.BL = { canonical, listedRefs, namedRefs, parentRef, locate, firstVersion, readerOrder, inOrder, unitUrl, lawUrl, rulingUrl, scoreUrl, T, ui: () => ui, matchingChars, nearestRefs, beyond, typedRef, versionLabel };

  // --- jump boxes: the header search box jumps when it holds a ref -------------------------
  // Only the unit itself: a ref that does not exist («75D9») never lands silently on its parent;
  // the header box then searches (the search page names the nearest), the home box says so.
  function jumpTarget(text) {
    const ref = canonical(text);
    if (ref && !here) { // a page of no version (the home page): the version a reader opens first
      const version = firstVersion(ref, text);
      return version ? { version, ref, exact: true } : null;
    }
    const hit = ref ? locate(ref) : null; // a law's page: its own version first
    return hit && hit.exact ? hit : null;
  }
  document.querySelectorAll("form.find, form#jump").forEach((form) => {
    form.addEventListener("submit", (event) => {
      const input = form.querySelector("input");
      const hit = jumpTarget(input.value);
      if (hit) {
        event.preventDefault();
        location.href = unitUrl(hit);
      } else if (form.id === "jump" && canonical(input.value)) {
        // a ref that does not exist names the nearest that do; words go on to the search page
        event.preventDefault();
        const out = document.getElementById("jump-msg");
        const ref = canonical(input.value);
        const near = ref ? nearestRefs(ref).filter((r) => locate(r)?.exact) : [];
        out.textContent = !ref ? T("jump.bad") : near.length > 1 ? T("jump.nearest.many", { ref, near: near.join(", ") })
          : near.length ? T("jump.nearest", { ref, near: near[0] }) : T("jump.none");
        showOffers(document.getElementById("jump-offers"), near);  // each a link
      }
    });
  });

  // --- the jump box offers the refs the typed one could become: «84» → 84, 84A, 84B, … -------
  // A bare number also offers the laws it begins: «8» → 8, 80, 81, …
  const MAX_OFFERS = 24;
  function offers(typed) {
    const ref = canonical(typed);
    if (!ref) return [];
    const all = [...new Set(versions().flatMap((v) => window.BL_REFS[v]))];
    const number = /^\d+$/.test(ref);
    const fits = (r) => r === ref || (r.startsWith(ref) && !(number && /\d/.test(r[ref.length])))
      || (number && /^\d+$/.test(r) && r.startsWith(ref));
    const found = all.filter(fits);
    const key = (r) => [Number(r.match(/^\d+/)[0]), r];
    found.sort((a, b) => key(a)[0] - key(b)[0] || (a.length - b.length) || (a < b ? -1 : 1));
    return found.slice(0, MAX_OFFERS);
  }
  // The home page's jump box and the header's search box (which jumps when it holds a ref).
  for (const [boxId, offersId] of [["jump-ref", "jump-offers"], ["q", "find-offers"]]) {
    const jumpBox = document.getElementById(boxId), offerBox = document.getElementById(offersId);
    if (!jumpBox || !offerBox) continue;
    jumpBox.addEventListener("input", () => {
      const msg = document.getElementById("jump-msg");
      if (msg) msg.textContent = "";
      showOffers(offerBox, offers(jumpBox.value));
    });
  }
  function showOffers(offerBox, refs) {
    if (!offerBox) return;
    offerBox.replaceChildren();
    if (!refs.length) { offerBox.hidden = true; return; }
    const list = document.createElement("ul"); list.className = "chips";
    for (const r of refs) {
      const hit = locate(r);
      if (!hit) continue;
      const li = document.createElement("li"), a = document.createElement("a");
      a.href = unitUrl(hit); a.textContent = r;
      li.append(a); list.append(li);
    }
    const label = document.createElement("span"); label.className = "ol"; label.textContent = T("home.jump.offers");
    offerBox.append(label, list);
    offerBox.hidden = false;
  }

  // --- "/" focuses search ---------------------------------------------------------------------
  document.addEventListener("keydown", (event) => {
    if (event.key !== "/" || event.ctrlKey || event.metaKey || event.altKey) return;
    const t = event.target;
    if (t.isContentEditable || /^(INPUT|TEXTAREA|SELECT)$/.test(t.tagName)) return;
    const box = document.getElementById("sq") || document.getElementById("q") || document.getElementById("jump-ref");
    if (box) { event.preventDefault(); box.focus(); box.select(); }
  });

  // --- copy link --------------------------------------------------------------------------------
  function toast(text, ms = 1800) {
    let el = document.getElementById("toast");
    if (!el) {
      el = document.createElement("div");
      el.id = "toast"; el.className = "toast"; el.setAttribute("role", "status");
      document.body.appendChild(el);
    }
    el.textContent = text; el.hidden = false;
    clearTimeout(toast.timer);
    toast.timer = setTimeout(() => { el.hidden = true; }, ms);
  }
  document.addEventListener("click", (event) => {
    const button = event.target.closest("button.copy");
    if (!button) return;
    const url = location.href.split("#")[0] + "#" + button.dataset.ref;
    history.replaceState(null, "", "#" + button.dataset.ref);
    const done = () => toast(T("law.copied", { ref: button.dataset.ref }));
    const fallback = () => toast(T("law.in_bar"));
    if (navigator.clipboard && window.isSecureContext) navigator.clipboard.writeText(url).then(done, fallback);
    else fallback();
  });

  // --- previews of cross-references -------------------------------------------------------
  // The page's previews follow this script (they are collected while the page is rendered).
  let cache = null;
  function previewOf(link) {
    if (!cache) {
      const el = document.getElementById("previews");
      cache = el ? JSON.parse(el.textContent) : {};
    }
    return cache[link.dataset.p];
  }
  const pop = document.getElementById("popover");
  let shownFor = null, lastPointer = "mouse";
  function show(link) {
    const p = previewOf(link);
    if (!p || !pop) return;
    pop.replaceChildren();
    const head = document.createElement("strong"); head.textContent = p.h;
    const ver = document.createElement("span"); ver.className = "pv";
    ver.textContent = " · " + (p.v && typeof p.v === "object" ? p.v[ui] || p.v.ru : p.v);
    const body = document.createElement("p"); body.textContent = p.t; body.lang = p.l;
    pop.append(head, ver, body);
    if (lastPointer === "touch") {
      const go = document.createElement("a"); go.href = link.href; go.textContent = T("law.open"); go.className = "go";
      pop.append(go);
    }
    pop.hidden = false;
    const r = link.getBoundingClientRect();
    const width = Math.min(360, document.documentElement.clientWidth - 16);
    pop.style.width = width + "px";
    pop.style.left = Math.max(8, Math.min(r.left + scrollX, scrollX + document.documentElement.clientWidth - width - 8)) + "px";
    pop.style.top = (r.bottom + scrollY + 6) + "px";
    if (shownFor && shownFor !== link) shownFor.removeAttribute("aria-describedby");
    link.setAttribute("aria-describedby", "popover"); // a screen reader reads the preview with the link
    shownFor = link;
  }
  function hide() {
    if (pop) pop.hidden = true;
    if (shownFor) shownFor.removeAttribute("aria-describedby");
    shownFor = null;
  }
  document.addEventListener("pointerdown", (e) => { lastPointer = e.pointerType || "mouse"; }, true);
  document.addEventListener("keydown", (e) => { if (e.key === "Tab") lastPointer = "keyboard"; }, true);
  document.addEventListener("mouseover", (e) => { const a = e.target.closest("a[data-p]"); if (a && lastPointer === "mouse") show(a); });
  document.addEventListener("mouseout", (e) => { const a = e.target.closest("a[data-p]"); if (a && !pop.contains(e.relatedTarget)) hide(); });
  // A tap focuses the link before its click: showing the preview on that focus would make the
  // click look like the second tap, and open the link at once. Touch previews come from clicks.
  document.addEventListener("focusin", (e) => {
    const a = e.target.closest("a[data-p]");
    if (a && lastPointer !== "touch") show(a);
    else if (!a && (!pop || !pop.contains(e.target))) hide();
  });
  document.addEventListener("keydown", (e) => { if (e.key === "Escape") hide(); });
  // On a touch screen the first tap shows the preview, the second (or «Открыть») follows the link.
  document.addEventListener("click", (e) => {
    const a = e.target.closest("a[data-p]");
    if (a && lastPointer === "touch" && shownFor !== a && previewOf(a)) { e.preventDefault(); show(a); return; }
    if (!a && pop && !pop.contains(e.target)) hide();
  });

  // --- the same law in another version, on the same unit ------------------------------------
  const switchEl = document.getElementById("switch-refs");
  const switchRefs = switchEl ? JSON.parse(switchEl.textContent) : [];
  function currentUnit() {
    let hash = location.hash.slice(1);
    try { hash = decodeURIComponent(hash); } catch (e) { /* a malformed "#%" stays as typed */ }
    if (/^\d/.test(hash) && document.getElementById(hash)) return hash;
    let best = null;
    for (const el of document.querySelectorAll("article [id], .parallel > [id], ol.diff > [id]")) {
      if (!/^\d/.test(el.id)) continue;
      if (el.getBoundingClientRect().top > 80) break;
      best = el.id;
    }
    return best;
  }
  document.querySelectorAll("nav.switch a.sw").forEach((a, i) => {
    a.addEventListener("click", () => {
      const refs = switchRefs[i] || [];
      for (let r = currentUnit(); r; r = parentRef(r)) {
        if (refs.includes(r)) { a.href = a.href.split("#")[0] + "#" + r; return; }
      }
    });
  });

  // --- share, pin, print; recent and pinned laws ----------------------------------------------
  const lawNumber = document.body.dataset.law;
  // the law's own title, in the language of its text; the rest of a chip is worded when shown
  const lawTitle = () => { const t = document.querySelector("h1 .ut"); return t ? t.textContent.trim() : ""; };
  const lawEntry = () => ({ v: here, n: lawNumber, title: lawTitle(), lang: document.documentElement.lang });
  const sameLaw = (a, b) => a.v === b.v && String(a.n) === String(b.n);
  if (here && lawNumber) {
    const recent = store.get("bl-recent", []).filter((e) => !sameLaw(e, lawEntry()));
    store.set("bl-recent", [lawEntry(), ...recent].slice(0, 8));
  }
  function pinState(button) {
    const pinned = store.get("bl-pinned", []).some((e) => sameLaw(e, lawEntry()));
    button.setAttribute("aria-pressed", String(pinned));
    const span = button.querySelector("[data-l]");
    span.dataset.l = pinned ? "law.unpin" : "law.pin";
    span.textContent = T(span.dataset.l);
  }
  document.querySelectorAll("button[data-pin]").forEach((button) => {
    pinState(button);
    button.addEventListener("click", () => {
      const pinned = store.get("bl-pinned", []);
      const kept = pinned.filter((e) => !sameLaw(e, lawEntry()));
      store.set("bl-pinned", kept.length === pinned.length ? [lawEntry(), ...kept] : kept);
      pinState(button);
    });
  });
  document.querySelectorAll("button[data-share]").forEach((button) => button.addEventListener("click", () => {
    const unit = currentUnit();
    const url = location.href.split("#")[0].split("?")[0] + (unit ? "#" + unit : "");
    if (location.protocol === "file:") { // a file of this device: the link opens nowhere else
      history.replaceState(null, "", unit ? "#" + unit : location.pathname);
      toast(T("law.share.local", { url }), 8000);
      return;
    }
    if (navigator.share) { navigator.share({ title: document.title, url }).catch(() => {}); return; }
    const shown = () => toast(url);
    if (navigator.clipboard && window.isSecureContext) navigator.clipboard.writeText(url).then(() => toast(T("law.copied", { ref: unit || lawNumber })), shown);
    else { history.replaceState(null, "", url.slice(url.indexOf("#")) || location.pathname); toast(T("law.in_bar")); }
  }));
  document.querySelectorAll("button[data-print]").forEach((b) => b.addEventListener("click", () => window.print()));
  for (const [id, key] of [["pinned", "bl-pinned"], ["recent", "bl-recent"]]) {
    const section = document.getElementById(id);
    const entries = section ? store.get(key, []) : [];
    if (!entries.length) continue;
    const list = section.querySelector("ul");
    // one run of text, wrapped as words are (the link lays its children out side by side):
    // «Правило 70. Оспоренные претензии · 1987 · рус.»
    const chip = (e) => {
      const li = document.createElement("li"), a = document.createElement("a"), words = document.createElement("span");
      a.href = lawUrl(e.v, e.n);
      const head = document.createElement("span"), version = document.createElement("span");
      head.dataset.n = e.n; version.dataset.v = e.v;
      words.append(head);
      if (e.title) { const t = document.createElement("span"); t.lang = e.lang || "ru"; t.textContent = ". " + e.title; words.append(t); }
      words.append(version);
      a.append(words);
      li.append(a);
      return li;
    };
    for (const e of entries) {
      if (!/^\d{4}-[a-z-]+$/.test(e.v || "") || !/^\d+$/.test(String(e.n))) continue;
      list.append(chip(e));
    }
    section.hidden = !list.children.length;
  }
  // «Правило 75 … · 1987 · рус.» / "Law 75 … · 1987 · Russian", worded now and on every switch
  const wordChips = () => {
    document.querySelectorAll(".mine a span[data-n]").forEach((s) => { s.textContent = T("law.word") + " " + s.dataset.n; });
    document.querySelectorAll(".mine a span[data-v]").forEach((s) => { s.textContent = " · " + versionLabel(s.dataset.v); });
  };
  wordChips();
  document.addEventListener("bl:ui", wordChips);

  performance.mark("bl-interactive"); // every handler is in place: scripts/bench_site.py times this

  // --- offline: service worker and web manifest, only over HTTP ------------------------------
  if (location.protocol.startsWith("http")) {
    const link = document.createElement("link");
    link.rel = "manifest"; link.href = root + "manifest.webmanifest";
    document.head.appendChild(link);
    if ("serviceWorker" in navigator) {
      // Registered once the page has loaded and shown what it was opened for (the search page
      // says so: bl:results): installing fetches the core set, the whole search index with it,
      // and a first visit's search waited behind those hundreds of files.
      const loaded = new Promise((done) => (document.readyState === "complete" ? done() : addEventListener("load", done, { once: true })));
      const shown = document.getElementById("results")
        ? new Promise((done) => { document.addEventListener("bl:results", done, { once: true }); setTimeout(done, 5000); }) : null;
      Promise.all([loaded, shown]).then(() => navigator.serviceWorker.register(root + "sw.js")).then(keepOffline).catch(() => {});
      // active means installed, and installing kept the core and the search index: the header says so
      navigator.serviceWorker.ready.then(() => {
        const badge = document.getElementById("offline");
        if (badge) badge.hidden = false;
      });
    }
  }
  // "Keep a whole edition offline" (home page): the service worker fetches one version's pages
  // and says how far it got; the versions kept are remembered here.
  function keepOffline() {
    const section = document.getElementById("keep-offline");
    if (!section) return;
    const kept = [].concat(store.get("bl-kept", [])).filter((v) => typeof v === "string");
    // (each output found by its version compared, not put in a selector: a planted version broke the query)
    const output = (version) => Array.from(section.querySelectorAll("output[data-kept]")).find((o) => o.dataset.kept === version);
    const say = (version, text) => { const out = output(version); if (out) out.textContent = text; };
    for (const v of kept) say(v, T("offline.kept"));
    navigator.serviceWorker.addEventListener("message", (event) => {
      const m = event.data || {};
      if (!m.version) return;
      if (!m.finished) { say(m.version, T("offline.saving", { done: m.done, n: m.total })); return; }
      say(m.version, T(m.failed ? "offline.failed" : "offline.kept"));
      if (!m.failed) store.set("bl-kept", [...new Set([...store.get("bl-kept", []), m.version])]);
    });
    section.querySelectorAll("button[data-keep]").forEach((button) => button.addEventListener("click", () => {
      const version = button.dataset.keep;
      say(version, T("offline.saving", { done: 0, n: output(version).dataset.total }));
      navigator.serviceWorker.ready.then((reg) => reg.active.postMessage({ keep: version }));
    }));
    section.hidden = false;
  }
})();
