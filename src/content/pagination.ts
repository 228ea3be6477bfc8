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
