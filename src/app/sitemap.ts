import type { MetadataRoute } from 'next'
import { siteUrl } from '@/cms/env'
import { listRouted } from '@/content/routed'
import { pathFor, ROUTED_SLUGS, SECTION_INDEXES } from '@/content/paths'
import { isBlockReference } from '@/content/reference'

/** Every published document with its last modification (not the block reference); section indexes without a page too. */
export default async function sitemap(): Promise<MetadataRoute.Sitemap> {
  const origin = siteUrl()
  const entries = new Map<string, MetadataRoute.Sitemap[number]>()
  for (const collection of ROUTED_SLUGS) {
    for (const doc of await listRouted(collection)) {
      const path = pathFor(collection, doc)
      if (isBlockReference(path)) continue
      entries.set(path, { url: `${origin}${path}`, lastModified: doc.updatedAt })
    }
  }
  for (const index of Object.keys(SECTION_INDEXES)) {
    if (!entries.has(`/${index}`)) entries.set(`/${index}`, { url: `${origin}/${index}` })
  }
  return [...entries.values()]
}
