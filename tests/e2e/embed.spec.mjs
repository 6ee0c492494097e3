// Embedded in a blog: the example host page on one origin (127.0.0.1) embeds the game from another
// (localhost). The game knows it is in a frame, fits it, offers no install, opens links in new
// tabs, never navigates the host page, and tells the host its height, which the host follows. A
// sandboxed frame with no storage still plays: the host page keeps its games if it offers to, and
// otherwise the game keeps them while the page is open and says how to export.
import { test, expect } from "@playwright/test";
import { dirname, resolve } from "node:path";
import { fileURLToPath } from "node:url";

import { newGame, painted, playTurns, rng, shelfButton, step } from "./driver.mjs";
import { GAMES } from "./games.mjs";
import { serve, stop } from "./serve.mjs";

const here = dirname(fileURLToPath(import.meta.url));
const root = resolve(here, "../..");
const shots = resolve(here, "screenshots");

let host;
test.beforeAll(async () => {
  host = await serve(resolve(root, "examples/embed"), 0);
});
test.afterAll(async () => {
  await stop(host);
});

/** Opens the host page with the game (from localhost) in its frame; returns the game's frame. */
async function openHost(page, baseURL, { seed, sandbox = false, keep = true }) {
  const game = new URL(baseURL);
  game.hostname = "localhost";
  game.search = `?seed=${seed}`;
  const query = new URLSearchParams({ game: game.href });
  if (sandbox) query.set("sandbox", "");
  if (!keep) query.set("nokeep", "");
  await page.goto(`http://127.0.0.1:${host.address().port}/?${query}`);
  const frame = page.frames().find((f) => f.parentFrame() === page.mainFrame());
  // The app's own title (#app), not the still picture drawn before it (#shell): in a frame the
  // front door passes the visit on to the shelf's page, whose code prepares the page for the frame.
  await expect(frame.locator("#app .title-screen")).toBeVisible();
  return frame;
}

/** The frame's height on the host page, the content height the game reports, and the most the host allows. */
async function heights(page, frame) {
  const inside = await frame.evaluate(() => Math.ceil(document.body.getBoundingClientRect().height));
  const outside = await page.evaluate(() => {
    const f = document.getElementById("cleopatra");
    return { frame: f.clientHeight, most: Math.max(320, innerHeight - 24) };
  });
  return { content: inside, ...outside };
}

/**
 * Waits until the frame stands still on the host page (its height and place unchanged for a moment):
 * the host resizes it and scrolls it into view while the reader plays, and a click computed before
 * such a move would land beside its target.
 */
async function steady(page) {
  const place = () => page.evaluate(() => {
    const r = document.getElementById("cleopatra").getBoundingClientRect();
    return `${r.top}/${r.height}`;
  });
  let last = await place();
  for (let i = 0; i < 50; i++) {
    await page.waitForTimeout(60);
    const now = await place();
    if (now === last) return;
    last = now;
  }
}

/** The frame's height must follow the content: equal to it, within the host's bounds. */
async function expectFollows(page, frame) {
  await expect
    .poll(async () => {
      const h = await heights(page, frame);
      return Math.abs(h.frame - Math.min(Math.max(h.content, 320), h.most));
    })
    .toBeLessThanOrEqual(1);
  return (await heights(page, frame)).frame;
}

/** The content's height, once the frame has followed it. */
async function contentFollowed(page, frame) {
  await expectFollows(page, frame);
  return (await heights(page, frame)).content;
}

for (const size of [
  { width: 800, height: 600 },
  { width: 360, height: 640 },
]) {
  test(`the example host page embeds the game at ${size.width}×${size.height} and the frame follows it`, async ({ page, baseURL }) => {
    test.setTimeout(60_000);
    await page.setViewportSize(size);
    const seed = 40 + size.width;
    const rand = rng(seed);
    const hostAddress = `http://127.0.0.1:${host.address().port}/`;
    const frame = await openHost(page, baseURL, { seed });

    // The game knows where it is: compact, nothing wider than the frame, no install offer.
    expect(await frame.evaluate(() => document.documentElement.className)).toContain("embedded");
    expect(await frame.evaluate(() => document.documentElement.scrollWidth <= innerWidth)).toBe(true);
    await expect(frame.getByRole("button", { name: "Install the app" })).toHaveCount(0);
    const seen = new Set([await contentFollowed(page, frame)]);
    await page.screenshot({ path: resolve(shots, `embed-${size.width}-title.png`), fullPage: true });

    // The way out of the frame is a link to a new tab; the host page stays where it is.
    await steady(page);
    const link = frame.getByRole("link", { name: /Open in a new tab/ });
    await expect(link).toHaveAttribute("target", "_blank");
    const [tab] = await Promise.all([page.context().waitForEvent("page"), link.click()]);
    await tab.waitForLoadState();
    expect(new URL(tab.url()).hostname).toBe("localhost");
    await tab.close();
    expect(page.url().startsWith(hostAddress)).toBe(true);

    // The new-game screen is shorter than the title: the frame shrinks to it.
    await shelfButton(frame, "cleopatra", "New game").click();
    await expect(frame.locator(".new-game-screen")).toBeVisible();
    seen.add(await contentFollowed(page, frame));
    await steady(page);
    await frame.getByRole("button", { name: "Back" }).click();
    // The app's title (the front door passes a framed visit on to the shelf's page).
    await expect(frame.locator("#app .title-screen")).toBeVisible();
    await expectFollows(page, frame);
    await newGame(frame, { names: ["Ana", "Bruno"], seed, at: null });
    seen.add(await contentFollowed(page, frame));
    let curtains = 0;
    while (curtains < 5) {
      const table = (await frame.locator(".game-screen").count()) > 0 ? await expectFollows(page, frame) : null;
      if ((await step(frame, rand)) === "curtain") {
        curtains++;
        seen.add(await contentFollowed(page, frame));
      } else if (table !== null && (await frame.locator(".curtain").count()) > 0) {
        // The turn ended: the curtain keeps the table's height, so the page around stays still.
        expect(Math.abs((await expectFollows(page, frame)) - table)).toBeLessThanOrEqual(2);
      }
    }
    await expect(frame.locator(".game-screen")).toBeVisible();
    expect(await frame.locator(".log-lines li").count()).toBeGreaterThan(3);
    seen.add(await contentFollowed(page, frame));
    // While the reader plays, the whole frame is on screen: the status bar too.
    const box = await page.evaluate(() => {
      const r = document.getElementById("cleopatra").getBoundingClientRect();
      return { top: r.top, bottom: r.bottom, screen: innerHeight };
    });
    expect(box.top).toBeGreaterThanOrEqual(-1);
    expect(box.bottom).toBeLessThanOrEqual(box.screen + 1);
    await expect(frame.locator(".status-bar")).toBeInViewport();
    expect(await frame.evaluate(() => document.documentElement.scrollWidth <= innerWidth)).toBe(true);
    await page.screenshot({ path: resolve(shots, `embed-${size.width}-game.png`), fullPage: true });

    // The content changed height with the screens (the frame following it), and the host page
    // never left.
    expect(seen.size).toBeGreaterThan(1);
    expect(page.url().startsWith(hostAddress)).toBe(true);
  });
}

test("a sandboxed frame with no storage still plays, keeps the game for the page and says how to export", async ({ page, baseURL }) => {
  test.setTimeout(60_000);
  await page.setViewportSize({ width: 800, height: 600 });
  const seed = 47;
  const rand = rng(seed);
  const frame = await openHost(page, baseURL, { seed, sandbox: true, keep: false });
  // No rounded corners clip the frame: with them Chromium routes a tap on a frame from another
  // site through the page, and after a scroll inside the frame it can land on the page's <iframe>
  // element instead of the game, tap after tap (11 runs of 54 under load; none of 36 without).
  expect(await page.locator("#cleopatra").evaluate((f) => getComputedStyle(f).borderRadius)).toBe("0px");
  // The frame really has no storage.
  expect(await frame.evaluate(() => { try { return typeof localStorage.length; } catch (e) { return e.name; } })).toBe("SecurityError");

  await newGame(frame, { names: ["Ana", "Bruno", "Carla"], seed, at: null });
  await playTurns(frame, rand, 4);
  const banner = frame.locator(".save-banner");
  await expect(banner).toContainText("kept only while this page stays open");
  await steady(page);
  await page.screenshot({ path: resolve(shots, "embed-sandboxed.png"), fullPage: true });
  const log = await frame.locator(".log-lines li").allInnerTexts();
  expect(log.length).toBeGreaterThan(2);

  // Export works from the banner: the game code is there to copy. One tap.
  await banner.getByRole("button", { name: "Export" }).click();
  await expect(frame.locator(".game-code")).toBeVisible();
  await expect(frame.locator(".game-code")).toHaveValue(/^CLEO1-/);
  await page.keyboard.press("Escape");
  await expect(frame.locator(".sheet")).toHaveCount(0);

  // Leaving and coming back finds the game again, as long as the page is open.
  await steady(page);
  await frame.getByRole("button", { name: "Leave the game" }).click();
  await expect(frame.locator(".confirm")).toContainText("while this page stays open");
  await frame.getByRole("button", { name: "Leave the game" }).click();
  await expect(frame.locator("#app .title-screen")).toBeVisible();
  await frame.getByRole("button", { name: "Saved games" }).click();
  await expect(frame.locator(".shelf-note")).toContainText("kept only while this page stays open");
  await frame.locator(".saved-game").getByRole("button", { name: "Continue" }).click();
  await frame.locator(".curtain .btn.primary").click();
  await expect(frame.locator(".curtain")).toHaveCount(0);
  expect(await frame.locator(".log-lines li").allInnerTexts()).toEqual(log);
});

test("when the host page keeps the games, a sandboxed frame's game outlives a reload", async ({ page, baseURL }) => {
  test.setTimeout(60_000);
  await page.setViewportSize({ width: 360, height: 640 });
  const seed = 48;
  const rand = rng(seed);
  let frame = await openHost(page, baseURL, { seed, sandbox: true });
  expect(await frame.evaluate(() => { try { return typeof localStorage.length; } catch (e) { return e.name; } })).toBe("SecurityError");
  await newGame(frame, { names: ["Ana", "Bruno"], seed, at: null });
  await playTurns(frame, rand, 4);
  await expect(frame.locator(".game-screen")).toBeVisible();
  await expect(frame.locator(".save-banner")).toHaveCount(0);
  // The last change is painted, so its save is on its way to the host page.
  await painted(frame);
  const log = await frame.locator(".log-lines li").allInnerTexts();
  expect(log.length).toBeGreaterThan(2);
  // The host page holds the game under its own keys.
  const kept = await page.evaluate(() => Object.keys(localStorage).filter((k) => k.startsWith("embedded-cleopatra:")));
  expect(kept).toEqual(expect.arrayContaining(["embedded-cleopatra:cleopatra.current"]));

  // The reader comes back: the frame opens the same game at the same moment, behind the curtain.
  await page.reload();
  frame = page.frames().find((f) => f.parentFrame() === page.mainFrame());
  await expect(frame.locator(".curtain")).toBeVisible();
  await frame.locator(".curtain .btn.primary").click();
  expect(await frame.locator(".log-lines li").allInnerTexts()).toEqual(log);
});

// Every game of the shelf plays embedded, not only the one the host page opens: the reader picks
// it from the shelf inside the frame, its own page loads there, knows it is in a frame and fits it.
// Each game's driver plays its own (see games.mjs), with these helpers of the host page:
//   openHost(page, baseURL, { seed, sandbox, keep }), steady(page), expectFollows(page, frame),
//   and shot(name), a screenshot of the whole host page.
for (const { driver } of GAMES) {
  const embedded = driver.embeddedGame;
  if (!embedded) continue;
  test(embedded.title, async ({ page, baseURL }) => {
    test.setTimeout(embedded.timeout);
    // A full-page screenshot stretches the host page for a moment (an emulated resize). Until the
    // page inside the cross-site frame scrolls again, headless Chromium then hands clicks on the
    // frame to the host page's <iframe> element instead of the game (a Pyramids square clicked
    // after the shot never reached it; scrolled, it did). So the frame scrolls a pixel and back.
    // The whole host page, shot at a viewport as tall as the page and then set back: a real resize.
    // Playwright's fullPage shot emulates one instead, after which headless Chromium handed clicks
    // on the frame to the host page's <iframe> element, not to the cross-site game inside it (a
    // Pyramids square clicked after the shot never reached the game; after a real resize it does).
    const shot = async (name) => {
      const size = page.viewportSize();
      const height = await page.evaluate(() => document.documentElement.scrollHeight);
      await page.setViewportSize({ width: size.width, height: Math.max(size.height, height) });
      await steady(page);
      await page.screenshot({ path: resolve(shots, name) });
      await page.setViewportSize(size);
      await steady(page);
    };
    await embedded.play({ page, baseURL, openHost, steady, expectFollows, shot });
  });
}
