// Whole games played only through the UI, the way a table would: pass the device, lower the
// curtain, pick among the options the screen offers. The end screen's scores must equal the rules
// core's for the same seed and actions (replayed by the `cleo` tool), no private information may be
// on the page while the curtain is up, and every click is timed to the next paint.
import { test, expect } from "@playwright/test";
import { mkdirSync } from "node:fs";
import { dirname, resolve } from "node:path";
import { fileURLToPath } from "node:url";

import {
  clicksThatChangeNothing,
  coreScores,
  endScores,
  importCorePlayed,
  painted,
  playGame,
  reportClicks,
  timeClicks,
  watchTheTable,
} from "./driver.mjs";

const here = dirname(fileURLToPath(import.meta.url));
const shots = resolve(here, "screenshots");
const root = resolve(here, "../..");
mkdirSync(shots, { recursive: true });

// One of the suite's two longest files: its tests share nothing (each its own page, files of
// their own in target/), so both workers take them and the run does not end on this file alone.
test.describe.configure({ mode: "parallel" });

// Two tables prove the point (a 2-player game differs only in the Offering's ranks, which the
// core's tests check): four players who overpay now and then, and three with every mini-expansion.
for (const { label, names, seed, shotsAt, overpay = false, expansions = [] } of [
  // This table overpays now and then (cards on top of a payment), and the core agrees.
  {
    label: "4-players",
    names: ["Ana", "Bruno", "Carla", "Davi"],
    seed: 77,
    overpay: true,
    shotsAt: {
      3: { path: resolve(shots, "game-tablet-landscape.png"), size: { width: 1280, height: 800 } },
      6: { path: resolve(shots, "game-tablet-portrait.png"), size: { width: 800, height: 1280 } },
      9: { path: resolve(shots, "game-phone.png"), size: { width: 390, height: 844 } },
      12: { path: resolve(shots, "game-desktop.png"), size: { width: 1440, height: 900 } },
    },
  },
  // Every mini-expansion in play: statues, bonus tiles, Bastet, the architects' auction.
  {
    label: "3-players-every-expansion",
    names: ["Ana", "Bruno", "Carla"],
    seed: 515,
    shotsAt: {
      14: { path: resolve(shots, "game-expansions-phone.png"), size: { width: 390, height: 844 } },
      18: { path: resolve(shots, "game-expansions-desktop.png"), size: { width: 1440, height: 900 } },
    },
    expansions: ["The Cult of Sobek", "The Whims of Cleopatra", "The Wisdom of Bastet", "Architects from Far Away"],
  },
]) {
  test(`a complete ${label} game through the UI scores as the core does`, async ({ page }) => {
    test.setTimeout(600_000);
    const errors = [];
    page.on("pageerror", (e) => errors.push(e.message));
    page.on("console", (m) => m.type() === "error" && errors.push(m.text()));
    await timeClicks(page);
    await page.setViewportSize({ width: 1280, height: 800 });
    const table = watchTheTable(names);
    const { curtains, steps, overpaid, morePayments } = await playGame(page, { names, seed, shotsAt, overpay, expansions, onCurtain: table.look });
    table.check();
    expect(curtains).toBeGreaterThan(names.length * 4);
    if (overpay) expect(overpaid).toBeGreaterThan(0);
    if (overpay) expect(morePayments, "a list of payments longer than six was shown whole").toBeGreaterThan(0);
    const shown = await endScores(page);
    await page.screenshot({ path: resolve(shots, `end-${label}.png`), fullPage: true });
    expect(Object.keys(shown).sort()).toEqual([...names].sort());
    expect(shown).toEqual(await coreScores(page));
    if (expansions.length > 0) {
      // The record is the expansions' game, and the table used their parts.
      await painted(page);
      const records = await page.evaluate(() =>
        Object.keys(localStorage)
          .filter((k) => k.startsWith("cleopatra.game."))
          .map((k) => JSON.parse(localStorage.getItem(k)).save),
      );
      const save = records.find((s) => s.actions.length > 0 && s.config.expansions?.cultOfSobek);
      expect(save.config.expansions).toMatchObject({
        cultOfSobek: true,
        whimsOfCleopatra: true,
        wisdomOfBastet: true,
        architectsFromFarAway: true,
      });
      const kinds = new Set(save.actions.map((a) => a.type));
      console.log(`${label}: decisions of kinds ${[...kinds].sort().join(", ")}`);
      // Cleopatra always moves, so the architects' auction was held; ten Bastet cards in the
      // market always reach someone.
      await expect(page.locator(".score-table tbody")).toContainText("Architects' auction");
      await expect(page.locator(".score-table tbody")).toContainText("Bastet");
    }
    reportClicks(root, label, await page.evaluate(() => window.__clickFigures()));
    console.log(`${label}: ${steps} UI steps, ${curtains} curtains, ${overpaid} overpaid builds`);
    // The account fits a phone: no column hidden to the side.
    await page.setViewportSize({ width: 390, height: 844 });
    const wrap = page.locator(".end-screen .score-scroll");
    const fits = await wrap.evaluate((e) => e.scrollWidth <= e.clientWidth + 1);
    expect(fits, "the score table fits 390 px").toBe(true);
    await expect(page.locator(".score-table tbody tr").last()).toContainText(/Penalty/);
    await page.screenshot({ path: resolve(shots, `end-${label}-phone.png`), fullPage: true });
    await page.setViewportSize({ width: 1280, height: 800 });
    if (label === "4-players") {
      // The figures' floor in the same run: clicks on the end screen's title change nothing.
      const idle = await clicksThatChangeNothing(page, "#end-h", 60);
      reportClicks(root, "no-change", idle, "clicks that change nothing");
    }
    expect(errors).toEqual([]);
  });
}

/** A finished game of `game` the core plays, opened on its end screen in Portuguese at `viewport`. */
async function coreEndInPortuguese(browser, viewport, { game = "cleopatra", edit = (t) => t }) {
  const context = await browser.newContext({ locale: "pt-BR", viewport });
  const page = await context.newPage();
  await importCorePlayed(page, { game, players: 4, seed: 3, edit, words: { import: "Importar uma partida", open: "Ver o resultado" } });
  return { context, page };
}

/** The end table shows every word whole in its cell, and fits its width. */
async function expectWhole(page) {
  expect(await faults(page.locator(".end-screen .score-table"))).toEqual([]);
  expect(await page.locator(".end-screen .score-scroll").evaluate((e) => e.scrollWidth <= e.clientWidth)).toBe(true);
}

const longNames = (text) => text.replace(/"Player (\d)"/g, '"Computador $1"');

// No new game through the UI: the core plays one (`cleo play`, a seed where players are eaten), its
// players renamed as the computers are named, and the app imports it, opening on its end screen.
test("the end table fits a 390 px phone in Portuguese with four long names, every word whole (issue 36)", async ({ browser }) => {
  const { context, page } = await coreEndInPortuguese(browser, { width: 390, height: 844 }, { edit: longNames });
  await expect(page.locator(".end-screen .score-table")).toBeVisible();
  await expect(page.locator(".score-table tfoot td.eaten"), "someone was fed to the crocodile").not.toHaveCount(0);
  await expect(page.locator(".score-table thead .score-name")).toHaveText(Array(4).fill(/^Computador \d$/));
  // No cell's text runs out of it (the eaten's "devorado" is drawn by CSS: it counts too), and no
  // word is split over two lines.
  await expectWhole(page);
  await page.screenshot({ path: resolve(shots, "end-4-long-names-phone-pt.png"), fullPage: true });
  await context.close();
});

// The shared end of the other games, a column per player: each row's label over its figures.
test("Imhotep's end table fits a 390 px phone in Portuguese with four long names, every word whole", async ({ browser }) => {
  const { context, page } = await coreEndInPortuguese(browser, { width: 390, height: 844 }, { game: "imhotep", edit: longNames });
  await expect(page.locator(".end-screen .score-table thead th")).toContainText(["", ...Array(4).fill(/Computador \d/)]);
  await expectWhole(page);
  await page.screenshot({ path: resolve(shots, "end-imhotep-4-long-names-phone-pt.png"), fullPage: true });
  await context.close();
});

/** What a table shows badly: a cell's text running out of it, a word split over two lines. */
const faults = (table) =>
  table.evaluate((table) =>
    [...table.querySelectorAll("th, td")].flatMap((cell) => {
      const out = cell.scrollWidth > cell.clientWidth ? [`"${cell.textContent.trim()}" runs out of its cell`] : [];
      const texts = document.createTreeWalker(cell, NodeFilter.SHOW_TEXT);
      for (let t; (t = texts.nextNode()); ) {
        for (const m of t.data.matchAll(/\S+/g)) {
          const word = document.createRange();
          word.setStart(t, m.index);
          word.setEnd(t, m.index + m[0].length);
          const lines = new Set([...word.getClientRects()].map((r) => Math.round(r.top)));
          if (lines.size > 1) out.push(`"${m[0]}" is split`);
        }
      }
      return out;
    }),
  );

// The Mausoleum's headers are words ("Personagens usados"), whole on the narrowest phone.
test("the Mausoleum's end table fits a 360 px phone in Portuguese, every word whole", async ({ browser }) => {
  const { context, page } = await coreEndInPortuguese(browser, { width: 360, height: 740 }, { game: "mausoleum" });
  await expect(page.locator(".end-screen .score-table thead th")).toContainText(["Jogador", "Pontos", "Conjuntos", "Personagens usados"]);
  await expectWhole(page);
  await context.close();
});
