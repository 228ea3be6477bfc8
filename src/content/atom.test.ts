import { describe, expect, it } from 'vitest'
import { atomFeed } from './atom'

describe('atomFeed', () => {
  it('escapes text and dates entries in ISO form', () => {
    const xml = atomFeed(
      { title: 'Notizie & co', subtitle: 's', origin: 'https://x.it', path: '/notizie/atom.xml', author: 'P' },
      [{ title: 'A <b>', path: '/notizie/a', summary: 'r', date: '2026-01-02T10:00:00Z', updated: '2026-01-03T10:00:00Z' }],
    )
    expect(xml).toContain('<title>Notizie &amp; co</title>')
    expect(xml).toContain('<title>A &lt;b&gt;</title>')
    expect(xml).toContain('<updated>2026-01-03T10:00:00.000Z</updated>')
    expect(xml).toContain('<id>https://x.it/notizie/a</id>')
  })
})
