#!/usr/bin/env bash
# Installs what the tests need, builds once on a fresh test database, runs unit and
# end-to-end tests, and ends with the plain line "N passed, N failed".
set -uo pipefail
cd "$(dirname "$0")/.."
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
  # npm install, not npm ci: the registry here lacks the macOS/Windows builds of @next/swc, which
  # the lock file lists as optional, and npm ci refuses a lock without them.
  npm install --no-audit --no-fund || fail "npm install non riuscito."
fi

export NEXT_TELEMETRY_DISABLED=1 PAYLOAD_SECRET=segreto-di-prova-e2e
export DATA_DIR=$ROOT/.test-data SITE_URL=http://127.0.0.1:3100
rm -rf "$DATA_DIR"

echo "== unit tests"
npx vitest run --reporter=default --reporter=json --outputFile="$OUT/vitest.json"

echo "== build (fresh database, migrations, demo content)"
( export NODE_ENV=production
  npm run --silent migrate && npm run --silent seed && npx next build --webpack ) > "$OUT/build.log" 2>&1 \
  || { tail -60 "$OUT/build.log"; fail "Build non riuscita: vedi test-results/build.log"; }
tail -40 "$OUT/build.log"

echo "== end-to-end tests (Chromium)"
PLAYWRIGHT_JSON_OUTPUT_NAME="$OUT/playwright.json" npx playwright test --reporter=list,json

node scripts/summarize-tests.mjs "$OUT/vitest.json" "$OUT/playwright.json"
