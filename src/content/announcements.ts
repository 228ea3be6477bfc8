import { isWithinLastDays, isWithinNextDays } from './date-window'

/** Window of the Nuovo / In scadenza badge of an avviso (spec section 9). */
const ANNOUNCEMENT_BADGE_DAYS = 15

export type AnnouncementStatusLabel = 'Aperto' | 'Chiuso'
export type AnnouncementBadge = 'Nuovo' | 'In scadenza'

/** PUBBLICATO is shown as Aperto; any other status as Chiuso. */
export function announcementStatusLabel(status: string | null | undefined): AnnouncementStatusLabel {
  return status === 'PUBBLICATO' ? 'Aperto' : 'Chiuso'
}

/** Nuovo if it started in the last 15 days, else In scadenza if it ends in the next 15 days. */
export function announcementBadge(
  avviso: { startDate?: string | null; endDate?: string | null },
  now: Date = new Date(),
): AnnouncementBadge | null {
  if (isWithinLastDays(avviso.startDate, ANNOUNCEMENT_BADGE_DAYS, now)) return 'Nuovo'
  if (isWithinNextDays(avviso.endDate, ANNOUNCEMENT_BADGE_DAYS, now)) return 'In scadenza'
  return null
}

/** The announcements grid shows its empty state when none is PUBBLICATO. */
export function hasOpenAnnouncements(list: { status?: string | null }[]): boolean {
  return list.some((a) => a.status === 'PUBBLICATO')
}
