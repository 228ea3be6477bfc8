import { describe, expect, it } from 'vitest'
import { linksIn, pathOf } from './broken-links'

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
})
