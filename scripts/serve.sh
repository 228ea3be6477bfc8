#!/usr/bin/env bash
# Installs, migrates, loads the demo content (first start only), builds and serves the site at
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
npm run --silent build:app
[ -s "$account" ] && echo "Redazione: http://localhost:${PORT:-3000}/admin, con l’account in $account"
exec npx next start -p "${PORT:-3000}" -H "${HOST:-127.0.0.1}"
