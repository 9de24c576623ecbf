// The first three answers as the site's search chooses them (static/rank.js: lean, lead), run
// by Node on the site a test built: usage: node leaning_node.js SITE_DIR < calls.json
// calls.json: [[table, words (each a list of terms), laws of the units in the order of the evidence], …] where table is
// searchindex.leaning.table's (its rows as lists); prints, for each call, [[law, rank] of
// lean's ranks, [law, share] of its shares, the positions lead puts first].
"use strict";
const fs = require("fs");
const { nothing, openPage } = require("./page_node.js");

const context = openPage(process.argv[2], "search.html", "", ["data/search-spec.js", "static/rank.js"], { history: nothing });
const RK = context.BL_RANK;
const out = JSON.parse(fs.readFileSync(0, "utf8")).map(([table, words, laws]) => {
  const leant = RK.lean(table, (t) => (Object.hasOwn(table.terms, t) ? table.terms[t] : undefined), words);
  const units = laws.map((law, doc) => ({ doc }));
  const led = RK.lead(units, (doc) => laws[doc], leant);
  const moved = led.slice(0, laws.length).map((u) => u.doc);
  return [[...leant.ranks.entries()], [...leant.shares.entries()], moved];
});
process.stdout.write(JSON.stringify(out));
