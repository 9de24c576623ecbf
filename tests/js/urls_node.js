// The site's URLs as its scripts make them (static/site.js over data/refs.js's BL_URLS), run by
// Node on the site a test built: usage: node urls_node.js SITE_DIR < calls.json
// calls.json: [["unit", version, ref] | ["law", version, law, ref or null] | ["ruling", id] | ["canonical", text], …]
// prints, for each call, the path window.BL gives (from the site root: a root page's `root` is ""),
// or the ref it reads.
"use strict";
const fs = require("fs");
const { nothing, openPage } = require("./page_node.js");

const context = openPage(process.argv[2], "index.html", "", ["data/labels.js", "data/refs.js", "data/search-spec.js", "static/site.js"],
                         { history: nothing });
const BL = context.BL;
const calls = {
  unit: (version, ref) => BL.unitUrl({ version, ref }),
  law: (version, law, ref) => BL.lawUrl(version, law, ref),
  ruling: (id) => BL.rulingUrl(id),
  canonical: (text) => BL.canonical(text), // a ref as typed, read (refs.canonical)
};
process.stdout.write(JSON.stringify(JSON.parse(fs.readFileSync(0, "utf8")).map(([name, ...args]) => (name === "canonical" ? calls[name](...args) : String(calls[name](...args))))));
