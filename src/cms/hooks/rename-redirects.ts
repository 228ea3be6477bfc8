import type { CollectionAfterChangeHook, CollectionBeforeChangeHook } from 'payload'
import { isRouted } from '@/content/paths'
import { docPath } from './references'

/**
 * A published document whose path changes (slug, or an FAQ's category) leaves a 301 from
 * the old path to the document (a reference, so later renames follow). A redirect from the
 * new path, left by an earlier rename back, is removed: it would now loop.
 */
export const rememberPublishedPath: CollectionBeforeChangeHook = async ({ req, data, originalDoc, collection, operation }) => {
  if (operation !== 'update' || !originalDoc?.id) return data
  const drafts = Boolean(collection.versions?.drafts)
  if (drafts && data?._status !== 'published') return data
  const published = drafts
    ? await req.payload.findByID({ collection: collection.slug, id: originalDoc.id, depth: 0, draft: false, overrideAccess: true, req, disableErrors: true })
    : originalDoc
  if (!published || (drafts && published._status !== 'published')) return data
  // req.context: the hook's own `context` argument is not the object the afterChange hooks get.
  req.context.previousPath = docPath(collection.slug, published)
  return data
}

export const redirectFromOldPath: CollectionAfterChangeHook = async ({ req, doc, collection }) => {
  const oldPath = req.context.previousPath
  const newPath = docPath(collection.slug, doc)
  const relationTo = collection.slug
  if (typeof oldPath !== 'string' || !newPath || oldPath === newPath || !isRouted(relationTo)) return doc
  await req.payload.delete({ collection: 'redirects', where: { from: { equals: newPath } }, overrideAccess: true, req })
  const to = { type: 'reference' as const, reference: { relationTo, value: doc.id as number } }
  const existing = await req.payload.find({ collection: 'redirects', where: { from: { equals: oldPath } }, limit: 1, depth: 0, overrideAccess: true, req })
  const data = { from: oldPath, to, type: '301' as const }
  if (existing.docs[0]) await req.payload.update({ collection: 'redirects', id: existing.docs[0].id, data, overrideAccess: true, req })
  else await req.payload.create({ collection: 'redirects', data, overrideAccess: true, req })
  req.payload.logger.info({ msg: 'redirect created on rename', from: oldPath, to: newPath })
  return doc
}
