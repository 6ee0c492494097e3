#!/usr/bin/env node
// Writes the service worker of a build: static/service-worker.js with VERSION (a hash of every
// file of the build) and PRECACHE (their paths) filled in, as `sw.js` at the build's root.
// scripts/build.sh runs it once on dist/ after building every page (index.html, the shelf, and the
// game pages beside it); it can also be run on any build folder:
//   node scripts/precache.mjs [build-dir]
import { createHash } from "node:crypto";
import { readFileSync, writeFileSync } from "node:fs";
import { dirname, join, resolve } from "node:path";
import { fileURLToPath } from "node:url";

import { buildFiles } from "./build-files.mjs";

const root = resolve(dirname(fileURLToPath(import.meta.url)), "..");
const build = resolve(process.argv[2] ?? join(root, "dist"));
const template = readFileSync(join(root, "static", "service-worker.js"), "utf8");
const WORKER = "sw.js";

// Every file of the build but the worker itself, as a path relative to the worker ("./…").
const paths = buildFiles(build).filter((path) => path !== WORKER);
if (!paths.includes("index.html")) {
  console.error(`precache: no index.html in ${build}`);
  process.exit(1);
}
const hash = createHash("sha256");
for (const path of paths) hash.update(path).update("\0").update(readFileSync(join(build, path)));
const version = hash.digest("hex").slice(0, 16);

const filled = template
  .replace('"__VERSION__"', JSON.stringify(version))
  .replace('["__PRECACHE__"]', JSON.stringify(paths.map((p) => `./${p}`)));
if (filled.includes("__VERSION__") || filled.includes("__PRECACHE__")) {
  console.error("precache: the template's markers were not all filled in");
  process.exit(1);
}
writeFileSync(join(build, WORKER), filled);
console.log(`precache: ${WORKER} version ${version}, ${paths.length} files`);
