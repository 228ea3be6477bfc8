#!/usr/bin/env bash
# Installs, migrates, seeds (first start only), builds and serves the site at http://localhost:${PORT:-3000}.
set -euo pipefail
cd "$(dirname "$0")/.."
source scripts/use-node.sh || exit 1

if [ ! -d node_modules ] || [ package-lock.json -nt node_modules/.package-lock.json ]; then
  npm ci --no-audit --no-fund
fi
export NODE_ENV=production NEXT_TELEMETRY_DISABLED=1
npm run --silent migrate
npm run --silent seed -- --if-empty
npx next build --webpack
exec npx next start -p "${PORT:-3000}"
