#!/usr/bin/env bash
# Installs what the tests need, builds once on a fresh test database, runs unit and
# end-to-end tests, and ends with the plain line "N passed, N failed".
set -uo pipefail
cd "$(dirname "$0")/.."
source scripts/use-node.sh || exit 1
ROOT=$PWD
OUT=$ROOT/test-results
rm -rf "$OUT" && mkdir -p "$OUT"

fail() { echo "$1" >&2; echo "0 passed, 1 failed"; exit 1; }

# Debian packages the tests drive: Chromium (end-to-end) and nginx (the production proxy).
missing=()
[ -x /usr/bin/chromium ] || missing+=(chromium)
command -v nginx >/dev/null || [ -x /usr/sbin/nginx ] || missing+=(nginx)
if [ ${#missing[@]} -gt 0 ]; then
  echo "Installo da Debian: ${missing[*]}"
  (apt-get update -qq && DEBIAN_FRONTEND=noninteractive apt-get install -y -qq "${missing[@]}" >/dev/null) \
    || fail "Impossibile installare ${missing[*]} (serve apt-get come root)."
fi
export PATH=$PATH:/usr/sbin
if [ ! -d node_modules ] || [ package-lock.json -nt node_modules/.package-lock.json ]; then
  npm ci --no-audit --no-fund || fail "npm ci non riuscito."
fi

export NEXT_TELEMETRY_DISABLED=1 PAYLOAD_SECRET=segreto-di-prova-e2e
export DATA_DIR=$ROOT/.test-data SITE_URL=http://127.0.0.1:3100
echo "== unit tests"
npx vitest run --reporter=default --reporter=json --outputFile="$OUT/vitest.json"

# build_and_e2e LABEL: a fresh database (migrations, demo content), one build, then Playwright.
build_and_e2e() {
  rm -rf "$DATA_DIR"
  echo "== build on $1 (fresh database, migrations, demo content)"
  ( export NODE_ENV=production
    npm run --silent migrate && npm run --silent seed && npx next build --webpack ) > "$OUT/build-$1.log" 2>&1 \
    || { tail -60 "$OUT/build-$1.log"; echo "Build non riuscita su $1: vedi test-results/build-$1.log"; return 1; }
  tail -25 "$OUT/build-$1.log"
  echo "== end-to-end tests on $1 (Chromium)"
  PLAYWRIGHT_JSON_OUTPUT_NAME="$OUT/playwright-$1.json" npx playwright test --reporter=list,json
}

build_and_e2e sqlite

# The same suite on PostgreSQL (Debian's server, started here on loopback).
if source scripts/postgres-for-tests.sh; then
  build_and_e2e postgres
  # Two instances on the same PostgreSQL and build, behind nginx.
  echo "== two instances behind nginx (PostgreSQL)"
  bash tests/multi-instance/run.sh
  stop_test_postgres
  unset DATABASE_URL
else
  echo "PostgreSQL non disponibile: impossibile eseguire i test su PostgreSQL."
fi

node scripts/summarize-tests.mjs "$OUT/vitest.json" "$OUT/playwright-sqlite.json" "$OUT/playwright-postgres.json" "$OUT/playwright-multi-instance.json"
