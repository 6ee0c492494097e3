// The release build in a real browser: loads cleanly, every title-screen button works, and the
// layout fits phone, tablet, desktop and an iframe.
import { test, expect } from "@playwright/test";
import { shelfButton } from "./driver.mjs";
import { mkdirSync } from "node:fs";
import { dirname, resolve } from "node:path";
import { fileURLToPath } from "node:url";

const shots = resolve(dirname(fileURLToPath(import.meta.url)), "screenshots");
mkdirSync(shots, { recursive: true });

/** Collects console errors, uncaught exceptions and failed requests of a page. */
function watchErrors(page) {
  const errors = [];
  page.on("console", (msg) => msg.type() === "error" && errors.push(`console: ${msg.text()}`));
  page.on("pageerror", (err) => errors.push(`page: ${err.message}`));
  // A request the browser itself abandons because the page moved on to another of the app's
  // pages (the tab's icon, typically) is not a failure; any other is.
  page.on("requestfailed", (req) => {
    const why = req.failure()?.errorText;
    if (why !== "net::ERR_ABORTED") errors.push(`request: ${req.url()} ${why}`);
  });
  page.on("response", (res) => res.status() >= 400 && errors.push(`http ${res.status()}: ${res.url()}`));
  return errors;
}

/** Opens the title screen (in English: the config sets the browser's locale to en-US). */
async function openTitle(page) {
  await page.goto("/");
  await expect(page.getByRole("heading", { level: 1 })).toHaveText("Builders of the Nile");
  await expect(page.getByRole("heading", { level: 2, name: /Cleopatra/ })).toBeVisible();
}

test("loads without errors and New game opens the table setup", async ({ page }) => {
  const errors = watchErrors(page);
  await openTitle(page);
  await expect(page.getByRole("img", { name: /scarab/i })).toBeVisible();
  await shelfButton(page, "cleopatra", "New game").click();
  await expect(page.getByRole("heading", { level: 1 })).toHaveText("New game");
  await expect(page.getByRole("textbox")).toHaveCount(2);
  await page.screenshot({ path: resolve(shots, "new-game.png") });
  expect(errors).toEqual([]);
});

test("each game's code loads only when it is chosen, and Back returns to the shelf", async ({ page }) => {
  const errors = watchErrors(page);
  const wasm = [];
  page.on("request", (req) => req.url().endsWith(".wasm") && wasm.push(new URL(req.url()).pathname));
  // The front door: a first visit's title costs no code at all.
  await openTitle(page);
  expect(wasm).toHaveLength(0);

  // Imhotep's page brings its own code; a game started there is the one a reload resumes.
  await shelfButton(page, "imhotep", "New game").click();
  await expect(page).toHaveURL(/imhotep\.html\?new=imhotep/);
  await page.getByRole("button", { name: "Start" }).click();
  await expect(page.locator(".game-screen.imhotep")).toBeVisible();
  await expect(page).toHaveURL(/imhotep\.html$/);
  expect(wasm).toHaveLength(1);

  // Back leaves the game for the shelf and stays there; Forward and a fresh visit resume it.
  await page.goBack();
  await expect(page.getByRole("heading", { level: 1 })).toHaveText("Builders of the Nile");
  await page.waitForTimeout(300);
  await expect(page).not.toHaveURL(/imhotep/);
  await page.goto("/");
  await expect(page.locator(".game-screen.imhotep")).toBeVisible();

  // With a game on the table the shelf is its own page, with its code (the saved games); Cleopatra's
  // rules are on Cleopatra's page, with a third build of the code; the way back is to the shelf's
  // title, though a game waits on the table.
  await page.goto("/?saves");
  await expect(page.getByRole("heading", { level: 1 })).toHaveText("Saved games");
  await page.getByRole("button", { name: "Back" }).click();
  await shelfButton(page, "cleopatra", "Rules").click();
  await expect(page).toHaveURL(/cleopatra\.html\?rules=cleopatra/);
  await expect(page.getByRole("heading", { level: 1 })).toHaveText("How to play");
  expect(new Set(wasm).size).toBe(3);
  await page.getByRole("button", { name: "Back" }).click();
  await expect(page.getByRole("heading", { level: 1 })).toHaveText("Builders of the Nile");
  expect(errors).toEqual([]);
});

test("a game's page opened with no question and no game on the table is the shelf, without the game's code", async ({ page }) => {
  const errors = watchErrors(page);
  // What arrived whole: the browser's look-ahead may ask for the game page's files before its
  // first script runs, but leaving at once breaks those off.
  const fetched = [];
  page.on("requestfinished", (req) => fetched.push(new URL(req.url()).pathname));
  await page.goto("/pyramids.html?seed=8");
  await expect(page.getByRole("heading", { level: 1 })).toHaveText("Builders of the Nile");
  await expect(page).toHaveURL(/\/\?title&seed=8$/);
  // No wasm file (the front door's title has no code) and none of the game page's code: no script
  // of its own (its stylesheets, found by the browser's look-ahead in the page's first bytes, may
  // arrive before its first script sends it away: a race with the network the page cannot win, a
  // few KB).
  expect(fetched.filter((p) => p.endsWith(".wasm"))).toHaveLength(0);
  const shelfJs = await page.evaluate(() =>
    [...document.querySelectorAll("script[src], link[href$='.js']"), ...performance.getEntriesByType("resource")]
      .map((e) => new URL(e.src ?? e.href ?? e.name).pathname)
      .filter((p) => p.endsWith(".js")),
  );
  expect(fetched.filter((p) => p.endsWith(".js") && !shelfJs.includes(p) && p !== "/sw.js")).toEqual([]);
  // With a game on the table, the same address resumes it on its own page.
  await shelfButton(page, "pyramids", "New game").click();
  await page.getByRole("button", { name: "Start" }).click();
  const table = page.locator(".game-screen, .curtain").first();
  await expect(table).toBeVisible();
  await page.goto("/pyramids.html");
  await expect(table).toBeVisible();
  await expect(page).toHaveURL(/pyramids\.html$/);
  expect(errors).toEqual([]);
});

test("each page paints its first screen before its code arrives, in the language the app will speak", async ({ browser }) => {
  // The page's code held back: what shows is the still picture the build drew into the page.
  const held = [];
  const context = await browser.newContext({ locale: "pt-BR", serviceWorkers: "block" });
  const page = await context.newPage();
  await page.route(/\.wasm$/, (route) => held.push(route));
  // The front door: the shelf's picture, in Portuguese, working as it is with no code at all.
  await page.goto("/");
  const shell = page.locator("#shell");
  await expect(shell.locator(".title-screen")).toHaveCount(1);
  await expect(shell.locator(".shelf-game")).toHaveCount(4);
  await expect(page.locator("template")).toHaveCount(0);
  await expect(page.locator("html")).toHaveAttribute("lang", "pt-BR");
  await expect(shelfButton(page, "imhotep", "Novo jogo")).toBeVisible();
  await expect(page.getByRole("button", { name: "Estatísticas" })).toBeEnabled();
  // The shelf's own page: the same picture, but nothing in it answers before its code (inert), and
  // no one reads it twice (hidden from assistive tech).
  await page.goto("/shelf.html");
  await expect(shell.locator(".shelf-game")).toHaveCount(4);
  expect(await shell.evaluate((e) => e.inert && e.getAttribute("aria-hidden"))).toBe("true");
  await expect(page.getByRole("button", { name: "Novo jogo" })).toHaveCount(0);
  // The code arrives: the app takes the picture's place, one screen and working buttons.
  await expect.poll(() => held.length).toBe(1);
  await held[0].continue();
  await expect(shell).toHaveCount(0);
  await expect(page.locator("section.screen")).toHaveCount(1);
  await shelfButton(page, "imhotep", "Novo jogo").click();
  await expect(page).toHaveURL(/imhotep\.html\?new=imhotep$/);
  // A game page's picture is its new-game screen, and only when it was asked for one; the front
  // door's buttons lead there with no code.
  await page.unroute(/\.wasm$/);
  await page.route(/\.wasm$/, (route) => route.abort());
  await page.goto("/");
  await shelfButton(page, "mausoleum", "Novo jogo").click();
  await expect(page).toHaveURL(/mausoleum\.html\?new=mausoleum$/);
  await expect(shell.locator("section.screen h1")).toHaveText("Novo jogo");
  await page.goto("/mausoleum.html?rules=mausoleum");
  await expect(page.locator("section.screen")).toHaveCount(0);
  // The code there but not yet the game's Portuguese: the picture stays until the app can speak.
  await page.unroute(/\.wasm$/);
  const words = [];
  await page.route(/\/later\/mausoleum\/pt-BR\//, (route) => words.push(route));
  await page.goto("/mausoleum.html?new=mausoleum");
  await page.waitForFunction(() => window.wasmBindings !== undefined);
  await expect.poll(() => words.length).toBeGreaterThan(0);
  await expect(shell.locator(".new-game-screen")).toHaveCount(1);
  for (const route of words) await route.continue();
  await expect(shell).toHaveCount(0);
  await expect(page.locator(".new-game-screen h1")).toHaveText("Novo jogo");
  await context.close();
});

test("the last table's players are offered again, on any game's page", async ({ page }) => {
  await page.goto("/?seed=4");
  await shelfButton(page, "cleopatra", "New game").click();
  await page.getByRole("button", { name: "3", exact: true }).click();
  for (const [i, name] of ["Ana", "Bruno", "Carla"].entries()) await page.getByLabel(`Name of player ${i + 1}`).fill(name);
  await page.getByRole("button", { name: "Start" }).click();
  await page.locator(".curtain .btn.primary").click();
  await page.getByRole("button", { name: "Leave the game" }).click();
  await page.getByRole("button", { name: "Leave the game" }).click();
  await shelfButton(page, "imhotep", "New game").click();
  await expect(page.getByRole("textbox")).toHaveCount(3);
  for (const [i, name] of ["Ana", "Bruno", "Carla"].entries()) {
    await expect(page.getByLabel(`Name of player ${i + 1}`)).toHaveValue(name);
  }
});

test("every title-screen button does something", async ({ page }) => {
  await openTitle(page);

  await shelfButton(page, "cleopatra", "Rules").click();
  await expect(page.getByRole("heading", { level: 1 })).toHaveText("How to play");
  await expect(page.locator(".rule")).toHaveCount(6);
  await page.screenshot({ path: resolve(shots, "rules.png"), fullPage: true });
  await page.getByRole("button", { name: "Back" }).click();

  await page.getByRole("button", { name: "PT-BR" }).click();
  await expect(shelfButton(page, "cleopatra", "Novo jogo")).toBeVisible();
  await expect(page.locator("html")).toHaveAttribute("lang", "pt-BR");
  await shelfButton(page, "cleopatra", "Novo jogo").click();
  await page.getByRole("button", { name: "3", exact: true }).click();
  await page.getByLabel("Nome do jogador 1").fill("Ana");
  await page.getByLabel("Quem começa").selectOption({ label: "Ana" });
  await page.getByRole("button", { name: "Começar" }).click();
  // The curtain's heading (the table lies beneath it, covered).
  await expect(page.locator(".curtain").getByRole("heading", { level: 1 })).toHaveText("Passe o aparelho para Ana");
  await page.screenshot({ path: resolve(shots, "curtain-pt.png") });
  await expect(page.locator(".hand")).toHaveCount(0);
  await page.getByRole("button", { name: /Sou Ana/ }).click();
  await expect(page.locator(".hand-panel h2")).toContainText("Ana");
  await page.getByRole("button", { name: "Sair da partida" }).click();
  await page.getByRole("button", { name: "Sair da partida" }).click();
  await expect(shelfButton(page, "cleopatra", "Novo jogo")).toBeVisible();
  await page.getByRole("button", { name: "EN", exact: true }).click();
  await expect(shelfButton(page, "cleopatra", "New game")).toBeVisible();
});

const sizes = [
  ["phone", 390, 844],
  ["tablet-portrait", 768, 1024],
  ["tablet-landscape", 1024, 768],
  ["desktop", 1440, 900],
  ["phone-landscape", 844, 390],
];

/** How far the page sticks out sideways (0 when nothing does). */
const overflowX = (page) => page.evaluate(() => document.documentElement.scrollWidth - innerWidth);

/** The words of the games' names that break across lines (none when each name's longest word fits). */
const brokenNames = (page) =>
  page.locator(".game-name").evaluateAll((names) =>
    names.flatMap((name) => {
      const text = name.firstChild;
      let at = 0;
      return text.data.split(" ").filter((word) => {
        const range = document.createRange();
        range.setStart(text, at);
        range.setEnd(text, at + word.length);
        at += word.length + 1;
        return new Set([...range.getClientRects()].map((r) => Math.round(r.top))).size > 1;
      });
    }),
  );

for (const [name, width, height] of sizes) {
  test(`every screen fits ${name} ${width}x${height}`, async ({ page }) => {
    await page.setViewportSize({ width, height });
    await openTitle(page);
    // The whole menu is on screen without scrolling, and nothing sticks out sideways.
    expect(await overflowX(page)).toBeLessThanOrEqual(0);
    expect(await brokenNames(page), "no game's name breaks inside a word").toEqual([]);
    for (const label of ["EN", "PT-BR"]) {
      await expect(page.getByRole("button", { name: label, exact: true })).toBeInViewport({ ratio: 1 });
    }
    // The first game's buttons show without scrolling; every game's are reachable.
    for (const label of ["New game", "Rules"]) {
      await expect(shelfButton(page, "cleopatra", label)).toBeInViewport({ ratio: 1 });
    }
    await page.screenshot({ path: resolve(shots, `title-${name}.png`) });

    await shelfButton(page, "cleopatra", "Rules").click();
    await expect(page.locator(".rule")).toHaveCount(6);
    expect(await overflowX(page)).toBeLessThanOrEqual(0);
    await page.screenshot({ path: resolve(shots, `rules-${name}.png`) });
    await page.getByRole("button", { name: "Back" }).click();

    await shelfButton(page, "cleopatra", "New game").click();
    await page.getByRole("button", { name: "4", exact: true }).click();
    await expect(page.getByRole("textbox")).toHaveCount(4);
    expect(await overflowX(page)).toBeLessThanOrEqual(0);
    await page.screenshot({ path: resolve(shots, `new-game-${name}.png`) });
  });
}

// The shelf's header on narrow phones, in the language with the longer title: nothing sticks out,
// the language switch stands whole on the screen, and "PT-BR" keeps to one line.
for (const width of [320, 360, 390]) {
  test(`the shelf's title and language switch fit a ${width} px phone in Portuguese`, async ({ browser }) => {
    const context = await browser.newContext({ locale: "pt-BR", viewport: { width, height: 740 } });
    const page = await context.newPage();
    await page.goto("/");
    await expect(page.getByRole("heading", { level: 1 })).toHaveText("Construtores do Nilo");
    expect(await overflowX(page)).toBeLessThanOrEqual(0);
    expect(await brokenNames(page), "no game's name breaks inside a word").toEqual([]);
    for (const label of ["EN", "PT-BR"]) {
      const button = page.getByRole("button", { name: label, exact: true });
      await expect(button).toBeInViewport({ ratio: 1 });
      const lines = await button.evaluate((b) => {
        const range = document.createRange();
        range.selectNodeContents(b);
        return new Set([...range.getClientRects()].map((r) => Math.round(r.top))).size;
      });
      expect(lines, `${label} on one line`).toBe(1);
    }
    await page.screenshot({ path: resolve(shots, `title-${width}-pt.png`) });
    await context.close();
  });
}

test("works inside an iframe of a host page", async ({ page, baseURL }) => {
  await page.setViewportSize({ width: 1024, height: 900 });
  await page.setContent(`<!doctype html><body style="margin:24px;font:16px sans-serif;background:#fff">
    <h2>A blog post about Cleopatra</h2>
    <iframe src="${baseURL}" title="Cleopatra" width="640" height="560" style="border:1px solid #999"></iframe>
    <p>Text after the game.</p></body>`);
  const game = page.frameLocator("iframe");
  await expect(game.getByRole("heading", { level: 1 })).toHaveText("Builders of the Nile");
  await shelfButton(game, "cleopatra", "New game").click();
  await expect(game.getByRole("textbox")).toHaveCount(2);
  await game.getByRole("button", { name: "Back" }).click();
  await expect(game.getByRole("heading", { level: 1 })).toHaveText("Builders of the Nile");
  await page.screenshot({ path: resolve(shots, "iframe.png") });
  // Imhotep plays inside the frame as well: set up, start, take stones.
  await shelfButton(game, "imhotep", "New game").click();
  await game.getByRole("button", { name: "Start" }).click();
  await game.locator(".take-stones").click();
  await expect(game.locator(".log-lines li").first()).toContainText("onto the sled");
  await page.screenshot({ path: resolve(shots, "iframe-imhotep.png") });
});

test("another site cannot make the app say something by naming its frame", async ({ page, baseURL }) => {
  // What one page of the app carries to the next travels in the tab's name (storage/tab.rs); a
  // site embedding the app can name the frame as it likes, and the front door passes the visit on
  // to the shelf's page, which must not take the front door for the sender.
  const said = "A notice written by another site";
  const name = JSON.stringify({ nile: 1, notice: said });
  await page.setContent(`<iframe name='${name}' src="${baseURL}?saves" width="640" height="560"></iframe>`);
  const game = page.frameLocator("iframe");
  await expect(game.locator("#app").getByRole("heading", { level: 1 })).toHaveText("Saved games");
  await expect(game.locator("body")).not.toContainText(said);
});
