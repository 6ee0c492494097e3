#!/usr/bin/env bash
# The computer opponents' strength, as tables of seeded games between levels (seats rotated, every
# core used): each level's win rate with its 95 % interval and its decision times (native).
#   scripts/arena.sh           the full tables (the issue's bars: about 40 minutes on 2 cores)
#   scripts/arena.sh --short   a few games of each, as scripts/bench.sh prints (about 2 minutes)
# The tables are the `arena` rows of scripts/games.
set -euo pipefail
source "$(dirname "${BASH_SOURCE[0]}")/env.sh"
cd "$ROOT"

short=false
case "${1:-}" in
  --short) short=true ;;
  "") ;;
  *) echo "usage: scripts/arena.sh [--short]" >&2; exit 2 ;;
esac

read_games arena rows
cargo build --quiet --release -p cleo-cli
cleo="$ROOT/target/release/cleo"
# arena GAME PLAYERS FULL SHORT: one table, of FULL games (SHORT with --short).
arena() {
  local games=$3
  [ "$short" = true ] && games=$4
  echo
  "$cleo" arena --game "$1" --players "$2" --games "$games" --seed 1
}

# The tables: the arena rows of scripts/games, in order.
for row in "${rows[@]}"; do
  read -r game players full_games short_games <<<"$row"
  arena "$game" "$players" "$full_games" "$short_games"
done
