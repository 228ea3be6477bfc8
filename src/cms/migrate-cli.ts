/**
 * `npm run migrate`: applies the committed migrations of the engine in use, one process at a time
 * (src/cms/migrate-lock.ts): a second run waits for the first, then finds nothing to do. The
 * release step before new instances start (docs/deploy.md, «Rilascio»); servers never migrate.
 */
import config from '@payload-config'
import { getPayload, type Migration } from 'payload'
import { engineMigrations } from './db'
import { withMigrationLock } from './migrate-lock'
import { pendingMigrations } from './migration-state'

async function main(): Promise<void> {
  const payload = await getPayload({ config })
  await withMigrationLock(payload, async () => {
    const pending = await pendingMigrations(payload)
    if (!pending.length) return console.log('Migrazioni: lo schema è già aggiornato.')
    await payload.db.migrate({ migrations: engineMigrations() as unknown as Migration[] })
    console.log(`Migrazioni applicate: ${pending.join(', ')}`)
  })
}

main().then(
  () => process.exit(0),
  (error: unknown) => {
    console.error('Migrazioni non riuscite:', error instanceof Error ? error.stack ?? error.message : error)
    process.exit(1)
  },
)
