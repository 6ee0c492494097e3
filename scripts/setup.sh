#!/usr/bin/env bash
# Installs what the build (and, with "test", the tests) need; skips whatever is already present.
#   scripts/setup.sh build   wasm32 target, trunk, wasm-bindgen-cli, wasm-opt
#   scripts/setup.sh test    all of the above, plus Debian chromium + chromium-driver and Playwright
# Every step prints "ok: X already present" or installs X. Nothing here is downloaded by the build.
set -euo pipefail
source "$(dirname "${BASH_SOURCE[0]}")/env.sh"

what="${1:-test}"
installed=0

say() { printf '%s\n' "$*"; }
installing() { say "install: $*"; installed=$((installed + 1)); }

as_root() {
  if [ "$(id -u)" = 0 ]; then "$@"; else sudo "$@"; fi
}

apt_install() {
  if [ -z "${APT_UPDATED:-}" ]; then
    as_root apt-get update -qq
    APT_UPDATED=1
  fi
  as_root env DEBIAN_FRONTEND=noninteractive apt-get install -y -qq --no-install-recommends "$@" >/dev/null
}

# A project-local npm install, redone only when its package-lock.json changed.
npm_folder() {
  local dir="$1" label="$2" stamp="$1/node_modules/.setup-stamp" want
  want="$(sha256sum "$dir/package-lock.json" | cut -d' ' -f1)"
  if [ -f "$stamp" ] && [ "$(cat "$stamp")" = "$want" ]; then
    say "ok: $label already present"
  else
    installing "$label (npm ci in ${dir#"$ROOT"/})"
    (cd "$dir" && npm ci --no-audit --no-fund --loglevel=error)
    echo "$want" >"$stamp"
  fi
}

# --- Rust side -------------------------------------------------------------------------------
command -v cargo >/dev/null || { say "error: cargo is missing; install Rust with rustup first" >&2; exit 1; }

if rustup target list --installed | grep -qx wasm32-unknown-unknown; then
  say "ok: rust target wasm32-unknown-unknown already present"
else
  installing "rust target wasm32-unknown-unknown"
  rustup target add wasm32-unknown-unknown
fi

# The two cargo installs compile for minutes each: they run side by side in the background (each
# into its log in target/) while the packages below install, and setup waits for both at its end.
# They are built light: without their default features (TLS, to download what our builds never let
# them download; Trunk's check for a newer version) and with a quicker profile than their own (fat
# LTO, one codegen unit): optimised at level 1, no LTO. Measured on 2 cores, both at once: 9.0 min
# as published, 6.0 min like this. Their own work in a build is seconds (wasm-opt is npm's binary).
light_install() {
  CARGO_PROFILE_RELEASE_LTO=false CARGO_PROFILE_RELEASE_CODEGEN_UNITS=16 \
    CARGO_PROFILE_RELEASE_OPT_LEVEL=1 cargo install --no-default-features "$@"
}
background=()
in_background() {
  local label="$1" log="$ROOT/target/setup-$1.log"
  shift
  mkdir -p "$ROOT/target"
  "$@" >"$log" 2>&1 &
  background+=("$!:$label:$log")
}
wait_for_background() {
  local job pid label log
  for job in "${background[@]}"; do
    IFS=: read -r pid label log <<<"$job"
    if wait "$pid"; then
      say "installed: $label"
    else
      cat "$log" >&2
      say "error: $label did not install (log: ${log#"$ROOT"/})" >&2
      exit 1
    fi
  done
}

if [ "$(trunk --version 2>/dev/null)" = "trunk $TRUNK_VERSION" ]; then
  say "ok: trunk $TRUNK_VERSION already present"
else
  installing "trunk $TRUNK_VERSION (cargo install, several minutes, in the background)"
  in_background trunk light_install trunk --version "$TRUNK_VERSION" --locked --force
fi

wb="$(wasm_bindgen_version)"
[ -n "$wb" ] || { say "error: no wasm-bindgen in Cargo.lock" >&2; exit 1; }
if [ "$(wasm-bindgen --version 2>/dev/null)" = "wasm-bindgen $wb" ] &&
  [ "$(wasm-bindgen-test-runner --version 2>/dev/null)" = "wasm-bindgen-test-runner $wb" ]; then
  say "ok: wasm-bindgen-cli $wb already present"
else
  installing "wasm-bindgen-cli $wb (cargo install, several minutes, in the background)"
  # Not --locked: the CLI's own lock file pins crates that no longer build with this rustc.
  in_background wasm-bindgen-cli light_install wasm-bindgen-cli --version "=$wb" --force
fi

# --- npm side ---------------------------------------------------------------------------------
if ! command -v npm >/dev/null; then
  installing "nodejs + npm (Debian)"
  apt_install nodejs npm
fi

npm_folder "$ROOT/tools" "wasm-opt and esbuild (npm binaryen@$BINARYEN_VERSION, esbuild)"
if [ "$(wasm-opt --version 2>/dev/null | cut -d' ' -f3)" != "$BINARYEN_VERSION" ]; then
  say "error: wasm-opt on PATH is not version $BINARYEN_VERSION: $(command -v wasm-opt)" >&2
  exit 1
fi

# --- Browser tests ----------------------------------------------------------------------------
if [ "$what" = test ]; then
  if [ -x "$CHROMIUM" ] && [ -x "$CHROMEDRIVER" ]; then
    say "ok: chromium + chromium-driver already present"
  else
    installing "chromium + chromium-driver (Debian)"
    apt_install chromium chromium-driver
    [ -x "$CHROMIUM" ] && [ -x "$CHROMEDRIVER" ] || { say "error: chromium did not install" >&2; exit 1; }
  fi
  npm_folder "$ROOT/tests/e2e" "Playwright (npm, uses Debian's chromium)"
fi

wait_for_background
[ "$(trunk --version)" = "trunk $TRUNK_VERSION" ] || { say "error: trunk did not install" >&2; exit 1; }
[ "$(wasm-bindgen --version)" = "wasm-bindgen $wb" ] || { say "error: wasm-bindgen did not install" >&2; exit 1; }

if [ "$installed" = 0 ]; then
  say "setup: everything already present"
else
  say "setup: installed $installed item(s)"
fi
