// Accessibility: axe-core (WCAG 2 A/AA rules plus best practices) on every kind of screen a table
// sees — title, new game, the curtain, the main table (with and without a build category chosen)
// and the end screen with its ranking. A violation of impact "serious" or "critical" fails the
// test; the message names each one with its help text and where it is, so it can be fixed.
import { test, expect } from "@playwright/test";
import { createRequire } from "node:module";

import { importCorePlayed, rng, shelfButton, step } from "./driver.mjs";
import { GAMES } from "./games.mjs";

const axePath = createRequire(import.meta.url).resolve("axe-core/axe.min.js");

const TAGS = ["wcag2a", "wcag2aa", "wcag21a", "wcag21aa", "wcag22aa", "best-practice"];
const BLOCKING = new Set(["serious", "critical"]);
// Note: axe leaves colour contrast "incomplete" (needs review) over gradient backgrounds, and the
// body, .btn and .opt all have one, so most text is not contrast-checked here.

/** Waits until every finite animation has run, so colours and positions are the final ones: a
 * click's animations start a frame or two after it (the app draws, then the motion starts), so
 * it waits two frames before looking, and looks again after each wait until none is left. */
async function settle(page) {
  await page.evaluate(async () => {
    const frame = () => new Promise((r) => requestAnimationFrame(() => setTimeout(r)));
    for (let round = 0; round < 20; round++) {
      await frame();
      await frame();
      const finite = document
        .getAnimations()
        .filter((a) => a.playState !== "finished" && Number.isFinite(a.effect?.getComputedTiming().endTime ?? Infinity));
      if (finite.length === 0) return;
      await Promise.all(finite.map((a) => a.finished.catch(() => {})));
    }
  });
}

/** One line per violation: id, impact, help, and the first few offending elements. */
function describe(violations) {
  return violations
    .map((v) => {
      const where = v.nodes
        .slice(0, 4)
        .map((n) => `      ${n.target.join(" ")}  ${n.html.replace(/\s+/g, " ").slice(0, 160)}`)
        .join("\n");
      const more = v.nodes.length > 4 ? `\n      … and ${v.nodes.length - 4} more` : "";
      const head = `  [${v.impact}] ${v.id}: ${v.help} (${v.nodes.length} element(s))`;
      return `${head}\n${where}${more}\n      ${v.helpUrl}`;
    })
    .join("\n");
}

/** Runs axe on the page as it is; fails on anything serious or critical. */
async function checkA11y(page, screen, testInfo) {
  await settle(page);
  if (!(await page.evaluate(() => typeof window.axe === "object"))) {
    await page.addScriptTag({ path: axePath });
  }
  const results = await page.evaluate(
    (tags) =>
      window.axe.run(document, {
        runOnly: { type: "tag", values: tags },
        resultTypes: ["violations"],
      }),
    TAGS,
  );
  const all = results.violations;
  await testInfo.attach(`axe-${screen}.json`, {
    body: JSON.stringify(all, null, 2),
    contentType: "application/json",
  });
  if (all.length > 0) console.log(`axe on ${screen}: ${all.length} violation(s)\n${describe(all)}`);
  const blocking = all.filter((v) => BLOCKING.has(v.impact));
  // Soft, so one run reports every screen; the test still fails at its end.
  expect
    .soft(
      blocking.map((v) => `${v.impact} ${v.id} (${v.nodes.length})`),
      `serious/critical accessibility violations on the ${screen}:\n${describe(blocking)}`,
    )
    .toEqual([]);
}

/** From the title screen to the curtain of a two-player game. */
async function toCurtain(page, testInfo, { check }) {
  await page.goto("/?seed=2024");
  await expect(page.getByRole("heading", { level: 1 })).toHaveText("Builders of the Nile");
  if (check) await checkA11y(page, "title screen", testInfo);
  await shelfButton(page, "cleopatra", "New game").click();
  await expect(page.getByRole("heading", { level: 1 })).toHaveText("New game");
  await page.getByLabel("Name of player 1").fill("Ana");
  await page.getByLabel("Name of player 2").fill("Bruno");
  if (check) await checkA11y(page, "new-game screen", testInfo);
  await page.getByRole("button", { name: "Start" }).click();
  await expect(page.locator(".curtain")).toBeVisible();
}

test("title, new-game and curtain screens: no serious a11y violations", async ({ page }, info) => {
  await toCurtain(page, info, { check: true });
  await checkA11y(page, "curtain", info);
  // The table lies beneath, covered: the keyboard goes round the curtain's own controls.
  for (let i = 0; i < 10; i++) {
    await page.keyboard.press(i % 4 === 3 ? "Shift+Tab" : "Tab");
    expect(await page.evaluate(() => document.activeElement.closest(".curtain") !== null), `Tab ${i + 1}`).toBe(true);
  }
});

test("the game table: no serious a11y violations", async ({ page }, testInfo) => {
  await toCurtain(page, testInfo, { check: false });
  await page.locator(".curtain .btn.primary").click();
  await expect(page.locator(".hand-panel")).toBeVisible();
  await checkA11y(page, "game table", testInfo);

  const category = page.locator(".category.legal").first();
  if ((await category.count()) > 0) {
    await category.click();
    await expect(page.locator(".category.chosen")).toHaveCount(1);
    await checkA11y(page, "game table with a build category chosen", testInfo);
    const slot = page.locator(".slot").first();
    if ((await slot.count()) > 0) {
      await slot.click();
      await expect(page.locator(".payment-sheet")).toBeVisible();
      await checkA11y(page, "payment sheet", testInfo);
      await page.getByRole("button", { name: "Cancel" }).click();
    }
    await page.locator(".category.chosen").click();
  }
  // Take a stall: the refill choice, then the next seat's curtain.
  await page.locator(".stall .opt.legal").first().click();
  if ((await page.locator(".refill").count()) > 0) {
    await checkA11y(page, "market refill", testInfo);
  }
});

// A game the core played to its end, imported without its last decision, which the table then
// makes: the end screen as a game played through the UI shows it (play.spec.mjs plays those),
// without a whole game's minute.
test("the end screen and its ranking: no serious a11y violations", async ({ page }, testInfo) => {
  await page.setViewportSize({ width: 1280, height: 800 });
  const lastTakenBack = (text) => {
    const record = JSON.parse(text);
    record.actions.pop();
    return JSON.stringify(record);
  };
  await importCorePlayed(page, { players: 2, seed: 2024, edit: lastTakenBack });
  const rand = rng(2024);
  for (let n = 0; n < 50 && (await step(page, rand)) !== "end"; n++);
  await expect(page.locator(".end-screen")).toBeVisible();
  await checkA11y(page, "end screen", testInfo);
  await page.getByRole("button", { name: "Show everything" }).click();
  await expect(page.locator(".score-table")).toBeVisible();
  await checkA11y(page, "end screen ranking", testInfo);
});

// Each game's own screens, as its driver tours them (see games.mjs).
for (const { driver } of GAMES) {
  const a11y = driver.a11yTour;
  if (!a11y) continue;
  test(a11y.title, async ({ page }, testInfo) => {
    test.setTimeout(a11y.timeout);
    await a11y.tour(page, (screen) => checkA11y(page, screen, testInfo));
  });
}

test("the rules screen and the in-game rules help, in both languages: no serious a11y violations", async ({ page }, testInfo) => {
  for (const [lang, rules, title, back, expansions] of [
    ["EN", "Rules", "How to play", "Back",
      ["The Cult of Sobek", "The Whims of Cleopatra", "The Wisdom of Bastet", "Architects from Far Away"]],
    ["PT-BR", "Regras", "Como jogar", "Voltar",
      ["O Culto de Sobek", "Os Caprichos de Cleópatra", "A Sabedoria de Bastet", "Arquitetos de Terras Distantes"]],
  ]) {
    await page.goto("/cleopatra.html");
    await page.getByRole("button", { name: lang, exact: true }).click();
    await page.getByRole("button", { name: rules, exact: true }).first().click();
    await expect(page.getByRole("heading", { level: 1 })).toHaveText(title);
    await expect(page.locator(".rules-reference .piece-icon")).not.toHaveCount(0);
    // The title page's rules explain all four mini-expansions, their parts drawn and named.
    await expect(page.locator(".expansions-help .expansion h3")).toHaveText(expansions);
    await expect(page.locator(".expansions-help [role=img]")).toHaveCount(22);
    await checkA11y(page, `rules screen (${lang})`, testInfo);
    await page.getByRole("button", { name: back }).click();
  }
  await page.getByRole("button", { name: "EN", exact: true }).click();
  await toCurtain(page, testInfo, { check: false });
  await page.locator(".curtain .btn.primary").click();
  await page.getByRole("button", { name: "Help" }).click();
  await expect(page.locator(".rules-reference .help-steps li")).toHaveCount(4);
  await checkA11y(page, "rules help sheet", testInfo);
});
