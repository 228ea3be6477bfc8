import type { Payload, PayloadRequest } from 'payload'

const newId = () => `${Date.now().toString(36)}-${Math.random().toString(36).slice(2, 8)}`

/** A change of one document: a version also says which one, and the version it follows. */
export type DocumentChange = { collection: string; id: number | string }

/**
 * `<id>` after any change, or `<id>~<previous id>~<collection>:<doc id>` after a change of one
 * document, so an index built from the previous version can apply that one document alone.
 */
export function versionAfter(previous: string, change?: DocumentChange): string {
  const id = newId()
  return change ? `${id}~${versionId(previous)}~${change.collection}:${change.id}` : id
}

export const versionId = (version: string) => version.split('~')[0] ?? ''

/** The one document a version changed from `from`, or null (rebuild) when it says none or follows another version. */
export function changeSince(from: string, to: string): DocumentChange | null {
  const [, previous, doc] = to.split('~')
  const match = /^([a-z]+):(\d+)$/.exec(doc ?? '')
  if (!match || previous !== versionId(from)) return null
  return { collection: match[1]!, id: Number(match[2]) }
}

/** The content version every instance compares with its index (one small read). */
export async function readContentVersion(payload: Payload): Promise<string> {
  const state = await payload.findGlobal({ slug: 'searchState', depth: 0, overrideAccess: true })
  return state.version ?? ''
}

/**
 * Called by the revalidation hook on every content change, inside the change's
 * transaction (same req), so the new version is visible together with the content.
 */
export async function bumpContentVersion(req: PayloadRequest, change?: DocumentChange): Promise<void> {
  try {
    const previous = await req.payload.findGlobal({ slug: 'searchState', depth: 0, overrideAccess: true, req })
    await req.payload.updateGlobal({
      slug: 'searchState',
      data: { version: versionAfter(previous.version ?? '', change) },
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
