# Sourced by test.sh and bench.sh (after env.sh): `step`, which runs one check or figure with its
# output in target/test-logs/, times it and counts its tests, and `summary`, which ends a run with
# "Summary: N passed, M failed".
# shellcheck shell=bash

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

# summary: the breakdown, the failed steps and the last line; fails if anything failed.
summary() {
  echo
  echo "=== summary ($(($(now) - started)) s)"
  for line in "${breakdown[@]}"; do echo "  $line"; done
  if [ "${#failed_steps[@]}" != 0 ]; then echo "failed steps: ${failed_steps[*]}"; fi
  echo "Summary: $passed passed, $failed failed"
  [ "$failed" = 0 ] && [ "${#failed_steps[@]}" = 0 ]
}
