import { describe, expect, it } from 'vitest'
import { avvisiCalendar, avvisiFeedItems, feedQuery, feedSearch, type FeedAvviso } from './avvisi-feeds'
import { foldLine } from '@/content/icalendar'

const avviso = (over: Partial<FeedAvviso> = {}): FeedAvviso => ({
  name: 'Avviso 1.4.1 Esperienza dei servizi pubblici – Comuni',
  slug: 'avviso-1-4-1-esperienza-dei-servizi-pubblici-comuni',
  path: '/avvisi/avviso-1-4-1-esperienza-dei-servizi-pubblici-comuni',
  status: 'Aperto',
  startDate: '2026-10-31T23:00:00.000Z',
  endDate: '2027-01-31T22:59:00.000Z',
  misura: '1.4.1 Esperienza dei servizi pubblici',
  beneficiari: ['Comuni', 'Scuole'],
  descrizione: 'Siti e servizi, con importi per fascia di popolazione; scadenza: 31 gennaio.',
  ...over,
})

describe('the avvisi as a calendar and as feeds (issue 39)', () => {
  it('takes the /avvisi filters from the query string and nothing else', () => {
    const q = feedQuery(new URLSearchParams('stato=aperto&beneficiario=comuni&misura=<script>&pagina=2'))
    expect(q).toEqual({ stato: 'aperto', misura: '', beneficiario: 'comuni', promotore: '' })
    expect(feedSearch(q)).toBe('?stato=aperto&beneficiario=comuni')
    expect(feedQuery(new URLSearchParams('stato=sospeso')).stato).toBe('sospeso')
    expect(feedQuery(new URLSearchParams('stato=qualsiasi')).stato).toBe('')
  })

  it('writes an iCalendar an app can subscribe to: an all-day opening and deadline on the day in Rome, escaped, folded, CRLF', () => {
    const ics = avvisiCalendar([avviso()], 'https://padigitale2026.gov.it', new Date('2026-11-27T10:00:00Z'))
    expect(ics.startsWith('BEGIN:VCALENDAR\r\nVERSION:2.0\r\n')).toBe(true)
    expect(ics.endsWith('END:VCALENDAR\r\n')).toBe(true)
    expect(ics).not.toMatch(/[^\r]\n/)
    const unfolded = ics.replace(/\r\n /g, '')
    // 31 Oct 23:00 UTC is 1 November in Rome; the deadline 31 January 23:59 in Rome.
    expect(unfolded).toContain('UID:apertura-avviso-1-4-1-esperienza-dei-servizi-pubblici-comuni@padigitale2026.gov.it\r\nDTSTAMP:20261127T100000Z\r\nDTSTART;VALUE=DATE:20261101\r\nDTEND;VALUE=DATE:20261102\r\n')
    expect(unfolded).toContain('DTSTART;VALUE=DATE:20270131\r\nDTEND;VALUE=DATE:20270201\r\nSUMMARY:Scadenza avviso: Avviso 1.4.1 Esperienza dei servizi pubblici – Comuni')
    expect(unfolded).toContain('DESCRIPTION:Misura 1.4.1 Esperienza dei servizi pubblici.\\nPer: Comuni\\, Scuole.\\nStato: Aperto.\\nhttps://padigitale2026.gov.it/avvisi/')
    for (const line of ics.split('\r\n')) expect(Buffer.byteLength(line)).toBeLessThanOrEqual(75)
    expect(avvisiCalendar([avviso({ endDate: 'non è una data' })], 'https://x.it').match(/BEGIN:VEVENT/g)).toHaveLength(1)
  })

  it('folds long lines without splitting a character', () => {
    const folded = foldLine(`SUMMARY:${'è'.repeat(60)}`)
    expect(folded.split('\r\n ').join('')).toBe(`SUMMARY:${'è'.repeat(60)}`)
    for (const part of folded.split('\r\n')) expect(Buffer.byteLength(part)).toBeLessThanOrEqual(75)
  })

  it('lists the newest opened first, with dates in Italian', () => {
    const items = avvisiFeedItems([avviso({ name: 'Vecchio', startDate: '2025-01-10T00:00:00Z' }), avviso()])
    expect(items.map((i) => i.title)).toEqual(['Avviso 1.4.1 Esperienza dei servizi pubblici – Comuni', 'Vecchio'])
    expect(items[0]!.summary).toMatch(/^Aperto: domande dal 1° novembre 2026 al 31 gennaio 2027\. Per: Comuni, Scuole\./)
  })
})
