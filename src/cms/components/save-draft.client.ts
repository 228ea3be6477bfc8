'use client'

import { useConfig, useDocumentInfo, useForm, useFormModified } from '@payloadcms/ui'
import { useCallback } from 'react'

/**
 * Saves what the editor typed as a draft, as autosave would, when autosave has not stored it yet:
 * an action that reads the stored document (send for review, read the sources) then sees what is
 * on screen.
 */
export function useSaveDraft(): () => Promise<void> {
  const { id, collectionSlug } = useDocumentInfo()
  const { submit } = useForm()
  const modified = useFormModified()
  const { config } = useConfig()
  return useCallback(async () => {
    if (!modified || id == null || !collectionSlug) return
    await submit({
      action: `${config.serverURL}${config.routes.api}/${collectionSlug}/${id}?draft=true&autosave=true&depth=0`,
      method: 'PATCH',
      overrides: { _status: 'draft' },
      skipValidation: true,
      disableSuccessStatus: true,
      disableFormWhileProcessing: false,
      acceptValues: { overrideLocalChanges: false },
    })
  }, [modified, id, collectionSlug, submit, config.serverURL, config.routes.api])
}
