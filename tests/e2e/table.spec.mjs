// The Cleopatra table as players see it between turns: each player is told everything since they
// last looked, the log has room of its own on tablets and desktops, and every turn's end (its last
// refill card, leaving the quarry) leaves the player a last look (and an undo) before the device
// goes on, and the curtain has a way out to the shelf.
import { test, expect } from "@playwright/test";
import { mkdirSync } from "node:fs";
import { dirname, resolve } from "node:path";
import { fileURLToPath } from "node:url";

import { countFlights, flights, newGame, outOfView, rng, step, watchTheTable } from "./driver.mjs";

const shots = resolve(dirname(fileURLToPath(import.meta.url)), "screenshots");
mkdirSync(shots, { recursive: true });

const names = ["Ana", "Bruno", "Carla"];

test("three players: every player hears of each turn since their last look, and the log has room", async ({ page }) => {
  test.setTimeout(240_000);
  const errors = [];
  page.on("pageerror", (e) => errors.push(e.message));
  await page.setViewportSize({ width: 1024, height: 768 });
  await newGame(page, { names, seed: 5 });
  const rand = rng(5);
  const table = watchTheTable(names);
  let curtains = 0;
  while (curtains < 3 * names.length) if ((await step(page, rand, null, table.look)) === "curtain") curtains++;
  table.check({ rounds: names.length, offering: false });
  // At the table: the newest turn first, under its heading, and a log tall enough to read.
  for (const size of [{ width: 1024, height: 768 }, { width: 1440, height: 900 }]) {
    await page.setViewportSize(size);
    const log = page.locator(".log");
    await log.scrollIntoViewIfNeeded();
    const box = await log.boundingBox();
    expect(box.height, `the log's height at ${size.width}×${size.height}`).toBeGreaterThanOrEqual(200);
    const first = await log.locator(".log-turn-title").first().innerText();
    expect(first).toBe(`${await page.locator(".turn-title").innerText()}`);
    // The top bar stays on one line.
    const bar = await page.locator(".top-bar").boundingBox();
    expect(bar.height, `the top bar at ${size.width} keeps to one line`).toBeLessThan(72);
    await page.getByRole("button", { name: "Leave the game" }).click();
    expect((await page.locator(".top-bar").boundingBox()).height).toBeCloseTo(bar.height, 0);
    await page.getByRole("button", { name: "Cancel" }).click();
  }
  expect(errors).toEqual([]);
});

test("the last refill card leaves a last look and an undo before the device goes on", async ({ page }) => {
  test.setTimeout(120_000);
  await page.setViewportSize({ width: 1280, height: 800 });
  await newGame(page, { names, seed: 11 });
  await page.locator(".curtain .btn.primary").click();
  await page.locator(".stall .opt.legal").first().click();
  const passOn = page.locator(".status-bar .pass-on");
  const refill = async () => {
    while ((await passOn.count()) === 0) {
      await page.locator(".drawn .pick").first().click();
      await page.locator(".put.legal").first().click();
    }
  };
  await refill();
  await expect(passOn).toHaveText("Pass to Bruno");
  await expect(page.locator(".turn-title")).toHaveText("Ana: turn over");
  await expect(page.locator(".curtain")).toHaveCount(0);
  // Nothing can be played for Bruno meanwhile.
  await expect(page.locator(".stall .opt.legal, .category.legal, .sobek-tile .opt.legal")).toHaveCount(0);
  await page.locator(".status-bar .undo").click();
  await expect(passOn).toHaveCount(0);
  await expect(page.locator(".put.legal").first()).toBeVisible();
  await refill();
  await passOn.click();
  await expect(page.locator("#curtain-h")).toContainText("Bruno");
  const news = await page.locator(".curtain .news").innerText();
  expect(news).toContain("Ana's turn");
  expect(news).toMatch(/Refill: .*stall/);
  // A way out from the curtain: to the shelf, nobody's hand showing, the game kept; the shelf's
  // address then opens the shelf, and Continue brings back the curtain for Bruno.
  await page.locator(".curtain").getByRole("button", { name: "Leave the game" }).click();
  await expect(page.locator(".title-screen")).toBeVisible();
  await expect(page.locator(".hand-panel, .game-screen")).toHaveCount(0);
  await page.goto("/");
  await expect(page.locator(".title-screen")).toBeVisible();
  // The game left is offered first, above the games: one tap back to it.
  const latest = page.locator(".latest-game");
  await expect(latest.locator(".latest-name")).toHaveText("Your game of Cleopatra");
  await expect(latest.locator(".latest-progress")).toContainText("Bruno to play");
  await latest.getByRole("button", { name: "Continue" }).click();
  await expect(page.locator("#curtain-h")).toContainText("Bruno");
  await expect(page.locator(".hand-panel")).toHaveCount(0);
});

test("leaving the quarry leaves the same last look and undo before the device goes on, on a phone", async ({ page }) => {
  test.setTimeout(180_000);
  await page.setViewportSize({ width: 390, height: 844 });
  await newGame(page, { names, seed: 11 });
  const rand = rng(11);
  // Play on until a turn begins (the curtain just lowered) with a piece to build.
  const piece = page.locator(".category.legal").filter({ hasNotText: "Mosaics" });
  let who = null;
  for (let n = 0; n < 600 && who === null; n++) {
    if ((await page.locator(".curtain").count()) > 0) {
      const heading = await page.locator("#curtain-h").innerText();
      await page.locator(".curtain .btn.primary").click();
      const start = (await page.locator(".sheet").count()) === 0 && (await page.locator(".stall .opt.legal").count()) > 0;
      if (start && (await piece.count()) > 0) who = names.find((n) => heading.includes(n));
    } else {
      await step(page, rand);
    }
  }
  expect(who, "a turn began with a piece to build").not.toBeNull();
  const next = names[(names.indexOf(who) + 1) % names.length];
  const hint = page.locator(".hint-button");
  await expect(hint).toBeVisible();
  await piece.first().click();
  await page.locator(".slot").first().click();
  await page.getByRole("button", { name: "Build", exact: true }).click();
  const leave = page.getByRole("button", { name: "Leave the quarry" });
  await leave.click();
  // The last look: the player's own table, no curtain, nothing to play for the next player.
  const passOn = page.locator(".status-bar .pass-on");
  await expect(passOn).toHaveText(`Pass to ${next}`);
  await expect(page.locator(".turn-title")).toHaveText(`${who}: turn over`);
  await expect(page.locator(".status-bar .advice")).toContainText("Your turn is over");
  await expect(page.locator(".curtain")).toHaveCount(0);
  await expect(page.locator(".hand-panel")).toBeVisible();
  await expect(page.locator(".stall .opt.legal, .category.legal, .sobek-tile .opt.legal")).toHaveCount(0);
  await expect(page.locator(".status-bar .undo")).toHaveClass(/legal/);
  // No hint either: it would be the next player's, read from their hand.
  await expect(hint).toHaveCount(0);
  await page.evaluate(() => scrollTo(0, 0));
  await page.screenshot({ path: resolve(shots, "last-look-quarry-phone.png") });
  // Undo takes back the leaving: the player is in the quarry again, and may leave again.
  await page.locator(".status-bar .undo").click();
  await expect(passOn).toHaveCount(0);
  await expect(leave).toBeVisible();
  await leave.click();
  await passOn.click();
  await expect(page.locator("#curtain-h")).toContainText(next);
  await expect(page.locator(".curtain .news")).toContainText(`${who}'s turn`);
  // The next player holds the device: the leaving, which showed nothing, is still not theirs to
  // take back, and the Undo looks it before any tap.
  await page.locator(".curtain .btn.primary").click();
  await expect(page.locator(".status-bar .undo")).toHaveAttribute("aria-disabled", "true");
});

test("a turn's choices are all in view on tablets, without scrolling (issue 36)", async ({ page }) => {
  test.setTimeout(60_000);
  await page.setViewportSize({ width: 1024, height: 768 });
  await newGame(page, { names: ["Ana", "Bruno", "Carla", "Davi"], seed: 5 });
  await page.locator(".curtain .btn.primary").click();
  await expect(page.locator(".stall .opt.legal").first()).toBeVisible();
  // Sobek's worshippers, the market's stalls, the quarry, the hand and the bar's buttons.
  const choices = ".sobek-tile .opt, .stall .opt, .quarry .category, .hand-panel, .status-actions .btn";
  for (const size of [{ width: 1024, height: 768 }, { width: 820, height: 1180 }]) {
    await page.setViewportSize(size);
    await page.evaluate(() => [document.scrollingElement, ...document.querySelectorAll("*")].forEach((e) => e.scrollTop && (e.scrollTop = 0)));
    expect(await outOfView(page, choices), `at ${size.width}×${size.height}`).toEqual([]);
  }
  // In Portuguese too (longer names and powers): the quarry's second row stays above the bar.
  await page.getByRole("button", { name: "PT-BR" }).first().click();
  await expect(page.locator("html")).toHaveAttribute("lang", "pt-BR");
  for (const size of [{ width: 1024, height: 768 }, { width: 1280, height: 800 }]) {
    await page.setViewportSize(size);
    await page.evaluate(() => [document.scrollingElement, ...document.querySelectorAll("*")].forEach((e) => e.scrollTop && (e.scrollTop = 0)));
    expect(await outOfView(page, choices), `in Portuguese at ${size.width}×${size.height}`).toEqual([]);
  }
});

test("a stall taken is refilled from the deck: the cards drawn fly from it, then into the stalls", async ({ page }) => {
  test.setTimeout(60_000);
  await page.setViewportSize({ width: 1024, height: 768 });
  await countFlights(page);
  const flown = () => flights(page);
  await newGame(page, { names: ["Ana", "Bruno"], seed: 5 });
  await page.locator(".curtain .btn.primary").click();
  await flown();
  // A piece moves from the frame after the one the click's answer is drawn in: each look waits,
  // gathering what flew, until the piece asked about has flown (or the wait runs out).
  const fliesSoon = async (pattern, message) => {
    const seen = [];
    await expect
      .poll(async () => {
        seen.push(...(await flown()));
        return seen.filter((f) => pattern.test(f)).length;
      }, { message })
      .toBeGreaterThan(0);
  };
  await page.locator(".stall .opt.legal").first().click();
  await expect(page.locator(".refill")).toBeVisible();
  await fliesSoon(/^cl-drawn\d$/, "the cards drawn come from the deck");
  while (await page.locator(".refill").count()) {
    await page.locator(".stall .put.legal").first().click();
    await fliesSoon(/^cl-st\d-\d$/, "a card put in a stall flies there");
  }
});
