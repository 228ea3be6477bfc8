'use client'

import { useEffect, useState, useTransition } from 'react'
import { useHydrated } from '@/components/hooks/useHydrated'
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
  const hydrated = useHydrated()
  const [items, setItems] = useState(initial)
  const [pending, startTransition] = useTransition()
  const { entePromotore, enteLabel, limit, source, onlyOpen } = filters

  useEffect(() => {
    startTransition(async () => {
      try {
        const fresh = await fetchAnnouncements({ entePromotore, enteLabel, limit, source, onlyOpen })
        startTransition(() => setItems(fresh))
      } catch {
        // Keep the server-rendered list: it is only as old as the cached page.
      }
    })
  }, [entePromotore, enteLabel, limit, source, onlyOpen])

  // The server's badges until hydrated (the HTML must match), the visitor's from then on.
  return (
    <div aria-busy={pending} aria-live="polite">
      {pending && (
        <p className="sito-avvisi__caricamento">
          <span className="sito-avvisi__spinner" aria-hidden="true" />
          Caricamento degli avvisi in corso…
        </p>
      )}
      <AnnouncementsView items={hydrated ? withTodaysBadges(items) : items} {...view} />
    </div>
  )
}
