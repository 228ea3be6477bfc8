/**
 * `npm run migrate`: applies the committed migrations of the engine in use, one process at a time
 * (src/cms/migrate-lock.ts): a second run waits for the first, then finds nothing to do. The
 * release step before new instances start (docs/deploy.md, «Rilascio»); servers never migrate.
 */
import config from '@payload-config'
import { getPayload } from 'payload'
import { migrateUnderLock } from './migrate'

getPayload({ config })
  .then(migrateUnderLock)
  .then(
    (said) => {
      console.log(said)
      process.exit(0)
    },
    (error: unknown) => {
      console.error('Migrazioni non riuscite:', error instanceof Error ? error.stack ?? error.message : error)
      process.exit(1)
    },
  )
