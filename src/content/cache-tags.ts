import { revalidatePath, revalidateTag, unstable_cache } from 'next/cache'
import type { RevalidationScope } from '@/ops/instances'
import { EDITORIAL_COLLECTIONS } from './paths'

/**
 * Next cache tags: every reader of public content tags what it reads, so a page's cache entry
 * carries the tags of the documents and lists it shows, and a save revalidates only those
 * (src/cms/hooks/revalidate.ts).
 *  - `doc:<collection>:<id>`     one document: its page, the list pages and cards that show it
 *  - `slug:<collection>:<slug>`  a lookup by slug, found or not: a page, a breadcrumb title
 *  - `list:<collection>`         which documents a list holds and in which order
 *  - `feeds`                     the sitemap and the news feeds
 *  - `global:<slug>`             a global shown by some pages only (the frame's globals revalidate the site)
 */
export const docTag = (collection: string, id: number | string) => `doc:${collection}:${id}`
export const slugTag = (collection: string, slug: string) => `slug:${collection}:${slug}`
export const listTag = (collection: string) => `list:${collection}`
export const FEEDS_TAG = 'feeds'
export const globalTag = (slug: string) => `global:${slug}`

/** Next accepts at most 128 tags on one cached read. */
const MAX_TAGS = 128

const tagOnly = (tags: string[]) => unstable_cache(async () => true, ['tags', ...tags], { tags })

/**
 * Adds tags to the page (or route) being rendered, so its cached entry is revalidated with them.
 * The reads stay uncached: the page is what is cached. An empty cached read is Next's public
 * way to attach tags to a render.
 */
export async function tagRender(tags: string[]): Promise<void> {
  const unique = [...new Set(tags)]
  try {
    for (let i = 0; i < unique.length; i += MAX_TAGS) await tagOnly(unique.slice(i, i + MAX_TAGS))()
  } catch {
    // outside a Next server (unit tests, seed, CLI) there is no cache to tag
  }
}

/** Collections whose readers tag what they read; a change elsewhere (media, taxonomies) can show anywhere. */
const TAGGED: ReadonlySet<string> = new Set(EDITORIAL_COLLECTIONS)

/** Fields that decide whether and where a document appears in lists and breadcrumbs (filter, order, title). */
const LISTED_FIELDS = ['title', 'name', 'category', 'customUpdateDate', 'data', 'startDate', 'endDate', 'status', 'entePromotore']

type Doc = Record<string, unknown> & { id?: number | string; slug?: string | null; _status?: string | null }

const isLive = (doc: Doc | undefined) => Boolean(doc) && doc!._status !== 'draft'

/**
 * What a change makes stale: the whole site ('site') when links to the document may be anywhere
 * (a new address, a deletion) or the collection is not tagged; else its own tags (its page and
 * every page listing it), plus its collection's lists when it enters, leaves or moves within them.
 */
export function tagsForChange(collection: string, doc: Doc, previous: Doc | undefined, deleted = false): string[] | 'site' {
  if (!TAGGED.has(collection) || deleted) return 'site'
  if (previous && isLive(previous) && (previous.slug ?? null) !== (doc.slug ?? null)) return 'site'
  const tags = [docTag(collection, doc.id!), FEEDS_TAG]
  if (doc.slug) tags.push(slugTag(collection, doc.slug))
  const moved = !previous || isLive(previous) !== isLive(doc) || LISTED_FIELDS.some((f) => JSON.stringify(previous[f]) !== JSON.stringify(doc[f]))
  if (moved) tags.push(listTag(collection))
  return tags
}

/**
 * Clears this instance's cached pages for a scope: each tagged page (immediately, so the next
 * request renders the new content), or every page and the feeds. Only inside a Next request.
 */
export function revalidateHere(scope: RevalidationScope): void {
  const expireNow = { expire: 0 }
  if (scope === 'site') {
    revalidatePath('/', 'layout')
    revalidateTag(FEEDS_TAG, expireNow)
    return
  }
  for (const tag of scope) revalidateTag(tag, expireNow)
}
