// Screenshots of a Cleopatra table for people to look at (not a test): a 3-player game played by
// the e2e driver to its end, shooting the curtain with its news, the Offering revealed, the table,
// the help, and the end screen at phone, tablet and desktop sizes in both languages.
//   node tests/e2e/shots.mjs <base url> <out dir>
import { chromium } from "playwright-core";
import { mkdirSync } from "node:fs";
import { newGame, rng, step } from "./driver.mjs";

const [base = "http://127.0.0.1:4301", out = "target/shots"] = process.argv.slice(2);
mkdirSync(out, { recursive: true });
const sizes = { phone: [390, 844], tablet: [1024, 768], portrait: [820, 1180], desktop: [1440, 900] };
const browser = await chromium.launch({
  executablePath: process.env.CHROMIUM ?? "/usr/bin/chromium",
  args: ["--no-sandbox", "--disable-background-networking", "--disable-dev-shm-usage"],
});
const page = await browser.newPage({ viewport: { width: 1024, height: 768 } });
page.on("pageerror", (e) => console.error("page error:", e.message));

/**
 * Shoots what is on screen at every size, in English and then in Portuguese (and back). With
 * `open`, the language is switched first and `open` then shows the screen (a sheet covers the rest
 * of the page, the language switch with it); `close` puts it away.
 */
async function shoot(name, { full = false, open = null, close = null } = {}) {
  for (const lang of ["EN", "PT-BR"]) {
    await page.locator(".lang-switch").first().getByRole("button", { name: lang, exact: true }).click();
    if (open) await open();
    for (const [size, [width, height]] of Object.entries(sizes)) {
      await page.setViewportSize({ width, height });
      await page.waitForTimeout(250);
      await page.screenshot({ path: `${out}/${name}-${size}-${lang.toLowerCase()}.png`, fullPage: full });
    }
    if (close) await close();
  }
  await page.locator(".lang-switch").first().getByRole("button", { name: "EN", exact: true }).click();
  await page.setViewportSize({ width: 1024, height: 768 });
}

await newGame(page, { names: ["Ana", "Bruno", "Carla"], seed: 5, at: base + "/" });
const rand = rng(5);
const shot = new Set();
for (let n = 0; n < 6000; n++) {
  const curtain = (await page.locator(".curtain").count()) > 0;
  if (curtain && n > 20 && !shot.has("curtain")) await shoot("curtain", { full: true }), shot.add("curtain");
  if (curtain && (await page.locator(".curtain .offering-reveal").count()) > 0 && !shot.has("reveal")) {
    await shoot("reveal", { full: true });
    shot.add("reveal");
  }
  if (!curtain && n > 40 && !shot.has("table") && (await page.locator(".game-screen .sobek-tile .opt.legal").count()) > 0) {
    await shoot("table");
    await shoot("help", {
      open: () => page.locator(".top-bar .btn.small").first().click(),
      close: () => page.locator(".help-sheet .sheet-actions .btn.primary").click(),
    });
    shot.add("table");
  }
  if ((await step(page, rand)) === "end") break;
}
await shoot("end", { full: true });
await page.getByRole("button", { name: "Show everything" }).click();
await shoot("ranking", { full: true });
await browser.close();
console.log("shot:", [...shot, "end", "ranking"].join(", "));
