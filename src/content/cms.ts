import { getPayload, type Payload, type Where } from 'payload'
import { cache } from 'react'
import type { Dati, Faq, News, Page, Resource, Supporto } from '@/payload-types'
import { EDITORIAL_COLLECTIONS, publishedOnly } from './published'
import type { RoutedCollection } from './paths'

export type RoutedDoc = Page | Faq | News | Resource | Supporto | Dati

// Loaded on first use, so modules that only import this file (block components under unit test) do not boot Payload.
export const cms = cache(async (): Promise<Payload> => getPayload({ config: (await import('@payload-config')).default }))

export { EDITORIAL_COLLECTIONS, isPublished, publishedOnly } from './published'

/** True while an editor previews drafts (Next draft mode, enabled by /api/preview). */
export async function isPreview(): Promise<boolean> {
  try {
    const { draftMode } = await import('next/headers')
    return (await draftMode()).isEnabled
  } catch {
    return false // outside a request (build-time static params, scripts)
  }
}

/** One document of a routed collection by slug (and category for FAQs); its latest draft in preview. */
export const findBySlug = cache(
  async (collection: RoutedCollection, slug: string, category?: string): Promise<RoutedDoc | null> => {
    const payload = await cms()
    const where: Where = category
      ? { and: [{ slug: { equals: slug } }, { category: { equals: category } }] }
      : { slug: { equals: slug } }
    const draft = EDITORIAL_COLLECTIONS.has(collection) && (await isPreview())
    const { docs } = await payload.find({
      collection,
      where: draft ? where : publishedOnly(collection, where),
      draft,
      limit: 1,
      depth: 2,
      pagination: false,
    })
    return (docs[0] as RoutedDoc | undefined) ?? null
  },
)

const TITLED: RoutedCollection[] = ['pages', 'faqs', 'news', 'resources', 'supportos', 'datis']

/**
 * Titles by slug across every routed collection, for breadcrumbs. Page slugs are
 * full paths; the others are single segments. Pages win over items.
 */
export const titlesBySlug = cache(async (): Promise<Map<string, string>> => {
  const payload = await cms()
  const titles = new Map<string, string>()
  for (const collection of [...TITLED].reverse()) {
    const { docs } = await payload.find({
      collection,
      where: publishedOnly(collection),
      pagination: false,
      depth: 0,
      select: { slug: true, title: true },
    })
    for (const doc of docs as { slug?: string | null; title?: string | null }[]) {
      if (doc.slug && doc.title) titles.set(doc.slug, doc.title)
    }
  }
  return titles
})

/** Every routed document, lightly, for static params, section indexes and the sitemap. */
export const listRouted = cache(async (collection: RoutedCollection, sort = '-updatedAt') => {
  const payload = await cms()
  const { docs } = await payload.find({
    collection,
    where: publishedOnly(collection),
    pagination: false,
    depth: 0,
    sort,
    select: { slug: true, title: true, category: true, summary: true, createdAt: true, updatedAt: true, customUpdateDate: true },
  })
  return docs as Array<Pick<RoutedDoc, 'id' | 'slug' | 'title' | 'createdAt' | 'updatedAt'> & {
    category?: string | null
    summary?: string | null
    customUpdateDate?: string | null
  }>
})
