import { fetchSource } from '../sources/fetch-source'
import { parseAvvisi } from './record'
import type { AvvisiLoad } from './types'
import { env as readEnv, type Env } from '@/cms/env'

const FEED_TIMEOUT_MS = 10_000
const FEED_MAX_BYTES = 1024 * 1024

/**
 * AVVISI_FEED_URL: a JSON list of avvisi with the collection's fields (id, name, status,
 * startDate, endDate, entePromotore, beneficiari, url), or { "data": [...] } around it.
 */
export async function loadJsonFeed(env: Env = readEnv()): Promise<AvvisiLoad> {
  const url = env.AVVISI_FEED_URL?.trim()
  if (!url) return { ok: false, error: 'AVVISI_FEED_URL non impostata' }
  const fetched = await fetchSource(url, { headers: { Accept: 'application/json' } }, { timeoutMs: FEED_TIMEOUT_MS, maxBytes: FEED_MAX_BYTES })
  if (!fetched.ok) return fetched
  let value: unknown
  try {
    value = JSON.parse(fetched.text)
  } catch {
    return { ok: false, error: 'il feed degli avvisi non è un JSON valido' }
  }
  const records = Array.isArray(value) ? value : (value as { data?: unknown } | null)?.data
  if (!Array.isArray(records)) return { ok: false, error: 'il feed degli avvisi deve essere un elenco (o { "data": [...] })' }
  return parseAvvisi(records)
}
