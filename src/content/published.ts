import type { CollectionSlug, DataFromCollectionSlug, FindOptions, PaginatedDocs, SelectType } from 'payload'
import { docTag, listTag, tagRender } from './cache-tags'
import { cms } from './cms'
import { EDITORIAL_COLLECTIONS } from './paths'
import { isPreview } from './preview'


const editorial: ReadonlySet<string> = new Set(EDITORIAL_COLLECTIONS)

type PublicFind<S extends CollectionSlug> = Omit<FindOptions<S, SelectType>, 'overrideAccess' | 'user' | 'draft'>

/**
 * What a read makes the page depend on (see cache-tags.ts): by default the collection's list
 * (which documents match, in which order) and each document found; a lookup by slug passes
 * its slug tags instead of the list's; the sitemap and feeds, revalidated on any save, skip the documents'.
 */
type ReadTags = { tags?: string[]; perDoc?: boolean }

/**
 * The one rule for what a visitor may read: the query runs as an anonymous user through the
 * collections' access control, so a drafts-enabled collection (`publishedOrEditor`) returns only
 * published documents. With `draft: false` Payload reads the main table, which keeps the last
 * PUBLISHED version while newer drafts live only in the versions table.
 */
export async function findPublished<S extends CollectionSlug>(
  options: PublicFind<S>,
  { tags, perDoc = true }: ReadTags = {},
): Promise<PaginatedDocs<DataFromCollectionSlug<S>>> {
  const payload = await cms()
  const query = { ...options, overrideAccess: false, draft: false } as FindOptions<CollectionSlug, SelectType>
  const result = (await payload.find(query)) as unknown as PaginatedDocs<DataFromCollectionSlug<S>>
  const found = perDoc ? result.docs.map((doc) => docTag(options.collection, (doc as { id: number }).id)) : []
  await tagRender([...(tags ?? [listTag(options.collection)]), ...found])
  return result
}

/** False for a populated relation whose document was never published (main table holds a draft). */
export function isPublished(doc: unknown): boolean {
  return (doc as { _status?: string | null } | null)?._status !== 'draft'
}

/**
 * What the page being rendered shows: the published documents, or in preview (Next draft mode,
 * turned on only for a signed-in editor by /api/preview) the latest drafts of the editorial types.
 */
export async function findShown<S extends CollectionSlug>(
  options: PublicFind<S>,
  tags?: ReadTags,
): Promise<PaginatedDocs<DataFromCollectionSlug<S>>> {
  if (!editorial.has(options.collection) || !(await isPreview())) return findPublished(options, tags)
  const payload = await cms()
  const query = { ...options, overrideAccess: true, draft: true } as FindOptions<CollectionSlug, SelectType>
  return (await payload.find(query)) as unknown as PaginatedDocs<DataFromCollectionSlug<S>>
}
