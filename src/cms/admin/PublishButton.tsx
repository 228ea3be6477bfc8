'use client'

import { LeaveWithoutSaving, PublishButton as PayloadPublishButton, useDocumentInfo } from '@payloadcms/ui'
import { useEffect } from 'react'

/**
 * Payload's publish button. Its scheduling drawer pre-selects «Annulla pubblicazione» when no
 * version is newer than the published one (`unpublishedVersionCount` 0), which is also the case
 * of a document never published. Such a document's draft is a version not yet published: counted
 * so in the document's info (Payload's own state, which the status shows as «Bozza» all the same),
 * the drawer pre-selects «Pubblicare», the only sensible choice there.
 *
 * Payload's autosave waits for a pause in typing (800 ms) and then for the server: a change made
 * just before leaving the page (a table pasted from Excel, then a click on «Pagine») was lost
 * without a word. While a change is not yet saved, leaving asks first, as Payload does in
 * documents without autosave (its LeaveWithoutSaving, shown on every editorial document: this
 * button is rendered for every role that can save).
 */
export function PublishButton() {
  const { hasPublishedDoc, unpublishedVersionCount, setUnpublishedVersionCount } = useDocumentInfo()
  const neverPublished = !hasPublishedDoc && unpublishedVersionCount < 1
  useEffect(() => {
    if (neverPublished) setUnpublishedVersionCount(1)
  }, [neverPublished, setUnpublishedVersionCount])
  return (
    <>
      <PayloadPublishButton />
      <LeaveWithoutSaving />
    </>
  )
}
