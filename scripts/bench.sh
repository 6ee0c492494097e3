#!/usr/bin/env bash
# Figures, not pass/fail checks: sets up what is missing, builds the release pages and the cleo tool
# (incrementally: after the test command this costs seconds), then prints
#   the rules benchmark: complete random games per second of the rules cores, natively
#     (`cleo bench`) and in the computer opponents' worker in the browser, the same loop in turns;
#   the curtain figures: what lowering the curtain and taking a stall cost on a phone-class CPU;
#   the save figures: a finished game's save, its size and the time to write and read it back;
#   the bot benchmark: the computer opponents' decision times in the browser's worker over whole
#     games of four computers;
#   a short arena between the computer levels (scripts/arena.sh plays the full tables);
#   Lighthouse's mobile performance of the shelf and of each game's new-game page.
# The games, player counts and levels are the rows of scripts/games. About 10 minutes on 2 cores.
# Each figure's log is in target/test-logs/; ends with "Summary: N passed, M failed" over the steps.
set -uo pipefail
source "$(dirname "${BASH_SOURCE[0]}")/env.sh"
cd "$ROOT"
source "$ROOT/scripts/steps.sh"

step "setup" - "$ROOT/scripts/setup.sh" test || exit 1
step "release build" - "$ROOT/scripts/build.sh" --release || exit 1
step "cleo tool" - cargo build --quiet --release -p cleo-cli || exit 1

rules_bench() {
  local runs
  read_games rules-bench runs || return 1
  node "$ROOT/scripts/rules-bench.mjs" "$ROOT/dist" "${runs[@]}"
}
step "rules benchmark (native and browser worker)" - rules_bench
# Figures: what lowering the curtain and taking a stall cost on a phone-class CPU (4× slowdown).
step "curtain figures (phone CPU)" - node "$ROOT/tests/e2e/curtain-figures.mjs" "$ROOT/dist" 12
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
step "bot benchmark (browser worker)" - bot_bench
step "bot arena (short)" - "$ROOT/scripts/arena.sh" --short
# Figures: Lighthouse's mobile performance score, LCP and bytes of each page, served gzipped.
step "lighthouse (mobile)" - node "$ROOT/scripts/lighthouse.mjs" "$ROOT/dist"

summary
