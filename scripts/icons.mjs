#!/usr/bin/env node
// Renders the PWA icon PNGs in static/icons/ from the hand-written SVGs next to them. The PNGs are
// committed to the repo; this script is how they are regenerated after editing an SVG:
//   node scripts/icons.mjs            (needs tests/e2e's npm install and a Chromium;
//                                      CHROMIUM=/path/to/chromium overrides /usr/bin/chromium)
//
//   icon.svg      -> icon-192.png, icon-512.png           purpose "any" (rounded, transparent corners)
//   maskable.svg  -> maskable-192.png, maskable-512.png   purpose "maskable" (full bleed, safe zone)
//                 -> apple-touch-icon.png (180)           full bleed: iOS rounds the corners itself
import { readFileSync, statSync } from "node:fs";
import { dirname, join, relative, resolve } from "node:path";
import { fileURLToPath, pathToFileURL } from "node:url";

const here = dirname(fileURLToPath(import.meta.url));
const root = resolve(here, "..");
const iconsDir = join(root, "static", "icons");

// Playwright lives in the e2e test package; resolve it relative to this script, not the cwd.
const playwrightUrl = pathToFileURL(join(root, "tests", "e2e", "node_modules", "playwright", "index.mjs"));
const { chromium } = await import(playwrightUrl.href);

const outputs = [
  { svg: "icon.svg", png: "icon-192.png", size: 192 },
  { svg: "icon.svg", png: "icon-512.png", size: 512 },
  { svg: "maskable.svg", png: "maskable-192.png", size: 192 },
  { svg: "maskable.svg", png: "maskable-512.png", size: 512 },
  { svg: "maskable.svg", png: "apple-touch-icon.png", size: 180 },
];

// The SVG inline, drawn at exactly size×size CSS pixels at the page's top-left corner.
const pageFor = (svg, size) => `<!doctype html>
<html><head><style>
  html, body { margin: 0; padding: 0; background: transparent; overflow: hidden; }
  svg { display: block; width: ${size}px; height: ${size}px; }
</style></head><body>${svg.replace(/<\?xml[^>]*\?>\s*/, "")}</body></html>`;

const browser = await chromium.launch({
  executablePath: process.env.CHROMIUM ?? "/usr/bin/chromium",
  args: [
    "--no-sandbox",
    "--disable-gpu",
    "--disable-background-networking",
    "--disable-component-update",
    "--disable-sync",
    "--no-first-run",
  ],
});

try {
  const context = await browser.newContext({ deviceScaleFactor: 1, viewport: { width: 512, height: 512 } });
  const page = await context.newPage();
  for (const { svg, png, size } of outputs) {
    const source = readFileSync(join(iconsDir, svg), "utf8");
    await page.setViewportSize({ width: size, height: size });
    await page.setContent(pageFor(source, size), { waitUntil: "load" });
    const path = join(iconsDir, png);
    await page.screenshot({
      path,
      type: "png",
      omitBackground: true,
      clip: { x: 0, y: 0, width: size, height: size },
    });
    console.log(`${relative(root, path)}  ${size}x${size}  ${statSync(path).size} bytes`);
  }
} finally {
  await browser.close();
}
