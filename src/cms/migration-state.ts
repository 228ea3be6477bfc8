import type { Payload } from 'payload'
import { engineMigrations } from './db'
import { isBuildPhase, isProduction } from './env'

/** The committed migrations this database has not run (all of them on a new database). */
export async function pendingMigrations(payload: Payload): Promise<string[]> {
  const names = engineMigrations().map((m) => m.name)
  let done: Set<string>
  try {
    const { docs } = await payload.find({ collection: 'payload-migrations', limit: 0, pagination: false, depth: 0, overrideAccess: true })
    done = new Set(docs.map((d) => String(d.name)))
  } catch {
    // No migrations table: a new, empty database.
    return names
  }
  return names.filter((name) => !done.has(name))
}

const MIGRATE_COMMAND = 'NODE_ENV=production npm run migrate'

function schemaBehindMessage(pending: string[]): string {
  return `Avvio rifiutato: lo schema del database è indietro di ${pending.length} migrazion${pending.length === 1 ? 'e' : 'i'} (${pending.join(', ')}). Esegui prima «${MIGRATE_COMMAND}» con lo stesso DATABASE_URL/DATA_DIR.`
}

/** A production server does not start on a schema that is behind its code: it says which command to run. */
export async function refuseStaleSchema(): Promise<void> {
  if (!isProduction() || isBuildPhase()) return
  const [{ getPayload }, { default: config }, { logJson }] = await Promise.all([import('payload'), import('@payload-config'), import('@/ops/log')])
  const pending = await pendingMigrations(await getPayload({ config }))
  if (!pending.length) return
  logJson('error', schemaBehindMessage(pending), { pending })
  process.exit(1)
}
