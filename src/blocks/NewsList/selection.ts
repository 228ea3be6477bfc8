import type { NewsListBlock } from '@/payload-types'

/** How many news a selection shows: the latest 3 or 6, or all of them (null). */
export function newsLimit(selection: NewsListBlock['selection']): number | null {
  if (selection === 'latest_3') return 3
  if (selection === 'latest_6') return 6
  return null
}

/** Paginated news: 14 per page, or 12 with 3 columns so that every page fills whole rows. */
export function newsPageSize(columns: NewsListBlock['columns']): number {
  return columns === '3' ? 12 : 14
}
