#!/usr/bin/env bash
# Scale bench (issue 16), not run by CI: for each size in SIZES (default "0 1000"; 0 = the demo
# content alone), a database with the demo content plus SIZE generated documents of each main type
# (bench/scale/generate.ts), a production build of a copy of this checkout (so its own .next stays)
# timed with its peak memory (PSS of the whole process tree, sampled every 0.5 s), then `next start`
# behind deploy/nginx.conf and bench/scale/measure.ts. Writes bench/scale/RESULTS.md.
#   bash bench/scale/run.sh            SIZES="0 1000 10000" bash bench/scale/run.sh
set -euo pipefail

cd "$(dirname "$0")/../.."
source scripts/use-node.sh
root=$PWD
work=${SCALE_DIR:-/tmp/sito-scale-bench}
sizes=${SIZES:-0 1000}
next_port=3230 proxy_port=8093
export NEXT_TELEMETRY_DISABLED=1 PAYLOAD_SECRET=segreto-di-prova-e2e-lungo-almeno-32-caratteri NODE_ENV=production LOCAL_DEMO=1 HEALTH_TOKEN=token-di-monitoraggio-dei-test
export SITE_URL=http://127.0.0.1:$next_port DEMO_EDITOR_PASSWORD=Redazione-2026
source bench/lib.sh
require_free_ports $next_port $proxy_port
results=()

# peak_memory PID: the largest sum of PSS (MB) of PID and its descendants, sampled every 0.5 s until
# it exits. PSS splits shared pages between the processes that map them, so the workers' shared
# code is not counted once per worker (a sum of RSS counts it each time).
peak_memory() {
  local root=$1 peak=0 now p pids
  while kill -0 "$root" 2>/dev/null; do
    pids=$(ps -eo pid=,ppid= | awk -v r="$root" '{ parent[$1] = $2 }
      END { for (p in parent) { q = p; while (q != "" && q != r && q > 1) q = parent[q]; if (q == r) print p } }')
    now=0
    for p in $root $pids; do now=$(( now + $(awk '/^Pss:/ { print $2 }' /proc/$p/smaps_rollup 2>/dev/null || echo 0) )); done
    now=$(( now / 1024 ))
    [ "$now" -gt "$peak" ] && peak=$now
    sleep 0.5
  done
  echo "$peak"
}

echo "== copy of the checkout in $work"
mkdir -p "$work"
rm -rf "$work/src-copy" && mkdir -p "$work/src-copy"
git ls-files -co --exclude-standard -z | xargs -0 cp --parents -t "$work/src-copy" 2>/dev/null || true
ln -sfn "$root/node_modules" "$work/src-copy/node_modules"
[ -d "$root/.tools" ] && ln -sfn "$root/.tools" "$work/src-copy/.tools"

cd "$work/src-copy"
for size in $sizes; do
  export DATA_DIR=$work/data-$size
  echo "== $size generated documents of each type ($DATA_DIR)"
  if [ ! -f "$DATA_DIR/.generated" ]; then
    rm -rf "$DATA_DIR"
    npm run --silent migrate >/dev/null && npm run --silent seed -- --demo >/dev/null
    # In batches: one generating process grows without bound (see generate.ts).
    for ((made = 0; made < size; made += 500)); do
      npx tsx bench/scale/generate.ts $(( size - made < 500 ? size - made : 500 )) | { grep -v '"level"' || true; }
    done
    touch "$DATA_DIR/.generated"
  fi
done

for size in $sizes; do
  export DATA_DIR=$work/data-$size
  rm -rf .next
  # Not under the e2e lock (another directory, other ports): the load of the moment is in RESULTS.md.
  echo "== next build, $size (load $(cut -d' ' -f1-3 /proc/loadavg))"
  started=$(date +%s)
  npm run --silent build:app >"$work/build-$size.log" 2>&1 &
  build_pid=$!
  peak=$(peak_memory $build_pid)
  wait $build_pid
  build_s=$(( $(date +%s) - started ))
  pages=$(grep -c '"initialRevalidateSeconds"' .next/prerender-manifest.json || true)
  echo "   build ${build_s}s, peak ${peak} MB, prerendered entries: $pages"

  prefix=$work/nginx-$size
  rm -rf "$prefix"
  ACCESS_LOG=off bash deploy/render-nginx-conf.sh 127.0.0.1:$proxy_port 127.0.0.1:$next_port "$prefix" >"$work/nginx-$size.conf"
  start_ms=$(date +%s%3N)
  setsid node_modules/.bin/next start -p $next_port -H 127.0.0.1 >"$work/next-$size.log" 2>&1 &
  pgids+=($!)
  user=$([ "$(id -u)" = 0 ] && echo ' user root;' || true)
  setsid nginx -e "$prefix/error.log" -p "$prefix" -c "$work/nginx-$size.conf" -g "daemon off;$user" &
  pgids+=($!)
  json=$(BASE=http://127.0.0.1:$next_port PROXY=http://127.0.0.1:$proxy_port START_MS=$start_ms npx tsx bench/scale/measure.ts)
  cleanup
  echo "   $json"
  results+=("{\"load\":\"$(cut -d' ' -f1-3 /proc/loadavg)\",\"size\":$size,\"buildS\":$build_s,\"peakMb\":$peak,\"prerendered\":$pages,\"measures\":$json}")
done

cd "$root"
# The sections written by hand (headings with "by hand") are kept after the new table.
by_hand=$(sed -n '/^## .*by hand/,$p' bench/scale/RESULTS.md 2>/dev/null || true)
printf '%s\n' "${results[@]}" | node bench/scale/report.mjs >bench/scale/RESULTS.md
[ -n "$by_hand" ] && printf '\n%s\n' "$by_hand" >>bench/scale/RESULTS.md
cat bench/scale/RESULTS.md
