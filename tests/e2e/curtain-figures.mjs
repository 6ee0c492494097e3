// Figures, not a test: what lowering the curtain and taking a stall cost on a phone-class CPU.
// Plays a 3-player Cleopatra game at phone size with Chromium's CPU slowed 4×, timing every click
// to the next paint, and prints the median, p95 and max for the curtain's button and the stalls'
// Take buttons.
//   node tests/e2e/curtain-figures.mjs <base url> [curtains]
import { chromium } from "playwright-core";
import { newGame, rng, step } from "./driver.mjs";

const [base = "http://127.0.0.1:4301", turns = "18"] = process.argv.slice(2);
const browser = await chromium.launch({
  executablePath: process.env.CHROMIUM ?? "/usr/bin/chromium",
  args: ["--no-sandbox", "--disable-background-networking", "--disable-dev-shm-usage"],
});
const page = await browser.newPage({ viewport: { width: 390, height: 844 }, deviceScaleFactor: 2 });
await page.addInitScript(() => {
  window.__clicks = [];
  document.addEventListener(
    "click",
    (e) => {
      const t0 = performance.now();
      const kind = e.target.closest?.(".curtain") ? "curtain" : e.target.closest?.(".stall") ? "stall" : "other";
      requestAnimationFrame(() => setTimeout(() => window.__clicks.push({ kind, ms: performance.now() - t0 })));
    },
    true,
  );
});
await newGame(page, { names: ["Ana", "Bruno", "Carla"], seed: 7, at: base + "/" });
const cdp = await page.context().newCDPSession(page);
await cdp.send("Emulation.setCPUThrottlingRate", { rate: 4 });
const rand = rng(7);
let curtains = 0;
while (curtains < Number(turns)) {
  if ((await step(page, rand)) === "curtain") curtains++;
  if ((await page.locator(".end-screen").count()) > 0) break;
}
const clicks = await page.evaluate(() => window.__clicks);
for (const kind of ["curtain", "stall", "other"]) {
  const ms = clicks.filter((c) => c.kind === kind).map((c) => c.ms).sort((a, b) => a - b);
  if (ms.length === 0) continue;
  const q = (p) => ms[Math.min(ms.length - 1, Math.floor(p * ms.length))].toFixed(0);
  console.log(`${kind}: ${ms.length} clicks at 4× CPU slowdown, 390×844: click to next paint median ${q(0.5)} ms, p95 ${q(0.95)} ms, max ${q(1)} ms`);
}
await browser.close();
