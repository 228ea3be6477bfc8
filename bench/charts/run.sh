#!/usr/bin/env bash
# JS bytes of pages with and without charts (bench/charts/RESULTS.md).
#   bash bench/charts/run.sh [URL]          against a server already running (default http://127.0.0.1:3100)
#   bash bench/charts/run.sh --serve        after `bash scripts/e2e-local.sh ...` built the app: takes the
#                                           e2e lock, starts `next start` on 3100 with the test data, measures, stops it
set -euo pipefail
cd "$(dirname "$0")/../.."
source scripts/use-node.sh
if [ "${1:-}" = "--serve" ]; then
  exec 9>/tmp/sito-e2e.lock
  echo "waiting for the e2e lock..." >&2
  flock 9
  export NEXT_TELEMETRY_DISABLED=1 PAYLOAD_SECRET=segreto-di-prova-e2e-lungo-almeno-32-caratteri NODE_ENV=production LOCAL_DEMO=1
  export DATA_DIR=$PWD/.test-data SITE_URL=http://127.0.0.1:3100
  setsid npx next start -p 3100 -H 127.0.0.1 > /tmp/sito-bench-charts-server.log 2>&1 &
  server=$!
  trap 'kill -TERM -- "-$server" 2>/dev/null || true' EXIT
  for _ in $(seq 120); do curl -sf -o /dev/null http://127.0.0.1:3100/ && break; sleep 0.5; done
  node bench/charts/measure.mjs http://127.0.0.1:3100
else
  node bench/charts/measure.mjs "${1:-http://127.0.0.1:3100}"
fi
