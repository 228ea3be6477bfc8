/**
 * Keeps the Algolia index in step with the CMS, with the admin key (server only).
 * A full atomic rebuild: records into a temporary index, settings, then a move over
 * the live one, as Algolia recommends. The content of this site is small enough.
 */
import type { Payload } from 'payload'
import { algoliaHeaders } from './algolia'
import { searchConfig, type AlgoliaPublicConfig } from './config'
import { loadRecords } from './documents'
import type { SearchRecord } from './types'
import { env as readEnv, type Env } from '@/cms/env'

export type AlgoliaAdminConfig = Pick<AlgoliaPublicConfig, 'appId' | 'indexName' | 'baseUrl'> & { adminKey: string }

export const INDEX_SETTINGS = {
  searchableAttributes: ['title', 'keywords', 'content'],
  attributesForFaceting: ['filterOnly(content_type)'],
  attributesToHighlight: ['title', 'content'],
  paginationLimitedTo: 1000,
  indexLanguages: ['it'],
  queryLanguages: ['it'],
  ignorePlurals: true,
  removeStopWords: true,
}

const BATCH = 1000

/** The admin configuration, or null when Algolia is not selected or the admin key is missing. */
export function adminConfig(env: Env = readEnv()): AlgoliaAdminConfig | null {
  const config = searchConfig(env)
  const adminKey = env.ALGOLIA_ADMIN_KEY?.trim()
  if (config.provider !== 'algolia' || !adminKey) return null
  const { appId, indexName, baseUrl } = config.algolia
  return { appId, indexName, adminKey, ...(baseUrl ? { baseUrl } : {}) }
}

type Task = { taskID: number }

async function call<T>(config: AlgoliaAdminConfig, method: string, path: string, body?: unknown): Promise<T> {
  const host = config.baseUrl ?? `https://${config.appId}.algolia.net`
  const response = await fetch(`${host}${path}`, {
    method,
    headers: algoliaHeaders(config.appId, config.adminKey),
    ...(body === undefined ? {} : { body: JSON.stringify(body) }),
  })
  if (!response.ok) throw new Error(`Algolia ${method} ${path}: ${response.status} ${await response.text()}`)
  return (await response.json()) as T
}

async function waitTask(config: AlgoliaAdminConfig, index: string, task: Task): Promise<void> {
  for (let attempt = 0; attempt < 120; attempt++) {
    const { status } = await call<{ status: string }>(config, 'GET', `/1/indexes/${encodeURIComponent(index)}/task/${task.taskID}`)
    if (status === 'published') return
    await new Promise((r) => setTimeout(r, Math.min(100 * 2 ** attempt, 1000)))
  }
  throw new Error(`Algolia: operazione ${task.taskID} non completata`)
}

/** Replaces the whole index with these records, atomically. */
export async function replaceAll(config: AlgoliaAdminConfig, records: SearchRecord[], suffix = Date.now().toString(36)): Promise<void> {
  const temp = `${config.indexName}_tmp_${suffix}`
  const path = `/1/indexes/${encodeURIComponent(temp)}`
  const tasks: Task[] = [await call<Task>(config, 'PUT', `${path}/settings`, INDEX_SETTINGS)]
  for (let i = 0; i < records.length; i += BATCH) {
    const requests = records.slice(i, i + BATCH).map((body) => ({ action: 'addObject', body }))
    tasks.push(await call<Task>(config, 'POST', `${path}/batch`, { requests }))
  }
  for (const task of tasks) await waitTask(config, temp, task)
  const move = await call<Task>(config, 'POST', `${path}/operation`, { operation: 'move', destination: config.indexName })
  await waitTask(config, temp, move)
}

export async function reindex(payload: Payload, config: AlgoliaAdminConfig): Promise<number> {
  const records = await loadRecords(payload)
  await replaceAll(config, records)
  return records.length
}

let pending: ReturnType<typeof setTimeout> | null = null

/** After a content change: a rebuild 2 s later, so a burst of saves makes one rebuild. */
export function afterContentChange(payload: Payload): void {
  const config = adminConfig()
  if (!config) {
    if (searchConfig().provider === 'algolia') payload.logger.warn('Algolia: ALGOLIA_ADMIN_KEY non impostata, indice non aggiornato')
    return
  }
  if (pending) clearTimeout(pending)
  pending = setTimeout(() => {
    pending = null
    reindex(payload, config).then(
      (count) => payload.logger.info({ msg: 'algolia index rebuilt', documents: count }),
      (err: unknown) => payload.logger.error({ msg: 'algolia reindex failed', err }),
    )
  }, 2000)
  pending.unref?.()
}
