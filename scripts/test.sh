#!/usr/bin/env bash
# Every test, on one production build; ends with the plain line "N passed, N failed".
#   1. Vitest and the static checks (generated files, ESLint, knip), while the build runs
#   2. one build on a fresh SQLite database with the demo content (migrations, seed, next build)
#   3. the whole end-to-end suite on SQLite, uploads on disk: tests/e2e/pages (read only) on the
#      demo content as seeded, then tests/e2e/data (writes)
#   3b. tests/security: one reproduction per finding of issue 12 (servers started by the specs)
#   4. tests/e2e/data tagged @database again on PostgreSQL with uploads in an S3 bucket, same build
#      (the database and bucket start, migrate and take the demo content during step 1-2)
#   5. two instances behind nginx on that PostgreSQL and bucket (tests/multi-instance)
set -uo pipefail
cd "$(dirname "$0")/.."
ROOT=$PWD
OUT=$ROOT/test-results
rm -rf "$OUT" && mkdir -p "$OUT"
START=$(date +%s)
fail() { echo "$1" >&2; echo "0 passed, 1 failed"; exit 1; }
# Each step line also says how busy the machine's cores were during the step before (from
# /proc/stat): a step near 100 % gains nothing from running beside another.
cpu_ticks() { awk '/^cpu /{print $2+$3+$4+$7+$8+$9, $2+$3+$4+$5+$6+$7+$8+$9}' /proc/stat; }
read -r LAST_BUSY LAST_TOTAL < <(cpu_ticks)
step() {
  local busy total
  read -r busy total < <(cpu_ticks)
  local share=$(( (busy - LAST_BUSY) * 100 / (total - LAST_TOTAL > 0 ? total - LAST_TOTAL : 1) ))
  LAST_BUSY=$busy LAST_TOTAL=$total
  echo "== [$(($(date +%s) - START)) s, CPU ${share}% nel passo prima] $*"
}

source scripts/use-node.sh || fail "Node.js 24 non disponibile."

# Debian packages the tests drive: Chromium's headless shell (end-to-end, tests/support/chromium.ts),
# nginx (the proxy), PostgreSQL, the Liberation fonts.
missing=()
[ -x /usr/bin/chromium-headless-shell ] || missing+=(chromium-headless-shell)
# Liberation Sans: the stand-in with Arial's metrics for Titillium while it loads (src/styles/_font-fallback.scss).
[ -f /usr/share/fonts/truetype/liberation/LiberationSans-Regular.ttf ] || missing+=(fonts-liberation)
command -v nginx >/dev/null || [ -x /usr/sbin/nginx ] || missing+=(nginx)
ls -d /usr/lib/postgresql/*/bin >/dev/null 2>&1 || missing+=(postgresql)
# buildah builds and runs the OCI image of the build (Containerfile) at the end.
command -v buildah >/dev/null || missing+=(buildah)
# Java for the W3C's HTML checker (vnu-jar): without it only that spec fails, saying why.
command -v java >/dev/null || missing_java=default-jre-headless
# Debian's packages download while npm ci does (on a new machine both take tens of seconds).
apt_pid=''
if [ ${#missing[@]} -gt 0 ] || [ -n "${missing_java:-}" ]; then
  echo "Installo da Debian: ${missing[*]} ${missing_java:-}"
  ( apt-get update -qq || exit 1
    if [ ${#missing[@]} -gt 0 ]; then DEBIAN_FRONTEND=noninteractive apt-get install -y -qq "${missing[@]}" >/dev/null || exit 1; fi
    if [ -n "${missing_java:-}" ]; then DEBIAN_FRONTEND=noninteractive apt-get install -y -qq "$missing_java" >/dev/null \
      || echo "Java non installato: il controllo di validità HTML (tests/e2e/pages/html-valid.spec.ts) non potrà passare." >&2; fi
  ) &
  apt_pid=$!
fi
export PATH=$PATH:/usr/sbin
if [ ! -d node_modules ] || [ package-lock.json -nt node_modules/.package-lock.json ]; then
  npm ci --no-audit --no-fund || { [ -n "$apt_pid" ] && wait $apt_pid; fail "npm ci non riuscito."; }
fi
if [ -n "$apt_pid" ]; then
  wait $apt_pid || fail "Impossibile installare ${missing[*]} (serve apt-get come root)."
fi

export NEXT_TELEMETRY_DISABLED=1 PAYLOAD_SECRET=segreto-di-prova-e2e-lungo-almeno-32-caratteri
# The demo editor the specs sign in as (asked for explicitly: production never creates it by
# itself), and Playwright's requests, from loopback, may name the visitor's address (X-Real-IP).
export DEMO_EDITOR_PASSWORD=Redazione-2026 TRUSTED_PROXIES=127.0.0.1
# A production build on loopback with the demo open-data publisher: allowed only as a local demo.
export LOCAL_DEMO=1
# The details of /api/health, as monitoring reads them (tests/support/monitoring.ts).
export HEALTH_TOKEN=token-di-monitoraggio-dei-test
export DATA_DIR=$ROOT/.test-data SITE_URL=http://127.0.0.1:3100
# No Playwright traces: a CI run leaves only its text, and tracing every test costs a quarter of the time.
export E2E_TRACE=off

# PostgreSQL and the S3 bucket of step 4, kept out of the environment of steps 1-3.
S3_VARS=(S3_BUCKET S3_ENDPOINT S3_FORCE_PATH_STYLE S3_REGION S3_ACCESS_KEY_ID S3_SECRET_ACCESS_KEY S3_TEST_DIR)
pg_env=()
if source scripts/postgres-for-tests.sh; then
  trap stop_test_postgres EXIT
  if source scripts/s3-for-tests.sh; then
    trap 'stop_test_s3; stop_test_postgres' EXIT
    for v in DATABASE_URL "${S3_VARS[@]}"; do pg_env+=("$v=${!v}"); done
  fi
fi
unset DATABASE_URL "${S3_VARS[@]}"

step "test unitari e controlli statici, poi migrazioni e contenuti su PostgreSQL, in parallelo alla build"
( export DATA_DIR=$OUT/unit-data
  npx vitest run --reporter=dot --reporter=json --outputFile="$OUT/vitest.json" > "$OUT/vitest.log" 2>&1
  bash scripts/check-code.sh "$OUT" > "$OUT/checks.log" 2>&1
  # The build's last minute leaves a core free: the demo content goes into PostgreSQL then.
  if [ ${#pg_env[@]} -gt 0 ]; then
    env "${pg_env[@]}" NODE_ENV=production bash -c 'npm run --silent migrate && npm run --silent seed -- --demo' > "$OUT/seed-postgres.log" 2>&1 \
      || echo "Migrazioni o contenuti su PostgreSQL non riusciti" >> "$OUT/seed-postgres.log"
  fi ) &
unit_pid=$!

step "build (SQLite nuovo: migrazioni, contenuti dimostrativi, next build)"
rm -rf "$DATA_DIR"
# (Types: checked by check-code.sh, on the other core.)
( export NODE_ENV=production TYPES_CHECKED_APART=1
  npm run --silent migrate && npm run --silent seed -- --demo && npm run --silent build:app ) > "$OUT/build.log" 2>&1 \
  || { tail -60 "$OUT/build.log"; wait $unit_pid; fail "Build non riuscita: vedi test-results/build.log"; }
grep -E '^(Route|├|└|○|●|ƒ|\+ First)' "$OUT/build.log" | tail -4
# The database as built, for tests/security (step 3b): no spec before it has written into it.
SECURITY_DATA=$ROOT/.test-data-security
rm -rf "$SECURITY_DATA" && cp -a "$DATA_DIR" "$SECURITY_DATA"

# e2e NAME ARGS...: one Playwright run, its JSON report for summarize-tests.mjs, the end of its log.
e2e() {
  local name=$1; shift
  PLAYWRIGHT_JSON_OUTPUT_NAME="$OUT/playwright-$name.json" npx playwright test "$@" --reporter=dot,json > "$OUT/e2e-$name.log" 2>&1 \
    || { echo "Errori e avvisi del server in questo passo (gli ultimi):"; grep -E '"level":"(error|warn)"' "$OUT/e2e-$name.log" | tail -n 12 | cut -c1-600; }
  tail -n 30 "$OUT/e2e-$name.log" | grep -vE '^\s*$' | tail -n 12
  # What a passing test noticed and reported (console.warn('avviso del test: …')).
  grep -E '^avviso del test:' "$OUT/e2e-$name.log" || true
}
step "end-to-end su SQLite (Chromium): tests/e2e/pages"
e2e sqlite-pages tests/e2e/pages
step "end-to-end su SQLite: tests/e2e/data"
e2e sqlite-data tests/e2e/data
# The same build on the copy of the database as built (each spec starts the production server a
# finding needs, on ports of its own). Beside the two steps above it saved time but, on a loaded
# machine, pushed slow specs (admin-axe, durability) past their timeouts: kept after them.
step "sicurezza (tests/security)"
( export DATA_DIR=$SECURITY_DATA; e2e security -c tests/security/playwright.config.ts tests/security )

wait $unit_pid
step "test unitari e controlli: $(tail -n 1 "$OUT/checks.log")"
grep -E 'Tests|failed|FAIL' "$OUT/vitest.log" | tail -n 5

# The OCI image from this build (Containerfile, deploy/image/build.sh: the standalone output on a base
# of Node 24 and the host's libraries, user 10001), run with the SQLite test database: /api/health/ready
# and the home must answer 200. A check of its own in the summary, built beside step 5. TEST_IMAGE=0 skips it.
image_pid=''
start_image() {
  [ "${TEST_IMAGE:-1}" = 1 ] || return 0
  ( if bash deploy/image/build.sh --run > "$OUT/image.log" 2>&1; then image_ok=true; else image_ok=false; fi
    echo "{\"checks\":[{\"name\":\"image\",\"ok\":$image_ok}]}" > "$OUT/checks-image.json" ) &
  image_pid=$!
}
end_image() {
  [ -n "$image_pid" ] || return 0
  wait $image_pid
  step "immagine OCI (buildah), accanto al passo precedente"
  grep -q '"ok":true' "$OUT/checks-image.json" || tail -n 20 "$OUT/image.log"
  grep -E "^(Immagine|/api/health|home)" "$OUT/image.log"
}

if [ ${#pg_env[@]} -gt 0 ]; then
  export "${pg_env[@]}"
  grep -q "non riusciti" "$OUT/seed-postgres.log" && tail -n 40 "$OUT/seed-postgres.log"
  # The servers write nothing into the build but Next's optimised images (.next/cache/images), made
  # from the SQLite pass's files: the PostgreSQL pass reads its own from S3.
  rm -rf .next/cache/images
  # The pages cached at run time (DATA_DIR/next-cache, src/ops/csp-cache-handler.cjs) show the
  # SQLite database (block ids included, which the no-JS form actions look up): without them each
  # page renders from PostgreSQL on first request. (The build's own prerendered copies are never served.)
  rm -rf "$DATA_DIR/next-cache"
  # The tests whose outcome the database or the storage decides (tagged @database): records
  # stored, drafts and versions, the jobs queue, constraints, imports, uploads, the search index.
  # The others drive the same pages and forms, whatever stores the data: they run once, above.
  step "end-to-end su PostgreSQL + S3: tests/e2e/data @database"
  e2e postgres-data tests/e2e/data --grep @database
  step "due istanze dietro nginx (PostgreSQL + S3); accanto, l'immagine OCI"
  start_image
  bash tests/multi-instance/run.sh > "$OUT/e2e-multi-instance.log" 2>&1
  tail -n 30 "$OUT/e2e-multi-instance.log" | grep -vE '^\s*$' | tail -n 8
else
  echo "PostgreSQL o S3 non disponibili: test su PostgreSQL non eseguiti."
  start_image
fi
end_image

step "fine"
node scripts/summarize-tests.mjs "$OUT/vitest.json" "$OUT/checks.json" $( [ "${TEST_IMAGE:-1}" = 1 ] && echo "$OUT/checks-image.json") "$OUT"/playwright-{sqlite-pages,sqlite-data,security,postgres-data,multi-instance}.json
