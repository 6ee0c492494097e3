// Figures, not a test: what lowering the curtain and taking a stall cost on a phone-class CPU.
// Plays a 3-player Cleopatra game at phone size with Chromium's CPU slowed 4×, timing every click
// to the next paint, and prints the median, p95 and max for the curtain's button and the stalls'
// Take buttons.
//   node tests/e2e/curtain-figures.mjs <dist dir> [curtains]
import { chromium } from "playwright-core";
import { newGame, rng, step } from "./driver.mjs";
import { serve, stop } from "./serve.mjs";

const [dist = "dist", turns = "18"] = process.argv.slice(2);
const server = await serve(dist, 0);
const base = `http://127.0.0.1:${server.address().port}`;
const browser = await chromium.launch({
  executablePath: process.env.CHROMIUM ?? "/usr/bin/chromium",
  args: ["--no-sandbox", "--disable-background-networking", "--disable-dev-shm-usage"],
});
const page = await browser.newPage({ viewport: { width: 390, height: 844 }, deviceScaleFactor: 2 });
await page.addInitScript(() => {
  window.__clicks = [];
  // The app's own handling of a click (Event Timing's processing: the render included).
  window.__processing = new Map();
  new PerformanceObserver((list) => {
    for (const e of list.getEntries()) {
      if (e.name === "click") window.__processing.set(e.startTime, e.processingEnd - e.processingStart);
    }
  }).observe({ type: "event", durationThreshold: 16, buffered: true });
  document.addEventListener(
    "click",
    (e) => {
      const [t0, key] = [performance.now(), e.timeStamp];
      const kind = e.target.closest?.(".curtain") ? "curtain" : e.target.closest?.(".stall") ? "stall" : "other";
      requestAnimationFrame(() => setTimeout(() => window.__clicks.push({ kind, key, ms: performance.now() - t0 })));
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
const clicks = await page.evaluate(() =>
  window.__clicks.map((c) => ({ ...c, handling: window.__processing.get(c.key) ?? 0 })),
);
for (const kind of ["curtain", "stall", "other"]) {
  const of = clicks.filter((c) => c.kind === kind);
  if (of.length === 0) continue;
  const quantiles = (xs) => {
    const sorted = [...xs].sort((a, b) => a - b);
    return (p) => sorted[Math.min(sorted.length - 1, Math.floor(p * sorted.length))].toFixed(0);
  };
  const [q, h] = [quantiles(of.map((c) => c.ms)), quantiles(of.map((c) => c.handling))];
  console.log(
    `${kind}: ${of.length} clicks at 4× CPU slowdown, 390×844: click to next paint median ${q(0.5)} ms, ` +
      `p95 ${q(0.95)} ms, max ${q(1)} ms; of it the app's handling (render included) median ${h(0.5)} ms, p95 ${h(0.95)} ms`,
  );
}
await browser.close();
await stop(server);
