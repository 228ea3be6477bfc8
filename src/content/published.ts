import type { CollectionSlug, Where } from 'payload'

/** Collections with drafts (and scheduled publishing): the public site reads only their published docs. */
export const EDITORIAL_COLLECTIONS: ReadonlySet<string> = new Set(['pages', 'faqs', 'news'])

/**
 * The public filter for any read of the site: the local API overrides access, so every query
 * of a drafts-enabled collection adds `_status = published`. With `draft: false` (the default)
 * Payload reads the main table, which keeps the last PUBLISHED version while newer drafts
 * live only in the versions table; unpublished (never or no longer published) docs are drafts there.
 */
export function publishedOnly(collection: CollectionSlug | string, where?: Where): Where | undefined {
  if (!EDITORIAL_COLLECTIONS.has(collection)) return where
  const published: Where = { _status: { equals: 'published' } }
  return where ? { and: [where, published] } : published
}

/** False for a populated relation whose document was never published (main table holds a draft). */
export function isPublished(doc: unknown): boolean {
  return (doc as { _status?: string | null } | null)?._status !== 'draft'
}
