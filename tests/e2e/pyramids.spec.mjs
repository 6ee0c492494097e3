// A whole Silver & Gold: Pyramids game played only through the UI, at phone size: the setup keep
// behind the curtain, marks by tapping squares, replacements from the display, the end's scores;
// a reload mid-game resumes the same moment.
import { test, expect } from "@playwright/test";

import { rng } from "./driver.mjs";
import { newPyramids, pyStep } from "./pyramids-driver.mjs";

test("a whole 2-player Pyramids game through the UI, and a reload resumes", async ({ page }) => {
  test.setTimeout(240_000);
  await page.setViewportSize({ width: 390, height: 844 });
  const errors = [];
  page.on("pageerror", (e) => errors.push(e.message));
  await newPyramids(page, { names: ["Ana", "Bruno"], seed: 21 });
  const rand = rng(21);
  let steps = 0;
  let reloaded = false;
  while (await pyStep(page, rand)) {
    steps += 1;
    expect(steps, "the game ends").toBeLessThan(800);
    if (!reloaded && steps >= 40 && (await page.locator(".py-cards.big").count())) {
      const before = await page.locator(".status-bar .advice").innerText();
      const progress = await page.locator(".game-screen.pyramids .top-area").innerText();
      await page.reload();
      await expect(page.locator(".game-screen.pyramids, .curtain").first()).toBeVisible();
      if (await page.locator(".curtain").count()) await page.locator(".curtain .btn.primary").click();
      await expect(page.locator(".status-bar .advice")).toHaveText(before);
      expect(await page.locator(".game-screen.pyramids .top-area").innerText()).toBe(progress);
      reloaded = true;
    }
  }
  expect(reloaded).toBe(true);
  const totals = await page.locator(".py-scores tbody .total").allInnerTexts();
  expect(totals).toHaveLength(2);
  for (const t of totals) expect(Number(t.replace("−", "-"))).not.toBeNaN();
  await expect(page.locator(".winner")).toContainText("wins");
  expect(errors).toEqual([]);
});
