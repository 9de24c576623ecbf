/* The glossary page: a filter box over every name of every term (both languages, the other
   spellings too), and the order and alphabet bar of the interface's language. The orders come
   from the build (pages.collation_key), so the page and Python sort alike; this file only
   applies them when the reader switches the interface language. */
"use strict";
(function () {
  const list = document.getElementById("glossary");
  const orderEl = document.getElementById("g-order");
  if (!list || !orderEl) return;
  const ORDERS = JSON.parse(orderEl.textContent);
  const T = (key, fields) => (window.BL && window.BL.T ? window.BL.T(key, fields) : key);
  const entries = [...list.querySelectorAll(".g")];
  const byId = new Map(entries.map((e) => [e.id, e]));
  const box = document.getElementById("g-filter"), count = document.getElementById("g-count");
  const nothing = document.getElementById("g-nothing");
  const fold = (s) => s.toLowerCase().replace(/ё/g, "е");

  function sortBy(ui) {
    const order = ORDERS[ui] || ORDERS.ru;
    list.append(...order.map((i) => byId.get("g" + i)).filter(Boolean));
    document.querySelectorAll(".g-letters").forEach((nav) => { nav.hidden = nav.dataset.for !== (ORDERS[ui] ? ui : "ru"); });
  }

  // A word typed matches a name that holds it, or one of its words in another form: the same
  // word but its last few letters («штрафной», «штрафную» for «штрафная»; "revokes" for "revoke")
  const LETTERS = /[\p{L}\p{N}]+/gu;
  const sameWord = (typed, word) => {
    let common = 0;
    while (common < typed.length && common < word.length && typed[common] === word[common]) common += 1;
    return common >= 4 && common >= Math.max(typed.length, word.length) - 3;
  };
  const nameWords = new Map(entries.map((e) => [e, fold(e.dataset.names || "").match(LETTERS) || []]));
  const link = document.getElementById("g-search");

  function filter() {
    const words = fold(box.value).split(/\s+/).filter(Boolean);
    let shown = 0;
    for (const e of entries) {
      const names = fold(e.dataset.names || ""), own = nameWords.get(e);
      e.hidden = !words.every((w) => names.includes(w) || own.some((word) => sameWord(w, word)));
      if (!e.hidden) shown += 1;
    }
    count.textContent = words.length ? T("glossary.shown", { n: shown }) : "";
    nothing.hidden = shown > 0;
    if (link) link.href = "search.html?q=" + encodeURIComponent(box.value.trim()); // the words typed, searched in the text
    document.querySelectorAll(".g-letters").forEach((nav) => nav.classList.toggle("dim", words.length > 0));
  }

  if (box) {
    for (const kind of ["input", "search", "change"]) box.addEventListener(kind, filter);
    // Enter with nothing left to show searches the text instead (the form's action)
    box.form.addEventListener("submit", (event) => { if (entries.some((e) => !e.hidden) && box.value.trim()) event.preventDefault(); });
    if (box.value) filter(); // a value the browser kept on going back
  }
  const ui = () => (window.BL && window.BL.ui ? window.BL.ui() : document.body.dataset.ui);
  if (ui() !== document.documentElement.lang) sortBy(ui());
  document.addEventListener("bl:ui", (event) => sortBy(event.detail));
})();
