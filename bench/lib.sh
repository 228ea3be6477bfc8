# Shared by the bench scripts: free-port check and servers in their own process groups.

# require_free_ports PORT...: exits when something already answers on one of them.
require_free_ports() {
  for port in "$@"; do
    if curl -s -o /dev/null --max-time 1 "http://127.0.0.1:$port/"; then
      echo "port $port is already in use: stop what listens there first" >&2
      exit 1
    fi
  done
}

# Each server runs in its own process group (setsid), killed as a whole on exit.
pgids=()
cleanup() {
  for pgid in "${pgids[@]}"; do kill -TERM -- "-$pgid" 2>/dev/null || true; done
  for pgid in "${pgids[@]}"; do
    for _ in $(seq 50); do kill -0 -- "-$pgid" 2>/dev/null || break; sleep 0.1; done
    kill -KILL -- "-$pgid" 2>/dev/null || true
  done
  pgids=()
}
trap cleanup EXIT
trap 'exit 130' INT TERM
