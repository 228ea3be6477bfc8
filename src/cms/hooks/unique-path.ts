import { APIError, type CollectionBeforeValidateHook, type CollectionSlug, type Payload, type Where } from 'payload'
import { matchPath } from '@/content/paths'
import { reservedPageSlug } from '@/content/reserved-paths'
import { COLLECTION_LABELS, docPath } from './references'

type Owner = { collection: string; id: number | string; title: string }

async function findOne(payload: Payload, collection: CollectionSlug, where: Where): Promise<Owner | null> {
  const { docs } = await payload.find({ collection, where, limit: 1, depth: 0, draft: true, overrideAccess: true, pagination: false })
  const doc = docs[0] as { id: number | string; title?: string } | undefined
  return doc ? { collection, id: doc.id, title: doc.title ?? String(doc.id) } : null
}

/** Every document (drafts included) that a request for the path could show. */
async function ownersOf(payload: Payload, path: string): Promise<Owner[]> {
  const owners: Owner[] = []
  for (const match of matchPath(path.slice(1).split('/'))) {
    const found =
      match.kind === 'page'
        ? await findOne(payload, 'pages', { slug: { equals: match.slug } })
        : match.kind === 'item'
          ? await findOne(payload, match.collection, { slug: { equals: match.slug } })
          : match.kind === 'faq' && match.canonical
            ? await findOne(payload, 'faqs', { and: [{ slug: { equals: match.slug } }, { category: { equals: match.category } }] })
            : null
    if (found) owners.push(found)
  }
  return owners
}

/** A 400 whose message is the Italian reason itself (shown by the admin's toast and by the API), with the field to mark. */
function fail(collection: string, message: string): never {
  throw new APIError(message, 400, { collection, errors: [{ path: 'slug', message }] }, true)
}

/**
 * A page may not take a reserved path, and no two documents of any routed collection may
 * share a URL (the page would silently hide the item). Runs on drafts too.
 */
export const uniquePublicPath: CollectionBeforeValidateHook = async ({ req, data, originalDoc, collection }) => {
  const merged = { ...originalDoc, ...data }
  const path = docPath(collection.slug, merged)
  if (!path) return data
  if (collection.slug === 'pages') {
    const reserved = reservedPageSlug(String(merged.slug))
    if (reserved) fail(collection.slug, reserved)
  }
  const other = (await ownersOf(req.payload, path)).find((o) => !(o.collection === collection.slug && String(o.id) === String(originalDoc?.id)))
  if (other) {
    fail(collection.slug, `L’indirizzo ${path} è già usato da ${COLLECTION_LABELS[other.collection] ?? other.collection} «${other.title}»: scegli un altro slug.`)
  }
  return data
}
