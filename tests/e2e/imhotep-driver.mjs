// Plays Imhotep through the UI the way a table would: every touch is one the screen lights.
import { expect } from "@playwright/test";

import { countAll, painted, replayDownload, rng, shelfButton } from "./driver.mjs";

/** The end screen's totals, by player. */
export async function endTotals(page) {
  const names = (await page.locator(".score-table thead th").allInnerTexts()).slice(1).map((s) => s.trim());
  const totals = (await page.locator(".score-table tfoot td").allInnerTexts()).map((s) => s.trim().replace("−", "-"));
  return Object.fromEntries(names.map((n, i) => [n, Number(totals[i])]));
}

/** The core's verdict on the downloaded record. */
export async function coreTotals(page) {
  const summary = await replayDownload(page);
  expect(summary.game).toBe("imhotep");
  return Object.fromEntries(summary.players.map((p) => [p.name, p.score]));
}

/** Everything a player may touch now to move the game on (never Undo, Cancel or Hint). */
const choices = [
  ".keep-sheet .keep-cards .btn",
  ".site-body .btn.primary",
  ".dock-here.primary",
  ".place.lit",
  ".sail-button.lit",
  ".play-card.lit",
  ".status-actions .btn:not(.undo):not(.cancel-choice):not(.hint-button):not([aria-disabled='true'])",
].join(", ");

/**
 * What the decision bar offers to decline now: "skip" when a Skip button shows (the prompt must
 * then say so), "card" or "stones" when it is a pyramid's card or stones bonus (its taking shows
 * beside the Skip), or null.
 */
export async function declinable(page) {
  const bar = page.locator(".status-actions");
  if ((await bar.getByRole("button", { name: "Skip", exact: true }).count()) === 0) return null;
  await expect(page.locator(".status-bar .advice")).toContainText("or skip");
  if (await bar.getByRole("button", { name: "Take the top card", exact: true }).count()) return "card";
  if (await bar.locator(".btn.primary", { hasText: /^Take \d stones?$/ }).count()) return "stones";
  return "skip";
}

/** Whether the last touch lowered the curtain (per page). */
const revealed = new WeakMap();

/** One touch: lower the curtain, or pick one of the lit choices. Returns false at the end. */
export async function imStep(page, rand) {
  const on = await countAll(page, { end: ".end-screen", curtain: ".curtain", pair: ".keep-sheet", options: choices });
  if (on.end) return false;
  if (on.curtain) {
    // Nothing of the face-down pair shows before its taker lowers the curtain.
    expect(on.pair, "no face-down pair behind the curtain").toBe(0);
    await page.locator(".curtain .btn.primary").click();
    await painted(page);
    revealed.set(page, true);
    return true;
  }
  // The pair's cards show only right after their taker lowered the curtain.
  if (on.pair) {
    expect(revealed.get(page), "the pair shows only behind the curtain").toBe(true);
  }
  revealed.set(page, false);
  expect(on.options, "some choice is always lit").toBeGreaterThan(0);
  await page.locator(choices).nth(Math.floor(rand() * on.options)).click();
  await painted(page);
  return true;
}

/** Opens a new Imhotep game with these players, sides ("ABBAB", site order) and seed. */
export async function newImhotep(page, { names, sides, wrath, seed }) {
  await page.goto(`/?seed=${seed}`);
  await shelfButton(page, "imhotep", "New game").click();
  await page.getByRole("button", { name: String(names.length), exact: true }).click();
  for (const [i, name] of names.entries()) await page.getByLabel(`Name of player ${i + 1}`).fill(name);
  for (const [i, side] of [...sides].entries()) {
    await page.locator(".side-row").nth(i).getByRole("button", { name: `Side ${side}` }).click();
  }
  if (wrath) await page.getByLabel("Wrath of the Pharaoh").check();
  await page.getByRole("button", { name: "Start" }).click();
  await expect(page.locator(".game-screen.imhotep")).toBeVisible();
}


// What the shared specs run for Imhotep (see games.mjs).

/** a11y.spec: the setup, the table, a ship sailing and the end screen, each checked. */
export const a11yTour = {
  title: "Imhotep: setup, table, sailing, the end: no serious a11y violations",
  timeout: 180_000,
  async tour(page, check) {
    await page.goto("/?seed=31");
    await shelfButton(page, "imhotep", "New game").click();
    await expect(page.locator(".im-options")).toBeVisible();
    await check("Imhotep setup");
    await newImhotep(page, { names: ["Ana", "Bruno"], sides: "BBBBB", wrath: true, seed: 31 });
    await check("Imhotep table");
    // Play until a ship can sail, then look at the sites offering to dock it.
    const rand = rng(31);
    while ((await page.locator(".sail-button.lit").count()) === 0) await imStep(page, rand);
    await page.locator(".sail-button.lit").first().click();
    await expect(page.locator(".dock-here").first()).toBeVisible();
    await check("Imhotep table while sailing");
    await page.locator(".cancel-choice").click();
    while (await imStep(page, rand));
    await expect(page.locator(".end-screen.imhotep")).toBeVisible();
    await check("Imhotep end screen");
  },
};

/** computers.spec: one person against three computers of each level, at a phone's size. */
export const againstComputers = {
  title: "one person against three computers plays Imhotep to the end",
  timeout: 300_000,
  viewport: { width: 390, height: 844 },
  seed: 32,
  levels: [null, "easy", "normal", "hard"],
  step: imStep,
  // Stones unloaded at a site fly there from their ship.
  flights: /^im-(t|b|o|oh|ot|p)\d/,
  async checkEnd(page, steps) {
    expect(steps).toBeGreaterThan(10);
    expect(await endTotals(page)).toEqual(await coreTotals(page));
  },
};
