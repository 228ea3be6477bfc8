/** The search contract shared by every provider (spec section 3: search hit). */

export const CONTENT_TYPES = ['page', 'news', 'faq', 'resource', 'supporto', 'update', 'dati', 'avviso'] as const
export type ContentType = (typeof CONTENT_TYPES)[number]

/** Spec section 9: the label of each content type. */
export const CONTENT_TYPE_LABELS: Record<ContentType, string> = {
  page: 'Pagina',
  news: 'Notizie',
  faq: 'Domande frequenti',
  resource: 'Risorse',
  supporto: 'Supporto',
  update: 'Aggiornamenti',
  dati: 'Dati',
  avviso: 'Avvisi',
}

/** Types offered as filters: every type but page (spec section 9). */
export const FILTER_TYPES = CONTENT_TYPES.filter((t) => t !== 'page') as Exclude<ContentType, 'page'>[]

export const MIN_QUERY_LENGTH = 3
export const RESULTS_PER_PAGE = 8
export const MAX_HITS = 1000

/** What gets indexed: one record per document. */
export type SearchRecord = {
  objectID: string
  title: string
  content: string
  slug: string
  url: string
  target: '_self' | '_blank'
  content_type: ContentType
  /** Searched, never shown: the programme's synonyms and codes of what the page says. */
  keywords?: string
}

export type HighlightResult = {
  value: string
  matchLevel: 'none' | 'partial' | 'full'
  matchedWords: string[]
}

export type SearchHit = SearchRecord & {
  _highlightResult: { title: HighlightResult; content: HighlightResult }
}

/** page is 1-based here (the URL's); hitsPerPage defaults to RESULTS_PER_PAGE. */
export type SearchQuery = { q: string; filters: ContentType[]; page?: number; hitsPerPage?: number }

/** One page of hits out of at most MAX_HITS; page is clamped to 1..nbPages. */
export type SearchResult = { hits: SearchHit[]; nbHits: number; page: number; nbPages: number }

/** One search backend (embedded Orama, hosted Algolia). */
export interface SearchProvider {
  search(query: SearchQuery): Promise<SearchResult>
}
