// A whole Silver & Gold: Pyramids game played only through the UI, at phone size: the setup keep
// behind the curtain, marks by tapping squares, replacements from the display, the end's scores;
// a reload mid-game resumes the same moment; the record downloaded at the end replays (cleo) to the
// scores shown. Every click is timed to the next paint.
import { test, expect } from "@playwright/test";
import { dirname, resolve } from "node:path";
import { fileURLToPath } from "node:url";

import { countFlights, flights, outOfView, painted, reportClicks, rng, timeClicks } from "./driver.mjs";
import { newPyramids, pyCoreTotals, pyEndTotals, pyStep } from "./pyramids-driver.mjs";

test("a whole 2-player Pyramids game through the UI, and a reload resumes", async ({ page }) => {
  test.setTimeout(240_000);
  await page.setViewportSize({ width: 390, height: 844 });
  await timeClicks(page);
  const errors = [];
  page.on("pageerror", (e) => errors.push(e.message));
  await newPyramids(page, { names: ["Ana", "Bruno"], seed: 21 });
  const latencies = [];
  const rand = rng(21);
  let steps = 0;
  let reloaded = false;
  while (await pyStep(page, rand)) {
    steps += 1;
    expect(steps, "the game ends").toBeLessThan(800);
    if (!reloaded && steps >= 40 && (await page.locator(".py-cards.big").count())) {
      const before = await page.locator(".status-bar .advice").innerText();
      const progress = await page.locator(".game-screen.pyramids .top-area").innerText();
      latencies.push(...(await page.evaluate(() => window.__clickFigures())));
      await page.reload();
      await expect(page.locator(".game-screen.pyramids, .curtain").first()).toBeVisible();
      if (await page.locator(".curtain").count()) await page.locator(".curtain .btn.primary").click();
      await expect(page.locator(".status-bar .advice")).toHaveText(before);
      expect(await page.locator(".game-screen.pyramids .top-area").innerText()).toBe(progress);
      reloaded = true;
    }
  }
  expect(reloaded).toBe(true);
  await expect(page.locator(".winner-line")).toContainText("wins");
  // Each column explains its total, and the record downloaded at the end replays in the core to
  // exactly the scores shown, per player.
  const shown = await pyEndTotals(page);
  expect(Object.keys(shown)).toEqual(["Ana", "Bruno"]);
  expect(await pyCoreTotals(page)).toEqual(shown);
  latencies.push(...(await page.evaluate(() => window.__clickFigures())));
  reportClicks(resolve(dirname(fileURLToPath(import.meta.url)), "../.."), "pyramids-2-players-phone", latencies);
  expect(errors).toEqual([]);
});

// A hint is lit on the table as well as said: the two cards to keep, then the squares to mark,
// which, chosen by hand, make exactly a legal mark.
test("a hint lights the cards to keep and the squares to mark", async ({ page }) => {
  test.setTimeout(90_000);
  await page.setViewportSize({ width: 390, height: 844 });
  await newPyramids(page, { names: ["Ana", "Bruno"], seed: 5 });
  const rand = rng(5);
  const ask = async () => {
    await page.locator(".hint-button").click();
    await expect(page.locator(".hint-says")).toContainText("Hint:", { timeout: 30_000 });
  };
  await page.locator(".curtain .btn.primary").click();
  await ask();
  await expect(page.locator(".py-hand .card-button.hinted")).toHaveCount(2);
  // The words name the same two cards.
  const kept = await page.locator(".py-hand .card-button.hinted .card-number").allTextContents();
  const [a, b] = kept;
  await expect(page.locator(".hint-says")).toContainText(new RegExp(`Ana keeps (${a} and ${b}|${b} and ${a})\\.`));
  while (!(await page.locator(".py-cards.big g.open").count())) expect(await pyStep(page, rand)).toBe(true);
  await expect(page.locator(".cell.hinted")).toHaveCount(0);
  await ask();
  const hinted = page.locator(".py-cards.big .cell.hinted");
  const n = await hinted.count();
  expect(n).toBeGreaterThan(0);
  await expect(page.locator(".py-cards.big .cell.hinted.marked, .py-cards.big .cell.hinted.wall")).toHaveCount(0);
  // All on one card, which the words name.
  const cards = await hinted.evaluateAll((cells) => [...new Set(cells.map((c) => c.dataset.cell.split("-")[0]))]);
  expect(cards).toHaveLength(1);
  // And the lit squares' places, row by row from the top, each row's squares from the left.
  const cells = await hinted.evaluateAll((cs) => cs.map((c) => Number(c.dataset.cell.split("-")[1])));
  const rows = new Map();
  for (const i of cells.sort((x, y) => x - y)) rows.set(Math.floor(i / 5) + 1, [...(rows.get(Math.floor(i / 5) + 1) ?? []), (i % 5) + 1]);
  const runs = (xs) => xs.reduce((out, x) => (out.length && out.at(-1).at(-1) === x - 1 ? out.at(-1).push(x) : out.push([x]), out), []);
  const said = (xs) => runs(xs).map((r) => (r.length > 2 ? `${r[0]}–${r.at(-1)}` : r.join(", "))).join(", ");
  const where = [...rows].map(([row, xs]) => `row ${row}, ${xs.length === 1 ? "square" : "squares"} ${said(xs)}`).join("; ");
  await expect(page.locator(".hint-says")).toContainText(`Ana marks ${n === 1 ? "1 square" : `${n} squares`} on #${cards[0]} (${where}).`);
  for (let i = 0; i < n; i++) await hinted.nth(i).locator(".cell-bg").click();
  await expect(page.locator(".py-cards.big .cell.chosen")).toHaveCount(n);
  await expect(page.getByRole("button", { name: "Mark", exact: true })).toHaveClass(/legal/);
  await expect(page.getByRole("button", { name: "Mark", exact: true })).toHaveClass(/hinted/);
});

// "Leave the game?" belongs to the turn it was asked in: a player who asks, then keeps instead,
// leaves no question over the next player's curtain or turn.
test("the question to leave goes with the turn it was asked in", async ({ page }) => {
  await page.setViewportSize({ width: 390, height: 844 });
  await newPyramids(page, { names: ["Ana", "Bruno"], seed: 8 });
  await page.locator(".curtain .btn.primary").click();
  await page.locator(".top-bar .bar-buttons > button", { hasText: "Leave the game" }).click();
  await expect(page.locator(".leave-confirm")).toBeVisible();
  const cards = page.locator(".py-hand .card-button");
  await cards.nth(0).click();
  await cards.nth(1).click();
  await page.locator(".status-actions .btn.primary").click();
  await expect(page.locator(".curtain")).toContainText("Bruno");
  await expect(page.locator(".leave-confirm")).toHaveCount(0);
  await page.locator(".curtain .btn.primary").click();
  await expect(page.locator(".py-hand")).toBeVisible();
  await expect(page.locator(".leave-confirm")).toHaveCount(0);
});

// The autosave waits for the paint that shows a change; a page left before that paint saves on
// the way out. The keep is tapped and the reload asked for in one script, so the page may go before
// any frame paints (often, not always: the reload takes a few milliseconds): the keep is in the
// record all the same, and the next player's curtain is down.
test("a keep tapped just as the page goes away is saved", async ({ page }) => {
  await page.setViewportSize({ width: 390, height: 844 });
  await newPyramids(page, { names: ["Ana", "Bruno"], seed: 8 });
  await page.locator(".curtain .btn.primary").click();
  const cards = page.locator(".py-hand .card-button");
  await cards.nth(0).click();
  await cards.nth(2).click();
  const key = await page.evaluate(() => localStorage.getItem("cleopatra.current"));
  const actions = () =>
    page.evaluate((k) => JSON.parse(localStorage.getItem(`cleopatra.game.${k}`)).save.actions.length, key);
  expect(await actions()).toBe(0);
  // A slow phone (the CPU 6× slower): Yew then leaves the render's effects to a later task, which
  // the page going away never runs (CI's busy machine once lost the keep so).
  const cdp = await page.context().newCDPSession(page);
  await cdp.send("Emulation.setCPUThrottlingRate", { rate: 6 });
  await page.evaluate(() => {
    document.querySelector(".status-actions .btn.primary").click();
    location.reload();
  });
  await expect(page.locator(".curtain")).toContainText("Bruno", { timeout: 15_000 });
  await cdp.send("Emulation.setCPUThrottlingRate", { rate: 1 });
  expect(await actions()).toBe(1);
});

// Accessibility (axe-core, WCAG 2 A/AA and best practices) on the Pyramids screens: the setup,
// the keep, the marking with squares chosen, and the end. Serious or critical violations fail.
import { createRequire } from "node:module";

const axePath = createRequire(import.meta.url).resolve("axe-core/axe.min.js");

async function axeBlocking(page) {
  await painted(page);
  if (!(await page.evaluate(() => typeof window.axe === "object"))) await page.addScriptTag({ path: axePath });
  const results = await page.evaluate(() =>
    window.axe.run(document, {
      runOnly: { type: "tag", values: ["wcag2a", "wcag2aa", "wcag21a", "wcag21aa", "wcag22aa", "best-practice"] },
      resultTypes: ["violations"],
    }),
  );
  return results.violations
    .filter((v) => v.impact === "serious" || v.impact === "critical")
    .map((v) => `${v.impact} ${v.id}: ${v.nodes.slice(0, 3).map((n) => n.target.join(" ")).join(" | ")}`);
}

test("Pyramids screens: no serious accessibility violations", async ({ page }) => {
  test.setTimeout(180_000);
  await page.goto("/pyramids.html?new=pyramids&seed=33");
  const counts = page.getByRole("group", { name: "Players" });
  await expect(counts.getByRole("button", { name: "1", exact: true })).toBeVisible();
  expect.soft(await axeBlocking(page), "setup").toEqual([]);
  // The solo setup, then back to the table that was set.
  const table = (await counts.locator("[aria-pressed=true]").textContent()).trim();
  await counts.getByRole("button", { name: "1", exact: true }).click();
  await expect(page.locator(".py-options")).toBeVisible();
  expect.soft(await axeBlocking(page), "solo setup").toEqual([]);
  await counts.getByRole("button", { name: table, exact: true }).click();
  await expect(page.locator(".py-options")).toHaveCount(0);
  await page.getByRole("button", { name: "Start" }).click();
  const rand = rng(33);
  await pyStep(page, rand); // the curtain
  await expect(page.locator(".py-hand")).toBeVisible();
  expect.soft(await axeBlocking(page), "keep").toEqual([]);
  while (!(await page.locator(".py-cards.big").count())) await pyStep(page, rand);
  await page.locator(".py-cards.big g.open").first().click();
  expect.soft(await axeBlocking(page), "marking").toEqual([]);
  while (await pyStep(page, rand));
  await expect(page.locator(".end-screen")).toBeVisible();
  expect.soft(await axeBlocking(page), "end").toEqual([]);
});

// Marking by a drag: pointer down on a square, across the adjacent squares of a placement of the
// revealed shape, release: exactly those squares are chosen, and Mark marks them. Taps still work.
// The drag is a mouse's on a laptop, and a finger's on a phone (touch events, where the page must
// not scroll or cancel the pointer under the finger).
const gestures = {
  async mouse(page, points) {
    await page.mouse.move(...points[0]);
    await page.mouse.down();
    for (const [x, y] of points.slice(1)) await page.mouse.move(x, y, { steps: 4 });
    await page.mouse.up();
  },
  async finger(page, points) {
    const cdp = await page.context().newCDPSession(page);
    const touch = (type, [x, y]) => cdp.send("Input.dispatchTouchEvent", { type, touchPoints: type === "touchEnd" ? [] : [{ x, y }] });
    await touch("touchStart", points[0]);
    let [px, py] = points[0];
    for (const [x, y] of points.slice(1)) {
      for (let k = 1; k <= 4; k++) await touch("touchMove", [px + ((x - px) * k) / 4, py + ((y - py) * k) / 4]);
      [px, py] = [x, y];
    }
    await touch("touchEnd", points[points.length - 1]);
    await cdp.detach();
  },
};

for (const [gesture, size, hasTouch] of [
  ["mouse", { width: 1280, height: 720 }, false],
  ["finger", { width: 390, height: 844 }, true],
]) {
  test.describe(() => {
    test.use({ viewport: size, hasTouch });
    test(`a ${gesture}'s drag across squares chooses the revealed shape, and Mark marks it`, async ({ page }) => {
      test.setTimeout(120_000);
      await newPyramids(page, { names: ["Ana", "Bruno"], seed: 5 });
      const rand = rng(5);
      // Bruno's keep curtain tells him the news: Ana has kept her cards (which ones stays secret).
      expect(await pyStep(page, rand)).toBe(true);
      expect(await pyStep(page, rand)).toBe(true);
      await expect(page.locator(".curtain .news")).toBeVisible();
      await expect(page.locator(".curtain .news")).toContainText("Ana has chosen.");
      const key = (r, c) => r * 5 + c;
      for (let tries = 0; tries < 200; tries++) {
        if (!(await page.locator(".py-cards.big").count()) || !(await page.locator(".pattern-art").count())) {
          expect(await pyStep(page, rand)).toBe(true);
          continue;
        }
        // The shape, every turn and mirror of it.
        const shape = await page.locator(".pattern-art rect").evaluateAll((rs) =>
          rs.map((r) => [Number(r.getAttribute("y")) / 10, Number(r.getAttribute("x")) / 10]),
        );
        const turns = [];
        let s = shape;
        for (let m = 0; m < 2; m++) {
          for (let t = 0; t < 4; t++) {
            s = s.map(([r, c]) => [c, -r]);
            const r0 = Math.min(...s.map((p) => p[0]));
            const c0 = Math.min(...s.map((p) => p[1]));
            turns.push(s.map(([r, c]) => [r - r0, c - c0]));
          }
          s = s.map(([r, c]) => [r, -c]);
        }
        // A placement on a card: all squares free, one of them open (lit for a single mark).
        const cards = await page.locator(".py-cards.big .py-card").evaluateAll((figs) =>
          figs.map((f) => {
            const cells = [...f.querySelectorAll("g[data-cell]")];
            return {
              id: cells[0].getAttribute("data-cell").split("-")[0],
              free: cells.map((g) => !g.classList.contains("wall") && !g.classList.contains("marked")),
              open: cells.map((g) => g.classList.contains("open")),
            };
          }),
        );
        let found = null;
        for (const card of cards)
          for (const o of turns)
            for (let dr = 0; dr < 5 && !found; dr++)
              for (let dc = 0; dc < 5 && !found; dc++) {
                const ks = o.map(([r, c]) => [r + dr, c + dc]);
                if (ks.some(([r, c]) => r > 4 || c > 4)) continue;
                const is = ks.map(([r, c]) => key(r, c));
                if (is.every((i) => card.free[i]) && is.some((i) => card.open[i])) found = { card: card.id, cells: is };
              }
        if (!found) {
          expect(await pyStep(page, rand)).toBe(true);
          continue;
        }
        // The card in view first, so no square of the path lies off screen.
        await page.locator(`.py-cards.big g[data-cell="${found.card}-12"]`).scrollIntoViewIfNeeded();
        const centre = async (i) => {
          const b = await page.locator(`.py-cards.big g[data-cell="${found.card}-${i}"] .cell-bg`).boundingBox();
          return [b.x + b.width / 2, b.y + b.height / 2];
        };
        // Walk the placement from its first square: each next square through squares already crossed.
        const set = new Set(found.cells);
        const order = [found.cells[0]];
        const path = [found.cells[0]];
        while (order.length < set.size) {
          // Breadth-first from the last square, through crossed squares, to an uncrossed one.
          const from = path[path.length - 1];
          const prev = new Map([[from, null]]);
          const queue = [from];
          let goal = null;
          while (queue.length && goal === null) {
            const at = queue.shift();
            for (const n of [at - 5, at + 5, at % 5 ? at - 1 : -1, at % 5 < 4 ? at + 1 : -1]) {
              if (n < 0 || n > 24 || !set.has(n) || prev.has(n)) continue;
              prev.set(n, at);
              if (!order.includes(n)) { goal = n; break; }
              queue.push(n);
            }
          }
          const steps = [];
          for (let n = goal; n !== from; n = prev.get(n)) steps.unshift(n);
          path.push(...steps);
          order.push(goal);
        }
        const points = [];
        for (const i of path) points.push(await centre(i));
        const scrolled = await page.evaluate(() => scrollY);
        await gestures[gesture](page, points);
        expect(await page.evaluate(() => scrollY), "the page stays still under the drag").toBe(scrolled);
        await expect(page.locator(".chosen-count")).toHaveText(`${set.size} squares chosen`);
        const chosen = await page.locator(`.py-cards.big g.chosen`).evaluateAll((gs) => gs.map((g) => g.getAttribute("data-cell")));
        expect(chosen.sort()).toEqual(found.cells.map((i) => `${found.card}-${i}`).sort());
        const mark = page.locator(".status-actions .btn.primary");
        if ((await mark.getAttribute("aria-disabled")) === "true") {
          // Some rule beyond the open square refuses it: clear it, play on, and try a later reveal.
          await page.getByRole("button", { name: "Clear", exact: true }).click();
          expect(await pyStep(page, rand)).toBe(true);
          continue;
        }
        await mark.click();
        // The mark is made (marks show once every player has chosen): nothing is left chosen, no refusal.
        await expect(page.locator(".chosen-count")).toHaveCount(0);
        await expect(page.locator(".status-bar .why")).toHaveText("");
        // A tap still chooses one square.
        while (!(await page.locator(".py-cards.big g.open").count())) expect(await pyStep(page, rand)).toBe(true);
        await page.locator(".py-cards.big g.open").first().click();
        await expect(page.locator(".chosen-count")).toHaveText("1 square chosen");
        return;
      }
      throw new Error("no placement of a revealed shape was found to drag");
    });
  });
}

test("a mark made draws in, and nothing moves once animations are off or the system asks for less motion", async ({ page }) => {
  test.setTimeout(120_000);
  await countFlights(page);
  const flown = () => flights(page);
  await page.setViewportSize({ width: 390, height: 844 });
  await page.goto("/pyramids.html?new=pyramids&seed=41");
  // Solo is the player count 1: one seat, a person's, and no start player to choose.
  await page.getByRole("group", { name: "Players" }).getByRole("button", { name: "1", exact: true }).click();
  await expect(page.locator(".seat-list .seat")).toHaveCount(1);
  await expect(page.locator(".player-pick")).toHaveCount(0);
  await expect(page.locator(".start-player")).toBeHidden();
  await expect(page.getByText("Play all 28 reveals on your own")).toBeVisible();
  await page.getByRole("button", { name: "Start" }).click();
  const rand = rng(41);
  // Keep two cards, then mark until a mark is made.
  const markOnce = async () => {
    for (let i = 0; i < 6; i++) {
      const marks = await page.locator(".py-cards.big .mark").count();
      expect(await pyStep(page, rand)).toBe(true);
      await painted(page);
      if ((await page.locator(".py-cards.big .mark").count()) > marks) return;
    }
    throw new Error("no mark was made");
  };
  await markOnce();
  await markOnce();
  expect((await flown()).filter((f) => /^py-b\d+-m\d+$/.test(f)).length, "the new mark draws in").toBeGreaterThan(0);
  // Off (as the computers' bar sets it, remembered on the device), through a reload. A table of
  // people only has no bar: the setting is the device's.
  await expect(page.locator(".motion-setting")).toHaveCount(0);
  await page.evaluate(() => localStorage.setItem("cleopatra.motion", "off"));
  await page.reload();
  await expect(page.locator(".py-cards.big, .py-hand").first()).toBeVisible();
  await flown();
  await markOnce();
  expect(await flown()).toEqual([]);
  // On again, but the system asks for reduced motion.
  await page.evaluate(() => localStorage.setItem("cleopatra.motion", "on"));
  await page.reload();
  await expect(page.locator(".py-cards.big, .py-hand").first()).toBeVisible();
  await page.emulateMedia({ reducedMotion: "reduce" });
  await markOnce();
  expect(await flown()).toEqual([]);
  await page.emulateMedia({ reducedMotion: "no-preference" });
  await markOnce();
  expect((await flown()).length).toBeGreaterThan(0);
  // The app notes where the pieces were and draws the new moment; the pieces move from the next
  // frame on, before it is drawn, whatever the renderer leaves for later (Yew may draw a frame
  // between its renders and their effects): never a frame of a piece in its new place that then
  // jumps back to move again (a square would slip from under a finger already tapping it).
  const [before, inFirstFrame] = await page.evaluate(async () => {
    const url = performance
      .getEntriesByType("resource")
      .map((e) => e.name)
      .find((n) => n.endsWith("/src/motion.js"));
    const motion = await import(url);
    const piece = document.querySelector(".py-players [data-fly]");
    const moving = () => piece.getAnimations().length;
    motion.arm(280, 100);
    piece.dataset.flyN = String(Number(piece.dataset.flyN ?? 0) + 1);
    await Promise.resolve();
    const before = moving();
    const inFirstFrame = await new Promise((done) => requestAnimationFrame(() => done(moving())));
    motion.finish();
    return [before, inFirstFrame];
  });
  expect(before, "nothing moves before the frame").toBe(0);
  expect(inFirstFrame, "the change moves from the first frame drawn").toBeGreaterThan(0);
});

test("a turn's choices are in view on tablets, without scrolling (issue 36)", async ({ page }) => {
  test.setTimeout(120_000);
  await page.setViewportSize({ width: 1024, height: 768 });
  await newPyramids(page, { names: ["Ana", "Bruno", "Carla", "Davi"], seed: 9 });
  const rand = rng(9);
  const sizes = [{ width: 1024, height: 768 }, { width: 820, height: 1180 }];
  const look = async (choices) => {
    for (const size of sizes) {
      await page.setViewportSize(size);
      await page.evaluate(() => [document.scrollingElement, ...document.querySelectorAll("*")].forEach((e) => e.scrollTop && (e.scrollTop = 0)));
      expect(await outOfView(page, choices), `at ${size.width}×${size.height}`).toEqual([]);
    }
    await page.setViewportSize(sizes[0]);
  };
  // Marking: the player's two cards and the bar's buttons; taking: the display's cards.
  for (const [phase, choices] of [
    [".py-cards.big g.open", ".py-cards.big .py-card, .status-actions .btn"],
    [".card-button.take", ".card-button.take, .status-actions .btn"],
  ]) {
    let steps = 0;
    while (!(await page.locator(".curtain").count() === 0 && (await page.locator(phase).count()) > 0)) {
      expect(await pyStep(page, rand), `the game reaches ${phase}`).toBe(true);
      expect((steps += 1)).toBeLessThan(300);
    }
    await look(choices);
  }
});
