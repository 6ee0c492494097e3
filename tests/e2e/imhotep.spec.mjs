// Whole Imhotep games played only through the UI, B sides mixed in: every choice is one the
// screen lights. The end screen's totals must equal the rules core's for the same seed and
// actions (the `cleo` tool replays the downloaded record), a reload mid-game resumes the same
// moment, and the pair of Market B is never on screen while the curtain is up.
import { test, expect } from "@playwright/test";
import { execFileSync } from "node:child_process";
import { mkdirSync, writeFileSync } from "node:fs";
import { dirname, resolve } from "node:path";
import { fileURLToPath } from "node:url";

import { rng, shelfButton, timeClicks } from "./driver.mjs";

const here = dirname(fileURLToPath(import.meta.url));
const shots = resolve(here, "screenshots");
const root = resolve(here, "../..");
mkdirSync(shots, { recursive: true });

/** Everything a player may touch now to move the game on (never Undo or Cancel). */
const choices = [
  ".keep-sheet .keep-cards .btn",
  ".site-body .btn.primary",
  ".dock-here.primary",
  ".place.lit",
  ".sail-button.lit",
  ".play-card.lit",
  ".status-actions .btn:not(.undo):not(.cancel-choice):not([aria-disabled='true'])",
].join(", ");

/** Lets the app paint after a click. */
const frame = (page) => page.evaluate(() => new Promise((r) => requestAnimationFrame(() => setTimeout(r))));

/** One touch: lower the curtain, or pick one of the lit choices. Returns false at the end. */
async function step(page, rand) {
  if (await page.locator(".end-screen").count()) return false;
  const curtain = page.locator(".curtain");
  if (await curtain.count()) {
    // Nothing of the face-down pair shows before its taker lowers the curtain.
    await expect(page.locator(".keep-sheet")).toHaveCount(0);
    await curtain.locator(".btn.primary").click();
    await frame(page);
    return true;
  }
  const options = page.locator(choices);
  const n = await options.count();
  expect(n, "some choice is always lit").toBeGreaterThan(0);
  await options.nth(Math.floor(rand() * n)).click();
  await frame(page);
  return true;
}

/** Opens a new Imhotep game with these players, sides ("ABBAB", site order) and seed. */
async function newImhotep(page, { names, sides, wrath, seed }) {
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

/** The end screen's totals, by player. */
async function endTotals(page) {
  const names = (await page.locator(".score-table thead th").allInnerTexts()).slice(1).map((s) => s.trim());
  const totals = (await page.locator(".score-table tfoot td").allInnerTexts()).map((s) => s.trim().replace("−", "-"));
  return Object.fromEntries(names.map((n, i) => [n, Number(totals[i])]));
}

/** The core's verdict on the downloaded record. */
async function coreTotals(page) {
  const [download] = await Promise.all([
    page.waitForEvent("download"),
    page.getByRole("button", { name: "Download the game record" }).click(),
  ]);
  const file = resolve(root, "target", download.suggestedFilename());
  await download.saveAs(file);
  const cleo = process.env.CLEO ?? resolve(root, "target/release/cleo");
  const summary = JSON.parse(execFileSync(cleo, ["replay", file], { encoding: "utf8" }));
  expect(summary.game).toBe("imhotep");
  expect(summary.finished).toBe(true);
  return Object.fromEntries(summary.players.map((p) => [p.name, p.score]));
}

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
    while (await step(page, rand)) {
      steps += 1;
      expect(steps, "the game ends").toBeLessThan(1500);
      // Reload at a moment with the table on screen (not behind the curtain).
      if (steps >= reloads[0] && (await page.locator(".game-screen.imhotep").count())) {
        reloads.shift();
        reloads.push(Infinity);
        // A reload opens the same moment: same log, same prompt.
        const log = await page.locator(".log-lines li").allInnerTexts();
        const prompt = await page.locator(".status-bar .advice").innerText();
        await page.screenshot({ path: resolve(shots, `${label}-${steps}.png`), fullPage: true });
        latencies.push(...(await page.evaluate(() => window.__latencies)));
        await page.reload();
        await expect(page.locator(".game-screen.imhotep, .curtain")).toBeVisible();
        if (await page.locator(".curtain").count()) await page.locator(".curtain .btn.primary").click();
        await expect(page.locator(".log-lines li")).toHaveText(log);
        await expect(page.locator(".status-bar .advice")).toHaveText(prompt);
      }
    }
    await page.screenshot({ path: resolve(shots, `${label}-end.png`), fullPage: true });
    expect(await endTotals(page)).toEqual(await coreTotals(page));
    latencies.push(...(await page.evaluate(() => window.__latencies)));
    const sorted = [...latencies].sort((a, b) => a - b);
    const at = (q) => sorted[Math.min(sorted.length - 1, Math.floor(q * sorted.length))];
    const line = `${label}: ${sorted.length} clicks, click to next paint median ${at(0.5).toFixed(1)} ms, p95 ${at(0.95).toFixed(1)} ms`;
    console.log(line);
    writeFileSync(resolve(root, "target", `latency-${label}.txt`), line + "\n");
    expect(errors).toEqual([]);
  });
}
