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

// A card can be read by a finger: a tap on it opens it large with what it does (no tooltip on
// touch), with a finger's height on touch; Close gives the focus back to the card; a market card
// that may be taken offers its Take there too.
test.describe("on a phone", () => {
  test.use({ viewport: { width: 390, height: 844 }, hasTouch: true, isMobile: true });
  test("a tap opens a card large with its effect, and a market card's Take works from there", async ({ page }) => {
    test.setTimeout(120_000);
    await newImhotep(page, { names: ["Ana", "Bruno"], sides: "AAAAA", wrath: false, seed: 21 });
    const card = page.locator(".market-slot .card-open").first();
    const box = await card.boundingBox();
    expect(box.height, "a finger's height").toBeGreaterThanOrEqual(44);
    // The tooltip holds "when · what": the sheet shows both, in words on screen.
    const [when, does] = (await card.getAttribute("title")).split(" · ");
    await card.tap();
    const sheet = page.getByRole("dialog");
    await expect(sheet).toBeVisible();
    await expect(sheet.locator(".card-does")).toHaveText(does);
    await expect(sheet.locator(".card-when")).toHaveText(when);
    await expect(sheet.locator(".card-act")).toHaveCount(0);
    await sheet.getByRole("button", { name: "Close", exact: true }).tap();
    await expect(page.getByRole("dialog")).toHaveCount(0);
    await expect(card).toBeFocused();
    // Play on until a market card may be taken; take it from its sheet.
    const rand = rng(21);
    for (let i = 0; (await page.locator(".market-slot .btn.primary").count()) === 0; i++) {
      expect(i, "a market card becomes takeable").toBeLessThan(300);
      await step(page, rand);
    }
    const takeable = page.locator(".market-slot", { has: page.locator(".btn.primary") }).first().locator(".card-open");
    const gaps = await page.locator(".market-slot .card-gap").count();
    await takeable.tap();
    await page.getByRole("dialog").getByRole("button", { name: "Take", exact: true }).tap();
    await expect(page.getByRole("dialog")).toHaveCount(0);
    await expect(page.locator(".market-slot .card-gap")).toHaveCount(gaps + 1);
  });
});

/** Whether any two of these boxes overlap. */
const overlapping = (boxes) =>
  boxes.some((a, i) =>
    boxes.slice(i + 1).some((b) => a.x < b.x + b.width && b.x < a.x + a.width && a.y < b.y + b.height && b.y < a.y + a.height),
  );

// The pyramid is drawn in steps: no space, empty or with its stone, covers another (sides A and
// B); and at the landscape and portrait tablet sizes, in English and in Portuguese, every site,
// every ship and (while a ship is sailed) every "Dock here" is in view at once, between the top
// bar and the decision bar, without scrolling: side A, side B (whose sites say more) and mixed.
for (const sides of ["AAAAA", "BBBBB", "AABBA"]) {
  test(`a 4-player table on sides ${sides}: pyramid steps never overlap, every site in view on a tablet`, async ({ page }) => {
    test.setTimeout(180_000);
    await page.setViewportSize({ width: 1024, height: 768 });
    await newImhotep(page, { names: ["Ana", "Bruno", "Carla", "Davi"], sides, wrath: false, seed: 23 });
    const rand = rng(23);
    for (let i = 0; i < 40; i++) await step(page, rand);
    while (await page.locator(".curtain, .cancel-choice, .keep-sheet").count()) await step(page, rand);
    const spaces = await page.locator(".site-pyramid .space").evaluateAll((els) =>
      els.map((e) => e.getBoundingClientRect().toJSON()),
    );
    expect(spaces.length).toBe(sides[1] === "A" ? 14 : 15);
    expect(await page.locator(".site-pyramid .space.filled").count(), "stones on the pyramid").toBeGreaterThan(0);
    expect(overlapping(spaces), "pyramid spaces overlap").toBe(false);
    // On to a turn where a ship may sail: the table as it stands, then with the ship being sailed
    // (each free site offering "Dock here").
    for (let i = 0; (await page.locator(".sail-button.lit").count()) === 0; i++) {
      expect(i, "a ship may sail").toBeLessThan(100);
      await step(page, rand);
    }
    for (const sailing of [false, true]) {
      if (sailing) await page.locator(".sail-button.lit").first().click();
      expect(await page.locator(".dock-here").count(), "docking offered").toBe(sailing ? 5 - (await page.locator(".site .docked-ship").count()) : 0);
      for (const lang of ["EN", "PT-BR"]) {
        await page.getByRole("button", { name: lang, exact: true }).first().click();
        for (const [width, height] of [[1024, 768], [1280, 800], [820, 1180], [768, 1024]]) {
          await page.setViewportSize({ width, height });
          const bar = await page.locator(".dock .status-bar").boundingBox();
          const at = `${lang} ${width}×${height}${sailing ? " sailing" : ""}`;
          for (const item of await page.locator(".im-grid .site, .im-grid .ship, .dock-here").all()) {
            const box = await item.boundingBox();
            const what = `${at}: ${await item.getAttribute("class")}`;
            expect(box.y, `${what}: its top in view`).toBeGreaterThanOrEqual(0);
            expect(box.y + box.height, `${what}: above the bar`).toBeLessThanOrEqual(bar.y + 1);
            expect(box.x + box.width, `${what}: not past the right edge`).toBeLessThanOrEqual(width);
          }
        }
      }
    }
  });
}

test("a ship sails to its site, its stones unloaded after it; the animations setting is in the rules sheet", async ({ page }) => {
  test.setTimeout(90_000);
  await page.setViewportSize({ width: 1024, height: 768 });
  // Every piece that moves, with when it sets off.
  await page.addInitScript(() => {
    window.__moves = [];
    const animate = Element.prototype.animate;
    Element.prototype.animate = function (frames, options) {
      if (this.dataset?.fly) window.__moves.push([this.dataset.fly, options.delay]);
      return animate.call(this, frames, options);
    };
  });
  await newImhotep(page, { names: ["Ana", "Bruno"], sides: "AAAAA", wrath: false, seed: 23 });
  const rand = rng(23);
  // A table of people only: each decision moves too. Sail the first ship loaded enough to a site
  // other than the Market (where stones land on the pyramid, the temple, a chamber or an obelisk).
  for (;;) {
    const sail = page.locator(".sail-button.lit");
    if ((await sail.count()) && (await page.locator(".place .stone").count()) >= 2) {
      await sail.first().click();
      const dock = page.locator(".site:not(.site-market) .dock-here.primary");
      if (await dock.count()) {
        await page.evaluate(() => window.__moves.splice(0));
        // A phone-slow CPU for the sail: the renderer then hands the browser a frame with the
        // board half drawn, and the move must wait for the rest (it once played on the half
        // and found nothing moved).
        const cdp = await page.context().newCDPSession(page);
        await cdp.send("Emulation.setCPUThrottlingRate", { rate: 6 });
        await dock.first().click();
        await expect.poll(() => page.evaluate(() => window.__moves.length)).toBeGreaterThan(1);
        await cdp.send("Emulation.setCPUThrottlingRate", { rate: 1 });
        break;
      }
      await page.locator(".cancel-choice").click();
    }
    await step(page, rand);
  }
  const moves = await page.evaluate(() => window.__moves);
  const ship = moves.find(([fly]) => /^im-ship\d$/.test(fly));
  expect(ship, "the ship sails").toBeTruthy();
  const stones = moves.filter(([fly]) => /^im-(p|t|b|o|oh|ot)\d/.test(fly));
  expect(stones.length, "stones are unloaded").toBeGreaterThan(0);
  for (const [fly, delay] of stones) expect(delay, `${fly} sets off after the ship`).toBeGreaterThan(ship[1]);
  // The setting, at a table of people only, in the rules sheet: off, and nothing moves.
  await page.getByRole("button", { name: "Help" }).click();
  await page.locator(".help-sheet .motion-setting select").selectOption({ label: "No animations" });
  expect(await page.evaluate(() => localStorage.getItem("cleopatra.motion"))).toBe("off");
  await page.locator(".help-sheet .sheet-actions .btn.primary").click();
  await page.evaluate(() => window.__moves.splice(0));
  for (let i = 0; i < 4; i++) await step(page, rand);
  expect(await page.evaluate(() => window.__moves.length), "nothing moves with animations off").toBe(0);
});
