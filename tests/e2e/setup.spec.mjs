// Cleopatra's new-game screen offers the four Kickstarter mini-expansions: the ones switched on,
// with their house rules, are the game's configuration in its saved record, the saved games name
// them, and the next new game offers the same choice again.
import { test, expect } from "@playwright/test";

import { painted, shelfButton } from "./driver.mjs";

/** Every stored game's record (once the last change is painted, and so saved). */
const storedRecords = async (page) => {
  await painted(page);
  return page.evaluate(() =>
    Object.keys(localStorage)
      .filter((k) => k.startsWith("cleopatra.game."))
      .map((k) => JSON.parse(localStorage.getItem(k))),
  );
};

const EXPANSIONS = ["The Cult of Sobek", "The Whims of Cleopatra", "The Wisdom of Bastet", "Architects from Far Away"];

test("two mini-expansions chosen for a new game are its configuration, and are offered again", async ({ page }) => {
  await page.goto("/?seed=31");
  await shelfButton(page, "cleopatra", "New game").click();
  await expect(page.getByRole("group", { name: "Mini-expansions" })).toBeVisible();
  for (const name of EXPANSIONS) await expect(page.getByLabel(name)).not.toBeChecked();
  // No house rules to show while no mini-expansion is in play.
  await expect(page.locator(".house-rules")).toHaveCount(0);

  await page.getByLabel("The Cult of Sobek").check();
  await page.getByLabel("The Wisdom of Bastet").check();
  await page.getByText("House rules", { exact: true }).click();
  // Only the house rules of those two, each labelled as one.
  const rules = page.locator(".house-value");
  await expect(rules).toHaveCount(3);
  await expect(rules.locator(".house-tag")).toHaveText(["house rule", "house rule", "house rule"]);
  await expect(page.getByLabel(/auction/)).toHaveCount(0);
  await page.getByLabel(/Architect's \+4 scarabs/).check();
  const scarabs = page.getByLabel(/Scarabs Bastet gives/);
  await expect(scarabs).toHaveValue("3");
  // Out of bounds comes back within them.
  await scarabs.fill("25");
  await scarabs.press("Tab");
  await expect(scarabs).toHaveValue("10");
  await scarabs.fill("4");
  await scarabs.press("Tab");

  await page.getByLabel("Name of player 1").fill("Ana");
  await page.getByLabel("Name of player 2").fill("Bruno");
  await page.getByRole("button", { name: "Start" }).click();
  await expect(page.locator(".curtain")).toBeVisible();

  await expect.poll(async () => (await storedRecords(page)).length).toBe(1);
  const [record] = await storedRecords(page);
  expect(record.save.config.players).toEqual(["Ana", "Bruno"]);
  expect(record.save.config.expansions).toMatchObject({
    cultOfSobek: true,
    whimsOfCleopatra: false,
    wisdomOfBastet: true,
    architectsFromFarAway: false,
    statueArchitectBonus: true,
    bastetScarabs: 4,
  });
  expect(record.summary.expansions).toEqual(["cultOfSobek", "wisdomOfBastet"]);

  // The saved games (the shelf's page, without Cleopatra's code) name them briefly.
  await page.goto("/?saves");
  await expect(page.locator(".saved-game .saved-expansions")).toHaveText("Mini-expansions: Cult of Sobek, Bastet");

  // The next new game offers the same choice, house rules included.
  await page.goto("/?title");
  await shelfButton(page, "cleopatra", "New game").click();
  await expect(page.getByLabel("The Cult of Sobek")).toBeChecked();
  await expect(page.getByLabel("The Wisdom of Bastet")).toBeChecked();
  await expect(page.getByLabel("The Whims of Cleopatra")).not.toBeChecked();
  await expect(page.getByLabel("Architects from Far Away")).not.toBeChecked();
  await page.getByText("House rules", { exact: true }).click();
  await expect(page.getByLabel(/Architect's \+4 scarabs/)).toBeChecked();
  await expect(page.getByLabel(/Scarabs Bastet gives/)).toHaveValue("4");

  // Switched off, a mini-expansion's house rules leave the list; the game after has none.
  for (const name of ["The Cult of Sobek", "The Wisdom of Bastet"]) await page.getByLabel(name).uncheck();
  await expect(page.locator(".house-rules")).toHaveCount(0);
  await page.getByRole("button", { name: "Start" }).click();
  await expect(page.locator(".curtain")).toBeVisible();
  await expect.poll(async () => (await storedRecords(page)).length).toBe(2);
  const plain = (await storedRecords(page)).find((r) => r.id !== record.id);
  expect(plain.save.config.expansions).toMatchObject({ cultOfSobek: false, wisdomOfBastet: false, statueArchitectBonus: false, bastetScarabs: 3 });
  expect(plain.summary.expansions).toBeUndefined();
});
