#!/usr/bin/env bash
# Fails when `payload generate:types` or `generate:importmap` would change the committed files, or
# when the schema has changed since the last committed migration (a schema or admin component
# changed without regenerating them). Leaves the tree as it was.
set -uo pipefail
cd "$(dirname "$0")/.."
files=(src/payload-types.ts "src/app/(payload)/admin/importMap.js")
saved=$(mktemp -d)
for f in "${files[@]}"; do cp "$f" "$saved/$(basename "$f")"; done
unset DATABASE_URL S3_BUCKET
export DATA_DIR=$saved/data PAYLOAD_SECRET=${PAYLOAD_SECRET:-controllo-dei-file-generati-non-firma-nulla}
npx payload generate:types >/dev/null && npx payload generate:importmap >/dev/null || { echo "generazione non riuscita"; exit 1; }
status=0
for f in "${files[@]}"; do
  if ! cmp -s "$f" "$saved/$(basename "$f")"; then
    echo "$f non è aggiornato: esegui \`npm run generate\` e fai il commit del risultato."
    diff -u "$saved/$(basename "$f")" "$f" | head -40
    cp "$saved/$(basename "$f")" "$f"
    status=1
  fi
done
# The committed SQLite migrations, applied to an empty database, must leave nothing to migrate.
before=$(ls src/cms/migrations/sqlite)
# (NODE_ENV=production: in development Payload would also rewrite payload-types.ts.)
NODE_ENV=production npx payload migrate >/dev/null 2>&1 && NODE_ENV=production npx payload migrate:create schema-check --skip-empty >/dev/null 2>&1
added=$(comm -13 <(echo "$before") <(ls src/cms/migrations/sqlite))
if [ -n "$added" ]; then
  echo "Lo schema è cambiato senza migrazione: crea una migrazione per motore (README, «Migrazioni»)."
  grep -m 20 -E 'CREATE|ALTER|DROP' "src/cms/migrations/sqlite/$(echo "$added" | grep '\.ts$')"
  for f in $added; do rm -f "src/cms/migrations/sqlite/$f"; done
  git checkout -q -- src/cms/migrations/sqlite/index.ts
  status=1
fi
rm -rf "$saved"
exit $status
