'use client'

import { PublishButton as PayloadPublishButton, useDocumentInfo, useModal } from '@payloadcms/ui'
import { useEffect } from 'react'

/**
 * Payload's publish button. Its scheduling drawer pre-selects «Annulla pubblicazione» when no
 * draft is newer than the published version, which is also the case of a document never
 * published: there the only sensible choice, «Pubblicare», is selected instead.
 */
export function PublishButton() {
  const { id, hasPublishedDoc } = useDocumentInfo()
  const { isModalOpen } = useModal()
  const open = isModalOpen(`schedule-publish-${id}`)
  useEffect(() => {
    if (!open || hasPublishedDoc) return
    // The drawer mounts with the modal: look for its first choice for a moment.
    let tries = 0
    const timer = setInterval(() => {
      const publish = document.querySelector<HTMLInputElement>('.schedule-publish__type li:first-child input[type="radio"]')
      if (publish && !publish.checked) publish.click()
      if (publish || ++tries > 20) clearInterval(timer)
    }, 50)
    return () => clearInterval(timer)
  }, [open, hasPublishedDoc])
  return <PayloadPublishButton />
}
