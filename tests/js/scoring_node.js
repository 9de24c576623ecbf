// The scoring page's calculators (static/scoring.js over data/scoring.js) run by Node, without a
// browser, on the site a test built: the DOM is a stand-in (as in search_node.js), so only the
// reading of inputs and the arithmetic are exercised. Usage: node scoring_node.js SITE_DIR < calls.json
// calls.json: [["imps", version, text] | ["score", version, contract, vulnerable] |
//              ["matchpoints", text] | ["contract", text], …]
// prints, for each call, {"ok": what BL_CALC returned} or {"refused": code, "message": text}.
"use strict";
const fs = require("fs");
const path = require("path");
const vm = require("vm");

const site = process.argv[2];
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
const noElements = { getElementById: () => null, querySelector: () => null, querySelectorAll: () => [] };
const document = new Proxy(noElements, { get: (target, key) => (key in target ? target[key] : nothing) });
const context = { console, URLSearchParams, performance,
                  location: { search: "?ui=en", hash: "", pathname: "/scoring.html", protocol: "file:", href: "file:///scoring.html" },
                  document, navigator: nothing, localStorage: nothing, addEventListener: () => {}, history: nothing,
                  CustomEvent: class { constructor(type, init) { this.type = type; this.detail = init && init.detail; } } };
context.window = context;
vm.createContext(context);
for (const file of ["data/labels.js", "data/refs.js", "static/site.js", "data/scoring.js", "static/scoring.js"]) {
  vm.runInContext(fs.readFileSync(path.join(site, file), "utf8"), context, { filename: file });
}
const C = context.BL_CALC;
const calls = {
  imps: (version, text) => C.imps(version, text),
  score: (version, text, vul) => C.score(version, text, vul),
  matchpoints: (text) => C.matchpoints(text),
  contract: (text) => C.parseContract(text),
};
const out = JSON.parse(fs.readFileSync(0, "utf8")).map(([name, ...args]) => {
  try {
    return { ok: calls[name](...args) };
  } catch (err) {
    if (!(err instanceof C.Refused)) throw err;
    return { refused: err.code, message: err.message };
  }
});
process.stdout.write(JSON.stringify(out));
