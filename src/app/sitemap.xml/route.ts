import { isBlockReference } from '@/content/reference'
import { siteUrl } from '@/cms/env'
import { listRouted, routedTotals } from '@/content/routed'
import { pathFor, ROUTED_SLUGS, SECTION_INDEXES } from '@/content/paths'
import { SITEMAP_SIZE, sitemapIndexXml, sitemapParts, urlsetXml, type SitemapEntry } from '@/content/sitemap'
import { FEEDS_TAG } from '@/content/cache-tags'
import { programmePaths } from '@/app/(site)/_templates/programme/exists'

const XML = { 'Content-Type': 'application/xml; charset=utf-8' }

/** Every published document, and the section indexes; past SITEMAP_SIZE URLs, an index of parts (/sitemaps/…). */
export async function GET() {
  const origin = siteUrl()
  const totals = await routedTotals()
  if (totals.reduce((sum, [, n]) => sum + n, 0) > SITEMAP_SIZE) {
    return new Response(sitemapIndexXml(sitemapParts(totals).map((part) => `${origin}/sitemaps/${part}.xml`)), { headers: XML })
  }
  const entries = new Map<string, SitemapEntry>()
  for (const collection of ROUTED_SLUGS) {
    const { items } = await listRouted(collection, { sort: 'createdAt', tags: [FEEDS_TAG] })
    for (const doc of items.filter((d) => !d.meta?.noindex && !isBlockReference(pathFor(collection, d)))) entries.set(pathFor(collection, doc), { url: `${origin}${pathFor(collection, doc)}`, lastModified: doc.updatedAt })
  }
  for (const path of [...Object.keys(SECTION_INDEXES).map((index) => `/${index}`), ...(await programmePaths())]) {
    if (!entries.has(path)) entries.set(path, { url: `${origin}${path}` })
  }
  return new Response(urlsetXml([...entries.values()]), { headers: XML })
}
