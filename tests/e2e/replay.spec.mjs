// Replays of saved games (issue 35): for each game of the shelf, a finished four-player game played
// by the core (`cleo play`) is imported through the saved games and replayed: forward to the end
// and back to the start, one decision at a time and at a jump; at a chosen step the board shows
// what `cleo replay` of the record cut at that step says; hands show only with the switch on; the
// board decides nothing; axe finds nothing serious. One game in progress offers "Replay so far",
// with no hands switch.
import { test, expect } from "@playwright/test";
import { mkdirSync, readFileSync, writeFileSync } from "node:fs";
import { dirname, resolve } from "node:path";
import { fileURLToPath } from "node:url";

import { cleo, importFile, seriousAxe } from "./driver.mjs";

const root = resolve(dirname(fileURLToPath(import.meta.url)), "../..");
const work = resolve(root, "target", "e2e-replay");
const shots = resolve(root, "tests/e2e/screenshots");

/** `cleo play` of `game` for four players with `seed`, saved: the file and its save. */
function played(game, seed) {
  mkdirSync(work, { recursive: true });
  const file = resolve(work, `${game}-${seed}.json`);
  cleo("play", "--game", game, "--players", "4", "--seed", String(seed), "--save", file);
  return { file, save: JSON.parse(readFileSync(file, "utf8")) };
}

/** `cleo replay`'s summary of `save` cut after its first `k` decisions. */
function replayPrefix(game, save, k) {
  const file = resolve(work, `${game}-prefix-${k}.json`);
  writeFileSync(file, JSON.stringify({ ...save, actions: save.actions.slice(0, k) }));
  return JSON.parse(cleo("replay", file));
}

/** Imports `file` through the saved games and opens its replay. */
async function openReplay(page, file, button = "Replay") {
  await page.goto("/?saves");
  await importFile(page, file);
  await page.locator(".saved-game").getByRole("button", { name: button, exact: true }).click();
  await expect(page.locator(".replay-screen")).toBeVisible();
}

/** The step counter, as numbers. */
async function counter(page) {
  const [k, n] = (await page.locator(".replay-step").innerText()).split("/").map((s) => Number(s.trim()));
  return { k, n };
}

// What each game's board shows of the core's summary at a step, and where a hand shows.
const GAMES = {
  imhotep: {
    seed: 5,
    check: async (page, summary) =>
      expect(page.locator(".replay-view .player-score")).toHaveText(summary.players.map((p) => String(p.score))),
    hand: null,
  },
  pyramids: {
    seed: 5,
    check: async (page, summary) =>
      expect(page.locator(".replay-view .py-score")).toHaveText(summary.players.map((p) => new RegExp(`\\b${p.score}\\b`))),
    hand: null,
  },
  mausoleum: {
    seed: 5,
    check: async (page, summary) =>
      expect(page.locator(".replay-view .mau-score")).toHaveText(summary.players.map((p) => new RegExp(`^${p.score}\\b`))),
    hand: ".mau-hand",
  },
  cleopatra: {
    seed: 5,
    // Scarabs are secret until the end: the end screen at the last step names the winner.
    check: null,
    hand: ".hand-panel",
  },
};

for (const [game, { seed, check, hand }] of Object.entries(GAMES)) {
  test(`a finished ${game} game replays step by step, as the core says (issue 35)`, async ({ page }) => {
    test.setTimeout(45_000);
    const errors = [];
    page.on("pageerror", (e) => errors.push(String(e)));
    const { file, save } = played(game, seed);
    const n = save.actions.length;
    await openReplay(page, file);
    await expect(page).toHaveURL(new RegExp(`${game}\\.html\\?replay=`));
    expect(await counter(page)).toEqual({ k: 0, n });
    // Forward one at a time, then to the end: the game's end at the last step.
    for (let k = 1; k <= 3; k++) {
      await page.getByRole("button", { name: "Forward one decision" }).click();
      expect(await counter(page)).toEqual({ k, n });
    }
    await page.getByRole("button", { name: "To the end" }).click();
    expect(await counter(page)).toEqual({ k: n, n });
    await expect(page.getByRole("button", { name: "Forward one decision" })).toBeDisabled();
    const end = replayPrefix(game, save, n);
    expect(end.finished).toBe(true);
    await expect(page.locator(".replay-board .replay-end"), "the game's end screen").toBeVisible();
    await expect(page.locator(".replay-board .replay-end")).toContainText(end.winners[0]);
    // Its scores alone: no button there that would not answer, one language switch on the page.
    await expect(page.locator(".replay-board .replay-end button:visible")).toHaveCount(0);
    await expect(page.locator(".lang-switch:visible")).toHaveCount(1);
    await page.getByRole("button", { name: "Back one decision" }).click();
    expect(await counter(page)).toEqual({ k: n - 1, n });
    await expect(page.locator(".replay-board .replay-end")).toHaveCount(0);
    await page.getByRole("button", { name: "To the start" }).click();
    expect(await counter(page)).toEqual({ k: 0, n });
    await expect(page.getByRole("button", { name: "Back one decision" })).toBeDisabled();

    // A step in the middle, by the slider: the board as the core has it there, its decision lit.
    const k = Math.floor(n / 2);
    await page.locator(".replay-slider").fill(String(k));
    expect(await counter(page)).toEqual({ k, n });
    await expect(page.locator(".replay-log .log-lines li.lit").first()).toBeVisible();
    const mid = replayPrefix(game, save, k);
    expect(mid.actions).toBe(k);
    expect(mid.finished).toBe(false);
    if (check) await check(page, mid);

    // Nothing on the board can be decided.
    expect(await page.locator(".replay-view .replay-inert").evaluate((e) => e.inert)).toBe(true);
    expect(await page.locator(".replay-view .replay-dock").evaluate((e) => e.inert)).toBe(true);

    // Hands: none in the public view; the deciding player's with the switch on.
    if (hand) {
      await expect(page.locator(`.replay-board ${hand}`)).toHaveCount(0);
      await page.getByLabel("Show everyone's hand").check();
      await expect(page.locator(`.replay-board ${hand}`)).toHaveCount(1);
      // Any seat's hand, not only the deciding player's.
      for (const name of ["Player 2", "Player 4"]) {
        await page.getByLabel("Hand of").selectOption({ label: name });
        await expect(page.locator(".replay-seen")).toHaveText(`As ${name} saw it`);
        await expect(page.locator(`.replay-board ${hand}`)).toHaveCount(1);
      }
      await page.getByLabel("Hand of").selectOption({ label: "the player deciding" });
      await expect(page.locator(".replay-seen")).toContainText("saw it");
      await page.getByLabel("Show everyone's hand").uncheck();
      await expect(page.locator(`.replay-board ${hand}`)).toHaveCount(0);
    }
    expect(await seriousAxe(page), "axe on the replay screen").toEqual([]);
    await page.screenshot({ path: resolve(shots, `replay-${game}.png`) });
    // Leaving returns to the saved games.
    await page.getByRole("button", { name: "Saved games" }).click();
    await expect(page.locator(".saved-screen")).toBeVisible();
    expect(errors).toEqual([]);
  });
}

test("a game in progress replays so far, in the public view only (issue 35)", async ({ page }) => {
  const { save } = played("mausoleum", 5);
  const k = 20;
  const file = resolve(work, "mausoleum-so-far.json");
  writeFileSync(file, JSON.stringify({ ...save, actions: save.actions.slice(0, k) }));
  await openReplay(page, file, "Replay so far");
  expect(await counter(page)).toEqual({ k: 0, n: k });
  await expect(page.getByLabel("Show everyone's hand")).toHaveCount(0);
  await page.getByRole("button", { name: "To the end" }).click();
  expect(await counter(page)).toEqual({ k, n: k });
  await expect(page.locator(".replay-board .mau-hand")).toHaveCount(0);
});
