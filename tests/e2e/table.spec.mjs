// The Cleopatra table as players see it between turns: each player is told everything since they
// last looked, the log has room of its own on tablets and desktops, and a turn ended by its last
// refill card leaves the player a last look (and an undo) before the device goes on.
import { test, expect } from "@playwright/test";

import { newGame, rng, step, watchTheTable } from "./driver.mjs";

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
});
