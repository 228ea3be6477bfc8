import { APIError, type CollectionAfterChangeHook, type CollectionBeforeValidateHook } from 'payload'
import { HOME_SLUG } from '@/content/paths'

const lastSegment = (slug: string) => slug.split('/').at(-1) ?? slug
const idOf = (v: unknown) => (v && typeof v === 'object' ? (v as { id?: unknown }).id : v) as number | string | null | undefined

/**
 * A page's path is its parent's path plus its own last segment: the slug stores the full
 * path (what the router, breadcrumbs and redirects read), the parent builds it.
 */
export const pathFromParent: CollectionBeforeValidateHook = async ({ data, originalDoc, req }) => {
  const parentId = idOf(data?.parent ?? (data && 'parent' in data ? null : originalDoc?.parent))
  const slug = data?.slug ?? originalDoc?.slug
  if (parentId == null || typeof slug !== 'string' || !slug) return data
  const fail = (message: string): never => {
    throw new APIError(message, 400, { collection: 'pages', errors: [{ path: 'parent', message }] }, true)
  }
  const parent = await req.payload.findByID({ collection: 'pages', id: parentId, depth: 0, draft: true, overrideAccess: true, req, disableErrors: true })
  if (!parent) return fail('La pagina madre non esiste più: scegline un’altra.')
  const own = originalDoc?.slug as string | undefined
  if (String(parentId) === String(originalDoc?.id) || (own && parent.slug.startsWith(`${own}/`))) {
    return fail('Una pagina non può stare sotto se stessa o sotto una delle sue sottopagine.')
  }
  if (parent.slug === HOME_SLUG) return { ...data, slug: lastSegment(slug) }
  return { ...data, slug: `${parent.slug}/${lastSegment(slug)}` }
}

/** When a page's path changes, its children's paths follow (and each leaves its own 301). */
export const moveChildren: CollectionAfterChangeHook = async ({ doc, previousDoc, req }) => {
  if (!previousDoc?.slug || previousDoc.slug === doc.slug) return doc
  const { docs } = await req.payload.find({ collection: 'pages', where: { parent: { equals: doc.id } }, depth: 0, pagination: false, draft: true, overrideAccess: true, req })
  for (const child of docs) {
    const slug = `${doc.slug}/${lastSegment(child.slug)}`
    // A child with unpublished changes gets the new path in its draft only: publishing stays the editor's call.
    if (child._status === 'published') {
      await req.payload.update({ collection: 'pages', id: child.id, data: { slug, _status: 'published' }, overrideAccess: true, req })
    } else await req.payload.update({ collection: 'pages', id: child.id, data: { slug }, draft: true, overrideAccess: true, req })
  }
  return doc
}
