// The files of a build folder, for the scripts that look at a build (precache.mjs, size-report.mjs).
import { readdirSync, statSync } from "node:fs";
import { join, relative, sep } from "node:path";

/** Every file below `dir`, as a path relative to it with "/" separators, in a stable order. */
export function buildFiles(dir) {
  const walk = (folder) =>
    readdirSync(folder)
      .sort()
      .flatMap((name) => {
        const path = join(folder, name);
        return statSync(path).isDirectory() ? walk(path) : [path];
      });
  return walk(dir).map((path) => relative(dir, path).split(sep).join("/"));
}
