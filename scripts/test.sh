#!/usr/bin/env bash
# Sets up what is missing, then runs every check in order and ends with "N passed, M failed":
#   format, clippy (all, wasm32, each page), native tests, wasm browser tests, release build (three
#   pages), size report, end-to-end tests, and figures only: the rules benchmark (native and in
#   the browser's worker), save figures,
#   the computer opponents' decision times in the browser's worker and a short arena.
# Every step runs even after a failure (but e2e needs the build); the exit code is non-zero if any
# step failed.
set -uo pipefail
source "$(dirname "${BASH_SOURCE[0]}")/env.sh"
cd "$ROOT"

logs="$ROOT/target/test-logs"
mkdir -p "$logs"
passed=0
failed=0
failed_steps=()
breakdown=()
started=$(now)

# Adds the counts of every "test result: ok. N passed; M failed" line (cargo and the wasm runner).
count_cargo() {
  local p f
  p=$(grep -oE 'test result: [A-Za-z]+\. [0-9]+ passed' "$1" | awk '{ s += $4 } END { print s + 0 }')
  f=$(grep -E 'test result: ' "$1" | grep -oE '[0-9]+ failed' | awk '{ s += $1 } END { print s + 0 }')
  echo "$p $f"
}

# step NAME COUNTER CMD...: runs CMD with its output in a log (and on screen), times it, and
# adds its test counts. COUNTER is "cargo", "e2e" or "-" (no tests: counts as one failure if it fails).
step() {
  local name="$1" counter="$2" t0 rc p=0 f=0 log
  shift 2
  log="$logs/$(echo "$name" | tr ' /' '--').log"
  echo
  echo "=== $name"
  t0=$(now)
  "$@" 2>&1 | tee "$log"
  rc=${PIPESTATUS[0]}
  case "$counter" in
    cargo) read -r p f < <(count_cargo "$log") ;;
    e2e) read -r p f < <(node "$ROOT/tests/e2e/count.mjs" "$ROOT/target/e2e-results.json" 2>/dev/null || echo "0 0") ;;
  esac
  if [ "$rc" = 0 ] && [ "$counter" != - ] && [ "$p" = 0 ]; then
    echo "$name ran no test"
    rc=1
  fi
  if [ "$rc" != 0 ] && [ "$f" = 0 ]; then f=1; fi
  passed=$((passed + p))
  failed=$((failed + f))
  if [ "$rc" = 0 ]; then
    if [ "$counter" = - ]; then
      echo "--- $name: ok ($(($(now) - t0)) s)"
    else
      echo "--- $name: ok ($(($(now) - t0)) s, $p passed)"
    fi
  else
    echo "--- $name: FAILED ($(($(now) - t0)) s, exit $rc; log: ${log#"$ROOT"/})"
    failed_steps+=("$name")
  fi
  if [ "$counter" != - ]; then breakdown+=("$name: $p passed, $f failed"); fi
  return "$rc"
}

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
  for features in shelf "${games[@]/%/-game}"; do
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
}
step "clippy pages" - clippy_pages
step "native tests" cargo cargo test --workspace
step "wasm browser tests" cargo wasm_tests
# The `cleo` tool replays the games the end-to-end tests play, as the rules core's referee.
if step "release build" - "$ROOT/scripts/build.sh" --release && step "cleo tool" - cargo build --quiet --release -p cleo-cli; then
  step "size report" - node "$ROOT/scripts/size-report.mjs" "$ROOT/dist"
  CLEO="$ROOT/target/release/cleo" step "e2e tests" e2e e2e_tests
else
  echo "(e2e tests skipped: no release build)"
fi
# Figures, not a pass/fail threshold: complete random games per second of the rules cores, natively
# (`cleo bench`) and in the computer opponents' worker in the browser, the same loop, taken in turns.
# The games and player counts are the `rules-bench` rows of scripts/games.
rules_bench() {
  local runs
  read_games rules-bench runs || return 1
  node "$ROOT/scripts/rules-bench.mjs" "$ROOT/dist" "${runs[@]}"
}
if [ -f "$ROOT/dist/bot_worker_bg.wasm" ]; then
  step "rules benchmark (native and browser worker)" - rules_bench
else
  step "rules benchmark" - cargo run --quiet --release -p cleo-cli -- bench --players 4 --seconds 3
fi
# Figures: what lowering the curtain and taking a stall cost on a phone-class CPU (4× slowdown).
if [ -f "$ROOT/dist/cleopatra.html" ]; then
  step "curtain figures (phone CPU)" - node "$ROOT/tests/e2e/curtain-figures.mjs" "$ROOT/dist" 12
fi
# Figures: the size of a finished game's save, and the time to write and to read it back.
step "save figures" - cargo run --quiet --release -p cleopatra-ui --example save_figures
# Figures: the computer opponents' decision times in the browser's worker over whole games of four
# computers, and a short arena of each game (scripts/arena.sh plays the full tables). The games
# and levels are the `bot-bench` rows of scripts/games.
bot_bench() {
  local runs
  read_games bot-bench runs || return 1
  node "$ROOT/scripts/bot-bench.mjs" "$ROOT/dist" "${runs[@]}"
}
if [ -f "$ROOT/dist/bot_worker_bg.wasm" ]; then
  step "bot benchmark (browser worker)" - bot_bench
fi
step "bot arena (short)" - "$ROOT/scripts/arena.sh" --short

echo
echo "=== summary ($(($(now) - started)) s)"
for line in "${breakdown[@]}"; do echo "  $line"; done
if [ "${#failed_steps[@]}" != 0 ]; then echo "failed steps: ${failed_steps[*]}"; fi
echo "Summary: $passed passed, $failed failed"
[ "$failed" = 0 ] && [ "${#failed_steps[@]}" = 0 ]
