#!/usr/bin/env bash
# Developer loop for a few end-to-end specs: one build at a time on this machine (a lock shared
# by every checkout), a fresh SQLite test database, then Playwright on the given spec files.
#   bash scripts/e2e-local.sh tests/e2e/data/forms-newsletter.spec.ts        # build, then run
#   bash scripts/e2e-local.sh --no-build tests/e2e/data/forms-newsletter.spec.ts
set -uo pipefail
cd "$(dirname "$0")/.."
source scripts/use-node.sh || exit 1
build=1
[ "${1:-}" = "--no-build" ] && { build=0; shift; }
export NEXT_TELEMETRY_DISABLED=1 PAYLOAD_SECRET=segreto-di-prova-e2e-lungo-almeno-32-caratteri
# The demo editor the specs sign in as (asked for explicitly: production never creates it by
# itself), and Playwright's requests, from loopback, may name the visitor's address (X-Real-IP).
export DEMO_EDITOR_PASSWORD=Redazione-2026 TRUSTED_PROXIES=127.0.0.1
# A production build on loopback with the demo open-data publisher: allowed only as a local demo.
export LOCAL_DEMO=1
# The details of /api/health, as monitoring reads them (tests/support/monitoring.ts).
export HEALTH_TOKEN=token-di-monitoraggio-dei-test
export DATA_DIR=$PWD/.test-data SITE_URL=http://127.0.0.1:3100 E2E_PORT=3100
exec 9>"${E2E_LOCK:-/tmp/sito-e2e.lock}"
echo "waiting for the e2e lock..." >&2
flock 9
fuser -k 3100/tcp 2>/dev/null || true
mkdir -p test-results
if [ $build = 1 ]; then
  rm -rf "$DATA_DIR"
  ( export NODE_ENV=production
    npm run --silent migrate && npm run --silent seed -- --demo && npm run --silent build:app ) > test-results/build-local.log 2>&1 \
    || { tail -80 test-results/build-local.log; echo "BUILD FAILED (test-results/build-local.log)"; exit 1; }
fi
npx playwright test --reporter=list "$@"
