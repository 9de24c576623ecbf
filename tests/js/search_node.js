// The site's own search (static/search.js over data/search/) run by Node, without a browser: the
// DOM is a stand-in that absorbs whatever the page code does to it, so only the search itself is
// exercised; the parts of the index are read from disk as the page would load them.
// Usage: node search_node.js SITE_DIR < queries.json
// queries.json: [[query, {lang, edition}], …]; prints [[count, suggestion, searched, [each answer in
// order, as "edition-lang-ref" (a ruling: "ruling-ID")], [[kind, term, ["edition-ref" of each law]] of
// each card], the words of a long query left out (0: none)], …]
// or {"lines": [[text, key], …]}; prints each key's value in a key part's table (null: none);
// or {"rounds": [[query, filters], …]}; prints, for each, the parts each round of loading asked for
// (parts stay loaded from one query to the next); or {"nearest": [ref, …]}; prints [[the nearest
// existing refs], …] (what the page names for a ref that does not exist); or {"tables": [[query, filters], …]}; prints, for each, [[version, ref,
// the anchor of the table its result links to, or null], …] for every result (a ruling: "ruling:ID" for
// its ref); or {"answers":
// [[query, filters, most], …]}; prints each query's first `most` hits as [version, ref, law]; or
// {"whys": [[query, filters], …]}; prints each query's first five hits as [version, ref, its "why" line].
"use strict";
const fs = require("fs");
const { openPage, runFile } = require("./page_node.js");

const site = process.argv[2];
const context = openPage(site, "search.html", "", []);
// A part of the index, as the page's <script> would run it.
context.BL_LOAD_PART = (src) => {
  runFile(context, site, src);
  return Promise.resolve();
};
runFile(context, site, "data/search-page.js"); // every script of the search page, as the page loads them
const input = JSON.parse(fs.readFileSync(0, "utf8"));
const S = context.BL_SEARCH;
(async () => {
  let out;
  if (Array.isArray(input)) {
    out = [];
    for (const [query, filters] of input) {
      const r = await S.search(query, filters);
      const answers = await S.answer(query, filters, 10);
      out.push([r.total ?? r.results.length, r.suggestion || null, r.searched || null,
                answers.map((h) => (h.ruling ? "ruling-" + h.ruling : h.version + "-" + h.ref)),
                (r.cards || []).map((c) => [c.kind, c.term, c.laws.map((l) => l.edition + "-" + l.ref)]),
                r.cut ? r.cut.leftOut : 0,
                (r.readings || []).filter((x) => x.score).map((x) => x.score)]);
    }
  } else if (input.rounds) { // [[query, filters], …]: the parts each round of loading asked for, per query
    out = [];
    for (const [query, filters] of input.rounds) {
      const before = S.trace.length;
      await S.search(query, filters);
      out.push(S.trace.slice(before).map(([, names]) => names.split(" ")));
    }
  } else if (input.nearest) {
    out = input.nearest.map((ref) => S.nearestRefs(ref));
  } else if (input.lines) { // [[a key part's table as browser_index.lines writes it, a key], …]: each key's value
    out = input.lines.map(([text, key]) => S.lineValue(text, key) ?? null);
  } else if (input.whys) { // [[query, filters], …]: each of the first five hits' [version, ref, "why" line]
    out = [];
    for (const [query, filters] of input.whys) out.push(await S.whys(query, filters, 5));
  } else if (input.tables) {
    out = [];
    for (const [query, filters] of input.tables) out.push(await S.links(query, filters));
  } else {
    out = [];
    for (const [query, filters, most] of input.answers) {
      out.push((await S.answer(query, filters, most)).map((h) => [h.version, h.ref, h.law]));
    }
  }
  process.stdout.write(JSON.stringify(out));
})().catch((err) => { process.stderr.write(String(err && err.stack || err)); process.exit(1); });
