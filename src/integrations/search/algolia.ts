/**
 * Algolia search with the public search key: runs in the browser (spec section 7) and
 * in tests. No secrets here: the admin key is only in algolia-sync.ts.
 */
import type { AlgoliaPublicConfig } from './config'
import { pageWindow } from './paging'
import { MAX_HITS, type SearchHit, type SearchProvider, type SearchQuery, type SearchResult } from './types'

const searchHost = (c: Pick<AlgoliaPublicConfig, 'appId' | 'baseUrl'>) => c.baseUrl ?? `https://${c.appId}-dsn.algolia.net`

export function algoliaHeaders(appId: string, apiKey: string): Record<string, string> {
  return { 'X-Algolia-Application-Id': appId, 'X-Algolia-API-Key': apiKey, 'Content-Type': 'application/json' }
}

/** Algolia filter syntax for the chosen content types ('' for all). */
function typeFilter(types: readonly string[]): string {
  return types.map((t) => `content_type:${t}`).join(' OR ')
}

/** The request body: up to 1000 hits in one call, paged here as on the server. */
function queryBody(query: SearchQuery) {
  const filters = typeFilter(query.filters)
  return {
    query: query.q,
    hitsPerPage: MAX_HITS,
    page: 0,
    attributesToHighlight: ['title', 'content'],
    highlightPreTag: '<em>',
    highlightPostTag: '</em>',
    ...(filters ? { filters } : {}),
  }
}

type AlgoliaAnswer = { hits?: SearchHit[]; nbHits?: number }

export async function algoliaSearch(config: AlgoliaPublicConfig, query: SearchQuery, signal?: AbortSignal): Promise<SearchResult> {
  const url = `${searchHost(config)}/1/indexes/${encodeURIComponent(config.indexName)}/query`
  const response = await fetch(url, {
    method: 'POST',
    headers: algoliaHeaders(config.appId, config.searchKey),
    body: JSON.stringify(queryBody(query)),
    signal,
  })
  if (!response.ok) throw new Error(`Algolia ha risposto ${response.status}`)
  const answer = (await response.json()) as AlgoliaAnswer
  const all = (answer.hits ?? []).slice(0, MAX_HITS)
  const window = pageWindow(all.length, query)
  return { hits: all.slice(window.from, window.to), nbHits: all.length, page: window.page, nbPages: window.nbPages }
}

export function algoliaProvider(config: AlgoliaPublicConfig): SearchProvider {
  return { search: (query) => algoliaSearch(config, query) }
}
