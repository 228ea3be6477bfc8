import { afterEach, describe, expect, it, vi } from 'vitest'
import { runHealthChecks } from '@/ops/health'
import { FreshIndex } from './freshness'
import type { SearchIndex } from './orama'

vi.mock('@/content/cms', () => ({ cms: async () => ({ findGlobal: async () => ({ version: 'v2' }) }) }))
await import('./health')

const KEY = Symbol.for('sito.search.embedded')
const WARMING = Symbol.for('sito.search.warming')
const holder = globalThis as { [KEY]?: unknown; [WARMING]?: boolean }

afterEach(() => {
  delete holder[KEY]
  vi.unstubAllEnvs()
})

describe("the 'search' health check (this instance's index)", () => {
  it('is not ok (not ready) before the index is built', async () => {
    vi.stubEnv('SEARCH_PROVIDER', 'orama')
    expect((await runHealthChecks()).search).toEqual({ ok: false, provider: 'orama', ready: false, building: false })
  })

  it('says how many documents, from which version and whether it is the current one', async () => {
    vi.stubEnv('SEARCH_PROVIDER', 'orama')
    const index = new FreshIndex<SearchIndex>({ readVersion: async () => 'v1', build: async () => ({ records: new Map([['a', {}]]) }) as unknown as SearchIndex })
    holder[KEY] = index
    await index.get()
    expect((await runHealthChecks()).search).toMatchObject({ ok: true, ready: true, building: false, documents: 1, version: 'v1', current: false })
  })

  it('is not ready while the start-up warm-up still runs', async () => {
    vi.stubEnv('SEARCH_PROVIDER', 'orama')
    const index = new FreshIndex<SearchIndex>({ readVersion: async () => 'v1', build: async () => ({ records: new Map() }) as unknown as SearchIndex })
    holder[KEY] = index
    await index.get()
    holder[WARMING] = true
    expect((await runHealthChecks()).search).toMatchObject({ ok: true, ready: false })
    holder[WARMING] = false
    expect((await runHealthChecks()).search).toMatchObject({ ok: true, ready: true })
  })

  it('is not ok when Algolia is chosen without its variables', async () => {
    vi.stubEnv('SEARCH_PROVIDER', 'algolia')
    expect((await runHealthChecks()).search).toMatchObject({ ok: false, provider: 'unconfigured' })
  })
})
