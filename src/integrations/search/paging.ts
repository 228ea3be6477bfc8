import { clampPage, pageCount } from '@/content/pagination'
import { MAX_HITS, RESULTS_PER_PAGE, type SearchQuery } from './types'

export type PageWindow = { page: number; nbPages: number; from: number; to: number }

/** The slice of `total` hits (capped at MAX_HITS) that page shows, the page clamped to valid pages. */
export function pageWindow(total: number, query: Pick<SearchQuery, 'page' | 'hitsPerPage'>): PageWindow {
  const size = Math.max(1, query.hitsPerPage ?? RESULTS_PER_PAGE)
  const capped = Math.min(total, MAX_HITS)
  const nbPages = pageCount(capped, size)
  const page = clampPage(query.page ?? 1, nbPages)
  return { page, nbPages, from: (page - 1) * size, to: Math.min(capped, page * size) }
}
