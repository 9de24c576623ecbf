// The scoring page's calculators (static/scoring.js over data/scoring.js) run by Node, without a
// browser, on the site a test built: the DOM is a stand-in (page_node.js), so only the
// reading of inputs and the arithmetic are exercised. Usage: node scoring_node.js SITE_DIR < calls.json
// calls.json: [["imps", version, text] | ["score", version, contract, vulnerable] |
//              ["matchpoints", text] | ["contract", text], …]
// prints, for each call, {"ok": what BL_CALC returned} or {"refused": code, "message": text}.
"use strict";
const fs = require("fs");
const { nothing, openPage } = require("./page_node.js");

const context = openPage(process.argv[2], "scoring.html", "?ui=en",
                         ["data/labels.js", "data/refs.js", "static/site.js", "data/scoring.js", "static/scoring.js"],
                         { history: nothing,
                           CustomEvent: class { constructor(type, init) { this.type = type; this.detail = init && init.detail; } } });
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
