#!/usr/bin/env bash
# How long an editor's publish takes to reach visitors through deploy/nginx.conf:
# on a COPY of the SQLite database, logs in through the proxy, changes a FAQ title
# via the REST API (PUBLISH_EDITS times, 10 unless told) and polls the page (as an anonymous visitor)
# until it shows.
# Needs the production build; ports 3210 and 8082. Prints one line: "publish live after N ms, median of ...".
# Credentials: BENCH_EDITOR_EMAIL / BENCH_EDITOR_PASSWORD (default: the demo editor of the seed).
set -euo pipefail

cd "$(dirname "$0")/.."
source scripts/use-node.sh
# next start refuses to run in production without a secret.
export PAYLOAD_SECRET=${PAYLOAD_SECRET:-segreto-di-prova-e2e-lungo-almeno-32-caratteri}
out=$PWD/bench/out/publish
next_port=3210 proxy_port=8082
next="http://127.0.0.1:$next_port"
proxy="http://127.0.0.1:$proxy_port"
email=${BENCH_EDITOR_EMAIL:-redazione@example.it}
password=${BENCH_EDITOR_PASSWORD:-Redazione-2026}
src_data=${DATA_DIR:-data}

[ -f .next/BUILD_ID ] || { echo "No production build: npm run build" >&2; exit 1; }
if [ -n "${DATABASE_URL:-}" ] || [ ! -f "$src_data/sito.db" ]; then
  echo "publish latency needs the SQLite database ($src_data/sito.db) to work on a copy of it" >&2
  exit 1
fi
source "$(dirname "$0")/lib.sh"
require_free_ports $next_port $proxy_port

rm -rf "$out"
mkdir -p "$out/data"
cp "$src_data"/sito.db* "$out/data/"
[ -d "$src_data/media" ] && ln -s "$(cd "$src_data/media" && pwd)" "$out/data/media"

# A save purges the proxy (src/ops/proxy-cache.ts).
DATA_DIR=$out/data PROXY_PURGE_URLS=$proxy NODE_ENV=production LOCAL_DEMO=1 setsid node_modules/.bin/next start -p $next_port -H 127.0.0.1 >"$out/next.log" 2>&1 &
pgids+=($!)
deploy/render-nginx-conf.sh "127.0.0.1:$proxy_port" "127.0.0.1:$next_port" "$out/nginx" >"$out/nginx.conf"
user_directive=''
[ "$(id -u)" -eq 0 ] && user_directive='user root;'
setsid nginx -e "$out/nginx/error.log" -p "$out/nginx" -c "$out/nginx.conf" -g "daemon off; $user_directive" &
pgids+=($!)
for _ in $(seq 120); do
  curl -s -o /dev/null --max-time 2 "$next/" && curl -s -o /dev/null --max-time 2 "$proxy/" && break
  sleep 1
done

json() { node -e 'let s = ""; process.stdin.on("data", (d) => (s += d)).on("end", () => { try { console.log(eval(process.argv[1])(JSON.parse(s)) ?? "") } catch { console.log("") } })' "$1"; }
faq=$(curl -s --max-time 10 "$next/cms-api/faqs?limit=1&depth=0" | json '(j) => j.docs[0] && [j.docs[0].id, j.docs[0].category || "generali", j.docs[0].slug].join(" ")')
[ -n "$faq" ] || { echo "no FAQ in the database" >&2; exit 1; }
read -r id category slug <<<"$faq"
page="$proxy/supporto/domande-frequenti/$category/$slug"

# Warm the proxy as visitors would.
for _ in 1 2 3; do curl -s -o /dev/null --max-time 10 "$page"; done

token=$(curl -s --max-time 10 -X POST -H 'Content-Type: application/json' \
  -d "{\"email\":\"$email\",\"password\":\"$password\"}" "$proxy/cms-api/users/login" | json '(j) => j.token')
[ -n "$token" ] || { echo "login as $email failed" >&2; exit 1; }

# PUBLISH_EDITS edits (10 unless told), one after the other: each time from the request that saves
# to the first anonymous request through the proxy that shows the new title (polled every 0.1 s).
edits=${PUBLISH_EDITS:-10}
times=()
for n in $(seq "$edits"); do
  sleep 1 # the page stays cached in the proxy between edits, as on a site with visitors
  curl -s -o /dev/null --max-time 10 "$page"
  marker="verifica-pubblicazione-$(date +%s)-$n"
  start=$(date +%s%N)
  curl -s -o "$out/patch.json" --max-time 30 -X PATCH -H 'Content-Type: application/json' -H "Authorization: JWT $token" \
    -d "{\"title\":\"Domanda $marker\"}" "$proxy/cms-api/faqs/$id"
  grep -q "$marker" "$out/patch.json" || { echo "the change was not saved: $(head -c 300 "$out/patch.json")" >&2; exit 1; }
  live=''
  for _ in $(seq 300); do # 30 s at most
    if curl -s --max-time 5 "$page" | grep -q "$marker"; then live=$((($(date +%s%N) - start) / 1000000)); break; fi
    sleep 0.1
  done
  [ -n "$live" ] || { echo "publish NOT live after 30 s ($page)"; exit 1; }
  times+=("$live")
done
median=$(printf '%s\n' "${times[@]}" | sort -n | awk '{ a[NR] = $1 } END { print a[int((NR + 1) / 2)] }')
echo "publish live after $median ms, median of $edits edits (each: ${times[*]} ms; $page)"
