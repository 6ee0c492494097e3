// Checks that every stylesheet's braces balance (comments and strings aside): a block left open
// swallows every rule after it without any error, as a merge once did to the board's drawing.
//   node scripts/check-css.mjs [styles-dir]
import { readdirSync, readFileSync } from "node:fs";
import { dirname, join, resolve } from "node:path";
import { fileURLToPath } from "node:url";

const dir = resolve(process.argv[2] ?? join(dirname(fileURLToPath(import.meta.url)), "..", "styles"));
let bad = 0;
for (const name of readdirSync(dir).filter((n) => n.endsWith(".css"))) {
  const text = readFileSync(join(dir, name), "utf8")
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
console.log(bad === 0 ? "every stylesheet's braces balance" : `${bad} stylesheet problem(s)`);
process.exit(bad === 0 ? 0 : 1);
