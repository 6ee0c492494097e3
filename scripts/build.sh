#!/usr/bin/env bash
# Builds the pages of the app into dist/, side by side, then writes the service worker:
#   shelf.html       the shelf (title screen, saved games)   features: shelf
#   index.html       the front door: shelf.html without its code, the title working as drawn
#                    (scripts/front-door.mjs; a first visit needs no WebAssembly)
#   <game>.html      each game's new game, rules and table    features: <game>-game
#                    (one for each `game` row of scripts/games, in its order: cleopatra.html, …)
#   statistics.html  the statistics of every game              features: statistics
# and the computer opponents' web workers, one per game (bot_worker_loader.js starts
# bot_worker_GAME.js, the game its first question names), Trunk builds of crates/bot-worker/page/bot-worker.html, whose page is dropped.
# Each page is its own Trunk build of the crate (the features are on each page's rust link).
# Trunk names its output index.html and empties its dist folder on every build, so the shelf goes
# straight to dist/ (its index.html becomes shelf.html), and each game page to target/pages/<game>/, from where its files are copied
# beside the shelf's (hashed names are content-addressed: a name already in dist/ is the same file)
# and its index.html becomes <game>.html. Then scripts/precache.mjs writes sw.js over all of dist/.
#   scripts/build.sh             debug build
#   scripts/build.sh --release   release build (minified, wasm-opt)
# It needs the tools scripts/setup.sh installs (serve.sh and test.sh run it first).
set -euo pipefail
source "$(dirname "${BASH_SOURCE[0]}")/env.sh"
cd "$ROOT"

release=false
for arg in "$@"; do
  case "$arg" in
    --release) release=true ;;
    *) echo "usage: scripts/build.sh [--release]" >&2; exit 2 ;;
  esac
done
mode=$([ "$release" = true ] && echo release || echo debug)

dist="$ROOT/dist"
read_games game games

# A build whose inputs have not changed since it last ran is not redone (the test command's rerun
# costs seconds, not minutes of wasm-opt): the stamp in target/ holds a digest of the inputs (every
# file git sees outside tests/, the tools' versions, the mode, the build's environment) and one of
# dist/ as that build left it. Anything else, or no git, builds.
stamp="${CARGO_TARGET_DIR:-$ROOT/target}/build-stamp-$mode"
inputs_digest() {
  git -C "$ROOT" rev-parse --git-dir >/dev/null 2>&1 || return 1
  {
    echo "$mode"
    rustc -V && trunk --version && wasm-bindgen --version && wasm-opt --version && node --version || return 1
    env | grep -E '^(RUSTFLAGS|CARGO_[A-Z_]*|TRUNK_[A-Z_]*)=' | sort
    git -C "$ROOT" ls-files -z -co --exclude-standard -- . ':!tests' | sort -z |
      (cd "$ROOT" && xargs -0 sha256sum 2>&1)
  } | sha256sum | cut -d' ' -f1
}
dist_digest() {
  [ -d "$dist" ] || return 1
  (cd "$dist" && find . -type f -print0 | sort -z | xargs -0 sha256sum) | sha256sum | cut -d' ' -f1
}
inputs="$(inputs_digest || echo none)"
if [ "$inputs" != none ] && [ -f "$stamp" ] && [ "$(cat "$stamp")" = "$inputs $(dist_digest)" ]; then
  echo "dist/ is up to date: a $mode build of these very inputs (scripts/build.sh does not redo it)"
  exit 0
fi
rm -f "$stamp"

# trunk_build PAGE DIST: one Trunk build of PAGE (a root .html file) into DIST (emptied first).
# wasm-bindgen's output folder keeps the snippets of every crate it ever bound, and Trunk links
# all it finds: a crate renamed or gone would be preloaded by every page. So it starts empty.
trunk_build() {
  rm -rf "${CARGO_TARGET_DIR:-$ROOT/target}/wasm-bindgen/$mode/snippets"
  trunk build "$1" --release "$release" --dist "$2"
}

# The Cargo features on PAGE's rust link ("default" if it names none).
features() { grep -o 'data-cargo-features="[^"]*"' "$ROOT/$1" | cut -d'"' -f2 | grep . || echo default; }

# The computer opponents' workers: one build per game, with that game's rules alone (its Cargo
# feature of crates/bot-worker), from the page crates/bot-worker/page/bot-worker.html names GAME
# in and its hrefs point from target/pages/, where it is written. Their files only: bot_worker_GAME.js and
# bot_worker_GAME_bg.wasm, and the loader every game's page starts (bot_worker_loader.js).
# A release build makes them beside the pages, in the background: another Cargo profile (release,
# where the pages' is web) in a target folder of their own, so they share nothing with the pages'
# builds, and the second core works while a page's build links on one (LTO with one codegen unit,
# then wasm-bindgen, then wasm-opt). A debug build shares the pages' profile, so it makes them after
# the pages in the pages' folder.
build_workers() {
  local game stage page
  for game in "${games[@]}"; do
    stage="$ROOT/target/pages/bot-worker-$game"
    page="$ROOT/target/pages/bot-worker-$game.html"
    sed -e "s|GAME|$game|g" -e "s|href=\"\.\./|href=\"../../crates/bot-worker/|g" \
      "$ROOT/crates/bot-worker/page/bot-worker.html" > "$page"
    trunk_build "$page" "$stage" || return 1
    for file in bot_worker.js bot_worker_bg.wasm bot_worker_loader.js; do
      [ -f "$stage/$file" ] || { echo "build: no $file in ${stage#"$ROOT"/}" >&2; return 1; }
    done
  done
}
mkdir -p "$ROOT/target/pages"
workers_log="$ROOT/target/pages/workers.log"
if [ "$release" = true ]; then
  CARGO_TARGET_DIR="${CARGO_TARGET_DIR:-$ROOT/target}/workers" build_workers >"$workers_log" 2>&1 &
  workers_pid=$!
  # If a page's build fails, the script stops, and the workers' build with it.
  trap 'kill "$workers_pid" 2>/dev/null || true' EXIT
fi

# The shelf first: it empties dist/ and copies the icons and the manifest the other pages link.
trunk_build shelf.html "$dist"
mv "$dist/index.html" "$dist/shelf.html"
page_line() { printf '%-20s %s build, features %s: %s\n' "dist/$1" "$mode" "$(features "$1")" "$2"; }
lines=("$(page_line shelf.html "$(find "$dist" -type f | wc -l) files")")

# Each game's page, then the statistics' (built the same way: files beside the shelf's).
for game in "${games[@]}" statistics; do
  stage="$ROOT/target/pages/$game"
  trunk_build "$game.html" "$stage"
  [ -f "$stage/index.html" ] || { echo "build: no index.html in ${stage#"$ROOT"/}" >&2; exit 1; }
  [ ! -e "$dist/$game.html" ] || { echo "build: dist/$game.html already exists" >&2; exit 1; }
  added=0
  shared=0
  while IFS= read -r -d '' file; do
    file="${file#./}"
    if [ "$file" = index.html ]; then
      cp "$stage/index.html" "$dist/$game.html"
    elif [ -e "$dist/$file" ]; then
      # Same name, so it must be the same file (a CSS or snippet both pages use).
      cmp -s "$stage/$file" "$dist/$file" || {
        echo "build: $game.html's $file differs from the one already in dist/" >&2
        exit 1
      }
      shared=$((shared + 1))
    else
      mkdir -p "$(dirname "$dist/$file")"
      cp "$stage/$file" "$dist/$file"
      added=$((added + 1))
    fi
  done < <(cd "$stage" && find . -type f -print0 | sort -z)
  lines+=("$(page_line "$game.html" "files: $added new, $shared already there")")
done

# The workers' files, once their builds are done.
if [ "$release" = true ]; then
  if ! wait "$workers_pid"; then
    cat "$workers_log" >&2
    echo "build: the computer opponents' workers did not build (log: ${workers_log#"$ROOT"/})" >&2
    exit 1
  fi
  trap - EXIT
  cat "$workers_log"
else
  build_workers
fi
for game in "${games[@]}"; do
  stage="$ROOT/target/pages/bot-worker-$game"
  cp "$stage/bot_worker.js" "$dist/bot_worker_$game.js"
  cp "$stage/bot_worker_bg.wasm" "$dist/bot_worker_${game}_bg.wasm"
  cp "$stage/bot_worker_loader.js" "$dist/bot_worker_loader.js"
  lines+=("$(printf '%-20s %s build: %s' "dist/bot_worker_$game*" "$mode" "$game's computer opponents")")
done

# Trunk cannot minify the JavaScript it writes (its minifier stops at an ES module's `import`):
# scripts/minify.mjs does, with esbuild (npm, in tools/ beside wasm-opt).
if [ "$release" = true ]; then
  lines+=("$(printf '%-20s %s' "dist/**/*.js" "$(node "$ROOT/scripts/minify.mjs" "$dist")")")
fi

# A release build's pages paint their first screen before their code arrives: each page's shell,
# drawn by the app itself in headless Chromium (scripts/prerender.mjs; scripts/setup.sh test
# installs it, as serve.sh --release does).
if [ "$release" = true ]; then
  node "$ROOT/scripts/prerender.mjs" "$dist"
  lines+=("$(printf '%-20s %s' "dist/*.html" "each page's first screen drawn into it (scripts/prerender.mjs)")")
fi

# The front door: the shelf's page without its code (its title, drawn above, works as it is).
node "$ROOT/scripts/front-door.mjs" "$dist"
lines+=("$(printf '%-20s %s' "dist/index.html" "the front door: shelf.html without its code (scripts/front-door.mjs)")")

# The service worker, once, over every page's files.
node "$ROOT/scripts/precache.mjs" "$dist"

echo
printf '%s\n' "${lines[@]}"

[ "$inputs" = none ] || echo "$inputs $(dist_digest)" >"$stamp"
