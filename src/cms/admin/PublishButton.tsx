'use client'

import { PublishButton as PayloadPublishButton, useDocumentInfo } from '@payloadcms/ui'
import { useEffect } from 'react'

/**
 * Payload's publish button. Its scheduling drawer pre-selects «Annulla pubblicazione» when no
 * version is newer than the published one (`unpublishedVersionCount` 0), which is also the case
 * of a document never published. Such a document's draft is a version not yet published: counted
 * so in the document's info (Payload's own state, which the status shows as «Bozza» all the same),
 * the drawer pre-selects «Pubblicare», the only sensible choice there.
 */
export function PublishButton() {
  const { hasPublishedDoc, unpublishedVersionCount, setUnpublishedVersionCount } = useDocumentInfo()
  const neverPublished = !hasPublishedDoc && unpublishedVersionCount < 1
  useEffect(() => {
    if (neverPublished) setUnpublishedVersionCount(1)
  }, [neverPublished, setUnpublishedVersionCount])
  return <PayloadPublishButton />
}
