// Scopes a game's stylesheet under its root class: every selector of every style rule (inside
// @media and @supports too; never inside @keyframes) is prefixed with ".game-<id> ", so one game's
// rules never reach another's screens. The shell puts that class on <main> while the game's
// screens show (table-ui's ShellState::game_class). Rewrites the file in place; rules already
// scoped stay as they are.
//   node scripts/scope-css.mjs crates/<game>-ui/style.css <game>
// `check-css.mjs` checks every game's stylesheet is scoped so.
import { readFileSync, writeFileSync } from "node:fs";

export function scope(text, root) {
  let out = "";
  let i = 0;
  const stack = []; // kinds of open blocks: "at-rules" (holds rules), "keep" (holds declarations/frames)
  let start = 0; // where the text before the next "{" began
  while (i < text.length) {
    const ch = text[i];
    if (ch === "/" && text[i + 1] === "*") {
      const end = text.indexOf("*/", i + 2);
      i = end < 0 ? text.length : end + 2;
      continue;
    }
    if (ch === '"' || ch === "'") {
      i++;
      while (i < text.length && text[i] !== ch) i += text[i] === "\\" ? 2 : 1;
      i++;
      continue;
    }
    if (ch === "{") {
      const head = text.slice(start, i);
      const inRules = stack.length === 0 || stack[stack.length - 1] === "rules";
      let kind;
      let newHead = head;
      const trimmed = stripComments(head).trim();
      if (!inRules) kind = "keep";
      else if (trimmed.startsWith("@")) {
        kind = /^@(media|supports|layer|container)\b/.test(trimmed) ? "rules" : "keep";
      } else {
        kind = "keep";
        newHead = scopeSelectors(head, root);
      }
      out += newHead + "{";
      stack.push(kind);
      i++;
      start = i;
      continue;
    }
    if (ch === "}") {
      out += text.slice(start, i + 1);
      stack.pop();
      i++;
      start = i;
      continue;
    }
    if (ch === ";" && (stack.length === 0 || stack[stack.length - 1] === "rules")) {
      out += text.slice(start, i + 1);
      i++;
      start = i;
      continue;
    }
    i++;
  }
  return out + text.slice(start);
}

function stripComments(s) {
  return s.replace(/\/\*[\s\S]*?\*\//g, "");
}

/** The selectors of a rule's head, split at top-level commas. */
export function selectors(head) {
  const parts = [];
  let depth = 0;
  let cur = "";
  for (const ch of stripComments(head)) {
    if (ch === "(" || ch === "[") depth++;
    if (ch === ")" || ch === "]") depth--;
    if (ch === "," && depth === 0) {
      parts.push(cur);
      cur = "";
    } else cur += ch;
  }
  parts.push(cur);
  return parts.map((p) => p.trim()).filter(Boolean);
}

function scopeSelectors(head, root) {
  const lead = head.match(/^\s*(?:\/\*[\s\S]*?\*\/\s*)*/)[0];
  const trail = head.match(/\s*$/)[0];
  const scoped = selectors(head).map((sel) => {
    if (sel === root || sel.startsWith(root + " ") || sel.startsWith(root + ".") || sel.startsWith(root + ":")) return sel;
    const bare = sel.replace(/^(:root|html|body|main\.app|\.app)\b/, "");
    if (bare !== sel) return (root + bare).trim();
    return `${root} ${sel}`;
  });
  return lead + scoped.join(",\n") + trail.replace(/^\n+/, " ");
}

if (import.meta.url === `file://${process.argv[1]}`) {
  const [file, game] = process.argv.slice(2);
  if (!file || !game) {
    console.error("usage: node scripts/scope-css.mjs FILE GAME_ID");
    process.exit(2);
  }
  writeFileSync(file, scope(readFileSync(file, "utf8"), `.game-${game}`));
}
