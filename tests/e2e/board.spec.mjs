// The board as a player sees it on a phone: a mosaic is previewed by a first tap (turned there),
// laid only by a second tap or Place, and stays in sight while it is paid for; behind a dialog the
// table answers neither taps nor keys.
import { test, expect } from "@playwright/test";

import { newGame, rng, step } from "./driver.mjs";

// A seed whose first mosaic is not the symmetric X, so a quarter turn shows.
const SEED = 31;

test.use({ viewport: { width: 390, height: 844 }, hasTouch: true, isMobile: true });

/** Garden squares ("x,y", y = 0 at the front) of the rects matched by `selector`, drawn with
 * `cell` units a square from the garden's corner at (`origin`, `origin`). */
/**
 * Whether the table answers behind an open dialog: a Sobek tile in sight takes the focus, or a tap
 * on its middle lands on it (not on the dialog's backdrop). Leaves nothing focused.
 */
async function tableAnswers(page) {
  return page.evaluate(() => {
    const tile = document.querySelector(".sobek-tile .opt");
    tile.scrollIntoView({ block: "center" });
    const b = tile.getBoundingClientRect();
    const hit = document.elementFromPoint(b.x + b.width / 2, b.y + b.height / 2);
    tile.focus();
    const answers = document.activeElement === tile || tile.contains(hit);
    if (document.activeElement === tile) tile.blur();
    return answers;
  });
}

/** Presses Tab (and Shift+Tab) a dozen times: true when the focus never left the dialog `selector`. */
async function tabStaysIn(page, selector) {
  for (let i = 0; i < 12; i++) {
    await page.keyboard.press(i % 4 === 3 ? "Shift+Tab" : "Tab");
    if (!(await page.evaluate((s) => document.activeElement.closest(s) !== null, selector))) return false;
  }
  return true;
}

async function squares(page, selector, cell = 40, origin = 40) {
  const list = await page.locator(selector).evaluateAll(
    (rects, [cell, origin]) =>
      rects.map((r) => {
        const x = Math.round((Number(r.getAttribute("x")) - origin) / cell);
        const row = Math.round((Number(r.getAttribute("y")) - origin) / cell);
        return `${x},${8 - row}`;
      }),
    [cell, origin],
  );
  return list.sort();
}

/** Plays the seeded game on (the driver's choices) until the active player may lay a mosaic,
 * then chooses Mosaics. */
async function untilMosaics(page, seed) {
  const rand = rng(seed);
  for (let n = 0; n < 600; n++) {
    if ((await page.locator(".mosaic-controls").count()) > 0) return;
    const mosaics = page.locator(".category.legal", { hasText: "Mosaics" });
    if ((await page.locator(".sheet, .curtain").count()) === 0 && (await mosaics.count()) > 0) {
      await mosaics.tap();
      await expect(page.locator(".mosaic-controls")).toBeVisible();
      return;
    }
    await step(page, rand);
  }
  throw new Error("no mosaic could be laid");
}

/** Taps the garden square under the centre of `square` ("x,y"). */
async function tapSquare(page, square) {
  const [x, y] = square.split(",").map(Number);
  await page.locator(".mosaic-layer .target").nth(y * 9 + x).tap({ force: true });
}

test("a mosaic is previewed by the first tap, turned, confirmed, and stays in sight while paying", async ({ page }) => {
  test.setTimeout(240_000);
  const errors = [];
  page.on("pageerror", (e) => errors.push(e.message));
  await newGame(page, { names: ["Ana", "Bruno"], seed: SEED });
  await untilMosaics(page, SEED);
  const built = await page.locator(".palace .mosaic").count();

  // Tap squares until the preview glows. No tap builds anything or opens the payment.
  let first = null;
  for (let y = 0; y < 9 && !first; y++) {
    for (let x = 0; x < 9 && !first; x++) {
      await tapSquare(page, `${x},${y}`);
      await expect(page.locator(".ghost.pinned")).toHaveCount(1);
      await expect(page.locator(".payment-sheet")).toHaveCount(0);
      if ((await page.locator(".ghost.legal.pinned").count()) > 0) first = await squares(page, ".ghost rect");
    }
  }
  expect(first).not.toBeNull();
  expect(first).toHaveLength(5);
  await expect(page.locator(".palace .mosaic")).toHaveCount(built);
  await expect(page.getByRole("button", { name: /^Place/ })).toBeEnabled();

  // Rotate turns the previewed tile where it is (this seed's tile is not the symmetric X).
  await page.getByRole("button", { name: /^Rotate/ }).tap();
  const turned = await squares(page, ".ghost rect");
  expect(turned).toHaveLength(5);
  expect(turned).not.toEqual(first);
  await expect(page.locator(".payment-sheet")).toHaveCount(0);
  // Turned on until it fits again (four quarter turns at most bring it back).
  let shown = turned;
  for (let i = 0; i < 3 && (await page.locator(".ghost.legal.pinned").count()) === 0; i++) {
    await page.getByRole("button", { name: /^Rotate/ }).tap();
    shown = await squares(page, ".ghost rect");
  }
  await expect(page.locator(".ghost.legal.pinned")).toHaveCount(1);

  // A second tap on the preview confirms it: the payment opens for exactly that place.
  await tapSquare(page, shown[2]);
  const sheet = page.locator(".payment-sheet");
  await expect(sheet).toBeVisible();
  expect(await squares(page, ".ghost.placing rect")).toEqual(shown);
  expect(await squares(page, ".payment-sheet .sanctuary-map .formed", 20, 0)).toEqual(shown);
  // The preview in the sheet is on screen and nothing covers it.
  const covered = await page.locator(".payment-sheet .sanctuary-map .formed").evaluateAll((rects) =>
    rects.filter((r) => {
      const b = r.getBoundingClientRect();
      const [cx, cy] = [b.x + b.width / 2, b.y + b.height / 2];
      const inside = cx > 0 && cy > 0 && cx < innerWidth && cy < innerHeight;
      return !inside || document.elementFromPoint(cx, cy) !== r;
    }).length,
  );
  expect(covered).toBe(0);

  // Behind the sheet the table answers nothing: a Sobek tile takes neither the focus nor a tap,
  // and Tab goes round the sheet's own buttons.
  expect(await tableAnswers(page)).toBe(false);
  expect(await tabStaysIn(page, ".payment-sheet")).toBe(true);

  // Cancel goes back to the same preview; Place confirms it too.
  await sheet.getByRole("button", { name: "Cancel" }).tap();
  await expect(sheet).toHaveCount(0);
  expect(await squares(page, ".ghost.pinned rect")).toEqual(shown);
  expect(await tableAnswers(page)).toBe(true);
  await page.getByRole("button", { name: /^Place/ }).tap();
  await expect(sheet).toBeVisible();
  const earns = Number((await sheet.locator(".earns").innerText()).match(/\d+/)[0]);
  expect(earns).toBeGreaterThan(0);
  await sheet.getByRole("button", { name: "Build" }).tap();
  await expect(sheet).toHaveCount(0);
  // Built where it was previewed, rising into place.
  await expect(page.locator(".palace .mosaic")).toHaveCount(built + 1);
  expect(await squares(page, `.palace .mosaic >> nth=${built} >> rect`)).toEqual(shown);
  const fresh = page.locator(".palace .fresh .mosaic");
  await expect(fresh).toHaveCount(1);
  expect(await squares(page, ".palace .fresh .mosaic rect")).toEqual(shown);
  expect(await fresh.evaluate((m) => getComputedStyle(m.parentElement).animationName)).toBe("rise-in");
  // This tile closes off a sanctuary (seed 31): the table behind that dialog answers nothing either. Taking
  // the scarabs instead, the builder's gain pops up by their name in the players panel.
  const sanctuary = page.locator(".sanctuary-sheet");
  await expect(sanctuary).toBeVisible();
  expect(await tableAnswers(page)).toBe(false);
  await sanctuary.getByRole("button", { name: `Take the ${earns} scarabs` }).tap();
  await expect(sanctuary).toHaveCount(0);
  await expect(page.locator(".players .active .scarab-gain")).toHaveAttribute("data-gain", `+${earns} scarabs`);

  // Every animation ends.
  await expect.poll(() => page.evaluate(() => document.getAnimations().length), { timeout: 10_000 }).toBe(0);
  expect(errors).toEqual([]);
});

test("with reduced motion a new piece appears without moving", async ({ page }) => {
  test.setTimeout(240_000);
  await page.emulateMedia({ reducedMotion: "reduce" });
  await newGame(page, { names: ["Ana", "Bruno"], seed: SEED });
  await untilMosaics(page, SEED);
  for (let i = 0; i < 81 && (await page.locator(".ghost.legal.pinned").count()) === 0; i++) {
    await tapSquare(page, `${i % 9},${Math.floor(i / 9)}`);
  }
  await page.getByRole("button", { name: /^Place/ }).tap();
  await page.locator(".payment-sheet").getByRole("button", { name: "Build" }).tap();
  const fresh = page.locator(".palace .fresh");
  await expect(fresh).toHaveCount(1);
  expect(await fresh.evaluate((g) => getComputedStyle(g).animationName)).toBe("none");
  expect(await page.evaluate(() => document.getAnimations().length)).toBe(0);
});
