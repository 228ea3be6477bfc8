#!/usr/bin/env bash
# Renders deploy/nginx.conf to stdout:
#   deploy/render-nginx-conf.sh LISTEN UPSTREAM PREFIX > PREFIX/nginx.conf
#   LISTEN    nginx listen argument: 80, 8082, 127.0.0.1:8082
#   UPSTREAM  address of `next start`: 127.0.0.1:3000, or several, comma-separated: 127.0.0.1:3301,127.0.0.1:3302
#   PREFIX    absolute, writable directory for pid, logs, cache and temp files (created)
# TRUSTED_PROXIES: load balancers in front of nginx whose X-Forwarded-For is believed (addresses
#   or CIDRs, comma-separated; default none: nginx is the edge).
# PURGE_FROM: addresses or CIDRs allowed to ask for a new cache generation (the instances: a save
#   makes the cached pages stale; comma-separated; default loopback 127.0.0.1,::1).
# ACCESS_LOG overrides the access_log arguments (default "PREFIX/access.log json"; "/dev/stdout json"
#   in a container; "off" to disable). ERROR_LOG the error_log ones (default "PREFIX/error.log warn").
set -euo pipefail

if [ $# -ne 3 ]; then
  echo "usage: $0 LISTEN UPSTREAM PREFIX > nginx.conf" >&2
  exit 2
fi
listen=$1 upstream=$2 prefix=${3%/}

# Values go into sed and nginx unquoted: allow only plain address/path characters.
[[ $listen =~ ^[][A-Za-z0-9.:_-]+$ ]] || { echo "bad LISTEN: $listen" >&2; exit 2; }
[[ $upstream =~ ^[][A-Za-z0-9.:_/,-]+$ ]] || { echo "bad UPSTREAM: $upstream" >&2; exit 2; }
[[ $prefix =~ ^/[A-Za-z0-9._/-]*$ ]] || { echo "PREFIX must be an absolute path of [A-Za-z0-9._/-]: $prefix" >&2; exit 2; }
access_log=${ACCESS_LOG:-"$prefix/access.log json"}
# Issue 37: each instance marked down for 5 s after a failure (nginx.conf, upstream next_app).
servers="${upstream//,/ max_fails=1 fail_timeout=5s; server } max_fails=1 fail_timeout=5s"
[[ $access_log =~ ^[A-Za-z0-9._/\ -]+$ ]] || { echo "bad ACCESS_LOG: $access_log" >&2; exit 2; }
error_log=${ERROR_LOG:-"$prefix/error.log warn"}
[[ $error_log =~ ^[A-Za-z0-9._/\ -]+$ ]] || { echo "bad ERROR_LOG: $error_log" >&2; exit 2; }

real_ip=""
IFS=',' read -ra proxies <<< "${TRUSTED_PROXIES:-}"
for p in "${proxies[@]}"; do
  p=${p// /}
  [ -z "$p" ] && continue
  [[ $p =~ ^[0-9A-Fa-f.:/]+$ ]] || { echo "bad TRUSTED_PROXIES entry: $p" >&2; exit 2; }
  real_ip+="set_real_ip_from $p; "
done

purge_from=""
IFS=',' read -ra purgers <<< "${PURGE_FROM:-127.0.0.1,::1}"
for p in "${purgers[@]}"; do
  p=${p// /}
  [ -z "$p" ] && continue
  [[ $p =~ ^[0-9A-Fa-f.:/]+$ ]] || { echo "bad PURGE_FROM entry: $p" >&2; exit 2; }
  purge_from+="allow $p; "
done

mkdir -p "$prefix"
sed -e "s|# __SET_REAL_IP_FROM__|$real_ip|g" \
    -e "s|# __PURGE_FROM__|$purge_from|g" \
    -e "s|__LISTEN__|$listen|g" \
    -e "s|__UPSTREAM__|$servers|g" \
    -e "s|__PREFIX__|$prefix|g" \
    -e "s|__ACCESS_LOG__|$access_log|g" \
    -e "s|__ERROR_LOG__|$error_log|g" \
    "$(dirname "$0")/nginx.conf"
