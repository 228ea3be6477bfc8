import { isWithinLastDays } from './date-window'

/** Window of the Nuovo / Aggiornato badge (spec section 9). */
const CONTENT_BADGE_DAYS = 60

export type ContentBadge = 'Nuovo' | 'Aggiornato'

type BadgeDates = { createdAt?: string | null; updatedAt?: string | null }

/** Nuovo if created in the last 60 days, else Aggiornato if updated in the last 60 days. */
export function contentBadge(item: BadgeDates, now: Date = new Date()): ContentBadge | null {
  if (isWithinLastDays(item.createdAt, CONTENT_BADGE_DAYS, now)) return 'Nuovo'
  if (isWithinLastDays(item.updatedAt, CONTENT_BADGE_DAYS, now)) return 'Aggiornato'
  return null
}

/** The badge as rendered, with the dates the visitor's browser needs to redo it on a cached page. */
export type FreshBadge = { initial: ContentBadge; createdAt: string | null; updatedAt: string | null }

/**
 * The badge of an item at render time, or null. With fixed dates a badge can only
 * expire as days pass (Nuovo, then Aggiornato, then none), never appear: an item
 * without one needs nothing from the browser.
 */
export function freshBadge(item: BadgeDates, now: Date): FreshBadge | null {
  const initial = contentBadge(item, now)
  return initial ? { initial, createdAt: item.createdAt ?? null, updatedAt: item.updatedAt ?? null } : null
}
