// Screenshots of a Cleopatra table for people to look at (not a test): a 3-player game played a
// few turns by the e2e driver, then the table, the curtain and the dialogs at phone, tablet and
// desktop sizes in both languages.
//   node tests/e2e/shots.mjs <base url> <out dir> [curtains]
import { chromium } from "playwright-core";
import { mkdirSync } from "node:fs";
import { newGame, rng, step } from "./driver.mjs";

const [base = "http://127.0.0.1:4301", out = "target/shots", turns = "7"] = process.argv.slice(2);
mkdirSync(out, { recursive: true });
const sizes = { phone: [390, 844], tablet: [1024, 768], portrait: [820, 1180], desktop: [1440, 900] };
const browser = await chromium.launch({
  executablePath: process.env.CHROMIUM ?? "/usr/bin/chromium",
  args: ["--no-sandbox", "--disable-background-networking", "--disable-dev-shm-usage"],
});
const page = await browser.newPage({ viewport: { width: 1024, height: 768 } });
page.on("pageerror", (e) => console.error("page error:", e.message));
await newGame(page, { names: ["Ana", "Bruno", "Carla"], seed: 5, at: base + "/" });
const rand = rng(5);
let curtains = 0;
while (curtains < Number(turns)) if ((await step(page, rand)) === "curtain") curtains++;
// The next curtain, then the table behind it.
while ((await page.locator(".curtain").count()) === 0) await step(page, rand);
for (const lang of ["en", "pt"]) {
  if (lang === "pt") await page.locator(".curtain .lang-switch button, .curtain select").first().click().catch(() => {});
  for (const [name, [width, height]] of Object.entries(sizes)) {
    await page.setViewportSize({ width, height });
    await page.screenshot({ path: `${out}/curtain-${name}-${lang}.png`, fullPage: true });
  }
}
await page.locator(".curtain .btn.primary").click();
for (const [name, [width, height]] of Object.entries(sizes)) {
  await page.setViewportSize({ width, height });
  await page.waitForTimeout(300);
  await page.screenshot({ path: `${out}/table-${name}.png` });
  await page.screenshot({ path: `${out}/table-${name}-full.png`, fullPage: true });
}
await browser.close();
