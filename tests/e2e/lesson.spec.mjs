// Learn to play (issue 37): each game's first game that teaches, completed through the UI from its
// new-game screen to the hand-over, at phone and tablet size and in both languages (each game
// once at each size, in a different language each time): every step's move is the one the coach
// lights, the opponent's moves the coach tells of wait for Next, nothing is saved until the
// hand-over, and the game handed over is a normal saved game against an easy computer. A wrong
// tap is refused with the coach's words and changes nothing. axe finds nothing serious.
import { test, expect } from "@playwright/test";

import { layMosaic, painted, seriousAxe } from "./driver.mjs";

const PHONE = { width: 390, height: 844 };
const TABLET = { width: 820, height: 1180 };

/** The shell's words the test reads, by language. */
const WORDS = {
  en: { newGame: "New game", learn: "Learn to play", wrong: /^Not that one: do as the coach says/, done: "Lesson · done", step: "Lesson · step 1 of" },
  "pt-BR": { newGame: "Novo jogo", learn: "Aprender a jogar", wrong: /^Não é esse: faça como o treinador diz/, done: "Lição · concluída", step: "Lição · passo 1 de" },
};

/** Clicks the first of `selector` that shows, once it shows. */
async function tap(page, selector) {
  const target = page.locator(selector).first();
  await expect(target).toBeVisible();
  await target.click();
}

/** How a person plays the move the coach lights, game by game (its board lights it). */
const MOVES = {
  async pyramids(page) {
    const keep = page.locator(".py-hand .card-button.hinted");
    if (await keep.count()) {
      for (const card of await keep.all()) await card.click();
    } else {
      const cells = page.locator(".py-cards.big g.hinted");
      await expect(cells.first()).toBeVisible();
      for (const cell of await cells.all()) await cell.click();
    }
    // The move's last part, its button, is lit once its cards or squares are chosen.
    await expect(page.locator(".status-actions .btn.primary")).toHaveClass(/hinted/);
    await tap(page, ".status-actions .btn.primary");
  },
  async mausoleum(page) {
    await tap(page, ".mau-hand li.hinted button");
    await tap(page, ".mau-options-sheet .btn.hinted");
  },
  // The coach's move is ringed, one part at a time: a place, a ship's Sail button then a site, a
  // market card, a blue card, or the bar's button; each tap rings the next part until the step
  // moves on.
  async imhotep(page) {
    const ringed = page.locator(".game-screen button.hinted, .sheet button.hinted");
    await expect(ringed).toHaveCount(1);
    await ringed.click();
  },
  // Only the coach's move is offered: its category, then its one place (a mosaic's one spot),
  // then its one payment (chosen already: Build); or a Sobek tile, stall, refill or button ringed.
  async cleopatra(page) {
    const sheet = page.locator(".sheet");
    if (await sheet.count()) {
      if (await sheet.locator(".payments").count()) return sheet.locator(".sheet-actions .btn.primary").click();
      // The Offering: the bid the coach names, then its button (lit once the bid is right).
      if (await sheet.locator(".offering-sheet, .stepper").count()) {
        const offer = sheet.locator(".opt.hinted");
        for (let i = 0; i < 100 && !(await offer.count()); i++) await sheet.getByRole("button", { name: "One scarab more" }).click();
        return offer.click();
      }
      return tap(page, ".sheet .opt.hinted");
    }
    if (await page.locator(".mosaic-controls").count()) return layMosaic(page);
    for (const selector of [".slot", ".game-screen .opt.hinted, .game-screen .btn.hinted", ".category.legal:not(.chosen)"]) {
      const target = page.locator(selector);
      if (await target.count()) return target.first().click();
    }
    throw new Error("nothing to tap for the coach's move");
  },
};

/** Follows the coach from where the lesson stands to its end: each step's move, Next for the
 * opponent's moves told of, a wait for those it makes on its own. */
async function followTheCoach(page, game) {
  const coach = page.locator(".coach");
  // The decision the lesson is at (the label counts only the steps with words).
  for (let moves = 0; moves < 120; moves++) {
    // Cleopatra's Offering revealed: read, then put away, before anything else.
    const reveal = page.locator(".reveal-sheet");
    if (await reveal.count()) await reveal.locator(".btn.primary").click();
    // Who moves and the step, read together: the computer moves on its own, and read apart they
    // could name its move and the step after it (then no step follows while the person waits).
    const [who, before] = await coach.evaluate((c) => [c.dataset.who, c.dataset.step]);
    if (who === "done") return;
    // A touch while the last move still flies only finishes the flight: each tap waits for it.
    if (who !== "them") await settled(page);
    // The move to make stands whole on the screen, its ring too (6 px around it).
    if (who === "you") {
      const lit = await page.locator(".game-screen .hinted, .sheet .hinted").first().boundingBox();
      if (lit) expect(lit.y, "the lit move's ring is in view").toBeGreaterThanOrEqual(6);
    }
    if (who === "next") await coach.locator(".coach-next").click();
    else if (who === "you") await MOVES[game](page);
    // A move of several taps (Imhotep's sail) moves the step on only at its last tap.
    if (who !== "you" || !["imhotep", "cleopatra"].includes(game)) await expect(coach).not.toHaveAttribute("data-step", before);
    else await painted(page);
    // The person never sees the coach's refusal while following it.
    await expect(page.locator(".status-bar .why")).not.toHaveText(/^(Not that one|Não é esse)/);
  }
  throw new Error("the lesson never ended");
}

/** The saved games on the device, by key. */
const savedGames = (page) =>
  page.evaluate(() =>
    Object.keys(localStorage)
      .filter((k) => k.startsWith("cleopatra.game."))
      .map((k) => JSON.parse(localStorage.getItem(k))),
  );

/**
 * Waits until nothing moves that will stop moving (a card flying in is half transparent: axe would
 * read its words as faint), lit rings that breathe for ever aside. The longest finite animation is
 * a lit Cleopatra place glowing three times (4.8 s), so the wait allows twice that.
 */
const settled = (page) =>
  expect
    .poll(
      () =>
        page.evaluate(
          () => document.getAnimations().filter((a) => a.playState === "running" && a.effect?.getTiming().iterations !== Infinity).length,
        ),
      { timeout: 10_000 },
    )
    .toBe(0);

/** A page at `viewport` in `lang`, with the computers at their fastest pace. */
async function open(browser, { lang, viewport }) {
  const context = await browser.newContext({ locale: lang, viewport });
  await context.addInitScript(() => localStorage.setItem("cleopatra.computer-pace", "fast"));
  return context.newPage();
}

/** From the game's new-game screen into its lesson. */
async function startLesson(page, game, lang) {
  await page.goto(`/${game}.html?new=${game}`);
  await page.getByRole("button", { name: WORDS[lang].learn, exact: true }).click();
  await expect(page.locator(".coach .coach-step")).toContainText(WORDS[lang].step);
}

const RUNS = [
  ["pyramids", "phone", PHONE, "en"],
  ["pyramids", "tablet", TABLET, "pt-BR"],
  ["mausoleum", "phone", PHONE, "pt-BR"],
  ["mausoleum", "tablet", TABLET, "en"],
  ["imhotep", "phone", PHONE, "en"],
  ["imhotep", "tablet", TABLET, "pt-BR"],
  ["cleopatra", "phone", PHONE, "pt-BR"],
  ["cleopatra", "tablet", TABLET, "en"],
];

for (const [game, size, viewport, lang] of RUNS) {
  test(`${game}'s lesson, followed on a ${size} in ${lang}, hands over a saved game against an easy computer`, async ({ browser }) => {
    test.setTimeout(120_000);
    const page = await open(browser, { lang, viewport });
    await startLesson(page, game, lang);
    await settled(page);
    expect(await seriousAxe(page)).toEqual([]);
    // The coach stands whole on the screen, above the board.
    const box = await page.locator(".coach").boundingBox();
    expect(box.x).toBeGreaterThanOrEqual(0);
    expect(box.x + box.width).toBeLessThanOrEqual(viewport.width + 0.5);
    await followTheCoach(page, game);
    await expect(page.locator(".coach .coach-step")).toHaveText(WORDS[lang].done);
    expect(await savedGames(page), "a lesson is not saved").toEqual([]);
    await page.locator(".coach-play-on").click();
    await expect(page.locator(".coach")).toHaveCount(0);
    // The game goes on as a normal one: saved, the second seat an easy computer.
    await expect.poll(async () => (await savedGames(page)).length).toBe(1);
    const [record] = await savedGames(page);
    expect(record.computers).toEqual([null, "easy"]);
    // Once the computer has played on to the person's turn, and its moves have landed.
    await expect(page.locator(".hint-button")).toBeVisible({ timeout: 20_000 });
    await settled(page);
    expect(await seriousAxe(page)).toEqual([]);
    await page.context().close();
  });
}

test("a wrong move during a step is refused with the coach's words and changes nothing", async ({ browser }) => {
  const page = await open(browser, { lang: "en", viewport: PHONE });
  await startLesson(page, "mausoleum", "en");
  const line = await page.locator(".coach .coach-line").innerText();
  const hand = await page.locator(".mau-hand").innerText();
  // The coach lights the Pyramid; the Statues are played instead.
  await page.locator(".mau-hand li:not(.hinted)").filter({ hasText: "Statues" }).locator("button").click();
  await tap(page, ".mau-options-sheet .btn.primary");
  await expect(page.locator(".status-bar .why")).toHaveText(WORDS.en.wrong);
  await expect(page.locator(".coach .coach-line")).toHaveText(line);
  await expect(page.locator(".coach .coach-step")).toContainText(WORDS.en.step);
  expect(await page.locator(".mau-hand").innerText()).toBe(hand);
  // The right move then plays.
  await MOVES.mausoleum(page);
  await expect(page.locator(".coach .coach-step")).not.toContainText(WORDS.en.step);
  await expect(page.locator(".status-bar .why")).toHaveText("");
  // Leaving says that a lesson is not kept, and keeps nothing.
  await page.locator(".top-bar .bar-buttons > .btn").last().click();
  await expect(page.locator(".leave-confirm")).toContainText("A lesson is not saved");
  await page.locator(".leave-confirm .danger").click();
  await expect(page.locator(".game-screen")).toHaveCount(0);
  expect(await savedGames(page)).toEqual([]);
  await page.context().close();
});
