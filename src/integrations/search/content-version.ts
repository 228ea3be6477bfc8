import type { Payload, PayloadRequest } from 'payload'

const newVersion = () => `${Date.now().toString(36)}-${Math.random().toString(36).slice(2, 8)}`

/** The content version every instance compares with its index (one small read). */
export async function readContentVersion(payload: Payload): Promise<string> {
  const state = await payload.findGlobal({ slug: 'searchState', depth: 0, overrideAccess: true })
  return state.version ?? ''
}

/**
 * Called by the revalidation hook on every content change, inside the change's
 * transaction (same req), so the new version is visible together with the content.
 */
export async function bumpContentVersion(req: PayloadRequest): Promise<void> {
  try {
    await req.payload.updateGlobal({
      slug: 'searchState',
      data: { version: newVersion() },
      req,
      overrideAccess: true,
      context: { skipRevalidate: true },
    })
    const { afterContentChange } = await import('./algolia-sync')
    afterContentChange(req.payload)
  } catch (err) {
    // The editor's save must not fail because of search: the index catches up on the next change.
    req.payload.logger.error({ msg: 'search content version not updated', err })
  }
}
