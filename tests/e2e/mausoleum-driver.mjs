// Plays the Mausoleum card game through the UI the way a table would: every touch is one the
// screen lights (a lit card of the hand, then one of its options; a button of the bar).
import { expect } from "@playwright/test";

import { countAll, countFlights, flights, painted, playAlone, replayDownload, rng, shelfButton } from "./driver.mjs";

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
  const lit = ".mau-hand button.mau-card.lit";
  const bar = ".status-actions .btn:not(.undo):not(.cancel-choice):not(.hint-button):not([aria-disabled='true'])";
  const on = await countAll(page, { end: ".end-screen", curtain: ".curtain", hand: ".mau-hand, .mau-options-sheet", lit, bar });
  if (on.end > 0) return false;
  if (on.curtain > 0) {
    // The table beneath shows only what everyone sees: the areas, never a hand.
    expect(on.hand, "no hand behind the curtain").toBe(0);
    // The curtain covers it from taps.
    const underneath = await page.evaluate(() =>
      document.querySelector(".game-screen.mausoleum").contains(document.elementFromPoint(innerWidth / 2, innerHeight / 2)),
    );
    expect(underneath, "the table is covered").toBe(false);
    await page.locator(".curtain .btn.primary").click();
    // Whoever holds the device now took no decision since it was passed: nothing is theirs to take
    // back, and the Undo looks it before any tap.
    const undo = page.locator(".status-bar .undo");
    if ((await undo.count()) > 0) await expect(undo).toHaveAttribute("aria-disabled", "true");
    return true;
  }
  const [cards, buttons] = [on.lit, on.bar];
  expect(cards + buttons, "some choice is always lit").toBeGreaterThan(0);
  if (cards > 0 && (buttons === 0 || rand() < 0.8)) {
    // The table stays as it is under a card's options: the same elements, not built again.
    await page.evaluate(() => (window.__mauTable = document.querySelector(".mau-grid > .mau-table")));
    await page.locator(lit).nth(Math.floor(rand() * cards)).click();
    const options = page.locator(".mau-option-list .btn");
    if ((await options.count()) > 0) {
      const kept = await page.evaluate(() => document.querySelector(".mau-grid > .mau-table") === window.__mauTable);
      expect(kept, "the table is not rebuilt when a card's options open").toBe(true);
      await options.nth(Math.floor(rand() * (await options.count()))).click();
    }
  } else {
    await page.locator(bar).nth(Math.floor(rand() * buttons)).click();
  }
  return true;
}

// What the shared specs run for the Mausoleum (see games.mjs).

/** a11y.spec: the setup, the curtain, the table, a card's options and the end screen, each checked. */
export const a11yTour = {
  title: "Mausoleum: setup, curtain, table, a card's options, the end: no serious a11y violations",
  timeout: 180_000,
  async tour(page, check) {
    await page.goto("/mausoleum.html?new=mausoleum&seed=41");
    await expect(page.locator(".mau-options")).toBeVisible();
    await check("Mausoleum setup");
    await newMausoleum(page, { names: ["Ana", "Bruno", "Carla"], seed: 41 });
    await expect(page.locator(".curtain")).toBeVisible();
    await check("Mausoleum curtain");
    await page.locator(".curtain .btn.primary").click();
    await check("Mausoleum table");
    await page.locator(".mau-hand button.mau-card.lit").first().click();
    await expect(page.locator(".mau-options-sheet")).toBeVisible();
    await check("Mausoleum card options");
    await page.locator(".mau-options-sheet .cancel-choice").click();
    const rand = rng(41);
    while (await mauStep(page, rand));
    await expect(page.locator(".end-screen.mausoleum")).toBeVisible();
    await check("Mausoleum end screen");
  },
};

/** embed.spec: from the shelf in the host page's frame, against a computer, through a reload. */
export const embeddedGame = {
  title: "from the shelf in a phone-sized frame, a Mausoleum game against a computer plays to the end and survives a reload",
  timeout: 120_000,
  async play({ page, baseURL, openHost, steady, expectFollows, shot }) {
    await page.setViewportSize({ width: 360, height: 640 });
    await countFlights(page);
    const seed = 49;
    const rand = rng(seed);
    // Sandboxed, so the host page keeps the game: the Mausoleum's page asks it as Cleopatra's does.
    let frame = await openHost(page, baseURL, { seed, sandbox: true });
    await shelfButton(frame, "mausoleum", "New game").click();
    await expect(frame.locator(".new-game-screen")).toBeVisible();
    expect(new URL(frame.url()).pathname).toBe("/mausoleum.html");
    expect(await frame.evaluate(() => document.documentElement.className)).toContain("embedded");
    await steady(page);
    await frame.getByRole("button", { name: "2", exact: true }).click();
    await frame.locator(".seat").nth(1).locator(".player-pick").selectOption({ label: "Computer · easy" });
    await frame.getByRole("button", { name: "Start" }).click();
    await expect(frame.locator(".game-screen.mausoleum")).toBeVisible();
    await frame.locator(".computer-pace select").selectOption({ label: "Fast pace" });
    await expectFollows(page, frame);
    expect(await frame.evaluate(() => document.documentElement.scrollWidth <= innerWidth)).toBe(true);
    await expect(frame.locator(".status-bar")).toBeInViewport();
    await shot("embed-mausoleum-phone.png");

    // Some turns, then the reader comes back to the post later: the same game, at the same moment.
    let steps = 0;
    for (; steps < 8; steps++) {
      await expect(frame.locator(".computer-bar.busy")).toHaveCount(0, { timeout: 30_000 });
      await steady(page);
      await mauStep(frame, rand);
    }
    await expect(frame.locator(".computer-bar.busy")).toHaveCount(0, { timeout: 30_000 });
    await painted(frame);
    const log = await frame.locator(".log-lines li").allInnerTexts();
    const kept = await page.evaluate(() => Object.keys(localStorage).filter((k) => k.startsWith("embedded-cleopatra:")));
    expect(kept).toEqual(expect.arrayContaining(["embedded-cleopatra:cleopatra.current"]));
    expect(kept.filter((k) => k.startsWith("embedded-cleopatra:cleopatra.game."))).toHaveLength(1);
    await page.reload();
    frame = page.frames().find((f) => f.parentFrame() === page.mainFrame());
    // The game opens again by itself (no curtain: one person alone with a computer).
    await expect(frame.locator(".game-screen.mausoleum")).toBeVisible();
    await expect(frame.locator(".log-lines li")).toHaveText(log);

    await playAlone(frame, async (f, r) => {
      await steady(page);
      await mauStep(f, r);
    }, rand);
    await steady(page);
    // The computer's cards were drawn flying to its area (since the reload).
    expect((await flights(frame)).filter((f) => /^mau-(a|x)1-/.test(f)).length, "the computer's cards fly to its area").toBeGreaterThan(0);
    const shown = await endPoints(frame);
    // The game ended as its text says: once the pile ran out, play went on until nobody could act,
    // and the computer and the reader still laid cards then.
    // (The end screen's log shows the newest lines first.)
    const lines = await frame.locator(".log-lines li").allTextContents();
    expect(lines[0]).toBe("The game is over.");
    const emptied = lines.indexOf("The draw pile is empty: play on until nobody can act.");
    expect(emptied, "the pile ran out").toBeGreaterThan(0);
    const after = lines.slice(0, emptied);
    const played = after.filter((l) => / (builds|plays|raises|sets|takes) /.test(l));
    expect(played.length, `cards played after the pile ran out: ${after.join(" / ")}`).toBeGreaterThan(0);
    const summary = await replayDownload(page, frame);
    expect(summary.game).toBe("mausoleum");
    expect(Object.fromEntries(summary.players.map((p) => [p.name, p.score]))).toEqual(shown);
    await expectFollows(page, frame);
  },
};
