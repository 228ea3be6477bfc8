import { createServer, type IncomingMessage, type Server } from 'node:http'
import type { AddressInfo } from 'node:net'
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest'
import { algoliaSearch } from './algolia'
import { adminConfig, INDEX_SETTINGS, replaceAll } from './algolia-sync'
import type { SearchRecord } from './types'

type Seen = { method: string; url: string; headers: IncomingMessage['headers']; body: unknown }

let server: Server
let baseUrl = ''
let seen: Seen[] = []
let answer: (req: Seen) => unknown = () => ({})

beforeAll(async () => {
  server = createServer((req, res) => {
    let raw = ''
    req.on('data', (c: Buffer) => (raw += c.toString()))
    req.on('end', () => {
      const entry = { method: req.method!, url: req.url!, headers: req.headers, body: raw ? JSON.parse(raw) : undefined }
      seen.push(entry)
      res.setHeader('Content-Type', 'application/json')
      res.end(JSON.stringify(answer(entry)))
    })
  })
  await new Promise<void>((r) => server.listen(0, '127.0.0.1', r))
  baseUrl = `http://127.0.0.1:${(server.address() as AddressInfo).port}`
})
afterAll(() => new Promise<void>((r) => server.close(() => r())))
beforeEach(() => {
  seen = []
})

const hit = (i: number) => ({
  objectID: `faq-${i}`,
  title: `Domanda ${i}`,
  content: 'Testo',
  slug: `d-${i}`,
  url: `/supporto/domande-frequenti/generali/d-${i}`,
  target: '_self',
  content_type: 'faq',
  _highlightResult: {
    title: { value: `<em>Domanda</em> ${i}`, matchLevel: 'full', matchedWords: ['domanda'] },
    content: { value: 'Testo', matchLevel: 'none', matchedWords: [] },
  },
})

describe('Algolia search (browser, public key)', () => {
  it('sends one query with the public key, up to 1000 hits, filtered by content type, and pages them by 8', async () => {
    answer = () => ({ hits: Array.from({ length: 20 }, (_, i) => hit(i)), nbHits: 20 })
    const config = { appId: 'APPID', searchKey: 'chiave-pubblica', indexName: 'sito pa', baseUrl }
    const result = await algoliaSearch(config, { q: 'domanda', filters: ['news', 'faq'], page: 3 })
    expect(seen).toHaveLength(1)
    const [req] = seen
    expect(req!.method).toBe('POST')
    expect(req!.url).toBe('/1/indexes/sito%20pa/query')
    expect(req!.headers['x-algolia-application-id']).toBe('APPID')
    expect(req!.headers['x-algolia-api-key']).toBe('chiave-pubblica')
    expect(req!.headers['content-type']).toBe('application/json')
    expect(req!.body).toEqual({
      query: 'domanda',
      hitsPerPage: 1000,
      page: 0,
      attributesToHighlight: ['title', 'content'],
      highlightPreTag: '<em>',
      highlightPostTag: '</em>',
      filters: 'content_type:news OR content_type:faq',
    })
    expect({ nbHits: result.nbHits, page: result.page, nbPages: result.nbPages }).toEqual({ nbHits: 20, page: 3, nbPages: 3 })
    expect(result.hits.map((h) => h.objectID)).toEqual(['faq-16', 'faq-17', 'faq-18', 'faq-19'])
  })

  it('sends no filter for all types, and fails on an error status', async () => {
    answer = () => ({ hits: [], nbHits: 0 })
    await algoliaSearch({ appId: 'A', searchKey: 'k', indexName: 'i', baseUrl }, { q: 'cloud', filters: [] })
    expect(seen[0]!.body).not.toHaveProperty('filters')
    const dead = { appId: 'A', searchKey: 'k', indexName: 'i', baseUrl: 'http://127.0.0.1:9' }
    await expect(algoliaSearch(dead, { q: 'cloud', filters: [] })).rejects.toThrow()
  })
})

describe('Algolia indexer (server, admin key)', () => {
  it('is only configured with the admin key', () => {
    const env = { ALGOLIA_APP_ID: 'APPID', ALGOLIA_SEARCH_KEY: 'pub', ALGOLIA_INDEX_NAME: 'sito', ALGOLIA_BASE_URL: `${baseUrl}/` }
    expect(adminConfig(env)).toBeNull()
    expect(adminConfig({ ...env, ALGOLIA_ADMIN_KEY: 'segreta' })).toEqual({ appId: 'APPID', indexName: 'sito', adminKey: 'segreta', baseUrl })
    expect(adminConfig({ ALGOLIA_ADMIN_KEY: 'segreta' })).toBeNull()
  })

  it('rebuilds atomically: settings and records into a temporary index, waits for the tasks, then moves it over the live one', async () => {
    let task = 0
    let polls = 0
    answer = (req) => {
      if (req.method === 'GET') return { status: ++polls % 2 === 1 ? 'notPublished' : 'published' }
      return { taskID: ++task }
    }
    const records: SearchRecord[] = Array.from({ length: 1500 }, (_, i) => ({
      objectID: `page-${i}`, title: `Pagina ${i}`, content: 'Testo', slug: `p-${i}`, url: `/p-${i}`, target: '_self', content_type: 'page',
    }))
    await replaceAll({ appId: 'APPID', indexName: 'sito', adminKey: 'segreta', baseUrl }, records, 'x1')
    const writes = seen.filter((r) => r.method !== 'GET')
    expect(writes.map((r) => `${r.method} ${r.url}`)).toEqual([
      'PUT /1/indexes/sito_tmp_x1/settings',
      'POST /1/indexes/sito_tmp_x1/batch',
      'POST /1/indexes/sito_tmp_x1/batch',
      'POST /1/indexes/sito_tmp_x1/operation',
    ])
    expect(seen.every((r) => r.headers['x-algolia-api-key'] === 'segreta' && r.headers['x-algolia-application-id'] === 'APPID')).toBe(true)
    expect(writes[0]!.body).toEqual(INDEX_SETTINGS)
    const batches = writes.slice(1, 3).map((r) => (r.body as { requests: { action: string; body: SearchRecord }[] }).requests)
    expect(batches.map((b) => b.length)).toEqual([1000, 500])
    expect(batches[0]![0]).toEqual({ action: 'addObject', body: records[0] })
    expect(writes[3]!.body).toEqual({ operation: 'move', destination: 'sito' })
    // every task (settings, two batches, move) was awaited before the next step
    const gets = seen.filter((r) => r.method === 'GET').map((r) => r.url)
    expect(new Set(gets)).toEqual(new Set([1, 2, 3, 4].map((t) => `/1/indexes/sito_tmp_x1/task/${t}`)))
    expect(seen.findIndex((r) => r.url.endsWith('/operation'))).toBeGreaterThan(seen.findLastIndex((r) => r.url.endsWith('/task/3')))
  })
})
