// Minifies a release build's JavaScript modules in place (node scripts/minify.mjs DIST): the
// wasm-bindgen glue and the snippets, which Trunk leaves as they are (its minifier stops at an ES
// module's `import`). esbuild (npm, in tools/) keeps every module's exports. The pages name each
// module with its digest (subresource integrity), so each digest is written anew in every page.
// The workers' scripts stay as they are: classic scripts whose globals the loader names.
import { createHash } from "node:crypto";
import { readdirSync, readFileSync, statSync, writeFileSync } from "node:fs";
import { createRequire } from "node:module";
import { join, resolve } from "node:path";

const dist = resolve(process.argv[2] ?? "dist");
const esbuild = createRequire(import.meta.url)("../tools/node_modules/esbuild");

const files = (dir) =>
  readdirSync(dir).flatMap((name) => {
    const path = join(dir, name);
    return statSync(path).isDirectory() ? files(path) : [path];
  });
const digest = (text) => createHash("sha384").update(text).digest("base64");

const modules = files(dist).filter((f) => f.endsWith(".js") && !/\/(bot_worker_[^/]*|sw)\.js$/.test(f));
const renamed = new Map();
let before = 0;
let after = 0;
for (const file of modules) {
  const text = readFileSync(file);
  const { code } = esbuild.transformSync(text.toString(), { minify: true, format: "esm", logLevel: "error" });
  writeFileSync(file, code);
  renamed.set(`sha384-${digest(text)}`, `sha384-${digest(code)}`);
  before += text.length;
  after += Buffer.byteLength(code);
}
let pages = 0;
for (const page of files(dist).filter((f) => f.endsWith(".html"))) {
  const html = readFileSync(page, "utf8");
  const rewritten = html.replace(/sha384-[A-Za-z0-9+/=]+/g, (old) => renamed.get(old) ?? old);
  if (rewritten !== html) {
    writeFileSync(page, rewritten);
    pages++;
  }
}
console.log(`minify: ${modules.length} modules, ${(before / 1024).toFixed(1)} KB -> ${(after / 1024).toFixed(1)} KB; digests rewritten in ${pages} pages`);
