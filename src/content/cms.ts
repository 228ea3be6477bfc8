import { getPayload, type Payload } from 'payload'
import { cache } from 'react'

// Loaded on first use, so modules that only import this file (block components under unit test) do not boot Payload.
export const cms = cache(async (): Promise<Payload> => getPayload({ config: (await import('@payload-config')).default }))

/** True while an editor previews drafts (Next draft mode, enabled by /api/preview). */
export async function isPreview(): Promise<boolean> {
  try {
    const { draftMode } = await import('next/headers')
    return (await draftMode()).isEnabled
  } catch {
    return false // outside a request (build-time static params, scripts)
  }
}
