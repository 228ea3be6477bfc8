/** Page state of list blocks, kept in the URL hash as `#<blockId>-<page>` (pages are 1-based). */

export function pageCount(itemCount: number, pageSize: number): number {
  return Math.max(1, Math.ceil(itemCount / Math.max(1, pageSize)))
}

export function clampPage(page: number, pages: number): number {
  if (!Number.isFinite(page)) return 1
  return Math.min(Math.max(1, Math.trunc(page)), Math.max(1, pages))
}

export function pageHash(blockId: string, page: number): string {
  return `#${blockId}-${page}`
}

/** The page of item `index` (0-based). */
export function pageOfItem(index: number, pageSize: number): number {
  return Math.floor(index / Math.max(1, pageSize)) + 1
}

const escapeRegExp = (s: string) => s.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')

/**
 * The page a hash asks of this block, clamped to `pages`; null when the hash
 * belongs to something else (another block, an anchor), so that block keeps its page.
 */
export function pageFromHash(hash: string, blockId: string, pages: number): number | null {
  const match = new RegExp(`^#?${escapeRegExp(blockId)}-(\\d+)$`).exec(hash)
  return match ? clampPage(Number(match[1]), pages) : null
}

export type PageSlot = number | 'gap'

/** Page links to show: first, last and the neighbours of the current page, with gaps between. */
export function visiblePages(current: number, pages: number): PageSlot[] {
  const wanted = [...new Set([1, current - 1, current, current + 1, pages])]
    .filter((p) => p >= 1 && p <= pages)
    .sort((a, b) => a - b)
  const out: PageSlot[] = []
  for (const p of wanted) {
    const previous = out.at(-1)
    if (typeof previous === 'number' && p - previous > 1) out.push(p - previous === 2 ? previous + 1 : 'gap')
    out.push(p)
  }
  return out
}

/**
 * Server pages: a list sends the browser a window of its pages, about WINDOW_ITEMS items (paged
 * through the hash as above), and the other windows live at `<path>/pagina/<n>`, so no page grows
 * with the number of documents and every page link works without JavaScript. A path segment, not
 * a query string, so each window is a static page cached like any other.
 */
const WINDOW_ITEMS = 30
const WINDOW_SEGMENT = 'pagina'
const MAX_WINDOW = 10_000

/** The address of window `n` of the lists of `path`. */
export function windowHref(path: string, n: number): string {
  if (n <= 1) return path
  return `${path === '/' ? '' : path}/${WINDOW_SEGMENT}/${n}`
}

/** A path ending in `/pagina/<n>` (n from 2): the path without it and n; null for any other path. */
export function splitWindow(segments: string[]): { segments: string[]; window: number } | null {
  const [segment, number] = segments.slice(-2)
  if (segments.length < 2 || segment !== WINDOW_SEGMENT || !/^[1-9]\d*$/.test(number ?? '')) return null
  const window = Number(number)
  return window >= 2 && window <= MAX_WINDOW ? { segments: segments.slice(0, -2), window } : null
}

/** How many pages of `pageSize` items a window holds (at least one). */
export function windowPages(pageSize: number): number {
  return Math.max(1, Math.floor(WINDOW_ITEMS / Math.max(1, pageSize)))
}

/** The window holding page `page` of a list of `pageSize` per page. */
export function windowOfPage(page: number, pageSize: number): number {
  return Math.floor((page - 1) / windowPages(pageSize)) + 1
}

/** The first page of window `window`. */
export function firstPageOfWindow(window: number, pageSize: number): number {
  return (window - 1) * windowPages(pageSize) + 1
}
