// The site's own search (static/search.js over data/search-index.js) run by Node, without a
// browser: the DOM is a stand-in that absorbs whatever the page code does to it, so only the
// search itself is exercised. Usage: node search_node.js SITE_DIR < queries.json
// queries.json: [[query, {lang, edition}], …]; prints [[count, suggestion, searched], …]
// or {"nearest": [ref, …]}; prints [[the nearest existing refs], …] (what the page names for a
// ref that does not exist); or {"tables": [[query, filters], …]}; prints, for each, [[version, ref,
// the anchor of the table its result links to, or null], …] for every result
"use strict";
const fs = require("fs");
const path = require("path");
const vm = require("vm");

const site = process.argv[2];
// A stand-in for every DOM object: any property is itself, a call returns itself, it iterates as
// empty and prints as "".
const nothing = new Proxy(function () {}, {
  get: (target, key) => {
    if (key === Symbol.iterator) return function* () {};
    if (key === Symbol.toPrimitive) return () => "";
    if (key === "length") return 0;
    if (key === "then") return undefined;
    return nothing;
  },
  apply: () => nothing,
  construct: () => nothing,
  set: () => true,
});
// A document with no elements (the page scripts check for theirs), its other parts the stand-in.
const noElements = { getElementById: () => null, querySelector: () => null, querySelectorAll: () => [] };
const document = new Proxy(noElements, { get: (target, key) => (key in target ? target[key] : nothing) });
const context = { console, URLSearchParams, performance, location: { search: "", hash: "", pathname: "/search.html", protocol: "file:", href: "file:///search.html" },
                  document, navigator: nothing, localStorage: nothing, addEventListener: () => {} };
context.window = context;
vm.createContext(context);
for (const file of ["data/search-index.js", "data/refs.js", "static/site.js", "static/search.js"]) {
  vm.runInContext(fs.readFileSync(path.join(site, file), "utf8"), context, { filename: file });
}
const input = JSON.parse(fs.readFileSync(0, "utf8"));
const out = Array.isArray(input)
  ? input.map(([query, filters]) => {
    const r = context.BL_SEARCH.search(query, filters);
    return [r.results.length, r.suggestion || null, r.searched || null];
  })
  : input.nearest ? input.nearest.map((ref) => context.BL_SEARCH.nearestRefs(ref))
  : input.tables.map(([query, filters]) => {
    const r = context.BL_SEARCH.search(query, filters);
    const d = (h) => context.BL_INDEX.docs[h.doc];  // a ruling (no ref of its own) by its id
    return r.results.map((h) => [d(h)[0], d(h)[2] || (d(h)[10] ? "ruling:" + d(h)[10][0] : ""),
                                 context.BL_SEARCH.tableOf(h.doc, r.plan)]);
  });
process.stdout.write(JSON.stringify(out));
