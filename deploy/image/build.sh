#!/usr/bin/env bash
# Builds the OCI image from the current build (.next/standalone, .next/static) and, with --run,
# starts it on the host network with a data folder and checks /api/health/ready:
#   bash deploy/image/build.sh [--run]         (IMAGE=sito:latest, IMAGE_PORT=3600)
# Needs buildah (Debian package); here `buildah bud --isolation chroot` builds and
# `buildah run --isolation chroot` runs (no registry: the base is deploy/image/rootfs.sh).
set -euo pipefail
cd "$(dirname "$0")/../.."
IMAGE=${IMAGE:-sito:latest}
[ -f .next/standalone/server.js ] || { echo "Nessun build standalone (.next/standalone/server.js): npm run build:app"; exit 1; }
started=$(date +%s)
bash deploy/image/rootfs.sh
buildah bud --isolation chroot --layers=false -q -f Containerfile -t "$IMAGE" . >/dev/null
size=$(buildah images --format '{{.Size}}' "$IMAGE" | head -1)
echo "Immagine $IMAGE: $size, costruita in $(( $(date +%s) - started )) s"
[ "${1:-}" = "--run" ] || exit 0

port=${IMAGE_PORT:-3600}
data=$(mktemp -d /tmp/sito-image-data.XXXXXX)
# The test database (migrated, with the demo content) and its images copied in: the image serves them.
source_data=${DATA_DIR:-.test-data}
if [ -f "$source_data/sito.db" ]; then
  node -e "const {DatabaseSync}=require('node:sqlite');new DatabaseSync(process.argv[1]).exec(\"VACUUM INTO '\"+process.argv[2]+\"'\")" "$source_data/sito.db" "$data/sito.db"
  [ -d "$source_data/media" ] && cp -r "$source_data/media" "$data/media"
fi
# The secrets in a file only the image's user reads, named on the command line by path (buildah
# 1.28, Debian 12's, has no --env-file, and --env VALUE would show PAYLOAD_SECRET in `ps`).
secrets=$(mktemp -d /tmp/sito-image-env.XXXXXX)
envfile="$secrets/sito.env"
{
  echo "PAYLOAD_SECRET=${PAYLOAD_SECRET:-segreto-di-prova-e2e-lungo-almeno-32-caratteri}"
  echo "HEALTH_TOKEN=${HEALTH_TOKEN:-prova}"
  echo "LOCAL_DEMO=1"
  echo "SITE_URL=http://127.0.0.1:$port"
} > "$envfile"
chmod 600 "$envfile"
chown -R 10001:10001 "$data" "$secrets"
ctr=$(buildah from -q "$IMAGE")
cleanup() { [ -n "${run_pid:-}" ] && kill "$run_pid" 2>/dev/null; buildah rm "$ctr" >/dev/null 2>&1; rm -rf "$data" "$secrets"; }
trap cleanup EXIT
# (`buildah run` hides a mount on the image's VOLUME /data behind an empty one: the data folder is
# mounted elsewhere and named with DATA_DIR. podman/docker run -v …:/data work as usual.)
buildah run --isolation chroot --network host --user 10001:10001 \
  -v "$data:/tmp/data" -v "$secrets:/run/sito:ro" --env DATA_DIR=/tmp/data --env PORT="$port" --env HOSTNAME=127.0.0.1 \
  "$ctr" -- /usr/local/bin/node --env-file=/run/sito/sito.env --import ./scripts/json-console.mjs sito.mjs > "${IMAGE_LOG:-/tmp/sito-image.log}" 2>&1 &
run_pid=$!
for _ in $(seq 1 120); do
  code=$(curl -s -o /dev/null -w '%{http_code}' "http://127.0.0.1:$port/api/health/ready" || true)
  [ "$code" = 200 ] && break
  sleep 1
done
echo "/api/health/ready dall'immagine: $code"
curl -s -o /dev/null -w "home dall'immagine: %{http_code}\n" "http://127.0.0.1:$port/"
[ "$code" = 200 ]

# next/image writes its cache under /app/.next/cache (a link to /tmp): no EACCES on a read-only image.
image=$(ls "$data/media" 2>/dev/null | grep -E '\.(webp|png|jpe?g)$' | head -1 || true)
if [ -n "$image" ]; then
  img=$(curl -s -o /dev/null -w '%{http_code}' "http://127.0.0.1:$port/_next/image?url=%2Fcms-api%2Fmedia%2Ffile%2F$image&w=640&q=75")
  echo "/_next/image dall'immagine: $img"
  [ "$img" = 200 ] && ! grep -q EACCES "${IMAGE_LOG:-/tmp/sito-image.log}" || { echo "/_next/image: $img, EACCES nel log"; exit 1; }
fi

# Backup from the image (no sources, npm or tsx): node sito.mjs backup.
buildah run --isolation chroot --network host --user 10001:10001 -v "$data:/tmp/data" -v "$secrets:/run/sito:ro" --env DATA_DIR=/tmp/data \
  "$ctr" -- /usr/local/bin/node --env-file=/run/sito/sito.env sito.mjs backup /tmp/data/backup-immagine
[ -f "$data/backup-immagine/manifest.json" ] || { echo "backup dall'immagine: nessun manifest"; exit 1; }
echo "backup dall'immagine: $(grep -c '"sha256"' "$data/backup-immagine/manifest.json") voci nel manifest"

# The migration step on a new database: it migrates and ends, and its port never opens meanwhile.
mkdir -p "$data/nuovo" && chown 10001:10001 "$data/nuovo"
buildah run --isolation chroot --network host --user 10001:10001 -v "$data:/tmp/data" -v "$secrets:/run/sito:ro" \
  --env DATA_DIR=/tmp/data/nuovo --env PORT=$((port + 1)) --env HOSTNAME=127.0.0.1 --env MIGRATE_AND_EXIT=1 \
  "$ctr" -- /usr/local/bin/node --env-file=/run/sito/sito.env --import ./scripts/json-console.mjs sito.mjs > "$data/migrate.log" 2>&1 &
migrate_pid=$! opened=0
while kill -0 "$migrate_pid" 2>/dev/null; do
  curl -s -o /dev/null --max-time 1 "http://127.0.0.1:$((port + 1))/" && opened=1
  sleep 0.2
done
wait "$migrate_pid" && migrated=0 || migrated=$?
echo "migrazioni dall'immagine: uscita $migrated, porta aperta durante le migrazioni: $opened ($(grep -o 'Migrazioni[^"]*' "$data/migrate.log" | head -1))"
[ "$migrated" = 0 ] && [ "$opened" = 0 ]
