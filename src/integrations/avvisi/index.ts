import { cms } from '@/content/cms'
import { readState, writeState } from '../sources/state'
import { loadJsonFeed } from './json-feed'
import { loadSalesforceFundingPrograms } from './salesforce'
import type { AvvisiLoad, ExternalSourceName, SourcedAvviso } from './types'
import { env, positive } from '@/cms/env'

/** One hour by default (AVVISI_CACHE_SECONDS). */
const CACHE_MS = positive(env().AVVISI_CACHE_SECONDS, 3600) * 1000
/** After a failure, the next attempt waits this long: a source that is down is not asked on every page view. */
const RETRY_MS = 60_000

const LOADERS: Record<ExternalSourceName, { label: string; load: () => Promise<AvvisiLoad> }> = {
  json: { label: 'Avvisi dal feed JSON', load: () => loadJsonFeed() },
  salesforce: { label: 'Avvisi da Salesforce (Funding Program)', load: () => loadSalesforceFundingPrograms() },
}

const age = (iso: string | null | undefined) => (iso ? Date.now() - Date.parse(iso) : Infinity)

/**
 * The avvisi of an outside source, cached in the database (every instance shares it) for an
 * hour; when the source fails, the last good list stays and the failure shows in /api/health.
 */
export async function sourcedAvvisi(name: ExternalSourceName): Promise<SourcedAvviso[]> {
  const payload = await cms()
  const key = `avvisi:${name}`
  const state = await readState(payload, key)
  const cached = Array.isArray(state?.value) ? (state.value as SourcedAvviso[]) : []
  if (state && age(state.goodAt) < CACHE_MS) return cached
  if (state?.ok === false && age(state.checkedAt) < RETRY_MS) return cached
  const { label, load } = LOADERS[name]
  const loaded = await load().catch((error: unknown) => ({ ok: false as const, error: error instanceof Error ? error.message : 'errore imprevisto' }))
  const now = new Date().toISOString()
  if (!loaded.ok) {
    await writeState(payload, key, { label, ok: false, error: loaded.error, checkedAt: now })
    return cached
  }
  await writeState(payload, key, { label, ok: true, error: null, checkedAt: now, goodAt: now, value: loaded.list })
  return loaded.list
}

export { AVVISI_SOURCES, type AvvisiSourceName, type SourcedAvviso } from './types'
