import { safeHref } from '@/content/links'
import { openAnnouncements } from '@/content/listings'
import { avvisoPath } from '@/content/paths'
import { acceptsApplications, avvisoState, type AnnouncementBadge, type AvvisoStatus } from '@/programme/status'
import { sourcedAvvisi, type AvvisiSourceName, type SourcedAvviso } from '@/integrations/avvisi'
import type { Announcement } from '@/payload-types'
import { ANNOUNCEMENTS_LIMIT_MAX } from './config'

/** An avviso as the grid shows it; dates stay ISO strings, formatted where they are shown. */
export type AnnouncementView = {
  id: number | string
  name: string
  /** The state in the CMS or the source (PUBBLICATO, SOSPESO, CHIUSO): with the dates it gives the status. */
  state: string | null
  status: AvvisoStatus
  badge: AnnouncementBadge | null
  /** Days before the closing date while it accepts applications. */
  daysLeft: number | null
  startDate: string
  endDate: string
  entePromotore: string | null
  beneficiari: string[]
  misura: string | null
  /** The avviso's page on the site (/avvisi/<slug>); `url` is where to apply. */
  path: string
  url: string | null
}

export type AnnouncementFilters = {
  entePromotore?: number | null
  /** The ente's name: outside sources name their ente, they do not know our ids. */
  enteLabel?: string | null
  limit?: number | null
  source?: AvvisiSourceName | null
  onlyOpen?: boolean | null
}

const labelOf = (value: string | { label?: string | null } | number | null | undefined): string | null =>
  typeof value === 'string' ? value : value && typeof value === 'object' ? (value.label ?? null) : null

export function toView(a: Announcement | SourcedAvviso, now: Date): AnnouncementView {
  return {
    id: a.id,
    name: a.name,
    state: a.status ?? null,
    ...avvisoState(a, now),
    startDate: a.startDate,
    endDate: a.endDate,
    entePromotore: labelOf(a.entePromotore),
    beneficiari: a.beneficiari ?? [],
    misura: labelOf(a.misura),
    path: avvisoPath(a.name),
    url: safeHref(a.url),
  }
}

async function sourced(filters: AnnouncementFilters, limit: number, now: Date): Promise<(Announcement | SourcedAvviso)[]> {
  if (!filters.source || filters.source === 'cms') return openAnnouncements(filters.entePromotore, filters.onlyOpen ? now : null, limit)
  const ente = filters.entePromotore ? filters.enteLabel?.trim().toLowerCase() : null
  const list = await sourcedAvvisi(filters.source)
  const byEnte = ente ? list.filter((a) => a.entePromotore?.trim().toLowerCase() === ente) : list
  return (filters.onlyOpen ? byEnte.filter((a) => acceptsApplications(avvisoState(a, now).status)) : byEnte).slice(0, limit)
}

export type AnnouncementsLoad = { items: AnnouncementView[]; /** More than the limit exist: the grid links to them. */ more: boolean }

/**
 * Newest first, from the grid's source; an empty list when none accepts applications, so the grid
 * shows its empty state. With onlyOpen, only those accepting applications are read (the limit counts
 * open avvisi, not the newest of all); one more is read to know whether to link to the rest.
 */
export async function loadAnnouncements(filters: AnnouncementFilters, now: Date): Promise<AnnouncementsLoad> {
  const limit = Math.min(filters.limit ?? ANNOUNCEMENTS_LIMIT_MAX, ANNOUNCEMENTS_LIMIT_MAX)
  const docs = (await sourced(filters, limit + 1, now)).map((a) => toView(a, now))
  if (!docs.some((a) => acceptsApplications(a.status))) return { items: [], more: false }
  return { items: docs.slice(0, limit), more: docs.length > limit }
}
