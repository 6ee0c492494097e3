#!/usr/bin/env bash
# Sets up what the build needs, builds every page of the app into dist/ (scripts/build.sh), then
# serves dist/ locally. There is no live reload: rerun this script to rebuild.
#   scripts/serve.sh              debug build at http://127.0.0.1:8080/
#   PORT=9000 scripts/serve.sh --release
set -euo pipefail
source "$(dirname "${BASH_SOURCE[0]}")/env.sh"

# A release build draws each page's first screen in headless Chromium: the test setup has it.
case " $* " in
  *" --release "*) "$ROOT/scripts/setup.sh" test ;;
  *) "$ROOT/scripts/setup.sh" build ;;
esac
cd "$ROOT"
port="${PORT:-8080}"
echo
echo "Serving the game at http://127.0.0.1:$port/ (first build takes a while; Ctrl+C stops)"
echo "No live reload: after a change, stop and rerun scripts/serve.sh to rebuild."
echo
# Not `trunk serve`: it would build the shelf alone and empty dist/ of the game pages.
"$ROOT/scripts/build.sh" "$@"
echo
exec node "$ROOT/tests/e2e/serve.mjs" "$ROOT/dist" "$port"
