// Whole Imhotep games played only through the UI, B sides mixed in: every choice is one the
// screen lights. The end screen's totals must equal the rules core's for the same seed and
// actions (the `cleo` tool replays the downloaded record), a reload mid-game resumes the same
// moment, and the pair of Market B is never on screen while the curtain is up.
import { test, expect } from "@playwright/test";
import { mkdirSync } from "node:fs";
import { dirname, resolve } from "node:path";
import { fileURLToPath } from "node:url";

import { reportClicks, rng, timeClicks } from "./driver.mjs";
import { coreTotals, declinable, endTotals, imStep as step, newImhotep } from "./imhotep-driver.mjs";

const here = dirname(fileURLToPath(import.meta.url));
const shots = resolve(here, "screenshots");
const root = resolve(here, "../..");
mkdirSync(shots, { recursive: true });

for (const { label, names, sides, wrath, seed, size } of [
  { label: "imhotep-2-players", names: ["Ana", "Bruno"], sides: "BBABB", wrath: false, seed: 11, size: [390, 844] },
  { label: "imhotep-4-players", names: ["Ana", "Bruno", "Carla", "Davi"], sides: "AABBA", wrath: true, seed: 12, size: [1024, 768] },
]) {
  test(`a whole ${label} game through the UI matches the core, and reloads resume`, async ({ page }) => {
    test.setTimeout(240_000);
    await page.setViewportSize({ width: size[0], height: size[1] });
    await timeClicks(page);
    const errors = [];
    page.on("pageerror", (e) => errors.push(e.message));
    await newImhotep(page, { names, sides, wrath, seed });
    const rand = rng(seed);
    let steps = 0;
    const latencies = [];
    const reloads = [60, 150];
    // The decisions that may be declined on the way (Pyramids B's bonuses: each with a Skip).
    const offers = { skip: 0, card: 0, stones: 0 };
    for (;;) {
      const offer = await declinable(page);
      if (offer) offers[offer] += 1;
      if (!(await step(page, rand))) break;
      steps += 1;
      expect(steps, "the game ends").toBeLessThan(1500);
      // Reload at a moment with the table on screen (not behind the curtain).
      // (and no choice of several steps under way: that lives only on the screen).
      const table = await page.locator(".game-screen.imhotep").count();
      const choosing = await page.locator(".cancel-choice").count();
      if (steps >= reloads[0] && table && !choosing) {
        reloads.shift();
        reloads.push(Infinity);
        // A reload opens the same moment: same log, same prompt.
        const log = await page.locator(".log-lines li").allInnerTexts();
        const prompt = await page.locator(".status-bar .advice").innerText();
        await page.screenshot({ path: resolve(shots, `${label}-${steps}.png`), fullPage: true });
        latencies.push(...(await page.evaluate(() => window.__clickFigures())));
        await page.reload();
        await expect(page.locator(".game-screen.imhotep, .curtain")).toBeVisible();
        if (await page.locator(".curtain").count()) await page.locator(".curtain .btn.primary").click();
        await expect(page.locator(".log-lines li")).toHaveText(log);
        await expect(page.locator(".status-bar .advice")).toHaveText(prompt);
      }
    }
    console.log(`${label}: decisions with a Skip ${JSON.stringify(offers)}`);
    if (sides[1] === "B") {
      expect(offers.skip + offers.card + offers.stones, `bonuses offered: ${JSON.stringify(offers)}`).toBeGreaterThan(0);
    } else {
      expect(offers).toEqual({ skip: 0, card: 0, stones: 0 });
    }
    await page.screenshot({ path: resolve(shots, `${label}-end.png`), fullPage: true });
    expect(await endTotals(page)).toEqual(await coreTotals(page));
    latencies.push(...(await page.evaluate(() => window.__clickFigures())));
    reportClicks(root, label, latencies);
    expect(errors).toEqual([]);
  });
}
