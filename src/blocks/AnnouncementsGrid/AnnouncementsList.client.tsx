'use client'

import { useEffect, useState, useTransition } from 'react'
import { useHydrated } from '@/components/hooks/useHydrated'
import { avvisoState } from '@/programme/status'
import { fetchAnnouncements } from './actions'
import { AnnouncementsView, type ViewProps } from './AnnouncementsView'
import type { AnnouncementFilters, AnnouncementView } from './data'

/** Status, Nuovo and days left by the visitor's clock: the cached page and the server may be a day behind. */
const withTodaysStatus = (list: AnnouncementView[]) =>
  list.map((a) => ({ ...a, ...avvisoState({ status: a.state, startDate: a.startDate, endDate: a.endDate }, new Date()) }))

/**
 * The avvisi of the CMS are as current as the page: a save revalidates the pages that list them,
 * and the badges follow the visitor's clock. An outside source changes on its own: a render of it
 * older than this is asked of the server again (which reads the source when its hour is over).
 */
const CURRENT_FOR_MS = 10 * 60_000

const asksAgain = (source: AnnouncementFilters['source'], renderedAt: string) =>
  Boolean(source && source !== 'cms') && Date.now() - Date.parse(renderedAt) >= CURRENT_FOR_MS

type Props = ViewProps & { filters: AnnouncementFilters; renderedAt: string }

/**
 * Shows the server-rendered list at once (also without JavaScript); asks the server again only for
 * an old render of an outside source, so a page of the CMS's avvisi costs no request.
 */
export function AnnouncementsList({ items: initial, more: initialMore, filters, renderedAt, ...view }: Props) {
  const hydrated = useHydrated()
  const [{ items, more }, setItems] = useState({ items: initial, more: initialMore })
  const [pending, startTransition] = useTransition()
  const { entePromotore, enteLabel, limit, source, onlyOpen } = filters

  useEffect(() => {
    if (!asksAgain(source, renderedAt)) return
    startTransition(async () => {
      try {
        const fresh = await fetchAnnouncements({ entePromotore, enteLabel, limit, source, onlyOpen })
        startTransition(() => setItems(fresh))
      } catch {
        // Keep the server-rendered list: it is only as old as the cached page.
      }
    })
  }, [entePromotore, enteLabel, limit, source, onlyOpen, renderedAt])

  // The server's statuses until hydrated (the HTML must match), the visitor's from then on.
  return (
    <div aria-busy={pending} aria-live="polite">
      {pending && (
        <p className="sito-avvisi__caricamento">
          <span className="sito-avvisi__spinner" aria-hidden="true" />
          Caricamento degli avvisi in corso…
        </p>
      )}
      <AnnouncementsView items={hydrated ? withTodaysStatus(items) : items} more={more} {...view} />
    </div>
  )
}
