import { execFileSync } from 'node:child_process'
import fs from 'node:fs'
import path from 'node:path'
import { DatabaseSync } from 'node:sqlite'
import { childEnvironment, databaseUrl, usesPostgres } from '@/cms/env'

const sqliteFile = () => databaseUrl().replace(/^file:/, '')
const quote = (s: string) => `'${s.replace(/'/g, "''")}'`

/** pg_dump/pg_restore: from PATH, or the newest of Debian's PostgreSQL packages (the image has 15's). */
function pgTool(name: 'pg_dump' | 'pg_restore'): string {
  const debian = '/usr/lib/postgresql'
  const versions = fs.existsSync(debian) ? fs.readdirSync(debian).sort((a, b) => Number(b) - Number(a)) : []
  const found = versions.map((v) => path.join(debian, v, 'bin', name)).find((p) => fs.existsSync(p))
  return found ?? name
}

/**
 * The connection as libpq's variables (PGHOST, PGPASSWORD…), never as an argument: an argument
 * is visible to every user in `ps`, and the error of a failed command quotes its command line
 * (a full database printed DATABASE_URL with its password).
 */
function libpqEnv(): NodeJS.ProcessEnv {
  const url = new URL(databaseUrl())
  const params = Object.fromEntries(url.searchParams)
  return childEnvironment({
    PGHOST: decodeURIComponent(url.hostname.replace(/^\[|\]$/g, '')) || params.host || 'localhost',
    PGPORT: url.port || '5432',
    PGUSER: decodeURIComponent(url.username),
    PGPASSWORD: decodeURIComponent(url.password),
    PGDATABASE: decodeURIComponent(url.pathname.slice(1)),
    ...(params.sslmode ? { PGSSLMODE: params.sslmode } : {}),
  })
}

/** Runs a PostgreSQL tool; its failure is reported with the tool's own message, never its environment. */
function pg(tool: 'pg_dump' | 'pg_restore', args: string[]): string {
  try {
    return execFileSync(pgTool(tool), args, { env: libpqEnv(), encoding: 'utf8', maxBuffer: 256 * 1024 * 1024, stdio: ['ignore', 'pipe', 'pipe'] })
  } catch (error) {
    const said = String((error as { stderr?: string }).stderr ?? '').trim() || (error as Error).message
    throw new Error(`${tool} non riuscito: ${said}`)
  }
}

/**
 * A consistent copy while the site runs: SQLite's VACUUM INTO (a read transaction: the WAL's
 * pages included, writers not blocked), pg_dump's snapshot for PostgreSQL. Returns the file name.
 */
export function dumpDatabase(dir: string): string {
  if (usesPostgres()) {
    pg('pg_dump', ['--format=custom', '--no-owner', '--no-privileges', `--file=${path.join(dir, 'database.pgdump')}`])
    return 'database.pgdump'
  }
  const db = new DatabaseSync(sqliteFile(), { readOnly: true })
  try {
    db.exec(`VACUUM INTO ${quote(path.join(dir, 'sito.db'))}`)
  } finally {
    db.close()
  }
  return 'sito.db'
}

/** Why the target database cannot receive a restore (null: it is empty). */
export function occupiedDatabase(): string | null {
  if (!usesPostgres()) {
    const target = sqliteFile()
    return fs.existsSync(target) ? `${target} esiste già: il ripristino scrive solo in una cartella vuota (spostate il database attuale).` : null
  }
  // pg_dump is the one PostgreSQL client in the image: a schema-only dump of an empty database creates no relation.
  const tables = [...pg('pg_dump', ['--schema-only', '--no-owner', '--no-privileges']).matchAll(/^CREATE (?:UNLOGGED )?TABLE (\S+)/gm)].map((m) => m[1])
  return tables.length ? `il database PostgreSQL di destinazione contiene già ${tables.length} tabelle (es. ${tables.slice(0, 3).join(', ')}): il ripristino scrive solo in un database vuoto (createdb di uno nuovo).` : null
}

/** Into an empty target only (occupiedDatabase() first): a new SQLite file at DATA_DIR, or pg_restore into an empty database. */
export function restoreDatabase(file: string): void {
  if (usesPostgres()) {
    pg('pg_restore', ['--no-owner', '--no-privileges', '--exit-on-error', '--single-transaction', `--dbname=${libpqEnv().PGDATABASE ?? ''}`, file])
    return
  }
  const target = sqliteFile()
  fs.mkdirSync(path.dirname(target), { recursive: true })
  fs.copyFileSync(file, target, fs.constants.COPYFILE_EXCL)
}
