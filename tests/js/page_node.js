// A page of the built site run by Node, without a browser, for the harnesses beside this file
// (search_node.js, scoring_node.js): the DOM is a stand-in that absorbs whatever the page code does
// to it, so only what the scripts compute is exercised.
"use strict";
const fs = require("fs");
const path = require("path");
const vm = require("vm");

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

// The page `page` of the site in `site` ("search.html", with `search` as its query string), with
// `files` of the site run in it in order as its <script>s would run them; `extra`: more globals.
function openPage(site, page, search, files, extra = {}) {
  const context = { console, URLSearchParams, performance,
                    location: { search, hash: "", pathname: "/" + page, protocol: "file:", href: "file:///" + page },
                    document, navigator: nothing, localStorage: nothing, addEventListener: () => {}, ...extra };
  context.window = context;
  vm.createContext(context);
  for (const file of files) runFile(context, site, file);
  return context;
}

function runFile(context, site, file) {
  vm.runInContext(fs.readFileSync(path.join(site, file), "utf8"), context, { filename: file });
}

module.exports = { nothing, openPage, runFile };
