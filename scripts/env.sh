# Sourced by the other scripts: where the tools live and how the browsers start.
# shellcheck shell=bash

ROOT="$(cd "$(dirname "${BASH_SOURCE[0]}")/.." && pwd)"
export ROOT

# cargo-installed tools (trunk, wasm-bindgen) and the npm wasm-opt that trunk must find on PATH.
export PATH="$ROOT/tools/node_modules/.bin:${CARGO_HOME:-$HOME/.cargo}/bin:$PATH"

# npm packages never download browsers; the tests use Debian's Chromium.
export PLAYWRIGHT_SKIP_BROWSER_DOWNLOAD=1
export PUPPETEER_SKIP_DOWNLOAD=1
export CHROMIUM="${CHROMIUM:-/usr/bin/chromium}"
export CHROMEDRIVER="${CHROMEDRIVER:-/usr/bin/chromedriver}"

TRUNK_VERSION="0.21.14"
BINARYEN_VERSION="132"

# The wasm-bindgen version Cargo.lock pins; the CLI must match it exactly.
wasm_bindgen_version() {
  awk '/^name = "wasm-bindgen"$/ { getline; gsub(/version = |"/, ""); print; exit }' "$ROOT/Cargo.lock"
}

# Seconds since the epoch, for step timings.
now() { date +%s; }

# read_games KIND VAR: the rows of KIND in scripts/games (the one list of the games the scripts
# read), each without its kind, into the array VAR, in the file's order. Fails if there is none.
read_games() {
  local -n _rows="$2"
  mapfile -t _rows < <(awk -v kind="$1" '$1 == kind { $1 = ""; sub(/^ +/, ""); print }' "$ROOT/scripts/games")
  [ "${#_rows[@]}" -gt 0 ] || { echo "scripts/games has no \"$1\" row" >&2; return 1; }
}
