// A blank page of the built app in headless Chromium, from which scripts start the computer
// opponents' worker (bot_worker_loader.js) and time it: scripts/bot-bench.mjs, scripts/rules-bench.mjs.
import { dirname, resolve } from "node:path";
import { fileURLToPath } from "node:url";
import { createRequire } from "node:module";

export const root = resolve(dirname(fileURLToPath(import.meta.url)), "..");
export const require = createRequire(resolve(root, "tests/e2e/package.json"));

/** Calls `use(page)` with a page served from `dist`, then closes everything. */
export async function withWorkerPage(dist, use) {
  const { chromium } = require("playwright-core");
  const { serve, stop } = await import(resolve(root, "tests/e2e/serve.mjs"));
  const server = await serve(resolve(dist), 0);
  const browser = await chromium.launch({
    executablePath: process.env.CHROMIUM ?? "/usr/bin/chromium",
    args: ["--no-sandbox", "--disable-background-networking", "--disable-dev-shm-usage"],
  });
  try {
    const page = await browser.newPage();
    await page.goto(`http://127.0.0.1:${server.address().port}/worker-page-blank`);
    return await use(page);
  } finally {
    await browser.close();
    await stop(server);
  }
}
