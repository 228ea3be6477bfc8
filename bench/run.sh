#!/usr/bin/env bash
# `npm run bench` (not run by CI). On the existing production build and database:
# requests/s of (a) nginx serving the saved HTML as a file, (b) deploy/nginx.conf in
# front of `next start`, (c) bare `next start`, then Lighthouse (mobile) through (b)
# and the publish latency through (b) (bench/publish-latency.sh). Writes bench/RESULTS.md. Loopback only; every process started here is stopped on exit.
set -euo pipefail

cd "$(dirname "$0")/.."
source scripts/use-node.sh
# next start refuses to run in production without a secret.
export PAYLOAD_SECRET=${PAYLOAD_SECRET:-segreto-di-prova-e2e-lungo-almeno-32-caratteri}
root=$PWD
out=$root/bench/out
next_port=3210 static_port=8081 proxy_port=8082
next="http://127.0.0.1:$next_port"
static="http://127.0.0.1:$static_port"
proxy="http://127.0.0.1:$proxy_port"
duration=${BENCH_DURATION:-10s}
type_duration=${BENCH_TYPE_DURATION:-5s} # the other page types: one round each
rounds=${BENCH_ROUNDS:-2} # interleaved a,b,c rounds; the best of each is reported (the machine may be busy)
load_at_start=$(cut -d' ' -f1-3 /proc/loadavg)
# The public address is the proxy: pages name it, and forms and server actions must come from it
# (a POST from another origin is refused with 403, which Lighthouse reports as a console error).
export SITE_URL=$proxy
export CHROME_PATH=${CHROME_PATH:-/usr/bin/chromium}

if [ ! -f .next/BUILD_ID ]; then
  echo "No production build (.next/BUILD_ID is missing). Build it first: npm run build" >&2
  exit 1
fi
if [ -z "${DATABASE_URL:-}" ] && [ ! -f "${DATA_DIR:-data}/sito.db" ]; then
  echo "No database at ${DATA_DIR:-data}/sito.db: run npm run build (migrates and seeds), or set DATA_DIR / DATABASE_URL to the build's" >&2
  exit 1
fi
for cmd in nginx wrk curl node "$CHROME_PATH"; do
  command -v "$cmd" >/dev/null || { echo "missing $cmd (Debian: apt-get install nginx wrk curl chromium)" >&2; exit 1; }
done
source "$(dirname "$0")/lib.sh"
require_free_ports $next_port $static_port $proxy_port

rm -rf "$out"
mkdir -p "$out/static"

echo "== starting next start on :$next_port"
NODE_ENV=production LOCAL_DEMO=1 setsid node_modules/.bin/next start -p $next_port -H 127.0.0.1 >"$out/next.log" 2>&1 &
pgids+=($!)
code() { curl -s -o /dev/null -w '%{http_code}' --max-time 10 "$1" || true; }
ready=''
for _ in $(seq 120); do
  if [ "$(code "$next/")" != 000 ]; then ready=1; break; fi
  kill -0 "${pgids[0]}" 2>/dev/null || break
  sleep 1
done
if [ -z "$ready" ]; then
  echo "next start did not answer on / within 120 s; log:" >&2
  tail -n 30 "$out/next.log" >&2
  exit 1
fi

home_code=$(code "$next/")
[ "$home_code" = 200 ] || echo "warning: / answers $home_code, measured anyway" >&2
content=/il-programma
[ "$(code "$next$content")" = 200 ] || content=/notizie
[ "$(code "$next$content")" = 200 ] || { echo "neither /il-programma nor /notizie answers 200" >&2; exit 1; }
faq=$(curl -s --max-time 10 "$next/supporto/domande-frequenti" \
  | grep -oE 'href="/supporto/domande-frequenti/[^/"?#]+/[^/"?#]+"' | head -n 1 | sed -e 's/^href="//' -e 's/"$//' || true)
if [ -z "$faq" ]; then # the list links none (yet): ask the CMS for a published FAQ
  faq=$(curl -s --max-time 10 "$next/cms-api/faqs?limit=1&depth=0" | node -e '
    let s = ""; process.stdin.on("data", (d) => (s += d)).on("end", () => {
      try { const f = JSON.parse(s).docs[0]; if (f?.slug) console.log(`/supporto/domande-frequenti/${f.category || "generali"}/${f.slug}`) } catch {}
    })' || true)
  [ -n "$faq" ] && [ "$(code "$next$faq")" != 200 ] && faq=''
fi
news=$(curl -s --max-time 10 "$next/notizie" | grep -oE 'href="/notizie/[^/"?#]+"' | head -n 1 | sed -e 's/^href="//' -e 's/"$//' || true)
echo "content page: $content; FAQ page: ${faq:-none found}; news item: ${news:-none found}"

# Every page type (name=path), measured by Lighthouse and for throughput (static vs proxy).
# The ten page types of issue 29's table.
types=("home=/" "content=$content" "newslist=/notizie")
[ -n "$news" ] && types+=("news=$news")
types+=("faqindex=/supporto/domande-frequenti")
[ -n "$faq" ] && types+=("faq=$faq")
types+=("search=/cerca?q=piattaforma" "opendata=/open-data/progetti-e-risorse" "newsletter=/novita/newsletter")
types+=("support=/supporto/richiedi-assistenza")
for t in "${types[@]}"; do
  p=${t#*=}
  [ "$(code "$next$p")" = 200 ] || echo "warning: $p answers $(code "$next$p")" >&2
  f=${p%%\?*}; [ "$f" = / ] && f=/index
  mkdir -p "$(dirname "$out/static$f")"
  curl -s --max-time 30 -o "$out/static$f.html" "$next$p"
  # The reference for Lighthouse: the same HTML without its scripts (the JSON-LD kept).
  mkdir -p "$(dirname "$out/static/senza-js$f")"
  node -e '
    const fs = require("fs")
    const html = fs.readFileSync(process.argv[1], "utf8")
    const bare = html
      .replace(/<script\b(?![^>]*application\/ld\+json)[^>]*>[\s\S]*?<\/script>/g, "")
      .replace(/<link rel="preload" as="script"[^>]*\/>/g, "")
    fs.writeFileSync(process.argv[2], bare)' "$out/static$f.html" "$out/static/senza-js$f.html"
done


# HTML and RSC bytes of each page type (issue 29: the RSC payload at most a third of the HTML):
# the HTML as sent (uncompressed and gzip), the RSC payload written into it, and the RSC
# response a client navigation to the page fetches.
for t in "${types[@]}"; do
  p=${t#*=} f=${p%%\?*}; [ "$f" = / ] && f=/index
  rsc=$(curl -sL --max-time 30 -H 'RSC: 1' "$next$p" | wc -c)
  gz=$(gzip -c "$out/static$f.html" | wc -c)
  node bench/rsc-bytes.mjs "${t%%=*}" "$p" "$out/static$f.html" "$gz" "$rsc"
done >"$out/bytes.jsonl"

# The headers Next sends, for the record (GET, as a cache would see them).
headers() { curl -s -o /dev/null -D - --max-time 10 "$@" | tr -d '\r' | grep -iE '^(cache-control|x-nextjs-cache|x-nextjs-prerender|vary):' || true; }
chunk=$(grep -oE '/_next/static/[^"]+\.js' "$out/static/index.html" | head -n 1 || true)
{
  for p in / "$content" ${faq:+"$faq"} ${chunk:+"$chunk"} /admin; do
    echo "GET $p"
    headers "$next$p" | sed 's/^/    /'
  done
  echo "GET / (RSC: 1)"
  headers -H 'RSC: 1' "$next/" | sed 's/^/    /'
} >"$out/next-headers.txt"
cat "$out/next-headers.txt"

# As root, nginx workers would run as "nobody" and could not write into bench/out.
user_directive=''
[ "$(id -u)" -eq 0 ] && user_directive='user root;'

cat >"$out/nginx-static.conf" <<EOF
worker_processes auto;
pid $out/nginx-static/nginx.pid;
error_log $out/nginx-static/error.log warn;
events { worker_connections 2048; }
http {
  access_log off;
  sendfile on;
  tcp_nopush on;
  keepalive_requests 10000;
  default_type text/html;
  client_body_temp_path $out/nginx-static/tmp_client_body;
  proxy_temp_path $out/nginx-static/tmp_proxy;
  fastcgi_temp_path $out/nginx-static/tmp_fastcgi;
  uwsgi_temp_path $out/nginx-static/tmp_uwsgi;
  scgi_temp_path $out/nginx-static/tmp_scgi;
  server {
    listen 127.0.0.1:$static_port;
    root $out/static;
    location = / { try_files /index.html =404; }
    location / { try_files \$uri.html @site; }
    # The pages' assets (for the pages without JS that Lighthouse loads from here).
    location @site { proxy_pass $proxy; }
  }
}
EOF
mkdir -p "$out/nginx-static"
ACCESS_LOG=off deploy/render-nginx-conf.sh "127.0.0.1:$proxy_port" "127.0.0.1:$next_port" "$out/nginx-proxy" >"$out/nginx-proxy.conf"

echo "== starting nginx: static :$static_port, proxy :$proxy_port"
setsid nginx -e "$out/nginx-static/error.log" -p "$out/nginx-static" -c "$out/nginx-static.conf" -g "daemon off; $user_directive" &
pgids+=($!)
setsid nginx -e "$out/nginx-proxy/error.log" -p "$out/nginx-proxy" -c "$out/nginx-proxy.conf" -g "daemon off; $user_directive" &
pgids+=($!)
for _ in $(seq 50); do
  [ "$(code "$static/")" != 000 ] && [ "$(code "$proxy/")" != 000 ] && break
  sleep 0.2
done

size() { curl -s --max-time 10 "$1" | wc -c; }
cache_status() { curl -s -o /dev/null -D - --max-time 10 "$1" | tr -d '\r' | awk -F': ' 'tolower($1)=="x-cache-status" {print $2}'; }
for t in "${types[@]}"; do
  p=${t#*=}
  echo "$p bytes: static $(size "$static$p"), proxy $(size "$proxy$p"), next $(size "$next$p"); proxy cache: $(cache_status "$proxy$p")"
  [ "$(cache_status "$proxy$p")" = HIT ] || echo "warning: the proxy does not answer $p from its cache ($(cache_status "$proxy$p"))" >&2
done

# wrk NAME URL: prints requests/s; full output in bench/out/wrk-NAME.txt
rps() {
  timeout 120 wrk -t2 -c32 -d"$duration" --timeout 5s --latency "$2" >"$out/wrk-$1.txt"
  if grep -q 'Non-2xx' "$out/wrk-$1.txt"; then echo "warning: $1: $(grep 'Non-2xx' "$out/wrk-$1.txt")" >&2; fi
  awk '/^Requests\/sec:/ {printf "%.0f", $2}' "$out/wrk-$1.txt"
}
ratio() { awk -v x="$1" -v y="$2" 'BEGIN { if (y > 0) printf "%.3f", x / y; else printf "n/a" }'; }

declare -A r all tr
# BENCH_WRK=0: no throughput rounds (Lighthouse and the bytes only).
[ "${BENCH_WRK:-1}" = 0 ] && rounds=0
for round in $(seq "$rounds"); do
  for page in home content; do
    p=/; [ $page = content ] && p=$content
    for v in static proxy next; do
      case $v in static) base=$static ;; proxy) base=$proxy ;; next) base=$next ;; esac
      echo "== round $round: wrk -t2 -c32 -d$duration $base$p"
      x=$(rps "$page-$v-$round" "$base$p")
      x=${x:-0}
      echo "   $x requests/s"
      all[$page-$v]="${all[$page-$v]:+${all[$page-$v]} }$x"
      [ "$x" -gt "${r[$page-$v]:-0}" ] && r[$page-$v]=$x
      sleep 2
    done
  done
done

# Every other page type: one round, (a) and (b) only (the ratio the issue asks for).
for t in "${types[@]:2}"; do
  [ "${BENCH_WRK:-1}" = 0 ] && break
  name=${t%%=*} p=${t#*=}
  for v in static proxy; do
    base=$static; [ $v = proxy ] && base=$proxy
    echo "== wrk -t2 -c32 -d$type_duration $base$p"
    tr[$name-$v]=$(duration=$type_duration rps "$name-$v" "$base$p")
    echo "   ${tr[$name-$v]:-0} requests/s"
    sleep 1
  done
done

echo "== Lighthouse (mobile) through the proxy"
if [ ! -d bench/node_modules/lighthouse ]; then
  (cd bench && npm ci --no-audit --no-fund --loglevel=error)
fi
lh_pages=()
for t in "${types[@]}"; do
  p=${t#*=} f=${p%%\?*}; [ "$f" = / ] && f=/index
  lh_pages+=("${t%%=*}=$proxy$p" "${t%%=*}~senza-js=$static/senza-js$f")
done
lh_ok=1
BENCH_FRAMEWORK_FILES=$(node -p 'require("./.next/build-manifest.json").rootMainFiles.map((f) => f.replace(/^static/, "/_next/static")).join(",")') \
timeout 7200 node bench/lighthouse.mjs "$out" "${lh_pages[@]}" >"$out/lighthouse.jsonl" 2>"$out/lighthouse.log" || lh_ok=''
load_after_lh=$(cut -d' ' -f1-3 /proc/loadavg)
[ -n "$lh_ok" ] || { echo "warning: Lighthouse failed, see bench/out/lighthouse.log" >&2; tail -n 20 "$out/lighthouse.log" >&2; }

cleanup # frees the ports for the publish check

echo "== publish latency through the proxy (on a copy of the SQLite database)"
publish=$(timeout 600 bash bench/publish-latency.sh 2>&1 | tail -n 1 || true)
echo "   $publish"

# Results.
first_line() { "$@" 2>&1 | head -n 1 || true; }
{
  echo "# Benchmark results"
  echo
  echo "Written by \`npm run bench\` (bench/run.sh) on $(date -u '+%Y-%m-%d %H:%M UTC'). Overwritten by each run."
  echo
  echo "## Machine"
  echo
  echo "- CPU: $(nproc) cores, $(awk -F': ' '/^model name/ {print $2; exit}' /proc/cpuinfo)"
  echo "- Memory (free -g): $(free -g | awk '/^Mem:/ {print $2 " GiB total, " $7 " GiB available"}')"
  echo "- Kernel: $(uname -sr)"
  echo "- Node $(node -v), Next $(node -p 'require("next/package.json").version'), $(first_line nginx -v)"
  echo "- $("$CHROME_PATH" --version 2>/dev/null | head -n 1 || true), Lighthouse $(node -p 'require("./bench/node_modules/lighthouse/package.json").version' 2>/dev/null || echo '?')"
  echo "- $(first_line wrk -v | sed 's/ *Copyright.*//')"
  echo
  [ "${BENCH_WRK:-1}" = 0 ] && echo "## Throughput: not measured in this run (BENCH_WRK=0)" && echo
  [ "${BENCH_WRK:-1}" = 0 ] || {
  echo "## Throughput (wrk -t2 -c32 -d$duration, loopback, no compression, best of $rounds interleaved rounds)"
  echo
  echo "- (a) nginx serving the HTML saved from \`next start\` as a static file"
  echo "- (b) deploy/nginx.conf (caching proxy) in front of \`next start\`, cache warm"
  echo "- (c) bare \`next start\`"
  echo
  echo "| page | (a) static req/s | (b) proxy req/s | (c) next req/s | b/a | c/a |"
  echo "| --- | ---: | ---: | ---: | ---: | ---: |"
  for page in home content; do
    p=/; [ $page = content ] && p=$content
    echo "| \`$p\`$([ $page = home ] && [ "$home_code" != 200 ] && echo " (HTTP $home_code)") | ${r[$page-static]:-0} | ${r[$page-proxy]:-0} | ${r[$page-next]:-0} | $(ratio "${r[$page-proxy]:-0}" "${r[$page-static]:-0}") | $(ratio "${r[$page-next]:-0}" "${r[$page-static]:-0}") |"
  done
  echo
  echo
  echo "Other page types (one round of ${type_duration}; the search result is not cached by the proxy for long, see deploy/nginx.conf):"
  echo
  echo "| page | (a) static req/s | (b) proxy req/s | b/a |"
  echo "| --- | ---: | ---: | ---: |"
  for t in "${types[@]:2}"; do
    name=${t%%=*}
    echo "| \`${t#*=}\` | ${tr[$name-static]:-0} | ${tr[$name-proxy]:-0} | $(ratio "${tr[$name-proxy]:-0}" "${tr[$name-static]:-0}") |"
  done
  echo
  echo "All rounds (req/s): $(for k in home-static home-proxy home-next content-static content-proxy content-next; do printf '%s %s; ' "$k" "${all[$k]:-}"; done | sed 's/; $//')."
  echo
  echo "wrk and the servers share the same 2 cores, so these are relative figures; load average at the start: $load_at_start."
  echo
  }
  echo "## Publish latency through (b)"
  echo
  echo "bench/publish-latency.sh (an editor changes a FAQ title via the REST API, ${PUBLISH_EDITS:-10} times; an anonymous visitor polls every 0.1 s; from the request that saves to the first page that shows it): ${publish:-not run}"
  echo
  echo "## Lighthouse (mobile preset, slow 4G simulated), through (b): the same phone on any host"
  echo
  echo "Each page at two CPU slowdowns computed from the host's benchmarkIndex (Lighthouse measures it at"
  echo "each run; here the median of the last three runs): a mid-tier phone (index / 1,000) and a low-end"
  echo "phone (index / 500), bounded 1-12. Beside each, in the same run and at the same slowdown, the"
  echo "page's no-JS reference: the same HTML saved from the page without its scripts (served by nginx from"
  echo "a file; CSS, fonts and images through (b)). What the page loses against it is its JavaScript."
  echo "Each page figure is the run with the median score of ${BENCH_LH_RUNS:-3} (all runs in brackets); the reference is one run."
  echo "Load average at the start: $load_at_start; at the end of Lighthouse: ${load_after_lh:-?}."
  echo
  echo "| page | HTML (gzip) | RSC in HTML | RSC / HTML | RSC fetch | mid: slowdown | mid: perf | mid: TBT, LCP | mid: no-JS perf | low: slowdown | low: perf | low: TBT, LCP | low: no-JS perf, TBT, LCP | low: perf / no-JS |"
  echo "| --- | ---: | ---: | ---: | ---: | ---: | ---: | --- | ---: | ---: | ---: | --- | --- | ---: |"
  node bench/results-table.mjs "$out/lighthouse.jsonl" "$out/bytes.jsonl"
  [ -n "$lh_ok" ] || echo "(Lighthouse failed: see bench/out/lighthouse.log)"
  [ -n "$faq" ] || echo "(no FAQ page found on /supporto/domande-frequenti)"
  echo
  echo "## Headers sent by \`next start\`"
  echo
  echo '```'
  cat "$out/next-headers.txt"
  echo '```'
} >bench/RESULTS.md

echo
cat bench/RESULTS.md
