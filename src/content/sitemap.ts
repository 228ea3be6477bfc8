/** Sitemaps (sitemaps.org 0.9): one urlset up to SITEMAP_SIZE URLs, past it an index of parts. Pure. */
import { escapeMarkup } from './escape'

export const SITEMAP_SIZE = 5000

export type SitemapEntry = { url: string; lastModified?: string | null }

/** A part of the sitemap: `size` documents of one collection from `offset`. */
export type SitemapPart = { collection: string; page: number }

export function urlsetXml(entries: SitemapEntry[]): string {
  const urls = entries.map(({ url, lastModified }) =>
    ['<url>', `<loc>${escapeMarkup(url)}</loc>`, lastModified ? `<lastmod>${new Date(lastModified).toISOString()}</lastmod>` : '', '</url>']
      .filter(Boolean)
      .join('\n'),
  )
  return ['<?xml version="1.0" encoding="UTF-8"?>', '<urlset xmlns="http://www.sitemaps.org/schemas/sitemap/0.9">', ...urls, '</urlset>'].join('\n')
}

export function sitemapIndexXml(urls: string[]): string {
  const items = urls.map((url) => `<sitemap>\n<loc>${escapeMarkup(url)}</loc>\n</sitemap>`)
  return ['<?xml version="1.0" encoding="UTF-8"?>', '<sitemapindex xmlns="http://www.sitemaps.org/schemas/sitemap/0.9">', ...items, '</sitemapindex>'].join('\n')
}

/** The parts of a split sitemap, by collection: `<collection>-<page>`, each at most SITEMAP_SIZE URLs. */
export function sitemapParts(totals: [collection: string, total: number][]): string[] {
  return totals.flatMap(([collection, total]) =>
    Array.from({ length: Math.ceil(total / SITEMAP_SIZE) }, (_, i) => `${collection}-${i + 1}`),
  )
}

export function parsePart(name: string): SitemapPart | null {
  const match = /^([a-z]+)-([1-9]\d{0,5})$/.exec(name)
  return match ? { collection: match[1]!, page: Number(match[2]) } : null
}
