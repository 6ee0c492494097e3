// Plays the game through the UI the way a table would: pass the device, lower the curtain, pick
// among the options the screen offers. Shared by the end-to-end specs.
import { expect } from "@playwright/test";
import { execFileSync } from "node:child_process";
import { existsSync, readFileSync, writeFileSync } from "node:fs";
import { createRequire } from "node:module";
import { dirname, resolve } from "node:path";
import { fileURLToPath } from "node:url";

const root = resolve(dirname(fileURLToPath(import.meta.url)), "../..");

/** The `cleo` tool, the rules core's referee: $CLEO, else a release build, else the tests' build. */
export function cleo(...args) {
  const release = resolve(root, "target/release/cleo");
  const tool = process.env.CLEO ?? (existsSync(release) ? release : resolve(root, "target/debug/cleo"));
  return execFileSync(tool, args, { encoding: "utf8" });
}

const axePath = createRequire(import.meta.url).resolve("axe-core/axe.min.js");

/** axe-core's serious and critical findings on the page as it is (WCAG 2 A/AA and best practices). */
export async function seriousAxe(page) {
  await page.addScriptTag({ path: axePath });
  const { violations } = await page.evaluate(() =>
    window.axe.run(document, {
      runOnly: { type: "tag", values: ["wcag2a", "wcag2aa", "wcag21a", "wcag21aa", "wcag22aa", "best-practice"] },
      resultTypes: ["violations"],
    }),
  );
  return violations.filter((v) => ["serious", "critical"].includes(v.impact)).map((v) => `${v.id} ${v.nodes[0]?.target}`);
}

/**
 * A finished Cleopatra game the core plays (`cleo play`, random legal actions, `players` players,
 * `seed`), its record passed through `edit` (say, to rename the players, or to take back its last
 * decision), imported through saved games on the shelf of a page at its start, and opened. Returns
 * the record's text. `words` are the shelf's buttons in the page's language (a finished game's is
 * "See the result", one still under way's "Continue").
 */
export async function importCorePlayed(page, { game = "cleopatra", players, seed, edit = (t) => t, words = { import: "Import a game", open: /^(Continue|See the result)$/ } }) {
  const file = resolve(root, "target", `e2e-core-${game}-${players}p-${seed}.json`);
  cleo("play", "--game", game, "--players", String(players), "--seed", String(seed), "--save", file);
  const text = edit(readFileSync(file, "utf8"));
  writeFileSync(file, text);
  await page.goto("/");
  await page.getByRole("button", { name: words.import }).click();
  await page.locator("input[type=file]").setInputFiles(file);
  await page.locator(".saved-game").getByRole("button", { name: words.open }).click();
  await expect(page.locator(".end-screen, .curtain").first()).toBeVisible();
  return text;
}

/**
 * Sets `file` in the saved games' file input and waits until they say it was imported. A game whose
 * code is not on this page is handed to its own page, which replays it and comes back: two page
 * loads, 2 s on a quiet machine and over 5 s with the CPU 6× slower, so the wait allows for them.
 */
export async function importFile(page, file) {
  await page.locator("input[type=file]").setInputFiles(file);
  await imported(page);
}

/** Waits until the saved games say how an import went, allowing for the hand-over (above). */
export const imported = (page, said = "Imported as a new game") =>
  expect(page.locator(".import-message")).toContainText(said, { timeout: 20_000 });

/**
 * Downloads the finished game's record from the end screen and returns `cleo replay`'s summary;
 * `from` is the frame showing the end screen when the game is embedded.
 */
export async function replayDownload(page, from = page) {
  const [download] = await Promise.all([
    page.waitForEvent("download"),
    from.getByRole("button", { name: "Download the game record" }).click(),
  ]);
  const file = resolve(root, "target", download.suggestedFilename());
  await download.saveAs(file);
  const summary = JSON.parse(cleo("replay", file));
  expect(summary.finished).toBe(true);
  return summary;
}

/** Reads the end screen: every player's final scarabs, or "eliminated". */
export async function endScores(page) {
  await page.getByRole("button", { name: "Show everything" }).click();
  // A column per player: names across the head, final scarabs across the foot.
  const names = await page.locator(".score-table thead .score-name").allInnerTexts();
  const finals = await page.locator(".score-table tfoot .final td").allInnerTexts();
  expect(finals.length).toBe(names.length);
  return Object.fromEntries(names.map((name, i) => [name.trim(), finals[i].trim()]));
}

/** The core's verdict on the downloaded record. */
export async function coreScores(page) {
  const summary = await replayDownload(page);
  return Object.fromEntries(
    summary.players.map((p) => [p.name, p.eliminated ? "fed to the crocodile" : String(p.scarabs)]),
  );
}

/**
 * Resolves once the page has painted its next frame and run the tasks queued from it: a change
 * shows, and its autosave (which waits for that paint) is written. A page that paints nothing
 * (hidden) resolves after a second instead (its saves do not wait for a paint).
 */
export const painted = (page) =>
  page.evaluate(
    () =>
      new Promise((r) => {
        requestAnimationFrame(() => setTimeout(r));
        setTimeout(r, 1000);
      }),
  );

/** A small seeded generator, so a failing game can be played again. */
export function rng(seed) {
  let a = seed >>> 0;
  return () => {
    a = (a + 0x6d2b79f5) >>> 0;
    let t = a;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
}

/** Pages whose clicks are timed. */
const timed = new WeakSet();

/**
 * On a timed page, a click's promise resolves only once the page has painted the frame that answers
 * it. The test's next look at the page (a locator, a script) runs on the page's main thread, and,
 * coming before that frame, would hold it back and count in the click's time, which a player's
 * next look does not.
 */
function paintAfterClicks(page) {
  timed.add(page);
  const locator = Object.getPrototypeOf(page.locator("body"));
  if (locator.paintAfterClick) return;
  const click = locator.click;
  locator.click = async function (...args) {
    await click.apply(this, args);
    if (!timed.has(this.page())) return;
    // A click that leaves the page (a reload, a link) has no frame to wait for.
    await painted(this.page()).catch((e) => {
      if (!/context was destroyed|navigat|Target .*closed/i.test(e.message)) throw e;
    });
  };
  locator.paintAfterClick = true;
}

/**
 * Times every click two ways. *To the next paint*: from the click to a task after the next frame.
 * It includes the wait for the browser's next frame, wherever its clock stood when the click came
 * (a click that changes nothing measures a p95 of about 13 ms this way). *The app's work*: the click's
 * handlers with the render they run (Event Timing's processing time) plus that frame's own work
 * (its animation-frame callbacks, style, layout and paint, to the task after it), without the
 * wait. A click whose Event Timing entry is under the browser's 16 ms reporting floor counts its
 * whole time to the next paint as work (an upper bound). `window.__clickFigures()` reads them.
 */
export async function timeClicks(page) {
  paintAfterClicks(page);
  await page.addInitScript(() => {
    const clicks = [];
    const processing = new Map();
    new PerformanceObserver((list) => {
      for (const e of list.getEntries()) {
        if (e.name === "click") processing.set(e.startTime, e.processingEnd - e.processingStart);
      }
    }).observe({ type: "event", durationThreshold: 16, buffered: true });
    document.addEventListener(
      "click",
      (e) => {
        const [t0, key] = [performance.now(), e.timeStamp];
        const on = e.target instanceof Element ? e.target.closest("button, [role], [class]") : null;
        const what = on ? `${on.className?.baseVal ?? on.className} ${on.textContent.trim().slice(0, 24)}` : "";
        requestAnimationFrame(() => {
          const frame = performance.now();
          setTimeout(() => {
            const end = performance.now();
            clicks.push({ key, what, paint: end - t0, frame: end - frame });
          });
        });
      },
      true,
    );
    window.__clickFigures = () =>
      clicks.map(({ key, what, paint, frame }) => ({
        what,
        paint,
        work: processing.has(key) ? Math.min(paint, processing.get(key) + frame) : paint,
      }));
  });
}

/**
 * Clicks `count` times on `selector`, something that reacts to nothing, a few frames apart, and
 * checks that the page stayed the same: the click figures' floor, where the app does no work.
 */
export async function clicksThatChangeNothing(page, selector, count) {
  // A quiet page first: the screen's own animations (the end screen's tally) over.
  await page.waitForFunction(() => document.getAnimations().every((a) => a.playState !== "running"));
  const before = await page.evaluate(() => [document.body.innerHTML, window.__clickFigures().length]);
  for (let i = 0; i < count; i++) {
    await page.locator(selector).first().click();
    await page.waitForTimeout(37 + (i % 7) * 3);
  }
  const [after, figures] = await page.evaluate(() => [document.body.innerHTML, window.__clickFigures()]);
  expect(after).toBe(before[0]);
  return figures.slice(before[1]);
}

/** The line of click figures for `label`, printed and kept in target/latency-LABEL.txt. */
export function reportClicks(root, label, figures, what = "clicks") {
  const quantiles = (xs) => {
    const sorted = [...xs].sort((a, b) => a - b);
    return (q) => sorted[Math.min(sorted.length - 1, Math.floor(q * sorted.length))].toFixed(1);
  };
  const paint = quantiles(figures.map((f) => f.paint));
  const work = quantiles(figures.map((f) => f.work));
  const line =
    `${label}: ${figures.length} ${what}, click to next paint median ${paint(0.5)} ms, p95 ${paint(0.95)} ms; ` +
    `the app's work per click median ${work(0.5)} ms, p95 ${work(0.95)} ms, max ${work(1)} ms`;
  console.log(line);
  writeFileSync(resolve(root, "target", `latency-${label}.txt`), line + "\n");
  writeFileSync(resolve(root, "target", `latency-${label}.json`), JSON.stringify(figures));
}

/** Nothing private may be on the page while the curtain is up. */
export async function checkCurtainHidesSecrets(page) {
  await expect(page.locator(".hand, .hand-panel, .sheet, .scarab-count, .amulet-count")).toHaveCount(0);
  const text = await page.locator("body").innerText();
  expect(text).not.toMatch(/offers \d+ scarabs? in secret/);
  expect(text).not.toMatch(/discards \d+ cards? to the hand limit:/);
  // Face-down cards someone took show only as backs in the public news.
  expect(text).not.toMatch(/\(face down\)/);
}

const pick = (rand, items) => items[Math.floor(rand() * items.length)];

/**
 * Lays the top mosaic: sweeps the ghost over the garden, turning it until a place glows; a click
 * there pins the preview (nothing is built yet), a second click on it lays it.
 */
export async function layMosaic(page) {
  // The controls lie over the plaza, never over the garden the mosaic goes in: every square
  // stays there to tap.
  const [panelTop, gardenBottom] = await page.evaluate(() => [
    document.querySelector(".mosaic-controls").getBoundingClientRect().top,
    Math.max(...[...document.querySelectorAll(".mosaic-layer .target")].map((t) => t.getBoundingClientRect().bottom)),
  ]);
  expect(panelTop, "the mosaic controls leave the garden clear").toBeGreaterThanOrEqual(gardenBottom);
  // A preview already pinned (the mouse no longer moves it): lay it.
  const place = page.locator(".mosaic-controls .place:enabled");
  if ((await place.count()) > 0) return place.click();
  const targets = page.locator(".mosaic-layer .target");
  for (let turn = 0; turn < 8; turn++) {
    const count = await targets.count();
    for (let i = 0; i < count; i++) {
      await targets.nth(i).hover({ force: true });
      if ((await page.locator(".ghost.legal").count()) > 0) {
        await targets.nth(i).click({ force: true });
        await expect(page.locator(".ghost.legal.pinned")).toHaveCount(1);
        await expect(page.locator(".payment-sheet")).toHaveCount(0);
        await targets.nth(i).click({ force: true });
        return;
      }
    }
    await page.getByRole("button", { name: /^Rotate/ }).click();
  }
  throw new Error("no legal place found for the mosaic");
}

/** Answers whatever dialog is open; returns false if none was. With `overpay`, now and then a
 * payment gets a card of the hand on top (counted in `overpay.count`), and a long list of payments
 * is shown whole (counted in `overpay.more`). */
async function answerDialog(page, rand, overpay, on) {
  if (on.sheet === 0) return false;
  const sheet = page.locator(".sheet");
  const kind = await sheet.getAttribute("class");
  if (kind.includes("payment-sheet")) {
    const options = sheet.locator(".payment");
    // The cheapest six show first; this table (the one that overpays) asks for the rest too.
    const rest = sheet.locator(".more-payments");
    if (overpay && (await rest.count()) > 0) {
      const [shown, more] = [await options.count(), Number((await rest.innerText()).match(/\d+/)?.[0] ?? 1)];
      expect(shown).toBe(6);
      await rest.click();
      await expect(options).toHaveCount(shown + more);
      await expect(rest).toHaveCount(0);
      overpay.more = (overpay.more ?? 0) + 1;
    }
    await options.nth(Math.floor(rand() * (await options.count()))).click();
    const more = sheet.locator(".overpay");
    if (overpay && (await more.count()) > 0 && rand() < 0.3) {
      await more.locator("summary").click();
      const plus = more.getByRole("button", { name: /^One more: / });
      await plus.nth(Math.floor(rand() * (await plus.count()))).click();
      await expect(more.locator(".payment-notes")).toContainText("1 more card discarded for nothing");
      overpay.count++;
    }
    await sheet.getByRole("button", { name: "Build" }).click();
  } else if (kind.includes("reveal-sheet")) {
    await expect(sheet.locator(".offering-reveal tbody tr")).not.toHaveCount(0);
    await sheet.getByRole("button", { name: "Got it" }).click();
  } else if (kind.includes("offering-sheet")) {
    const plus = sheet.getByRole("button", { name: "One scarab more" });
    for (let i = Math.floor(rand() * 4); i > 0; i--) await plus.click();
    await sheet.locator(".opt.legal").click();
  } else if (kind.includes("hand-limit-sheet")) {
    if (rand() < 0.5) {
      await sheet.getByRole("button", { name: /^Keep all/ }).click();
    } else {
      // Choose the excess card by card, then discard.
      const need = Number((await sheet.locator(".hint").innerText()).match(/of (\d+)/)[1]);
      // (A kind all of whose cards are chosen has its + disabled.)
      const plus = sheet.getByRole("button", { name: /^One more: /, disabled: false });
      let chosen = 0;
      for (let i = 0; chosen < need && i < 200; i++) {
        await plus.nth(i % (await plus.count())).click();
        chosen = Number((await sheet.locator(".hint").innerText()).match(/(\d+) of/)[1]);
      }
      await sheet.getByRole("button", { name: "Discard the chosen cards" }).click();
    }
  } else {
    await pick(rand, await sheet.locator(".opt.legal").all()).click();
  }
  return true;
}

/** One decision on the main table, preferring to build so the game moves on. */
async function playMain(page, rand, on) {
  if (on.mosaic > 0) return layMosaic(page);
  const nth = (what) => page.locator(SCREEN[what]).nth(Math.floor(rand() * on[what]));
  if (on.slots > 0) return nth("slots").click();
  if (on.puts > 0) {
    const cards = await page.locator(".drawn .pick").all();
    await pick(rand, cards).click();
    return pick(rand, await page.locator(".put.legal").all()).click();
  }
  // The mini-expansions: a bonus tile, a Sobek statue, an architect, the Babylonian's two stalls.
  if (on.extras > 0 && rand() < 0.5) {
    const extra = nth("extras");
    const whim = ((await extra.getAttribute("class")) ?? "").includes("draw-whim");
    await extra.click();
    // What the bonus tile did is said beside the board, not only in the log.
    if (whim) await expect(page.locator(".status-bar .why")).toContainText("draws a bonus tile: ");
    return;
  }
  if (on.categories > 0 && rand() < 0.85) return nth("categories").click();
  if (on.sobek > 0 && rand() < 0.3) return nth("sobek").click();
  if (on.stalls > 0 && rand() < 0.8) return nth("stalls").click();
  if (on.close > 0) return page.locator(SCREEN.close).last().click();
  if (on.stalls > 0) return nth("stalls").click();
  if (on.categories > 0) return nth("categories").click();
  // A chosen category with nothing else possible: unchoose it.
  return page.locator(".category.chosen").click();
}

/** A button ("New game", "Rules") on one game of the shelf (the title screen). */
export function shelfButton(page, game, label) {
  return page.locator(`.shelf-game[data-game="${game}"]`).getByRole("button", { name: label, exact: true });
}

/**
 * Opens a new game from the title screen with these players and seed. `page` may be a frame
 * already showing the title screen (`at: null`), or a page sent to `at` (the app's address).
 */
export async function newGame(page, { names, seed, at = "/", expansions = [] }) {
  if (at !== null) await page.goto(`${at}?seed=${seed}`);
  await shelfButton(page, "cleopatra", "New game").click();
  await page.getByRole("button", { name: String(names.length), exact: true }).click();
  for (const name of expansions) await page.getByLabel(name, { exact: true }).check();
  for (const [i, name] of names.entries()) await page.getByLabel(`Name of player ${i + 1}`).fill(name);
  await page.getByRole("button", { name: "Start" }).click();
}

/** What the driver looks for on the screen, by name: the CSS selector of each. */
const SCREEN = {
  end: ".end-screen",
  curtain: ".curtain",
  reveal: ".reveal-sheet",
  passOn: ".status-bar .pass-on",
  sheet: ".sheet",
  mosaic: ".mosaic-controls",
  slots: ".slot",
  puts: ".put.legal",
  extras: ".expansions .opt.legal, .expansions .build-statue",
  categories: ".category.legal:not(.chosen)",
  sobek: ".sobek-tile .opt.legal",
  stalls: ".stall .opt.legal",
  close: ".status-actions .opt.legal:not(.undo)",
};

/**
 * How many elements match each of `selectors` ({ name: CSS selector }), read in one round trip: a
 * step's dozen questions asked one by one took a third of a whole game's time.
 */
export async function countAll(page, selectors) {
  return page.evaluate(
    (sels) => Object.fromEntries(Object.entries(sels).map(([name, css]) => [name, document.querySelectorAll(css).length])),
    selectors,
  );
}

/**
 * Makes one decision on whatever the screen shows: lowers the curtain (checking it hides every
 * secret), answers a dialog, or plays on the table. Returns "end", "curtain" or "move".
 */
export async function step(page, rand, overpay = null, onCurtain = null) {
  const on = await countAll(page, SCREEN);
  if (on.end) return "end";
  if (on.curtain) {
    await checkCurtainHidesSecrets(page);
    if (onCurtain) await onCurtain(await readCurtain(page));
    await page.locator(".curtain .btn.primary").click();
    return "curtain";
  }
  // The Offering's bids, shown as a sheet to a player who holds the device when they are revealed.
  if (onCurtain && on.reveal) {
    const bids = await readBids(page.locator(".reveal-sheet"));
    await onCurtain({ title: await page.locator(".turn-title").innerText(), turns: [], bids, sheet: true });
  }
  // A turn's end (its last refill card, leaving the quarry, the hand limit…): the player hands the
  // device on after a last look.
  if (on.passOn) {
    await page.locator(".status-bar .pass-on").click();
    return "move";
  }
  if (!(await answerDialog(page, rand, overpay, on))) await playMain(page, rand, on);
  return "move";
}

/**
 * What a curtain shows: whose it is, the headings of the turns in its news (oldest first), and
 * the Offering's bids if it reveals them ({ name: bid }).
 */
export async function readCurtain(page) {
  const title = await page.locator("#curtain-h").innerText();
  const turns = (await page.locator(".curtain .news .log-turn-title").allInnerTexts()).map((t) => t.trim());
  const reveal = page.locator(".curtain .offering-reveal");
  const bids = (await reveal.count()) > 0 ? await readBids(reveal) : null;
  return { title, turns, bids };
}

/** The bids an Offering reveal shows: { name: bid }. */
async function readBids(reveal) {
  const bids = {};
  for (const row of await reveal.locator("tbody tr").all()) {
    bids[(await row.locator("th").innerText()).trim()] = Number(await row.locator("td.num").first().innerText());
  }
  return bids;
}

/** Plays on until `turns` curtains have been lowered; returns the log's length. */
export async function playTurns(page, rand, turns) {
  let curtains = 0;
  while (curtains < turns) if ((await step(page, rand)) === "curtain") curtains++;
  await expect(page.locator(".game-screen")).toBeVisible();
  return page.locator(".log-lines li").count();
}

/**
 * Plays a whole game from the title screen to the end screen. With `overpay`, some payments get
 * extra cards on top (the rulebook allows it); returns how many.
 */
export async function playGame(page, { names, seed, shotsAt = {}, overpay = false, onCurtain = null, expansions = [] }) {
  const rand = rng(seed);
  await newGame(page, { names, seed, expansions });
  let curtains = 0;
  const overpaid = overpay ? { count: 0 } : null;
  for (let n = 0; n < 6000; n++) {
    const done = await step(page, rand, overpaid, onCurtain);
    if (done === "end") return { curtains, steps: n, overpaid: overpaid?.count ?? 0, morePayments: overpaid?.more ?? 0 };
    if (done === "curtain") {
      curtains++;
      const shot = shotsAt[curtains];
      if (shot) {
        await page.setViewportSize(shot.size);
        await page.screenshot({ path: shot.path });
      }
    }
  }
  throw new Error("the game did not end");
}

/**
 * Watches every curtain of a hot-seat game: each player must be told of every turn since they
 * last looked (after a whole round of turns, every other player's, in seating order), and every
 * player must see the Offering's bids once they are revealed, the same bids for everyone.
 */
export function watchTheTable(names) {
  const before = {}; // what each player's last curtain was: "turn" (a turn's start) or "other"
  const turnOf = (n) => `${n}'s turn`;
  let bids = null;
  const sawBids = new Set();
  let roundsChecked = 0;
  return {
    async look({ title, turns, bids: shown, sheet = false }) {
      const who = names.find((n) => title.includes(n));
      expect(who, `whose curtain: ${title}`).toBeTruthy();
      if (shown) {
        bids ??= shown;
        expect(shown).toEqual(bids);
        sawBids.add(who);
      } else if (bids && !sheet) {
        expect(sawBids.has(who), `${who} is shown the Offering's bids`).toBe(true);
      }
      if (sheet) return;
      const startsTurn = turns.at(-1) === turnOf(who);
      if (startsTurn && before[who] === "turn") {
        const i = names.indexOf(who);
        const others = [...names.slice(i + 1), ...names.slice(0, i)];
        expect(turns, `${who} hears of every turn since their last`).toEqual([...others.map(turnOf), turnOf(who)]);
        roundsChecked++;
      }
      before[who] = startsTurn ? "turn" : "other";
    },
    /** Checks at least `rounds` players were told of a whole round, and, with `offering`, that
     * everyone saw the Offering's bids. */
    check({ rounds = names.length + 1, offering = true } = {}) {
      expect(roundsChecked, "whole rounds between a player's looks").toBeGreaterThanOrEqual(rounds);
      if (!offering) return;
      expect(bids, "an Offering was revealed").not.toBeNull();
      expect([...sawBids].sort()).toEqual([...names].sort());
    },
  };
}

/**
 * Plays a person's decisions with `personStep` while computers play theirs, to the end screen.
 * Checks no curtain ever falls, and that a computer's move is lit in the log. Returns the person's
 * steps.
 */
export async function playAlone(page, personStep, rand) {
  let steps = 0;
  let lit = 0;
  for (let n = 0; n < 20000; n++) {
    if (await page.locator(".end-screen").count()) return { steps, lit };
    expect(await page.locator(".curtain").count(), "no curtain for a person alone with computers").toBe(0);
    // One look at the page, so a computer's move cannot come between two checks.
    const now = await page.evaluate(() => ({
      busy: document.querySelectorAll(".computer-bar.busy").length,
      hint: document.querySelectorAll(".hint-button").length,
      lit: document.querySelectorAll(".log-lines li.lit").length,
    }));
    if (now.busy) {
      expect(now.hint, "nothing on screen plays for a computer while it thinks").toBe(0);
      lit = Math.max(lit, now.lit);
      await page.waitForTimeout(40);
      continue;
    }
    await personStep(page, rand);
    await painted(page);
    steps++;
  }
  throw new Error("the game did not end");
}

/**
 * Counts, from the page's start, every animation the table starts on one of its pieces (motion.js
 * animates only elements marked `data-fly`); `flights(page)` then takes the names flown so far.
 */
export async function countFlights(page) {
  await page.addInitScript(() => {
    window.__flights = [];
    const animate = Element.prototype.animate;
    Element.prototype.animate = function (frames, options) {
      if (this.dataset?.fly) window.__flights.push(this.dataset.fly);
      return animate.call(this, frames, options);
    };
  });
}

/** The names of the pieces flown since the last look (see `countFlights`). */
export const flights = (page) => page.evaluate(() => window.__flights.splice(0));

/**
 * The turn's choices that lie outside the screen: each element of `selector` must be inside the
 * viewport, inside the panels that scroll, and above a status bar pinned to the bottom. Returns a
 * line per element that is not, empty when all are in view.
 */
export const outOfView = (page, selector) =>
  page.evaluate((selector) => {
    const bar = document.querySelector(".status-bar");
    const pinned = bar && getComputedStyle(bar).position === "fixed" ? bar.getBoundingClientRect() : null;
    return [...document.querySelectorAll(selector)].flatMap((e) => {
      const r = e.getBoundingClientRect();
      let [top, bottom, left, right] = [0, innerHeight, 0, innerWidth];
      for (let a = e.parentElement; a && a !== document.body; a = a.parentElement) {
        if (getComputedStyle(a).overflowY === "visible") continue;
        const box = a.getBoundingClientRect();
        [top, bottom, left, right] = [Math.max(top, box.top), Math.min(bottom, box.bottom), Math.max(left, box.left), Math.min(right, box.right)];
      }
      if (pinned && !bar.contains(e)) bottom = Math.min(bottom, pinned.top);
      const fits = r.top >= top - 1 && r.bottom <= bottom + 1 && r.left >= left - 1 && r.right <= right + 1;
      return fits ? [] : [`${e.className} "${e.textContent.trim().slice(0, 20)}" at ${Math.round(r.top)}–${Math.round(r.bottom)}, room ${Math.round(top)}–${Math.round(bottom)}`];
    });
  }, selector);
