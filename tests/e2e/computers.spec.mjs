// Playing against the computer, through the UI: one person against three computers in Cleopatra
// and in each game whose driver offers it (games.mjs; a game may play against a computer elsewhere
// instead, as embed.spec does inside a frame), to the end screen, whose scores must be the rules
// core's for the downloaded record; no curtain falls for a person alone with computers; a hint is
// the computer's advice.
// Four computers at the normal level play a whole Cleopatra game on their own, through a reload
// while one of them thinks, and the page answers within a frame while they think.
import { test, expect } from "@playwright/test";
import { writeFileSync } from "node:fs";
import { dirname, resolve } from "node:path";
import { fileURLToPath } from "node:url";

import { coreScores, countFlights, endScores, flights, painted, playAlone, rng, shelfButton, step as cleopatraStep } from "./driver.mjs";
import { GAMES } from "./games.mjs";
import { mauStep } from "./mausoleum-driver.mjs";

const root = resolve(dirname(fileURLToPath(import.meta.url)), "../..");

/**
 * A new game of `game` from the title screen: `levels` has one entry per seat, null for a person
 * or the computer's level. With `alone`, the one-tap button sets the table first.
 */
async function newTable(page, game, { seed, levels, alone = false, expansions = [] }) {
  await page.goto(`/?seed=${seed}`);
  await shelfButton(page, game, "New game").click();
  if (alone) {
    // The one tap keeps the count chosen: two seats are one computer, four are three.
    await expect(page.getByRole("button", { name: "Play alone against 1 computer", exact: true })).toBeVisible();
    await page.getByRole("button", { name: "4", exact: true }).click();
    await page.getByRole("button", { name: "Play alone against 3 computers" }).click();
    const picks = await page.locator(".seat .player-pick").evaluateAll((s) => s.map((e) => e.selectedOptions[0].text));
    expect(picks).toEqual(["Person", "Computer · normal", "Computer · normal", "Computer · normal"]);
  } else {
    await page.getByRole("button", { name: String(levels.length), exact: true }).click();
  }
  for (const [i, level] of levels.entries()) {
    await page.locator(".seat").nth(i).locator(".player-pick").selectOption({ label: level ? `Computer · ${level}` : "Person" });
  }
  for (const name of expansions) await page.getByLabel(name, { exact: true }).check();
  await page.getByRole("button", { name: "Start" }).click();
  await expect(page.locator(".game-screen")).toBeVisible();
  await page.locator(".computer-pace select").selectOption({ label: "Fast pace" });
}

test("one person against three computers plays Cleopatra with every mini-expansion to the end, and a hint advises", async ({ page }) => {
  test.setTimeout(480_000);
  const errors = [];
  page.on("pageerror", (e) => errors.push(e.message));
  page.on("console", (m) => m.type() === "error" && errors.push(m.text()));
  await page.setViewportSize({ width: 1024, height: 768 });
  await countFlights(page);
  // Every mini-expansion in play: the computers search with their parts, hidden ones dealt afresh.
  const expansions = ["The Cult of Sobek", "The Whims of Cleopatra", "The Wisdom of Bastet", "Architects from Far Away"];
  await newTable(page, "cleopatra", { seed: 31, levels: [null, "easy", "easy", "easy"], alone: true, expansions });
  await expect(page.locator(".expansions")).toBeVisible();
  // Alone with computers, the person's scarabs and amulets show without a tap.
  await expect(page.locator(".hand-panel .scarab-count")).toHaveText(/^\d+$/);
  await expect(page.locator(".hand-panel .amulet-count")).toHaveText(/^\d+$/);
  // The animations setting sits beside the computers' speed, and the device remembers it.
  await page.locator(".motion-setting select").selectOption({ label: "Quick animations" });
  expect(await page.evaluate(() => localStorage.getItem("cleopatra.motion"))).toBe("quick");
  // The person's first decision: a hint, in the table's own words.
  await expect(page.locator(".computer-bar.busy")).toHaveCount(0, { timeout: 60_000 });
  await page.getByRole("button", { name: "Hint" }).click();
  await expect(page.locator(".hint-says")).toContainText("Hint:", { timeout: 30_000 });
  // Asked once, the hint goes on through the person's turn: their next decision is hinted too.
  const first = await page.locator(".hint-says").innerText();
  const lines = await page.locator(".log-lines li").count();
  const rand = rng(31);
  for (let i = 0; i < 6 && (await page.locator(".log-lines li").count()) === lines; i++) {
    await cleopatraStep(page, rand);
    await painted(page);
  }
  if ((await page.locator(".hint-button").count()) > 0) {
    await expect(page.locator(".hint-says")).toContainText("Hint:", { timeout: 30_000 });
    await expect(page.locator(".hint-says")).not.toHaveText(first);
  }
  const { steps, lit } = await playAlone(page, cleopatraStep, rand);
  expect(steps).toBeGreaterThan(20);
  expect(lit, "a computer's move is lit in the log").toBeGreaterThan(0);
  expect((await flights(page)).filter((f) => /^cl-pc[1-3]$/.test(f)).length, "cards a computer takes fly to it").toBeGreaterThan(0);
  const shown = await endScores(page);
  expect(Object.keys(shown).sort()).toEqual(["Computer 2", "Computer 3", "Computer 4", "Player 1"]);
  expect(shown).toEqual(await coreScores(page));
  expect(errors).toEqual([]);
});

// Each game's driver says how its own game against computers is set and how its end is checked
// (see games.mjs).
for (const { id, driver } of GAMES) {
  const alone = driver.againstComputers;
  if (!alone) continue;
  test(alone.title, async ({ page }) => {
    test.setTimeout(alone.timeout);
    const errors = [];
    page.on("pageerror", (e) => errors.push(e.message));
    await page.setViewportSize(alone.viewport);
    await countFlights(page);
    await newTable(page, id, { seed: alone.seed, levels: alone.levels });
    const { steps } = await playAlone(page, alone.step, rng(alone.seed));
    await alone.checkEnd(page, steps);
    // The scores fit the screen: no column of them hides off its side.
    const scores = page.locator(".end-screen .score-scroll");
    if (await scores.count()) {
      const { scroll, client } = await scores.evaluate((e) => ({ scroll: e.scrollWidth, client: e.clientWidth }));
      expect(scroll, `${id}'s scores at ${alone.viewport.width} px`).toBeLessThanOrEqual(client);
    }
    // The computers' moves are drawn moving (the driver names a piece they move).
    expect((await flights(page)).filter((f) => alone.flights.test(f)).length, `pieces named ${alone.flights}`).toBeGreaterThan(0);
    expect(errors).toEqual([]);
  });
}

test("four computers finish a Cleopatra game on their own, through a reload while one thinks", async ({ page }) => {
  test.setTimeout(480_000);
  const errors = [];
  page.on("pageerror", (e) => errors.push(e.message));
  await page.setViewportSize({ width: 1280, height: 800 });
  await newTable(page, "cleopatra", { seed: 33, levels: ["normal", "normal", "normal", "normal"] });
  // While they think, the page still answers within a frame: each change of the pace re-renders
  // the table; it is timed from the change to the next paint.
  const latencies = [];
  for (let i = 0; i < 40 && !(await page.locator(".end-screen").count()); i++) {
    latencies.push(
      await page.evaluate(async (fast) => {
        const pace = document.querySelector(".computer-pace select");
        const t0 = performance.now();
        pace.value = fast ? "2" : "1";
        pace.dispatchEvent(new Event("change", { bubbles: true }));
        await new Promise((r) => requestAnimationFrame(() => setTimeout(r)));
        return performance.now() - t0;
      }, i % 2 === 1),
    );
    await page.waitForTimeout(120);
  }
  await page.locator(".computer-pace select").selectOption({ label: "Fast pace" });
  // A reload while a computer thinks: the same game, and the thinking goes on.
  await expect(page.locator(".computer-bar.busy")).toHaveCount(1);
  const before = await page.locator(".log-lines li").count();
  await page.reload();
  await expect(page.locator(".game-screen")).toBeVisible();
  expect(await page.locator(".log-lines li").count()).toBeGreaterThanOrEqual(Math.min(before, 60));
  await expect(page.locator(".end-screen")).toBeVisible({ timeout: 400_000 });
  const shown = await endScores(page);
  expect(shown).toEqual(await coreScores(page));
  const sorted = [...latencies].sort((a, b) => a - b);
  const at = (q) => sorted[Math.min(sorted.length - 1, Math.floor(q * sorted.length))];
  const line = `computers-thinking: ${sorted.length} changes of pace while four computers play, click to next paint median ${at(0.5).toFixed(1)} ms, p95 ${at(0.95).toFixed(1)} ms`;
  console.log(line);
  writeFileSync(resolve(root, "target", "latency-computers-thinking.txt"), line + "\n");
  expect(errors).toEqual([]);
});

test("Why? shows the search's three best candidates, after a computer's move and after a hint", async ({ page }) => {
  test.setTimeout(40_000);
  await page.setViewportSize({ width: 390, height: 844 });
  // The computer plays first, then the person.
  await newTable(page, "imhotep", { seed: 5, levels: ["easy", null] });
  const sheet = page.getByRole("dialog", { name: "What the computer weighed" });
  const candidates = sheet.locator(".why-candidate");
  const check = async () => {
    await expect(candidates).toHaveCount(3);
    await expect(sheet.locator(".why-candidate.chosen")).toHaveCount(1);
    await expect(candidates.first()).toHaveClass(/chosen/);
    for (let i = 0; i < 3; i++) {
      await expect(candidates.nth(i)).toContainText(/explored in \d+% of the search/);
      await expect(candidates.nth(i)).toContainText(/estimated chance to win: \d+%/);
    }
    const box = await sheet.boundingBox();
    expect(box.x >= 0 && box.y >= 0 && box.x + box.width <= 390 && box.y + box.height <= 844, JSON.stringify(box)).toBe(true);
    await sheet.getByRole("button", { name: "Close" }).click();
    await expect(sheet).toHaveCount(0);
  };
  const whyMove = page.getByRole("button", { name: "Why that move?" });
  await expect(whyMove).toBeVisible({ timeout: 15_000 });
  await whyMove.click();
  await check();
  await page.getByRole("button", { name: "Hint" }).click();
  await expect(page.locator(".hint-says")).toContainText("Hint:", { timeout: 15_000 });
  const hinted = (await page.locator(".hint-says span").innerText()).replace("Hint: ", "");
  await page.getByRole("button", { name: "Why?" }).click();
  await expect(candidates.first().locator(".why-words")).toHaveText(hinted);
  await check();
  // The hinted move is ringed on the board, one part at a time (a place; or a ship's Sail button,
  // then its site): following the rings plays it, and the log says what the hint said.
  const ringed = page.locator(".game-screen button.hinted, .sheet button.hinted");
  // (The hint reads as the log will: the move's line, then what it brought about, such as stones unloaded.)
  const said = page.locator(".log-lines li").filter({ hasText: hinted.split(/(?<=\.) /)[0] });
  const before = await said.count();
  for (let step = 0; step < 3 && (await said.count()) === before; step++) {
    await expect(ringed).toHaveCount(1);
    await ringed.click();
    // Played (the log says it), or the move's next part is ringed.
    await expect.poll(async () => (await said.count()) > before || (await ringed.count()) === 1).toBe(true);
  }
  await expect(said).toHaveCount(before + 1);
});

test("following Imhotep's hints on a phone, a sailing's site comes into view when its ship's Sail is tapped", async ({ page }) => {
  test.setTimeout(90_000);
  await page.setViewportSize({ width: 390, height: 844 });
  await newTable(page, "imhotep", { seed: 7, levels: [null, "easy"] });
  const hint = page.getByRole("button", { name: "Hint", exact: true });
  const ringed = page.locator(".game-screen button.hinted, .sheet button.hinted");
  for (let move = 0; move < 40; move++) {
    await expect(hint).toBeVisible({ timeout: 20_000 });
    await hint.click();
    await expect(page.locator(".hint-says")).toContainText("Hint:", { timeout: 15_000 });
    // (A sailing to the Market, the first site listed, proves nothing: it is followed as any move.)
    const sails = / sails ship \d to the (?!Market)/.test(await page.locator(".hint-says span").innerText());
    await expect(ringed).toHaveCount(1);
    await ringed.click();
    if (sails) {
      // The site the hint names is lit, in view above the bar: not the first site on the list.
      const site = page.locator(".dock-here.hinted");
      await expect(site).toHaveCount(1);
      await expect(site).toBeInViewport({ ratio: 1 });
      return;
    }
    // A move of two parts (a card, then its place) rings its second part.
    while ((await ringed.count()) === 1 && (await hint.count()) === 0) await ringed.click();
  }
  throw new Error("no hint to sail in 40 moves");
});

test("a computer that holds a hand says its move but not why, and its whole turn is lit (Mausoleum)", async ({ page }) => {
  test.setTimeout(40_000);
  await page.setViewportSize({ width: 390, height: 844 });
  await newTable(page, "mausoleum", { seed: 5, levels: ["easy", null] });
  // The person plays (this seed's start player) until the computer has moved.
  const rand = rng(5);
  const move = page.locator(".why-move .computer-move");
  const hint = page.getByRole("button", { name: "Hint" });
  for (let i = 0; !(await move.count()); i++) {
    expect(i, "the computer moves").toBeLessThan(100);
    if (await hint.count()) await mauStep(page, rand);
    else await page.waitForTimeout(100);
  }
  await expect(move).not.toBeEmpty();
  // Its other candidates could show what it holds: no "Why that move?".
  await expect(page.getByRole("button", { name: "Why that move?" })).toHaveCount(0);
  const said = await move.innerText();
  const lit = (await page.locator(".log-lines li.lit").allInnerTexts()).map((t) => t.trim());
  expect(lit.some((line) => said.startsWith(line)), `"${said}" among ${JSON.stringify(lit)}`).toBe(true);
  // Its whole turn (a play, a discard to the hand limit) from its start (written by the move
  // before it), not the person's turn its move began.
  expect(lit).toContain("Computer 1's turn");
  expect(lit.filter((line) => line.startsWith("Computer 1 ")).length, JSON.stringify(lit)).toBeGreaterThan(1);
  expect(lit.filter((line) => line.startsWith("Player 2"))).toEqual([]);
  // The bar names the turn by the card played, not by a discard to the hand limit after it.
  expect(said).not.toMatch(/down to the hand limit/);
  // Worded in English, the move is not left in English once the table speaks Portuguese.
  await page.locator(".lang-switch").first().getByRole("button", { name: "PT-BR", exact: true }).click();
  await expect(page.getByRole("button", { name: "Dica", exact: true })).toBeVisible();
  await expect(page.locator(".status-bar")).not.toContainText(said);
});
