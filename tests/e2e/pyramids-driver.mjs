// Plays Silver & Gold: Pyramids through the UI the way a table would: every touch is one the
// screen offers (a lit square to mark, a card to keep or take).
import { expect } from "@playwright/test";

import { countAll, painted, replayDownload, rng, shelfButton } from "./driver.mjs";

/** Opens a new Pyramids game with these players and seed. */
export async function newPyramids(page, { names, seed }) {
  await page.goto(`/pyramids.html?new=pyramids&seed=${seed}`);
  await page.getByRole("button", { name: String(names.length), exact: true }).click();
  for (const [i, name] of names.entries()) await page.getByLabel(`Name of player ${i + 1}`).fill(name);
  await page.getByRole("button", { name: "Start" }).click();
}

/** One touch: lower the curtain, keep two cards, mark a lit square, or take a card. False at the end. */
export async function pyStep(page, rand) {
  await painted(page);
  const choices = { open: ".py-cards.big g.open", take: ".card-button.take" };
  const on = await countAll(page, { end: ".end-screen", curtain: ".curtain", hand: ".py-hand", ...choices });
  if (on.end) return false;
  if (on.curtain) {
    // Nobody's setup hand shows while the curtain is up.
    expect(on.hand, "no setup hand behind the curtain").toBe(0);
    await page.locator(".curtain .btn.primary").click();
    return true;
  }
  if (on.hand) {
    const cards = page.locator(".py-hand .card-button");
    const first = Math.floor(rand() * 4);
    await cards.nth(first).click();
    await cards.nth((first + 1 + Math.floor(rand() * 3)) % 4).click();
    await page.locator(".status-actions .btn.primary").click();
    return true;
  }
  // Squares left chosen (by a test looking at the screen) are cleared first.
  const clear = page.getByRole("button", { name: "Clear", exact: true });
  if (await clear.count()) {
    await clear.click();
    Object.assign(on, await countAll(page, choices));
  }
  if (on.open > 0) {
    await page.locator(choices.open).nth(Math.floor(rand() * on.open)).click();
    await page.locator(".status-actions .btn.primary").click();
    return true;
  }
  if (on.take > 0) {
    await page.locator(choices.take).nth(Math.floor(rand() * on.take)).click();
    return true;
  }
  const blind = page.getByRole("button", { name: "Take the top card of the deck" });
  expect(await blind.count(), "some choice is always offered").toBeGreaterThan(0);
  await blind.click();
  return true;
}

/** A score as the screen writes it ("−3" with a minus sign) as a number. */
const points = (t) => Number(t.trim().replace("−", "-"));

/**
 * The end screen's totals by player; checks each player's column explains its total (the five
 * items add up to it).
 */
export async function pyEndTotals(page) {
  const totals = (await page.locator(".py-scores tfoot .total").allInnerTexts()).map(points);
  const names = (await page.locator(".py-scores thead .py-name").allInnerTexts()).map((n) => n.trim());
  expect(totals).toHaveLength(names.length);
  for (const t of totals) expect(t).not.toBeNaN();
  const rows = page.locator(".py-scores tbody tr");
  expect(await rows.count()).toBe(5);
  for (let col = 0; col < names.length; col++) {
    let sum = 0;
    for (let r = 0; r < 5; r++) sum += points(await rows.nth(r).locator("td .py-pts").nth(col).innerText());
    expect(sum, `${names[col]}'s items add up to the total`).toBe(totals[col]);
  }
  return Object.fromEntries(names.map((n, i) => [n, totals[i]]));
}

/** The core's verdict on the downloaded record, by player (`from`: the frame, when embedded). */
export async function pyCoreTotals(page, from = page) {
  const summary = await replayDownload(page, from);
  expect(summary.game).toBe("pyramids");
  return Object.fromEntries(summary.players.map((p) => [p.name, p.score]));
}

// What the shared specs run for Pyramids (see games.mjs).

/**
 * computers.spec: Pyramids decides in secret and at the same time: the person keeps and marks
 * while the computers do, with no curtain, at a landscape tablet's size. (A computer may end the
 * game between the loop's look and the person's step: then the step does nothing.)
 */
export const againstComputers = {
  title: "one person against three computers plays Pyramids to the end on a tablet",
  timeout: 300_000,
  viewport: { width: 1024, height: 768 },
  seed: 34,
  levels: [null, "easy", "normal", "hard"],
  step: pyStep,
  // A computer's mark draws in on its card.
  flights: /^py-p[1-3]-\d+-m\d+$/,
  async checkEnd(page, steps) {
    expect(steps).toBeGreaterThan(10);
    const shown = await pyEndTotals(page);
    expect(Object.keys(shown)).toEqual(["Player 1", "Computer 2", "Computer 3", "Computer 4"]);
    expect(await pyCoreTotals(page)).toEqual(shown);
  },
};

/** embed.spec: a solo game in a laptop-sized frame, to the best score kept. */
export const embeddedGame = {
  title: "a solo Pyramids game plays whole in a laptop-sized frame, with the best score kept",
  timeout: 120_000,
  async play({ page, baseURL, openHost, steady, expectFollows, shot }) {
    await page.setViewportSize({ width: 800, height: 600 });
    const seed = 50;
    const rand = rng(seed);
    const frame = await openHost(page, baseURL, { seed });
    await shelfButton(frame, "pyramids", "New game").click();
    await expect(frame.locator(".new-game-screen")).toBeVisible();
    await frame.getByRole("group", { name: "Players" }).getByRole("button", { name: "1", exact: true }).click();
    await steady(page);
    await frame.getByRole("button", { name: "Start" }).click();
    await expect(frame.locator(".game-screen.pyramids, .curtain").first()).toBeVisible();
    let steps = 0;
    let looked = false;
    while (await pyStep(frame, rand)) {
      steps += 1;
      expect(steps, "the game ends").toBeLessThan(300);
      if (!looked && (await frame.locator(".py-cards.big").count())) {
        looked = true;
        expect(await frame.evaluate(() => document.documentElement.scrollWidth <= innerWidth)).toBe(true);
        await expectFollows(page, frame);
        await steady(page);
        await expect(frame.locator(".status-bar")).toBeInViewport();
        await shot("embed-pyramids-solo.png");
      }
      await steady(page);
    }
    expect(looked).toBe(true);
    const shown = await pyEndTotals(frame);
    await expect(frame.locator(".end-screen")).toContainText("A new best solo score");
    expect(await pyCoreTotals(page, frame)).toEqual(shown);
  },
};
