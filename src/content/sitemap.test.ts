import { describe, expect, it } from 'vitest'
import { parsePart, sitemapIndexXml, sitemapParts, SITEMAP_SIZE, urlsetXml } from './sitemap'

describe('sitemap', () => {
  it('writes a urlset with lastmod', () => {
    const xml = urlsetXml([{ url: 'https://x.it/a?b&c', lastModified: '2026-01-02T03:04:05.000Z' }, { url: 'https://x.it/' }])
    expect(xml).toContain('<loc>https://x.it/a?b&amp;c</loc>\n<lastmod>2026-01-02T03:04:05.000Z</lastmod>')
    expect(xml).toContain('<url>\n<loc>https://x.it/</loc>\n</url>')
  })

  it('splits each collection into parts of at most SITEMAP_SIZE', () => {
    expect(sitemapParts([['pages', 40], ['faqs', SITEMAP_SIZE * 2 + 1], ['news', 0]])).toEqual(['pages-1', 'faqs-1', 'faqs-2', 'faqs-3'])
    expect(sitemapIndexXml(['https://x.it/sitemaps/pages-1.xml'])).toContain('<sitemap>\n<loc>https://x.it/sitemaps/pages-1.xml</loc>')
  })

  it('parses part names, rejecting anything else', () => {
    expect(parsePart('faqs-2')).toEqual({ collection: 'faqs', page: 2 })
    for (const bad of ['faqs-0', 'faqs', '../x-1', 'faqs-1.xml', 'FAQS-1']) expect(parsePart(bad)).toBeNull()
  })
})
