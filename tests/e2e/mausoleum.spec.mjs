// Whole Mausoleum games played only through the UI, at phone and tablet sizes: every choice is one
// the screen lights, no card shows behind the curtain, the end screen's points equal the rules
// core's for the downloaded record, and a reload mid-game resumes the same moment.
import { test, expect } from "@playwright/test";
import { mkdirSync } from "node:fs";
import { dirname, resolve } from "node:path";
import { fileURLToPath } from "node:url";

import { outOfView, reportClicks, rng, timeClicks } from "./driver.mjs";
import { corePoints, endPoints, mauStep as step, newMausoleum } from "./mausoleum-driver.mjs";

const here = dirname(fileURLToPath(import.meta.url));
const shots = resolve(here, "screenshots");
const root = resolve(here, "../..");
mkdirSync(shots, { recursive: true });

// The tablet game changes house rules from both parts of the new-game screen: the help at the
// table names them, and the core's replay of the record (which carries them) agrees on the points.
for (const { label, names, rules, seed, size } of [
  { label: "mausoleum-2-players-phone", names: ["Ana", "Bruno"], rules: [], seed: 21, size: [390, 844] },
  {
    label: "mausoleum-4-players-tablet",
    names: ["Ana", "Bruno", "Carla", "Davi"],
    rules: ["Defend from hand", "Invasion into your hand", "No final lap"],
    seed: 22,
    size: [820, 1180],
  },
]) {
  test(`a whole ${label} game through the UI matches the core, and a reload resumes`, async ({ page }) => {
    test.setTimeout(180_000);
    await page.setViewportSize({ width: size[0], height: size[1] });
    await timeClicks(page);
    const latencies = [];
    const errors = [];
    page.on("pageerror", (e) => errors.push(e.message));
    await newMausoleum(page, { names, seed, rules });
    const rand = rng(seed);
    let steps = 0;
    let reloaded = false;
    while (await step(page, rand)) {
      steps += 1;
      expect(steps, "the game ends").toBeLessThan(600);
      // A moment with the table on screen, not behind the curtain (which lies over it).
      const table = (await page.locator(".game-screen.mausoleum").count()) && !(await page.locator(".curtain").count());
      if (steps >= 30 && !reloaded && table) {
        reloaded = true;
        const log = await page.locator(".log-lines li").allInnerTexts();
        await page.screenshot({ path: resolve(shots, `${label}-${steps}.png`), fullPage: true });
        latencies.push(...(await page.evaluate(() => window.__clickFigures())));
        await page.reload();
        await expect(page.locator(".game-screen.mausoleum, .curtain").first()).toBeVisible();
        if (await page.locator(".curtain").count()) await page.locator(".curtain .btn.primary").click();
        await expect(page.locator(".log-lines li")).toHaveText(log);
        // The rules help says which house rules this table plays.
        await page.getByRole("button", { name: "Help", exact: true }).click();
        const atTable = page.locator(".mau-table-rules");
        if (rules.length) {
          await expect(atTable.locator("li strong")).toHaveText(rules);
          if (rules.includes("Invasion into your hand")) {
            await expect(page.locator(".mau-card-effects")).toContainText("into your hand");
          }
        } else {
          await expect(atTable).toContainText("This table plays the defaults");
        }
        await page.keyboard.press("Escape");
        await expect(page.locator(".sheet")).toHaveCount(0);
      }
    }
    await page.screenshot({ path: resolve(shots, `${label}-end.png`), fullPage: true });
    expect(await endPoints(page)).toEqual(await corePoints(page));
    latencies.push(...(await page.evaluate(() => window.__clickFigures())));
    reportClicks(root, label, latencies);
    // The end screen opens the game's replay.
    await page.locator(".end-screen .end-buttons").getByRole("button", { name: "Replay", exact: true }).click();
    await expect(page.locator(".replay-screen .replay-title")).toHaveText("Replay · " + names.join(" · "));
    expect(errors).toEqual([]);
  });
}

test("a turn's choices are in view on tablets, without scrolling (issue 36)", async ({ page }) => {
  test.setTimeout(60_000);
  await page.setViewportSize({ width: 1024, height: 768 });
  await newMausoleum(page, { names: ["Ana", "Bruno", "Carla", "Davi"], seed: 9 });
  const rand = rng(9);
  for (let i = 0; i < 12; i++) await step(page, rand);
  while ((await page.locator(".curtain").count()) > 0 || (await page.locator(".mau-hand button.mau-card").count()) === 0) {
    expect(await step(page, rand)).toBe(true);
  }
  // The hand's cards and the bar's buttons.
  for (const size of [{ width: 1024, height: 768 }, { width: 820, height: 1180 }]) {
    await page.setViewportSize(size);
    await page.evaluate(() => [document.scrollingElement, ...document.querySelectorAll("*")].forEach((e) => e.scrollTop && (e.scrollTop = 0)));
    expect(await outOfView(page, ".mau-hand button.mau-card, .status-actions .btn"), `at ${size.width}×${size.height}`).toEqual([]);
  }
});
