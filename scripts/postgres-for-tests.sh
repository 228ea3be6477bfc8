#!/usr/bin/env bash
# Starts a throwaway PostgreSQL (Debian's package) on 127.0.0.1:$PG_PORT for the tests.
# Usage: source it; it exports DATABASE_URL and stop_test_postgres.
PG_PORT=${PG_PORT:-5544}
if ! ls -d /usr/lib/postgresql/*/bin >/dev/null 2>&1; then
  (apt-get update -qq && DEBIAN_FRONTEND=noninteractive apt-get install -y -qq postgresql >/dev/null) || return 1
fi
PG_BIN=$(ls -d /usr/lib/postgresql/*/bin | sort -V | tail -1)
PG_DIR=$(mktemp -d /tmp/sito-pg.XXXXXX)
as_pg() { if [ "$(id -u)" -eq 0 ]; then su postgres -s /bin/bash -c "$1"; else bash -c "$1"; fi; }
[ "$(id -u)" -eq 0 ] && chown postgres "$PG_DIR"
as_pg "$PG_BIN/initdb -D $PG_DIR/data -A trust -U postgres" >/dev/null || return 1
as_pg "$PG_BIN/pg_ctl -D $PG_DIR/data -l $PG_DIR/log -w -o '-p $PG_PORT -k $PG_DIR -c listen_addresses=127.0.0.1' start" >/dev/null || return 1
as_pg "$PG_BIN/createdb -h 127.0.0.1 -p $PG_PORT -U postgres sito_test" || return 1
export DATABASE_URL=postgres://postgres@127.0.0.1:$PG_PORT/sito_test
# An empty database for the concurrent-migration test (src/cms/migrate-cli.test.ts).
as_pg "$PG_BIN/createdb -h 127.0.0.1 -p $PG_PORT -U postgres sito_migrate" \
  && export MIGRATE_TEST_DATABASE_URL=postgres://postgres@127.0.0.1:$PG_PORT/sito_migrate
# One for the backup test (src/cms/backup/backup.test.ts: a restore into a database that holds tables is refused).
as_pg "$PG_BIN/createdb -h 127.0.0.1 -p $PG_PORT -U postgres sito_backup" \
  && export BACKUP_TEST_DATABASE_URL=postgres://postgres@127.0.0.1:$PG_PORT/sito_backup
stop_test_postgres() { as_pg "$PG_BIN/pg_ctl -D $PG_DIR/data -m fast stop" >/dev/null 2>&1; rm -rf "$PG_DIR"; }
