import type { Migration, Payload } from 'payload'
import { engineMigrations } from './db'
import { env, isBuildPhase } from './env'
import { withMigrationLock } from './migrate-lock'
import { pendingMigrations } from './migration-state'

/** Applies the committed migrations not yet run, while no other process does (src/cms/migrate-lock.ts). */
export async function migrateUnderLock(payload: Payload): Promise<string> {
  return withMigrationLock(payload, async () => {
    const pending = await pendingMigrations(payload)
    if (!pending.length) return 'Migrazioni: lo schema è già aggiornato.'
    await payload.db.migrate({ migrations: engineMigrations() as unknown as Migration[] })
    return `Migrazioni applicate: ${pending.join(', ')}`
  })
}

/**
 * MIGRATE_AND_EXIT=1: the server process migrates (under the lock) and ends, without serving. The
 * OCI image has no npm or sources (Next's standalone output), so its migration step is the server
 * itself started this way (deploy/compose.yaml, service "migrazioni").
 */
export async function migrateAndExitIfAsked(): Promise<void> {
  if (env().MIGRATE_AND_EXIT !== '1' || isBuildPhase()) return
  const [{ getPayload }, { default: config }, { logJson }] = await Promise.all([import('payload'), import('@payload-config'), import('@/ops/log')])
  try {
    logJson('info', await migrateUnderLock(await getPayload({ config })))
    process.exit(0)
  } catch (error) {
    logJson('error', 'Migrazioni non riuscite', { error: error instanceof Error ? error.message : String(error) })
    process.exit(1)
  }
}
