import type { APIRequestContext } from '@playwright/test'

/** The paths listed in the site's sitemap (its index's sitemaps too, past 5,000 addresses). */
export async function sitemapPaths(request: APIRequestContext, address = '/sitemap.xml'): Promise<string[]> {
  const xml = await (await request.get(address)).text()
  const locs = [...xml.matchAll(/<loc>([^<]+)<\/loc>/g)].map(([, loc]) => new URL(loc!).pathname)
  if (!xml.includes('<sitemapindex')) return locs
  return (await Promise.all(locs.map((sub) => sitemapPaths(request, sub)))).flat()
}
