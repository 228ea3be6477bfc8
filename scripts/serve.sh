#!/usr/bin/env bash
# Installs, migrates, loads the demo content (first start only), builds (when something changed) and serves the site at
# http://localhost:${PORT:-3000}, on this machine only (HOST=0.0.0.0 to listen on every interface).
# A local demo: production settings, with the demo content asked for explicitly (--demo), a
# random PAYLOAD_SECRET made on first start and kept in the data folder (never committed), and
# the demo editor's generated password kept there too (DATA_DIR/account-dimostrativo.txt).
set -euo pipefail
cd "$(dirname "$0")/.."
source scripts/use-node.sh || exit 1

if [ ! -d node_modules ] || [ package-lock.json -nt node_modules/.package-lock.json ]; then
  npm ci --no-audit --no-fund
fi
export NODE_ENV=production NEXT_TELEMETRY_DISABLED=1
export DATA_DIR=${DATA_DIR:-$PWD/data}
# A local demo: its own address and the demo open-data publisher, which a real deploy refuses
# (src/ops/production-config.ts). A deploy sets SITE_URL and OPENDATA_PUBLISHER_* instead.
export LOCAL_DEMO=1 SITE_URL=${SITE_URL:-http://localhost:${PORT:-3000}}
mkdir -p "$DATA_DIR"
if [ -z "${PAYLOAD_SECRET:-}" ]; then
  secret_file=$DATA_DIR/.payload-secret
  [ -s "$secret_file" ] || (umask 077; node -e "process.stdout.write(require('node:crypto').randomBytes(48).toString('base64url'))" > "$secret_file")
  PAYLOAD_SECRET=$(cat "$secret_file")
  export PAYLOAD_SECRET
fi
account=$DATA_DIR/account-dimostrativo.txt
npm run --silent migrate
seeded=$(npm run --silent seed -- --if-empty --demo) || { echo "$seeded"; exit 1; }
echo "$seeded"
if grep -q '^Account di redazione dimostrativo creato' <<< "$seeded"; then
  (umask 077; grep -A1 '^Account di redazione dimostrativo creato' <<< "$seeded" > "$account")
fi
# Build only when the sources, the lock file, the build settings or the build itself changed (the
# content lives in the database: pages render from it at run time, src/ops/csp-cache-handler.cjs).
stamp=.next/serve-stamp
inputs="SITE_URL=$SITE_URL $(node --version)"
if [ ! -s .next/BUILD_ID ] || [ ! -f "$stamp" ] || [ "$(cat "$stamp")" != "$inputs" ] || [ -n "$(find src public build \
    package.json package-lock.json next.config.ts tsconfig.json postcss.config.cjs .next/BUILD_ID -newer "$stamp" -print -quit)" ]; then
  npm run --silent build:app
  echo "$inputs" > "$stamp"
else
  echo "Build invariata: nessuna ricompilazione (.next/serve-stamp)."
fi
[ -s "$account" ] && echo "Redazione: http://localhost:${PORT:-3000}/admin, con l’account in $account"
# Every log line JSON, Next's start-up lines included (scripts/json-console.mjs).
export NODE_OPTIONS="${NODE_OPTIONS:-} --import ./scripts/json-console.mjs"
exec npx next start -p "${PORT:-3000}" -H "${HOST:-127.0.0.1}"
