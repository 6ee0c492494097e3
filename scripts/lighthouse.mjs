// Figures: Lighthouse's mobile performance (its default profile: simulated slow 4G, a mid-range
// phone) on the shelf and on each game's new-game page, the build served gzipped as an ordinary
// static host serves it. Each page is loaded cold (Lighthouse empties the cache first), three runs
// each; prints the median score, LCP and bytes transferred.
//   node scripts/lighthouse.mjs <dist> [game ...]     (the games of scripts/games by default)
import { createServer } from "node:http";
import { readFile } from "node:fs/promises";
import { extname, join, normalize, resolve } from "node:path";
import { pathToFileURL } from "node:url";
import { gzipSync } from "node:zlib";
import { root, shelfGames } from "./worker-page.mjs";

const modules = resolve(root, "tests/e2e/node_modules");
const { default: lighthouse } = await import(pathToFileURL(join(modules, "lighthouse/core/index.js")).href);
const chromeLauncher = await import(pathToFileURL(join(modules, "chrome-launcher/dist/index.js")).href);

const dist = resolve(process.argv[2] ?? join(root, "dist"));
const games = process.argv.length > 3 ? process.argv.slice(3) : shelfGames();
const RUNS = 3;

const types = { ".html": "text/html; charset=utf-8", ".js": "text/javascript", ".css": "text/css", ".wasm": "application/wasm", ".svg": "image/svg+xml", ".webmanifest": "application/manifest+json", ".json": "application/json", ".png": "image/png" };
const server = createServer(async (req, res) => {
  const path = decodeURIComponent(new URL(req.url, "http://x").pathname);
  const file = join(dist, normalize(path).replace(/^(\.\.[/\\])+/, ""), path.endsWith("/") ? "index.html" : "");
  try {
    let body = await readFile(file);
    const headers = { "content-type": types[extname(file)] ?? "application/octet-stream", "cache-control": "no-cache" };
    if (/\bgzip\b/.test(req.headers["accept-encoding"] ?? "") && extname(file) !== ".png") {
      body = gzipSync(body, { level: 9 });
      headers["content-encoding"] = "gzip";
    }
    res.writeHead(200, headers);
    res.end(body);
  } catch {
    res.writeHead(404).end();
  }
});
await new Promise((done) => server.listen(0, "127.0.0.1", done));
const base = `http://127.0.0.1:${server.address().port}/`;

const chrome = await chromeLauncher.launch({
  chromePath: process.env.CHROMIUM ?? "/usr/bin/chromium",
  chromeFlags: ["--headless=new", "--no-sandbox", "--disable-gpu", "--disable-background-networking", "--disable-component-update", "--disable-sync", "--no-first-run"],
});
const median = (xs) => [...xs].sort((a, b) => a - b)[Math.floor(xs.length / 2)];
const pages = [["shelf", ""], ...games.map((g) => [g, `${g}.html?new=${g}`])];
console.log(`Lighthouse ${RUNS} runs a page, mobile profile, served gzipped; medians:`);
try {
  for (const [name, path] of pages) {
    const runs = [];
    for (let i = 0; i < RUNS; i++) {
      const { lhr } = await lighthouse(base + path, { port: chrome.port, logLevel: "error", onlyCategories: ["performance"] });
      runs.push({
        score: Math.round(lhr.categories.performance.score * 100),
        lcp: lhr.audits["largest-contentful-paint"].numericValue / 1000,
        kib: lhr.audits["total-byte-weight"].numericValue / 1024,
        fcp: lhr.audits["first-contentful-paint"].numericValue / 1000,
        tbt: lhr.audits["total-blocking-time"].numericValue,
        cls: lhr.audits["cumulative-layout-shift"].numericValue,
        // The element Lighthouse names for the LCP (Lighthouse 11 cannot always name it with Debian's newer Chromium: then none.)
        element: lhr.audits["largest-contentful-paint-element"]?.details?.items?.[0]?.items?.[0]?.node?.selector,
      });
    }
    const line = `${name.padEnd(10)} score ${median(runs.map((r) => r.score))} (${runs.map((r) => r.score).join(", ")}), LCP ${median(runs.map((r) => r.lcp)).toFixed(1)} s, ${median(runs.map((r) => r.kib)).toFixed(0)} KiB transferred; ` +
      `FCP ${median(runs.map((r) => r.fcp)).toFixed(1)} s, TBT ${median(runs.map((r) => r.tbt)).toFixed(0)} ms, CLS ${median(runs.map((r) => r.cls)).toFixed(3)}; ${runs[0].element ? `LCP element ${runs[0].element}` : ""}`;
    console.log(line);
  }
} finally {
  await chrome.kill();
  server.close();
}
