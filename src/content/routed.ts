import type { Where } from 'payload'
import { cache } from 'react'
import type { Dati, Faq, News, Page, Resource, Supporto } from '@/payload-types'
import { FEEDS_TAG, slugTag } from './cache-tags'
import { ROUTED_SLUGS, type RoutedCollection } from './paths'
import { findPublished, findShown } from './published'
import { NEWS_ORDER } from './news-order'

export type RoutedDoc = Page | Faq | News | Resource | Supporto | Dati

/** One document of a routed collection by slug (and category for FAQs); its latest draft in preview. */
export const findBySlug = cache(
  async (collection: RoutedCollection, slug: string, category?: string): Promise<RoutedDoc | null> => {
    const where: Where = category
      ? { and: [{ slug: { equals: slug } }, { category: { equals: category } }] }
      : { slug: { equals: slug } }
    const options = { collection, where, limit: 1, depth: 2, pagination: false } as const
    const { docs } = await findShown(options, { tags: [slugTag(collection, slug)] })
    return (docs[0] as RoutedDoc | undefined) ?? null
  },
)

/**
 * Titles of the given slugs across every routed collection, for breadcrumbs. Page slugs are
 * full paths; the others are single segments. Pages win over items. Only the path's own
 * slugs are read (and tagged), so a page depends on the titles it shows and no others.
 */
export async function titlesOf(slugs: string[]): Promise<Map<string, string>> {
  const titles = new Map<string, string>()
  if (!slugs.length) return titles
  for (const collection of [...ROUTED_SLUGS].reverse()) {
    const { docs } = await findPublished(
      { collection, where: { slug: { in: slugs } }, pagination: false, depth: 0, select: { slug: true, title: true } },
      { tags: slugs.map((slug) => slugTag(collection, slug)) },
    )
    for (const doc of docs as { slug?: string | null; title?: string | null }[]) {
      if (doc.slug && doc.title) titles.set(doc.slug, doc.title)
    }
  }
  return titles
}

export type RoutedItem = Pick<RoutedDoc, 'id' | 'slug' | 'title' | 'createdAt' | 'updatedAt'> & {
  category?: string | null
  summary?: string | null
  customUpdateDate?: string | null
  meta?: { noindex?: boolean | null } | null
}

type Window = { sort?: string | string[]; limit?: number; page?: number; tags?: string[] }

/**
 * Routed documents, lightly, newest first by default: one page of `limit` (all when no limit),
 * with the total, for static params, section indexes, feeds and the sitemap.
 */
export async function listRouted(collection: RoutedCollection, { sort = '-updatedAt', limit, page = 1, tags }: Window = {}) {
  const { docs, totalDocs } = await findPublished(
    {
      collection,
      depth: 0,
      sort,
      ...(limit ? { limit, page } : { pagination: false }),
      select: { slug: true, title: true, category: true, summary: true, createdAt: true, updatedAt: true, customUpdateDate: true, meta: { noindex: true } },
    },
    tags ? { tags, perDoc: !tags.includes(FEEDS_TAG) } : undefined,
  )
  return { items: docs as RoutedItem[], total: totalDocs }
}

/** The latest news for the RSS and Atom feeds. */
export async function feedNews() {
  return (await listRouted('news', { sort: NEWS_ORDER, limit: 50, tags: [FEEDS_TAG] })).items
}

/** How many published documents each routed collection has (for the sitemap index). */
export async function routedTotals(): Promise<[RoutedCollection, number][]> {
  const totals: [RoutedCollection, number][] = []
  for (const collection of ROUTED_SLUGS) {
    const { total } = await listRouted(collection, { sort: 'createdAt', limit: 1, tags: [FEEDS_TAG] })
    totals.push([collection, total])
  }
  return totals
}
