import { describe, expect, it } from 'vitest'
import { parseApiParams, parseFilters, parsePage, parseQuery, searchHref } from './params'

describe('query string', () => {
  it('reads filters comma-separated or repeated, keeps known types in the spec order, never page', () => {
    expect(parseFilters('news,faq')).toEqual(['news', 'faq'])
    expect(parseFilters(['faq', 'avviso,news'])).toEqual(['news', 'faq', 'avviso'])
    expect(parseFilters('page,<script>,faq')).toEqual(['faq'])
    expect(parseFilters(undefined)).toEqual([])
  })

  it('reads q and page defensively', () => {
    expect(parseQuery(['  cloud   pa ', 'altro'])).toBe('cloud pa')
    expect(parseQuery('x'.repeat(500))).toHaveLength(200)
    expect(parseQuery('\u0000cloud\u0000pa\u0001')).toBe('cloud pa')
    expect(parseQuery('\u0001cloud')).toBe('cloud')
    expect(parseQuery(`a${'😀'.repeat(150)}`)).toHaveLength(199)
    expect(parsePage('3')).toBe(3)
    expect(parsePage('-2')).toBe(1)
    expect(parsePage('abc')).toBe(1)
    expect(parsePage('0')).toBe(1)
  })

  it('writes the address: page 1 and empty parts left out, filters comma-separated', () => {
    expect(searchHref('città metropolitane', ['news', 'faq'], 2)).toBe('/cerca?q=citt%C3%A0+metropolitane&filters=news,faq&page=2')
    expect(searchHref('cloud', [], 1)).toBe('/cerca?q=cloud')
  })

  it('rejects hostile API input with Italian messages', () => {
    const parse = (qs: string) => parseApiParams(new URLSearchParams(qs))
    expect(parse('q=cloud&filters=faq,news&page=2')).toEqual({ ok: true, value: { q: 'cloud', filters: ['news', 'faq'], page: 2 } })
    expect(parse('q=ab')).toEqual({ ok: false, message: 'Scrivi almeno 3 caratteri per cercare.' })
    expect(parse(`q=${'a'.repeat(201)}`)).toEqual({ ok: false, message: 'La ricerca può contenere al massimo 200 caratteri.' })
    expect(parse('q=cloud&filters=nope')).toEqual({ ok: false, message: 'Tipo di contenuto non valido: nope.' })
    expect(parse('q=cloud&page=-1')).toEqual({ ok: false, message: 'Il numero di pagina non è valido.' })
    expect(parse('q=cloud&q=pa')).toEqual({ ok: false, message: 'Il parametro q può comparire una sola volta.' })
    expect(parse('q=cloud&x=1')).toEqual({ ok: false, message: 'Parametro non riconosciuto: x.' })
    expect(parse('q=clo%00ud')).toEqual({ ok: false, message: 'La ricerca contiene caratteri non ammessi (caratteri di controllo invisibili).' })
  })
})
