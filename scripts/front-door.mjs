#!/usr/bin/env node
// Writes the front door of a build, `index.html`: the shelf's page (`shelf.html`) without the app's
// code (its module script and the preloads of its JS and wasm), with static/front-door.js inlined
// last, which imports the app's device.js (a few KB of JS, no wasm) for the install offer and the
// service worker. A release build's shelf page holds the title as a picture (scripts/prerender.mjs runs
// first), which the script makes work without the code; a debug build's has none, and its front
// door passes every visit on to shelf.html. scripts/build.sh runs it after every page is built:
//   node scripts/front-door.mjs [build-dir]
import { readFileSync, writeFileSync } from "node:fs";
import { dirname, join, resolve } from "node:path";
import { fileURLToPath } from "node:url";

const root = resolve(dirname(fileURLToPath(import.meta.url)), "..");
const build = resolve(process.argv[2] ?? join(root, "dist"));

const shelf = readFileSync(join(build, "shelf.html"), "utf8");
// The app's device.js (install offer, service worker), as the shelf's code imports it.
const code = shelf.match(/['"]\.\/(nile-web-[0-9a-f]+\.js)['"]/);
if (!code) throw new Error("front-door: shelf.html names no code of the app");
const device = readFileSync(join(build, code[1]), "utf8").match(/from\s*['"](\.\/snippets\/[^'"]+\/device\.js)['"]/);
if (!device) throw new Error(`front-door: ${code[1]} imports no device.js`);
const modules = /<script type="?module"?>[\s\S]*?<\/script>/g;
const preloads = /<link\b[^>]*\brel="?(?:modulepreload|preload)"?[^>]*>/g;
if ((shelf.match(modules) ?? []).length !== 1) throw new Error("front-door: shelf.html should load its code from one module script");
const script = readFileSync(join(root, "static", "front-door.js"), "utf8").replace("__DEVICE_JS__", device[1]);
const end = shelf.lastIndexOf("</body>");
if (end < 0) throw new Error("front-door: no </body> in shelf.html");
const door = shelf.slice(0, end).replace(modules, "").replace(preloads, "") + `<script>${script}</script>` + shelf.slice(end);
if (/_bg\.wasm|nile-web-[0-9a-f]+\.js/.test(door)) throw new Error("front-door: index.html still names the app's code");
writeFileSync(join(build, "index.html"), door);
console.log(`front-door: index.html, ${(door.length / 1024).toFixed(1)} KB, without the app's code`);
