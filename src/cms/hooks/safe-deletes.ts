import { APIError, type CollectionBeforeChangeHook, type CollectionBeforeDeleteHook, type CollectionBeforeOperationHook, type PayloadRequest } from 'payload'
import { docPath, findReferrers, refusalMessage } from './references'

async function refuseIfReferenced(req: PayloadRequest, collection: string, doc: Record<string, unknown>, action?: string): Promise<void> {
  const id = doc.id as number | string
  const referrers = await findReferrers(req.payload, { collection, id, path: docPath(collection, doc) })
  if (referrers.length === 0) return
  const title = typeof doc.title === 'string' ? doc.title : String(id)
  throw new APIError(refusalMessage(title, referrers, action), 409, { referrers }, true)
}

/** Deleting for good: refused while other documents link here. */
export const refuseReferencedDelete: CollectionBeforeDeleteHook = async ({ req, id, collection }) => {
  const doc = (await req.payload.findByID({ collection: collection.slug, id, depth: 0, draft: true, overrideAccess: true, trash: true, req })) as unknown
  await refuseIfReferenced(req, collection.slug, doc as Record<string, unknown>)
}

/** Moving to the bin (an update that sets deletedAt): refused on the same terms. */
export const refuseReferencedTrash: CollectionBeforeChangeHook = async ({ req, data, originalDoc, collection, operation }) => {
  if (operation !== 'update' || !data?.deletedAt || originalDoc?.deletedAt) return data
  await refuseIfReferenced(req, collection.slug, originalDoc as Record<string, unknown>)
  return data
}

const unpublishKey = (collection: string, id: unknown) => `annulla-pubblicazione:${collection}:${String(id)}`

/**
 * «Annulla pubblicazione» is an update to `_status: 'draft'` that is not a draft save; only the
 * operation knows (`draft`), so it marks the request for the hook below.
 */
export const markUnpublish: CollectionBeforeOperationHook = ({ args, operation, req, collection }) => {
  const a = args as { draft?: boolean; id?: unknown; data?: { _status?: unknown } }
  if (operation === 'update' && !a.draft && a.id != null && a.data?._status === 'draft') req.context[unpublishKey(collection.slug, a.id)] = true
  return args
}

/** Unpublishing takes the page away from visitors as deleting does: refused on the same terms while it is published. */
export const refuseReferencedUnpublish: CollectionBeforeChangeHook = async ({ req, data, originalDoc, collection, operation }) => {
  if (operation !== 'update' || !originalDoc?.id || !req.context[unpublishKey(collection.slug, originalDoc.id)]) return data
  const published = (await req.payload.findByID({ collection: collection.slug, id: originalDoc.id, depth: 0, draft: false, overrideAccess: true, req })) as unknown as Record<string, unknown>
  if (published?._status === 'published') await refuseIfReferenced(req, collection.slug, published, 'togliere dalla pubblicazione')
  return data
}
