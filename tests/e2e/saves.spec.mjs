// Never lose a game: reloads resume the exact moment behind the curtain; broken saves are refused
// with the reason and kept untouched; blocked or full storage keeps the game playing in memory; a
// second tab never overwrites newer progress; export and import carry a game to a fresh browser;
// undo goes back within a turn and stops where new information was shown.
import { test, expect } from "@playwright/test";
import { writeFileSync } from "node:fs";
import { dirname, resolve } from "node:path";
import { fileURLToPath } from "node:url";

import { importCorePlayed, importFile, imported, newGame, painted, rng, shelfButton, step } from "./driver.mjs";

const root = resolve(dirname(fileURLToPath(import.meta.url)), "../..");

// One of the suite's two longest files: its tests share nothing (each its own page, files of
// their own in target/), so both workers take them and the run does not end on this file alone.
test.describe.configure({ mode: "parallel" });

/** Every stored game: key → text (once the last change is painted, and so saved). */
const storedGames = async (page) => {
  await painted(page);
  return page.evaluate(() =>
    Object.fromEntries(Object.keys(localStorage).filter((k) => k.startsWith("cleopatra.game.")).map((k) => [k, localStorage.getItem(k)])),
  );
};

/** The core's save inside every stored game (what must not change on a reload). */
async function storedSaves(page) {
  const games = await storedGames(page);
  return Object.fromEntries(Object.entries(games).map(([k, v]) => [k, JSON.parse(v).save]));
}

/** What the table shows its holder, after lowering the curtain if it is up. */
async function snapshot(page) {
  if ((await page.locator(".end-screen").count()) > 0) {
    // The ranking: a reloaded finished game shows it at once, without the tally again.
    const all = page.getByRole("button", { name: "Show everything" });
    if ((await all.count()) > 0) await all.click();
    return { end: await page.locator(".end-screen .score-table").innerText() };
  }
  // A player handing the device on passes it (a reload passes it too: the curtain comes first).
  const passOn = page.locator(".status-bar .pass-on");
  if ((await passOn.count()) > 0) await passOn.click();
  if ((await page.locator(".curtain").count()) > 0) await page.locator(".curtain .btn.primary").click();
  await expect(page.locator(".game-screen")).toBeVisible();
  const count = (selector) => page.locator(selector).count();
  return {
    turn: await page.locator(".turn-of").innerText(),
    side: await page.locator(".area-side").innerText(),
    hand: await page.locator(".hand-panel").innerText(),
    // A payment being chosen is the screen's choice in progress, not a decision of the game.
    dialog: await page.locator(".sheet:not(.payment-sheet) h2").allInnerTexts(),
    board: {
      sphinxes: await count(".sphinx"),
      obelisks: await count(".obelisk"),
      walls: await count(".wall.built"),
      doors: await count(".door.built"),
      mosaicSquares: await count(".mosaic rect"),
      sanctuaries: await count(".sanctuary"),
      cleopatra: await page.locator(".plaza .cleopatra").getAttribute("style"),
    },
  };
}

/** Reloads and checks the game comes back at the same moment, curtain first, with nothing lost. */
async function checkReload(page) {
  const saves = await storedSaves(page);
  const before = await snapshot(page);
  await page.reload();
  await expect(page.locator(before.end ? ".end-screen" : ".curtain")).toBeVisible();
  expect(await snapshot(page)).toEqual(before);
  expect(await storedSaves(page)).toEqual(saves);
}

test("a reload at a dozen moments resumes each one exactly, curtain first", async ({ page, browser }) => {
  test.setTimeout(600_000);
  const seed = 31;
  const rand = rng(seed);
  await newGame(page, { names: ["Ana", "Bruno", "Carla"], seed });
  const moments = new Set([2, 7, 15, 24, 36, 50, 66, 85, 107, 131, 158, 190]);
  const last = Math.max(...moments);
  const seen = { reloads: 0, visit: false, offering: false, refill: false };
  for (let n = 0; n < 4000; n++) {
    const visit = (await page.getByRole("button", { name: "Leave the quarry" }).count()) > 0;
    const offering = (await page.locator(".offering-sheet").count()) > 0;
    const refill = (await page.locator(".refill").count()) > 0;
    const special = (visit && !seen.visit) || (offering && !seen.offering) || (refill && !seen.refill);
    if (moments.has(n) || special) {
      seen.visit ||= visit;
      seen.offering ||= offering;
      seen.refill ||= refill;
      await checkReload(page);
      seen.reloads++;
    }
    // Once every moment and every kind of screen has been reloaded, the rest of the game adds
    // nothing: a finished game's reload is checked on one the core played (below).
    if (n >= last && seen.visit && seen.offering && seen.refill) break;
    expect(await step(page, rand), "the moments come before the end").not.toBe("end");
  }
  expect(seen).toEqual({ reloads: expect.any(Number), visit: true, offering: true, refill: true });
  expect(seen.reloads).toBeGreaterThanOrEqual(12);
  // The end screen comes back as it was, ranking and all (in a browser of its own: this one
  // reopens the game in progress).
  const ended = await browser.newPage({ baseURL: test.info().project.use.baseURL });
  await importCorePlayed(ended, { players: 3, seed });
  await expect(ended.locator(".end-screen")).toBeVisible();
  await checkReload(ended);
  await ended.close();
});

test("broken saves are refused with the reason, kept untouched, and never imported", async ({ page }) => {
  const seed = 5;
  const rand = rng(seed);
  await newGame(page, { names: ["Ana", "Bruno"], seed });
  for (let i = 0; i < 30; i++) await step(page, rand);
  const [, good] = Object.entries(await storedGames(page))[0];
  const record = JSON.parse(good);
  const tampered = structuredClone(record);
  tampered.id = "tampered";
  tampered.save.actions[3] = { type: "offer", scarabs: 1 };
  const broken = {
    "cleopatra.game.corrupt": "{ this is not json",
    "cleopatra.game.truncated": good.slice(0, Math.floor(good.length / 2)),
    "cleopatra.game.foreign": JSON.stringify({ app: "another-app", data: [1, 2] }),
    "cleopatra.game.tampered": JSON.stringify(tampered),
    "cleopatra.game.newer": JSON.stringify({ ...record, id: "newer", format: 99 }),
  };
  await page.evaluate((b) => {
    for (const [k, v] of Object.entries(b)) localStorage.setItem(k, v);
    localStorage.setItem("cleopatra.current", "tampered");
  }, broken);
  await page.reload();

  // The game left on the table no longer replays: the saved games open, each problem named.
  await expect(page.getByRole("heading", { level: 1 })).toHaveText("Saved games");
  await expect(page.locator(".saved-game.broken")).toHaveCount(5);
  await expect(page.locator(".saved-game:not(.broken)")).toHaveCount(1);
  const list = await page.locator(".saved-list").innerText();
  expect(list.match(/The saved game is damaged/g)).toHaveLength(2);
  expect(list).toContain("This is not a saved game of this app.");
  expect(list).toContain("Decision 4 is not legal where it stands");
  expect(list).toContain("saved by a newer version of the app");
  const after = await storedGames(page);
  for (const [k, v] of Object.entries(broken)) expect(after[k]).toBe(v);

  // Importing the tampered file is refused and stores nothing.
  await page.locator("input[type=file]").setInputFiles({
    name: "tampered.json",
    mimeType: "application/json",
    buffer: Buffer.from(broken["cleopatra.game.tampered"]),
  });
  await imported(page, "Not imported: Decision 4 is not legal");
  await page.getByLabel("Or paste a game code").fill("CLEO1-AAAA");
  await page.getByRole("button", { name: "Import the code" }).click();
  await expect(page.locator(".import-message")).toContainText("Not imported: The saved game is damaged");
  expect(Object.keys(await storedGames(page))).toHaveLength(6);

  // A broken game can still be deleted (after confirming); the good one continues.
  const foreign = page.locator(".saved-game.broken").filter({ hasText: "not a saved game of this app" });
  await foreign.getByRole("button", { name: "Delete" }).click();
  await foreign.getByRole("button", { name: "Yes, delete" }).click();
  await expect(page.locator(".saved-game.broken")).toHaveCount(4);
  await page.locator(".saved-game:not(.broken)").getByRole("button", { name: "Continue" }).click();
  await expect(page.locator(".curtain")).toBeVisible();
  // A game opened from the list is the game on the table: a reload, before any move, resumes it.
  await page.reload();
  await expect(page.locator(".curtain")).toBeVisible();
});

for (const [label, script, message] of [
  [
    "blocked",
    () => Object.defineProperty(window, "localStorage", { get() { throw new DOMException("no", "SecurityError"); } }),
    "does not let the game save here",
  ],
  [
    "full",
    () => { Storage.prototype.setItem = function () { throw new DOMException("full", "QuotaExceededError"); }; },
    "storage is full",
  ],
]) {
  test(`with storage ${label} the game plays on in memory and offers export`, async ({ page }) => {
    await page.addInitScript(script);
    const seed = 8;
    const rand = rng(seed);
    await newGame(page, { names: ["Ana", "Bruno"], seed });
    for (let i = 0; i < 6; i++) await step(page, rand);
    while ((await page.locator(".curtain").count()) > 0 || (await page.locator(".sheet").count()) > 0) await step(page, rand);
    await expect(page.locator(".save-banner")).toContainText(message);
    const played = await page.locator(".log-lines li").count();
    for (let i = 0; i < 10; i++) await step(page, rand);
    while ((await page.locator(".curtain").count()) > 0 || (await page.locator(".sheet").count()) > 0) await step(page, rand);
    expect(await page.locator(".log-lines li").count()).toBeGreaterThan(played);
    await page.locator(".save-banner").getByRole("button", { name: "Export" }).click();
    await expect(page.locator(".game-code")).toHaveValue(/^CLEO1-/);
    if (label !== "blocked") return;

    // With no storage at all, the memory travels with the tab between the app's pages: leave the
    // game for the shelf, find it in the saved games, continue it; Back and Forward keep it too.
    await page.locator(".sheet").getByRole("button", { name: "Close" }).click();
    const log = await page.locator(".log-lines li").count();
    await page.getByRole("button", { name: "Leave the game" }).click();
    await page.getByRole("button", { name: "Leave the game" }).click();
    await expect(page.getByRole("heading", { level: 1 })).toHaveText("Builders of the Nile");
    await page.getByRole("button", { name: "Saved games", exact: true }).click();
    await expect(page.locator(".saved-game")).toHaveCount(1);
    await page.locator(".saved-game").getByRole("button", { name: "Continue" }).click();
    await page.locator(".curtain .btn.primary").click();
    expect(await page.locator(".log-lines li").count()).toBe(log);
    await page.goBack();
    await expect(page.getByRole("heading", { level: 1 })).toHaveText("Builders of the Nile");
    await page.getByRole("button", { name: "Saved games", exact: true }).click();
    await expect(page.locator(".saved-game")).toHaveCount(1);
    await page.goForward();
    await expect(page.locator(".curtain")).toBeVisible();
  });
}

test("a second tab notices the game moved on and never overwrites it", async ({ context }) => {
  const seed = 12;
  const rand = rng(seed);
  const a = await context.newPage();
  await newGame(a, { names: ["Ana", "Bruno"], seed });
  for (let i = 0; i < 6; i++) await step(a, rand);
  const b = await context.newPage();
  await b.goto("/");
  await expect(b.locator(".curtain")).toBeVisible();
  await snapshot(b);
  const moves = async () => Object.values(await storedSaves(a))[0].actions.length;
  const atOpen = await moves();
  while ((await moves()) === atOpen) await step(a, rand);
  await expect(b.locator(".behind-sheet")).toBeVisible();
  await expect(b.locator(".behind-sheet")).toContainText("This tab will not overwrite it");
  expect(await moves()).toBeGreaterThan(atOpen);
  const aSaves = await storedSaves(a);
  await b.getByRole("button", { name: "Load the newer moment" }).click();
  await expect(b.locator(".curtain")).toBeVisible();
  expect(await storedSaves(b)).toEqual(aSaves);
  // Both tabs now show the same moment.
  const shown = await snapshot(b);
  expect((await snapshot(a)).board).toEqual(shown.board);
});

test("a game exported as a code or a file opens the same in a fresh browser profile", async ({ page, browser, baseURL }) => {
  test.setTimeout(120_000);
  const seed = 44;
  const rand = rng(seed);
  await newGame(page, { names: ["Ana", "Bruno", "Carla"], seed });
  for (let i = 0; i < 60; i++) await step(page, rand);
  while ((await page.locator(".curtain").count()) > 0 || (await page.locator(".sheet").count()) > 0) await step(page, rand);
  await page.getByRole("button", { name: "Export" }).first().click();
  const code = await page.locator(".game-code").inputValue();
  const [download] = await Promise.all([page.waitForEvent("download"), page.getByRole("button", { name: "Download a file" }).click()]);
  const file = resolve(root, "target", "exported-game.json");
  await download.saveAs(file);
  await page.getByRole("button", { name: "Close" }).click();
  const want = await snapshot(page);
  console.log(`export: a ${(await page.evaluate(() => document.querySelector(".log-lines").children.length))}-line game, code ${code.length} characters`);

  for (const how of ["code", "file"]) {
    const fresh = await browser.newContext({ baseURL, locale: "en-US" });
    const other = await fresh.newPage();
    await other.goto("/");
    await other.getByRole("button", { name: "Import a game" }).click();
    if (how === "code") {
      await other.getByLabel("Or paste a game code").fill(code);
      await other.getByRole("button", { name: "Import the code" }).click();
    } else {
      await other.locator("input[type=file]").setInputFiles(file);
    }
    await imported(other);
    await other.getByRole("button", { name: "Continue" }).click();
    await expect(other.locator(".curtain")).toBeVisible();
    const got = await snapshot(other);
    expect({ ...got, side: undefined }).toEqual({ ...want, side: undefined });
    expect(got.side).toEqual(want.side);
    await fresh.close();
  }
});

test("undo takes back Sobek calls, builds and refill cards, and stops after a draw", async ({ page }) => {
  test.setTimeout(300_000);
  const seed = 3;
  const rand = rng(seed);
  await newGame(page, { names: ["Ana", "Bruno"], seed });
  const undo = page.locator(".status-actions .undo");
  const tried = { sobek: false, build: false, refill: false, draw: false };
  for (let n = 0; n < 3000 && !Object.values(tried).every(Boolean); n++) {
    const onTable = (await page.locator(".curtain, .sheet, .end-screen").count()) === 0;
    const turnStart = onTable && (await page.locator(".sobek-tile .opt.legal").count()) > 0;
    if (turnStart) {
      // Nothing to undo at the start of a turn, and the button says why.
      await expect(undo).toHaveClass(/off/);
      // Dimmed options carry aria-disabled, which Playwright will not click without force.
      await undo.click({ force: true });
      await expect(page.locator(".why")).toContainText("your turn has just begun");
      const before = await snapshot(page);
      if (!tried.sobek) {
        const tile = page.locator(".sobek-tile .opt.legal").filter({ hasNotText: "Beggar" }).first();
        if ((await tile.count()) > 0) {
          await tile.click();
          await expect(page.locator(".sobek-tile.called")).toHaveCount(1);
          await undo.click();
          await expect(page.locator(".sobek-tile.called")).toHaveCount(0);
          expect(await snapshot(page)).toEqual(before);
          tried.sobek = true;
        }
      }
      const category = page.locator(".category.legal").filter({ hasNotText: "Mosaics" }).first();
      if (!tried.build && (await category.count()) > 0) {
        await category.click();
        await page.locator(".slot").first().click();
        await page.getByRole("button", { name: "Build", exact: true }).click();
        await expect(undo).toHaveClass(/legal/);
        await undo.click();
        expect(await snapshot(page)).toEqual(before);
        tried.build = true;
      }
      if ((await page.locator(".stall .opt.legal").count()) > 0 && !(tried.refill && tried.draw)) {
        await page.locator(".stall .opt.legal").first().click();
        // Taking a stall drew the refill cards: no undo, with the reason.
        await undo.click({ force: true });
        await expect(page.locator(".why")).toContainText("drew cards everyone has seen");
        tried.draw = true;
        if ((await page.locator(".put.legal").count()) > 0) {
          const drawn = page.locator(".drawn .pick");
          const cards = await drawn.count();
          const refill = await page.locator(".refill").textContent();
          await page.locator(".put.legal").first().click();
          if ((await page.locator(".refill").count()) > 0) {
            await expect(drawn).toHaveCount(cards - 1);
            await undo.click();
            await expect(drawn).toHaveCount(cards);
            expect(await page.locator(".refill").textContent()).toBe(refill);
            tried.refill = true;
          }
        }
      }
    }
    await step(page, rand);
  }
  expect(tried).toEqual({ sobek: true, build: true, refill: true, draw: true });
});

test("saving and loading a finished 4-player game: time and size", async ({ page }) => {
  // Figures, not thresholds: the stored record of a finished game (one the core played, imported),
  // and the browser's storage write and read of it, then the app's own load (parse and replay) on
  // a reload.
  await importCorePlayed(page, { players: 4, seed: 77 });
  await expect(page.locator(".end-screen")).toBeVisible();
  const [key, text] = Object.entries(await storedGames(page))[0];
  const storageMs = await page.evaluate(([k, t]) => {
    const runs = 200;
    const t0 = performance.now();
    for (let i = 0; i < runs; i++) { localStorage.setItem(k, t); localStorage.getItem(k); }
    return (performance.now() - t0) / runs;
  }, [key, text]);
  const t0 = Date.now();
  await page.reload();
  await expect(page.locator(".end-screen")).toBeVisible();
  const reloadMs = Date.now() - t0;
  const line = `finished 4-player game: record ${text.length} bytes, ${JSON.parse(text).save.actions.length} actions; localStorage write+read ${storageMs.toFixed(2)} ms; reload to the end screen ${reloadMs} ms`;
  console.log(line);
  writeFileSync(resolve(root, "target", "save-figures.txt"), line + "\n");
});

test("saves from before the shelf still open, and an Imhotep game is listed as such", async ({ page }) => {
  await page.goto("/");
  await page.getByRole("button", { name: "Import a game" }).click();
  // A Cleopatra save of format 1, written before the shelf existed (a golden file of the core).
  const golden = resolve(root, "crates/cleopatra/tests/data/saves/format1-3p-mid-game.json");
  await importFile(page, golden);
  // And an Imhotep save (the core's golden file).
  await importFile(page, resolve(root, "crates/imhotep/tests/data/golden-4p-mixed.json"));
  const rows = page.locator(".saved-game");
  await expect(rows).toHaveCount(2);
  await expect(rows.filter({ hasText: "Imhotep" })).toContainText("Finished");
  const cleopatra = rows.filter({ hasText: "Cleopatra" });
  await expect(cleopatra).toContainText("Turn");
  await cleopatra.getByRole("button", { name: "Continue" }).click();
  await expect(page.locator(".curtain")).toBeVisible();
});

test("the Offering's bids, once seen, stay seen after a reload", async ({ page }) => {
  test.setTimeout(240_000);
  // One person against a computer: the Offering's bids come as a sheet, not on a curtain.
  await page.goto("/?seed=12");
  await shelfButton(page, "cleopatra", "New game").click();
  await page.getByRole("button", { name: "2", exact: true }).click();
  await page.locator(".seat").nth(1).locator(".player-pick").selectOption({ label: "Computer · easy" });
  await page.getByRole("button", { name: "Start" }).click();
  await expect(page.locator(".game-screen")).toBeVisible();
  await page.locator(".computer-pace select").selectOption({ label: "Fast pace" });
  const rand = rng(12);
  let seen = false;
  // The driver puts the sheet away with "Got it" once it has read the bids.
  const onCurtain = (shown) => {
    if (shown.sheet) seen = true;
  };
  for (let n = 0; n < 5000 && !seen; n++) {
    expect(await page.locator(".end-screen").count(), "an Offering before the end").toBe(0);
    if (await page.locator(".computer-bar.busy").count()) {
      await page.waitForTimeout(40);
      continue;
    }
    await step(page, rand, null, onCurtain);
    await painted(page);
  }
  expect(seen, "the person saw the Offering's bids").toBe(true);
  const sheet = page.locator(".reveal-sheet");
  await expect(sheet).toHaveCount(0);
  await page.reload();
  await expect(page.locator(".game-screen")).toBeVisible();
  await painted(page);
  await expect(page.locator(".market")).toBeVisible();
  await expect(sheet).toHaveCount(0);
});
