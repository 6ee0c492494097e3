#!/usr/bin/env node
// Prints the gzip size of every file in dist/ and the first-load total: index.html and every local
// file it links, preloads or imports (CSS, JS and its snippets, wasm, icon, manifest, service
// worker). Fails above the budget.
//   node scripts/size-report.mjs [dist-dir]      BUDGET_KB=530 by default: one bundle still
//   carries every game of the shelf (Cleopatra alone was 401.5 KB). Loading each game's code when
//   it is chosen, the next step, brings the shelf back under 391 KB.
import { readFileSync } from "node:fs";
import { join, resolve, dirname } from "node:path";
import { fileURLToPath } from "node:url";
import { gzipSync } from "node:zlib";

import { buildFiles } from "./build-files.mjs";

const root = resolve(dirname(fileURLToPath(import.meta.url)), "..");
const dist = resolve(process.argv[2] ?? join(root, "dist"));
const budgetKb = Number(process.env.BUDGET_KB ?? 530);

let html;
try {
  html = readFileSync(join(dist, "index.html"), "utf8");
} catch {
  console.error(`size-report: no ${dist}/index.html; build first`);
  process.exit(1);
}

// Attribute values (quoted or not, as the minified page has them) and quoted module paths.
const refs = new Set(["index.html"]);
const patterns = [/\b(?:href|src)=(?:"([^"]*)"|'([^']*)'|([^\s>]+))/g, /['"](\.\/[^'"]+)['"]/g];
for (const re of patterns) {
  for (const m of html.matchAll(re)) {
    const url = (m[1] ?? m[2] ?? m[3] ?? "").split(/[?#]/)[0];
    if (url && !/^(?:[a-z]+:|\/\/|\/)/i.test(url)) refs.add(url.replace(/^\.\//, ""));
  }
}

// The JS the page loads imports wasm-bindgen's snippets (ours: src/device.js); the page registers
// the service worker at once. Both belong to the first load too.
for (const ref of [...refs].filter((r) => r.endsWith(".js"))) {
  let js;
  try {
    js = readFileSync(join(dist, ref), "utf8");
  } catch {
    continue;
  }
  for (const m of js.matchAll(/from ['"]\.\/(snippets\/[^'"]+)['"]/g)) refs.add(m[1]);
}
const names = buildFiles(dist);
if (names.includes("sw.js")) refs.add("sw.js");

const kb = (bytes) => `${(bytes / 1024).toFixed(1)} KB`;
const rows = names
  .map((name) => {
    const raw = readFileSync(join(dist, name));
    return { name, raw: raw.length, gz: gzipSync(raw, { level: 9 }).length, first: refs.has(name) };
  })
  .sort((a, b) => a.name.localeCompare(b.name));

console.log(`${"file".padEnd(48)} ${"raw".padStart(10)} ${"gzip".padStart(10)}`);
for (const r of rows) {
  console.log(`${r.name.padEnd(48)} ${kb(r.raw).padStart(10)} ${kb(r.gz).padStart(10)}  ${r.first ? "first load" : ""}`);
}
const missing = [...refs].filter((ref) => !rows.some((r) => r.name === ref));
if (missing.length) {
  console.error(`size-report: index.html refers to missing files: ${missing.join(", ")}`);
  process.exit(1);
}
const total = rows.filter((r) => r.first).reduce((sum, r) => sum + r.gz, 0);
const all = rows.reduce((sum, r) => sum + r.gz, 0);
console.log(`all files: ${kb(all)} gzipped`);
console.log(`first load: ${kb(total)} gzipped (budget ${budgetKb} KB)`);
if (total > budgetKb * 1024) {
  console.error(`size-report: the first load is over the budget of ${budgetKb} KB`);
  process.exit(1);
}
