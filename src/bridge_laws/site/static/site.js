/* Every page: jump to a ref, "/" to search, copy-link buttons, reference previews,
   switching edition or language on the same unit, offline support over HTTP. */
"use strict";
(function () {
  const root = document.body.dataset.root || "";
  const here = document.body.dataset.version || null;

  // --- refs: a port of refs.canonical() -------------------------------------------------
  // Cyrillic look-alikes typed for Latin letters: «45С1» is 45C1, «45Е» is 45E.
  const LOOKALIKES = { "А": "A", "В": "B", "С": "C", "Е": "E", "Н": "H", "а": "A", "в": "B", "с": "C", "е": "E" };
  const LAW_WORD = /^(?:laws?|правил(?:о|а|у|ом|е|ам|ами|ах)|§)/i;
  const USER_REF = /^([1-9]\d{0,2})(?: ?([A-Ha-hАВСЕНавсе])(?: ?([1-9]\d?))?(?: ?\( ?([A-Za-zАВСЕНавсе]) ?\)(?: ?\( ?([1-9]\d?) ?\))?)?)?$/;
  const letter = (s) => (s === undefined ? "" : (LOOKALIKES[s] || s).toUpperCase());
  function canonical(text) {
    let s = String(text).replace(/\s+/g, " ").trim();
    const word = s.match(LAW_WORD);
    if (word) s = s.slice(word[0].length);
    if (s.startsWith(" ")) s = s.slice(1);
    const m = s.match(USER_REF);
    if (!m) return null;
    return m[1] + letter(m[2]) + (m[3] ? String(Number(m[3])) : "") +
      (m[4] ? "(" + letter(m[4]) + ")" : "") + (m[5] ? "(" + Number(m[5]) + ")" : "");
  }
  // 45C4(B) → 45C4 → 45C → 45 → null
  function parentRef(ref) {
    const m = ref.match(/^(\d+)([A-H])?(\d+)?(\([A-Z]\))?(\(\d+\))?$/);
    if (!m) return null;
    const parts = m.slice(1).filter((p) => p !== undefined);
    return parts.length > 1 ? parts.slice(0, -1).join("") : null;
  }
  const versions = () => Object.keys(window.BL_REFS || {});
  const has = (version, ref) => ((window.BL_REFS || {})[version] || []).includes(ref);
  // The page of a ref: this page's version first, then the others; the exact unit, else its parent.
  function locate(ref, prefer) {
    const order = [prefer || here || "1987-ru", ...versions()].filter((v, i, a) => v && a.indexOf(v) === i);
    for (let r = ref; r; r = parentRef(r)) {
      for (const v of order) if (has(v, r)) return { version: v, ref: r, exact: r === ref };
    }
    return null;
  }
  const unitUrl = (hit) => root + hit.version + "/" + hit.ref.match(/^\d+/)[0] + ".html#" + hit.ref;
  window.BL = { canonical, parentRef, locate, unitUrl };

  // --- jump boxes: the header search box jumps when it holds a ref -------------------------
  function jumpTarget(text) {
    const ref = canonical(text);
    return ref ? locate(ref) : null;
  }
  document.querySelectorAll("form.find, form#jump").forEach((form) => {
    form.addEventListener("submit", (event) => {
      const input = form.querySelector("input");
      const hit = jumpTarget(input.value);
      if (hit) {
        event.preventDefault();
        location.href = unitUrl(hit);
      } else if (form.id === "jump") {
        event.preventDefault();
        const out = document.getElementById("jump-msg");
        out.textContent = canonical(input.value) ? "Такого пункта нет." : "Это не номер пункта: например 75D2 или 45C4(b).";
      }
    });
  });

  // --- "/" focuses search ---------------------------------------------------------------------
  document.addEventListener("keydown", (event) => {
    if (event.key !== "/" || event.ctrlKey || event.metaKey || event.altKey) return;
    const t = event.target;
    if (t.isContentEditable || /^(INPUT|TEXTAREA|SELECT)$/.test(t.tagName)) return;
    const box = document.getElementById("sq") || document.getElementById("q");
    if (box) { event.preventDefault(); box.focus(); box.select(); }
  });

  // --- copy link --------------------------------------------------------------------------------
  function toast(text) {
    let el = document.getElementById("toast");
    if (!el) {
      el = document.createElement("div");
      el.id = "toast"; el.className = "toast"; el.setAttribute("role", "status");
      document.body.appendChild(el);
    }
    el.textContent = text; el.hidden = false;
    clearTimeout(toast.timer);
    toast.timer = setTimeout(() => { el.hidden = true; }, 1800);
  }
  document.addEventListener("click", (event) => {
    const button = event.target.closest("button.copy");
    if (!button) return;
    const url = location.href.split("#")[0] + "#" + button.dataset.ref;
    history.replaceState(null, "", "#" + button.dataset.ref);
    const done = () => toast("Ссылка скопирована: " + button.dataset.ref);
    const fallback = () => toast("Ссылка — в адресной строке");
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
    const ver = document.createElement("span"); ver.className = "pv"; ver.textContent = " · " + p.v;
    const body = document.createElement("p"); body.textContent = p.t; body.lang = p.l;
    pop.append(head, ver, body);
    if (lastPointer === "touch") {
      const go = document.createElement("a"); go.href = link.href; go.textContent = "Открыть →"; go.className = "go";
      pop.append(go);
    }
    pop.hidden = false;
    const r = link.getBoundingClientRect();
    const width = Math.min(360, document.documentElement.clientWidth - 16);
    pop.style.width = width + "px";
    pop.style.left = Math.max(8, Math.min(r.left + scrollX, scrollX + document.documentElement.clientWidth - width - 8)) + "px";
    pop.style.top = (r.bottom + scrollY + 6) + "px";
    shownFor = link;
  }
  function hide() { if (pop) pop.hidden = true; shownFor = null; }
  document.addEventListener("pointerdown", (e) => { lastPointer = e.pointerType || "mouse"; }, true);
  document.addEventListener("mouseover", (e) => { const a = e.target.closest("a[data-p]"); if (a && lastPointer === "mouse") show(a); });
  document.addEventListener("mouseout", (e) => { const a = e.target.closest("a[data-p]"); if (a && !pop.contains(e.relatedTarget)) hide(); });
  document.addEventListener("focusin", (e) => { const a = e.target.closest("a[data-p]"); if (a) show(a); else if (!pop || !pop.contains(e.target)) hide(); });
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
    const hash = decodeURIComponent(location.hash.slice(1));
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

  // --- offline: service worker and web manifest, only over HTTP ------------------------------
  if (location.protocol.startsWith("http")) {
    const link = document.createElement("link");
    link.rel = "manifest"; link.href = root + "manifest.webmanifest";
    document.head.appendChild(link);
    if ("serviceWorker" in navigator) {
      navigator.serviceWorker.register(root + "sw.js").catch(() => {});
    }
  }
})();
