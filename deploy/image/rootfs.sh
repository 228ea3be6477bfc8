#!/usr/bin/env bash
# The image's base, made without a registry: Node 24's binary (the one scripts/use-node.sh uses,
# from .tools/ or the system), pg_dump and pg_restore (Debian's PostgreSQL, for backups from the
# image) and the shared libraries they and sharp load (from this Debian), a passwd entry for the
# non-root user 10001, empty /tmp and /data, /app/.next/cache as a link to /tmp (next/image writes
# there; the root file system is read-only). Written to .image/rootfs, which the Containerfile's
# first stage copies; the backup CLI bundled to .image/cli. Cheap: rerun for every image build.
set -euo pipefail
cd "$(dirname "$0")/../.."
source scripts/use-node.sh >/dev/null 2>&1 || true
out=.image/rootfs
rm -rf "$out" && mkdir -p "$out"/{usr/local/bin,etc,tmp,data,lib64}
node_bin=$(command -v node)
cp "$node_bin" "$out/usr/local/bin/node"
# pg_dump/pg_restore of the newest PostgreSQL installed (src/cms/backup/database.ts looks there).
pg_bin=$(ls -d /usr/lib/postgresql/*/bin 2>/dev/null | sort -V | tail -1)
[ -x "$pg_bin/pg_dump" ] || { echo "rootfs: pg_dump mancante (apt-get install postgresql-client)"; exit 1; }
mkdir -p "$out$pg_bin"
cp "$pg_bin/pg_dump" "$pg_bin/pg_restore" "$out$pg_bin/"
mkdir -p "$out/app/.next" && ln -s /tmp "$out/app/.next/cache"
# Every library node, pg_dump and the native modules the standalone server loads need, with the loader.
natives=$(find .next/standalone/node_modules -name '*.node' -o -name 'libvips*.so*' 2>/dev/null || true)
for lib in $( { ldd "$node_bin"; ldd "$pg_bin/pg_dump"; ldd "$pg_bin/pg_restore"; for f in $natives; do ldd "$f" 2>/dev/null || true; done; } \
    | awk '/=> \//{print $3} /^\s*\/lib64/{print $1}' | sort -u); do
  case "$lib" in */node_modules/*) continue ;; esac
  mkdir -p "$out$(dirname "$lib")"
  cp -L "$lib" "$out$lib"
done
# /lib64/ld-linux-x86-64.so.2 is a symlink on Debian: the loader itself.
cp -L /lib64/ld-linux-x86-64.so.2 "$out/lib64/"
printf 'root:x:0:0:root:/root:/sbin/nologin\nsito:x:10001:10001:sito:/data:/sbin/nologin\n' > "$out/etc/passwd"
printf 'root:x:0:\nsito:x:10001:\n' > "$out/etc/group"
printf 'hosts: files dns\n' > "$out/etc/nsswitch.conf"
[ -f /etc/ssl/certs/ca-certificates.crt ] && mkdir -p "$out/etc/ssl/certs" && cp /etc/ssl/certs/ca-certificates.crt "$out/etc/ssl/certs/"
chmod 1777 "$out/tmp"
# npm run backup/restore as one file (src/cms/backup: node:sqlite, pg_dump, the S3 client).
rm -rf .image/cli && node_modules/.bin/esbuild src/cms/backup/cli.ts --bundle --platform=node --format=cjs --target=node24 \
  --log-level=warning --outfile=.image/cli/backup.cjs
echo "rootfs: $(du -sh "$out" | cut -f1) in $out; cli: $(du -sh .image/cli | cut -f1)"
