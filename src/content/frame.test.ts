import { describe, expect, it } from 'vitest'
import type { Footer, Header, SiteSetting } from '@/payload-types'
import { toFrame } from './frame'

const link = (text: string, href: string) => ({ link: { text, href } })
const header = {
  id: 1,
  ownerName: 'Dipartimento per la trasformazione digitale',
  ownerUrl: 'https://innovazione.gov.it/',
  sisterSites: [link('Italia Domani', 'https://www.italiadomani.gov.it/')],
  menu: [link('Home', '/'), link('Notizie', '/notizie'), link('Pericolo', 'javascript:alert(1)'), link('', '/senza-testo')],
} as Header
const footer = {
  id: 1,
  columns: [{ title: 'Il programma', links: [link('Novità', '/novita')] }],
  contacts: [link('Scrivi alla redazione', 'mailto:redazione@example.it')],
  social: [{ network: 'linkedin', url: 'https://www.linkedin.com/' }],
  legalLinks: [
    { ...link('Informativa privacy', '/informativa-privacy'), element: 'privacy-policy-link' },
    { ...link('Note legali', '/note-legali'), element: 'legal-notes' },
    link('Mappa del sito', '/mappa-del-sito'),
  ],
} as Footer
const settings = {
  id: 1,
  reservedAreaUrl: 'https://areariservata.example.it/',
  accessibilityStatementUrl: 'https://form.agid.gov.it/view/abc',
  statisticsUrl: 'https://webanalytics.italia.it/',
  italiaDomani: { name: 'Italia Domani', url: 'https://www.italiadomani.gov.it/' },
  government: { name: 'Dipartimento per la trasformazione digitale' },
  analyticsSiteId: ' 42 ',
} as SiteSetting

describe('toFrame', () => {
  it('keeps the menu entries with a safe address and a label', () => {
    expect(toFrame(header, footer, settings).menu).toEqual([
      { label: 'Home', href: '/', target: undefined },
      { label: 'Notizie', href: '/notizie', target: undefined },
    ])
  })

  it('closes the legal strip with the accessibility statement (AgID data-element) and the statistics', () => {
    const legal = toFrame(header, footer, settings).legal
    expect(legal.map((l) => [l.label, l.element ?? null])).toEqual([
      ['Informativa privacy', 'privacy-policy-link'],
      ['Note legali', 'legal-notes'],
      ['Mappa del sito', null],
      ['Dichiarazione di accessibilità', 'accessibility-link'],
      ['Statistiche del sito', null],
    ])
    expect(legal[3]!.href).toBe('https://form.agid.gov.it/view/abc')
  })

  it('leaves out what settings do not give: Accedi, statement, statistics, analytics', () => {
    const frame = toFrame(header, footer, { id: 1, italiaDomani: { name: 'Italia Domani' }, government: { name: 'Governo' } } as SiteSetting)
    expect(frame.reservedAreaUrl).toBeNull()
    expect(frame.legal.map((l) => l.label)).toEqual(['Informativa privacy', 'Note legali', 'Mappa del sito'])
    expect(frame.analyticsSiteId).toBeNull()
  })

  it('takes the owner’s seat, fiscal code and PEC from the settings, and a statement page of the site', () => {
    const owner = { address: ' Largo Pietro di Brazzà 86, 00187 Roma ', fiscalCode: '80188230587', pec: 'dtd@pec.example.it' }
    const frame = toFrame(header, footer, { ...settings, owner, accessibilityStatementUrl: '/dichiarazione-di-accessibilita' } as SiteSetting)
    expect(frame.owner).toMatchObject({ address: 'Largo Pietro di Brazzà 86, 00187 Roma', fiscalCode: '80188230587', pec: 'dtd@pec.example.it' })
    expect(frame.legal.find((l) => l.element === 'accessibility-link')?.href).toBe('/dichiarazione-di-accessibilita')
  })

  it('shows the marks by name when no official file is uploaded', () => {
    const frame = toFrame(header, footer, settings)
    expect(frame.marks).toEqual([
      { name: 'Italia Domani', href: 'https://www.italiadomani.gov.it/', logo: null },
      { name: 'Dipartimento per la trasformazione digitale', href: null, logo: null },
    ])
    expect(frame.analyticsSiteId).toBe('42')
    expect(frame.owner).toEqual({ name: 'Dipartimento per la trasformazione digitale', href: 'https://innovazione.gov.it/', address: null, fiscalCode: null, pec: null })
  })
})
