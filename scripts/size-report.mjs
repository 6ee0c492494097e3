#!/usr/bin/env node
// Prints the gzip size of every file in dist/, then what each page of the app loads:
// - the first load: index.html (the front door: the shelf's title without the app's code) and every
//   local file it links, preloads or imports (CSS, JS and its snippets, wasm, icon, manifest), plus
//   the service worker it registers at once;
// - each game page (every other *.html) when it is chosen: the page and what it links, in all and
//   beyond what the first load already brought.
// Fails if a page refers to a missing file, or if a load is over its budget.
//   node scripts/size-report.mjs [dist-dir]      BUDGET_KB=120 (the first load) and
//   GAME_BUDGET_KB=515 (what choosing each game page downloads beyond the first load: the game and
//   its table with the computer opponents' side; their search is the worker, reported apart) by default.
//   The game budget rose from 410 with Cleopatra's table as players see it (the board drawn, the
//   mosaic preview, the log by turns, the Offering revealed, the rules help's pictures: +27 KB), and
//   from 440 with Cleopatra's four mini-expansions (their rules, parts drawn, panel, setup, help and
//   words in two languages: +65 KB, of which about 9 KB their words), and from 500 when the third
//   and fourth games joined the shelf (every page knows every game's id, record and shelf words:
//   the Cleopatra page +3.4 KB, to 499.4), and from 510 when the games became plug-ins (the table's
//   crate registers the shelf at run time and reads each game's catalogues through it: every game
//   page +2.2 to +2.8 KB, Cleopatra's to 511.1), and from 512 when the tables began to move (the
//   motion script, 1.7 KB, and its hook, the animations setting and the hints that go on: every
//   game page +5 to +6 KB, Cleopatra's to about 517.7), and from 520 with replays, the motion's
//   rest (the ship, the deck, the Animations menu everywhere) and "Why?" (every game page +19 to
//   +21 KB, Cleopatra's to 538.3). Seven rises: this budget is debt. The first cut back: every
//   game's decisions read through one flat struct instead of a tagged enum's derived reader
//   (Cleopatra's page -16 KB, to 525.4), so the budget came down to 530; and to 520 when a page read
//   a save dealt from its seed without a puzzle's start-position reader (Cleopatra's page -11.6 KB,
//   to 513.7). Then to 515, when the short lists of the rules and the pages were sorted by a small
//   sort of our own, not the standard library's (each list sorted with it had its own copy of its
//   code: Cleopatra's page -10 KB, to 509.8). Next: issue 34's budgets (300 KB beyond the first
//   load).
//   WORKER_BUDGET_KB=150: each game's computer opponents (its worker, with its rules alone).
// The pages are whatever dist/ holds: no list of the games here (scripts/games is the build's).
import { readFileSync } from "node:fs";
import { join, resolve, dirname } from "node:path";
import { fileURLToPath } from "node:url";
import { gzipSync } from "node:zlib";

import { buildFiles } from "./build-files.mjs";

const root = resolve(dirname(fileURLToPath(import.meta.url)), "..");
const dist = resolve(process.argv[2] ?? join(root, "dist"));
const budgetKb = Number(process.env.BUDGET_KB ?? 120);
const gameBudgetKb = Number(process.env.GAME_BUDGET_KB ?? 515);
const workerBudgetKb = Number(process.env.WORKER_BUDGET_KB ?? 150);

const names = buildFiles(dist);
if (!names.includes("index.html")) {
  console.error(`size-report: no ${dist}/index.html; build first`);
  process.exit(1);
}

/** `page` and every local file it links (attribute values, quoted or not as the minified page
 * has them, and quoted module paths), with the wasm-bindgen snippets its JS imports (ours:
 * src/device.js). Paths relative to dist, whether they exist or not. */
function pageFiles(page) {
  const html = readFileSync(join(dist, page), "utf8");
  const refs = new Set([page]);
  const patterns = [/\b(?:href|src)=(?:"([^"]*)"|'([^']*)'|([^\s>]+))/g, /['"](\.\/[^'"]+)['"]/g];
  for (const re of patterns) {
    for (const m of html.matchAll(re)) {
      const url = (m[1] ?? m[2] ?? m[3] ?? "").split(/[?#]/)[0];
      const file = url.replace(/^\.\//, "");
      // (A link to the folder itself, "./", is the front door: a page, not a file this one loads.)
      if (file && !/^(?:[a-z]+:|\/\/|\/)/i.test(url)) refs.add(file);
    }
  }
  for (const ref of [...refs].filter((r) => r.endsWith(".js"))) {
    let js;
    try {
      js = readFileSync(join(dist, ref), "utf8");
    } catch {
      continue;
    }
    for (const m of js.matchAll(/from\s*['"]\.\/(snippets\/[^'"]+)['"]/g)) refs.add(m[1]);
  }
  return refs;
}

// The shelf registers the service worker at once: it belongs to the first load too.
const first = pageFiles("index.html");
if (names.includes("sw.js")) first.add("sw.js");
const games = names.filter((n) => n.endsWith(".html") && n !== "index.html" && !n.includes("/"));
const loads = new Map(games.map((page) => [page, pageFiles(page)]));

const kb = (bytes) => `${(bytes / 1024).toFixed(1)} KB`;
const rows = new Map(
  names.map((name) => {
    const raw = readFileSync(join(dist, name));
    return [name, { name, raw: raw.length, gz: gzipSync(raw, { level: 9 }).length }];
  }),
);
const sorted = [...rows.values()].sort((a, b) => a.name.localeCompare(b.name));

console.log(`${"file".padEnd(48)} ${"raw".padStart(10)} ${"gzip".padStart(10)}  loaded by`);
for (const r of sorted) {
  const by = first.has(r.name) ? ["first load"] : games.filter((page) => loads.get(page).has(r.name));
  console.log(`${r.name.padEnd(48)} ${kb(r.raw).padStart(10)} ${kb(r.gz).padStart(10)}  ${by.join(", ")}`);
}

let failed = false;
const fail = (message) => {
  console.error(`size-report: ${message}`);
  failed = true;
};
for (const [page, files] of [["index.html", first], ...loads]) {
  const missing = [...files].filter((f) => !rows.has(f));
  if (missing.length) fail(`${page} refers to missing files: ${missing.join(", ")}`);
}
const gz = (files) => [...files].reduce((sum, f) => sum + (rows.get(f)?.gz ?? 0), 0);

console.log(`all files: ${kb(gz(names))} gzipped`);
const total = gz(first);
console.log(`first load (index.html): ${kb(total)} gzipped (budget ${budgetKb} KB)`);
if (total > budgetKb * 1024) fail(`the first load is over the budget of ${budgetKb} KB`);
for (const [page, files] of loads) {
  const own = gz(files);
  const beyond = gz([...files].filter((f) => !first.has(f)));
  console.log(
    `${page} when chosen: ${kb(own)} gzipped in all, ${kb(beyond)} beyond the first load (budget ${gameBudgetKb} KB)`,
  );
  if (beyond > gameBudgetKb * 1024) fail(`${page} downloads more than the per-page budget of ${gameBudgetKb} KB`);
}
// Each game's computer opponents: its own worker (bot_worker_GAME.js and its wasm) and the loader
// every game's page starts it from, fetched (and precached) on their own, started when a computer
// plays or a hint is asked.
const loader = "bot_worker_loader.js";
if (!names.includes(loader)) fail(`no computer opponents' worker loader (${loader}) in the build`);
const workers = names.filter((n) => /^bot_worker_[a-z]+\.js$/.test(n) && n !== loader);
if (!workers.length) fail("no computer opponents' worker (bot_worker_GAME.js) in the build");
for (const js of workers) {
  const game = js.slice("bot_worker_".length, -".js".length);
  const files = [js, `bot_worker_${game}_bg.wasm`, loader];
  const size = gz(files);
  const budget = workerBudgetKb;
  console.log(`${game}'s computer opponents (${files.join(", ")}): ${kb(size)} gzipped (budget ${budget} KB)`);
  if (size > budget * 1024) fail(`${game}'s computer opponents are over the budget of ${budget} KB`);
}
if (failed) process.exit(1);
