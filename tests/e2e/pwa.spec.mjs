// Installable and offline: Lighthouse's PWA audits (Lighthouse 11, the last with them, from npm,
// against Debian's Chromium) and Chromium's own install check; after one visit the game loads,
// plays and saves with the server gone; a new build waits for the player's word before it takes
// over; a game keeps the screen awake.
import { test, expect, chromium } from "@playwright/test";
import { cpSync, mkdtempSync, readFileSync, readdirSync, rmSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import { dirname, join, resolve } from "node:path";
import { fileURLToPath } from "node:url";
import { execFileSync } from "node:child_process";
import lighthouse from "lighthouse";
import * as chromeLauncher from "chrome-launcher";

import { newGame, playTurns, rng, shelfButton } from "./driver.mjs";
import { GAMES, game as gameOf } from "./games.mjs";
import { serve, stop } from "./serve.mjs";

const here = dirname(fileURLToPath(import.meta.url));
const root = resolve(here, "../..");
const dist = process.env.DIST ?? resolve(root, "dist");
const chromiumPath = process.env.CHROMIUM ?? "/usr/bin/chromium";
const flags = ["--no-sandbox", "--disable-gpu", "--no-first-run", "--disable-background-networking", "--disable-component-update", "--disable-sync"];

/** The width and height a PNG file says it has. */
function pngSize(bytes) {
  expect(bytes.subarray(1, 4).toString()).toBe("PNG");
  return `${bytes.readUInt32BE(16)}x${bytes.readUInt32BE(20)}`;
}

/** Waits until the service worker of `page` is active and its cache holds every precached file. */
async function offlineReady(page) {
  return page.evaluate(async () => {
    const registration = await navigator.serviceWorker.ready;
    const worker = registration.active;
    if (worker.state !== "activated") await new Promise((done) => worker.addEventListener("statechange", () => worker.state === "activated" && done()));
    const list = (await (await fetch("sw.js")).text()).match(/const PRECACHE = (\[.*\]);/)[1];
    const names = await caches.keys();
    const cache = await caches.open(names.find((n) => n.startsWith("cleopatra-")));
    return { caches: names, precached: JSON.parse(list).length, cached: (await cache.keys()).length };
  });
}

/** The game's log after lowering the curtain of a reopened game. */
async function reopenedLog(page) {
  await expect(page.locator(".curtain")).toBeVisible();
  await page.locator(".curtain .btn.primary").click();
  return page.locator(".log-lines li").allInnerTexts();
}

test("the manifest and service worker pass Lighthouse's PWA audits", async ({ baseURL }) => {
  test.setTimeout(120_000);
  const chrome = await chromeLauncher.launch({ chromePath: chromiumPath, chromeFlags: ["--headless=new", ...flags] });
  let result;
  try {
    result = await lighthouse(baseURL, { port: chrome.port, logLevel: "error", onlyCategories: ["pwa"] });
  } finally {
    await chrome.kill();
  }
  const { audits, categories } = result.lhr;
  for (const ref of categories.pwa.auditRefs) {
    const audit = audits[ref.id];
    console.log(`lighthouse ${ref.id}: ${audit.score ?? audit.scoreDisplayMode}`);
  }
  expect(audits["installable-manifest"].details.items).toEqual([]);
  expect(audits["installable-manifest"].score).toBe(1);
  for (const id of ["splash-screen", "themed-omnibox", "maskable-icon", "viewport", "content-width"]) {
    expect(audits[id].score, `${id}: ${audits[id].explanation ?? ""}`).toBe(1);
  }
});

test("Chromium finds the app installable and offers to install it", async ({ baseURL }) => {
  const profile = mkdtempSync(join(tmpdir(), "cleopatra-profile-"));
  // Chromium never offers installation in an off-the-record context: use a real profile.
  const context = await chromium.launchPersistentContext(profile, { executablePath: chromiumPath, args: flags });
  try {
    const page = await context.newPage();
    await page.goto(baseURL);
    await expect(page.locator(".title-screen")).toBeVisible();
    const cdp = await context.newCDPSession(page);
    expect((await cdp.send("Page.getInstallabilityErrors")).installabilityErrors).toEqual([]);
    const { errors, manifest } = await cdp.send("Page.getAppManifest");
    expect(errors).toEqual([]);
    expect(manifest).toMatchObject({ name: "Builders of the Nile", display: "kStandalone", orientation: "ANY" });
    // Every icon is where the manifest says, at the size it says.
    const listed = JSON.parse(readFileSync(join(dist, "manifest.webmanifest"), "utf8")).icons;
    const purposes = new Set(listed.map((icon) => icon.purpose));
    expect([...purposes].sort()).toEqual(["any", "maskable"]);
    for (const icon of listed.filter((i) => i.type === "image/png")) {
      const response = await page.request.get(new URL(icon.src, baseURL).href);
      expect(response.ok()).toBe(true);
      expect(pngSize(await response.body())).toBe(icon.sizes);
    }
    expect(listed.map((i) => i.sizes)).toEqual(expect.arrayContaining(["192x192", "512x512"]));
    // The browser's offer turns into our own button.
    await expect(page.getByRole("button", { name: "Install the app" })).toBeVisible();
  } finally {
    await context.close();
    rmSync(profile, { recursive: true, force: true });
  }
});

test("after one visit the game loads, plays and saves with the network gone", async ({ context, page }) => {
  test.setTimeout(90_000);
  const server = await serve(dist, 0);
  const at = `http://127.0.0.1:${server.address().port}/`;
  const seed = 31;
  const rand = rng(seed);
  await newGame(page, { names: ["Ana", "Bruno"], seed, at });
  const ready = await offlineReady(page);
  expect(ready.caches.filter((n) => n.startsWith("cleopatra-"))).toHaveLength(1);
  expect(ready.cached).toBe(ready.precached);
  // The first curtain opens the game; the second comes after Ana's turn.
  await playTurns(page, rand, 2);

  // The network goes: the server stops and the browser is offline.
  await stop(server);
  await context.setOffline(true);
  await page.reload();
  const before = await reopenedLog(page);
  expect(before.length).toBeGreaterThan(0);
  const played = await playTurns(page, rand, 2);
  expect(played).toBeGreaterThan(before.length);
  const log = await page.locator(".log-lines li").allInnerTexts();

  await page.reload();
  expect(await reopenedLog(page)).toEqual(log);
  await expect(page.locator(".update-banner")).toHaveCount(0);
  await context.setOffline(false);
});

test("after one visit to the shelf, every game on it starts with the network gone", async ({ context, page }) => {
  test.setTimeout(90_000);
  const server = await serve(dist, 0);
  const at = `http://127.0.0.1:${server.address().port}/`;
  await page.goto(at);
  const ready = await offlineReady(page);
  expect(ready.cached).toBe(ready.precached);
  await stop(server);
  await context.setOffline(true);
  const games = await page.locator(".shelf-game").evaluateAll((els) => els.map((el) => el.dataset.game));
  expect(games).toEqual(GAMES.map((g) => g.id));
  for (const game of games) {
    // The shelf's title, whatever game was started last (a bare address resumes that game).
    await page.goto(`${at}?title`);
    await shelfButton(page, game, "New game").click();
    await page.getByRole("button", { name: "Start" }).click();
    // The game's page came from the cache: its table (or the curtain before it) is up.
    await expect(page.locator(".curtain, .game-screen").first()).toBeVisible();
    expect(new URL(page.url()).pathname).toBe(`/${gameOf(game).page}`);
  }
  await context.setOffline(false);
});

test("a new build waits for the player's word, then takes over without losing the game", async ({ page }) => {
  test.setTimeout(90_000);
  const site = mkdtempSync(join(tmpdir(), "cleopatra-site-"));
  cpSync(dist, site, { recursive: true });
  const server = await serve(site, 0);
  const at = `http://127.0.0.1:${server.address().port}/`;
  try {
    const seed = 32;
    const rand = rng(seed);
    await newGame(page, { names: ["Ana", "Bruno", "Carla"], seed, at });
    const first = await offlineReady(page);
    await playTurns(page, rand, 2);
    await expect(page.locator(".update-banner")).toHaveCount(0);

    // A new build: other pages and a new worker, made by the same script as every build.
    for (const name of readdirSync(site).filter((n) => n.endsWith(".html"))) {
      const html = join(site, name);
      writeFileSync(html, readFileSync(html, "utf8").replace("<title>", '<meta name="build" content="2"><title>'));
    }
    execFileSync("node", [resolve(root, "scripts/precache.mjs"), site]);

    // The app looks for a new version whenever it comes back to the screen.
    await page.evaluate(() => document.dispatchEvent(new Event("visibilitychange")));
    const banner = page.locator(".update-banner");
    // The new worker first fetches every page's files into its cache (three builds of the app):
    // on a busy machine that takes a while, and the banner waits for it.
    await expect(banner).toContainText("A new version of the game is ready", { timeout: 30_000 });
    await page.screenshot({ path: resolve(here, "screenshots/update-banner.png") });
    // Nothing changed under the game: same page, same table, the game goes on.
    expect(await page.content()).not.toContain('name="build"');
    const log = await page.locator(".log-lines li").allInnerTexts();
    await banner.getByRole("button", { name: "Later" }).click();
    await expect(banner).toHaveCount(0);
    expect(await page.locator(".log-lines li").allInnerTexts()).toEqual(log);

    // A reload alone does not swap either: the new version still waits, and asks again.
    await page.reload();
    expect(await reopenedLog(page)).toEqual(log);
    expect(await page.content()).not.toContain('name="build"');
    const reloaded = page.waitForEvent("load");
    await page.locator(".update-banner").getByRole("button", { name: "Reload now" }).click();
    await reloaded;

    // Now the new version runs, the game opens at the same moment, the old cache is gone.
    expect(await page.content()).toContain('name="build"');
    expect(await reopenedLog(page)).toEqual(log);
    const second = await offlineReady(page);
    expect(second.caches).toHaveLength(1);
    expect(second.caches).not.toEqual(first.caches);
    await expect(page.locator(".update-banner")).toHaveCount(0);
  } finally {
    await stop(server);
    rmSync(site, { recursive: true, force: true });
  }
});

test("a game at the table keeps the screen awake, and the shelf lets it sleep", async ({ page }) => {
  await page.addInitScript(() => {
    window.__wake = [];
    const lock = {
      released: false,
      addEventListener() {},
      release: async () => window.__wake.push("release"),
    };
    Object.defineProperty(Navigator.prototype, "wakeLock", {
      get: () => ({ request: async (type) => (window.__wake.push(`request ${type}`), lock) }),
    });
  });
  await page.goto("/");
  await expect(page.locator(".title-screen")).toBeVisible();
  expect(await page.evaluate(() => window.__wake)).toEqual([]);
  await newGame(page, { names: ["Ana", "Bruno"], seed: 33, at: null });
  await expect.poll(() => page.evaluate(() => window.__wake)).toEqual(["request screen"]);
  await page.locator(".curtain .btn.primary").click();
  await page.getByRole("button", { name: "Leave the game" }).click();
  await page.getByRole("button", { name: "Leave the game" }).click();
  // Leaving loads the shelf's page: the browser lets go of a page's wake lock with the page, and
  // the shelf asks for none. (The app's own title, in #app: the front door's picture of it may
  // show first and pass the visit on.)
  await expect(page.locator("#app .title-screen")).toBeVisible();
  expect(await page.evaluate(() => window.__wake)).toEqual([]);
});
