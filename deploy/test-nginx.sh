#!/usr/bin/env bash
# Checks the caching rules of deploy/nginx.conf against a mock of `next start`
# (deploy/mock-upstream.mjs). Needs nginx, node and curl; about 20 s; loopback only.
# Ports: NGINX_TEST_PORT (8082) and MOCK_PORT (3211).
set -euo pipefail

here=$(cd "$(dirname "$0")" && pwd)
nginx_port=${NGINX_TEST_PORT:-8082}
mock_port=${MOCK_PORT:-3211}
prefix=$(mktemp -d /tmp/nginx-test.XXXXXX)
base="http://127.0.0.1:$nginx_port"
mock="http://127.0.0.1:$mock_port"
mock_pid='' nginx_pid=''

cleanup() {
  [ -n "$nginx_pid" ] && kill "$nginx_pid" 2>/dev/null && wait "$nginx_pid" 2>/dev/null
  [ -n "$mock_pid" ] && kill "$mock_pid" 2>/dev/null && wait "$mock_pid" 2>/dev/null
  rm -rf "$prefix"
}
trap cleanup EXIT

for port in "$nginx_port" "$mock_port"; do
  if curl -s -o /dev/null --max-time 1 "http://127.0.0.1:$port/"; then
    echo "port $port already in use" >&2
    exit 1
  fi
done

node "$here/mock-upstream.mjs" "$mock_port" >"$prefix/mock.log" 2>&1 &
mock_pid=$!
ACCESS_LOG=off "$here/render-nginx-conf.sh" "127.0.0.1:$nginx_port" "127.0.0.1:$mock_port" "$prefix" >"$prefix/nginx.conf"
# As root, workers would run as "nobody" and could not write into PREFIX.
user_directive=''
[ "$(id -u)" -eq 0 ] && user_directive='user root;'
nginx -e "$prefix/error.log" -p "$prefix" -c "$prefix/nginx.conf" -g "daemon off; $user_directive" &
nginx_pid=$!

for _ in $(seq 50); do
  curl -s -o /dev/null --max-time 1 "$mock/__hits" && curl -s -o /dev/null --max-time 1 "$base/echo" && break
  sleep 0.2
done

passed=0 failed=0
check() { # check NAME ACTUAL EXPECTED (EXPECTED is an extended regex)
  if [[ $2 =~ ^($3)$ ]]; then
    passed=$((passed + 1)); echo "ok   $1"
  else
    failed=$((failed + 1)); echo "FAIL $1: got '$2', want /$3/"
  fi
}
status() { curl -s -o /dev/null -D - --max-time 5 "$@" | tr -d '\r' | awk -F': ' -v h="${H:-x-cache-status}" 'tolower($1)==h {print $2}'; }
body() { curl -s --max-time 5 "$@"; }
hits() { curl -s --max-time 2 "$mock/__hits?path=$1"; }

# Pages: cached, but never for the year of s-maxage Next sends.
check "page first request is a MISS" "$(status "$base/page")" MISS
check "page second request is a HIT" "$(status "$base/page")" HIT
check "client Cache-Control on HIT drops s-maxage" "$(H=cache-control status "$base/page")" "public, max-age=0, must-revalidate"
check "Critical-CH dropped on public pages" "$(H=critical-ch status "$base/page")" ""
check "If-None-Match answered 304 from the cache" "$(curl -s -o /dev/null -w '%{http_code}' -H 'If-None-Match: "v1"' "$base/page")" 304
check "gzip and identity are separate entries" "$(status -H 'Accept-Encoding: gzip, br' "$base/page")" MISS
check "RSC requests are separate entries" "$(status -H 'RSC: 1' "$base/page")" MISS
check "HTML still a HIT after the RSC request" "$(status "$base/page")" HIT

# A publish: Next's copy changes; nginx must follow within seconds, polling like visitors.
curl -s --max-time 2 "$mock/__set?v=2" >/dev/null
start=$(date +%s%N) live=''
for _ in $(seq 100); do
  if [[ $(body "$base/page") == *"version 2"* ]]; then live=$((($(date +%s%N) - start) / 1000000)); break; fi
  sleep 0.2
done
echo "     publish visible after ${live:-never} ms"
check "publish visible within 7 s" "$([ -n "$live" ] && [ "$live" -le 7000 ] && echo yes)" yes
check "upstream hit at most 4 times for /page during the test" "$([ "$(hits /page)" -le 4 ] && echo yes)" yes

# Issue 29: a save asks nginx for a new cache generation; the next request gets the new page.
curl -s --max-time 2 "$mock/__set?v=3" >/dev/null
check "before the purge the cached page is served" "$(body "$base/page")" "<html>version 2</html>"
gen_hits=$(hits /api/cache-generation)
check "the purge is answered" "$(curl -s -o /dev/null -w '%{http_code}' "$base/__cache-generation")" 200
check "right after the purge the new page is served" "$(body "$base/page")" "<html>version 3</html>"
check "the purge asked Next for one new generation" "$(($(hits /api/cache-generation) - gen_hits))" 1
check "the generation is read from nginx's cache, not from Next, by each request" "$(body "$base/page" >/dev/null; body "$base/page" >/dev/null; echo $(($(hits /api/cache-generation) - gen_hits)))" 1
check "only the instances may purge (PURGE_FROM)" "$(curl -s -o /dev/null -w '%{http_code}' --interface 127.0.0.2 "$base/__cache-generation")" 403
check "the generation is not reachable as a page" "$(curl -s -o /dev/null -w '%{http_code}' "$base/__cache-generation-read")" 404

# Never cached.
status "$base/private" >/dev/null
check "private/no-store responses are not cached" "$(status "$base/private")" MISS
status "$base/cookie" >/dev/null
check "responses with Set-Cookie are not cached" "$(status "$base/cookie")" MISS
check "requests with payload-token bypass the cache" "$(status -b 'a=1; payload-token=abc' "$base/page")" BYPASS
check "draft mode bypasses the cache" "$(status -b '__prerender_bypass=x' "$base/page")" BYPASS
check "other cookies do not bypass the cache" "$(status -b 'payload-token-x=1; lang=it' "$base/page")" "HIT|STALE|UPDATING"
for p in /admin/x /cms-api/x /api/x; do
  body "$base$p" >/dev/null; body "$base$p" >/dev/null
  check "$p is never cached" "$(hits "$p")" 2
done
check "Critical-CH kept on the admin" "$(H=critical-ch status "$base/admin/x")" "Sec-CH-Prefers-Color-Scheme"

# Issue 13: identical searches share one render for 30 s, whatever the order of the parameters
# or any parameter the page does not read; editors bypass.
check "search first request is a MISS" "$(status "$base/cerca?q=piattaforma&page=2")" MISS
check "same search, parameters reordered, is a HIT" "$(status "$base/cerca?page=2&utm_source=x&q=piattaforma")" HIT
check "another search is a MISS" "$(status "$base/cerca?q=altro")" MISS
check "search reached Next twice" "$(hits /cerca)" 2
check "search client Cache-Control" "$(H=cache-control status "$base/cerca?q=piattaforma&page=2")" "public, max-age=0, must-revalidate"
check "editors bypass the search cache" "$(status -b 'payload-token=abc' "$base/cerca?q=piattaforma&page=2")" BYPASS

# Issue 28: a query Next and the cache key could read differently is never stored nor served
# from the cache; every spelling of the sign-in path is in the login zone; /cerca limited, with HSTS.
check "search page has HSTS" "$(H=strict-transport-security status "$base/cerca?q=hsts")" "max-age=31536000; includeSubDomains"
body "$base/cerca?q=migrazione" >/dev/null
for poison in 'Q=migrazione&q=VELENO' 'q=migrazione&q=VELENO' '%71=VELENO&q=migrazione' 'q&q=VELENO' 'Filters=x&q=migrazione'; do
  check "ambiguous search $poison bypasses the cache" "$(status "$base/cerca?$poison")" BYPASS
done
check "the shared search entry is not poisoned" "$(body "$base/cerca?q=migrazione")" "search [0-9]+ q=migrazione"
statuses=''
for _ in $(seq 70); do statuses+="$(curl -s -o /dev/null -w '%{http_code} ' "$base/cerca?q=raffica")"; done
check "70 searches in a burst: the excess is refused (429)" "$([[ $statuses == *429* ]] && echo yes)" yes
# Issue 37: /avvisi and /misure (rendered per request, sent no-store) share one render for 30 s per
# filter set, whatever the other parameters; editors and ambiguous queries bypass; a save (a new
# cache generation) is live at once; limited per visitor.
check "avvisi first request is a MISS" "$(status "$base/avvisi?stato=aperto&pagina=2")" MISS
check "same avvisi, parameters reordered and a utm, is a HIT" "$(status "$base/avvisi?pagina=2&utm_source=x&stato=aperto")" HIT
check "avvisi with another filter is a MISS" "$(status "$base/avvisi?stato=chiuso")" MISS
check "measures cached too" "$(status "$base/misure?beneficiario=comuni"; status "$base/misure?beneficiario=comuni")" "MISS.HIT"
check "avvisi reached Next twice" "$(hits /avvisi)" 2
check "avvisi client Cache-Control" "$(H=cache-control status "$base/avvisi?stato=aperto&pagina=2")" "public, max-age=0, must-revalidate"
check "avvisi have HSTS" "$(H=strict-transport-security status "$base/avvisi")" "max-age=31536000; includeSubDomains"
check "editors bypass the avvisi cache" "$(status -b 'payload-token=abc' "$base/avvisi?stato=aperto&pagina=2")" BYPASS
for poison in 'Stato=chiuso&stato=aperto' 'stato=aperto&stato=VELENO' '%73tato=VELENO&stato=aperto' 'stato&stato=VELENO'; do
  check "ambiguous avvisi query $poison bypasses the cache" "$(status "$base/avvisi?$poison")" BYPASS
done
check "the shared avvisi entry is not poisoned" "$(body "$base/avvisi?stato=aperto&pagina=2")" "avvisi [0-9]+ stato=aperto"
curl -s -o /dev/null "$base/__cache-generation"
check "after a save (new generation) avvisi are rendered again" "$(status "$base/avvisi?stato=aperto&pagina=2")" MISS
statuses=''
for _ in $(seq 70); do statuses+="$(curl -s -o /dev/null -w '%{http_code} ' -H 'X-Forwarded-For: 192.0.2.37' "$base/misure?pagina=raffica")"; done
check "70 listings in a burst: the excess is refused (429)" "$([[ $statuses == *429* ]] && echo yes)" yes
# Brute force: 200 sign-ins in a burst, every spelling in turn, a new X-Forwarded-For each time.
spellings=(/cms-api/users/login /cms-api/users/LOGIN /cms-api/users/Login /cms-api/users/login/ /CMS-API/Users/Login //cms-api//users/login /cms-api/users/%6cogin /cms-api/users/./login)
# The zone lets one more in every 10 s (6r/m): counted from the time the burst took.
through=0 started=$(date +%s%N)
for i in $(seq 200); do
  code=$(curl -s -o /dev/null -w '%{http_code}' --path-as-is -X POST -H "X-Forwarded-For: 203.0.113.$((i % 250))" "$base${spellings[$((i % ${#spellings[@]}))]}")
  [ "$code" != 429 ] && through=$((through + 1))
done
refills=$((($(date +%s%N) - started) / 10000000000))
echo "     brute force: $through of 200 sign-ins reached Next in $refills × 10 s"
check "brute force through every spelling: at most the burst (6) reaches Next, and one per 10 s" "$([ "$through" -le $((6 + refills)) ] && echo yes)" yes
# Each spelling twice in a row: a refill lets one of the two in, a spelling outside the zone both.
for spelling in /cms-api/users/LOGIN /cms-api/users/Login /cms-api/users/login/ /CMS-API/Users/Login //cms-api//users/login /cms-api/users/%6cogin /cms-api/users/%6Cogin /cms-api/users/./login /cms-api/x/../users/login /cms-api/users/FORGOT-PASSWORD /cms-api/users/reset-password; do
  codes=$(for _ in 1 2; do curl -s -o /dev/null -w '%{http_code} ' --path-as-is -X POST -H "X-Forwarded-For: 203.0.113.$RANDOM" -H "X-Real-IP: 198.51.100.7" "$base$spelling"; done)
  check "sign-in spelling $spelling is limited" "$codes" "([0-9]+ 429|429 [0-9]+) "
done

# Static assets: honour the immutable Cache-Control.
status "$base/_next/static/chunk.js" >/dev/null
check "/_next/static is a HIT" "$(status "$base/_next/static/chunk.js")" HIT
check "/_next/static keeps Next's Cache-Control" "$(H=cache-control status "$base/_next/static/chunk.js")" "public, max-age=31536000, immutable"

# Proxy headers and gzip.
echo_json=$(body -H 'X-Forwarded-For: 10.9.9.9' "$base/echo")
check "X-Forwarded-For appended" "$(node -e 'console.log(JSON.parse(process.argv[1])["x-forwarded-for"])' "$echo_json")" "10.9.9.9, 127.0.0.1"
check "X-Forwarded-Proto passed" "$(node -e 'console.log(JSON.parse(process.argv[1])["x-forwarded-proto"])' "$echo_json")" http
# The host as the client wrote it, port included (nginx.conf: $http_host since issue 32, which Next
# compares with a server action's Origin); this check expected the bare host from before then.
check "X-Forwarded-Host passed, with its port" "$(node -e 'console.log(JSON.parse(process.argv[1])["x-forwarded-host"])' "$echo_json")" "127.0.0.1:$nginx_port"
sent_id=$(node -e 'console.log(JSON.parse(process.argv[1])["x-request-id"])' "$echo_json")
check "X-Request-Id sent to Next (nginx's \$request_id)" "$sent_id" '^[0-9a-f]{32}$'
check "X-Request-Id returned to the client" "$(H=x-request-id status "$base/page")" '^[0-9a-f]{32}$'
first_id=$(H=x-request-id status "$base/page")
check "cached responses carry this request's id" "$([ "$first_id" != "$(H=x-request-id status "$base/page")" ] && echo yes)" yes
check "gzip on for JSON" "$(H=content-encoding status -H 'Accept-Encoding: gzip' -H "X-Pad: $(printf 'x%.0s' $(seq 1200))" "$base/echo")" gzip

# Node down: stale pages keep being served.
kill "$mock_pid"; wait "$mock_pid" 2>/dev/null || true; mock_pid=''
sleep 6 # let the 5 s entry expire
check "Node down: page served stale" "$(status "$base/page")" "STALE|UPDATING"

echo "$passed passed, $failed failed"
[ "$failed" -eq 0 ]
