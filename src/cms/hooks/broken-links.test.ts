import { describe, expect, it } from 'vitest'
import { isPublicFile, linksIn, pathOf } from './broken-links'

describe('broken links', () => {
  it('collects internal hrefs, rich-text urls, cmsPage and relations; not external addresses', () => {
    const doc = {
      body: [
        { blockType: 'hero', button: { href: '/il-programma#misure', cmsPage: null } },
        { blockType: 'linkList', links: [{ link: { href: 'https://example.org/x' } }, { link: { cmsPage: 4, href: '' } }] },
        { blockType: 'richText', content: { root: { children: [{ type: 'link', fields: { url: '/notizie', doc: { relationTo: 'news', value: 9 } } }] } } },
        { link: { href: '//cdn.example.org/x' } },
      ],
    }
    expect(linksIn(doc)).toEqual([{ href: '/il-programma#misure' }, { relationTo: 'pages', id: 4 }, { href: '/notizie' }, { relationTo: 'news', id: 9 }])
  })
  it('compares paths without fragment, query or trailing slash', () => {
    expect(pathOf('/il-programma/#misure')).toBe('/il-programma')
    expect(pathOf('/cerca?q=pnrr')).toBe('/cerca')
    expect(pathOf('/#top')).toBe('/')
  })
  it('a file served from public/ is no broken link; a missing one, or a path out of public/, is', () => {
    expect(isPublicFile('/fonti/open-data/progetti-finanziati.csv')).toBe(true)
    expect(isPublicFile('/fonti/open-data/non-esiste.csv')).toBe(false)
    expect(isPublicFile('/fonti/open-data')).toBe(false)
    expect(isPublicFile('/../package.json')).toBe(false)
    expect(isPublicFile('/%E0%A4%A')).toBe(false)
  })
})
