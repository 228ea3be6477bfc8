import type { TaskConfig } from 'payload'
import { env } from '@/cms/env'
import { SYNCED_COLLECTIONS, syncChartSources, type SyncedCollection } from './sync'

/** The queue «Aggiorna ora» uses: no runner polls it, so only the request that queued the job runs it. */
export const SYNC_NOW_QUEUE = 'opendata-ora'
export const SYNC_REPORT = 'opendataSyncReport'

/** Nightly at 02:30 by default (OPENDATA_SYNC_CRON, with seconds: "s m h dom mon dow"). */
const OPENDATA_SYNC_CRON = env().OPENDATA_SYNC_CRON || '0 30 2 * * *'

const asCollection = (value: unknown): SyncedCollection | null =>
  (SYNCED_COLLECTIONS as readonly unknown[]).includes(value) ? (value as SyncedCollection) : null

export const syncOpenDataTask: TaskConfig<'syncOpenData'> = {
  slug: 'syncOpenData',
  label: 'Aggiornamento dei grafici dalle fonti open data',
  inputSchema: [
    { name: 'collection', type: 'text' },
    { name: 'id', type: 'text' },
  ],
  outputSchema: [
    { name: 'checked', type: 'number' },
    { name: 'changed', type: 'number' },
    { name: 'failed', type: 'number' },
    { name: 'errors', type: 'json' },
  ],
  schedule: [{ cron: OPENDATA_SYNC_CRON, queue: 'default' }],
  // A failing source is recorded and kept at its last good data, not retried: the next run tries again.
  retries: 0,
  handler: async ({ input, req }) => {
    const report = await syncChartSources(req.payload, { collection: asCollection(input?.collection), id: input?.id || null })
    // «Aggiorna ora» runs the job with its own request and reads the report here (completed jobs are deleted).
    req.context[SYNC_REPORT] = report
    return { output: report }
  },
}
