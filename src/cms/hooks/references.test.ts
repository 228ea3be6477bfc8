import { describe, expect, it } from 'vitest'
import { describeReferrer, refersTo, refusalMessage } from './references'

const page = { collection: 'pages', id: 7, path: '/il-programma' }

describe('refersTo', () => {
  it('finds link fields (cmsPage), hero buttons in blocks and rich-text links', () => {
    expect(refersTo({ body: [{ blockType: 'hero', button: { text: 'Vai', cmsPage: 7 } }] }, page)).toBe(true)
    const lexical = { root: { children: [{ type: 'link', fields: { linkType: 'internal', doc: { relationTo: 'pages', value: { id: 7 } } } }] } }
    expect(refersTo({ body: [{ blockType: 'richText', content: lexical }] }, page)).toBe(true)
  })
  it('finds internal addresses, with a fragment or a query', () => {
    expect(refersTo({ link: { href: '/il-programma#misure' } }, page)).toBe(true)
    expect(refersTo({ link: { href: '/il-programma?x=1' } }, page)).toBe(true)
    expect(refersTo({ link: { href: '/il-programma-2' } }, page)).toBe(false)
  })
  it('ignores other ids and other collections', () => {
    expect(refersTo({ link: { cmsPage: 8 } }, page)).toBe(false)
    expect(refersTo({ rel: { relationTo: 'news', value: 7 } }, page)).toBe(false)
    expect(refersTo({ cmsPage: 7 }, { collection: 'news', id: 7 })).toBe(false)
  })
})

describe('refusal message', () => {
  it('names every referrer with its type and path', () => {
    const referrers = [
      { collection: 'pages', id: 1, title: 'Home', path: '/' },
      { collection: 'news', id: 2, title: 'Bando aperto', path: '/notizie/bando-aperto' },
    ]
    expect(describeReferrer(referrers[1]!)).toBe('Notizia «Bando aperto» (/notizie/bando-aperto)')
    expect(refusalMessage('Il programma', referrers)).toBe(
      'Impossibile eliminare «Il programma»: è usato in Pagina «Home» (/); Notizia «Bando aperto» (/notizie/bando-aperto). Togli prima questi collegamenti, poi riprova.',
    )
  })
})
