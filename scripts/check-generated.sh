#!/usr/bin/env bash
# Fails when `payload generate:types` or `generate:importmap` would change the committed files, or
# when the schema has changed since the last committed migration (a schema or admin component
# changed without regenerating them). Never writes in the work tree: the generators run in a
# scratch copy of the sources (node_modules linked), whose results are compared with the tree's.
set -uo pipefail
cd "$(dirname "$0")/.."
root=$PWD
scratch=$(mktemp -d)
trap 'rm -rf "$scratch"' EXIT
cp -a src package.json tsconfig.json "$scratch/"
ln -s "$root/node_modules" "$scratch/node_modules"
cd "$scratch"
unset DATABASE_URL S3_BUCKET
export DATA_DIR=$scratch/data PAYLOAD_SECRET=${PAYLOAD_SECRET:-controllo-dei-file-generati-non-firma-nulla}
npx payload generate:types >/dev/null && npx payload generate:importmap >/dev/null || { echo "generazione non riuscita"; exit 1; }
status=0
for f in src/payload-types.ts "src/app/(payload)/admin/importMap.js"; do
  if ! cmp -s "$root/$f" "$f"; then
    echo "$f non è aggiornato: esegui \`npm run generate\` e fai il commit del risultato."
    diff -u "$root/$f" "$f" | head -40
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
  status=1
fi
exit $status
