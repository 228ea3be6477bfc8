#!/usr/bin/env bash
# Installs, migrates, seeds (first start only), builds and serves the site at http://localhost:${PORT:-3000}.
# (The CMS scripts run with --conditions=production: lexical's default Node entry uses a
# top-level await that intermittently deadlocks Node 20's ESM loader.)
set -euo pipefail
cd "$(dirname "$0")/.."

if [ ! -d node_modules ] || [ package-lock.json -nt node_modules/.package-lock.json ]; then
  npm install --no-audit --no-fund  # see scripts/test.sh on npm ci
fi
export NODE_ENV=production NEXT_TELEMETRY_DISABLED=1
npm run --silent migrate
npm run --silent seed -- --if-empty
npx next build --webpack
exec npx next start -p "${PORT:-3000}"
