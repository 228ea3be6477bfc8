#!/usr/bin/env bash
# npm run build:app: Next's production build (.next, .next/standalone for the image). The build
# prerenders pages from a database, but none of them is ever served (docs/deploy.md §3): without a
# database (a fresh clone, a build machine, CI's image step) the pages are rendered from an empty
# one, migrated here into a throwaway folder. Before, a fresh clone stopped at «no such table: pages».
set -euo pipefail
cd "$(dirname "$0")/.."
if [ -z "${DATABASE_URL:-}" ] && [ ! -f "${DATA_DIR:-data}/sito.db" ]; then
  DATA_DIR=$(mktemp -d "${TMPDIR:-/tmp}/sito-build-db.XXXXXX")
  export DATA_DIR
  trap 'rm -rf "$DATA_DIR"' EXIT
  echo "build:app: nessun database; le pagine del build si rendono da uno vuoto, migrato in $DATA_DIR (poi cancellato)."
  NODE_ENV=development JOBS_AUTORUN=0 LOG_LEVEL=warn npm run --silent migrate
fi
NODE_OPTIONS="${NODE_OPTIONS:-} --max-old-space-size=1280" npx --no-install next build --webpack
