import type { Where } from 'payload'
import { cache } from 'react'
import type { Dati, Faq, News, Page, Resource, Supporto } from '@/payload-types'
import { cms } from './cms'
import { ROUTED_SLUGS, type RoutedCollection } from './paths'
import { isPreview } from './preview'
import { EDITORIAL_COLLECTIONS, findPublished } from './published'

export type RoutedDoc = Page | Faq | News | Resource | Supporto | Dati

/** One document of a routed collection by slug (and category for FAQs); its latest draft in preview. */
export const findBySlug = cache(
  async (collection: RoutedCollection, slug: string, category?: string): Promise<RoutedDoc | null> => {
    const where: Where = category
      ? { and: [{ slug: { equals: slug } }, { category: { equals: category } }] }
      : { slug: { equals: slug } }
    const options = { collection, where, limit: 1, depth: 2, pagination: false } as const
    // Draft mode is only turned on for a signed-in editor (/api/preview), who may read drafts.
    const draft = EDITORIAL_COLLECTIONS.has(collection) && (await isPreview())
    const { docs } = draft
      ? await (await cms()).find({ ...options, draft: true, overrideAccess: true })
      : await findPublished(options)
    return (docs[0] as RoutedDoc | undefined) ?? null
  },
)

/**
 * Titles by slug across every routed collection, for breadcrumbs. Page slugs are
 * full paths; the others are single segments. Pages win over items.
 */
export const titlesBySlug = cache(async (): Promise<Map<string, string>> => {
  const titles = new Map<string, string>()
  for (const collection of [...ROUTED_SLUGS].reverse()) {
    const { docs } = await findPublished({ collection, pagination: false, depth: 0, select: { slug: true, title: true } })
    for (const doc of docs as { slug?: string | null; title?: string | null }[]) {
      if (doc.slug && doc.title) titles.set(doc.slug, doc.title)
    }
  }
  return titles
})

/** Every routed document, lightly, for static params, section indexes and the sitemap. */
export const listRouted = cache(async (collection: RoutedCollection, sort = '-updatedAt') => {
  const { docs } = await findPublished({
    collection,
    pagination: false,
    depth: 0,
    sort,
    select: { slug: true, title: true, category: true, summary: true, createdAt: true, updatedAt: true, customUpdateDate: true, meta: { noindex: true } },
  })
  return docs as Array<Pick<RoutedDoc, 'id' | 'slug' | 'title' | 'createdAt' | 'updatedAt'> & {
    category?: string | null
    summary?: string | null
    customUpdateDate?: string | null
    meta?: { noindex?: boolean | null } | null
  }>
})
