import { slugify } from '@/content/slugify'

/** Pure rules of the reading progress shown beside the text. */

/**
 * Percentage of a block read: 0 while its top is at the bottom of the viewport,
 * 100 once its bottom has come into view.
 */
export function progressOf(top: number, height: number, viewport: number): number {
  if (height <= 0) return 100
  const ratio = (viewport - top) / height
  return Math.round(Math.min(1, Math.max(0, ratio)) * 100)
}

/**
 * Index of the section being read: the last visible one whose heading has passed
 * `offset` pixels from the top of the viewport, else the first visible one.
 * `tops` holds null for hidden sections; -1 when none is visible.
 */
export function currentIndex(tops: readonly (number | null)[], offset: number): number {
  let current = tops.findIndex((t) => t !== null)
  tops.forEach((top, i) => {
    if (top !== null && top <= offset) current = i
  })
  return current
}

/** Heading anchors from section titles: readable, and unique within the block. */
export function anchorIds(titles: readonly string[]): string[] {
  const seen = new Map<string, number>()
  return titles.map((title) => {
    const base = slugify(title) || 'sezione'
    const n = (seen.get(base) ?? 0) + 1
    seen.set(base, n)
    return n === 1 ? base : `${base}-${n}`
  })
}
