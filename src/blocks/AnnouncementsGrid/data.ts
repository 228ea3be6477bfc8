import {
  announcementBadge,
  announcementStatusLabel,
  hasOpenAnnouncements,
  type AnnouncementBadge,
  type AnnouncementStatusLabel,
} from '@/content/announcements'
import { safeHref } from '@/content/links'
import { latestAnnouncements } from '@/content/listings'
import { avvisoPath } from '@/content/paths'
import { sourcedAvvisi, type AvvisiSourceName, type SourcedAvviso } from '@/integrations/avvisi'
import type { Announcement } from '@/payload-types'
import { ANNOUNCEMENTS_LIMIT_MAX } from './config'

/** An avviso as the grid shows it; dates stay ISO strings, formatted where they are shown. */
export type AnnouncementView = {
  id: number | string
  name: string
  status: AnnouncementStatusLabel
  badge: AnnouncementBadge | null
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
    status: announcementStatusLabel(a.status),
    badge: announcementBadge(a, now),
    startDate: a.startDate,
    endDate: a.endDate,
    entePromotore: labelOf(a.entePromotore),
    beneficiari: a.beneficiari ?? [],
    misura: labelOf(a.misura),
    path: avvisoPath(a.name),
    url: safeHref(a.url),
  }
}

async function sourced(filters: AnnouncementFilters, limit: number): Promise<(Announcement | SourcedAvviso)[]> {
  if (!filters.source || filters.source === 'cms') return latestAnnouncements(filters.entePromotore, limit)
  const ente = filters.entePromotore ? filters.enteLabel?.trim().toLowerCase() : null
  const list = await sourcedAvvisi(filters.source)
  return (ente ? list.filter((a) => a.entePromotore?.trim().toLowerCase() === ente) : list).slice(0, limit)
}

/**
 * Newest first, from the grid's source; an empty list when none is PUBBLICATO, so the grid shows
 * its empty state. With onlyOpen, the closed ones among those read are left out.
 */
export async function loadAnnouncements(filters: AnnouncementFilters, now: Date): Promise<AnnouncementView[]> {
  const docs = await sourced(filters, Math.min(filters.limit ?? ANNOUNCEMENTS_LIMIT_MAX, ANNOUNCEMENTS_LIMIT_MAX))
  if (!hasOpenAnnouncements(docs)) return []
  return docs.filter((a) => !filters.onlyOpen || a.status === 'PUBBLICATO').map((a) => toView(a, now))
}
