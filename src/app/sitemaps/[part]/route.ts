import { isBlockReference } from '@/content/reference'
import { siteUrl } from '@/cms/env'
import { programmePaths } from '@/app/(site)/_templates/programme/exists'
import { FEEDS_TAG } from '@/content/cache-tags'
import { isRouted, pathFor, SECTION_INDEXES } from '@/content/paths'
import { listRouted } from '@/content/routed'
import { parsePart, SITEMAP_SIZE, urlsetXml, type SitemapEntry } from '@/content/sitemap'

type Props = { params: Promise<{ part: string }> }

/** One part of a split sitemap (/sitemap.xml is then their index): `<collection>-<n>.xml`. */
export async function GET(_request: Request, { params }: Props) {
  const { part } = await params
  const parsed = part.endsWith('.xml') ? parsePart(part.slice(0, -4)) : null
  if (!parsed || !isRouted(parsed.collection)) return new Response('Sitemap non trovata', { status: 404 })
  const { collection, page } = parsed
  const origin = siteUrl()
  const { items } = await listRouted(collection, { sort: 'createdAt', limit: SITEMAP_SIZE, page, tags: [FEEDS_TAG] })
  if (!items.length) return new Response('Sitemap non trovata', { status: 404 })
  const entries: SitemapEntry[] = items.filter((doc) => !doc.meta?.noindex && !isBlockReference(pathFor(collection, doc))).map((doc) => ({ url: `${origin}${pathFor(collection, doc)}`, lastModified: doc.updatedAt }))
  if (collection === 'pages' && page === 1) {
    entries.push(...[...Object.keys(SECTION_INDEXES).map((index) => `/${index}`), ...(await programmePaths())].map((path) => ({ url: `${origin}${path}` })))
  }
  return new Response(urlsetXml(entries), { headers: { 'Content-Type': 'application/xml; charset=utf-8' } })
}
