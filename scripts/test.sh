#!/usr/bin/env bash
# Sets up what is missing, then runs every check in order and ends with "N passed, M failed":
#   format, stylesheets, clippy (all, wasm32, each page), native tests, wasm browser tests, release
#   build (the five pages and the worker), the cleo tool, size report, end-to-end tests.
# Figures that are not tests (benchmarks, arena) are scripts/bench.sh's.
# Every step runs even after a failure (but e2e needs the build); the exit code is non-zero if any
# step failed.
set -uo pipefail
source "$(dirname "${BASH_SOURCE[0]}")/env.sh"
cd "$ROOT"

source "$ROOT/scripts/steps.sh"

# The app and every crate of the table's and the games' UI: table-ui and each game's <game>-ui
# (the games of scripts/games), as cargo's -p arguments into array $1.
ui_crates() {
  local -n _crates="$1"
  local games game
  read_games game games || return 1
  _crates=(-p nile-web -p table-ui)
  for game in "${games[@]}"; do _crates+=(-p "$game-ui"); done
}

wasm_tests() {
  local crates
  ui_crates crates || return 1
  CARGO_TARGET_WASM32_UNKNOWN_UNKNOWN_RUNNER=wasm-bindgen-test-runner \
    cargo test "${crates[@]}" --target wasm32-unknown-unknown --test '*'
}

e2e_tests() {
  local port
  port=$(node -e 'const s=require("net").createServer().listen(0,"127.0.0.1",()=>{console.log(s.address().port);s.close()})')
  rm -f "$ROOT/target/e2e-results.json"
  (cd "$ROOT/tests/e2e" && E2E_PORT="$port" DIST="$ROOT/dist" \
    PLAYWRIGHT_JSON_OUTPUT_NAME="$ROOT/target/e2e-results.json" \
    npx --no-install playwright test --reporter=list,json)
}

step "setup" - "$ROOT/scripts/setup.sh" test || {
  echo "setup failed; nothing else can run"
  echo "0 passed, 1 failed"
  exit 1
}
step "format" - cargo fmt --all --check
step "stylesheets" - node "$ROOT/scripts/check-css.mjs"
step "clippy" - cargo clippy --workspace --all-targets -- -D warnings
clippy_wasm() {
  local crates
  ui_crates crates || return 1
  cargo clippy "${crates[@]}" --all-targets --target wasm32-unknown-unknown -- -D warnings &&
    cargo clippy -p bot-worker --target wasm32-unknown-unknown -- -D warnings
}
step "clippy wasm32" - clippy_wasm
# Each page is a build with some of the app's features (see Cargo.toml): each must be clean alone.
# The shelf's, then each game's of scripts/games.
clippy_pages() {
  local features games
  read_games game games || return 1
  for features in shelf statistics "${games[@]/%/-game}"; do
    echo "--- features: $features"
    cargo clippy -p nile-web --target wasm32-unknown-unknown --no-default-features \
      --features "$features" -- -D warnings || return 1
  done
  # A game's crate on the shelf's page holds only its entry and picture.
  for game in "${games[@]}"; do
    echo "--- $game-ui: shelf"
    cargo clippy -p "$game-ui" --target wasm32-unknown-unknown --no-default-features \
      --features shelf -- -D warnings || return 1
  done
  # Each game's computer opponents are a worker built with that game's rules alone.
  for game in "${games[@]}"; do
    echo "--- bot-worker: $game"
    cargo clippy -p bot-worker --target wasm32-unknown-unknown --no-default-features \
      --features "$game" -- -D warnings || return 1
  done
}
step "clippy pages" - clippy_pages
step "native tests" cargo cargo test --workspace
step "wasm browser tests" cargo wasm_tests
# The `cleo` tool replays the games the end-to-end tests play, as the rules core's referee: the
# native tests' build of it (its rules optimised even there), so it costs no release build.
if step "release build" - "$ROOT/scripts/build.sh" --release && step "cleo tool" - cargo build --quiet -p cleo-cli; then
  step "size report" - node "$ROOT/scripts/size-report.mjs" "$ROOT/dist"
  CLEO="$ROOT/target/debug/cleo" step "e2e tests" e2e e2e_tests
else
  echo "(e2e tests skipped: no release build)"
fi
summary
