import { isWithinLastDays } from './dates'

/** Window of the Nuovo / Aggiornato badge (spec section 9). */
const CONTENT_BADGE_DAYS = 60

export type ContentBadge = 'Nuovo' | 'Aggiornato'

/** Nuovo if created in the last 60 days, else Aggiornato if updated in the last 60 days. */
export function contentBadge(
  item: { createdAt?: string | null; updatedAt?: string | null },
  now: Date = new Date(),
): ContentBadge | null {
  if (isWithinLastDays(item.createdAt, CONTENT_BADGE_DAYS, now)) return 'Nuovo'
  if (isWithinLastDays(item.updatedAt, CONTENT_BADGE_DAYS, now)) return 'Aggiornato'
  return null
}
