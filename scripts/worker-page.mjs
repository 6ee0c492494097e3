// A blank page of the built app in headless Chromium, from which scripts start the computer
// opponents' worker (bot_worker_loader.js) and time it: scripts/bot-bench.mjs, scripts/rules-bench.mjs;
// and the browser and the games list the other scripts share (prerender.mjs, lighthouse.mjs).
import { readFileSync } from "node:fs";
import { dirname, resolve } from "node:path";
import { fileURLToPath } from "node:url";
import { createRequire } from "node:module";

export const root = resolve(dirname(fileURLToPath(import.meta.url)), "..");
export const require = createRequire(resolve(root, "tests/e2e/package.json"));

/** The games of the shelf, in shelf order: the `game` rows of scripts/games. */
export function shelfGames() {
  return readFileSync(resolve(root, "scripts/games"), "utf8")
    .split("\n")
    .filter((l) => l.startsWith("game "))
    .map((l) => l.split(/\s+/)[1]);
}

/** Calls `use(browser, base)` with headless Chromium and `dist` served at `base`, then closes
 * both. */
export async function withBrowser(dist, use) {
  const { chromium } = require("playwright-core");
  const { serve, stop } = await import(resolve(root, "tests/e2e/serve.mjs"));
  const server = await serve(resolve(dist), 0);
  const browser = await chromium.launch({
    executablePath: process.env.CHROMIUM ?? "/usr/bin/chromium",
    args: ["--no-sandbox", "--disable-background-networking", "--disable-dev-shm-usage"],
  });
  try {
    return await use(browser, `http://127.0.0.1:${server.address().port}/`);
  } finally {
    await browser.close();
    await stop(server);
  }
}

/** Calls `use(page)` with a page served from `dist`, then closes everything. */
export function withWorkerPage(dist, use) {
  return withBrowser(dist, async (browser, base) => {
    const page = await browser.newPage();
    await page.goto(`${base}worker-page-blank`);
    return await use(page);
  });
}
