// Statistics (issue 35): three finished Mausoleum games the core plays (`cleo play`), each against
// a computer of another level, imported through the saved games. The statistics screen shows the
// counts `cleo` gives for them (played, won, win rate, best and average score, the record against
// each level, the scores in order); two names merged count as one; the figures survive a reload;
// a saved game deleted keeps its result unless asked; exported statistics bring a forgotten
// result back once, and only once. axe finds nothing serious.
import { test, expect } from "@playwright/test";
import { mkdirSync, readFileSync, writeFileSync } from "node:fs";
import { dirname, resolve } from "node:path";
import { fileURLToPath } from "node:url";

import { cleo, importFile, seriousAxe } from "./driver.mjs";

const root = resolve(dirname(fileURLToPath(import.meta.url)), "../..");
const work = resolve(root, "target", "e2e-stats");

/**
 * A two-player Mausoleum game the core played, made a record of `name` against a computer of
 * `level`: its file and what `cleo` says of the person's seat.
 */
function playedAgainst(name, level, seed) {
  mkdirSync(work, { recursive: true });
  const file = resolve(work, `mausoleum-${level}-${seed}.json`);
  const summary = JSON.parse(cleo("play", "--game", "mausoleum", "--players", "2", "--seed", String(seed), "--save", file));
  const save = JSON.parse(readFileSync(file, "utf8"));
  save.config.players = [name, "Computer 2"];
  const record = {
    format: 1, app: "cleopatra-web", id: `stats-${level}`, created: seed, updated: seed, revision: 1,
    colours: ["blue", "green"], save, computers: [null, level],
  };
  writeFileSync(file, JSON.stringify(record));
  return { file, level, score: summary.players[0].score, won: summary.winners.includes(summary.players[0].name) };
}

/** Each figure on the card of player `name`: its label to its value. */
async function figures(page, name) {
  const card = page.locator(".stats-player").filter({ has: page.getByRole("heading", { name, exact: true }) });
  await expect(card).toHaveCount(1);
  return card.locator(".stat").evaluateAll((stats) =>
    Object.fromEntries(stats.map((s) => [s.querySelector("dt").textContent, s.querySelector("dd").textContent])),
  );
}

/** What the cards should say for these games, all under one name. */
function expected(games) {
  const scores = games.map((g) => g.score);
  const won = games.filter((g) => g.won).length;
  const figures = {
    Played: String(games.length),
    Won: String(won),
    "Win rate": `${Math.round((won * 100) / games.length)}%`,
    "Best score": String(Math.max(...scores)),
    "Average score": (Math.round((scores.reduce((a, b) => a + b, 0) / scores.length) * 10) / 10).toFixed(1),
  };
  for (const g of games) figures[g.level[0].toUpperCase() + g.level.slice(1)] = `${g.won ? 1 : 0} of 1`;
  return figures;
}

/** From the shelf's title to the statistics' page. */
async function openStatistics(page) {
  await page.goto("/?title");
  await page.getByRole("button", { name: "Statistics" }).click();
  await expect(page.getByRole("heading", { level: 1 })).toHaveText("Statistics");
  expect(new URL(page.url()).pathname).toBe("/statistics.html");
}

test("three finished games, one against each level: the right counts, merged, through a reload, a delete and an export", async ({ page }) => {
  test.setTimeout(180_000);
  const games = [playedAgainst("Ana", "easy", 31), playedAgainst("Ana", "normal", 32), playedAgainst("ana", "hard", 33)];
  await openStatistics(page);
  await expect(page.locator(".stats-none")).toBeVisible();

  for (const g of games) {
    await page.goto("/?saves");
    await importFile(page, g.file);
  }

  // Names count as typed: two cards, until "ana" counts as "Ana".
  await openStatistics(page);
  await expect(page.getByRole("heading", { level: 2, name: "Mausoleum Guardians" })).toBeVisible();
  expect(await figures(page, "Ana")).toEqual(expected(games.slice(0, 2)));
  expect(await figures(page, "ana")).toEqual(expected(games.slice(2)));
  // A chart for two games and more, under its title; one game's dot would tell nothing.
  await expect(page.locator(".stats-player .stats-chart")).toHaveCount(1);
  await expect(page.locator(".stats-chart-title")).toHaveText("Score, game by game (oldest first)");
  expect(await seriousAxe(page), "axe on the statistics").toEqual([]);
  await page.getByLabel("Count").selectOption("ana");
  await page.getByLabel("as", { exact: true }).selectOption("Ana");
  await page.getByRole("button", { name: "Merge" }).click();
  await expect(page.locator(".merged")).toContainText("ana counts as Ana.");
  await expect(page.locator(".stats-player")).toHaveCount(1);
  expect(await figures(page, "Ana")).toEqual(expected(games));
  const chart = page.locator(".stats-player .stats-chart");
  await expect(chart).toHaveAttribute("aria-label", `Scores over time, oldest first: ${games.map((g) => g.score).join(", ")}`);
  await expect(chart.locator("circle")).toHaveCount(3);

  await page.reload();
  await expect(page.getByRole("heading", { level: 1 })).toHaveText("Statistics");
  expect(await figures(page, "Ana"), "after a reload").toEqual(expected(games));
  const [download] = await Promise.all([
    page.waitForEvent("download"),
    page.getByRole("button", { name: "Export statistics" }).click(),
  ]);
  const exported = resolve(work, "statistics.json");
  await download.saveAs(exported);

  // The oldest saved game (against easy) deleted with its result; the next kept in the statistics.
  await page.goto("/?saves");
  const rows = page.locator(".saved-game");
  await expect(rows).toHaveCount(3);
  await rows.last().getByRole("button", { name: "Delete" }).click();
  await rows.last().getByLabel("Also forget its result in the statistics").check();
  await rows.last().getByRole("button", { name: "Yes, delete" }).click();
  await expect(rows).toHaveCount(2);
  await rows.last().getByRole("button", { name: "Delete" }).click();
  await rows.last().getByRole("button", { name: "Yes, delete" }).click();
  await expect(rows).toHaveCount(1);
  await openStatistics(page);
  expect(await figures(page, "Ana"), "one result forgotten, one kept").toEqual(expected(games.slice(1)));

  // The export brings the forgotten one back, once.
  for (const said of ["1 game added, 2 already here.", "0 games added, 3 already here."]) {
    await page.locator(".stats-transfer input[type=file]").setInputFiles(exported);
    await expect(page.locator(".import-message")).toHaveText(said);
  }
  expect(await figures(page, "Ana")).toEqual(expected(games));
  // A saved game is not statistics: refused, nothing changed.
  await page.locator(".stats-transfer input[type=file]").setInputFiles(games[0].file);
  await expect(page.locator(".import-message")).toContainText("Not imported");
  expect(await figures(page, "Ana")).toEqual(expected(games));
});

test("statistics that do not read are kept aside untouched and rebuilt from the saved games", async ({ page }) => {
  const game = playedAgainst("Bia", "hard", 34);
  await page.goto("/?saves");
  await importFile(page, game.file);
  const broken = '{"format":1,"app":"cleopatra-web","kind":"results","games":[{"id":';
  await page.evaluate((text) => localStorage.setItem("cleopatra.results", text), broken);

  await openStatistics(page);
  await expect(page.locator(".import-message")).toContainText("could not be read");
  expect(await figures(page, "Bia")).toEqual(expected([game]));
  const kept = await page.evaluate(() =>
    Object.keys(localStorage).filter((k) => k.startsWith("cleopatra.results.broken.")).map((k) => localStorage.getItem(k)),
  );
  expect(kept, "the broken copy, as it was").toEqual([broken]);
  // Rebuilt and stored again: the next visit reads them without a word.
  await page.getByRole("button", { name: "Back" }).click();
  await expect(page.getByRole("heading", { level: 1 })).toHaveText("Builders of the Nile");
  await page.getByRole("button", { name: "Statistics" }).click();
  await expect(page.locator(".import-message")).toBeEmpty();
  expect(await figures(page, "Bia")).toEqual(expected([game]));

  // The statistics' page bookmarked (its address asks nothing) shows the statistics, even with
  // a game left on the table.
  await page.evaluate(() => {
    const key = Object.keys(localStorage).find((k) => k.startsWith("cleopatra.game."));
    localStorage.setItem("cleopatra.current", key.slice("cleopatra.game.".length));
  });
  await page.goto("/statistics.html");
  await expect(page.getByRole("heading", { level: 1 })).toHaveText("Statistics");
  expect(await figures(page, "Bia")).toEqual(expected([game]));
});
