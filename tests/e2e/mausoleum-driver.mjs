// Plays the Mausoleum card game through the UI the way a table would: every touch is one the
// screen lights (a lit card of the hand, then one of its options; a button of the bar).
import { expect } from "@playwright/test";

import { replayDownload } from "./driver.mjs";

/** The end screen's points, by player; each player's explanation adds up to their points. */
export async function endPoints(page) {
  const rows = page.locator(".end-screen.mausoleum .score-table tbody tr");
  const out = {};
  for (let i = 0; i < (await rows.count()); i++) {
    const name = (await rows.nth(i).locator("th").innerText()).trim();
    const points = Number((await rows.nth(i).locator("td .mau-pts").innerText()).trim());
    // The line under the points explains them: sets at 8 each, the bonus, the Mausolus.
    const how = await rows.nth(i).locator("td .mau-how").innerText();
    const sets = Number(how.match(/(\d+) sets? × 8/)?.[1] ?? 0);
    const extra = [...how.matchAll(/\+(\d+)/g)].reduce((sum, m) => sum + Number(m[1]), 0);
    expect(sets * 8 + extra, `${name}: ${how}`).toBe(points);
    out[name] = points;
  }
  return out;
}

/** The core's verdict on the downloaded record. */
export async function corePoints(page) {
  const summary = await replayDownload(page);
  expect(summary.game).toBe("mausoleum");
  return Object.fromEntries(summary.players.map((p) => [p.name, p.score]));
}

/**
 * Opens a new Mausoleum game with these players and seed, from the game's own page, with the
 * house rules whose labels are in `rules` (those under "More house rules" unfolded first).
 */
export async function newMausoleum(page, { names, seed, rules = [] }) {
  await page.goto(`/mausoleum.html?new=mausoleum&seed=${seed}`);
  await page.getByRole("button", { name: String(names.length), exact: true }).click();
  for (const [i, name] of names.entries()) await page.getByLabel(`Name of player ${i + 1}`).fill(name);
  for (const rule of rules) {
    const box = page.getByLabel(rule, { exact: true });
    if (!(await box.isVisible())) await page.locator(".mau-more-rules summary").click();
    await box.check();
  }
  await page.getByRole("button", { name: "Start" }).click();
  await expect(page.locator(".game-screen.mausoleum, .curtain").first()).toBeVisible();
}

/**
 * One decision: lifts the curtain (checking no hand shows beneath it), or plays a lit card and
 * one of its options, or a button of the bar. Returns false at the end.
 */
export async function mauStep(page, rand) {
  if ((await page.locator(".end-screen").count()) > 0) return false;
  if ((await page.locator(".curtain").count()) > 0) {
    // The table beneath shows only what everyone sees: the areas, never a hand.
    expect(await page.locator(".mau-hand, .mau-options-sheet").count(), "no hand behind the curtain").toBe(0);
    // The curtain covers it from taps.
    const underneath = await page.evaluate(() =>
      document.querySelector(".game-screen.mausoleum").contains(document.elementFromPoint(innerWidth / 2, innerHeight / 2)),
    );
    expect(underneath, "the table is covered").toBe(false);
    await page.locator(".curtain .btn.primary").click();
    return true;
  }
  const lit = page.locator(".mau-hand button.mau-card.lit");
  const bar = page.locator(".status-actions .btn:not(.undo):not(.cancel-choice):not(.hint-button):not([aria-disabled='true'])");
  const cards = await lit.count();
  const buttons = await bar.count();
  expect(cards + buttons, "some choice is always lit").toBeGreaterThan(0);
  if (cards > 0 && (buttons === 0 || rand() < 0.8)) {
    // The table stays as it is under a card's options: the same elements, not built again.
    await page.evaluate(() => (window.__mauTable = document.querySelector(".mau-grid > .mau-table")));
    await lit.nth(Math.floor(rand() * cards)).click();
    const options = page.locator(".mau-option-list .btn");
    if ((await options.count()) > 0) {
      const kept = await page.evaluate(() => document.querySelector(".mau-grid > .mau-table") === window.__mauTable);
      expect(kept, "the table is not rebuilt when a card's options open").toBe(true);
      await options.nth(Math.floor(rand() * (await options.count()))).click();
    }
  } else {
    await bar.nth(Math.floor(rand() * buttons)).click();
  }
  return true;
}
