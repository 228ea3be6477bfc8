import { execFileSync } from 'node:child_process'
import fs from 'node:fs'
import path from 'node:path'
import { DatabaseSync } from 'node:sqlite'
import { databaseUrl, usesPostgres } from '@/cms/env'

const sqliteFile = () => databaseUrl().replace(/^file:/, '')
const quote = (s: string) => `'${s.replace(/'/g, "''")}'`

/** pg_dump/pg_restore: from PATH, or the newest of Debian's PostgreSQL packages. */
function pgTool(name: 'pg_dump' | 'pg_restore'): string {
  const debian = '/usr/lib/postgresql'
  const versions = fs.existsSync(debian) ? fs.readdirSync(debian).sort((a, b) => Number(b) - Number(a)) : []
  const found = versions.map((v) => path.join(debian, v, 'bin', name)).find((p) => fs.existsSync(p))
  return found ?? name
}

/**
 * A consistent copy while the site runs: SQLite's VACUUM INTO (a read transaction: the WAL's
 * pages included, writers not blocked), pg_dump's snapshot for PostgreSQL. Returns the file name.
 */
export function dumpDatabase(dir: string): string {
  if (usesPostgres()) {
    execFileSync(pgTool('pg_dump'), ['--format=custom', '--no-owner', '--no-privileges', `--file=${path.join(dir, 'database.pgdump')}`, databaseUrl()])
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

/** Into an empty target only: no SQLite file at DATA_DIR yet, or a PostgreSQL database without tables. */
export function restoreDatabase(file: string): void {
  if (usesPostgres()) {
    execFileSync(pgTool('pg_restore'), ['--no-owner', '--no-privileges', '--exit-on-error', `--dbname=${databaseUrl()}`, file])
    return
  }
  const target = sqliteFile()
  if (fs.existsSync(target)) throw new Error(`${target} esiste già: il ripristino scrive solo in una cartella vuota (spostate il database attuale).`)
  fs.mkdirSync(path.dirname(target), { recursive: true })
  fs.copyFileSync(file, target, fs.constants.COPYFILE_EXCL)
}
