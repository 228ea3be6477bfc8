#!/usr/bin/env bash
# The static checks CI runs: generated files and migrations in sync, types, ESLint, knip.
# Usage: check-code.sh [output folder]; writes checks.json there for scripts/summarize-tests.mjs.
set -uo pipefail
cd "$(dirname "$0")/.."
OUT=${1:-test-results}
mkdir -p "$OUT"
results=()
check() {
  local name=$1; shift
  if "$@" > "$OUT/check-$name.log" 2>&1; then
    echo "ok    $name"; results+=("{\"name\":\"$name\",\"ok\":true}")
  else
    echo "FAIL  $name (test-results/check-$name.log)"; tail -n 40 "$OUT/check-$name.log"; results+=("{\"name\":\"$name\",\"ok\":false}")
  fi
}
check generated bash scripts/check-generated.sh
check types npx tsc --noEmit
check eslint npx eslint --max-warnings 0 .
check knip npx knip
(IFS=,; echo "{\"checks\":[${results[*]}]}") > "$OUT/checks.json"
failed=$(grep -o '"ok":false' "$OUT/checks.json" | wc -l)
echo "controlli: $((${#results[@]} - failed)) passati, $failed non passati"
[ "$failed" -eq 0 ]
