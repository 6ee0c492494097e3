// The first paint of a page, before its code (a release build's last touch to its pages). Each
// page's code is fetched once its first paint is done (paintFirst, below), and that first paint
// is already the page's first screen as the app draws it on a phone, in English and in
// Portuguese, written into the page as a still picture (its "shell") that the app replaces when
// it mounts (table_ui's App removes #shell). A player sees the shelf,
// or a game's new-game screen, as soon as the HTML and the styles arrive, not after the
// WebAssembly; the shell is inert (nothing in it answers a tap until the app is there).
//   node scripts/prerender.mjs DIST
// The shelf (shelf.html, and so the front door, index.html, written from it) gets its title screen; each game page (GAME.html) its new-game screen,
// shown only when the page is opened to start a game (?new=GAME, the shelf's "New game"): a
// small inline script (static/shell.js) keeps the language the app will speak and drops the
// shell for any other question. A release build runs this (scripts/build.sh --release).
import { readFileSync, writeFileSync } from "node:fs";
import { join, resolve } from "node:path";
import { root, shelfGames, withBrowser } from "./worker-page.mjs";

const dist = resolve(process.argv[2] ?? join(root, "dist"));
const chooser = readFileSync(join(root, "static/shell.js"), "utf8");
const LANGS = [
  ["en", "en-US"],
  ["pt-BR", "pt-BR"],
];

/** The app's first screen at `path`, in the browser language `locale`: what the app drew in its
 * root (#app), once its screen is there and the page is quiet. */
async function firstScreen(browser, base, path, locale) {
  const context = await browser.newContext({ locale, viewport: { width: 412, height: 823 }, serviceWorkers: "block" });
  try {
    const page = await context.newPage();
    await page.goto(base + path, { waitUntil: "networkidle" });
    await page.locator("section.screen").first().waitFor();
    await page.waitForLoadState("networkidle");
    return await page.evaluate(() => document.getElementById("app").innerHTML);
  } finally {
    await context.close();
  }
}

/** Page `html` (Trunk's, minified) made to paint its shell before it fetches its code: no
 * preloads of its JS and wasm, and its loader imports them once a frame has been painted (or
 * after 50 ms, for a page no one sees yet). Fetched at once, the 200-500 KB of wasm shares the
 * phone's slow connection with the styles the first paint waits for. */
function paintFirst(file, html) {
  const preloads = /<link\b[^>]*\brel=(?:modulepreload|preload)\b[^>]*>/g;
  const found = html.match(preloads) ?? [];
  if (found.length < 2) throw new Error(`prerender: ${file} has ${found.length} preloads, Trunk's JS and wasm expected`);
  const loader = /<script type=module>import init, \* as bindings from '(\.\/[^']+\.js)';/;
  if (!loader.test(html)) throw new Error(`prerender: ${file} has no Trunk loader of the shape expected`);
  return html
    .replace(preloads, "")
    .replace(
      loader,
      (_, js) =>
        "<script type=module>await new Promise((painted) => { requestAnimationFrame(() => setTimeout(painted)); setTimeout(painted, 50); });" +
        `const bindings = await import('${js}'); const init = bindings.default;`,
    );
}

await withBrowser(dist, async (browser, base) => {
  for (const [file, path] of [["shelf.html", "shelf.html"], ...shelfGames().map((g) => [`${g}.html`, `${g}.html?new=${g}`])]) {
    const shells = [];
    for (const [tag, locale] of LANGS) {
      const html = await firstScreen(browser, base, path, locale);
      if (!html.includes("screen")) throw new Error(`prerender: no screen drawn at ${path} (${tag})`);
      shells.push(`<template data-lang="${tag}">${html}</template>`);
    }
    const page = paintFirst(file, readFileSync(join(dist, file), "utf8"));
    if (page.includes('id="shell"')) throw new Error(`prerender: ${file} already has a shell`);
    // The pictures wait in templates (no selector sees them, nothing draws them) until the
    // chooser, right after them, puts the one it keeps into #shell.
    const ask = file === "shelf.html" ? "" : `new=${file.slice(0, -5)}`;
    const shell = `<div id="shell" inert aria-hidden="true" data-ask="${ask}"></div>${shells.join("")}<script>${chooser}</script>`;
    const at = page.indexOf("<body>");
    if (at < 0) throw new Error(`prerender: no <body> in ${file}`);
    writeFileSync(join(dist, file), page.slice(0, at + 6) + shell + page.slice(at + 6));
    console.log(`prerender: ${file} (${path}): shell of ${(shell.length / 1024).toFixed(1)} KB in ${LANGS.length} languages`);
  }
});
