import { APIError, type CollectionBeforeChangeHook, type CollectionBeforeDeleteHook, type PayloadRequest } from 'payload'
import { docPath, findReferrers, refusalMessage } from './references'

async function refuseIfReferenced(req: PayloadRequest, collection: string, doc: Record<string, unknown>): Promise<void> {
  const id = doc.id as number | string
  const referrers = await findReferrers(req.payload, { collection, id, path: docPath(collection, doc) })
  if (referrers.length === 0) return
  const title = typeof doc.title === 'string' ? doc.title : String(id)
  throw new APIError(refusalMessage(title, referrers), 409, { referrers }, true)
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
