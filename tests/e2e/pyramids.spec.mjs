// A whole Silver & Gold: Pyramids game played only through the UI, at phone size: the setup keep
// behind the curtain, marks by tapping squares, replacements from the display, the end's scores;
// a reload mid-game resumes the same moment; the record downloaded at the end replays (cleo) to the
// scores shown.
import { test, expect } from "@playwright/test";

import { replayDownload, rng } from "./driver.mjs";
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
  const totals = await page.locator(".py-scores tfoot .total").allInnerTexts();
  expect(totals).toHaveLength(2);
  for (const t of totals) expect(Number(t.replace("−", "-"))).not.toBeNaN();
  await expect(page.locator(".winner")).toContainText("wins");
  // Each player's column explains the total: the five items add up to it.
  const rows = await page.locator(".py-scores tbody tr").count();
  expect(rows).toBe(5);
  for (let col = 0; col < 2; col++) {
    let sum = 0;
    for (let r = 0; r < rows; r++) {
      const pts = await page.locator(".py-scores tbody tr").nth(r).locator("td .py-pts").nth(col).innerText();
      sum += Number(pts.replace("−", "-"));
    }
    expect(sum).toBe(Number(totals[col].replace("−", "-")));
  }
  // The record downloaded at the end replays in the core to exactly the scores shown, per player.
  const names = await page.locator(".py-scores thead .py-name").allInnerTexts();
  const shown = Object.fromEntries(names.map((n, i) => [n.trim(), Number(totals[i].trim().replace("−", "-"))]));
  const summary = await replayDownload(page);
  expect(summary.game).toBe("pyramids");
  expect(Object.fromEntries(summary.players.map((p) => [p.name, p.score]))).toEqual(shown);
  expect(errors).toEqual([]);
});

// Accessibility (axe-core, WCAG 2 A/AA and best practices) on the Pyramids screens: the setup,
// the keep, the marking with squares chosen, and the end. Serious or critical violations fail.
import { createRequire } from "node:module";

const axePath = createRequire(import.meta.url).resolve("axe-core/axe.min.js");

async function axeBlocking(page) {
  await page.evaluate(() => new Promise((r) => requestAnimationFrame(() => setTimeout(r))));
  if (!(await page.evaluate(() => typeof window.axe === "object"))) await page.addScriptTag({ path: axePath });
  const results = await page.evaluate(() =>
    window.axe.run(document, {
      runOnly: { type: "tag", values: ["wcag2a", "wcag2aa", "wcag21a", "wcag21aa", "wcag22aa", "best-practice"] },
      resultTypes: ["violations"],
    }),
  );
  return results.violations
    .filter((v) => v.impact === "serious" || v.impact === "critical")
    .map((v) => `${v.impact} ${v.id}: ${v.nodes.slice(0, 3).map((n) => n.target.join(" ")).join(" | ")}`);
}

test("Pyramids screens: no serious accessibility violations", async ({ page }) => {
  test.setTimeout(180_000);
  await page.goto("/pyramids.html?new=pyramids&seed=33");
  await expect(page.locator(".py-options")).toBeVisible();
  expect.soft(await axeBlocking(page), "setup").toEqual([]);
  await page.getByRole("button", { name: "Start" }).click();
  const rand = rng(33);
  await pyStep(page, rand); // the curtain
  await expect(page.locator(".py-hand")).toBeVisible();
  expect.soft(await axeBlocking(page), "keep").toEqual([]);
  while (!(await page.locator(".py-cards.big").count())) await pyStep(page, rand);
  await page.locator(".py-cards.big g.open").first().click();
  expect.soft(await axeBlocking(page), "marking").toEqual([]);
  while (await pyStep(page, rand));
  await expect(page.locator(".pyramids-end")).toBeVisible();
  expect.soft(await axeBlocking(page), "end").toEqual([]);
});
