import {
  announcementBadge,
  announcementStatusLabel,
  hasOpenAnnouncements,
  type AnnouncementBadge,
  type AnnouncementStatusLabel,
} from '@/content/announcements'
import { safeHref } from '@/content/links'
import { latestAnnouncements } from '@/content/listings'
import type { Announcement } from '@/payload-types'
import { ANNOUNCEMENTS_LIMIT_MAX } from './config'

/** An avviso as the grid shows it; dates stay ISO strings, formatted where they are shown. */
export type AnnouncementView = {
  id: number
  name: string
  status: AnnouncementStatusLabel
  badge: AnnouncementBadge | null
  startDate: string
  endDate: string
  entePromotore: string | null
  beneficiari: string[]
  url: string | null
}

export type AnnouncementFilters = { entePromotore?: number | null; limit?: number | null; onlyOpen?: boolean | null }

function toView(a: Announcement, now: Date): AnnouncementView {
  return {
    id: a.id,
    name: a.name,
    status: announcementStatusLabel(a.status),
    badge: announcementBadge(a, now),
    startDate: a.startDate,
    endDate: a.endDate,
    entePromotore: a.entePromotore && typeof a.entePromotore === 'object' ? a.entePromotore.label : null,
    beneficiari: a.beneficiari ?? [],
    url: safeHref(a.url),
  }
}

/**
 * Newest first; an empty list when none is PUBBLICATO, so the grid shows its empty state. With
 * onlyOpen, the closed ones among those read are left out.
 */
export async function loadAnnouncements(filters: AnnouncementFilters, now: Date): Promise<AnnouncementView[]> {
  const docs = await latestAnnouncements(filters.entePromotore, Math.min(filters.limit ?? ANNOUNCEMENTS_LIMIT_MAX, ANNOUNCEMENTS_LIMIT_MAX))
  if (!hasOpenAnnouncements(docs)) return []
  return docs.filter((a) => !filters.onlyOpen || a.status === 'PUBBLICATO').map((a) => toView(a, now))
}
