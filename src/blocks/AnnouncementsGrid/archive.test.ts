import { describe, expect, it } from 'vitest'
import { byDeadline, matchesQuery, type AvvisoEntry, type AvvisiQuery } from './archive'

const avviso = (name: string, status: 'Aperto' | 'Chiuso', endDate: string, extra: Partial<AvvisoEntry> = {}): AvvisoEntry => ({
  id: name,
  name,
  slug: name.toLowerCase(),
  path: `/avvisi/${name.toLowerCase()}`,
  state: status === 'Aperto' ? 'PUBBLICATO' : 'CHIUSO',
  status,
  badge: null,
  daysLeft: null,
  startDate: '2026-01-01T00:00:00.000Z',
  endDate,
  entePromotore: 'Dipartimento per la trasformazione digitale',
  beneficiari: ['Comuni', 'Città metropolitane'],
  misura: '1.4.4 Adozione identità digitale',
  url: null,
  descrizione: null,
  risorseInEuro: null,
  importi: [],
  regolaImporto: null,
  testoAvviso: null,
  documenti: [],
  ...extra,
})

const ANY: AvvisiQuery = { stato: '', misura: '', beneficiario: '', promotore: '' }

describe('the avvisi archive', () => {
  it('filters by state, measure, beneficiary and promoting body, compared by slug', () => {
    const a = avviso('A', 'Aperto', '2027-01-01')
    expect(matchesQuery(a, ANY)).toBe(true)
    expect(matchesQuery(a, { ...ANY, stato: 'aperto' })).toBe(true)
    expect(matchesQuery(a, { ...ANY, stato: 'chiuso' })).toBe(false)
    expect(matchesQuery(a, { ...ANY, misura: '1-4-4-adozione-identita-digitale' })).toBe(true)
    expect(matchesQuery(a, { ...ANY, misura: '1-4-1-esperienza-dei-servizi-pubblici' })).toBe(false)
    expect(matchesQuery(a, { ...ANY, beneficiario: 'citta-metropolitane' })).toBe(true)
    expect(matchesQuery(a, { ...ANY, beneficiario: 'scuole' })).toBe(false)
    expect(matchesQuery(a, { ...ANY, promotore: 'dipartimento-per-la-trasformazione-digitale' })).toBe(true)
    expect(matchesQuery(avviso('B', 'Aperto', '2027-01-01', { misura: null }), { ...ANY, misura: '1-4-4-adozione-identita-digitale' })).toBe(false)
  })

  it('lists the open ones first, the nearest deadline first, then the closed ones, the latest closed first', () => {
    const list = [
      avviso('Chiuso-vecchio', 'Chiuso', '2025-01-01'),
      avviso('Aperto-lontano', 'Aperto', '2027-06-01'),
      avviso('Chiuso-recente', 'Chiuso', '2026-06-01'),
      avviso('Aperto-vicino', 'Aperto', '2026-12-10'),
    ]
    expect(list.sort(byDeadline).map((a) => a.name)).toEqual(['Aperto-vicino', 'Aperto-lontano', 'Chiuso-recente', 'Chiuso-vecchio'])
  })
})
