'use client'

import { LeaveWithoutSaving, PublishButton as PayloadPublishButton, useAuth, useConfig, useDocumentInfo } from '@payloadcms/ui'
import { useEffect } from 'react'
import { SchedulePublish } from './SchedulePublish.client'

/**
 * The editor's lock on the document ends when they leave it (another view, a reload, the tab
 * closed): an autosave keeps it (hooks/lock-holder.ts), and Payload removes it only when leaving
 * with changes not saved, which autosave makes rare.
 */
function useReleaseLockOnLeave() {
  const { id, collectionSlug } = useDocumentInfo()
  const { user } = useAuth()
  const { config } = useConfig()
  const userId = user?.id
  useEffect(() => {
    if (id == null || !collectionSlug || userId == null) return
    const where = `where[document.value][equals]=${encodeURIComponent(String(id))}&where[document.relationTo][equals]=${collectionSlug}&where[user.value][equals]=${encodeURIComponent(String(userId))}`
    const url = `${config.serverURL}${config.routes.api}/payload-locked-documents?${where}`
    const release = () => void fetch(url, { method: 'DELETE', credentials: 'include', keepalive: true }).catch(() => undefined)
    window.addEventListener('pagehide', release)
    return () => {
      window.removeEventListener('pagehide', release)
      release()
    }
  }, [id, collectionSlug, userId, config.serverURL, config.routes.api])
}

/**
 * Payload's publish button, and beside it «Programma» (SchedulePublish: Payload's scheduling
 * drawer reads dates the English way, its menu item is hidden). Scheduling pre-selects the
 * unpublishing when no version is newer than the published one (`unpublishedVersionCount` 0),
 * which is also the case of a document never published. Such a document's draft is a version not
 * yet published: counted so in the document's info (Payload's own state, which the status shows
 * as «Bozza» all the same), scheduling pre-selects «Pubblicazione», the only sensible choice there.
 *
 * Payload's autosave waits for a pause in typing (800 ms) and then for the server: a change made
 * just before leaving the page (a table pasted from Excel, then a click on «Pagine») was lost
 * without a word. While a change is not yet saved, leaving asks first, as Payload does in
 * documents without autosave (its LeaveWithoutSaving). This button is rendered on every editorial
 * document for every role that can save, so it also releases the editor's lock on leaving.
 */
export function PublishButton() {
  const { hasPublishedDoc, unpublishedVersionCount, setUnpublishedVersionCount } = useDocumentInfo()
  const neverPublished = !hasPublishedDoc && unpublishedVersionCount < 1
  useEffect(() => {
    if (neverPublished) setUnpublishedVersionCount(1)
  }, [neverPublished, setUnpublishedVersionCount])
  useReleaseLockOnLeave()
  return (
    <>
      <PayloadPublishButton />
      <SchedulePublish />
      <LeaveWithoutSaving />
    </>
  )
}
