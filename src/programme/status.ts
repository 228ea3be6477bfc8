import { isWithinLastDays, toDate } from '@/content/date-window'

/** Window of the Nuovo and In scadenza states of an avviso (spec section 9). */
const ANNOUNCEMENT_BADGE_DAYS = 15
const DAY_MS = 24 * 60 * 60 * 1000

/** What a visitor is told about an avviso, from its state in the CMS and its dates. */
export type AvvisoStatus = 'Di prossima apertura' | 'Aperto' | 'In scadenza' | 'Sospeso' | 'Chiuso'
export type AnnouncementBadge = 'Nuovo'

/** The values of the avvisi's «stato» filter (page and feeds), in the order the page offers them. */
export const AVVISI_STATE_FILTERS = ['aperto', 'prossima-apertura', 'sospeso', 'chiuso'] as const
export type AvvisoStateFilter = (typeof AVVISI_STATE_FILTERS)[number]

type Dated = { status?: string | null; startDate?: string | null; endDate?: string | null }

/**
 * SOSPESO is Sospeso and CHIUSO (or any state but PUBBLICATO) is Chiuso; a PUBBLICATO avviso is Di
 * prossima apertura before its opening date, Chiuso after its closing date, In scadenza in its
 * last 15 days, Aperto otherwise.
 */
export function avvisoStatus(avviso: Dated, now: Date = new Date()): AvvisoStatus {
  if (avviso.status === 'SOSPESO') return 'Sospeso'
  if (avviso.status !== 'PUBBLICATO') return 'Chiuso'
  const start = toDate(avviso.startDate)
  const end = toDate(avviso.endDate)
  if (start && start > now) return 'Di prossima apertura'
  if (end && end <= now) return 'Chiuso'
  if (end && end.getTime() - now.getTime() <= ANNOUNCEMENT_BADGE_DAYS * DAY_MS) return 'In scadenza'
  return 'Aperto'
}

/** Whether applications are accepted now: Aperto or In scadenza. */
export const acceptsApplications = (status: AvvisoStatus): boolean => status === 'Aperto' || status === 'In scadenza'

/** Whole days left before the closing date (0 on its last day), or null when it has passed. */
function daysLeft(endDate: string | null | undefined, now: Date = new Date()): number | null {
  const end = toDate(endDate)
  if (!end || end <= now) return null
  return Math.floor((end.getTime() - now.getTime()) / DAY_MS)
}

/** «scade oggi», «scade domani», «scade tra 9 giorni». */
export function deadlineText(days: number): string {
  if (days <= 0) return 'scade oggi'
  if (days === 1) return 'scade domani'
  return `scade tra ${days} giorni`
}

/** Nuovo while it accepts applications and opened in the last 15 days. */
export function announcementBadge(avviso: Dated, now: Date = new Date()): AnnouncementBadge | null {
  return acceptsApplications(avvisoStatus(avviso, now)) && isWithinLastDays(avviso.startDate, ANNOUNCEMENT_BADGE_DAYS, now) ? 'Nuovo' : null
}

/** The status, badge and days left of an avviso at a moment (the server's, or the visitor's clock). */
export function avvisoState(avviso: Dated, now: Date = new Date()) {
  const status = avvisoStatus(avviso, now)
  return { status, badge: announcementBadge(avviso, now), daysLeft: acceptsApplications(status) ? daysLeft(avviso.endDate, now) : null }
}
