'use client'

import { useEffect, useState, useTransition } from 'react'
import { announcementBadge } from '@/content/announcements'
import { fetchAnnouncements } from './actions'
import { AnnouncementsView, type ViewProps } from './AnnouncementsView'
import type { AnnouncementFilters, AnnouncementView } from './data'

/** Nuovo / In scadenza by the visitor's clock: the cached page and the server may be a day behind. */
const withTodaysBadges = (list: AnnouncementView[]) => list.map((a) => ({ ...a, badge: announcementBadge(a, new Date()) }))

/**
 * Shows the server-rendered list at once (also without JavaScript), then asks the
 * server again: the page may be a cached render, and Nuovo / In scadenza depend on today.
 */
export function AnnouncementsList({ items: initial, filters, ...view }: ViewProps & { filters: AnnouncementFilters }) {
  const [items, setItems] = useState(initial)
  const [pending, startTransition] = useTransition()
  const { entePromotore, limit } = filters

  useEffect(() => {
    setItems((current) => withTodaysBadges(current))
    startTransition(async () => {
      try {
        const fresh = await fetchAnnouncements({ entePromotore, limit })
        startTransition(() => setItems(withTodaysBadges(fresh)))
      } catch {
        // Keep the server-rendered list: it is only as old as the cached page.
      }
    })
  }, [entePromotore, limit])

  return (
    <div aria-busy={pending} aria-live="polite">
      <AnnouncementsView items={items} {...view} />
    </div>
  )
}
