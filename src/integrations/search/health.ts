import { cms } from '@/content/cms'
import { type HealthResult, registerHealthCheck } from '@/ops/health'
import { searchConfig } from './config'
import { readContentVersion } from './content-version'
import { embeddedIndex } from './embedded'
import { warmingUp } from './warm'

/**
 * This instance's search index, for GET /api/health. The embedded index is built at start
 * (warm.ts) and then follows the content version: not ready until that first build and the
 * start's warm-up are done (status "degraded"), ready while it is being updated; a failed build is not ok.
 * With Algolia the index is not this instance's.
 */
async function searchHealth(): Promise<HealthResult> {
  const config = searchConfig()
  if (config.provider === 'unconfigured') return { ok: false, provider: config.provider, error: config.message }
  if (config.provider === 'algolia') return { ok: true, provider: config.provider }
  const { built, building, failed } = embeddedIndex()?.state() ?? { built: null, building: false, failed: false }
  const result = { ok: !failed && built !== null, provider: config.provider, ready: built !== null && !warmingUp(), building }
  if (!built) return result
  return {
    ...result,
    documents: built.index.records.size,
    version: built.version,
    current: built.version === (await readContentVersion(await cms())),
    builtAt: new Date(built.builtAt).toISOString(),
    ageS: Math.round((Date.now() - built.builtAt) / 1000),
  }
}

registerHealthCheck('search', searchHealth)
