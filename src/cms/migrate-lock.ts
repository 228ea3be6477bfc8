import fs from 'node:fs'
import type { Payload } from 'payload'
import { databaseUrl, usesPostgres } from './env'

/** Any fixed number: the PostgreSQL advisory lock every `npm run migrate` of this site takes. */
const ADVISORY_KEY = 7_302_026

type Release = () => Promise<void>
type PgPool = { connect(): Promise<{ query(sql: string, params?: unknown[]): Promise<unknown>; release(): void }> }

/** PostgreSQL: a session advisory lock, held by one connection until released (or the connection ends). */
async function postgresLock(payload: Payload): Promise<Release> {
  const client = await (payload.db as unknown as { pool: PgPool }).pool.connect()
  await client.query('SELECT pg_advisory_lock($1)', [ADVISORY_KEY])
  return async () => {
    await client.query('SELECT pg_advisory_unlock($1)', [ADVISORY_KEY]).catch(() => undefined)
    client.release()
  }
}

function alive(pid: number): boolean {
  try {
    process.kill(pid, 0)
    return true
  } catch (error) {
    return (error as NodeJS.ErrnoException).code === 'EPERM'
  }
}

/** Takes the lock file (created exclusively); a file left by a process that no longer runs is taken over. */
function tryLockFile(file: string): boolean {
  try {
    fs.writeFileSync(file, String(process.pid), { flag: 'wx' })
    return true
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code !== 'EEXIST') throw error
    const holder = Number(fs.readFileSync(file, 'utf8'))
    if (Number.isInteger(holder) && holder > 0 && alive(holder)) return false
    fs.rmSync(file, { force: true })
    return false
  }
}

/** SQLite: a lock file beside the database (the processes sharing a SQLite file share its machine). */
async function sqliteLock(): Promise<Release> {
  const file = `${databaseUrl().replace(/^file:/, '')}.migrate-lock`
  for (let waited = 0; !tryLockFile(file); waited += 200) {
    if (waited > 10 * 60_000) throw new Error(`Migrazioni: il blocco ${file} è tenuto da un altro processo da oltre 10 minuti.`)
    await new Promise((resolve) => setTimeout(resolve, 200))
  }
  return async () => fs.rmSync(file, { force: true })
}

/** Runs `work` while no other `npm run migrate` on the same database runs. */
export async function withMigrationLock<T>(payload: Payload, work: () => Promise<T>): Promise<T> {
  const release = usesPostgres() ? await postgresLock(payload) : await sqliteLock()
  try {
    return await work()
  } finally {
    await release()
  }
}
