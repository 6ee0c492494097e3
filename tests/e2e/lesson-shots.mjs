// Screenshots of a game's lesson for people to look at (not a test): the new-game screen with
// "Learn to play", then the first steps at a size, in a language.
//   node tests/e2e/lesson-shots.mjs <base url> <out dir> <game> <width>x<height> <lang> [steps]
import { chromium } from "playwright-core";
import { mkdirSync } from "node:fs";

const [base, out, game, size, lang = "en", steps = "4"] = process.argv.slice(2);
const [width, height] = size.split("x").map(Number);
mkdirSync(out, { recursive: true });
const browser = await chromium.launch({
  executablePath: process.env.CHROMIUM ?? "/usr/bin/chromium",
  args: ["--no-sandbox", "--disable-background-networking", "--disable-dev-shm-usage"],
});
const context = await browser.newContext({ viewport: { width, height }, locale: lang });
const page = await context.newPage();
page.on("pageerror", (e) => console.error("page error:", e.message));
await page.goto(`${base}/${game}.html?new=${game}`);
await page.locator(".learn-button").waitFor();
await page.screenshot({ path: `${out}/${game}-${size}-${lang}-0-setup.png` });
await page.locator(".learn-button").click();
for (let i = 1; i <= Number(steps); i++) {
  await page.waitForTimeout(400);
  await page.screenshot({ path: `${out}/${game}-${size}-${lang}-${i}.png`, fullPage: false });
  const who = await page.locator(".coach").getAttribute("data-who");
  const label = await page.locator(".coach-step").innerText();
  console.log(i, who, label);
  if (who === "next") await page.locator(".coach-next").click();
  else if (who === "you") {
    const lit = page.locator(".hinted, .lit, [class*=hinted]").first();
    if (!(await lit.count())) break;
    await lit.click();
    await page.waitForTimeout(300);
    await page.screenshot({ path: `${out}/${game}-${size}-${lang}-${i}b.png`, fullPage: false });
    break;
  } else await page.waitForTimeout(1000);
}
await browser.close();
