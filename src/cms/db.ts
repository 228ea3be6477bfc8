import fs from 'node:fs'
import path from 'node:path'
import { fileURLToPath } from 'node:url'
import { postgresAdapter } from '@payloadcms/db-postgres'
import { sqliteAdapter } from '@payloadcms/db-sqlite'
import type { DatabaseAdapterObj } from 'payload'
import { dataDir, databaseUrl, usesPostgres } from './env'
import { migrations as postgresMigrations } from './migrations/postgres'
import { migrations as sqliteMigrations } from './migrations/sqlite'

const here = path.dirname(fileURLToPath(import.meta.url))

/** The committed migrations of the engine in use, oldest first. */
export function engineMigrations() {
  return usesPostgres() ? postgresMigrations : sqliteMigrations
}

/**
 * SQLite file by default, PostgreSQL when DATABASE_URL is a postgres URL.
 * Each engine has its own committed migrations, applied by `npm run migrate` (src/cms/migrate-cli.ts,
 * under a lock), never by a starting server: without a lock two instances starting together on a new
 * database both ran them (one died on "table already exists"), and an old instance would run beside a
 * schema it does not know. A production start refuses a schema that is behind (src/cms/migration-state.ts).
 */
export function databaseAdapter(): DatabaseAdapterObj {
  if (usesPostgres()) {
    return postgresAdapter({
      // Payload reads a document with blocks in one query joining every block table; PostgreSQL's
      // JIT compiles that query anew each time (measured: 4 s for a FAQ, 40 ms without JIT).
      pool: { connectionString: databaseUrl(), options: '-c jit=off' },
      migrationDir: path.join(here, 'migrations/postgres'),
      push: false,
    })
  }
  fs.mkdirSync(dataDir(), { recursive: true })
  return sqliteAdapter({
    client: { url: databaseUrl() },
    // The server, the seed and the import commands may write at the same time.
    wal: true,
    busyTimeout: 5000,
    migrationDir: path.join(here, 'migrations/sqlite'),
    push: false,
  })
}
