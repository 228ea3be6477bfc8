#!/usr/bin/env bash
# Two `next start` instances on one PostgreSQL and one S3 bucket behind Debian's nginx
# (deploy/nginx.conf with an upstream of both), each with its own DATA_DIR (no shared disk),
# then the Playwright checks of tests/multi-instance/. Reuses the current build, DATABASE_URL and
# S3_* (scripts/test.sh calls it after the PostgreSQL end-to-end run):
#   source scripts/postgres-for-tests.sh && source scripts/s3-for-tests.sh && <build> && bash tests/multi-instance/run.sh
# Writes test-results/playwright-multi-instance.json for scripts/summarize-tests.mjs.
set -uo pipefail
cd "$(dirname "$0")/../.."
ROOT=$PWD
OUT=$ROOT/test-results
mkdir -p "$OUT"
export PATH=$PATH:/usr/sbin
: "${DATABASE_URL:?DATABASE_URL (PostgreSQL) is required}"
: "${S3_BUCKET:?S3_BUCKET (scripts/s3-for-tests.sh) is required}"
[ -d .next ] || { echo "No build (.next) to start"; exit 1; }

PORT_A=${MULTI_PORT_A:-3301} PORT_B=${MULTI_PORT_B:-3302} PROXY_PORT=${MULTI_PROXY_PORT:-8095}
export NEXT_TELEMETRY_DISABLED=1 NODE_ENV=production LOCAL_DEMO=1
export PAYLOAD_SECRET=${PAYLOAD_SECRET:-segreto-di-prova-e2e-lungo-almeno-32-caratteri}
# nginx (loopback) is the instances' trusted proxy; the test client, on loopback too, plays a
# load balancer in front of nginx (rendered with the same TRUSTED_PROXIES).
export TRUSTED_PROXIES=127.0.0.1
# No REVALIDATE_INSTANCES: on PostgreSQL a change reaches every instance through the database (issue 37).
# Support requests go to the Salesforce recorder that the spec starts (tests/e2e/support/salesforce-recorder.ts).
export SALESFORCE_WEB_TO_CASE_URL="http://127.0.0.1:4010/servlet/servlet.WebToCase?encoding=UTF-8"
export SALESFORCE_ORG_ID=00DTEST000000001 SALESFORCE_RECORD_TYPE=012TEST000000001 SALESFORCE_CAPTCHA_KEYNAME=sito-test
export SALESFORCE_FIELD_MAP='{"applicant":"00NTEST0000000001","subject":"00NTEST0000000002","notice":"00NTEST0000000003","externalId":"00NTEST0000000004"}'
export MULTI_A="http://127.0.0.1:$PORT_A" MULTI_B="http://127.0.0.1:$PORT_B" MULTI_PROXY="http://127.0.0.1:$PROXY_PORT"
# The site's public address is nginx, as in a deploy: editors sign in there. Payload takes a cookie
# session only from that origin (csrf in payload.config.ts); test.sh's SITE_URL is the SQLite server's.
export SITE_URL=$MULTI_PROXY
# A save purges nginx's cached pages (src/ops/proxy-cache.ts; nginx allows loopback by default).
export PROXY_PURGE_URLS=$MULTI_PROXY
PREFIX=$(mktemp -d /tmp/sito-multi.XXXXXX)
export MULTI_DATA_A="$PREFIX/data-$PORT_A" MULTI_DATA_B="$PREFIX/data-$PORT_B"
pids=()
cleanup() {
  # Each instance runs in its own process group (setsid): stop npx and the Next server it started.
  for pid in "${pids[@]}"; do kill -TERM -- "-$pid" 2>/dev/null || kill "$pid" 2>/dev/null; done
  # Instances the survival spec started again (their own process groups).
  fuser -k "$PORT_A/tcp" "$PORT_B/tcp" 2>/dev/null
  [ -f "$PREFIX/nginx.pid" ] && kill "$(cat "$PREFIX/nginx.pid")" 2>/dev/null
  wait 2>/dev/null
  rm -rf "$PREFIX"
}
trap cleanup EXIT

# One instance on a port, in its own process group; the survival spec (kill -9, rolling restart)
# starts them again with the same script (MULTI_START PORT), logs appended.
cat > "$PREFIX/start-instance.sh" <<EOF_START
#!/usr/bin/env bash
cd "$ROOT"
mkdir -p "$PREFIX/data-\$1"
PORT="\$1" DATA_DIR="$PREFIX/data-\$1" exec setsid npx next start -p "\$1" -H 127.0.0.1 >> "$OUT/multi-instance-\$1.log" 2>&1
EOF_START
chmod +x "$PREFIX/start-instance.sh"
export MULTI_START="$PREFIX/start-instance.sh"
for port in "$PORT_A" "$PORT_B"; do
  fuser -k "$port/tcp" 2>/dev/null || true
  rm -f "$OUT/multi-instance-$port.log"
  "$MULTI_START" "$port" &
  pids+=($!)
done
# nginx's logs beside the instances' (a 502 or a 429 in a failed run is found there, with its upstream).
rm -f "$OUT"/multi-instance-nginx*.log
ACCESS_LOG="$OUT/multi-instance-nginx.log json" ERROR_LOG="$OUT/multi-instance-nginx-error.log warn" \
  bash deploy/render-nginx-conf.sh "127.0.0.1:$PROXY_PORT" "127.0.0.1:$PORT_A,127.0.0.1:$PORT_B" "$PREFIX" > "$PREFIX/nginx.conf" || exit 1
user=""; [ "$(id -u)" -eq 0 ] && user=" user root;"
nginx -e "$PREFIX/error.log" -p "$PREFIX" -c "$PREFIX/nginx.conf" -g "daemon on;$user" || { echo "nginx non avviato"; exit 1; }

for url in "$MULTI_A" "$MULTI_B" "$MULTI_PROXY"; do
  for _ in $(seq 1 120); do curl -fsS -o /dev/null "$url/api/health" && break; sleep 1; done
done

PLAYWRIGHT_JSON_OUTPUT_NAME="$OUT/playwright-multi-instance.json" \
  npx playwright test -c tests/multi-instance/playwright.config.ts --reporter=list,json
