#!/usr/bin/env bash
# Sets up what the build needs, then builds and serves the game locally with live reload.
#   scripts/serve.sh              debug build at http://127.0.0.1:8080/
#   PORT=9000 scripts/serve.sh --release
set -euo pipefail
source "$(dirname "${BASH_SOURCE[0]}")/env.sh"

"$ROOT/scripts/setup.sh" build
cd "$ROOT"
port="${PORT:-8080}"
echo
echo "Serving the game at http://127.0.0.1:$port/ (first build takes a while; Ctrl+C stops)"
echo
exec trunk serve --address 127.0.0.1 --port "$port" "$@"
