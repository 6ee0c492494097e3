// Checks that every stylesheet's comments close and its braces balance (comments and strings aside): a block left open
// swallows every rule after it without any error, as a merge once did to the board's drawing.
// And that each game's own stylesheet (crates/<game>-ui/style.css) is scoped under its root class
// `.game-<game>` (see scope-css.mjs), so one game's rules never reach another's screens.
//   node scripts/check-css.mjs
import { existsSync, readdirSync, readFileSync } from "node:fs";
import { dirname, join } from "node:path";
import { fileURLToPath } from "node:url";
import { scope } from "./scope-css.mjs";

const root = join(dirname(fileURLToPath(import.meta.url)), "..");
const shared = readdirSync(join(root, "styles"))
  .filter((n) => n.endsWith(".css"))
  .map((n) => [join("styles", n), null]);
const games = readdirSync(join(root, "crates"))
  .filter((n) => n.endsWith("-ui") && existsSync(join(root, "crates", n, "style.css")))
  .map((n) => [join("crates", n, "style.css"), n.slice(0, -"-ui".length)]);
let bad = 0;
for (const [name, game] of [...shared, ...games]) {
  const source = readFileSync(join(root, name), "utf8");
  if (game && scope(source, `.game-${game}`) !== source) {
    console.error(`${name}: a rule is not scoped under .game-${game} (node scripts/scope-css.mjs ${name} ${game})`);
    bad++;
  }
  // A comment left open runs on to the next one's end, swallowing the rules between without any
  // error (a "*/" mistyped once hid the new-game seats' narrow layout).
  for (const m of source.matchAll(/\/\*([\s\S]*?)\*\//g)) {
    if (m[1].includes("/*")) {
      const line = source.slice(0, m.index).split("\n").length;
      console.error(`${name}: the comment opened on line ${line} runs into another: a "*/" is missing`);
      bad++;
    }
  }
  if (source.replace(/\/\*[\s\S]*?\*\//g, "").includes("/*")) {
    console.error(`${name}: a comment is left open at the end`);
    bad++;
  }
  const text = source
    .replace(/\/\*[\s\S]*?\*\//g, "")
    .replace(/"(?:[^"\\]|\\.)*"|'(?:[^'\\]|\\.)*'/g, '""');
  let depth = 0;
  let line = 1;
  for (const ch of text) {
    if (ch === "\n") line++;
    else if (ch === "{") depth++;
    else if (ch === "}" && --depth < 0) {
      console.error(`${name}: a "}" closes nothing (near line ${line} without comments)`);
      bad++;
      depth = 0;
    }
  }
  if (depth > 0) {
    console.error(`${name}: ${depth} block(s) left open at the end`);
    bad++;
  }
}
console.log(bad === 0 ? "every stylesheet's comments close and its braces balance" : `${bad} stylesheet problem(s)`);
process.exit(bad === 0 ? 0 : 1);
