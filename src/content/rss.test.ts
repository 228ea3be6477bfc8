import { describe, expect, it } from 'vitest'
import { rssFeed } from './rss'

describe('rssFeed', () => {
  const channel = { title: 'Notizie', description: 'Le notizie', origin: 'https://esempio.gov.it', path: '/notizie/feed.xml' }

  it('writes one item per news with absolute link, guid and RFC 822 date', () => {
    const xml = rssFeed(channel, [{ title: 'Nuovi avvisi', path: '/notizie/nuovi-avvisi', summary: 'Testo', date: '2025-03-03T10:00:00Z' }])
    expect(xml).toContain('<link>https://esempio.gov.it/notizie/nuovi-avvisi</link>')
    expect(xml).toContain('<guid isPermaLink="true">https://esempio.gov.it/notizie/nuovi-avvisi</guid>')
    expect(xml).toContain('<pubDate>Mon, 03 Mar 2025 10:00:00 GMT</pubDate>')
    expect(xml).toContain('<language>it-IT</language>')
  })

  it('escapes markup in titles and summaries', () => {
    const xml = rssFeed(channel, [{ title: 'A & B <script>', path: '/notizie/x', summary: '"ciao"', date: '2025-03-03T10:00:00Z' }])
    expect(xml).toContain('<title>A &amp; B &lt;script&gt;</title>')
    expect(xml).toContain('<description>&quot;ciao&quot;</description>')
    expect(xml).not.toContain('<script>')
  })
})
