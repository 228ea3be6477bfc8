#!/usr/bin/env bash
# Issue 37, problem 5: /avvisi through nginx for SOAK_S seconds (default 600) with wrk, the
# instance's RSS sampled every 30 s. One `next start` on the current build and DATA_DIR, behind
# deploy/nginx.conf. Each wrk request comes from another address (X-Forwarded-For, trusted from
# loopback), as many visitors do, so the per-address limits do not answer in place of the page.
#   flock <your e2e lock> bash bench/soak-avvisi.sh
# Measured 28/11/2026 (2 shared cores, SQLite demo data, wrk -t2 -c16 for 600 s): 20.6 requests/s,
# 12,385 answered 200 (1,159 over wrk's 2 s timeout: the page renders for each request, no cache),
# RSS 414 MB at start, 798 MB after the first minute's warm-up, 806 MB at the end (flat).
set -uo pipefail
cd "$(dirname "$0")/.."
source bench/lib.sh
export PATH=$PATH:/usr/sbin
PORT=${SOAK_PORT:-3311} PROXY_PORT=${SOAK_PROXY_PORT:-8096} SOAK_S=${SOAK_S:-600}
export NODE_ENV=production TRUSTED_PROXIES=127.0.0.1 LOG_REQUESTS=0 PORT
require_free_ports "$PORT" "$PROXY_PORT"
PREFIX=$(mktemp -d /tmp/sito-soak.XXXXXX)
setsid npx next start -p "$PORT" -H 127.0.0.1 > "$PREFIX/next.log" 2>&1 &
pgids+=($!)
ACCESS_LOG=off bash deploy/render-nginx-conf.sh "127.0.0.1:$PROXY_PORT" "127.0.0.1:$PORT" "$PREFIX" > "$PREFIX/nginx.conf"
user=""; [ "$(id -u)" -eq 0 ] && user=" user root;"
nginx -e "$PREFIX/error.log" -p "$PREFIX" -c "$PREFIX/nginx.conf" -g "daemon on;$user" || exit 1
trap 'kill "$(cat "$PREFIX/nginx.pid")" 2>/dev/null; cleanup' EXIT
for _ in $(seq 1 120); do curl -fsS -o /dev/null "http://127.0.0.1:$PROXY_PORT/avvisi" && break; sleep 1; done
cat > "$PREFIX/visitors.lua" <<'LUA'
request = function()
  wrk.headers["X-Forwarded-For"] = "10." .. math.random(0, 255) .. "." .. math.random(0, 255) .. "." .. math.random(1, 254)
  return wrk.format(nil, "/avvisi")
end
LUA
rss() { ps -o rss= -p "$(fuser "$PORT/tcp" 2>/dev/null | awk '{print $1}')" | awk '{print int($1/1024)}'; }
curl -s -o /dev/null "http://127.0.0.1:$PROXY_PORT/avvisi"
echo "RSS all'inizio: $(rss) MB"
( for s in $(seq 30 30 "$SOAK_S"); do sleep 30; echo "RSS dopo ${s} s: $(rss) MB"; done ) &
sampler=$!
wrk -t2 -c16 -d"${SOAK_S}s" --latency -s "$PREFIX/visitors.lua" "http://127.0.0.1:$PROXY_PORT/avvisi"
wait "$sampler" 2>/dev/null
echo "RSS alla fine: $(rss) MB"
curl -s -o /dev/null -D - "http://127.0.0.1:$PROXY_PORT/avvisi" | grep -iE "^(HTTP|content-security-policy|x-cache-status)" | cut -c1-120
